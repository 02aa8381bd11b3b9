rac_add_module(rac_batch
    SOURCES batch/BatchInput.cpp batch/BatchOutput.cpp
    DEPS rac_common nlohmann_json::nlohmann_json)
