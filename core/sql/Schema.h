// SPDX-License-Identifier: MIT
//
// Schema: what a database contains, as plain values. Filled by SchemaIntrospector
// (which reads the catalogue), read by the semantic engine and the repair rules.
// Copyable; safe to share between threads once built.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace rac::sql {

struct Column {
    QString name;
    QString declaredType;    // as written in the DDL ("NUMERIC", "DATETIME", "")
    bool primaryKey = false;
    bool notNull = false;

    bool isNumericType() const;   // INT, REAL, NUMERIC, DECIMAL, MONEY, FLOAT, DOUBLE
    bool isTextType() const;      // CHAR, TEXT, CLOB, or no declared type
    bool isDateType() const;      // DATE, TIME, TIMESTAMP
};

struct ForeignKey {
    QString fromTable;
    QStringList fromColumns;
    QString toTable;
    QStringList toColumns;
    bool inferred = false;   // guessed from names because the DDL declared none
    // Two link tables whose rows meet on a value neither side keys, since no table holds it
    // (Frequents.pizzeria = Serves.pizzeria): each row may meet many, in both directions.
    bool sharedValues = false;
};

struct Table {
    QString name;
    bool isView = false;
    QList<Column> columns;
    qint64 rowCount = -1;    // -1 when not counted

    const Column *column(const QString &name) const;   // case-insensitive
    QStringList primaryKey() const;
};

struct Schema {
    QList<Table> tables;
    QList<ForeignKey> foreignKeys;
    // Rows that meet on a value no table keys (KeyInference's shared-value links): no row points
    // at another through them, so only join paths and the bridges a verb names use them.
    QList<ForeignKey> sharedValueLinks;

    const Table *table(const QString &name) const;      // case-insensitive
    QList<ForeignKey> keysFrom(const QString &table) const;
    QList<ForeignKey> keysTo(const QString &table) const;
    // Shortest join path between two tables over foreign keys in either direction: the keys to
    // follow, empty for the same table or none. Self-references and views are no path; ties go
    // to declared keys, then to keys named for the table they point at (a row's membership,
    // "department_id") over keys named for a role ("manager_id"), so the path is deterministic.
    // Shared-value links come last, for tables no key joins.
    QList<ForeignKey> joinPath(const QString &from, const QString &to) const;
    QStringList tableNames() const;
};

} // namespace rac::sql
