// SPDX-License-Identifier: MIT
#include "sql/SchemaIntrospector.h"

#include <QMap>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace rac::sql {
namespace {

// Always quote: PRAGMA arguments and table names like "Order Details" need it,
// and quoting a plain name is harmless.
QString quoted(const QString &name)
{
    QString escaped = name;
    escaped.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

Error queryError(const QSqlQuery &query, const QString &sql)
{
    const QSqlError error = query.lastError();
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return makeError(ErrorCode::Sql, text, sql);
}

struct CatalogEntry {
    QString name;
    bool isView = false;
    bool isVirtual = false;
};

// Shadow tables SQLite creates next to a virtual table "x": x_content, x_data, ...
// (FTS3/4/5 and R-tree). They are storage details, not data anyone asks about.
bool isShadowTable(const QString &name, const QList<CatalogEntry> &entries)
{
    static const char *const suffixes[] = {"_content", "_segments", "_segdir", "_docsize", "_stat", "_data",
                                           "_idx",     "_config",   "_node",   "_rowid",   "_parent"};
    for (const CatalogEntry &entry : entries) {
        if (!entry.isVirtual)
            continue;
        for (const char *suffix : suffixes) {
            if (name.compare(entry.name + QLatin1String(suffix), Qt::CaseInsensitive) == 0)
                return true;
        }
    }
    return false;
}

Result<QList<CatalogEntry>> readCatalog(const QSqlDatabase &db)
{
    const QString sql = QStringLiteral(
        "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view') ORDER BY rowid");
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql))
        return queryError(query, sql);
    QList<CatalogEntry> all;
    static const QRegularExpression virtualTable(QStringLiteral("^\\s*CREATE\\s+VIRTUAL\\s+TABLE\\b"),
                                                 QRegularExpression::CaseInsensitiveOption);
    while (query.next()) {
        CatalogEntry entry;
        entry.isView = query.value(0).toString() == QLatin1String("view");
        entry.name = query.value(1).toString();
        entry.isVirtual = virtualTable.match(query.value(2).toString()).hasMatch();
        all << entry;
    }
    QList<CatalogEntry> kept;
    for (const CatalogEntry &entry : std::as_const(all)) {
        if (entry.name.startsWith(QLatin1String("sqlite_"), Qt::CaseInsensitive) || isShadowTable(entry.name, all))
            continue;
        kept << entry;
    }
    return kept;
}

Result<QList<Column>> readColumns(const QSqlDatabase &db, const QString &table)
{
    const QString sql = QStringLiteral("PRAGMA table_info(%1)").arg(quoted(table));
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql))
        return queryError(query, sql);
    QList<Column> columns;
    // cid, name, type, notnull, dflt_value, pk (1-based position in the key, 0 if not in it)
    while (query.next()) {
        Column column;
        column.name = query.value(1).toString();
        column.declaredType = query.value(2).toString();
        column.notNull = query.value(3).toInt() != 0;
        column.primaryKey = query.value(5).toInt() > 0;
        columns << column;
    }
    return columns;
}

// Declared keys; toColumns is left empty when the DDL names only the parent
// table (REFERENCES Orders), to be resolved to its primary key later.
Result<QList<ForeignKey>> readForeignKeys(const QSqlDatabase &db, const QString &table)
{
    const QString sql = QStringLiteral("PRAGMA foreign_key_list(%1)").arg(quoted(table));
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql))
        return queryError(query, sql);
    // id, seq, table, from, to, on_update, on_delete, match; one row per column.
    QMap<int, ForeignKey> byId;
    QMap<int, bool> implicitTarget;
    while (query.next()) {
        const int id = query.value(0).toInt();
        ForeignKey &key = byId[id];
        key.fromTable = table;
        key.toTable = query.value(2).toString();
        key.fromColumns << query.value(3).toString();
        if (query.value(4).isNull())
            implicitTarget[id] = true;
        else
            key.toColumns << query.value(4).toString();
    }
    QList<ForeignKey> keys;
    for (auto it = byId.begin(); it != byId.end(); ++it) {
        if (implicitTarget.value(it.key()))
            it->toColumns.clear();
        keys << *it;
    }
    return keys;
}

Result<qint64> countRows(const QSqlDatabase &db, const QString &table)
{
    const QString sql = QStringLiteral("SELECT count(*) FROM %1").arg(quoted(table));
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql) || !query.next())
        return queryError(query, sql);
    return query.value(0).toLongLong();
}

bool declaresKeyFor(const QList<ForeignKey> &keys, const QString &table, const QString &column)
{
    for (const ForeignKey &key : keys) {
        if (key.inferred || key.fromTable.compare(table, Qt::CaseInsensitive) != 0)
            continue;
        for (const QString &from : key.fromColumns) {
            if (from.compare(column, Qt::CaseInsensitive) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

Result<Schema> SchemaIntrospector::read(const QSqlDatabase &db, bool countRowsToo)
{
    if (!db.isOpen())
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("database connection is not open"),
                         db.connectionName());

    Result<QList<CatalogEntry>> catalog = readCatalog(db);
    if (!catalog)
        return catalog.error();

    Schema schema;
    for (const CatalogEntry &entry : catalog.value()) {
        Result<QList<Column>> columns = readColumns(db, entry.name);
        if (!columns) {
            // A virtual table whose module this build lacks ("no such module")
            // or a view over a table that no longer exists cannot be queried
            // anyway; skip it rather than lose the whole schema.
            if (entry.isVirtual || entry.isView)
                continue;
            return columns.error();
        }
        Table table;
        table.name = entry.name;
        table.isView = entry.isView;
        table.columns = columns.value();
        if (countRowsToo && !entry.isView) {
            Result<qint64> count = countRows(db, entry.name);
            if (!count)
                return count.error();
            table.rowCount = count.value();
        }
        schema.tables << table;

        if (!entry.isView && !entry.isVirtual) {
            Result<QList<ForeignKey>> keys = readForeignKeys(db, entry.name);
            if (!keys)
                return keys.error();
            schema.foreignKeys << keys.value();
        }
    }

    // Parent names are as written in the DDL; use the catalogue's spelling, and
    // the parent's primary key where the DDL named only the table.
    for (ForeignKey &key : schema.foreignKeys) {
        const Table *target = schema.table(key.toTable);
        if (!target)
            continue;
        key.toTable = target->name;
        if (key.toColumns.isEmpty())
            key.toColumns = target->primaryKey();
    }
    schema.foreignKeys << namedForeignKeys(schema);
    return schema;
}

// Orders.EmployeeID -> Employees.EmployeeID when the DDL is silent: the column is
// named exactly like another table's single-column primary key. A table's own
// sole key (Customers.CustomerID) is never a reference; a column inside a
// composite key ("Order Details".OrderID) may be. Views take no part: they
// would duplicate the join paths of the tables they read.
QList<ForeignKey> SchemaIntrospector::namedForeignKeys(const Schema &schema)
{
    QList<ForeignKey> inferred;
    for (const Table &table : schema.tables) {
        if (table.isView)
            continue;
        const QStringList ownKey = table.primaryKey();
        for (const Column &column : table.columns) {
            if (declaresKeyFor(schema.foreignKeys, table.name, column.name))
                continue;
            if (ownKey.size() == 1 && ownKey.first().compare(column.name, Qt::CaseInsensitive) == 0)
                continue;
            for (const Table &target : schema.tables) {
                if (target.isView || &target == &table)
                    continue;
                const QStringList targetKey = target.primaryKey();
                if (targetKey.size() != 1 || targetKey.first().compare(column.name, Qt::CaseInsensitive) != 0)
                    continue;
                inferred << ForeignKey{table.name, {column.name}, target.name, {targetKey.first()}, true};
                break;
            }
        }
    }
    return inferred;
}

} // namespace rac::sql
