// SPDX-License-Identifier: MIT
//
// Lexicon: what the words of a question can mean in one database, built at
// engine open from the database alone. Table and column names are split into
// words (UnitsInStock -> "units in stock") with their kinds; the values of
// short text columns are indexed (and their WordNet synonyms: "USA" ->
// "United States"); generic retail synonyms from the vocabulary and the
// analyst's own additions (the semantic-layer file) name tables and columns.
// Every phrase is kept as a stem sequence. Read-only after build; any thread.
#pragma once

#include "sql/Schema.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <functional>

namespace rac::sql {
class QueryExecutor;
}

namespace rac::semantic {

class SemanticModel;

enum class ColumnKind { Key, Number, Text, Date, Flag };

struct LexEntry {
    enum class Kind { Table, Column, Value, Measure };
    Kind kind = Kind::Table;
    QString table;
    QString column;
    QString value;          // Value: the stored text
    QString measureId;      // Measure: SemanticModel measure id
    int strength = 2;       // 3 full name, 2 synonym, 1 partial (last word of a column name)
    bool needsUpperCase = false;   // short value such as "UK": the question must write it in capitals
    // One of thousands of names (a track's): only written as a name, capitalised inside the
    // sentence or quoted as stored ("How much money ..." is no track called Money).
    bool needsCapital = false;
    int wholeDepth = 0;            // Value named by a whole it is part of ("Europe" for Germany): steps up, else 0
    QString sourceChunk;           // a whole the documents define ("Nordic"): the chunk that lists its members
    QString datePart;              // Column: a part of a date column, named with it ("hire year": year of HireDate)
    QString family;                // Column: the lists the documents sort its values into ("sales region"), see Lexicon::family

    bool operator==(const LexEntry &o) const
    {
        return kind == o.kind && table == o.table && column == o.column && value == o.value && measureId == o.measureId
            && wholeDepth == o.wholeDepth && sourceChunk == o.sourceChunk && datePart == o.datePart && family == o.family;
    }
};

class Lexicon {
public:
    // `synonyms` are the analyst's additions: phrase -> "Table" or "Table.Column".
    static Lexicon build(const sql::Schema &schema, sql::QueryExecutor *executor, const SemanticModel *model,
                         const QHash<QString, QString> &synonyms = {});

    QList<LexEntry> lookup(const QString &stems) const { return m_entries.value(stems); }
    // The stored values of one column that contain a word written as it is stored ("AAC" in
    // "Protected AAC audio file"); empty when none, or when values of several columns do.
    QList<LexEntry> valuesContainingWord(const QString &word) const;
    // The stored values, of one column that does not name its rows, that hold `word` (any case)
    // as a whole word ("jars" in "12 - 8 oz jars"); empty when none, or when values of several columns do.
    QList<LexEntry> descriptionsHoldingWord(const QString &word) const;
    // The names of rows of a table of kinds `rowsTable` points at (MediaType.Name for Track) that contain
    // `word` as a whole word in any case ("video" in "Protected MPEG-4 video file"); empty when
    // none, or when the names of several such tables do.
    QList<LexEntry> pointedAtNamesContaining(const QString &rowsTable, const QString &word) const;
    // The stored values of `table`'s text columns whose words include every one of `stems`
    // ("Sales Support Agent" for sale, agent), each once.
    QList<LexEntry> valuesHoldingStems(const QString &table, const QStringList &stems) const;
    int longestPhrase() const { return m_longest; }
    bool knowsStem(const QString &stem) const { return m_stems.contains(stem); }
    const QSet<QString> &stems() const { return m_stems; }

    const sql::Schema &schema() const { return m_schema; }
    ColumnKind kindOf(const QString &table, const QString &column) const;
    // 1 when the second date column of a row usually comes after the first, -1 before, 0 unknown.
    int chronology(const QString &table, const QString &first, const QString &second) const;
    bool isNullable(const QString &table, const QString &column) const { return m_nullable.contains(table + QLatin1Char('.') + column); }
    // Values between 0 and 1, not all whole (a discount of 0.15): a fraction, shown as a percentage on request.
    bool isFraction(const QString &table, const QString &column) const { return m_fractions.contains(table + QLatin1Char('.') + column); }
    // The stored code a yes/no flag keeps for "yes" when it is a letter ("T", "Y"), else empty (1).
    QString flagYesCode(const QString &table, const QString &column) const { return m_flagYes.value(table + QLatin1Char('.') + column); }
    // Values stored with spaces around them ("Sweden " beside "Sweden"): the same value.
    bool hasPaddedValues(const QString &table, const QString &column) const { return m_padded.contains(table + QLatin1Char('.') + column); }
    // A column whose values are lists of names ("Adrian Smith/Steve Harris", "Page, Plant"): one of
    // the names is held by every row whose list includes it, not only by the rows that hold it alone.
    // The number of other stored lists of such a column that include `name` (0 for any other column).
    int listsIncluding(const QString &table, const QString &column, const QString &name) const;
    // A name several rows of its table hold ("Music": two playlists): the name alone is not one row.
    bool isSharedName(const QString &table, const QString &column, const QString &value) const
    {
        return m_sharedNames.contains(table + QLatin1Char('.') + column + QLatin1Char('\n') + value);
    }
    // The column(s) that name a row of the table: FirstName+LastName, ProductName, CompanyName, Name, Title.
    QStringList displayColumns(const QString &table) const { return m_display.value(table); }
    // Words of the database's own name ("northwind" in northwind-classic.db): the company the
    // analyst works for, which a question names without asking about it ("items Northwind sells").
    void setOwnName(const QString &databaseName);
    // ("Northwinds": the name with an s written on, as people say it, is still the name.)
    bool isOwnName(const QString &lowerWord) const
    {
        return m_ownName.contains(lowerWord) || (lowerWord.endsWith(QLatin1Char('s')) && m_ownName.contains(lowerWord.chopped(1)));
    }
    // A family of lists the documents name ("sales region": Latin America = Mexico, Brazil, ...):
    // each list's name with the stored values it holds, in the documents' order.
    struct FamilyList {
        QString name;
        QStringList members;
        QString chunkId;
    };
    QList<FamilyList> family(const QString &name) const { return m_families.value(name); }

    // Every phrase -> target, for the semantic-layer file.
    QHash<QString, QStringList> describe() const;
    // Whether one word names the entry's table as one of its names is spelt, in any number:
    // "purchases" shares the stem of the synonym "purchaser" but does not name the customers.
    // (Entries other than tables, and full names, always do.)
    bool wordSpellsTable(const LexEntry &entry, const QString &lowerWord) const;
    // The phrases that name a table ("Table") or a column ("Table.Column"), as written.
    QStringList phrasesOf(const QString &target) const { return m_phrasesOf.value(target); }
    // The column's name holds the fragment ("birth" in BirthDate), or a word of a name it is read
    // by starts with it ("Bdate": birth date); not a word that merely holds it ("manager", "age").
    bool columnSays(const QString &table, const QString &column, const QString &fragment) const;
    // A table or column name in the words a question uses ("DEPTNO" -> department number);
    // `ownHead` is the word for the column's own table ("ENAME" in EMP -> employee name).
    // `linkedHeads` are the nouns of the tables the column's row points at, its own key's first:
    // "Dno" in EMPLOYEE, pointing at DEPARTMENT, is the department number.
    static QString readableName(const QString &identifier, const QString &ownHead = QString(), const QStringList &linkedHeads = {});

private:
    // The stored values, of one column only, that hold `word` as a whole word and that `allowed`
    // lets through, each as a member of what the word names; empty when none or several columns.
    QList<LexEntry> valuesHoldingWord(const QString &word, Qt::CaseSensitivity cs, const std::function<bool(const LexEntry &)> &allowed) const;
    void add(const QString &phrase, const LexEntry &entry);
    void addTable(const sql::Table &table);
    void addColumns(const sql::Table &table);
    void dropSynonymsOfOtherTables();   // a table's own name is no other table's synonym
    void addValues(const sql::Table &table, sql::QueryExecutor *executor);
    void addListColumn(const sql::Table &table, const sql::Column &column, const QSet<QString> &values);
    void addSharedNames(const sql::Table &table, const sql::Column &column, sql::QueryExecutor *executor);
    void addDateChronology(const sql::Table &table, sql::QueryExecutor *executor);
    void addNamedSets(const SemanticModel &model);
    void addShortNames();

    sql::Schema m_schema;
    QHash<QString, QList<LexEntry>> m_entries;
    QSet<QString> m_stems;
    QHash<QString, ColumnKind> m_kinds;        // "Table.Column" -> kind
    QSet<QString> m_nullable;
    QSet<QString> m_fractions;
    QHash<QString, QString> m_flagYes;   // Table.Column -> the letter stored for yes
    QSet<QString> m_padded;
    QHash<QString, QStringList> m_listColumns;   // "Table.Column" -> its stored values
    QSet<QString> m_sharedNames;   // "Table.Column\nvalue" of a name column
    QSet<QString> m_secondLater;   // "Table.First|Second": the second date usually comes after the first
    QHash<QString, QStringList> m_display;
    QHash<QString, QStringList> m_phrasesOf;   // "Table" / "Table.Column" -> phrases as written, for describe()
    int m_longest = 1;
    QSet<QString> m_ownName;
    QHash<QString, QList<FamilyList>> m_families;   // "sales region" -> its lists
};

} // namespace rac::semantic
