// SPDX-License-Identifier: MIT
//
// The clauses that say how to present an answer are found with their keys and
// directions, and blank only their own characters. Expectations are written by
// hand from the sentences.
#include "semantic/parse/PresentationClauses.h"

#include <QtTest>

using namespace rac::semantic;

class TestPresentationClauses : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void orderKeysAndDirections_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QStringList>("keys");
        QTest::addColumn<QString>("directions");   // d, a or - per key (descending, ascending, unsaid)
        QTest::newRow("direction after the key") << "Count tracks per genre, sorted by the number of tracks in descending order."
                                                 << QStringList{QStringLiteral("the number of tracks")} << "d";
        QTest::newRow("direction before the key") << "All albums of the artist, ordered by ascending Title"
                                                  << QStringList{QStringLiteral("Title")} << "a";
        QTest::newRow("a span of values") << "Products above 40, sorted by StockValue from max to min."
                                          << QStringList{QStringLiteral("StockValue")} << "d";
        QTest::newRow("two keys in turn") << "List staff, ordered by city and then hire date."
                                          << QStringList{QStringLiteral("city"), QStringLiteral("hire date")} << "--";
        QTest::newRow("the end first") << "Revenue per region, ordered by the highest revenue first."
                                       << QStringList{QStringLiteral("revenue")} << "d";
        QTest::newRow("the rows with the most first") << "Number of orders per customer, customers with the most orders first"
                                                       << QStringList{QStringLiteral("orders")} << "d";
        QTest::newRow("the row with the most first, as an instruction") << "For each employee, count their orders. Show the employee with the most orders first."
                                                                        << QStringList{QStringLiteral("orders")} << "d";
        QTest::newRow("a typo in the direction") << "Orders per shipper, sorted by count decending."
                                                 << QStringList{QStringLiteral("count")} << "d";
        QTest::newRow("the result set would be") << "Titles with their counts. The result set would be ordered by TitleCount in descending order."
                                                 << QStringList{QStringLiteral("TitleCount")} << "d";
        QTest::newRow("smallest first, no by") << "Quantity per supplier, smallest total first."
                                               << QStringList{QStringLiteral("total")} << "a";
        QTest::newRow("a key that ends in the letters of a direction") << "Products sorted by item_desc."
                                                                       << QStringList{QStringLiteral("item_desc")} << "-";
        QTest::newRow("from fewest to most") << "Invoices per country, sorted from fewest to most invoices."
                                             << QStringList{QStringLiteral("invoices")} << "a";
    }
    void orderKeysAndDirections()
    {
        QFETCH(QString, question);
        QFETCH(QStringList, keys);
        QFETCH(QString, directions);
        const PresentationClauses found = findPresentationClauses(question);
        QCOMPARE(found.orders.size(), 1);
        QCOMPARE(found.orders.first().keys, keys);
        QString said;
        for (const std::optional<bool> &d : found.orders.first().descending)
            said += !d ? QLatin1Char('-') : (*d ? QLatin1Char('d') : QLatin1Char('a'));
        QCOMPARE(said, directions);
    }

    void anOrderEndsWhereItsTieBreakBegins()
    {
        // The tie-break after a comma used to swallow the order before it, which lost "descending".
        const PresentationClauses found = findPresentationClauses(QStringLiteral("Products and prices, sorted by price descending, ties by product name."));
        QCOMPARE(found.orders.size(), 2);
        const auto order = std::find_if(found.orders.cbegin(), found.orders.cend(), [](const OrderClause &o) { return !o.tieBreak; });
        const auto tie = std::find_if(found.orders.cbegin(), found.orders.cend(), [](const OrderClause &o) { return o.tieBreak; });
        QVERIFY(order != found.orders.cend() && tie != found.orders.cend());
        QCOMPARE(order->keys, QStringList{QStringLiteral("price")});
        QCOMPARE(order->descending.first(), std::optional<bool>(true));
        QCOMPARE(tie->keys, QStringList{QStringLiteral("product name")});
    }

    void tieBreaksSaidWithAVerb_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("key");
        QTest::newRow("break ties by") << "Which 3 genres have the most tracks? Break ties by genre name." << "genre name";
        QTest::newRow("in case of ties, order by") << "Top 5 albums by number of tracks; in case of ties, order by title" << "title";
        QTest::newRow("if there is a tie, sort by") << "The 3 most expensive products (if there is a tie, sort them by name)" << "name";
        QTest::newRow("as a tie-breaker") << "Show the 3 longest tracks, using the track name as a tie-breaker" << "track name";
    }

    void tieBreaksSaidWithAVerb()
    {
        QFETCH(QString, question);
        QFETCH(QString, key);
        const PresentationClauses found = findPresentationClauses(question);
        const auto tie = std::find_if(found.orders.cbegin(), found.orders.cend(), [](const OrderClause &o) { return o.tieBreak; });
        QVERIFY(tie != found.orders.cend());
        QCOMPARE(tie->keys, QStringList{key});
        // The clause is taken out of what the parser reads: "ties" there would keep every tied row.
        QVERIFY2(!found.without(question).contains(QLatin1String("tie")), qPrintable(found.without(question)));
    }

    void aVerbOfOrderingIsNoClause()
    {
        // "ordered" with no "by" is the verb of placing orders.
        const PresentationClauses found = findPresentationClauses(QStringLiteral("How many customers ordered Chai in 1997?"));
        QVERIFY(found.isEmpty());
    }

    void shapeWordsAreFound()
    {
        const QString question = QStringLiteral("Albums per artist. The query will return two columns: ArtistName and NrOfAlbums.");
        const PresentationClauses found = findPresentationClauses(question);
        QCOMPARE(found.shapeWords.size(), 1);
        const QString rest = found.without(question);
        QVERIFY(!rest.contains(QLatin1String("query")));
        QVERIFY(rest.contains(QLatin1String("ArtistName and NrOfAlbums")));
    }

    void expectedRowCounts_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<int>("rows");
        QTest::newRow("in brackets") << "List the customers in France (expected 11 rows)." << 11;
        QTest::newRow("square brackets, no verb") << "Products that are out of stock [5 records]" << 5;
        QTest::newRow("a sentence of its own") << "Customers with no orders. The result should have 2 rows." << 2;
        QTest::newRow("after the question") << "Number of customers per country, 21 rows expected" << 21;
        QTest::newRow("it should return") << "Employees hired after 1993; it should return 3 rows" << 3;
        QTest::newRow("none expected") << "Which products cost more than 500? (expected 0 rows)" << 0;
        QTest::newRow("a window to show is no expectation") << "Products sorted by price, return 10 rows" << -1;
        QTest::newRow("a count in the question is no expectation") << "Customers with more than 10 orders" << -1;
    }

    void expectedRowCounts()
    {
        QFETCH(QString, question);
        QFETCH(int, rows);
        const PresentationClauses found = findPresentationClauses(question);
        QCOMPARE(found.expectedRows.isEmpty() ? -1 : found.expectedRows.first().rows, rows);
        if (rows >= 0) {
            QCOMPARE(found.expectedRows.size(), 1);
            QVERIFY(!found.without(question).contains(QStringLiteral("%1 r").arg(rows)));   // "11 rows", "5 records"
        }
    }

    void formOfTheAnswerIsShapeWords_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("left");
        QTest::newRow("answer: a single number") << "How many products cost more than 50? (answer: a single number)" << "single";
        QTest::newRow("a percentage on a 0-100 scale") << "What percentage of orders shipped late, on a 0-100 scale?" << "scale";
    }

    void formOfTheAnswerIsShapeWords()
    {
        QFETCH(QString, question);
        QFETCH(QString, left);
        const PresentationClauses found = findPresentationClauses(question);
        QCOMPARE(found.shapeWords.size(), 1);
        QVERIFY(!found.without(question).contains(left));
    }

    void aSingleValueAskedOfColumnsIsNoForm()
    {
        // "as a single value" of two columns asks to join them; only "(a single number)" or
        // "answer: a single number" is the answer's form.
        const PresentationClauses found = findPresentationClauses(QStringLiteral("List each employee's first and last name as a single value"));
        QVERIFY(found.shapeWords.isEmpty());
    }

    void aRangeOfValuesIsNoScale()
    {
        // A "0-100 range" is values the rows must fall in, even beside a percentage; only a "scale" is the form.
        const PresentationClauses found = findPresentationClauses(QStringLiteral("What percentage of products have a price in a 0-100 range?"));
        QVERIFY(found.shapeWords.isEmpty());
    }

    void roundingPlaces_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<int>("places");
        QTest::newRow("digits") << "average price per category rounded to 2 decimal places" << 2;
        QTest::newRow("spelled, in brackets") << "mean freight (rounded to one decimal) per year" << 1;
        QTest::newRow("whole number") << "total freight per shipper rounded to the nearest whole number" << 0;
        QTest::newRow("round the result") << "share of discounted lines; round the result to 3 d.p." << 3;
    }
    void roundingPlaces()
    {
        QFETCH(QString, question);
        QFETCH(int, places);
        const PresentationClauses found = findPresentationClauses(question);
        QCOMPARE(found.rounds.size(), 1);
        QCOMPARE(found.rounds.first().places, places);
        // Blanking keeps every offset and takes out only the clause.
        const QString rest = found.without(question);
        QCOMPARE(rest.size(), question.size());
        QVERIFY(!rest.contains(QLatin1String("round"), Qt::CaseInsensitive));
        QVERIFY(rest.contains(question.left(10)));
    }
};

QTEST_GUILESS_MAIN(TestPresentationClauses)
#include "tst_presentationclauses.moc"
