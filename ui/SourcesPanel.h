// SPDX-License-Identifier: MIT
//
// SourcesPanel: every source an answer cites, one row each. A document chunk
// shows its file, heading path ("Returns › Beverages"), line range and
// retrieval score; a table shows the columns of it that the answer's SQL
// mentions, so the analyst sees what the number was built from. Activating a
// row (double-click or Enter) asks for the source to be shown: the main window
// fetches the file or a table preview from the controller and opens it in the
// DocumentViewer. GUI thread only.
#pragma once

#include "api/RunEvents.h"

#include <QMap>
#include <QStringList>
#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace rac::ui {

class SourcesPanel : public QWidget {
    Q_OBJECT

public:
    // Tree columns.
    enum Column { SourceColumn, DetailColumn, LinesColumn, ScoreColumn };

    explicit SourcesPanel(QWidget *parent = nullptr);

    // Table name -> "Column TYPE" descriptions (EngineInfo::columns).
    void setSchema(const QMap<QString, QStringList> &columns);
    void setAnswer(const rac::Answer &answer);
    void clear();

    // The columns of `table` whose names occur in `sql` as whole words
    // (case-insensitive, outside string literals), in schema order.
    QStringList columnsUsed(const QString &table, const QString &sql) const;

    QTreeWidget *tree() const { return m_tree; }

Q_SIGNALS:
    void documentRequested(const QString &file, int startLine, int endLine);
    void tablePreviewRequested(const QString &table);

private:
    void activate(QTreeWidgetItem *item);

    QLabel *m_summary = nullptr;
    QTreeWidget *m_tree = nullptr;
    QMap<QString, QStringList> m_schema;
};

} // namespace rac::ui
