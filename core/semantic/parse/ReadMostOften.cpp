// SPDX-License-Identifier: MIT
//
// "Which product is ordered most often?", "Which genre appears on the most invoices?" (or the
// least often, the fewest): a ranking
// by how many rows a thing occurs in, said with a verb instead of "has the most". The readings
// of rankings look for a counted noun after "most"; here the verb supplies it. Read again as
// "... has the most <rows>" when the question is not understood as written:
//  - a verb of occurring ("appears on", "shows up in", "is featured on") before "the most <rows>";
//  - a verb that names a table's rows itself ("ordered", "invoiced") before "most often",
//    "most frequently" or "the most times": those rows are counted.
// A verb that names no table ("used most") stays not understood: which rows to count is not said.
#include "semantic/parse/SemanticParser.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/Interpreter.h"
#include "semantic/parse/QuestionReader.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>

namespace rac::semantic {

namespace {

QString alternatives(const char *role)
{
    QStringList words = Vocabulary::builtIn().grammarWords(role);
    for (QString &w : words)
        w = QRegularExpression::escape(w).replace(QLatin1String("\\ "), QLatin1String("\\s+"));
    return words.join(QLatin1Char('|'));
}

} // namespace

void SemanticParser::readMostOftenRephrased(const QString &question, const answer::FormatHint &hint,
                                            const QList<QPair<int, int>> &consumed, Interpretation &whole) const
{
    if (!consumed.isEmpty())   // spans other stages explained point into the question as asked
        return;
    // "the most" or "the fewest": which end of the ranking.
    static const QRegularExpression occurs(
        QStringLiteral("\\b(?:(?:%1)\\s+)?(?:%2)\\s+(?:%3)\\s+the\\s+(?:(?<most>%4)|(?<fewest>%5))\\s+")
            .arg(alternatives("passive_auxiliaries"), alternatives("occurrence_verbs"), alternatives("occurrence_prepositions"),
                 alternatives("most_amounts"), alternatives("fewest_amounts")),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression often(
        QStringLiteral("\\b(?:%1)\\s+(?<verb>[A-Za-z]+ed)\\s+(?:the\\s+)?(?:(?<most>most)|(?<fewest>least|fewest))(?:\\s+(?:%2))?(?=\\s*[?.!,;]|\\s*$)")
            .arg(alternatives("passive_auxiliaries"), alternatives("frequency_words")),
        QRegularExpression::CaseInsensitiveOption);
    const auto end = [](const QRegularExpressionMatch &m) {
        return m.captured(QStringLiteral("fewest")).isEmpty() ? QStringLiteral("most") : QStringLiteral("fewest");
    };
    QString rest = question, said;
    if (const QRegularExpressionMatch m = occurs.match(question); m.hasMatch()) {
        said = QStringLiteral(" has the %1 ").arg(end(m));
        rest.replace(m.capturedStart(), m.capturedLength(), said);
    } else if (const QRegularExpressionMatch o = often.match(question); o.hasMatch()) {
        // The rows the verb names, written as the table's own words in the plural.
        QString rows;
        // (Only a table whose own name the verb spells: "purchased" may name the purchasers.)
        const QString verb = stemPhrase(o.captured(QStringLiteral("verb")));
        for (const LexEntry &e : m_lexicon.lookup(verb))
            if (e.kind == LexEntry::Kind::Table && rows.isEmpty() && stemPhrase(text::splitIdentifier(e.table)) == verb)
                rows = text::splitIdentifier(e.table).toLower();
        if (rows.isEmpty())
            return;
        // (The table's name as it is: the lexicon reads singular and plural alike.)
        said = QStringLiteral("has the %1 %2").arg(end(o), rows);
        rest.replace(o.capturedStart(), o.capturedLength(), said);
    } else {
        return;
    }
    const Roles &roles = m_model.roles();
    Interpretation alone = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn)
                               .interpret(QuestionReader(m_lexicon).read(rest), hint);
    if (!alone.understood)
        return;
    alone.notes << QStringLiteral("read as \"%1\"").arg(rest.simplified());
    whole = alone;
}

} // namespace rac::semantic
