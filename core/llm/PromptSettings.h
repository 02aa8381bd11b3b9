// SPDX-License-Identifier: MIT
//
// PromptSettings: how the NL2SQL prompt is put together: how many few-shot
// examples it carries and whether the model is asked to reason before it
// answers. `retail-copilot-cli optimize` measures the combinations and keeps
// the best. A plain value.
#pragma once

namespace rac::llm {

struct PromptSettings {
    int fewShot = 4;              // examples from the ExampleStore, nearest first
    bool chainOfThought = false;  // ask for a short "reasoning" field before the SQL
};

} // namespace rac::llm
