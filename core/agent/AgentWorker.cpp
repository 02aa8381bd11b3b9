// SPDX-License-Identifier: MIT
#include "agent/AgentWorker.h"

#include "agent/RunControl.h"
#include "llm/HttpLlmClient.h"

#include <QDir>
#include <QFile>
#include <QTimer>

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
    void paused(const QString &beforeNode) override { Q_EMIT m_worker.runPaused(m_runId, beforeNode); }
    void modelTokens(const QString &node, const QString &tokens) override
    {
        Q_EMIT m_worker.modelTokens(m_runId, node, tokens);
    }

private:
    AgentWorker &m_worker;
    quint64 m_runId;
};

// How often a call that arrived during a run looks again.
constexpr int kDeferMs = 20;

} // namespace

AgentWorker::AgentWorker() = default;
AgentWorker::~AgentWorker() = default;

bool AgentWorker::deferWhileRunning(std::function<void()> again)
{
    // A model call waits in a local event loop, which also delivers the queued
    // calls that arrive meanwhile. Running one of them inside a run (opening
    // another database, a second question) would pull the engine from under
    // it, so it goes back in the queue until the run is over.
    if (!m_running)
        return false;
    QTimer::singleShot(kDeferMs, this, std::move(again));
    return true;
}

void AgentWorker::configureModel(const rac::llm::LlmSettings &settings, const QString &examplesPath,
                                 const QString &seedEvalPath)
{
    if (deferWhileRunning([=, this] { configureModel(settings, examplesPath, seedEvalPath); }))
        return;
    m_modelSettings = settings;
    m_examplesPath = examplesPath;
    m_client.reset();
    if (settings.backend != llm::LlmBackend::None) {
        m_client = std::make_unique<llm::HttpLlmClient>(settings.toConfig());
        Result<llm::ExampleStore> store = llm::ExampleStore::openOrSeed(examplesPath, seedEvalPath);
        m_examples = store ? store.value() : llm::ExampleStore{};
        if (!store)
            Q_EMIT modelStatus(QStringLiteral("Few-shot examples unavailable: ") + store.error().message);
    }
    attachModel();
    Q_EMIT modelStatus(settings.backend == llm::LlmBackend::None
                           ? QString()
                           : QStringLiteral("%1 %2 at %3, %4 examples")
                                 .arg(llm::LlmSettings::backendName(settings.backend), settings.model,
                                      settings.toConfig().baseUrl.toString())
                                 .arg(m_examples.examples().size()));
}

void AgentWorker::addExample(const QString &question, const QString &sql, const QString &formatHint,
                             const QString &source)
{
    if (question.trimmed().isEmpty() || sql.trimmed().isEmpty() || m_examplesPath.isEmpty())
        return;
    m_examples.add({question, sql, formatHint, source});
    const Status saved = m_examples.save(m_examplesPath);
    if (!saved)
        Q_EMIT modelStatus(QStringLiteral("Could not save the example: ") + saved.error().message);
}

void AgentWorker::attachModel()
{
    if (!m_agent)
        return;
    m_agent->model().setClient(m_client.get());
    m_agent->model().setSettings(m_modelSettings.prompt);
    m_agent->model().setExamples(&m_examples);
    m_agent->model().setEmbeddingModel(m_client ? m_modelSettings.embeddingModel : QString());
    m_agent->model().setQuestionBudgetMs(m_modelSettings.timeoutMs);
}

void AgentWorker::setQueryLimits(const sql::QueryLimits &limits)
{
    m_limits = limits;
    // Between runs only: a query running now keeps the limits it started with.
    if (deferWhileRunning([=, this] { setQueryLimits(limits); }))
        return;
    if (m_engine)
        m_engine->setExecOptions(limits.toExecOptions());
}

void AgentWorker::open(const QString &databasePath, const QString &corpusDir)
{
    if (deferWhileRunning([=, this] { open(databasePath, corpusDir); }))
        return;
    EngineConfig config;
    config.databasePath = databasePath;
    config.corpusDir = corpusDir;
    config.exec = m_limits.toExecOptions();
    Result<std::unique_ptr<Engine>> engine = Engine::open(config);
    if (!engine) {
        // The engine already open (if any) stays in use.
        Q_EMIT engineFailed(engine.error());
        return;
    }
    m_agent.reset();
    m_engine = std::move(engine).value();
    m_agent = std::make_unique<Agent>(*m_engine);
    attachModel();
    EngineInfo info;
    info.databasePath = databasePath;
    info.corpusDir = corpusDir;
    for (const sql::Table &t : m_engine->schema().tables) {
        info.tables << t.name;
        QStringList cols;
        for (const sql::Column &c : t.columns)
            cols << (c.declaredType.isEmpty() ? c.name : c.name + QLatin1Char(' ') + c.declaredType);
        info.columns.insert(t.name, cols);
    }
    info.nodes = m_agent->graph().nodeNames();
    for (const Graph::EdgeInfo &e : m_agent->graph().edges())
        info.edges.append({e.from, e.to});
    info.chunks = m_engine->stats().index.chunks;
    for (const retrieval::Chunk &chunk : m_engine->index().allChunks()) {
        if (info.documents.isEmpty() || info.documents.last() != chunk.file)
            info.documents << chunk.file;
    }
    info.skippedDocuments = m_engine->stats().index.warnings;
    info.openMs = m_engine->stats().openMs;
    Q_EMIT engineOpened(info);
    Q_EMIT engineReady(QStringLiteral("%1 tables, %2 chunks, opened in %3 ms")
                           .arg(m_engine->schema().tables.size())
                           .arg(m_engine->stats().index.chunks)
                           .arg(m_engine->stats().openMs));
}

void AgentWorker::ask(quint64 runId, const QString &question, const QString &formatHint,
                      std::shared_ptr<RunControl> control)
{
    if (deferWhileRunning([=, this] { ask(runId, question, formatHint, control); }))
        return;
    if (!m_agent) {
        Q_EMIT runFailed(runId, makeError(ErrorCode::NotFound, QStringLiteral("no database is open")));
        return;
    }
    Q_EMIT runStarted(runId);
    SignalObserver observer(*this, runId);
    m_running = true;
    Result<Answer> answer = m_agent->ask(question, formatHint, {}, &observer, control.get());
    m_running = false;
    finishRun(runId, std::move(answer));
}

void AgentWorker::runSql(quint64 runId, const QString &question, const QString &sql, const QString &formatHint,
                         std::shared_ptr<RunControl> control)
{
    if (deferWhileRunning([=, this] { runSql(runId, question, sql, formatHint, control); }))
        return;
    if (!m_agent) {
        Q_EMIT runFailed(runId, makeError(ErrorCode::NotFound, QStringLiteral("no database is open")));
        return;
    }
    Q_EMIT runStarted(runId);
    SignalObserver observer(*this, runId);
    m_running = true;
    Result<Answer> answer = m_agent->runSql(question, sql, formatHint, {}, &observer, control.get());
    m_running = false;
    finishRun(runId, std::move(answer));
}

void AgentWorker::finishRun(quint64 runId, Result<Answer> answer)
{
    if (answer)
        Q_EMIT runFinished(runId, answer.value());
    else
        Q_EMIT runFailed(runId, answer.error());
}

void AgentWorker::tablePreview(const QString &table)
{
    if (!m_engine || !m_engine->schema().table(table))
        return;
    Result<sql::SqlTable> rows = m_engine->executor().run(
        QStringLiteral("SELECT * FROM %1 LIMIT 50").arg(m_engine->dialect().quoteIdentifier(table)));
    if (rows)
        Q_EMIT tablePreviewReady(table, rows.value());
}

void AgentWorker::document(const QString &relativeFile)
{
    if (!m_engine)
        return;
    // Only files inside the corpus folder: the name comes from a citation, but check anyway.
    const QDir root(m_engine->config().corpusDir);
    const QString path = QDir::cleanPath(root.absoluteFilePath(relativeFile));
    if (!path.startsWith(QDir::cleanPath(root.absolutePath()) + QLatin1Char('/'))) {
        Q_EMIT documentFailed(relativeFile, makeError(ErrorCode::InvalidArgument, QStringLiteral("not a corpus file")));
        return;
    }
    QFile f(path);
    if (f.size() > 5 * 1024 * 1024 || !f.open(QIODevice::ReadOnly)) {
        Q_EMIT documentFailed(relativeFile, makeError(ErrorCode::Io, QStringLiteral("cannot read %1").arg(relativeFile)));
        return;
    }
    Q_EMIT documentReady(relativeFile, QString::fromUtf8(f.readAll()));
}

} // namespace rac::agent
