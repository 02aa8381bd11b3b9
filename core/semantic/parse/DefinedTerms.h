// SPDX-License-Identifier: MIT
//
// DefinedTerms: a term the documents define by a condition ("pallet order": an order whose goods
// come to 4,200 or more) is read in the question as its definition's words, which the parser
// then reads like any other question; the definition is cited. What the parser cannot read in
// them it reports as not understood, as it would in the question itself.
#pragma once

#include "planning/DocumentFacts.h"

#include <QHash>
#include <QStringList>

#include <functional>

namespace rac::semantic {

struct ExpandedQuestion {
    QString text;            // the question with each defined term replaced by its definition
    QStringList notes;       // "pallet order = order whose ... (glossary.md)"
    QStringList chunkIds;    // the definitions used, to cite
    QHash<QString, QString> termsDefined;   // the question's own terms read, lower case -> definition
};

ExpandedQuestion expandDefinedTerms(const QString &question, const QList<planning::TermDefinition> &terms);

// A band the documents label ("**Gold tier**: Net Revenue of at least 15,000 but below 30,000" under
// "Customer tiers") as a term: the rows of the kind the bands sort ("customer") whose measure lies
// in the band ("with Net Revenue at least 15000 and below 30000"). Bands with neither bound, or
// whose kind names no rows, give none.
QList<planning::TermDefinition> termsOfBands(const QList<planning::ValueBand> &bands);

// The link of a term said of rows as their state ("orders that were shipped late").
QString stateLink();

// A state the documents define by a comparison ("An order is late when it ships after the date
// the customer required it (ShippedDate later than RequiredDate)") as a term said of its rows:
// "orders that were shipped late", "late orders" are the orders whose ShippedDate is greater than
// their RequiredDate.
QList<planning::TermDefinition> termsOfConditions(const QList<planning::ConditionDefinition> &conditions);

// Terms the question defines itself, in brackets: "Which tracks are very short? (very short means
// under 30000 milliseconds)", "(base year = 2009, comparison year = 2013)". The brackets go and
// each term is read as its definition; brackets that define nothing used are left as they are.
// `namesMeasure` says whether a term is a measure's name ("sales"): a product of columns that
// defines one is said beside it, "sales (UnitPrice * Quantity)", which redefines the measure.
ExpandedQuestion expandQuestionDefinitions(const QString &question, const std::function<bool(const QString &)> &namesMeasure = {});

} // namespace rac::semantic
