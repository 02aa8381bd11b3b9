// SPDX-License-Identifier: MIT
//
// Questions answered yes or no: "Is Ikura supplied by a Japanese supplier?", "Are there any
// customers in Poland?", "Has order 10248 been shipped? (Yes or No)". The rest of the question
// describes rows; the answer is whether any such row exists. Read as a listing, these answered
// with the row's name at 0.9 ("Tokyo Traders" for "Yes").
#include "semantic/parse/SemanticParser.h"

#include "common/TextUtil.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>

#include <algorithm>

namespace rac::semantic {

namespace {

// A figure, a ranking or a cut of the rows is no description of rows that exist or not: "Is the
// average freight above 50?" would be a row with the average, always there; "Is Chai the most
// expensive product?" the first row of a ranking, always there.
QString whyNoRowsDescribed(const Query &q)
{
    if (std::any_of(q.select.cbegin(), q.select.cend(), [](const SelectItem &s) { return s.expr.isAggregate(); }))
        return QStringLiteral("a yes/no question about a figure (compared with what?)");
    if (q.limit > 0 || q.rankWithin || q.offset > 0)
        return QStringLiteral("a yes/no question about a ranking");
    return {};
}

} // namespace

std::optional<ParseResult> SemanticParser::readYesNoQuestion(const QString &asked, const answer::FormatHint &hint) const
{
    // "(Yes or No)", "yes/no?": the answer's form said at the end.
    static const QRegularExpression cue(QStringLiteral("[\\s(\\-\u2013:]*(?:answer\\s+)?(?:yes\\s*(?:or|/)\\s*no|no\\s*(?:or|/)\\s*yes)\\s*\\??\\s*\\)?\\s*[.?]?\\s*$"),
                                        QRegularExpression::CaseInsensitiveOption);
    // A form of "be", "do" or "have" first ("Do you know which ..." asks something else).
    static const QRegularExpression lead(QStringLiteral("^\\s*(?:is|are|was|were|does|do|did|has|have|had)\\s+(?!you\\b|anyone\\b)"),
                                         QRegularExpression::CaseInsensitiveOption);
    // Words that ask for an amount or a row, or quantify over every row ("Are all products in
    // stock?" is not whether one is).
    static const QRegularExpression notYesNo(QStringLiteral("\\b(?:how\\s+many|how\\s+much|what|which|whose)\\b"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression everyRow(QStringLiteral("\\b(?:all|every|each|always|only|never|none)\\b"), QRegularExpression::CaseInsensitiveOption);
    if (hint.hasFields() || hint.isList() || hint.isNumericScalar())
        return std::nullopt;
    QString text = asked.trimmed();
    const QRegularExpressionMatch said = cue.match(text);
    if (said.hasMatch())
        text = text.left(said.capturedStart()).trimmed();
    const QRegularExpressionMatch first = lead.match(text);
    if (!first.hasMatch() && !said.hasMatch())
        return std::nullopt;
    // One sentence only, and none that asks for something else.
    const QString rest = text.mid(first.hasMatch() ? first.capturedEnd() : 0);
    const qsizetype stop = rest.indexOf(QRegularExpression(QStringLiteral("[.?!](?=\\s+\\S)")));
    if (stop >= 0 || notYesNo.match(rest).hasMatch())
        return std::nullopt;
    ParseResult out;
    if (everyRow.match(rest).hasMatch()) {
        out.interpretation.understood = false;
        out.interpretation.notUnderstood << QStringLiteral("a yes/no question about every row, not whether one exists");
        out.explanation = QStringLiteral("I did not understand %1.").arg(out.interpretation.notUnderstood.join(QStringLiteral(", ")));
        return out;
    }
    out = parseQuestion(rest, answer::FormatHint{}, {}, true);
    if (!out.interpretation.understood)
        return out;
    // "Is Andrew Fuller a sales representative?": a table's other name said of a row named by its
    // values reads as the table, and every employee "is" one (Yes, at 0.9); only the table's own
    // name ("Is Chai a product?") says no more than that.
    static const QRegularExpression tableWord(QStringLiteral("^(.+) -> table (.+)$"));
    for (const QString &c : std::as_const(out.interpretation.coverage)) {
        const QRegularExpressionMatch m = tableWord.match(c);
        if (!m.hasMatch())
            continue;
        const QString table = m.captured(2);
        const bool rowNamed = std::any_of(out.interpretation.query.where.cbegin(), out.interpretation.query.where.cend(), [&table](const Condition &w) {
            return w.kind == Condition::Kind::In && w.lhs.kind == Expr::Kind::Column && w.lhs.table == table;
        });
        if (rowNamed && stemPhrase(m.captured(1)) != stemPhrase(text::splitIdentifier(table))) {
            out.interpretation.understood = false;
            out.interpretation.notUnderstood << QStringLiteral("\"%1\" said of a %2 row: which of them are one").arg(m.captured(1), table);
            out.sql.clear();
            out.explanation = QStringLiteral("I did not understand %1.").arg(out.interpretation.notUnderstood.join(QStringLiteral(", ")));
            return out;
        }
    }
    if (const QString why = whyNoRowsDescribed(out.interpretation.query); !why.isEmpty()) {
        out.interpretation.understood = false;
        out.interpretation.notUnderstood << why;
        out.sql.clear();
        out.explanation = QStringLiteral("I did not understand %1.").arg(why);
        return out;
    }
    out.sql = QStringLiteral("SELECT CASE WHEN EXISTS (%1) THEN 'Yes' ELSE 'No' END AS answer").arg(out.sql);
    out.tieProbeSql.clear();
    out.cut = 0;
    out.skipped = 0;
    out.bothEndsRows = 0;
    out.orderedByShown.clear();
    out.interpretation.notes << QStringLiteral("a yes/no question: whether any row it describes exists");
    return out;
}

} // namespace rac::semantic
