// SPDX-License-Identifier: MIT
//
// SqlHighlighter: colours SQL (SQLite dialect) in a QTextDocument: keywords,
// function names, single-quoted strings, numbers, `--` and `/* */` comments,
// and quoted identifiers ("Order Details", [x], `x`). It only knows the
// language; the widget side (fonts, gutter, error marks) is SqlEditor's, the
// split DB Browser for SQLite makes between its lexer and its editor.
//
// Two colour sets, light and dark. The constructor picks one from the palette
// of the widget that shows the document (the Base colour's lightness), or the
// application palette; setDarkTheme() switches and re-highlights. Lives on the
// GUI thread, like the document it colours.
#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include <array>

class QPalette;

namespace rac::ui {

class SqlHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

public:
    // What a piece of SQL is; each kind has one format per theme.
    enum class Role { Keyword, Function, String, Number, Comment, Identifier };
    Q_ENUM(Role)

    explicit SqlHighlighter(QTextDocument *document);

    // Switches between the light and the dark colour set and re-highlights.
    void setDarkTheme(bool dark);
    bool isDarkTheme() const { return m_dark; }

    // The format used for a role in the current theme.
    QTextCharFormat formatFor(Role role) const;

    // True when a palette's Base (text background) colour is dark.
    static bool isDarkPalette(const QPalette &palette);
    // True for an SQLite keyword, in any case (such a name must be quoted).
    static bool isKeyword(const QString &word);

protected:
    void highlightBlock(const QString &text) override;

private:
    // Block states: what a line ends inside of, so the next line resumes there.
    enum BlockState { Normal = -1, InComment = 1, InString, InDoubleQuoted, InBacktick, InBracket };

    int finishDelimited(const QString &text, int start, int scanFrom, QChar close, bool doubledEscape,
                        Role role, BlockState openState);
    int finishComment(const QString &text, int start, int scanFrom);
    void setRoleFormat(int start, int count, Role role);
    void buildFormats();

    bool m_dark = false;
    std::array<QTextCharFormat, 6> m_formats;
};

} // namespace rac::ui
