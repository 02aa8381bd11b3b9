// SPDX-License-Identifier: MIT
//
// Figures derived from the query the other passes built: a measure compared
// over two periods ("revenue growth from Q1 1997 to Q1 1998", "how much more
// revenue in 1997 than in 1998"), a part's share of a whole ("what % of 1997
// revenue came from Beverages", "each category's share of revenue") and a
// fraction written as a percentage ("average discount as a percentage").
// Each wraps the finished query in scalar subqueries; a shape it cannot
// derive is reported as not understood, never answered as the plain total.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/SemanticModel.h"
#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {
namespace {

Expr scalar(Query q)
{
    Expr e;
    e.kind = Expr::Kind::Subquery;
    e.sub = std::make_shared<Query>(std::move(q));
    return e;
}

// A condition a date phrase put on the query ("in 1997"): it bounds the whole as well as the part.
bool isPeriodCondition(const Condition &c)
{
    return c.kind == Condition::Kind::Compare && c.lhs.kind == Expr::Kind::DateOf;
}

} // namespace

bool InterpretationBuilder::readSpanOfTwoPeriods(int first, int second)
{
    const planning::DateRange &a = m_ev[first].range, &b = m_ev[second].range;
    if (!(a.end < b.start))
        return false;
    // "growth from Q1 1997 to Q1 1998" compares the two periods.
    for (int k = 0; k < count(); ++k)
        if (m_ev[k].hasTag(QStringLiteral("change:")) && !m_ev[k].used)
            return false;
    const QList<Token> &tokens = m_read.tokens;
    const auto lowerAt = [&tokens](int t) { return t >= 0 && t < tokens.size() ? tokens.at(t).lower : QString(); };
    // The word that opens the span, before the first period or before "the year(s)" in front of it.
    int opener = m_ev[first].first - 1;
    int partEv = -1;
    if (first > 0 && m_ev[first - 1].hasTag(QStringLiteral("part:year")) && m_ev[first - 1].last + 1 == m_ev[first].first) {
        partEv = first - 1;
        opener = m_ev[partEv].first - 1;
    }
    if (lowerAt(opener) == QLatin1String("the"))
        --opener;
    const QString open = lowerAt(opener);
    int betweenEv = -1;
    for (int k = 0; k < count(); ++k)
        if (m_ev[k].first <= opener && opener <= m_ev[k].last && m_ev[k].tag(QStringLiteral("cmp:")) == QLatin1String("cmp:between"))
            betweenEv = k;
    if (open != QLatin1String("from") && (betweenEv < 0 || partEv < 0))
        return false;   // a plain "between 1996 and 1997" is read as a comparison
    // One joining word between the two: "to", "through", "until", "and" (after "between").
    if (m_ev[second].first != m_ev[first].last + 2)
        return false;
    const QString join = lowerAt(m_ev[first].last + 1);
    if (!(betweenEv >= 0 ? join == QLatin1String("and") : Vocabulary::builtIn().isGrammarWord("span_joins", join)))
        return false;
    planning::DateRange span = a;
    span.end = b.end;
    for (const Condition &c : periodConditions(dateColumnFor(first), span))
        addCondition(c);
    use(first, a.label);
    use(second, b.label);
    if (betweenEv >= 0)
        use(betweenEv, QStringLiteral("between"));
    if (partEv >= 0)
        use(partEv, QStringLiteral("the years"));
    for (int k = first + 1; k < second; ++k)
        use(k, QStringLiteral("to"));
    m_explainedTokens << m_ev[first].last + 1;
    m_out.notes << QStringLiteral("from %1 to %2: one span").arg(a.label, b.label);
    return true;
}

bool InterpretationBuilder::eachPeriodAsked(int first, int second) const
{
    // "How many orders in 1996 and how many in 1997?": the asking words said again before the
    // second period ask for its own figure.
    static const QStringList askedAgain{QStringLiteral("how many"), QStringLiteral("how much"), QStringLiteral("what")};
    for (int t = m_ev[first].last + 1; t + 1 < m_ev[second].first; ++t)
        if (m_read.tokens.at(t).lower == QLatin1String("and")) {
            const QString next = m_read.tokens.at(t + 1).lower;
            const QString two = t + 2 < m_read.tokens.size() ? next + QLatin1Char(' ') + m_read.tokens.at(t + 2).lower : next;
            if (askedAgain.contains(two) || askedAgain.contains(next))
                return true;
        }
    // "... in 1996 and 1997, respectively" / "for each of 1996 and 1997" / "separately".
    for (int t = 0; t < m_read.tokens.size(); ++t) {
        const QString &w = m_read.tokens.at(t).lower;
        if (w == QLatin1String("respectively") || w == QLatin1String("separately")
            || (w == QLatin1String("each") && m_read.tokens.value(t + 1).lower == QLatin1String("of") && t + 2 <= m_ev[first].first))
            return true;
    }
    // {Orders1996, Orders1997}: one field of the answer for each period, each naming its year.
    const planning::DateRange &a = m_ev[first].range, &b = m_ev[second].range;
    if (!m_hint.isObject() || m_hint.fields.size() != 2 || a.start.year() == b.start.year())
        return false;
    const QString fa = m_hint.fields.at(0).key, fb = m_hint.fields.at(1).key;
    const QString ya = QString::number(a.start.year()), yb = QString::number(b.start.year());
    return fa.contains(ya) && !fa.contains(yb) && fb.contains(yb) && !fb.contains(ya);
}

void InterpretationBuilder::readPeriodChange()
{
    // Two periods and a word that compares them; without such a word two periods would be read as
    // both at once (no row is in 1997 and in 1998), so they are left for readDates to report.
    QList<int> dates, repeated;
    for (int i = 0; i < count(); ++i) {
        const bool negated = negationBefore(i) >= 0;
        if (m_ev[i].kind != EvKind::Date || m_ev[i].used || negated)
            continue;
        // The same period said again ("in 1998 (1998 revenue to date)") is one period.
        const bool again = std::any_of(dates.cbegin(), dates.cend(), [&](int d) {
            return m_ev[d].range.start == m_ev[i].range.start && m_ev[d].range.end == m_ev[i].range.end;
        });
        (again ? repeated : dates) << i;
    }
    if (dates.size() != 2)
        return;
    // "between 1950 and 1959": one range, read by readComparisons; "from 1996 to 1997", "between
    // the years 1996 and 1997" here.
    if (readSpanOfTwoPeriods(dates[0], dates[1]))
        return;
    // "in 1996 or 1998": either period, read with the dates.
    for (int t = m_ev[dates[0]].last + 1; t < m_ev[dates[1]].first; ++t)
        if (m_read.tokens.at(t).lower == QLatin1String("or"))
            return;
    // "in both 1996 and 1998": rows with related rows in each, read with the dates.
    if (bothBefore(dates[0]) >= 0)
        return;
    for (int k = dates[0] - 1; k >= 0 && k >= dates[0] - 2; --k)
        if (m_ev[k].tag(QStringLiteral("cmp:")) == QLatin1String("cmp:between") && adjacent(k, dates[0]))
            return;
    const planning::DateRange &a = m_ev[dates[0]].range, &b = m_ev[dates[1]].range;
    if (!(a.end < b.start || b.end < a.start))
        return;   // overlapping periods ("in 1997, in March") narrow each other
    const Expr firstColumn = dateColumnFor(dates[0]), secondColumn = dateColumnFor(dates[1]);
    if (firstColumn.table != secondColumn.table || firstColumn.column != secondColumn.column)
        return;   // "ordered in 1997 and shipped in 1998": two conditions on two dates
    int changeWord = -1;
    QString kind;
    for (int i = 0; i < count() && changeWord < 0; ++i) {
        const QString change = m_ev[i].tag(QStringLiteral("change:"));
        if (!change.isEmpty() && !m_ev[i].used) {
            changeWord = i;
            kind = change.mid(7);
        }
    }
    // "more revenue in 1997 than in 1998": a comparative with "than" before the second period.
    if (changeWord < 0) {
        for (int t = 0; t + 1 < int(m_read.tokens.size()) && changeWord == -1; ++t) {
            const QString w = m_read.tokens.at(t).lower;
            if (w != QLatin1String("more") && w != QLatin1String("less") && w != QLatin1String("fewer"))
                continue;
            for (int u = t + 1; u < m_read.tokens.size() && u < m_ev[dates[1]].first && changeWord == -1; ++u) {
                if (m_read.tokens.at(u).lower == QLatin1String("than") && u > m_ev[dates[0]].last) {
                    kind = w == QLatin1String("more") ? QStringLiteral("difference") : QStringLiteral("shortfall");
                    for (int i = 0; i < count(); ++i)
                        if (m_ev[i].first <= t && t <= m_ev[i].last)
                            changeWord = i;
                    m_explainedTokens << t << u;
                    if (changeWord < 0)
                        changeWord = -2;   // the comparative is a plain word, not evidence
                }
            }
        }
    }
    const auto wholeYear = [](const planning::DateRange &r) {
        return r.start == QDate(r.start.year(), 1, 1) && r.end == QDate(r.start.year(), 12, 31);
    };
    // Only a figure asked for per year: rows of a table listed "in 1997 and 1998" may be the ones
    // in both, in either, or each year's, which the words do not say.
    bool figureAsked = false;
    for (int i = 0; i < count(); ++i)
        figureAsked |= m_ev[i].hasTag(QStringLiteral("agg:")) || m_ev[i].entry(LexEntry::Kind::Measure) != nullptr
            || (columnOf(i) && m_lex.kindOf(columnOf(i)->table, columnOf(i)->column) == ColumnKind::Number);
    // (Two figures: a row of two answer fields, or no form asked; one number is not both.)
    if (changeWord == -1 && (m_hint.isObject() || freeForm()) && eachPeriodAsked(dates[0], dates[1])) {
        changeWord = -2;
        kind = QStringLiteral("each");
    }
    if (changeWord == -1 && (m_hint.isList() || freeForm()) && wholeYear(a) && wholeYear(b) && figureAsked) {
        // "revenue in 1997 and 1998" asked for as rows: one row per year, those two years only.
        Condition either;
        either.kind = Condition::Kind::Any;
        for (const planning::DateRange &r : {a, b}) {
            Condition inYear;
            inYear.lhs = Expr::unary(Expr::Kind::YearOf, firstColumn);
            inYear.op = QStringLiteral("=");
            inYear.rhs = Expr::num(r.start.year());
            either.any.push_back(inYear);
        }
        addCondition(either);
        const bool groupedByYear = std::any_of(m_groupTargets.cbegin(), m_groupTargets.cend(),
                                               [](const Expr &g) { return g.kind == Expr::Kind::YearOf; });
        if (!groupedByYear)
            m_groupTargets.push_back(datePart(QStringLiteral("year"), firstColumn));
        use(dates[0], QStringLiteral("the year %1").arg(a.start.year()));
        use(dates[1], QStringLiteral("the year %1").arg(b.start.year()));
        for (int r : repeated)
            use(r, QStringLiteral("the same period again"));
        m_out.notes << QStringLiteral("one row for each of %1 and %2").arg(a.start.year()).arg(b.start.year());
        return;
    }
    if (changeWord == -1) {
        // No row lies in both; the question wants a sum, each period or a change, and does not say.
        m_out.notUnderstood << QStringLiteral("two periods (%1 and %2): their sum, each one, or the change between them")
                                   .arg(m_read.spanText(m_ev[dates[0]].first, m_ev[dates[0]].last),
                                        m_read.spanText(m_ev[dates[1]].first, m_ev[dates[1]].last));
        return;
    }
    // "how many fewer orders": the phrase also asks for the count, which the aggregate pass reads.
    if (changeWord >= 0 && !m_ev[changeWord].hasTag(QStringLiteral("agg:")))
        use(changeWord, kind);
    m_periodChange = kind;
    // Growth runs from the earlier period to the later; a difference is the first named minus the
    // second ("how much more in 1997 than in 1998"), a shortfall the second minus the first.
    const bool chronological = a.start < b.start;
    const bool swap = (kind == QLatin1String("growth") && !chronological) || kind == QLatin1String("shortfall");
    // (Each period's figure is shown in the order the question names them.)
    const int from = swap ? dates[1] : dates[0];
    const int to = from == dates[0] ? dates[1] : dates[0];
    m_periods = {m_ev[from].range, m_ev[to].range};
    m_periodColumn = dateColumnFor(from);
    use(from, QStringLiteral("first period %1").arg(m_ev[from].range.isoSpan()));
    use(to, QStringLiteral("second period %1").arg(m_ev[to].range.isoSpan()));
    for (int r : repeated)
        use(r, QStringLiteral("the same period again"));
    // "from Q1 1997 to ...", "between 1997 and 1998": the words that join the periods.
    for (int d : dates)
        if (d > 0 && !m_ev[d - 1].used && adjacent(d - 1, d) && m_ev[d - 1].hasTag(QStringLiteral("cmp:")))
            use(d - 1, QStringLiteral("period"));
    // "growth %", "growth ... in percent": the unit of the growth.
    for (int i = 0; i < count(); ++i)
        if (!m_ev[i].used && kind == QLatin1String("growth")
            && ((m_ev[i].hasTag(QStringLiteral("share")) && std::abs(i - changeWord) <= 2) || m_ev[i].hasTag(QStringLiteral("pctout"))))
            use(i, QStringLiteral("percent"));
}

bool InterpretationBuilder::shareInPercent(int shareWord) const
{
    // "what fraction of order lines": a share of one (0.39); "what percentage": of a hundred.
    // A percent sign or word anywhere ("the ratio, in %") asks for percent after all.
    return !m_ev[shareWord].hasTag(QStringLiteral("fraction")) || std::any_of(m_ev.cbegin(), m_ev.cend(), [](const Evidence &e) {
               return (e.hasTag(QStringLiteral("share")) && !e.hasTag(QStringLiteral("fraction"))) || e.hasTag(QStringLiteral("pctout"));
           });
}

void InterpretationBuilder::useShareWords()
{
    // "in percent", "as a percentage", "account for", "represent": said with the share. (Called
    // once the share is read.)
    for (int i = 0; i < count(); ++i) {
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("pctout")))
            use(i, QStringLiteral("percent"));
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("shareverb")))
            use(i, QStringLiteral("is the share"));
        // "the % of revenue (..., as a percentage of all revenue)": the share said again.
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("share")) && !m_ev[i].entry(LexEntry::Kind::Column))
            use(i, QStringLiteral("the share, said again"));
    }
}

void InterpretationBuilder::readShareOfColumn()
{
    // "what percentage of all 1998 freight did each shipper carry", "each shipper's share of
    // freight": a share of an amount that adds up is of its total; the share itself is derived
    // once the total is built.
    if (m_aggregate)
        return;
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used || !m_ev[i].hasTag(QStringLiteral("share")))
            continue;
        for (int j = i + 1; j < count() && j <= i + 3; ++j) {
            if (m_ev[j].used)
                continue;
            const LexEntry *c = columnOf(j);
            if (!c || tableEv(j) || m_lex.kindOf(c->table, c->column) != ColumnKind::Number || !isAdditiveColumn(c->column))
                continue;
            // Only dates and "all", "total" words between: "of all 1998 freight".
            bool between = true;
            for (int k = i + 1; k < j; ++k)
                between &= m_ev[k].kind == EvKind::Date || m_ev[k].tag(QStringLiteral("agg:")) == QLatin1String("agg:sum");
            if (!between)
                break;
            m_aggregate = Expr::agg(QStringLiteral("SUM"), {Expr::col(c->table, c->column)});
            m_aggregateLabel = c->column;
            use(j, QStringLiteral("the total of %1, of which a share is asked").arg(c->column));
            return;
        }
    }
}

void InterpretationBuilder::readShareWithinGroups(int shareWord)
{
    const int measureAt = int(m_q.select.size()) - 1;
    const Expr measure = m_q.select.at(size_t(measureAt)).expr;
    if (measure.kind != Expr::Kind::Aggregate || measure.args.size() != 1
        || (measure.text != QLatin1String("COUNT") && measure.text != QLatin1String("SUM"))) {
        m_out.figureUnread = true;
        m_out.notUnderstood << QStringLiteral("\"%1\": a share within each group of this figure")
                                   .arg(m_read.spanText(m_ev[shareWord].first, m_ev[shareWord].last));
        return;
    }
    // The part keeps a row's value where the conditions hold; the whole counts every row of the
    // group. A period bounds both ("in 1997").
    auto kept = std::make_shared<Query>();
    std::vector<Condition> period;
    for (const Condition &c : m_q.where)
        (isPeriodCondition(c) ? period : kept->where).push_back(c);
    // "what percentage of products from German suppliers are discontinued": which conditions
    // narrow the whole and which make the part is not said.
    if (kept->where.size() > 1) {
        m_out.figureUnread = true;
        m_out.notUnderstood << QStringLiteral("\"%1\": which of the conditions make the part and which the whole")
                                   .arg(m_read.spanText(m_ev[shareWord].first, m_ev[shareWord].last));
        return;
    }
    Expr when;
    when.kind = Expr::Kind::CaseWhen;
    when.args = {measure.args.front()};
    when.sub = kept;
    const Expr part = Expr::agg(measure.text, {when}, measure.distinct);
    const bool percent = shareInPercent(shareWord);
    m_q.where = period;
    const Expr rate = Expr::arith(QStringLiteral("/"), Expr::arith(QStringLiteral("*"), part, Expr::num(percent ? 100 : 1)), measure);
    // An order by the group's count ranks by the rate now shown.
    for (OrderItem &o : m_q.orderBy)
        if (sameFigure(o.expr, measure))
            o.expr = rate;
    m_out.figureDerived = true;
    m_q.select.at(size_t(measureAt)) = {rate, m_q.select.at(size_t(measureAt)).alias + (percent ? QStringLiteral("_share_pct") : QStringLiteral("_share"))};
    use(shareWord, percent ? QStringLiteral("share within each group, in percent") : QStringLiteral("share within each group, as a fraction"));
    m_out.notes << QStringLiteral("the share is of each group's own rows");
    useShareWords();
}

void InterpretationBuilder::deriveFigures()
{
    if (m_periodChange.isEmpty() && (readRunningTotal() || readChangeFromPrevious()))
        return;
    // "the freight in 1997 and 1998, respectively": each period's rows, their amount added up.
    // (Only an amount that adds up: a price "in 1997 and 1998" is no total of the year's rows.)
    if (m_periodChange == QLatin1String("each") && m_q.select.size() == 1 && m_q.groupBy.empty() && !m_rankBy
        && m_q.select.front().expr.kind == Expr::Kind::Column
        && m_lex.kindOf(m_q.select.front().expr.table, m_q.select.front().expr.column) == ColumnKind::Number
        && isAdditiveColumn(m_q.select.front().expr.column) && !m_lex.isFraction(m_q.select.front().expr.table, m_q.select.front().expr.column)
        && m_q.select.front().expr.table == m_periodColumn.table) {
        m_q.select.front().expr = Expr::agg(QStringLiteral("SUM"), {m_q.select.front().expr});
        m_q.orderBy.clear();
        m_out.notes << QStringLiteral("%1 is added up over each period's rows").arg(m_q.select.front().alias);
    }
    const bool oneFigure = m_q.select.size() == 1 && m_q.groupBy.empty() && m_q.select.front().expr.isAggregate() && !m_rankBy;
    if (!m_periodChange.isEmpty()) {
        if (!oneFigure) {
            m_out.figureUnread = true;
            m_out.notUnderstood << QStringLiteral("a comparison of two periods for anything but one total");
            return;
        }
        Query first = m_q, second = m_q;
        for (Condition &c : periodConditions(m_periodColumn, m_periods.first))
            first.where.push_back(c);
        for (Condition &c : periodConditions(m_periodColumn, m_periods.second))
            second.where.push_back(c);
        const QString label = m_q.select.front().alias;
        Query outer;
        if (m_periodChange == QLatin1String("each")) {
            // Each period's own figure, side by side.
            const auto named = [](const planning::DateRange &r) {
                const bool wholeYear = r.start == QDate(r.start.year(), 1, 1) && r.end == QDate(r.start.year(), 12, 31);
                return wholeYear ? QString::number(r.start.year()) : r.isoSpan();
            };
            // Each answer field takes the period whose year it names ({Orders1997, Orders1996});
            // fields that name none are not known to be these figures.
            QString firstField = label + QLatin1Char('_') + named(m_periods.first);
            QString secondField = label + QLatin1Char('_') + named(m_periods.second);
            if (m_hint.isObject()) {
                const QString ya = QString::number(m_periods.first.start.year()), yb = QString::number(m_periods.second.start.year());
                int a = -1, b = -1;
                for (int f = 0; f < m_hint.fields.size(); ++f) {
                    const QString &key = m_hint.fields.at(f).key;
                    if (key.contains(ya) && !key.contains(yb))
                        a = f;
                    else if (key.contains(yb) && !key.contains(ya))
                        b = f;
                }
                if (m_hint.fields.size() != 2 || a < 0 || b < 0 || ya == yb) {
                    m_out.notUnderstood << QStringLiteral("which answer field holds the figure of %1 and which that of %2")
                                               .arg(m_periods.first.isoSpan(), m_periods.second.isoSpan());
                    return;
                }
                firstField = m_hint.fields.at(a).key;
                secondField = m_hint.fields.at(b).key;
            }
            outer.select.push_back({scalar(first), firstField});
            outer.select.push_back({scalar(second), secondField});
            // (Shown in the order of the fields asked.)
            if (firstField == m_hint.fields.value(1).key)
                std::swap(outer.select.at(0), outer.select.at(1));
            m_out.notes << QStringLiteral("the figure for %1 and for %2, each").arg(m_periods.first.isoSpan(), m_periods.second.isoSpan());
            m_q = outer;
            return;
        }
        if (m_periodChange == QLatin1String("growth")) {
            // (second - first) / first, in percent.
            const Expr change = Expr::arith(QStringLiteral("-"), scalar(second), scalar(first));
            outer.select.push_back({Expr::arith(QStringLiteral("/"), Expr::arith(QStringLiteral("*"), change, Expr::num(100)), scalar(first)),
                                    label + QStringLiteral("_growth_pct")});
            m_out.notes << QStringLiteral("growth in percent from %1 to %2").arg(m_periods.first.isoSpan(), m_periods.second.isoSpan());
        } else {
            outer.select.push_back({Expr::arith(QStringLiteral("-"), scalar(first), scalar(second)), label + QStringLiteral("_difference")});
            m_out.notes << QStringLiteral("%1 minus %2").arg(m_periods.first.isoSpan(), m_periods.second.isoSpan());
        }
        m_q = outer;
        m_out.figureDerived = true;
        return;
    }
    int shareWord = -1;
    for (int i = 0; i < count() && shareWord < 0; ++i)
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("share")) && !m_ev[i].hasTag(QStringLiteral("shareverb"))
            && !m_ev[i].entry(LexEntry::Kind::Column))
            shareWord = i;
    // "How many categories are represented among discontinued products?": a verb of being part
    // of a whole, with no share word, counts the rows it names (it gave 63, a percent, at 0.9).
    const bool counted = m_q.select.size() == 1 && m_q.select.front().expr.kind == Expr::Kind::Aggregate
        && m_q.select.front().expr.text == QLatin1String("COUNT");
    // (A verb only: "representatives" shares the stem of "represented" and is no verb; all the
    // employees were counted for "How many employees are representatives?", at 0.9.)
    const auto verbSaid = [this](int i) {
        const QString &w = m_read.tokens.at(m_ev[i].first).lower;
        return LexicalResources::instance().isInflectedVerb(w) || LexicalResources::instance().isVerbBase(w);
    };
    for (int i = 0; i < count() && shareWord < 0; ++i)
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("shareverb")) && counted && verbSaid(i))
            use(i, QStringLiteral("are among the rows counted"));
    // "Which suppliers contribute the most to sales?", "the countries that account for the
    // highest quantity": with no share word, a ranking's verb says which rows give the figure
    // ranked by ("generate"), not a share of a whole.
    for (int i = 0; i < count() && shareWord < 0; ++i)
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("shareverb")) && m_rankBy && m_rankBy->isAggregate())
            use(i, QStringLiteral("gives the figure ranked by"));
    // "reviewers who have contributed three or more ratings": a number of rows right after the
    // verb, counted by the readings of counts, is what the rows gave; no share of a whole.
    for (int i = 0; i + 1 < count() && shareWord < 0; ++i) {
        if (m_ev[i].used || !m_ev[i].hasTag(QStringLiteral("shareverb")) || !adjacent(i, i + 1))
            continue;
        int k = i + 1;
        while (k < count() && k <= i + 3 && (m_ev[k].hasTag(QStringLiteral("cmp:")) || m_ev[k].kind == EvKind::Number) && m_ev[k].used)
            ++k;
        if (k > i + 1 && k < count() && tableEv(k) && m_ev[k].used) {
            use(i, QStringLiteral("gave the rows counted"));
            m_out.ambiguous = true;   // (a verb read as the link the keys make: never certain)
        }
    }
    for (int i = 0; i < count() && shareWord < 0; ++i)
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("share")) && !m_ev[i].entry(LexEntry::Kind::Column))
            shareWord = i;
    if (shareWord >= 0 && !m_q.select.empty()) {
        // The whole keeps the period ("of 1997 revenue"); the part adds the other conditions.
        Query whole;
        whole.baseTable = m_q.baseTable;
        whole.ownTables = true;
        const bool grouped = !m_q.groupBy.empty();
        // Per group, the whole is every row the question selects ("each category's share of
        // revenue from Germany"); as one figure, the part is what the non-period condition adds.
        int partConditions = 0;
        for (const Condition &c : m_q.where) {
            if (grouped || isPeriodCondition(c))
                whole.where.push_back(c);
            else
                ++partConditions;
        }
        const bool conditioned = std::any_of(m_q.where.cbegin(), m_q.where.cend(), [](const Condition &c) { return !isPeriodCondition(c); });
        if (grouped && m_shareOfRows && conditioned) {
            // "for each category, what percentage of products are discontinued": the rows the
            // share word names are counted in each group, those the conditions keep over all.
            readShareWithinGroups(shareWord);
            return;
        }
        if (grouped && conditioned) {
            // "each category's share of revenue from Germany" may also be the German part of each
            // category's own revenue; the whole over every group is the reading kept, not a sure one.
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("each group's share of the rows all the conditions keep, not of the group's own rows");
        }
        if (!grouped && partConditions > 1) {
            m_out.figureUnread = true;
            m_out.notUnderstood << QStringLiteral("\"%1\": which of the conditions make the part and which the whole")
                                       .arg(m_read.spanText(m_ev[shareWord].first, m_ev[shareWord].last));
            return;
        }
        const int measureAt = grouped ? int(m_q.select.size()) - 1 : 0;
        const Expr measure = m_q.select.at(size_t(measureAt)).expr;
        // A count of distinct rows is a share too: the part's rows are some of the whole's.
        const QString templateHead = measure.text.trimmed().left(6).toUpper();
        const bool additive = measure.kind == Expr::Kind::Aggregate ? measure.text == QLatin1String("SUM") || measure.text == QLatin1String("COUNT")
                                                                    : measure.kind == Expr::Kind::Template && measure.isAggregate()
                && (templateHead.startsWith(QLatin1String("SUM(")) || templateHead == QLatin1String("COUNT("));
        const bool partNamed = grouped || partConditions == 1;
        // "Top 5 customers by revenue, with each one's percentage of total revenue": ranked by the
        // figure whose share is shown, the order is the share's; the whole stays every row.
        const bool rankedByTheMeasure = grouped && m_rankBy && sameFigure(*m_rankBy, measure);
        if (!measure.isAggregate() || !additive || !partNamed || (m_rankBy && !rankedByTheMeasure)) {
            m_out.figureUnread = true;
            m_out.notUnderstood << QStringLiteral("\"%1\": a share of what whole").arg(m_read.spanText(m_ev[shareWord].first, m_ev[shareWord].last));
            return;
        }
        whole.select.push_back({measure, QString()});
        const bool percent = shareInPercent(shareWord);
        const Expr scale = Expr::num(percent ? 100 : 1);
        const Expr share = Expr::arith(QStringLiteral("/"), Expr::arith(QStringLiteral("*"), measure, scale), scalar(whole));
        const QString label = m_q.select.at(size_t(measureAt)).alias + (percent ? QStringLiteral("_share_pct") : QStringLiteral("_share"));
        if (grouped) {
            m_q.select.at(size_t(measureAt)) = {share, label};
        } else {
            // One figure: the part over the whole, each computed on its own.
            Query part = m_q;
            Query outer;
            outer.select.push_back({Expr::arith(QStringLiteral("/"), Expr::arith(QStringLiteral("*"), scalar(part), scale), scalar(whole)), label});
            m_q = outer;
        }
        m_out.figureDerived = true;
        use(shareWord, percent ? QStringLiteral("share of the whole, in percent") : QStringLiteral("share of the whole, as a fraction"));
        m_out.notes << (percent ? QStringLiteral("the share is in percent of the same measure without the part's conditions")
                                : QStringLiteral("the share is a fraction of the same measure without the part's conditions"));
        useShareWords();
        return;
    }
    // "average discount as a percentage": a fraction column's figure times 100.
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used || !m_ev[i].hasTag(QStringLiteral("pctout")))
            continue;
        if (!oneFigure && m_q.groupBy.empty())
            return;
        // ("the discount depth as a percentage": a measure the documents define in percent is one.)
        const bool inPercent = m_model && std::any_of(m_ev.cbegin(), m_ev.cend(), [this](const Evidence &x) {
            const LexEntry *m = x.used ? x.entry(LexEntry::Kind::Measure) : nullptr;
            const Measure *measure = m ? m_model->measure(m->measureId) : nullptr;
            return measure && measure->isPercent;
        });
        if (inPercent) {
            use(i, QStringLiteral("in percent, as the measure is"));
            return;
        }
        SelectItem &item = m_q.select.back();
        const Expr &e = item.expr;
        // An average, least or greatest of one fraction column, as an aggregate or a model measure.
        QString op;
        const std::optional<Expr> over = aggregatedColumn(e, &op);
        const bool fraction = over && op != QLatin1String("SUM") && m_lex.isFraction(over->table, over->column);
        if (!fraction)
            return;   // a percentage of what stays unexplained
        item.expr = Expr::arith(QStringLiteral("*"), e, Expr::num(100));
        item.alias += QStringLiteral("_pct");
        m_out.figureDerived = true;
        use(i, QStringLiteral("times 100"));
        return;
    }
}

} // namespace rac::semantic
