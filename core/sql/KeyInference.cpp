// SPDX-License-Identifier: MIT
#include "sql/KeyInference.h"

#include <algorithm>

#include "sql/QueryExecutor.h"
#include "sql/SchemaIntrospector.h"
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

// A name that says a column identifies its table's rows: "id", the table's name and "id"
// ("MovieID", "movie_id", "movies_id"), or its first letters and "id" ("mID" in Movie, "sid" in
// Sailors). "ID1" or "author_id" in another table name other rows, and are no key of this one.
bool namesOwnKey(const QString &table, const QString &column, const QString &suffix = QStringLiteral("id"))
{
    QString name = column.toLower();
    name.remove(QLatin1Char('_'));
    if (!name.endsWith(suffix))
        return false;
    const QString head = name.chopped(suffix.size());
    const QString tableName = table.toLower().remove(QLatin1Char('_')).remove(QLatin1Char(' '));
    if (head.isEmpty())
        return true;
    const QString singular = tableName.endsWith(QLatin1Char('s')) ? tableName.chopped(1) : tableName;
    return head == tableName || head == singular || (head.size() <= 3 && tableName.startsWith(head));
}

// "ID1", "ID2" (a link table's two ends, Friend(ID1, ID2) -> Highschooler.ID) and
// "requiredCourseID" (-> Course.CourseID): a key's name with a role's number or word added.
bool namesKeyInARole(const QString &column, const QString &key)
{
    const QString name = column.toLower(), keyName = key.toLower();
    if (name == keyName)
        return false;
    QString stripped = name;
    while (!stripped.isEmpty() && (stripped.back().isDigit() || stripped.back() == QLatin1Char('_')))
        stripped.chop(1);
    return stripped == keyName || (keyName.size() >= 4 && name.endsWith(keyName));
}

bool sameKey(const ForeignKey &a, const ForeignKey &b)
{
    return a.fromTable == b.fromTable && a.fromColumns == b.fromColumns && a.toTable == b.toTable;
}

// Primary keys the DDL left out: in a table with none, the first column named as its own id
// (namesOwnKey) whose values are all present and all different; with no such id, a name column
// named so ("cName" in College, which Apply.cName names).
bool addUniqueIdKeys(Schema &schema, QueryExecutor &executor, const SqlDialect &dialect)
{
    bool added = false;
    for (Table &table : schema.tables) {
        if (table.isView || !table.primaryKey().isEmpty())
            continue;
        QList<Column *> candidates;
        for (Column &c : table.columns)
            if (namesOwnKey(table.name, c.name))
                candidates << &c;
        if (candidates.isEmpty())
            for (Column &c : table.columns)
                if (namesOwnKey(table.name, c.name, QStringLiteral("name")) && c.name.compare(QLatin1String("name"), Qt::CaseInsensitive) != 0)
                    candidates << &c;
        for (Column *column : std::as_const(candidates)) {
            Column &c = *column;
            const QString sql = QStringLiteral("SELECT COUNT(*), COUNT(DISTINCT %1), COUNT(%1) FROM %2")
                                    .arg(dialect.quoteIdentifier(c.name), dialect.quoteIdentifier(table.name));
            Result<SqlTable> r = executor.run(sql);
            if (!r || r->rows.isEmpty())
                continue;
            const qint64 rows = r->rows.first().value(0).toLongLong();
            if (rows > 0 && r->rows.first().value(1).toLongLong() == rows && r->rows.first().value(2).toLongLong() == rows) {
                c.primaryKey = true;
                added = true;
                break;
            }
        }
    }
    return added;
}

// A column named as a table, in the singular or as it is (Serves.bar -> Bars.name in Ullman's
// beers database): it names that table's rows, whatever its type.
bool namesTable(const QString &column, const QString &table)
{
    const QString name = column.toLower(), tableName = table.toLower();
    return name == tableName || (tableName.endsWith(QLatin1Char('s')) && name == tableName.chopped(1))
        || (tableName.endsWith(QLatin1String("ies")) && name == tableName.chopped(3) + QLatin1Char('y'));
}

bool keyedByAnyTable(const Schema &schema, const QString &column)
{
    return std::any_of(schema.tables.cbegin(), schema.tables.cend(), [&column](const Table &t) {
        const QStringList key = t.primaryKey();
        return !t.isView && key.size() == 1 && key.first().compare(column, Qt::CaseInsensitive) == 0;
    });
}

// Link tables that share a column of their composite keys which no table keys and no key of
// theirs points from (Widom's pizza database: Frequents(name, pizzeria), Serves(pizzeria, pizza,
// price), Eats(name, pizza)): the pizzeria is a thing of its own the schema gave no table, and
// its rows meet on its values. Only when some value is on both sides.
QList<ForeignKey> sharedValueLinks(const Schema &schema, QueryExecutor &executor, const SqlDialect &dialect)
{
    QList<ForeignKey> links;
    for (int i = 0; i < schema.tables.size(); ++i) {
        const Table &a = schema.tables.at(i);
        const QStringList keyA = a.primaryKey();
        if (a.isView || keyA.size() < 2)
            continue;
        for (int j = i + 1; j < schema.tables.size(); ++j) {
            const Table &b = schema.tables.at(j);
            const QStringList keyB = b.primaryKey();
            if (b.isView || keyB.size() < 2)
                continue;
            for (const QString &column : keyA) {
                if (!keyB.contains(column, Qt::CaseInsensitive) || hasKeyFrom(schema, a.name, column) || hasKeyFrom(schema, b.name, column)
                    || keyedByAnyTable(schema, column))
                    continue;
                const QString other = *std::find_if(keyB.cbegin(), keyB.cend(), [&column](const QString &k) { return k.compare(column, Qt::CaseInsensitive) == 0; });
                const QString sql = QStringLiteral("SELECT EXISTS (SELECT 1 FROM %1 WHERE %2 IN (SELECT %3 FROM %4))")
                                        .arg(dialect.quoteIdentifier(a.name), dialect.quoteIdentifier(column),
                                             dialect.quoteIdentifier(other), dialect.quoteIdentifier(b.name));
                Result<SqlTable> r = executor.run(sql);
                if (!r || r->rows.isEmpty() || r->rows.first().value(0).toLongLong() == 0)
                    continue;
                ForeignKey link{a.name, {column}, b.name, {other}, true};
                link.sharedValues = true;
                links << link;
            }
        }
    }
    return links;
}

} // namespace

void KeyInference::addValueMatchedKeys(Schema &schema, QueryExecutor &executor, const SqlDialect &dialect)
{
    // Keys first, then the columns named like them (Rating.mID -> Movie.mID once Movie.mID is its key).
    if (addUniqueIdKeys(schema, executor, dialect)) {
        for (const ForeignKey &named : SchemaIntrospector::namedForeignKeys(schema))
            if (std::none_of(schema.foreignKeys.cbegin(), schema.foreignKeys.cend(), [&named](const ForeignKey &k) { return sameKey(k, named); }))
                schema.foreignKeys << named;
    }
    QList<ForeignKey> found;
    for (const Table &from : schema.tables) {
        if (from.isView)
            continue;
        for (const Column &c : from.columns) {
            const bool integer = c.declaredType.contains(QLatin1String("INT"), Qt::CaseInsensitive);
            if ((c.primaryKey && from.primaryKey().size() == 1) || hasKeyFrom(schema, from.name, c.name))
                continue;
            if (!integer && std::none_of(schema.tables.cbegin(), schema.tables.cend(), [&c](const Table &t) { return namesTable(c.name, t.name); }))
                continue;
            for (const Table &to : schema.tables) {
                // Another table sharing the name's first letters, or this one when the name says
                // so (EMP.MGR -> EMP.EMPNO, which the DDL of the classic SCOTT schema leaves out).
                const bool self = to.name == from.name && namesAnotherRowOfItsTable(c.name);
                if (to.isView || (to.name == from.name && !self) || to.primaryKey().size() != 1)
                    continue;
                const QString key = to.primaryKey().first();
                // (A text column only when named as the table: text codes share letters by chance.)
                if (!integer && !namesTable(c.name, to.name))
                    continue;
                if (!self && integer && commonPrefix(c.name, to.name) < 4 && !namesKeyInARole(c.name, key))
                    continue;
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
    schema.sharedValueLinks = sharedValueLinks(schema, executor, dialect);
}

} // namespace rac::sql
