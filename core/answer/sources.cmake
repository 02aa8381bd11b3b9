rac_add_module(rac_answer
    SOURCES answer/FormatHint.cpp answer/AnswerTyper.cpp
    DEPS rac_common rac_sql nlohmann_json::nlohmann_json)
