// SPDX-License-Identifier: MIT
//
// Grouping: "per category", "each year", "by country", "yearly"; "across all orders" (one
// total, no grouping); and months of the year ("by month of the year", "across all years").
#include "semantic/parse/InterpretationBuilder.h"

#include <cmath>

#include "common/TextUtil.h"

#include "semantic/parse/LexicalResources.h"

#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

void InterpretationBuilder::readMonthOfYear()
{
    // "orders by month of the year", "revenue per month across all years": the month's number,
    // every year's January together.
    const QList<Token> &tokens = m_read.tokens;
    static const QList<QStringList> phrases{
        {QStringLiteral("of"), QStringLiteral("the"), QStringLiteral("year")}, {QStringLiteral("of"), QStringLiteral("any"), QStringLiteral("year")},
        {QStringLiteral("across"), QStringLiteral("all"), QStringLiteral("years")}, {QStringLiteral("across"), QStringLiteral("years")},
        {QStringLiteral("regardless"), QStringLiteral("of"), QStringLiteral("year")},
        {QStringLiteral("regardless"), QStringLiteral("of"), QStringLiteral("the"), QStringLiteral("year")},
        {QStringLiteral("in"), QStringLiteral("any"), QStringLiteral("year")}, {QStringLiteral("of"), QStringLiteral("all"), QStringLiteral("years")}};
    bool monthly = false;
    for (const Expr &g : m_groupTargets)
        monthly |= g.kind == Expr::Kind::YearMonthOf;
    if (!monthly)
        return;
    for (int t = 0; t < tokens.size(); ++t) {
        // "per calendar month": the month of the calendar, whatever the year.
        if (tokens.at(t).lower == QLatin1String("calendar") && t + 1 < tokens.size()
            && (tokens.at(t + 1).lower == QLatin1String("month") || tokens.at(t + 1).lower == QLatin1String("months"))) {
            for (Expr &g : m_groupTargets)
                if (g.kind == Expr::Kind::YearMonthOf)
                    g.kind = Expr::Kind::MonthOf;
            m_explainedTokens << t;
            m_out.notes << QStringLiteral("calendar months: every year's January together");
            return;
        }
        for (const QStringList &p : phrases) {
            if (t + p.size() > tokens.size())
                continue;
            bool match = true;
            for (int k = 0; k < p.size() && match; ++k)
                match = tokens.at(t + k).lower == p.at(k);
            // "of the year 1997" names a year.
            if (!match || (t + p.size() < tokens.size() && tokens.at(t + p.size()).number))
                continue;
            for (Expr &g : m_groupTargets)
                if (g.kind == Expr::Kind::YearMonthOf)
                    g.kind = Expr::Kind::MonthOf;
            for (int k = t; k < t + p.size(); ++k) {
                m_explainedTokens << k;
                for (int e = 0; e < count(); ++e)
                    if (!m_ev[e].used && m_ev[e].first >= t && m_ev[e].last < t + p.size())
                        use(e, QStringLiteral("every year together"));
            }
            m_out.notes << QStringLiteral("months of the year, every year's together");
            return;
        }
    }
}

void InterpretationBuilder::findMonthNames()
{
    // "month name", "name of the month": found before the grouping is read, so that "name" is
    // no other table's name column to group by (a category's had been joined).
    const QList<Token> &tokens = m_read.tokens;
    for (int t = 0; t + 1 < tokens.size() && m_monthNameAt < 0; ++t) {
        const QString &a = tokens.at(t).lower, &b = tokens.at(t + 1).lower;
        const bool month = a == QLatin1String("month") || a == QLatin1String("months");
        if (month && (b == QLatin1String("name") || b == QLatin1String("names")))
            m_monthNameAt = t + 1;
        else if ((a == QLatin1String("name") || a == QLatin1String("names")) && t + 3 < tokens.size() && b == QLatin1String("of")
                 && tokens.at(t + 2).lower == QLatin1String("the") && tokens.at(t + 3).lower == QLatin1String("month"))
            m_monthNameAt = t;
    }
    if (m_monthNameAt < 0)
        return;
    for (int e = 0; e < count(); ++e)
        if (!m_ev[e].used && m_ev[e].first == m_monthNameAt && m_ev[e].last == m_monthNameAt && !m_ev[e].entry(LexEntry::Kind::Table))
            use(e, QStringLiteral("the month's name"));
}

void InterpretationBuilder::readMonthNames()
{
    // "orders per month name", "(the month's name and ...)": each month shown by its name,
    // 'January' to 'December', in the year's order. A name stands for the month of every year,
    // so the months of the timeline become months of the year only when the question says so
    // ("across all years") or keeps to one year ("in 1997").
    const QList<Token> &tokens = m_read.tokens;
    const int nameAt = m_monthNameAt;
    if (nameAt < 0)
        return;
    static const QStringList everyYear{QStringLiteral("across"), QStringLiteral("regardless"), QStringLiteral("calendar")};
    const bool allYears = std::any_of(tokens.cbegin(), tokens.cend(), [](const Token &t) { return everyYear.contains(t.lower); });
    const bool oneYear = std::any_of(m_ev.cbegin(), m_ev.cend(), [](const Evidence &e) {
        return e.kind == EvKind::Date && e.range.start.isValid() && e.range.start.year() == e.range.end.year();
    });
    bool named = false;
    for (Expr &g : m_groupTargets) {
        if (g.kind != Expr::Kind::MonthOf && g.kind != Expr::Kind::YearMonthOf)
            continue;
        // (Months of several years named alone: every year's January together, most likely; the
        // months of the timeline stay possible.)
        if (g.kind == Expr::Kind::YearMonthOf && !allYears && !oneYear) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("months by name: every year's January together");
        }
        g.kind = Expr::Kind::MonthNameOf;
        named = true;
    }
    if (!named) {
        // ("name" was taken as the month's before the grouping was read: said of no months, it
        // is not understood.)
        m_out.notUnderstood << QStringLiteral("\"%1\": no months are grouped").arg(m_read.spanText(nameAt - 1, nameAt));
        return;
    }
    m_explainedTokens << nameAt;
    for (int e = 0; e < count(); ++e)
        if (!m_ev[e].used && m_ev[e].first <= nameAt && nameAt <= m_ev[e].last && !m_ev[e].entry(LexEntry::Kind::Table))
            use(e, QStringLiteral("the month's name"));
    m_out.notes << QStringLiteral("months shown by name, in the year's order");
}

// "orders placed by customers from Mexico": "by" after a verb's participle, before rows named in
// the plural and a value that picks some of them, says who did it, not what to group by
// ("revenue by customer", "orders handled by each employee", "revenue generated by categories"
// still group).
bool InterpretationBuilder::byNamesTheAgent(int by, int rows) const
{
    const int byToken = m_ev[by].first;
    if (m_ev[by].last != byToken || m_read.tokens.at(byToken).lower != QLatin1String("by") || byToken == 0)
        return false;
    if (!LexicalResources::instance().isInflectedVerb(m_read.tokens.at(byToken - 1).lower))
        return false;
    // "supplied by supplier 1", "handled by employee 5": one row named by its key did it. (Not
    // when the participle was read as a stored value: "recorded" as an album's title.)
    const int verbEv = evidenceCovering(byToken - 1);
    const bool verbIsValue = verbEv >= 0 && m_ev[verbEv].entry(LexEntry::Kind::Value);
    if (!verbIsValue && rows + 1 < count() && m_ev[rows + 1].first == m_ev[rows].last + 1 && m_ev[rows + 1].kind == EvKind::Number
        && m_ev[rows + 1].number == std::floor(m_ev[rows + 1].number))
        return true;
    // "placed by a specific customer", "handled by an employee": one row, which, left open, did it.
    for (int k = byToken + 1; k < m_ev[rows].first; ++k)
        if (m_read.tokens.at(k).lower == QLatin1String("a") || m_read.tokens.at(k).lower == QLatin1String("an"))
            return true;
    // "eaten by people over 30": the rows compared right after are the ones who did it.
    if (rows + 1 < count() && adjacent(rows, rows + 1) && m_ev[rows + 1].hasTag(QStringLiteral("cmp:")))
        return true;
    const QString written = m_read.tokens.at(m_ev[rows].last).lower;
    if (!written.endsWith(QLatin1Char('s')) || LexicalResources::instance().stem(written) == written)
        return false;
    // Which of those rows: a value or a date right after ("customers from Mexico"); without one,
    // "revenue generated by categories" still groups.
    for (int next = rows + 1; next < count() && next <= rows + 2; ++next) {
        if (adjacent(rows, next) && (m_ev[next].kind == EvKind::Date || m_ev[next].entry(LexEntry::Kind::Value) != nullptr))
            return true;
    }
    return false;
}

void InterpretationBuilder::readAskedColumnOfFocus()
{
    // "Which 5 customer countries have the highest sales?", "which 3 employee cities handled
    // the most orders": after "which" or a number, the focus's word and a plural text column of
    // it are one noun, the column's values asked for; each value is a group, not each row (the
    // employees were ranked and their cities listed, at 0.9).
    for (int i = 0; i + 1 < count(); ++i) {
        const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table);
        if (!t || t->table != m_focus || m_ev[i].used || m_ev[i + 1].used || !adjacent(i, i + 1) || m_ev[i].first == 0)
            continue;
        const LexEntry *c = tableEv(i + 1) ? nullptr : columnOf(i + 1);
        const QString noun = m_read.tokens.at(m_ev[i + 1].last).lower;
        // (One noun: the two words side by side, the second a plural; "projects are located in"
        // is a verb, and the locations had come back counted, at 0.9.)
        if (!c || c->table != m_focus || m_lex.kindOf(c->table, c->column) != ColumnKind::Text || text::stripSuffix(noun) == noun
            || !noun.endsWith(QLatin1Char('s')) || m_ev[i + 1].first != m_ev[i].last + 1)
            continue;
        const Token &lead = m_read.tokens.at(m_ev[i].first - 1);
        if (!(lead.number || lead.lower == QLatin1String("which") || lead.lower == QLatin1String("what")))
            continue;
        // ("Which shippers' names contain 'Ex'?": the rows' own names, in the possessive.)
        const Token &rows = m_read.tokens.at(m_ev[i].last);
        const QString after = m_read.text.mid(rows.start + rows.text.size(), 1);
        if (rows.possessive || after == QLatin1String("'") || after == QStringLiteral("\u2019") || rows.text.endsWith(QLatin1Char('\''))
            || rows.text.endsWith(QChar(0x2019)))
            continue;
        m_groupTargets.push_back(groupingOf(*c));
        m_askedGroup = m_groupTargets.back();
        use(i + 1, QStringLiteral("each %1.%2").arg(c->table, c->column));
        use(i, QStringLiteral("whose %1 it is").arg(c->column));
        return;
    }
}

void InterpretationBuilder::readPossessiveGroups()
{
    // "the highest of the departments' average salaries", "the lowest of the categories' total
    // sales": after a superlative, rows named in the plural possessive right before a figure are
    // the groups the figure is computed for (the average over every employee came back, at 0.9).
    bool extremeBefore = false;
    for (int j = 0; j + 1 < count(); ++j) {
        extremeBefore |= m_ev[j].hasTag(QStringLiteral("sup:"));
        const LexEntry *t = tableEv(j) ? m_ev[j].entry(LexEntry::Kind::Table) : nullptr;
        // (The apostrophe after a plural: in the word as read, or right after it.)
        const Token &word = m_read.tokens.at(m_ev[j].last);
        const QString written = word.text.endsWith(QLatin1Char('s')) ? word.text + m_read.text.mid(word.start + word.text.size(), 1) : word.text;
        const bool pluralPossessive = written.endsWith(QLatin1String("s'")) || written.endsWith(QStringLiteral("s\u2019"));
        // (The figure's aggregate word read on its own, or inside a measure's name: "average unit price".)
        const QString figureWord = m_read.tokens.at(m_ev[j + 1].first).lower;
        const bool figure = m_ev[j + 1].hasTag(QStringLiteral("agg:")) || Vocabulary::builtIn().isGrammarWord("average_words", figureWord)
            || Vocabulary::builtIn().isGrammarWord("count_words", figureWord);
        if (!extremeBefore || !t || m_ev[j].used || !pluralPossessive || m_ev[j + 1].first != m_ev[j].last + 1 || !figure)
            continue;
        const sql::Table *table = m_lex.schema().table(t->table);
        if (!table || table->primaryKey().size() != 1)
            continue;
        m_groupTargets.push_back(Expr::col(t->table, table->primaryKey().first()));
        m_groupTables << t->table;
        use(j, QStringLiteral("each %1, its own figure").arg(t->table));
    }
}

void InterpretationBuilder::readGrouping()
{
    readPossessiveGroups();
    for (int i = 0; i < count(); ++i) {
        if (!m_ev[i].hasTag(QStringLiteral("group")) || m_ev[i].used)
            continue;
        // "yearly", "monthly": the word is the grouping and the part at once. The noun itself
        // ("year", "quarters") shares the adverb's stem but groups nothing alone ("in the year 1997").
        const QString written = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower();
        if (const QString part = m_ev[i].tag(QStringLiteral("part:")); !part.isEmpty()
            && (written == part.mid(5) || written == part.mid(5) + QLatin1Char('s')))
            continue;
        // "an annual salary (salary times 12)": the word names the figure a bracket right after
        // spells out, not a grouping by year.
        if (!m_ev[i].tag(QStringLiteral("part:")).isEmpty() && i + 1 < count() && adjacent(i, i + 1) && bracketSpellsFigureAfter(i + 1)) {
            use(i, QStringLiteral("part of the name of the figure the bracket spells out"));
            continue;
        }
        if (const QString part = m_ev[i].tag(QStringLiteral("part:")); !part.isEmpty()) {
            // "the average monthly revenue", "the highest average yearly spending": an average
            // over the periods of each one's total (averagePerPeriod), never one row per period
            // (it ranked within each year, at 0.9).
            if (i > 0 && adjacent(i - 1, i) && m_ev[i - 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:avg")) {
                m_averagedPeriod = datePart(part.mid(5), dateColumnFor(i));
                m_groupTargets.push_back(*m_averagedPeriod);
                use(i, QStringLiteral("averaged over each %1's total").arg(part.mid(5)));
                continue;
            }
            m_groupTargets.push_back(datePart(part.mid(5), dateColumnFor(i)));
            use(i, QStringLiteral("group by %1").arg(part.mid(5)));
            continue;
        }
        if (readEachAsPronoun(i))
            continue;
        // "the standard deviation of life expectancy across countries": across the rows whose own
        // column the figure is of, it is over all of them; one per row is no figure at all.
        if (written == QLatin1String("across") && i + 1 < count() && adjacent(i, i + 1) && tableEv(i + 1)) {
            const QString rows = m_ev[i + 1].entry(LexEntry::Kind::Table)->table;
            bool ownColumn = false;
            for (int k = 0; k < i && !ownColumn; ++k)
                ownColumn = columnOf(k) && columnOf(k)->table == rows && m_lex.kindOf(rows, columnOf(k)->column) == ColumnKind::Number;
            if (ownColumn) {
                use(i, QStringLiteral("across: over all of them"));
                continue;
            }
        }
        // "the highest average unit price of any category": after a superlative, the groups the
        // extreme is taken over (the average of all products came back, at 0.9); elsewhere "any"
        // is every row ("orders of any customer in France").
        // (Only the extreme of a figure computed per group: "the oldest birth date of any
        // employee" is of every employee.)
        // (So too "among departments", "on a single album": "the 3rd highest price among products"
        // and "suppliers represented among products" group nothing.)
        if (Vocabulary::builtIn().isGrammarWord("groups_of_an_extreme", m_read.tokens.at(m_ev[i].last).lower)) {
            bool extremeBefore = false, figureBefore = false;
            // (A figure computed per group: a total, an average or a count, not the extreme again.)
            for (int k = 0; k < i; ++k) {
                extremeBefore |= m_ev[k].hasTag(QStringLiteral("sup:"));
                const QString agg = m_ev[k].tag(QStringLiteral("agg:"));
                figureBefore |= agg == QLatin1String("agg:avg") || agg == QLatin1String("agg:sum") || agg == QLatin1String("agg:count")
                    || (m_ev[k].entry(LexEntry::Kind::Measure) && !m_ev[k].entry(LexEntry::Kind::Column));
            }
            // ("the highest average price among its products", "among my customers": the rows the
            // figure is over, said again, not groups.)
            const QString next = m_ev[i].last + 1 < m_read.tokens.size() ? m_read.tokens.at(m_ev[i].last + 1).lower : QString();
            const bool possessed = Vocabulary::builtIn().isGrammarWord("possessive_determiners", next);
            if (!extremeBefore || !figureBefore || possessed) {
                use(i, QStringLiteral("any: every row"));
                continue;
            }
        }
        int j = i + 1;
        if (j >= count() || !adjacent(i, j) || followsRankedTable(i))
            continue;
        // "each Spanish customer": a value said as the rows' adjective between the group word and
        // the rows; the rows are the groups, the value a condition on them ("each" was left
        // unread and the orders of every Spanish customer were counted together, at 0.9).
        // (Only after a word that distributes: "orders placed by Spanish customers" are the orders
        // of all of them, not one count per customer.)
        const QString groupWord = m_read.tokens.at(m_ev[i].last).lower;
        const bool distributes = groupWord == QLatin1String("each") || groupWord == QLatin1String("every") || groupWord == QLatin1String("per");
        while (distributes && j + 1 < count() && adjacent(j, j + 1) && !tableEv(j) && !pickColumn(j) && m_ev[j].entry(LexEntry::Kind::Value)
               && tableEv(j + 1))
            ++j;
        // "pizzerias that serve every pizza Amy eats": each and every one of them, which the
        // division reads when they are rows of a table ("every red boat"; a column's values are
        // not read so yet); not one group per pizza (its rows were listed, sorted by pizza, at 0.9).
        if (quantifiesObjectOfVerb(m_ev[i].last) && !tableEv(j)) {
            m_out.notUnderstood << QStringLiteral("\"%1 %2\" (rows paired with each and every one of them)")
                                       .arg(groupWord, m_read.spanText(m_ev[j].first, m_ev[j].last));
            return;
        }
        // "products which per unit price is between 50 and 100": "per unit price" is the price of
        // each unit, the subject of a comparison, not a group (they were grouped by price at 0.9).
        if (const int after = m_ev[j].last + 1; after < m_read.tokens.size() && pickColumn(j)
            && Vocabulary::builtIn().isGrammarWord("be_forms", m_read.tokens.at(after).lower)
            && std::any_of(m_ev.cbegin() + j + 1, m_ev.cend(), [after](const Evidence &e) {
                   return e.first <= after + 2 && (e.hasTag(QStringLiteral("cmp:")) || e.kind == EvKind::Number);
               }))
            continue;
        // "highest first, then by product name": a further sort key, not a grouping (beside groups
        // already read, "per country, most first, then by country" names one of them again).
        if (m_groupTargets.empty() && m_ev[i].first > 0 && m_read.tokens.at(m_ev[i].first - 1).lower == QLatin1String("then"))
            continue;
        // "across all orders", "over the whole catalogue": one total over every row, not one per row.
        bool wholeSet = false;
        for (int t = m_ev[i].last + 1; t < m_ev[j].first; ++t)
            wholeSet |= QStringList{QStringLiteral("all"), QStringLiteral("whole"), QStringLiteral("entire")}.contains(m_read.tokens.at(t).lower);
        if (wholeSet) {
            use(i, QStringLiteral("over all rows"));
            if (tableEv(j))
                use(j, QStringLiteral("every %1 row").arg(m_ev[j].entry(LexEntry::Kind::Table)->table));
            continue;
        }
        // "per year and quarter", "by billing country and year": each of a list after one word.
        for (int k = j; k < count(); ++k) {
            if (k > j) {
                // Joined by "and", or by a comma (which the reader leaves out of the words).
                const int previous = m_ev[k - 1].last;
                const bool byAnd = m_ev[k].first == previous + 2 && m_read.tokens.at(previous + 1).lower == QLatin1String("and");
                const bool byComma = m_ev[k].first == previous + 1 && m_read.punctuationBetween(previous, m_ev[k].first);
                const bool listed = byAnd || byComma;
                if (!listed || m_ev[k].used || !(m_ev[k].tag(QStringLiteral("part:")).size() || tableEv(k) || pickColumn(k)))
                    break;
            }
            if (!groupOn(i, k))
                break;
        }
    }
}

void InterpretationBuilder::readFiguresOfEachRow()
{
    // "List the customers with their total revenue", "the shippers and their number of orders",
    // "the shippers with the date of their first order": a figure said of the rows through a
    // possessive pronoun is each row's own (the total over every row came back, at 0.9).
    // (Not beside a grouping or a ranking already read, which say per what themselves.)
    if (!m_groupTargets.empty())
        return;
    if (std::any_of(m_ev.cbegin(), m_ev.cend(), [](const Evidence &e) { return e.hasTag(QStringLiteral("sup:")) || e.hasTag(QStringLiteral("selling")); }))
        return;
    for (int t = 1; t < m_read.tokens.size(); ++t) {
        if (!Vocabulary::builtIn().isGrammarWord("plural_possessives", m_read.tokens.at(t).lower))
            continue;
        // The figure right after: an aggregate, a measure, or a first or last event.
        const int after = [this, t] {
            for (int k = 0; k < count(); ++k)
                if (m_ev[k].first > t)
                    return k;
            return -1;
        }();
        if (after < 0 || m_ev[after].first > t + 2)
            continue;
        // ("their album count": the rows counted, then the noun "count".)
        const bool rowsCount = countNounAfter(after);
        const bool figure = m_ev[after].hasTag(QStringLiteral("agg:")) || m_ev[after].hasTag(QStringLiteral("firstlast:"))
            || m_ev[after].entry(LexEntry::Kind::Measure) || rowsCount;
        if (!figure)
            continue;
        // The rows: the nearest table named before the pronoun, with no other table between.
        int rows = -1;
        for (int k = after - 1; k >= 0 && rows < 0; --k) {
            if (m_ev[k].last >= t)
                continue;
            if (tableEv(k))
                rows = k;
        }
        if (rows < 0 || m_ev[rows].used || m_ev[rows].entry(LexEntry::Kind::Value))
            return;
        // Joined to the rows as something shown beside them ("with", "and", "including"), not
        // as a condition on them ("customers who placed their first order in 1997").
        bool shownBeside = false;
        for (int k = m_ev[rows].last + 1; k < t; ++k)
            shownBeside |= Vocabulary::builtIn().isGrammarWord("beside_words", m_read.tokens.at(k).lower);
        if (!shownBeside)
            return;
        const QString table = m_ev[rows].entry(LexEntry::Kind::Table)->table;
        const sql::Table *rowsTable = m_lex.schema().table(table);
        if (!rowsTable || rowsTable->primaryKey().size() != 1)
            return;
        m_groupTargets.push_back(Expr::col(table, rowsTable->primaryKey().first()));
        m_groupTables << table;
        m_figureOfEachRow = true;
        use(rows, QStringLiteral("each %1, its own figure").arg(table));
        m_explainedTokens << t;
        return;
    }
}

bool InterpretationBuilder::readEachAsPronoun(int i)
{
    // "the Spanish customers and how many orders each placed": "each" after the counted rows,
    // standing for the rows named before them, asks for one figure per row of those (the orders
    // of all of them were counted together at 0.9).
    const int t = m_ev[i].first;
    if (m_ev[i].last != t || m_read.tokens.at(t).lower != QLatin1String("each"))
        return false;
    // ("each customer", "each Spanish customer", "each year": read as a group word.)
    if (i + 1 < count() && adjacent(i, i + 1)
        && (tableEv(i + 1) || pickColumn(i + 1) || m_ev[i + 1].entry(LexEntry::Kind::Value) || !m_ev[i + 1].tag(QStringLiteral("part:")).isEmpty()))
        return false;
    // The counted rows right before "each", after a word that counts them, perhaps with words
    // that qualify them between ("how many discontinued products each has", "how many different
    // products each bought").
    const int counted = i - 1;
    if (counted < 1 || !adjacent(counted, i) || !tableEv(counted))
        return false;
    int countWord = counted - 1;
    while (countWord >= 0 && countWord >= counted - 3 && m_ev[countWord].tag(QStringLiteral("agg:")) != QLatin1String("agg:count"))
        --countWord;
    if (countWord < 0 || countWord < counted - 3)
        return false;
    const QString countedTable = m_ev[counted].entry(LexEntry::Kind::Table)->table;
    int rows = -1;
    for (int k = countWord - 1; k >= 0 && rows < 0; --k)
        if (tableEv(k) && m_ev[k].entry(LexEntry::Kind::Table)->table != countedTable)
            rows = k;
    if (rows < 0)
        return false;
    const QString table = m_ev[rows].entry(LexEntry::Kind::Table)->table;
    const sql::Table *rowsTable = m_lex.schema().table(table);
    if (!rowsTable || rowsTable->primaryKey().size() != 1)
        return false;
    m_groupTargets.push_back(Expr::col(table, rowsTable->primaryKey().first()));
    m_groupTables << table;
    use(i, QStringLiteral("group by each %1 named before").arg(table));
    return true;
}

bool InterpretationBuilder::groupOn(int i, int j)
{
    // The target after a group word (i): a part of the date, a table or a column. True when read.
    // ("each employee's name and salary times 12": a figure computed is shown, not grouped by.)
    if (m_definedAt.contains(j))
        return false;
    if (const QString part = m_ev[j].tag(QStringLiteral("part:")); !part.isEmpty() && !m_ev[j].entry(LexEntry::Kind::Column)) {
        // "each year", "by month": the part of the date the question's events are dated by.
        m_groupTargets.push_back(datePart(part.mid(5), dateColumnFor(j)));
        use(i, QStringLiteral("group by"));
        use(j, QStringLiteral("each %1").arg(part.mid(5)));
    } else if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table); t && !(pickColumn(j) && !pickColumn(j)->family.isEmpty())) {
        // (A family of the documents' lists, "sales region", is theirs, not the Regions table's.)
        const sql::Table *table = m_lex.schema().table(t->table);
        if (!table || table->primaryKey().isEmpty() || byNamesTheAgent(i, j))
            return false;
        // "Albums by the artist Red Hot Chili Peppers": the table's word before one of its own
        // values names that row; nothing is grouped (the albums were counted per artist, at 0.9).
        // (Any of the value's readings: "Iron Maiden" is an album's title too. Several values
        // listed are the groups kept: "products by category Condiments and Seafood, counted".)
        const auto valueOfTable = [this, t](int k) {
            return k < count() && std::any_of(m_ev[k].entries.cbegin(), m_ev[k].entries.cend(), [t](const LexEntry &v) {
                       return v.kind == LexEntry::Kind::Value && v.table == t->table && v.wholeDepth == 0;
                   });
        };
        if (j + 1 < count() && m_ev[j + 1].first == m_ev[j].last + 1 && valueOfTable(j + 1) && !(adjacent(j + 1, j + 2) && valueOfTable(j + 2)))
            return false;
        // ("artists by album count": the rows' count after them is the figure "by" orders by,
        // not a group of each album, whose count is 1.)
        // (Not in a bracket or before a direction, "(..., by track count descending)": the
        // presentation's order, read with the figures shown.)
        const QString before = m_read.text.left(m_read.tokens.at(m_ev[i].first).start);
        const bool inBracket = before.count(QLatin1Char('(')) > before.count(QLatin1Char(')'));
        if (countNounAfter(j) && !inBracket
            && i > 0 && tableEv(i - 1) && adjacent(i - 1, i)
            && !(j + 2 < count() && m_ev[j + 2].hasTag(QStringLiteral("dir:")))) {
            m_byBeforeRowsCount = i;
            return false;
        }
        m_groupTargets.push_back(Expr::col(t->table, table->primaryKey().first()));
        m_groupTables << t->table;
        use(i, QStringLiteral("group by"));
        use(j, QStringLiteral("each %1").arg(t->table));
    } else if (const LexEntry *c = pickColumn(j); c && c->datePart.isEmpty() && m_lex.kindOf(c->table, c->column) == ColumnKind::Date && datesThePeriod(i)) {
        // "How many orders were placed in 1997? (by order date)": which date the period is read
        // on, not one row per day (declined as one number for many).
        m_dateTable = c->table;
        m_dateColumn = c->column;
        m_periodDateNamed = Expr::col(c->table, c->column);
        use(i, QStringLiteral("by"));
        use(j, QStringLiteral("the date the period is on: %1.%2").arg(c->table, c->column));
    } else if (const LexEntry *c = pickColumn(j); c && !c->datePart.isEmpty()) {
        // "by hire year": that part of the date column the words name.
        m_groupTargets.push_back(datePart(c->datePart, Expr::col(c->table, c->column)));
        use(i, QStringLiteral("group by"));
        use(j, QStringLiteral("each %1 of %2.%3").arg(c->datePart, c->table, c->column));
    } else if (const LexEntry *c = pickColumn(j)) {
        // "which categories sold the most (by quantity)": an amount after a ranking word is
        // what ranks, not a value to group by (the answer was the quantity "30", at 0.9).
        // ("top 3 ... by quantity", with a count of rows asked for, is read by the rankings.)
        bool ranked = false;
        for (int k = 0; k < i; ++k) {
            const bool counted = (k > 0 && m_ev[k - 1].kind == EvKind::Number) || (k + 1 < count() && m_ev[k + 1].kind == EvKind::Number);
            ranked |= (m_ev[k].hasTag(QStringLiteral("sup:")) || m_ev[k].hasTag(QStringLiteral("selling"))) && !counted;
        }
        if (ranked && m_lex.kindOf(c->table, c->column) == ColumnKind::Number)
            return false;
        // "top 5 countries by total revenue": a column spelled like an aggregate word ("Total")
        // right before a measure says how the measure is summed, not what to group by.
        if (!m_ev[j].tag(QStringLiteral("agg:")).isEmpty() && j + 1 < count() && adjacent(j, j + 1) && !m_ev[j + 1].used
            && !tableEv(j + 1) && measureOf(j + 1))
            return false;
        // "per sales agent" read as Customer.SupportRepId: the rows that key points at are the
        // groups (their name is shown, and a key "LastName" is theirs, not the customers').
        if (const QString target = onlyTableKeyPointsAt(c->table, c->column); !target.isEmpty()) {
            const sql::Table *t = m_lex.schema().table(target);
            m_groupTargets.push_back(Expr::col(target, t->primaryKey().first()));
            m_groupTables << target;
            if (!m_q.tables().contains(c->table))
                m_q.extraTables << c->table;
            use(i, QStringLiteral("group by"));
            use(j, QStringLiteral("each %1, through %2.%3").arg(target, c->table, c->column));
            return true;
        }
        m_groupTargets.push_back(groupingOf(*c));
        use(i, QStringLiteral("group by"));
        use(j, c->family.isEmpty() ? QStringLiteral("each %1.%2").arg(c->table, c->column)
                                   : QStringLiteral("each %1 the documents list (%2.%3)").arg(c->family, c->table, c->column));
    }
    return m_ev[j].used;
}

bool InterpretationBuilder::datesThePeriod(int by) const
{
    // A date column after "by" says which date a period is on when one number is asked, or when
    // it is said in brackets beside a period ("(by order date)").
    bool period = false;
    for (int k = 0; k < count(); ++k)
        period |= m_ev[k].kind == EvKind::Date;
    if (!period)
        return false;
    if (asksOneValue())
        return true;
    const int at = m_ev[by].first;
    return at > 0 && m_read.gapBetween(at - 1, at).contains(QLatin1Char('('));
}

void InterpretationBuilder::vetPeriodDateNamed()
{
    // "How many orders were shipped in 1997 by order date?": the verb dates the period by one
    // column, "by" names another; which one is meant is not guessed (the verb's won, at 0.9).
    if (!m_periodDateNamed)
        return;
    for (const Condition &c : m_q.where) {
        const Expr &on = c.lhs.kind == Expr::Kind::Column ? c.lhs : c.lhs.args.size() == 1 ? c.lhs.args.front() : c.lhs;
        if (on.kind == Expr::Kind::Column && m_lex.kindOf(on.table, on.column) == ColumnKind::Date
            && !(on.table == m_periodDateNamed->table && on.column == m_periodDateNamed->column)) {
            m_out.notUnderstood << QStringLiteral("which date the period is on: %1 or %2").arg(on.column, m_periodDateNamed->column);
            return;
        }
    }
}

QString InterpretationBuilder::onlyTableKeyPointsAt(const QString &table, const QString &column) const
{
    // The table a one-column foreign key points at, when it is the only key from `table` to that
    // table (two keys to one table are two roles, which grouping by the table would merge).
    QString target;
    for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(table))
        if (fk.fromColumns == QStringList{column} && fk.toTable != table)
            target = fk.toTable;
    if (target.isEmpty())
        return QString();
    int keys = 0;
    for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(table))
        keys += fk.toTable == target ? 1 : 0;
    const sql::Table *t = m_lex.schema().table(target);
    return keys == 1 && t && t->primaryKey().size() == 1 ? target : QString();
}

void InterpretationBuilder::readTrendWords()
{
    // "Show the freight trend by month in 1998": grouped by a part of the date, the figure per
    // period is the trend; with no such grouping "trend" asks for something not computed.
    const bool overTime = std::any_of(m_q.groupBy.cbegin(), m_q.groupBy.cend(), [](const Expr &g) { return !partOf(g).isEmpty(); });
    for (int i = 0; i < count(); ++i)
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("trend")) && overTime)
            use(i, QStringLiteral("the series over time"));
}

bool InterpretationBuilder::bracketSpellsFigureAfter(int j) const
{
    // A bracket opens right after evidence j and holds arithmetic ("(salary times 12)").
    if (j + 1 >= count() || !m_read.gapBetween(m_ev[j].last, m_ev[j + 1].first).contains(QLatin1Char('(')))
        return false;
    for (int k = j + 1; k < count(); ++k) {
        if (m_ev[k].hasTag(QStringLiteral("arith:")) || m_ev[k].kind == EvKind::Formula)
            return true;
        if (k + 1 < count() && m_read.gapBetween(m_ev[k].last, m_ev[k + 1].first).contains(QLatin1Char(')')))
            return false;
    }
    return false;
}

} // namespace rac::semantic
