// SPDX-License-Identifier: MIT
//
// FiscalCalendar: when a company's fiscal year starts and which calendar year
// names it, read from its documents ("Our fiscal year runs from July 1 to
// June 30 and is named for the calendar year in which it ends"). A date
// phrase the question marks as fiscal ("FY1998", "Q2 of FY1998", "fiscal year
// 1998") is computed on the calendar year first; apply() moves it onto the
// fiscal year. Plain value; any thread.
#pragma once

#include "planning/DateRange.h"
#include "retrieval/Chunk.h"

#include <optional>

namespace rac::planning {

struct FiscalCalendar {
    int startMonth = 1;           // 7: the fiscal year starts on 1 July
    bool namedByEndYear = true;   // FY1998 ends in 1998 (the usual naming) or starts in it
    QString chunkId;              // where the documents say so

    // The fiscal span of a fiscal year or quarter phrase; other ranges unchanged.
    DateRange apply(const DateRange &calendar) const;

    // The calendar a chunk of the documents defines, if it defines one.
    static std::optional<FiscalCalendar> read(const retrieval::Chunk &chunk);
};

// Which calendar year names a year that crosses the year end, as a sentence says it: "named for
// the calendar year in which it ends" (true), "named by the year it starts" (false), "label =
// year of the start"; nothing when the sentence does not say.
std::optional<bool> namedByEndYear(const QString &sentence);

} // namespace rac::planning
