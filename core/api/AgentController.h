// SPDX-License-Identifier: MIT
//
// AgentController: the GUI-thread facade over the core. It owns one worker
// QThread on which the Engine is opened and every run executes; callers talk
// to it with plain method calls and hear back through signals carrying values
// (never pointers to core objects). Every run event carries its runId so the UI
// can drop events of runs it no longer shows. Lives on the thread that made it
// (the GUI thread); nothing in it blocks that thread except the destructor's
// final join, at exit.
#pragma once

#include "api/RunEvents.h"
#include "common/Error.h"
#include "llm/LlmSettings.h"
#include "sql/QueryLimits.h"

#include <QObject>
#include <QSet>
#include <QThread>

#include <memory>

namespace rac::agent {
class AgentWorker;
class RunControl;
struct EngineConfig;
}

namespace rac {

class AgentController : public QObject {
    Q_OBJECT

public:
    explicit AgentController(QObject *parent = nullptr);
    ~AgentController() override;

    // Opens (or reopens) the database and corpus on the worker thread.
    void openEngine(const QString &databasePath, const QString &corpusDir);
    // Queues a question; returns its runId. Cancels nothing by itself.
    quint64 startRun(const QString &question, const QString &formatHint);
    // Runs SQL the user edited through executor, validator, repair and synthesizer.
    quint64 startSqlRun(const QString &question, const QString &sql, const QString &formatHint);
    // Stops the current run between nodes and interrupts a running query.
    void cancelRun();

    // Debugger-style stepping: apply to the current run and to the runs after it.
    void setStepMode(bool on);
    void setBreakpoints(const QSet<QString> &nodes);
    void step();      // run one more node, then pause again
    void resume();    // run on to the end or the next breakpoint

    // The optional language model, for this run and the next; backend None
    // turns it off. The few-shot store lives at examplesPath and is seeded
    // from seedEvalPath's training split the first time. Answered by modelStatus.
    void configureModel(const llm::LlmSettings &settings, const QString &examplesPath, const QString &seedEvalPath);
    // Time and row limits for the queries after this one (and after reopening).
    void setQueryLimits(const sql::QueryLimits &limits);
    // A good (question, SQL) pair for the few-shot store: a thumbs-up, an edited SQL.
    void addExample(const QString &question, const QString &sql, const QString &formatHint, const QString &source);

    // Read off the GUI thread; answered by tablePreviewReady / documentReady.
    void requestTablePreview(const QString &table);
    void requestDocument(const QString &relativeFile);

Q_SIGNALS:
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
    // Streamed tokens of a model reply (the explanation), batched.
    void modelTokens(quint64 runId, const QString &node, const QString &tokens);
    // "" when no model is configured, else a one-line description or a problem.
    void modelStatus(const QString &status);

private:
    QThread m_thread;
    agent::AgentWorker *m_worker = nullptr;      // lives on m_thread; deleted when it finishes
    std::shared_ptr<agent::RunControl> newControl();

    std::shared_ptr<agent::RunControl> m_control; // the current run's
    bool m_stepMode = false;
    QSet<QString> m_breakpoints;
    quint64 m_nextRunId = 1;
};

// Registers the core's signal payload types; call once before any queued connection.
void registerCoreMetaTypes();

} // namespace rac
