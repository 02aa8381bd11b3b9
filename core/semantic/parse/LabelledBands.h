// SPDX-License-Identifier: MIT
//
// LabelledBands: bands a question defines for itself and names, to group rows by:
// "(high: total spend of 45 or more, medium: 39 to under 45, low: under 39)", "'Cheap'
// under 20, 'Mid' 20 to 50, 'Premium' above 50", "customers with 1 order are 'One-time',
// 2 to 5 orders 'Repeat', more than 5 'Loyal'". Each band is a label and bounds on one
// figure, which the conditions name ("total spend", "invoice total", "orders"). Only the
// text is read here; what the figure is and of which rows is the parser's. Pure; any thread.
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace rac::semantic {

struct LabelledBand {
    QString label;
    std::optional<double> low, high;   // none: unbounded on that side
    bool lowIncluded = true, highIncluded = false;
    QString said;                      // the condition as written, for the explanation
    bool percent = false;              // "up to 10%": the bounds are in percent
};

struct BandClause {
    int start = 0, length = 0;         // the characters of the question the definitions cover
    QList<LabelledBand> bands;         // in the order the question lists them
    QString figureWords;               // "total spend", "invoice total", "orders"; may be empty
};

// The bands a question defines: two or more labels, each with bounds of its own, or one with
// bounds and one for the rest ("otherwise 'small'"); none when the question defines fewer, or a
// condition has no bound this reads.
std::optional<BandClause> findBandClause(const QString &question);

} // namespace rac::semantic
