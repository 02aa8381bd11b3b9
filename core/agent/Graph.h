// SPDX-License-Identifier: MIT
//
// Graph: a small runtime for the agent: named nodes, conditional edges tried
// in the order they were added (the first whose condition gives a reason is
// taken), one RunState flowing through, and a trace of every step (the node's
// input summary, its output summary, its time and the edge chosen and why)
// kept as JSON so a run can be saved and replayed. A run stops at the end
// node, on a node's error (sticky: reported once, nothing runs after it), on
// cancel, or after a step budget that guards against loops.
// Built once; run() is called on the worker thread.
#pragma once

#include "agent/Node.h"
#include "agent/RunControl.h"

#include <functional>
#include <memory>
#include <optional>

namespace rac::agent {

// Receives the run's events as they happen, on the worker thread.
class RunObserver {
public:
    virtual ~RunObserver() = default;
    virtual void nodeStarted(const QString &node) { Q_UNUSED(node); }
    virtual void nodeFinished(const QString &node, const nlohmann::json &summary, qint64 elapsedUs)
    {
        Q_UNUSED(node); Q_UNUSED(summary); Q_UNUSED(elapsedUs);
    }
    virtual void edgeTaken(const QString &from, const QString &to, const QString &reason)
    {
        Q_UNUSED(from); Q_UNUSED(to); Q_UNUSED(reason);
    }
    virtual void paused(const QString &beforeNode) { Q_UNUSED(beforeNode); }
    // Tokens of a streamed model reply, batched, as they arrive.
    virtual void modelTokens(const QString &node, const QString &tokens) { Q_UNUSED(node); Q_UNUSED(tokens); }
};

class Graph {
public:
    static constexpr const char *kEnd = "end";
    using Condition = std::function<std::optional<QString>(const RunState &)>;

    void addNode(std::unique_ptr<Node> node);
    void addEdge(const QString &from, const QString &to, Condition when);

    QStringList nodeNames() const;
    struct EdgeInfo {
        QString from;
        QString to;
    };
    QList<EdgeInfo> edges() const;

    // Runs from `start` until the end node. trace receives {"steps": [...]}.
    Status run(RunState &state, const QString &start, RunObserver *observer, RunControl *control,
               nlohmann::json &trace, int maxSteps = 40) const;

private:
    struct Edge {
        QString from;
        QString to;
        Condition when;
    };
    Node *node(const QString &name) const;

    std::vector<std::unique_ptr<Node>> m_nodes;
    QList<Edge> m_edges;
};

} // namespace rac::agent
