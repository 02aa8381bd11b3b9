// SPDX-License-Identifier: MIT
//
// The question's own definitions of what it measures, read before every other
// pass so that each later mention of the measure means what the analyst said:
// a formula written out ("Revenue uses Order Details:
// SUM(UnitPrice*Quantity*(1-Discount))") and a ratio said in words ("AOV (net
// revenue divided by number of orders)"). The analyst's definition wins over
// the semantic model's.
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"
#include "semantic/FormulaCompiler.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::semantic {

std::optional<Expr> InterpretationBuilder::aggregateFrom(int first, int last) const
{
    // "net revenue" (a model measure), "number of orders" (a count of a table's rows),
    // "total freight" (an aggregate word and a number column).
    if (first < 0 || last >= count() || first > last)
        return std::nullopt;
    if (first == last) {
        std::optional<Expr> m = measureOf(first);
        if (m && m->isAggregate())
            return m;
        return std::nullopt;
    }
    if (last != first + 1 || !adjacent(first, last))
        return std::nullopt;
    const QString agg = m_ev[first].tag(QStringLiteral("agg:"));
    if (agg.isEmpty())
        return std::nullopt;
    if (const LexEntry *t = m_ev[last].entry(LexEntry::Kind::Table); t && agg == QLatin1String("agg:count")) {
        const sql::Table *table = m_lex.schema().table(t->table);
        if (!table || table->primaryKey().size() != 1)
            return std::nullopt;
        return Expr::agg(QStringLiteral("COUNT"), {Expr::col(t->table, table->primaryKey().first())}, true);
    }
    const std::optional<Expr> m = measureOf(last);
    if (!m || m->isAggregate() || agg == QLatin1String("agg:count"))
        return std::nullopt;
    return Expr::agg(agg.mid(4).toUpper(), {*m});
}

int InterpretationBuilder::definedMeasureBefore(int i) const
{
    // The measure a definition defines: named a few words before it ("AOV (net revenue / ...)",
    // "revenue from customers in Italy in 1997 (unit price x quantity)").
    for (int j = i - 1; j >= 0 && j >= i - 6; --j) {
        if (m_ev[j].used)
            continue;
        if (m_ev[j].entry(LexEntry::Kind::Measure) && !m_ev[j].entry(LexEntry::Kind::Column))
            return j;
    }
    return -1;
}

void InterpretationBuilder::define(int definer, const Expr &definition, const QString &how)
{
    const LexEntry *measure = definer >= 0 ? m_ev[definer].entry(LexEntry::Kind::Measure) : nullptr;
    if (measure) {
        m_definedMeasures.insert(measure->measureId, definition);
        m_out.notes << QStringLiteral("%1 as the question defines it: %2").arg(measure->measureId, how);
    }
}

void InterpretationBuilder::readValueOfQuantities()
{
    // "the total value of units in stock", "the value of all units on order": an amount of
    // things is worth that amount times their price, the one price column of the same rows (it
    // was added up as a count of units, at 0.9).
    static const QSet<QString> skipped{QStringLiteral("all"), QStringLiteral("the"), QStringLiteral("our"), QStringLiteral("its"),
                                       QStringLiteral("their"), QStringLiteral("current"), QStringLiteral("total")};
    static const QRegularExpression priceName(QStringLiteral("price|cost"), QRegularExpression::CaseInsensitiveOption);
    // (Only an amount of things: "the value of the discount" or "of freight" is the column itself.)
    static const QSet<QString> amountWords{QStringLiteral("units"), QStringLiteral("quantity"), QStringLiteral("qty"), QStringLiteral("stock"),
                                           QStringLiteral("count")};
    const auto amountOfThings = [](const QString &column) {
        const QStringList words = text::words(text::splitIdentifier(column));
        return std::any_of(words.cbegin(), words.cend(), [](const QString &w) { return amountWords.contains(w); });
    };
    for (int j = 0; j < count(); ++j) {
        const LexEntry *c = m_ev[j].used ? nullptr : pickColumn(j);
        if (!c || m_lex.kindOf(c->table, c->column) != ColumnKind::Number || priceName.match(c->column).hasMatch()
            || !amountOfThings(c->column) || m_definedAt.contains(j))
            continue;
        const auto worthWord = [this](int t) {
            return t >= 0 && t < m_read.tokens.size()
                && (m_read.tokens.at(t).lower == QLatin1String("value") || m_read.tokens.at(t).lower == QLatin1String("worth"));
        };
        int t = m_ev[j].first - 1;
        while (t >= 0 && skipped.contains(m_read.tokens.at(t).lower))
            --t;
        // "the value of the stock", or the word after: "the total stock value" (the units were
        // added up, at 0.9).
        const bool valueOf = t >= 1 && m_read.tokens.at(t).lower == QLatin1String("of") && worthWord(t - 1);
        if (!valueOf && !worthWord(m_ev[j].last + 1))
            continue;
        const sql::Table *table = m_lex.schema().table(c->table);
        std::optional<Expr> price;
        for (const sql::Column &col : table ? table->columns : QList<sql::Column>{}) {
            if (m_lex.kindOf(c->table, col.name) != ColumnKind::Number || !priceName.match(col.name).hasMatch())
                continue;
            if (price) {
                price.reset();   // two prices: which one is not said
                break;
            }
            price = Expr::col(c->table, col.name);
        }
        if (!price) {
            m_out.notUnderstood << QStringLiteral("the value of %1: at which price").arg(c->column);
            continue;
        }
        m_definedAt.insert(j, Expr::arith(QStringLiteral("*"), Expr::col(c->table, c->column), *price));
        m_out.notes << QStringLiteral("the value of %1 is %1 times %2").arg(c->column, price->column);
    }
}

void InterpretationBuilder::readDefinitions()
{
    for (int f = 0; f < count(); ++f) {
        if (m_ev[f].kind != EvKind::Formula)
            continue;
        // Bare columns are looked up first in the tables named just before ("uses Order Details:").
        QStringList preferred;
        for (int j = f - 1; j >= 0 && j >= f - 3; --j)
            if (const LexEntry *t = m_ev[j].entry(LexEntry::Kind::Table))
                preferred << t->table;
        if (!m_focus.isEmpty())
            preferred << m_focus;
        for (const sql::Table &t : m_lex.schema().tables)
            if (!t.isView && !preferred.contains(t.name))
                preferred << t.name;
        QString why;
        const std::optional<QString> compiled = FormulaCompiler(m_lex.schema(), preferred, {}).compile(m_ev[f].literal, QString(), &why);
        if (!compiled) {
            m_out.notes << QStringLiteral("the formula %1 could not be read: %2").arg(m_ev[f].literal, why);
            continue;
        }
        const Expr formula = Expr::templ(*compiled);
        if (!formula.isAggregate())
            continue;   // a formula per row ("UnitPrice * Quantity") is not a measure on its own
        const int definer = definedMeasureBefore(f);
        if (definer < 0) {
            m_definedAt.insert(f, formula);   // the formula is the measure: the aggregate pass takes it
            continue;
        }
        use(f, QStringLiteral("formula %1").arg(*compiled));
        define(definer, formula, m_ev[f].literal);
        // "Top 3 products by total revenue. Revenue uses ...": the definition restates a measure
        // named elsewhere; named only there, the defined measure is the one asked for.
        const QString id = m_ev[definer].entry(LexEntry::Kind::Measure)->measureId;
        bool namedElsewhere = false;
        for (int j = 0; j < count(); ++j)
            if (const LexEntry *m = m_ev[j].entry(LexEntry::Kind::Measure); j != definer && m && m->measureId == id)
                namedElsewhere = true;
        if (namedElsewhere)
            use(definer, QStringLiteral("defined by the formula"));
        // The words between the measure and its formula ("uses Order Details:") say where it is computed.
        for (int j = definer + 1; j < f; ++j)
            if (tableEv(j) && formula.tables().contains(m_ev[j].entry(LexEntry::Kind::Table)->table))
                use(j, QStringLiteral("table of the formula"));
        for (int t = m_ev[definer].last + 1; t < m_ev[f].first && t <= m_ev[definer].last + 4; ++t)
            m_explainedTokens.insert(t);
    }
    // "the highest total revenue (UnitPrice x Quantity)", "discount amount (UnitPrice × Quantity ×
    // Discount)": a product of columns of one table defines the total named before it as the sum
    // of the product, every factor of the chain (two factors read alone dropped the first).
    const auto times = [this](int k) { return k < count() && m_ev[k].tag(QStringLiteral("arith:")) == QLatin1String("arith:*") && !m_ev[k].used; };
    for (int k = 1; k + 1 < count(); ++k) {
        if (!times(k) || !adjacent(k - 1, k) || !adjacent(k, k + 1))
            continue;
        std::vector<int> factors{k - 1, k + 1};
        while (factors.back() + 2 < count() && times(factors.back() + 1) && adjacent(factors.back(), factors.back() + 1)
               && adjacent(factors.back() + 1, factors.back() + 2))
            factors.push_back(factors.back() + 2);
        // "... × (1 − discount)": a last factor that takes a rate of the same rows off the product.
        int rateTakenOff = -1;
        if (factors.size() >= 3 && m_ev[factors.back()].kind == Evidence::Kind::Number && m_ev[factors.back()].number == 1.0
            && factors.back() + 2 < count() && m_ev[factors.back() + 1].tag(QStringLiteral("arith:")) == QLatin1String("arith:-")
            && adjacent(factors.back(), factors.back() + 1) && adjacent(factors.back() + 1, factors.back() + 2) && !m_ev[factors.back() + 2].used) {
            if (const LexEntry *r = columnOf(factors.back() + 2); r && !tableEv(factors.back() + 2) && m_lex.isFraction(r->table, r->column)) {
                rateTakenOff = factors.back() + 2;
                factors.pop_back();
            }
        }
        const int chainEnd = rateTakenOff >= 0 ? rateTakenOff : factors.back();
        if (std::any_of(factors.cbegin(), factors.cend(), [this](int f) { return !columnOf(f) || tableEv(f); }))
            continue;
        // Every factor a number column of one table: the first table that holds them all.
        QString table;
        QStringList columns;
        for (const LexEntry &x : m_ev[factors.front()].entries) {
            if (!table.isEmpty() || x.kind != LexEntry::Kind::Column || m_lex.kindOf(x.table, x.column) != ColumnKind::Number)
                continue;
            QStringList found{x.column};
            for (size_t f = 1; f < factors.size(); ++f)
                for (const LexEntry &y : m_ev[factors[f]].entries)
                    if (int(found.size()) == int(f) && y.kind == LexEntry::Kind::Column && y.table == x.table
                        && m_lex.kindOf(y.table, y.column) == ColumnKind::Number)
                        found << y.column;
            if (found.size() == int(factors.size())) {
                table = x.table;
                columns = found;
            }
        }
        const int definer = definedMeasureBefore(factors.front());
        const Measure *named = definer >= 0 && m_model ? m_model->measure(m_ev[definer].entry(LexEntry::Kind::Measure)->measureId) : nullptr;
        // "the total of unit price × quantity", "sum of units in stock times unit price": no
        // measure named, the word of a sum right before the product asks for the sum of it.
        const int sumWord = !named && factors.front() > 0 && adjacent(factors.front() - 1, factors.front())
                && !m_ev[factors.front() - 1].used && m_ev[factors.front() - 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:sum")
            ? factors.front() - 1
            : -1;
        if (table.isEmpty() || ((!named || !named->additive) && sumWord < 0))
            continue;   // only a total is a sum of products; an average or a ratio is not redefined so
        // "catalogue unit price x quantity", "product unit price x quantity": a factor said with
        // the catalogue's word, or with the name of a table the rows point at that has a column of
        // that name, is that table's column (the order line's own price was taken, at 0.9).
        QStringList factorTables;
        for (size_t f = 0; f < factors.size(); ++f) {
            QString owner = table;
            const int before = m_ev[factors[f]].first - 1;
            const int beforeEv = before >= 0 ? evidenceCovering(before) : -1;
            const LexEntry *named = beforeEv >= 0 && m_ev[beforeEv].last == before ? m_ev[beforeEv].entry(LexEntry::Kind::Table) : nullptr;
            const bool catalogue = before >= 0 && Vocabulary::builtIn().isGrammarWord("catalogue_words", m_read.tokens.at(before).lower);
            for (const sql::ForeignKey &fk : m_lex.schema().keysFrom(table)) {
                const sql::Table *pointed = m_lex.schema().table(fk.toTable);
                if (pointed && pointed->column(columns.at(int(f))) && ((named && named->table == fk.toTable) || catalogue))
                    owner = fk.toTable;
            }
            if (owner != table) {
                if (beforeEv >= 0 && !m_ev[beforeEv].used)
                    use(beforeEv, QStringLiteral("the %1 of %2").arg(columns.at(int(f)), owner));
                else if (catalogue)
                    m_explainedTokens << before;
            }
            factorTables << owner;
        }
        QStringList refs;
        for (int c = 0; c < columns.size(); ++c)
            refs << columnRef(factorTables.at(c), columns.at(c));
        Expr product = Expr::templ(QStringLiteral("SUM(%1)").arg(refs.join(QStringLiteral(" * "))));
        if (rateTakenOff >= 0) {
            const LexEntry *r = columnOf(rateTakenOff);
            const std::optional<Expr> off = fractionTakenOff(product, Expr::col(r->table, r->column));
            if (!off)
                continue;   // (a rate of other rows: not read)
            product = *off;
            use(rateTakenOff - 2, QStringLiteral("one"));
            use(rateTakenOff - 1, QStringLiteral("minus"));
            use(rateTakenOff, QStringLiteral("taken off the product"));
            use(rateTakenOff - 3, QStringLiteral("times"));
            // "revenue after discounts, i.e. unit price x quantity x (1 - discount)": the rate said
            // taken off elsewhere is this one.
            for (int j = 0; j < count(); ++j) {
                const LexEntry *same = j != rateTakenOff && !m_ev[j].used && !tableEv(j) ? columnOf(j) : nullptr;
                const int word = m_ev[j].first - 1;
                if (!same || same->table != r->table || same->column != r->column || word < 0)
                    continue;
                const QString said = m_read.tokens.at(word).lower;
                if (said == QLatin1String("after") || said == QLatin1String("less") || said == QLatin1String("minus")
                    || said == QLatin1String("net")) {
                    use(j, QStringLiteral("taken off, as the formula says"));
                    if (const int wordEv = evidenceCovering(word); wordEv >= 0 && m_ev[wordEv].last == word)
                        use(wordEv, said);
                    m_explainedTokens << word;
                }
            }
        }
        const QString said = m_read.spanText(m_ev[factors.front()].first, m_ev[chainEnd].last);
        if (sumWord >= 0) {
            // "... before discount", "... after discount": a rate of the same rows said right after
            // the product leaves it as it is, or takes it off.
            // (The word may be read as evidence of its own: "before" as a comparison.)
            const int wordAt = m_ev[chainEnd].last + 1;
            const QString word = wordAt < m_read.tokens.size() ? m_read.tokens.at(wordAt).lower : QString();
            const int wordEv = evidenceCovering(wordAt);
            const int rate = wordEv >= 0 ? (m_ev[wordEv].last == wordAt ? wordEv + 1 : -1) : chainEnd + 1;
            const LexEntry *r = rate > 0 && rate < count() && m_ev[rate].first == wordAt + 1 && !m_ev[rate].used && !tableEv(rate) ? columnOf(rate) : nullptr;
            if (r && m_lex.isFraction(r->table, r->column) && (word == QLatin1String("before") || word == QLatin1String("without")
                                                               || word == QLatin1String("excluding") || word == QLatin1String("after"))) {
                bool taken = true;
                if (word == QLatin1String("after")) {
                    const std::optional<Expr> off = fractionTakenOff(product, Expr::col(r->table, r->column));
                    taken = off.has_value();
                    product = off.value_or(product);
                }
                if (taken) {
                    use(rate, word == QLatin1String("after") ? QStringLiteral("taken off the product") : QStringLiteral("no part of the product"));
                    if (wordEv >= 0)
                        use(wordEv, word);
                    m_explainedTokens << wordAt;
                }
            }
            // The product is the measure itself; it stands where the word of the sum was said.
            m_definedAt.insert(sumWord, product);
            m_out.notes << QStringLiteral("the total of %1 as the question spells it").arg(said);
        } else {
            define(definer, product, said);
            figureRestatedBefore(factors.front());   // (reads "calculated as" between, when said)
            // "revenue, i.e. the sum of unit price x quantity": the sum the definition is.
            const int sum = factors.front() - 1;
            if (sum >= 0 && adjacent(sum, factors.front()) && !m_ev[sum].used && m_ev[sum].tag(QStringLiteral("agg:")) == QLatin1String("agg:sum"))
                use(sum, QStringLiteral("the sum the definition is"));
        }
        for (size_t f = 0; f < factors.size(); ++f) {
            use(factors[f], QStringLiteral("factor %1").arg(columns.at(int(f))));
            if (f + 1 < factors.size())
                use(factors[f] + 1, QStringLiteral("times"));
        }
        k = chainEnd;
    }
    for (int k = 1; k + 1 < count(); ++k) {
        const QString op = m_ev[k].tag(QStringLiteral("arith:"));
        if (op != QLatin1String("arith:/") || m_ev[k].used)
            continue;
        // "net revenue divided by number of orders": the operands are one or two pieces of evidence each.
        std::optional<Expr> numerator, denominator;
        int numFirst = -1, denLast = -1;
        for (int first = k - 1; first >= k - 2 && first >= 0 && !numerator; --first)
            if (adjacent(k - 1, k) && (numerator = aggregateFrom(first, k - 1)))
                numFirst = first;
        for (int last = k + 1; last <= k + 2 && last < count() && !denominator; ++last)
            if (adjacent(k, k + 1) && (denominator = aggregateFrom(k + 1, last)))
                denLast = last;
        if (!numerator || !denominator)
            continue;
        const Expr ratio = Expr::arith(QStringLiteral("/"), *numerator, *denominator);
        const int definer = definedMeasureBefore(numFirst);
        use(k, QStringLiteral("divided by"));
        for (int j = k + 1; j <= denLast; ++j)
            use(j, QStringLiteral("denominator"));
        if (definer < 0) {
            // The ratio is the measure itself ("revenue divided by number of orders in 1997"): it
            // stands where its numerator was named.
            for (int j = numFirst + 1; j < k; ++j)
                use(j, QStringLiteral("numerator"));
            m_definedAt.insert(numFirst, ratio);
            continue;
        }
        for (int j = numFirst; j < k; ++j)
            use(j, QStringLiteral("numerator"));
        define(definer, ratio, m_read.spanText(m_ev[numFirst].first, m_ev[denLast].last));
    }
}

void InterpretationBuilder::readSpreads()
{
    // The largest value of a number column minus the smallest, said as "the difference between
    // the highest and lowest unit price" or "the range of unit prices" / "the price range".
    const auto spreadOf = [this](int column) -> std::optional<Expr> {
        const std::optional<Expr> m = column >= 0 && column < count() && !m_ev[column].used ? measureOf(column) : std::nullopt;
        if (!m || m->kind != Expr::Kind::Column || m_lex.kindOf(m->table, m->column) != ColumnKind::Number)
            return std::nullopt;
        return Expr::arith(QStringLiteral("-"), Expr::agg(QStringLiteral("MAX"), {*m}), Expr::agg(QStringLiteral("MIN"), {*m}));
    };
    const QList<Token> &tokens = m_read.tokens;
    for (int d = 0; d < count(); ++d) {
        // "difference between the highest and (the) lowest <column>", either extreme first.
        if (m_ev[d].used || m_ev[d].first != m_ev[d].last || tokens.at(m_ev[d].first).lower != QLatin1String("difference"))
            continue;
        int high = -1, low = -1, j = d + 1;
        const int between = j < count() && m_ev[j].tag(QStringLiteral("cmp:")) == QLatin1String("cmp:between") && adjacent(d, j) ? j++ : -1;
        for (; j < count() && j <= d + 3 && adjacent(j - 1, j); ++j) {
            const QString agg = m_ev[j].tag(QStringLiteral("agg:"));
            if (agg == QLatin1String("agg:max") && high < 0)
                high = j;
            else if (agg == QLatin1String("agg:min") && low < 0)
                low = j;
            else
                break;
        }
        // "... lowest track unit price": the table of the column may come between.
        if (j + 1 < count() && tableEv(j) && m_ev[j].last + 1 == m_ev[j + 1].first)
            ++j;
        const std::optional<Expr> spread = high >= 0 && low >= 0 && adjacent(j - 1, j) ? spreadOf(j) : std::nullopt;
        if (!spread)
            continue;
        m_definedAt.insert(j, *spread);
        use(d, QStringLiteral("difference"));
        if (between >= 0)
            use(between, QStringLiteral("between the two"));
        use(high, QStringLiteral("highest"));
        use(low, QStringLiteral("lowest"));
        m_out.notes << QStringLiteral("the difference between the highest and lowest %1").arg(spread->args.front().args.front().column);
    }
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    for (int c = 0; c < count(); ++c) {
        // "the range of unit prices", "the range of product unit prices", "the price range".
        const bool tableFirst = c > 0 && tableEv(c - 1) && m_ev[c - 1].last + 1 == m_ev[c].first;
        const int before = m_ev[tableFirst ? c - 1 : c].first - 2, after = m_ev[c].last + 1;
        const bool rangeOf = before >= 0 && tokens.at(before + 1).lower == QLatin1String("of") && vocabulary.isSpreadWord(tokens.at(before).lower);
        const bool rangeAfter = after < tokens.size() && vocabulary.isSpreadWord(tokens.at(after).lower);
        if (!rangeOf && !rangeAfter)
            continue;
        if (const std::optional<Expr> spread = spreadOf(c)) {
            m_definedAt.insert(c, *spread);
            m_explainedTokens << (rangeOf ? before : after);
            m_out.notes << QStringLiteral("the range of %1: the highest minus the lowest").arg(spread->args.front().args.front().column);
        }
    }
    readDeviations();
}

void InterpretationBuilder::readDeviations()
{
    // "the standard deviation of life expectancy", "the variance of salaries": of a sample (n - 1,
    // as PostgreSQL's stddev and SQL Server's STDEV) unless the population is said (MySQL's
    // STDDEV divides by n): which one is meant is seldom said, so the reading is not sure.
    const QList<Token> &tokens = m_read.tokens;
    for (int c = 0; c < count(); ++c) {
        const bool tableFirst = c > 0 && tableEv(c - 1) && m_ev[c - 1].last + 1 == m_ev[c].first;
        int of = m_ev[tableFirst ? c - 1 : c].first - 1;
        if (of >= 0 && tokens.at(of).lower == QLatin1String("the"))
            --of;
        if (of < 1 || tokens.at(of).lower != QLatin1String("of"))
            continue;
        const QString word = tokens.at(of - 1).lower;
        const bool variance = word == QLatin1String("variance");
        const bool deviation = (word == QLatin1String("deviation") && of >= 2 && tokens.at(of - 2).lower == QLatin1String("standard"))
            || word == QLatin1String("stddev") || word == QLatin1String("stdev");
        if (!variance && !deviation)
            continue;
        const int opens = word == QLatin1String("deviation") ? of - 2 : of - 1;
        const bool population = opens > 0 && tokens.at(opens - 1).lower == QLatin1String("population");
        const bool sample = opens > 0 && tokens.at(opens - 1).lower == QLatin1String("sample");
        const std::optional<Expr> m = m_ev[c].used ? std::nullopt : measureOf(c);
        if (!m || m->kind != Expr::Kind::Column || m_lex.kindOf(m->table, m->column) != ColumnKind::Number)
            continue;
        const auto avg = [](Expr e) { return Expr::agg(QStringLiteral("AVG"), {std::move(e)}); };
        // The mean square less the squared mean, and for a sample times n / (n - 1).
        Expr spread = Expr::arith(QStringLiteral("-"), avg(Expr::arith(QStringLiteral("*"), *m, *m)),
                                  Expr::arith(QStringLiteral("*"), avg(*m), avg(*m)));
        if (!population) {
            const Expr n = Expr::agg(QStringLiteral("COUNT"), {*m});
            spread = Expr::arith(QStringLiteral("/"), Expr::arith(QStringLiteral("*"), spread, n), Expr::arith(QStringLiteral("-"), n, Expr::num(1)));
        }
        if (deviation)
            spread = Expr::unary(Expr::Kind::SquareRoot, spread);
        m_definedAt.insert(c, spread);
        for (int t = (population || sample) ? opens - 1 : opens; t <= of; ++t)
            m_explainedTokens << t;
        m_out.notes << QStringLiteral("the %1 %2 of %3").arg(population ? QStringLiteral("population") : QStringLiteral("sample"),
                                                             deviation ? QStringLiteral("standard deviation") : QStringLiteral("variance"), m->column);
        if (!population && !sample)
            m_out.ambiguous = true;
    }
}

void InterpretationBuilder::readPercentOfMeasure()
{
    // "10% of total revenue", "15 percent of the freight": a fraction of a figure the question
    // computes. ("10% of customers" is a share of rows, read elsewhere.)
    for (int n = 0; n + 1 < count(); ++n) {
        if (m_ev[n].used || !isPercentNumber(n))
            continue;
        // "the top 70% of sales" is a share of the rows that make it up, not a fraction of it.
        if (n > 0 && adjacent(n - 1, n) && (m_ev[n - 1].hasTag(QStringLiteral("sup:")) || m_ev[n - 1].hasTag(QStringLiteral("firstlast:"))))
            continue;
        int last = m_ev[n].last + 1;
        while (last < m_read.tokens.size() && (m_read.tokens.at(last).lower == QLatin1String("percent")
                                               || m_read.tokens.at(last).lower == QLatin1String("per")
                                               || m_read.tokens.at(last).lower == QLatin1String("cent")))
            ++last;
        if (last >= m_read.tokens.size() || m_read.tokens.at(last).lower != QLatin1String("of"))
            continue;
        // The figure after "of", an aggregate word ("total") before it allowed.
        int target = n + 1;
        QList<int> percentWords;
        while (target < count() && m_ev[target].last < last)
            percentWords << target++;
        if (target < count() && !m_ev[target].used && m_ev[target].hasTag(QStringLiteral("agg:")) && target + 1 < count()
            && adjacent(target, target + 1))
            ++target;
        if (target >= count() || m_ev[target].used || !adjacent(target - 1, target) || tableEv(target))
            continue;
        const std::optional<Expr> figure = measureOf(target);
        if (!figure || !figure->isAggregate())
            continue;
        m_definedAt.insert(target, Expr::arith(QStringLiteral("*"), *figure, Expr::num(m_ev[n].number / 100.0)));
        use(n, QStringLiteral("%1% of the figure").arg(m_ev[n].number));
        for (int k : std::as_const(percentWords))
            use(k, QStringLiteral("percent"));
        for (int k = m_ev[n].last + 1; k < last; ++k)
            m_explainedTokens << k;
        m_out.notes << QStringLiteral("%1% of %2").arg(m_ev[n].number).arg(m_read.spanText(m_ev[target].first, m_ev[target].last));
    }
}

} // namespace rac::semantic
