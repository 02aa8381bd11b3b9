// SPDX-License-Identifier: MIT
#include "sql/SqlRepairer.h"

#include "common/TextUtil.h"
#include "sql/SqlLexer.h"
#include "sql/SqliteDialect.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <climits>

namespace rac::sql {
namespace {

using Tokens = QList<SqlToken>;

struct Context {
    const QString &sql;
    const QString &message;
    const Tokens &tokens;   // the significant tokens of sql
    const Schema &schema;
    const SqlDialect &dialect;
};

// --- Text surgery -----------------------------------------------------------

// Rules collect non-overlapping edits by source position and apply them in
// one go, so whitespace, comments and literals between them survive untouched.
struct Edit {
    qsizetype begin = 0;
    qsizetype length = 0;
    QString replacement;
};

QString applyEdits(QString sql, QList<Edit> edits)
{
    std::sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.begin > b.begin; });
    for (const Edit &edit : std::as_const(edits))
        sql.replace(edit.begin, edit.length, edit.replacement);
    return sql;
}

Edit replaceToken(const SqlToken &token, const QString &replacement)
{
    return {token.begin, token.text.size(), replacement};
}

QString textOf(const QString &sql, const SqlToken &first, const SqlToken &last)
{
    return sql.mid(first.begin, last.end() - first.begin);
}

std::optional<RepairAttempt> attempt(const Context &context, const QString &sql, const char *rule,
                                     const QString &description)
{
    if (sql == context.sql)
        return std::nullopt;
    return RepairAttempt{sql, QLatin1String(rule), description};
}

// --- Token structure --------------------------------------------------------

qsizetype matchingParen(const Tokens &t, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < t.size(); ++i) {
        if (t.at(i).isPunctuation(u"(")) {
            ++depth;
        } else if (t.at(i).isPunctuation(u")")) {
            if (--depth == 0)
                return i;
        }
    }
    return -1;
}

struct Range {
    qsizetype first = 0;
    qsizetype last = 0;   // inclusive; first > last for an empty argument
};

// The top-level comma-separated arguments between the parentheses at `open`
// and `close`; none for f().
QList<Range> splitArguments(const Tokens &t, qsizetype open, qsizetype close)
{
    QList<Range> arguments;
    if (close == open + 1)
        return arguments;
    int depth = 0;
    qsizetype start = open + 1;
    for (qsizetype i = open + 1; i < close; ++i) {
        if (t.at(i).isPunctuation(u"(")) {
            ++depth;
        } else if (t.at(i).isPunctuation(u")")) {
            --depth;
        } else if (depth == 0 && t.at(i).isPunctuation(u",")) {
            arguments << Range{start, i - 1};
            start = i + 1;
        }
    }
    arguments << Range{start, close - 1};
    return arguments;
}

// Parenthesis depth before each token, so rules can stay in one query level.
QList<int> depths(const Tokens &t)
{
    QList<int> out;
    out.reserve(t.size());
    int depth = 0;
    for (const SqlToken &token : t) {
        if (token.isPunctuation(u")"))
            --depth;
        out << depth;
        if (token.isPunctuation(u"("))
            ++depth;
    }
    return out;
}

bool isKeywordToken(const SqlToken &token)
{
    return token.kind == SqlToken::Kind::Word && SqliteDialect::isKeyword(token.text);
}

bool isAnyKeyword(const SqlToken &token, std::initializer_list<const char16_t *> keywords)
{
    for (const char16_t *keyword : keywords) {
        if (token.isKeyword(keyword))
            return true;
    }
    return false;
}

// A table named in FROM / JOIN (or a derived table there), with the alias the
// query gives it.
struct TableRef {
    QString name;               // as written, quotes removed; empty for a derived table
    QString aliasText;          // as written (quotes kept), empty when none
    const Table *table = nullptr;   // nullptr for a CTE or an unknown name
    qsizetype nameToken = -1;
    qsizetype aliasToken = -1;
};

QList<TableRef> tableRefs(const Tokens &t, const Schema &schema)
{
    QList<TableRef> refs;
    for (qsizetype i = 0; i < t.size(); ++i) {
        const bool from = t.at(i).isKeyword(u"FROM");
        if (!from && !t.at(i).isKeyword(u"JOIN"))
            continue;
        qsizetype j = i + 1;
        while (j < t.size()) {
            TableRef ref;
            qsizetype k = j + 1;
            if (t.at(j).isPunctuation(u"(")) {
                // A derived table: recorded (with no Table) so its alias is
                // known and never mistaken for a real table.
                const qsizetype close = matchingParen(t, j);
                if (close < 0)
                    break;
                k = close + 1;
            } else if (t.at(j).isIdentifier() && !isKeywordToken(t.at(j))) {
                ref.nameToken = j;
                // main.Orders: skip the schema name.
                if (j + 2 < t.size() && t.at(j + 1).isPunctuation(u".") && t.at(j + 2).isIdentifier()) {
                    ref.nameToken = j + 2;
                    k = j + 3;
                }
                if (k < t.size() && t.at(k).isPunctuation(u"("))
                    break;   // a table-valued function, not a table
                ref.name = t.at(ref.nameToken).identifier();
                ref.table = schema.table(ref.name);
            } else {
                break;
            }
            if (k + 1 < t.size() && t.at(k).isKeyword(u"AS") && t.at(k + 1).isIdentifier()) {
                ref.aliasToken = k + 1;
                k += 2;
            } else if (k < t.size() && t.at(k).isIdentifier() && !isKeywordToken(t.at(k))) {
                ref.aliasToken = k;
                k += 1;
            }
            if (ref.aliasToken >= 0)
                ref.aliasText = t.at(ref.aliasToken).text;
            refs << ref;
            // FROM a x, b y: the comma continues the list.
            if (!from || k + 1 >= t.size() || !t.at(k).isPunctuation(u","))
                break;
            j = k + 1;
        }
    }
    return refs;
}

// The alias to qualify a column with, else the table's (quoted) name.
QString qualifierFor(const TableRef &ref, const SqlDialect &dialect)
{
    if (!ref.aliasText.isEmpty())
        return ref.aliasText;
    return dialect.quoteIdentifier(ref.table ? ref.table->name : ref.name);
}

QString aliasName(const Tokens &t, const TableRef &ref)
{
    return ref.aliasToken >= 0 ? t.at(ref.aliasToken).identifier() : QString();
}

const TableRef *resolveQualifier(const Tokens &t, const QList<TableRef> &refs, const QString &qualifier)
{
    for (const TableRef &ref : refs) {
        if (aliasName(t, ref).compare(qualifier, Qt::CaseInsensitive) == 0)
            return &ref;
    }
    for (const TableRef &ref : refs) {
        if (ref.aliasToken < 0 && !ref.name.isEmpty() && ref.name.compare(qualifier, Qt::CaseInsensitive) == 0)
            return &ref;
    }
    return nullptr;
}

// A bare column name: not after a dot (o.X), not a qualifier (X.y), not a
// function (X(...)), not an alias being defined (AS X), not a table or alias in FROM.
bool isBareColumn(const Tokens &t, qsizetype i, const QList<TableRef> &refs)
{
    if (!t.at(i).isIdentifier())
        return false;
    if (i > 0 && (t.at(i - 1).isPunctuation(u".") || t.at(i - 1).isKeyword(u"AS")))
        return false;
    if (i + 1 < t.size() && (t.at(i + 1).isPunctuation(u".") || t.at(i + 1).isPunctuation(u"(")))
        return false;
    for (const TableRef &ref : refs) {
        if (ref.nameToken == i || ref.aliasToken == i)
            return false;
    }
    return true;
}

// --- Name matching ----------------------------------------------------------

// "OrderDetails", "order_details", "Order Details" -> {"order", "detail"}.
QStringList nameWords(const QString &name)
{
    QStringList words;
    const QStringList parts = text::splitIdentifier(name).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &part : parts)
        words << text::stem(part);
    return words;
}

QString nameKey(const QString &name)
{
    return nameWords(name).join(QString());
}

bool isSubset(const QStringList &small, const QStringList &large)
{
    if (small.isEmpty())
        return false;
    for (const QString &word : small) {
        if (!large.contains(word))
            return false;
    }
    return true;
}

std::optional<QString> onlyOne(const QStringList &names)
{
    if (names.isEmpty())
        return std::nullopt;
    for (const QString &name : names) {
        if (name.compare(names.first(), Qt::CaseInsensitive) != 0)
            return std::nullopt;
    }
    return names.first();
}

// The real name `wanted` most likely meant, from the surest evidence down:
// same name in another case; same words once case, separators and plural are
// ignored (order_details = "Order Details", Product = Products); all its words
// inside one candidate (Price -> UnitPrice) or one candidate's words inside it;
// finally a small edit distance (a typo). Ambiguity at any tier means no answer.
// With strictOnly, only the first two tiers.
std::optional<QString> nearestName(const QString &wanted, const QStringList &candidates, bool strictOnly = false)
{
    for (const QString &candidate : candidates) {
        if (candidate.compare(wanted, Qt::CaseInsensitive) == 0)
            return candidate;
    }
    const QString key = nameKey(wanted);
    for (const QString &candidate : candidates) {
        if (!key.isEmpty() && nameKey(candidate) == key)
            return candidate;
    }
    if (strictOnly)
        return std::nullopt;
    const QStringList words = nameWords(wanted);
    QStringList wider;
    QStringList narrower;
    for (const QString &candidate : candidates) {
        const QStringList candidateWords = nameWords(candidate);
        if (isSubset(words, candidateWords))
            wider << candidate;
        if (isSubset(candidateWords, words))
            narrower << candidate;
    }
    if (const auto one = onlyOne(wider))
        return one;
    if (const auto one = onlyOne(narrower))
        return one;

    int best = INT_MAX;
    QStringList closest;
    for (const QString &candidate : candidates) {
        const int distance = text::editDistance(key, nameKey(candidate));
        if (distance < best) {
            best = distance;
            closest = {candidate};
        } else if (distance == best) {
            closest << candidate;
        }
    }
    const int threshold = std::clamp(int(key.size()) / 4, 1, 3);
    if (best <= threshold)
        return onlyOne(closest);
    return std::nullopt;
}

// "no such column: o.Foo" -> "o.Foo"; the message is SQLite's, one line.
QString capture(const QString &message, const QRegularExpression &pattern)
{
    const QRegularExpressionMatch match = pattern.match(message);
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

// --- Rule: quote-spaced-table -----------------------------------------------

// Whether a table name may stand at token `i`: right after FROM or JOIN, or
// after a comma in a FROM list. "SELECT Product Sales" (a column and its
// alias) must not become a table.
bool expectsTable(const Tokens &t, qsizetype i)
{
    if (i == 0)
        return false;
    if (t.at(i - 1).isKeyword(u"FROM") || t.at(i - 1).isKeyword(u"JOIN"))
        return true;
    if (!t.at(i - 1).isPunctuation(u","))
        return false;
    int depth = 0;
    for (qsizetype k = i - 2; k >= 0; --k) {
        if (t.at(k).isPunctuation(u")"))
            ++depth;
        else if (t.at(k).isPunctuation(u"("))
            --depth;
        if (depth < 0)
            return false;
        if (depth == 0 && isKeywordToken(t.at(k)))
            return isAnyKeyword(t.at(k), {u"FROM", u"JOIN"});
    }
    return false;
}


// FROM Order Details o: SQLite reads "Order" as a keyword (syntax error) or
// "Product" as the table and "Sales" as its alias (no such table: Product).
std::optional<RepairAttempt> quoteSpacedTable(const Context &c)
{
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    QList<const Table *> spaced;
    for (const Table &table : c.schema.tables) {
        if (table.name.contains(spaces))
            spaced << &table;
    }
    // Longest names first, so "Order Details Extended" wins over "Order Details".
    std::stable_sort(spaced.begin(), spaced.end(), [](const Table *a, const Table *b) {
        return a->name.split(spaces).size() > b->name.split(spaces).size();
    });

    const Tokens &t = c.tokens;
    QList<Edit> edits;
    QSet<qsizetype> used;
    QStringList fixed;
    for (const Table *table : std::as_const(spaced)) {
        const QStringList words = table->name.split(spaces, Qt::SkipEmptyParts);
        for (qsizetype i = 0; i + words.size() <= t.size(); ++i) {
            bool matches = true;
            for (qsizetype k = 0; k < words.size() && matches; ++k) {
                const SqlToken &token = t.at(i + k);
                matches = token.kind == SqlToken::Kind::Word && !used.contains(i + k)
                    && token.text.compare(words.at(k), Qt::CaseInsensitive) == 0
                    && (k == 0 || c.sql.mid(t.at(i + k - 1).end(), token.begin - t.at(i + k - 1).end()).trimmed().isEmpty());
            }
            const qsizetype last = i + words.size() - 1;
            // A table position, or a qualifier: Order Details.Quantity.
            if (!matches
                || !(expectsTable(t, i) || (last + 1 < t.size() && t.at(last + 1).isPunctuation(u"."))))
                continue;
            edits << Edit{t.at(i).begin, t.at(last).end() - t.at(i).begin, c.dialect.quoteIdentifier(table->name)};
            for (qsizetype k = i; k <= last; ++k)
                used.insert(k);
            if (!fixed.contains(table->name))
                fixed << table->name;
        }
    }
    if (edits.isEmpty())
        return std::nullopt;
    return attempt(c, applyEdits(c.sql, edits), "quote-spaced-table",
                   QStringLiteral("quoted the table name %1, which contains spaces")
                       .arg(c.dialect.quoteIdentifier(fixed.first())));
}

// --- Rule: dialect-function -------------------------------------------------

// The repair rules read SQLite's messages and target SQLite, so where
// SqlDialect has no method (day of month, today, julianday) they write
// SQLite's spelling directly.
std::optional<QString> datePart(const QString &unit, const QString &expression, const SqlDialect &dialect)
{
    const QString u = unit.toLower();
    if (u == QLatin1String("year") || u == QLatin1String("yy") || u == QLatin1String("yyyy"))
        return dialect.yearOf(expression);
    if (u == QLatin1String("quarter") || u == QLatin1String("qq") || u == QLatin1String("q"))
        return dialect.quarterOf(expression);
    if (u == QLatin1String("month") || u == QLatin1String("mm") || u == QLatin1String("m"))
        return dialect.monthOf(expression);
    if (u == QLatin1String("day") || u == QLatin1String("dd") || u == QLatin1String("d"))
        return QStringLiteral("CAST(strftime('%d', %1) AS INTEGER)").arg(expression);
    return std::nullopt;
}

// `year` in DATEPART(year, x), or 'year' in DATE_PART('year', x).
QString unitOf(const Tokens &t, const Range &range)
{
    if (range.first != range.last)
        return {};
    const SqlToken &token = t.at(range.first);
    if (token.isIdentifier())
        return token.identifier();
    if (token.kind == SqlToken::Kind::String && token.text.startsWith(QLatin1Char('\'')))
        return token.text.mid(1, token.text.size() - 2);
    return {};
}

// A CONCAT argument that is one operand (name, literal, a.b, f(...)) can sit
// next to || as is; anything with operators is parenthesised, since || binds
// tighter than + or CASE.
bool isSingleOperand(const Tokens &t, const Range &range)
{
    if (range.first == range.last)
        return true;
    if (range.last == range.first + 2 && t.at(range.first + 1).isPunctuation(u"."))
        return true;
    return t.at(range.first).isIdentifier() && t.at(range.first + 1).isPunctuation(u"(")
        && matchingParen(t, range.first + 1) == range.last;
}

std::optional<Edit> rewriteForeignCall(const QString &sql, const Tokens &t, qsizetype i, const SqlDialect &dialect)
{
    const SqlToken &name = t.at(i);
    if (name.kind != SqlToken::Kind::Word || i + 1 >= t.size() || !t.at(i + 1).isPunctuation(u"("))
        return std::nullopt;
    if (i > 0 && t.at(i - 1).isPunctuation(u"."))
        return std::nullopt;
    const qsizetype close = matchingParen(t, i + 1);
    if (close < 0)
        return std::nullopt;
    const QList<Range> args = splitArguments(t, i + 1, close);
    for (const Range &arg : args) {
        if (arg.first > arg.last)
            return std::nullopt;
    }
    const auto argText = [&](qsizetype k) { return textOf(sql, t.at(args.at(k).first), t.at(args.at(k).last)); };
    const auto whole = [&](const QString &replacement) {
        return Edit{name.begin, t.at(close).end() - name.begin, replacement};
    };
    const QString upper = name.text.toUpper();

    if (upper == QLatin1String("YEAR") && args.size() == 1)
        return whole(dialect.yearOf(argText(0)));
    if (upper == QLatin1String("MONTH") && args.size() == 1)
        return whole(dialect.monthOf(argText(0)));
    if ((upper == QLatin1String("DAY") || upper == QLatin1String("DAYOFMONTH")) && args.size() == 1)
        return whole(*datePart(QStringLiteral("day"), argText(0), dialect));
    if ((upper == QLatin1String("DATEPART") || upper == QLatin1String("DATE_PART")) && args.size() == 2) {
        if (const auto part = datePart(unitOf(t, args.at(0)), argText(1), dialect))
            return whole(*part);
        return std::nullopt;
    }
    if (upper == QLatin1String("EXTRACT") && args.size() == 1) {
        const Range &arg = args.first();
        if (arg.last < arg.first + 2 || !t.at(arg.first + 1).isKeyword(u"FROM"))
            return std::nullopt;
        const QString expression = textOf(sql, t.at(arg.first + 2), t.at(arg.last));
        if (const auto part = datePart(unitOf(t, Range{arg.first, arg.first}), expression, dialect))
            return whole(*part);
        return std::nullopt;
    }
    if ((upper == QLatin1String("GETDATE") || upper == QLatin1String("NOW") || upper == QLatin1String("CURDATE")
         || upper == QLatin1String("SYSDATETIME"))
        && args.isEmpty())
        return whole(QStringLiteral("date('now')"));
    if (upper == QLatin1String("DATEDIFF") && args.size() == 3) {
        // SQL Server: DATEDIFF(day, start, end) = end - start.
        const QString unit = unitOf(t, args.at(0)).toLower();
        if (unit != QLatin1String("day") && unit != QLatin1String("dd") && unit != QLatin1String("d"))
            return std::nullopt;
        return whole(QStringLiteral("CAST(julianday(%1) - julianday(%2) AS INTEGER)").arg(argText(2), argText(1)));
    }
    if (upper == QLatin1String("DATEDIFF") && args.size() == 2) {
        // MySQL: DATEDIFF(end, start) in days.
        return whole(QStringLiteral("CAST(julianday(%1) - julianday(%2) AS INTEGER)").arg(argText(0), argText(1)));
    }
    if (upper == QLatin1String("ISNULL") && args.size() == 2)
        return replaceToken(name, QStringLiteral("IFNULL"));
    if (upper == QLatin1String("LEN") && args.size() == 1)
        return replaceToken(name, QStringLiteral("LENGTH"));
    if (upper == QLatin1String("CONCAT") && !args.isEmpty()) {
        QStringList parts;
        for (qsizetype k = 0; k < args.size(); ++k)
            parts << (isSingleOperand(t, args.at(k)) ? argText(k) : QLatin1Char('(') + argText(k) + QLatin1Char(')'));
        return whole(dialect.concat(parts));
    }
    return std::nullopt;
}

// None of these names is a SQLite function (SQLite 3.40), so rewriting every
// call is safe even when the message names only the first one SQLite met.
std::optional<RepairAttempt> rewriteDialectFunctions(const Context &c)
{
    QString sql = c.sql;
    QStringList rewritten;
    // Rewrite one call per pass, outermost first, and re-read the text: the
    // arguments of CONCAT(YEAR(x), ...) are copied before YEAR is rewritten.
    for (int pass = 0; pass < 64; ++pass) {
        const Tokens t = SqlLexer::significant(sql);
        bool changed = false;
        for (qsizetype i = 0; i < t.size() && !changed; ++i) {
            if (const auto edit = rewriteForeignCall(sql, t, i, c.dialect)) {
                const QString name = t.at(i).text.toUpper() + QStringLiteral("()");
                if (!rewritten.contains(name))
                    rewritten << name;
                sql = applyEdits(sql, {*edit});
                changed = true;
            }
        }
        if (!changed)
            break;
    }
    return attempt(c, sql, "dialect-function",
                   QStringLiteral("rewrote %1 with SQLite's functions").arg(rewritten.join(QLatin1String(", "))));
}

// --- Rule: top-to-limit -----------------------------------------------------

std::optional<Edit> topEdit(const Tokens &t, qsizetype select, const SqlDialect &dialect, QList<Edit> *edits)
{
    qsizetype top = select + 1;
    if (top < t.size() && (t.at(top).isKeyword(u"DISTINCT") || t.at(top).isKeyword(u"ALL")))
        ++top;
    if (top + 1 >= t.size() || !t.at(top).isKeyword(u"TOP"))
        return std::nullopt;
    qsizetype number = top + 1;
    qsizetype lastTop = number;
    if (t.at(number).isPunctuation(u"(") && number + 2 < t.size() && t.at(number + 2).isPunctuation(u")")) {
        number = top + 2;
        lastTop = top + 3;
    }
    bool ok = false;
    const int n = t.at(number).text.toInt(&ok);
    if (t.at(number).kind != SqlToken::Kind::Number || !ok || lastTop + 1 >= t.size())
        return std::nullopt;
    // TOP 10 PERCENT and TOP 5 WITH TIES have no LIMIT equivalent.
    if (t.at(lastTop + 1).isKeyword(u"PERCENT") || t.at(lastTop + 1).isKeyword(u"WITH"))
        return std::nullopt;

    // The end of this SELECT: its closing parenthesis, a ';', or the end.
    qsizetype end = t.size();
    int depth = 0;
    bool hasLimit = false;
    for (qsizetype k = lastTop + 1; k < t.size(); ++k) {
        const SqlToken &token = t.at(k);
        if (token.isPunctuation(u"(")) {
            ++depth;
        } else if (token.isPunctuation(u")")) {
            if (depth == 0) {
                end = k;
                break;
            }
            --depth;
        } else if (depth == 0) {
            if (token.isPunctuation(u";")) {
                end = k;
                break;
            }
            // LIMIT after UNION would cap the whole compound, not this SELECT.
            if (isAnyKeyword(token, {u"UNION", u"EXCEPT", u"INTERSECT"}))
                return std::nullopt;
            hasLimit = hasLimit || token.isKeyword(u"LIMIT");
        }
    }
    if (end - 1 <= lastTop)
        return std::nullopt;
    if (!hasLimit)
        *edits << Edit{t.at(end - 1).end(), 0, QLatin1Char(' ') + dialect.limitClause(n)};
    // Drop "TOP 5 " including the space after it.
    return Edit{t.at(top).begin, t.at(lastTop + 1).begin - t.at(top).begin, QString()};
}

std::optional<RepairAttempt> topToLimit(const Context &c)
{
    QString sql = c.sql;
    for (int pass = 0; pass < 16; ++pass) {
        const Tokens t = SqlLexer::significant(sql);
        bool changed = false;
        for (qsizetype i = 0; i < t.size() && !changed; ++i) {
            if (!t.at(i).isKeyword(u"SELECT"))
                continue;
            QList<Edit> edits;
            if (const auto removal = topEdit(t, i, c.dialect, &edits)) {
                edits << *removal;
                sql = applyEdits(sql, edits);
                changed = true;
            }
        }
        if (!changed)
            break;
    }
    return attempt(c, sql, "top-to-limit", QStringLiteral("moved SELECT TOP n to SQLite's LIMIT n"));
}

// --- Rule: nearest-table ----------------------------------------------------

std::optional<RepairAttempt> nearestTable(const Context &c)
{
    static const QRegularExpression pattern(QStringLiteral("no such table: ([^\\n]+)"));
    QString wanted = capture(c.message, pattern);
    static const QRegularExpression schemaPrefix(QStringLiteral("^(main|temp)\\."),
                                                 QRegularExpression::CaseInsensitiveOption);
    wanted.remove(schemaPrefix);
    if (wanted.isEmpty())
        return std::nullopt;
    const auto real = nearestName(wanted, c.schema.tableNames());
    if (!real || real->compare(wanted, Qt::CaseInsensitive) == 0)
        return std::nullopt;

    const Tokens &t = c.tokens;
    const QString replacement = c.dialect.quoteIdentifier(*real);
    QList<Edit> edits;
    for (const TableRef &ref : tableRefs(t, c.schema)) {
        if (ref.name.compare(wanted, Qt::CaseInsensitive) == 0)
            edits << replaceToken(t.at(ref.nameToken), replacement);
    }
    // order_details.Quantity: the name used as a qualifier.
    for (qsizetype i = 0; i + 1 < t.size(); ++i) {
        if (t.at(i).isIdentifier() && t.at(i + 1).isPunctuation(u".") && (i == 0 || !t.at(i - 1).isPunctuation(u"."))
            && t.at(i).identifier().compare(wanted, Qt::CaseInsensitive) == 0)
            edits << replaceToken(t.at(i), replacement);
    }
    if (edits.isEmpty())
        return std::nullopt;
    return attempt(c, applyEdits(c.sql, edits), "nearest-table",
                   QStringLiteral("no table %1; used %2").arg(wanted, replacement));
}

// --- Rule: nearest-column ---------------------------------------------------

QStringList columnNames(const Table *table)
{
    QStringList names;
    if (table) {
        for (const Column &column : table->columns)
            names << column.name;
    }
    return names;
}

std::optional<RepairAttempt> nearestColumn(const Context &c)
{
    static const QRegularExpression pattern(QStringLiteral("no such column: ([^\\n]+)"));
    const QString reference = capture(c.message, pattern);
    if (reference.isEmpty())
        return std::nullopt;
    // "o.Foo", "Order Details.Foo", "main.Orders.Foo": the column is after the
    // last dot, the table or alias before it.
    const QStringList parts = reference.split(QLatin1Char('.'));
    const QString wanted = parts.last();
    const QString qualifier = parts.size() >= 2 ? parts.at(parts.size() - 2) : QString();

    const Tokens &t = c.tokens;
    const QList<TableRef> refs = tableRefs(t, c.schema);
    QList<Edit> edits;
    QString description;

    if (!qualifier.isEmpty()) {
        const TableRef *ref = resolveQualifier(t, refs, qualifier);
        if (!ref)
            return std::nullopt;
        // Prefer, in order: the name as meant in the qualified table; the exact
        // name in another joined table (o.ProductName with o = Orders); a fuzzy
        // match in the qualified table.
        QString newQualifier;
        std::optional<QString> real = nearestName(wanted, columnNames(ref->table), true);
        for (const TableRef &other : refs) {
            if (real)
                break;
            if (&other == ref || !other.table)
                continue;
            real = nearestName(wanted, columnNames(other.table), true);
            if (real)
                newQualifier = qualifierFor(other, c.dialect);
        }
        if (!real)
            real = nearestName(wanted, columnNames(ref->table));
        if (!real)
            return std::nullopt;
        for (qsizetype i = 0; i + 2 < t.size(); ++i) {
            if (t.at(i).isIdentifier() && t.at(i).identifier().compare(qualifier, Qt::CaseInsensitive) == 0
                && t.at(i + 1).isPunctuation(u".") && t.at(i + 2).isIdentifier()
                && t.at(i + 2).identifier().compare(wanted, Qt::CaseInsensitive) == 0) {
                edits << replaceToken(t.at(i + 2), c.dialect.quoteIdentifier(*real));
                if (!newQualifier.isEmpty())
                    edits << replaceToken(t.at(i), newQualifier);
            }
        }
        description = QStringLiteral("no column %1; used %2.%3")
                          .arg(reference, newQualifier.isEmpty() ? qualifier : newQualifier, *real);
    } else {
        QStringList pool;
        for (const TableRef &ref : refs)
            pool << columnNames(ref.table);
        const auto real = nearestName(wanted, pool);
        if (!real || real->compare(wanted, Qt::CaseInsensitive) == 0)
            return std::nullopt;
        for (qsizetype i = 0; i < t.size(); ++i) {
            if (isBareColumn(t, i, refs) && t.at(i).identifier().compare(wanted, Qt::CaseInsensitive) == 0)
                edits << replaceToken(t.at(i), c.dialect.quoteIdentifier(*real));
        }
        description = QStringLiteral("no column %1; used %2").arg(wanted, *real);
    }
    if (edits.isEmpty())
        return std::nullopt;
    return attempt(c, applyEdits(c.sql, edits), "nearest-column", description);
}

// --- Rule: qualify-ambiguous ------------------------------------------------

std::optional<RepairAttempt> qualifyAmbiguous(const Context &c)
{
    static const QRegularExpression pattern(QStringLiteral("ambiguous column name: ([^\\n]+)"));
    const QString column = capture(c.message, pattern).split(QLatin1Char('.')).last();
    if (column.isEmpty())
        return std::nullopt;
    const Tokens &t = c.tokens;
    const QList<TableRef> refs = tableRefs(t, c.schema);
    const TableRef *owner = nullptr;
    for (const TableRef &ref : refs) {
        if (ref.table && ref.table->column(column)) {
            owner = &ref;
            break;
        }
    }
    if (!owner)
        return std::nullopt;
    const QString qualifier = qualifierFor(*owner, c.dialect);

    QList<Edit> edits;
    bool inUsing = false;
    for (qsizetype i = 0; i < t.size(); ++i) {
        // JOIN ... USING (ProductID) must stay bare.
        if (t.at(i).isKeyword(u"USING"))
            inUsing = true;
        else if (inUsing && t.at(i).isPunctuation(u")"))
            inUsing = false;
        if (inUsing || !isBareColumn(t, i, refs) || t.at(i).identifier().compare(column, Qt::CaseInsensitive) != 0)
            continue;
        edits << replaceToken(t.at(i), qualifier + QLatin1Char('.') + t.at(i).text);
    }
    if (edits.isEmpty())
        return std::nullopt;
    return attempt(c, applyEdits(c.sql, edits), "qualify-ambiguous",
                   QStringLiteral("qualified %1 with %2, the first joined table that has it").arg(column, qualifier));
}

// --- Rule: aggregate-to-having ----------------------------------------------

bool containsAggregateCall(const Tokens &t, const Range &range)
{
    for (qsizetype i = range.first; i <= range.last; ++i) {
        // An aggregate inside a subquery belongs to that subquery.
        if (t.at(i).isKeyword(u"SELECT"))
            return false;
    }
    for (qsizetype i = range.first; i < range.last; ++i) {
        if (!t.at(i + 1).isPunctuation(u"(") || !t.at(i).isIdentifier())
            continue;
        const SqlToken &name = t.at(i);
        if (isAnyKeyword(name, {u"COUNT", u"SUM", u"AVG", u"TOTAL", u"GROUP_CONCAT"}))
            return true;
        // min(a, b) and max(a, b) are ordinary scalar functions in SQLite.
        if (isAnyKeyword(name, {u"MIN", u"MAX"})) {
            const qsizetype close = matchingParen(t, i + 1);
            if (close > 0 && splitArguments(t, i + 1, close).size() == 1)
                return true;
        }
    }
    return false;
}

struct SelectList {
    bool hasAggregate = false;
    QStringList plainColumns;   // empty unless every item is a bare or qualified column
};

// The top-level select list of the statement whose WHERE is at `where`.
SelectList selectList(const Tokens &t, const QList<int> &depth, qsizetype where)
{
    SelectList list;
    qsizetype select = -1;
    qsizetype from = -1;
    for (qsizetype i = where - 1; i >= 0; --i) {
        if (depth.at(i) != 0)
            continue;
        if (t.at(i).isKeyword(u"FROM"))
            from = i;
        if (t.at(i).isKeyword(u"SELECT")) {
            select = i;
            break;
        }
    }
    if (select < 0 || from <= select + 1)
        return list;
    qsizetype first = select + 1;
    if (t.at(first).isKeyword(u"DISTINCT") || t.at(first).isKeyword(u"ALL"))
        ++first;
    if (first >= from)
        return list;
    list.hasAggregate = containsAggregateCall(t, Range{first, from - 1});
    // Reuse the argument splitter: the list sits between SELECT and FROM as if in parentheses.
    QStringList columns;
    for (const Range &item : splitArguments(t, first - 1, from)) {
        qsizetype last = item.last;
        // Drop "AS alias" or a bare trailing alias.
        if (last >= item.first + 2 && t.at(last - 1).isKeyword(u"AS"))
            last -= 2;
        else if (last == item.first + 1 && t.at(last).isIdentifier() && t.at(item.first).isIdentifier())
            last -= 1;
        if (last == item.first && t.at(last).isIdentifier())
            columns << t.at(last).text;
        else if (last == item.first + 2 && t.at(item.first).isIdentifier() && t.at(item.first + 1).isPunctuation(u".")
                 && t.at(last).isIdentifier())
            columns << t.at(item.first).text + QLatin1Char('.') + t.at(last).text;
        else
            return list;
    }
    list.plainColumns = columns;
    return list;
}

// WHERE SUM(Quantity) > 10: SQLite says "misuse of aggregate function SUM()".
// Conditions on aggregates belong in HAVING; the others stay in WHERE.
std::optional<RepairAttempt> aggregateToHaving(const Context &c)
{
    if (!c.message.contains(QLatin1String("misuse of aggregate")))
        return std::nullopt;
    const Tokens &t = c.tokens;
    const QList<int> depth = depths(t);
    const auto topLevel = [&](qsizetype from, std::initializer_list<const char16_t *> keywords) {
        for (qsizetype i = from; i < t.size(); ++i) {
            if (depth.at(i) < 0 || (depth.at(i) == 0 && t.at(i).isPunctuation(u";")))
                return i;
            if (depth.at(i) == 0 && isAnyKeyword(t.at(i), keywords))
                return i;
        }
        return t.size();
    };

    const qsizetype where = topLevel(0, {u"WHERE"});
    if (where >= t.size() || !t.at(where).isKeyword(u"WHERE"))
        return std::nullopt;
    const qsizetype whereEnd = topLevel(where + 1, {u"GROUP", u"HAVING", u"ORDER", u"LIMIT", u"WINDOW", u"UNION",
                                                    u"EXCEPT", u"INTERSECT"});
    if (whereEnd <= where + 1)
        return std::nullopt;

    // Split the condition at top-level AND, keeping BETWEEN x AND y whole.
    QList<Range> conjuncts;
    qsizetype start = where + 1;
    bool inBetween = false;
    for (qsizetype i = where + 1; i < whereEnd; ++i) {
        if (depth.at(i) != 0)
            continue;
        if (t.at(i).isKeyword(u"BETWEEN")) {
            inBetween = true;
        } else if (t.at(i).isKeyword(u"AND")) {
            if (inBetween) {
                inBetween = false;
            } else {
                conjuncts << Range{start, i - 1};
                start = i + 1;
            }
        }
    }
    conjuncts << Range{start, whereEnd - 1};

    QStringList kept;
    QStringList moved;
    for (const Range &range : std::as_const(conjuncts)) {
        if (range.first > range.last)
            return std::nullopt;
        const QString text = textOf(c.sql, t.at(range.first), t.at(range.last));
        (containsAggregateCall(t, range) ? moved : kept) << text;
    }
    if (moved.isEmpty())
        return std::nullopt;

    const QString and_ = QStringLiteral(" AND ");
    QList<Edit> edits;
    const qsizetype group = whereEnd < t.size() && t.at(whereEnd).isKeyword(u"GROUP") ? whereEnd : -1;
    const qsizetype having = topLevel(whereEnd, {u"HAVING"});
    const bool hasHaving = having < t.size() && t.at(having).isKeyword(u"HAVING");
    const SqlToken &whereToken = t.at(where);
    const SqlToken &lastCondition = t.at(whereEnd - 1);

    if (hasHaving) {
        const qsizetype havingEnd = topLevel(having + 1, {u"ORDER", u"LIMIT", u"WINDOW", u"UNION", u"EXCEPT",
                                                          u"INTERSECT"});
        if (havingEnd <= having + 1)
            return std::nullopt;
        const QString existing = textOf(c.sql, t.at(having + 1), t.at(havingEnd - 1));
        edits << Edit{t.at(having + 1).begin, t.at(havingEnd - 1).end() - t.at(having + 1).begin,
                      moved.join(and_) + QStringLiteral(" AND (") + existing + QLatin1Char(')')};
    } else if (group >= 0) {
        const qsizetype groupEnd = topLevel(group + 1, {u"ORDER", u"LIMIT", u"WINDOW", u"UNION", u"EXCEPT",
                                                        u"INTERSECT"});
        edits << Edit{t.at(groupEnd - 1).end(), 0, QStringLiteral(" HAVING ") + moved.join(and_)};
    }

    const bool havingPlaced = hasHaving || group >= 0;
    QString whereText = kept.isEmpty() ? QString() : QStringLiteral("WHERE ") + kept.join(and_);
    if (!havingPlaced) {
        // No GROUP BY. With an aggregate in the select list HAVING alone is
        // enough (SQLite >= 3.39); without one SQLite refuses HAVING, and
        // "SELECT CategoryID ... WHERE AVG(UnitPrice) > 12" means per category,
        // so group by the plain columns selected.
        QString clause = QStringLiteral("HAVING ") + moved.join(and_);
        const SelectList list = selectList(t, depth, where);
        if (!list.hasAggregate) {
            if (list.plainColumns.isEmpty())
                return std::nullopt;
            clause = QStringLiteral("GROUP BY ") + list.plainColumns.join(QLatin1String(", ")) + QLatin1Char(' ')
                + clause;
        }
        whereText += (whereText.isEmpty() ? QString() : QStringLiteral(" ")) + clause;
    }
    if (whereText.isEmpty()) {
        // Remove "WHERE ..." and the space before it.
        const qsizetype from = where > 0 ? t.at(where - 1).end() : whereToken.begin;
        edits << Edit{from, lastCondition.end() - from, QString()};
    } else {
        edits << Edit{whereToken.begin, lastCondition.end() - whereToken.begin, whereText};
    }
    return attempt(c, applyEdits(c.sql, edits), "aggregate-to-having",
                   QStringLiteral("moved %1 from WHERE to HAVING").arg(moved.join(and_)));
}

} // namespace

SqlRepairer::SqlRepairer(const Schema &schema, const SqlDialect &dialect)
    : m_schema(schema)
    , m_dialect(dialect)
{
}

std::optional<RepairAttempt> SqlRepairer::repair(const QString &sql, const QString &errorMessage) const
{
    using Rule = std::optional<RepairAttempt> (*)(const Context &);
    // Cheapest certain fixes first: a spaced name or a foreign function is
    // wrong whatever SQLite happened to complain about first.
    static const Rule rules[] = {quoteSpacedTable, rewriteDialectFunctions, topToLimit, nearestTable,
                                 nearestColumn,    qualifyAmbiguous,        aggregateToHaving};
    const Tokens tokens = SqlLexer::significant(sql);
    for (const SqlToken &token : tokens) {
        if (token.unterminated)
            return std::nullopt;   // we cannot tell code from text
    }
    const Context context{sql, errorMessage, tokens, m_schema, m_dialect};
    for (Rule rule : rules) {
        if (auto repaired = rule(context))
            return repaired;
    }
    return std::nullopt;
}

} // namespace rac::sql
