// SPDX-License-Identifier: MIT
//
// ResultTableModel: a read-only table model over one query result
// (rac::sql::SqlTable). The rows are already in memory, but a view creating
// items for thousands of rows at once stalls the window, so rows are handed to
// views lazily: 200 at first, 200 more on each fetchMore() (Qt's
// canFetchMore/fetchMore protocol, which views call on scrolling to the end).
//
// Roles: DisplayRole is text for people (NULL shown as "NULL", doubles without
// binary noise); EditRole and SortRole are the raw values; numbers are right
// aligned. GUI thread only, like the views that show it.
#pragma once

#include "sql/SqlTable.h"

#include <QAbstractTableModel>

namespace rac::ui {

class ResultTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    static constexpr int BatchSize = 200;
    enum Roles { SortRole = Qt::UserRole + 1 };   // the raw value, for sorting

    explicit ResultTableModel(QObject *parent = nullptr);

    // Replaces the result (a model reset); shows the first batch of rows.
    void setResult(const rac::sql::SqlTable &table);
    void clear();
    // The whole result, fetched or not.
    const rac::sql::SqlTable &result() const { return m_table; }
    int totalRowCount() const { return int(m_table.rows.size()); }
    // Hands every remaining row to the views (before sorting all rows, say).
    void fetchAll();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    // Text for people: "NULL", integers as is, doubles rounded to 6 decimals
    // without trailing zeros (0.1 + 0.2 shows as 0.3).
    static QString displayText(const QVariant &value);
    // Text for files: doubles in their shortest exact form, NULL as "".
    static QString exportText(const QVariant &value);
    static bool isNumber(const QVariant &value);

private:
    rac::sql::SqlTable m_table;
    int m_fetched = 0;   // rows handed to views so far
};

} // namespace rac::ui
