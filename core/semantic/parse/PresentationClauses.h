// SPDX-License-Identifier: MIT
//
// PresentationClauses: the parts of a question that say how to present the
// answer and nothing of which rows or figures it holds: "sorted by the number of
// orders in descending order", "ordered by ascending CustomerName", "smallest
// count first", "rounded to 2 decimal places". They are found in the text, set
// aside so that the rest of the question is read alone, then applied to the
// query that reading built: an order key is matched to a column the answer
// shows (the format hint's key spelled as one word, or every word of the key
// naming the column or the figure's kind, a one-letter typo allowed), else to
// a column of a table read, never to the nearest thing. A clause whose key
// matches nothing, or two things equally, is not applied, and the question
// stays not understood. Pure; any thread.
#pragma once

#include "answer/FormatHint.h"
#include "semantic/parse/QueryTree.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rac::semantic {

class Lexicon;

struct OrderClause {
    int start = 0, length = 0;      // the characters of the question it covers
    QStringList keys;               // "employee last name", "customer last name": in turn
    QList<std::optional<bool>> descending;   // per key: said descending, said ascending, or unsaid
    bool bareOrdered = false;       // "ordered by X" with no direction or "the results": may be "bought by X"
    QString attribute;              // "most expensive first", "cheapest first": the vocabulary's attribute (price)
    bool amount = false;            // "most employees first": the key is an amount of them
    bool tieBreak = false;          // "(ties by ProductName)": orders only rows the order before leaves tied
    bool inTime = false;            // "newest first", "from oldest to newest": with no key, the date shown
    bool alphabetical = false;      // "ties in alphabetical order": with no key, the row's label shown
    bool keyOrder = false;          // "in employee ID order": its word "order" names no rows
};

struct RoundClause {
    int start = 0, length = 0;
    int places = 0;                 // 0 for "to the nearest whole number"
};

// "(YYYY-MM-DD)", "as YYYY-MM", "in YYYY-MM format": how dates or periods are written, which
// must be what the answer already shows.
struct DateFormatClause {
    int start = 0, length = 0;
    QString pattern;                // "yyyy-mm-dd", "yyyy-mm" or "yyyy"
};

// "name as \"FirstName LastName\"": how a person's name is written, which must be (or be made)
// the name the answer shows: the columns, joined by a space, in that order.
struct NameFormatClause {
    int start = 0, length = 0;
    QStringList columns;            // as written: "FirstName", "LastName"
};

// ", return 10 rows", "limited to 5", "skipping the first 5": a window of the ordered rows.
struct RowWindowClause {
    int start = 0, length = 0;
    int skip = 0;                   // rows left out before the window
    int take = 0;                   // rows kept (0: not said by this clause)
    // ", top 5" closing a question of figures: the rows with the highest (or, "bottom", lowest)
    // figure computed, which is then the order.
    std::optional<bool> byFigureDescending;
};

// "(expected 11 rows)", "the result should have 11 rows": how many rows the asker expects,
// which says nothing of which rows; the answer is checked against it.
struct ExpectedRowsClause {
    int start = 0, length = 0;
    int rows = 0;
};

struct PresentationClauses {
    QList<OrderClause> orders;
    QList<ExpectedRowsClause> expectedRows;
    QList<RowWindowClause> windows;
    QList<NameFormatClause> nameFormats;
    QList<RoundClause> rounds;
    QList<DateFormatClause> dateFormats;
    // "The columns returned should be", "the query will return two columns": words about the
    // answer's shape, which the format hint already gives; (start, length) of each.
    QList<QPair<int, int>> shapeWords;

    bool isEmpty() const
    {
        return orders.isEmpty() && rounds.isEmpty() && dateFormats.isEmpty() && shapeWords.isEmpty() && nameFormats.isEmpty() && windows.isEmpty()
            && expectedRows.isEmpty();
    }
    // The question with every clause blanked out (same length, so offsets still hold).
    QString without(const QString &question) const;
};

PresentationClauses findPresentationClauses(const QString &question);

// The column an attribute of the vocabulary names ("price": UnitPrice), shown by the query or
// of a table it reads; none when two columns could be meant.
std::optional<Expr> attributeColumn(const QString &attribute, const Query &query, const Lexicon &lexicon);

// The one figure of each row a condition compares (a HAVING total, or a subquery in WHERE) when
// there is exactly one: "genres with more than 100 tracks, in descending order" orders by it.
std::optional<Expr> figureCompared(const Query &query);

// The key of an order that names none: with time words ("newest first") the one date shown (a
// date column, a day, the first or last of dates); otherwise the one figure computed, or else the
// one amount column shown ("units in stock, fewest first"). None when none or several could be meant.
std::optional<Expr> keyNotNamed(bool inTime, const Query &query, const Lexicon &lexicon);

// "ordered by the customers of each country": the verb of buying and who bought, not a sort
// order, when what follows "by" names a table's rows (a sort key names a column or a figure).
bool namesBuyersAfterBy(const Lexicon &lexicon, const QString &afterBy);
// The length of a count bound that opens `text` ("at least 40 different ", "more than 50 "), 0
// when none: "ordered by at least 40 customers" counts the buyers after it; it sorts nothing.
qsizetype countBoundLength(const QString &text);

// Applies the clauses to `query`. False, with the reason in `failure`, when an order key matches
// no column shown or several equally; the query is then left as it was.
bool applyPresentationClauses(const PresentationClauses &clauses, const Lexicon &lexicon, Query &query,
                              QStringList &notes, QString &failure);

} // namespace rac::semantic
