# SQL editor, highlighter, result table and chart (the editor area of the window).
list(APPEND RAC_UI_SOURCES
    SqlHighlighter.h SqlHighlighter.cpp
    SqlEditor.h SqlEditor.cpp
    models/ResultTableModel.h models/ResultTableModel.cpp
    ResultTableView.h ResultTableView.cpp
    ChartView.h ChartView.cpp)
