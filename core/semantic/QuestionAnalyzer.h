// SPDX-License-Identifier: MIT
//
// QuestionAnalyzer: reads a question (with the planner's constraints and the
// format hint) against the SemanticModel and decides the Intent. It recognises
// measures and dimensions by their synonyms, filter values by looking them up
// among the database's own distinct values, ranking words ("top 3", "least"),
// shares, and comparisons between periods. No wording of any particular
// question is known to it. Pure; any thread.
#pragma once

#include "answer/FormatHint.h"
#include "planning/Plan.h"
#include "semantic/Intent.h"
#include "semantic/SemanticModel.h"

namespace rac::semantic {

class QuestionAnalyzer {
public:
    explicit QuestionAnalyzer(const SemanticModel &model) : m_model(model) {}

    Intent analyze(const QString &question, const planning::Plan &plan, const answer::FormatHint &hint) const;

private:
    QString correctTypos(const QString &text) const;
    bool schemaKnows(const QString &word) const;
    void findThresholdCount(const QString &text, Intent &intent) const;
    // Rules out questions about concepts this schema lacks, and count/amount mismatches.
    void findUnsupportedStatistic(const QString &text, Intent &intent) const;
    void checkAnswerability(const QString &question, Intent &intent) const;
    void findValueFilters(QString &text, const QString &asked, Intent &intent) const;
    void findFlagFilters(QString &text, Intent &intent) const;
    void addDefinedConditions(const planning::Plan &plan, Intent &intent) const;
    // "units in stock below the reorder level", "freight over 500".
    void findComparisons(QString &text, Intent &intent) const;
    void findMeasures(QString &text, const planning::Plan &plan, const answer::FormatHint &hint, Intent &intent) const;
    void findGrouping(QString &text, const answer::FormatHint &hint, Intent &intent) const;
    void findRanking(const QString &text, const answer::FormatHint &hint, Intent &intent) const;
    void decideShape(const QString &question, const answer::FormatHint &hint, Intent &intent) const;

    const SemanticModel &m_model;
};

} // namespace rac::semantic
