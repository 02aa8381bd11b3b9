// SPDX-License-Identifier: MIT
//
// Periods asked for as the answer's rows:
//   "Which years have orders?", "In which years were invoices issued?",
//   "List the months of 1997 in which orders were shipped"
//       one row per period of the rows' date (SELECT DISTINCT year ... ORDER BY year)
// The period's noun said after the question's word ("which years") or before "in which"/"when"
// ("the years in which") is what is asked; read as nothing, every order came back, at 0.9.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/Vocabulary.h"

#include <algorithm>

namespace rac::semantic {

void InterpretationBuilder::readPeriodsAsked()
{
    if (!m_groupTargets.empty())
        return;
    const QList<Token> &tokens = m_read.tokens;
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    static const QStringList askingWords{QStringLiteral("which"), QStringLiteral("what"), QStringLiteral("list"), QStringLiteral("show"),
                                         QStringLiteral("give"), QStringLiteral("name"), QStringLiteral("return"), QStringLiteral("find")};
    for (int i = 0; i < count(); ++i) {
        const QString part = m_ev[i].tag(QStringLiteral("part:"));
        if (part.isEmpty() || m_ev[i].used || m_ev[i].entry(LexEntry::Kind::Column) || m_ev[i].first != m_ev[i].last)
            continue;
        // The noun itself, in the plural: "which years" (not "yearly", nor "the year 1997").
        const QString &noun = tokens.at(m_ev[i].first).lower;
        if (!vocabulary.isGrammarWord("period_nouns", noun) || !noun.endsWith(QLatin1Char('s')))
            continue;
        int lead = m_ev[i].first - 1;
        while (lead >= 0 && (vocabulary.isGrammarWord("determiners", tokens.at(lead).lower) || tokens.at(lead).lower == QLatin1String("all")
                             || tokens.at(lead).lower == QLatin1String("distinct") || tokens.at(lead).lower == QLatin1String("different")))
            --lead;
        const bool askedBefore = lead >= 0 && askingWords.contains(tokens.at(lead).lower) && lead <= 2;
        const QString next = tokens.value(m_ev[i].last + 1).lower, then = tokens.value(m_ev[i].last + 2).lower;
        const bool clauseAfter = (next == QLatin1String("in") && then == QLatin1String("which")) || next == QLatin1String("when")
            || next == QLatin1String("during");
        if (!askedBefore && !clauseAfter)
            continue;
        // ("the years 1996 and 1997": periods named, not asked.)
        if (i + 1 < count() && m_ev[i + 1].first == m_ev[i].last + 1 && m_ev[i + 1].kind == EvKind::Date)
            continue;
        m_groupTargets.push_back(datePart(part.mid(5), dateColumnFor(i)));
        m_periodsAsked = part.mid(5);
        use(i, QStringLiteral("each %1 asked for").arg(part.mid(5)));
        if (clauseAfter)
            m_explainedTokens << m_ev[i].last + 1 << m_ev[i].last + 2;
        m_out.notes << QStringLiteral("the %1s in which there are such rows, each once").arg(part.mid(5));
        return;
    }
}

void InterpretationBuilder::keepOnlyPeriodsAsked()
{
    // The periods alone, each once; a figure read from the words ("In which years were sales
    // made?") only says which rows the periods must have, so its tables stay joined.
    std::vector<SelectItem> periods;
    QStringList read;
    for (const SelectItem &s : m_q.select) {
        const bool period = std::any_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [&s](const Expr &g) { return sameFigure(g, s.expr); });
        if (period)
            periods.push_back(s);
        else
            read << s.expr.tables();
    }
    // ("List the years in which orders were shipped": the orders listed are what the years have.)
    if (periods.empty() && m_groupTargets.size() == 1)
        periods.push_back({m_groupTargets.front(), m_periodsAsked});
    if (periods.size() != m_groupTargets.size())
        return;
    for (const QString &t : std::as_const(read))
        if (!m_q.tables().contains(t) && !m_q.extraTables.contains(t))
            m_q.extraTables << t;
    m_q.select = periods;
    m_q.groupBy = m_groupTargets;
    // (Rows with no date, orders never shipped, are in no period.)
    for (const Expr &g : m_groupTargets)
        for (const auto &[table, column] : g.columns())
            if (m_lex.isNullable(table, column)) {
                Condition dated;
                dated.kind = Condition::Kind::IsNull;   // negated false: IS NOT NULL
                dated.lhs = Expr::col(table, column);
                addCondition(dated);
            }
}

} // namespace rac::semantic
