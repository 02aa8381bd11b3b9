// SPDX-License-Identifier: MIT
//
// MainWindow: the desktop app's window. For now a first, working shell: ask a
// question (with an optional format hint), watch the agent's nodes go by, and
// read the typed answer, explanation, citations and SQL. The full layout
// (dockable chat, graph trace, SQL editor, charts, sources, PDF) is the
// desktop-app issue. GUI thread only; the agent runs on AgentController's worker.
#pragma once

#include <QMainWindow>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;

namespace rac {
class AgentController;
struct Answer;
struct Error;
}

namespace rac::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(AgentController &controller, QWidget *parent = nullptr);

    // Puts the question in the input and asks it (also used by --ask).
    void askQuestion(const QString &question);

private:
    void ask();
    void showAnswer(quint64 runId, const rac::Answer &answer);
    void showFailure(quint64 runId, const rac::Error &error);

    AgentController &m_controller;
    QLineEdit *m_question = nullptr;
    QComboBox *m_format = nullptr;
    QPushButton *m_askButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QTextBrowser *m_answer = nullptr;
    QPlainTextEdit *m_sql = nullptr;
    QListWidget *m_trace = nullptr;
    quint64 m_currentRun = 0;
};

} // namespace rac::ui
