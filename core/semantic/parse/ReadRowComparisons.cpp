// SPDX-License-Identifier: MIT
//
// A column compared with the same column of another row the question names:
//   "customers in the same country as supplier 'Exotic Liquids'"
//       Customers.Country = (SELECT Country FROM Suppliers WHERE CompanyName = 'Exotic Liquids')
//   "orders with a higher freight than order 10248"
//       Orders.Freight > (SELECT Freight FROM Orders WHERE OrderID = 10248)
// The row is named by its table and key ("order 10248"), by its table and name, or by a stored
// name alone. The comparatives before "than" are the vocabulary's grammar words.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/Vocabulary.h"

#include <cmath>

namespace rac::semantic {

namespace {

Expr roundedForComparison(const Expr &figure)
{
    Expr rounded = Expr::unary(Expr::Kind::Round, figure);
    rounded.number = 9;
    return rounded;
}

QString comparativeOp(const QString &word)
{
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    return vocabulary.isGrammarWord("comparative_greater", word) ? QStringLiteral(">")
        : vocabulary.isGrammarWord("comparative_smaller", word)  ? QStringLiteral("<")
                                                                  : QString();
}

} // namespace

std::vector<Condition> InterpretationBuilder::namedRow(int at, int &last, const QString &preferred) const
{
    // "order 10248", "supplier 'Exotic Liquids'", "Exotic Liquids".
    const auto keyOf = [this](const QString &table) -> QString {
        const sql::Table *t = m_lex.schema().table(table);
        return t && t->primaryKey().size() == 1 ? t->primaryKey().first() : QString();
    };
    if (at >= count() || m_ev[at].used)
        return {};
    Condition c;
    c.kind = Condition::Kind::In;
    // "employee number 123", "order ID 10248" read as the key column itself, then its value.
    if (const LexEntry *key = pickColumn(at); key && !tableEv(at) && key->column == keyOf(key->table) && at + 1 < count() && adjacent(at, at + 1)
        && m_ev[at + 1].kind == EvKind::Number && !m_read.tokens.at(m_ev[at + 1].first).text.isEmpty()
        && m_read.tokens.at(m_ev[at + 1].first).text.front().isDigit()) {
        c.lhs = Expr::col(key->table, key->column);
        c.list = {Expr::num(m_ev[at + 1].number)};
        last = at + 1;
        return {c};
    }
    if (const LexEntry *t = m_ev[at].entry(LexEntry::Kind::Table); t && at + 1 < count() && adjacent(at, at + 1)) {
        // ("employee number 123", "order ID 10248": the key's own word between.)
        const LexEntry *keyWord = pickColumn(at + 1);
        if (keyWord && keyWord->table == t->table && keyWord->column == keyOf(t->table) && at + 2 < count() && adjacent(at + 1, at + 2)
            && m_ev[at + 2].kind == EvKind::Number) {
            c.lhs = Expr::col(t->table, keyOf(t->table));
            c.list = {Expr::num(m_ev[at + 2].number)};
            last = at + 2;
            return {c};
        }
        const Evidence &name = m_ev[at + 1];
        const QString written = m_read.tokens.at(name.first).text;
        if (name.kind == EvKind::Number && !written.isEmpty() && written.front().isDigit() && name.number == std::floor(name.number)
            && !keyOf(t->table).isEmpty()) {
            c.lhs = Expr::col(t->table, keyOf(t->table));
            c.list = {Expr::num(name.number)};
        } else if (const QString quoted = quotedAt(at + 1); !quoted.isEmpty() && !m_lex.displayColumns(t->table).isEmpty()) {
            // ("the track 'Balls to the Wall'", though an album is called so too.)
            c.lhs = Expr::col(t->table, m_lex.displayColumns(t->table).first());
            c.list = {Expr::str(quoted)};
        } else if (const LexEntry *v = name.entry(LexEntry::Kind::Value); v && v->table == t->table && v->wholeDepth == 0) {
            // ("employee Steven Buchanan": the name in as many words as it takes.)
            std::vector<Condition> names = namedRow(at + 1, last, t->table);
            if (!names.empty() && names.front().lhs.table == t->table)
                return names;
            c.lhs = Expr::col(v->table, v->column);
            c.list = {Expr::str(v->value)};
        } else {
            return {};
        }
        last = at + 1;
        return {c};
    }
    // A stored name, in one or more words of one table ("Nancy Davolio": first and last name).
    std::vector<Condition> names;
    QString table;
    for (int k = at; k < count() && (k == at || adjacent(k - 1, k)) && !m_ev[k].used; ++k) {
        // (A name stored in several tables, an album's and a track's: the preferred table's.)
        const LexEntry *v = m_ev[k].entry(LexEntry::Kind::Value);
        for (const LexEntry &other : m_ev[k].entries)
            if (other.kind == LexEntry::Kind::Value && other.table == preferred && (table.isEmpty() || table == preferred)) {
                v = &other;
                break;
            }
        if (!v || v->wholeDepth != 0 || m_ev[k].entry(LexEntry::Kind::Table) || !m_lex.displayColumns(v->table).contains(v->column)
            || (!table.isEmpty() && v->table != table))
            break;
        table = v->table;
        Condition name = c;
        name.lhs = Expr::col(v->table, v->column);
        name.list = {Expr::str(v->value)};
        names.push_back(name);
        last = k;
    }
    return names;
}

QString InterpretationBuilder::quotedAt(int at) const
{
    // The text of evidence `at` when the question puts it in quotes ('Balls to the Wall').
    if (m_ev[at].kind == EvKind::Literal)
        return m_ev[at].literal;
    const Token &token = m_read.tokens.at(m_ev[at].first);
    return m_ev[at].first == m_ev[at].last && token.quoted ? token.text : QString();
}

std::optional<Expr> InterpretationBuilder::figureOfComparison(int cmpEv, int attributeEv, int &subjectEv) const
{
    // What a comparison with another row compares: a figure named just before ("a unit price
    // greater than", "earn more than", "dated earlier than"), or the comparison's own word
    // ("more expensive", "longer").
    subjectEv = -1;
    for (int j = cmpEv - 1; j >= 0 && j >= cmpEv - 3; --j) {
        if (tableEv(j))
            break;
        // ("whose income (salary plus commission) is higher than ...": the figure the question computes.)
        if (m_definedAt.contains(j) && !m_ev[j].used && !m_definedAt.value(j).isAggregate() && m_definedAt.value(j).tables().size() == 1) {
            subjectEv = j;
            return m_definedAt.value(j);
        }
        if (std::optional<Expr> m = measureOf(j); m && m->kind == Expr::Kind::Column) {
            subjectEv = j;
            return m;
        }
        if (const LexEntry *c = m_ev[j].used ? nullptr : columnOf(j); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Date) {
            subjectEv = j;
            return Expr::col(c->table, c->column);
        }
    }
    for (const int own : {attributeEv, cmpEv})
        if (std::optional<Expr> m = own >= 0 ? measureOf(own) : std::nullopt; m && m->kind == Expr::Kind::Column) {
            subjectEv = own;
            return m;
        }
    if (Vocabulary::builtIn().isGrammarWord("duration_comparatives", m_read.tokens.at(m_ev[cmpEv].first).lower))
        return durationColumn();
    return std::nullopt;
}

bool InterpretationBuilder::readBoundBySelfReference(int cmpEv, int attributeEv, int roleEv, const QString &op)
{
    const std::optional<sql::ForeignKey> self = selfReference(m_focus);
    if (!self)
        return false;
    int subjectEv = -1;
    const std::optional<Expr> subject = figureOfComparison(cmpEv, attributeEv, subjectEv);
    if (!subject || subject->tables() != QStringList{m_focus})
        return false;
    Condition c;
    c.lhs = *subject;
    c.op = op;
    if (subject->kind == Expr::Kind::Column) {
        c.rhs = referencedRowName(*self, subject->column);
    } else {
        // A figure computed from the row's columns, computed the same way for the row pointed at.
        auto theirs = std::make_shared<Query>();
        theirs->baseTable = self->toTable;
        theirs->ownTables = true;
        theirs->select.push_back({*subject, QString()});
        theirs->correlate.push_back({self->toTable, self->toColumns.first(), self->fromTable, self->fromColumns.first()});
        c.rhs = Expr::subquery(theirs);
    }
    addCondition(c);
    const QString figure = subject->kind == Expr::Kind::Column ? subject->table + QLatin1Char('.') + subject->column : QStringLiteral("the figure");
    for (const int figureEv : {subjectEv, attributeEv})
        if (figureEv >= 0 && !m_ev[figureEv].used)
            use(figureEv, QStringLiteral("%1 compared with that of the row %2 points at").arg(figure, self->fromColumns.first()));
    use(cmpEv, op);
    use(roleEv, QStringLiteral("the %1 row %2 points at").arg(self->toTable, self->fromColumns.first()));
    for (int t = m_ev[cmpEv].last + 1; t < m_ev[roleEv].first; ++t)
        m_explainedTokens << t;
    m_out.notes << QStringLiteral("%1 %2 that of the row %3 points at").arg(figure, op, self->fromColumns.first());
    return true;
}

void InterpretationBuilder::readBoundByNamedRow()
{
    // "products with a unit price greater than that of Chai", "tracks longer than 'Balls to the
    // Wall'", "invoices dated earlier than invoice 5", "employees who earn more than Neena
    // Kochhar": a comparison whose bound is the same figure of a row the question names. The
    // named row had been read as the rows asked for, and came back itself at 0.9.
    const QList<Token> &tokens = m_read.tokens;
    for (int i = 0; i + 1 < count(); ++i) {
        const QString cmp = m_ev[i].tag(QStringLiteral("cmp:"));
        const QString op = cmp.mid(4);
        if (m_ev[i].used || !(op == QLatin1String(">") || op == QLatin1String("<") || op == QLatin1String(">=") || op == QLatin1String("<=")))
            continue;
        // The named row right after the comparison, "that of" between at most; the figure's own
        // word may come between ("more expensive than Chai").
        const int attributeEv = i + 2 < count() && adjacent(i, i + 1) && m_ev[i + 1].hasTag(QStringLiteral("attr:")) ? i + 1 : -1;
        int rowAt = attributeEv >= 0 ? i + 2 : i + 1;
        const int from = m_ev[rowAt - 1].last + 1;
        bool near = m_ev[rowAt].first >= from;
        for (int t = from; t < m_ev[rowAt].first && near; ++t)
            near = Vocabulary::builtIn().isGrammarWord("row_pointers", tokens.at(t).lower) && t < from + 3;
        // ("greater than the number shipped by Speedy Express": the figure said again before the
        // row; read for totals only, below.)
        const int restatedRow = rowAfterFigureRestated(from);
        if (restatedRow >= 0)
            rowAt = restatedRow;
        else if (!near)
            continue;
        // ("than the artist Aerosmith", "than the Jazz genre": the row's own table named beside it.)
        const auto valueOf = [this](int k, const QString &table) {
            return k >= 0 && k < count() && std::any_of(m_ev[k].entries.cbegin(), m_ev[k].entries.cend(), [&table](const LexEntry &e) {
                       return e.kind == LexEntry::Kind::Value && e.table == table;
                   });
        };
        const auto tableOf = [this](int k) {
            const LexEntry *t = k >= 0 && k < count() && !m_ev[k].used ? m_ev[k].entry(LexEntry::Kind::Table) : nullptr;
            return t ? t->table : QString();
        };
        int nounBefore = -1;
        if (restatedRow < 0 && !tableOf(rowAt).isEmpty() && rowAt + 1 < count() && adjacent(rowAt, rowAt + 1) && valueOf(rowAt + 1, tableOf(rowAt)))
            nounBefore = rowAt++;
        int last = rowAt;
        // (A total is compared so only when the words say so: "higher than", "exceeds", "above
        // that of"; "revenue came from Seafood" names the part of a total.)
        bool comparedWithRow = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower().startsWith(QLatin1String("exceed"));
        for (int t = m_ev[i].first; t < m_ev[rowAt].first; ++t)
            comparedWithRow |= tokens.at(t).lower == QLatin1String("than") || tokens.at(t).lower == QLatin1String("that")
                || tokens.at(t).lower == QLatin1String("those");
        // "employees who earn more than their manager", "hired before their manager": the same
        // figure of the row each one points at (the comparison was dropped, at 0.75).
        if (m_ev[rowAt].hasTag(QStringLiteral("selfref")) && !m_focus.isEmpty() && readBoundBySelfReference(i, attributeEv, rowAt, op))
            continue;
        std::vector<Condition> row = namedRow(rowAt, last, m_focus);
        if (!row.empty() && tableNamedRightAfter(last, tableOf(last + 1)) && valueOf(rowAt, tableOf(last + 1)))
            ++last;
        if (nounBefore >= 0)
            rowAt = nounBefore;
        // "tracks longer than 'Balls to the Wall'": a name in quotes is one of the rows compared,
        // though another table stores it too (an album of that name).
        const QString quoted = quotedAt(rowAt);
        if ((row.empty() || row.front().lhs.table != m_focus) && !quoted.isEmpty() && !m_lex.displayColumns(m_focus).isEmpty()) {
            Condition name;
            name.kind = Condition::Kind::In;
            name.lhs = Expr::col(m_focus, m_lex.displayColumns(m_focus).first());
            name.list = {Expr::str(quoted)};
            row = {name};
            last = rowAt;
        }
        if (row.empty()) {
            if (comparedWithRow && readTotalBoundByNamedGroup(i, rowAt, op)) {
                useWordsBeforeRow(from, rowAt);
            }
            continue;
        }
        const QString rowTable = row.front().lhs.table;
        // "Chai (product 1)", "Enter Sandman (track 77)": the same row named again in brackets,
        // by its key; read as a condition of its own, it kept the rows counted to that one (0 at 0.9).
        if (int again = last; last + 1 < count() && m_read.gapBetween(m_ev[last].last, m_ev[last + 1].first).contains(QLatin1Char('('))) {
            const std::vector<Condition> restated = namedRow(last + 1, again, rowTable);
            if (!restated.empty() && restated.front().lhs.table == rowTable) {
                row.insert(row.end(), restated.begin(), restated.end());   // (the key settles a name several rows share)
                for (int k = last + 1; k <= again; ++k)
                    use(k, QStringLiteral("the %1 row compared with, named again").arg(rowTable));
                last = again;
            }
        }
        int subjectEv = -1;
        const std::optional<Expr> subject = figureOfComparison(i, attributeEv, subjectEv);
        // ("products that sold a total quantity greater than the product 'Chai'": an amount of the
        // rows that belong to the ones compared is their total.)
        const bool amountBelow = subject && subject->kind == Expr::Kind::Column && subject->table != m_focus && belongsTo(subject->table, m_focus)
            && m_lex.kindOf(subject->table, subject->column) == ColumnKind::Number && isAdditiveColumn(subject->column);
        // ("a maximum freight higher than that of ...": the aggregate said before the amount.)
        QString amountOp = QStringLiteral("SUM");
        if (const QString said = amountBelow && subjectEv > 0 && adjacent(subjectEv - 1, subjectEv) ? m_ev[subjectEv - 1].tag(QStringLiteral("agg:")) : QString();
            !said.isEmpty() && said != QLatin1String("agg:sum"))
            amountOp = said == QLatin1String("agg:count") ? QString() : said.mid(4).toUpper();
        if (amountBelow && amountOp.isEmpty())
            continue;
        if (!subject || amountBelow) {
            const std::optional<Expr> total = amountBelow ? std::optional<Expr>(Expr::agg(amountOp, {*subject})) : std::nullopt;
            if (comparedWithRow && rowTable == m_focus && readTotalBoundByNamedRow(i, row, rowAt, last, op, total, subjectEv)) {
                useWordsBeforeRow(from, rowAt);
            }
            continue;
        }
        if (restatedRow >= 0)
            continue;
        // The figure of the rows asked for and the same figure of the row named: one column of
        // the focus, or one the named row's table has under the same name.
        const sql::Table *named = m_lex.schema().table(rowTable);
        const sql::Column *sameInRow = named ? named->column(subject->column) : nullptr;
        if (subject->table != m_focus || !sameInRow)
            continue;
        const Expr &lhs = *subject;
        auto sub = std::make_shared<Query>();
        sub->baseTable = rowTable;
        sub->ownTables = true;
        sub->select.push_back({Expr::col(rowTable, sameInRow->name), QString()});
        sub->where = row;
        Condition c;
        c.lhs = lhs;
        c.op = op;
        c.rhs = Expr::subquery(sub);
        addCondition(c);
        for (const int figureEv : {subjectEv, attributeEv})
            if (figureEv >= 0 && !m_ev[figureEv].used)
                use(figureEv, QStringLiteral("%1.%2 compared with the named row's").arg(lhs.table, lhs.column));
        // ("a length in milliseconds": the figure named twice.)
        for (int j = subjectEv - 1; j >= 0 && subjectEv >= 0 && m_ev[j].last + 2 >= m_ev[j + 1].first && !m_ev[j].used; --j) {
            const std::optional<Expr> again = measureOf(j);
            if (!again || !sameFigure(*again, lhs))
                break;
            use(j, QStringLiteral("%1.%2, named again").arg(lhs.table, lhs.column));
        }
        use(i, op);
        for (int k = rowAt; k <= last; ++k)
            use(k, QStringLiteral("names the %1 row compared with").arg(rowTable));
        for (int t = from; t < m_ev[rowAt].first; ++t)
            m_explainedTokens << t;
        m_out.notes << QStringLiteral("%1.%2 %3 that of the %4 row named").arg(lhs.table, lhs.column, op, rowTable);
    }
}

int InterpretationBuilder::rowAfterFigureRestated(int fromToken) const
{
    // "than the number shipped by Speedy Express", "than the total of orders handled by Nancy
    // Davolio": the figure said again, then "by" and the row. The evidence right after "by".
    static const QRegularExpression restated(QStringLiteral("^(?:the\\s+)?(?:number|count|total|amount|sum)(?:\\s+of\\s+[\\w'-]+)?(?:\\s+[\\w'-]+)?\\s+by$"),
                                             QRegularExpression::CaseInsensitiveOption);
    const QList<Token> &tokens = m_read.tokens;
    for (int t = fromToken; t < tokens.size() && t < fromToken + 7; ++t) {
        if (tokens.at(t).lower != QLatin1String("by"))
            continue;
        if (!restated.match(m_read.spanText(fromToken, t)).hasMatch())
            return -1;
        for (int k = 0; k < count(); ++k)
            if (m_ev[k].first == t + 1 && !m_ev[k].used)
                return k;
        return -1;
    }
    return -1;
}

void InterpretationBuilder::useWordsBeforeRow(int fromToken, int rowEv)
{
    // The words between a comparison and the row named ("that of", "the number shipped by"): the
    // figure said again, read.
    for (int k = 0; k < rowEv; ++k)
        if (!m_ev[k].used && m_ev[k].first >= fromToken)
            use(k, QStringLiteral("the figure said again"));
    for (int t = fromToken; t < m_ev[rowEv].first; ++t)
        m_explainedTokens << t;
}

bool InterpretationBuilder::readTotalBoundByNamedRow(int cmpEv, const std::vector<Condition> &row, int rowAt, int last, const QString &op,
                                                     const std::optional<Expr> &given, int givenEv)
{
    // "categories with total sales greater than that of Beverages", "employees whose revenue
    // exceeds Nancy Davolio's": a total of the rows compared bound by the same total of the one
    // named, one of them (the named row had been read as the rows asked for: Beverages alone, at
    // 0.9, or nothing understood). The total is each row's own; the conditions on the rows added up
    // ("in 1997") bind both sides (readPerRowTotals puts them inside).
    int figureEv = givenEv;
    std::optional<Expr> figure = given;
    int countWordEv = -1;
    for (int j = cmpEv - 1; !figure && j >= 0 && j >= cmpEv - 3; --j) {
        // ("shippers that shipped a number of orders greater than ...": the rows that belong to
        // each one, counted.)
        if (tableEv(j)) {
            const LexEntry *rows = m_ev[j].entry(LexEntry::Kind::Table);
            const std::optional<Expr> counted = rows->table != m_focus && j > 0 && !m_ev[j - 1].used
                    && m_ev[j - 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && !m_ev[j].used
                ? countPer(rows->table)
                : std::nullopt;
            if (counted) {
                figure = counted;
                figureEv = j;
                countWordEv = j - 1;
            }
            break;
        }
        if (std::optional<Expr> m = m_ev[j].used ? std::nullopt : measureOf(j); m && m->isAggregate()) {
            figureEv = j;
            figure = m;
        }
    }
    if (!figure || !m_groupTargets.empty())
        return false;
    // (Totals rounded as ORDER BY rounds them: the named row's own total, summed apart, came out
    // above itself by 1e-14.)
    const Expr compared = countWordEv >= 0 ? *figure : roundedForComparison(*figure);
    auto sub = std::make_shared<Query>();
    sub->baseTable = m_focus;
    sub->ownTables = true;
    sub->select.push_back({compared, QString()});
    sub->where = row;
    Condition c;
    c.lhs = compared;
    c.op = op;
    c.rhs = Expr::subquery(sub);
    // (A count is a subquery per row already.)
    if (countWordEv >= 0)
        addCondition(c);
    else
        m_q.having.push_back(c);
    use(figureEv, QStringLiteral("the total compared with the named row's"));
    if (countWordEv >= 0)
        use(countWordEv, QStringLiteral("count"));
    // ("total sales": the word that says it is a total.)
    // ("maximum freight": the aggregate the amount was read with.)
    const QString aggregateWord = figureEv > 0 ? m_ev[figureEv - 1].tag(QStringLiteral("agg:")) : QString();
    if (figureEv > 0 && !m_ev[figureEv - 1].used && adjacent(figureEv - 1, figureEv)
        && (aggregateWord == QLatin1String("agg:sum") || (given && !aggregateWord.isEmpty() && aggregateWord != QLatin1String("agg:count"))))
        use(figureEv - 1, aggregateWord.mid(4));
    use(cmpEv, op);
    for (int k = rowAt; k <= last; ++k)
        use(k, QStringLiteral("names the %1 row compared with").arg(m_focus));
    m_out.notes << QStringLiteral("each %1 row's total %2 that of the row named").arg(m_focus, op);
    return true;
}

bool InterpretationBuilder::readTotalBoundByNamedGroup(int cmpEv, int valueEv, const QString &op)
{
    // "billing countries whose total invoice amounts exceed that of France": the value names a
    // group of rows, not one row; the groups are the values of the column the question lists, each
    // group's total bound by the named group's (France had been read as the rows listed, each
    // invoice over 0, at 0.9).
    if (!m_groupTargets.empty() || m_ev[valueEv].used)
        return false;
    // The column listed, named before the comparison, is the one the value is stored in.
    const LexEntry *value = nullptr;
    int groupEv = -1;
    for (int j = 0; j < cmpEv && !value; ++j) {
        const LexEntry *listed = m_ev[j].used || tableEv(j) ? nullptr : columnOf(j);
        if (!listed || m_lex.kindOf(listed->table, listed->column) != ColumnKind::Text)
            continue;
        for (const LexEntry &e : m_ev[valueEv].entries)
            if (e.kind == LexEntry::Kind::Value && e.table == listed->table && e.column == listed->column && e.wholeDepth == 0) {
                value = &e;
                groupEv = j;
            }
    }
    if (!value)
        return false;
    // The figure: a total the question names, or an amount column added up.
    int figureEv = -1;
    std::optional<Expr> figure;
    for (int j = cmpEv - 1; j > groupEv && !figure; --j) {
        const std::optional<Expr> m = m_ev[j].used ? std::nullopt : measureOf(j);
        if (m && m->isAggregate())
            figure = m;
        else if (m && m->kind == Expr::Kind::Column && m_lex.kindOf(m->table, m->column) == ColumnKind::Number && isAdditiveColumn(m->column))
            figure = Expr::agg(QStringLiteral("SUM"), {*m});
        if (figure)
            figureEv = j;
    }
    if (!figure)
        return false;
    const Expr group = Expr::col(value->table, value->column);
    const Expr compared = roundedForComparison(*figure);
    auto sub = std::make_shared<Query>();
    sub->baseTable = value->table;
    sub->ownTables = true;
    sub->select.push_back({compared, QString()});
    Condition named;
    named.kind = Condition::Kind::In;
    named.lhs = group;
    named.list = {Expr::str(value->value)};
    sub->where.push_back(named);
    Condition c;
    c.lhs = compared;
    c.op = op;
    c.rhs = Expr::subquery(sub);
    m_q.having.push_back(c);
    m_groupTargets.push_back(group);
    // The total compared is each group's figure, unless another is named.
    if (!m_aggregate)
        m_aggregate = *figure;
    use(groupEv, QStringLiteral("each %1.%2").arg(value->table, value->column));
    use(figureEv, QStringLiteral("the total compared with the named group's"));
    // ("total invoice amounts": the word that says it is a total, and the rows added up.)
    const QStringList added = figure->tables();
    for (int j = figureEv - 1; j > groupEv; --j) {
        const LexEntry *rows = tableEv(j) ? m_ev[j].entry(LexEntry::Kind::Table) : nullptr;
        if (m_ev[j].used)
            continue;
        if (m_ev[j].tag(QStringLiteral("agg:")) == QLatin1String("agg:sum"))
            use(j, QStringLiteral("total"));
        else if (rows && added.contains(rows->table))
            use(j, QStringLiteral("the %1 rows added up").arg(rows->table));
    }
    use(cmpEv, op);
    use(valueEv, QStringLiteral("names the %1 group compared with").arg(value->value));
    m_out.notes << QStringLiteral("each %1's total %2 that of %3").arg(value->column, op, value->value);
    return true;
}

void InterpretationBuilder::readBoundByAllRows()
{
    // "employees who earn more than every employee in department 30", "more than all employees of
    // department 30", "less than any clerk": a comparison with each row of a set is one with the
    // set's extreme (MAX above, MIN below). The set's salaries were listed instead, at 0.75.
    static const QStringList quantifiers{QStringLiteral("every"), QStringLiteral("all"), QStringLiteral("any"), QStringLiteral("each")};
    const QList<Token> &tokens = m_read.tokens;
    for (int i = 0; i + 1 < count(); ++i) {
        const QString op = m_ev[i].tag(QStringLiteral("cmp:")).mid(4);
        if (m_ev[i].used || m_focus.isEmpty() || !(op == QLatin1String(">") || op == QLatin1String("<") || op == QLatin1String(">=") || op == QLatin1String("<=")))
            continue;
        // Only a comparative with "than" ("more than every"): "from all products", "over all
        // order lines" compare nothing.
        // ("hired before all employees of department 10": a time word compares dates so.)
        const QString said = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower();
        const bool timeWord = Vocabulary::builtIn().isGrammarWord("time_bound_words", said);
        if (!said.endsWith(QLatin1String(" than")) && tokens.value(m_ev[i].last + 1).lower != QLatin1String("than") && !timeWord)
            continue;
        // The quantifier right after the comparison ("than every", "than all the"), then the rows.
        int rowsAt = i + 1;
        while (rowsAt < count() && m_ev[rowsAt].entries.isEmpty() && m_ev[rowsAt].first == m_ev[rowsAt].last
               && (quantifiers.contains(tokens.at(m_ev[rowsAt].first).lower) || tokens.at(m_ev[rowsAt].first).lower == QLatin1String("the")))
            ++rowsAt;
        if (rowsAt >= count())
            continue;
        bool quantified = false;
        for (int t = m_ev[i].last + 1; t < m_ev[rowsAt].first; ++t) {
            const QString &w = tokens.at(t).lower;
            quantified |= quantifiers.contains(w);
            if (!quantifiers.contains(w) && w != QLatin1String("the") && w != QLatin1String("of") && w != QLatin1String("than"))
                quantified = false, t = m_ev[rowsAt].first;
        }
        const LexEntry *rows = m_ev[rowsAt].entry(LexEntry::Kind::Table);
        if (!quantified || !rows || rows->table != m_focus)
            continue;
        int subjectEv = -1;
        std::optional<Expr> subject = timeWord ? std::nullopt : figureOfComparison(i, -1, subjectEv);
        // (The date of the event its verb names, said right before the time word: "hired".)
        for (int j = i - 1; timeWord && !subject && j >= 0 && j >= i - 2; --j)
            if (std::optional<Expr> date = eventDateNamedBy(j); date && date->table == m_focus) {
                subject = date;
                subjectEv = j;
            }
        if (!subject || subject->kind != Expr::Kind::Column || subject->table != m_focus)
            continue;
        // The set: the rows' own key to another table's row named by its number ("in department 30").
        auto sub = std::make_shared<Query>();
        sub->baseTable = m_focus;
        sub->ownTables = true;
        const bool above = op.startsWith(QLatin1Char('>'));
        sub->select.push_back({Expr::agg(above ? QStringLiteral("MAX") : QStringLiteral("MIN"), {*subject}), QString()});
        int last = rowsAt;
        if (rowsAt + 2 < count() && tableEv(rowsAt + 1) && m_ev[rowsAt + 2].kind == EvKind::Number && adjacent(rowsAt, rowsAt + 1)
            && adjacent(rowsAt + 1, rowsAt + 2)) {
            const QString owner = m_ev[rowsAt + 1].entry(LexEntry::Kind::Table)->table;
            const QList<sql::ForeignKey> path = m_lex.schema().joinPath(m_focus, owner);
            if (path.size() != 1 || path.first().fromTable != m_focus || path.first().fromColumns.size() != 1)
                continue;
            Condition member;
            member.kind = Condition::Kind::In;
            member.lhs = Expr::col(m_focus, path.first().fromColumns.first());
            member.list = {Expr::num(m_ev[rowsAt + 2].number)};
            sub->where.push_back(member);
            last = rowsAt + 2;
        } else if (const LexEntry *v = rowsAt + 1 < count() && adjacent(rowsAt, rowsAt + 1) ? m_ev[rowsAt + 1].entry(LexEntry::Kind::Value) : nullptr;
                   v && v->wholeDepth == 0 && v->sourceChunk.isEmpty()) {
            // "every employee of the Marketing department": a name of the row they belong to (or
            // a value of their own), with that row's table's word after it or not.
            if (v->table != m_focus) {
                const QList<sql::ForeignKey> path = m_lex.schema().joinPath(m_focus, v->table);
                if (path.size() != 1 || path.first().fromTable != m_focus)
                    continue;
                sub->extraTables << v->table;
            }
            Condition named;
            named.kind = Condition::Kind::In;
            named.lhs = Expr::col(v->table, v->column);
            named.list = {Expr::str(v->value)};
            sub->where.push_back(named);
            last = rowsAt + 1;
            if (const LexEntry *t = last + 1 < count() && adjacent(last, last + 1) ? m_ev[last + 1].entry(LexEntry::Kind::Table) : nullptr;
                t && t->table == v->table)
                ++last;
        } else if (rowsAt + 1 < count() && adjacent(rowsAt, rowsAt + 1) && !m_ev[rowsAt + 1].entries.isEmpty()) {
            continue;   // a set named some other way: not read here
        }
        Condition c;
        c.lhs = *subject;
        c.op = op;
        c.rhs = Expr::subquery(sub);
        addCondition(c);
        if (subjectEv >= 0 && !m_ev[subjectEv].used)
            use(subjectEv, QStringLiteral("%1.%2 compared with the set's").arg(subject->table, subject->column));
        for (int k = i; k <= last; ++k)
            use(k, k == i ? op : QStringLiteral("the rows compared with, each of them"));
        m_out.notes << QStringLiteral("%1.%2 %3 the %4 of the rows named").arg(subject->table, subject->column, op, above ? QStringLiteral("highest") : QStringLiteral("lowest"));
    }
}

void InterpretationBuilder::readRowComparisons()
{
    readBoundByAllRows();
    readBoundByNamedRow();
    const QList<Token> &tokens = m_read.tokens;
    for (int col = 0; col + 1 < count(); ++col) {
        if (m_ev[col].used || tableEv(col) || !m_ev[col].entry(LexEntry::Kind::Column))
            continue;
        // The word before the column ("the same", "a higher") and the one after ("as", "than").
        const int before = m_ev[col].first - 1;
        const int after = m_ev[col].last + 1;
        if (before < 0 || after >= tokens.size())
            continue;
        const QString lead = tokens.at(before).lower;
        const QString link = tokens.at(after).lower;
        QString op;
        if (lead == QLatin1String("same") && link == QLatin1String("as"))
            op = QStringLiteral("=");
        else if (link == QLatin1String("than"))
            op = comparativeOp(lead);
        if (op.isEmpty())
            continue;
        // The named row: the next evidence after "as" / "than" (which may be evidence itself).
        int rowAt = col + 1;
        const int linkEv = rowAt < count() && m_ev[rowAt].first <= after ? rowAt++ : -1;
        // "a higher unit price than the average": no row, the average of them all.
        if (rowAt < count() && op != QLatin1String("=") && adjacent(col, rowAt) && readComparativeWithAverage(col, rowAt, op)) {
            m_explainedTokens << before << after;
            if (linkEv >= 0)
                use(linkEv, QStringLiteral("than"));
            continue;
        }
        if (rowAt >= count() || m_ev[rowAt].first != after + 1)
            continue;
        int last = rowAt;
        const std::vector<Condition> row = namedRow(rowAt, last);
        if (row.empty())
            continue;
        const QString rowTable = row.front().lhs.table;
        // The column of the named row's table and the one of the rows asked about.
        const LexEntry *inRow = nullptr;
        const LexEntry *inFocus = nullptr;
        for (const LexEntry &e : m_ev[col].entries) {
            if (e.kind != LexEntry::Kind::Column)
                continue;
            if (e.table == rowTable && !inRow)
                inRow = &e;
            if (e.table == m_focus && !inFocus)
                inFocus = &e;
        }
        if (!inRow)
            continue;
        const sql::Table *focus = m_lex.schema().table(m_focus);
        const sql::Column *sameName = focus ? focus->column(inRow->column) : nullptr;
        const Expr lhs = inFocus ? Expr::col(inFocus->table, inFocus->column)
            : sameName           ? Expr::col(m_focus, sameName->name)
                                 : Expr();
        if (lhs.column.isEmpty())
            continue;
        auto sub = std::make_shared<Query>();
        sub->baseTable = rowTable;
        sub->ownTables = true;
        sub->select.push_back({Expr::col(rowTable, inRow->column), QString()});
        sub->where = row;
        Condition c;
        c.lhs = lhs;
        c.op = op;
        c.rhs = Expr::subquery(sub);
        addCondition(c);
        // "employees in the same city as Nancy Davolio": whether she is one of them is not said.
        if (rowTable == m_focus && op == QLatin1String("="))
            m_out.ambiguous = true;
        use(col, QStringLiteral("%1.%2 compared with the named row's").arg(lhs.table, lhs.column));
        for (int k = rowAt; k <= last; ++k)
            use(k, QStringLiteral("names the %1 row compared with").arg(rowTable));
        use(linkEv, link);
        m_explainedTokens << before << after;
        // A comparative word read as evidence of its own ("more", "higher") is this comparison.
        for (int k = 0; k < count(); ++k)
            if (!m_ev[k].used && m_ev[k].first <= before && before <= m_ev[k].last)
                use(k, op);
        m_out.notes << QStringLiteral("%1.%2 %3 that of the %4 row named").arg(lhs.table, lhs.column, op, rowTable);
    }
}

} // namespace rac::semantic
