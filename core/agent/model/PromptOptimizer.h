// SPDX-License-Identifier: MIT
//
// PromptOptimizer: the seed design's DSPy step, done natively. For each
// prompt setting (0, 2, 4, 8 few-shot examples, with and without
// chain-of-thought) it has the model write SQL for every question of a dev
// split and measures execution accuracy: the model's rows against the rows of
// the question's reference SQL, both run read-only on the same database. The
// examples come only from the training split, so no dev answer leaks into a
// prompt. `retail-copilot-cli optimize` prints the table and keeps the best.
#pragma once

#include "llm/ExampleStore.h"
#include "llm/PromptSettings.h"

#include <QList>
#include <QString>

#include <functional>

namespace rac::agent {

class Agent;
class Engine;

struct SettingScore {
    llm::PromptSettings settings;
    int correct = 0;
    int total = 0;
    int modelErrors = 0;      // no usable SQL came back (network, timeout, malformed reply)
    double medianMs = 0;      // per question, model call and query
    double accuracy() const { return total ? double(correct) / total : 0.0; }
};

class PromptOptimizer {
public:
    // The settings tried, in order: {0,2,4,8} x {no CoT, CoT}.
    static QList<llm::PromptSettings> grid();

    PromptOptimizer(Engine &engine, Agent &agent) : m_engine(engine), m_agent(agent) {}

    // Scores every setting of grid() on `dev` (each example's sql is its gold)
    // with `train` as the examples. `progress` (may be empty) hears each finished setting.
    QList<SettingScore> run(const QList<llm::SqlExample> &dev, const llm::ExampleStore &train,
                            const std::function<void(const SettingScore &)> &progress = {});

    // Highest accuracy; on a tie the cheaper prompt (fewer examples, no CoT).
    static SettingScore best(const QList<SettingScore> &scores);

    // Whether two results hold the same rows (any order), numbers compared at 2 decimals.
    static bool sameRows(const QList<QVariantList> &a, const QList<QVariantList> &b);

private:
    Engine &m_engine;
    Agent &m_agent;
};

} // namespace rac::agent
