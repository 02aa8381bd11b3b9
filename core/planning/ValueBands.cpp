// SPDX-License-Identifier: MIT
#include "planning/ValueBands.h"

#include "planning/DatePhraseParser.h"
#include "planning/FieldLabels.h"
#include "retrieval/MarkdownDocument.h"

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
                    band->measure = table.header.value(column);
                    band->chunkId = chunk.id;
                    found << *band;
                }
                if (found.size() >= 2) {
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

} // namespace rac::planning
