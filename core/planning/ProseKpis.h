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

// The signs of a formula written for people made operators; "" when the text has none between
// two terms (a sentence that only mentions a KPI).
QString operatorsOfProse(const QString &prose);

} // namespace rac::planning
