// SPDX-License-Identifier: MIT
#include "agent/AgentWorker.h"

#include "agent/RunControl.h"

namespace rac::agent {
namespace {

// Turns graph callbacks (on this thread) into the worker's signals.
class SignalObserver : public RunObserver {
public:
    SignalObserver(AgentWorker &worker, quint64 runId) : m_worker(worker), m_runId(runId) {}
    void nodeStarted(const QString &node) override { Q_EMIT m_worker.nodeStarted(m_runId, node); }
    void nodeFinished(const QString &node, const nlohmann::json &summary, qint64 elapsedUs) override
    {
        Q_EMIT m_worker.nodeFinished(m_runId, node, QString::fromStdString(summary.dump()), elapsedUs);
    }
    void edgeTaken(const QString &from, const QString &to, const QString &reason) override
    {
        Q_EMIT m_worker.edgeTaken(m_runId, from, to, reason);
    }

private:
    AgentWorker &m_worker;
    quint64 m_runId;
};

} // namespace

void AgentWorker::open(const QString &databasePath, const QString &corpusDir)
{
    EngineConfig config;
    config.databasePath = databasePath;
    config.corpusDir = corpusDir;
    Result<std::unique_ptr<Engine>> engine = Engine::open(config);
    if (!engine) {
        // The engine already open (if any) stays in use.
        Q_EMIT engineFailed(engine.error());
        return;
    }
    m_agent.reset();
    m_engine = std::move(engine).value();
    m_agent = std::make_unique<Agent>(*m_engine);
    Q_EMIT engineReady(QStringLiteral("%1 tables, %2 chunks, opened in %3 ms")
                           .arg(m_engine->schema().tables.size())
                           .arg(m_engine->stats().index.chunks)
                           .arg(m_engine->stats().openMs));
}

void AgentWorker::ask(quint64 runId, const QString &question, const QString &formatHint,
                      std::shared_ptr<RunControl> control)
{
    if (!m_agent) {
        Q_EMIT runFailed(runId, makeError(ErrorCode::NotFound, QStringLiteral("no database is open")));
        return;
    }
    Q_EMIT runStarted(runId);
    SignalObserver observer(*this, runId);
    Result<Answer> answer = m_agent->ask(question, formatHint, {}, &observer, control.get());
    if (answer)
        Q_EMIT runFinished(runId, answer.value());
    else
        Q_EMIT runFailed(runId, answer.error());
}

} // namespace rac::agent
