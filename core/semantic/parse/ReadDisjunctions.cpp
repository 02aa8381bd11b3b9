// SPDX-License-Identifier: MIT
//
// "customers in London or whose fax starts with 0", "products that are discontinued or out of
// stock": "or" between two conditions the readers built each on their own. They add every
// condition they read, so without this pass the two were joined by AND and the answer was
// given at 0.9 (no customer is in both; the empty list came back as the answer). The conditions
// are placed in the sentence by the words they were read from; the two on either side of "or"
// become one alternative. An "or" that cannot be placed so is not understood, never dropped.
#include "semantic/parse/InterpretationBuilder.h"

#include <QRegularExpression>

namespace rac::semantic {

QList<int> InterpretationBuilder::wordsOfCondition(const Condition &c, bool byColumn) const
{
    // The tokens of the evidence a condition was read from: its values, numbers, quoted texts and
    // dates first; the column's own name only when nothing else names it ("discontinued").
    QList<int> values, columns;
    std::vector<Expr> operands{c.rhs};
    operands.insert(operands.end(), c.list.cbegin(), c.list.cend());
    for (int i = 0; i < count(); ++i) {
        const Evidence &e = m_ev[i];
        if (!e.used)
            continue;
        for (const Expr &v : operands) {
            // (A code stored as text is read as a number: "postal code 05023".)
            const bool number = e.kind == EvKind::Number
                && ((v.kind == Expr::Kind::Number && e.number == v.number)
                    || (v.kind == Expr::Kind::Text && m_read.spanText(e.first, e.last).trimmed().startsWith(v.text)));
            const bool literal = e.kind == EvKind::Literal && !e.literal.isEmpty()
                && v.kind == Expr::Kind::Text && v.text.compare(e.literal, Qt::CaseInsensitive) == 0;
            const bool date = v.kind == Expr::Kind::DateText && e.kind == EvKind::Date
                && (e.range.start.toString(Qt::ISODate) == v.text || e.range.end.toString(Qt::ISODate) == v.text
                    || e.range.end.addDays(1).toString(Qt::ISODate) == v.text);
            // ("before 1960" on a year kept as a number: the period's year.)
            const bool year = v.kind == Expr::Kind::Number && e.kind == EvKind::Date
                && (e.range.start.year() == int(v.number) || e.range.end.year() == int(v.number));
            bool value = false;
            for (const LexEntry &entry : e.entries)
                value |= entry.kind == LexEntry::Kind::Value && v.kind == Expr::Kind::Text && entry.value == v.text;
            if (number || literal || date || year || value)
                values << e.first;
        }
        if (c.kind == Condition::Kind::Like && e.kind == EvKind::Literal && c.op.contains(e.literal, Qt::CaseInsensitive))
            values << e.first;
        for (const LexEntry &entry : e.entries)
            for (const auto &[table, column] : c.lhs.columns())
                if (entry.kind == LexEntry::Kind::Column && entry.table == table && entry.column == column)
                    columns << e.first;
    }
    QList<int> out = values.isEmpty() || byColumn ? columns : values;
    // A condition on related rows ("who bought seafood") is placed by the conditions inside it.
    if (c.sub)
        for (const Condition &inner : c.sub->where)
            out << wordsOfCondition(inner);
    // So is a count of related rows, by the conditions on the rows it counts.
    if (c.lhs.kind == Expr::Kind::Subquery && c.lhs.sub)
        for (const Condition &inner : c.lhs.sub->where)
            out << wordsOfCondition(inner);
    for (const Condition &alternative : c.any)
        out << wordsOfCondition(alternative);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void InterpretationBuilder::readDisjunctions()
{
    for (int t = 0; t < m_read.tokens.size(); ++t) {
        if (m_read.tokens.at(t).lower != QLatin1String("or") || m_explainedTokens.contains(t))
            continue;
        // An "or" inside a phrase read whole ("two or more") belongs to it.
        const bool inside = std::any_of(m_ev.cbegin(), m_ev.cend(), [t](const Evidence &e) { return e.first <= t && t <= e.last; });
        if (inside)
            continue;
        // "either a red or a green boat (or both)": "or both" after an "or" says the "or" is not
        // exclusive, as it is read anyway.
        const bool orBefore = std::any_of(m_read.tokens.cbegin(), m_read.tokens.cbegin() + t, [](const Token &k) { return k.lower == QLatin1String("or"); });
        if (orBefore && m_read.tokens.value(t + 1).lower == QLatin1String("both")) {
            m_explainedTokens << t << t + 1;
            continue;
        }
        if (joinAlternatives(t, m_q.where) || joinAlternatives(t, m_q.having))
            continue;
        // A condition on one side only, conditions of rows and of totals, or conditions read
        // from shared words (a date's two bounds): the "or" is not understood rather than read
        // as "and" or dropped.
        if (!m_explainedTokens.contains(t) && !(m_q.where.empty() && m_q.having.empty()))
            m_out.notUnderstood << QStringLiteral("\"or\" between the conditions");
    }
}

bool InterpretationBuilder::joinAlternatives(int orToken, std::vector<Condition> &conditions)
{
    struct Placed {
        int index;
        QList<int> words;
    };
    QList<Placed> before, after;
    for (int k = 0; k < int(conditions.size()); ++k) {
        QList<int> words = wordsOfCondition(conditions.at(k));
        if (words.isEmpty())
            continue;
        // "stock above 50 or on order above 50": one value said on both sides is no one
        // condition's; a comparison with one value is placed by its column's words then.
        const bool oneValue = conditions.at(k).kind == Condition::Kind::Compare && !conditions.at(k).sub;
        if (oneValue && words.first() < orToken && words.last() > orToken)
            if (const QList<int> byColumn = wordsOfCondition(conditions.at(k), true); !byColumn.isEmpty()
                && (byColumn.last() < orToken || byColumn.first() > orToken))
                words = byColumn;
        // "in London or Paris": one condition read from both sides explains the "or".
        if (words.first() < orToken && words.last() > orToken) {
            m_explainedTokens << orToken;
            return true;
        }
        (words.last() < orToken ? before : after) << Placed{k, words};
    }
    if (before.isEmpty() || after.isEmpty())
        return false;
    const auto nearestBefore = std::max_element(before.cbegin(), before.cend(), [](const Placed &a, const Placed &b) { return a.words.last() < b.words.last(); });
    const auto nearestAfter = std::min_element(after.cbegin(), after.cend(), [](const Placed &a, const Placed &b) { return a.words.first() < b.words.first(); });
    // Each side one condition read from words of its own: two conditions from one phrase ("in
    // 1993" is two bounds, "between 10 and 20" too) or a side joined by "and" to a further
    // condition ("at least 20, or discontinued and out of stock") would need brackets the
    // question does not give.
    const auto sharesWords = [](const Placed &a, const QList<Placed> &side) {
        return std::any_of(side.cbegin(), side.cend(), [&a](const Placed &o) {
            return o.index != a.index && std::any_of(o.words.cbegin(), o.words.cend(), [&a](int w) { return a.words.contains(w); });
        });
    };
    const auto andBetween = [this](int from, int to) {
        for (int u = std::min(from, to) + 1; u < std::max(from, to); ++u)
            if (m_read.tokens.at(u).lower == QLatin1String("and"))
                return true;
        return false;
    };
    if (sharesWords(*nearestBefore, before) || sharesWords(*nearestAfter, after))
        return false;
    for (const Placed &o : before)
        if (o.index != nearestBefore->index && andBetween(o.words.last(), nearestBefore->words.first()))
            return false;
    for (const Placed &o : after)
        if (o.index != nearestAfter->index && andBetween(nearestAfter->words.last(), o.words.first()))
            return false;
    const Condition &left = conditions.at(nearestBefore->index), &right = conditions.at(nearestAfter->index);
    // A side on related rows ("ordered Chai") would drop, through the join, the rows the other
    // side keeps ("or have a fax"): only conditions on the rows' own table are joined so.
    const auto ownRows = [this](const Condition &c) {
        const QStringList tables = c.tables();
        return c.kind == Condition::Kind::Exists || (!m_focus.isEmpty() && tables.size() == 1 && tables.first() == m_focus);
    };
    // (Both sides on the same related rows, "reviewed movies from before 1960 or movies whose
    // titles start with A", keep the same join: the rows of either pass.)
    const bool sameRows = !left.sub && !right.sub && !left.tables().isEmpty() && left.tables() == right.tables();
    if ((!ownRows(left) || !ownRows(right)) && !sameRows)
        return false;
    Condition either;
    either.kind = Condition::Kind::Any;
    either.any = {left, right};
    const int first = std::min(nearestBefore->index, nearestAfter->index), second = std::max(nearestBefore->index, nearestAfter->index);
    conditions.erase(conditions.begin() + second);
    conditions.erase(conditions.begin() + first);
    conditions.push_back(either);
    m_explainedTokens << orToken;
    m_out.notes << QStringLiteral("\"or\": either condition");
    return true;
}

void InterpretationBuilder::refuseBoundsNoRowMeets()
{
    // "a price above 20 or below 10", "before 1997 or after 1997": "or" read inside a phrase of
    // its own ("or below") leaves bounds no value lies between, joined by AND: the answer was 0
    // at 0.9. A column above one bound and below a smaller one says the conditions were not
    // understood.
    const auto value = [](const Expr &e) -> std::optional<QString> {
        if (e.kind == Expr::Kind::Number)
            return QString::number(e.number, 'f', 6).rightJustified(24, QLatin1Char('0'));
        if (e.kind == Expr::Kind::DateText)
            return e.text;
        return std::nullopt;
    };
    // "stock above 50 or on order above 50" with the second bound read of stock again: one
    // comparison read twice, with an "or" taken as inside one condition, bounds something else
    // the second time (the two were joined by AND, and the empty list came back at 0.75). (A
    // comparison said twice with no "or" is a restatement: "price over 20 (UnitPrice > 20)".)
    const bool orTaken = std::any_of(m_explainedTokens.cbegin(), m_explainedTokens.cend(), [this](int t) {
        return t >= 0 && t < m_read.tokens.size() && m_read.tokens.at(t).lower == QLatin1String("or");
    });
    for (std::size_t a = 0; orTaken && a < m_q.where.size(); ++a)
        for (std::size_t b = a + 1; b < m_q.where.size(); ++b) {
            const Condition &x = m_q.where[a], &y = m_q.where[b];
            if (x.kind == Condition::Kind::Compare && y.kind == Condition::Kind::Compare && x.op == y.op && !x.negated && !y.negated
                && sameFigure(x.lhs, y.lhs) && value(x.rhs) && value(x.rhs) == value(y.rhs)) {
                m_out.notUnderstood << QStringLiteral("one comparison read twice (what the second one bounds)");
                return;
            }
        }
    for (const Condition &low : m_q.where) {
        if (low.kind != Condition::Kind::Compare || (low.op != QLatin1String(">") && low.op != QLatin1String(">=")))
            continue;
        for (const Condition &high : m_q.where) {
            if (high.kind != Condition::Kind::Compare || (high.op != QLatin1String("<") && high.op != QLatin1String("<="))
                || !sameFigure(low.lhs, high.lhs))
                continue;
            const std::optional<QString> from = value(low.rhs), to = value(high.rhs);
            // (Numbers compared as fixed-width text keep their order; negative ones are left alone.)
            if (!from || !to || (low.rhs.kind == Expr::Kind::Number && (low.rhs.number < 0 || high.rhs.number < 0)))
                continue;
            const bool strict = low.op == QLatin1String(">") || high.op == QLatin1String("<");
            if (*from > *to || (strict && *from == *to)) {
                m_out.notUnderstood << QStringLiteral("conditions no row can meet together (\"or\"?)");
                return;
            }
        }
    }
    // "orders of 'Ernst Handel' in 1997, and 'QUICK-Stop' in 1997": two lists of values one column
    // must be in, with no value in both, hold for no row (the answer was 0 at 0.9).
    // The values a condition asks for (IN, =), or with leftOut those it leaves out (NOT IN, <>).
    const auto valuesOf = [&value](const Condition &c, bool leftOut) {
        QSet<QString> out;
        if (c.kind == Condition::Kind::In && c.negated == leftOut)
            for (const Expr &e : c.list)
                out.insert(e.kind == Expr::Kind::Text ? e.text : value(e).value_or(QString()));
        else if (c.kind == Condition::Kind::Compare && c.op == (leftOut ? QLatin1String("<>") : QLatin1String("=")))
            out.insert(c.rhs.kind == Expr::Kind::Text ? c.rhs.text : value(c.rhs).value_or(QString()));
        out.remove(QString());
        return out;
    };
    // (In a subquery too: "report to Gerard Bondur" read as two last names of the manager, 0 at 0.9.)
    std::vector<const std::vector<Condition> *> lists{&m_q.where};
    for (std::size_t k = 0; k < lists.size(); ++k)
        for (const Condition &c : *lists[k])
            if (c.sub)
                lists.push_back(&c.sub->where);
    for (const std::vector<Condition> *where : lists)
        for (std::size_t a = 0; a < where->size(); ++a)
            for (std::size_t b = a + 1; b < where->size(); ++b) {
                const QSet<QString> x = valuesOf((*where)[a], false), y = valuesOf((*where)[b], false);
                // (The same expression of the same columns: the month of the order date is not the
                // month of the shipped date.)
                const Expr &l = (*where)[a].lhs, &r = (*where)[b].lhs;
                const bool same = l.kind == r.kind && l.columns() == r.columns() && sameFigure(l, r);
                if (!x.isEmpty() && !y.isEmpty() && same && !x.intersects(y)) {
                    m_out.notUnderstood << QStringLiteral("conditions no row can meet together (\"or\"?)");
                    return;
                }
                // ("outside the USA ... than every USA order": a value required and excluded at
                // once, the exclusion read twice; the empty list came back at 0.75.)
                const QSet<QString> xOut = valuesOf((*where)[a], true), yOut = valuesOf((*where)[b], true);
                const bool inAndOut = (!x.isEmpty() && QSet<QString>(x).subtract(yOut).isEmpty()) || (!y.isEmpty() && QSet<QString>(y).subtract(xOut).isEmpty());
                if (same && inAndOut) {
                    m_out.notUnderstood << QStringLiteral("conditions no row can meet together (a value both asked for and left out)");
                    return;
                }
            }
    // "orders placed in 2005 that have not shipped yet", with the year read on the shipped date: a
    // column bounded and required empty holds for no row (0 came back, at 0.9).
    // (IS NULL, alone or with "or blank" beside it.)
    const auto emptyColumn = [](const Condition &c) -> std::optional<Expr> {
        if (c.kind == Condition::Kind::IsNull && c.negated && c.lhs.kind == Expr::Kind::Column)
            return c.lhs;
        if (c.kind == Condition::Kind::Any)
            for (const Condition &a : c.any)
                if (a.kind == Condition::Kind::IsNull && a.negated && a.lhs.kind == Expr::Kind::Column)
                    return a.lhs;
        return std::nullopt;
    };
    for (const Condition &empty : m_q.where) {
        const std::optional<Expr> column = emptyColumn(empty);
        if (!column)
            continue;
        for (const Condition &bound : m_q.where) {
            const auto columns = bound.lhs.columns();
            if (bound.kind == Condition::Kind::Compare && bound.op != QLatin1String("=") && columns.size() == 1
                && columns.first().first == column->table && columns.first().second == column->column) {
                m_out.notUnderstood << QStringLiteral("%1 both without a value and bounded").arg(column->column);
                return;
            }
        }
    }
}

void InterpretationBuilder::readInclusionSentence()
{
    // "Find the movies that have not received a rating of at least 4. Include movies that have
    // no ratings.": the second sentence says rows with no rating are not to be left out. Read as
    // one more condition, only the movies with no rating at all came back, at 0.9. When the rows
    // it names already pass (no rating at all is no rating of 4 or more), it adds nothing;
    // otherwise what it adds is not read here.
    // (Only a sentence that includes rows with none: "Include the customer's name" shapes the answer.)
    static const QRegularExpression include(QStringLiteral("(?:^|[.;!?]\\s+)(?:please\\s+|also\\s+|and\\s+)*includ(?:e|ing)\\b[^.;!?]*"
                                                           "\\b(?:no|none|never|zero|without|not)\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    // ("..., including those with no orders"; "shippers with no orders must also appear": the
    // same, said mid-sentence or as what the answer must show.)
    static const QRegularExpression includingThose(QStringLiteral(",\\s*includ(?:e|ing)\\b[^.;!?]*\\b(?:no|none|zero|without)\\b"),
                                                   QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression mustAppear(
        QStringLiteral("\\b(?:with\\s+no|without|having\\s+no|that\\s+have\\s+no|who\\s+have\\s+no)\\b[^.;!?]*?\\b(?:must|should|need\\s+to|have\\s+to|are\\s+to)"
                       "\\s+(?:also\\s+)?(?:appear|be\\s+(?:included|listed|shown|kept)|show\\s+up)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    QRegularExpressionMatch said = include.match(m_read.text);
    bool askedToAppear = false;
    if (!said.hasMatch())
        said = includingThose.match(m_read.text);
    if (!said.hasMatch()) {
        said = mustAppear.match(m_read.text);
        askedToAppear = said.hasMatch();
    }
    if (!said.hasMatch())
        return;
    // "For each category, the number of products. Include categories with no products.": the
    // groups with none are counted 0 (keepGroupsWithNoneCounted); the sentence's words say that.
    if ((!m_q.groupBy.empty() || !m_groupTargets.empty()) && m_aggregate && m_aggregate->kind == Expr::Kind::Aggregate
        && m_aggregate->text == QLatin1String("COUNT")) {
        m_groupsWithNoneAsked = true;
        for (int k = 0; k < count(); ++k)
            if (!m_ev[k].used && m_read.tokens.at(m_ev[k].first).start >= said.capturedStart()
                && m_read.tokens.at(m_ev[k].last).start < said.capturedEnd() + 40
                && (m_ev[k].hasTag(QStringLiteral("neg")) || tableEv(k) || (m_ev[k].kind == EvKind::Number && m_ev[k].number == 0)))
                use(k, QStringLiteral("the groups with none, counted 0"));
        // ("must also appear": the words that ask for them.)
        for (int t = 0; t < m_read.tokens.size(); ++t)
            if (const int at = m_read.tokens.at(t).start; at >= said.capturedStart() && at < said.capturedEnd() && evidenceCovering(t) < 0)
                m_explainedTokens << t;
        return;
    }
    if (askedToAppear)
        return;   // (rows with none asked to appear beside a condition: not read here)
    const auto noneAtAll = [](const Condition &c) {
        return c.kind == Condition::Kind::Exists && c.negated && c.sub && c.sub->where.empty() && c.sub->having.empty();
    };
    const auto sameLink = [](const Query &a, const Query &b) {
        if (a.baseTable != b.baseTable || a.correlate.size() != b.correlate.size())
            return false;
        for (size_t k = 0; k < a.correlate.size(); ++k)
            if (a.correlate[k].innerColumn != b.correlate[k].innerColumn || a.correlate[k].outerTable != b.correlate[k].outerTable
                || a.correlate[k].outerColumn != b.correlate[k].outerColumn)
                return false;
        return true;
    };
    for (auto it = m_q.where.begin(); it != m_q.where.end(); ++it) {
        if (!noneAtAll(*it))
            continue;
        const bool implied = std::any_of(m_q.where.cbegin(), m_q.where.cend(), [&](const Condition &other) {
            return &other != &*it && other.kind == Condition::Kind::Exists && other.negated && other.sub && sameLink(*other.sub, *it->sub);
        });
        if (implied) {
            m_out.notes << QStringLiteral("the rows with no %1 row at all are among those kept already").arg(it->sub->baseTable);
            m_q.where.erase(it);
            return;
        }
    }
    m_out.notUnderstood << QStringLiteral("which rows the sentence that includes some adds to the answer");
}

} // namespace rac::semantic
