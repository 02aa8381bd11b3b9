# Editor area: SQL editor and highlighter, result table, chart (offscreen).
rac_add_test(tst_sqleditor SOURCES ui/tst_sqleditor.cpp LIBS rac_ui)
rac_add_test(tst_resulttable SOURCES ui/tst_resulttable.cpp LIBS rac_ui)
rac_add_test(tst_chartview SOURCES ui/tst_chartview.cpp LIBS rac_ui)
