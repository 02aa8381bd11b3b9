// SPDX-License-Identifier: MIT
//
// Durations in the unit the question says. A column named after a unit of time ("Milliseconds")
// holds amounts of that unit; a question may compare it in another ("longer than 10 minutes") or
// ask for it in another ("the total length of each album in minutes"). The units and their sizes
// come from the vocabulary's time_units.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/Vocabulary.h"

#include "common/TextUtil.h"

namespace rac::semantic {

double InterpretationBuilder::timeUnitOf(const Expr &column) const
{
    if (column.kind != Expr::Kind::Column || m_lex.kindOf(column.table, column.column) != ColumnKind::Number)
        return 0;
    const QStringList words = text::words(text::splitIdentifier(column.column));
    return words.isEmpty() ? 0 : Vocabulary::builtIn().timeUnitMs(words.last().toLower());
}

std::optional<Expr> InterpretationBuilder::durationColumn() const
{
    // The rows asked about first, then the other tables the query reads.
    QStringList tables{m_focus};
    for (const QString &t : m_q.tables())
        if (!tables.contains(t))
            tables << t;
    for (const QString &name : std::as_const(tables))
        if (const sql::Table *t = m_lex.schema().table(name))
            for (const sql::Column &c : t->columns)
                if (const Expr e = Expr::col(t->name, c.name); timeUnitOf(e) > 0)
                    return e;
    return std::nullopt;
}

void InterpretationBuilder::readDurationUnits()
{
    // "the total length of each album in minutes": a figure over a duration column, shown in the
    // unit asked for. "Which playlist has the longest total duration in hours?": the figure ranked
    // by, which a unit does not reorder.
    std::optional<Expr> &figure = m_aggregate ? m_aggregate : m_rankBy;
    if (!figure || figure->kind != Expr::Kind::Aggregate || figure->args.size() != 1 || figure->text == QLatin1String("COUNT")) {
        readDurationColumnInUnit();
        return;
    }
    // ("the longest total duration in hours": ranked by the duration column the total is of, the
    // rows are ranked by that total, converted alike; the column itself ranked each group by
    // any one of its rows, at 0.9.)
    const std::optional<Expr> over = m_aggregate && m_rankBy && m_rankBy->kind == Expr::Kind::Column ? aggregatedColumn(*m_aggregate) : std::nullopt;
    const bool rankedByTheTotal = over && over->table == m_rankBy->table && over->column == m_rankBy->column;
    const double stored = timeUnitOf(figure->args.front());
    if (stored <= 0)
        return;
    const QList<Token> &tokens = m_read.tokens;
    for (int t = 1; t < tokens.size(); ++t) {
        const double asked = Vocabulary::builtIn().timeUnitMs(tokens.at(t).lower);
        if (asked <= 0 || tokens.at(t - 1).lower != QLatin1String("in") || asked == stored)
            continue;
        const QString column = figure->args.front().column;
        m_durationShown = {figure->args.front(), asked / stored};
        figure = Expr::arith(QStringLiteral("/"), *figure, Expr::num(asked / stored));
        // (The total is then the figure ranked by, not one more figure besides.)
        if (rankedByTheTotal) {
            m_rankBy = m_aggregate;
            m_aggregate.reset();
        }
        m_explainedTokens << t - 1 << t;
        for (int e = 0; e < count(); ++e)
            if (!m_ev[e].used && m_ev[e].first <= t && t <= m_ev[e].last)
                use(e, QStringLiteral("in %1").arg(tokens.at(t).lower));
        m_out.notes << QStringLiteral("%1 shown in %2 (divided by %3)").arg(column, tokens.at(t).lower).arg(asked / stored);
        return;
    }
}

void InterpretationBuilder::readDurationColumnInUnit()
{
    // "the 5 longest tracks with their length in minutes": the duration column itself, named right
    // before "in <unit>", is shown in that unit (declined: the field "Minutes" named no column).
    const QList<Token> &tokens = m_read.tokens;
    for (int t = 2; t < tokens.size(); ++t) {
        const double asked = Vocabulary::builtIn().timeUnitMs(tokens.at(t).lower);
        if (asked <= 0 || tokens.at(t - 1).lower != QLatin1String("in"))
            continue;
        const int named = evidenceCovering(t - 2);
        if (named < 0 || m_ev[named].last != t - 2)
            continue;
        for (const LexEntry &c : m_ev[named].entries) {
            const Expr column = Expr::col(c.table, c.column);
            const double stored = c.kind == LexEntry::Kind::Column ? timeUnitOf(column) : 0;
            if (stored <= 0 || stored == asked)
                continue;
            m_durationShown = {column, asked / stored};
            m_durationUnitWord = tokens.at(t).lower;
            // (A field named by the unit or by the column's word shows the column: its words are read there.)
            const bool fieldOfUnit = std::any_of(m_hint.fields.cbegin(), m_hint.fields.cend(), [&](const answer::HintField &f) {
                const QStringList words = text::words(text::splitIdentifier(f.key).toLower());
                return words.contains(m_durationUnitWord) || words.contains(text::stripSuffix(m_durationUnitWord))
                    || words.contains(m_read.tokens.at(t - 2).lower);   // ("Length" for "their length in minutes")
            });
            if (fieldOfUnit && !m_ev[named].used)
                use(named, QStringLiteral("%1, shown in %2").arg(c.column, m_durationUnitWord));
            m_explainedTokens << t - 1 << t;
            for (int e = 0; e < count(); ++e)
                if (!m_ev[e].used && m_ev[e].first <= t && t <= m_ev[e].last && e != named)
                    use(e, QStringLiteral("in %1").arg(tokens.at(t).lower));
            m_out.notes << QStringLiteral("%1 shown in %2 (divided by %3)").arg(c.column, tokens.at(t).lower).arg(asked / stored);
            return;
        }
    }
}

void InterpretationBuilder::showDurationsInUnitAsked()
{
    // "the minimum, maximum and average track lengths in seconds": every figure over the duration
    // column in the unit asked for (only the first was converted; the others came back in
    // milliseconds under the same names, at 0.9).
    if (!m_durationShown)
        return;
    const auto &[column, factor] = *m_durationShown;
    for (SelectItem &item : m_q.select) {
        const bool figureOfColumn = item.expr.kind == Expr::Kind::Aggregate && item.expr.text != QLatin1String("COUNT")
            && item.expr.args.size() == 1 && sameFigure(item.expr.args.front(), column);
        // (The column itself, shown per row: "with their length in minutes".)
        const bool columnItself = !m_durationUnitWord.isEmpty() && sameFigure(item.expr, column);
        if (figureOfColumn || columnItself)
            item.expr = Expr::arith(QStringLiteral("/"), item.expr, Expr::num(factor));
    }
}

} // namespace rac::semantic
