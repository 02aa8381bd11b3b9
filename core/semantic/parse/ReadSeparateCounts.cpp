// SPDX-License-Identifier: MIT
//
// "How many customers and how many shippers are there?", "the number of products, categories
// and suppliers": counts of tables said side by side, with nothing that links them, are separate
// figures in one row, each over its own table. Read by the other passes, the tables were joined
// to be counted together and one count was kept: every customer without an order dropped out
// (89 customers of 91) and the other count was silently not shown, at 0.9.
#include "semantic/parse/InterpretationBuilder.h"

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

// Whether an answer field's name holds the table's name ("TotalCustomers", "shipper_count").
bool keyNamesTable(const QString &key, const QString &table)
{
    const QStringList tableWords = text::words(text::splitIdentifier(table).toLower());
    if (tableWords.isEmpty())
        return false;
    const QString head = text::stem(tableWords.last());
    const QStringList keyWords = text::words(text::splitIdentifier(key).toLower());
    return std::any_of(keyWords.cbegin(), keyWords.cend(), [&head](const QString &w) { return text::stem(w) == head; });
}

} // namespace

bool InterpretationBuilder::readSeparateCounts()
{
    // Every evidence is a count word or a table's name, a count word first.
    QList<int> tables;
    for (int i = 0; i < count(); ++i) {
        const bool countWord = m_ev[i].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && !tableEv(i);
        if (i == 0 && !countWord)
            return false;
        if (countWord)
            continue;
        // "... do we have", "... exist" after the tables counted.
        static const QStringList being{QStringLiteral("have"), QStringLiteral("has"), QStringLiteral("exist"), QStringLiteral("exists")};
        if (tables.size() >= 2 && m_ev[i].entries.isEmpty() && m_ev[i].first == m_ev[i].last
            && being.contains(m_read.tokens.at(m_ev[i].first).lower))
            continue;
        if (!tableEv(i) || m_ev[i].entry(LexEntry::Kind::Value) || m_ev[i].entry(LexEntry::Kind::Measure))
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
    for (int k = 1; k < tables.size(); ++k) {
        for (int t = m_ev[tables.at(k - 1)].last + 1; t < m_ev[tables.at(k)].first; ++t) {
            const int ev = evidenceCovering(t);
            if (ev < 0 ? !joinsCountsOnly(m_read.tokens.at(t).lower) : tables.contains(ev))
                return false;
        }
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
        for (int k = 0; k < names.size(); ++k) {
            const auto named = std::find_if(unnamed.cbegin(), unnamed.cend(), [&](const QString &key) { return keyNamesTable(key, names.at(k)); });
            if (named != unnamed.cend()) {
                labels[k] = *named;
                unnamed.removeOne(*named);
            } else {
                labels[k].clear();
            }
        }
        for (QString &l : labels)
            if (l.isEmpty())
                l = unnamed.takeFirst();
    }
    Query row;
    for (int k = 0; k < names.size(); ++k) {
        Query counted;
        counted.baseTable = names.at(k);
        counted.ownTables = true;
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
    // "Number of customers and orders": one count word over tables one of which points at the
    // other may count only the customers that have orders, as a join would (third-party answers
    // differ on it); every row of each is the reading kept, not a sure one.
    int countWords = 0;
    for (int i = 0; i < count(); ++i)
        countWords += !tables.contains(i) && m_ev[i].tag(QStringLiteral("agg:")) == QLatin1String("agg:count");
    bool linked = false;
    for (const QString &a : names)
        for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(a))
            linked |= fk.toTable != a && names.contains(fk.toTable);
    if (linked && countWords < names.size()) {
        m_out.ambiguous = true;
        m_out.notes << QStringLiteral("every row of each table, not only those linked to the other's rows");
    }
    m_focus = names.first();
    for (int i = 0; i < count(); ++i)
        use(i, tableEv(i) ? QStringLiteral("counted apart: COUNT(*) of %1").arg(m_ev[i].entry(LexEntry::Kind::Table)->table)
                          : QStringLiteral("count"));
    m_out.notes << QStringLiteral("each table's rows counted on their own: %1").arg(names.join(QStringLiteral(", ")));
    return true;
}

} // namespace rac::semantic
