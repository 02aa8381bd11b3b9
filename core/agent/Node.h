// SPDX-License-Identifier: MIT
//
// Node: one step of the agent graph. A node reads the RunState, writes its own
// part and returns a JSON summary of what it changed (shown in the trace view
// and saved with the run). Nodes are stateless between runs and run on the
// worker thread.
#pragma once

#include "agent/RunState.h"
#include "common/Result.h"

#include <nlohmann/json.hpp>

namespace rac::agent {

class Node {
public:
    virtual ~Node() = default;
    virtual QString name() const = 0;
    // What the node is about to read, for the trace.
    virtual nlohmann::json inputSummary(const RunState &state) const = 0;
    // Does the work. An Error stops the run (sticky): only for failures no
    // later node can turn into an answer, such as cancellation.
    virtual Result<nlohmann::json> run(RunState &state) = 0;
};

} // namespace rac::agent
