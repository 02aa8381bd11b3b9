// SPDX-License-Identifier: MIT
//
// MembershipAnswers: "which <set> does a member belong to", asked of any list the documents name:
// a reporting group of categories, a region of countries, a cluster of markets, a family of
// product lines ("Customers based in Belgium count toward which sales region?", "Confections gets
// reported under which family?"). The member may be said as an adjective of it ("Mexican
// customers": Mexico, by WordNet's pertainyms). One set must hold it; when lists of different
// kinds do, the kind the question names ("region") picks one, else no answer. And the members of
// a list the question names. Pure; any thread.
#pragma once

#include "agent/DocumentReasoner.h"

namespace rac::agent {

class MembershipAnswers {
public:
    explicit MembershipAnswers(const planning::DocumentFacts &facts) : m_facts(facts) {}

    std::optional<ReasonedAnswer> answer(const QString &question, const answer::FormatHint &hint) const;
    // The other way: "Which categories are planned together as Fresh Hall? Alphabetical order." -
    // the members of the one list the question names, in the documents' order or sorted as asked.
    std::optional<ReasonedAnswer> members(const QString &question, const answer::FormatHint &hint) const;

private:
    const planning::DocumentFacts &m_facts;
};

} // namespace rac::agent
