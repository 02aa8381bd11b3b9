// SPDX-License-Identifier: MIT
//
// A figure per period summed with every period before it: "the running total of revenue by
// month in 1997", "cumulative number of customers per year". The groups are a part of the date;
// the figure becomes SUM(figure) OVER the periods in time order (within each other group, if
// any). Only sums and counts add up this way: a "cumulative average" is another computation, so
// the word stays unread and the question is declined.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/Vocabulary.h"

#include "common/TextUtil.h"

#include <QRegularExpression>

namespace rac::semantic {

namespace {

// A count of different rows adds up over periods only when each row falls in one period: its
// own table holds the date ("orders per year"); customers per year meet again in later years.
bool addsUp(const Expr &figure, const Expr &period)
{
    const Expr *dated = &period;
    while (!dated->args.empty() && dated->kind != Expr::Kind::Column)
        dated = &dated->args.front();
    if (figure.kind == Expr::Kind::Aggregate && figure.text == QLatin1String("COUNT") && figure.distinct) {
        const Expr &counted = figure.args.empty() ? figure : figure.args.front();
        return counted.kind == Expr::Kind::Column && dated->kind == Expr::Kind::Column && counted.table == dated->table;
    }
    if (figure.kind == Expr::Kind::Aggregate)
        return figure.text == QLatin1String("SUM") || figure.text == QLatin1String("COUNT");
    // A measure of the model: a sum or a count, not an average, extreme or ratio of them.
    if (figure.kind == Expr::Kind::Template) {
        // (A count of different rows in a measure cannot be told apart here: not summed.)
        static const QRegularExpression sum(QStringLiteral("\\b(SUM|COUNT)\\s*\\("), QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression other(QStringLiteral("\\b(AVG|MIN|MAX)\\s*\\(|/|\\bDISTINCT\\b"), QRegularExpression::CaseInsensitiveOption);
        return figure.text.contains(sum) && !figure.text.contains(other);
    }
    return false;
}

} // namespace

bool InterpretationBuilder::isRunningKey(const QString &key) const
{
    // "RunningTotal", "cumulative_revenue", "CumulativeOrders": a word or two of the key.
    const QStringList words = text::words(text::splitIdentifier(key));
    const auto running = [](const QString &phrase) {
        return Vocabulary::builtIn().phrases().value(stemPhrase(phrase.toLower())).contains(QStringLiteral("running"));
    };
    for (int i = 0; i < words.size(); ++i)
        if (running(words.at(i)) || (i + 1 < words.size() && running(words.at(i) + QLatin1Char(' ') + words.at(i + 1))))
            return true;
    return false;
}

bool InterpretationBuilder::asksRunningTotal() const
{
    for (int i = 0; i < count(); ++i)
        if (m_ev[i].hasTag(QStringLiteral("running")))
            return true;
    return false;
}

bool InterpretationBuilder::readRunningTotal()
{
    // "running total" also says the figure is a sum, and may have been read as that already.
    int runningWord = -1;
    for (int i = 0; i < count() && runningWord < 0; ++i)
        if (m_ev[i].hasTag(QStringLiteral("running")))
            runningWord = i;
    if (runningWord < 0)
        return false;
    const auto unread = [this, runningWord] {
        // Read as a plain sum, the running word would be lost without a word: say so.
        if (m_ev[runningWord].used) {
            m_out.figureUnread = true;
            m_out.notUnderstood << QStringLiteral("a running total with no periods in time order to run over");
        }
        return false;
    };
    if (m_q.select.empty() || m_q.rankWithin || m_q.limit > 0)
        return unread();
    const bool keyAsks = m_hint.hasFields() && isRunningKey(m_hint.fields.last().key);
    const auto period = std::find_if(m_q.groupBy.cbegin(), m_q.groupBy.cend(), isTimelinePeriod);
    if (period == m_q.groupBy.cend())
        return unread();
    // The figure: the field the running total fills, or the one computed.
    const size_t at = m_q.select.size() - 1;
    const Expr figure = m_q.select.at(at).expr;
    if (!addsUp(figure, *period))
        return unread();
    Expr running;
    running.kind = Expr::Kind::RunningTotal;
    running.args = {figure, *period};
    for (const Expr &g : m_q.groupBy)
        if (!sameFigure(g, *period))
            running.args.push_back(g);
    // A field for the running total of its own replaces the figure there, and so does an answer
    // whose shape is given without one (its figure is the running total); with no shape given,
    // both are shown.
    const QString alias = m_q.select.at(at).alias + QStringLiteral("_running_total");
    const bool shapeGiven = !freeForm();
    if ((keyAsks || shapeGiven) && m_q.select.size() >= 1)
        m_q.select.at(at) = {running, alias};
    else
        m_q.select.push_back({running, alias});
    if (!m_ev[runningWord].used)
        use(runningWord, QStringLiteral("summed over every period up to each one"));
    // The rows come in time order, the order the running total is summed in.
    if (m_q.orderBy.empty())
        m_q.orderBy.push_back({*period, false});
    m_out.figureDerived = true;
    m_out.notes << QStringLiteral("each period's figure plus every period before it, in time order");
    return true;
}

} // namespace rac::semantic
