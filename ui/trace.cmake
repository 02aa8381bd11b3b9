# Graph trace view and pane, sources panel, document viewer, PDF export.
list(APPEND RAC_UI_SOURCES
    GraphTraceView.h GraphTraceView.cpp
    TracePane.h TracePane.cpp
    SourcesPanel.h SourcesPanel.cpp
    DocumentViewer.h DocumentViewer.cpp
    PdfExporter.h PdfExporter.cpp)
