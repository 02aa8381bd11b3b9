// SPDX-License-Identifier: MIT
#include "BatchRunner.h"

#include "agent/Agent.h"
#include "batch/BatchOutput.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

#include <QThread>

#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

namespace rac::app {
namespace {

nlohmann::json errorLine(const nlohmann::json &id, const QString &message)
{
    return {{"id", id},
            {"final_answer", nullptr},
            {"sql", ""},
            {"confidence", 0.0},
            {"explanation", message.toStdString()},
            {"citations", nlohmann::json::array()},
            {"error", message.toStdString()}};
}

QString safeFileName(const QString &id)
{
    QString s = id;
    s.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    return s.isEmpty() ? QStringLiteral("question") : s;
}

QString idText(const nlohmann::json &id)
{
    return id.is_string() ? QString::fromStdString(id.get<std::string>()) : QString::fromStdString(id.dump());
}

QString duration(double seconds)
{
    const qint64 s = std::llround(seconds);
    return s >= 3600 ? QStringLiteral("%1h%2m").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'))
                     : QStringLiteral("%1m%2s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

// "done/total, rate, time left" on one rewritten stderr line, at most twice a second.
class Progress {
public:
    Progress(QTextStream &err, bool on, qsizetype total) : m_err(err), m_on(on), m_total(total) { m_clock.start(); }

    void advance()
    {
        ++m_done;
        if (!m_on || (m_clock.elapsed() - m_lastShownMs < 500 && m_done < m_total))
            return;
        m_lastShownMs = m_clock.elapsed();
        const double seconds = double(m_clock.elapsed()) / 1000.0;
        const double rate = seconds > 0 ? double(m_done) / seconds : 0;
        m_err << "\r" << m_done << "/" << m_total << " answered, " << QString::number(rate, 'f', 1) << " questions/s, "
              << (rate > 0 ? duration(double(m_total - m_done) / rate) : QStringLiteral("?")) << " left   ";
        m_err.flush();
    }

    void finish()
    {
        if (m_on && m_done > 0)
            m_err << Qt::endl;
    }

private:
    QTextStream &m_err;
    bool m_on;
    qsizetype m_total;
    qsizetype m_done = 0;
    qint64 m_lastShownMs = -1000;
    QElapsedTimer m_clock;
};

// The answers the worker threads computed, handed to the writer in input order.
class OrderedResults {
public:
    explicit OrderedResults(qsizetype n) : m_results(size_t(n)) {}

    void put(qsizetype i, nlohmann::json line)
    {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_results[size_t(i)] = std::move(line);
        }
        m_ready.notify_all();
    }

    nlohmann::json take(qsizetype i)
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_ready.wait(lock, [&] { return m_results[size_t(i)].has_value(); });
        nlohmann::json line = std::move(*m_results[size_t(i)]);
        m_results[size_t(i)].reset();
        return line;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::vector<std::optional<nlohmann::json>> m_results;
};

} // namespace

nlohmann::json BatchRunner::answer(agent::Agent &agent, const batch::Question &q) const
{
    if (!q.problem.isEmpty())
        return errorLine(q.id, q.problem);
    Result<Answer> a = agent.ask(q.question, q.format);
    if (!a)
        return errorLine(q.id, a.error().toString());
    Answer answer = a.value();
    answer.id = idText(q.id);
    nlohmann::json line = answer.toContractJson();
    line["id"] = q.id;
    for (const QString &note : answer.modelNotes)
        line["model_notes"].push_back(note.toStdString());
    if (!m_options.traceDir.isEmpty())
        writeTrace(answer.trace, answer.id);
    return line;
}

void BatchRunner::writeTrace(const nlohmann::json &trace, const QString &id) const
{
    QSaveFile file(m_options.traceDir + QLatin1Char('/') + safeFileName(id) + QStringLiteral(".json"));
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QByteArray::fromStdString(trace.dump(2)));
        file.commit();
    }
}

int BatchRunner::run(const AttachModel &attachModel)
{
    QFile in(m_options.batch);
    if (!in.open(QIODevice::ReadOnly)) {
        m_err << "retail-copilot-cli: cannot read the batch file " << m_options.batch << ": " << in.errorString() << Qt::endl;
        return 2;
    }
    // (Answers written over the questions would lose them: "--batch q.jsonl --out q.jsonl", or a
    // second name of the same file, a link.)
    struct stat questions {}, answers {};
    if (::stat(QFile::encodeName(m_options.out).constData(), &answers) == 0 && ::stat(QFile::encodeName(m_options.batch).constData(), &questions) == 0
        && answers.st_dev == questions.st_dev && answers.st_ino == questions.st_ino) {
        m_err << "retail-copilot-cli: the answers (--out) would overwrite the questions (--batch) " << m_options.batch
              << "; choose another output file" << Qt::endl;
        return 2;
    }
    const QList<batch::Question> all = batch::parse(in.readAll());
    Result<std::unique_ptr<batch::BatchOutput>> opened = batch::BatchOutput::open(m_options.out, m_options.resume);
    if (!opened) {
        m_err << "retail-copilot-cli: " << opened.error().toString() << Qt::endl;
        return 2;
    }
    batch::BatchOutput &out = *opened.value();
    if (!m_options.traceDir.isEmpty() && !QDir().mkpath(m_options.traceDir)) {
        m_err << "retail-copilot-cli: cannot create the trace folder " << m_options.traceDir << Qt::endl;
        return 2;
    }
    QList<batch::Question> pending;
    for (const batch::Question &q : all) {
        if (q.id.is_null() || !out.answeredIds().count(batch::idKey(q.id)))
            pending << q;
    }
    if (m_options.resume)
        m_err << "retail-copilot-cli: resuming: " << (all.size() - pending.size()) << " already answered, "
              << pending.size() << " to go" << Qt::endl;

    Progress progress(m_err, m_options.progress || isatty(fileno(stderr)), pending.size());
    int failed = 0;
    const auto write = [&](nlohmann::json line) {
        failed += line.contains("error") ? 1 : 0;
        // Said on stderr, where a batch's problems go, rather than in the contract's line.
        if (line.contains("model_notes")) {
            for (const auto &note : line["model_notes"])
                m_err << "retail-copilot-cli: " << QString::fromStdString(line["id"].dump())
                      << ": language model fell back to the rules: " << QString::fromStdString(note.get<std::string>()) << Qt::endl;
            line.erase("model_notes");
        }
        progress.advance();
        return out.write(line);
    };

    // The model client is one network connection owned by one thread: with a model, one thread.
    const bool parallel = m_options.jobs > 1 && m_options.llm.backend == llm::LlmBackend::None;
    if (m_options.jobs > 1 && !parallel)
        m_err << "retail-copilot-cli: --jobs " << m_options.jobs << " ignored: answers with a language model run on one thread" << Qt::endl;
    const int status = parallel ? runInParallel(pending, attachModel, write) : runInOrder(pending, attachModel, write);
    if (status != 0)
        return status;
    progress.finish();
    m_err << "retail-copilot-cli: " << (pending.size() - failed) << " answered, " << failed << " malformed or failed" << Qt::endl;
    return 0;
}

int BatchRunner::runInOrder(const QList<batch::Question> &pending, const AttachModel &attachModel, const Writer &write)
{
    agent::Agent agent(m_engine);
    if (!attachModel(agent))
        return 2;
    for (const batch::Question &q : pending) {
        const Status written = write(answer(agent, q));
        if (!written) {
            m_err << "retail-copilot-cli: " << written.error().toString() << Qt::endl;
            return 2;
        }
    }
    return 0;
}

int BatchRunner::runInParallel(const QList<batch::Question> &pending, const AttachModel &attachModel, const Writer &write)
{
    // Each worker opens its own engine: a QSqlDatabase connection belongs to the thread that
    // opened it. Engines are opened one at a time (each rewrites the semantic-layer file), then
    // answer side by side; the corpus index is only read. The writer takes the answers in the
    // input's order, so the output is the same as on one thread.
    OrderedResults results(pending.size());
    std::atomic<qsizetype> next{0};
    std::atomic<bool> stop{false};
    std::mutex opening;
    QList<QThread *> threads;
    for (int t = 0; t < m_options.jobs; ++t) {
        threads << QThread::create([&] {
            std::unique_ptr<agent::Engine> engine;
            std::optional<agent::Agent> agent;
            QString problem;
            {
                const std::lock_guard<std::mutex> lock(opening);
                Result<std::unique_ptr<agent::Engine>> opened = agent::Engine::open(m_engine.config());
                if (opened) {
                    engine = std::move(opened).value();
                    agent.emplace(*engine);
                    if (!attachModel(*agent)) {
                        agent.reset();
                        problem = QStringLiteral("the language model could not be set up");
                    }
                } else {
                    problem = opened.error().toString();
                }
            }
            for (qsizetype i = next++; i < pending.size() && !stop; i = next++)
                results.put(i, agent ? answer(*agent, pending[i]) : errorLine(pending[i].id, problem));
        });
        threads.last()->start();
    }
    int status = 0;
    for (qsizetype i = 0; i < pending.size(); ++i) {
        const Status written = write(results.take(i));
        if (!written) {
            m_err << "retail-copilot-cli: " << written.error().toString() << Qt::endl;
            stop = true;
            status = 2;
            break;
        }
    }
    // A writer that stopped early leaves the workers nothing to wait for: they only put.
    for (QThread *thread : threads) {
        thread->wait();
        delete thread;
    }
    return status;
}

} // namespace rac::app
