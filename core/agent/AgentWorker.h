// SPDX-License-Identifier: MIT
//
// AgentWorker: the AgentController's other half, living on the worker thread.
// It owns the Engine (whose database connection must stay on this thread) and
// runs the Agent; its observer turns graph events into signals, which reach
// the controller through queued connections.
#pragma once

#include "agent/Agent.h"
#include "agent/RunControl.h"
#include "agent/Engine.h"
#include "api/RunEvents.h"

#include <QObject>

#include <memory>

namespace rac::agent {

class AgentWorker : public QObject {
    Q_OBJECT

public:
    AgentWorker() = default;

public Q_SLOTS:
    void open(const QString &databasePath, const QString &corpusDir);
    void ask(quint64 runId, const QString &question, const QString &formatHint,
             std::shared_ptr<rac::agent::RunControl> control);
    void runSql(quint64 runId, const QString &question, const QString &sql, const QString &formatHint,
                std::shared_ptr<rac::agent::RunControl> control);
    void tablePreview(const QString &table);
    void document(const QString &relativeFile);

Q_SIGNALS:
    // These mirror AgentController's signals one for one on purpose: the
    // controller re-emits them on the GUI thread, so ui/ only ever connects to
    // an object of its own thread and never includes this header.
    void engineReady(const QString &summary);
    void engineFailed(const rac::Error &error);
    void engineOpened(const rac::EngineInfo &info);
    void runPaused(quint64 runId, const QString &beforeNode);
    void tablePreviewReady(const QString &table, const rac::sql::SqlTable &rows);
    void documentReady(const QString &relativeFile, const QString &text);
    void documentFailed(const QString &relativeFile, const rac::Error &error);
    void runStarted(quint64 runId);
    void nodeStarted(quint64 runId, const QString &node);
    void nodeFinished(quint64 runId, const QString &node, const QString &summaryJson, qint64 elapsedUs);
    void edgeTaken(quint64 runId, const QString &from, const QString &to, const QString &reason);
    void runFinished(quint64 runId, const rac::Answer &answer);
    void runFailed(quint64 runId, const rac::Error &error);

private:
    void finishRun(quint64 runId, Result<Answer> answer);

    std::unique_ptr<Engine> m_engine;
    std::unique_ptr<Agent> m_agent;
};

} // namespace rac::agent
