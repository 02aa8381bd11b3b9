// SPDX-License-Identifier: MIT
//
// RecurringPeriods: named windows of the calendar that come back every year, written without a
// year ("**Quiet season** — 6 January to the last day of February", "**Holiday peak** — 15
// November to 5 January of the following year"), with the rule that names a window crossing the
// year end ("named after the year in which it starts"). A question names one with its year
// ("Holiday peak 1997"), and the window of that year is a period like any other.
#pragma once

#include "planning/DateRange.h"
#include "retrieval/MarkdownDocument.h"

#include <QList>
#include <QString>

#include <optional>

namespace rac::planning {

struct RecurringPeriod {
    QString name;            // "Holiday peak"
    int startMonth = 0;
    int startDay = 0;
    int endMonth = 0;
    int endDay = 0;          // 0: the month's last day
    // A window that crosses the year end is named after the year it starts in (the documents'
    // rule), or the year it ends in; `namingStated` says whether a document said which.
    bool namedForEndYear = false;
    bool namingStated = false;
    QString chunkId;
    QString file;

    bool crossesYearEnd() const { return endMonth < startMonth || (endMonth == startMonth && endDay != 0 && endDay < startDay); }
    // The window the name with `year` means; invalid when the days do not exist.
    DateRange inYear(int year) const;
};

QList<RecurringPeriod> readRecurringPeriods(const QList<retrieval::ReadChunk> &chunks);

} // namespace rac::planning
