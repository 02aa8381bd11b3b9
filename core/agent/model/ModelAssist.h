// SPDX-License-Identifier: MIT
//
// ModelAssist: the agent's optional language model, as the nodes see it. It
// holds the client (or none), the prompt settings and the few-shot store, and
// turns one asynchronous chat into a synchronous node step (awaitReply) that a
// Cancel aborts. Without a client every node keeps to its rule-based path;
// with one, a failed call (down, slow, HTTP error, malformed reply) is
// reported back so the node falls back to its rules and says so in the trace.
//
// Owned by the Agent, used on the Engine's thread only.
#pragma once

#include "llm/ExampleStore.h"
#include "llm/LlmChatOptions.h"
#include "llm/LlmMessage.h"
#include "llm/LlmReply.h"
#include "llm/PromptSettings.h"

#include "common/Result.h"

#include <QElapsedTimer>
#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>

namespace rac::llm {
class LlmClient;
}

namespace rac::agent {

class Engine;

class ModelAssist {
public:
    using TokenSink = std::function<void(const QString &node, const QString &tokens)>;

    explicit ModelAssist(Engine &engine) : m_engine(engine) {}

    // Not owned; must outlive the Agent or be reset to nullptr first.
    void setClient(llm::LlmClient *client) { m_client = client; }
    void setSettings(const llm::PromptSettings &settings) { m_settings = settings; }
    void setExamples(const llm::ExampleStore *examples) { m_examples = examples; }
    bool enabled() const { return m_client != nullptr; }
    // Dense retrieval is on when an embedding model is named (the cache key).
    void setEmbeddingModel(const QString &model) { m_embeddingModel = model; }
    bool denseRetrieval() const { return m_client && !m_embeddingModel.isEmpty(); }
    const QString &embeddingModel() const { return m_embeddingModel; }
    const llm::PromptSettings &settings() const { return m_settings; }
    const llm::ExampleStore *examples() const { return m_examples; }
    // One deadline for all model calls of a question (router, planner, SQL, repairs, synthesis):
    // once spent, further calls fail at once and the rules answer. 0: no budget of its own.
    void setQuestionBudgetMs(int ms) { m_budgetMs = ms; }

    // Per run, set by the Agent: where streamed tokens go, and how to know the
    // user cancelled.
    void beginRun(TokenSink sink, std::function<bool()> cancelled);
    void endRun();

    // One chat for `node`. With stream, tokens reach the run's sink as they arrive.
    Result<llm::LlmReply> chat(const QString &node, const llm::LlmMessages &messages,
                               const llm::LlmChatOptions &options);

    // One vector per text, in order.
    Result<QList<QList<float>>> embed(const QStringList &texts);

    // The schema as the model sees it: tables, columns with types, keys, and
    // a few sample values of text columns. Built once per Engine (sampling
    // runs a few capped queries) and cached.
    const QString &schemaDescription();

private:
    std::function<bool()> stopWhen() const;     // cancelled by the user, or the budget spent
    bool budgetSpent() const { return m_budgetMs > 0 && m_runClock.isValid() && m_runClock.elapsed() >= m_budgetMs; }
    Error budgetError() const;

    Engine &m_engine;
    int m_budgetMs = 0;
    QElapsedTimer m_runClock;
    llm::LlmClient *m_client = nullptr;
    llm::PromptSettings m_settings;
    const llm::ExampleStore *m_examples = nullptr;
    TokenSink m_sink;
    std::function<bool()> m_cancelled;
    QString m_schemaDescription;
    QString m_embeddingModel;
};

} // namespace rac::agent
