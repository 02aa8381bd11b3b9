// SPDX-License-Identifier: MIT
#include "agent/PlanReading.h"

#include <algorithm>

namespace rac::agent {

bool parserReadsThePlan(const planning::Plan &plan, const planning::DocumentFacts &facts)
{
    if (plan.citedChunks.isEmpty())
        return true;
    if (!plan.campaignName.isEmpty() || !plan.setLabel.isEmpty() || plan.costShare || plan.preferLegacyKpi || plan.periodUncertain
        || !plan.undefined.isEmpty())
        return false;
    // A yearly window ("Holiday peak 1997") or an event's dates are periods the parser does not know.
    return std::none_of(plan.periods.cbegin(), plan.periods.cend(), [&facts](const planning::DateRange &p) {
        const bool event = std::any_of(facts.campaigns.cbegin(), facts.campaigns.cend(), [&p](const planning::Campaign &c) { return c.name == p.label; });
        const bool yearly = std::any_of(facts.recurring.cbegin(), facts.recurring.cend(),
                                        [&p](const planning::RecurringPeriod &r) { return p.label.startsWith(r.name + QLatin1Char(' ')); });
        return event || yearly;
    });
}

} // namespace rac::agent
