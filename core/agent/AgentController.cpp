// SPDX-License-Identifier: MIT
#include "api/AgentController.h"

#include "agent/AgentWorker.h"
#include "agent/RunControl.h"

#include <QMetaObject>

namespace rac {

void registerCoreMetaTypes()
{
    qRegisterMetaType<rac::Error>();
    qRegisterMetaType<rac::Answer>();
    qRegisterMetaType<rac::EngineInfo>();
    qRegisterMetaType<rac::sql::SqlTable>();
    qRegisterMetaType<std::shared_ptr<rac::agent::RunControl>>();
}

AgentController::AgentController(QObject *parent) : QObject(parent)
{
    registerCoreMetaTypes();
    m_worker = new agent::AgentWorker;
    m_worker->moveToThread(&m_thread);
    // The worker dies on its own thread once the thread's loop ends.
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    // Worker -> controller crosses threads: queued, so slots run on the GUI thread.
    connect(m_worker, &agent::AgentWorker::engineReady, this, &AgentController::engineReady, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::engineFailed, this, &AgentController::engineFailed, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::runStarted, this, &AgentController::runStarted, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::nodeStarted, this, &AgentController::nodeStarted, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::nodeFinished, this, &AgentController::nodeFinished, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::edgeTaken, this, &AgentController::edgeTaken, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::runFinished, this, &AgentController::runFinished, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::runFailed, this, &AgentController::runFailed, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::engineOpened, this, &AgentController::engineOpened, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::runPaused, this, &AgentController::runPaused, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::tablePreviewReady, this, &AgentController::tablePreviewReady,
            Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::documentReady, this, &AgentController::documentReady, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::documentFailed, this, &AgentController::documentFailed, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::modelTokens, this, &AgentController::modelTokens, Qt::QueuedConnection);
    connect(m_worker, &agent::AgentWorker::modelStatus, this, &AgentController::modelStatus, Qt::QueuedConnection);
    m_thread.setObjectName(QStringLiteral("agent-worker"));
    m_thread.start();
}

AgentController::~AgentController()
{
    cancelRun();
    m_thread.quit();
    m_thread.wait();   // the one wait on this thread, at exit
}

void AgentController::openEngine(const QString &databasePath, const QString &corpusDir)
{
    QMetaObject::invokeMethod(m_worker, "open", Qt::QueuedConnection, Q_ARG(QString, databasePath),
                              Q_ARG(QString, corpusDir));
}

void AgentController::configureModel(const llm::LlmSettings &settings, const QString &examplesPath,
                                     const QString &seedEvalPath)
{
    // A lambda, not a named slot: LlmSettings need not be a registered metatype.
    agent::AgentWorker *worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, settings, examplesPath, seedEvalPath] {
        worker->configureModel(settings, examplesPath, seedEvalPath);
    }, Qt::QueuedConnection);
}

void AgentController::setQueryLimits(const sql::QueryLimits &limits)
{
    agent::AgentWorker *worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, limits] { worker->setQueryLimits(limits); }, Qt::QueuedConnection);
}

void AgentController::addExample(const QString &question, const QString &sql, const QString &formatHint,
                                 const QString &source)
{
    agent::AgentWorker *worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, question, sql, formatHint, source] {
        worker->addExample(question, sql, formatHint, source);
    }, Qt::QueuedConnection);
}

std::shared_ptr<agent::RunControl> AgentController::newControl()
{
    m_control = std::make_shared<agent::RunControl>();
    m_control->setStepMode(m_stepMode);
    m_control->setBreakpoints(m_breakpoints);
    return m_control;
}

quint64 AgentController::startRun(const QString &question, const QString &formatHint)
{
    const quint64 runId = m_nextRunId++;
    QMetaObject::invokeMethod(m_worker, "ask", Qt::QueuedConnection, Q_ARG(quint64, runId), Q_ARG(QString, question),
                              Q_ARG(QString, formatHint), Q_ARG(std::shared_ptr<rac::agent::RunControl>, newControl()));
    return runId;
}

quint64 AgentController::startSqlRun(const QString &question, const QString &sql, const QString &formatHint)
{
    const quint64 runId = m_nextRunId++;
    QMetaObject::invokeMethod(m_worker, "runSql", Qt::QueuedConnection, Q_ARG(quint64, runId), Q_ARG(QString, question),
                              Q_ARG(QString, sql), Q_ARG(QString, formatHint),
                              Q_ARG(std::shared_ptr<rac::agent::RunControl>, newControl()));
    return runId;
}

void AgentController::cancelRun()
{
    if (m_control)
        m_control->cancel();
}

void AgentController::setStepMode(bool on)
{
    m_stepMode = on;
    if (m_control)
        m_control->setStepMode(on);
}

void AgentController::setBreakpoints(const QSet<QString> &nodes)
{
    m_breakpoints = nodes;
    if (m_control)
        m_control->setBreakpoints(nodes);
}

void AgentController::step()
{
    if (m_control)
        m_control->step();
}

void AgentController::resume()
{
    if (m_control)
        m_control->resume();
}

void AgentController::requestTablePreview(const QString &table)
{
    QMetaObject::invokeMethod(m_worker, "tablePreview", Qt::QueuedConnection, Q_ARG(QString, table));
}

void AgentController::requestDocument(const QString &relativeFile)
{
    QMetaObject::invokeMethod(m_worker, "document", Qt::QueuedConnection, Q_ARG(QString, relativeFile));
}

} // namespace rac
