// SPDX-License-Identifier: MIT
//
// HttpLlmClient: LlmClient over HTTP with QNetworkAccessManager, for Ollama
// (/api/chat, /api/embed, NDJSON streaming) and OpenAI-compatible servers
// (/v1/chat/completions, /v1/embeddings, Server-Sent Events streaming).
//
// Per request: a total timeout (QTimer; the reply is aborted -> Timeout),
// LlmConfig::maxRetries retries on ConnectionRefused / RemoteHostClosed before
// any byte arrived (never once tokens were delivered), HTTP status >= 400 ->
// Network with the status and a body snippet, malformed JSON or unusable
// structured output -> ModelOutput, cancel() -> Cancelled.
//
// Create it on, or move it to, the agent's worker thread: its
// QNetworkAccessManager needs that thread's event loop. All calls come from
// that thread; nothing blocks.
#pragma once

#include "llm/LlmClient.h"
#include "llm/LlmConfig.h"

class QNetworkAccessManager;

namespace rac::llm {

class HttpLlmClient : public LlmClient {
    Q_OBJECT
public:
    explicit HttpLlmClient(LlmConfig config, QObject *parent = nullptr);
    ~HttpLlmClient() override;

    const LlmConfig &config() const { return m_config; }

    LlmRequest *chat(const LlmMessages &messages, const LlmChatOptions &options,
                     LlmRequest::TokenCallback onToken = {}) override;
    LlmRequest *embed(const QStringList &texts) override;

private:
    LlmRequest *startRequest(const QString &path, QByteArray body, bool stream, bool structured,
                             qsizetype expectedVectors, LlmRequest::TokenCallback onToken, bool embed);

    LlmConfig m_config;
    QNetworkAccessManager *m_network;  // child: moves with the client to its thread
};

} // namespace rac::llm
