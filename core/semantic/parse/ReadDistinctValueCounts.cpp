// SPDX-License-Identifier: MIT
//
// "How many different cities do our employees live in?", "the number of unique job titles":
// a count of the values a text column takes, not of rows. The count words before a table's name
// count its rows; before a column's, with nothing to count but its values, they count those
// values once each (COUNT(DISTINCT column)).
#include "semantic/parse/InterpretationBuilder.h"

namespace rac::semantic {

void InterpretationBuilder::readDistinctValueCounts()
{
    if (m_aggregate)
        return;
    for (int i = 0; i + 1 < count(); ++i) {
        if (m_ev[i].used || m_ev[i].tag(QStringLiteral("agg:")) != QLatin1String("agg:count"))
            continue;
        int j = i + 1;
        int distinctEv = -1;
        if (m_ev[j].hasTag(QStringLiteral("distinct")) && !m_ev[j].used && adjacent(i, j) && j + 1 < count()) {
            distinctEv = j;
            ++j;
        }
        // ("How many official languages": a flag of the same rows, read as their condition, between.)
        if (const LexEntry *flag = m_ev[j].used && !tableEv(j) && j + 1 < count() && adjacent(j, j + 1) ? columnOf(j) : nullptr;
            flag && m_lex.kindOf(flag->table, flag->column) == ColumnKind::Flag && valuesOfColumnOf(j + 1, flag->table))
            ++j;
        if (!adjacent(j - 1, j) || m_ev[j].used)
            continue;
        if (readDistinctYearsCounted(i, distinctEv, j))
            return;
        // A word that names a table counts its rows ("how many customers").
        const LexEntry *table = m_ev[j].entry(LexEntry::Kind::Table);
        const LexEntry *column = columnOf(j);
        if (!column || (table && table->strength >= column->strength) || m_lex.kindOf(column->table, column->column) != ColumnKind::Text)
            continue;
        m_aggregate = Expr::agg(QStringLiteral("COUNT"), {Expr::col(column->table, column->column)}, true);
        m_aggregateLabel = QStringLiteral("count");
        use(i, QStringLiteral("count"));
        if (distinctEv >= 0) {
            use(distinctEv, QStringLiteral("each value once"));
        } else {
            // "How many song titles contain 'Love'": the rows or their different values? Unsaid.
            m_out.ambiguous = true;
        }
        use(j, QStringLiteral("the values of %1.%2").arg(column->table, column->column));
        // "Count the number of countries where the customers are located": the instruction and
        // the noun say one count (left over, "Count" counted the customers, 93 for 21).
        if (i > 0 && !m_ev[i - 1].used && m_ev[i - 1].tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && adjacent(i - 1, i))
            use(i - 1, QStringLiteral("count"));
        focusIfUnset(column->table);
        m_out.notes << QStringLiteral("the different values of %1 counted").arg(column->column);
        return;
    }
}

bool InterpretationBuilder::readDistinctYearsCounted(int countEv, int distinctEv, int yearEv)
{
    // "How many different years have orders?", "in how many years were orders placed": the
    // years the rows' date falls in, each once. (Months and quarters may be of the calendar or of
    // each year; only years are read.)
    if (m_ev[yearEv].tag(QStringLiteral("part:")) != QLatin1String("part:year") || columnOf(yearEv) || tableEv(yearEv))
        return false;
    // The rows dated come next, with only words of having or being between.
    static const QStringList between{QStringLiteral("have"), QStringLiteral("had"), QStringLiteral("has"), QStringLiteral("with"),
                                     QStringLiteral("of"), QStringLiteral("are"), QStringLiteral("were"), QStringLiteral("there"),
                                     QStringLiteral("do"), QStringLiteral("did"), QStringLiteral("does"), QStringLiteral("the"),
                                     QStringLiteral("contain"), QStringLiteral("include")};
    int rows = yearEv + 1;
    while (rows < count() && !tableEv(rows) && m_ev[rows].entries.isEmpty() && m_ev[rows].first == m_ev[rows].last
           && between.contains(m_read.tokens.at(m_ev[rows].first).lower))
        ++rows;
    if (rows >= count() || !tableEv(rows) || m_ev[rows].used)
        return false;
    for (int t = m_ev[yearEv].last + 1; t < m_ev[rows].first; ++t)
        if (evidenceCovering(t) < 0 && !between.contains(m_read.tokens.at(t).lower))
            return false;
    // The table's own date: the question's usual one, or the only date it has.
    const QString table = m_ev[rows].entry(LexEntry::Kind::Table)->table;
    QString dateColumn = table == m_dateTable ? m_dateColumn : QString();
    if (dateColumn.isEmpty()) {
        const sql::Table *t = m_lex.schema().table(table);
        for (const sql::Column &c : t ? t->columns : QList<sql::Column>()) {
            if (m_lex.kindOf(table, c.name) != ColumnKind::Date)
                continue;
            if (!dateColumn.isEmpty())
                return false;   // which of its dates is not said
            dateColumn = c.name;
        }
    }
    if (dateColumn.isEmpty())
        return false;
    m_aggregate = Expr::agg(QStringLiteral("COUNT"), {datePart(QStringLiteral("year"), Expr::col(table, dateColumn))}, true);
    m_aggregateLabel = QStringLiteral("years");
    use(countEv, QStringLiteral("count"));
    if (distinctEv >= 0)
        use(distinctEv, QStringLiteral("each year once"));
    use(yearEv, QStringLiteral("the years of %1.%2").arg(table, dateColumn));
    for (int k = yearEv + 1; k < rows; ++k)
        use(k, QStringLiteral("function word"));
    use(rows, QStringLiteral("the rows dated"));
    focusIfUnset(table);
    m_out.notes << QStringLiteral("the different years of %1.%2 counted").arg(table, dateColumn);
    return true;
}

} // namespace rac::semantic
