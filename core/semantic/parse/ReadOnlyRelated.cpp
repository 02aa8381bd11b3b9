// SPDX-License-Identifier: MIT
//
// "only" before the rows related to the ones asked about: "reviewers who rated only movies made
// before 1980", "sailors who reserved only red boats". Each row qualifies when it has such rows
// and none of them fails the conditions said after "only":
//   EXISTS (related rows) AND NOT EXISTS (related rows WHERE NOT <conditions>)
// Read as "some related row meets them" (the word dropped), every reviewer with one old movie
// came back, at 0.75.
#include "semantic/parse/InterpretationBuilder.h"
#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

namespace {

// The condition that holds exactly where `c` does not (a NULL still meets neither).
std::optional<Condition> negationOf(Condition c)
{
    static const QHash<QString, QString> opposite{{QStringLiteral("="), QStringLiteral("<>")},  {QStringLiteral("<>"), QStringLiteral("=")},
                                                  {QStringLiteral("<"), QStringLiteral(">=")},  {QStringLiteral(">="), QStringLiteral("<")},
                                                  {QStringLiteral(">"), QStringLiteral("<=")},  {QStringLiteral("<="), QStringLiteral(">")}};
    switch (c.kind) {
    case Condition::Kind::Compare:
        if (!opposite.contains(c.op))
            return std::nullopt;
        c.op = opposite.value(c.op);
        return c;
    case Condition::Kind::Like:
    case Condition::Kind::IsNull:
    case Condition::Kind::In:
    case Condition::Kind::Exists:
    case Condition::Kind::Flag:
        c.negated = !c.negated;
        return c;
    case Condition::Kind::Any:
        return std::nullopt;   // (a conjunction of negations has no one condition here)
    }
    return std::nullopt;
}

} // namespace

int InterpretationBuilder::onlyBeforeRelatedRows() const
{
    // "rated only movies", "frequented only by women", "reserved only the red boats": "only" after
    // a verb and before what the verb reaches; not "the only", "only 3", "only once", "only show".
    for (int t = 1; t + 1 < m_read.tokens.size(); ++t) {
        if (m_read.tokens.at(t).lower != QLatin1String("only") || evidenceCovering(t) >= 0)
            continue;
        const QString before = m_read.tokens.at(t - 1).lower;
        if (Vocabulary::builtIn().isGrammarWord("determiners", before))
            continue;
        // ("(counting only invoices billed to the USA)", "including only shipped orders": which
        // rows the figure takes, a condition on some of them, not on every one.)
        static const QStringList restricting{QStringLiteral("counting"), QStringLiteral("count"),      QStringLiteral("including"),
                                             QStringLiteral("include"),  QStringLiteral("considering"), QStringLiteral("consider"),
                                             QStringLiteral("using"),    QStringLiteral("use"),         QStringLiteral("taking"),
                                             QStringLiteral("keeping"),  QStringLiteral("looking"),     QStringLiteral("with")};
        if (restricting.contains(before))
            continue;
        int next = t + 1;
        while (next < m_read.tokens.size()
               && (m_read.tokens.at(next).lower == QLatin1String("by") || Vocabulary::builtIn().isGrammarWord("determiners", m_read.tokens.at(next).lower)))
            ++next;
        const int e = next < m_read.tokens.size() ? evidenceCovering(next) : -1;
        if (e < 0 || m_ev[e].kind == EvKind::Number)
            continue;
        // ("List only the products that ...", "keeping only the categories with ...", "counting
        // only salaries above 1000": the rows asked about, their groups or their own values, not
        // rows below them.)
        const LexEntry *named = tableEv(e) ? m_ev[e].entry(LexEntry::Kind::Table) : m_ev[e].entry(LexEntry::Kind::Value);
        if (!named)
            named = columnOf(e);
        // ("pizzerias that serve only pizzas eaten by ...": a column's values the verb's own rows
        // keep, which no table holds; they are no rows to quantify over, and the word is not
        // dropped either: it was, and every pizzeria with one such pizza came back.)
        const int verb = evidenceCovering(t - 1);
        LexicalResources &words = LexicalResources::instance();
        const bool verbBefore = words.isVerbBase(before) || words.isInflectedVerb(before);
        if (named && verbBefore && !tableEv(e) && !m_ev[e].entry(LexEntry::Kind::Value) && verb >= 0 && tableEv(verb)
            && m_ev[verb].entry(LexEntry::Kind::Table)->table == named->table && m_ev[verb].entry(LexEntry::Kind::Table)->table == m_focus)
            return t;
        if (!named || named->table == m_focus || m_groupTables.contains(named->table) || belongsTo(m_focus, named->table))
            continue;
        return t;
    }
    return -1;
}

bool InterpretationBuilder::readOnlyRelatedRows()
{
    const int only = onlyBeforeRelatedRows();
    if (only < 0 || m_focus.isEmpty())
        return false;
    // The conditions on rows below the focus (a reviewer's ratings, their movies) are taken as
    // said after "only"; conditions on the focus's own row or the rows it belongs to stay.
    // (A condition on those rows said before "only", "ordered in 1997 only beverages", is not
    // told apart: it joins the ones every row must meet.)
    std::vector<Condition> related, own;
    QStringList relatedTables;
    for (const Condition &c : m_q.where) {
        const QStringList tables = c.tables();
        const bool below = !tables.isEmpty() && std::all_of(tables.cbegin(), tables.cend(), [this](const QString &t) {
            return t != m_focus && !belongsTo(m_focus, t);
        });
        if (below && c.kind != Condition::Kind::Exists) {
            related.push_back(c);
            for (const QString &t : tables)
                if (!relatedTables.contains(t))
                    relatedTables << t;
        } else {
            own.push_back(c);
        }
    }
    const QString said = m_read.spanText(only, std::min(int(m_read.tokens.size()) - 1, only + 2));
    if (related.empty()) {
        m_out.notUnderstood << QStringLiteral("\"%1\": rows with none but those").arg(said);
        return false;
    }
    // NOT (a AND b) is one negated condition per conjunct, any of them: one conjunct only here.
    std::vector<Condition> failing;
    for (const Condition &c : related) {
        const std::optional<Condition> n = negationOf(c);
        if (!n) {
            m_out.notUnderstood << QStringLiteral("\"%1\": rows with none but those").arg(said);
            return false;
        }
        failing.push_back(*n);
    }
    Condition anyFails;
    if (failing.size() == 1) {
        anyFails = failing.front();
    } else {
        anyFails.kind = Condition::Kind::Any;
        anyFails.any = failing;
    }
    const std::shared_ptr<Query> some = perFocusRow();
    const std::shared_ptr<Query> none = perFocusRow();
    if (!some || !none) {
        m_out.notUnderstood << QStringLiteral("\"%1\": rows with none but those").arg(said);
        return false;
    }
    some->extraTables = relatedTables;
    some->through = m_q.through;
    none->extraTables = relatedTables;
    none->through = m_q.through;
    none->where = {anyFails};
    Condition has;
    has.kind = Condition::Kind::Exists;
    has.sub = some;
    Condition lacks;
    lacks.kind = Condition::Kind::Exists;
    lacks.negated = true;
    lacks.sub = none;
    own.push_back(has);
    own.push_back(lacks);
    m_q.where = own;
    m_q.through.clear();
    m_q.extraTables.removeIf([&relatedTables](const QString &t) { return relatedTables.contains(t); });
    m_explainedTokens << only;
    m_out.notes << QStringLiteral("only: every related %1 row meets the conditions said after it").arg(relatedTables.join(QStringLiteral(", ")));
    return true;
}

} // namespace rac::semantic
