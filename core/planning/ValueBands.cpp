// SPDX-License-Identifier: MIT
#include "planning/ValueBands.h"

#include "planning/DatePhraseParser.h"
#include "planning/FieldLabels.h"
#include "planning/ValueHistories.h"
#include "planning/VersionWording.h"
#include "retrieval/MarkdownDocument.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace rac::planning {
namespace {

using retrieval::Chunk;

// An amount: "10,000", "9,999.99", "$500", "500 EUR". Four-digit numbers
// without a comma that look like years are not amounts.
const QString kAmount = QStringLiteral("[$€£]?\\s*(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)");

double amount(QString text)
{
    return text.remove(QLatin1Char(',')).toDouble();
}

} // namespace

QString formatAmount(double value)
{
    return QString::number(value, 'f', value == std::floor(value) ? 0 : 2);
}

QRegularExpression labelPattern(const QString &label)
{
    QString pattern = QRegularExpression::escape(label);
    pattern.replace(QStringLiteral("\\ "), QStringLiteral("[\\s-]+"));
    return QRegularExpression(QStringLiteral("(?<![\\w-])") + pattern + QStringLiteral("s?(?![\\w])"),
                              QRegularExpression::CaseInsensitiveOption);
}

bool ValueBand::contains(double value) const
{
    if (lower && (lowerInclusive ? value < *lower : value <= *lower))
        return false;
    if (upper && (upperInclusive ? value > *upper : value >= *upper))
        return false;
    return lower || upper;
}

QString ValueBand::asCondition() const
{
    if (lower && !upper)
        return QStringLiteral("%1 %2 %3").arg(measure, lowerInclusive ? QStringLiteral("at least") : QStringLiteral("above"),
                                              formatAmount(*lower));
    if (upper && !lower)
        return QStringLiteral("%1 %2 %3").arg(measure, upperInclusive ? QStringLiteral("at most") : QStringLiteral("below"),
                                              formatAmount(*upper));
    return {};
}

static std::optional<ValueBand> parseRangeInClause(const QString &text);

// A rule written as a comparison, as in code or maths: "p >= 50", "15 <= p < 50", "< 15", "≥ 50",
// "price > 20". Arrows ("=>", "->") are no comparison.
static bool readComparison(const QString &text, ValueBand &band)
{
    static const QString less = QStringLiteral("(<=|\\x{2264}|<(?![=>-]))");
    static const QString variable = QStringLiteral("[A-Za-z_][\\w.]*(?:\\s+[A-Za-z_][\\w.]*){0,2}");
    static const QRegularExpression oneSide(QStringLiteral("(?:^|[\\s`(])(?:") + variable
                                            + QStringLiteral("\\s*)?(>=|\\x{2265}|>(?!=)|<=|\\x{2264}|<(?![=>-]))\\s*") + kAmount
                                            + QStringLiteral("(?![\\d.,]*\\s*(?:<|>|\\x{2264}|\\x{2265}))"));
    static const QRegularExpression amountFirst(kAmount + QStringLiteral("\\s*") + less + QStringLiteral("\\s*") + variable + QStringLiteral("\\s*(?:$|[`);,])"));
    // Both ends at once: "15 <= p < 50", or written from the top, "50 >= p > 15".
    static const QString greater = QStringLiteral("(>=|\\x{2265}|>(?!=))");
    static const QRegularExpression rising(kAmount + QStringLiteral("\\s*") + less + QStringLiteral("\\s*") + variable + QStringLiteral("\\s*")
                                           + less + QStringLiteral("\\s*") + kAmount);
    static const QRegularExpression falling(kAmount + QStringLiteral("\\s*") + greater + QStringLiteral("\\s*") + variable + QStringLiteral("\\s*")
                                            + greater + QStringLiteral("\\s*") + kAmount);
    for (const bool up : {true, false}) {
        const QRegularExpressionMatch m = (up ? rising : falling).match(text);
        const double first = amount(m.captured(1)), last = amount(m.captured(4));
        if (!m.hasMatch() || (up ? first >= last : last >= first))
            continue;
        const QLatin1String strict(up ? "<" : ">");   // the other signs (<=, ≤, ...) include the end
        band.lower = up ? first : last;
        band.upper = up ? last : first;
        band.lowerInclusive = m.captured(up ? 2 : 3) != strict;
        band.upperInclusive = m.captured(up ? 3 : 2) != strict;
        return true;
    }
    // Each comparison on its own ("p > 15 and p <= 50", "p > 15 && p <= 50"): one bound from each;
    // two of one side say no one band.
    bool found = false;
    ValueBand sides;
    for (auto it = oneSide.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString op = m.captured(1);
        const bool inclusive = op.size() == 2 || op == QStringLiteral("\u2264") || op == QStringLiteral("\u2265");
        const bool lowerSide = op.startsWith(QLatin1Char('>')) || op == QStringLiteral("\u2265");
        std::optional<double> &bound = lowerSide ? sides.lower : sides.upper;
        if (bound)
            return false;
        bound = amount(m.captured(2));
        (lowerSide ? sides.lowerInclusive : sides.upperInclusive) = inclusive;
        found = true;
    }
    if (found && !(sides.lower && sides.upper && *sides.lower >= *sides.upper)) {
        band.lower = sides.lower;
        band.lowerInclusive = sides.lowerInclusive;
        band.upper = sides.upper;
        band.upperInclusive = sides.upperInclusive;
        return true;
    }
    if (found)
        return false;
    if (const QRegularExpressionMatch m = amountFirst.match(text); m.hasMatch()) {
        band.lower = amount(m.captured(1));
        band.lowerInclusive = m.captured(2) != QLatin1String("<");
        return true;
    }
    return false;
}

// A band is said in one clause: "above 500 ship free; orders under 1,000 get a call" holds two
// rules, and the first clause that states a range is this one's.
std::optional<ValueBand> parseRange(const QString &text)
{
    static const QRegularExpression clauseEnd(QStringLiteral(";|\\.(?=\\s|$)"));
    for (const QString &clause : text.split(clauseEnd, Qt::SkipEmptyParts)) {
        if (std::optional<ValueBand> band = parseRangeInClause(clause))
            return band;
    }
    return std::nullopt;
}

static std::optional<ValueBand> parseRangeInClause(const QString &text)
{
    static const QRegularExpression between(
        QStringLiteral("(?:between\\s+|from\\s+)?") + kAmount + QStringLiteral("\\s*(?:to|-|–|—|and|up to)\\s*") + kAmount,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression atLeastSuffix(
        kAmount + QStringLiteral("\\s*(?:or more|or above|or higher|and (?:above|over|up)|\\+)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression atLeastPrefix(QStringLiteral("(?:at least|from|minimum(?: of)?)\\s+") + kAmount,
                                                  QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression above(
        QStringLiteral("(?:above|over|more than|greater than|exceeding|in excess of)\\s+") + kAmount,
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression below(QStringLiteral("(?:below|under|less than|fewer than|up to but (?:not including|excluding))\\s+") + kAmount,
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression atMostPrefix(QStringLiteral("(?:up to|at most|no more than|maximum(?: of)?)\\s+") + kAmount,
                                                 QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression atMostSuffix(kAmount + QStringLiteral("\\s*or (?:less|below|fewer)"),
                                                 QRegularExpression::CaseInsensitiveOption);
    ValueBand band;
    if (readComparison(text, band))
        return band;
    if (const QRegularExpressionMatch m = between.match(text); m.hasMatch() && amount(m.captured(1)) < amount(m.captured(2))) {
        band.lower = amount(m.captured(1));
        band.upper = amount(m.captured(2));
        return band;
    }
    // Each side on its own, so "at least 1,000 and below 5,000" keeps both bounds.
    if (const QRegularExpressionMatch m = atLeastSuffix.match(text); m.hasMatch()) {
        band.lower = amount(m.captured(1));
    } else if (const QRegularExpressionMatch m = atLeastPrefix.match(text); m.hasMatch()) {
        band.lower = amount(m.captured(1));
    } else if (const QRegularExpressionMatch m = above.match(text); m.hasMatch()) {
        band.lower = amount(m.captured(1));
        band.lowerInclusive = false;
    }
    if (const QRegularExpressionMatch m = below.match(text); m.hasMatch()) {
        band.upper = amount(m.captured(1));
        band.upperInclusive = false;
    } else if (const QRegularExpressionMatch m = atMostPrefix.match(text); m.hasMatch()) {
        band.upper = amount(m.captured(1));
    } else if (const QRegularExpressionMatch m = atMostSuffix.match(text); m.hasMatch()) {
        band.upper = amount(m.captured(1));
    }
    if (!band.lower && !band.upper)
        return std::nullopt;
    if (band.lower && band.upper && *band.lower >= *band.upper)
        band.upper.reset();   // "over 500 or, for samples, under 100": not one band; the lower bound was said first
    return band;
}

// The name a comparison rule compares: "p" in "`15 <= p < 50`", "list_price" in "list_price >= 50".
static QString comparedName(const QString &cell)
{
    static const QRegularExpression name(QStringLiteral("(?:^|[^\\w.])([A-Za-z_][\\w.]*)\\s*(?:>=|<=|[<>\\x{2264}\\x{2265}])"));
    const QRegularExpressionMatch m = name.match(cell);
    return m.hasMatch() ? m.captured(1) : QString();
}

// What a rule's variable stands for, as the table's header (its first line) or the text around
// the table says it: "Rule on list price `p`", "Here `p` is the product's list price", "where p =
// unit price", "p: list price". A descriptive name ("list_price") stands for itself.
static QString variableMeaning(const QString &text, const QString &variable)
{
    if (variable.isEmpty())
        return {};
    const QString name = QRegularExpression::escape(variable);
    const QRegularExpression defined(QStringLiteral("(?:^|[^\\w])`?") + name
                                         + QStringLiteral("`?\\s*(?:is|=|:|means|denotes|stands\\s+for)\\s+(?:the\\s+)?([^.;\\n`()]{3,60})"));
    // "Rule on list price `p`": a header that names the measure, then its letter.
    const QRegularExpression named(QStringLiteral("\\b(?:on|of|for|by)\\s+(?:the\\s+)?([A-Za-z][A-Za-z ]{2,40}?)\\s*\\(?`?") + name
                                   + QStringLiteral("`?\\)?\\s*$"),
                                   QRegularExpression::MultilineOption);
    if (const QRegularExpressionMatch m = named.match(text.section(QLatin1Char('\n'), 0, 0)); m.hasMatch())
        return m.captured(1).trimmed();
    if (const QRegularExpressionMatch m = defined.match(text); m.hasMatch()) {
        // ("the product's list price" keeps whose it is: the order line's price is another.)
        return m.captured(1).trimmed();
    }
    if (variable.size() > 2)
        return QString(variable).replace(QLatin1Char('_'), QLatin1Char(' ')).replace(QLatin1Char('.'), QLatin1Char(' '));
    return {};
}

// The rows a text around a ladder puts on no rung: "Discontinued products are taken off the
// ladder altogether", "Sample orders are counted in no band", "Closed accounts are excluded from
// every tier". The subject's describing words ("discontinued"); empty when no sentence says so.
static QString excludedFromBands(const retrieval::MarkdownDocument &document)
{
    static const QRegularExpression excluded(
        QStringLiteral("^(?:all\\s+)?((?:[A-Za-z-]+\\s+){1,2})[A-Za-z]+s\\s+(?:are|is)\\s+(?:(?:taken|removed|dropped|left|kept)\\s+off|"
                       "(?:counted|placed|put|shown|listed)\\s+in\\s+no|(?:not|never)\\s+(?:counted|placed|put|included)\\s+in\\s+(?:any|a)|"
                       "excluded\\s+from|left\\s+out\\s+of)\\s+(?:the\\s+|all\\s+|every\\s+|any\\s+)?(?:ladder|bands?|tiers?|rungs?|segments?|levels?|"
                       "brackets?|classes|scale|table)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    // A sentence that puts rows off the ladder in other words is not read: the bands are then not
    // used ("?"), rather than used with those rows in them.
    static const QRegularExpression saysExclusion(
        QStringLiteral("\\b(?:(?:taken|removed|dropped|left|kept)\\s+off|in\\s+no|excluded\\s+from|left\\s+out\\s+of|(?:not|never)\\s+(?:counted|placed|put|included)\\s+in)"
                       "\\s+(?:the\\s+|all\\s+|every\\s+|any\\s+|a\\s+)?(?:ladder|bands?|tiers?|rungs?|segments?|levels?|brackets?|classes|scale)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    QString unread;
    for (const QString &sentence : document.sentences()) {
        if (const QRegularExpressionMatch m = excluded.match(sentence.trimmed()); m.hasMatch())
            return m.captured(1).simplified().toLower();
        if (saysExclusion.match(sentence).hasMatch())
            unread = QStringLiteral("?");
    }
    return unread;
}

QList<ValueBand> extractValueBands(const QList<retrieval::ReadChunk> &chunks)
{
    QList<ValueBand> bands;
    static const QRegularExpression measureWords(QStringLiteral("^(.*?)\\s*\\b(?:of\\s+|is\\s+)?(?:above|over|more than|greater than|"
                                                                "exceeding|in excess of|below|under|less than|at least|at most|"
                                                                "up to|no more than|between|from)\\b"),
                                                 QRegularExpression::CaseInsensitiveOption);
    for (const retrieval::ReadChunk &read : chunks) {
        const Chunk &chunk = read.chunk;
        const retrieval::MarkdownDocument &document = read.document;
        for (const retrieval::MarkdownBlock &table : document.tables()) {
            // The value column: the one whose cells read as ranges in at least two rows.
            for (int column = 1; column < table.header.size(); ++column) {
                QList<ValueBand> found;
                for (const QStringList &row : table.rows) {
                    std::optional<ValueBand> band = parseRange(row.value(column));
                    if (!band || row.value(0).isEmpty())
                        continue;
                    band->label = row.value(0);
                    band->kind = table.header.value(0);
                    // "| Premium | `p >= 50` |" under "Rule": the measure is what `p` stands for.
                    const QString meaning = variableMeaning(table.header.value(column) + QLatin1Char('\n') + chunk.text, comparedName(row.value(column)));
                    band->measure = meaning.isEmpty() ? table.header.value(column) : meaning;
                    band->chunkId = chunk.id;
                    found << *band;
                }
                if (found.size() >= 2) {
                    const QString excluded = excludedFromBands(document);
                    for (ValueBand &b : found)
                        b.excluded = excluded;
                    bands << found;
                    break;
                }
            }
        }
        // "- **Free freight**: orders with a value above 500, after ...": a term, then its rule.
        for (const retrieval::MarkdownDefinition &definition : document.definitions()) {
            // Dates are not amounts: "**Date:** 14 October 1997, 10:00-11:30" is a page's field, and
            // "above 3,000, from July 1997" a band whose date only says since when.
            QString body = definition.body;
            for (const DateRange &r : DatePhraseParser::parse(body))
                body.replace(r.textStart, r.textLength, QString(r.textLength, QLatin1Char(' ')));
            body.remove(QRegularExpression(QStringLiteral("\\b\\d{1,2}:\\d{2}\\b")));   // times of day
            std::optional<ValueBand> band = parseRange(body);
            if (!band)
                continue;
            if (isFieldLabel(definition.term))
                continue;   // "**Before:** 2,000 or more": a changelog's side, not a band
            band->label = definition.term;
            band->kind = chunk.heading();
            // "Net Revenue of 30,000 or more": the words before the amount.
            static const QRegularExpression measureBeforeAmount(QStringLiteral("^(.*?)\\s+(?:of|is|at)\\s+[$\\x{20ac}\\x{a3}]?\\d"));
            QRegularExpressionMatch words = measureWords.match(body);
            if (!words.hasMatch() || words.captured(1).trimmed().isEmpty())
                words = measureBeforeAmount.match(body.trimmed());
            band->measure = words.hasMatch() ? words.captured(1).trimmed() : QString();
            band->chunkId = chunk.id;
            bands << *band;
        }
    }
    return bands;
}

QList<ValueBand> bandRevisions(const QList<ValueBand> &bands, const QList<ValueHistory> &histories)
{
    // Each change moves one bound of one band from a day: the band's own rule, and the band of the
    // same ladder that met the old bound.
    struct Change {
        qsizetype band;
        bool lowerSide;
        double value;
        QDate from;
        QString chunkId;
    };
    QList<Change> changes;
    for (const ValueHistory &h : histories) {
        if (h.versions.size() < 2 || !h.ordered())
            continue;
        const double first = h.original().value;
        for (qsizetype i = 0; i < bands.size(); ++i) {
            const ValueBand &band = bands.at(i);
            // The rule named by the band's label ("Reserve floor" for "Reserve"), its first value
            // one of the band's bounds (the floor its lower one when the rule says which).
            if (ruleKey(band.label) != h.key)
                continue;
            const bool lowerMoves = band.lower && *band.lower == first && h.bound != QLatin1String("max");
            const bool upperMoves = !lowerMoves && band.upper && *band.upper == first && h.bound != QLatin1String("min");
            if (!lowerMoves && !upperMoves)
                continue;
            for (qsizetype v = 1; v < h.versions.size(); ++v) {
                const ValueVersion &version = h.versions.at(v);
                changes << Change{i, lowerMoves, version.value, version.from, version.chunkId};
                // "Premium therefore covers 25.00 up to but not including 40.00".
                for (qsizetype j = 0; j < bands.size(); ++j) {
                    const ValueBand &next = bands.at(j);
                    if (j == i || next.kind != band.kind || next.measure != band.measure)
                        continue;
                    const std::optional<double> &meets = lowerMoves ? next.upper : next.lower;
                    if (meets && *meets == first)
                        changes << Change{j, !lowerMoves, version.value, version.from, version.chunkId};
                }
            }
        }
    }
    std::stable_sort(changes.begin(), changes.end(), [](const Change &a, const Change &b) { return a.from < b.from; });
    // Each band's versions in turn, every change kept on top of the ones before it (two changes
    // of one ladder on different days both hold after the second).
    QList<ValueBand> out;
    QHash<qsizetype, ValueBand> current;
    for (const Change &c : std::as_const(changes)) {
        ValueBand next = current.value(c.band, bands.at(c.band));
        (c.lowerSide ? next.lower : next.upper) = c.value;
        next.from = c.from;
        next.chunkId = c.chunkId;
        if (next.lower && next.upper && *next.lower >= *next.upper)
            continue;
        current.insert(c.band, next);
        if (!out.isEmpty() && out.last().label == next.label && out.last().from == next.from)
            out.last() = next;
        else
            out << next;
    }
    return out;
}

QList<ValueBand> latestBands(const QList<ValueBand> &bands, const QList<ValueBand> &revisions)
{
    QList<ValueBand> out;
    for (const ValueBand &band : bands) {
        const ValueBand *latest = &band;
        for (const ValueBand &r : revisions) {
            if (r.label == band.label && r.kind == band.kind && (!latest->from.isValid() || (r.from.isValid() && r.from >= latest->from)))
                latest = &r;
        }
        out << *latest;
    }
    return out;
}

QList<ValueBand> bandsAsAsked(const DocumentFacts &facts, const QString &question)
{
    const bool original = asksOriginalVersion(question), current = asksCurrentVersion(question);
    if (original && !current)
        return facts.bands;
    if (current && !original)
        return latestBands(facts.bands, facts.bandRevisions);
    // Unsaid: the bands no text changed; the others are in no one version.
    QList<ValueBand> unchanged;
    for (const ValueBand &b : facts.bands)
        if (std::none_of(facts.bandRevisions.cbegin(), facts.bandRevisions.cend(), [&b](const ValueBand &r) { return r.label == b.label && r.kind == b.kind; }))
            unchanged << b;
    return unchanged;
}

} // namespace rac::planning
