// SPDX-License-Identifier: MIT
//
// Fiscal years as documents define them, written three ways, and the periods a
// question names moved onto them; the expected spans are worked out by hand.
#include "planning/DatePhraseParser.h"
#include "planning/FiscalCalendar.h"

#include <QtTest>

using namespace rac::planning;

namespace {

rac::retrieval::Chunk chunk(const QString &text, const QString &id)
{
    rac::retrieval::Chunk c;
    c.id = id;
    c.text = text;
    return c;
}

} // namespace

class TestFiscalCalendar : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsTheDefinition_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("month");
        QTest::addColumn<bool>("byEnd");
        QTest::newRow("starts, named by its end")
            << "Our fiscal year starts on 1 July. It is named for the calendar year in which it ends." << 7 << true;
        QTest::newRow("runs from, named by its start")
            << "The financial year runs from April to March and is named after the year it begins." << 4 << false;
        QTest::newRow("an example span") << "For example, FY1998 runs from 1 October 1997 to 30 September 1998." << 10 << true;
        QTest::newRow("named before it starts")
            << "Fiscal years are named after the year in which they begin. The fiscal year starts in April." << 4 << false;
        QTest::newRow("a sentence wrapped over two lines")
            << "Our **fiscal year**\nstarts on 1 July and is named for the\ncalendar year in which it ends." << 7 << true;
        QTest::newRow("an example in a table row")
            << "| Year | From | To |\n|---|---|---|\n| FY1998 | 1 April 1997 | 31 March 1998 |" << 4 << true;
        QTest::newRow("a definition line with a month range and no verb")
            << "- **Fiscal year** — 1 October to 30 September; labelled by the calendar year in which it closes." << 10 << true;
        QTest::newRow("a slide bullet with an arrow between months") << "* FY = Feb → Jan, label = year of the start" << 2 << false;
        QTest::newRow("an example span written as one range, two-digit label")
            << "Fiscal year: FY05 = 1 Jun 2004 – 31 May 2005." << 6 << true;
        QTest::newRow("two examples in one sentence")
            << "A fiscal year is named after the calendar year in which it **ends**. Thus FY2003 runs from 1 July 2002 to 30 June 2003, "
               "and FY2004 from 1 July 2003 to 30 June 2004." << 7 << true;
        QTest::newRow("month-first days") << "The fiscal year runs November 1 through October 31." << 11 << true;
        QTest::newRow("a glossary line named by the year it ends")
            << "- **FY** \u2014 twelve months running 1 May to 30 April, named by the year it begins." << 5 << false;
    }
    void readsTheDefinition()
    {
        QFETCH(QString, text);
        QFETCH(int, month);
        QFETCH(bool, byEnd);
        const std::optional<FiscalCalendar> c = FiscalCalendar::read(chunk(text, QStringLiteral("finance::chunk0")));
        QVERIFY(c.has_value());
        QCOMPARE(c->startMonth, month);
        QCOMPARE(c->namedByEndYear, byEnd);
        QCOMPARE(c->chunkId, QStringLiteral("finance::chunk0"));
    }

    void noDefinitionInOtherText()
    {
        QVERIFY(!FiscalCalendar::read(chunk(QStringLiteral("Orders ship from July onwards."), QStringLiteral("x"))).has_value());
        QVERIFY(!FiscalCalendar::read(chunk(QStringLiteral("The fiscal year report is due soon."), QStringLiteral("x"))).has_value());
        // Words that merely begin like a month ("from marketing", "start may vary") are no month.
        QVERIFY(!FiscalCalendar::read(chunk(QStringLiteral("Fiscal year targets come from marketing."), QStringLiteral("x"))).has_value());
        // A promotion dated inside a fiscal year says nothing about when the year starts.
        QVERIFY(!FiscalCalendar::read(chunk(QStringLiteral("The FY1998 promo ran 1 March 1998 to 15 March 1998."), QStringLiteral("x")))
                     .has_value());
        // A range of months that is not a whole year is a season, not the fiscal year.
        QVERIFY(!FiscalCalendar::read(chunk(QStringLiteral("In fiscal year 1998 the summer push ran June to August."), QStringLiteral("x")))
                     .has_value());
    }

    void movesFiscalPeriods_data()
    {
        QTest::addColumn<QString>("phrase");
        QTest::addColumn<bool>("byEnd");
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("end");
        QTest::newRow("FY named by its end") << "revenue in FY1998" << true << "1997-07-01" << "1998-06-30";
        QTest::newRow("FY named by its start") << "revenue in FY1998" << false << "1998-07-01" << "1999-06-30";
        QTest::newRow("a quarter of a FY") << "Q2 of FY1998" << true << "1997-10-01" << "1997-12-31";
        QTest::newRow("fiscal year in words") << "sales in fiscal year 1997" << true << "1996-07-01" << "1997-06-30";
        QTest::newRow("a calendar year stays") << "revenue in 1998" << true << "1998-01-01" << "1998-12-31";
    }
    void movesFiscalPeriods()
    {
        QFETCH(QString, phrase);
        QFETCH(bool, byEnd);
        QFETCH(QString, start);
        QFETCH(QString, end);
        const QList<DateRange> found = DatePhraseParser::parse(phrase);
        QCOMPARE(found.size(), 1);
        const FiscalCalendar july{7, byEnd, QStringLiteral("c")};
        const DateRange moved = july.apply(found.first());
        QCOMPARE(moved.start.toString(Qt::ISODate), start);
        QCOMPARE(moved.end.toString(Qt::ISODate), end);
    }
};

QTEST_GUILESS_MAIN(TestFiscalCalendar)
#include "tst_fiscalcalendar.moc"
