// SPDX-License-Identifier: MIT
//
// TermDefinitions: terms the documents define by a condition written in words, read from
// sentences and list items where the writer emphasised the term:
//   "A **pallet order** is any order whose goods come to 4,200 or more after line discounts."
//   "An order is an **express request** when its required date falls no more than 20 days after
//    its order date."
//   "We call a customer an **anchor client** when their revenue reaches 8,000."
//   "Products whose list price is 33.00 or higher go on the **premium shelf**, unless they are
//    discontinued."
// Only the shape of the sentence is read here; what the condition means is for the question
// parser, which reads it in place of the term and says so when it cannot.
#pragma once

#include "planning/DocumentFacts.h"
#include "retrieval/MarkdownDocument.h"

namespace rac::planning {

QList<TermDefinition> readTermDefinitions(const QList<retrieval::ReadChunk> &chunks);

} // namespace rac::planning
