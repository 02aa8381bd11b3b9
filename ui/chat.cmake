# Chat area: the conversation pane and the saved-sessions sidebar.
list(APPEND RAC_UI_SOURCES ChatPane.h ChatPane.cpp SessionSidebar.h SessionSidebar.cpp)
