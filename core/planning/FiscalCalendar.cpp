// SPDX-License-Identifier: MIT
#include "planning/FiscalCalendar.h"

#include "planning/DatePhraseParser.h"
#include "retrieval/MarkdownDocument.h"

#include <QRegularExpression>

namespace rac::planning {

std::optional<bool> namedByEndYear(const QString &sentence)
{
    // "named for the calendar year in which it ends", "labelled by the calendar year in which it
    // closes", "named after the year it starts in", "label = year of the start".
    static const QRegularExpression naming(
        QStringLiteral("\\b(?:(?:named|labell?ed|called|numbered)\\s+(?:for|after|by)|(?:label|name|number)\\s*(?:=|:|is))\\s+"
                       "(?:the\\s+|its\\s+)?(?:calendar\\s+)?(?:year\\s+)?(?:in\\s+which\\s+(?:it|they)\\s+|(?:it|they)\\s+|of\\s+(?:the|its)\\s+)?"
                       "(end(?:s|ing)?|clos(?:e|es|ing)|finish(?:es|ing)?|begin(?:s|ning)?|start(?:s|ing)?|open(?:s|ing)?)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = naming.match(sentence);
    if (!m.hasMatch())
        return std::nullopt;
    const QString word = m.captured(1).toLower();
    return word.startsWith(QLatin1String("end")) || word.startsWith(QLatin1String("clos")) || word.startsWith(QLatin1String("fin"));
}

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
    // "July to June", "1 October to 30 September", "Feb → Jan", "November 1 through October 31": a
    // span of months that closes a whole year (the end month is the one before the start).
    static const QString month = QStringLiteral("(january|february|march|april|may|june|july|august|september|october|november|december|"
                                                "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\\b\\.?");
    static const QString day = QStringLiteral("\\d{1,2}(?:st|nd|rd|th)?");
    static const QRegularExpression monthSpan(
        QStringLiteral("\\b(?:%1\\s+(?:of\\s+)?)?%2(?:\\s+%1)?,?\\s*(?:to|through|thru|until|till|–|—|-|→|->|=>|⇒)\\s*(?:%1\\s+(?:of\\s+)?)?%3")
            .arg(day, month, QString(month).replace(QStringLiteral("(january"), QStringLiteral("(?<end>january"))),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression example(QStringLiteral("\\bFY\\s*'?((?:19|20)?\\d{2})\\b"), QRegularExpression::CaseInsensitiveOption);
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
        if (const QRegularExpressionMatch m = monthSpan.match(sentence); m.hasMatch() && !out) {
            const int first = DatePhraseParser::monthFromName(m.captured(1));
            const int last = DatePhraseParser::monthFromName(m.captured(QStringLiteral("end")));
            if (first > 0 && last > 0 && last % 12 + 1 == first)
                out = FiscalCalendar{first, true, chunkId};
        }
        if (const std::optional<bool> naming = planning::namedByEndYear(sentence))
            namedByEnd = naming;
        // "FY1998 runs from 1 July 1997 to 30 June 1998": the example says both at once.
        if (const QRegularExpressionMatch m = example.match(sentence); m.hasMatch()) {
            QList<DateRange> days;
            std::optional<DateRange> wholeYear;
            for (const DateRange &r : DatePhraseParser::parse(sentence)) {
                if (r.start == r.end)
                    days << r;
                else if (!wholeYear && r.start.day() == 1 && r.end == r.start.addYears(1).addDays(-1) && r.start.month() != 1)
                    wholeYear = r;   // "1 Jun 2004 – 31 May 2005" read as one span
            }
            // Only a span of one whole year ("1 July 1997 to 30 June 1998") says when it starts.
            // Days in pairs ("FY1997 runs from 1 July 1996 to 30 June 1997, and FY1998 from ..."):
            // the first pair belongs to the first label.
            if (!wholeYear && days.size() >= 2 && days.size() % 2 == 0 && days[1].start == days[0].start.addYears(1).addDays(-1))
                wholeYear = DateRange{days[0].start, days[1].start, {}};
            if (wholeYear) {
                int named = m.captured(1).toInt();
                if (m.captured(1).size() == 2)
                    named += wholeYear->end.year() / 100 * 100;   // "FY05" in a span ending in 2005
                out = FiscalCalendar{wholeYear->start.month(), wholeYear->end.year() == named, chunkId};
                fromExample = true;
            }
        }
    }
    if (out && namedByEnd && !fromExample)
        out->namedByEndYear = *namedByEnd;
    return out;
}

} // namespace rac::planning
