// SPDX-License-Identifier: MIT
//
// FiscalAnswers: questions about the fiscal calendar the documents define, asked directly rather
// than used to filter data: the month the fiscal year begins or ends in ("in which month does
// our fiscal year begin?"), the first and last day of a named fiscal year ("the start and end
// dates of FY1998 {start, end}", "on what date does FY1998 begin?") and the calendar months of
// a fiscal quarter ("which months make up fiscal Q3?"). The calendar's chunk is cited. Pure; any
// thread.
#pragma once

#include "agent/DocumentReasoner.h"

namespace rac::agent {

class FiscalAnswers {
public:
    explicit FiscalAnswers(const planning::DocumentFacts &facts) : m_facts(facts) {}

    std::optional<ReasonedAnswer> answer(const QString &question, const answer::FormatHint &hint, const planning::Plan &plan) const;

private:
    std::optional<ReasonedAnswer> startMonth(const QString &q, const answer::FormatHint &hint) const;
    std::optional<ReasonedAnswer> yearBounds(const QString &q, const answer::FormatHint &hint, const planning::Plan &plan) const;
    std::optional<ReasonedAnswer> quarterMonths(const QString &q, const answer::FormatHint &hint) const;

    const planning::DocumentFacts &m_facts;
};

} // namespace rac::agent
