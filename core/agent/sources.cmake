rac_add_module(rac_agent
    SOURCES agent/Engine.cpp agent/Graph.cpp agent/nodes/ScreenNode.cpp agent/RunControl.cpp agent/Agent.cpp agent/PassageAnswerer.cpp agent/DocumentReasoner.cpp agent/RuleValueAnswers.cpp agent/FiscalAnswers.cpp agent/MembershipAnswers.cpp
            agent/PlanReading.cpp
            agent/nodes/RouterNode.cpp agent/nodes/RetrieverNode.cpp agent/nodes/PlannerNode.cpp
            agent/nodes/Nl2SqlNode.cpp agent/nodes/ExecutorNode.cpp agent/nodes/ValidatorNode.cpp
            agent/nodes/RepairNode.cpp agent/nodes/SynthesizerNode.cpp
            agent/model/ModelAssist.cpp agent/model/ModelPrompts.cpp agent/model/ModelSqlWriter.cpp
            agent/model/PromptOptimizer.cpp agent/model/DenseRetrieval.cpp agent/model/ModelOutcome.h
            agent/AgentWorker.h agent/AgentWorker.cpp agent/AgentController.cpp api/AgentController.h
    DEPS rac_common rac_retrieval rac_sql rac_planning rac_answer rac_semantic rac_safety rac_llm nlohmann_json::nlohmann_json)

# The documents' facts and term weights are cached with the corpus index. Their cache key
# includes a hash of the code that computes them, so a build that reads documents differently
# never serves facts an older build read (a hand-bumped version was forgotten more than once).
# CMake re-runs when one of these files changes, and the hash follows.
set(rac_derived_sources common/TextUtil.cpp planning/DatePhraseParser.cpp planning/DocumentFacts.cpp
    planning/DocumentFacts.h planning/FiscalCalendar.cpp planning/ValueBands.cpp planning/DocumentFactsCodec.cpp
    planning/TermDefinitions.cpp planning/AbsentData.cpp planning/RecurringPeriods.cpp planning/ValueHistories.cpp planning/ValueHistory.h planning/FieldLabels.h
    retrieval/MarkdownDocument.cpp agent/PassageAnswerer.cpp)
set(rac_derived_hash_input "md4c ${MD4C_VERSION}")
foreach(source IN LISTS rac_derived_sources)
    file(SHA1 "${CMAKE_CURRENT_SOURCE_DIR}/${source}" source_hash)
    string(APPEND rac_derived_hash_input "${source_hash}")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/${source}")
endforeach()
string(SHA1 rac_derived_code_hash "${rac_derived_hash_input}")
set_source_files_properties(agent/Engine.cpp PROPERTIES COMPILE_DEFINITIONS "RAC_DERIVED_CODE_HASH=\"${rac_derived_code_hash}\"")
