// SPDX-License-Identifier: MIT
#include "semantic/parse/Interpreter.h"
#include "semantic/parse/InterpretationBuilder.h"
#include "semantic/parse/CompanyRoles.h"

#include "semantic/parse/LexicalResources.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>
#include <QSet>

#include <functional>

namespace rac::semantic {

void InterpretationBuilder::chooseFocus()
{
    // The first table named; else the table of the first column named. A table named as the
    // groups ("for each category, list the two products ...") is not the rows asked about when
    // another table is named after it.
    const auto namesGroups = [this](int i) {
        return i > 0 && m_ev[i - 1].hasTag(QStringLiteral("group")) && adjacent(i - 1, i);
    };
    // "Look at supplier 7. Which of its products have ...": the rows a "which" asks for, whatever
    // the story named first (the supplier was shown, at 0.9).
    static const QStringList between{QStringLiteral("of"), QStringLiteral("its"), QStringLiteral("their"), QStringLiteral("the"),
                                     QStringLiteral("these"), QStringLiteral("those"), QStringLiteral("his"), QStringLiteral("her")};
    for (int i = 0; i < count() && m_focus.isEmpty(); ++i) {
        const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table);
        int w = m_ev[i].first - 1;
        while (w >= 0 && between.contains(m_read.tokens.at(w).lower))
            --w;
        const bool which = w >= 0 && w < m_ev[i].first - 1 && m_read.tokens.at(w).lower == QLatin1String("which")
            && m_read.tokens.at(w + 1).lower == QLatin1String("of");
        if (t && which && i > 0)
            m_focus = t->table;
    }
    // "List the titles of the author whose name ...": a column the named table lacks, of the one
    // table whose rows belong to it, is of those rows (the author's name was shown, at 0.9).
    for (int i = 0; i + 1 < count() && m_focus.isEmpty(); ++i) {
        const LexEntry *owner = m_ev[i + 1].entry(LexEntry::Kind::Table);
        if (m_ev[i].entry(LexEntry::Kind::Table) || m_ev[i].entry(LexEntry::Kind::Measure) || !owner || !m_ev[i].entry(LexEntry::Kind::Column))
            continue;
        QStringList gap = m_read.gapBetween(m_ev[i].last, m_ev[i + 1].first).trimmed().toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        // (The row said with its determiner: "units of product" is a measure's words.)
        if (gap.size() != 2 || gap.takeFirst() != QLatin1String("of")
            || (!between.contains(gap.first()) && gap.first() != QLatin1String("a") && gap.first() != QLatin1String("an")))
            continue;
        // (Named more fully than the owner's and the other children's: "titles" is also a
        // synonym of the author's name, weaker.)
        QHash<QString, int> strength;
        for (const LexEntry &c : m_ev[i].entries)
            if (c.kind == LexEntry::Kind::Column && (c.table == owner->table || belongsTo(c.table, owner->table)))
                strength[c.table] = std::max(strength.value(c.table, -1), c.strength);
        QString best;
        bool tied = false;
        for (auto it = strength.cbegin(); it != strength.cend(); ++it) {
            if (best.isEmpty() || it.value() > strength.value(best)) {
                best = it.key();
                tied = false;
            } else if (it.value() == strength.value(best)) {
                tied = true;
            }
        }
        if (!best.isEmpty() && !tied && best != owner->table)
            m_focus = best;
    }
    for (int i = 0; i < count() && m_focus.isEmpty(); ++i) {
        const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table);
        if (!t)
            continue;
        bool laterTable = false;
        for (int j = i + 1; j < count() && !laterTable; ++j)
            laterTable = m_ev[j].entry(LexEntry::Kind::Table) && m_ev[j].entry(LexEntry::Kind::Table)->table != t->table;
        if (!(namesGroups(i) && laterTable))
            m_focus = t->table;
    }
    for (int i = 0; i < count() && m_focus.isEmpty(); ++i) {
        if (const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table))
            m_focus = t->table;
    }
    // "the phone numbers of Federal Shipping": a column word several tables have is the column of
    // the table whose row the question names by a stored value.
    for (int i = 0; i < count() && m_focus.isEmpty(); ++i) {
        if (!m_ev[i].entry(LexEntry::Kind::Column))
            continue;
        QStringList valueTables;
        for (int j = 0; j < count(); ++j)
            if (const LexEntry *v = m_ev[j].entry(LexEntry::Kind::Value); v && !valueTables.contains(v->table))
                valueTables << v->table;
        QStringList owners;
        for (const LexEntry &c : m_ev[i].entries)
            if (c.kind == LexEntry::Kind::Column && valueTables.contains(c.table) && !owners.contains(c.table))
                owners << c.table;
        if (owners.size() == 1)
            m_focus = owners.first();
        break;
    }
    // Else the table of the first column named; of a column several tables have, the table a
    // table of events or lines points at ("unit price": a product's, which each order line
    // copies), whose row the column describes. A customer's city is not their sales rep's.
    for (int i = 0; i < count() && m_focus.isEmpty(); ++i) {
        // (The column the words name most fully: "salary" is the employees' salary, not a part
        // of the jobs' min_salary.)
        const LexEntry *c = nullptr;
        for (const LexEntry &e : m_ev[i].entries)
            if (!m_ev[i].used && e.kind == LexEntry::Kind::Column && (!c || e.strength > c->strength))
                c = &e;
        if (!c)
            continue;
        // ("To how many cities did we ship?": with no table named, the one column whose other
        // words the question says, ShipCity, not the customers' City.)
        const LexEntry *verbSaid = nullptr;
        int saying = 0;
        for (const LexEntry &e : m_ev[i].entries)
            if (e.kind == LexEntry::Kind::Column && e.strength <= 1 && columnsOtherWordSaid(i, e)) {
                verbSaid = &e;
                ++saying;
            }
        const bool tableSaid = std::any_of(m_ev.cbegin(), m_ev.cend(), [](const Evidence &ev) { return ev.entry(LexEntry::Kind::Table) != nullptr; });
        if (saying == 1 && !tableSaid) {
            m_focus = verbSaid->table;
            break;
        }
        m_focus = c->table;
        // "names and salaries": a column word several tables have ("name") is of the table whose
        // columns the question names most (EMP, which has the salary; DEPT's name had been taken).
        const auto columnsNamedOf = [this](const QString &table) {
            return std::count_if(m_ev.cbegin(), m_ev.cend(), [&table](const Evidence &ev) {
                return std::any_of(ev.entries.cbegin(), ev.entries.cend(), [&table](const LexEntry &e) {
                    return e.kind == LexEntry::Kind::Column && e.table == table;
                });
            });
        };
        long most = columnsNamedOf(c->table);
        for (const LexEntry &other : m_ev[i].entries)
            if (other.kind == LexEntry::Kind::Column && other.table != m_focus && other.strength >= c->strength && columnsNamedOf(other.table) > most) {
                most = columnsNamedOf(other.table);
                m_focus = other.table;
            }
        if (m_focus != c->table)
            continue;
        // Not when another column named is the first table's alone ("sales price * quantity").
        QSet<QString> pointedAt;
        for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(c->table))
            if (fk.toTable != c->table)
                pointedAt.insert(fk.toTable);
        bool onlyFirstTable = pointedAt.size() < 2;
        for (int j = 0; j < count(); ++j) {
            bool elsewhere = false;
            bool here = false;
            for (const LexEntry &e : m_ev[j].entries) {
                here |= e.kind == LexEntry::Kind::Column && e.table == c->table;
                elsewhere |= e.kind == LexEntry::Kind::Column && e.table != c->table;
            }
            onlyFirstTable |= here && !elsewhere;
        }
        for (const LexEntry &home : m_ev[i].entries) {
            if (onlyFirstTable || home.kind != LexEntry::Kind::Column || home.column != c->column || home.table == c->table)
                continue;
            for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(c->table))
                if (fk.toTable == home.table)
                    m_focus = home.table;
        }
    }
    for (const answer::HintField &f : m_hint.fields) {
        if (!m_focus.isEmpty())
            break;
        for (const sql::Table &t : m_lex.schema().tables) {
            if (!t.isView && t.column(f.key))
                m_focus = t.name;
        }
    }
    // ("the average credit limit of customers in France": a figure read as one measure is of its
    // own table's rows, not of the first table that stores the value; the offices in France were
    // taken, at 0.9.)
    for (int i = 0; i < count() && m_focus.isEmpty(); ++i) {
        if (!m_ev[i].entry(LexEntry::Kind::Measure))
            continue;
        if (const std::optional<Expr> m = measureOf(i); m && m->columns().size() == 1)
            m_focus = m->columns().first().first;
    }
    for (int i = 0; i < count() && m_focus.isEmpty(); ++i) {
        if (const LexEntry *v = m_ev[i].entry(LexEntry::Kind::Value))
            m_focus = rowsOfGroupValue(*v).value_or(v->table);
    }
    // "On what day of the week do we sell the most?", "In which month did we sell the least?":
    // nothing named but the act of selling, whose rows are the sales lines.
    if (m_focus.isEmpty() && m_model && !m_model->roles().lineTable.isEmpty()) {
        LexicalResources &words = LexicalResources::instance();
        static const QStringList sellingVerbs{QStringLiteral("sell"), QStringLiteral("buy"), QStringLiteral("purchase")};
        for (int t = 0; t < m_read.tokens.size() && m_focus.isEmpty(); ++t) {
            const QString &w = m_read.tokens.at(t).lower;
            // (A word of the grammar may hold it; a table, column or value would have given the focus.)
            const bool notOwned = std::none_of(m_ev.cbegin(), m_ev.cend(), [t](const Evidence &e) {
                return e.first <= t && t <= e.last && e.kind != EvKind::Vocab;
            });
            // ("how many purchases were there": the noun counts sales, whose grain is not said.)
            const QString before = t > 0 ? m_read.tokens.at(t - 1).lower : QString();
            static const QStringList subjects{QStringLiteral("we"), QStringLiteral("they"), QStringLiteral("you"), QStringLiteral("i"), QStringLiteral("to")};
            const bool noun = Vocabulary::builtIn().isGrammarWord("sale_event_words", w)
                && !Vocabulary::builtIn().isGrammarWord("do_forms", before) && !subjects.contains(before);
            if (notOwned && !noun && (sellingVerbs.contains(words.verbBase(w)) || Vocabulary::builtIn().isGrammarWord("sales_participles", w)))
                m_focus = m_model->roles().lineTable;
        }
    }
    if (!m_focus.isEmpty())
        m_q.baseTable = m_focus;
}


bool InterpretationBuilder::asksWho() const
{
    for (int t = 0; t < m_read.tokens.size(); ++t) {
        if (m_read.tokens.at(t).lower == QLatin1String("who"))
            return true;
        const int e = evidenceCovering(t);
        if (e >= 0 && m_ev[e].kind != EvKind::Vocab)
            return false;   // a table, column, value or number came first
    }
    return false;
}

std::optional<QString> InterpretationBuilder::rowsOfGroupValue(const LexEntry &value) const
{
    QStringList children;
    for (const sql::ForeignKey &fk : m_lex.schema().keysTo(value.table)) {
        const sql::Table *from = m_lex.schema().table(fk.fromTable);
        if (from && !from->isView && fk.fromTable != value.table && !children.contains(fk.fromTable))
            children << fk.fromTable;
    }
    if (children.size() != 1)
        return std::nullopt;
    // A column named that the child has and the value's own table lacks ("cost": a product's
    // price); a column of the value's table ("the category's description") keeps it.
    bool childColumn = false;
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used || m_ev[i].entry(LexEntry::Kind::Value) || m_ev[i].entry(LexEntry::Kind::Table))
            continue;
        bool child = false, own = false;
        for (const LexEntry &e : m_ev[i].entries) {
            child |= e.kind == LexEntry::Kind::Column && e.table == children.first();
            own |= e.kind == LexEntry::Kind::Column && e.table == value.table;
        }
        // (An attribute's word, "cost" for a price: a column whose name holds the attribute's.)
        if (const QString attribute = m_ev[i].tag(QStringLiteral("attr:")).section(QLatin1Char(':'), 1, 1); !attribute.isEmpty()) {
            const auto hasAttribute = [this, &attribute](const QString &table) {
                const sql::Table *t = m_lex.schema().table(table);
                const QStringList fragments = Vocabulary::builtIn().attributeColumns(attribute);
                return t && std::any_of(t->columns.cbegin(), t->columns.cend(), [&fragments](const sql::Column &c) {
                    return std::any_of(fragments.cbegin(), fragments.cend(), [&c](const QString &f) { return c.name.contains(f, Qt::CaseInsensitive); });
                });
            };
            child |= hasAttribute(children.first());
            own |= hasAttribute(value.table);
        }
        // ("still for sale": the rows' flag of being withdrawn, which the child keeps.)
        if (m_ev[i].hasTag(QStringLiteral("offered")))
            child |= withdrawnFlagOf(children.first()).has_value();
        if (own)
            return std::nullopt;
        childColumn |= child;
    }
    if (!childColumn)
        return std::nullopt;
    return children.first();
}

void InterpretationBuilder::resolveFiscalDates()
{
    // "FY1998", "Q2 of FY1998": moved onto the fiscal year the documents define; with no such
    // definition the calendar year would be a guess, so the period is not understood.
    const std::optional<planning::FiscalCalendar> calendar = m_model ? m_model->facts().fiscal : std::nullopt;
    for (int i = 0; i < count(); ++i) {
        Evidence &e = m_ev[i];
        if (e.kind != EvKind::Date || !e.range.fiscal)
            continue;
        const QString written = m_read.spanText(e.first, e.last);
        if (!calendar) {
            m_out.notUnderstood << QStringLiteral("\"%1\": no document says when the fiscal year starts").arg(written);
            use(i, QStringLiteral("a fiscal period"));
            continue;
        }
        const QString label = e.range.label;
        e.range = calendar->apply(e.range);
        e.range.label = label;
        m_out.notes << QStringLiteral("%1 is the fiscal period %2 (the fiscal year starts in month %3, %4)")
                           .arg(written, e.range.isoSpan())
                           .arg(calendar->startMonth)
                           .arg(calendar->chunkId);
        m_out.citedChunks << calendar->chunkId;
    }
}

Interpretation InterpretationBuilder::run()
{
    foldMultiplesIntoComparisons();
    joinSplitColumnNames();
    readColumnNumbers();
    if (readSeparateCounts()) {
        reportWordsNotRead();
        m_out.query = m_q;
        m_out.understood = m_out.notUnderstood.isEmpty();
        return m_out;
    }
    if (readReportCounts()) {
        reportWordsNotRead();
        m_out.query = m_q;
        m_out.understood = m_out.notUnderstood.isEmpty();
        return m_out;
    }
    readCountsByCount();
    readThingsSoldCounted();
    // ("How many discounted order lines": the lines are counted, not their discounts added up.)
    readDoneStates(true);
    readRowCounts();
    findMonthNames();   // (before the focus: "name" is no table's name column)
    chooseFocus();
    readPeriodDateColumn();
    keepAttributesTheDataHas();
    readTiesKept();
    splitStoredBounds();
    joinFigureVerbs();
    // (Before any reading takes the verb for a column of its own: "manage" for manager_id.)
    readRoleVerbs();
    readPredicateNominals();
    resolveFiscalDates();
    readDefinitions();
    readValueOfQuantities();
    readSpreads();
    readTextPieces();
    readArithmetic();
    readPercentChanges();
    readRowComparisons();
    readPercentOfMeasure();
    readMeasureVariants();
    readPeriodOverPeriod();
    readAskedColumnOfFocus();
    readFirstRows();
    readGrouping();
    readPeriodsAsked();
    readFiguresOfEachRow();
    readMonthOfYear();
    readMonthNames();
    readSpanOfFirstAndLast();
    readDateSpans();
    readPeriodChange();
    readSignComparisons();
    readComparisons();
    readDates();
    vetPeriodDateNamed();
    readMonthsOfYear();
    readDaysOfWeek();
    readQuantities();
    readSelfReference();
    readKeyLookups();
    readColumnEqualsNumber();
    readSameAs();
    readTextMatches();
    readValues();
    readNegations();
    readRowsBeforeButNot();
    readDoneStates(false);
    readStillOffered();   // (before the sold state: "currently sold" is no state of having been sold)
    readSoldState();
    readFlags();
    readTopBeforeSuperlative();
    readSalesRanking();
    readSellsTheMost();
    readLongestText();
    readShareOfColumn();
    readDistinctValueCounts();
    readListedFigures();
    readRowsByFigure();
    readAggregatesAndRanking();
    // "Orders per employee": rows of one table per rows of another, with nothing else asked, are
    // counted (listing every order under its employee answers nothing). (Periods asked for, "Which
    // years have orders?", are the answer themselves.)
    if (!m_aggregate && !m_rankBy && !m_span && !m_groupTargets.empty() && !m_focus.isEmpty() && m_periodsAsked.isEmpty()
        && !m_groupTables.contains(m_focus) && (!m_hint.hasFields() || m_hint.fields.size() == 2)) {
        const sql::Table *focus = m_lex.schema().table(m_focus);
        bool focusNamed = false;
        for (int i = 0; i < count(); ++i)
            focusNamed |= tableEv(i) && m_ev[i].entry(LexEntry::Kind::Table)->table == m_focus;
        bool columnNamed = false;
        for (int i = 0; i < count(); ++i)
            columnNamed |= !m_ev[i].used && !tableEv(i) && columnOf(i) != nullptr;
        // "List the products per category" asks for the rows themselves.
        static const QStringList listing{QStringLiteral("list"), QStringLiteral("show"), QStringLiteral("display"),
                                         QStringLiteral("give"), QStringLiteral("get"), QStringLiteral("find")};
        const bool listingAsked = !m_read.tokens.isEmpty() && listing.contains(m_read.tokens.first().lower);
        // "Products by price", "Employees by hire date, newest first": rows by a price or a day
        // are sorted by it; counting the products at each price answers nothing asked.
        const bool continuous = std::all_of(m_groupTargets.cbegin(), m_groupTargets.cend(), [this](const Expr &g) {
            const Expr &c = g.kind == Expr::Kind::DateOf && !g.args.empty() ? g.args.front() : g;
            const ColumnKind kind = c.kind == Expr::Kind::Column ? m_lex.kindOf(c.table, c.column) : ColumnKind::Text;
            return (kind == ColumnKind::Number && c.table == m_focus) || (kind == ColumnKind::Date && (g.kind == Expr::Kind::DateOf || g.kind == Expr::Kind::Column));
        });
        if (focus && focus->primaryKey().size() == 1 && focusNamed && !columnNamed && !listingAsked && !continuous) {
            m_aggregate = Expr::agg(QStringLiteral("COUNT"), {Expr::col(m_focus, focus->primaryKey().first())}, true);
            m_aggregateLabel = QStringLiteral("count");
            m_out.notes << QStringLiteral("%1 per group: counted").arg(m_focus);
        }
    }
    readDurationUnits();
    readTopByTheFigure();
    readLimitBeforeTable();
    readLimitSaidApart();
    readRankingRestated();
    readOrdinalRank();
    readBothEnds();
    readExtremePerGroup();
    readPerRowTotals();
    moveConditionsIntoPerRowFigures();
    // ("List albums by album count": a count of the rows themselves orders nothing; the "by"
    // read as no word, every album was counted, at 0.9.)
    if (m_byBeforeRowsCount >= 0 && !m_ev[m_byBeforeRowsCount].used)
        m_out.notUnderstood << QStringLiteral("what \"%1\" orders or groups by")
                                   .arg(m_read.spanText(m_ev[m_byBeforeRowsCount].first, std::min(m_ev[m_byBeforeRowsCount].last + 3, int(m_read.tokens.size()) - 1)));
    if (m_focus.isEmpty()) {
        m_out.notUnderstood << QStringLiteral("what the question is about (no table, column or value of this database is named)");
        return m_out;
    }
    // "the order with the highest freight line": a column of a table whose rows belong to the focus
    // ranks the focus by its total ("the order with the highest total").
    // "the category of the product with the fewest units in stock", "the shipper of the order
    // with the highest freight": the rows named before the superlative are the ones ranked, one
    // of them, and the focus is what that one row points at; no total of the focus's rows.
    // "Which customer has overall the highest quantity bought?": the total the answer computes
    // over the column is what ranks, not one row's value of it.
    // (The total is then the figure ranked by, not one more figure of every row together: kept
    // as both, the question with no fields asked was answered with the grand total, at 0.9.)
    if (m_rankBy && m_rankBy->kind == Expr::Kind::Column && m_aggregate) {
        const std::optional<Expr> over = aggregatedColumn(*m_aggregate);
        if (over && over->table == m_rankBy->table && over->column == m_rankBy->column) {
            m_rankBy = m_aggregate;
            m_aggregate.reset();
        }
    }
    bool oneRowRanked = false;
    if (m_rankBy && m_rankBy->kind == Expr::Kind::Column && m_rankBy->table != m_focus && !m_aggregate && m_groupTargets.empty()
        && belongsTo(m_rankBy->table, m_focus)) {
        // The superlative must rank by the column itself: "the highest freight" (the column named
        // right after it) or "the cheapest" (an attribute word for it); "the most orders" counts.
        const auto ranksTheColumn = [this](int k) {
            const QString attr = m_ev[k].tag(QStringLiteral("attr:"));
            if (attr.endsWith(QLatin1String(":high")) || attr.endsWith(QLatin1String(":low"))) {
                const std::optional<Expr> m = measureOf(k);
                return m && m->kind == Expr::Kind::Column && m->table == m_rankBy->table && m->column == m_rankBy->column;
            }
            if (!m_ev[k].hasTag(QStringLiteral("sup:")))
                return false;
            for (int c = k + 1; c < count() && c <= k + 2; ++c)
                if (const LexEntry *named = tableEv(c) ? nullptr : columnOf(c);
                    named && named->table == m_rankBy->table && named->column == m_rankBy->column)
                    return true;
            return false;
        };
        for (int j = 0; j < count() && !oneRowRanked; ++j) {
            if (!namesTable(j, m_rankBy->table) || namesTable(j, m_focus))
                continue;
            // One row: the noun in the singular ("the order with", not "the orders with").
            const QString noun = m_read.tokens.at(m_ev[j].last).lower;
            if (text::stripSuffix(noun) != noun)
                continue;
            // ("the product with the fewest", "the cheapest product": after or right before.)
            for (int k = std::max(0, j - 2); k < count() && k <= j + 3 && !oneRowRanked; ++k)
                oneRowRanked = k != j && ranksTheColumn(k);
        }
        if (oneRowRanked)
            m_out.notes << QStringLiteral("the %1 row with the %2 %3, and its %4").arg(m_rankBy->table, m_rankDescending ? QStringLiteral("highest") : QStringLiteral("lowest"), m_rankBy->column, m_focus);
    }
    // "the customer of the order with the highest revenue": a total of rows below one row named in
    // the singular ranks those rows one by one, not the focus by its own total.
    if (m_rankBy && m_rankBy->isAggregate() && m_rankedPerRowOf.isEmpty() && !m_aggregate && m_groupTargets.empty() && !m_limitNamed) {
        const QStringList measured = m_rankBy->tables();
        for (int j = 0; j < count() && m_rankedPerRowOf.isEmpty(); ++j) {
            const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table);
            if (!t || t->table == m_focus || !belongsTo(t->table, m_focus) || measured.isEmpty()
                || !std::all_of(measured.cbegin(), measured.cend(), [this, t](const QString &m) { return m == t->table || belongsTo(m, t->table); }))
                continue;
            const QString noun = m_read.tokens.at(m_ev[j].last).lower;
            if (text::stripSuffix(noun) != noun)
                continue;
            // "the order with the highest revenue": the superlative right after the noun's "with".
            bool superlativeAfter = false;
            for (int k = j + 1; k < count() && k <= j + 2; ++k)
                superlativeAfter |= m_ev[k].hasTag(QStringLiteral("sup:")) && m_ev[k].first <= m_ev[j].last + 3
                    && m_read.tokens.value(m_ev[j].last + 1).lower == QLatin1String("with");
            if (superlativeAfter)
                m_rankedPerRowOf = t->table;
        }
        if (!m_rankedPerRowOf.isEmpty())
            m_out.notes << QStringLiteral("each %1 row ranked by its own total, and the %2 of the first").arg(m_rankedPerRowOf, m_focus);
    }
    if (m_rankBy && m_rankBy->kind == Expr::Kind::Column && m_rankBy->table != m_focus && !m_aggregate && !oneRowRanked
        && belongsTo(m_rankBy->table, m_focus)) {
        // A price of the lines adds up to nothing: "the most expensive order" is the one worth
        // most; "the order with the highest unit price" is the one with the highest line price.
        const Measure *value = m_model && m_model->roles().orderTable == m_focus ? m_model->measure(QStringLiteral("revenue")) : nullptr;
        if (m_lex.kindOf(m_rankBy->table, m_rankBy->column) == ColumnKind::Date) {
            // "Which customer placed the first order?": each customer by the earliest of their
            // orders' dates (the latest, for "the most recent order"); dates add up to nothing.
            // Not "Which customers made their first purchase in 2009?": the first of each row's
            // own ("their") is a condition on every row, and rows asked in the plural with no
            // number are no one row ranked first (one customer came back for 46, at 0.75).
            static const QSet<QString> rowsOwn{QStringLiteral("their"), QStringLiteral("its"), QStringLiteral("his"), QStringLiteral("her")};
            bool ownFirst = false;
            for (int t = 1; t < m_read.tokens.size(); ++t)
                ownFirst |= rowsOwn.contains(m_read.tokens.at(t - 1).lower)
                    && (Vocabulary::builtIn().isGrammarWord("first_places", m_read.tokens.at(t).lower)
                        || Vocabulary::builtIn().isGrammarWord("last_places", m_read.tokens.at(t).lower)
                        || std::any_of(m_ev.cbegin(), m_ev.cend(), [t](const Evidence &e) { return e.first == t && (e.hasTag(QStringLiteral("sup:")) || e.hasTag(QStringLiteral("firstlast:"))); }));
            bool plural = false;
            for (int i = 0; i < count(); ++i)
                if (const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table); t && t->table == m_focus) {
                    const QString noun = m_read.tokens.at(m_ev[i].last).lower;
                    plural |= text::stripSuffix(noun) != noun;
                }
            if (ownFirst || (plural && !m_limitNamed))
                m_out.notUnderstood << QStringLiteral("the first or last %1 of each %2 row, or the %2 rows ranked by it")
                                           .arg(m_rankBy->column, m_focus);
            m_rankBy = Expr::agg(m_rankDescending ? QStringLiteral("MAX") : QStringLiteral("MIN"), {*m_rankBy});
            m_out.notes << QStringLiteral("each %1 row by the %2 %3 of its %4 rows")
                               .arg(m_focus, m_rankDescending ? QStringLiteral("latest") : QStringLiteral("earliest"), m_rankBy->args.front().column,
                                    m_rankBy->args.front().table);
        } else if (isAdditiveColumn(m_rankBy->column) || m_lex.kindOf(m_rankBy->table, m_rankBy->column) != ColumnKind::Number) {
            // "the most units in stock" is a total; "the highest quantity in stock" may be the
            // total or the one row's highest, which the words do not settle.
            bool amountWord = false;
            for (int i = 0; i < count(); ++i)
                if (m_ev[i].hasTag(QStringLiteral("sup:")))
                    for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
                        amountWord |= Vocabulary::builtIn().isGrammarWord("amount_superlatives", m_read.tokens.at(t).lower);
            if (!amountWord && !m_distinct) {
                m_out.ambiguous = true;
                m_out.notes << QStringLiteral("each %1 row by the total %2 of its %3 rows").arg(m_focus, m_rankBy->column, m_rankBy->table);
            }
            m_rankBy = Expr::agg(QStringLiteral("SUM"), {*m_rankBy});
        } else if (value && m_rankedByPriceWord) {
            m_rankBy = Expr::templ(value->expr);
            m_out.notes << QStringLiteral("an order's price is its %1").arg(value->label);
        } else {
            // The row holding the extreme line: "the category with the lowest price" is the one
            // whose cheapest product is cheapest of all, not the one whose dearest is cheapest.
            const QString column = m_rankBy->column;
            m_rankBy = Expr::agg(m_rankDescending ? QStringLiteral("MAX") : QStringLiteral("MIN"), {*m_rankBy});
            m_out.notes << QStringLiteral("each %1 row by its %2 %3")
                               .arg(m_focus, m_rankDescending ? QStringLiteral("highest") : QStringLiteral("lowest"), column);
        }
    }
    const bool rankedWithinGroups = m_rankBy && !m_groupTargets.empty() && (rankAskedGroupWithinOthers() || rankWithinGroups());
    if ((rankedWithinGroups || m_bothEnds) && m_offset > 0)
        m_out.notUnderstood << QStringLiteral("the row at a given place within each group or at both ends");
    if (m_rankBy && !m_groupTargets.empty() && !rankedWithinGroups && m_limit > 0 && !m_rankBy->isAggregate())
        m_out.notUnderstood << QStringLiteral("a ranking within each group (top items per group)");
    // "How many tracks are there per album?" asked as one number: the count per album, averaged
    // over the albums (declined as one number for many); never certain, as a list may be meant.
    if (m_hint.isNumericScalar() && m_groupTargets.size() == 1 && !m_rankBy && m_aggregate && !m_averagedPeriod
        && m_aggregate->kind == Expr::Kind::Aggregate && m_aggregate->text == QLatin1String("COUNT")
        && !(m_groupTables.size() == 1 && m_aggregate->tables().contains(m_groupTables.first()))) {   // ("purchases per invoice": the invoices themselves)
        const bool saidPer = std::any_of(m_ev.cbegin(), m_ev.cend(), [this](const Evidence &e) {
            return e.used && e.hasTag(QStringLiteral("group")) && e.first == e.last && m_read.tokens.at(e.first).lower == QLatin1String("per");
        });
        Expr averaged = *m_aggregate;
        if (saidPer && averagePerGroup(*m_aggregate, QStringLiteral("AVG"), averaged) && !sameFigure(averaged, *m_aggregate)) {
            m_aggregate = averaged;
            m_aggregateLabel = QStringLiteral("average_count");
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("one number asked \"per\" group: the count averaged over the groups");
        }
    }
    // "the average freight charge per order", "the average unit price per product": an average of
    // the rows' own column "per" each of those rows is the average over them (declined, as one
    // number for many).
    QString averagedOp;
    const std::optional<Expr> averagedColumn = m_aggregate ? aggregatedColumn(*m_aggregate, &averagedOp) : std::nullopt;
    if (m_hint.isNumericScalar() && m_groupTargets.size() == 1 && m_groupTables.size() == 1 && !m_rankBy && averagedColumn
        && averagedOp == QLatin1String("AVG") && averagedColumn->kind == Expr::Kind::Column && averagedColumn->table == m_groupTables.first()) {
        const sql::Table *rows = m_lex.schema().table(m_groupTables.first());
        const Expr &g = m_groupTargets.front();
        if (rows && g.kind == Expr::Kind::Column && rows->primaryKey() == QStringList{g.column} && g.table == rows->name) {
            m_groupTargets.clear();
            m_groupTables.clear();
            m_out.notes << QStringLiteral("the average over the %1 rows, each with its own").arg(rows->name);
        }
    }
    // "the highest number of products of any category", "the largest number of tracks in any
    // playlist": one number asked, a count per group computed, and an extreme said right before
    // the count: the extreme of the groups' counts (declined, as one number for many).
    if (m_hint.isNumericScalar() && m_groupTargets.size() == 1 && !m_rankBy && m_aggregate && m_aggregate->kind == Expr::Kind::Aggregate
        && m_aggregate->text.compare(QLatin1String("COUNT"), Qt::CaseInsensitive) == 0) {
        for (int k = 0; k + 1 < count(); ++k) {
            const QString sup = m_ev[k].tag(QStringLiteral("sup:"));
            // (Only the largest: the smallest would leave out the groups with none, 0 each.)
            if (m_ev[k].used || sup != QLatin1String("sup:high") || m_ev[k].last + 1 != m_ev[k + 1].first
                || m_ev[k + 1].tag(QStringLiteral("agg:")) != QLatin1String("agg:count"))
                continue;
            m_rankBy = *m_aggregate;
            m_rankDescending = true;
            m_limit = 1;
            use(k, QStringLiteral("the largest of the groups' counts"));
            break;
        }
    }
    // One number asked for, one per group computed: the first group's figure would answer it.
    if (m_hint.isNumericScalar() && !m_groupTargets.empty() && !m_rankBy)
        m_out.notUnderstood << QStringLiteral("one number for a question that asks for one per %1")
                                   .arg(m_groupTables.isEmpty() ? partOf(m_groupTargets.front()) : m_groupTables.first());
    // "Which beverages are still for sale?": "which" right before the rows asks which of them, and
    // one total over them all answers another question (the beverages' revenue came back, at 0.9).
    if (m_aggregate && m_groupTargets.empty() && !m_rankBy && count() > 0 && m_ev[0].first == 1
        && m_read.tokens.first().lower == QLatin1String("which")
        && (tableEv(0) || m_ev[0].entry(LexEntry::Kind::Value)))
        m_out.notUnderstood << QStringLiteral("which of the %1 are asked for (the reading computes one total over them)")
                                   .arg(m_read.spanText(m_ev[0].first, m_ev[0].last));
    // names the column itself, so its value is asked, not the row that holds it ("the employee
    // with the oldest birth date", "which invoice has the latest date" ask for the row).
    if (m_rankBy && m_rankBy->kind == Expr::Kind::Column && !m_rankedValueAsked && !m_aggregate && m_hint.isScalar()
        && m_groupTargets.empty() && m_limit <= 1 && m_offset == 0
        && (m_lex.kindOf(m_rankBy->table, m_rankBy->column) == ColumnKind::Date
            || m_lex.kindOf(m_rankBy->table, m_rankBy->column) == ColumnKind::Number)) {
        for (int i = 0; i + 1 < count(); ++i) {
            if (!m_ev[i].hasTag(QStringLiteral("sup:")) && !m_ev[i].hasTag(QStringLiteral("attr:")) && !m_ev[i].hasTag(QStringLiteral("firstlast:")))
                continue;
            const LexEntry *named = pickColumn(i + 1);
            if (!named || named->table != m_rankBy->table || named->column != m_rankBy->column || !adjacent(i, i + 1))
                continue;
            int before = m_ev[i].first - 1;
            while (before >= 0 && (m_read.tokens.at(before).lower == QLatin1String("the") || m_read.tokens.at(before).lower == QLatin1String("its")))
                --before;
            static const QStringList rowLinks{QStringLiteral("with"), QStringLiteral("has"), QStringLiteral("have"), QStringLiteral("had"),
                                              QStringLiteral("by"), QStringLiteral("whose")};
            bool tableBefore = false;
            for (int k = 0; k < i; ++k)
                tableBefore |= tableEv(k);
            // ("the highest paid employee", "the highest priced product": the column's word
            // describes the rows named right after it, and the row is asked.)
            const bool describesRowsAfter = i + 2 < count() && m_ev[i + 2].first == m_ev[i + 1].last + 1 && tableEv(i + 2)
                && m_ev[i + 2].entry(LexEntry::Kind::Table)->table == m_rankBy->table;
            if ((before >= 0 && rowLinks.contains(m_read.tokens.at(before).lower)) || tableBefore || describesRowsAfter)
                break;
            m_aggregate = Expr::agg(m_rankDescending ? QStringLiteral("MAX") : QStringLiteral("MIN"), {*m_rankBy});
            m_aggregateLabel = m_rankBy->column;
            const bool date = m_lex.kindOf(m_rankBy->table, m_rankBy->column) == ColumnKind::Date;
            m_out.notes << QStringLiteral("the %1 %2 itself was asked for")
                               .arg(m_rankDescending ? (date ? QStringLiteral("latest") : QStringLiteral("highest"))
                                                     : (date ? QStringLiteral("earliest") : QStringLiteral("lowest")),
                                    m_rankBy->column);
            m_rankBy.reset();
            m_limit = 0;
            use(i + 1, QStringLiteral("the column whose extreme is asked"));
            break;
        }
    }
    // "Which seafood item has the lowest stock?" asked as text: the row at that end, not the
    // figure (the figure would come back as text, as if it were the answer).
    // ("What is the lowest unit price for Seafood?" asks the figure, whatever its type; "What
    // has the lowest unit price?", "the beverage with the least stock" ask the row.)
    // ("Who earns the lowest salary in Shipping?": "who" asks for the row whatever the hint,
    // unless a number is asked; the lowest salary itself came back, at 0.9.)
    const bool askedWho = asksWho() && !m_hint.isNumericScalar();
    if (((m_hint.isScalar() && m_hint.scalar == answer::ScalarType::Str) || askedWho) && m_aggregate && !m_rankBy && m_groupTargets.empty()
        && m_aggregate->kind == Expr::Kind::Aggregate && m_aggregate->args.size() == 1
        && (m_aggregate->text == QLatin1String("MIN") || m_aggregate->text == QLatin1String("MAX"))
        && m_aggregate->args.front().kind == Expr::Kind::Column) {
        const Expr column = m_aggregate->args.front();
        const bool named = m_lex.kindOf(column.table, column.column) == ColumnKind::Number && !m_lex.displayColumns(column.table).isEmpty();
        // (A figure given where text was asked: the words may still have meant the row.)
        const bool rowAsked = named && (askedWho || rowAskedBySuperlative());
        if (named && !rowAsked) {
            m_out.ambiguous = true;
            m_out.notes << QStringLiteral("text was asked; the %1 %2 itself is given")
                               .arg(m_aggregate->text == QLatin1String("MAX") ? QStringLiteral("highest") : QStringLiteral("lowest"), column.column);
        }
        if (rowAsked) {
            m_whoAsked = askedWho;
            m_rankDescending = m_aggregate->text == QLatin1String("MAX");
            m_rankBy = column;
            m_limit = 1;
            m_aggregate.reset();
            if (m_focus != column.table)
                m_focus = column.table;
            m_out.notes << QStringLiteral("a name was asked for: the %1 row with the %2 %3")
                               .arg(column.table, m_rankDescending ? QStringLiteral("highest") : QStringLiteral("lowest"), column.column);
        }
    }
    // "customers who ordered products from all categories": rows related to each and every row
    // of another table by another path than a verb's (a division) are not read; the words had
    // been taken as any of them, at 0.9.
    const bool divided = readDivision();
    if (!divided)
        readOnlyRelatedRows();
    for (int i = 0; i < count() && !divided; ++i) {
        const int before = m_ev[i].first - 1;
        const LexEntry *t = tableEv(i) ? m_ev[i].entry(LexEntry::Kind::Table) : nullptr;
        if (!t || t->table == m_focus || before < 1 || m_groupTables.contains(t->table))
            continue;
        const QString every = m_read.tokens.at(before).lower;
        const QString preposition = m_read.tokens.at(before - 1).lower;
        if ((every == QLatin1String("all") || every == QLatin1String("every"))
            && preposition == QLatin1String("from"))
            m_out.notUnderstood << QStringLiteral("rows related to every %1 row (each one of them)").arg(t->table);
    }
    const bool projected = m_countsByCount || buildProjection();
    if (projected && !m_periodsAsked.isEmpty() && !m_hint.hasFields())
        keepOnlyPeriodsAsked();
    if (projected)
        showDurationsInUnitAsked();
    // One row of the ranked table: its key groups, ahead of the focus shown with it.
    if (projected && !m_rankedPerRowOf.isEmpty()) {
        const sql::Table *ranked = m_lex.schema().table(m_rankedPerRowOf);
        if (m_q.groupBy.empty() || m_limit != 1 || !ranked || ranked->primaryKey().size() != 1) {
            m_out.notUnderstood << QStringLiteral("which %1 row is ranked by its own total").arg(m_rankedPerRowOf);
        } else {
            m_q.groupBy.insert(m_q.groupBy.begin(), Expr::col(m_rankedPerRowOf, ranked->primaryKey().first()));
            if (!m_q.tables().contains(m_rankedPerRowOf) && !m_q.extraTables.contains(m_rankedPerRowOf))
                m_q.extraTables << m_rankedPerRowOf;
        }
    }
    // Aggregate words the hint's keys already express ("average, minimum and maximum UnitPrice").
    // A date shown is wrapped in date(...): the aggregate is inside.
    const auto unwrapped = [](const Expr &e) -> const Expr & {
        return e.kind == Expr::Kind::DateOf && !e.args.empty() ? e.args.front() : e;
    };
    QSet<QString> ops;
    for (const SelectItem &item : m_q.select)
        if (unwrapped(item.expr).kind == Expr::Kind::Aggregate)
            ops.insert(unwrapped(item.expr).text.toLower());
    for (int i = 0; i < count(); ++i) {
        const QString agg = m_ev[i].tag(QStringLiteral("agg:"));
        if (!m_ev[i].used && !agg.isEmpty() && (ops.contains(agg.mid(4)) || (agg == QLatin1String("agg:sum") && !ops.isEmpty())))
            use(i, agg.mid(4));
        // ("highest, lowest and mean price": superlatives listed as figures are MAX and MIN.)
        const QString sup = m_ev[i].tag(QStringLiteral("sup:"));
        const QString extreme = sup.endsWith(QLatin1String("high")) ? QStringLiteral("max") : sup.endsWith(QLatin1String("low")) ? QStringLiteral("min") : QString();
        if (!m_ev[i].used && !extreme.isEmpty() && ops.contains(extreme) && listedWithAggregates(i))
            use(i, extreme);
        // "the earliest and latest order dates" as {EarliestOrder, LatestOrder}: MIN and MAX.
        const QString firstLast = m_ev[i].tag(QStringLiteral("firstlast:"));
        if (!m_ev[i].used && !firstLast.isEmpty() && ops.contains(firstLast.endsWith(QLatin1String("last")) ? QStringLiteral("max") : QStringLiteral("min")))
            use(i, firstLast.endsWith(QLatin1String("last")) ? QStringLiteral("latest") : QStringLiteral("earliest"));
    }
    // A column the hint's keys aggregate is shown: the earliest or latest of a date ("order dates"
    // beside MIN and MAX of OrderDate), or the figure the question computes. Not a figure summed
    // for a ranking the question did not ask for: it would explain the word it came from.
    for (int i = 0; i < count(); ++i) {
        const LexEntry *c = m_ev[i].used || tableEv(i) ? nullptr : columnOf(i);
        if (!c)
            continue;
        for (const SelectItem &item : m_q.select) {
            const Expr &e = unwrapped(item.expr);
            const bool computed = m_aggregate && m_aggregate->kind == Expr::Kind::Aggregate && m_aggregate->text == e.text
                && m_aggregate->args.size() == 1 && e.args.size() == 1 && m_aggregate->args.front().table == e.args.front().table
                && m_aggregate->args.front().column == e.args.front().column;
            const bool dateBound = (e.text == QLatin1String("MIN") || e.text == QLatin1String("MAX")) && e.args.size() == 1
                && e.args.front().kind == Expr::Kind::Column && m_lex.kindOf(e.args.front().table, e.args.front().column) == ColumnKind::Date;
            if (e.kind == Expr::Kind::Aggregate && (computed || dateBound) && e.args.size() == 1 && e.args.front().kind == Expr::Kind::Column
                && e.args.front().table == c->table && e.args.front().column == c->column && !m_ev[i].used)
                use(i, QStringLiteral("aggregated in %1").arg(item.alias));
        }
    }
    readOrderBy();
    // "how much revenue", "how much did each customer spend": the amount the rest computes.
    const bool computesAmount = std::any_of(m_q.select.cbegin(), m_q.select.cend(), [](const SelectItem &s) { return s.expr.isAggregate(); });
    for (int i = 0; i < count(); ++i)
        if (!m_ev[i].used && m_ev[i].hasTag(QStringLiteral("howmuch")) && computesAmount)
            use(i, QStringLiteral("the amount computed"));
    // A column the answer reads, named again in brackets ("avg unit price (catalogue list
    // price)"): a writer's gloss, not a second column.
    {
        QList<QPair<QString, QString>> readColumns;
        for (const SelectItem &item : m_q.select)
            readColumns << item.expr.columns();
        for (int i = 0; i < count(); ++i) {
            if (m_ev[i].used)
                continue;
            const int open = int(m_read.text.lastIndexOf(QLatin1Char('('), m_read.tokens.at(m_ev[i].first).start));
            const int close = open < 0 ? -1 : int(m_read.text.indexOf(QLatin1Char(')'), open));
            if (open < 0 || close < m_read.tokens.at(m_ev[i].last).start)
                continue;
            for (const LexEntry &e : m_ev[i].entries)
                if (e.kind == LexEntry::Kind::Column && readColumns.contains({e.table, e.column})) {
                    use(i, QStringLiteral("the column read, named again in brackets"));
                    break;
                }
        }
    }
    // Tables named but not otherwise used join the query ("products of Tokyo Traders"); the focus is one of them.
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used)
            continue;
        if (const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table)) {
            // A table the query already reads is explained; one it would only join for nothing
            // ("exclusion against another table", "... that every customer bought") asks for a
            // relation the reading does not hold, so it stays unexplained.
            // "(all orders)": every row of a table, which asks for no condition.
            const int before = m_ev[i].first - 1;
            const bool allRows = before >= 0 && m_read.tokens.at(before).lower == QLatin1String("all")
                && (m_q.tables().isEmpty() || !m_lex.schema().joinPath(m_q.tables().first(), t->table).isEmpty());
            // Tables a condition's subquery reads count too ("customers who ordered Chai").
            QStringList read = m_q.tables();
            for (const Condition &c : m_q.where)
                if (c.sub)
                    read << c.sub->tables();
                else if (c.lhs.kind == Expr::Kind::Subquery && c.lhs.sub)   // (a per-row count's rows)
                    read << c.lhs.sub->tables();
            // So do the tables the joins pass through ("customers who ordered Chai": Orders lies
            // between Customers and Products).
            bool onJoinPath = false;
            for (qsizetype a = 0; a < read.size() && !onJoinPath; ++a)
                for (qsizetype b = a + 1; b < read.size() && !onJoinPath; ++b)
                    for (const sql::ForeignKey &fk : m_lex.schema().joinPath(read.at(a), read.at(b)))
                        onJoinPath |= fk.fromTable == t->table || fk.toTable == t->table;
            if (t->table != m_focus && !read.contains(t->table) && !onJoinPath && !allRows) {
                // "customers who placed an order", "products that have been ordered": the rows
                // asked about that have a row of the table named, when its rows point at them.
                // Only over the focus's own rows: a query reading other tables already relates
                // them in its own way ("products whose quantity sold ...").
                const QStringList own = m_q.tables();
                const bool focusOnly = own.size() == 1 && own.first() == m_focus
                    && std::all_of(m_q.where.cbegin(), m_q.where.cend(), [this](const Condition &c) {
                           // (A subquery about each focus row counts as over the focus: "sold tracks".)
                           const bool aboutFocus = c.kind == Condition::Kind::Exists && c.sub
                               && std::any_of(c.sub->correlate.cbegin(), c.sub->correlate.cend(), [this](const Query::Link &l) { return l.outerTable == m_focus; });
                           return aboutFocus || c.tables().contains(m_focus);
                       });
                // "sailors who did not reserve any boat": the object of a verb whose rows are
                // denied is theirs; some boat was asked for besides, and nobody came back (at 0.75).
                if (objectOfDeniedRows(i, t->table)) {
                    use(i, QStringLiteral("any %1 row of the rows denied").arg(t->table));
                    continue;
                }
                std::optional<Condition> has = m_focus.isEmpty() || !focusOnly ? std::nullopt : rowsOfTable(t->table, false);
                if (!has)
                    continue;
                if (readHowOften(i, t->table))
                    continue;
                addCondition(*has);
                use(i, QStringLiteral("has a %1 row").arg(t->table));
                continue;
            }
            use(i, allRows ? QStringLiteral("all %1 rows").arg(t->table) : QStringLiteral("table %1").arg(t->table));
        } else if (m_ev[i].kind == EvKind::Document) {
            use(i, QStringLiteral("document term"));
        } else if (m_ev[i].hasTag(QStringLiteral("alltime"))) {
            use(i, QStringLiteral("every period"));
        } else if (m_ev[i].hasTag(QStringLiteral("alltotal"))) {
            use(i, QStringLiteral("everything counted"));
        } else if (m_ev[i].hasTag(QStringLiteral("scope"))) {
            use(i, QStringLiteral("the whole of the data"));
        } else if (m_ev[i].tags.size() && !m_ev[i].entry(LexEntry::Kind::Column) && !m_ev[i].entry(LexEntry::Kind::Value)
                   && !m_ev[i].hasTag(QStringLiteral("agg:")) && !m_ev[i].hasTag(QStringLiteral("sup:"))
                   && !m_ev[i].hasTag(QStringLiteral("neg")) && !m_ev[i].hasTag(QStringLiteral("attr:"))
                   && !m_ev[i].hasTag(QStringLiteral("text:"))) {
            // Comparison, grouping or ordering words with nothing to act on are harmless
            // only when they are everyday words ("from", "by", "over").
            bool everyday = true;
            for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
                everyday &= (Vocabulary::builtIn().isFunctionWord(m_read.tokens.at(t).lower) && !m_read.tokens.at(t).abbreviation)
                    || m_ev[i].hasTag(QStringLiteral("group")) || m_ev[i].hasTag(QStringLiteral("cmp:"))
                    || (m_ev[i].hasTag(QStringLiteral("unit")) && !m_ev[i].hasTag(QStringLiteral("share")));
            // A comparison word right before a column ("below their reorder level") compares
            // with it; unread, it is a condition dropped, not an everyday word.
            // (Or a date: "later than the required date" unread had left the shipping date unbounded.)
            // (A relation word a duration read, "14 days or fewer after the order date", is explained.)
            if (m_ev[i].hasTag(QStringLiteral("cmp:")) && i + 1 < count() && adjacent(i, i + 1) && !tableEv(i + 1) && columnOf(i + 1)
                && !m_explainedTokens.contains(m_ev[i].first)
                && (m_lex.kindOf(columnOf(i + 1)->table, columnOf(i + 1)->column) == ColumnKind::Number
                    || m_lex.kindOf(columnOf(i + 1)->table, columnOf(i + 1)->column) == ColumnKind::Date))
                everyday = false;
            // ("the ship city differs from the customer city": an inequality unread is a condition
            // dropped; every order came back at 0.9.)
            if (m_ev[i].tag(QStringLiteral("cmp:")) == QLatin1String("cmp:<>"))
                everyday = false;
            // ("customers who ordered Chai at least twice": how often, unread, is a count dropped;
            // every customer with one such order came back, at 0.75.)
            if (m_ev[i].hasTag(QStringLiteral("cmp:")) && m_ev[i].hasTag(QStringLiteral("scale:")))
                everyday = false;
            // ("hired before all employees of ...": a comparison with a whole set, unread, is a
            // condition dropped; that set itself came back, at 0.9.)
            static const QStringList quantifiers{QStringLiteral("all"), QStringLiteral("every"), QStringLiteral("each"), QStringLiteral("any")};
            // ("average age in months": a unit of time asked for, unread, is a conversion dropped;
            // the years came back, at 0.9.)
            static const QStringList timeUnits{QStringLiteral("milliseconds"), QStringLiteral("seconds"), QStringLiteral("minutes"),
                                               QStringLiteral("hours"), QStringLiteral("days"), QStringLiteral("weeks"),
                                               QStringLiteral("months"), QStringLiteral("years"), QStringLiteral("decades")};
            // (A span between two dates is in days: "(in days)" says so again.)
            const auto ofDates = [this](const std::optional<Expr> &figure) {
                if (!figure)
                    return false;
                const auto columns = figure->columns();
                return std::any_of(columns.cbegin(), columns.cend(), [this](const auto &c) { return m_lex.kindOf(c.first, c.second) == ColumnKind::Date; });
            };
            if (m_ev[i].first == m_ev[i].last && m_read.tokens.value(m_ev[i].first - 1).lower == QLatin1String("in")
                && timeUnits.contains(m_read.tokens.at(m_ev[i].first).lower) && !m_span && !ofDates(m_aggregate))
                everyday = false;
            // ("over all orders" is the rows a figure is taken over.)
            const QString comparison = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower();
            if (m_ev[i].hasTag(QStringLiteral("cmp:")) && quantifiers.contains(m_read.tokens.value(m_ev[i].last + 1).lower)
                && (comparison.endsWith(QLatin1String("than")) || comparison == QLatin1String("before") || comparison == QLatin1String("after")))
                everyday = false;
            // ("dates with more than 3 orders": a comparison word right before a number is a bound
            // dropped; the number became the rows kept, at 0.9.)
            if (m_ev[i].hasTag(QStringLiteral("cmp:")) && i + 1 < count() && adjacent(i, i + 1) && m_ev[i + 1].kind == EvKind::Number)
                everyday = false;
            // "(month number and number of orders)": the part of the date the rows are grouped by,
            // named again.
            const QString part = m_ev[i].tag(QStringLiteral("part:")).mid(5);
            const auto groupedBy = [&part](const Expr &g) { return partOf(g) == part; };
            if (!part.isEmpty() && (std::any_of(m_q.groupBy.cbegin(), m_q.groupBy.cend(), groupedBy)
                                    || std::any_of(m_groupTargets.cbegin(), m_groupTargets.cend(), groupedBy))) {
                use(i, QStringLiteral("the %1 grouped by, named again").arg(part));
                everyday = false;
            }
            if (everyday)
                use(i, QStringLiteral("function word"));
        } else if (m_ev[i].entries.isEmpty()) {
            bool allFunction = true;
            for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
                allFunction &= Vocabulary::builtIn().isFunctionWord(m_read.tokens.at(t).lower) && !m_read.tokens.at(t).abbreviation;
            const QString attr = m_ev[i].tag(QStringLiteral("attr:"));
            bool namesReadColumn = false;
            // Only a participle ("shipped by", "sent to") rides along with a column the query reads;
            // a noun such as "manager" asks for something and must be used.
            bool participle = true;
            for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
                participle &= m_read.tokens.at(t).lower.endsWith(QLatin1String("ed"))
                    || LexicalResources::instance().isInflectedVerb(m_read.tokens.at(t).lower);
            if (participle && attr.endsWith(QLatin1String(":plain"))) {
                const QString attribute = attr.section(QLatin1Char(':'), 1, 1);
                for (const QString &t : m_q.tables())
                    if (const sql::Table *table = m_lex.schema().table(t))
                        for (const sql::Column &c : table->columns)
                            namesReadColumn |= c.name.toLower().contains(attribute);
            }
            // ("the number of revenue": a count word no reading took is a count dropped.)
            if ((allFunction && m_ev[i].tag(QStringLiteral("agg:")) != QLatin1String("agg:count")) || namesReadColumn)
                use(i, QStringLiteral("function word"));
        }
        // The measure asked for, named again ("in 1998 (1998 revenue to date)").
        // (Or the figure a ranking is by: "the category with the most revenue ... and its revenue".)
        const std::optional<Expr> &asked = m_aggregate ? m_aggregate : m_rankBy;
        if (!m_ev[i].used && m_ev[i].entry(LexEntry::Kind::Measure) && asked) {
            const std::optional<Expr> again = measureOf(i);
            // A measure the question defined, named again in other words ("net of discount" beside
            // "unit price x quantity"), may say what the definition leaves out: not the same.
            const QString id = m_ev[i].entry(LexEntry::Kind::Measure)->measureId;
            // (The very word that named it before is no other word: "monthly sales ... (sales per month as ...)".)
            const QString said = stemPhrase(m_read.spanText(m_ev[i].first, m_ev[i].last));
            const bool saidBefore = std::any_of(m_ev.cbegin(), m_ev.cend(), [&](const Evidence &e) {
                const LexEntry *m = e.used ? e.entry(LexEntry::Kind::Measure) : nullptr;
                return m && m->measureId == id && &e != &m_ev[i] && stemPhrase(m_read.spanText(e.first, e.last)) == said;
            });
            const bool redefinedOtherwise = m_definedMeasures.contains(id) && said != stemPhrase(id) && !saidBefore;
            if (again && !redefinedOtherwise && again->kind == asked->kind && again->text == asked->text && again->args.empty())
                use(i, QStringLiteral("the measure again"));
        }
        // "revenue after discounts", "goods ... after line discounts": two words for one measure
        // side by side, the second read for the comparison; the first says the same.
        if (!m_ev[i].used && m_ev[i].entry(LexEntry::Kind::Measure)) {
            const QString id = m_ev[i].entry(LexEntry::Kind::Measure)->measureId;
            for (int j = std::max(0, i - 3); j <= std::min(count() - 1, i + 3) && !m_ev[i].used; ++j) {
                const LexEntry *other = j != i && m_ev[j].used ? m_ev[j].entry(LexEntry::Kind::Measure) : nullptr;
                if (other && other->measureId == id && m_ev[j].first - m_ev[i].last <= 4 && m_ev[i].first - m_ev[j].last <= 4)
                    use(i, QStringLiteral("the same measure, said again"));
            }
        }
        if (!m_ev[i].used && m_ev[i].entry(LexEntry::Kind::Column)) {
            // A column named in the question and shown by a hint key of the same column is used.
            const LexEntry *c = pickColumn(i);
            for (const SelectItem &s : m_q.select) {
                // (Or "order year" beside a year field of the same date.)
                // (A foreign key and the key it points at are one value: "the supplier ID" of a
                // product is the supplier's ID shown.)
                const bool sameColumn = c && s.expr.kind == Expr::Kind::Column && s.expr.column == c->column
                    && (s.expr.tables().contains(c->table) || pointsAt(c->table, c->column, s.expr.table));
                const bool samePart = c && !c->datePart.isEmpty() && s.expr.kind == datePart(c->datePart, Expr::col(c->table, c->column)).kind
                    && s.expr.columns() == QList<QPair<QString, QString>>{{c->table, c->column}};
                if (sameColumn || samePart)
                    use(i, QStringLiteral("shown"));
                // "their full name" beside a hint field that shows the row's name.
                else if (c && !m_ev[i].used && s.expr.kind == Expr::Kind::Concat && s.expr.tables().contains(c->table)
                         && m_lex.displayColumns(c->table).contains(c->column))
                    use(i, QStringLiteral("shown as the name"));
            }
        }
    }
    useFiguresShown();
    finish();
    orientSpansByConditions();
    refuseTotalsInflatedByJoin();
    deriveFigures();
    readBridgeVerbs();
    readLinkingVerbs();
    readVerbsOfValueColumns();
    readVerbsOfDoerTables();
    readContainingCounts();
    readTrendWords();
    readPercentsOfFractions();
    readDisjunctions();
    readInclusionSentence();
    refuseBoundsNoRowMeets();
    totalOverKeptRows();
    keepMembersOfTopGroups();
    countRowsPerFigure();
    if (!m_q.having.empty() && m_q.groupBy.empty())
        m_out.notUnderstood << QStringLiteral("a condition on a total without saying what the total is per");
    // "Which 5 suppliers ...": a number of rows asked for, and one total computed.
    const bool oneTotal = m_q.groupBy.empty() && !m_q.select.empty() && !m_q.rankWithin
        && std::all_of(m_q.select.cbegin(), m_q.select.cend(), [](const SelectItem &s) { return s.expr.isAggregate(); });
    // One row asked for ({Category, Revenue}) and one row per group computed, with nothing that
    // picks one: the first group's row would answer for all.
    if (m_hint.hasFields() && !m_hint.isList() && !m_q.groupBy.empty() && !m_rankBy && m_q.limit <= 0 && !m_q.rankWithin) {
        // (A group is pinned by one value of its own column, its key or its name: "customer ALFKI".)
        const bool pinned = std::any_of(m_q.groupBy.cbegin(), m_q.groupBy.cend(), [this](const Expr &g) {
            const sql::Table *t = m_lex.schema().table(g.table);
            return t && std::any_of(m_q.where.cbegin(), m_q.where.cend(), [&g, t, this](const Condition &c) {
                const bool one = (c.kind == Condition::Kind::Compare && c.op == QLatin1String("=")) || (c.kind == Condition::Kind::In && c.list.size() == 1);
                const bool identifies = c.lhs.column == g.column || t->primaryKey().contains(c.lhs.column)
                    || m_lex.displayColumns(g.table).contains(c.lhs.column);
                return one && !c.negated && c.lhs.kind == Expr::Kind::Column && c.lhs.table == g.table && identifies;
            });
        });
        if (!pinned)
            m_out.notUnderstood << QStringLiteral("which one row to give: the question computes one per group");
    }
    // "bought from us during 1997" read as "CustomerID >= 1997": a text column is no number.
    for (const Condition &c : m_q.where) {
        const sql::Table *t = c.kind == Condition::Kind::Compare && c.lhs.kind == Expr::Kind::Column && c.rhs.kind == Expr::Kind::Number
            ? m_lex.schema().table(c.lhs.table) : nullptr;
        const sql::Column *column = t ? t->column(c.lhs.column) : nullptr;
        if (column && !column->isNumericType() && !column->isDateType() && m_lex.kindOf(c.lhs.table, c.lhs.column) != ColumnKind::Number)
            m_out.notUnderstood << QStringLiteral("a comparison of %1 (text) with the number %2").arg(c.lhs.column).arg(c.rhs.number);
    }
    if (m_limitNamed && m_limit > 1 && oneTotal)
        m_out.notUnderstood << QStringLiteral("how to give %1 rows when one total is computed").arg(m_limit);
    // "Which employee handled the most orders? Give the last name and that number.": the figure
    // the question computes, pointed back at.
    if ((m_aggregate && m_aggregate->isAggregate()) || (m_rankBy && m_rankBy->isAggregate())) {
        static const QStringList figureWords{QStringLiteral("number"), QStringLiteral("count"), QStringLiteral("figure"),
                                             QStringLiteral("amount"), QStringLiteral("total"), QStringLiteral("value")};
        for (int i = 0; i < count(); ++i) {
            const int before = m_ev[i].first - 1;
            if (!m_ev[i].used && m_ev[i].first == m_ev[i].last && before >= 0
                && (m_read.tokens.at(before).lower == QLatin1String("that") || m_read.tokens.at(before).lower == QLatin1String("this"))
                && figureWords.contains(m_read.tokens.at(m_ev[i].first).lower))
                use(i, QStringLiteral("the figure computed"));
        }
    }
    // "the highest average order quantity": a measure's name ("average order", the average order
    // value) right before a number column qualifies the column; ranking by the measure while
    // showing the column's average was wrong at 0.9.
    for (int i = 0; i + 1 < count(); ++i) {
        const LexEntry *measure = m_ev[i].entry(LexEntry::Kind::Measure);
        const LexEntry *column = tableEv(i + 1) ? nullptr : columnOf(i + 1);
        if (measure && !m_ev[i].entry(LexEntry::Kind::Column) && column && adjacent(i, i + 1)
            && m_lex.kindOf(column->table, column->column) == ColumnKind::Number && m_ev[i].first != m_ev[i].last
            && !m_definedMeasures.contains(measure->measureId)
            // ("total freight (Freight)": the measure's own column, restated.)
            && measure->measureId.section(QLatin1Char(':'), 1) != column->table + QLatin1Char('.') + column->column
            && !m_read.text.mid(m_read.tokens.at(m_ev[i].last).start, m_read.tokens.at(m_ev[i + 1].first).start - m_read.tokens.at(m_ev[i].last).start)
                    .contains(QLatin1Char('(')))
            m_out.notUnderstood << QStringLiteral("\"%1\": the %2, or the %3 of each")
                                       .arg(m_read.spanText(m_ev[i].first, m_ev[i + 1].last),
                                            m_model && m_model->measure(measure->measureId) ? m_model->measure(measure->measureId)->label : measure->measureId,
                                            column->column);
    }
    // "How many customers placed their first order in 1998?": "first" read as a ranking the
    // figure then left out (every customer with an order in 1998 was counted, at 0.9): the first
    // event of each row is not read here.
    static const QRegularExpression rankedFirstLast(QStringLiteral(" -> (first|last)$"));
    const bool extremeShown = std::any_of(m_q.select.cbegin(), m_q.select.cend(), [](const SelectItem &s) {
        return s.expr.kind == Expr::Kind::Aggregate && (s.expr.text == QLatin1String("MIN") || s.expr.text == QLatin1String("MAX"));
    }) || std::any_of(m_q.select.cbegin(), m_q.select.cend(), [](const SelectItem &s) { return s.expr.kind == Expr::Kind::DateOf && !s.expr.args.empty() && s.expr.args.front().kind == Expr::Kind::Aggregate; });
    if (m_q.orderBy.empty() && m_q.limit <= 0 && !m_q.rankWithin && !extremeShown && m_moreFigures.empty())
        for (const QString &c : std::as_const(m_out.coverage))
            if (const QRegularExpressionMatch m = rankedFirstLast.match(c); m.hasMatch())
                m_out.notUnderstood << QStringLiteral("the %1 one of what (\"%2\")").arg(m.captured(1), c.section(QStringLiteral(" -> "), 0, 0));
    // "How many categories have the highest number of products?": a ranking read, then lost from
    // a query that ranks nothing and keeps every row (all 8 were counted, at 0.9).
    static const QRegularExpression rankRead(QStringLiteral(" -> rank$"));
    const bool rankKept = !m_q.orderBy.empty() || m_q.limit > 0 || m_q.rankWithin || extremeShown || !m_q.having.empty()
        || std::any_of(m_q.where.cbegin(), m_q.where.cend(), [](const Condition &c) { return c.rhs.kind == Expr::Kind::Subquery || c.sub; });
    if (!rankKept)
        for (const QString &c : std::as_const(m_out.coverage))
            if (rankRead.match(c).hasMatch())
                m_out.notUnderstood << QStringLiteral("which rows the ranking (\"%1\") keeps").arg(c.section(QStringLiteral(" -> "), 0, 0));
    // "Number of tracks sold per genre": things said sold, counted in a query that never reads
    // the sales lines, are the catalogue's (every Rock track was counted, at 0.9 once an order was
    // said); the units sold or the different ones sold are two other figures.
    // (Only a count of those things: a list of "products bought by a customer" reaches the lines
    // through the joins the query makes.)
    // (Counted, or a count averaged over groups: "... per category" asked as one number.)
    const std::function<bool(const Expr &)> counts = [&counts](const Expr &e) {
        return (e.kind == Expr::Kind::Aggregate && e.text == QLatin1String("COUNT")) || std::any_of(e.args.cbegin(), e.args.cend(), counts);
    };
    const bool countsRows = m_aggregate && counts(*m_aggregate);
    if (m_model && m_model->roles().hasSales() && countsRows) {
        const QString &lines = m_model->roles().lineTable;
        for (int i = 0; i < count(); ++i) {
            const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table);
            const int after = m_ev[i].last + 1;
            if (t && t->table != lines && soldByLines(t->table) && m_aggregate->tables().contains(t->table) && after < m_read.tokens.size()
                && Vocabulary::builtIn().isGrammarWord("sales_participles", m_read.tokens.at(after).lower) && evidenceCovering(after) < 0
                && !m_explainedTokens.contains(after)) {
                // (Said once the query is rendered: the lines may be joined on the way to a date.)
                m_out.soldUnread = QStringLiteral("\"%1 %2\": the units sold, the different %1 sold, or every one of them")
                                       .arg(m_read.tokens.at(m_ev[i].last).text, m_read.tokens.at(after).text);
                break;
            }
        }
    }
    // "What's the average price of invoices?", "of an album", "of categories": a price averaged
    // over the rows below the rows named is no figure of the rows named, whose price is their
    // total (1.04 came back for 5.65, at 0.9), or one average per row.
    if (m_aggregate && m_aggregate->kind == Expr::Kind::Aggregate && m_aggregate->args.size() == 1
        && m_aggregate->args.front().kind == Expr::Kind::Column && m_aggregate->text != QLatin1String("COUNT")
        && m_aggregate->text != QLatin1String("SUM") && m_groupTargets.empty()) {
        const Expr &priced = m_aggregate->args.front();
        QStringList named;
        for (const Evidence &e : std::as_const(m_ev))
            if (const LexEntry *t = e.entry(LexEntry::Kind::Table); t && !named.contains(t->table))
                named << t->table;
        // (The rows named, above the rows whose column it is; the column's own rows not named.)
        const auto above = std::find_if(named.cbegin(), named.cend(), [this, &priced](const QString &t) {
            return t != priced.table && belongsTo(priced.table, t);
        });
        if (above != named.cend() && !named.contains(priced.table))
            m_out.notUnderstood << QStringLiteral("the %1 of each %2 row (its %3 rows' %1, or their total)").arg(priced.column, *above, priced.table);
    }
    // "Who placed the earliest order?": "who" asks for a party, and rows of events (dated, pointing
    // at other tables: orders, invoices) are none (the order's number came back, at 0.9).
    if (asksWho() && m_groupTargets.empty()) {
        // (The events are the sales' own rows, orders or their lines; a person's table may be
        // dated and point elsewhere too, "employees" with a hire date and a department.)
        const bool events = m_model && !m_focus.isEmpty()
            && (m_model->roles().orderTable == m_focus || m_model->roles().lineTable == m_focus);
        // (Only when the rows' own columns are all the answer shows: "who purchased invoice 404"
        // showing the customer's name is answered.)
        const bool ownColumnsOnly = std::all_of(m_q.select.cbegin(), m_q.select.cend(), [this](const SelectItem &s) {
            const auto columns = s.expr.columns();
            return std::all_of(columns.cbegin(), columns.cend(), [this](const auto &c) { return c.first == m_focus; });
        });
        if (events && ownColumnsOnly)
            m_out.notUnderstood << QStringLiteral("who is asked for (the reading gives %1 rows, which are no one)").arg(m_focus);
    }
    readLinkColumnsNamed();
    reportWordsNotRead();
    // Columns taken from the format hint alone, with not one word of the question read, answer a
    // question nobody asked: the parser then says it did not understand the question.
    if (m_out.coverage.isEmpty() && m_out.notUnderstood.isEmpty())
        m_out.notUnderstood << QStringLiteral("the question itself (only the answer's fields were matched)");
    // A measure named alone ("revenue?") is answered as its all-time total, but that is a guess at
    // what was meant (which period? per what?), so it is never given as certain.
    if (count() == 1 && m_ev[0].entry(LexEntry::Kind::Measure) && m_read.unknown.isEmpty()) {
        m_out.ambiguous = true;
        m_out.notes << QStringLiteral("only a measure was named: its total over every row");
    }
    // "What is the total value of order 10250?": a number asked of a row named by its key, with
    // nothing read but the key, would answer with the key itself.
    if (m_hint.isNumericScalar() && m_q.select.size() == 1 && m_q.select.front().expr.kind == Expr::Kind::Column) {
        const Expr &shown = m_q.select.front().expr;
        const bool keyGiven = std::any_of(m_q.where.cbegin(), m_q.where.cend(), [&shown](const Condition &c) {
            return c.kind == Condition::Kind::In && c.lhs.kind == Expr::Kind::Column && c.lhs.table == shown.table && c.lhs.column == shown.column;
        });
        if (keyGiven)
            m_out.notUnderstood << QStringLiteral("which figure of %1 %2 is asked").arg(shown.table, shown.column);
    }
    // "the biggest order" beside another figure: the largest or smallest of a table's key is no
    // size of its rows unless the key itself is named ("the highest order ID"); MAX(OrderID) was
    // answered at 0.9.
    for (const SelectItem &s : m_q.select) {
        const QString op = s.expr.kind == Expr::Kind::Aggregate ? s.expr.text.toUpper() : QString();
        if ((op != QLatin1String("MAX") && op != QLatin1String("MIN")) || s.expr.args.size() != 1 || s.expr.args.front().kind != Expr::Kind::Column)
            continue;
        const Expr &arg = s.expr.args.front();
        const sql::Table *t = m_lex.schema().table(arg.table);
        if (!t || !t->primaryKey().contains(arg.column))
            continue;
        bool keyNamed = false;
        for (int i = 0; i < count() && !keyNamed; ++i) {
            const LexEntry *c = tableEv(i) ? nullptr : columnOf(i);
            keyNamed = c && c->table == arg.table && c->column == arg.column;
        }
        if (!keyNamed)
            m_out.notUnderstood << QStringLiteral("which figure makes one %1 row the %2 (not its key)")
                                       .arg(arg.table, op == QLatin1String("MAX") ? QStringLiteral("largest") : QStringLiteral("smallest"));
    }
    citeMeasureSources();
    keepGroupsWithNoneCounted();
    m_out.query = m_q;
    m_out.understood = projected && m_out.notUnderstood.isEmpty();
    return m_out;
}

void InterpretationBuilder::keepGroupsWithNoneCounted()
{
    // "the Spanish customers and how many orders each placed": each customer with its count, and
    // one with no order is among them at 0 (the inner join left it out, at 0.9). Only when the
    // rows grouped are the base table's and every condition is on them: a condition on the rows
    // counted ("orders in 1997") leaves out the groups it finds none for, whichever join is used.
    // (Asked for in words, "Include categories with no products.", it is never left undone.)
    const auto cannot = [this]() {
        if (m_groupsWithNoneAsked)
            m_out.notUnderstood << QStringLiteral("how to count 0 for the groups with none");
    };
    if (m_q.groupBy.empty() || m_q.rankWithin || m_q.baseTable.isEmpty() || !m_q.having.empty())
        return cannot();
    // (Not "the number of orders per customer": the orders are what the question is about, and
    // the groups are those the orders fall in; measured, readers of that wording mostly leave the
    // empty groups out.)
    // (Asked for, the groups' own table is where the rows start: "categories with no products"
    // start from the categories, the products joined to them.)
    if (m_groupsWithNoneAsked) {
        QStringList grouped;
        for (const Expr &g : m_q.groupBy)
            for (const QString &t : g.tables())
                if (!grouped.contains(t))
                    grouped << t;
        if (grouped.size() == 1 && grouped.first() != m_q.baseTable) {
            m_q.extraTables.removeAll(grouped.first());
            if (!m_q.extraTables.contains(m_q.baseTable))
                m_q.extraTables.prepend(m_q.baseTable);
            m_q.baseTable = grouped.first();
        }
    }
    const QString base = m_q.baseTable;
    const auto onBaseOnly = [&base](const QStringList &tables) {
        return std::all_of(tables.cbegin(), tables.cend(), [&base](const QString &t) { return t == base; });
    };
    if (!std::all_of(m_q.groupBy.cbegin(), m_q.groupBy.cend(), [&](const Expr &g) { return onBaseOnly(g.tables()); })
        || !std::all_of(m_q.where.cbegin(), m_q.where.cend(), [&](const Condition &c) { return onBaseOnly(c.tables()); }))
        return cannot();
    // Counts of the joined rows only: a total or an average of none would be empty, not 0, and
    // COUNT(*) counts the base row itself.
    bool counted = false;
    // (Rows of a table with no key, COUNT(*), are counted by their link to the groups' rows,
    // which is empty for a group with none.)
    for (SelectItem &s : m_q.select) {
        if (!m_groupsWithNoneAsked || s.expr.kind != Expr::Kind::Aggregate || s.expr.text.toUpper() != QLatin1String("COUNT")
            || !s.expr.args.empty() || s.expr.table.isEmpty() || s.expr.table == base)
            continue;
        for (const sql::ForeignKey &k : m_lex.schema().keysFrom(s.expr.table))
            if (k.toTable == base && k.fromColumns.size() == 1) {
                const Expr linked = Expr::agg(QStringLiteral("COUNT"), {Expr::col(s.expr.table, k.fromColumns.first())});
                for (OrderItem &o : m_q.orderBy)
                    if (sameFigure(o.expr, s.expr))
                        o.expr = linked;
                s.expr = linked;
                break;
            }
    }
    for (const SelectItem &s : m_q.select) {
        if (s.expr.kind != Expr::Kind::Aggregate)
            continue;
        if (s.expr.text.toUpper() != QLatin1String("COUNT") || s.expr.args.empty() || onBaseOnly(s.expr.tables()))
            return cannot();
        counted = true;
    }
    if (!counted)
        return cannot();
    m_q.keepRowsWithNone = counted;
}

void InterpretationBuilder::reportWordsNotRead()
{
    for (int i = 0; i < count(); ++i) {
        if (!m_ev[i].used) {
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
    // A word that spells an answer field ("... as AveragePrice and MaxPrice") names the column the
    // format hint already asks for.
    const auto namesHintField = [this](const QString &word) {
        const auto flat = [](const QString &w) { return QString(w).remove(QLatin1Char('_')).toLower(); };
        for (const answer::HintField &f : m_hint.fields)
            if (flat(f.key) == flat(word))
                return true;
        return false;
    };
    for (int t : m_read.unknown) {
        if (!namesHintField(m_read.tokens.at(t).text) && !m_explainedTokens.contains(t))
            m_out.notUnderstood << QStringLiteral("\"%1\"").arg(m_read.tokens.at(t).text);
    }
}

void InterpretationBuilder::citeMeasureSources()
{
    if (!m_model)
        return;
    // Every model measure the query computes, wherever it sits.
    QStringList templates;
    std::function<void(const Expr &)> visit = [&](const Expr &e) {
        if (e.kind == Expr::Kind::Template)
            templates << e.text;
        for (const Expr &a : e.args)
            visit(a);
    };
    for (const SelectItem &s : m_q.select)
        visit(s.expr);
    for (const OrderItem &o : m_q.orderBy)
        visit(o.expr);
    for (const Condition &c : m_q.having)
        visit(c.lhs);
    if (m_q.rankWithin)
        visit(m_q.rankWithin->by);
    for (const Measure &m : m_model->measures()) {
        if (m.sourceChunk.isEmpty() || !templates.contains(m.expr))
            continue;
        if (!m_out.citedChunks.contains(m.sourceChunk))
            m_out.citedChunks << m.sourceChunk;
        m_out.notes << QStringLiteral("%1 as the documents define it: %2").arg(m.label, m.definition);
        // A figure built on the documents' stand-in for missing data is an estimate, never certain.
        if (!m.standIn.isEmpty()) {
            m_out.estimated = true;
            m_out.notes << QStringLiteral("an estimate: the database has no %1, so the documents' stand-in is used (%2)")
                               .arg(m.standInTerm, m.standIn);
        }
    }
}

Interpretation Interpreter::interpret(const ReadQuestion &read, const answer::FormatHint &hint) const
{
    InterpretationBuilder builder(m_lexicon, m_model, read, hint, m_dateTable, m_dateColumn);
    Interpretation out = builder.run();
    out.notes << read.notes;
    // "products supplied by companies in France": a word for companies names the customers by the
    // vocabulary's synonym, but the suppliers and shippers are companies too (each has a company
    // name); read as the customers, not certain (products of customers in France, at 0.9).
    if (out.understood) {
        const QStringList queried = out.query.tables();
        const qsizetype companies = tablesNamedAsCompanies(m_lexicon).size();
        for (const Evidence &e : read.evidence) {
            const LexEntry *t = e.entry(LexEntry::Kind::Table);
            // (Unless the verb said with it told which: "companies that supply beverages".)
            if (!t || e.first != e.last || !queried.contains(t->table) || !namesCompanies(read.tokens.at(e.first).lower)
                || read.rolesByVerb.contains(e.first))
                continue;
            if (companies > 1) {
                out.ambiguous = true;
                out.notes << QStringLiteral("\"%1\" read as %2; other rows are companies too").arg(read.tokens.at(e.first).text, t->table);
            }
        }
    }
    // "Orders after 1997 (number of orders dated 1997-01-01 or later)": two bounds on one side of
    // the same figure that differ are a restatement that disagrees with itself, or a narrowing
    // ("in 1997 after March"); both are applied, and the answer is not certain.
    if (out.understood) {
        const std::vector<Condition> &where = out.query.where;
        const auto side = [](const QString &op) { return op.startsWith(QLatin1Char('>')) ? 1 : op.startsWith(QLatin1Char('<')) ? -1 : 0; };
        // (sameFigure compares what is computed, not constants: two bounds are the same only when
        // their constants are.)
        const auto sameBound = [](const Expr &a, const Expr &b) {
            if (a.kind != b.kind)
                return false;
            if (a.kind == Expr::Kind::Number)
                return a.number == b.number;
            if (a.kind == Expr::Kind::Text || a.kind == Expr::Kind::DateText)
                return a.text == b.text;
            return sameFigure(a, b);
        };
        for (std::size_t a = 0; a < where.size(); ++a)
            for (std::size_t b = a + 1; b < where.size(); ++b)
                if (where[a].kind == Condition::Kind::Compare && where[b].kind == Condition::Kind::Compare && side(where[a].op) != 0
                    && side(where[a].op) == side(where[b].op) && sameFigure(where[a].lhs, where[b].lhs) && !sameBound(where[a].rhs, where[b].rhs)) {
                    out.ambiguous = true;
                    out.notes << QStringLiteral("two bounds on the same side of one figure");
                }
    }
    // "more than 1.500 dollars": a thousand and a half as Europe writes it, or one and a half
    // written with three decimals; read as the first, not certain.
    for (const Token &t : read.tokens) {
        if (t.dotsAsThousands && out.understood) {
            out.ambiguous = true;
            out.notes << QStringLiteral("\"%1\" read as %2 (dots grouping thousands)").arg(t.text).arg(t.value, 0, 'f', 0);
        }
    }
    return out;
}

bool InterpretationBuilder::readHowOften(int verbEv, const QString &table)
{
    // "customers who ordered at least twice", "... more than 20 times": how often the verb
    // happened is the number of the rows it names (the words had been dropped and every customer
    // with an order came back).
    const int cmpEv = verbEv + 1;
    if (cmpEv >= count() || m_ev[cmpEv].used || !adjacent(verbEv, cmpEv) || !m_ev[cmpEv].hasTag(QStringLiteral("cmp:"))
        || m_ev[cmpEv].tag(QStringLiteral("cmp:")) == QLatin1String("cmp:between"))
        return false;
    // ("ordered a product more than once": the same product again, not more than one product.)
    static const QSet<QString> oneObject{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the"), QStringLiteral("same"),
                                         QStringLiteral("one"), QStringLiteral("any")};
    if (m_ev[verbEv].first > 0 && oneObject.contains(m_read.tokens.at(m_ev[verbEv].first - 1).lower))
        return false;
    double times = 0;
    int lastEv = cmpEv;
    int timesToken = -1;
    const bool figureAfter = cmpEv + 1 < count() && adjacent(cmpEv, cmpEv + 1) && m_ev[cmpEv + 1].kind != EvKind::Number;
    if (const QString scale = m_ev[cmpEv].tag(QStringLiteral("scale:")); !scale.isEmpty() && !figureAfter) {
        times = scale.mid(6).toDouble();   // "at least twice"
    } else if (cmpEv + 1 < count() && m_ev[cmpEv + 1].kind == EvKind::Number && adjacent(cmpEv, cmpEv + 1)
               && m_read.tokens.value(m_ev[cmpEv + 1].last + 1).lower == QLatin1String("times")) {
        times = m_ev[cmpEv + 1].number;    // "more than 20 times"
        lastEv = cmpEv + 1;
        timesToken = m_ev[cmpEv + 1].last + 1;
    }
    if (times <= 0)
        return false;
    const std::optional<Expr> counted = countPer(table);
    if (!counted)
        return false;
    Condition c;
    c.lhs = *counted;
    c.op = m_ev[cmpEv].tag(QStringLiteral("cmp:")).mid(4);
    c.rhs = Expr::num(times);
    addCondition(c);
    use(verbEv, QStringLiteral("how many %1 rows").arg(table));
    for (int k = cmpEv; k <= lastEv; ++k)
        use(k, QStringLiteral("%1 %2 times").arg(c.op).arg(times));
    if (timesToken >= 0)
        explainToken(timesToken, QStringLiteral("times"));
    return true;
}

bool InterpretationBuilder::objectOfDeniedRows(int i, const QString &table) const
{
    // Evidence i (rows of `table`) right after the verb of rows a NOT EXISTS denies, only
    // determiners between ("reserve any boat"), and those rows point at `table`.
    if (i < 1 || !m_ev[i - 1].used || !m_read.onlyDeterminersBetween(m_ev[i - 1].last + 1, m_ev[i].first))
        return false;
    const LexEntry *verbRows = m_ev[i - 1].entry(LexEntry::Kind::Table);
    if (!verbRows || !belongsTo(verbRows->table, table))
        return false;
    return std::any_of(m_q.where.cbegin(), m_q.where.cend(), [verbRows](const Condition &c) {
        return c.kind == Condition::Kind::Exists && c.negated && c.sub && c.sub->tables().contains(verbRows->table);
    });
}

} // namespace rac::semantic
