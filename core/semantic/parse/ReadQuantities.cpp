// SPDX-License-Identifier: MIT
//
// Quantities and stock states a question states about a numeric column:
//   "products with 5 units in stock"     UnitsInStock = 5 (a count of the column's unit, not product 5)
//   "products that are out of stock"      UnitsInStock = 0
//   "products in stock", "… on order"    UnitsInStock > 0 (the preposition of the column's own name)
//   "products not in stock"               UnitsInStock = 0
//   "how many units are in stock"         SUM(UnitsInStock), the units themselves
// It runs before the key look-ups, which would otherwise read "products with 5" as product 5.
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

namespace {

// A numeric column that counts or measures something (not a key, date, text or flag).
bool isQuantity(const Lexicon &lex, const LexEntry *c)
{
    return c && lex.kindOf(c->table, c->column) == ColumnKind::Number;
}

} // namespace

void InterpretationBuilder::readQuantities()
{
    const QList<Token> &tokens = m_read.tokens;
    // Whether a word other than evidence `i` names the focus table (then the focus stays).
    const auto focusNamedBesides = [this](int i) {
        for (int k = 0; k < count(); ++k)
            if (k != i && tableEv(k) && m_ev[k].entry(LexEntry::Kind::Table)->table == m_focus)
                return true;
        return false;
    };
    const auto lowerAt = [&tokens](int t) { return t >= 0 && t < tokens.size() ? tokens.at(t).lower : QString(); };
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used)
            continue;
        // "5 units in stock", "zero units on order": a number directly before a quantity column.
        // (Not across a comma: "for customer 2, totals descending".)
        if (m_ev[i].kind == EvKind::Number && i + 1 < count() && !m_ev[i + 1].used && m_ev[i + 1].first == m_ev[i].last + 1
            && !m_read.punctuationBetween(m_ev[i].last, m_ev[i + 1].first) && !m_read.tokens.at(m_ev[i].last).text.endsWith(QLatin1Char(','))) {
            const LexEntry *c = pickColumn(i + 1);
            if (isQuantity(m_lex, c)) {
                // ("20 units in stock or more": a bound said after the column is its comparison; it
                // had been passed over as an everyday word and the count of exactly 20 given at 0.9.)
                // (Only where the clause ends: in "100 units or more in stock" the column's name
                // goes on after the bound, and "units" alone is another column.)
                const auto clauseEndsAfter = [this, &tokens](int e) {
                    const int next = m_ev[e].last + 1;
                    return next >= tokens.size() || m_read.punctuationBetween(m_ev[e].last, next)
                        || Vocabulary::builtIn().isGrammarWord("conjunctions", tokens.at(next).lower);
                };
                const int bound = i + 2 < count() && !m_ev[i + 2].used && m_ev[i + 2].first == m_ev[i + 1].last + 1
                        && lowerAt(m_ev[i + 2].first) == QLatin1String("or") && m_ev[i + 2].hasTag(QStringLiteral("cmp:")) && clauseEndsAfter(i + 2)
                    ? i + 2
                    : -1;
                Condition equal;
                equal.lhs = Expr::col(c->table, c->column);
                equal.op = bound >= 0 ? m_ev[bound].tag(QStringLiteral("cmp:")).mid(4) : QStringLiteral("=");
                equal.rhs = Expr::num(m_ev[i].number);
                addCondition(equal);
                use(i, QString::number(m_ev[i].number));
                use(i + 1, bound >= 0 ? QStringLiteral("%1.%2 compared with it").arg(c->table, c->column)
                                      : QStringLiteral("%1.%2 equals it").arg(c->table, c->column));
                if (bound >= 0)
                    use(bound, equal.op);
                continue;
            }
        }
        const int before = m_ev[i].first - 1;
        const QString preposition = lowerAt(before);
        const LexEntry *c = pickColumn(i);
        // "on order" names the table Orders first; the quantity column whose name ends in the
        // same words with that preposition ("UnitsOnOrder") is meant when the rows are its own.
        if (!isQuantity(m_lex, c) && !preposition.isEmpty()) {
            QStringList rowsNamed{m_focus};   // the focus, or rows a stored value names ("for Tofu")
            for (int k = 0; k < count(); ++k) {
                if (const LexEntry *v = m_ev[k].entry(LexEntry::Kind::Value))
                    rowsNamed << v->table;
                else if (k == i - 1 && tableEv(k))   // "products on order"
                    rowsNamed << m_ev[k].entry(LexEntry::Kind::Table)->table;
            }
            // ("units of beverages on order": the rows of a category are its products, one
            // link away; the units went to the order lines, at 0.9.)
            QStringList linked;
            for (const sql::ForeignKey &fk : m_lex.schema().foreignKeys) {
                if (rowsNamed.contains(fk.toTable))
                    linked << fk.fromTable;
                if (rowsNamed.contains(fk.fromTable))
                    linked << fk.toTable;
            }
            for (const LexEntry &e : m_ev[i].entries) {
                if (e.kind != LexEntry::Kind::Column || !isQuantity(m_lex, &e) || !(rowsNamed.contains(e.table) || linked.contains(e.table)))
                    continue;
                QStringList said{preposition};
                for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
                    said << tokens.at(t).lower;
                const QStringList name = text::words(text::splitIdentifier(e.column).toLower());
                QStringList stems, saidStems;
                for (const QString &w : name.mid(std::max<qsizetype>(0, name.size() - said.size())))
                    stems << stemPhrase(w);
                for (const QString &w : said)
                    saidStems << stemPhrase(w);
                if (name.size() > said.size() && stems == saidStems)
                    c = &e;
            }
        }
        if (!isQuantity(m_lex, c) || m_ev[i].kind != EvKind::Lexicon)
            continue;
        bool none = false;
        int negation = -1;
        if (preposition == QLatin1String("of") && lowerAt(before - 1) == QLatin1String("out")) {
            none = true;   // "out of stock"
            m_explainedTokens << before - 1;
        } else {
            // "in stock", "on order": the preposition the column's own name has before these words.
            const QStringList name = text::words(text::splitIdentifier(c->column).toLower());
            QStringList said;
            for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
                said << tokens.at(t).lower;
            said.prepend(preposition);
            QStringList nameStems, saidStems;
            for (const QString &w : name.mid(std::max<qsizetype>(0, name.size() - said.size())))
                nameStems << stemPhrase(w);
            for (const QString &w : said)
                saidStems << stemPhrase(w);
            // ("worked on orders": the plural names the rows, not the state "on order".)
            const bool ownPreposition = name.size() > said.size() && nameStems == saidStems && said.last() == name.last();
            // "in inventory", "on hand": the vocabulary's other words for the name's ending with
            // its preposition ("in stock"), said as one phrase.
            const QString span = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower();
            bool otherWordsForIt = false;
            for (qsizetype tail = 2; tail < name.size() && !otherWordsForIt; ++tail)
                otherWordsForIt = Vocabulary::builtIn().columnWordSynonyms(name.mid(name.size() - tail).join(QLatin1Char(' '))).contains(span);
            if (!otherWordsForIt && (preposition.isEmpty() || !ownPreposition))
                continue;
            // "quantity in stock", "total units on order": a figure named before it, so the column itself.
            bool figureBefore = false;
            for (int k = 0; k < count(); ++k) {
                if (m_ev[k].last == before - 1)
                    // ("products in stock": rows named, though "product" names a column too.)
                    figureBefore = (m_ev[k].entry(LexEntry::Kind::Column) && !tableEv(k)) || m_ev[k].entry(LexEntry::Kind::Measure)
                        || m_ev[k].hasTag(QStringLiteral("agg:"));
            }
            // ("products in stock have more than 50 units": an amount compared later is of the
            // column; read as a state, the units went to the order lines, at 0.9.)
            const bool comparedLater = std::any_of(m_ev.cbegin() + i + 1, m_ev.cend(), [](const Evidence &e) { return e.hasTag(QStringLiteral("cmp:")); });
            if (figureBefore || (tableEv(i - 1 >= 0 ? i - 1 : 0) && comparedLater))
                continue;
            // "How many units of Chai are in stock?": the units asked for are the column's own, a
            // figure (its total), not a condition that some are in stock.
            int howMany = -1, unitWord = -1;
            for (int k = 0; k < i; ++k) {
                if (!m_ev[k].used && m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && howMany < 0)
                    howMany = k;
                else if (!m_ev[k].used && howMany >= 0 && unitWord < 0 && m_ev[k].hasTag(QStringLiteral("unit")) && adjacent(howMany, k))
                    unitWord = k;
            }
            if (howMany >= 0 && unitWord >= 0 && !m_aggregate) {
                // The units are the rows' of this column ("units" alone chose the order lines).
                if (!focusNamedBesides(i)) {
                    m_focus = c->table;
                    m_q.baseTable = m_focus;
                }
                m_aggregate = Expr::agg(QStringLiteral("SUM"), {Expr::col(c->table, c->column)});
                m_aggregateLabel = c->column;
                use(howMany, QStringLiteral("total"));
                use(unitWord, QStringLiteral("units of %1").arg(c->column));
                use(i, QStringLiteral("%1.%2 added up").arg(c->table, c->column));
                m_explainedTokens << before;
                continue;
            }
            // "not in stock": the negation right before the preposition.
            for (int k = i - 1; k >= 0 && negation < 0; --k) {
                if (m_ev[k].last < before - 1)
                    break;
                if (m_ev[k].hasTag(QStringLiteral("neg")) && !m_ev[k].used && m_ev[k].last == before - 1)
                    negation = k;
            }
            none = negation >= 0;
        }
        // ("How many beverages are on order?": the word that made the orders the rows counted is
        // the state's; the rows are the column's own, and whether units or rows are counted is
        // not said. The orders holding a beverage were counted, at 0.9.)
        if (tableEv(i) && m_ev[i].entry(LexEntry::Kind::Table)->table == m_focus && m_focus != c->table) {
            if (!focusNamedBesides(i)) {
                m_focus = c->table;
                m_q.baseTable = m_focus;
                m_out.ambiguous = true;
                m_out.notes << QStringLiteral("the %1 rows in that state are counted, not their units").arg(m_focus);
            }
        }
        Condition state;
        state.lhs = Expr::col(c->table, c->column);
        state.op = none ? QStringLiteral("=") : QStringLiteral(">");
        state.rhs = Expr::num(0);
        addCondition(state);
        if (negation >= 0)
            use(negation, QStringLiteral("not"));
        use(i, QStringLiteral("%1.%2 %3 0").arg(c->table, c->column, state.op));
    }
}

} // namespace rac::semantic
