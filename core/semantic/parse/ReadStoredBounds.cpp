// SPDX-License-Identifier: MIT
//
// "Minimum and maximum salary per department", "the minimum salary in department 50": a table
// that stores bounds of another table's figure (jobs.min_salary, jobs.max_salary beside
// employees.salary) gives the words "minimum salary" a column of their own, which won over the
// aggregate of the figure the question means: the jobs' lowest maximum came back per department
// at 0.75. The stored bound is meant when the rows asked about are that table's own ("jobs whose
// minimum salary is above 5000", "the minimum salary of the Programmer job"); otherwise the words
// are read apart, an aggregate word and the figure.
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

namespace {

bool isAggregateTag(const QString &tag)
{
    return tag.startsWith(QLatin1String("agg:")) && tag != QLatin1String("agg:count");
}

} // namespace

void InterpretationBuilder::splitStoredBounds()
{
    for (int i = 0; i < count(); ++i) {
        Evidence &e = m_ev[i];
        if (e.used || e.kind != EvKind::Lexicon || e.first == e.last || e.entries.isEmpty())
            continue;
        // Every reading a column whose name begins with an aggregate word, of one table.
        const QString bounds = e.entries.first().table;
        const bool allBounds = std::all_of(e.entries.cbegin(), e.entries.cend(), [&bounds](const LexEntry &x) {
            if (x.kind != LexEntry::Kind::Column || x.table != bounds)
                return false;
            const QString head = text::splitIdentifier(x.column).section(QLatin1Char(' '), 0, 0);
            const QStringList tags = Vocabulary::builtIn().phrases().value(stemPhrase(head));
            return std::any_of(tags.cbegin(), tags.cend(), isAggregateTag);
        });
        if (!allBounds || m_focus == bounds)
            continue;
        // (The table of the bounds named anywhere: its rows may be the ones meant.)
        const bool boundsNamed = std::any_of(m_ev.cbegin(), m_ev.cend(), [&bounds](const Evidence &x) {
            const LexEntry *t = x.entry(LexEntry::Kind::Table);
            return t && t->table == bounds;
        });
        if (boundsNamed)
            continue;
        // The first word an aggregate word, the rest a figure of another table.
        const QStringList tags = Vocabulary::builtIn().phrases().value(stemPhrase(m_read.tokens.at(e.first).lower));
        QStringList aggregateTags;
        for (const QString &t : tags)
            if (isAggregateTag(t))
                aggregateTags << t;
        if (aggregateTags.isEmpty())
            continue;
        QList<LexEntry> figure;
        for (const LexEntry &x : m_lex.lookup(stemPhrase(m_read.spanText(e.first + 1, e.last))))
            if (x.kind == LexEntry::Kind::Column && x.table != bounds && m_lex.kindOf(x.table, x.column) == ColumnKind::Number)
                figure << x;
        if (figure.isEmpty())
            continue;
        Evidence word;
        word.kind = EvKind::Vocab;
        word.first = word.last = e.first;
        word.tags = aggregateTags;
        Evidence rest;
        rest.kind = EvKind::Lexicon;
        rest.first = e.first + 1;
        rest.last = e.last;
        rest.entries = figure;
        m_out.notes << QStringLiteral("\"%1\" read as an aggregate of %2.%3, not the bound %4 stores")
                           .arg(m_read.spanText(e.first, e.last), figure.first().table, figure.first().column, bounds);
        m_ev[i] = rest;
        m_ev.insert(i, word);
        ++i;
    }
}

} // namespace rac::semantic
