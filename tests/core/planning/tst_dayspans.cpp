// SPDX-License-Identifier: MIT
//
// Days and spans of days as documents and memos write them; each expected span is the calendar
// reading a person would give, worked out by hand. Ambiguous slashed days and days with no year
// anywhere are no dates.
#include "planning/DatePhraseParser.h"

#include <QtTest>

using namespace rac::planning;

class TestDaySpans : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsTheSpan_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("end");
        QTest::newRow("iso with an arrow") << "runs 1998-02-02 \u2192 1998-02-15 in all stores" << "1998-02-02" << "1998-02-15";
        QTest::newRow("iso in words") << "from 1997-06-01 to 1997-06-30" << "1997-06-01" << "1997-06-30";
        QTest::newRow("ordinal days sharing the year") << "from the 21st of April through the 4th of May 1997" << "1997-04-21" << "1997-05-04";
        QTest::newRow("month first, year once") << "Mar 3 \u2013 Mar 16, 1997" << "1997-03-03" << "1997-03-16";
        QTest::newRow("day first, year once") << "3 Mar \u2013 16 Mar 1997" << "1997-03-03" << "1997-03-16";
        QTest::newRow("across a year end") << "20 December to 10 January 1998" << "1997-12-20" << "1998-01-10";
        QTest::newRow("slashed, month first settled by a day above 12") << "10/20/1997 \u2013 10/26/1997" << "1997-10-20" << "1997-10-26";
        QTest::newRow("slashed, an open end settled by the other") << "03/04/1997 to 03/20/1997" << "1997-03-04" << "1997-03-20";
        QTest::newRow("slashed, day first") << "25/12/1996 - 05/01/1997" << "1996-12-25" << "1997-01-05";
        QTest::newRow("dotted days are day first") << "03.03.1997 to 16.03.1997" << "1997-03-03" << "1997-03-16";
        QTest::newRow("long forms both with years") << "1 September 1996 through 30 September 1996" << "1996-09-01" << "1996-09-30";
        QTest::newRow("month-first long forms") << "September 1, 1996 to September 30, 1996" << "1996-09-01" << "1996-09-30";
        QTest::newRow("one month, two day numbers") << "October 1\u201315, 1996" << "1996-10-01" << "1996-10-15";
        QTest::newRow("two day numbers before the month") << "1\u201315 October 1996" << "1996-10-01" << "1996-10-15";
        QTest::newRow("a year written with an apostrophe, weekdays before each end") << "Tue 3 Mar \u2192 Sun 15 Mar '91" << "1991-03-03" << "1991-03-15";
        QTest::newRow("abbreviated months with a full stop, a short year") << "from Feb. 12 through Feb. 25, '91" << "1991-02-12" << "1991-02-25";
        QTest::newRow("an ISO interval with a slash") << "window 1993-02-01/1993-02-14 in all stores" << "1993-02-01" << "1993-02-14";
        QTest::newRow("two ordinal days before the month") << "Runs from the 3rd to the 16th of March 1997 (14 days)." << "1997-03-03" << "1997-03-16";
        QTest::newRow("weekdays before each end") << "runs Tuesday 3 June through Sunday 15 June 1997" << "1997-06-03" << "1997-06-15";
        QTest::newRow("a verb of running between the ends") << "opens on the 2nd of November and runs until 9 Jan 1998" << "1997-11-02" << "1998-01-09";
        QTest::newRow("months sharing a year") << "revenue from January to March 1998" << "1998-01-01" << "1998-03-31";
        QTest::newRow("months between, sharing a year") << "orders between March and May 1997" << "1997-03-01" << "1997-05-31";
        QTest::newRow("abbreviated months with a dash") << "Q1, Jan-Mar 1998" << "1998-01-01" << "1998-03-31";
        QTest::newRow("months across the year end") << "December\u2013February 1998" << "1997-12-01" << "1998-02-28";
        QTest::newRow("a quarter of a calendar year") << "the first quarter of calendar 1997" << "1997-01-01" << "1997-03-31";
        QTest::newRow("a fiscal year in two digits (its calendar moves it)") << "revenue in FY91" << "1991-01-01" << "1991-12-31";
        QTest::newRow("a fiscal quarter joined to its year") << "orders in FY1993-Q2" << "1993-04-01" << "1993-06-30";
        QTest::newRow("fiscal before a year, with no 'year'") << "sales in fiscal 1991" << "1991-01-01" << "1991-12-31";
        QTest::newRow("ISO weeks, Monday to Sunday") << "promo in wk 5\u20136 1993" << "1993-02-01" << "1993-02-14";
        QTest::newRow("one ISO week of a year") << "during week 1 of 1998" << "1997-12-29" << "1998-01-04";
        QTest::newRow("a fortnight from a day") << "runs the fortnight from 4 March 1991" << "1991-03-04" << "1991-03-17";
        QTest::newRow("week commencing, then its length") << "w/c Mon 2 Mar 1998, two weeks" << "1998-03-02" << "1998-03-15";
        QTest::newRow("a week commencing a day") << "the week commencing 7 April 1997" << "1997-04-07" << "1997-04-13";
        QTest::newRow("a shift by weeks is no span") << "moved back a fortnight from 14 July 1997, details to follow" << "1997-07-14" << "1997-07-14";
        QTest::newRow("a single day") << "on the 5th of June, 1997" << "1997-06-05" << "1997-06-05";
        QTest::newRow("a single month-first day") << "June 5, 1997" << "1997-06-05" << "1997-06-05";
    }
    void readsTheSpan()
    {
        QFETCH(QString, text);
        QFETCH(QString, start);
        QFETCH(QString, end);
        const QList<DateRange> ranges = DatePhraseParser::parse(text);
        QCOMPARE(ranges.size(), 1);
        QCOMPARE(ranges.first().start.toString(Qt::ISODate), start);
        QCOMPARE(ranges.first().end.toString(Qt::ISODate), end);
        QCOMPARE(ranges.first().fiscal, text.contains(QLatin1String("FY")) || text.contains(QLatin1String("fiscal")));
    }

    // What is read where a day cannot be: nothing, or only what the words settle.
    void readsOnlyWhatIsSettled_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("spans");
        // The year written in a slashed day is still a year (the question parser then declines the
        // day numbers it cannot place); the day is not guessed.
        QTest::newRow("a slashed day either way round") << "orders placed on 7/4/1996" << QStringList{QStringLiteral("1996-01-01 to 1996-12-31")};
        QTest::newRow("two open slashed ends") << "03/04/1997 to 04/05/1997"
                                               << QStringList{QStringLiteral("1997-01-01 to 1997-12-31"), QStringLiteral("1997-01-01 to 1997-12-31")};
        QTest::newRow("a day that reads the same both ways settles no other")
            << "05/05/1997 to 10/04/1997" << QStringList{QStringLiteral("1997-05-05 to 1997-05-05"), QStringLiteral("1997-01-01 to 1997-12-31")};
        QTest::newRow("no year anywhere") << "20 February to 15 March" << QStringList{};
        QTest::newRow("two months joined by 'and' with no 'between' are two months")
            << "sales in March and May 1997" << QStringList{QStringLiteral("1997-05-01 to 1997-05-31")};
        QTest::newRow("a number before a modal verb, a year in reach") << "from 1 May 1997 to 20 may be late"
                                                                     << QStringList{QStringLiteral("1997-05-01 to 1997-05-01")};
        QTest::newRow("a day that does not exist is its month") << "31 April 1997" << QStringList{QStringLiteral("1997-04-01 to 1997-04-30")};
        QTest::newRow("a span ending a sentence") << "from 20 May 1997 to June 5." << QStringList{QStringLiteral("1997-05-20 to 1997-06-05")};
        QTest::newRow("two days joined by 'and' are two days")
            << "on the 3rd and the 14th of March 1997" << QStringList{QStringLiteral("1997-03-14 to 1997-03-14")};
        QTest::newRow("a slash between spaces joins no days")
            << "on 1997-03-03 / 1997-03-14" << QStringList{QStringLiteral("1997-03-03 to 1997-03-03"), QStringLiteral("1997-03-14 to 1997-03-14")};
        QTest::newRow("no 53rd week in a year of 52") << "in week 53 of 1997" << QStringList{QStringLiteral("1997-01-01 to 1997-12-31")};
    }
    void readsOnlyWhatIsSettled()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, spans);
        QStringList read;
        for (const DateRange &r : DatePhraseParser::parse(text))
            read << r.isoSpan();
        QCOMPARE(read, spans);
    }
};

QTEST_GUILESS_MAIN(TestDaySpans)
#include "tst_dayspans.moc"
