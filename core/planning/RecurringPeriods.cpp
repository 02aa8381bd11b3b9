// SPDX-License-Identifier: MIT
#include "planning/RecurringPeriods.h"

#include "planning/DatePatterns.h"
#include "planning/DatePhraseParser.h"
#include "planning/FiscalCalendar.h"

#include <QRegularExpression>

namespace rac::planning {
namespace {

using retrieval::MarkdownBlock;

const QString kDay = QStringLiteral("(\\d{1,2})(?:st|nd|rd|th)?");
const QString kMonth = patterns::kMonthName + QStringLiteral("(?![a-z])");

// "6 January", "January 6", "the 6th of January"; "the last day of February" (day 0).
const QString kEnd = QStringLiteral("(?:the\\s+)?(?:(last)\\s+day\\s+of\\s+") + kMonth + QStringLiteral("|") + kDay + QStringLiteral("(?:\\s+of)?\\s+") + kMonth
    + QStringLiteral("|") + kMonth + QStringLiteral("\\s+") + kDay + QStringLiteral(")");

struct YearlessSpan {
    int startMonth = 0, startDay = 0, endMonth = 0, endDay = 0;
};

// A span of days with no year anywhere in it: "6 January to the last day of February",
// "15 November to 5 January of the following year", "March 1 through April 30".
std::optional<YearlessSpan> yearlessSpan(const QString &text)
{
    static const QRegularExpression span(QStringLiteral("(?:^|[\\s:\\x{2014}\\x{2013}-])(?:the\\s+)?(?:") + kDay + QStringLiteral("(?:\\s+of)?\\s+") + kMonth
                                             + QStringLiteral("|") + kMonth + QStringLiteral("\\s+") + kDay
                                             + QStringLiteral(")\\s*(?:to|through|thru|until|till|-|\\x{2013}|\\x{2014})\\s*") + kEnd,
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression year(QStringLiteral("\\b(?:19|20)\\d{2}\\b"));
    const QRegularExpressionMatch m = span.match(text);
    if (!m.hasMatch() || year.match(text).hasMatch())
        return std::nullopt;
    YearlessSpan s;
    // Captures: 1 day, 2 month | 3 month, 4 day; then 5 "last", 6 month | 7 day, 8 month | 9 month, 10 day.
    if (!m.captured(1).isEmpty()) {
        s.startDay = m.captured(1).toInt();
        s.startMonth = DatePhraseParser::monthFromName(m.captured(2));
    } else {
        s.startMonth = DatePhraseParser::monthFromName(m.captured(3));
        s.startDay = m.captured(4).toInt();
    }
    if (!m.captured(5).isEmpty()) {
        s.endMonth = DatePhraseParser::monthFromName(m.captured(6));
        s.endDay = 0;
    } else if (!m.captured(7).isEmpty()) {
        s.endDay = m.captured(7).toInt();
        s.endMonth = DatePhraseParser::monthFromName(m.captured(8));
    } else {
        s.endMonth = DatePhraseParser::monthFromName(m.captured(9));
        s.endDay = m.captured(10).toInt();
    }
    if (s.startMonth == 0 || s.endMonth == 0 || !QDate(2000, s.startMonth, s.startDay).isValid()
        || (s.endDay != 0 && !QDate(2000, s.endMonth, s.endDay).isValid()))
        return std::nullopt;
    return s;
}

// "FY", "Fiscal year (FY)": the fiscal calendar reads those, quarters and naming with them.
bool namesFiscalYear(const QString &term)
{
    static const QRegularExpression fiscal(QStringLiteral("^(?:FY|(?:fiscal|financial)\\s+years?)\\b"), QRegularExpression::CaseInsensitiveOption);
    return fiscal.match(term).hasMatch();
}

QString cleanName(QString name)
{
    name = name.simplified();
    while (!name.isEmpty() && (name.endsWith(QLatin1Char(':')) || name.endsWith(QLatin1Char('.'))))
        name.chop(1);
    return name.trimmed();
}

} // namespace

DateRange RecurringPeriod::inYear(int year) const
{
    const int startYear = crossesYearEnd() && namedForEndYear ? year - 1 : year;
    const int endYear = crossesYearEnd() ? startYear + 1 : startYear;
    DateRange r;
    r.start = QDate(startYear, startMonth, startDay);
    r.end = endDay == 0 ? QDate(endYear, endMonth, 1).addMonths(1).addDays(-1) : QDate(endYear, endMonth, endDay);
    r.label = QStringLiteral("%1 %2").arg(name).arg(year);
    return r;
}

QList<RecurringPeriod> readRecurringPeriods(const QList<retrieval::ReadChunk> &chunks)
{
    QList<RecurringPeriod> found;
    for (const retrieval::ReadChunk &read : chunks) {
        QList<RecurringPeriod> here;
        std::optional<bool> rule;
        for (const MarkdownBlock &block : read.document.blocks()) {
            if (block.kind != MarkdownBlock::Kind::ListItem && block.kind != MarkdownBlock::Kind::Paragraph)
                continue;
            if (!rule)
                rule = namedByEndYear(block.text);
            // "**Quiet season** — 6 January to the last day of February.": the term the item opens
            // with, then the days.
            const QString name = cleanName(block.leadingTerm());
            if (name.isEmpty() || name.size() > 40 || name.startsWith(QLatin1Char('(')) || namesFiscalYear(name))
                continue;
            const std::optional<YearlessSpan> span = yearlessSpan(block.text.mid(block.leadingTerm().size()));
            if (!span)
                continue;
            RecurringPeriod p;
            p.name = name;
            p.startMonth = span->startMonth;
            p.startDay = span->startDay;
            p.endMonth = span->endMonth;
            p.endDay = span->endDay;
            p.chunkId = read.chunk.id;
            p.file = read.chunk.file;
            here << p;
        }
        for (RecurringPeriod &p : here) {
            if (rule) {
                p.namedForEndYear = *rule;
                p.namingStated = true;
            }
            const bool known = std::any_of(found.cbegin(), found.cend(), [&p](const RecurringPeriod &o) { return o.name.compare(p.name, Qt::CaseInsensitive) == 0; });
            if (!known)
                found << p;
        }
    }
    return found;
}

} // namespace rac::planning
