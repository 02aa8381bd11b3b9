// SPDX-License-Identifier: MIT
//
// writeSqlWithModel: the NL2SQL node's model path, also used on its own by
// `retail-copilot-cli optimize`: question + plan + the documents' definitions
// + the nearest few-shot examples become a prompt; the reply must be a JSON
// object carrying one SQL statement. The executor's safety rules still apply
// to whatever comes back.
#pragma once

#include "answer/FormatHint.h"
#include "common/Result.h"
#include "llm/PromptSettings.h"
#include "planning/Plan.h"

namespace rac::agent {

class Engine;
class ModelAssist;

struct ModelSql {
    QString sql;
    QString reasoning;     // only with chain-of-thought
    int examples = 0;      // how many few-shot examples the prompt carried
};

// Fails with the model's error (Network, Timeout, ModelOutput, ...) or, when
// the model judged the question unanswerable, ModelOutput with its reason.
Result<ModelSql> writeSqlWithModel(ModelAssist &model, Engine &engine, const QString &question,
                                   const QString &formatHint, const planning::Plan &plan,
                                   const llm::PromptSettings &settings, const QString &rulesSaid = {});

} // namespace rac::agent
