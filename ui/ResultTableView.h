// SPDX-License-Identifier: MIT
//
// ResultTableView: shows a query result as a sortable table with a footer
// (row count, time, and a note when the row cap cut the result). It is a
// QWidget holding a QTableView over a sorting proxy and a ResultTableModel;
// the footer is why it is not a bare QTableView.
//
// Public API, for the main window:
//   setResult(table) / clear()      show a result (rows are fetched lazily, 200 at a time)
//   selectionAsTsv()                the selection as tab-separated text with a header line
//   copySelection()                 the same, to the clipboard (also Ctrl+C and the context menu)
//   exportCsv(path)                 every row, RFC 4180, UTF-8; also "Export CSV…" in the context menu
//   csvExported(path, ok)           emitted after an export the user started from the menu
//   tableView(), model()            the inner view and the source model, for tuning and tests
//
// Sorting compares numbers numerically (numeric text too), puts NULLs first
// and fetches all rows before sorting, so a sort is over the whole result.
// GUI thread only; the file dialog is opened without a nested event loop.
#pragma once

#include "sql/SqlTable.h"

#include <QWidget>

class QLabel;
class QMenu;
class QSortFilterProxyModel;
class QTableView;

namespace rac::ui {

class ResultTableModel;

class ResultTableView : public QWidget {
    Q_OBJECT

public:
    explicit ResultTableView(QWidget *parent = nullptr);

    void setResult(const rac::sql::SqlTable &table);
    void clear();

    // The selected cells in view order: a header line of the selected
    // columns, then one line per selected row, each ending in "\n". Cells
    // inside the bounding box but not selected are empty; NULL is empty; tabs
    // and line breaks inside values become spaces. "" when nothing is selected.
    QString selectionAsTsv() const;
    void copySelection() const;

    // Writes all rows (not only the fetched ones), in the order shown when the
    // user sorted, else the query's order: a header line, CRLF line ends,
    // fields quoted when they hold a comma, quote or line break (RFC 4180).
    // Returns false when the file cannot be written.
    bool exportCsv(const QString &path) const;

    QTableView *tableView() const { return m_table; }
    ResultTableModel *model() const { return m_model; }
    QString footerText() const;

Q_SIGNALS:
    void csvExported(const QString &path, bool ok);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void promptExportCsv();
    void updateFooter();

    ResultTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_footer = nullptr;
    QMenu *m_menu = nullptr;
};

} // namespace rac::ui
