// SPDX-License-Identifier: MIT
//
// Intent: what a question asks for, in the semantic model's terms: measures,
// a grouping dimension, filters, periods, ranking and the overall shape. The
// QuestionAnalyzer fills it; the SqlBuilder compiles it. Plain value type.
#pragma once

#include "planning/DateRange.h"

#include <QList>
#include <QStringList>

namespace rac::semantic {

struct Filter {
    enum class Kind { Values, Flag, Compare };
    Kind kind = Kind::Values;
    QString dimensionId;
    QStringList values;
    bool exclude = false;
    bool flagValue = true;
    QString origin;           // "question" or "documents"
    QString lhs;              // Compare: column template, e.g. {Products.UnitsInStock}
    QString op;               // Compare: < <= > >=
    QString rhs;              // Compare: column template or a number
    bool dates = false;       // Compare: both sides are dates, compared through the dialect
};

struct Intent {
    enum class Shape { Aggregate, EntityList, Share, PeriodChange, PeriodList, ThresholdCount };
    Shape shape = Shape::Aggregate;
    QStringList measureIds;
    QStringList mentionedMeasures;   // every measure the question names, before the hint trims them
    QString groupBy;              // dimension id, or empty
    QList<Filter> filters;
    QList<planning::DateRange> periods;
    int limit = 0;                // 0: no limit
    bool ranked = false;
    bool ascending = false;
    bool percentChange = true;    // PeriodChange: % (true) or absolute difference
    bool asPercent = false;       // "as a percentage": fraction measures are shown x100
    QStringList extraColumns;     // EntityList: more columns the format hint asks for
    // ThresholdCount: how many entities (groupBy) have measureIds[0] <op> threshold.
    QString thresholdOp;
    double threshold = 0;
    QStringList notes;            // what the analyzer assumed, for the explanation
    QString unanswerable;         // non-empty: why no SQL can answer this
    // A statistic the engine cannot compile ("median", "standard deviation"):
    // the question is about data, but only a language model can write its SQL.
    QString unsupportedStatistic;
};

} // namespace rac::semantic
