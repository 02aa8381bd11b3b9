// SPDX-License-Identifier: MIT
//
// "movies whose highest rating is 5", "departments whose average salary was 3000": a copula
// between a figure made of many rows (an aggregate or extreme word before the column) and a
// number compares that figure with the number, as "equal to" would. Read as "the column is the
// number", each row was kept with that value instead (the first movie with a 5, at 0.6).
#pragma once

#include "semantic/parse/QuestionReader.h"

namespace rac::semantic {

// Adds a comparison "=" on each such copula.
void readCopulaAfterFigure(ReadQuestion &read);

} // namespace rac::semantic
