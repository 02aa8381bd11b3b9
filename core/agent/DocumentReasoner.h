// SPDX-License-Identifier: MIT
//
// DocumentReasoner: document questions whose answer is not written on any
// one line but follows from the facts the planner parsed: a campaign's start
// or end date, the categories it covers, how many days or weeks it ran, by how much a later document
// extended it; which value band a number falls in ("a customer with 1,500 of
// revenue") and a band's bounds ("minimum revenue for Growth"); which
// reporting group a category rolls up to, or the group member a question
// leaves out; which campaign a description points at. Each answer names the
// chunks it used. Pure; any thread.
#pragma once

#include "agent/PassageAnswerer.h"
#include "answer/FormatHint.h"
#include "planning/DocumentFacts.h"
#include "planning/Plan.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace rac::agent {

struct ReasonedAnswer {
    nlohmann::json value;
    QStringList chunkIds;
    QString explanation;     // one sentence: what was derived from what
    double confidence = 0.8;
    // What was reasoned about: "campaign", "scope", "band", "group". A group or scope
    // answer is about the documents even when the question reads like a category list.
    QString kind;
};

class DocumentReasoner {
public:
    DocumentReasoner(const planning::DocumentFacts &facts, const TermWeights &weights) : m_facts(facts), m_weights(weights) {}

    std::optional<ReasonedAnswer> answer(const QString &question, const answer::FormatHint &hint,
                                         const planning::Plan &plan, const QList<retrieval::ScoredChunk> &chunks) const;

    // "What is the minimum order value for a pallet order?": the one number of the condition a
    // document defines the term by. Asked about the definition, not the data.
    std::optional<ReasonedAnswer> termBound(const QString &question, const answer::FormatHint &hint) const;

private:
    std::optional<ReasonedAnswer> campaignDate(const QString &q, const answer::FormatHint &hint, const planning::Plan &plan) const;
    std::optional<ReasonedAnswer> campaignLength(const QString &q, const answer::FormatHint &hint, const planning::Plan &plan) const;
    std::optional<ReasonedAnswer> campaignScope(const QString &q, const answer::FormatHint &hint, const planning::Plan &plan) const;
    std::optional<ReasonedAnswer> bandOfValue(const QString &q, const answer::FormatHint &hint) const;
    std::optional<ReasonedAnswer> bandBound(const QString &q, const answer::FormatHint &hint) const;
    std::optional<ReasonedAnswer> groupOfCategory(const QString &q, const answer::FormatHint &hint) const;
    std::optional<ReasonedAnswer> campaignDescribed(const QString &q, const answer::FormatHint &hint, const planning::Plan &plan,
                                                    const QList<retrieval::ScoredChunk> &chunks) const;

    const planning::DocumentFacts &m_facts;
    const TermWeights &m_weights;
};

} // namespace rac::agent
