// SPDX-License-Identifier: MIT
//
// "Number of customers by number of orders placed", "how many artists have each number of
// albums": rows counted per value of a count of their own rows below them, a distribution of
// that count. Read by the other passes, both counts were taken over one join and the second
// kept ("830", at 0.9). Here the rows below are counted per row (the grouping the other passes
// build, with the question's conditions), and a wrapping query counts the rows per count.
#include "semantic/parse/InterpretationBuilder.h"
#include "semantic/parse/Vocabulary.h"

#include "common/TextUtil.h"

#include <QSet>

namespace rac::semantic {

bool InterpretationBuilder::readCountsByCount()
{
    const auto countWord = [this](int i) { return i < count() && !tableEv(i) && m_ev[i].tag(QStringLiteral("agg:")) == QLatin1String("agg:count"); };
    // Words that may stand between the rows counted and the count they are grouped by.
    static const QSet<QString> linking{QStringLiteral("by"), QStringLiteral("per"), QStringLiteral("each"), QStringLiteral("for"),
                                       QStringLiteral("with"), QStringLiteral("have"), QStringLiteral("has"), QStringLiteral("had"),
                                       QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the"), QStringLiteral("their"),
                                       QStringLiteral("its"), QStringLiteral("grouped"), QStringLiteral("according"), QStringLiteral("to")};
    static const QSet<QString> grouping{QStringLiteral("by"), QStringLiteral("per"), QStringLiteral("each")};
    for (int i = 0; i + 3 < count(); ++i) {
        if (!countWord(i) || !tableEv(i + 1) || !adjacent(i, i + 1))
            continue;
        // ("by" may be an evidence of its own, a group word.)
        int k = i + 2;
        while (k < count() && k <= i + 3 && !countWord(k))
            ++k;
        if (k + 1 >= count() || !countWord(k) || !tableEv(k + 1) || !adjacent(k, k + 1))
            continue;
        bool grouped = false, linked = true;
        for (int t = m_ev[i + 1].last + 1; t < m_ev[k].first; ++t) {
            const QString &w = m_read.tokens.at(t).lower;
            grouped |= grouping.contains(w);
            linked &= linking.contains(w) || Vocabulary::builtIn().isGrammarWord("possessive_verbs", w);
        }
        if (!grouped || !linked)
            continue;
        const QString counted = m_ev[i + 1].entry(LexEntry::Kind::Table)->table;
        const QString below = m_ev[k + 1].entry(LexEntry::Kind::Table)->table;
        const sql::Table *rows = m_lex.schema().table(counted);
        const sql::Table *belowRows = m_lex.schema().table(below);
        if (counted == below || !rows || !belowRows || rows->primaryKey().size() != 1)
            continue;
        // ("number of products by number of orders": orders are no rows of a product's own; how
        // its orders are counted is not said. Read as one count, 77 came back at 0.9.)
        if (!belongsTo(below, counted)) {
            m_out.notUnderstood << QStringLiteral("%1 counted by their number of %2, which are no rows of theirs").arg(counted, below);
            return true;
        }
        m_focus = counted;
        m_groupTargets.push_back(Expr::col(counted, rows->primaryKey().first()));
        m_groupTables << counted;
        m_aggregate = rowCount(*belowRows);
        m_aggregateLabel = below;
        // The answer's fields: the one naming the rows below shows their count, the other the
        // rows counted; else in that order.
        QString figureAlias = text::splitIdentifier(below).toLower().replace(QLatin1Char(' '), QLatin1Char('_'));
        QString countAlias = text::splitIdentifier(counted).toLower().replace(QLatin1Char(' '), QLatin1Char('_'));
        if (m_hint.hasFields()) {
            if (m_hint.fields.size() != 2) {
                m_out.notUnderstood << QStringLiteral("%1 answer fields for a count and the rows counted per count").arg(m_hint.fields.size());
                return true;
            }
            // (Any word of the field: "NumCustomers", "customer_count" name the customers.)
            const auto names = [this](const QString &key, const QString &table) {
                const QStringList words = text::words(text::splitIdentifier(key));
                return std::any_of(words.cbegin(), words.cend(), [this, &table](const QString &w) {
                    const QList<LexEntry> entries = m_lex.lookup(stemPhrase(w));
                    return std::any_of(entries.cbegin(), entries.cend(), [&table](const LexEntry &e) { return e.kind == LexEntry::Kind::Table && e.table == table; });
                });
            };
            const QString first = m_hint.fields.at(0).key, second = m_hint.fields.at(1).key;
            const bool firstIsFigure = names(first, below) && !names(first, counted);
            const bool secondIsFigure = names(second, below) && !names(second, counted);
            const bool swapped = !firstIsFigure && (secondIsFigure || (names(first, counted) && !names(second, counted)));
            figureAlias = swapped ? second : first;
            countAlias = swapped ? first : second;
        }
        m_countsByCount = Query::ByFigure{figureAlias, countAlias, m_hint.hasFields() && m_hint.fields.at(0).key == countAlias};
        use(i, QStringLiteral("count of %1 rows").arg(counted));
        use(i + 1, QStringLiteral("the rows counted per count"));
        use(k, QStringLiteral("count per %1 row").arg(counted));
        use(k + 1, QStringLiteral("count of %1 per %2").arg(below, counted));
        for (int j = i + 2; j < k; ++j)
            use(j, QStringLiteral("per count"));
        m_out.notes << QStringLiteral("the %1 counted per their number of %2").arg(counted, below);
        return true;
    }
    return false;
}

void InterpretationBuilder::countRowsPerFigure()
{
    // The query counts the rows below per row; the rows are counted per that count.
    if (!m_countsByCount || !m_out.notUnderstood.isEmpty())
        return;
    const Expr figure = *m_aggregate;
    m_q.select = {{figure, m_countsByCount->figure}};
    m_q.groupBy = m_groupTargets;
    m_q.orderBy.clear();
    m_q.limit = 0;
    m_q.byFigure = m_countsByCount;
}

} // namespace rac::semantic
