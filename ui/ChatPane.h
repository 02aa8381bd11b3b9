// SPDX-License-Identifier: MIT
//
// ChatPane: the conversation view and its input row. Questions and answers
// show as a scrolling column of bubbles; an answer bubble carries the typed
// answer (scalars plain, objects as "key: value" lines, lists as a table), a
// one-line explanation (full text on hover), the confidence, clickable
// citation chips, and Show SQL / Show trace / Export PDF / thumbs buttons.
// The pane only displays and reports: it emits requests with message ids and
// the main window decides what they do (run the agent, open the sources
// panel, write the store). Message ids are the store's; a window running
// without a store may pass any unique ids. Colours come from the palette
// only, so light and dark themes both work. GUI thread only.
#pragma once

#include <QHash>
#include <QStringList>
#include <QWidget>

#include <nlohmann/json.hpp>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QToolButton;
class QVBoxLayout;

namespace rac {
struct Answer;
}

namespace rac::ui {

class ChatPane : public QWidget {
    Q_OBJECT

public:
    explicit ChatPane(QWidget *parent = nullptr);

    void addQuestion(qint64 messageId, const QString &text);
    void addAnswer(qint64 messageId, const rac::Answer &answer);
    void addError(const QString &text);
    void addNote(const QString &text);   // e.g. "reused: ..." under a follow-up
    // A language model's explanation as it streams in: one growing, provisional
    // bubble, removed when the answer arrives or the run ends.
    void appendStreaming(const QString &tokens);
    void clearStreaming();
    void clear();

    // While a run is going: Cancel shows, Ask and Enter do nothing.
    void setRunning(bool running);
    bool isRunning() const { return m_running; }
    // Shows stored feedback (+1, -1, 0) on an answer without emitting feedbackGiven.
    void setFeedback(qint64 messageId, int feedback);

    // The input row, for the window's --ask and for restoring a session.
    void setInput(const QString &question, const QString &formatHint = QString());
    QString formatHint() const;
    // The question history Up/Down walks; oldest first.
    void setHistory(const QStringList &questions);
    QStringList history() const { return m_history; }

public Q_SLOTS:
    // Asks what is in the input (Enter and the Ask button do the same).
    void submit();
    void focusInput();

Q_SIGNALS:
    void askRequested(const QString &question, const QString &formatHint);
    void cancelRequested();
    void citationActivated(qint64 messageId, const QString &citationId);
    void showSqlRequested(qint64 messageId);
    void showTraceRequested(qint64 messageId);
    void exportRequested(qint64 messageId);
    void feedbackGiven(qint64 messageId, int feedback);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The parts of an answer bubble the pane updates after creating it.
    struct AnswerView {
        QLabel *value = nullptr;
        nlohmann::json finalAnswer;     // re-rendered when the palette changes
        QToolButton *thumbUp = nullptr;
        QToolButton *thumbDown = nullptr;
    };

    QWidget *addBubble(QWidget *bubble, Qt::Alignment side);
    QWidget *makeAnswerBubble(qint64 messageId, const rac::Answer &answer);
    void showFeedback(const AnswerView &view, int feedback);
    void walkHistory(int step);
    void scrollToEnd();

    QScrollArea *m_scroll = nullptr;
    QWidget *m_column = nullptr;           // the bubbles' parent inside the scroll area
    QVBoxLayout *m_columnLayout = nullptr;
    QLineEdit *m_input = nullptr;
    QComboBox *m_formatHint = nullptr;
    QPushButton *m_askButton = nullptr;
    QPushButton *m_cancelButton = nullptr;

    QHash<qint64, AnswerView> m_answers;   // by message id
    QStringList m_history;
    int m_historyPos = 0;                  // == m_history.size(): the draft being typed
    QString m_draft;                       // kept while Up/Down browse the history
    bool m_running = false;
    QWidget *m_streamingRow = nullptr;     // the provisional bubble's row, while a model streams
    QLabel *m_streamingLabel = nullptr;
    bool m_followTail = false;             // scroll to the end once the new bubble is laid out
};

} // namespace rac::ui
