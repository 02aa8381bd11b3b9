// SPDX-License-Identifier: MIT
//
// LlmRequest: the handle of one language-model call, like the request handles
// of Kate's LSP client. The caller keeps it to cancel() the call and listens to
// its signals; the client (HttpLlmClient, or a test fake) drives it through
// deliverToken() and finish().
//
// Guarantees, whatever the backend:
//  - `finished` is emitted exactly once: with the reply, an error, or
//    ErrorCode::Cancelled after cancel();
//  - streamed tokens are batched and emitted at most every kTokenBatchMs, so a
//    GUI listening through a queued connection is not flooded; every token is
//    emitted, in order, before `finished`;
//  - `finished` is never emitted from inside the call that created the request
//    (finishLater() defers it), so a caller can always connect first.
//
// Lives on the thread of the client that created it (the agent's worker).
#pragma once

#include "common/Result.h"
#include "llm/LlmReply.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>

namespace rac::llm {

class LlmRequest : public QObject {
    Q_OBJECT
public:
    using TokenCallback = std::function<void(const QString &tokens)>;

    static constexpr int kTokenBatchMs = 50;

    explicit LlmRequest(TokenCallback onToken = {}, QObject *parent = nullptr);
    ~LlmRequest() override;

    bool isFinished() const { return m_finished; }

    // Stops the call (aborting its network reply) and finishes with
    // ErrorCode::Cancelled. Does nothing once finished.
    void cancel();

    // For implementations of LlmClient. Tokens after finish are dropped.
    void deliverToken(const QString &token);
    void finish(rac::Result<LlmReply> result);
    void finishLater(rac::Result<LlmReply> result);

    // Idempotent; call once at startup before queued connections carry replies.
    static void registerMetaTypes();

Q_SIGNALS:
    void tokenReceived(const QString &tokens);
    void finished(const rac::Result<rac::llm::LlmReply> &result);

protected:
    // Called by cancel() before `finished`, so a subclass can abort its transport.
    virtual void abortTransport() {}

private:
    void flushTokens();

    TokenCallback m_onToken;
    QString m_pendingTokens;
    QTimer m_batchTimer;
    bool m_finished = false;
};

} // namespace rac::llm

Q_DECLARE_METATYPE(rac::Result<rac::llm::LlmReply>)
