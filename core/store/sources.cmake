# Local persistence: chat sessions and their messages in a SQLite file.
# rac_agent supplies rac::Answer::toContractJson(), the single definition of the
# contract line the store keeps beside each answer.
rac_add_module(rac_store SOURCES store/SessionStore.cpp
    DEPS rac_common rac_agent Qt6::Sql nlohmann_json::nlohmann_json)
