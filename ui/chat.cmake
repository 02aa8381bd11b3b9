# list(APPEND RAC_UI_SOURCES ...) for this area
