// SPDX-License-Identifier: MIT
//
// "How many tracks have been sold?", "unique sold tracks", "genres that were never sold": a verb
// of selling said of the things an order line sells, or of what those belong to, with no figure
// of the sales asked, says those rows appear on order lines (EXISTS), or never do (NOT EXISTS).
// The verbs are function words elsewhere ("which supplier sells Chai" links a supplier and a
// product), so the word was dropped and every track was counted (3503 for 1984) at 0.9.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/SemanticModel.h"
#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

#include <QSet>

namespace rac::semantic {

namespace {

bool isBeForm(const QString &lower)
{
    return Vocabulary::builtIn().isGrammarWord("be_forms", lower);
}

// "that have been", "which had already been": the words between rows and their verb.
bool isAuxiliary(const QString &lower)
{
    static const QSet<QString> between{QStringLiteral("that"), QStringLiteral("which"), QStringLiteral("have"), QStringLiteral("has"),
                                       QStringLiteral("had"), QStringLiteral("ever"), QStringLiteral("already")};
    return isBeForm(lower) || between.contains(lower);
}

} // namespace

int InterpretationBuilder::soldRowsAfter(int verb) const
{
    // Only as the rows' adjective: "customers bought tracks" and "who bought tracks" have a
    // subject, and the verb links them.
    static const QSet<QString> subjects{QStringLiteral("who"), QStringLiteral("which"), QStringLiteral("that"), QStringLiteral("they"),
                                        QStringLiteral("we"), QStringLiteral("i"), QStringLiteral("you"), QStringLiteral("he"), QStringLiteral("she")};
    const int before = verb > 0 ? evidenceCovering(verb - 1) : -1;
    const bool subject = (before >= 0 && (tableEv(before) || m_ev[before].entry(LexEntry::Kind::Value) || columnOf(before)))
        || (verb > 0 && subjects.contains(m_read.tokens.at(verb - 1).lower));
    const int after = evidenceCovering(verb + 1);
    return !subject && after >= 0 && tableEv(after) && !m_ev[after].used ? after : -1;
}

int InterpretationBuilder::soldRowsBefore(int verb, int &negation, int &firstAuxiliary) const
{
    const QList<Token> &tokens = m_read.tokens;
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    // Nothing after the verb but the end of the clause, the next predicate ("tracks that were
    // purchased are in the Jazz genre"), or a period it happened in ("in 2010").
    int next = verb + 1;
    // ("sold in total": words that only say everything is counted end the clause too.)
    if (const int e = next < tokens.size() ? evidenceCovering(next) : -1; e >= 0 && m_ev[e].hasTag(QStringLiteral("alltotal")))
        next = m_ev[e].last + 1;
    const bool clauseEnds = next >= tokens.size() || m_read.punctuationBetween(verb, next)
        || vocabulary.isGrammarWord("conjunctions", tokens.at(next).lower) || isBeForm(tokens.at(next).lower)
        || (vocabulary.isGrammarWord("period_prepositions", tokens.at(next).lower)
            && std::any_of(m_ev.cbegin(), m_ev.cend(), [next](const Evidence &e) { return e.first == next + 1 && e.kind == EvKind::Date; }));
    if (!clauseEnds)
        return -1;
    // Back over the auxiliaries and a negation ("have never been"), at least one form of "be".
    bool be = false;
    bool relative = false;   // "that", "which": the clause is said of the noun right before
    int u = verb - 1;
    while (u >= 0) {
        const int e = evidenceCovering(u);
        if (e >= 0 && m_ev[e].hasTag(QStringLiteral("neg")) && !m_ev[e].used && negation < 0) {
            negation = e;
            for (int w = m_ev[e].first; w <= m_ev[e].last; ++w)
                be |= isBeForm(tokens.at(w).lower);
            u = m_ev[e].first - 1;
            continue;
        }
        // ("have" may be read as a word of its own: every word of its evidence is auxiliary.)
        const int from = e < 0 ? u : m_ev[e].first;
        bool auxiliary = e < 0 || !m_ev[e].used;
        for (int w = from; auxiliary && w <= u; ++w)
            auxiliary = isAuxiliary(tokens.at(w).lower);
        if (!auxiliary)
            break;
        be |= isBeForm(tokens.at(u).lower);
        relative |= tokens.at(u).lower == QLatin1String("that") || tokens.at(u).lower == QLatin1String("which");
        u = from - 1;
    }
    firstAuxiliary = u + 1;
    int rows = u >= 0 ? evidenceCovering(u) : -1;
    // "the number of different tracks sold": right after rows said to be different ones, the
    // participle is theirs with no "be" (the catalogue's different tracks were counted at 0.9).
    const bool differentRows = !be && u == verb - 1 && rows > 0 && tableEv(rows) && m_ev[rows - 1].hasTag(QStringLiteral("distinct"))
        && adjacent(rows - 1, rows);
    // "the number of tracks sold", "genres sold": the participle right after the rows is theirs
    // too (dropped, every track of the catalogue was counted at 0.9).
    const bool participleAfterRows = !be && u == verb - 1 && rows >= 0 && tableEv(rows);
    if ((!be && !differentRows && !participleAfterRows) || rows < 0 || m_ev[rows].last != u)
        return -1;
    if (differentRows || participleAfterRows)
        return rows;
    // A relative clause belongs to the noun right before it ("the length of tracks that were never
    // sold" is said of the tracks).
    if (relative)
        return tableEv(rows) ? rows : -1;
    // Otherwise the verb is said of the head noun, back over the phrases that only place it:
    // "tracks [by AC/DC] have been sold", "tracks [in the Jazz genre] were never sold" are said
    // of the tracks, not of the artist or the genre.
    static const QSet<QString> places{QStringLiteral("in"), QStringLiteral("of"), QStringLiteral("from"), QStringLiteral("by"),
                                      QStringLiteral("with"), QStringLiteral("on"), QStringLiteral("for")};
    for (;;) {
        int lead = m_ev[rows].first - 1;
        // ("the artist AC/DC": a value after its table's word is that word's row.)
        if (const int word = lead >= 0 ? evidenceCovering(lead) : -1; word >= 0 && !tableEv(rows) && tableEv(word)
            && std::any_of(m_ev[rows].entries.cbegin(), m_ev[rows].entries.cend(), [this, word](const LexEntry &v) {
                   return v.kind == LexEntry::Kind::Value && v.table == m_ev[word].entry(LexEntry::Kind::Table)->table;
               })) {
            rows = word;
            continue;
        }
        // ("the Jazz genre", "a Metallica album": a stored name before the table's word is part of
        // the phrase.)
        if (m_ev[rows].entry(LexEntry::Kind::Table) && lead >= 0) {
            const int valueEv = evidenceCovering(lead);
            if (valueEv >= 0 && m_ev[valueEv].entry(LexEntry::Kind::Value))
                lead = m_ev[valueEv].first - 1;
        }
        while (lead >= 0 && Vocabulary::builtIn().isGrammarWord("determiners", tokens.at(lead).lower))   // the, a, each
            --lead;
        if (lead < 0 || !places.contains(tokens.at(lead).lower))
            break;
        const int head = lead > 0 ? evidenceCovering(lead - 1) : -1;
        if (head < 0 || m_ev[head].last != lead - 1 || !tableEv(head))
            return -1;   // a place said of something that is no row ("sold in 2010 by ...")
        rows = head;
    }
    return tableEv(rows) ? rows : -1;
}

QStringList InterpretationBuilder::tablesOfTheAct(const QString &verb) const
{
    // The tables a verb's act names, by their own name: WordNet's nouns of the verb ("seller",
    // "selling"; it has no "sale" for "sold") and, for a verb of selling, the vocabulary's words for
    // one sale. (Not another word of a table's: "vendor" is a supplier's, "seller" an employee's.)
    QStringList nouns = LexicalResources::instance().derivedNouns(verb);
    if (Vocabulary::builtIn().isGrammarWord("sales_participles", verb))
        nouns << Vocabulary::builtIn().grammarWords("sale_event_words");
    QStringList tables;
    for (const QString &noun : std::as_const(nouns))
        for (const LexEntry &e : m_lex.lookup(stemPhrase(noun)))
            if (e.kind == LexEntry::Kind::Table && e.strength >= 3 && !tables.contains(e.table))
                tables << e.table;
    return tables;
}

void InterpretationBuilder::readSoldState()
{
    if (!m_model)
        return;
    // With no order lines known (pubs: titles sold through sales), the table holding the verb's
    // act whose rows point at the ones said to be sold.
    const auto tableOfTheAct = [this](const QString &verb, const QString &rows) {
        for (const QString &t : tablesOfTheAct(verb)) {
            const QList<sql::ForeignKey> keys = m_lex.schema().keysFrom(t);
            if (t != rows && std::any_of(keys.cbegin(), keys.cend(), [&rows](const sql::ForeignKey &fk) { return fk.toTable == rows; }))
                return t;
        }
        return QString();
    };
    const QList<Token> &tokens = m_read.tokens;
    // Said in a ranking ("the most sold tracks", "best sold") the verb names the figure ranked by.
    static const QSet<QString> rankingWords{QStringLiteral("most"), QStringLiteral("least"), QStringLiteral("best"), QStringLiteral("worst"),
                                            QStringLiteral("top"), QStringLiteral("frequently"), QStringLiteral("often"), QStringLiteral("commonly"),
                                            QStringLiteral("more"), QStringLiteral("fewer"), QStringLiteral("less"), QStringLiteral("highest"),
                                            QStringLiteral("lowest"), QStringLiteral("widely")};
    for (int t = 0; t < tokens.size(); ++t) {
        if (!Vocabulary::builtIn().isGrammarWord("sales_participles", tokens.at(t).lower) || evidenceCovering(t) >= 0
            || m_explainedTokens.contains(t) || (t > 0 && rankingWords.contains(tokens.at(t - 1).lower)))
            continue;
        int negation = -1;
        int firstAuxiliary = t;
        const int after = soldRowsAfter(t);
        const int rows = after >= 0 ? after : soldRowsBefore(t, negation, firstAuxiliary);
        if (rows < 0)
            continue;
        const QString table = m_ev[rows].entry(LexEntry::Kind::Table)->table;
        const sql::Table *rowsTable = m_lex.schema().table(table);
        QString lines = m_model->roles().lineTable;
        bool through = !lines.isEmpty() && soldThroughLines(table);
        if (lines.isEmpty()) {
            lines = tableOfTheAct(tokens.at(t).lower, table);
            through = !lines.isEmpty();
        }
        if (!through || !rowsTable || rowsTable->primaryKey().size() != 1)
            continue;
        const QString key = rowsTable->primaryKey().first();
        auto sub = std::make_shared<Query>();
        sub->baseTable = table;
        sub->extraTables << lines;
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
        // (Auxiliary words read as evidences of their own are explained with the verb.)
        for (int w = firstAuxiliary; w < t; ++w)
            if (const int e = evidenceCovering(w); e >= 0 && !m_ev[e].used)
                use(e, QStringLiteral("the verb's auxiliary"));
        // "How many tracks were bought?": the different tracks, or every unit sold.
        const bool different = std::any_of(m_ev.cbegin(), m_ev.cend(), [](const Evidence &e) { return e.hasTag(QStringLiteral("distinct")); });
        if (after < 0 && negation < 0 && !different)
            m_out.ambiguous = true;
        m_out.notes << QStringLiteral("\"%1\": the %2 rows %3 on %4 rows").arg(tokens.at(t).text, table,
                                                                            negation >= 0 ? QStringLiteral("that never appear") : QStringLiteral("that appear"),
                                                                            lines);
    }
}

} // namespace rac::semantic
