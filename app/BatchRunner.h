// SPDX-License-Identifier: MIT
//
// BatchRunner: `retail-copilot-cli --batch IN --out OUT`. Every answer is
// written and flushed as soon as it is due (in the input's order), so a batch
// stopped at any moment keeps what it computed; --resume skips the ids the
// answer file already holds. A progress line goes to stderr when it is a
// terminal. --jobs N answers on N threads, each with its own engine, and
// writes in the input's order all the same.
#pragma once

#include "CliOptions.h"
#include "agent/Engine.h"
#include "batch/BatchInput.h"

#include <QTextStream>

#include <functional>

namespace rac::agent {
class Agent;
}

namespace rac::app {

class BatchRunner {
public:
    // attachModel gives an agent the configured model (false: could not, already said why).
    using AttachModel = std::function<bool(agent::Agent &)>;

    // Answers go to --out (a file or stdout, written directly); messages to err.
    BatchRunner(const CliOptions &options, agent::Engine &engine, QTextStream &err)
        : m_options(options), m_engine(engine), m_err(err) {}

    // Exit status: 0 done (malformed lines included), 2 unreadable input or unwritable output.
    int run(const AttachModel &attachModel);

private:
    using Writer = std::function<Status(nlohmann::json)>;
    int runInOrder(const QList<batch::Question> &pending, const AttachModel &attachModel, const Writer &write);
    int runInParallel(const QList<batch::Question> &pending, const AttachModel &attachModel, const Writer &write);
    nlohmann::json answer(agent::Agent &agent, const batch::Question &q) const;
    void writeTrace(const nlohmann::json &trace, const QString &id) const;

    const CliOptions &m_options;
    agent::Engine &m_engine;
    QTextStream &m_err;
};

} // namespace rac::app
