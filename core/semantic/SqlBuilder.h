// SPDX-License-Identifier: MIT
//
// SqlBuilder: compiles an Intent into one read-only SELECT for the model's
// dialect. It plans the joins over foreign keys from a base table chosen by
// the measures' grain (order lines, orders, or an entity), compares dates
// through the dialect's date function (dirty dates stay comparable), groups by
// keys rather than display names, and breaks ranking ties by key. Order-level
// measures filtered by line-level attributes use a semi-join so freight is not
// counted once per line. Pure; any thread.
#pragma once

#include "common/Result.h"
#include "semantic/Intent.h"
#include "semantic/SemanticModel.h"

namespace rac::semantic {

struct CompiledQuery {
    QString sql;
    QStringList tables;         // real table names the SQL reads
    QStringList citedChunks;    // KPI chunks whose definitions it uses
    QStringList notes;          // definitions, periods, tie-breaks, for the explanation
    QStringList columns;        // output column labels
};

class SqlBuilder {
public:
    SqlBuilder(const SemanticModel &model, const sql::SqlDialect &dialect) : m_model(model), m_dialect(dialect) {}

    Result<CompiledQuery> build(const Intent &intent) const;

private:
    struct Select;   // one SELECT under construction
    Result<QString> aggregateSelect(const Intent &intent, const QList<Filter> &filters,
                                    const QList<planning::DateRange> &periods, CompiledQuery &out) const;
    Result<QString> entityList(const Intent &intent, CompiledQuery &out) const;
    // "c.CategoryName IN ('Beverages')" / "CAST(p.Discontinued AS INTEGER) = 1", joining through `s`.
    Result<QString> filterCondition(Select &s, const Filter &filter, const Dimension &dimension) const;

    const SemanticModel &m_model;
    const sql::SqlDialect &m_dialect;
};

} // namespace rac::semantic
