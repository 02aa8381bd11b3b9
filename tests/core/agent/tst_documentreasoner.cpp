// SPDX-License-Identifier: MIT
//
// Value bands and the document reasoner on documents written here, in a
// different style from the bundled corpus (other labels, other numbers, other
// campaign names), so nothing passes by knowing the bundled data. Every
// expected value is read off the text below by hand.
#include "agent/DocumentReasoner.h"
#include "planning/Planner.h"
#include "planning/ValueBands.h"
#include "retrieval/MarkdownChunker.h"

#include <QtTest>

using namespace rac;
using nlohmann::json;

namespace {

const char *kTiers = R"(# Loyalty tiers

## Tier table

| Tier | Spend per year |
|---|---|
| Platinum | 50,000 and above |
| Silver | 5,000 - 49,999.99 |
| Bronze | under 5,000 |

## Shipping perks

- Express upgrade: orders with a total over 750 ship express at no cost.
- Gift wrap: available on request.
)";

const char *kCalendar = R"(# Promotions 2024

## Harvest Week 2024

Runs 2024-09-02 to 2024-09-13. Goal: clear the autumn stock of apples and pears.

## Frost Deals 2024

Runs 2024-12-01 to 2024-12-20. Goal: win back lapsed winter buyers.
)";

const char *kMemo = R"(# Memo: Frost Deals 2024 extended

Frost Deals 2024 now runs 2024-12-01 to 2025-01-03; this replaces the calendar entry.
)";

const char *kGroups = R"(# Category roll-up

| Reporting group | Categories |
|---|---|
| Fresh | Dairy Products, Produce |
| Pantry | Condiments, Confections |
)";

answer::FormatHint hint(const char *text) { return answer::FormatHint::parse(QString::fromLatin1(text)).value(); }

} // namespace

class TestDocumentReasoner : public QObject {
    Q_OBJECT

private:
    QList<retrieval::Chunk> m_chunks;
    planning::DocumentFacts m_facts;
    agent::TermWeights m_weights;

    std::optional<agent::ReasonedAnswer> ask(const QString &question, const char *format)
    {
        QList<retrieval::ScoredChunk> scored;
        for (const retrieval::Chunk &c : m_chunks)
            scored.append({c, 1.0});
        const planning::Plan plan = planning::Planner(m_facts).plan(question);
        return agent::DocumentReasoner(m_facts, m_weights).answer(question, hint(format), plan, scored);
    }

    // The answer as JSON text ("<none>" when there is none), so a failure shows both sides.
    QString answerText(const QString &question, const char *format)
    {
        const std::optional<agent::ReasonedAnswer> a = ask(question, format);
        return a ? QString::fromStdString(a->value.dump()) : QStringLiteral("<none>");
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_chunks << retrieval::MarkdownChunker::chunkFile(QStringLiteral("tiers.md"), QString::fromUtf8(kTiers))
                 << retrieval::MarkdownChunker::chunkFile(QStringLiteral("calendar.md"), QString::fromUtf8(kCalendar))
                 << retrieval::MarkdownChunker::chunkFile(QStringLiteral("memo.md"), QString::fromUtf8(kMemo))
                 << retrieval::MarkdownChunker::chunkFile(QStringLiteral("groups.md"), QString::fromUtf8(kGroups));
        const QStringList categories{QStringLiteral("Dairy Products"), QStringLiteral("Produce"),
                                     QStringLiteral("Condiments"), QStringLiteral("Confections")};
        m_facts = planning::DocumentFacts::extract(m_chunks, categories);
        m_weights = agent::TermWeights::fromChunks(m_chunks);
    }

    // Tiers given by lower bounds only: the lower tier ends where the higher one starts, so
    // "at least 20,000" alone would count the Gold customers as Silver too. The planner must not
    // hand that half of the range on; the top tier is open above and is read.
    void aTierBoundedByTheNextIsNotCutToItsLowerBound()
    {
        const QString text = QStringLiteral("# Account tiers\n\n| Tier | Yearly spend |\n|---|---|\n"
                                            "| Gold | 50,000 or more |\n| Silver | 20,000 or more |\n");
        const QList<retrieval::Chunk> chunks = retrieval::MarkdownChunker::chunkFile(QStringLiteral("tiers2.md"), text);
        const planning::DocumentFacts facts = planning::DocumentFacts::extract(chunks, {});
        QCOMPARE(facts.bands.size(), 2);
        const planning::Plan silver = planning::Planner(facts).plan(QStringLiteral("How many Silver customers were there in 1997?"));
        QVERIFY(silver.citedChunks.isEmpty());
        const planning::Plan gold = planning::Planner(facts).plan(QStringLiteral("How many Gold customers were there in 1997?"));
        QCOMPARE(gold.citedChunks.size(), 1);
    }

    // A member's list asked for, from a table of one row per member and from a roll-up table;
    // the member said as its adjective; lists of two kinds told apart by the kind the question names.
    void theListAMemberBelongsTo()
    {
        const QString regions = QStringLiteral("# Territories\n\n| Client country | Territory |\n|---|---|\n"
                                               "| Germany | Alpine |\n| Austria | Alpine |\n| Italy | Mediterranean |\n| Spain | Mediterranean |\n");
        const QString desks = QStringLiteral("# Desks\n\n| Client country | Desk |\n|---|---|\n| Germany | North desk |\n| Austria | North desk |\n| Italy | South desk |\n| Spain | South desk |\n");
        QList<retrieval::Chunk> chunks = retrieval::MarkdownChunker::chunkFile(QStringLiteral("regions.md"), regions);
        chunks << retrieval::MarkdownChunker::chunkFile(QStringLiteral("desks.md"), desks)
               << retrieval::MarkdownChunker::chunkFile(QStringLiteral("groups.md"), QString::fromUtf8(kGroups));
        const planning::DocumentFacts facts = planning::DocumentFacts::extract(chunks, {QStringLiteral("Condiments"), QStringLiteral("Confections")});
        const auto ask = [&facts, this](const char *question) {
            const QString q = QString::fromLatin1(question);
            const std::optional<agent::ReasonedAnswer> a =
                agent::DocumentReasoner(facts, m_weights).answer(q, hint("str"), planning::Planner(facts).plan(q), {});
            return a ? QString::fromStdString(a->value.dump()) : QStringLiteral("<none>");
        };
        QCOMPARE(ask("Clients based in Austria count toward which territory?"), QStringLiteral("\"Alpine\""));
        QCOMPARE(ask("Spanish clients: which territory do they sit in?"), QStringLiteral("\"Mediterranean\""));
        QCOMPARE(ask("Which desk handles Italy?"), QStringLiteral("\"South desk\""));
        QCOMPARE(ask("Confections is reported under which group?"), QStringLiteral("\"Pantry\""));
        // Two lists of different kinds hold Germany and the question names neither kind.
        QCOMPARE(ask("Which list is Germany on?"), QStringLiteral("<none>"));
        // A question that names a member but asks for no set of it.
        QCOMPARE(ask("What is the return rule for Confections?"), QStringLiteral("<none>"));
        // The members of a list the question names, sorted when asked.
        const auto list = [&facts, this](const char *question) {
            const QString q = QString::fromLatin1(question);
            const std::optional<agent::ReasonedAnswer> a =
                agent::DocumentReasoner(facts, m_weights).answer(q, hint("list[str]"), planning::Planner(facts).plan(q), {});
            return a ? QString::fromStdString(a->value.dump()) : QStringLiteral("<none>");
        };
        QCOMPARE(list("Which countries make up the Mediterranean territory? Alphabetical order please."), QStringLiteral("[\"Italy\",\"Spain\"]"));
        QCOMPARE(list("Which categories are in Pantry?"), QStringLiteral("[\"Condiments\",\"Confections\"]"));
        QCOMPARE(list("Which product categories make up the Pantry group? Alphabetical, please."),
                 QStringLiteral("[\"Condiments\",\"Confections\"]"));
        QCOMPARE(list("Which countries in Alpine had the most orders?"), QStringLiteral("<none>"));
        // Rows of the database asked for are not the list's members.
        QCOMPARE(list("Which products are in Pantry?"), QStringLiteral("<none>"));
        QCOMPARE(list("Which customers are in the Alpine territory?"), QStringLiteral("<none>"));
        // A figure per territory is the database's.
        QCOMPARE(ask("Which territory had the highest sales?"), QStringLiteral("<none>"));
    }

    void rangesParse()
    {
        auto a = planning::parseRange(QStringLiteral("50,000 and above"));
        QVERIFY(a && a->lower == 50000.0 && !a->upper && a->lowerInclusive);
        auto b = planning::parseRange(QStringLiteral("5,000 - 49,999.99"));
        QVERIFY(b && b->lower == 5000.0 && b->upper == 49999.99);
        auto c = planning::parseRange(QStringLiteral("under 5,000"));
        QVERIFY(c && !c->lower && c->upper == 5000.0 && !c->upperInclusive);
        auto d = planning::parseRange(QStringLiteral("orders with a total over 750 ship express"));
        QVERIFY(d && d->lower == 750.0 && !d->lowerInclusive);
        auto e = planning::parseRange(QStringLiteral("up to 300"));
        QVERIFY(e && e->upper == 300.0 && e->upperInclusive);
        QVERIFY(!planning::parseRange(QStringLiteral("available on request")));
        // Both bounds said apart keep both; two rules that cannot be one band keep the first.
        auto f = planning::parseRange(QStringLiteral("at least 1,000 and below 5,000 a year"));
        QVERIFY(f && f->lower == 1000.0 && f->lowerInclusive && f->upper == 5000.0 && !f->upperInclusive);
        auto g = planning::parseRange(QStringLiteral("above 500 ship free; under 100 pay a fee"));
        QVERIFY(g && g->lower == 500.0 && !g->upper);
        auto h = planning::parseRange(QStringLiteral("above 500 ship free; orders under 1,000 get a call"));
        QVERIFY(h && h->lower == 500.0 && !h->upper);
    }

    void bandsComeFromTablesAndLabelledRules()
    {
        QStringList labels;
        for (const planning::ValueBand &b : m_facts.bands)
            labels << b.label;
        QCOMPARE(labels, (QStringList{QStringLiteral("Platinum"), QStringLiteral("Silver"), QStringLiteral("Bronze"),
                                      QStringLiteral("Express upgrade")}));
        QCOMPARE(m_facts.bands[0].measure, QStringLiteral("Spend per year"));
        QCOMPARE(m_facts.bands[3].measure, QStringLiteral("orders with a total"));
        QCOMPARE(m_facts.bands[3].asCondition(), QStringLiteral("orders with a total above 750"));
        QVERIFY(m_facts.bands[1].contains(5000) && !m_facts.bands[1].contains(4999.99));
        QVERIFY(m_facts.bands[2].contains(4999.99) && !m_facts.bands[2].contains(5000));
    }

    void numberFallsInItsBand()
    {
        const auto a = ask(QStringLiteral("A shopper spent 7,250 last year. Which tier is that?"), "str");
        QVERIFY(a);
        QCOMPARE(a->value, json("Silver"));
        const auto b = ask(QStringLiteral("Which tier is a yearly spend of 120,000 in?"), "str");
        QVERIFY(b);
        QCOMPARE(b->value, json("Platinum"));
    }

    void boundsOfABand()
    {
        QCOMPARE(answerText(QStringLiteral("What is the minimum spend to be Silver?"), "int"), QString::fromStdString(json(5000).dump()));
        QCOMPARE(answerText(QStringLiteral("Upper bound of yearly spend for the Silver tier?"), "float"), QString::fromStdString(json(49999.99).dump()));
        QCOMPARE(answerText(QStringLiteral("What is the Express upgrade threshold?"), "int"), QString::fromStdString(json(750).dump()));
    }

    void campaignLengthsAndChanges()
    {
        // Harvest Week: 2024-09-02..2024-09-13 inclusive = 12 days.
        QCOMPARE(answerText(QStringLiteral("How many days did Harvest Week 2024 run?"), "int"), QString::fromStdString(json(12).dump()));
        // Frost Deals: calendar ends 2024-12-20, the memo 2025-01-03: 14 days = 2 weeks later.
        QCOMPARE(answerText(QStringLiteral("By how many weeks was Frost Deals 2024 extended?"), "int"), QString::fromStdString(json(2).dump()));
        QCOMPARE(answerText(QStringLiteral("By how many days was Frost Deals 2024 extended?"), "int"), QString::fromStdString(json(14).dump()));
        // The later revision wins for its dates.
        QCOMPARE(answerText(QStringLiteral("When does Frost Deals 2024 end?"), "str"), QString::fromStdString(json("2025-01-03").dump()));
        // Both ends asked in one string.
        QCOMPARE(answerText(QStringLiteral("What dates did Harvest Week 2024 cover?"), "str"),
                 QString::fromStdString(json("2024-09-02 to 2024-09-13").dump()));
        QCOMPARE(answerText(QStringLiteral("What was the window of Frost Deals 2024 after the memo?"), "str"),
                 QString::fromStdString(json("2024-12-01 to 2025-01-03").dump()));
        QCOMPARE(answerText(QStringLiteral("On which date did Harvest Week 2024 start?"), "str"), QString::fromStdString(json("2024-09-02").dump()));
        QCOMPARE(answerText(QStringLiteral("When was Harvest Week 2024 planned to run? Give the answer as YYYY-MM-DD to YYYY-MM-DD."), "str"),
                 QString::fromStdString(json("2024-09-02 to 2024-09-13").dump()));
        // The span's written form asked for wins over a "first" that says which version.
        QCOMPARE(answerText(QStringLiteral("When Harvest Week 2024 was first announced, what was its window? Answer as YYYY-MM-DD to YYYY-MM-DD."), "str"),
                 QString::fromStdString(json("2024-09-02 to 2024-09-13").dump()));
        // A list named in the question changed in words not read: no sure answer about the event either.
        {
            const QString q = QStringLiteral("When does Harvest Week 2024 end?");
            planning::Plan plan = planning::Planner(m_facts).plan(q);
            plan.listUncertain = true;
            const auto unsure = agent::DocumentReasoner(m_facts, m_weights).answer(q, hint("str"), plan, {});
            QVERIFY(unsure && unsure->confidence < 0.8);
        }
        // The changed window asked for, and no change of it read: the planned one is no sure answer.
        const auto planned = ask(QStringLiteral("What was the window of Harvest Week 2024 after the change?"), "str");
        QVERIFY(!planned || planned->confidence < 0.8);
        const auto extended = ask(QStringLiteral("What was the window of Frost Deals 2024 after the change?"), "str");
        QVERIFY(extended && extended->confidence >= 0.8);
    }

    // An event named by the one word of its name no other event has, before a noun of
    // promotions; a word both names share tells neither apart.
    void campaignNamedByItsOwnWord()
    {
        QCOMPARE(answerText(QStringLiteral("When did the 2024 frost promotion end? YYYY-MM-DD"), "str"), QString::fromStdString(json("2025-01-03").dump()));
        QCOMPARE(answerText(QStringLiteral("When did the 2024 harvest campaign start? YYYY-MM-DD"), "str"), QString::fromStdString(json("2024-09-02").dump()));
        const planning::Plan shared = planning::Planner(m_facts).plan(QStringLiteral("How much did the 2024 week promotion sell?"));
        for (const planning::DateRange &p : shared.periods)
            QVERIFY2(!p.label.contains(QLatin1String("Week")) && !p.label.contains(QLatin1String("Deals")), qPrintable(p.label));
    }

    // A word of the event's own name ("New") is no word asking for its changed dates.
    void anEventsOwnLinesAreItsScope()
    {
        // "orders with at least one <event> line": the event's categories, not every line of its window.
        const QList<retrieval::Chunk> chunks = retrieval::MarkdownChunker::chunkFile(
            QStringLiteral("cal.md"), QStringLiteral("# Promotions\n\n| Campaign | Start | End | Categories |\n|---|---|---|---|\n"
                                                     "| Tea Days 2024 | 2024-02-05 | 2024-02-11 | Beverages |\n"));
        const planning::DocumentFacts facts = planning::DocumentFacts::extract(chunks, {QStringLiteral("Beverages"), QStringLiteral("Produce")});
        const planning::Plan lines = planning::Planner(facts).plan(QStringLiteral("How many orders carried at least one Tea Days 2024 line?"));
        QCOMPARE(lines.campaignCategories, QStringList{QStringLiteral("Beverages")});
        const planning::Plan window = planning::Planner(facts).plan(QStringLiteral("How many orders were placed during Tea Days 2024?"));
        QVERIFY(window.campaignCategories.isEmpty());
    }

    void anEventsNameIsNoWordOfRevision()
    {
        const QList<retrieval::Chunk> chunks = retrieval::MarkdownChunker::chunkFile(
            QStringLiteral("cal.md"), QStringLiteral("# Promotions\n\n| Campaign | Start | End |\n|---|---|---|\n| New Moon Week 2024 | 2024-02-05 | 2024-02-11 |\n"));
        const planning::DocumentFacts facts = planning::DocumentFacts::extract(chunks, {});
        const planning::Plan plan = planning::Planner(facts).plan(QStringLiteral("How much revenue did New Moon Week 2024 bring in?"));
        QCOMPARE(plan.periods.size(), 1);
        QVERIFY(!plan.periodUncertain);
        QVERIFY(planning::Planner(facts).plan(QStringLiteral("What was the revenue of New Moon Week 2024 after the change?")).periodChangeUnread);
        // "had it not been extended" asks for the original.
        QVERIFY(!planning::Planner(facts).plan(QStringLiteral("Had New Moon Week 2024 not been extended, what would it have sold?")).periodChangeUnread);
    }

    void groupsAndTheirMembers()
    {
        // The kind of list said after its name is part of it.
        for (const char *q : {"How many products are in the Fresh group?", "How many Fresh-group products are there?"}) {
            const planning::Plan plan = planning::Planner(m_facts).plan(QString::fromLatin1(q));
            QCOMPARE(plan.groupName, QStringLiteral("Fresh"));
            QVERIFY2(!plan.residualQuestion.contains(QLatin1String("group")), qPrintable(plan.residualQuestion));
        }
        // A list's name inside an event's name is no mention of the list.
        {
            QList<retrieval::Chunk> chunks = retrieval::MarkdownChunker::chunkFile(
                QStringLiteral("roll.md"), QStringLiteral("# Roll-ups\n\n| Category | Board group |\n|---|---|\n| Condiments | Pantry |\n| Confections | Pantry |\n"
                                                          "| Produce | Fresh |\n| Dairy Products | Fresh |\n\n"
                                                          "# Changes\n\nFrom 1 May 1998 Condiments moves out of Pantry.\n"));
            chunks << retrieval::MarkdownChunker::chunkFile(QStringLiteral("cal.md"),
                                                            QStringLiteral("# Events\n\n| Campaign | Start | End |\n|---|---|---|\n| Midsummer Pantry 1997 | 1997-06-03 | 1997-06-15 |\n"));
            const planning::DocumentFacts facts = planning::DocumentFacts::extract(chunks, {QStringLiteral("Condiments"), QStringLiteral("Confections"),
                                                                                                  QStringLiteral("Produce"), QStringLiteral("Dairy Products")});
            QVERIFY(!planning::Planner(facts).plan(QStringLiteral("Revenue of Midsummer Pantry 1997?")).listUncertain);
            QVERIFY(planning::Planner(facts).plan(QStringLiteral("Revenue of the Pantry group in 1998?")).listUncertain);
        }
        QCOMPARE(answerText(QStringLiteral("which reporting group does Confections roll up to?"), "str"), QString::fromStdString(json("Pantry").dump()));
        QCOMPARE(answerText(QStringLiteral("Besides Produce, which category is in the Fresh group?"), "str"), QString::fromStdString(json("Dairy Products").dump()));
    }

    void campaignFromItsDescription()
    {
        const auto a = ask(QStringLiteral("Which campaign aimed to win back lapsed winter buyers?"), "str");
        QVERIFY(a);
        QCOMPARE(a->value, json("Frost Deals 2024"));
    }

    void nothingToReasonAbout()
    {
        // The day of a date is no amount to place in a band.
        QVERIFY(!ask(QStringLiteral("Which tier does 15 March 1998 fall in?"), "str"));
        QVERIFY(!ask(QStringLiteral("What is the gift wrap policy?"), "str"));
        QVERIFY(!ask(QStringLiteral("How many orders shipped in 2024?"), "int"));
        QVERIFY(!ask(QStringLiteral("Which tier has the most members?"), "str"));
    }
};

QTEST_GUILESS_MAIN(TestDocumentReasoner)
#include "tst_documentreasoner.moc"
