rac_add_module(rac_agent
    SOURCES agent/Engine.cpp agent/Graph.cpp agent/nodes/ScreenNode.cpp agent/RunControl.cpp agent/Agent.cpp agent/PassageAnswerer.cpp agent/DocumentReasoner.cpp
            agent/nodes/RouterNode.cpp agent/nodes/RetrieverNode.cpp agent/nodes/PlannerNode.cpp
            agent/nodes/Nl2SqlNode.cpp agent/nodes/ExecutorNode.cpp agent/nodes/ValidatorNode.cpp
            agent/nodes/RepairNode.cpp agent/nodes/SynthesizerNode.cpp
            agent/model/ModelAssist.cpp agent/model/ModelPrompts.cpp agent/model/ModelSqlWriter.cpp
            agent/model/PromptOptimizer.cpp agent/model/DenseRetrieval.cpp agent/model/ModelOutcome.h
            agent/AgentWorker.h agent/AgentWorker.cpp agent/AgentController.cpp api/AgentController.h
    DEPS rac_common rac_retrieval rac_sql rac_planning rac_answer rac_semantic rac_safety rac_llm nlohmann_json::nlohmann_json)
