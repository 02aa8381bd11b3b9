# Local persistence: chat sessions (filled in by the desktop-app work).
add_library(rac_store INTERFACE)
