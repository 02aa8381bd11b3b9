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

quint64 AgentController::startRun(const QString &question, const QString &formatHint)
{
    const quint64 runId = m_nextRunId++;
    m_control = std::make_shared<agent::RunControl>();
    QMetaObject::invokeMethod(m_worker, "ask", Qt::QueuedConnection, Q_ARG(quint64, runId), Q_ARG(QString, question),
                              Q_ARG(QString, formatHint),
                              Q_ARG(std::shared_ptr<rac::agent::RunControl>, m_control));
    return runId;
}

void AgentController::cancelRun()
{
    if (m_control)
        m_control->cancel();
}

} // namespace rac
