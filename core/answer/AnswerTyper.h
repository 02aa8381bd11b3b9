// SPDX-License-Identifier: MIT
//
// AnswerTyper: shapes a query result into the typed final_answer the format
// hint asks for: an int, a float rounded to 2 decimals, a string, one object
// or a list of objects. Text fields take the result's text columns in order and
// number fields its numeric columns, so column names need not match the keys.
// Pure; any thread.
#pragma once

#include "answer/FormatHint.h"
#include "common/Result.h"
#include "sql/SqlTable.h"

#include <nlohmann/json.hpp>

namespace rac::answer {

class AnswerTyper {
public:
    // Error InvalidArgument when the result cannot fill the hint (no rows, no
    // numeric column for a number, ...); the message says what was missing.
    static Result<nlohmann::json> type(const sql::SqlTable &table, const FormatHint &hint);

    // One value converted to a hint type: int -> rounded integer, float -> 2 decimals.
    static nlohmann::json convert(const QVariant &value, ScalarType type);
    static double round2(double value);
};

} // namespace rac::answer
