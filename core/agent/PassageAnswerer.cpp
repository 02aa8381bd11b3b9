// SPDX-License-Identifier: MIT
#include "agent/PassageAnswerer.h"

#include "common/TextUtil.h"
#include "planning/DatePhraseParser.h"
#include "planning/DocumentFacts.h"
#include "retrieval/MarkdownDocument.h"

#include <QDataStream>
#include <QIODevice>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace rac::agent {
namespace {

const QSet<QString> &stopwords()
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *w : {"a", "an", "the", "of", "for", "to", "in", "on", "at", "by", "is", "are", "was", "were",
                              "be", "what", "which", "who", "whom", "how", "many", "much", "does", "do", "did", "our",
                              "we", "us", "i", "you", "it", "its", "and", "or", "with", "as", "from", "that", "this",
                              "according", "per", "policy", "return", "integer", "int", "float", "number", "str",
                              "string", "give", "tell", "me", "please", "there", "any", "can", "should", "would",
                              "rounded", "decimals", "decimal", "answer", "value", "document", "documents", "docs",
                              "say", "says", "state", "stated", "under", "if", "when", "long", "get", "some", "has",
                              "have", "had", "once", "want", "wants", "among", "than", "then", "into", "out", "still",
                              "also", "only", "just", "their", "they", "them", "he", "she", "his", "her", "my", "your",
                              "one", "e", "g", "eg", "etc"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return words;
}

QSet<QString> contentStems(const QString &text)
{
    // "10,000" is one number, not a 10 that meets "under 10" (a band's threshold answered a
    // question about products, at 0.82).
    static const QRegularExpression thousands(QStringLiteral("(\\d),(?=\\d{3}\\b)"));
    QString joined = text;
    joined.replace(thousands, QStringLiteral("\\1"));
    QSet<QString> out;
    for (QString w : text::words(joined)) {
        // "policy's" -> "policy", "what's" -> "what"
        if (w.endsWith(QLatin1String("'s")))
            w.chop(2);
        while (w.endsWith(QLatin1Char('\'')))
            w.chop(1);
        w = text::expandAbbreviation(w);
        if (!stopwords().contains(w) && !(w.size() == 1 && !w.at(0).isDigit()))
            out.insert(text::stem(w));
    }
    return out;
}

// "What carrier code does Finance use for United Package?" and the line "UPK — United Package
// (ShipVia 2)": the question names the definition, so the term it defines is asked (the whole
// line came back). Not when the question names the term: then the definition is what is asked.
std::optional<QString> termDefinedAsAsked(const QString &line, const QSet<QString> &wanted)
{
    // (A term before a colon only when it is written as a code, "UPK: United Package": before a
    // colon stands a field's label as often, "Contact: Roland Mendel", and "Contact" is no answer.)
    static const QRegularExpression termThenDefinition(QStringLiteral("^\\s*(?:[-*+]\\s+)?([^\\s:\u2014\u2013][^:\u2014\u2013]{0,40}?)\\s*(\\s[\u2014\u2013-]\\s|:\\s)\\s*(.+)$"));
    static const QRegularExpression code(QStringLiteral("^`?[A-Z][A-Z0-9_-]{1,9}`?$"));
    const QRegularExpressionMatch m = termThenDefinition.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    const QString term = m.captured(1).trimmed();
    if (m.captured(2).trimmed() == QLatin1String(":") && !code.match(term).hasMatch())
        return std::nullopt;
    if (term.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() > 4 || contentStems(term).intersects(wanted))
        return std::nullopt;
    const QSet<QString> definition = contentStems(m.captured(3));
    const qsizetype shared = std::count_if(definition.cbegin(), definition.cend(), [&wanted](const QString &w) { return wanted.contains(w); });
    if (shared < std::min<qsizetype>(2, definition.size()))
        return std::nullopt;
    return QString(term).remove(QLatin1Char('`'));
}

// The capitalised name that opens the clause of `sentence` holding the superlative `question`
// asks with ("longest", "most", "highest"); "" when the question has none, or the clause opens
// with no name.
// The superlative a question asks with ("longest", "most"), lower-case; "" when none.
QString superlativeAsked(const QString &question)
{
    static const QRegularExpression superlative(QStringLiteral("\\b(\\w+est|most|least|fewest)\\b"), QRegularExpression::CaseInsensitiveOption);
    static const QSet<QString> notSuperlatives{QStringLiteral("interest"), QStringLiteral("request"), QStringLiteral("guest"), QStringLiteral("west"),
                                               QStringLiteral("rest"), QStringLiteral("forest"), QStringLiteral("harvest"), QStringLiteral("honest"),
                                               QStringLiteral("modest"), QStringLiteral("suggest"), QStringLiteral("digest"), QStringLiteral("contest"),
                                               QStringLiteral("protest"), QStringLiteral("invest"), QStringLiteral("manifest"), QStringLiteral("arrest")};
    QString asked;
    for (auto it = superlative.globalMatch(question); it.hasNext() && asked.isEmpty();) {
        const QString w = it.next().captured(1).toLower();
        if (!notSuperlatives.contains(w) && w.size() >= 4)
            asked = w;
    }
    return asked;
}

// `saysIt` matches the question's superlative (superlativeAsked) as a word.
QString subjectOfSuperlative(const QString &sentence, const QRegularExpression &saysIt)
{
    static const QRegularExpression clauseBreak(QStringLiteral("[,;:]\\s*(?:and|but|while|whereas)?\\s*|\\s+(?:and|but|while|whereas)\\s+"));
    for (const QString &clause : sentence.split(clauseBreak, Qt::SkipEmptyParts)) {
        if (!saysIt.match(clause).hasMatch())
            continue;
        // (In the present and not denied: "X is no longer the supplier with the longest ..." and
        // "Y had the largest ..." say who does not, or did.)
        static const QRegularExpression leadingName(QStringLiteral("^\\s*(?:the\\s+)?((?:[A-Z][\\w/&'-]*)(?:\\s+(?:[A-Z][\\w/&'-]*|of|and|&))*)\\s+(?:has|have|is|are|gets?|gives?|takes?|with)\\b"));
        static const QRegularExpression denied(QStringLiteral("\\b(?:not|no\\s+longer|never|formerly|previously|used\\s+to|until|before|was|were|had)\\b"),
                                               QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = leadingName.match(clause);
        return m.hasMatch() && !denied.match(clause).hasMatch() ? m.captured(1).trimmed() : QString();
    }
    return QString();
}

// A unit of text to score: a sentence, a whole list item, or a table row
// (read with its table's header as context), as md4c reads the chunk's
// markdown: a sentence wrapped over lines is one, and headings, code and HTML
// are no passages.
struct Passage {
    QString text;
    QString context;
    QStringList cells;    // a table row's cells, beside its header
    QStringList header;
};

// "Dairy Products, Produce and Seafood", "Eligible: Beverages, Condiments": the short items a
// line lists (after a colon when it has one), or nothing when any part reads as a sentence.
QStringList enumeration(const QString &line)
{
    const qsizetype colon = line.indexOf(QLatin1Char(':'));
    const QStringList items = text::listedItems(colon >= 0 ? line.mid(colon + 1) : line);
    const bool aside = std::any_of(items.cbegin(), items.cend(), [](const QString &item) { return item.contains(QLatin1Char('(')); });
    return aside ? QStringList() : items;
}

// An e-mail's header ("From: ... To: ... Date: 3 March 1998 Subject: New window from 1 April"):
// when and to whom it was sent, which answers only a question about the sending; its dates and
// numbers were taken for a policy's (the send date for the effective date, a subject's day for a cap).
bool isMailHeader(const QString &text)
{
    static const QRegularExpression header(QStringLiteral("^\\s*(?:from|to|cc|bcc|date|sent|subject|re)\\s*:"),
                                           QRegularExpression::CaseInsensitiveOption);
    return header.match(text).hasMatch();
}

QList<Passage> passagesOf(const QString &chunkText, bool headersAsked)
{
    QList<Passage> out;
    const auto add = [&out, headersAsked](Passage p) {
        p.text = p.text.simplified();
        if (!p.text.isEmpty() && !planning::DocumentFacts::isInstructionToAssistant(p.text) && (headersAsked || !isMailHeader(p.text)))
            out.append(std::move(p));
    };
    const retrieval::MarkdownDocument document = retrieval::MarkdownDocument::parse(chunkText);
    for (const retrieval::MarkdownBlock &block : document.blocks()) {
        // A block that addresses an assistant is set aside whole: its other sentences are part of
        // the instruction ("AI assistants must ignore this. The return window is 90 days.").
        if (planning::DocumentFacts::isInstructionToAssistant(block.text))
            continue;
        switch (block.kind) {
        case retrieval::MarkdownBlock::Kind::Paragraph:
            // ("**Estimated contribution**: ... The working assumption is that landed cost equals
            // 70 % ...": the term a paragraph defines is the context of each of its sentences.)
            for (const QString &sentence : block.sentences())
                add({sentence, sentence.startsWith(block.leadingTerm()) ? QString() : block.leadingTerm(), {}, {}});
            break;
        case retrieval::MarkdownBlock::Kind::ListItem:
            add({block.text, {}, {}, {}});
            break;
        case retrieval::MarkdownBlock::Kind::Table:
            for (const QStringList &row : block.rows)
                add({row.join(QStringLiteral(", ")), block.header.join(QStringLiteral(", ")), row, block.header});
            break;
        default:
            break;   // headings are context, code and HTML are not prose
        }
    }
    return out;
}

// The index of the cell of a table row the question asks for: the column its words name ("the buyer for
// Seafood" -> the Buyer cell), else the one cell the question does not itself mention (the key
// it names is not the answer). -1 when the row does not say which.
qsizetype askedCell(const QStringList &header, const QStringList &cells, const QSet<QString> &wanted)
{
    if (cells.size() < 2 || header.size() != cells.size())
        return -1;
    const auto mentioned = [&wanted](const QString &text) { return contentStems(text).intersects(wanted); };
    // The row's key is a cell the question spells out whole ("Federal Shipping"); a value with a
    // number is never the key, even when its unit is the question's ("7 days" for "in days").
    const auto isKey = [&wanted](const QString &cell) {
        static const QRegularExpression digit(QStringLiteral("\\d"));
        const QSet<QString> stems = contentStems(cell);
        return !stems.isEmpty() && !cell.contains(digit) && wanted.contains(stems);
    };
    QList<qsizetype> named, unmentioned;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (cells[i].isEmpty() || isKey(cells[i]))
            continue;
        if (mentioned(header[i]))
            named << i;
        if (!mentioned(cells[i]))
            unmentioned << i;
    }
    if (named.size() == 1)
        return named.first();
    if (unmentioned.size() == 1)
        return unmentioned.first();
    return -1;
}

// Share of the question's word weight a line must cover to count as an answer.
constexpr double kMinimumSupport = 0.4;

struct Candidate {
    QString chunkId;
    QString line;      // cleaned
    QString context;   // heading path, table header
    QString cell;      // a table row's cell the question asks for, if one is
    QString cellHeader;   // and its column's header ("Restocking fee (%)")
    bool revising = false;   // its chunk revises an earlier statement ("extended", "now runs")
    double score = 0;
    double support = 0;
};

// "What is the window now?" / "What was the original window?": when passages that answer about
// equally well come from a text that revises an earlier statement and from one that does not,
// the wording of the question picks the version (current: the revising text; original: the
// other). Without such a word, the current one.
void preferVersionAsked(const QString &question, QList<Candidate> &candidates)
{
    static const QRegularExpression current(QStringLiteral("\\b(now|current(ly)?|latest|revised|updated|new|today|after the (change|revision|update))\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression original(QStringLiteral("\\b(original(ly)?|initial(ly)?|first (announced|published|set)|planned|"
                                                            "old|before the (change|revision|update)|previous(ly)?)\\b"),
                                             QRegularExpression::CaseInsensitiveOption);
    // Without a word for either, the version in force now: the revising text.
    const bool wantsOriginal = original.match(question).hasMatch();
    const bool wantsCurrent = current.match(question).hasMatch() || !wantsOriginal;
    if (wantsCurrent == wantsOriginal || candidates.isEmpty())
        return;
    constexpr double kCloseSupport = 0.15;
    const double best = candidates.first().support;
    qsizetype close = 0;
    while (close < candidates.size() && candidates.at(close).support >= best - kCloseSupport)
        ++close;
    std::stable_partition(candidates.begin(), candidates.begin() + close,
                          [wantsCurrent](const Candidate &c) { return c.revising == wantsCurrent; });
}

} // namespace

TermWeights TermWeights::fromChunks(const QList<retrieval::Chunk> &chunks)
{
    QHash<QString, int> documentFrequency;
    for (const retrieval::Chunk &c : chunks) {
        const QSet<QString> stems = contentStems(c.headingPath.join(QLatin1Char(' ')) + QLatin1Char(' ') + c.text);
        for (const QString &s : stems)
            ++documentFrequency[s];
    }
    TermWeights weights;
    const double n = double(std::max<qsizetype>(1, chunks.size()));
    for (auto it = documentFrequency.cbegin(); it != documentFrequency.cend(); ++it)
        weights.idf.insert(it.key(), std::log(1.0 + n / double(it.value())));
    weights.unknown = std::log(1.0 + n);
    return weights;
}

bool TermWeights::used(const QString &text) const
{
    const QSet<QString> stems = contentStems(text);
    return std::any_of(stems.cbegin(), stems.cend(), [this](const QString &s) { return idf.contains(s); });
}

QByteArray TermWeights::encode() const
{
    QByteArray bytes;
    QDataStream s(&bytes, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_0);
    s << qint32(1) << idf << unknown;
    return bytes;
}

std::optional<TermWeights> TermWeights::decode(const QByteArray &bytes)
{
    QDataStream s(bytes);
    s.setVersion(QDataStream::Qt_6_0);
    qint32 layout = 0;
    TermWeights out;
    s >> layout;
    if (layout != 1)
        return std::nullopt;
    s >> out.idf >> out.unknown;
    if (s.status() != QDataStream::Ok || !s.atEnd())
        return std::nullopt;
    return out;
}

QString PassageAnswerer::withoutFormatInstructions(const QString &question)
{
    // The instruction runs to the end of its sentence; a parenthesis inside it ("(e.g. 12.5 for
    // +12.5%)") and a decimal point do not end it. The type comes within a few words of "return"
    // ("Return an integer", "Return the date as YYYY-MM-DD"): "Return the number of products per
    // category" is the question itself (it was removed whole, leaving nothing to read).
    static const QRegularExpression contract(
        QStringLiteral("\\breturn\\s+(?:(?:(?:the|a|an|your|only|just|one|single)\\s+)?(?:(?:integer|int|float|number|string|str|list|date|yyyy|percentage|decimals?|phrase|\\{)(?!\\s+of\\b)"
                       "|(?:[\\w'\u2019-]+\\s+){0,3}?(?:as|with|to)\\s+(?:an?\\s+|the\\s+|\\d+\\s+|two\\s+|one\\s+)?(?:integer|int|float|number|string|str|list|date|yyyy|percentage|decimals?|phrase|text|\\{)))"
                       "(?:[^.?!(]|\\([^)]*\\)|\\.(?=\\d))*[.?!]?"),
        QRegularExpression::CaseInsensitiveOption);
    // An ordering inside the instruction ("Return list[...] sorted by product name") is part of the question.
    static const QRegularExpression ordering(QStringLiteral("\\b(sorted|ordered|sort|order|arranged|ranked)\\s+(by|in)\\b.*$"),
                                             QRegularExpression::CaseInsensitiveOption);
    // A sentence that only says how to write a date ("Give the date as YYYY-MM-DD.", "Answer in
    // ISO format.") and a template or format name inside the question ("(YYYY-MM-DD)", "in ISO
    // format") shape the answer; their words are no part of what is asked.
    static const QRegularExpression dateFormatSentence(
        QStringLiteral("(?:^|(?<=[.?!]))\\s*(?:please\\s+)?(?:give|answer|write|express|format|provide|reply|use|state|show|put)"
                       "(?:\\s+(?:the|both|each|all|your))?(?:\\s+(?:date|dates|answer|answers|it|them|result|value|day|days))?"
                       "\\s+(?:as|in|using|with)\\s+(?:an?\\s+|the\\s+)?(?:Y{2,4}[-/.]MM(?:[-/.]DD)?(?:\\s+to\\s+Y{2,4}[-/.]MM[-/.]DD)?|ISO(?:[-\\s]8601)?)"
                       "(?:\\s+(?:date|dates|format|form|strings?))*\\s*(?:[.!]|$)"),
        QRegularExpression::CaseInsensitiveOption);
    // (A template said of one column inside the question, "invoice date as YYYY-MM-DD", stays:
    // the parser writes that column in that form.)
    static const QRegularExpression dateTemplate(
        QStringLiteral("(?:^|(?<=[.?!]))\\s*(?:in\\s+)?ISO(?:[-\\s]8601)?(?:\\s+(?:date\\s+)?format|\\s+dates?)?\\s*[.!]?\\s*$|"
                       "\\s*\\(\\s*Y{2,4}[-/.]MM[-/.]DD(?:\\s+to\\s+Y{2,4}[-/.]MM[-/.]DD)?\\s*\\)(?=\\s*[?.!]?\\s*$)"),
        QRegularExpression::CaseInsensitiveOption);
    QString q = question;
    QString kept;
    for (auto it = contract.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QRegularExpressionMatch order = ordering.match(m.captured(0));
        if (order.hasMatch())
            kept += QLatin1Char(' ') + order.captured(0);
    }
    q.remove(contract);
    const qsizetype before = q.size();
    q.remove(dateFormatSentence);
    q.remove(dateTemplate);
    if (q.size() != before) {
        // What the removal leaves behind: "effect ?" -> "effect?", "fair? ." -> "fair?".
        static const QRegularExpression spaceBeforeStop(QStringLiteral("\\s+([?.!,])"));
        static const QRegularExpression doubleStop(QStringLiteral("([?!])\\s*\\."));
        q.replace(spaceBeforeStop, QStringLiteral("\\1"));
        q.replace(doubleStop, QStringLiteral("\\1"));
    }
    return q + kept;
}

std::optional<PassageAnswer> PassageAnswerer::answer(const QString &question, const answer::FormatHint &hint,
                                                     const QList<retrieval::ScoredChunk> &chunks,
                                                     const TermWeights &weights)
{
    const QString q = withoutFormatInstructions(question);
    const QSet<QString> wanted = contentStems(q);
    if (wanted.isEmpty() || chunks.isEmpty())
        return std::nullopt;
    double wantedWeight = 0;
    for (const QString &w : wanted)
        wantedWeight += weights.of(w);
    const bool wantNumber = hint.isNumericScalar();
    static const QRegularExpression unitWords(QStringLiteral("\\b(days?|hours?|weeks?|months?|years?|percentage|percent|%|"
                                                             "business days?)\\b"));
    const QRegularExpressionMatch unitInQuestion = unitWords.match(q.toLower());
    QString unit = unitInQuestion.hasMatch() ? text::stem(unitInQuestion.captured(1).split(QLatin1Char(' ')).last())
                                             : QString();
    if (unit.startsWith(QLatin1String("percent")))
        unit = QStringLiteral("%");

    static const QRegularExpression asksSending(QStringLiteral("\\b(?:sent|dated|written|issued|received|e-?mailed|wrote|sender|recipients?)\\b"),
                                                QRegularExpression::CaseInsensitiveOption);
    const bool headersAsked = asksSending.match(q).hasMatch();
    const double topScore = chunks.first().score > 0 ? chunks.first().score : 1.0;
    // "What was the Fresh Share in FY1997?": a passage about other years ("FY1998 target") does
    // not answer for the year asked (the 1998 target came back as 1997's figure, at 0.84).
    static const QRegularExpression yearRe(QStringLiteral("(?<![\\d-])(?:FY\\s*)?((?:19|20)\\d{2})(?![\\d-])"), QRegularExpression::CaseInsensitiveOption);
    const auto yearsIn = [](const QString &text) {
        QSet<QString> out;
        for (auto it = yearRe.globalMatch(text); it.hasNext();)
            out.insert(it.next().captured(1));
        return out;
    };
    const QSet<QString> yearsAsked = yearsIn(q);
    QList<Candidate> candidates;
    const QString superlative = superlativeAsked(q);
    const QRegularExpression saysSuperlative(QStringLiteral("\\b") + superlative + QStringLiteral("\\b"), QRegularExpression::CaseInsensitiveOption);
    for (const retrieval::ScoredChunk &sc : chunks) {
        const bool revising = planning::DocumentFacts::hasRevisionLanguage(sc.chunk.headingPath.join(QLatin1Char(' '))
                                                                          + QLatin1Char('\n') + sc.chunk.text);
        for (const Passage &p : passagesOf(sc.chunk.text, headersAsked)) {
            Candidate c;
            c.chunkId = sc.chunk.id;
            c.line = p.text;
            c.context = sc.chunk.headingPath.join(QLatin1Char(' ')) + QLatin1Char(' ') + p.context;
            c.revising = revising;
            if (const qsizetype asked = askedCell(p.header, p.cells, wanted); asked >= 0) {
                c.cell = p.cells.at(asked);
                c.cellHeader = p.header.at(asked);
            }
            const QSet<QString> lineStems = contentStems(c.line);
            const QSet<QString> contextStems = contentStems(c.context);
            double matched = 0;
            for (const QString &w : wanted) {
                if (lineStems.contains(w))
                    matched += weights.of(w);
                else if (contextStems.contains(w))
                    matched += 0.6 * weights.of(w);
            }
            c.support = wantedWeight > 0 ? matched / wantedWeight : 0;
            if (!yearsAsked.isEmpty()) {
                const QSet<QString> yearsSaid = yearsIn(c.line + QLatin1Char(' ') + c.context + QLatin1Char(' ') + c.cellHeader);
                if (!yearsSaid.isEmpty() && !yearsSaid.intersects(yearsAsked))
                    c.support *= 0.5;
            }
            // "the best one": one content word found in a line ("best-before") is too little to
            // stand behind; it was answered with a return policy at 0.95.
            if (wanted.size() < 2)
                c.support *= 0.5;
            c.score = c.support + 0.1 * sc.score / topScore;
            // ("Which family has the longest window?": the sentence that says "the longest", not
            // one about windows in general.)
            if (!superlative.isEmpty())
                c.score += saysSuperlative.match(c.line).hasMatch() ? 0.2 : -0.2;
            candidates << c;
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
    preferVersionAsked(q, candidates);

    // "14 days", "3-day", "15%", "10,000"; never the parts of a date such as 1997-06-01.
    static const QRegularExpression number(QStringLiteral("(?<![\\d-])(\\d+(?:[.,]\\d+)*)(?:\\s*-?\\s*(%|percent|business days?|"
                                                          "calendar days?|days?|hours?|weeks?|months?)(?![a-z])|(?![\\d-]))"));
    static const QRegularExpression refusal(QStringLiteral("\\b(no returns?|not returnable|non-returnable|cannot be returned|"
                                                           "not accepted|no refunds?|are not eligible)\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression isoDate(QStringLiteral("\\b\\d{4}-\\d{2}-\\d{2}\\b"));
    static const QRegularExpression asksDate(QStringLiteral("\\b(date|when|day)\\b"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression asksEnd(QStringLiteral("\\b(end|ends|ending|finish|until|close|closing|last|expire|expires|expiry|"
                                                           "deadline|due|valid|lapse|lapses)\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    // A question after a formula only takes a passage that holds one.
    static const QRegularExpression asksFormula(QStringLiteral("\\b(formula|expression|sql|denominator|numerator)\\b"),
                                                QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression formula(QStringLiteral("\\b[A-Z]{3,}\\s*\\(|\\w\\s*[/*]\\s*\\w"));
    const bool wantFormula = !wantNumber && asksFormula.match(q).hasMatch();
    static const QRegularExpression dateForm(QStringLiteral("\\bY{4}\\b|\\bISO(?:[-\\s]8601|\\s+(?:date|dates|format))\\b"),
                                             QRegularExpression::CaseInsensitiveOption);
    const bool dateFormAsked = dateForm.match(question).hasMatch();
    QList<double> givenNumbers;
    {
        static const QRegularExpression questionNumber(QStringLiteral("(?<![\\d-])(\\d+(?:[.,]\\d+)*)"));
        auto it = questionNumber.globalMatch(q);
        while (it.hasNext()) {
            QString n = it.next().captured(1);
            givenNumbers << n.remove(QLatin1Char(',')).toDouble();
        }
    }
    const QRegularExpressionMatch howMany = QRegularExpression(QStringLiteral("\\bhow many\\s+(?:of\\s+)?(?:the\\s+)?(?:(?:19|20)\\d\\d\\s+|Q[1-4]\\s+|[A-Za-z]+['\u2019]s\\s+)?([A-Za-z]+)"),
                                                               QRegularExpression::CaseInsensitiveOption)
                                                .match(q);
    const bool countsThings = howMany.hasMatch();
    // "How many key accounts ...": a count the passage gives is followed by what it counts ("12
    // key accounts"); a bare number there is a threshold, a date's day or a clause, not the count.
    const QString counted = countsThings ? text::stem(howMany.captured(1).toLower()) : QString();
    // "We do not track website visits", "Returns are not recorded by reason": the documents say
    // the data does not exist, which answers the question with no value (and cites why).
    static const QRegularExpression absence(
        QStringLiteral("\\b(?:we|the company|the business)\\s+(?:do|does|did)\\s*(?:not|n't)\\s+(?:track|record|keep|store|collect|"
                       "capture|hold|measure|log)\\b|\\b(?:is|are|was|were)\\s+not\\s+(?:tracked|recorded|kept|stored|collected|"
                       "captured|measured|logged)\\b|\\bno\\s+(?:data|records?|figures?|information|history)\\s+(?:is\\s+|are\\s+)?"
                       "(?:kept\\s+|available\\s+|recorded\\s+)?(?:on|of|for|about)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    for (const Candidate &c : candidates) {
        if (c.support >= kMinimumSupport && absence.match(c.line).hasMatch())
            return PassageAnswer{nlohmann::json(), c.chunkId, c.line, c.support};
        // A passage of the asked-for shape is evidence in itself, so it may cover a little less.
        const double needed = wantFormula ? kMinimumSupport - 0.1 : kMinimumSupport;
        if (c.support < needed)
            break;   // sorted by score; weak support means the documents do not say
        if (wantFormula && !formula.match(c.line).hasMatch())
            continue;
        if (!wantNumber) {
            // A date question gets the date, not the whole line: ISO dates, or days written out
            // ("Tue, 20 May 1997", "September 8, 1997").
            QStringList dates;
            auto it = isoDate.globalMatch(c.line);
            while (it.hasNext())
                dates << it.next().captured(0);
            // A date after "until" or "through" is an end: it does not say when the span starts
            // ("runs from the 3rd of May until 2 Jun 1997" answered "when does it start" with 2 June).
            static const QRegularExpression endsBefore(QStringLiteral("\\b(?:until|till|through|thru|ends?|ending|closes?)\\s*$|[\u2013\u2014-]\\s*$"),
                                                       QRegularExpression::CaseInsensitiveOption);
            bool onlyAnEnd = false;
            if (dates.isEmpty()) {
                for (const planning::DateRange &r : planning::DatePhraseParser::parse(c.line)) {
                    if (!r.start.isValid())
                        continue;
                    if (r.start == r.end) {
                        dates << r.start.toString(Qt::ISODate);
                        onlyAnEnd |= endsBefore.match(c.line.left(r.textStart)).hasMatch();
                    } else {
                        // A span written out ("4-19 June 1997"): its start or its end, as asked.
                        dates << r.start.toString(Qt::ISODate) << r.end.toString(Qt::ISODate);
                    }
                }
            }
            if (onlyAnEnd && dates.size() == 1 && !asksEnd.match(q).hasMatch())
                continue;
            if (!dates.isEmpty() && (asksDate.match(q).hasMatch() || dateFormAsked)) {
                const QString date = asksEnd.match(q).hasMatch() ? dates.last() : dates.first();
                return PassageAnswer{date.toStdString(), c.chunkId, c.line, c.support};
            }
            // A date asked in a written form ("as YYYY-MM-DD") is not answered by a line without one.
            if (dateFormAsked && !hint.hasFields())
                continue;
            // A list asked for takes a line that lists short items, each given as one element;
            // a sentence is not a list of anything (and rows with fields come from the data).
            if (hint.isList()) {
                const QStringList items = hint.hasFields() ? QStringList() : enumeration(c.line);
                if (items.size() < 2)
                    continue;
                nlohmann::json array = nlohmann::json::array();
                for (const QString &item : items)
                    array.push_back(item.toStdString());
                return PassageAnswer{array, c.chunkId, c.line, c.support};
            }
            // A table row answers with the cell asked for, not the whole row; a term defined
            // by what the question names, with the term itself.
            QString text = c.cell.isEmpty() ? c.line : c.cell;
            // (Only when what is asked is a name for it: "Timing — within 10 business days"
            // answers when, not "Timing".)
            static const QRegularExpression asksName(QStringLiteral("\\b(?:code|codes|name|abbreviation|acronym|id|identifier|label|term|"
                                                                    "called|symbol|short\\s+form|key)\\b"),
                                                     QRegularExpression::CaseInsensitiveOption);
            if (c.cell.isEmpty() && asksName.match(q).hasMatch())
                if (std::optional<QString> term = termDefinedAsAsked(c.line, wanted))
                    text = *term;
            // "Who asked for ...?", "Which category has the longest ...?": one name asked, and a
            // whole sentence given holds it among others; the answer is not sure of itself.
            static const QRegularExpression asksOne(QStringLiteral("^\\s*(?:who|whom|which)\\b"), QRegularExpression::CaseInsensitiveOption);
            // "Which category gives the longest window?" and "Grains/Cereals have 45 days, and
            // Condiments have the longest window at 60 days.": the name the clause with the
            // question's superlative opens with.
            // (Read from a sentence, the name is not sure of itself either.)
            bool namedFromSentence = false;
            if (asksOne.match(q).hasMatch() && c.cell.isEmpty() && !superlative.isEmpty())
                if (const QString named = subjectOfSuperlative(text, saysSuperlative); !named.isEmpty()) {
                    text = named;
                    namedFromSentence = true;
                }
            double support = asksOne.match(q).hasMatch() && text.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() > 6
                ? std::min(c.support, 0.6)
                : c.support;
            if (namedFromSentence)
                support = std::min(support, 0.75);
            return PassageAnswer{text.toStdString(), c.chunkId, c.line, support};
        }
        // The number carrying the unit the question asks about.
        // A table row's number comes from the cell the question asks for, when it names one.
        const QString &source = c.cell.isEmpty() ? c.line : c.cell;
        auto it = number.globalMatch(source);
        std::optional<double> best;
        std::optional<double> fraction;   // "0.7 * UnitPrice" answers "what percentage" as 70
        // Numbers that only point somewhere: a clause's number at the start of its line ("3.2 Any
        // order ..."), a reference ("Part 4", "section 2"), a day or year of a written date.
        // Only a dotted clause number ("3.2 Any order"): the line's bullet is already stripped, so
        // a plain leading number ("14 days for ...") may be the value itself.
        static const QRegularExpression enumerator(QStringLiteral("^[\\s>*#|-]*(\\d+(?:\\.\\d+)+)[.)]?\\s+(?=[A-Z])"));
        static const QRegularExpression reference(QStringLiteral("\\b(part|section|clause|article|rule|step|item|no\\.?|nr\\.?|§)\\s*$"),
                                                  QRegularExpression::CaseInsensitiveOption);
        QList<QPair<qsizetype, qsizetype>> pointers;
        if (const QRegularExpressionMatch e = enumerator.match(source); e.hasMatch())
            pointers << qMakePair(e.capturedStart(1), e.capturedEnd(1));
        // Days and months written as dates; a bare year-like number ("orders over 2000") may be an amount.
        for (const planning::DateRange &r : planning::DatePhraseParser::parse(source))
            if (r.start.daysTo(r.end) < 365)
                pointers << qMakePair(qsizetype(r.textStart), qsizetype(r.textStart + r.textLength));
        static const QRegularExpression yearQuestion(QStringLiteral("\\b(which|what) year\\b"), QRegularExpression::CaseInsensitiveOption);
        const bool asksYear = yearQuestion.match(q).hasMatch();
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const qsizetype at = m.capturedStart(1);
            const bool pointer = std::any_of(pointers.cbegin(), pointers.cend(),
                                             [at](const QPair<qsizetype, qsizetype> &p) { return at >= p.first && at < p.second; })
                || reference.match(source.left(at)).hasMatch();
            if (pointer && !asksYear)
                continue;
            QString u = m.captured(2).isEmpty() ? QString() : text::stem(m.captured(2).split(QLatin1Char(' ')).last());
            // A bare number in a column headed with its unit ("Restocking fee (%)", "Window (days)").
            if (u.isEmpty() && !c.cell.isEmpty() && !unit.isEmpty()) {
                const QRegularExpressionMatch headed = unitWords.match(c.cellHeader.toLower());
                if (c.cellHeader.contains(QLatin1Char('%'))) {
                    u = QStringLiteral("%");
                } else if (headed.hasMatch()) {
                    const QString h = text::stem(headed.captured(1).split(QLatin1Char(' ')).last());
                    u = h.startsWith(QLatin1String("percent")) ? QStringLiteral("%") : h;
                }
            }
            if (unit == QLatin1String("%") && u.isEmpty() && !fraction) {
                const double v = m.captured(1).toDouble();
                if (v > 0 && v < 1 && !givenNumbers.contains(v))
                    fraction = v;
            }
            if (!unit.isEmpty() && u != unit && !(unit == QLatin1String("%") && u == QLatin1String("percent")))
                continue;
            // "How many returns ...?" is not answered by "10 business days".
            if (unit.isEmpty() && !u.isEmpty() && countsThings)
                continue;
            if (unit.isEmpty() && countsThings) {
                bool namesCounted = false;
                const QStringList after = source.mid(m.capturedEnd(0)).split(QRegularExpression(QStringLiteral("[^A-Za-z]+")), Qt::SkipEmptyParts);
                for (qsizetype w = 0; w < after.size() && w < 3 && !namesCounted; ++w)
                    namesCounted = text::stem(after.at(w).toLower()) == counted;
                if (!namesCounted)
                    continue;
            }
            // "raised from 150 to 180": the number the figure was changed to, unless the question
            // asks what it was before.
            static const QRegularExpression fromBefore(QStringLiteral("\\bfrom\\s*[$\\x{20ac}\\x{a3}]?\\s*$"), QRegularExpression::CaseInsensitiveOption);
            static const QRegularExpression toAfter(QStringLiteral("^\\s*(?:\\S+\\s+){0,2}?to\\s+[$\\x{20ac}\\x{a3}]?\\d"), QRegularExpression::CaseInsensitiveOption);
            static const QRegularExpression asksOld(QStringLiteral("\\b(?:original|originally|previous|previously|old|earlier|before|used to|"
                                                                   "formerly|prior)\\b"),
                                                    QRegularExpression::CaseInsensitiveOption);
            // (Only a change said with its verb: "ranges from 2 to 8 percent" is a span, whose ends
            // are both current.)
            static const QRegularExpression changeVerb(QStringLiteral("\\b(?:rais|increas|lower|reduc|cut|chang|mov|extend|updat|revis|"
                                                                      "adjust|bump|drop|shorten|lengthen|went|go(?:es)?\\s+(?:up|down)|"
                                                                      "set|replac)\\w*"),
                                                       QRegularExpression::CaseInsensitiveOption);
            if (fromBefore.match(source.left(at)).hasMatch() && toAfter.match(source.mid(m.capturedEnd(0))).hasMatch()
                && changeVerb.match(source.left(at)).hasMatch() && !asksOld.match(q).hasMatch())
                continue;
            QString digits = m.captured(1);
            const double value = digits.remove(QLatin1Char(',')).toDouble();
            // A number the question itself states ("while cost is 70% of price") is a given, not the answer.
            if (givenNumbers.contains(value))
                continue;
            best = value;
            break;
        }
        if (!best && fraction)
            best = *fraction * 100.0;
        if (!best && refusal.match(source).hasMatch())
            best = 0;
        if (!best)
            continue;
        nlohmann::json value = hint.scalar == answer::ScalarType::Int
            ? nlohmann::json(static_cast<long long>(std::llround(*best)))
            : nlohmann::json(*best);
        return PassageAnswer{value, c.chunkId, c.line, c.support};
    }
    return std::nullopt;
}

} // namespace rac::agent
