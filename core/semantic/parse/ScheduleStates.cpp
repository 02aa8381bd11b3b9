// SPDX-License-Identifier: MIT
#include "semantic/parse/ScheduleStates.h"

#include "common/TextUtil.h"
#include "semantic/parse/DefinedTerms.h"
#include "semantic/parse/Lexicon.h"
#include "semantic/parse/Vocabulary.h"

#include <algorithm>

namespace rac::semantic {

namespace {

bool namesDeadline(const QString &column)
{
    const QStringList words = text::splitIdentifier(column).toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return std::any_of(words.cbegin(), words.cend(), [](const QString &w) { return Vocabulary::builtIn().isGrammarWord("deadline_words", w); });
}

// The date of the act a deadline bounds: of the table's other dates, the one that comes after
// every other in the stored rows (ShippedDate after OrderDate). A row's first date is when it
// was made, and a deadline is set from it; the last is what was done by the deadline.
QString actDate(const Lexicon &lexicon, const QString &table, const QStringList &others)
{
    if (others.size() < 2)
        return {};
    QString act;
    for (const QString &candidate : others) {
        const bool last = std::all_of(others.cbegin(), others.cend(), [&](const QString &o) {
            return o == candidate || lexicon.chronology(table, o, candidate) == 1;
        });
        if (last) {
            if (!act.isEmpty())
                return {};
            act = candidate;
        }
    }
    return act;
}

} // namespace

QList<planning::TermDefinition> termsOfScheduleStates(const Lexicon &lexicon, const QStringList &definedElsewhere)
{
    QList<planning::TermDefinition> terms;
    QStringList saidOfSeveralTables;
    for (const sql::Table &table : lexicon.schema().tables) {
        QStringList deadlines, others;
        for (const sql::Column &c : table.columns)
            if (lexicon.kindOf(table.name, c.name) == ColumnKind::Date)
                (namesDeadline(c.name) ? deadlines : others) << c.name;
        if (deadlines.size() != 1)
            continue;
        const QString act = actDate(lexicon, table.name, others);
        if (act.isEmpty())
            continue;
        // The word for one of the table's rows ("order"); the plural is read with it.
        const QStringList nameWords = text::splitIdentifier(table.name).toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString tableWord = nameWords.isEmpty() ? QString() : nameWords.last();
        QString entity = tableWord;
        for (const QString &phrase : lexicon.phrasesOf(table.name))
            if (!phrase.contains(QLatin1Char(' ')) && phrase.size() < entity.size() && stemPhrase(phrase) == stemPhrase(tableWord))
                entity = phrase.toLower();
        if (entity.isEmpty())
            continue;
        const auto add = [&](const char *role, const QString &op) {
            // (A document that defines one of the words ("late") defines the state: its other
            // words ("delayed") are not read from the dates instead.)
            const QStringList words = Vocabulary::builtIn().grammarWords(role);
            if (std::any_of(words.cbegin(), words.cend(), [&](const QString &w) { return definedElsewhere.contains(w, Qt::CaseInsensitive); }))
                return;
            for (const QString &word : words) {
                // (Two tables late in their own way: which one the question means is not read.)
                if (std::any_of(terms.cbegin(), terms.cend(), [&word](const planning::TermDefinition &t) { return t.term == word; })) {
                    saidOfSeveralTables << word;
                    continue;
                }
                planning::TermDefinition d;
                d.term = word;
                d.entity = entity;
                d.link = stateLink();
                d.condition = QStringLiteral("whose %1 is %2 %3").arg(act, op, deadlines.first());
                d.stateOf = act + QLatin1Char(' ') + deadlines.first();
                d.file = QStringLiteral("no document defines it; read from the dates %1 keeps").arg(table.name);
                terms << d;
            }
        };
        add("lateness_words", QStringLiteral("greater than"));
        add("timeliness_words", QStringLiteral("at most"));
    }
    terms.erase(std::remove_if(terms.begin(), terms.end(), [&](const planning::TermDefinition &t) { return saidOfSeveralTables.contains(t.term); }),
                terms.end());
    return terms;
}

} // namespace rac::semantic
