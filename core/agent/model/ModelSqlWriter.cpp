// SPDX-License-Identifier: MIT
#include "agent/model/ModelSqlWriter.h"

#include "agent/Engine.h"
#include "agent/model/ModelAssist.h"
#include "agent/model/ModelPrompts.h"

namespace rac::agent {
namespace {
// The documents' definitions beyond this many are unlikely to matter and only
// crowd a small model's context.
constexpr int kMaxDefinitionLines = 40;
}

Result<ModelSql> writeSqlWithModel(ModelAssist &model, Engine &engine, const QString &question,
                                   const QString &formatHint, const planning::Plan &plan,
                                   const llm::PromptSettings &settings, const QString &rulesSaid)
{
    prompts::SqlPromptInput input;
    input.question = question;
    input.formatHint = formatHint;
    input.dialect = engine.dialect().name();
    input.schema = model.schemaDescription();
    input.constraints = prompts::constraintsText(plan);
    input.definitions = prompts::definitionLines(engine.facts()).mid(0, kMaxDefinitionLines);
    if (model.examples())
        input.examples = model.examples()->nearest(question, settings.fewShot);
    input.chainOfThought = settings.chainOfThought;
    input.rulesSaid = rulesSaid;

    llm::LlmChatOptions options;
    options.schema = prompts::sqlReplySchema(settings.chainOfThought);
    const Result<llm::LlmReply> reply = model.chat(QStringLiteral("nl2sql"), prompts::sqlMessages(input), options);
    if (!reply)
        return reply.error();
    QString why;
    const std::optional<QString> sql = prompts::sqlFromReply(reply.value(), &why);
    if (!sql)
        return makeError(ErrorCode::ModelOutput, QStringLiteral("the model wrote no SQL: ") + why);
    ModelSql out;
    out.sql = *sql;
    out.examples = int(input.examples.size());
    if (reply->json.contains("reasoning") && reply->json["reasoning"].is_string())
        out.reasoning = QString::fromStdString(reply->json["reasoning"].get<std::string>());
    return out;
}

} // namespace rac::agent
