// SPDX-License-Identifier: MIT
//
// "How many tracks have been sold?", "unique sold tracks", "products that were never ordered":
// a verb of selling said of the things an order line sells, with no figure of the sales asked,
// says those rows appear on order lines (EXISTS), or never do (NOT EXISTS). The verbs are
// function words elsewhere ("which supplier sells Chai" links a supplier and a product), so the
// word was dropped and every track was counted (3503 for 1984) at 0.9.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/SemanticModel.h"
#include "semantic/parse/Vocabulary.h"

#include <QSet>

namespace rac::semantic {

void InterpretationBuilder::readSoldState()
{
    if (!m_model || m_model->roles().lineTable.isEmpty())
        return;
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const QList<Token> &tokens = m_read.tokens;
    // Said in a ranking ("the most sold tracks", "best sold") the verb names the figure ranked by.
    static const QSet<QString> rankingWords{QStringLiteral("most"), QStringLiteral("least"), QStringLiteral("best"), QStringLiteral("worst"),
                                            QStringLiteral("top"), QStringLiteral("frequently"), QStringLiteral("often"), QStringLiteral("commonly"),
                                            QStringLiteral("more"), QStringLiteral("fewer"), QStringLiteral("less"), QStringLiteral("highest"),
                                            QStringLiteral("lowest"), QStringLiteral("widely")};
    // Nothing after the verb but the end of the clause, or a period it happened in ("in 2010").
    const auto clauseEnds = [this, &tokens, &vocabulary](int t) {
        // ("tracks that were purchased are in the Jazz genre": the next predicate begins.)
        if (t + 1 >= tokens.size() || m_read.punctuationBetween(t, t + 1) || vocabulary.isGrammarWord("conjunctions", tokens.at(t + 1).lower)
            || (t > 0 && vocabulary.isGrammarWord("be_forms", tokens.at(t + 1).lower)))
            return true;
        if (!vocabulary.isGrammarWord("period_prepositions", tokens.at(t + 1).lower))
            return false;
        return std::any_of(m_ev.cbegin(), m_ev.cend(), [t](const Evidence &e) { return e.first == t + 2 && e.kind == EvKind::Date; });
    };
    const auto evidenceAt = [this](int t) {
        for (int i = 0; i < count(); ++i)
            if (m_ev[i].first <= t && t <= m_ev[i].last)
                return i;
        return -1;
    };
    for (int t = 0; t < tokens.size(); ++t) {
        if (!vocabulary.isGrammarWord("sales_participles", tokens.at(t).lower) || evidenceAt(t) >= 0 || m_explainedTokens.contains(t))
            continue;
        if (t > 0 && rankingWords.contains(tokens.at(t - 1).lower))
            continue;
        // The rows: right after the verb ("sold tracks"), or before it with only "be" forms and
        // relative words between ("tracks that have been sold", "how many products were ordered?").
        int rows = -1;
        int negation = -1;
        // (Before the rows only as their adjective: "customers bought tracks" and "who bought
        // tracks" have a subject; the verb links them.)
        const int after = evidenceAt(t + 1);
        const int subject = t > 0 ? evidenceAt(t - 1) : -1;
        static const QSet<QString> relatives{QStringLiteral("who"), QStringLiteral("which"), QStringLiteral("that"), QStringLiteral("they"),
                                             QStringLiteral("we"), QStringLiteral("i"), QStringLiteral("you"), QStringLiteral("he"), QStringLiteral("she")};
        const bool adjective = !(subject >= 0 && (tableEv(subject) || m_ev[subject].entry(LexEntry::Kind::Value) || columnOf(subject)))
            && !(t > 0 && relatives.contains(tokens.at(t - 1).lower));
        if (adjective && after >= 0 && tableEv(after) && !m_ev[after].used)
            rows = after;
        if (rows < 0 && clauseEnds(t)) {
            static const QSet<QString> between{QStringLiteral("that"), QStringLiteral("which"), QStringLiteral("have"), QStringLiteral("has"),
                                               QStringLiteral("had"), QStringLiteral("ever"), QStringLiteral("already")};
            const auto auxiliary = [&](int u) { return vocabulary.isGrammarWord("be_forms", tokens.at(u).lower) || between.contains(tokens.at(u).lower); };
            bool be = false;
            int u = t - 1;
            while (u >= 0) {
                const int e = evidenceAt(u);
                // "never been sold", "not been ordered": the negation between.
                if (e >= 0 && m_ev[e].hasTag(QStringLiteral("neg")) && !m_ev[e].used && negation < 0) {
                    negation = e;
                    for (int w = m_ev[e].first; w <= m_ev[e].last; ++w)
                        be |= vocabulary.isGrammarWord("be_forms", tokens.at(w).lower);
                    u = m_ev[e].first - 1;
                    continue;
                }
                // ("have" may be read as a word of its own: every word of its evidence is auxiliary.)
                bool allAuxiliary = e < 0 ? auxiliary(u) : !m_ev[e].used;
                for (int w = e < 0 ? u : m_ev[e].first; e >= 0 && allAuxiliary && w <= m_ev[e].last; ++w)
                    allAuxiliary = auxiliary(w);
                if (!allAuxiliary)
                    break;
                be |= vocabulary.isGrammarWord("be_forms", tokens.at(u).lower);
                u = e < 0 ? u - 1 : m_ev[e].first - 1;
            }
            const int before = u >= 0 ? evidenceAt(u) : -1;
            // (Not a noun that only places the rows: "tracks in the Jazz genre were never sold"
            // is said of the tracks, not the genre.)
            int lead = before >= 0 ? m_ev[before].first - 1 : -1;
            const int leadEv = lead >= 0 ? evidenceAt(lead) : -1;
            const bool named = leadEv >= 0 && m_ev[leadEv].entry(LexEntry::Kind::Value);
            while (!named && lead >= 0 && tokens.at(lead).lower == QLatin1String("the"))
                --lead;
            static const QSet<QString> places{QStringLiteral("in"), QStringLiteral("of"), QStringLiteral("from"), QStringLiteral("by"),
                                              QStringLiteral("with"), QStringLiteral("on"), QStringLiteral("for")};
            const bool placing = named || (lead >= 0 && places.contains(tokens.at(lead).lower));
            if (be && before >= 0 && tableEv(before) && m_ev[before].last == u && !placing) {
                rows = before;
                // "How many tracks were bought?": the different tracks, or every unit sold.
                const bool different = std::any_of(m_ev.cbegin(), m_ev.cend(), [](const Evidence &e) { return e.hasTag(QStringLiteral("distinct")); });
                if (negation < 0 && !different)
                    m_out.ambiguous = true;
            }
            // (Auxiliary words read as evidences of their own are explained with the verb.)
            if (rows >= 0)
                for (int w = u + 1; w < t; ++w)
                    if (const int e = evidenceAt(w); e >= 0 && e != negation && !m_ev[e].used)
                        use(e, QStringLiteral("the verb's auxiliary"));
        }
        if (rows < 0)
            continue;
        const QString table = m_ev[rows].entry(LexEntry::Kind::Table)->table;
        const sql::Table *t0 = m_lex.schema().table(table);
        if (!soldThroughLines(table) || !t0 || t0->primaryKey().size() != 1)
            continue;
        const QString key = t0->primaryKey().first();
        auto sub = std::make_shared<Query>();
        sub->baseTable = table;
        sub->extraTables << m_model->roles().lineTable;
        sub->correlate.push_back({table, key, table, key});
        sub->ownTables = true;
        Condition sold;
        sold.kind = Condition::Kind::Exists;
        sold.sub = sub;
        sold.negated = negation >= 0;
        addCondition(sold);
        // (The rows the subquery is about are joined when other rows are asked about: "playlists
        // that contain tracks that were never sold".)
        if (!m_q.tables().contains(table) && !m_q.extraTables.contains(table))
            m_q.extraTables << table;
        m_explainedTokens << t;
        if (negation >= 0)
            use(negation, QStringLiteral("not"));
        m_out.notes << QStringLiteral("\"%1\": the %2 rows %3 on %4 rows").arg(tokens.at(t).text, table,
                                                                            negation >= 0 ? QStringLiteral("that never appear") : QStringLiteral("that appear"),
                                                                            m_model->roles().lineTable);
    }
}

} // namespace rac::semantic
