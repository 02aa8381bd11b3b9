// SPDX-License-Identifier: MIT
//
// "sailors who reserved a boat but not a red boat", "artists who have albums but no rock
// tracks": the rows named before "but" are asked to exist, and the negation after it leaves out
// some of them. Read as the negation alone, every sailor with no red boat came back, those with
// no reservation at all among them (at 0.75).
#include "semantic/parse/InterpretationBuilder.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

QStringList InterpretationBuilder::tablesOnPathsFromFocus(const QStringList &tables) const
{
    // The tables themselves and every table the join from the focus to them passes.
    QStringList out;
    for (const QString &t : tables) {
        if (!out.contains(t))
            out << t;
        for (const sql::ForeignKey &fk : m_lex.schema().joinPath(m_focus, t))
            for (const QString &step : {fk.fromTable, fk.toTable})
                if (!out.contains(step))
                    out << step;
    }
    out.removeAll(m_focus);
    return out;
}

void InterpretationBuilder::readRowsBeforeButNot()
{
    if (m_focus.isEmpty())
        return;
    for (int b = 1; b + 1 < m_read.tokens.size(); ++b) {
        if (m_read.tokens.at(b).lower != QLatin1String("but"))
            continue;
        const int negation = evidenceCovering(b + 1);
        if (negation < 0 || !m_ev[negation].hasTag(QStringLiteral("neg")))
            continue;
        // The rows said before "but", back to the focus's own word: "a boat", "albums".
        QString named;
        for (int e = negation - 1; e >= 0 && m_ev[e].last < b; --e) {
            const LexEntry *t = tableEv(e) ? m_ev[e].entry(LexEntry::Kind::Table) : nullptr;
            if (!t)
                continue;
            if (t->table == m_focus)
                break;
            if (named.isEmpty())
                named = t->table;
        }
        if (named.isEmpty() || belongsTo(m_focus, named))
            continue;
        // Only when the negation is about those rows (or rows reached through them) and nothing
        // asked of the rows themselves holds them already ("a red boat but not a green boat").
        bool negatedThere = false;
        for (const Condition &c : m_q.where)
            if (c.kind == Condition::Kind::Exists && c.negated && c.sub)
                negatedThere |= tablesOnPathsFromFocus(c.sub->tables()).contains(named);
        QStringList asked = m_q.tables();
        asked.removeAll(m_focus);
        if (!negatedThere || tablesOnPathsFromFocus(asked).contains(named))
            continue;
        const std::shared_ptr<Query> some = perFocusRow();
        if (!some)
            continue;
        some->extraTables = {named};
        Condition has;
        has.kind = Condition::Kind::Exists;
        has.sub = some;
        addCondition(has);
        m_out.notes << QStringLiteral("%1 rows said before \"but\": some of them, then the negation after it").arg(named);
    }
}

} // namespace rac::semantic
