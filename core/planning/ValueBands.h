// SPDX-License-Identifier: MIT
//
// Value bands: the thresholds documents define, read from tables whose cells
// hold ranges ("10,000 or more", "2,000 to 9,999.99", "below 2,000") and from
// labelled rules ("- Free freight: orders with a value above 500"). The
// planner turns a band the question names into a condition; the agent answers
// "which segment is 1,500 in" or "minimum revenue for Growth" from them.
#pragma once

#include "planning/DocumentFacts.h"
#include "retrieval/MarkdownDocument.h"

#include <QRegularExpression>

namespace rac::planning {

QList<ValueBand> extractValueBands(const QList<retrieval::ReadChunk> &chunks);

// The later versions of bands whose bound a rule history changes ("the Reserve rung now starts at
// 40.00 (it was 50.00)"), each from the day the change takes effect, with the neighbouring band
// of the same ladder moved to meet it.
QList<ValueBand> bandRevisions(const QList<ValueBand> &bands, const QList<ValueHistory> &histories);

// Each band in its latest version.
QList<ValueBand> latestBands(const QList<ValueBand> &bands, const QList<ValueBand> &revisions);

// The bands in the version a question's words ask for: as first defined ("as first published",
// "the original"), the latest ("today", "now"); unsaid, only the bands no text changed.
QList<ValueBand> bandsAsAsked(const DocumentFacts &facts, const QString &question);

// The bounds a range phrase states; nullopt when the text states none.
std::optional<ValueBand> parseRange(const QString &text);

// A label the documents define, as a whole phrase in free text: plural and
// hyphenated forms count ("Key Accounts", "free-freight" for "Free freight").
QRegularExpression labelPattern(const QString &label);

// 10000 -> "10000", 9999.99 -> "9999.99": an amount as the documents would write it.
QString formatAmount(double value);

} // namespace rac::planning
