// SPDX-License-Identifier: MIT
//
// Comparisons with an average of all rows: "products priced above the average unit price",
// "genres where the average track length is above the overall average", "customers whose total
// revenue is above the average customer revenue", "employees with more orders than the average".
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/SemanticModel.h"

namespace rac::semantic {

bool InterpretationBuilder::readComparisonWithAverage(int i, const QString &cmp)
{
    const Evidence &e = m_ev[i];
    // "more orders than the average", "above average": a comparison with an aggregate of all
    // rows, a subquery this reading does not build. Said so, rather than read as a ranking.
    bool againstAverage = false;
    for (int j = i + 1; j < count() && j <= i + 2 && !againstAverage; ++j)
        againstAverage = m_ev[j].tag(QStringLiteral("agg:")) == QLatin1String("agg:avg") && adjacent(i, j);
    // "above the average unit price": a measure that averages one column, named as one phrase.
    std::optional<Expr> averaged;
    if (!againstAverage && i + 1 < count() && adjacent(i, i + 1) && !m_ev[i + 1].used && m_model) {
        const LexEntry *named = m_ev[i + 1].entry(LexEntry::Kind::Measure);
        const Measure *measure = named ? m_model->measure(named->measureId) : nullptr;
        QString op;
        const std::optional<Expr> over = measure ? aggregatedColumn(Expr::templ(measure->expr), &op) : std::nullopt;
        if (over && op == QLatin1String("AVG")) {
            // The rows asked about compare their own column of that name ("products priced
            // above the average unit price" is the list price, not the order lines' price).
            const sql::Table *focus = m_focus.isEmpty() ? nullptr : m_lex.schema().table(m_focus);
            const sql::Column *own = focus ? focus->column(over->column) : nullptr;
            averaged = own ? Expr::col(m_focus, own->name) : *over;
            againstAverage = true;
        }
    }
    if (!againstAverage)
        return false;
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
    // "products priced above the average unit price": the averaged column is the one
    // compared; a word before that names a column of that name ("priced") says so again.
    if (averaged && (!subject || subject->column == averaged->column)) {
        subject = averaged;
        for (int j = i - 1; j >= 0 && j >= i - 2 && subjectEv < 0; --j) {
            const bool sameName = !m_ev[j].used && std::any_of(m_ev[j].entries.cbegin(), m_ev[j].entries.cend(), [&averaged](const LexEntry &c) {
                return c.kind == LexEntry::Kind::Column && c.column == averaged->column;
            });
            if (sameName && adjacent(j, i))
                subjectEv = j;
        }
    }
    const int avgEv = averaged || (adjacent(i, i + 1) && m_ev[i + 1].hasTag(QStringLiteral("agg:"))) ? i + 1 : i + 2;
    if (!subject) {
        // "customers whose total revenue is above the average (customer revenue)": each
        // row's own figure against the average of every row's.
        int figureEv = -1;
        if (const std::optional<Expr> figure = averaged ? std::nullopt : perRowFigureBefore(i, figureEv)) {
            const QString op = cmp.mid(4) == QLatin1String("between") ? QStringLiteral(">") : cmp.mid(4);
            compareWithAverageOfFigures(*figure, op);
            use(figureEv, QStringLiteral("each %1 row's figure").arg(m_focus));
            if (figureEv > 0 && !m_ev[figureEv - 1].used && m_ev[figureEv - 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:sum")
                && adjacent(figureEv - 1, figureEv))
                use(figureEv - 1, QStringLiteral("total"));
            use(i, op);
            use(avgEv, QStringLiteral("the average over every %1 row").arg(m_focus));
            // "... the average customer revenue": the rows and the figure said again.
            for (int k = avgEv + 1; k < count() && k <= avgEv + 2 && adjacent(k - 1, k); ++k) {
                const LexEntry *t = m_ev[k].entry(LexEntry::Kind::Table);
                const std::optional<Expr> again = measureOf(k);
                const std::optional<Expr> before = measureOf(figureEv);
                if (!m_ev[k].used && ((t && t->table == m_focus) || (again && before && again->text == before->text && again->kind == before->kind)))
                    use(k, QStringLiteral("said again"));
            }
            return true;
        }
        m_out.notUnderstood << QStringLiteral("a comparison with an average (\"%1\")").arg(m_read.spanText(e.first, m_ev[avgEv].last));
        use(i, QStringLiteral("compared with an average"));
        return true;
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
    // "genres where the average track length is above the overall average": each group's
    // own average (of rows below the focus) against the average of all rows.
    int ownAverage = -1;
    for (int k = subjectEv - 1; k >= 0 && k >= subjectEv - 2 && ownAverage < 0; --k) {
        if (m_ev[k].used || !adjacent(k, k + 1))
            break;
        if (m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:avg"))
            ownAverage = k;
        else if (!tableEv(k))
            break;
    }
    if (ownAverage >= 0 && subject->kind == Expr::Kind::Column && subject->table != m_focus && !m_focus.isEmpty()) {
        c.lhs = Expr::agg(QStringLiteral("AVG"), {*subject});
        m_q.having.push_back(c);
        use(ownAverage, QStringLiteral("each %1 row's own average").arg(m_focus));
    } else {
        addCondition(c);
    }
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
    return true;
}

std::optional<Expr> InterpretationBuilder::perRowFigureBefore(int i, int &figureEv) const
{
    // The figure named just before the comparison: a measure of the model ("revenue", "sales"),
    // added up per focus row, or a table whose rows are counted per focus row ("orders").
    for (int j = i - 1; j >= 0 && j >= i - 3; --j) {
        if (m_ev[j].used)
            continue;
        if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table); t && t->table != m_focus && !measureOf(j)) {
            if (std::optional<Expr> counted = countPer(t->table)) {
                figureEv = j;
                return counted;
            }
            continue;
        }
        const std::optional<Expr> m = measureOf(j);
        if (!m || !m->isAggregate() || m->tables().contains(m_focus) || m_lex.kindOf(m->tables().value(0), QString()) == ColumnKind::Key)
            continue;
        const std::shared_ptr<Query> sub = perFocusRow();
        if (!sub)
            return std::nullopt;
        sub->select.push_back({*m, QString()});
        Expr figure;
        figure.kind = Expr::Kind::Subquery;
        figure.sub = sub;
        figureEv = j;
        return figure;
    }
    return std::nullopt;
}

void InterpretationBuilder::compareWithAverageOfFigures(const Expr &figure, const QString &op)
{
    // The average over the focus rows that have any (a customer with no order is no customer of
    // the average, as a GROUP BY over the orders would have it): its own copy of the focus table,
    // the figure correlated to that copy.
    auto average = std::make_shared<Query>();
    average->baseTable = m_focus;
    average->ownTables = true;
    average->select.push_back({Expr::agg(QStringLiteral("AVG"), {figure}), QString()});
    Condition any;
    any.lhs = figure;
    any.op = QStringLiteral(">");
    any.rhs = Expr::num(0);
    average->where.push_back(any);
    Condition c;
    c.lhs = figure;
    c.op = op;
    c.rhs = Expr::subquery(average);
    addCondition(c);
    m_out.notes << QStringLiteral("each %1 row's figure against the average of every %1 row that has one").arg(m_focus);
}

void InterpretationBuilder::readMoreThanAverage()
{
    // "employees with more orders than the average (employee)": "more" and "than" apart, around
    // the rows counted.
    const QList<Token> &tokens = m_read.tokens;
    for (int i = 0; i + 1 < count(); ++i) {
        const LexEntry *t = m_ev[i].used ? nullptr : m_ev[i].entry(LexEntry::Kind::Table);
        const int word = m_ev[i].first - 1;
        if (!t || t->table == m_focus || word < 0 || m_ev[i].last + 1 >= tokens.size())
            continue;
        const QString degree = tokens.at(word).lower;
        if (degree != QLatin1String("more") && degree != QLatin1String("fewer") && degree != QLatin1String("less"))
            continue;
        if (tokens.at(m_ev[i].last + 1).lower != QLatin1String("than"))
            continue;
        int avgEv = i + 1;
        if (m_ev[avgEv].tag(QStringLiteral("agg:")) != QLatin1String("agg:avg") || m_ev[avgEv].used
            || m_ev[avgEv].first > m_ev[i].last + 3)
            continue;
        const std::optional<Expr> counted = countPer(t->table);
        if (!counted)
            continue;
        compareWithAverageOfFigures(*counted, degree == QLatin1String("more") ? QStringLiteral(">") : QStringLiteral("<"));
        use(i, QStringLiteral("each %1 row's count of %2").arg(m_focus, t->table));
        use(avgEv, QStringLiteral("the average over every %1 row").arg(m_focus));
        m_explainedTokens << word << m_ev[i].last + 1;
        if (avgEv + 1 < count() && !m_ev[avgEv + 1].used && adjacent(avgEv, avgEv + 1))
            if (const LexEntry *again = m_ev[avgEv + 1].entry(LexEntry::Kind::Table); again && again->table == m_focus)
                use(avgEv + 1, QStringLiteral("said again"));
    }
}

} // namespace rac::semantic
