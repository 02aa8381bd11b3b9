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
#include "llm/ExampleStore.h"
#include "llm/LlmClient.h"
#include "llm/LlmSettings.h"
#include "sql/QueryLimits.h"

#include <QObject>

#include <functional>
#include <memory>

namespace rac::agent {

class AgentWorker : public QObject {
    Q_OBJECT

public:
    AgentWorker();
    ~AgentWorker() override;

public Q_SLOTS:
    void open(const QString &databasePath, const QString &corpusDir);
    void ask(quint64 runId, const QString &question, const QString &formatHint,
             std::shared_ptr<rac::agent::RunControl> control);
    void runSql(quint64 runId, const QString &question, const QString &sql, const QString &formatHint,
                std::shared_ptr<rac::agent::RunControl> control);
    void tablePreview(const QString &table);
    void document(const QString &relativeFile);
    // Builds the model client on this thread (its network manager needs this
    // thread's loop) and loads the few-shot store, seeding it when empty.
    void configureModel(const rac::llm::LlmSettings &settings, const QString &examplesPath,
                        const QString &seedEvalPath);
    void addExample(const QString &question, const QString &sql, const QString &formatHint, const QString &source);
    // Limits for the next queries, kept across reopening the database.
    void setQueryLimits(const rac::sql::QueryLimits &limits);

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
    void modelTokens(quint64 runId, const QString &node, const QString &tokens);
    void modelStatus(const QString &status);

private:
    void finishRun(quint64 runId, Result<Answer> answer);
    void attachModel();
    bool deferWhileRunning(std::function<void()> again);

    std::unique_ptr<Engine> m_engine;
    sql::QueryLimits m_limits;
    std::unique_ptr<Agent> m_agent;
    std::unique_ptr<llm::LlmClient> m_client;   // none: rules only
    llm::LlmSettings m_modelSettings;
    llm::ExampleStore m_examples;
    QString m_examplesPath;
    bool m_running = false;                     // a run is on the stack (maybe waiting for a model)
};

} // namespace rac::agent
