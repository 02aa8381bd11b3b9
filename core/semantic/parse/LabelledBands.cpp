// SPDX-License-Identifier: MIT
#include "semantic/parse/LabelledBands.h"

#include <QRegularExpression>
#include <QStringList>

namespace rac::semantic {
namespace {

constexpr auto kCi = QRegularExpression::CaseInsensitiveOption;
// A number as written in a bound: "45", "1,000", "$7.50".
const QString kNumber = QStringLiteral("\\$?(\\d[\\d,]*(?:\\.\\d+)?)");

double numberOf(const QString &written)
{
    return QString(written).remove(QLatin1Char(',')).toDouble();
}

// The bounds one condition sets, and the words left when they are taken out (what is bounded).
std::optional<LabelledBand> boundsOf(const QString &condition, QString &figure)
{
    struct Form {
        QRegularExpression re;
        // Which captures are the low and the high bound (0: none), and whether each is included.
        int low, high;
        bool lowIncluded, highIncluded;
    };
    static const QList<Form> forms{
        // "39 to under 45", "8 - less than 15"
        {QRegularExpression(QStringLiteral("%1\\s*(?:to|-|\u2013|up\\s+to)\\s*(?:under|below|less\\s+than|<)\\s*%1").arg(kNumber), kCi), 1, 2, true, false},
        // "between 20 and 50"
        {QRegularExpression(QStringLiteral("between\\s+%1\\s+and\\s+%1").arg(kNumber), kCi), 1, 2, true, true},
        // "2 to 5", "20-50", "10 through 20"
        {QRegularExpression(QStringLiteral("%1\\s*(?:to|-|\u2013|through|thru)\\s*%1").arg(kNumber), kCi), 1, 2, true, true},
        // "45 or more", "15 and above", "100+"
        {QRegularExpression(QStringLiteral("%1\\s*(?:[A-Za-z]+\\s+)?(?:or\\s+(?:more|above|higher|over|greater)|and\\s+(?:above|over|up|more|higher)|\\+)").arg(kNumber), kCi), 1, 0, true, false},
        // "at least 45", ">= 45"
        {QRegularExpression(QStringLiteral("(?:at\\s+least|no\\s+less\\s+than|>=|\u2265)\\s*%1").arg(kNumber), kCi), 1, 0, true, false},
        // "more than 5", "over 100", "above 50"
        {QRegularExpression(QStringLiteral("(?:more\\s+than|greater\\s+than|over|above|>)\\s*%1").arg(kNumber), kCi), 1, 0, false, false},
        // "up to 3", "at most 10", "3 or less"
        {QRegularExpression(QStringLiteral("(?:up\\s+to|at\\s+most|no\\s+more\\s+than|<=|\u2264)\\s*%1").arg(kNumber), kCi), 0, 1, false, true},
        {QRegularExpression(QStringLiteral("%1\\s*(?:[A-Za-z]+\\s+)?or\\s+(?:less|fewer|below|under|lower)").arg(kNumber), kCi), 0, 1, false, true},
        // "under 39", "less than 8", "below 20"
        {QRegularExpression(QStringLiteral("(?:under|below|less\\s+than|fewer\\s+than|<)\\s*%1").arg(kNumber), kCi), 0, 1, false, false},
        // "1 order": exactly that many
        {QRegularExpression(QStringLiteral("(?<![\\w.])%1(?![\\w.%])").arg(kNumber), kCi), 1, 1, true, true},
    };
    for (const Form &f : forms) {
        const QRegularExpressionMatch m = f.re.match(condition);
        if (!m.hasMatch())
            continue;
        LabelledBand band;
        band.said = condition.simplified();
        band.percent = condition.contains(QLatin1Char('%')) || condition.contains(QLatin1String("percent"), Qt::CaseInsensitive);
        if (f.low > 0) {
            band.low = numberOf(m.captured(f.low));
            band.lowIncluded = f.lowIncluded;
        }
        if (f.high > 0) {
            band.high = numberOf(m.captured(f.high));
            band.highIncluded = f.highIncluded;
        }
        QString rest = condition.left(m.capturedStart()) + QLatin1Char(' ') + condition.mid(m.capturedEnd());
        // "customers with 1 order": what is counted follows "with"; "total spend of 45": "of" goes.
        static const QRegularExpression lead(QStringLiteral("^.*\\bwith\\b"), kCi);
        rest.remove(lead);
        static const QRegularExpression glue(QStringLiteral("\\b(?:of|is|are|a|an|the|than|has|have|had|its|their)\\b|[^\\w\\s-]"), kCi);
        rest.replace(glue, QStringLiteral(" "));
        figure = rest.simplified();
        return band;
    }
    return std::nullopt;
}

// The bands of one layout, in order, and where they lie; a label must not be empty, and every
// condition must bound.
struct Item {
    int start, end;
    QString label, condition;
};

std::optional<BandClause> bandsOf(const QList<Item> &items, bool oneWithTheRest = false)
{
    // (One band alone is a label only with a band for the rest after it: "'big' if ..., otherwise 'small'".)
    if (items.size() < (oneWithTheRest ? 1 : 2))
        return std::nullopt;
    BandClause clause;
    clause.start = items.first().start;
    clause.length = items.last().end - items.first().start;
    for (const Item &item : items) {
        QString figure;
        std::optional<LabelledBand> band = boundsOf(item.condition, figure);
        if (!band || item.label.trimmed().isEmpty())
            return std::nullopt;
        band->label = item.label.trimmed();
        if (clause.figureWords.isEmpty())
            clause.figureWords = figure;
        clause.bands << *band;
    }
    // Years only ("'Ernst Handel' in 1997 and 'QUICK-Stop' in 1998") are periods of things named,
    // not bands of a figure.
    if (std::all_of(clause.bands.cbegin(), clause.bands.cend(),
                    [](const LabelledBand &b) { return b.low && b.high && *b.low == *b.high && *b.low >= 1900 && *b.low <= 2100; }))
        return std::nullopt;
    return clause;
}

// Items one after another, with only a comma, a semicolon or "and" between them.
QList<QList<Item>> runs(const QString &question, const QList<Item> &items)
{
    static const QRegularExpression joiner(QStringLiteral("^[\\s,;]*(?:and\\s+|or\\s+)?$"), kCi);
    QList<QList<Item>> out;
    for (const Item &item : items) {
        if (!out.isEmpty() && joiner.match(question.mid(out.last().last().end, item.start - out.last().last().end)).hasMatch())
            out.last() << item;
        else
            out << QList<Item>{item};
    }
    return out;
}

// "..., otherwise Budget", "else 'Low'", "everything else: Other": the band of every row the
// bands before leave out, said right after them.
void addCatchAll(const QString &question, BandClause &clause)
{
    static const QRegularExpression rest(
        QStringLiteral("^[\\s,;]*(?:and\\s+)?(?:otherwise|else|everything\\s+else|all\\s+others?|any\\s+other|the\\s+rest)\\s*(?:is\\s+|are\\s+)?[:=]?\\s*"
                       "['\"\u2018\u201C]?(?<label>[A-Za-z][\\w-]*(?:[ ][A-Za-z][\\w-]*){0,2}?)['\"\u2019\u201D]?(?=\\s*(?:[,;.)]|$))"),
        kCi);
    // "Silver: the rest", "'Other': everyone else": the label first.
    static const QRegularExpression labelledRest(
        QStringLiteral("^[\\s,;]*(?:and\\s+)?['\"\u2018\u201C]?(?<label>[A-Za-z][\\w-]*(?:[ ][A-Za-z][\\w-]*){0,2}?)['\"\u2019\u201D]?\\s*[:=]\\s*"
                       "(?:the\\s+rest|everyone\\s+else|everything\\s+else|anything\\s+else|all\\s+others?|the\\s+others|others|the\\s+remaining(?:\\s+ones)?|remaining)"
                       "(?=\\s*(?:[,;.)]|$))"),
        kCi);
    // "... and 'Cheap' otherwise", "'Low' for the rest": the label, then the words for the rest.
    static const QRegularExpression restAfterLabel(
        QStringLiteral("^[\\s,;]*(?:and\\s+)?['\"\u2018\u201C]?(?<label>[A-Za-z][\\w-]*(?:[ ][A-Za-z][\\w-]*){0,2}?)['\"\u2019\u201D]?\\s+"
                       "(?:otherwise|else|for\\s+(?:the\\s+rest|all\\s+others?|every(?:one|thing)\\s+else|any\\s+other(?:\\s+\\w+)?))(?=\\s*(?:[,;.)]|$))"),
        kCi);
    const int end = clause.start + clause.length;
    QRegularExpressionMatch m = rest.match(question.mid(end));
    if (!m.hasMatch())
        m = labelledRest.match(question.mid(end));
    if (!m.hasMatch())
        m = restAfterLabel.match(question.mid(end));
    if (!m.hasMatch())
        return;
    LabelledBand band;
    band.label = m.captured(QStringLiteral("label"));
    band.said = QStringLiteral("every other row");
    clause.bands << band;
    clause.length += int(m.capturedEnd());
}

} // namespace

std::optional<BandClause> findBandClause(const QString &question)
{
    // (Bands need numbers and a label mark: a colon or a quote. Most questions have neither.)
    static const QRegularExpression marks(QStringLiteral("[:'\"\u2018\u201C]"));
    if (!std::any_of(question.cbegin(), question.cend(), [](QChar c) { return c.isDigit(); }) || !marks.match(question).hasMatch())
        return std::nullopt;
    const QString quote = QStringLiteral("['\"\u2018\u201C]");
    const QString unquote = QStringLiteral("['\"\u2019\u201D]");
    const QString label = QStringLiteral("[A-Za-z][\\w-]*(?:[ ][A-Za-z][\\w-]*){0,2}");
    const QString condition = QStringLiteral("[^,;:()'\"\u2018\u2019\u201C\u201D]*\\d[^,;:()'\"\u2018\u2019\u201C\u201D]*?");
    struct Layout {
        QRegularExpression re;
        bool labelFirst;
    };
    static const QList<Layout> layouts{
        // "high: total spend of 45 or more"
        {QRegularExpression(QStringLiteral("(?<![\\w'])(?<label>%1)\\s*:\\s*(?<cond>%2)(?=\\s*(?:[,;)]|$|and\\s+(?!above|over|up|more|higher|greater)))").arg(label, condition), kCi), true},
        // "'Cheap' under 20", "'Premium': above 50"
        {QRegularExpression(QStringLiteral("%1(?<label>[^'\"\u2018\u2019\u201C\u201D]{1,30})%2\\s*[:=]?\\s*(?:for\\s+|if\\s+|when\\s+)?(?<cond>%3)(?=\\s*(?:[,;)]|$|and\\s+(?!above|over|up|more|higher|greater)))")
                                .arg(quote, unquote, condition),
                            kCi),
         true},
        // "customers with 1 order are 'One-time'", "more than 5 'Loyal'"
        {QRegularExpression(QStringLiteral("(?<cond>%1)\\s*(?:are|is|as|=|:|->|\u2192)?\\s*(?:called\\s+|labell?ed\\s+|named\\s+)?%2(?<label>[^'\"\u2018\u2019\u201C\u201D]{1,30})%3")
                                .arg(condition, quote, unquote),
                            kCi),
         false},
    };
    for (const Layout &layout : layouts) {
        QList<Item> items;
        for (auto it = layout.re.globalMatch(question); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            int start = int(m.capturedStart());
            // (A condition before its label starts after the separator before it.)
            QString cond = m.captured(QStringLiteral("cond"));
            if (!layout.labelFirst) {
                const QString trimmed = cond.trimmed();
                start = int(m.capturedStart(QStringLiteral("cond"))) + int(cond.indexOf(trimmed));
                cond = trimmed;
            }
            items.append({start, int(m.capturedEnd()), m.captured(QStringLiteral("label")), cond});
        }
        for (const QList<Item> &run : runs(question, items)) {
            if (std::optional<BandClause> clause = bandsOf(run)) {
                addCatchAll(question, *clause);
                return clause;
            }
            // "Label each supplier 'big' if it has at least 4 products, otherwise 'small'": one
            // band and the rest.
            if (std::optional<BandClause> clause = bandsOf(run, true); clause && run.size() == 1) {
                addCatchAll(question, *clause);
                if (clause->bands.size() == 2)
                    return clause;
            }
        }
    }
    return std::nullopt;
}

} // namespace rac::semantic
