// SPDX-License-Identifier: MIT
#include "sql/Schema.h"

#include <QHash>
#include <QQueue>
#include <QSet>

#include <algorithm>
#include <utility>

namespace rac::sql {
namespace {

bool typeContains(const QString &declared, std::initializer_list<const char *> needles)
{
    const QString upper = declared.toUpper();
    for (const char *needle : needles) {
        if (upper.contains(QLatin1String(needle)))
            return true;
    }
    return false;
}

// Letters and digits only, lower case: "department_id", "DepartmentID" and "Department ID" agree.
QString bare(const QString &name)
{
    QString out;
    for (const QChar c : name)
        if (c.isLetterOrNumber())
            out += c.toLower();
    return out;
}

// A key whose column is the referenced table's own ("employees.department_id" -> departments'
// department_id) is the membership of a row in that table; one named for a role
// ("departments.manager_id" -> employees) is a second relation between the same two tables.
bool keyNamesItsTable(const ForeignKey &fk)
{
    if (fk.fromColumns.size() != 1 || fk.toColumns.size() != 1)
        return false;
    const QString from = bare(fk.fromColumns.first());
    if (from == bare(fk.toColumns.first()))
        return true;
    const QString stem = from.endsWith(QLatin1String("id")) ? from.chopped(2) : from;
    if (stem.isEmpty())
        return false;
    // (The table named in the singular or the plural: "employee(s)", "address(es)", "categor(y|ies)".)
    const QString table = bare(fk.toTable);
    return table == stem || table == stem + QLatin1Char('s') || table == stem + QLatin1String("es")
        || (stem.endsWith(QLatin1Char('y')) && table == stem.chopped(1) + QLatin1String("ies"));
}

} // namespace

bool Column::isNumericType() const
{
    return typeContains(declaredType, {"INT", "REAL", "NUM", "DEC", "MONEY", "FLOA", "DOUB", "BIT", "BOOL"});
}

bool Column::isTextType() const
{
    return declaredType.isEmpty() || typeContains(declaredType, {"CHAR", "TEXT", "CLOB", "STRING"});
}

bool Column::isDateType() const
{
    return typeContains(declaredType, {"DATE", "TIME"});
}

const Column *Table::column(const QString &wanted) const
{
    for (const Column &c : columns) {
        if (c.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return &c;
    }
    return nullptr;
}

QStringList Table::primaryKey() const
{
    QStringList keys;
    for (const Column &c : columns) {
        if (c.primaryKey)
            keys << c.name;
    }
    return keys;
}

const Table *Schema::table(const QString &wanted) const
{
    for (const Table &t : tables) {
        if (t.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return &t;
    }
    return nullptr;
}

QList<ForeignKey> Schema::keysFrom(const QString &tableName) const
{
    QList<ForeignKey> out;
    for (const ForeignKey &fk : foreignKeys) {
        if (fk.fromTable.compare(tableName, Qt::CaseInsensitive) == 0)
            out << fk;
    }
    return out;
}

QList<ForeignKey> Schema::keysTo(const QString &tableName) const
{
    QList<ForeignKey> out;
    for (const ForeignKey &fk : foreignKeys) {
        if (fk.toTable.compare(tableName, Qt::CaseInsensitive) == 0)
            out << fk;
    }
    return out;
}

QStringList Schema::tableNames() const
{
    QStringList names;
    for (const Table &t : tables)
        names << t.name;
    return names;
}

QList<ForeignKey> Schema::joinPath(const QString &from, const QString &to) const
{
    // Breadth-first over foreign keys in both directions.
    if (from.compare(to, Qt::CaseInsensitive) == 0)
        return {};
    // Declared keys before inferred ones, and of two relations between the same tables the
    // membership before the role, so a tie between paths goes the way a reader would join.
    QList<ForeignKey> keys = foreignKeys;
    std::stable_sort(keys.begin(), keys.end(), [](const ForeignKey &a, const ForeignKey &b) {
        return std::make_pair(a.inferred, !keyNamesItsTable(a)) < std::make_pair(b.inferred, !keyNamesItsTable(b));
    });
    keys << sharedValueLinks;
    QHash<QString, ForeignKey> via;
    QSet<QString> seen{from.toLower()};
    QQueue<QString> queue;
    queue.enqueue(from);
    while (!queue.isEmpty()) {
        const QString current = queue.dequeue();
        for (const ForeignKey &fk : keys) {
            QString next;
            if (fk.fromTable.compare(current, Qt::CaseInsensitive) == 0)
                next = fk.toTable;
            else if (fk.toTable.compare(current, Qt::CaseInsensitive) == 0)
                next = fk.fromTable;
            const bool selfReference = fk.fromTable.compare(fk.toTable, Qt::CaseInsensitive) == 0;
            if (next.isEmpty() || selfReference || seen.contains(next.toLower()))
                continue;
            if (const Table *t = table(next); t && t->isView)
                continue;
            seen.insert(next.toLower());
            via.insert(next.toLower(), fk);
            if (next.compare(to, Qt::CaseInsensitive) == 0) {
                QList<ForeignKey> path;
                QString step = next;
                while (step.compare(from, Qt::CaseInsensitive) != 0) {
                    const ForeignKey key = via.value(step.toLower());
                    path.prepend(key);
                    step = key.fromTable.compare(step, Qt::CaseInsensitive) == 0 ? key.toTable : key.fromTable;
                }
                return path;
            }
            queue.enqueue(next);
        }
    }
    return {};
}

} // namespace rac::sql
