// SPDX-License-Identifier: MIT
//
// Planner: the question's constraints (periods, campaign dates from the
// documents, reporting groups, cost assumption, legacy KPI) as a Plan.
#include "agent/Engine.h"
#include "agent/nodes/Nodes.h"
#include "planning/Planner.h"

namespace rac::agent {
namespace {

class PlannerNode : public Node {
public:
    explicit PlannerNode(Engine &engine) : m_engine(engine) {}
    QString name() const override { return QStringLiteral("planner"); }

    nlohmann::json inputSummary(const RunState &state) const override
    {
        nlohmann::json chunks = nlohmann::json::array();
        for (const retrieval::ScoredChunk &c : state.chunks)
            chunks.push_back(str(c.chunk.id));
        return {{"question", str(state.question)}, {"chunks", chunks}};
    }

    Result<nlohmann::json> run(RunState &state) override
    {
        state.plan = planning::Planner(m_engine.facts()).plan(state.question);
        // Instruction-like lines in retrieved or cited chunks were set aside; say so.
        for (const planning::InstructionLine &line : m_engine.facts().instructions) {
            bool relevant = state.plan.citedChunks.contains(line.chunkId);
            for (const retrieval::ScoredChunk &c : state.chunks)
                relevant |= c.chunk.id == line.chunkId;
            if (relevant)
                state.plan.ignoredInstructions << line.chunkId;
        }
        state.plan.ignoredInstructions.removeDuplicates();
        nlohmann::json periods = nlohmann::json::array();
        for (const planning::DateRange &r : state.plan.periods)
            periods.push_back({{"start", str(r.start.toString(Qt::ISODate))},
                               {"end", str(r.end.toString(Qt::ISODate))},
                               {"label", str(r.label)}});
        nlohmann::json out{{"periods", periods},
                           {"notes", toJson(state.plan.notes)},
                           {"cited", toJson(state.plan.citedChunks)}};
        if (!state.plan.groupName.isEmpty())
            out["group"] = {{"name", str(state.plan.groupName)}, {"categories", toJson(state.plan.groupCategories)}};
        if (state.plan.costShare)
            out["cost_share"] = *state.plan.costShare;
        if (state.plan.preferLegacyKpi)
            out["legacy_kpi"] = true;
        if (!state.plan.ignoredInstructions.isEmpty())
            out["ignored_instructions_in"] = toJson(state.plan.ignoredInstructions);
        return out;
    }

private:
    Engine &m_engine;
};

} // namespace

std::unique_ptr<Node> makePlannerNode(Engine &engine) { return std::make_unique<PlannerNode>(engine); }

} // namespace rac::agent
