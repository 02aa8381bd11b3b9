// SPDX-License-Identifier: MIT
//
// Rows related to each and every row of another table (a relational division): "sailors who
// reserved all red boats", "employees who work on every project of department 5", "boats
// reserved by all sailors". The rows asked about and the other table are tied by a table of
// their pairs (or a chain of them); each row qualifies when no row of the other table (of those
// the question names) lacks a pair with it:
//   NOT EXISTS (SELECT 1 FROM other WHERE <its conditions>
//               AND NOT EXISTS (SELECT 1 FROM pairs WHERE pairs.row = outer.row AND pairs.other = other.key))
// Read as "any of them" (an EXISTS) or as a grouping by the other table ("for every project"),
// the answer listed every row with one pair, at 0.75.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

namespace {

bool isQuantifier(const QString &word)
{
    return word == QLatin1String("all") || word == QLatin1String("every");
}

} // namespace

int InterpretationBuilder::divisionQuantifierBefore(int tableEvidence, const QString &table) const
{
    // "all boats", "all the boats", "every red boat", "all of the projects": the quantifier, then
    // only "the"/"of" and words naming stored values of the other table's rows.
    int t = m_ev[tableEvidence].first - 1;
    while (t >= 0 && !isQuantifier(m_read.tokens.at(t).lower)) {
        const QString &w = m_read.tokens.at(t).lower;
        const int e = evidenceCovering(t);
        const LexEntry *value = e >= 0 ? m_ev[e].entry(LexEntry::Kind::Value) : nullptr;
        const bool describes = value && (value->table == table || belongsTo(table, value->table));
        if (w != QLatin1String("the") && w != QLatin1String("of") && !describes)
            return -1;
        --t;
    }
    return quantifiesObjectOfVerb(t) ? t : -1;
}

bool InterpretationBuilder::quantifiesObjectOfVerb(int t) const
{
    if (t < 1 || !isQuantifier(m_read.tokens.at(t).lower))
        return false;
    // A verb before it, or a verb and its preposition ("work on all", "reserved by every"): not
    // "from all categories", "of all orders", "for every year", which say where from or per what.
    const QString before = m_read.tokens.at(t - 1).lower;
    // "List every playlist with its number of tracks": a verb of showing lists the rows; it
    // relates them to nothing (read as a division, the answer was empty, at 0.75).
    if (Vocabulary::builtIn().isGrammarWord("listing_verbs", before))
        return false;
    LexicalResources &words = LexicalResources::instance();
    static const QStringList prepositions{QStringLiteral("on"), QStringLiteral("in"), QStringLiteral("to"), QStringLiteral("at"),
                                          QStringLiteral("with"), QStringLiteral("by")};
    const bool verb = words.isInflectedVerb(before) || words.isVerbBase(before);
    const bool verbAndPreposition = prepositions.contains(before) && t >= 2
        && (words.isInflectedVerb(m_read.tokens.at(t - 2).lower) || words.isVerbBase(m_read.tokens.at(t - 2).lower));
    return verb || verbAndPreposition;
}

QList<sql::ForeignKey> InterpretationBuilder::pairingPath(const QString &other) const
{
    // A table of pairs named for a verb whose keys reach both; else the one table pointing at both
    // ("WORKS_ON": Essn, Pno); else the shortest path, which may run through rows of pairs too.
    // ("students who have taken all courses": the table of pairs named for the verb, takes,
    // points at the students and, through the sections, at the courses.)
    QList<QList<sql::ForeignKey>> named;
    for (const sql::Table &t : m_lex.schema().tables) {
        const QString &b = t.name;
        if (b == m_focus || b == other || !bridgeNamedByVerb(b))
            continue;
        const QList<sql::ForeignKey> toFocus = m_lex.schema().joinPath(b, m_focus), toOther = m_lex.schema().joinPath(b, other);
        const auto forward = [](const QList<sql::ForeignKey> &p, QString at) {
            for (const sql::ForeignKey &fk : p) {
                if (fk.fromTable != at)
                    return false;
                at = fk.toTable;
            }
            return !p.isEmpty();
        };
        if (toFocus.size() == 1 && forward(toFocus, b) && forward(toOther, b))
            named.append(toFocus + toOther);
    }
    if (named.size() == 1)
        return named.first();
    QList<QList<sql::ForeignKey>> bridges;
    for (const sql::Table &t : m_lex.schema().tables) {
        std::optional<sql::ForeignKey> toFocus, toOther;
        for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(t.name)) {
            if (fk.toTable == m_focus && !toFocus)
                toFocus = fk;
            else if (fk.toTable == other && !toOther)
                toOther = fk;
        }
        if (toFocus && toOther && t.name != m_focus && t.name != other)
            bridges.append({*toFocus, *toOther});
    }
    if (bridges.size() == 1)
        return bridges.first();
    return bridges.isEmpty() ? m_lex.schema().joinPath(m_focus, other) : QList<sql::ForeignKey>{};
}

bool InterpretationBuilder::readDivision()
{
    if (m_focus.isEmpty())
        return false;
    for (int i = 0; i < count(); ++i) {
        // The other table named, or a stored value naming its rows ("all beverages": the products
        // of that category).
        QString otherTable;
        if (const LexEntry *named = tableEv(i) ? m_ev[i].entry(LexEntry::Kind::Table) : nullptr)
            otherTable = named->table;
        else if (m_ev[i].used && m_ev[i].kind == EvKind::Lexicon)
            valueNamingRows(i, otherTable);
        if (otherTable.isEmpty() || otherTable == m_focus)
            continue;
        const int quantifier = divisionQuantifierBefore(i, otherTable);
        if (quantifier < 0)
            continue;
        // The rows and the other table tied by rows pointing at both: the path leaves the focus
        // backwards (a row pointing at it) and reaches the other table forwards.
        const QList<sql::ForeignKey> path = pairingPath(otherTable);
        if (path.size() < 2 || path.first().toTable != m_focus || path.last().toTable != otherTable
            || path.first().fromColumns.size() != 1 || path.last().fromColumns.size() != 1)
            continue;
        QStringList chain;   // the tables of pairs between them
        for (const sql::ForeignKey &fk : path)
            for (const QString &t : {fk.fromTable, fk.toTable})
                if (t != m_focus && t != otherTable && !chain.contains(t))
                    chain << t;
        // The conditions said of the other table's rows (after the quantifier) describe the rows
        // divided by; those of the pairs, which pairs count; the rest stay with the rows asked about.
        const auto saidAfterQuantifier = [this, quantifier](const Condition &c) {
            const QStringList tables = c.tables();
            for (int e = 0; e < count(); ++e) {
                if (!m_ev[e].used || m_ev[e].first <= quantifier)
                    continue;
                for (const LexEntry &v : m_ev[e].entries)
                    if ((v.kind == LexEntry::Kind::Value || v.kind == LexEntry::Kind::Column) && tables.contains(v.table))
                        return true;
                if (m_ev[e].kind == EvKind::Number && e > 0 && tableEv(e - 1) && tables.contains(m_ev[e - 1].entry(LexEntry::Kind::Table)->table))
                    return true;
            }
            return false;
        };
        const auto ofOtherSide = [&](const QStringList &tables) {
            return std::all_of(tables.cbegin(), tables.cend(), [&](const QString &t) {
                return t == otherTable || (belongsTo(otherTable, t) && t != m_focus);
            });
        };
        const auto ofChain = [&chain](const QStringList &tables) {
            return !tables.isEmpty() && std::all_of(tables.cbegin(), tables.cend(), [&chain](const QString &t) { return chain.contains(t); });
        };
        auto divisor = std::make_shared<Query>();
        divisor->baseTable = otherTable;
        divisor->ownTables = true;
        auto pairs = std::make_shared<Query>();
        pairs->baseTable = path.last().fromTable;
        pairs->ownTables = true;
        pairs->correlate.push_back({path.last().fromTable, path.last().fromColumns.first(), otherTable, path.last().toColumns.first()});
        pairs->correlate.push_back({path.first().fromTable, path.first().fromColumns.first(), m_focus, path.first().toColumns.first()});
        // "... all the projects controlled by department number 5", read as the rows' own key to
        // that department: said after the quantifier, it is the other table's key to the same row.
        const auto keyOfOtherSide = [&](Condition &c) {
            if (c.lhs.kind != Expr::Kind::Column || c.lhs.table != m_focus || !saidAfterQuantifier(c))
                return false;
            for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(m_focus)) {
                if (fk.fromColumns != QStringList{c.lhs.column})
                    continue;
                for (const sql::ForeignKey &theirs : m_lex.schema().keysFrom(otherTable))
                    if (theirs.toTable == fk.toTable && theirs.fromColumns.size() == 1 && theirs.toColumns == fk.toColumns) {
                        c.lhs = Expr::col(otherTable, theirs.fromColumns.first());
                        return true;
                    }
            }
            return false;
        };
        std::vector<Condition> kept;
        for (Condition c : m_q.where) {
            if (keyOfOtherSide(c)) {
                divisor->where.push_back(c);
                continue;
            }
            const QStringList tables = c.tables();
            // ("sailors who reserved ...": the pairs existing at all says nothing more.)
            if (c.kind == Condition::Kind::Exists && !c.negated && c.sub && (chain.contains(c.sub->baseTable) || c.sub->baseTable == otherTable))
                continue;
            if (!tables.isEmpty() && ofOtherSide(tables) && (tables == QStringList{otherTable} || saidAfterQuantifier(c)))
                divisor->where.push_back(c);
            else if (ofChain(tables))
                pairs->where.push_back(c);
            else
                kept.push_back(c);
        }
        Condition paired;
        paired.kind = Condition::Kind::Exists;
        paired.negated = true;
        paired.sub = pairs;
        divisor->where.push_back(paired);
        Condition none;
        none.kind = Condition::Kind::Exists;
        none.negated = true;
        none.sub = divisor;
        kept.push_back(none);
        m_q.where = kept;
        // "for every project" had been read as the groups: the other table divides, it groups nothing.
        const auto divides = [&](const QString &t) { return t == otherTable || chain.contains(t) || belongsTo(otherTable, t); };
        std::erase_if(m_groupTargets, [&](const Expr &g) {
            const QStringList tables = g.tables();
            return std::any_of(tables.cbegin(), tables.cend(), divides);
        });
        m_groupTables.removeIf(divides);
        if (m_groupTargets.empty() && m_aggregate && m_aggregate->kind == Expr::Kind::Aggregate && m_aggregate->text == QLatin1String("COUNT"))
            m_aggregate.reset();
        m_q.through.removeIf(divides);
        m_divisionPairs = chain;
        m_q.extraTables.removeIf(divides);
        if (!m_ev[i].used)
            use(i, QStringLiteral("every %1 row (each one of them)").arg(otherTable));
        m_explainedTokens << quantifier;
        m_out.notes << QStringLiteral("%1 rows paired with every %2 row the question names, through %3")
                           .arg(m_focus, otherTable, chain.join(QStringLiteral(", ")));
        return true;
    }
    return false;
}

} // namespace rac::semantic
