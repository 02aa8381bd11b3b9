// SPDX-License-Identifier: MIT
//
// The forms a ranking takes: the rows ranked by a figure named after them ("top 5 customers by
// revenue", "the top 3 cities by total sales"), the attribute or part of the date asked about
// ("which country has the most customers", "which year had the lowest freight"), a place in the
// ranking ("the second most expensive"), both ends ("the cheapest and the most expensive"), and
// the greatest of each row's total ("the maximum order revenue"). readAggregatesAndRanking in
// ReadAggregates.cpp reads the ranking words and calls these.
#include "semantic/parse/InterpretationBuilder.h"
#include "semantic/parse/LexicalResources.h"

#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace rac::semantic {

int InterpretationBuilder::whichColumnBefore(int i) const
{
    for (int j = i - 1; j >= 0; --j) {
        const LexEntry *c = columnOf(j);
        if (m_ev[j].used || !c || tableEv(j) || m_lex.kindOf(c->table, c->column) != ColumnKind::Text)
            continue;
        const int t = m_ev[j].first;
        if (askedWithWhich(j))
            return j;
        // "the three ship countries with the highest ...": a count of them asked for ranks them too.
        if (j > 0 && m_ev[j - 1].kind == EvKind::Number && !m_ev[j - 1].used && m_ev[j - 1].last + 1 == t
            && m_ev[j - 1].number >= 1 && m_ev[j - 1].number == std::floor(m_ev[j - 1].number))
            return j;
    }
    return -1;
}

bool InterpretationBuilder::rankValuesByMeasureAfter(int sup, int target, int limitEv)
{
    // "the top 3 cities by total sales", "top 5 countries ranked by revenue": the values of a text
    // column are the groups ranked, by the total after "by".
    const LexEntry *c = tableEv(target) || measureOf(target) ? nullptr : columnOf(target);
    if (!c || m_ev[target].used || m_lex.kindOf(c->table, c->column) != ColumnKind::Text)
        return false;
    const int by = rankedByWordAfter(target);
    if (by < 0)
        return false;
    int measure = by + 1;
    const bool totalWord = measure + 1 < count() && adjacent(by, measure) && m_ev[measure].tag(QStringLiteral("agg:")) == QLatin1String("agg:sum");
    if (totalWord)
        ++measure;
    const std::optional<Expr> m = measure < count() && adjacent(by, measure) && !m_ev[measure].used ? measureOf(measure) : std::nullopt;
    if (!m || (m->kind == Expr::Kind::Column && m_lex.kindOf(m->table, m->column) != ColumnKind::Number))
        return false;
    m_groupTargets.push_back(groupingOf(*c));
    m_rankBy = m->isAggregate() ? *m : Expr::agg(QStringLiteral("SUM"), {*m});
    m_rankDescending = m_ev[sup].tag(QStringLiteral("sup:")).endsWith(QLatin1String("high"));
    limitFrom(limitEv);
    focusOnRowsOf(*m_rankBy);
    use(sup, QStringLiteral("rank"));
    use(target, QStringLiteral("each %1.%2").arg(c->table, c->column));
    use(by, QStringLiteral("ranked by"));
    if (totalWord)
        use(measure - 1, QStringLiteral("total"));
    use(measure, QStringLiteral("ranked measure"));
    if (limitEv >= 0)
        use(limitEv, QStringLiteral("limit"));
    return true;
}

bool InterpretationBuilder::rankRowsByTheirTotal(int extreme, int target, const Expr &total, const QString &op)
{
    // The rows whose totals are compared: a table named right before the total ("order
    // revenue"), or grouped by ("per order"); the total's rows must be theirs or belong to them.
    const QStringList measured = total.tables();
    if (measured.isEmpty() || m_rankBy)
        return false;
    const auto owns = [&](const QString &table) { return measured.first() == table || belongsTo(measured.first(), table); };
    QString rows;
    int named = -1;
    if (target > 0 && tableEv(target - 1) && !m_ev[target - 1].used && adjacent(target - 1, target)
        && owns(m_ev[target - 1].entry(LexEntry::Kind::Table)->table)) {
        named = target - 1;
        rows = m_ev[named].entry(LexEntry::Kind::Table)->table;
    }
    int groupAt = -1;   // "per order": the grouping that names the rows, dropped once they are ranked
    for (size_t g = 0; g < m_groupTargets.size() && rows.isEmpty(); ++g) {
        const Expr &key = m_groupTargets[g];
        const sql::Table *t = key.kind == Expr::Kind::Column ? m_lex.schema().table(key.table) : nullptr;
        if (t && t->primaryKey().size() == 1 && t->primaryKey().first() == key.column && owns(key.table)) {
            rows = key.table;
            groupAt = int(g);
        }
    }
    // Any other grouping ("per order per year") is a ranking within groups, not read here.
    const sql::Table *table = rows.isEmpty() ? nullptr : m_lex.schema().table(rows);
    if (!table || table->primaryKey().size() != 1 || m_groupTargets.size() != (groupAt >= 0 ? 1u : 0u))
        return false;
    if (groupAt >= 0) {
        m_groupTargets.erase(m_groupTargets.begin() + groupAt);
        m_groupTables.removeAll(rows);
    }
    m_focus = rows;
    m_q.baseTable = rows;
    m_rankBy = total;
    m_rankDescending = op == QLatin1String("MAX");
    m_limit = 1;
    m_rankFigureAsked = m_hint.isNumericScalar();
    use(extreme, op == QLatin1String("MAX") ? QStringLiteral("the greatest of each %1's total").arg(rows)
                                            : QStringLiteral("the least of each %1's total").arg(rows));
    use(target, QStringLiteral("ranked measure"));
    if (named >= 0)
        use(named, QStringLiteral("each %1 row").arg(rows));
    return true;
}

bool InterpretationBuilder::groupByAskedBefore(int i)
{
    if (const int which = whichColumnBefore(i); which >= 0) {
        const LexEntry *c = columnOf(which);
        m_groupTargets.push_back(groupingOf(*c));
        use(which, QStringLiteral("each %1.%2").arg(c->table, c->column));
        m_askedGroup = m_groupTargets.back();
        return true;
    }
    // A part of the date asked about ("which year", "in what month") or opening the question
    // ("Month with the most units sold"), before the superlative.
    for (int j = i - 1; j >= 0; --j) {
        if (m_ev[j].used || !m_ev[j].hasTag(QStringLiteral("part:")) || columnOf(j))
            continue;
        // "the month and year with the highest sales": the two together are one month of one
        // year, as "month" alone is.
        int pair = -1;
        if (j > 0 && m_ev[j - 1].hasTag(QStringLiteral("part:")) && !m_ev[j - 1].used && m_ev[j].first == m_ev[j - 1].last + 2
            && m_read.tokens.at(m_ev[j].first - 1).lower == QLatin1String("and")) {
            const QSet<QString> parts{m_ev[j].tag(QStringLiteral("part:")).mid(5), m_ev[j - 1].tag(QStringLiteral("part:")).mid(5)};
            if (parts == QSet<QString>{QStringLiteral("month"), QStringLiteral("year")})
                pair = j - 1;
        }
        const int opening = pair >= 0 ? pair : j;
        bool opens = true;
        for (int k = 0; k < m_ev[opening].first; ++k)
            opens &= m_read.tokens.at(k).functionWord || Vocabulary::builtIn().isFunctionWord(m_read.tokens.at(k).lower);
        if (!askedWithWhich(opening) && !opens)
            return false;
        const QString part = pair >= 0 ? QStringLiteral("month") : m_ev[j].tag(QStringLiteral("part:")).mid(5);
        m_groupTargets.push_back(datePart(part, dateColumnFor(j)));
        if (pair >= 0)
            use(pair, QStringLiteral("each month of each year"));
        use(j, QStringLiteral("each %1").arg(pair >= 0 ? QStringLiteral("month of each year") : part));
        m_askedGroup = m_groupTargets.back();
        return true;
    }
    return false;
}

int InterpretationBuilder::topCountAt(int i) const
{
    // "top 5": the unused word "top" at i and a whole number of rows right after it; the number's
    // evidence, or -1. (The number may have been read already, as a value a label repeats.)
    if (i + 1 >= count() || m_ev[i].used || m_read.spanText(m_ev[i].first, m_ev[i].last).toLower() != QLatin1String("top")
        || m_ev[i + 1].kind != EvKind::Number || !adjacent(i, i + 1) || m_ev[i + 1].number < 1
        || m_ev[i + 1].number != std::floor(m_ev[i + 1].number))
        return -1;
    return i + 1;
}

bool InterpretationBuilder::rankingAttribute(int i) const
{
    // "cheapest" (price, low), "oldest" (age, high): an attribute word that says which way its
    // column ranks, as a superlative does.
    const QString attr = m_ev[i].tag(QStringLiteral("attr:"));
    return attr.endsWith(QLatin1String(":high")) || attr.endsWith(QLatin1String(":low"));
}

void InterpretationBuilder::readTopBeforeSuperlative()
{
    // "top 2 employees with the earliest birth date": "top" before a number only says "the first
    // N" when another superlative says what ranks them, which may come before, in the question a
    // bracket restates ("Which countries have the most customers? (top 5 countries ...)"); so
    // does "first" before a number and a superlative ("the first 3 most expensive products").
    for (int i = 0; i + 1 < count(); ++i) {
        // ("first" is a word of no evidence of its own before a number: the number's place says it.)
        const int before = m_ev[i].first - 1;
        if (m_ev[i].kind == EvKind::Number && before >= 0 && m_read.tokens.at(before).lower == QLatin1String("first")
            && adjacent(i, i + 1) && (m_ev[i + 1].hasTag(QStringLiteral("sup:")) || m_ev[i + 1].hasTag(QStringLiteral("attr:"))) && m_ev[i].number >= 1
            && m_ev[i].number == std::floor(m_ev[i].number)) {
            if (i > 0 && m_ev[i - 1].first == before && m_ev[i - 1].last == before && !m_ev[i - 1].used)
                use(i - 1, QStringLiteral("the first N of the ranking"));
            else if (i == 0 || m_ev[i - 1].last < before)
                m_explainedTokens << before;
        }
        // "Top genre with the most tracks": "top" with no number, said with the superlative that
        // ranks, only says the first of that ranking again (declined as a word not understood).
        if (!m_ev[i].used && m_read.spanText(m_ev[i].first, m_ev[i].last).toLower() == QLatin1String("top") && m_ev[i + 1].kind != EvKind::Number
            && std::any_of(m_ev.cbegin() + i + 1, m_ev.cend(), [this](const Evidence &e) {
                   return !e.used && e.hasTag(QStringLiteral("sup:")) && m_read.spanText(e.first, e.last).toLower() != QLatin1String("top");
               })) {
            use(i, QStringLiteral("top: the first of the ranking the superlative says"));
            continue;
        }
        if (topCountAt(i) < 0)
            continue;
        // (Before it only across a sentence or a bracket: "the highest sales in the top 5
        // countries" ranks two different nouns.)
        const auto apart = [this, i](int k) {
            static const QRegularExpression boundary(QStringLiteral("[(?.!;:]"));
            return k > i || m_read.gapBetween(m_ev[k].last, m_ev[i].first).contains(boundary);
        };
        bool another = false;
        for (int k = 0; k < count() && !another; ++k)
            another = k != i && k != i + 1 && !m_ev[k].used
                && (m_ev[k].hasTag(QStringLiteral("sup:")) || m_ev[k].hasTag(QStringLiteral("firstlast:")) || rankingAttribute(k))
                && m_read.spanText(m_ev[k].first, m_ev[k].last).toLower() != QLatin1String("top") && apart(k);
        if (!another)
            continue;
        use(i, QStringLiteral("the first N of the ranking"));
        m_limit = int(m_ev[i + 1].number);
        m_limitNamed = true;
        use(i + 1, QStringLiteral("limit %1").arg(m_limit));
    }
}

int InterpretationBuilder::rankedByWordAfter(int target) const
{
    // "top 5 customers by revenue", "... ranked by": the "by" right after the ranked rows; the
    // groups and conditions, already read, may come between ("top 2 products per category by
    // unit price", "top 7 products in the dairy category by number of orders").
    const auto saysBy = [this](int j) { return m_ev[j].hasTag(QStringLiteral("group")) || m_ev[j].hasTag(QStringLiteral("orderby")); };
    const auto functionWordsOnly = [this](int j) {
        for (int t = m_ev[j].first; t <= m_ev[j].last; ++t)
            if (!Vocabulary::builtIn().isFunctionWord(m_read.tokens.at(t).lower))
                return false;
        return true;
    };
    int by = target + 1;
    while (by < count() && by <= target + 5 && adjacent(by - 1, by) && (m_ev[by].used || (functionWordsOnly(by) && !saysBy(by))))
        ++by;
    if (by >= count() || m_ev[by].used || !adjacent(by - 1, by)
        || !(m_ev[by].hasTag(QStringLiteral("group")) || m_ev[by].hasTag(QStringLiteral("orderby"))))
        return -1;
    return by;
}

bool InterpretationBuilder::followsRankedTable(int i) const
{
    // "top 5 products by", "the 5 cheapest products in the catalogue by": "by" after ranked rows
    // (a few words may sit between) says what ranks them.
    if (i < 1 || m_read.tokens.at(m_ev[i].first).lower != QLatin1String("by"))
        return false;
    // ("the highest number of orders by a single customer": "by a single", "by any" name the
    // groups the extreme is taken over, not what ranks.)
    if (m_ev[i].last > m_ev[i].first && Vocabulary::builtIn().isGrammarWord("groups_of_an_extreme", m_read.tokens.at(m_ev[i].last).lower))
        return false;
    // The ranked rows: a table, or a part of the date ("the 3 weakest quarters by units sold").
    const auto ranked = [this](int j) { return tableEv(j) || (m_ev[j].hasTag(QStringLiteral("part:")) && !columnOf(j)); };
    int table = i - 1;
    while (table >= 0 && table >= i - 2 && !ranked(table))
        --table;
    if (table < 0 || !ranked(table))
        return false;
    for (int k = table - 1; k >= 0 && k >= table - 3; --k) {
        if (m_ev[k].hasTag(QStringLiteral("sup:")) || m_ev[k].kind == EvKind::Number || rankingAttribute(k))
            return true;
    }
    return false;
}

bool InterpretationBuilder::rankFocusByMeasureAfter(int target, bool descending, int limitEv)
{
    // "top 5 customers by revenue", "... ranked by revenue", "... ordered by revenue": the figure
    // after says what the top is of (a name after "sorted by" is no figure, and fails below).
    const int by = rankedByWordAfter(target);
    if (by < 0)
        return false;
    int measure = by + 1;
    // "by total revenue": an aggregate word before the measure says how it is summed up.
    // ("by total of unit price x quantity": the word holds the product spelled out, which ranks;
    // the first factor alone ranked, at 0.9.)
    if (measure + 1 < count() && adjacent(by, measure) && m_ev[measure].hasTag(QStringLiteral("agg:")) && !m_definedAt.contains(measure)
        && m_ev[measure].tag(QStringLiteral("agg:")) != QLatin1String("agg:count") && measureOf(measure + 1)) {
        use(measure, QStringLiteral("total"));
        ++measure;
    }
    if (measure >= count() || !adjacent(by, measure))
        return false;
    // "by album count": the rows counted, then the noun "count".
    const bool countAfter = countNounAfter(measure);
    if (tableEv(measure) && !countAfter)
        return false;
    // ("Bottom 3 employees by customer count": the rows with none would be left out of a join;
    // the ranking from below is not read that way.)
    if (countAfter && !descending)
        return false;
    // "by number of albums": the count of the focus's rows in another table.
    if (countAfter
        || (m_ev[measure].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && measure + 1 < count() && adjacent(measure, measure + 1))) {
        const int counted = countAfter ? measure : measure + 1;
        const int countWord = countAfter ? measure + 1 : measure;
        const LexEntry *t = m_ev[counted].entry(LexEntry::Kind::Table);
        const sql::Table *table = t ? m_lex.schema().table(t->table) : nullptr;
        if (!table || t->table == m_focus || table->primaryKey().size() != 1)
            return false;
        m_rankBy = Expr::agg(QStringLiteral("COUNT"), {Expr::col(t->table, table->primaryKey().first())}, true);
        m_q.extraTables << t->table;
        m_rankDescending = descending;
        limitFrom(limitEv);
        use(by, QStringLiteral("ranked by"));
        use(countWord, QStringLiteral("count"));
        use(counted, QStringLiteral("count of %1").arg(t->table));
        return true;
    }
    const std::optional<Expr> m = measureOf(measure);
    if (!m)
        return false;
    // ("the 10 biggest invoices sorted by invoice date": a date or a name after a verb of
    // sorting lists the rows kept; no superlative is measured by it. The 10 latest came back.)
    static const QRegularExpression sortVerb(QStringLiteral("^(?:sorted|ordered|listed|arranged|sort|order)\\b"));
    const bool sortSaid = sortVerb.match(m_read.spanText(m_ev[by].first, m_ev[by].last).toLower()).hasMatch();
    // ("Top 5 customers sorted by company name": "top" measures nothing of its own, the sort does.)
    bool plainTop = false;
    for (int t = std::max(0, m_ev[target].first - 4); t < m_ev[target].first; ++t)
        plainTop |= m_read.tokens.at(t).lower == QLatin1String("top") || m_read.tokens.at(t).lower == QLatin1String("bottom");
    if (sortSaid && !plainTop && m->kind == Expr::Kind::Column
        && (m_lex.kindOf(m->table, m->column) == ColumnKind::Date || m_lex.kindOf(m->table, m->column) == ColumnKind::Text))
        return false;
    // A column of the focus ranks its rows as they are; an amount of rows below the focus
    // (order lines of a customer) ranks it by their total.
    m_rankBy = m->isAggregate() || (m->kind == Expr::Kind::Column && m->table == m_focus) ? *m : Expr::agg(QStringLiteral("SUM"), {*m});
    m_rankDescending = descending;
    limitFrom(limitEv);
    use(by, QStringLiteral("ranked by"));
    use(measure, QStringLiteral("ranked measure"));
    return true;
}

void InterpretationBuilder::readLimitSaidApart()
{
    // "Which shipping cities generated the highest revenue? (top 5)": a ranking read from its
    // superlative, and the number of its rows said apart ("top 5" in brackets or a later clause).
    if (!m_rankBy || m_limitNamed)
        return;
    for (int i = 0; i + 1 < count(); ++i) {
        if (topCountAt(i) < 0 || m_ev[i + 1].used)
            continue;
        // Set apart: nothing after the number but punctuation or the end ("(top 5)", ", top 5.");
        // "in the top 5 countries" is a ranking of countries, "top 10%" a share.
        const int after = m_ev[i + 1].last + 1;
        // ("(top 10 by revenue after discount, ...)": the ranking said again, with its figure.)
        int restated = -1;
        if (after < m_read.tokens.size() && m_read.tokens.at(after).lower == QLatin1String("by"))
            for (int k = i + 2; k < count() && restated < 0; ++k)
                if (m_ev[k].first > after) {
                    const std::optional<Expr> figure = measureOf(k);
                    restated = figure && sameFigure(*figure, *m_rankBy) && m_ev[k].first <= after + 2 ? k : count();
                }
        if (restated >= count())
            restated = -1;
        if (restated < 0 && after < m_read.tokens.size() && !m_read.punctuationBetween(m_ev[i + 1].last, after))
            continue;
        if (restated >= 0 && !m_ev[restated].used)
            use(restated, QStringLiteral("the ranked figure, said again"));
        if (restated >= 0)
            m_explainedTokens << after;
        static const QRegularExpression percentAfter(QStringLiteral("^\\s*(?:%|percent)"), QRegularExpression::CaseInsensitiveOption);
        const Token &number = m_read.tokens.at(m_ev[i + 1].last);
        const QString rest = m_read.text.mid(number.start + number.text.size());
        if (percentAfter.match(rest).hasMatch())
            continue;
        m_limit = int(m_ev[i + 1].number);
        m_limitNamed = true;
        use(i, QStringLiteral("the first N of the ranking"));
        use(i + 1, QStringLiteral("limit %1").arg(m_limit));
        return;
    }
}

void InterpretationBuilder::readTopByTheFigure()
{
    // "top 5 customers and their number of orders", "the top ten musicians and their total
    // earnings": a superlative before the rows with no measure of its own keeps the rows highest
    // (or lowest) by the one figure the question computes for each of them.
    if (m_rankBy || !m_aggregate || m_limitNamed)
        return;
    for (int i = 0; i < count(); ++i) {
        const QString sup = m_ev[i].tag(QStringLiteral("sup:"));
        if (sup.isEmpty() || m_ev[i].used || m_ev[i].first != m_ev[i].last
            || !Vocabulary::builtIn().isGrammarWord("ranking_words", m_read.tokens.at(m_ev[i].first).lower))
            continue;
        // The number of rows right before or right after it ("5 top countries", "top 5 customers").
        int limitEv = -1;
        for (int j : {i + 1, i - 1})
            if (limitEv < 0 && j >= 0 && j < count() && m_ev[j].kind == EvKind::Number && !m_ev[j].used && adjacent(std::min(i, j), std::max(i, j))
                && !isPercentNumber(j) && m_ev[j].number >= 1 && m_ev[j].number <= 1000 && m_ev[j].number == std::floor(m_ev[j].number))
                limitEv = j;
        const int rows = limitEv == i + 1 ? i + 2 : i + 1;
        const LexEntry *t = rows < count() ? m_ev[rows].entry(LexEntry::Kind::Table) : nullptr;
        // (The rows are the ones each figure is computed for: those the question is about, or a
        // group already read.)
        if (limitEv < 0 || !t || !(m_groupTables.contains(t->table) || t->table == m_focus) || !adjacent(std::max(i, limitEv), rows))
            continue;
        m_rankBy = *m_aggregate;
        m_aggregate.reset();
        m_rankFigureAsked = true;   // the figure is shown beside each row kept
        m_rankedRowsShown = true;
        m_rankDescending = sup.endsWith(QLatin1String("high"));
        m_limit = int(m_ev[limitEv].number);
        m_limitNamed = true;
        use(i, QStringLiteral("rank by the figure computed"));
        use(limitEv, QStringLiteral("limit %1").arg(m_limit));
        m_out.notes << QStringLiteral("the %1 %2 rows by the %3 shown").arg(m_rankDescending ? QStringLiteral("highest") : QStringLiteral("lowest"), t->table, m_aggregateLabel);
        // A total or a count is what "top" rows have most of; an average or an extreme shown
        // beside them ("top 3 shippers and their average freight") may not be what ranks them.
        if (!(m_rankBy->kind == Expr::Kind::Aggregate && (m_rankBy->text == QLatin1String("SUM") || m_rankBy->text == QLatin1String("COUNT")))
            && !(m_rankBy->kind == Expr::Kind::Template && m_rankBy->text.trimmed().startsWith(QLatin1String("SUM("), Qt::CaseInsensitive))) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("ranked by the figure shown; the question does not say that it ranks them");
        }
        m_aggregateLabel.clear();
        return;
    }
}

void InterpretationBuilder::readLimitBeforeTable()
{
    if (!m_rankBy || m_limitNamed)
        return;
    for (int i = 0; i + 1 < count(); ++i) {
        // "the 3 categories", or "the three ship countries" when those values are what is ranked.
        const LexEntry *c = tableEv(i + 1) ? nullptr : columnOf(i + 1);
        const bool rankedValues = c && std::any_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [c](const Expr &g) {
            return g.kind == Expr::Kind::Column && g.table == c->table && g.column == c->column;
        });
        if (m_ev[i].kind != EvKind::Number || m_ev[i].used || isPercentNumber(i) || !(tableEv(i + 1) || rankedValues) || !adjacent(i, i + 1))
            continue;
        // "dates with more than 3 orders": a number compared is a bound, not how many rows to keep.
        if (i > 0 && m_ev[i - 1].hasTag(QStringLiteral("cmp:")) && adjacent(i - 1, i))
            continue;
        const double n = m_ev[i].number;
        if (n < 1 || n > 1000 || n != std::floor(n))
            continue;
        m_limit = int(n);
        m_limitNamed = true;
        use(i, QStringLiteral("limit %1").arg(m_limit));
        return;
    }
}

bool InterpretationBuilder::rankDatePartsBy(int i, const QString &sup, int limitEv)
{
    // "the best month of 1997 by revenue": the months, ranked by the measure named after them.
    const int partEv = i + 1;
    if (partEv >= count() || !adjacent(i, partEv) || !m_ev[partEv].hasTag(QStringLiteral("part:"))
        || m_ev[partEv].entry(LexEntry::Kind::Column))
        return false;
    // The measure: a number column or a model measure within a few words, before any table word
    // ("the best month for orders" ranks by a count, which this reading does not build).
    int measure = -1;
    for (int j = partEv + 1; j < count() && j <= partEv + 4 && measure < 0; ++j) {
        if (tableEv(j))
            return false;
        const std::optional<Expr> m = m_ev[j].used ? std::nullopt : measureOf(j);
        const bool number = m && (m->kind != Expr::Kind::Column || m_lex.kindOf(m->table, m->column) == ColumnKind::Number);
        if (number)
            measure = j;
    }
    if (measure < 0)
        return false;
    const QString part = m_ev[partEv].tag(QStringLiteral("part:")).mid(5);
    // "quarters" is grouped already when its stem is also a grouping adverb's ("quarterly").
    if (!m_ev[partEv].used)
        m_groupTargets.push_back(datePart(part, dateColumnFor(partEv)));
    const Expr m = *measureOf(measure);
    m_rankBy = m.isAggregate() ? m : Expr::agg(QStringLiteral("SUM"), {m});
    m_rankDescending = sup.endsWith(QLatin1String("high"));
    limitFrom(limitEv);
    focusOnRowsOf(m);
    use(i, QStringLiteral("rank"));
    use(partEv, QStringLiteral("each %1").arg(part));
    use(measure, QStringLiteral("ranked measure"));
    if (limitEv >= 0)
        use(limitEv, QStringLiteral("limit"));
    if (measure - 1 > partEv && m_ev[measure - 1].hasTag(QStringLiteral("group")) && adjacent(measure - 1, measure))
        use(measure - 1, QStringLiteral("ranked by"));
    return true;
}

void InterpretationBuilder::readOrdinalRank()
{
    // "the second most expensive product", "the 3rd largest order": an ordinal right before the
    // word a ranking was read from picks the one row at that place.
    // "the second highest freight" asked as a number: the aggregate read from "highest" becomes a
    // ranking of the column's distinct values (two orders with the top freight leave the second
    // highest freight below it).
    const bool extreme = m_aggregate && m_aggregate->kind == Expr::Kind::Aggregate && m_aggregate->args.size() == 1
        && m_aggregate->args.front().kind == Expr::Kind::Column && (m_aggregate->text == QLatin1String("MAX") || m_aggregate->text == QLatin1String("MIN"));
    if (!m_rankBy && !(extreme && m_groupTargets.empty()))
        return;
    for (int i = 0; i + 1 < count(); ++i) {
        const QString ordinal = m_ev[i].tag(QStringLiteral("ordinal:"));
        if (ordinal.isEmpty() || m_ev[i].used)
            continue;
        // "the third to fifth most expensive", "3rd through 5th": the places from one to the other.
        int last = -1;
        // ("and" too: "the second and third most expensive".)
        const auto spanWord = [](const QString &w) { return w == QLatin1String("and") || Vocabulary::builtIn().isGrammarWord("span_joins", w); };
        int next = i + 1;   // (past "through" read as evidence of its own)
        if (next + 1 < count() && m_ev[next].first == m_ev[next].last && m_ev[next].entries.isEmpty()
            && spanWord(m_read.tokens.at(m_ev[next].first).lower) && m_ev[i].last + 1 == m_ev[next].first)
            ++next;
        if (next + 1 < count() && !m_ev[next].tag(QStringLiteral("ordinal:")).isEmpty() && !m_ev[next].used) {
            const QString between = m_read.text.mid(m_read.tokens.at(m_ev[i].last).start + int(m_read.tokens.at(m_ev[i].last).text.size()),
                                                    m_read.tokens.at(m_ev[next].first).start - m_read.tokens.at(m_ev[i].last).start
                                                        - int(m_read.tokens.at(m_ev[i].last).text.size()));
            if (spanWord(between.trimmed().toLower()))
                last = next;
        }
        const Evidence &ranking = m_ev[last >= 0 ? last + 1 : i + 1];
        const bool rankWord = ranking.used
            && (ranking.hasTag(QStringLiteral("sup:")) || ranking.hasTag(QStringLiteral("attr:")) || ranking.hasTag(QStringLiteral("firstlast:")));
        if (!rankWord || (last >= 0 ? !adjacent(last, last + 1) : !adjacent(i, i + 1)) || m_limitNamed)
            continue;   // "the second" of no ranking word: left for the words after it
        // "Who earns the second highest salary?": the rows holding the second highest of the
        // different values, by their name (the salary itself came back, at 0.9; SCOTT and FORD
        // share it).
        const bool who = !m_read.tokens.isEmpty() && m_read.tokens.first().lower == QLatin1String("who");
        if (!m_rankBy && who && last < 0 && !m_lex.displayColumns(m_aggregate->args.front().table).isEmpty()) {
            const Expr figure = m_aggregate->args.front();
            auto place = std::make_shared<Query>();
            place->baseTable = figure.table;
            place->ownTables = true;
            place->distinct = true;
            place->select.push_back({figure, QString()});
            place->orderBy.push_back({figure, m_aggregate->text == QLatin1String("MAX")});
            place->limit = 1;
            place->offset = ordinal.mid(8).toInt() - 1;
            Condition at;
            at.lhs = figure;
            at.op = QStringLiteral("=");
            at.rhs = Expr::subquery(place);
            addCondition(at);
            m_aggregate.reset();
            m_whoAsked = true;
            m_focus = figure.table;
            m_q.baseTable = m_focus;
            use(i, QStringLiteral("the rows at place %1 of the different %2 values").arg(place->offset + 1).arg(figure.column));
            return;
        }
        if (!m_rankBy) {
            m_rankBy = m_aggregate->args.front();
            m_rankDescending = m_aggregate->text == QLatin1String("MAX");
            m_aggregate.reset();
            m_distinct = true;
            m_rankedValueAsked = true;
        }
        m_offset = ordinal.mid(8).toInt() - 1;
        m_limit = 1;
        // "Which employees earn the second-lowest salary?": rows asked for in the plural may be
        // all those at the second value, not the second row (which may share the first value);
        // not read that way here, so not sure (the second row came back at 0.9).
        const bool pluralAsked = std::any_of(m_ev.cbegin(), m_ev.cend(), [this](const Evidence &e) {
            const LexEntry *t = e.entry(LexEntry::Kind::Table);
            const QString noun = m_read.tokens.at(e.last).lower;
            return t && t->table == m_focus && noun.endsWith(QLatin1Char('s')) && !noun.endsWith(QLatin1String("ss"));
        });
        if (pluralAsked && last < 0) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("the row at place %1, though the question asks in the plural (rows sharing a value may be meant)").arg(m_offset + 1);
        }
        if (last >= 0) {
            const int to = m_ev[last].tag(QStringLiteral("ordinal:")).mid(8).toInt();
            if (to <= m_offset + 1)
                continue;   // ("the fifth to third": no span read)
            m_limit = to - m_offset;
            m_limitNamed = true;
            for (int k = i + 1; k <= last; ++k)
                use(k, QStringLiteral("to place %1 of the ranking").arg(to));
        }
        use(i, QStringLiteral("place %1 of the ranking").arg(m_offset + 1));
        return;
    }
}

void InterpretationBuilder::readBothEnds()
{
    // "the oldest and youngest employees in each country", "the cheapest and the most expensive
    // product", "the lowest and highest freight order": two ranking words of opposite directions,
    // joined by "and", on one figure keep the rows at either end (the last read had replaced the
    // first: half the rows, at 0.9).
    if (!m_rankBy)
        return;
    // The attribute's own direction when the word has one ("oldest": the earliest birth date).
    const auto direction = [this](int i) {
        const QString attr = m_ev[i].tag(QStringLiteral("attr:"));
        const QString way = !attr.isEmpty() ? attr.section(QLatin1Char(':'), 2) : m_ev[i].tag(QStringLiteral("sup:")).mid(4);
        return way == QLatin1String("high") ? 1 : way == QLatin1String("low") ? -1 : 0;
    };
    // "the employee with the most orders and the one with the fewest (orders)": the second end
    // said as a clause of its own, "the one with", over the same figure said again or left out.
    static const QSet<QString> restating{QStringLiteral("the"), QStringLiteral("one"), QStringLiteral("ones"), QStringLiteral("with"),
                                         QStringLiteral("who"), QStringLiteral("that"), QStringLiteral("which"), QStringLiteral("has"),
                                         QStringLiteral("have"), QStringLiteral("had"), QStringLiteral("a"), QStringLiteral("an")};
    const auto sameWords = [this](int a, int b) {
        if (a >= count() || b >= count() || m_ev[a].last - m_ev[a].first != m_ev[b].last - m_ev[b].first)
            return false;
        for (int t = 0; t <= m_ev[a].last - m_ev[a].first; ++t)
            if (m_read.tokens.at(m_ev[a].first + t).stem != m_read.tokens.at(m_ev[b].first + t).stem)
                return false;
        return true;
    };
    for (int i = 0; i + 1 < count(); ++i) {
        // (The figure said after the first word, then the clause of the second.)
        int j = i + 1;
        while (j < count() && j <= i + 4 && ((!m_ev[j].hasTag(QStringLiteral("sup:")) && !m_ev[j].hasTag(QStringLiteral("attr:"))) || direction(j) == 0))
            ++j;
        if (j >= count() || j > i + 4)
            continue;
        if (!m_ev[i].used || direction(i) == 0 || direction(j) == 0)
            continue;
        bool joined = false, restated = true;
        for (int t = m_ev[i].last + 1; t < m_ev[j].first; ++t) {
            const QString &w = m_read.tokens.at(t).lower;
            joined |= w == QLatin1String("and") || w == QLatin1String("or");
            // ("which is the cheapest": forms of "be" restate too.)
            restated &= w == QLatin1String("and") || restating.contains(w) || Vocabulary::builtIn().isGrammarWord("be_forms", w)
                || evidenceCovering(t) == i + 1;
        }
        const bool near = m_ev[j].first - m_ev[i].last <= 3 && j == i + 1;
        // Said again, the figure after the second word is the one after the first.
        // (Or said only after the second: "the biggest and the one with the smallest revenue".)
        const QString afterFirst = m_read.tokens.value(m_ev[i].last + 1).lower;
        const bool sameFigureAfter = j == i + 1 || j + 1 >= count() || sameWords(i + 1, j + 1) || !adjacent(j, j + 1)
            || afterFirst == QLatin1String("and") || afterFirst == QLatin1String("or");
        // (Words of one kind: "the most products and the one with the cheapest products" ranks
        // by two figures, a count and a price; paired, one was ranked by, at 0.9.)
        const auto wordKind = [this](int k) {
            const QString attr = m_ev[k].tag(QStringLiteral("attr:"));
            return attr.isEmpty() ? QStringLiteral("sup") : attr.section(QLatin1Char(':'), 1, 1);
        };
        // ("Which product is the most expensive and which is the cheapest?": a clause with no
        // figure of its own between the words, only its own words.)
        const bool clause = joined && restated && (j > i + 1 || m_ev[j].first - m_ev[i].last > 3);
        // ("the highest price and the one with the lowest price": a superlative before a figure
        // and an attribute's word of the same figure are one kind.)
        const auto figureOf = [this](int k) {
            return m_ev[k].hasTag(QStringLiteral("attr:")) ? measureOf(k) : k + 1 < count() && adjacent(k, k + 1) ? measureOf(k + 1) : std::nullopt;
        };
        const std::optional<Expr> figureI = figureOf(i), figureJ = figureOf(j);
        const bool oneKind = wordKind(i) == wordKind(j) || (figureI && figureJ && sameFigure(*figureI, *figureJ));
        // The other end said as a clause over another figure, or the same end twice ("the most
        // products and the one with the cheapest"): two rankings, which one reading does not hold.
        if (clause && (direction(i) != -direction(j) || !sameFigureAfter || !oneKind)) {
            m_out.notUnderstood << QStringLiteral("two rankings (\"%1\" and \"%2\")")
                                       .arg(m_read.spanText(m_ev[i].first, m_ev[i].last), m_read.spanText(m_ev[j].first, m_ev[j].last));
            use(j, QStringLiteral("a second ranking"));
            return;
        }
        if (!joined || direction(i) != -direction(j) || !(near || clause) || (!clause && !m_ev[j].used))
            continue;
        // (Said as clauses, "which is the most expensive and which are the 2 cheapest" gives each
        // end its own number of rows, and "which category is the most expensive and which the
        // cheapest" a figure per group the words do not name; one value asked cannot hold two rows.)
        // ("the one with the fewest" is the pronoun, no number of rows.)
        const bool numberAfterFirst = std::any_of(m_ev.cbegin() + i + 1, m_ev.cbegin() + j + 1, [this](const Evidence &e) {
            return e.kind == EvKind::Number && m_read.tokens.at(e.first).lower != QLatin1String("one");
        });
        // (A column of other rows than those asked about: each one's own extreme, which the ends
        // would take in opposite ways.)
        const bool extremePerGroup = (m_rankBy->kind == Expr::Kind::Aggregate
                                      && (m_rankBy->text == QLatin1String("MAX") || m_rankBy->text == QLatin1String("MIN")))
            || (m_rankBy->kind == Expr::Kind::Column && !m_focus.isEmpty() && m_rankBy->table != m_focus);
        if (asksOneValue() || (clause && (numberAfterFirst || m_limit > 1 || extremePerGroup))) {
            m_out.notUnderstood << QStringLiteral("the rows at both ends (\"%1\" and \"%2\") %3")
                                       .arg(m_read.spanText(m_ev[i].first, m_ev[i].last), m_read.spanText(m_ev[j].first, m_ev[j].last),
                                            asksOneValue() ? QStringLiteral("as one value") : QStringLiteral("each said apart"));
            use(j, QStringLiteral("the other end"));
            return;
        }
        use(j, QStringLiteral("the other end"));
        // One figure: the attribute words name the same column, or "highest" was read as the
        // greatest of the very column the other word ranks by.
        const std::optional<Expr> a = m_ev[i].hasTag(QStringLiteral("attr:")) ? measureOf(i) : std::nullopt;
        const std::optional<Expr> b = m_ev[j].hasTag(QStringLiteral("attr:")) ? measureOf(j) : std::nullopt;
        const std::optional<Expr> ranked = aggregatedColumn(*m_rankBy);
        const Expr &over = ranked ? *ranked : *m_rankBy;
        const auto same = [&over](const std::optional<Expr> &e) {
            return e && e->kind == Expr::Kind::Column && over.kind == Expr::Kind::Column && e->table == over.table && e->column == over.column;
        };
        std::optional<Expr> extreme = m_aggregate ? aggregatedColumn(*m_aggregate) : std::nullopt;
        const bool extremeOfRanked = m_aggregate && m_aggregate->kind == Expr::Kind::Aggregate
            && (m_aggregate->text == QLatin1String("MAX") || m_aggregate->text == QLatin1String("MIN")) && same(extreme);
        // "the lowest and highest freight order": "highest freight" was read as the greatest
        // freight of each order, which has one; the rows are ranked by the column itself.
        const bool extremeOfOwnColumn = m_rankBy->kind == Expr::Kind::Aggregate
            && (m_rankBy->text == QLatin1String("MAX") || m_rankBy->text == QLatin1String("MIN")) && over.kind == Expr::Kind::Column
            && over.table == m_focus;
        // (Or a clause of its own for the second end: the figure ranked is the one named.)
        if (!((same(a) && same(b)) || extremeOfRanked || extremeOfOwnColumn || !near))
            continue;
        if (extremeOfRanked)
            m_aggregate.reset();
        if (extremeOfOwnColumn)
            m_rankBy = over;
        m_bothEnds = true;
        m_rankDescending = direction(i) > 0;   // the end named first is shown first
        m_limit = std::max(1, m_limit);
        m_out.notes << QStringLiteral("the rows at both ends of the ranking by %1").arg(over.column);
        return;
    }
}

void InterpretationBuilder::readRankingRestated()
{
    // "the 5 cheapest products by list price": the column after "by" is the one the superlative
    // already ranks by, said again.
    if (!m_rankBy)
        return;
    const Expr &ranked = m_rankBy->kind == Expr::Kind::Aggregate && m_rankBy->args.size() == 1 ? m_rankBy->args[0] : *m_rankBy;
    if (ranked.kind != Expr::Kind::Column)
        return;
    for (int i = 0; i + 1 < count(); ++i) {
        if (m_ev[i].used || !m_ev[i].hasTag(QStringLiteral("group")) || !adjacent(i, i + 1) || m_ev[i + 1].used)
            continue;
        const LexEntry *c = columnOf(i + 1);
        if (c && c->table == ranked.table && c->column == ranked.column) {
            use(i, QStringLiteral("ranked by"));
            use(i + 1, QStringLiteral("the ranking's column"));
        }
    }
}

} // namespace rac::semantic

namespace rac::semantic {

void InterpretationBuilder::readFirstRows()
{
    // "First 10 tracks by name", "the first 3 Seafood products by unit price", "the first 5
    // customers": the first rows in the order of the column after "by", else of their key; "last"
    // from the other end. Rows with a date of their own are first by it ("the first 3 orders"),
    // which the ranking words read.
    // ("List 8 artists by name", "show 5 customers sorted by city": a number of rows right after
    // a verb of listing, in an order said; with no order said, which 8 is not said.)
    for (int f = 0; f + 1 < count(); ++f) {
        const QString word = m_read.tokens.at(m_ev[f].first).lower;
        const bool bare = m_ev[f].kind == EvKind::Number && m_ev[f].first > 0 && Vocabulary::builtIn().isGrammarWord("listing_verbs", m_read.tokens.at(m_ev[f].first - 1).lower);
        if (m_ev[f].used || m_ev[f].first != m_ev[f].last || (word != QLatin1String("first") && word != QLatin1String("last") && !bare))
            continue;
        const int n = bare ? f : f + 1;
        if (n >= count() || m_ev[n].kind != EvKind::Number || m_ev[n].used || !(bare || adjacent(f, n)) || m_ev[n].number < 1
            || m_ev[n].number != std::floor(m_ev[n].number))
            continue;
        // The rows, after values that pick some of them ("Seafood").
        int rows = n + 1;
        while (rows < count() && rows <= n + 2 && !tableEv(rows) && m_ev[rows].entry(LexEntry::Kind::Value) && adjacent(rows - 1, rows))
            ++rows;
        if (rows >= count() || !tableEv(rows) || !adjacent(rows - 1, rows))
            continue;
        const QString table = m_ev[rows].entry(LexEntry::Kind::Table)->table;
        const sql::Table *t = m_lex.schema().table(table);
        if (!t || t->primaryKey().size() != 1)
            continue;
        // "the first 5 products ordered", "the first 3 customers to place an order": first in
        // the time of an event a verb after them names, not in their key's order (at 0.9).
        // ("sorted by name", "ordered by city": the verb of sorting before "by" is no event.)
        const QString next = m_read.tokens.value(m_ev[rows].last + 1).lower;
        const bool sortVerb = (next == QLatin1String("sorted") || next == QLatin1String("ordered"))
            && m_read.tokens.value(m_ev[rows].last + 2).lower == QLatin1String("by");
        if (!sortVerb
            && (next == QLatin1String("to") || next == QLatin1String("who") || next == QLatin1String("that")
                || LexicalResources::instance().isInflectedVerb(next)))
            continue;
        std::optional<Expr> order;
        int by = rows + 1 < count() && m_read.tokens.value(m_ev[rows].last + 1).lower == QLatin1String("by") ? rows + 1 : -1;
        if (sortVerb && rows + 1 < count() && m_ev[rows + 1].first == m_ev[rows].last + 1)
            by = rows + 1;   // ("sorted by" read as one phrase, or "sorted" then "by")
        const int column = by >= 0 && by + 1 < count() && m_ev[by].last - m_ev[by].first <= (sortVerb ? 1 : 0) ? by + 1 : -1;
        if (const LexEntry *c = column >= 0 && !tableEv(column) ? pickColumn(column) : nullptr; c && c->table == table && adjacent(by, column)) {
            order = Expr::col(c->table, c->column);
        } else {
            by = -1;
            if (bare && !sortVerb) {
                // (Bare, only "alphabetically" after the rows orders them.)
                bool alphabetical = false;
                for (int k = rows + 1; k < count() && !alphabetical; ++k)
                    alphabetical = !m_ev[k].used && m_read.spanText(m_ev[k].first, m_ev[k].last).toLower().startsWith(QLatin1String("alphabetical"));
                if (!alphabetical)
                    continue;
            }
            if (sortVerb)
                continue;   // ("the first 5 products ordered by Lyon customers": bought, maybe)
            const bool dated = std::any_of(t->columns.cbegin(), t->columns.cend(), [this, &table](const sql::Column &c) {
                return m_lex.kindOf(table, c.name) == ColumnKind::Date;
            });
            if (dated)
                continue;
            order = Expr::col(table, t->primaryKey().first());
            // "the first 5 products alphabetically": first by their name (by key, at 0.9).
            for (int k = rows + 1; k < count(); ++k)
                if (!m_ev[k].used && m_read.spanText(m_ev[k].first, m_ev[k].last).toLower().startsWith(QLatin1String("alphabetical"))) {
                    order = displayOf(table);
                    use(k, QStringLiteral("by name"));
                    break;
                }
        }
        m_rankBy = order;
        m_rankDescending = word == QLatin1String("last");
        m_limit = int(m_ev[n].number);
        m_limitNamed = true;
        use(f, QStringLiteral("%1 rows by %2").arg(word, order->column));
        use(n, QStringLiteral("limit %1").arg(m_limit));
        if (by >= 0) {
            use(by, QStringLiteral("ordered by"));
            use(by + 1, QStringLiteral("the order's column"));
        }
        return;
    }
}

} // namespace rac::semantic

namespace rac::semantic {

void InterpretationBuilder::readRowsByFigure()
{
    // "customers by revenue", "artists by number of tracks", "products by revenue (top 5)": the
    // rows in the order of their figure, each with it. Read by the other passes, "by" was a
    // function word and the figure of all the rows together was answered (at 0.9).
    if (m_rankBy)
        return;
    for (int i = 0; i + 2 < count(); ++i) {
        const LexEntry *rows = m_ev[i].entry(LexEntry::Kind::Table);
        if (!rows || rows->table != m_focus || m_ev[i].entry(LexEntry::Kind::Value))
            continue;
        // ("by" right after the rows: "top customers by", read as a ranking already, is not here.)
        // ("categories ranked by number of products", "ship countries sorted by total freight": a
        // sorting phrase said right after the rows is their "by" too.)
        const bool byWord = m_read.tokens.value(m_ev[i].last + 1).lower == QLatin1String("by");
        const int sorting = i + 1 < count() && m_ev[i + 1].first == m_ev[i].last + 1 && m_ev[i + 1].hasTag(QStringLiteral("orderby"))
                && !m_ev[i + 1].used ? i + 1 : -1;
        if (!byWord && sorting < 0)
            continue;
        // (Rows a ranking word was said of, "top 5 customers by", "the best-selling products by",
        // are the rankings' own.)
        if (std::any_of(m_ev.cbegin(), m_ev.cbegin() + i, [](const Evidence &e) {
                return e.hasTag(QStringLiteral("sup:")) || e.hasTag(QStringLiteral("attr:")) || e.hasTag(QStringLiteral("selling"))
                    || e.hasTag(QStringLiteral("firstlast:")) || e.kind == EvKind::Number;
            }))
            return;
        const std::optional<Expr> figure = m_aggregate;
        // Ranked, largest first; sorted or ordered, smallest first unless a direction is said
        // after the figure ("... by total freight, highest first" is read by the ordering passes).
        const QString phrase = sorting >= 0 ? m_read.spanText(m_ev[sorting].first, m_ev[sorting].last).toLower() : QString();
        // (Rows sorted by a column of their own, "products sorted by unit price", are a listing
        // the ordering passes read; only a figure of other rows makes them ranked here.)
        if (const LexEntry *own = sorting >= 0 && sorting + 1 < count() && !tableEv(sorting + 1) ? pickColumn(sorting + 1) : nullptr;
            own && own->table == m_focus)
            continue;
        // A direction said after the figure ("..., highest first", "in descending order") rules.
        int directionEv = -1;
        for (int k = i + 1; k < count() && directionEv < 0; ++k)
            if (!m_ev[k].used && m_ev[k].hasTag(QStringLiteral("dir:")))
                directionEv = k;
        const bool said = directionEv >= 0;
        const bool ascending = said ? m_ev[directionEv].tag(QStringLiteral("dir:")) != QLatin1String("dir:desc")
                                    : sorting >= 0 && !Vocabulary::builtIn().isGrammarWord("ranking_labels", m_read.tokens.at(m_ev[sorting].first).lower);
        if (!rankFocusByMeasureAfter(i, !ascending, -1))
            continue;
        if (said)
            use(directionEv, ascending ? QStringLiteral("smallest first") : QStringLiteral("largest first"));
        else if (ascending) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("\"%1\": smallest first, as no direction is said").arg(phrase);
        }
        if (figure && !sameFigure(*figure, *m_rankBy)) {
            m_rankBy.reset();
            m_out.notUnderstood << QStringLiteral("the rows by one figure beside another");
            return;
        }
        m_aggregate.reset();
        m_limit = 0;
        m_limitNamed = false;
        m_rankFigureAsked = true;
        m_rankedRowsShown = true;
        use(i, QStringLiteral("the rows in the order of their %1").arg(m_rankBy->kind == Expr::Kind::Aggregate ? m_rankBy->text.toLower() : QStringLiteral("figure")));
        return;
    }
}

} // namespace rac::semantic

namespace rac::semantic {

void InterpretationBuilder::readExtremePerGroup()
{
    // "the lowest price per category", "For each category, what is the highest price?": an
    // attribute's extreme said per group, with no rows of its own named, is each group's least or
    // greatest value; the groups were ranked by it and the first kept (one category, at 0.9).
    // ("Which category has the lowest price?" asks for a group; "the cheapest product in each
    // category" names the rows: both are rankings.)
    if (!m_rankBy || m_groupTargets.empty() || !m_rankPartition.empty() || m_askedGroup || m_limitNamed || m_offset > 0 || m_bothEnds)
        return;
    // (The column itself, or its greatest or least already: "the highest price" read as MAX.)
    const bool extreme = m_rankBy->kind == Expr::Kind::Aggregate && (m_rankBy->text == QLatin1String("MAX") || m_rankBy->text == QLatin1String("MIN"))
        && m_rankBy->args.size() == 1 && m_rankBy->args.front().kind == Expr::Kind::Column
        && (m_rankBy->text == QLatin1String("MAX")) == m_rankDescending;
    if (m_rankBy->kind != Expr::Kind::Column && !extreme)
        return;
    const Expr column = extreme ? m_rankBy->args.front() : *m_rankBy;
    // ("the highest number of stars it received? Return the title and the number of stars": the
    // figure said again after is the same extreme, not a total of the column.)
    if (m_aggregate) {
        const std::optional<Expr> restated = aggregatedColumn(*m_aggregate);
        if (!restated || restated->table != column.table || restated->column != column.column)
            return;
    }
    const ColumnKind kind = m_lex.kindOf(column.table, column.column);
    if (kind != ColumnKind::Number && kind != ColumnKind::Date)
        return;
    // ("For each movie that has at least one rating, the highest stars": rows only counted to
    // keep the groups are not the rows asked about.)
    const bool counted = std::any_of(m_q.having.cbegin(), m_q.having.cend(), [&column](const Condition &c) {
        return c.lhs.kind == Expr::Kind::Aggregate && c.lhs.text == QLatin1String("COUNT")
            && (c.lhs.table == column.table || c.lhs.tables().contains(column.table));
    });
    const bool rowsNamed = !counted && std::any_of(m_ev.cbegin(), m_ev.cend(), [&column](const Evidence &e) {
        const LexEntry *t = e.entry(LexEntry::Kind::Table);
        return t && t->table == column.table;
    });
    if (rowsNamed || !saysPerGroup() || std::any_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [&column](const Expr &g) { return g.table == column.table; }))
        return;
    const QString op = m_rankDescending ? QStringLiteral("MAX") : QStringLiteral("MIN");
    m_aggregate = Expr::agg(op, {column});
    m_aggregateLabel = op.toLower() + QLatin1Char('_') + column.column;
    m_rankBy.reset();
    m_limit = 0;
    m_out.notes << QStringLiteral("the %1 %2 of each group").arg(op == QLatin1String("MAX") ? QStringLiteral("greatest") : QStringLiteral("least"), column.column);
}

void InterpretationBuilder::readTiesKept()
{
    // "including ties", "(list all if tied)": the rows tied at the cut are kept too; the cut is
    // applied by rank (RANK() <= N), not by counting rows (the clause was not understood).
    // "the movie(s) with the highest average": the rows asked for may be several, all those tied.
    for (int i = 0; i < count(); ++i)
        if (tableEv(i) && m_read.tokens.at(m_ev[i].last).severalAllowed)
            m_keepTies = true;
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used || !m_ev[i].hasTag(QStringLiteral("ties")))
            continue;
        // "in case of ties, order by title": what to do with tied rows is to order them, a
        // tie-break (read apart, with the question's other clauses of presentation), not to keep
        // them all (six rows came back for the top 5, at 0.9).
        static const QStringList ordering{QStringLiteral("order"), QStringLiteral("sort"), QStringLiteral("rank"), QStringLiteral("break")};
        const QString next = m_read.tokens.value(m_ev[i].last + 1).lower;
        const bool byAfter = m_read.tokens.value(m_ev[i].last + 2).lower == QLatin1String("by")
            || m_read.tokens.value(m_ev[i].last + 3).lower == QLatin1String("by");
        if (ordering.contains(next) && byAfter)
            continue;
        m_keepTies = true;
        use(i, QStringLiteral("ties kept"));
        // "if several tie, list them all": what to do then is said after the condition.
        static const QStringList then{QStringLiteral("list"), QStringLiteral("show"), QStringLiteral("return"), QStringLiteral("give"),
                                      QStringLiteral("include"), QStringLiteral("them"), QStringLiteral("all"), QStringLiteral("of"),
                                      QStringLiteral("every"), QStringLiteral("each"), QStringLiteral("one")};
        for (int t = m_ev[i].last + 1; t < m_read.tokens.size() && then.contains(m_read.tokens.at(t).lower); ++t) {
            m_explainedTokens << t;
            if (const int e = evidenceCovering(t); e >= 0 && !m_ev[e].used && m_ev[e].entries.isEmpty())
                use(e, QStringLiteral("ties kept"));
        }
    }
}

} // namespace rac::semantic
