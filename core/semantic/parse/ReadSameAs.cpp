// SPDX-License-Identifier: MIT
//
// A value of one row compared with the same attribute of the rows asked for: "products in the
// same category as Chai", "suppliers in the same country as Exotic Liquids", "customers in the
// same city as the employee Robert King". The attribute is a column of both tables, or the key
// that points at a table the word names ("category": CategoryID); the named row's attribute is
// matched in a correlated subquery, so the question needs no knowledge of what it holds.
#include "semantic/parse/InterpretationBuilder.h"

namespace rac::semantic {

namespace {

// Rows of `focus` whose `inFocus` some row of `other` holds in `inOther`: EXISTS, correlated.
// The caller may narrow the rows of `other` further (the named row) before adding it.
Condition sharedAttribute(const QString &other, const QString &inOther, const QString &focus, const QString &inFocus)
{
    auto sub = std::make_shared<Query>();
    sub->baseTable = other;
    sub->ownTables = true;
    sub->select.push_back({Expr::col(other, inOther), QString()});
    sub->correlate.push_back({other, inOther, focus, inFocus});
    Condition same;
    same.kind = Condition::Kind::Exists;
    same.sub = sub;
    return same;
}

} // namespace

QString InterpretationBuilder::attributeColumnIn(int ev, const QString &table) const
{
    // A column of `table` the words name (the strongest reading: "contact title" is ContactTitle,
    // not ContactName), else the one key of `table` pointing at the table named.
    const LexEntry *best = nullptr;
    for (const LexEntry &e : m_ev[ev].entries)
        if (e.kind == LexEntry::Kind::Column && e.table == table && e.datePart.isEmpty() && (!best || e.strength > best->strength))
            best = &e;
    if (best)
        return best->column;
    for (const LexEntry &e : m_ev[ev].entries) {
        if (e.kind != LexEntry::Kind::Table)
            continue;
        QString column;
        int keys = 0;
        for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(table))
            if (fk.toTable == e.table && fk.fromColumns.size() == 1) {
                column = fk.fromColumns.first();
                ++keys;
            }
        if (keys == 1)
            return column;
    }
    return QString();
}

bool InterpretationBuilder::readSameAsRowsOf(int a, int tableWord, int sameToken, int asToken)
{
    // "customers in the same city as the employees", "suppliers in the same cities as employees":
    // the rows asked for whose attribute some row of the other table shares (EXISTS, correlated).
    // Rows of the same table ("customers in the same city as other customers") are another
    // question: each row would share its own city.
    const QString other = m_ev[tableWord].entry(LexEntry::Kind::Table)->table;
    if (m_focus.isEmpty())
        return false;
    if (m_focus == other)
        return readSameAsAnotherRow(a, tableWord, sameToken, asToken);
    const QString inOther = attributeColumnIn(a, other);
    const QString inFocus = attributeColumnIn(a, m_focus);
    if (inOther.isEmpty() || inFocus.isEmpty())
        return false;
    addCondition(sharedAttribute(other, inOther, m_focus, inFocus));
    m_explainedTokens << sameToken << asToken;
    for (int k = a + 1; k < tableWord; ++k)
        if (m_ev[k].last <= asToken && !m_ev[k].used)
            use(k, QStringLiteral("as"));
    use(a, QStringLiteral("the same %1.%2").arg(m_focus, inFocus));
    use(tableWord, QStringLiteral("some %1 row with that %2").arg(other, inOther));
    m_out.notes << QStringLiteral("the %1 rows whose %2 is the %3 of some %4 row").arg(m_focus, inFocus, inOther, other);
    return true;
}

bool InterpretationBuilder::readSameAsAnotherRow(int a, int tableWord, int sameToken, int asToken)
{
    // "boats with the same colour as another boat", "employees who have the same job as some
    // other employee": a row of the same table, not the row itself, shares the attribute.
    const sql::Table *table = m_lex.schema().table(m_focus);
    if (!table || table->primaryKey().size() != 1)
        return false;
    bool otherRow = false;
    for (int t = asToken + 1; t < m_ev[tableWord].first; ++t) {
        const QString &w = m_read.tokens.at(t).lower;
        otherRow |= w == QLatin1String("another") || w == QLatin1String("other") || w == QLatin1String("different");
    }
    if (!otherRow)
        return false;
    const QString inFocus = attributeColumnIn(a, m_focus);
    if (inFocus.isEmpty() || inFocus == table->primaryKey().first())
        return false;
    Condition same = sharedAttribute(m_focus, inFocus, m_focus, inFocus);
    same.sub->correlate.push_back({m_focus, table->primaryKey().first(), m_focus, table->primaryKey().first(), QStringLiteral("<>")});
    addCondition(same);
    for (int t = sameToken; t < m_ev[tableWord].first; ++t)
        if (evidenceCovering(t) < 0)
            m_explainedTokens << t;
    for (int k = a + 1; k < tableWord; ++k)
        if (!m_ev[k].used)
            use(k, QStringLiteral("as"));
    use(a, QStringLiteral("the same %1.%2").arg(m_focus, inFocus));
    use(tableWord, QStringLiteral("another %1 row with that %2").arg(m_focus, inFocus));
    m_out.notes << QStringLiteral("the %1 rows whose %2 another %1 row shares").arg(m_focus, inFocus);
    return true;
}

void InterpretationBuilder::readSameAs()
{
    const QList<Token> &tokens = m_read.tokens;
    for (int a = 0; a + 1 < count(); ++a) {
        // "the same <attribute> as <named row>"
        const int before = m_ev[a].first - 1;
        if (m_ev[a].used || before < 0 || tokens.at(before).lower != QLatin1String("same"))
            continue;
        const int as = m_ev[a].last + 1;
        if (as >= tokens.size() || tokens.at(as).lower != QLatin1String("as"))
            continue;
        // The named row, maybe after its table's word ("as the supplier Exotic Liquids").
        int v = a + 1;
        while (v < count() && m_ev[v].last <= as)
            ++v;   // "as" itself, read as a function word
        int tableWord = -1;
        while (v < count() && m_ev[v].first <= as + 3 && !m_ev[v].entry(LexEntry::Kind::Value)) {
            if (!tableEv(v))
                break;
            tableWord = v;
            ++v;
        }
        const LexEntry *named = v < count() && !m_ev[v].used && m_ev[v].first <= as + 3 ? m_ev[v].entry(LexEntry::Kind::Value) : nullptr;
        if (!named && tableWord >= 0 && readSameAsRowsOf(a, tableWord, before, as))
            continue;
        if (!named || named->wholeDepth != 0 || !named->sourceChunk.isEmpty())
            continue;
        // (A value of the table the word before it names, when it has several readings.)
        if (tableWord >= 0) {
            const QString owner = m_ev[tableWord].entry(LexEntry::Kind::Table)->table;
            for (const LexEntry &e : m_ev[v].entries)
                if (e.kind == LexEntry::Kind::Value && e.table == owner)
                    named = &e;
        }
        const QString focus = m_focus.isEmpty() ? named->table : m_focus;
        const QString inNamed = attributeColumnIn(a, named->table);
        const QString inFocus = attributeColumnIn(a, focus);
        if (inNamed.isEmpty() || inFocus.isEmpty())
            continue;
        focusIfUnset(focus);
        // EXISTS rather than "= (SELECT ...)": a name two rows share ("the customer Mark") keeps
        // the attribute of both, where a scalar subquery would silently take one.
        Condition same = sharedAttribute(named->table, inNamed, focus, inFocus);
        Query *sub = same.sub.get();
        Condition isNamed;
        isNamed.lhs = Expr::col(named->table, named->column);
        isNamed.op = QStringLiteral("=");
        isNamed.rhs = Expr::str(named->value);
        sub->where.push_back(isNamed);
        // "Robert King": a first and a last name, each a value of the same row's table.
        int lastNamed = v;
        while (lastNamed + 1 < count() && adjacent(lastNamed, lastNamed + 1) && !m_ev[lastNamed + 1].used) {
            const LexEntry *more = nullptr;
            for (const LexEntry &e : m_ev[lastNamed + 1].entries)
                if (e.kind == LexEntry::Kind::Value && e.table == named->table && e.column != named->column && e.wholeDepth == 0)
                    more = &e;
            if (!more)
                break;
            Condition also;
            also.lhs = Expr::col(more->table, more->column);
            also.op = QStringLiteral("=");
            also.rhs = Expr::str(more->value);
            sub->where.push_back(also);
            ++lastNamed;
        }
        addCondition(same);
        m_explainedTokens << before << as;
        for (int k = a + 1; k < v; ++k)
            if (m_ev[k].last <= as && !m_ev[k].used)
                use(k, QStringLiteral("as"));
        use(a, QStringLiteral("the same %1.%2").arg(focus, inFocus));
        if (tableWord >= 0)
            use(tableWord, QStringLiteral("the named row's table"));
        use(v, QStringLiteral("%1 of %2 = '%3'").arg(inNamed, named->column, named->value));
        for (int k = v + 1; k <= lastNamed; ++k)
            use(k, QStringLiteral("the named row's other name"));
        // Whether the named row itself is one of the answers is not said.
        if (focus == named->table) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("the rows with the same %1 as %2, %2 included").arg(inFocus, named->value);
        }
    }
}

} // namespace rac::semantic
