// SPDX-License-Identifier: MIT
#include "semantic/parse/Interpreter.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/Vocabulary.h"

#include <QSet>

namespace rac::semantic {
namespace {

using Kind = Evidence::Kind;

bool unusedMeasure(const Evidence &e) { return !e.used && e.entry(LexEntry::Kind::Measure) && !e.entry(LexEntry::Kind::Column); }

bool isComparable(ColumnKind k) { return k == ColumnKind::Number || k == ColumnKind::Date || k == ColumnKind::Key; }

// A date part a question groups by, as analysts label it: 1997, '1997-03', '1997-Q1'.
Expr datePart(const QString &part, const Expr &date)
{
    const Expr::Kind kind = part == QLatin1String("month") ? Expr::Kind::YearMonthOf
        : part == QLatin1String("quarter")                 ? Expr::Kind::QuarterLabelOf
                                                            : Expr::Kind::YearOf;
    return Expr::unary(kind, date);
}

QString partOf(const Expr &e)
{
    switch (e.kind) {
    case Expr::Kind::YearOf: return QStringLiteral("year");
    case Expr::Kind::YearMonthOf: return QStringLiteral("month");
    case Expr::Kind::QuarterLabelOf: return QStringLiteral("quarter");
    default: return QString();
    }
}

// Everything the interpretation of one question needs while it is built.
class Builder {
public:
    Builder(const Lexicon &lexicon, const SemanticModel *model, const ReadQuestion &read, const answer::FormatHint &hint,
            const QString &dateTable, const QString &dateColumn)
        : m_lex(lexicon), m_model(model), m_read(read), m_ev(read.evidence), m_hint(hint), m_dateTable(dateTable),
          m_dateColumn(dateColumn)
    {
    }

    Interpretation run();

private:
    // --- evidence helpers
    int count() const { return int(m_ev.size()); }
    Evidence &at(int i) { return m_ev[i]; }
    void use(int i, const QString &meaning)
    {
        if (i < 0 || i >= count())
            return;
        m_ev[i].used = true;
        m_out.coverage << QStringLiteral("%1 -> %2").arg(m_read.spanText(m_ev[i].first, m_ev[i].last), meaning);
    }
    bool tableEv(int i) const { return i >= 0 && i < count() && m_ev[i].entry(LexEntry::Kind::Table); }
    const LexEntry *columnOf(int i) const { return i >= 0 && i < count() ? pickColumn(i) : nullptr; }
    bool adjacent(int a, int b) const;   // no content word between evidence a and b
    // No format hint at all: the analyst typed a question in the app; any shape may answer it.
    bool freeForm() const { return m_hint.text.trimmed().isEmpty(); }
    bool belongsTo(const QString &table, const QString &owner) const;   // every row of `table` is part of one `owner` row
    QString labelOf(const Expr &e) const;
    int distanceToFocus(const QString &table) const;

    // --- passes
    void chooseFocus();
    void readGrouping();
    void readComparisons();
    void readDates();
    void readValues();
    void readKeyLookups();
    void readTextMatches();
    void readNegations();
    void readFlags();
    void readAggregatesAndRanking();
    bool buildProjection();
    void readOrderBy();
    void finish();

    const LexEntry *pickColumn(int i) const;     // the column reading that fits the focus best
    std::optional<Expr> measureOf(int i) const;  // a numeric expression evidence i names
    Expr displayOf(const QString &table) const;
    std::optional<Expr> resolveKey(const QString &key, bool &aggregate);
    std::optional<Expr> modelMeasure(const QList<LexEntry> &entries) const;   // the first semantic-model measure named
    Expr dateColumnFor(int near) const;
    std::optional<Expr> countPer(const QString &other) const;   // rows of `other` per focus row, as a subquery
    int whichColumnBefore(int i) const;          // "which country ... the most": the attribute asked for
    bool rankFocusByMeasureAfter(int target, bool descending, int limitEv);   // "top 5 customers by revenue"
    bool followsRankedTable(int i) const;        // "by" in "top 5 products by price" ranks, not groups
    void readLimitBeforeTable();                 // "which 3 categories sold the most ..." 
    void addCondition(Condition c) { m_q.where.push_back(std::move(c)); }

    const Lexicon &m_lex;
    const SemanticModel *m_model;
    const ReadQuestion &m_read;
    QList<Evidence> m_ev;
    const answer::FormatHint &m_hint;
    QString m_dateTable, m_dateColumn;

    Interpretation m_out;
    Query m_q;
    QString m_focus;                         // the entity the question is about
    std::vector<Expr> m_groupTargets;        // "per category"
    QStringList m_groupTables;
    std::optional<Expr> m_aggregate;         // "average unit price"
    QString m_aggregateLabel;
    std::optional<Expr> m_rankBy;            // "most expensive", "with the most orders"
    bool m_rankDescending = true;
    int m_limit = 0;
    bool m_limitNamed = false;
    int m_totalsDirection = 0;               // "biggest first" +1, "smallest first" -1
    bool m_distinct = false;
};

bool Builder::adjacent(int a, int b) const
{
    if (a > b)
        std::swap(a, b);
    for (int t = m_ev[a].last + 1; t < m_ev[b].first; ++t) {
        const Token &token = m_read.tokens.at(t);
        if (!token.functionWord && !Vocabulary::builtIn().isFunctionWord(token.lower))
            return false;
    }
    return true;
}

int Builder::distanceToFocus(const QString &table) const
{
    if (m_focus.isEmpty() || table == m_focus)
        return 0;
    // Tables more than one bridge away count as unrelated: a reading that needs a long join
    // chain to reach the focus is weaker than any nearer one.
    const qsizetype steps = m_lex.schema().joinPath(table, m_focus).size();
    return steps == 0 || steps > 2 ? 99 : int(steps);
}

const LexEntry *Builder::pickColumn(int i) const
{
    const LexEntry *best = nullptr;
    int bestScore = -1000;
    // A word that names a table ("product") is the table, not a column that merely contains it.
    int tableStrength = 0;
    for (const LexEntry &e : m_ev[i].entries)
        if (e.kind == LexEntry::Kind::Table)
            tableStrength = std::max(tableStrength, e.strength);
    for (const LexEntry &e : m_ev[i].entries) {
        if (e.kind != LexEntry::Kind::Column || e.strength <= tableStrength)
            continue;
        int score = e.strength * 10 - distanceToFocus(e.table) * 4;
        for (int j = 0; j < count(); ++j) {
            if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table); t && t->table == e.table)
                score += 6;
        }
        if (score > bestScore) {
            bestScore = score;
            best = &e;
        }
    }
    return best;
}

std::optional<Expr> Builder::measureOf(int i) const
{
    if (i < 0 || i >= count())
        return std::nullopt;
    const Evidence &e = m_ev[i];
    if (const LexEntry *c = pickColumn(i); c && isComparable(m_lex.kindOf(c->table, c->column)))
        return Expr::col(c->table, c->column);
    if (const LexEntry *m = e.entry(LexEntry::Kind::Measure); m && m_model) {
        if (const Measure *measure = m_model->measure(m->measureId))
            return Expr::templ(measure->expr);
    }
    // "expensive", "born": a concept that names a column of the focus ("price" -> UnitPrice).
    const QString attr = e.tag(QStringLiteral("attr:"));
    if (!attr.isEmpty()) {
        const QString attribute = attr.section(QLatin1Char(':'), 1, 1);
        QStringList tables{m_focus};
        for (const sql::Table &t : m_lex.schema().tables)
            if (!tables.contains(t.name) && !t.isView)
                tables << t.name;
        for (const QString &table : tables) {
            const sql::Table *t = m_lex.schema().table(table);
            if (!t)
                continue;
            for (const sql::Column &c : t->columns) {
                if (c.name.toLower().contains(attribute) && m_lex.kindOf(t->name, c.name) != ColumnKind::Text)
                    return Expr::col(t->name, c.name);
            }
        }
    }
    return std::nullopt;
}

Expr Builder::displayOf(const QString &table) const
{
    const QStringList cols = m_lex.displayColumns(table);
    if (cols.size() == 2) {
        Expr e;
        e.kind = Expr::Kind::Concat;
        e.args = {Expr::col(table, cols[0]), Expr::str(QStringLiteral(" ")), Expr::col(table, cols[1])};
        return e;
    }
    if (cols.size() == 1)
        return Expr::col(table, cols[0]);
    const sql::Table *t = m_lex.schema().table(table);
    return Expr::col(table, t && !t->primaryKey().isEmpty() ? t->primaryKey().first() : QStringLiteral("rowid"));
}

Expr Builder::dateColumnFor(int near) const
{
    // A date column or a date-like attribute word next to the date phrase ("born in", "shipped before").
    for (int d = 1; d <= 3; ++d) {
        for (int j : {near - d, near + d}) {
            if (j < 0 || j >= count())
                continue;
            if (const LexEntry *c = pickColumn(j); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Date)
                return Expr::col(c->table, c->column);
            if (m_ev[j].hasTag(QStringLiteral("attr:"))) {
                if (const std::optional<Expr> m = measureOf(j); m && m->kind == Expr::Kind::Column
                    && m_lex.kindOf(m->table, m->column) == ColumnKind::Date)
                    return *m;
            }
        }
    }
    // Events are dated by the order date whenever orders connect to the focus ("employees in 1997"
    // are their orders in 1997); a table with no orders behind it uses its own first date column.
    if (!m_dateTable.isEmpty() && distanceToFocus(m_dateTable) <= 2)
        return Expr::col(m_dateTable, m_dateColumn);
    if (const sql::Table *t = m_lex.schema().table(m_focus)) {
        for (const sql::Column &c : t->columns) {
            if (m_lex.kindOf(t->name, c.name) == ColumnKind::Date)
                return Expr::col(t->name, c.name);
        }
    }
    return Expr::col(m_dateTable, m_dateColumn);
}

std::optional<Expr> Builder::countPer(const QString &other) const
{
    // Direct: other.fk -> focus ("orders per customer"); or through a bridge table
    // that points at both ("products per order" through the order lines).
    const sql::Table *otherTable = m_lex.schema().table(other);
    if (!otherTable || otherTable->primaryKey().isEmpty())
        return std::nullopt;
    auto sub = std::make_shared<Query>();
    for (const sql::ForeignKey &fk : m_lex.schema().foreignKeys) {
        if (fk.fromTable == other && fk.toTable == m_focus && fk.fromColumns.size() == 1) {
            sub->baseTable = other;
            sub->correlate.push_back({other, fk.fromColumns.first(), m_focus, fk.toColumns.value(0)});
            sub->select.push_back({Expr::agg(QStringLiteral("COUNT"), {}), QString()});
            break;
        }
    }
    if (sub->baseTable.isEmpty()) {
        for (const sql::ForeignKey &a : m_lex.schema().foreignKeys) {
            if (a.toTable != m_focus || a.fromColumns.size() != 1)
                continue;
            for (const sql::ForeignKey &b : m_lex.schema().foreignKeys) {
                if (b.fromTable == a.fromTable && b.toTable == other && b.fromColumns.size() == 1) {
                    sub->baseTable = a.fromTable;
                    sub->correlate.push_back({a.fromTable, a.fromColumns.first(), m_focus, a.toColumns.value(0)});
                    sub->select.push_back({Expr::agg(QStringLiteral("COUNT"), {Expr::col(a.fromTable, b.fromColumns.first())}, true), QString()});
                    break;
                }
            }
            if (!sub->baseTable.isEmpty())
                break;
        }
    }
    if (sub->baseTable.isEmpty())
        return std::nullopt;
    Expr e;
    e.kind = Expr::Kind::Subquery;
    e.sub = sub;
    return e;
}

int Builder::whichColumnBefore(int i) const
{
    static const QSet<QString> asking{QStringLiteral("which"), QStringLiteral("what")};
    for (int j = i - 1; j >= 0; --j) {
        const LexEntry *c = columnOf(j);
        if (m_ev[j].used || !c || tableEv(j) || m_lex.kindOf(c->table, c->column) != ColumnKind::Text)
            continue;
        const int t = m_ev[j].first;
        if (t > 0 && asking.contains(m_read.tokens.at(t - 1).lower))
            return j;
    }
    return -1;
}

bool Builder::followsRankedTable(int i) const
{
    if (i < 1 || !tableEv(i - 1) || m_read.tokens.at(m_ev[i].first).lower != QLatin1String("by"))
        return false;
    for (int k = i - 2; k >= 0 && k >= i - 3; --k) {
        if (m_ev[k].hasTag(QStringLiteral("sup:")) || m_ev[k].kind == Kind::Number)
            return true;
    }
    return false;
}

bool Builder::rankFocusByMeasureAfter(int target, bool descending, int limitEv)
{
    const int by = target + 1;
    if (by >= count() || !adjacent(target, by) || !m_ev[by].hasTag(QStringLiteral("group")))
        return false;
    int measure = by + 1;
    // "by total revenue": an aggregate word before the measure says how it is summed up.
    if (measure + 1 < count() && adjacent(by, measure) && m_ev[measure].hasTag(QStringLiteral("agg:"))
        && m_ev[measure].tag(QStringLiteral("agg:")) != QLatin1String("agg:count") && measureOf(measure + 1)) {
        use(measure, QStringLiteral("total"));
        ++measure;
    }
    if (measure >= count() || tableEv(measure) || !adjacent(by, measure))
        return false;
    // "by number of albums": the count of the focus's rows in another table.
    if (m_ev[measure].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && measure + 1 < count()
        && adjacent(measure, measure + 1)) {
        const LexEntry *t = m_ev[measure + 1].entry(LexEntry::Kind::Table);
        const sql::Table *table = t ? m_lex.schema().table(t->table) : nullptr;
        if (!table || t->table == m_focus || table->primaryKey().size() != 1)
            return false;
        m_rankBy = Expr::agg(QStringLiteral("COUNT"), {Expr::col(t->table, table->primaryKey().first())}, true);
        m_q.extraTables << t->table;
        m_rankDescending = descending;
        m_limit = limitEv >= 0 ? int(m_ev[limitEv].number) : 1;
        m_limitNamed = limitEv >= 0;
        use(by, QStringLiteral("ranked by"));
        use(measure, QStringLiteral("count"));
        use(measure + 1, QStringLiteral("count of %1").arg(t->table));
        return true;
    }
    const std::optional<Expr> m = measureOf(measure);
    if (!m)
        return false;
    // A column of the focus ranks its rows as they are; an amount of rows below the focus
    // (order lines of a customer) ranks it by their total.
    m_rankBy = m->isAggregate() || (m->kind == Expr::Kind::Column && m->table == m_focus) ? *m : Expr::agg(QStringLiteral("SUM"), {*m});
    m_rankDescending = descending;
    m_limit = limitEv >= 0 ? int(m_ev[limitEv].number) : 1;
    m_limitNamed = limitEv >= 0;
    use(by, QStringLiteral("ranked by"));
    use(measure, QStringLiteral("ranked measure"));
    return true;
}

void Builder::readLimitBeforeTable()
{
    if (!m_rankBy || m_limitNamed)
        return;
    for (int i = 0; i + 1 < count(); ++i) {
        if (m_ev[i].kind != Kind::Number || m_ev[i].used || !tableEv(i + 1) || !adjacent(i, i + 1))
            continue;
        const double n = m_ev[i].number;
        if (n < 1 || n > 1000 || n != std::floor(n))
            continue;
        m_limit = int(n);
        m_limitNamed = true;
        use(i, QStringLiteral("limit %1").arg(m_limit));
        return;
    }
}

bool Builder::belongsTo(const QString &table, const QString &owner) const
{
    // Order lines belong to an order, a product and (through the product) a category: every
    // step of the join path goes from a row to the row its foreign key names.
    const QList<sql::ForeignKey> path = m_lex.schema().joinPath(table, owner);
    if (path.isEmpty())
        return false;
    QString at = table;
    for (const sql::ForeignKey &fk : path) {
        if (fk.fromTable.compare(at, Qt::CaseInsensitive) != 0)
            return false;
        at = fk.toTable;
    }
    return true;
}

QString Builder::labelOf(const Expr &e) const
{
    if (QString part = partOf(e); !part.isEmpty())
        return part;
    if (e.kind == Expr::Kind::Column)
        return e.column;
    if (e.kind == Expr::Kind::Concat)
        return QStringLiteral("name");
    if (e.kind == Expr::Kind::Aggregate) {
        QString op = e.text.toLower();
        if (op == QLatin1String("count"))
            return e.args.empty() || e.args[0].kind != Expr::Kind::Column ? QStringLiteral("count")
                                                                          : e.args[0].table.toLower().remove(QLatin1Char(' '));
        if (!e.args.empty() && e.args[0].kind == Expr::Kind::Column)
            return op + QLatin1Char('_') + e.args[0].column;
        return op;
    }
    if (e.kind == Expr::Kind::Template && m_model) {
        for (const Measure &m : m_model->measures())
            if (m.expr == e.text)
                return QString(m.label).replace(QLatin1Char(' '), QLatin1Char('_'));
    }
    return QStringLiteral("value");
}

void Builder::chooseFocus()
{
    // The first table named; else the table of the first column named.
    for (int i = 0; i < count() && m_focus.isEmpty(); ++i) {
        if (const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table))
            m_focus = t->table;
    }
    for (int i = 0; i < count() && m_focus.isEmpty(); ++i) {
        if (const LexEntry *c = m_ev[i].entry(LexEntry::Kind::Column))
            m_focus = c->table;
    }
    for (const answer::HintField &f : m_hint.fields) {
        if (!m_focus.isEmpty())
            break;
        for (const sql::Table &t : m_lex.schema().tables) {
            if (!t.isView && t.column(f.key))
                m_focus = t.name;
        }
    }
    for (int i = 0; i < count() && m_focus.isEmpty(); ++i) {
        if (const LexEntry *v = m_ev[i].entry(LexEntry::Kind::Value))
            m_focus = v->table;
    }
    if (!m_focus.isEmpty())
        m_q.baseTable = m_focus;
}

void Builder::readGrouping()
{
    for (int i = 0; i < count(); ++i) {
        if (!m_ev[i].hasTag(QStringLiteral("group")) || m_ev[i].used)
            continue;
        // "yearly", "monthly": the word is the grouping and the part at once.
        if (const QString part = m_ev[i].tag(QStringLiteral("part:")); !part.isEmpty()) {
            m_groupTargets.push_back(datePart(part.mid(5), dateColumnFor(i)));
            use(i, QStringLiteral("group by %1").arg(part.mid(5)));
            continue;
        }
        const int j = i + 1;
        if (j >= count() || !adjacent(i, j) || followsRankedTable(i))
            continue;
        if (const QString part = m_ev[j].tag(QStringLiteral("part:")); !part.isEmpty() && !m_ev[j].entry(LexEntry::Kind::Column)) {
            // "each year", "by month": the part of the date the question's events are dated by.
            m_groupTargets.push_back(datePart(part.mid(5), dateColumnFor(j)));
            use(i, QStringLiteral("group by"));
            use(j, QStringLiteral("each %1").arg(part.mid(5)));
        } else if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table)) {
            const sql::Table *table = m_lex.schema().table(t->table);
            if (!table || table->primaryKey().isEmpty())
                continue;
            m_groupTargets.push_back(Expr::col(t->table, table->primaryKey().first()));
            m_groupTables << t->table;
            use(i, QStringLiteral("group by"));
            use(j, QStringLiteral("each %1").arg(t->table));
        } else if (const LexEntry *c = pickColumn(j)) {
            m_groupTargets.push_back(Expr::col(c->table, c->column));
            use(i, QStringLiteral("group by"));
            use(j, QStringLiteral("each %1.%2").arg(c->table, c->column));
        }
    }
}

void Builder::readComparisons()
{
    for (int i = 0; i < count(); ++i) {
        Evidence &e = m_ev[i];
        const QString cmp = e.tag(QStringLiteral("cmp:"));
        if (cmp.isEmpty() || e.used)
            continue;
        QString op = cmp.mid(4);
        // The operand: a number or a date right after ("over 30", "before 1993"),
        // or right before for "30 or more".
        int value = -1;
        bool after = true;
        for (int j = i + 1; j < count() && j <= i + 2; ++j) {
            if ((m_ev[j].kind == Kind::Number || m_ev[j].kind == Kind::Date) && adjacent(i, j)) {
                value = j;
                break;
            }
            if (!m_ev[j].hasTag(QStringLiteral("unit")))
                break;
        }
        if (value < 0 && i > 0 && m_ev[i - 1].kind == Kind::Number && adjacent(i - 1, i)) {
            value = i - 1;
            after = false;
        }
        if (value < 0)
            continue;
        // What is compared: the nearest numeric column, measure or price word before, or a table after ("more than 5 orders").
        std::optional<Expr> subject;
        int subjectEv = -1;
        bool countOf = false;
        const int from = after ? i : value;
        for (int j = from - 1; j >= 0 && j >= from - 4; --j) {
            if (m_ev[j].used && !columnOf(j))
                continue;
            if (std::optional<Expr> m = measureOf(j)) {
                subject = m;
                subjectEv = j;
                break;
            }
        }
        const int to = after ? value : i;
        // "longer than 600000 milliseconds": the column named after the number.
        if (!subject && to + 1 < count() && !tableEv(to + 1) && adjacent(to, to + 1)) {
            if (std::optional<Expr> m = measureOf(to + 1)) {
                subject = m;
                subjectEv = to + 1;
            }
        }
        if (!subject && to + 1 < count() && tableEv(to + 1) && m_ev[value].kind == Kind::Number) {
            subjectEv = to + 1;
            countOf = true;
        }
        if (!subject && !countOf)
            continue;
        if (op == QLatin1String("between")) {
            int second = -1;
            for (int j = value + 1; j < count() && j <= value + 2; ++j) {
                if (m_ev[j].kind == m_ev[value].kind)
                    second = j;
            }
            if (second < 0 || !subject)
                continue;
            Condition lo, hi;
            lo.lhs = hi.lhs = *subject;
            lo.op = QStringLiteral(">=");
            hi.op = QStringLiteral("<=");
            lo.rhs = Expr::num(m_ev[value].number);
            hi.rhs = Expr::num(m_ev[second].number);
            addCondition(lo);
            addCondition(hi);
            use(i, QStringLiteral("between"));
            use(value, QStringLiteral("lower bound"));
            use(second, QStringLiteral("upper bound"));
            use(subjectEv, QStringLiteral("compared"));
            continue;
        }
        Condition c;
        c.op = op;
        if (m_ev[value].kind == Kind::Date) {
            // "before 1993": before the period's first day; "after 1997": after its last.
            const Expr col = subject && subject->kind == Expr::Kind::Column
                    && m_lex.kindOf(subject->table, subject->column) == ColumnKind::Date
                ? *subject
                : dateColumnFor(value);
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
        c.rhs = Expr::num(m_ev[value].number);
        if (countOf) {
            const LexEntry *t = m_ev[subjectEv].entry(LexEntry::Kind::Table);
            const sql::Table *table = m_lex.schema().table(t->table);
            if (!table || t->table == m_focus || table->primaryKey().isEmpty())
                continue;
            std::optional<Expr> counted = countPer(t->table);
            if (!counted)
                continue;
            c.lhs = *counted;
            addCondition(c);
            use(subjectEv, QStringLiteral("count of %1 per %2").arg(t->table, m_focus));
        } else {
            c.lhs = *subject;
            if (subject->isAggregate())
                m_q.having.push_back(c);
            else
                addCondition(c);
            use(subjectEv, QStringLiteral("compared"));
        }
        use(i, op);
        use(value, QString::number(m_ev[value].number));
    }
    // "or less" / "or more" after a number were read above; a bare unit after a used number is part of it.
    for (int i = 1; i < count(); ++i) {
        if (m_ev[i].hasTag(QStringLiteral("unit")) && m_ev[i - 1].used && m_ev[i - 1].kind == Kind::Number)
            use(i, QStringLiteral("unit"));
    }
}

void Builder::readDates()
{
    for (int i = 0; i < count(); ++i) {
        Evidence &e = m_ev[i];
        if (e.kind != Kind::Date || e.used)
            continue;
        const Expr col = dateColumnFor(i);
        Condition lo, hi;
        lo.lhs = hi.lhs = Expr::unary(Expr::Kind::DateOf, col);
        lo.op = QStringLiteral(">=");
        hi.op = QStringLiteral("<=");
        lo.rhs = Expr::date(e.range.start.toString(Qt::ISODate));
        hi.rhs = Expr::date(e.range.end.toString(Qt::ISODate));
        addCondition(lo);
        addCondition(hi);
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

void Builder::readValues()
{
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used || !m_ev[i].entry(LexEntry::Kind::Value))
            continue;
        // A word that is also a table or column name is that name unless written as a value.
        if (m_ev[i].entry(LexEntry::Kind::Table) || m_ev[i].entry(LexEntry::Kind::Column)) {
            if (m_ev[i].kind != Kind::Lexicon || !m_read.tokens.at(m_ev[i].first).text.front().isUpper())
                continue;
        }
        // Which column holds it: one the question names next to it, else the nearest to the focus.
        const LexEntry *best = nullptr;
        int bestScore = -1000;
        int namedBy = -1;
        for (const LexEntry &v : m_ev[i].entries) {
            if (v.kind != LexEntry::Kind::Value)
                continue;
            int score = v.strength * 3 - distanceToFocus(v.table) * 5;
            int named = -1;
            for (int j : {i - 1, i - 2, i + 1}) {
                if (j < 0 || j >= count())
                    continue;
                if (const LexEntry *c = m_ev[j].entry(LexEntry::Kind::Column); c && c->column == v.column && c->table == v.table) {
                    score += 20;
                    named = j;
                }
                for (const LexEntry &c : m_ev[j].entries)
                    if (c.kind == LexEntry::Kind::Column && c.column == v.column && c.table == v.table) {
                        score += 20;
                        named = j;
                    }
            }
            if (score > bestScore) {
                bestScore = score;
                best = &v;
                namedBy = named;
            } else if (score == bestScore) {
                m_out.ambiguous = true;
            }
        }
        if (!best)
            continue;
        Condition c;
        c.kind = Condition::Kind::In;
        c.lhs = Expr::col(best->table, best->column);
        c.list = {Expr::str(best->value)};
        use(i, QStringLiteral("%1.%2 = '%3'").arg(best->table, best->column, best->value));
        if (namedBy >= 0)
            use(namedBy, QStringLiteral("column of the value"));
        // "Sales Representatives or Sales Managers", "Germany, France and Spain".
        int j = i + 1;
        while (j < count() && adjacent(j - 1, j) && !m_ev[j].used) {
            const LexEntry *more = nullptr;
            for (const LexEntry &v : m_ev[j].entries)
                if (v.kind == LexEntry::Kind::Value && v.table == best->table && v.column == best->column)
                    more = &v;
            if (!more)
                break;
            c.list.push_back(Expr::str(more->value));
            use(j, QStringLiteral("%1.%2 = '%3'").arg(more->table, more->column, more->value));
            ++j;
        }
        // "not from the USA", "outside Germany".
        for (int k = i - 1; k >= 0 && k >= i - 3; --k) {
            if (m_ev[k].hasTag(QStringLiteral("neg")) && !m_ev[k].used && adjacent(k, i)) {
                c.negated = true;
                use(k, QStringLiteral("not"));
                break;
            }
        }
        addCondition(c);
    }
}

void Builder::readKeyLookups()
{
    // "order 10266", "category id 5", "categories 2, 6 and 7": a table or key column followed by numbers.
    for (int i = 0; i + 1 < count(); ++i) {
        if (m_ev[i + 1].kind != Kind::Number || m_ev[i + 1].used || !adjacent(i, i + 1))
            continue;
        QString table, column;
        if (const LexEntry *c = pickColumn(i); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Key) {
            table = c->table;
            column = c->column;
        } else if (const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table)) {
            const sql::Table *st = m_lex.schema().table(t->table);
            if (st && st->primaryKey().size() == 1) {
                table = t->table;
                column = st->primaryKey().first();
            }
        }
        if (table.isEmpty())
            continue;
        Condition c;
        c.kind = Condition::Kind::In;
        c.lhs = Expr::col(table, column);
        int j = i + 1;
        while (j < count() && m_ev[j].kind == Kind::Number && !m_ev[j].used && adjacent(j - 1, j)) {
            c.list.push_back(Expr::num(m_ev[j].number));
            use(j, QStringLiteral("%1.%2").arg(table, column));
            ++j;
        }
        use(i, QStringLiteral("%1.%2").arg(table, column));
        addCondition(c);
        if (m_ev[i].entry(LexEntry::Kind::Table) && m_focus != table)
            m_q.extraTables << table;
    }
}

void Builder::readTextMatches()
{
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].kind != Kind::Literal || m_ev[i].used)
            continue;
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
        // The column: named just before the match word, or just after ("'manager' in their titles").
        int colEv = -1;
        for (int j : {modeEv - 1, modeEv - 2, i - 1, i + 1, i + 2}) {
            if (j >= 0 && j < count() && j != i) {
                if (const LexEntry *c = pickColumn(j); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Text) {
                    colEv = j;
                    break;
                }
            }
        }
        Expr column = colEv >= 0 ? Expr::col(pickColumn(colEv)->table, pickColumn(colEv)->column) : displayOf(m_focus);
        if (column.kind != Expr::Kind::Column)
            continue;
        Condition c;
        c.kind = Condition::Kind::Like;
        c.lhs = column;
        const QString lit = m_ev[i].literal;
        c.op = mode == QLatin1String("starts") ? lit + QLatin1Char('%')
            : mode == QLatin1String("ends")    ? QLatin1Char('%') + lit
                                               : QLatin1Char('%') + lit + QLatin1Char('%');
        for (int k = std::max(0, modeEv >= 0 ? modeEv - 2 : i - 2); k < i; ++k) {
            if (m_ev[k].hasTag(QStringLiteral("neg")) && !m_ev[k].used) {
                c.negated = true;
                use(k, QStringLiteral("not"));
            }
        }
        addCondition(c);
        use(i, QStringLiteral("text match"));
        if (modeEv >= 0)
            use(modeEv, mode);
        if (colEv >= 0)
            use(colEv, QStringLiteral("matched column"));
    }
}

void Builder::readNegations()
{
    for (int i = 0; i + 1 < count(); ++i) {
        if (!m_ev[i].hasTag(QStringLiteral("neg")) || m_ev[i].used)
            continue;
        // The next content evidence after the negation word(s).
        int j = i + 1;
        while (j < count() && m_ev[j].hasTag(QStringLiteral("neg")) && !m_ev[j].entry(LexEntry::Kind::Column))
            ++j;
        if (j >= count())
            continue;
        // "never placed an order", "no orders": the focus has no row in that table.
        if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table); t && t->table != m_focus && !m_focus.isEmpty()) {
            const sql::ForeignKey *link = nullptr;
            for (const sql::ForeignKey &fk : m_lex.schema().foreignKeys) {
                if (fk.fromTable == t->table && fk.toTable == m_focus && fk.fromColumns.size() == 1)
                    link = &fk;
            }
            if (!link)
                continue;
            auto sub = std::make_shared<Query>();
            sub->baseTable = t->table;
            sub->correlate.push_back({t->table, link->fromColumns.first(), m_focus, link->toColumns.value(0)});
            // Conditions already read that concern the inner table (dates, values) belong inside.
            for (auto it = m_q.where.begin(); it != m_q.where.end();) {
                const QStringList ts = it->tables();
                if (!ts.isEmpty() && !ts.contains(m_focus)) {
                    sub->where.push_back(*it);
                    it = m_q.where.erase(it);
                } else {
                    ++it;
                }
            }
            Condition c;
            c.kind = Condition::Kind::Exists;
            c.negated = true;
            c.sub = sub;
            addCondition(c);
            for (int k = i; k < j; ++k)
                use(k, QStringLiteral("none"));
            use(j, QStringLiteral("no %1 row").arg(t->table));
            continue;
        }
        // "no fax", "do not report to anybody": a missing value.
        std::optional<Expr> col;
        if (const LexEntry *c = pickColumn(j))
            col = Expr::col(c->table, c->column);
        else if (std::optional<Expr> m = measureOf(j); m && m->kind == Expr::Kind::Column)
            col = m;
        if (!col || !m_lex.isNullable(col->table, col->column))
            continue;
        if (m_lex.kindOf(col->table, col->column) == ColumnKind::Flag)
            continue;   // readFlags handles "not discontinued"
        Condition c;
        c.kind = Condition::Kind::IsNull;
        c.lhs = *col;
        c.negated = true;   // IS NULL
        addCondition(c);
        for (int k = i; k < j; ++k)
            use(k, QStringLiteral("missing"));
        use(j, QStringLiteral("%1.%2 is empty").arg(col->table, col->column));
        // "anybody", "anything" after the column are part of the same phrase.
        if (j + 1 < count() && m_ev[j + 1].hasTag(QStringLiteral("neg")) && adjacent(j, j + 1))
            use(j + 1, QStringLiteral("missing"));
    }
}

void Builder::readFlags()
{
    for (int i = 0; i < count(); ++i) {
        const LexEntry *c = pickColumn(i);
        if (!c || m_ev[i].used || m_lex.kindOf(c->table, c->column) != ColumnKind::Flag)
            continue;
        Condition f;
        f.kind = Condition::Kind::Flag;
        f.lhs = Expr::col(c->table, c->column);
        for (int k = i - 1; k >= 0 && k >= i - 2; --k) {
            if (m_ev[k].hasTag(QStringLiteral("neg")) && !m_ev[k].used && adjacent(k, i)) {
                f.negated = true;
                use(k, QStringLiteral("not"));
            }
        }
        // A flag named in the hint is a column to show, not a condition.
        bool inHint = false;
        for (const answer::HintField &h : m_hint.fields)
            inHint |= h.key.compare(c->column, Qt::CaseInsensitive) == 0;
        if (inHint)
            continue;
        addCondition(f);
        use(i, QStringLiteral("%1.%2 is %3").arg(c->table, c->column, f.negated ? QStringLiteral("false") : QStringLiteral("true")));
    }
}

void Builder::readAggregatesAndRanking()
{
    for (int i = 0; i < count(); ++i) {
        Evidence &e = m_ev[i];
        if (e.used)
            continue;
        if (e.hasTag(QStringLiteral("distinct"))) {
            m_distinct = true;
            use(i, QStringLiteral("distinct"));
            continue;
        }
        const QString agg = e.tag(QStringLiteral("agg:"));
        const QString sup = e.tag(QStringLiteral("sup:"));
        const QString attr = e.tag(QStringLiteral("attr:"));
        const QString firstLast = e.tag(QStringLiteral("firstlast:"));
        // "top 5", "5 most", "the three cheapest".
        int limitEv = -1;
        if (i + 1 < count() && m_ev[i + 1].kind == Kind::Number && !m_ev[i + 1].used && adjacent(i, i + 1) && !sup.isEmpty())
            limitEv = i + 1;
        else if (i > 0 && m_ev[i - 1].kind == Kind::Number && !m_ev[i - 1].used && adjacent(i - 1, i) && (!sup.isEmpty() || attr.endsWith(QLatin1String("high")) || attr.endsWith(QLatin1String("low"))))
            limitEv = i - 1;
        // The thing aggregated or ranked: the next measure-like evidence (skipping function words and the number).
        int target = -1;
        for (int j = i + 1; j < count() && j <= i + 3; ++j) {
            if (j == limitEv)
                continue;
            if (m_ev[j].used && !tableEv(j) && !columnOf(j))
                continue;
            if (tableEv(j) || measureOf(j) || columnOf(j)) {
                target = j;
                break;
            }
            if (m_ev[j].hasTag(QStringLiteral("distinct"))) {   // "how many distinct customers"
                m_distinct = true;
                use(j, QStringLiteral("distinct"));
                continue;
            }
            if (!m_ev[j].hasTag(QStringLiteral("agg:")))
                break;
        }
        if (!attr.isEmpty() && (attr.endsWith(QLatin1String(":high")) || attr.endsWith(QLatin1String(":low")))) {
            // "the most expensive product": rank the entity by the attribute.
            if (std::optional<Expr> m = measureOf(i)) {
                m_rankBy = m;
                m_rankDescending = attr.endsWith(QLatin1String(":high"));
                if (m->kind == Expr::Kind::Column && m_lex.kindOf(m->table, m->column) == ColumnKind::Date)
                    m_rankDescending = !m_rankDescending;   // the oldest is born first
                m_limit = limitEv >= 0 ? int(m_ev[limitEv].number) : 1;
                m_limitNamed = limitEv >= 0;
                use(i, QStringLiteral("rank by %1").arg(m->column));
                if (limitEv >= 0)
                    use(limitEv, QStringLiteral("limit"));
                continue;
            }
        }
        if (!firstLast.isEmpty() && target >= 0) {
            // "the first order", "the last order date": by the date.
            Expr date = dateColumnFor(target);
            if (const LexEntry *c = pickColumn(target); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Date)
                date = Expr::col(c->table, c->column);
            else if (const LexEntry *t = m_ev[target].entry(LexEntry::Kind::Table); t && t->table != date.table)
                continue;
            m_rankBy = date;
            m_rankDescending = firstLast.endsWith(QLatin1String("last"));
            m_limit = 1;
            use(i, firstLast.mid(10));
            continue;
        }
        if (agg.isEmpty() && sup.isEmpty())
            continue;
        if (target < 0)
            continue;
        const QString op = agg.isEmpty() ? QString() : agg.mid(4).toUpper();
        if (const LexEntry *t = m_ev[target].entry(LexEntry::Kind::Table); t && !measureOf(target)) {
            const sql::Table *table = m_lex.schema().table(t->table);
            if (!table || table->primaryKey().isEmpty())
                continue;
            const Expr counted = Expr::agg(QStringLiteral("COUNT"), {Expr::col(t->table, table->primaryKey().first())}, true);
            if (!sup.isEmpty() || (op != QLatin1String("COUNT") && op != QLatin1String("SUM") && !op.isEmpty())) {
                const bool descending = sup.isEmpty() ? op == QLatin1String("MAX") : sup.endsWith(QLatin1String("high"));
                if (t->table == m_focus) {
                    // "top 5 customers by revenue": the focus's rows ranked by the measure after "by".
                    if (rankFocusByMeasureAfter(target, descending, limitEv)) {
                        use(i, QStringLiteral("rank"));
                        use(target, QStringLiteral("ranked %1").arg(t->table));
                        if (limitEv >= 0)
                            use(limitEv, QStringLiteral("limit"));
                        continue;
                    }
                    // "which country has the most customers": the attribute asked for, ranked by the count.
                    const int which = whichColumnBefore(i);
                    if (which < 0)
                        continue;
                    const LexEntry *c = columnOf(which);
                    m_groupTargets.push_back(Expr::col(c->table, c->column));
                    use(which, QStringLiteral("each %1.%2").arg(c->table, c->column));
                }
                // "the employee with the most orders": rank the focus by a count.
                m_rankBy = counted;
                m_rankDescending = descending;
                m_limit = limitEv >= 0 ? int(m_ev[limitEv].number) : 1;
                m_limitNamed = limitEv >= 0;
                if (t->table != m_focus)
                    m_q.extraTables << t->table;
                use(i, QStringLiteral("rank"));
                use(target, QStringLiteral("count of %1").arg(t->table));
                if (limitEv >= 0)
                    use(limitEv, QStringLiteral("limit"));
                continue;
            }
            if (op != QLatin1String("COUNT"))
                continue;   // "total sales": a table cannot be summed; which amount is meant stays open
            m_aggregate = counted;
            m_aggregateLabel = QStringLiteral("count");
            use(i, QStringLiteral("count"));
            use(target, QStringLiteral("count of %1").arg(t->table));
            if (m_focus.isEmpty()) {
                m_focus = t->table;
                m_q.baseTable = m_focus;
            }
            continue;
        }
        std::optional<Expr> m = measureOf(target);
        if (!m)
            continue;
        if (!sup.isEmpty() && m_groupTargets.empty()) {
            // "which country brought in the most revenue": the attribute asked for, ranked by the total.
            if (const int which = whichColumnBefore(i); which >= 0) {
                const LexEntry *c = columnOf(which);
                m_groupTargets.push_back(Expr::col(c->table, c->column));
                use(which, QStringLiteral("each %1.%2").arg(c->table, c->column));
            }
        }
        if (!sup.isEmpty() && (op.isEmpty() || limitEv >= 0 || !m_groupTargets.empty())) {
            // "top 5 products by revenue": rank by the measure.
            m_rankBy = m->isAggregate() ? *m : Expr::agg(QStringLiteral("SUM"), {*m});
            if (m->kind == Expr::Kind::Column && !m_groupTargets.empty())
                m_rankBy = Expr::agg(op.isEmpty() ? QStringLiteral("SUM") : op, {*m});
            if (m->kind == Expr::Kind::Column && m_groupTargets.empty() && op.isEmpty())
                m_rankBy = *m;
            m_rankDescending = sup.endsWith(QLatin1String("high"));
            m_limit = limitEv >= 0 ? int(m_ev[limitEv].number) : 1;
            m_limitNamed = limitEv >= 0;
            use(i, QStringLiteral("rank"));
            use(target, QStringLiteral("ranked measure"));
            if (limitEv >= 0)
                use(limitEv, QStringLiteral("limit"));
            continue;
        }
        Expr a = m->isAggregate() ? *m
            : Expr::agg(op.isEmpty() ? QStringLiteral("SUM") : op, {*m});
        if (op == QLatin1String("COUNT") && m->kind == Expr::Kind::Column) {
            // "how many units": a quantity is summed; "how many cities": distinct values are counted.
            a = m_lex.kindOf(m->table, m->column) == ColumnKind::Number ? Expr::agg(QStringLiteral("SUM"), {*m})
                                                                        : Expr::agg(QStringLiteral("COUNT"), {*m}, true);
        }
        m_aggregate = a;
        m_aggregateLabel = op.toLower();
        use(i, op.toLower());
        use(target, QStringLiteral("aggregated"));
    }
    // A measure named alone ("revenue by category", "total sales in 1997") is the aggregate asked for.
    for (int i = 0; i < count(); ++i) {
        if (!unusedMeasure(m_ev[i]))
            continue;
        const std::optional<Expr> m = measureOf(i);
        if (!m || !m->isAggregate())
            continue;
        if (m_rankBy || m_aggregate) {
            continue;
        }
        m_aggregate = m;
        m_aggregateLabel = m_ev[i].entry(LexEntry::Kind::Measure)->measureId;
        use(i, QStringLiteral("measure %1").arg(m_aggregateLabel));
        if (m_focus.isEmpty() || m_focus == m_dateTable) {
            const QStringList ts = m->tables();
            if (!ts.isEmpty()) {
                m_focus = ts.first();
                m_q.baseTable = m_focus;
            }
        }
    }
}

std::optional<Expr> Builder::modelMeasure(const QList<LexEntry> &entries) const
{
    for (const LexEntry &e : entries) {
        if (e.kind == LexEntry::Kind::Measure && m_model) {
            if (const Measure *m = m_model->measure(e.measureId))
                return Expr::templ(m->expr);
        }
    }
    return std::nullopt;
}

std::optional<Expr> Builder::resolveKey(const QString &key, bool &aggregate)
{
    aggregate = false;
    const QString flat = QString(key).remove(QLatin1Char('_')).remove(QLatin1Char(' ')).toLower();
    // A key naming a date part the question groups by ("year", "month").
    for (const Expr &g : m_groupTargets) {
        const QString part = partOf(g);
        for (const QString &w : text::words(text::splitIdentifier(key))) {
            if (!part.isEmpty() && Vocabulary::builtIn().phrases().value(stemPhrase(w)).contains(QStringLiteral("part:") + part))
                return g;
        }
    }
    // 1. A column of that exact name, in the table nearest the focus.
    QString bestTable, bestColumn;
    int bestDist = 1000;
    for (const sql::Table &t : m_lex.schema().tables) {
        if (t.isView)
            continue;
        for (const sql::Column &c : t.columns) {
            if (QString(c.name).remove(QLatin1Char('_')).toLower() != flat)
                continue;
            int d = distanceToFocus(t.name) * 2;
            if (m_q.tables().contains(t.name))
                d -= 1;
            if (d < bestDist) {
                bestDist = d;
                bestTable = t.name;
                bestColumn = c.name;
            }
        }
    }
    if (!bestTable.isEmpty()) {
        const Expr col = Expr::col(bestTable, bestColumn);
        // The key may be what the question aggregates ("Freight" with "average freight").
        if (m_aggregate && m_aggregate->args.size() == 1 && m_aggregate->args[0].column == col.column) {
            aggregate = true;
            return m_aggregate;
        }
        // ... or the total it ranks by ("quantity" beside "sold the most units").
        if (m_rankBy && m_rankBy->kind == Expr::Kind::Aggregate && m_rankBy->args.size() == 1
            && m_rankBy->args[0].kind == Expr::Kind::Column && m_rankBy->args[0].column == col.column) {
            aggregate = true;
            return m_rankBy;
        }
        for (int i = 0; i < count(); ++i) {
            const LexEntry *c = columnOf(i);
            if (c && c->table == col.table && c->column == col.column && !m_ev[i].used)
                use(i, QStringLiteral("column %1").arg(key));
        }
        return col;
    }
    // A key that names what the question counts or totals ("invoices" beside "number of invoices per country").
    if (m_aggregate) {
        const QStringList aggregated = m_aggregate->tables();
        for (const LexEntry &e : m_lex.lookup(stemPhrase(text::splitIdentifier(key)))) {
            if (e.kind == LexEntry::Kind::Table && aggregated.contains(e.table)) {
                aggregate = true;
                return m_aggregate;
            }
        }
    }
    // 2. Words: an aggregate word with a column, table or measure ("AveragePrice", "TotalOrders", "order_count").
    const QStringList words = text::words(text::splitIdentifier(key));
    QString op;
    QStringList rest;
    for (const QString &w : words) {
        const QStringList tags = Vocabulary::builtIn().phrases().value(stemPhrase(w));
        QString found;
        for (const QString &t : tags)
            if (t.startsWith(QLatin1String("agg:")))
                found = t.mid(4).toUpper();
        if (!found.isEmpty() && op.isEmpty())
            op = found;
        else
            rest << w;
    }
    const QString restStems = stemPhrase(rest.join(QLatin1Char(' ')));
    if (op.isEmpty() && (m_aggregate || m_rankBy) && rest.size() == words.size()) {
        // A key that names the measure the question computes ("revenue", "sales", "quantity").
        for (const LexEntry &e : m_lex.lookup(restStems)) {
            if (e.kind == LexEntry::Kind::Measure && m_model && m_aggregate) {
                aggregate = true;
                return m_aggregate;
            }
        }
    }
    QList<LexEntry> entries = m_lex.lookup(restStems);
    if (!op.isEmpty()) {
        for (const LexEntry &e : entries) {
            if (e.kind == LexEntry::Kind::Table) {
                const sql::Table *t = m_lex.schema().table(e.table);
                if (!t || t->primaryKey().isEmpty())
                    continue;
                aggregate = true;
                if (e.table != m_focus)
                    m_q.extraTables << e.table;
                return Expr::agg(QStringLiteral("COUNT"), {Expr::col(e.table, t->primaryKey().first())}, true);
            }
        }
        // The column nearest the focus.
        const LexEntry *best = nullptr;
        int bestScore = -1000;
        for (const LexEntry &e : entries) {
            if (e.kind != LexEntry::Kind::Column || !isComparable(m_lex.kindOf(e.table, e.column)))
                continue;
            const int score = e.strength * 10 - distanceToFocus(e.table) * 4 + (m_q.tables().contains(e.table) ? 6 : 0);
            if (score > bestScore) {
                bestScore = score;
                best = &e;
            }
        }
        if (best) {
            aggregate = true;
            const QString &fn = op;
            for (int i = 0; i < count(); ++i) {
                const LexEntry *c = columnOf(i);
                if (c && c->column == best->column && !m_ev[i].used)
                    use(i, QStringLiteral("aggregated in %1").arg(key));
            }
            return Expr::agg(fn, {Expr::col(best->table, best->column)});
        }
        if (std::optional<Expr> m = modelMeasure(entries)) {
            aggregate = true;
            return m;
        }
        return std::nullopt;
    }
    // 3. A table's name: the count of its rows when the query ranks or groups by them ("orders"
    //    beside "the employee with the most orders"), else the row's display name ("product").
    int tableStrength = 0;
    for (const LexEntry &e : entries) {
        if (e.kind != LexEntry::Kind::Table)
            continue;
        tableStrength = std::max(tableStrength, e.strength);
        const sql::Table *t = m_lex.schema().table(e.table);
        if ((e.table != m_focus || !m_groupTargets.empty()) && t && t->primaryKey().size() == 1 && (m_rankBy || !m_groupTargets.empty())) {
            const Expr counted = Expr::agg(QStringLiteral("COUNT"), {Expr::col(e.table, t->primaryKey().first())}, true);
            if (m_rankBy && m_rankBy->kind == Expr::Kind::Aggregate && m_rankBy->tables().contains(e.table)) {
                aggregate = true;
                return counted;
            }
        }
    }
    for (const LexEntry &e : entries) {
        if (e.kind == LexEntry::Kind::Column && e.strength > tableStrength) {
            if (distanceToFocus(e.table) <= 2)
                return Expr::col(e.table, e.column);
        }
    }
    QStringList trimmed = rest;
    if (trimmed.size() > 1 && (trimmed.last() == QLatin1String("name") || trimmed.last() == QLatin1String("names")))
        trimmed.removeLast();
    for (const LexEntry &e : m_lex.lookup(stemPhrase(trimmed.join(QLatin1Char(' '))))) {
        if (e.kind == LexEntry::Kind::Table) {
            if (e.table != m_focus)
                m_q.extraTables << e.table;
            return displayOf(e.table);
        }
    }
    if (std::optional<Expr> m = modelMeasure(entries)) {
        aggregate = true;
        return m;
    }
    return std::nullopt;
}

bool Builder::buildProjection()
{
    std::vector<SelectItem> items;
    bool anyAggregate = false, anyPlain = false;
    if (m_hint.hasFields()) {
        for (const answer::HintField &f : m_hint.fields) {
            bool aggregate = false;
            std::optional<Expr> e = resolveKey(f.key, aggregate);
            if (!e) {
                m_out.notUnderstood << QStringLiteral("the answer field \"%1\"").arg(f.key);
                continue;
            }
            (e->isAggregate() ? anyAggregate : anyPlain) = true;
            items.push_back({*e, f.key});
        }
        if (!m_out.notUnderstood.isEmpty())
            return false;
    } else if (m_aggregate) {
        items.push_back({*m_aggregate, m_aggregateLabel});
        anyAggregate = true;
        if (!m_groupTargets.empty()) {
            for (const Expr &g : m_groupTargets)
                items.insert(items.begin(), {g.kind == Expr::Kind::Column && m_groupTables.contains(g.table) ? displayOf(g.table) : g, QString()});
            anyPlain = true;
        }
    } else if (!m_groupTargets.empty() && m_rankBy && m_rankBy->isAggregate()) {
        // "which country has the most customers": the groups, with the figure they are ranked by.
        for (const Expr &g : m_groupTargets)
            items.push_back({g.kind == Expr::Kind::Column && m_groupTables.contains(g.table) ? displayOf(g.table) : g, QString()});
        items.push_back({*m_rankBy, QString()});
        anyAggregate = anyPlain = true;
    } else {
        // A listing: the columns the question names, else the name of the entity.
        for (int i = 0; i < count(); ++i) {
            const LexEntry *c = columnOf(i);
            if (!c || m_ev[i].used)
                continue;
            const LexEntry *p = pickColumn(i);
            // "the name of the employee": a generic word for a naming column is the entity's full name.
            if (p->strength <= 2 && m_lex.displayColumns(p->table).contains(p->column))
                items.push_back({displayOf(p->table), QStringLiteral("name")});
            else
                items.push_back({Expr::col(p->table, p->column), p->column});
            use(i, QStringLiteral("shown column"));
        }
        if (items.empty() && !m_focus.isEmpty())
            items.push_back({displayOf(m_focus), QString()});
        anyPlain = true;
        // Typed in the app with no format asked: show the figure the rows are ranked by too.
        if (freeForm() && m_rankBy && m_rankBy->kind != Expr::Kind::Subquery) {
            bool shown = false;
            for (const SelectItem &s : items)
                shown |= s.expr.kind == Expr::Kind::Column && m_rankBy->kind == Expr::Kind::Column
                    && s.expr.table == m_rankBy->table && s.expr.column == m_rankBy->column;
            if (!shown) {
                items.push_back({*m_rankBy, QString()});
                anyAggregate |= m_rankBy->isAggregate();
            }
        }
    }
    for (SelectItem &s : items) {
        if (s.alias.isEmpty() || s.alias.contains(QLatin1Char(':')))
            s.alias = labelOf(s.expr);
    }
    if (items.empty())
        return false;
    // A date answer is a calendar date, not the stored timestamp.
    for (SelectItem &s : items) {
        const Expr &e = s.expr;
        const Expr *inner = e.kind == Expr::Kind::Aggregate && (e.text == QLatin1String("MIN") || e.text == QLatin1String("MAX"))
                && !e.args.empty()
            ? &e.args[0]
            : &e;
        if (inner->kind == Expr::Kind::Column && m_lex.kindOf(inner->table, inner->column) == ColumnKind::Date)
            s.expr = Expr::unary(Expr::Kind::DateOf, s.expr);
    }
    m_q.select = items;
    // One value asked for, but nothing in the question makes the rows one (no aggregate, no
    // superlative, no key named): the parser does not guess which row or how to combine them.
    if (m_hint.isScalar() && !freeForm() && !anyAggregate && !m_rankBy) {
        bool keyLookup = false;
        // A single row is certain only when a key is named, or a value of the very table shown ("the category id of Seafood").
        const QStringList shown = items.front().expr.tables();
        for (const Condition &c : m_q.where)
            keyLookup |= c.kind == Condition::Kind::In && c.list.size() == 1 && c.lhs.kind == Expr::Kind::Column
                && (m_lex.kindOf(c.lhs.table, c.lhs.column) == ColumnKind::Key
                    || (c.list.front().kind == Expr::Kind::Text && shown.contains(c.lhs.table)));
        if (!keyLookup) {
            m_out.notUnderstood << QStringLiteral("how to make one value of the rows (no total, average, count or ranking is named)");
            return false;
        }
    }
    // Mixed plain and aggregate columns: group by the plain ones (and the entity key behind a name).
    if (anyAggregate && anyPlain) {
        for (const SelectItem &s : items) {
            if (s.expr.isAggregate())
                continue;
            for (const QString &t : s.expr.tables()) {
                const sql::Table *table = m_lex.schema().table(t);
                // Rows named by their display name stay apart when two share it ("Acme Cafe" twice).
                const bool display = s.expr.kind == Expr::Kind::Concat
                    || (s.expr.kind == Expr::Kind::Column && m_lex.displayColumns(t).contains(s.expr.column));
                if (table && table->primaryKey().size() == 1 && display)
                    m_q.groupBy.push_back(Expr::col(t, table->primaryKey().first()));
            }
            m_q.groupBy.push_back(s.expr);
        }
    } else if (!anyAggregate && (!m_groupTargets.empty() || (m_rankBy && m_rankBy->isAggregate()))) {
        // "the employee with the most orders": group by the entity shown (or the groups named).
        const QString t = m_focus;
        const sql::Table *table = m_lex.schema().table(t);
        if (!m_groupTargets.empty())
            m_q.groupBy = m_groupTargets;
        else if (table && table->primaryKey().size() == 1)
            m_q.groupBy.push_back(Expr::col(t, table->primaryKey().first()));
        for (const SelectItem &s : items)
            m_q.groupBy.push_back(s.expr);
    }
    return true;
}

void Builder::readOrderBy()
{
    // "Order by product name", "sorted by price descending".
    for (int i = 0; i + 1 < count(); ++i) {
        if (!m_ev[i].hasTag(QStringLiteral("orderby")) || m_ev[i].used)
            continue;
        const LexEntry *c = pickColumn(i + 1);
        if (!c || !adjacent(i, i + 1))
            continue;
        bool descending = false;
        use(i, QStringLiteral("order by"));
        use(i + 1, QStringLiteral("order by %1").arg(c->column));
        if (i + 2 < count() && m_ev[i + 2].hasTag(QStringLiteral("dir:"))) {
            descending = m_ev[i + 2].tag(QStringLiteral("dir:")) == QLatin1String("dir:desc");
            use(i + 2, descending ? QStringLiteral("descending") : QStringLiteral("ascending"));
        }
        m_q.orderBy.insert(m_q.orderBy.begin(), {Expr::col(c->table, c->column), descending});
    }
    // "biggest first", "in descending order" with no column: the totals' order, or the ranking's
    // own order said again ("the 5 cheapest ..., cheapest first").
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used || !m_ev[i].hasTag(QStringLiteral("dir:")))
            continue;
        const bool descending = m_ev[i].tag(QStringLiteral("dir:")) == QLatin1String("dir:desc");
        if (m_rankBy && descending == m_rankDescending) {
            use(i, QStringLiteral("the ranking's order"));
            continue;
        }
        if (m_q.groupBy.empty())
            continue;
        m_totalsDirection = m_ev[i].tag(QStringLiteral("dir:")) == QLatin1String("dir:desc") ? 1 : -1;
        use(i, m_totalsDirection > 0 ? QStringLiteral("largest first") : QStringLiteral("smallest first"));
    }
}

void Builder::finish()
{
    if (m_rankBy) {
        m_q.orderBy.push_back({*m_rankBy, m_rankDescending});
        if (m_limit > 0 && m_hint.kind != answer::FormatHint::Kind::List && !(freeForm() && m_limitNamed))
            m_q.limit = 1;
        else
            m_q.limit = m_limit;
    }
    // Deterministic order: ties and listings by the first key shown, else by the focus key.
    Expr tie;
    bool haveTie = false;
    for (const SelectItem &s : m_q.select) {
        if (s.expr.kind == Expr::Kind::Column && m_lex.kindOf(s.expr.table, s.expr.column) == ColumnKind::Key) {
            tie = s.expr;
            haveTie = true;
            break;
        }
    }
    if (!haveTie && !m_q.select.empty() && !m_q.select.front().expr.isAggregate()) {
        const sql::Table *t = m_lex.schema().table(m_focus);
        if (t && t->primaryKey().size() == 1 && m_q.groupBy.empty()) {
            tie = Expr::col(m_focus, t->primaryKey().first());
            haveTie = true;
        } else if (!m_q.groupBy.empty()) {
            tie = m_q.groupBy.front();
            haveTie = true;
        }
    }
    // A grouped total with no order asked for: over time or per shown key in that order (as
    // GROUP BY gives it), otherwise largest first, as analysts read "revenue by category".
    if (!m_rankBy && !m_q.groupBy.empty() && m_q.orderBy.empty()) {
        const Expr &group = m_q.select.front().expr;
        const bool ordered = !partOf(group).isEmpty()
            || (group.kind == Expr::Kind::Column && m_lex.kindOf(group.table, group.column) == ColumnKind::Key);
        if (m_totalsDirection != 0 || !ordered) {
            for (const SelectItem &s : m_q.select) {
                if (s.expr.isAggregate()) {
                    m_q.orderBy.push_back({s.expr, m_totalsDirection >= 0});
                    break;
                }
            }
        }
    }
    const bool allAggregate = std::all_of(m_q.select.begin(), m_q.select.end(), [](const SelectItem &s) { return s.expr.isAggregate(); });
    if (haveTie && !(allAggregate && m_q.groupBy.empty()))
        m_q.orderBy.push_back({tie, false});
    m_q.distinct = m_distinct && !allAggregate;
    // A listing of rows of one table filtered through rows of another ("customers who bought
    // seafood") must not repeat a row once per matching line.
    if (!allAggregate && m_q.groupBy.empty() && m_q.limit == 0) {
        QStringList shown;
        for (const SelectItem &s : m_q.select)
            for (const QString &t : s.expr.tables())
                shown << t;
        for (const QString &t : m_q.tables())
            m_q.distinct |= !shown.contains(t);
    }
    if (m_distinct && allAggregate) {
        for (SelectItem &s : m_q.select) {
            if (s.expr.kind == Expr::Kind::Aggregate && s.expr.text == QLatin1String("COUNT"))
                s.expr.distinct = true;
        }
    }
}

Interpretation Builder::run()
{
    chooseFocus();
    readGrouping();
    readComparisons();
    readDates();
    readKeyLookups();
    readTextMatches();
    readValues();
    readNegations();
    readFlags();
    readAggregatesAndRanking();
    readLimitBeforeTable();
    if (m_focus.isEmpty()) {
        m_out.notUnderstood << QStringLiteral("what the question is about (no table, column or value of this database is named)");
        return m_out;
    }
    // "the order with the highest freight line": a column of a table whose rows belong to the focus
    // ranks the focus by its total ("the order with the highest total").
    if (m_rankBy && m_rankBy->kind == Expr::Kind::Column && m_rankBy->table != m_focus && !m_aggregate
        && belongsTo(m_rankBy->table, m_focus))
        m_rankBy = Expr::agg(QStringLiteral("SUM"), {*m_rankBy});
    if (m_rankBy && m_limit > 0 && !m_groupTargets.empty() && !m_rankBy->isAggregate())
        m_out.notUnderstood << QStringLiteral("a ranking within each group (top items per group)");
    const bool projected = buildProjection();
    // Aggregate words the hint's keys already express ("average, minimum and maximum UnitPrice").
    QSet<QString> ops;
    for (const SelectItem &item : m_q.select)
        if (item.expr.kind == Expr::Kind::Aggregate)
            ops.insert(item.expr.text.toLower());
    for (int i = 0; i < count(); ++i) {
        const QString agg = m_ev[i].tag(QStringLiteral("agg:"));
        if (!m_ev[i].used && !agg.isEmpty() && (ops.contains(agg.mid(4)) || (agg == QLatin1String("agg:sum") && !ops.isEmpty())))
            use(i, agg.mid(4));
    }
    readOrderBy();
    // Tables named but not otherwise used join the query ("products of Tokyo Traders"); the focus is one of them.
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used)
            continue;
        if (const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table)) {
            // A table the query already reads is explained; one it would only join for nothing
            // ("exclusion against another table", "... that every customer bought") asks for a
            // relation the reading does not hold, so it stays unexplained.
            if (t->table != m_focus && !m_q.tables().contains(t->table))
                continue;
            use(i, QStringLiteral("table %1").arg(t->table));
        } else if (m_ev[i].kind == Kind::Document) {
            use(i, QStringLiteral("document term"));
        } else if (m_ev[i].tags.size() && !m_ev[i].entry(LexEntry::Kind::Column) && !m_ev[i].entry(LexEntry::Kind::Value)
                   && !m_ev[i].hasTag(QStringLiteral("agg:")) && !m_ev[i].hasTag(QStringLiteral("sup:"))
                   && !m_ev[i].hasTag(QStringLiteral("neg")) && !m_ev[i].hasTag(QStringLiteral("attr:"))
                   && !m_ev[i].hasTag(QStringLiteral("text:"))) {
            // Comparison, grouping or ordering words with nothing to act on are harmless
            // only when they are everyday words ("from", "by", "over").
            bool everyday = true;
            for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
                everyday &= Vocabulary::builtIn().isFunctionWord(m_read.tokens.at(t).lower)
                    || m_ev[i].hasTag(QStringLiteral("group")) || m_ev[i].hasTag(QStringLiteral("cmp:"))
                    || (m_ev[i].hasTag(QStringLiteral("unit")) && !m_ev[i].hasTag(QStringLiteral("share")));
            if (everyday)
                use(i, QStringLiteral("function word"));
        } else if (m_ev[i].entries.isEmpty()) {
            bool allFunction = true;
            for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
                allFunction &= Vocabulary::builtIn().isFunctionWord(m_read.tokens.at(t).lower);
            const QString attr = m_ev[i].tag(QStringLiteral("attr:"));
            bool namesReadColumn = false;
            // Only a participle ("shipped by", "sent to") rides along with a column the query reads;
            // a noun such as "manager" asks for something and must be used.
            bool participle = true;
            for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
                participle &= m_read.tokens.at(t).lower.endsWith(QLatin1String("ed"));
            if (participle && attr.endsWith(QLatin1String(":plain"))) {
                const QString attribute = attr.section(QLatin1Char(':'), 1, 1);
                for (const QString &t : m_q.tables())
                    if (const sql::Table *table = m_lex.schema().table(t))
                        for (const sql::Column &c : table->columns)
                            namesReadColumn |= c.name.toLower().contains(attribute);
            }
            if (allFunction || namesReadColumn)
                use(i, QStringLiteral("function word"));
        }
        if (!m_ev[i].used && m_ev[i].entry(LexEntry::Kind::Column)) {
            // A column named in the question and shown by a hint key of the same column is used.
            const LexEntry *c = pickColumn(i);
            for (const SelectItem &s : m_q.select) {
                if (c && s.expr.tables().contains(c->table) && s.expr.kind == Expr::Kind::Column && s.expr.column == c->column)
                    use(i, QStringLiteral("shown"));
            }
        }
    }
    finish();
    if (!m_q.having.empty() && m_q.groupBy.empty())
        m_out.notUnderstood << QStringLiteral("a condition on a total without saying what the total is per");
    for (int i = 0; i < count(); ++i) {
        if (!m_ev[i].used) {
            const Evidence &e = m_ev[i];
            m_out.asksForShare |= e.hasTag(QStringLiteral("share"));
            m_out.leftConditionUnread |= e.kind == Kind::Literal || e.kind == Kind::Date
                || e.entry(LexEntry::Kind::Value) || e.hasTag(QStringLiteral("text:"))
                // A negation with something after it ("not in 1998", "no orders"); one that ends its
                // sentence ("if not available") negates nothing the query could hold.
                || (e.hasTag(QStringLiteral("neg")) && i + 1 < count() && adjacent(i, i + 1))
                || e.hasTag(QStringLiteral("cmp:"));
            m_out.notUnderstood << QStringLiteral("\"%1\"").arg(m_read.spanText(m_ev[i].first, m_ev[i].last));
            for (const LexEntry &e : m_ev[i].entries) {
                const QString c = e.kind == LexEntry::Kind::Value   ? QStringLiteral("%1.%2 = '%3'").arg(e.table, e.column, e.value)
                    : e.kind == LexEntry::Kind::Column              ? e.table + QLatin1Char('.') + e.column
                    : e.kind == LexEntry::Kind::Table               ? e.table
                                                                    : e.measureId;
                if (!m_out.candidates.contains(c) && m_out.candidates.size() < 5)
                    m_out.candidates << c;
            }
        }
    }
    for (int t : m_read.unknown)
        m_out.notUnderstood << QStringLiteral("\"%1\"").arg(m_read.tokens.at(t).text);
    m_out.query = m_q;
    m_out.understood = projected && m_out.notUnderstood.isEmpty();
    return m_out;
}

} // namespace

Interpretation Interpreter::interpret(const ReadQuestion &read, const answer::FormatHint &hint) const
{
    Builder builder(m_lexicon, m_model, read, hint, m_dateTable, m_dateColumn);
    Interpretation out = builder.run();
    out.notes << read.notes;
    return out;
}

} // namespace rac::semantic
