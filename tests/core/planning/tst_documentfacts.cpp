// SPDX-License-Identifier: MIT
//
// DocumentFacts read from markdown written in the dialects people use: setext
// headings, tables without outer pipes, bold or underscored terms, sentences
// wrapped over lines. Expectations are what a reader of the rendered page
// takes from it, written by hand.
#include "planning/AbsentData.h"
#include "planning/DocumentFacts.h"
#include "planning/ValueBands.h"
#include "planning/ValueHistories.h"
#include "retrieval/MarkdownChunker.h"

#include <QTest>

using rac::planning::DocumentFacts;
using rac::planning::ValueBand;
using rac::retrieval::MarkdownChunker;

namespace {

const QStringList kCategories = {QStringLiteral("Beverages"), QStringLiteral("Condiments"), QStringLiteral("Confections"),
                                 QStringLiteral("Dairy Products"), QStringLiteral("Grains/Cereals"),
                                 QStringLiteral("Meat/Poultry"), QStringLiteral("Produce"), QStringLiteral("Seafood")};

DocumentFacts factsOf(const QString &markdown)
{
    return DocumentFacts::extract(MarkdownChunker::chunkFile(QStringLiteral("wiki.md"), markdown), kCategories);
}

const ValueBand *band(const DocumentFacts &facts, const QString &label)
{
    for (const ValueBand &b : facts.bands) {
        if (b.label == label)
            return &b;
    }
    return nullptr;
}

} // namespace

class TestDocumentFacts : public QObject {
    Q_OBJECT
private slots:
    void groupsFromATableWithoutOuterPipes();
    void bandsFromTermDefinitions();
    void aPageFieldWithADateIsNoBand();
    void categorySetFromAWrappedSentence();
    void kpiFromAListItemUnderASetextHeading();
    void eventsFromSectionsWithAWindowLabel();
    void eventsFromASummaryTableWithANumberColumn();
    void dataTheDocumentsSayIsNotHeld();
    void setsListedInACellBesideARepeatedColumn();
    void kpiFormulasWrittenForPeople();
    void kpiFormulasForPeopleNotMisread();
    void rowsNamedOnlyByAPeriodAreNoEvents();
    void setsFromItemsNestedUnderABoldTerm();
    void namedListsFromTablesAndDefinitions();
    void eventsFromListItemsAndSentences();
    void eventDatesChangedLater();
    void termsDefinedByConditions();
    void termsDefinedWithoutEmphasis();
    void yearlyWindowsAndTheirNamingRule();
    void aGlossaryFiscalYearIsNoSeason();
    void setsAndBandsWrittenAsData();
    void comparisonsAndRevisionsOfOneLadder();
    void setsFromATableOfOneRowPerMember();
    void bandsWithTheMeasureBeforeTheAmount();
    void listsChangedInWordsNotRead();
};

void TestDocumentFacts::groupsFromATableWithoutOuterPipes()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "Category families\n=================\n\nFamily | Categories\n--- | ---\n"
        "**Fresh** | Produce, Seafood\nPantry | Condiments, *Grains/Cereals*\n"));
    QCOMPARE(facts.groups.size(), 2);
    QCOMPARE(facts.groups[0].name, QStringLiteral("Fresh"));
    QCOMPARE(facts.groups[0].categories, (QStringList{QStringLiteral("Produce"), QStringLiteral("Seafood")}));
    QCOMPARE(facts.groups[1].name, QStringLiteral("Pantry"));
    QCOMPARE(facts.groups[1].categories, (QStringList{QStringLiteral("Condiments"), QStringLiteral("Grains/Cereals")}));
}

void TestDocumentFacts::bandsFromTermDefinitions()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "## Price tiers\n\n* **Premium:** list price above 40\n+ __Budget__ \u2014 list price below 10\n\n"
        "- **Big spender**: annual revenue above 3,000, from July 1997\n"));
    const ValueBand *premium = band(facts, QStringLiteral("Premium"));
    QVERIFY(premium);
    QCOMPARE(premium->lower.value_or(-1), 40.0);
    QVERIFY(!premium->lowerInclusive);
    QVERIFY(!premium->upper);
    QCOMPARE(premium->measure, QStringLiteral("list price"));
    const ValueBand *budget = band(facts, QStringLiteral("Budget"));
    QVERIFY(budget);
    QCOMPARE(budget->upper.value_or(-1), 10.0);
    QVERIFY(!budget->lower);
    // A date in the rule says since when; it is no bound.
    const ValueBand *big = band(facts, QStringLiteral("Big spender"));
    QVERIFY(big);
    QCOMPARE(big->lower.value_or(-1), 3000.0);
    QVERIFY(!big->upper);
}

void TestDocumentFacts::aPageFieldWithADateIsNoBand()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Minutes\n\n**Date:** Tuesday 14 October 1997, 10:00\u201311:30\n**Present:** 4 people\n"));
    QVERIFY(!band(facts, QStringLiteral("Date")));
}

void TestDocumentFacts::categorySetFromAWrappedSentence()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "## Storage\n\n**Produce**, Seafood and\nDairy Products are perishable.\n"));
    QCOMPARE(facts.categorySets.size(), 1);
    QCOMPARE(facts.categorySets[0].label, QStringLiteral("perishable"));
    QCOMPARE(facts.categorySets[0].categories,
             (QStringList{QStringLiteral("Dairy Products"), QStringLiteral("Produce"), QStringLiteral("Seafood")}));
}

void TestDocumentFacts::kpiFromAListItemUnderASetextHeading()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "Average Order Value\n-------------------\n\n1) **AOV** = SUM(UnitPrice * Quantity) / COUNT(DISTINCT OrderID)\n"));
    QCOMPARE(facts.kpis.size(), 1);
    QCOMPARE(facts.kpis[0].name, QStringLiteral("Average Order Value"));
    QVERIFY(facts.kpis[0].aliases.contains(QStringLiteral("AOV")));
    QCOMPARE(facts.kpis[0].formula, QStringLiteral("SUM(UnitPrice * Quantity) / COUNT(DISTINCT OrderID)"));

    // A caption line above the formula in the same paragraph is not part of its name.
    const DocumentFacts captioned = factsOf(QStringLiteral("## Freight share\n\nFormula:\nFS = SUM(Freight) / COUNT(OrderID)\n"));
    QCOMPARE(captioned.kpis.size(), 1);
    QCOMPARE(captioned.kpis[0].formula, QStringLiteral("SUM(Freight) / COUNT(OrderID)"));
}

void TestDocumentFacts::kpiFormulasWrittenForPeople()
{
    // Three layouts; the signs become operators, the words stay for the model to name.
    const DocumentFacts facts = factsOf(QStringLiteral(
        "## Revenue\n\n| KPI | Status | Formula |\n|---|---|---|\n"
        "| **Net Revenue** | current | \u03a3 over order lines of *line unit price \u00d7 quantity \u00d7 (1 \u2212 discount)* |\n"
        "| **Legacy AOV** | legacy | (Gross Sales + Freight) \u00f7 number of distinct orders in the period |\n\n"
        "## Freight ratio\n\nFreight ratio = \u03a3 freight on the orders in the period \u00f7 Net Revenue of the period, shown as a\n"
        "percentage. Freight is charged once per order.\n\n"
        "## Part 1\n\n1. **Discount Share (%)**\n   - = total Discount of the lines in scope \u00f7 number of lines \u00d7 100.\n"
        "   - Scope is set by booking date.\n\n"
        "## Notes\n\nThe freight ratio is reviewed every month.\n"));
    QHash<QString, const rac::planning::KpiDefinition *> byName;
    for (const rac::planning::KpiDefinition &k : facts.kpis)
        byName.insert(k.name, &k);
    QCOMPARE(byName.size(), 4);
    QCOMPARE(byName.value(QStringLiteral("Net Revenue"))->formula, QStringLiteral("SUM(line unit price * quantity * (1 - discount))"));
    QVERIFY(!byName.value(QStringLiteral("Net Revenue"))->legacy);
    QCOMPARE(byName.value(QStringLiteral("Legacy AOV"))->formula, QStringLiteral("(Gross Sales + Freight) / COUNT(DISTINCT orders)"));
    QVERIFY(byName.value(QStringLiteral("Legacy AOV"))->legacy);
    QCOMPARE(byName.value(QStringLiteral("Freight ratio"))->formula, QStringLiteral("(SUM(freight) / Net Revenue) * 100"));
    QCOMPARE(byName.value(QStringLiteral("Discount Share"))->formula, QStringLiteral("(SUM(Discount) / COUNT(DISTINCT lines)) * 100"));
}

void TestDocumentFacts::kpiFormulasForPeopleNotMisread()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        // A heading that says legacy makes its formula legacy; so does a remark in brackets.
        "## Legacy definitions\n\nOrder value = total freight \u00f7 number of orders\n\n"
        "## Current\n\nBasket size = total quantity \u00f7 number of orders (superseded 1998)\n\n"
        // A remark that changes the meaning is not dropped: no formula at all rather than another one.
        "Line value = total unit price \u00d7 quantity (net of line discount) \u00f7 number of lines\n\n"
        // A remark that leaves the formula as written is dropped.
        "Gross value = total unit price \u00d7 quantity \u00f7 number of orders (discount ignored)\n\n"
        // "total number of" is the count; "(%)" in the name is a percentage.
        "Lines per order = total quantity \u00f7 total number of orders\n\n"
        "Discount rate (%) = total discount \u00f7 number of lines\n\n"
        // A code block whose formula wraps onto a line that opens with the operator.
        "```\nFreight share = total freight\n    \u00f7 total unit price\n```\n\n"
        // Cut off by the line break: no formula.
        "```\nTail ratio = total freight \u00f7\n```\n"));
    QHash<QString, const rac::planning::KpiDefinition *> byName;
    for (const rac::planning::KpiDefinition &k : facts.kpis)
        byName.insert(k.name, &k);
    QVERIFY(byName.contains(QStringLiteral("Order value")));
    QVERIFY(byName.value(QStringLiteral("Order value"))->legacy);
    QVERIFY(byName.contains(QStringLiteral("Basket size")));
    QVERIFY(byName.value(QStringLiteral("Basket size"))->legacy);
    QCOMPARE(byName.value(QStringLiteral("Basket size"))->formula, QStringLiteral("SUM(quantity) / COUNT(DISTINCT orders)"));
    QVERIFY(!byName.contains(QStringLiteral("Line value")));
    QCOMPARE(byName.value(QStringLiteral("Gross value"))->formula, QStringLiteral("SUM(unit price * quantity) / COUNT(DISTINCT orders)"));
    QVERIFY(!byName.value(QStringLiteral("Gross value"))->legacy);
    QCOMPARE(byName.value(QStringLiteral("Lines per order"))->formula, QStringLiteral("SUM(quantity) / COUNT(DISTINCT orders)"));
    QCOMPARE(byName.value(QStringLiteral("Discount rate"))->formula, QStringLiteral("(SUM(discount) / COUNT(DISTINCT lines)) * 100"));
    QCOMPARE(byName.value(QStringLiteral("Freight share"))->formula, QStringLiteral("SUM(freight) / SUM(unit price)"));
    QVERIFY(!byName.contains(QStringLiteral("Tail ratio")));
    // A hundred said first is the percentage already; "(old)" is the version, not another name; a
    // current definition takes the place of a legacy one read first; a remark that the formula
    // replaces the superseded one keeps it current.
    const DocumentFacts more = factsOf(QStringLiteral(
        "## Metrics\n\nDiscount Share (%) = 100 \u00d7 total discount \u00f7 number of lines\n\n"
        "Basket Value (old) = total unit price \u00d7 quantity \u00f7 number of orders (superseded 1998)\n\n"
        "Basket Value = total quantity \u00f7 number of orders\n\n"
        "Line Count = number of lines \u00f7 number of orders (replaces the superseded definition)\n"));
    QHash<QString, const rac::planning::KpiDefinition *> moreByName;
    for (const rac::planning::KpiDefinition &k : more.kpis)
        moreByName.insert(k.name, &k);
    QVERIFY(moreByName.contains(QStringLiteral("Discount Share")));
    QVERIFY2(!moreByName.value(QStringLiteral("Discount Share"))->formula.endsWith(QLatin1String("* 100")),
             qPrintable(moreByName.value(QStringLiteral("Discount Share"))->formula));
    QVERIFY(moreByName.contains(QStringLiteral("Basket Value")));
    QVERIFY(!moreByName.value(QStringLiteral("Basket Value"))->legacy);
    QCOMPARE(moreByName.value(QStringLiteral("Basket Value"))->formula, QStringLiteral("SUM(quantity) / COUNT(DISTINCT orders)"));
    QVERIFY(moreByName.contains(QStringLiteral("Line Count")));
    QVERIFY(!moreByName.value(QStringLiteral("Line Count"))->legacy);
}

void TestDocumentFacts::rowsNamedOnlyByAPeriodAreNoEvents()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "## Calendar\n\n| Period | Start | End |\n|---|---|---|\n| FY1997 | 1996-07-01 | 1997-06-30 |\n"
        "| 1998 | 1998-01-01 | 1998-12-31 |\n| Harvest Fair 1997 | 1997-09-08 | 1997-09-28 |\n"));
    QCOMPARE(facts.campaigns.size(), 1);
    QCOMPARE(facts.campaigns[0].name, QStringLiteral("Harvest Fair 1997"));
    QCOMPARE(facts.campaigns[0].range.start, QDate(1997, 9, 8));
    QCOMPARE(facts.campaigns[0].range.end, QDate(1997, 9, 28));
}

void TestDocumentFacts::namedListsFromTablesAndDefinitions()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "## Regions\n\nRegion | Countries\n--- | ---\nNordic | Sweden, Norway, Denmark and Finland\n"
        "Protein | Meat/Poultry / Seafood\n\n"
        "- **Alpine**: Switzerland & Austria\n- **Escalation**: call the duty manager, then write a ticket\n"
        "- **Iberia**: Spain[3] and Portugal.\u00b9\n"));
    QCOMPARE(facts.namedSets.size(), 4);
    // Footnote marks after a member or after the list's stop are no part of the names.
    QCOMPARE(facts.namedSets[3].members, (QStringList{QStringLiteral("Spain"), QStringLiteral("Portugal")}));
    QCOMPARE(facts.namedSets[0].name, QStringLiteral("Nordic"));
    QCOMPARE(facts.namedSets[0].kind, QStringLiteral("Region"));
    QCOMPARE(facts.namedSets[0].members,
             (QStringList{QStringLiteral("Sweden"), QStringLiteral("Norway"), QStringLiteral("Denmark"), QStringLiteral("Finland")}));
    // A slash inside a name does not split it; a spaced one does.
    QCOMPARE(facts.namedSets[1].name, QStringLiteral("Protein"));
    QCOMPARE(facts.namedSets[1].members, (QStringList{QStringLiteral("Meat/Poultry"), QStringLiteral("Seafood")}));
    QCOMPARE(facts.namedSets[2].name, QStringLiteral("Alpine"));
    QCOMPARE(facts.namedSets[2].members, (QStringList{QStringLiteral("Switzerland"), QStringLiteral("Austria")}));
}


namespace {

const rac::planning::Campaign *eventNamed(const DocumentFacts &facts, const QString &name, bool revision = false)
{
    for (const rac::planning::Campaign &c : facts.campaigns)
        if (c.name == name && c.revision == revision)
            return &c;
    return nullptr;
}

} // namespace

void TestDocumentFacts::eventsFromListItemsAndSentences()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Trading events\n\n"
        "We agreed the events below for the year.\n\n"
        "1) **Kite Week** \u2014 Confections and Produce, from the 2nd of June through the 8th of June 1997.\n"
        "2) **Harbour Days**: Seafood only; `1997-07-14` to `1997-07-20`.\n"
        "3) Pumpkin Month: 10/01/1997 \u2013 10/31/1997 as the agency wrote them.\n\n"
        "Later the **Ice Market** ran on Beverages, opening on 3 Dec 1997 and closing on 21 Dec 1997.\n\n"
        "Next, **Bread Fortnight** runs Monday 2 February through Sunday 15 February 1998. It is a Grains/Cereals "
        "push only. Nothing else is in scope.\n\n"
        "**Date:** 1 Feb 1997 to 2 Feb 1997\n\n"
        "- **Before:** 1 May to 14 May 1997\n"));
    const auto *kite = eventNamed(facts, QStringLiteral("Kite Week"));
    QVERIFY(kite);
    QCOMPARE(kite->range.start, QDate(1997, 6, 2));
    QCOMPARE(kite->range.end, QDate(1997, 6, 8));
    QCOMPARE(kite->categories, (QStringList{QStringLiteral("Confections"), QStringLiteral("Produce")}));
    const auto *harbour = eventNamed(facts, QStringLiteral("Harbour Days"));
    QVERIFY(harbour);
    QCOMPARE(harbour->range.start, QDate(1997, 7, 14));
    QCOMPARE(harbour->categories, QStringList{QStringLiteral("Seafood")});
    const auto *pumpkin = eventNamed(facts, QStringLiteral("Pumpkin Month"));
    QVERIFY(pumpkin);
    QCOMPARE(pumpkin->range.end, QDate(1997, 10, 31));
    const auto *ice = eventNamed(facts, QStringLiteral("Ice Market"));
    QVERIFY(ice);
    QCOMPARE(ice->range.start, QDate(1997, 12, 3));
    QCOMPARE(ice->range.end, QDate(1997, 12, 21));
    // The sentence after the days says what the event covers.
    const auto *bread = eventNamed(facts, QStringLiteral("Bread Fortnight"));
    QVERIFY(bread);
    QCOMPARE(bread->range.start, QDate(1998, 2, 2));
    QCOMPARE(bread->range.end, QDate(1998, 2, 15));
    QCOMPARE(bread->categories, QStringList{QStringLiteral("Grains/Cereals")});
    // A memo's date field is the date of the text, not an event.
    QVERIFY(!eventNamed(facts, QStringLiteral("Date")));
    // Nor is the label of a revision's old side.
    QVERIFY(!eventNamed(facts, QStringLiteral("Before")));
}

void TestDocumentFacts::eventDatesChangedLater()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Plan\n\n- **Kite Week** \u2014 2 June to 8 June 1997.\n- **Harbour Days** \u2014 14 July to 20 July 1997.\n\n"
        "# Memo\n\nKite Week is extended until 15 June 1997.\n\n"
        "# Second memo\n\nHarbour Days moved back a week from 14 July 1997, details to follow.\n\n"
        "# Third memo\n\n- **Sun Fair** \u2014 4 August to 10 August 1997.\n\n"
        "**Sun Fair is extended.** We keep going: the window now ends on **24 August 1997** (start unchanged, 4 Aug 1997).\n"));
    // A section named after its event, with the planned days and the days it was moved to.
    const DocumentFacts moved = factsOf(QStringLiteral(
        "# Minutes\n\n## Lantern Fair\n\n- The fair was originally planned for 3\u201310 May 1998. The printer is late, so it was moved: "
        "it now runs 17 May \u2013 30 May 1998.\n- Scope: Confections only.\n"));
    const auto *planned = eventNamed(moved, QStringLiteral("Lantern Fair"), false);
    const auto *now = eventNamed(moved, QStringLiteral("Lantern Fair"), true);
    QVERIFY(planned && now);
    QCOMPARE(planned->range.start, QDate(1998, 5, 3));
    QCOMPARE(now->range.start, QDate(1998, 5, 17));
    QCOMPARE(now->range.end, QDate(1998, 5, 30));
    QCOMPARE(now->categories, QStringList{QStringLiteral("Confections")});
    // The change names its event in the sentence before; the day after the words of a new end is the new end.
    const auto *sun = eventNamed(facts, QStringLiteral("Sun Fair"), true);
    QVERIFY(sun);
    QCOMPARE(sun->range.start, QDate(1997, 8, 4));
    QCOMPARE(sun->range.end, QDate(1997, 8, 24));
    const auto *extended = eventNamed(facts, QStringLiteral("Kite Week"), true);
    QVERIFY(extended);
    QCOMPARE(extended->range.start, QDate(1997, 6, 2));
    QCOMPARE(extended->range.end, QDate(1997, 6, 15));
    // A change read only in part is kept as such, so no answer relies on the old dates for sure.
    QCOMPARE(facts.unreadCampaignChanges.size(), 1);
    QCOMPARE(facts.unreadCampaignChanges.first().name, QStringLiteral("Harbour Days"));
    // An export's header gives the span of its messages, not new days for the event it discusses.
    const DocumentFacts exported = factsOf(QStringLiteral(
        "# Plan\n\n- **Kite Week** \u2014 2 June to 8 June 1997.\n\n"
        "# Thread\n\n*Kite Week thread, exported 9 June 1997: messages from 28 May 1997 to 6 June 1997*\n\n"
        "Kite Week is extended until 12 June 1997.\n"));
    QVERIFY(eventNamed(exported, QStringLiteral("Kite Week")));
    QCOMPARE(eventNamed(exported, QStringLiteral("Kite Week"))->range.end, QDate(1997, 6, 8));
    for (const auto &c : exported.campaigns)
        QVERIFY2(c.range.start != QDate(1997, 5, 28), qPrintable(c.name));
    // "the last day is now <day>" under a heading that names the change: a new last day too,
    // also when the log comes before the calendar that defines the event.
    const DocumentFacts lastDay = factsOf(QStringLiteral(
        "# Log\n\nNewest entry first.\n\n## 1997-06-05 \u00b7 Kite Week extended (copied from the 1997 log) ##\n\n- Kite Week 1997 got a few more days: the last day is now **12 June 1997** "
        "(originally 8\n  June). The start date did not change.\n\n"
        "# Calendar\n\n1) **Kite Week** \u2014 Beverages. `1997-06-02` \u2192 `1997-06-08`.\n"));
    QVERIFY(eventNamed(lastDay, QStringLiteral("Kite Week"), true));
    QCOMPARE(eventNamed(lastDay, QStringLiteral("Kite Week"), true)->range.end, QDate(1997, 6, 12));
    QCOMPARE(eventNamed(lastDay, QStringLiteral("Kite Week"), true)->range.start, QDate(1997, 6, 2));
    // Under a heading of change, a piece that names no change of its own is about something else.
    const DocumentFacts memo = factsOf(QStringLiteral(
        "# Calendar\n\n1) **Kite Week** \u2014 Beverages. `1997-06-02` \u2192 `1997-06-08`.\n\n"
        "# Memo: Kite Week 1997 extended\n\n- Kite price lists stay valid through 30 June 1997.\n- Kite Week 1997 is extended until 12 June 1997.\n"));
    QVERIFY(eventNamed(memo, QStringLiteral("Kite Week"), true));
    QCOMPARE(eventNamed(memo, QStringLiteral("Kite Week"), true)->range.end, QDate(1997, 6, 12));
    QVERIFY(memo.unreadCampaignChanges.isEmpty());
    // A "* " bullet about an update is a list item, not a line about the document.
    QVERIFY(!DocumentFacts::describesTheDocument(QStringLiteral("* Last updated 3 Mar 1998: Kite Week moved to 10-17 Sep 1998")));
    QVERIFY(DocumentFacts::describesTheDocument(QStringLiteral("*Exported 9 June 1997: messages from 28 May 1997 to 6 June 1997*")));
}

void TestDocumentFacts::termsDefinedByConditions()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Glossary\n\n"
        "A **crate order** is any order whose freight is above 90; the carrier decides the crate.\n\n"
        "An order is a **rush job** when its required date falls no more than 10 days after its order date.\n\n"
        "Products whose unit price is 60 or higher go on the gold rack, unless they are discontinued.\n\n"
        "The **team** meets on Mondays.\n"));
    QCOMPARE(facts.terms.size(), 3);
    QCOMPARE(facts.terms[0].term, QStringLiteral("crate order"));
    QCOMPARE(facts.terms[0].entity, QStringLiteral("order"));
    QCOMPARE(facts.terms[0].condition, QStringLiteral("whose freight is above 90"));
    QCOMPARE(facts.terms[1].term, QStringLiteral("rush job"));
    QCOMPARE(facts.terms[1].entity, QStringLiteral("order"));
    QCOMPARE(facts.terms[1].condition, QStringLiteral("where its required date falls no more than 10 days after its order date"));
    QCOMPARE(facts.terms[2].term, QStringLiteral("gold rack"));
    QCOMPARE(facts.terms[2].entity, QStringLiteral("Products"));
    QCOMPARE(facts.terms[2].condition, QStringLiteral("whose unit price is 60 or higher and not discontinued"));
    QCOMPARE(facts.terms[2].link, QStringLiteral("go on"));
}

void TestDocumentFacts::termsDefinedWithoutEmphasis()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Accounts\n\n"
        "### What is a \"gold client\"?\n\n"
        "A gold client is a customer who bought for at least 12,000 (EUR, after discounts, tax not included) "
        "in a calendar year. The label is given per year.\n\n"
        "### Sizes\n\n"
        "A tiny order is one worth less than 80 after discounts (same basis as above).\n\n"
        "4.2 A hot order is an order whose required date is 5 days or fewer after its order date.\n\n"
        "A customer is a company that buys from us.\n\n"
        "1. **Crates.** Any order worth 900 or more after discounts (all lines) earns a crate.\n"));
    QCOMPARE(facts.terms.size(), 4);
    QCOMPARE(facts.terms[0].term, QStringLiteral("gold client"));
    QCOMPARE(facts.terms[0].entity, QStringLiteral("customer"));
    // The aside keeps what changes the amount; the year it is judged over is the scope.
    QCOMPARE(facts.terms[0].condition, QStringLiteral("who bought for at least 12,000 after discounts"));
    QCOMPARE(facts.terms[0].scope, QStringLiteral("in a calendar year"));
    QCOMPARE(facts.terms[1].term, QStringLiteral("tiny order"));
    QCOMPARE(facts.terms[1].entity, QStringLiteral("order"));
    QCOMPARE(facts.terms[1].condition, QStringLiteral("worth less than 80 after discounts"));
    QVERIFY(facts.terms[1].scope.isEmpty());
    QCOMPARE(facts.terms[2].term, QStringLiteral("hot order"));
    QCOMPARE(facts.terms[2].condition, QStringLiteral("whose required date is 5 days or fewer after its order date"));
    // "A customer is a company ..." names a table, not a term; "Crates." opens its definition.
    QCOMPARE(facts.terms[3].term, QStringLiteral("Crate"));
    QCOMPARE(facts.terms[3].entity, QStringLiteral("order"));
    QCOMPARE(facts.terms[3].condition, QStringLiteral("worth 900 or more after discounts"));
}

void TestDocumentFacts::yearlyWindowsAndTheirNamingRule()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Trading seasons\n\n"
        "Stores staff up for four seasons; both ends count.\n\n"
        "- **Thaw** \u2014 2 March to the last day of April.\n"
        "- **High summer** \u2014 June 10 through August 31.\n"
        "- **Frost run** \u2014 20 November to 10 January of the following year.\n\n"
        "The Frost run is named after the year in which it ends.\n"));
    QCOMPARE(facts.recurring.size(), 3);
    QCOMPARE(facts.recurring[0].name, QStringLiteral("Thaw"));
    QCOMPARE(facts.recurring[0].inYear(1997).start, QDate(1997, 3, 2));
    QCOMPARE(facts.recurring[0].inYear(1997).end, QDate(1997, 4, 30));
    QCOMPARE(facts.recurring[1].inYear(1996).start, QDate(1996, 6, 10));
    QCOMPARE(facts.recurring[1].inYear(1996).end, QDate(1996, 8, 31));
    // Across the year end, named for the year it ends: "Frost run 1998" starts in 1997.
    QVERIFY(facts.recurring[2].namingStated);
    QCOMPARE(facts.recurring[2].inYear(1998).start, QDate(1997, 11, 20));
    QCOMPARE(facts.recurring[2].inYear(1998).end, QDate(1998, 1, 10));
}

void TestDocumentFacts::aGlossaryFiscalYearIsNoSeason()
{
    // A term for the fiscal year with its months reads as the fiscal calendar (quarters and its
    // naming with it), not as a yearly season called "FY".
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Glossary\n\n"
        "- **FY** \u2014 twelve months running 1 May to 30 April, named by the year it ends.\n"
        "- **Thaw** \u2014 2 March to the last day of April.\n"));
    QVERIFY(facts.fiscal.has_value());
    QCOMPARE(facts.fiscal->startMonth, 5);
    QVERIFY(facts.fiscal->namedByEndYear);
    QCOMPARE(facts.recurring.size(), 1);
    QCOMPARE(facts.recurring[0].name, QStringLiteral("Thaw"));
}

void TestDocumentFacts::setsFromATableOfOneRowPerMember()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Roll-ups\n\n"
        "| Category | Board group |\n|---|---|\n"
        "| Seafood | Ocean & Ice |\n| Dairy Products | Ocean & Ice |\n| Beverages | Pantry |\n| Condiments | Pantry |\n\n"
        "# Territories\n\n"
        "| Customer country | Sales area |\n|---|---|\n"
        "| Norway | Far North |\n| Finland | Far North |\n| Chile | Andes |\n| Peru | Andes |\n\n"
        "# Not a mapping\n\n"
        "| Product | Colour |\n|---|---|\n| Tea | Green |\n| Mint | Green |\n| Plum | Red |\n"));
    const auto group = std::find_if(facts.groups.cbegin(), facts.groups.cend(), [](const auto &g) { return g.name == QStringLiteral("Ocean & Ice"); });
    QVERIFY(group != facts.groups.cend());
    // (categories in the database's order)
    QCOMPARE(group->categories, (QStringList{QStringLiteral("Dairy Products"), QStringLiteral("Seafood")}));
    const auto area = std::find_if(facts.namedSets.cbegin(), facts.namedSets.cend(), [](const auto &n) { return n.name == QStringLiteral("Far North"); });
    QVERIFY(area != facts.namedSets.cend());
    QCOMPARE(area->members, (QStringList{QStringLiteral("Norway"), QStringLiteral("Finland")}));
    QCOMPARE(area->kind, QStringLiteral("Sales area"));
    QCOMPARE(area->memberKind, QStringLiteral("Customer country"));
    // A column that names no set ("Colour") makes no sets of its values.
    QVERIFY(std::none_of(facts.namedSets.cbegin(), facts.namedSets.cend(), [](const auto &n) { return n.name == QStringLiteral("Green"); }));
}

void TestDocumentFacts::comparisonsAndRevisionsOfOneLadder()
{
    using rac::planning::parseRange;
    // Two comparisons in one cell, either way round, are one range; two of one side are none.
    for (const QString &cell : {QStringLiteral("`p > 15 and p <= 50`"), QStringLiteral("p > 15 && p <= 50"), QStringLiteral("50 >= p > 15")}) {
        const std::optional<ValueBand> b = parseRange(cell);
        QVERIFY2(b && b->lower == 15.0 && !b->lowerInclusive && b->upper == 50.0 && b->upperInclusive, qPrintable(cell));
    }
    QVERIFY(!parseRange(QStringLiteral("p > 15 and p > 20")));
    // Two changes on two days: the second keeps the first.
    ValueBand low, mid, top;
    low.label = QStringLiteral("Low");
    low.upper = 15;
    low.upperInclusive = false;
    mid.label = QStringLiteral("Mid");
    mid.lower = 15;
    mid.upper = 50;
    mid.upperInclusive = false;
    top.label = QStringLiteral("Top");
    top.lower = 50;
    for (ValueBand *b : {&low, &mid, &top}) {
        b->kind = QStringLiteral("Rung");
        b->measure = QStringLiteral("list price");
    }
    const auto history = [](const QString &subject, double from, double to, const QDate &day) {
        rac::planning::ValueHistory h;
        h.subject = subject;
        h.key = rac::planning::ruleKey(subject);
        h.bound = QStringLiteral("min");
        h.versions = {rac::planning::ValueVersion{from, {}, {}, false, QStringLiteral("a"), {}, 0, {}},
                      rac::planning::ValueVersion{to, {}, day, true, QStringLiteral("b"), {}, 0, {}}};
        return h;
    };
    const QList<ValueBand> revised = rac::planning::bandRevisions(
        {low, mid, top}, {history(QStringLiteral("Mid floor"), 15, 20, QDate(1998, 1, 1)), history(QStringLiteral("Top floor"), 50, 40, QDate(1998, 3, 1))});
    const QList<ValueBand> latest = rac::planning::latestBands({low, mid, top}, revised);
    QCOMPARE(latest[1].label, QStringLiteral("Mid"));
    QCOMPARE(latest[1].lower, std::optional<double>(20.0));
    QCOMPARE(latest[1].upper, std::optional<double>(40.0));
    QCOMPARE(latest[0].upper, std::optional<double>(20.0));
    QCOMPARE(latest[2].lower, std::optional<double>(40.0));
}

void TestDocumentFacts::setsAndBandsWrittenAsData()
{
    // A set per member written as CSV in a fence, the set's column first; bands whose rules are
    // comparisons in code, with what the variable stands for said below the table.
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Regions\n\n"
        "```csv\nregion,country\nLowlands,Belgium\nLowlands,Netherlands\nAlps,Austria\nAlps,Switzerland\n```\n\n"
        "# Price bands\n\n"
        "| Band | Rule |\n|---|---|\n| Entry | `p < 15` |\n| Core | `15 <= p < 50` |\n| Luxe | `p \u2265 50` |\n\n"
        "Here `p` is the product's list price. Discontinued products are counted in no band.\n\n"
        "# Changelog\n\n"
        "## 1998-03-02 \u00b7 Luxe floor lowered\n\n"
        "- **What:** the Luxe band now starts at a list price of **40.00** (it was 50.00).\n"
        "- **Effective:** 1 March 1998.\n\n"
        "# Not a set\n\n"
        "```\nsum(a, b)\nmax(c, d)\nmin(e, f)\n```\n"));
    const auto alps = std::find_if(facts.namedSets.cbegin(), facts.namedSets.cend(), [](const auto &n) { return n.name == QStringLiteral("Alps"); });
    QVERIFY(alps != facts.namedSets.cend());
    QCOMPARE(alps->members, (QStringList{QStringLiteral("Austria"), QStringLiteral("Switzerland")}));
    QCOMPARE(alps->kind, QStringLiteral("region"));
    QCOMPARE(alps->memberKind, QStringLiteral("country"));
    QCOMPARE(facts.namedSets.size(), 2);
    const ValueBand *entry = band(facts, QStringLiteral("Entry"));
    const ValueBand *core = band(facts, QStringLiteral("Core"));
    const ValueBand *luxe = band(facts, QStringLiteral("Luxe"));
    QVERIFY(entry && core && luxe);
    QCOMPARE(entry->measure, QStringLiteral("product's list price"));
    QVERIFY(!entry->lower && entry->upper == 15.0 && !entry->upperInclusive);
    QVERIFY(core->lower == 15.0 && core->lowerInclusive && core->upper == 50.0 && !core->upperInclusive);
    QVERIFY(luxe->lower == 50.0 && luxe->lowerInclusive && !luxe->upper);
    QCOMPARE(luxe->excluded, QStringLiteral("discontinued"));
    // The changelog lowers Luxe's floor from 1 March 1998; Core, which ended at 50, ends at 40.
    QCOMPARE(facts.bandRevisions.size(), 2);
    QCOMPARE(facts.bandRevisions[0].label, QStringLiteral("Luxe"));
    QCOMPARE(facts.bandRevisions[0].lower, std::optional<double>(40.0));
    QCOMPARE(facts.bandRevisions[0].from, QDate(1998, 3, 1));
    QCOMPARE(facts.bandRevisions[1].label, QStringLiteral("Core"));
    QCOMPARE(facts.bandRevisions[1].upper, std::optional<double>(40.0));
    QVERIFY(!facts.bandRevisions[1].upperInclusive);
}

void TestDocumentFacts::bandsWithTheMeasureBeforeTheAmount()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Part 5: Client levels\n\n## 5.1 Current levels\n\n"
        "- **Diamond level**: Net Revenue of 40,000 or more in the year.\n- **Ruby level**: Net Revenue of at least 10,000 but below 40,000.\n\n"
        "## Shelf bands\n\n- **Core band**: list price from 12.00 up to but not including 35.00.\n"));
    const ValueBand *diamond = band(facts, QStringLiteral("Diamond level"));
    QVERIFY(diamond);
    QCOMPARE(diamond->measure, QStringLiteral("Net Revenue"));
    QCOMPARE(diamond->lower.value_or(-1), 40000.0);
    QVERIFY(!diamond->upper);
    const ValueBand *ruby = band(facts, QStringLiteral("Ruby level"));
    QVERIFY(ruby);
    QCOMPARE(ruby->lower.value_or(-1), 10000.0);
    QCOMPARE(ruby->upper.value_or(-1), 40000.0);
    QVERIFY(!ruby->upperInclusive);
    // "up to but not including" is an open upper bound.
    const ValueBand *core = band(facts, QStringLiteral("Core band"));
    QVERIFY(core);
    QCOMPARE(core->measure, QStringLiteral("list price"));
    QCOMPARE(core->lower.value_or(-1), 12.0);
    QCOMPARE(core->upper.value_or(-1), 35.0);
    QVERIFY(!core->upperInclusive);
}

void TestDocumentFacts::listsChangedInWordsNotRead()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Roll-ups\n\n| Category | Board group |\n|---|---|\n"
        "| Seafood | Ocean & Ice |\n| Dairy Products | Ocean & Ice |\n| Beverages | Pantry |\n| Condiments | Pantry |\n\n"
        "# Changes\n\nFrom 1 May 1998 Dairy Products moves out of Ocean & Ice.\n\n"
        "# Other\n\nPantry lines sell well in winter.\n"));
    // A list another text changes is noted; one another text only mentions is not.
    QCOMPARE(facts.unreadListChanges, QStringList{QStringLiteral("Ocean & Ice")});
    // A change said under the table that defines the list, in the same section, counts too.
    const DocumentFacts sameSection = factsOf(QStringLiteral(
        "# Desks\n\n| Group | Categories |\n|---|---|\n| Fresh Desk | Dairy Products, Produce, Seafood |\n"
        "| Dry Desk | Beverages, Condiments |\n\n- Membership change: Produce leaves Fresh Desk from 1 January 1998.\n"));
    QCOMPARE(sameSection.unreadListChanges, QStringList{QStringLiteral("Fresh Desk")});
}

void TestDocumentFacts::eventsFromSectionsWithAWindowLabel()
{
    // "### 4. Harvest Fair (FY1998)" with its days under a "Window:" bullet: the section's name is
    // the event's, though neither the heading's year nor the body repeats it.
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Event calendar\n\n### 3. Midsummer Pantry (FY1997)\n- **Window:** Tue 3 June \u2013 Sun 15 June 1997\n"
        "- **Covers:** Condiments and Grains/Cereals.\n\n### 4. Harvest Fair (FY1998)\n- **Window:** 20 October 1997 to 9 November 1997\n"
        "- **Covers:** Produce and Dairy Products.\n"));
    QStringList names;
    for (const rac::planning::Campaign &c : facts.campaigns) {
        names << c.name;
        if (c.name == QLatin1String("Harvest Fair")) {
            QCOMPARE(c.range.start, QDate(1997, 10, 20));
            QCOMPARE(c.range.end, QDate(1997, 11, 9));
            QCOMPARE(c.categories, (QStringList{QStringLiteral("Dairy Products"), QStringLiteral("Produce")}));
        }
    }
    QVERIFY2(names.contains(QStringLiteral("Harvest Fair")), qPrintable(names.join(QStringLiteral(", "))));
    QVERIFY2(names.contains(QStringLiteral("Midsummer Pantry")), qPrintable(names.join(QStringLiteral(", "))));
}

void TestDocumentFacts::eventsFromASummaryTableWithANumberColumn()
{
    // "| # | Event | ... | Window (first - last day) |": the name is the Event column's, the days the window's.
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Summary\n\n| # | Event | Categories | Window (first \u2013 last day) |\n|---|---|---|---|\n"
        "| 1 | Easter Sweet Shop | Confections | 14 Apr 1997 \u2013 27 Apr 1997 |\n"
        "| 2 | Festive Treats | Beverages, Confections | 1 Dec 1997 \u2013 24 Dec 1997 |\n"));
    QCOMPARE(facts.campaigns.size(), 2);
    QCOMPARE(facts.campaigns[0].name, QStringLiteral("Easter Sweet Shop"));
    QCOMPARE(facts.campaigns[0].range.start, QDate(1997, 4, 14));
    QCOMPARE(facts.campaigns[1].name, QStringLiteral("Festive Treats"));
    QCOMPARE(facts.campaigns[1].range.end, QDate(1997, 12, 24));
    QCOMPARE(facts.campaigns[1].categories, (QStringList{QStringLiteral("Beverages"), QStringLiteral("Confections")}));
}

void TestDocumentFacts::dataTheDocumentsSayIsNotHeld()
{
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Data dictionary\n\n## What the ledger does not hold\n\nWe do **not** hold, anywhere in Finance:\n\n"
        "1. cost of goods, purchase prices or any gross-margin figure;\n2. returns, credit notes or refunds;\n\n"
        "## Conventions\n\n- Percentages are reported to two decimals.\n"));
    QStringList phrases;
    for (const rac::planning::AbsentData &a : facts.absent)
        phrases << a.phrase;
    QVERIFY2(phrases.contains(QStringLiteral("returns")), qPrintable(phrases.join(QStringLiteral("|"))));
    QVERIFY2(phrases.contains(QStringLiteral("purchase prices")), qPrintable(phrases.join(QStringLiteral("|"))));
    QVERIFY2(phrases.contains(QStringLiteral("credit notes")), qPrintable(phrases.join(QStringLiteral("|"))));
    // A list under another heading says nothing of missing data.
    QVERIFY(!phrases.contains(QStringLiteral("Percentages are reported to two decimals")));
    // "not available" of something else, and a list after a paragraph without the cue, say
    // nothing of missing data.
    const DocumentFacts fairs = factsOf(QStringLiteral(
        "# Events\n\nSampling stands are not available at these fairs:\n\n- Harvest Fair\n- Spice Week\n\n"
        "# Gaps\n\nWe do not hold:\n\n- loyalty points\n\nFreight is charged on these shipments:\n\n- Standard freight\n"));
    QStringList missing;
    for (const rac::planning::AbsentData &a : fairs.absent)
        missing << a.phrase;
    QCOMPARE(missing, QStringList{QStringLiteral("loyalty points")});
    // Asked for: all the phrase's words said, one of them unknown to the data.
    const auto known = [](const QString &word) { return word == QLatin1String("prices") || word == QLatin1String("purchase"); };
    QVERIFY(rac::planning::absentDataAskedBy(QStringLiteral("How many units were returned in 1997?"), known, facts.absent));
    QVERIFY(!rac::planning::absentDataAskedBy(QStringLiteral("What is the average unit price?"), known, facts.absent));
    // Every word known to the data: the data answers.
    QVERIFY(!rac::planning::absentDataAskedBy(QStringLiteral("Which purchase prices changed?"), known, facts.absent));
}

void TestDocumentFacts::setsListedInACellBesideARepeatedColumn()
{
    // "| Cluster | Markets | Regional lead |": the markets are listed in a cell; the leads, who
    // repeat, are no sets of clusters.
    const DocumentFacts facts = factsOf(QStringLiteral(
        "# Markets\n\n| Cluster | Markets | Regional lead |\n|---|---|---|\n| Nordic Ring | Denmark, Finland, Norway, Sweden | Ingrid Solberg |\n"
        "| Alpine | Austria, Switzerland | Jonas Wehrli |\n| Central | Germany, Belgium, Poland | Jonas Wehrli |\n"));
    QStringList names;
    for (const rac::planning::NamedSet &n : facts.namedSets) {
        names << n.name;
        if (n.name == QLatin1String("Nordic Ring"))
            QCOMPARE(n.members, (QStringList{QStringLiteral("Denmark"), QStringLiteral("Finland"), QStringLiteral("Norway"), QStringLiteral("Sweden")}));
    }
    QVERIFY2(names.contains(QStringLiteral("Nordic Ring")) && names.contains(QStringLiteral("Central")), qPrintable(names.join(QStringLiteral(", "))));
    QVERIFY(!names.contains(QStringLiteral("Jonas Wehrli")));
    // A table that maps one member per row keeps that reading beside a column of lists.
    const DocumentFacts regions = factsOf(QStringLiteral(
        "# Regions\n\n| Country | Sales region | Key cities |\n|---|---|---|\n| Germany | Central Zone | Berlin, Munich |\n"
        "| Austria | Central Zone | Vienna, Graz |\n| Spain | South Zone | Madrid, Sevilla |\n"));
    QStringList zones;
    for (const rac::planning::NamedSet &n : regions.namedSets)
        if (n.name == QLatin1String("Central Zone"))
            zones = n.members;
    QCOMPARE(zones, (QStringList{QStringLiteral("Germany"), QStringLiteral("Austria")}));
}

void TestDocumentFacts::setsFromItemsNestedUnderABoldTerm()
{
    // The innermost items under a bold term are its members, a grouping item between is not; a
    // spelling in code is the stored one; the heading over the lists is their kind.
    const DocumentFacts facts = factsOf(QStringLiteral(
        "Desks\n-----\n\n+ **Northern Arc**\n  * United Kingdom (stored as `UK` in the order system)\n  * Ireland\n"
        "  * the four Nordic markets:\n    - Denmark\n    - Norway\n+ **Core Europe**\n  * Germany\n  * France\n\n"
        "- **Escalation**\n  * call the duty manager at 9\n  * write a ticket\n"));
    QStringList names;
    for (const rac::planning::NamedSet &n : facts.namedSets)
        names << n.name;
    QCOMPARE(names, (QStringList{QStringLiteral("Northern Arc"), QStringLiteral("Core Europe")}));
    QCOMPARE(facts.namedSets[0].members,
             (QStringList{QStringLiteral("UK"), QStringLiteral("Ireland"), QStringLiteral("Denmark"), QStringLiteral("Norway")}));
    QCOMPARE(facts.namedSets[0].kind, QStringLiteral("Desks"));
    QCOMPARE(facts.namedSets[1].members, (QStringList{QStringLiteral("Germany"), QStringLiteral("France")}));
}

QTEST_GUILESS_MAIN(TestDocumentFacts)
#include "tst_documentfacts.moc"
