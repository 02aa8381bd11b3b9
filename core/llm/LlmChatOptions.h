// SPDX-License-Identifier: MIT
//
// LlmChatOptions: per-call settings for LlmClient::chat(). A plain value.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>

namespace rac::llm {

struct LlmChatOptions {
    // A JSON schema object. When set, the server is asked for structured
    // output and the reply content is parsed into LlmReply::json; anything
    // that is not a JSON object then fails with ErrorCode::ModelOutput.
    nlohmann::json schema;            // null: free text
    bool stream = false;              // deliver tokens as they arrive (batched)
    std::optional<double> temperature;  // overrides LlmConfig::temperature
};

} // namespace rac::llm
