// SPDX-License-Identifier: MIT
//
// Engine: everything a run needs that outlives a run: the read-only database
// connection, its schema and dialect, the corpus index, the facts parsed from
// the documents and the semantic model built from both. Opening it validates
// the database and the corpus and gives a clear error for each. Lives on the
// worker thread that opened it (QSqlDatabase rule); not copyable.
#pragma once

#include "agent/PassageAnswerer.h"
#include "common/Result.h"
#include "planning/DocumentFacts.h"
#include "retrieval/CorpusIndex.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/SemanticParser.h"
#include "sql/QueryExecutor.h"
#include "sql/Schema.h"
#include "sql/SqliteDialect.h"

#include <memory>

namespace rac::agent {

struct EngineConfig {
    QString databasePath;
    QString corpusDir;
    QString indexPath;        // "" = a file in the user's cache folder; ":memory:" for tests
    sql::ExecOptions exec;    // time limit and row cap for every query
    // The semantic-layer file: "" = one per database in the user's config folder; "-" = none.
    QString semanticLayerPath;
};

struct EngineStats {
    qint64 openMs = 0;
    qint64 indexMs = 0;
    retrieval::IndexStats index;
};

class Engine {
public:
    static Result<std::unique_ptr<Engine>> open(const EngineConfig &config);

    const EngineConfig &config() const { return m_config; }
    // New limits for the queries after this one (the desktop's Settings > Query limits).
    void setExecOptions(const sql::ExecOptions &exec) { m_config.exec = exec; }
    sql::QueryExecutor &executor() { return *m_executor; }
    const sql::Schema &schema() const { return m_schema; }
    const sql::SqlDialect &dialect() const { return m_dialect; }
    const retrieval::CorpusIndex &index() const { return *m_index; }
    // For the one writer besides sync: the cache of dense vectors.
    retrieval::CorpusIndex &mutableIndex() { return *m_index; }
    const planning::DocumentFacts &facts() const { return m_facts; }
    const semantic::SemanticModel &model() const { return m_model; }
    const semantic::SemanticParser &parser() const { return *m_parser; }
    const EngineStats &stats() const { return m_stats; }
    const TermWeights &termWeights() const { return m_termWeights; }

    // Where the index lives when the config leaves it to us.
    static QString defaultIndexPath(const QString &corpusDir);

private:
    Engine() = default;
    void readDocuments(const QStringList &categoryNames);   // facts and term weights, cached with the index

    EngineConfig m_config;
    std::unique_ptr<sql::QueryExecutor> m_executor;
    sql::Schema m_schema;
    sql::SqliteDialect m_dialect;
    std::unique_ptr<retrieval::CorpusIndex> m_index;
    planning::DocumentFacts m_facts;
    semantic::SemanticModel m_model;
    std::unique_ptr<semantic::SemanticParser> m_parser;
    TermWeights m_termWeights;
    EngineStats m_stats;
};

} // namespace rac::agent
