// SPDX-License-Identifier: MIT
//
// FieldLabels: the labels a document gives its fields rather than names it defines: a memo's
// "**Date:**", "**Effective:**", a changelog's "**Before:**" / "**After:**", "**What:**". An event,
// a term or a band named only by such words is none: a question's "after" matched one.
#pragma once

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace rac::planning {

inline bool isFieldLabel(const QString &name)
{
    static const QStringList fieldWords{
        QStringLiteral("date"), QStringLiteral("dates"), QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("sent"),
        QStringLiteral("effective"), QStringLiteral("updated"), QStringLiteral("start"), QStringLiteral("end"), QStringLiteral("period"),
        QStringLiteral("window"), QStringLiteral("when"), QStringLiteral("due"), QStringLiteral("deadline"), QStringLiteral("on"),
        QStringLiteral("as"), QStringLiteral("of"), QStringLiteral("valid"), QStringLiteral("until"), QStringLiteral("issued"),
        // the two sides of a revision and a changelog's fields
        QStringLiteral("before"), QStringLiteral("after"), QStringLiteral("was"), QStringLiteral("now"), QStringLiteral("old"),
        QStringLiteral("new"), QStringLiteral("previous"), QStringLiteral("previously"), QStringLiteral("current"),
        QStringLiteral("original"), QStringLiteral("originally"), QStringLiteral("revised"), QStringLiteral("changed"),
        QStringLiteral("change"), QStringLiteral("what"), QStringLiteral("why"), QStringLiteral("who"), QStringLiteral("note"),
        QStringLiteral("notes"), QStringLiteral("status"), QStringLiteral("owner"), QStringLiteral("reason"), QStringLiteral("rule"),
        QStringLiteral("applies"), QStringLiteral("scope"),
        // a message's and an admonition's fields
        QStringLiteral("subject"), QStringLiteral("cc"), QStringLiteral("re"), QStringLiteral("where"), QStringLiteral("how"),
        QStringLiteral("example"), QStringLiteral("update"), QStringLiteral("decision"), QStringLiteral("correction"),
        QStringLiteral("action"), QStringLiteral("summary"), QStringLiteral("warning"), QStringLiteral("tip"),
        QStringLiteral("important"), QStringLiteral("caution"), QStringLiteral("info")};
    static const QRegularExpression separators(QStringLiteral("\\W+"));
    const QStringList words = name.toLower().split(separators, Qt::SkipEmptyParts);
    return std::all_of(words.cbegin(), words.cend(), [](const QString &w) { return fieldWords.contains(w); });
}

} // namespace rac::planning
