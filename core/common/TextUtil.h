// SPDX-License-Identifier: MIT
//
// Small text helpers shared by retrieval, planning, the semantic engine and the
// repair rules: word tokens, a light English stemmer, edit distance. Pure
// functions, safe from any thread.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace rac::text {

// Lower-cased word tokens; keeps letters, digits and apostrophes inside words
// ("q4 '97" -> "q4", "'97"), splits everything else.
QStringList words(const QString &text);

// Crude suffix stripping so "products"/"product", "categories"/"category",
// "shipped"/"ship" meet. Good enough for matching schema names and synonyms.
QString stem(const QString &word);

// The suffix stripping alone, without folding a final e; stem() builds on it.
QString stripSuffix(const QString &lower);

// The regular English plural of a noun ("order" -> "orders", "country" -> "countries", "box" ->
// "boxes"); a word already ending in s is left as it is.
QString plural(const QString &noun);

// Common business abbreviations written out: "std" -> "standard", "avg" -> "average".
QString expandAbbreviation(const QString &word);

// Levenshtein distance, case-insensitive; used to map typos to real names.
int editDistance(const QString &a, const QString &b);

// "OrderDate" / "order_date" / "Order Date" -> "order date".
QString splitIdentifier(const QString &identifier);

// Lower-case, fold accents (é -> e), collapse whitespace.
QString normalized(const QString &text);

// The short items a text lists ("Dairy Products, Produce and Seafood", "Spain / Portugal"): split
// at commas, semicolons, a spaced slash, "and", "or" and "&", a final stop dropped. Empty when any
// item runs past four words (the text is a sentence, not a list). Callers add their own tests.
QStringList listedItems(const QString &text);

// Bytes from a file as text when they are Unicode: UTF-16 with a byte-order mark,
// or UTF-8 with or without one (the mark removed). nullopt when they are not valid
// UTF-8; the caller decides the fallback (U+FFFD, or Latin-1 for old documents).
std::optional<QString> decodeUnicode(const QByteArray &bytes);

} // namespace rac::text
