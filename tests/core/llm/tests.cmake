# Language-model client: both HTTP protocols against a loopback server on
# 127.0.0.1, so the test never touches the real network.
rac_add_test(tst_llm SOURCES core/llm/tst_llm.cpp core/llm/LoopbackLlmServer.cpp
    LIBS rac_llm Qt6::Network)

# The agent with a language model: the loopback server scripts the replies,
# the agent runs on the bundled database and corpus.
rac_add_test(tst_agent_llm SOURCES core/agent/tst_agent_llm.cpp core/llm/LoopbackLlmServer.cpp
    LIBS rac_core Qt6::Network Qt6::Sql)
