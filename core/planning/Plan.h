// SPDX-License-Identifier: MIT
//
// Plan: the constraints the planner derived from the question and the
// documents, ready for the semantic compiler. Every constraint that came from a
// document carries the chunk id it came from, so the answer can cite it.
#pragma once

#include "planning/DateRange.h"
#include "planning/DocumentFacts.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace rac::planning {

struct Plan {
    // 0 periods: no date filter; 1: filter; 2 or more: a comparison between periods.
    QList<DateRange> periods;

    // A text changes an event's dates in words not read: the period used may be the old one, so
    // an answer that uses it is held at kUncertainPeriodConfidence.
    bool periodUncertain = false;
    static constexpr double kUncertainPeriodConfidence = 0.6;
    // Of those, the changed days are what the question needs and none of them was read (asked
    // for as changed, or changed in words not read with no other version read and the original
    // not asked for): a figure over the old days answers another question.
    bool periodChangeUnread = false;

    // Categories a named campaign covered, applied when the question asks about
    // the campaign itself ("promoted categories", "in the X campaign"), not
    // merely its dates ("during X").
    QString campaignName;
    QStringList campaignCategories;

    // Categories to filter on because the question named a reporting group.
    QString groupName;
    QStringList groupCategories;

    // Categories named by a label the documents define ("perishable").
    QString setLabel;
    QStringList setCategories;

    // Conditions the documents define and the question uses ("late").
    QList<ConditionDefinition> conditions;

    // CostOfGoods as a share of UnitPrice (0.7), from the question or the docs.
    std::optional<double> costShare;
    QString costSource;          // "question" or a chunk id

    bool preferLegacyKpi = false;   // the question asks for the legacy definition

    // A list the question uses (a reporting group, a named set) is changed by a text in words not
    // read: its members may not be the current ones, so an answer using it is held at
    // kUncertainPeriodConfidence.
    bool listUncertain = false;

    QStringList citedChunks;     // chunks that supplied a constraint
    QStringList notes;           // sentences for the explanation
    QStringList undefined;       // what the question uses and nothing defines ("FY1998" with no fiscal calendar)
    QString fiscalChunk;         // the chunk defining the fiscal year a period was moved onto
    QStringList ignoredInstructions;   // instruction-like document lines we ignored

    // The question with the phrases the planner consumed (campaign names, date
    // phrases, group names) blanked out, so "Summer Beverages 1997" does not
    // also read as a filter on the Beverages category.
    QString residualQuestion;
};

} // namespace rac::planning
