// SPDX-License-Identifier: MIT
//
// Interpreter: the second half of the semantic parser. It connects the
// evidence QuestionReader laid over a question into one QueryTree: the entity
// the question is about, the conditions (stored values, comparisons with
// numbers and dates, text matches, missing values, "never" as an anti-join),
// aggregates, grouping, superlatives with limits, and the columns the format
// hint asks for, each hint key matched to an expression by name and role.
// Coverage is the rule: every piece of evidence and every content word must be
// used by the query; what is left over is reported as not understood, with the
// nearest readings as candidates, and no SQL is produced. Pure; any thread.
#pragma once

#include "answer/FormatHint.h"
#include "semantic/parse/Lexicon.h"
#include "semantic/parse/QueryTree.h"
#include "semantic/parse/QuestionReader.h"

namespace rac::semantic {

class SemanticModel;

struct Interpretation {
    bool understood = false;
    Query query;
    QStringList notUnderstood;     // words or hint keys nothing explains
    QStringList candidates;        // readings close to what was not understood
    QStringList notes;             // choices made, for the explanation
    QStringList coverage;          // "word -> meaning" for the trace
    QStringList citedChunks;       // document chunks the reading relied on (a fiscal calendar)
    bool ambiguous = false;        // a choice between readings was made on weak grounds
    bool valuesListed = false;     // the different values of a column, each once ("the unique job titles")
    bool estimated = false;        // a measure rests on a stand-in the documents give for missing data
    // "tracks sold" counted where the query may never read the sales lines: what to say when the
    // rendered query does not ("Number of tracks sold per genre" counted the catalogue).
    QString soldUnread;
    // A share or a change was asked for and could not be derived: any answer from the words
    // that were read ("37" for "what percentage of orders were late") is a different figure.
    bool figureUnread = false;
    // A share, a change or a percentage was derived from the rows' figure: a reading that only
    // counts or totals the rows answers another question.
    bool figureDerived = false;
    // The rows' order is the parser's convention (a grouped total largest first, a listing by its
    // key): the question names no order, and a reader may expect another.
    bool orderGuessed = false;
};

class Interpreter {
public:
    Interpreter(const Lexicon &lexicon, const SemanticModel *model, QString defaultDateTable, QString defaultDateColumn)
        : m_lexicon(lexicon), m_model(model), m_dateTable(std::move(defaultDateTable)), m_dateColumn(std::move(defaultDateColumn))
    {
    }

    Interpretation interpret(const ReadQuestion &read, const answer::FormatHint &hint) const;

private:
    const Lexicon &m_lexicon;
    const SemanticModel *m_model;
    QString m_dateTable, m_dateColumn;
};

} // namespace rac::semantic
