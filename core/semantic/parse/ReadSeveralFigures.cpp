// SPDX-License-Identifier: MIT
//
// Several figures per group: "number of orders and total freight per shipper" with a field for
// each. The readings compute one figure; the format's fields name the others by their own words
// (an aggregate and a column, a measure's name), and the question's words for them are then
// explained by the field that shows them. Joining the rows of two figures can repeat one
// table's rows once per row below it (an order's freight once per order line). A figure of the
// rows asked about, kept by a condition on rows below ("the freight of orders that include a
// seafood product"), asks for some such row (EXISTS), each row added once; joined with the rows
// below for another figure or a group, it is declined rather than inflated.
#include "semantic/parse/InterpretationBuilder.h"

#include <QScopeGuard>

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

bool InterpretationBuilder::keepFocusRowsBySomeRowBelow(const QString &figureTable)
{
    // Only a figure of the focus's rows, not grouped, its other tables read by conditions alone.
    // ("How many products in stock have more than 50 units?" added up units for a count: a
    // count asked for is no total to keep.)
    if (!m_q.groupBy.empty() || !m_groupTargets.empty() || figureTable.isEmpty() || m_aggregateLabel == QLatin1String("count"))
        return false;
    for (const SelectItem &s : m_q.select)
        for (const QString &t : s.expr.tables())
            if (t != figureTable)
                return false;
    // (The rows the figure is of are the ones kept, whichever table the words named last.)
    const QString named = m_focus;
    m_focus = figureTable;
    const auto restore = qScopeGuard([this, &named] { m_focus = named; });
    std::vector<Condition> below, own;
    for (const Condition &c : m_q.where) {
        const QStringList tables = c.tables();
        const bool rowsBelow = c.kind != Condition::Kind::Exists && !tables.isEmpty()
            && std::all_of(tables.cbegin(), tables.cend(), [this](const QString &t) { return t != m_focus && !belongsTo(m_focus, t); });
        (rowsBelow ? below : own).push_back(c);
    }
    const std::shared_ptr<Query> some = perFocusRow();
    if (below.empty() || !some)
        return false;
    some->where = below;
    some->through = m_q.through;
    Condition exists;
    exists.kind = Condition::Kind::Exists;
    exists.sub = some;
    own.push_back(exists);
    m_q.where = own;
    m_q.through.clear();
    m_q.extraTables.clear();
    if (!m_q.baseTable.isEmpty())
        m_q.baseTable = figureTable;
    m_out.notes << QStringLiteral("each %1 row counted once, as having such rows").arg(m_focus);
    return true;
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
            if (fk.sharedValues)
                return true;
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
    // Whether the join from `from` to `to` only follows keys to the rows they point at (an
    // employee to its department): each row of `from` meets one row of `to`, whatever other
    // keys lead back (the department's manager is an employee too).
    const auto onlyUp = [this](const QString &from, const QString &to) {
        QString at = from;
        const QList<sql::ForeignKey> path = m_lex.schema().joinPath(from, to);
        for (const sql::ForeignKey &fk : path) {
            if (fk.fromTable != at || fk.sharedValues)
                return false;
            at = fk.toTable;
        }
        return !path.isEmpty();
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
        // "the total of price times quantity" with the price on the title and the quantity on the
        // sale: one figure per sale, the row every other column is reached from by going up;
        // only that row must not repeat (each title's price was counted once per sale, refused).
        QStringList measured;
        for (const auto &[table, column] : std::as_const(added))
            if (!measured.contains(table))
                measured << table;
        if (measured.size() > 1) {
            const auto base = std::find_if(measured.cbegin(), measured.cend(), [&measured, &onlyUp](const QString &b) {
                return std::all_of(measured.cbegin(), measured.cend(), [&b, &onlyUp](const QString &t) { return t == b || onlyUp(b, t); });
            });
            if (base != measured.cend()) {
                const QString &row = *base;
                added.removeIf([&row](const auto &c) { return c.first != row; });
            }
        }
        for (const auto &[table, column] : std::as_const(added)) {
            for (const QString &other : std::as_const(tables)) {
                if (other != table && ((reaches(other, table) && !onlyUp(table, other)) || fansOut(table, other))) {
                    // "the average age of the sailors who reserved a red boat": the rows below
                    // only say which focus rows are meant; asked as some such row (EXISTS),
                    // each focus row counts once.
                    if (keepFocusRowsBySomeRowBelow(table)) {
                        refuseTotalsInflatedByJoin();
                        return;
                    }
                    m_out.notUnderstood << QStringLiteral("the %1 of %2.%3 joined with %4 rows (each %2 row would count once per row below it)")
                                               .arg(op == QLatin1String("SUM") ? QStringLiteral("total") : QStringLiteral("average"), table, column, other);
                    return;
                }
            }
        }
    }
}

} // namespace rac::semantic

namespace rac::semantic {

void InterpretationBuilder::readListedFigures()
{
    // "What are the highest and lowest unit prices?", "the maximum, minimum and average freight
    // per shipper": aggregate words listed before one amount are that many figures of it, in one
    // row (per group when grouped). With no answer fields to show them, the first alone was
    // answered ("the highest and the lowest product price": the MAX, at 0.9) or none at all.
    // Answer fields name the figures themselves (useFiguresShown); the words are read alike.
    const auto opOf = [this](int k) {
        if (const QString agg = m_ev[k].tag(QStringLiteral("agg:")); !agg.isEmpty())
            return agg == QLatin1String("agg:count") ? QString() : agg.mid(4).toUpper();
        const QString sup = m_ev[k].tag(QStringLiteral("sup:"));
        return sup.endsWith(QLatin1String("high")) ? QStringLiteral("MAX") : sup.endsWith(QLatin1String("low")) ? QStringLiteral("MIN") : QString();
    };
    // A comma or "and"/"&" (and "the") between two listed words, nothing else.
    const auto listed = [this](int a, int b) {
        bool joined = m_read.punctuationBetween(m_ev[a].last, m_ev[b].first);
        for (int t = m_ev[a].last + 1; t < m_ev[b].first; ++t) {
            const QString &w = m_read.tokens.at(t).lower;
            if (w != QLatin1String("and") && w != QLatin1String("&") && w != QLatin1String("the"))
                return false;
            joined |= w != QLatin1String("the");
        }
        return joined;
    };
    for (int first = 0; first < count(); ++first) {
        if (m_ev[first].used || opOf(first).isEmpty())
            continue;
        int last = first;
        while (last + 1 < count() && !m_ev[last + 1].used && !opOf(last + 1).isEmpty() && listed(last, last + 1))
            ++last;
        if (last + 1 >= count())
            continue;
        // "highest, lowest and average price": the list may end in a figure of a column said as
        // one name, whose column the others are of too.
        // (A column's own figure is named "avg:Table.Column"; a model's measure may be one too.)
        std::optional<Expr> lastFigure;
        if (const LexEntry *m = m_ev[last + 1].used ? nullptr : m_ev[last + 1].entry(LexEntry::Kind::Measure); m && listed(last, last + 1)) {
            QString op;
            std::optional<Expr> over;
            if (const QString target = m->measureId.section(QLatin1Char(':'), 1); target.contains(QLatin1Char('.'))) {
                op = m->measureId.section(QLatin1Char(':'), 0, 0).toUpper();
                over = Expr::col(target.section(QLatin1Char('.'), 0, 0), target.section(QLatin1Char('.'), 1));
            } else if (const std::optional<Expr> named = modelMeasure({*m})) {
                over = aggregatedColumn(*named, &op);
            }
            // (The column as the measure's word reads in this question: "average price per
            // category" is the catalogue's price, not the order lines' the measure averages.)
            if (const std::optional<Expr> read = measureOf(last + 1); over && read) {
                QString readOp;
                if (const std::optional<Expr> column = aggregatedColumn(*read, &readOp); column && readOp == op)
                    over = column;
            }
            if (over && QStringList{QStringLiteral("SUM"), QStringLiteral("AVG"), QStringLiteral("MIN"), QStringLiteral("MAX")}.contains(op))
                lastFigure = Expr::agg(op, {*over});
        }
        // ("highest and lowest price": a superlative phrase of an attribute names its column.)
        if (const QString attr = m_ev[last + 1].tag(QStringLiteral("attr:"));
            !lastFigure && !m_ev[last + 1].used && listed(last, last + 1) && (attr.endsWith(QLatin1String(":high")) || attr.endsWith(QLatin1String(":low"))))
            if (const std::optional<Expr> column = measureOf(last + 1); column && column->kind == Expr::Kind::Column)
                lastFigure = Expr::agg(attr.endsWith(QLatin1String(":high")) ? QStringLiteral("MAX") : QStringLiteral("MIN"), {*column});
        if (last == first && !lastFigure)
            continue;
        if (!lastFigure && !adjacent(last, last + 1))
            continue;
        // The amount: a number column, or one after the table that owns it ("product price").
        int amountEv = last + 1;
        int ownerEv = -1;
        if (!lastFigure && tableEv(amountEv) && amountEv + 1 < count() && adjacent(amountEv, amountEv + 1)) {
            ownerEv = amountEv;
            ++amountEv;
        }
        std::optional<Expr> amount = lastFigure ? std::optional<Expr>(lastFigure->args.front()) : std::nullopt;
        if (const LexEntry *c = m_ev[amountEv].used || tableEv(amountEv) || lastFigure ? nullptr : columnOf(amountEv))
            amount = Expr::col(c->table, c->column);
        if (!amount || m_lex.kindOf(amount->table, amount->column) != ColumnKind::Number
            || (ownerEv >= 0 && !namesTable(ownerEv, amount->table)))
            continue;
        // "the lowest and highest freight order": the rows at both ends, named after the amount.
        // ("the freight of orders" names whose amount it is.)
        if (amountEv + 1 < count() && tableEv(amountEv + 1) && m_ev[amountEv + 1].first == m_ev[amountEv].last + 1)
            continue;
        // "Which products have the highest and lowest price?": rows at both ends, not figures.
        // ("For each category, what are the highest and lowest prices?": the groups named before
        // are no rows ranked.)
        if (std::any_of(m_ev.cbegin(), m_ev.cbegin() + first, [this](const Evidence &e) {
                const LexEntry *t = e.entry(LexEntry::Kind::Table);
                return t && !m_groupTables.contains(t->table);
            }))
            return;
        std::vector<SelectItem> figures;
        QStringList ops;
        for (int k = first; k <= last; ++k) {
            const QString op = opOf(k);
            if (ops.contains(op))
                continue;
            ops << op;
            figures.push_back({Expr::agg(op, {*amount}), op.toLower() + QLatin1Char('_') + amount->column});
        }
        if (lastFigure && !ops.contains(lastFigure->text)) {
            ops << lastFigure->text;
            figures.push_back({*lastFigure, lastFigure->text.toLower() + QLatin1Char('_') + amount->column});
        }
        if (figures.size() < 2)
            continue;
        for (int k = first; k <= last; ++k)
            use(k, QStringLiteral("%1 of %2.%3").arg(opOf(k), amount->table, amount->column));
        if (ownerEv >= 0)
            use(ownerEv, QStringLiteral("whose %1").arg(amount->column));
        use(amountEv, lastFigure ? QStringLiteral("%1 of %2.%3").arg(lastFigure->text, amount->table, amount->column) : QStringLiteral("the figures' amount"));
        // A column of that name in another table too ("UnitPrice" of the catalogue and of the
        // order lines), with neither table named: which one the words mean is a guess.
        bool tableNamed = false;
        for (int k = 0; k < count(); ++k)
            tableNamed |= tableEv(k) && namesTable(k, amount->table);
        for (const sql::Table &t : m_lex.schema().tables)
            if (const sql::Column *c = !tableNamed && t.name != amount->table && !t.isView ? t.column(amount->column) : nullptr;
                c && m_lex.kindOf(t.name, c->name) == ColumnKind::Number)
                m_out.ambiguous = true;
        if (m_hint.isScalar() && !m_hint.text.trimmed().isEmpty()) {
            m_out.notUnderstood << QStringLiteral("%1 figures (%2) for the one value the answer's format asks").arg(figures.size()).arg(ops.join(QStringLiteral(", ")));
            return;
        }
        m_aggregate = figures.front().expr;
        m_aggregateLabel = figures.front().alias;
        m_moreFigures.assign(figures.begin() + 1, figures.end());
        focusIfUnset(amount->table);
        return;
    }
}

} // namespace rac::semantic
