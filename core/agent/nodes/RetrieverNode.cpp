// SPDX-License-Identifier: MIT
//
// Retriever: BM25 over the corpus chunks, boosted by the campaign, group and
// KPI names the question mentions, at most two chunks per file so evidence is
// broad.
#include "agent/Engine.h"
#include "agent/nodes/Nodes.h"
#include "common/TextUtil.h"

namespace rac::agent {
namespace {

class RetrieverNode : public Node {
public:
    explicit RetrieverNode(Engine &engine) : m_engine(engine) {}
    QString name() const override { return QStringLiteral("retriever"); }

    nlohmann::json inputSummary(const RunState &state) const override { return {{"query", str(state.question)}}; }

    Result<nlohmann::json> run(RunState &state) override
    {
        // Names the documents define and the question uses are strong evidence.
        QStringList boosts;
        const QString q = text::normalized(state.question);
        const auto consider = [&boosts, &q](const QString &name) {
            if (name.size() > 2 && q.contains(text::normalized(name)) && !boosts.contains(name))
                boosts << name;
        };
        for (const planning::Campaign &c : m_engine.facts().campaigns)
            consider(c.name);
        for (const planning::ReportingGroup &g : m_engine.facts().groups)
            consider(g.name);
        for (const planning::KpiDefinition &k : m_engine.facts().kpis) {
            consider(k.name);
            for (const QString &a : k.aliases)
                consider(a);
        }
        state.chunks = m_engine.index().search(state.question, 6, 2, boosts);
        nlohmann::json chunks = nlohmann::json::array();
        for (const retrieval::ScoredChunk &c : state.chunks)
            chunks.push_back({{"id", str(c.chunk.id)}, {"score", c.score}, {"heading", str(c.chunk.heading())}});
        return nlohmann::json{{"chunks", chunks}, {"boosts", toJson(boosts)}};
    }

private:
    Engine &m_engine;
};

} // namespace

std::unique_ptr<Node> makeRetrieverNode(Engine &engine) { return std::make_unique<RetrieverNode>(engine); }

} // namespace rac::agent
