// SPDX-License-Identifier: MIT
#include "semantic/parse/QueryRenderer.h"

#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rac::semantic {
namespace {

const QRegularExpression &templateRef()
{
    static const QRegularExpression re(QStringLiteral("\\{([^{}.]+)\\.([^{}]+)\\}"));
    return re;
}

void addUnique(QStringList &list, const QString &value)
{
    if (!value.isEmpty() && !list.contains(value))
        list << value;
}

// A figure computed in floating point, compared at 9 places: averages that are equal (0.99 and
// 0.9899999999999362) must tie, and so must totals of prices (43.62000000000001 and
// 43.61999999999999), so that the tie-break orders them, not noise. Only averages, totals and
// ratios, and a subquery that computes one ("each customer's own total"): a MIN or MAX may be of
// a date, which ROUND makes a year.
bool isFloatingFigure(const Expr &e)
{
    if (e.kind == Expr::Kind::Subquery)
        return e.sub && e.sub->select.size() == 1 && isFloatingFigure(e.sub->select.front().expr);
    return (e.kind == Expr::Kind::Aggregate && (e.text == QLatin1String("AVG") || e.text == QLatin1String("SUM")))
        || (e.kind == Expr::Kind::Arith && e.text == QLatin1String("/") && e.isAggregate())
        || (e.kind == Expr::Kind::Template
            && e.text.contains(QRegularExpression(QStringLiteral("\\b(?:AVG|SUM)\\s*\\(|/"), QRegularExpression::CaseInsensitiveOption)));
}

} // namespace

bool Expr::isAggregate() const
{
    if (kind == Kind::Aggregate)
        return true;
    if (kind == Kind::Template)
        return text.contains(QRegularExpression(QStringLiteral("\\b(SUM|COUNT|AVG|MIN|MAX)\\s*\\("),
                                                QRegularExpression::CaseInsensitiveOption));
    for (const Expr &a : args) {
        if (a.isAggregate())
            return true;
    }
    return false;
}

QStringList Expr::tables() const
{
    QStringList out;
    if (kind == Kind::Column)
        addUnique(out, table);
    // COUNT(*) of a table keyed by several columns: the rows of that table.
    if (kind == Kind::Aggregate && args.empty() && !table.isEmpty())
        addUnique(out, table);
    if (kind == Kind::Template) {
        auto it = templateRef().globalMatch(text);
        while (it.hasNext())
            addUnique(out, it.next().captured(1));
    }
    for (const Expr &a : args)
        for (const QString &t : a.tables())
            addUnique(out, t);
    // A value kept where conditions hold reads the conditions' tables in the same query.
    if (kind == Kind::CaseWhen && sub)
        for (const Condition &c : sub->where)
            for (const QString &t : c.tables())
                addUnique(out, t);
    return out;
}

QList<QPair<QString, QString>> Expr::columns() const
{
    QList<QPair<QString, QString>> out;
    if (kind == Kind::Column)
        out.append({table, column});
    if (kind == Kind::Template) {
        for (auto it = templateRef().globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            out.append({m.captured(1), m.captured(2)});
        }
    }
    for (const Expr &a : args)
        out << a.columns();
    return out;
}

QStringList Condition::tables() const
{
    QStringList out = lhs.tables();
    for (const QString &t : rhs.tables())
        addUnique(out, t);
    for (const Expr &e : list)
        for (const QString &t : e.tables())
            addUnique(out, t);
    for (const Condition &c : any)
        for (const QString &t : c.tables())
            addUnique(out, t);
    return out;
}

QStringList Query::tables() const
{
    QStringList out;
    addUnique(out, baseTable);
    for (const QString &t : through)
        addUnique(out, t);
    for (const SelectItem &s : select)
        for (const QString &t : s.expr.tables())
            addUnique(out, t);
    for (const QString &t : extraTables)
        addUnique(out, t);
    for (const Condition &c : where)
        for (const QString &t : c.tables())
            addUnique(out, t);
    for (const Expr &e : groupBy)
        for (const QString &t : e.tables())
            addUnique(out, t);
    for (const Condition &c : having)
        for (const QString &t : c.tables())
            addUnique(out, t);
    for (const OrderItem &o : orderBy)
        for (const QString &t : o.expr.tables())
            addUnique(out, t);
    if (rankWithin) {
        for (const Expr &e : rankWithin->partition)
            for (const QString &t : e.tables())
                addUnique(out, t);
        for (const QString &t : rankWithin->by.tables())
            addUnique(out, t);
    }
    return out;
}

struct QueryRenderer::Scope {
    QHash<QString, QString> aliases;   // table -> alias
    const Scope *outer = nullptr;

    QString aliasOf(const QString &table) const
    {
        for (const Scope *s = this; s; s = s->outer) {
            if (const auto it = s->aliases.constFind(table); it != s->aliases.constEnd())
                return *it;
        }
        return {};
    }
};

QString QueryRenderer::expr(const Expr &e, const Scope &scope, int &aliasCounter, QStringList &tablesRead) const
{
    const auto arg = [&](int i) { return expr(e.args.at(size_t(i)), scope, aliasCounter, tablesRead); };
    switch (e.kind) {
    case Expr::Kind::Column:
        return scope.aliasOf(e.table) + QLatin1Char('.') + m_dialect.quoteIdentifier(e.column);
    case Expr::Kind::Number:
        return e.number == double(qint64(e.number)) ? QString::number(qint64(e.number)) : QString::number(e.number, 'g', 12);
    case Expr::Kind::Text:
        return m_dialect.quoteString(e.text);
    case Expr::Kind::DateText:
        return m_dialect.dateLiteral(e.text);
    case Expr::Kind::Aggregate: {
        const QString inner = e.args.empty() ? QStringLiteral("*") : arg(0);
        return e.text + QLatin1Char('(') + (e.distinct ? QStringLiteral("DISTINCT ") : QString()) + inner + QLatin1Char(')');
    }
    case Expr::Kind::Arith: {
        const QString left = e.text == QLatin1String("/") ? m_dialect.toReal(arg(0)) : arg(0);
        return QLatin1Char('(') + left + QLatin1Char(' ') + e.text + QLatin1Char(' ') + arg(1) + QLatin1Char(')');
    }
    case Expr::Kind::DateOf:
        return m_dialect.dateOf(arg(0));
    case Expr::Kind::YearOf:
        return m_dialect.yearOf(arg(0));
    case Expr::Kind::MonthOf:
        return m_dialect.monthOf(arg(0));
    case Expr::Kind::YearMonthOf:
        return m_dialect.yearMonthOf(arg(0));
    case Expr::Kind::QuarterOf:
        return m_dialect.quarterOf(arg(0));
    case Expr::Kind::QuarterLabelOf:
        // Parenthesised: "||" binds tighter than "/" in SQLite, and the quarter is (month + 2) / 3.
        return m_dialect.concat({m_dialect.yearOf(arg(0)), m_dialect.quoteString(QStringLiteral("-Q")),
                                 QLatin1Char('(') + m_dialect.quarterOf(arg(0)) + QLatin1Char(')')});
    case Expr::Kind::DaysBetween:
        return m_dialect.daysBetween(arg(0), arg(1));
    case Expr::Kind::Round:
        return m_dialect.round(arg(0), int(e.number));
    case Expr::Kind::Piece:   // SUBSTR in SQLite and MySQL; PostgreSQL's SUBSTR takes no negative start
        return e.args.size() > 1 ? QStringLiteral("SUBSTR(%1, %2, %3)").arg(arg(0), QString::number(qint64(e.number)), arg(1))
                                 : QStringLiteral("SUBSTR(%1, %2)").arg(arg(0), QString::number(qint64(e.number)));
    case Expr::Kind::UpperCase:
        return QStringLiteral("UPPER(%1)").arg(arg(0));
    case Expr::Kind::LowerCase:
        return QStringLiteral("LOWER(%1)").arg(arg(0));
    case Expr::Kind::SquareRoot:
        return QStringLiteral("SQRT(%1)").arg(arg(0));     // SQLite's math functions (3.35+), PostgreSQL and MySQL alike
    case Expr::Kind::Length:
        return QStringLiteral("LENGTH(%1)").arg(arg(0));   // the same name in SQLite, PostgreSQL and MySQL
    case Expr::Kind::Trimmed:
        return QStringLiteral("TRIM(%1)").arg(arg(0));     // the same in SQLite, PostgreSQL and MySQL
    case Expr::Kind::WeekdayOf:
        return QStringLiteral("CAST(strftime('%w', %1) AS INTEGER)").arg(m_dialect.dateOf(arg(0)));
    case Expr::Kind::WeekdayNameOf: {
        // By concatenation: the names are literals, and '%w' must not meet QString::arg.
        static const QStringList names{QStringLiteral("Sunday"), QStringLiteral("Monday"), QStringLiteral("Tuesday"), QStringLiteral("Wednesday"),
                                       QStringLiteral("Thursday"), QStringLiteral("Friday"), QStringLiteral("Saturday")};
        QString out = QStringLiteral("CASE CAST(strftime('%w', ") + m_dialect.dateOf(arg(0)) + QStringLiteral(") AS INTEGER)");
        for (int d = 0; d < int(names.size()); ++d)
            out += QStringLiteral(" WHEN ") + QString::number(d) + QStringLiteral(" THEN ") + m_dialect.quoteString(names.at(d));
        return out + QStringLiteral(" END");
    }
    case Expr::Kind::MonthNameOf: {
        QString out = QStringLiteral("CASE ") + m_dialect.monthOf(arg(0));
        for (int m = 1; m <= 12; ++m)
            out += QStringLiteral(" WHEN ") + QString::number(m) + QStringLiteral(" THEN ")
                + m_dialect.quoteString(QLocale::c().monthName(m, QLocale::LongFormat));
        return out + QStringLiteral(" END");
    }
    case Expr::Kind::Template: {
        QString out = e.text;
        auto it = templateRef().globalMatch(e.text);
        QList<QPair<QString, QString>> replacements;
        while (it.hasNext()) {
            const auto m = it.next();
            replacements << qMakePair(m.captured(0),
                                      scope.aliasOf(m.captured(1)) + QLatin1Char('.') + m_dialect.quoteIdentifier(m.captured(2)));
        }
        for (const auto &[from, to] : replacements)
            out.replace(from, to);
        return out;
    }
    case Expr::Kind::Bucket: {
        // CASE WHEN country IN ('Mexico', ...) THEN 'Latin America' ... END: a row in no list is NULL.
        QString out = QStringLiteral("CASE");
        for (size_t i = 1; i < e.args.size(); ++i) {
            QStringList members;
            for (const Expr &m : e.args[i].args)
                members << m_dialect.quoteString(m.text);
            out += QStringLiteral(" WHEN %1 IN (%2) THEN %3").arg(arg(0), members.join(QStringLiteral(", ")), m_dialect.quoteString(e.args[i].text));
        }
        return out + QStringLiteral(" END");
    }
    case Expr::Kind::Concat: {
        QStringList parts;
        for (int i = 0; i < int(e.args.size()); ++i)
            parts << arg(i);
        return m_dialect.concat(parts);
    }
    case Expr::Kind::Subquery: {
        const Result<QString> sub = renderQuery(*e.sub, &scope, aliasCounter, tablesRead);
        return sub ? QStringLiteral("(%1)").arg(*sub) : QStringLiteral("NULL");
    }
    case Expr::Kind::PreviousRow:
    case Expr::Kind::RunningTotal: {
        // args[0] over the rows ordered by args[1], within args[2...]. Concatenated: the order key
        // may hold strftime's '%' signs, which QString::arg would read.
        QStringList partition;
        for (int i = 2; i < int(e.args.size()); ++i)
            partition << arg(i);
        const bool running = e.kind == Expr::Kind::RunningTotal;
        return (running ? QStringLiteral("SUM(") : QStringLiteral("LAG(")) + arg(0) + QStringLiteral(") OVER (")
            + (partition.isEmpty() ? QString() : QStringLiteral("PARTITION BY ") + partition.join(QStringLiteral(", ")) + QLatin1Char(' '))
            + QStringLiteral("ORDER BY ") + arg(1) + (running ? QStringLiteral(" ROWS UNBOUNDED PRECEDING)") : QStringLiteral(")"));
    }
    case Expr::Kind::CaseWhen: {
        QStringList conditions;
        for (const Condition &c : e.sub ? e.sub->where : std::vector<Condition>{})
            conditions << condition(c, scope, aliasCounter, tablesRead);
        if (conditions.isEmpty())
            return arg(0);
        return QStringLiteral("CASE WHEN ") + conditions.join(QStringLiteral(" AND ")) + QStringLiteral(" THEN ") + arg(0) + QStringLiteral(" END");
    }
    }
    return {};
}

QString QueryRenderer::condition(const Condition &c, const Scope &scope, int &aliasCounter, QStringList &tablesRead) const
{
    const QString lhs = c.kind == Condition::Kind::Exists || c.kind == Condition::Kind::Any
        ? QString()
        : expr(c.lhs, scope, aliasCounter, tablesRead);
    switch (c.kind) {
    case Condition::Kind::Compare:
        return lhs + QLatin1Char(' ') + c.op + QLatin1Char(' ') + expr(c.rhs, scope, aliasCounter, tablesRead);
    case Condition::Kind::Like:
        return lhs + (c.negated ? QStringLiteral(" NOT LIKE ") : QStringLiteral(" LIKE ")) + m_dialect.quoteString(c.op);
    case Condition::Kind::IsNull:
        // Empty text counts as missing too: real data stores "no fax" both ways.
        return c.negated ? QStringLiteral("(%1 IS NULL OR TRIM(%1) = '')").arg(lhs)
                         : QStringLiteral("(%1 IS NOT NULL AND TRIM(%1) <> '')").arg(lhs);
    case Condition::Kind::Flag:
        // (A flag kept as letters carries its "yes" letter: IsOfficial = 'T'.)
        if (c.rhs.kind == Expr::Kind::Text && !c.rhs.text.isEmpty())
            return lhs + (c.negated ? QStringLiteral(" <> ") : QStringLiteral(" = ")) + m_dialect.quoteString(c.rhs.text);
        return QStringLiteral("CAST(%1 AS INTEGER) = %2").arg(lhs).arg(c.negated ? 0 : 1);
    case Condition::Kind::In: {
        // ("IN (SELECT ...)": the rows of a query, not one value of it in a list.)
        if (c.list.size() == 1 && c.list.front().kind == Expr::Kind::Subquery && c.list.front().sub) {
            const Result<QString> sub = renderQuery(*c.list.front().sub, &scope, aliasCounter, tablesRead);
            return lhs + (c.negated ? QStringLiteral(" NOT IN (") : QStringLiteral(" IN (")) + (sub ? *sub : QStringLiteral("SELECT NULL"))
                + QLatin1Char(')');
        }
        QStringList items;
        for (const Expr &e : c.list)
            items << expr(e, scope, aliasCounter, tablesRead);
        return lhs + (c.negated ? QStringLiteral(" NOT IN (") : QStringLiteral(" IN (")) + items.join(QStringLiteral(", "))
            + QLatin1Char(')');
    }
    case Condition::Kind::Exists: {
        const Result<QString> sub = renderQuery(*c.sub, &scope, aliasCounter, tablesRead);
        return (c.negated ? QStringLiteral("NOT EXISTS (") : QStringLiteral("EXISTS (")) + (sub ? *sub : QStringLiteral("SELECT 1"))
            + QLatin1Char(')');
    }
    case Condition::Kind::Any: {
        QStringList parts;
        for (const Condition &a : c.any)
            parts << condition(a, scope, aliasCounter, tablesRead);
        return QLatin1Char('(') + parts.join(QStringLiteral(" OR ")) + QLatin1Char(')');
    }
    }
    return {};
}

Result<QString> QueryRenderer::renderQuery(const Query &query, const Scope *outer, int &aliasCounter,
                                           QStringList &tablesRead) const
{
    Scope scope;
    scope.outer = outer;
    QStringList needed = query.tables();
    for (const Query::Link &l : query.correlate)
        addUnique(needed, l.innerTable);
    // Tables the outer query already has are referred to, not joined again (correlation).
    if (outer && !query.ownTables) {
        QStringList own;
        for (const QString &t : needed) {
            if (t == query.baseTable || outer->aliasOf(t).isEmpty())
                own << t;
        }
        needed = own;
    }
    if (needed.isEmpty() && !query.select.empty() && query.where.empty()) {
        // Figures made of subqueries only ("growth from 1997 to 1998"): a SELECT with no FROM.
        QStringList select;
        for (const SelectItem &s : query.select)
            select << expr(s.expr, scope, aliasCounter, tablesRead)
                    + (s.alias.isEmpty() ? QString() : QStringLiteral(" AS ") + m_dialect.quoteIdentifier(s.alias));
        return QStringLiteral("SELECT ") + select.join(QStringLiteral(", "));
    }
    if (needed.isEmpty())
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("a query that reads no table"));
    const QString base = query.baseTable.isEmpty() ? needed.first() : query.baseTable;
    const auto newAlias = [&scope, &aliasCounter, &tablesRead](const QString &table) {
        QString alias = QStringLiteral("t%1").arg(++aliasCounter);
        scope.aliases.insert(table, alias);
        addUnique(tablesRead, table);
        return alias;
    };
    QString from = m_dialect.quoteIdentifier(base) + QLatin1Char(' ') + newAlias(base);
    for (const QString &t : needed) {
        if (!scope.aliases.value(t).isEmpty())
            continue;
        // The shortest path from any table joined so far.
        QList<sql::ForeignKey> best;
        QString bestFrom;
        for (auto it = scope.aliases.constBegin(); it != scope.aliases.constEnd(); ++it) {
            const QList<sql::ForeignKey> p = m_schema.joinPath(it.key(), t);
            // Equal paths: from a table the rows go through ("students who took Robotics": from
            // takes, not from the student's department), then the first table by name, so the SQL
            // is the same on every run (a hash's order is not).
            const bool through = query.through.contains(it.key()), bestThrough = query.through.contains(bestFrom);
            const bool before = through != bestThrough ? through : it.key() < bestFrom;
            if (!p.isEmpty() && (best.isEmpty() || p.size() < best.size() || (p.size() == best.size() && before))) {
                best = p;
                bestFrom = it.key();
            }
        }
        if (best.isEmpty())
            return makeError(ErrorCode::NotFound, QStringLiteral("no foreign-key path joins %1 to %2").arg(t, base));
        QString current = bestFrom;
        for (const sql::ForeignKey &fk : best) {
            const bool forward = fk.fromTable == current;
            const QString next = forward ? fk.toTable : fk.fromTable;
            if (!scope.aliases.value(next).isEmpty()) {
                current = next;
                continue;
            }
            const QString here = scope.aliases.value(current);
            const QString alias = newAlias(next);
            QStringList on;
            for (int i = 0; i < fk.fromColumns.size(); ++i) {
                const QString fromAlias = forward ? here : alias;
                const QString toAlias = forward ? alias : here;
                on << fromAlias + QLatin1Char('.') + m_dialect.quoteIdentifier(fk.fromColumns.at(i)) + QStringLiteral(" = ")
                        + toAlias + QLatin1Char('.') + m_dialect.quoteIdentifier(fk.toColumns.value(i));
            }
            from += (query.keepRowsWithNone ? QStringLiteral(" LEFT JOIN ") : QStringLiteral(" JOIN ")) + m_dialect.quoteIdentifier(next) + QLatin1Char(' ') + alias + QStringLiteral(" ON ")
                + on.join(QStringLiteral(" AND "));
            current = next;
        }
    }
    QStringList where;
    for (const Query::Link &l : query.correlate)
        where << scope.aliases.value(l.innerTable) + QLatin1Char('.') + m_dialect.quoteIdentifier(l.innerColumn) + QLatin1Char(' ') + l.op + QLatin1Char(' ')
                + (outer ? outer->aliasOf(l.outerTable) : QString()) + QLatin1Char('.') + m_dialect.quoteIdentifier(l.outerColumn);
    for (const Condition &c : query.where)
        where << condition(c, scope, aliasCounter, tablesRead);
    // Each shown column under a name of its own: two tables' "Name" side by side become the
    // second table's "TrackName" (the wrapper of a ranking within groups selects by name, and
    // showed the first one twice).
    QStringList names;
    for (const SelectItem &s : query.select) {
        QString name = s.alias;
        if (!name.isEmpty() && names.contains(name))
            name = s.expr.kind == Expr::Kind::Column && !names.contains(QString(s.expr.table).remove(QLatin1Char(' ')) + name)
                ? QString(s.expr.table).remove(QLatin1Char(' ')) + name
                : name + QStringLiteral("_%1").arg(names.size() + 1);
        names << name;
    }
    QStringList select;
    QStringList shownExprs;   // each select item as rendered, without its name
    for (qsizetype k = 0; k < qsizetype(query.select.size()); ++k) {
        QString item = expr(query.select[size_t(k)].expr, scope, aliasCounter, tablesRead);
        shownExprs << item;
        if (!names.at(k).isEmpty())
            item += QStringLiteral(" AS ") + m_dialect.quoteIdentifier(names.at(k));
        select << item;
    }
    if (select.isEmpty())
        select << QStringLiteral("1");
    // Ranked within partitions: the partitions and the ranked figure as hidden columns of the
    // innermost query (whose DISTINCT drops rows repeated by joins before anything is ranked).
    QStringList shown, partitionNames;
    QString rankFigure;
    if (query.rankWithin) {
        for (const QString &name : std::as_const(names))
            shown << m_dialect.quoteIdentifier(name);
        for (const Expr &p : query.rankWithin->partition) {
            partitionNames << m_dialect.quoteIdentifier(QStringLiteral("partition_%1").arg(partitionNames.size() + 1));
            select << expr(p, scope, aliasCounter, tablesRead) + QStringLiteral(" AS ") + partitionNames.last();
        }
        rankFigure = m_dialect.quoteIdentifier(QStringLiteral("rank_figure"));
        const QString by = expr(query.rankWithin->by, scope, aliasCounter, tablesRead);
        select << (isFloatingFigure(query.rankWithin->by) ? m_dialect.round(by, 9) : by) + QStringLiteral(" AS ") + rankFigure;
    }
    const bool innerDistinct = query.distinct;
    QString sql = QStringLiteral("SELECT ") + (innerDistinct ? QStringLiteral("DISTINCT ") : QString()) + select.join(QStringLiteral(", "))
        + QStringLiteral(" FROM ") + from;
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    if (!query.groupBy.empty()) {
        // (A constant shown, "1997 AS Year", groups nothing; written as a number it would be
        // read as the position of a column.)
        QStringList group;
        for (const Expr &e : query.groupBy)
            if (e.kind != Expr::Kind::Number && e.kind != Expr::Kind::Text)
                group << expr(e, scope, aliasCounter, tablesRead);
        if (!group.isEmpty())
            sql += QStringLiteral(" GROUP BY ") + group.join(QStringLiteral(", "));
    }
    if (!query.having.empty()) {
        QStringList having;
        for (const Condition &c : query.having)
            having << condition(c, scope, aliasCounter, tablesRead);
        sql += QStringLiteral(" HAVING ") + having.join(QStringLiteral(" AND "));
    }
    if (query.rankWithin) {
        // Then each row's rank in its partition, and each partition's first rows, partition by
        // partition, best first; the shown columns last, so ties come out in the same order on
        // every run. (Built by concatenation: SQL text may hold '%1' in a LIKE pattern.)
        // No partition ranks all the rows as one ("the cheapest and the most expensive product").
        const QString rank = m_dialect.quoteIdentifier(QStringLiteral("rank_in_partition"));
        const QString fromEnd = m_dialect.quoteIdentifier(QStringLiteral("rank_from_end"));
        const QString partitionBy = partitionNames.isEmpty() ? QString() : QStringLiteral("PARTITION BY ") + partitionNames.join(QStringLiteral(", ")) + QLatin1Char(' ');
        const bool descending = query.rankWithin->descending;
        const auto window = [&](bool desc) {
            return QStringLiteral("RANK() OVER (") + partitionBy + QStringLiteral("ORDER BY ") + rankFigure + (desc ? QStringLiteral(" DESC") : QString()) + QLatin1Char(')');
        };
        const QString keep = QString::number(query.rankWithin->keep);
        QString ranked = QStringLiteral("SELECT *, ") + window(descending) + QStringLiteral(" AS ") + rank;
        QString kept = rank + QStringLiteral(" <= ") + keep;
        if (query.rankWithin->bothEnds) {
            ranked += QStringLiteral(", ") + window(!descending) + QStringLiteral(" AS ") + fromEnd;
            kept += QStringLiteral(" OR ") + fromEnd + QStringLiteral(" <= ") + keep;
        }
        ranked += QStringLiteral(" FROM (") + sql + QStringLiteral(") deduplicated");
        return QStringLiteral("SELECT ") + shown.join(QStringLiteral(", ")) + QStringLiteral(" FROM (") + ranked
            + QStringLiteral(") ranked WHERE ") + kept
            + QStringLiteral(" ORDER BY ") + (partitionNames + QStringList{rank} + shown).join(QStringLiteral(", "));
    }
    if (query.banded)
        return banded(*query.banded, sql);
    // Keys that only sort the rows a ranking keeps come after the ranking inside, and sort the
    // kept rows outside, by the names they are shown under (a key not shown stays inside, last).
    const qsizetype display = query.limit > 0 ? std::min<qsizetype>(query.displayKeys, qsizetype(query.orderBy.size())) : 0;
    QStringList outerOrder;
    std::vector<OrderItem> inner(query.orderBy.begin() + display, query.orderBy.end());
    for (qsizetype k = 0; k < display; ++k) {
        const OrderItem &o = query.orderBy[size_t(k)];
        // (Any key shown, a column or an expression such as a person's full name, found by the
        // text it renders to; a subquery is not rendered twice, as that would take new aliases.)
        qsizetype shownAt = -1;
        // (A date column sorts as the day it is shown as: "ordered by hire date" beside the day.)
        if (o.expr.kind != Expr::Kind::Subquery) {
            const QString key = expr(o.expr, scope, aliasCounter, tablesRead);
            const QString day = o.expr.kind == Expr::Kind::Column ? expr(Expr::unary(Expr::Kind::DateOf, o.expr), scope, aliasCounter, tablesRead) : QString();
            for (qsizetype s = 0; s < shownExprs.size() && shownAt < 0; ++s)
                if ((shownExprs.at(s) == key || (!day.isEmpty() && shownExprs.at(s) == day)) && !names.at(s).isEmpty())
                    shownAt = s;
        }
        if (shownAt >= 0)
            outerOrder << m_dialect.quoteIdentifier(names.at(shownAt)) + (o.descending ? QStringLiteral(" DESC") : QString());
        else
            inner.push_back(o);
    }
    if (!inner.empty()) {
        QStringList order;
        QStringList keys;
        for (const OrderItem &o : inner) {
            if (o.expr.kind == Expr::Kind::Number || o.expr.kind == Expr::Kind::Text)
                continue;   // (a constant orders nothing, and a number would be a column's position)
            const QString key = expr(o.expr, scope, aliasCounter, tablesRead);
            // (A key said twice, "by country ... per country", orders once: the first decides.)
            if (keys.contains(key))
                continue;
            keys << key;
            order << (isFloatingFigure(o.expr) ? m_dialect.round(key, 9) : key)
                    + (o.descending ? QStringLiteral(" DESC") : QString());
        }
        if (!order.isEmpty())
            sql += QStringLiteral(" ORDER BY ") + order.join(QStringLiteral(", "));
    }
    if (query.limit > 0)
        sql += QLatin1Char(' ') + m_dialect.limitClause(query.limit);
    if (query.limit > 0 && query.offset > 0)
        sql += QStringLiteral(" OFFSET %1").arg(query.offset);   // SQLite and PostgreSQL both
    if (!outerOrder.isEmpty())
        sql = QStringLiteral("SELECT * FROM (") + sql + QStringLiteral(") kept_rows ORDER BY ") + outerOrder.join(QStringLiteral(", "));
    if (query.byFigure) {
        const QString figure = m_dialect.quoteIdentifier(query.byFigure->figure);
        const QString counted = QStringLiteral("COUNT(*) AS ") + m_dialect.quoteIdentifier(query.byFigure->counted);
        return QStringLiteral("SELECT ") + (query.byFigure->countedFirst ? counted + QStringLiteral(", ") + figure : figure + QStringLiteral(", ") + counted)
            + QStringLiteral(" FROM (") + sql + QStringLiteral(") counted_rows GROUP BY ") + figure + QStringLiteral(" ORDER BY ") + figure;
    }
    if (query.overKept)
        return QStringLiteral("SELECT ") + query.overKept->op + QLatin1Char('(') + m_dialect.quoteIdentifier(query.overKept->column)
            + QStringLiteral(") AS ") + m_dialect.quoteIdentifier(query.overKept->alias) + QStringLiteral(" FROM (") + sql + QStringLiteral(") kept_rows");
    return sql;
}

QString QueryRenderer::banded(const Query::Banded &b, const QString &rows) const
{
    // (Built by concatenation: SQL text may hold '%1' in a LIKE pattern.)
    const QString figure = m_dialect.quoteIdentifier(QStringLiteral("band_figure"));
    // (Compared at 9 places: a sum of prices that is 45 in decimals may be 44.99999999999 in binary.)
    const QString compared = m_dialect.round(figure, 9);
    const QString label = m_dialect.quoteIdentifier(QStringLiteral("band_label"));
    const QString place = m_dialect.quoteIdentifier(QStringLiteral("band_order"));
    const auto number = [](double v) { return QString::number(v, 'g', 15); };
    QString labels = QStringLiteral("CASE"), order = QStringLiteral("CASE");
    for (int i = 0; i < int(b.bands.size()); ++i) {
        const Query::Band &band = b.bands[i];
        QStringList bounds;
        if (band.low)
            bounds << compared + (band.lowIncluded ? QStringLiteral(" >= ") : QStringLiteral(" > ")) + number(*band.low);
        if (band.high)
            bounds << compared + (band.highIncluded ? QStringLiteral(" <= ") : QStringLiteral(" < ")) + number(*band.high);
        const QString when = QStringLiteral(" WHEN ") + (bounds.isEmpty() ? QStringLiteral("1 = 1") : bounds.join(QStringLiteral(" AND "))) + QStringLiteral(" THEN ");
        labels += when + QLatin1Char('\'') + QString(band.label).replace(QLatin1Char('\''), QStringLiteral("''")) + QLatin1Char('\'');
        order += when + QString::number(i + 1);
    }
    labels += QStringLiteral(" END");
    order += QStringLiteral(" END");
    if (b.perRow) {
        // Each row with its band's label, in the order of the rows' key.
        QStringList shown, inner;
        for (const auto &[column, alias] : b.shown) {
            shown << m_dialect.quoteIdentifier(column) + QStringLiteral(" AS ") + m_dialect.quoteIdentifier(alias);
            inner << m_dialect.quoteIdentifier(column);
        }
        shown.insert(std::clamp(b.labelAt, 0, int(shown.size())), label + QStringLiteral(" AS ") + m_dialect.quoteIdentifier(b.labelAlias));
        const QString key = m_dialect.quoteIdentifier(QStringLiteral("band_key"));
        inner << key;
        return QStringLiteral("SELECT ") + shown.join(QStringLiteral(", ")) + QStringLiteral(" FROM (SELECT ") + labels + QStringLiteral(" AS ") + label
            + QStringLiteral(", ") + inner.join(QStringLiteral(", ")) + QStringLiteral(" FROM (") + rows + QStringLiteral(") banded_rows) banded WHERE ") + label
            + QStringLiteral(" IS NOT NULL ORDER BY ") + key;
    }
    QStringList select{label + QStringLiteral(" AS ") + m_dialect.quoteIdentifier(b.labelAlias.isEmpty() ? QStringLiteral("band") : b.labelAlias)};
    for (const Query::BandFigure &f : b.figures) {
        const QString computed = f.op == QLatin1String("COUNT")     ? QStringLiteral("COUNT(*)")
            : f.op == QLatin1String("PERCENT") ? QStringLiteral("100.0 * COUNT(*) / SUM(COUNT(*)) OVER ()")
                                               : f.op + QLatin1Char('(') + figure + QLatin1Char(')');
        select << computed + QStringLiteral(" AS ") + m_dialect.quoteIdentifier(f.alias);
    }
    const QString by = b.largestFirst ? QStringLiteral("COUNT(*) DESC, MIN(") + place + QLatin1Char(')') : QStringLiteral("MIN(") + place + QLatin1Char(')');
    return QStringLiteral("SELECT ") + select.join(QStringLiteral(", ")) + QStringLiteral(" FROM (SELECT ") + labels + QStringLiteral(" AS ") + label
        + QStringLiteral(", ") + order + QStringLiteral(" AS ") + place + QStringLiteral(", ") + figure + QStringLiteral(" FROM (") + rows
        + QStringLiteral(") banded_rows) banded WHERE ") + label + QStringLiteral(" IS NOT NULL GROUP BY ") + label + QStringLiteral(" ORDER BY ") + by;
}

Result<RenderedQuery> QueryRenderer::render(const Query &query) const
{
    int aliasCounter = 0;
    RenderedQuery out;
    Result<QString> sql = renderQuery(query, nullptr, aliasCounter, out.tables);
    if (!sql)
        return sql.error();
    out.sql = *sql;
    return out;
}

} // namespace rac::semantic
