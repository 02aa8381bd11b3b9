// SPDX-License-Identifier: MIT
#include "SqlHighlighter.h"

#include <QGuiApplication>
#include <QPalette>
#include <QSet>
#include <QTextDocument>
#include <QWidget>

namespace rac::ui {

namespace {

// SQLite's keywords, plus the type names that appear in CAST(x AS REAL).
const QSet<QString> &keywords()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        const char *const list[] = {
            "ABORT", "ACTION", "ADD", "AFTER", "ALL", "ALTER", "ALWAYS", "ANALYZE", "AND", "AS", "ASC",
            "ATTACH", "AUTOINCREMENT", "BEFORE", "BEGIN", "BETWEEN", "BY", "CASCADE", "CASE", "CAST",
            "CHECK", "COLLATE", "COLUMN", "COMMIT", "CONFLICT", "CONSTRAINT", "CREATE", "CROSS", "CURRENT",
            "CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP", "DATABASE", "DEFAULT", "DEFERRABLE",
            "DEFERRED", "DELETE", "DESC", "DETACH", "DISTINCT", "DO", "DROP", "EACH", "ELSE", "END",
            "ESCAPE", "EXCEPT", "EXCLUDE", "EXCLUSIVE", "EXISTS", "EXPLAIN", "FAIL", "FALSE", "FILTER",
            "FIRST", "FOLLOWING", "FOR", "FOREIGN", "FROM", "FULL", "GENERATED", "GLOB", "GROUP", "GROUPS",
            "HAVING", "IF", "IGNORE", "IMMEDIATE", "IN", "INDEX", "INDEXED", "INITIALLY", "INNER", "INSERT",
            "INSTEAD", "INTERSECT", "INTO", "IS", "ISNULL", "JOIN", "KEY", "LAST", "LEFT", "LIKE", "LIMIT",
            "MATCH", "MATERIALIZED", "NATURAL", "NO", "NOT", "NOTHING", "NOTNULL", "NULL", "NULLS", "OF",
            "OFFSET", "ON", "OR", "ORDER", "OTHERS", "OUTER", "OVER", "PARTITION", "PLAN", "PRAGMA",
            "PRECEDING", "PRIMARY", "QUERY", "RAISE", "RANGE", "RECURSIVE", "REFERENCES", "REGEXP",
            "REINDEX", "RELEASE", "RENAME", "REPLACE", "RESTRICT", "RETURNING", "RIGHT", "ROLLBACK", "ROW",
            "ROWS", "SAVEPOINT", "SELECT", "SET", "TABLE", "TEMP", "TEMPORARY", "THEN", "TIES", "TO",
            "TRANSACTION", "TRIGGER", "TRUE", "UNBOUNDED", "UNION", "UNIQUE", "UPDATE", "USING", "VACUUM",
            "VALUES", "VIEW", "VIRTUAL", "WHEN", "WHERE", "WINDOW", "WITH", "WITHOUT",
            "INTEGER", "INT", "TEXT", "REAL", "BLOB", "NUMERIC", "DATETIME", "VARCHAR", "BOOLEAN"};
        for (const char *w : list)
            set.insert(QString::fromLatin1(w));
        return set;
    }();
    return words;
}

// SQLite's core, date, aggregate, window and math functions (lower case).
const QSet<QString> &functions()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        const char *const list[] = {
            "abs", "avg", "changes", "char", "coalesce", "count", "date", "datetime", "format", "glob",
            "group_concat", "hex", "ifnull", "iif", "instr", "julianday", "length", "like", "likelihood",
            "likely", "lower", "ltrim", "max", "min", "nullif", "printf", "quote", "random", "randomblob",
            "replace", "round", "rtrim", "sign", "soundex", "sqlite_version", "strftime", "string_agg",
            "substr", "substring", "sum", "time", "timediff", "total", "trim", "typeof", "unicode",
            "unixepoch", "upper", "zeroblob", "row_number", "rank", "dense_rank", "percent_rank",
            "cume_dist", "ntile", "lag", "lead", "first_value", "last_value", "nth_value", "ceil",
            "ceiling", "floor", "exp", "ln", "log", "log10", "log2", "mod", "pi", "pow", "power", "sqrt",
            "json", "json_extract", "json_array", "json_object", "json_group_array", "json_group_object"};
        for (const char *w : list)
            set.insert(QString::fromLatin1(w));
        return set;
    }();
    return words;
}

bool isWordStart(QChar c)
{
    return c.isLetter() || c == QLatin1Char('_');
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('$');
}

bool isHexDigit(QChar c)
{
    return c.isDigit() || (c.toLower() >= QLatin1Char('a') && c.toLower() <= QLatin1Char('f'));
}

// The palette of the widget that shows the document (a QPlainTextEdit owns its
// document through its text control), else the application's.
QPalette paletteFor(const QTextDocument *document)
{
    for (QObject *o = document ? document->parent() : nullptr; o; o = o->parent()) {
        if (auto *widget = qobject_cast<QWidget *>(o))
            return widget->palette();
    }
    return QGuiApplication::palette();
}

} // namespace

SqlHighlighter::SqlHighlighter(QTextDocument *document) : QSyntaxHighlighter(document)
{
    m_dark = isDarkPalette(paletteFor(document));
    buildFormats();
}

bool SqlHighlighter::isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

bool SqlHighlighter::isKeyword(const QString &word)
{
    return keywords().contains(word.toUpper());
}

void SqlHighlighter::setDarkTheme(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    buildFormats();
    rehighlight();
}

QTextCharFormat SqlHighlighter::formatFor(Role role) const
{
    return m_formats[static_cast<size_t>(role)];
}

void SqlHighlighter::buildFormats()
{
    // Light colours after IntelliJ's default scheme, dark after Darcula: both
    // are read by many analysts every day and keep strings and names apart.
    struct Colours {
        const char *keyword, *function, *string, *number, *comment, *identifier;
    };
    static constexpr Colours light{"#0033b3", "#7a3e9d", "#067d17", "#1750eb", "#8c8c8c", "#871094"};
    static constexpr Colours dark{"#cc7832", "#ffc66d", "#6a8759", "#6897bb", "#808080", "#9876aa"};
    const Colours &c = m_dark ? dark : light;

    auto make = [](const char *colour) {
        QTextCharFormat f;
        f.setForeground(QColor(QLatin1String(colour)));
        return f;
    };
    m_formats[size_t(Role::Keyword)] = make(c.keyword);
    m_formats[size_t(Role::Keyword)].setFontWeight(QFont::Bold);
    m_formats[size_t(Role::Function)] = make(c.function);
    m_formats[size_t(Role::String)] = make(c.string);
    m_formats[size_t(Role::Number)] = make(c.number);
    m_formats[size_t(Role::Comment)] = make(c.comment);
    m_formats[size_t(Role::Comment)].setFontItalic(true);
    m_formats[size_t(Role::Identifier)] = make(c.identifier);
}

void SqlHighlighter::setRoleFormat(int start, int count, Role role)
{
    if (count > 0)
        setFormat(start, count, m_formats[size_t(role)]);
}

// Colours text[start..] up to and including the closing delimiter, searched
// from scanFrom. A doubled delimiter ('it''s', "a""b") is an escape, not the
// end. Unterminated: colours to the end of the line and leaves the block in
// openState so the next line carries on. Returns where scanning resumes.
int SqlHighlighter::finishDelimited(const QString &text, int start, int scanFrom, QChar close, bool doubledEscape,
                                    Role role, BlockState openState)
{
    const int n = int(text.size());
    for (int i = scanFrom; i < n; ++i) {
        if (text[i] != close)
            continue;
        if (doubledEscape && i + 1 < n && text[i + 1] == close) {
            ++i;
            continue;
        }
        setRoleFormat(start, i + 1 - start, role);
        return i + 1;
    }
    setRoleFormat(start, n - start, role);
    setCurrentBlockState(openState);
    return n;
}

int SqlHighlighter::finishComment(const QString &text, int start, int scanFrom)
{
    const int end = int(text.indexOf(QLatin1String("*/"), scanFrom));
    if (end < 0) {
        setRoleFormat(start, int(text.size()) - start, Role::Comment);
        setCurrentBlockState(InComment);
        return int(text.size());
    }
    setRoleFormat(start, end + 2 - start, Role::Comment);
    return end + 2;
}

void SqlHighlighter::highlightBlock(const QString &text)
{
    setCurrentBlockState(Normal);
    const int n = int(text.size());
    int i = 0;
    switch (previousBlockState()) {
    case InComment: i = finishComment(text, 0, 0); break;
    case InString: i = finishDelimited(text, 0, 0, QLatin1Char('\''), true, Role::String, InString); break;
    case InDoubleQuoted:
        i = finishDelimited(text, 0, 0, QLatin1Char('"'), true, Role::Identifier, InDoubleQuoted);
        break;
    case InBacktick:
        i = finishDelimited(text, 0, 0, QLatin1Char('`'), true, Role::Identifier, InBacktick);
        break;
    case InBracket:
        i = finishDelimited(text, 0, 0, QLatin1Char(']'), false, Role::Identifier, InBracket);
        break;
    default: break;
    }

    while (i < n) {
        const QChar c = text[i];
        const QChar next = i + 1 < n ? text[i + 1] : QChar();
        if (c == QLatin1Char('-') && next == QLatin1Char('-')) {
            setRoleFormat(i, n - i, Role::Comment);
            return;
        }
        if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
            i = finishComment(text, i, i + 2);
        } else if (c == QLatin1Char('\'')) {
            i = finishDelimited(text, i, i + 1, c, true, Role::String, InString);
        } else if (c == QLatin1Char('"')) {
            i = finishDelimited(text, i, i + 1, c, true, Role::Identifier, InDoubleQuoted);
        } else if (c == QLatin1Char('`')) {
            i = finishDelimited(text, i, i + 1, c, true, Role::Identifier, InBacktick);
        } else if (c == QLatin1Char('[')) {
            i = finishDelimited(text, i, i + 1, QLatin1Char(']'), false, Role::Identifier, InBracket);
        } else if (c.isDigit() || (c == QLatin1Char('.') && next.isDigit())) {
            int j = i;
            if (c == QLatin1Char('0') && (next == QLatin1Char('x') || next == QLatin1Char('X'))) {
                j += 2;
                while (j < n && isHexDigit(text[j]))
                    ++j;
            } else {
                while (j < n && text[j].isDigit())
                    ++j;
                if (j < n && text[j] == QLatin1Char('.')) {
                    ++j;
                    while (j < n && text[j].isDigit())
                        ++j;
                }
                if (j < n && (text[j] == QLatin1Char('e') || text[j] == QLatin1Char('E'))) {
                    int k = j + 1;
                    if (k < n && (text[k] == QLatin1Char('+') || text[k] == QLatin1Char('-')))
                        ++k;
                    if (k < n && text[k].isDigit()) {
                        j = k;
                        while (j < n && text[j].isDigit())
                            ++j;
                    }
                }
            }
            setRoleFormat(i, j - i, Role::Number);
            i = j;
        } else if (isWordStart(c)) {
            int j = i;
            while (j < n && isWordChar(text[j]))
                ++j;
            const QString word = text.mid(i, j - i);
            int k = j;
            while (k < n && text[k].isSpace())
                ++k;
            // A name is a function only when called: `date(...)`, but a column may be called Date.
            if (k < n && text[k] == QLatin1Char('(') && functions().contains(word.toLower()))
                setRoleFormat(i, j - i, Role::Function);
            else if (keywords().contains(word.toUpper()))
                setRoleFormat(i, j - i, Role::Keyword);
            i = j;
        } else {
            ++i;
        }
    }
}

} // namespace rac::ui
