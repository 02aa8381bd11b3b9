// SPDX-License-Identifier: MIT
#include "sql/KeyInference.h"

#include <algorithm>

#include "sql/QueryExecutor.h"
#include "sql/SqlDialect.h"

namespace rac::sql {
namespace {

int commonPrefix(const QString &a, const QString &b)
{
    int n = 0;
    while (n < a.size() && n < b.size() && a.at(n).toLower() == b.at(n).toLower())
        ++n;
    return n;
}

bool hasKeyFrom(const Schema &schema, const QString &table, const QString &column)
{
    for (const ForeignKey &fk : schema.keysFrom(table)) {
        if (fk.fromColumns.contains(column, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

// Words in a column's name that say a row points at another row of its own table (SCOTT's
// EMP.MGR, "manager_id", "reports_to", "parent_id"): only such a column is tried as a
// self-reference, since small whole numbers of any column may happen to be keys too.
bool namesAnotherRowOfItsTable(const QString &column)
{
    static const QStringList roles{QStringLiteral("mgr"), QStringLiteral("manager"), QStringLiteral("boss"), QStringLiteral("supervisor"),
                                   QStringLiteral("report"), QStringLiteral("parent"), QStringLiteral("lead"), QStringLiteral("head"),
                                   QStringLiteral("chief"), QStringLiteral("superior")};
    const QString lower = column.toLower();
    return std::any_of(roles.cbegin(), roles.cend(), [&lower](const QString &r) { return lower.contains(r); });
}

} // namespace

void KeyInference::addValueMatchedKeys(Schema &schema, QueryExecutor &executor, const SqlDialect &dialect)
{
    QList<ForeignKey> found;
    for (const Table &from : schema.tables) {
        if (from.isView)
            continue;
        for (const Column &c : from.columns) {
            if (c.primaryKey || !c.declaredType.contains(QLatin1String("INT"), Qt::CaseInsensitive)
                || hasKeyFrom(schema, from.name, c.name))
                continue;
            for (const Table &to : schema.tables) {
                // Another table sharing the name's first letters, or this one when the name says
                // so (EMP.MGR -> EMP.EMPNO, which the DDL of the classic SCOTT schema leaves out).
                const bool self = to.name == from.name && namesAnotherRowOfItsTable(c.name);
                if (to.isView || (to.name == from.name && !self) || to.primaryKey().size() != 1 || (!self && commonPrefix(c.name, to.name) < 4))
                    continue;
                const QString key = to.primaryKey().first();
                // No value outside the target's keys, and at least one value at all.
                const QString sql = QStringLiteral("SELECT (SELECT COUNT(*) FROM %1 WHERE %2 IS NOT NULL AND %2 NOT IN "
                                                   "(SELECT %3 FROM %4)), (SELECT COUNT(%2) FROM %1)")
                                        .arg(dialect.quoteIdentifier(from.name), dialect.quoteIdentifier(c.name),
                                             dialect.quoteIdentifier(key), dialect.quoteIdentifier(to.name));
                Result<SqlTable> r = executor.run(sql);
                if (!r || r->rows.isEmpty())
                    continue;
                if (r->rows.first().value(0).toLongLong() == 0 && r->rows.first().value(1).toLongLong() > 0) {
                    found << ForeignKey{from.name, {c.name}, to.name, {key}, true};
                    break;
                }
            }
        }
    }
    schema.foreignKeys << found;
}

} // namespace rac::sql
