// SPDX-License-Identifier: MIT
//
// Rows that belong to the groups a ranking keeps:
//   "List the customers in the top 3 countries by total revenue"
//       SELECT name FROM Customers WHERE Country IN (SELECT Country ... GROUP BY Country
//                                                     ORDER BY revenue DESC LIMIT 3)
// The ranking of the groups is read as usual; the rows asked for, named before it with "in",
// "from" or "of", are the members of the groups it keeps (the countries themselves had come
// back, at 0.9).
#include "semantic/parse/InterpretationBuilder.h"

namespace rac::semantic {

void InterpretationBuilder::keepMembersOfTopGroups()
{
    if (m_q.limit <= 0 || m_q.orderBy.empty() || !m_q.orderBy.front().expr.isAggregate() || m_q.groupBy.empty() || m_hint.hasFields()
        || m_q.rankWithin || m_q.banded || m_q.overKept)
        return;
    const Expr group = m_q.groupBy.front();
    if (group.kind != Expr::Kind::Column
        || std::any_of(m_q.groupBy.cbegin(), m_q.groupBy.cend(), [&group](const Expr &g) { return !sameFigure(g, group); }))
        return;
    const sql::Table *members = m_lex.schema().table(group.table);
    if (!members || members->primaryKey().size() != 1 || m_lex.kindOf(group.table, group.column) != ColumnKind::Text
        || m_lex.displayColumns(group.table).contains(group.column))
        return;
    // "top" (or "bottom") before the groups' word, and the members' table named before it with a preposition.
    const QList<Token> &tokens = m_read.tokens;
    int top = -1;
    for (int t = 0; t < tokens.size() && top < 0; ++t)
        if (tokens.at(t).lower == QLatin1String("top") || tokens.at(t).lower == QLatin1String("bottom"))
            top = t;
    if (top < 0)
        return;
    static const QStringList prepositions{QStringLiteral("in"), QStringLiteral("from"), QStringLiteral("of"), QStringLiteral("to"),
                                          QStringLiteral("within")};
    int membersEv = -1;
    for (int i = 0; i < count() && m_ev[i].last < top; ++i) {
        const LexEntry *t = tableEv(i) ? m_ev[i].entry(LexEntry::Kind::Table) : nullptr;
        if (!t || t->table != group.table)
            continue;
        bool preposition = false;
        for (int k = m_ev[i].last + 1; k < top; ++k)
            preposition |= prepositions.contains(tokens.at(k).lower);
        if (preposition)
            membersEv = i;
    }
    if (membersEv < 0)
        return;
    auto kept = std::make_shared<Query>(m_q);
    kept->select = {{group, group.column}};
    kept->ownTables = true;
    kept->displayKeys = 0;
    Condition in;
    in.kind = Condition::Kind::In;
    in.lhs = group;
    in.list = {Expr::subquery(kept)};
    Query rows;
    rows.baseTable = group.table;
    const Expr name = displayOf(group.table);
    rows.select = {{name, name.kind == Expr::Kind::Column ? name.column : QStringLiteral("name")}};
    rows.where = {in};
    rows.orderBy = {{Expr::col(group.table, members->primaryKey().first()), false}};
    m_q = rows;
    m_out.notes << QStringLiteral("the %1 rows of the %2 %3 values the ranking keeps").arg(group.table).arg(kept->limit).arg(group.column);
    m_out.orderGuessed = true;
}

} // namespace rac::semantic
