// SPDX-License-Identifier: MIT
//
// The passes that make rows into figures: aggregates ("average price", "how many"), the
// ranking words read with them ("the 5 most expensive", "top 3 customers by revenue"), shares
// of rows, days between dates, and conditions on each row's own total. Grouping is in
// ReadGrouping.cpp; the forms a ranking takes are in ReadRankings.cpp.
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace rac::semantic {

namespace {

// The named row's or group's own total a condition is bound by ("greater than that of Beverages"):
// a subquery of the same figure, which the conditions on the rows added up bind too.
Query *namedTotalOf(const Condition &c)
{
    return c.rhs.kind == Expr::Kind::Subquery && c.rhs.sub && c.rhs.sub->select.size() == 1 && sameFigure(c.rhs.sub->select.front().expr, c.lhs)
        ? c.rhs.sub.get()
        : nullptr;
}

} // namespace

bool InterpretationBuilder::extremePerGroupSaid(int i) const
{
    // A number or date column right after the superlative ("highest credit limit")...
    const LexEntry *c = i + 1 < count() && adjacent(i, i + 1) && !tableEv(i + 1) ? pickColumn(i + 1) : nullptr;
    if (!c || (m_lex.kindOf(c->table, c->column) != ColumnKind::Number && m_lex.kindOf(c->table, c->column) != ColumnKind::Date))
        return false;
    // (Nor a column whose own name opens with an extreme: "the maximum and minimum salary" read
    // the jobs' min_salary and took its maximum, at 0.9.)
    if (Vocabulary::builtIn().phrases().value(stemPhrase(m_read.tokens.at(m_ev[i + 1].first).lower)).join(QLatin1Char(' ')).contains(QLatin1String("sup:")))
        return false;
    // (Not said of rows: "the highest-priced product in each category" is a row of each.)
    if (i + 2 < count() && adjacent(i + 1, i + 2) && tableEv(i + 2))
        return false;
    // (Nor of rows named just before it: "the employee with the highest salary in each department".)
    if (i > 0 && tableEv(i - 1) && m_ev[i - 1].last + 1 < m_ev[i].first) {
        static const QStringList linking{QStringLiteral("with"), QStringLiteral("the"), QStringLiteral("having"), QStringLiteral("has"),
                                         QStringLiteral("have"), QStringLiteral("that"), QStringLiteral("who"), QStringLiteral("which")};
        bool linked = true;
        for (int t = m_ev[i - 1].last + 1; t < m_ev[i].first; ++t)
            linked &= linking.contains(m_read.tokens.at(t).lower);
        if (linked)
            return false;
    }
    // ... the groups said after it ("per", "for each", "in every") ...
    bool perAfter = false;
    for (int t = m_ev[i + 1].last + 1; t < m_read.tokens.size() && !perAfter; ++t) {
        const QString &w = m_read.tokens.at(t).lower;
        perAfter = w == QLatin1String("per") || w == QLatin1String("each") || w == QLatin1String("every");
    }
    // ... or in a lead clause before it ("For each job, what is the highest salary?") ...
    int leadEnd = -1;
    for (int t = 0; t + 1 < m_ev[i].first && leadEnd < 0 && !perAfter; ++t) {
        const QString &w = m_read.tokens.at(t).lower;
        if (w != QLatin1String("per") && w != QLatin1String("each") && w != QLatin1String("every"))
            continue;
        for (int u = t + 1; u < m_ev[i].first && leadEnd < 0; ++u)
            if (m_read.gapBetween(u - 1, u).contains(QLatin1Char(',')))
                leadEnd = u;
    }
    const bool perBefore = leadEnd >= 0;
    // ... and no group asked for before it ("which country has the highest ... per customer").
    // ("What is the highest freight per ship country?" asks for the figures.)
    for (int t = std::max(leadEnd, 0); t < m_ev[i].first; ++t) {
        const QString &w = m_read.tokens.at(t).lower;
        if ((w == QLatin1String("which") || w == QLatin1String("what") || w == QLatin1String("who"))
            && !Vocabulary::builtIn().isGrammarWord("be_forms", m_read.tokens.value(t + 1).lower))
            return false;
    }
    return perAfter || perBefore;
}

const LexEntry *InterpretationBuilder::valueNamingRows(int i, QString &rows) const
{
    const Evidence &e = m_ev[i];
    const LexEntry *value = nullptr;
    for (const LexEntry &v : e.entries) {
        if (v.kind == LexEntry::Kind::Table || v.kind == LexEntry::Kind::Column || v.kind == LexEntry::Kind::Measure)
            return nullptr;
        if (v.kind != LexEntry::Kind::Value || v.wholeDepth != 0 || !v.sourceChunk.isEmpty())
            continue;
        if (value && (value->table != v.table || value->column != v.column || value->value.compare(v.value, Qt::CaseInsensitive) != 0))
            return nullptr;
        value = &v;
    }
    if (!value || m_lex.kindOf(value->table, value->column) != ColumnKind::Text)
        return nullptr;
    // ("How many Beverages products": the value then qualifies the rows named after it.)
    if (i + 1 < count() && adjacent(i, i + 1) && m_ev[i + 1].entry(LexEntry::Kind::Table))
        return nullptr;
    if (m_lex.displayColumns(value->table).contains(value->column)) {
        // "How many beverages are there?": a category's name said as its members, the rows of the
        // one table that points at it; with several such tables which rows are meant is unsaid.
        QStringList pointing;
        for (const sql::ForeignKey &fk : m_lex.schema().keysTo(value->table))
            if (fk.fromTable != value->table && !pointing.contains(fk.fromTable))
                pointing << fk.fromTable;
        if (pointing.size() != 1)
            return nullptr;
        rows = pointing.first();
        return value;
    }
    const QString said = m_read.tokens.at(e.last).lower;
    const QString stored = value->value.section(QLatin1Char(' '), -1).toLower();
    // (In the plural: a regular one, or one WordNet lists, "salesmen" for SALESMAN.)
    const bool irregular = said != stored && LexicalResources::instance().nounBase(said) == stored;
    if (!irregular && (said == stored || !said.endsWith(QLatin1Char('s')) || !said.startsWith(stored.left(std::max(1, int(stored.size()) - 1)))))
        return nullptr;
    rows = value->table;
    return value;
}

void InterpretationBuilder::readAggregatesAndRanking()
{
    for (int i = 0; i < count(); ++i) {
        Evidence &e = m_ev[i];
        if (e.used)
            continue;
        if (e.hasTag(QStringLiteral("distinct"))) {
            m_distinct = true;
            use(i, QStringLiteral("distinct"));
            continue;
        }
        QString agg = e.tag(QStringLiteral("agg:"));
        // "Count the tracks, counting only those with ...": a count word said again before the
        // rows' condition restates the count (the lengths of the tracks were added up, at 0.9).
        // "The smallest salary, counting only salaries above 1000": with another figure asked
        // for, "counting only" says which rows it is taken over (a sum was given, at 0.9).
        if (agg == QLatin1String("agg:count")) {
            const QString after = m_read.tokens.value(e.last + 1).lower;
            const bool restricts = after == QLatin1String("only") || after == QLatin1String("those") || after == QLatin1String("just");
            const bool countedBefore = std::any_of(m_ev.cbegin(), m_ev.cbegin() + i, [](const Evidence &x) {
                return x.tag(QStringLiteral("agg:")) == QLatin1String("agg:count");
            });
            const bool otherFigure = std::any_of(m_ev.cbegin(), m_ev.cend(), [&e](const Evidence &x) {
                return &x != &e && (!x.tag(QStringLiteral("agg:")).isEmpty() || !x.tag(QStringLiteral("sup:")).isEmpty() || x.entry(LexEntry::Kind::Measure));
            });
            if (restricts && (countedBefore || otherFigure)) {
                use(i, countedBefore ? QStringLiteral("the count said again") : QStringLiteral("the rows the figure is taken over"));
                continue;
            }
        }
        // "the average total quantity per order": each group's total, averaged over the groups;
        // the word of the total is the average's (both read apart, the total alone came back).
        if (agg == QLatin1String("agg:avg") && !m_groupTargets.empty() && i + 1 < count() && !m_ev[i + 1].used && adjacent(i, i + 1)
            && m_ev[i + 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:sum"))
            use(i + 1, QStringLiteral("each group's total, averaged"));
        // "the total of quantity times unit price": the word of the sum holds the product the
        // question spells out (ReadDefinitions); its first factor is no column to add up alone.
        if (!agg.isEmpty() && m_definedAt.contains(i))
            continue;
        QString sup = e.tag(QStringLiteral("sup:"));
        const QString attr = e.tag(QStringLiteral("attr:"));
        const QString firstLast = e.tag(QStringLiteral("firstlast:"));
        // "maximum, minimum and average price per category": a superlative listed with other
        // aggregate words is one more figure of the column, not a ranking of the groups (the
        // first category by average was kept, at 0.75).
        if (!sup.isEmpty() && listedWithAggregates(i))
            continue;
        // "top 5", "5 most", "the three cheapest"; "the top 70%" is a share of the rows, no count.
        int limitEv = -1;
        if (i + 1 < count() && m_ev[i + 1].kind == EvKind::Number && !m_ev[i + 1].used && adjacent(i, i + 1) && !sup.isEmpty())
            limitEv = i + 1;
        else if (i > 0 && m_ev[i - 1].kind == EvKind::Number && !m_ev[i - 1].used && adjacent(i - 1, i) && (!sup.isEmpty() || attr.endsWith(QLatin1String("high")) || attr.endsWith(QLatin1String("low"))))
            limitEv = i - 1;
        if (limitEv >= 0 && isPercentNumber(limitEv))
            limitEv = -1;
        // "the highest credit limit per country", "the earliest hire date for each job": a
        // superlative of a column with the groups said after it, and no group asked for with
        // "which", is each group's extreme (the one country with the highest came back, at 0.75).
        if (!sup.isEmpty() && limitEv < 0 && !m_groupTargets.empty() && extremePerGroupSaid(i)) {
            agg = sup.endsWith(QLatin1String("high")) ? QStringLiteral("agg:max") : QStringLiteral("agg:min");
            sup.clear();
        }
        // The thing aggregated or ranked: the next measure-like evidence (skipping function words and the number).
        int target = -1;
        const LexEntry *countedByValue = nullptr;
        QString countedRows;
        int countedAt = -1;
        // "How many times has sailor Dustin reserved a boat?": the times are the rows the verb
        // names (its reservations), whatever is named between.
        if (agg == QLatin1String("agg:count") && m_read.tokens.value(e.last + 1).lower == QLatin1String("times"))
            if (const int verb = rowsOfVerbAfter(i); verb >= 0) {
                target = verb;
                const QString rows = m_ev[verb].entry(LexEntry::Kind::Table)->table;
                explainToken(e.last + 1, QStringLiteral("times: the %1 rows").arg(rows));
                // ("reserved a boat": each reservation is of some boat; the words add nothing.)
                if (const int object = verb + 1; object < count() && tableEv(object) && !m_ev[object].used
                    && belongsTo(rows, m_ev[object].entry(LexEntry::Kind::Table)->table)
                    && m_read.onlyDeterminersBetween(m_ev[verb].last + 1, m_ev[object].first)
                    && m_ev[object].first > m_ev[verb].last + 1
                    && (object + 1 >= count() || m_read.punctuationBetween(m_ev[object].last, m_ev[object + 1].first)))
                    use(object, QStringLiteral("some %1 row, as every %2 row has").arg(m_ev[object].entry(LexEntry::Kind::Table)->table, rows));
            }
        for (int j = i + 1; j < count() && j <= i + 3 && target < 0; ++j) {
            if (j == limitEv)
                continue;
            // ("The 3 orders with the highest value [order id, value]": the columns a square bracket
            // after the word lists are no measure of it; the orders were ranked by their ids, at 0.9.
            // A round one may restate the measure: "order the most (number of orders per country)".)
            if (m_read.gapBetween(m_ev[j - 1].last, m_ev[j].first).contains(QLatin1Char('[')))
                break;
            // ("(employee id and count, by employee id)": a comma right after the word ends what it
            // counts; the employee ids were counted, 1 each, at 0.9.)
            // (Only the noun closing a list of fields before ", by": "Count, please, the orders" counts them.)
            if (j == i + 1 && agg == QLatin1String("agg:count") && m_read.gapBetween(e.last, m_ev[j].first).contains(QLatin1Char(','))
                && e.first > 0 && (m_read.tokens.at(e.first - 1).lower == QLatin1String("and") || m_read.gapBetween(e.first - 1, e.first).contains(QLatin1Char(',')))
                && m_read.tokens.value(e.last + 1).lower == QLatin1String("by"))
                break;
            // (The value is read as the rows' condition before: "clerks" is JOB = 'CLERK'.)
            if (agg == QLatin1String("agg:count") && (countedByValue = valueNamingRows(j, countedRows))) {
                countedAt = j;
                break;
            }
            if (m_ev[j].used && !tableEv(j) && !columnOf(j))
                continue;
            // "How many rows are in the Orders table?": words of place with nothing to act on lead
            // to the rows counted.
            bool grammarOnly = m_ev[j].entries.isEmpty() && m_ev[j].kind == EvKind::Vocab && !m_ev[j].hasTag(QStringLiteral("agg:"))
                && !m_ev[j].hasTag(QStringLiteral("cmp:")) && !m_ev[j].hasTag(QStringLiteral("neg")) && !m_ev[j].hasTag(QStringLiteral("sup:"))
                && !m_ev[j].hasTag(QStringLiteral("part:")) && !m_ev[j].hasTag(QStringLiteral("distinct"));
            for (int t = m_ev[j].first; grammarOnly && t <= m_ev[j].last; ++t)
                grammarOnly = Vocabulary::builtIn().isFunctionWord(m_read.tokens.at(t).lower);
            if (grammarOnly && j + 1 < count() && tableEv(j + 1))
                continue;
            // "how many discontinued products": a flag said as an adjective of the rows counted;
            // so is a column's participle ("how many discounted order lines", read as a condition
            // already; "how many discounted products", whose discounts are not theirs to add up).
            const auto participle = [this](int ev) {
                const QString &w = m_read.tokens.at(m_ev[ev].first).lower;
                return m_ev[ev].first == m_ev[ev].last && w.endsWith(QLatin1String("ed")) && LexicalResources::instance().isInflectedVerb(w);
            };
            if (const LexEntry *flag = tableEv(j) ? nullptr : columnOf(j);
                flag && j + 1 < count() && adjacent(j, j + 1)
                && (((m_lex.kindOf(flag->table, flag->column) == ColumnKind::Flag || m_ev[j].used) && namesTable(j + 1, flag->table))
                    || (m_lex.kindOf(flag->table, flag->column) == ColumnKind::Flag && valuesOfColumnOf(j + 1, flag->table)
                        && !m_read.punctuationBetween(m_ev[j].last, m_ev[j + 1].first))
                    || (participle(j) && tableEv(j + 1) && agg == QLatin1String("agg:count"))))
                continue;
            // "the highest average product price": a table word just before a number column of its
            // own names whose column it is; the column is what is ranked or aggregated.
            if (tableEv(j) && (!agg.isEmpty() || !sup.isEmpty()) && !m_ev[j].used && j + 1 < count() && adjacent(j, j + 1)
                && !m_ev[j + 1].used) {
                const std::optional<Expr> own = measureOf(j + 1);
                if (own && own->kind == Expr::Kind::Column && namesTable(j, own->table)
                    && m_lex.kindOf(own->table, own->column) == ColumnKind::Number) {
                    use(j, QStringLiteral("whose %1").arg(own->column));
                    target = j + 1;
                    break;
                }
                // "the maximum order revenue": the greatest or least of each order's total; "the
                // average order revenue": their average (rowsNamedBetween).
                const QString op = agg.mid(4).toUpper();
                if (own && own->isAggregate() && (op == QLatin1String("MAX") || op == QLatin1String("MIN") || op == QLatin1String("AVG"))
                    && !own->tables().isEmpty()
                    && (namesTable(j, own->tables().first()) || belongsTo(own->tables().first(), m_ev[j].entry(LexEntry::Kind::Table)->table))) {
                    target = j + 1;
                    break;
                }
            }
            // "the highest total revenue": "total" before a measure says how it is summed up, even
            // where a column is called Total.
            const bool sumWord = m_ev[j].tag(QStringLiteral("agg:")) == QLatin1String("agg:sum")
                || Vocabulary::builtIn().phrases().value(stemPhrase(m_read.spanText(m_ev[j].first, m_ev[j].last))).contains(QStringLiteral("agg:sum"));
            // (Left for the superlative's reading of an aggregate word before its measure.)
            // ("the highest total quantity": so before a number column of another table than the
            // one with a Total column; Invoice.Total had ranked the media types, at 0.6.)
            const LexEntry *nextColumn = j + 1 < count() && !tableEv(j + 1) ? columnOf(j + 1) : nullptr;
            const LexEntry *totalColumn = columnOf(j);
            // (Only for rows named before, whose totals rank them: "the highest total quantity of any
            // invoice" would take the largest single line.)
            const bool rowsNamedBefore = std::any_of(m_ev.cbegin(), m_ev.cbegin() + i, [](const Evidence &ev) { return ev.entry(LexEntry::Kind::Table) != nullptr; });
            const bool otherNumber = rowsNamedBefore && nextColumn && m_lex.kindOf(nextColumn->table, nextColumn->column) == ColumnKind::Number
                && (!totalColumn || totalColumn->table != nextColumn->table);
            if (sumWord && !m_ev[j].used && j + 1 < count() && adjacent(j, j + 1) && !m_ev[j + 1].used
                && ((m_ev[j + 1].entry(LexEntry::Kind::Measure) && !m_ev[j + 1].entry(LexEntry::Kind::Column)) || otherNumber))
                continue;
            if (tableEv(j) || measureOf(j) || columnOf(j)) {
                target = j;
                break;
            }
            if (m_ev[j].hasTag(QStringLiteral("distinct"))) {   // "how many distinct customers"
                m_distinct = true;
                use(j, QStringLiteral("distinct"));
                continue;
            }
            if (!m_ev[j].hasTag(QStringLiteral("agg:")))
                break;
        }
        // "each genre with its track count", "the customer count": the noun "count" after the rows
        // counted (the count word found nothing after it and was not understood).
        if (target < 0 && agg == QLatin1String("agg:count") && i > 0 && e.first == e.last && tableEv(i - 1) && adjacent(i - 1, i)
            && (m_read.tokens.at(e.first).lower == QLatin1String("count") || m_read.tokens.at(e.first).lower == QLatin1String("counts")))
            target = i - 1;
        // "the total value of stock on hand (price times units in stock)": a figure spelled out in
        // the brackets after, of which the word aggregated names one factor, is what is added up
        // (the units alone were, at 0.9).
        if (const std::optional<Expr> said = target >= 0 && !agg.isEmpty() && !tableEv(target) ? measureOf(target) : std::nullopt;
            said && said->kind == Expr::Kind::Column) {
            for (auto it = m_definedAt.cbegin(); it != m_definedAt.cend(); ++it) {
                const auto columns = it.value().columns();
                const bool factor = std::any_of(columns.cbegin(), columns.cend(), [&said](const auto &c) {
                    return c.first == said->table && c.second == said->column;
                });
                // (The brackets after the word aggregated, or right after the figure's anchor.)
                const int anchorEnd = m_ev[it.key()].last;
                const bool bracket = m_read.gapBetween(m_ev[target].last, m_ev[it.key()].first).contains(QLatin1Char('('))
                    || (anchorEnd + 1 < m_read.tokens.size() && m_read.gapBetween(anchorEnd, anchorEnd + 1).contains(QLatin1Char('(')));
                if (it.key() > target && !it.value().isAggregate() && factor && columns.size() > 1 && bracket) {
                    use(target, QStringLiteral("a factor of the figure spelled out after"));
                    target = it.key();
                    break;
                }
            }
        }
        // "How many clerks are there?": the rows that hold the value said in the plural are counted.
        if (countedByValue) {
            if (const sql::Table *table = m_lex.schema().table(countedRows)) {
                m_aggregate = rowCount(*table);
                m_aggregateLabel = QStringLiteral("count");
                use(i, QStringLiteral("count of the %1 rows said by %2.%3").arg(table->name, countedByValue->table, countedByValue->column));
                if (countedRows != countedByValue->table) {
                    m_out.ambiguous = true;
                    m_out.notes << QStringLiteral("\"%1\" read as the %2 of %3 '%4'").arg(m_read.spanText(m_ev[countedAt].first, m_ev[countedAt].last), table->name, countedByValue->table, countedByValue->value);
                }
                focusIfUnset(table->name);
                continue;
            }
        }
        if (!attr.isEmpty() && (attr.endsWith(QLatin1String(":high")) || attr.endsWith(QLatin1String(":low")))) {
            // "the most expensive product": rank the entity by the attribute.
            if (std::optional<Expr> m = measureOf(i)) {
                // ("the most expensive product by MSRP": a number column of the same rows said after
                // "by" is the figure the attribute is read from; the buy price was ranked, at 0.9.)
                for (int k = i + 1; k < count() && k <= i + 4; ++k) {
                    const LexEntry *by = m_ev[k].used || tableEv(k) ? nullptr : pickColumn(k);
                    if (by && m_read.tokens.value(m_ev[k].first - 1).lower == QLatin1String("by") && m->kind == Expr::Kind::Column
                        && by->table == m->table && m_lex.kindOf(by->table, by->column) == ColumnKind::Number) {
                        m = Expr::col(by->table, by->column);
                        use(k, QStringLiteral("the figure %1 is read from").arg(m_read.spanText(m_ev[i].first, m_ev[i].last)));
                        m_explainedTokens << m_ev[k].first - 1;
                        break;
                    }
                }
                // "which supplier's products are the most expensive on average": each row's
                // average of the figure of the rows that belong to it ranks them.
                for (int k = i + 1; k < count() && m->kind == Expr::Kind::Column && m->table != m_focus && !m_focus.isEmpty(); ++k)
                    if (!m_ev[k].used && m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:avg")
                        && m_read.spanText(m_ev[k].first, m_ev[k].last).toLower() == QLatin1String("on average") && belongsTo(m->table, m_focus)) {
                        m = Expr::agg(QStringLiteral("AVG"), {*m});
                        use(k, QStringLiteral("each %1 row's average").arg(m_focus));
                    }
                m_rankBy = m;
                m_rankedByPriceWord = attr.section(QLatin1Char(':'), 1, 1) == QLatin1String("price");
                // "high" and "low" are of the value itself: the youngest has the latest birth date,
                // the newest hire the latest hire date.
                m_rankDescending = attr.endsWith(QLatin1String(":high"));
                limitFrom(limitEv);
                use(i, QStringLiteral("rank by %1").arg(m->column));
                // "the cheapest unit price": the column said after the word is the one it ranks,
                // not another one to show.
                if (const LexEntry *same = i + 1 < count() && adjacent(i, i + 1) ? pickColumn(i + 1) : nullptr;
                    same && same->table == m->table && same->column == m->column)
                    use(i + 1, QStringLiteral("the column ranked"));
                if (limitEv >= 0)
                    use(limitEv, QStringLiteral("limit"));
                continue;
            }
        }
        if (!firstLast.isEmpty() && target >= 0) {
            // "the first order", "the last order date": by the date.
            Expr date = dateColumnFor(target);
            if (const LexEntry *c = pickColumn(target); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Date)
                date = Expr::col(c->table, c->column);
            else if (const LexEntry *t = m_ev[target].entry(LexEntry::Kind::Table); t && t->table != date.table)
                continue;
            // "the order most recently shipped": the participle next to it names the date.
            for (int j : {i + 1, target + 1}) {
                if (j >= count() || m_ev[j].used || !m_ev[j].hasTag(QStringLiteral("attr:")) || !adjacent(j - 1, j))
                    continue;
                const std::optional<Expr> named = measureOf(j);
                if (named && named->kind == Expr::Kind::Column && m_lex.kindOf(named->table, named->column) == ColumnKind::Date) {
                    date = *named;
                    use(j, QStringLiteral("date %1").arg(named->column));
                    break;
                }
            }
            const bool last = firstLast.endsWith(QLatin1String("last"));
            // "the date of each customer's first order", "the last order date per employee": one
            // date per group, the earliest or the latest, not one row of all ranked.
            // ("For each billing country, the earliest invoice date": the date column itself named
            // is the figure of each group, even when the groups are a column of its own table.)
            const LexEntry *dateNamed = tableEv(target) ? nullptr : pickColumn(target);
            const bool dateSaid = dateNamed && m_lex.kindOf(dateNamed->table, dateNamed->column) == ColumnKind::Date;
            const bool groupedElsewhere = !m_groupTargets.empty()
                && (dateSaid || std::none_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [&date](const Expr &g) { return g.table == date.table; }));
            if (groupedElsewhere && !m_aggregate && !m_rankBy) {
                m_aggregate = Expr::agg(last ? QStringLiteral("MAX") : QStringLiteral("MIN"), {date});
                m_aggregateLabel = (last ? QStringLiteral("last_") : QStringLiteral("first_")) + date.column;
                use(i, QStringLiteral("%1 %2 of each group").arg(last ? QStringLiteral("latest") : QStringLiteral("earliest"), date.column));
                // "the date of ...": the word that names the date column is part of it.
                for (int j = 0; j < count(); ++j)
                    if (const LexEntry *c = m_ev[j].used ? nullptr : pickColumn(j);
                        c && c->table == date.table && c->column == date.column)
                        use(j, QStringLiteral("date %1").arg(date.column));
                continue;
            }
            // "Which orders were placed on the last order date?": every row of that day, not the
            // one row ranked last (one order came back for the six of that day).
            const int at = m_ev[i].first;
            const bool onTheDay = at >= 2 && m_read.tokens.at(at - 1).lower == QLatin1String("the") && m_read.tokens.at(at - 2).lower == QLatin1String("on");
            const LexEntry *dayNamed = m_ev[target].used ? nullptr : pickColumn(target);
            if (onTheDay && dayNamed && dayNamed->table == date.table && dayNamed->column == date.column && !m_limitNamed) {
                auto day = std::make_shared<Query>();
                day->baseTable = date.table;
                day->ownTables = true;
                day->select.push_back({Expr::agg(last ? QStringLiteral("MAX") : QStringLiteral("MIN"), {date}), QString()});
                Condition onDay;
                onDay.lhs = date;
                onDay.op = QStringLiteral("=");
                onDay.rhs = Expr::subquery(day);
                addCondition(onDay);
                use(i, QStringLiteral("the %1 %2").arg(last ? QStringLiteral("latest") : QStringLiteral("earliest"), date.column));
                use(target, QStringLiteral("date %1").arg(date.column));
                m_out.notes << QStringLiteral("the rows whose %1 is the %2 of all").arg(date.column, last ? QStringLiteral("latest") : QStringLiteral("earliest"));
                continue;
            }
            // "the date of their first order ... (the first order date)": the earliest date of
            // each group said again, not a ranking cut to one row (one customer came back).
            if (m_aggregate && m_aggregate->kind == Expr::Kind::Aggregate && m_aggregate->args.size() == 1
                && m_aggregate->text == (last ? QLatin1String("MAX") : QLatin1String("MIN")) && sameFigure(m_aggregate->args.front(), date)) {
                use(i, QStringLiteral("the same %1 again").arg(date.column));
                if (const LexEntry *c = m_ev[target].used ? nullptr : pickColumn(target); c && c->table == date.table && c->column == date.column)
                    use(target, QStringLiteral("date %1").arg(date.column));
                continue;
            }
            m_rankBy = date;
            m_rankDescending = last;
            if (!m_limitNamed)
                m_limit = 1;
            // "the 10 most recent orders": a number just before says how many.
            if (i > 0 && m_ev[i - 1].kind == EvKind::Number && !m_ev[i - 1].used && adjacent(i - 1, i)
                && m_ev[i - 1].number >= 1 && m_ev[i - 1].number == std::floor(m_ev[i - 1].number)) {
                m_limit = int(m_ev[i - 1].number);
                m_limitNamed = true;
                use(i - 1, QStringLiteral("limit %1").arg(m_limit));
            }
            use(i, firstLast.mid(10));
            // "the earliest birth date": the date column named is the one ranked by.
            if (const LexEntry *c = m_ev[target].used ? nullptr : pickColumn(target); c && c->table == date.table && c->column == date.column)
                use(target, QStringLiteral("date %1").arg(date.column));
            continue;
        }
        if (!sup.isEmpty() && rankDatePartsBy(i, sup, limitEv))
            continue;
        if (agg.isEmpty() && sup.isEmpty() && e.hasTag(QStringLiteral("share")) && target >= 0 && readShareOfRows(i, target))
            continue;
        if (agg.isEmpty() && sup.isEmpty())
            continue;
        if (target < 0)
            continue;
        const QString op = agg.isEmpty() ? QString() : agg.mid(4).toUpper();
        if (const LexEntry *t = m_ev[target].entry(LexEntry::Kind::Table); t && !measureOf(target)) {
            // (A table with no key is counted by its rows: rowCount.)
            const sql::Table *table = m_lex.schema().table(t->table);
            if (!table)
                continue;
            if (!sup.isEmpty() && rankRowsBySize(i, target, limitEv))
                continue;
            const Expr counted = rowCount(*table);
            // "the maximum number of orders" ranks by a count; an average of rows ("average
            // products") names no figure, and is left for other readings.
            if (!sup.isEmpty() || op == QLatin1String("MAX") || op == QLatin1String("MIN")) {
                const bool descending = sup.isEmpty() ? op == QLatin1String("MAX") : sup.endsWith(QLatin1String("high"));
                if (t->table == m_focus) {
                    // "top 5 customers by revenue": the focus's rows ranked by the measure after "by".
                    if (rankFocusByMeasureAfter(target, descending, limitEv)) {
                        use(i, QStringLiteral("rank"));
                        use(target, QStringLiteral("ranked %1").arg(t->table));
                        m_rankedRowsOf = t->table;
                        if (limitEv >= 0)
                            use(limitEv, QStringLiteral("limit"));
                        continue;
                    }
                    // "which country has the most customers", "which year had the most orders": the
                    // attribute or the part of the date asked for, ranked by the count.
                    if (!groupByAskedBefore(i))
                        continue;
                }
                // "the employee with the most orders": rank the focus by a count.
                m_rankBy = counted;
                // "the customers with the most products": rows reached through order lines that
                // carry a quantity may be counted as different products, lines or units.
                if (countsThroughQuantities(t->table))
                    m_out.ambiguous = true;
                m_rankDescending = descending;
                limitFrom(limitEv);
                if (t->table != m_focus)
                    m_q.extraTables << t->table;
                use(i, QStringLiteral("rank"));
                // "the largest number of orders": the count word between is this ranking's own.
                for (int k = i + 1; k < target; ++k)
                    if (!m_ev[k].used && m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:count"))
                        use(k, QStringLiteral("count"));
                use(target, QStringLiteral("count of %1").arg(t->table));
                if (limitEv >= 0)
                    use(limitEv, QStringLiteral("limit"));
                continue;
            }
            // "the average number of orders per customer": the count of those rows averaged over
            // the groups they belong to.
            if (op == QLatin1String("AVG")) {
                int countWord = -1;
                for (int k = i + 1; k < target; ++k)
                    if (!m_ev[k].used && m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:count"))
                        countWord = k;
                Expr averaged = counted;
                if (countWord >= 0 && averagePerGroup(counted, op, averaged) && !sameFigure(averaged, counted)) {
                    m_aggregate = averaged;
                    m_aggregateLabel = QStringLiteral("average_count");
                    use(i, QStringLiteral("average"));
                    use(countWord, QStringLiteral("count"));
                    use(target, QStringLiteral("count of %1").arg(t->table));
                    focusIfUnset(t->table);
                }
                continue;
            }
            if (op != QLatin1String("COUNT"))
                continue;   // "total sales": a table cannot be summed; which amount is meant stays open
            // Another figure read already, and one value asked: two figures for it, not the last
            // one read alone (a count of orders came back for an average of days, at 0.9).
            if (m_aggregate && !sameFigure(*m_aggregate, counted) && !m_hint.isList() && m_hint.fields.size() <= 1) {
                m_out.notUnderstood << QStringLiteral("2 figures for the one value the answer's format asks");
                continue;
            }
            m_aggregate = counted;
            m_aggregateLabel = QStringLiteral("count");
            use(i, QStringLiteral("count"));
            use(target, QStringLiteral("count of %1").arg(t->table));
            focusIfUnset(t->table);
            continue;
        }
        if (!sup.isEmpty() && rankValuesByMeasureAfter(i, target, limitEv))
            continue;
        std::optional<Expr> m = measureOf(target);
        if (!m)
            continue;
        // "the average number of units in stock", "the lowest number of units": a number of a
        // quantity is the quantity itself, combined by the word before; so is "the average number
        // of days to ship" of a duration named in days (the count word went on to count the orders
        // after it, and that count came back for the average, at 0.9).
        const LexEntry *measureNamed = m_ev[target].entry(LexEntry::Kind::Measure);
        const bool daysNamed = measureNamed && isDurationMeasure(measureNamed->measureId);
        if (op != QLatin1String("COUNT") && ((m->kind == Expr::Kind::Column && m_lex.kindOf(m->table, m->column) == ColumnKind::Number) || daysNamed))
            for (int k = i + 1; k < target; ++k)
                if (!m_ev[k].used && m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:count"))
                    use(k, QStringLiteral("the amount of %1").arg(m->column));
        // "the total number of sales orders": a count names the rows after the measure word,
        // which only qualifies them; a count of an amount ("number of revenue") means nothing.
        // "How many days to ship order 10248?": the duration's own unit counted is the duration;
        // over many rows its average, which the words do not say (the order was counted, 1 at 0.9).
        if (op == QLatin1String("COUNT") && m->isAggregate() && daysNamed) {
            m_aggregateTargetEv = target;
            m_aggregate = *m;
            m_aggregateLabel = QStringLiteral("days");
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("the number of days read as their average over the rows");
            use(i, QStringLiteral("number of days"));
            use(target, QStringLiteral("the duration"));
            focusOnRowsOf(*m);
            continue;
        }
        if (op == QLatin1String("COUNT") && m->isAggregate() && m->text.trimmed().left(5).toUpper() != QLatin1String("COUNT")) {
            const LexEntry *rows = target + 1 < count() && adjacent(target, target + 1) ? m_ev[target + 1].entry(LexEntry::Kind::Table) : nullptr;
            const sql::Table *table = rows ? m_lex.schema().table(rows->table) : nullptr;
            if (!table || table->primaryKey().size() != 1)
                continue;
            m_aggregate = Expr::agg(QStringLiteral("COUNT"), {Expr::col(rows->table, table->primaryKey().first())}, true);
            m_aggregateLabel = QStringLiteral("count");
            use(i, QStringLiteral("count"));
            use(target, QStringLiteral("qualifies %1").arg(rows->table));
            use(target + 1, QStringLiteral("count of %1").arg(rows->table));
            focusIfUnset(rows->table);
            continue;
        }
        // "the highest total price": the aggregate word between the superlative and its measure
        // says how the measure is combined; a total of a price or a rate adds up nothing.
        QString composedOp;
        int composedEv = -1;
        for (int k = i + 1; k < target && !sup.isEmpty(); ++k) {
            const QString inner = m_ev[k].tag(QStringLiteral("agg:"));
            if (!m_ev[k].used && !inner.isEmpty() && inner != QLatin1String("agg:count")) {
                composedOp = inner.mid(4).toUpper();
                composedEv = k;
            }
        }
        const QString effectiveOp = composedOp.isEmpty() ? op : composedOp;
        if (effectiveOp == QLatin1String("SUM") && m->kind == Expr::Kind::Column && !isAdditiveColumn(m->column))
            continue;
        if (composedEv >= 0)
            use(composedEv, composedOp.toLower());
        if (!sup.isEmpty() && m_groupTargets.empty()) {
            // "which country brought in the most revenue", "which year had the lowest total
            // freight": the attribute or part of the date asked for, ranked by the total.
            groupByAskedBefore(i);
        }
        // "the customer with the highest revenue", "the 2 orders with the highest freight": a
        // superlative after the entity's name ranks the entity; "highest" is then no MAX of its own.
        // A number asked for ("for orders to France, what was the highest freight?") stays the MAX.
        // "which order has the highest unit price" asks for the order even when its number is an int.
        bool entityNamedBefore = false;
        for (int j = 0; j < i; ++j) {
            if (!tableEv(j) || m_ev[j].entry(LexEntry::Kind::Table)->table != m_focus)
                continue;
            entityNamedBefore |= !m_hint.isNumericScalar() || askedWithWhich(j);
        }
        // "the highest paid employee", "the highest priced product": the figure's word before the
        // entity's noun describes the entity, which the superlative ranks (the MAX came back, at 0.9).
        if (target + 1 < count() && m_ev[target + 1].first == m_ev[target].last + 1 && tableEv(target + 1)
            && m_ev[target + 1].entry(LexEntry::Kind::Table)->table == m_focus && m->kind == Expr::Kind::Column && m->table == m_focus
            && !m_hint.isNumericScalar())
            entityNamedBefore = true;
        if (!sup.isEmpty() && (op.isEmpty() || limitEv >= 0 || !m_groupTargets.empty() || entityNamedBefore)) {
            // "top 5 products by revenue": rank by the measure.
            const QString rankOp = !composedOp.isEmpty() ? composedOp
                : entityNamedBefore && m_groupTargets.empty() && (op == QLatin1String("MAX") || op == QLatin1String("MIN"))
                ? QString()
                : op;
            m_rankBy = m->isAggregate() ? *m : Expr::agg(composedOp.isEmpty() ? QStringLiteral("SUM") : composedOp, {*m});
            if (m->kind == Expr::Kind::Column && !m_groupTargets.empty())
                m_rankBy = Expr::agg(rankOp.isEmpty() ? QStringLiteral("SUM") : rankOp, {*m});
            // "which year had the highest invoice total": the year of the largest single invoice,
            // or the year whose invoices add up to most; an amount that adds up leaves both open.
            if (m->kind == Expr::Kind::Column && !m_groupTargets.empty() && (rankOp == QLatin1String("MAX") || rankOp == QLatin1String("MIN"))
                && isAdditiveColumn(m->column)) {
                m_out.ambiguous = true;
                m_out.notes << QStringLiteral("ranked by each group's %1 single %2, not its total").arg(rankOp == QLatin1String("MAX") ? QStringLiteral("largest") : QStringLiteral("smallest"), m->column);
            }
            if (m->kind == Expr::Kind::Column && m_groupTargets.empty() && rankOp.isEmpty())
                m_rankBy = *m;
            // "Which category has the most product units in stock?": an amount of the rows below
            // the focus, named with their table, ranks each focus row by their total, not by its one
            // largest row (the category of the product with most stock was answered, at 0.9).
            const sql::Table *focusTable = m_lex.schema().table(m_focus);
            if (m->kind == Expr::Kind::Column && m_groupTargets.empty() && rankOp.isEmpty() && focusTable && focusTable->primaryKey().size() == 1
                && m->table != m_focus && belongsTo(m->table, m_focus) && isAdditiveColumn(m->column)
                && (Vocabulary::builtIn().isGrammarWord("most_amounts", m_read.spanText(m_ev[i].first, m_ev[i].last).toLower())
                    || Vocabulary::builtIn().isGrammarWord("fewest_amounts", m_read.spanText(m_ev[i].first, m_ev[i].last).toLower()))
                && target > 0 && tableEv(target - 1) && m_ev[target - 1].entry(LexEntry::Kind::Table)->table == m->table) {
                m_rankBy = Expr::agg(QStringLiteral("SUM"), {*m});
                m_groupTargets.push_back(Expr::col(m_focus, focusTable->primaryKey().first()));
                m_groupTables << m_focus;
                m_askedGroup = m_groupTargets.back();   // "which category": the group, not its total
            }
            // "the highest average yearly spending": each row's total averaged over the years, not
            // a ranking within each year.
            if (m_averagedPeriod) {
                Expr averaged;
                const Expr total = m->isAggregate() ? *m : Expr::agg(QStringLiteral("SUM"), {*m});
                const bool addsUp = m->kind != Expr::Kind::Column || isAdditiveColumn(m->column);   // a price adds up to nothing
                if (effectiveOp != QLatin1String("AVG") || !addsUp || !isPlainTotal(total) || !averagePerPeriod(total, averaged)) {
                    m_out.notUnderstood << QStringLiteral("an average over periods of this figure");
                    continue;
                }
                m_rankBy = averaged;
            }
            m_rankDescending = sup.endsWith(QLatin1String("high"));
            limitFrom(limitEv);
            // "which year had the lowest total freight": the rows are those the measure adds up.
            focusOnRowsOf(*m_rankBy);
            use(i, QStringLiteral("rank"));
            use(target, QStringLiteral("ranked measure"));
            if (limitEv >= 0)
                use(limitEv, QStringLiteral("limit"));
            continue;
        }
        Expr a = m->isAggregate() ? *m
            : Expr::agg(op.isEmpty() ? QStringLiteral("SUM") : op, {*m});
        if (op == QLatin1String("AVG") || op == QLatin1String("MIN") || op == QLatin1String("MAX")) {
            // "the average line item revenue", "the average order revenue": the rows named between
            // the average and a total are what it is averaged over, as "per line item" says.
            int rowsNamed = op == QLatin1String("AVG") && m_groupTargets.empty() && isPlainTotal(a) ? rowsNamedBetween(i, target) : -1;
            // (Only the total's own rows or the rows they directly belong to, each of which has
            // some: "the average artist revenue" would average over the artists with sales only.)
            if (rowsNamed >= 0) {
                const QString named = m_ev[rowsNamed].entry(LexEntry::Kind::Table)->table;
                const QStringList own = a.tables();
                const bool ownRows = !own.isEmpty() && own.first() == named;
                const bool owner = !own.isEmpty() && belongsTo(own.first(), named);
                const bool directOwner = owner && m_lex.schema().joinPath(own.first(), named).size() == 1;
                const sql::Table *namedTable = m_lex.schema().table(named);
                if (!(ownRows || (owner && namedTable && namedTable->primaryKey().size() == 1)))
                    rowsNamed = -1;
                else if (!ownRows && !directOwner)
                    m_out.ambiguous = true;   // (rows with no total at all are not counted: maybe meant)
            }
            if (rowsNamed >= 0) {
                const QString table = m_ev[rowsNamed].entry(LexEntry::Kind::Table)->table;
                m_groupTargets.push_back(Expr::col(table, m_lex.schema().table(table)->primaryKey().first()));
                m_groupTables << table;
            }
            const bool averaged = averagePerGroup(*m, op, a);
            if (rowsNamed >= 0) {
                if (averaged && m_groupTargets.empty())
                    use(rowsNamed, QStringLiteral("the rows averaged over"));
                m_groupTargets.clear();
                m_groupTables.clear();
            }
            if (!averaged) {
                // "the maximum order revenue": the greatest of each order's total.
                if (op != QLatin1String("AVG"))
                    rankRowsByTheirTotal(i, target, *m, op);
                continue;   // "the average revenue": of what rows is not said; left unexplained
            }
        }
        // "Which product has the most units in stock (and how many units are in stock)?": the
        // amount the rows are ranked by, asked again, is the ranked row's own, shown.
        if (op == QLatin1String("COUNT") && m->kind == Expr::Kind::Column && m_rankBy && sameFigure(*m_rankBy, *m)) {
            use(i, QStringLiteral("the ranked figure, shown"));
            use(target, QStringLiteral("the ranked figure, shown"));
            m_rankedValueAsked = true;
            continue;
        }
        if (op == QLatin1String("COUNT") && m->kind == Expr::Kind::Column) {
            // "how many units": a quantity is summed; "how many cities": distinct values are counted;
            // "how many were shipped": the rows that have the date (not the different dates).
            const sql::Table *owner = m_lex.schema().table(m->table);
            bool differentSaid = false;   // "how many different order dates"
            for (int k = i + 1; k < target; ++k)
                differentSaid |= m_ev[k].hasTag(QStringLiteral("distinct"));
            if (m_lex.kindOf(m->table, m->column) == ColumnKind::Date && owner && owner->primaryKey().size() == 1 && !differentSaid) {
                a = Expr::agg(QStringLiteral("COUNT"), {Expr::col(m->table, owner->primaryKey().first())}, true);
                Condition dated;
                dated.kind = Condition::Kind::IsNull;
                dated.lhs = *m;   // negated false: IS NOT NULL
                addCondition(dated);
            } else {
                // "how many units", "how many pages does it have": a number adds up; "how many
                // different unit prices", "how many different years": the values are counted
                // (their sum was given, at 0.9).
                const bool amount = m_lex.kindOf(m->table, m->column) == ColumnKind::Number && !differentSaid;
                a = amount ? Expr::agg(QStringLiteral("SUM"), {*m}) : Expr::agg(QStringLiteral("COUNT"), {*m}, true);
                if (differentSaid)
                    for (int k = i + 1; k < target; ++k)
                        if (m_ev[k].hasTag(QStringLiteral("distinct")) && !m_ev[k].used)
                            use(k, QStringLiteral("different values"));
            }
        }
        // "the average total quantity": two figures of one amount, the second not of the first's
        // groups (none is named); read one after the other, the last one alone came back at 0.9.
        if (m_aggregate && m_aggregateTargetEv == target && !sameFigure(*m_aggregate, a)) {
            const auto named = [](const QString &o) {
                return o == QLatin1String("AVG") ? QStringLiteral("average") : o == QLatin1String("SUM") ? QStringLiteral("total")
                    : o == QLatin1String("MAX")   ? QStringLiteral("greatest") : o == QLatin1String("MIN") ? QStringLiteral("least")
                                                                                  : o.toLower();
            };
            m_out.notUnderstood << QStringLiteral("the %1 of which %2s (no groups are named)").arg(named(m_aggregate->text.toUpper()), named(op));
        }
        // "the total units in stock and total units on order" asked as one number: two figures
        // of two amounts; the last one alone came back, at 0.9.
        if (m_aggregate && m_aggregateTargetEv >= 0 && m_aggregateTargetEv != target && !m_hint.isList() && m_hint.fields.size() <= 1) {
            bool joined = false;
            for (int t = m_ev[m_aggregateTargetEv].last + 1; t < m_ev[i].first; ++t)
                joined |= m_read.tokens.at(t).lower == QLatin1String("and");
            if (joined)
                m_out.notUnderstood << QStringLiteral("2 figures for the one value the answer's format asks");
        }
        m_aggregateTargetEv = target;
        m_aggregatedMeasures.push_back(*m);
        m_aggregate = a;
        m_aggregateLabel = op.toLower();
        // "the total revenue": the figure keeps the measure's name, which a sort said after it
        // names ("..., highest revenue first"); "sum" alone named nothing.
        if (const LexEntry *named = m_ev[target].entry(LexEntry::Kind::Measure); named && !named->measureId.isEmpty())
            m_aggregateLabel = op == QLatin1String("SUM") && m->isAggregate() ? named->measureId : op.toLower() + QLatin1Char('_') + named->measureId;
        use(i, op.toLower());
        use(target, QStringLiteral("aggregated"));
        // "total rev in 1997": a measure with no table named is about the rows it adds up.
        focusOnRowsOf(a);
    }
    // A measure named alone ("revenue by category", "total sales in 1997") is the aggregate asked for.
    for (int i = 0; i < count(); ++i) {
        const bool spelledOut = !m_ev[i].used && m_definedAt.contains(i);   // "SUM(Freight) in 1997"
        if (!unusedMeasure(m_ev[i]) && !spelledOut)
            continue;
        const std::optional<Expr> m = measureOf(i);
        if (!m || !m->isAggregate())
            continue;
        if (m_rankBy || m_aggregate) {
            continue;
        }
        m_aggregate = m;
        const LexEntry *named = m_ev[i].entry(LexEntry::Kind::Measure);
        m_aggregateLabel = named ? named->measureId : QStringLiteral("value");
        use(i, QStringLiteral("measure %1").arg(m_aggregateLabel));
        focusOnMeasure(*m);
    }
    // "units sold per category", "quantity ordered by each customer": an amount of the sales
    // lines said with a verb of selling is their total.
    for (int i = 0; i + 1 < count() && m_model && !m_aggregate && !m_rankBy; ++i) {
        const LexEntry *c = m_ev[i].used ? nullptr : pickColumn(i);
        const int after = m_ev[i].last + 1;
        if (!c || c->table != m_model->roles().lineTable || m_lex.kindOf(c->table, c->column) != ColumnKind::Number
            || !isAdditiveColumn(c->column) || after >= m_read.tokens.size()
            || !Vocabulary::builtIn().isGrammarWord("sales_participles", m_read.tokens.at(after).lower))
            continue;
        m_aggregate = Expr::agg(QStringLiteral("SUM"), {Expr::col(c->table, c->column)});
        m_aggregateLabel = QStringLiteral("sum_%1").arg(c->column);
        use(i, QStringLiteral("the total %1 sold").arg(c->column));
        focusOnMeasure(*m_aggregate);
    }
}

void InterpretationBuilder::focusOnMeasure(const Expr &m)
{
    {
        if (m_focus.isEmpty() || m_focus == m_dateTable) {
            const QStringList ts = m.tables();
            if (!ts.isEmpty()) {
                m_focus = ts.first();
                m_q.baseTable = m_focus;
            }
        }
    }
}

bool InterpretationBuilder::readShareOfRows(int shareWord, int target)
{
    // "what percentage of products are discontinued", "the share of orders shipped to Germany":
    // the rows right after the share word are counted; deriveFigures divides the count of the
    // rows the conditions keep by the count of them all, so the share word stays for it.
    const LexEntry *t = m_ev[target].entry(LexEntry::Kind::Table);
    if (!t || m_ev[target].used || measureOf(target) || m_aggregate || m_rankBy || !adjacent(shareWord, shareWord + 1))
        return false;
    // ("the percentage of discontinued products", "the share of German customers": the words
    // between name which of the rows, as conditions.)
    const bool pickedBefore = target - shareWord <= 3 && std::all_of(m_ev.cbegin() + shareWord + 1, m_ev.cbegin() + target, [](const Evidence &e) {
        return e.entry(LexEntry::Kind::Value) || e.entry(LexEntry::Kind::Column);
    });
    const auto saidTogether = [this](int from, int to) {
        for (int k = from; k < to; ++k)
            if (!adjacent(k, k + 1))
                return false;
        return true;
    };
    if (!adjacent(shareWord, target) && !(pickedBefore && saidTogether(shareWord + 1, target)))
        return false;
    const sql::Table *table = m_lex.schema().table(t->table);
    if (!table)
        return false;
    m_aggregate = rowCount(*table);
    m_aggregateLabel = QStringLiteral("count");
    m_shareOfRows = true;
    use(target, QStringLiteral("count of %1").arg(t->table));
    focusIfUnset(t->table);
    return true;
}

void InterpretationBuilder::readSpanOfFirstAndLast()
{
    // "How many days passed between the first and the last order?", "days from the earliest to
    // the latest invoice date": the days from the earliest date of those rows to the latest, one
    // number (declined before: "first" and "How many" were not understood).
    for (int i = 0; i + 3 < count(); ++i) {
        const QString cmp = m_ev[i].tag(QStringLiteral("cmp:"));
        if (m_ev[i].used || (cmp != QLatin1String("cmp:between") && cmp != QLatin1String("cmp:>=")))
            continue;
        const int first = i + 1, last = i + 2, rows = i + 3;
        if (m_ev[first].used || m_ev[first].tag(QStringLiteral("firstlast:")) != QLatin1String("firstlast:first") || m_ev[last].used
            || m_ev[last].tag(QStringLiteral("firstlast:")) != QLatin1String("firstlast:last") || m_ev[rows].used || !adjacent(i, first)
            || !adjacent(first, last) || !adjacent(last, rows))
            continue;
        static const QRegularExpression joined(QStringLiteral("^\\s*(?:and|to|until|till)\\s+(?:the\\s+)?$"), QRegularExpression::CaseInsensitiveOption);
        if (!joined.match(m_read.gapBetween(m_ev[first].last, m_ev[last].first)).hasMatch())
            continue;
        // The rows' date: a date column named, or the one date of the rows named (the orders'
        // own date for the order table).
        std::optional<Expr> date;
        if (const LexEntry *c = columnOf(rows); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Date) {
            date = Expr::col(c->table, c->column);
        } else if (tableEv(rows)) {
            const QString table = m_ev[rows].entry(LexEntry::Kind::Table)->table;
            date = table == m_dateTable ? Expr::col(m_dateTable, m_dateColumn) : onlyDateColumnOf(table);
        }
        if (!date)
            continue;
        Expr span;
        span.kind = Expr::Kind::DaysBetween;
        span.args = {Expr::agg(QStringLiteral("MIN"), {*date}), Expr::agg(QStringLiteral("MAX"), {*date})};
        m_aggregate = span;
        m_aggregateLabel = QStringLiteral("days");
        use(i, QStringLiteral("between"));
        use(first, QStringLiteral("the earliest %1.%2").arg(date->table, date->column));
        use(last, QStringLiteral("to the latest %1.%2").arg(date->table, date->column));
        use(rows, QStringLiteral("the rows whose dates are spanned"));
        // The words that ask for a number of days ("how many days", "the number of days").
        for (int k = std::max(0, i - 4); k < i; ++k)
            if (!m_ev[k].used && (m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") || m_ev[k].hasTag(QStringLiteral("unit"))))
                use(k, QStringLiteral("number of days"));
        focusIfUnset(date->table);
        m_out.notes << QStringLiteral("days from the earliest %1 to the latest").arg(date->column);
        return;
    }
}

void InterpretationBuilder::readDateSpans()
{
    // "days between order date and ship date", "time from hire date to today": the days from one
    // date column to another, averaged, totalled or ranked when an aggregate word asks for it.
    const auto dateColumn = [this](int j) -> std::optional<Expr> {
        if (m_ev[j].used)
            return std::nullopt;
        if (const LexEntry *c = columnOf(j); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Date)
            return Expr::col(c->table, c->column);
        // "between order placement and shipping", "between the order and the shipment": the event
        // a date column is named after, said as a word of its own.
        return m_ev[j].first == m_ev[j].last ? eventDateNamedBy(j) : std::nullopt;
    };
    for (int i = 0; i + 2 < count(); ++i) {
        const QString cmp = m_ev[i].tag(QStringLiteral("cmp:"));
        if (m_ev[i].used || (cmp != QLatin1String("cmp:between") && cmp != QLatin1String("cmp:>=")))
            continue;
        const std::optional<Expr> from = dateColumn(i + 1);
        if (!from || !adjacent(i, i + 1))
            continue;
        // The second date follows after "and" / "to" (function words or a "<=" word such as "until").
        int second = i + 2;
        if (m_ev[second].tag(QStringLiteral("cmp:")) == QLatin1String("cmp:<=") && second + 1 < count())
            ++second;
        const std::optional<Expr> to = dateColumn(second);
        if (!to || !adjacent(second - 1, second) || (to->table == from->table && to->column == from->column))
            continue;
        // The two ends are joined by "to" or "and" ("from order date to shipped date", "between
        // A and B"): "revenue from orders whose ShippedDate is ..." names no span (it was read as
        // one, and the comparison after it was lost at 0.9).
        static const QRegularExpression joined(QStringLiteral("\\b(?:to|and|until|till|through|thru)\\b"), QRegularExpression::CaseInsensitiveOption);
        if (second == i + 2 && !joined.match(m_read.gapBetween(m_ev[i + 1].last, m_ev[second].first)).hasMatch())
            continue;
        Expr span;
        span.kind = Expr::Kind::DaysBetween;
        span.args = {*from, *to};
        // "the days between the required date and the shipped date", "the difference between
        // hiring and birth": between two dates of a row, from the one that usually comes first to
        // the other, whichever is said first ("from A to B" keeps its direction).
        if (cmp == QLatin1String("cmp:between") && from->table == to->table && m_lex.chronology(from->table, from->column, to->column) < 0)
            span.args = {*to, *from};
        use(i, QStringLiteral("between"));
        use(i + 1, QStringLiteral("from %1.%2").arg(from->table, from->column));
        for (int k = i + 2; k < second; ++k)
            use(k, QStringLiteral("to"));
        use(second, QStringLiteral("to %1.%2").arg(to->table, to->column));
        // The words that ask for a duration ("how many days", "how long", "days passed").
        // Only the words just before the span ("the average number of days between") say how it is
        // combined; a superlative elsewhere ranks something else and is left to that reading.
        QString op;
        QList<int> opWords;
        for (int k = std::max(0, i - 4); k < i; ++k) {
            if (m_ev[k].used)
                continue;
            const QString agg = m_ev[k].tag(QStringLiteral("agg:"));
            if (agg == QLatin1String("agg:avg") || agg == QLatin1String("agg:min") || agg == QLatin1String("agg:max")
                || agg == QLatin1String("agg:sum")) {
                op = agg.mid(4).toUpper();
                opWords << k;
            } else if (agg == QLatin1String("agg:count") || m_ev[k].hasTag(QStringLiteral("unit"))) {
                use(k, QStringLiteral("number of days"));
            } else if (k + 1 == i && m_ev[k].first == m_ev[k].last && m_read.tokens.at(m_ev[k].first).lower == QLatin1String("time")) {
                use(k, QStringLiteral("time between"));   // "the average time between": a span, not "times"
            }
        }
        // ("..., on average": said after the span, the only way of combining it.)
        for (int k = second + 1; k < count() && opWords.isEmpty(); ++k)
            if (!m_ev[k].used && m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:avg")
                && (m_read.spanText(m_ev[k].first, m_ev[k].last).toLower() == QLatin1String("on average")
                    || m_read.tokens.value(m_ev[k].first - 1).lower == QLatin1String("on"))) {
                op = QStringLiteral("AVG");
                opWords << k;
                if (m_read.tokens.value(m_ev[k].first - 1).lower == QLatin1String("on"))
                    m_explainedTokens << m_ev[k].first - 1;
            }
        for (int k = 0; k + 4 < i && opWords.isEmpty(); ++k)
            if (!m_ev[k].used && m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:avg") && m_read.spanText(m_ev[k].first, m_ev[k].last).toLower() == QLatin1String("on average")) {
                op = QStringLiteral("AVG");
                opWords << k;
            }
        // "the highest average days between ...": two ways of combining are a ranking of something
        // else over an average; that reading is not built, so neither word is taken.
        if (opWords.size() > 1)
            op.clear();
        else if (opWords.size() == 1)
            use(opWords.first(), op.toLower());
        if (!op.isEmpty()) {
            m_aggregate = Expr::agg(op, {span});
            m_aggregateLabel = op.toLower() + QStringLiteral("_days");
        } else {
            m_span = span;
        }
        focusIfUnset(from->table);
        m_out.notes << QStringLiteral("days from %1 to %2").arg(span.args[0].column, span.args[1].column);
        return;
    }
}

void InterpretationBuilder::orientSpansByConditions()
{
    // "the average number of days between the required date and the shipped date over each
    // employee's late orders": "between" gives no direction, the conditions do. Over rows whose
    // ShippedDate is after their RequiredDate the days run from the required date to the shipped
    // one (the usual order, shipped before required, had made every delay negative).
    const auto later = [this](const Expr &a, const Expr &b) {
        return std::any_of(m_q.where.cbegin(), m_q.where.cend(), [&a, &b](const Condition &c) {
            if (c.kind != Condition::Kind::Compare || c.negated || c.lhs.kind != Expr::Kind::Column || c.rhs.kind != Expr::Kind::Column)
                return false;
            const bool same = c.lhs.table == a.table && c.lhs.column == a.column && c.rhs.table == b.table && c.rhs.column == b.column;
            const bool swapped = c.lhs.table == b.table && c.lhs.column == b.column && c.rhs.table == a.table && c.rhs.column == a.column;
            return (same && (c.op == QLatin1String(">") || c.op == QLatin1String(">=")))
                || (swapped && (c.op == QLatin1String("<") || c.op == QLatin1String("<=")));
        });
    };
    visitFigures([&](Expr &e) {
        if (e.kind == Expr::Kind::DaysBetween && e.args.size() == 2 && later(e.args[0], e.args[1])) {
            m_out.notes.removeAll(QStringLiteral("days from %1 to %2").arg(e.args[0].column, e.args[1].column));
            std::swap(e.args[0], e.args[1]);
            m_out.notes << QStringLiteral("days from %1 to %2, the later date under the question's condition").arg(e.args[0].column, e.args[1].column);
        }
        return true;
    });
}

std::optional<Expr> InterpretationBuilder::eventDateNamedBy(int j) const
{
    // A date column named after an event ("ShippedDate", "OrderDate", "HireDate") is named by the
    // event's word: the same stem ("shipping", "ordering", "hiring"), a noun WordNet derives from
    // its verb ("shipment"), or an attribute word of the vocabulary ("shipped", "delivered"). Only
    // one date column may answer.
    const QString word = m_read.tokens.at(m_ev[j].first).lower;
    LexicalResources &wordnet = LexicalResources::instance();
    QList<Expr> found;
    const auto add = [&found](const Expr &e) {
        if (std::none_of(found.cbegin(), found.cend(), [&e](const Expr &f) { return sameFigure(f, e); }))
            found << e;
    };
    if (std::optional<Expr> attribute = m_ev[j].hasTag(QStringLiteral("attr:")) ? measureOf(j) : std::nullopt;
        attribute && attribute->kind == Expr::Kind::Column && m_lex.kindOf(attribute->table, attribute->column) == ColumnKind::Date)
        return attribute;
    for (const sql::Table &t : m_lex.schema().tables) {
        for (const sql::Column &c : t.columns) {
            if (t.isView || m_lex.kindOf(t.name, c.name) != ColumnKind::Date)
                continue;
            const QStringList words = text::words(text::splitIdentifier(c.name).toLower());
            if (words.size() < 2 || words.last() != QLatin1String("date"))
                continue;
            const QString &head = words.first();
            const bool sameStem = wordnet.stem(head) == wordnet.stem(word);
            const bool derived = wordnet.derivedNouns(head).contains(word);
            if (sameStem || derived)
                add(Expr::col(t.name, c.name));
        }
    }
    return found.size() == 1 ? std::optional<Expr>(found.front()) : std::nullopt;
}

void InterpretationBuilder::readPerRowTotals()
{
    // "customers who spent more than 5000 in 1997", "how many orders were worth over 500": a
    // condition on a total with no grouping named is on each focus row's own total. It becomes a
    // subquery per row, and the conditions on the rows being added up (the year of the orders)
    // go inside it; conditions on the focus itself stay outside.
    // ("countries whose sales in 1997 exceed that of France": the conditions on the rows added
    // up bind the named group's total too; those on the groups themselves do not.)
    for (const Condition &c : m_q.having) {
        Query *named = m_groupTargets.empty() ? nullptr : namedTotalOf(c);
        for (const Condition &w : m_q.where)
            if (named && std::none_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [&w](const Expr &g) { return sameFigure(g, w.lhs); }))
                named->where.push_back(w);
    }
    if (m_q.having.empty() || !m_groupTargets.empty() || m_rankBy)
        return;
    // "spent less than 500" would drop the rows with nothing to add up (NULL, not 0): not read.
    // ("between 100 and 500" has a lower bound too, which drops them anyway.) Rows made of the
    // lines added up ("orders worth less than 250": the lines point straight at their order) are
    // the exception: such a row with no line is no real row.
    const auto ownLines = [this](const Expr &figure) {
        const QStringList read = figure.tables();
        return !read.isEmpty() && std::all_of(read.cbegin(), read.cend(), [this](const QString &t) {
            const QList<sql::ForeignKey> keys = m_lex.schema().keysFrom(t);
            return t == m_focus || std::any_of(keys.cbegin(), keys.cend(), [this](const sql::ForeignKey &k) { return k.toTable == m_focus && !k.inferred; });
        });
    };
    // ("whose highest rating is 5": equal to a positive number drops the rows with none too.)
    for (const Condition &c : m_q.having) {
        const bool positiveEquals = c.op == QLatin1String("=") && c.rhs.kind == Expr::Kind::Number && c.rhs.number > 0;
        if (c.op == QLatin1String(">") || c.op == QLatin1String(">=") || positiveEquals || ownLines(c.lhs))
            continue;
        const bool bounded = std::any_of(m_q.having.cbegin(), m_q.having.cend(), [&c](const Condition &o) {
            return (o.op == QLatin1String(">") || o.op == QLatin1String(">=")) && sameFigure(o.lhs, c.lhs)
                && o.rhs.kind == Expr::Kind::Number && o.rhs.number >= 0;
        });
        if (!bounded || (c.op != QLatin1String("<") && c.op != QLatin1String("<=")))
            return;
    }
    // "countries with an average freight above 80": the rows named by a column, not a table, are
    // its values: one group per country, the condition on each group's figure (HAVING).
    bool focusNamed = false;
    int groupColumn = -1;
    for (int i = 0; i < count(); ++i) {
        focusNamed |= tableEv(i) && m_ev[i].entry(LexEntry::Kind::Table)->table == m_focus;
        const LexEntry *c = m_ev[i].used || tableEv(i) ? nullptr : columnOf(i);
        if (groupColumn < 0 && c && m_lex.kindOf(c->table, c->column) == ColumnKind::Text)
            groupColumn = i;
    }
    if (!focusNamed && groupColumn >= 0 && !m_aggregate) {
        const LexEntry *c = columnOf(groupColumn);
        m_groupTargets.push_back(Expr::col(c->table, c->column));
        use(groupColumn, QStringLiteral("each %1.%2").arg(c->table, c->column));
        m_out.notes << QStringLiteral("the condition on a total applies to each %1").arg(c->column);
        return;
    }
    if (!perFocusRow())
        return;
    // Only a count of the focus rows, or a listing of them, asks which rows pass; a total of a
    // measure over them ("revenue of customers who spent over 5000") is left unread.
    if (m_aggregate && !(m_aggregate->kind == Expr::Kind::Aggregate && m_aggregate->text == QLatin1String("COUNT")
                         && m_aggregate->tables() == QStringList{m_focus}))
        return;
    std::vector<Condition> inside;
    for (auto it = m_q.where.begin(); it != m_q.where.end();) {
        if (!it->tables().contains(m_focus)) {
            inside.push_back(*it);
            it = m_q.where.erase(it);
        } else {
            ++it;
        }
    }
    for (Condition &c : m_q.having) {
        const std::shared_ptr<Query> sub = perFocusRow();
        sub->select.push_back({c.lhs, QString()});
        sub->where = inside;
        Expr perRow;
        perRow.kind = Expr::Kind::Subquery;
        perRow.sub = sub;
        if (Query *named = namedTotalOf(c))
            named->where.insert(named->where.end(), inside.cbegin(), inside.cend());
        c.lhs = perRow;
        m_q.where.push_back(c);
    }
    m_q.having.clear();
    m_out.notes << QStringLiteral("the condition on a total applies to each %1 row's own total").arg(m_focus);
}

void InterpretationBuilder::moveConditionsIntoPerRowFigures()
{
    // "employees who handled at least 50 orders in 1997": a condition on the rows a per-row
    // figure adds up (the orders' date) limits what is counted; outside, it would join those rows
    // to the focus and keep every employee with 50 orders in all, listed once per 1997 order.
    for (size_t ci = 0; ci < m_q.where.size(); ++ci) {
        const Condition &c = m_q.where[ci];
        if (c.lhs.kind != Expr::Kind::Subquery || !c.lhs.sub || c.lhs.sub->select.size() != 1)
            continue;
        const QString counted = c.lhs.sub->baseTable;
        if (counted.isEmpty() || counted == m_focus)
            continue;
        auto sub = std::make_shared<Query>(*c.lhs.sub);
        // (Or on rows the counted ones point at, the focus's own aside: "at least 2 red boats"
        // counts reservations of red boats.)
        const auto ofCountedRows = [this, &counted](const Condition &other) {
            const QStringList tables = other.tables();
            return !tables.isEmpty() && std::all_of(tables.cbegin(), tables.cend(), [this, &counted](const QString &t) {
                return t == counted || (t != m_focus && belongsTo(counted, t) && !belongsTo(m_focus, t));
            });
        };
        std::vector<Condition> kept;
        for (size_t k = 0; k < m_q.where.size(); ++k) {
            const Condition &other = m_q.where[k];
            if (k != ci && other.lhs.kind != Expr::Kind::Subquery && !other.sub && ofCountedRows(other))
                sub->where.push_back(other);
            else
                kept.push_back(other);
        }
        if (sub->where.size() == c.lhs.sub->where.size())
            continue;
        for (Condition &k : kept)
            if (k.lhs.kind == Expr::Kind::Subquery && k.lhs.sub == c.lhs.sub)
                k.lhs.sub = sub;
        m_q.where = std::move(kept);
        m_out.notes << QStringLiteral("the conditions on %1 limit the %1 rows each %2 row's figure counts").arg(counted, m_focus);
        return;   // one figure per question is what the readings build
    }
}

std::optional<Expr> InterpretationBuilder::perRowFigureNamedBy(const QString &key) const
{
    if (!m_q.groupBy.empty() || !m_groupTargets.empty())
        return std::nullopt;
    // A key that is a column of the rows asked about ("Name" beside artists) is that column.
    if (const sql::Table *focus = m_lex.schema().table(m_focus); focus && focus->column(key))
        return std::nullopt;
    QStringList rest;
    for (const QString &w : text::words(text::splitIdentifier(key))) {
        const QStringList tags = Vocabulary::builtIn().phrases().value(stemPhrase(w));
        const bool aggregateWord = std::any_of(tags.cbegin(), tags.cend(), [](const QString &t) { return t.startsWith(QLatin1String("agg:")); });
        if (!aggregateWord && !Vocabulary::builtIn().isFunctionWord(w))
            rest << w;
    }
    std::optional<Expr> found;
    int figures = 0;
    for (const Condition &c : m_q.where) {
        if (c.lhs.kind != Expr::Kind::Subquery || !c.lhs.sub || c.lhs.sub->select.size() != 1 || c.lhs.sub->correlate.empty())
            continue;
        ++figures;
        const Query &sub = *c.lhs.sub;
        const Expr &figure = sub.select.front().expr;
        // What the figure is of: the rows it counts and the columns it adds up, and the tables
        // those columns point at ("products" for a count of distinct order-line products).
        QStringList tables{sub.baseTable};
        QStringList columns;
        const QList<QPair<QString, QString>> added = figure.columns();
        for (const auto &[table, column] : added) {
            columns << column;
            tables << table;
            for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(table))
                if (fk.fromColumns == QStringList{column})
                    tables << fk.toTable;
        }
        tables.removeAll(m_focus);   // "Customer" beside a customer's figure is the customer
        bool named = false;
        for (const LexEntry &e : m_lex.lookup(stemPhrase(rest.join(QLatin1Char(' '))))) {
            named |= e.kind == LexEntry::Kind::Table && tables.contains(e.table);
            named |= e.kind == LexEntry::Kind::Column && columns.contains(e.column);
        }
        if (named)
            return c.lhs;
        if (rest.isEmpty())
            found = c.lhs;
    }
    // A bare "Total" or "Count": the one figure the conditions compute.
    return figures == 1 ? found : std::nullopt;
}

bool InterpretationBuilder::averagePerGroup(const Expr &measure, const QString &op, Expr &out)
{
    // Which group is each row's own: the key of the table the measure's rows are, or own.
    // (The nearest owner: "per order for each employee" averages over orders.)
    const auto groupOf = [this](const QString &rowsTable, bool orOwner) -> int {
        int best = -1;
        qsizetype bestSteps = 0;
        for (size_t g = 0; g < m_groupTargets.size(); ++g) {
            const Expr &t = m_groupTargets[g];
            const sql::Table *table = t.kind == Expr::Kind::Column ? m_lex.schema().table(t.table) : nullptr;
            if (!table || table->primaryKey().isEmpty() || table->primaryKey().first() != t.column)
                continue;
            if (t.table == rowsTable)
                return int(g);
            const qsizetype steps = m_lex.schema().joinPath(rowsTable, t.table).size();
            if (orOwner && belongsTo(rowsTable, t.table) && (best < 0 || steps < bestSteps)) {
                best = int(g);
                bestSteps = steps;
            }
        }
        return best;
    };
    const auto dropGroup = [this](int g) {
        const QString table = m_groupTargets[size_t(g)].table;
        m_groupTargets.erase(m_groupTargets.begin() + g);
        m_groupTables.removeAll(table);
    };
    // "the average yearly freight": each year's total freight, averaged over the years.
    if (measure.kind == Expr::Kind::Column && m_averagedPeriod && op == QLatin1String("AVG") && isAdditiveColumn(measure.column))
        return averagePerPeriod(Expr::agg(QStringLiteral("SUM"), {measure}), out);
    if (measure.kind == Expr::Kind::Column) {
        // "the average quantity per order line": one value per line, so the average is over lines.
        if (const int g = groupOf(measure.table, false); g >= 0) {
            dropGroup(g);
            m_out.notes << QStringLiteral("the %1 over all %2 rows").arg(op.toLower(), measure.table);
            return true;
        }
        // "the average quantity per order", asked as one number: an amount of the rows that
        // belong to the group's rows adds up in each (the total divided by the number of
        // orders), as "the average revenue per order" does; the lines' own average is another
        // figure (one value per order had been asked, and the question declined).
        const int owner = groupOf(measure.table, true);
        if (op == QLatin1String("AVG") && owner >= 0 && !m_hint.isList() && m_groupTargets.size() == 1 && isAdditiveColumn(measure.column)) {
            const Expr key = m_groupTargets[size_t(owner)];
            out = Expr::arith(QStringLiteral("/"), Expr::agg(QStringLiteral("SUM"), {measure}), Expr::agg(QStringLiteral("COUNT"), {key}, true));
            m_out.notes << QStringLiteral("the average per %1: the total divided by the number of %1 rows").arg(key.table);
            m_q.extraTables << key.table;
            dropGroup(owner);
        }
        return true;
    }
    // An aggregate measure: a total ("revenue") averaged per group needs the group ("per order":
    // the total divided by the number of orders); an average or a ratio ("AOV") is one already.
    // One SUM(...) and nothing around it; "SUM(Freight) * 1.0 / COUNT(...)" is a ratio.
    // A count adds up over rows as a total does ("orders per customer": their number over the customers).
    const bool total = isPlainTotal(measure) || (measure.kind == Expr::Kind::Aggregate && measure.text == QLatin1String("COUNT"));
    if (!total)
        return true;
    if (op != QLatin1String("AVG"))
        return false;   // the least or greatest of a total: of what groups is the ranking's job
    if (m_averagedPeriod)
        return averagePerPeriod(measure, out);
    const QStringList tables = measure.tables();
    if (tables.isEmpty())
        return false;
    // The total of one row of the measure's own rows: "the average revenue per order line" is
    // the lines' average, whatever key the line table has.
    const auto averageOfRows = [&measure]() {
        Expr e = measure;
        if (e.kind == Expr::Kind::Template)
            e.text = QStringLiteral("AVG") + e.text.trimmed().mid(3);
        else
            e.text = QStringLiteral("AVG");
        return e;
    };
    // "for each employee, the average revenue of his order lines": the rows the question names
    // beside the breakdown are what is averaged over; the breakdown stays.
    // (A count names its rows itself: "the average number of orders per customer".)
    const bool counted = measure.kind == Expr::Kind::Aggregate && measure.text == QLatin1String("COUNT");
    for (int i = 0; i < count() && !counted; ++i) {
        const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table);
        if (!t || m_groupTables.contains(t->table) || m_groupTargets.empty())
            continue;
        if (t->table == tables.first()) {
            out = averageOfRows();
            if (!m_ev[i].used)
                use(i, QStringLiteral("the rows averaged over"));
            m_out.notes << QStringLiteral("the average over %1 rows").arg(t->table);
            return true;
        }
    }
    const int g = groupOf(tables.first(), true);
    if (g < 0 && counted && averageLinksPerGroup(tables.first(), out))
        return true;
    if (g < 0)
        return averagePerPeriod(measure, out);
    // "for each employee, the average revenue": the one group is the breakdown asked for; what
    // is averaged in it (orders, lines) is not said.
    if (m_groupTargets.size() == 1 && m_hint.isList())
        return false;
    if (m_groupTargets[size_t(g)].table == tables.first() && !counted) {
        out = averageOfRows();
        m_out.notes << QStringLiteral("the average over %1 rows").arg(tables.first());
        dropGroup(g);
        return true;
    }
    const Expr key = m_groupTargets[size_t(g)];
    out = Expr::arith(QStringLiteral("/"), measure, Expr::agg(QStringLiteral("COUNT"), {key}, true));
    m_out.notes << QStringLiteral("the average per %1: the total divided by the number of %1 rows").arg(key.table);
    m_q.extraTables << key.table;
    dropGroup(g);
    return true;
}

bool InterpretationBuilder::averageLinksPerGroup(const QString &counted, Expr &out)
{
    // "the average number of tracks per invoice", "products per order": rows met through the
    // table that links them to the group (an invoice's lines), one link each; their number over
    // the groups that have any. (Declined before: the tracks belong to no invoice.)
    if (m_groupTargets.size() != 1 || m_hint.isList())
        return false;
    const Expr key = m_groupTargets.front();
    const sql::Table *group = key.kind == Expr::Kind::Column ? m_lex.schema().table(key.table) : nullptr;
    if (!group || group->primaryKey() != QStringList{key.column})
        return false;
    // A table that only links the two (its key is its two references: PlaylistTrack), or the
    // sales lines; not rows of their own that point at both ("albums per genre" through the
    // tracks counted tracks).
    const QString lines = m_model ? m_model->roles().lineTable : QString();
    QStringList links;
    for (const sql::Table &t : m_lex.schema().tables) {
        const QList<sql::ForeignKey> keys = m_lex.schema().keysFrom(t.name);
        const bool toGroup = std::any_of(keys.cbegin(), keys.cend(), [&key](const sql::ForeignKey &fk) { return fk.toTable == key.table; });
        const bool toCounted = std::any_of(keys.cbegin(), keys.cend(), [&counted](const sql::ForeignKey &fk) { return fk.toTable == counted; });
        // (Its key is exactly the columns of its references to the two.)
        QStringList references;
        for (const sql::ForeignKey &fk : keys)
            if (fk.toTable == key.table || fk.toTable == counted)
                references << fk.fromColumns;
        QStringList primary = t.primaryKey();
        references.sort(Qt::CaseInsensitive);
        references.removeDuplicates();
        primary.sort(Qt::CaseInsensitive);
        const bool keyOfReferences = !primary.isEmpty() && primary.join(QLatin1Char(',')).compare(references.join(QLatin1Char(',')), Qt::CaseInsensitive) == 0;
        if (toGroup && toCounted && t.name != key.table && t.name != counted && (keyOfReferences || t.name == lines))
            links << t.name;
    }
    // (Conditions only on the groups' own rows: a condition on the rows counted would average
    // over the groups that have such rows only, "discontinued products per order".)
    const bool ownConditions = std::all_of(m_q.where.cbegin(), m_q.where.cend(), [&key](const Condition &c) {
        return c.tables() == QStringList{key.table};
    });
    if (links.size() != 1 || !ownConditions)
        return false;
    out = Expr::arith(QStringLiteral("/"), Expr::agg(QStringLiteral("COUNT"), {}), Expr::agg(QStringLiteral("COUNT"), {key}, true));
    m_q.extraTables << links.first() << key.table << counted;
    m_out.notes << QStringLiteral("the average per %1: the %2 rows that link a %3 row to it, over the %1 rows that have any")
                       .arg(key.table, links.first(), counted);
    m_out.ambiguous = true;   // (over every group row, the ones with none counting 0, is read too)
    m_groupTargets.clear();
    m_groupTables.removeAll(key.table);
    return true;
}

int InterpretationBuilder::rowsNamedBetween(int averageWord, int measureWord) const
{
    int found = -1;
    for (int k = averageWord + 1; k < measureWord; ++k) {
        if (m_ev[k].used)
            continue;
        const LexEntry *t = m_ev[k].entry(LexEntry::Kind::Table);
        const sql::Table *table = t ? m_lex.schema().table(t->table) : nullptr;
        if (!table || table->primaryKey().isEmpty() || found >= 0)
            return -1;   // another word between, or two tables: not one kind of rows
        found = k;
    }
    return found;
}

bool InterpretationBuilder::averagePerPeriod(const Expr &measure, Expr &out)
{
    // "the average revenue per month in 1997", "average monthly orders per employee": a total
    // averaged over periods is the total divided by the number of periods that have rows. When
    // the periods are the only breakdown of a list, they are the rows asked for, not averaged.
    const auto period = m_averagedPeriod
        ? std::find_if(m_groupTargets.cbegin(), m_groupTargets.cend(), [this](const Expr &g) { return sameFigure(g, *m_averagedPeriod); })
        : std::find_if(m_groupTargets.cbegin(), m_groupTargets.cend(), isTimelinePeriod);
    if (period == m_groupTargets.cend() || (!m_averagedPeriod && m_hint.isList() && m_groupTargets.size() == 1))
        return false;
    out = Expr::arith(QStringLiteral("/"), measure, Expr::agg(QStringLiteral("COUNT"), {*period}, true));
    m_groupTargets.erase(period);
    m_periodAveraged = true;   // vetted when the query is whole (vetPeriodAverage)
    m_out.notes << QStringLiteral("the average per period: the total divided by the number of periods with rows");
    return true;
}


void InterpretationBuilder::vetPeriodAverage()
{
    // Of some rows only (a customer, a country) or per group, the periods counted are those the
    // rows have; every period of the window would give another average. Never certain then.
    if (!m_periodAveraged)
        return;
    const auto onDates = [](const Condition &c) { return !partOf(c.lhs).isEmpty(); };   // "in 1997", "in Q1 or Q2"
    if (!m_q.groupBy.empty() || !std::all_of(m_q.where.cbegin(), m_q.where.cend(), onDates)) {
        m_out.ambiguous = true;
        m_out.notes << QStringLiteral("averaged over the periods those rows have, not every period of the window");
    }
}

bool InterpretationBuilder::listedWithAggregates(int i) const
{
    // (An aggregate of a column said as one phrase, "mean unit price", counts as its word.)
    // ("mean price": a measure whose name opens with an aggregate word.)
    const auto columnFigure = [this](int k) {
        const LexEntry *m = m_ev[k].entry(LexEntry::Kind::Measure);
        if (!m)
            return false;
        const QStringList tags = Vocabulary::builtIn().phrases().value(m_read.tokens.at(m_ev[k].first).stem);
        return m->measureId.contains(QLatin1Char(':'))
            || std::any_of(tags.cbegin(), tags.cend(), [](const QString &t) { return t.startsWith(QLatin1String("agg:")); });
    };
    const auto aggregateWord = [this, &columnFigure](int k) {
        return k >= 0 && k < count() && (m_ev[k].hasTag(QStringLiteral("agg:")) || m_ev[k].hasTag(QStringLiteral("sup:")) || columnFigure(k));
    };
    // A comma or "and"/"or"/"&" between the two words, "the" after it allowed.
    const auto listed = [this](int a, int b) {
        const int from = m_read.tokens.at(m_ev[a].last).start + int(m_read.tokens.at(m_ev[a].last).text.size());
        const QString between = m_read.text.mid(from, m_read.tokens.at(m_ev[b].first).start - from).trimmed().toLower();
        static const QRegularExpression joins(QStringLiteral("^(?:,\\s*(?:(?:and|or|&)\\s*)?|(?:and|or|&)\\s*)(?:the)?$"));
        return joins.match(between).hasMatch();
    };
    // The whole list the word is in; superlatives alone ("the oldest and youngest employees", "the
    // highest and lowest unit price") are both ends of the rows, a list with another aggregate
    // ("highest, lowest and mean price") is figures.
    int first = i, last = i;
    while (aggregateWord(first - 1) && listed(first - 1, first))
        --first;
    while (aggregateWord(last + 1) && listed(last, last + 1))
        ++last;
    for (int k = first; k <= last; ++k)
        if ((m_ev[k].hasTag(QStringLiteral("agg:")) && !m_ev[k].hasTag(QStringLiteral("sup:"))) || columnFigure(k))
            return first < last;
    // "highest and lowest price per category" with a field for each ({HighestPrice, LowestPrice}):
    // figures of each group, not the groups ranked.
    if (first < last && !m_groupTargets.empty() && m_hint.fields.size() >= 2) {
        static const QSet<QString> high{QStringLiteral("max"), QStringLiteral("maximum"), QStringLiteral("highest"), QStringLiteral("largest")};
        static const QSet<QString> low{QStringLiteral("min"), QStringLiteral("minimum"), QStringLiteral("lowest"), QStringLiteral("smallest")};
        bool highField = false, lowField = false;
        for (const answer::HintField &f : m_hint.fields)
            for (const QString &w : text::words(text::splitIdentifier(f.key))) {
                highField |= high.contains(w);
                lowField |= low.contains(w);
            }
        return highField && lowField;
    }
    // "the highest and lowest unit price", "the highest and lowest freight values": superlatives
    // said of a column, with no table's rows named anywhere, are its two figures, which the
    // figures' reading does not take alone yet: not understood rather than the MAX alone (at 0.9);
    // "the oldest and youngest employees" are rows at both ends.
    bool rowsNamed = false;
    for (int k = 0; k < count(); ++k)
        rowsNamed |= tableEv(k);
    return first < last && !rowsNamed && last + 1 < count() && adjacent(last, last + 1) && columnOf(last + 1) != nullptr;
}

bool InterpretationBuilder::valuesOfColumnOf(int j, const QString &table) const
{
    // "official languages": a text column of the flag's own table, whose values are counted.
    const LexEntry *c = tableEv(j) ? nullptr : columnOf(j);
    return c && c->table == table && m_lex.kindOf(c->table, c->column) == ColumnKind::Text;
}

int InterpretationBuilder::rowsOfVerbAfter(int i) const
{
    // The first verb after evidence i, in the same sentence, that names a table of rows
    // ("reserved": Reserves, "ordered": Orders), or -1.
    for (int j = i + 1; j < count(); ++j) {
        if (m_read.punctuationBetween(m_ev[j - 1].last, m_ev[j].first) && m_read.gapBetween(m_ev[j - 1].last, m_ev[j].first).contains(QLatin1Char('?')))
            return -1;
        const QString &word = m_read.tokens.at(m_ev[j].first).lower;
        if (tableEv(j) && m_ev[j].first == m_ev[j].last && !m_ev[j].used && LexicalResources::instance().isInflectedVerb(word))
            return j;
    }
    return -1;
}

} // namespace rac::semantic
