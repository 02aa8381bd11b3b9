// SPDX-License-Identifier: MIT
#include "semantic/parse/DefinedTerms.h"

#include "common/TextUtil.h"
#include "planning/DatePhraseParser.h"
#include "planning/ValueBands.h"
#include "planning/VersionWording.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rac::semantic {

namespace {

// The last word of a band's label that says it is a band of a ladder ("Gold tier", "Premium band"),
// with the space before it.
const QRegularExpression &ladderWord()
{
    static const QRegularExpression word(QStringLiteral("\\s+(?:tier|band|rung|segment|level|class|bracket)s?$"), QRegularExpression::CaseInsensitiveOption);
    return word;
}

// The link of a band's term: rows are "in" a band, or "make" it ("customers who made Gold").
constexpr const char *kBandLink = "(band)";
// The link of a state a document defines by a comparison ("An order is late when ..."): the word
// is said of the rows ("orders that were shipped late", "late orders").
constexpr const char *kStateLink = "(state)";

// "orders that were shipped late", "late orders", "late-shipped orders": the rows named with the
// state said of them, read as the rows with the state's condition. The words between say the state
// of a column the definition compares ("shipped" for ShippedDate); "almost late", "not shipped
// late", "placed late" and "late in the day" say something else and are left unread.
bool readState(QString &text, const planning::TermDefinition &d)
{
    const QString label = QRegularExpression::escape(d.term);
    const QString rows = QRegularExpression::escape(d.entity) + QStringLiteral("(?:s|es)?");
    const auto re = [](const QString &p) { return QRegularExpression(p, QRegularExpression::CaseInsensitiveOption); };
    const QRegularExpression after = re(QStringLiteral("\\b(?<rows>") + rows + QStringLiteral(")\\s+(?:(?:that|which)\\s+)?")
                                        + QStringLiteral("(?:(?:were|was|are|is|got|get|gets|have\\s+been|has\\s+been|had\\s+been)\\s+)?")
                                        + QStringLiteral("(?<between>(?:[a-z]+\\s+){0,2}?)") + label + QStringLiteral("\\b"));
    const QRegularExpression before = re(QStringLiteral("\\b") + label + QStringLiteral("(?:[\\s-]+(?<between>[a-z]+ed))?\\s+(?<rows>") + rows
                                         + QStringLiteral(")\\b"));
    QSet<QString> columnStems;
    for (const QString &w : text::splitIdentifier(d.stateOf).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        columnStems.insert(stemPhrase(w));
    // ("orders delivered late": another word for the act, when the compared column is named by one
    // too, ShippedDate.)
    const QStringList actWords = text::splitIdentifier(d.stateOf.section(QLatin1Char(' '), 0, 0)).toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const bool actNamedByVerb = std::any_of(actWords.cbegin(), actWords.cend(), [](const QString &w) {
        return Vocabulary::builtIn().isGrammarWord("fulfilment_verbs", w);
    });
    const auto namesTheState = [&columnStems, actNamedByVerb](const QString &between) {
        const QStringList words = between.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        return std::all_of(words.cbegin(), words.cend(), [&columnStems, actNamedByVerb](const QString &w) {
            return columnStems.contains(stemPhrase(w)) || (actNamedByVerb && Vocabulary::builtIn().isGrammarWord("fulfilment_verbs", w.toLower()));
        });
    };
    static const QRegularExpression partOfTime(QStringLiteral("^\\s+in\\s+the\\s+(?:day|week|month|year|quarter|season|evening|morning|afternoon)\\b"),
                                               QRegularExpression::CaseInsensitiveOption);
    // (Every place the state is said: "Some salespeople have more orders arriving late than
    // others. Which salespeople have the most orders arriving late?")
    bool read = false;
    for (qsizetype from = 0; from < text.size();) {
        QRegularExpressionMatch m = after.match(text, from);
        if (!m.hasMatch())
            m = before.match(text, from);
        if (!m.hasMatch() || !namesTheState(m.captured(QStringLiteral("between"))) || partOfTime.match(text.mid(m.capturedEnd())).hasMatch())
            break;
        const QString replacement = m.captured(QStringLiteral("rows")) + QLatin1Char(' ') + d.condition;
        text.replace(m.capturedStart(), m.capturedLength(), replacement);
        from = m.capturedStart() + replacement.size();
        read = true;
    }
    return read;
}

// A term defined more than once, each from a day on ("From 1 February 1998, an order is a big
// basket when ..."): the version in force over the whole period the question names. A question
// with no period, or one across a change, is not given either version: it is left unread, and the
// note says why.
QList<planning::TermDefinition> versionsInForce(const QString &question, const QList<planning::TermDefinition> &terms, QStringList &notes,
                                                QStringList &chosenByWords)
{
    const QList<planning::DateRange> dates = planning::DatePhraseParser::parse(question);
    QDate first;
    QDate last;
    for (const planning::DateRange &r : dates) {
        if (!first.isValid() || r.start < first)
            first = r.start;
        if (!last.isValid() || r.end > last)
            last = r.end;
    }
    QList<planning::TermDefinition> chosen;
    QStringList seen;
    for (const planning::TermDefinition &d : terms) {
        if (seen.contains(d.term, Qt::CaseInsensitive))
            continue;
        seen << d.term;
        QList<planning::TermDefinition> versions;
        for (const planning::TermDefinition &v : terms)
            if (v.term.compare(d.term, Qt::CaseInsensitive) == 0)
                versions << v;
        std::sort(versions.begin(), versions.end(), [](const planning::TermDefinition &a, const planning::TermDefinition &b) {
            return !a.from.isValid() ? b.from.isValid() : b.from.isValid() && a.from < b.from;
        });
        if (versions.size() == 1) {
            chosen << versions.first();
            continue;
        }
        int inForce = -1;
        for (int i = 0; first.isValid() && i < versions.size(); ++i) {
            const QDate starts = versions.at(i).from;
            const QDate nextStarts = i + 1 < versions.size() ? versions.at(i + 1).from : QDate();
            if ((!starts.isValid() || starts <= first) && (!nextStarts.isValid() || last < nextStarts))
                inForce = i;
        }
        // Without a period, the words say which: "as first published", "today".
        if (!first.isValid() && planning::asksOriginalVersion(question) && !planning::asksCurrentVersion(question))
            inForce = 0;
        else if (!first.isValid() && planning::asksCurrentVersion(question) && !planning::asksOriginalVersion(question))
            inForce = int(versions.size()) - 1;
        if (!first.isValid() && inForce >= 0)
            chosenByWords << d.term;
        if (inForce >= 0)
            chosen << versions.at(inForce);
        else if (question.contains(d.term, Qt::CaseInsensitive))   // (said only of a term the question uses)
            notes << QStringLiteral("\"%1\" changed its definition on %2 (%3); the question does not name a period on one side of the change")
                         .arg(d.term, versions.last().from.toString(Qt::ISODate),
                              versions.last().file.isEmpty() ? versions.last().chunkId : versions.last().file);
    }
    return chosen;
}

// A term said as written, read as its definition: "products go on the premium shelf", "customers
// that qualify as anchor clients", "Gold-tier customers", "Count 1996's pallet orders". The rows
// are named before; the definition's condition follows them. False when the question does not
// say the term in any of these ways.
bool readTerm(QString &replaced, const planning::TermDefinition &d, const QString &term, const QString &condition)
{
    const auto re = [](const QString &p) { return QRegularExpression(p, QRegularExpression::CaseInsensitiveOption); };
    const bool band = d.link == QLatin1String(kBandLink);
    const QString attach = band ? QStringLiteral("(?:(?:(?:are|were|is|was)(?:\\s+(?:priced|listed|placed|put|ranked|classed|sitting))?|fall|falls|fell|sit|sits|sat|belong|belongs|land|lands)\\s+(?:in|on|into|within)|"
                                                 "(?:made|make|makes|reached|reach|reaches|hit|hits|achieved|earned|qualified\\s+for|qualify\\s+for))")
        : d.link.isEmpty()
        ? QStringLiteral("(?:qualif\\w*|count(?:ed|s)?|class(?:ed|ified)|are|were|is|was|rank(?:ed|s)?)\\s+as")
        : QStringLiteral("\\w+\\s+") + QRegularExpression::escape(d.link.section(QLatin1Char(' '), -1));
    // ("the Premium price band": a band's label may be said with the ladder's words after it.)
    const QString ladderTail = band ? QStringLiteral("(?:[\\s-]+(?:[A-Za-z]+[\\s-]+)?(?:tier|band|rung|segment|level|class|bracket)s?\\b)?") : QString();
    const QRegularExpression attached = re(QStringLiteral("\\b(?:(?:that|which|who)\\s+)?") + attach + QStringLiteral("\\s+(?:the\\s+|an?\\s+)?") + term
                                           + QStringLiteral("\\b") + ladderTail);
    // "Which customers are key accounts for 1998?": rows named in the plural, then "are" the term.
    const QRegularExpression are = re(QStringLiteral("\\b[A-Za-z]+s\\s+(?:(?:that|which|who)\\s+)?((?:are|were)\\s+(?:the\\s+|an?\\s+)?") + term
                                      + QStringLiteral(")\\b"));
    // "Gold-tier customers": a band's label before the rows it sorts.
    const QRegularExpression modifier = re(QStringLiteral("\\b") + term + QStringLiteral("\\s+([A-Za-z]+s)\\b"));
    // A band's label said without its ladder word ("made Platinum") is a name only capitalised:
    // "made core changes" names no band.
    const auto capitalised = [&re, &term](const QRegularExpressionMatch &m) {
        const QRegularExpressionMatch said = re(QStringLiteral("\\b") + term + QStringLiteral("\\b")).match(m.captured(0));
        return said.hasMatch() && said.captured(0).at(0).isUpper();
    };
    const bool shortForm = band && !ladderWord().match(d.term).hasMatch();
    if (const QRegularExpressionMatch m = attached.match(replaced); m.hasMatch() && (!shortForm || capitalised(m))) {
        replaced.replace(m.capturedStart(), m.capturedLength(), condition);
        return true;
    }
    // ("Budget products": a label without its ladder word sorts rows only when written as a name.)
    if (const QRegularExpressionMatch b = modifier.match(replaced); band && b.hasMatch() && (!shortForm || capitalised(b))) {
        replaced.replace(b.capturedStart(), b.capturedLength(), b.captured(2) + QLatin1Char(' ') + condition);
        return true;
    }
    // ("products are Premium": a band's label, written as a name, said of the rows.)
    if (const QRegularExpressionMatch a = are.match(replaced); a.hasMatch() && (band ? capitalised(a) : d.link.isEmpty() && !d.entity.isEmpty())) {
        replaced.replace(a.capturedStart(1), a.capturedLength(1), condition);
        return true;
    }
    if (const QRegularExpressionMatch t
               // A term that stands for a value ("the base year" = 2009) takes its article along.
               = re((d.entity.isEmpty() ? QStringLiteral("\\b(?:the\\s+)?") : QStringLiteral("\\b")) + term + QStringLiteral("\\b")).match(replaced);
               !band && t.hasMatch()) {
        // (A band's label alone, with no rows in it or sorted by it, stands for no rows.)
        // "Count 1996's pallet orders": the rows of the kind the term names, with its condition.
        QString entity = d.entity;
        if (!entity.isEmpty() && !t.captured(1).isEmpty() && !entity.endsWith(QLatin1Char('s')))
            entity += QLatin1Char('s');
        replaced.replace(t.capturedStart(), t.capturedLength(), entity.isEmpty() ? condition : entity + QLatin1Char(' ') + condition);
        return true;
    }
    return false;
}

} // namespace

ExpandedQuestion expandDefinedTerms(const QString &question, const QList<planning::TermDefinition> &terms)
{
    ExpandedQuestion out;
    out.text = question;
    QStringList chosenByWords;   // terms whose version the question's words chose
    QList<planning::TermDefinition> longestFirst = versionsInForce(question, terms, out.notes, chosenByWords);
    bool versionWordsUsed = false;
    std::sort(longestFirst.begin(), longestFirst.end(),
              [](const planning::TermDefinition &a, const planning::TermDefinition &b) { return a.term.size() > b.term.size(); });
    for (const planning::TermDefinition &d : std::as_const(longestFirst)) {
        // The term as written, its last word maybe plural: "pallet orders".
        QStringList words = d.term.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty())
            continue;
        for (QString &w : words)
            w = QRegularExpression::escape(w);
        const QString term = words.join(QStringLiteral("[\\s-]+")) + QStringLiteral("(s|es)?");
        QString replaced = out.text;
        // "a customer who bought for at least 20,000 in a calendar year": the question's year is
        // the one judged; a question without one still asks in which year, and says so.
        static const QRegularExpression period(QStringLiteral("\\b(?:19|20)\\d\\d\\b|\\bFY\\s*\\d|['\u2019]\\d\\d\\b"),
                                               QRegularExpression::CaseInsensitiveOption);
        const QString condition = d.scope.isEmpty() || period.match(question).hasMatch() ? d.condition : d.condition + QLatin1Char(' ') + d.scope;
        if (d.link == QLatin1String(kStateLink)) {
            if (!readState(replaced, d))
                continue;
        } else if (!readTerm(replaced, d, term, condition)) {
            continue;
        }
        out.text = replaced;
        const QString definedAs = (d.entity.isEmpty() ? d.condition : d.entity + QLatin1Char(' ') + d.condition).trimmed();
        out.notes << (d.file.isEmpty() ? QStringLiteral("\"%1\" is read as its definition: %2").arg(d.term, definedAs)
                                       : QStringLiteral("\"%1\" is read as its definition: %2 (%3)").arg(d.term, definedAs, d.file));
        if (!out.chunkIds.contains(d.chunkId))
            out.chunkIds << d.chunkId;
        versionWordsUsed = versionWordsUsed || chosenByWords.contains(d.term);
    }
    // "today", "as first published": said to choose the version, and read as such.
    if (const QString adverb = planning::versionAdverb(out.text); versionWordsUsed && !adverb.isEmpty()) {
        const QRegularExpressionMatch said = QRegularExpression(QStringLiteral("\\b") + QRegularExpression::escape(adverb) + QStringLiteral("\\b"))
                                                 .match(out.text);
        qsizetype at = said.hasMatch() ? said.capturedStart() : out.text.size();
        qsizetype size = said.hasMatch() ? said.capturedLength() : 0;
        while (at > 0 && out.text.at(at - 1).isSpace()) {   // with the space before it
            --at;
            ++size;
        }
        out.text.remove(at, size);
        out.text = out.text.simplified();
        out.notes << QStringLiteral("\"%1\" chose the version").arg(adverb);
    }
    return out;
}

// The names of a ladder's end a band is called by: "lowest rung", "cheapest rung", "bottom rung"
// for the band below all others of its ladder (same kind, same measure, as first defined; at least
// three bands), "highest", "top", "most expensive" for the one above them. The ladder's own word
// when its kind has one ("Rung"), else every ladder word. Words of price only for a price.
QStringList ladderEnds(const QList<planning::ValueBand> &bands, const planning::ValueBand &band)
{
    QList<const planning::ValueBand *> ladder;
    for (const planning::ValueBand &b : bands) {
        if (!b.from.isValid() && b.kind == band.kind && b.measure == band.measure && (b.lower || b.upper))
            ladder << &b;
    }
    if (ladder.size() < 3)
        return {};
    constexpr double kOpen = 1e300;
    const auto bottomOf = [](const planning::ValueBand *b) { return b->lower ? *b->lower : -kOpen; };
    const auto topOf = [](const planning::ValueBand *b) { return b->upper ? *b->upper : kOpen; };
    const auto lowest = *std::min_element(ladder.cbegin(), ladder.cend(), [&](auto a, auto b) { return bottomOf(a) < bottomOf(b); });
    const auto highest = *std::max_element(ladder.cbegin(), ladder.cend(), [&](auto a, auto b) { return topOf(a) < topOf(b); });
    const bool isLowest = lowest->label == band.label, isHighest = highest->label == band.label;
    if (isLowest == isHighest)
        return {};
    const bool price = band.measure.contains(QLatin1String("price"), Qt::CaseInsensitive)
        || band.measure.contains(QLatin1String("cost"), Qt::CaseInsensitive);
    QStringList places = isLowest ? QStringList{QStringLiteral("lowest"), QStringLiteral("bottom"), QStringLiteral("first")}
                                  : QStringList{QStringLiteral("highest"), QStringLiteral("top")};
    if (price)
        places << (isLowest ? QStringList{QStringLiteral("cheapest")} : QStringList{QStringLiteral("most expensive"), QStringLiteral("priciest"), QStringLiteral("dearest")});
    const QRegularExpressionMatch kindWord = QRegularExpression(QStringLiteral("^(?:tier|band|rung|segment|level|class|bracket)s?$"),
                                                                QRegularExpression::CaseInsensitiveOption).match(band.kind.trimmed());
    const QStringList words = kindWord.hasMatch() ? QStringList{band.kind.trimmed().toLower()}
                                                  : QStringList{QStringLiteral("tier"), QStringLiteral("band"), QStringLiteral("rung"),
                                                                QStringLiteral("segment"), QStringLiteral("level"), QStringLiteral("bracket")};
    QStringList names;
    for (const QString &place : std::as_const(places))
        for (const QString &word : words)
            names << place + QLatin1Char(' ') + word;
    return names;
}

QList<planning::TermDefinition> termsOfBands(const QList<planning::ValueBand> &bands)
{
    // "Gold tier", "Premium band": a label whose last word says it is a band of a ladder. Said
    // alone ("made Platinum"), the first words are the label too.
    QList<planning::TermDefinition> terms;
    for (const planning::ValueBand &b : bands) {
        // A measure of a few words ("Net Revenue", "list price"), under a label that is a name:
        // "- **What:** the Reserve rung now starts at a list price of 40.00" is a changelog's field.
        const QStringList labelWords = b.label.toLower().split(QRegularExpression(QStringLiteral("[^a-z]+")), Qt::SkipEmptyParts);
        const bool named = std::any_of(labelWords.cbegin(), labelWords.cend(), [](const QString &w) {
            return w.size() > 2 && !Vocabulary::builtIn().isFunctionWord(w) && !Vocabulary::builtIn().isHeadingWord(w);
        });
        // (Rows put on no rung in words not read as one plain word, "?" or "out-of-stock": the
        // band is not used rather than used with them in it.)
        static const QRegularExpression plainWord(QStringLiteral("^[a-z]+$"));
        if ((!b.lower && !b.upper) || b.measure.isEmpty() || b.measure.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() > 4 || !named
            || (!b.excluded.isEmpty() && !plainWord.match(b.excluded).hasMatch()))
            continue;
        QStringList bounds;
        if (b.lower)
            bounds << (b.lowerInclusive ? QStringLiteral("at least ") : QStringLiteral("above ")) + planning::formatAmount(*b.lower);
        if (b.upper)
            bounds << (b.upperInclusive ? QStringLiteral("at most ") : QStringLiteral("below ")) + planning::formatAmount(*b.upper);
        planning::TermDefinition d;
        d.term = b.label.simplified();
        d.link = QString::fromLatin1(kBandLink);
        d.condition = QStringLiteral("with %1 %2").arg(b.measure.toLower(), bounds.join(QStringLiteral(" and ")));
        if (!b.excluded.isEmpty())
            d.condition += QStringLiteral(" and not ") + b.excluded;   // "Discontinued products are counted in no rung"
        d.chunkId = b.chunkId;
        d.from = b.from;
        terms << d;
        if (const QRegularExpressionMatch m = ladderWord().match(d.term); m.hasMatch() && m.capturedStart() > 0) {
            d.term = d.term.left(m.capturedStart());
            terms << d;
        }
        // "the cheapest rung", "the top tier": the ladder's end, named by its place.
        for (const QString &end : ladderEnds(bands, b)) {
            planning::TermDefinition byPlace = d;
            byPlace.term = end;
            terms << byPlace;
        }
    }
    return terms;
}

QString stateLink()
{
    return QString::fromLatin1(kStateLink);
}

QList<planning::TermDefinition> termsOfConditions(const QList<planning::ConditionDefinition> &conditions)
{
    QList<planning::TermDefinition> terms;
    for (const planning::ConditionDefinition &c : conditions) {
        if (c.label.isEmpty() || c.entity.isEmpty() || c.lhs.isEmpty() || c.rhs.isEmpty())
            continue;
        planning::TermDefinition d;
        d.term = c.label;
        d.entity = c.entity;
        d.link = QString::fromLatin1(kStateLink);
        d.condition = QStringLiteral("whose %1 is %2 %3").arg(c.lhs, c.op.startsWith(QLatin1Char('<')) ? QStringLiteral("less than") : QStringLiteral("greater than"), c.rhs);
        d.stateOf = c.lhs + QLatin1Char(' ') + c.rhs;
        d.chunkId = c.chunkId;
        terms << d;
    }
    return terms;
}

namespace {

// "Earnings by media type (earnings = unit price * quantity)": a product of amounts that a
// term of the question defines is, like the amount words it stands for, added up over the rows
// it is said of; read as the bare product, it was a column per group with no way to combine it.
// A measure's own name keeps its place, the product beside it.
// Said after a word that already combines it ("total earnings", "average earnings") it stays
// the product. A ratio ("revenue / orders") is no amount to add up.
QString totalOfProduct(const QString &definition, const QString &term, const QString &question, bool measureNamed)
{
    static const QRegularExpression product(QStringLiteral("[*\u00d7]|\\s[xX]\\s|\\btimes\\b|\\bmultiplied\\s+by\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression ratio(QStringLiteral("/|\\bdivided\\b|\\bper\\b|\\bratio\\b"), QRegularExpression::CaseInsensitiveOption);
    // (A product compared with a number, "orders with a value above 10000", is per what rows the
    // words do not settle; the comparison then took one factor alone, at 0.9. Left as it is.)
    static const QRegularExpression compared(QStringLiteral("\\b(?:above|over|below|under|more\\s+than|less\\s+than|greater\\s+than|fewer\\s+than|"
                                                            "at\\s+least|at\\s+most|exceed\\w*|equal\\w*)\\s*\\$?\\d|[<>]=?\\s*\\$?\\d"),
                                             QRegularExpression::CaseInsensitiveOption);
    if (!product.match(definition).hasMatch() || ratio.match(definition).hasMatch() || compared.match(question).hasMatch())
        return definition;
    // ("sales": the measure keeps its name, for the answer's field that names it, and the
    // product beside it redefines it.)
    if (measureNamed)
        return QStringLiteral("%1 (%2)").arg(term, definition);
    const QRegularExpression combined(QStringLiteral("\\b(?:total|sum|average|avg|mean|median|overall|cumulative|running)(?:\\s+of)?(?:\\s+the)?\\s+%1\\b")
                                          .arg(QRegularExpression::escape(term)),
                                      QRegularExpression::CaseInsensitiveOption);
    return combined.match(question).hasMatch() ? definition : QStringLiteral("total ") + definition;
}

} // namespace

namespace {

// The question with the terms `said` defines read as their definitions, `said` taken out of it
// (at `start`, `length` characters); false when it defines nothing the rest of the question uses.
bool readDefinitionsSaid(ExpandedQuestion &out, qsizetype start, qsizetype length, const QString &said,
                         const std::function<bool(const QString &)> &namesMeasure)
{
    static const QRegularExpression pair(QStringLiteral("^\\s*([A-Za-z][A-Za-z -]{0,40}?)\\s+(?:means|=|:=|stands for|is defined as)\\s+(.+?)\\s*$"),
                                         QRegularExpression::CaseInsensitiveOption);
    QString rest = out.text;
    rest.remove(start, length);
    QList<planning::TermDefinition> defined;
    for (const QString &part : said.split(QRegularExpression(QStringLiteral("[,;]"))))
        if (const QRegularExpressionMatch m = pair.match(part); m.hasMatch()) {
            planning::TermDefinition d;
            d.term = m.captured(1).trimmed();
            d.condition = totalOfProduct(m.captured(2).trimmed(), d.term, rest, namesMeasure && namesMeasure(d.term));
            defined << d;
        }
    if (defined.isEmpty())
        return false;
    // The rest of the question, with the terms read as what the definitions say.
    ExpandedQuestion read = expandDefinedTerms(rest, defined);
    if (read.notes.isEmpty())
        return false;
    for (const planning::TermDefinition &d : std::as_const(defined))
        if (std::any_of(read.notes.cbegin(), read.notes.cend(), [&d](const QString &n) { return n.startsWith(QLatin1Char('"') + d.term + QLatin1Char('"')); }))
            out.termsDefined.insert(d.term.toLower(), d.condition);
    for (QString &note : read.notes)
        note += QStringLiteral(" (the question's own definition)");
    out.text = read.text.simplified();
    out.notes << read.notes;
    return true;
}

} // namespace

ExpandedQuestion expandQuestionDefinitions(const QString &question, const std::function<bool(const QString &)> &namesMeasure)
{
    ExpandedQuestion out;
    out.text = question;
    // (One bracket may sit inside: "(value = price × quantity × (1 − discount))".)
    static const QRegularExpression brackets(QStringLiteral("\\(((?:[^()]|\\([^()]*\\)){3,200})\\)"));
    for (qsizetype at = 0;;) {
        const QRegularExpressionMatch b = brackets.match(out.text, at);
        if (!b.hasMatch())
            break;
        at = readDefinitionsSaid(out, b.capturedStart(), b.capturedLength(), b.captured(1), namesMeasure) ? 0 : b.capturedEnd();
    }
    // "..., where total pay = salary + commission": a definition said at the end, after a comma
    // or "where", with a sign or "means" (not "is": "where the country is France" is a condition);
    // one bracket may sit inside ("x (1 - discount)").
    static const QRegularExpression trailing(QStringLiteral("(?:[,;]\\s*(?:where|with)?|\\bwhere|\\bwith)\\s+([A-Za-z][A-Za-z -]{0,40}?\\s*(?:=|:=|\\bmeans\\b)(?:[^?()]|\\([^()?]*\\))+?)\\s*[.?]?\\s*$"),
                                             QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch t = trailing.match(out.text); t.hasMatch())
        readDefinitionsSaid(out, t.capturedStart(), t.capturedLength(), t.captured(1), namesMeasure);
    return out;
}

} // namespace rac::semantic
