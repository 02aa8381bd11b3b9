// SPDX-License-Identifier: MIT
//
// CliRunner: the retail-copilot-cli commands over the core: a JSONL batch
// (one answer line per input line, malformed lines answered with an error
// field and the batch goes on), a single `ask`, and `bench`, which prints
// latency and index-build figures, and `optimize`, which measures the model's
// prompt settings. Runs on the main thread; the CLI has no event loop to keep
// responsive (a model call spins a local one while it waits).
#pragma once

#include "agent/Agent.h"
#include "agent/Engine.h"
#include "llm/LlmClient.h"
#include "llm/ExampleStore.h"
#include "llm/LlmSettings.h"

#include <QString>
#include <QTextStream>

namespace rac::app {

struct CliOptions {
    QString db;
    QString corpus;
    QString index;        // "" = cache folder
    QString batch;
    QString out;          // "-" = stdout
    QString traceDir;
    QString question;     // ask
    QString format;       // ask
    bool json = false;    // ask: print the contract's JSON line
    int repeat = 20;      // bench
    llm::LlmSettings llm; // backend none: rules only
    bool stream = false;  // print the model's tokens as they arrive
    QString examples;     // few-shot example store (JSONL)
    QString eval;         // evaluation file: seeds the store; optimize's train/dev splits
};

class CliRunner {
public:
    CliRunner(agent::Engine &engine, QTextStream &out, QTextStream &err) : m_engine(engine), m_out(out), m_err(err) {}

    int batch(const CliOptions &options);
    int ask(const CliOptions &options);
    int bench(const CliOptions &options);
    int optimize(const CliOptions &options);

private:
    // Gives the agent the configured model, its prompt settings and examples.
    // Returns false (after saying why) when the example store cannot be read.
    bool attachModel(agent::Agent &agent, const CliOptions &options);

    agent::Engine &m_engine;
    std::unique_ptr<llm::LlmClient> m_client;
    llm::ExampleStore m_examples;
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace rac::app
