// SPDX-License-Identifier: MIT
//
// ValueHistories: reads the versions of each named rule's number from the documents' blocks
// (see ValueHistory.h) and joins the versions said in different files under one subject:
//   - a change section: a heading that says a rule changed ("r2 — Pallet threshold raised ·
//     effective 1 October 1997", "1998-03-02 · Reserve floor lowered") with "Before:"/"After:"
//     items, "From 2,500 to **3,000**", or "now starts at **40.00** (it was 50.00)"; the day comes
//     from "effective", "on or after", "applies from", "since" anywhere in the section;
//   - a sentence anywhere: "the discount cap is 10% since 1 Nov 1997", "The **Pallet threshold**
//     is $3,000", "the Keystone threshold was raised from $20,000 to $25,000 on 1 July 1997";
//   - a list item led by an emphasised rule name and one number ("**Discount cap.** No line may
//     carry a discount above **15%**");
//   - a table of targets or limits: a column whose header names a rule ("FY1998 target"), one
//     number per row, the rule named by the row's label and the header;
//   - a term the documents define by a condition with one number, each of its dated versions.
// Numbers inside date phrases, clause numbers and years are never values.
#pragma once

#include "planning/DocumentFacts.h"
#include "retrieval/MarkdownDocument.h"

namespace rac::planning {

QList<ValueHistory> readValueHistories(const QList<retrieval::ReadChunk> &chunks, const QList<TermDefinition> &terms);

// The telling words of a rule's name, stemmed: "Big-basket threshold" -> "big", "basket". The
// nouns that only say it is a rule ("threshold", "cap", "target") and filler words are left out.
QStringList ruleKey(const QString &subject);

// "min" for a floor ("threshold", "floor", "minimum"), "max" for a ceiling ("cap", "limit",
// "maximum"), else empty.
QString ruleBound(const QString &text);

} // namespace rac::planning
