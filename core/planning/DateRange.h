// SPDX-License-Identifier: MIT
//
// DateRange: an inclusive span of calendar days with a label saying where it
// came from ("Q4 1997", "Winter Classics 1997"). Plain value type.
#pragma once

#include <QDate>
#include <QString>

namespace rac::planning {

struct DateRange {
    QDate start;            // inclusive
    QDate end;              // inclusive
    QString label;          // human wording for explanations
    int textStart = -1;     // where in the parsed text it was found (-1: not from text)
    int textLength = 0;
    bool fiscal = false;    // written as a fiscal period ("FY1998", "fiscal year 1998"): computed on the
                            // calendar year until a FiscalCalendar moves it

    bool isValid() const { return start.isValid() && end.isValid() && start <= end; }
    bool operator==(const DateRange &o) const { return start == o.start && end == o.end; }
    // "1997-06-01 to 1997-06-30"
    QString isoSpan() const
    {
        return start.toString(Qt::ISODate) + QStringLiteral(" to ") + end.toString(Qt::ISODate);
    }
};

} // namespace rac::planning
