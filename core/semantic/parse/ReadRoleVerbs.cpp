// SPDX-License-Identifier: MIT
//
// "employees who manage a department", "which employees manage no department", "employees who
// do not manage the Shipping department", "employees who support no customers": a verb whose
// doer is named by another table's key to the rows asked about (departments.manager_id: to
// manage is to be a department's manager; customers.SupportRepId: to support is to be their
// support rep) says whether rows of that table point at them by that key. The verb was read as
// the employees' own manager (their manager shown, the "no" dropped) at 0.75.
#include "semantic/parse/InterpretationBuilder.h"

#include "common/TextUtil.h"

#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

namespace {

bool isVerb(const QString &word)
{
    return LexicalResources::instance().isVerbBase(word) || LexicalResources::instance().isInflectedVerb(word);
}

// Words that may stand between the verb and its object: articles, "any", "no", "some".
bool objectLead(const QString &word)
{
    return Vocabulary::builtIn().isGrammarWord("determiners", word) || word == QLatin1String("no") || word == QLatin1String("some")
        || word == QLatin1String("none") || word == QLatin1String("of");
}

} // namespace

int InterpretationBuilder::roleVerbObject(int verbToken, const QString &rows, sql::ForeignKey *role, bool *denied) const
{
    if (verbToken < 0 || verbToken >= m_read.tokens.size())
        return -1;
    const QString verb = m_read.tokens.at(verbToken).lower;
    if (!isVerb(verb))
        return -1;
    // The object: the first evidence after the verb, a table's word, or a name of its row said
    // before it ("the Shipping department"). (The verb may be read with the word after it:
    // "manage no" as a manager's number.)
    int object = 0;
    while (object < count() && m_ev[object].first <= verbToken)
        ++object;
    const auto leadOnly = [this](int ev) {
        for (int t = m_ev[ev].first; t <= m_ev[ev].last; ++t)
            if (!objectLead(m_read.tokens.at(t).lower))
                return false;
        return true;
    };
    while (object < count() && m_ev[object].entries.isEmpty() && leadOnly(object))
        ++object;
    if (object >= count())
        return -1;
    if (!m_ev[object].entry(LexEntry::Kind::Table) && object + 1 < count() && adjacent(object, object + 1)) {
        const LexEntry *v = m_ev[object].entry(LexEntry::Kind::Value);
        const LexEntry *t = m_ev[object + 1].entry(LexEntry::Kind::Table);
        if (v && t && v->table == t->table)
            ++object;
    }
    const LexEntry *table = m_ev[object].entry(LexEntry::Kind::Table);
    if (!table || table->table == rows)
        return -1;
    bool none = false;
    const int objectStart = object > 0 && m_ev[object - 1].first > verbToken && m_ev[object - 1].entry(LexEntry::Kind::Value)
        ? m_ev[object - 1].first
        : m_ev[object].first;
    for (int t = verbToken + 1; t < objectStart; ++t) {
        const QString &w = m_read.tokens.at(t).lower;
        if (!objectLead(w))
            return -1;
        none |= w == QLatin1String("no") || w == QLatin1String("none");
    }
    // The key of that table to the rows asked about whose words begin with the verb's doer.
    const QString base = LexicalResources::instance().verbBase(verb);
    QStringList doers = LexicalResources::instance().derivedNouns(verb);
    doers << (base.isEmpty() ? verb : base);
    std::optional<sql::ForeignKey> found;
    for (const sql::ForeignKey &fk : m_lex.schema().foreignKeys) {
        if (fk.fromTable != table->table || (!rows.isEmpty() && fk.toTable != rows) || fk.fromColumns.size() != 1)
            continue;
        const QString head = text::splitIdentifier(fk.fromColumns.first()).section(QLatin1Char(' '), 0, 0).toLower();
        if (!doers.contains(head, Qt::CaseInsensitive))
            continue;
        if (found)
            return -1;   // two such keys: which one the verb means is not said
        found = fk;
    }
    if (!found)
        return -1;
    // "do not manage", "never supported": the denial before the verb.
    const int before = verbToken - 1;
    if (before >= 0 && (m_read.tokens.at(before).lower == QLatin1String("not") || m_read.tokens.at(before).lower == QLatin1String("never")
                        || m_read.tokens.at(before).lower == QLatin1String("n't")))
        none = !none;
    if (role)
        *role = *found;
    if (denied)
        *denied = none;
    return object;
}

void InterpretationBuilder::readRoleVerbs()
{
    for (int verbToken = 0; verbToken < m_read.tokens.size(); ++verbToken) {
        // (A verb already read as something else is left to that reading.)
        const bool taken = std::any_of(m_ev.cbegin(), m_ev.cend(), [verbToken](const Evidence &e) {
            return e.used && e.first <= verbToken && verbToken <= e.last;
        });
        sql::ForeignKey role;
        bool denied = false;
        int object = taken || m_focus.isEmpty() ? -1 : roleVerbObject(verbToken, m_focus, &role, &denied);
        // "Who manages department 50?": "who" asks for the row the key points at, by its name,
        // though only the department was named (its manager's number came back, at 0.9).
        if (object < 0 && !taken && verbToken == 1 && m_read.tokens.first().lower == QLatin1String("who")
            && (object = roleVerbObject(verbToken, QString(), &role, &denied)) >= 0) {
            m_focus = role.toTable;
            m_q.baseTable = m_focus;
            m_whoAsked = true;
        }
        if (object < 0 || m_ev[object].used)
            continue;
        const sql::Table *focus = m_lex.schema().table(m_focus);
        if (!focus || focus->primaryKey().size() != 1)
            continue;
        auto sub = std::make_shared<Query>();
        sub->baseTable = role.fromTable;
        sub->ownTables = true;
        sub->correlate.push_back({role.fromTable, role.fromColumns.first(), m_focus, role.toColumns.value(0, focus->primaryKey().first())});
        // The row of that table the question names ("the Shipping department", "department 50")
        // is the one pointing, or not, at them.
        const int nameAt = object > 0 && m_ev[object - 1].first > verbToken && m_ev[object - 1].entry(LexEntry::Kind::Value) ? object - 1 : -1;
        int keyAt = object + 1 < count() && adjacent(object, object + 1) && m_ev[object + 1].kind == EvKind::Number ? object + 1 : -1;
        const sql::Table *named = m_lex.schema().table(role.fromTable);
        if (keyAt >= 0 && (!named || named->primaryKey().size() != 1 || !m_read.tokens.at(m_ev[keyAt].first).text.front().isDigit()))
            keyAt = -1;
        if (nameAt >= 0) {
            const LexEntry *v = m_ev[nameAt].entry(LexEntry::Kind::Value);
            Condition c;
            c.kind = Condition::Kind::In;
            c.lhs = Expr::col(v->table, v->column);
            c.list = {Expr::str(v->value)};
            sub->where.push_back(c);
        }
        if (keyAt >= 0) {
            Condition c;
            c.kind = Condition::Kind::In;
            c.lhs = Expr::col(role.fromTable, named->primaryKey().first());
            c.list = {Expr::num(m_ev[keyAt].number)};
            sub->where.push_back(c);
        }
        m_q.extraTables.removeAll(role.fromTable);
        Condition held;
        held.kind = Condition::Kind::Exists;
        held.negated = denied;
        held.sub = sub;
        addCondition(held);
        const QString how = QStringLiteral("%1 %2.%3 points at them").arg(denied ? QStringLiteral("no") : QStringLiteral("a"), role.fromTable, role.fromColumns.first());
        m_explainedTokens << verbToken;
        for (int k = 0; k <= std::max(object, keyAt); ++k) {
            const bool denial = m_ev[k].hasTag(QStringLiteral("neg")) && m_ev[k].last + 2 >= verbToken;
            if (!m_ev[k].used && (m_ev[k].last >= verbToken || denial))
                use(k, denial ? QStringLiteral("not") : how);
        }
        // (The denial's words before the verb are explained by it.)
        for (int t = verbToken - 2; t < verbToken; ++t)
            if (t >= 0 && (m_read.tokens.at(t).lower == QLatin1String("not") || m_read.tokens.at(t).lower == QLatin1String("never")))
                m_explainedTokens << t;
    }
}

} // namespace rac::semantic
