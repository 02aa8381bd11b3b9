// SPDX-License-Identifier: MIT
#include "sql/SqlLexer.h"

namespace rac::sql {
namespace {

bool isIdentifierStart(QChar c)
{
    // SQLite treats every non-ASCII character as an identifier character.
    return c.isLetter() || c == QLatin1Char('_') || c.unicode() >= 0x80;
}

bool isIdentifierPart(QChar c)
{
    return isIdentifierStart(c) || c.isDigit() || c == QLatin1Char('$');
}

// Index just past a quoted run that starts at `from` (on the opening quote).
// A doubled closing quote is an escaped quote, as SQLite reads it.
qsizetype skipQuoted(const QString &sql, qsizetype from, QChar close, bool doubledEscapes, bool *unterminated)
{
    qsizetype i = from + 1;
    while (i < sql.size()) {
        if (sql.at(i) == close) {
            if (doubledEscapes && i + 1 < sql.size() && sql.at(i + 1) == close) {
                i += 2;
                continue;
            }
            return i + 1;
        }
        ++i;
    }
    *unterminated = true;
    return sql.size();
}

qsizetype skipNumber(const QString &sql, qsizetype i)
{
    const qsizetype n = sql.size();
    if (sql.at(i) == QLatin1Char('0') && i + 1 < n && (sql.at(i + 1) == QLatin1Char('x') || sql.at(i + 1) == QLatin1Char('X'))) {
        i += 2;
        while (i < n && (sql.at(i).isDigit() || QStringLiteral("abcdefABCDEF").contains(sql.at(i))))
            ++i;
        return i;
    }
    while (i < n && sql.at(i).isDigit())
        ++i;
    if (i < n && sql.at(i) == QLatin1Char('.')) {
        ++i;
        while (i < n && sql.at(i).isDigit())
            ++i;
    }
    if (i < n && (sql.at(i) == QLatin1Char('e') || sql.at(i) == QLatin1Char('E'))) {
        qsizetype j = i + 1;
        if (j < n && (sql.at(j) == QLatin1Char('+') || sql.at(j) == QLatin1Char('-')))
            ++j;
        if (j < n && sql.at(j).isDigit()) {
            i = j;
            while (i < n && sql.at(i).isDigit())
                ++i;
        }
    }
    return i;
}

} // namespace

bool SqlToken::isKeyword(QStringView keyword) const
{
    return kind == Kind::Word && QStringView(text).compare(keyword, Qt::CaseInsensitive) == 0;
}

bool SqlToken::isPunctuation(QStringView symbol) const
{
    return kind == Kind::Punctuation && QStringView(text) == symbol;
}

QString SqlToken::identifier() const
{
    if (kind == Kind::Word)
        return text;
    if (kind != Kind::QuotedIdentifier || text.isEmpty())
        return {};
    const QChar open = text.at(0);
    const QChar close = open == QLatin1Char('[') ? QLatin1Char(']') : open;
    QString inner = text.mid(1, unterminated ? -1 : text.size() - 2);
    if (open != QLatin1Char('['))
        inner.replace(QString(2, close), QString(close));
    return inner;
}

QList<SqlToken> SqlLexer::tokenize(const QString &sql)
{
    using Kind = SqlToken::Kind;
    QList<SqlToken> tokens;
    const qsizetype n = sql.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = sql.at(i);
        const QChar next = i + 1 < n ? sql.at(i + 1) : QChar();
        SqlToken token;
        token.begin = i;
        qsizetype end = i + 1;

        if (c.isSpace()) {
            token.kind = Kind::Whitespace;
            while (end < n && sql.at(end).isSpace())
                ++end;
        } else if (c == QLatin1Char('-') && next == QLatin1Char('-')) {
            token.kind = Kind::Comment;
            end = sql.indexOf(QLatin1Char('\n'), i);
            end = end < 0 ? n : end;
        } else if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
            token.kind = Kind::Comment;
            end = sql.indexOf(QLatin1String("*/"), i + 2);
            if (end < 0) {
                // SQLite accepts a block comment that is never closed.
                end = n;
                token.unterminated = true;
            } else {
                end += 2;
            }
        } else if (c == QLatin1Char('\'')) {
            token.kind = Kind::String;
            end = skipQuoted(sql, i, c, true, &token.unterminated);
        } else if ((c == QLatin1Char('x') || c == QLatin1Char('X')) && next == QLatin1Char('\'')) {
            token.kind = Kind::String;
            end = skipQuoted(sql, i + 1, next, true, &token.unterminated);
        } else if (c == QLatin1Char('"') || c == QLatin1Char('`')) {
            token.kind = Kind::QuotedIdentifier;
            end = skipQuoted(sql, i, c, true, &token.unterminated);
        } else if (c == QLatin1Char('[')) {
            token.kind = Kind::QuotedIdentifier;
            end = skipQuoted(sql, i, QLatin1Char(']'), false, &token.unterminated);
        } else if (c.isDigit() || (c == QLatin1Char('.') && next.isDigit())) {
            token.kind = Kind::Number;
            end = skipNumber(sql, i);
        } else if (isIdentifierStart(c)) {
            token.kind = Kind::Word;
            while (end < n && isIdentifierPart(sql.at(end)))
                ++end;
        } else if (c == QLatin1Char('?')) {
            token.kind = Kind::Parameter;
            while (end < n && sql.at(end).isDigit())
                ++end;
        } else if ((c == QLatin1Char(':') || c == QLatin1Char('@') || c == QLatin1Char('$')) && isIdentifierPart(next)) {
            token.kind = Kind::Parameter;
            while (end < n && isIdentifierPart(sql.at(end)))
                ++end;
        } else {
            token.kind = Kind::Punctuation;
            static const char *const twoCharacter[] = {"||", "<=", ">=", "<>", "!=", "==", "<<", ">>", "->"};
            for (const char *op : twoCharacter) {
                if (QStringView(sql).mid(i, 2) == QLatin1String(op)) {
                    end = i + 2;
                    break;
                }
            }
            if (QStringView(sql).mid(i, 3) == QLatin1String("->>"))
                end = i + 3;
        }
        token.text = sql.mid(i, end - i);
        tokens << token;
        i = end;
    }
    return tokens;
}

QList<SqlToken> SqlLexer::significant(const QString &sql)
{
    QList<SqlToken> out;
    for (const SqlToken &token : tokenize(sql)) {
        if (!token.isTrivia())
            out << token;
    }
    return out;
}

} // namespace rac::sql
