// SPDX-License-Identifier: MIT
//
// QueryRenderer: turns a QueryTree into SQL text for one SqlDialect. It picks
// the joins: the tables a query reads are connected to its base table along
// the foreign-key graph by the shortest paths (a Steiner tree grown one table
// at a time, so bridge tables such as order lines come in by themselves).
// Subqueries get their own aliases and may refer to the outer query's tables.
// Pure; any thread.
#pragma once

#include "common/Result.h"
#include "semantic/parse/QueryTree.h"
#include "sql/Schema.h"
#include "sql/SqlDialect.h"

namespace rac::semantic {

struct RenderedQuery {
    QString sql;
    QStringList tables;     // every table read, subqueries included
};

class QueryRenderer {
public:
    QueryRenderer(const sql::Schema &schema, const sql::SqlDialect &dialect) : m_schema(schema), m_dialect(dialect) {}

    // NotFound when two tables the query needs are not connected by foreign keys.
    Result<RenderedQuery> render(const Query &query) const;

private:
    struct Scope;
    Result<QString> renderQuery(const Query &query, const Scope *outer, int &aliasCounter, QStringList &tablesRead) const;
    QString expr(const Expr &e, const Scope &scope, int &aliasCounter, QStringList &tablesRead) const;
    QString condition(const Condition &c, const Scope &scope, int &aliasCounter, QStringList &tablesRead) const;
    // The rows' figures (`rows`, one column band_figure) put in bands, with the figures per band.
    QString banded(const Query::Banded &b, const QString &rows) const;

    const sql::Schema &m_schema;
    const sql::SqlDialect &m_dialect;
};

} // namespace rac::semantic
