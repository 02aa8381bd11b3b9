// SPDX-License-Identifier: MIT
//
// Text shown as the question spells it: "the first 3 letters of each product name", "the last 4
// characters of the phone number", "the city in upper case", "lowercase emails". The column's
// words take the piece or the case (m_definedAt); they had been shown whole, or the question was
// declined on "characters" and "upper".
#include "semantic/parse/InterpretationBuilder.h"

namespace rac::semantic {

namespace {

bool characterWord(const QString &w)
{
    static const QStringList words{QStringLiteral("character"), QStringLiteral("characters"), QStringLiteral("letter"),
                                   QStringLiteral("letters"),   QStringLiteral("chars"),      QStringLiteral("char")};
    return words.contains(w);
}

} // namespace

void InterpretationBuilder::readTextPieces()
{
    const QList<Token> &tokens = m_read.tokens;
    const auto word = [&tokens](int t) { return t >= 0 && t < tokens.size() ? tokens.at(t).lower : QString(); };
    // "(first and last name separated by a space)", "joined with a space": the texts shown are
    // one, as a person's full name is (Projection joins them).
    static const QStringList joining{QStringLiteral("separated"), QStringLiteral("joined"), QStringLiteral("concatenated"),
                                     QStringLiteral("combined"), QStringLiteral("split")};
    for (int t = 0; t + 2 < tokens.size(); ++t) {
        if (!joining.contains(word(t)) || (word(t + 1) != QLatin1String("by") && word(t + 1) != QLatin1String("with")))
            continue;
        int space = t + 2;
        if (word(space) == QLatin1String("a") || word(space) == QLatin1String("one") || word(space) == QLatin1String("single"))
            ++space;
        if (word(space) == QLatin1String("single"))
            ++space;
        if (word(space) != QLatin1String("space") && word(space) != QLatin1String("blank"))
            continue;
        m_spaceJoined = true;
        for (int k = t; k <= space; ++k) {
            if (const int e = evidenceCovering(k); e >= 0)
                use(e, QStringLiteral("joined by a space"));
            else
                m_explainedTokens << k;
        }
        m_out.notes << QStringLiteral("the texts joined by a space");
    }
    for (int c = 0; c < count(); ++c) {
        const LexEntry *column = m_ev[c].used || tableEv(c) ? nullptr : columnOf(c);
        if (!column || m_lex.kindOf(column->table, column->column) != ColumnKind::Text || m_definedAt.contains(c))
            continue;
        const Expr shown = Expr::col(column->table, column->column);
        // "the first 3 letters of (the) (product) name": back from the column's words.
        const bool tableFirst = c > 0 && tableEv(c - 1) && m_ev[c - 1].last + 1 == m_ev[c].first;
        int t = m_ev[tableFirst ? c - 1 : c].first - 1;
        if (word(t) == QLatin1String("the") || word(t) == QLatin1String("each") || word(t) == QLatin1String("their"))
            --t;
        if (word(t) == QLatin1String("of") && characterWord(word(t - 1))) {
            const int of = t;
            int n = 1;
            int at = t - 2;
            if (at >= 0 && tokens.at(at).number && tokens.at(at).value >= 1 && tokens.at(at).value == std::floor(tokens.at(at).value)) {
                n = int(tokens.at(at).value);
                --at;
            } else if (word(t - 1).endsWith(QLatin1Char('s'))) {
                continue;   // ("the letters of the name": how many is not said)
            }
            const QString end = word(at);
            if (end != QLatin1String("first") && end != QLatin1String("last"))
                continue;
            Expr piece = Expr::unary(Expr::Kind::Piece, shown);
            piece.number = end == QLatin1String("first") ? 1 : -n;
            if (end == QLatin1String("first"))
                piece.args.push_back(Expr::num(n));
            m_definedAt.insert(c, piece);
            for (int k = at; k <= of; ++k) {
                if (const int e = evidenceCovering(k); e >= 0 && e != c)
                    use(e, QStringLiteral("the %1 %2 characters").arg(end).arg(n));
                else
                    m_explainedTokens << k;
            }
            m_out.notes << QStringLiteral("the %1 %2 character(s) of %3").arg(end).arg(n).arg(column->column);
            continue;
        }
        // "the city in upper case", "in capital letters", "in lowercase"; "uppercase names".
        const int after = m_ev[c].last + 1;
        int caseEnd = -1;
        bool upper = false;
        if (word(after) == QLatin1String("in")) {
            const QString w = word(after + 1);
            if ((w == QLatin1String("upper") || w == QLatin1String("lower")) && word(after + 2) == QLatin1String("case")) {
                upper = w == QLatin1String("upper");
                caseEnd = after + 2;
            } else if (w == QLatin1String("uppercase") || w == QLatin1String("capitals") || w == QLatin1String("lowercase")) {
                upper = w != QLatin1String("lowercase");
                caseEnd = after + 1;
            } else if ((w == QLatin1String("capital") || w == QLatin1String("block")) && word(after + 2) == QLatin1String("letters")) {
                upper = true;
                caseEnd = after + 2;
            }
        }
        int caseStart = after;
        const int before = m_ev[tableFirst ? c - 1 : c].first - 1;
        if (caseEnd < 0 && (word(before) == QLatin1String("uppercase") || word(before) == QLatin1String("lowercase"))) {
            upper = word(before) == QLatin1String("uppercase");
            caseStart = caseEnd = before;
        }
        if (caseEnd < 0)
            continue;
        m_definedAt.insert(c, Expr::unary(upper ? Expr::Kind::UpperCase : Expr::Kind::LowerCase, shown));
        for (int k = caseStart; k <= caseEnd; ++k) {
            if (const int e = evidenceCovering(k); e >= 0 && e != c)
                use(e, upper ? QStringLiteral("in capitals") : QStringLiteral("in small letters"));
            else
                m_explainedTokens << k;
        }
        m_out.notes << QStringLiteral("%1 in %2").arg(column->column, upper ? QStringLiteral("capitals") : QStringLiteral("small letters"));
    }
}

} // namespace rac::semantic
