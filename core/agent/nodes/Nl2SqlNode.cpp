// SPDX-License-Identifier: MIT
//
// NL2SQL: the semantic engine. The question and the plan become an Intent over
// the semantic model (with the question's own cost assumption compiled into
// the KPIs when it gives one), and the Intent becomes one SELECT.
#include "agent/Engine.h"
#include "agent/nodes/Nodes.h"
#include "semantic/QuestionAnalyzer.h"
#include "semantic/SqlBuilder.h"

namespace rac::agent {
namespace {

class Nl2SqlNode : public Node {
public:
    explicit Nl2SqlNode(Engine &engine) : m_engine(engine) {}
    QString name() const override { return QStringLiteral("nl2sql"); }

    nlohmann::json inputSummary(const RunState &state) const override
    {
        return {{"question", str(state.question)}, {"plan_notes", toJson(state.plan.notes)}};
    }

    Result<nlohmann::json> run(RunState &state) override
    {
        // Only a question with its own cost assumption pays for a recompiled model.
        std::optional<semantic::SemanticModel> adjusted;
        if (state.plan.costShare)
            adjusted = m_engine.model().withCostShare(*state.plan.costShare, state.plan.costSource);
        const semantic::SemanticModel &model = adjusted ? *adjusted : m_engine.model();
        state.intent = semantic::QuestionAnalyzer(model).analyze(state.question, state.plan, state.hint);
        Result<semantic::CompiledQuery> compiled = semantic::SqlBuilder(model, m_engine.dialect()).build(state.intent);
        nlohmann::json out{{"measures", toJson(state.intent.measureIds)},
                           {"group_by", str(state.intent.groupBy)},
                           {"limit", state.intent.limit},
                           {"shape", static_cast<int>(state.intent.shape)}};
        nlohmann::json filters = nlohmann::json::array();
        for (const semantic::Filter &f : state.intent.filters)
            filters.push_back({{"dimension", str(f.dimensionId)}, {"values", toJson(f.values)}, {"exclude", f.exclude}});
        out["filters"] = filters;
        if (!compiled) {
            state.compileError = compiled.error().message;
            out["error"] = str(state.compileError);
            return out;
        }
        state.compiled = compiled.value();
        state.sql = compiled->sql;
        out["sql"] = str(state.sql);
        return out;
    }

private:
    Engine &m_engine;
};

} // namespace

std::unique_ptr<Node> makeNl2SqlNode(Engine &engine) { return std::make_unique<Nl2SqlNode>(engine); }

} // namespace rac::agent
