// SPDX-License-Identifier: MIT
//
// "How many different cities do our employees live in?", "the number of unique job titles":
// a count of the values a text column takes, not of rows. The count words before a table's name
// count its rows; before a column's, with nothing to count but its values, they count those
// values once each (COUNT(DISTINCT column)).
#include "semantic/parse/InterpretationBuilder.h"

namespace rac::semantic {

void InterpretationBuilder::readDistinctValueCounts()
{
    if (m_aggregate)
        return;
    for (int i = 0; i + 1 < count(); ++i) {
        if (m_ev[i].used || m_ev[i].tag(QStringLiteral("agg:")) != QLatin1String("agg:count"))
            continue;
        int j = i + 1;
        int distinctEv = -1;
        if (m_ev[j].hasTag(QStringLiteral("distinct")) && !m_ev[j].used && adjacent(i, j) && j + 1 < count()) {
            distinctEv = j;
            ++j;
        }
        if (!adjacent(j - 1, j) || m_ev[j].used)
            continue;
        // A word that names a table counts its rows ("how many customers").
        const LexEntry *table = m_ev[j].entry(LexEntry::Kind::Table);
        const LexEntry *column = columnOf(j);
        if (!column || (table && table->strength >= column->strength) || m_lex.kindOf(column->table, column->column) != ColumnKind::Text)
            continue;
        m_aggregate = Expr::agg(QStringLiteral("COUNT"), {Expr::col(column->table, column->column)}, true);
        m_aggregateLabel = QStringLiteral("count");
        use(i, QStringLiteral("count"));
        if (distinctEv >= 0) {
            use(distinctEv, QStringLiteral("each value once"));
        } else {
            // "How many song titles contain 'Love'": the rows or their different values? Unsaid.
            m_out.ambiguous = true;
        }
        use(j, QStringLiteral("the values of %1.%2").arg(column->table, column->column));
        // "Count the number of countries where the customers are located": the instruction and
        // the noun say one count (left over, "Count" counted the customers, 93 for 21).
        if (i > 0 && !m_ev[i - 1].used && m_ev[i - 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && adjacent(i - 1, i))
            use(i - 1, QStringLiteral("count"));
        focusIfUnset(column->table);
        m_out.notes << QStringLiteral("the different values of %1 counted").arg(column->column);
        return;
    }
}

} // namespace rac::semantic
