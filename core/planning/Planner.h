// SPDX-License-Identifier: MIT
//
// Planner: turns a question plus the corpus's DocumentFacts into a Plan: date
// ranges from named campaigns (choosing between conflicting documents by what
// the question pins, else the latest revision, and saying so) and from explicit
// date phrases; reporting-group filters; the cost assumption; legacy vs
// current KPI definitions. Stateless apart from the facts it is given; any thread.
#pragma once

#include "planning/DocumentFacts.h"
#include "planning/Plan.h"

namespace rac::planning {

class Planner {
public:
    explicit Planner(const DocumentFacts &facts) : m_facts(facts) {}

    Plan plan(const QString &question) const;

private:
    void addCampaignPeriods(const QString &question, Plan &plan, QString &residual) const;
    void addRecurringPeriods(Plan &plan, QString &residual) const;
    void addExplicitPeriods(Plan &plan, QString &residual) const;
    void addGroup(Plan &plan, QString &residual) const;
    void addDefinedTerms(Plan &plan, QString &residual) const;
    // "how many customers qualify as Key Accounts": a one-sided band the
    // documents define becomes words the analyzer reads as a threshold.
    void addBandCondition(const QString &question, Plan &plan, QString &residual) const;   // labelled category sets, defined conditions
    void addCostAssumption(const QString &question, Plan &plan) const;

    const DocumentFacts &m_facts;
};

} // namespace rac::planning
