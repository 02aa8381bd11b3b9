// SPDX-License-Identifier: MIT
//
// RunState: the one object that flows through the agent graph. Each node reads
// what earlier nodes left and writes its own part; the graph runtime records a
// summary of what each node changed. Owned by the run, on the worker thread.
#pragma once

#include "answer/FormatHint.h"
#include "api/RunEvents.h"
#include "common/Error.h"
#include "planning/Plan.h"
#include "retrieval/Chunk.h"
#include "semantic/Intent.h"
#include "semantic/SqlBuilder.h"
#include "semantic/parse/SemanticParser.h"

#include <optional>

namespace rac::agent {

struct RepairStep {
    QString failedSql;
    QString error;
    QString rule;
    QString repairedSql;
};

struct RunState {
    // Input.
    QString question;
    QString formatHintText;
    answer::FormatHint hint;
    QString presetSql;                    // set when the user runs their own SQL

    // Screen.
    bool refused = false;                 // the request was refused before analysis
    QString typedSql;                     // the question starts like a SELECT; the router decides if it is one
    QStringList normalization;            // what Unicode normalisation changed

    // Router.
    QString route;                        // rag | sql | hybrid
    QString routeReason;

    // Retriever.
    QList<retrieval::ScoredChunk> chunks;

    // Router and NL2SQL: the semantic parser's reading of the question.
    std::optional<semantic::ParseResult> parsed;
    bool understood = false;              // the parser covered the question and wrote the SQL

    // Planner and NL2SQL.
    planning::Plan plan;
    semantic::Intent intent;
    std::optional<semantic::CompiledQuery> compiled;
    QString compileError;
    // On the template path (questions the documents constrain): what the semantic parser could
    // not place once the phrases the documents explain are taken out. Such an answer may have
    // dropped a condition, so it is not given with high confidence.
    QStringList templateUnplaced;

    // Executor, validator, repair.
    QString sql;
    std::optional<sql::SqlTable> table;
    std::optional<Error> sqlError;
    QString verdict;                      // ok | repair | empty | shape | give-up
    bool tiedAtCut = false;               // the row after a ranking's cut ties with the last one kept
    QString verdictDetail;
    QList<RepairStep> repairs;
    int repairLimit = 2;

    // Language model (only when one is configured).
    bool sqlFromModel = false;            // the SQL came from the model, not the semantic engine
    QStringList modelUsed;                // nodes whose output the model supplied
    QStringList modelFallbacks;           // "nl2sql: <error>": the model failed, the rules answered

    // Synthesizer.
    Answer answer;
};

} // namespace rac::agent
