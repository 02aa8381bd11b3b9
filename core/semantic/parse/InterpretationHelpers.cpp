// SPDX-License-Identifier: MIT
//
// What a piece of evidence names for the interpretation being built: the column
// that fits the focus, a numeric measure, the date column a date phrase is about,
// the display name of a row, how a table belongs to another, an answer label.
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::semantic {

Expr InterpretationBuilder::groupingOf(const LexEntry &c)
{
    Expr column = Expr::col(c.table, c.column);
    if (c.family.isEmpty())
        return column;
    Expr bucket;
    bucket.kind = Expr::Kind::Bucket;
    bucket.column = c.family;   // what the labels are, for the answer's column name
    bucket.args.push_back(column);
    Condition listed;
    listed.kind = Condition::Kind::In;
    listed.lhs = column;
    QStringList names;
    for (const Lexicon::FamilyList &list : m_lex.family(c.family)) {
        Expr label = Expr::str(list.name);
        for (const QString &m : list.members) {
            label.args.push_back(Expr::str(m));
            listed.list.push_back(Expr::str(m));
        }
        bucket.args.push_back(label);
        names << list.name;
        if (!m_out.citedChunks.contains(list.chunkId))
            m_out.citedChunks << list.chunkId;
    }
    addCondition(listed);
    m_out.notes << QStringLiteral("each %1 as the documents list it (%2 of %3.%4)").arg(c.family, names.join(QStringLiteral(", ")), c.table, c.column);
    return bucket;
}

std::optional<Expr> aggregatedColumn(const Expr &e, QString *op)
{
    if (e.kind == Expr::Kind::Aggregate && e.args.size() == 1 && e.args[0].kind == Expr::Kind::Column && e.text != QLatin1String("COUNT")) {
        if (op)
            *op = e.text;
        return e.args[0];
    }
    static const QRegularExpression overOne(QStringLiteral("^\\s*(SUM|AVG|MIN|MAX)\\(\\s*\\{([^{}.]+)\\.([^{}]+)\\}\\s*\\)\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption);
    if (e.kind == Expr::Kind::Template) {
        if (const QRegularExpressionMatch m = overOne.match(e.text); m.hasMatch()) {
            if (op)
                *op = m.captured(1).toUpper();
            return Expr::col(m.captured(2), m.captured(3));
        }
    }
    return std::nullopt;
}

bool isAdditiveColumn(const QString &column)
{
    // The last words of its name are a quantity, freight, total, duration, size or salary word of the
    // vocabulary ("Quantity", "UnitsOnOrder", "Freight", "Total", "Milliseconds"), not a price or a rate.
    const Vocabulary &v = Vocabulary::builtIn();
    // (Short names in their words: "SAL" is the salary.)
    const QStringList words = text::words(text::splitIdentifier(column)) + text::words(Lexicon::readableName(column));
    // (A salary adds up to a payroll, unlike a price.)
    for (const QString &group : {QStringLiteral("quantity"), QStringLiteral("freight"), QStringLiteral("total"),
                                 QStringLiteral("milliseconds"), QStringLiteral("bytes"), QStringLiteral("salary")}) {
        QStringList forms = v.columnWordSynonyms(group);
        forms << group;
        for (const QString &w : words)
            if (forms.contains(w))
                return !words.contains(QStringLiteral("price"));
    }
    return false;
}

std::vector<Condition> periodConditions(const Expr &dateColumn, const planning::DateRange &range)
{
    Condition lo, hi;
    lo.lhs = hi.lhs = Expr::unary(Expr::Kind::DateOf, dateColumn);
    lo.op = QStringLiteral(">=");
    hi.op = QStringLiteral("<=");
    lo.rhs = Expr::date(range.start.toString(Qt::ISODate));
    hi.rhs = Expr::date(range.end.toString(Qt::ISODate));
    return {lo, hi};
}

bool sameComputation(const Expr &a, const Expr &b)
{
    QString opA, opB;
    const std::optional<Expr> x = aggregatedColumn(a, &opA), y = aggregatedColumn(b, &opB);
    return sameFigure(a, b) || (x && y && x->table == y->table && x->column == y->column && opA.toUpper() == opB.toUpper());
}

bool sameFigure(const Expr &a, const Expr &b)
{
    const std::optional<Expr> x = aggregatedColumn(a), y = aggregatedColumn(b);
    const bool sameColumn = x.has_value() == y.has_value() && (!x || (x->table == y->table && x->column == y->column));
    // A count of the rows a condition keeps ("discontinued products") is another figure.
    const auto conditional = [](const Expr &e) { return !e.args.empty() && e.args.front().kind == Expr::Kind::CaseWhen; };
    return conditional(a) == conditional(b) && a.kind == b.kind && a.text == b.text && a.table == b.table && a.column == b.column && a.tables() == b.tables() && sameColumn;
}

int InterpretationBuilder::bothBefore(int ev) const
{
    // "in both 1996 and 1998": the token "both" among the three before the evidence, or -1.
    for (int t = m_ev[ev].first - 1; t >= 0 && t >= m_ev[ev].first - 3; --t)
        if (m_read.tokens.at(t).lower == QLatin1String("both"))
            return t;
    return -1;
}

int InterpretationBuilder::negationBefore(int dateEv, int *verbEv) const
{
    // "not in 1998", "have not (yet) ordered in 1998": the negation right before the period, or
    // before the verb of the dated rows that leads to it.
    if (verbEv)
        *verbEv = -1;
    if (dateEv > 0 && m_ev[dateEv - 1].hasTag(QStringLiteral("neg")) && !m_ev[dateEv - 1].used && adjacent(dateEv - 1, dateEv))
        return dateEv - 1;
    const int verb = dateEv - 1;
    if (verb > 0 && tableEv(verb) && !m_ev[verb].used && m_ev[verb - 1].hasTag(QStringLiteral("neg")) && !m_ev[verb - 1].used
        && adjacent(verb - 1, verb) && adjacent(verb, dateEv)) {
        const QString written = m_read.tokens.at(m_ev[verb].last).lower;
        const bool participle = written.endsWith(QLatin1String("ed")) || LexicalResources::instance().isInflectedVerb(written);
        if (participle && dateColumnFor(dateEv).table == m_ev[verb].entry(LexEntry::Kind::Table)->table) {
            if (verbEv)
                *verbEv = verb;
            return verb - 1;
        }
    }
    return -1;
}

bool InterpretationBuilder::askedWithWhich(int i) const
{
    const int t = i >= 0 && i < count() ? m_ev[i].first : 0;
    const QString before = t > 0 ? m_read.tokens.at(t - 1).lower : QString();
    return before == QLatin1String("which") || before == QLatin1String("what");
}

bool InterpretationBuilder::rowAskedBySuperlative() const
{
    for (const Token &token : m_read.tokens)
        if (Vocabulary::builtIn().isGrammarWord("row_question_words", token.lower))
            return true;
    // The words before the first superlative: "has the lowest", "with the least", "sold at the
    // lowest", "the name of the cheapest" link a row to it; "is the lowest" asks the figure.
    static const QSet<QString> rowLinks{QStringLiteral("with"), QStringLiteral("has"), QStringLiteral("have"), QStringLiteral("had"),
                                        QStringLiteral("having"), QStringLiteral("at"), QStringLiteral("by"), QStringLiteral("whose")};
    for (int i = 0; i < count(); ++i) {
        const QString agg = m_ev[i].tag(QStringLiteral("agg:"));
        if (!m_ev[i].hasTag(QStringLiteral("sup:")) && !m_ev[i].hasTag(QStringLiteral("attr:")) && agg != QLatin1String("agg:min")
            && agg != QLatin1String("agg:max"))
            continue;
        int before = m_ev[i].first - 1;
        while (before >= 0 && Vocabulary::builtIn().isGrammarWord("determiners", m_read.tokens.at(before).lower))
            --before;
        if (before < 0)
            return false;
        const QString &link = m_read.tokens.at(before).lower;
        const bool nameOf = link == QLatin1String("of") && before > 0
            && (m_read.tokens.at(before - 1).stem == QLatin1String("name"));
        return rowLinks.contains(link) || nameOf;
    }
    return false;
}

bool InterpretationBuilder::isPercentNumber(int i) const
{
    // "70%", "70 percent", "70 per cent".
    if (i < 0 || i >= count() || m_ev[i].kind != EvKind::Number)
        return false;
    const int last = m_ev[i].last;
    const auto lowerAt = [this](int t) { return t < m_read.tokens.size() ? m_read.tokens.at(t).lower : QString(); };
    return m_read.tokens.at(last).text.endsWith(QLatin1Char('%')) || lowerAt(last + 1) == QLatin1String("percent")
        || (lowerAt(last + 1) == QLatin1String("per") && lowerAt(last + 2) == QLatin1String("cent"));
}

void InterpretationBuilder::keepAttributesTheDataHas()
{
    // "oldest" is the earliest birth date, or the highest age: of the readings a word has, the
    // one whose column the rows near the focus hold (sailors with an age were not understood).
    for (Evidence &e : m_ev) {
        QStringList readings;
        for (const QString &t : std::as_const(e.tags))
            if (t.startsWith(QLatin1String("attr:")))
                readings << t;
        if (readings.size() < 2)
            continue;
        for (const QString &reading : std::as_const(readings)) {
            if (!columnOfAttribute(reading.section(QLatin1Char(':'), 1, 1)))
                continue;
            e.tags.removeIf([&reading](const QString &t) { return t.startsWith(QLatin1String("attr:")) && t != reading; });
            break;
        }
    }
}

void InterpretationBuilder::visitExpr(Expr &e, const std::function<bool(Expr &)> &visit)
{
    if (!visit(e))
        return;
    for (Expr &arg : e.args)
        visitExpr(arg, visit);
}

void InterpretationBuilder::visitFigures(const std::function<bool(Expr &)> &visit)
{
    for (SelectItem &s : m_q.select)
        visitExpr(s.expr, visit);
    for (OrderItem &o : m_q.orderBy)
        visitExpr(o.expr, visit);
    for (Condition &c : m_q.having)
        visitExpr(c.lhs, visit);
}

bool InterpretationBuilder::adjacent(int a, int b) const
{
    // Either index may be one past the last evidence ("is the next one adjacent?"): no evidence there.
    if (a < 0 || b < 0 || a >= count() || b >= count())
        return false;
    if (a > b)
        std::swap(a, b);
    for (int t = m_ev[a].last + 1; t < m_ev[b].first; ++t) {
        const Token &token = m_read.tokens.at(t);
        if (!token.functionWord && !Vocabulary::builtIn().isFunctionWord(token.lower))
            return false;
    }
    return true;
}

bool InterpretationBuilder::countsThroughQuantities(const QString &table) const
{
    if (m_distinct || m_focus.isEmpty() || table == m_focus)
        return false;
    for (int i = 0; i < count(); ++i)
        if (m_ev[i].hasTag(QStringLiteral("distinct")))
            return false;
    const QList<sql::ForeignKey> path = m_lex.schema().joinPath(m_focus, table);
    for (const sql::ForeignKey &fk : path)
        for (const QString &between : {fk.fromTable, fk.toTable}) {
            if (between == m_focus || between == table)
                continue;
            if (const sql::Table *t = m_lex.schema().table(between))
                for (const sql::Column &c : t->columns)
                    if (m_lex.kindOf(t->name, c.name) == ColumnKind::Number && isAdditiveColumn(c.name))
                        return true;
        }
    return false;
}

bool InterpretationBuilder::asksSalesFigure() const
{
    // A measure read from the order lines ("revenue", "sales"), or a word of selling
    // ("best selling", "sold", "bestsellers").
    const QString lines = m_model ? m_model->roles().lineTable : QString();
    if (lines.isEmpty())
        return false;
    for (const Evidence &e : m_ev)
        for (const LexEntry &x : e.entries)
            if (x.kind == LexEntry::Kind::Measure)
                if (const Measure *m = m_model->measure(x.measureId); m && m->tables.contains(lines))
                    return true;
    return std::any_of(m_read.tokens.cbegin(), m_read.tokens.cend(), [](const Token &t) {
        return t.lower.startsWith(QLatin1String("sell")) || t.lower == QLatin1String("sold") || t.lower.startsWith(QLatin1String("bestsell"));
    });
}

bool InterpretationBuilder::onTheSalesSide(const QString &table) const
{
    const QString orders = m_model ? m_model->roles().orderTable : QString();
    if (orders.isEmpty())
        return false;
    const QList<sql::ForeignKey> keys = m_lex.schema().keysFrom(orders);
    // (The buyer's own country before the order's copy of it, as "revenue in Sweden" is read.)
    return std::any_of(keys.cbegin(), keys.cend(), [&table](const sql::ForeignKey &k) { return k.toTable == table; });
}

int InterpretationBuilder::distanceToFocus(const QString &table) const
{
    if (m_focus.isEmpty() || table == m_focus)
        return 0;
    // Tables more than one bridge away count as unrelated: a reading that needs a long join
    // chain to reach the focus is weaker than any nearer one.
    const qsizetype steps = m_lex.schema().joinPath(table, m_focus).size();
    return steps == 0 || steps > 2 ? 99 : int(steps);
}

const LexEntry *InterpretationBuilder::columnOfRowsBeforeWhose(int i) const
{
    const int whose = m_ev[i].first - 1;
    const int rows = whose > 0 && m_read.tokens.at(whose).lower == QLatin1String("whose") ? evidenceCovering(whose - 1) : -1;
    if (const LexEntry *t = rows >= 0 ? m_ev[rows].entry(LexEntry::Kind::Table) : nullptr) {
        const LexEntry *own = nullptr;
        for (const LexEntry &e : m_ev[i].entries)
            if (e.kind == LexEntry::Kind::Column && e.table == t->table && (!own || e.strength > own->strength))
                own = &e;
        if (own)
            return own;
    }
    // Else the one column the words name most strongly; none when several tables' columns tie
    // ("city" is the City of customers, employees and suppliers alike).
    const LexEntry *best = nullptr;
    bool tied = false;
    for (const LexEntry &e : m_ev[i].entries) {
        if (e.kind != LexEntry::Kind::Column)
            continue;
        if (!best || e.strength > best->strength) {
            best = &e;
            tied = false;
        } else if (e.strength == best->strength) {
            tied = true;
        }
    }
    return tied ? nullptr : best;
}

const LexEntry *InterpretationBuilder::pickColumn(int i) const
{
    // The documents' own name for a family of lists ("sales region") is the most specific reading.
    for (const LexEntry &e : m_ev[i].entries)
        if (e.kind == LexEntry::Kind::Column && !e.family.isEmpty())
            return &e;
    const LexEntry *best = nullptr;
    int bestScore = -1000;
    // A word that names a table ("product") is the table, not a column that merely contains it.
    int tableStrength = 0;
    for (const LexEntry &e : m_ev[i].entries)
        if (e.kind == LexEntry::Kind::Table)
            tableStrength = std::max(tableStrength, e.strength);
    const auto tableNamed = [this](const QString &table) {
        for (int j = 0; j < count(); ++j)
            if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table); t && t->table == table)
                return true;
        return false;
    };
    // A reading whose table the question names ("per employee country") is not outweighed by
    // another column's words said elsewhere.
    bool ownerNamed = false;
    for (const LexEntry &e : m_ev[i].entries)
        ownerNamed |= e.kind == LexEntry::Kind::Column && e.table != m_focus && tableNamed(e.table);
    for (const LexEntry &e : m_ev[i].entries) {
        if (e.kind != LexEntry::Kind::Column || e.strength <= tableStrength)
            continue;
        // A naming word shared by several tables' columns ("name") names the entity the question
        // is about: "the names of the suppliers" are the suppliers' names, not their products'.
        const bool focusName = e.table == m_focus && e.strength < 3 && m_lex.displayColumns(m_focus).contains(e.column);
        int score = e.strength * 10 - distanceToFocus(e.table) * 4 + (focusName ? 10 : 0);
        // "units sold", "quantity ordered": an amount said with a verb of selling is the sales
        // lines' own ("units" may name a catalogue column too).
        const int after = m_ev[i].last + 1;
        if (m_model && after < m_read.tokens.size() && e.table == m_model->roles().lineTable
            && Vocabulary::builtIn().isGrammarWord("sales_participles", m_read.tokens.at(after).lower)
            && m_lex.kindOf(e.table, e.column) == ColumnKind::Number)
            score += 25;
        // "the playlist name", "the name of the media types": the table said right before the
        // naming word, or after it with "of", owns it (tracks per playlist showed no Track.Name).
        // (Only a name: "units of product" are the units sold.)
        const auto tableAt = [this, &e](int j) {
            const LexEntry *t = j >= 0 && j < count() ? m_ev[j].entry(LexEntry::Kind::Table) : nullptr;
            return t && t->table == e.table;
        };
        const bool saidBefore = tableAt(i - 1) && m_ev[i - 1].last + 1 == m_ev[i].first;
        const bool saidAfter = tableAt(i + 1) && m_read.gapBetween(m_ev[i].last, m_ev[i + 1].first).trimmed().toLower().startsWith(QLatin1String("of"));
        // (The column's own name says the word: "name" is Playlist.Name; "title of employee Nancy"
        // is no employee's LastName.)
        const QStringList columnWords = text::splitIdentifier(e.column).toLower().split(QLatin1Char(' '));
        const Token &said = m_read.tokens.at(m_ev[i].last);
        const bool spelt = columnWords.contains(said.lower) || columnWords.contains(said.stem);
        if (spelt && m_lex.displayColumns(e.table).contains(e.column) && (saidBefore || saidAfter))
            score += 30;
        if (tableNamed(e.table))
            score += 6 * int(std::count_if(m_ev.cbegin(), m_ev.cend(), [&e](const Evidence &ev) {
                const LexEntry *t = ev.entry(LexEntry::Kind::Table);
                return t && t->table == e.table;
            }));
        // The column's other words said elsewhere in the question: "cities to which orders were
        // shipped" is ShipCity, "countries billed" BillingCountry, not the customers' City.
        // A word that names a table is that table's ("customer" is no hint at CustomerID).
        // Only of the rows the question is about: "names of customers whose orders were shipped"
        // are not the orders' ShipName.
        // (Not over the word's own name of a column of those rows: "last name and title" is
        // Title, whatever "last name" says.)
        const bool namesOwnColumn = std::any_of(m_ev[i].entries.cbegin(), m_ev[i].entries.cend(), [this](const LexEntry &o) {
            return o.kind == LexEntry::Kind::Column && o.table == m_focus && o.strength >= 3;
        });
        if (e.strength <= 1 && e.table == m_focus && !ownerNamed && !namesOwnColumn && columnsOtherWordSaid(i, e))
            score += 25;
        if (score > bestScore) {
            bestScore = score;
            best = &e;
        }
    }
    return best;
}

bool InterpretationBuilder::columnsOtherWordSaid(int i, const LexEntry &e) const
{
    const auto namesATable = [this](int token) {
        for (int j = 0; j < count(); ++j)
            if (m_ev[j].first <= token && token <= m_ev[j].last && m_ev[j].entry(LexEntry::Kind::Table))
                return true;
        return false;
    };
    // Only the column's other words: the word the evidence itself is ("name") said again
    // elsewhere says nothing about which table's column it is.
    QStringList own;
    for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
        own << m_read.tokens.at(t).stem;
    for (const QString &w : text::words(text::splitIdentifier(e.column))) {
        const QString stem = stemPhrase(w);
        if (own.contains(stem))
            continue;
        for (int t = 0; t < m_read.tokens.size(); ++t)
            if ((t < m_ev[i].first || t > m_ev[i].last) && !m_read.tokens.at(t).functionWord && m_read.tokens.at(t).stem == stem
                && !Vocabulary::builtIn().isFunctionWord(m_read.tokens.at(t).lower) && !namesATable(t))
                return true;
    }
    return false;
}

bool InterpretationBuilder::tableNamedRightAfter(int ev, const QString &table) const
{
    const int next = ev + 1;
    const LexEntry *noun = ev >= 0 && next < count() && !m_ev[next].used ? m_ev[next].entry(LexEntry::Kind::Table) : nullptr;
    return noun && noun->table == table && m_ev[ev].last + 1 == m_ev[next].first
        && m_read.gapBetween(m_ev[ev].last, m_ev[next].first).trimmed().isEmpty();
}

std::optional<Expr> InterpretationBuilder::measureOf(int i) const
{
    if (i < 0 || i >= count())
        return std::nullopt;
    const Evidence &e = m_ev[i];
    // The question's own definition first ("Revenue uses ...: SUM(...)").
    if (const auto it = m_definedAt.constFind(i); it != m_definedAt.constEnd())
        return *it;
    if (const LexEntry *m = e.entry(LexEntry::Kind::Measure))
        if (const auto it = m_definedMeasures.constFind(m->measureId); it != m_definedMeasures.constEnd())
            return *it;
    const LexEntry *picked = pickColumn(i);
    // A word that names a table ("orders", "ordered") is about its rows, not a column whose name
    // merely ends in it (UnitsOnOrder).
    const bool partialOfTableWord = picked && picked->strength <= 1 && e.entry(LexEntry::Kind::Table);
    if (picked && !picked->datePart.isEmpty())   // "birth year": a number, that part of the date
        return datePart(picked->datePart, Expr::col(picked->table, picked->column));
    if (picked && !partialOfTableWord && isComparable(m_lex.kindOf(picked->table, picked->column)))
        return Expr::col(picked->table, picked->column);
    // "the most units": the column reading that fits the focus best is text (QuantityPerUnit), so
    // the amount is the number column the same word names (Quantity). A word that also names a
    // table ("orders") is about its rows, never a column that merely ends in it (UnitsOnOrder).
    if (picked && !e.entry(LexEntry::Kind::Table) && !e.entry(LexEntry::Kind::Measure))
        for (const LexEntry &c : e.entries)
            if (c.kind == LexEntry::Kind::Column && m_lex.kindOf(c.table, c.column) == ColumnKind::Number)
                return Expr::col(c.table, c.column);
    if (const LexEntry *m = e.entry(LexEntry::Kind::Measure); m && m_model) {
        if (const Measure *measure = m_model->measure(m->measureId)) {
            // "the average price of products": a model measure that averages a column of rows
            // belonging to the focus (order lines' UnitPrice) means the focus's own column of that
            // name (the list price) when the focus has one, unless the words say the price charged.
            QString op;
            const std::optional<Expr> over = aggregatedColumn(Expr::templ(measure->expr), &op);
            const bool averaged = over && op != QLatin1String("SUM");
            const QString words = m_read.spanText(e.first, e.last).toLower();
            const bool charged = words.contains(QLatin1String("sell")) || words.contains(QLatin1String("sold"))
                || words.contains(QLatin1String("charged")) || words.contains(QLatin1String("paid"));
            // The catalogue row nearest the measure's rows on the way to the focus ("average unit
            // price per category" is over products). A period on the sold rows keeps the price charged.
            const bool dated = std::any_of(m_q.where.cbegin(), m_q.where.cend(),
                                           [](const Condition &c) { return c.lhs.kind == Expr::Kind::DateOf; });
            if (averaged && !charged && !dated && !m_focus.isEmpty() && over->table != m_focus && belongsTo(over->table, m_focus)) {
                QString at = over->table;
                for (const sql::ForeignKey &fk : m_lex.schema().joinPath(at, m_focus)) {
                    at = fk.toTable;
                    const sql::Table *t = m_lex.schema().table(at);
                    if (const sql::Column *c = t ? t->column(over->column) : nullptr)
                        return Expr::agg(op, {Expr::col(at, c->name)});
                }
            }
            return Expr::templ(measure->expr);
        }
    }
    // "expensive", "born": a concept that names a column of the focus ("price" -> UnitPrice).
    const QString attr = e.tag(QStringLiteral("attr:"));
    if (!attr.isEmpty())
        return columnOfAttribute(attr.section(QLatin1Char(':'), 1, 1));
    return std::nullopt;
}

std::optional<Expr> InterpretationBuilder::columnOfAttribute(const QString &attribute) const
{
    // The focus's own columns first, then those of a table next to it: an attribute of rows
    // several joins away ("the employee ... longest" is not a track's length) is not meant.
    QStringList tables{m_focus};
    for (const sql::Table &t : m_lex.schema().tables)
        if (!tables.contains(t.name) && !t.isView && (m_focus.isEmpty() || distanceToFocus(t.name) <= 1))
            tables << t.name;
    for (const QString &table : tables) {
        const sql::Table *t = m_lex.schema().table(table);
        if (!t)
            continue;
        for (const QString &fragment : Vocabulary::builtIn().attributeColumns(attribute)) {
            for (const sql::Column &c : t->columns) {
                if (m_lex.columnSays(t->name, c.name, fragment) && m_lex.kindOf(t->name, c.name) != ColumnKind::Text)
                    return Expr::col(t->name, c.name);
            }
        }
    }
    return std::nullopt;
}

// The number of a table's rows: its distinct keys, or, for a table keyed by several columns (an
// order's lines, keyed by order and product), its rows themselves: the distinct first key
// column would count orders, not lines.
Expr InterpretationBuilder::rowCount(const sql::Table &table) const
{
    if (table.primaryKey().size() == 1)
        return Expr::agg(QStringLiteral("COUNT"), {Expr::col(table.name, table.primaryKey().first())}, true);
    // (COUNT(*) keeps the table it counts, so that the query joins it and a field naming other
    // rows is not taken for it.)
    Expr rows = Expr::agg(QStringLiteral("COUNT"), {});
    rows.table = table.name;
    return rows;
}

Expr InterpretationBuilder::displayOf(const QString &table) const
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
    // "Who is Zhang's advisor?": a table that only ties two others (advisor: a student, an
    // instructor) shows the row at the end the question does not name, by that row's name (the
    // student's own key had come back, at 0.9).
    if (isBridge(table)) {
        QStringList named;
        for (const Condition &c : m_q.where)
            named << c.tables();
        std::optional<sql::ForeignKey> other;
        int ends = 0;
        for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(table)) {
            if (fk.toTable == table || named.contains(fk.toTable) || m_lex.displayColumns(fk.toTable).isEmpty() || fk.fromColumns.size() != 1)
                continue;
            other = fk;
            ++ends;
        }
        if (ends == 1)
            return referencedRowName(*other);
    }
    const sql::Table *t = m_lex.schema().table(table);
    return Expr::col(table, t && !t->primaryKey().isEmpty() ? t->primaryKey().first() : QStringLiteral("rowid"));
}

std::optional<Expr> InterpretationBuilder::onlyDateColumnOf(const QString &table) const
{
    // The one date a table keeps ("InvoiceDate"); none when it keeps several or none.
    const sql::Table *t = m_lex.schema().table(table);
    if (!t)
        return std::nullopt;
    std::optional<Expr> found;
    for (const sql::Column &c : t->columns) {
        if (m_lex.kindOf(table, c.name) != ColumnKind::Date)
            continue;
        if (found)
            return std::nullopt;
        found = Expr::col(table, c.name);
    }
    return found;
}

std::optional<Expr> InterpretationBuilder::dateNamedBeside(int near) const
{
    // A date column or a date-like attribute word next to the date phrase ("born in", "shipped before").
    for (int d = 1; d <= 3; ++d) {
        for (int j : {near - d, near + d}) {
            // A date column another reading already took (the end of "days between order date and
            // ship date") does not date the question's events.
            if (j < 0 || j >= count() || m_ev[j].used)
                continue;
            // "still to be shipped by X in 1998": an event to come has no date yet; the period
            // dates the rows themselves (counting orders shipped in 1998 was given at 0.9).
            if (eventToComeAt(m_ev[j].first))
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
    return std::nullopt;
}

Expr InterpretationBuilder::dateColumnFor(int near) const
{
    // The date the question names for its periods ("per year of the shipped date"), unless the
    // period's own words tie it to another ("orders placed in 1997 per year of the shipped
    // date": 1997 is the order date's; both periods had moved, at 0.9).
    if (m_periodDateColumn) {
        if (const std::optional<Expr> own = dateNamedBeside(near); own && !(own->table == m_periodDateColumn->table && own->column == m_periodDateColumn->column))
            return *own;
        // ("placed in 1997": the act that makes the row dates the period by the rows' usual date.
        // Only such acts: another verb before a period may mean the named date too.)
        if (near >= 0 && near < count() && !m_dateTable.isEmpty()) {
            int t = m_ev[near].first - 1;
            if (Vocabulary::builtIn().isGrammarWord("period_prepositions", m_read.tokens.value(t).lower))
                --t;
            if (t >= 0 && Vocabulary::builtIn().isGrammarWord("creation_participles", m_read.tokens.value(t).lower))
                return Expr::col(m_dateTable, m_dateColumn);
        }
        return *m_periodDateColumn;
    }
    // "orders (placed) in 1997": a date phrase right after a table's name dates that table's own
    // events, whatever other date words come later in the sentence ("... that have shipped").
    // ("orders from 1997 were shipped to France": a preposition between still dates the orders.)
    static const QSet<QString> prepositions{QStringLiteral("from"), QStringLiteral("in"), QStringLiteral("during"), QStringLiteral("of"),
                                            QStringLiteral("for"), QStringLiteral("since"), QStringLiteral("before"), QStringLiteral("after")};
    int named = near - 1;
    if (named > 0 && m_ev[named].first == m_ev[named].last && prepositions.contains(m_read.tokens.at(m_ev[named].first).lower)
        && adjacent(named, near))
        --named;
    if (named >= 0 && tableEv(named) && adjacent(named, named + 1) && (named + 1 == near || adjacent(named + 1, near))) {
        const QString table = m_ev[named].entry(LexEntry::Kind::Table)->table;
        if (table == m_dateTable)
            return Expr::col(m_dateTable, m_dateColumn);
    }
    // "How many books were sold in 1994?": a verb just before the date phrase whose act a table
    // holds (sold: sales) dates the question by that table's one date, when the rows asked about
    // reach it (the book's own publication date had been taken, at 0.9). Only where no order
    // table is known to date the events.
    if (m_dateTable.isEmpty() && near >= 0 && near < count()) {
        LexicalResources &words = LexicalResources::instance();
        for (int t = m_ev[near].first - 1; t >= 0 && t >= m_ev[near].first - 3; --t) {
            const QString &w = m_read.tokens.at(t).lower;
            if (words.verbBase(w) == w)
                continue;
            std::vector<Expr> dated;
            for (const QString &act : tablesOfTheAct(w)) {
                if (distanceToFocus(act) > 2)
                    continue;
                if (std::optional<Expr> date = onlyDateColumnOf(act))
                    dated.push_back(*date);
            }
            if (dated.size() == 1)
                return dated.front();
            break;
        }
    }
    if (const std::optional<Expr> own = dateNamedBeside(near))
        return *own;
    // "revenue by shipped month in 1997": periods grouped by another date column than the usual
    // one say which date the question is about.
    for (const Expr &g : m_groupTargets) {
        if (partOf(g).isEmpty())
            continue;
        const Expr *c = &g;
        while (c->kind != Expr::Kind::Column && !c->args.empty())
            c = &c->args.front();
        if (c->kind == Expr::Kind::Column && m_lex.kindOf(c->table, c->column) == ColumnKind::Date
            && !(c->table == m_dateTable && c->column == m_dateColumn))
            return *c;
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

bool InterpretationBuilder::eventToComeAt(int participle) const
{
    // "yet to be shipped", "orders to be shipped", "are still to be shipped": "to be" before the
    // participle, after a word that says the event is still to come, a form of "be" or the rows'
    // noun. ("supposed to be shipped via X" says what was planned, not that it has not happened.)
    const int t = participle;
    if (t < 2 || m_read.tokens.at(t - 1).lower != QLatin1String("be") || m_read.tokens.at(t - 2).lower != QLatin1String("to"))
        return false;
    if (t == 2)
        return true;
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const QString &before = m_read.tokens.at(t - 3).lower;
    const int e = evidenceCovering(t - 3);
    return vocabulary.isGrammarWord("to_come_words", before) || vocabulary.isGrammarWord("be_forms", before) || (e >= 0 && tableEv(e));
}

std::optional<Expr> InterpretationBuilder::countPer(const QString &other) const
{
    // Direct: other.fk -> focus ("orders per customer"); or through a bridge table
    // that points at both ("products per order" through the order lines).
    // (Rows of a table with no key, "ratings per movie", are counted as rows.)
    const sql::Table *otherTable = m_lex.schema().table(other);
    if (!otherTable)
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
    if (sub->baseTable.isEmpty()) {
        // A chain of links, each row of one belonging to one row of the next ("artists with more
        // than 50 tracks": a track has one album, an album one artist).
        for (const sql::ForeignKey &a : m_lex.schema().foreignKeys) {
            if (a.toTable != m_focus || a.fromColumns.size() != 1 || a.fromTable == other || a.fromTable == m_focus)
                continue;
            for (const sql::ForeignKey &b : m_lex.schema().foreignKeys)
                if (b.fromTable == other && b.toTable == a.fromTable && b.fromColumns.size() == 1 && sub->baseTable.isEmpty()) {
                    sub->baseTable = other;
                    sub->extraTables << a.fromTable;
                    sub->correlate.push_back({a.fromTable, a.fromColumns.first(), m_focus, a.toColumns.value(0)});
                    sub->select.push_back({Expr::agg(QStringLiteral("COUNT"), {}), QString()});
                }
        }
    }
    if (sub->baseTable.isEmpty() && !otherTable->primaryKey().isEmpty()) {
        // Further off, through the rows the focus has ("customers who bought from more than 7
        // categories": their orders' lines' products' categories): the different ones reached.
        qsizetype shortest = 0;
        for (const sql::ForeignKey &a : m_lex.schema().foreignKeys) {
            if (a.toTable != m_focus || a.fromColumns.size() != 1 || a.fromTable == m_focus)
                continue;
            const QList<sql::ForeignKey> path = m_lex.schema().joinPath(a.fromTable, other);
            const bool backThroughFocus = std::any_of(path.cbegin(), path.cend(), [this](const sql::ForeignKey &fk) {
                return fk.fromTable == m_focus || fk.toTable == m_focus;
            });
            if (path.isEmpty() || backThroughFocus || (shortest > 0 && path.size() >= shortest))
                continue;
            shortest = path.size();
            sub = std::make_shared<Query>();
            sub->baseTable = a.fromTable;
            sub->correlate.push_back({a.fromTable, a.fromColumns.first(), m_focus, a.toColumns.value(0)});
            sub->select.push_back({Expr::agg(QStringLiteral("COUNT"), {Expr::col(other, otherTable->primaryKey().first())}, true), QString()});
        }
    }
    if (sub->baseTable.isEmpty())
        return std::nullopt;
    Expr e;
    e.kind = Expr::Kind::Subquery;
    e.sub = sub;
    return e;
}


bool InterpretationBuilder::belongsTo(const QString &table, const QString &owner) const
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

QString InterpretationBuilder::labelOf(const Expr &e) const
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
    // A measure the question defined itself keeps the name it gave it.
    for (auto it = m_definedMeasures.constBegin(); it != m_definedMeasures.constEnd(); ++it)
        if (it.value().kind == e.kind && it.value().text == e.text && it.value().args.size() == e.args.size()
            && (e.kind != Expr::Kind::Arith || labelOf(it.value().args[0]) == labelOf(e.args[0])))
            return it.key();
    if (e.kind == Expr::Kind::Template && m_model) {
        for (const Measure &m : m_model->measures())
            if (m.expr == e.text)
                return QString(m.label).replace(QLatin1Char(' '), QLatin1Char('_'));
    }
    return QStringLiteral("value");
}

Condition InterpretationBuilder::flagSet(const Expr &flag) const
{
    // The flag is set: 1, or the letter the column keeps for yes.
    Condition c;
    c.kind = Condition::Kind::Flag;
    c.lhs = flag;
    if (const QString yes = m_lex.flagYesCode(flag.table, flag.column); !yes.isEmpty())
        c.rhs = Expr::str(yes);
    return c;
}

std::optional<Expr> InterpretationBuilder::countValuesPer(const Expr &column) const
{
    // The different values of a column of other rows, per focus row: the count of those rows,
    // counting the column's values once each instead.
    const std::optional<Expr> rows = countPer(column.table);
    if (!rows || rows->kind != Expr::Kind::Subquery || !rows->sub)
        return std::nullopt;
    auto sub = std::make_shared<Query>(*rows->sub);
    sub->select = {{Expr::agg(QStringLiteral("COUNT"), {column}, true), QString()}};
    Expr values = *rows;
    values.sub = sub;
    return values;
}

} // namespace rac::semantic
