// SPDX-License-Identifier: MIT
//
// FollowUpResolver: elliptical follow-ups are rewritten from the previous
// question (period, filter and count changes, in varied wordings); full
// questions pass through untouched. Expectations are written by hand.
#include "planning/FollowUpResolver.h"

#include <QTest>

using rac::planning::FollowUpResolver;

class TestFollowUp : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rewrites_data();
    void rewrites();
    void explainsWhatWasReused();
    void fullQuestionsAreLeftAlone_data();
    void fullQuestionsAreLeftAlone();
    void needsAPreviousQuestion();
};

void TestFollowUp::rewrites_data()
{
    QTest::addColumn<QString>("previous");
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("expected");

    // A new period replaces the old one, whatever form either takes.
    QTest::newRow("year swap") << "top 3 products by revenue in 1997"
                               << "and in 1998?"
                               << "top 3 products by revenue in 1998";
    QTest::newRow("quarter with '97") << "What was the total revenue in Q4 '97?"
                                      << "what about Q3 '97?"
                                      << "What was the total revenue in Q3 '97?";
    QTest::newRow("month, same for") << "How many orders shipped in June 1997?"
                                     << "same for December 1997"
                                     << "How many orders shipped in December 1997?";
    QTest::newRow("half year, long cue") << "Average order value in 1997"
                                         << "Same for the second half of 1998"
                                         << "Average order value in second half of 1998";
    QTest::newRow("bare period") << "Revenue from Beverages in 1997?"
                                 << "In 1996?"
                                 << "Revenue from Beverages in 1996?";
    QTest::newRow("range becomes a quarter") << "Total revenue from 1997-01-01 to 1997-03-31"
                                             << "what about Q2 1997?"
                                             << "Total revenue in Q2 1997";
    QTest::newRow("abbreviated month and '98") << "How many orders in Dec 1997?"
                                               << "and Jan '98?"
                                               << "How many orders in Jan '98?";
    // No period before: the new one is appended.
    QTest::newRow("period appended") << "revenue by category"
                                     << "and in 1998?"
                                     << "revenue by category in 1998";
    // A new filter narrows the previous question.
    QTest::newRow("only filter") << "top 3 products by revenue in 1997"
                                 << "only Beverages"
                                 << "top 3 products by revenue in 1997 for Beverages";
    QTest::newRow("just for filter") << "Total revenue in 1997?"
                                     << "just for Germany"
                                     << "Total revenue in 1997 for Germany?";
    QTest::newRow("trailing only") << "How many orders did we ship in 1997?"
                                   << "Seafood only."
                                   << "How many orders did we ship in 1997 for Seafood?";
    // "what about X" swaps a value the previous question narrowed to.
    QTest::newRow("filter swap") << "top 3 products for Beverages in 1997"
                                 << "what about Seafood?"
                                 << "top 3 products for Seafood in 1997";
    QTest::newRow("filter and period") << "revenue for Beverages in 1997"
                                       << "what about Seafood in 1998?"
                                       << "revenue for Seafood in 1998";
    // A new count replaces the previous "top N" / "N best".
    QTest::newRow("top N instead") << "top 3 products by revenue in 1997"
                                   << "top 5 instead"
                                   << "top 5 products by revenue in 1997";
    QTest::newRow("make it top N") << "Which are the 3 best customers by margin?"
                                   << "make it top 10"
                                   << "Which are the 10 best customers by margin?";
    QTest::newRow("show N") << "Top three categories by quantity in Q4 1997"
                            << "show 7"
                            << "Top 7 categories by quantity in Q4 1997";
    QTest::newRow("restated words are not a filter") << "top 3 products by revenue in 1997"
                                                      << "top 5 products instead"
                                                      << "top 5 products by revenue in 1997";
}

void TestFollowUp::rewrites()
{
    QFETCH(QString, previous);
    QFETCH(QString, question);
    QFETCH(QString, expected);
    const auto result = FollowUpResolver::resolve(previous, question);
    QCOMPARE(result.question, expected);
    QVERIFY2(result.isFollowUp(), qPrintable(result.reused));
}

void TestFollowUp::explainsWhatWasReused()
{
    auto r = FollowUpResolver::resolve(QStringLiteral("top 3 products by revenue in 1997"),
                                       QStringLiteral("and in 1998?"));
    QCOMPARE(r.reused, QStringLiteral("reused the previous question 'top 3 products by revenue in 1997' "
                                      "with 1998 instead of 1997"));
    r = FollowUpResolver::resolve(QStringLiteral("top 3 products by revenue in 1997?"), QStringLiteral("top 5 instead"));
    QCOMPARE(r.reused, QStringLiteral("reused the previous question 'top 3 products by revenue in 1997' "
                                      "with top 5 instead of top 3"));
    r = FollowUpResolver::resolve(QStringLiteral("Total revenue in 1997"), QStringLiteral("only Beverages"));
    QCOMPARE(r.reused, QStringLiteral("reused the previous question 'Total revenue in 1997' narrowed to Beverages"));
}

void TestFollowUp::fullQuestionsAreLeftAlone_data()
{
    QTest::addColumn<QString>("question");
    QTest::newRow("full question with a period") << "What was the average order value in 1998?";
    QTest::newRow("full question with a count") << "Top 5 products by quantity in 1997";
    QTest::newRow("cue word but a full question") << "And what is the return window for unopened beverages?";
    QTest::newRow("what about, long") << "What about the return policy for opened seafood products?";
    QTest::newRow("short but no cue") << "How many customers?";
    QTest::newRow("relative period is not guessed") << "what about last year?";
    QTest::newRow("thanks") << "thanks!";
}

void TestFollowUp::fullQuestionsAreLeftAlone()
{
    QFETCH(QString, question);
    const auto result = FollowUpResolver::resolve(QStringLiteral("top 3 products by revenue in 1997"), question);
    QCOMPARE(result.question, question);
    QVERIFY(result.reused.isEmpty());
}

void TestFollowUp::needsAPreviousQuestion()
{
    const auto result = FollowUpResolver::resolve(QString(), QStringLiteral("and in 1998?"));
    QCOMPARE(result.question, QStringLiteral("and in 1998?"));
    QVERIFY(!result.isFollowUp());
    // A new count with nothing to replace leaves the question alone.
    const auto noCount = FollowUpResolver::resolve(QStringLiteral("revenue in 1997"), QStringLiteral("show 3"));
    QCOMPARE(noCount.question, QStringLiteral("show 3"));
}

QTEST_GUILESS_MAIN(TestFollowUp)
#include "tst_followup.moc"
