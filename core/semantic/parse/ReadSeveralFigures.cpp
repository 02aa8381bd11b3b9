// SPDX-License-Identifier: MIT
//
// Several figures per group: "number of orders and total freight per shipper" with a field for
// each. The readings compute one figure; the format's fields name the others by their own words
// (an aggregate and a column, a measure's name), and the question's words for them are then
// explained by the field that shows them. Joining the rows of two figures can repeat one
// table's rows once per row below it (an order's freight once per order line), so such a total
// joined with the rows below, for another figure, a condition or a group, is declined rather
// than inflated ("the freight of orders that include a seafood product").
#include "semantic/parse/InterpretationBuilder.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::semantic {

int InterpretationBuilder::figuresShown() const
{
    return int(std::count_if(m_q.select.cbegin(), m_q.select.cend(), [](const SelectItem &s) { return s.expr.isAggregate(); }));
}

void InterpretationBuilder::useFiguresShown()
{
    if (figuresShown() < 2)
        return;
    for (const SelectItem &s : m_q.select) {
        if (!s.expr.isAggregate())
            continue;
        for (int i = 0; i < count(); ++i) {
            if (m_ev[i].used)
                continue;
            // A measure's name ("revenue") shown by a field that computes it.
            if (const LexEntry *m = m_ev[i].entry(LexEntry::Kind::Measure)) {
                // (A column's own total or average is named "sum:Table.Column", "avg:Table.Column".)
                const QString op = m->measureId.section(QLatin1Char(':'), 0, 0).toUpper();
                const QString target = m->measureId.section(QLatin1Char(':'), 1);
                const bool columnFigure = s.expr.kind == Expr::Kind::Aggregate && s.expr.text == op && s.expr.args.size() == 1
                    && s.expr.args.front().kind == Expr::Kind::Column
                    && s.expr.args.front().table + QLatin1Char('.') + s.expr.args.front().column == target;
                const std::optional<Expr> named = modelMeasure({*m});
                if (columnFigure || (named && sameFigure(*named, s.expr)))
                    use(i, QStringLiteral("shown as %1").arg(s.alias));
                continue;
            }
            // An aggregate word and what it aggregates ("total freight", "number of orders").
            if (s.expr.kind != Expr::Kind::Aggregate || i == 0 || !adjacent(i - 1, i))
                continue;
            const QString op = m_ev[i - 1].tag(QStringLiteral("agg:")).mid(4).toUpper();
            if (op.isEmpty() || op != s.expr.text)
                continue;
            const Expr *arg = s.expr.args.empty() ? nullptr : &s.expr.args.front();
            const LexEntry *column = columnOf(i);
            const LexEntry *table = m_ev[i].entry(LexEntry::Kind::Table);
            const bool sameColumn = arg && column && arg->kind == Expr::Kind::Column && arg->table == column->table && arg->column == column->column;
            const bool countedRows = arg && table && op == QLatin1String("COUNT") && arg->kind == Expr::Kind::Column && arg->table == table->table;
            if (sameColumn || countedRows) {
                use(i - 1, QStringLiteral("shown as %1").arg(s.alias));
                use(i, QStringLiteral("shown as %1").arg(s.alias));
            }
        }
    }
}

void InterpretationBuilder::refuseTotalsInflatedByJoin()
{
    QStringList tables = m_q.tables();
    tables << m_q.extraTables;
    // Whether `below` reaches `above` by following foreign keys from the referencing side.
    const auto reaches = [this](const QString &below, const QString &above) {
        QStringList frontier{below}, seen{below};
        while (!frontier.isEmpty()) {
            const QString t = frontier.takeFirst();
            for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(t)) {
                if (fk.toTable == above)
                    return true;
                if (!seen.contains(fk.toTable) && fk.toTable != t) {
                    seen << fk.toTable;
                    frontier << fk.toTable;
                }
            }
        }
        return false;
    };
    // Whether the join from `from` to `to` passes through rows that point at the row before
    // (Orders to Categories goes through the order lines: many per order).
    // A link table whose key is the pair it links (PlaylistTrack: PlaylistId, TrackId) repeats a
    // row once per row at its other end, never twice for one: grouped by that end, nothing counts
    // twice ("revenue per playlist"). Kept to rows of that end by a name, it may (two playlists are
    // called "Music"); past that end (the territories' regions) a row may come back once per link.
    const auto pairKeyed = [this](const sql::ForeignKey &in, const sql::ForeignKey &out) {
        const sql::Table *link = m_lex.schema().table(in.fromTable);
        if (!link || out.fromTable != in.fromTable)
            return false;
        QStringList pair = in.fromColumns + out.fromColumns;
        QStringList key = link->primaryKey();
        pair.sort();
        key.sort();
        return pair == key;
    };
    const auto fansOut = [this, &pairKeyed](const QString &from, const QString &to) {
        QString at = from;
        const QList<sql::ForeignKey> path = m_lex.schema().joinPath(from, to);
        for (int k = 0; k < path.size(); ++k) {
            const sql::ForeignKey &fk = path.at(k);
            if (fk.toTable == at && fk.fromTable != at) {
                const bool groupedByTheEnd = std::any_of(m_q.groupBy.cbegin(), m_q.groupBy.cend(), [&to](const Expr &g) { return g.table == to; })
                    || std::any_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [&to](const Expr &g) { return g.table == to; });
                const bool linkToTheEnd = k + 2 == path.size() && path.at(k + 1).toTable == to && pairKeyed(fk, path.at(k + 1)) && groupedByTheEnd;
                if (!linkToTheEnd)
                    return true;
            }
            at = fk.toTable == at ? fk.fromTable : fk.toTable;
        }
        return false;
    };
    for (const Condition &c : m_q.where)
        for (const QString &t : c.tables())
            if (!tables.contains(t))
                tables << t;
    // The rows an additive figure adds up, and how: SUM(Freight), a measure that is one ("total
    // freight"), or a measure over several columns of one table (revenue over the order lines).
    // (A count of rows counts the rows of the join, whichever table the question had in mind.)
    static const QRegularExpression additive(QStringLiteral("\\b(SUM|AVG)\\s*\\((?!\\s*DISTINCT\\b)"), QRegularExpression::CaseInsensitiveOption);
    for (const SelectItem &s : m_q.select) {
        QString op;
        QList<QPair<QString, QString>> added;
        if (const std::optional<Expr> over = s.expr.kind == Expr::Kind::Template ? aggregatedColumn(s.expr, &op) : std::nullopt) {
            op = op.toUpper();
            added = over->columns();
        } else if (s.expr.kind == Expr::Kind::Aggregate && !s.expr.distinct) {
            op = s.expr.text;
            added = s.expr.columns();
        } else if (s.expr.kind == Expr::Kind::Template) {
            const QRegularExpressionMatch m = additive.match(s.expr.text);
            op = m.hasMatch() ? m.captured(1).toUpper() : QString();
            QSet<QString> measured;
            for (const auto &[table, column] : s.expr.columns())
                measured << table;
            if (measured.size() == 1)   // (figures over several tables are joined on their own path)
                added = s.expr.columns().mid(0, 1);
        }
        if (op != QLatin1String("SUM") && op != QLatin1String("AVG"))
            continue;
        for (const auto &[table, column] : std::as_const(added)) {
            for (const QString &other : std::as_const(tables)) {
                if (other != table && (reaches(other, table) || fansOut(table, other))) {
                    m_out.notUnderstood << QStringLiteral("the %1 of %2.%3 joined with %4 rows (each %2 row would count once per row below it)")
                                               .arg(op == QLatin1String("SUM") ? QStringLiteral("total") : QStringLiteral("average"), table, column, other);
                    return;
                }
            }
        }
    }
}

} // namespace rac::semantic
