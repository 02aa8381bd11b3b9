// SPDX-License-Identifier: MIT
//
// DocumentViewer: shows the source behind a citation. For a document chunk it
// shows the whole markdown file read-only, with line numbers, the cited lines
// highlighted in a theme-aware colour and scrolled into view; for a table it
// shows the table's columns and its first rows. It only displays what it is
// given: the main window reads files and previews through AgentController
// (requestDocument / requestTablePreview) and passes the results in. GUI
// thread only.
#pragma once

#include "sql/SqlTable.h"

#include <QPair>
#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QStackedWidget;
class QTableWidget;

namespace rac::ui {

class DocumentViewer : public QWidget {
    Q_OBJECT

public:
    static constexpr int kPreviewRows = 200;   // a preview, not a result grid

    explicit DocumentViewer(QWidget *parent = nullptr);

    // Lines are 1-based and inclusive; they are clamped to the text.
    void showDocument(const QString &file, const QString &text, int startLine, int endLine);
    void showTable(const QString &table, const rac::sql::SqlTable &rows, const QStringList &columnDescriptions);
    void clear();

    // The highlighted lines (1-based, inclusive) as the text view has them;
    // {0, 0} when nothing is highlighted.
    QPair<int, int> highlightedRange() const;
    QString currentFile() const { return m_file; }
    QString currentTable() const { return m_table; }
    bool showingTable() const;

    QPlainTextEdit *textView() const { return m_text; }
    QTableWidget *tableView() const { return m_rows; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyHighlight();

    QLabel *m_title = nullptr;
    QStackedWidget *m_stack = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QWidget *m_tablePage = nullptr;
    QListWidget *m_schema = nullptr;
    QTableWidget *m_rows = nullptr;
    QString m_file;
    QString m_table;
    int m_startLine = 0;   // requested range, re-applied on a palette change
    int m_endLine = 0;
};

} // namespace rac::ui
