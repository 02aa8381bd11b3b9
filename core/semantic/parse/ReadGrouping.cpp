// SPDX-License-Identifier: MIT
//
// Grouping: "per category", "each year", "by country", "yearly"; "across all orders" (one
// total, no grouping); and months of the year ("by month of the year", "across all years").
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/LexicalResources.h"

#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

void InterpretationBuilder::readMonthOfYear()
{
    // "orders by month of the year", "revenue per month across all years": the month's number,
    // every year's January together.
    const QList<Token> &tokens = m_read.tokens;
    static const QList<QStringList> phrases{
        {QStringLiteral("of"), QStringLiteral("the"), QStringLiteral("year")}, {QStringLiteral("of"), QStringLiteral("any"), QStringLiteral("year")},
        {QStringLiteral("across"), QStringLiteral("all"), QStringLiteral("years")}, {QStringLiteral("across"), QStringLiteral("years")},
        {QStringLiteral("regardless"), QStringLiteral("of"), QStringLiteral("year")},
        {QStringLiteral("regardless"), QStringLiteral("of"), QStringLiteral("the"), QStringLiteral("year")},
        {QStringLiteral("in"), QStringLiteral("any"), QStringLiteral("year")}, {QStringLiteral("of"), QStringLiteral("all"), QStringLiteral("years")}};
    bool monthly = false;
    for (const Expr &g : m_groupTargets)
        monthly |= g.kind == Expr::Kind::YearMonthOf;
    if (!monthly)
        return;
    for (int t = 0; t < tokens.size(); ++t) {
        for (const QStringList &p : phrases) {
            if (t + p.size() > tokens.size())
                continue;
            bool match = true;
            for (int k = 0; k < p.size() && match; ++k)
                match = tokens.at(t + k).lower == p.at(k);
            // "of the year 1997" names a year.
            if (!match || (t + p.size() < tokens.size() && tokens.at(t + p.size()).number))
                continue;
            for (Expr &g : m_groupTargets)
                if (g.kind == Expr::Kind::YearMonthOf)
                    g.kind = Expr::Kind::MonthOf;
            for (int k = t; k < t + p.size(); ++k) {
                m_explainedTokens << k;
                for (int e = 0; e < count(); ++e)
                    if (!m_ev[e].used && m_ev[e].first >= t && m_ev[e].last < t + p.size())
                        use(e, QStringLiteral("every year together"));
            }
            m_out.notes << QStringLiteral("months of the year, every year's together");
            return;
        }
    }
}

// "orders placed by customers from Mexico": "by" after a verb's participle, before rows named in
// the plural, says who did it, not what to group by ("revenue by customer", "orders handled by
// each employee" still group: a singular noun, or "each" which groups on its own).
bool InterpretationBuilder::byNamesTheAgent(int by, int rows) const
{
    const int byToken = m_ev[by].first;
    if (m_ev[by].last != byToken || m_read.tokens.at(byToken).lower != QLatin1String("by") || byToken == 0)
        return false;
    if (!LexicalResources::instance().isInflectedVerb(m_read.tokens.at(byToken - 1).lower))
        return false;
    const QString written = m_read.tokens.at(m_ev[rows].last).lower;
    return written.endsWith(QLatin1Char('s')) && LexicalResources::instance().stem(written) != written;
}

void InterpretationBuilder::readGrouping()
{
    for (int i = 0; i < count(); ++i) {
        if (!m_ev[i].hasTag(QStringLiteral("group")) || m_ev[i].used)
            continue;
        // "yearly", "monthly": the word is the grouping and the part at once. The noun itself
        // ("year", "quarters") shares the adverb's stem but groups nothing alone ("in the year 1997").
        const QString written = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower();
        if (const QString part = m_ev[i].tag(QStringLiteral("part:")); !part.isEmpty()
            && (written == part.mid(5) || written == part.mid(5) + QLatin1Char('s')))
            continue;
        if (const QString part = m_ev[i].tag(QStringLiteral("part:")); !part.isEmpty()) {
            m_groupTargets.push_back(datePart(part.mid(5), dateColumnFor(i)));
            use(i, QStringLiteral("group by %1").arg(part.mid(5)));
            continue;
        }
        const int j = i + 1;
        if (j >= count() || !adjacent(i, j) || followsRankedTable(i))
            continue;
        // "across all orders", "over the whole catalogue": one total over every row, not one per row.
        bool wholeSet = false;
        for (int t = m_ev[i].last + 1; t < m_ev[j].first; ++t)
            wholeSet |= QStringList{QStringLiteral("all"), QStringLiteral("whole"), QStringLiteral("entire")}.contains(m_read.tokens.at(t).lower);
        if (wholeSet) {
            use(i, QStringLiteral("over all rows"));
            if (tableEv(j))
                use(j, QStringLiteral("every %1 row").arg(m_ev[j].entry(LexEntry::Kind::Table)->table));
            continue;
        }
        if (const QString part = m_ev[j].tag(QStringLiteral("part:")); !part.isEmpty() && !m_ev[j].entry(LexEntry::Kind::Column)) {
            // "each year", "by month": the part of the date the question's events are dated by.
            m_groupTargets.push_back(datePart(part.mid(5), dateColumnFor(j)));
            use(i, QStringLiteral("group by"));
            use(j, QStringLiteral("each %1").arg(part.mid(5)));
        } else if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table)) {
            const sql::Table *table = m_lex.schema().table(t->table);
            if (!table || table->primaryKey().isEmpty() || byNamesTheAgent(i, j))
                continue;
            m_groupTargets.push_back(Expr::col(t->table, table->primaryKey().first()));
            m_groupTables << t->table;
            use(i, QStringLiteral("group by"));
            use(j, QStringLiteral("each %1").arg(t->table));
        } else if (const LexEntry *c = pickColumn(j)) {
            m_groupTargets.push_back(Expr::col(c->table, c->column));
            use(i, QStringLiteral("group by"));
            use(j, QStringLiteral("each %1.%2").arg(c->table, c->column));
        }
    }
}

} // namespace rac::semantic
