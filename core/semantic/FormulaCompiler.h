// SPDX-License-Identifier: MIT
//
// FormulaCompiler: turns a KPI formula as a document writes it
// ("SUM((UnitPrice - CostOfGoods) * Quantity * (1 - Discount))",
// "Revenue / COUNT(DISTINCT OrderID)") into an expression template over real
// columns ({Order Details.UnitPrice}). Names of other definitions are expanded
// first (Revenue, CostOfGoods = 0.7 * UnitPrice), then each bare column is
// resolved to the table that holds it, preferring tables the formula already
// reads so SUM(Freight)/COUNT(DISTINCT OrderID) stays on the order table and
// does not fan out over order lines. Pure; any thread.
#pragma once

#include "sql/Schema.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace rac::semantic {

struct NamedFormula {
    QString name;
    QStringList aliases;
    QString formula;
};

class FormulaCompiler {
public:
    // preferredTables: where bare columns are looked up, in order of preference.
    FormulaCompiler(const sql::Schema &schema, QStringList preferredTables, QList<NamedFormula> definitions);

    // The template, or nullopt with `why` set when a name cannot be resolved.
    std::optional<QString> compile(const QString &formula, const QString &selfName, QString *why) const;

    // Expands definitions only (no column resolution); exposed for tests.
    QString expand(const QString &formula, const QString &selfName, int depth = 0) const;

private:
    sql::Schema m_schema;
    QStringList m_preferredTables;
    QList<NamedFormula> m_definitions;
};

} // namespace rac::semantic
