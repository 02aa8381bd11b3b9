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
#include "semantic/parse/LexicalResources.h"

#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

bool InterpretationBuilder::readNoOneInRole(int i, const sql::ForeignKey &self)
{
    // "no one", "nobody", "none" at a token: how many words, else 0.
    const auto noOne = [this](int t) {
        const QString w1 = m_read.tokens.value(t).lower, w2 = m_read.tokens.value(t + 1).lower;
        return w1 == QLatin1String("nobody") || w1 == QLatin1String("noone") || w1 == QLatin1String("none") ? 1
            : w1 == QLatin1String("no") && (w2 == QLatin1String("one") || w2 == QLatin1String("body"))     ? 2
                                                                                                            : 0;
    };
    const QString lastWord = m_read.tokens.at(m_ev[i].last).lower;
    const bool pointing = lastWord == QLatin1String("to") || lastWord == QLatin1String("by");
    int at = m_ev[i].last + 1;
    if (!pointing && m_read.tokens.value(at).lower == QLatin1String("of"))
        ++at;   // "the manager of no one"
    int words = noOne(at);
    bool pointsAtNone = pointing && words > 0;       // "report to no one", "managed by nobody"
    bool pointedAtByNone = !pointing && words > 0;   // "manage no one", "the manager of nobody"
    // "have nobody reporting to them": no row points at them.
    static const QStringList them{QStringLiteral("them"), QStringLiteral("him"), QStringLiteral("her")};
    if (!words && pointing && them.contains(m_read.tokens.value(m_ev[i].last + 1).lower)) {
        for (int n = 1; n <= 2 && !words; ++n)
            if (m_ev[i].first - n >= 0 && noOne(m_ev[i].first - n) == n) {
                at = m_ev[i].first - n;
                words = n;
            }
        pointedAtByNone = words > 0;
        if (words)
            m_explainedTokens << m_ev[i].last + 1;
    }
    if (!pointsAtNone && !pointedAtByNone)
        return false;
    if (pointsAtNone) {
        Condition none;
        none.kind = Condition::Kind::IsNull;
        none.lhs = Expr::col(self.fromTable, self.fromColumns.first());
        none.negated = true;   // IS NULL
        addCondition(none);
        use(i, QStringLiteral("%1 points at no row").arg(self.fromColumns.first()));
    } else {
        auto sub = std::make_shared<Query>();
        sub->baseTable = self.fromTable;
        sub->ownTables = true;
        sub->correlate.push_back({self.fromTable, self.fromColumns.first(), self.toTable, self.toColumns.first()});
        Condition none;
        none.kind = Condition::Kind::Exists;
        none.sub = sub;
        none.negated = true;   // NOT EXISTS
        addCondition(none);
        use(i, QStringLiteral("no %1 row's %2 points at them").arg(self.fromTable, self.fromColumns.first()));
    }
    for (int k = 0; k < count(); ++k)
        if (!m_ev[k].used && m_ev[k].first >= at && m_ev[k].last < at + words)
            use(k, QStringLiteral("no row"));
    for (int t = at; t < at + words; ++t)
        m_explainedTokens << t;
    if (at == m_ev[i].last + 2)
        m_explainedTokens << m_ev[i].last + 1;   // "of"
    return true;
}

bool InterpretationBuilder::readRoleAsPredicate(int i, const sql::ForeignKey &self)
{
    // "employees who are managers", "employees that are not supervisors": the role word said of
    // the rows is whether any row points at them ("not managers" had come back as the rows with
    // no manager, the top of the hierarchy, at 0.9).
    const QList<Token> &tokens = m_read.tokens;
    const QString lastWord = tokens.at(m_ev[i].last).lower;
    const QString next = tokens.value(m_ev[i].last + 1).lower;
    if (!m_ev[i].hasTag(QStringLiteral("selfref")) || lastWord == QLatin1String("to") || lastWord == QLatin1String("by")
        || next == QLatin1String("of") || next == QLatin1String("to") || next == QLatin1String("by"))
        return false;
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    int t = m_ev[i].first - 1;
    while (t >= 0 && (tokens.at(t).lower == QLatin1String("a") || tokens.at(t).lower == QLatin1String("an")))
        --t;
    const bool negated = t >= 0 && (tokens.at(t).lower == QLatin1String("not") || tokens.at(t).lower == QLatin1String("never"));
    const int negation = negated ? t-- : -1;
    if (t < 1 || !vocabulary.isGrammarWord("be_forms", tokens.at(t).lower))
        return false;
    auto sub = std::make_shared<Query>();
    sub->baseTable = self.fromTable;
    sub->ownTables = true;
    sub->correlate.push_back({self.fromTable, self.fromColumns.first(), self.toTable, self.toColumns.first()});
    Condition pointedAt;
    pointedAt.kind = Condition::Kind::Exists;
    pointedAt.sub = sub;
    pointedAt.negated = negated;
    addCondition(pointedAt);
    use(i, QStringLiteral("%1 %2 row's %3 points at them").arg(negated ? QStringLiteral("no") : QStringLiteral("some"), self.fromTable,
                                                                 self.fromColumns.first()));
    for (int k = 0; k < count(); ++k)
        if (!m_ev[k].used && m_ev[k].first <= negation && negation <= m_ev[k].last)
            use(k, QStringLiteral("not"));
    for (int k = t; k < m_ev[i].first; ++k)
        m_explainedTokens << k;
    return true;
}

std::optional<sql::ForeignKey> InterpretationBuilder::selfReference(const QString &table) const
{
    for (const sql::ForeignKey &fk : m_lex.schema().foreignKeys)
        if (fk.fromTable == table && fk.toTable == table && fk.fromColumns.size() == 1 && fk.toColumns.size() == 1)
            return fk;
    return std::nullopt;
}

Expr InterpretationBuilder::referencedRowName(const sql::ForeignKey &self, const QString &column) const
{
    auto sub = std::make_shared<Query>();
    sub->baseTable = self.toTable;
    sub->ownTables = true;
    sub->select.push_back({column.isEmpty() ? displayOf(self.toTable) : Expr::col(self.toTable, column), QString()});
    sub->correlate.push_back({self.toTable, self.toColumns.first(), self.fromTable, self.fromColumns.first()});
    Expr e;
    e.kind = Expr::Kind::Subquery;
    e.sub = sub;
    return e;
}

void InterpretationBuilder::readSelfReference()
{
    for (int i = 0; i < count(); ++i) {
        // ("employees who manage no department": another table's key, read by readRoleVerbs.)
        if (m_ev[i].used || roleVerbObject(m_ev[i].first, m_focus, nullptr, nullptr) >= 0)
            continue;
        // The words: the self-referencing column itself ("reports to") or a role word ("managed by").
        std::optional<sql::ForeignKey> self;
        bool columnNamed = false;   // "reports to" rather than a role word ("manager")
        if (const LexEntry *c = pickColumn(i)) {
            const std::optional<sql::ForeignKey> fk = selfReference(c->table);
            if (fk && fk->fromColumns.first() == c->column) {
                self = fk;
                columnNamed = true;
            }
        }
        if (!self && m_ev[i].hasTag(QStringLiteral("selfref")) && !m_focus.isEmpty())
            self = selfReference(m_focus);
        if (!self)
            continue;
        if (readNoOneInRole(i, *self) || readRoleAsPredicate(i, *self))
            continue;
        // The row pointed at, named by its values right after ("to Andrew Fuller"); or the row
        // that points, named before the role in the possessive ("Robert King's manager").
        // ("reports to the Sales Manager": a value of any of its columns said right after the
        // words, with only an article between, names the row too; the manager himself came back,
        // at 0.9.)
        // ("reports to the employee in Tacoma": the rows' own noun and a place preposition may
        // stand between; the Tacoma employee himself came back, at 0.9.)
        const Vocabulary &vocabulary = Vocabulary::builtIn();
        const auto onlyWordsOf = [&](int from, int to, bool prepositions) {
            for (int t = from; t < to; ++t)
                if (!vocabulary.isGrammarWord("determiners", m_read.tokens.at(t).lower)
                    && !(prepositions && (vocabulary.isGrammarWord("place_prepositions", m_read.tokens.at(t).lower)
                                          || vocabulary.isGrammarWord("placing_participles", m_read.tokens.at(t).lower))))
                    return false;
            return true;
        };
        // ("the manager of employee Park": "of" before the noun, after a role word.)
        const bool roleWordOf = m_ev[i].hasTag(QStringLiteral("selfref")) && m_read.tokens.value(m_ev[i].last + 1).lower == QLatin1String("of");
        const bool nounBetween = i + 2 < count() && adjacent(i, i + 1) && !m_ev[i + 1].used && tableEv(i + 1)
            && namesTable(i + 1, self->toTable) && onlyWordsOf(m_ev[i].last + 1 + (roleWordOf ? 1 : 0), m_ev[i + 1].first, false);
        // The value after the noun and its preposition (read as evidence of its own or not).
        int afterNoun = nounBetween ? i + 2 : -1;
        if (afterNoun >= 0 && afterNoun + 1 < count() && !m_ev[afterNoun].used
            && onlyWordsOf(m_ev[afterNoun].first, m_ev[afterNoun].last + 1, true))
            ++afterNoun;
        const bool prepositionAfterNoun = afterNoun >= 0 && m_ev[i + 1].last + 1 < m_ev[afterNoun].first
            && onlyWordsOf(m_ev[i + 1].last + 1, m_ev[afterNoun].first, true);
        const auto rightAfterTheWords = [&](int j) {
            if (j == i + 1)
                return onlyWordsOf(m_ev[i].last + 1, m_ev[j].first, false);
            return prepositionAfterNoun && j == afterNoun;
        };
        const auto nameOfRow = [&](int j) -> std::optional<Condition> {
            // Only the row's name ("Andrew Fuller"): a value of another column ("from the UK")
            // is a condition on the rows asked about, not on the one they point at.
            for (const LexEntry &v : m_ev[j].entries)
                if (v.kind == LexEntry::Kind::Value && v.wholeDepth == 0 && v.table == self->toTable
                    && (m_lex.displayColumns(v.table).contains(v.column) || rightAfterTheWords(j))) {
                    Condition c;
                    c.kind = Condition::Kind::In;
                    c.lhs = Expr::col(v.table, v.column);
                    c.list = {Expr::str(v.value)};
                    return c;
                }
            return std::nullopt;
        };
        std::vector<Condition> named;
        int j = i + 1;
        if (prepositionAfterNoun && nameOfRow(afterNoun))
            j = afterNoun;   // past the rows' own noun and its preposition ("the employee in ...")
        else {
            // Past the rows' own noun ("the manager of employee Park"), or past the naming word,
            // read as a name column's ("a manager named Adam Fripp").
            const bool nounRightBefore = nounBetween && m_ev[i + 2].first == m_ev[i + 1].last + 1;
            const bool namingWordBefore = i + 2 < count() && m_ev[i + 1].first == m_ev[i + 1].last && adjacent(i, i + 1) && adjacent(i + 1, i + 2)
                && vocabulary.isGrammarWord("naming_participles", m_read.tokens.at(m_ev[i + 1].first).lower);
            if ((nounRightBefore || namingWordBefore) && nameOfRow(i + 2))
                j = i + 2;
        }
        const int firstNaming = j;
        for (; j < count() && adjacent(j - 1, j) && !m_ev[j].used; ++j) {
            const std::optional<Condition> c = nameOfRow(j);
            if (!c)
                break;
            named.push_back(*c);
        }
        // "Who does Anne Dodsworth report to?": the named row is the one that points.
        int before = i;   // the first evidence of the name before the role or column words
        if (named.empty() && i > 0 && adjacent(i - 1, i) && !m_ev[i - 1].used) {
            if (columnNamed || m_read.tokens.at(m_ev[i - 1].last).possessive) {
                for (int k = i - 1; k >= 0 && (k == i - 1 || adjacent(k, k + 1)) && !m_ev[k].used; --k) {
                    const std::optional<Condition> c = nameOfRow(k);
                    if (!c)
                        break;
                    named.push_back(*c);
                    before = k;
                }
            }
        }
        if (!named.empty()) {
            // "the manager of Jane Peacock": a role word before "of" names the row pointed at, so
            // the rows asked about are the ones the named row points at; "reports to Jane
            // Peacock", "managed by ..." name the row the rows asked about point at.
            // ("Which employees does Steven King manage?": a verb of the one pointed at, said after
            // the name, makes the named row the one pointed at; "Who does Anne report to?" points.
            // The employees managing King were counted, 0 at 0.9.)
            const QString verb = m_read.tokens.at(m_ev[i].first).lower;
            const QString lastWord = m_read.tokens.at(m_ev[i].last).lower;
            const bool pointingWords = lastWord == QLatin1String("to") || lastWord == QLatin1String("by")
                || m_read.tokens.value(m_ev[i].last + 1).lower == QLatin1String("to");
            const bool verbOfThePointedAt = m_ev[i].first == m_ev[i].last && !pointingWords
                && !(m_ev[i].first > 0 && m_read.tokens.at(m_ev[i].first - 1).possessive)
                && (LexicalResources::instance().isVerbBase(verb) || LexicalResources::instance().isInflectedVerb(verb));
            const bool roleOf = (before < i && !verbOfThePointedAt)
                || (m_ev[i].hasTag(QStringLiteral("selfref")) && m_ev[i].last + 1 < m_read.tokens.size()
                    && m_read.tokens.at(m_ev[i].last + 1).lower == QLatin1String("of"));
            auto sub = std::make_shared<Query>();
            sub->baseTable = self->toTable;
            sub->ownTables = true;
            sub->where = named;
            m_rowPointedAtByNamedRow |= roleOf;
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
                use(k, k < firstNaming ? QStringLiteral("the row pointed at") : QStringLiteral("names that row"));
            for (int k = before; k < i; ++k)
                use(k, QStringLiteral("names the row whose role it is"));
            continue;
        }
        // "employees who report to employee ID 2", "reporting to employee 5": the row pointed at,
        // named by its key (employee 2 himself came back, at 0.9): the pointing column's value.
        {
            int k = i + 1;
            bool rowNamed = false;
            for (; k < count() && k <= i + 2 && adjacent(k - 1, k) && !m_ev[k].used; ++k) {
                const LexEntry *t = m_ev[k].entry(LexEntry::Kind::Table);
                const LexEntry *c = pickColumn(k);
                if (!(t && t->table == self->toTable) && !(c && c->table == self->toTable && c->column == self->toColumns.first()))
                    break;
                rowNamed = true;
            }
            const auto idWordsBetween = [this](int a, int b) {
                for (int t = m_ev[a].last + 1; t < m_ev[b].first; ++t) {
                    const QString &w = m_read.tokens.at(t).lower;
                    if (!Vocabulary::builtIn().isIdentifierWord(w)
                        && !m_read.tokens.at(t).functionWord && !Vocabulary::builtIn().isFunctionWord(w))
                        return false;
                }
                return true;
            };
            // ("employees whose manager is 2", "the staff under supervisor 5": the role word is
            // the row's noun itself.)
            const bool roleNamesRow = !columnNamed && m_ev[i].hasTag(QStringLiteral("selfref")) && k == i + 1;
            if ((rowNamed || roleNamesRow) && k < count() && m_ev[k].kind == EvKind::Number && !m_ev[k].used && idWordsBetween(k - 1, k)
                && m_read.tokens.at(m_ev[k].first).text.front().isDigit()) {
                Condition key;
                key.kind = Condition::Kind::In;
                key.lhs = Expr::col(self->fromTable, self->fromColumns.first());
                key.list = {Expr::num(m_ev[k].number)};
                // "the manager of employee 5": the role word before "of" names the row the keyed
                // row points at, not the rows pointing at it (employee 5's reports came back).
                const bool roleOfTheRow = !columnNamed && m_ev[i].hasTag(QStringLiteral("selfref"))
                    && m_read.tokens.value(m_ev[i].last + 1).lower == QLatin1String("of");
                if (roleOfTheRow) {
                    auto pointed = std::make_shared<Query>();
                    pointed->baseTable = self->fromTable;
                    pointed->ownTables = true;
                    Condition keyed;
                    keyed.kind = Condition::Kind::In;
                    keyed.lhs = Expr::col(self->fromTable, self->toColumns.first());
                    keyed.list = {Expr::num(m_ev[k].number)};
                    pointed->where = {keyed};
                    pointed->select = {{Expr::col(self->fromTable, self->fromColumns.first()), QString()}};
                    key = Condition{};
                    key.lhs = Expr::col(self->toTable, self->toColumns.first());
                    key.op = QStringLiteral("=");
                    key.rhs = Expr::subquery(pointed);
                    m_rowPointedAtByNamedRow = true;
                }
                addCondition(key);
                for (int e = i; e <= k; ++e)
                    use(e, QStringLiteral("%1.%2 = %3").arg(self->fromTable, self->fromColumns.first()).arg(m_ev[k].number));
                for (int t = m_ev[i].last + 1; t < m_ev[k].first; ++t)
                    m_explainedTokens << t;   // ("ID")
                continue;
            }
        }
        // "with their manager": the pointed-at row's name, shown (in a listing, no hint fields).
        // The key column itself ("who they report to") shows the row's name too, unless its key
        // is asked for ("the reports-to id").
        const QString after = m_ev[i].last + 1 < m_read.tokens.size() ? m_read.tokens.at(m_ev[i].last + 1).lower : QString();
        const bool keyAsked = Vocabulary::builtIn().isIdentifierWord(after);
        // ("Which employees manage customers from Germany?": a verb before another table's rows
        // says how the two are linked, not whom each employee reports to.)
        const QString word = m_read.tokens.at(m_ev[i].first).lower;
        const bool verbOfOtherRows = m_ev[i].first == m_ev[i].last && i + 1 < count() && adjacent(i, i + 1) && tableEv(i + 1)
            && m_ev[i + 1].entry(LexEntry::Kind::Table)->table != self->fromTable
            && (LexicalResources::instance().isVerbBase(word) || LexicalResources::instance().isInflectedVerb(word));
        if (verbOfOtherRows)
            continue;
        if ((m_ev[i].hasTag(QStringLiteral("selfref")) || (columnNamed && !keyAsked)) && !m_hint.hasFields()) {
            m_selfReferenceShown = referencedRowName(*self);
            m_selfReferenceLabel = m_read.spanText(m_ev[i].first, m_ev[i].last).toLower();
            use(i, QStringLiteral("the %1 row %2 points at, shown").arg(self->fromTable, self->fromColumns.first()));
        }
    }
}

} // namespace rac::semantic
