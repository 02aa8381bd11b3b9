// SPDX-License-Identifier: MIT
//
// ModelPrompts: the messages the agent sends to a language model and the JSON
// schemas of the replies it accepts, one function per use (route, SQL, repair,
// explanation). Pure functions of their inputs, so tests can check a prompt
// without a server. Document text always goes in as quoted data, with the
// instruction that nothing inside it is to be obeyed.
#pragma once

#include "llm/ExampleStore.h"
#include "llm/LlmMessage.h"
#include "llm/LlmReply.h"
#include "planning/DocumentFacts.h"
#include "planning/Plan.h"
#include "sql/SqlTable.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace rac::agent::prompts {

struct SqlPromptInput {
    QString question;
    QString formatHint;
    QString dialect;              // "SQLite"
    QString schema;               // ModelAssist::schemaDescription()
    QString constraints;          // constraintsText()
    QStringList definitions;      // KPI definitions and other facts from the documents
    QList<llm::SqlExample> examples;
    bool chainOfThought = false;
    QString rulesSaid;            // why the rules could not compile it, if they tried
};

// The planner's constraints as sentences a model can apply ("OrderDate from
// 1997-06-01 to 1997-06-30 (Summer Beverages 1997)").
QString constraintsText(const planning::Plan &plan);
// The documents' KPI formulas, groups, sets and conditions, one line each.
QStringList definitionLines(const planning::DocumentFacts &facts);

llm::LlmMessages sqlMessages(const SqlPromptInput &input);
// {"sql": string, "reasoning"?: string, "unanswerable"?: string}
nlohmann::json sqlReplySchema(bool chainOfThought);

llm::LlmMessages repairMessages(const QString &question, const QString &failedSql, const QString &error,
                                const QString &schema, const QString &dialect);

llm::LlmMessages routeMessages(const QString &question, const QString &ruleRoute, double ruleScore,
                               const QStringList &documentTitles, const QStringList &tables);
// {"route": "rag" | "sql" | "hybrid"}
nlohmann::json routeReplySchema();

llm::LlmMessages explainMessages(const QString &question, const nlohmann::json &finalAnswer, const QString &sql,
                                 const sql::SqlTable &result, const QStringList &chunkTexts,
                                 const QString &ruleExplanation);

// The statement a structured SQL reply carries, without code fences or a
// trailing semicolon; nullopt when it has none (the model judged the question
// unanswerable, or the reply is not what was asked). `why` gets the reason.
std::optional<QString> sqlFromReply(const llm::LlmReply &reply, QString *why = nullptr);

} // namespace rac::agent::prompts
