// SPDX-License-Identifier: MIT
//
// The value types the core hands to its callers (the CLI, the desktop app):
// a finished Answer with its citations. Copyable, registered as metatypes so
// they travel in queued signals from the worker thread.
#pragma once

#include "sql/SqlTable.h"

#include <QMap>
#include <QMetaType>
#include <QPair>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace rac {

struct Citation {
    enum class Kind { Table, Chunk };
    Kind kind = Kind::Table;
    QString id;               // table name, or chunk id "kpi_definitions::chunk2"
    QString file;             // chunks: file relative to the corpus
    QStringList headingPath;  // chunks
    int startLine = 0;        // chunks
    int endLine = 0;
    double score = 0;         // chunks: retrieval score, 0 when cited as a constraint source
    QString text;             // chunks: the chunk's text
};

struct Answer {
    QString id;               // the question's id in batch mode
    QString question;
    QString formatHint;
    QString route;            // rag | sql | hybrid
    nlohmann::json finalAnswer;   // typed per the hint; null when unanswerable
    QString sql;              // "" for rag-only
    double confidence = 0;
    QString explanation;
    QStringList citations;    // table names and chunk ids, the contract's list
    QList<Citation> sources;  // the same, with details for the sources panel
    sql::SqlTable table;      // the result rows behind the answer
    int repairs = 0;
    QStringList modelUsed;    // nodes whose output came from the language model
    QStringList modelNotes;   // model calls that failed and fell back to the rules, with why
    bool refused = false;     // the request (a write, an instruction, SQL beyond the business data) was refused
    nlohmann::json trace;     // the whole run, for saving and replay

    // The contract's output line: id, final_answer, sql, confidence, explanation, citations.
    nlohmann::json toContractJson() const;
};

// What the UI needs to know about an opened database and corpus.
struct EngineInfo {
    QString databasePath;
    QString corpusDir;
    QStringList tables;                          // real names, in schema order
    QMap<QString, QStringList> columns;          // table -> "Column TYPE" descriptions
    QStringList nodes;                           // the agent graph's nodes, in order
    QList<QPair<QString, QString>> edges;        // from -> to
    int chunks = 0;
    QStringList documents;                       // indexed files, relative to corpusDir
    QStringList skippedDocuments;                // "<file>: <why it was left out>"
    qint64 openMs = 0;
};

} // namespace rac

Q_DECLARE_METATYPE(rac::Answer)
Q_DECLARE_METATYPE(rac::EngineInfo)
