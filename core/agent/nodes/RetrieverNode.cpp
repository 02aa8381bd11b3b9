// SPDX-License-Identifier: MIT
//
// Retriever: BM25 over the corpus chunks, boosted by the campaign, group and
// KPI names the question mentions, at most two chunks per file so evidence is
// broad. With an embedding model configured, dense similarity is fused in
// (hybridSearch); if the server fails, BM25 alone stands and the trace says so.
#include "agent/Engine.h"
#include "agent/model/DenseRetrieval.h"
#include "agent/model/ModelAssist.h"
#include "agent/model/ModelOutcome.h"
#include "agent/nodes/Nodes.h"
#include "common/TextUtil.h"

namespace rac::agent {
namespace {

class RetrieverNode : public Node {
public:
    RetrieverNode(Engine &engine, ModelAssist &model) : m_engine(engine), m_model(model) {}
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
        state.chunks = m_engine.index().search(state.question, kTopK, kPerFile, boosts);
        nlohmann::json out{{"boosts", toJson(boosts)}};
        if (m_model.denseRetrieval()) {
            const Result<QList<retrieval::ScoredChunk>> hybrid =
                hybridSearch(m_model, m_engine.mutableIndex(), state.question, state.chunks, kTopK, kPerFile);
            if (hybrid) {
                state.chunks = hybrid.value();
                noteModelUsed(state, name(), out, {{"dense", str(m_model.embeddingModel())}});
            } else {
                noteModelFallback(state, name(), hybrid.error().toString(), out);
            }
        }
        nlohmann::json chunks = nlohmann::json::array();
        for (const retrieval::ScoredChunk &c : state.chunks)
            chunks.push_back({{"id", str(c.chunk.id)}, {"score", c.score}, {"heading", str(c.chunk.heading())}});
        out["chunks"] = chunks;
        return out;
    }

private:
    static constexpr int kTopK = 6;
    static constexpr int kPerFile = 2;

    Engine &m_engine;
    ModelAssist &m_model;
};

} // namespace

std::unique_ptr<Node> makeRetrieverNode(Engine &engine, ModelAssist &model)
{
    return std::make_unique<RetrieverNode>(engine, model);
}

} // namespace rac::agent
