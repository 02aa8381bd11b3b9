// SPDX-License-Identifier: MIT
//
// "the fax numbers of customers in Canada", "each supplier's phone number": "number" after a
// column whose values are texts names that column again; it counts nothing. Read as "numbers
// of customers", the fax was left unplaced and the question declined.
#include "semantic/parse/InterpretationBuilder.h"

namespace rac::semantic {

void InterpretationBuilder::readColumnNumbers()
{
    for (int i = 1; i < count(); ++i) {
        const Evidence &counting = m_ev[i];
        // (Right after the column's word, nothing between: "customer ID, number of orders" counts.)
        if (counting.used || counting.tag(QStringLiteral("agg:")) != QLatin1String("agg:count") || m_ev[i - 1].last + 1 != counting.first
            || m_read.punctuationBetween(m_ev[i - 1].last, counting.first))
            continue;
        const QString first = m_read.tokens.at(counting.first).lower;
        if (first != QLatin1String("number") && first != QLatin1String("numbers"))
            continue;
        // (A column of text, no table's word: "customer number of orders" names rows.)
        const LexEntry *column = tableEv(i - 1) ? nullptr : columnOf(i - 1);
        if (!column || m_lex.kindOf(column->table, column->column) != ColumnKind::Text)
            continue;
        // ("each billing country number of invoices": the column groups, the count stays.)
        if (i >= 2 && m_ev[i - 2].hasTag(QStringLiteral("group")) && m_ev[i - 2].last + 1 == m_ev[i - 1].first)
            continue;
        use(i, QStringLiteral("the same column"));
    }
}

} // namespace rac::semantic
