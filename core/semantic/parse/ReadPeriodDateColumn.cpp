// SPDX-License-Identifier: MIT
//
// The date column a question names as the one its periods and date parts are read on: "per year
// of the shipped date", "How many orders in 1997 (use the ShippedDate)?", "based on the required
// date". Without it, periods fall on the usual date (an order's OrderDate) and the column named
// is left unread, or read as an order of the rows (a count on OrderDate came back at 0.9).
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

void InterpretationBuilder::readPeriodDateColumn()
{
    bool periodSaid = false;
    for (int i = 0; i < count(); ++i)
        periodSaid |= m_ev[i].kind == EvKind::Date || m_ev[i].kind == EvKind::MonthOfYear || m_ev[i].kind == EvKind::DayOfWeek
            || m_ev[i].hasTag(QStringLiteral("part:"));
    if (!periodSaid)
        return;
    const auto word = [this](int t) { return t >= 0 && t < m_read.tokens.size() ? m_read.tokens.at(t).lower : QString(); };
    std::optional<Expr> named;
    int namedEv = -1;
    QList<int> leadTokens;
    for (int k = 0; k < count(); ++k) {
        if (m_ev[k].used || tableEv(k))
            continue;
        const LexEntry *c = pickColumn(k);
        if (!c || m_lex.kindOf(c->table, c->column) != ColumnKind::Date || distanceToFocus(c->table) > 2)
            continue;
        int t = m_ev[k].first - 1;
        while (t >= 0 && Vocabulary::builtIn().isGrammarWord("determiners", word(t)))
            --t;
        // "the year of the shipped date": a part of a date, then "of".
        bool designated = false;
        QList<int> lead;
        if (word(t) == QLatin1String("of") && k > 0 && !m_ev[k - 1].tag(QStringLiteral("part:")).isEmpty() && m_ev[k - 1].last == t - 1) {
            designated = true;
            lead << t;
        }
        // "(use the ShippedDate)", "using the shipped date", "based on", "according to".
        const Vocabulary &vocabulary = Vocabulary::builtIn();
        if (vocabulary.isGrammarWord("date_designators", word(t))) {
            designated = true;
            lead << t;
        } else if (vocabulary.isGrammarWord("date_designators", word(t - 1) + QLatin1Char(' ') + word(t))) {
            designated = true;
            lead << t - 1 << t;
        }
        if (!designated)
            continue;
        const Expr column = Expr::col(c->table, c->column);
        if (named && !(named->table == column.table && named->column == column.column))
            return;   // two dates named so: which one each period is on is not read
        named = column;
        namedEv = k;
        leadTokens = lead;
    }
    if (!named)
        return;
    // "the year of the order date": the usual date named is read as such (it was left unread,
    // and the question declined).
    const bool usual = named->table == m_dateTable && named->column == m_dateColumn;
    if (!usual)
        m_periodDateColumn = named;
    use(namedEv, QStringLiteral("the date the periods are read on"));
    for (int t : std::as_const(leadTokens)) {
        m_explainedTokens << t;
        for (int i = 0; i < count(); ++i)
            if (!m_ev[i].used && m_ev[i].first <= t && t <= m_ev[i].last)
                use(i, QStringLiteral("on the date named"));
    }
    if (!usual)
        m_out.notes << QStringLiteral("periods are read on %1.%2, as the question says").arg(named->table, named->column);
}

} // namespace rac::semantic
