// SPDX-License-Identifier: MIT
#include "llm/AwaitReply.h"

#include <QEventLoop>
#include <QTimer>

#include <optional>

namespace rac::llm {
namespace {
constexpr int kCancelPollMs = 25;
}

Result<LlmReply> awaitReply(LlmRequest *request, const std::function<bool()> &cancelled)
{
    std::optional<Result<LlmReply>> outcome;
    QEventLoop loop;
    QObject::connect(request, &LlmRequest::finished, &loop, [&](const Result<LlmReply> &result) {
        outcome.emplace(result);
        loop.quit();
    });
    QTimer poll;
    if (cancelled) {
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (cancelled())
                request->cancel();
        });
        poll.start(kCancelPollMs);
    }
    if (!request->isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    request->deleteLater();
    if (!outcome)
        return makeError(ErrorCode::Internal, QStringLiteral("The language model request ended without a reply"));
    return *outcome;
}

} // namespace rac::llm
