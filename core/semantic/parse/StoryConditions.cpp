// SPDX-License-Identifier: MIT
//
// "Exotic Liquids is a supplier. They want to know how many products are in the Seafood
// category.": a stored value named only in a sentence before the one that asks may be the story
// (who asks, whom it is about), not a condition of the question. Read as a condition, the answer
// filtered to that supplier at 0.9; it is kept, but never certain.
#include "semantic/parse/SemanticParser.h"

#include <QRegularExpression>

namespace rac::semantic {

namespace {

// Every text literal the query compares with, in its conditions and those of its subqueries.
void literalsOf(const Query &q, QStringList &out)
{
    const auto fromConditions = [&out](const std::vector<Condition> &conditions) {
        for (const Condition &c : conditions) {
            for (const Expr &e : c.list)
                if (e.kind == Expr::Kind::Text)
                    out << e.text;
            if (c.rhs.kind == Expr::Kind::Text)
                out << c.rhs.text;
            if (c.sub)
                literalsOf(*c.sub, out);
        }
    };
    fromConditions(q.where);
    fromConditions(q.having);
}

} // namespace

void SemanticParser::doubtConditionsFromTheStory(const QString &question, Interpretation &in)
{
    static const QRegularExpression boundary(QStringLiteral("(?<=[.?!])\\s+(?=[A-Z])"));
    const QStringList sentences = question.trimmed().split(boundary, Qt::SkipEmptyParts);
    if (sentences.size() < 2)
        return;
    // The story is what comes before the first sentence that asks (sentences after it may say
    // how to show the answer: "... Shows product name and supplier country.").
    // (Or a sentence that opens with the scope of what follows: "For each ...", "From the supplier ...".)
    static const QRegularExpression scope(QStringLiteral("^\\s*(?:count|report|from|for|in)\\b"), QRegularExpression::CaseInsensitiveOption);
    const auto asksOrScopes = [](const QString &sentence) {
        return sentence.trimmed().endsWith(QLatin1Char('?')) || sentenceAsks(sentence) || scope.match(sentence).hasMatch();
    };
    qsizetype first = 0;
    while (first < sentences.size() && !asksOrScopes(sentences.at(first)))
        ++first;
    if (first == 0 || first >= sentences.size())
        return;
    const QString asking = sentences.mid(first).join(QLatin1Char(' '));
    const QString story = sentences.mid(0, first).join(QLatin1Char(' '));
    QStringList literals;
    literalsOf(in.query, literals);
    for (const QString &value : std::as_const(literals)) {
        const QString v = value.trimmed();
        if (v.isEmpty())
            continue;
        const QRegularExpression said(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(v)), QRegularExpression::CaseInsensitiveOption);
        if (said.match(story).hasMatch() && !said.match(asking).hasMatch()) {
            in.ambiguous = true;
            in.notes << QStringLiteral("\"%1\" is named only before the sentence that asks; read as a condition").arg(v);
            return;
        }
    }
}

} // namespace rac::semantic
