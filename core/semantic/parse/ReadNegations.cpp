// SPDX-License-Identifier: MIT
//
// Negations and flags: "never placed an order", "no fax", "no units on order", "products never
// ordered" (absence, through one bridge table), and yes/no columns ("discontinued", "not
// discontinued", "the Discontinued flag is false (0)", "suppliers with no discontinued products").
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

#include <QSet>

namespace rac::semantic {

void InterpretationBuilder::useNumberWordAfter(int j)
{
    // "fax number", "phone numbers": the word after a text column names the same column.
    if (j + 1 >= count() || m_ev[j + 1].used || !adjacent(j, j + 1) || m_ev[j + 1].first != m_ev[j + 1].last)
        return;
    const QString word = m_read.tokens.at(m_ev[j + 1].first).lower;
    if (word == QLatin1String("number") || word == QLatin1String("numbers"))
        use(j + 1, QStringLiteral("the same column"));
}

void InterpretationBuilder::readHavingValue()
{
    // "customers who have a fax", "suppliers that don't have a home page": a column of the rows
    // after "have" asks whether it holds a value; a negation before "have" asks for none.
    // A column of rows that point at them asks whether one of those rows holds it ("orders that
    // had a discount": an order line of the order with a discount).
    static const QStringList articles{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("any"), QStringLiteral("some"),
                                      QStringLiteral("the"), QStringLiteral("their"), QStringLiteral("its")};
    static const QStringList negations{QStringLiteral("not"), QStringLiteral("dont"), QStringLiteral("doesnt"),
                                       QStringLiteral("didnt"), QStringLiteral("never")};
    const QList<Token> &tokens = m_read.tokens;
    for (int j = 0; j < count(); ++j) {
        // pickColumn prefers a table the word names as strongly; a weaker synonym ("company" for
        // a customer) leaves the column ("Company").
        const LexEntry *c = m_ev[j].used ? nullptr : tableEv(j) ? ownColumnNamedAsTable(j) : pickColumn(j);
        // The column is the rows' own ("customers who have a fax"), or those of the rows named
        // right before "with" ("orders with a ship region per shipper").
        const int withAt = m_ev[j].first - 2;
        const bool rowsNamedBefore = c && withAt >= 1 && tokens.at(withAt).lower == QLatin1String("with")
            && std::any_of(m_ev.cbegin(), m_ev.cend(), [&](const Evidence &e) {
                   return e.last == withAt - 1 && std::any_of(e.entries.cbegin(), e.entries.cend(), [&](const LexEntry &t) {
                              return t.kind == LexEntry::Kind::Table && t.table == c->table;
                          });
               });
        const bool ownColumn = c && (c->table == m_focus || rowsNamedBefore);
        // (Only an amount: "employees who have a company" names no customer's company.)
        const std::optional<sql::ForeignKey> child = c && !ownColumn && m_lex.kindOf(c->table, c->column) == ColumnKind::Number
            ? childLink(c->table)
            : std::nullopt;
        if (!c || (!ownColumn && !child))
            continue;
        // An amount is had when it is more than nothing ("order lines that have a discount");
        // a text or a date when it is there at all ("customers who have a fax").
        const ColumnKind kind = m_lex.kindOf(c->table, c->column);
        const bool amount = kind == ColumnKind::Number;
        if (!amount && ((kind != ColumnKind::Text && kind != ColumnKind::Date) || !m_lex.isNullable(c->table, c->column)))
            continue;
        int at = m_ev[j].first - 1;
        while (at >= 0 && articles.contains(tokens.at(at).lower))
            --at;
        // "orders with a shipped date", "customers with any fax": "with" and an indefinite article
        // asks the same ("customers with their city" shows the city).
        // (Right after the rows' noun, or a value said of them, "orders to Brazil with a shipped
        // date": "not associated with a company" is another relation.)
        const bool withOne = at >= 1 && at + 1 < m_ev[j].first && tokens.at(at).lower == QLatin1String("with")
            && Vocabulary::builtIn().isGrammarWord("indefinite_articles", tokens.at(at + 1).lower)
            && std::any_of(m_ev.cbegin(), m_ev.cend(), [at](const Evidence &e) {
                   return e.last == at - 1 && (e.entry(LexEntry::Kind::Table) || e.entry(LexEntry::Kind::Value));
               });
        if (at < 0 || !(Vocabulary::builtIn().isGrammarWord("holding_verbs", tokens.at(at).lower) || withOne))
            continue;
        // ("the total value of orders including freight": an amount included in a figure is added
        // to it, no condition that the rows hold some; left unread, it declines.)
        const bool moneyNamed = m_model && std::any_of(m_ev.cbegin(), m_ev.cend(), [this](const Evidence &e) {
            const LexEntry *m = e.entry(LexEntry::Kind::Measure);
            const Measure *measure = m ? m_model->measure(m->measureId) : nullptr;
            return measure && !measure->isCount;
        });
        if (amount && moneyNamed && tokens.at(at).lower.startsWith(QLatin1String("includ")))
            continue;
        // A value or a comparison after the column is a condition on what it holds ("have a fax
        // starting with 030"), read elsewhere.
        // ("have a fax are in Germany": a verb after it starts the next clause.)
        if (j + 1 < count() && adjacent(j, j + 1)
            && (m_ev[j + 1].entry(LexEntry::Kind::Value) || m_ev[j + 1].kind == EvKind::Number || m_ev[j + 1].kind == EvKind::Literal
                || m_ev[j + 1].kind == EvKind::Date || m_ev[j + 1].hasTag(QStringLiteral("cmp:")) || m_ev[j + 1].hasTag(QStringLiteral("text:"))))
            continue;
        int negation = at - 1;
        if (negation >= 1 && tokens.at(negation).lower == QLatin1String("not") && tokens.at(negation - 1).lower == QLatin1String("do"))
            --negation;
        const bool none = at > 0 && negations.contains(tokens.at(at - 1).lower);
        Condition held;
        held.kind = Condition::Kind::IsNull;
        held.lhs = Expr::col(c->table, c->column);
        held.negated = none;   // negated: IS NULL
        if (amount) {
            Condition more;
            more.lhs = held.lhs;
            more.op = QStringLiteral(">");
            more.rhs = Expr::num(0);
            if (none) {
                Condition zero = more;
                zero.op = QStringLiteral("=");
                held.kind = Condition::Kind::Any;   // none: nothing at all, or zero
                held.negated = false;
                held.any = {Condition{Condition::Kind::IsNull, held.lhs, {}, {}, {}, true, {}, {}}, zero};
            } else {
                held = more;
            }
        }
        if (child) {
            // Held by one of the rows pointing at it; none of them: NOT EXISTS of the same.
            auto sub = std::make_shared<Query>();
            sub->baseTable = child->fromTable;
            sub->correlate.push_back({child->fromTable, child->fromColumns.first(), m_focus, child->toColumns.value(0)});
            if (amount) {
                Condition more;
                more.lhs = held.lhs;
                more.op = QStringLiteral(">");
                more.rhs = Expr::num(0);
                sub->where.push_back(more);
            } else {
                held.negated = false;
                sub->where.push_back(held);
            }
            held = Condition{};
            held.kind = Condition::Kind::Exists;
            held.negated = none;
            held.sub = sub;
        }
        addCondition(held);
        const QString meaning = amount ? (none ? QStringLiteral("%1.%2 is zero or empty") : QStringLiteral("%1.%2 is more than 0"))
                                       : (none ? QStringLiteral("%1.%2 is empty") : QStringLiteral("%1.%2 holds a value"));
        use(j, meaning.arg(c->table, c->column));
        useNumberWordAfter(j);
        // "customers who have a fax specified / recorded": the participle says the same again.
        // ("recorded" may be a word of the lexicon too: an album is a record.)
        if (const int after = m_ev[j].last + 1;
            after < m_read.tokens.size() && Vocabulary::builtIn().isGrammarWord("present_value_words", m_read.tokens.at(after).lower)) {
            m_explainedTokens << after;
            if (const int e = evidenceCovering(after); e >= 0 && !m_ev[e].used && m_ev[e].first == after && m_ev[e].last == after)
                use(e, QStringLiteral("said of the value held"));
        }
        if (none) {
            for (int t = negation; t < at; ++t) {
                m_explainedTokens << t;
                for (int e = 0; e < count(); ++e)
                    if (!m_ev[e].used && m_ev[e].first <= t && m_ev[e].last >= t)
                        use(e, QStringLiteral("none"));
            }
        }
    }
}

std::optional<sql::ForeignKey> InterpretationBuilder::childLink(const QString &table) const
{
    // The one single-column key by which rows of `table` point at the rows asked about.
    std::optional<sql::ForeignKey> link;
    for (const sql::ForeignKey &fk : m_lex.schema().foreignKeys) {
        if (fk.fromTable != table || fk.toTable != m_focus || fk.fromColumns.size() != 1)
            continue;
        if (link)
            return std::nullopt;   // two ways to point at them: which one is meant is not said
        link = fk;
    }
    return link;
}

namespace {

bool keyNamesTable(const QString &column, const QString &table)
{
    // department_id, DepartmentID, dept_no: the column's words before a key word name the table.
    static const QStringList keyWords{QStringLiteral("id"), QStringLiteral("code"), QStringLiteral("no"), QStringLiteral("num"),
                                      QStringLiteral("key"), QStringLiteral("ref")};
    QStringList words = text::words(text::splitIdentifier(column).toLower());
    if (words.size() < 2 || !keyWords.contains(words.last()))
        return false;
    words.removeLast();
    const QStringList tableWords = text::words(text::splitIdentifier(table).toLower());
    if (tableWords.isEmpty())
        return false;
    return text::stem(words.last()) == text::stem(tableWords.last())
        || text::stem(tableWords.last()).startsWith(text::stem(words.last()));   // ("dept" of departments)
}

} // namespace

std::optional<Condition> InterpretationBuilder::rowsOfTable(const QString &table, bool none)
{
    std::optional<sql::ForeignKey> link;
    for (const sql::ForeignKey &fk : m_lex.schema().foreignKeys) {
        if (fk.fromTable == table && fk.toTable == m_focus && fk.fromColumns.size() == 1)
            link = fk;
    }
    // "employees who work in a department" where each employee keeps its department_id and each
    // department its manager_id: the rows' own key named for the table is the plain link; a key
    // back at them named for a role is that role (read so, the managers were counted, at 0.75).
    // ("departments with no employees" keep the key the employees hold, named for the department.)
    if (link && table != m_focus && !keyNamesTable(link->fromColumns.first(), m_focus)) {
        for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(m_focus)) {
            if (fk.toTable != table || fk.fromColumns.size() != 1 || fk.toColumns.size() != 1 || !keyNamesTable(fk.fromColumns.first(), table))
                continue;
            auto sub = std::make_shared<Query>();
            sub->baseTable = table;
            sub->correlate.push_back({table, fk.toColumns.first(), m_focus, fk.fromColumns.first()});
            Condition c;
            c.kind = Condition::Kind::Exists;
            c.negated = none;
            c.sub = sub;
            return c;
        }
    }
    // Otherwise rows that belong to the focus row through others, each pointing at the one
    // before ("genres with no invoice lines": the lines of the genre's tracks), and at most one
    // step up at the end, to the record the last of them is a line of ("products never ordered":
    // the orders of their lines; "genres with no invoices in 2013"). A path that climbs further
    // ("customers with no supplier") says nothing about the focus's own rows: not read.
    QStringList between;
    if (!link) {
        const QList<sql::ForeignKey> path = m_lex.schema().joinPath(m_focus, table);
        QString at = m_focus;
        int down = 0;
        while (down < path.size() && path.at(down).toTable == at && path.at(down).fromColumns.size() == 1)
            at = path.at(down++).fromTable;
        const bool belongs = down >= 1 && (down == path.size() || down + 1 == path.size());
        if (belongs && path.size() <= 3) {
            link = path.first();
            for (int k = 1; k < down; ++k)
                between << path.at(k).fromTable;
        }
    }
    if (!link)
        return std::nullopt;
    auto sub = std::make_shared<Query>();
    sub->baseTable = link->fromTable;
    for (const QString &t : std::as_const(between))
        if (t != table)
            sub->extraTables << t;
    if (link->fromTable != table)
        sub->extraTables << table;
    sub->correlate.push_back({link->fromTable, link->fromColumns.first(), m_focus, link->toColumns.value(0)});
    // Conditions already read that concern the inner table (dates, values) belong inside; those
    // on rows reached from the inner table only through the rows asked about belong to them ("how
    // many Beverages products were never ordered": the category is the products', not the order
    // lines'; inside, every product of another category was counted, at 0.9).
    const auto ofTheInnerRows = [this, &link](const QString &t) {
        if (t == link->fromTable)
            return true;
        const QList<sql::ForeignKey> path = m_lex.schema().joinPath(link->fromTable, t);
        return std::none_of(path.cbegin(), path.cend(), [this](const sql::ForeignKey &fk) {
            return fk.fromTable == m_focus || fk.toTable == m_focus;
        });
    };
    for (auto it = m_q.where.begin(); it != m_q.where.end();) {
        const QStringList ts = it->tables();
        if (!ts.isEmpty() && !ts.contains(m_focus) && std::all_of(ts.cbegin(), ts.cend(), ofTheInnerRows)) {
            // ("sailors who have not reserved boat 103": the boat is the inner rows' own; read
            // from the outer query's join, every sailor with a reservation had its own boat, at 0.9.)
            for (const QString &t : ts) {
                if (t != sub->baseTable && !sub->extraTables.contains(t))
                    sub->ownTables = true;
                m_q.extraTables.removeAll(t);   // (joined for that condition only)
            }
            sub->where.push_back(*it);
            it = m_q.where.erase(it);
        } else {
            ++it;
        }
    }
    // "ordered by customers in France and never by customers in Germany": two values of one
    // column cannot both hold of one row; the first said is of the rows asked for, the last of
    // the rows there are none of (both inside, no row was excluded: every product at 0.9).
    for (auto it = sub->where.begin(); it != sub->where.end();) {
        const Condition &first = *it;
        const bool restated = std::any_of(it + 1, sub->where.end(), [&first](const Condition &later) {
            return first.kind == Condition::Kind::In && later.kind == Condition::Kind::In && !first.negated && !later.negated
                && first.lhs.kind == Expr::Kind::Column && sameFigure(first.lhs, later.lhs);
        });
        if (!restated) {
            ++it;
            continue;
        }
        m_q.where.push_back(first);
        it = sub->where.erase(it);
        m_q.distinct = true;
        sub->ownTables = true;   // the outer query now reads that table too
    }
    Condition c;
    c.kind = Condition::Kind::Exists;
    c.negated = none;
    c.sub = sub;
    return c;
}

std::optional<Condition> InterpretationBuilder::noRowWithSameValue(int negEv, const QString &other) const
{
    // Only as a contrast with the rows asked about: "... suppliers but no customers".
    const int before = m_ev[negEv].first - 1;
    if (before < 0 || m_read.tokens.at(before).lower != QLatin1String("but") || negEv == 0 || !tableEv(negEv - 1)
        || m_ev[negEv - 1].entry(LexEntry::Kind::Table)->table != m_focus)
        return std::nullopt;
    // The values listed: a column word before the negation, of a column the focus and the other
    // table both hold under one name (Suppliers.Country, Customers.Country), not a key or a name.
    for (int k = 0; k < negEv; ++k) {
        if (tableEv(k))
            continue;
        for (const LexEntry &e : m_ev[k].entries) {
            if (e.kind != LexEntry::Kind::Column || e.table != m_focus)
                continue;
            const sql::Table *there = m_lex.schema().table(other);
            if (!there || !there->column(e.column) || m_lex.kindOf(e.table, e.column) != ColumnKind::Text
                || m_lex.displayColumns(e.table).contains(e.column))
                continue;
            auto sub = std::make_shared<Query>();
            sub->baseTable = other;
            sub->ownTables = true;
            sub->correlate.push_back({other, there->column(e.column)->name, m_focus, e.column});
            Condition none;
            none.kind = Condition::Kind::Exists;
            none.negated = true;
            none.sub = sub;
            return none;
        }
    }
    return std::nullopt;
}

QString InterpretationBuilder::partLeftOutOfFigure(int negEv, const Expr &column)
{
    // "lines with no discount", "orders that have no freight", "where there is no discount": a
    // condition on the rows.
    const int before = m_ev[negEv].first - 1;
    if (before >= 0) {
        const QString word = m_read.tokens.at(before).lower;
        if (word == QLatin1String("with") || Vocabulary::builtIn().isGrammarWord("possessive_verbs", word)
            || Vocabulary::builtIn().isGrammarWord("be_forms", word) || Vocabulary::builtIn().isGrammarWord("condition_leads", word))
            return {};
    }
    // ("of the order lines, no discount": a comma ends the rows' phrase.)
    if (negEv > 0 && tableEv(negEv - 1) && adjacent(negEv - 1, negEv)
        && !betweenTokens(m_ev[negEv - 1].last, m_ev[negEv].first).contains(QLatin1Char(',')))
        return {};
    // A figure the question defines or names, that the column is part of or could be.
    const QString words = text::splitIdentifier(column.column).toLower();
    bool formula = false, formulaHasIt = false, measureHasIt = false;
    for (int k = 0; k < count(); ++k) {
        if (m_ev[k].kind == EvKind::Formula) {
            formula = true;
            formulaHasIt |= m_ev[k].literal.toLower().contains(words) || m_ev[k].literal.contains(column.column, Qt::CaseInsensitive);
        }
        const LexEntry *m = m_ev[k].entry(LexEntry::Kind::Measure);
        if (!m)
            continue;
        // The question's own definition of the measure ("revenue (unit price x quantity)") first.
        if (const auto defined = m_definedMeasures.constFind(m->measureId); defined != m_definedMeasures.constEnd()) {
            formula = true;
            formulaHasIt |= defined->columns().contains({column.table, column.column});
        } else if (const Measure *measure = m_model ? m_model->measure(m->measureId) : nullptr) {
            measureHasIt |= measure->expr.contains(column.column, Qt::CaseInsensitive);
        }
    }
    const QString phrase = m_read.spanText(m_ev[negEv].first, m_ev[negEv].last);
    // Said inside the definition, right after its last factor ("(unit price x quantity, no
    // discount)"), it says what the formula leaves out; said anywhere else it is unclear.
    bool insideDefinition = false;
    if (negEv > 0 && formula) {
        const LexEntry *factor = tableEv(negEv - 1) ? nullptr : columnOf(negEv - 1);
        const QString between = betweenTokens(m_ev[negEv - 1].last, m_ev[negEv].first).trimmed();
        // (Or inside the same brackets as the formula: "(UnitPrice x Quantity of the lines, no discount)".)
        const QString upTo = m_read.text.left(m_read.tokens.at(m_ev[negEv].first).start);
        const bool bracketed = upTo.lastIndexOf(QLatin1Char('(')) > upTo.lastIndexOf(QLatin1Char(')'));
        // (Or a bracket of its own after the question's formula: "... x Quantity ... (no discount)".)
        const bool ownBracket = bracketed && upTo.mid(upTo.lastIndexOf(QLatin1Char('(')) + 1).trimmed().isEmpty();
        // ("unit price × quantity without discount": right after the last factor, with nothing
        // between, it qualifies the product, as "lines without discount" would need a noun.)
        insideDefinition = ((factor || bracketed) && (between == QLatin1String(",") || between == QLatin1String(";")))
            || (factor && between.isEmpty()) || ownBracket;
    }
    if (formula && !formulaHasIt && insideDefinition)
        return QStringLiteral("the question's formula leaves %1 out").arg(column.column);
    if (formula || measureHasIt) {
        m_out.notUnderstood << QStringLiteral("whether \"%1 %2\" leaves it out of the figure or keeps only rows without it").arg(phrase, words);
        return QStringLiteral("part of the figure or a condition");
    }
    return {};
}

bool InterpretationBuilder::boundSaidOf(int columnEv) const
{
    // "prices above 100", "freights of 10 or less": a comparison and its number right after.
    const int next = columnEv + 1;
    if (next >= count() || !adjacent(columnEv, next))
        return false;
    if (m_ev[next].hasTag(QStringLiteral("cmp:")))
        return next + 1 < count() && adjacent(next, next + 1) && m_ev[next + 1].kind == EvKind::Number;
    return m_read.tokens.value(m_ev[columnEv].last + 1).lower == QLatin1String("of") && m_ev[next].kind == EvKind::Number;
}

bool InterpretationBuilder::excludesRowsSaidAlone(int negEv) const
{
    static const QSet<QString> exclusions{QStringLiteral("excluding"), QStringLiteral("except"), QStringLiteral("exclude"),
                                          QStringLiteral("omitting"), QStringLiteral("omit"), QStringLiteral("leaving out"),
                                          QStringLiteral("leave out"), QStringLiteral("apart from"), QStringLiteral("aside from"),
                                          QStringLiteral("setting aside"), QStringLiteral("ignoring"), QStringLiteral("disregarding")};
    return exclusions.contains(m_read.spanText(m_ev[negEv].first, m_ev[negEv].last).toLower());
}

bool InterpretationBuilder::excludesRows(int negEv) const
{
    static const QSet<QString> shows{QStringLiteral("show"), QStringLiteral("list"), QStringLiteral("include"), QStringLiteral("display"),
                                     QStringLiteral("return"), QStringLiteral("count"), QStringLiteral("give"), QStringLiteral("counting"),
                                     QStringLiteral("including")};
    if (excludesRowsSaidAlone(negEv))
        return true;
    const QString said = m_read.spanText(m_ev[negEv].first, m_ev[negEv].last).toLower().replace(QChar(0x2019), QLatin1Char('\''));
    // "Don't show countries that ...", "do not include customers who ...".
    const bool dont = said == QLatin1String("don't") || said == QLatin1String("do not") || said == QLatin1String("not");
    return dont && shows.contains(m_read.tokens.value(m_ev[negEv].last + 1).lower);
}

bool InterpretationBuilder::negateClauseComparison(int fromToken)
{
    // The clause runs to the end of its sentence or bracket; its one number is the bound.
    std::optional<double> bound;
    for (int t = fromToken; t < int(m_read.tokens.size()); ++t) {
        const QString &w = m_read.tokens.at(t).lower;
        if (t > fromToken && m_read.punctuationBetween(t - 1, t))
            break;
        bool isNumber = !w.isEmpty() && w.front().isDigit();
        const double v = isNumber ? QString(w).remove(QLatin1Char(',')).toDouble(&isNumber) : 0;
        if (isNumber) {
            if (bound)
                return false;   // two numbers: which one bounds is not said
            bound = v;
        }
    }
    if (!bound)
        return false;
    static const QHash<QString, QString> opposite{{QStringLiteral("<"), QStringLiteral(">=")}, {QStringLiteral("<="), QStringLiteral(">")},
                                                  {QStringLiteral(">"), QStringLiteral("<=")}, {QStringLiteral(">="), QStringLiteral("<")}};
    Condition *found = nullptr;
    for (std::vector<Condition> *list : {&m_q.where, &m_q.having})
        for (Condition &c : *list)
            if (c.kind == Condition::Kind::Compare && c.rhs.kind == Expr::Kind::Number && c.rhs.number == *bound && opposite.contains(c.op)) {
                if (found)
                    return false;
                found = &c;
            }
    if (!found)
        return false;
    found->op = opposite.value(found->op);
    return true;
}

void InterpretationBuilder::readRowsLeftOut()
{
    // "(customers with no region left out)", "ignoring orders without a shipped date": rows with
    // no value are the ones left out, so the rest hold one (read as "with no region" alone, the
    // condition was turned around, or the leaving out read as a link between two tables).
    const QList<Token> &tokens = m_read.tokens;
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    static const QStringList filler{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("any"), QStringLiteral("the"), QStringLiteral("their"),
                                    QStringLiteral("its")};
    const auto lower = [&tokens](int t) { return t >= 0 && t < tokens.size() ? tokens.at(t).lower : QString(); };
    for (int j = 1; j < count(); ++j) {
        if (m_ev[j].used)
            continue;
        // "<rows> with no|without [a] <column>"
        int t = m_ev[j].first - 1;
        while (t >= 0 && filler.contains(lower(t)))
            --t;
        int rowsEnd = -1;
        if (lower(t) == QLatin1String("without"))
            rowsEnd = t - 1;
        else if (lower(t) == QLatin1String("no") && lower(t - 1) == QLatin1String("with"))
            rowsEnd = t - 2;
        // The column is the rows' own, whatever else the word names ("region": Regions too).
        int rows = -1;
        const LexEntry *c = nullptr;
        for (int k = 0; k < j && rowsEnd >= 0 && !c; ++k) {
            const LexEntry *t = m_ev[k].last == rowsEnd ? m_ev[k].entry(LexEntry::Kind::Table) : nullptr;
            for (const LexEntry &e : m_ev[j].entries)
                if (t && !c && e.kind == LexEntry::Kind::Column && e.table == t->table && m_lex.isNullable(e.table, e.column)) {
                    c = &e;
                    rows = k;
                }
        }
        if (!c)
            continue;
        int before = m_ev[rows].first - 1;
        while (before >= 0 && filler.contains(lower(before)))
            --before;
        int after = m_ev[j].last + 1;
        while (lower(after) == QLatin1String("are") || lower(after) == QLatin1String("is") || lower(after) == QLatin1String("were")
               || lower(after) == QLatin1String("be"))
            ++after;
        // ("leave out customers without a country", "leaving out ...": any form of the verb.)
        const QString leave = lower(before - 1);
        const bool leaveOut = lower(before) == QLatin1String("out")
            && (leave == QLatin1String("leave") || LexicalResources::instance().verbBase(leave) == QLatin1String("leave"));
        const bool leftOutBefore = vocabulary.isGrammarWord("leave_out_before", lower(before)) || leaveOut;
        const bool leftOutAfter = vocabulary.isGrammarWord("leave_out_after", lower(after)) || (lower(after) == QLatin1String("not") && lower(after + 1) == QLatin1String("counted"));
        if (!leftOutBefore && !leftOutAfter)
            continue;
        Condition held;
        held.kind = Condition::Kind::IsNull;
        held.lhs = Expr::col(c->table, c->column);
        held.negated = false;   // IS NOT NULL
        addCondition(held);
        use(j, QStringLiteral("%1.%2 holds a value: the rows without one are left out").arg(c->table, c->column));
        const int from = leftOutBefore ? (lower(before) == QLatin1String("out") ? before - 1 : before) : m_ev[rows].last + 1;
        const int to = leftOutAfter ? (lower(after) == QLatin1String("left") && lower(after + 1) == QLatin1String("out") ? after + 1
                                        : lower(after) == QLatin1String("not") ? after + 1 : after)
                                    : m_ev[j].first - 1;
        for (int k = from; k <= to; ++k) {
            if (k >= m_ev[rows].first && k <= m_ev[rows].last)
                continue;   // (the rows' own name stays for the passes that read it)
            m_explainedTokens << k;
            for (int e = 0; e < count(); ++e)
                if (e != j && e != rows && !m_ev[e].used && m_ev[e].first <= k && k <= m_ev[e].last)
                    use(e, QStringLiteral("left out"));
        }
    }
}

const LexEntry *InterpretationBuilder::ownColumnNamedAsTable(int j) const
{
    // "customers with no region", "customers that have a region": a column of the rows themselves
    // named as fully as a table they do not point at is theirs (the Region table, which no
    // customer row points at, left the word unread).
    const LexEntry *table = m_ev[j].entry(LexEntry::Kind::Table);
    if (!table || m_focus.isEmpty())
        return nullptr;
    for (const LexEntry &e : m_ev[j].entries)
        if (e.kind == LexEntry::Kind::Column && e.table == m_focus && e.strength >= table->strength && e.datePart.isEmpty())
            return &e;
    return nullptr;
}

void InterpretationBuilder::readValueStates()
{
    // "whose fax is unknown", "where the region is null", "whose ship date is not missing",
    // "whose fax is known": a column said to hold no value, or one (IS NULL, IS NOT NULL).
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const QList<Token> &tokens = m_read.tokens;
    for (int j = 0; j < count(); ++j) {
        if (m_ev[j].used)
            continue;
        const LexEntry *c = tableEv(j) ? ownColumnNamedAsTable(j) : pickColumn(j);
        if (!c || m_lex.kindOf(c->table, c->column) == ColumnKind::Flag)
            continue;
        int t = m_ev[j].last + 1;
        if (t >= tokens.size() || !vocabulary.isGrammarWord("be_forms", tokens.at(t).lower))
            continue;
        ++t;
        bool negated = false;
        if (t < tokens.size() && (tokens.at(t).lower == QLatin1String("not") || tokens.at(t).lower == QLatin1String("never"))) {
            negated = true;
            ++t;
        }
        if (t >= tokens.size())
            continue;
        const QString state = tokens.at(t).lower;
        const bool missing = vocabulary.isGrammarWord("missing_value_words", state);
        const bool present = vocabulary.isGrammarWord("present_value_words", state);
        if (!missing && !present)
            continue;
        // (A word after it that says more, "is missing from", "is known as", is another relation.)
        static const QStringList relating{QStringLiteral("from"), QStringLiteral("as"), QStringLiteral("by"), QStringLiteral("to"),
                                          QStringLiteral("for"), QStringLiteral("in"), QStringLiteral("of")};
        if (t + 1 < tokens.size() && !m_read.punctuationBetween(t, t + 1) && relating.contains(tokens.at(t + 1).lower))
            continue;
        Condition held;
        held.kind = Condition::Kind::IsNull;
        held.lhs = Expr::col(c->table, c->column);
        held.negated = missing != negated;   // negated: IS NULL
        addCondition(held);
        use(j, QStringLiteral("%1.%2 %3").arg(c->table, c->column, held.negated ? QStringLiteral("is empty") : QStringLiteral("holds a value")));
        for (int k = m_ev[j].last + 1; k <= t; ++k) {
            m_explainedTokens << k;
            if (const int e = evidenceCovering(k); e >= 0 && e != j)
                use(e, held.negated ? QStringLiteral("no value") : QStringLiteral("a value"));
        }
    }
}

bool InterpretationBuilder::readNegatedMembership(int negEv, int tableAt)
{
    // "employees not in department 50", "not working in the Shipping department": the rows asked
    // about belong to another table's row by their own key (department_id), and the question
    // names rows there they do not belong to. A role's key pointing back ("departments.manager_id")
    // was read instead: the employees who do not manage department 50 came back, at 0.75.
    // ("not working in the ...": a verb or words of place read as evidence of their own are passed
    // over; the words between are checked below.)
    const auto placeWord = [](const QString &w) {
        return w == QLatin1String("in") || w == QLatin1String("of") || w == QLatin1String("from") || w == QLatin1String("within")
            || w == QLatin1String("for") || w == QLatin1String("at");
    };
    const auto placeOrVerb = [&placeWord](const QString &w) {
        return placeWord(w) || Vocabulary::builtIn().isGrammarWord("determiners", w) || LexicalResources::instance().isInflectedVerb(w)
            || LexicalResources::instance().isVerbBase(w);
    };
    const auto passedOver = [&](int ev) {
        if (!m_ev[ev].entries.isEmpty() || m_ev[ev].hasTag(QStringLiteral("neg")))
            return false;
        for (int tok = m_ev[ev].first; tok <= m_ev[ev].last; ++tok)
            if (!placeOrVerb(m_read.tokens.at(tok).lower))
                return false;
        return true;
    };
    while (tableAt + 1 < count() && passedOver(tableAt))
        ++tableAt;
    // ("not in the Shipping department": a name of the row said before its table's word.)
    int named = -1;
    if (!m_ev[tableAt].entry(LexEntry::Kind::Table) && tableAt + 1 < count() && adjacent(tableAt, tableAt + 1)
        && m_ev[tableAt + 1].entry(LexEntry::Kind::Table)) {
        const QString table = m_ev[tableAt + 1].entry(LexEntry::Kind::Table)->table;
        const LexEntry *v = m_ev[tableAt].entry(LexEntry::Kind::Value);
        if (!v || v->table != table)
            return false;
        named = tableAt++;
    }
    const LexEntry *t = m_ev[tableAt].entry(LexEntry::Kind::Table);
    if (!t || m_focus.isEmpty() || t->table == m_focus)
        return false;
    const QList<sql::ForeignKey> path = m_lex.schema().joinPath(m_focus, t->table);
    if (path.size() != 1 || path.first().fromTable != m_focus || path.first().fromColumns.size() != 1)
        return false;
    const sql::ForeignKey &up = path.first();
    // Said as being in or of it ("not in", "not working for"): only words of place and verbs
    // between; with no word of place, a table that also points at the rows may be meant
    // ("employees who manage no department").
    bool placeSaid = false;
    for (int tok = m_ev[negEv].last + 1; tok < (named >= 0 ? m_ev[named].first : m_ev[tableAt].first); ++tok) {
        const QString &w = m_read.tokens.at(tok).lower;
        placeSaid |= placeWord(w);
        if (!placeOrVerb(w))
            return false;
    }
    const bool pointedBack = std::any_of(m_lex.schema().foreignKeys.cbegin(), m_lex.schema().foreignKeys.cend(), [&](const sql::ForeignKey &fk) {
        return fk.fromTable == t->table && fk.toTable == m_focus;
    });
    if (!placeSaid && pointedBack)
        return false;
    // The rows of that table the question names: the conditions read on it alone.
    auto sub = std::make_shared<Query>();
    sub->baseTable = t->table;
    sub->ownTables = true;
    sub->correlate.push_back({t->table, up.toColumns.value(0), m_focus, up.fromColumns.first()});
    for (auto it = m_q.where.begin(); it != m_q.where.end();) {
        if (it->tables() == QStringList{t->table}) {
            sub->where.push_back(*it);
            it = m_q.where.erase(it);
        } else {
            ++it;
        }
    }
    if (sub->where.empty())
        return false;   // "not in a department": no row named; left to the readings of absence
    // ("not in department 50": the rows named by their key are the key's values left out.)
    const bool byKey = std::all_of(sub->where.cbegin(), sub->where.cend(), [&](const Condition &c) {
        return c.kind == Condition::Kind::In && !c.negated && c.lhs.kind == Expr::Kind::Column && c.lhs.table == t->table
            && c.lhs.column == up.toColumns.value(0);
    });
    Condition none;
    if (byKey) {
        none.kind = Condition::Kind::In;
        none.lhs = Expr::col(m_focus, up.fromColumns.first());
        for (const Condition &c : sub->where)
            none.list.insert(none.list.end(), c.list.cbegin(), c.list.cend());
        none.negated = true;
    } else {
        none.kind = Condition::Kind::Exists;
        none.negated = true;
        none.sub = sub;
    }
    addCondition(none);
    // (In another one: a row that belongs to none is not said to be outside the one named.)
    if (m_lex.isNullable(m_focus, up.fromColumns.first())) {
        Condition belongs;
        belongs.kind = Condition::Kind::IsNull;
        belongs.lhs = Expr::col(m_focus, up.fromColumns.first());
        addCondition(belongs);
        m_out.notes << QStringLiteral("rows with no %1 are not counted as outside it").arg(up.fromColumns.first());
    }
    for (int k = negEv; k < tableAt; ++k)
        use(k, QStringLiteral("not of"));
    for (int tok = m_ev[negEv].last + 1; tok < m_ev[tableAt].first; ++tok)
        m_explainedTokens << tok;   // ("working", "belonging")
    use(tableAt, QStringLiteral("the %1 rows they do not belong to").arg(t->table));
    return true;
}

void InterpretationBuilder::readNegations()
{
    readRowsLeftOut();
    readValueStates();
    readHavingValue();
    for (int i = 0; i + 1 < count(); ++i) {
        if (!m_ev[i].hasTag(QStringLiteral("neg")) || m_ev[i].used)
            continue;
        // The next content evidence after the negation word(s).
        // ("do not have an order": "have" before the table only possesses it.)
        // ("not counting prices above 100": the verb of showing after the negation is part of it.)
        int j = i + 1;
        if (j < count() && m_ev[j].first == m_ev[i].last + 1 && m_ev[j].first == m_ev[j].last && !m_ev[j].entry(LexEntry::Kind::Column)
            && !m_ev[j].entry(LexEntry::Kind::Table) && excludesRows(i) && !excludesRowsSaidAlone(i))
            ++j;
        while (j < count()
               && ((m_ev[j].hasTag(QStringLiteral("neg")) && !m_ev[j].entry(LexEntry::Kind::Column))
                   || (m_ev[j].kind == EvKind::Vocab && m_ev[j].first == m_ev[j].last
                       && Vocabulary::builtIn().isGrammarWord("possessive_verbs", m_read.tokens.at(m_ev[j].first).lower))))
            ++j;
        if (j >= count())
            continue;
        // "a non-null company", "a not-empty fax": a denied word of a missing value is a value
        // held (read as missing, the rows with none were counted, at 0.9).
        if (deniesMissing(i, j)) {
            const LexEntry *c = pickColumn(j);
            if (!c || m_lex.kindOf(c->table, c->column) == ColumnKind::Flag || (c->table != m_focus && !m_focus.isEmpty())) {
                m_out.notUnderstood << QStringLiteral("what \"%1\" says is held").arg(m_read.spanText(m_ev[i].first, m_ev[j].last));
                for (int k = i; k <= j; ++k)
                    use(k, QStringLiteral("a value held, of what is unclear"));
                continue;
            }
            Condition held;
            held.kind = Condition::Kind::IsNull;
            held.lhs = Expr::col(c->table, c->column);   // negated false: IS NOT NULL
            addCondition(held);
            for (int k = i; k < j; ++k)
                use(k, QStringLiteral("not missing"));
            use(j, QStringLiteral("%1.%2 is not empty").arg(c->table, c->column));
            continue;
        }
        // "excluding countries that have less than 5 customers", "excluding employees who have
        // fewer than 100 orders": the negation is of the clause after the noun, not of the noun's
        // value or rows (Country IS NULL was read, at 0.75).
        // Only words that leave rows out of a listing do so ("excluding", "except", "don't show");
        // "no invoices which total more than 15" is no such invoice (NOT EXISTS), read below.
        static const QSet<QString> relatives{QStringLiteral("that"), QStringLiteral("which"), QStringLiteral("who"), QStringLiteral("whose")};
        const bool namesRows = (m_ev[j].entry(LexEntry::Kind::Table) || pickColumn(j)) && excludesRows(i);
        // ("excluding departments with fewer than 5 employees": the same, said with "with", when
        // the words after hold a comparison to turn around; else "with no region" and the like
        // are read below.)
        // ("ignoring freights of 10 or less", "excluding prices above 100": a figure's own bound.)
        const QString next = m_read.tokens.value(m_ev[j].last + 1).lower;
        const LexEntry *figure = pickColumn(j);
        const bool figureBound = figure && !m_ev[j].entry(LexEntry::Kind::Table) && m_lex.kindOf(figure->table, figure->column) == ColumnKind::Number
            && boundSaidOf(j);
        if (namesRows && (next == QLatin1String("with") || next == QLatin1String("having") || figureBound) && m_ev[j].last + 1 < m_read.tokens.size()
            && !m_read.punctuationBetween(m_ev[j].last, m_ev[j].last + 1) && negateClauseComparison(m_ev[j].last + 1)) {
            for (int k = i; k <= j; ++k)
                use(k, k == j ? QStringLiteral("rows whose clause is negated") : QStringLiteral("the clause after it negated"));
            continue;
        }
        // (Across a colon or a full stop "which" asks a new question: "Customers With No Orders: which ...".)
        if (namesRows && relatives.contains(m_read.tokens.value(m_ev[j].last + 1).lower) && m_ev[j].last + 1 < m_read.tokens.size()
            && !m_read.punctuationBetween(m_ev[j].last, m_ev[j].last + 1)) {
            if (negateClauseComparison(m_ev[j].last + 1)) {
                for (int k = i; k <= j; ++k)
                    use(k, k == j ? QStringLiteral("rows whose clause is negated") : QStringLiteral("the clause after it negated"));
            } else {
                m_out.notUnderstood << QStringLiteral("what \"%1\" leaves out").arg(m_read.spanText(m_ev[i].first, m_ev[j].last + 1));
                for (int k = i; k <= j; ++k)
                    use(k, QStringLiteral("negated, of what is unclear"));
            }
            continue;
        }
        const LexEntry *ownColumn = ownColumnNamedAsTable(j);
        if (!ownColumn && readNegatedMembership(i, j))
            continue;
        // "never placed an order", "no orders": the focus has no row in that table.
        if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table); t && t->table != m_focus && !m_focus.isEmpty() && !ownColumn) {
            // "countries that have suppliers but no customers": values of a column both tables
            // hold, which no row of the other table has.
            if (std::optional<Condition> c = noRowWithSameValue(i, t->table)) {
                addCondition(*c);
                for (int k = i; k < j; ++k)
                    use(k, m_ev[k].hasTag(QStringLiteral("neg")) ? QStringLiteral("none") : QStringLiteral("have"));
                use(j, QStringLiteral("no %1 row with the same value").arg(t->table));
                m_valuesListed = true;   // the values, each once, not one per row
                continue;
            }
            std::optional<Condition> c = rowsOfTable(t->table, true);
            if (!c)
                continue;
            // "departments with no salesmen": a word that names the table's rows and is also one of
            // its stored values is the rows holding it (every employee had been denied, at 0.9).
            for (const LexEntry &v : m_ev[j].entries)
                if (v.kind == LexEntry::Kind::Value && v.table == t->table && v.wholeDepth == 0 && v.sourceChunk.isEmpty() && c->sub) {
                    Condition held;
                    held.kind = Condition::Kind::In;
                    held.lhs = Expr::col(v.table, v.column);
                    held.list = {Expr::str(v.value)};
                    c->sub->where.push_back(held);
                    break;
                }
            addCondition(*c);
            for (int k = i; k < j; ++k)
                use(k, m_ev[k].hasTag(QStringLiteral("neg")) ? QStringLiteral("none") : QStringLiteral("have"));
            use(j, QStringLiteral("no %1 row").arg(t->table));
            continue;
        }
        // "categories that had no sales in June 1997": a figure of rows that belong to the rows
        // asked about (sales are order lines) is none of those rows (the categories that had
        // sales came back, at 0.9).
        if (const std::optional<Expr> m = ownColumn || pickColumn(j) ? std::nullopt : measureOf(j); m && m->kind != Expr::Kind::Column) {
            QStringList tables;
            for (const auto &[table, column] : m->columns())
                if (!tables.contains(table))
                    tables << table;
            if (tables.size() == 1 && tables.first() != m_focus && !m_focus.isEmpty()) {
                if (std::optional<Condition> c = rowsOfTable(tables.first(), true)) {
                    addCondition(*c);
                    for (int k = i; k < j; ++k)
                        use(k, QStringLiteral("none"));
                    use(j, QStringLiteral("no %1 row").arg(tables.first()));
                    continue;
                }
            }
        }
        // "no fax", "do not report to anybody": a missing value.
        std::optional<Expr> col;
        if (ownColumn)
            col = Expr::col(ownColumn->table, ownColumn->column);
        else if (const LexEntry *c = pickColumn(j))
            col = Expr::col(c->table, c->column);
        else if (std::optional<Expr> m = measureOf(j); m && m->kind == Expr::Kind::Column)
            col = m;
        if (!col)
            continue;
        const ColumnKind kind = m_lex.kindOf(col->table, col->column);
        if (kind == ColumnKind::Flag)
            continue;   // readFlags handles "not discontinued"
        // "employees who do not manage anyone", "non-managers": the role of the key that points
        // at the same table, denied, is that no row points at them; "with no manager" is the
        // key left empty (the top of the hierarchy came back for "non-managers", at 0.9).
        if (const std::optional<sql::ForeignKey> self = selfReference(col->table); self && self->fromColumns.first() == col->column) {
            // (Not "do not report to anybody": words that point, ending in "to" or "by", deny the key.)
            const QString said = m_read.tokens.at(m_ev[i].first).lower;
            const QString lastWord = m_read.tokens.at(m_ev[j].last).lower;
            const bool pointing = lastWord == QLatin1String("to") || lastWord == QLatin1String("by");
            if (!pointing && (said == QLatin1String("not") || said == QLatin1String("non") || said == QLatin1String("never"))) {
                auto sub = std::make_shared<Query>();
                sub->baseTable = self->fromTable;
                sub->ownTables = true;
                sub->correlate.push_back({self->fromTable, self->fromColumns.first(), self->toTable, self->toColumns.first()});
                Condition none;
                none.kind = Condition::Kind::Exists;
                none.sub = sub;
                none.negated = true;
                addCondition(none);
                for (int k = i; k < j; ++k)
                    use(k, QStringLiteral("not"));
                use(j, QStringLiteral("no %1 row's %2 points at them").arg(self->fromTable, self->fromColumns.first()));
                // (The role's word is the condition, not the row it points at shown beside them.)
                if (m_selfReferenceLabel == m_read.spanText(m_ev[j].first, m_ev[j].last).toLower()) {
                    m_selfReferenceShown.reset();
                    m_selfReferenceLabel.clear();
                }
                if (j + 1 < count() && m_ev[j + 1].hasTag(QStringLiteral("neg")) && adjacent(j, j + 1))
                    use(j + 1, QStringLiteral("anyone"));
                continue;
            }
        }
        // "no units in stock": none of a quantity is zero of it (or nothing recorded).
        const bool quantity = kind == ColumnKind::Number;
        if (!quantity && !m_lex.isNullable(col->table, col->column))
            continue;
        // "orders not shipped to Germany": the negation is of the place (shipped elsewhere), or of
        // the event (not shipped yet, to Germany); it was read as the second at 0.9. Not read.
        int place = j + 1;   // (past "by", read as a function word)
        while (place < count() && place <= j + 2 && !m_ev[place].entry(LexEntry::Kind::Value))
            ++place;
        if (kind == ColumnKind::Date && LexicalResources::instance().isInflectedVerb(m_read.tokens.at(m_ev[j].last).lower) && place < count()
            && m_ev[place].first <= m_ev[j].last + 3 && m_ev[place].entry(LexEntry::Kind::Value)
            && Vocabulary::builtIn().isGrammarWord("place_prepositions", m_read.tokens.value(m_ev[j].last + 1).lower)) {
            m_out.notUnderstood << QStringLiteral("\"%1\": not %2 at all, or %2 otherwise")
                                       .arg(m_read.spanText(m_ev[i].first, m_ev[place].last), m_read.tokens.at(m_ev[j].last).lower);
            for (int k = i; k <= j; ++k)
                use(k, QStringLiteral("negated, of what is unclear"));
            continue;
        }
        // "revenue (unit price x quantity, no discount)": the part a figure leaves out, not rows.
        if (const QString said = partLeftOutOfFigure(i, *col); !said.isEmpty()) {
            for (int k = i; k <= j; ++k)
                use(k, said);
            continue;
        }
        Condition c;
        c.kind = Condition::Kind::IsNull;
        c.lhs = *col;
        c.negated = true;   // IS NULL
        if (quantity) {
            Condition zero;
            zero.lhs = *col;
            zero.op = QStringLiteral("=");
            zero.rhs = Expr::num(0);
            if (m_lex.isNullable(col->table, col->column)) {
                Condition either;
                either.kind = Condition::Kind::Any;
                either.any = {zero, c};
                c = either;
            } else {
                c = zero;
            }
        }
        // "orders with no discount": none of the rows pointing at them holds one (an order with one
        // discounted line and one not was counted, at 0.9).
        if (const std::optional<sql::ForeignKey> child = col->table != m_focus && kind != ColumnKind::Key ? childLink(col->table) : std::nullopt) {
            auto sub = std::make_shared<Query>();
            sub->baseTable = child->fromTable;
            sub->correlate.push_back({child->fromTable, child->fromColumns.first(), m_focus, child->toColumns.value(0)});
            // "reviewers who have ratings with a NULL value for the date": a word of a missing
            // value (not "no", "without") says some such row holds none; read as "no rating with a
            // date", the reviewers whose every rating lacked one came back, at 0.9.
            const QString said = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower();
            if (Vocabulary::builtIn().isGrammarWord("missing_value_words", said) && said != QLatin1String("none")) {
                sub->where.push_back(c);
                c = Condition{};
                c.kind = Condition::Kind::Exists;
                c.sub = sub;
                addCondition(c);
                for (int k = i; k < j; ++k)
                    use(k, QStringLiteral("missing"));
                use(j, QStringLiteral("some %1 row with %2 empty").arg(col->table, col->column));
                continue;
            }
            Condition held;
            if (quantity) {
                held.lhs = *col;
                held.op = QStringLiteral(">");
                held.rhs = Expr::num(0);
            } else {
                held.kind = Condition::Kind::IsNull;
                held.lhs = *col;   // negated false: IS NOT NULL
            }
            sub->where.push_back(held);
            c = Condition{};
            c.kind = Condition::Kind::Exists;
            c.negated = true;
            c.sub = sub;
        }
        addCondition(c);
        for (int k = i; k < j; ++k)
            use(k, QStringLiteral("missing"));
        use(j, (quantity ? QStringLiteral("%1.%2 is zero") : QStringLiteral("%1.%2 is empty")).arg(col->table, col->column));
        useNumberWordAfter(j);
        // "anybody", "anything" after the column are part of the same phrase.
        if (j + 1 < count() && m_ev[j + 1].hasTag(QStringLiteral("neg")) && adjacent(j, j + 1))
            use(j + 1, QStringLiteral("missing"));
    }
}

bool InterpretationBuilder::deniesMissing(int negEv, int columnEv) const
{
    // "non-null", "not null", "non empty", "not-blank" right before the column: two denials.
    static const QStringList denials{QStringLiteral("non"), QStringLiteral("not"), QStringLiteral("no")};
    for (int t = m_ev[negEv].first; t + 1 < m_ev[columnEv].first; ++t)
        if (denials.contains(m_read.tokens.at(t).lower) && Vocabulary::builtIn().isGrammarWord("missing_value_words", m_read.tokens.at(t + 1).lower)
            && m_read.tokens.at(t + 1).lower != QLatin1String("none"))
            return true;
    return false;
}

void InterpretationBuilder::readOutcomeWords()
{
    // "students who were accepted", "rejected applications": a word of a yes or no outcome, said
    // where the rows keep one flag coded in letters (a decision 'Y'/'N'), is that flag.
    for (int t = 0; t < m_read.tokens.size(); ++t) {
        const QString &w = m_read.tokens.at(t).lower;
        const bool yes = Vocabulary::builtIn().isGrammarWord("outcome_yes_words", w);
        if ((!yes && !Vocabulary::builtIn().isGrammarWord("outcome_no_words", w)) || evidenceCovering(t) >= 0 || m_explainedTokens.contains(t))
            continue;
        const QStringList near = tablesNearFocus();
        std::optional<Expr> flag;
        bool several = false;
        for (const QString &table : std::as_const(near))
            if (const sql::Table *tt = m_lex.schema().table(table))
                for (const sql::Column &c : tt->columns)
                    if (!m_lex.flagYesCode(table, c.name).isEmpty()) {
                        several |= flag.has_value();
                        flag = Expr::col(table, c.name);
                    }
        if (!flag || several)
            continue;
        Condition f = flagSet(*flag);
        // ("were not accepted": the negation before it turns it around.)
        const int before = evidenceCovering(t - 1 >= 0 && m_read.tokens.at(t - 1).lower == QLatin1String("been") ? t - 2 : t - 1);
        const bool negated = before >= 0 && m_ev[before].hasTag(QStringLiteral("neg")) && !m_ev[before].used;
        if (negated)
            use(before, QStringLiteral("not"));
        f.negated = yes == negated;
        addCondition(f);
        explainToken(t, QStringLiteral("%1.%2 %3").arg(flag->table, flag->column, f.negated ? QStringLiteral("no") : QStringLiteral("yes")));
    }
}

QStringList InterpretationBuilder::tablesNearFocus() const
{
    QStringList near = m_q.tables();
    for (const sql::Table &table : m_lex.schema().tables)
        if (!table.isView && !near.contains(table.name) && !m_focus.isEmpty() && distanceToFocus(table.name) <= 1)
            near << table.name;
    return near;
}

std::optional<Expr> InterpretationBuilder::withdrawnFlagOf(const QString &table) const
{
    const sql::Table *t = m_lex.schema().table(table);
    if (!t)
        return std::nullopt;
    const QStringList withdrawn = Vocabulary::builtIn().grammarWords("withdrawn_flag_words");
    std::optional<Expr> flag;
    for (const sql::Column &c : t->columns) {
        const QString name = c.name.toLower();
        if (m_lex.kindOf(table, c.name) != ColumnKind::Flag
            || std::none_of(withdrawn.cbegin(), withdrawn.cend(), [&name](const QString &w) { return name.contains(w); }))
            continue;
        if (flag)
            return std::nullopt;   // two such flags: which one is meant is not said
        flag = Expr::col(table, c.name);
    }
    return flag;
}

void InterpretationBuilder::readStillOffered()
{
    // "beverages still for sale", "active products": rows still offered are those whose one flag
    // of being withdrawn ("Discontinued", "IsObsolete") is not set, in the focus's table or one
    // step from it. No such flag, or two: the words stay unread.
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used || !m_ev[i].hasTag(QStringLiteral("offered")))
            continue;
        const QStringList near = tablesNearFocus();
        std::optional<Expr> flag;
        bool several = false;
        for (const QString &table : std::as_const(near))
            if (const std::optional<Expr> f = withdrawnFlagOf(table)) {
                several |= flag.has_value();
                flag = f;
            }
        if (!flag || several)
            continue;
        Condition f = flagSet(*flag);
        f.negated = true;
        addCondition(f);
        use(i, QStringLiteral("%1.%2 is false").arg(flag->table, flag->column));
    }
}

void InterpretationBuilder::readFlags()
{
    readOutcomeWords();
    for (int i = 0; i < count(); ++i) {
        const LexEntry *c = pickColumn(i);
        if (!c || m_ev[i].used || m_lex.kindOf(c->table, c->column) != ColumnKind::Flag)
            continue;
        Condition f = flagSet(Expr::col(c->table, c->column));
        for (int k = i - 1; k >= 0 && k >= i - 2; --k) {
            if (m_ev[k].hasTag(QStringLiteral("neg")) && !m_ev[k].used && adjacent(k, i)) {
                f.negated = true;
                use(k, QStringLiteral("not"));
            }
        }
        // "(discontinued ones included)", "including discontinued products": the flagged rows are
        // kept in, which is no condition at all.
        // Only attached forms count: "<flag> ones included", "<flag> included", "including <flag>
        // ones"; "discontinued products including their price" keeps the filter.
        const QList<Token> &tokens = m_read.tokens;
        const auto lowerAt = [&tokens](int t) { return t >= 0 && t < tokens.size() ? tokens.at(t).lower : QString(); };
        const int after = m_ev[i].last + 1;
        const int firstToken = std::max(0, m_ev[i].first - 1);
        const int lastToken = std::min(int(tokens.size()) - 1, m_ev[i].last + 2);
        const bool included = lowerAt(after) == QLatin1String("included") || lowerAt(after) == QLatin1String("too")
            || (lowerAt(after) == QLatin1String("ones") && lowerAt(after + 1) == QLatin1String("included"))
            || (lowerAt(m_ev[i].first - 1) == QLatin1String("including") && lowerAt(after) == QLatin1String("ones"));
        // "both continued and discontinued products", "discontinued or not": the flag with its
        // opposite (the word without its negating prefix, or "not") keeps every row.
        const int opposite = oppositeOfFlagWord(i);
        if (opposite >= 0) {
            m_explainedTokens << opposite;
            for (int t = std::min(opposite, m_ev[i].first) - 1; t >= 0 && t >= std::min(opposite, m_ev[i].first) - 1; --t)
                if (tokens.at(t).lower == QLatin1String("both") || tokens.at(t).lower == QLatin1String("either"))
                    m_explainedTokens << t;
            for (int k = 0; k < count(); ++k)
                if (!m_ev[k].used && m_ev[k].first == opposite && m_ev[k].last == opposite)
                    use(k, QStringLiteral("the flag's other value"));
        }
        if (included || opposite >= 0) {
            use(i, QStringLiteral("%1.%2 rows kept in").arg(c->table, c->column));
            for (int k = 0; k < count(); ++k) {
                if (!m_ev[k].used && m_ev[k].first >= firstToken && m_ev[k].last <= lastToken && m_ev[k].hasTag(QStringLiteral("text:")))
                    use(k, QStringLiteral("included"));
            }
            continue;
        }
        // "the Discontinued flag is false (0)", "Discontinued = 1": the value said after the flag.
        {
            int t = m_ev[i].last + 1;
            static const QSet<QString> linking{QStringLiteral("flag"), QStringLiteral("is"), QStringLiteral("are"), QStringLiteral("="),
                                               QStringLiteral("set"), QStringLiteral("to"), QStringLiteral("equals"), QStringLiteral("equal")};
            while (t < tokens.size() && linking.contains(tokens.at(t).lower))
                ++t;
            const QString said = lowerAt(t);
            const bool no = said == QLatin1String("false") || said == QLatin1String("0") || said == QLatin1String("no");
            const bool yes = said == QLatin1String("true") || said == QLatin1String("1") || said == QLatin1String("yes");
            const bool digitOrWord = said != QLatin1String("no") && said != QLatin1String("yes");
            if ((no || yes) && (t > m_ev[i].last + 1 || digitOrWord)) {
                f.negated = f.negated != no;
                // The value, and a repeat of it in brackets ("false (0)"), are part of the phrase.
                for (int u = m_ev[i].last + 1; u <= std::min<int>(int(tokens.size()) - 1, t + 1); ++u) {
                    const QString w = tokens.at(u).lower;
                    if (u > t && w != QLatin1String("0") && w != QLatin1String("1"))
                        break;
                    m_explainedTokens << u;
                    for (int k = 0; k < count(); ++k)
                        if (!m_ev[k].used && m_ev[k].first == u && m_ev[k].last == u)
                            use(k, QStringLiteral("the flag's value"));
                }
            }
        }
        // "suppliers that have no discontinued products": none of the focus's rows below it is
        // flagged (NOT EXISTS), not some row unflagged; "products not discontinued" is the row's own.
        if (f.negated && c->table != m_focus && !m_focus.isEmpty() && !belongsTo(m_focus, c->table)) {
            bool none = false;
            for (int k = i - 1; k >= 0 && k >= i - 2; --k)
                if (m_ev[k].used && m_ev[k].hasTag(QStringLiteral("neg")) && adjacent(k, i)) {
                    const QString word = m_read.spanText(m_ev[k].first, m_ev[k].last).toLower();
                    // "that do not have any discontinued products": "not" before "have" denies having one.
                    bool having = false;
                    for (int t = m_ev[k].last + 1; t < m_ev[i].first; ++t)
                        having |= QStringList{QStringLiteral("have"), QStringLiteral("has"), QStringLiteral("having")}.contains(tokens.at(t).lower);
                    none = word == QLatin1String("no") || word == QLatin1String("without") || word == QLatin1String("never") || having;
                }
            Condition flagged = f;
            flagged.negated = false;
            if (none) {
                if (const std::optional<Condition> absent = noRowWith({flagged})) {
                    addCondition(*absent);
                    use(i, QStringLiteral("no %1 row with %2 true").arg(c->table, c->column));
                    // ("no official language": the rows denied, named by a column of theirs, are
                    // no column to show; languages came back at 0.9.)
                    if (i + 1 < count() && adjacent(i, i + 1) && !m_ev[i + 1].used
                        && std::any_of(m_ev[i + 1].entries.cbegin(), m_ev[i + 1].entries.cend(), [c](const LexEntry &x) {
                               return (x.kind == LexEntry::Kind::Table || x.kind == LexEntry::Kind::Column) && x.table == c->table;
                           }))
                        use(i + 1, QStringLiteral("the %1 rows denied").arg(c->table));
                    continue;
                }
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

int InterpretationBuilder::oppositeOfFlagWord(int flagEv) const
{
    // The token of the flag's opposite joined to it by "and"/"or": "continued and discontinued",
    // "discontinued or not", "active and inactive"; -1 when none is said.
    const QList<Token> &tokens = m_read.tokens;
    const int first = m_ev[flagEv].first, last = m_ev[flagEv].last;
    if (first != last)
        return -1;
    const QString flag = tokens.at(first).lower;
    const QStringList prefixes = Vocabulary::builtIn().grammarWords("negating_prefixes");
    const auto opposite = [&flag, &prefixes](const QString &word) {
        if (word == QLatin1String("not"))
            return true;
        for (const QString &p : prefixes)
            if (flag == p + word || word == p + flag)
                return true;
        return false;
    };
    // (Before the flag, "not" is a negation of it, not its opposite.)
    for (const auto &[t, joint] : {std::pair{first - 2, first - 1}, std::pair{last + 2, last + 1}}) {
        if (t < 0 || t >= tokens.size())
            continue;
        const QString &word = tokens.at(joint).lower;
        if ((word == QLatin1String("and") || word == QLatin1String("or")) && opposite(tokens.at(t).lower)
            && (t > last || tokens.at(t).lower != QLatin1String("not")))
            return t;
    }
    return -1;
}

} // namespace rac::semantic
