// SPDX-License-Identifier: MIT
//
// LlmReply: what a finished LlmRequest carries on success. A copyable value so
// it can cross threads in a queued signal (registered by
// LlmRequest::registerMetaTypes()).
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

#include <nlohmann/json.hpp>

namespace rac::llm {

struct LlmReply {
    QString text;                       // the whole content (all streamed tokens, concatenated)
    nlohmann::json json;                // parsed object when a schema was asked; null otherwise
    QString model;                      // as reported by the server, else the configured one
    qint64 elapsedMs = 0;               // from chat()/embed() to the end, retries included
    QList<QList<float>> embeddings;     // embed() only: one vector per input text, in order
};

} // namespace rac::llm

Q_DECLARE_METATYPE(rac::llm::LlmReply)
