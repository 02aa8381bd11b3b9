// SPDX-License-Identifier: MIT
//
// QueryTree: a dialect-neutral SELECT, built by the interpreter and rendered by
// QueryRenderer for one SqlDialect. It says what to compute (columns of named
// tables, aggregates, conditions, grouping, ordering, subqueries) and never
// how an engine spells it; joins are not written here at all: the renderer
// connects the tables a query reads along the foreign-key graph. Plain values.
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace rac::semantic {

struct Query;

struct Expr {
    enum class Kind {
        Column,     // table.column
        Number,     // numeric literal
        Text,       // string literal
        DateText,   // 'YYYY-MM-DD' literal compared as a date
        Aggregate,  // op in {COUNT, SUM, AVG, MIN, MAX}; args[0] (none: COUNT(*)); distinct
        Arith,      // op in {+, -, *, /}; args[0] op args[1]
        DateOf,     // the calendar date of args[0] ('YYYY-MM-DD')
        YearOf,     // integer year of args[0]
        MonthOf,
        QuarterOf,        // the quarter of the year, 1..4
        QuarterLabelOf,   // 'YYYY-Qn' text
        YearMonthOf,      // 'YYYY-MM' text
        WeekdayOf,  // 0 = Sunday
        WeekdayNameOf,   // 'Monday' ... 'Sunday'
        MonthNameOf,     // 'January' ... 'December'
        Length,     // characters in the text args[0]
        Trimmed,    // the text args[0] without spaces around it ("Sweden " is "Sweden")
        DaysBetween,   // whole days from args[0] to args[1] (dates)
        Template,   // a semantic-model expression with {Table.Column} references
        Concat,     // args joined with a space (a person's name)
        Subquery,   // scalar subquery
        CaseWhen,   // args[0] where every condition of sub->where holds, else NULL (inside an aggregate)
        Round,      // args[0] rounded to `number` decimal places ("rounded to 2 decimal places")
        PreviousRow,   // args[0] of the row before, rows ordered by args[1] within args[2...] (LAG ... OVER): "the previous month's revenue"
        RunningTotal,  // args[0] summed over this row and every row before, ordered by args[1] within args[2...]: "the running total"
        Bucket,     // the label of the list args[0] is in: args[1...] are labels (text) whose args are the stored members ("sales region")
        SquareRoot,   // the square root of args[0] (a standard deviation from its variance)
        Piece,        // characters of the text args[0]: from `number` (1 the first; -N the last N) on, args[1] of them (none: to the end)
        UpperCase,    // the text args[0] in capitals
        LowerCase,    // the text args[0] in small letters
    };
    Kind kind = Kind::Column;
    QString table, column;
    QString text;       // literal text, Template text, or the operator
    double number = 0;
    bool distinct = false;
    std::vector<Expr> args;
    std::shared_ptr<Query> sub;

    static Expr col(const QString &t, const QString &c) { Expr e; e.kind = Kind::Column; e.table = t; e.column = c; return e; }
    static Expr num(double v) { Expr e; e.kind = Kind::Number; e.number = v; return e; }
    static Expr str(const QString &v) { Expr e; e.kind = Kind::Text; e.text = v; return e; }
    static Expr date(const QString &iso) { Expr e; e.kind = Kind::DateText; e.text = iso; return e; }
    static Expr agg(const QString &op, std::vector<Expr> args, bool distinct = false)
    {
        Expr e; e.kind = Kind::Aggregate; e.text = op; e.args = std::move(args); e.distinct = distinct; return e;
    }
    static Expr unary(Kind kind, Expr arg) { Expr e; e.kind = kind; e.args = {std::move(arg)}; return e; }
    static Expr arith(const QString &op, Expr a, Expr b)
    {
        Expr e; e.kind = Kind::Arith; e.text = op; e.args = {std::move(a), std::move(b)}; return e;
    }
    static Expr templ(const QString &t) { Expr e; e.kind = Kind::Template; e.text = t; return e; }
    static Expr subquery(std::shared_ptr<Query> q) { Expr e; e.kind = Kind::Subquery; e.sub = std::move(q); return e; }

    bool isAggregate() const;          // contains an aggregate outside any subquery
    QStringList tables() const;        // tables it reads (not inside subqueries)
    // The columns it reads as (table, column), a formula's {Table.Column} references included.
    QList<QPair<QString, QString>> columns() const;
};

struct Condition {
    enum class Kind { Compare, Like, IsNull, In, Exists, Flag, Any };
    Kind kind = Kind::Compare;
    Expr lhs;
    QString op;                 // Compare: = <> < <= > >= ; Like: the pattern
    Expr rhs;
    std::vector<Expr> list;     // In
    bool negated = false;       // NOT LIKE, IS NOT NULL / IS NULL (negated = "is null"), NOT IN, NOT EXISTS
    std::shared_ptr<Query> sub; // Exists: correlated through Query::correlate
    std::vector<Condition> any; // Any: OR of these
    QStringList tables() const;
};

struct SelectItem {
    Expr expr;
    QString alias;
};

struct OrderItem {
    Expr expr;
    bool descending = false;
    bool tieBreak = false;   // added only to settle ties the asked order leaves, not asked
    bool askedTieBreak = false;   // how the question said to settle the asked order's ties ("ties broken by customer id")
};

struct Query {
    std::vector<SelectItem> select;
    bool distinct = false;
    QString baseTable;              // the FROM table; others are joined to it
    QStringList extraTables;        // tables to join although no expression names them
    // Tables a verb names the rows go through ("employees who work on ProductX": WORKS_ON),
    // joined right after the base so the others are reached through them, not another path.
    QStringList through;
    std::vector<Condition> where;
    std::vector<Expr> groupBy;
    std::vector<Condition> having;
    std::vector<OrderItem> orderBy;
    int limit = 0;
    // The limit of 1 a superlative gave when the question named no number of rows ("which
    // categories have the most products"): an order of every row said apart lifts it.
    bool limitGuessed = false;
    int offset = 0;                 // rows skipped before the limit ("the second most expensive")
    // The first orderBy keys only order the rows a ranking keeps ("the 5 most expensive products
    // sorted by name"): the ranking picks the rows, then these sort them.
    int displayKeys = 0;
    // "the most expensive product in each category", "top 3 products by revenue per year": the
    // rows ranked within each partition, the first `keep` of each kept (ties included). Rendered
    // as RANK() OVER (PARTITION BY ...) in a wrapping query, which then orders by partition and
    // rank; orderBy and limit above are then not used.
    struct RankWithin {
        std::vector<Expr> partition;
        Expr by;
        bool descending = true;
        int keep = 1;
        bool bothEnds = false;   // "the cheapest and the most expensive": the first `keep` from either end
    };
    std::optional<RankWithin> rankWithin;
    // "customer count and average spend per spend band (high: 45 or more, medium: 39 to under 45,
    // low: under 39)": the query's one select item is each row's figure; a wrapping query puts it
    // in the question's bands and computes figures per band. Rows in no band are left out.
    struct Band {
        QString label;
        std::optional<double> low, high;
        bool lowIncluded = true, highIncluded = false;
    };
    struct BandFigure {
        QString op;      // COUNT, SUM, AVG, MIN, MAX, or PERCENT (of all the rows banded)
        QString alias;
    };
    struct Banded {
        std::vector<Band> bands;
        QString labelAlias;
        std::vector<BandFigure> figures;
        bool largestFirst = false;   // ordered by the rows counted, most first; else as the bands are listed
        // "Label each supplier 'big' if ..., otherwise 'small'": each row with its band, not the
        // bands counted. `shown` are the rows' columns the rows query selects (its alias, the
        // answer's), in the answer's order with the label at `labelAt`; the rows are in the
        // order of their key, selected as "band_key".
        bool perRow = false;
        std::vector<std::pair<QString, QString>> shown;
        int labelAt = 0;
    };
    std::optional<Banded> banded;
    // "the total revenue of the top 5 customers", "the share of revenue from the top 5": one
    // figure of the rows the order and limit keep, added up over them by a wrapping query.
    struct OverKept {
        QString op;       // SUM
        QString column;   // the alias of the kept rows' figure
        QString alias;
    };
    std::optional<OverKept> overKept;
    // "number of customers by number of orders": the query's one select item is each row's
    // figure; a wrapping query counts the rows per value of it, in its order.
    struct ByFigure {
        QString figure;    // the alias of each row's figure, and of the value in the answer
        QString counted;   // the alias of the rows counted per value
        bool countedFirst = false;   // shown before the value, as the answer's fields ask
    };
    std::optional<ByFigure> byFigure;
    // A subquery's link to the outer query: inner table.column = outer table.column ("<>": another
    // row than the outer one, "some other boat of the same colour").
    struct Link {
        QString innerTable, innerColumn, outerTable, outerColumn;
        QString op = QStringLiteral("=");
    };
    std::vector<Link> correlate;
    // Tables joined to the base with LEFT JOIN: each base row grouped keeps its group when no row
    // of the tables joined to it is counted ("each customer with the number of orders": 0).
    bool keepRowsWithNone = false;
    // A subquery that joins its own copy of every table it reads (the outer query's rows are
    // reached only through `correlate`): "no order in 1998" must not mean the outer order.
    bool ownTables = false;

    QStringList tables() const;     // every table the query itself reads, base first
};

} // namespace rac::semantic
