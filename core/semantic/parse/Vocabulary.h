// SPDX-License-Identifier: MIT
//
// Vocabulary: the analytics words of the semantic parser (aggregations,
// comparisons, negation, ordering, grouping, function words, generic retail
// synonyms), read from vocabulary.json compiled into the library. Phrases are
// kept as stem sequences so "customers" and "customer" meet. Built once; read
// from any thread afterwards.
#pragma once

#include <QHash>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace rac::semantic {

// The stems of a phrase, joined by spaces ("Units in Stock" -> "unit in stock").
QString stemPhrase(const QString &phrase);

class Vocabulary {
public:
    // The compiled-in vocabulary (parsed once).
    static const Vocabulary &builtIn();

    bool isFunctionWord(const QString &lowerWord) const { return m_function.contains(lowerWord); }
    const QSet<QString> &functionWords() const { return m_function; }
    bool isNegation(const QString &stemmed) const { return m_negation.contains(stemmed); }

    // Phrase (stemmed) -> tag, e.g. "how mani" -> "agg:count", "more than" -> "cmp:>".
    const QHash<QString, QStringList> &phrases() const { return m_phrases; }
    int longestPhrase() const { return m_longest; }
    // Sorting phrases must be written as listed: their stems ("order", "sort") are also nouns.
    bool isSortingPhrase(const QString &lowerSpan) const { return m_sorting.contains(lowerSpan); }

    // Generic synonyms of a head noun: "customer" -> client, buyer, ...
    QStringList synonymsOf(const QString &lowerNoun) const { return m_synonyms.value(lowerNoun); }
    QStringList columnWordSynonyms(const QString &lowerWord) const { return m_columnWords.value(lowerWord); }
    // A word for an identifier ("id", "number", "code", "ssn", ...: "id" and its other words).
    bool isIdentifierWord(const QString &lowerWord) const
    {
        return lowerWord == QLatin1String("id") || m_columnWords.value(QStringLiteral("id")).contains(lowerWord);
    }
    // The word a short form in a table or column name stands for ("emp" -> employee, "sal" ->
    // salary, "no" -> number), or empty.
    QString abbreviationOf(const QString &lowerWord) const { return m_abbreviations.value(lowerWord); }
    // The characters a name of characters stands for ("hyphen" -> "-", "vowels" -> "aeiou"), or "".
    QString charactersNamed(const QString &lowerWords) const;
    // The word one letter at the start of a column name stands for when no table's noun does
    // ("Fname": first), or "".
    QString initialWord(QChar letter) const { return m_initials.value(letter); }
    // Other words for a column name's first word ("UnitsInStock": "quantity in stock").
    QStringList columnHeadSynonyms(const QString &lowerWord) const { return m_columnHeads.value(lowerWord); }
    // Fragments of the column names an attribute concept names ("duration" -> milliseconds, ...);
    // by default the concept's own name ("price" -> UnitPrice).
    QStringList attributeColumns(const QString &attribute) const { return m_attributeColumns.value(attribute, {attribute}); }
    // A word that labels an exercise before its number ("Query 5:", "Task 3.").
    bool isHeadingWord(const QString &lowerWord) const { return m_heading.contains(lowerWord); }
    // A word for the largest value minus the smallest ("range", "spread"). Not a tag: the same
    // words also mean a catalogue ("our range of products"), so only the spread reader asks.
    bool isSpreadWord(const QString &lowerWord) const { return m_spread.contains(lowerWord); }
    // A closed-class word of a role the grammar section names ("possessive_verbs": have, has).
    bool isGrammarWord(const char *role, const QString &lowerWord) const
    {
        return m_grammar.value(QLatin1String(role)).contains(lowerWord);
    }
    // The words of a grammar role, longest first (for alternations in a pattern), then alphabetical.
    QStringList grammarWords(const char *role) const
    {
        QStringList words = m_grammar.value(QLatin1String(role)).values();
        std::sort(words.begin(), words.end(), [](const QString &a, const QString &b) { return a.size() != b.size() ? a.size() > b.size() : a < b; });
        return words;
    }
    // Milliseconds in the unit of time a word names ("minutes" -> 60000), or 0.
    double timeUnitMs(const QString &lowerWord) const { return m_timeUnits.value(lowerWord, 0.0); }
    // A word that names a kind of column ("id", "code", "name", "city").
    bool isColumnWord(const QString &lowerWord) const { return m_columnWordSet.contains(lowerWord); }
    // Part of a date -> its one-word nouns ("year" -> year, years), from "date_parts".
    const QHash<QString, QStringList> &datePartNouns() const { return m_datePartNouns; }

private:
    void addPhrase(const QString &phrase, const QString &tag);

    QSet<QString> m_function;
    QSet<QString> m_negation;
    QSet<QString> m_sorting;
    QSet<QString> m_heading;
    QSet<QString> m_spread;
    QHash<QString, double> m_timeUnits;
    QHash<QString, QSet<QString>> m_grammar;
    QHash<QString, QStringList> m_phrases;
    QHash<QString, QStringList> m_synonyms;
    QHash<QString, QStringList> m_columnWords;
    QHash<QString, QStringList> m_columnHeads;
    QHash<QString, QString> m_abbreviations;
    QHash<QString, QString> m_characterNames;
    QHash<QChar, QString> m_initials;
    QSet<QString> m_columnWordSet;
    QHash<QString, QStringList> m_attributeColumns;
    QHash<QString, QStringList> m_datePartNouns;
    int m_longest = 1;
};

} // namespace rac::semantic
