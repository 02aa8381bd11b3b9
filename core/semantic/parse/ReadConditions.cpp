// SPDX-License-Identifier: MIT
//
// The condition passes on named things: date periods, stored values (and the wholes WordNet
// puts them in), key look-ups and text matches. Comparisons are in ReadComparisons.cpp,
// negations and flags in ReadNegations.cpp.
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"

#include "semantic/parse/LexicalResources.h"

#include "semantic/parse/Vocabulary.h"

#include <QHash>
#include <QSet>

namespace rac::semantic {

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

void InterpretationBuilder::readMonthsOfYear()
{
    // "employees born in May", "orders in January": that month of any year.
    QHash<QString, QList<int>> single;   // date column -> the months named alone, in turn
    QHash<QString, Expr> columns;
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].kind != EvKind::MonthOfYear || m_ev[i].used)
            continue;
        const Expr col = dateColumnFor(i);
        // "(Jan-Mar)", "January to March", "between March and May", "from November to February":
        // the months from one to the other, of any year (across the year's end when the second
        // comes first); said beside a period of exactly those months on the same date ("the
        // first quarter of 2012 (Jan-Mar)") it restates that period.
        if (i + 1 < count() && m_ev[i + 1].kind == EvKind::MonthOfYear && !m_ev[i + 1].used && m_ev[i + 1].number != m_ev[i].number) {
            const Token &end = m_read.tokens.at(m_ev[i].last);
            const int after = end.start + int(end.text.size());
            const QString between = m_read.text.mid(after, m_read.tokens.at(m_ev[i + 1].first).start - after).trimmed().toLower();
            static const QSet<QString> joins{QStringLiteral("-"), QStringLiteral("\u2013"), QStringLiteral("\u2014"), QStringLiteral("to"),
                                             QStringLiteral("through"), QStringLiteral("until"), QStringLiteral("till"), QStringLiteral("thru")};
            const bool betweenAnd = between == QLatin1String("and") && m_ev[i].first > 0
                && m_read.tokens.at(m_ev[i].first - 1).lower == QLatin1String("between");
            if (joins.contains(between) || betweenAnd) {
                const int from = int(m_ev[i].number), to = int(m_ev[i + 1].number);
                bool restated = false;
                for (int d = 0; d < count() && !restated; ++d) {
                    const Evidence &e = m_ev[d];
                    const Expr other = e.kind == EvKind::Date ? dateColumnFor(d) : Expr{};
                    // (Said right beside the period: "the first quarter of 2012 (Jan-Mar)".)
                    const bool beside = m_ev[i].first - e.last >= 1 && m_ev[i].first - e.last <= 2;
                    restated = e.kind == EvKind::Date && e.used && beside && other.table == col.table && other.column == col.column
                        && e.range.start.year() == e.range.end.year() && e.range.start.month() == from && e.range.start.day() == 1
                        && e.range.end.month() == to && e.range.end.day() == e.range.end.daysInMonth();
                }
                if (!restated) {
                    Condition lo, hi;
                    lo.lhs = hi.lhs = Expr::unary(Expr::Kind::MonthOf, col);
                    lo.op = QStringLiteral(">=");
                    lo.rhs = Expr::num(from);
                    hi.op = QStringLiteral("<=");
                    hi.rhs = Expr::num(to);
                    if (from < to) {
                        addCondition(lo);
                        addCondition(hi);
                    } else {
                        Condition across;
                        across.kind = Condition::Kind::Any;
                        across.any = {lo, hi};
                        addCondition(across);
                    }
                }
                const QString said = restated ? QStringLiteral("the period's months, said again")
                                              : QStringLiteral("months %1 to %2 of any year (%3.%4)").arg(from).arg(to).arg(col.table, col.column);
                use(i, said);
                use(i + 1, said);
                if (betweenAnd)
                    m_explainedTokens << m_ev[i].first - 1 << m_ev[i].last + 1;
                ++i;
                continue;
            }
        }
        // "orders placed in 1997 after March", "hired before June": the months on that side of
        // it (read as March itself, 30 orders for 316 at 0.9).
        if (i > 0 && !m_ev[i - 1].used && adjacent(i - 1, i) && m_ev[i - 1].hasTag(QStringLiteral("cmp:"))) {
            const QString op = m_ev[i - 1].tag(QStringLiteral("cmp:")).mid(4);
            if (op == QLatin1String(">") || op == QLatin1String(">=") || op == QLatin1String("<") || op == QLatin1String("<=")) {
                Condition side;
                side.lhs = Expr::unary(Expr::Kind::MonthOf, col);
                side.op = op;
                side.rhs = Expr::num(m_ev[i].number);
                addCondition(side);
                use(i - 1, op);
                use(i, QStringLiteral("months %1 %2 of any year (%3.%4)").arg(op).arg(int(m_ev[i].number)).arg(col.table, col.column));
                continue;
            }
        }
        const QString key = col.table + QLatin1Char('.') + col.column;
        single[key] << i;
        columns.insert(key, col);
    }
    // "in January and March", "in May or June": one row is in one month, so the months named
    // are alternatives (two equalities on one month were required of every row: nothing matched).
    for (auto it = single.cbegin(); it != single.cend(); ++it) {
        const Expr &col = columns.value(it.key());
        // "in both January and February": rows with related rows in each month, not read.
        const int firstToken = m_ev[it.value().first()].first;
        if (it.value().size() > 1 && firstToken > 0
            && (m_read.tokens.at(firstToken - 1).lower == QLatin1String("both")
                || (firstToken > 1 && m_read.tokens.at(firstToken - 2).lower == QLatin1String("both")))) {
            m_out.notUnderstood << QStringLiteral("\"both\" of several months");
            for (int i : it.value())
                use(i, QStringLiteral("one of both months"));
            continue;
        }
        Condition c;
        c.kind = Condition::Kind::In;
        c.lhs = Expr::unary(Expr::Kind::MonthOf, col);
        for (int i : it.value())
            c.list.push_back(Expr::num(m_ev[i].number));
        if (it.value().size() == 1) {
            c = Condition{};
            c.lhs = Expr::unary(Expr::Kind::MonthOf, col);
            c.op = QStringLiteral("=");
            c.rhs = Expr::num(m_ev[it.value().first()].number);
        }
        addCondition(c);
        for (int i : it.value()) {
            use(i, QStringLiteral("month %1 of any year (%2.%3)").arg(int(m_ev[i].number)).arg(col.table, col.column));
            for (int j = std::max(0, i - 3); j < std::min(count(), i + 4); ++j)
                if (j != i && !m_ev[j].used)
                    if (const LexEntry *d = pickColumn(j); d && d->table == col.table && d->column == col.column)
                        use(j, QStringLiteral("date column"));
        }
    }
}

void InterpretationBuilder::readDaysOfWeek()
{
    // "orders placed on a Sunday", "shipped on Mondays or Fridays", "sales at weekends": that day
    // of any week, on the date the words are near; several days are alternatives (a row falls on
    // one), "not on a Sunday" leaves the day out, "at weekends but not on Sundays" both.
    struct Said {
        int evidence;
        bool negated;
    };
    QStringList keys;                   // date columns, in the order first said
    QHash<QString, QList<Said>> days;   // date column -> the days said of it, in turn
    QHash<QString, Expr> columns;
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].kind != EvKind::DayOfWeek || m_ev[i].used)
            continue;
        const Expr col = dateColumnFor(i);
        if (col.column.isEmpty())
            continue;
        const QString key = col.table + QLatin1Char('.') + col.column;
        if (!keys.contains(key))
            keys << key;
        const int neg = negationBefore(i);
        if (neg >= 0)
            use(neg, QStringLiteral("not"));
        days[key].append({i, neg >= 0});
        columns.insert(key, col);
    }
    static const QStringList names{QStringLiteral("Sunday"), QStringLiteral("Monday"), QStringLiteral("Tuesday"), QStringLiteral("Wednesday"),
                                   QStringLiteral("Thursday"), QStringLiteral("Friday"), QStringLiteral("Saturday")};
    for (const QString &key : std::as_const(keys)) {
        const Expr &col = columns.value(key);
        const QList<Said> &said = days.value(key);
        for (const bool negated : {false, true}) {
            QList<int> numbers;
            QStringList words;
            for (const Said &d : said) {
                if (d.negated != negated)
                    continue;
                const int day = int(m_ev[d.evidence].number);
                for (int n : day < 0 ? QList<int>{6, 0} : QList<int>{day})
                    if (!numbers.contains(n))
                        numbers << n;
                words << (day < 0 ? QStringLiteral("the weekend (Saturday, Sunday)") : names.at(day));
                use(d.evidence, QStringLiteral("%1%2 of any week (%3.%4)")
                                    .arg(negated ? QStringLiteral("not ") : QString(), words.last(), col.table, col.column));
            }
            if (numbers.isEmpty())
                continue;
            Condition c;
            c.lhs = Expr::unary(Expr::Kind::WeekdayOf, col);
            if (numbers.size() == 1) {
                c.op = negated ? QStringLiteral("<>") : QStringLiteral("=");
                c.rhs = Expr::num(numbers.first());
            } else {
                c.kind = Condition::Kind::In;
                c.negated = negated;
                for (int n : std::as_const(numbers))
                    c.list.push_back(Expr::num(n));
            }
            addCondition(c);
        }
        // ("on Mondays or Fridays": the "or" is this list's, not one between two conditions; said
        // between a day and a day left out, "on a Sunday or not on a Monday", it is not.)
        const bool onePolarity = std::all_of(said.cbegin(), said.cend(), [&said](const Said &d) { return d.negated == said.first().negated; });
        if (!onePolarity)
            continue;
        for (int t = m_ev[said.first().evidence].last + 1; t < m_ev[said.last().evidence].first; ++t)
            if (m_read.tokens.at(t).lower == QLatin1String("or") || m_read.tokens.at(t).lower == QLatin1String("and"))
                m_explainedTokens << t;
    }
}

bool InterpretationBuilder::readEitherPeriod()
{
    // "in one of the years 1996, 1997, 1998", "in 1996 or 1998": periods that do not overlap are
    // alternatives when "or" or "one of" says so; otherwise no row lies in all of them, and which
    // was meant is not said.
    QList<int> dates;
    for (int i = 0; i < count(); ++i)
        if (m_ev[i].kind == EvKind::Date && !m_ev[i].used)
            dates << i;
    if (dates.size() < 2)
        return false;
    for (qsizetype a = 0; a < dates.size(); ++a)
        for (qsizetype b = a + 1; b < dates.size(); ++b) {
            const planning::DateRange &x = m_ev[dates[a]].range, &y = m_ev[dates[b]].range;
            if (!(x.end < y.start || y.end < x.start))
                return false;   // "in 1997, in March": one narrows the other
        }
    const Expr col = dateColumnFor(dates.first());
    for (int d : std::as_const(dates)) {
        const Expr other = dateColumnFor(d);
        if (other.table != col.table || other.column != col.column)
            return false;   // "ordered in 1997 and shipped in 1998": two conditions on two dates
    }
    bool either = false;
    for (int t = std::max(0, m_ev[dates.first()].first - 4); t < m_ev[dates.last()].first; ++t) {
        const QString &w = m_read.tokens.at(t).lower;
        either |= w == QLatin1String("or") || (w == QLatin1String("one") && m_read.tokens.value(t + 1).lower == QLatin1String("of"));
        if (w == QLatin1String("or") || w == QLatin1String("one") || w == QLatin1String("of"))
            m_explainedTokens << t;
    }
    // "in 1996 but not in 1997": a negated period excludes, read with each period.
    for (int d : std::as_const(dates))
        if (negationBefore(d) >= 0)
            return false;
    // "customers who ordered in both 1996 and 1998": a row with related rows in each period.
    const int both = bothBefore(dates.first());
    if (both >= 0 && !either)
        return readEveryPeriod(dates, col, both);
    if (!either) {
        // (Two periods are said about where the change between them is read.)
        if (dates.size() == 2)
            return false;
        m_out.notUnderstood << QStringLiteral("%1 periods that do not overlap: each one, their sum, or either").arg(dates.size());
        for (int d : std::as_const(dates))
            use(d, QStringLiteral("one of several periods"));
        return true;
    }
    // Alternatives of whole years or whole months, as one list: YEAR IN (1996, 1997, 1998).
    const auto wholeYear = [](const planning::DateRange &r) {
        return r.start == QDate(r.start.year(), 1, 1) && r.end == QDate(r.start.year(), 12, 31);
    };
    const auto wholeMonth = [](const planning::DateRange &r) {
        return r.start.day() == 1 && r.end == QDate(r.start.year(), r.start.month(), r.start.daysInMonth());
    };
    const bool years = std::all_of(dates.cbegin(), dates.cend(), [&](int d) { return wholeYear(m_ev[d].range); });
    const bool months = std::all_of(dates.cbegin(), dates.cend(), [&](int d) { return wholeMonth(m_ev[d].range); });
    if (!years && !months) {
        m_out.notUnderstood << QStringLiteral("either of %1 periods that are not whole years or months").arg(dates.size());
        return true;
    }
    Condition in;
    in.kind = Condition::Kind::In;
    in.lhs = Expr::unary(years ? Expr::Kind::YearOf : Expr::Kind::YearMonthOf, col);
    for (int d : std::as_const(dates)) {
        const QDate start = m_ev[d].range.start;
        in.list.push_back(years ? Expr::num(start.year()) : Expr::str(start.toString(QStringLiteral("yyyy-MM"))));
        use(d, QStringLiteral("one of the periods (%1)").arg(m_ev[d].range.isoSpan()));
    }
    addCondition(in);
    m_out.notes << QStringLiteral("any of %1 periods").arg(dates.size());
    return true;
}

bool InterpretationBuilder::readEveryPeriod(const QList<int> &dates, const Expr &col, int bothToken)
{
    // Each focus row needs a related row in every period: one EXISTS per period. Rows of the
    // dated table itself lie in one period only, so that asks for nothing.
    const std::shared_ptr<Query> probe = col.table == m_focus ? nullptr : perFocusRow();
    if (!probe) {
        m_out.notUnderstood << QStringLiteral("a %1 row in each of %2 periods that do not overlap").arg(col.table).arg(dates.size());
        for (int d : dates)
            use(d, QStringLiteral("one of several periods"));
        return true;
    }
    for (int d : dates) {
        const std::shared_ptr<Query> sub = perFocusRow();
        sub->where = periodConditions(col, m_ev[d].range);
        Condition exists;
        exists.kind = Condition::Kind::Exists;
        exists.sub = sub;
        addCondition(exists);
        use(d, QStringLiteral("a %1 row in %2 (%3.%4)").arg(col.table, m_ev[d].range.isoSpan(), col.table, col.column));
    }
    m_explainedTokens << bothToken;
    m_out.notes << QStringLiteral("each %1 row with %2 rows in every one of %3 periods").arg(m_focus, col.table).arg(dates.size());
    return true;
}

void InterpretationBuilder::readDates()
{
    if (readEitherPeriod())
        return;
    for (int i = 0; i < count(); ++i) {
        Evidence &e = m_ev[i];
        if (e.kind != EvKind::Date || e.used)
            continue;
        const Expr col = dateColumnFor(i);
        if (col.column.isEmpty()) {
            readYearsWithoutDates(i);
            continue;
        }
        const std::vector<Condition> period = periodConditions(col, e.range);
        Condition lo = period[0], hi = period[1];
        // "bought in 1997 but not in 1998": a negated period excludes the rows that have one.
        int verb = -1;
        const int neg = negationBefore(i, &verb);
        if (neg >= 0) {
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
            if (verb >= 0)
                use(verb, QStringLiteral("the dated rows"));
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

std::optional<Expr> InterpretationBuilder::yearNumberColumn() const
{
    // The column the rows nearest the ones asked about keep a year in as a number ("year",
    // "release_year", a term's year), when no date is near.
    std::optional<Expr> year;
    int bestDistance = 99;
    for (const sql::Table &t : m_lex.schema().tables) {
        const int distance = m_focus.isEmpty() ? 0 : (t.name == m_focus ? 0 : distanceToFocus(t.name));
        if (t.isView || distance < 0 || distance >= bestDistance)
            continue;
        for (const sql::Column &c : t.columns) {
            const QStringList words = text::words(Lexicon::readableName(c.name));
            const ColumnKind kind = m_lex.kindOf(t.name, c.name);
            if (!words.isEmpty() && words.last().toLower() == QLatin1String("year") && (kind == ColumnKind::Number || kind == ColumnKind::Key)) {
                year = Expr::col(t.name, c.name);
                bestDistance = distance;
                break;
            }
        }
    }
    return year;
}

void InterpretationBuilder::readYearsWithoutDates(int i)
{
    // "sections offered in 2017" where the rows keep a year as a number (a term's year) and no
    // date at all: the year column equals the year, or lies between the two. (The period had
    // been put on no column, and the SQL failed.)
    const Evidence &e = m_ev[i];
    const QDate start = e.range.start, end = e.range.end;
    const bool wholeYears = start.isValid() && end.isValid() && start.month() == 1 && start.day() == 1 && end.month() == 12 && end.day() == 31;
    const std::optional<Expr> year = yearNumberColumn();
    if (!year || !wholeYears) {
        m_out.notUnderstood << QStringLiteral("which date %1 is on (no date column is near the rows asked about)").arg(m_read.spanText(e.first, e.last));
        use(i, QStringLiteral("a period on no date"));
        return;
    }
    Condition lo;
    lo.lhs = *year;
    lo.op = start.year() == end.year() ? QStringLiteral("=") : QStringLiteral(">=");
    lo.rhs = Expr::num(start.year());
    addCondition(lo);
    if (start.year() != end.year()) {
        Condition hi = lo;
        hi.op = QStringLiteral("<=");
        hi.rhs = Expr::num(end.year());
        addCondition(hi);
    }
    use(i, QStringLiteral("%1.%2 %3").arg(year->table, year->column, e.range.isoSpan()));
    m_out.notes << QStringLiteral("%1 read on %2.%3, the year the rows keep").arg(m_read.spanText(e.first, e.last), year->table, year->column);
}

bool InterpretationBuilder::coordinatedWithSameColumn(int i, const LexEntry &v) const
{
    // Another value said right before or after across "and", "or" or a comma, with a reading in
    // v's column. (The "and" may be evidence of its own, so values are found by their tokens.)
    for (int j = 0; j < count(); ++j) {
        if (j == i || !m_ev[j].entry(LexEntry::Kind::Value))
            continue;
        const bool after = m_ev[j].first > m_ev[i].last;
        if (!after && m_ev[j].last >= m_ev[i].first)
            continue;
        const QString gap = after ? m_read.gapBetween(m_ev[i].last, m_ev[j].first) : m_read.gapBetween(m_ev[j].last, m_ev[i].first);
        const QStringList between = text::words(gap.toLower());
        const bool joined = (gap.contains(QLatin1Char(',')) && between.size() <= 1 && (between.isEmpty() || between.first() == QLatin1String("and")
                                                                                        || between.first() == QLatin1String("or")))
            || between == QStringList{QStringLiteral("and")} || between == QStringList{QStringLiteral("or")};
        if (joined && std::any_of(m_ev[j].entries.cbegin(), m_ev[j].entries.cend(), [&v](const LexEntry &o) {
                return o.kind == LexEntry::Kind::Value && o.wholeDepth == 0 && o.table == v.table && o.column == v.column && o.value != v.value;
            }))
            return true;
    }
    return false;
}

void InterpretationBuilder::readValues()
{
    const bool salesAsked = asksSalesFigure();   // (once: the same for every value)
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
            if (!tableNamedElsewhere && (m_ev[i].kind != EvKind::Lexicon || !m_read.tokens.at(m_ev[i].first).text.front().isUpper())) {
                if (t && t->strength < 3)
                    readValueOfATablesOtherName(i, *t);
                continue;
            }
        }
        // Which column holds it: one the question names next to it, else the nearest to the focus.
        const LexEntry *best = nullptr;
        int bestScore = -1000;
        int namedBy = -1;
        int ownerEv = -1;
        bool tied = false;
        // A value stored under the name itself ("France") beats the values of a whole WordNet gives
        // that name ("the cities in France"), whichever column is named beside it. A list the
        // documents name competes on equal terms: "customers in Northern" means the company's list
        // of countries, not a stored region of another table.
        const bool exactValue = std::any_of(m_ev[i].entries.cbegin(), m_ev[i].entries.cend(), [](const LexEntry &v) {
            return v.kind == LexEntry::Kind::Value && v.wholeDepth == 0;
        });
        // "orders placed by customers from Mexico", "orders from Nordic customers": the rows named
        // beside the value are the ones it describes (the customer's country, not the ship
        // country); the nearest such word wins, a noun right after the value first.
        // "orders Alfreds Futterkiste placed": the name of a row the owner's rows point at (the
        // customer) is that row's, not a copy kept in a column of the owner (Orders.ShipName, which
        // is spelled otherwise on most orders) unless words name that column ("shipped to").
        const auto copyOfPointedName = [this, i](const LexEntry &v) {
            if (m_lex.displayColumns(v.table).contains(v.column))
                return false;
            const QList<sql::ForeignKey> keys = m_lex.schema().keysFrom(v.table);
            return std::any_of(m_ev[i].entries.cbegin(), m_ev[i].entries.cend(), [this, &v, &keys](const LexEntry &o) {
                return o.kind == LexEntry::Kind::Value && o.table != v.table && o.wholeDepth == 0 && o.value == v.value
                    && m_lex.displayColumns(o.table).contains(o.column)
                    && std::any_of(keys.cbegin(), keys.cend(), [&o](const sql::ForeignKey &fk) { return fk.toTable == o.table; });
            });
        };
        int ownerOfValue = -1;
        QString ownerTable;
        const QString preposition = m_ev[i].first > 0 ? m_read.tokens.at(m_ev[i].first - 1).lower : QString();
        // ("products made in Germany", "produced in France": where the goods come from.)
        const bool originSaid = m_ev[i].first > 1
            && Vocabulary::builtIn().isGrammarWord("origin_verbs", m_read.tokens.at(m_ev[i].first - 2).lower);
        const bool placeOfSale = (preposition == QLatin1String("in") || preposition == QLatin1String("to")) && !originSaid;
        for (int j : {i + 1, i - 1, i - 2}) {
            if (j < 0 || j >= count() || !(j < i ? adjacent(j, i) : adjacent(i, j)) || !ownerTable.isEmpty())
                continue;
            // (A verb that names a table tying the rows, "John Smith works on", owns no value; the
            // value it is said of, when its own rows keep it, is theirs: "serves pepperoni".)
            if (tableEv(j) && bridgeNamedByVerb(m_ev[j].entry(LexEntry::Kind::Table)->table)) {
                const QString bridge = m_ev[j].entry(LexEntry::Kind::Table)->table;
                if (j == i - 1 && std::any_of(m_ev[i].entries.cbegin(), m_ev[i].entries.cend(), [&bridge](const LexEntry &v) {
                        return v.kind == LexEntry::Kind::Value && v.table == bridge;
                    })) {
                    ownerTable = bridge;
                    ownerOfValue = j;
                }
                continue;
            }
            // (Rows named after the value across "and" begin another clause: "the customer is in
            // Paris and the office is in Paris".)
            if (j == i + 1) {
                const QString gap = m_read.gapBetween(m_ev[i].last, m_ev[j].first).toLower();
                const QStringList between = text::words(gap);
                if (gap.contains(QLatin1Char(',')) || between.contains(QStringLiteral("and")) || between.contains(QStringLiteral("or"))
                    || between.contains(QStringLiteral("but")))
                    continue;
            }
            // "a Metallica album": a name right before a table's word is the name of the row that
            // table's rows point at (the album's artist), not a copy in a column further away.
            const LexEntry *after = j == i + 1 && m_ev[j].first == m_ev[i].last + 1 ? m_ev[j].entry(LexEntry::Kind::Table) : nullptr;
            const auto pointedAtName = [this, after](const LexEntry &v) {
                if (!after || !m_lex.displayColumns(v.table).contains(v.column))
                    return false;
                const QList<sql::ForeignKey> keys = m_lex.schema().keysFrom(after->table);
                return std::any_of(keys.cbegin(), keys.cend(), [&v](const sql::ForeignKey &fk) { return fk.toTable == v.table; });
            };
            for (const LexEntry &v : m_ev[i].entries) {
                if (v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && pointedAtName(v)) {
                    ownerTable = v.table;
                    ownerOfValue = j;
                    break;
                }
                if (v.kind == LexEntry::Kind::Value && namesTable(j, v.table)) {
                    if (copyOfPointedName(v))
                        continue;
                    ownerTable = v.table;
                    ownerOfValue = j;
                    break;
                }
            }
        }
        for (const LexEntry &v : m_ev[i].entries) {
            if (v.kind != LexEntry::Kind::Value || (exactValue && v.wholeDepth > 0 && v.sourceChunk.isEmpty()))
                continue;
            const int owner = v.table == ownerTable ? ownerOfValue : -1;
            // The rows named beside the value join the query whatever their distance to the focus
            // ("products bought by customers in Germany": the customers' country).
            int score = v.strength * 3 - (owner >= 0 ? 0 : distanceToFocus(v.table) * 5);
            // "the best selling products in Sweden", "top 5 products by revenue in Germany": a
            // place beside a sales figure is where the sales were made, the order's or its
            // buyer's, not where the goods come from (the Swedish suppliers' products came back,
            // at 0.9).
            // ("products from Sweden" are the goods' origin: only "in", "to".)
            if (owner < 0 && ownerTable.isEmpty() && salesAsked && onTheSalesSide(v.table) && placeOfSale)
                score = v.strength * 3 + 1;   // as near as the sales themselves
            int named = -1;
            for (int j : {i - 1, i - 2, i + 1}) {
                if (j < 0 || j >= count())
                    continue;
                // ("employees whose city is Seattle": the rows before "whose" own the column the
                // word names; "city" is the City of several tables, and its first entry, the
                // customers', was taken at 0.9.)
                if (const LexEntry *c = columnOfRowsBeforeWhose(j); c && c->column == v.column && c->table == v.table) {
                    score += 20;
                    named = j;
                }
                // "the title of Nancy Davolio": a generic naming word ("title", "name") names the
                // value's column only when it is not the table's own column of that name.
                int strongest = 0;
                for (const LexEntry &c : m_ev[j].entries)
                    if (c.kind == LexEntry::Kind::Column && c.table == v.table)
                        strongest = std::max(strongest, c.strength);
                for (const LexEntry &c : m_ev[j].entries) {
                    if (c.kind == LexEntry::Kind::Column && c.column == v.column && c.table == v.table && c.strength == strongest) {
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
            if (owner >= 0)
                score += 15;
            if (copyOfPointedName(v))
                score -= 10;
            // "customers in France, but not in Germany": a value said beside another of the same
            // column is of that column, whatever table is nearer.
            // (Not when other rows are named beside it: "the customer is in Paris and the office
            // is in Paris" are two cities; the office's was read twice, at 0.9.)
            if (ownerTable.isEmpty() && std::any_of(m_q.where.cbegin(), m_q.where.cend(), [&v](const Condition &c) {
                    return c.kind == Condition::Kind::In && c.lhs.kind == Expr::Kind::Column && c.lhs.table == v.table && c.lhs.column == v.column;
                }))
                score = std::max(score, v.strength * 3) + 12;
            // "tracks by both AC/DC and Aerosmith": values joined by "and"/"or" are of one column
            // when one holds them all (AC/DC is a composer too; read so, no genre had both, at 0.75).
            // (Above rows that own the value beside it: "tracks by AC/DC and Aerosmith" keep
            // AC/DC as their composer, but the two names are one column's, the artists'.)
            if (coordinatedWithSameColumn(i, v))
                score = std::max(score, v.strength * 3) + 20;
            // "shipped to the UK", "shipping to Brazil": a verb just before the value that a
            // column's first word names ("ShipCountry") says which column holds it.
            // (Rows named beside the value own it first: "shipped to German customers".)
            if (const QStringList words = text::words(text::splitIdentifier(v.column)); words.size() > 1 && ownerTable.isEmpty()) {
                const QString verb = stemPhrase(words.first());
                for (int t = m_ev[i].first - 1; t >= 0 && t >= m_ev[i].first - 3; --t)
                    if (m_read.tokens.at(t).stem == verb && !m_read.tokens.at(t).number) {
                        score += 25;
                        break;
                    }
            }
            // A document's list of countries is about the rows it was written for; reaching it
            // through a chain of joins from unrelated rows ("territories in the Nordic region" via
            // the employees' orders) reads something the document never said.
            if (!v.sourceChunk.isEmpty() && owner < 0 && distanceToFocus(v.table) > 1)
                continue;
            // A tie counts only at the best score: weaker readings tied among themselves do not matter.
            if (score > bestScore) {
                bestScore = score;
                best = &v;
                namedBy = named;
                ownerEv = owner;
                tied = false;
            } else if (score == bestScore && !(v.table == best->table && v.column == best->column)) {
                tied = true;
            }
        }
        if (!best)
            continue;
        m_out.ambiguous |= tied;
        // "revenue of products sold in Japan" where no buyer is in Japan: the place was found
        // elsewhere (the suppliers'), which is not where the sales were made.
        if (salesAsked && placeOfSale && ownerTable.isEmpty() && !onTheSalesSide(best->table) && distanceToFocus(best->table) > 0) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("\"%1\" is no buyer's %2; read as %3.%2").arg(m_read.spanText(m_ev[i].first, m_ev[i].last), best->column, best->table);
        }
        // The name of two different things ("Iron Maiden" the artist and the album): whichever
        // reading wins, the other may have been meant.
        QStringList namedTables;
        for (const LexEntry &v : m_ev[i].entries)
            if (v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && v.sourceChunk.isEmpty()
                && m_lex.displayColumns(v.table).contains(v.column) && !namedTables.contains(v.table))
                namedTables << v.table;
        // "How many albums does Iron Maiden have?": counting the rows of a table by one of their
        // own names answers 1; the name is of the rows they point at (the artist).
        if (namedTables.size() > 1) {
            bool counted = false;
            for (int j = 0; j + 1 < count() && !counted; ++j)
                counted = m_ev[j].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && namesTable(j + 1, best->table);
            for (const LexEntry &v : m_ev[i].entries) {
                if (!counted || v.kind != LexEntry::Kind::Value || v.table == best->table || !namedTables.contains(v.table))
                    continue;
                const bool pointedAt = std::any_of(m_lex.schema().foreignKeys.cbegin(), m_lex.schema().foreignKeys.cend(),
                                                   [&](const sql::ForeignKey &fk) { return fk.fromTable == best->table && fk.toTable == v.table; });
                if (pointedAt) {
                    best = &v;
                    break;
                }
            }
        }
        if (namedTables.size() > 1) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("\"%1\" names rows of %2; read as %3.%4")
                               .arg(m_read.spanText(m_ev[i].first, m_ev[i].last), namedTables.join(QStringLiteral(" and ")), best->table, best->column);
        }
        // "tracks by AC/DC": the name of an artist is also written in the tracks' Composer column.
        // With neither the column named nor rows that own the value ("employees in Seattle": their
        // city), the nearer attribute may not be the thing the name names; "by" names an agent,
        // which the rows before it need not hold.
        // ("AC/DC tracks": a name said as the rows' adjective is as open.)
        // ("the tracks of AC/DC", "songs from AC/DC": as open; the Composer was taken at 0.9.)
        const QString before = m_ev[i].first > 0 ? m_read.tokens.at(m_ev[i].first - 1).lower : QString();
        const bool byAgent = before == QLatin1String("by") || before == QLatin1String("of") || before == QLatin1String("from");
        const bool adjective = ownerEv == i + 1 && m_ev[ownerEv].first == m_ev[i].last + 1;
        const bool attributeBesideAName = namedBy < 0 && (ownerEv < 0 || byAgent || adjective) && best->wholeDepth == 0
            && !m_lex.displayColumns(best->table).contains(best->column)
            && std::any_of(m_ev[i].entries.cbegin(), m_ev[i].entries.cend(), [this, best](const LexEntry &v) {
                   return v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && v.sourceChunk.isEmpty() && v.table != best->table
                       && m_lex.displayColumns(v.table).contains(v.column);
               });
        if (attributeBesideAName && namedTables.size() == 1) {
            // The thing the name names, whose rows the question's rows reach, before a free-text
            // attribute that happens to hold the same words ("the tracks of AC/DC": the artist's,
            // not those whose Composer field reads AC/DC); the other reading is said.
            const QString attribute = best->table + QLatin1Char('.') + best->column;
            for (const LexEntry &v : m_ev[i].entries)
                if (v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && v.sourceChunk.isEmpty() && v.table == namedTables.first()
                    && m_lex.displayColumns(v.table).contains(v.column) && !m_lex.schema().joinPath(m_focus, v.table).isEmpty()) {
                    best = &v;
                    break;
                }
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("\"%1\" names a row of %2 and is written in %3; read as %4.%5")
                               .arg(m_read.spanText(m_ev[i].first, m_ev[i].last), namedTables.first(), attribute, best->table, best->column);
        }
        Condition c;
        c.kind = Condition::Kind::In;
        c.lhs = Expr::col(best->table, best->column);
        c.list = {Expr::str(best->value)};
        // "Sweden" stored both as 'Sweden' and 'Sweden ': every spelling of the value is it (one
        // supplier of two came back, at 0.9).
        for (const LexEntry &v : m_ev[i].entries)
            if (v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && v.table == best->table && v.column == best->column
                && v.value != best->value && v.value.trimmed() == best->value.trimmed())
                c.list.push_back(Expr::str(v.value));
        const QString said = m_read.spanText(m_ev[i].first, m_ev[i].last);
        // "tracks composed by Steve Harris": a name in a column of lists is also in the lists that
        // name others beside it (80 tracks of his own, 142 with those he wrote with others, came
        // back as 80 at 0.9). Which is meant is the analyst's call: both are said.
        const int lists = m_lex.listsIncluding(best->table, best->column, best->value);
        if (lists > 0) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("%1.%2 holds lists of names: \"%3\" read as any list that includes it (%4 more), not only '%5' alone")
                               .arg(best->table, best->column, said)
                               .arg(lists)
                               .arg(best->value);
        }
        // "the playlist Music": two playlists are called that; the name is not one row.
        if (m_lex.isSharedName(best->table, best->column, best->value)) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("several %1 rows are named '%2'; all of them were taken").arg(best->table, best->value);
        }
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
                    && v.sourceChunk == best->sourceChunk && !members.contains(v.value))
                    members << v.value;
            members.sort();
            c.list.clear();
            const QString whole = m_read.spanText(m_ev[i].first, m_ev[i].last);
            if (heading) {
                use(i, QStringLiteral("the name of the list that follows"));
            } else if (!best->sourceChunk.isEmpty()) {
                // A list the documents name: the company's own definition, cited.
                for (const QString &m : members)
                    c.list.push_back(Expr::str(m));
                use(i, QStringLiteral("%1.%2 in %3").arg(best->table, best->column, whole));
                m_out.notes << QStringLiteral("%1 is %2 as %3 lists it (%4.%5)")
                                   .arg(whole, members.join(QStringLiteral(", ")), best->sourceChunk, best->table, best->column);
                if (!m_out.citedChunks.contains(best->sourceChunk))
                    m_out.citedChunks << best->sourceChunk;
            } else {
                for (const QString &m : members)
                    c.list.push_back(Expr::str(m));
                use(i, QStringLiteral("%1.%2 in %3").arg(best->table, best->column, whole));
                // WordNet's part-of relations are general knowledge, not the company's own grouping;
                // nor is every stored name that holds the word ("video": "Protected MPEG-4 video file").
                m_out.ambiguous = true;
                const bool holdTheWord = std::all_of(members.cbegin(), members.cend(), [&whole](const QString &m) { return m.contains(whole, Qt::CaseInsensitive); });
                m_out.notes << QStringLiteral("%1 read as %2.%3 in (%4), %5")
                                   .arg(whole, best->table, best->column, members.join(QStringLiteral(", ")),
                                        holdTheWord ? QStringLiteral("the stored names that hold the word") : QStringLiteral("from WordNet's part-of relations"));
            }
        } else {
            use(i, QStringLiteral("%1.%2 = '%3'").arg(best->table, best->column, best->value));
            // "orders that have not been shipped yet": a participle that is a stored status may
            // mean the status or the event's date left empty (13 came back for 14, at 0.9).
            const QString &said = m_read.tokens.at(m_ev[i].first).lower;
            // (Not when the column is named: "the status 'Shipped'".)
            const bool columnNamed = i > 0 && std::any_of(m_ev[i - 1].entries.cbegin(), m_ev[i - 1].entries.cend(), [best](const LexEntry &x) {
                return x.kind == LexEntry::Kind::Column && x.table == best->table && x.column == best->column;
            });
            if (m_ev[i].first == m_ev[i].last && !m_read.tokens.at(m_ev[i].first).quoted && !columnNamed && LexicalResources::instance().isInflectedVerb(said))
                if (const std::optional<Expr> date = eventDateNamedBy(i); date && date->table == best->table) {
                    m_out.ambiguous = true;
                    m_out.notes << QStringLiteral("\"%1\" read as the %2 %3; %4 may be meant").arg(m_read.tokens.at(m_ev[i].first).text, best->column,
                                                                                                   best->value, date->column);
                }
        }
        if (namedBy >= 0)
            use(namedBy, QStringLiteral("column of the value"));
        if (ownerEv >= 0 && !m_ev[ownerEv].used && best->table != m_focus)
            use(ownerEv, QStringLiteral("rows whose %1 it is").arg(best->column));
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
        if (lists > 0) {
            // ("composed by Steve Harris and Adrian Smith": one list holding both, or either? The
            // second name was dropped at 0.75.)
            QSet<QString> names;
            for (const Expr &v : c.list)
                names.insert(v.text.trimmed());
            if (names.size() > 1) {
                m_out.notUnderstood << QStringLiteral("several names in %1.%2, which holds lists of names: one list with all of them, or any?")
                                           .arg(best->table, best->column);
                continue;
            }
            c = Condition{};
            c.kind = Condition::Kind::Like;
            c.lhs = Expr::col(best->table, best->column);
            c.op = QLatin1Char('%') + best->value + QLatin1Char('%');
        }
        // "customers who ordered both Tofu and Ikura": a row of theirs for each value, not one for
        // either (the list of either was given at 0.9).
        const int firstToken = m_ev[i].first;
        // ("both a red and a green boat": an article may come between.)
        int bothAt = firstToken - 1;
        if (bothAt > 0 && (m_read.tokens.at(bothAt).lower == QLatin1String("a") || m_read.tokens.at(bothAt).lower == QLatin1String("an")
                           || m_read.tokens.at(bothAt).lower == QLatin1String("the")))
            --bothAt;
        if (c.list.size() > 1 && bothAt >= 0 && m_read.tokens.at(bothAt).lower == QLatin1String("both")) {
            // A row the focus belongs to holds one value ("products from both Beverages and
            // Condiments" is none): only rows the focus has many of can hold each.
            const std::shared_ptr<Query> probe = best->table != m_focus && !belongsTo(m_focus, best->table) ? perFocusRow() : nullptr;
            if (!probe) {
                m_out.notUnderstood << QStringLiteral("\"both\": one row with every value");
                continue;
            }
            for (const Expr &value : c.list) {
                auto sub = perFocusRow();
                Condition one = c;
                one.list = {value};
                sub->where = {one};
                Condition has;
                has.kind = Condition::Kind::Exists;
                has.sub = sub;
                addCondition(has);
            }
            m_explainedTokens << firstToken - 1;
            m_out.notes << QStringLiteral("each of the values, not either");
            continue;
        }
        // "not from the USA", "outside Germany", "a country different from Germany".
        for (int k = i - 1; k >= 0 && k >= i - 3; --k) {
            if ((m_ev[k].hasTag(QStringLiteral("neg")) || m_ev[k].tag(QStringLiteral("cmp:")) == QLatin1String("cmp:<>")) && !m_ev[k].used
                && adjacent(k, i)) {
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

void InterpretationBuilder::readValueOfATablesOtherName(int i, const LexEntry &table)
{
    // "How many sales representatives are there?": a word the vocabulary gives for a table's rows
    // (employees) that is also a value stored in one of its columns (Title) names the rows that
    // hold it: 6 of the 9 employees are sales representatives, and all 9 were counted at 0.9.
    // Stored under another table ("sales agent", a customer contact's title), either may be meant.
    // ("How many customers are sales representatives?": the rows asked about hold the value
    // themselves, a contact's title; the employees were not meant.)
    // (Said of them with "be" only: "customers who placed orders with sales representatives"
    // are served by the employees.)
    QStringList elsewhere;
    int before = m_ev[i].first - 1;
    while (before >= 0 && Vocabulary::builtIn().isGrammarWord("determiners", m_read.tokens.at(before).lower))
        --before;
    const bool saidOfThem = before >= 0 && Vocabulary::builtIn().isGrammarWord("be_forms", m_read.tokens.at(before).lower);
    const QString holder = saidOfThem && std::any_of(m_ev[i].entries.cbegin(), m_ev[i].entries.cend(), [this](const LexEntry &v) {
        return v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && v.sourceChunk.isEmpty() && v.table == m_focus;
    }) ? m_focus : table.table;
    for (const LexEntry &v : m_ev[i].entries) {
        if (v.kind != LexEntry::Kind::Value || v.wholeDepth != 0 || !v.sourceChunk.isEmpty())
            continue;
        if (v.table == holder) {
            Condition held;
            held.kind = Condition::Kind::In;
            held.lhs = Expr::col(v.table, v.column);
            held.list = {Expr::str(v.value)};
            addCondition(held);
            m_out.notes << QStringLiteral("\"%1\" read as the %2 rows whose %3 is '%4'")
                               .arg(m_read.spanText(m_ev[i].first, m_ev[i].last), v.table, v.column, v.value);
            if (holder != table.table)   // (the words then name no row of the table they are a name of)
                use(i, QStringLiteral("%1.%2 = '%3'").arg(v.table, v.column, v.value));
            return;
        }
        if (!elsewhere.contains(v.table + QLatin1Char('.') + v.column))
            elsewhere << v.table + QLatin1Char('.') + v.column;
    }
    if (elsewhere.isEmpty())
        return;
    m_out.ambiguous = true;
    m_out.notes << QStringLiteral("\"%1\" read as %2 rows; it is also a value of %3")
                       .arg(m_read.spanText(m_ev[i].first, m_ev[i].last), table.table, elsewhere.join(QStringLiteral(", ")));
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
        // A key is written in digits: "for each category, list the two products" counts.
        const QString written = m_read.tokens.at(m_ev[i + 1].first).text;
        if (written.isEmpty() || (!written.front().isDigit() && written.front() != QLatin1Char('#')))
            continue;
        // ... and names the row right after its table ("order 10248", "order no. 10248", "order
        // with ID 10248"): "an order with 120 items" is an amount of something it has, and
        // "orders placed on 7/4/1996" a date's numbers.
        bool property = i + 2 < count() && m_ev[i + 2].hasTag(QStringLiteral("unit")) && adjacent(i + 1, i + 2);
        bool idWord = false, otherWord = false;
        for (int t = m_ev[i].last + 1; t < m_ev[i + 1].first; ++t) {
            const QString &w = m_read.tokens.at(t).lower;
            const bool id = Vocabulary::builtIn().isIdentifierWord(w);
            idWord |= id;
            otherWord |= !id && !Vocabulary::builtIn().isGrammarWord("property_prepositions", w) && w != QLatin1String("the");
            property |= !id && Vocabulary::builtIn().isGrammarWord("property_prepositions", w);
        }
        if (otherWord || (property && !idWord))
            continue;
        // "Worst selling products. The 10 products ...": a sentence's end between them is no key;
        // "products: the 10 products": the same rows named again right after the number, which
        // then counts them ("order 10250 products" are that order's).
        const QString gap = m_read.gapBetween(m_ev[i].last, m_ev[i + 1].first);
        if (std::any_of(gap.cbegin(), gap.cend(), [](QChar ch) { return QStringLiteral(";.?!").contains(ch); }))
            continue;
        if (i + 2 < count() && tableEv(i + 2) && tableEv(i) && m_ev[i + 2].first == m_ev[i + 1].last + 1
            && m_ev[i + 2].entry(LexEntry::Kind::Table)->table == m_ev[i].entry(LexEntry::Kind::Table)->table
            && m_read.gapBetween(m_ev[i + 1].last, m_ev[i + 2].first).trimmed().isEmpty()) {
            const QString noun = m_read.tokens.at(m_ev[i + 2].last).lower;
            if (text::stripSuffix(noun) != noun)
                continue;
        }
        QString table, column;
        // "the order with ID 10248": a bare id word after a table's name is that table's key.
        const QString word = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower();
        const bool bareId = m_ev[i].first == m_ev[i].last
            && Vocabulary::builtIn().isIdentifierWord(word);
        if (bareId && i > 0 && tableEv(i - 1) && adjacent(i - 1, i)) {
            const QString named = m_ev[i - 1].entry(LexEntry::Kind::Table)->table;
            if (const sql::Table *t = m_lex.schema().table(named); t && t->primaryKey().size() == 1) {
                table = named;
                column = t->primaryKey().first();
                use(i - 1, QStringLiteral("%1.%2").arg(table, column));
            }
        }
        const LexEntry *keyEntry = table.isEmpty() ? pickColumn(i) : nullptr;
        const LexEntry *named = table.isEmpty() ? m_ev[i].entry(LexEntry::Kind::Table) : nullptr;
        if (keyEntry && m_lex.kindOf(keyEntry->table, keyEntry->column) == ColumnKind::Key) {
            table = keyEntry->table;
            column = keyEntry->column;
        } else if (named) {
            const sql::Table *st = m_lex.schema().table(named->table);
            if (st && st->primaryKey().size() == 1) {
                table = named->table;
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
        // "products 6 to 10", "orders 10248 through 10250": the keys from one to the other, not
        // the two alone. ("Products 6 to 10 by price" may be the 6th to 10th by price instead.)
        if (c.list.size() == 2 && !textCode && j - 1 > i + 1) {
            const QString between = m_read.gapBetween(m_ev[j - 2].last, m_ev[j - 1].first).trimmed().toLower();
            if (Vocabulary::builtIn().isGrammarWord("span_joins", between) || between == QStringLiteral("\u2013")) {
                Condition from;
                from.lhs = c.lhs;
                from.op = QStringLiteral(">=");
                from.rhs = c.list.front();
                Condition to = from;
                to.op = QStringLiteral("<=");
                to.rhs = c.list.back();
                addCondition(from);
                c = to;
                if (m_read.tokens.value(m_ev[j - 1].last + 1).lower == QLatin1String("by")) {
                    m_out.ambiguous = true;
                    m_out.notes << QStringLiteral("\"%1\" read as keys; it may be places in an order").arg(m_read.spanText(m_ev[i].first, m_ev[j - 1].last));
                }
            }
        }
        // "employees who report to Nancy Edwards (EmployeeId = 2)": a key in brackets right after
        // the row a self-reference names is that row's key, not the rows asked for (no employee
        // is both employee 2 and reports to employee 2: an empty list, at 0.75).
        if (Query *named = table == m_focus ? namedRowBefore(m_ev[i].first) : nullptr) {
            named->where.push_back(c);
            continue;
        }
        addCondition(c);
        if (m_ev[i].entry(LexEntry::Kind::Table) && m_focus != table)
            m_q.extraTables << table;
    }
}

void InterpretationBuilder::readColumnEqualsNumber()
{
    // "employees whose salary is 17000", "customers with a credit limit of 0", "tracks whose
    // GenreId is 25", "department id 50 or 60": a number column, a copula or "of", then numbers
    // written in digits, is the column holding one of them (the numbers had been left unread).
    static const QStringList linking{QStringLiteral("is"), QStringLiteral("are"), QStringLiteral("was"), QStringLiteral("were"),
                                     QStringLiteral("of"), QStringLiteral("being"), QStringLiteral("=")};
    for (int c = 0; c + 1 < count(); ++c) {
        const LexEntry *column = m_ev[c].used || tableEv(c) ? nullptr : pickColumn(c);
        const ColumnKind kind = column ? m_lex.kindOf(column->table, column->column) : ColumnKind::Text;
        if (!column || (kind != ColumnKind::Number && kind != ColumnKind::Key))
            continue;
        int n = c + 1;
        if (m_ev[n].kind != EvKind::Number || m_ev[n].used)
            continue;
        // ("movies whose highest rating is 5": the greatest of each movie's ratings is compared,
        // not each rating; read as a rating of 5, the first movie came back, at 0.6.)
        if (c > 0 && !m_ev[c - 1].used && adjacent(c - 1, c)
            && (m_ev[c - 1].hasTag(QStringLiteral("sup:")) || (m_ev[c - 1].hasTag(QStringLiteral("agg:")) && !m_ev[c - 1].hasTag(QStringLiteral("agg:count")))))
            continue;
        bool linked = false;
        bool onlyLinking = true;
        for (int t = m_ev[c].last + 1; t < m_ev[n].first; ++t) {
            const QString &w = m_read.tokens.at(t).lower;
            linked |= linking.contains(w);
            onlyLinking &= linking.contains(w) || w == QLatin1String("a") || w == QLatin1String("an");
        }
        // (Side by side only for a key: "GenreId 25"; "units 5" says nothing. A table's figure said
        // by "of", "a review of 5", is linked by it: TableValueWords.)
        linked |= m_ev[c].hasTag(QStringLiteral("valueof"));
        if (!onlyLinking || (!linked && kind != ColumnKind::Key))
            continue;
        Condition held;
        held.kind = Condition::Kind::In;
        held.lhs = Expr::col(column->table, column->column);
        QList<int> numbers;
        for (; n < count() && m_ev[n].kind == EvKind::Number && !m_ev[n].used; ++n) {
            const QString written = m_read.tokens.at(m_ev[n].first).text;
            if (written.isEmpty() || !written.front().isDigit() || isPercentNumber(n))
                break;
            // ("N, M or K": only commas and "or" between.)
            if (!numbers.isEmpty()) {
                const QString gap = m_read.gapBetween(m_ev[numbers.last()].last, m_ev[n].first).trimmed().toLower();
                if (gap != QLatin1String(",") && gap != QLatin1String("or") && gap != QLatin1String(", or"))
                    break;
            }
            numbers << n;
        }
        if (numbers.isEmpty())
            continue;
        // A unit or a table's rows right after ("a quantity of 3 products", "5 days") say what the
        // number counts, not the column's value.
        const int after = numbers.last() + 1;
        if (after < count() && adjacent(numbers.last(), after) && (tableEv(after) || m_ev[after].hasTag(QStringLiteral("unit"))))
            continue;
        for (int k : std::as_const(numbers)) {
            held.list.push_back(Expr::num(m_ev[k].number));
            use(k, QStringLiteral("%1.%2 holds it").arg(column->table, column->column));
        }
        use(c, QStringLiteral("%1.%2 = the number after it").arg(column->table, column->column));
        for (int t = m_ev[c].last + 1; t < m_ev[numbers.first()].first; ++t)
            m_explainedTokens << t;
        for (int k = 1; k < numbers.size(); ++k)
            for (int t = m_ev[numbers.at(k - 1)].last + 1; t < m_ev[numbers.at(k)].first; ++t)
                m_explainedTokens << t;
        addCondition(held);
        if (column->table != m_focus && !m_focus.isEmpty())
            m_q.extraTables << column->table;
    }
}

Query *InterpretationBuilder::namedRowBefore(int token)
{
    // The bracket the token is in opens right after a word that named a row.
    const QString upTo = m_read.text.left(m_read.tokens.at(token).start);
    const int open = int(upTo.lastIndexOf(QLatin1Char('(')));
    if (open < 0 || upTo.lastIndexOf(QLatin1Char(')')) > open)
        return nullptr;
    bool namedJustBefore = false;
    for (int e = 0; e < count(); ++e) {
        const Token &last = m_read.tokens.at(m_ev[e].last);
        if (m_ev[e].used && last.start + int(last.text.size()) <= open && upTo.mid(last.start + int(last.text.size()), open - last.start - int(last.text.size())).trimmed().isEmpty())
            namedJustBefore = m_ev[e].entry(LexEntry::Kind::Value) || (!last.text.isEmpty() && last.text.front().isUpper());
    }
    if (!namedJustBefore)
        return nullptr;
    Query *found = nullptr;
    for (Condition &w : m_q.where)
        if (w.kind == Condition::Kind::Exists && !w.negated && w.sub && w.sub->baseTable == m_focus) {
            if (found)
                return nullptr;
            found = w.sub.get();
        }
    return found;
}

void InterpretationBuilder::readTextMatches()
{
    // The column of the match before, for one said after "or"/"and" without its own ("city
    // starts with 'N' or has 'o' as the second letter": the city's again, not the name).
    // (A code stored as text is text to match too: "whose postal code starts with a digit".)
    const auto holdsText = [this](const QString &table, const QString &column) {
        const ColumnKind kind = m_lex.kindOf(table, column);
        const sql::Table *t = kind == ColumnKind::Key ? m_lex.schema().table(table) : nullptr;
        const sql::Column *c = t ? t->column(column) : nullptr;
        return kind == ColumnKind::Text || (c && c->isTextType() && !c->declaredType.isEmpty());
    };
    std::optional<Expr> previousColumn;
    int previousEnd = -1;
    QString previousMode;   // "starts with 'A', 'B' but not 'C'": the kind of match said once
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].kind != EvKind::Literal || m_ev[i].used)
            continue;
        // "the 'rating spread', that is, the difference between ...": quoted words the question
        // goes on to define name a figure; they are no text to find (every title was searched
        // for them and none came back, at 0.75).
        {
            QStringList after;
            for (int t = m_ev[i].last + 1; t < m_read.tokens.size() && after.size() < 3; ++t)
                after << m_read.tokens.at(t).lower;
            bool defined = false;
            for (qsizetype n = 1; n <= after.size() && !defined; ++n)
                defined = Vocabulary::builtIn().isGrammarWord("definition_leads", after.mid(0, n).join(QLatin1Char(' ')))
                    && after.mid(0, n) != QStringList{QStringLiteral("as")};
            if (defined) {
                use(i, QStringLiteral("the name of a figure the question defines"));
                continue;
            }
            // "Name the column 'with_postal_code'", "aliased as 'total'", "(result column
            // 'n')": the name the answer's column is given (the answer's fields name it); no text
            // to find (the name had been matched against a key, at 0.9).
            {
                // ("products labelled 'Discontinued'" is a condition: a label verb alone names no column.)
                static const QSet<QString> aliasWords{QStringLiteral("alias"), QStringLiteral("aliased"), QStringLiteral("column"),
                                                      QStringLiteral("result"), QStringLiteral("header"), QStringLiteral("heading")};
                static const QSet<QString> between{QStringLiteral("as"), QStringLiteral("the"), QStringLiteral("it"), QStringLiteral("named"),
                                                   QStringLiteral("called"), QStringLiteral("column"), QStringLiteral("result"), QStringLiteral("name"),
                                                   QStringLiteral("a"), QStringLiteral("its"), QStringLiteral("with")};
                // (The whole instruction before the name: "Label the result column", "Name the column".)
                int aliasAt = -1, spanStart = m_ev[i].first;
                for (int t = m_ev[i].first - 1; t >= 0 && t >= m_ev[i].first - 5; --t) {
                    const QString &w = m_read.tokens.at(t).lower;
                    if (!aliasWords.contains(w) && !between.contains(w) && w != QLatin1String("rename") && w != QLatin1String("call")
                        && w != QLatin1String("label") && w != QLatin1String("labelled") && w != QLatin1String("labeled"))
                        break;
                    spanStart = t;
                    if (aliasWords.contains(w))
                        aliasAt = t;
                }
                if (aliasAt >= 0)
                    aliasAt = spanStart;
                if (aliasAt >= 0) {
                    for (int t = aliasAt; t < m_ev[i].first; ++t) {
                        m_explainedTokens << t;
                        if (const int e = evidenceCovering(t); e >= 0 && e != i && !m_ev[e].used && m_ev[e].first >= aliasAt)
                            use(e, QStringLiteral("the name given to the answer's column"));
                    }
                    use(i, QStringLiteral("the name given to the answer's column"));
                    continue;
                }
            }
            // "(member as 'Surname, Given')": the form a value is to be shown in, not a text to
            // find (an empty list came back, at 0.75); not read here.
            if (m_ev[i].first > 0 && m_read.tokens.at(m_ev[i].first - 1).lower == QLatin1String("as")) {
                m_out.notUnderstood << QStringLiteral("the form '%1' asked for").arg(m_ev[i].literal);
                use(i, QStringLiteral("a form to show a value in"));
                continue;
            }
        }
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
        // "a track called 'Heaven'", "albums titled 'Out of Time'": the whole text, not a part of
        // it (every name holding "Heaven" answered Yes, at 0.9).
        if (modeEv < 0 && m_ev[i].first > 0 && Vocabulary::builtIn().isGrammarWord("naming_words", m_read.tokens.at(m_ev[i].first - 1).lower)
            && m_read.tokens.at(m_ev[i].first - 1).lower != QLatin1String("name") && m_read.tokens.at(m_ev[i].first - 1).lower != QLatin1String("title"))
            mode = QStringLiteral("is");
        // ("'A', 'B' but not 'C'": only joining and negating words since the last match, whose
        // kind it keeps; read as "contains", the C dropped names holding a c anywhere, at 0.9.)
        if (modeEv < 0 && !previousMode.isEmpty() && previousEnd >= 0 && m_ev[i].literal.size() == 1) {
            static const QStringList joining{QStringLiteral("but"), QStringLiteral("and"), QStringLiteral("or"), QStringLiteral("not"),
                                             QStringLiteral("nor"), QStringLiteral("except"), QStringLiteral("excluding")};
            bool joined = previousEnd + 1 < m_ev[i].first;
            for (int t = previousEnd + 1; t < m_ev[i].first; ++t)
                joined &= joining.contains(m_read.tokens.at(t).lower);
            if (joined)
                mode = previousMode;
        }
        // "contains the word 'Manager'", "starts with the string 'C'": the verb before "the
        // word" is the same match, and says which kind it is.
        int verbEv = -1;
        const auto says = [this](int e, const QStringList &words) {
            for (int t = m_ev[e].first; t <= m_ev[e].last; ++t)
                if (words.contains(m_read.tokens.at(t).lower))
                    return true;
            return false;
        };
        static const QStringList nouns{QStringLiteral("word"), QStringLiteral("string")};
        static const QStringList verbs{QStringLiteral("contains"), QStringLiteral("containing"), QStringLiteral("contain"),
                                       QStringLiteral("includes"), QStringLiteral("including"), QStringLiteral("include"),
                                       QStringLiteral("starts"), QStringLiteral("starting"), QStringLiteral("start"),
                                       QStringLiteral("begins"), QStringLiteral("beginning"), QStringLiteral("begin"),
                                       QStringLiteral("ends"), QStringLiteral("ending"), QStringLiteral("end")};
        if (modeEv > 0 && adjacent(modeEv - 1, modeEv) && !m_ev[modeEv - 1].used && says(modeEv, nouns) && says(modeEv - 1, verbs)) {
            const QString t = m_ev[modeEv - 1].tag(QStringLiteral("text:"));
            if (!t.isEmpty()) {
                verbEv = modeEv - 1;
                if (t.mid(5) != QLatin1String("contains"))
                    mode = t.mid(5);
                modeEv = verbEv;
            }
        }
        // The column: named just before the match word, or just after ("'manager' in their titles").
        int colEv = -1;
        // ("an 'x' in their name": the column said right after, before any said earlier.)
        const bool inAfter = m_read.tokens.value(m_ev[i].last + 1).lower == QLatin1String("in");
        const std::initializer_list<int> before{modeEv - 1, modeEv - 2, i - 1, i + 1, i + 2};
        const std::initializer_list<int> afterFirst{i + 1, i + 2, modeEv - 1, modeEv - 2, i - 1};
        for (int j : inAfter ? afterFirst : before) {
            if (j >= 0 && j < count() && j != i) {
                if (const LexEntry *c = pickColumn(j); c && holdsText(c->table, c->column)) {
                    colEv = j;
                    break;
                }
            }
        }
        // "first name's second letter is 'n'": the column before the letter's place.
        const auto letterWordBetween = [this](int from, int to) {
            for (int t = from; t < to; ++t)
                if (Vocabulary::builtIn().isGrammarWord("letter_words", m_read.tokens.at(t).lower))
                    return true;
            return false;
        };
        for (int j = i - 2; colEv < 0 && j >= 0 && j >= i - 4; --j)
            if (const LexEntry *c = pickColumn(j); c && holdsText(c->table, c->column)
                && letterWordBetween(m_ev[j].last + 1, m_ev[i].first))
                colEv = j;
        // "whose city name starts with 'Lo'": "name" after a text column's own word is that
        // column's text, not the rows' name (the company name was matched, at 0.75).
        if (colEv > 0 && m_ev[colEv].first == m_ev[colEv].last && adjacent(colEv - 1, colEv)
            && (m_read.tokens.at(m_ev[colEv].first).lower == QLatin1String("name") || m_read.tokens.at(m_ev[colEv].first).lower == QLatin1String("names")))
            if (const LexEntry *c = pickColumn(colEv - 1); c && holdsText(c->table, c->column)
                && !m_ev[colEv - 1].entry(LexEntry::Kind::Table))
                colEv = colEv - 1;
        Expr column = colEv >= 0 ? Expr::col(pickColumn(colEv)->table, pickColumn(colEv)->column) : displayOf(m_focus);
        // "tracks that have an 'x' in their name": the possessive is of the rows asked about,
        // whatever other table the question names (the album's title was matched, at 0.9).
        if (colEv >= 0 && column.table != m_focus && Vocabulary::builtIn().isGrammarWord("possessives", m_read.tokens.value(m_ev[colEv].first - 1).lower))
            for (const LexEntry &e : m_ev[colEv].entries)
                if (e.kind == LexEntry::Kind::Column && e.table == m_focus && holdsText(e.table, e.column)) {
                    column = Expr::col(e.table, e.column);
                    break;
                }
        // "the tracks of the playlists whose name contains 'Classical'": the column said after
        // "whose" is of the rows named right before it, when those are named as the ones the rows
        // asked for belong to ("of the", "from the"); the tracks' own name was matched, at 0.9.
        // ("whose name starts with" may be one word of match: the name is then the owner's.)
        int ownerEv = -1;
        {
            const int whoseToken = colEv > 0 ? m_ev[colEv].first - 1 : -1;
            const int modeStart = modeEv > 0 ? m_ev[modeEv].first : -1;
            const bool modeSaysName = modeStart >= 0 && m_read.tokens.at(modeStart).lower == QLatin1String("whose")
                && (m_read.tokens.value(modeStart + 1).lower == QLatin1String("name") || m_read.tokens.value(modeStart + 1).lower == QLatin1String("names"));
            const int before = whoseToken >= 0 && m_read.tokens.at(whoseToken).lower == QLatin1String("whose") ? colEv - 1 : modeSaysName ? modeEv - 1 : -1;
            const int whose = before == colEv - 1 ? whoseToken : modeStart;
            // ("of the playlists", "from the suppliers": what the rows asked for belong to.)
            int lead = before >= 0 ? m_ev[before].first - 1 : -1;
            while (lead >= 0 && Vocabulary::builtIn().isGrammarWord("determiners", m_read.tokens.at(lead).lower))
                --lead;
            static const QStringList belonging{QStringLiteral("of"), QStringLiteral("from"), QStringLiteral("in"), QStringLiteral("by"), QStringLiteral("on")};
            if (before >= 0 && tableEv(before) && m_ev[before].last + 1 == whose && lead >= 0 && belonging.contains(m_read.tokens.at(lead).lower)) {
                const QString owner = m_ev[before].entry(LexEntry::Kind::Table)->table;
                std::optional<Expr> ownColumn;
                if (before == colEv - 1) {
                    for (const LexEntry &e : m_ev[colEv].entries)
                        if (!ownColumn && e.kind == LexEntry::Kind::Column && e.table == owner && holdsText(e.table, e.column))
                            ownColumn = Expr::col(e.table, e.column);
                    const QString &word = m_read.tokens.at(m_ev[colEv].last).lower;
                    if (!ownColumn && m_ev[colEv].first == m_ev[colEv].last && (word == QLatin1String("name") || word == QLatin1String("names")))
                        ownColumn = displayOf(owner);
                } else {
                    ownColumn = displayOf(owner);
                }
                if (ownColumn && (ownColumn->kind == Expr::Kind::Column || ownColumn->kind == Expr::Kind::Concat)
                    && (colEv < 0 || owner != column.table)) {
                    column = *ownColumn;
                    ownerEv = before;
                }
            }
        }
        // "employees whose name contains 'an'": a person's name is the first and last names
        // together (the last name alone was matched, at 0.9).
        if (colEv >= 0 && ownerEv < 0 && m_ev[colEv].first == m_ev[colEv].last) {
            const QString &word = m_read.tokens.at(m_ev[colEv].first).lower;
            const QStringList display = m_lex.displayColumns(column.table);
            if ((word == QLatin1String("name") || word == QLatin1String("names")) && display.size() > 1 && display.contains(column.column))
                column = displayOf(column.table);
        }
        if (colEv < 0 && previousColumn && previousEnd >= 0) {
            // Only "or"/"and" and words already read between them (the earlier match's place).
            const int said = modeEv >= 0 ? m_ev[modeEv].first : m_ev[i].first;
            bool joined = false, plain = true;
            for (int t = previousEnd + 1; t < said; ++t) {
                const QString &w = m_read.tokens.at(t).lower;
                const bool conjunction = Vocabulary::builtIn().isGrammarWord("conjunctions", w);
                joined |= conjunction;
                plain &= conjunction || m_explainedTokens.contains(t) || Vocabulary::builtIn().isFunctionWord(w);
            }
            if (joined && plain)
                column = *previousColumn;
        }
        if (column.kind != Expr::Kind::Column && !(colEv >= 0 && column.kind == Expr::Kind::Concat))
            continue;
        previousColumn = column;
        previousEnd = m_ev[i].last;
        QString lit = m_ev[i].literal;
        // ("ends with a vowel": any one of the characters; the first stands for them below.)
        const QString characterClass = m_ev[i].anyCharacterOf ? lit : QString();
        if (!characterClass.isEmpty())
            lit = characterClass.left(1);
        // "starts with a letter from A to C", "begins with a letter between A and D": each letter of the
        // range; an unquoted "a" before a letter word is the article ('a%' was matched, at 0.9).
        if (const QList<int> range = letterRangeAt(m_ev[i].first); !range.isEmpty() && mode != QLatin1String("contains")) {
            Condition either;
            either.kind = Condition::Kind::Any;
            const QChar from = m_read.tokens.at(range.at(0)).text.at(0).toUpper(), to = m_read.tokens.at(range.at(1)).text.at(0).toUpper();
            for (char16_t letter = std::min(from.unicode(), to.unicode()); letter <= std::max(from.unicode(), to.unicode()); ++letter) {
                Condition one;
                one.kind = Condition::Kind::Like;
                one.lhs = column;
                one.op = mode == QLatin1String("ends") ? QStringLiteral("%") + QChar(letter) : QString(QChar(letter)) + QLatin1Char('%');
                either.any.push_back(one);
            }
            addCondition(either);
            for (int t = m_ev[i].first; t <= range.at(1); ++t) {
                m_explainedTokens << t;
                if (const int e = evidenceCovering(t); e >= 0)
                    use(e, QStringLiteral("letters %1 to %2").arg(from).arg(to));
            }
            if (modeEv >= 0)
                use(modeEv, mode);
            if (colEv >= 0)
                use(colEv, QStringLiteral("matched column"));
            continue;
        }
        // ("starts with a letter 'A'", "starts with an A": the letter after the article is the text.)
        if (const int at = m_ev[i].first; !m_read.tokens.at(at).quoted && (lit == QLatin1String("a") || lit == QLatin1String("an"))) {
            const int letterWord = at + 1 < m_read.tokens.size() && Vocabulary::builtIn().isGrammarWord("letter_words", m_read.tokens.at(at + 1).lower) ? at + 1 : -1;
            const int letter = letterWord >= 0 ? letterWord + 1 : at + 1;
            const bool single = letter < m_read.tokens.size() && m_read.tokens.at(letter).text.size() == 1 && m_read.tokens.at(letter).text.at(0).isLetter()
                && (letterWord >= 0 || m_read.tokens.at(letter).text.at(0).isUpper() || m_read.tokens.at(letter).quoted);
            if (single) {
                lit = m_read.tokens.at(letter).text;
                for (int t = at; t <= letter; ++t) {
                    m_explainedTokens << t;
                    if (const int e = evidenceCovering(t); e >= 0 && e != i)
                        use(e, QStringLiteral("the letter %1").arg(lit));
                }
            } else if (letterWord >= 0) {
                m_out.notUnderstood << QStringLiteral("which letter \"%1\" means").arg(m_read.spanText(at, letterWord));
                use(i, QStringLiteral("an article, no text"));
                continue;
            }
        }
        // 'has "NULL" as BillingState', "where the region is 'null'": the word for a missing value,
        // quoted, is no text any row stores.
        static const QStringList missing{QStringLiteral("null"), QStringLiteral("none"), QStringLiteral("nil"), QStringLiteral("n/a")};
        // Only with no kind of match said ("starts with 'null'" matches text), and only when the
        // column stores no such text itself ('N/A' may be a value).
        const auto storedHere = [&]() {
            const QList<LexEntry> stored = m_lex.lookup(stemPhrase(lit));
            return std::any_of(stored.cbegin(), stored.cend(), [&column](const LexEntry &e) {
                return e.kind == LexEntry::Kind::Value && e.table == column.table && e.column == column.column;
            });
        };
        // (Only a verb of matching says one: "have", "with" before the text do not.)
        static const QStringList matchVerbs{QStringLiteral("contain"), QStringLiteral("contains"), QStringLiteral("containing"),
                                            QStringLiteral("include"), QStringLiteral("includes"), QStringLiteral("including"),
                                            QStringLiteral("start"), QStringLiteral("starts"), QStringLiteral("starting"),
                                            QStringLiteral("begin"), QStringLiteral("begins"), QStringLiteral("beginning"),
                                            QStringLiteral("end"), QStringLiteral("ends"), QStringLiteral("ending"),
                                            QStringLiteral("like"), QStringLiteral("match"), QStringLiteral("matches"), QStringLiteral("matching")};
        bool matchSaid = false;
        for (int t = modeEv >= 0 ? m_ev[modeEv].first : 1; modeEv >= 0 && t <= m_ev[modeEv].last; ++t)
            matchSaid |= matchVerbs.contains(m_read.tokens.at(t).lower);
        if (!matchSaid && (lit.trimmed().isEmpty() || missing.contains(lit.trimmed().toLower())) && !storedHere()) {
            Condition none;
            none.kind = Condition::Kind::IsNull;
            none.lhs = column;
            none.negated = true;   // IS NULL
            for (int k = std::max(0, i - 2); k < i; ++k) {
                if (m_ev[k].hasTag(QStringLiteral("neg")) && !m_ev[k].used) {
                    none.negated = false;
                    use(k, QStringLiteral("not"));
                }
            }
            addCondition(none);
            use(i, QStringLiteral("a missing value"));
            if (modeEv >= 0)
                use(modeEv, QStringLiteral("has"));
            if (colEv >= 0)
                use(colEv, QStringLiteral("the column without a value"));
            continue;
        }
        Condition c;
        c.kind = Condition::Kind::Like;
        c.lhs = column;
        c.op = mode == QLatin1String("starts") ? lit + QLatin1Char('%')
            : mode == QLatin1String("ends")    ? QLatin1Char('%') + lit
            : mode == QLatin1String("is")      ? lit   // the whole text, in any case
                                               : QLatin1Char('%') + lit + QLatin1Char('%');
        // "'a' as the second letter", "whose third character is 'n'": the text at that place.
        // (Only a single letter with no kind of match said for it: "starts with 'C'" stays.)
        int placeSaid = 0;
        if (const int place = lit.size() == 1 && mode == QLatin1String("contains") ? letterPlace(i) : 0; place > 0) {
            c.op = QString(place - 1, QLatin1Char('_')) + lit + QLatin1Char('%');
            mode = QStringLiteral("at a place");
            placeSaid = place;
        } else if (place < 0) {
            c.op = QLatin1Char('%') + lit;
            mode = QStringLiteral("ends");
        }
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
        for (const QChar other : characterClass.mid(1)) {
            Condition alternative = c;
            alternative.op.replace(lit, QString(other));
            either.any.push_back(alternative);
        }
        // ("'X', 'Y' or 'Z'": a comma, or "or" after one; "and" between letters a text can only
        // start with one of, "starting with A and B".)
        for (int k = i + 1; k < count() && m_ev[k].kind == EvKind::Literal && !m_ev[k].used; ++k) {
            const int gapFirst = m_ev[k - 1].last + 1, gapLast = m_ev[k].first - 1;
            const QString gap = gapFirst == gapLast ? m_read.tokens.at(gapFirst).lower : QString();
            const bool comma = gapFirst > gapLast && m_read.punctuationBetween(m_ev[k - 1].last, m_ev[k].first);
            const bool oneOfLetters = gap == QLatin1String("and") && mode == QLatin1String("starts") && lit.size() == 1 && m_ev[k].literal.size() == 1;
            // "'A', 'B', ... 'F'": an ellipsis between two letters is every letter between them
            // (A, B and F alone were matched, at 0.9).
            const QString &before = m_ev[k - 1].literal, &more = m_ev[k].literal;
            const bool ellipsis = gapFirst > gapLast && (m_read.gapBetween(m_ev[k - 1].last, m_ev[k].first).contains(QStringLiteral(".."))
                                                         || m_read.gapBetween(m_ev[k - 1].last, m_ev[k].first).contains(QChar(0x2026)));
            if (!comma && !ellipsis && gap != QLatin1String("or") && !oneOfLetters)
                break;
            // ("whose 2nd letter is 'a' or 'e'": the place said once holds for both; the 'e'
            // was matched anywhere, at 0.9.)
            const auto pattern = [&mode, placeSaid](const QString &text) {
                if (placeSaid > 0)
                    return QString(placeSaid - 1, QLatin1Char('_')) + text + QLatin1Char('%');
                return mode == QLatin1String("starts") ? text + QLatin1Char('%')
                    : mode == QLatin1String("ends")    ? QLatin1Char('%') + text
                                                       : QLatin1Char('%') + text + QLatin1Char('%');
            };
            if (ellipsis) {
                if (before.size() != 1 || more.size() != 1 || !before.at(0).isLetter() || !more.at(0).isLetter()
                    || before.at(0).toUpper() >= more.at(0).toUpper()) {
                    m_out.notUnderstood << QStringLiteral("what \"...\" stands for between '%1' and '%2'").arg(before, more);
                    use(k, QStringLiteral("text match"));
                    break;
                }
                for (char16_t letter = before.at(0).toUpper().unicode() + 1; letter < more.at(0).toUpper().unicode(); ++letter) {
                    Condition between = c;
                    between.op = pattern(QString(QChar(letter)));
                    either.any.push_back(between);
                }
            }
            Condition other = c;
            other.op = pattern(more);
            either.any.push_back(other);
            use(k, QStringLiteral("text match"));
            previousEnd = m_ev[k].last;
            if (!comma)
                m_explainedTokens << gapFirst;
        }
        // "does not start with A or B": neither, so each negated pattern holds on its own.
        if (either.any.size() > 1 && c.negated) {
            for (const Condition &each : either.any)
                addCondition(each);
        } else {
            addCondition(either.any.size() == 1 ? c : either);
        }
        previousMode = mode;
        if (modeEv >= 0)
            use(modeEv, mode);
        if (verbEv >= 0 && modeEv + 1 < count() && !m_ev[modeEv + 1].used && m_ev[modeEv + 1].hasTag(QStringLiteral("text:")))
            use(modeEv + 1, mode);
        if (colEv >= 0)
            use(colEv, QStringLiteral("matched column"));
        if (ownerEv >= 0 && !m_ev[ownerEv].used)
            use(ownerEv, QStringLiteral("the %1 rows whose %2 is matched").arg(column.table, column.column));
    }
}

QList<int> InterpretationBuilder::letterRangeAt(int token) const
{
    // "a letter from A to C", "a letter between A and D", "a letter A through D": the tokens of
    // the first and the last letter, or none.
    const QList<Token> &tokens = m_read.tokens;
    int t = token;
    const auto at = [&tokens](int k) { return k < tokens.size() ? tokens.at(k).lower : QString(); };
    static const QStringList leading{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("any"), QStringLiteral("one"),
                                     QStringLiteral("of"), QStringLiteral("the")};
    while (leading.contains(at(t)))
        ++t;
    const QString letterWord = text::stripSuffix(at(t));
    if (!Vocabulary::builtIn().isGrammarWord("letter_words", letterWord) && !Vocabulary::builtIn().isGrammarWord("letter_words", at(t)))
        return {};
    ++t;
    if (at(t) == QLatin1String("from") || at(t) == QLatin1String("between") || at(t) == QLatin1String("in"))
        ++t;
    static const QStringList through{QStringLiteral("to"), QStringLiteral("through"), QStringLiteral("thru"), QStringLiteral("and"),
                                     QStringLiteral("till"), QStringLiteral("until"), QStringLiteral("-")};
    const auto letter = [&tokens](int k) { return k < tokens.size() && tokens.at(k).text.size() == 1 && tokens.at(k).text.at(0).isLetter(); };
    if (!letter(t) || !through.contains(at(t + 1)) || !letter(t + 2))
        return {};
    return {t, t + 2};
}

int InterpretationBuilder::letterPlace(int literalEv)
{
    // "'a' as the second letter", "whose second letter is 'a'": an ordinal ("second", "3rd") or
    // "first"/"last" before a letter word, said right after the quoted letter or right before it
    // with only linking words between. The place, 1-based; -1 for the last; 0 when none is said
    // (then nothing is read here). Another quoted text in between belongs to another match.
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const QList<Token> &tokens = m_read.tokens;
    const int first = m_ev[literalEv].first, last = m_ev[literalEv].last;
    const auto placeBefore = [&](int letterWord, int &ordinalEv) {
        ordinalEv = -1;
        const QString before = tokens.at(letterWord - 1).lower;
        if (vocabulary.isGrammarWord("first_places", before))
            return 1;
        if (vocabulary.isGrammarWord("last_places", before))
            return -1;
        for (int e = 0; e < count(); ++e)
            if (m_ev[e].last == letterWord - 1 && m_ev[e].hasTag(QStringLiteral("ordinal:"))) {
                ordinalEv = e;
                return m_ev[e].tag(QStringLiteral("ordinal:")).mid(8).toInt();
            }
        return 0;
    };
    QList<int> candidates;
    // After the letter: up to three linking words, the place, the letter word.
    for (int t = last + 2; t <= last + 5 && t < tokens.size(); ++t)
        candidates << t;
    // Before it: the place, the letter word, up to four linking words.
    for (int t = first - 1; t >= first - 5 && t >= 1; --t)
        candidates << t;
    for (int t : std::as_const(candidates)) {
        if (t < 1 || !vocabulary.isGrammarWord("letter_words", tokens.at(t).lower))
            continue;
        const int from = t < first ? t + 1 : last + 1, to = t < first ? first - 1 : t - 2;
        bool linking = true;
        for (int u = from; u <= to; ++u)
            linking &= !tokens.at(u).quoted && (vocabulary.isFunctionWord(tokens.at(u).lower) || vocabulary.isGrammarWord("be_forms", tokens.at(u).lower)
                                                 || namesColumnAt(u));
        int ordinalEv = -1;
        const int place = linking ? placeBefore(t, ordinalEv) : 0;
        if (place == 0)
            continue;
        m_explainedTokens << t << t - 1;
        use(ordinalEv, QStringLiteral("the letter's place"));
        for (int e = 0; e < count(); ++e)
            if (!m_ev[e].used && m_ev[e].first >= t - 1 && m_ev[e].last <= t)
                use(e, QStringLiteral("the letter's place"));
        return place;
    }
    return 0;
}

bool InterpretationBuilder::namesColumnAt(int token) const
{
    // A column's word between the place and the letter ("second letter of their name is 'a'").
    for (int e = 0; e < count(); ++e)
        if (m_ev[e].first <= token && token <= m_ev[e].last && columnOf(e))
            return true;
    return false;
}

void InterpretationBuilder::readDoneStates(bool amountsOnly)
{
    // "shipped orders", "how many orders have been shipped": a past participle that names a date
    // column of the rows (ShippedDate) says the event happened: the date is present. The word was
    // read as nothing, and every order was counted (830 for 809) at 0.9. Only said before the
    // rows' noun, or after "be" with nothing after it ("shipped to France" places them, it does not
    // say they were shipped; "not been shipped" is read by the negations).
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    // Nothing after the participle but words that close the clause ("yet", "already") or join
    // another ("and have a freight above 100").
    // ("shipped in total", "shipped altogether": words that only say everything is counted.)
    const auto clauseEnds = [this, &vocabulary](int t) {
        for (int u = t + 1; u < m_read.tokens.size(); ++u) {
            if (m_read.punctuationBetween(u - 1, u) || vocabulary.isGrammarWord("conjunctions", m_read.tokens.at(u).lower))
                return true;
            if (const int e = evidenceCovering(u); e >= 0 && m_ev[e].hasTag(QStringLiteral("alltotal"))) {
                u = m_ev[e].last;
                continue;
            }
            if (!vocabulary.isGrammarWord("state_closers", m_read.tokens.at(u).lower))
                return false;
        }
        return true;
    };
    for (int i = 0; i < count(); ++i) {
        if (!amountsOnly && readEventToComeByAgent(i))
            continue;
        if (m_ev[i].used || m_ev[i].first != m_ev[i].last)
            continue;
        const int t = m_ev[i].first;
        const QString &word = m_read.tokens.at(t).lower;
        if (!word.endsWith(QLatin1String("ed")) || !LexicalResources::instance().isInflectedVerb(word))
            continue;
        // The column: named by the word itself, or by the attribute it is a verb of ("shipped").
        std::optional<Expr> date;
        if (const LexEntry *c = pickColumn(i))
            date = Expr::col(c->table, c->column);
        else if (m_ev[i].hasTag(QStringLiteral("attr:")))
            date = measureOf(i);
        // "discounted order lines", "lines that were discounted": the participle of an amount
        // column's own word (Discount) says the amount is more than nothing (the discounts were
        // added up and shown as a count, at 0.9).
        // (Not a participle that ranks or grades: "top-priced", "highest priced", "well stocked".)
        const QString before = t > 0 ? m_read.tokens.at(t - 1).lower : QString();
        const bool graded = (t > 0 && m_read.tokens.at(t).start > 0 && m_read.text.at(m_read.tokens.at(t).start - 1) == QLatin1Char('-'))
            || std::any_of(m_ev.cbegin(), m_ev.cend(), [t](const Evidence &e) {
                   return e.last == t - 1 && (e.hasTag(QStringLiteral("sup:")) || e.hasTag(QStringLiteral("attr:")));
               })
            || vocabulary.isGrammarWord("amount_order_words", before) || before == QLatin1String("well") || before == QLatin1String("over")
            || before == QLatin1String("under") || before.endsWith(QLatin1String("ly"));   // ("moderately priced")
        const bool amount = !graded && date && date->kind == Expr::Kind::Column && m_lex.kindOf(date->table, date->column) == ColumnKind::Number
            && [&] {
                   const QStringList words = text::words(text::splitIdentifier(date->column));
                   return !words.isEmpty() && words.last().toLower() == LexicalResources::instance().verbBase(word);
               }();
        if (!date || date->kind != Expr::Kind::Column || (amountsOnly && !amount)
            || (!amount && (m_lex.kindOf(date->table, date->column) != ColumnKind::Date || !m_lex.isNullable(date->table, date->column))))
            continue;
        const Expr *c = &*date;
        const bool beforeRows = i + 1 < count() && adjacent(i, i + 1) && namesTable(i + 1, c->table);
        // "orders that have been shipped", "how many orders shipped?"
        // ("orders still to be shipped by Speedy Express": an event to come may name its agent
        // after it; read as a function word, every order of that shipper was counted at 0.9.)
        const bool infinitive = t >= 2 && m_read.tokens.at(t - 1).lower == QLatin1String("be") && m_read.tokens.at(t - 2).lower == QLatin1String("to");
        const QString next = t + 1 < m_read.tokens.size() ? m_read.tokens.at(t + 1).lower : QString();
        const bool agentAfter = infinitive && (next == QLatin1String("by") || next == QLatin1String("via"));
        const bool afterBe = t > 0 && vocabulary.isGrammarWord("be_forms", m_read.tokens.at(t - 1).lower) && (clauseEnds(t) || agentAfter);
        const bool afterRows = i > 0 && adjacent(i - 1, i) && namesTable(i - 1, c->table) && clauseEnds(t);
        const bool negated = std::any_of(m_ev.cbegin(), m_ev.cend(), [t](const Evidence &e) {
            return e.hasTag(QStringLiteral("neg")) && e.last < t && e.last >= t - 3;
        });
        if (!(beforeRows || afterBe || afterRows) || negated)
            continue;
        // "orders yet to be shipped", "still to be shipped": the infinitive after "be" says the
        // event is to come, so it has not happened (read as shipped, every shipped order came
        // back at 0.9).
        const bool toCome = afterBe && eventToComeAt(t);
        if (infinitive && !toCome)
            continue;   // "supposed to be shipped": neither done nor said to be still to come
        Condition happened;
        happened.kind = Condition::Kind::IsNull;
        happened.lhs = Expr::col(c->table, c->column);
        happened.negated = toCome;   // IS NOT NULL, or IS NULL for an event to come
        if (amount) {
            happened = Condition{};
            happened.lhs = Expr::col(c->table, c->column);
            happened.op = toCome ? QStringLiteral("=") : QStringLiteral(">");
            happened.rhs = Expr::num(0);
        }
        addCondition(happened);
        if (toCome && t >= 3 && vocabulary.isGrammarWord("to_come_words", m_read.tokens.at(t - 3).lower))
            m_explainedTokens << t - 3;
        use(i, amount ? QStringLiteral("%1.%2 %3 0").arg(c->table, c->column, toCome ? QStringLiteral("=") : QStringLiteral("above"))
                      : QStringLiteral("%1.%2 is %3").arg(c->table, c->column, toCome ? QStringLiteral("empty (to come)") : QStringLiteral("set")));
        for (int u = t + 1; u < m_read.tokens.size() && vocabulary.isGrammarWord("state_closers", m_read.tokens.at(u).lower); ++u)
            m_explainedTokens << u;
    }
}

bool InterpretationBuilder::readEventToComeByAgent(int i)
{
    // "orders yet to be shipped via United Package": the participle and its preposition name the
    // column of the agent (ShipVia), so they were read as that value's column, and "to be" was
    // lost: every order of the shipper was counted at 0.9. The infinitive still says the event is
    // to come: the participle's own date column (ShippedDate, of the same rows) is empty.
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const int t = m_ev[i].first;
    if (m_ev[i].last != t + 1 || !eventToComeAt(t))
        return false;
    const QString &word = m_read.tokens.at(t).lower;
    const QString &agentWord = m_read.tokens.at(t + 1).lower;
    if (!word.endsWith(QLatin1String("ed")) || !LexicalResources::instance().isInflectedVerb(word)
        || (agentWord != QLatin1String("by") && agentWord != QLatin1String("via")))
        return false;
    const LexEntry *agent = pickColumn(i);
    if (!agent)
        return false;
    // The date: a nullable date column of the agent's rows that the participle names, itself or
    // through the attribute it is a verb of ("shipped" -> ship -> ShippedDate).
    QStringList fragments;
    for (const QString &tag : vocabulary.phrases().value(stemPhrase(word)))
        if (tag.startsWith(QLatin1String("attr:")))
            fragments << vocabulary.attributeColumns(tag.section(QLatin1Char(':'), 1, 1));
    const sql::Table *rows = m_lex.schema().table(agent->table);
    QString date;
    for (const sql::Column &c : rows ? rows->columns : QList<sql::Column>{}) {
        if (m_lex.kindOf(rows->name, c.name) != ColumnKind::Date || !m_lex.isNullable(rows->name, c.name)
            || !std::any_of(fragments.cbegin(), fragments.cend(), [this, rows, &c](const QString &f) { return m_lex.columnSays(rows->name, c.name, f); }))
            continue;
        if (!date.isEmpty())
            return false;   // two dates the participle could be: neither is certain
        date = c.name;
    }
    if (date.isEmpty())
        return false;
    Condition toCome;
    toCome.kind = Condition::Kind::IsNull;
    toCome.lhs = Expr::col(agent->table, date);
    toCome.negated = true;   // (a negated IsNull is "is empty")
    addCondition(toCome);
    m_explainedTokens << t - 2 << t - 1;
    if (t >= 3 && vocabulary.isGrammarWord("to_come_words", m_read.tokens.at(t - 3).lower))
        m_explainedTokens << t - 3;
    m_out.coverage << QStringLiteral("to be %1 -> %2.%3 is empty (to come)").arg(word, agent->table, date);
    return true;
}

} // namespace rac::semantic
