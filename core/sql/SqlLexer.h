// SPDX-License-Identifier: MIT
//
// SqlLexer: splits SQLite SQL text into tokens that remember where they came
// from. SqlGuard uses it to tell the keyword DELETE from the same word inside
// 'a string' or a "quoted name"; the repair rules use it to rewrite identifiers
// and function calls by position without ever touching a literal. It follows
// SQLite's own tokenizer rules ('' escapes in strings; "", [], `` quoting for
// names; -- and /* */ comments, the latter allowed to run to the end).
// Pure functions, safe from any thread.
#pragma once

#include <QList>
#include <QString>

namespace rac::sql {

struct SqlToken {
    enum class Kind {
        Word,              // keyword or bare identifier: SELECT, Orders, o
        QuotedIdentifier,  // "Order Details", [Order Details], `Order Details`
        String,            // 'text' or a blob literal X'0A'
        Number,            // 42, 3.5, 1e3, 0x1F
        Parameter,         // ?, ?1, :name, @name, $name
        Punctuation,       // ( ) , ; . and operators (||, <=, ...)
        Comment,           // -- line or /* block */
        Whitespace,
    };

    Kind kind = Kind::Whitespace;
    qsizetype begin = 0;        // offset of the first character in the source
    QString text;               // the source text, quotes included
    bool unterminated = false;  // a string, quoted name or block comment ran off the end

    qsizetype end() const { return begin + text.size(); }
    bool isTrivia() const { return kind == Kind::Whitespace || kind == Kind::Comment; }
    bool isIdentifier() const { return kind == Kind::Word || kind == Kind::QuotedIdentifier; }
    // A bare word equal to `keyword`, ignoring case; never true for quoted names.
    bool isKeyword(QStringView keyword) const;
    bool isPunctuation(QStringView symbol) const;
    // The name a Word or QuotedIdentifier denotes: quotes removed, doubled quotes undone.
    QString identifier() const;
};

class SqlLexer {
public:
    // Every character of `sql` belongs to exactly one token, so tokens can be
    // spliced back into the original text.
    static QList<SqlToken> tokenize(const QString &sql);
    // The same without whitespace and comments: what the parser would see.
    static QList<SqlToken> significant(const QString &sql);
};

} // namespace rac::sql
