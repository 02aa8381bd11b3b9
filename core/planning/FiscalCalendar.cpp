// SPDX-License-Identifier: MIT
#include "planning/FiscalCalendar.h"

#include "planning/DatePhraseParser.h"
#include "retrieval/MarkdownDocument.h"

#include <QRegularExpression>

namespace rac::planning {

DateRange FiscalCalendar::apply(const DateRange &calendar) const
{
    if (!calendar.fiscal || !calendar.isValid())
        return calendar;
    const int months = (calendar.end.year() - calendar.start.year()) * 12 + calendar.end.month() - calendar.start.month() + 1;
    if (months != 12 && months != 3)
        return calendar;
    // The phrase was read on the calendar year it names: "FY1998" as 1998, "Q2 of FY1998" as
    // April-June 1998. The fiscal year of that name starts in startMonth of the year before
    // (named by its end) or of the same year (named by its start).
    const int named = calendar.start.year();
    const QDate yearStart = startMonth == 1 ? QDate(named, 1, 1) : QDate(namedByEndYear ? named - 1 : named, startMonth, 1);
    DateRange out = calendar;
    const int quarter = months == 3 ? (calendar.start.month() - 1) / 3 : 0;
    out.start = yearStart.addMonths(3 * quarter);
    out.end = out.start.addMonths(months).addDays(-1);
    out.fiscal = false;
    return out;
}

std::optional<FiscalCalendar> FiscalCalendar::read(const retrieval::Chunk &chunk)
{
    const QString &text = chunk.text;
    const QString &chunkId = chunk.id;
    static const QRegularExpression mentions(QStringLiteral("\\b(fiscal|financial)\\s+years?\\b|\\bFY(?:\\s*\\d|\\b)"),
                                             QRegularExpression::CaseInsensitiveOption);
    if (!mentions.match(text).hasMatch())
        return std::nullopt;
    // Sentences as md4c reads them (one wrapped over lines is one), and table rows read across.
    const retrieval::MarkdownDocument document = retrieval::MarkdownDocument::parse(text);
    QStringList sentences = document.sentences();
    for (const retrieval::MarkdownBlock &table : document.tables()) {
        for (const QStringList &row : table.rows)
            sentences << row.join(QLatin1Char(' '));
    }
    std::optional<FiscalCalendar> out;
    static const QRegularExpression starts(
        QStringLiteral("\\b(?:begins?|starts?|commences?|runs?\\s+from|from|opens?)\\s+(?:on\\s+|in\\s+)?(?:the\\s+)?(?:1(?:st)?\\s+(?:of\\s+)?)?"
                       "(january|february|march|april|may|june|july|august|september|october|november|december|"
                       "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression naming(
        QStringLiteral("\\b(?:named|labell?ed|called|numbered)\\s+(?:for|after|by)\\s+the\\s+(?:calendar\\s+)?year\\s+(?:in\\s+which\\s+(?:it|they)|it|they)\\s+(ends?|begins?|starts?)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression example(QStringLiteral("\\bFY\\s*((?:19|20)\\d{2})\\b"), QRegularExpression::CaseInsensitiveOption);
    std::optional<bool> namedByEnd;   // the naming may be said before the start
    bool fromExample = false;         // an example span says the naming itself
    for (const QString &sentence : std::as_const(sentences)) {
        if (!mentions.match(sentence).hasMatch())
            continue;
        if (const QRegularExpressionMatch m = starts.match(sentence); m.hasMatch() && !out) {
            const int month = DatePhraseParser::monthFromName(m.captured(1));
            if (month > 0)
                out = FiscalCalendar{month, true, chunkId};
        }
        if (const QRegularExpressionMatch m = naming.match(sentence); m.hasMatch())
            namedByEnd = m.captured(1).startsWith(QLatin1String("end"), Qt::CaseInsensitive);
        // "FY1998 runs from 1 July 1997 to 30 June 1998": the example says both at once.
        if (const QRegularExpressionMatch m = example.match(sentence); m.hasMatch()) {
            QList<DateRange> days;
            for (const DateRange &r : DatePhraseParser::parse(sentence))
                if (r.start == r.end)
                    days << r;
            // Only a span of one whole year ("1 July 1997 to 30 June 1998") says when it starts.
            if (days.size() == 2 && days[1].start == days[0].start.addYears(1).addDays(-1)) {
                const int named = m.captured(1).toInt();
                out = FiscalCalendar{days[0].start.month(), days[1].start.year() == named, chunkId};
                fromExample = true;
            }
        }
    }
    if (out && namedByEnd && !fromExample)
        out->namedByEndYear = *namedByEnd;
    return out;
}

} // namespace rac::planning
