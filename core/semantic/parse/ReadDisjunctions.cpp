// SPDX-License-Identifier: MIT
//
// "customers in London or whose fax starts with 0", "products that are discontinued or out of
// stock": "or" between two conditions the readers built each on their own. They add every
// condition they read, so without this pass the two were joined by AND and the answer was
// given at 0.9 (no customer is in both; the empty list came back as the answer). The conditions
// are placed in the sentence by the words they were read from; the two on either side of "or"
// become one alternative. An "or" that cannot be placed so is not understood, never dropped.
#include "semantic/parse/InterpretationBuilder.h"

namespace rac::semantic {

QList<int> InterpretationBuilder::wordsOfCondition(const Condition &c) const
{
    // The tokens of the evidence a condition was read from: its values, numbers, quoted texts and
    // dates first; the column's own name only when nothing else names it ("discontinued").
    QList<int> values, columns;
    std::vector<Expr> operands{c.rhs};
    operands.insert(operands.end(), c.list.cbegin(), c.list.cend());
    for (int i = 0; i < count(); ++i) {
        const Evidence &e = m_ev[i];
        if (!e.used)
            continue;
        for (const Expr &v : operands) {
            const bool number = v.kind == Expr::Kind::Number && e.kind == EvKind::Number && e.number == v.number;
            const bool literal = e.kind == EvKind::Literal && !e.literal.isEmpty()
                && v.kind == Expr::Kind::Text && v.text.compare(e.literal, Qt::CaseInsensitive) == 0;
            const bool date = v.kind == Expr::Kind::DateText && e.kind == EvKind::Date
                && (e.range.start.toString(Qt::ISODate) == v.text || e.range.end.toString(Qt::ISODate) == v.text
                    || e.range.end.addDays(1).toString(Qt::ISODate) == v.text);
            bool value = false;
            for (const LexEntry &entry : e.entries)
                value |= entry.kind == LexEntry::Kind::Value && v.kind == Expr::Kind::Text && entry.value == v.text;
            if (number || literal || date || value)
                values << e.first;
        }
        if (c.kind == Condition::Kind::Like && e.kind == EvKind::Literal && c.op.contains(e.literal, Qt::CaseInsensitive))
            values << e.first;
        for (const LexEntry &entry : e.entries)
            for (const auto &[table, column] : c.lhs.columns())
                if (entry.kind == LexEntry::Kind::Column && entry.table == table && entry.column == column)
                    columns << e.first;
    }
    QList<int> out = values.isEmpty() ? columns : values;
    // A condition on related rows ("who bought seafood") is placed by the conditions inside it.
    if (c.sub)
        for (const Condition &inner : c.sub->where)
            out << wordsOfCondition(inner);
    for (const Condition &alternative : c.any)
        out << wordsOfCondition(alternative);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void InterpretationBuilder::readDisjunctions()
{
    for (int t = 0; t < m_read.tokens.size(); ++t) {
        if (m_read.tokens.at(t).lower != QLatin1String("or") || m_explainedTokens.contains(t))
            continue;
        // An "or" inside a phrase read whole ("two or more") belongs to it.
        const bool inside = std::any_of(m_ev.cbegin(), m_ev.cend(), [t](const Evidence &e) { return e.first <= t && t <= e.last; });
        if (inside)
            continue;
        for (std::vector<Condition> *conditions : {&m_q.where, &m_q.having}) {
            int before = -1, after = -1, lastBefore = -1, firstAfter = 1 << 30;
            bool straddles = false;
            for (int k = 0; k < int(conditions->size()); ++k) {
                const QList<int> words = wordsOfCondition(conditions->at(k));
                if (words.isEmpty())
                    continue;
                // "in London or Paris": one condition read from both sides explains the "or".
                if (words.first() < t && words.last() > t)
                    straddles = true;
                else if (words.last() < t && words.last() > lastBefore) {
                    lastBefore = words.last();
                    before = k;
                } else if (words.first() > t && words.first() < firstAfter) {
                    firstAfter = words.first();
                    after = k;
                }
            }
            if (straddles) {
                m_explainedTokens << t;
                break;
            }
            if (before < 0 || after < 0)
                continue;
            Condition either;
            either.kind = Condition::Kind::Any;
            either.any = {conditions->at(before), conditions->at(after)};
            conditions->erase(conditions->begin() + std::max(before, after));
            conditions->erase(conditions->begin() + std::min(before, after));
            conditions->push_back(either);
            m_explainedTokens << t;
            m_out.notes << QStringLiteral("\"or\": either condition");
            break;
        }
        // Conditions on either side, one of rows and one of totals, or none to join: the "or" is
        // not understood rather than read as "and".
        if (!m_explainedTokens.contains(t) && m_q.where.size() + m_q.having.size() >= 2)
            m_out.notUnderstood << QStringLiteral("\"or\" between the conditions");
    }
}

} // namespace rac::semantic
