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

#include <cmath>

namespace rac::semantic {

std::optional<InterpretationBuilder::ReportCount> InterpretationBuilder::matchReportCount() const
{
    const QList<Token> &tokens = m_read.tokens;
    const auto word = [&tokens](int t) { return t >= 0 && t < tokens.size() ? tokens.at(t).lower : QString(); };
    static const QStringList objectPronouns{QStringLiteral("them"), QStringLiteral("him"), QStringLiteral("her"), QStringLiteral("it")};
    static const QStringList groupWords{QStringLiteral("each"), QStringLiteral("per"), QStringLiteral("every"), QStringLiteral("by")};
    ReportCount m;
    int pointingNoun = -1;
    bool perRole = false, pointingAtThem = false;
    QList<int> read;
    for (int i = 0; i < count(); ++i) {
        const Evidence &e = m_ev[i];
        if (tableEv(i)) {
            const QString t = e.entry(LexEntry::Kind::Table)->table;
            if (!m.table.isEmpty() && t != m.table)
                return std::nullopt;
            m.table = t;
            read << i;
        } else if (e.hasTag(QStringLiteral("selfref"))) {
            m.roleEvs << i;
            read << i;
        } else if (e.tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && m.countEv < 0) {
            m.countEv = i;
            read << i;
        } else if ((e.tag(QStringLiteral("sup:")) == QLatin1String("sup:high") || e.tag(QStringLiteral("sup:")) == QLatin1String("sup:low")) && m.supEv < 0) {
            m.supEv = i;
            read << i;
        } else if (e.kind == EvKind::Number && m.limitEv < 0 && e.number >= 1 && e.number == std::floor(e.number)) {
            m.limitEv = i;
            read << i;
        } else if (!e.hasTag(QStringLiteral("group")) && !e.entries.isEmpty()) {
            return std::nullopt;
        }
    }
    if (m.table.isEmpty())
        return std::nullopt;
    m.self = selfReference(m.table);
    const sql::Table *rows = m_lex.schema().table(m.table);
    if (!m.self || !rows || rows->primaryKey().size() != 1)
        return std::nullopt;
    m.key = rows->primaryKey().first();
    for (int roleEv : std::as_const(m.roleEvs)) {
        // "each manager", "per manager": the role word after a word of grouping.
        perRole |= m_ev[roleEv].first > 0 && groupWords.contains(word(m_ev[roleEv].first - 1));
        // "reporting to them", "who report to him": the role's pointing words, then a pronoun.
        pointingAtThem |= objectPronouns.contains(word(m_ev[roleEv].last + 1));
    }
    for (int t = 0; t < tokens.size(); ++t)
        if (Vocabulary::builtIn().isGrammarWord("report_nouns", tokens.at(t).lower))
            pointingNoun = t;
    const bool ranked = m.supEv >= 0;
    if (!(perRole && m.countEv >= 0 && !ranked) && !(ranked && (pointingNoun >= 0 || pointingAtThem)))
        return std::nullopt;
    // ("the fewest direct reports": the rows no row points at have fewest, and grouped by the
    // pointing key they are not there; the managers alone were ranked, at 0.9.)
    if (ranked && m_ev[m.supEv].tag(QStringLiteral("sup:")) != QLatin1String("sup:high"))
        return std::nullopt;
    // Every other word is grammar, the pointing noun ("direct reports") or its pronoun.
    for (int i = 0; i < count(); ++i) {
        if (read.contains(i))
            continue;
        for (int t = m_ev[i].first; t <= m_ev[i].last; ++t)
            if (!Vocabulary::builtIn().isFunctionWord(word(t)) && !groupWords.contains(word(t)))
                return std::nullopt;
    }
    for (int t : m_read.unknown) {
        const QString &w = tokens.at(t).lower;
        if (t != pointingNoun && !(w == QLatin1String("direct") && t + 1 == pointingNoun) && !objectPronouns.contains(w))
            return std::nullopt;
    }
    // The answer's form: the name and the count ({Manager, Reports}), the name alone (a text), or
    // the count alone (a number); other fields are not these.
    const bool twoFields = m_hint.fields.size() == 2 && m_hint.fields.at(1).type != answer::ScalarType::Str;
    m.showName = freeForm() || twoFields || (m_hint.isScalar() && m_hint.scalar == answer::ScalarType::Str) || (m_hint.isList() && !m_hint.hasFields());
    m.showCount = freeForm() || twoFields || m_hint.isNumericScalar();
    if (!m.showName && !m.showCount)
        return std::nullopt;
    m.ranked = ranked;
    return m;
}

bool InterpretationBuilder::readReportCounts()
{
    const std::optional<ReportCount> m = matchReportCount();
    if (!m)
        return false;
    const Expr pointing = Expr::col(m->self->fromTable, m->self->fromColumns.first());
    const Expr counted = Expr::agg(QStringLiteral("COUNT"), {Expr::col(m->table, m->key)}, true);
    m_q = Query{};
    m_q.baseTable = m->table;
    Condition pointsSomewhere;
    pointsSomewhere.kind = Condition::Kind::IsNull;
    pointsSomewhere.lhs = pointing;
    pointsSomewhere.negated = false;   // IS NOT NULL
    m_q.where.push_back(pointsSomewhere);
    m_q.groupBy.push_back(pointing);
    if (m->showName)
        m_q.select.push_back({referencedRowName(*m->self), m_hint.fields.size() == 2 ? m_hint.fields.at(0).key : QStringLiteral("manager")});
    if (m->showCount)
        m_q.select.push_back({counted, m_hint.fields.size() == 2 ? m_hint.fields.at(1).key : QStringLiteral("reports")});
    m_q.orderBy.push_back({counted, true});
    m_q.orderBy.push_back({pointing, false});
    if (m->ranked)
        m_q.limit = m->limitEv >= 0 ? int(m_ev[m->limitEv].number) : (m_hint.isList() ? 0 : 1);
    else
        m_out.orderGuessed = true;
    for (int i = 0; i < count(); ++i)
        if (!m_ev[i].used)
            use(i, m->roleEvs.contains(i) ? QStringLiteral("the %1 row %2 points at").arg(m->table, m->self->fromColumns.first())
                   : i == m->countEv || i == m->supEv ? QStringLiteral("the %1 rows pointing at it, counted").arg(m->table)
                                                      : QStringLiteral("part of the question"));
    for (int t = 0; t < m_read.tokens.size(); ++t)
        m_explainedTokens << t;
    m_out.notes << QStringLiteral("each %1 row with the %1 rows whose %2 points at it, counted").arg(m->table, m->self->fromColumns.first());
    return true;
}

} // namespace rac::semantic
