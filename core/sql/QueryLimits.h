// SPDX-License-Identifier: MIT
//
// QueryLimits: the limits every query runs under, as the user keeps them (the
// desktop app's Settings > Query limits, the CLI's --query-timeout and
// --max-rows), stored under "query/" in QSettings. A plain value; the
// executor takes it as ExecOptions.
#pragma once

#include "sql/QueryExecutor.h"

class QSettings;

namespace rac::sql {

struct QueryLimits {
    static constexpr int kDefaultTimeoutSeconds = 30;
    static constexpr int kDefaultMaxRows = 5000;

    int timeoutSeconds = kDefaultTimeoutSeconds;   // statement and fetch together
    int maxRows = kDefaultMaxRows;

    static QueryLimits load(const QSettings &settings);
    void save(QSettings &settings) const;
    ExecOptions toExecOptions() const;
};

} // namespace rac::sql
