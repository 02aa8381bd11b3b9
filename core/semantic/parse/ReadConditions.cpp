// SPDX-License-Identifier: MIT
//
// The condition passes: comparisons with numbers and dates, date periods,
// stored values, key look-ups, text matches, negations (missing values and
// "never" as an anti-join) and yes/no flags.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/Vocabulary.h"

#include <QSet>

namespace rac::semantic {

void InterpretationBuilder::readComparisons()
{
    for (int i = 0; i < count(); ++i) {
        Evidence &e = m_ev[i];
        const QString cmp = e.tag(QStringLiteral("cmp:"));
        if (cmp.isEmpty() || e.used)
            continue;
        // "more orders than the average", "above average": a comparison with an aggregate of all
        // rows, a subquery this reading does not build. Said so, rather than read as a ranking.
        bool againstAverage = false;
        for (int j = i + 1; j < count() && j <= i + 2 && !againstAverage; ++j)
            againstAverage = m_ev[j].tag(QStringLiteral("agg:")) == QLatin1String("agg:avg") && adjacent(i, j);
        if (againstAverage) {
            // "products priced above average": a number column of the rows against its own average.
            int subjectEv = -1;
            std::optional<Expr> subject;
            for (int j = i - 1; j >= 0 && j >= i - 3 && !subject; --j) {
                const std::optional<Expr> m = m_ev[j].used ? std::nullopt : measureOf(j);
                if (m && m->kind == Expr::Kind::Column && m_lex.kindOf(m->table, m->column) == ColumnKind::Number) {
                    subject = m;
                    subjectEv = j;
                }
            }
            const int avgEv = adjacent(i, i + 1) && m_ev[i + 1].hasTag(QStringLiteral("agg:")) ? i + 1 : i + 2;
            if (!subject) {
                m_out.notUnderstood << QStringLiteral("a comparison with an average (\"%1\")").arg(m_read.spanText(e.first, m_ev[avgEv].last));
                use(i, QStringLiteral("compared with an average"));
                continue;
            }
            auto average = std::make_shared<Query>();
            average->baseTable = subject->table;
            average->ownTables = true;
            average->select.push_back({Expr::agg(QStringLiteral("AVG"), {*subject}), QString()});
            Expr rhs;
            rhs.kind = Expr::Kind::Subquery;
            rhs.sub = average;
            Condition c;
            c.lhs = *subject;
            c.op = cmp.mid(4) == QLatin1String("between") ? QStringLiteral(">") : cmp.mid(4);
            c.rhs = rhs;
            addCondition(c);
            use(subjectEv, QStringLiteral("compared"));
            use(i, c.op);
            use(avgEv, QStringLiteral("the average of every %1 row").arg(subject->table));
            // "... above the average unit price": the column said again after "average".
            if (avgEv + 1 < count() && adjacent(avgEv, avgEv + 1) && !m_ev[avgEv + 1].used) {
                const std::optional<Expr> again = measureOf(avgEv + 1);
                if (again && again->kind == Expr::Kind::Column && again->column == subject->column)
                    use(avgEv + 1, QStringLiteral("the compared column again"));
            }
            m_out.notes << QStringLiteral("the average is over all %1 rows").arg(subject->table);
            continue;
        }
        QString op = cmp.mid(4);
        // The operand: a number or a date right after ("over 30", "before 1993"),
        // or right before for "30 or more".
        int value = -1;
        bool after = true;
        for (int j = i + 1; j < count() && j <= i + 2; ++j) {
            if ((m_ev[j].kind == EvKind::Number || m_ev[j].kind == EvKind::Date) && adjacent(i, j) && !m_ev[j].used) {
                value = j;
                break;
            }
            if (!m_ev[j].hasTag(QStringLiteral("unit")))
                break;
        }
        if (value < 0 && i > 0 && m_ev[i - 1].kind == EvKind::Number && adjacent(i - 1, i)) {
            value = i - 1;
            after = false;
        }
        if (value < 0) {
            readColumnComparison(i, op);
            continue;
        }
        // What is compared: the nearest numeric column, measure or price word before, or a table after ("more than 5 orders").
        std::optional<Expr> subject;
        int subjectEv = -1;
        int differentEv = -1;   // "different" in "more than 20 different products", used with the count
        bool countOf = false;
        const int from = after ? i : value;
        for (int j = from - 1; j >= 0 && j >= from - 4; --j) {
            if (m_ev[j].used && !columnOf(j))
                continue;
            if (std::optional<Expr> m = measureOf(j)) {
                subject = m;
                subjectEv = j;
                break;
            }
        }
        const int to = after ? value : i;
        // "longer than 600000 milliseconds": the column named after the number.
        if (!subject && to + 1 < count() && !tableEv(to + 1) && adjacent(to, to + 1)) {
            if (std::optional<Expr> m = measureOf(to + 1)) {
                subject = m;
                subjectEv = to + 1;
            }
        }
        if (!subject && to + 1 < count() && tableEv(to + 1) && m_ev[value].kind == EvKind::Number) {
            subjectEv = to + 1;
            countOf = true;
        }
        // "more than 20 different products": the rows counted are different ones anyway (the count
        // of another table's rows is of distinct keys), so the word says nothing more.
        if (!subject && !countOf && to + 2 < count() && m_ev[to + 1].hasTag(QStringLiteral("distinct")) && !m_ev[to + 1].used
            && tableEv(to + 2) && adjacent(to, to + 1) && adjacent(to + 1, to + 2) && m_ev[value].kind == EvKind::Number) {
            differentEv = to + 1;
            subjectEv = to + 2;
            countOf = true;
        }
        // "names with more than 20 characters": the length of a text column named before.
        if (!subject && !countOf && m_ev[value].kind == EvKind::Number && to + 1 < count() && adjacent(to, to + 1)
            && m_ev[to + 1].hasTag(QStringLiteral("textlength"))) {
            for (int j = from - 1; j >= 0 && j >= from - 4 && !subject; --j) {
                const LexEntry *c = m_ev[j].used ? nullptr : columnOf(j);
                if (c && m_lex.kindOf(c->table, c->column) == ColumnKind::Text) {
                    subject = Expr::unary(Expr::Kind::Length, Expr::col(c->table, c->column));
                    subjectEv = j;
                }
            }
            if (subject)
                use(to + 1, QStringLiteral("length in characters"));
        }
        // "since May 1998": a date bound needs no column named; the question's date column is meant.
        if (!subject && !countOf && m_ev[value].kind != EvKind::Date)
            continue;
        if (op == QLatin1String("between")) {
            int second = -1;
            for (int j = value + 1; j < count() && j <= value + 2; ++j) {
                if (m_ev[j].kind == m_ev[value].kind && !m_ev[j].used && second < 0)
                    second = j;
            }
            if (second >= 0 && m_ev[value].kind == EvKind::Date) {
                // "born between 1950 and 1959": from the first period's first day to the second's last.
                const Expr col = subject && subject->kind == Expr::Kind::Column
                        && m_lex.kindOf(subject->table, subject->column) == ColumnKind::Date
                    ? *subject
                    : dateColumnFor(value);
                Condition lo, hi;
                lo.lhs = hi.lhs = Expr::unary(Expr::Kind::DateOf, col);
                lo.op = QStringLiteral(">=");
                hi.op = QStringLiteral("<=");
                lo.rhs = Expr::date(m_ev[value].range.start.toString(Qt::ISODate));
                hi.rhs = Expr::date(m_ev[second].range.end.toString(Qt::ISODate));
                addCondition(lo);
                addCondition(hi);
                use(i, QStringLiteral("between"));
                use(value, m_ev[value].range.label);
                use(second, m_ev[second].range.label);
                // Only a date column is the thing compared; "revenue between 1996 and 1997" keeps
                // its measure for the aggregate passes.
                if (subject && col.kind == Expr::Kind::Column && subject->kind == Expr::Kind::Column && subject->column == col.column)
                    use(subjectEv, QStringLiteral("date compared"));
                continue;
            }
            if (second < 0 || !subject)
                continue;
            Condition lo, hi;
            lo.lhs = hi.lhs = *subject;
            lo.op = QStringLiteral(">=");
            hi.op = QStringLiteral("<=");
            lo.rhs = Expr::num(m_ev[value].number);
            hi.rhs = Expr::num(m_ev[second].number);
            addCondition(lo);
            addCondition(hi);
            use(i, QStringLiteral("between"));
            use(value, QStringLiteral("lower bound"));
            use(second, QStringLiteral("upper bound"));
            use(subjectEv, QStringLiteral("compared"));
            continue;
        }
        Condition c;
        c.op = op;
        if (m_ev[value].kind == EvKind::Date) {
            // "before 1993": before the period's first day; "after 1997": after its last.
            const Expr col = subject && subject->kind == Expr::Kind::Column
                    && m_lex.kindOf(subject->table, subject->column) == ColumnKind::Date
                ? *subject
                : dateColumnFor(value);
            c.lhs = Expr::unary(Expr::Kind::DateOf, col);
            const bool lower = op.startsWith(QLatin1Char('<'));
            const QDate bound = lower ? m_ev[value].range.start : m_ev[value].range.end;
            c.op = op == QLatin1String("<=") ? QStringLiteral("<=") : op == QLatin1String(">=") ? QStringLiteral(">=") : op;
            if (op == QLatin1String("<=") )
                c.rhs = Expr::date(m_ev[value].range.end.toString(Qt::ISODate));
            else if (op == QLatin1String(">="))
                c.rhs = Expr::date(m_ev[value].range.start.toString(Qt::ISODate));
            else
                c.rhs = Expr::date(bound.toString(Qt::ISODate));
            addCondition(c);
            use(i, op);
            use(value, m_ev[value].range.label);
            if (subject)
                use(subjectEv, QStringLiteral("date compared"));
            continue;
        }
        c.rhs = Expr::num(m_ev[value].number);
        if (countOf) {
            const LexEntry *t = m_ev[subjectEv].entry(LexEntry::Kind::Table);
            const sql::Table *table = m_lex.schema().table(t->table);
            if (!table || table->primaryKey().isEmpty())
                continue;
            // "orders per customer, with more than 20 orders": the count per group, as HAVING.
            if (t->table == m_focus && !m_groupTargets.empty() && table->primaryKey().size() == 1) {
                c.lhs = Expr::agg(QStringLiteral("COUNT"), {Expr::col(t->table, table->primaryKey().first())}, true);
                m_q.having.push_back(c);
                use(subjectEv, QStringLiteral("count of %1 per group").arg(t->table));
                if (differentEv >= 0)
                    use(differentEv, QStringLiteral("different rows"));
                use(i, op);
                use(value, QString::number(m_ev[value].number));
                continue;
            }
            // "which countries have more than 10 customers": the rows counted per value of a
            // column named before them, as groups with HAVING.
            if (t->table == m_focus && m_groupTargets.empty() && table->primaryKey().size() == 1) {
                int named = -1;
                for (int j = 0; j < i && named < 0; ++j) {
                    const LexEntry *g = m_ev[j].used || tableEv(j) ? nullptr : columnOf(j);
                    if (g && g->table == m_focus && m_lex.kindOf(g->table, g->column) == ColumnKind::Text)
                        named = j;
                }
                if (named < 0)
                    continue;
                const LexEntry *g = columnOf(named);
                m_groupTargets.push_back(Expr::col(g->table, g->column));
                use(named, QStringLiteral("each %1.%2").arg(g->table, g->column));
                c.lhs = Expr::agg(QStringLiteral("COUNT"), {Expr::col(t->table, table->primaryKey().first())}, true);
                m_q.having.push_back(c);
                use(subjectEv, QStringLiteral("count of %1 per group").arg(t->table));
                if (differentEv >= 0)
                    use(differentEv, QStringLiteral("different rows"));
                use(i, op);
                use(value, QString::number(m_ev[value].number));
                continue;
            }
            if (t->table == m_focus)
                continue;
            std::optional<Expr> counted = countPer(t->table);
            if (!counted)
                continue;
            c.lhs = *counted;
            addCondition(c);
            use(subjectEv, QStringLiteral("count of %1 per %2").arg(t->table, m_focus));
            if (differentEv >= 0)
                use(differentEv, QStringLiteral("different rows"));
        } else {
            // "total quantity sold above 1000": the aggregate word before the column makes it a total.
            if (subject->kind == Expr::Kind::Column && subjectEv > 0 && !m_ev[subjectEv - 1].used && adjacent(subjectEv - 1, subjectEv)) {
                const QString agg = m_ev[subjectEv - 1].tag(QStringLiteral("agg:"));
                const bool additive = agg != QLatin1String("agg:sum") || isAdditiveColumn(subject->column);
                if ((agg == QLatin1String("agg:sum") || agg == QLatin1String("agg:avg") || agg == QLatin1String("agg:min")
                     || agg == QLatin1String("agg:max")) && additive) {
                    subject = Expr::agg(agg.mid(4).toUpper(), {*subject});
                    use(subjectEv - 1, agg.mid(4));
                }
            }
            c.lhs = *subject;
            if (subject->isAggregate())
                m_q.having.push_back(c);
            else
                addCondition(c);
            use(subjectEv, QStringLiteral("compared"));
        }
        use(i, op);
        use(value, QString::number(m_ev[value].number));
    }
    // "or less" / "or more" after a number were read above; a bare unit after a used number is part of it.
    for (int i = 1; i < count(); ++i) {
        if (m_ev[i].hasTag(QStringLiteral("unit")) && m_ev[i - 1].used && m_ev[i - 1].kind == EvKind::Number)
            use(i, QStringLiteral("unit"));
    }
}

bool InterpretationBuilder::readColumnComparison(int i, const QString &op)
{
    // "units in stock below the reorder level": a numeric column against another of the same row.
    if (op == QLatin1String("between"))
        return false;
    // Numbers against numbers, dates against dates ("shipped later than the required date").
    const auto numericColumn = [this](int j) -> std::optional<Expr> {
        const LexEntry *c = columnOf(j);
        const ColumnKind kind = c ? m_lex.kindOf(c->table, c->column) : ColumnKind::Text;
        if (!c || tableEv(j) || (kind != ColumnKind::Number && kind != ColumnKind::Date))
            return std::nullopt;
        return Expr::col(c->table, c->column);
    };
    const int right = i + 1;
    if (right >= count() || !adjacent(i, right) || m_ev[right].used)
        return false;
    const std::optional<Expr> rhs = numericColumn(right);
    if (!rhs)
        return false;
    int left = -1;
    // The left side: a column named, or a participle naming one ("shipped" -> ShippedDate).
    const auto leftColumn = [&](int j) -> std::optional<Expr> {
        if (std::optional<Expr> c = numericColumn(j))
            return c;
        if (!m_ev[j].hasTag(QStringLiteral("attr:")))
            return std::nullopt;
        std::optional<Expr> m = measureOf(j);
        return m && m->kind == Expr::Kind::Column ? m : std::nullopt;
    };
    for (int j = i - 1; j >= 0 && j >= i - 3; --j) {
        if (std::optional<Expr> lhs = leftColumn(j); lhs && !m_ev[j].used && lhs->table == rhs->table
            && lhs->column != rhs->column && m_lex.kindOf(lhs->table, lhs->column) == m_lex.kindOf(rhs->table, rhs->column)) {
            left = j;
            break;
        }
    }
    if (left < 0)
        return false;
    Condition c;
    c.lhs = *leftColumn(left);
    // "units in stock plus units on order are at most the reorder level": a sum or difference of
    // two columns of the row on the left.
    int operand = -1, arith = -1;
    if (left >= 2 && adjacent(left - 1, left) && adjacent(left - 2, left - 1) && !m_ev[left - 1].used && !m_ev[left - 2].used) {
        const QString how = m_ev[left - 1].tag(QStringLiteral("arith:"));
        const std::optional<Expr> first = numericColumn(left - 2);
        if ((how == QLatin1String("arith:+") || how == QLatin1String("arith:-")) && first && first->table == c.lhs.table
            && m_lex.kindOf(first->table, first->column) == ColumnKind::Number) {
            c.lhs = Expr::arith(how.mid(6), *first, c.lhs);
            operand = left - 2;
            arith = left - 1;
        }
    }
    c.op = op;
    c.rhs = *rhs;
    addCondition(c);
    if (operand >= 0) {
        use(operand, QStringLiteral("compared, added up"));
        use(arith, m_ev[arith].tag(QStringLiteral("arith:")).mid(6));
    }
    use(left, QStringLiteral("compared"));
    use(i, op);
    use(right, QStringLiteral("compared with %1.%2").arg(rhs->table, rhs->column));
    // The same condition said twice, after it or before it ("below their reorder level (units in
    // stock under the reorder level)").
    const auto restated = [&](int k) {
        if (m_ev[k].used)
            return;
        const std::optional<Expr> again = numericColumn(k);
        if (again && again->table == rhs->table && (again->column == rhs->column || again->column == c.lhs.column))
            use(k, QStringLiteral("compared"));
        else if (m_ev[k].tag(QStringLiteral("cmp:")) == QStringLiteral("cmp:") + op)
            use(k, op);
    };
    for (int k = right + 1; k < count() && k <= right + 3; ++k)
        restated(k);
    for (int k = left - 1; k >= 0 && k >= left - 3; --k)
        restated(k);
    return true;
}

std::shared_ptr<Query> InterpretationBuilder::perFocusRow() const
{
    // A subquery about the outer focus row: its own copy of the focus table, tied by the key, the
    // renderer joining whatever tables its expressions and conditions name.
    const sql::Table *focus = m_lex.schema().table(m_focus);
    if (!focus || focus->primaryKey().size() != 1)
        return nullptr;
    const QString key = focus->primaryKey().first();
    auto sub = std::make_shared<Query>();
    sub->baseTable = m_focus;
    sub->correlate.push_back({m_focus, key, m_focus, key});
    sub->ownTables = true;
    return sub;
}

std::optional<Condition> InterpretationBuilder::noRowWith(std::vector<Condition> conditions) const
{
    // The focus row has no related row meeting the conditions: NOT EXISTS.
    const std::shared_ptr<Query> sub = perFocusRow();
    if (!sub)
        return std::nullopt;
    sub->where = std::move(conditions);
    Condition c;
    c.kind = Condition::Kind::Exists;
    c.negated = true;
    c.sub = sub;
    return c;
}

void InterpretationBuilder::readDates()
{
    for (int i = 0; i < count(); ++i) {
        Evidence &e = m_ev[i];
        if (e.kind != EvKind::Date || e.used)
            continue;
        const Expr col = dateColumnFor(i);
        Condition lo, hi;
        lo.lhs = hi.lhs = Expr::unary(Expr::Kind::DateOf, col);
        lo.op = QStringLiteral(">=");
        hi.op = QStringLiteral("<=");
        lo.rhs = Expr::date(e.range.start.toString(Qt::ISODate));
        hi.rhs = Expr::date(e.range.end.toString(Qt::ISODate));
        // "bought in 1997 but not in 1998": a negated period excludes the rows that have one.
        const int neg = i - 1;
        if (neg >= 0 && m_ev[neg].hasTag(QStringLiteral("neg")) && !m_ev[neg].used && adjacent(neg, i)) {
            if (col.table != m_focus) {
                const std::optional<Condition> none = noRowWith({lo, hi});
                if (!none)
                    continue;
                addCondition(*none);
            } else {
                Condition outside;
                outside.kind = Condition::Kind::Any;
                lo.op = QStringLiteral("<");
                hi.op = QStringLiteral(">");
                outside.any = {lo, hi};
                addCondition(outside);
            }
            use(neg, QStringLiteral("not"));
        } else {
            addCondition(lo);
            addCondition(hi);
        }
        use(i, QStringLiteral("%1 (%2)").arg(e.range.isoSpan(), col.table + QLatin1Char('.') + col.column));
        m_out.notes << QStringLiteral("%1 means %2 on %3.%4").arg(e.range.label.isEmpty() ? m_read.spanText(e.first, e.last) : e.range.label,
                                                                    e.range.isoSpan(), col.table, col.column);
        // The word that named the date column is part of it.
        for (int j = std::max(0, i - 3); j < std::min(count(), i + 4); ++j) {
            if (j == i || m_ev[j].used)
                continue;
            if (const LexEntry *c = pickColumn(j); c && c->table == col.table && c->column == col.column)
                use(j, QStringLiteral("date column"));
            if (m_ev[j].hasTag(QStringLiteral("attr:")) && measureOf(j) && measureOf(j)->column == col.column)
                use(j, QStringLiteral("date column"));
        }
    }
}

void InterpretationBuilder::readValues()
{
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used || !m_ev[i].entry(LexEntry::Kind::Value))
            continue;
        // A word that is also a table or column name is that name unless written as a value, or
        // unless its table is named elsewhere already ("employees who are sales representatives").
        if (m_ev[i].entry(LexEntry::Kind::Table) || m_ev[i].entry(LexEntry::Kind::Column)) {
            const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table);
            bool tableNamedElsewhere = false;
            for (int j = 0; j < count() && t; ++j)
                if (const LexEntry *other = m_ev[j].entry(LexEntry::Kind::Table); j != i && other && other->table == t->table)
                    tableNamedElsewhere = true;
            if (!tableNamedElsewhere && (m_ev[i].kind != EvKind::Lexicon || !m_read.tokens.at(m_ev[i].first).text.front().isUpper()))
                continue;
        }
        // Which column holds it: one the question names next to it, else the nearest to the focus.
        const LexEntry *best = nullptr;
        int bestScore = -1000;
        int namedBy = -1;
        bool tied = false;
        // A value stored under the name itself ("France") beats the values of a whole of that
        // name ("the cities in France"), whichever column is named beside it.
        const bool exactValue = std::any_of(m_ev[i].entries.cbegin(), m_ev[i].entries.cend(), [](const LexEntry &v) {
            return v.kind == LexEntry::Kind::Value && v.wholeDepth == 0;
        });
        for (const LexEntry &v : m_ev[i].entries) {
            if (v.kind != LexEntry::Kind::Value || (exactValue && v.wholeDepth > 0))
                continue;
            int score = v.strength * 3 - distanceToFocus(v.table) * 5;
            int named = -1;
            for (int j : {i - 1, i - 2, i + 1}) {
                if (j < 0 || j >= count())
                    continue;
                if (const LexEntry *c = m_ev[j].entry(LexEntry::Kind::Column); c && c->column == v.column && c->table == v.table) {
                    score += 20;
                    named = j;
                }
                for (const LexEntry &c : m_ev[j].entries) {
                    if (c.kind == LexEntry::Kind::Column && c.column == v.column && c.table == v.table) {
                        score += 20;
                        named = j;
                    }
                    // "shipped via Speedy Express": a key column that points at the value's table, when
                    // that key is what the words name (not a table, nor a column of the value's table).
                    const LexEntry *picked = pickColumn(j);
                    if (c.kind == LexEntry::Kind::Column && c.table != v.table && pointsAt(c.table, c.column, v.table)
                        && !m_ev[j].entry(LexEntry::Kind::Table) && picked && picked->table == c.table
                        && picked->column == c.column) {
                        score += 10;
                        named = j;
                    }
                }
            }
            // A tie counts only at the best score: weaker readings tied among themselves do not matter.
            if (score > bestScore) {
                bestScore = score;
                best = &v;
                namedBy = named;
                tied = false;
            } else if (score == bestScore && !(v.table == best->table && v.column == best->column)) {
                tied = true;
            }
        }
        if (!best)
            continue;
        m_out.ambiguous |= tied;
        Condition c;
        c.kind = Condition::Kind::In;
        c.lhs = Expr::col(best->table, best->column);
        c.list = {Expr::str(best->value)};
        if (best->wholeDepth > 0) {
            // "in Europe": every stored value WordNet places in that whole, or, when the values
            // follow ("Europe: Germany, France, ..."), those values alone.
            const bool heading = i + 1 < count() && adjacent(i, i + 1)
                && std::any_of(m_ev[i + 1].entries.cbegin(), m_ev[i + 1].entries.cend(), [best](const LexEntry &v) {
                       return v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && v.table == best->table && v.column == best->column;
                   });
            QStringList members;
            for (const LexEntry &v : m_ev[i].entries)
                if (v.kind == LexEntry::Kind::Value && v.wholeDepth > 0 && v.table == best->table && v.column == best->column
                    && !members.contains(v.value))
                    members << v.value;
            members.sort();
            c.list.clear();
            const QString whole = m_read.spanText(m_ev[i].first, m_ev[i].last);
            if (heading) {
                use(i, QStringLiteral("the name of the list that follows"));
            } else {
                for (const QString &m : members)
                    c.list.push_back(Expr::str(m));
                use(i, QStringLiteral("%1.%2 in %3").arg(best->table, best->column, whole));
                // WordNet's part-of relations are general knowledge, not the company's own grouping.
                m_out.ambiguous = true;
                m_out.notes << QStringLiteral("%1 read as %2.%3 in (%4), from WordNet's part-of relations")
                                   .arg(whole, best->table, best->column, members.join(QStringLiteral(", ")));
            }
        } else {
            use(i, QStringLiteral("%1.%2 = '%3'").arg(best->table, best->column, best->value));
        }
        if (namedBy >= 0)
            use(namedBy, QStringLiteral("column of the value"));
        // "Sales Representatives or Sales Managers", "Germany, France and Spain".
        int j = i + 1;
        while (j < count() && adjacent(j - 1, j) && !m_ev[j].used) {
            const LexEntry *more = nullptr;
            for (const LexEntry &v : m_ev[j].entries)
                if (v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && v.table == best->table && v.column == best->column)
                    more = &v;
            if (!more)
                break;
            c.list.push_back(Expr::str(more->value));
            use(j, QStringLiteral("%1.%2 = '%3'").arg(more->table, more->column, more->value));
            ++j;
        }
        // "not from the USA", "outside Germany".
        for (int k = i - 1; k >= 0 && k >= i - 3; --k) {
            if (m_ev[k].hasTag(QStringLiteral("neg")) && !m_ev[k].used && adjacent(k, i)) {
                c.negated = true;
                use(k, QStringLiteral("not"));
                break;
            }
        }
        // "customers who did not buy Chai": a row of another table that is not a property of the
        // focus row (a customer has many products) is excluded with NOT EXISTS, not NOT IN, which
        // would keep every customer who also bought something else.
        if (c.negated && best->table != m_focus && !m_focus.isEmpty() && !belongsTo(m_focus, best->table)) {
            c.negated = false;
            if (const std::optional<Condition> none = noRowWith({c})) {
                addCondition(*none);
                continue;
            }
            c.negated = true;
        }
        addCondition(c);
    }
}

bool InterpretationBuilder::pointsAt(const QString &table, const QString &column, const QString &target) const
{
    for (const sql::ForeignKey &fk : m_lex.schema().foreignKeys) {
        if (fk.fromTable == table && fk.toTable == target && fk.fromColumns == QStringList{column})
            return true;
    }
    return false;
}

void InterpretationBuilder::readKeyLookups()
{
    // "order 10266", "category id 5", "categories 2, 6 and 7": a table or key column followed by numbers.
    for (int i = 0; i + 1 < count(); ++i) {
        if (m_ev[i + 1].kind != EvKind::Number || m_ev[i + 1].used || !adjacent(i, i + 1))
            continue;
        QString table, column;
        if (const LexEntry *c = pickColumn(i); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Key) {
            table = c->table;
            column = c->column;
        } else if (const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table)) {
            const sql::Table *st = m_lex.schema().table(t->table);
            if (st && st->primaryKey().size() == 1) {
                table = t->table;
                column = st->primaryKey().first();
            }
        }
        if (table.isEmpty())
            continue;
        Condition c;
        c.kind = Condition::Kind::In;
        c.lhs = Expr::col(table, column);
        // A code stored as text ("05023") is compared as written: as a number its leading zero is lost.
        const sql::Table *keyTable = m_lex.schema().table(table);
        const sql::Column *keyColumn = keyTable ? keyTable->column(column) : nullptr;
        const bool textCode = keyColumn && !keyColumn->isNumericType();
        int j = i + 1;
        while (j < count() && m_ev[j].kind == EvKind::Number && !m_ev[j].used && adjacent(j - 1, j)) {
            QString written = m_read.spanText(m_ev[j].first, m_ev[j].last).trimmed();
            while (written.endsWith(QLatin1Char(',')) || written.endsWith(QLatin1Char('.')) || written.endsWith(QLatin1Char(';')))
                written.chop(1);
            c.list.push_back(textCode ? Expr::str(written) : Expr::num(m_ev[j].number));
            use(j, QStringLiteral("%1.%2").arg(table, column));
            ++j;
        }
        use(i, QStringLiteral("%1.%2").arg(table, column));
        addCondition(c);
        if (m_ev[i].entry(LexEntry::Kind::Table) && m_focus != table)
            m_q.extraTables << table;
    }
}

void InterpretationBuilder::readTextMatches()
{
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].kind != EvKind::Literal || m_ev[i].used)
            continue;
        QString mode = QStringLiteral("contains");
        int modeEv = -1;
        for (int j = i - 1; j >= 0 && j >= i - 2; --j) {
            const QString t = m_ev[j].tag(QStringLiteral("text:"));
            if (!t.isEmpty()) {
                mode = t.mid(5);
                modeEv = j;
                break;
            }
        }
        // The column: named just before the match word, or just after ("'manager' in their titles").
        int colEv = -1;
        for (int j : {modeEv - 1, modeEv - 2, i - 1, i + 1, i + 2}) {
            if (j >= 0 && j < count() && j != i) {
                if (const LexEntry *c = pickColumn(j); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Text) {
                    colEv = j;
                    break;
                }
            }
        }
        Expr column = colEv >= 0 ? Expr::col(pickColumn(colEv)->table, pickColumn(colEv)->column) : displayOf(m_focus);
        if (column.kind != Expr::Kind::Column)
            continue;
        Condition c;
        c.kind = Condition::Kind::Like;
        c.lhs = column;
        const QString lit = m_ev[i].literal;
        c.op = mode == QLatin1String("starts") ? lit + QLatin1Char('%')
            : mode == QLatin1String("ends")    ? QLatin1Char('%') + lit
                                               : QLatin1Char('%') + lit + QLatin1Char('%');
        for (int k = std::max(0, modeEv >= 0 ? modeEv - 2 : i - 2); k < i; ++k) {
            if (m_ev[k].hasTag(QStringLiteral("neg")) && !m_ev[k].used) {
                c.negated = true;
                use(k, QStringLiteral("not"));
            }
        }
        use(i, QStringLiteral("text match"));
        // "starting with A or B": further texts joined by "or" match the same column either way.
        Condition either;
        either.kind = Condition::Kind::Any;
        either.any.push_back(c);
        for (int k = i + 1; k < count() && m_ev[k].kind == EvKind::Literal && !m_ev[k].used; ++k) {
            const int gapFirst = m_ev[k - 1].last + 1, gapLast = m_ev[k].first - 1;
            if (gapFirst != gapLast || m_read.tokens.at(gapFirst).lower != QLatin1String("or"))
                break;
            Condition other = c;
            const QString more = m_ev[k].literal;
            other.op = mode == QLatin1String("starts") ? more + QLatin1Char('%')
                : mode == QLatin1String("ends")        ? QLatin1Char('%') + more
                                                       : QLatin1Char('%') + more + QLatin1Char('%');
            either.any.push_back(other);
            use(k, QStringLiteral("text match"));
        }
        // "does not start with A or B": neither, so each negated pattern holds on its own.
        if (either.any.size() > 1 && c.negated) {
            for (const Condition &each : either.any)
                addCondition(each);
        } else {
            addCondition(either.any.size() == 1 ? c : either);
        }
        if (modeEv >= 0)
            use(modeEv, mode);
        if (colEv >= 0)
            use(colEv, QStringLiteral("matched column"));
    }
}

void InterpretationBuilder::readNegations()
{
    for (int i = 0; i + 1 < count(); ++i) {
        if (!m_ev[i].hasTag(QStringLiteral("neg")) || m_ev[i].used)
            continue;
        // The next content evidence after the negation word(s).
        int j = i + 1;
        while (j < count() && m_ev[j].hasTag(QStringLiteral("neg")) && !m_ev[j].entry(LexEntry::Kind::Column))
            ++j;
        if (j >= count())
            continue;
        // "never placed an order", "no orders": the focus has no row in that table.
        if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table); t && t->table != m_focus && !m_focus.isEmpty()) {
            std::optional<sql::ForeignKey> link;
            for (const sql::ForeignKey &fk : m_lex.schema().foreignKeys) {
                if (fk.fromTable == t->table && fk.toTable == m_focus && fk.fromColumns.size() == 1)
                    link = fk;
            }
            // "products never ordered": the rows reach the focus through a bridge (order lines
            // point at products); no row of the bridge for the focus row means none of the table.
            // Only one bridge: a longer path ("customers with no supplier") says nothing about
            // orders at all.
            if (!link) {
                const QList<sql::ForeignKey> path = m_lex.schema().joinPath(m_focus, t->table);
                if (path.size() == 2 && path.first().toTable == m_focus && path.first().fromColumns.size() == 1
                    && path.last().fromTable == path.first().fromTable)
                    link = path.first();
            }
            if (!link)
                continue;
            auto sub = std::make_shared<Query>();
            sub->baseTable = link->fromTable;
            if (link->fromTable != t->table)
                sub->extraTables << t->table;
            sub->correlate.push_back({link->fromTable, link->fromColumns.first(), m_focus, link->toColumns.value(0)});
            // Conditions already read that concern the inner table (dates, values) belong inside.
            for (auto it = m_q.where.begin(); it != m_q.where.end();) {
                const QStringList ts = it->tables();
                if (!ts.isEmpty() && !ts.contains(m_focus)) {
                    sub->where.push_back(*it);
                    it = m_q.where.erase(it);
                } else {
                    ++it;
                }
            }
            Condition c;
            c.kind = Condition::Kind::Exists;
            c.negated = true;
            c.sub = sub;
            addCondition(c);
            for (int k = i; k < j; ++k)
                use(k, QStringLiteral("none"));
            use(j, QStringLiteral("no %1 row").arg(t->table));
            continue;
        }
        // "no fax", "do not report to anybody": a missing value.
        std::optional<Expr> col;
        if (const LexEntry *c = pickColumn(j))
            col = Expr::col(c->table, c->column);
        else if (std::optional<Expr> m = measureOf(j); m && m->kind == Expr::Kind::Column)
            col = m;
        if (!col)
            continue;
        const ColumnKind kind = m_lex.kindOf(col->table, col->column);
        if (kind == ColumnKind::Flag)
            continue;   // readFlags handles "not discontinued"
        // "no units in stock": none of a quantity is zero of it (or nothing recorded).
        const bool quantity = kind == ColumnKind::Number;
        if (!quantity && !m_lex.isNullable(col->table, col->column))
            continue;
        Condition c;
        c.kind = Condition::Kind::IsNull;
        c.lhs = *col;
        c.negated = true;   // IS NULL
        if (quantity) {
            Condition zero;
            zero.lhs = *col;
            zero.op = QStringLiteral("=");
            zero.rhs = Expr::num(0);
            if (m_lex.isNullable(col->table, col->column)) {
                Condition either;
                either.kind = Condition::Kind::Any;
                either.any = {zero, c};
                c = either;
            } else {
                c = zero;
            }
        }
        addCondition(c);
        for (int k = i; k < j; ++k)
            use(k, QStringLiteral("missing"));
        use(j, (quantity ? QStringLiteral("%1.%2 is zero") : QStringLiteral("%1.%2 is empty")).arg(col->table, col->column));
        // "anybody", "anything" after the column are part of the same phrase.
        if (j + 1 < count() && m_ev[j + 1].hasTag(QStringLiteral("neg")) && adjacent(j, j + 1))
            use(j + 1, QStringLiteral("missing"));
    }
}

void InterpretationBuilder::readFlags()
{
    for (int i = 0; i < count(); ++i) {
        const LexEntry *c = pickColumn(i);
        if (!c || m_ev[i].used || m_lex.kindOf(c->table, c->column) != ColumnKind::Flag)
            continue;
        Condition f;
        f.kind = Condition::Kind::Flag;
        f.lhs = Expr::col(c->table, c->column);
        for (int k = i - 1; k >= 0 && k >= i - 2; --k) {
            if (m_ev[k].hasTag(QStringLiteral("neg")) && !m_ev[k].used && adjacent(k, i)) {
                f.negated = true;
                use(k, QStringLiteral("not"));
            }
        }
        // "(discontinued ones included)", "including discontinued products": the flagged rows are
        // kept in, which is no condition at all.
        // Only attached forms count: "<flag> ones included", "<flag> included", "including <flag>
        // ones"; "discontinued products including their price" keeps the filter.
        const QList<Token> &tokens = m_read.tokens;
        const auto lowerAt = [&tokens](int t) { return t >= 0 && t < tokens.size() ? tokens.at(t).lower : QString(); };
        const int after = m_ev[i].last + 1;
        const int firstToken = std::max(0, m_ev[i].first - 1);
        const int lastToken = std::min(int(tokens.size()) - 1, m_ev[i].last + 2);
        const bool included = lowerAt(after) == QLatin1String("included") || lowerAt(after) == QLatin1String("too")
            || (lowerAt(after) == QLatin1String("ones") && lowerAt(after + 1) == QLatin1String("included"))
            || (lowerAt(m_ev[i].first - 1) == QLatin1String("including") && lowerAt(after) == QLatin1String("ones"));
        if (included) {
            use(i, QStringLiteral("%1.%2 rows kept in").arg(c->table, c->column));
            for (int k = 0; k < count(); ++k) {
                if (!m_ev[k].used && m_ev[k].first >= firstToken && m_ev[k].last <= lastToken && m_ev[k].hasTag(QStringLiteral("text:")))
                    use(k, QStringLiteral("included"));
            }
            continue;
        }
        // "the Discontinued flag is false (0)", "Discontinued = 1": the value said after the flag.
        {
            int t = m_ev[i].last + 1;
            static const QSet<QString> linking{QStringLiteral("flag"), QStringLiteral("is"), QStringLiteral("are"), QStringLiteral("="),
                                               QStringLiteral("set"), QStringLiteral("to"), QStringLiteral("equals"), QStringLiteral("equal")};
            while (t < tokens.size() && linking.contains(tokens.at(t).lower))
                ++t;
            const QString said = lowerAt(t);
            const bool no = said == QLatin1String("false") || said == QLatin1String("0") || said == QLatin1String("no");
            const bool yes = said == QLatin1String("true") || said == QLatin1String("1") || said == QLatin1String("yes");
            const bool digitOrWord = said != QLatin1String("no") && said != QLatin1String("yes");
            if ((no || yes) && (t > m_ev[i].last + 1 || digitOrWord)) {
                f.negated = f.negated != no;
                // The value, and a repeat of it in brackets ("false (0)"), are part of the phrase.
                for (int u = m_ev[i].last + 1; u <= std::min<int>(int(tokens.size()) - 1, t + 1); ++u) {
                    const QString w = tokens.at(u).lower;
                    if (u > t && w != QLatin1String("0") && w != QLatin1String("1"))
                        break;
                    m_explainedTokens << u;
                    for (int k = 0; k < count(); ++k)
                        if (!m_ev[k].used && m_ev[k].first == u && m_ev[k].last == u)
                            use(k, QStringLiteral("the flag's value"));
                }
            }
        }
        // "suppliers that have no discontinued products": none of the focus's rows below it is
        // flagged (NOT EXISTS), not some row unflagged; "products not discontinued" is the row's own.
        if (f.negated && c->table != m_focus && !m_focus.isEmpty() && !belongsTo(m_focus, c->table)) {
            bool none = false;
            for (int k = i - 1; k >= 0 && k >= i - 2; --k)
                if (m_ev[k].used && m_ev[k].hasTag(QStringLiteral("neg")) && adjacent(k, i)) {
                    const QString word = m_read.spanText(m_ev[k].first, m_ev[k].last).toLower();
                    none = word == QLatin1String("no") || word == QLatin1String("without") || word == QLatin1String("never");
                }
            Condition flagged = f;
            flagged.negated = false;
            if (none) {
                if (const std::optional<Condition> absent = noRowWith({flagged})) {
                    addCondition(*absent);
                    use(i, QStringLiteral("no %1 row with %2 true").arg(c->table, c->column));
                    continue;
                }
            }
        }
        // A flag named in the hint is a column to show, not a condition.
        bool inHint = false;
        for (const answer::HintField &h : m_hint.fields)
            inHint |= h.key.compare(c->column, Qt::CaseInsensitive) == 0;
        if (inHint)
            continue;
        addCondition(f);
        use(i, QStringLiteral("%1.%2 is %3").arg(c->table, c->column, f.negated ? QStringLiteral("false") : QStringLiteral("true")));
    }
}

} // namespace rac::semantic
