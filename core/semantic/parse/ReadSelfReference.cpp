// SPDX-License-Identifier: MIT
//
// A table that points at itself (Employees.ReportsTo -> Employees): the row pointed at is
// another row of the same table, which one alias per table cannot join. Read as subqueries
// over the table's own copy:
//   "employees who report to Andrew Fuller", "managed by Fuller"
//       EXISTS (SELECT 1 FROM Employees m WHERE m.EmployeeID = e.ReportsTo AND m.LastName = 'Fuller')
//   "each employee with their manager", an answer field "Manager"
//       (SELECT m.FirstName || ' ' || m.LastName FROM Employees m WHERE m.EmployeeID = e.ReportsTo)
// The role words ("manager", "boss", "supervisor", "managed by") are the vocabulary's; the
// column is whatever self-referencing key the schema declares or implies.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

std::optional<sql::ForeignKey> InterpretationBuilder::selfReference(const QString &table) const
{
    for (const sql::ForeignKey &fk : m_lex.schema().foreignKeys)
        if (fk.fromTable == table && fk.toTable == table && fk.fromColumns.size() == 1 && fk.toColumns.size() == 1)
            return fk;
    return std::nullopt;
}

Expr InterpretationBuilder::referencedRowName(const sql::ForeignKey &self) const
{
    auto sub = std::make_shared<Query>();
    sub->baseTable = self.toTable;
    sub->ownTables = true;
    sub->select.push_back({displayOf(self.toTable), QString()});
    sub->correlate.push_back({self.toTable, self.toColumns.first(), self.fromTable, self.fromColumns.first()});
    Expr e;
    e.kind = Expr::Kind::Subquery;
    e.sub = sub;
    return e;
}

void InterpretationBuilder::readSelfReference()
{
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].used)
            continue;
        // The words: the self-referencing column itself ("reports to") or a role word ("managed by").
        std::optional<sql::ForeignKey> self;
        if (const LexEntry *c = pickColumn(i)) {
            const std::optional<sql::ForeignKey> fk = selfReference(c->table);
            if (fk && fk->fromColumns.first() == c->column)
                self = fk;
        }
        if (!self && m_ev[i].hasTag(QStringLiteral("selfref")) && !m_focus.isEmpty())
            self = selfReference(m_focus);
        if (!self)
            continue;
        // The row pointed at, named by its values right after ("to Andrew Fuller").
        std::vector<Condition> named;
        int j = i + 1;
        for (; j < count() && adjacent(j - 1, j) && !m_ev[j].used; ++j) {
            // Only the row's name ("Andrew Fuller"): a value of another column ("from the UK")
            // is a condition on the rows asked about, not on the one they point at.
            const LexEntry *value = nullptr;
            for (const LexEntry &v : m_ev[j].entries)
                if (v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && v.table == self->toTable
                    && m_lex.displayColumns(v.table).contains(v.column))
                    value = &v;
            if (!value)
                break;
            Condition c;
            c.kind = Condition::Kind::In;
            c.lhs = Expr::col(value->table, value->column);
            c.list = {Expr::str(value->value)};
            named.push_back(c);
        }
        if (!named.empty()) {
            // "the manager of Jane Peacock": a role word before "of" names the row pointed at, so
            // the rows asked about are the ones the named row points at; "reports to Jane
            // Peacock", "managed by ..." name the row the rows asked about point at.
            const bool roleOf = m_ev[i].hasTag(QStringLiteral("selfref")) && m_ev[i].last + 1 < m_read.tokens.size()
                && m_read.tokens.at(m_ev[i].last + 1).lower == QLatin1String("of");
            auto sub = std::make_shared<Query>();
            sub->baseTable = self->toTable;
            sub->ownTables = true;
            sub->where = named;
            if (roleOf)
                sub->correlate.push_back({self->fromTable, self->fromColumns.first(), self->toTable, self->toColumns.first()});
            else
                sub->correlate.push_back({self->toTable, self->toColumns.first(), self->fromTable, self->fromColumns.first()});
            Condition exists;
            exists.kind = Condition::Kind::Exists;
            exists.sub = sub;
            addCondition(exists);
            use(i, roleOf ? QStringLiteral("the %1 row the named row's %2 points at").arg(self->toTable, self->fromColumns.first())
                          : QStringLiteral("the %1 row %2 points at").arg(self->fromTable, self->fromColumns.first()));
            for (int k = i + 1; k < j; ++k)
                use(k, QStringLiteral("names that row"));
            continue;
        }
        // "with their manager": the pointed-at row's name, shown (in a listing, no hint fields).
        if (m_ev[i].hasTag(QStringLiteral("selfref")) && !m_hint.hasFields()) {
            m_selfReferenceShown = referencedRowName(*self);
            m_selfReferenceLabel = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower();
            use(i, QStringLiteral("the %1 row %2 points at, shown").arg(self->fromTable, self->fromColumns.first()));
        }
    }
}

} // namespace rac::semantic
