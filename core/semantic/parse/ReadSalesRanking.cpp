// SPDX-License-Identifier: MIT
//
// Rankings by how well something sells and by a row's own size:
//   "top 10 best-selling products", "the most popular category", "our bestsellers"
//       rank by a sales figure; units sold and revenue both qualify, so the answer's fields
//       or the question must say which ("sales", "quantity", "by revenue"), or the parser asks;
//   "the 5 largest orders", "the smallest order"
//       rank each order by its own value (the sales measure over its lines), where "the most
//       orders" counts them; the size of any other row is not defined, so it is not guessed.
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

namespace {

constexpr QLatin1String kSelling("selling");

bool isSingleWordBest(const QString &lower)
{
    return lower.startsWith(QLatin1String("best"));   // "bestselling", "bestsellers", "best-selling"
}

} // namespace

std::optional<Expr> InterpretationBuilder::salesFigureNamed(QString &which) const
{
    if (!m_model)
        return std::nullopt;
    // The answer's fields first ("sales", "TotalQuantity"), then a measure the question names.
    // Units sold and revenue, each with the words that name it (its synonyms, stemmed).
    static const QStringList kSalesFigures{QStringLiteral("revenue"), QStringLiteral("quantity")};
    QStringList ids;
    const auto collect = [this, &ids](const QString &stems) {
        for (const QString &id : kSalesFigures) {
            const Measure *m = m_model->measure(id);
            if (!m || ids.contains(id))
                continue;
            bool named = stemPhrase(m->label) == stems;
            for (const QString &syn : m->synonyms)
                named |= stemPhrase(syn) == stems;
            if (named)
                ids << id;
        }
    };
    for (const answer::HintField &f : m_hint.fields) {
        const QStringList words = text::words(text::splitIdentifier(f.key));
        collect(stemPhrase(words.join(QLatin1Char(' '))));
        for (const QString &w : words)
            collect(stemPhrase(w));
    }
    for (int i = 0; i < count() && ids.isEmpty(); ++i)
        if (!m_ev[i].used)
            for (const LexEntry &e : m_ev[i].entries)
                if (e.kind == LexEntry::Kind::Measure && kSalesFigures.contains(e.measureId))
                    ids << e.measureId;
    if (ids.size() != 1) {
        if (ids.size() > 1)
            which = ids.join(QStringLiteral(" or "));   // both named: which one is not said
        return std::nullopt;
    }
    const Measure *m = m_model->measure(ids.first());
    if (!m)
        return std::nullopt;
    which = m->label;
    return Expr::templ(m->expr);
}

void InterpretationBuilder::readSalesRanking()
{
    for (int s = 0; s < count(); ++s) {
        if (m_ev[s].used || !m_ev[s].hasTag(kSelling))
            continue;
        const QString word = m_read.spanText(m_ev[s].first, m_ev[s].last);
        // The superlatives and the count before it: "top 10 best-selling", "least popular".
        bool descending = true, ranked = isSingleWordBest(word.toLower());
        int limitEv = -1;
        QList<int> rankWords;
        for (int k = s - 1; k >= 0 && adjacent(k, k + 1) && !m_ev[k].used; --k) {
            const QString sup = m_ev[k].tag(QStringLiteral("sup:"));
            if (!sup.isEmpty()) {
                if (rankWords.isEmpty())
                    descending = sup.endsWith(QLatin1String("high"));
                rankWords << k;
                ranked = true;
            } else if (m_ev[k].kind == EvKind::Number && limitEv < 0 && m_ev[k].number >= 1 && !isPercentNumber(k)) {
                limitEv = k;
            } else {
                break;
            }
        }
        if (!ranked)
            continue;
        QString which;
        std::optional<Expr> figure = salesFigureNamed(which);
        for (int k : rankWords)
            use(k, QStringLiteral("rank"));
        // Nothing says which: units sold, the reading most analysts' answers take ("the most
        // popular genre": the one whose tracks sold most), never certain.
        if (!figure && which.isEmpty() && m_model) {
            if (const Measure *units = m_model->measure(QStringLiteral("quantity"))) {
                figure = Expr::templ(units->expr);
                which = units->label;
                m_out.ambiguous = true;
                m_out.notes << QStringLiteral("\"%1\" is read as units sold; the question does not say units or revenue").arg(word);
            }
        }
        if (!figure) {
            use(s, QStringLiteral("sells"));
            m_out.notUnderstood << QStringLiteral("what \"%1\" is measured by: units sold or revenue?").arg(word);
            return;
        }
        m_rankBy = figure;
        m_rankDescending = descending;
        limitFrom(limitEv);
        if (limitEv >= 0)
            use(limitEv, QStringLiteral("limit %1").arg(m_limit));
        use(s, QStringLiteral("ranked by %1").arg(which));
        m_out.notes << QStringLiteral("\"%1\" is ranked by %2").arg(word, which);
        return;
    }
}

bool InterpretationBuilder::rankRowsBySize(int sup, int target, int limitEv)
{
    if (!m_ev[sup].hasTag(QStringLiteral("size")))
        return false;
    // "the largest number of orders": a count between the two words keeps the count.
    for (int k = sup + 1; k < target; ++k)
        if (m_ev[k].hasTag(QStringLiteral("agg:")))
            return false;
    const LexEntry *t = m_ev[target].entry(LexEntry::Kind::Table);
    if (!t)
        return false;
    // "the maximum product unit price": the table names whose column follows; the superlative
    // is of the column, not a size of the table's rows.
    if (target + 1 < count() && adjacent(target, target + 1) && !tableEv(target + 1))
        if (const LexEntry *c = columnOf(target + 1); c && c->table == t->table)
            return false;
    const Measure *value = m_model && m_model->roles().orderTable == t->table ? m_model->measure(QStringLiteral("revenue")) : nullptr;
    // "the biggest supplier by number of products": the figure after "by" is the size.
    if (t->table == m_focus && rankFocusByMeasureAfter(target, m_ev[sup].tag(QStringLiteral("sup:")).endsWith(QLatin1String("high")), limitEv)) {
        use(sup, QStringLiteral("rank"));
        use(target, QStringLiteral("ranked %1").arg(t->table));
        m_rankedRowsOf = t->table;
        if (limitEv >= 0)
            use(limitEv, QStringLiteral("limit"));
        return true;
    }
    // "the customer with the largest order": one order, the one worth most, and its customer.
    const QString noun = m_read.tokens.at(m_ev[target].last).lower;
    if (value && t->table != m_focus && belongsTo(t->table, m_focus) && text::stripSuffix(noun) == noun && limitEv < 0) {
        m_rankBy = Expr::templ(value->expr);
        m_rankDescending = m_ev[sup].tag(QStringLiteral("sup:")).endsWith(QLatin1String("high"));
        limitFrom(limitEv);
        m_rankedPerRowOf = t->table;
        use(sup, QStringLiteral("rank each %1 by its own %2").arg(t->table, value->label));
        use(target, QStringLiteral("one %1 row").arg(t->table));
        m_out.notes << QStringLiteral("the size of an order is its %1").arg(value->label);
        return true;
    }
    if (!value || t->table != m_focus) {
        // "the largest supplier": no size is defined.
        m_out.notUnderstood << QStringLiteral("what makes a %1 row \"%2\"").arg(t->table, m_read.spanText(m_ev[sup].first, m_ev[sup].last));
        use(sup, QStringLiteral("size"));
        return true;
    }
    m_rankBy = Expr::templ(value->expr);
    m_rankDescending = m_ev[sup].tag(QStringLiteral("sup:")).endsWith(QLatin1String("high"));
    limitFrom(limitEv);
    use(sup, QStringLiteral("rank by each %1's own %2").arg(t->table, value->label));
    use(target, QStringLiteral("ranked %1").arg(t->table));
    m_rankedRowsOf = t->table;
    if (limitEv >= 0)
        use(limitEv, QStringLiteral("limit"));
    // "what was the largest order worth?" with a decimal asked for: the value, not the order.
    m_rankFigureAsked = m_hint.isScalar() && m_hint.scalar == answer::ScalarType::Float;
    m_out.notes << QStringLiteral("the size of an order is its %1").arg(value->label);
    return true;
}

} // namespace rac::semantic
