// SPDX-License-Identifier: MIT
//
// SqlTable: the result of one query, columns and rows of QVariant values,
// detached from any QSqlQuery so it can cross threads in a signal.
#pragma once

#include <QList>
#include <QMetaType>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <cmath>

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

// Two cells that hold the same value: numbers equal to within float noise (a total of money
// summed in another order is 77.24 and 77.23999999999), anything else exactly.
inline bool sameCellValue(const QVariant &a, const QVariant &b)
{
    const auto numeric = [](const QVariant &v) {
        const int t = v.typeId();
        return t == QMetaType::Double || t == QMetaType::Float || t == QMetaType::Int || t == QMetaType::LongLong
            || t == QMetaType::UInt || t == QMetaType::ULongLong;
    };
    if (numeric(a) && numeric(b)) {
        const double x = a.toDouble(), y = b.toDouble();
        return std::abs(x - y) <= 1e-9 * std::max({1.0, std::abs(x), std::abs(y)});
    }
    return a == b;
}

} // namespace rac::sql

Q_DECLARE_METATYPE(rac::sql::SqlTable)
