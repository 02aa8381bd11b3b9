// SPDX-License-Identifier: MIT
//
// SchemaIntrospector: reads what a SQLite database contains (tables, views,
// columns, primary keys, foreign keys) into a Schema value. Many real databases
// (Northwind among them) declare only some of their foreign keys, so where a
// table declares none for a column we infer one from naming: Orders.EmployeeID
// -> Employees.EmployeeID, marked inferred. SQLite's internal tables and the
// shadow tables behind FTS/R-tree virtual tables are left out.
// Use it on the thread that owns the QSqlDatabase connection.
#pragma once

#include "common/Result.h"
#include "sql/Schema.h"

#include <QSqlDatabase>

namespace rac::sql {

class SchemaIntrospector {
public:
    // Tables and views in catalogue (creation) order. With countRows, fills
    // Table::rowCount for tables; views stay at -1 since counting one runs its query.
    static Result<Schema> read(const QSqlDatabase &db, bool countRows = false);
    // Orders.EmployeeID -> Employees.EmployeeID: columns named exactly like another table's
    // single-column primary key, where no key is declared for them (marked inferred).
    static QList<ForeignKey> namedForeignKeys(const Schema &schema);
};

} // namespace rac::sql
