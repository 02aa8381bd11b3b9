// SPDX-License-Identifier: MIT
//
// awaitReply: waits for one LlmRequest in a local event loop, for the agent's
// nodes, which are synchronous steps of a graph. It runs only on the agent's
// worker thread (or the CLI's main thread), never on the GUI thread, so the
// GUI keeps painting while a model thinks. `cancelled` is polled so a user's
// Cancel aborts the HTTP call at once instead of waiting for its timeout.
#pragma once

#include "llm/LlmRequest.h"

#include <functional>

namespace rac::llm {

// Takes ownership of `request` (deleted later). `finished` is guaranteed by
// LlmRequest, and HttpLlmClient's own timeout bounds the wait.
Result<LlmReply> awaitReply(LlmRequest *request, const std::function<bool()> &cancelled = {});

} // namespace rac::llm
