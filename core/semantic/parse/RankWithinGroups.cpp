// SPDX-License-Identifier: MIT
//
// A ranking inside each group: "the most expensive product in each category", "the employee
// who handled the most orders in each country", "top 3 products by revenue per year". The rows
// ranked are the focus's (named by the question), the groups partition them; each group keeps
// its first N, ties included. Told apart from ranking the groups themselves ("which country has
// the most customers"): there the figure counts the focus's own rows, or the focus is the group.
#include "semantic/parse/InterpretationBuilder.h"

namespace rac::semantic {

bool InterpretationBuilder::rankWithinGroups()
{
    if (!m_rankBy || m_groupTargets.empty() || m_focus.isEmpty() || m_groupTables.contains(m_focus))
        return false;
    // One value asked for cannot be one row per group.
    if (asksOneValue())
        return false;
    const sql::Table *focus = m_lex.schema().table(m_focus);
    if (!focus || focus->primaryKey().size() != 1)
        return false;
    // "the top 3 ship countries by average freight ..., with the average freight for each": the
    // number kept counts the groups themselves, named right after it; each group is one row, and
    // ranked within itself every country came back (at 0.75).
    // ("the top 3 ship countries ... in each year": the countries are ranked within each year.)
    for (int i = 0; i + 1 < count(); ++i) {
        const LexEntry *column = m_ev[i].kind == EvKind::Number && m_ev[i].used && adjacent(i, i + 1) && !tableEv(i + 1) ? columnOf(i + 1) : nullptr;
        const auto counted = !column ? m_groupTargets.cend() : std::find_if(m_groupTargets.cbegin(), m_groupTargets.cend(), [column](const Expr &g) {
            return g.kind == Expr::Kind::Column && g.table == column->table && g.column == column->column;
        });
        if (counted == m_groupTargets.cend())
            continue;
        // (A copy: rankGroupWithinOthers rewrites the groups the iterator points into.)
        const Expr rankedGroup = *counted;   // NOLINT(performance-unnecessary-copy-initialization)
        return m_groupTargets.size() >= 2 && m_rankBy->isAggregate() && rankGroupWithinOthers(rankedGroup);
    }
    // The focus is named as the thing ranked ("the product", "which employee"), and a grouping
    // word says "in each" / "per" / "by".
    bool focusNamed = false, groupWord = false;
    for (int i = 0; i < count(); ++i) {
        focusNamed |= tableEv(i) && m_ev[i].entry(LexEntry::Kind::Table)->table == m_focus;
        groupWord |= m_ev[i].used && m_ev[i].hasTag(QStringLiteral("group"));
    }
    if (!focusNamed || !groupWord)
        return false;
    // (A partition by the ranked rows' own key holds one row each: nothing is ranked within it;
    // "top 3 customers by orders (by customer ID)" kept every customer, at 0.75.)
    if (std::any_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [focus](const Expr &g) {
            return g.kind == Expr::Kind::Column && g.table == focus->name && focus->primaryKey().contains(g.column);
        }))
        return false;
    // A group that is a number, or the ranked figure itself ("top 10 products by unit price"
    // read as grouped by price), partitions nothing meaningful.
    for (const Expr &g : m_groupTargets) {
        if (g.kind == Expr::Kind::Column && m_lex.kindOf(g.table, g.column) == ColumnKind::Number)
            return false;
        const std::optional<Expr> ranked = aggregatedColumn(*m_rankBy);
        const Expr &over = ranked ? *ranked : *m_rankBy;
        if (g.kind == Expr::Kind::Column && over.kind == Expr::Kind::Column && g.table == over.table && g.column == over.column)
            return false;
    }
    // "which 10 customer countries have the highest sales": the focus's column said right after
    // it is what is ranked, the same groups "by country" names; nothing is partitioned.
    for (int i = 0; i + 1 < count(); ++i) {
        const LexEntry *column = tableEv(i) && m_ev[i].entry(LexEntry::Kind::Table)->table == m_focus && adjacent(i, i + 1) ? columnOf(i + 1) : nullptr;
        if (column && column->table == m_focus
            && std::any_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [column](const Expr &g) {
                   return g.kind == Expr::Kind::Column && g.table == column->table && g.column == column->column;
               }))
            return false;
    }
    // A count of the focus's own rows ranks groups, not rows: "the country with the most customers".
    if (m_rankBy->kind == Expr::Kind::Aggregate && m_rankBy->text == QLatin1String("COUNT") && m_rankBy->args.size() == 1
        && m_rankBy->args.front().kind == Expr::Kind::Column && m_rankBy->args.front().table == m_focus)
        return false;
    m_rankPartition = m_groupTargets;
    m_rankPartitionTables = m_groupTables;
    m_groupTargets.clear();
    m_groupTables.clear();
    m_rankKeep = std::max(1, m_limit);
    m_out.notes << QStringLiteral("%1 rows ranked within each group; the first %2 of each kept, ties included").arg(m_focus).arg(m_rankKeep);
    return true;
}

bool InterpretationBuilder::rankAskedGroupWithinOthers()
{
    // "which country in each year had the most orders": the country asked for is ranked within
    // each year (one row per year), not the best pair of year and country over all of them.
    if (!m_askedGroup || !m_rankBy || !m_rankBy->isAggregate() || m_groupTargets.size() < 2 || asksOneValue())
        return false;
    return rankGroupWithinOthers(*m_askedGroup);
}

bool InterpretationBuilder::rankGroupWithinOthers(const Expr &ranked)
{
    std::vector<Expr> others;
    for (const Expr &g : m_groupTargets)
        if (!sameFigure(g, ranked))
            others.push_back(g);
    if (others.size() + 1 != m_groupTargets.size())
        return false;
    m_rankPartition = others;
    for (const Expr &g : others)
        if (g.kind == Expr::Kind::Column && m_groupTables.contains(g.table))
            m_rankPartitionTables << g.table;
    m_groupTargets = {ranked};
    m_groupTables.removeIf([this](const QString &t) { return m_rankPartitionTables.contains(t); });
    m_rankKeep = std::max(1, m_limit);
    m_out.notes << QStringLiteral("ranked within each group; the first %1 of each kept, ties included").arg(m_rankKeep);
    return true;
}

void InterpretationBuilder::showRankPartitions(std::vector<SelectItem> &items) const
{
    if (m_rankPartition.empty() || m_hint.hasFields())
        return;
    // A list of single values ("list[str]") is of the rows ranked: the groups are shown after them.
    int at = m_hint.isList() ? int(items.size()) : 0;
    for (const Expr &g : m_rankPartition) {
        const Expr shown = g.kind == Expr::Kind::Column && m_rankPartitionTables.contains(g.table) ? displayOf(g.table) : g;
        items.insert(items.begin() + at++, {shown, QString()});
    }
}

void InterpretationBuilder::finishRankWithinGroups()
{
    Query::RankWithin rank;
    rank.partition = m_rankPartition;
    rank.by = *m_rankBy;
    rank.descending = m_rankDescending;
    rank.keep = m_rankKeep;
    rank.bothEnds = m_bothEnds;
    // A grouped figure ("the most orders"): every partition value is one of the groups.
    if (!m_q.groupBy.empty()) {
        for (const Expr &g : m_rankPartition)
            m_q.groupBy.push_back(g);
    }
    m_q.rankWithin = rank;
}

} // namespace rac::semantic
