# Chat area: the session store, the follow-up resolver, and the chat pane.
rac_add_test(tst_sessionstore SOURCES core/store/tst_sessionstore.cpp LIBS rac_store)
rac_add_test(tst_followup SOURCES core/planning/tst_followup.cpp LIBS rac_planning)
rac_add_test(tst_chatpane SOURCES ui/tst_chatpane.cpp LIBS rac_ui)
