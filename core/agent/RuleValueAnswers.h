// SPDX-License-Identifier: MIT
//
// RuleValueAnswers: questions about a rule's number as the documents state and revise it (see
// planning/ValueHistory.h): "What Pallet threshold applies today?" (the latest version), "When
// the classes were first set up, what was the minimum ...?" (the original), "What was it
// originally, and what was it changed to? {original, revised}", "On what date did the higher
// threshold kick in?" (the day the revision took effect). The question must name the rule by its
// telling words and ask for its value or its day; a question that counts or totals rows is the
// database's. Two rules that fit equally, or versions the documents do not order, give no
// answer. Every version's chunk is cited. Pure; any thread.
#pragma once

#include "agent/DocumentReasoner.h"

namespace rac::agent {

class RuleValueAnswers {
public:
    explicit RuleValueAnswers(const planning::DocumentFacts &facts) : m_facts(facts) {}

    std::optional<ReasonedAnswer> answer(const QString &question, const answer::FormatHint &hint) const;

private:
    const planning::DocumentFacts &m_facts;
};

} // namespace rac::agent
