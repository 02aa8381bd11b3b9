// SPDX-License-Identifier: MIT
#include "semantic/parse/PresentationClauses.h"

#include "common/TextUtil.h"
#include "semantic/parse/InterpretationBuilder.h"
#include "semantic/parse/Lexicon.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>
#include <QSet>

#include <functional>

namespace rac::semantic {
namespace {

constexpr auto kCi = QRegularExpression::CaseInsensitiveOption;

// Words that make a direction, in the order they run: "from highest to lowest" is descending.
const QString kHigh = QStringLiteral("max|maximum|highest|largest|biggest|most|greatest|high|top|busiest|newest|latest|z");
const QString kLow = QStringLiteral("min|minimum|lowest|smallest|least|fewest|low|bottom|quietest|oldest|earliest|a");
const QString kDesc = QStringLiteral("desc|descending|decending|descend|descendent|reverse");
// The opening of a tie-break ("(ties ...", ", with any ties being ..."), shared by its forms.
const QString kTieLead = QStringLiteral("(?:^|[,;:(]\\s*|\\s+)(?:and\\s+)?(?:with\\s+)?(?:any\\s+)?ties?\\s+(?:(?:are|being|to\\s+be)\\s+)?");
const QString kAsc = QStringLiteral("asc|ascending|acending|ascend|alphabetical|alphabetically|alphabetic");

// A clause over the characters a match covers.
OrderClause clauseOver(const QRegularExpressionMatch &m)
{
    OrderClause c;
    c.start = int(m.capturedStart());
    c.length = int(m.capturedLength());
    return c;
}

bool isHighWord(const QString &w)
{
    static const QSet<QString> high = [] {
        const QStringList words = kHigh.split(QLatin1Char('|'));
        return QSet<QString>(words.cbegin(), words.cend());
    }();
    return high.contains(w.toLower());
}

// Splits a trailing or leading direction off one key: "ContactTitlesAmount in descending order",
// "ascending CustomerName", "ValueInStock from max to min", "the highest total sales first".
std::optional<bool> takeDirection(QString &key)
{
    static const QRegularExpression trailingWord(QStringLiteral("[\\s,]*\\(?\\s*(?:in\\s+)?(?:an?\\s+)?\\b(%1|%2)(?:\\s+order)?\\s*\\)?$").arg(kDesc, kAsc), kCi);
    static const QRegularExpression trailingSpan(QStringLiteral("[\\s,]*(?:from\\s+)?(?:the\\s+)?\\b(%1|%2)\\s+to\\s+(?:the\\s+)?(?:%1|%2)$").arg(kHigh, kLow), kCi);
    static const QRegularExpression trailingFirst(QStringLiteral("[\\s,]*(?:with\\s+)?(?:the\\s+)?\\b(%1|%2)\\s+(?:\\w+\\s+)?first$").arg(kHigh, kLow), kCi);
    static const QRegularExpression leadingWord(QStringLiteral("^(?:an?\\s+)?(%1|%2)\\s+(?:order\\s+(?:of\\s+)?)?").arg(kDesc, kAsc), kCi);
    static const QRegularExpression leadingFirst(QStringLiteral("^(?:the\\s+)?(%1|%2)\\s+(.+?)\\s+first$").arg(kHigh, kLow), kCi);
    static const QRegularExpression descWord(QStringLiteral("^(?:%1)$").arg(kDesc), kCi);
    QRegularExpressionMatch m = leadingFirst.match(key);
    if (m.hasMatch()) {
        const bool desc = isHighWord(m.captured(1));
        key = m.captured(2);
        return desc;
    }
    for (const QRegularExpression *re : {&trailingWord, &leadingWord}) {
        m = re->match(key);
        if (m.hasMatch()) {
            const bool desc = descWord.match(m.captured(1)).hasMatch();
            key = key.left(m.capturedStart()) + key.mid(m.capturedEnd());
            return desc;
        }
    }
    for (const QRegularExpression *re : {&trailingSpan, &trailingFirst}) {
        m = re->match(key);
        if (m.hasMatch()) {
            key = key.left(m.capturedStart());
            return isHighWord(m.captured(1));
        }
    }
    return std::nullopt;
}

// Words a key is matched on: stems, with the words that only point ("the", "their") left out.
QStringList keyWords(const QString &text)
{
    static const QSet<QString> pointers{QStringLiteral("the"), QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("of"),
                                        QStringLiteral("their"), QStringLiteral("its"), QStringLiteral("his"), QStringLiteral("her"),
                                        QStringLiteral("each"), QStringLiteral("per"), QStringLiteral("by"), QStringLiteral("in"),
                                        QStringLiteral("column"), QStringLiteral("field"),
                                        QStringLiteral("s"), QStringLiteral("then")};
    QStringList out;
    for (const QString &w : text::words(text::splitIdentifier(text))) {
        QString word = w;
        word.remove(QLatin1Char('\''));
        if (!word.isEmpty() && !pointers.contains(word))
            out << text::stem(text::expandAbbreviation(word));
    }
    return out;
}

// The words that name what an expression computes: its columns' and tables' words, and for an
// aggregate the words of its kind ("number of orders" is a count of orders).
void describe(const Expr &e, QSet<QString> &bag)
{
    const auto add = [&bag](const QString &text) {
        for (const QString &w : keyWords(text))
            bag.insert(w);
    };
    switch (e.kind) {
    case Expr::Kind::Column:
        add(e.column);
        add(e.table);
        break;
    case Expr::Kind::Aggregate:
        if (e.text == QLatin1String("COUNT"))
            add(QStringLiteral("count number amount many total quantity"));
        else if (e.text == QLatin1String("SUM"))
            add(QStringLiteral("total sum amount"));
        else if (e.text == QLatin1String("AVG"))
            add(QStringLiteral("average mean avg"));
        else if (e.text == QLatin1String("MIN"))
            add(QStringLiteral("minimum min lowest smallest"));
        else if (e.text == QLatin1String("MAX"))
            add(QStringLiteral("maximum max highest largest"));
        break;
    case Expr::Kind::Template:
        // A measure's formula that adds up ("SUM(UnitPrice * Quantity ...)") is a total.
        if (e.isAggregate() && e.text.trimmed().startsWith(QLatin1String("SUM("), Qt::CaseInsensitive))
            add(QStringLiteral("total sum amount"));
        break;
    case Expr::Kind::Concat:
        add(QStringLiteral("name full"));
        break;
    case Expr::Kind::YearOf:
        add(QStringLiteral("year"));
        break;
    case Expr::Kind::MonthOf:
    case Expr::Kind::MonthNameOf:
    case Expr::Kind::YearMonthOf:
        add(QStringLiteral("month"));
        break;
    case Expr::Kind::QuarterOf:
    case Expr::Kind::QuarterLabelOf:
        add(QStringLiteral("quarter"));
        break;
    case Expr::Kind::DateOf:
        add(QStringLiteral("date day"));
        break;
    default:
        break;
    }
    for (const Expr &a : e.args)
        describe(a, bag);
    for (const auto &[table, column] : e.columns()) {
        add(column);
        add(table);
    }
}

// Two letters side by side swapped ("prodcut", "compnay"): one slip, though Levenshtein counts two.
bool swappedPair(const QString &a, const QString &b)
{
    if (a.size() != b.size())
        return false;
    QList<int> differ;
    for (int i = 0; i < int(a.size()) && differ.size() <= 2; ++i)
        if (a.at(i) != b.at(i))
            differ << i;
    return differ.size() == 2 && differ.at(1) == differ.at(0) + 1 && a.at(differ.at(0)) == b.at(differ.at(1))
        && a.at(differ.at(1)) == b.at(differ.at(0));
}

bool wordMatches(const QString &word, const QSet<QString> &bag)
{
    if (bag.contains(word))
        return true;
    // Typos ("cusotmer", "prodcut"): one slip in a word of five letters or more.
    if (word.size() < 5)
        return false;
    for (const QString &b : bag)
        if (b.size() >= 4 && (text::editDistance(word, b) <= (word.size() >= 8 ? 2 : 1) || swappedPair(word, b)))
            return true;
    return false;
}

// The column shown that every word of the key names (typos of one letter allowed), or whose name the
// key spells as one word; -1 when none does or two do equally.
int matchShown(const QString &key, const Query &query, bool figuresOnly = false)
{
    const QStringList words = keyWords(key);
    if (words.isEmpty())
        return -1;
    QString squeezed = key;
    squeezed.remove(QRegularExpression(QStringLiteral("[^A-Za-z0-9]")));
    double best = 0, second = 0;
    int bestAt = -1;
    for (int i = 0; i < int(query.select.size()); ++i) {
        const SelectItem &s = query.select.at(i);
        if (figuresOnly && !s.expr.isAggregate())
            continue;
        double score = 0;
        if (!s.alias.isEmpty() && squeezed.compare(QString(s.alias).remove(QRegularExpression(QStringLiteral("[^A-Za-z0-9]"))), Qt::CaseInsensitive) == 0) {
            score = 2;   // the answer's own column name, written as one word
        } else {
            QSet<QString> bag;
            for (const QString &w : keyWords(s.alias))
                bag.insert(w);
            describe(s.expr, bag);
            int hits = 0;
            for (const QString &w : words)
                hits += wordMatches(w, bag) ? 1 : 0;
            score = double(hits) / double(words.size());
        }
        if (score > best) {
            second = best;
            best = score;
            bestAt = i;
        } else if (score > second) {
            second = score;
        }
    }
    // Every word of the key must name the column ("order date" is not OrderID, shown beside it).
    if (best >= 1 && best > second)
        return bestAt;
    // "city name" for ShipCity: a text column's value is its name, when no column says "name".
    static const QRegularExpression nameWord(QStringLiteral("\\s+names?\\s*$"), QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = nameWord.match(key); m.hasMatch() && m.capturedStart() > 0) {
        const int plain = matchShown(key.left(m.capturedStart()), query, figuresOnly);
        if (plain >= 0 && !query.select.at(plain).expr.isAggregate())
            return plain;
    }
    return -1;
}

// A column of a table the query reads, named by the key and not shown ("sorted by hire date").
std::optional<Expr> matchUnshown(const QString &key, const Query &query, const Lexicon &lexicon)
{
    if (query.distinct)
        return std::nullopt;   // a column outside the distinct rows has no one value per row
    if (!query.groupBy.empty()) {
        // "top 5 customers by orders, ties broken by customer id": a column the groups are made
        // by, or one of the grouped rows' own (their key is among the groups); any other has no
        // one value per group.
        const auto grouped = [&query](const QString &table, const QString &column) {
            return std::any_of(query.groupBy.cbegin(), query.groupBy.cend(), [&](const Expr &g) {
                return g.kind == Expr::Kind::Column && g.table == table && g.column.compare(column, Qt::CaseInsensitive) == 0;
            });
        };
        std::optional<Expr> found;
        for (const LexEntry &e : lexicon.lookup(stemPhrase(key))) {
            if (e.kind != LexEntry::Kind::Column)
                continue;
            const sql::Table *table = lexicon.schema().table(e.table);
            const bool ofGroupedRows = table && table->primaryKey().size() == 1 && grouped(e.table, table->primaryKey().first());
            if (!grouped(e.table, e.column) && !ofGroupedRows)
                continue;
            if (found && (found->table != e.table || found->column != e.column))
                return std::nullopt;
            found = Expr::col(e.table, e.column);
        }
        return found;
    }
    const QStringList tables = query.tables();
    std::optional<Expr> found;
    for (const LexEntry &e : lexicon.lookup(stemPhrase(key))) {
        if (e.kind != LexEntry::Kind::Column || !tables.contains(e.table))
            continue;
        if (found && (found->table != e.table || found->column != e.column))
            return std::nullopt;   // two tables' columns: which is meant is not said
        found = Expr::col(e.table, e.column);
    }
    return found;
}

void blank(QString &text, int start, int length)
{
    for (int i = start; i < start + length && i < text.size(); ++i)
        text[i] = QLatin1Char(' ');
}

} // namespace

QString PresentationClauses::without(const QString &question) const
{
    QString out = question;
    for (const OrderClause &o : orders)
        blank(out, o.start, o.length);
    for (const RoundClause &r : rounds)
        blank(out, r.start, r.length);
    for (const DateFormatClause &d : dateFormats)
        blank(out, d.start, d.length);
    for (const auto &[start, length] : shapeWords)
        blank(out, start, length);
    for (const NameFormatClause &n : nameFormats)
        blank(out, n.start, n.length);
    for (const RowWindowClause &w : windows)
        blank(out, w.start, w.length);
    for (const ExpectedRowsClause &e : expectedRows)
        blank(out, e.start, e.length);
    return out;
}

namespace {

// The column a figure is computed over: AVG(Milliseconds), or a subquery's one such figure.
std::optional<Expr> columnOfFigure(const Expr &figure)
{
    const Expr *e = &figure;
    if (e->kind == Expr::Kind::Subquery && e->sub && !e->sub->select.empty())
        e = &e->sub->select.front().expr;
    while (e->kind == Expr::Kind::Arith && !e->args.empty())   // AVG(Milliseconds) / 60000.0: in minutes
        e = &e->args.front();
    if (e->kind == Expr::Kind::Aggregate && e->args.size() == 1 && e->args.front().kind == Expr::Kind::Column)
        return e->args.front();
    return std::nullopt;
}

} // namespace

std::optional<Expr> figureCompared(const Query &query)
{
    std::optional<Expr> found;
    int n = 0;
    for (const Condition &c : query.having)
        if (c.kind == Condition::Kind::Compare && c.lhs.isAggregate()) {
            found = c.lhs;
            ++n;
        }
    for (const Condition &c : query.where)
        if (c.kind == Condition::Kind::Compare && c.lhs.kind == Expr::Kind::Subquery && c.lhs.sub && !c.lhs.sub->select.empty()
            && c.lhs.sub->select.front().expr.isAggregate()) {
            found = c.lhs;
            ++n;
        }
    return n == 1 ? found : std::nullopt;
}

// The column an attribute names ("price": UnitPrice), shown or of a table read; one only. Or a
// figure over such a column, shown or compared ("longest first": the average length).
std::optional<Expr> attributeColumn(const QString &attribute, const Query &query, const Lexicon &lexicon)
{
    const QStringList fragments = Vocabulary::builtIn().attributeColumns(attribute);
    const auto named = [&fragments](const QString &column) {
        return std::any_of(fragments.cbegin(), fragments.cend(), [&column](const QString &f) { return column.contains(f, Qt::CaseInsensitive); });
    };
    for (const SelectItem &s : query.select)
        if (s.expr.kind == Expr::Kind::Column && named(s.expr.column))
            return s.expr;
    for (const SelectItem &s : query.select)
        if (const std::optional<Expr> over = s.expr.isAggregate() ? columnOfFigure(s.expr) : std::nullopt; over && named(over->column))
            return s.expr;
    if (std::optional<Expr> compared = figureCompared(query)) {
        if (const std::optional<Expr> over = columnOfFigure(*compared); over && named(over->column))
            return compared;
    }
    if (!query.groupBy.empty() || query.distinct)
        return std::nullopt;
    std::optional<Expr> found;
    for (const QString &t : query.tables())
        if (const sql::Table *table = lexicon.schema().table(t))
            for (const sql::Column &c : table->columns)
                if (named(c.name) && lexicon.kindOf(t, c.name) != ColumnKind::Key) {
                    if (found)
                        return std::nullopt;   // two columns: which is meant is not said
                    found = Expr::col(t, c.name);
                }
    return found;
}

PresentationClauses findPresentationClauses(const QString &asked)
{
    PresentationClauses out;
    // ", return 10 rows", ", first 10", "limited to 5 rows", "skipping the first 5": which of the
    // ordered rows are shown. Found first and blanked (same length), so that an order's key said
    // before them ("sorted by city, return 10 rows") does not run on into them.
    QString question = asked;
    static const QString rowWords = QStringLiteral("(?:rows|records|results|entries|lines)");
    // "(expected 11 rows)", "[91 records]", "The result should have 11 rows.", "11 rows expected":
    // a count of the answer's rows the asker expects. Found before the row windows, whose
    // "return 11 rows" it would otherwise be (a limit that hides a reading gone wrong).
    static const QString oneOrMoreRows = QStringLiteral("(?:rows?|records?|results?|entries|lines)");
    static const QRegularExpression expected(
        QStringLiteral("[(\\[]\\s*(?:expected|expect|expecting)?\\s*(?:(?:result|output|answer)\\s*)?:?\\s*(?<a>\\d+)\\s+%1"
                       "(?:\\s+(?:expected|returned|in\\s+total|total))?\\s*[)\\]]"
                       "|(?:[,;]\\s*|\\s+|^)(?:expected|expect|expecting)\\s*(?:(?:result|output|answer)\\s*)?:?\\s*(?<b>\\d+)\\s+%1\\b"
                       "|\\b(?:the\\s+)?(?:result|results|output|query|answer|report|it|this|you)\\s+(?:should|must|will|would)\\s+"
                       "(?:return|have|contain|give|show|yield|produce|list|get|see)\\s+(?<c>\\d+)\\s+%1\\b\\.?"
                       "|\\b(?<d>\\d+)\\s+%1\\s+(?:should\\s+be\\s+|are\\s+|is\\s+)?(?:expected|returned)\\b\\.?")
            .arg(oneOrMoreRows),
        kCi);
    for (auto it = expected.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        int rows = 0;
        for (const QString &g : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")})
            if (m.capturedLength(g) > 0)
                rows = m.captured(g).toInt();
        out.expectedRows.append({int(m.capturedStart()), int(m.capturedLength()), rows});   // ("(expected 0 rows)" too)
    }
    for (const ExpectedRowsClause &e : std::as_const(out.expectedRows))
        blank(question, e.start, e.length);
    static const QRegularExpression take(
        QStringLiteral("(?:[,;]\\s*|\\s+)(?:and\\s+)?(?:then\\s+)?(?:(?:return|show|list|give|display|get|keep|take)\\s+(?:me\\s+)?(?:only\\s+)?(?:the\\s+)?"
                       "(?:first\\s+|next\\s+|top\\s+)?(?<n>\\d+)\\s+%1\\b"
                       "|limit(?:ed)?\\s+(?:it\\s+|them\\s+|the\\s+(?:output|results?)\\s+)?(?:to\\s+)?(?:the\\s+first\\s+)?(?<m>\\d+)(?:\\s+%1)?\\b)")
            .arg(rowWords),
        kCi);
    static const QRegularExpression firstN(QStringLiteral("[,;]\\s*(?:only\\s+)?(?:the\\s+)?(?:first|next)\\s+(?<n>\\d+)(?:\\s+%1)?(?=\\s*(?:[.;,)]|$))").arg(rowWords), kCi);
    static const QRegularExpression skip(
        QStringLiteral("(?:[,;]\\s*|\\s+)(?:and\\s+)?(?:skip(?:ping)?|after|excluding|ignoring|leaving\\s+out|omitting|past)\\s+the\\s+first\\s+(?<n>\\d+)"
                       "(?:\\s+%1)?(?=\\s*(?:[.;,)]|$|and\\b|%1))")
            .arg(rowWords),
        kCi);
    // "total quantity of each product in 1997, top 5?", "revenue per country (top 3)": the
    // ranking's cut said last, after the figure it ranks by.
    static const QRegularExpression topTail(
        QStringLiteral("(?:[,;:]\\s*|\\s*\\(\\s*)(?:only\\s+)?(?:the\\s+)?(?<end>top|bottom)\\s+(?<n>\\d+)(?:\\s+%1)?\\s*\\)?\\s*(?=[.?!]?\\s*$)").arg(rowWords),
        kCi);
    if (const QRegularExpressionMatch m = topTail.match(question); m.hasMatch()) {
        RowWindowClause w;
        w.start = int(m.capturedStart());
        w.length = int(m.capturedLength());
        w.take = m.captured(QStringLiteral("n")).toInt();
        w.byFigureDescending = m.captured(QStringLiteral("end")).compare(QLatin1String("top"), Qt::CaseInsensitive) == 0;
        out.windows << w;
        blank(question, w.start, w.length);
    }
    for (const QRegularExpression *re : {&skip, &take, &firstN}) {
        for (auto it = re->globalMatch(question); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            RowWindowClause w;
            w.start = int(m.capturedStart());
            w.length = int(m.capturedLength());
            const int n = (m.capturedLength(QStringLiteral("n")) > 0 ? m.captured(QStringLiteral("n")) : m.captured(QStringLiteral("m"))).toInt();
            (re == &skip ? w.skip : w.take) = n;
            out.windows << w;
        }
        for (const RowWindowClause &w : std::as_const(out.windows))
            blank(question, w.start, w.length);
    }
    // "sorted by X", "order the results by X in descending order", "the result set would be ordered
    // by X", "in descending order by X": from the verb to the end of its sentence.
    static const QRegularExpression byClause(
        QStringLiteral("(?:^|[,;:(\u2014\u2013]\\s*|(?<=[.?!])\\s*|\\s+)(?:and\\s+|then\\s+|finally,?\\s+|please\\s+)*"
                       "(?:(?:the\\s+)?(?:result\\s+set|results?|output|list|rows|records|data|report)\\s+(?:should|would|must|will|is|are|to)?\\s*(?:be\\s+)?)?"
                       "(?:(?<verb>sort|sorted|sorting|order|ordered|ordering|arrange|arranged)"
                       "(?<what>\\s+(?:the\\s+)?(?:results?|output|list|rows|records|data|them|it|everything|this))?"
                       "(?:\\s+(?:in\\s+)?(?:an?\\s+)?(?<dir>%1|%2)(?:\\s+order)?)?"
                       "|(?:in\\s+)?(?<dir2>%1|%2)\\s+order)"
                       "\\s+by\\s+(?<key>[^.;?!()]+?)\\s*(?=[.;?!()]|$)")
            .arg(kDesc, kAsc),
        kCi);
    // "smallest count first", "sorted from fewest to most orders", "highest total sales first".
    static const QRegularExpression firstClause(
        // ("..., and list the highest number first": an instruction to put them so.)
        // ("latest year first and, within a year, highest revenue first": each its own clause, in
        // turn; "highest revenue first within each year": the group first, then the figure.)
        QStringLiteral("(?:^|[,;:(]\\s*|(?<=[.?!])\\s*|\\s+(?=and\\s+(?:list|show|put|display|sort|order)\\s))(?:and\\s+)?(?<then>then\\s+)?"
                       "(?:(?:sorted|ordered|listed|arranged|list|show|put|display|sort|order)\\s+(?:them\\s+|it\\s+|the\\s+(?:rows|results)\\s+)?)?"
                       // (", customers with the most orders first", "Show the employee with the most orders first.")
                       "(?:(?:the\\s+)?(?:[A-Za-z]+\\s+){0,2}?with\\s+)?(?:the\\s+)?"
                       "(?<end>%1|%2)\\s+(?:(?<key>[A-Za-z][\\w' ]{0,40}?)\\s+)?first"
                       "(?:\\s+(?:within|in|for)\\s+(?:each|every|a|an|the)\\s+(?<within>[A-Za-z][\\w ]{0,30}?))?"
                       "\\s*(?=[.;?!(),\\[]|$|\\s+(?:and\\s+)?then\\s|\\s+and\\b)")
            .arg(kHigh, kLow),
        kCi);
    static const QRegularExpression spanClause(
        // (", from fewest to most orders": "from" alone after a comma says it too.)
        QStringLiteral("(?:^|[,;:(]\\s*|(?<=[.?!])\\s*|\\s+(?=and\\s))(?:and\\s+)?(?:(?:sorted|ordered|listed|arranged|sort|order|list|arrange)\\s+(?:(?:them|it|the\\s+(?:rows|results))\\s+)?(?:from\\s+)?|from\\s+)(?:the\\s+)?"
                       "(?<from>%1|%2)\\s+to\\s+(?:the\\s+)?(?:%1|%2)(?:\\s+(?<key>[A-Za-z][\\w' ]{0,40}?))?\\s*(?=[.;?!(),\\[]|$|\\s+(?:and\\s+)?then\\s)")
            .arg(kHigh, kLow),
        kCi);
    // "; from most customers to least customers": a span that names its key between its ends.
    static const QRegularExpression keyedSpan(
        QStringLiteral("(?:^|[,;:(]\\s*|(?<=[.?!])\\s*)(?:and\\s+)?(?:(?:sorted|ordered|listed|arranged|sort|order|list|arrange)\\s+(?:(?:them|it|the\\s+(?:rows|results))\\s+)?)?from\\s+(?:the\\s+)?"
                       "(?<from>%1|%2)\\s+(?<key>[A-Za-z][\\w' ]{0,40}?)\\s+to\\s+(?:the\\s+)?(?:%1|%2)(?:\\s+\\k<key>)?\\s*(?=[.;?!(),\\[]|$)")
            .arg(kHigh, kLow),
        kCi);
    static const QRegularExpression keySplit(QStringLiteral("\\s*,\\s*(?:and\\s+)?(?:then\\s+)?(?:by\\s+)?|\\s+(?:and\\s+)?then\\s+(?:by\\s+)?|\\s+and\\s+(?:by\\s+)?"), kCi);
    static const QRegularExpression descWord(QStringLiteral("^(?:%1)$").arg(kDesc), kCi);
    // "(ties by ProductName)", "with ties broken by sorting alphabetically by last name": the key
    // that orders rows the asked order leaves tied; found first, so that its "by" is no order.
    static const QRegularExpression tieClause(
        (kTieLead + QStringLiteral("(?:(?:broken|resolved|settled|ordered|sorted)\\s+)?"
                       "(?:(?:by|with)\\s+(?:sorting|ordering)\\s+(?:(?:them|it)\\s+)?(?:(?:%1)\\s+)?)?(?:by|on)\\s+(?<key>[^.;?!()]+?)\\s*"
                       "(?:\\(\\s*(?<dir>%1|%2)\\s*\\))?\\s*(?=[.;?!()]|$)"))
            .arg(kAsc, kDesc),
        kCi);
    for (auto it = tieClause.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        OrderClause c = clauseOver(m);
        c.tieBreak = true;
        const QString said = m.captured(QStringLiteral("dir"));
        for (QString key : m.captured(QStringLiteral("key")).split(keySplit, Qt::SkipEmptyParts)) {
            std::optional<bool> d = takeDirection(key);
            if (!d && !said.isEmpty())
                d = descWord.match(said).hasMatch();
            if (!key.trimmed().isEmpty()) {
                c.keys << key.trimmed();
                c.descending << d;
            }
        }
        if (!c.keys.isEmpty())
            out.orders << c;
    }
    // "Break ties by genre name", "in case of ties, order by title", "using the track name as a
    // tie-breaker": the tie-break said with a verb ("in case of ties" alone keeps every tied row).
    static const QRegularExpression tieVerbClause(
        QStringLiteral("(?:^|[,;:(]\\s*|(?<=[.?!])\\s*|\\s+)(?:and\\s+)?(?:"
                       "(?:break|breaking|resolve|resolving|settle|settling)\\s+(?:any\\s+)?ties?\\s+(?:by|on|using|with)\\s+(?:(?:sorting|ordering)\\s+)?(?:by\\s+)?(?<verbKey>[^.;?!()]+?)"
                       "|(?:in\\s+(?:the\\s+)?case\\s+of\\s+(?:a\\s+)?ties?|if\\s+(?:there\\s+(?:is|are)\\s+)?(?:a\\s+|any\\s+)?ties?|when\\s+(?:there\\s+(?:is|are)\\s+)?(?:a\\s+|any\\s+)?ties?|for\\s+ties)"
                       "\\s*,?\\s*(?:(?:order|sort|rank|list)\\s+(?:them\\s+)?|break\\s+(?:them|it|the\\s+ties?)\\s+)(?:by|on)\\s+(?<caseKey>[^.;?!()]+?)"
                       "|(?:using|use|with)\\s+(?:the\\s+)?(?<usedKey>[A-Za-z][\\w ]{0,30}?)\\s+as\\s+(?:an?|the)\\s+tie[- ]?breaker)"
                       "\\s*(?=[.;?!()]|$)"),
        kCi);
    for (auto it = tieVerbClause.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        OrderClause c = clauseOver(m);
        c.tieBreak = true;
        QString keys = m.captured(QStringLiteral("verbKey"));
        if (keys.isEmpty())
            keys = m.captured(QStringLiteral("caseKey"));
        if (keys.isEmpty())
            keys = m.captured(QStringLiteral("usedKey"));
        for (QString key : keys.split(keySplit, Qt::SkipEmptyParts)) {
            const std::optional<bool> d = takeDirection(key);
            if (!key.trimmed().isEmpty()) {
                c.keys << key.trimmed();
                c.descending << d;
            }
        }
        if (!c.keys.isEmpty())
            out.orders << c;
    }
    // "(ties in alphabetical order of country)", "ties listed alphabetically": the key is named
    // after "of"/"by", or else it is the label each row shows.
    static const QRegularExpression tieAlphabetical(
        kTieLead + QStringLiteral("(?:(?:broken|resolved|settled|ordered|sorted|listed|shown)\\s+)?(?:in\\s+)?(?:an?\\s+)?(?:alphabetical(?:ly)?|alphabetic)(?:\\s+order)?"
                                  "(?:\\s+(?:of|by)\\s+(?:the\\s+)?(?<key>[^.;?!(),]+?))?\\s*(?=[.;?!(),\\[]|$)"),
        kCi);
    for (auto it = tieAlphabetical.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        OrderClause c = clauseOver(m);
        c.tieBreak = true;
        c.alphabetical = true;
        c.keys << m.captured(QStringLiteral("key")).trimmed();   // may be empty: the label shown
        c.descending << std::optional<bool>(false);
        out.orders << c;
    }
    // "in date order", "in chronological order": ascending by the one date or period shown.
    static const QRegularExpression timeOrder(
        QStringLiteral("(?:^|[,;:(]\\s*|\\s+)(?:and\\s+)?(?:(?:sorted|listed|ordered|shown|arranged)\\s+)?in\\s+(?:date|chronological|time)\\s+order\\s*(?=[.;?!(),\\[]|$)"),
        kCi);
    for (auto it = timeOrder.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        OrderClause c = clauseOver(m);
        c.inTime = true;
        c.keys << QString();
        c.descending << std::optional<bool>(false);
        out.orders << c;
    }
    // "in employee ID order", "in category name order": ascending by the column named.
    static const QRegularExpression keyOrder(
        QStringLiteral("(?:^|[,;:(]\\s*|\\s+)(?:and\\s+)?(?:(?:sorted|listed|ordered|shown|arranged)\\s+)?in\\s+(?<key>[A-Za-z][\\w ]{0,30}?)\\s+order\\s*(?=[.;?!(),\\[]|$)"),
        kCi);
    static const QRegularExpression notAKey(
        QStringLiteral("^(?:(?:the\\s+)?(?:same|reverse|random|any|that|this|which|what|some|no|an?)\\b.*|.*\\b(?:date|chronological|time|alphabetical|alphabetic|"
                       "ascending|descending|increasing|decreasing|numerical|numeric|%1|%2)$)").arg(kAsc, kDesc),
        kCi);
    for (auto it = keyOrder.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString key = m.captured(QStringLiteral("key")).trimmed();
        if (notAKey.match(key).hasMatch())
            continue;
        OrderClause c = clauseOver(m);
        c.keys << key;
        c.descending << std::optional<bool>(false);
        c.keyOrder = true;
        out.orders << c;
    }
    const auto insideTieBreak = [&out](const QRegularExpressionMatch &m) {
        return std::any_of(out.orders.cbegin(), out.orders.cend(), [&m](const OrderClause &o) {
            return o.tieBreak && m.capturedStart() < o.start + o.length && o.start < m.capturedEnd();
        });
    };
    // "sorted by price descending, ties by name": the order's keys end where its tie-break begins
    // (the tie-break was read first); an order that starts inside a tie-break is the tie-break's.
    const auto tieBreakAfter = [&out](const QRegularExpressionMatch &m) {
        int end = int(m.capturedEnd());
        for (const OrderClause &o : std::as_const(out.orders)) {
            if (o.tieBreak && o.start > m.capturedStart(QStringLiteral("key")) && o.start < end)
                end = o.start;
        }
        return end;
    };
    for (auto it = byClause.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        int end = tieBreakAfter(m);
        if (end == m.capturedEnd() && insideTieBreak(m))
            continue;
        OrderClause c = clauseOver(m);
        QString keys = question.mid(int(m.capturedStart(QStringLiteral("key"))), end - int(m.capturedStart(QStringLiteral("key"))));
        // "order by the count descending, only including employees who ...": after a comma, a
        // word that opens a condition ends the keys; what follows is no key, and the rest of the
        // question reads it (it was taken for a second key, and the question declined).
        static const QRegularExpression conditionAfter(
            QStringLiteral(",\\s*(?:and\\s+)?(?:only|including|excluding|where|which|who|that|but|limited|limiting|showing|filtered|filtering|"
                           "restricted|keeping|without|if|when|whose|except)\\b"),
            kCi);
        if (const QRegularExpressionMatch stop = conditionAfter.match(keys); stop.hasMatch()) {
            keys.truncate(int(stop.capturedStart()));
            end = int(m.capturedStart(QStringLiteral("key"))) + int(keys.size());
        }
        c.length = end - c.start;
        const QString said = !m.captured(QStringLiteral("dir")).isEmpty() ? m.captured(QStringLiteral("dir")) : m.captured(QStringLiteral("dir2"));
        const std::optional<bool> clauseDirection = said.isEmpty() ? std::nullopt : std::optional<bool>(descWord.match(said).hasMatch());
        c.bareOrdered = said.isEmpty() && m.captured(QStringLiteral("what")).isEmpty()
            && m.captured(QStringLiteral("verb")).compare(QLatin1String("ordered"), Qt::CaseInsensitive) == 0;
        // "products ordered by more than 50 different customers": a bound after "ordered by"
        // counts the buyers; nothing is sorted by a comparison.
        if (c.bareOrdered && countBoundLength(keys) > 0)
            continue;
        for (QString key : keys.split(keySplit, Qt::SkipEmptyParts)) {
            std::optional<bool> d = takeDirection(key);
            if (!d)
                d = clauseDirection;
            key = key.trimmed();
            if (key.isEmpty()) {
                // "ordered by X, descending": a direction alone belongs to the key before it.
                if (!c.descending.isEmpty() && d)
                    c.descending.last() = d;
                continue;
            }
            c.keys << key;
            c.descending << d;
        }
        if (!c.keys.isEmpty())
            out.orders << c;
    }
    // "cheapest first", "the most expensive ones first": an attribute's superlative, then "first".
    static const QRegularExpression attributeFirst(
        QStringLiteral("(?:^|[,;:(]\\s*|(?<=[.?!])\\s*)(?:and\\s+)?(?:(?:sorted|ordered|listed|arranged)\\s+)?(?:with\\s+)?(?:the\\s+)?"
                       "(?<key>[A-Za-z][A-Za-z -]{2,30}?)\\s+(?:ones?\\s+)?first\\s*(?=[.;?!(),\\[]|$)"),
        kCi);
    for (auto it = attributeFirst.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString key = m.captured(QStringLiteral("key")).trimmed();
        QString attribute;
        std::optional<bool> high;
        for (const QString &tag : Vocabulary::builtIn().phrases().value(stemPhrase(key))) {
            if (tag.startsWith(QLatin1String("attr:")) && (tag.endsWith(QLatin1String(":high")) || tag.endsWith(QLatin1String(":low")))) {
                attribute = tag.section(QLatin1Char(':'), 1, 1);
                high = tag.endsWith(QLatin1String(":high"));
            }
        }
        if (attribute.isEmpty())
            continue;
        OrderClause c = clauseOver(m);
        c.keys << key;
        c.descending << high;
        c.attribute = attribute;
        out.orders << c;
    }
    for (const QRegularExpression *re : {&firstClause, &spanClause, &keyedSpan}) {
        for (auto it = re->globalMatch(question); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const bool inside = std::any_of(out.orders.cbegin(), out.orders.cend(), [&m](const OrderClause &o) {
                return m.capturedStart() < o.start + o.length && o.start < m.capturedEnd();
            });
            if (inside)
                continue;
            OrderClause c = clauseOver(m);
            const QString end = !m.captured(QStringLiteral("end")).isEmpty() ? m.captured(QStringLiteral("end")) : m.captured(QStringLiteral("from"));
            if (const QString within = m.captured(QStringLiteral("within")).trimmed(); !within.isEmpty()) {
                c.keys << within;
                c.descending << std::nullopt;
            }
            // "..., by year, then highest revenue first": the rows grouped by the year are ordered
            // by it first; a "then" with no key before it orders what an earlier order leaves tied.
            if (!m.captured(QStringLiteral("then")).isEmpty()) {
                // (Only a "by" clause of its own, after a comma: "revenue by category, then ..." is a
                // grouping, and the figure first is the whole order.)
                static const QRegularExpression byBefore(QStringLiteral("(?:^|[,;:(])\\s*by\\s+(?<key>[A-Za-z][\\w ]{0,30}?)\\s*,?\\s*$"), kCi);
                // ("..., by revenue, then highest revenue first": the same figure said twice.)
                const QRegularExpressionMatch b = byBefore.match(question.left(int(m.capturedStart(QStringLiteral("then")))));
                const bool sameFigureSaid = b.hasMatch() && stemPhrase(b.captured(QStringLiteral("key"))) == stemPhrase(m.captured(QStringLiteral("key")));
                if (b.hasMatch() && !sameFigureSaid) {
                    c.keys << b.captured(QStringLiteral("key")).trimmed();
                    c.descending << std::nullopt;
                } else if (!b.hasMatch()) {
                    c.tieBreak = true;
                }
            }
            QString key = m.captured(QStringLiteral("key")).trimmed();   // may be empty: the one figure shown
            // "busiest months first": the word names the rows, which the one figure shown ranks.
            if (end.compare(QLatin1String("busiest"), Qt::CaseInsensitive) == 0 || end.compare(QLatin1String("quietest"), Qt::CaseInsensitive) == 0)
                key.clear();
            // "most recent year first": the word of time belongs to the end, not to the key.
            bool recent = false;
            if (const QString lead = key.section(QLatin1Char(' '), 0, 0).toLower(); key.contains(QLatin1Char(' ')) && Vocabulary::builtIn().isGrammarWord("time_order_words", lead)) {
                key = key.section(QLatin1Char(' '), 1).trimmed();
                recent = true;
            }
            c.keys << key;
            c.descending << std::optional<bool>(isHighWord(end));
            c.amount = !recent && QStringList{QStringLiteral("most"), QStringLiteral("fewest"), QStringLiteral("least")}.contains(end.toLower());
            c.inTime = recent || Vocabulary::builtIn().isGrammarWord("time_order_words", end.toLower());
            // "most products first, then by category name": the keys after it, in turn.
            static const QRegularExpression thenBy(QStringLiteral("^\\s*,?\\s*(?:and\\s+)?then\\s+(?:by\\s+)?(?<key>[^.;?!()]+?)\\s*(?=[.;?!()]|$)"), kCi);
            if (const QRegularExpressionMatch then = thenBy.match(question.mid(int(m.capturedEnd()))); then.hasMatch()) {
                c.length += int(then.capturedLength());
                for (QString key : then.captured(QStringLiteral("key")).split(keySplit, Qt::SkipEmptyParts)) {
                    const std::optional<bool> d = takeDirection(key);
                    if (!key.trimmed().isEmpty()) {
                        c.keys << key.trimmed();
                        c.descending << d;
                    }
                }
            }
            out.orders << c;
        }
    }
    // "rounded to 2 decimal places", "(rounded to two decimals)", "round the result to 1 d.p.",
    // "rounded to the nearest whole number".
    static const QRegularExpression rounding(
        QStringLiteral("(?:[,;]\\s*|\\s+)?(?:and\\s+)?\\(?(?:rounded|round(?:ing)?(?:\\s+(?:it|them|this|(?:the\\s+)?(?:results?|values?|figures?|numbers?|amounts?|averages?|totals?|percentages?)))?)"
                       "(?:\\s+off)?\\s+(?:to|at)\\s+(?:the\\s+)?"
                       "(?:(?<n>\\d|zero|one|two|three|four)\\s*(?:decimal(?:\\s+places?|\\s+points?|s)?|d\\.?\\s?p\\.?|digits?|places?)(?:\\s+after\\s+the\\s+(?:decimal\\s+)?point)?"
                       "|nearest\\s+(?:whole\\s+)?(?:number|integer|int|unit)|(?:a\\s+)?whole\\s+numbers?|integers?)\\)?"),
        kCi);
    static const QStringList spelled{QStringLiteral("zero"), QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three"), QStringLiteral("four")};
    for (auto it = rounding.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        RoundClause r;
        r.start = int(m.capturedStart());
        r.length = int(m.capturedLength());
        const QString n = m.captured(QStringLiteral("n")).toLower();
        r.places = n.isEmpty() ? 0 : (n.front().isDigit() ? n.toInt() : int(spelled.indexOf(n)));
        out.rounds << r;
    }
    // "HireDate (YYYY-MM-DD)", "per month as YYYY-MM", "formatted as 'YYYY-MM'", "in YYYY-MM format".
    static const QRegularExpression dateFormat(
        QStringLiteral("(?:,\\s*|\\s+)?(?:\\(\\s*(?:(?:[A-Za-z]+\\s+){1,3}(?=as\\s))?)?(?:(?:as|in|formatted\\s+as|format(?:ted)?|using|with)\\s+)?(?:the\\s+)?(?:format\\s+)?['\"]?"
                       "\\b(?<f>yyyy-mm-dd|yyyy-mm|yyyy)\\b['\"]?(?:\\s+format)?\\s*\\)?"),
        kCi);
    for (auto it = dateFormat.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        // A bracket opened before the pattern is closed by it: both go, or neither.
        const QString said = m.captured(0);
        int start = int(m.capturedStart()), length = int(m.capturedLength());
        if (said.count(QLatin1Char('(')) != said.count(QLatin1Char(')'))) {
            const int open = int(said.indexOf(QLatin1Char('(')));
            if (open < 0 && said.trimmed().endsWith(QLatin1Char(')'))) {
                // "(first name and birth date as YYYY-MM-DD)": the bracket opened before the
                // format's words closes after it; it stays (the clause was dropped, and the
                // format's words left unread).
                length = int(said.lastIndexOf(QLatin1Char(')')));
            } else {
                // "(month as YYYY-MM, in date order)": the bracket goes on past the format; it stays.
                if (open < 0 || said.count(QLatin1Char(')')) > 0)
                    continue;
                start += open + 1;
                length -= open + 1;
            }
        }
        out.dateFormats.append({start, length, m.captured(QStringLiteral("f")).toLower()});
    }
    // "name as \"FirstName LastName\"", "(full name as 'FirstName LastName')".
    static const QRegularExpression nameFormat(
        QStringLiteral("(?:[,;]\\s*|\\s+)?(?:(?:with\\s+|return\\s+|give\\s+)?(?:the\\s+)?(?:(?:full|employee|person)\\s+)?names?\\s+)?(?:written\\s+|formatted\\s+|shown\\s+)?(?:as|like)\\s+"
                       "[\"\u201C'](?<a>[A-Za-z_]+)\\s+(?<b>[A-Za-z_]+)[\"\u201D']"),
        kCi);
    for (auto it = nameFormat.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out.nameFormats.append({int(m.capturedStart()), int(m.capturedLength()), {m.captured(QStringLiteral("a")), m.captured(QStringLiteral("b"))}});
    }
    // "(answer: a single number)", "as a single value", "on a 0-100 scale" (said of a percentage):
    // the answer's form, which the format hint already gives.
    static const QRegularExpression form(
        QStringLiteral("[(\\[]\\s*(?:(?:answer|result|output)\\s*:\\s*)?(?:as\\s+|in\\s+)?\\b(?:a|one)\\s+single\\s+(?:number|value|figure|integer)\\s*[)\\]]"
                       "|\\b(?:(?:answer|result|output)\\s*:\\s*|(?:answer|respond|reply)\\s+with\\s+)(?:a|one)\\s+single\\s+(?:number|value|figure|integer)\\b"
                       "|[(\\[]?\\s*\\b(?:on|in|as)\\s+(?:a\\s+)?0\\s*(?:-|\u2013|to)\\s*100\\s+scale\\s*[)\\]]?"),
        kCi);
    static const QRegularExpression percentWord(QStringLiteral("percent|%"), kCi);
    for (auto it = form.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(0).contains(QLatin1String("100")) && !percentWord.match(question).hasMatch())
            continue;   // (a 0-100 scale of something else is a range of values)
        out.shapeWords.append({int(m.capturedStart()), int(m.capturedLength())});
    }
    static const QRegularExpression shape(
        QStringLiteral("\\b(?:(?:the\\s+)?(?:columns?|fields?)\\s+(?:returned|shown|displayed|(?:in|of)\\s+the\\s+(?:output|result|results|report))\\s+"
                       "(?:should|must|will|would|shall)\\s+be"
                       "|(?:the|your|this)\\s+(?:query|result|results|output|report)\\s+(?:should|must|will|would|shall)\\s+(?:return|show|display|have|contain)"
                       "(?:\\s+(?:\\d+|one|two|three|four|five|six|the))?\\s+(?:columns?|fields?)"
                       // "Include Category Name in result set": where a column goes, not what it is.
                       "|(?:in|to|into)\\s+(?:the\\s+|your\\s+)?(?:result\\s+set|query\\s+result|results?|output))\\b\\s*:?"),
        kCi);
    // "Return two columns: ...", "show 3 fields named ...": how many columns, which the hint gives;
    // the names after it stay and say which columns.
    static const QRegularExpression columnCount(
        // (Only with the names announced: "farms that have 2 fields" counts rows of a table.)
        QStringLiteral("\\b(?:return|show|display|give|output)\\s+(?:only\\s+)?(?:\\d+|two|three|four|five|six)\\s+(?:columns?|fields?)"
                       "(?:\\s*:|\\s+(?:named|called|titled|labell?ed|with\\s+the\\s+names?)\\b)"),
        kCi);
    for (const QRegularExpression *re : {&shape, &columnCount}) {
        for (auto it = re->globalMatch(question); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const bool inside = std::any_of(out.shapeWords.cbegin(), out.shapeWords.cend(), [&m](const QPair<int, int> &w) {
                return m.capturedStart() < w.first + w.second && w.first < m.capturedEnd();
            });
            if (!inside)   // ("the query will return two columns:" is one clause, said once)
                out.shapeWords.append({int(m.capturedStart()), int(m.capturedLength())});
        }
    }
    return out;
}

qsizetype countBoundLength(const QString &text)
{
    static const QRegularExpression bound(
        QStringLiteral("^\\s*(?:(?:more|fewer|less)\\s+than|at\\s+(?:least|most)|over|under|above|below|exactly|no\\s+(?:more|fewer)\\s+than)?\\s*"
                       "\\d+\\s+(?:(?:different|distinct|unique|separate)\\s+)?(?:or\\s+more\\s+)?"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = bound.match(text);
    return m.hasMatch() ? m.capturedLength() : 0;
}

bool namesBuyersAfterBy(const Lexicon &lexicon, const QString &afterBy)
{
    const QStringList words = afterBy.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    for (const QString &w : words) {
        if (Vocabulary::builtIn().isGrammarWord("determiners", w.toLower()))
            continue;
        const QList<LexEntry> entries = lexicon.lookup(stemPhrase(w));
        const bool table = std::any_of(entries.cbegin(), entries.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Table; });
        // (A key column that points at the rows is named by them too: "customer" for CustomerID.)
        const bool column = std::any_of(entries.cbegin(), entries.cend(), [&lexicon](const LexEntry &e) {
            return e.kind == LexEntry::Kind::Column && e.strength >= 2 && lexicon.kindOf(e.table, e.column) != ColumnKind::Key;
        });
        // Rows written in the plural ("customers", "employees"): a sort key is a column.
        return table && !column && w.endsWith(QLatin1Char('s'), Qt::CaseInsensitive);
    }
    return false;
}

// The key of an order that names none: "newest first" the one date shown; "from fewest to most"
// the one figure computed, or else the one amount column shown ("units in stock, fewest first").
std::optional<Expr> keyNotNamed(bool inTime, const Query &q, const Lexicon &lexicon)
{
    const auto kind = [&lexicon](const Expr &e) {
        return e.kind == Expr::Kind::Column ? std::optional<ColumnKind>(lexicon.kindOf(e.table, e.column)) : std::nullopt;
    };
    // A date shown: a date column, a day, a period (year, month, quarter), or the first or last of
    // dates ("the latest order date").
    const auto isDate = [&kind](const Expr &e) {
        const bool extreme = e.kind == Expr::Kind::Aggregate && (e.text == QLatin1String("MIN") || e.text == QLatin1String("MAX"))
            && !e.args.empty() && kind(e.args.front()) == ColumnKind::Date;
        const bool period = e.kind == Expr::Kind::YearOf || e.kind == Expr::Kind::MonthOf || e.kind == Expr::Kind::YearMonthOf
            || e.kind == Expr::Kind::QuarterOf || e.kind == Expr::Kind::QuarterLabelOf;
        return e.kind == Expr::Kind::DateOf || kind(e) == ColumnKind::Date || extreme || period;
    };
    const std::function<bool(const Expr &)> tests[] = {
        [&](const Expr &e) { return inTime && isDate(e); },
        [&](const Expr &e) { return !inTime && (e.isAggregate() || e.kind == Expr::Kind::Subquery); },
        [&](const Expr &e) { return !inTime && kind(e) == ColumnKind::Number; },
    };
    for (const auto &test : tests) {
        std::optional<Expr> found;
        int n = 0;
        for (const SelectItem &s : q.select)
            if (test(s.expr)) {
                found = s.expr;
                ++n;
            }
        if (n == 1)
            return found;
        if (n > 1)
            return std::nullopt;   // two candidates: which one is not said
    }
    // ("genres with more than 20 tracks, highest first": the figure compared, not shown.)
    if (!inTime)
        if (std::optional<Expr> compared = figureCompared(q))
            return compared;
    // "List orders in date order" shows no date: the rows' own date, as the lexicon reads the
    // word "date" on their table ("OrderDate" is the orders' date; "ShippedDate" only a date of
    // theirs). Two dates read as strongly ("employees in date order": born or hired?) are not said.
    // Only rows listed one by one: a group has no one date of its own ("orders per employee,
    // most recent first").
    const bool listing = q.groupBy.empty() && std::none_of(q.select.cbegin(), q.select.cend(), [](const SelectItem &s) { return s.expr.isAggregate(); });
    if (inTime && listing && !q.baseTable.isEmpty()) {
        std::optional<Expr> best;
        int bestStrength = 0, atBest = 0;
        for (const LexEntry &e : lexicon.lookup(stemPhrase(QStringLiteral("date")))) {
            if (e.kind != LexEntry::Kind::Column || e.table != q.baseTable || lexicon.kindOf(e.table, e.column) != ColumnKind::Date)
                continue;
            if (e.strength > bestStrength) {
                best = Expr::col(e.table, e.column);
                bestStrength = e.strength;
                atBest = 1;
            } else if (e.strength == bestStrength) {
                ++atBest;
            }
        }
        if (atBest == 1)
            return best;
    }
    return std::nullopt;
}

namespace {

// Two keys that sort rows alike: the same figure, or a date and its calendar day ("oldest
// first" said beside "birth date as YYYY-MM-DD", whose ranking sorts by the day shown).
bool sameSortKey(const Expr &a, const Expr &b)
{
    const auto day = [](const Expr &e) -> const Expr & { return e.kind == Expr::Kind::DateOf && e.args.size() == 1 ? e.args.front() : e; };
    return sameFigure(a, b) || sameFigure(day(a), day(b));
}

// The label a row shows, for "ties in alphabetical order": the first text column shown.
std::optional<Expr> labelShown(const Query &q, const Lexicon &lexicon)
{
    for (const SelectItem &s : q.select) {
        const bool text = (s.expr.kind == Expr::Kind::Column && lexicon.kindOf(s.expr.table, s.expr.column) == ColumnKind::Text)
            || s.expr.kind == Expr::Kind::Concat;
        if (text)
            return s.expr;
    }
    return std::nullopt;
}

// "per calendar month as YYYY-MM": the month a format writes with its year is the month of each
// year, not the month of the year over all years; only when no year is shown beside it.
void monthsAsYearMonths(Query &q)
{
    const auto shows = [&q](Expr::Kind kind) {
        return std::count_if(q.select.cbegin(), q.select.cend(), [kind](const SelectItem &s) { return s.expr.kind == kind; });
    };
    if (shows(Expr::Kind::MonthOf) != 1 || shows(Expr::Kind::YearOf) > 0 || shows(Expr::Kind::YearMonthOf) > 0 || q.rankWithin)
        return;
    const auto promote = [](Expr &e) {
        if (e.kind == Expr::Kind::MonthOf)
            e.kind = Expr::Kind::YearMonthOf;
    };
    for (SelectItem &s : q.select)
        promote(s.expr);
    for (Expr &g : q.groupBy)
        promote(g);
    for (OrderItem &o : q.orderBy)
        promote(o.expr);
}

// Makes the names shown the columns written, in their order: a name shown as those columns
// joined (in either order), or the columns shown one by one side by side. False when none is.
bool writeNamesAs(const QStringList &columns, Query &q)
{
    // (A name joins its columns with a text between them: [FirstName, ' ', LastName].)
    const auto columnsOf = [](const Expr &e) {
        QList<int> at;
        for (int i = 0; i < int(e.args.size()); ++i)
            if (e.args[i].kind == Expr::Kind::Column)
                at << i;
        return at;
    };
    const auto named = [&columns](const Expr &e, int at) { return e.column.compare(columns.at(at), Qt::CaseInsensitive) == 0; };
    for (SelectItem &s : q.select) {
        const QList<int> at = s.expr.kind == Expr::Kind::Concat ? columnsOf(s.expr) : QList<int>();
        if (at.size() != 2)
            continue;
        if (named(s.expr.args[at[0]], 0) && named(s.expr.args[at[1]], 1))
            return true;
        if (named(s.expr.args[at[0]], 1) && named(s.expr.args[at[1]], 0)) {
            Expr joined = s.expr;
            std::swap(joined.args[at[0]], joined.args[at[1]]);
            for (Expr &g : q.groupBy)
                if (sameFigure(g, s.expr))
                    g = joined;
            for (OrderItem &o : q.orderBy)
                if (sameFigure(o.expr, s.expr))
                    o.expr = joined;
            s.expr = joined;
            return true;
        }
    }
    return false;
}

} // namespace

bool applyPresentationClauses(const PresentationClauses &clauses, const Lexicon &lexicon, Query &query,
                              QStringList &notes, QString &failure)
{
    Query q = query;
    QStringList said, rounding;
    const bool oneRow = q.groupBy.empty() && std::any_of(q.select.cbegin(), q.select.cend(), [](const SelectItem &s) { return s.expr.isAggregate(); });
    // The asked order first; then the tie-breaks, each right after the keys asked before it.
    // Clauses said in turn order in turn ("latest year first and, within a year, highest revenue
    // first"), whichever pattern found them.
    QList<OrderClause> orders;
    for (const OrderClause &c : clauses.orders)
        if (!c.tieBreak)
            orders << c;
    std::stable_sort(orders.begin(), orders.end(), [](const OrderClause &a, const OrderClause &b) { return a.start < b.start; });
    for (const OrderClause &c : clauses.orders)
        if (c.tieBreak)
            orders << c;
    int asked = 0;   // keys of q.orderBy the question said, ahead of the guessed tie-break
    for (const OrderClause &c : std::as_const(orders)) {
        if (c.bareOrdered && !c.keys.isEmpty() && namesBuyersAfterBy(lexicon, c.keys.first())) {
            failure = QStringLiteral("\"ordered by %1\": bought by them, or sorted by them?").arg(c.keys.first());
            return false;
        }
        if (oneRow) {
            // "customers ordered by ..." read as one total: the order was a verb, or the rows were lost.
            failure = QStringLiteral("an order of rows for an answer of one row");
            return false;
        }
        // Which rows a cut keeps is the ranking's; an order said apart may be another, and is
        // only taken when it says the ranking again ("top 5 products ..., most expensive first").
        const bool cut = (q.limit > 0 || q.rankWithin) && !c.tieBreak;
        if (q.rankWithin) {
            failure = QStringLiteral("an order of rows that are also cut by a ranking");
            return false;
        }
        std::vector<OrderItem> order;
        for (int k = 0; k < int(c.keys.size()); ++k) {
            const QString &key = c.keys.at(k);
            std::optional<Expr> expr;
            if (!c.attribute.isEmpty()) {
                // "newest first" beside a date shown orders by that date, not by an age.
                if (Vocabulary::builtIn().isGrammarWord("time_order_words", key.toLower()))
                    expr = keyNotNamed(true, q, lexicon);
                if (!expr)
                    expr = attributeColumn(c.attribute, q, lexicon);
            } else if (key.isEmpty() && c.alphabetical) {
                expr = labelShown(q, lexicon);
            } else if (key.isEmpty()) {
                expr = keyNotNamed(c.inTime, q, lexicon);
            } else if (const int shown = matchShown(key, q); shown >= 0) {
                expr = q.select.at(shown).expr;
            } else if (const int figure = c.amount ? matchShown(key, q, true) : -1; figure >= 0) {
                // "most employees first": an amount of them, not their city shown beside it.
                expr = q.select.at(figure).expr;
            } else {
                expr = matchUnshown(key, q, lexicon);
            }
            if (!expr) {
                failure = QStringLiteral("\"%1\": what to order by").arg(key.isEmpty() ? QStringLiteral("the order") : key);
                return false;
            }
            bool descending = c.descending.at(k).value_or(false);
            // "top 5 customers by invoices, ties broken by total spent": a figure that breaks a
            // ranking's ties ranks the same way unless said (the lowest spenders were kept, at
            // 0.9); a name breaks them alphabetically.
            const bool figure = expr->isAggregate()
                || (expr->kind == Expr::Kind::Column && lexicon.kindOf(expr->table, expr->column) == ColumnKind::Number);
            if (c.tieBreak && !c.descending.at(k) && figure && !q.orderBy.empty())
                descending = q.orderBy.front().descending;
            // "most recent month first" over the months of several years: the year goes first
            // (December 1996 was listed before May 1998).
            if (c.inTime && (expr->kind == Expr::Kind::MonthOf || expr->kind == Expr::Kind::QuarterOf)) {
                const auto yearOf = [&expr](const Expr &g) {
                    return g.kind == Expr::Kind::YearOf && g.args.size() == 1 && expr->args.size() == 1 && sameFigure(g.args.front(), expr->args.front());
                };
                if (std::any_of(q.groupBy.cbegin(), q.groupBy.cend(), yearOf)) {
                    const auto year = std::find_if(q.groupBy.cbegin(), q.groupBy.cend(), yearOf);
                    order.push_back({*year, descending});
                }
            }
            order.push_back({*expr, descending});
            said << QStringLiteral("%1%2").arg(key.isEmpty() ? QStringLiteral("the figure") : key,
                                               descending ? QStringLiteral(", descending") : QString());
        }
        if (cut) {
            const bool restated = !order.empty() && !q.orderBy.empty() && sameSortKey(order.front().expr, q.orderBy.front().expr)
                && order.front().descending == q.orderBy.front().descending;
            // "the 5 best-selling products, listed by name": another order of the rows the
            // ranking keeps, when the question named how many and every key is shown (the
            // renderer sorts the kept rows by the names they are shown under).
            // (Not another figure: "top 3 genres ..., by invoices descending" more likely ranks by
            // it than by the figure read for the ranking. Not "ordered by company" either, which
            // may be the verb: "the quantity ordered by each company".)
            const bool shownKeys = std::all_of(order.cbegin(), order.cend(), [&q](const OrderItem &o) {
                return !o.expr.isAggregate() && o.expr.kind != Expr::Kind::Subquery
                    && std::any_of(q.select.cbegin(), q.select.cend(), [&o](const SelectItem &s) { return sameFigure(s.expr, o.expr); });
            });
            const bool orderedByRows = c.bareOrdered && std::any_of(c.keys.cbegin(), c.keys.cend(), [&lexicon](const QString &key) {
                const QStringList words = key.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
                return std::any_of(words.cbegin(), words.cend(), [&lexicon](const QString &w) {
                    const QList<LexEntry> entries = lexicon.lookup(stemPhrase(w));
                    return std::any_of(entries.cbegin(), entries.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Table; });
                });
            });
            // (The ranking's own figure the other way round, "top 3 by revenue, revenue ascending",
            // may ask for the bottom 3 instead: not taken.)
            const bool rankingFigure = !order.empty() && !q.orderBy.empty() && sameSortKey(order.front().expr, q.orderBy.front().expr);
            // (Rows cut in the order of their key were ranked by nothing: the order said is what
            // picks them, "the top 20 products, most sold first".)
            const Expr cutBy = q.orderBy.empty() ? Expr() : q.orderBy.front().expr;
            const bool cutByKey = q.orderBy.empty()
                || (cutBy.kind == Expr::Kind::Column && lexicon.kindOf(cutBy.table, cutBy.column) == ColumnKind::Key);
            if (!restated && !rankingFigure && !cutByKey && !orderedByRows && !q.limitGuessed && !q.rankWithin && shownKeys && !order.empty()) {
                std::vector<OrderItem> display = std::move(order);
                const int keys = int(display.size());
                display.insert(display.end(), q.orderBy.begin(), q.orderBy.end());
                q.orderBy = std::move(display);
                q.displayKeys = keys;
                asked = keys;
                notes << QStringLiteral("the ranking keeps the rows; the order asked sorts the rows kept");
                continue;
            }
            if (!restated) {
                failure = QStringLiteral("an order of rows that are also cut by a ranking");
                return false;
            }
            // "Categories with most products: ..., most products first": rows listed in the
            // ranking's order are all of them when the question named no number of rows.
            if (q.limitGuessed && q.offset == 0) {
                q.limit = 0;
                q.limitGuessed = false;
                if (q.rankWithin && q.rankWithin->partition.empty())
                    q.rankWithin.reset();   // (the rows at the extreme, ties kept: all of them too)
                notes.removeAll(QStringLiteral("the first row of the ranking only: the question names no number of rows"));
                notes << QStringLiteral("every row, in the ranking's order: the order is said and no number of rows");
            }
        }
        if (c.tieBreak) {
            if (q.orderBy.empty()) {
                failure = QStringLiteral("ties of which order");
                return false;
            }
            // After the keys asked (or the ranking's one figure), ahead of any guessed tie-break.
            const int at = std::max(asked, 1);
            std::vector<OrderItem> kept(q.orderBy.begin(), q.orderBy.begin() + std::min<int>(at, int(q.orderBy.size())));
            for (OrderItem &n : order)
                if (std::none_of(kept.cbegin(), kept.cend(), [&n](const OrderItem &o) { return sameFigure(n.expr, o.expr); })) {
                    n.askedTieBreak = true;
                    kept.push_back(std::move(n));
                }
            for (int k = at; k < int(q.orderBy.size()); ++k)
                if (std::none_of(kept.cbegin(), kept.cend(), [&q, k](const OrderItem &o) { return sameFigure(q.orderBy[k].expr, o.expr); }))
                    kept.push_back(q.orderBy[k]);
            asked = int(kept.size());
            q.orderBy = std::move(kept);
            continue;
        }
        // After the keys an earlier clause asked for; what ordered the rows before stays as the
        // tie-break.
        std::vector<OrderItem> merged(q.orderBy.begin(), q.orderBy.begin() + std::min<int>(asked, int(q.orderBy.size())));
        for (OrderItem &n : order)
            if (std::none_of(merged.cbegin(), merged.cend(), [&n](const OrderItem &o) { return sameFigure(n.expr, o.expr); }))
                merged.push_back(std::move(n));
        asked = int(merged.size());
        for (OrderItem &o : q.orderBy)
            if (std::none_of(merged.cbegin(), merged.cend(), [&o](const OrderItem &n) { return sameFigure(n.expr, o.expr); }))
                merged.push_back(std::move(o));
        q.orderBy = std::move(merged);
    }
    // A date form must be what the answer shows: dates as days, a period as year-month or year.
    for (const DateFormatClause &d : clauses.dateFormats) {
        if (d.pattern == QLatin1String("yyyy-mm"))
            monthsAsYearMonths(q);
        bool shown = false;
        for (SelectItem &s : q.select) {
            const bool dateColumn = s.expr.kind == Expr::Kind::Column && lexicon.kindOf(s.expr.table, s.expr.column) == ColumnKind::Date;
            if (d.pattern == QLatin1String("yyyy-mm-dd") && (dateColumn || s.expr.kind == Expr::Kind::DateOf)) {
                if (dateColumn)
                    s.expr = Expr::unary(Expr::Kind::DateOf, s.expr);
                shown = true;
            }
            shown |= d.pattern == QLatin1String("yyyy-mm") && s.expr.kind == Expr::Kind::YearMonthOf;
            shown |= d.pattern == QLatin1String("yyyy") && s.expr.kind == Expr::Kind::YearOf;
        }
        if (!shown) {
            failure = QStringLiteral("\"%1\": which date is written so").arg(d.pattern.toUpper());
            return false;
        }
        notes << QStringLiteral("dates written as %1").arg(d.pattern.toUpper());
    }
    for (const NameFormatClause &n : clauses.nameFormats) {
        if (!writeNamesAs(n.columns, q)) {
            failure = QStringLiteral("\"%1\": which name is written so").arg(n.columns.join(QLatin1Char(' ')));
            return false;
        }
        notes << QStringLiteral("names written as %1").arg(n.columns.join(QLatin1Char(' ')));
    }
    for (const RoundClause &r : clauses.rounds) {
        int rounded = 0;
        for (SelectItem &s : q.select) {
            // Only figures that are numbers: a MIN of a date or a subquery naming a row is no number
            // (ROUND('Fuller', 2) is 0.0).
            const auto numberColumn = [&lexicon](const Expr &e) {
                return e.kind == Expr::Kind::Column && lexicon.kindOf(e.table, e.column) == ColumnKind::Number;
            };
            const bool numericAggregate = s.expr.kind == Expr::Kind::Aggregate
                && (s.expr.text == QLatin1String("AVG") || s.expr.text == QLatin1String("SUM")
                    || ((s.expr.text == QLatin1String("MIN") || s.expr.text == QLatin1String("MAX")) && !s.expr.args.empty()
                        && numberColumn(s.expr.args.front())));
            const bool computed = s.expr.kind == Expr::Kind::Arith || s.expr.kind == Expr::Kind::Template || numericAggregate;
            if (!computed)
                continue;
            Expr round = Expr::unary(Expr::Kind::Round, s.expr);
            round.number = r.places;
            s.expr = std::move(round);
            ++rounded;
        }
        if (rounded == 0) {
            failure = QStringLiteral("what to round");
            return false;
        }
        rounding << QStringLiteral("rounded to %1 decimal place(s)").arg(r.places);
    }
    // "sorted by city, return 10 rows skipping the first 5": rows 6 to 15 of the order said.
    if (!clauses.windows.isEmpty()) {
        int skip = 0, take = 0;
        for (const RowWindowClause &w : clauses.windows) {
            skip = std::max(skip, w.skip);
            take = std::max(take, w.take);
        }
        const bool rankingCut = q.rankWithin || (q.limit > 0 && !q.limitGuessed);
        // ", top 5": by the one figure computed, unless an order is said.
        for (const RowWindowClause &w : clauses.windows) {
            if (!w.byFigureDescending || !orders.isEmpty() || rankingCut)
                continue;
            const std::optional<Expr> figure = keyNotNamed(false, q, lexicon);
            if (!figure || !(figure->isAggregate() || figure->kind == Expr::Kind::Subquery)) {
                failure = QStringLiteral("which rows are the top ones (no one figure computed to rank them by)");
                return false;
            }
            // (The tie-breaks already there, the name shown and the key, stay after it.)
            std::vector<OrderItem> order{{*figure, *w.byFigureDescending}};
            for (const OrderItem &o : q.orderBy)
                if (!sameFigure(o.expr, *figure) && !o.expr.isAggregate() && o.expr.kind != Expr::Kind::Subquery)
                    order.push_back(o);
            q.orderBy = order;
            said << QStringLiteral("the figure computed, %1").arg(*w.byFigureDescending ? QStringLiteral("highest first") : QStringLiteral("lowest first"));
        }
        if (take <= 0 || rankingCut || (orders.isEmpty() && q.orderBy.empty())) {
            failure = QStringLiteral("which rows to show (%1)").arg(take <= 0 ? QStringLiteral("no number of rows is said")
                                                                   : rankingCut ? QStringLiteral("the ranking already cuts them")
                                                                                : QStringLiteral("no order of them is said"));
            return false;
        }
        q.limit = take;
        q.offset = skip;
        q.limitGuessed = false;
        notes << QStringLiteral("rows %1 to %2 of that order").arg(skip + 1).arg(skip + take);
    }
    query = std::move(q);
    if (!said.isEmpty())
        notes << QStringLiteral("ordered by %1, as asked").arg(said.join(QStringLiteral(", then ")));
    notes << rounding;
    return true;
}

} // namespace rac::semantic
