# Language-model client: both HTTP protocols against a loopback server on
# 127.0.0.1, so the test never touches the real network.
rac_add_test(tst_llm SOURCES core/llm/tst_llm.cpp core/llm/LoopbackLlmServer.cpp
    LIBS rac_llm Qt6::Network)
