// SPDX-License-Identifier: MIT
//
// Arithmetic said in words: figures the question computes from columns, numbers and aggregates
// ("salary plus commission", "MSRP minus buy price", "the longest track minus the shortest"),
// multiples that scale a comparison's bound ("more than twice the average"), and sums and
// differences of a row's columns compared with a sign ("reorder level minus units in stock is
// positive"). (Against another column, "A plus B at most C", see readColumnComparison.)
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/SemanticModel.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

namespace {

// A nullable amount added counts as none when it is missing: "salary plus commission" of an
// employee with no commission is the salary, not nothing. (A difference keeps NULL: "MSRP minus
// buy price" with no buy price is unknown, not the MSRP.)
Expr missingAsZero(const Expr &e, const Lexicon &lexicon)
{
    if (e.kind != Expr::Kind::Column)
        return e;
    const sql::Table *table = lexicon.schema().table(e.table);
    const sql::Column *column = table ? table->column(e.column) : nullptr;
    if (!column || column->notNull || table->primaryKey().contains(e.column))
        return e;
    return Expr::templ(QStringLiteral("COALESCE({%1.%2}, 0)").arg(e.table, e.column));
}

// An aggregate beside a row's own columns is over every row: a scalar subquery ("salary minus
// the average salary").
Expr overAllRows(const Expr &aggregate)
{
    const QStringList tables = aggregate.tables();
    if (tables.isEmpty())
        return aggregate;
    auto sub = std::make_shared<Query>();
    sub->baseTable = tables.first();
    sub->ownTables = true;
    sub->select.push_back({aggregate, QString()});
    return Expr::subquery(sub);
}

} // namespace

bool sameArithmetic(const Expr &a, const Expr &b)
{
    if (a.kind != b.kind || a.text != b.text || a.table != b.table || a.column != b.column || a.distinct != b.distinct
        || a.args.size() != b.args.size() || (a.kind == Expr::Kind::Number && a.number != b.number))
        return false;
    if (a.kind == Expr::Kind::Subquery)
        return a.sub == b.sub;   // (the same subquery only, not one written alike)
    bool same = true;
    for (size_t k = 0; k < a.args.size(); ++k)
        same = same && sameArithmetic(a.args[k], b.args[k]);
    // "unit price times units in stock" is "units in stock times unit price".
    const bool commutes = a.kind == Expr::Kind::Arith && (a.text == QLatin1String("+") || a.text == QLatin1String("*")) && a.args.size() == 2;
    return same || (commutes && sameArithmetic(a.args[0], b.args[1]) && sameArithmetic(a.args[1], b.args[0]));
}

void InterpretationBuilder::foldMultiplesIntoComparisons()
{
    // "more than twice the average salary", "at least 3 times their cost", "less than half": the
    // multiple scales whatever the comparison turns out to bound by (a number, a column, an
    // average), so it joins the comparison word as its factor.
    for (int i = 0; i + 1 < count(); ++i) {
        Evidence &cmp = m_ev[i];
        if (!cmp.hasTag(QStringLiteral("cmp:")) || cmp.tag(QStringLiteral("cmp:")) == QLatin1String("cmp:between"))
            continue;
        double factor = 0;
        int lastEv = -1;
        if (const QString times = m_ev[i + 1].tag(QStringLiteral("times:")); !times.isEmpty() && adjacent(i, i + 1)) {
            factor = times.mid(6).toDouble();
            lastEv = i + 1;
        } else if (i + 3 < count() && m_ev[i + 1].kind == EvKind::Number && !isPercentNumber(i + 1) && adjacent(i, i + 1)
                   && m_ev[i + 2].tag(QStringLiteral("arith:")) == QLatin1String("arith:*") && m_ev[i + 2].first == m_ev[i + 1].last + 1
                   && adjacent(i + 2, i + 3) && !tableEv(i + 3)
                   && (m_ev[i + 3].kind == EvKind::Lexicon || m_ev[i + 3].hasTag(QStringLiteral("agg:")) || m_ev[i + 3].hasTag(QStringLiteral("sup:")))) {
            // ("ordered more than 5 times" counts occasions: a figure must follow "times".)
            factor = m_ev[i + 1].number;
            lastEv = i + 2;
        }
        if (factor <= 0)
            continue;
        cmp.last = m_ev[lastEv].last;
        cmp.tags << QStringLiteral("scale:%1").arg(factor);
        m_ev.erase(m_ev.begin() + i + 1, m_ev.begin() + lastEv + 1);
    }
}

std::optional<InterpretationBuilder::Operand> InterpretationBuilder::arithmeticOperandAt(int j, const std::optional<Expr> &columnSaid,
                                                                                        const QString &table) const
{
    if (j < 0 || j >= count() || m_ev[j].used)
        return std::nullopt;
    const Evidence &e = m_ev[j];
    Operand o;
    o.first = o.last = o.anchor = j;
    // "twice the salary", "half the price".
    if (const QString times = e.tag(QStringLiteral("times:")); !times.isEmpty()) {
        std::optional<Operand> of = adjacent(j, j + 1) ? arithmeticOperandAt(j + 1, columnSaid, table) : std::nullopt;
        if (!of || of->percent)
            return std::nullopt;
        of->expr = Expr::arith(QStringLiteral("*"), Expr::num(times.mid(6).toDouble()), of->expr);
        of->first = j;
        return of;
    }
    if (e.kind == EvKind::Number) {
        o.percent = isPercentNumber(j);
        o.expr = Expr::num(o.percent ? e.number / 100.0 : e.number);
        o.anchor = -1;
        return o;
    }
    // "the average salary", "total freight", "the longest track length"; said alone after a
    // figure of one column ("the longest ... minus the shortest"), that column's.
    QString op = e.tag(QStringLiteral("agg:")).mid(4).toUpper();
    if (op.isEmpty() && e.hasTag(QStringLiteral("sup:")))
        op = e.tag(QStringLiteral("sup:")) == QLatin1String("sup:high") ? QStringLiteral("MAX") : QStringLiteral("MIN");
    if (!op.isEmpty()) {
        if (op == QLatin1String("COUNT")) {
            std::optional<Expr> counted = aggregateFrom(j, j + 1);
            if (!counted)
                return std::nullopt;
            o.expr = *counted;
            o.last = j + 1;
            return o;
        }
        // ("the average of MSRP minus buy price" averages the difference: the chain starts after "of".)
        if (j + 1 < count() && m_read.tokens.value(m_ev[j + 1].first - 1).lower == QLatin1String("of"))
            return std::nullopt;
        std::optional<Operand> of = adjacent(j, j + 1) ? arithmeticOperandAt(j + 1, std::nullopt, table) : std::nullopt;
        if (of && of->expr.kind == Expr::Kind::Column && of->first == j + 1) {
            // (Kept at the column: the word of the aggregate alone would read as a ranking.)
            o.expr = Expr::agg(op, {of->expr});
            o.last = o.anchor = of->last;
            return o;
        }
        if (columnSaid && columnSaid->kind == Expr::Kind::Column && (!of || of->expr.kind == Expr::Kind::Number)) {
            o.expr = Expr::agg(op, {*columnSaid});
            return o;
        }
        return std::nullopt;
    }
    // "the product's list price", "track unit price": a table's word before its own column.
    if (const LexEntry *t = e.entry(LexEntry::Kind::Table); t && j + 1 < count() && m_ev[j + 1].first == e.last + 1 && !m_ev[j + 1].used) {
        for (const LexEntry &c : m_ev[j + 1].entries)
            if (c.kind == LexEntry::Kind::Column && c.table == t->table && m_lex.kindOf(c.table, c.column) == ColumnKind::Number) {
                o.expr = Expr::col(c.table, c.column);
                o.last = o.anchor = j + 1;
                return o;
            }
    }
    if (tableEv(j))
        return std::nullopt;
    // ("revenue after discount divided by the number of customers" divides no discount.)
    if (e.first > 0 && Vocabulary::builtIn().isGrammarWord("variant_leads", m_read.tokens.at(e.first - 1).lower))
        return std::nullopt;
    // ("salary plus commission": the columns of the table of the figure's first column.)
    for (const LexEntry &c : e.entries)
        if (c.kind == LexEntry::Kind::Column && c.table == table && m_lex.kindOf(c.table, c.column) == ColumnKind::Number) {
            o.expr = Expr::col(c.table, c.column);
            return o;
        }
    if (const LexEntry *c = columnOf(j); c && m_lex.kindOf(c->table, c->column) == ColumnKind::Number) {
        o.expr = Expr::col(c->table, c->column);
        return o;
    }
    if (e.entry(LexEntry::Kind::Measure)) {
        const std::optional<Expr> m = measureOf(j);
        if (m && m->isAggregate()) {
            o.expr = *m;
            return o;
        }
    }
    return std::nullopt;
}

bool InterpretationBuilder::bracketOpensBefore(int ev) const
{
    int at = m_read.tokens.at(m_ev[ev].first).start - 1;
    while (at >= 0 && m_read.text.at(at).isSpace())
        --at;
    return at >= 0 && m_read.text.at(at) == QLatin1Char('(');
}

bool InterpretationBuilder::bracketClosesAfter(int ev) const
{
    const Token &last = m_read.tokens.at(m_ev[ev].last);
    int at = last.start + int(last.text.size());
    while (at < m_read.text.size() && (m_read.text.at(at).isSpace() || m_read.text.at(at) == QLatin1Char('"')))
        ++at;
    return at < m_read.text.size() && m_read.text.at(at) == QLatin1Char(')');
}

std::optional<InterpretationBuilder::Operand> InterpretationBuilder::bracketedOperandAt(int j, const std::optional<Expr> &columnSaid,
                                                                                       const QString &table) const
{
    if (j < 0 || j >= count() || !bracketOpensBefore(j))
        return std::nullopt;
    const std::optional<ArithmeticChain> inner = arithmeticChainAt(j, columnSaid, table, true);
    if (!inner || inner->operators.empty() || !bracketClosesAfter(inner->operands.back().last))
        return std::nullopt;
    Operand group;
    group.expr = figureOfChain(*inner);
    group.first = j;
    group.last = inner->operands.back().last;
    for (const Operand &o : inner->operands)
        if (o.anchor >= 0 && group.anchor < 0)
            group.anchor = o.anchor;
    return group;
}

std::optional<InterpretationBuilder::Operand> InterpretationBuilder::operandOrBracketAt(int j, const std::optional<Expr> &columnSaid,
                                                                                       const QString &table) const
{
    if (std::optional<Operand> group = bracketedOperandAt(j, columnSaid, table))
        return group;
    return arithmeticOperandAt(j, columnSaid, table);
}

InterpretationBuilder::ArithmeticChain InterpretationBuilder::arithmeticChainFrom(const Operand &first, bool inBrackets) const
{
    ArithmeticChain chain;
    chain.operands.push_back(first);
    for (;;) {
        // (Inside brackets the chain ends where they close: "(1 - discount) * 2" is no "1 - discount * 2".)
        if (inBrackets && bracketClosesAfter(chain.operands.back().last))
            break;
        const int k = chain.operands.back().last + 1;
        const QString how = k < count() && !m_ev[k].used && adjacent(k - 1, k) ? m_ev[k].tag(QStringLiteral("arith:")) : QString();
        if (how.isEmpty())
            break;
        const Expr &before = chain.operands.back().expr;
        const std::optional<Expr> said = before.kind == Expr::Kind::Aggregate && !before.args.empty()
            ? std::optional<Expr>(before.args.front())
            : std::nullopt;
        const QStringList tables = chain.operands.front().expr.tables();
        std::optional<Operand> next = adjacent(k, k + 1) ? operandOrBracketAt(k + 1, said, tables.value(0)) : std::nullopt;
        if (!next)
            break;
        chain.operators.push_back(how.mid(6));
        chain.operands.push_back(*next);
    }
    return chain;
}

std::optional<InterpretationBuilder::ArithmeticChain> InterpretationBuilder::arithmeticChainAt(int s, const std::optional<Expr> &columnSaid,
                                                                                              const QString &table, bool inBrackets) const
{
    const std::optional<Operand> first = arithmeticOperandAt(s, columnSaid, table);
    if (!first || first->percent)
        return std::nullopt;
    ArithmeticChain chain = arithmeticChainFrom(*first, inBrackets);
    if (!table.isEmpty() || first->expr.kind != Expr::Kind::Column)
        return chain;
    // "unit price times quantity": a first word that names a column of several tables is read
    // in the table whose columns the rest of the chain names (Order Details, not Products).
    QSet<QString> firstTables;
    for (const LexEntry &c : m_ev[s].entries)
        if (c.kind == LexEntry::Kind::Column && m_lex.kindOf(c.table, c.column) == ColumnKind::Number)
            firstTables.insert(c.table);
    if (firstTables.size() < 2)
        return chain;
    int bestCount = 0;
    bool tie = false;
    std::optional<ArithmeticChain> best;
    for (const QString &candidate : std::as_const(firstTables)) {
        const std::optional<Operand> inTable = arithmeticOperandAt(s, columnSaid, candidate);
        if (!inTable || inTable->expr.tables() != QStringList{candidate})
            continue;
        ArithmeticChain read = arithmeticChainFrom(*inTable, inBrackets);
        int sameTable = 0;
        for (size_t k = 1; k < read.operands.size(); ++k)
            sameTable += read.operands[k].expr.tables() == QStringList{candidate} ? 1 : 0;
        if (sameTable > bestCount) {
            bestCount = sameTable;
            best = std::move(read);
            tie = false;
        } else if (sameTable == bestCount && sameTable > 0) {
            tie = true;
        }
    }
    return best && !tie ? *best : chain;
}

Expr InterpretationBuilder::figureOfChain(const ArithmeticChain &chain) const
{
    // "total quantity ordered × price each": the word of a total before a chain of a row's columns
    // adds up the whole chain (the total quantity of every line had been multiplied by each price).
    const Expr &front = chain.operands.front().expr;
    const bool rowOperandAfter = std::any_of(chain.operands.cbegin() + 1, chain.operands.cend(), [](const Operand &o) {
        return !o.expr.isAggregate() && !o.expr.columns().isEmpty();
    });
    if (front.kind == Expr::Kind::Aggregate && front.args.size() == 1 && front.args.front().kind == Expr::Kind::Column && !front.distinct
        && front.text != QLatin1String("COUNT") && rowOperandAfter) {
        ArithmeticChain ofRows = chain;
        ofRows.operands.front().expr = front.args.front();
        return Expr::agg(front.text, {figureOfChain(ofRows)});
    }
    // A percentage added or taken away is of the figure before it: "salary plus 10%".
    std::vector<Expr> terms{chain.operands.front().expr};
    std::vector<QString> ops;
    for (size_t k = 0; k < chain.operators.size(); ++k) {
        const Operand &o = chain.operands[k + 1];
        const QString &op = chain.operators[k];
        if (o.percent && (op == QLatin1String("+") || op == QLatin1String("-"))) {
            const double factor = op == QLatin1String("+") ? 1 + o.expr.number : 1 - o.expr.number;
            terms.back() = Expr::arith(QStringLiteral("*"), terms.back(), Expr::num(factor));
            continue;
        }
        // "price times quantity times 1 minus discount": one minus a share is the part kept, said
        // as one figure (not the product less the discount).
        const Expr &last = terms.back();
        if (op == QLatin1String("-") && last.kind == Expr::Kind::Number && last.number == 1 && !ops.empty() && ops.back() == QLatin1String("*")
            && o.expr.kind == Expr::Kind::Column && m_lex.isFraction(o.expr.table, o.expr.column)) {
            terms.back() = Expr::arith(QStringLiteral("-"), last, o.expr);
            continue;
        }
        ops.push_back(op);
        terms.push_back(o.expr);
    }
    // Aggregates beside a row's own columns are over every row.
    const bool rowFigure = std::any_of(terms.cbegin(), terms.cend(), [](const Expr &t) {
        return !t.isAggregate() && !t.columns().isEmpty();
    });
    if (rowFigure)
        for (Expr &t : terms)
            if (t.isAggregate())
                t = overAllRows(t);
    // Products and quotients bind first.
    std::vector<Expr> sums{terms.front()};
    std::vector<QString> sumOps;
    for (size_t k = 0; k < ops.size(); ++k) {
        if (ops[k] == QLatin1String("*") || ops[k] == QLatin1String("/"))
            sums.back() = Expr::arith(ops[k], sums.back(), terms[k + 1]);
        else {
            sumOps.push_back(ops[k]);
            sums.push_back(terms[k + 1]);
        }
    }
    const bool added = std::all_of(sumOps.cbegin(), sumOps.cend(), [](const QString &op) { return op == QLatin1String("+"); });
    Expr figure = sumOps.empty() || !added ? sums.front() : missingAsZero(sums.front(), m_lex);
    for (size_t k = 0; k < sumOps.size(); ++k)
        figure = Expr::arith(sumOps[k], figure, added ? missingAsZero(sums[k + 1], m_lex) : sums[k + 1]);
    return figure;
}

void InterpretationBuilder::readArithmetic()
{
    for (int s = 0; s < count(); ++s) {
        if (m_ev[s].used || m_definedAt.contains(s))
            continue;
        // "(1 - discount) * unit price": a bracket first, and more after it; a bracket alone,
        // "(salary plus commission)", is the chain inside it.
        std::optional<ArithmeticChain> read;
        if (const std::optional<Operand> group = bracketedOperandAt(s, std::nullopt, QString())) {
            ArithmeticChain afterGroup = arithmeticChainFrom(*group, false);
            if (!afterGroup.operators.empty())
                read = std::move(afterGroup);
        }
        if (!read)
            read = arithmeticChainAt(s, std::nullopt, QString(), bracketOpensBefore(s));
        if (!read)
            continue;
        const ArithmeticChain &chain = *read;
        // "(value = unit price * quantity)": a definition of the word before, which the passes
        // that read definitions take (or decline).
        const int before = m_ev[s].first - 1;
        if (before >= 0 && (m_read.tokens.at(before).text == QLatin1String("=") || m_read.gapBetween(before, m_ev[s].first).contains(QLatin1Char('='))))
            continue;
        const std::vector<Operand> &operands = chain.operands;
        const bool scaled = operands.front().expr.kind == Expr::Kind::Arith;   // "twice the salary"
        if (chain.operators.empty() && !scaled)
            continue;
        // Nothing but numbers is no figure of the data ("3 times 4").
        if (std::all_of(operands.cbegin(), operands.cend(), [](const Operand &o) { return o.anchor < 0; }))
            continue;
        const Expr figure = figureOfChain(chain);
        // The figure stands where the rest of the question reads one: before a comparison, at its
        // last operand ("MSRP minus buy price above 50"); else at its first.
        const int after = operands.back().last + 1;
        const bool compared = after < count() && (m_ev[after].hasTag(QStringLiteral("cmp:")) || m_ev[after].hasTag(QStringLiteral("sign:")))
            && adjacent(after - 1, after);
        // "orders with a value above 10000 (value = unit price * quantity)": a figure of the rows
        // below the ones asked about, compared, may be each line's or their total; unsaid, asked.
        const QStringList figureTables = figure.tables();
        if (compared && !figure.isAggregate() && figureTables.size() == 1 && !m_focus.isEmpty() && figureTables.first() != m_focus
            && belongsTo(figureTables.first(), m_focus)) {
            bool rowsNamed = false;
            for (int k = 0; k < count(); ++k)
                rowsNamed |= namesTable(k, figureTables.first());
            if (!rowsNamed)
                m_out.notUnderstood << QStringLiteral("whether %1 is of each %2 row or added up for each %3 row")
                                           .arg(m_read.spanText(m_ev[operands.front().first].first, m_ev[operands.back().last].last),
                                                figureTables.first(), m_focus);
        }
        int anchor = -1;
        for (const Operand &o : operands)
            if (o.anchor >= 0 && (anchor < 0 || compared))
                anchor = o.anchor;
        const int firstEv = operands.front().first, lastEv = operands.back().last;
        const int restated = figureRestatedBefore(firstEv);
        if (restated >= 0)
            anchor = restated;
        for (int k = firstEv; k <= lastEv; ++k)
            if (k != anchor)
                use(k, QStringLiteral("part of the figure computed"));
        const QString said = m_read.spanText(m_ev[firstEv].first, m_ev[lastEv].last);
        s = lastEv;
        // "revenue per category, where revenue is unit price × quantity × (1 − discount)": a
        // measure named elsewhere and defined here by a figure of each row is the total of that
        // figure where it is named (the model's own revenue had been answered, at 0.9); by an
        // aggregate, that aggregate. (Named only here, the figure stands at its word.)
        const LexEntry *measure = restated >= 0 && !columnOf(restated) ? m_ev[restated].entry(LexEntry::Kind::Measure) : nullptr;
        const Measure *named = measure && m_model ? m_model->measure(measure->measureId) : nullptr;
        bool namedElsewhere = false;
        for (int j = 0; measure && j < count(); ++j)
            if (const LexEntry *m = m_ev[j].entry(LexEntry::Kind::Measure); j != restated && m && m->measureId == measure->measureId)
                namedElsewhere = true;
        if (namedElsewhere && (figure.isAggregate() || (named && named->additive))) {
            define(restated, figure.isAggregate() ? figure : Expr::agg(QStringLiteral("SUM"), {figure}), said);
            use(restated, QStringLiteral("defined by the figure after it"));
            continue;
        }
        m_definedAt.insert(anchor, figure);
        m_out.notes << QStringLiteral("%1 computed as the question says").arg(said);
    }
}

int InterpretationBuilder::figureRestatedBefore(int firstEv)
{
    // "the total compensation (salary plus commission)", "revenue, computed as ...", "where
    // revenue is ...": a bracket or the words of a definition right after a word of a figure say
    // what that word computes (the salary alone had been added up, at 0.9).
    // (The words between may be read as evidence of their own: "as".)
    int restated = firstEv - 1;
    while (restated >= 0 && restated >= firstEv - 3 && m_ev[restated].kind == EvKind::Vocab && !columnOf(restated)
           && !m_ev[restated].entry(LexEntry::Kind::Measure))
        --restated;
    if (restated < 0 || m_ev[restated].used || tableEv(restated) || (!columnOf(restated) && !m_ev[restated].entry(LexEntry::Kind::Measure)))
        return -1;
    if (restated != firstEv - 1 && m_read.gapBetween(m_ev[restated].last, m_ev[restated + 1].first).contains(QLatin1Char('(')))
        return -1;
    if (restated == firstEv - 1 && m_read.gapBetween(m_ev[restated].last, m_ev[firstEv].first).contains(QLatin1Char('(')))
        return restated;
    QStringList between;
    for (int t = m_ev[restated].last + 1; t < m_ev[firstEv].first; ++t)
        between << m_read.tokens.at(t).lower;
    const QString lead = between.join(QLatin1Char(' '));
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    // ("is" defines only after "where": "unit price is quantity times 2" compares.)
    const int wordBefore = m_ev[restated].first - 1;
    const bool defines = vocabulary.isGrammarWord("definition_leads", lead)
        || (vocabulary.isGrammarWord("definition_verbs", lead) && wordBefore >= 0
            && vocabulary.isGrammarWord("condition_leads", m_read.tokens.at(wordBefore).lower));
    if (!defines)
        return -1;
    for (int t = m_ev[restated].last + 1; t < m_ev[firstEv].first; ++t)
        explainToken(t, QStringLiteral("says how the figure is computed"));
    if (wordBefore >= 0 && vocabulary.isGrammarWord("condition_leads", m_read.tokens.at(wordBefore).lower))
        explainToken(wordBefore, QStringLiteral("says how the figure is computed"));
    return restated;
}

std::optional<Expr> InterpretationBuilder::columnArithmeticEndingAt(int last, int &first) const
{
    // "<column> plus|minus <column>", the second ending at `last`, both numbers of one table.
    first = -1;
    if (last < 2 || m_ev[last].used || m_ev[last - 1].used || m_ev[last - 2].used || !adjacent(last - 2, last - 1)
        || !adjacent(last - 1, last))
        return std::nullopt;
    const QString how = m_ev[last - 1].tag(QStringLiteral("arith:"));
    if (how != QLatin1String("arith:+") && how != QLatin1String("arith:-"))
        return std::nullopt;
    const LexEntry *a = tableEv(last - 2) ? nullptr : columnOf(last - 2);
    const LexEntry *b = tableEv(last) ? nullptr : columnOf(last);
    if (!a || !b || a->table != b->table || m_lex.kindOf(a->table, a->column) != ColumnKind::Number
        || m_lex.kindOf(b->table, b->column) != ColumnKind::Number)
        return std::nullopt;
    first = last - 2;
    return Expr::arith(how.mid(6), Expr::col(a->table, a->column), Expr::col(b->table, b->column));
}

void InterpretationBuilder::readPercentChanges()
{
    // "the salary after a 10% raise", "unit price reduced by 20%", "salary increased by 15%": the
    // figure named before, changed by the percentage said beside the word of change.
    for (int w = 0; w < count(); ++w) {
        const QString how = m_ev[w].tag(QStringLiteral("pctchange:"));
        if (how.isEmpty() || m_ev[w].used)
            continue;
        // The percentage right before the word ("a 10% raise") or right after it ("by 15%").
        int pct = -1;
        if (w > 0 && isPercentNumber(w - 1) && !m_ev[w - 1].used && adjacent(w - 1, w))
            pct = w - 1;
        else if (w + 1 < count() && isPercentNumber(w + 1) && !m_ev[w + 1].used && adjacent(w, w + 1))
            pct = w + 1;
        if (pct < 0)
            continue;
        // The figure: the nearest number column before, a few words back.
        const int from = std::min(pct, w);
        int figureEv = -1;
        for (int j = from - 1; j >= 0 && j >= from - 4 && figureEv < 0; --j) {
            const LexEntry *c = m_ev[j].used || tableEv(j) ? nullptr : columnOf(j);
            if (c && m_lex.kindOf(c->table, c->column) == ColumnKind::Number)
                figureEv = j;
        }
        if (figureEv < 0)
            continue;
        const LexEntry *c = columnOf(figureEv);
        const Expr base = m_definedAt.contains(figureEv) ? m_definedAt.value(figureEv) : Expr::col(c->table, c->column);
        const double share = m_ev[pct].number / 100.0;
        const double factor = how == QLatin1String("pctchange:up") ? 1 + share : 1 - share;
        m_definedAt.insert(figureEv, Expr::arith(QStringLiteral("*"), base, Expr::num(factor)));
        use(w, how == QLatin1String("pctchange:up") ? QStringLiteral("raised by the percentage") : QStringLiteral("lowered by the percentage"));
        use(pct, QStringLiteral("%1%").arg(m_ev[pct].number));
        // (The words between, "after a", are how it is said.)
        for (int t = m_ev[figureEv].last + 1; t < m_ev[from].first; ++t) {
            const int k = evidenceCovering(t);
            if (k < 0)
                m_explainedTokens << t;
            else if (!m_ev[k].used && m_ev[k].first == m_ev[k].last && (m_read.tokens.at(t).lower == QLatin1String("after")
                                                                        || m_read.tokens.at(t).lower == QLatin1String("with")))
                use(k, QStringLiteral("the figure once changed"));
        }
        m_out.notes << QStringLiteral("%1 times %2, as the question changes it").arg(c->column).arg(factor);
    }
}

void InterpretationBuilder::readSignComparisons()
{
    // "... is positive", "... are negative": compared with zero.
    for (int i = 0; i < count(); ++i) {
        const QString sign = m_ev[i].tag(QStringLiteral("sign:"));
        if (sign.isEmpty() || m_ev[i].used)
            continue;
        // The figure before, across "is" / "are": a sum or difference of columns, or one column.
        int last = i - 1;
        if (last < 0 || !adjacent(last, i))
            continue;
        int first = -1;
        std::optional<Expr> figure = columnArithmeticEndingAt(last, first);
        if (!figure && !m_ev[last].used && m_definedAt.contains(last) && !m_definedAt.value(last).isAggregate()) {
            figure = m_definedAt.value(last);   // "reorder level minus units in stock is positive"
            first = last;
        }
        if (!figure) {
            const LexEntry *c = m_ev[last].used || tableEv(last) ? nullptr : columnOf(last);
            if (!c || m_lex.kindOf(c->table, c->column) != ColumnKind::Number)
                continue;
            figure = Expr::col(c->table, c->column);
            first = last;
        }
        Condition c;
        c.lhs = *figure;
        c.op = sign == QLatin1String("sign:positive") ? QStringLiteral(">") : QStringLiteral("<");
        c.rhs = Expr::num(0);
        addCondition(c);
        for (int k = first; k <= last; ++k)
            use(k, QStringLiteral("compared with zero"));
        use(i, c.op + QStringLiteral(" 0"));
    }
}

} // namespace rac::semantic
