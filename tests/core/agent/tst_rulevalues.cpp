// SPDX-License-Identifier: MIT
//
// Rule values the documents state and revise, and the fiscal calendar asked about directly, on
// documents written here in three layouts (a register with a changelog of Before/After items, a
// wiki changelog in sentences, e-mails in prose) with names and numbers of their own. Every
// expected value and line number is read off the text below by hand.
#include "agent/DocumentReasoner.h"
#include "planning/Planner.h"
#include "retrieval/MarkdownChunker.h"

#include <QtTest>

using namespace rac;

namespace {

// Line numbers matter below: line 1 is "# Trade rules".
const char *kRegister = R"(# Trade rules

## Order sizes

2.1 The **Hamper threshold** is $1,800 *(as amended, see log c4)*.

2.2 The fiscal year starts on 1 April and is named after the calendar year in which it ends.

## c4 — Hamper threshold raised · logged 2 May 2024 · effective 1 June 2024

- **Before:** Hamper = order value of **$1,800** or more.
- **After:** Hamper = order value of **$2,100** or more, for orders placed on or after
  1 June 2024.

## c5 — Late-dispatch limit relaxed · effective 1 August 2024

- **Before:** late dispatch = shipped more than **4** days after the order.
- **After:** late dispatch = shipped more than **6** days after the order.

## c6 — Spring Fair moved · 3 March 2024

- **Before:** 4 April to 10 April 2024.
- **After:** 11 April to 17 April 2024.
)";

const char *kWiki = R"(# Changes 2024

## 2024-07-01 · Vintage floor lowered

- **What:** the Vintage shelf now starts at a list price of **65.00** (it was 80.00).
- **Effective:** 15 July 2024.

## 2024-02-10 · Crate threshold raised

- From 900 to **1,200** units of value per order.
- Applies to orders dated on or after 1 March 2024.
)";

const char *kMail = R"(# Re: refunds

Hi all, a quick reminder: the refund cap is 12% since 3 March 2024, not 20% as before.

**Coupon cap.** No order may carry coupons above **30%** of its value.
)";

// A slide restating a value with its start day and the old value in brackets, and a definitions
// line led by a term without any rule noun.
const char *kSlides = R"(# Q3 review

* Pallet-run threshold: **5,500** from 1 September 2024 (was 4,800)
* Two suppliers missed 3 deliveries each.

## Definitions

- **Bulk order** — an order worth **7,000** or more after discounts.

## Targets

| Metric | FY2025 target | Direction |
|---|---|---|
| Returns Rate | 2.5% or lower | ceiling |
| Fill Rate | 97% or higher | floor |
)";

answer::FormatHint hint(const char *text) { return answer::FormatHint::parse(QString::fromLatin1(text)).value(); }

} // namespace

class TestRuleValues : public QObject {
    Q_OBJECT

private:
    planning::DocumentFacts m_facts;
    agent::TermWeights m_weights;

    QString answerText(const QString &question, const char *format) const
    {
        const planning::Plan plan = planning::Planner(m_facts).plan(question);
        const std::optional<agent::ReasonedAnswer> a = agent::DocumentReasoner(m_facts, m_weights).answer(question, hint(format), plan, {});
        return a ? QString::fromStdString(a->value.dump()) : QStringLiteral("<none>");
    }

    const planning::ValueHistory *history(const QString &word) const
    {
        for (const planning::ValueHistory &h : m_facts.histories)
            if (h.subject.contains(word, Qt::CaseInsensitive))
                return &h;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QList<retrieval::Chunk> chunks;
        chunks << retrieval::MarkdownChunker::chunkFile(QStringLiteral("register.md"), QString::fromUtf8(kRegister))
               << retrieval::MarkdownChunker::chunkFile(QStringLiteral("wiki.md"), QString::fromUtf8(kWiki))
               << retrieval::MarkdownChunker::chunkFile(QStringLiteral("mail.md"), QString::fromUtf8(kMail))
               << retrieval::MarkdownChunker::chunkFile(QStringLiteral("slides.md"), QString::fromUtf8(kSlides));
        m_facts = planning::DocumentFacts::extract(chunks, {});
        m_weights = agent::TermWeights::fromChunks(chunks);
    }

    void aRegisterValueAndItsChangelogMakeOneHistory()
    {
        const planning::ValueHistory *h = history(QStringLiteral("hamper"));
        QVERIFY(h);
        QCOMPARE(h->subject, QStringLiteral("Hamper threshold"));   // no clause number, no article
        QCOMPARE(h->bound, QStringLiteral("min"));
        QCOMPARE(h->versions.size(), 2);
        QCOMPARE(h->original().value, 1800.0);
        QVERIFY(!h->original().revision);
        QCOMPARE(h->latest().value, 2100.0);
        QCOMPARE(h->latest().from, QDate(2024, 6, 1));
        QCOMPARE(h->latest().file, QStringLiteral("register.md"));
        QCOMPARE(h->latest().line, 12);
        QCOMPARE(h->inForceOn(QDate(2024, 5, 31)).value, 1800.0);
        QCOMPARE(h->inForceOn(QDate(2024, 6, 1)).value, 2100.0);
    }

    void aMovedEventWindowIsNoRuleValue()
    {
        QVERIFY(!history(QStringLiteral("spring")));
        QVERIFY(!history(QStringLiteral("fair")));
    }

    void wikiSentencesGiveOldAndNewValues()
    {
        const planning::ValueHistory *vintage = history(QStringLiteral("vintage"));
        QVERIFY(vintage);
        QCOMPARE(vintage->original().value, 80.0);
        QCOMPARE(vintage->latest().value, 65.0);
        QCOMPARE(vintage->latest().from, QDate(2024, 7, 15));
        QCOMPARE(vintage->latest().line, 5);
        const planning::ValueHistory *crate = history(QStringLiteral("crate"));
        QVERIFY(crate);
        QCOMPARE(crate->original().value, 900.0);
        QCOMPARE(crate->latest().value, 1200.0);
        QCOMPARE(crate->latest().from, QDate(2024, 3, 1));
    }

    void proseStatementsWithAndWithoutADay()
    {
        const planning::ValueHistory *refund = history(QStringLiteral("refund"));
        QVERIFY(refund);
        QCOMPARE(refund->latest().value, 12.0);
        QCOMPARE(refund->latest().unit, QStringLiteral("%"));
        QCOMPARE(refund->latest().from, QDate(2024, 3, 3));
        const planning::ValueHistory *coupon = history(QStringLiteral("coupon"));
        QVERIFY(coupon);
        QCOMPARE(coupon->versions.size(), 1);
        QCOMPARE(coupon->latest().value, 30.0);
        QCOMPARE(coupon->bound, QStringLiteral("max"));
    }

    void slideAndDefinitionLines()
    {
        const planning::ValueHistory *run = history(QStringLiteral("pallet-run"));
        QVERIFY(run);
        QCOMPARE(run->original().value, 4800.0);
        QCOMPARE(run->latest().value, 5500.0);
        QCOMPARE(run->latest().from, QDate(2024, 9, 1));
        QCOMPARE(run->latest().line, 3);
        const planning::ValueHistory *bulk = history(QStringLiteral("bulk order"));
        QVERIFY(bulk);
        QCOMPARE(bulk->versions.size(), 1);
        QCOMPARE(bulk->latest().value, 7000.0);
        QCOMPARE(bulk->latest().line, 8);
        // A target table: the row's label and the column's header name the rule.
        const planning::ValueHistory *returns = history(QStringLiteral("returns rate"));
        QVERIFY(returns);
        QCOMPARE(returns->latest().value, 2.5);
        QCOMPARE(returns->latest().line, 14);
        QCOMPARE(answerText(QStringLiteral("What is the FY2025 ceiling for the Returns Rate KPI, in percent?"), "float"), QStringLiteral("2.5"));
        QCOMPARE(answerText(QStringLiteral("What is the FY2025 target for the fill rate?"), "int"), QStringLiteral("97"));
        // No history from a line that only counts things, nor from a field label.
        QVERIFY(!history(QStringLiteral("suppliers")));
        QVERIFY(!history(QStringLiteral("before")));
        QCOMPARE(answerText(QStringLiteral("What was the pallet-run threshold before September 2024?"), "int"), QStringLiteral("4800"));
        QCOMPARE(answerText(QStringLiteral("What order value makes a Bulk order?"), "int"), QStringLiteral("7000"));
    }

    void theVersionTheQuestionAsksFor()
    {
        QCOMPARE(answerText(QStringLiteral("What Hamper threshold applies to newly booked orders today?"), "int"), QStringLiteral("2100"));
        QCOMPARE(answerText(QStringLiteral("When hampers were first defined, what was the minimum order value for a Hamper?"), "int"),
                 QStringLiteral("1800"));
        QCOMPARE(answerText(QStringLiteral("What was the Hamper threshold originally, and what is it now?"), "{original:int, revised:int}"),
                 QStringLiteral("{\"original\":1800,\"revised\":2100}"));
        QCOMPARE(answerText(QStringLiteral("What Hamper threshold is in force, and from when?"), "{threshold:int, effective_date:str}"),
                 QStringLiteral("{\"effective_date\":\"2024-06-01\",\"threshold\":2100}"));
        QCOMPARE(answerText(QStringLiteral("How many days could an order wait before a late dispatch, before and after the change?"),
                            "{before_days:int, after_days:int}"),
                 QStringLiteral("{\"after_days\":6,\"before_days\":4}"));
        QCOMPARE(answerText(QStringLiteral("On what date did the lower Vintage floor take effect?"), "str"), QStringLiteral("\"2024-07-15\""));
        QCOMPARE(answerText(QStringLiteral("Before this year's change, what was the lowest list price that put a product on the Vintage shelf?"),
                            "float"),
                 QStringLiteral("80.0"));
        QCOMPARE(answerText(QStringLiteral("What list price does a product need now to count as Vintage?"), "float"), QStringLiteral("65.0"));
        QCOMPARE(answerText(QStringLiteral("What is the maximum refund we currently allow, in percent?"), "int"), QStringLiteral("12"));
    }

    void questionsAboutTheDataAreNotRuleQuestions()
    {
        // A value the data holds, or takes in a period, is the database's.
        QCOMPARE(answerText(QStringLiteral("What was the order value of Hamper orders placed in June 2024?"), "float"), QStringLiteral("<none>"));
        QCOMPARE(answerText(QStringLiteral("What revenue came from orders above the Hamper threshold in 2024?"), "float"), QStringLiteral("<none>"));
        QCOMPARE(answerText(QStringLiteral("What is the maximum coupon discount given on any order in 2024?"), "int"), QStringLiteral("<none>"));
        // The value before a change no statement gave is not known ("12% since 3 March" says
        // nothing of the value before it).
        QCOMPARE(answerText(QStringLiteral("What was the refund cap before the change?"), "int"), QStringLiteral("<none>"));
        QCOMPARE(answerText(QStringLiteral("What was the refund cap before March 2024?"), "int"), QStringLiteral("<none>"));
        // The fiscal year is the period of something else here.
        QCOMPARE(answerText(QStringLiteral("Who was the last employee hired in FY2025?"), "str"), QStringLiteral("<none>"));
        QCOMPARE(answerText(QStringLiteral("How many Hamper orders were placed in 2024?"), "int"), QStringLiteral("<none>"));
        QCOMPARE(answerText(QStringLiteral("What was the average value of Hamper orders?"), "float"), QStringLiteral("<none>"));
        // A rule noun attached to another thing is another rule; the data set against a rule is
        // the database's.
        QCOMPARE(answerText(QStringLiteral("What is the delivery target for Hamper orders, in days?"), "int"), QStringLiteral("<none>"));
        QCOMPARE(answerText(QStringLiteral("By how much did Hamper revenue exceed its revised threshold?"), "float"), QStringLiteral("<none>"));
        // A minimum asked of a rule the documents give as a maximum is not that rule.
        QCOMPARE(answerText(QStringLiteral("What is the minimum coupon share an order must carry?"), "int"), QStringLiteral("<none>"));
    }

    void theFiscalCalendarAskedDirectly()
    {
        QCOMPARE(answerText(QStringLiteral("In which month does our fiscal year begin?"), "str"), QStringLiteral("\"April\""));
        QCOMPARE(answerText(QStringLiteral("In which month does the fiscal year end?"), "str"), QStringLiteral("\"March\""));
        QCOMPARE(answerText(QStringLiteral("What are the start and end dates of FY2025?"), "{start:str, end:str}"),
                 QStringLiteral("{\"end\":\"2025-03-31\",\"start\":\"2024-04-01\"}"));
        QCOMPARE(answerText(QStringLiteral("On what date does FY2025 begin?"), "str"), QStringLiteral("\"2024-04-01\""));
        QCOMPARE(answerText(QStringLiteral("Which calendar months make up fiscal Q3? Give them in calendar order."), "list[str]"),
                 QStringLiteral("[\"October\",\"November\",\"December\"]"));
        QCOMPARE(answerText(QStringLiteral("What was the revenue in FY2025?"), "float"), QStringLiteral("<none>"));
    }
};

QTEST_GUILESS_MAIN(TestRuleValues)
#include "tst_rulevalues.moc"
