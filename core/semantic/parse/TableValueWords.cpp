// SPDX-License-Identifier: MIT
#include "semantic/parse/TableValueWords.h"

#include "semantic/parse/Lexicon.h"

#include <algorithm>

namespace rac::semantic {

namespace {

// Tables of more columns than this hold more than one kind of fact (Orders: dates, addresses,
// freight): their noun names the rows, never one of their numbers.
constexpr int kMostColumnsOfAnEventTable = 6;

bool pointsElsewhere(const sql::Schema &schema, const QString &table, const QString &column)
{
    const QList<sql::ForeignKey> keys = schema.keysFrom(table);
    return std::any_of(keys.cbegin(), keys.cend(), [&column](const sql::ForeignKey &k) { return k.fromColumns.contains(column); });
}

} // namespace

QString valueColumnOf(const Lexicon &lexicon, const QString &table)
{
    const sql::Table *t = lexicon.schema().table(table);
    if (!t || t->isView || t->columns.size() > kMostColumnsOfAnEventTable)
        return {};
    QString found;
    for (const sql::Column &c : t->columns) {
        if (c.primaryKey || pointsElsewhere(lexicon.schema(), table, c.name) || lexicon.kindOf(table, c.name) != ColumnKind::Number)
            continue;
        if (!found.isEmpty())
            return {};   // two numbers: the word says not which
        found = c.name;
    }
    return found;
}

void readTableWordsAsTheirValue(const Lexicon &lexicon, ReadQuestion &read)
{
    QList<Evidence> added;
    for (qsizetype e = 0; e < read.evidence.size(); ++e) {
        Evidence &word = read.evidence[e];
        const LexEntry *table = word.kind == Evidence::Kind::Lexicon ? word.entry(LexEntry::Kind::Table) : nullptr;
        if (!table || word.entry(LexEntry::Kind::Column))
            continue;
        // "a rating of 4", "ratings of 4 or 5" (not "the number of ratings of 4 stars": counted rows).
        // ("a rating of at least 4": a comparison between.)
        const int of = word.last + 1;
        int numberAt = of + 1;
        if (e + 2 < read.evidence.size() && read.evidence.at(e + 1).first == of + 1 && read.evidence.at(e + 1).hasTag(QStringLiteral("cmp:")))
            numberAt = read.evidence.at(e + 1).last + 1;
        const bool valueAfter = numberAt < read.tokens.size() && read.tokens.at(of).lower == QLatin1String("of") && read.tokens.at(numberAt).number
            && !(e > 0 && read.evidence.at(e - 1).tag(QStringLiteral("agg:")) == QLatin1String("agg:count"));
        // "the highest rating", "its lowest rating", "the average review": the word of an extreme
        // or an aggregate right before it, determiners between.
        bool figureBefore = false;
        if (e > 0) {
            const Evidence &before = read.evidence.at(e - 1);
            const QString agg = before.tag(QStringLiteral("agg:"));
            figureBefore = read.onlyDeterminersBetween(before.last + 1, word.first) && ((!agg.isEmpty() && agg != QLatin1String("agg:count")) || before.hasTag(QStringLiteral("sup:")));
        }
        // ("the average instructor salary": the table's word before its own column names whose.)
        if (e + 1 < read.evidence.size() && read.evidence.at(e + 1).first == word.last + 1) {
            const LexEntry *next = read.evidence.at(e + 1).entry(LexEntry::Kind::Column);
            if (next && next->table == table->table)
                continue;
        }
        if (!valueAfter && !figureBefore)
            continue;
        const QString column = valueColumnOf(lexicon, table->table);
        if (column.isEmpty())
            continue;
        LexEntry value;
        value.kind = LexEntry::Kind::Column;
        value.table = table->table;
        value.column = column;
        value.strength = table->strength;
        const QString note = QStringLiteral("read \"%1\" as %2.%3, the figure its rows hold").arg(read.spanText(word.first, word.last), table->table, column);
        if (figureBefore) {
            word.entries = {value};
            read.notes << note;
            continue;
        }
        // "a review of 5", "no review of at least 4": the rows stay named; "of" says their figure
        // (the column said there, as in "a review with a score of 5"), unless the column's own
        // word follows the number ("a rating of 4 stars").
        const bool columnSaidAfter = std::any_of(read.evidence.cbegin(), read.evidence.cend(), [&](const Evidence &x) {
            const LexEntry *c = x.entry(LexEntry::Kind::Column);
            return x.first == numberAt + 1 && c && c->table == value.table && c->column == value.column;
        });
        if (columnSaidAfter)
            continue;
        read.notes << note;
        Evidence figure;
        figure.kind = Evidence::Kind::Lexicon;
        figure.first = figure.last = of;
        figure.entries = {value};
        figure.tags << QStringLiteral("valueof");
        added << figure;
    }
    if (added.isEmpty())
        return;
    read.evidence << added;
    std::sort(read.evidence.begin(), read.evidence.end(), [](const Evidence &a, const Evidence &b) { return a.first < b.first; });
}

} // namespace rac::semantic
