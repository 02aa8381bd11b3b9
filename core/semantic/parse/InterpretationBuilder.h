// SPDX-License-Identifier: MIT
//
// InterpretationBuilder: the state and passes of one interpretation, shared by
// the files that hold its passes (internal to the semantic parser; only
// Interpreter.cpp constructs it). The passes, in the order run() calls them:
//   Interpreter.cpp            focus, run(): coverage and what was not understood
//   ReadDefinitions.cpp        the question's own formulas and ratios ("AOV (revenue / orders)")
//   ReadMeasureVariants.cpp    a measure with a part left out or kept in ("revenue without discount")
//   ReadDerivedFigures.cpp     growth and differences between two periods, shares, percentages
//   ReadDivision.cpp           rows paired with every row of another table ("reserved all red boats")
//   ReadQuantities.cpp         quantities and stock states ("5 units in stock", "out of stock")
//   ReadSelfReference.cpp      a table pointing at itself ("report to Fuller", "their manager")
//   ReadComparisons.cpp        numbers, dates, counts and columns compared ("over 30", "below the reorder level")
//   ReadConditions.cpp         dates, values, wholes, key look-ups, text matches
//   ReadNegations.cpp          absence and flags ("never ordered", "no fax", "not discontinued")
//   ReadGrouping.cpp           grouping ("per category", "each year", "by month of the year")
//   ReadAggregates.cpp         aggregates, superlatives and limits, shares of rows, per-row totals
//   ReadRankings.cpp           the forms of a ranking: "top 3 cities by", "which year", "the second", both ends
//   ReadSalesRanking.cpp       "best-selling", "most popular", "the largest orders"
//   RankWithinGroups.cpp       a ranking inside each group ("the priciest product in each category")
//   Projection.cpp             the columns the hint asks for, ORDER BY, ties and DISTINCT
//   ReadLinkingVerbs.cpp       verbs that only join two things read ("employees who work in ...")
//   InterpretationHelpers.cpp  what a piece of evidence names (column, measure, date column, label)
#pragma once

#include "semantic/parse/Interpreter.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <functional>
#include <optional>

namespace rac::semantic {

using EvKind = Evidence::Kind;

inline bool unusedMeasure(const Evidence &e) { return !e.used && e.entry(LexEntry::Kind::Measure) && !e.entry(LexEntry::Kind::Column); }

// A column whose values add up across rows (quantities, freight, totals, durations), unlike a
// price or a rate: a total of unit prices answers nothing.
bool isAdditiveColumn(const QString &column);

// The one column an aggregate is over: SUM(Freight) as an aggregate or as a model measure's
// template ("SUM({Orders.Freight})"); nullopt for anything else. `op` gets SUM/AVG/MIN/MAX.
std::optional<Expr> aggregatedColumn(const Expr &e, QString *op = nullptr);

// The amount with a rate of its own rows taken off: SUM(UnitPrice * Quantity) -> SUM(UnitPrice *
// Quantity * (1 - Discount)); none when it is no product or sum of such (ReadMeasureVariants.cpp).
std::optional<Expr> fractionTakenOff(const Expr &amount, const Expr &rate);

// The part of a date a field's head word names ("Year", "OrderYear": "year"), or "" (Projection.cpp).
QString datePartOfKey(const QString &key);
QString datePartWordOfKey(const QString &word);   // "mon" -> month, "yr" -> year: a field's short word for a part of a date

// The same computation, sums and products in either order ("A times B" is "B times A").
bool sameArithmetic(const Expr &a, const Expr &b);
// The same figure: the same kind, operator or template, over the same column and tables.
bool sameFigure(const Expr &a, const Expr &b);
// The same computation, written either way: SUM(Quantity) and the measure "quantity"
// ("SUM({Order Details.Quantity})"), AVG(UnitPrice) and "avg:Products.UnitPrice".
bool sameComputation(const Expr &a, const Expr &b);

// The date column's calendar date from the range's first day to its last: {>= start, <= end}.
std::vector<Condition> periodConditions(const Expr &dateColumn, const planning::DateRange &range);

inline bool isComparable(ColumnKind k) { return k == ColumnKind::Number || k == ColumnKind::Date || k == ColumnKind::Key; }

// A date part a question groups by, as analysts label it: 1997, '1997-03', '1997-Q1'.
inline Expr datePart(const QString &part, const Expr &date)
{
    const Expr::Kind kind = part == QLatin1String("month") ? Expr::Kind::YearMonthOf
        : part == QLatin1String("quarter")                 ? Expr::Kind::QuarterLabelOf
        : part == QLatin1String("weekday")                 ? Expr::Kind::WeekdayNameOf
        : part == QLatin1String("day")                     ? Expr::Kind::DateOf
                                                            : Expr::Kind::YearOf;
    return Expr::unary(kind, date);
}

// A period on the timeline (a year, a year-month, a quarter of a year, a day), which periods
// before it precede; the month or weekday of any year is no such period.
inline bool isTimelinePeriod(const Expr &e)
{
    return e.kind == Expr::Kind::YearOf || e.kind == Expr::Kind::YearMonthOf || e.kind == Expr::Kind::QuarterLabelOf
        || e.kind == Expr::Kind::DateOf;
}

inline QString partOf(const Expr &e)
{
    switch (e.kind) {
    case Expr::Kind::YearOf: return QStringLiteral("year");
    case Expr::Kind::YearMonthOf: return QStringLiteral("month");
    case Expr::Kind::MonthOf: return QStringLiteral("month");
    case Expr::Kind::MonthNameOf: return QStringLiteral("month");
    case Expr::Kind::QuarterLabelOf: return QStringLiteral("quarter");
    case Expr::Kind::QuarterOf: return QStringLiteral("quarter");
    case Expr::Kind::WeekdayOf: return QStringLiteral("weekday");
    case Expr::Kind::WeekdayNameOf: return QStringLiteral("weekday");
    case Expr::Kind::DateOf: return QStringLiteral("day");
    default: return QString();
    }
}

// Everything the interpretation of one question needs while it is built.
class InterpretationBuilder {
public:
    InterpretationBuilder(const Lexicon &lexicon, const SemanticModel *model, const ReadQuestion &read, const answer::FormatHint &hint,
            const QString &dateTable, const QString &dateColumn)
        : m_lex(lexicon), m_model(model), m_read(read), m_ev(read.evidence), m_hint(hint), m_dateTable(dateTable),
          m_dateColumn(dateColumn)
    {
    }

    Interpretation run();

private:
    // --- evidence helpers
    int count() const { return int(m_ev.size()); }
    Evidence &at(int i) { return m_ev[i]; }
    void use(int i, const QString &meaning)
    {
        if (i < 0 || i >= count())
            return;
        m_ev[i].used = true;
        m_out.coverage << QStringLiteral("%1 -> %2").arg(m_read.spanText(m_ev[i].first, m_ev[i].last), meaning);
    }
    // A word a reading explains: its evidence used with that meaning, or, with none, the token itself.
    void explainToken(int t, const QString &meaning)
    {
        const int k = evidenceCovering(t);
        if (k < 0)
            m_explainedTokens << t;
        else if (!m_ev[k].used)
            use(k, meaning);
    }
    bool tableEv(int i) const { return i >= 0 && i < count() && m_ev[i].entry(LexEntry::Kind::Table); }
    // The evidence that covers token `t`, or -1 (a word no reading took).
    int evidenceCovering(int t) const
    {
        for (int i = 0; i < count(); ++i)
            if (m_ev[i].first <= t && t <= m_ev[i].last)
                return i;
        return -1;
    }
    // Any of the word's table readings is `table` ("customers": Customers, not only the first reading).
    bool namesTable(int i, const QString &table) const
    {
        return i >= 0 && i < count() && std::any_of(m_ev[i].entries.cbegin(), m_ev[i].entries.cend(), [&table](const LexEntry &e) {
                   return e.kind == LexEntry::Kind::Table && e.table == table;
               });
    }
    const LexEntry *columnOf(int i) const { return i >= 0 && i < count() ? pickColumn(i) : nullptr; }
    // The column a reading names, as grouped: its values, or the documents' lists they fall in
    // ("sales region": CASE WHEN Country IN (...) THEN 'Latin America' ... END).
    // Grouped by the documents' lists, the rows in none of them are left out (and the lists cited).
    Expr groupingOf(const LexEntry &c);
    void readAskedColumnOfFocus();   // "which 5 customer countries ...": the column's values are the groups
    bool adjacent(int a, int b) const;   // no content word between evidence a and b (false when either is out of range)
    // Every expression of the query's figures (select, order, having), each before its arguments;
    // `visit` returns whether to go on into the arguments of the one it was given.
    void visitFigures(const std::function<bool(Expr &)> &visit);
    static void visitExpr(Expr &e, const std::function<bool(Expr &)> &visit);   // one expression, the same way
    // The question's text between two tokens, punctuation included (", " in "lines, no discount").
    QString betweenTokens(int before, int after) const
    {
        const Token &a = m_read.tokens.at(before), &b = m_read.tokens.at(after);
        const int from = a.start + int(a.text.size());
        return b.start > from ? m_read.text.mid(from, b.start - from) : QString();
    }
    // The focus reaches `table` only through rows that carry an amount of it (order lines with a
    // quantity), and no word says "different": its count could be of rows, lines or units.
    bool countsThroughQuantities(const QString &table) const;
    // The one stored value that evidence `i` says as rows to count, with the table of those rows
    // in `rows`: a value of an attribute column said in the plural ("clerks" for JOB 'CLERK',
    // "sales representatives") names its own rows; a name of a row that one table alone points at
    // ("beverages", a category) names that table's rows. Null for a word that also names a table
    // or a column.
    const LexEntry *valueNamingRows(int i, QString &rows) const;
    // A superlative at `i` of the column after it with the groups said after ("the highest credit
    // limit per country"), no group asked for with "which": each group's extreme, not a ranking.
    bool extremePerGroupSaid(int i) const;
    bool groupSaidAfterBy(const Expr &group) const;   // "by product ID highest first": the group's column said after "by"
    std::optional<Expr> attributeAskedByWhich() const;   // "Which customer country ...": its values are the groups
    // A number said right before the table's word ("the 3 orders"): its rows are counted out.
    bool rowsCountedOut(const QString &table) const;
    // The evidence of a number column named right after evidence `to` ("at least 1 unit on
    // order", "20 units currently on backorder"), with that evidence's index in `at`; or null.
    const LexEntry *numberColumnNamedAfter(int to, int &at);
    bool isPercentNumber(int i) const;
    // A row asked of a superlative ("which ...", "what has the lowest ...", "the one with the
    // least ..."), not the figure ("what is the lowest ...").
    bool rowAskedBySuperlative() const;
    bool askedWithWhich(int i) const;    // "which country", "what city": evidence i right after the asking word   // "70%", "70 percent": a share, never a count of rows
    // No format hint at all: the analyst typed a question in the app; any shape may answer it.
    // "list customers with their city": the rows' name belongs before the columns shown with them.
    bool showsWithTheRows(const std::vector<SelectItem> &items) const;
    bool fieldTakesNumber(const QString &key) const;   // the hint's field of that key is an int or a float
    bool freeForm() const { return m_hint.text.trimmed().isEmpty(); }
    // One value is asked for by the format hint. (No hint at all parses as a scalar of any
    // type; the analyst in the app asked for no shape, so a ranking per group may answer it.)
    bool asksOneValue() const { return m_hint.isScalar() && !freeForm(); }
    bool belongsTo(const QString &table, const QString &owner) const;
    bool totalingVerb(int ev) const;
    bool pointsAt(const QString &table, const QString &column, const QString &target) const;   // a foreign key to `target`   // every row of `table` is part of one `owner` row
    QString labelOf(const Expr &e) const;
    int distanceToFocus(const QString &table) const;
    bool asksSalesFigure() const;   // a measure of the order lines or a word of selling is said
    bool onTheSalesSide(const QString &table) const;   // a table an order points at (its buyer)

    // --- passes
    void joinSplitColumnNames();
    bool readSeparateCounts();   // "how many customers and how many shippers": one count per table, side by side
    void reportWordsNotRead();   // every evidence no reading used and every unknown word, as not understood
    void readRowCounts();   // "total customers", "the amount of customers": the rows counted
    void readDistinctValueCounts();
    bool readDistinctYearsCounted(int countEv, int distinctEv, int yearEv);   // "how many different years have orders"   // "how many different cities": COUNT(DISTINCT City)
    void readSpreads();
    void readDeviations();      // "the standard deviation of X", "the variance of X": of a sample unless the population is said
    void readTextPieces();      // "the first 3 letters of the name", "the city in upper case" (ReadTextPieces.cpp)
    // A figure per period against the period before (ReadPreviousPeriod.cpp).
    bool asksChangeFromPrevious() const;
    bool isChangeKey(const QString &key) const;
    bool readChangeFromPrevious();
    void readPeriodOverPeriod();   // "year-over-year": grouped by the year
    // A figure per period summed with every period before it (ReadRunningTotals.cpp).
    bool isRunningKey(const QString &key) const;
    bool asksRunningTotal() const;
    bool readRunningTotal();
    // "the same country as supplier 'Exotic Liquids'", "a higher freight than order 10248"
    // (ReadRowComparisons.cpp): the row named at evidence `at` (through `last`) as a condition.
    // The row named at evidence `at` ("order 10248", "Nancy Davolio"), as conditions on its
    // table; a name stored in several tables is taken in `preferred` when it is one of them.
    std::vector<Condition> namedRow(int at, int &last, const QString &preferred = QString()) const;
    void readBoundByNamedRow();
    // "categories with total sales greater than that of Beverages": a total bound by the named row's own.
    bool readTotalBoundByNamedRow(int cmpEv, const std::vector<Condition> &row, int rowAt, int last, const QString &op,
                                  const std::optional<Expr> &given = std::nullopt, int givenEv = -1);
    int rowAfterFigureRestated(int fromToken) const;   // "than the number shipped by <row>": the row's evidence
    void useWordsBeforeRow(int fromToken, int rowEv);   // ... and those words read
    bool readTotalBoundByNamedGroup(int cmpEv, int valueEv, const QString &op);   // "countries whose sales exceed that of France"
    void readBoundByAllRows();   // "more than every employee in department 30": the set's extreme
    bool readBoundBySelfReference(int cmpEv, int attributeEv, int roleEv, const QString &op);   // "earn more than their manager"
    std::optional<Expr> figureOfComparison(int cmpEv, int attributeEv, int &subjectEv) const;   // what such a comparison compares
    QString quotedAt(int at) const;   // the text of evidence `at` when it is in quotes   // "a unit price greater than that of Chai", "hired before Janet Leverling"
    void readRowComparisons();
    void readPercentOfMeasure();   // "10% of total revenue"            // "the difference between the highest and lowest price", "the price range"   // "units currently on backorder" -> UnitsOnOrder
    void chooseFocus();
    // The question asks "who": "who" opens it, or follows only words that name nothing of the
    // data ("Globally, who sold the most?", "Quick question: who ...").
    bool asksWho() const;
    // A word of the column's name other than those the evidence itself is, said elsewhere in the
    // question ("cities we shipped to": ShipCity's "ship").
    bool columnsOtherWordSaid(int i, const LexEntry &e) const;
    // "Which dairy products cost under 10?": a value of a table one other table points at, said
    // with a column of that table, names that table's rows (the products), not the category.
    std::optional<QString> rowsOfGroupValue(const LexEntry &value) const;
    void resolveFiscalDates();   // "FY1998" onto the documents' fiscal calendar
    void readDefinitions();
    void readMeasureVariants();   // "revenue without discount", "gross sales", "net of discounts"
    std::optional<Expr> aggregateFrom(int first, int last) const;   // "number of orders", "net revenue"
    int definedMeasureBefore(int i) const;
    void define(int definer, const Expr &definition, const QString &how);
    void readPeriodChange();
    bool readSpanOfTwoPeriods(int first, int second);   // "from 1996 to 1997"   // "growth from Q1 1997 to Q1 1998": before readDates takes the periods
    void deriveFigures();      // wraps the finished query: the change, the share, the percentage
    void readShareWithinGroups(int shareWord);   // "for each category, what percentage of products are discontinued"
    bool shareInPercent(int shareWord) const;    // "percentage": of 100; "fraction", "proportion": of 1
    void useShareWords();                        // "in percent", "account for": said with a share
    void readGrouping();
    void readPossessiveGroups();   // "the highest of the departments' average salaries"
    void readPeriodsAsked();   // "Which years have orders?": the periods are the rows asked for
    void keepOnlyPeriodsAsked();   // ... shown alone, each once
    void keepMembersOfTopGroups();   // "the customers in the top 3 countries by revenue"
    void readFiguresOfEachRow();   // "the customers with their total revenue": one figure per row
    void readMonthOfYear();   // "by month of the year", "across all years": months 1-12, not 'YYYY-MM'
    void findMonthNames();    // "month name" found before the grouping: m_monthNameAt
    void readMonthNames();
    void readRowsLeftOut();   // "(customers with no region left out)": Region IS NOT NULL (ReadNegations.cpp)
    void groupByDatePartFields();   // {Year, Revenue} beside one figure: per year (Projection.cpp)    // "per month name": 'January' .. 'December' (ReadGrouping.cpp)
    void readTopBeforeSuperlative();   // "top 2 employees with the earliest birth date"
    // Durations (ReadDurations.cpp): milliseconds in the unit a column's name says, or 0; the
    // duration column of the rows asked about; a figure over it shown in the unit asked for.
    double timeUnitOf(const Expr &column) const;
    std::optional<Expr> durationColumn() const;
    void readDurationUnits();
    void showDurationsInUnitAsked();
    void readDurationColumnInUnit();   // "with their length in minutes": the duration column shown in a unit   // every figure over the duration column, in the unit asked
    // "reorder level minus units in stock" (ReadColumnArithmetic.cpp): the sum or difference of a
    // row's columns ending at evidence `last`, its first evidence in `first`.
    std::optional<Expr> columnArithmeticEndingAt(int last, int &first) const;
    void readSignComparisons();   // "... is positive"
    // "more than twice the average", "at least 3 times": the multiple joins the comparison word
    // before it as a factor ("scale:2") of whatever the comparison bounds by (run first).
    void foldMultiplesIntoComparisons();
    // "salary plus commission", "MSRP minus buy price", "unit price times 1.1", "the longest
    // length minus the shortest": a figure the question computes from columns, numbers and
    // aggregates, kept where the rest of the question reads a figure (m_definedAt).
    void readArithmetic();
    void readPercentChanges();   // "salary after a 10% raise": the figure times 1.1
    struct Operand {
        Expr expr;
        int first = -1, last = -1;   // evidence span
        int anchor = -1;             // the evidence that names the figure (a column or aggregate word)
        bool percent = false;        // "10%": a fraction of the figure before it
    };
    // The operand at evidence j; `columnSaid` is the column an aggregate word alone is of ("... minus
    // the shortest"), `table` the table whose columns a word that names several is read in.
    std::optional<Operand> arithmeticOperandAt(int j, const std::optional<Expr> &columnSaid, const QString &table) const;
    // operand (operator operand)...: the operands in order, the operators between them.
    struct ArithmeticChain {
        std::vector<Operand> operands;
        std::vector<QString> operators;
    };
    // The chain that starts with `first`; one that opens with a bracket ends where it closes.
    ArithmeticChain arithmeticChainFrom(const Operand &first, bool inBrackets) const;
    // The chain that starts at evidence s; with no table given, a first word that names columns
    // of several tables is read in the one the rest of the chain names.
    std::optional<ArithmeticChain> arithmeticChainAt(int s, const std::optional<Expr> &columnSaid, const QString &table, bool inBrackets) const;
    // "(1 - discount)": a chain in brackets, read as one operand, when a bracket opens at evidence j.
    std::optional<Operand> bracketedOperandAt(int j, const std::optional<Expr> &columnSaid, const QString &table) const;
    std::optional<Operand> operandOrBracketAt(int j, const std::optional<Expr> &columnSaid, const QString &table) const;
    // The figure a chain computes: percentages of the figure before, products before sums.
    Expr figureOfChain(const ArithmeticChain &chain) const;
    // The word of a figure the chain starting at `firstEv` restates ("revenue, computed as ..."), or -1.
    int figureRestatedBefore(int firstEv);
    bool bracketOpensBefore(int ev) const;
    bool bracketClosesAfter(int ev) const;
    // A comparison word at evidence i against an average of all rows (ReadAverageComparisons.cpp).
    bool readComparisonWithAverage(int i, const QString &cmp);
    bool readComparisonWithExtreme(int i, const QString &cmp);   // "more than the highest unit price of category X"
    // "total quantity above 1000": the aggregate word said before a compared column, read.
    std::optional<Expr> totalNamedBefore(const Expr &column, int columnEv);
    void addBetween(const Expr &lhs, int betweenEv, int low, int high);   // lhs between two numbers
    void readComparisons();
    // "shipped more than 30 days after they were ordered": days between two dates of one row.
    bool readDaysAfter(const Expr &later, int laterEv, int cmpEv, int value, const QString &op);
    // The rows' table named right after evidence `ev`, nothing between ("than the Jazz genre").
    bool tableNamedRightAfter(int ev, const QString &table) const;
    void readColumnNumbers();   // "the fax numbers of customers": "numbers" names the column again
    void readHavingValue();   // "customers who have a fax", "that don't have a home page"
    // "no discount" after a figure the question defines or names ("(unit price x quantity, no
    // discount)"): the part the figure leaves out, not rows without it. Returns how the words were
    // read (and notes a decline when the figure holds the part), or "" for a condition on rows.
    QString partLeftOutOfFigure(int negEv, const Expr &column);
    // "excluding countries that have less than 5 customers": flips the one comparison read with the
    // clause's one number (< 5 becomes >= 5); false when there is none or more than one.
    bool negateClauseComparison(int fromToken);
    // The negation at evidence `negEv` leaves rows out of what is listed ("excluding", "don't show").
    bool excludesRows(int negEv) const;
    bool excludesRowsSaidAlone(int negEv) const;
    void readTiesKept();   // "the top 3 products, including ties" (ReadRankings.cpp)
    bool readDivision();   // "sailors who reserved all red boats": paired with every row named (ReadDivision.cpp)
    bool readOnlyRelatedRows();          // "rated only movies before 1980": every related row meets it (ReadOnlyRelated.cpp)
    int onlyBeforeRelatedRows() const;   // the token "only" before the rows a verb reaches, or -1
    void readRowsBeforeButNot();         // "reserved a boat but not a red boat": some boat (ReadContrasts.cpp)
    QStringList tablesOnPathsFromFocus(const QStringList &tables) const;
    int divisionQuantifierBefore(int tableEvidence, const QString &table) const;   // the token of "all"/"every" before it, after a verb; or -1
    bool quantifiesObjectOfVerb(int quantifierToken) const;   // "all"/"every" right after a verb or a verb and its preposition
    QList<sql::ForeignKey> pairingPath(const QString &other) const;   // focus <- pairs -> other
    std::optional<Expr> columnOfAttribute(const QString &attribute) const;   // "price" -> UnitPrice of the focus or a table next to it
    void keepAttributesTheDataHas();   // "oldest": the birth date's or the age's reading, whichever column the data has
    bool boundSaidOf(int columnEv) const;   // "prices above 100", "freights of 10 or less": a number bound right after   // "excluding", "ignoring": no verb of showing after it needed
    // The subquery of the one row a self-reference names ("report to Nancy Edwards"), when `token`
    // is inside a bracket opened right after that name; null otherwise.
    Query *namedRowBefore(int token);
    // The one number column of a table, when its name says it is the row's amount (Total,
    // Amount, Value); none when the table has another number column.
    std::optional<Expr> amountColumnOf(const QString &table) const;
    int rowsNamedBefore(int i) const;                             // "sailors (who are) under 30": the table's evidence
    std::optional<Expr> oneNumberColumnNamed(const QString &table, const QRegularExpression &name) const;   // "age", "UnitPrice"
    bool moneyAt(int ev) const;                                     // "$10", "10 dollars"
    bool readNoOneInRole(int evidence, const sql::ForeignKey &self);   // "report to no one", "manage nobody"
    bool readRoleAsPredicate(int i, const sql::ForeignKey &self);   // "employees who are (not) managers"
    bool namesNamePart(int evidence, const LexEntry &column) const;   // "surname": one of a person's two name columns
    std::optional<Expr> eventDateNamedBy(int evidence) const;
    std::optional<Expr> dateNamedBeside(int near) const;   // a date column or a date word within 3 evidence of a period
    std::optional<Expr> onlyDateColumnOf(const QString &table) const;   // the one date column a table keeps   // "shipping", "the order": the date column of that event
    std::optional<Expr> unitsSoldNamedBy(const QString &key) const;   // "Total_Tracks_Sold": the units sold
    // "maximum, minimum and average price": evidence i is listed beside another aggregate word.
    bool listedWithAggregates(int i) const;
    void readValueOfQuantities();   // "the value of units in stock": units times their price
    // "DiscontinuedProducts" beside "how many products": COUNT of the rows with that flag set.
    std::optional<Expr> flaggedRowsCountedBy(const QString &key);
    bool keyAsksAverage(const QString &key) const;   // "AvgRevenue", "average_price", "MeanFreight"
    void focusOnMeasure(const Expr &m);   // no focus yet, or the date's table: the measure's rows
    bool figureSaidInQuestion(const Expr &figure) const;   // words of the question compute it
    static bool isPlainTotal(const Expr &e);   // SUM(x), or a template that is one SUM(...)
    void useNumberWordAfter(int j);   // "fax number": "number" names the column before it again
    bool addUpShownAmount(SelectItem &shown, const QString &where);   // SUM of an amount many rows make one
    void keepGroupsWithNoneCounted();   // LEFT JOIN: each row grouped with 0 of what it has none of
    bool readEachAsPronoun(int i);   // "customers and how many orders each placed": per row named before
    bool groupOn(int groupWord, int target);   // "by month", "per category": one group target
    void readShareOfColumn();                  // "the percentage of all freight each shipper carried"
    int negationBefore(int dateEv, int *verbEv = nullptr) const;
    int bothBefore(int ev) const;
    // Each of two periods' own figure is asked for ("how many in 1996 and how many in 1997").
    bool eachPeriodAsked(int first, int second) const;
    // "countries with suppliers but no customers": no row of the other table with the same value.
    std::optional<Condition> noRowWithSameValue(int negEv, const QString &other) const;   // the token "both" just before ("in both 1996 and 1998"), or -1   // "not in 1998", "not yet ordered in 1998"
    std::optional<QString> groupColumnNamedBy(int ev, const QString &table) const;   // "category" -> Products.CategoryID
    void readAverageScope(Query &average, const QString &table, int avgEv);           // "... in their category"
    bool scopeByNamedValue(Query &sub, const QString &table, int after);   // "the average price of the Seafood category"
    std::shared_ptr<Query> averageOfColumn(const Expr &subject, int avgEv, bool scoped);   // AVG over the rows (or their group)
    std::optional<Expr> averageMeasureAt(int ev) const;                                 // "the average unit price"
    bool readComparativeWithAverage(int col, int avgEv, const QString &op);            // "a higher price than the average"
    // "customers whose revenue is above the average customer revenue", "employees with more
    // orders than the average": each focus row's own figure against the average of all of theirs.
    std::optional<Expr> perRowFigureBefore(int i, int &figureEv) const;
    void compareWithAverageOfFigures(const Expr &figure, const QString &op, int avgEv);   // avgEv: the average's word, for its scope ("their country's"), or -1
    void readMoreThanAverage();
    bool readColumnComparison(int i, const QString &op);   // "stock below the reorder level"
    bool sameKindOfOneTable(const Expr &a, const Expr &b) const;   // two figures of one row that compare
    void readDates();
    std::optional<Expr> yearNumberColumn() const;   // a year kept as a number, near the rows asked about
    void readYearsWithoutDates(int dateEv);   // "in 2017" on rows that keep a year as a number and no date
    void readMonthsOfYear();
    void readDaysOfWeek();   // "on a Sunday", "at weekends": that day of any week
    bool readReportCounts();       // "employees reporting to each manager", "the most direct reports"
    struct ReportCount {
        QString table, key;
        std::optional<sql::ForeignKey> self;
        QList<int> roleEvs;
        int countEv = -1, supEv = -1, limitEv = -1;
        bool ranked = false, showName = false, showCount = false;
    };
    std::optional<ReportCount> matchReportCount() const;   // the words of such a question, all of them
    void readPeriodDateColumn();   // "per year of the shipped date", "(use the ShippedDate)": the date periods are on
    bool readEveryPeriod(const QList<int> &dates, const Expr &col, int bothToken);   // "in both 1996 and 1998"
    bool readEitherPeriod();   // "in one of the years 1996, 1997, 1998"   // "born in May"
    std::shared_ptr<Query> perFocusRow() const;   // a correlated subquery about the focus row; null without a single key
    std::optional<Condition> noRowWith(std::vector<Condition> conditions) const;   // NOT EXISTS per focus row
    void readValues();
    void readQuantities();     // "5 units in stock", "out of stock", "on order": before the key look-ups
    void readKeyLookups();
    void readColumnEqualsNumber();   // "whose salary is 17000", "a credit limit of 0"
    void readSelfReference();   // "employees who report to Fuller", "with their manager"
    void joinFigureVerbs();     // "the salary paid": the participle says the figure again
    void splitStoredBounds();   // "minimum salary" per department: MIN of the figure, not jobs.min_salary
    void readRoleVerbs();       // "employees who manage no department": another table's key named for the verb's doer
    // The object evidence of a role verb at token `verbToken` ("manage [no] department"), with the
    // key of that table to `rows` (any table if empty) named for the verb's doer and whether the
    // verb is denied; -1 if the token is no such verb.
    int roleVerbObject(int verbToken, const QString &rows, sql::ForeignKey *role, bool *denied) const;
    void readPredicateNominals();   // "employees who are sales agents": a kind of the rows, not the table again
    std::optional<sql::ForeignKey> selfReference(const QString &table) const;
    // The name of the row a self-key points at, or its `column` ("manager_first_name").
    Expr referencedRowName(const sql::ForeignKey &self, const QString &column = {}) const;
    void readTextMatches();
    // The rows asked about that have (or, with none, have no) row of `table` pointing at them,
    // directly or through one bridge: EXISTS / NOT EXISTS.
    std::optional<Condition> rowsOfTable(const QString &table, bool none);
    // Negation evidence `negEv` before table evidence `tableAt` that the rows asked about point
    // up at by their own key, read as not belonging to the rows named there; false if not so.
    bool readNegatedMembership(int negEv, int tableAt);
    std::optional<sql::ForeignKey> childLink(const QString &table) const;
    int pluralAttributeBefore(int cmpEv) const;
    bool deniesMissing(int negEv, int columnEv) const;
    // "album count": the rows of table evidence `rows`, then the one word "count" right after it.
    bool countNounAfter(int rows) const
    {
        const int next = rows + 1;
        return rows >= 0 && next < count() && tableEv(rows) && m_ev[next].first == m_ev[rows].last + 1 && m_ev[next].first == m_ev[next].last
            && m_ev[next].tag(QStringLiteral("agg:")) == QLatin1String("agg:count")
            && m_read.tokens.at(m_ev[next].first).lower.startsWith(QLatin1String("count"));
    }   // "a non-null company": a value held
    QString otherRowsSelling(int cmpEv) const;   // "categories with products that sold more than": Products
    bool soldAmountAfterVerb(int cmpEv) const;
    QString rowsEachSaidAfter(int valueEv) const;   // "more than 100 units in a single order": Orders   // "categories that sold more than ...": the rows' total sold
    bool answerRowsBetween(const QString &lineTable) const;   // the answer's fields name rows between the focus and the lines
    bool comparedRowsSaidBefore(int cmpEv) const;   // "categories with more than ...": the focus rows, then the comparison
    int ownGroupingColumnBefore(int cmpEv) const;     // "countries" in "which countries have more than 10 customers", "dates" in "dates with more than 3 orders"
    // The one unused table word between an average word and its total ("the average line item
    // revenue"), or -1.
    int rowsNamedBetween(int averageWord, int measureWord) const;
    // The group a word right beside a direction names ("year ascending", "ascending by year"):
    // the groups are ordered by it, not by their figures.
    std::optional<Expr> groupNamedBeside(int directionEv) const;
    bool averagePerPeriod(const Expr &measure, Expr &out);   // "average revenue per month": over the months
    void vetPeriodAverage();
    void orderThenBy(int after, size_t at);   // "..., highest first, then by product name"
    bool m_periodAveraged = false;   // "cities" in "customer cities with more than 10 orders"
    void readNegations();
    void readValueStates();   // "whose fax is unknown", "whose region is not null"
    const LexEntry *ownColumnNamedAsTable(int j) const;   // "region" of customers: Customers.Region, not the Region table
    int letterPlace(int literalEv);   // "'a' as the second letter": 2 (-1 the last, 0 none said)
    QList<int> letterRangeAt(int token) const;   // "a letter from A to C": the tokens of A and C
    // "per", "each", "every" said anywhere: something is asked of each group.
    bool saysPerGroup() const
    {
        return std::any_of(m_read.tokens.cbegin(), m_read.tokens.cend(), [](const Token &t) {
            return t.lower == QLatin1String("per") || t.lower == QLatin1String("each") || t.lower == QLatin1String("every");
        });
    }
    void readExtremePerGroup();   // "the lowest price per category": each group's least price (ReadRankings.cpp)
    void readRowsByFigure();   // "customers by revenue": the rows in the order of their figure (ReadRankings.cpp)
    void readFirstRows();   // "first 10 tracks by name": the first rows in a column's order (ReadRankings.cpp)
    bool namesColumnAt(int token) const;   // the token is part of a word that names a column
    bool measureSaid(const QString &measureId) const;   // a word of the question names that measure
    void useFiguresShown();          // "number of orders and total freight": each figure a field shows
    void readListedFigures();        // "the highest and lowest unit price": several figures of one amount
    int figuresShown() const;        // aggregates the answer shows
    // A total of one table's rows joined with rows below it (an order's freight with its lines,
    // for a group on them): each row would count once per row below; declined. Kept by a
    // condition on them alone, the rows are kept by EXISTS instead.
    void refuseTotalsInflatedByJoin();
    QString onlyTableKeyPointsAt(const QString &table, const QString &column) const;
    bool datesThePeriod(int by) const;   // "(by order date)" beside "in 1997": which date, not a group
    std::optional<Expr> m_periodDateNamed;   // the date column so named
    void vetPeriodDateNamed();           // "shipped in 1997 by order date": two dates named, not guessed
    int oppositeOfFlagWord(int flagEv) const;   // "continued and discontinued": the opposite's token
    int countNounBefore(int cmp) const;   // "whose number of orders is greater than": the count word, or -1
    void readSoldState();             // "sold tracks", "products never ordered": on an order line, or not (ReadSoldState.cpp)
    int soldRowsAfter(int verb) const;   // "sold tracks": the rows the verb is an adjective of, or -1
    // "tracks that have never been purchased": the rows before the verb and its auxiliaries, or -1;
    // the negation between and the first auxiliary word are given back.
    int soldRowsBefore(int verb, int &negation, int &firstAuxiliary) const;
    bool readEventToComeByAgent(int i);   // "yet to be shipped via X": the participle's date is empty
    void readValueOfATablesOtherName(int i, const LexEntry &table);   // "sales representatives": Title = 'Sales Representative'
    bool readSpentTheMost(int superlative, int verb);   // "Which customers spent the most?": ranked by that measure
    bool saysLetters(int i) const;   // "alphabetically", "A to Z": an order of names by their letters
    void readDoneStates(bool amountsOnly);   // "shipped orders": the date is set; "discounted lines": the amount is above 0 (amounts alone: read before the counts)
    std::optional<Expr> percentageColumnRead() const;   // the one number column of the tables read kept as a percentage
    void readPercentsOfFractions();   // "a discount above 10%" on a column of fractions: 0.1
    void readDisjunctions();       // "in London or whose fax starts with 0": either condition
    // "... not rated 4 or more. Include movies with no ratings.": a sentence that includes rows
    // widens the answer; its condition is never one more the rows must meet (ReadDisjunctions.cpp).
    void readInclusionSentence();
    // "customers who ordered at least twice": how often, counted in the rows the verb names (Interpreter.cpp).
    bool readHowOften(int verbEv, const QString &table);
    bool bracketSpellsFigureAfter(int j) const;   // "salary (salary times 12)": a bracket of arithmetic after j
    bool objectOfDeniedRows(int i, const QString &table) const;   // "did not reserve any boat": the boat
    std::optional<Expr> countValuesPer(const Expr &column) const;   // COUNT(DISTINCT column) of related rows per focus row
    bool keepFocusRowsBySomeRowBelow(const QString &figureTable);   // a figure of the focus's rows kept by rows below: EXISTS, not a join
    bool readSameAsAnotherRow(int a, int tableWord, int sameToken, int asToken);   // "the same colour as another boat"
    int rowsOfVerbAfter(int i) const;
    bool valuesOfColumnOf(int j, const QString &table) const;   // "languages": a text column of that table   // "how many times ... reserved": the verb's table evidence, or -1
    // "the movies Steven Spielberg directed": a verb after a value whose column is its agent noun (ReadLinkingVerbs.cpp).
    void readVerbsOfValueColumns();
    // "both AC/DC and Aerosmith": a value beside another across "and"/"or" with a reading in v's column (ReadConditions.cpp).
    bool coordinatedWithSameColumn(int i, const LexEntry &v) const;
    // "How many orders did each shipper ship?": a verb after the table of its doers (ReadLinkingVerbs.cpp).
    void readVerbsOfDoerTables();
    bool joinAlternatives(int orToken, std::vector<Condition> &conditions);
    void refuseBoundsNoRowMeets();   // "above 20 or below 10" read as AND: no row lies between
    // Where in the question a condition was read: its values' words, else its column's (or,
    // with byColumn, its column's only).
    QList<int> wordsOfCondition(const Condition &c, bool byColumn = false) const;
    void readTrendWords();         // "the freight trend by month": the series over a part of the date
    void readContainingCounts();   // "categories that contain more than 10 products": "contain" is "have"
    void readLinkingVerbs();
    bool isBridge(const QString &table) const;   // its rows tie rows of two other tables together
    bool bridgeNamedByVerb(const QString &table) const;   // such a table named for a verb: WORKS_ON, teaches
    void readBridgeVerbs();   // "employees who work on ProductX": through WORKS_ON   // "employees who work in the Southern region": a verb that only joins two things read
    void readLinkColumnsNamed();   // "orders per shipper (ShipVia)": a foreign key beside the tables it joins
    void readFlags();
    void readSpanOfFirstAndLast();   // "days between the first and the last order": from the earliest date to the latest
    void readDateSpans();      // "days between order date and ship date"
    void orientSpansByConditions();   // over late orders, the days between the two dates run from the earlier
    void readSalesRanking();   // "top 10 best-selling products": by the sales figure the fields name
    void readLongestText();    // "the longest contact name": by its length in characters
    void readSellsTheMost();   // "which genre sells the most": the same, the verb before the superlative
    void readThingsSoldCounted();   // "by number of tracks sold": units sold
    int soldInTotalAfter(int token) const;   // "were sold in total" from `token`: its last token, or -1
    bool soldByLines(const QString &table) const;   // a table an order line sells ("Products")
    QStringList tablesOfTheAct(const QString &verb) const;   // tables named by a verb's act ("sold": sales), by their own name (ReadSoldState.cpp)
    bool soldThroughLines(const QString &table) const;   // ... or one those belong to ("albums" of tracks)
    int salesFigureSaidAfter(int from, bool pastRows) const;   // "(by quantity)" after a sales ranking
    std::optional<Expr> salesFigureNamed(QString &which) const;
    bool rankRowsBySize(int sup, int target, int limitEv);   // "the 5 largest orders": by each order's value
    bool readShareOfRows(int shareWord, int target);   // "what percentage of orders shipped late": of their count
    void readAggregatesAndRanking();
    // "average revenue per order", "average quantity per order line": false when the average of a
    // total does not say per what.
    bool averagePerGroup(const Expr &measure, const QString &op, Expr &out);
    bool averageLinksPerGroup(const QString &counted, Expr &out);   // "tracks per invoice" through the invoice's lines
    void readRankingRestated();   // "the 5 cheapest products by list price"
    void readOrdinalRank();       // "the second most expensive product": one row, those before it skipped
    void readBothEnds();          // "the oldest and youngest employees": the rows at either end of one ranking
    void readPerRowTotals();   // a condition on a total with no grouping: each focus row's own total
    void moveConditionsIntoPerRowFigures();   // "at least 50 orders in 1997": the year is of the orders counted
    // The per-row figure a condition computes ("more than 10 orders" -> each row's count of
    // orders) that a hint key names ("OrderCount", "Orders", "TotalQuantity").
    std::optional<Expr> perRowFigureNamedBy(const QString &key) const;
    bool rankWithinGroups();   // "the most expensive product in each category": false when the groups are what is ranked
    bool rankAskedGroupWithinOthers();   // "which country in each year had the most orders"
    bool rankGroupWithinOthers(const Expr &ranked);   // the groups of `ranked` ranked within the other groups
    void showRankPartitions(std::vector<SelectItem> &items) const;
    void finishRankWithinGroups();
    bool buildProjection();
    void acceptListedColumnsOutsideHint(const std::vector<SelectItem> &items);
    void readOrderBy();
    void totalUnitPricesAsCost();   // "total price" of order lines: price × quantity
    std::optional<sql::ForeignKey> roleKey(int ev, const LexEntry &column) const;   // "support rep": a key to another row, by its role
    // A text field named for the role of a key ("manager" for Mgr_ssn): the key, else none.
    std::optional<sql::ForeignKey> roleOfField(const QString &key, const Expr &column) const;
    // The named row a key of `table` points at when `roleWord` says it by its role ("manager"),
    // not by the pointed table's own noun; `selfAllowed`: a key of the table itself counts too.
    std::optional<sql::ForeignKey> roleTarget(const QString &table, const QString &column, const QString &roleWord, bool selfAllowed) const;
    void joinNamePartsForOneText();   // "(first and last name)" asked as one text: one name
    void finish();
    void citeMeasureSources();   // documents' KPIs the query uses: cited, and an estimate flagged

    bool eventToComeAt(int participle) const;   // "yet to be shipped": the event has not happened
    const LexEntry *pickColumn(int i) const;     // the column reading that fits the focus best
    // "customers whose city": the column of the rows named right before "whose"; else the one
    // column the words name most strongly, or none when several tie.
    const LexEntry *columnOfRowsBeforeWhose(int i) const;
    std::optional<Expr> measureOf(int i) const;  // a numeric expression evidence i names
    Expr displayOf(const QString &table) const;
    Condition flagSet(const Expr &flag) const;
    // The tables the query reads, and those one step from the focus: where a flag the words name may be.
    QStringList tablesNearFocus() const;
    void readStillOffered();
    std::optional<Expr> withdrawnFlagOf(const QString &table) const;   // its one flag named as withdrawn ("Discontinued")   // "still for sale", "active": the one flag of being withdrawn is not set
    void readOutcomeWords();   // "accepted", "rejected": the one letter-coded flag near the rows   // the yes/no flag is set (1, or its letter for yes)
    // The figure computed or ranked by over that column ("average freight" for Freight), if any.
    std::optional<Expr> figureOverColumn(const QString &column) const;
    // A hint key made of a table's name and one of its columns ("AlbumTitle").
    std::optional<Expr> tableColumnNamedBy(const QString &key, const QString &flat);
    bool wordsNameFigure(const QStringList &words) const;   // a measure or an aggregate word among a field's words
    bool figurePerDatePart(const QString &key) const;       // "revenue_yr" beside "Year": a figure per year, no year
    std::optional<Expr> resolveKey(const QString &asked, bool &aggregate);
    void showYearBesideLabelledPeriods();
    Expr rowCount(const sql::Table &table) const;
    bool periodsStayApart() const;
    bool byNamesTheAgent(int by, int rows) const;
    std::optional<Expr> computedMeasureNamedBy(const QStringList &words) const;
    std::optional<Expr> modelMeasure(const QList<LexEntry> &entries) const;   // the first semantic-model measure named
    Expr dateColumnFor(int near) const;
    std::optional<Expr> countPer(const QString &other) const;   // rows of `other` per focus row, as a subquery
    int whichColumnBefore(int i) const;          // "which country ... the most": the attribute asked for
    bool groupByAskedBefore(int i);              // that attribute, or "which year", grouped by; false when none
    bool rankValuesByMeasureAfter(int sup, int target, int limitEv);   // "the top 3 cities by total sales"
    bool rankRowsByTheirTotal(int extreme, int target, const Expr &total, const QString &op);   // "the maximum order revenue"
    int rankedByWordAfter(int target) const;   // the "by" after ranked rows, or -1
    bool rankFocusByMeasureAfter(int target, bool descending, int limitEv);   // "top 5 customers by revenue"
    bool followsRankedTable(int i) const;        // "by" in "top 5 products by price" ranks, not groups
    bool rankDatePartsBy(int i, const QString &sup, int limitEv);   // "the best month of 1997 by revenue"
    void readLimitBeforeTable();                 // "which 3 categories sold the most ..." 
    void readTopByTheFigure();   // "top 5 customers and their number of orders": by the one figure computed
    void readLimitSaidApart();
    int topCountAt(int i) const;                 // "top 5": the number's evidence after "top" at i, or -1
    bool rankingAttribute(int i) const;          // "cheapest", "oldest": an attribute word that ranks one way
    void readSameAs();                           // "products in the same category as Chai"
    bool readSameAsRowsOf(int attribute, int tableWord, int sameToken, int asToken);   // "in the same city as the employees"
    QString attributeColumnIn(int ev, const QString &table) const;                   // "... the highest revenue? (top 5)"
    void addCondition(Condition c) { m_q.where.push_back(std::move(c)); }
    // The rows the question is about, when no pass has said yet ("how many orders": Orders).
    void focusIfUnset(const QString &table)
    {
        if (m_focus.isEmpty() && !table.isEmpty()) {
            m_focus = table;
            m_q.baseTable = m_focus;
        }
    }
    // "total rev in 1997": a figure with no table named is about the rows it reads first.
    void focusOnRowsOf(const Expr &figure)
    {
        const QStringList tables = figure.tables();
        if (!tables.isEmpty())
            focusIfUnset(tables.first());
    }
    // "top 5": the number said before or after a ranking word, else the first row alone.
    void limitFrom(int limitEv)
    {
        if (limitEv < 0 && m_limitNamed)
            return;   // "top 2 employees with the earliest ...": the number was said before
        m_limit = limitEv >= 0 ? int(m_ev[limitEv].number) : 1;
        m_limitNamed = limitEv >= 0;
    }

    const Lexicon &m_lex;
    const SemanticModel *m_model;
    const ReadQuestion &m_read;
    QList<Evidence> m_ev;
    const answer::FormatHint &m_hint;
    QString m_dateTable, m_dateColumn;
    std::optional<Expr> m_periodDateColumn;   // the date column the question says its periods are on

    Interpretation m_out;
    Query m_q;
    QString m_focus;                         // the entity the question is about
    std::vector<Expr> m_groupTargets;        // "per category"
    QString m_periodsAsked;                  // "Which years have orders?": the part (year); the groups alone, no figure
    QStringList m_groupTables;
    std::optional<Expr> m_aggregate;         // "average unit price"
    std::vector<SelectItem> m_moreFigures;   // "the highest and lowest price": figures after m_aggregate
    std::optional<Expr> m_averagedPeriod;    // "average monthly": the period each total is averaged over
    std::optional<Expr> m_span;              // days between two dates, shown per row
    QString m_aggregateLabel;
    std::optional<Expr> m_rankBy;            // "most expensive", "with the most orders"
    bool m_rankDescending = true;
    std::vector<Expr> m_rankPartition;       // "in each category" when products are ranked within it
    QStringList m_rankPartitionTables;       // the partitions that are whole tables (shown by name)
    int m_rankKeep = 0;                      // rows kept per partition, ties included
    // "the customer with the largest order", "the customer of the order with the highest
    // revenue": the rows of this table are ranked one by one by their own total, and the one
    // ranked first gives the answer's row (grouped by its key, not by the focus's).
    QString m_rankedPerRowOf;
    QString m_rankedRowsOf;                  // "top 5 customers by revenue": the table whose rows are named as ranked
    bool m_rankFigureAsked = false;          // the figure of the first ranked row, not the row
    QSet<QString> m_measuresCounted;         // "number of sales": measures whose word was read as the sales lines counted
    bool m_figureOfEachRow = false;   // "the shippers with their number of orders": a listing, in the rows' order
    QString m_durationUnitWord;   // "minutes" of "their length in minutes": a column shown per row in that unit
    std::optional<std::pair<Expr, double>> m_durationShown;   // "in seconds": the duration column and the factor it is divided by
    bool m_whoAsked = false;                 // "Who earns the lowest salary ...": the ranked row, by its name
    bool m_rankedRowsShown = false;          // "top 5 customers and their number of orders": each row kept beside its figure
    bool m_spaceJoined = false;              // "first and last name separated by a space": the texts shown are one (ReadTextPieces.cpp)
    bool m_rankedValueAsked = false;         // "the second highest freight": the ranked column's value is the answer
    bool m_rankedByPriceWord = false;        // "the most expensive order": ranked by a price word
    bool m_rowPointedAtByNamedRow = false;
    bool m_valuesListed = false;   // the values of a column are listed ("countries with suppliers but no customers")      // "Robert King's manager": one row, the one a named row points at
    std::optional<Expr> m_selfReferenceShown;   // "with their manager": the pointed-at row's name
    QString m_selfReferenceLabel;               // the word that asked for it, as the column's label
    int m_limit = 0;
    int m_monthNameAt = -1;   // the token "name" of "month name", or -1
    bool m_rankOrderSaid = false;   // "highest first" said with a ranking: its order, restated
    bool m_limitNamed = false;
    int m_offset = 0;                        // rows ranked before the one asked for ("the second ...": 1)
    bool readCountsByCount();               // "number of customers by number of orders" (ReadCountsByCount.cpp)
    void countRowsPerFigure();              // ... the rows counted per value of their count
    std::optional<Query::ByFigure> m_countsByCount;
    void totalOverKeptRows();                // "the total revenue of the top 5 customers" as one number
    bool m_figureOverKeptRows = false;       // one number asked of the first N rows of a ranking
    bool m_bothEnds = false;                 // "the cheapest and the most expensive": both ends kept
    // "which year had the most orders", "which country in each year had the most orders": the
    // group asked for is the answer (not its figure), ranked within any other groups.
    std::optional<Expr> m_askedGroup;
    int m_totalsDirection = 0;               // "biggest first" +1, "smallest first" -1
    bool m_distinct = false;
    QHash<QString, Expr> m_definedMeasures;  // measure id -> the question's own definition
    QHash<int, int> m_splitNames;            // evidence of a word split from its column's name -> that name's evidence
    QHash<int, Expr> m_definedAt;            // evidence -> a measure the question spells out there
    bool m_keepTies = false;                 // "including ties": every row tied at the ranking's cut
    std::optional<bool> m_ambiguousBeforeLimitGuess;   // the doubt before the number of rows was guessed
    bool m_groupsWithNoneAsked = false;
    std::vector<Expr> m_aggregatedMeasures;   // every measure an aggregate word was read of, the last one kept or not
    int m_aggregateTargetEv = -1;            // the evidence the aggregate word before it was read of      // "Include categories with no products.": counted 0, never left out
    QStringList m_divisionPairs;             // tables of pairs a division reads in its subquery (ReadDivision.cpp)
    int m_byBeforeRowsCount = -1;            // "by album count": a "by" a ranking must read
    QSet<int> m_explainedTokens;             // unknown tokens a definition explains ("uses")
    QStringList m_keysNotTheFigure;   // answer fields that name something other than the figure computed
    QString m_periodChange;                  // "growth", "difference", "shortfall", "each" or empty
    bool m_shareOfRows = false;              // the share is of a count of rows ("percentage of orders")
    QPair<planning::DateRange, planning::DateRange> m_periods;
    Expr m_periodColumn;
};

} // namespace rac::semantic
