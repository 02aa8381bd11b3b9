// SPDX-License-Identifier: MIT
//
// "How many customers and how many shippers are there?", "the number of products, categories
// and suppliers": counts of tables said side by side, with nothing that links them, are separate
// figures in one row, each over its own table. Read by the other passes, the tables were joined
// to be counted together and one count was kept: every customer without an order dropped out
// (89 customers of 93) and the other count was silently not shown, at 0.9.
#include "semantic/parse/InterpretationBuilder.h"
#include "semantic/parse/Vocabulary.h"

#include "common/TextUtil.h"

#include <algorithm>

namespace rac::semantic {
namespace {

// Words that may stand between two tables counted apart: "customers and (the number of) shippers".
bool joinsCountsOnly(const QString &word)
{
    static const QStringList joining{QStringLiteral("and"), QStringLiteral(","), QStringLiteral("&"), QStringLiteral("the"),
                                     QStringLiteral("also"), QStringLiteral("plus"), QStringLiteral("as"), QStringLiteral("well")};
    return joining.contains(word);
}

// How many of the table's name words an answer field's name holds ("TotalCustomers",
// "shipper_count": 1; "InvoiceLines" holds both of InvoiceLine's); 0 unless it holds them all.
int wordsOfTableInKey(const QString &key, const QString &table)
{
    const QStringList tableWords = text::words(text::splitIdentifier(table).toLower());
    QStringList keyStems;
    for (const QString &w : text::words(text::splitIdentifier(key).toLower()))
        keyStems << text::stem(w);
    const bool all = !tableWords.isEmpty()
        && std::all_of(tableWords.cbegin(), tableWords.cend(), [&keyStems](const QString &w) { return keyStems.contains(text::stem(w)); });
    return all ? int(tableWords.size()) : 0;
}

} // namespace

bool InterpretationBuilder::readSeparateCounts()
{
    // Every evidence is a count word or a table's name, a count word first, and then values said
    // of every table counted.
    QList<int> tables, placeValues;
    const auto isStoredValue = [](const LexEntry &e) { return e.kind == LexEntry::Kind::Value && e.wholeDepth == 0 && e.sourceChunk.isEmpty(); };
    const auto isPlaceValue = [this, &isStoredValue](int i) {
        return !tableEv(i) && !m_ev[i].entry(LexEntry::Kind::Measure) && std::any_of(m_ev[i].entries.cbegin(), m_ev[i].entries.cend(), isStoredValue);
    };
    for (int i = 0; i < count(); ++i) {
        // ("Total customers and total employees": a word of amount right before a table counts it.)
        const bool amountOfRows = m_ev[i].first == m_ev[i].last && !tableEv(i) && i + 1 < count() && tableEv(i + 1)
            && m_ev[i + 1].first == m_ev[i].last + 1
            && (m_read.tokens.at(m_ev[i].first).lower == QLatin1String("total") || m_read.tokens.at(m_ev[i].first).lower == QLatin1String("totals"));
        const bool countWord = (m_ev[i].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") || amountOfRows) && !tableEv(i);
        if (i == 0 && !countWord)
            return false;
        if (countWord)
            continue;
        // "... do we have", "... exist" after the tables counted.
        static const QStringList being{QStringLiteral("have"), QStringLiteral("has"), QStringLiteral("exist"), QStringLiteral("exists")};
        if (tables.size() >= 2 && m_ev[i].entries.isEmpty() && m_ev[i].first == m_ev[i].last
            && being.contains(m_read.tokens.at(m_ev[i].first).lower))
            continue;
        // "How many customers and employees are in London?": a value after the tables counted
        // is said of each of them (joined, the customers served from London were counted, at 0.9).
        if (tables.size() >= 2 && isPlaceValue(i)) {
            placeValues << i;
            continue;
        }
        // ("... are in the UK": words of place read as an evidence of their own.)
        // ("from the USA": "from" opens a range only before a number or a date.)
        const bool beforePlace = i + 1 < count() && isPlaceValue(i + 1);
        if (tables.size() >= 2 && m_ev[i].entries.isEmpty() && m_ev[i].kind == EvKind::Vocab && !m_ev[i].hasTag(QStringLiteral("neg"))
            && (beforePlace || !m_ev[i].hasTag(QStringLiteral("cmp:"))) && !m_ev[i].hasTag(QStringLiteral("agg:"))) {
            bool grammar = true;
            for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
                grammar &= Vocabulary::builtIn().isFunctionWord(m_read.tokens.at(t).lower)
                    || Vocabulary::builtIn().isGrammarWord("place_prepositions", m_read.tokens.at(t).lower);
            if (grammar)
                continue;
        }
        if (!placeValues.isEmpty() || !tableEv(i) || m_ev[i].entry(LexEntry::Kind::Value) || m_ev[i].entry(LexEntry::Kind::Measure))
            return false;
        tables << i;
    }
    if (tables.size() < 2)
        return false;
    QStringList names;
    for (int i : tables) {
        const QString t = m_ev[i].entry(LexEntry::Kind::Table)->table;
        if (names.contains(t))
            return false;
        names << t;
    }
    // Only "and", commas and count words between the tables: "customers with orders" links them.
    // And something joins them: "customers ordered Chai" is one table's rows and a verb.
    for (int k = 1; k < tables.size(); ++k) {
        const int after = m_ev[tables.at(k - 1)].last, before = m_ev[tables.at(k)].first;
        bool joined = m_read.punctuationBetween(after, before);
        for (int t = after + 1; t < before; ++t) {
            const int ev = evidenceCovering(t);
            if (ev < 0 ? !joinsCountsOnly(m_read.tokens.at(t).lower) : tables.contains(ev))
                return false;
            joined |= QStringList{QStringLiteral("and"), QStringLiteral("&"), QStringLiteral("plus")}.contains(m_read.tokens.at(t).lower);
        }
        if (!joined)
            return false;
    }
    // "Number of customers and orders", "total artist and total album": tables one of which
    // points at the other are counted by most third-party answers over their join (the
    // customers that have orders; 2 of the 3 sets that ask it), which the other readings make
    // when the answer's fields name both counts. Asked with no fields, each is counted on its
    // own, as a guess.
    bool linked = false;
    for (const QString &a : names)
        for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(a))
            linked |= fk.toTable != a && names.contains(fk.toTable);
    // ("How many orders and how many customers are there?": a count word said again before each
    // table counts each apart, whatever the fields; joined, the customers without an order
    // dropped out, at 0.9.)
    const bool eachCounted = std::all_of(tables.cbegin(), tables.cend(), [this](int i) {
        return i > 0 && m_ev[i - 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && adjacent(i - 1, i);
    });
    if (linked && m_hint.hasFields() && !eachCounted)
        return false;
    if (linked) {
        m_out.ambiguous = true;
        m_out.notes << QStringLiteral("every row of each table, not only those linked to the other's rows");
    }
    // One number asked, or a list of rows: several counts answer neither.
    if (!m_hint.isObject() && !m_hint.text.trimmed().isEmpty()) {
        for (int i = 0; i < count(); ++i)
            use(i, QStringLiteral("counted apart"));
        m_out.notUnderstood << QStringLiteral("%1 counts (%2) for the one value the answer's format asks")
                                   .arg(names.size()).arg(names.join(QStringLiteral(", ")));
        return true;
    }
    // An answer field per table: the field that names a table shows its count, else in turn.
    QStringList labels = names;
    if (m_hint.hasFields()) {
        if (m_hint.fields.size() != names.size()) {
            for (int i = 0; i < count(); ++i)
                use(i, QStringLiteral("counted apart"));
            m_out.notUnderstood << QStringLiteral("%1 counts (%2) for %3 answer fields").arg(names.size()).arg(names.join(QStringLiteral(", "))).arg(m_hint.fields.size());
            return true;
        }
        QStringList unnamed;
        for (const answer::HintField &f : m_hint.fields)
            unnamed << f.key;
        for (QString &l : labels)
            l.clear();
        // The field that holds most of a table's name words goes first: "InvoiceLines" is the
        // lines', not the invoices' (they were swapped, at 0.9).
        for (;;) {
            int bestTable = -1, bestWords = 0;
            QString bestKey;
            for (int k = 0; k < names.size(); ++k)
                for (const QString &key : std::as_const(unnamed))
                    if (const int w = labels.at(k).isEmpty() ? wordsOfTableInKey(key, names.at(k)) : 0; w > bestWords) {
                        bestTable = k;
                        bestWords = w;
                        bestKey = key;
                    }
            if (bestTable < 0)
                break;
            labels[bestTable] = bestKey;
            unnamed.removeOne(bestKey);
        }
        for (QString &l : labels)
            if (l.isEmpty())
                l = unnamed.takeFirst();
    }
    // Each value said after the tables is a condition on every one of them: the column of that
    // table holding it, or where none holds it, the column of the name the others hold it in
    // (no customer in Calgary: Customer.City, as for the employees). Several are not guessed.
    std::vector<std::vector<Condition>> conditions(size_t(names.size()));
    for (int v : std::as_const(placeValues)) {
        QStringList columnsHolding;
        for (const LexEntry &e : m_ev[v].entries)
            if (isStoredValue(e) && names.contains(e.table) && !columnsHolding.contains(e.column))
                columnsHolding << e.column;
        for (int k = 0; k < names.size(); ++k) {
            QList<LexEntry> held;
            for (const LexEntry &e : m_ev[v].entries)
                if (isStoredValue(e) && e.table == names.at(k)
                    && std::none_of(held.cbegin(), held.cend(), [&e](const LexEntry &h) { return h.column == e.column; }))
                    held << e;
            const sql::Table *table = m_lex.schema().table(names.at(k));
            if (held.isEmpty() && columnsHolding.size() == 1 && table && table->column(columnsHolding.first())) {
                LexEntry same;
                same.kind = LexEntry::Kind::Value;
                same.table = names.at(k);
                same.column = table->column(columnsHolding.first())->name;
                for (const LexEntry &e : m_ev[v].entries)
                    if (isStoredValue(e) && e.column == columnsHolding.first() && same.value.isEmpty())
                        same.value = e.value;
                held << same;
            }
            if (held.size() != 1) {
                for (int i = 0; i < count(); ++i)
                    use(i, QStringLiteral("counted apart"));
                m_out.notUnderstood << QStringLiteral("what \"%1\" says of the %2 rows counted apart").arg(m_read.spanText(m_ev[v].first, m_ev[v].last), names.at(k));
                return true;
            }
            Condition c;
            c.kind = Condition::Kind::In;
            c.lhs = Expr::col(names.at(k), held.first().column);
            for (const LexEntry &e : m_ev[v].entries)
                if (isStoredValue(e) && e.table == names.at(k) && e.column == held.first().column)
                    c.list.push_back(Expr::str(e.value));
            if (c.list.empty())
                c.list.push_back(Expr::str(held.first().value));
            // ("in London or Seattle", "in Germany and France": values of one column are either
            // of them, a row holds one; each was a condition of its own, which none met, at 0.9.)
            const auto same = std::find_if(conditions[size_t(k)].begin(), conditions[size_t(k)].end(),
                                           [&c](const Condition &d) { return d.lhs.table == c.lhs.table && d.lhs.column == c.lhs.column; });
            if (same != conditions[size_t(k)].end())
                same->list.insert(same->list.end(), c.list.begin(), c.list.end());
            else
                conditions[size_t(k)].push_back(c);
        }
    }
    Query row;
    for (int k = 0; k < names.size(); ++k) {
        Query counted;
        counted.baseTable = names.at(k);
        counted.ownTables = true;
        counted.where = conditions[size_t(k)];
        counted.select.push_back({Expr::agg(QStringLiteral("COUNT"), {}), QStringLiteral("count")});
        Expr figure;
        figure.kind = Expr::Kind::Subquery;
        figure.sub = std::make_shared<Query>(std::move(counted));
        row.select.push_back({figure, labels.at(k)});
    }
    // In the order of the answer's fields, as every other reading shows them.
    const auto fieldAt = [this](const SelectItem &item) {
        for (int f = 0; f < m_hint.fields.size(); ++f)
            if (m_hint.fields.at(f).key == item.alias)
                return f;
        return -1;
    };
    std::stable_sort(row.select.begin(), row.select.end(), [&fieldAt](const SelectItem &a, const SelectItem &b) { return fieldAt(a) < fieldAt(b); });
    m_q = row;
    m_focus = names.first();
    for (int i = 0; i < count(); ++i)
        use(i, placeValues.contains(i) ? QStringLiteral("said of each table counted")
               : tableEv(i)            ? QStringLiteral("counted apart: COUNT(*) of %1").arg(m_ev[i].entry(LexEntry::Kind::Table)->table)
                                       : QStringLiteral("count"));
    m_out.notes << QStringLiteral("each table's rows counted on their own: %1").arg(names.join(QStringLiteral(", ")));
    return true;
}

} // namespace rac::semantic
