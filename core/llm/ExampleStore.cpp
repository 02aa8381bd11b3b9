// SPDX-License-Identifier: MIT
#include "llm/ExampleStore.h"

#include "common/TextUtil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace rac::llm {
namespace {

// BM25's usual constants: term frequency saturates at k1, length matters by b.
constexpr double kK1 = 1.2;
constexpr double kB = 0.75;

QStringList questionTerms(const QString &question)
{
    QStringList terms;
    for (const QString &word : text::words(question))
        terms << text::stem(word);
    return terms;
}

QString field(const nlohmann::json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

} // namespace

Result<ExampleStore> ExampleStore::load(const QString &path)
{
    ExampleStore store;
    QFile file(path);
    if (!file.exists())
        return store;
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, QStringLiteral("cannot read the example store"), path + QStringLiteral(": ") + file.errorString()};
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const nlohmann::json object = nlohmann::json::parse(line.toStdString(), nullptr, false);
        SqlExample example;
        if (object.is_object()) {
            example = {field(object, "question"), field(object, "sql"), field(object, "format_hint"), field(object, "source")};
        }
        if (example.question.isEmpty() || example.sql.isEmpty()) {
            ++store.m_skipped;
            continue;
        }
        store.m_examples << example;
    }
    store.reindex();
    return store;
}

Result<ExampleStore> ExampleStore::openOrSeed(const QString &path, const QString &seedEvalPath)
{
    Result<ExampleStore> store = load(path);
    if (!store || !store->examples().isEmpty() || seedEvalPath.isEmpty())
        return store;
    const Result<int> seeded = store.value().seedFromEval(seedEvalPath, QStringLiteral("train"));
    if (seeded && seeded.value() > 0) {
        const Status saved = store->save(path);
        if (!saved)
            return saved.error();
    }
    return store;
}

Status ExampleStore::save(const QString &path) const
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{ErrorCode::Io, QStringLiteral("cannot write the example store"), path + QStringLiteral(": ") + file.errorString()};
    for (const SqlExample &e : m_examples) {
        const nlohmann::json line{{"question", e.question.toStdString()},
                                  {"sql", e.sql.toStdString()},
                                  {"format_hint", e.formatHint.toStdString()},
                                  {"source", e.source.toStdString()}};
        file.write(QByteArray::fromStdString(line.dump()) + '\n');
    }
    if (!file.commit())
        return Error{ErrorCode::Io, QStringLiteral("cannot write the example store"), path + QStringLiteral(": ") + file.errorString()};
    return {};
}

Result<QList<SqlExample>> ExampleStore::readEvalSplit(const QString &evalPath, const QString &split)
{
    QFile file(evalPath);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::NotFound, QStringLiteral("cannot read the evaluation file"), evalPath + QStringLiteral(": ") + file.errorString()};
    QList<SqlExample> examples;
    while (!file.atEnd()) {
        const nlohmann::json object = nlohmann::json::parse(file.readLine().trimmed().toStdString(), nullptr, false);
        if (!object.is_object() || field(object, "split") != split)
            continue;
        const SqlExample example{field(object, "question"), field(object, "gold_sql"), field(object, "format_hint"),
                                 QStringLiteral("seed")};
        if (!example.question.isEmpty() && !example.sql.isEmpty())
            examples << example;
    }
    return examples;
}

Result<int> ExampleStore::seedFromEval(const QString &evalPath, const QString &split)
{
    const Result<QList<SqlExample>> examples = readEvalSplit(evalPath, split);
    if (!examples)
        return examples.error();
    m_examples << examples.value();
    reindex();
    return int(examples->size());
}

void ExampleStore::add(const SqlExample &example)
{
    const auto same = [&](const SqlExample &e) { return e.question.compare(example.question, Qt::CaseInsensitive) == 0; };
    m_examples.erase(std::remove_if(m_examples.begin(), m_examples.end(), same), m_examples.end());
    m_examples << example;
    reindex();
}

void ExampleStore::reindex()
{
    m_terms.clear();
    m_documentFreq.clear();
    double totalLength = 0;
    for (const SqlExample &e : m_examples) {
        const QStringList terms = questionTerms(e.question);
        m_terms << terms;
        totalLength += terms.size();
        for (const QString &term : QSet<QString>(terms.begin(), terms.end()))
            ++m_documentFreq[term];
    }
    m_averageLength = m_examples.isEmpty() ? 0 : totalLength / m_examples.size();
}

QList<SqlExample> ExampleStore::nearest(const QString &question, int k) const
{
    if (k <= 0 || m_examples.isEmpty())
        return {};
    const QStringList query = questionTerms(question);
    const QSet<QString> queryTerms(query.begin(), query.end());
    const double n = m_examples.size();
    QList<QPair<double, int>> scored;
    for (int i = 0; i < m_examples.size(); ++i) {
        const QStringList &terms = m_terms[i];
        double score = 0;
        for (const QString &term : queryTerms) {
            const int tf = int(terms.count(term));
            if (tf == 0)
                continue;
            const double df = m_documentFreq.value(term);
            const double idf = std::log(1.0 + (n - df + 0.5) / (df + 0.5));
            const double norm = kK1 * (1.0 - kB + kB * terms.size() / std::max(1.0, m_averageLength));
            score += idf * tf * (kK1 + 1.0) / (tf + norm);
        }
        if (score > 0)
            scored.append({score, i});
    }
    // Best first; on a tie the older example, so the order is reproducible.
    std::stable_sort(scored.begin(), scored.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QList<SqlExample> out;
    for (int i = 0; i < std::min<qsizetype>(k, scored.size()); ++i)
        out << m_examples[scored[i].second];
    return out;
}

} // namespace rac::llm
