// SPDX-License-Identifier: MIT
//
// A verb nothing else explains, standing between two things the reading already
// joined ("employees who work in the Southern region", "orders going to
// Madrid", "employees who cover the Seattle territory"): it names the link
// between them, which the schema's keys already make. Only a verb with one
// read table or stored value right before it and another right after it (only
// function words and auxiliaries between) is taken; a verb before another verb
// ("customers who stopped buying Chai") or before a date or number changes the
// meaning and stays unexplained. Which link a verb means is a guess ("customers who
// complained about Chai" are not the ones who bought it, and the data holds no
// complaints), so an answer through one is never given as certain.
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"

#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

#include <QHash>

namespace rac::semantic {

void InterpretationBuilder::readLinkingVerbs()
{
    static const QStringList auxiliaries{QStringLiteral("is"), QStringLiteral("are"), QStringLiteral("was"), QStringLiteral("were"),
                                         QStringLiteral("be"), QStringLiteral("been"), QStringLiteral("being"), QStringLiteral("do"),
                                         QStringLiteral("does"), QStringLiteral("did")};
    const QList<Token> &tokens = m_read.tokens;
    // (And the ranking said between: "employees who support the most customers".)
    const auto rankWord = [this](int t) {
        return std::any_of(m_ev.cbegin(), m_ev.cend(), [t](const Evidence &e) {
            return e.used && e.first <= t && t <= e.last && (e.hasTag(QStringLiteral("sup:")) || e.kind == Evidence::Kind::Number);
        });
    };
    const auto skippable = [&](int t) {
        return tokens.at(t).functionWord || Vocabulary::builtIn().isFunctionWord(tokens.at(t).lower) || auxiliaries.contains(tokens.at(t).lower)
            || rankWord(t);
    };
    // The table a used evidence stands for: its table, or the table of its stored value.
    const auto thingAt = [this](int token, bool endsThere, const QString &preferred) -> QString {
        for (int i = 0; i < count(); ++i) {
            if (!m_ev[i].used || (endsThere ? m_ev[i].last : m_ev[i].first) != token)
                continue;
            if (const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table))
                return t->table;
            if (const LexEntry *v = m_ev[i].entry(LexEntry::Kind::Value))
                return v->table;
            // (A column the values are said under: "operating in countries: Japan, ...", of the
            // rows before when they have it.)
            if (const LexEntry *c = m_ev[i].entry(LexEntry::Kind::Column); c && !endsThere) {
                const bool theirs = std::any_of(m_ev[i].entries.cbegin(), m_ev[i].entries.cend(), [&preferred](const LexEntry &e) {
                    return e.kind == LexEntry::Kind::Column && e.table == preferred;
                });
                return theirs ? preferred : c->table;
            }
        }
        return {};
    };
    // Words nothing explains, and a verb of holding left over from text matching ("playlists
    // that contain the most tracks": no text is matched, the playlists hold tracks).
    QList<int> candidates = m_read.unknown;
    QHash<int, int> heldBy;   // token -> its unused evidence
    // (A quoted text is what "contains" matches: "playlists that contain the track 'One'".)
    const bool quoted = std::any_of(m_ev.cbegin(), m_ev.cend(), [](const Evidence &e) { return e.kind == Evidence::Kind::Literal; });
    for (int i = 0; i < count() && !quoted; ++i) {
        if (!m_ev[i].used && m_ev[i].first == m_ev[i].last && m_ev[i].hasTag(QStringLiteral("text:"))
            && Vocabulary::builtIn().isGrammarWord("holding_verbs", tokens.at(m_ev[i].first).lower)) {
            candidates << m_ev[i].first;
            heldBy.insert(m_ev[i].first, i);
        }
    }
    // A verb of the self-reference's words the self-reference did not take ("manage" when the rows
    // managed are customers, not employees): between two other tables it only links them.
    QHash<int, int> unusedRole;   // token -> its unused evidence
    for (int i = 0; i < count(); ++i) {
        const QString w = tokens.at(m_ev[i].first).lower;
        if (!m_ev[i].used && m_ev[i].first == m_ev[i].last && m_ev[i].hasTag(QStringLiteral("selfref"))
            && (LexicalResources::instance().isVerbBase(w) || LexicalResources::instance().isInflectedVerb(w))) {
            candidates << m_ev[i].first;
            unusedRole.insert(m_ev[i].first, i);
        }
    }
    for (int t : std::as_const(candidates)) {
        const QString word = tokens.at(t).lower;
        // ("employees who works in ...": after a relative pronoun, a word that is also a plural
        // noun is the verb.)
        static const QStringList relatives{QStringLiteral("who"), QStringLiteral("that"), QStringLiteral("which")};
        const bool afterRelative = t > 0 && relatives.contains(tokens.at(t - 1).lower) && LexicalResources::instance().verbBase(word) != word;
        // Leaving rows out ("customers with no region left out", "ignoring ...") links nothing.
        if (Vocabulary::builtIn().isGrammarWord("leave_out_before", word) || Vocabulary::builtIn().isGrammarWord("leave_out_after", word))
            continue;
        if (m_explainedTokens.contains(t)
            || !(heldBy.contains(t) || afterRelative || LexicalResources::instance().isVerbBase(word)
                 || LexicalResources::instance().isInflectedVerb(word)))
            continue;
        // A word after a determiner or possessive is a noun ("as part of our review").
        static const QStringList determiners{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the"), QStringLiteral("our"),
                                             QStringLiteral("their"), QStringLiteral("my"), QStringLiteral("your"), QStringLiteral("his"),
                                             QStringLiteral("her"), QStringLiteral("its"), QStringLiteral("this"),
                                             QStringLiteral("these"), QStringLiteral("those")};
        if (t > 0 && determiners.contains(tokens.at(t - 1).lower))
            continue;
        // A word right after "have"/"has" is no verb of its own ("products have low stock"), but
        // for a participle ("employees who have worked on ...").
        if (t > 0 && Vocabulary::builtIn().isGrammarWord("possessive_verbs", tokens.at(t - 1).lower) && !heldBy.contains(t)
            && !LexicalResources::instance().isInflectedVerb(word))
            continue;
        int before = t - 1;
        while (before >= 0 && skippable(before))
            --before;
        // "categories that hold more than 9 products", "playlists holding fewer than 20 tracks":
        // a verb of holding says the rows after it are counted per row before it, with the
        // comparison between them read as it is after "have".
        // Only rows after it, counted: "orders that hold more than 250 units" add up an amount,
        // which is not read here.
        bool holding = !heldBy.contains(t) && Vocabulary::builtIn().isGrammarWord("containment_verbs", word);
        const auto comparisonAt = [this](int k) {
            return std::any_of(m_ev.cbegin(), m_ev.cend(), [k](const Evidence &e) { return e.used && e.first <= k && k <= e.last && e.hasTag(QStringLiteral("cmp:")); });
        };
        int after = t + 1;
        while (after < tokens.size() && skippable(after))
            ++after;
        if (holding) {
            // (Nothing between that names a column: "customers who hold a total above 45".)
            const auto namesAColumn = [this](int k) {
                const int e = evidenceCovering(k);
                return e >= 0 && m_ev[e].entry(LexEntry::Kind::Column) && !m_ev[e].hasTag(QStringLiteral("cmp:"));
            };
            int held = after;
            while (held < tokens.size() && (skippable(held) || comparisonAt(held)))
                ++held;
            bool columnBetween = false;
            for (int k = t + 1; k < held; ++k)
                columnBetween |= namesAColumn(k);
            const int rows = held < tokens.size() ? evidenceCovering(held) : -1;
            if (rows >= 0 && tableEv(rows) && !columnBetween)
                after = held;
            else
                holding = false;   // ("customers who hold a total above 45": no rows held)
        }
        if (before < 0)
            continue;
        const QString from = thingAt(before, true, QString());
        // "How many customers does each employee manage?": a verb ending its clause has its
        // object asked before the subject, the first other thing the question read.
        const bool clauseEnds = after >= tokens.size() || m_read.punctuationBetween(t, after) || m_read.gapBetween(t, after).contains(QLatin1Char('?'));
        // (Only a clause put so: the object, then "do"/"does"/"did" before the verb, or a pronoun
        // standing for one of the two beside the verb: "the customers they support", "the orders
        // assigned to it". "customers with no region left out" is no such clause.)
        const auto pronoun = [&tokens](int k) { return Vocabulary::builtIn().isGrammarWord("personal_pronouns", tokens.at(k).lower); };
        const bool pronounBeside = (t > 0 && pronoun(t - 1))
            || (t + 2 < tokens.size() && (tokens.at(t + 1).lower == QLatin1String("to") || tokens.at(t + 1).lower == QLatin1String("by"))
                && pronoun(t + 2));
        QString fronted;
        for (int k = 0; clauseEnds && k < before && fronted.isEmpty(); ++k) {
            const QString thing = thingAt(k, false, QString());
            bool asked = pronounBeside;
            for (int a = k + 1; a < t && !asked; ++a)
                asked = tokens.at(a).lower == QLatin1String("do") || tokens.at(a).lower == QLatin1String("does") || tokens.at(a).lower == QLatin1String("did");
            if (!thing.isEmpty() && thing != from && asked)
                fronted = thing;
        }
        const QString to = clauseEnds ? fronted : thingAt(after, false, from);
        // ("suppliers operating in Japan": a row and a stored value of its own, which the value's
        // column already ties to it.)
        // (A column of its own only after a verb's inflected form, a relative pronoun or with the
        // column as its object, "located in the city ...", "who hold the title ...", "employees
        // hold the title": a bare "low" in "products low on stock" is an adjective of the stock.)
        const bool objectNext = t + 1 < tokens.size() && (determiners.contains(tokens.at(t + 1).lower) || evidenceCovering(t + 1) >= 0);
        const bool inflected = LexicalResources::instance().isInflectedVerb(word) || (t > 0 && relatives.contains(tokens.at(t - 1).lower))
            || objectNext;
        const bool ownValue = from == to && std::any_of(m_ev.cbegin(), m_ev.cend(), [after, inflected](const Evidence &e) {
            return e.used && e.first == after && (e.entry(LexEntry::Kind::Value) || (inflected && e.entry(LexEntry::Kind::Column)))
                && !e.entry(LexEntry::Kind::Table);
        });
        if (from.isEmpty() || to.isEmpty() || (from == to && !ownValue))
            continue;
        // (Of two tables keys join, else the verb is read as any other: "employees who hold the
        // title ...".)
        const qsizetype steps = from == to ? 0 : m_lex.schema().joinPath(from, to).size();
        if (heldBy.contains(t) || (holding && steps > 0 && steps <= 3)) {
            // Only rows keys join to the others, in a short chain ("orders containing the
            // category": order lines, products, categories), hold them.
            if (steps == 0 || steps > 3)
                continue;
            // Holding is what the key between them says: certain as "with" would be.
            if (holding) {
                m_explainedTokens << t;
                m_out.coverage << QStringLiteral("%1 -> the %2 rows of each %3").arg(tokens.at(t).text, to, from);
            } else {
                use(heldBy.value(t), QStringLiteral("the %1 rows of each %2").arg(to, from));
            }
            continue;
        }
        if (unusedRole.contains(t))
            m_ev[unusedRole.value(t)].used = true;   // (its coverage line is the one below)
        m_explainedTokens << t;
        m_out.ambiguous = true;
        m_out.notes << QStringLiteral("\"%1\" read as the link between %2 and %3").arg(tokens.at(t).text, from, to);
        m_out.coverage << QStringLiteral("%1 -> the link between %2 and %3").arg(tokens.at(t).text, from, to);
    }
}

bool InterpretationBuilder::isBridge(const QString &table) const
{
    // A table whose rows only tie rows of two other tables together (WORKS_ON: an employee, a
    // project, and the hours): keys to at least two other tables.
    QStringList ends;
    for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(table))
        if (fk.toTable != table && !ends.contains(fk.toTable))
            ends << fk.toTable;
    // (Eats(name, pizza) ties a person to the pizzerias serving that pizza, on its value.)
    for (const sql::ForeignKey &link : m_lex.schema().sharedValueLinks) {
        const QString other = link.fromTable == table ? link.toTable : link.toTable == table ? link.fromTable : QString();
        if (!other.isEmpty() && !ends.contains(other))
            ends << other;
    }
    return ends.size() >= 2;
}

bool InterpretationBuilder::bridgeNamedByVerb(const QString &table) const
{
    // A bridge named for a verb (WORKS_ON, teaches, takes), not for the things it ties: "Order
    // Details" opens with the orders' own noun, and "ordered" says nothing of its rows.
    if (!isBridge(table))
        return false;
    const QStringList name = text::words(Lexicon::readableName(table).toLower());
    LexicalResources &lexical = LexicalResources::instance();
    // ("works" is a plural noun as well as a verb: any word a verb's base reduces it to.)
    // ("Bookings": the plural of a gerund names the verb's rows too.)
    const QString gerund = name.isEmpty() || !name.first().endsWith(QLatin1String("ings")) ? QString() : name.first().chopped(1);
    if (name.isEmpty()
        || !(lexical.isVerbBase(name.first()) || lexical.isVerbBase(lexical.verbBase(name.first()))
             || (!gerund.isEmpty() && lexical.verbBase(gerund) != gerund && lexical.isVerbBase(lexical.verbBase(gerund)))))
        return false;
    const QString head = stemPhrase(name.first());
    return std::none_of(m_lex.schema().tables.cbegin(), m_lex.schema().tables.cend(), [&](const sql::Table &other) {
        const QStringList words = text::words(Lexicon::readableName(other.name).toLower());
        return other.name != table && !words.isEmpty() && stemPhrase(words.last()) == head;
    });
}

void InterpretationBuilder::readBridgeVerbs()
{
    // "employees who work on ProductX", "instructors who teach in Fall 2017", "students who took
    // CS-101": a verb that names a table tying the rows before it to the rows after it (WORKS_ON,
    // teaches, takes) says the rows are joined through it, not through another path (employees
    // and projects both belong to a department: the department's employees came back, at 0.9).
    LexicalResources &lexical = LexicalResources::instance();
    const QList<Token> &tokens = m_read.tokens;
    // The bridge a verb names: read as the table's name ("teaches", "work on"), or another form
    // of the verb its name opens with ("taught", "worked").
    struct Said {
        QString table;
        int first, last, evidence;   // tokens; the evidence, or -1 for a word no reading took
        bool agent = false;          // the table is named for the doer of the verb ("advisor": advise)
    };
    // "advisor" of "advise", "teacher" of "teach": the noun of the one who does it.
    const auto agentNounOf = [](const QString &noun, const QString &verb) {
        if (verb.size() < 3)
            return false;
        const QString stem = verb.endsWith(QLatin1Char('e')) ? verb.chopped(1) : verb;
        return noun == verb + QLatin1Char('r') || noun == stem + QLatin1String("er") || noun == stem + QLatin1String("or");
    };
    QList<Said> said;
    for (int i = 0; i < count(); ++i)
        if (const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table); t && !m_ev[i].used)
            said.append({t->table, m_ev[i].first, m_ev[i].last, i});
    // (Any word no reading took, a linking verb the vocabulary lets pass too: "students who took ...".)
    for (int u = 0; u < tokens.size(); ++u) {
        const QString base = lexical.verbBase(tokens.at(u).lower);
        if (base.isEmpty() || m_explainedTokens.contains(u) || evidenceCovering(u) >= 0)
            continue;
        for (const sql::Table &table : m_lex.schema().tables) {
            const QStringList name = text::words(Lexicon::readableName(table.name).toLower());
            const bool agent = !name.isEmpty() && agentNounOf(text::stripSuffix(name.first()), base);
            if (table.isView || name.isEmpty() || !isBridge(table.name) || (lexical.verbBase(name.first()) != base && !agent))
                continue;
            if (agent) {
                said.append({table.name, u, u, -1, true});
                continue;
            }
            // (The verb's particle as the name says it: "worked on" is WORKS_ON, "work for the
            // Research department" is not.)
            if (name.size() > 1 && Vocabulary::builtIn().isFunctionWord(name.at(1)) && (u + 1 >= tokens.size() || tokens.at(u + 1).lower != name.at(1)))
                continue;
            said.append({table.name, u, name.size() > 1 && Vocabulary::builtIn().isFunctionWord(name.at(1)) ? u + 1 : u, -1});
        }
    }
    // ("a brew that Ana likes": "likes" and "drinks" are plural nouns too, but not after a
    // relative pronoun and a name, where only the verb can stand.)
    const auto afterRelativeSubject = [&](int t) {
        static const QStringList relatives{QStringLiteral("that"), QStringLiteral("who"), QStringLiteral("which"), QStringLiteral("whom")};
        const int subject = t > 0 ? evidenceCovering(t - 1) : -1;
        return subject >= 0 && m_ev[subject].entry(LexEntry::Kind::Value) && m_ev[subject].first > 0
            && relatives.contains(tokens.at(m_ev[subject].first - 1).lower) && lexical.verbBase(tokens.at(t).lower) != tokens.at(t).lower;
    };
    for (const Said &s : std::as_const(said)) {
        const QString word = tokens.at(s.first).lower;
        if (s.table == m_focus || !(s.agent ? isBridge(s.table) : bridgeNamedByVerb(s.table))
            || !(lexical.isVerbBase(word) || lexical.isInflectedVerb(word) || afterRelativeSubject(s.first))
            || (s.first > 0 && Vocabulary::builtIn().isGrammarWord("determiners", tokens.at(s.first - 1).lower)))
            continue;
        const int i = s.evidence;
        // The rows on either side are read, and the bridge points at both (or at the rows the
        // other side names).
        QStringList sides;
        for (int j = 0; j < count(); ++j) {
            if (j == i || !m_ev[j].used)
                continue;
            QString side;
            if (const LexEntry *x = m_ev[j].entry(LexEntry::Kind::Table))
                side = x->table;
            else if (const LexEntry *v = m_ev[j].entry(LexEntry::Kind::Value))
                side = v->table;
            if (!side.isEmpty() && side != s.table && !sides.contains(side))
                sides << side;
        }
        if (!sides.contains(m_focus))
            sides << m_focus;
        int reached = 0;
        for (const QString &side : std::as_const(sides)) {
            const qsizetype steps = m_lex.schema().joinPath(s.table, side).size();
            reached += steps >= 1 && steps <= 2 ? 1 : 0;
        }
        if (reached < 2)
            continue;
        // Joined only where both sides are read: "students who have taken more than 3 courses"
        // counts the courses apart, and the listing joined through takes repeated each student
        // once per course (at 0.9). The verb is then read, with nothing more to join.
        int readHere = 0;
        const QStringList read = m_q.tables();
        for (const QString &side : std::as_const(sides)) {
            const qsizetype steps = m_lex.schema().joinPath(s.table, side).size();
            readHere += read.contains(side) && steps >= 1 && steps <= 2 ? 1 : 0;
        }
        // (Not the pairs a division reads on its own: "who work on every project".)
        if (readHere >= 2 && !m_q.through.contains(s.table) && !m_divisionPairs.contains(s.table))
            m_q.through << s.table;
        if (i >= 0) {
            use(i, QStringLiteral("through %1").arg(s.table));
        } else {
            m_explainedTokens << s.first;
            m_out.coverage << QStringLiteral("%1 -> through %2").arg(tokens.at(s.first).text, s.table);
        }
        m_out.notes << QStringLiteral("\"%1\" read as the rows of %2 that tie the two together").arg(m_read.spanText(s.first, s.last), s.table);
    }
}

void InterpretationBuilder::readLinkColumnsNamed()
{
    // "the number of orders per shipper (ShipVia)", "customers by support rep (SupportRepId)":
    // a foreign-key column named beside two tables the query already joins is the link between
    // them, said for clarity; it asks nothing more.
    const QStringList joined = m_q.tables() + m_q.extraTables;
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used || m_ev[i].entry(LexEntry::Kind::Value) || m_ev[i].entry(LexEntry::Kind::Table))
            continue;
        for (const LexEntry &e : m_ev[i].entries) {
            if (e.kind != LexEntry::Kind::Column || !joined.contains(e.table))
                continue;
            // ("a pizza that Dan eats": the value Eats and Serves meet on is their link too.)
            QList<sql::ForeignKey> links = m_lex.schema().keysFrom(e.table);
            for (const sql::ForeignKey &link : m_lex.schema().sharedValueLinks) {
                if (link.fromTable == e.table)
                    links << link;
                else if (link.toTable == e.table)
                    links << sql::ForeignKey{link.toTable, link.toColumns, link.fromTable, link.fromColumns, true, true};
            }
            for (const sql::ForeignKey &fk : std::as_const(links)) {
                if (fk.fromColumns.size() == 1 && fk.fromColumns.first() == e.column && fk.toTable != e.table && joined.contains(fk.toTable)) {
                    use(i, QStringLiteral("the link from %1 to %2").arg(e.table, fk.toTable));
                    break;
                }
            }
            if (m_ev[i].used)
                break;
        }
    }
}

void InterpretationBuilder::readVerbsOfValueColumns()
{
    // "the movies Steven Spielberg directed", "the tracks Bach composed": a verb right after a
    // stored value whose column is the verb's agent noun (WordNet derives "director" from
    // "directed") says again what the value's column is; the value's condition is the reading.
    for (int t = 1; t < m_read.tokens.size(); ++t) {
        const int at = evidenceCovering(t);
        if ((at >= 0 && (m_ev[at].used || !m_ev[at].entries.isEmpty())) || m_explainedTokens.contains(t))
            continue;
        const QString &verb = m_read.tokens.at(t).lower;
        if (!LexicalResources::instance().isInflectedVerb(verb))
            continue;
        const int before = evidenceCovering(t - 1);
        const LexEntry *value = before >= 0 && m_ev[before].used && m_ev[before].last == t - 1 ? m_ev[before].entry(LexEntry::Kind::Value) : nullptr;
        if (!value)
            continue;
        const QStringList columnWords = text::words(text::splitIdentifier(value->column).toLower());
        const QStringList nouns = LexicalResources::instance().derivedNouns(verb);
        if (!std::any_of(nouns.cbegin(), nouns.cend(), [&columnWords](const QString &n) { return columnWords.contains(n); }))
            continue;
        if (at >= 0) {
            use(at, QStringLiteral("the verb of %1.%2").arg(value->table, value->column));
        } else {
            m_explainedTokens << t;
            m_out.coverage << QStringLiteral("%1 -> the verb of %2.%3").arg(m_read.tokens.at(t).text, value->table, value->column);
        }
    }
}

void InterpretationBuilder::readVerbsOfDoerTables()
{
    // "How many orders did each shipper ship?", "suppliers that have supplied seafood": a verb right
    // after a table whose rows are its doers (WordNet derives "shipper" from "ship") says again what
    // those rows do in the question; the keys joining them are the reading. The verb was left unread
    // and the question declined.
    static const QStringList between{QStringLiteral("that"), QStringLiteral("who"), QStringLiteral("which"), QStringLiteral("have"),
                                     QStringLiteral("has"), QStringLiteral("had"), QStringLiteral("did"), QStringLiteral("does"),
                                     QStringLiteral("do"), QStringLiteral("will")};
    LexicalResources &wordnet = LexicalResources::instance();
    const QStringList queried = m_q.tables();
    for (int t = 1; t < m_read.tokens.size(); ++t) {
        const int at = evidenceCovering(t);
        if ((at >= 0 && (m_ev[at].used || m_ev[at].first != m_ev[at].last)) || m_explainedTokens.contains(t))
            continue;
        const QString &verb = m_read.tokens.at(t).lower;
        if (!wordnet.isVerbBase(verb) && !wordnet.isInflectedVerb(verb))
            continue;
        int d = t - 1;
        while (d > 0 && between.contains(m_read.tokens.at(d).lower))
            --d;
        const int doerEv = evidenceCovering(d);
        const LexEntry *doer = doerEv >= 0 && m_ev[doerEv].used && m_ev[doerEv].last == d ? m_ev[doerEv].entry(LexEntry::Kind::Table) : nullptr;
        if (!doer || !queried.contains(doer->table))
            continue;
        const QStringList tableWords = text::words(text::splitIdentifier(doer->table).toLower());
        if (tableWords.isEmpty() || !wordnet.derivedNouns(verb).contains(wordnet.nounBase(tableWords.last())))
            continue;
        if (at >= 0) {
            use(at, QStringLiteral("what the %1 rows do").arg(doer->table));
        } else {
            m_explainedTokens << t;
            m_out.coverage << QStringLiteral("%1 -> what the %2 rows do").arg(m_read.tokens.at(t).text, doer->table);
        }
    }
}

} // namespace rac::semantic
