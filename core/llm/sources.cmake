# Language-model clients: the LlmClient seam and its HTTP implementation for
# Ollama and OpenAI-compatible servers, the few-shot example store and a
# blocking wait for the agent's synchronous nodes. Depends on common only, so
# any node module can use it without pulling in SQL or retrieval.
rac_add_module(rac_llm
    SOURCES llm/LlmClient.cpp llm/LlmRequest.cpp llm/HttpLlmClient.cpp llm/AwaitReply.cpp llm/ExampleStore.cpp
            llm/LlmSettings.cpp
    DEPS rac_common Qt6::Network nlohmann_json::nlohmann_json)
