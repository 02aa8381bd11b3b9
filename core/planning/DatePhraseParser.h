// SPDX-License-Identifier: MIT
//
// DatePhraseParser: finds the date ranges a piece of text names, in the many
// ways analysts and documents write them: "1997-06-01 to 1997-06-30",
// "from 1 September 1996 through 30 September 1996", "October 1–15, 1996",
// "in 1997", "in '97", "Q4 '97", "3rd quarter of 1997", "second half of 1997",
// "H1 1998", "June 1997", "Dec '97". Each result carries its text span so the
// caller can tell which words were consumed. Pure functions, any thread.
#pragma once

#include "planning/DateRange.h"

#include <QList>

namespace rac::planning {

class DatePhraseParser {
public:
    // All ranges in reading order; overlapping phrases resolve to the longest.
    static QList<DateRange> parse(const QString &text);

    // A month name or abbreviation ("sept", "June") -> 1..12, or 0.
    static int monthFromName(const QString &word);
    // "1997", "97", "'97" -> 1997 (two digits map to 19xx above 50, else 20xx); 0 if not a year.
    static int yearFromToken(const QString &token);
};

} // namespace rac::planning
