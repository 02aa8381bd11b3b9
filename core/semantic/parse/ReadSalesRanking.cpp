// SPDX-License-Identifier: MIT
//
// Rankings by how well something sells and by a row's own size:
//   "top 10 best-selling products", "the most popular category", "our bestsellers"
//       rank by a sales figure; units sold and revenue both qualify, so the answer's fields
//       or the question must say which ("sales", "quantity", "by revenue"), or the parser asks;
//   "which genre sells the most", "which artist sells the most tracks"
//       the same, with the verb before the superlative;
//   "the 5 largest orders", "the smallest order"
//       rank each order by its own value (the sales measure over its lines), where "the most
//       orders" counts them; the size of any other row is not defined, so it is not guessed.
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

namespace {

constexpr QLatin1String kSelling("selling");

bool isSingleWordBest(const QString &lower)
{
    return lower.startsWith(QLatin1String("best"));   // "bestselling", "bestsellers", "best-selling"
}

} // namespace

std::optional<Expr> InterpretationBuilder::salesFigureNamed(QString &which) const
{
    if (!m_model)
        return std::nullopt;
    // The answer's fields first ("sales", "TotalQuantity"), then a measure the question names.
    // Units sold and revenue, each with the words that name it (its synonyms, stemmed).
    static const QStringList kSalesFigures{QStringLiteral("revenue"), QStringLiteral("quantity")};
    QStringList ids;
    const auto collect = [this, &ids](const QString &stems) {
        for (const QString &id : kSalesFigures) {
            const Measure *m = m_model->measure(id);
            if (!m || ids.contains(id))
                continue;
            bool named = stemPhrase(m->label) == stems;
            for (const QString &syn : m->synonyms)
                named |= stemPhrase(syn) == stems;
            if (named)
                ids << id;
        }
    };
    for (const answer::HintField &f : m_hint.fields) {
        const QStringList words = text::words(text::splitIdentifier(f.key));
        collect(stemPhrase(words.join(QLatin1Char(' '))));
        for (const QString &w : words)
            collect(stemPhrase(w));
    }
    for (int i = 0; i < count() && ids.isEmpty(); ++i)
        if (!m_ev[i].used)
            for (const LexEntry &e : m_ev[i].entries)
                if (e.kind == LexEntry::Kind::Measure && kSalesFigures.contains(e.measureId))
                    ids << e.measureId;
    if (ids.size() != 1) {
        if (ids.size() > 1)
            which = ids.join(QStringLiteral(" or "));   // both named: which one is not said
        return std::nullopt;
    }
    const Measure *m = m_model->measure(ids.first());
    if (!m)
        return std::nullopt;
    which = m->label;
    return Expr::templ(m->expr);
}

void InterpretationBuilder::readSalesRanking()
{
    for (int s = 0; s < count(); ++s) {
        if (m_ev[s].used || !m_ev[s].hasTag(kSelling))
            continue;
        const QString word = m_read.spanText(m_ev[s].first, m_ev[s].last);
        // The superlatives and the count before it: "top 10 best-selling", "least popular".
        bool descending = true, ranked = isSingleWordBest(word.toLower());
        int limitEv = -1;
        QList<int> rankWords;
        for (int k = s - 1; k >= 0 && adjacent(k, k + 1) && !m_ev[k].used; --k) {
            const QString sup = m_ev[k].tag(QStringLiteral("sup:"));
            if (!sup.isEmpty()) {
                if (rankWords.isEmpty())
                    descending = sup.endsWith(QLatin1String("high"));
                rankWords << k;
                ranked = true;
            } else if (m_ev[k].kind == EvKind::Number && limitEv < 0 && m_ev[k].number >= 1 && !isPercentNumber(k)) {
                limitEv = k;
            } else {
                break;
            }
        }
        if (!ranked)
            continue;
        QString which;
        std::optional<Expr> figure;
        // "top 5 selling products by quantity": the figure said after the rows is the one.
        const int saidAfter = m_model ? salesFigureSaidAfter(s, true) : -1;
        if (saidAfter >= 0) {
            const LexEntry *m = m_ev[saidAfter].entry(LexEntry::Kind::Measure);
            if (const Measure *named = m_model->measure(m ? m->measureId : QStringLiteral("quantity"))) {
                figure = Expr::templ(named->expr);
                which = named->label;
                use(saidAfter, QStringLiteral("the figure sold"));
            }
        }
        if (!figure)
            figure = salesFigureNamed(which);
        for (int k : rankWords)
            use(k, QStringLiteral("rank"));
        // Nothing says which: units sold, the reading most analysts' answers take ("the most
        // popular genre": the one whose tracks sold most), never certain.
        if (!figure && which.isEmpty() && m_model) {
            if (const Measure *units = m_model->measure(QStringLiteral("quantity"))) {
                figure = Expr::templ(units->expr);
                which = units->label;
                m_out.ambiguous = true;
                m_out.notes << QStringLiteral("\"%1\" is read as units sold; the question does not say units or revenue").arg(word);
            }
        }
        if (!figure) {
            use(s, QStringLiteral("sells"));
            m_out.notUnderstood << QStringLiteral("what \"%1\" is measured by: units sold or revenue?").arg(word);
            return;
        }
        m_rankBy = figure;
        m_rankDescending = descending;
        limitFrom(limitEv);
        if (limitEv >= 0)
            use(limitEv, QStringLiteral("limit %1").arg(m_limit));
        use(s, QStringLiteral("ranked by %1").arg(which));
        m_out.notes << QStringLiteral("\"%1\" is ranked by %2").arg(word, which);
        return;
    }
}

int InterpretationBuilder::salesFigureSaidAfter(int from, bool pastRows) const
{
    // "sold the most (by quantity)", "top 5 selling products by quantity": the figure said right
    // after, as the lines' quantity column or a sales measure ("by" and, when asked, the rows
    // ranked may come between).
    const Roles &roles = m_model->roles();
    for (int j = from + 1; j < count() && j <= from + 3; ++j) {
        if (m_ev[j].used || (m_ev[j].first == m_ev[j].last && m_read.tokens.at(m_ev[j].first).lower == QLatin1String("by")))
            continue;
        if (pastRows && tableEv(j) && !columnOf(j))
            continue;
        const LexEntry *c = tableEv(j) ? nullptr : columnOf(j);
        const LexEntry *m = m_ev[j].entry(LexEntry::Kind::Measure);
        if ((c && c->table == roles.lineTable && c->column == roles.quantityColumn && m_model->measure(QStringLiteral("quantity")))
            || (m && (m->measureId == QLatin1String("quantity") || m->measureId == QLatin1String("revenue"))))
            return j;
        return -1;
    }
    return -1;
}

bool InterpretationBuilder::soldByLines(const QString &table) const
{
    // What an order line sells: a table it points at other than the orders ("Products", "Track").
    if (!m_model)
        return false;
    const Roles &roles = m_model->roles();
    const QList<sql::ForeignKey> keys = m_lex.schema().keysFrom(roles.lineTable);
    return table != roles.orderTable && std::any_of(keys.cbegin(), keys.cend(), [&table](const sql::ForeignKey &f) { return f.toTable == table; });
}

bool InterpretationBuilder::soldThroughLines(const QString &table) const
{
    // What an order line sells, or what those things belong to ("albums": their tracks are sold),
    // never reached through the orders (a customer is no thing sold).
    if (soldByLines(table))
        return true;
    if (!m_model)
        return false;
    const Roles &roles = m_model->roles();
    if (table == roles.orderTable || table == roles.lineTable)
        return false;
    const QList<sql::ForeignKey> path = m_lex.schema().joinPath(roles.lineTable, table);
    return !path.isEmpty() && path.size() <= 3 && std::none_of(path.cbegin(), path.cend(), [&roles](const sql::ForeignKey &f) {
        return f.fromTable == roles.orderTable || f.toTable == roles.orderTable;
    });
}

int InterpretationBuilder::soldInTotalAfter(int token) const
{
    // "were sold in total", "have been sold altogether": forms of "be", a verb of selling, and a
    // word that adds everything up; the last token of the phrase, or -1.
    const QList<Token> &tokens = m_read.tokens;
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    int t = token;
    bool be = false;
    while (t < tokens.size() && (vocabulary.isGrammarWord("be_forms", tokens.at(t).lower) || tokens.at(t).lower == QLatin1String("have")
                                 || tokens.at(t).lower == QLatin1String("has"))) {
        be |= vocabulary.isGrammarWord("be_forms", tokens.at(t).lower);
        ++t;
    }
    if (!be || t >= tokens.size() || !vocabulary.isGrammarWord("sales_participles", tokens.at(t).lower))
        return -1;
    ++t;
    const int adverb = t < tokens.size() ? evidenceCovering(t) : -1;
    if (adverb >= 0 && m_ev[adverb].hasTag(QStringLiteral("alltotal")) && !m_read.punctuationBetween(token, m_ev[adverb].last))
        return m_ev[adverb].last;
    return -1;
}

void InterpretationBuilder::readThingsSoldCounted()
{
    // "by number of tracks sold", "by total tracks sold", "the count of products ordered": the things sold, counted as
    // they are sold, are the units sold, not the catalogue's rows. The words become that measure.
    const Measure *units = m_model ? m_model->measure(QStringLiteral("quantity")) : nullptr;
    if (!units)
        return;
    for (int i = 0; i + 1 < count(); ++i) {
        const LexEntry *t = m_ev[i + 1].entry(LexEntry::Kind::Table);
        // ("by total tracks sold": a total of things sold is the units sold; the catalogue's tracks
        // were counted at 0.9.)
        const QString agg = m_ev[i].tag(QStringLiteral("agg:"));
        if (m_ev[i].used || (agg != QLatin1String("agg:count") && agg != QLatin1String("agg:sum")) || !t || !adjacent(i, i + 1)
            || !soldByLines(t->table))
            continue;
        // (An answer field that counts them, "ProductCount", asks for the different ones.)
        const QString thing = stemPhrase(m_read.tokens.at(m_ev[i + 1].last).lower);
        const bool countedApart = std::any_of(m_hint.fields.cbegin(), m_hint.fields.cend(), [&thing](const answer::HintField &f) {
            const QStringList words = text::words(text::splitIdentifier(f.key));
            const bool names = std::any_of(words.cbegin(), words.cend(), [&thing](const QString &w) { return stemPhrase(w) == thing; });
            static const QStringList counting{QStringLiteral("count"), QStringLiteral("number"), QStringLiteral("num"), QStringLiteral("distinct"),
                                              QStringLiteral("different"), QStringLiteral("unique")};
            return names && std::any_of(words.cbegin(), words.cend(), [](const QString &w) { return counting.contains(w.toLower()); });
        });
        if (countedApart)
            continue;
        // Only what rows are ranked or ordered by ("by number of tracks sold", "the highest
        // number of products sold"): "how many products sold in 1997 were discontinued" counts
        // the products.
        const int lead = m_ev[i].first - 1;
        const bool ranking = lead >= 0
            && (m_read.tokens.at(lead).lower == QLatin1String("by")
                || (i > 0 && adjacent(i - 1, i) && m_ev[i - 1].hasTag(QStringLiteral("sup:"))));
        // "How many tracks were sold in total?": the things sold, added up as sold, are the units
        // (the catalogue's tracks were counted, and the verb dropped, at 0.9).
        const int inTotal = ranking ? -1 : soldInTotalAfter(m_ev[i + 1].last + 1);
        // ("the total number of tracks sold": a total of things counted as sold is the units
        // too; every track of the catalogue was counted at 0.9.)
        const int next = m_ev[i + 1].last + 1;
        const bool totalOfSold = m_read.tokens.at(m_ev[i].first).lower == QLatin1String("total") && next < m_read.tokens.size()
            && Vocabulary::builtIn().isGrammarWord("sales_participles", m_read.tokens.at(next).lower);
        if (!ranking && inTotal < 0 && !totalOfSold)
            continue;
        // The words of the things sold become the measure of units sold.
        const auto readAsUnits = [this, units, i] {
            LexEntry measure;
            measure.kind = LexEntry::Kind::Measure;
            measure.measureId = units->id;
            m_ev[i + 1].entries = {measure};
            use(i, QStringLiteral("units of the things sold"));
        };
        if (inTotal >= 0) {
            readAsUnits();
            for (int e = 0; e < count(); ++e)
                if (m_ev[e].first > m_ev[i + 1].last && m_ev[e].last <= inTotal)
                    use(e, QStringLiteral("added up as sold"));
            m_out.notes << QStringLiteral("\"%1\" counts units sold").arg(m_read.spanText(m_ev[i].first, inTotal));
            continue;
        }
        const int after = m_ev[i + 1].last + 1;
        const bool covered = std::any_of(m_ev.cbegin(), m_ev.cend(), [after](const Evidence &e) { return e.first <= after && after <= e.last; });
        if (after >= m_read.tokens.size() || covered || !Vocabulary::builtIn().isGrammarWord("sales_participles", m_read.tokens.at(after).lower))
            continue;
        readAsUnits();
        m_out.notes << QStringLiteral("\"%1 %2\" counts units sold").arg(m_read.spanText(m_ev[i].first, m_ev[i + 1].last), m_read.tokens.at(after).text);
    }
}

void InterpretationBuilder::readSellsTheMost()
{
    // "Which genre sells the most?", "the product that sold the least", "which artist sells the
    // most tracks": a verb of selling, then the superlative, ranks by a sales figure as
    // "best-selling" does. Things sold named after it ("the most tracks", "the most copies") are
    // the units sold, whatever table the word names.
    if (m_rankBy || !m_model)
        return;
    // "Who bought the most?": a person is asked and no table names which (a product came back,
    // at 0.75); the buyer, the seller and the supplier are all read elsewhere or not at all.
    const bool tableNamed = std::any_of(m_ev.cbegin(), m_ev.cend(), [](const Evidence &e) { return e.entry(LexEntry::Kind::Table) != nullptr; });
    if (asksWho() && !tableNamed)
        return;
    // (Buying is the same sale seen from the buyer: "Which customer bought the most Chai?")
    static const QSet<QString> sellVerbs{QStringLiteral("sell"), QStringLiteral("sells"), QStringLiteral("sold"), QStringLiteral("selling"),
                                         QStringLiteral("buy"), QStringLiteral("buys"), QStringLiteral("bought"), QStringLiteral("purchase"),
                                         QStringLiteral("purchases"), QStringLiteral("purchased")};
    for (int k = 0; k < count(); ++k) {
        const QString sup = m_ev[k].tag(QStringLiteral("sup:"));
        if (m_ev[k].used || sup.isEmpty() || m_ev[k].hasTag(QStringLiteral("size")))
            continue;
        int verb = m_ev[k].first - 1;
        if (verb >= 0 && m_read.tokens.at(verb).lower == QLatin1String("the"))
            --verb;
        // (Or after the things: "the artist with the most tracks sold".)
        const int after = k + 1 < count() && tableEv(k + 1) && adjacent(k, k + 1) ? m_ev[k + 1].last + 1 : -1;
        const bool soldAfter = after > 0 && after < m_read.tokens.size()
            && Vocabulary::builtIn().isGrammarWord("sales_participles", m_read.tokens.at(after).lower)
            && !std::any_of(m_ev.cbegin(), m_ev.cend(), [after](const Evidence &e) { return e.used && e.first <= after && after <= e.last; });
        if (soldAfter)
            verb = after;
        else if (verb >= 0 && readSpentTheMost(k, verb))
            return;
        else if (verb < 0 || !sellVerbs.contains(m_read.tokens.at(verb).lower))
            continue;
        // ("Which category was purchased the most": the passive's subject is the thing bought,
        // read with the sales participles elsewhere.)
        if (!soldAfter && verb > 0 && Vocabulary::builtIn().isGrammarWord("be_forms", m_read.tokens.at(verb - 1).lower))
            continue;
        // "Which product categories sell the most? (revenue ..., with ...)": rows said in the
        // plural are a list in sales order, read elsewhere; the one row asked is said singular.
        if (!soldAfter && verb > 0) {
            const QString subject = m_read.tokens.at(verb - 1).lower;
            if (text::stripSuffix(subject) != subject)
                continue;
        }
        // What follows: nothing, or the things sold (a table's rows, as units).
        // (A question mark or a bracket ends the phrase too: "sells the most? (by ...)".)
        const auto breakBetween = [this](int a, int b) {
            const QString gap = m_read.gapBetween(a, b);
            return std::any_of(gap.cbegin(), gap.cend(), [](QChar c) { return QStringLiteral(",;:.?!()").contains(c); });
        };
        // ("Which product sold the most in 1997?": a period after it ends the phrase too.)
        const bool last = k + 1 >= count() || !adjacent(k, k + 1) || breakBetween(m_ev[k].last, m_ev[k + 1].first)
            || m_ev[k + 1].kind == Evidence::Kind::Date;
        // (Values may pick the things first: "the most Blues tracks" are tracks, of the genre.)
        int thing = k + 1;
        while (!soldAfter && thing + 1 < count() && !tableEv(thing) && m_ev[thing].entry(LexEntry::Kind::Value) && adjacent(thing, thing + 1))
            ++thing;
        // (The things after values may have been read as the rows the values name.)
        const bool thingsSold = !last && tableEv(thing) && (!m_ev[thing].used || thing > k + 1) && soldByLines(m_ev[thing].entry(LexEntry::Kind::Table)->table)
            && (soldAfter || thing + 1 >= count() || !adjacent(thing, thing + 1) || breakBetween(m_ev[thing].last, m_ev[thing + 1].first));
        // ("bought the most Chai": a value of the things sold alone names them, in units.)
        // ("Who bought the most Chai?": with no rows named to rank, the product itself was ranked.)
        const bool valueSold = !last && !thingsSold && thing == k + 1 && !tableEv(thing)
            && std::any_of(m_ev[thing].entries.cbegin(), m_ev[thing].entries.cend(), [this](const LexEntry &e) {
                   return e.kind == LexEntry::Kind::Value && e.wholeDepth == 0 && soldByLines(e.table) && e.table != m_focus;
               })
            && (thing + 1 >= count() || !adjacent(thing, thing + 1) || breakBetween(m_ev[thing].last, m_ev[thing + 1].first));
        if (!last && !thingsSold && !valueSold)
            continue;
        // "In which month did we sell the most?", "On what day of the week do we sell the most?":
        // the part of the date asked about is what ranks, not the things sold (the top product
        // came back, at 0.75). Before any word is taken for the figure.
        const bool partAsked = std::any_of(m_ev.cbegin(), m_ev.cbegin() + k, [](const Evidence &e) {
            return !e.used && e.hasTag(QStringLiteral("part:"));
        });
        if (partAsked && m_groupTargets.empty() && !groupByAskedBefore(k))
            return;
        QString which;
        std::optional<Expr> figure;
        const Measure *units = m_model->measure(QStringLiteral("quantity"));
        const int saidAfter = thingsSold ? -1 : salesFigureSaidAfter(k, false);
        if (saidAfter >= 0) {
            const LexEntry *m = m_ev[saidAfter].entry(LexEntry::Kind::Measure);
            const Measure *named = m ? m_model->measure(m->measureId) : units;
            if (named) {
                figure = Expr::templ(named->expr);
                which = named->label;
                use(saidAfter, QStringLiteral("the figure sold"));
            }
        } else if ((thingsSold || valueSold) && units) {
            figure = Expr::templ(units->expr);
            which = units->label;
            if (thingsSold)
                use(thing, QStringLiteral("the things sold, counted in units"));
        } else {
            figure = salesFigureNamed(which);
            if (!figure && which.isEmpty() && units) {
                figure = Expr::templ(units->expr);
                which = units->label;
                m_out.ambiguous = true;
                m_out.notes << QStringLiteral("\"%1 %2\" is read as units sold; the question does not say units or revenue")
                                   .arg(m_read.tokens.at(verb).text, m_read.spanText(m_ev[k].first, m_ev[k].last));
            }
        }
        if (!figure)
            return;
        m_rankBy = figure;
        m_rankDescending = sup.endsWith(QLatin1String("high"));
        limitFrom(-1);
        use(k, QStringLiteral("ranked by %1 sold").arg(which));
        return;
    }
}

bool InterpretationBuilder::readSpentTheMost(int superlative, int verb)
{
    // "Which customers spent the most?", "the artist that earned the least": a verb the measures
    // name ("spent" is revenue's), then the superlative with nothing after it, ranks by that
    // measure (declined: "most" said of nothing).
    const int e = evidenceCovering(verb);
    if (e < 0 || m_ev[e].used || m_ev[e].first != verb || m_ev[e].last != verb || tableEv(e))
        return false;
    const LexEntry *m = m_ev[e].entry(LexEntry::Kind::Measure);
    const Measure *measure = m ? m_model->measure(m->measureId) : nullptr;
    const int k = superlative;
    const bool last = k + 1 >= count() || !adjacent(k, k + 1) || [this, k] {
        const QString gap = m_read.gapBetween(m_ev[k].last, m_ev[k + 1].first);
        return std::any_of(gap.cbegin(), gap.cend(), [](QChar c) { return QStringLiteral(",;:.?!()").contains(c); });
    }();
    // The one who spent: the rows asked about, named right before the verb ("customers spent",
    // "customer has spent"); "which country's customers spent the most" ranks countries, not
    // the customers (the country of the top customer came back at 0.9).
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const auto auxiliary = [&vocabulary](const QString &w) {
        return vocabulary.isGrammarWord("be_forms", w) || vocabulary.isGrammarWord("possessive_verbs", w) || vocabulary.isGrammarWord("do_forms", w);
    };
    int subject = e - 1;
    while (subject >= 0 && m_ev[subject].first == m_ev[subject].last && auxiliary(m_read.tokens.at(m_ev[subject].first).lower))
        --subject;
    for (int t = m_ev[e].first - 1; subject >= 0 && t > m_ev[subject].last; --t)
        if (!auxiliary(m_read.tokens.at(t).lower))
            return false;
    if (subject < 0 || !tableEv(subject) || m_ev[subject].entry(LexEntry::Kind::Table)->table != m_focus
        || (m_ev[subject].first > 0 && m_read.tokens.at(m_ev[subject].first - 1).possessive))
        return false;
    LexicalResources &lexical = LexicalResources::instance();
    const QString &verbWord = m_read.tokens.at(verb).lower;
    if (!measure || !last || !(lexical.isInflectedVerb(verbWord) || lexical.isVerbBase(verbWord)))
        return false;
    m_rankBy = Expr::templ(measure->expr);
    m_rankDescending = m_ev[k].tag(QStringLiteral("sup:")).endsWith(QLatin1String("high"));
    limitFrom(-1);
    use(e, QStringLiteral("the figure: %1").arg(measure->label));
    use(k, QStringLiteral("ranked by %1").arg(measure->label));
    return true;
}

void InterpretationBuilder::readLongestText()
{
    // "the customer with the longest contact name", "the shortest product name": a word of
    // duration before a text column ranks by its length in characters (the question went to the
    // documents and came back with a policy sentence).
    if (m_rankBy)
        return;
    for (int i = 0; i + 1 < count(); ++i) {
        const QString attr = m_ev[i].tag(QStringLiteral("attr:"));
        if (m_ev[i].used || !attr.startsWith(QLatin1String("attr:duration:")) || !adjacent(i, i + 1) || m_ev[i + 1].used)
            continue;
        const LexEntry *c = tableEv(i + 1) ? nullptr : pickColumn(i + 1);
        if (!c || m_lex.kindOf(c->table, c->column) != ColumnKind::Text)
            continue;
        m_rankBy = Expr::unary(Expr::Kind::Length, Expr::col(c->table, c->column));
        m_rankDescending = attr.endsWith(QLatin1String("high"));
        limitFrom(-1);
        use(i, QStringLiteral("ranked by length"));
        use(i + 1, QStringLiteral("the length of %1").arg(c->column));
        m_out.notes << QStringLiteral("\"%1\" is the length of %2 in characters").arg(m_read.spanText(m_ev[i].first, m_ev[i].last), c->column);
        // "(number of letters)" said after it says so again.
        for (int j = i + 2; j < count() && j <= i + 5; ++j) {
            if (m_ev[j].used || !m_ev[j].hasTag(QStringLiteral("textlength")))
                continue;
            use(j, QStringLiteral("length in characters"));
            if (j > 0 && !m_ev[j - 1].used && adjacent(j - 1, j) && m_ev[j - 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:count"))
                use(j - 1, QStringLiteral("length in characters"));
            break;
        }
        return;
    }
}

bool InterpretationBuilder::rankRowsBySize(int sup, int target, int limitEv)
{
    if (!m_ev[sup].hasTag(QStringLiteral("size")))
        return false;
    // "the largest number of orders": a count between the two words keeps the count.
    for (int k = sup + 1; k < target; ++k)
        if (m_ev[k].hasTag(QStringLiteral("agg:")))
            return false;
    const LexEntry *t = m_ev[target].entry(LexEntry::Kind::Table);
    if (!t)
        return false;
    // "countries with max orders", "the customer having the highest orders": rows said to have
    // the most of a plural are the most of them, not the largest one.
    const int before = m_ev[sup].first - 1;
    static const QSet<QString> having{QStringLiteral("with"), QStringLiteral("having"), QStringLiteral("has"), QStringLiteral("have")};
    const QString plural = m_read.tokens.at(m_ev[target].last).lower;
    if (before >= 0 && having.contains(m_read.tokens.at(before).lower) && text::stripSuffix(plural) != plural)
        return false;
    // "the maximum product unit price": the table names whose column follows; the superlative
    // is of the column, not a size of the table's rows.
    if (target + 1 < count() && adjacent(target, target + 1) && !tableEv(target + 1))
        if (const LexEntry *c = columnOf(target + 1); c && c->table == t->table)
            return false;
    const Measure *value = m_model && m_model->roles().orderTable == t->table ? m_model->measure(QStringLiteral("revenue")) : nullptr;
    // "the biggest supplier by number of products": the figure after "by" is the size.
    if (t->table == m_focus && rankFocusByMeasureAfter(target, m_ev[sup].tag(QStringLiteral("sup:")).endsWith(QLatin1String("high")), limitEv)) {
        use(sup, QStringLiteral("rank"));
        use(target, QStringLiteral("ranked %1").arg(t->table));
        m_rankedRowsOf = t->table;
        if (limitEv >= 0)
            use(limitEv, QStringLiteral("limit"));
        return true;
    }
    // "the customer with the largest order": one order, the one worth most, and its customer.
    const QString noun = m_read.tokens.at(m_ev[target].last).lower;
    if (value && t->table != m_focus && belongsTo(t->table, m_focus) && text::stripSuffix(noun) == noun && limitEv < 0) {
        m_rankBy = Expr::templ(value->expr);
        m_rankDescending = m_ev[sup].tag(QStringLiteral("sup:")).endsWith(QLatin1String("high"));
        limitFrom(limitEv);
        m_rankedPerRowOf = t->table;
        use(sup, QStringLiteral("rank each %1 by its own %2").arg(t->table, value->label));
        use(target, QStringLiteral("one %1 row").arg(t->table));
        m_out.notes << QStringLiteral("the size of an order is its %1").arg(value->label);
        return true;
    }
    if (!value || t->table != m_focus) {
        // "the largest supplier": no size is defined.
        m_out.notUnderstood << QStringLiteral("what makes a %1 row \"%2\"").arg(t->table, m_read.spanText(m_ev[sup].first, m_ev[sup].last));
        use(sup, QStringLiteral("size"));
        return true;
    }
    m_rankBy = Expr::templ(value->expr);
    m_rankDescending = m_ev[sup].tag(QStringLiteral("sup:")).endsWith(QLatin1String("high"));
    limitFrom(limitEv);
    use(sup, QStringLiteral("rank by each %1's own %2").arg(t->table, value->label));
    use(target, QStringLiteral("ranked %1").arg(t->table));
    m_rankedRowsOf = t->table;
    if (limitEv >= 0)
        use(limitEv, QStringLiteral("limit"));
    // "what was the largest order worth?" with a decimal asked for: the value, not the order.
    m_rankFigureAsked = m_hint.isScalar() && m_hint.scalar == answer::ScalarType::Float;
    m_out.notes << QStringLiteral("the size of an order is its %1").arg(value->label);
    return true;
}

} // namespace rac::semantic
