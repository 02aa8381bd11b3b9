// SPDX-License-Identifier: MIT
//
// ScheduleStates: "late", "delayed" and "on time" said of rows whose table keeps a
// deadline (RequiredDate, DueDate) beside the date of the act it bounds (ShippedDate, ReturnDate).
// Read from the schema and from the order the data's own dates keep, for any database, as terms
// of the same kind a document defines ("An order is late when it ships after ..."): the rows whose
// act's date is later than the deadline, or not. A document's definition of the word comes first.
#pragma once

#include "planning/DocumentFacts.h"

namespace rac::semantic {

class Lexicon;

// One term per state word, said of the table's rows ("order" and its plural); none for a table
// whose deadline or act is not one date column, and none for a word two tables would read.
// `definedElsewhere`: words the documents define; a state one of whose words they define is
// left to them.
QList<planning::TermDefinition> termsOfScheduleStates(const Lexicon &lexicon, const QStringList &definedElsewhere);

} // namespace rac::semantic
