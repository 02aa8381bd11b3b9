// SPDX-License-Identifier: MIT
//
// SqlEditor: the plain-text SQL editor of the desktop app. It adds what an
// analyst needs on top of QPlainTextEdit: a line-number gutter, syntax colours
// (SqlHighlighter, or KSyntaxHighlighting's SQL definition when the KF6 build
// is present), completion of table and column names, Ctrl+Enter to run, and a
// red wavy underline where the database reported an error.
//
// Public API, for the main window:
//   setSchema(columns)        tables and "Column TYPE" lists, e.g. EngineInfo::columns
//   runRequested(sql)         emitted on Ctrl+Enter / Ctrl+Return with the whole text
//   showError(message, line)  marks the failing token or line; clearError() removes it
//   setDarkTheme(dark)        switches colours (also follows palette changes by itself)
//
// Completion pops up on Ctrl+Space, and by itself after three letters of an
// identifier; a table name that is not a plain identifier ("Order Details")
// is inserted quoted. Editing the text clears a shown error, since its
// position no longer holds. GUI thread only; nothing here blocks.
#pragma once

#include <QMap>
#include <QPlainTextEdit>
#include <QStringList>

class QCompleter;
class QStringListModel;
class QSyntaxHighlighter;

namespace rac::ui {

class SqlEditor : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit SqlEditor(QWidget *parent = nullptr);

    // Table name -> "Column TYPE" descriptions (the type part is optional).
    // Replaces the names offered for completion.
    void setSchema(const QMap<QString, QStringList> &columns);

    // Underlines where the error is: the token the message names (`no such
    // column: Foo`, `no such table: X`, `near "X": syntax error`), else the
    // 1-based line, else the whole text. The message becomes the tooltip of
    // the underlined text and is emitted as errorShown().
    void showError(const QString &message, int line = -1);
    void clearError();
    QString errorMessage() const { return m_errorMessage; }

    // Light or dark colours; the editor picks one from its palette at first.
    void setDarkTheme(bool dark);

    // Width of the line-number gutter for the current line count.
    int lineNumberAreaWidth() const;

    // The completer (its model holds the table and column names), for tests
    // and for callers that want to tune it.
    QCompleter *completer() const { return m_completer; }

    // The text of a column description without its type: "Unit Price REAL" -> "Unit Price".
    static QString columnName(const QString &description);

Q_SIGNALS:
    void runRequested(const QString &sql);
    void errorShown(const QString &message);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString identifierBeforeCursor() const;
    void showCompletion(bool forced);
    void insertCompletion(const QString &name);
    void updateGutterWidth();
    void updateGutter(const QRect &rect, int dy);
    void paintGutter(QPaintEvent *event);
    void setErrorRange(int start, int end);

    QWidget *m_gutter = nullptr;               // painted through eventFilter()
    QSyntaxHighlighter *m_highlighter = nullptr;
    bool m_dark = false;
    QCompleter *m_completer = nullptr;
    QStringListModel *m_completionModel = nullptr;
    QString m_errorMessage;
    QString m_errorText;                       // the text the error was shown for
    int m_errorStart = -1;                     // document positions of the underline
    int m_errorEnd = -1;
    int m_errorBlock = -1;                     // block number shown in red in the gutter
};

} // namespace rac::ui
