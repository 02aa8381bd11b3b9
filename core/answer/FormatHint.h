// SPDX-License-Identifier: MIT
//
// FormatHint: the shape an answer must take, parsed from the contract's
// format_hint strings: "int", "float", "str", "bool",
// "{category:str, quantity:int}", "list[{product:str, revenue:float}]",
// "list[str]". Value type; parse() never throws and reports malformed hints.
#pragma once

#include "common/Result.h"

#include <QList>
#include <QString>

namespace rac::answer {

enum class ScalarType { Int, Float, Str, Bool, Any };

struct HintField {
    QString key;
    ScalarType type = ScalarType::Any;
};

struct FormatHint {
    enum class Kind { Scalar, Object, List } kind = Kind::Scalar;
    ScalarType scalar = ScalarType::Any;     // for Scalar, and List of scalars
    QList<HintField> fields;                 // for Object, and List of objects
    QString text;                            // as given

    bool isList() const { return kind == Kind::List; }
    bool isObject() const { return kind == Kind::Object; }
    bool isScalar() const { return kind == Kind::Scalar; }
    bool hasFields() const { return !fields.isEmpty(); }
    bool isNumericScalar() const
    {
        return kind == Kind::Scalar && (scalar == ScalarType::Int || scalar == ScalarType::Float);
    }

    static Result<FormatHint> parse(const QString &text);
};

ScalarType scalarTypeFromName(const QString &name);   // "int" -> Int; unknown -> Any
QString scalarTypeName(ScalarType type);

} // namespace rac::answer
