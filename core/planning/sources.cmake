rac_add_module(rac_planning
    SOURCES planning/DatePhraseParser.cpp planning/DayMentions.cpp planning/FiscalCalendar.cpp planning/DocumentFactsCodec.cpp planning/DocumentFacts.cpp planning/TermDefinitions.cpp planning/ProseKpis.cpp planning/AbsentData.cpp planning/RecurringPeriods.cpp planning/ValueBands.cpp planning/ValueHistories.cpp planning/VersionWording.cpp planning/Planner.cpp planning/FollowUpResolver.cpp
    DEPS rac_common rac_retrieval)
