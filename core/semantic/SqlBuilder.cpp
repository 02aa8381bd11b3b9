// SPDX-License-Identifier: MIT
#include "semantic/SqlBuilder.h"

#include "common/TextUtil.h"

#include <QRegularExpression>

namespace rac::semantic {
namespace {

QString outputLabel(const QString &label)
{
    QString l = text::words(label).join(QLatin1Char('_'));
    return l.isEmpty() ? QStringLiteral("value") : l;
}

} // namespace

// The FROM/JOIN part of one SELECT: tables, their aliases, and the join clauses.
struct SqlBuilder::Select {
    const SemanticModel &model;
    const sql::SqlDialect &dialect;
    QString base;
    QStringList joined;               // tables in join order, base first
    QHash<QString, QString> aliases;  // table -> alias
    QStringList joinClauses;

    QString aliasFor(const QString &table)
    {
        if (aliases.contains(table))
            return aliases.value(table);
        const QStringList words = text::words(text::splitIdentifier(table));
        QString alias;
        for (const QString &w : words)
            alias += w.left(1);
        // "Customers" and "Categories" both start with c: lengthen until unique.
        int extra = 1;
        const QString first = words.isEmpty() ? QStringLiteral("t") : words.first();
        while (std::find(aliases.cbegin(), aliases.cend(), alias) != aliases.cend() || alias == QLatin1String("as")
               || alias == QLatin1String("on") || alias == QLatin1String("or") || alias == QLatin1String("in")) {
            alias = first.left(1 + extra) + (words.size() > 1 ? words.mid(1).join(QString()).left(1) : QString());
            if (++extra > first.size())
                alias += QString::number(aliases.size());
        }
        aliases.insert(table, alias);
        return alias;
    }

    bool join(const QString &table)
    {
        if (joined.contains(table))
            return true;
        // Walk from the nearest already-joined table.
        QList<sql::ForeignKey> best;
        bool found = false;
        for (const QString &from : std::as_const(joined)) {
            const QList<sql::ForeignKey> path = model.joinPath(from, table);
            if (!path.isEmpty() && (!found || path.size() < best.size())) {
                best = path;
                found = true;
            }
        }
        if (!found)
            return false;
        for (const sql::ForeignKey &fk : std::as_const(best)) {
            const bool forward = joined.contains(fk.fromTable);
            const QString next = forward ? fk.toTable : fk.fromTable;
            if (joined.contains(next))
                continue;
            const QString a = aliasFor(fk.fromTable);
            const QString b = aliasFor(fk.toTable);
            QStringList on;
            for (int i = 0; i < fk.fromColumns.size(); ++i)
                on << QStringLiteral("%1.%2 = %3.%4")
                          .arg(a, dialect.quoteIdentifier(fk.fromColumns[i]), b,
                               dialect.quoteIdentifier(fk.toColumns.value(i, fk.fromColumns[i])));
            joinClauses << QStringLiteral("JOIN %1 %2 ON %3")
                               .arg(dialect.quoteIdentifier(next), aliasFor(next), on.join(QStringLiteral(" AND ")));
            joined << next;
        }
        return true;
    }

    // {Table.Column} -> alias."Column", joining tables as needed.
    Result<QString> resolve(const QString &templ)
    {
        static const QRegularExpression ref(QStringLiteral("\\{([^{}.]+)\\.([^{}]+)\\}"));
        QString out;
        qsizetype last = 0;
        auto it = ref.globalMatch(templ);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            if (!join(m.captured(1)))
                return makeError(ErrorCode::NotFound,
                                 QStringLiteral("no join path from %1 to %2").arg(base, m.captured(1)));
            out += templ.mid(last, m.capturedStart() - last);
            out += aliasFor(m.captured(1)) + QLatin1Char('.') + dialect.quoteIdentifier(m.captured(2));
            last = m.capturedEnd();
        }
        out += templ.mid(last);
        return out;
    }

    QString from() const
    {
        QString s = QStringLiteral("FROM %1 %2").arg(dialect.quoteIdentifier(base), aliases.value(base));
        for (const QString &j : joinClauses)
            s += QStringLiteral("\n") + j;
        return s;
    }
};

Result<CompiledQuery> SqlBuilder::build(const Intent &intent) const
{
    if (!intent.unanswerable.isEmpty())
        return makeError(ErrorCode::NotFound, intent.unanswerable);
    CompiledQuery out;
    Result<QString> sql = QString();
    switch (intent.shape) {
    case Intent::Shape::EntityList:
        sql = entityList(intent, out);
        break;
    case Intent::Shape::Aggregate:
        sql = aggregateSelect(intent, intent.filters, intent.periods.mid(0, 1), out);
        if (intent.periods.size() > 1)
            out.notes << QStringLiteral("only the first period (%1) was used").arg(intent.periods.first().label);
        break;
    case Intent::Shape::ThresholdCount: {
        Intent perEntity = intent;
        perEntity.shape = Intent::Shape::Aggregate;
        perEntity.limit = 0;
        Result<QString> inner = aggregateSelect(perEntity, intent.filters, intent.periods.mid(0, 1), out);
        if (!inner)
            return inner.error();
        const QString valueColumn = out.columns.value(1);
        sql = QStringLiteral("SELECT COUNT(*) AS matching FROM (\n%1\n) per_entity WHERE %2 %3 %4")
                  .arg(inner.value(), m_dialect.quoteIdentifier(valueColumn), intent.thresholdOp, QString::number(intent.threshold, 'g', 15));
        out.notes << QStringLiteral("counted those with %1 %2 %3").arg(valueColumn, intent.thresholdOp)
                         .arg(intent.threshold);
        out.columns = {QStringLiteral("matching")};
        break;
    }
    case Intent::Shape::Share: {
        Intent whole = intent;
        whole.groupBy.clear();
        whole.limit = 0;
        QList<Filter> kept;
        for (const Filter &f : intent.filters) {
            if (f.origin != QLatin1String("question") || f.kind == Filter::Kind::Flag)
                kept << f;
        }
        CompiledQuery scratch;
        Result<QString> part = aggregateSelect(whole, intent.filters, intent.periods.mid(0, 1), out);
        Result<QString> total = aggregateSelect(whole, kept, intent.periods.mid(0, 1), scratch);
        if (!part || !total)
            return part ? total.error() : part.error();
        for (const QString &t : scratch.tables) {
            if (!out.tables.contains(t))
                out.tables << t;
        }
        sql = QStringLiteral("SELECT 100.0 * (%1) / NULLIF((%2), 0) AS share_pct").arg(part.value(), total.value());
        out.columns = {QStringLiteral("share_pct")};
        out.notes << QStringLiteral("share = part / whole x 100");
        break;
    }
    case Intent::Shape::PeriodChange:
    case Intent::Shape::PeriodList: {
        QStringList parts;
        for (const planning::DateRange &p : intent.periods) {
            Intent one = intent;
            one.groupBy.clear();
            one.limit = 0;
            Result<QString> s = aggregateSelect(one, intent.filters, {p}, out);
            if (!s)
                return s.error();
            parts << s.value();
        }
        if (intent.shape == Intent::Shape::PeriodList) {
            QStringList rows;
            for (int i = 0; i < parts.size(); ++i)
                rows << QStringLiteral("SELECT %1 AS period, (%2) AS value")
                            .arg(m_dialect.quoteString(intent.periods[i].label), parts[i]);
            sql = rows.join(QStringLiteral("\nUNION ALL\n"));
            out.columns = {QStringLiteral("period"), QStringLiteral("value")};
        } else {
            const QString a = parts.first();
            const QString b = parts.at(1);
            sql = intent.percentChange
                ? QStringLiteral("SELECT 100.0 * ((%2) - (%1)) / NULLIF((%1), 0) AS change_pct").arg(a, b)
                : QStringLiteral("SELECT (%2) - (%1) AS change").arg(a, b);
            out.columns = {intent.percentChange ? QStringLiteral("change_pct") : QStringLiteral("change")};
            out.notes << QStringLiteral("change from %1 to %2%3")
                             .arg(intent.periods[0].label, intent.periods[1].label,
                                  intent.percentChange ? QStringLiteral(" in percent") : QString());
        }
        break;
    }
    }
    if (!sql)
        return sql.error();
    out.sql = sql.value();
    out.notes << intent.notes;
    return out;
}

Result<QString> SqlBuilder::aggregateSelect(const Intent &intent, const QList<Filter> &filters,
                                            const QList<planning::DateRange> &periods, CompiledQuery &out) const
{
    const Roles &roles = m_model.roles();
    QList<const Measure *> measures;
    for (const QString &id : intent.measureIds) {
        if (const Measure *m = m_model.measure(id))
            measures << m;
    }
    if (measures.isEmpty())
        return makeError(ErrorCode::NotFound, QStringLiteral("no measure to compute"));
    const Dimension *group = m_model.dimension(intent.groupBy);

    // The base table follows the finest grain asked for.
    Select s{m_model, m_dialect, {}, {}, {}, {}};
    bool lineGrain = false;
    bool orderGrain = false;
    for (const Measure *m : measures) {
        lineGrain |= m->grain == Grain::Line;
        orderGrain |= m->grain == Grain::Order;
    }
    const bool needsOrders = !periods.isEmpty() || (group && group->kind == Dimension::Kind::Time);
    if (lineGrain) {
        s.base = roles.lineTable;
    } else if (orderGrain) {
        s.base = roles.orderTable;
    } else {
        // Counting or summing an entity: over the sales when the question is about a period.
        const Measure *m = measures.first();
        s.base = (needsOrders && roles.hasSales()) ? roles.lineTable : m->entityTable;
        if (s.base.isEmpty())
            s.base = m->tables.value(0);
    }
    s.aliasFor(s.base);
    s.joined << s.base;

    // Order-level measures must not be joined to order lines: filters on line-level
    // tables become a semi-join instead.
    const auto reachableWithoutLines = [this, &roles](const QString &table) {
        if (roles.lineTable.isEmpty() || table == roles.orderTable)
            return true;
        const QList<sql::ForeignKey> path = m_model.joinPath(roles.orderTable, table);
        for (const sql::ForeignKey &fk : path) {
            if (fk.fromTable == roles.lineTable || fk.toTable == roles.lineTable)
                return false;
        }
        return !path.isEmpty();
    };

    QStringList where;
    QStringList semiJoins;
    if (!periods.isEmpty()) {
        const planning::DateRange &p = periods.first();
        const QString date = columnRef(roles.orderTable, roles.dateColumn);
        Result<QString> d = s.resolve(date);
        if (!d)
            return d.error();
        where << QStringLiteral("%1 BETWEEN %2 AND %3")
                     .arg(m_dialect.dateOf(d.value()), m_dialect.dateLiteral(p.start.toString(Qt::ISODate)),
                          m_dialect.dateLiteral(p.end.toString(Qt::ISODate)));
        out.notes << QStringLiteral("period %1%2").arg(p.isoSpan(),
                                                     p.label.isEmpty() || p.label == p.isoSpan()
                                                         ? QString()
                                                         : QStringLiteral(" (") + p.label + QLatin1Char(')'));
    }
    for (const Filter &f : filters) {
        const Dimension *d = m_model.dimension(f.dimensionId);
        if (!d)
            continue;
        const bool semi = s.base == roles.orderTable && !roles.lineTable.isEmpty() && !reachableWithoutLines(d->table);
        Select inner{m_model, m_dialect, roles.lineTable, {roles.lineTable}, {}, {}};
        if (semi)
            inner.aliases = {{roles.lineTable, QStringLiteral("sj")}};
        Result<QString> built = filterCondition(semi ? inner : s, f, *d);
        if (!built)
            return built.error();
        const QString condition = built.value();
        if (semi) {
            const QString orderAlias = s.aliasFor(roles.orderTable);
            semiJoins << QStringLiteral("EXISTS (SELECT 1 %1 WHERE sj.%2 = %3.%4 AND %5)")
                             .arg(inner.from(), m_dialect.quoteIdentifier(roles.orderKeyOnLine), orderAlias,
                                  m_dialect.quoteIdentifier(roles.orderKey), condition);
            for (const QString &t : inner.joined) {
                if (!out.tables.contains(t))
                    out.tables << t;
            }
        } else {
            where << condition;
        }
        if (f.kind == Filter::Kind::Compare) {
            out.notes << QStringLiteral("%1 %2 %3").arg(f.lhs, f.op, f.rhs).remove(QLatin1Char('{')).remove(QLatin1Char('}'));
            if (f.origin.contains(QLatin1String("::")) && !out.citedChunks.contains(f.origin))
                out.citedChunks << f.origin;   // a condition the documents define
            continue;
        }
        out.notes << QStringLiteral("%1 %2 %3").arg(d->label, f.exclude ? QStringLiteral("not in") : QStringLiteral("="),
                                                    f.kind == Filter::Kind::Flag
                                                        ? (f.flagValue ? QStringLiteral("yes") : QStringLiteral("no"))
                                                        : f.values.join(QStringLiteral(", ")));
    }
    where << semiJoins;

    QStringList select;
    QStringList groupBy;
    QString groupKey;
    if (group) {
        if (s.base == roles.orderTable && !roles.lineTable.isEmpty() && !reachableWithoutLines(group->table))
            return makeError(ErrorCode::InvalidArgument,
                             QStringLiteral("%1 is recorded per order and cannot be split by %2").arg(measures.first()->label,
                                                                                                     group->label));
        Result<QString> display = s.resolve(group->displayExpr);
        if (!display)
            return display.error();
        // Aliases are quoted when they are keywords ("order").
        select << QStringLiteral("%1 AS %2").arg(display.value(), m_dialect.quoteIdentifier(outputLabel(group->label)));
        out.columns << outputLabel(group->label);
        if (group->kind == Dimension::Kind::Entity) {
            Result<QString> key = s.resolve(columnRef(group->table, group->keyColumn));
            if (!key)
                return key.error();
            groupKey = key.value();
            groupBy << groupKey;
            if (display.value() != groupKey)
                groupBy << display.value();
        } else {
            groupKey = display.value();
            groupBy << display.value();
        }
    }
    for (const Measure *m : measures) {
        // Stock on hand, list prices: the database holds today's value, not its history.
        if (m->snapshot && !periods.isEmpty())
            return makeError(ErrorCode::InvalidArgument,
                             QStringLiteral("%1 is a current figure with no history in the database, so it cannot be "
                                            "given for %2")
                                 .arg(m->label, periods.first().label));
    }
    QStringList measureLabels;
    for (const Measure *m : measures) {
        Result<QString> e = s.resolve(intent.asPercent && m->isFraction ? QStringLiteral("100.0 * (%1)").arg(m->expr)
                                                                         : m->expr);
        if (!e)
            return e.error();
        const QString label = outputLabel(m->id.startsWith(QLatin1String("kpi:")) || m->id.contains(QLatin1Char(':'))
                                              ? m->label
                                              : m->id);
        select << QStringLiteral("%1 AS %2").arg(e.value(), m_dialect.quoteIdentifier(label));
        measureLabels << label;
        out.columns << label;
        out.notes << QStringLiteral("%1 = %2").arg(m->label, m->definition);
        if (!m->sourceChunk.isEmpty() && !out.citedChunks.contains(m->sourceChunk))
            out.citedChunks << m->sourceChunk;
    }

    QString sql = QStringLiteral("SELECT %1\n%2").arg(select.join(QStringLiteral(", ")), s.from());
    if (!where.isEmpty())
        sql += QStringLiteral("\nWHERE ") + where.join(QStringLiteral("\n  AND "));
    if (!groupBy.isEmpty())
        sql += QStringLiteral("\nGROUP BY ") + groupBy.join(QStringLiteral(", "));
    if (group) {
        const bool chronological = group->kind == Dimension::Kind::Time && !intent.ranked;
        if (chronological) {
            sql += QStringLiteral("\nORDER BY ") + groupKey;
        } else {
            // Ties at a cut-off are broken by the key, so the same data always gives the same answer.
            sql += QStringLiteral("\nORDER BY %1 %2, %3 ASC")
                       .arg(m_dialect.quoteIdentifier(measureLabels.first()), intent.ascending ? QStringLiteral("ASC") : QStringLiteral("DESC"),
                            groupKey);
            if (intent.limit > 0)
                out.notes << QStringLiteral("ties broken by %1").arg(group->keyColumn);
        }
        if (intent.limit > 0)
            sql += QLatin1Char('\n') + m_dialect.limitClause(intent.limit);
    }
    for (const QString &t : std::as_const(s.joined)) {
        if (!out.tables.contains(t))
            out.tables << t;
    }
    return sql;
}

Result<QString> SqlBuilder::entityList(const Intent &intent, CompiledQuery &out) const
{
    const Dimension *group = m_model.dimension(intent.groupBy);
    if (!group)
        return makeError(ErrorCode::NotFound, QStringLiteral("nothing to list"));
    Select s{m_model, m_dialect, group->table, {group->table}, {}, {}};
    s.aliasFor(group->table);
    QStringList where;
    for (const Filter &f : intent.filters) {
        const Dimension *d = m_model.dimension(f.dimensionId);
        if (!d)
            continue;
        Result<QString> condition = filterCondition(s, f, *d);
        if (!condition)
            return condition.error();
        where << condition.value();
    }
    Result<QString> display = s.resolve(group->displayExpr);
    if (!display)
        return display.error();
    QStringList select{QStringLiteral("%1 AS %2").arg(display.value(), m_dialect.quoteIdentifier(outputLabel(group->label)))};
    out.columns << outputLabel(group->label);
    // Extra numeric columns the hint asks for, matched to the entity's columns by name.
    const sql::Table *table = m_model.schema().table(group->table);
    for (const QString &key : intent.extraColumns) {
        const QString wanted = text::splitIdentifier(key).remove(QLatin1Char(' '));
        for (const sql::Column &c : table->columns) {
            if (c.name.compare(wanted, Qt::CaseInsensitive) == 0
                || text::splitIdentifier(c.name).remove(QLatin1Char(' ')) == wanted) {
                select << QStringLiteral("%1.%2 AS %3").arg(s.aliasFor(group->table), m_dialect.quoteIdentifier(c.name), key);
                out.columns << key;
            }
        }
    }
    QString sql = QStringLiteral("SELECT %1\n%2").arg(select.join(QStringLiteral(", ")), s.from());
    if (!where.isEmpty())
        sql += QStringLiteral("\nWHERE ") + where.join(QStringLiteral("\n  AND "));
    sql += QStringLiteral("\nORDER BY ") + display.value();
    for (const QString &t : std::as_const(s.joined))
        out.tables << t;
    return sql;
}

Result<QString> SqlBuilder::filterCondition(Select &s, const Filter &filter, const Dimension &dimension) const
{
    if (filter.kind == Filter::Kind::Compare) {
        Result<QString> lhs = s.resolve(filter.lhs);
        Result<QString> rhs = s.resolve(filter.rhs);
        if (!lhs || !rhs)
            return lhs ? rhs.error() : lhs.error();
        if (filter.dates)
            return QStringLiteral("%1 %2 %3").arg(m_dialect.dateOf(lhs.value()), filter.op, m_dialect.dateOf(rhs.value()));
        return QStringLiteral("%1 %2 %3").arg(lhs.value(), filter.op, rhs.value());
    }
    const bool flag = filter.kind == Filter::Kind::Flag;
    Result<QString> expr = s.resolve(flag ? columnRef(dimension.table, dimension.keyColumn) : dimension.displayExpr);
    if (!expr)
        return expr.error();
    if (flag)
        return QStringLiteral("CAST(%1 AS INTEGER) = %2").arg(expr.value()).arg(filter.flagValue ? 1 : 0);
    QStringList quoted;
    for (const QString &v : filter.values)
        quoted << m_dialect.quoteString(v);
    return QStringLiteral("%1 %2 (%3)").arg(expr.value(), filter.exclude ? QStringLiteral("NOT IN") : QStringLiteral("IN"),
                                            quoted.join(QStringLiteral(", ")));
}

} // namespace rac::semantic
