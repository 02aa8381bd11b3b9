// SPDX-License-Identifier: MIT
//
// SqlRepairer: fixes the mistakes language models make most often in SQLite
// SQL, by rule, from SQLite's error message and the schema, before anyone
// pays for another model call. Each rule is small and names itself (`rule`),
// so the trace shows which one fired:
//   quote-spaced-table   FROM Order Details o        -> FROM "Order Details" o
//   dialect-function     YEAR(x), MONTH(x), DAY(x), DATEPART(year, x),
//                        EXTRACT(YEAR FROM x), DATEDIFF, GETDATE(), NOW(),
//                        ISNULL(a, b), LEN(x), CONCAT(a, b) -> SQLite forms
//   top-to-limit         SELECT TOP 5 ...            -> SELECT ... LIMIT 5
//   nearest-table        no such table: order_details -> "Order Details"
//   nearest-column       no such column: o.OrderDat  -> o.OrderDate
//   qualify-ambiguous    ambiguous column name: ProductID -> p.ProductID
//   aggregate-to-having  misuse of aggregate ... (SUM() in WHERE) -> HAVING
// Rules rewrite tokens, never text inside string literals. The repairer
// proposes one fix per call; the caller runs it and, if SQLite reports the
// next problem, calls again.
//
// Holds a copy of the schema and a reference to the dialect, which must
// outlive it. Const and stateless after construction: safe from any thread.
#pragma once

#include "sql/Schema.h"
#include "sql/SqlDialect.h"

#include <QMetaType>
#include <QString>

#include <optional>

namespace rac::sql {

struct RepairAttempt {
    QString sql;
    QString rule;          // short id, e.g. "nearest-column"
    QString description;   // one line for the trace: what was changed and why
};

class SqlRepairer {
public:
    SqlRepairer(const Schema &schema, const SqlDialect &dialect);

    // The repaired SQL, or nullopt when no rule applies (then the caller gives
    // up or asks a language model). A rewrite that leaves the SQL unchanged
    // counts as no repair, so a caller looping on repair() always stops.
    std::optional<RepairAttempt> repair(const QString &sql, const QString &errorMessage) const;

private:
    Schema m_schema;
    const SqlDialect &m_dialect;
};

} // namespace rac::sql

Q_DECLARE_METATYPE(rac::sql::RepairAttempt)
