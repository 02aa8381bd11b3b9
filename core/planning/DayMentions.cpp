// SPDX-License-Identifier: MIT
#include "planning/DayMentions.h"

#include "planning/DatePatterns.h"
#include "planning/DatePhraseParser.h"
#include "planning/TextSpans.h"

#include <QDate>
#include <QRegularExpression>

#include <algorithm>

namespace rac::planning {
namespace {

// A month's name ending at a word's end ("Mar", not the "mar" of "marks"); a year not followed by
// another digit.
// ("Feb. 12": an abbreviation's full stop is part of the month.)
const QString kMonthWord = patterns::kMonthName + QStringLiteral("(?![a-z])\\.?");
const QString kYear4 = patterns::kYear4 + QStringLiteral("(?!\\d)");
// A year written in full, or as '91 after a day ("15 Mar '91", "Feb. 25, '91").
const QString kDayYear = QStringLiteral("((?:19|20)\\d{2}|['\u2019]\\d{2})(?!\\d)");
const QString kDayNumber = QStringLiteral("(\\d{1,2})(?:st|nd|rd|th)?(?![\\d/:]|\\.\\d)");

QRegularExpression caseless(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
}

DayMention mention(const QRegularExpressionMatch &m, int year, int month, int day)
{
    DayMention d;
    d.year = year;
    d.month = month;
    d.day = day;
    d.textStart = int(m.capturedStart(0));
    d.textLength = int(m.capturedLength(0));
    return d;
}

// Two slashed numbers as a day: month first when the second cannot be a month, day first when
// the first cannot be; open when both could be either.
DayMention slashedDay(const QRegularExpressionMatch &m)
{
    const int a = m.captured(1).toInt(), b = m.captured(2).toInt(), year = m.captured(3).toInt();
    DayMention d = mention(m, year, a, b);
    d.slashed = true;
    if (b > 12 && a <= 12) {
        d.slashedUs = true;
    } else if (a > 12 && b <= 12) {
        d.month = b;
        d.day = a;
    } else if (a <= 12 && b <= 12 && a != b) {
        d.slashedOpen = true;
        d.otherMonth = b;
        d.otherDay = a;
    } else if (a == b) {
        d.settlesOrder = false;   // "5/5/1997" reads the same either way, and says nothing of the other end
    } else {
        d.month = 0;          // neither part is a month
    }
    return d;
}

bool before(const DayMention &a, const DayMention &b)
{
    return a.month != b.month ? a.month < b.month : a.day < b.day;
}

QDate dateOf(const DayMention &d, int year)
{
    return QDate(year, d.month, d.day);
}

} // namespace

QList<DayMention> DayMentions::find(const QString &text)
{
    QList<DayMention> found;
    static const QRegularExpression iso(QStringLiteral("(?<![\\d-])(\\d{4})-(\\d{2})-(\\d{2})(?![\\d-])"));
    static const QRegularExpression dotted(QStringLiteral("(?<![\\d.])(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})(?![\\d.])"));
    static const QRegularExpression slashed(QStringLiteral("(?<![\\d/])(\\d{1,2})/(\\d{1,2})/(\\d{4})(?![\\d/])"));
    // "17 Nov 1997", "the 21st of April", "4th of May, 1997"
    static const QRegularExpression dayMonth = caseless(QStringLiteral("(?<![\\w/.])(?:the\\s+)?") + kDayNumber
                                                        + QStringLiteral("(?:\\s+of)?\\s+") + kMonthWord
                                                        + QStringLiteral("(?:,?\\s+") + kDayYear + QStringLiteral(")?"));
    // "Mar 3", "June 5, 1997", "September 1st 1996"
    static const QRegularExpression monthDay = caseless(QStringLiteral("(?<![\\w])") + kMonthWord + QStringLiteral("\\s+")
                                                        + kDayNumber + QStringLiteral("(?:,?\\s+") + kDayYear + QStringLiteral(")?"));
    for (auto it = iso.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        found << mention(m, m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    }
    for (auto it = dotted.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        found << mention(m, m.captured(3).toInt(), m.captured(2).toInt(), m.captured(1).toInt());
    }
    for (auto it = slashed.globalMatch(text); it.hasNext();)
        found << slashedDay(it.next());
    // "may" in lower case is the verb ("20 may be late"); writers capitalise the month.
    const auto verbMay = [](const QString &month) { return month == QLatin1String("may"); };
    for (auto it = dayMonth.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!verbMay(m.captured(2)))
            found << mention(m, DatePhraseParser::yearFromToken(m.captured(3)), DatePhraseParser::monthFromName(m.captured(2)), m.captured(1).toInt());
    }
    for (auto it = monthDay.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!verbMay(m.captured(1)))
            found << mention(m, DatePhraseParser::yearFromToken(m.captured(3)), DatePhraseParser::monthFromName(m.captured(1)), m.captured(2).toInt());
    }
    // Only days that exist (in a leap year when no year is written); the longest reading of
    // overlapping text wins.
    found.erase(std::remove_if(found.begin(), found.end(),
                               [](const DayMention &d) {
                                   const bool open = d.slashedOpen && QDate(d.year, d.otherMonth, d.otherDay).isValid();
                                   return !QDate(d.year ? d.year : 2000, d.month, d.day).isValid() && !open;
                               }),
                found.end());
    return longestNonOverlapping(found);
}

QList<DateRange> DayMentions::parse(const QString &text)
{
    QList<DayMention> days = find(text);
    // Between the two ends: the word of a span, maybe after a verb of running ("and runs until") and
    // before the second end's weekday ("through Sunday 20 July").
    static const QRegularExpression rangeWord = caseless(
        QStringLiteral("^\\s*,?\\s*(?:and\\s+)?(?:(?:runs?|running|lasts?|lasting|continues|continuing|goes|going|closes|closing|ends|ending)\\s+)?"
                       "(?:to|through|thru|until|till|up to|and|-|\u2013|\u2014|\u2192|->|~)\\s*"
                       "(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+|(?:mon|tue|wed|thu|fri|sat|sun)\\.?,?\\s+)?$"));
    QList<DateRange> ranges;
    QList<bool> used(days.size(), false);
    for (qsizetype i = 0; i + 1 < days.size(); ++i) {
        DayMention a = days[i], b = days[i + 1];
        const int gapStart = a.textStart + a.textLength;
        // (A slash joins two days only written tight, "1993-02-01/1993-02-14"; "a / b" are two.)
        const QString gap = text.mid(gapStart, b.textStart - gapStart);
        if (!rangeWord.match(gap).hasMatch() && gap != QLatin1String("/"))
            continue;
        // One end settles the other's slashed order; two open ends settle nothing.
        if (a.slashedOpen && b.slashedOpen)
            continue;
        for (auto [open, settled] : {std::pair{&a, &b}, std::pair{&b, &a}})
            if (open->slashedOpen && settled->slashed && settled->settlesOrder) {
                if (!settled->slashedUs) {
                    open->month = open->otherMonth;
                    open->day = open->otherDay;
                }
                open->slashedOpen = false;
            }
        if (a.slashedOpen || b.slashedOpen || (a.year == 0 && b.year == 0))
            continue;
        int ya = a.year, yb = b.year;
        if (ya == 0)
            ya = before(b, a) ? yb - 1 : yb;   // "20 December to 10 January 1997" starts in 1996
        if (yb == 0)
            yb = before(b, a) ? ya + 1 : ya;
        DateRange r;
        r.start = dateOf(a, ya);
        r.end = dateOf(b, yb);
        if (!r.isValid())
            continue;
        r.textStart = a.textStart;
        r.textLength = b.textStart + b.textLength - a.textStart;
        r.label = text.mid(r.textStart, r.textLength).trimmed();
        ranges << r;
        used[i] = used[i + 1] = true;
        ++i;
    }
    // "the fortnight from 4 March 1991", "two weeks from ...", "the week commencing ...", "w/c Mon
    // 2 Mar 1998, two weeks": a day that opens a span of whole weeks.
    static const QRegularExpression weeksBefore = caseless(
        QStringLiteral("(?:(?:\\b(?<fortnight>fortnight)|\\b(?<count>one|two|three|four|[1-4])\\s+weeks?)\\s+(?:from|starting|beginning|commencing)|\\bweek\\s+(?:starting|beginning|commencing))\\s+"
                       "(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+|(?:mon|tue|wed|thu|fri|sat|sun)\\.?,?\\s+)?$"
                       "|\\bw/c\\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\\s+|(?:mon|tue|wed|thu|fri|sat|sun)\\.?,?\\s+)?$"));
    static const QRegularExpression weeksAfter = caseless(QStringLiteral("^\\s*,?\\s*(?:for\\s+)?(?<count>one|two|three|four|[1-4])\\s+weeks?\\b"));
    const auto weeksIn = [](const QString &word) {
        static const QStringList words{QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three"), QStringLiteral("four")};
        const qsizetype at = words.indexOf(word.toLower());
        return at >= 0 ? int(at) + 1 : word.toInt();
    };
    for (qsizetype i = 0; i < days.size(); ++i) {
        const DayMention &d = days[i];
        if (used[i] || d.year == 0 || d.slashedOpen)
            continue;
        const QRegularExpressionMatch lead = weeksBefore.match(text.left(d.textStart));
        // ("moved back a fortnight from 14 July": a shift by whole weeks, not a span.)
        static const QRegularExpression shifted = caseless(
            QStringLiteral("\\b(?:mov|push|brought|bring|put|shift|delay|postpon|pull|advanc)\\w*\\s+(?:\\w+\\s+)?(?:back|forward|on|out|ahead|up)?\\s*(?:by\\s+)?(?:a\\s+|the\\s+)?$"));
        if (!lead.hasMatch() || shifted.match(text.left(lead.capturedStart())).hasMatch())
            continue;
        int weeks = lead.captured(QStringLiteral("fortnight")).isEmpty() ? 1 : 2;
        if (!lead.captured(QStringLiteral("count")).isEmpty())
            weeks = weeksIn(lead.captured(QStringLiteral("count")));
        int end = d.textStart + d.textLength;
        if (const QRegularExpressionMatch after = weeksAfter.match(text.mid(end)); after.hasMatch() && lead.captured(QStringLiteral("count")).isEmpty()) {
            weeks = weeksIn(after.captured(QStringLiteral("count")));
            end += int(after.capturedLength());
        }
        DateRange r;
        r.start = dateOf(d, d.year);
        r.end = r.start.addDays(7LL * weeks - 1);
        if (!r.isValid())
            continue;
        r.textStart = int(lead.capturedStart());
        r.textLength = end - r.textStart;
        r.label = text.mid(r.textStart, r.textLength).trimmed();
        ranges << r;
        used[i] = true;
    }
    for (qsizetype i = 0; i < days.size(); ++i) {
        const DayMention &d = days[i];
        if (used[i] || d.year == 0 || d.slashedOpen)
            continue;
        DateRange r;
        r.start = r.end = dateOf(d, d.year);
        if (!r.isValid())
            continue;
        r.textStart = d.textStart;
        r.textLength = d.textLength;
        r.label = text.mid(r.textStart, r.textLength).trimmed();
        ranges << r;
    }
    std::sort(ranges.begin(), ranges.end(), [](const DateRange &a, const DateRange &b) { return a.textStart < b.textStart; });
    return ranges;
}

} // namespace rac::planning
