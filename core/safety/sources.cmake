rac_add_module(rac_safety
    SOURCES safety/RequestScreen.cpp
    DEPS rac_common nlohmann_json::nlohmann_json)
# What the screen refuses is data, compiled in so the CLI and the app share it.
qt_add_resources(rac_safety "safety_screen" PREFIX "/safety" BASE "${CMAKE_CURRENT_SOURCE_DIR}/safety"
    FILES "${CMAKE_CURRENT_SOURCE_DIR}/safety/screen.json")
