// SPDX-License-Identifier: MIT
//
// PatternMatch: the two tests the document reasoners make of a question's words: whether a
// case-insensitive pattern occurs ("\\b(which|what)\\b"), and whether a name the documents give
// occurs as a name (planning::labelPattern: whole words, any case, plural). Pure; any thread.
#pragma once

#include "planning/ValueBands.h"

#include <QRegularExpression>
#include <QString>

namespace rac::agent {

inline bool hasPattern(const QString &text, const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption).match(text).hasMatch();
}

// Names of fewer than three letters are not looked for: "UK" would match inside other words' reading.
inline bool mentionsLabel(const QString &text, const QString &label)
{
    return label.size() >= 3 && planning::labelPattern(label).match(text).hasMatch();
}

} // namespace rac::agent
