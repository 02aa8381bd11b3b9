// SPDX-License-Identifier: MIT
//
// Repair: one rule-based fix per visit, from SQLite's error message and the
// schema (quoting "Order Details", nearest real table or column, qualifying an
// ambiguous column, foreign functions such as YEAR() or TOP). Each attempt is
// kept in the state and the trace. When no rule applies and a language model
// is configured, the model gets the failed SQL, the error and the schema, in
// the same attempt (so the repair limit bounds model calls too).
#include "agent/Engine.h"
#include "agent/model/ModelAssist.h"
#include "agent/model/ModelOutcome.h"
#include "agent/model/ModelPrompts.h"
#include "agent/nodes/Nodes.h"
#include "sql/SqlRepairer.h"

namespace rac::agent {
namespace {

class RepairNode : public Node {
public:
    RepairNode(Engine &engine, ModelAssist &model) : m_engine(engine), m_model(model) {}
    QString name() const override { return QStringLiteral("repair"); }

    nlohmann::json inputSummary(const RunState &state) const override
    {
        return {{"sql", str(state.sql)}, {"error", state.sqlError ? str(state.sqlError->message) : std::string()}};
    }

    Result<nlohmann::json> run(RunState &state) override
    {
        // A SQL error, or (for the model's SQL) a result that cannot fill the format hint.
        const QString error = state.sqlError ? state.sqlError->message : state.verdictDetail;
        const sql::SqlRepairer repairer(m_engine.schema(), m_engine.dialect());
        std::optional<sql::RepairAttempt> attempt = repairer.repair(state.sql, error);
        RepairStep step{state.sql, error, {}, {}};
        nlohmann::json modelOut = nlohmann::json::object();   // gets "model" when the model was asked
        if (!attempt && m_model.enabled())
            attempt = askModel(state, error, modelOut);
        if (!attempt) {
            step.rule = QStringLiteral("none");
            state.repairs << step;
            state.verdict = QStringLiteral("give-up");
            return nlohmann::json{{"repaired", false}, {"attempt", state.repairs.size()}, {"model", modelOut.value("model", nlohmann::json())}};
        }
        step.rule = attempt->rule;
        step.repairedSql = attempt->sql;
        state.repairs << step;
        state.sql = attempt->sql;
        return nlohmann::json{{"repaired", true},
                              {"attempt", state.repairs.size()},
                              {"rule", str(attempt->rule)},
                              {"description", str(attempt->description)},
                              {"sql", str(attempt->sql)},
                              {"model", modelOut.value("model", nlohmann::json())}};
    }

private:
    std::optional<sql::RepairAttempt> askModel(RunState &state, const QString &error, nlohmann::json &out)
    {
        llm::LlmChatOptions options;
        options.schema = prompts::sqlReplySchema(false);
        const Result<llm::LlmReply> reply = m_model.chat(
            name(),
            prompts::repairMessages(state.question, state.sql, error, m_model.schemaDescription(), m_engine.dialect().name()),
            options);
        QString why;
        const std::optional<QString> sql = reply ? prompts::sqlFromReply(reply.value(), &why) : std::nullopt;
        if (!reply)
            why = reply.error().toString();
        if (!sql) {
            noteModelFallback(state, name(), why, out);
            return std::nullopt;
        }
        noteModelUsed(state, name(), out);
        return sql::RepairAttempt{*sql, QStringLiteral("model"),
                                  QStringLiteral("the language model rewrote the statement after: ") + error};
    }

    Engine &m_engine;
    ModelAssist &m_model;
};

} // namespace

std::unique_ptr<Node> makeRepairNode(Engine &engine, ModelAssist &model)
{
    return std::make_unique<RepairNode>(engine, model);
}

} // namespace rac::agent
