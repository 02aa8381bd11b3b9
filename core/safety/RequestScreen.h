// SPDX-License-Identifier: MIT
//
// RequestScreen: the first look at a question, before any analysis. It
// normalises the text (NFKC, format and control characters removed) so every
// later stage reads what a person sees, and refuses three classes of request
// as a whole: asking to change data ("delete the old orders", in several
// languages), SQL fragments wrapped into a question (a second statement, a
// comment, a quote that closes a string), and instructions aimed at the
// assistant ("ignore your rules"). Matching runs on a skeleton of the text
// (accents, marks and look-alike letters folded to Latin) so full-width,
// zero-width and Cyrillic disguises do not hide a word. The word lists live in
// screen.json, compiled in. A question that is one SQL statement is not judged
// here: the SQL guard and the authorizer decide what it may read.
// Pure; any thread.
#pragma once

#include <QString>
#include <QStringList>

namespace rac::safety {

struct Screening {
    QString text;            // the question as later stages should read it (normalised)
    QStringList notes;       // what normalisation changed, for the trace
    bool refused = false;
    bool isSql = false;      // the question is SQL (starts SELECT or WITH): run it under the guard
    QString rule;            // too-long | control-characters | write-request | sql-fragment | instruction
    QString reason;          // for the analyst: what was refused and why
};

class RequestScreen {
public:
    static Screening check(const QString &question);

    // NFKC, format characters (zero-width, direction overrides) and control characters removed.
    static QString normalize(const QString &text, QStringList *notes = nullptr);
    // For matching only: normalized, then accents and marks dropped, look-alike letters mapped to
    // Latin, lower case, whitespace collapsed.
    static QString skeleton(const QString &normalizedText);
};

} // namespace rac::safety
