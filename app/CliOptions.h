// SPDX-License-Identifier: MIT
//
// CliOptions: what retail-copilot-cli was asked to do, as parsed from its
// command line (cli_main.cpp). A plain value shared by the command runners.
#pragma once

#include "llm/LlmSettings.h"

#include <QString>

namespace rac::app {

struct CliOptions {
    QString db;
    QString corpus;
    QString index;        // "" = cache folder
    QString batch;
    QString out;          // "-" = stdout
    QString traceDir;
    bool resume = false;  // batch: keep the answers already in --out, answer the rest
    bool progress = false;   // batch: a progress line on stderr (on by default when it is a terminal)
    int jobs = 1;            // batch: worker threads, each with its own engine
    QString question;     // ask
    QString sql;          // sql
    QString format;       // ask, sql
    bool json = false;    // ask, sql: print the contract's JSON line
    int repeat = 20;      // bench
    llm::LlmSettings llm; // backend none: rules only
    bool stream = false;  // print the model's tokens as they arrive
    QString examples;     // few-shot example store (JSONL)
    QString eval;         // evaluation file: seeds the store; optimize's train/dev splits
};

} // namespace rac::app
