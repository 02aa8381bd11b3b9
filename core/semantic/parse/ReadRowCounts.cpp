// SPDX-License-Identifier: MIT
//
// "Total customers", "the total of media types", "the amount of customers each rep handles",
// "playlists in total": a word of amount said of a table's rows, with no figure of theirs named,
// counts them. Without this, a column that happens to be called Total (an invoice's) or to be
// read as an amount took the word, and the rows were joined all the way to it and its values
// summed: "Total customers" answered 2329 at 0.9.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/SemanticModel.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

void InterpretationBuilder::readRowCounts()
{
    static const QStringList amountWords{QStringLiteral("total"), QStringLiteral("amount"), QStringLiteral("totals")};
    const auto isAmountWord = [this](int i) {
        return m_ev[i].first == m_ev[i].last && amountWords.contains(m_read.tokens.at(m_ev[i].first).lower);
    };
    const auto namesFigure = [this](int i) {
        // A number column or a measure named anywhere: "total customers' invoices" is no count.
        // (A measure that counts the rows themselves, "orders", is that count: "Total Orders"; a
        // word that names a table names another table's column only loosely: "orders" is no
        // Products.UnitsOnOrder.)
        const LexEntry *named = m_ev[i].entry(LexEntry::Kind::Table);
        for (const LexEntry &e : m_ev[i].entries) {
            if (named && e.kind == LexEntry::Kind::Column && e.table != named->table)
                continue;
            const Measure *m = e.kind == LexEntry::Kind::Measure && m_model ? m_model->measure(e.measureId) : nullptr;
            const bool countsRows = m && m->expr.trimmed().startsWith(QLatin1String("COUNT("), Qt::CaseInsensitive);
            if ((e.kind == LexEntry::Kind::Measure && !countsRows)
                || (e.kind == LexEntry::Kind::Column && m_lex.kindOf(e.table, e.column) == ColumnKind::Number))
                return true;
        }
        return false;
    };
    // "the total value of orders per year", "total amount of orders per status": a figure said
    // by a word of worth that names no column, of rows that have no amount named either, is not
    // their number (the orders were counted, at 0.9). Which figure is meant stays unread.
    static const QStringList worthWords{QStringLiteral("value"), QStringLiteral("values"), QStringLiteral("worth"), QStringLiteral("amount")};
    bool figureNamed = false;
    for (int i = 0; i < count(); ++i)
        figureNamed |= namesFigure(i);
    for (int t = 1; t + 2 < m_read.tokens.size() && !figureNamed; ++t) {
        const QString &before = m_read.tokens.at(t - 1).lower;
        if (!worthWords.contains(m_read.tokens.at(t).lower) || m_read.tokens.at(t + 1).lower != QLatin1String("of")
            || !(before == QLatin1String("total") || before == QLatin1String("sum") || before == QLatin1String("overall")))
            continue;
        const bool rowsAfter = std::any_of(m_ev.cbegin(), m_ev.cend(), [t](const Evidence &e) {
            return e.first == t + 2 && e.entry(LexEntry::Kind::Table);
        });
        // ("How many ...: the total amount of orders" as a whole number may be their number.)
        const bool countAsked = m_hint.isScalar() && m_hint.scalar == answer::ScalarType::Int;
        if (!rowsAfter || (countAsked && m_read.tokens.at(t).lower == QLatin1String("amount")))
            continue;
        m_out.notUnderstood << QStringLiteral("which figure \"%1 %2\" of the rows is").arg(m_read.tokens.at(t - 1).text, m_read.tokens.at(t).text);
        break;
    }
    // ("amount" may be read as no evidence at all, a function word, where no column is called so.)
    QList<int> inserted;   // tokens given an evidence here, taken out again unless read as a count
    for (int i = 0; i < count(); ++i) {
        const int t = m_ev[i].first - 2;
        if (t < 0 || !m_ev[i].entry(LexEntry::Kind::Table) || m_read.tokens.at(t + 1).lower != QLatin1String("of")
            || !amountWords.contains(m_read.tokens.at(t).lower) || (i > 0 && m_ev[i - 1].last >= t))
            continue;
        Evidence word;
        word.kind = EvKind::Vocab;
        word.first = word.last = t;
        word.tags = QStringList{QStringLiteral("agg:sum")};
        m_ev.insert(i, word);
        inserted << t;
        ++i;
    }
    for (int i = 0; i + 1 < count(); ++i) {
        if (m_ev[i].used || !isAmountWord(i))
            continue;
        const LexEntry *table = m_ev[i + 1].entry(LexEntry::Kind::Table);
        if (!table || m_ev[i + 1].entry(LexEntry::Kind::Value) || namesFigure(i + 1))
            continue;
        // Directly before the table's name, or with "of" between ("the amount of customers").
        const int gap = m_ev[i + 1].first - m_ev[i].last - 1;
        if (gap > 1 || (gap == 1 && m_read.tokens.at(m_ev[i].last + 1).lower != QLatin1String("of")))
            continue;
        // "total customer revenue": a figure of the rows follows; "total order amount": a word of
        // amount follows the table's name.
        if (i + 2 < count() && m_ev[i + 2].first == m_ev[i + 1].last + 1 && namesFigure(i + 2))
            continue;
        const int after = m_ev[i + 1].last + 1;
        if (after < m_read.tokens.size() && amountWords.contains(m_read.tokens.at(after).lower))
            continue;
        bool otherFigure = false;
        for (int j = 0; j < count(); ++j)
            otherFigure |= j != i && namesFigure(j);
        if (otherFigure)
            continue;
        // "the total of invoices" where an invoice has a column called Total: their number or
        // that column added up. A whole number asked for is the count; an amount, the column's
        // sum; with no type said, the count, never certain.
        // (The lexicon's own reading of the word: a column of those rows named in full.)
        const QList<LexEntry> named = m_lex.lookup(m_read.tokens.at(m_ev[i].first).stem);
        const bool columnOfTheWord = std::any_of(named.cbegin(), named.cend(), [table](const LexEntry &e) {
            return e.kind == LexEntry::Kind::Column && e.table == table->table && e.strength >= 3;
        });
        if (columnOfTheWord && m_hint.isScalar() && m_hint.scalar == answer::ScalarType::Float)
            continue;
        // "What was the total of payments made in December?" asked as a decimal number: not their
        // number (23 came back, at 0.9) but an amount they carry; rows with an amount of their own
        // may mean it even with no type said.
        // ("Total orders by country" is their number: only "the total of" them is in doubt.)
        bool carriesAmount = false;
        if (const sql::Table *rows = gap == 1 ? m_lex.schema().table(table->table) : nullptr)
            for (const sql::Column &c : rows->columns)
                carriesAmount |= m_lex.kindOf(rows->name, c.name) == ColumnKind::Number;
        if (carriesAmount && m_hint.isScalar() && m_hint.scalar == answer::ScalarType::Float)
            continue;
        if (carriesAmount && !(m_hint.isScalar() && m_hint.scalar == answer::ScalarType::Int)) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("%1 rows carry an amount: its total may be meant").arg(table->table);
        }
        if (columnOfTheWord && !(m_hint.isScalar() && m_hint.scalar == answer::ScalarType::Int)) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("%1 has a column called %2: its sum may be meant")
                               .arg(table->table, m_read.tokens.at(m_ev[i].first).text);
        }
        Evidence &e = m_ev[i];
        e.kind = EvKind::Vocab;
        e.entries.clear();
        e.tags = QStringList{QStringLiteral("agg:count")};
        m_out.notes << QStringLiteral("\"%1\": the %2 counted").arg(m_read.spanText(e.first, m_ev[i + 1].last), m_read.spanText(m_ev[i + 1].first, m_ev[i + 1].last));
        inserted.removeAll(e.first);
    }
    // A word of amount given an evidence above and not read as a count was a function word.
    m_ev.removeIf([&inserted](const Evidence &e) { return e.kind == EvKind::Vocab && e.first == e.last && inserted.contains(e.first); });
    // "number of sales", "count of sales per employee": a count said of a measure that adds up
    // the sales lines counts those lines (the sum of revenue came back as the "number", at 0.75;
    // the count word had been dropped). A sale may also be an order: never certain.
    const QString lines = m_model ? m_model->roles().lineTable : QString();
    for (int i = 0; i + 1 < count() && !lines.isEmpty(); ++i) {
        if (m_ev[i].used || m_ev[i].tag(QStringLiteral("agg:")) != QLatin1String("agg:count") || !adjacent(i, i + 1)
            || m_ev[i + 1].used || m_ev[i + 1].entry(LexEntry::Kind::Table) || m_ev[i + 1].entry(LexEntry::Kind::Column))
            continue;
        // ("the number of sales orders": the word names the orders' kind, and the orders are counted.)
        if (i + 2 < count() && m_ev[i + 2].first == m_ev[i + 1].last + 1 && tableEv(i + 2))
            continue;
        // (Only a word for a sale as an event: "the number of revenue" counts nothing.)
        if (m_ev[i + 1].first != m_ev[i + 1].last
            || !Vocabulary::builtIn().isGrammarWord("sale_event_words", m_read.tokens.at(m_ev[i + 1].first).lower))
            continue;
        const LexEntry *named = m_ev[i + 1].entry(LexEntry::Kind::Measure);
        const Measure *measure = named ? m_model->measure(named->measureId) : nullptr;
        if (!measure || !measure->additive || !measure->expr.trimmed().startsWith(QLatin1String("SUM("), Qt::CaseInsensitive)
            || !measure->expr.contains(QLatin1Char('{') + lines + QLatin1Char('.')))
            continue;
        LexEntry rows;
        rows.kind = LexEntry::Kind::Table;
        rows.table = lines;
        rows.strength = 3;
        m_measuresCounted.insert(named->measureId);   // (before the entries `named` points into are replaced)
        m_ev[i + 1].entries = {rows};
        m_out.ambiguous = true;
        m_out.notes << QStringLiteral("\"%1\": the %2 rows counted, one per sale").arg(m_read.spanText(m_ev[i].first, m_ev[i + 1].last), lines);
    }
    // "Playlists in total?": the rows of the one table named, counted, when nothing else is.
    for (int i = 1; i < count(); ++i) {
        if (m_ev[i].used || !isAmountWord(i) || m_ev[i].first < 1 || m_read.tokens.at(m_ev[i].first - 1).lower != QLatin1String("in"))
            continue;
        const int next = m_ev[i].last + 1;
        if (next < m_read.tokens.size() && !m_read.tokens.at(next).text.isEmpty() && m_read.tokens.at(next).text.front().isLetterOrNumber())
            continue;   // not the end of the question
        const LexEntry *table = m_ev[i - 1].entry(LexEntry::Kind::Table);
        if (!table || m_ev[i - 1].first != m_ev[i].first - 2 || count() != 2)
            continue;
        std::swap(m_ev[i - 1], m_ev[i]);
        Evidence &e = m_ev[i - 1];
        e.kind = EvKind::Vocab;
        e.entries.clear();
        e.tags = QStringList{QStringLiteral("agg:count")};
        m_out.notes << QStringLiteral("\"in total\": the %1 rows counted").arg(table->table);
    }
}

} // namespace rac::semantic
