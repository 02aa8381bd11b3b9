// SPDX-License-Identifier: MIT
//
// KeyInference: foreign keys a database never declared and names alone do not
// reveal, such as Northwind's Orders.ShipVia -> Shippers.ShipperID. A column
// is taken to point at a table when it is an integer column sharing at least
// four leading letters with the table's name and every value it holds is one
// of that table's single-column primary key values (checked with one query).
// A column whose name says it points at another row of its own table (EMP.MGR,
// "reports_to") is tried against its own table's key the same way, and so is one named as a key
// with a role's number or word added ("ID1" -> Highschooler.ID). A table that declares no primary
// key gets the id column whose values are all there and all different (Movie.mID), and the
// columns named like it point at it (Rating.mID).
// Runs once when a database is opened, on the executor's thread.
#pragma once

#include "sql/Schema.h"

namespace rac::sql {

class QueryExecutor;
class SqlDialect;

class KeyInference {
public:
    // Appends the keys it can prove to schema.foreignKeys (marked inferred).
    static void addValueMatchedKeys(Schema &schema, QueryExecutor &executor, const SqlDialect &dialect);
};

} // namespace rac::sql
