// SPDX-License-Identifier: MIT
//
// QuestionReader: the first half of the semantic parser. It splits a question
// into tokens (quoted strings kept whole, numbers and number words read) and
// lays evidence over them: what each span can mean in the lexicon (a table, a
// column, a stored value, a measure), in the analytics vocabulary (an
// aggregation, a comparison, a negation, a superlative...) or as a date
// phrase. Typos of schema words are corrected (a word Hunspell does not know,
// near a lexicon word) and adjectives reach their nouns through WordNet
// ("Italian" -> Italy). Tokens that nothing explains are kept as unknown so
// the interpreter can say what it did not understand. Pure; any thread.
#pragma once

#include "planning/DateRange.h"
#include "semantic/parse/Lexicon.h"

#include <QHash>
#include <QList>
#include <QString>

namespace rac::semantic {

struct Token {
    QString text;        // as written
    QString lower;
    QString stem;
    int start = 0;       // character offset in the question
    bool quoted = false; // a quoted string, kept whole
    bool number = false;
    double value = 0;
    bool upper = false;  // written in capitals ("UK")
    bool functionWord = false;
    bool abbreviation = false;   // a short word in capitals ("IT", "US"): never the everyday word it spells
    bool possessive = false;  // written with 's ("King's"), which `lower` leaves out
    QString correctedFrom;   // a typo this token was read as
    bool dotsAsThousands = false;   // "1.500 dollars" read as 1500: one group of three, which may be decimals
    bool severalAllowed = false;    // "the movie(s) with ...": one row or several, whichever the data has
};

struct Evidence {
    enum class Kind { Lexicon, Vocab, Number, Date, Literal, Document, Formula, MonthOfYear, DayOfWeek };
    Kind kind = Kind::Vocab;
    int first = 0, last = 0;           // token span, inclusive
    QList<LexEntry> entries;           // Lexicon: every reading of the span
    QStringList tags;                  // Vocab: "agg:count", "cmp:>", "neg", ...
    double number = 0;                 // Number: its value; MonthOfYear: the month, 1..12; DayOfWeek: 0 (Sunday)..6, -1 the weekend
    planning::DateRange range;
    QString literal;                   // Literal: the quoted text; Formula: the formula as written
    bool anyCharacterOf = false;       // Literal: any one of the characters in `literal` ("a vowel")
    bool used = false;

    bool hasTag(const QString &prefix) const;
    QString tag(const QString &prefix) const;   // the first tag with that prefix
    const LexEntry *entry(LexEntry::Kind kind) const;
};

struct ReadQuestion {
    QList<Token> tokens;
    QList<Evidence> evidence;          // in reading order
    QList<int> unknown;                // token indexes nothing explains
    QStringList notes;                 // corrections made, for the trace
    QString text;                      // the question as read
    QList<int> rolesByVerb;            // words for companies whose table the verb said with them decided
    // Terms the question defines in brackets, read as their definitions ("sales" -> "quantity
    // ordered"): an answer field that names one ("TotalSales") means the definition too.
    QHash<QString, QString> termsDefined;
    // Whether rows exist is asked ("Is Ikura supplied by ...?"): rows shown by the very name the
    // question gives are then the answer, not a repetition of the question.
    bool existenceAsked = false;
    QString spanText(int first, int last) const;
    // A comma, semicolon, colon or full stop between the end of token a and the start of token b.
    bool punctuationBetween(int a, int b) const;
    // Tokens from..to-1 are all determiners ("the", "its", "their"), or there are none.
    bool onlyDeterminersBetween(int from, int to) const;
    QString gapBetween(int a, int b) const;   // the text between the end of token a and the start of token b
};

class QuestionReader {
public:
    explicit QuestionReader(const Lexicon &lexicon) : m_lexicon(lexicon) {}

    // `consumed` are character ranges other stages already explained (document terms).
    ReadQuestion read(const QString &question, const QList<QPair<int, int>> &consumed = {}) const;

private:
    // How many leading tokens are a label of the exercise rather than the question.
    int headingLength(const QString &question, const QList<Token> &tokens) const;

    const Lexicon &m_lexicon;
};

} // namespace rac::semantic
