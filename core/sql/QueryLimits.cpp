// SPDX-License-Identifier: MIT
#include "sql/QueryLimits.h"

#include <QSettings>

#include <algorithm>

namespace rac::sql {
namespace {

// Beyond an hour a query is a job for another tool; a million rows is more than any
// table view or answer uses, and the byte cap still bounds the memory.
constexpr int kMaxTimeoutSeconds = 3600;
constexpr int kMaxRowsLimit = 1000000;

} // namespace

QueryLimits QueryLimits::load(const QSettings &settings)
{
    QueryLimits limits;
    limits.timeoutSeconds = std::clamp(settings.value(QStringLiteral("query/timeoutSeconds"), kDefaultTimeoutSeconds).toInt(),
                                       1, kMaxTimeoutSeconds);
    limits.maxRows = std::clamp(settings.value(QStringLiteral("query/maxRows"), kDefaultMaxRows).toInt(), 1, kMaxRowsLimit);
    return limits;
}

void QueryLimits::save(QSettings &settings) const
{
    settings.setValue(QStringLiteral("query/timeoutSeconds"), timeoutSeconds);
    settings.setValue(QStringLiteral("query/maxRows"), maxRows);
}

ExecOptions QueryLimits::toExecOptions() const
{
    ExecOptions options;
    options.timeoutMs = timeoutSeconds * 1000;
    options.rowCap = maxRows;
    return options;
}

} // namespace rac::sql
