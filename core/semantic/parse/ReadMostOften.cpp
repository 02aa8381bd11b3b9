// SPDX-License-Identifier: MIT
//
// Rankings by how often or how much a thing is acted on, said with a verb instead of "has the
// most": read again as a ranking the other readings take, when the question is not understood
// as written.
//  - A verb of occurring ("appears on", "shows up in", "is featured on") before "the most <rows>":
//    "... has the most <rows>".
//  - A verb after the ranked thing ("which product is ordered most often", "which track was
//    purchased the most (by quantity)") or before it as an adjective ("the 3 most ordered
//    products", "the most frequently sold product", "the most used shipper"):
//      with "often", "frequently" or "commonly", the rows the verb names are counted;
//      with "by <figure>" after it, that figure ranks;
//      else a verb of selling ("sold", "purchased") ranks by the units sold, and a verb that
//      spells a table ("ordered", "invoiced") counts that table's rows.
//    The rows a verb names: the sales lines for a verb of selling, the table the verb spells, or
//    for a verb of using ("used", "chosen") the one table of dated rows (events) that point at the
//    thing ranked.
//    A verb that names no rows stays not understood.
#include "semantic/parse/SemanticParser.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/Interpreter.h"
#include "semantic/parse/PresentationClauses.h"
#include "semantic/parse/QuestionReader.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>

namespace rac::semantic {

namespace {

QString alternatives(const char *role)
{
    QStringList words = Vocabulary::builtIn().grammarWords(role);
    for (QString &w : words)
        w = QRegularExpression::escape(w).replace(QLatin1String("\\ "), QLatin1String("\\s+"));
    return words.join(QLatin1Char('|'));
}

} // namespace

QString SemanticParser::tableNamedBy(const QString &words) const
{
    for (const LexEntry &e : m_lexicon.lookup(stemPhrase(words)))
        if (e.kind == LexEntry::Kind::Table)
            return e.table;
    return {};
}

QString SemanticParser::rowsActedOnBy(const QString &verb, const QString &ranked) const
{
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const QString lower = verb.toLower();
    const Roles &roles = m_model.roles();
    if (vocabulary.isGrammarWord("sales_participles", lower) && roles.hasSales() && ranked != roles.lineTable)
        return text::splitIdentifier(roles.lineTable).toLower();
    if (vocabulary.isGrammarWord("use_participles", lower)) {
        // The one table of events whose rows point at the ranked rows ("orders" name their
        // shipper); the rows that make a thing up (an artist's albums) do not use it.
        QString pointing;
        const auto dated = [this](const sql::Table &t) {
            return std::any_of(t.columns.cbegin(), t.columns.cend(),
                               [this, &t](const sql::Column &c) { return m_lexicon.kindOf(t.name, c.name) == ColumnKind::Date; });
        };
        for (const sql::Table &t : m_lexicon.schema().tables)
            for (const sql::ForeignKey &fk : m_lexicon.schema().keysFrom(t.name))
                if (fk.toTable == ranked && fk.fromTable != ranked && dated(t)) {
                    if (!pointing.isEmpty() && pointing != fk.fromTable)
                        return {};
                    pointing = fk.fromTable;
                }
        return text::splitIdentifier(pointing).toLower();
    }
    // (Only a table whose own name the verb spells: "purchased" may name the purchasers.)
    const QString stemmed = stemPhrase(verb);
    for (const LexEntry &e : m_lexicon.lookup(stemmed))
        if (e.kind == LexEntry::Kind::Table && stemPhrase(text::splitIdentifier(e.table)) == stemmed && e.table != ranked)
            return text::splitIdentifier(e.table).toLower();
    return {};
}

QString SemanticParser::rankingByVerb(const QString &verb, bool fewest, bool often, const QString &figure, const QString &ranked) const
{
    if (!figure.isEmpty()) {
        // "by customers in Germany" names who, not what ranks.
        static const QRegularExpression firstWord(QStringLiteral("^\\s*(?:the\\s+)?([A-Za-z]+)"));
        if (const QRegularExpressionMatch w = firstWord.match(figure); w.hasMatch() && !tableNamedBy(w.captured(1)).isEmpty())
            return {};
        // "by number of orders" counts; "by quantity", "by total revenue" total the figure.
        static const QRegularExpression counted(QStringLiteral("^(?:the\\s+)?(?:total\\s+)?(?:number|count)\\s+of\\s+(.+)$"),
                                                QRegularExpression::CaseInsensitiveOption);
        if (const QRegularExpressionMatch c = counted.match(figure); c.hasMatch())
            return QStringLiteral("the %1 %2").arg(fewest ? QStringLiteral("fewest") : QStringLiteral("most"), c.captured(1));
        static const QRegularExpression total(QStringLiteral("^(?:the\\s+)?(?:total\\s+)?"), QRegularExpression::CaseInsensitiveOption);
        return QStringLiteral("the %1 total %2").arg(fewest ? QStringLiteral("lowest") : QStringLiteral("highest"), QString(figure).remove(total));
    }
    const bool selling = Vocabulary::builtIn().isGrammarWord("sales_participles", verb.toLower());
    const Roles &roles = m_model.roles();
    // "the most sold": the units sold, unless "often" asks how many times.
    if (selling && !often && verb.toLower() != QLatin1String("ordered") && roles.hasSales())
        return QStringLiteral("the %1 total %2").arg(fewest ? QStringLiteral("lowest") : QStringLiteral("highest"),
                                                   text::splitIdentifier(roles.quantityColumn).toLower());
    const QString rows = rowsActedOnBy(verb, ranked);
    if (rows.isEmpty())
        return {};
    return QStringLiteral("the %1 %2").arg(fewest ? QStringLiteral("fewest") : QStringLiteral("most"), rows);
}

QString SemanticParser::rephraseMostOften(const QString &question, bool listAsked, QString &note, bool &guessed) const
{
    guessed = false;
    // "the most" or "the fewest": which end of the ranking.
    static const QRegularExpression occurs(
        QStringLiteral("\\b(?:(?:%1)\\s+)?(?:%2)\\s+(?:%3)\\s+the\\s+(?:(?<most>%4)|(?<fewest>%5))\\s+")
            .arg(alternatives("passive_auxiliaries"), alternatives("occurrence_verbs"), alternatives("occurrence_prepositions"),
                 alternatives("most_amounts"), alternatives("fewest_amounts")),
        QRegularExpression::CaseInsensitiveOption);
    // "which product is ordered most often", "was purchased the most (by quantity)".
    static const QRegularExpression after(
        QStringLiteral("\\b(?:(?:has|have|had)\\s+)?(?<aux>%1)\\s+(?<verb>[A-Za-z]+(?:ed|ght|ld|en))\\s+(?:the\\s+)?(?:(?<most>most)|(?<fewest>least|fewest))"
                       "(?:\\s+(?<often>%2))?(?:\\s*\\(\\s*by\\s+(?<figure>[^()]+?)\\s*\\)|\\s+by\\s+(?<bare>[^()?.!,;]+?)(?=\\s*[?.!,;]|\\s*$))?"
                       "(?<end>(?=\\s*[?.!,;(]|\\s*$))?")
            .arg(alternatives("passive_auxiliaries"), alternatives("frequency_words")),
        QRegularExpression::CaseInsensitiveOption);
    // "the 3 most ordered products (by quantity)", "top 10 most frequently sold products",
    // "the most used shipper".
    static const QRegularExpression before(
        QStringLiteral("\\b(?:(?<top>top)\\s+)?(?:the\\s+)?(?:(?<n>\\d+)\\s+)?(?:(?<most>most)|(?<fewest>least))\\s+(?:(?<often>%1)\\s+)?"
                       "(?<verb>[A-Za-z]+(?:ed|ght|ld|en))\\s+(?<noun>[A-Za-z]+(?:\\s+[A-Za-z]+){0,2}?)(?![A-Za-z])(?:\\s*\\(\\s*by\\s+(?<figure>[^()]+?)\\s*\\)|\\s+by\\s+(?<bare>[^()?.!,;]+?)(?=\\s*[?.!,;]|\\s*$))?")
            .arg(alternatives("frequency_words")),
        QRegularExpression::CaseInsensitiveOption);
    const auto fewest = [](const QRegularExpressionMatch &m) { return !m.captured(QStringLiteral("fewest")).isEmpty(); };
    const auto figureOf = [](const QRegularExpressionMatch &m) {
        return m.captured(QStringLiteral("figure")).isEmpty() ? m.captured(QStringLiteral("bare")) : m.captured(QStringLiteral("figure"));
    };
    QString rest = question;
    if (const QRegularExpressionMatch m = occurs.match(question); m.hasMatch()) {
        const QString said = QStringLiteral(" has the %1 ").arg(fewest(m) ? QStringLiteral("fewest") : QStringLiteral("most"));
        rest.replace(m.capturedStart(), m.capturedLength(), said);
        note = QStringLiteral("read as \"%1\"").arg(rest.simplified());
        return rest;
    }
    if (const QRegularExpressionMatch m = before.match(question); m.hasMatch()) {
        QString noun = m.captured(QStringLiteral("noun"));
        QString ranked = tableNamedBy(noun);
        QString figure = figureOf(m);
        qsizetype end = m.capturedEnd();
        // "the most purchased media type (by quantity)": the rows may be named in more words than
        // the first, which alone names no table; the figure then follows them.
        if (ranked.isEmpty()) {
            static const QRegularExpression moreWords(QStringLiteral("^\\s+([A-Za-z]+)(?:\\s+([A-Za-z]+))?"));
            const qsizetype nounEnd = m.capturedEnd(QStringLiteral("noun"));
            const QRegularExpressionMatch w = moreWords.match(question.mid(nounEnd));
            for (int take = 2; w.hasMatch() && take >= 1 && ranked.isEmpty(); --take) {
                if (w.captured(take).isEmpty())
                    continue;
                const QString longer = noun + QLatin1Char(' ') + (take == 2 ? w.captured(1) + QLatin1Char(' ') + w.captured(2) : w.captured(1));
                if (const QString t = tableNamedBy(longer); !t.isEmpty()) {
                    ranked = t;
                    end = nounEnd + w.capturedEnd(take);
                    noun = longer;
                }
            }
            static const QRegularExpression figureAfter(QStringLiteral("^\\s*\\(\\s*by\\s+([^()]+?)\\s*\\)|^\\s+by\\s+([^()?.!,;]+?)(?=\\s*[?.!,;]|\\s*$)"),
                                                        QRegularExpression::CaseInsensitiveOption);
            if (const QRegularExpressionMatch f = figureAfter.match(question.mid(end)); !ranked.isEmpty() && f.hasMatch()) {
                figure = f.captured(1).isEmpty() ? f.captured(2) : f.captured(1);
                end += f.capturedEnd();
            }
        }
        const QString n = m.captured(QStringLiteral("n"));
        // "the most used shippers": the first alone, or all of them in order; the words do not say.
        // With a list asked for, all of them in order, as other rankings said in the plural are
        // read (not a sure reading). ("Most used Delivery Company and Average Freight (... per
        // delivery company, most used first)": a heading over rows asked for each, all of them, in
        // the order said apart.)
        static const QRegularExpression perEach(QStringLiteral("\\b(?:per|each|every)\\b"), QRegularExpression::CaseInsensitiveOption);
        const bool plural = text::stripSuffix(noun.toLower()) != noun.toLower();
        if (n.isEmpty() && ((plural && !listAsked) || !findPresentationClauses(question).orders.isEmpty() || perEach.match(question).hasMatch()))
            return {};
        const QString verb = m.captured(QStringLiteral("verb"));
        const bool often = !m.captured(QStringLiteral("often")).isEmpty();
        const QString by = rankingByVerb(verb, fewest(m), often, figure, ranked);
        if (ranked.isEmpty() || by.isEmpty())
            return {};
        guessed = figure.isEmpty() && !often;
        // (A heading that opens with them, "Most used shippers", asks which ones: every one, ranked.)
        const bool heading = plural && n.isEmpty() && question.left(m.capturedStart()).trimmed().isEmpty();
        const QString said = heading ? QStringLiteral("which %1 have %2").arg(noun, by)
                                     : QStringLiteral("the %1%2 with %3").arg(n.isEmpty() ? QString() : n + QLatin1Char(' '), noun, by);
        rest.replace(m.capturedStart(), end - m.capturedStart(), said);
        note = QStringLiteral("read \"%1\" as \"%2\"").arg(question.mid(m.capturedStart(), end - m.capturedStart()).simplified(), said);
        return rest;
    }
    if (const QRegularExpressionMatch m = after.match(question); m.hasMatch()) {
        const QString figure = figureOf(m);
        const bool often = !m.captured(QStringLiteral("often")).isEmpty();
        const QString verb = m.captured(QStringLiteral("verb"));
        // Said at the end of its clause, or with what ranks it in brackets right after; a clause
        // that goes on ("... (by quantity) by customers in Germany") keeps the verb of buying.
        const bool goesOn = !m.hasCaptured(QStringLiteral("end"));
        const bool selling = Vocabulary::builtIn().isGrammarWord("sales_participles", verb.toLower());
        if (goesOn && (m.captured(QStringLiteral("figure")).isEmpty() || !selling))
            return {};
        // "Which categories were sold the most?": the first alone, or all of them in order.
        if (Vocabulary::builtIn().isGrammarWord("plural_auxiliaries", m.captured(QStringLiteral("aux")).toLower()))
            return {};
        // The ranked rows: the last table named before the verb.
        QString ranked;
        static const QRegularExpression word(QStringLiteral("[A-Za-z]+"));
        for (QRegularExpressionMatchIterator it = word.globalMatch(question.left(m.capturedStart())); it.hasNext();)
            if (const QString t = tableNamedBy(it.next().captured()); !t.isEmpty())
                ranked = t;
        const QString by = rankingByVerb(verb, fewest(m), often, figure, ranked);
        if (ranked.isEmpty() || by.isEmpty())
            return {};
        guessed = figure.isEmpty() && !often;
        if (goesOn) {
            // "What product was bought by customers in Germany, with the highest total quantity?"
            static const QRegularExpression closing(QStringLiteral("[\\s?.!]+$"));
            rest = question.left(m.capturedStart()) + QStringLiteral("was bought")
                + question.mid(m.capturedEnd()).remove(closing) + QStringLiteral(" with ") + by;
        } else {
            rest.replace(m.capturedStart(), m.capturedLength(), QStringLiteral("has %1").arg(by));
        }
        note = QStringLiteral("read as \"%1\"").arg(rest.simplified());
        return rest;
    }
    return {};
}

void SemanticParser::readMostOftenRephrased(const QString &question, const answer::FormatHint &hint,
                                            const QList<QPair<int, int>> &consumed, Interpretation &whole) const
{
    if (!consumed.isEmpty())   // spans other stages explained point into the question as asked
        return;
    QString note;
    bool guessed = false;
    const QString rest = rephraseMostOften(question, hint.isList(), note, guessed);
    if (rest.isEmpty())
        return;
    const Roles &roles = m_model.roles();
    Interpretation alone = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn)
                               .interpret(QuestionReader(m_lexicon).read(rest), hint);
    // The rest may still carry a label, a second sentence or a clause on presentation.
    readFallbacks(rest, hint, consumed, alone, {Fallback::AskingSentence, Fallback::PresentationApart, Fallback::SpecApart});
    if (!alone.understood)
        return;
    alone.notes << note;
    // "the most sold", "ordered the most": units and times both rank; the figure was not said.
    if (guessed) {
        alone.ambiguous = true;
        alone.notes << QStringLiteral("the question does not say whether units or times bought rank");
    }
    whole = alone;
}

} // namespace rac::semantic
