// SPDX-License-Identifier: MIT
#include "semantic/parse/QuestionReader.h"

#include "semantic/parse/CompanyRoles.h"
#include "semantic/parse/CopulaComparisons.h"
#include "semantic/parse/TableValueWords.h"

#include "semantic/parse/PresentationClauses.h"

#include "common/TextUtil.h"
#include "planning/DatePhraseParser.h"
#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

#include <QLocale>
#include <QSet>
#include <QRegularExpression>

#include <cmath>

namespace rac::semantic {
namespace {

// The present of a verb the vocabulary lists as a function word in the past: "generates" beside
// "generated", "earns" beside "earned". Only verbs ("orders" is a noun before a verb), and not the
// gerund or the past, which the list names where they are meant ("stopped buying").
bool isFunctionVerbForm(const QString &lower)
{
    // "fetches", "a query fetching ...", "returning": another form of a verb the vocabulary says
    // asks nothing of the data ("fetch", "retrieve") asks nothing either.
    LexicalResources &wordnet = LexicalResources::instance();
    if (lower.size() < 4 || !(lower.endsWith(QLatin1Char('s')) || lower.endsWith(QLatin1String("ing"))) || !wordnet.isInflectedVerb(lower))
        return false;
    // (Only the verbs of a request: "stopped buying Chai" says what the customers did.)
    static const QSet<QString> bases = [] {
        QSet<QString> out;
        for (const QString &w : Vocabulary::builtIn().functionWords())
            if (w.size() >= 4 && LexicalResources::instance().isInflectedVerb(w))
                out.insert(LexicalResources::instance().verbBase(w));
        return out;
    }();
    const QString base = wordnet.verbBase(lower);
    return (lower.endsWith(QLatin1Char('s')) && bases.contains(base)) || Vocabulary::builtIn().isGrammarWord("request_verbs", base);
}

int numberWord(const QString &lower)
{
    static const QStringList words{QStringLiteral("zero"), QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three"),
                                   QStringLiteral("four"), QStringLiteral("five"), QStringLiteral("six"), QStringLiteral("seven"),
                                   QStringLiteral("eight"), QStringLiteral("nine"), QStringLiteral("ten"), QStringLiteral("eleven"),
                                   QStringLiteral("twelve"), QStringLiteral("thirteen"), QStringLiteral("fourteen"), QStringLiteral("fifteen"),
                                   QStringLiteral("sixteen"), QStringLiteral("seventeen"), QStringLiteral("eighteen"), QStringLiteral("nineteen"),
                                   QStringLiteral("twenty"), QStringLiteral("thirty"), QStringLiteral("forty"), QStringLiteral("fifty"),
                                   QStringLiteral("sixty"), QStringLiteral("seventy"), QStringLiteral("eighty"), QStringLiteral("ninety")};
    static const QList<int> values{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 30, 40, 50, 60, 70, 80, 90};
    const qsizetype i = words.indexOf(lower);
    return i < 0 ? -1 : values.at(i);
}

// The words of a comparison sign, as the vocabulary spells them ("<>", "!=" and "≠" are
// "unequal").
QString comparisonSignWord(const QString &sign)
{
    if (sign == QLatin1String("<"))
        return QStringLiteral("below");
    if (sign == QLatin1String(">"))
        return QStringLiteral("above");
    if (sign == QLatin1String("<=") || sign == QStringLiteral("\u2264"))
        return QStringLiteral("at most");
    if (sign == QLatin1String(">=") || sign == QStringLiteral("\u2265"))
        return QStringLiteral("at least");
    return QStringLiteral("unequal");
}

// "priced 0.99 through 1.99", "July 1996 thru September 1996": between two numbers or dates,
// "through" is the "to" of a range (and stays "by way of" elsewhere: "shipped through Speedy").
void readThroughAsTo(QList<Token> &tokens)
{
    const auto bound = [](const Token &k) { return (k.number && !k.quoted) || Vocabulary::builtIn().isGrammarWord("month_names", k.lower); };
    for (qsizetype i = 1; i + 1 < tokens.size(); ++i) {
        Token &t = tokens[i];
        if (t.quoted || (t.lower != QLatin1String("through") && t.lower != QLatin1String("thru")))
            continue;
        if (bound(tokens.at(i - 1)) && bound(tokens.at(i + 1)))
            t.lower = t.stem = QStringLiteral("to");
    }
}

// "media types with only one track", "suppliers that supply only one product", "genres that have
// a single album": an exact number of rows, said as "exactly 1" for the comparison readers ("only
// one" had been read as "has a track", at 0.9). Not after a verb of showing ("show only 5
// products" is a number of rows to show).
// "the most read one, by loans", "the cheapest one?": "one" after a superlative stands for the
// row, it counts nothing (the ranking was cut to one row, though a list of every row followed).
// ("the top one", "the most expensive one product" are rare; "one" before a noun stays a number.)
void readOneAsPronoun(QList<Token> &tokens)
{
    for (qsizetype i = 1; i < tokens.size(); ++i) {
        Token &t = tokens[i];
        if (t.lower != QLatin1String("one") || !t.number)
            continue;
        const QString before = tokens.at(i - 1).lower;
        const bool superlative = (before.size() > 4 && before.endsWith(QLatin1String("est")))
            || (i >= 2 && (tokens.at(i - 2).lower == QLatin1String("most") || tokens.at(i - 2).lower == QLatin1String("least")));
        const QString after = i + 1 < tokens.size() ? tokens.at(i + 1).lower : QString();
        const bool noNounAfter = after.isEmpty() || after == QLatin1String("by") || after == QLatin1String("in") || after == QLatin1String("of")
            || after == QLatin1String("among") || after == QLatin1String("overall")
            || (i + 1 < tokens.size() && !tokens.at(i + 1).text.isEmpty() && tokens.at(i + 1).text.front().isUpper());   // the next sentence
        if (superlative && noNounAfter) {
            t.number = false;
            t.functionWord = true;
        }
    }
}

void readExactCounts(QList<Token> &tokens)
{
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const auto exactly = [](Token &t) {
        t.lower = QStringLiteral("exactly");
        t.stem = stemPhrase(t.lower);
    };
    for (qsizetype i = 1; i + 2 < tokens.size(); ++i) {
        if (vocabulary.isGrammarWord("listing_verbs", tokens[i - 1].lower) || tokens[i].quoted)
            continue;
        Token &next = tokens[i + 1];
        const bool word = !tokens[i + 2].number && !tokens[i + 2].quoted && tokens[i + 2].lower != QLatin1String("percent");
        if (vocabulary.isGrammarWord("exact_count_words", tokens[i].lower) && next.number && next.value >= 1 && next.value == std::floor(next.value) && word)
            exactly(tokens[i]);
        else if ((tokens[i].lower == QLatin1String("a") || vocabulary.isGrammarWord("exact_count_words", tokens[i].lower))
                 && next.lower == QLatin1String("single") && word && vocabulary.isGrammarWord("exact_count_leads", tokens[i - 1].lower)) {
            exactly(tokens[i]);
            next.number = true;
            next.value = 1;
        }
    }
}

// "5.000 USD", "1.250.000", "between 1.000 and 2.000 dollars": dots that group thousands, as much
// of Europe writes them ("below 5.000 USD" was read as below five). Certain with two groups or
// more, or with one group beside a currency (an amount of money has two decimals, not three);
// then every number written so in the question is written so. A lone 0 leads no group ("0.500").
void readDotsAsThousands(const QString &question, QList<Token> &tokens)
{
    static const QRegularExpression grouped(QStringLiteral("^[1-9]\\d{0,2}(?:\\.\\d{3}){2,}$"));
    static const QRegularExpression oneGroup(QStringLiteral("^[1-9]\\d{0,2}\\.\\d{3}$"));
    static const QRegularExpression currencyAfter(QStringLiteral("^\\s*(?:(?:usd|eur|gbp|dollars?|euros?|pounds?)\\b|[\u20AC$\u00A3])"),
                                                  QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression currencyBefore(QStringLiteral("(?:[\u20AC$\u00A3]|\\b(?:usd|eur|gbp))\\s*$"), QRegularExpression::CaseInsensitiveOption);
    const auto digitsOf = [](const Token &t) {
        QString digits = t.text;
        return digits.remove(QLatin1Char('$')).remove(QLatin1Char('%'));
    };
    bool style = false;
    for (const Token &t : std::as_const(tokens)) {
        const QString digits = digitsOf(t);
        if (t.quoted || !(t.number || grouped.match(digits).hasMatch()))   // ("1.250.000" is no number until read so)
            continue;
        const int end = t.start + int(t.text.size());
        const bool currency = t.text.startsWith(QLatin1Char('$')) || currencyAfter.match(question.mid(end, 12)).hasMatch()
            || currencyBefore.match(question.left(t.start)).hasMatch();
        style |= grouped.match(digits).hasMatch() || (oneGroup.match(digits).hasMatch() && currency);
    }
    if (!style)
        return;
    for (Token &t : tokens) {
        const QString digits = digitsOf(t);
        if (!t.quoted && (grouped.match(digits).hasMatch() || (t.number && oneGroup.match(digits).hasMatch()))) {
            t.value = QString(digits).remove(QLatin1Char('.')).toDouble() * (t.value < 0 ? -1 : 1);
            t.number = true;
            t.dotsAsThousands = !grouped.match(digits).hasMatch();
        }
    }
}

// The clause around character `at`: from the last mark that ends one (",", ";", ":", a full
// stop, "?") before it to the next after it.
QString clauseAround(const QString &question, qsizetype at)
{
    const auto ends = [&question](qsizetype k) {
        const QChar c = question.at(k);
        if (c == QLatin1Char('.'))   // (not the point of "0.1")
            return k + 1 >= question.size() || !question.at(k + 1).isDigit();
        return c == QLatin1Char(',') || c == QLatin1Char(';') || c == QLatin1Char(':') || c == QLatin1Char('?') || c == QLatin1Char('!');
    };
    qsizetype from = at, to = at;
    while (from > 0 && !ends(from - 1))
        --from;
    while (to < question.size() && !ends(to))
        ++to;
    return question.mid(from, to - from);
}

// A dash with a space on each side is a minus between two figures when the clause around it is
// a formula ("MSRP - buy price > 50", "profit = price - cost", "(1 - discount)"): it holds another
// sign of arithmetic or comparison, or the dash is inside a bracket. Elsewhere it sets a title
// apart ("Customers - ranking by total", "GROUP BY with WHERE - Orders by year") or joins months,
// quarters, years or dates ("Jan - Mar", "Q1 - Q3", "1996 - 1997").
bool dashIsMinus(const QString &question, qsizetype after, const QList<Token> &before)
{
    const qsizetype dash = after - 1;
    const QString clause = clauseAround(question, dash);
    static const QRegularExpression formula(QStringLiteral("[*\u00d7/+=<>\u2264\u2265\u2212]|\b(?:times|divided|plus|minus|multiplied)\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QString upToDash = question.left(dash);
    const bool inBracket = upToDash.lastIndexOf(QLatin1Char('(')) > upToDash.lastIndexOf(QLatin1Char(')'));
    if (!inBracket && !formula.match(clause).hasMatch())
        return false;
    static const QRegularExpression next(QStringLiteral("^\\s*(\\(|[^\\W\\d_]+\\d*)"), QRegularExpression::UseUnicodePropertiesOption);
    if (before.isEmpty())
        return false;
    // ("1996 - 1997" is a span; "(1 - discount)", "(1 - 0.1)" the share kept.)
    const Token &last = before.last();
    const bool numberOpensBracket = last.number && question.left(last.start).trimmed().endsWith(QLatin1Char('('));
    if (numberOpensBracket)
        return true;
    const QRegularExpressionMatch word = next.match(question.mid(after, 40));
    if (!word.hasMatch())
        return false;
    const auto periodWord = [](const QString &w) {
        static const QRegularExpression quarter(QStringLiteral("^[A-Za-z]\\d+$"));
        for (int month = 1; month <= 12; ++month)
            if (w.compare(QLocale::c().monthName(month, QLocale::LongFormat), Qt::CaseInsensitive) == 0
                || w.compare(QLocale::c().monthName(month, QLocale::ShortFormat), Qt::CaseInsensitive) == 0)
                return true;
        return quarter.match(w).hasMatch();
    };
    return !periodWord(word.captured(1)) && !periodWord(last.text) && !last.number;
}

QList<Token> tokenize(const QString &question)
{
    // Quoted strings first (straight or curly quotes, a single quote only at a word edge),
    // then numbers ("$7.50", "1,000", "1950s") and words ("we'd", "customer's").
    static const QRegularExpression re(QStringLiteral(
        "(?:\"([^\"]+)\"|\u201C([^\u201D]+)\u201D|(?<![\\w])'([^']+)'(?![\\w])|\u2018([^\u2019]+)\u2019(?![\\w]))"
        "|(\\$?\\d[\\d,]*(?:(?:\\.\\d{3}){2,}|\\.\\d+)?s?%?)"
        // An underscore joins words ("order_details", "unit_price"): each is a word of its own.
        "|([^\\W\\d_](?:[^\\W_]|['\u2019])*)"
        "|(%)"            // a percent sign alone ("what % of revenue") is the word "percent"
        "|((?<!\\d)/(?!\\d))" // a slash between words ("revenue / orders") is "divided"; between digits it is a date's
        "|([*\u00D7])"         // "UnitPrice * Quantity", "price × quantity": "times"
        // Comparison signs are words too ("UnitsInStock < UnitsOnOrder"): dropped, the condition
        // would vanish and the question read as a listing of both columns.
        "|(<>|!=|<=|>=|<|>|\u2264|\u2265|\u2260)"
        // "price - discount", "(1-Discount)", "a + b", "1 − discount": the signs of a sum or a
        // difference, as words; a dash that joins words, dates or a range is none (see below).
        "|(\u2212|(?<=\\s)[-+](?=\\s)|(?<=\\(\\d)-|(?<=\\(\\d\\s)-|(?<=[\\w)])\\+(?=[\\w(]))"),
        QRegularExpression::UseUnicodePropertiesOption);
    QList<Token> tokens;
    auto it = re.globalMatch(question);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength(11) > 0 && m.captured(11) == QLatin1String("-") && !dashIsMinus(question, m.capturedEnd(), tokens))
            continue;
        Token t;
        t.start = int(m.capturedStart());
        for (int g = 1; g <= 4; ++g) {
            if (m.capturedLength(g) > 0) {
                t.quoted = true;
                t.text = m.captured(g).trimmed();
            }
        }
        if (!t.quoted)
            t.text = m.captured(0);
        t.lower = m.capturedLength(7) > 0 ? QStringLiteral("percent")
            : m.capturedLength(8) > 0     ? QStringLiteral("divided")
            : m.capturedLength(9) > 0     ? QStringLiteral("times")
            : m.capturedLength(10) > 0    ? comparisonSignWord(m.captured(10))
            : m.capturedLength(11) > 0    ? (m.captured(11) == QLatin1String("+") ? QStringLiteral("plus") : QStringLiteral("minus"))
                                          : text::normalized(t.text);
        if (!t.quoted) {
            t.lower.replace(QChar(0x2019), QLatin1Char('\''));   // "we’d" is "we'd"
            // "we'd", "we'll", "they're": the pronoun carries the meaning; the clitic is grammar.
            static const QRegularExpression clitic(QStringLiteral("^([a-z]+)'(d|ll|re|ve|m)$"));
            if (const QRegularExpressionMatch c = clitic.match(t.lower); c.hasMatch())
                t.lower = c.captured(1);
            if (t.lower.endsWith(QLatin1String("'s")) || t.lower.endsWith(QStringLiteral("\u2019s"))) {
                t.lower.chop(2);
                t.possessive = true;
            }
            t.lower.remove(QLatin1Char('\''));
        }
        if (m.capturedLength(5) > 0) {
            QString digits = t.text;
            digits.remove(QLatin1Char('$')).remove(QLatin1Char(',')).remove(QLatin1Char('%'));
            bool ok = false;
            t.value = digits.toDouble(&ok);
            t.number = ok;   // "1950s" is not a number; the date reader takes it
            // "below -5": a minus sign written on, after a space or a bracket, makes it negative.
            const int at = t.start;
            if (ok && at > 0 && question.at(at - 1) == QLatin1Char('-')
                && (at == 1 || question.at(at - 2).isSpace() || question.at(at - 2) == QLatin1Char('(')))
                t.value = -t.value;
        } else if (!t.quoted && numberWord(t.lower) >= 0) {
            t.number = true;
            t.value = numberWord(t.lower);
        }
        // "no. of countries", "No. of orders": the abbreviation of "number", not a negation (the
        // countries were kept to those with none, at 0.9).
        static const QRegularExpression numberAbbreviation(QStringLiteral("^\\.\\s*of\\b"), QRegularExpression::CaseInsensitiveOption);
        if (!t.quoted && t.lower == QLatin1String("no") && numberAbbreviation.match(question.mid(m.capturedEnd(), 8)).hasMatch())
            t.lower = QStringLiteral("number");
        t.upper = t.text.size() >= 2 && t.text == t.text.toUpper() && t.text != t.text.toLower();
        t.stem = t.quoted ? t.lower : stemPhrase(t.lower);
        // "movie(s)", "box(es)": the plural's ending in brackets allows several rows; it is no word.
        if (!tokens.isEmpty() && !t.quoted && (t.lower == QLatin1String("s") || t.lower == QLatin1String("es")) && t.start >= 1
            && question.at(t.start - 1) == QLatin1Char('(') && question.mid(t.start + t.text.size(), 1) == QLatin1String(")")
            && tokens.last().start + tokens.last().text.size() == t.start - 1) {
            tokens.last().severalAllowed = true;
            continue;
        }
        // "1.5 million", "two hundred": a scale word after a number multiplies it; it is no word
        // of its own (the question was declined on "million").
        static const QHash<QString, double> scales{{QStringLiteral("hundred"), 1e2}, {QStringLiteral("thousand"), 1e3},
                                                   {QStringLiteral("million"), 1e6}, {QStringLiteral("billion"), 1e9}};
        // ("more than a hundred units": the article counts one.)
        if (!tokens.isEmpty() && !tokens.last().quoted && !t.quoted && scales.contains(t.lower)
            && (tokens.last().lower == QLatin1String("a") || tokens.last().lower == QLatin1String("an"))
            && tokens.last().start + tokens.last().text.size() + 1 == t.start) {
            tokens.last().number = true;
            tokens.last().value = 1;
        }
        if (!tokens.isEmpty() && tokens.last().number && !tokens.last().quoted && !t.quoted && scales.contains(t.lower)
            && question.mid(tokens.last().start + tokens.last().text.size(), t.start - tokens.last().start - tokens.last().text.size()).trimmed().isEmpty()) {
            Token &scaled = tokens.last();
            scaled.value *= scales.value(t.lower);
            scaled.text = question.mid(scaled.start, t.start + t.text.size() - scaled.start);
            scaled.lower = scaled.stem = scaled.text.toLower();
            continue;
        }
        // "2nd", "3rd": a number with an ordinal's ending written on is one word, not a count.
        static const QStringList endings{QStringLiteral("st"), QStringLiteral("nd"), QStringLiteral("rd"), QStringLiteral("th")};
        if (!tokens.isEmpty() && tokens.last().number && !tokens.last().quoted && endings.contains(t.lower)
            && tokens.last().start + tokens.last().text.size() == t.start) {
            Token &ordinal = tokens.last();
            ordinal.text += t.text;
            ordinal.lower = ordinal.stem = ordinal.text.toLower();
            ordinal.number = false;
            continue;
        }
        // "US$5,000", "USD$40": the country of a dollar sign written on says nothing more.
        if (!t.quoted && (t.lower == QLatin1String("us") || t.lower == QLatin1String("usd")) && t.start + t.text.size() < question.size()
            && question.at(t.start + t.text.size()) == QLatin1Char('$'))
            continue;
        tokens << t;
    }
    readDotsAsThousands(question, tokens);
    readExactCounts(tokens);
    readOneAsPronoun(tokens);
    readThroughAsTo(tokens);
    return tokens;
}

// Character spans of formulas written in SQL: an aggregate call with balanced parentheses, and
// further operands joined by arithmetic ("SUM(Freight) / COUNT(DISTINCT OrderID)").
QList<QPair<int, int>> formulaSpans(const QString &question)
{
    static const QRegularExpression call(QStringLiteral("\\b(?:SUM|AVG|COUNT|MIN|MAX)\\s*\\("), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression operand(QStringLiteral("^\\s*[-+*/]\\s*(?:(?:SUM|AVG|COUNT|MIN|MAX)\\s*\\(|\\d+(?:\\.\\d+)?\\b|[A-Za-z_]\\w*\\b(?!\\s*\\w))"),
                                            QRegularExpression::CaseInsensitiveOption);
    const auto closing = [&question](qsizetype open) -> qsizetype {   // index after the matching ')'
        int depth = 0;
        for (qsizetype k = open; k < question.size(); ++k) {
            if (question.at(k) == QLatin1Char('('))
                ++depth;
            else if (question.at(k) == QLatin1Char(')') && --depth == 0)
                return k + 1;
        }
        return -1;
    };
    QList<QPair<int, int>> out;
    qsizetype from = 0;
    for (QRegularExpressionMatch m = call.match(question, from); m.hasMatch(); m = call.match(question, from)) {
        qsizetype end = closing(m.capturedEnd() - 1);
        if (end < 0)
            break;
        for (QRegularExpressionMatch more = operand.match(question.mid(end)); more.hasMatch(); more = operand.match(question.mid(end))) {
            const qsizetype next = end + more.capturedEnd();
            end = question.at(next - 1) == QLatin1Char('(') ? closing(next - 1) : next;
            if (end < 0)
                return out;
        }
        out << qMakePair(int(m.capturedStart()), int(end - m.capturedStart()));
        from = end;
    }
    return out;
}

QString joinStems(const QList<Token> &tokens, int first, int last)
{
    QStringList parts;
    for (int i = first; i <= last; ++i)
        parts << tokens.at(i).stem;
    return parts.join(QLatin1Char(' '));
}

// "meat/poultry": a slash written tight between two words joins them into one name; the
// stored value's phrase has no word for it. Empty when the span holds no such slash.
QString joinStemsWithoutTightSlashes(const QList<Token> &tokens, int first, int last)
{
    QStringList parts;
    bool skipped = false;
    for (int i = first; i <= last; ++i) {
        const Token &t = tokens.at(i);
        const bool tight = t.text == QLatin1String("/") && i > first && i < last
            && tokens.at(i - 1).start + tokens.at(i - 1).text.size() == t.start && t.start + 1 == tokens.at(i + 1).start;
        if (tight)
            skipped = true;
        else
            parts << t.stem;
    }
    return skipped ? parts.join(QLatin1Char(' ')) : QString();
}

// `corrected` is `written` with letters cut from the front only ("unshipped" -> "shipped",
// "nonstop" -> "stop"): another word, often the opposite, never a typo.
bool dropsAPrefix(const QString &written, const QString &corrected)
{
    return written.size() > corrected.size() && written.endsWith(corrected);
}

// A misspelt word read as the word it was meant to be: what it names then, and the word.
struct Correction {
    QString as;                 // empty: no correction
    QList<LexEntry> entries;    // a table, column, value or measure of the database
    QStringList tags;           // or an analytics word
    bool functionWord = false;  // or a word that asks nothing ("resulant" -> resultant)
};

Correction correct(const Token &t, const Lexicon &lexicon, const Vocabulary &vocabulary, int &budget)
{
    // Only English-looking words (Latin letters) of some length that the dictionary lacks.
    const bool latin1 = QString::fromLatin1(t.lower.toLatin1()) == t.lower;
    if (!latin1 || vocabulary.isFunctionWord(t.lower) || t.lower.size() < 4 || t.lower.size() > 24
        || LexicalResources::instance().isEnglish(t.text))
        return {};
    // Hunspell's first correction that the database or the vocabulary knows ("custmer" ->
    // customer, "avrage" -> average); never for a capitalised word: an unknown name is a name the
    // data lacks, not a typo of another.
    if (budget <= 0)
        return {};
    --budget;
    const bool capitalised = !t.text.isEmpty() && t.text.front().isUpper();
    const QStringList suggested = capitalised ? QStringList() : LexicalResources::instance().suggestions(t.lower).mid(0, 5);
    Correction asksNothing;
    for (const QString &word : suggested) {
        const QString stems = stemPhrase(word);
        if (stems.contains(QLatin1Char(' ')) || text::editDistance(word.toLower(), t.lower) > 2)
            continue;   // a split word ("cust mer") or a distant one is a guess, not a correction
        // "unshipped" is no typo of "shipped": a prefix dropped turns the word around.
        if (dropsAPrefix(t.lower, word.toLower()))
            continue;
        Correction c{word, lexicon.lookup(stems), {}};
        if (c.entries.isEmpty())
            c.tags = vocabulary.phrases().value(stems);
        // A typo never becomes a negation or a comparison: that would turn the question around.
        const bool turnsAround = std::any_of(c.tags.cbegin(), c.tags.cend(), [](const QString &tag) {
            return tag == QLatin1String("neg") || tag.startsWith(QLatin1String("cmp:"));
        });
        if (!c.entries.isEmpty() || (!c.tags.isEmpty() && !turnsAround))
            return c;
        if (asksNothing.as.isEmpty() && c.entries.isEmpty() && c.tags.isEmpty() && vocabulary.isFunctionWord(word.toLower()))
            asksNothing = Correction{word, {}, {}, true};
    }
    // Only when no suggestion names anything: a word that asks nothing, corrected.
    if (!asksNothing.as.isEmpty())
        return asksNothing;
    // A schema word Hunspell cannot correct (a column name run together): the nearest lexicon
    // stem within one or two edits.
    const int allowed = t.lower.size() >= 7 ? 2 : 1;
    QString best;
    int bestDistance = allowed + 1;
    for (const QString &stem : lexicon.stems()) {
        if (std::abs(int(stem.size()) - int(t.stem.size())) > allowed)
            continue;
        if (dropsAPrefix(t.stem, stem))
            continue;
        const int d = text::editDistance(stem, t.stem);
        // Ties go to the first in alphabetical order: the set's own order changes from run to run.
        if (d < bestDistance || (d == bestDistance && stem < best)) {
            bestDistance = d;
            best = stem;
        }
    }
    if (best.isEmpty() || lexicon.lookup(best).isEmpty())
        return {};
    return {best, lexicon.lookup(best), {}};
}

} // namespace

bool Evidence::hasTag(const QString &prefix) const { return !tag(prefix).isEmpty(); }

QString Evidence::tag(const QString &prefix) const
{
    for (const QString &t : tags) {
        if (t.startsWith(prefix))
            return t;
    }
    return {};
}

const LexEntry *Evidence::entry(LexEntry::Kind kind) const
{
    for (const LexEntry &e : entries) {
        if (e.kind == kind)
            return &e;
    }
    return nullptr;
}

QString ReadQuestion::spanText(int first, int last) const
{
    QStringList parts;
    for (int i = first; i <= last && i < tokens.size(); ++i)
        parts << tokens.at(i).text;
    return parts.join(QLatin1Char(' '));
}

QString ReadQuestion::gapBetween(int a, int b) const
{
    if (a < 0 || b >= tokens.size() || a >= b)
        return {};
    const int from = tokens.at(a).start + int(tokens.at(a).text.size());
    return text.mid(from, tokens.at(b).start - from);
}

bool ReadQuestion::punctuationBetween(int a, int b) const
{
    const QString gap = gapBetween(a, b);
    return gap.contains(QLatin1Char(',')) || gap.contains(QLatin1Char(';')) || gap.contains(QLatin1Char(':'))
        || gap.contains(QLatin1Char('.'));
}

bool ReadQuestion::onlyDeterminersBetween(int from, int to) const
{
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    for (int t = std::max(from, 0); t < to && t < tokens.size(); ++t)
        if (!vocabulary.isGrammarWord("determiners", tokens.at(t).lower) && !vocabulary.isGrammarWord("possessive_determiners", tokens.at(t).lower))
            return false;
    return true;
}

int QuestionReader::headingLength(const QString &question, const QList<Token> &tokens) const
{
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    const auto markAfter = [&question](const Token &t) -> QChar {
        const QString after = question.mid(t.start + t.text.size()).trimmed();
        return after.isEmpty() ? QChar() : after.front();
    };
    const int n = int(tokens.size());
    // "Query 5:", "Task 3.", "12)", "Q3." : label words, a small number, then a mark.
    static const QRegularExpression numbered(QStringLiteral("^([a-z]{1,3})(\\d{1,3})$"));
    int i = 0;
    while (i < n && i < 2 && !tokens[i].number && vocabulary.isHeadingWord(tokens[i].lower))
        ++i;
    const auto smallNumber = [](const Token &t) { return t.number && t.value >= 0 && t.value < 1000 && t.value == std::floor(t.value); };
    const bool labelNumber = i < n && (smallNumber(tokens[i])
                                       || (i == 0 && numbered.match(tokens[i].lower).hasMatch()
                                           && vocabulary.isHeadingWord(numbered.match(tokens[i].lower).captured(1))));
    if (labelNumber && i + 3 < n && QStringLiteral(".:)-\u2013\u2014").contains(markAfter(tokens[i])))
        return i + 1;
    // "Business question: ...": a few words before a colon that name nothing in the database.
    for (int k = 0; k < n && k < 5; ++k) {
        const Token &t = tokens[k];
        const bool meaningless = vocabulary.isFunctionWord(t.lower) || vocabulary.isHeadingWord(t.lower)
            || (!t.number && !t.quoted && m_lexicon.lookup(t.stem).isEmpty() && vocabulary.phrases().value(t.stem).isEmpty());
        if (!meaningless)
            return 0;
        if (markAfter(t) == QLatin1Char(':'))
            return k + 3 < n ? k + 1 : 0;
    }
    return 0;
}

ReadQuestion QuestionReader::read(const QString &question, const QList<QPair<int, int>> &consumed) const
{
    ReadQuestion out;
    out.text = question;
    out.tokens = tokenize(question);
    // "Give the no. of products": the abbreviation's full stop ends no sentence and separates
    // nothing (read as a boundary, the count became a listing of the products' IDs at 0.9).
    for (const Token &t : std::as_const(out.tokens)) {
        const qsizetype stop = t.start + t.text.size();
        if (!t.quoted && t.lower == QLatin1String("number") && t.text.compare(QLatin1String("no"), Qt::CaseInsensitive) == 0
            && stop < out.text.size() && out.text.at(stop) == QLatin1Char('.'))
            out.text[stop] = QLatin1Char(' ');
    }
    // "units currently in stock": adverbs of the present say nothing of a database that holds the
    // present; taken out, the words around them meet ("units in stock").
    // (Not in a phrase of rows still offered, "currently sold": that names the rows not withdrawn.)
    for (qsizetype i = out.tokens.size() - 1; i >= 0; --i) {
        const Token &t = out.tokens.at(i);
        if (t.quoted || !Vocabulary::builtIn().isGrammarWord("present_adverbs", t.lower))
            continue;
        const QString phrase = i + 1 < out.tokens.size() ? stemPhrase(t.lower + QLatin1Char(' ') + out.tokens.at(i + 1).lower) : QString();
        if (!Vocabulary::builtIn().phrases().value(phrase).contains(QStringLiteral("offered")))
            out.tokens.removeAt(i);
    }
    // "sorted by department and, for the same department, by salary": the tie-break said with
    // the key it breaks ties of is "then by" (the words were not understood).
    for (qsizetype i = 1; i + 3 < out.tokens.size(); ++i) {
        const auto word = [&out](qsizetype k) { return k < out.tokens.size() ? out.tokens.at(k).lower : QString(); };
        const bool sameKey = (word(i) == QLatin1String("for") || word(i) == QLatin1String("within")) && word(i + 1) == QLatin1String("the")
            && word(i + 2) == QLatin1String("same");
        if (!sameKey)
            continue;
        qsizetype by = i + 3;
        while (by < out.tokens.size() && by <= i + 6 && word(by) != QLatin1String("by"))
            ++by;
        bool sortedBefore = false;
        for (qsizetype k = 0; k < i; ++k)
            sortedBefore |= word(k).startsWith(QLatin1String("sort")) || word(k).startsWith(QLatin1String("order"));
        if (by >= out.tokens.size() || word(by) != QLatin1String("by") || !sortedBefore)
            continue;
        out.tokens[i].text = out.tokens[i].lower = out.tokens[i].stem = QStringLiteral("then");
        out.tokens.remove(i + 1, by - i - 1);
    }
    QList<Token> &tokens = out.tokens;
    const int n = int(tokens.size());
    QList<int> owner(n, -1);   // evidence index covering each token
    const auto claim = [&owner, &out](Evidence e) {
        for (int i = e.first; i <= e.last; ++i)
            owner[i] = int(out.evidence.size());
        out.evidence << std::move(e);
    };
    const auto tokensIn = [&tokens, n](int start, int length, int &first, int &last) {
        first = last = -1;
        for (int i = 0; i < n; ++i) {
            if (tokens[i].start >= start && tokens[i].start < start + length) {
                if (first < 0)
                    first = i;
                last = i;
            }
        }
        return first >= 0;
    };

    // A label before the question ("Query 5:", "12.", "Q3)", "Business question:") names the
    // exercise, not what is asked: its words are read as nothing.
    for (int i = 0; i < headingLength(question, tokens); ++i) {
        owner[i] = -2;
        tokens[i].functionWord = true;
    }
    // A verb that asks for the answer ("Can you provide ...", "Please supply ...", "Search the
    // catalogue for ..."), first in its sentence or after a request, is how the question is put,
    // not a relation of the data ("suppliers that provide seafood").
    for (int i = 0; i < n; ++i) {
        // "Name the top 5 orders": a noun that is also a column's word asks only when an article
        // or a number follows ("Name and city of customers" names a column).
        const bool beforeDeterminer = i + 1 < n && Vocabulary::builtIn().isGrammarWord("request_verbs_before_determiner", tokens[i].lower)
            && (tokens[i + 1].number || Vocabulary::builtIn().isGrammarWord("determiners", tokens[i + 1].lower));
        // "Group the orders by country and ...": the verb of a grouping the "by" after it says.
        bool beforeBy = false;
        for (int j = i + 1; j < n && j <= i + 6 && Vocabulary::builtIn().isGrammarWord("request_verbs_before_by", tokens[i].lower); ++j)
            beforeBy |= tokens[j].lower == QLatin1String("by");
        if (owner[i] != -1 || !(Vocabulary::builtIn().isGrammarWord("request_verbs", tokens[i].lower) || beforeDeterminer || beforeBy))
            continue;
        const QString before = question.left(tokens[i].start).trimmed();
        const bool sentenceStart = before.isEmpty() || QStringLiteral(".?!:;").contains(before.back());
        int k = i - 1;
        while (k >= 0 && Vocabulary::builtIn().isGrammarWord("request_leads", tokens[k].lower))
            --k;
        const bool afterRequest = k < i - 1 && (k < 0 || QStringLiteral(".?!:;").contains(question.left(tokens[k + 1].start).trimmed().right(1)));
        if (sentenceStart || afterRequest) {
            owner[i] = -2;
            tokens[i].functionWord = true;
            // ("Break 1997 revenue down by family": the verb's particle too.)
            for (int j = i + 1; beforeBy && j < n && tokens[j].lower != QLatin1String("by"); ++j)
                if (tokens[j].lower == QLatin1String("down") && owner[j] == -1) {
                    owner[j] = -2;
                    tokens[j].functionWord = true;
                }
        }
    }
    // Spans other stages explained (a campaign's name from the documents).
    for (const auto &[start, length] : consumed) {
        int first = 0, last = 0;
        if (!tokensIn(start, length, first, last))
            continue;
        Evidence e;
        e.kind = Evidence::Kind::Document;
        e.first = first;
        e.last = last;
        claim(e);
    }
    // A formula written out ("Revenue uses Order Details: SUM(UnitPrice*Quantity*(1-Discount))")
    // is one piece of evidence; the interpreter compiles it against the schema.
    for (const QPair<int, int> &span : formulaSpans(question)) {
        int first = 0, last = 0;
        if (!tokensIn(span.first, span.second, first, last))
            continue;
        Evidence e;
        e.kind = Evidence::Kind::Formula;
        e.first = first;
        e.last = last;
        e.literal = question.mid(span.first, span.second);
        claim(e);
    }
    // An example of the answer's layout ("(e.g. 5.25 for 5.25%)", "(0-100)") shows how to write
    // the answer, not what to find.
    // ("(Monday, Tuesday, ...)": a list that trails off shows the kind of value, not which ones.)
    static const QRegularExpression example(QStringLiteral("\\((?:e\\.\\s?g\\.?|for example|for instance|such as|0\\s*[-\u2013]\\s*100)[^)]*\\)"
                                                           "|\\([^()]*,\\s*(?:\\.\\.\\.|\u2026|etc\\.?)\\s*\\)"),
                                            QRegularExpression::CaseInsensitiveOption);
    // ("the orders of a specific customer (e.g., 'ALFKI')": an example of the one row the question
    // leaves open is the row to take; only its lead-in is read as nothing. Read as layout, every
    // customer's orders came back.)
    // (The noun names a table's rows: "as a percentage (e.g. 5.25 for 5.25%)" shows a layout.)
    // ("more than one product (e.g. 'Chai')", "at least a product", "(e.g. 'ALFKI' or 'ANATR')": a
    // count or several examples leave no one row open; the bracket shows a layout there. Read as
    // the row, 0 came back at 0.9.)
    static const QRegularExpression oneRowOpen(QStringLiteral("\\b(?:a|an|one)\\s+(?:(?:specific|particular|given|certain|single|chosen|selected)\\s+)?"
                                                              "(?<noun>[A-Za-z][\\w-]*)\\s*$"),
                                               QRegularExpression::CaseInsensitiveOption);
    const auto namesRows = [this](const QString &noun) {
        const QList<LexEntry> entries = m_lexicon.lookup(stemPhrase(noun.toLower()));
        return std::any_of(entries.cbegin(), entries.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Table; });
    };
    static const QRegularExpression comparedBefore(QStringLiteral("\\b(?:more|less|fewer|greater|other)\\s+than\\s*$|\\b(?:at\\s+(?:least|most)|exactly|over|under|only|just)\\s*$"),
                                                   QRegularExpression::CaseInsensitiveOption);
    const auto severalExamples = [](const QString &inBracket) {
        static const QRegularExpression quoted(QStringLiteral("'[^']*'|\"[^\"]*\""));
        static const QRegularExpression separator(QStringLiteral("[,;/]|\\b(?:or|and)\\b"), QRegularExpression::CaseInsensitiveOption);
        QString outside = inBracket;
        return outside.remove(quoted).contains(separator) || inBracket.count(QLatin1Char('\'')) > 2 || inBracket.count(QLatin1Char('"')) > 2;
    };
    static const QRegularExpression exampleLead(QStringLiteral("^\\(\\s*(?:e\\.\\s?g\\.?|for example|for instance|such as)\\s*[,:]?"),
                                                QRegularExpression::CaseInsensitiveOption);
    for (auto it = example.globalMatch(question); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        int first = 0, last = 0;
        const QRegularExpressionMatch lead = exampleLead.match(m.captured());
        const QRegularExpressionMatch open = oneRowOpen.match(question.left(m.capturedStart()));
        const bool rowExample = lead.hasMatch() && open.hasMatch() && namesRows(open.captured(QStringLiteral("noun")))
            && !comparedBefore.match(question.left(open.capturedStart())).hasMatch()
            && !severalExamples(m.captured().mid(lead.capturedLength()));
        if (!tokensIn(int(m.capturedStart()), int(rowExample ? lead.capturedLength() : m.capturedLength()), first, last))
            continue;
        for (int i = first; i <= last; ++i) {
            if (owner[i] == -1) {
                owner[i] = -2;
                tokens[i].functionWord = true;
            }
        }
    }
    // Decades first ("the 1950s"): the date phrases would read the year inside one alone.
    static const QRegularExpression decade(QStringLiteral("^(1[89]|20)(\\d)0s$"));
    for (int i = 0; i < n; ++i) {
        const QRegularExpressionMatch m = decade.match(tokens[i].lower);
        if (owner[i] >= 0 || !m.hasMatch())
            continue;
        const int year = tokens[i].lower.left(4).toInt();
        Evidence e;
        e.kind = Evidence::Kind::Date;
        e.first = e.last = i;
        e.range.start = QDate(year, 1, 1);
        e.range.end = QDate(year + 9, 12, 31);
        e.range.label = tokens[i].text;
        claim(e);
    }

    // Date phrases ("in 1997", "Q4 '97", "21 May 1997").
    for (const planning::DateRange &r : planning::DatePhraseParser::parse(question)) {
        int first = 0, last = 0;
        if (!tokensIn(r.textStart, r.textLength, first, last))
            continue;
        // ("the album Jota Quest-1995": a number run into a word by a hyphen is part of a name.)
        if (r.textStart >= 2 && question.at(r.textStart - 1) == QLatin1Char('-') && question.at(r.textStart - 2).isLetter())
            continue;
        // ("a salary from 1000 to 2000": the end of a range of amounts is an amount too, not a
        // year; the year 2000 was read on the hire date, at 0.75.)
        static const QRegularExpression yearLike(QStringLiteral("^(1[89]|20)\\d\\d$"));
        const auto amountRangeEnd = [&]() {
            if (first != last || first < 2 || !tokens[first].number)
                return false;
            const QString &join = tokens[first - 1].lower;
            const Token &start = tokens[first - 2];
            return (join == QLatin1String("to") || join == QLatin1String("and") || join == QLatin1String("-")) && start.number
                && !yearLike.match(start.text).hasMatch();
        };
        bool free = !amountRangeEnd();
        for (int i = first; i <= last; ++i)
            free &= owner[i] < 0;
        if (!free)
            continue;
        Evidence e;
        e.kind = Evidence::Kind::Date;
        e.first = first;
        e.last = last;
        e.range = r;
        claim(e);
    }
    // A month named without a year ("born in May", "orders in January"): that month of every
    // year. Written as a name (capitalised), and not "May"/"March" opening the question.
    for (int i = 0; i < n; ++i) {
        if (owner[i] >= 0 || tokens[i].quoted || tokens[i].text.isEmpty() || !tokens[i].text.front().isUpper())
            continue;
        for (int month = 1; month <= 12; ++month) {
            const QString full = QLocale::c().monthName(month, QLocale::LongFormat);
            const QString shortName = QLocale::c().monthName(month, QLocale::ShortFormat);
            const QString written = tokens[i].text.endsWith(QLatin1Char('.')) ? tokens[i].text.chopped(1) : tokens[i].text;
            const bool named = written == full || (written == shortName && shortName != full) || (month == 9 && written == QLatin1String("Sept"));
            if (!named || (i == 0 && (month == 3 || month == 5)))
                continue;
            Evidence e;
            e.kind = Evidence::Kind::MonthOfYear;
            e.first = e.last = i;
            e.number = month;
            claim(e);
            break;
        }
    }
    // A day of the week ("orders placed on a Sunday", "on Mondays", "at weekends"): that day of
    // every week. Full names only: "Sat", "Sun", "Wed" and "Mon" are everyday words or values.
    for (int i = 0; i < n; ++i) {
        if (owner[i] >= 0 || tokens[i].quoted)
            continue;
        const QString &w = tokens[i].lower;
        int day = -2;
        for (int d = 1; d <= 7 && day == -2; ++d) {
            const QString name = QLocale::c().dayName(d, QLocale::LongFormat).toLower();   // 1 = Monday
            if (w == name || w == name + QLatin1Char('s'))
                day = d % 7;   // Sunday is 0, as SQL's weekday numbers have it
        }
        if (day == -2 && (w == QLatin1String("weekend") || w == QLatin1String("weekends")))
            day = -1;
        if (day == -2)
            continue;
        Evidence e;
        e.kind = Evidence::Kind::DayOfWeek;
        e.first = e.last = i;
        e.number = day;
        claim(e);
    }
    // "each country once", "each supplier company name once": every value listed one time, not a
    // grouping by it; "each" then asks nothing of its own. Words between that repeat what the
    // question listed before ("ship cities ..., each city once") are that listing again, not a
    // column of their own (the employee's city was shown beside the ship cities, at 0.9).
    for (int j = 2; j < n; ++j) {
        if (tokens[j].lower != QLatin1String("once") || tokens[j].quoted || owner[j] != -1)
            continue;
        for (int i = j - 2; i >= 0 && i >= j - 7; --i) {
            if (owner[i] != -1 || out.punctuationBetween(i, j))
                break;
            if (tokens[i].lower != QLatin1String("each"))
                continue;
            // (Words another reading owns, a date or a document's term, are no restatement.)
            bool restated = true;
            for (int k = i + 1; k < j && restated; ++k)
                restated = owner[k] == -1
                    && std::any_of(tokens.cbegin(), tokens.cbegin() + i, [&](const Token &t) { return t.stem == tokens[k].stem; });
            Evidence e;
            e.kind = Evidence::Kind::Vocab;
            e.first = restated ? i : j;
            e.last = j;
            e.tags = {QStringLiteral("distinct")};
            claim(e);
            if (!restated) {
                owner[i] = -2;
                tokens[i].functionWord = true;
            }
            break;
        }
    }
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    int capitals = 0, alphabetic = 0;
    for (const Token &t : tokens) {
        if (!t.number && !t.quoted && t.text.size() >= 2) {
            ++alphabetic;
            capitals += t.upper ? 1 : 0;
        }
    }
    const bool shouting = alphabetic > 0 && capitals * 2 > alphabetic;
    // "What Is The Average Track Length In Seconds?": every word capitalised, so a capital says
    // no word is a name (the track called "Seconds" was read).
    int initials = 0;
    for (const Token &t : tokens)
        initials += !t.number && !t.quoted && t.text.size() >= 2 && t.text.front().isUpper() ? 1 : 0;
    const bool titleCase = alphabetic >= 3 && initials * 3 > alphabetic * 2;
    // A short word in capitals inside a question that is not all capitals is an abbreviation
    // ("US", "IT"), not the everyday word it spells. A function word of three letters or more
    // stays one in capitals ("SQL", "ALL").
    for (Token &t : tokens)
        t.abbreviation = t.upper && t.text.size() <= 4 && !shouting && !(t.text.size() >= 3 && vocabulary.isFunctionWord(t.lower));
    const int longest = std::max(m_lexicon.longestPhrase(), vocabulary.longestPhrase());
    // A dictionary search for corrections costs milliseconds: a question gets a handful, so a
    // page of unknown words cannot take seconds.
    int correctionBudget = 8;
    // Typos first, so that the corrected word joins the phrases around it: "avarage freight" is
    // the measure "average freight", not an average read apart from what it averages (which left
    // "top 3 ship countries by avarage freight" unread).
    for (int i = 0; i < n; ++i) {
        Token &t = tokens[i];
        if (owner[i] != -1 || t.number || t.quoted || m_lexicon.stems().contains(t.stem) || vocabulary.phrases().contains(t.stem))
            continue;
        // (An adjective of a stored value, "Italian", is read as that value below.)
        const Correction fixed = correct(t, m_lexicon, vocabulary, correctionBudget);
        if (fixed.as.isEmpty() || !LexicalResources::instance().pertainyms(t.lower).isEmpty())
            continue;
        out.notes << QStringLiteral("read \"%1\" as \"%2\"").arg(t.text, fixed.as);
        t.correctedFrom = t.text;
        t.lower = fixed.as.toLower();
        t.stem = stemPhrase(t.lower);
    }
    // "our company", "how much revenue has the company generated": the business itself, who
    // asks, not a column called Company (a filter to the customers with one came back at 0.9).
    // The subject of a verb only after an auxiliary: "the company located in ..." is a column's.
    const auto namesTheBusiness = [&](int i) {
        if (!vocabulary.isGrammarWord("business_self_nouns", tokens[i].lower) || tokens[i].quoted || i == 0)
            return false;
        static const QSet<QString> auxiliaries{QStringLiteral("has"), QStringLiteral("have"), QStringLiteral("had"), QStringLiteral("did"),
                                               QStringLiteral("does"), QStringLiteral("do")};
        const QString &before = tokens[i - 1].lower;
        const QString after = i + 1 < n ? tokens[i + 1].lower : QString();
        const bool verbAfter = !after.isEmpty() && !after.endsWith(QLatin1String("ing")) && LexicalResources::instance().isInflectedVerb(after);
        const bool subjectOfVerb = i >= 2 && auxiliaries.contains(tokens[i - 2].lower) && verbAfter;
        return before == QLatin1String("our") || (before == QLatin1String("the") && subjectOfVerb);
    };
    const auto usable = [&](const LexEntry &entry, int first, int last) {
        // (A table of that name, "store", is still the table: only a column gives way.)
        if (first == last && entry.kind == LexEntry::Kind::Column && namesTheBusiness(first))
            return false;
        // An everyday English word written in lower case is not a person's name ("king") nor a
        // short code ("us"); category-like values ("beverages") are written in lower case often.
        // ("the red boats": a short word stored exactly so, in lower case, in a column of kinds
        // rather than names, is that kind.)
        // ("the pop genre": a kind stored capitalised, not a code in capitals such as "US".)
        const bool sameWord = tokens[first].text == entry.value
            || (entry.value.compare(tokens[first].text, Qt::CaseInsensitive) == 0 && entry.value != entry.value.toUpper());
        // (Not a person's name: of a table named by two columns, first and last.)
        const bool storedAsWritten = sameWord && m_lexicon.displayColumns(entry.table).size() < 2
            && !Vocabulary::builtIn().isFunctionWord(tokens[first].lower);
        if (entry.kind == LexEntry::Kind::Value && first == last && !tokens[first].quoted
            && tokens[first].text == tokens[first].lower && LexicalResources::instance().isEnglish(tokens[first].lower)
            && ((tokens[first].lower.size() <= 3 && !storedAsWritten) || m_lexicon.displayColumns(entry.table).size() == 2))
            return false;
        // "the change from the previous month": an English word that only shares its stem with a
        // one-word stored value ("change", "Chang") is that word; another form of the value
        // itself ("beverage" for "Beverages") still names it.
        // (Not a word in capitals: "US" is a name it stands for; nor a list's name written as a
        // name, "Larder", which stands for its members. "the larder" is the English word.)
        if (entry.kind == LexEntry::Kind::Value && entry.wholeDepth > 0 && first == last && !tokens[first].quoted
            && tokens[first].text == tokens[first].lower && LexicalResources::instance().isEnglish(tokens[first].lower))
            return false;
        if (entry.kind == LexEntry::Kind::Value && entry.wholeDepth == 0 && first == last && !tokens[first].quoted && !tokens[first].upper
            && !entry.value.contains(QLatin1Char(' ')) && LexicalResources::instance().isEnglish(tokens[first].lower)) {
            const QString word = tokens[first].lower, value = entry.value.toLower();
            const auto plural = [](const QString &a, const QString &b) {
                return a == b + QLatin1Char('s') || a == b + QLatin1String("es")
                    || (b.endsWith(QLatin1Char('y')) && a == b.chopped(1) + QLatin1String("ies"));
            };
            // (An irregular plural WordNet knows too: "salesmen" for SALESMAN.)
            if (word != value && !plural(word, value) && !plural(value, word) && LexicalResources::instance().nounBase(word) != value)
                return false;
        }
        // "Produce a list of ...": a verb opening the question before an article is an
        // imperative, not the stored value or the synonym it spells (the category "Produce", a
        // "producer"); a table's or column's own name still counts ("Orders the ..." is no verb).
        static const QStringList articles{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the"), QStringLiteral("all"),
                                          QStringLiteral("me")};
        if (first == 0 && last == 0 && n > 1 && !tokens[0].quoted && entry.strength < 3 + (entry.kind == LexEntry::Kind::Value ? 1 : 0)
            && articles.contains(tokens[1].lower) && LexicalResources::instance().isVerbBase(tokens[0].lower))
            return false;
        if (entry.needsCapital) {
            const Token &opening = tokens[first];
            // Quoted, only right after its table's word ("the track 'Money'"): a quoted word is
            // otherwise a text to match ("artists whose name contains 'Black'" took the track
            // Black, at 0.9).
            const auto afterTableWord = [&]() {
                if (first == 0)
                    return false;
                // ("tracks named 'Angel'", "an album called ...": a naming word says it is a name.)
                if (Vocabulary::builtIn().isGrammarWord("naming_words", tokens[first - 1].lower))
                    return true;
                const QList<LexEntry> before = m_lexicon.lookup(tokens[first - 1].stem);
                return std::any_of(before.cbegin(), before.cend(), [&entry](const LexEntry &t) {
                    return t.kind == LexEntry::Kind::Table && t.table == entry.table;
                });
            };
            if (opening.quoted)
                return opening.text == entry.value && afterTableWord();
            const QString before = question.left(opening.start).trimmed();
            const bool sentenceStart = before.isEmpty() || QStringLiteral(".?!:;").contains(before.back());
            // (In a question written in capitals, or with every word capitalised, a capital says
            // nothing.)
            if (sentenceStart || ((shouting || titleCase) && !afterTableWord()) || opening.text.isEmpty() || !opening.text.front().isUpper())
                return false;
        }
        if (!entry.needsUpperCase)
            return true;
        // ("Latin or Pop genre": a short name written exactly as stored is that name; "or" is no
        // "OR", "us" no "US".)
        if (first == last && entry.kind == LexEntry::Kind::Value && (tokens[first].text == entry.value || storedAsWritten))
            return true;
        for (int i = first; i <= last; ++i) {
            if (!tokens[i].upper)
                return false;
        }
        return true;
    };
    // "How many units are in stock": a column's name said around a copula ("units are in stock",
    // "units are on order") is the column; read apart, "in stock" became a condition and "units"
    // the units sold (9532 for 559, at 0.9).
    for (int i = 0; i + 2 < n; ++i) {
        if (owner[i] != -1 || tokens[i].quoted || tokens[i].number || (tokens[i + 1].lower != QLatin1String("are") && tokens[i + 1].lower != QLatin1String("is")))
            continue;
        for (int last = std::min(n - 1, i + 1 + longest); last >= i + 3; --last) {
            bool free = true;
            for (int k = i + 1; k <= last; ++k)
                free &= owner[k] == -1 && !tokens[k].quoted && !tokens[k].number;
            if (!free || out.punctuationBetween(i, last))
                continue;
            QList<LexEntry> columns;
            for (const LexEntry &e : m_lexicon.lookup(tokens[i].stem + QLatin1Char(' ') + joinStems(tokens, i + 2, last)))
                if (e.kind == LexEntry::Kind::Column && e.strength >= 3)
                    columns << e;
            if (columns.isEmpty())
                continue;
            Evidence e;
            e.kind = Evidence::Kind::Lexicon;
            e.first = i;
            e.last = last;
            e.entries = columns;
            claim(e);
            break;
        }
    }
    // Longest spans first: "ship country" before "country", "more than" before "more".
    for (int len = longest; len >= 1; --len) {
        for (int i = 0; i + len <= n; ++i) {
            // A number belongs to a phrase only inside a stored name that holds it ("Classical
            // 101 - Deep Cuts", "90's Music"); alone it is a number, never a name's fragment.
            bool free = true;
            bool holdsNumber = false;
            for (int k = i; k < i + len; ++k) {
                free &= owner[k] == -1;
                holdsNumber |= tokens[k].number;
            }
            if (!free || (holdsNumber && (len < 2 || std::all_of(tokens.cbegin() + i, tokens.cbegin() + i + len, [](const Token &t) { return t.number; }))))
                continue;
            // A name runs across a comma or a full stop only when it is a stored value written so
            // ("Specialty Biscuits, Ltd."): "for each employee, number of orders" is no "employee
            // number".
            // (Nor across a bracket: "the value of its stock (unit price times ...)" has no "stock unit".)
            bool acrossPunctuation = false;
            for (int k = i; k + 1 < i + len; ++k)
                acrossPunctuation |= out.punctuationBetween(k, k + 1) || out.gapBetween(k, k + 1).contains(QLatin1Char('('))
                    || out.gapBetween(k, k + 1).contains(QLatin1Char(')'));
            const QString stems = joinStems(tokens, i, i + len - 1);
            // "total discounted revenue": an aggregate word that opens one phrase ("total
            // discount") yields to the phrase of a measure one word on ("discounted revenue").
            if (len >= 2 && i + len < n && !tokens[i + len].number && owner[i + len] == -1) {
                const bool aggregateWord = std::any_of(vocabulary.phrases().value(tokens[i].stem).cbegin(),
                                                       vocabulary.phrases().value(tokens[i].stem).cend(),
                                                       [](const QString &t) { return t.startsWith(QLatin1String("agg:")); });
                const QList<LexEntry> shifted = aggregateWord ? m_lexicon.lookup(joinStems(tokens, i + 1, i + len)) : QList<LexEntry>();
                if (std::any_of(shifted.cbegin(), shifted.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Measure; }))
                    continue;
            }
            QList<LexEntry> entries;
            for (const LexEntry &entry : m_lexicon.lookup(stems)) {
                if (usable(entry, i, i + len - 1) && (!holdsNumber || entry.kind == LexEntry::Kind::Value))
                    entries << entry;
            }
            // "average order line amount", "average order revenue": a measure's short name whose
            // last word runs on into a name of rows ("order line") or is followed by a measure
            // ("revenue") is no name of it there; the average of those rows' figure is meant (the
            // average per order came back for the lines', at 0.9).
            if (len >= 2 && i + len < n && !tokens[i + len].number && owner[i + len] == -1
                && std::any_of(entries.cbegin(), entries.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Measure; })) {
                const QList<LexEntry> runOn = m_lexicon.lookup(joinStems(tokens, i + len - 1, i + len));
                const QList<LexEntry> next = m_lexicon.lookup(tokens[i + len].stem);
                const bool rowsRunOn = std::any_of(runOn.cbegin(), runOn.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Table; });
                // (Only where the last word names rows the other measure can be averaged over.)
                const QList<LexEntry> last = m_lexicon.lookup(tokens[i + len - 1].stem);
                const bool measureNext = std::any_of(next.cbegin(), next.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Measure; })
                    && std::any_of(last.cbegin(), last.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Table; });
                if ((rowsRunOn || measureNext) && !out.punctuationBetween(i + len - 1, i + len))
                    entries.removeIf([](const LexEntry &e) { return e.kind == LexEntry::Kind::Measure; });
                if (entries.isEmpty())
                    continue;
            }
            // "salesmen" for the stored SALESMAN: an irregular plural's singular, as WordNet gives it,
            // names the value (it had been read as a kind of employee, every one of them counted).
            if (len == 1 && !tokens[i].quoted && !tokens[i].number
                && std::none_of(entries.cbegin(), entries.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Value; })) {
                const QString base = LexicalResources::instance().nounBase(tokens[i].lower);
                if (base != tokens[i].lower && stemPhrase(base) != stems)
                    for (const LexEntry &entry : m_lexicon.lookup(stemPhrase(base)))
                        if (entry.kind == LexEntry::Kind::Value && entry.wholeDepth == 0 && usable(entry, i, i))
                            entries << entry;
            }
            if (holdsNumber && entries.isEmpty())
                continue;
            // "avg order value": a measure's name with a word abbreviated (only a measure: "cat" and
            // "prod" may be stored values).
            const bool abbreviated = len >= 2 && std::any_of(tokens.cbegin() + i, tokens.cbegin() + i + len, [](const Token &t) {
                return !t.quoted && text::expandAbbreviation(t.lower) != t.lower;
            });
            if (entries.isEmpty() && abbreviated) {
                QStringList expanded;
                for (int k = i; k < i + len; ++k)
                    expanded << (tokens[k].quoted ? tokens[k].stem : stemPhrase(text::expandAbbreviation(tokens[k].lower)));
                if (const QString phrase = expanded.join(QLatin1Char(' ')); phrase != stems)
                    for (const LexEntry &entry : m_lexicon.lookup(phrase))
                        if (entry.kind == LexEntry::Kind::Measure && usable(entry, i, i + len - 1))
                            entries << entry;
            }
            if (const QString joined = joinStemsWithoutTightSlashes(tokens, i, i + len - 1); !joined.isEmpty()) {
                for (const LexEntry &entry : m_lexicon.lookup(joined))
                    if (entry.kind == LexEntry::Kind::Value && entry.value.contains(QLatin1Char('/')) && usable(entry, i, i + len - 1))
                        entries << entry;
            }
            if (acrossPunctuation) {
                static const QRegularExpression punctuation(QStringLiteral("[,;:.()]"));
                entries.removeIf([](const LexEntry &e) { return e.kind != LexEntry::Kind::Value || !e.value.contains(punctuation); });
                if (entries.isEmpty())
                    continue;
            }
            QStringList tags = acrossPunctuation || holdsNumber ? QStringList() : vocabulary.phrases().value(stems);
            // "above 50 or more than 50 on order": "or" then a comparison of its own, not "50 or
            // more" (read so, the "or" was lost and the two bounds joined by AND).
            if (len >= 2 && tokens[i].lower == QLatin1String("or") && i + len < n && tokens[i + len].lower == QLatin1String("than"))
                tags.removeIf([](const QString &tag) { return tag.startsWith(QLatin1String("cmp:")); });
            // Sorting phrases are verbs written as listed: "orders by" and "for order 10248" are the noun.
            if (tags.contains(QStringLiteral("orderby"))) {
                QStringList written;
                for (int k = i; k < i + len; ++k)
                    written << tokens[k].lower;
                if (!vocabulary.isSortingPhrase(written.join(QLatin1Char(' '))))
                    tags.removeAll(QStringLiteral("orderby"));
                // "the largest order by value", "each order by date": a noun after a determiner or
                // an adjective, not the verb.
                if (i > 0 && (written.first() == QLatin1String("order") || written.first() == QLatin1String("sort"))) {
                    const QString &before = tokens[i - 1].lower;
                    const bool nounBefore = vocabulary.isGrammarWord("determiners", before)
                        || std::any_of(vocabulary.phrases().value(tokens[i - 1].stem).cbegin(), vocabulary.phrases().value(tokens[i - 1].stem).cend(),
                                       [](const QString &t) { return t.startsWith(QLatin1String("sup:")) || t == QLatin1String("group"); });
                    if (nounBefore)
                        tags.removeAll(QStringLiteral("orderby"));
                }
                // "quantity ordered by the customers of each country": who bought, not a sort.
                // ("ordered by more than 50 different customers": the buyers after a bound.)
                QStringList after;
                for (int k = i + len; k < n && k < i + len + 9; ++k)
                    after << tokens[k].text;
                const QString said = after.join(QLatin1Char(' '));
                const QString buyers = said.mid(countBoundLength(said)).section(QLatin1Char(' '), 0, 3);
                if (written.join(QLatin1Char(' ')) == QLatin1String("ordered by") && namesBuyersAfterBy(m_lexicon, buyers))
                    tags.removeAll(QStringLiteral("orderby"));
            }
            // "tracks that never appear in any invoice line", "products not in any order": after a
            // denial, "any" is some row at all, not every group (the denial found no rows to deny).
            if (tags.contains(QStringLiteral("group")) && tokens[i + len - 1].lower == QLatin1String("any")) {
                const bool denied = std::any_of(tokens.cbegin(), tokens.cbegin() + i, [](const Token &t) {
                    return t.lower == QLatin1String("not") || t.lower == QLatin1String("never") || t.lower == QLatin1String("no")
                        || t.lower == QLatin1String("without") || t.lower.endsWith(QLatin1String("n't"));
                });
                if (denied)
                    tags.removeAll(QStringLiteral("group"));
            }
            // A quoted date layout ("month as 'YYYY-MM'") says how to write the answer, not what to find.
            static const QRegularExpression layout(QStringLiteral("^[ymdqhs]+([-/ :.][ymdqhs]+)*$"), QRegularExpression::CaseInsensitiveOption);
            // (A single letter is text to match: "starts with 'S'".)
            if (len == 1 && tokens[i].quoted && tokens[i].text.size() >= 2 && layout.match(tokens[i].text).hasMatch()) {
                tokens[i].functionWord = true;
                owner[i] = -2;
                continue;
            }
            // A quoted string is a literal unless it names a stored value exactly.
            if (len == 1 && tokens[i].quoted) {
                QList<LexEntry> values;
                // "whose contact name starts with 'Ma'": after a kind of partial match the quoted
                // text is a piece of text, not the stored value it spells (a region 'MA' was read).
                // (A verb of matching only: "in the 'Seafood' category" is the stored name.)
                const int matchOwner = i > 0 ? owner[i - 1] : -1;
                bool partOfText = false;
                for (int t = matchOwner >= 0 && out.evidence[matchOwner].hasTag(QStringLiteral("text:")) ? out.evidence[matchOwner].first : i; t < i; ++t) {
                    static const QRegularExpression matchVerb(QStringLiteral("^(start|begin|end|contain|includ)"));
                    partOfText |= matchVerb.match(tokens[t].lower).hasMatch();
                }
                // ("who have 'IT Staff' in their title": a text said to be in a column.)
                partOfText |= matchOwner >= 0 && out.evidence[matchOwner].hasTag(QStringLiteral("text:contains")) && i + 1 < n
                    && tokens[i + 1].lower == QLatin1String("in");
                // (Exactly: 'black' is no short form of the album "Black Album", nor a whole's member.)
                const QString quoted = stemPhrase(tokens[i].text);
                for (const LexEntry &entry : m_lexicon.lookup(quoted)) {
                    if (!partOfText && entry.kind == LexEntry::Kind::Value && stemPhrase(entry.value) == quoted && (!entry.needsCapital || usable(entry, i, i)))
                        values << entry;   // (one of thousands of names: as stored, after its table's word)
                }
                // ... or a short form of one, its table named right after ("the 'Dairy' category").
                if (values.isEmpty() && !partOfText && i + 1 < n && !tokens[i + 1].quoted) {
                    const QList<LexEntry> named = m_lexicon.lookup(tokens[i + 1].stem);
                    for (const LexEntry &entry : m_lexicon.lookup(quoted))
                        if (entry.kind == LexEntry::Kind::Value && entry.wholeDepth == 0 && !entry.needsCapital
                            && std::any_of(named.cbegin(), named.cend(), [&entry](const LexEntry &t) {
                                   return (t.kind == LexEntry::Kind::Table || t.kind == LexEntry::Kind::Column) && t.table == entry.table;
                               }))
                            values << entry;
                }
                // ... or a table's own name with "table" after it ('the "Customers" table').
                if (values.isEmpty() && i + 1 < n && (tokens[i + 1].lower == QLatin1String("table") || tokens[i + 1].lower == QLatin1String("tables")))
                    for (const sql::Table &table : m_lexicon.schema().tables)
                        if (table.name.compare(tokens[i].text.trimmed(), Qt::CaseInsensitive) == 0)
                            for (const LexEntry &entry : m_lexicon.lookup(stemPhrase(text::splitIdentifier(table.name))))
                                if (entry.kind == LexEntry::Kind::Table && entry.table == table.name)
                                    values << entry;
                Evidence e;
                e.first = e.last = i;
                e.kind = values.isEmpty() ? Evidence::Kind::Literal : Evidence::Kind::Lexicon;
                e.entries = values;
                e.literal = tokens[i].text;
                claim(e);
                continue;
            }
            if (entries.isEmpty() && tags.isEmpty())
                continue;
            // A single function word is only a stored value when written as a name ("US", not "us"),
            // and never a stored code that merely spells it ("OR" is a conjunction before it is Oregon,
            // "ID" an identifier before it is Idaho); a name it stands for ("US" -> USA) still counts.
            if (len == 1 && (vocabulary.isFunctionWord(tokens[i].lower) || vocabulary.isColumnWord(tokens[i].lower))) {
                // ... or when it qualifies the rows named right after it, of a table near its own
                // ("the produce suppliers", "how many produce products": Produce is a category; read
                // as the verb, the category was dropped and every supplier listed, at 0.9).
                QStringList tablesAfter;
                if (i + 1 < n)
                    for (const LexEntry &next : m_lexicon.lookup(tokens[i + 1].stem))
                        if (next.kind == LexEntry::Kind::Table)
                            tablesAfter << next.table;
                // (A word, not a code: "ID" before "order" is no state of Idaho.)
                const bool word = !vocabulary.isColumnWord(tokens[i].lower) && tokens[i].text.size() >= 4 && tokens[i].text != tokens[i].text.toUpper();
                // ... or when it is written as the stored name, capitalised inside a sentence of a
                // question not written in capitals ("in the Design department", "in Fall 2017").
                const QString before = question.left(tokens[i].start).trimmed();
                const bool midSentence = !before.isEmpty() && !QStringLiteral(".?!:;").contains(before.back());
                const bool writtenAsName = word && midSentence && !shouting && !titleCase && tokens[i].text.front().isUpper();
                const auto qualifies = [&](const LexEntry &entry) {
                    if (!word || entry.kind != LexEntry::Kind::Value || entry.wholeDepth != 0 || entry.value.compare(tokens[i].text, Qt::CaseInsensitive) != 0)
                        return false;
                    if (writtenAsName && entry.value == tokens[i].text)
                        return true;
                    return std::any_of(tablesAfter.cbegin(), tablesAfter.cend(), [&](const QString &t) {
                        return t != entry.table && !m_lexicon.schema().joinPath(entry.table, t).isEmpty()
                            && m_lexicon.schema().joinPath(entry.table, t).size() <= 2;
                    });
                };
                QList<LexEntry> kept;
                for (const LexEntry &entry : entries) {
                    const bool nameItStandsFor = entry.kind == LexEntry::Kind::Value && tokens[i].text.front().isUpper()
                        && entry.value.compare(tokens[i].text, Qt::CaseInsensitive) != 0;
                    if (entry.kind != LexEntry::Kind::Value || nameItStandsFor || qualifies(entry))
                        kept << entry;
                }
                entries = kept;
                if (entries.isEmpty() && tags.isEmpty())
                    continue;
            }
            // A synonym shares its stem with other words ("purchaser" and "purchases"): one word
            // names the table through a synonym only when it is that synonym, in any number.
            if (len == 1) {
                QList<LexEntry> kept;
                for (const LexEntry &entry : std::as_const(entries))
                    if (m_lexicon.wordSpellsTable(entry, tokens[i].lower))
                        kept << entry;
                entries = kept;
                if (entries.isEmpty() && tags.isEmpty())
                    continue;
            }
            // "hire year": the date column's part, read as the part words are.
            for (const LexEntry &entry : std::as_const(entries))
                if (!entry.datePart.isEmpty() && !tags.contains(QStringLiteral("part:") + entry.datePart))
                    tags << QStringLiteral("part:") + entry.datePart;
            Evidence e;
            e.first = i;
            e.last = i + len - 1;
            e.kind = entries.isEmpty() ? Evidence::Kind::Vocab : Evidence::Kind::Lexicon;
            e.entries = entries;
            e.tags = tags;
            claim(e);
        }
    }
    // "contains a hyphen", "ends with a vowel", "starting with a digit": characters named in
    // words after a verb of matching are the text to match (the names were not understood).
    for (int i = 0; i + 1 < n; ++i) {
        const int o = owner[i];
        if (o < 0 || out.evidence[o].last != i || !(out.evidence[o].hasTag(QStringLiteral("text:starts"))
                                                    || out.evidence[o].hasTag(QStringLiteral("text:ends")) || out.evidence[o].hasTag(QStringLiteral("text:contains"))))
            continue;
        int from = i + 1;
        static const QStringList leading{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the"), QStringLiteral("any"),
                                         QStringLiteral("one"), QStringLiteral("some"), QStringLiteral("single")};
        while (from + 1 < n && leading.contains(tokens[from].lower) && !tokens[from].quoted)
            ++from;
        for (int length = std::min(2, n - from); length >= 1; --length) {
            QStringList words;
            for (int k = from; k < from + length; ++k)
                words << tokens[k].lower;
            const QString characters = vocabulary.charactersNamed(words.join(QLatin1Char(' ')));
            if (characters.isEmpty() || tokens[from].quoted)
                continue;
            Evidence e;
            e.kind = Evidence::Kind::Literal;
            e.first = from;
            e.last = from + length - 1;
            e.literal = characters;
            e.anyCharacterOf = characters.size() > 1;
            // (A word read otherwise alone, "period", is this instead: its reading is replaced.)
            const int read = owner[from];
            if (read >= 0 && out.evidence[read].first == from && out.evidence[read].last == e.last && out.evidence[read].entries.isEmpty()) {
                out.evidence[read] = e;
                for (int k = i + 1; k < from; ++k)
                    if (owner[k] == -1)
                        owner[k] = -2;
                break;
            }
            if (std::any_of(owner.cbegin() + from, owner.cbegin() + from + length, [](int k) { return k != -1; }))
                continue;
            claim(e);
            // (The article before the name is no letter to match: "ends with a vowel" is no 'a'.)
            for (int k = i + 1; k < from; ++k)
                if (owner[k] == -1)
                    owner[k] = -2;
            break;
        }
    }
    // "names starting with A or B": single letters after a match word are the text to match.
    for (int i = 0; i < n; ++i) {
        const int o = owner[i];
        if (o < 0 || !(out.evidence[o].hasTag(QStringLiteral("text:starts")) || out.evidence[o].hasTag(QStringLiteral("text:ends")))
            || out.evidence[o].last != i)
            continue;
        // "starting with the letter A": the letter's name before it is part of the phrase.
        int from = i + 1;
        while (from + 1 < n && (tokens[from].lower == QLatin1String("the") || tokens[from].lower == QLatin1String("letter")
                                || tokens[from].lower == QLatin1String("character")))
            ++from;
        // A code written in digits ("phone numbers starting with 030") is text to match too.
        const auto matchable = [&tokens](int k) {
            static const QRegularExpression digits(QStringLiteral("^\\d+$"));
            return (tokens[k].text.size() <= 2 && !tokens[k].number) || (tokens[k].number && digits.match(tokens[k].text).hasMatch());
        };
        // ("starts with the letter J", where a middle initial 'J' is stored: a letter right after
        // the match word is the text to match, not that value, which took it first.)
        const auto storedLetter = [&](int k) {
            const int read = owner[k];
            return read >= 0 && out.evidence[read].first == k && out.evidence[read].last == k && tokens[k].text.size() == 1
                && std::all_of(out.evidence[read].entries.cbegin(), out.evidence[read].entries.cend(),
                               [](const LexEntry &entry) { return entry.kind == LexEntry::Kind::Value; });
        };
        for (int k = from; k < n && (owner[k] == -1 || storedLetter(k)) && matchable(k); k += 2) {
            Evidence e;
            e.kind = Evidence::Kind::Literal;
            e.first = e.last = k;
            e.literal = tokens[k].text;
            if (owner[k] >= 0)
                out.evidence[owner[k]] = e;
            else
                claim(e);
            if (k + 1 >= n || tokens[k + 1].lower != QLatin1String("or"))
                break;
        }
    }
    // "whose company name contains Market", "titles that include Manager": one word no reading
    // claims, written right after a verb of matching and ending its clause, is the text to match
    // though not quoted (it was a word not understood).
    for (int i = 0; i + 1 < n; ++i) {
        const int o = owner[i];
        if (o < 0 || out.evidence[o].last != i
            || !(out.evidence[o].hasTag(QStringLiteral("text:starts")) || out.evidence[o].hasTag(QStringLiteral("text:ends"))
                 || out.evidence[o].hasTag(QStringLiteral("text:contains"))))
            continue;
        // (Only a verb that says so: "in" and "with" alone match text elsewhere, "born in the 1960s".)
        static const QStringList matchVerbs{QStringLiteral("contains"), QStringLiteral("contain"), QStringLiteral("containing"),
                                            QStringLiteral("includes"), QStringLiteral("include"), QStringLiteral("including"),
                                            QStringLiteral("starts"), QStringLiteral("start"), QStringLiteral("starting"),
                                            QStringLiteral("begins"), QStringLiteral("begin"), QStringLiteral("beginning"),
                                            QStringLiteral("ends"), QStringLiteral("end"), QStringLiteral("ending")};
        if (!matchVerbs.contains(tokens[out.evidence[o].first].lower))
            continue;
        // (Only after a text column named just before, "that"/"which" between: "orders that
        // contain Chocolate" would match the text against the orders' key.)
        int before = out.evidence[o].first - 1;
        while (before >= 0 && (tokens[before].lower == QLatin1String("that") || tokens[before].lower == QLatin1String("which")))
            --before;
        const int named = before >= 0 ? owner[before] : -1;
        const bool textColumnBefore = named >= 0 && std::any_of(out.evidence[named].entries.cbegin(), out.evidence[named].entries.cend(), [this](const LexEntry &e) {
            return e.kind == LexEntry::Kind::Column && m_lexicon.kindOf(e.table, e.column) == ColumnKind::Text;
        });
        if (!textColumnBefore)
            continue;
        int k = i + 1;
        if (tokens[k].lower == QLatin1String("the") && k + 1 < n && (tokens[k + 1].lower == QLatin1String("word") || tokens[k + 1].lower == QLatin1String("text")))
            k += 2;
        const bool clauseEnds = k + 1 >= n || out.punctuationBetween(k, k + 1);
        // (A word of the vocabulary alone, "Manager" as a role, is the text all the same.)
        const int read = k < n ? owner[k] : -1;
        const bool vocabularyWord = read >= 0 && out.evidence[read].first == k && out.evidence[read].last == k && out.evidence[read].entries.isEmpty();
        if (k >= n || (owner[k] != -1 && !vocabularyWord) || tokens[k].number || tokens[k].text.size() < 2 || !clauseEnds
            || vocabulary.isFunctionWord(tokens[k].lower))
            continue;
        Evidence e;
        e.kind = Evidence::Kind::Literal;
        e.first = e.last = k;
        e.literal = tokens[k].text;
        if (vocabularyWord)
            out.evidence[read] = e;
        else
            claim(e);
        for (int w = i + 1; w < k; ++w)
            if (owner[w] == -1)
                owner[w] = -2;
    }
    // The readings of one kind that any of WordNet's words for a token names: values for the
    // nouns an adjective pertains to, tables for what a noun is a kind of.
    const auto namedBy = [this](const QStringList &words, LexEntry::Kind kind) {
        QList<LexEntry> out;
        for (const QString &word : words)
            for (const LexEntry &entry : m_lexicon.lookup(stemPhrase(word)))
                if (entry.kind == kind && !out.contains(entry))
                    out << entry;
        return out;
    };
    const auto claimReadings = [&claim](int i, const QList<LexEntry> &entries) {
        Evidence e;
        e.kind = Evidence::Kind::Lexicon;
        e.first = e.last = i;
        e.entries = entries;
        claim(e);
    };
    // "products packaged in jars", "sold in bottles", "items shipped by the box": a plain word
    // after "in", "by" or "with" that stored values of one column hold as a whole word ("12 -
    // 8 oz jars"), three or more of them, names every such value. Not a column that names its rows: names hold everyday
    // words ("Grandma's Boysenberry Spread" for "in spread"). The singular or plural written
    // either way ("in a jar").
    const auto startsAPhrase = [&vocabulary](const QString &stem) {
        const auto &phrases = vocabulary.phrases();
        return phrases.contains(stem)
            || std::any_of(phrases.keyBegin(), phrases.keyEnd(), [&stem](const QString &p) { return p.startsWith(stem + QLatin1Char(' ')); });
    };
    const auto valuesHeldAfterPreposition = [&](int i) -> QList<LexEntry> {
        static const QSet<QString> prepositions{QStringLiteral("in"), QStringLiteral("by"), QStringLiteral("with"), QStringLiteral("into")};
        static const QSet<QString> articles{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the")};
        const Token &t = tokens[i];
        int before = i - 1;
        if (before >= 0 && articles.contains(tokens[before].lower))
            --before;
        if (before < 0 || !prepositions.contains(tokens[before].lower) || t.number || t.upper || t.quoted || t.lower.size() < 3
            || vocabulary.isFunctionWord(t.lower) || !LexicalResources::instance().isEnglish(t.lower) || startsAPhrase(t.stem))
            return {};
        QStringList forms{t.lower, LexicalResources::instance().nounBase(t.lower), t.lower + QLatin1Char('s'), t.lower + QLatin1String("es")};
        if (t.lower.endsWith(QLatin1Char('s')))
            forms << t.lower.chopped(1);
        if (t.lower.endsWith(QLatin1String("es")))
            forms << t.lower.chopped(2);
        forms.removeDuplicates();
        // (Every form's values: "bottles" is also "750 cc per bottle".)
        QList<LexEntry> held;
        for (const QString &form : forms)
            for (const LexEntry &e : m_lexicon.descriptionsHoldingWord(form)) {
                if (!held.isEmpty() && (held.first().table != e.table || held.first().column != e.column))
                    return {};
                if (!held.contains(e))
                    held << e;
            }
        // A word a kind of packing or form shares with several values; one value holding it is
        // some name or note ("Alex North", "30 gift boxes" for "in the north", "with a gift").
        constexpr int kFewestValues = 3;
        return held.size() >= kFewestValues ? held : QList<LexEntry>();
    };
    for (int i = 0; i < n; ++i) {
        if (owner[i] != -1)
            continue;
        Token &t = tokens[i];
        if (t.number) {
            Evidence e;
            e.kind = Evidence::Kind::Number;
            e.first = e.last = i;
            e.number = t.value;
            claim(e);
            continue;
        }
        // "Italian" -> Italy, "Swedish" -> Sweden: an adjective that pertains to a stored value.
        QList<LexEntry> found = namedBy(LexicalResources::instance().pertainyms(t.lower), LexEntry::Kind::Value);
        if (found.isEmpty() && t.correctedFrom.isEmpty()) {
            const Correction fixed = correct(t, m_lexicon, vocabulary, correctionBudget);
            if (!fixed.as.isEmpty()) {
                out.notes << QStringLiteral("read \"%1\" as \"%2\"").arg(t.text, fixed.as);
                t.correctedFrom = t.text;
                if (fixed.functionWord) {
                    t.functionWord = true;
                    continue;
                }
                if (!fixed.tags.isEmpty()) {
                    Evidence e;
                    e.kind = Evidence::Kind::Vocab;
                    e.first = e.last = i;
                    e.tags = fixed.tags;
                    claim(e);
                    continue;
                }
                found = fixed.entries;
            }
        }
        // "eaten", "taught", "bought": an irregular form of a verb whose base names a table
        // ("Eats", "teaches") names it too; a regular form shares the base's stem already.
        if (found.isEmpty() && !t.quoted && LexicalResources::instance().isInflectedVerb(t.lower)) {
            const QString base = LexicalResources::instance().verbBase(t.lower);
            if (base != t.lower && stemPhrase(base) != t.stem)
                for (const LexEntry &entry : m_lexicon.lookup(stemPhrase(base)))
                    if (entry.kind == LexEntry::Kind::Table && !found.contains(entry))
                        found << entry;
        }
        if (!found.isEmpty()) {
            claimReadings(i, found);
            continue;
        }
        // The company itself ("Northwind", "Northwind Traders") is who asks, not what is asked about.
        const bool ownName = m_lexicon.isOwnName(t.lower)
            || (i > 0 && m_lexicon.isOwnName(tokens[i - 1].lower) && !t.text.isEmpty() && t.text.front().isUpper()) || namesTheBusiness(i);
        // An abbreviation ("US", "IT") unexplained is unknown, not ignored.
        const bool abbreviation = t.abbreviation;
        // "Return ..." and "a query that returns ..." are instructions; after a noun ("product
        // returns") the word is a noun the data must explain.
        const QString before = question.left(t.start).trimmed();
        const bool sentenceStart = before.isEmpty() || QStringLiteral(".?!:;").contains(before.back());
        const bool instructionVerb = t.lower.startsWith(QLatin1String("return"));
        const bool afterFunctionWord = i > 0 && (tokens[i - 1].functionWord || vocabulary.isFunctionWord(tokens[i - 1].lower));
        // "In this challenge, we'll identify ...": the exercise named as such is who asks.
        // ("the results of the previous question": an exercise before this one, named as such.)
        static const QSet<QString> exerciseBefore{QStringLiteral("this"), QStringLiteral("previous"), QStringLiteral("prior"),
                                                  QStringLiteral("preceding"), QStringLiteral("earlier"), QStringLiteral("above"),
                                                  QStringLiteral("last")};
        static const QSet<QString> exerciseAfter{QStringLiteral("previous"), QStringLiteral("prior"), QStringLiteral("preceding"),
                                                 QStringLiteral("earlier")};
        const bool exerciseNamed = (vocabulary.isHeadingWord(t.lower) && i > 0 && exerciseBefore.contains(tokens[i - 1].lower))
            || (exerciseAfter.contains(t.lower) && i + 1 < n && vocabulary.isHeadingWord(tokens[i + 1].lower));
        // "What happens to freight on late shipments?" asks what a rule does, not for the freight.
        // ("What happened in 2010? How many invoices?": only "what happens to", "if", "when".)
        static const QSet<QString> consequenceOf{QStringLiteral("to"), QStringLiteral("if"), QStringLiteral("when")};
        if (i > 0 && i + 1 < n && tokens[i - 1].lower == QLatin1String("what") && vocabulary.isGrammarWord("consequence_verbs", t.lower)
            && consequenceOf.contains(tokens[i + 1].lower)) {
            out.unknown << i;
            continue;
        }
        // "in Fall 2010": a season before a year names a part of it, which no date here is read
        // as; unexplained, not passed over (the whole year was counted, at 0.9).
        static const QRegularExpression yearNumber(QStringLiteral("^(1[89]|20)\\d\\d$"));
        const bool seasonOfYear = vocabulary.isGrammarWord("season_words", t.lower) && i + 1 < n && tokens[i + 1].number
            && yearNumber.match(tokens[i + 1].text).hasMatch();
        if (seasonOfYear) {
            out.unknown << i;
            continue;
        }
        if (((vocabulary.isFunctionWord(t.lower) || isFunctionVerbForm(t.lower) || exerciseNamed) && !abbreviation
             && (!instructionVerb || sentenceStart || afterFunctionWord))
            || t.lower.size() <= 1
            || ownName) {
            t.functionWord = true;
            continue;
        }
        // "salespeople" -> Employees, "shoppers" -> Customers: a noun the schema lacks that WordNet
        // calls a kind of what a table holds. Only tables: a kind of a column's or value's word
        // ("a sedan is a car") says nothing about which rows are meant.
        // The kind's own word must name the table as written: stems meet where meanings do not
        // ("audit" is a kind of "accounting", whose stem is that of "account", a customer).
        // Only a noun: after a subject or an auxiliary the word is a verb ("countries do I export
        // to": what is sent, not a kind of product; supplier countries were counted at 0.9).
        static const QSet<QString> verbBefore{QStringLiteral("i"), QStringLiteral("we"), QStringLiteral("you"), QStringLiteral("they"),
                                              QStringLiteral("he"), QStringLiteral("she"), QStringLiteral("who"),
                                              QStringLiteral("do"), QStringLiteral("does"), QStringLiteral("did"), QStringLiteral("will"),
                                              QStringLiteral("can"), QStringLiteral("could"), QStringLiteral("would"), QStringLiteral("should")};
        const bool verbUse = i > 0 && verbBefore.contains(tokens[i - 1].lower);
        // ("Reorder List": a word of a column's name, ReorderLevel, is that column's word, not a
        // kind of order; read so, the products' list went through the order lines, at 0.75.)
        const auto &tables = m_lexicon.schema().tables;
        const bool columnWord = std::any_of(tables.cbegin(), tables.cend(), [&t](const sql::Table &table) {
            return std::any_of(table.columns.cbegin(), table.columns.cend(), [&t](const sql::Column &c) {
                return text::words(text::splitIdentifier(c.name).toLower()).contains(t.lower);
            });
        });
        QList<LexEntry> kinds;
        for (const QString &kind : abbreviation || verbUse || columnWord ? QStringList() : LexicalResources::instance().kindsOf(t.lower)) {
            for (const LexEntry &e : namedBy({kind}, LexEntry::Kind::Table)) {
                const QStringList written = m_lexicon.phrasesOf(e.table);
                const bool exact = std::any_of(written.cbegin(), written.cend(), [&kind](const QString &p) {
                    const QString phrase = p.toLower();
                    return phrase == kind || phrase == kind + QLatin1Char('s') || phrase + QLatin1Char('s') == kind;
                });
                if (exact && !kinds.contains(e))
                    kinds << e;
            }
        }
        if (kinds.size() == 1) {
            out.notes << QStringLiteral("read \"%1\" as a kind of %2").arg(t.text, kinds.constFirst().table);
            claimReadings(i, kinds);
            continue;
        }
        // "women", "men": what WordNet calls them a kind of is a value one column stores as it is
        // ("female" in Person.gender): those rows.
        if (kinds.isEmpty() && !abbreviation && !verbUse) {
            QList<LexEntry> values;
            for (const QString &kind : LexicalResources::instance().kindsOf(t.lower))
                for (const LexEntry &e : namedBy({kind}, LexEntry::Kind::Value))
                    // (Not a row's own name: "present" is a kind of time, and a track is called "Time".)
                    if (e.wholeDepth == 0 && e.value.compare(kind, Qt::CaseInsensitive) == 0 && !m_lexicon.displayColumns(e.table).contains(e.column)
                        && !values.contains(e))
                        values << e;
            const bool oneColumn = !values.isEmpty() && std::all_of(values.cbegin(), values.cend(), [&values](const LexEntry &e) {
                return e.table == values.first().table && e.column == values.first().column && e.value == values.first().value;
            });
            if (oneColumn) {
                out.notes << QStringLiteral("read \"%1\" as %2.%3 '%4'").arg(t.text, values.first().table, values.first().column, values.first().value);
                claimReadings(i, values.mid(0, 1));
                continue;
            }
        }
        // "AAC tracks": a word in capitals that is part of stored values of one column ("Protected
        // AAC audio file", "Purchased AAC audio file") names every value it is part of.
        if (t.upper && t.text.size() >= 2 && !t.number) {
            const QList<LexEntry> containing = m_lexicon.valuesContainingWord(t.text);
            if (!containing.isEmpty()) {
                out.notes << QStringLiteral("read \"%1\" as the %2.%3 values that contain it").arg(t.text, containing.first().table,
                                                                                                 containing.first().column);
                claimReadings(i, containing);
                continue;
            }
        }
        // "video tracks", "protected tracks": a word right before the rows' noun that is part of
        // the names of the rows they point at (MediaType "Protected MPEG-4 video file") names
        // every such row, as a word in capitals does ("AAC").
        // (Not a word of the analytics vocabulary: "more albums than" compares, an artist "More" or not.)
        QString rowsTable;
        if (!t.number && t.text.size() >= 3 && i + 1 < n && !vocabulary.isFunctionWord(t.lower))
            for (const LexEntry &e : m_lexicon.lookup(tokens[i + 1].stem))
                if (e.kind == LexEntry::Kind::Table)
                    rowsTable = e.table;
        if (!rowsTable.isEmpty() && !startsAPhrase(t.stem)) {
            const QList<LexEntry> containing = m_lexicon.pointedAtNamesContaining(rowsTable, t.text);
            if (!containing.isEmpty()) {
                out.notes << QStringLiteral("read \"%1\" as the %2.%3 values that contain it").arg(t.text, containing.first().table,
                                                                                                 containing.first().column);
                claimReadings(i, containing);
                continue;
            }
        }
        if (const QList<LexEntry> containing = valuesHeldAfterPreposition(i); !containing.isEmpty()) {
            out.notes << QStringLiteral("read \"%1\" as the %2.%3 values that contain it").arg(t.text, containing.first().table,
                                                                                             containing.first().column);
            claimReadings(i, containing);
            continue;
        }
        out.unknown << i;
    }
    std::sort(out.evidence.begin(), out.evidence.end(),
              [](const Evidence &a, const Evidence &b) { return a.first < b.first; });
    // "our key suppliers": "key", a word for an identifier, with no table named right before it,
    // says what kind of rows they are ("supplier key" is the column). It names no column; the parser says it did not
    // understand it (the suppliers' IDs were listed at 0.9).
    // ("Which suppliers are key": the same, said after them.)
    for (qsizetype e = 0; e < out.evidence.size(); ++e) {
        const Evidence &word = out.evidence.at(e);
        if (word.first != word.last || word.kind != Evidence::Kind::Lexicon)
            continue;
        // (Only "key": "no" and "number" before a table are a negation and a count.)
        const QString lower = tokens.at(word.first).lower;
        const bool idWord = (lower == QLatin1String("key") || lower == QLatin1String("keys"))
            && vocabulary.columnWordSynonyms(QStringLiteral("id")).contains(QStringLiteral("key"));
        const bool onlyColumns = std::all_of(word.entries.cbegin(), word.entries.cend(), [](const LexEntry &x) { return x.kind == LexEntry::Kind::Column; });
        const bool tableBefore = e > 0 && out.evidence.at(e - 1).last == word.first - 1 && out.evidence.at(e - 1).entry(LexEntry::Kind::Table);
        if (!idWord || !onlyColumns || tableBefore)
            continue;
        out.unknown << word.first;
        out.evidence.removeAt(e);
        --e;
    }
    readCompanyRolesByVerb(m_lexicon, out);
    readTableWordsAsTheirValue(m_lexicon, out);
    readCopulaAfterFigure(out);
    // "items ordered by the customer "Simons bistro"", "products ordered by Ernst Handel": a
    // participle before a row named by its stored name (or a quoted one) is the verb, not a sort
    // (no order of rows is by one row's name); the sort's words become a verb and a preposition.
    for (qsizetype e = 0; e + 1 < out.evidence.size(); ++e) {
        const Evidence &sort = out.evidence.at(e);
        if (!sort.hasTag(QStringLiteral("orderby")) || sort.first == sort.last
            || !vocabulary.isGrammarWord("sales_participles", tokens.at(sort.first).lower))
            continue;
        qsizetype next = e + 1;
        const auto namesTable = [](const Evidence &x) { return x.entry(LexEntry::Kind::Table) != nullptr; };
        if (namesTable(out.evidence.at(next)) && next + 1 < out.evidence.size())
            ++next;
        const Evidence &named = out.evidence.at(next);
        // (A quoted word is a row's name only when it is stored as one: "ordered by \"ProductName\"" sorts.)
        const bool row = std::any_of(named.entries.cbegin(), named.entries.cend(), [this](const LexEntry &v) {
                   return v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && m_lexicon.displayColumns(v.table).contains(v.column);
               });
        bool between = true;   // only determiners and the table's word between "by" and the name
        for (int t = sort.last + 1; t < named.first; ++t)
            between &= tokens.at(t).functionWord || vocabulary.isGrammarWord("determiners", tokens.at(t).lower)
                || std::any_of(out.evidence.cbegin(), out.evidence.cend(), [t, &namesTable](const Evidence &x) { return x.first <= t && t <= x.last && namesTable(x); });
        if (!row || !between)
            continue;
        for (int t = sort.first; t <= sort.last; ++t)
            tokens[t].functionWord = true;
        out.evidence.removeAt(e);
        --e;
    }
    std::sort(out.unknown.begin(), out.unknown.end());
    return out;
}

} // namespace rac::semantic
