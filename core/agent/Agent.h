// SPDX-License-Identifier: MIT
//
// Agent: the assembled graph over an Engine, answering one question (or
// running SQL the user edited) synchronously on the calling thread, which must
// be the Engine's. The CLI calls it directly; the desktop app goes through
// AgentController, which runs it on a worker thread and turns the observer's
// callbacks into signals.
#pragma once

#include "agent/Engine.h"
#include "agent/Graph.h"
#include "agent/model/ModelAssist.h"
#include "api/RunEvents.h"

namespace rac::agent {

struct AskOptions {
    int repairLimit = 2;
};

class Agent {
public:
    explicit Agent(Engine &engine);

    // Never fails for bad questions (those get a null answer and an
    // explanation); fails only for cancellation or an internal error.
    Result<Answer> ask(const QString &question, const QString &formatHint, const AskOptions &options = {},
                       RunObserver *observer = nullptr, RunControl *control = nullptr);

    // Runs the user's SQL through executor, validator, repair and synthesizer.
    Result<Answer> runSql(const QString &question, const QString &sql, const QString &formatHint,
                          const AskOptions &options = {}, RunObserver *observer = nullptr,
                          RunControl *control = nullptr);

    const Graph &graph() const { return m_graph; }
    // The optional language model: without a client every node uses its rules.
    ModelAssist &model() { return m_model; }

private:
    Result<Answer> execute(RunState &state, const QString &start, RunObserver *observer, RunControl *control);

    Engine &m_engine;
    ModelAssist m_model;   // before m_graph: the nodes keep a reference to it
    Graph m_graph;
};

} // namespace rac::agent
