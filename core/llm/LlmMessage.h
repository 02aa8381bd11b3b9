// SPDX-License-Identifier: MIT
//
// LlmMessage: one chat turn sent to a language model ("system", "user" or
// "assistant"). A plain copyable value, usable on any thread.
#pragma once

#include <QList>
#include <QString>

namespace rac::llm {

struct LlmMessage {
    QString role;
    QString content;
};

using LlmMessages = QList<LlmMessage>;

} // namespace rac::llm
