// SPDX-License-Identifier: MIT
//
// MainWindow: the desktop app. The chat is the centre; dockable panes around
// it show the selected answer's live graph trace (with Step/Continue and
// breakpoints), its SQL in an editor (Ctrl+Enter re-runs edited SQL), the
// result table, a chart, and the cited sources with a document viewer. Chat
// sessions are saved as messages arrive and listed in a sidebar. The window
// only wires widgets to the AgentController: no agent, database or disk work
// happens here beyond the session store's small writes. GUI thread only.
#pragma once

#include "api/RunEvents.h"

#include <QFileDialog>
#include <QHash>
#include <QMainWindow>

#include <functional>
#include <memory>

class QLabel;
class QProgressBar;

namespace rac {
class AgentController;
struct Error;
namespace store {
class SessionStore;
}
} // namespace rac

namespace rac::ui {

class ChartView;
class ChatPane;
class DocumentViewer;
class ResultTableView;
class SessionSidebar;
class SourcesPanel;
class SqlEditor;
class TracePane;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // store may be null (sessions then live only as long as the window).
    MainWindow(AgentController &controller, store::SessionStore *store, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a database and corpus (also used at start-up and by the settings actions).
    void openData(const QString &databasePath, const QString &corpusDir);
    // Where the few-shot store lives and which evaluation file seeds it; also
    // applies the saved language-model settings.
    void setModelPaths(const QString &examplesPath, const QString &seedEvalPath);
    // Puts the question in the chat input and asks it (also used by --ask).
    void askQuestion(const QString &question, const QString &formatHint = {});

    // For tests and --screenshot: the panes.
    ChatPane *chatPane() const { return m_chat; }
    TracePane *tracePane() const { return m_trace; }
    SqlEditor *sqlEditor() const { return m_sql; }
    ResultTableView *resultView() const { return m_results; }
    ChartView *chartView() const { return m_chart; }
    SourcesPanel *sourcesPanel() const { return m_sources; }
    DocumentViewer *documentViewer() const { return m_document; }
    qint64 selectedMessage() const { return m_selected; }
    QString lastWarning() const { return m_lastWarning; }
    // Writes the selected answer as a PDF report; false with *error set on failure.
    bool exportSelected(const QString &path, QString *error = nullptr);
    // Shows a stored session as the sidebar would (tests drive it directly).
    void openSessionForTest(qint64 sessionId) { openSession(sessionId); }

Q_SIGNALS:
    void answerShown(qint64 messageId);   // an answer reached the panes (for tests and --ask)

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildDocks();
    void buildActions();
    void connectController();
    void restoreSettings();

    void ask(const QString &question, const QString &formatHint);
    void runEditedSql(const QString &sql);
    void onRunFinished(quint64 runId, const rac::Answer &answer);
    void onRunFailed(quint64 runId, const rac::Error &error);
    // replayTrace: rebuild the trace view from the saved trace (not for the run just watched live).
    void showAnswer(qint64 messageId, bool replayTrace = true);
    void exportAnswer(qint64 messageId);
    void setRunning(bool running);
    void showWarning(const QString &title, const QString &text);
    // File > Documents: the indexed files, and each file left out with the reason.
    void showDocuments();
    void askForPath(const QString &title, const QString &start, const QString &filter, QFileDialog::FileMode mode,
                    std::function<void(const QString &)> chosen);

    void newSession();
    void openSession(qint64 sessionId);
    void refreshSessions();

    AgentController &m_controller;
    store::SessionStore *m_store = nullptr;

    ChatPane *m_chat = nullptr;
    SessionSidebar *m_sessions = nullptr;
    TracePane *m_trace = nullptr;
    SqlEditor *m_sql = nullptr;
    ResultTableView *m_results = nullptr;
    ChartView *m_chart = nullptr;
    SourcesPanel *m_sources = nullptr;
    DocumentViewer *m_document = nullptr;
    QLabel *m_dataLabel = nullptr;
    QLabel *m_llmLabel = nullptr;
    QString m_examplesPath;
    QString m_seedEvalPath;
    QLabel *m_timeLabel = nullptr;
    QProgressBar *m_progress = nullptr;

    EngineInfo m_info;
    QString m_databasePath;            // the one in use (a failed open keeps it)
    QString m_corpusDir;
    qint64 m_session = -1;
    QHash<qint64, Answer> m_answers;   // message id -> answer, for the current session
    qint64 m_selected = -1;
    quint64 m_currentRun = 0;
    bool m_currentRunIsEdit = false;   // the run re-executes edited SQL of m_selected
    QString m_lastQuestion;            // for follow-up questions
    QString m_lastFormat;
    QString m_lastWarning;             // the last warning shown, for tests
    qint64 m_localIds = -1;            // message ids when there is no store
    struct PendingDocument {
        int start = 0;
        int end = 0;
    };
    QHash<QString, PendingDocument> m_pendingDocuments;
};

} // namespace rac::ui
