// SPDX-License-Identifier: MIT
//
// A figure per period against the period before: "each year's freight and its growth over the
// previous year", "the change in revenue from the previous month", "month-over-month growth".
// The groups are a part of the date; the figure of the row before (LAG over the periods in time
// order) is subtracted, and with a word of growth or percent the difference is divided by it.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/Vocabulary.h"

#include "common/TextUtil.h"

namespace rac::semantic {

bool InterpretationBuilder::asksChangeFromPrevious() const
{
    // "previous year", "prior month", "preceding quarter", "year over year", "month-over-month".
    const QList<Token> &tokens = m_read.tokens;
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const auto part = [&tokens, &vocabulary](int t) {
        return t >= 0 && t < tokens.size() && vocabulary.isGrammarWord("period_nouns", tokens.at(t).lower);
    };
    for (int t = 0; t + 1 < tokens.size(); ++t) {
        const QString &w = tokens.at(t).lower;
        if (vocabulary.isGrammarWord("previous_period", w) && part(t + 1))
            return true;
        if (w == QLatin1String("over") && part(t - 1) && part(t + 1) && tokens.at(t - 1).lower == tokens.at(t + 1).lower)
            return true;
    }
    return false;
}

void InterpretationBuilder::readPeriodOverPeriod()
{
    // "year-over-year growth": the figure per year, each against the year before.
    for (int i = 0; i + 1 < count(); ++i) {
        const QString part = m_ev[i].tag(QStringLiteral("part:"));
        if (part.isEmpty() || m_ev[i].used || m_read.tokens.value(m_ev[i].last + 1).lower != QLatin1String("over"))
            continue;
        // "over" may be evidence of its own (a comparison word) between the two.
        const int overEv = m_ev[i + 1].first == m_ev[i].last + 1 ? i + 1 : -1;
        const int second = overEv >= 0 ? i + 2 : i + 1;
        if (second >= count() || m_ev[second].tag(QStringLiteral("part:")) != part || m_ev[second].used
            || m_ev[second].first != m_ev[i].last + 2)
            continue;
        const Expr group = datePart(part.mid(5), dateColumnFor(i));
        if (std::none_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [&group](const Expr &g) { return sameFigure(g, group); }))
            m_groupTargets.push_back(group);
        // The second one ("... over year") is the period before, read with the change itself:
        // without a change to show, it stays unexplained.
        use(i, QStringLiteral("group by %1").arg(part.mid(5)));
        use(overEv, QStringLiteral("over"));
    }
}

bool InterpretationBuilder::isChangeKey(const QString &key) const
{
    const QStringList words = text::words(text::splitIdentifier(key));
    return std::any_of(words.cbegin(), words.cend(), [](const QString &w) {
        const QStringList tags = Vocabulary::builtIn().phrases().value(stemPhrase(w.toLower()));
        return std::any_of(tags.cbegin(), tags.cend(), [](const QString &t) { return t.startsWith(QLatin1String("change:")); });
    });
}

bool InterpretationBuilder::readChangeFromPrevious()
{
    if (!asksChangeFromPrevious() || m_q.select.empty())
        return false;
    const auto period = std::find_if(m_q.groupBy.cbegin(), m_q.groupBy.cend(), isTimelinePeriod);
    if (period == m_q.groupBy.cend())
        return false;
    // The word that asks for the change ("growth", "change", "increase", "difference").
    int changeWord = -1;
    for (int i = 0; i < count() && changeWord < 0; ++i)
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("change:")))
            changeWord = i;
    const bool keyAsks = m_hint.hasFields() && isChangeKey(m_hint.fields.last().key);
    if (changeWord < 0 && !keyAsks)
        return false;
    // "the employee with the best month-over-month growth": a ranking of the changes is a
    // query over this one, not built here.
    if (m_q.rankWithin || m_q.limit > 0) {
        m_out.figureUnread = true;
        m_out.notUnderstood << QStringLiteral("a ranking of the changes from one period to the next");
        return true;
    }
    // The figure: the last one shown (the field the change replaces), or the one computed.
    const qsizetype at = qsizetype(m_q.select.size()) - 1;
    const Expr figure = keyAsks && m_q.select.size() >= 2 ? m_q.select.at(size_t(at)).expr : m_q.select.back().expr;
    if (!figure.isAggregate())
        return false;
    // Each other group's own periods ("per employee, month over month"): the row before is of the
    // same employee.
    Expr previous;
    previous.kind = Expr::Kind::PreviousRow;
    previous.args = {figure, *period};
    for (const Expr &g : m_q.groupBy)
        if (!sameFigure(g, *period))
            previous.args.push_back(g);
    const Expr change = Expr::arith(QStringLiteral("-"), figure, previous);
    // In percent when the words say growth or percent ("growth in percent", "GrowthPct").
    const QString said = (m_read.text + QLatin1Char(' ') + (m_hint.hasFields() ? m_hint.fields.last().key : QString())).toLower();
    const bool percent = said.contains(QLatin1String("growth")) || said.contains(QLatin1String("percent")) || said.contains(QLatin1String("pct"))
        || said.contains(QLatin1Char('%')) || said.contains(QLatin1String("rate"));
    const Expr shown = percent ? Expr::arith(QStringLiteral("/"), Expr::arith(QStringLiteral("*"), change, Expr::num(100)), previous) : change;
    const QString alias = (keyAsks ? m_q.select.at(size_t(at)).alias : m_q.select.back().alias) + (percent ? QStringLiteral("_growth_pct") : QStringLiteral("_change"));
    if (keyAsks && m_q.select.size() >= 2)
        m_q.select.at(size_t(at)) = {shown, alias};
    else
        m_q.select.push_back({shown, alias});
    if (changeWord >= 0)
        use(changeWord, percent ? QStringLiteral("growth over the period before, in percent") : QStringLiteral("change from the period before"));
    for (int t = 0; t < m_read.tokens.size(); ++t) {
        const QString &w = m_read.tokens.at(t).lower;
        if (!Vocabulary::builtIn().isGrammarWord("previous_period", w) && w != QLatin1String("over"))
            continue;
        m_explainedTokens << t;
        // "the previous month": the period named is the one before, not a grouping or a condition.
        for (int e = 0; e < count(); ++e)
            if (!m_ev[e].used && m_ev[e].first == t + 1 && m_ev[e].hasTag(QStringLiteral("part:")))
                use(e, QStringLiteral("the period before"));
    }
    // "in percent": said by the growth.
    if (percent)
        for (int e = 0; e < count(); ++e)
            if (!m_ev[e].used && m_ev[e].hasTag(QStringLiteral("pctout")))
                use(e, QStringLiteral("in percent"));
    m_out.figureDerived = true;
    m_out.notes << QStringLiteral("each period's figure against the period before it (the first has none)");
    return true;
}

} // namespace rac::semantic
