# Graph trace view and pane, sources panel and document viewer, PDF export.
rac_add_test(tst_graphtraceview SOURCES ui/tst_graphtraceview.cpp LIBS rac_ui)
rac_add_test(tst_sourcespanel SOURCES ui/tst_sourcespanel.cpp LIBS rac_ui)
rac_add_test(tst_pdfexporter SOURCES ui/tst_pdfexporter.cpp LIBS rac_ui)
