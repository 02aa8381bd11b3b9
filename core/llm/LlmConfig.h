// SPDX-License-Identifier: MIT
//
// LlmConfig: how to reach the optional local language-model server (Ollama or
// an OpenAI-compatible endpoint). A plain value, copied into HttpLlmClient at
// construction, so it is safe to build on any thread. The API key is handed in
// by the caller, who reads it from an environment variable it names; nothing in
// core/llm ever writes it to disk or to a log.
#pragma once

#include <QString>
#include <QUrl>

namespace rac::llm {

enum class LlmBackend {
    None,    // no model configured: the rules answer alone
    Ollama,  // POST /api/chat, /api/embed
    OpenAi,  // POST /v1/chat/completions, /v1/embeddings
};

struct LlmConfig {
    LlmBackend backend = LlmBackend::None;
    QUrl baseUrl;              // e.g. http://127.0.0.1:11434 (a trailing /v1 is tolerated for OpenAI)
    QString model;             // chat model
    QString embeddingModel;    // empty: use `model` for embeddings too
    QString apiKey;            // sent as "Authorization: Bearer" to OpenAI-compatible servers
    int timeoutMs = 30000;     // whole request, retries included
    double temperature = 0.0;  // deterministic by default: answers must be reproducible
    int maxRetries = 1;        // only for connection errors before any byte arrived
};

} // namespace rac::llm
