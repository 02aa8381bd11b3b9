// SPDX-License-Identifier: MIT
#include "CliRunner.h"

#include "agent/Agent.h"
#include "retrieval/CorpusIndex.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>

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

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t i = std::min(values.size() - 1, static_cast<size_t>(p * double(values.size() - 1) + 0.5));
    return values[i];
}

QString safeFileName(const QString &id)
{
    QString s = id;
    s.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    return s.isEmpty() ? QStringLiteral("question") : s;
}

struct Question {
    nlohmann::json id;
    QString question;
    QString format;
    QString problem;   // non-empty: the line was malformed
};

Question parseLine(const QByteArray &line, int lineNumber)
{
    Question q;
    q.id = nullptr;
    nlohmann::json j = nlohmann::json::parse(line.constData(), line.constData() + line.size(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        q.problem = QStringLiteral("line %1 is not a JSON object").arg(lineNumber);
        return q;
    }
    if (j.contains("id"))
        q.id = j["id"];
    if (!j.contains("question") || !j["question"].is_string() || j["question"].get<std::string>().empty()) {
        q.problem = QStringLiteral("line %1 has no \"question\" string").arg(lineNumber);
        return q;
    }
    q.question = QString::fromStdString(j["question"].get<std::string>());
    if (j.contains("format_hint")) {
        if (!j["format_hint"].is_string()) {
            q.problem = QStringLiteral("line %1: \"format_hint\" must be a string").arg(lineNumber);
            return q;
        }
        q.format = QString::fromStdString(j["format_hint"].get<std::string>());
    }
    return q;
}

} // namespace

int CliRunner::batch(const CliOptions &options)
{
    QFile in(options.batch);
    if (!in.open(QIODevice::ReadOnly)) {
        m_err << "retail-copilot-cli: cannot read the batch file " << options.batch << ": " << in.errorString() << Qt::endl;
        return 2;
    }
    QFile stdoutFile;
    QSaveFile outFile(options.out);
    QIODevice *out = nullptr;
    if (options.out.isEmpty() || options.out == QLatin1String("-")) {
        if (!stdoutFile.open(stdout, QIODevice::WriteOnly))
            return 2;
        out = &stdoutFile;
    } else {
        if (!outFile.open(QIODevice::WriteOnly)) {
            m_err << "retail-copilot-cli: cannot write " << options.out << ": " << outFile.errorString() << Qt::endl;
            return 2;
        }
        out = &outFile;
    }
    if (!options.traceDir.isEmpty() && !QDir().mkpath(options.traceDir)) {
        m_err << "retail-copilot-cli: cannot create the trace folder " << options.traceDir << Qt::endl;
        return 2;
    }
    agent::Agent agent(m_engine);
    int lineNumber = 0;
    int answered = 0;
    int failed = 0;
    while (!in.atEnd()) {
        const QByteArray raw = in.readLine().trimmed();
        ++lineNumber;
        if (raw.isEmpty())
            continue;
        const Question q = parseLine(raw, lineNumber);
        nlohmann::json line;
        if (!q.problem.isEmpty()) {
            line = errorLine(q.id, q.problem);
            ++failed;
        } else {
            Result<Answer> a = agent.ask(q.question, q.format);
            if (!a) {
                line = errorLine(q.id, a.error().toString());
                ++failed;
            } else {
                Answer answer = a.value();
                answer.id = q.id.is_string() ? QString::fromStdString(q.id.get<std::string>())
                                             : QString::fromStdString(q.id.dump());
                line = answer.toContractJson();
                line["id"] = q.id;
                ++answered;
                if (!options.traceDir.isEmpty()) {
                    QSaveFile trace(options.traceDir + QLatin1Char('/') + safeFileName(answer.id) + QStringLiteral(".json"));
                    if (trace.open(QIODevice::WriteOnly)) {
                        trace.write(QByteArray::fromStdString(answer.trace.dump(2)));
                        trace.commit();
                    }
                }
            }
        }
        out->write(QByteArray::fromStdString(line.dump()) + '\n');
    }
    if (out == &outFile && !outFile.commit()) {
        m_err << "retail-copilot-cli: cannot write " << options.out << Qt::endl;
        return 2;
    }
    m_err << "retail-copilot-cli: " << answered << " answered, " << failed << " malformed or failed" << Qt::endl;
    return 0;
}

int CliRunner::ask(const CliOptions &options)
{
    agent::Agent agent(m_engine);
    Result<Answer> a = agent.ask(options.question, options.format);
    if (!a) {
        m_err << "retail-copilot-cli: " << a.error().toString() << Qt::endl;
        return 1;
    }
    if (options.json) {
        m_out << QString::fromStdString(a->toContractJson().dump()) << Qt::endl;
        return 0;
    }
    m_out << "Answer:      " << QString::fromStdString(a->finalAnswer.dump()) << "\n"
          << "Route:       " << a->route << "\n"
          << "Confidence:  " << QString::number(a->confidence, 'f', 2) << "\n"
          << "Explanation: " << a->explanation << "\n"
          << "Citations:   " << a->citations.join(QStringLiteral(", ")) << "\n";
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
    int n = 0;
    while (!in.atEnd()) {
        const Question q = parseLine(in.readLine().trimmed(), ++n);
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

} // namespace rac::app
