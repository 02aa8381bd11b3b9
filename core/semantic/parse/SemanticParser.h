// SPDX-License-Identifier: MIT
//
// SemanticParser: question -> Interpretation -> SQL, the no-model path of
// NL2SQL. Owns the lexicon of one database (built at engine open) and the
// semantic-layer file the analyst can read and extend. Read-only after
// construction; parse() may run on any thread.
#pragma once

#include "answer/FormatHint.h"
#include "common/Result.h"
#include "planning/DocumentFacts.h"
#include "semantic/parse/Interpreter.h"
#include "semantic/parse/Lexicon.h"

#include <initializer_list>

namespace rac::sql {
class QueryExecutor;
class SqlDialect;
}

namespace rac::semantic {

class SemanticModel;

struct ParseResult {
    Interpretation interpretation;
    QString sql;                 // set when understood and rendered
    QStringList tables;
    QString explanation;         // "I did not understand ..." when not understood
    bool namesData = false;      // the question named at least one table, column, value or measure
    QStringList unknownWords;    // words neither the lexicon, the vocabulary nor English function words explain
    QStringList unknownNames;    // of those, capitalised words inside a sentence: names no stored value matches
    // Stored values and record numbers the question names ("Chai", "order 10248"): a passage of
    // the documents that mentions none of them is not about that record.
    QStringList namedRecords;
    // The words that name the database's tables ("playlist"): a corpus that never uses one says
    // nothing about those rows.
    QStringList namedTables;
    // "how many customers ...", "what share of orders ...": a count of a table's rows, which only
    // the database can give.
    bool countsRows = false;
    // "the average discount", "total freight": an average or a total of a number column, which
    // only the database can give ("the maximum discount" may be a policy's cap, so not those).
    bool averagesData = false;
    // "the most active customer", "the top product": a superlative before a table's rows, as
    // written; a document line without it does not rank them.
    QString rankWord;
    // A ranking cut after `cut` rows ("the cheapest track"): the same query with one row more and
    // the ranked figure last, to tell whether the row after the cut ties with the last one kept.
    QString tieProbeSql;
    int cut = 0;
    // Both ends of one ranking ("the most expensive and the cheapest"): at most this many rows
    // unless rows tie at an end, where every tied row is kept (3,503 tracks at two prices).
    int bothEndsRows = 0;
    // Rows put in an order ("sorted by the number of orders", "the top 3 by orders", or guessed):
    // the answer columns that order is on, in turn. Rows tied on all of them follow the tie-break,
    // which is not asked.
    QStringList orderedByShown;
    int skipped = 0;   // rows ranked before an ordinal's place ("the second ...": 1), also checked for a tie
    // Rows the question says to expect ("(expected 11 rows)", "the result should have 11 rows"), -1
    // when it says none: an answer with another number is a reading the asker did not mean.
    int expectedRows = -1;
};

class SemanticParser {
public:
    // layerPath: the semantic-layer file to honour and (re)write; "" for none. databaseName: the
    // file's base name, whose words name the company rather than data.
    SemanticParser(const sql::Schema &schema, sql::QueryExecutor *executor, const SemanticModel &model,
                   const sql::SqlDialect &dialect, const QString &layerPath, const QString &databaseName = {});

    // `consumed`: character spans other stages explained (document terms).
    ParseResult parse(const QString &question, const answer::FormatHint &hint,
                      const QList<QPair<int, int>> &consumed = {}) const;

    const Lexicon &lexicon() const { return m_lexicon; }
    QString layerPath() const { return m_layerPath; }

    // The readings tried in turn on a text not understood whole, each a rewriting of it read the
    // same way; `order` leaves out the reading that calls (it has already rewritten the text).
    enum class Fallback { AskingSentence, PresentationApart, RankingRephrased, MostOftenRephrased, SpecApart };
    void readFallbacks(const QString &text, const answer::FormatHint &hint, const QList<QPair<int, int>> &consumed,
                       Interpretation &in, std::initializer_list<Fallback> order) const;

private:
    // "Customer count and average spend per spend band (high: 45 or more, ...)": bands the
    // question defines as the groups (ReadLabelledBands.cpp). Replaces `whole` when read; leaves it
    // not understood when an answer field names no figure of a band; else leaves it as it is.
    void readLabelledBands(const QString &question, const answer::FormatHint &hint, Interpretation &whole) const;
    bool labelEachRow(const QString &rest, const answer::FormatHint &hint, const QString &rows, Interpretation &perRow, Query::Banded &banded) const;

    // A family of lists the documents name ("sales region"), asked about as a whole: not read yet.
    void vetDocumentFamilies(const QString &question, Interpretation &in) const;

    // A question of several sentences that is not understood whole: the sentence that asks, alone,
    // when the others set no condition. Replaces `whole` only when that reading is understood.
    // A statement before the question in other words of the same data: maybe no condition of its own.
    void doubtStoryRestatingTheAsk(const QString &question, Interpretation &whole) const;
    void readAskingSentence(const QString &question, const answer::FormatHint &hint, const QList<QPair<int, int>> &consumed,
                            Interpretation &whole) const;

    // A question not understood whole: read again without the clauses that only say how to present
    // the answer ("sorted by ...", "rounded to 2 decimal places"), which are then applied to that
    // reading. Replaces `whole` only when both the rest is understood and every clause applies.
    void readPresentationApart(const QString &question, const answer::FormatHint &hint, const QList<QPair<int, int>> &consumed,
                               Interpretation &whole) const;

    // "the top 3 countries with the most customers", "top 5 cities by number of orders": read as
    // "the 3 countries with the most customers" when the question is not understood as written.
    void readRankingByCountRephrased(const QString &question, const answer::FormatHint &hint,
                                     const QList<QPair<int, int>> &consumed, Interpretation &whole) const;

    // "Which product is ordered most often?", "Which genre appears on the most invoices?": read
    // as "... has the most <rows>" when not understood as written (ReadMostOften.cpp).
    void readMostOftenRephrased(const QString &question, const answer::FormatHint &hint,
                                const QList<QPair<int, int>> &consumed, Interpretation &whole) const;
    // The question with the ranking said by a verb put as "has the most <rows>", "with the highest
    // total <figure>"; empty when it has none or the verb names no rows. `note` says what was read;
    // `guessed` is set when the question names no figure and the verb's usual one was taken.
    QString rephraseMostOften(const QString &question, bool listAsked, QString &note, bool &guessed) const;
    // "has the most order details", "the highest total quantity": the ranking a verb says.
    QString rankingByVerb(const QString &verb, bool fewest, bool often, const QString &figure, const QString &ranked) const;
    // The rows a verb names, as words: the sales lines ("sold"), the table the verb spells
    // ("invoiced"), or the one table of dated rows pointing at `ranked` ("used"); empty when none.
    QString rowsActedOnBy(const QString &verb, const QString &ranked) const;
    QString tableNamedBy(const QString &words) const;   // the table a word or phrase names, or ""

    // A question not understood whole: the part that states what to compute, read alone, when the
    // rest only tells the story (no number, date, quoted text, value or flag in it): a bracket
    // that restates the question, what follows a label ("Stock Review: ..."), or what follows the
    // task's gerund ("Computing ..."). Never certain.
    // The rest of a question with the words it leaves unread replaced by a bracket that defines
    // them ("the average delivery time (average days from order date to shipped date)"); empty
    // when the rest is understood or leaves more than a few plain words unread.
    QString definedByBracket(const QString &outside, const QString &inside, const answer::FormatHint &hint) const;
    // A bracket opening with a preposition or negation qualifies the question, restates nothing.
    static bool bracketQualifies(const QString &inside);
    // The question with a measure named just before a bracket replaced by the bracket, when the
    // bracket alone computes one figure ("by sales (number of tracks sold)"); else as it was.
    QString readBracketRestatingMeasure(const QString &question, QStringList &notes) const;
    // "... of genre 1 (by album ID)": a closing "(by X)" in a question that computes nothing is the rows' order.
    QString readBracketOrderOfListing(const QString &question, QStringList &notes) const;
    void readSpecApart(const QString &question, const answer::FormatHint &hint, const QList<QPair<int, int>> &consumed,
                       Interpretation &whole) const;
    // Words around the part that asks that may set a condition the part alone would lose; `part`,
    // when given, is the part itself (a grouping the part names again loses nothing).
    bool contextSetsCondition(const QString &context, const QString &part = QString()) const;
    // ", by <a column grouped by>" closing a question whose groups are said elsewhere: their order.
    void readTrailingByColumn(const QString &question, Interpretation &in) const;
    // The words of a table the context names that the part's reading leaves out, else empty.
    QString tableLeftOut(const QString &context, const Interpretation &part) const;

    // "Is Ikura supplied by a Japanese supplier?", "... (Yes or No)": whether any row the rest
    // describes exists, answered 'Yes' or 'No'; nullopt when the question is no such question.
    std::optional<ParseResult> readYesNoQuestion(const QString &asked, const answer::FormatHint &hint) const;
    // A place of a table the question does not name, read of the rows asked about instead (their
    // own column of that kind); false, with the reading declined, when they have none.
    bool placeOnTheRowsAsked(ParseResult &out) const;
    // parse(), told whether the question asks if rows exist (the rest of a yes/no question).
    ParseResult parseQuestion(const QString &asked, const answer::FormatHint &hint, const QList<QPair<int, int>> &consumed,
                              bool existenceAsked) const;
    void groupPaddedValuesAsOne(Interpretation &in) const;
    static bool sentenceAsks(const QString &sentence);   // "Which ...", "List ...", "They need ...": the sentence asks
    // A value named only in a sentence before the one that asks, read as a condition: never certain.
    static void doubtConditionsFromTheStory(const QString &question, Interpretation &in);   // "Sweden " and "Sweden" grouped as one
    // Checks on a reading that covers every word but answers something else: a total or average of
    // identifiers, a number where a name is asked; and the guesses it makes (names or keys).
    void vetReading(const answer::FormatHint &hint, Interpretation &in) const;

    // A list of names of rows whose keys are text too ("ALFKI"): either may be meant.
    void noteNamesForTextKeys(const answer::FormatHint &hint, Interpretation &in) const;

    const SemanticModel &m_model;
    const sql::SqlDialect &m_dialect;
    Lexicon m_lexicon;
    // "late", "on time" read from the dates a table keeps, where no document defines them.
    QList<planning::TermDefinition> m_scheduleStates;
    QString m_layerPath;
};

} // namespace rac::semantic
