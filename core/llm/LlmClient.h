// SPDX-License-Identifier: MIT
//
// LlmClient: the seam between agent nodes and a language model, as LevelDB
// puts the OS behind Env. Nodes talk to this interface; production uses
// HttpLlmClient, tests use a fake that drives LlmRequest directly.
//
// Lives on the agent's worker thread (which runs an event loop) and is called
// only from it. Every call is asynchronous and returns at once with a request
// handle; nothing here ever blocks. The handle is a child of the client: the
// caller may deleteLater() it after `finished`, else it lives as long as the
// client.
#pragma once

#include "llm/LlmChatOptions.h"
#include "llm/LlmMessage.h"
#include "llm/LlmRequest.h"

#include <QObject>
#include <QStringList>

namespace rac::llm {

class LlmClient : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~LlmClient() override;

    // Sends a chat. Tokens (when options.stream) arrive through
    // LlmRequest::tokenReceived and `onToken`, batched; then `finished`.
    virtual LlmRequest *chat(const LlmMessages &messages, const LlmChatOptions &options,
                             LlmRequest::TokenCallback onToken = {}) = 0;

    // Embeds each text; the vectors arrive in LlmReply::embeddings, in order.
    virtual LlmRequest *embed(const QStringList &texts) = 0;
};

} // namespace rac::llm
