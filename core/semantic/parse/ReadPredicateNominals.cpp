// SPDX-License-Identifier: MIT
//
// A word for the rows asked about, said again after "are", "is" or "as" ("employees who are
// sales agents", "staff working as sales representatives"), is no second name of the table: it
// says which of its rows. The vocabulary's synonyms ("sales agent" is an employee) would read it
// as the table again and lose the condition, answering every row. So the words are matched
// against the stored text of the table's own columns ("Sales Support Agent" holds every word of
// "sales agents"): the values found become the condition. When no stored value holds them, or
// values of two columns do, the words are reported as not understood.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

void InterpretationBuilder::readPredicateNominals()
{
    if (m_focus.isEmpty())
        return;
    static const QStringList copulas{QStringLiteral("are"), QStringLiteral("is"), QStringLiteral("were"), QStringLiteral("was"),
                                     QStringLiteral("as"), QStringLiteral("be"), QStringLiteral("being")};
    static const QStringList articles{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the"), QStringLiteral("our"),
                                      QStringLiteral("all")};
    bool focusNamedBefore = false;
    for (int i = 0; i < count(); ++i) {
        const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table);
        if (!t || t->table != m_focus || m_ev[i].used) {
            continue;
        }
        if (!focusNamedBefore) {
            focusNamedBefore = true;
            continue;
        }
        int before = m_ev[i].first - 1;
        while (before >= 0 && articles.contains(m_read.tokens.at(before).lower))
            --before;
        if (before < 0 || !copulas.contains(m_read.tokens.at(before).lower))
            continue;
        // ("albums were recorded by": a participle after the copula is a verb, passive, not a
        // kind of row; "recorded" had matched an album titled "Great Recordings ...", at 0.9.)
        if (const QString &w = m_read.tokens.at(m_ev[i].first).lower;
            m_ev[i].first == m_ev[i].last && w.endsWith(QLatin1String("ed")) && LexicalResources::instance().isInflectedVerb(w))
            continue;
        // "as the supplier Exotic Liquids": the table's word before one of its rows' names says
        // whose name it is (the row is named), not which kind of row.
        if (i + 1 < count() && adjacent(i, i + 1)
            && std::any_of(m_ev[i + 1].entries.cbegin(), m_ev[i + 1].entries.cend(),
                           [this](const LexEntry &e) { return e.kind == LexEntry::Kind::Value && e.table == m_focus; }))
            continue;
        QStringList stems;
        for (int k = m_ev[i].first; k <= m_ev[i].last; ++k)
            stems << m_read.tokens.at(k).stem;
        const QList<LexEntry> values = m_lex.valuesHoldingStems(m_focus, stems);
        const QString said = m_read.spanText(m_ev[i].first, m_ev[i].last);
        bool oneColumn = !values.isEmpty();
        for (const LexEntry &v : values)
            oneColumn &= v.column == values.first().column;
        if (!oneColumn) {
            m_out.notUnderstood << QStringLiteral("\"%1\": which %2 rows are meant (%3)")
                                       .arg(said, m_focus,
                                            values.isEmpty() ? QStringLiteral("no stored value holds these words")
                                                             : QStringLiteral("values of several columns hold them"));
            use(i, QStringLiteral("a kind of %1 row").arg(m_focus));
            continue;
        }
        Condition in;
        in.kind = Condition::Kind::In;
        in.lhs = Expr::col(m_focus, values.first().column);
        QStringList listed;
        for (const LexEntry &v : values) {
            in.list.push_back(Expr::str(v.value));
            listed << v.value;
        }
        addCondition(in);
        use(i, QStringLiteral("%1 rows whose %2 is %3").arg(m_focus, values.first().column, listed.join(QStringLiteral(" or "))));
        m_out.notes << QStringLiteral("read \"%1\" as %2.%3 in (%4)").arg(said, m_focus, values.first().column, listed.join(QStringLiteral(", ")));
    }
}

} // namespace rac::semantic
