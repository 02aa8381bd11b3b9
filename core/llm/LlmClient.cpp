// SPDX-License-Identifier: MIT
#include "llm/LlmClient.h"

namespace rac::llm {

// Out of line so the vtable and moc output have one home.
LlmClient::~LlmClient() = default;

} // namespace rac::llm
