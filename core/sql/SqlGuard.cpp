// SPDX-License-Identifier: MIT
#include "sql/SqlGuard.h"

#include "sql/SqlLexer.h"

#include <array>

namespace rac::sql {
namespace {

constexpr std::array kStatementStarts = {"SELECT", "WITH", "VALUES"};

// Keywords that only ever begin a statement that writes, changes the schema or
// changes the connection. WITH may legally precede INSERT/UPDATE/DELETE/REPLACE,
// so they are refused wherever they appear, not only at the start.
constexpr std::array kForbiddenKeywords = {"INSERT", "UPDATE",  "DELETE",  "REPLACE", "CREATE",
                                           "DROP",   "ALTER",   "ATTACH",  "DETACH",  "PRAGMA",
                                           "VACUUM", "REINDEX", "ANALYZE"};

// Functions that read or write files, load code or swap tokenizers: harmless
// names otherwise, so they are refused only when called.
constexpr std::array kForbiddenFunctions = {"load_extension", "readfile", "writefile", "edit", "fts3_tokenizer"};

template <std::size_t N>
bool containsName(const std::array<const char *, N> &names, const QString &word)
{
    for (const char *name : names) {
        if (word.compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

Error refused(const QString &message)
{
    return makeError(ErrorCode::Refused, message);
}

} // namespace

Status SqlGuard::check(const QString &sql)
{
    const QList<SqlToken> tokens = SqlLexer::significant(sql);
    for (const SqlToken &token : tokens) {
        // With an unclosed quote we no longer know what is code and what is text.
        if (token.unterminated)
            return refused(QStringLiteral("refused: unterminated quote in the statement"));
    }
    if (tokens.isEmpty() || tokens.first().isPunctuation(u";"))
        return refused(QStringLiteral("refused: empty statement"));

    // Everything after the first ';' must be more ';' (comments and spaces are
    // already gone), otherwise a second statement would ride along.
    qsizetype statementEnd = tokens.size();
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        if (tokens.at(i).isPunctuation(u";")) {
            statementEnd = i;
            break;
        }
    }
    for (qsizetype i = statementEnd; i < tokens.size(); ++i) {
        if (!tokens.at(i).isPunctuation(u";"))
            return refused(QStringLiteral("refused: more than one statement (text after ';')"));
    }

    const SqlToken &first = tokens.first();
    if (first.kind != SqlToken::Kind::Word || !containsName(kStatementStarts, first.text)) {
        return refused(QStringLiteral("refused: a statement starting with %1; only SELECT, WITH or VALUES may run")
                           .arg(first.text.toUpper()));
    }

    for (qsizetype i = 0; i < statementEnd; ++i) {
        const SqlToken &token = tokens.at(i);
        const bool afterDot = i > 0 && tokens.at(i - 1).isPunctuation(u".");
        const bool beforeParen = i + 1 < statementEnd && tokens.at(i + 1).isPunctuation(u"(");

        // After a dot a word is a column or table name (o.Update), never a statement.
        if (token.kind == SqlToken::Kind::Word && !afterDot && containsName(kForbiddenKeywords, token.text)) {
            // replace(x, 'a', 'b') is an ordinary string function.
            const bool replaceFunction = beforeParen && token.isKeyword(u"REPLACE");
            if (!replaceFunction)
                return refused(QStringLiteral("refused: %1 is not allowed in a read-only query").arg(token.text.toUpper()));
        }
        // SQLite also accepts a quoted function name ("load_extension"('x')).
        if (token.isIdentifier() && beforeParen && containsName(kForbiddenFunctions, token.identifier()))
            return refused(QStringLiteral("refused: call to %1() is not allowed").arg(token.identifier().toLower()));
    }
    return {};
}

QString SqlGuard::statementText(const QString &sql)
{
    const QList<SqlToken> tokens = SqlLexer::significant(sql);
    qsizetype end = 0;
    for (const SqlToken &token : tokens) {
        if (token.isPunctuation(u";"))
            break;
        end = token.end();
    }
    return sql.left(end);
}

} // namespace rac::sql
