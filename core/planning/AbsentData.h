// SPDX-License-Identifier: MIT
//
// AbsentData: what the documents say the company does not hold. A section such as
//   "## What the ledger does not hold ... We do **not** hold: 1. cost of goods, purchase
//    prices or any gross-margin figure; 2. marketing or event spend; 3. returns, credit notes
//    or refunds ..."
// lists kinds of data no answer can come from. Each item is split into its phrases
// ("purchase prices", "returns", "credit notes"); a question that says every word of one is
// about data the company does not hold, and is answered "not available" with the section cited,
// not with a number computed from something else.
#pragma once

#include "planning/DocumentFacts.h"
#include "retrieval/MarkdownDocument.h"

#include <functional>

namespace rac::planning {

QList<AbsentData> readAbsentData(const QList<retrieval::ReadChunk> &chunks);

// The phrase of `absent` the question says in full (every content word's stem, in any order),
// or none. One of the phrase's words must be unknown to the database (`knownToData` false), so
// that "price" alone, which the data holds, never matches.
std::optional<AbsentData> absentDataAskedBy(const QString &question, const std::function<bool(const QString &word)> &knownToData,
                                            const QList<AbsentData> &absent);

} // namespace rac::planning
