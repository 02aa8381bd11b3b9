// SPDX-License-Identifier: MIT
//
// CliRunner: the retail-copilot-cli commands over the core: a JSONL batch
// (one answer line per input line, malformed lines answered with an error
// field and the batch goes on), a single `ask`, and `bench`, which prints
// latency and index-build figures. Runs on the main thread; the CLI has no
// event loop to keep responsive.
#pragma once

#include "agent/Engine.h"

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
};

class CliRunner {
public:
    CliRunner(agent::Engine &engine, QTextStream &out, QTextStream &err) : m_engine(engine), m_out(out), m_err(err) {}

    int batch(const CliOptions &options);
    int ask(const CliOptions &options);
    int bench(const CliOptions &options);

private:
    agent::Engine &m_engine;
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace rac::app
