// SPDX-License-Identifier: MIT
//
// Repair: one rule-based fix per visit, from SQLite's error message and the
// schema (quoting "Order Details", nearest real table or column, qualifying an
// ambiguous column, foreign functions such as YEAR() or TOP). Each attempt is
// kept in the state and the trace.
#include "agent/Engine.h"
#include "agent/nodes/Nodes.h"
#include "sql/SqlRepairer.h"

namespace rac::agent {
namespace {

class RepairNode : public Node {
public:
    explicit RepairNode(Engine &engine) : m_engine(engine) {}
    QString name() const override { return QStringLiteral("repair"); }

    nlohmann::json inputSummary(const RunState &state) const override
    {
        return {{"sql", str(state.sql)}, {"error", state.sqlError ? str(state.sqlError->message) : std::string()}};
    }

    Result<nlohmann::json> run(RunState &state) override
    {
        const QString error = state.sqlError ? state.sqlError->message : QString();
        const sql::SqlRepairer repairer(m_engine.schema(), m_engine.dialect());
        const std::optional<sql::RepairAttempt> attempt = repairer.repair(state.sql, error);
        RepairStep step{state.sql, error, {}, {}};
        if (!attempt) {
            step.rule = QStringLiteral("none");
            state.repairs << step;
            state.verdict = QStringLiteral("give-up");
            return nlohmann::json{{"repaired", false}, {"attempt", state.repairs.size()}};
        }
        step.rule = attempt->rule;
        step.repairedSql = attempt->sql;
        state.repairs << step;
        state.sql = attempt->sql;
        return nlohmann::json{{"repaired", true},
                              {"attempt", state.repairs.size()},
                              {"rule", str(attempt->rule)},
                              {"description", str(attempt->description)},
                              {"sql", str(attempt->sql)}};
    }

private:
    Engine &m_engine;
};

} // namespace

std::unique_ptr<Node> makeRepairNode(Engine &engine) { return std::make_unique<RepairNode>(engine); }

} // namespace rac::agent
