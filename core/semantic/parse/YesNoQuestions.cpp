// SPDX-License-Identifier: MIT
//
// Questions answered yes or no: "Is Ikura supplied by a Japanese supplier?", "Are there any
// customers in Poland?", "Has order 10248 been shipped? (Yes or No)". The rest of the question
// describes rows; the answer is whether any such row exists. Read as a listing, these answered
// with the row's name at 0.9 ("Tokyo Traders" for "Yes"). A place said of the rows asked about
// must be theirs (or the row they point at): found in another table, it made every such
// question a confident Yes.
#include "semantic/parse/SemanticParser.h"

#include "common/TextUtil.h"
#include "semantic/parse/QueryRenderer.h"
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

// The reading given up, saying why.
void decline(ParseResult &out, const QString &why)
{
    out.interpretation.understood = false;
    out.interpretation.notUnderstood << why;
    out.sql.clear();
    out.explanation = QStringLiteral("I did not understand %1.").arg(out.interpretation.notUnderstood.join(QStringLiteral(", ")));
}

} // namespace

bool SemanticParser::placeOnTheRowsAsked(ParseResult &out) const
{
    // "Are there any customers in Japan?": no customer is in Japan, so the reading found Japan
    // in the suppliers' country and joined the customers to it; as a listing that was a guess,
    // asked whether any exists it became a confident Yes. A value of a table the question does
    // not name, in a column that is no row's name, is said of the rows asked about: their own
    // column of that kind (Customers.Country) holds it or not; with none, it is not understood.
    Query q = out.interpretation.query;
    QStringList named;
    static const QRegularExpression tableWord(QStringLiteral("-> table (.+)$"));
    for (const QString &c : std::as_const(out.interpretation.coverage))
        if (const QRegularExpressionMatch m = tableWord.match(c); m.hasMatch())
            named << m.captured(1);
    const sql::Table *base = m_lexicon.schema().table(q.baseTable);
    bool moved = false;
    for (Condition &c : q.where) {
        if (c.kind != Condition::Kind::In || c.lhs.kind != Expr::Kind::Column || c.lhs.table == q.baseTable || named.contains(c.lhs.table)
            || m_lexicon.displayColumns(c.lhs.table).contains(c.lhs.column))
            continue;
        const QStringList kind = text::words(text::splitIdentifier(c.lhs.column));
        const sql::Column *own = nullptr;
        for (const sql::Column &col : base ? base->columns : QList<sql::Column>{}) {
            const QStringList words = text::words(text::splitIdentifier(col.name));
            if (!kind.isEmpty() && !words.isEmpty() && words.last().compare(kind.last(), Qt::CaseInsensitive) == 0
                && m_lexicon.kindOf(q.baseTable, col.name) == ColumnKind::Text)
                own = &col;
        }
        // ("Is Ikura made in Japan?": a product has no country; the supplier it points at does.)
        const QList<sql::ForeignKey> up = m_lexicon.schema().keysFrom(q.baseTable);
        const bool pointedAt = std::any_of(up.cbegin(), up.cend(), [&c](const sql::ForeignKey &k) { return k.toTable == c.lhs.table; });
        if (!own && pointedAt)
            continue;
        if (!own) {
            decline(out, QStringLiteral("whether %1 is said of the %2 rows (they have no %3)").arg(c.lhs.column, q.baseTable, kind.join(QLatin1Char(' ')).toLower()));
            return false;
        }
        out.interpretation.notes << QStringLiteral("%1 read as the %2 rows' own %3").arg(c.lhs.table + QLatin1Char('.') + c.lhs.column, q.baseTable, own->name);
        c.lhs = Expr::col(q.baseTable, own->name);
        moved = true;
    }
    if (!moved)
        return true;
    const Result<RenderedQuery> rendered = QueryRenderer(m_lexicon.schema(), m_dialect).render(q);
    if (!rendered) {
        decline(out, rendered.error().message);
        return false;
    }
    out.interpretation.query = q;
    out.sql = rendered->sql;
    out.tables = rendered->tables;
    return true;
}

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
    static const QRegularExpression sentenceEnd(QStringLiteral("[.?!](?=\\s+\\S)"));
    if (rest.contains(sentenceEnd) || notYesNo.match(rest).hasMatch())
        return std::nullopt;
    ParseResult out;
    if (everyRow.match(rest).hasMatch()) {
        decline(out, QStringLiteral("a yes/no question about every row, not whether one exists"));
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
            decline(out, QStringLiteral("\"%1\" said of a %2 row: which of them are one").arg(m.captured(1), table));
            return out;
        }
    }
    if (const QString why = whyNoRowsDescribed(out.interpretation.query); !why.isEmpty()) {
        decline(out, why);
        return out;
    }
    if (!placeOnTheRowsAsked(out))
        return out;
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
