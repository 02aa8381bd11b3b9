// SPDX-License-Identifier: MIT
//
// TextSpans: of readings found in a text (date phrases, days), the longest wins where they
// overlap ("Q4 '97" over "'97", "17 Nov 1997" over "Nov 1997"), and the rest come back in the
// text's order. Any type with textStart and textLength.
#pragma once

#include <QList>

#include <algorithm>

namespace rac::planning {

template <typename Span>
QList<Span> longestNonOverlapping(QList<Span> found)
{
    std::sort(found.begin(), found.end(), [](const Span &a, const Span &b) {
        return a.textLength != b.textLength ? a.textLength > b.textLength : a.textStart < b.textStart;
    });
    QList<Span> chosen;
    for (const Span &s : std::as_const(found)) {
        const bool overlaps = std::any_of(chosen.cbegin(), chosen.cend(), [&s](const Span &c) {
            return s.textStart < c.textStart + c.textLength && c.textStart < s.textStart + s.textLength;
        });
        if (!overlaps)
            chosen << s;
    }
    std::sort(chosen.begin(), chosen.end(), [](const Span &a, const Span &b) { return a.textStart < b.textStart; });
    return chosen;
}

} // namespace rac::planning
