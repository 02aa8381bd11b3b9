// SPDX-License-Identifier: MIT
//
// Rows counted by the row of the same table they point at (Employees.ReportsTo -> Employees):
//   "Number of employees reporting to each manager"     one row per manager: name, count
//   "Which employee has the most direct reports?"       the manager with the most rows pointing at them
//   "Which manager has the most employees reporting to them?"
// The manager is the row pointed at, shown by its name; the rows counted are the ones pointing.
// One alias per table cannot join a table to itself, so the rows are grouped by the pointing key
// and the name is read by a subquery. Read only when every word is one of these; anything else
// (a condition, a period) is left to the other readings, which decline it.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

bool InterpretationBuilder::readReportCounts()
{
    const QList<Token> &tokens = m_read.tokens;
    const auto word = [&tokens](int t) { return t >= 0 && t < tokens.size() ? tokens.at(t).lower : QString(); };
    // The words that stand for the rows pointing at one ("direct reports", "subordinates").
    static const QStringList pointingNouns{QStringLiteral("reports"), QStringLiteral("subordinates"), QStringLiteral("underlings")};
    static const QStringList objectPronouns{QStringLiteral("them"), QStringLiteral("him"), QStringLiteral("her"), QStringLiteral("it")};
    static const QStringList groupWords{QStringLiteral("each"), QStringLiteral("per"), QStringLiteral("every"), QStringLiteral("by")};
    QString table;
    QList<int> roleEvs;
    int countEv = -1, supEv = -1, limitEv = -1, pointingNoun = -1;
    bool perRole = false, pointingAtThem = false;
    QList<int> tableEvs;
    for (int i = 0; i < count(); ++i) {
        const Evidence &e = m_ev[i];
        if (tableEv(i)) {
            const QString t = e.entry(LexEntry::Kind::Table)->table;
            if (!table.isEmpty() && t != table)
                return false;
            table = t;
            tableEvs << i;
        } else if (e.hasTag(QStringLiteral("selfref"))) {
            roleEvs << i;
        } else if (e.tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && countEv < 0) {
            countEv = i;
        } else if ((e.tag(QStringLiteral("sup:")) == QLatin1String("sup:high") || e.tag(QStringLiteral("sup:")) == QLatin1String("sup:low")) && supEv < 0) {
            supEv = i;
        } else if (e.kind == EvKind::Number && limitEv < 0 && e.number >= 1 && e.number == std::floor(e.number)) {
            limitEv = i;
        } else if (e.hasTag(QStringLiteral("group")) || e.entries.isEmpty()) {
            // group words and words of grammar, checked below
        } else {
            return false;
        }
    }
    if (table.isEmpty())
        return false;
    const std::optional<sql::ForeignKey> self = selfReference(table);
    if (!self)
        return false;
    for (int roleEv : std::as_const(roleEvs)) {
        // "each manager", "per manager": the role word after a word of grouping.
        if (m_ev[roleEv].first > 0 && groupWords.contains(word(m_ev[roleEv].first - 1)))
            perRole = true;
        // "reporting to them", "who report to him": the role's pointing words, then a pronoun.
        if (objectPronouns.contains(word(m_ev[roleEv].last + 1)))
            pointingAtThem = true;
    }
    for (int t = 0; t < tokens.size(); ++t)
        if (pointingNouns.contains(tokens.at(t).lower))
            pointingNoun = t;
    const bool ranked = supEv >= 0;
    if (!(perRole && countEv >= 0 && !ranked) && !(ranked && (pointingNoun >= 0 || pointingAtThem)))
        return false;
    // Every other word is grammar, the pointing noun ("direct reports") or its pronoun.
    for (int i = 0; i < count(); ++i) {
        if (roleEvs.contains(i) || i == countEv || i == supEv || i == limitEv || tableEvs.contains(i))
            continue;
        for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
            if (!Vocabulary::builtIn().isFunctionWord(word(t)) && !groupWords.contains(word(t)))
                return false;
    }
    for (int t : m_read.unknown) {
        const QString &w = tokens.at(t).lower;
        if (t != pointingNoun && !(w == QLatin1String("direct") && t + 1 == pointingNoun) && !objectPronouns.contains(w))
            return false;
    }
    const sql::Table *rows = m_lex.schema().table(table);
    if (!rows || rows->primaryKey().size() != 1)
        return false;
    const Expr pointing = Expr::col(self->fromTable, self->fromColumns.first());
    const Expr counted = Expr::agg(QStringLiteral("COUNT"), {Expr::col(table, rows->primaryKey().first())}, true);
    m_q = Query{};
    m_q.baseTable = table;
    Condition pointsSomewhere;
    pointsSomewhere.kind = Condition::Kind::IsNull;
    pointsSomewhere.lhs = pointing;
    pointsSomewhere.negated = false;   // IS NOT NULL
    m_q.where.push_back(pointsSomewhere);
    m_q.groupBy.push_back(pointing);
    // The fields asked for: the name of the row pointed at, then the count; a one-value answer
    // asks for the name.
    const QString nameLabel = m_hint.fields.size() >= 1 ? m_hint.fields.at(0).key : QStringLiteral("manager");
    const QString countLabel = m_hint.fields.size() >= 2 ? m_hint.fields.at(1).key : QStringLiteral("reports");
    if (m_hint.fields.size() > 2)
        return false;
    m_q.select.push_back({referencedRowName(*self), nameLabel});
    if (!m_hint.isScalar() || m_hint.hasFields() || freeForm())
        m_q.select.push_back({counted, countLabel});
    const bool descending = !ranked || m_ev[supEv].tag(QStringLiteral("sup:")) == QLatin1String("sup:high");
    m_q.orderBy.push_back({counted, descending});
    m_q.orderBy.push_back({pointing, false});
    if (ranked)
        m_q.limit = limitEv >= 0 ? int(m_ev[limitEv].number) : (m_hint.isList() ? 0 : 1);
    else
        m_out.orderGuessed = true;
    for (int i = 0; i < count(); ++i)
        if (!m_ev[i].used)
            use(i, roleEvs.contains(i) ? QStringLiteral("the %1 row %2 points at").arg(table, self->fromColumns.first())
                   : i == countEv || i == supEv ? QStringLiteral("the %1 rows pointing at it, counted").arg(table)
                                                : QStringLiteral("part of the question"));
    for (int t = 0; t < tokens.size(); ++t)
        m_explainedTokens << t;
    m_out.notes << QStringLiteral("each %1 row with the %1 rows whose %2 points at it, counted").arg(table, self->fromColumns.first());
    return true;
}

} // namespace rac::semantic
