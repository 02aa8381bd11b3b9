// SPDX-License-Identifier: MIT
//
// Sums and differences of a row's own number columns said in words, compared with a number or a
// sign: "products whose reorder level minus units in stock is positive", "units in stock minus
// reorder level below 0". (Against another column, "A plus B at most C", see
// readColumnComparison.)
#include "semantic/parse/InterpretationBuilder.h"

namespace rac::semantic {

std::optional<Expr> InterpretationBuilder::columnArithmeticEndingAt(int last, int &first) const
{
    // "<column> plus|minus <column>", the second ending at `last`, both numbers of one table.
    first = -1;
    if (last < 2 || m_ev[last].used || m_ev[last - 1].used || m_ev[last - 2].used || !adjacent(last - 2, last - 1)
        || !adjacent(last - 1, last))
        return std::nullopt;
    const QString how = m_ev[last - 1].tag(QStringLiteral("arith:"));
    if (how != QLatin1String("arith:+") && how != QLatin1String("arith:-"))
        return std::nullopt;
    const LexEntry *a = tableEv(last - 2) ? nullptr : columnOf(last - 2);
    const LexEntry *b = tableEv(last) ? nullptr : columnOf(last);
    if (!a || !b || a->table != b->table || m_lex.kindOf(a->table, a->column) != ColumnKind::Number
        || m_lex.kindOf(b->table, b->column) != ColumnKind::Number)
        return std::nullopt;
    first = last - 2;
    return Expr::arith(how.mid(6), Expr::col(a->table, a->column), Expr::col(b->table, b->column));
}

void InterpretationBuilder::readSignComparisons()
{
    // "... is positive", "... are negative": compared with zero.
    for (int i = 0; i < count(); ++i) {
        const QString sign = m_ev[i].tag(QStringLiteral("sign:"));
        if (sign.isEmpty() || m_ev[i].used)
            continue;
        // The figure before, across "is" / "are": a sum or difference of columns, or one column.
        int last = i - 1;
        if (last < 0 || !adjacent(last, i))
            continue;
        int first = -1;
        std::optional<Expr> figure = columnArithmeticEndingAt(last, first);
        if (!figure) {
            const LexEntry *c = m_ev[last].used || tableEv(last) ? nullptr : columnOf(last);
            if (!c || m_lex.kindOf(c->table, c->column) != ColumnKind::Number)
                continue;
            figure = Expr::col(c->table, c->column);
            first = last;
        }
        Condition c;
        c.lhs = *figure;
        c.op = sign == QLatin1String("sign:positive") ? QStringLiteral(">") : QStringLiteral("<");
        c.rhs = Expr::num(0);
        addCondition(c);
        for (int k = first; k <= last; ++k)
            use(k, QStringLiteral("compared with zero"));
        use(i, c.op + QStringLiteral(" 0"));
    }
}

} // namespace rac::semantic
