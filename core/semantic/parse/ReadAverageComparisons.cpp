// SPDX-License-Identifier: MIT
//
// Comparisons with an aggregate of rows: "products priced above the average unit price",
// "more than the highest unit price of category 'Confections'",
// "genres where the average track length is above the overall average", "customers whose total
// revenue is above the average customer revenue", "employees with more orders than the average".
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/SemanticModel.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

bool InterpretationBuilder::readComparisonWithAverage(int i, const QString &cmp)
{
    const Evidence &e = m_ev[i];
    // "more orders than the average", "above average": a comparison with an aggregate of all
    // rows, a subquery this reading does not build. Said so, rather than read as a ranking.
    // "above their category's average", "above their category average": the group's name
    // between, after "their" or "its" (in the possessive or as a noun before the average).
    const auto groupInPossessive = [this](int j) {
        const QString lead = m_ev[j].first > 0 ? m_read.tokens.at(m_ev[j].first - 1).lower : QString();
        return lead == QLatin1String("their") || lead == QLatin1String("its");
    };
    // The average: the next evidence or the one after a possessive group; "average" alone or a
    // measure that averages one column ("the average unit price").
    bool againstAverage = false;
    int avgEv = -1;
    std::optional<Expr> averaged;
    for (int j = i + 1; j < count() && j <= i + 2 && !againstAverage; ++j) {
        if (m_ev[j].used || !(adjacent(i, j) || (j == i + 2 && adjacent(i, i + 1) && adjacent(i + 1, j) && groupInPossessive(i + 1))))
            continue;
        averaged = averageMeasureAt(j);
        againstAverage = averaged || m_ev[j].tag(QStringLiteral("agg:")) == QLatin1String("agg:avg");
        if (againstAverage)
            avgEv = j;
    }
    if (averaged) {
        // The rows asked about compare their own column of that name ("products priced
        // above the average unit price" is the list price, not the order lines' price).
        const sql::Table *focus = m_focus.isEmpty() ? nullptr : m_lex.schema().table(m_focus);
        const sql::Column *own = focus ? focus->column(averaged->column) : nullptr;
        if (own)
            averaged = Expr::col(m_focus, own->name);
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
    // "categories with an average discount higher than the average discount of all order lines":
    // a measure that aggregates the column compared is each group's own figure (read as each
    // line's discount against the average, at 0.9).
    QString measureAggregate;
    for (int j = i - 1; j >= 0 && j >= i - 3 && !subject; --j) {
        const std::optional<Expr> m = m_ev[j].used ? std::nullopt : measureOf(j);
        QString op;
        const std::optional<Expr> column = m && m->isAggregate() ? aggregatedColumn(*m, &op) : std::nullopt;
        if (column && column->kind == Expr::Kind::Column && (!averaged || column->column == averaged->column)
            && (op == QLatin1String("AVG") || op == QLatin1String("MAX") || op == QLatin1String("MIN"))) {
            // (A total against one row's average compares unlike figures: not read here.)
            subject = column;
            subjectEv = j;
            measureAggregate = op;
        }
    }
    // "products priced above the average unit price": the averaged column is the one
    // compared; a word before that names a column of that name ("priced") says so again.
    if (averaged && (!subject || subject->column == averaged->column) && measureAggregate.isEmpty()) {
        subject = averaged;
        for (int j = i - 1; j >= 0 && j >= i - 2 && subjectEv < 0; --j) {
            const bool sameName = !m_ev[j].used && std::any_of(m_ev[j].entries.cbegin(), m_ev[j].entries.cend(), [&averaged](const LexEntry &c) {
                return c.kind == LexEntry::Kind::Column && c.column == averaged->column;
            });
            if (sameName && adjacent(j, i))
                subjectEv = j;
        }
    }
    // "tracks longer than the average track length": the column named only after "average".
    // The rows may be said again before it ("the average track length").
    int namedAfter = avgEv + 1;
    if (namedAfter + 1 < count() && tableEv(namedAfter) && m_ev[namedAfter].entry(LexEntry::Kind::Table)->table == m_focus
        && adjacent(namedAfter, namedAfter + 1))
        ++namedAfter;
    if (!subject && !averaged && namedAfter < count() && adjacent(namedAfter - 1, namedAfter) && !m_ev[namedAfter].used) {
        const std::optional<Expr> m = measureOf(namedAfter);
        if (m && m->kind == Expr::Kind::Column && m->table == m_focus && m_lex.kindOf(m->table, m->column) == ColumnKind::Number) {
            subject = m;
            for (int k = avgEv + 1; k <= namedAfter; ++k)
                use(k, QStringLiteral("the averaged column"));
        }
    }
    if (!subject) {
        // "customers whose total revenue is above the average (customer revenue)": each
        // row's own figure against the average of every row's.
        int figureEv = -1;
        if (const std::optional<Expr> figure = averaged ? std::nullopt : perRowFigureBefore(i, figureEv)) {
            const QString op = cmp.mid(4) == QLatin1String("between") ? QStringLiteral(">") : cmp.mid(4);
            compareWithAverageOfFigures(*figure, op, avgEv);
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
    // "genres where the average track length is above the overall average": each group's
    // own average (of rows below the focus) against the average of all rows.
    // ("product lines whose maximum buy price is below the average": each group's own highest;
    // read as a ranking, the first line by its highest price came back, at 0.75.)
    int ownAverage = -1;
    QString ownAggregate;
    for (int k = subjectEv - 1; k >= 0 && k >= subjectEv - 2 && ownAverage < 0; --k) {
        if (m_ev[k].used || !adjacent(k, k + 1))
            break;
        const QString agg = m_ev[k].tag(QStringLiteral("agg:"));
        const QString sup = m_ev[k].tag(QStringLiteral("sup:"));
        if (agg == QLatin1String("agg:avg") || agg == QLatin1String("agg:max") || agg == QLatin1String("agg:min") || agg == QLatin1String("agg:sum")) {
            ownAverage = k;
            ownAggregate = agg.mid(4).toUpper();
        } else if (sup.endsWith(QLatin1String("high")) || sup.endsWith(QLatin1String("low"))) {
            ownAverage = k;
            ownAggregate = sup.endsWith(QLatin1String("high")) ? QStringLiteral("MAX") : QStringLiteral("MIN");
        } else if (!tableEv(k)) {
            break;
        }
    }
    if (ownAverage < 0 && !measureAggregate.isEmpty())
        ownAggregate = measureAggregate;
    const bool groupsCompared = (ownAverage >= 0 || !measureAggregate.isEmpty()) && subject->kind == Expr::Kind::Column
        && subject->table != m_focus && !m_focus.isEmpty();
    Condition c;
    c.lhs = *subject;
    c.op = cmp.mid(4) == QLatin1String("between") ? QStringLiteral(">") : cmp.mid(4);
    c.rhs = Expr::subquery(averageOfColumn(*subject, avgEv, !groupsCompared));
    if (groupsCompared) {
        c.lhs = Expr::agg(ownAggregate, {*subject});
        m_q.having.push_back(c);
        if (ownAverage >= 0)
            use(ownAverage, QStringLiteral("each %1 row's own %2").arg(m_focus, ownAggregate.toLower()));
    } else {
        addCondition(c);
    }
    use(subjectEv, QStringLiteral("compared"));
    use(i, c.op);
    return true;
}

bool InterpretationBuilder::readComparisonWithExtreme(int i, const QString &cmp)
{
    // "products whose unit price is more than the highest unit price of category 'Confections'":
    // a column compared with its greatest (or least) value over rows the question names. It was
    // read as a ranking of those rows (the 13 Confections, at 0.75), the comparison lost.
    const QString op = cmp.mid(4);
    if (op != QLatin1String(">") && op != QLatin1String("<") && op != QLatin1String(">=") && op != QLatin1String("<="))
        return false;
    const int extreme = i + 1, colEv = i + 2;
    if (colEv >= count() || m_ev[extreme].used || m_ev[colEv].used || !adjacent(i, extreme) || !adjacent(extreme, colEv))
        return false;
    const QString agg = m_ev[extreme].tag(QStringLiteral("agg:"));
    if (agg != QLatin1String("agg:max") && agg != QLatin1String("agg:min"))
        return false;
    std::optional<Expr> column = measureOf(colEv);
    if (!column || column->kind != Expr::Kind::Column || m_lex.kindOf(column->table, column->column) != ColumnKind::Number)
        return false;
    // The rows asked about compare their own column of that name.
    if (const sql::Table *focus = m_focus.isEmpty() ? nullptr : m_lex.schema().table(m_focus); focus && focus->column(column->column))
        column = Expr::col(m_focus, column->column);
    auto sub = std::make_shared<Query>();
    sub->baseTable = column->table;
    sub->ownTables = true;
    sub->select.push_back({Expr::agg(agg == QLatin1String("agg:max") ? QStringLiteral("MAX") : QStringLiteral("MIN"), {*column}), QString()});
    use(extreme, QStringLiteral("the %1 of %2.%3").arg(agg.mid(4), column->table, column->column));
    use(colEv, QStringLiteral("the column compared with"));
    if (!scopeByNamedValue(*sub, column->table, colEv))
        m_out.notes << QStringLiteral("the %1 is over all %2 rows").arg(agg.mid(4), column->table);
    // The same column named before the comparison ("whose unit price is more than ...").
    for (int k = i - 1; k >= 0 && k >= i - 3; --k) {
        const std::optional<Expr> m = m_ev[k].used ? std::nullopt : measureOf(k);
        if (m && m->kind == Expr::Kind::Column && m->column == column->column) {
            use(k, QStringLiteral("compared"));
            break;
        }
    }
    Condition c;
    c.lhs = *column;
    c.op = op;
    c.rhs = Expr::subquery(sub);
    addCondition(c);
    use(i, op);
    return true;
}

std::shared_ptr<Query> InterpretationBuilder::averageOfColumn(const Expr &subject, int avgEv, bool scoped)
{
    auto average = std::make_shared<Query>();
    average->baseTable = subject.table;
    average->ownTables = true;
    // Rounded as ORDER BY rounds: the average of prices that are all 0.99 is 0.98999999999994,
    // and every one of them came out "above the average" (564 tracks for 0, at 0.9).
    Expr rounded = Expr::unary(Expr::Kind::Round, Expr::agg(QStringLiteral("AVG"), {subject}));
    rounded.number = 9;
    average->select.push_back({rounded, QString()});
    use(avgEv, QStringLiteral("the average of every %1 row").arg(subject.table));
    // "... above the average unit price": the column said again after "average".
    if (avgEv + 1 < count() && adjacent(avgEv, avgEv + 1) && !m_ev[avgEv + 1].used) {
        const std::optional<Expr> again = measureOf(avgEv + 1);
        if (again && again->kind == Expr::Kind::Column && again->column == subject.column)
            use(avgEv + 1, QStringLiteral("the compared column again"));
    }
    // "... in their category", "their category's average": the average over the rows of the
    // same group as each row.
    if (scoped && subject.kind == Expr::Kind::Column)
        readAverageScope(*average, subject.table, avgEv);
    if (average->correlate.empty() && average->where.empty())
        m_out.notes << QStringLiteral("the average is over all %1 rows").arg(subject.table);
    return average;
}

std::optional<Expr> InterpretationBuilder::averageMeasureAt(int ev) const
{
    // "the average unit price": a measure of the model that averages one column.
    const LexEntry *named = m_model ? m_ev[ev].entry(LexEntry::Kind::Measure) : nullptr;
    const Measure *measure = named ? m_model->measure(named->measureId) : nullptr;
    QString op;
    const std::optional<Expr> over = measure ? aggregatedColumn(Expr::templ(measure->expr), &op) : std::nullopt;
    return over && op == QLatin1String("AVG") ? over : std::nullopt;
}

bool InterpretationBuilder::readComparativeWithAverage(int col, int avgEv, const QString &op)
{
    // "products with a higher unit price than the average (unit price)": the column between the
    // comparative and "than", of the rows asked about.
    if (m_ev[avgEv].used)
        return false;
    const std::optional<Expr> averaged = averageMeasureAt(avgEv);
    if (!averaged && m_ev[avgEv].tag(QStringLiteral("agg:")) != QLatin1String("agg:avg"))
        return false;
    const std::optional<Expr> subject = measureOf(col);
    if (!subject || subject->kind != Expr::Kind::Column || m_lex.kindOf(subject->table, subject->column) != ColumnKind::Number
        || (averaged && averaged->column != subject->column))
        return false;
    Condition c;
    c.lhs = *subject;
    c.op = op;
    c.rhs = Expr::subquery(averageOfColumn(*subject, avgEv, true));
    addCondition(c);
    use(col, QStringLiteral("compared with an average"));
    return true;
}

std::optional<QString> InterpretationBuilder::groupColumnNamedBy(int j, const QString &table) const
{
    // A table the rows point at ("category": Products.CategoryID) or a column of their own
    // ("country"), which rows share.
    for (const LexEntry &entry : m_ev[j].entries) {
        if (entry.kind == LexEntry::Kind::Table && entry.table != table)
            for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(table))
                if (fk.toTable == entry.table && fk.fromColumns.size() == 1)
                    return fk.fromColumns.first();
    }
    for (const LexEntry &entry : m_ev[j].entries)
        if (entry.kind == LexEntry::Kind::Column && entry.table == table && m_lex.kindOf(table, entry.column) != ColumnKind::Number)
            return entry.column;
    return std::nullopt;
}

void InterpretationBuilder::readAverageScope(Query &average, const QString &table, int avgEv)
{
    // Words that only lead to the group: "in their", "of products in the same", "for its".
    const auto filler = [this](int token) {
        const QString &w = m_read.tokens.at(token).lower;
        return w == QLatin1String("same") || w == QLatin1String("own") || m_read.tokens.at(token).functionWord
            || Vocabulary::builtIn().isFunctionWord(w);
    };
    const auto possessiveTo = [this](int ev) { return m_read.tokens.at(m_ev[ev].last).possessive; };
    // After: the first evidence past the average (and the column said again), past words that
    // only lead to the group ("in their", "of products in the same").
    const auto onlyFiller = [this, &filler](int ev) {
        for (int t = m_ev[ev].first; t <= m_ev[ev].last; ++t)
            if (!filler(t))
                return false;
        return true;
    };
    int scopeEv = -1;
    int again = -1;   // the rows averaged, said again ("of products")
    int k = avgEv + 1;
    for (; k < count(); ++k) {
        if (m_ev[k].used || onlyFiller(k))
            continue;
        if (const LexEntry *t = m_ev[k].entry(LexEntry::Kind::Table); t && t->table == table && again < 0) {
            again = k;
            continue;
        }
        break;
    }
    // Every word between is filler or read already; one of them ties the group to each row
    // ("their", "its", "the same"), else "above the average price in Beverages" would read a
    // condition as a scope.
    bool reached = k < count();
    bool tied = false;
    for (int t = m_ev[avgEv].last + 1; reached && t < m_ev[k].first; ++t) {
        const bool inAgain = again >= 0 && t >= m_ev[again].first && t <= m_ev[again].last;
        const QString &w = m_read.tokens.at(t).lower;
        reached = inAgain || filler(t) || std::any_of(m_ev.cbegin() + avgEv + 1, m_ev.cbegin() + k, [t](const Evidence &e) {
            return e.used && t >= e.first && t <= e.last;
        });
        tied |= w == QLatin1String("their") || w == QLatin1String("its") || w == QLatin1String("same") || w == QLatin1String("own");
    }
    if (reached && tied && groupColumnNamedBy(k, table))
        scopeEv = k;
    if (scopeEv < 0 && !tied && scopeByNamedValue(average, table, avgEv))
        return;
    // Before: "their category's average unit price", "their category average".
    if (scopeEv < 0 && avgEv > 0 && !m_ev[avgEv - 1].used && adjacent(avgEv - 1, avgEv)
        && (possessiveTo(avgEv - 1) || m_ev[avgEv - 1].last + 1 == m_ev[avgEv].first) && m_ev[avgEv - 1].first > 0) {
        const QString &lead = m_read.tokens.at(m_ev[avgEv - 1].first - 1).lower;
        if ((lead == QLatin1String("their") || lead == QLatin1String("its")) && groupColumnNamedBy(avgEv - 1, table))
            scopeEv = avgEv - 1;
    }
    if (scopeEv < 0)
        return;
    if (scopeEv == k && again >= 0)
        use(again, QStringLiteral("the rows averaged, said again"));
    for (int t = m_ev[avgEv].last + 1; scopeEv == k && t < m_ev[k].first; ++t)
        m_explainedTokens << t;   // "the same", "their own"
    const QString column = *groupColumnNamedBy(scopeEv, table);
    average.correlate.push_back({table, column, table, column});
    use(scopeEv, QStringLiteral("the average over the %1 rows with the same %2").arg(table, column));
    m_out.notes << QStringLiteral("each row against the average of the %1 rows with its %2").arg(table, column);
}

bool InterpretationBuilder::scopeByNamedValue(Query &sub, const QString &table, int after)
{
    // "above the average price of the Seafood category", "more than the highest price of category
    // 'Confections'", "of Seafood products": a stored name said after "of" names the rows the
    // aggregate is over (the Seafood rows had been kept among the rows compared, against the
    // average of all). After "in" ("the average price in Beverages") it may instead place the rows
    // compared: left to the conditions, and not certain.
    // Past what the aggregate's own phrase used (the column said again) and the rows said again.
    int k = after + 1;
    int again = -1;   // the rows aggregated, said again ("of Seafood products")
    while (k < count() && adjacent(k - 1, k)) {
        const LexEntry *t = m_ev[k].entry(LexEntry::Kind::Table);
        if (m_ev[k].used || (t && t->table == table && again < 0 && !m_ev[k].entry(LexEntry::Kind::Value))) {
            if (!m_ev[k].used)
                again = k;
            ++k;
            continue;
        }
        break;
    }
    if (k >= count() || m_ev[k].used || !adjacent(k - 1, k))
        return false;
    // The first table word after the value may name its table ("the Seafood category"), or a
    // table word before it does ("category 'Confections'").
    const auto valueOf = [this, &table](int ev) -> const LexEntry * {
        for (const LexEntry &v : m_ev[ev].entries)
            if (v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && v.sourceChunk.isEmpty()
                && (v.table == table || !m_lex.schema().joinPath(table, v.table).isEmpty()))
                return &v;
        return nullptr;
    };
    int lead = m_ev[k].first - 1;
    while (lead > m_ev[after].last && m_read.tokens.at(lead).lower == QLatin1String("the"))
        --lead;
    const QString &preposition = m_read.tokens.at(lead).lower;
    // "the average salary of department 4", "in department 5": a row named by its key, the rows
    // aggregated those of that row (the employees of department 4 had been compared with the
    // average of all, at 0.9).
    if (tableEv(k) && k + 1 < count() && m_ev[k + 1].kind == EvKind::Number && m_ev[k + 1].first == m_ev[k].last + 1 && !m_ev[k + 1].used
        && (preposition == QLatin1String("of") || preposition == QLatin1String("in"))) {
        const QString keyed = m_ev[k].entry(LexEntry::Kind::Table)->table;
        const sql::Table *t = m_lex.schema().table(keyed);
        if (t && t->primaryKey().size() == 1 && (keyed == table || !m_lex.schema().joinPath(table, keyed).isEmpty())) {
            Condition is;
            is.lhs = Expr::col(keyed, t->primaryKey().first());
            is.op = QStringLiteral("=");
            is.rhs = Expr::num(m_ev[k + 1].number);
            sub.where.push_back(is);
            if (keyed != table)
                sub.extraTables << keyed;
            const QString over = QStringLiteral("over the %1 rows of %2 %3").arg(table, keyed).arg(m_ev[k + 1].number);
            use(k, over);
            use(k + 1, QStringLiteral("the key of that %1 row").arg(keyed));
            if (again >= 0)
                use(again, QStringLiteral("the rows aggregated, said again"));
            m_out.notes << QStringLiteral("the figure compared with is %1").arg(over);
            return true;
        }
    }
    int valueEv = k;
    int tableWord = -1;
    if (!valueOf(k) && k + 1 < count() && tableEv(k) && adjacent(k, k + 1) && valueOf(k + 1) && namesTable(k, valueOf(k + 1)->table)) {
        tableWord = k;
        valueEv = k + 1;
    }
    const LexEntry *value = valueOf(valueEv);
    if (!value)
        return false;
    if (preposition != QLatin1String("of")) {
        if (preposition == QLatin1String("in"))
            m_out.ambiguous = true;
        return false;
    }
    Condition in;
    in.kind = Condition::Kind::In;
    in.lhs = Expr::col(value->table, value->column);
    in.list = {Expr::str(value->value)};
    sub.where.push_back(in);
    if (value->table != table)
        sub.extraTables << value->table;
    const QString over = QStringLiteral("over the %1 rows with %2.%3 = '%4'").arg(table, value->table, value->column, value->value);
    use(valueEv, over);
    if (again >= 0)
        use(again, QStringLiteral("the rows aggregated, said again"));
    if (tableWord >= 0)
        use(tableWord, QStringLiteral("the table of %1").arg(value->value));
    else if (valueEv + 1 < count() && adjacent(valueEv, valueEv + 1) && namesTable(valueEv + 1, value->table))
        use(valueEv + 1, QStringLiteral("the table of %1").arg(value->value));
    m_out.notes << QStringLiteral("the figure compared with is %1").arg(over);
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

void InterpretationBuilder::compareWithAverageOfFigures(const Expr &figure, const QString &op, int avgEv)
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
    // "customers whose spend is above their country's average": the average over the rows of
    // the same group (it was the average of all, at 0.75).
    if (avgEv >= 0)
        readAverageScope(*average, m_focus, avgEv);
    Condition c;
    c.lhs = figure;
    c.op = op;
    c.rhs = Expr::subquery(average);
    addCondition(c);
    if (average->correlate.empty())
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
        // ("at least as many albums as Queen": "as many ... as", bounded by what comes before.)
        const bool asMany = degree == QLatin1String("many") && word >= 1 && tokens.at(word - 1).lower == QLatin1String("as")
            && tokens.at(m_ev[i].last + 1).lower == QLatin1String("as");
        if (degree != QLatin1String("more") && degree != QLatin1String("fewer") && degree != QLatin1String("less") && !asMany)
            continue;
        if (!asMany && tokens.at(m_ev[i].last + 1).lower != QLatin1String("than"))
            continue;
        int boundEv = -1;   // "at least", "at most" before "as many"
        QString op = degree == QLatin1String("more") ? QStringLiteral(">") : QStringLiteral("<");
        if (asMany) {
            op = QStringLiteral("=");
            for (int k = 0; k < i; ++k)
                if (m_ev[k].last + 1 == word - 1 && !m_ev[k].used && m_ev[k].hasTag(QStringLiteral("cmp:"))) {
                    const QString bound = m_ev[k].tag(QStringLiteral("cmp:")).mid(4);
                    if (bound == QLatin1String(">=") || bound == QLatin1String("<=")) {
                        op = bound;
                        boundEv = k;
                    }
                }
        }
        int avgEv = i + 1;
        // (The "as" after the rows may be read as a word of its own.)
        const int asEv = asMany && avgEv < count() && m_ev[avgEv].first == m_ev[i].last + 1 ? avgEv : -1;
        if (asEv >= 0)
            ++avgEv;
        if (avgEv >= count())
            continue;
        const std::optional<Expr> counted = countPer(t->table);
        // "shippers that carried more orders than Federal Shipping": each row's count against
        // the named row's.
        int last = -1;
        // ("more orders than the number handled by Nancy Davolio": the figure said again first.)
        const int restatedRow = asMany ? -1 : rowAfterFigureRestated(m_ev[i].last + 2);
        // ("than the artist Aerosmith", "than the Jazz genre": the row's own table named beside it.)
        const auto focusNoun = [this](int k) {
            const LexEntry *noun = k >= 0 && k < count() && !m_ev[k].used ? m_ev[k].entry(LexEntry::Kind::Table) : nullptr;
            return noun && noun->table == m_focus;
        };
        const bool theBefore = m_ev[avgEv].first == m_ev[i].last + 3 && tokens.at(m_ev[i].last + 2).lower == QLatin1String("the");
        const int nounBefore = restatedRow < 0 && theBefore && focusNoun(avgEv) && avgEv + 1 < count() && adjacent(avgEv, avgEv + 1) ? avgEv : -1;
        const int rowAt = restatedRow >= 0 ? restatedRow : nounBefore >= 0 ? avgEv + 1 : avgEv;
        const bool rowNext = m_ev[avgEv].first == m_ev[i].last + 2 || nounBefore >= 0 || (theBefore && !tableEv(avgEv));
        std::vector<Condition> named = counted && (rowNext || restatedRow >= 0) ? namedRow(rowAt, last) : std::vector<Condition>();
        const int nounAfter = !named.empty() && nounBefore < 0 && restatedRow < 0 && tableNamedRightAfter(last, m_focus) ? last + 1 : -1;
        if (theBefore && restatedRow < 0 && nounBefore < 0 && nounAfter < 0)
            named.clear();   // ("than the others": no row named)
        if (!named.empty() && named.front().lhs.table == m_focus) {
            auto other = std::make_shared<Query>();
            other->baseTable = m_focus;
            other->ownTables = true;
            other->select.push_back({*counted, QString()});
            other->where = named;
            Condition c;
            c.lhs = *counted;
            c.op = op;
            c.rhs = Expr::subquery(other);
            addCondition(c);
            use(i, QStringLiteral("each %1 row's count of %2").arg(m_focus, t->table));
            if (restatedRow >= 0)
                useWordsBeforeRow(m_ev[i].last + 2, restatedRow);
            for (int k = rowAt; k <= last; ++k)
                use(k, QStringLiteral("the row compared with"));
            for (const int noun : {nounBefore, nounAfter})
                if (noun >= 0)
                    use(noun, QStringLiteral("the table of the row compared with"));
            if (theBefore)
                m_explainedTokens << m_ev[i].last + 2;
            m_explainedTokens << word << m_ev[i].last + 1;
            if (asMany)
                m_explainedTokens << word - 1;
            if (asEv >= 0)
                use(asEv, QStringLiteral("as"));
            if (boundEv >= 0)
                use(boundEv, op);
            m_out.notes << QStringLiteral("each %1 row's count of %2 against the named row's").arg(m_focus, t->table);
            continue;
        }
        if (m_ev[avgEv].tag(QStringLiteral("agg:")) != QLatin1String("agg:avg") || m_ev[avgEv].used
            || m_ev[avgEv].first > m_ev[i].last + 3)
            continue;
        if (!counted)
            continue;
        if (asMany)
            continue;   // (as many as the average: not read)
        compareWithAverageOfFigures(*counted, op, avgEv);
        use(i, QStringLiteral("each %1 row's count of %2").arg(m_focus, t->table));
        use(avgEv, QStringLiteral("the average over every %1 row").arg(m_focus));
        m_explainedTokens << word << m_ev[i].last + 1;
        if (avgEv + 1 < count() && !m_ev[avgEv + 1].used && adjacent(avgEv, avgEv + 1))
            if (const LexEntry *again = m_ev[avgEv + 1].entry(LexEntry::Kind::Table); again && again->table == m_focus)
                use(avgEv + 1, QStringLiteral("said again"));
    }
}

} // namespace rac::semantic
