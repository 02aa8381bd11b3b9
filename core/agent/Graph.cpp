// SPDX-License-Identifier: MIT
#include "agent/Graph.h"

#include <QElapsedTimer>

namespace rac::agent {

void Graph::addNode(std::unique_ptr<Node> node) { m_nodes.push_back(std::move(node)); }

void Graph::addEdge(const QString &from, const QString &to, Condition when)
{
    m_edges.append({from, to, std::move(when)});
}

QStringList Graph::nodeNames() const
{
    QStringList names;
    for (const auto &n : m_nodes)
        names << n->name();
    return names;
}

QList<Graph::EdgeInfo> Graph::edges() const
{
    QList<EdgeInfo> out;
    for (const Edge &e : m_edges)
        out.append({e.from, e.to});
    return out;
}

Node *Graph::node(const QString &name) const
{
    for (const auto &n : m_nodes) {
        if (n->name() == name)
            return n.get();
    }
    return nullptr;
}

Status Graph::run(RunState &state, const QString &start, RunObserver *observer, RunControl *control,
                  nlohmann::json &trace, int maxSteps) const
{
    trace["steps"] = nlohmann::json::array();
    QString current = start;
    for (int step = 0; step < maxSteps; ++step) {
        if (current == QLatin1String(kEnd))
            return {};
        Node *n = node(current);
        if (!n)
            return makeError(ErrorCode::Internal, QStringLiteral("graph has no node named %1").arg(current));
        if (control && !control->waitBeforeNode(current, [observer](const QString &where) {
                if (observer)
                    observer->paused(where);
            }))
            return makeError(ErrorCode::Cancelled, QStringLiteral("the run was cancelled"));

        nlohmann::json record;
        record["node"] = current.toStdString();
        record["input"] = n->inputSummary(state);
        if (observer)
            observer->nodeStarted(current);
        QElapsedTimer timer;
        timer.start();
        Result<nlohmann::json> result = n->run(state);
        const qint64 elapsedUs = timer.nsecsElapsed() / 1000;
        record["elapsed_us"] = elapsedUs;
        if (!result) {
            record["error"] = result.error().toString().toStdString();
            trace["steps"].push_back(record);
            return result.error();
        }
        record["output"] = result.value();
        if (observer)
            observer->nodeFinished(current, result.value(), elapsedUs);
        if (control && control->isCancelled()) {
            trace["steps"].push_back(record);
            return makeError(ErrorCode::Cancelled, QStringLiteral("the run was cancelled"));
        }

        QString next;
        QString reason;
        for (const Edge &e : m_edges) {
            if (e.from != current)
                continue;
            if (const std::optional<QString> why = e.when(state)) {
                next = e.to;
                reason = *why;
                break;
            }
        }
        if (next.isEmpty())
            return makeError(ErrorCode::Internal, QStringLiteral("no edge leaves %1").arg(current));
        record["edge"] = {{"to", next.toStdString()}, {"reason", reason.toStdString()}};
        trace["steps"].push_back(record);
        if (observer)
            observer->edgeTaken(current, next, reason);
        current = next;
    }
    return makeError(ErrorCode::Internal, QStringLiteral("the run exceeded %1 steps").arg(maxSteps));
}

} // namespace rac::agent
