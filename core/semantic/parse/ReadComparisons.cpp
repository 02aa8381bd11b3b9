// SPDX-License-Identifier: MIT
//
// Comparisons: a column, measure, count or date against a number or a date ("priced over 30",
// "before 1993", "between 20 and 30", "more than 5 orders", "names longer than 20 characters")
// and a column against another of the same row ("units in stock below the reorder level", "units
// in stock plus units on order at most the reorder level"). Against an average of all rows, see
// ReadAverageComparisons.cpp.
#include "semantic/parse/InterpretationBuilder.h"
#include "semantic/parse/LexicalResources.h"

#include "common/TextUtil.h"

#include <cmath>

#include "semantic/SemanticModel.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::semantic {

const LexEntry *InterpretationBuilder::numberColumnNamedAfter(int to, int &at)
{
    at = -1;
    int next = to + 1;
    if (next >= count() || m_ev[next].first != m_ev[to].last + 1 || tableEv(next))
        return nullptr;
    // "20 units currently on backorder": the word right after the number is part of a name said on.
    if (m_splitNames.contains(next))
        next = m_splitNames.value(next);
    else if (m_ev[next].used)
        return nullptr;
    const LexEntry *c = columnOf(next);
    if (!c || m_lex.kindOf(c->table, c->column) != ColumnKind::Number)
        return nullptr;
    at = next;
    return c;
}

void InterpretationBuilder::addBetween(const Expr &lhs, int betweenEv, int low, int high)
{
    // "between 20 and 30": both bounds included.
    Condition lo, hi;
    lo.lhs = hi.lhs = lhs;
    lo.op = QStringLiteral(">=");
    hi.op = QStringLiteral("<=");
    lo.rhs = Expr::num(m_ev[low].number);
    hi.rhs = Expr::num(m_ev[high].number);
    if (lhs.isAggregate()) {
        m_q.having.push_back(lo);
        m_q.having.push_back(hi);
    } else {
        addCondition(lo);
        addCondition(hi);
    }
    use(betweenEv, QStringLiteral("between"));
    use(low, QStringLiteral("lower bound"));
    use(high, QStringLiteral("upper bound"));
}

std::optional<Expr> InterpretationBuilder::totalNamedBefore(const Expr &column, int columnEv)
{
    // "total quantity sold above 1000": the aggregate word before the column makes it a total.
    // Words between that only say the column again qualify it: the table that owns it
    // ("average product price"), or the column's name restated ("price (UnitPrice)").
    QList<int> qualifiers;
    int k = columnEv - 1;
    while (k >= 0 && !m_ev[k].used && adjacent(k, k + 1) && !m_ev[k].hasTag(QStringLiteral("agg:"))) {
        const bool owner = tableEv(k);
        const std::optional<Expr> restated = owner ? std::nullopt : measureOf(k);
        const bool qualifies = namesTable(k, column.table)
            || (restated && restated->kind == Expr::Kind::Column && restated->column == column.column);
        if (!qualifies)
            break;
        qualifiers << k;
        --k;
    }
    const QString agg = k >= 0 && !m_ev[k].used && adjacent(k, k + 1) ? m_ev[k].tag(QStringLiteral("agg:")) : QString();
    const bool additive = agg != QLatin1String("agg:sum") || isAdditiveColumn(column.column);
    if (!(agg == QLatin1String("agg:sum") || agg == QLatin1String("agg:avg") || agg == QLatin1String("agg:min")
          || agg == QLatin1String("agg:max"))
        || !additive)
        return std::nullopt;
    use(k, agg.mid(4));
    for (int q : qualifiers)
        use(q, QStringLiteral("the compared %1").arg(column.column));
    return Expr::agg(agg.mid(4).toUpper(), {column});
}

bool InterpretationBuilder::totalingVerb(int ev) const
{
    // The column's word used as a verb: "totaling", "totalled", "totals"; or "worth", which the
    // parser reads them as when a measure is called so.
    static const QSet<QString> verbs{QStringLiteral("totaling"), QStringLiteral("totalling"), QStringLiteral("totaled"),
                                     QStringLiteral("totalled"), QStringLiteral("totals"), QStringLiteral("worth")};
    return m_ev[ev].first == m_ev[ev].last && verbs.contains(m_read.tokens.at(m_ev[ev].first).lower);
}

int InterpretationBuilder::countNounBefore(int cmp) const
{
    // "customers whose (total) number of orders is greater than 10": a count of a table's rows
    // said as the rows' own ("whose", "with a", "their") or before a verb of being is what the
    // comparison at `cmp` compares (the rows' key was, at 0.9: OrderID > 10). Not "number of
    // invoices above 20" (the invoices' amount). The count word's evidence, or -1.
    const int rows = cmp - 1;
    if (rows < 1 || !tableEv(rows) || m_ev[rows].used || m_ev[rows - 1].used || !adjacent(rows - 1, rows)
        || m_ev[rows - 1].tag(QStringLiteral("agg:")) != QLatin1String("agg:count"))
        return -1;
    // (A noun of number: "how many tracks are longer than 10 minutes" asks the count.)
    static const QRegularExpression nounOfNumber(QStringLiteral("\\b(number|count)\\b"));
    if (!nounOfNumber.match(m_read.spanText(m_ev[rows - 1].first, m_ev[rows - 1].last).toLower()).hasMatch())
        return -1;
    const auto word = [this](int t) { return t >= 0 && t < m_read.tokens.size() ? m_read.tokens.at(t).lower : QString(); };
    static const QSet<QString> being{QStringLiteral("is"), QStringLiteral("are"), QStringLiteral("was"), QStringLiteral("were")};
    int beingWords = 0;
    for (int t = m_ev[rows].last + 1; t < m_ev[cmp].first; ++t, ++beingWords)
        if (!being.contains(word(t)))
            return -1;
    static const QSet<QString> owners{QStringLiteral("whose"), QStringLiteral("their"), QStringLiteral("its"), QStringLiteral("a"),
                                      QStringLiteral("with"), QStringLiteral("have"), QStringLiteral("has")};
    int lead = m_ev[rows - 1].first - 1;
    while (lead >= 0 && (word(lead) == QLatin1String("total") || word(lead) == QLatin1String("the")))
        --lead;
    return beingWords > 0 || owners.contains(word(lead)) ? rows - 1 : -1;
}

namespace {

// "sold", "bought", "order": a verb of selling or buying.
bool isSellingVerb(const QString &word)
{
    static const QStringList sellingVerbs{QStringLiteral("sell"), QStringLiteral("buy"), QStringLiteral("purchase"), QStringLiteral("order")};
    return Vocabulary::builtIn().isGrammarWord("sales_participles", word) || sellingVerbs.contains(LexicalResources::instance().verbBase(word));
}

// Multiplies the bound of every comparison read while it lives by a factor the comparison word
// carries ("more than twice ..."); no factor, nothing changes.
class ScaledBounds {
public:
    ScaledBounds(Query &query, double factor) : m_query(query), m_factor(factor), m_where(query.where.size()), m_having(query.having.size()) {}
    ScaledBounds(const ScaledBounds &) = delete;
    ScaledBounds &operator=(const ScaledBounds &) = delete;
    ~ScaledBounds()
    {
        if (m_factor <= 0)
            return;
        scale(m_query.where, m_where);
        scale(m_query.having, m_having);
    }

private:
    void scale(std::vector<Condition> &conditions, size_t from) const
    {
        for (size_t k = from; k < conditions.size(); ++k)
            if (conditions[k].kind == Condition::Kind::Compare)
                conditions[k].rhs = Expr::arith(QStringLiteral("*"), Expr::num(m_factor), conditions[k].rhs);
    }
    Query &m_query;
    double m_factor;
    size_t m_where, m_having;
};

} // namespace

void InterpretationBuilder::readComparisons()
{
    readMoreThanAverage();
    // The last plain comparison read: "at least 15000 and below 30000" bounds the same figure twice.
    std::optional<Expr> lastCompared;
    int lastValueToken = -1;
    for (int i = 0; i < count(); ++i) {
        Evidence &e = m_ev[i];
        const QString cmp = e.tag(QStringLiteral("cmp:"));
        if (cmp.isEmpty() || e.used)
            continue;
        // "more than twice the average": what the comparison bounds by, times the factor.
        const ScaledBounds scaled(m_q, e.tag(QStringLiteral("scale:")).mid(6).toDouble());
        if (readComparisonWithAverage(i, cmp) || readComparisonWithExtreme(i, cmp))
            continue;
        QString op = cmp.mid(4);
        // The operand: a number or a date right after ("over 30", "before 1993"),
        // or right before for "30 or more".
        int value = -1;
        bool after = true;
        // "bought from us during 1997": a preposition between that takes the date itself ("during",
        // "in") says the comparison word is not its bound (it was read as "from 1997 on", at 0.9).
        const auto governedBetween = [this, i](int j) {
            for (int t = m_ev[i].last + 1; t < m_ev[j].first; ++t)
                if (Vocabulary::builtIn().isGrammarWord("period_prepositions", m_read.tokens.at(t).lower))
                    return true;
            return false;
        };
        // "freight over their 1997 orders": a year naming the rows after it is their period, not
        // the bound (it was read as "more than 1997").
        const auto yearOfRows = [this, i](int j) {
            const double n = m_ev[j].number;
            const bool year = m_ev[j].kind == EvKind::Date || (m_ev[j].kind == EvKind::Number && n >= 1900 && n <= 2100 && n == std::floor(n));
            return year && m_ev[j].first > m_ev[i].last + 1 && j + 1 < count() && m_ev[j + 1].first == m_ev[j].last + 1 && tableEv(j + 1);
        };
        // "after the date 1998-05-01", "before the order date 1997-01-01": the date column named
        // between the word and its date is the one compared (the date was read alone as the day
        // itself, at 0.75).
        int namedDateColumn = -1;
        // (The date right after the column: "greater than RequiredDate in 1997" compares two
        // columns, in a period; read as RequiredDate after 1997, ShippedDate was lost at 0.9.)
        if (i + 2 < count() && !m_ev[i + 1].used && adjacent(i, i + 1) && m_ev[i + 2].first == m_ev[i + 1].last + 1 && m_ev[i + 2].kind == EvKind::Date
            && !m_ev[i + 2].used && !tableEv(i + 1))
            if (const LexEntry *c = columnOf(i + 1); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Date)
                namedDateColumn = i + 1;
        for (int j = i + 1; j < count() && j <= i + 2 && namedDateColumn < 0; ++j) {
            if ((m_ev[j].kind == EvKind::Number || m_ev[j].kind == EvKind::Date) && adjacent(i, j) && !m_ev[j].used) {
                if ((m_ev[j].kind == EvKind::Date && governedBetween(j)) || yearOfRows(j))
                    break;
                value = j;
                break;
            }
            if (!m_ev[j].hasTag(QStringLiteral("unit")))
                break;
        }
        if (namedDateColumn >= 0)
            value = namedDateColumn + 1;
        // "30 or more" takes the number before it; "after", "before", "since", "until" only bound
        // what follows ("20,000 after discounts" compared Discount with 20000, at 0.9).
        const QString said = m_read.spanText(e.first, e.last).toLower();
        const bool boundsBefore = said.startsWith(QLatin1String("or ")) || said.startsWith(QLatin1String("of "));
        const bool timeWord = Vocabulary::builtIn().isGrammarWord("time_bound_words", said);
        // ("1997-01-01 or later", "1998 or earlier": a period before it, bounded on that side.)
        const bool numberBefore = i > 0 && (m_ev[i - 1].kind == EvKind::Number || (boundsBefore && m_ev[i - 1].kind == EvKind::Date && !m_ev[i - 1].used));
        if (value < 0 && numberBefore && adjacent(i - 1, i) && (boundsBefore || !timeWord)) {
            value = i - 1;
            after = false;
        }
        // "14 days or fewer after its order date": the number before, its unit between.
        for (int j = i - 1; value < 0 && boundsBefore && j >= 0 && j >= i - 2; --j)
            if (const QString unit = m_read.tokens.at(m_ev[j].last + 1).lower; m_ev[j].kind == EvKind::Number && m_ev[j].last + 2 == m_ev[i].first
                && (unit == QLatin1String("days") || unit == QLatin1String("day") || Vocabulary::builtIn().timeUnitMs(unit) > 0)) {
                value = j;
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
        // ("between 20 and 40 units in stock": a range ends at its second bound, and what is
        // named after that is what it bounds.)
        const bool rangeOfTwo = op == QLatin1String("between") && after && value + 1 < count() && m_ev[value + 1].kind == m_ev[value].kind
            && m_ev[value + 1].first == m_ev[value].last + 2 && m_read.tokens.at(m_ev[value].last + 1).lower == QLatin1String("and");
        const int to = after ? value : i;
        // A key compared with a number is named as one ("order id above 11000"); "our key
        // suppliers with more than three products" compares no SupplierID (it did, at 0.9).
        const auto keyNamedLoosely = [this](int j, const Expr &e) {
            if (e.kind != Expr::Kind::Column || m_lex.kindOf(e.table, e.column) != ColumnKind::Key)
                return false;
            // ("order number", "numbered", "invoice id" name it; "key" names it only when its
            // name says so, CustomerKey.)
            const QString said = m_read.spanText(m_ev[j].first, m_ev[j].last).toLower();
            return said.contains(QLatin1String("key")) && !e.column.contains(QLatin1String("key"), Qt::CaseInsensitive);
        };
        const auto word = [this](int t) { return t >= 0 && t < m_read.tokens.size() ? m_read.tokens.at(t).lower : QString(); };
        // (A bound that could be a year is an amount here: "worth at least 1000 and less than 2000".)
        const bool yearLike = m_ev[value].kind == EvKind::Date && m_ev[value].first == m_ev[value].last && !timeWord;
        const bool secondBound = lastCompared && after && (m_ev[value].kind == EvKind::Number || yearLike) && lastValueToken >= 0
            && m_ev[i].first == lastValueToken + 2 && (word(lastValueToken + 1) == QLatin1String("and") || word(lastValueToken + 1) == QLatin1String("but"));
        if (secondBound)
            subject = lastCompared;
        if (namedDateColumn >= 0) {
            const LexEntry *c = columnOf(namedDateColumn);
            subject = Expr::col(c->table, c->column);
            subjectEv = namedDateColumn;
        }
        // "placed after 1997 had freight above 100": a word of time bounds a date; a year after it
        // is the period, not an amount of a column named before (Freight > 1997, at 0.9).
        // ("in 1998 or later had freight over 100": a date bounded after it is compared with a
        // date column only, Freight >= 1998 had come back at 0.9.)
        const bool timeBound = m_ev[value].kind == EvKind::Date && ((timeWord && after) || !after);
        // (A date column or a part of one: "born", "a birth year".)
        const auto dateColumn = [this](const Expr &e) {
            const Expr &c = e.kind != Expr::Kind::Column && e.args.size() == 1 ? e.args.front() : e;
            return c.kind == Expr::Kind::Column && m_lex.kindOf(c.table, c.column) == ColumnKind::Date;
        };
        int countWordEv = -1;
        int columnAfter = -1;
        const bool amountAfter = numberColumnNamedAfter(to, columnAfter) != nullptr
            || (m_ev[value].last + 1 < m_read.tokens.size() && Vocabulary::builtIn().timeUnitMs(word(m_ev[value].last + 1)) > 0);
        if (!secondBound && after && m_ev[value].kind == EvKind::Number && !amountAfter)
            countWordEv = countNounBefore(i);
        if (countWordEv >= 0) {
            subjectEv = countWordEv + 1;
            countOf = true;
        }
        // "dates with more than 3 orders": rows of a table right after the number are counted; a
        // date named before is what they are counted per, not a date compared with a number.
        const bool rowsAfter = after && m_ev[value].kind == EvKind::Number && !amountAfter && to + 1 < count() && tableEv(to + 1) && adjacent(to, to + 1)
            && !m_read.punctuationBetween(m_ev[to].last, m_ev[to + 1].first);
        // ("a rating of at least 8 and are under 40": a new predicate after "and", its own figure
        // unsaid, is not the one compared before; the rating was compared with 40, at 0.9.)
        const auto newPredicateBetween = [this, &word](int j, int k) {
            bool joined = false;
            for (int t = m_ev[j].last + 1; t < m_ev[k].first; ++t) {
                if (word(t) == QLatin1String("and") || word(t) == QLatin1String("but"))
                    joined = true;
                else if (joined && Vocabulary::builtIn().isGrammarWord("be_forms", word(t)))
                    return true;
            }
            return false;
        };
        // "the sids of sailors older than 20": a comparison word that names its attribute
        // ("older" an age, "more expensive" a price) compares that column, not a column named
        // before it (the sids were compared with 20, at 0.9).
        // ("18 or older": the number before the word, the same attribute.)
        if (!timeBound && (after || boundsBefore) && m_ev[i].hasTag(QStringLiteral("attr:")))
            if (const std::optional<Expr> named = measureOf(i); named && named->kind == Expr::Kind::Column)
                subject = named;
        // "shippers whose total is above 3,500", "where the sum exceeds 100": a word for a figure
        // with nothing after it points back at the figure the question named before, however far.
        if (after && !subject && !countOf && m_ev[value].kind == EvKind::Number) {
            int t = m_ev[i].first - 1;
            while (t >= 0 && Vocabulary::builtIn().isGrammarWord("be_forms", word(t)))
                --t;
            static const QSet<QString> figureWords{QStringLiteral("total"), QStringLiteral("sum"), QStringLiteral("amount"),
                                                   QStringLiteral("figure"), QStringLiteral("value"), QStringLiteral("average")};
            static const QSet<QString> pointers{QStringLiteral("the"), QStringLiteral("whose"), QStringLiteral("their"), QStringLiteral("its"),
                                                QStringLiteral("that"), QStringLiteral("this")};
            // (Rows named right before "whose" are the groups' own only when the question groups
            // by them: "invoices whose total is above 15" compares each invoice's Total.)
            const int rowsBefore = t >= 2 && word(t - 1) == QLatin1String("whose") ? evidenceCovering(t - 2) : -1;
            const auto grouped = [this](const QString &table) {
                return m_groupTables.contains(table) || std::any_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [&table](const Expr &g) {
                           return g.kind == Expr::Kind::Column && g.table == table;
                       });
            };
            const bool othersRows = rowsBefore >= 0 && tableEv(rowsBefore) && !grouped(m_ev[rowsBefore].entry(LexEntry::Kind::Table)->table);
            const bool pointsBack = t > 0 && figureWords.contains(word(t)) && pointers.contains(word(t - 1)) && !othersRows
                && (evidenceCovering(t) < 0 || !m_ev[evidenceCovering(t)].used);
            // The figures named before: only one may be pointed back at ("number of orders and
            // total freight per shipper, keeping shippers whose total ..." names two).
            QList<int> figures;
            for (int j = 0; pointsBack && j < count() && m_ev[j].last < t - 1; ++j) {
                if (tableEv(j))
                    continue;
                const std::optional<Expr> named = measureOf(j);
                const bool numberColumn = named && named->kind == Expr::Kind::Column && m_lex.kindOf(named->table, named->column) == ColumnKind::Number;
                if ((named && !dateColumn(*named) && (named->isAggregate() || numberColumn)) || m_ev[j].hasTag(QStringLiteral("agg:count")))
                    figures << j;
            }
            if (pointsBack && figures.size() == 1) {
                const int j = figures.first();
                std::optional<Expr> named = measureOf(j);
                // (A column named alone is what the figure adds up, or averages; a figure named
                // with its own aggregate must be the kind the word says: "average freight per
                // employee, keeping employees whose total ..." compares no average.)
                const QString kind = word(t) == QLatin1String("average") ? QStringLiteral("AVG")
                    : word(t) == QLatin1String("total") || word(t) == QLatin1String("sum") ? QStringLiteral("SUM") : QString();
                if (named && named->kind == Expr::Kind::Column)
                    named = Expr::agg(kind.isEmpty() ? QStringLiteral("SUM") : kind, {*named});
                // (A measure of the model says its kind in its id: "sum:Orders.Freight".)
                const LexEntry *measure = m_ev[j].entry(LexEntry::Kind::Measure);
                const QString measureKind = measure ? measure->measureId.section(QLatin1Char(':'), 0, 0).toUpper() : QString();
                const bool sameKind = named && (named->isAggregate() || measure)
                    && (kind.isEmpty() || measureKind == kind
                        || (named->kind == Expr::Kind::Aggregate && named->text.compare(kind, Qt::CaseInsensitive) == 0));
                if (sameKind) {
                    subject = named;
                    subjectEv = j;
                    explainToken(t, QStringLiteral("the figure named before"));
                }
            }
        }
        for (int j = from - 1; j >= 0 && j >= from - 4 && !subject && !countOf; --j) {
            if (newPredicateBetween(j, from))
                break;
            if (m_ev[j].used && !columnOf(j))
                continue;
            // "whose total of unit price x quantity is more than 50000": the last factor stands
            // in a product a total word holds; the total is compared (the quantity was, at 0.75).
            // ("a stock value (unit price times units in stock) above 3000": so does a figure a
            // bracket spells out after its word; the units alone were compared, at 0.75.)
            int holder = -1;
            for (int k = j - 1; k >= 0 && k >= j - 6 && holder < 0; --k) {
                const bool spelledOut = m_read.gapBetween(m_ev[k].last, m_ev[k + 1].first).contains(QLatin1Char('('));
                if (m_definedAt.contains(k) && (m_definedAt.value(k).isAggregate() || spelledOut))
                    holder = k;
                else if (!m_ev[k].used)
                    break;
            }
            if (holder >= 0 && m_ev[j].used) {
                subject = m_definedAt.value(holder);
                subjectEv = holder;
                if (!m_ev[holder].used)
                    use(holder, QStringLiteral("the figure compared, as the bracket spells it out"));
                break;
            }
            // ("total amount by country for the countries with more than 30 invoices": the rows
            // named after the number are counted, not a figure of theirs named before; the amount
            // was compared with 30, at 0.9.)
            const std::optional<Expr> m = measureOf(j);
            if (m && rowsAfter && !dateColumn(*m)) {
                const QString counted = m_ev[to + 1].entry(LexEntry::Kind::Table)->table;
                const auto columns = m->columns();
                if (std::any_of(columns.cbegin(), columns.cend(), [&counted](const auto &c) { return c.first == counted; }))
                    break;
            }
            if (m && !keyNamedLoosely(j, *m) && (!timeBound || dateColumn(*m)) && !(rowsAfter && dateColumn(*m))) {
                subject = m;
                subjectEv = j;
                break;
            }
        }
        // "customers with at least one invoice over 20": a row's table right before the bound, whose
        // one number column is named as its amount (Invoice.Total), is compared by that column.
        // (Orders' one number, Freight, is no amount of the order: not taken.)
        if (!subject && after && m_ev[value].kind == EvKind::Number && i > 0 && tableEv(i - 1) && adjacent(i - 1, i)) {
            const QString t = m_ev[i - 1].entry(LexEntry::Kind::Table)->table;
            if (const std::optional<Expr> amount = amountColumnOf(t)) {
                subject = amount;
                subjectEv = i - 1;
            }
        }
        // "sailors under 30", "people who are over 40": a bare number compared right after rows
        // of people (a table that keeps an age) is their age.
        // ("products under $10", "items for less than 5 dollars": an amount of money is their
        // price.)
        if (!subject && after && m_ev[value].kind == EvKind::Number)
            if (const int rows = rowsNamedBefore(i); rows >= 0) {
                const QString table = m_ev[rows].entry(LexEntry::Kind::Table)->table;
                static const QRegularExpression ageName(QStringLiteral("(?:^|_)[aA][gG][eE]$|[a-z]Age$"));
                static const QRegularExpression priceName(QStringLiteral("price"), QRegularExpression::CaseInsensitiveOption);
                if (const std::optional<Expr> compared = oneNumberColumnNamed(table, moneyAt(value) ? priceName : ageName)) {
                    subject = compared;
                    subjectEv = rows;
                }
            }
        // "units in stock minus reorder level below 0": the difference of two columns compared.
        if (subject && subject->kind == Expr::Kind::Column && subjectEv >= 0 && m_ev[value].kind == EvKind::Number) {
            int firstEv = -1;
            if (const std::optional<Expr> both = columnArithmeticEndingAt(subjectEv, firstEv); both && both->args.back().column == subject->column) {
                subject = both;
                for (int k = firstEv; k < subjectEv; ++k)
                    use(k, QStringLiteral("compared, with %1").arg(both->text));
            }
        }
        // "no units in stock and at least 1 unit on order": a number column named right after the
        // number is the one compared, rather than another named before it ("costs at least 50
        // (unit_price)" names the same column twice, and the passes after read the second).
        int next = -1;
        if (const LexEntry *c = timeBound ? nullptr : numberColumnNamedAfter(to, next)) {
            if (!(subject && subject->kind == Expr::Kind::Column && subject->table == c->table && subject->column == c->column)) {
                subject = Expr::col(c->table, c->column);
                subjectEv = next;
            }
        }
        // ("between 20 and 40 units in stock": an amount column named right after the second
        // bound, nothing between, is what the range bounds.)
        if (!subject && rangeOfTwo && value + 2 < count() && m_ev[value + 2].first == m_ev[value + 1].last + 1 && !tableEv(value + 2)
            && !m_read.punctuationBetween(m_ev[value + 1].last, m_ev[value + 2].first))
            if (const LexEntry *c = pickColumn(value + 2); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Number) {
                subject = Expr::col(c->table, c->column);
                subjectEv = value + 2;
            }
        // "longer than 600000 milliseconds": the column named after the number.
        if (!subject && !timeBound && to + 1 < count() && !tableEv(to + 1) && adjacent(to, to + 1)) {
            if (std::optional<Expr> m = measureOf(to + 1)) {
                subject = m;
                subjectEv = to + 1;
            }
        }
        // "longer than 10 minutes": a number of a unit of time compares the duration column, in
        // the column's own unit.
        double scale = 1;
        if (m_ev[value].kind == EvKind::Number) {
            const int unit = m_ev[value].last + 1;
            const double asked = unit < m_read.tokens.size() ? Vocabulary::builtIn().timeUnitMs(m_read.tokens.at(unit).lower) : 0;
            const std::optional<Expr> duration = asked <= 0 ? std::nullopt : subject && timeUnitOf(*subject) > 0 ? subject
                : !subject ? durationColumn() : std::nullopt;
            if (duration) {
                scale = asked / timeUnitOf(*duration);
                subject = duration;
                m_explainedTokens << unit;
                for (int e = 0; e < count(); ++e)
                    if (!m_ev[e].used && m_ev[e].first <= unit && unit <= m_ev[e].last)
                        use(e, QStringLiteral("unit of time"));
            }
        }
        // "more expensive than 50", "cheaper than 5": the comparison's own word names the figure.
        if (!subject && !timeBound && after && m_ev[i].hasTag(QStringLiteral("attr:")))
            subject = measureOf(i);
        if (!subject && to + 1 < count() && tableEv(to + 1) && m_ev[value].kind == EvKind::Number) {
            subjectEv = to + 1;
            countOf = true;
        }
        // "countries with more than 10 languages": the different values of a text column of rows
        // below the focus (no table of their own), counted per row.
        if (!subject && !countOf && m_ev[value].kind == EvKind::Number && to + 1 < count() && adjacent(to, to + 1) && !tableEv(to + 1)
            && !m_ev[to + 1].used && !m_focus.isEmpty())
            if (const LexEntry *c = columnOf(to + 1); c && c->table != m_focus && m_lex.kindOf(c->table, c->column) == ColumnKind::Text
                && belongsTo(c->table, m_focus))
                if (const std::optional<Expr> counted = countValuesPer(Expr::col(c->table, c->column))) {
                    subject = counted;
                    subjectEv = to + 1;
                }
        // "at least one red boat", "more than 2 rock albums": a value of the counted rows between
        // the number and their table; the value, read later, limits the rows counted.
        if (!subject && !countOf && to + 2 < count() && m_ev[value].kind == EvKind::Number && !m_ev[to + 1].used && adjacent(to, to + 1)
            && adjacent(to + 1, to + 2) && tableEv(to + 2) && !tableEv(to + 1)) {
            const QString counted = m_ev[to + 2].entry(LexEntry::Kind::Table)->table;
            const LexEntry *kind = m_ev[to + 1].entry(LexEntry::Kind::Value);
            if (kind && (kind->table == counted || belongsTo(counted, kind->table))) {
                subjectEv = to + 2;
                countOf = true;
            }
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
                // "albums that have 4 or fewer letters": the rows' own name, when their table is
                // named nearer than any column ("album title and artist name" said before).
                if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table);
                    t && std::none_of(m_ev[j].entries.cbegin(), m_ev[j].entries.cend(), [t](const LexEntry &e) {
                        return e.kind == LexEntry::Kind::Column && e.strength > t->strength;
                    })) {
                    const Expr name = displayOf(t->table);
                    if (name.kind == Expr::Kind::Column && m_lex.kindOf(name.table, name.column) == ColumnKind::Text)
                        subject = Expr::unary(Expr::Kind::Length, name);
                    break;
                }
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
        if (!subject && !countOf && m_ev[value].kind != EvKind::Date && op != QLatin1String("between"))
            continue;
        // "total sales below 2000", "freight between 1000 and 2000": a number that could be a
        // year, compared with an amount, is an amount.
        const bool subjectIsDate = subject && subject->kind == Expr::Kind::Column && m_lex.kindOf(subject->table, subject->column) == ColumnKind::Date;
        // (Only the operands: "above 500 in 1997" keeps its year.)
        QList<int> operands{value};
        if (op == QLatin1String("between") && value + 1 < count() && m_read.tokens.value(m_ev[value].last + 1).lower == QLatin1String("and")
            && m_ev[value + 1].first == m_ev[value].last + 2)
            operands << value + 1;
        if (subject && !subjectIsDate)
            for (int k : operands)
                if (m_ev[k].kind == EvKind::Date && !m_ev[k].used && m_ev[k].first == m_ev[k].last) {
                    bool digits = false;
                    const double year = m_read.tokens.at(m_ev[k].first).text.toDouble(&digits);
                    if (digits) {
                        m_ev[k].kind = EvKind::Number;
                        m_ev[k].number = year;
                    }
                }
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
                planning::DateRange span = m_ev[value].range;
                span.end = m_ev[second].range.end;
                for (const Condition &c : periodConditions(col, span))
                    addCondition(c);
                use(i, QStringLiteral("between"));
                use(value, m_ev[value].range.label);
                use(second, m_ev[second].range.label);
                // Only a date column is the thing compared; "revenue between 1996 and 1997" keeps
                // its measure for the aggregate passes.
                if (subject && col.kind == Expr::Kind::Column && subject->kind == Expr::Kind::Column && subject->column == col.column)
                    use(subjectEv, QStringLiteral("date compared"));
                continue;
            }
            // "playlists with between 10 and 30 tracks": the count of another table's rows per row.
            if (!subject && second >= 0 && m_ev[value].kind == EvKind::Number && second + 1 < count() && tableEv(second + 1)
                && adjacent(second, second + 1)) {
                const QString other = m_ev[second + 1].entry(LexEntry::Kind::Table)->table;
                const std::optional<Expr> counted = other == m_focus ? std::nullopt : countPer(other);
                if (!counted)
                    continue;
                addBetween(*counted, i, value, second);
                use(second + 1, QStringLiteral("count of %1 per %2").arg(other, m_focus));
                continue;
            }
            if (second < 0 || !subject)
                continue;
            // "a total quantity sold between 1000 and 1500": each group's total, not each row.
            if (subject->kind == Expr::Kind::Column)
                if (std::optional<Expr> total = totalNamedBefore(*subject, subjectEv))
                    subject = total;
            addBetween(*subject, i, value, second);
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
            // "movies from before 1960" where the rows keep a year as a number and no date: the
            // year compared (the bound had been put on no column, and the SQL failed).
            if (col.column.isEmpty() && op != QLatin1String("between")) {
                const std::optional<Expr> year = yearNumberColumn();
                const planning::DateRange &period = m_ev[value].range;
                if (!year || !period.start.isValid() || !period.end.isValid()) {
                    m_out.notUnderstood << QStringLiteral("which date %1 is on (no date column is near the rows asked about)")
                                               .arg(m_read.spanText(m_ev[value].first, m_ev[value].last));
                    use(i, op);
                    use(value, QStringLiteral("a period on no date"));
                    continue;
                }
                Condition bound;
                bound.lhs = *year;
                bound.op = op;
                bound.rhs = Expr::num(op.startsWith(QLatin1Char('<')) ? period.start.year() : period.end.year());
                // ("before 1960" is before its first day; "until 1960", "<=", takes in its last year.)
                if (op == QLatin1String("<="))
                    bound.rhs = Expr::num(period.end.year());
                else if (op == QLatin1String(">="))
                    bound.rhs = Expr::num(period.start.year());
                addCondition(bound);
                use(i, op);
                use(value, QStringLiteral("%1.%2 %3 %4").arg(year->table, year->column, op).arg(bound.rhs.number));
                // ("released after 1980": the event the year is of, said before the bound.)
                if (const int verb = m_ev[i].first - 1; verb >= 0 && LexicalResources::instance().isInflectedVerb(m_read.tokens.at(verb).lower)
                    && (evidenceCovering(verb) < 0 || m_ev[evidenceCovering(verb)].entries.isEmpty()))
                    explainToken(verb, QStringLiteral("the event the year is of"));
                if (subject && subjectEv >= 0)
                    use(subjectEv, QStringLiteral("date compared"));
                // ("a year of establishment before 1950": the year column named before is the one
                // compared, not one shown; the years came back instead of the schools.)
                for (int j = i - 1; j >= 0 && j >= i - 3; --j)
                    if (const LexEntry *named = m_ev[j].used ? nullptr : columnOf(j); named && named->table == year->table && named->column == year->column) {
                        use(j, QStringLiteral("the year compared"));
                        break;
                    }
                continue;
            }
            // "invoices from the first quarter of 2012", "orders from 1997": rows of that period,
            // not every row since its start (read so at 0.9); "from 1997 onwards" is the bound.
            // (Nor "from 2011 or later", "from 1997 up to now", "until", "to date", "through 1998".)
            static const QSet<QString> onwards{QStringLiteral("onwards"), QStringLiteral("onward"), QStringLiteral("on"), QStringLiteral("forward"),
                                               QStringLiteral("forwards"), QStringLiteral("or"), QStringLiteral("up"), QStringLiteral("until"),
                                               QStringLiteral("till"), QStringLiteral("to"), QStringLiteral("through"), QStringLiteral("thru"),
                                               QStringLiteral("and"), QStringLiteral("since")};
            // ("starting from 1998", "as from 1998" are bounds too.)
            static const QSet<QString> starts{QStringLiteral("starting"), QStringLiteral("beginning"), QStringLiteral("as"), QStringLiteral("since"),
                                              QStringLiteral("effective")};
            const bool said = m_ev[i].first == m_ev[i].last && m_read.tokens.at(m_ev[i].first).lower == QLatin1String("from")
                && !starts.contains(m_read.tokens.value(m_ev[i].first - 1).lower) && m_ev[value].range.start < m_ev[value].range.end;
            const int next = m_ev[value].last + 1;
            const QString word = m_read.tokens.value(next).lower, then = m_read.tokens.value(next + 1).lower;
            // The word after a continuation says what it is: "to date", "until now", "to 1998" end a
            // span; "from 2010 to customers in Brazil" sends the rows somewhere (the period alone).
            static const QSet<QString> spanEnds{QStringLiteral("now"), QStringLiteral("date"), QStringLiteral("present"), QStringLiteral("today"),
                                                QStringLiteral("the"), QStringLiteral("this"), QStringLiteral("end"), QStringLiteral("then")};
            const auto dateAt = [this](int token) {
                return std::any_of(m_ev.cbegin(), m_ev.cend(), [token](const Evidence &e) { return e.kind == EvKind::Date && e.first == token; })
                    || (token < m_read.tokens.size() && m_read.tokens.at(token).number);
            };
            static const QSet<QString> spanWords{QStringLiteral("to"), QStringLiteral("until"), QStringLiteral("till"), QStringLiteral("through"),
                                                 QStringLiteral("thru"), QStringLiteral("up")};
            const bool spanEnd = spanWords.contains(word) && (spanEnds.contains(then) || dateAt(next + 1) || word == QLatin1String("up"));
            // "from 2012 or earlier": the period and every one before it.
            static const QSet<QString> earlier{QStringLiteral("earlier"), QStringLiteral("before"), QStringLiteral("prior"), QStringLiteral("older")};
            if (said && word == QLatin1String("or") && earlier.contains(then)) {
                Condition upTo;
                upTo.lhs = Expr::unary(Expr::Kind::DateOf, col);
                upTo.op = QStringLiteral("<=");
                upTo.rhs = Expr::date(m_ev[value].range.end.toString(Qt::ISODate));
                addCondition(upTo);
                use(i, QStringLiteral("<="));
                use(value, m_ev[value].range.label);
                m_explainedTokens << next << next + 1;
                if (subject)
                    use(subjectEv, QStringLiteral("date compared"));
                continue;
            }
            // "from 2011 or 2012": either period, read with the periods.
            if (said && word == QLatin1String("or") && dateAt(next + 1)) {
                use(i, QStringLiteral("in"));
                continue;
            }
            const bool boundWord = word == QLatin1String("or") || word == QLatin1String("and") || (onwards.contains(word) && !spanWords.contains(word));
            const bool bareFrom = said && !spanEnd && !boundWord;
            if (bareFrom) {
                for (const Condition &p : periodConditions(col, m_ev[value].range))
                    addCondition(p);
                use(i, QStringLiteral("in"));
                use(value, m_ev[value].range.label);
                if (subject)
                    use(subjectEv, QStringLiteral("date compared"));
                continue;
            }
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
        c.rhs = Expr::num(m_ev[value].number * scale);
        if (countOf) {
            const LexEntry *t = m_ev[subjectEv].entry(LexEntry::Kind::Table);
            const sql::Table *table = t ? m_lex.schema().table(t->table) : nullptr;
            if (!table)
                continue;
            // Rows counted per group, as HAVING: the focus's own ("orders per customer, with more
            // than 20 orders", the groups named; "which countries have more than 10 customers", one
            // group per value of a text column named before the count), or another table's per
            // value of a plural attribute of the focus ("customer cities with more than 10 orders";
            // each customer's own count came back, listed by city, at 0.75).
            const bool own = t->table == m_focus;
            if (own && table->primaryKey().size() > 1)
                continue;
            int attribute = -1;
            if (m_groupTargets.empty()) {
                attribute = own ? ownGroupingColumnBefore(i) : pluralAttributeBefore(i);
                if (own && attribute < 0)
                    continue;
            }
            if (own || attribute >= 0) {
                if (attribute >= 0) {
                    // (A date's groups are its days: "dates with more than 3 orders".)
                    const LexEntry *g = columnOf(attribute);
                    const Expr column = Expr::col(g->table, g->column);
                    m_groupTargets.push_back(m_lex.kindOf(g->table, g->column) == ColumnKind::Date ? datePart(QStringLiteral("day"), column) : column);
                    use(attribute, QStringLiteral("each %1.%2").arg(g->table, g->column));
                }
                // (A table with no key counts its rows.)
                c.lhs = table->primaryKey().isEmpty() ? rowCount(*table) : Expr::agg(QStringLiteral("COUNT"), {Expr::col(t->table, table->primaryKey().first())}, true);
                m_q.having.push_back(c);
                // Another table's count is the figure of each group, unless another is named.
                if (!own && !m_aggregate)
                    m_aggregate = c.lhs;
                use(subjectEv, QStringLiteral("count of %1 per group").arg(t->table));
                if (countWordEv >= 0)
                    use(countWordEv, QStringLiteral("count"));
                if (differentEv >= 0)
                    use(differentEv, QStringLiteral("different rows"));
                use(i, op);
                use(value, QString::number(m_ev[value].number));
                continue;
            }
            std::optional<Expr> counted = countPer(t->table);
            if (!counted)
                continue;
            c.lhs = *counted;
            addCondition(c);
            use(subjectEv, QStringLiteral("count of %1 per %2").arg(t->table, m_focus));
            if (countWordEv >= 0)
                use(countWordEv, QStringLiteral("count"));
            if (differentEv >= 0)
                use(differentEv, QStringLiteral("different rows"));
        } else if (subject->kind == Expr::Kind::Column && m_lex.kindOf(subject->table, subject->column) == ColumnKind::Date
                   && m_ev[value].kind == EvKind::Number) {
            // "shipped more than 30 days after they were ordered": a number of days between two
            // dates. A date compared with a bare number means nothing, so nothing else is built.
            if (!readDaysAfter(*subject, subjectEv, i, value, op))
                continue;
        } else {
            // "invoices more than 6 months before ...", "freight over 6 days": a number of days,
            // weeks or months measures time between dates, never an amount like a total or a
            // freight (Total > 6 came back at 0.9). A column named in that unit ("DaysToShip") is one.
            if (const Expr column = aggregatedColumn(*subject).value_or(*subject); column.kind == Expr::Kind::Column) {
                const QString unit = m_read.tokens.value(m_ev[value].last + 1).lower;
                const Vocabulary &vocabulary = Vocabulary::builtIn();
                const QStringList columnWords = text::words(text::splitIdentifier(column.column));
                const bool inThatUnit = std::any_of(columnWords.cbegin(), columnWords.cend(), [&vocabulary](const QString &w) {
                    return vocabulary.isGrammarWord("period_nouns", w.toLower());
                });
                if (vocabulary.isGrammarWord("period_nouns", unit) && !inThatUnit) {
                    m_out.notUnderstood << QStringLiteral("%1 %2 compared with %3.%4, which is no time between dates")
                                               .arg(m_read.spanText(m_ev[value].first, m_ev[value].last), unit, column.table, column.column);
                    use(i, op);
                    use(value, QString::number(m_ev[value].number));
                    continue;
                }
            }
            if (subject->kind == Expr::Kind::Column && subjectEv >= 0 && subject->table != m_focus && isAdditiveColumn(subject->column)) {
                // ("Which categories contain products that sold more than 1000 units?": each
                // product's total, then the categories holding one, is a shape not built; the
                // categories' total gave all 8 at 0.9, each line none.)
                // ("ordered more than 100 units in a single order": each order's total, the same.)
                QString seller = otherRowsSelling(i);
                if (const QString each = rowsEachSaidAfter(value); !each.isEmpty() && each != subject->table && each != m_focus)
                    seller = each;
                if (!seller.isEmpty()) {
                    m_out.notUnderstood << QStringLiteral("'%1 %2' said of each %3 row (a total per %3 row, then the %4 rows holding one)")
                                               .arg(m_read.spanText(m_ev[i].first, m_ev[i].last), m_read.spanText(m_ev[value].first, m_ev[value].last), seller, m_focus);
                    use(i, op);
                    use(value, QString::number(m_ev[value].number));
                    continue;
                }
            }
            // "categories whose products cost on average more than 30", "suppliers whose products are
            // priced above 40 on average": an amount of the rows that belong to the ones compared,
            // with "on average" said beside the comparison, is their average (the words had been
            // left unread).
            if (subject->kind == Expr::Kind::Column && subjectEv >= 0 && subject->table != m_focus && belongsTo(subject->table, m_focus)
                && m_lex.kindOf(subject->table, subject->column) == ColumnKind::Number) {
                // ("... more than 30 in total", "altogether": their sum; not when the rows asked for
                // are counted: "How many suppliers have products priced above 50 in total?" totals
                // the count.)
                const bool counted = std::any_of(m_ev.cbegin(), m_ev.cend(), [](const Evidence &e) { return e.tag(QStringLiteral("agg:")) == QLatin1String("agg:count"); });
                for (int k = 0; k < count(); ++k) {
                    const bool besides = m_ev[k].last + 1 == m_ev[i].first || m_ev[k].first == m_ev[value].last + 1
                        || m_ev[k].first == m_ev[subjectEv].last + 1;
                    const bool average = m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:avg")
                        && m_read.spanText(m_ev[k].first, m_ev[k].last).compare(QLatin1String("on average"), Qt::CaseInsensitive) == 0;
                    const bool total = m_ev[k].hasTag(QStringLiteral("alltotal")) && !counted;
                    if (!m_ev[k].used && besides && (average || total)) {
                        subject = Expr::agg(average ? QStringLiteral("AVG") : QStringLiteral("SUM"), {*subject});
                        use(k, QStringLiteral("the %1 of each %2 row's %3").arg(average ? QStringLiteral("average") : QStringLiteral("sum"), m_focus,
                                                                               subject->args.front().column));
                        break;
                    }
                }
            }
            if (subject->kind == Expr::Kind::Column && subjectEv >= 0) {
                if (std::optional<Expr> total = totalNamedBefore(*subject, subjectEv))
                    subject = total;
                else if (subject->table != m_focus && belongsTo(subject->table, m_focus) && isAdditiveColumn(subject->column)
                         && (totalingVerb(subjectEv) || (soldAmountAfterVerb(i) && !answerRowsBetween(subject->table))))
                    // "customers who made purchases totaling more than 40", "Which categories sold
                    // more than 10000 units?", "In which years did Chai sell more than 100 units?":
                    // what the rows add up to or sold in all, not each purchase or line (each line
                    // over the amount left none).
                    subject = Expr::agg(QStringLiteral("SUM"), {*subject});
                else if (subject->table != m_focus && belongsTo(subject->table, m_focus) && isAdditiveColumn(subject->column)
                         && comparedRowsSaidBefore(i)) {
                    // "Categories with more than 500 units in stock": an amount of the rows that
                    // belong to the rows compared is their total (each product over 500 left
                    // none). Some read "a product with more than 500": certain only when the
                    // question says the total.
                    subject = Expr::agg(QStringLiteral("SUM"), {*subject});
                    static const QRegularExpression totalWord(QStringLiteral("\\btotals?\\b"), QRegularExpression::CaseInsensitiveOption);
                    if (!totalWord.match(m_read.text).hasMatch()) {
                        m_out.ambiguous = true;
                        m_out.notes << QStringLiteral("%1 compared as each %2 row's total").arg(subject->args.front().column, m_focus);
                    }
                }
            }
            // The rows that add up ("purchases totaling", "orders totaling"), when the figure runs over them.
            if (subjectEv > 0 && totalingVerb(subjectEv) && !m_ev[subjectEv - 1].used && adjacent(subjectEv - 1, subjectEv)) {
                const LexEntry *rows = m_ev[subjectEv - 1].entry(LexEntry::Kind::Table);
                const QStringList read = subject->tables();
                if (rows && std::any_of(read.cbegin(), read.cend(), [&](const QString &t) { return t == rows->table || belongsTo(t, rows->table); }))
                    use(subjectEv - 1, QStringLiteral("the rows added up"));
            }
            c.lhs = *subject;
            if (subject->isAggregate())
                m_q.having.push_back(c);
            else
                addCondition(c);
            if (subjectEv >= 0)
                use(subjectEv, QStringLiteral("compared"));
            // "customers whose total spending exceeds 45": "total" right before the figure
            // compared says it is summed up, and is no column of its own (Invoice.Total was
            // listed, at 0.75).
            if (subjectEv > 0 && subject->isAggregate() && !m_ev[subjectEv - 1].used && adjacent(subjectEv - 1, subjectEv)
                && m_ev[subjectEv - 1].first == m_ev[subjectEv - 1].last
                && m_ev[subjectEv - 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:sum"))
                use(subjectEv - 1, QStringLiteral("total"));
            // "products that have a number of units in stock greater than 100": a number of an
            // amount compared is the amount (it became the products' total stock, at 0.9).
            if (subjectEv > 0 && subject->kind == Expr::Kind::Column && m_lex.kindOf(subject->table, subject->column) == ColumnKind::Number
                && !tableEv(subjectEv) && !m_ev[subjectEv - 1].used && adjacent(subjectEv - 1, subjectEv)
                && m_ev[subjectEv - 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:count")
                && m_read.spanText(m_ev[subjectEv - 1].first, m_ev[subjectEv - 1].last).toLower().startsWith(QLatin1String("number")))
                use(subjectEv - 1, QStringLiteral("the amount of %1").arg(subject->column));
            lastCompared = subject;
            lastValueToken = m_ev[value].last;
            // "a salary from 1000 to 2000": the end of the span bounds it from above.
            const int end = value + 1;
            static const QStringList spanJoins{QStringLiteral("to"), QStringLiteral("through"), QStringLiteral("till"), QStringLiteral("until")};
            if (m_read.spanText(m_ev[i].first, m_ev[i].last).toLower() == QLatin1String("from") && c.op == QLatin1String(">=") && !subject->isAggregate()
                && end < count() && !m_ev[end].used && m_ev[end].kind == EvKind::Number && m_ev[end].first == m_ev[value].last + 2
                && spanJoins.contains(m_read.tokens.at(m_ev[value].last + 1).lower)) {
                Condition upTo = c;
                upTo.op = QStringLiteral("<=");
                upTo.rhs = Expr::num(m_ev[end].number);
                addCondition(upTo);
                use(end, QString::number(m_ev[end].number));
                m_explainedTokens << m_ev[value].last + 1;
                lastValueToken = m_ev[end].last;
            }
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

bool InterpretationBuilder::soldAmountAfterVerb(int cmpEv) const
{
    // The comparison is a verb of selling's object: "sold more than", "did Chai sell over",
    // "have bought at least". ("lines of more than 100 units" compares each line.)
    const int verb = m_ev[cmpEv].first - 1;
    if (verb < 0)
        return false;
    if (!isSellingVerb(m_read.tokens.at(verb).lower))
        return false;
    // ("ordered more than 100 units in a single order", "on any one line": each row is compared.)
    return otherRowsSelling(cmpEv).isEmpty() && rowsEachSaidAfter(cmpEv + 1).isEmpty();
}

QString InterpretationBuilder::rowsEachSaidAfter(int valueEv) const
{
    // "in a single order", "on any one line", "within one invoice" (after the amount's unit):
    // the table whose rows are each compared, named by the noun after the determiner.
    if (valueEv < 0 || valueEv >= count())
        return QString();
    static const QStringList places{QStringLiteral("in"), QStringLiteral("on"), QStringLiteral("within"), QStringLiteral("for")};
    static const QStringList determiners{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("one"), QStringLiteral("any"),
                                         QStringLiteral("each"), QStringLiteral("every"), QStringLiteral("single"), QStringLiteral("same"),
                                         QStringLiteral("the"), QStringLiteral("individual")};
    int t = m_ev[valueEv].last + 1;
    // (Past what is compared when it follows: "more than 100 units in a single order".)
    if (const int after = evidenceCovering(t); after > valueEv && m_ev[after].kind != EvKind::Number)
        t = m_ev[after].last + 1;
    if (t >= m_read.tokens.size() || !places.contains(m_read.tokens.at(t).lower))
        return QString();
    const int lead = ++t;
    while (t < m_read.tokens.size() && determiners.contains(m_read.tokens.at(t).lower))
        ++t;
    // ("in the period" is no row: a determiner other than "the" alone must be said.)
    if (t == lead || (t == lead + 1 && m_read.tokens.at(lead).lower == QLatin1String("the")))
        return QString();
    const int noun = evidenceCovering(t);
    const LexEntry *table = noun >= 0 ? m_ev[noun].entry(LexEntry::Kind::Table) : nullptr;
    return table ? table->table : QString();
}

QString InterpretationBuilder::otherRowsSelling(int cmpEv) const
{
    // "products that sold more than", "products which have sold over": a selling verb whose
    // subject, named before a relative word, is rows other than the focus.
    const int verb = m_ev[cmpEv].first - 1;
    if (verb < 1)
        return QString();
    if (!isSellingVerb(m_read.tokens.at(verb).lower))
        return QString();
    static const QStringList auxiliaries{QStringLiteral("have"), QStringLiteral("has"), QStringLiteral("had"), QStringLiteral("did"),
                                         QStringLiteral("do"), QStringLiteral("does"), QStringLiteral("ever"), QStringLiteral("been"),
                                         QStringLiteral("were"), QStringLiteral("was"), QStringLiteral("all")};
    static const QStringList relatives{QStringLiteral("that"), QStringLiteral("which"), QStringLiteral("who")};
    int t = verb - 1;
    while (t >= 0 && auxiliaries.contains(m_read.tokens.at(t).lower))
        --t;
    if (t < 1 || !relatives.contains(m_read.tokens.at(t).lower))
        return QString();
    for (int k = 0; k < count(); ++k) {
        const LexEntry *table = m_ev[k].last == t - 1 ? m_ev[k].entry(LexEntry::Kind::Table) : nullptr;
        if (table && !namesTable(k, m_focus))
            return table->table;
    }
    return QString();
}

bool InterpretationBuilder::answerRowsBetween(const QString &lineTable) const
{
    // The answer's fields name the key of rows between the focus and the lines ("OrderID" for
    // customers who ordered more than 20 units of a product): each of those rows is compared,
    // not the focus's total.
    for (const answer::HintField &f : m_hint.fields)
        for (const sql::Table &t : m_lex.schema().tables)
            if (t.name != m_focus && t.name != lineTable && t.primaryKey().contains(f.key, Qt::CaseInsensitive) && belongsTo(lineTable, t.name)
                && belongsTo(t.name, m_focus))
                return true;
    return false;
}

bool InterpretationBuilder::comparedRowsSaidBefore(int cmpEv) const
{
    // "categories with more than", "suppliers that have over", "customers having at least": the
    // focus rows, then only words that give them the amount.
    static const QStringList having{QStringLiteral("with"), QStringLiteral("having"), QStringLiteral("have"), QStringLiteral("has"),
                                    QStringLiteral("that"), QStringLiteral("which"), QStringLiteral("who"), QStringLiteral("whose")};
    int t = m_ev[cmpEv].first - 1;
    bool linked = false;
    while (t >= 0 && having.contains(m_read.tokens.at(t).lower)) {
        linked = true;
        --t;
    }
    if (!linked || t < 0)
        return false;
    for (int k = 0; k < cmpEv; ++k)
        if (m_ev[k].last == t)
            return namesTable(k, m_focus);
    return false;
}

int InterpretationBuilder::ownGroupingColumnBefore(int cmpEv) const
{
    for (int j = 0; j < cmpEv; ++j) {
        const LexEntry *g = m_ev[j].used || tableEv(j) ? nullptr : columnOf(j);
        if (g && g->table == m_focus && (m_lex.kindOf(g->table, g->column) == ColumnKind::Text || m_lex.kindOf(g->table, g->column) == ColumnKind::Date))
            return j;
    }
    return -1;
}

int InterpretationBuilder::pluralAttributeBefore(int cmpEv) const
{
    // A text column of the focus, not its name, said in the plural ("cities", "countries").
    for (int j = 0; j < cmpEv; ++j) {
        const LexEntry *g = m_ev[j].used || tableEv(j) ? nullptr : columnOf(j);
        if (!g || g->table != m_focus || m_lex.kindOf(g->table, g->column) != ColumnKind::Text
            || m_lex.displayColumns(g->table).contains(g->column))
            continue;
        const QString word = m_read.tokens.at(m_ev[j].last).lower;
        if (word.endsWith(QLatin1Char('s')) && !g->column.endsWith(QLatin1Char('s'), Qt::CaseInsensitive))
            return j;
    }
    return -1;
}

bool InterpretationBuilder::readDaysAfter(const Expr &later, int laterEv, int cmpEv, int value, const QString &op)
{
    const QList<Token> &tokens = m_read.tokens;
    const auto lowerAt = [&tokens](int t) { return t >= 0 && t < tokens.size() ? tokens.at(t).lower : QString(); };
    int t = m_ev[value].last + 1;
    if (lowerAt(t) != QLatin1String("days") && lowerAt(t) != QLatin1String("day"))
        return false;
    // ("14 days or fewer after": the comparison's words come between.)
    const int relationAt = m_ev[cmpEv].first == t + 1 ? m_ev[cmpEv].last + 1 : t + 1;
    const QString relation = lowerAt(relationAt);
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const bool after = vocabulary.isGrammarWord("after_words", relation);
    if (!after && !vocabulary.isGrammarWord("before_words", relation))
        return false;
    // The other date of the same row, named a few words on: a date column ("after the order
    // date", "after the required date"), or the event the table records ("after they were
    // ordered": the order table's own date).
    std::optional<Expr> other;
    int otherEv = -1;
    for (int k = value + 1; k < count() && k <= value + 4 && !other; ++k) {
        if (m_ev[k].used)
            continue;
        for (const LexEntry &e : m_ev[k].entries)
            if (!other && e.kind == LexEntry::Kind::Column && e.table == later.table && e.column != later.column
                && m_lex.kindOf(e.table, e.column) == ColumnKind::Date)
                other = Expr::col(e.table, e.column);
        if (!other && tableEv(k) && m_ev[k].entry(LexEntry::Kind::Table)->table == later.table && later.table == m_dateTable
            && later.column != m_dateColumn)
            other = Expr::col(m_dateTable, m_dateColumn);
        if (other)
            otherEv = k;
    }
    if (!other)
        return false;
    Expr days;
    days.kind = Expr::Kind::DaysBetween;
    days.args = after ? std::vector<Expr>{*other, later} : std::vector<Expr>{later, *other};
    Condition c;
    c.lhs = days;
    c.op = op;
    c.rhs = Expr::num(m_ev[value].number);
    addCondition(c);
    use(laterEv, QStringLiteral("%1.%2").arg(later.table, later.column));
    use(otherEv, QStringLiteral("%1.%2").arg(other->table, other->column));
    use(cmpEv, op);
    use(value, QStringLiteral("%1 days").arg(m_ev[value].number));
    m_explainedTokens << t << relationAt;
    m_out.notes << QStringLiteral("days from %1 to %2 %3 %4").arg(days.args[0].column, days.args[1].column, op).arg(m_ev[value].number);
    return true;
}

bool InterpretationBuilder::sameKindOfOneTable(const Expr &a, const Expr &b) const
{
    // Two figures of one row: the same table, of one kind (number or date), not the same column.
    const QStringList ta = a.tables(), tb = b.tables();
    if (ta.size() != 1 || tb.size() != 1 || ta.first() != tb.first())
        return false;
    const auto kindOf = [this](const Expr &e) {
        return e.kind == Expr::Kind::Column ? m_lex.kindOf(e.table, e.column) : ColumnKind::Number;
    };
    return !(a.kind == Expr::Kind::Column && b.kind == Expr::Kind::Column && a.column == b.column) && kindOf(a) == kindOf(b);
}

bool InterpretationBuilder::readColumnComparison(int i, const QString &op)
{
    // "units in stock below the reorder level": a numeric column against another of the same row.
    if (op == QLatin1String("between"))
        return false;
    // Numbers against numbers, dates against dates ("shipped later than the required date").
    const auto numericColumn = [this](int j) -> std::optional<Expr> {
        // ("units in stock plus units on order at most the reorder level": a figure the question computes.)
        if (j >= 0 && j < count() && m_definedAt.contains(j) && !m_definedAt.value(j).isAggregate())
            return m_definedAt.value(j);
        const LexEntry *c = columnOf(j);
        const ColumnKind kind = c ? m_lex.kindOf(c->table, c->column) : ColumnKind::Text;
        if (!c || tableEv(j) || (kind != ColumnKind::Number && kind != ColumnKind::Date))
            return std::nullopt;
        return Expr::col(c->table, c->column);
    };
    // Either side: a column named, or a participle naming one ("shipped" -> ShippedDate).
    const auto sideColumn = [&](int j) -> std::optional<Expr> {
        if (std::optional<Expr> c = numericColumn(j))
            return c;
        if (!m_ev[j].hasTag(QStringLiteral("attr:")))
            return std::nullopt;
        std::optional<Expr> m = measureOf(j);
        return m && m->kind == Expr::Kind::Column ? m : std::nullopt;
    };
    const int right = i + 1;
    if (right >= count() || !adjacent(i, right) || m_ev[right].used)
        return false;
    // ("shipped later than required": a participle on the right names a date of the row too; the
    // comparison was dropped and "required since 1998" kept alone, at 0.9.)
    std::optional<Expr> rhs = numericColumn(right);
    if (!rhs)
        if (std::optional<Expr> named = sideColumn(right); named && m_lex.kindOf(named->table, named->column) == ColumnKind::Date)
            rhs = named;
    if (!rhs)
        return false;
    int left = -1;
    const auto leftColumn = sideColumn;
    for (int j = i - 1; j >= 0 && j >= i - 3; --j) {
        if (std::optional<Expr> lhs = leftColumn(j); lhs && !m_ev[j].used && sameKindOfOneTable(*lhs, *rhs)) {
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

void InterpretationBuilder::readContainingCounts()
{
    // "categories that contain more than 10 products": a word of text matching before a count
    // compared has its rows; the comparison read the count.
    for (int i = 0; i + 1 < count(); ++i) {
        const QString word = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower();
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("text:contains")) && (word.startsWith(QLatin1String("contain")) || word.startsWith(QLatin1String("includ")))
            && m_ev[i + 1].used && m_ev[i + 1].hasTag(QStringLiteral("cmp:")) && adjacent(i, i + 1))
            use(i, QStringLiteral("has"));
    }
}

std::optional<Expr> InterpretationBuilder::percentageColumnRead() const
{
    // The one number column of the tables read whose name says it keeps a percentage.
    std::optional<Expr> found;
    QStringList tables = m_q.tables();
    if (!tables.contains(m_focus))
        tables << m_focus;
    for (const QString &t : std::as_const(tables)) {
        const sql::Table *table = m_lex.schema().table(t);
        for (const sql::Column &column : table ? table->columns : QList<sql::Column>{}) {
            if (m_lex.kindOf(t, column.name) != ColumnKind::Number
                || !(m_lex.columnSays(t, column.name, QStringLiteral("percent")) || m_lex.columnSays(t, column.name, QStringLiteral("pct"))))
                continue;
            if (found)
                return std::nullopt;
            found = Expr::col(t, column.name);
        }
    }
    return found;
}

void InterpretationBuilder::readPercentsOfFractions()
{
    // "a discount above 10%": a column that stores fractions (0.1 for 10%) compared with a number
    // above 1, which no row can exceed as written: the number is a percentage of one. It was
    // compared as 10, and "0 order lines" answered at 0.9. Said without a percent sign or word the
    // reading is a guess, and said so.
    const auto writtenAsPercent = [this](double value) {
        for (int t = 0; t < m_read.tokens.size(); ++t) {
            const Token &token = m_read.tokens.at(t);
            if (!token.number || token.value != value)
                continue;
            if (token.text.endsWith(QLatin1Char('%')) || m_read.tokens.value(t + 1).lower == QLatin1String("percent"))
                return true;
        }
        return false;
    };
    for (Condition &c : m_q.where) {
        if (c.kind != Condition::Kind::Compare || c.lhs.kind != Expr::Kind::Column || c.rhs.kind != Expr::Kind::Number
            || m_lex.kindOf(c.lhs.table, c.lhs.column) != ColumnKind::Number)
            continue;
        const bool percent = writtenAsPercent(c.rhs.number);
        if (!m_lex.isFraction(c.lhs.table, c.lhs.column)) {
            // "spoken by more than 50% of the population": the share a row keeps as a percentage
            // (countrylanguage.Percentage), when the rows read keep one such column, is the share
            // said; the whole it is of stays the data's. Not sure, and said so.
            const std::optional<Expr> share = percent ? percentageColumnRead() : std::nullopt;
            if (share && !(share->table == c.lhs.table && share->column == c.lhs.column)) {
                m_out.notes << QStringLiteral("%1% of %2 read as %3.%4, the share kept as a percentage").arg(c.rhs.number).arg(c.lhs.column, share->table, share->column);
                m_out.ambiguous = true;
                c.lhs = *share;
                continue;
            }
            // "a unit price above 50%": a percentage of what is not said.
            if (percent && !(share && share->table == c.lhs.table && share->column == c.lhs.column))
                m_out.notUnderstood << QStringLiteral("%1% of %2 (a percentage of what?)").arg(c.rhs.number).arg(c.lhs.column);
            continue;
        }
        // Written as a percentage ("below 1%"), or a number no fraction reaches ("above 10").
        if (!percent && (c.rhs.number <= 1 || c.rhs.number > 100))
            continue;
        if (!percent) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("%1 stores fractions: %2 read as %2%").arg(c.lhs.column).arg(c.rhs.number);
        }
        c.rhs.number /= 100.0;
    }
}

std::optional<Expr> InterpretationBuilder::amountColumnOf(const QString &table) const
{
    static const QRegularExpression amountName(QStringLiteral("(?:total|amount|value|sum)$"), QRegularExpression::CaseInsensitiveOption);
    const sql::Table *t = m_lex.schema().table(table);
    if (!t)
        return std::nullopt;
    std::optional<Expr> found;
    for (const sql::Column &c : t->columns) {
        if (m_lex.kindOf(table, c.name) != ColumnKind::Number)
            continue;
        if (found || !amountName.match(c.name).hasMatch())
            return std::nullopt;   // another number column, or one not named as the amount
        found = Expr::col(table, c.name);
    }
    return found;
}

int InterpretationBuilder::rowsNamedBefore(int i) const
{
    // The table evidence right before the comparison at i, or before "who are", "that is" there.
    int j = i - 1;
    if (j < 0)
        return -1;
    const int gapEnd = m_ev[i].first;
    int t = m_ev[j].last + 1;
    if (t < gapEnd && Vocabulary::builtIn().isGrammarWord("relative_pronouns", m_read.tokens.at(t).lower))
        ++t;
    if (t < gapEnd && Vocabulary::builtIn().isGrammarWord("be_forms", m_read.tokens.at(t).lower))
        ++t;
    // ("products for less than $10", "sold at under $5".)
    if (t < gapEnd && (m_read.tokens.at(t).lower == QLatin1String("for") || m_read.tokens.at(t).lower == QLatin1String("at")))
        ++t;
    if (t != gapEnd || !tableEv(j) || m_read.punctuationBetween(m_ev[j].last, m_ev[i].first))
        return -1;
    return j;
}

std::optional<Expr> InterpretationBuilder::oneNumberColumnNamed(const QString &table, const QRegularExpression &name) const
{
    // The table's one number column whose name matches (an age: "age", "member_age", "MemberAge",
    // not "Pages" or "Manager"; a price: "UnitPrice", "list_price"); none when two do.
    const sql::Table *t = m_lex.schema().table(table);
    if (!t)
        return std::nullopt;
    std::optional<Expr> found;
    for (const sql::Column &c : t->columns) {
        if (m_lex.kindOf(table, c.name) != ColumnKind::Number || !name.match(c.name).hasMatch())
            continue;
        if (found)
            return std::nullopt;
        found = Expr::col(table, c.name);
    }
    return found;
}

bool InterpretationBuilder::moneyAt(int ev) const
{
    // "$10", "10 dollars", "EUR 10": a number said as an amount of money.
    static const QStringList signs{QStringLiteral("$"), QStringLiteral("\u20ac"), QStringLiteral("\u00a3")};
    static const QStringList units{QStringLiteral("dollars"), QStringLiteral("dollar"), QStringLiteral("euros"), QStringLiteral("euro"),
                                   QStringLiteral("usd"), QStringLiteral("eur"), QStringLiteral("pounds")};
    const QString &text = m_read.tokens.at(m_ev[ev].first).text;
    const QString after = m_read.tokens.value(m_ev[ev].last + 1).lower;
    const QString before = m_read.tokens.value(m_ev[ev].first - 1).lower;
    const QString gap = m_ev[ev].first > 0 ? m_read.gapBetween(m_ev[ev].first - 1, m_ev[ev].first) : QString();
    return std::any_of(signs.cbegin(), signs.cend(), [&](const QString &s) { return text.startsWith(s) || gap.contains(s); })
        || units.contains(after) || units.contains(before);
}

} // namespace rac::semantic
