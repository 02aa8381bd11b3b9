// SPDX-License-Identifier: MIT
//
// A table's word used for the one figure its rows hold. In a table of events with a single
// number of their own (Rating: stars; payments: amount), the question may put a value or an
// extreme on the table's noun instead of the column's: "movies with a rating of 4", "its
// highest rating", "the average review", "customers who made a payment of 6066.78". Such a word
// is read as that column, found from the schema alone: the only number column that is neither
// the table's key nor a reference to another table.
#pragma once

#include "semantic/parse/QuestionReader.h"

namespace rac::semantic {

class Lexicon;

// The number column a table's word stands for (see above), or "" when the table has none or several.
QString valueColumnOf(const Lexicon &lexicon, const QString &table);

// Rereads a table's word as its value column where a number follows it after "of" ("a rating of
// 4") or an aggregate or extreme is said right before it ("the highest rating").
void readTableWordsAsTheirValue(const Lexicon &lexicon, ReadQuestion &read);

} // namespace rac::semantic
