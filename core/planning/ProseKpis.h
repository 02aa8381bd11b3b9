// SPDX-License-Identifier: MIT
//
// ProseKpis: KPI formulas written in words and signs rather than SQL, in the layouts documents
// use for them:
//   "Freight ratio = Σ freight on the orders in the period ÷ Net Revenue of the period, shown as
//    a percentage."                                         (a line: name, "=", formula)
//   "| **AOV** | current | Net Revenue ÷ number of distinct orders in the period |"
//                                                           (a table with a Formula column)
//   "1. **Freight Ratio (%)**" with the item "- = total Freight ÷ total Order Value × 100"
//                                                           (an item under the bold name)
// Each becomes a KpiDefinition whose formula keeps the words and has the signs made operators
// (÷ -> /, × -> *, − -> -, Σ -> SUM); the semantic model turns its words into columns and names
// of other definitions. Only a formula with an operator between terms is taken.
#pragma once

#include "planning/DocumentFacts.h"
#include "retrieval/MarkdownDocument.h"

namespace rac::planning {

QList<KpiDefinition> readProseKpis(const retrieval::ReadChunk &read);

struct ProseOperators {
    QString formula;       // "" when unreadable
    bool legacy = false;   // a remark said so: "(superseded 1998)"
};

// The signs of a formula written for people made operators. Empty when the text has none between
// two terms (a sentence that only mentions a KPI), ends on an operator (cut off), or holds a
// bracketed remark that changes its meaning ("(after discount)").
ProseOperators operatorsOfProse(const QString &prose);

// "legacy", "superseded", "old definition": a variant kept only to reproduce old figures.
bool saysLegacy(const QString &text);

// "... * 100" at the end: the formula gives a percentage.
bool endsTimesHundred(const QString &formula);
// A factor of a hundred anywhere at the formula's top level ("100 * a / b", "a * 100 / b").
bool timesHundred(const QString &formula);

} // namespace rac::planning
