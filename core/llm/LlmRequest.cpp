// SPDX-License-Identifier: MIT
#include "llm/LlmRequest.h"

namespace rac::llm {

LlmRequest::LlmRequest(TokenCallback onToken, QObject *parent)
    : QObject(parent)
    , m_onToken(std::move(onToken))
{
    m_batchTimer.setSingleShot(true);
    m_batchTimer.setInterval(kTokenBatchMs);
    connect(&m_batchTimer, &QTimer::timeout, this, &LlmRequest::flushTokens);
}

LlmRequest::~LlmRequest() = default;

void LlmRequest::registerMetaTypes()
{
    qRegisterMetaType<rac::Error>();
    qRegisterMetaType<LlmReply>();
    qRegisterMetaType<rac::Result<LlmReply>>();
}

void LlmRequest::cancel()
{
    if (m_finished)
        return;
    abortTransport();
    finish(makeError(ErrorCode::Cancelled, QStringLiteral("The language model request was cancelled")));
}

void LlmRequest::deliverToken(const QString &token)
{
    if (m_finished || token.isEmpty())
        return;
    m_pendingTokens += token;
    // Start the window on the first token only: restarting it on every token
    // would starve a fast stream until it paused.
    if (!m_batchTimer.isActive())
        m_batchTimer.start();
}

void LlmRequest::flushTokens()
{
    m_batchTimer.stop();
    if (m_pendingTokens.isEmpty())
        return;
    const QString tokens = std::exchange(m_pendingTokens, QString());
    Q_EMIT tokenReceived(tokens);
    if (m_onToken)
        m_onToken(tokens);
}

void LlmRequest::finish(rac::Result<LlmReply> result)
{
    if (m_finished)
        return;
    // Flag first: a slot reacting to the last tokens may call cancel(), which
    // must then be a no-op rather than a second `finished`.
    m_finished = true;
    flushTokens();
    Q_EMIT finished(result);
}

void LlmRequest::finishLater(rac::Result<LlmReply> result)
{
    // Context `this`: dropped if the request dies first.
    QTimer::singleShot(0, this, [this, result = std::move(result)]() mutable { finish(std::move(result)); });
}

} // namespace rac::llm
