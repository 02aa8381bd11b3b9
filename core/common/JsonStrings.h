// SPDX-License-Identifier: MIT
//
// The strings of a JSON array, for the word lists compiled into the library
// (the parser's vocabulary, the request screen). Non-strings and a value that
// is not an array give nothing: a damaged list shrinks, it never throws.
#pragma once

#include <QStringList>

#include <nlohmann/json.hpp>

namespace rac::json {

inline QStringList strings(const nlohmann::json &array)
{
    QStringList out;
    if (!array.is_array())
        return out;
    for (const auto &v : array) {
        if (v.is_string())
            out << QString::fromStdString(v.get<std::string>());
    }
    return out;
}

} // namespace rac::json
