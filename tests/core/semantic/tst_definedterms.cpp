// SPDX-License-Identifier: MIT
//
// A term the documents define is read in the question as its definition's words; the expected
// rewrites are written by hand from the definitions below.
#include "semantic/parse/DefinedTerms.h"
#include "planning/ValueBands.h"
#include "planning/ValueHistories.h"

#include <QtTest>

using rac::planning::TermDefinition;
namespace planning = rac::planning;
using rac::semantic::expandDefinedTerms;
using rac::semantic::expandQuestionDefinitions;

class TestDefinedTerms : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsTheTermAsItsDefinition_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a plural term becomes the rows with the condition") << "How many crate orders were placed in 1997?"
                                                                           << "How many orders whose freight is above 90 were placed in 1997?";
        QTest::newRow("a place rows go to") << "How many products go on the gold rack?"
                                            << "How many products whose unit price is 60 or higher and not discontinued?";
        QTest::newRow("rows that qualify as the term") << "How many orders qualify as rush jobs in 1998?"
                                                       << "How many orders where its required date falls no more than 10 days after its order date in 1998?";
        QTest::newRow("a term judged per year takes the question's year") << "How many star buyers did we have in 1997?"
                                                                         << "How many customers who bought for at least 9,000 did we have in 1997?";
        QTest::newRow("without a year, the year it is judged in stays asked") << "Which customers are star buyers?"
                                                                              << "Which customers who bought for at least 9,000 in a calendar year?";
        QTest::newRow("before a new definition, the old one") << "How many big boxes in January 1998?"
                                                              << "How many orders worth 800 or more in January 1998?";
        QTest::newRow("after it, the new one") << "How many big boxes in March 1998?" << "How many orders worth 1,000 or more in March 1998?";
        QTest::newRow("across the change, neither") << "How many big boxes in 1998?" << "How many big boxes in 1998?";
        QTest::newRow("no period, neither") << "How many big boxes have there been?" << "How many big boxes have there been?";
        QTest::newRow("a band's rows in it") << "How many products are in the Top price tier?" << "How many products with list price at least 45?";
        QTest::newRow("a band's label before the rows it sorts") << "How many Top-tier products are there?"
                                                                << "How many products with list price at least 45 are there?";
        QTest::newRow("a band named without its ladder word") << "How many products made Top?" << "How many products with list price at least 45?";
        QTest::newRow("the same word uncapitalised names no band") << "How many products made top sales?" << "How many products made top sales?";
        QTest::newRow("no term, no change") << "How many orders were placed in 1997?" << "How many orders were placed in 1997?";
        QTest::newRow("a state said of the rows after them") << "list the orders that were shipped late"
                                                             << "list the orders whose ShippedDate is greater than RequiredDate";
        QTest::newRow("a state said before the rows") << "How many late orders in 1997?" << "How many orders whose ShippedDate is greater than RequiredDate in 1997?";
        QTest::newRow("a state denied is not the state") << "orders that were not shipped late" << "orders that were not shipped late";
        QTest::newRow("a state hedged is not the state") << "How many orders were almost late?" << "How many orders were almost late?";
        QTest::newRow("a state said of another column is not read") << "orders that were placed late" << "orders that were placed late";
        QTest::newRow("late in the day is a time, not the state") << "How many orders shipped late in the day?" << "How many orders shipped late in the day?";
        QTest::newRow("a state before the rows with another column's participle is not read") << "How many late-placed orders?" << "How many late-placed orders?";
        QTest::newRow("a state before the rows with its own column's participle") << "How many late-shipped orders?"
                                                                                 << "How many orders whose ShippedDate is greater than RequiredDate?";
        QTest::newRow("a state of other rows is not read") << "what happens to freight on late shipments?" << "what happens to freight on late shipments?";
    }
    void readsTheTermAsItsDefinition()
    {
        QFETCH(QString, question);
        QFETCH(QString, expected);
        const QList<TermDefinition> terms{
            {QStringLiteral("crate order"), QStringLiteral("order"), QStringLiteral("whose freight is above 90"), QString(), QStringLiteral("g#1"), QStringLiteral("g.md"), QString(), QDate()},
            {QStringLiteral("gold rack"), QStringLiteral("Products"), QStringLiteral("whose unit price is 60 or higher and not discontinued"),
             QStringLiteral("go on"), QStringLiteral("g#2"), QStringLiteral("g.md"), QString(), QDate()},
            {QStringLiteral("rush job"), QStringLiteral("order"), QStringLiteral("where its required date falls no more than 10 days after its order date"),
             QString(), QStringLiteral("g#3"), QStringLiteral("g.md"), QString(), QDate()},
            {QStringLiteral("star buyer"), QStringLiteral("customer"), QStringLiteral("who bought for at least 9,000"), QString(), QStringLiteral("g#4"),
             QStringLiteral("g.md"), QStringLiteral("in a calendar year"), QDate()},
            // Defined twice: the first holds until the second's day.
            {QStringLiteral("big box"), QStringLiteral("order"), QStringLiteral("worth 800 or more"), QString(), QStringLiteral("m#1"),
             QStringLiteral("m1.md"), QString(), QDate()},
            {QStringLiteral("big box"), QStringLiteral("order"), QStringLiteral("worth 1,000 or more"), QString(), QStringLiteral("m#2"),
             QStringLiteral("m2.md"), QString(), QDate(1998, 2, 1)}};
        planning::ValueBand top;
        top.label = QStringLiteral("Top tier");
        top.measure = QStringLiteral("list price");
        top.lower = 45;
        top.chunkId = QStringLiteral("b#1");
        const planning::ConditionDefinition late{QStringLiteral("late"), QStringLiteral("order"), QStringLiteral("ShippedDate"), QStringLiteral(">"),
                                                 QStringLiteral("RequiredDate"), QStringLiteral("s#3")};
        const auto expanded = expandDefinedTerms(question, terms + rac::semantic::termsOfBands({top}) + rac::semantic::termsOfConditions({late}));
        QCOMPARE(expanded.text, expected);
        QCOMPARE(expanded.chunkIds.isEmpty(), question == expected);
    }

    void readsALadderAndItsRevision_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("expected");
        QTest::newRow("today: the revised floor, the word read") << "How many products sit on the Gem rung today?"
                                                               << "How many products with list price at least 40 and not discontinued?";
        QTest::newRow("as first published: the first floor") << "How many products were in the Gem rung as first published?"
                                                             << "How many products with list price at least 50 and not discontinued?";
        QTest::newRow("the neighbour moved with it") << "How many products are Mid today?"
                                                     << "How many products with list price at least 10 and below 40 and not discontinued?";
        QTest::newRow("without a word or a period, no version") << "How many products are Mid?" << "How many products are Mid?";
        QTest::newRow("a rung unchanged needs no word") << "How many products are priced in the Low rung?"
                                                       << "How many products with list price below 10 and not discontinued?";
        QTest::newRow("the ladder's bottom by its place") << "How many products are in the cheapest rung?"
                                                          << "How many products with list price below 10 and not discontinued?";
        QTest::newRow("the ladder's top by its place, today") << "How many products are in the top rung today?"
                                                              << "How many products with list price at least 40 and not discontinued?";
        QTest::newRow("a middle rung has no place name") << "How many products are in the highest band?"
                                                         << "How many products are in the highest band?";
    }
    void readsALadderAndItsRevision()
    {
        // A ladder of three rungs on list price, discontinued products on none; the top rung's
        // floor lowered from 50 to 40 on 1 March 1998 (and the middle one's ceiling with it).
        QFETCH(QString, question);
        QFETCH(QString, expected);
        QList<planning::ValueBand> ladder;
        for (const auto &[label, lower, upper] : {std::tuple<QString, double, double>{QStringLiteral("Low"), -1, 10},
                                                  {QStringLiteral("Mid"), 10, 50}, {QStringLiteral("Gem"), 50, -1}}) {
            planning::ValueBand b;
            b.label = label;
            b.kind = QStringLiteral("Rung");
            b.measure = QStringLiteral("list price");
            if (lower >= 0)
                b.lower = lower;
            if (upper >= 0) {
                b.upper = upper;
                b.upperInclusive = false;
            }
            b.excluded = QStringLiteral("discontinued");
            b.chunkId = QStringLiteral("ladder#1");
            ladder << b;
        }
        planning::ValueHistory floor;
        floor.subject = QStringLiteral("Gem floor");
        floor.key = planning::ruleKey(floor.subject);
        floor.bound = QStringLiteral("min");
        floor.versions = {planning::ValueVersion{50, {}, {}, false, QStringLiteral("log#1"), {}, 0, {}},
                          planning::ValueVersion{40, {}, QDate(1998, 3, 1), true, QStringLiteral("log#1"), {}, 0, {}}};
        const QList<planning::ValueBand> revisions = planning::bandRevisions(ladder, {floor});
        QCOMPARE(revisions.size(), 2);
        const auto expanded = expandDefinedTerms(question, rac::semantic::termsOfBands(ladder + revisions));
        QCOMPARE(expanded.text, expected);
    }

    void readsTheQuestionsOwnDefinitions_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a term defined in brackets") << "Which tracks are very short? (very short means under 30000 milliseconds)"
                                                    << "Which tracks are under 30000 milliseconds?";
        QTest::newRow("two values, article and all") << "Genres bought in the base year but not in the comparison year (base year = 2009, comparison year = 2013)"
                                                     << "Genres bought in 2009 but not in 2013";
        QTest::newRow("a gloss beside a definition goes with it") << "Which products are out of stock? (out of stock = 0 units in stock, i.e. nothing is left)"
                                                                  << "Which products are 0 units in stock?";
        QTest::newRow("a product of amounts defined is their total") << "Earnings by media type (earnings = unit price * quantity)"
                                                                   << "total unit price * quantity by media type";
        QTest::newRow("a product already combined stays the product") << "Average earnings per genre (earnings = unit price x quantity)"
                                                                       << "Average unit price x quantity per genre";
        QTest::newRow("a measure's name defined by a product keeps its place") << "Top 3 products by sales (sales = unit price x quantity)"
                                                                             << "Top 3 products by sales (unit price x quantity)";
        QTest::newRow("a ratio defined is no total") << "AOV by year (AOV = revenue / orders)" << "revenue / orders by year";
        QTest::newRow("brackets that define nothing stay") << "What is the average unit price? (e.g. 5.25)" << "What is the average unit price? (e.g. 5.25)";
        QTest::newRow("a definition of a word not used stays") << "How many orders? (big = over 500)" << "How many orders? (big = over 500)";
    }
    void readsTheQuestionsOwnDefinitions()
    {
        QFETCH(QString, question);
        QFETCH(QString, expected);
        // ("sales" is a measure's name here, as a database with sales figures makes it.)
        QCOMPARE(expandQuestionDefinitions(question, [](const QString &term) { return term == QLatin1String("sales"); }).text, expected);
    }
};

QTEST_GUILESS_MAIN(TestDefinedTerms)
#include "tst_definedterms.moc"
