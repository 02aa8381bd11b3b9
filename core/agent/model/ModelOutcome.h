// SPDX-License-Identifier: MIT
//
// How a node records what the language model did for it, the same way in
// every node: in the run (Answer::modelUsed / modelNotes, for the status bar
// and the CLI) and in the node's trace summary under "model".
#pragma once

#include "agent/RunState.h"

#include <nlohmann/json.hpp>

namespace rac::agent {

// The model supplied the node's output; `details` go into the trace.
inline void noteModelUsed(RunState &state, const QString &node, nlohmann::json &out, nlohmann::json details = nlohmann::json::object())
{
    details["used"] = true;
    out["model"] = std::move(details);
    if (!state.modelUsed.contains(node))
        state.modelUsed << node;
}

// The model failed (or gave nothing usable) and the node's rules stand.
inline void noteModelFallback(RunState &state, const QString &node, const QString &why, nlohmann::json &out)
{
    out["model"] = {{"used", false}, {"error", why.toStdString()}};
    state.modelFallbacks << node + QStringLiteral(": ") + why;
}

} // namespace rac::agent
