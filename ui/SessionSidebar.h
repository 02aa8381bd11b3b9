// SPDX-License-Identifier: MIT
//
// SessionSidebar: the list of saved chat sessions (title and date, newest
// first) with a "New chat" button. Like ChatPane it only reports what the user
// asked for; the main window changes the store and calls setSessions() again.
// Renaming edits the title in place (F2 or the context menu) and deleting asks
// for confirmation in a window-modal box, so neither runs a nested event loop.
// GUI thread only.
#pragma once

#include "store/SessionStore.h"

#include <QWidget>

class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace rac::ui {

class SessionSidebar : public QWidget {
    Q_OBJECT

public:
    explicit SessionSidebar(QWidget *parent = nullptr);

    // Replaces the list, keeping the current session selected if it is still there.
    void setSessions(const QList<rac::store::SessionInfo> &sessions);
    // Selects a session without emitting sessionActivated; 0 clears the selection.
    void setCurrentSession(qint64 sessionId);
    qint64 currentSession() const;

    // Starts in-place editing of a session's title (F2, context menu).
    void beginRename(qint64 sessionId);

Q_SIGNALS:
    void newSessionRequested();
    void sessionActivated(qint64 sessionId);
    void renameRequested(qint64 sessionId, const QString &title);
    void deleteRequested(qint64 sessionId);

private:
    QListWidgetItem *itemFor(qint64 sessionId) const;
    void showContextMenu(const QPoint &pos);
    void confirmDelete(qint64 sessionId);
    void titleEdited(QListWidgetItem *item);

    QPushButton *m_newButton = nullptr;
    QListWidget *m_list = nullptr;
    bool m_updating = false;   // set while the code, not the user, changes the list
};

} // namespace rac::ui
