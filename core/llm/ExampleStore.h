// SPDX-License-Identifier: MIT
//
// ExampleStore: the few-shot examples that go into the model's NL2SQL prompt,
// as (question, SQL, answer shape) triples. Seeded from the evaluation set's
// training half, extended when an analyst marks an answer good or saves an
// edited SQL; persisted as JSON Lines so a person can read and prune it.
// nearest() ranks the stored questions by BM25 against a new question, so the
// examples a model sees are the ones most like what it is asked.
//
// A plain value on one thread; save() rewrites the whole file atomically.
#pragma once

#include "common/Result.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace rac::llm {

struct SqlExample {
    QString question;
    QString sql;
    QString formatHint;   // the answer's shape, e.g. "list[{product:str, revenue:float}]"
    QString source;       // "seed", "thumbs-up", "edited"
};

class ExampleStore {
public:
    // Reads a store written by save(). A missing file is an empty store; a
    // malformed line is skipped and counted in skippedLines().
    static Result<ExampleStore> load(const QString &path);
    // load(), and when the store is still empty, seeds it from the training
    // split of `seedEvalPath` (if given and readable) and saves it.
    static Result<ExampleStore> openOrSeed(const QString &path, const QString &seedEvalPath);
    Status save(const QString &path) const;

    // The lines of an evaluation file ({"question","format_hint","gold_sql","split"})
    // whose split is `split` and that carry reference SQL, as examples (sql = the gold).
    static Result<QList<SqlExample>> readEvalSplit(const QString &evalPath, const QString &split);
    // Adds readEvalSplit()'s examples; returns how many.
    Result<int> seedFromEval(const QString &evalPath, const QString &split);

    // Adds or replaces (same question, case-insensitive) an example.
    void add(const SqlExample &example);

    // The k stored examples most similar to `question`, best first; examples
    // sharing no word with it are never returned.
    QList<SqlExample> nearest(const QString &question, int k) const;

    const QList<SqlExample> &examples() const { return m_examples; }
    int skippedLines() const { return m_skipped; }

private:
    void reindex();

    QList<SqlExample> m_examples;
    QList<QStringList> m_terms;           // per example: its question's stemmed words
    QHash<QString, int> m_documentFreq;   // word -> examples containing it
    double m_averageLength = 0;
    int m_skipped = 0;
};

} // namespace rac::llm
