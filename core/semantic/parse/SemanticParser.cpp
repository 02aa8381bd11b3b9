// SPDX-License-Identifier: MIT
#include "semantic/parse/SemanticParser.h"

#include "common/TextUtil.h"
#include "semantic/parse/DefinedTerms.h"
#include "semantic/parse/InterpretationBuilder.h"
#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/PresentationClauses.h"
#include "semantic/parse/ScheduleStates.h"

#include "semantic/SemanticModel.h"
#include "semantic/parse/QueryRenderer.h"
#include "semantic/parse/QuestionReader.h"
#include "semantic/parse/TimeUnitNouns.h"
#include "semantic/parse/SemanticLayerFile.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>

#include <functional>
#include <optional>

#include <cmath>

namespace rac::semantic {
namespace {

// "employees who have subordinates", "products which are still sold": a table's word followed by
// a relative pronoun, a clause that says which of its rows are meant.
// Rows a relative clause qualifies ("employees who have subordinates"). A clause the `part`
// says again in the same words is the part's own ("orders whose ShippedDate is greater than
// RequiredDate", a defined term read in both).
bool rowsQualifiedByAClause(const ReadQuestion &read, const QString &part = QString())
{
    constexpr int kClauseWords = 6;
    return std::any_of(read.evidence.cbegin(), read.evidence.cend(), [&read, &part](const Evidence &e) {
        if (!e.entry(LexEntry::Kind::Table) || e.last + 1 >= read.tokens.size()
            || !Vocabulary::builtIn().isGrammarWord("relative_pronouns", read.tokens.at(e.last + 1).lower))
            return false;
        const QString clause = read.spanText(e.last + 1, std::min<int>(int(read.tokens.size()) - 1, e.last + kClauseWords));
        return part.isEmpty() || !part.contains(clause, Qt::CaseInsensitive);
    });
}

// The kinds of words that shape an answer beyond naming data: a ranking ("the highest"), an
// extreme said by an attribute ("the oldest"), a first or last, a denial.
QSet<QString> shapingKinds(const ReadQuestion &read)
{
    QSet<QString> kinds;
    for (const Evidence &e : read.evidence) {
        if (e.hasTag(QStringLiteral("sup:")) || e.hasTag(QStringLiteral("firstlast:")))
            kinds << QStringLiteral("rank");
        const QString attr = e.tag(QStringLiteral("attr:"));
        if (attr.endsWith(QLatin1String(":high")) || attr.endsWith(QLatin1String(":low")))
            kinds << QStringLiteral("rank");
        if (e.hasTag(QStringLiteral("neg")))
            kinds << QStringLiteral("neg");
    }
    return kinds;
}

// A story (the words read past) that ranks or denies, where the part read alone lists every row
// as it is: "Find the employee whose salary is the lowest, as a list (first name and salary)"
// read the bracket alone and listed every employee, at 0.75. (A part that groups, counts or
// orders answers a story's "which ... the most" by its order; those stay.)
bool storyDropped(const ReadQuestion &story, const ReadQuestion &part, const Interpretation &alone)
{
    const Query &q = alone.query;
    const bool everyRowAsIs = q.where.empty() && q.groupBy.empty() && q.having.empty() && q.limit == 0 && q.orderBy.size() <= 1
        && std::none_of(q.select.cbegin(), q.select.cend(), [](const SelectItem &s) { return s.expr.isAggregate(); });
    if (!everyRowAsIs)
        return false;
    const QSet<QString> said = shapingKinds(part);
    const QSet<QString> told = shapingKinds(story);
    return std::any_of(told.cbegin(), told.cend(), [&said](const QString &k) { return !said.contains(k); });
}

// Each match of `pattern` in `question` said again in the words `saidAs` gives for it (none:
// left as it is), with a note "read X as Y" for the trace. The rewrites below are all of this kind.
QString rewriteEach(const QString &question, const QRegularExpression &pattern, QStringList &notes,
                    const std::function<QString(const QRegularExpressionMatch &, const QString &)> &saidAs)
{
    QString out = question;
    for (QRegularExpressionMatch m = pattern.match(out); m.hasMatch();) {
        const QString said = saidAs(m, out);
        if (said.isEmpty()) {
            m = pattern.match(out, m.capturedStart() + 1);
            continue;
        }
        notes << QStringLiteral("read \"%1\" as \"%2\"").arg(m.captured(0).trimmed(), said);
        out.replace(m.capturedStart(), m.capturedLength(), said);
        m = pattern.match(out, m.capturedStart() + said.size());
    }
    return out;
}

// "Shipper wise total freight", "Genrewise number of tracks", "category-wise": the suffix groups
// by what it is written on, when that names a table or column ("otherwise" stays).
QString readWiseSuffix(const QString &question, const Lexicon &lexicon, QStringList &notes)
{
    static const QRegularExpression wise(QStringLiteral("\\b([A-Za-z]{3,})[\\s-]?wise\\b"), QRegularExpression::CaseInsensitiveOption);
    return rewriteEach(question, wise, notes, [&lexicon](const QRegularExpressionMatch &m, const QString &) {
        const QList<LexEntry> named = lexicon.lookup(stemPhrase(m.captured(1)));
        const bool schemaWord = std::any_of(named.cbegin(), named.cend(), [](const LexEntry &e) {
            return e.kind == LexEntry::Kind::Table || e.kind == LexEntry::Kind::Column;
        });
        return schemaWord ? QStringLiteral("by ") + m.captured(1) : QString();
    });
}

// "between 2012-2013", "in 1996-1997", "1997–1998": a span of years written with a hyphen is read
// as "2012 through 2013", the words the date reader takes as one span ("between 1997 and 1998"
// beside an amount may bound the amount). Only two years in
// order, so that a date ("1997-07") or a code is left alone.
QString readYearSpans(const QString &question, QStringList &notes)
{
    // ("since 2009 to 2011": the years from one to the other; read as two years apart, the years
    // between were dropped, at 0.75.)
    static const QRegularExpression span(QStringLiteral("\\b(?:(?:between|from)\\s+)?((?:19|20)\\d\\d)\\s*[-\u2013]\\s*((?:19|20)\\d\\d)\\b(?![-/]\\d)"
                                                        "|\\bsince\\s+((?:19|20)\\d\\d)\\s+(?:to|until|till)\\s+((?:19|20)\\d\\d)\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
    return rewriteEach(question, span, notes, [](const QRegularExpressionMatch &m, const QString &text) {
        if (m.capturedLength(3) > 0)
            return m.captured(4).toInt() > m.captured(3).toInt() ? QStringLiteral("%1 through %2").arg(m.captured(3), m.captured(4)) : QString();
        if (m.captured(2).toInt() <= m.captured(1).toInt())
            return QString();
        // "$1500-2000", "1500-2000 units": amounts, not years.
        static const QRegularExpression unitAfter(QStringLiteral("^\\s*(?:%|dollars?|euros?|usd|eur|units?|items?|pieces?|pcs)\\b"),
                                                  QRegularExpression::CaseInsensitiveOption);
        if (text.left(m.capturedStart()).trimmed().endsWith(QLatin1Char('$')) || unitAfter.match(text.mid(m.capturedEnd())).hasMatch())
            return QString();
        return QStringLiteral("%1 through %2").arg(m.captured(1), m.captured(2));
    });
}

// "tracks priced 0.99 to 1.99", "products costing 10 through 20": two amounts joined by "to"
// with no word of comparison before them are a range, as "between 10 and 20" reads it. Not
// positions in a ranking ("the top 5 to 10", "rows 11 to 20"), not a change ("from 5 to 10",
// read already), and only the smaller first.
QString readBareNumberRanges(const QString &question, const Lexicon &lexicon, QStringList &notes)
{
    static const QRegularExpression range(QStringLiteral("(\\b[A-Za-z]+\\s+)(\\$?\\d[\\d,]*(?:\\.\\d+)?)\\s+(?:to|through|thru)\\s+(\\$?\\d[\\d,]*(?:\\.\\d+)?)(?![\\d/.-]*\\d)"),
                                          QRegularExpression::CaseInsensitiveOption);
    return rewriteEach(question, range, notes, [&lexicon](const QRegularExpressionMatch &m, const QString &text) {
        const QString before = m.captured(1).trimmed().toLower();
        // ("orders 10248 to 10250", "products 1 to 3", "order ID 5 to 9": rows named by their
        // keys, which the key readers take; "July 4 to 10": days of a month.)
        const QList<LexEntry> named = lexicon.lookup(stemPhrase(before));
        const bool rowsNamed = std::any_of(named.cbegin(), named.cend(), [&lexicon](const LexEntry &e) {
            return e.kind == LexEntry::Kind::Table || (e.kind == LexEntry::Kind::Column && lexicon.kindOf(e.table, e.column) == ColumnKind::Key);
        });
        if (rowsNamed || Vocabulary::builtIn().isGrammarWord("month_names", before) || before == QLatin1String("id") || before == QLatin1String("ids"))
            return QString();
        // ("shipped 10 to 20 days after", "10 to 20 days late": a span of time; "100 to 500 units
        // sold": a total sold, not each line's. Both are read as said, or not at all.)
        static const QRegularExpression after(QStringLiteral("^\\s*(?:(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?)\\b|(?:\\w+\\s+){0,2}(?:sold|ordered|purchased|bought)\\b)"),
                                              QRegularExpression::CaseInsensitiveOption);
        if (after.match(text.mid(m.capturedEnd())).hasMatch())
            return QString();
        const auto amount = [](QString t) { return t.remove(QLatin1Char('$')).remove(QLatin1Char(',')).toDouble(); };
        const double low = amount(m.captured(2)), high = amount(m.captured(3));
        // (Two years are a span of time, which the date reader takes; "from order 10248 to
        // 10260" is read as said.)
        const auto year = [](double v) { return v >= 1900 && v <= 2100 && v == std::floor(v); };
        const QStringList lead = text.left(m.capturedStart(1)).toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const bool openedBefore = !lead.isEmpty() && (lead.last() == QLatin1String("from") || lead.last() == QLatin1String("between"));
        if (Vocabulary::builtIn().isGrammarWord("not_range_leads", before) || low >= high || (year(low) && year(high)) || openedBefore)
            return QString();
        return QStringLiteral("%1between %2 and %3").arg(m.captured(1), m.captured(2), m.captured(3));
    });
}

// "On average, how many tracks are on an invoice?", "how many orders does a customer place on
// average?", "on average, how many products does an order contain?": the average number of the
// rows per row of the other table, when both name tables (the words were declined).
QString readAverageHowMany(const QString &question, const Lexicon &lexicon, QStringList &notes)
{
    // (The verb of having after the row: "does an order contain", "does a customer place".)
    static const QString having = QStringLiteral("(?:contain|have|hold|include|place|make|get|buy|list|carry)");
    static const QRegularExpression averageFirst(
        QStringLiteral("\\bon average,?\\s+how many\\s+(?<rows>[a-z]+(?:\\s+[a-z]+)?)\\s+"
                       "(?:(?:are|is|were|was|appear|appears)\\s+(?:on|in)|(?:does|do|did)|(?:has|have))\\s+(?:a|an|each|one|every|the\\s+average|per)\\s+"
                       "(?<group>[a-z]+)(?:\\s+%1)?\\b").arg(having),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression averageLast(
        QStringLiteral("\\bhow many\\s+(?<rows>[a-z]+(?:\\s+[a-z]+)?)\\s+(?:does|do|did)\\s+(?:a|an|each|every|one)\\s+(?<group>[a-z]+)\\s+"
                       "%1\\s+on average\\b").arg(having),
        QRegularExpression::CaseInsensitiveOption);
    const auto names = [&lexicon](const QString &words) {
        const QList<LexEntry> found = lexicon.lookup(stemPhrase(words));
        return std::any_of(found.cbegin(), found.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Table; });
    };
    const auto rewrite = [&names](const QRegularExpressionMatch &m, const QString &) {
        const QString rows = m.captured(QStringLiteral("rows")), group = m.captured(QStringLiteral("group"));
        if (!names(rows) || !names(group))
            return QString();
        return QStringLiteral("the average number of %1 per %2").arg(rows, group);
    };
    return rewriteEach(rewriteEach(question, averageFirst, notes, rewrite), averageLast, notes, rewrite);
}

// "(unit price × quantity, as in the source query)": a pointer to where the question came from
// says nothing of the data; it is left out, with a note; so is "the following" before a list. "month as a number 1-12", "months
// (1-12)": the month of the year written as its number, which is how a month is shown; the
// words after "month" are left out, so that 1 and 12 are not read as values.
QString readAsides(const QString &question, QStringList &notes)
{
    static const QRegularExpression reference(
        QStringLiteral("[,;]?\\s*(?:as|like)\\s+(?:in|on)\\s+the\\s+(?:source|original|given|reference|sample)\\s+"
                       "(?:query|queries|sql|code|solution|exercise|answer|script)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression monthNumber(
        QStringLiteral("\\b(months?)\\s*(?:as\\s+(?:a\\s+)?(?:month\\s+)?numbers?\\s*|numbers?\\s*)?(?:\\(\\s*)?\\b1\\s*(?:-|\\x{2013}|to)\\s*12\\b(?:\\s*\\))?"),
        QRegularExpression::CaseInsensitiveOption);
    // "in any of the following countries: Australia, Finland or Japan": the list after the colon
    // is what the words announce.
    static const QRegularExpression announced(QStringLiteral("\\b(?:any\\s+of\\s+)?the\\s+following\\s+(?=[A-Za-z]+(?:\\s+[A-Za-z]+)?\\s*:)"),
                                              QRegularExpression::CaseInsensitiveOption);
    // "(whether or not they have been dispatched yet)", "(shipped or not)": both ways, so no
    // condition; the words only say that none is meant.
    static const QRegularExpression eitherWay(
        QStringLiteral("(?:\\(\\s*|[,;]\\s*)?\\b(?:whether\\s+or\\s+not\\b[^,;()?.]*|(?:whether\\s+)?(?:(?:it|they)\\s+(?:was|were|is|are|has\\s+been|have\\s+been)\\s+)?"
                       "[A-Za-z]+(?:ed|en)\\s+or\\s+not)(?:\\s+yet)?\\s*\\)?"),
        QRegularExpression::CaseInsensitiveOption);
    // "List the tracks on album 4. Shows 8 records.", "(returns 12 rows)": how many rows the
    // exercise's answer has, a sentence of its own after the question, no condition (8 was read as
    // another album). ("Give 5 results: the most expensive products" opens a question: not read past.)
    static const QRegularExpression rowsExpected(
        QStringLiteral("(?<=[.?!;:])\\s*\\(?\\s*(?:(?:it|this|the\\s+(?:query|result|results|output|answer))\\s+)?(?:should\\s+|will\\s+|must\\s+)?"
                       "(?:shows?|returns?|gives?|yields?|produces?|displays?|outputs?|results?\\s+in)\\s+\\d+\\s+(?:records?|rows?|results?|lines?|entries)"
                       "\\b[^.?!()]*\\)?\\s*[.!]?"),
        QRegularExpression::CaseInsensitiveOption);
    // "without using its album id", "(use a JOIN)", "by joining the Track table with the Album
    // table": how the query is to be written, no condition ("without using its album id" had been
    // read as no album id: an empty list at 0.75).
    static const QRegularExpression howToWrite(
        QStringLiteral("[,;]?\\s*(?:\\(\\s*(?:use|using|with)\\s+(?:an?\\s+)?(?:inner\\s+|outer\\s+|left\\s+)?(?:join|joins|subquery|sub-query|"
                       "subqueries|group\\s+by|having|union|where|like|between|in)\\b[^()]*\\)|\\b(?:without|not)\\s+using\\s+[^,.;?()]*"
                       "|\\bby\\s+(?:joining|combining|linking)\\s+the\\s+\\w+\\s+(?:table\\s+)?(?:with|and|to)\\s+the\\s+\\w+(?:\\s+table)?)"),
        QRegularExpression::CaseInsensitiveOption);
    // "Use a WHERE clause.", "Use IN and LIKE.", ", using GROUP BY and HAVING.": the same said in a
    // sentence of its own or a closing phrase, only techniques named to its end (a sentence that
    // goes on, "use a join to list ...", still asks something).
    static const QString technique = QStringLiteral(
        "(?:(?:an?|the)\\s+)?(?:where|in|like|between|(?:inner\\s+|outer\\s+|left\\s+)?joins?|group\\s+by|having|order\\s+by|sub-?quer(?:y|ies)"
        "|nested\\s+quer(?:y|ies)|ctes?|common\\s+table\\s+expressions?|aggregate\\s+functions?|wildcards?|aliase?s?|and|or|not|case|exists|union"
        "|(?:string|date|window|scalar)\\s+functions?)");
    static const QRegularExpression howToWriteSentence(
        QStringLiteral("(?:(?<=[.;?!])|,)\\s*(?:please\\s+)?(?:use|using|by\\s+using|you\\s+(?:should|must|may|can)\\s+use)\\s+%1"
                       "(?:\\s*(?:,|and|or|&|/)\\s*%1)*(?:\\s+(?:clauses?|operators?|statements?|keywords?|functions?|commands?|predicates?))?"
                       "\\s*(?:[.;!]|$)").arg(technique),
        QRegularExpression::CaseInsensitiveOption);
    QString out = question;
    for (const QRegularExpression *re : {&howToWrite, &howToWriteSentence}) {
        for (QRegularExpressionMatch m = re->match(out); m.hasMatch(); m = re->match(out, m.capturedStart())) {
            notes << QStringLiteral("read past \"%1\": how the query is written, no condition").arg(m.captured(0).trimmed().remove(QRegularExpression(QStringLiteral("^[,;]\\s*"))));
            out.replace(m.capturedStart(), m.capturedLength(), QStringLiteral(" "));
        }
    }
    for (QRegularExpressionMatch m = rowsExpected.match(out); m.hasMatch(); m = rowsExpected.match(out, m.capturedStart() + 1)) {
        notes << QStringLiteral("read past \"%1\": the number of rows the answer is said to have").arg(m.captured(0).trimmed());
        out.replace(m.capturedStart(), m.capturedLength(), QStringLiteral(" "));
    }
    for (QRegularExpressionMatch m = eitherWay.match(out); m.hasMatch(); m = eitherWay.match(out, m.capturedStart())) {
        notes << QStringLiteral("\"%1\": no condition either way").arg(m.captured(0).remove(QRegularExpression(QStringLiteral("^[(,;\\s]+|[)\\s]+$"))));
        // (A bracket opened and closed around the aside goes with it.)
        const bool bracketed = m.captured(0).startsWith(QLatin1Char('(')) == m.captured(0).endsWith(QLatin1Char(')'));
        out.replace(m.capturedStart(), m.capturedLength(), bracketed ? QStringLiteral(" ") : QString());
    }
    // "between 10 and 20 inclusive", "between 1 and 5 (both inclusive)": a range read with "between"
    // holds both ends already; the word says so again.
    static const QRegularExpression inclusiveRange(
        QStringLiteral("(\\bbetween\\s+\\$?[\\d.,/-]+\\s+and\\s+\\$?[\\d.,/-]*\\d)\\s*,?\\s*(\\(\\s*)?(?:both\\s+)?(?:ends\\s+)?(?:inclusive|inclusively|included)\\b(?(2)\\s*\\))"),
        QRegularExpression::CaseInsensitiveOption);
    for (QRegularExpressionMatch m = inclusiveRange.match(out); m.hasMatch(); m = inclusiveRange.match(out, m.capturedStart() + 1)) {
        notes << QStringLiteral("\"%1\": both ends included, as \"between\" reads").arg(m.captured(0).mid(m.captured(1).size()).trimmed());
        out.replace(m.capturedStart(), m.capturedLength(), m.captured(1));
    }
    for (QRegularExpressionMatch m = announced.match(out); m.hasMatch(); m = announced.match(out, m.capturedStart())) {
        notes << QStringLiteral("read past \"%1\"").arg(m.captured(0).trimmed());
        out.remove(m.capturedStart(), m.capturedLength());
    }
    for (QRegularExpressionMatch m = reference.match(out); m.hasMatch(); m = reference.match(out, m.capturedStart())) {
        notes << QStringLiteral("read past \"%1\"").arg(m.captured(0).mid(m.captured(0).indexOf(QRegularExpression(QStringLiteral("[A-Za-z]")))));
        out.remove(m.capturedStart(), m.capturedLength());
    }
    for (QRegularExpressionMatch m = monthNumber.match(out); m.hasMatch(); m = monthNumber.match(out, m.capturedStart() + 1)) {
        notes << QStringLiteral("read \"%1\" as the month of the year").arg(m.captured(0).trimmed());
        out.replace(m.capturedStart(), m.capturedLength(), m.captured(1));
    }
    return out;
}

// "born in the 50s", "hired in the '90s", "born in the 50s or 60s": a two-digit decade said
// of a date ("born", "hired", a date column's word within a few words before) is of the 1900s
// from the 30s on, written in full for the date reader ("the 1950s", which keeps "before the
// 1960s" a bound); two decades in a row are the years from the first to the last. "freight in
// the 50s" is an amount, "the 90's Music playlist" a name, "the late 50s" a part of one: unread.
QString readDecades(const QString &question, const Lexicon &lexicon, QStringList &notes)
{
    static const QRegularExpression decades(
        QStringLiteral("\\bthe\\s+['\\x{2019}]?(?<a>\\d0)['\\x{2019}]?s"
                       "(?:\\s*(?:or|and|to|through|-|\\x{2013})\\s*(?:the\\s+)?['\\x{2019}]?(?<b>\\d0)['\\x{2019}]?s)?\\b(?!\\s+[A-Z])"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression partOfOne(QStringLiteral("\\b(?:early|mid|late|middle)[\\s-]*$"), QRegularExpression::CaseInsensitiveOption);
    const auto datedBefore = [&lexicon](const QString &before) {
        const QStringList words = text::words(before);
        for (qsizetype k = std::max<qsizetype>(0, words.size() - 6); k < words.size(); ++k) {
            const QString w = words.at(k).toLower();
            const QStringList tags = Vocabulary::builtIn().phrases().value(stemPhrase(w));
            const bool dateWord = std::any_of(tags.cbegin(), tags.cend(), [](const QString &t) {
                return t.startsWith(QLatin1String("attr:birth")) || t.startsWith(QLatin1String("attr:hire"))
                    || t.startsWith(QLatin1String("attr:ship")) || t.startsWith(QLatin1String("attr:require"));
            });
            const QList<LexEntry> named = lexicon.lookup(stemPhrase(w));
            const bool dateColumn = std::any_of(named.cbegin(), named.cend(), [&lexicon](const LexEntry &e) {
                return e.kind == LexEntry::Kind::Column && lexicon.kindOf(e.table, e.column) == ColumnKind::Date;
            });
            if (dateWord || dateColumn)
                return true;
        }
        return false;
    };
    return rewriteEach(question, decades, notes, [&](const QRegularExpressionMatch &m, const QString &text) {
        const int first = 1900 + m.captured(QStringLiteral("a")).toInt();
        const int last = m.captured(QStringLiteral("b")).isEmpty() ? first : 1900 + m.captured(QStringLiteral("b")).toInt();
        const QString before = text.left(m.capturedStart());
        if (first < 1930 || (last != first && last != first + 10) || partOfOne.match(before).hasMatch() || !datedBefore(before))
            return QString();
        return last == first ? QStringLiteral("the %1s").arg(first) : QStringLiteral("between %1 and %2").arg(first).arg(last + 9);
    });
}

// "first and last names": two columns sharing one noun, said out ("first name and last name"),
// so that "first" is not read as an order or a rank.
QString readSharedNoun(const QString &question, QStringList &notes)
{
    static const QRegularExpression shared(QStringLiteral("\\b(first|last|given|family)\\s+and\\s+(first|last|given|family)\\s+(names?)\\b"),
                                           QRegularExpression::CaseInsensitiveOption);
    return rewriteEach(question, shared, notes, [](const QRegularExpressionMatch &m, const QString &) {
        const QString noun = m.captured(3).endsWith(QLatin1Char('s')) ? m.captured(3).chopped(1) : m.captured(3);
        return QStringLiteral("%1 %3 and %2 %3").arg(m.captured(1), m.captured(2), noun);
    });
}

// "customers with orders totaling more than 10000": the verb says what the rows are worth, as
// "worth" does. Only before a comparison ("the total" stays) and when "worth" names a measure
// of this database; otherwise a column called Total is what the verb compares.
QString readTotalingVerb(const QString &question, const Lexicon &lexicon, QStringList &notes)
{
    static const QRegularExpression totaling(
        QStringLiteral("\\b(?:total(?:l?ing|l?ed)|amounting\\s+to|adding\\s+up\\s+to)(?=\\s+(?:more|less|over|under|above|below|at\\s+least|at\\s+most|"
                       "no\\s+more|no\\s+less|exactly|between|in\\s+excess|upwards|[$\\x{20AC}\\x{00A3}]|\\d))"),
        QRegularExpression::CaseInsensitiveOption);
    const QList<LexEntry> worth = lexicon.lookup(stemPhrase(QStringLiteral("worth")));
    if (std::none_of(worth.cbegin(), worth.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Measure; }))
        return question;
    return rewriteEach(question, totaling, notes, [&lexicon](const QRegularExpressionMatch &m, const QString &text) {
        // Rows add up to an amount; a column said before ("freight totaling more than 500",
        // "units in stock totaling ...") is the amount itself, compared as it is; so is an
        // attribute's word ("a length totaling more than 1000000 milliseconds").
        const QStringList before = text::words(text.left(m.capturedStart()));
        if (before.isEmpty())
            return QStringLiteral("worth");
        const QList<LexEntry> prior = lexicon.lookup(stemPhrase(before.last()));
        const bool column = std::any_of(prior.cbegin(), prior.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Column; })
            && std::none_of(prior.cbegin(), prior.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Table; });
        const QStringList tags = Vocabulary::builtIn().phrases().value(stemPhrase(before.last()));
        const bool attribute = std::any_of(tags.cbegin(), tags.cend(), [](const QString &t) { return t.startsWith(QLatin1String("attr:")); });
        return column || attribute ? QString() : QStringLiteral("worth");
    });
}

// "the employee whose salary is the highest", "the track whose length is the greatest": a
// superlative said as the predicate of the rows' figure is the ranking said before it ("with the
// highest salary"); read as it stands the superlative had nothing to rank.
QString readPredicateSuperlative(const QString &question, QStringList &notes)
{
    static const QRegularExpression predicate(
        QStringLiteral("\\bwhose\\s+((?:[A-Za-z]+\\s+){0,3}?[A-Za-z]+)\\s+(?:is|are|was|were)\\s+(?:the\\s+)?"
                       "(highest|lowest|largest|smallest|greatest|biggest|longest|shortest|oldest|youngest|newest|latest|earliest|"
                       "maximum|minimum|most|least)\\b(?!\\s+(?:than|of)\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return rewriteEach(question, predicate, notes, [](const QRegularExpressionMatch &m, const QString &) {
        return QStringLiteral("with the %1 %2").arg(m.captured(2), m.captured(1));
    });
}

// "Which customer ranks #1 by revenue?", "Which product was top in 1997 by units?", "Which
// employee came first in each country by number of orders?": the first place said as a
// predicate of the rows asked is the top one of them, as "the top customer by revenue" reads it.
QString readFirstPlaceSaid(const QString &question, QStringList &notes)
{
    static const QRegularExpression predicate(
        QStringLiteral("\\b(which|what)\\s+((?:[A-Za-z]+\\s+){0,2}?[A-Za-z]+)\\s+(?:is|was|ranks|ranked|came|comes|stands|stood|placed)\\s+"
                       "(?:the\\s+)?(?:#\\s?1|number\\s+(?:one|1)|no\\.?\\s*1|top|first)\\b(?=\\s+(?:by|in|for|on)\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return rewriteEach(question, predicate, notes, [](const QRegularExpressionMatch &m, const QString &) {
        return QStringLiteral("%1 is the top %2").arg(m.captured(1), m.captured(2));
    });
}

// "customers with a state that is not empty", "employees who have a commission (not empty)":
// the emptiness said after the column, in a clause or a bracket, is the condition "whose state is
// not empty" (the negation had been left unread and the question declined).
QString readEmptinessSaidAfter(const QString &question, QStringList &notes)
{
    static const QRegularExpression after(
        QStringLiteral("\\b(?:with|having|has|have)\\s+(?:an?|the|their|its)\\s+([A-Za-z]+(?:\\s+[A-Za-z]+)?)\\s*"
                       "(?:(?:that|which)\\s+(?:is|are)\\s+not\\s+(empty|null|blank|missing)\\b|\\(\\s*not\\s+(empty|null|blank|missing)\\s*\\))"),
        QRegularExpression::CaseInsensitiveOption);
    return rewriteEach(question, after, notes, [](const QRegularExpressionMatch &m, const QString &) {
        return QStringLiteral("whose %1 is not %2").arg(m.captured(1), m.captured(2).isEmpty() ? m.captured(3) : m.captured(2));
    });
}

// "including customers with no orders (0)", "shippers without shipments (zero)": the bracket
// says again the count those rows get; it is no figure of its own (read as one, the groups with
// none were declined).
QString readZeroRestatingNone(const QString &question, QStringList &notes)
{
    static const QRegularExpression zero(QStringLiteral("(\\b(?:no|none|without)\\b[^().;!?]{0,60}?)\\s*\\(\\s*(?:0|zero)\\s*\\)"),
                                         QRegularExpression::CaseInsensitiveOption);
    return rewriteEach(question, zero, notes, [](const QRegularExpressionMatch &m, const QString &) { return m.captured(1); });
}

// "How long does it take on average to ship an order?", "how long did it take to ship order
// 10248": the days the act takes, as "on average, how many days to ship ..." says it (the
// duration's own words; "long" was not understood).
QString readHowLongItTakes(const QString &question, QStringList &notes)
{
    static const QRegularExpression howLong(
        QStringLiteral("\\bhow\\s+long\\s+(?:does|did|do|will|would)\\s+it\\s+(?:usually\\s+|typically\\s+)?take(?<avg>\\s*,?\\s*on\\s+average\\s*,?)?\\s+to\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return rewriteEach(question, howLong, notes, [](const QRegularExpressionMatch &m, const QString &) {
        return m.capturedLength(QStringLiteral("avg")) > 0 ? QStringLiteral("on average, how many days to") : QStringLiteral("how many days to");
    });
}

// "all products that share the maximum price": rows that share an extreme have it, each of them;
// "share" there is no share of a whole (it was read as one and declined).
QString readSharingAnExtreme(const QString &question, QStringList &notes)
{
    static const QRegularExpression sharing(
        QStringLiteral("\\b(?:share|shares|sharing)\\s+(?=the\\s+(?:same\\s+)?(?:maximum|minimum|highest|lowest|largest|smallest|greatest|biggest|max|min)\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return rewriteEach(question, sharing, notes, [](const QRegularExpressionMatch &, const QString &) { return QStringLiteral("have "); });
}

// The aggregate an answer field's name asks for ("AverageSales": AVG, "MaxPrice": MAX,
// "OrderCount": COUNT), from the vocabulary's one-word aggregate names; "" when none or several.
QString aggregateOfFieldName(const QString &field)
{
    static const QRegularExpression words(QStringLiteral("[A-Z]?[a-z]+|[A-Z]+(?![a-z])"));
    static const QHash<QString, QString> byWord = [] {
        QHash<QString, QString> out;
        for (auto it = Vocabulary::builtIn().phrases().cbegin(); it != Vocabulary::builtIn().phrases().cend(); ++it) {
            if (it.key().contains(QLatin1Char(' ')))
                continue;
            for (const QString &tag : it.value())
                for (const char *op : {"avg", "max", "min", "count"})
                    if (tag == QLatin1String("agg:") + QLatin1String(op))
                        out.insert(it.key(), QString::fromLatin1(op).toUpper());
        }
        out.insert(QStringLiteral("number"), QStringLiteral("COUNT"));
        return out;
    }();
    QString found;
    for (auto it = words.globalMatch(field); it.hasNext();) {
        const QString op = byWord.value(stemPhrase(it.next().captured(0)));
        if (op.isEmpty())
            continue;
        if (!found.isEmpty() && found != op)
            return QString();
        found = op;
    }
    return found;
}

// The aggregate an expression computes at its top ("SUM", "COUNT", ...; "RATIO" for a division,
// a measure's template by its first function), or "" for a column or anything else.
QString aggregateOfFigure(const Expr &e)
{
    if (e.kind == Expr::Kind::Round && !e.args.empty())
        return aggregateOfFigure(e.args.front());
    if (e.kind == Expr::Kind::Aggregate)
        return e.text.toUpper();
    // (A figure in another unit, MAX(Milliseconds) / 60000.0, is still that figure.)
    if (e.kind == Expr::Kind::Arith && (e.text == QLatin1String("/") || e.text == QLatin1String("*")) && e.args.size() == 2
        && e.args.back().kind == Expr::Kind::Number)
        return aggregateOfFigure(e.args.front());
    if (e.kind == Expr::Kind::Arith && e.text == QLatin1String("/"))
        return QStringLiteral("RATIO");
    if (e.kind == Expr::Kind::Template) {
        if (e.text.contains(QLatin1Char('/')))
            return QStringLiteral("RATIO");
        return e.text.trimmed().section(QLatin1Char('('), 0, 0).trimmed().toUpper();
    }
    return QString();
}

} // namespace

SemanticParser::SemanticParser(const sql::Schema &schema, sql::QueryExecutor *executor, const SemanticModel &model,
                               const sql::SqlDialect &dialect, const QString &layerPath, const QString &databaseName)
    : m_model(model), m_dialect(dialect), m_layerPath(layerPath)
{
    const QHash<QString, QString> additions = layerPath.isEmpty() ? QHash<QString, QString>() : SemanticLayerFile::readAdditions(layerPath);
    m_lexicon = Lexicon::build(schema, executor, &model, additions);
    m_lexicon.setOwnName(databaseName);
    if (!layerPath.isEmpty())
        SemanticLayerFile::write(layerPath, m_lexicon, additions);
    QStringList definedByDocuments;
    for (const planning::TermDefinition &t : model.facts().terms)
        definedByDocuments << t.term;
    for (const planning::ConditionDefinition &c : model.facts().conditions)
        definedByDocuments << c.label;
    m_scheduleStates = termsOfScheduleStates(m_lexicon, definedByDocuments);
}

void SemanticParser::vetDocumentFamilies(const QString &question, Interpretation &in) const
{
    // "Which sales region generated the most?": the documents sort customers' countries into
    // sales regions of their own; the database's Regions table is another thing (it answered
    // "Eastern" at 0.9). A family of lists the documents name, asked about as a whole rather than
    // by one list's name, is not read yet: said, not answered from the schema's namesake.
    QHash<QString, QStringList> families;   // kind -> the lists' names
    for (const planning::NamedSet &set : m_model.facts().namedSets)
        if (set.kind.simplified().contains(QLatin1Char(' ')))
            families[set.kind.simplified().toLower()] << set.name;
    // (A family read as groups is understood: "revenue by sales region".)
    const auto readAsGroups = [&in](const QString &family) {
        return std::any_of(in.query.groupBy.cbegin(), in.query.groupBy.cend(),
                           [&family](const Expr &g) { return g.kind == Expr::Kind::Bucket && g.column == family; });
    };
    for (auto it = families.cbegin(); it != families.cend(); ++it) {
        if (readAsGroups(it.key()))
            continue;
        const QRegularExpression kind(QStringLiteral("\\b") + QRegularExpression::escape(it.key()).replace(QStringLiteral("\\ "), QStringLiteral("[\\s-]+"))
                                          + QStringLiteral("(?:s|es)?\\b"),
                                      QRegularExpression::CaseInsensitiveOption);
        if (!kind.match(question).hasMatch())
            continue;
        const bool oneNamed = std::any_of(it->cbegin(), it->cend(), [&question](const QString &name) { return question.contains(name, Qt::CaseInsensitive); });
        if (oneNamed)
            continue;
        in.understood = false;
        in.notUnderstood << QStringLiteral("\"%1\" as the documents' %1s (%2), which are not read as groups yet").arg(it.key(), it->join(QStringLiteral(", ")));
    }
}

ParseResult SemanticParser::parse(const QString &asked, const answer::FormatHint &hint,
                                  const QList<QPair<int, int>> &consumed) const
{
    // "(expected 11 rows)", "The result should have 11 rows.": a check on the answer, no words of
    // the question ("Top 5 products (5 rows)" had read product 5). Blanked, same length, so the
    // spans other stages explained still point right.
    QString question = asked;
    const QList<ExpectedRowsClause> expected = findPresentationClauses(asked).expectedRows;
    for (const ExpectedRowsClause &e : expected)
        question.replace(e.start, e.length, QString(e.length, QLatin1Char(' ')));
    ParseResult out;
    std::optional<ParseResult> yesNo = consumed.isEmpty() ? readYesNoQuestion(question, hint) : std::nullopt;
    out = yesNo ? *yesNo : parseQuestion(question, hint, consumed, false);
    // (Two different counts: which one holds is not said, so neither is checked; the same count
    // said twice is checked.)
    if (!expected.isEmpty() && std::all_of(expected.cbegin(), expected.cend(), [&expected](const ExpectedRowsClause &e) {
            return e.rows == expected.first().rows;
        }))
        out.expectedRows = expected.first().rows;
    return out;
}

ParseResult SemanticParser::parseQuestion(const QString &asked, const answer::FormatHint &hint,
                                          const QList<QPair<int, int>> &consumed, bool existenceAsked) const
{
    ParseResult out;
    // Terms the documents define by a condition are read as that condition. Spans other stages
    // explained point into the question as asked, so then it is read as asked.
    // Decades first, on the words as asked: a definition read in ("late" orders) must not leave
    // "the late 50s" looking like "the 50s".
    QStringList decadeNotes;
    const QString decadesRead = consumed.isEmpty() ? readDecades(asked, m_lexicon, decadeNotes) : asked;
    const auto namesMeasure = [this](const QString &term) {
        const QList<LexEntry> entries = m_lexicon.lookup(stemPhrase(term));
        return std::any_of(entries.cbegin(), entries.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Measure; });
    };
    ExpandedQuestion expanded = consumed.isEmpty() ? expandQuestionDefinitions(decadesRead, namesMeasure) : ExpandedQuestion{asked, {}, {}, {}};
    expanded.notes << decadeNotes;
    if (consumed.isEmpty()) {
        const ExpandedQuestion byDocuments = expandDefinedTerms(expanded.text, m_model.facts().terms + termsOfBands(m_model.facts().bands + m_model.facts().bandRevisions)
                                                                     + termsOfConditions(m_model.facts().conditions) + m_scheduleStates);
        expanded.text = byDocuments.text;
        expanded.notes << byDocuments.notes;
        expanded.chunkIds << byDocuments.chunkIds;
    }
    bool restatedByBracket = false;
    if (consumed.isEmpty()) {
        expanded.text = readWiseSuffix(expanded.text, m_lexicon, expanded.notes);
        expanded.text = readSharedNoun(expanded.text, expanded.notes);
        expanded.text = readPredicateSuperlative(expanded.text, expanded.notes);
        expanded.text = readFirstPlaceSaid(expanded.text, expanded.notes);
        expanded.text = readEmptinessSaidAfter(expanded.text, expanded.notes);
        expanded.text = readZeroRestatingNone(expanded.text, expanded.notes);
        expanded.text = readHowLongItTakes(expanded.text, expanded.notes);
        expanded.text = readTimeUnitNouns(expanded.text, m_lexicon, expanded.notes);
        expanded.text = readSharingAnExtreme(expanded.text, expanded.notes);
        expanded.text = readYearSpans(expanded.text, expanded.notes);
        expanded.text = readBareNumberRanges(expanded.text, m_lexicon, expanded.notes);
        expanded.text = readAverageHowMany(expanded.text, m_lexicon, expanded.notes);
        expanded.text = readAsides(expanded.text, expanded.notes);
        const QString beforeBracket = expanded.text;
        expanded.text = readBracketRestatingMeasure(expanded.text, expanded.notes);
        expanded.text = readBracketOrderOfListing(expanded.text, expanded.notes);
        // (The bracket may name another figure than the measure, "revenue (number of orders)":
        // read as the bracket says, never certain.)
        restatedByBracket = expanded.text != beforeBracket;
        expanded.text = readTotalingVerb(expanded.text, m_lexicon, expanded.notes);
    }
    const QString &question = expanded.text;
    // "The sales team wants to know ...", "Our manager would like a list of ...": who asks and
    // why is not what is asked; those words are read past, and the rest must be understood.
    QList<QPair<int, int>> explained = consumed;
    static const QRegularExpression framing(
        QStringLiteral("(?:^|(?<=[.?!]\\s))\\s*(?:(?:(?:the|our|a|an|my|your)\\s+)?(?:[A-Za-z-]+\\s+){0,3}?"
                       "(?:team|department|manager|management|boss|director|analyst|executive|ceo|cfo|head|supervisor|"
                       "stakeholders?|client|colleague|leadership|board))\\s+"
                       "(?:wants|would like|needs|has asked(?: you)?|asked(?: you)?|is asking(?: you)?|requests|requested|"
                       "is interested in|wants you|would like you)"
                       "(?:\\s+(?:to\\s+(?:know|see|find|get|have|understand|identify|review)|to))?"
                       "(?:\\s+(?:a list of|the list of|a report of|a report on|a report showing|a list showing))?\\s*[:,]?"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList framings;
    for (auto it = framing.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength() == 0)
            continue;
        explained.append({int(m.capturedStart()), int(m.capturedLength())});
        framings << m.captured().trimmed();
    }
    ReadQuestion read = QuestionReader(m_lexicon).read(question, explained);
    read.termsDefined = expanded.termsDefined;
    read.existenceAsked = existenceAsked;
    for (qsizetype i = 0; i + 1 < read.evidence.size(); ++i) {
        const Evidence &e = read.evidence.at(i);
        // "what fraction of order lines ...": a share of a table's rows is a count of them too.
        const bool countWord = e.tag(QStringLiteral("agg:")) == QLatin1String("agg:count") || e.hasTag(QStringLiteral("share"));
        out.countsRows |= countWord && read.evidence.at(i + 1).entry(LexEntry::Kind::Table)
            && read.evidence.at(i + 1).first <= e.last + 2;
        const LexEntry *column = read.evidence.at(i + 1).entry(LexEntry::Kind::Column);
        out.averagesData |= (e.tag(QStringLiteral("agg:")) == QLatin1String("agg:avg") || e.tag(QStringLiteral("agg:")) == QLatin1String("agg:sum"))
            && column && m_lexicon.kindOf(column->table, column->column) == ColumnKind::Number && read.evidence.at(i + 1).first <= e.last + 2;
        if (e.hasTag(QStringLiteral("sup:")) && out.rankWord.isEmpty())
            for (qsizetype k = i + 1; k < read.evidence.size() && read.evidence.at(k).first <= e.last + 3; ++k)
                // (Or before a figure: "who sold the most units" ranks by it too.)
                if (read.evidence.at(k).entry(LexEntry::Kind::Table) || read.evidence.at(k).entry(LexEntry::Kind::Measure))
                    out.rankWord = read.spanText(e.first, e.last);
    }
    for (qsizetype i = 0; i < read.evidence.size(); ++i) {
        const Evidence &e = read.evidence.at(i);
        out.namesData |= e.kind == Evidence::Kind::Lexicon;
        // A measure that averages ("average discount"): a figure of the rows, named as one phrase.
        if (const LexEntry *m = e.entry(LexEntry::Kind::Measure); m && !e.entry(LexEntry::Kind::Column))
            if (const Measure *measure = m_model.measure(m->measureId))
                out.averagesData |= measure->expr.trimmed().startsWith(QLatin1String("AVG("), Qt::CaseInsensitive);
        const bool storedValue = e.entry(LexEntry::Kind::Value) && !e.entry(LexEntry::Kind::Table) && !e.entry(LexEntry::Kind::Column);
        // A whole number right after a table's name is a record's key ("order 10248"), not an amount.
        // ("order no. 10248" too; "a customer had 1,500" is an amount).
        const int gap = i > 0 ? e.first - read.evidence.at(i - 1).last : 0;
        // The words between are the vocabulary's words for an identifier ("no", "number", "id").
        const QString between = gap == 2 ? read.tokens.at(e.first - 1).lower : QString();
        const bool idWord = Vocabulary::builtIn().isIdentifierWord(between);
        const bool recordNumber = e.kind == Evidence::Kind::Number && e.number == std::floor(e.number) && i > 0
            && read.evidence.at(i - 1).entry(LexEntry::Kind::Table) && (gap == 1 || (gap == 2 && idWord));
        if (storedValue || recordNumber)
            out.namedRecords << read.spanText(e.first, e.last);
        if (e.entry(LexEntry::Kind::Table) && !e.entry(LexEntry::Kind::Value))
            out.namedTables << read.spanText(e.first, e.last);
    }
    for (int t : read.unknown) {
        const Token &token = read.tokens.at(t);
        out.unknownWords << token.text;
        // A capitalised word inside the sentence that no stored value matches is a name the data lacks.
        const QString before = question.left(token.start).trimmed();
        const bool sentenceStart = before.isEmpty() || QStringLiteral(".?!:;").contains(before.back());
        if (!sentenceStart && !token.text.isEmpty() && token.text.front().isUpper())
            out.unknownNames << token.text;
    }
    const Roles &roles = m_model.roles();
    out.interpretation = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn).interpret(read, hint);
    readFallbacks(question, hint, explained, out.interpretation,
                  {Fallback::AskingSentence, Fallback::PresentationApart, Fallback::RankingRephrased, Fallback::MostOftenRephrased,
                   Fallback::SpecApart});
    readTrailingByColumn(question, out.interpretation);
    doubtStoryRestatingTheAsk(question, out.interpretation);
    // "(customer ID and number of orders, most orders first, then customer ID)": an order said
    // with "first" that the reading took for a ranking of one row it had to guess the size of
    // (the first customer by order date came back, at 0.75), or "in shipper ID order" whose
    // "order" the reading took for the orders: read with the order said apart.
    const QList<OrderClause> orders = out.interpretation.understood ? findPresentationClauses(question).orders : QList<OrderClause>();
    const bool keyOrder = std::any_of(orders.cbegin(), orders.cend(), [](const OrderClause &c) { return c.keyOrder; });
    if (!orders.isEmpty() && (out.interpretation.query.limitGuessed || keyOrder)) {
        Interpretation apart;
        readPresentationApart(question, hint, explained, apart);
        if (apart.understood)
            out.interpretation = apart;
    }
    // Bands the question defines are its groups, whatever else its numbers were read as.
    if (explained.isEmpty())
        readLabelledBands(question, hint, out.interpretation);
    for (const QString &f : std::as_const(framings))
        out.interpretation.notes << QStringLiteral("read past who asks (\"%1\")").arg(f);
    Interpretation &in = out.interpretation;
    in.notes << expanded.notes;
    in.ambiguous |= restatedByBracket;
    for (const QString &chunk : expanded.chunkIds)
        if (!in.citedChunks.contains(chunk))
            in.citedChunks << chunk;
    if (in.understood)
        vetReading(hint, in);
    if (in.understood)
        vetDocumentFamilies(question, in);
    // "customers who bought for at least 20,000": the amount they bought; "tracks bought for more
    // than 1" may be the price of each purchase. Only of the rows an order points at (its customer,
    // its employee) is the phrase surely a total.
    static const QRegularExpression boughtFor(QStringLiteral("\\b(?:bought|purchased)\\s+for\\b"), QRegularExpression::CaseInsensitiveOption);
    if (in.understood && boughtFor.match(question).hasMatch()) {
        const QList<sql::ForeignKey> keys = m_lexicon.schema().keysFrom(m_model.roles().orderTable);
        const bool buyer = std::any_of(keys.cbegin(), keys.cend(), [&in](const sql::ForeignKey &k) { return k.toTable == in.query.baseTable; });
        if (!buyer) {
            in.ambiguous = true;
            in.notes << QStringLiteral("\"bought for\" read as the total bought; it may be the price of each purchase");
        }
    }
    if (in.understood)
        groupPaddedValuesAsOne(in);
    if (in.understood)
        doubtConditionsFromTheStory(question, in);
    // Two answer fields filled with one figure ("Invoices" and "Total" both the count of invoices,
    // at 0.9): the question asked two things, one of which was not read.
    for (std::size_t a = 0; in.understood && hint.hasFields() && a < in.query.select.size(); ++a)
        for (std::size_t b = a + 1; in.understood && b < in.query.select.size(); ++b) {
            const SelectItem &x = in.query.select[a], &y = in.query.select[b];
            if (x.expr.kind == Expr::Kind::Aggregate && y.expr.kind == Expr::Kind::Aggregate && x.expr.text == y.expr.text
                && x.alias != y.alias && sameFigure(x.expr, y.expr)) {
                in.understood = false;
                in.notUnderstood << QStringLiteral("the answer fields \"%1\" and \"%2\", read as one figure").arg(x.alias, y.alias);
            }
        }
    // "The 3 oldest employees, ordered by hire date" with the date not shown: the rows kept are
    // sorted by the names they are shown under, so an order by something else unshown would be
    // dropped (the ranking's order came back at 0.9).
    if (in.understood && in.query.limit > 0 && !in.query.rankWithin) {
        const Query &q = in.query;
        for (qsizetype k = 0; k < std::min<qsizetype>(q.displayKeys, qsizetype(q.orderBy.size())); ++k) {
            const Expr &key = q.orderBy[size_t(k)].expr;
            const bool shown = std::any_of(q.select.cbegin(), q.select.cend(), [&key](const SelectItem &s) {
                const Expr &e = s.expr.kind == Expr::Kind::DateOf && s.expr.args.size() == 1 ? s.expr.args.front() : s.expr;
                return sameFigure(e, key) || sameFigure(s.expr, key);
            });
            if (!shown) {
                in.understood = false;
                in.notUnderstood << QStringLiteral("an order of the rows kept by something not shown");
                break;
            }
        }
    }
    if (in.understood) {
        const Result<RenderedQuery> rendered = QueryRenderer(m_lexicon.schema(), m_dialect).render(in.query);
        if (rendered) {
            out.sql = rendered->sql;
            out.tables = rendered->tables;
            const Query &q = in.query;
            // Asked or guessed, an order whose shown columns tie leaves the tied rows to the
            // tie-break, inside a ranking's cut too ("the top 3 countries": two with 122 orders).
            if (!q.rankWithin) {
                for (const OrderItem &o : q.orderBy) {
                    if (o.tieBreak)
                        break;   // (what settles ties is no part of the order asked)
                    const auto shown = std::find_if(q.select.cbegin(), q.select.cend(), [&o](const SelectItem &s) {
                        return sameFigure(s.expr.kind == Expr::Kind::Round ? s.expr.args.front() : s.expr, o.expr);
                    });
                    if (shown == q.select.cend()) {
                        const sql::Table *table = o.expr.kind == Expr::Kind::Column ? m_lexicon.schema().table(o.expr.table) : nullptr;
                        if (o.askedTieBreak && table && table->primaryKey().size() == 1
                            && table->primaryKey().first().compare(o.expr.column, Qt::CaseInsensitive) == 0)
                            out.orderedByShown.clear();   // the ties are settled as asked, by a key ("ties broken by customer id")
                        break;
                    }
                    out.orderedByShown << shown->alias;
                }
            }
            // A tie-break asked settles which rows a cut keeps too.
            // (Only a key no two rows share: "ties broken by country" may tie again.)
            const bool tieBreakAsked = std::any_of(q.orderBy.cbegin(), q.orderBy.cend(), [this](const OrderItem &o) {
                const sql::Table *table = o.expr.kind == Expr::Kind::Column ? m_lexicon.schema().table(o.expr.table) : nullptr;
                return o.askedTieBreak && table && table->primaryKey().size() == 1
                    && table->primaryKey().first().compare(o.expr.column, Qt::CaseInsensitive) == 0;
            });
            if (q.rankWithin && q.rankWithin->bothEnds && q.rankWithin->partition.empty())
                out.bothEndsRows = 2 * q.rankWithin->keep;
            // (Keys that only sort the rows kept, "top 5 ..., listed by name", rank nothing: the
            // probe ranks by the key after them.)
            const qsizetype displayKeys = std::clamp<qsizetype>(q.displayKeys, 0, qsizetype(q.orderBy.size()));
            if (q.limit > 0 && !q.rankWithin && qsizetype(q.orderBy.size()) > displayKeys && !tieBreakAsked) {
                Query probe = q;
                probe.orderBy.erase(probe.orderBy.begin(), probe.orderBy.begin() + displayKeys);
                probe.displayKeys = 0;
                probe.select.push_back({probe.orderBy.front().expr, QStringLiteral("ranked_value")});
                // From the top, so that a row skipped before an ordinal's place is seen too.
                probe.offset = 0;
                probe.limit = q.offset + q.limit + 1;
                if (const Result<RenderedQuery> p = QueryRenderer(m_lexicon.schema(), m_dialect).render(probe)) {
                    out.tieProbeSql = p->sql;
                    out.cut = q.offset + q.limit;
                    out.skipped = q.offset;
                }
            }
        } else {
            in.understood = false;
            in.notUnderstood << rendered.error().message;
        }
        if (in.understood && !in.soldUnread.isEmpty() && m_model.roles().hasSales() && !out.tables.contains(m_model.roles().lineTable)) {
            in.understood = false;
            in.notUnderstood << in.soldUnread;
            out.sql.clear();
            out.tieProbeSql.clear();
        }
    }
    if (!in.understood) {
        out.explanation = QStringLiteral("I did not understand %1").arg(in.notUnderstood.join(QStringLiteral(", ")));
        if (!in.candidates.isEmpty())
            out.explanation += QStringLiteral("; did you mean %1?").arg(in.candidates.join(QStringLiteral(" or ")));
        else
            out.explanation += QLatin1Char('.');
    }
    return out;
}

void SemanticParser::groupPaddedValuesAsOne(Interpretation &in) const
{
    // "suppliers per country": the data holds "Sweden " beside "Sweden"; grouped as stored they
    // were two rows of one country at 0.9. A column whose values carry stray spaces is grouped,
    // shown and ordered trimmed.
    Query &q = in.query;
    for (Expr &g : q.groupBy) {
        if (g.kind != Expr::Kind::Column || !m_lexicon.hasPaddedValues(g.table, g.column))
            continue;
        const Expr stored = g;
        const Expr trimmed = Expr::unary(Expr::Kind::Trimmed, stored);
        g = trimmed;
        for (SelectItem &s : q.select)
            if (sameFigure(s.expr, stored))
                s.expr = trimmed;
        for (OrderItem &o : q.orderBy)
            if (sameFigure(o.expr, stored))
                o.expr = trimmed;
        // Sources that group as stored count them apart: never certain.
        in.ambiguous = true;
        in.notes << QStringLiteral("%1.%2 has values stored with spaces around them; those are grouped as one").arg(stored.table, stored.column);
    }
    // "the countries where suppliers are based, each once": the different values listed, trimmed
    // ("Sweden" and "Sweden " were both listed at 0.9). Ordered by the value alone: a key after it
    // would let one value's rows split the list.
    if (!q.distinct || !q.groupBy.empty() || q.select.size() != 1)
        return;
    const Expr stored = q.select.front().expr;
    if (stored.kind != Expr::Kind::Column || !m_lexicon.hasPaddedValues(stored.table, stored.column))
        return;
    // (Not when a condition compares the value as stored: trimmed only where it is shown, "Sweden "
    // kept apart from the customers' "Sweden" would be listed as "Sweden".)
    const bool compared = std::any_of(q.where.cbegin(), q.where.cend(), [&stored](const Condition &c) {
        return c.kind == Condition::Kind::Exists || (c.kind != Condition::Kind::IsNull && sameFigure(c.lhs, stored));
    });
    if (compared)
        return;
    const Expr trimmed = Expr::unary(Expr::Kind::Trimmed, stored);
    q.select.front().expr = trimmed;
    q.orderBy.erase(std::remove_if(q.orderBy.begin(), q.orderBy.end(), [&stored](const OrderItem &o) { return !sameFigure(o.expr, stored); }),
                    q.orderBy.end());
    for (OrderItem &o : q.orderBy)
        o.expr = trimmed;
    in.ambiguous = true;
    in.notes << QStringLiteral("%1.%2 has values stored with spaces around them; each is listed once, trimmed").arg(stored.table, stored.column);
}

void SemanticParser::vetReading(const answer::FormatHint &hint, Interpretation &in) const
{
    noteNamesForTextKeys(hint, in);
    if (in.understood) {
        // "top 10 artists by revenue" with a field "ArtistTotal", "top 5 orders by value" with
        // "Total_Order_Value": a count of each row's own key is 1 on every row (given at 0.9); the
        // field was read as a count of the rows listed. The figure the rows are ranked by, shown
        // nowhere else, is the one a field beside the ranking names; never certain.
        // (Only a key: a count of a column per its own values is how often each value occurs.)
        const auto countOfItself = [&in, this](const Expr &e) {
            if (e.kind != Expr::Kind::Aggregate || e.text != QLatin1String("COUNT") || e.args.size() != 1 || e.args.front().kind != Expr::Kind::Column)
                return false;
            const sql::Table *table = m_lexicon.schema().table(e.args.front().table);
            return table && table->primaryKey() == QStringList{e.args.front().column}
                && std::any_of(in.query.groupBy.cbegin(), in.query.groupBy.cend(), [&e](const Expr &g) { return sameFigure(g, e.args.front()); });
        };
        const Expr *ranked = !in.query.orderBy.empty() && in.query.orderBy.front().expr.isAggregate() && !countOfItself(in.query.orderBy.front().expr)
            ? &in.query.orderBy.front().expr : nullptr;
        const bool rankedShown = ranked && std::any_of(in.query.select.cbegin(), in.query.select.cend(), [ranked](const SelectItem &s) {
            return sameFigure(s.expr, *ranked);
        });
        for (SelectItem &item : in.query.select) {
            if (!countOfItself(item.expr) || !ranked || rankedShown)
                continue;
            item.expr = *ranked;
            in.ambiguous = true;
            in.notes << QStringLiteral("the field \"%1\" read as the figure the rows are ranked by").arg(item.alias);
            break;
        }
        // "the number of employees and customers in each city", grouped by the employees' City:
        // the customers counted through the tables between (the customers of the employees'
        // orders) may be meant, or the customers whose own City is the group's; every city had
        // some 70 customers, at 0.9. Never certain when the counted rows keep a column of the
        // group's name and reach the group's table only through other tables.
        for (const SelectItem &item : in.query.select) {
            const Expr &e = item.expr;
            if (in.query.groupBy.size() != 1 || in.query.groupBy.front().kind != Expr::Kind::Column || e.kind != Expr::Kind::Aggregate
                || e.text != QLatin1String("COUNT") || e.args.size() != 1 || e.args.front().kind != Expr::Kind::Column)
                continue;
            const Expr &group = in.query.groupBy.front();
            const QString &counted = e.args.front().table;
            const sql::Table *rows = m_lexicon.schema().table(counted);
            // (Not the group's own name: "tracks per artist name" are the artist's, whatever a
            // track's own Name holds.)
            if (!rows || counted == group.table || m_lexicon.kindOf(group.table, group.column) != ColumnKind::Text
                || m_lexicon.displayColumns(group.table).contains(group.column))
                continue;
            const auto same = std::find_if(rows->columns.cbegin(), rows->columns.cend(), [&group](const sql::Column &c) {
                return c.name.compare(group.column, Qt::CaseInsensitive) == 0;
            });
            if (same == rows->columns.cend() || m_lexicon.schema().joinPath(group.table, counted).size() < 2)
                continue;
            in.ambiguous = true;
            in.notes << QStringLiteral("%1 counted through the tables between, not by their own %2 (which may be meant)").arg(counted, same->name);
            break;
        }
        // "AVG(OrderID)": a total or an average of identifiers measures nothing; a word was read as
        // the table's key ("order value" as the order).
        std::vector<Expr> figures;
        for (const SelectItem &item : in.query.select)
            figures.push_back(item.expr.kind == Expr::Kind::Round ? item.expr.args.front() : item.expr);
        for (const OrderItem &o : in.query.orderBy)
            figures.push_back(o.expr);
        for (const Condition &c : in.query.having)
            figures.push_back(c.lhs);
        // "AverageSales" filled with a count, "MaximumSales" with a total: a field whose name says
        // which aggregate it is, given another, is not what it asks (a row of five such figures
        // came back at 0.9).
        for (const SelectItem &item : in.query.select) {
            const QString asked = aggregateOfFieldName(item.alias);
            const QString given = aggregateOfFigure(item.expr);
            static const QSet<QString> figures{QStringLiteral("SUM"), QStringLiteral("COUNT"), QStringLiteral("AVG"), QStringLiteral("MAX"),
                                               QStringLiteral("MIN"), QStringLiteral("RATIO")};
            // (A count may be a total of units, "ItemCount" as SUM(Quantity); not of money.)
            const bool countAdded = given == QLatin1String("SUM")
                && (item.expr.kind != Expr::Kind::Template || std::any_of(m_model.measures().cbegin(), m_model.measures().cend(), [&item](const Measure &m) {
                        return m.expr == item.expr.text && m.isCount;
                    }));
            const bool clash = !asked.isEmpty() && figures.contains(given) && given != asked
                && !(asked == QLatin1String("AVG") && given == QLatin1String("RATIO"))
                && !(asked == QLatin1String("COUNT") && (countAdded || given == QLatin1String("RATIO")));
            if (clash && in.understood) {
                in.understood = false;
                in.notUnderstood << QStringLiteral("the answer field \"%1\" (it names %2; the reading gives %3)")
                                        .arg(item.alias, asked.toLower(), given == QLatin1String("RATIO") ? QStringLiteral("a ratio") : given.toLower());
            }
            // "What's the highest freight?" with the field "MinFreight": the question's own word
            // and the field's say two figures (the field's came back, at 0.9).
            QStringList said;
            for (const QString &c : std::as_const(in.coverage)) {
                const QString meaning = c.section(QStringLiteral(" -> "), 1).toUpper();
                if (meaning == QLatin1String("MAX") || meaning == QLatin1String("MIN") || meaning == QLatin1String("AVG"))
                    said << meaning;
                // ("longest -> rank by Milliseconds": a superlative's end of the ranking.)
                if (meaning.startsWith(QLatin1String("RANK")))
                    for (const QString &tag : Vocabulary::builtIn().phrases().value(stemPhrase(c.section(QStringLiteral(" -> "), 0, 0)))) {
                        if (tag == QLatin1String("sup:high") || (tag.startsWith(QLatin1String("attr:")) && tag.endsWith(QLatin1String(":high"))))
                            said << QStringLiteral("MAX");
                        if (tag == QLatin1String("sup:low") || (tag.startsWith(QLatin1String("attr:")) && tag.endsWith(QLatin1String(":low"))))
                            said << QStringLiteral("MIN");
                    }
            }
            // (One figure asked, not a ranking: "the 3 countries with the highest average freight"
            // says "highest" of the ranking.)
            const bool oneFigure = in.query.groupBy.empty() && in.query.orderBy.empty() && in.query.limit <= 0 && !in.query.rankWithin;
            if (!asked.isEmpty() && asked != QLatin1String("COUNT") && oneFigure && !said.isEmpty() && !said.contains(asked) && in.understood) {
                in.understood = false;
                in.notUnderstood << QStringLiteral("the answer field \"%1\" (it names %2; the question says %3)")
                                        .arg(item.alias, asked.toLower(), said.first().toLower());
            }
        }
        for (const Expr &e : figures) {
            const bool added = e.kind == Expr::Kind::Aggregate && (e.text == QLatin1String("SUM") || e.text == QLatin1String("AVG"))
                && !e.args.empty() && e.args.front().kind == Expr::Kind::Column;
            const ColumnKind kind = added ? m_lexicon.kindOf(e.args.front().table, e.args.front().column) : ColumnKind::Number;
            // (Nor dates: "SUM(OrderDate)" ranked customers at 0.75.)
            // (Text columns may hold numbers: a view's figures are often typed so.)
            if (added && (kind == ColumnKind::Key || kind == ColumnKind::Date) && in.understood) {
                in.understood = false;
                in.notUnderstood << QStringLiteral("what to add up or average (the reading takes %1 of %2, %3)")
                                        .arg(e.text.toLower(), e.args.front().column,
                                             kind == ColumnKind::Key ? QStringLiteral("an identifier") : QStringLiteral("a date"));
            }
            // A figure of a column the rows are also grouped by is that one value in each group:
            // sometimes what is meant (the cheapest price, ranked), sometimes not (an "average"
            // came back as each group's own value, at 0.9); never certain.
            const bool ofAGroup = e.kind == Expr::Kind::Aggregate && e.text != QLatin1String("COUNT") && e.args.size() == 1
                && e.args.front().kind == Expr::Kind::Column
                && std::any_of(in.query.groupBy.cbegin(), in.query.groupBy.cend(), [&e](const Expr &g) {
                       return sameFigure(g, e.args.front()) || (g.kind == Expr::Kind::DateOf && !g.args.empty() && sameFigure(g.args.front(), e.args.front()));
                   });
            // ("Top 3 customers by first purchase date": the earliest date of groups of one date
            // each ranks the dates, not the customers; the dates came back, at 0.9.)
            if (ofAGroup && in.understood && (e.text == QLatin1String("MIN") || e.text == QLatin1String("MAX"))
                && m_lexicon.kindOf(e.args.front().table, e.args.front().column) == ColumnKind::Date) {
                in.understood = false;
                in.notUnderstood << QStringLiteral("the %1 %2 of groups that are by that date").arg(e.text == QLatin1String("MIN") ? QStringLiteral("earliest") : QStringLiteral("latest"), e.args.front().column);
            }
            if (ofAGroup && in.understood && !in.ambiguous) {
                in.ambiguous = true;
                in.notes << QStringLiteral("the %1 of %2 is taken in groups that are also by %2 (one value in each)").arg(e.text.toLower(), e.args.front().column);
            }
            // (Any other count of each row's own key is declined.)
            if (countOfItself(e) && in.understood) {
                in.understood = false;
                in.notUnderstood << QStringLiteral("what is counted (the reading counts the %1 of each row itself: 1 on every row)").arg(e.args.front().column);
            }
        }
    }
    if (in.understood && hint.isScalar() && hint.scalar == answer::ScalarType::Str && in.query.select.size() == 1) {
        // "What is the largest category?" read as a count: a name was asked, a number computed.
        const Expr &shown = in.query.select.front().expr;
        const bool number = shown.kind == Expr::Kind::Aggregate
            && (shown.text == QLatin1String("COUNT") || shown.text == QLatin1String("SUM") || shown.text == QLatin1String("AVG"));
        if (number) {
            in.understood = false;
            in.notUnderstood << QStringLiteral("which row is asked for (a name was asked, and the reading computes a number)");
        }
    }
}

void SemanticParser::noteNamesForTextKeys(const answer::FormatHint &hint, Interpretation &in) const
{
    // "List customers who ordered in 1996 but not in 1997" as list[str]: their names, or their
    // keys when the keys are words too ("ALFKI")? Third-party answers go both ways.
    if (!hint.isList() || hint.hasFields() || hint.scalar != answer::ScalarType::Str || in.query.select.size() != 1)
        return;
    const Expr &shown = in.query.select.front().expr;
    if (shown.kind != Expr::Kind::Column)
        return;
    const sql::Table *table = m_lexicon.schema().table(shown.table);
    const QStringList key = table ? table->primaryKey() : QStringList();
    if (key.size() != 1 || key.first() == shown.column)
        return;
    const sql::Column *keyColumn = table->column(key.first());
    if (!keyColumn || !keyColumn->isTextType())
        return;
    in.ambiguous = true;
    in.notes << QStringLiteral("listed by %1; the rows' own keys (%2) are words too and may be what is meant")
                    .arg(shown.column, key.first());
}

void SemanticParser::readRankingByCountRephrased(const QString &question, const answer::FormatHint &hint,
                                                 const QList<QPair<int, int>> &consumed, Interpretation &whole) const
{
    // "the top 3 countries with the most customers", "top 5 cities by number of orders": a ranking
    // by a count said twice ("top", then "the most") or as "by number of", which the readings of
    // rankings do not take; said as "the 3 countries with the most customers" it is one ranking.
    // Framing spans point into the question as asked, so only a question with none is re-read.
    static const QRegularExpression twice(
        QStringLiteral("\\btop\\s+(\\d+)\\s+((?:[A-Za-z-]+\\s+){1,3}?)(?:with\\s+the\\s+(?:most|highest\\s+number\\s+of|greatest\\s+number\\s+of|largest\\s+number\\s+of)"
                       "|by\\s+(?:the\\s+)?(?:total\\s+)?(?:number|count|amount)\\s+of)\\s+"),
        QRegularExpression::CaseInsensitiveOption);
    // "Top 10 customers revenue wise": "wise" after a figure is "by" before it.
    static const QRegularExpression wise(QStringLiteral("\\b([A-Za-z]+)[\\s-]+wise\\b"), QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch w = wise.match(question); w.hasMatch()) {
        QString byFigure = question;
        byFigure.replace(w.capturedStart(), w.capturedLength(), QStringLiteral("by ") + w.captured(1));
        // Spans explained before point into the question as asked: moved with the words.
        const int shift = int(byFigure.size() - question.size());
        QList<QPair<int, int>> moved;
        for (const auto &[start, length] : consumed) {
            if (start >= w.capturedEnd())
                moved.append({start + shift, length});
            else if (start >= w.capturedStart() && start + length <= w.capturedEnd(1))
                moved.append({start + 3, length});
            else if (start + length <= w.capturedStart())
                moved.append({start, length});
        }
        const Roles &roles = m_model.roles();
        Interpretation alone = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn).interpret(QuestionReader(m_lexicon).read(byFigure, moved), hint);
        readFallbacks(byFigure, hint, moved, alone, {Fallback::PresentationApart, Fallback::SpecApart});
        if (alone.understood) {
            alone.notes << QStringLiteral("read \"%1\" as \"by %2\"").arg(w.captured(0), w.captured(1));
            whole = alone;
            return;
        }
    }
    // "top 5 employees by order count": the count named after its noun.
    static const QRegularExpression nounCount(
        QStringLiteral("\\btop\\s+(\\d+)\\s+((?:[A-Za-z-]+\\s+){1,3}?)by\\s+(?:the\\s+)?(?:total\\s+)?([A-Za-z]+)\\s+counts?\\b"),
        QRegularExpression::CaseInsensitiveOption);
    QRegularExpressionMatch m = twice.match(question);
    QString said;
    if (m.hasMatch()) {
        said = QStringLiteral("the %1 %2with the most ").arg(m.captured(1), m.captured(2));
    } else if (m = nounCount.match(question); m.hasMatch()) {
        said = QStringLiteral("the %1 %2with the most %3").arg(m.captured(1), m.captured(2), text::plural(m.captured(3)));
    }
    if (said.isEmpty() || !consumed.isEmpty())
        return;
    QString rest = question;
    rest.replace(m.capturedStart(), m.capturedLength(), said);
    const Roles &roles = m_model.roles();
    Interpretation alone = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn)
                               .interpret(QuestionReader(m_lexicon).read(rest), hint);
    if (!alone.understood)
        return;
    // "top 3 categories by number of sales": a count, which "the most sales" (revenue) is not.
    static const QRegularExpression saysCount(QStringLiteral("\\b(?:number|count)\\s+of\\b"), QRegularExpression::CaseInsensitiveOption);
    const std::function<bool(const Expr &)> counts = [&counts](const Expr &e) {
        if ((e.kind == Expr::Kind::Aggregate && e.text == QLatin1String("COUNT"))
            || (e.kind == Expr::Kind::Template && e.text.contains(QLatin1String("COUNT("), Qt::CaseInsensitive)))
            return true;
        return std::any_of(e.args.cbegin(), e.args.cend(), counts);
    };
    // (A sum of a column may be the number asked: "number of units sold"; a measure computed
    // from several columns, revenue, is no number of anything.)
    const bool computedMeasure = !alone.query.orderBy.empty() && alone.query.orderBy.front().expr.kind == Expr::Kind::Template
        && !counts(alone.query.orderBy.front().expr);
    if (saysCount.match(m.captured(0)).hasMatch() && computedMeasure)
        return;
    alone.notes << QStringLiteral("read \"%1\" as \"%2\"").arg(m.captured(0).trimmed(), said.trimmed());
    whole = alone;
}

void SemanticParser::readFallbacks(const QString &text, const answer::FormatHint &hint, const QList<QPair<int, int>> &consumed,
                                   Interpretation &in, std::initializer_list<Fallback> order) const
{
    for (const Fallback f : order) {
        if (in.understood)
            return;
        switch (f) {
        case Fallback::AskingSentence:
            readAskingSentence(text, hint, consumed, in);
            break;
        case Fallback::PresentationApart:
            readPresentationApart(text, hint, consumed, in);
            break;
        case Fallback::RankingRephrased:
            readRankingByCountRephrased(text, hint, consumed, in);
            break;
        case Fallback::MostOftenRephrased:
            readMostOftenRephrased(text, hint, consumed, in);
            break;
        case Fallback::SpecApart:
            readSpecApart(text, hint, consumed, in);
            break;
        }
    }
}

void SemanticParser::readPresentationApart(const QString &question, const answer::FormatHint &hint,
                                           const QList<QPair<int, int>> &consumed, Interpretation &whole) const
{
    const PresentationClauses clauses = findPresentationClauses(question);
    if (clauses.isEmpty())
        return;
    QString rest = clauses.without(question);
    // "per calendar month ..., month as YYYY-MM": the month written with its year is each year's
    // month, not the month of the year over all years (same length: spans still point right).
    if (std::any_of(clauses.dateFormats.cbegin(), clauses.dateFormats.cend(), [](const DateFormatClause &d) { return d.pattern == QLatin1String("yyyy-mm"); })) {
        static const QRegularExpression calendarMonth(QStringLiteral("\\bcalendar\\s+(months?)\\b"), QRegularExpression::CaseInsensitiveOption);
        for (QRegularExpressionMatch m = calendarMonth.match(rest); m.hasMatch(); m = calendarMonth.match(rest))
            rest.replace(m.capturedStart(), m.capturedLength(), m.captured(1).leftJustified(int(m.capturedLength()), QLatin1Char(' ')));
    }
    const Roles &roles = m_model.roles();
    Interpretation alone = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn)
                               .interpret(QuestionReader(m_lexicon).read(rest, consumed), hint);
    // The rest is read as a whole question is: its asking sentence alone, a ranking rephrased,
    // a label or a clause of purpose apart ("Top 10 expensive products: ..., most expensive first").
    readFallbacks(rest, hint, consumed, alone,
                  {Fallback::AskingSentence, Fallback::RankingRephrased, Fallback::MostOftenRephrased, Fallback::SpecApart});
    if (!alone.understood)
        return;
    QString failure;
    if (!applyPresentationClauses(clauses, m_lexicon, alone.query, alone.notes, failure)) {
        // The rest was understood: what is left is the clause, said with the key it could not place.
        whole.notUnderstood = QStringList{failure};
        return;
    }
    const bool cutByFigure = std::any_of(clauses.windows.cbegin(), clauses.windows.cend(), [](const RowWindowClause &w) { return w.byFigureDescending.has_value(); });
    if (!clauses.orders.isEmpty() || cutByFigure)
        alone.orderGuessed = false;
    whole = alone;
}

QString SemanticParser::definedByBracket(const QString &outside, const QString &inside, const answer::FormatHint &hint) const
{
    const Roles &roles = m_model.roles();
    // (Read without the answer's fields: a field named after the term is unread for the same reason.)
    const Interpretation rest = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn)
                                    .interpret(QuestionReader(m_lexicon).read(outside), hint.isList() ? answer::FormatHint::parse(QStringLiteral("list[str]")).value()
                                                                                                      : answer::FormatHint());
    if (rest.understood || rest.notUnderstood.isEmpty())
        return {};
    // Every word left unread is a plain word of the rest; the span from the first to the last
    // (with an aggregate word and article just before, which the bracket says again) is replaced.
    static const QRegularExpression quotedWord(QStringLiteral("^\"([A-Za-z]+)\"$"));
    qsizetype from = -1, to = -1;
    for (const QString &item : rest.notUnderstood) {
        const QRegularExpressionMatch w = quotedWord.match(item);
        if (!w.hasMatch())
            return {};
        const QRegularExpressionMatch at = QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(w.captured(1))),
                                                              QRegularExpression::CaseInsensitiveOption).match(outside);
        if (!at.hasMatch())
            return {};
        from = from < 0 ? at.capturedStart() : std::min(from, at.capturedStart());
        to = std::max(to, at.capturedEnd());
    }
    // (A term of a few words said together: a whole clause unread, or words apart, are not a
    // term the bracket defines.)
    const qsizetype spanWords = outside.mid(from, to - from).split(QLatin1Char(' '), Qt::SkipEmptyParts).size();
    if (spanWords > 3 || spanWords > rest.notUnderstood.size() + 1)
        return {};
    // The bracket defines a figure: read alone, it computes one aggregate ("average number of days
    // from order date to shipped date"); a list of columns or an instruction ("use products table")
    // defines no term.
    const Interpretation figure = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn).interpret(QuestionReader(m_lexicon).read(inside), {});
    const auto aggregates = std::count_if(figure.query.select.cbegin(), figure.query.select.cend(), [](const SelectItem &s) { return s.expr.isAggregate(); });
    if (!figure.understood || aggregates != 1 || figure.query.select.size() != 1)
        return {};
    static const QRegularExpression lead(QStringLiteral("(?:\\b(?:the|an?|our)\\s+)?(?:\\b(?:average|avg|mean|total|overall)\\s+)?$"),
                                         QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch l = lead.match(outside.left(from));
    if (l.hasMatch())
        from = l.capturedStart();
    return outside.left(from) + inside.trimmed() + QLatin1Char(' ') + outside.mid(to).trimmed();
}

void SemanticParser::readSpecApart(const QString &question, const answer::FormatHint &hint, const QList<QPair<int, int>> &consumed,
                                   Interpretation &whole) const
{
    // Spans other stages explained point into the question as asked.
    if (!consumed.isEmpty())
        return;
    struct Part {
        QString asking, context, how;
    };
    QList<Part> parts;
    // "How has freight spending shifted over time? (freight per year)": a bracket that restates
    // the question in the data's words.
    static const QRegularExpression bracket(QStringLiteral("\\(([^()]{6,})\\)"));
    if (question.count(QLatin1Char('(')) == 1) {
        if (const QRegularExpressionMatch m = bracket.match(question); m.hasMatch() && !bracketQualifies(m.captured(1))) {
            const QString outside = QString(question).remove(m.capturedStart(), m.capturedLength());
            // "the average delivery time for each shipper (average number of days from order date
            // to shipped date, shipped orders only)": the bracket says what the words the rest
            // leaves unread mean; read in their place, the rest keeps its groups.
            if (const QString defined = definedByBracket(outside, m.captured(1), hint); !defined.isEmpty())
                parts.append({defined, QString(), QStringLiteral("the words the bracket defines as the bracket")});
            parts.append({m.captured(1), outside, QStringLiteral("the bracketed restatement")});
        }
    }
    // "Stock Review: units in stock per category", "Supplier overview - products per supplier": a
    // label before a colon or a dash.
    static const QRegularExpression label(QStringLiteral("^\\s*([^:?.]{2,60}?)\\s*(?::|\\s[-\u2013\u2014]\\s)\\s*(.+)$"));
    // A label is a title of a few words, not a request ("Find the customers from these states: ...").
    static const QRegularExpression request(QStringLiteral("\\b(?:what|which|who|how|when|where|list|show|find|give|return|display|get|"
                                                           "retrieve|select|calculate|compute|count|identify|determine|provide|tell|name)\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = label.match(question);
        m.hasMatch() && m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts).size() <= 5 && !request.match(m.captured(1)).hasMatch())
        parts.append({m.captured(2), m.captured(1), QStringLiteral("what follows the label \"%1\"").arg(m.captured(1).trimmed())});
    // "Write a method that finds all customers who ...": the task around the request names a
    // thing to write, not data ("method" is also a word of the data: "shipping method").
    static const QRegularExpression task(
        QStringLiteral("^\\s*(?:please\\s+)?(?:write|create|build|develop|code|implement|make)\\s+(?:an?\\s+)?(?:[a-z]+\\s+){0,2}?"
                       "(?:method|function|program|script|procedure|routine|app|application|query|statement|report)\\s+(?:that|which|to)\\s+(.+)$"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = task.match(question); m.hasMatch())
        parts.append({m.captured(1), QString(), QStringLiteral("the request without the task around it")});
    // "How many suppliers are based in each country, to help plan procurement visits?": a clause
    // of purpose at the end says why the analyst asks, not what. (It may follow a label too.)
    static const QRegularExpression purpose(
        QStringLiteral("^(.+?)(?:,?\\s*(?:\\bin order\\s+)?\\bto|\\s+so (?:that|as to)|,\\s*so (?:we|i|they) can)\\s+([a-z]+)\\b([^?.]*)([?.]?)\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    // ("need to be re-ordered", "have to ship": a verb that governs "to" says what is asked.)
    const auto governed = [](const QString &before, const QString &verb) {
        const QStringList words = before.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const Vocabulary &vocabulary = Vocabulary::builtIn();
        return vocabulary.isGrammarWord("auxiliary_verbs", verb.toLower())
            || (!words.isEmpty() && vocabulary.isGrammarWord("verbs_taking_to", words.last().toLower()));
    };
    if (const QRegularExpressionMatch m = purpose.match(question);
        m.hasMatch() && LexicalResources::instance().isVerbBase(m.captured(2).toLower()) && !governed(m.captured(1), m.captured(2))) {
        const QString asking = m.captured(1) + m.captured(4);
        const QString clause = QString(question).mid(m.capturedEnd(1), m.capturedStart(4) - m.capturedEnd(1));
        parts.append({asking, clause, QStringLiteral("the question without its clause of purpose")});
        if (const QRegularExpressionMatch l = label.match(asking);
            l.hasMatch() && l.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts).size() <= 5 && !request.match(l.captured(1)).hasMatch())
            parts.append({l.captured(2), l.captured(1) + clause, QStringLiteral("the question without its label and clause of purpose")});
    }
    // "Computing units in stock per supplier": the task's gerund before what is asked.
    static const QRegularExpression gerund(
        QStringLiteral("^\\s*(?:computing|calculating|finding|listing|showing|getting|retrieving|analy[sz]ing|determining|identifying|"
                       "counting|summari[sz]ing|displaying|reporting|reviewing|exploring|examining)\\s+(.+)$"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = gerund.match(question); m.hasMatch())
        parts.append({m.captured(1), QString(), QStringLiteral("what follows the task's verb")});
    const Roles &roles = m_model.roles();
    for (const Part &part : std::as_const(parts)) {
        // The rest only tells the story: a number, date, quoted text or stored value in it may be
        // a condition the part alone would lose. A number the part says again ("Top 10 expensive
        // products: ... the 10 products with the highest unit price") is the part's own.
        QString context = part.context;
        // (Only a number of rows, "top 10": "Customers with 10 orders: ..." sets a condition.)
        static const QRegularExpression numberWord(QStringLiteral("\\b(?:top|first|bottom|last)\\s+(\\d+)\\b"),
                                                   QRegularExpression::CaseInsensitiveOption);
        QStringList restated;
        for (auto it = numberWord.globalMatch(context); it.hasNext();) {
            const QString n = it.next().captured(1);
            if (QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(n))).match(part.asking).hasMatch())
                restated << n;
        }
        for (const QString &n : std::as_const(restated))
            context.replace(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(n))), QStringLiteral(" "));
        if (!context.trimmed().isEmpty() && contextSetsCondition(context, part.asking))
            continue;
        // A bracket restates a word of the question, not the question: a comparison around it
        // ("whose income (salary plus commission) is higher than their manager's") is a
        // condition the bracket alone would lose (every employee came back, at 0.75).
        // (A bracket that says the comparison again restates the question: "Customers with sales
        // above the average (customers whose total sales exceed the average ...)".)
        if (part.how == QLatin1String("the bracketed restatement")) {
            // ("the customer whose order has the largest total value (customer ID, ...)": an
            // extreme around the bracket is as much a condition.)
            const auto compares = [](const ReadQuestion &r) {
                return std::any_of(r.evidence.cbegin(), r.evidence.cend(), [](const Evidence &e) {
                    return e.hasTag(QStringLiteral("cmp:")) || e.hasTag(QStringLiteral("sup:"));
                });
            };
            if (compares(QuestionReader(m_lexicon).read(context)) && !compares(QuestionReader(m_lexicon).read(part.asking)))
                continue;
            // ("... whose inventory level is at or below the reorder level. (by product ID)" with
            // "(Products in stock have at least one unit ...)": a comparison around the bracket
            // that the bracket does not say again is a condition of its own; the bracket had been
            // read alone, the reorder level dropped, at 0.75.)
            // (The same comparison in other words, "above the average" and "exceed the average",
            // is said again.)
            const ReadQuestion aroundRead = QuestionReader(m_lexicon).read(context);
            const ReadQuestion bracketRead = QuestionReader(m_lexicon).read(part.asking);
            const bool otherComparison = std::any_of(aroundRead.evidence.cbegin(), aroundRead.evidence.cend(), [&](const Evidence &e) {
                const QString op = e.tag(QStringLiteral("cmp:"));
                // (A comparison of several words, "at or below": a lone "from" or "above" may
                // only say where from.)
                return !op.isEmpty() && e.last > e.first && std::none_of(bracketRead.evidence.cbegin(), bracketRead.evidence.cend(), [&op](const Evidence &b) {
                    return b.tag(QStringLiteral("cmp:")) == op;
                });
            }) && compares(bracketRead);
            if (otherComparison)
                continue;
            // "all the products which still are on the market (category name, product name, ...)":
            // a relative clause on the rows is a condition a bracket of columns alone would lose
            // (every product came back, at 0.75); a bracket that says conditions of its own
            // restates it ("products that will be in clearance (discontinued products that ...)").
            const ReadQuestion around = QuestionReader(m_lexicon).read(context);
            const bool qualified = rowsQualifiedByAClause(around);
            const ReadQuestion bracket = QuestionReader(m_lexicon).read(part.asking);
            const bool filtersItself = std::any_of(bracket.evidence.cbegin(), bracket.evidence.cend(), [this](const Evidence &e) {
                const LexEntry *c = e.entry(LexEntry::Kind::Column);
                return e.hasTag(QStringLiteral("cmp:")) || e.hasTag(QStringLiteral("neg")) || e.hasTag(QStringLiteral("text:"))
                    || e.kind == Evidence::Kind::Number || e.kind == Evidence::Kind::Date || e.kind == Evidence::Kind::Literal
                    || (e.entry(LexEntry::Kind::Value) && !e.entry(LexEntry::Kind::Table))
                    || (c && m_lexicon.kindOf(c->table, c->column) == ColumnKind::Flag);
            });
            if (qualified && !filtersItself)
                continue;
        }
        // ("Write a program to find the sample rate of the tracks": a part of framing words
        // alone asks nothing; read with the rest's table, every track was listed at 0.75.)
        const ReadQuestion partRead = QuestionReader(m_lexicon).read(part.asking);
        if (partRead.evidence.isEmpty())
            continue;
        Interpretation alone = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn).interpret(partRead, hint);
        // The part is read as a whole question is ("Employee Sales Performance: top 5 employees by
        // order count (employee ID, first and last name)": a ranking rephrased, its order apart).
        readFallbacks(part.asking, hint, {}, alone, {Fallback::AskingSentence, Fallback::PresentationApart, Fallback::RankingRephrased, Fallback::MostOftenRephrased});
        // "Freight revenues for shipping companies (company name and total freight)": rows the rest
        // names are the rows the part is about; read without them, "company name" was the
        // customers' (89 customers for 3 shippers, at 0.75). The part is read again after their
        // name, and that reading is taken when it reads them. (Words of the rest that name a table
        // loosely, "areas", "providers", need not be the part's rows: the part alone stays.)
        if (const QString missing = tableLeftOut(context, alone); !missing.isEmpty()) {
            Interpretation after = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn)
                                       .interpret(QuestionReader(m_lexicon).read(missing + QStringLiteral(": ") + part.asking), hint);
            vetReading(hint, after);
            if (after.understood && tableLeftOut(context, after).isEmpty())
                alone = after;
        }
        if (!alone.understood || (!context.trimmed().isEmpty() && storyDropped(QuestionReader(m_lexicon).read(context), partRead, alone)))
            continue;
        // The words read past might still have meant something: never certain.
        alone.ambiguous = true;
        alone.notes << (part.context.trimmed().isEmpty() ? QStringLiteral("read %1 (\"%2\")").arg(part.how, part.asking.trimmed())
                                                         : QStringLiteral("read %1 (\"%2\") alone; the rest sets no condition").arg(part.how, part.asking.trimmed()));
        whole = alone;
        return;
    }
}

void SemanticParser::readTrailingByColumn(const QString &question, Interpretation &in) const
{
    // "the average price of products in each category. (category name and average price, by
    // category name)": the groups said once ("in each category"), then ", by <a column shown>"
    // closing the question or its bracket orders them; grouping again by what is already the
    // group would say nothing. (Alone, "revenue, by category" is the grouping, and its order unsaid.)
    // ("(employee id and count, by employee id, highest first)": with its direction after it, the
    // clause orders the groups even where the direction was first read as the figure's.)
    if (!in.understood || in.query.groupBy.empty() || in.query.limit > 0)
        return;
    static const QRegularExpression trailingBy(
        QStringLiteral(",\\s*by\\s+(?<key>[A-Za-z][\\w ]{0,40}?)(?:\\s*,?\\s*(?<dir>(?:highest|largest|biggest|most|greatest)\\s+first|"
                       "(?:lowest|smallest|fewest|least)\\s+first|descending|ascending|desc|asc|in\\s+(?:descending|ascending)\\s+order))?"
                       "\\s*(?:\\)\\s*[.?]?|[.?])?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression groupsSaid(QStringLiteral("\\b(?:each|every|per)\\b"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = trailingBy.match(question);
    if (!m.hasMatch())
        return;
    const QString direction = m.captured(QStringLiteral("dir")).toLower();
    if (!in.orderGuessed && direction.isEmpty())
        return;
    // ("by country, most first": "most", "highest" say an amount; a name has none, and the figure
    // is what they order.)
    static const QRegularExpression amountWords(QStringLiteral("^(?:highest|largest|biggest|most|greatest|lowest|smallest|fewest|least)"));
    const bool amountDirection = amountWords.match(direction).hasMatch();
    static const QRegularExpression downward(QStringLiteral("^(?:highest|largest|biggest|most|greatest)|desc"));
    const bool descending = downward.match(direction).hasMatch();
    // Only a column the answer groups by: a key that names another thing is a grouping of its own.
    const QString key = m.captured(QStringLiteral("key")).trimmed();
    const QString squeezedKey = QString(key).remove(QLatin1Char(' ')).toLower();
    const QList<LexEntry> named = m_lexicon.lookup(stemPhrase(key));
    const auto namedAs = [&named](const Expr &g, int strength) {
        return std::any_of(named.cbegin(), named.cend(), [&g, strength](const LexEntry &e) {
            return e.kind == LexEntry::Kind::Column && e.strength >= strength && e.table == g.table && e.column == g.column;
        });
    };
    const auto grouped = std::find_if(in.query.groupBy.cbegin(), in.query.groupBy.cend(), [&](const Expr &g) {
        return g.kind == Expr::Kind::Column && (g.column.toLower() == squeezedKey || namedAs(g, 2));
    });
    if (grouped == in.query.groupBy.cend())
        return;
    if (amountDirection) {
        const ColumnKind kind = grouped->kind == Expr::Kind::Column ? m_lexicon.kindOf(grouped->table, grouped->column) : ColumnKind::Text;
        if (kind != ColumnKind::Number && kind != ColumnKind::Key)
            return;
    }
    // (A column's full name, "by category ID", is no table to group by; a synonym is, unless the
    // groups were said before.)
    const bool namesTable = std::any_of(named.cbegin(), named.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Table; });
    if (namesTable)
        return;   // "by genre": the rows of a table, a grouping
    const bool fullName = grouped->column.toLower() == squeezedKey || namedAs(*grouped, 3);
    if (!fullName && !groupsSaid.match(question.left(m.capturedStart())).hasMatch())
        return;
    in.query.orderBy.clear();
    in.query.orderBy.push_back({*grouped, descending});
    // (Then the rows' key, so that equal names keep one order.)
    for (const Expr &g : in.query.groupBy)
        if (g.kind == Expr::Kind::Column && !sameFigure(g, *grouped) && m_lexicon.kindOf(g.table, g.column) == ColumnKind::Key)
            in.query.orderBy.push_back({g, false});
    in.orderGuessed = false;
    in.notes << QStringLiteral("ordered by %1 (\", by %2\")").arg(grouped->column, key);
}

QString SemanticParser::tableLeftOut(const QString &context, const Interpretation &part) const
{
    // The words of the first table the context names that the part's query does not read.
    if (context.trimmed().isEmpty())
        return {};
    const ReadQuestion story = QuestionReader(m_lexicon).read(context);
    const QStringList read = part.query.tables();
    for (const Evidence &e : story.evidence) {
        const LexEntry *table = e.entry(LexEntry::Kind::Table);
        // (The rows the rest is about: after "for", "of", "per", "across" ("Workload of carriers",
        // "Sales volumes for music genres"); a word that only qualifies another, "Regional sales
        // team", "Playlist curators", is not.)
        static const QStringList prepositions{QStringLiteral("for"), QStringLiteral("of"), QStringLiteral("per"), QStringLiteral("across"),
                                              QStringLiteral("among")};
        static const QStringList determiners{QStringLiteral("the"), QStringLiteral("all"), QStringLiteral("our"), QStringLiteral("each"),
                                             QStringLiteral("every")};
        int t = e.first - 1;
        while (t >= 0 && determiners.contains(story.tokens.at(t).lower))
            --t;
        if (t >= 1 && !prepositions.contains(story.tokens.at(t).lower))
            --t;   // one word that qualifies them ("for music genres")
        while (t >= 0 && determiners.contains(story.tokens.at(t).lower))
            --t;
        const bool rowsNamed = table && table->strength >= 2 && t >= 0 && prepositions.contains(story.tokens.at(t).lower);
        if (e.kind == Evidence::Kind::Lexicon && rowsNamed && !read.contains(table->table))
            return story.spanText(e.first, e.last);
    }
    return {};
}

bool SemanticParser::contextSetsCondition(const QString &context, const QString &part) const
{
    const ReadQuestion story = QuestionReader(m_lexicon).read(context);
    std::optional<ReadQuestion> asked;   // the part, read once when a grouping needs it
    for (const Evidence &e : story.evidence) {
        const LexEntry *column = e.entry(LexEntry::Kind::Column);
        const bool flag = column && m_lexicon.kindOf(column->table, column->column) == ColumnKind::Flag;
        const bool dateColumn = column && m_lexicon.kindOf(column->table, column->column) == ColumnKind::Date;
        // Words that would filter, order or shape rows. Comparatives, "by", "each" and "more" without
        // a number are the story's own words ("some salespeople have more late orders than others").
        static const QStringList shaping{QStringLiteral("text:"), QStringLiteral("firstlast:"), QStringLiteral("part:"),
                                         QStringLiteral("orderby"), QStringLiteral("dir:"), QStringLiteral("chrono"),
                                         QStringLiteral("share"), QStringLiteral("pctout"), QStringLiteral("alltime"),
                                         QStringLiteral("change:"), QStringLiteral("cmp:<>")};
        bool shapes = std::any_of(shaping.cbegin(), shaping.cend(), [&e](const QString &t) { return e.hasTag(t); });
        // "the countries we ship to have high freight": "have" matches text only before the text
        // to match, which is a quoted literal or a value and is a condition of its own above.
        if (e.hasTag(QStringLiteral("text:")) && e.first == e.last
            && Vocabulary::builtIn().isGrammarWord("possessive_verbs", story.tokens.at(e.first).lower))
            shapes = false;
        // "Monthly revenue analysis (revenue ... per calendar month)": a part of the date the part
        // groups by too is said again, not a condition of the story's own.
        if (const QString datePart = e.tag(QStringLiteral("part:")); !datePart.isEmpty() && !part.isEmpty()) {
            if (!asked)
                asked = QuestionReader(m_lexicon).read(part);
            if (std::any_of(asked->evidence.cbegin(), asked->evidence.cend(), [&datePart](const Evidence &p) { return p.tag(QStringLiteral("part:")) == datePart; }))
                shapes = false;
        }
        // "the average delivery time for each shipper (average days from order to shipping)": a
        // grouping on rows the part never names ("Sales by Country: which countries ..." names them).
        if (e.hasTag(QStringLiteral("group")) && !e.hasTag(QStringLiteral("part:")) && !part.isEmpty()) {
            const qsizetype at = &e - story.evidence.constData();
            if (at + 1 < story.evidence.size() && story.evidence.at(at + 1).kind == Evidence::Kind::Lexicon
                && story.evidence.at(at + 1).first <= e.last + 2) {
                if (!asked)
                    asked = QuestionReader(m_lexicon).read(part);
                bool named = false;
                for (const LexEntry &g : story.evidence.at(at + 1).entries)
                    for (const Evidence &p : asked->evidence)
                        for (const LexEntry &x : p.entries)
                            named |= x.table == g.table && (g.kind == LexEntry::Kind::Table || x.column == g.column);
                // (A part with its own grouping says the context's again, in its words.)
                for (qsizetype k = 0; k + 1 < asked->evidence.size(); ++k)
                    named |= asked->evidence.at(k).hasTag(QStringLiteral("group")) && asked->evidence.at(k + 1).kind == Evidence::Kind::Lexicon
                        && asked->evidence.at(k + 1).first <= asked->evidence.at(k).last + 2;
                shapes |= !named;
            }
        }
        // "not", "without" before a table or column word is a condition ("customers without a fax").
        if (e.hasTag(QStringLiteral("neg"))) {
            const qsizetype at = &e - story.evidence.constData();
            shapes |= at + 1 < story.evidence.size() && story.evidence.at(at + 1).kind == Evidence::Kind::Lexicon
                && story.evidence.at(at + 1).first <= e.last + 2;
        }
        // "Something is going on with employee number 6. ... find the cities employee 6 ships to":
        // a number the part says again, naming a row and not as a bound ("more than 4 products"),
        // is the part's own.
        bool numberRestated = false;
        if (e.kind == Evidence::Kind::Number && !part.isEmpty()) {
            if (!asked)
                asked = QuestionReader(m_lexicon).read(part);
            for (qsizetype k = 0; k < asked->evidence.size() && !numberRestated; ++k) {
                const Evidence &n = asked->evidence.at(k);
                const bool bound = k > 0 && asked->evidence.at(k - 1).hasTag(QStringLiteral("cmp:")) && asked->evidence.at(k - 1).last + 1 == n.first;
                // (Written alike: "top 5" said again as "five" may be another ranking's count.)
                numberRestated = n.kind == Evidence::Kind::Number && n.number == e.number && !bound
                    && asked->tokens.at(n.first).text == story.tokens.at(e.first).text;
            }
        }
        // "Some salespeople have more orders arriving late than others. ... Which salespeople have
        // the most orders arriving late?": a date column the part names again (here in the
        // condition a defined term was read as) is the part's own.
        bool dateRestated = false;
        if (dateColumn && !part.isEmpty()) {
            if (!asked)
                asked = QuestionReader(m_lexicon).read(part);
            dateRestated = std::any_of(asked->evidence.cbegin(), asked->evidence.cend(), [column](const Evidence &p) {
                const LexEntry *c = p.entry(LexEntry::Kind::Column);
                return c && c->table == column->table && c->column == column->column;
            });
        }
        const bool condition = (e.kind == Evidence::Kind::Number && !numberRestated) || e.kind == Evidence::Kind::Date || e.kind == Evidence::Kind::Literal
            || e.kind == Evidence::Kind::Formula || e.kind == Evidence::Kind::Document
            || (e.entry(LexEntry::Kind::Value) && !e.entry(LexEntry::Kind::Table) && !column) || flag || (dateColumn && !dateRestated) || shapes;
        if (condition)
            return true;
    }
    return false;
}

bool SemanticParser::sentenceAsks(const QString &sentence)
{
    // A question, an instruction to list or show, or a need said ("They need the company names of ...").
    static const QRegularExpression asks(QStringLiteral("^\\s*(?:(?:please\\s+|(?:can|could|would)\\s+you\\s+(?:please\\s+)?)?(what|which|who|whom|whose|how|when|where|list|show|find|give|"
                                                        "return|display|get|name|tell)\\b|(?:\\w+\\s+){1,3}(?:needs?|wants?|would like)\\b)"),
                                         QRegularExpression::CaseInsensitiveOption);
    return asks.match(sentence).hasMatch();
}

void SemanticParser::readAskingSentence(const QString &question, const answer::FormatHint &hint,
                                        const QList<QPair<int, int>> &consumed, Interpretation &whole) const
{
    // "Some salespeople have more late orders than others. Maybe they need training. Which
    // salespeople have the most late orders?": the sentence that asks, read alone, when the ones
    // before it only tell the story. A number, date, quoted text or stored value in them may be a
    // condition, so then the whole question stays not understood.
    // ("Our buyer wants to restock soon: which products ...": a colon or semicolon before a
    // question word ends the story too.)
    static const QRegularExpression boundary(
        QStringLiteral("(?<=[.?!])\\s+(?=[A-Z])|(?<=[:;])\\s+(?=(?i:what|which|who|how|list|show|find|give|display|tell|can you|could you|please)\\b)"));
    // Only the last sentence, and only when it asks: a question, an instruction to list or show,
    // or a need said ("They need the company names of ..."). (Sentences after it may order or
    // shape the answer; a closing "Order by ..." asks nothing.)
    QStringList sentences = question.trimmed().split(boundary, Qt::SkipEmptyParts);
    // "As part of a supplier review, list the suppliers from Japan.": a clause before the
    // instruction tells the story as a sentence before it would.
    static const QRegularExpression leadClause(QStringLiteral("^(.+?),\\s+(?=(?:list|show|find|give|return|display|get|tell|what|which|who|how)\\b)"),
                                               QRegularExpression::CaseInsensitiveOption);
    if (sentences.size() == 1) {
        if (const QRegularExpressionMatch m = leadClause.match(sentences.first()); m.hasMatch()) {
            // ("On average, how many tracks does a playlist have?": a lead clause that aggregates
            // or ranks says what figure is asked; read as a story, the count of all tracks came
            // back.)
            const ReadQuestion lead = QuestionReader(m_lexicon).read(m.captured(1));
            if (std::any_of(lead.evidence.cbegin(), lead.evidence.cend(), [](const Evidence &e) {
                    return e.hasTag(QStringLiteral("agg:")) || e.hasTag(QStringLiteral("sup:")) || e.hasTag(QStringLiteral("alltotal"));
                }))
                return;
            sentences = QStringList{m.captured(1), sentences.first().mid(m.capturedEnd(0))};
        }
    }
    if (sentences.size() < 2)
        return;
    const qsizetype asking = sentences.size() - 1;
    // ("For each supplier, show the number of products." asks after a clause that groups.)
    // ("Total orders by Company. Top 5 companies with the most orders": a title, then the ask
    // without a question word; then the title must say nothing the ask does not.)
    const bool asksItself = sentences.at(asking).trimmed().endsWith(QLatin1Char('?')) || sentenceAsks(sentences.at(asking))
        || leadClause.match(sentences.at(asking)).hasMatch();
    const QString &sentence = sentences.at(asking);
    const qsizetype offset = question.indexOf(sentence);
    QStringList context = sentences;
    context.removeAt(asking);
    if (contextSetsCondition(context.join(QLatin1Char(' ')), sentences.at(asking)))
        return;
    // A story before a colon names nothing of the data ("Our buyer wants to restock soon: ...");
    // "Orders with a discount: how many were shipped to Brazil?" says which rows are meant.
    // (A table's name alone is who asks, "our buyer"; a heading may say again what the question
    // names, "Top Products by Order Count: which 10 products appear on the most orders?".)
    const ReadQuestion story = QuestionReader(m_lexicon).read(context.join(QLatin1Char(' ')));
    // "For each employee who has subordinates, give ...": a relative clause on rows the story
    // names says which of them (read alone, the ask answered for every employee, at 0.75).
    if (rowsQualifiedByAClause(story, sentences.at(asking)))
        return;
    // "For each order placed on a Sunday, show ...": words after the rows a "for each" names
    // qualify them, whatever they are (read alone, every order came back, at 0.75).
    static const QRegularExpression forEach(QStringLiteral("^\\s*for\\s+(?:each|every|all)\\b"), QRegularExpression::CaseInsensitiveOption);
    if (forEach.match(context.join(QLatin1Char(' '))).hasMatch()) {
        const auto rows = std::find_if(story.evidence.cbegin(), story.evidence.cend(), [](const Evidence &e) { return e.entry(LexEntry::Kind::Table); });
        for (int t = rows == story.evidence.cend() ? int(story.tokens.size()) : rows->last + 1; t < story.tokens.size(); ++t)
            if (!story.tokens.at(t).functionWord && !Vocabulary::builtIn().isFunctionWord(story.tokens.at(t).lower))
                return;
    }
    // "Which artists are not linked to any album? Show the artist names.": a question before the
    // ask that denies says which rows are meant (read alone, every artist came back, at 0.75).
    const bool questionBefore = std::any_of(context.cbegin(), context.cend(), [](const QString &c) { return c.trimmed().endsWith(QLatin1Char('?')); });
    if (questionBefore && std::any_of(story.tokens.cbegin(), story.tokens.cend(), [](const Token &t) {
            return Vocabulary::builtIn().isNegation(t.stem) || t.lower == QLatin1String("never") || t.lower == QLatin1String("without");
        }))
        return;
    // "For all cases where the same reviewer rated the same movie twice, return ...": words that
    // relate rows to each other say which rows are meant (read alone, every rating came back).
    if (std::any_of(story.tokens.cbegin(), story.tokens.cend(), [](const Token &t) {
            return Vocabulary::builtIn().isGrammarWord("rows_related_words", t.lower);
        }))
        return;
    // A story that compares ("Some employees earn more than their manager. Show their names and
    // salaries.") sets a condition: the ask read alone had dropped it, at 0.9. ("Sales vs team
    // average:" heads the question; a denial, "we aren't sure where ...", is how the story is told;
    // an ask that compares itself says the comparison again.)
    const ReadQuestion ask = QuestionReader(m_lexicon).read(sentences.at(asking));
    const bool askCompares = std::any_of(ask.evidence.cbegin(), ask.evidence.cend(), [](const Evidence &e) { return e.hasTag(QStringLiteral("cmp:")); });
    // ("Some salespeople have more late orders than others.": rows compared with the others of
    // their kind say why the question is asked, not which rows.)
    const auto thanTheOthers = [&story](const Evidence &e) {
        for (int t = e.first; t + 1 < story.tokens.size(); ++t) {
            if (story.tokens.at(t).lower != QLatin1String("than"))
                continue;
            int k = t + 1;
            if (story.tokens.at(k).lower == QLatin1String("the") && k + 1 < story.tokens.size())
                ++k;
            const QString &next = story.tokens.at(k).lower;
            const QString after = k + 1 < story.tokens.size() ? story.tokens.at(k + 1).lower : QString();
            return next == QLatin1String("others") || next == QLatin1String("rest")
                || ((next == QLatin1String("everyone") || next == QLatin1String("anyone") || next == QLatin1String("everybody")) && after == QLatin1String("else"));
        }
        return false;
    };
    if (!askCompares && std::any_of(story.evidence.cbegin(), story.evidence.cend(), [&story, &thanTheOthers](const Evidence &e) {
            const QString said = story.spanText(e.first, e.last).toLower();
            return e.hasTag(QStringLiteral("cmp:")) && !Vocabulary::builtIn().isGrammarWord("versus_words", said) && !thanTheOthers(e);
        }))
        return;
    if (sentences.at(asking - 1).trimmed().endsWith(QLatin1Char(':')) || !asksItself) {
        const ReadQuestion asked = QuestionReader(m_lexicon).read(sentences.at(asking));
        const auto saidAgain = [&asked](const LexEntry &x) {
            return std::any_of(asked.evidence.cbegin(), asked.evidence.cend(), [&x](const Evidence &e) { return e.entries.contains(x); });
        };
        const auto namesOtherData = [&saidAgain](const Evidence &e) {
            return e.kind == Evidence::Kind::Lexicon && std::any_of(e.entries.cbegin(), e.entries.cend(), [](const LexEntry &x) {
                       return x.kind != LexEntry::Kind::Table;
                   }) && std::none_of(e.entries.cbegin(), e.entries.cend(), saidAgain);
        };
        if (std::any_of(story.evidence.cbegin(), story.evidence.cend(), namesOtherData))
            return;
    }
    // (Spans are a start and a length.)
    QList<QPair<int, int>> shifted;
    // "... She wants to know which ...": who asks, said by a pronoun of the story before, is read
    // past here only, where the story has been found to set no condition.
    static const QRegularExpression pronounAsks(QStringLiteral("^\\s*(?:she|he|they|we)\\s+(?:wants|want|would like|needs|need)\\s+to\\s+(?:know|see|find|get)\\b"),
                                                QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = pronounAsks.match(sentence); m.hasMatch())
        shifted.append({int(m.capturedStart()), int(m.capturedLength())});
    for (const auto &[start, length] : consumed) {
        const qsizetype from = std::max<qsizetype>(start, offset);
        const qsizetype to = std::min<qsizetype>(start + length, offset + sentence.size());
        if (to > from)
            shifted.append({int(from - offset), int(to - from)});
    }
    const ReadQuestion read = QuestionReader(m_lexicon).read(sentence, shifted);
    const Roles &roles = m_model.roles();
    Interpretation alone = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn).interpret(read, hint);
    if (!alone.understood || storyDropped(story, ask, alone))
        return;
    // The story might still have meant something: never certain.
    alone.ambiguous = true;
    alone.notes << QStringLiteral("read the sentence that asks (\"%1\"); the sentences before it tell the story and set no condition")
                       .arg(sentence.trimmed());
    whole = alone;
}

void SemanticParser::doubtStoryRestatingTheAsk(const QString &question, Interpretation &whole) const
{
    // "Some reviewers didn't provide a date with their rating. Find the reviewers who have ratings
    // with a NULL value for the date.": a statement before the ask whose every word of the data
    // the ask says again may only tell what the ask asks, in other words; read as a condition of
    // its own as well, one reviewer came back of two, at 0.9. Both readings stay possible.
    if (!whole.understood || whole.ambiguous)
        return;
    static const QRegularExpression boundary(QStringLiteral("(?<=[.!])\\s+(?=[A-Z])"));
    const QStringList sentences = question.trimmed().split(boundary, Qt::SkipEmptyParts);
    if (sentences.size() != 2 || sentences.first().trimmed().endsWith(QLatin1Char('?')) || sentenceAsks(sentences.first()))
        return;
    const ReadQuestion told = QuestionReader(m_lexicon).read(sentences.first());
    const ReadQuestion asked = QuestionReader(m_lexicon).read(sentences.last());
    const auto saidInAsk = [&asked](const LexEntry &x) {
        return std::any_of(asked.evidence.cbegin(), asked.evidence.cend(), [&x](const Evidence &e) {
            return std::any_of(e.entries.cbegin(), e.entries.cend(), [&x](const LexEntry &y) {
                return y.kind == x.kind && y.table == x.table && y.column == x.column && y.value == x.value;
            });
        });
    };
    bool columnSaid = false, allSaidAgain = true, negated = false;
    for (const Evidence &e : told.evidence) {
        negated |= e.hasTag(QStringLiteral("neg"));
        if (e.kind != Evidence::Kind::Lexicon || e.entries.isEmpty())
            continue;
        columnSaid |= std::any_of(e.entries.cbegin(), e.entries.cend(), [](const LexEntry &x) { return x.kind == LexEntry::Kind::Column; });
        allSaidAgain &= std::any_of(e.entries.cbegin(), e.entries.cend(), saidInAsk);
    }
    if (!columnSaid || !allSaidAgain || !negated)
        return;
    whole.ambiguous = true;
    whole.notes << QStringLiteral("the sentence before the question may only say again what it asks");
}

} // namespace rac::semantic
