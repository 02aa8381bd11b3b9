// SPDX-License-Identifier: MIT
//
// DayMentions: the days a text names, however it writes them ("1997-08-11", "17 Nov 1997",
// "the 21st of April", "Mar 3", "10/20/1997", "03.03.1997"), and the spans two of them make
// when a range word joins them ("to", "through", "until", "–", "→"). A day written without a
// year takes it from the other end of its span ("Mar 3 – Mar 16, 1997"; "20 December to 10
// January 1997" starts in 1996). Slashed days are read only when they cannot be misread: one
// part above 12, or the other end of the span settles the order. A day with no year anywhere
// is no date. DatePhraseParser merges these with its period phrases. Pure functions.
#pragma once

#include "planning/DateRange.h"

#include <QList>
#include <QString>

namespace rac::planning {

struct DayMention {
    int year = 0;            // 0: not written
    int month = 0;
    int day = 0;
    int textStart = 0;
    int textLength = 0;
    // A slashed day whose order is open (both parts 12 or less): month/day and day/month.
    bool slashedOpen = false;
    int otherMonth = 0, otherDay = 0;   // the day/month reading when slashedOpen
    bool slashedUs = false;             // read month first (settled by the parts)
    bool slashed = false;
    bool settlesOrder = true;           // "5/5/1997" reads the same either way and settles no other day
};

class DayMentions {
public:
    static QList<DayMention> find(const QString &text);
    // Spans of two days joined by a range word, then single days with a year; in text order.
    static QList<DateRange> parse(const QString &text);
};

} // namespace rac::planning
