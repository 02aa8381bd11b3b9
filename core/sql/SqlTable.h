// SPDX-License-Identifier: MIT
//
// SqlTable: the result of one query, columns and rows of QVariant values,
// detached from any QSqlQuery so it can cross threads in a signal.
#pragma once

#include <QList>
#include <QMetaType>
#include <QStringList>
#include <QVariant>

namespace rac::sql {

struct SqlTable {
    QStringList columns;
    QList<QVariantList> rows;
    bool truncated = false;     // the row or byte cap cut the result
    // With truncated: how many rows the whole result has, counted without fetching
    // them; -1 when counting ran out of time (there are more than rows.size()).
    qint64 totalRows = -1;
    qint64 elapsedMs = 0;

    bool isEmpty() const { return rows.isEmpty(); }
    int columnIndex(const QString &name) const { return columns.indexOf(name); }
};

} // namespace rac::sql

Q_DECLARE_METATYPE(rac::sql::SqlTable)
