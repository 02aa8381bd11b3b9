// SPDX-License-Identifier: MIT
//
// A column compared with the same column of another row the question names:
//   "customers in the same country as supplier 'Exotic Liquids'"
//       Customers.Country = (SELECT Country FROM Suppliers WHERE CompanyName = 'Exotic Liquids')
//   "orders with a higher freight than order 10248"
//       Orders.Freight > (SELECT Freight FROM Orders WHERE OrderID = 10248)
// The row is named by its table and key ("order 10248"), by its table and name, or by a stored
// name alone. The comparatives before "than" are the vocabulary's grammar words.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/Vocabulary.h"

#include <cmath>

namespace rac::semantic {

namespace {

QString comparativeOp(const QString &word)
{
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    return vocabulary.isGrammarWord("comparative_greater", word) ? QStringLiteral(">")
        : vocabulary.isGrammarWord("comparative_smaller", word)  ? QStringLiteral("<")
                                                                  : QString();
}

} // namespace

std::vector<Condition> InterpretationBuilder::namedRow(int at, int &last) const
{
    // "order 10248", "supplier 'Exotic Liquids'", "Exotic Liquids".
    const auto keyOf = [this](const QString &table) -> QString {
        const sql::Table *t = m_lex.schema().table(table);
        return t && t->primaryKey().size() == 1 ? t->primaryKey().first() : QString();
    };
    if (at >= count() || m_ev[at].used)
        return {};
    Condition c;
    c.kind = Condition::Kind::In;
    if (const LexEntry *t = m_ev[at].entry(LexEntry::Kind::Table); t && at + 1 < count() && adjacent(at, at + 1)) {
        const Evidence &name = m_ev[at + 1];
        const QString written = m_read.tokens.at(name.first).text;
        if (name.kind == EvKind::Number && !written.isEmpty() && written.front().isDigit() && name.number == std::floor(name.number)
            && !keyOf(t->table).isEmpty()) {
            c.lhs = Expr::col(t->table, keyOf(t->table));
            c.list = {Expr::num(name.number)};
        } else if (name.kind == EvKind::Literal && !m_lex.displayColumns(t->table).isEmpty()) {
            c.lhs = Expr::col(t->table, m_lex.displayColumns(t->table).first());
            c.list = {Expr::str(name.literal)};
        } else if (const LexEntry *v = name.entry(LexEntry::Kind::Value); v && v->table == t->table && v->wholeDepth == 0) {
            c.lhs = Expr::col(v->table, v->column);
            c.list = {Expr::str(v->value)};
        } else {
            return {};
        }
        last = at + 1;
        return {c};
    }
    // A stored name, in one or more words of one table ("Nancy Davolio": first and last name).
    std::vector<Condition> names;
    QString table;
    for (int k = at; k < count() && (k == at || adjacent(k - 1, k)) && !m_ev[k].used; ++k) {
        const LexEntry *v = m_ev[k].entry(LexEntry::Kind::Value);
        if (!v || v->wholeDepth != 0 || m_ev[k].entry(LexEntry::Kind::Table) || !m_lex.displayColumns(v->table).contains(v->column)
            || (!table.isEmpty() && v->table != table))
            break;
        table = v->table;
        Condition name = c;
        name.lhs = Expr::col(v->table, v->column);
        name.list = {Expr::str(v->value)};
        names.push_back(name);
        last = k;
    }
    return names;
}

void InterpretationBuilder::readRowComparisons()
{
    const QList<Token> &tokens = m_read.tokens;
    for (int col = 0; col + 1 < count(); ++col) {
        if (m_ev[col].used || tableEv(col) || !m_ev[col].entry(LexEntry::Kind::Column))
            continue;
        // The word before the column ("the same", "a higher") and the one after ("as", "than").
        const int before = m_ev[col].first - 1;
        const int after = m_ev[col].last + 1;
        if (before < 0 || after >= tokens.size())
            continue;
        const QString lead = tokens.at(before).lower;
        const QString link = tokens.at(after).lower;
        QString op;
        if (lead == QLatin1String("same") && link == QLatin1String("as"))
            op = QStringLiteral("=");
        else if (link == QLatin1String("than"))
            op = comparativeOp(lead);
        if (op.isEmpty())
            continue;
        // The named row: the next evidence after "as" / "than" (which may be evidence itself).
        int rowAt = col + 1;
        const int linkEv = rowAt < count() && m_ev[rowAt].first <= after ? rowAt++ : -1;
        // "a higher unit price than the average": no row, the average of them all.
        if (rowAt < count() && op != QLatin1String("=") && adjacent(col, rowAt) && readComparativeWithAverage(col, rowAt, op)) {
            m_explainedTokens << before << after;
            if (linkEv >= 0)
                use(linkEv, QStringLiteral("than"));
            continue;
        }
        if (rowAt >= count() || m_ev[rowAt].first != after + 1)
            continue;
        int last = rowAt;
        const std::vector<Condition> row = namedRow(rowAt, last);
        if (row.empty())
            continue;
        const QString rowTable = row.front().lhs.table;
        // The column of the named row's table and the one of the rows asked about.
        const LexEntry *inRow = nullptr;
        const LexEntry *inFocus = nullptr;
        for (const LexEntry &e : m_ev[col].entries) {
            if (e.kind != LexEntry::Kind::Column)
                continue;
            if (e.table == rowTable && !inRow)
                inRow = &e;
            if (e.table == m_focus && !inFocus)
                inFocus = &e;
        }
        if (!inRow)
            continue;
        const sql::Table *focus = m_lex.schema().table(m_focus);
        const sql::Column *sameName = focus ? focus->column(inRow->column) : nullptr;
        const Expr lhs = inFocus ? Expr::col(inFocus->table, inFocus->column)
            : sameName           ? Expr::col(m_focus, sameName->name)
                                 : Expr();
        if (lhs.column.isEmpty())
            continue;
        auto sub = std::make_shared<Query>();
        sub->baseTable = rowTable;
        sub->ownTables = true;
        sub->select.push_back({Expr::col(rowTable, inRow->column), QString()});
        sub->where = row;
        Condition c;
        c.lhs = lhs;
        c.op = op;
        c.rhs = Expr::subquery(sub);
        addCondition(c);
        // "employees in the same city as Nancy Davolio": whether she is one of them is not said.
        if (rowTable == m_focus && op == QLatin1String("="))
            m_out.ambiguous = true;
        use(col, QStringLiteral("%1.%2 compared with the named row's").arg(lhs.table, lhs.column));
        for (int k = rowAt; k <= last; ++k)
            use(k, QStringLiteral("names the %1 row compared with").arg(rowTable));
        use(linkEv, link);
        m_explainedTokens << before << after;
        // A comparative word read as evidence of its own ("more", "higher") is this comparison.
        for (int k = 0; k < count(); ++k)
            if (!m_ev[k].used && m_ev[k].first <= before && before <= m_ev[k].last)
                use(k, op);
        m_out.notes << QStringLiteral("%1.%2 %3 that of the %4 row named").arg(lhs.table, lhs.column, op, rowTable);
    }
}

} // namespace rac::semantic
