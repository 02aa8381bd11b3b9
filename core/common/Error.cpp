// SPDX-License-Identifier: MIT
#include "common/Error.h"

namespace rac {

QString errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::InvalidArgument: return QStringLiteral("InvalidArgument");
    case ErrorCode::NotFound: return QStringLiteral("NotFound");
    case ErrorCode::Io: return QStringLiteral("Io");
    case ErrorCode::Network: return QStringLiteral("Network");
    case ErrorCode::Timeout: return QStringLiteral("Timeout");
    case ErrorCode::Sql: return QStringLiteral("Sql");
    case ErrorCode::Refused: return QStringLiteral("Refused");
    case ErrorCode::ModelOutput: return QStringLiteral("ModelOutput");
    case ErrorCode::Cancelled: return QStringLiteral("Cancelled");
    case ErrorCode::Internal: return QStringLiteral("Internal");
    }
    return QStringLiteral("Unknown");
}

QString Error::toString() const
{
    QString text = errorCodeName(code) + QStringLiteral(": ") + message;
    if (!detail.isEmpty())
        text += QStringLiteral(" (") + detail + QLatin1Char(')');
    return text;
}

} // namespace rac
