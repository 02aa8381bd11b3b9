// SPDX-License-Identifier: MIT
//
// Which of the planner's document facts the semantic parser reads itself. The parser reads the
// documents' KPI formulas, fiscal calendar, named lists of values, terms defined in words, labelled
// bands and states defined by a comparison ("An order is late when ..."); an event's window, a
// labelled set of categories, a cost assumption or a legacy KPI are still the template reading's.
// The router and NL2SQL ask the same question, so the answer lives in one place.
#pragma once

#include "planning/DocumentFacts.h"
#include "planning/Plan.h"

namespace rac::agent {

bool parserReadsThePlan(const planning::Plan &plan, const planning::DocumentFacts &facts);

} // namespace rac::agent
