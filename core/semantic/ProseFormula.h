// SPDX-License-Identifier: MIT
//
// ProseFormula: the words of a KPI formula written for people, made names the FormulaCompiler
// reads. The documents' reader has already made the signs operators:
//   "SUM(line unit price * quantity * (1 - discount))"  -> "SUM(UnitPrice * Quantity * (1 - Discount))"
//   "Net Revenue / COUNT(DISTINCT orders)"              -> "Net Revenue / COUNT(DISTINCT OrderID)"
// A run of words is a name the documents or the model define ("Net Revenue"), a column spelled
// in words ("unit price"), or inside COUNT(DISTINCT ...) a table, counted by its key. A run that
// is none of these makes the formula unusable (`why` names it): a guess would be a wrong figure.
// So does a sum of a column that holds a rate ("total discount" -> SUM(Discount)).
#pragma once

#include "sql/Schema.h"

#include <QStringList>

#include <optional>

namespace rac::semantic {

// `aggregateNames`: the names whose formula is a sum, count or average already.
std::optional<QString> formulaOfWords(const QString &formula, const sql::Schema &schema, const QStringList &names,
                                      const QStringList &aggregateNames, QString *why);

// A sum or average of another table's column beside the line table's in the same figure
// ("SUM({Orders.Freight}) / SUM({Order Details.UnitPrice} ...)", "SUM({Products.UnitsInStock})"):
// joined to the lines, each order's freight or product's stock would be added once per line.
bool sumsAcrossGrains(const QString &templ, const QString &lineTable);

// A column read outside any sum, count or average beside one that is ("(Gross Sales + Freight) /
// number of orders"): one row's value, picked at random, would join the totals.
bool columnOutsideAggregates(const QString &templ);

} // namespace rac::semantic
