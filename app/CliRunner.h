// SPDX-License-Identifier: MIT
//
// CliRunner: the retail-copilot-cli commands over the core: a JSONL batch
// (BatchRunner), a single `ask`, `sql` (the user's own SQL, as the desktop's
// SQL editor runs it), and `bench`, which prints
// latency and index-build figures, and `optimize`, which measures the model's
// prompt settings. Runs on the main thread; the CLI has no event loop to keep
// responsive (a model call spins a local one while it waits).
#pragma once

#include "CliOptions.h"
#include "agent/Agent.h"
#include "agent/Engine.h"
#include "llm/LlmClient.h"
#include "llm/ExampleStore.h"

#include <QString>
#include <QTextStream>

namespace rac::app {


class CliRunner {
public:
    CliRunner(agent::Engine &engine, QTextStream &out, QTextStream &err) : m_engine(engine), m_out(out), m_err(err) {}

    int batch(const CliOptions &options);
    int ask(const CliOptions &options);
    // The user's own SQL through the guard, executor, validator and synthesizer; 1 when refused.
    int sql(const CliOptions &options);
    int bench(const CliOptions &options);
    int optimize(const CliOptions &options);

private:
    // Gives the agent the configured model, its prompt settings and examples.
    // Returns false (after saying why) when the example store cannot be read.
    bool attachModel(agent::Agent &agent, const CliOptions &options);
    // Prints an answer (text or --json); 1 when the run failed.
    int printAnswer(const Result<Answer> &answer, const CliOptions &options);

    agent::Engine &m_engine;
    std::unique_ptr<llm::LlmClient> m_client;
    llm::ExampleStore m_examples;
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace rac::app
