# Language-model clients: the LlmClient seam and its HTTP implementation for
# Ollama and OpenAI-compatible servers. Depends on common only, so any node
# module can use it without pulling in SQL or retrieval.
rac_add_module(rac_llm
    SOURCES llm/LlmClient.cpp llm/LlmRequest.cpp llm/HttpLlmClient.cpp
    DEPS rac_common Qt6::Network nlohmann_json::nlohmann_json)
