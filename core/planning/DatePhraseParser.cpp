// SPDX-License-Identifier: MIT
#include "planning/DatePhraseParser.h"

#include "planning/DatePatterns.h"
#include "planning/DayMentions.h"
#include "planning/TextSpans.h"

#include <QRegularExpression>

#include <algorithm>
#include <functional>

namespace rac::planning {
namespace {

const QString &kMonth = patterns::kMonthName;
const QString kYear = QStringLiteral("((?:19|20)\\d{2}|['\u2019]\\d{2})");
const QString &kYear4 = patterns::kYear4;
const QString kDay = QStringLiteral("(\\d{1,2})(?:st|nd|rd|th)?");
// Between two day numbers; "and" joins two days, not a span ("on the 3rd and the 14th of March").
const QString kDayTo = QStringLiteral("\\s*(?:to|through|thru|until|till|up to|-|\u2013|\u2014)\\s*");

QDate endOfMonth(int year, int month)
{
    const QDate first(year, month, 1);
    return first.isValid() ? first.addMonths(1).addDays(-1) : QDate();
}

int ordinal(const QString &word)
{
    const QString w = word.toLower();
    if (w == QLatin1String("first") || w == QLatin1String("1st") || w == QLatin1String("1"))
        return 1;
    if (w == QLatin1String("second") || w == QLatin1String("2nd") || w == QLatin1String("2"))
        return 2;
    if (w == QLatin1String("third") || w == QLatin1String("3rd") || w == QLatin1String("3"))
        return 3;
    if (w == QLatin1String("fourth") || w == QLatin1String("4th") || w == QLatin1String("4")
        || w == QLatin1String("last") || w == QLatin1String("final"))
        return 4;
    return 0;
}

// One pattern and the function turning its match into a range.
struct Rule {
    QRegularExpression pattern;
    std::function<DateRange(const QRegularExpressionMatch &)> build;
};

DateRange span(QDate start, QDate end, QString label)
{
    DateRange r;
    r.start = start;
    r.end = end;
    r.label = std::move(label);
    return r;
}

QList<Rule> makeRules()
{
    const auto re = [](const QString &p) {
        return QRegularExpression(p, QRegularExpression::CaseInsensitiveOption);
    };
    QList<Rule> rules;
    // Days and spans of days ("1997-06-01 to 1997-06-30", "17 Nov 1997", "Mar 3 – Mar 16, 1997")
    // are DayMentions'; the two spans below share one month between two day numbers.
    // October 1–15, 1996
    rules.append({re(QStringLiteral("\\b") + kMonth + QStringLiteral("\\s+") + kDay + kDayTo + kDay
                     + QStringLiteral(",?\\s+") + kYear4),
                  [](const QRegularExpressionMatch &m) {
                      const int month = DatePhraseParser::monthFromName(m.captured(1));
                      const int year = m.captured(4).toInt();
                      return span(QDate(year, month, m.captured(2).toInt()), QDate(year, month, m.captured(3).toInt()),
                                  m.captured(0));
                  }});
    // 1–15 October 1996, the 3rd to the 16th of March 1997
    rules.append({re(QStringLiteral("\\b(?:the\\s+)?") + kDay + kDayTo + QStringLiteral("(?:the\\s+)?") + kDay + QStringLiteral("\\s+(?:of\\s+)?") + kMonth
                     + QStringLiteral(",?\\s+") + kYear4),
                  [](const QRegularExpressionMatch &m) {
                      const int month = DatePhraseParser::monthFromName(m.captured(3));
                      const int year = m.captured(4).toInt();
                      return span(QDate(year, month, m.captured(1).toInt()), QDate(year, month, m.captured(2).toInt()),
                                  m.captured(0));
                  }});
    // Q4 1997, Q4 '97, Q4 of FY1997, 1997 Q4, 1997-Q4
    const auto quarter = [](int q, int year, const QString &text) {
        const QDate start(year, (q - 1) * 3 + 1, 1);
        return span(start, start.addMonths(3).addDays(-1), text);
    };
    rules.append({re(QStringLiteral("\\bQ([1-4])\\s*(?:of\\s+)?(?:FY\\s*)?") + kYear + QStringLiteral("\\b")),
                  [quarter](const QRegularExpressionMatch &m) {
                      return quarter(m.captured(1).toInt(), DatePhraseParser::yearFromToken(m.captured(2)),
                                     m.captured(0));
                  }});
    rules.append({re(QStringLiteral("\\b") + kYear4 + QStringLiteral("\\s*[-/ ]?\\s*Q([1-4])\\b")),
                  [quarter](const QRegularExpressionMatch &m) {
                      return quarter(m.captured(2).toInt(), m.captured(1).toInt(), m.captured(0));
                  }});
    // FY1993-Q2, FY93 Q2 (a FiscalCalendar moves it)
    rules.append({re(QStringLiteral("\\bFY\\s*'?((?:19|20)?\\d{2})\\s*[-/ ]?\\s*Q([1-4])\\b")),
                  [quarter](const QRegularExpressionMatch &m) {
                      return quarter(m.captured(2).toInt(), DatePhraseParser::yearFromToken(m.captured(1)), m.captured(0));
                  }});
    rules.append({re(QStringLiteral("\\b(first|second|third|fourth|last|final|1st|2nd|3rd|4th)\\s+(?:fiscal\\s+)?"
                                    "quarter\\s+(?:of\\s+|in\\s+)?(?:calendar\\s+(?:year\\s+)?)?") + kYear),
                  [quarter](const QRegularExpressionMatch &m) {
                      return quarter(ordinal(m.captured(1)), DatePhraseParser::yearFromToken(m.captured(2)),
                                     m.captured(0));
                  }});
    // H2 1997, second half of 1997
    const auto half = [](int h, int year, const QString &text) {
        const QDate start(year, h == 1 ? 1 : 7, 1);
        return span(start, start.addMonths(6).addDays(-1), text);
    };
    rules.append({re(QStringLiteral("\\bH([12])\\s*(?:of\\s+)?") + kYear + QStringLiteral("\\b")),
                  [half](const QRegularExpressionMatch &m) {
                      return half(m.captured(1).toInt(), DatePhraseParser::yearFromToken(m.captured(2)), m.captured(0));
                  }});
    rules.append({re(QStringLiteral("\\b(first|second|1st|2nd|last|latter)\\s+half\\s+(?:of\\s+|in\\s+)?(?:calendar\\s+(?:year\\s+)?)?") + kYear),
                  [half](const QRegularExpressionMatch &m) {
                      const QString w = m.captured(1).toLower();
                      const int h = (w == QLatin1String("first") || w == QLatin1String("1st")) ? 1 : 2;
                      return half(h, DatePhraseParser::yearFromToken(m.captured(2)), m.captured(0));
                  }});
    // January-March 1998, Jan to Mar 1998, December through February 1998 (from the December before),
    // between March and May 1998 ("March and May 1998" alone is two months)
    const auto monthSpan = [](const QRegularExpressionMatch &m) {
        const int first = DatePhraseParser::monthFromName(m.captured(1));
        const int last = DatePhraseParser::monthFromName(m.captured(2));
        const int year = m.captured(3).toInt();
        if (first == 0 || last == 0 || first == last)
            return DateRange{};
        return span(QDate(first < last ? year : year - 1, first, 1), endOfMonth(year, last), m.captured(0));
    };
    const QString yearAfter = QStringLiteral(",?\\s+(?:of\\s+)?((?:19|20)\\d{2})\\b");
    rules.append({re(QStringLiteral("\\b") + kMonth + QStringLiteral("\\s*(?:-|\u2013|\u2014|to|through|thru|until|till)\\s*") + kMonth + yearAfter),
                  monthSpan});
    rules.append({re(QStringLiteral("\\bbetween\\s+") + kMonth + QStringLiteral("\\s+and\\s+") + kMonth + yearAfter), monthSpan});
    // June 1997, Dec '97, Dec 97, June of 1997
    rules.append({re(QStringLiteral("\\b") + kMonth + QStringLiteral("\\s*(?:of\\s+)?((?:19|20)\\d{2}|['\u2019]?\\d{2})\\b")),
                  [](const QRegularExpressionMatch &m) {
                      const int month = DatePhraseParser::monthFromName(m.captured(1));
                      const int year = DatePhraseParser::yearFromToken(m.captured(2));
                      if (month == 0 || year == 0)
                          return DateRange{};
                      return span(QDate(year, month, 1), endOfMonth(year, month), m.captured(0));
                  }});
    // 1996 through 1997 (a span; "1996 to 1997" / "and" / "vs" stay two separate years)
    rules.append({re(QStringLiteral("\\b") + kYear4 + QStringLiteral("\\s*(?:through|thru|until)\\s*") + kYear4
                     + QStringLiteral("\\b")),
                  [](const QRegularExpressionMatch &m) {
                      return span(QDate(m.captured(1).toInt(), 1, 1), QDate(m.captured(2).toInt(), 12, 31),
                                  m.captured(0));
                  }});
    // fiscal year 1997, financial year 1997, fiscal 1997; FY91 (a FiscalCalendar moves it)
    rules.append({re(QStringLiteral("\\bFY\\s*'?(\\d{2})(?![\\d-])")),
                  [](const QRegularExpressionMatch &m) {
                      const int year = DatePhraseParser::yearFromToken(m.captured(1));
                      return span(QDate(year, 1, 1), QDate(year, 12, 31), m.captured(0));
                  }});
    rules.append({re(QStringLiteral("\\b(?:fiscal|financial)(?:\\s+year)?\\s+(?:of\\s+)?") + kYear4 + QStringLiteral("\\b")),
                  [](const QRegularExpressionMatch &m) {
                      const int year = m.captured(1).toInt();
                      return span(QDate(year, 1, 1), QDate(year, 12, 31), m.captured(0));
                  }});
    // ISO weeks: "wk 5–6 1993", "weeks 5 to 6 of 1993", "week 12, 1997": Monday of the first week
    // to Sunday of the last (week 1 holds 4 January).
    rules.append({re(QStringLiteral("\\b(?:wk|wks|week|weeks)\\s*(\\d{1,2})(?:\\s*(?:-|\u2013|\u2014|to|through)\\s*(?:wk\\s*|week\\s*)?(\\d{1,2}))?"
                                    "\\s*(?:of\\s+|,\\s*)?((?:19|20)\\d{2})\\b")),
                  [](const QRegularExpressionMatch &m) {
                      const int year = m.captured(3).toInt();
                      const int first = m.captured(1).toInt();
                      const int last = m.captured(2).isEmpty() ? first : m.captured(2).toInt();
                      // (A 53rd week only in the years that have one.)
                      if (first < 1 || last < first || last > QDate(year, 12, 28).weekNumber())
                          return DateRange{};
                      const QDate jan4(year, 1, 4);
                      const QDate week1 = jan4.addDays(1 - jan4.dayOfWeek());
                      return span(week1.addDays(7LL * (first - 1)), week1.addDays(7LL * last - 1), m.captured(0));
                  }});
    // a year: 1997, FY1997, '97, calendar 1997 / calendar year 1997 / calendar-1997 (said to tell it
    // from a fiscal year; the word is part of the year)
    rules.append({re(QStringLiteral("(?:\\bFY\\s*|\\bcalendar(?:\\s+year)?[\\s-]+|\\b|(?=['\u2019]))") + kYear + QStringLiteral("(?![\\d-])")),
                  [](const QRegularExpressionMatch &m) {
                      const int year = DatePhraseParser::yearFromToken(m.captured(1));
                      if (year == 0)
                          return DateRange{};
                      return span(QDate(year, 1, 1), QDate(year, 12, 31), m.captured(0));
                  }});
    return rules;
}

} // namespace

int DatePhraseParser::monthFromName(const QString &word)
{
    static const char *const names[] = {"jan", "feb", "mar", "apr", "may", "jun",
                                        "jul", "aug", "sep", "oct", "nov", "dec"};
    const QString w = word.toLower().remove(QLatin1Char('.'));
    if (w.size() < 3)
        return 0;
    for (int i = 0; i < 12; ++i) {
        if (w.startsWith(QLatin1String(names[i])))
            return i + 1;
    }
    return 0;
}

int DatePhraseParser::yearFromToken(const QString &token)
{
    QString t = token;
    if (t.startsWith(QLatin1Char('\'')) || t.startsWith(QChar(0x2019)))
        t = t.mid(1);
    bool ok = false;
    const int n = t.toInt(&ok);
    if (!ok)
        return 0;
    if (t.size() == 4)
        return (n >= 1900 && n <= 2099) ? n : 0;
    if (t.size() == 2)
        return n >= 50 ? 1900 + n : 2000 + n;
    return 0;
}

QList<DateRange> DatePhraseParser::parse(const QString &text)
{
    static const QList<Rule> rules = makeRules();
    QList<DateRange> found;
    for (const Rule &rule : rules) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            DateRange r = rule.build(m);
            if (!r.isValid())
                continue;
            r.textStart = int(m.capturedStart(0));
            r.textLength = int(m.capturedLength(0));
            static const QRegularExpression fiscal(QStringLiteral("\\bFY|\\bfiscal\\b|\\bfinancial\\b"),
                                                   QRegularExpression::CaseInsensitiveOption);
            r.fiscal = fiscal.match(m.captured(0)).hasMatch();
            r.label = r.label.trimmed();
            found << r;
        }
    }
    found << DayMentions::parse(text);
    return longestNonOverlapping(found);
}

} // namespace rac::planning
