// SPDX-License-Identifier: MIT
#include "CliRunner.h"

#include "BatchRunner.h"

#include "agent/Agent.h"
#include "agent/model/PromptOptimizer.h"
#include "batch/BatchInput.h"
#include "llm/HttpLlmClient.h"
#include "retrieval/CorpusIndex.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>

#include <algorithm>

namespace rac::app {
namespace {

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t i = std::min(values.size() - 1, static_cast<size_t>(p * double(values.size() - 1) + 0.5));
    return values[i];
}

// Prints a model's streamed tokens as they arrive (the explanation, mostly).
class StreamPrinter : public agent::RunObserver {
public:
    explicit StreamPrinter(QTextStream &to) : m_to(to) {}
    void modelTokens(const QString &node, const QString &tokens) override
    {
        if (node != m_node) {
            m_to << (m_node.isEmpty() ? "" : "\n") << "[" << node << "] ";
            m_node = node;
        }
        m_to << tokens;
        m_to.flush();
    }
    void finishLine()
    {
        if (!m_node.isEmpty())
            m_to << Qt::endl;
        m_node.clear();
    }

private:
    QTextStream &m_to;
    QString m_node;
};

void reportModelNotes(const Answer &answer, QTextStream &err)
{
    for (const QString &note : answer.modelNotes)
        err << "retail-copilot-cli: language model fell back to the rules: " << note << Qt::endl;
}

} // namespace

bool CliRunner::attachModel(agent::Agent &agent, const CliOptions &options)
{
    if (options.llm.backend == llm::LlmBackend::None)
        return true;
    if (!m_client) {
        m_client = std::make_unique<llm::HttpLlmClient>(options.llm.toConfig());
        if (!options.examples.isEmpty()) {
            Result<llm::ExampleStore> store = llm::ExampleStore::openOrSeed(options.examples, options.eval);
            if (!store) {
                m_err << "retail-copilot-cli: " << store.error().toString() << Qt::endl;
                return false;
            }
            m_examples = store.value();
        }
    }
    agent.model().setClient(m_client.get());
    agent.model().setSettings(options.llm.prompt);
    agent.model().setExamples(&m_examples);
    agent.model().setEmbeddingModel(options.llm.embeddingModel);
    // --llm-timeout bounds the question's model calls together, not each one.
    agent.model().setQuestionBudgetMs(options.llm.timeoutMs);
    return true;
}

int CliRunner::batch(const CliOptions &options)
{
    BatchRunner runner(options, m_engine, m_err);
    return runner.run([this, &options](agent::Agent &agent) { return attachModel(agent, options); });
}

int CliRunner::ask(const CliOptions &options)
{
    agent::Agent agent(m_engine);
    if (!attachModel(agent, options))
        return 2;
    StreamPrinter printer(options.json ? m_err : m_out);
    Result<Answer> a = agent.ask(options.question, options.format, {}, options.stream ? &printer : nullptr);
    printer.finishLine();
    return printAnswer(a, options);
}

int CliRunner::sql(const CliOptions &options)
{
    agent::Agent agent(m_engine);
    if (!attachModel(agent, options))
        return 2;
    StreamPrinter printer(options.json ? m_err : m_out);
    Result<Answer> a = agent.runSql(QString(), options.sql, options.format, {}, options.stream ? &printer : nullptr);
    printer.finishLine();
    const int status = printAnswer(a, options);
    if (status == 0 && a->refused) {
        m_err << "retail-copilot-cli: refused: " << a->explanation << Qt::endl;
        return 1;
    }
    return status;
}

int CliRunner::printAnswer(const Result<Answer> &a, const CliOptions &options)
{
    if (!a) {
        m_err << "retail-copilot-cli: " << a.error().toString() << Qt::endl;
        return 1;
    }
    reportModelNotes(a.value(), m_err);
    if (options.json) {
        m_out << QString::fromStdString(a->toContractJson().dump()) << Qt::endl;
        return 0;
    }
    m_out << "Answer:      " << QString::fromStdString(a->finalAnswer.dump()) << "\n"
          << "Route:       " << a->route << "\n"
          << "Confidence:  " << QString::number(a->confidence, 'f', 2) << "\n"
          << "Explanation: " << a->explanation << "\n"
          << "Citations:   " << a->citations.join(QStringLiteral(", ")) << "\n";
    if (!a->modelUsed.isEmpty())
        m_out << "Model used:  " << a->modelUsed.join(QStringLiteral(", ")) << "\n";
    if (!a->sql.isEmpty())
        m_out << "SQL:\n" << a->sql << "\n";
    m_out.flush();
    return 0;
}

int CliRunner::bench(const CliOptions &options)
{
    // Index build: a fresh in-memory index each time, so every sync chunks and indexes everything.
    std::vector<double> indexMs;
    for (int i = 0; i < options.repeat; ++i) {
        retrieval::CorpusIndex index(QStringLiteral(":memory:"));
        QElapsedTimer t;
        t.start();
        Result<retrieval::IndexStats> s = index.sync(options.corpus);
        indexMs.push_back(double(t.nsecsElapsed()) / 1e6);
        if (!s) {
            m_err << "retail-copilot-cli: " << s.error().toString() << Qt::endl;
            return 1;
        }
    }
    QList<QPair<QString, QString>> questions;
    QFile in(options.batch);
    if (!in.open(QIODevice::ReadOnly)) {
        m_err << "retail-copilot-cli: cannot read " << options.batch << Qt::endl;
        return 2;
    }
    for (const batch::Question &q : batch::parse(in.readAll())) {
        if (q.problem.isEmpty())
            questions.append({q.question, q.format});
    }
    agent::Agent agent(m_engine);
    std::vector<double> latencies;
    for (int r = 0; r < options.repeat; ++r) {
        for (const auto &[question, format] : questions) {
            QElapsedTimer t;
            t.start();
            (void)agent.ask(question, format);
            latencies.push_back(double(t.nsecsElapsed()) / 1e6);
        }
    }
    m_out << "engine open (db + corpus + model): " << m_engine.stats().openMs << " ms\n"
          << "index build, " << options.repeat << " runs: median " << QString::number(percentile(indexMs, 0.5), 'f', 2)
          << " ms, p90 " << QString::number(percentile(indexMs, 0.9), 'f', 2) << " ms\n"
          << "per-question latency, " << questions.size() << " questions x " << options.repeat << ": median "
          << QString::number(percentile(latencies, 0.5), 'f', 2) << " ms, p90 "
          << QString::number(percentile(latencies, 0.9), 'f', 2) << " ms, max "
          << QString::number(percentile(latencies, 1.0), 'f', 2) << " ms\n";
    m_out.flush();
    return 0;
}

int CliRunner::optimize(const CliOptions &options)
{
    if (options.llm.backend == llm::LlmBackend::None) {
        m_err << "retail-copilot-cli: optimize needs a language model (--llm ollama|openai)" << Qt::endl;
        return 2;
    }
    const Result<QList<llm::SqlExample>> train = llm::ExampleStore::readEvalSplit(options.eval, QStringLiteral("train"));
    const Result<QList<llm::SqlExample>> dev = llm::ExampleStore::readEvalSplit(options.eval, QStringLiteral("dev"));
    if (!train || !dev) {
        m_err << "retail-copilot-cli: " << (train ? dev.error() : train.error()).toString() << Qt::endl;
        return 2;
    }
    if (dev->isEmpty()) {
        m_err << "retail-copilot-cli: " << options.eval << " has no dev questions with gold_sql" << Qt::endl;
        return 2;
    }
    // Only the training half: the user's own store may hold answers to dev questions.
    llm::ExampleStore examples;
    for (const llm::SqlExample &example : train.value())
        examples.add(example);
    agent::Agent agent(m_engine);
    CliOptions noStore = options;
    noStore.examples.clear();
    if (!attachModel(agent, noStore))
        return 2;

    m_out << "Execution accuracy on " << dev->size() << " dev questions (" << examples.examples().size()
          << " training examples to draw from):\n"
          << "examples  chain-of-thought  correct  accuracy  model errors  median ms\n";
    m_out.flush();
    agent::PromptOptimizer optimizer(m_engine, agent);
    const QList<agent::SettingScore> scores = optimizer.run(dev.value(), examples, [this](const agent::SettingScore &s) {
        m_out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                     .arg(s.settings.fewShot, 8)
                     .arg(s.settings.chainOfThought ? QStringLiteral("yes") : QStringLiteral("no"), 16)
                     .arg(QStringLiteral("%1/%2").arg(s.correct).arg(s.total), 7)
                     .arg(QString::number(100.0 * s.accuracy(), 'f', 1) + QLatin1Char('%'), 8)
                     .arg(s.modelErrors, 12)
                     .arg(QString::number(s.medianMs, 'f', 0), 9);
        m_out.flush();
    });
    const agent::SettingScore best = agent::PromptOptimizer::best(scores);
    QSettings settings;
    llm::LlmSettings saved = llm::LlmSettings::load(settings);
    saved.prompt = best.settings;
    saved.save(settings);
    settings.sync();
    m_out << "Best: " << best.settings.fewShot << " examples, chain-of-thought "
          << (best.settings.chainOfThought ? "on" : "off") << " (" << QString::number(100.0 * best.accuracy(), 'f', 1)
          << "%); saved to " << settings.fileName() << "\n";
    m_out.flush();
    return 0;
}

} // namespace rac::app
