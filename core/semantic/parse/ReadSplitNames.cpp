// SPDX-License-Identifier: MIT
//
// A column's name said with words inside it: "20 units currently on backorder", "1 or more units
// of them on order". The first word ("units") alone would name another column (a quantity of
// order lines); it is part of the name said a few words on ("units ... on backorder" =
// UnitsOnOrder), so the two are one reading before anything else looks at them. The other way
// round, a participle right after a figure that names the same column ("the salary paid") only
// says it again.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

#include "common/TextUtil.h"

namespace rac::semantic {

void InterpretationBuilder::joinSplitColumnNames()
{
    LexicalResources &lexical = LexicalResources::instance();
    for (int i = 0; i + 1 < count(); ++i) {
        const Evidence &part = m_ev[i];
        Evidence &whole = m_ev[i + 1];
        // One word, then at most three words that name nothing, with no comma or full stop between
        // ("the name, city and contact name" keeps its "name").
        // ("units on order for Tofu": "order" also names a table, and the quantity passes read it.)
        if (part.used || whole.used || part.first != part.last || !part.entry(LexEntry::Kind::Column) || whole.entry(LexEntry::Kind::Table)
            || whole.first > part.last + 4 || m_read.punctuationBetween(part.last, whole.first))
            continue;
        bool conjunction = false;
        for (int t = part.last + 1; t < whole.first; ++t) {
            const QString &w = m_read.tokens.at(t).lower;
            conjunction |= Vocabulary::builtIn().isGrammarWord("conjunctions", w);
        }
        if (conjunction)
            continue;
        // ("salary is paid": the word after says the first again, a word of the same figure; and
        // a word that is a column's whole name is no part of another's.)
        const QString partWord = m_read.tokens.at(part.first).lower;
        if (Vocabulary::builtIn().columnWordSynonyms(partWord).contains(m_read.spanText(whole.first, whole.last).toLower())
            || std::any_of(part.entries.cbegin(), part.entries.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Column && e.strength >= 3; }))
            continue;
        const QString word = lexical.stem(partWord);
        QList<LexEntry> containing;
        for (const LexEntry &e : std::as_const(whole.entries)) {
            if (e.kind != LexEntry::Kind::Column || m_lex.kindOf(e.table, e.column) != ColumnKind::Number)
                continue;
            const QStringList words = text::words(text::splitIdentifier(e.column));
            // The whole evidence names the rest of the column's name, not the word again.
            const bool saysWordAgain = m_read.spanText(whole.first, whole.last).toLower().contains(m_read.tokens.at(part.first).lower);
            if (!saysWordAgain && words.size() > 1
                && std::any_of(words.cbegin(), words.cend(), [&](const QString &w) { return lexical.stem(w.toLower()) == word; }))
                containing << e;
        }
        if (containing.isEmpty())
            continue;
        whole.entries = containing;
        m_splitNames.insert(i, i + 1);
        use(i, QStringLiteral("part of the name of %1").arg(containing.first().column));
        m_explainedTokens.insert(part.first);
    }
}

void InterpretationBuilder::joinFigureVerbs()
{
    // "the total salary paid", "the highest salary earned": a participle right after a figure
    // that names the same column ("paid", "earned" are words of the salary) says it again; read
    // alone it named every salary-like column and the question was declined.
    for (int i = 0; i + 1 < count(); ++i) {
        const Evidence &figure = m_ev[i];
        Evidence &verb = m_ev[i + 1];
        if (verb.used || verb.first != verb.last || verb.first != figure.last + 1 || !verb.entry(LexEntry::Kind::Column)
            || verb.entry(LexEntry::Kind::Table) || !LexicalResources::instance().isInflectedVerb(m_read.tokens.at(verb.first).lower))
            continue;
        // (The figure may be a measure over the column: "total salary".)
        const std::optional<Expr> measure = measureOf(i);
        const auto sameColumn = [&figure, &measure](const LexEntry &v) {
            if (v.kind != LexEntry::Kind::Column)
                return false;
            if (measure) {
                for (const auto &[table, column] : measure->columns())
                    if (table == v.table && column == v.column)
                        return true;
            }
            return std::any_of(figure.entries.cbegin(), figure.entries.cend(), [&v](const LexEntry &f) {
                return f.kind == LexEntry::Kind::Column && f.table == v.table && f.column == v.column;
            });
        };
        if (std::any_of(verb.entries.cbegin(), verb.entries.cend(), sameColumn))
            use(i + 1, QStringLiteral("the figure before, said by its verb"));
    }
    // "Which department pays the highest total salary?": a verb of the figure said before it,
    // with a few words between ("pays" was shown as a salary column of its own, at 0.9).
    for (int i = 0; i + 1 < count(); ++i) {
        Evidence &verb = m_ev[i];
        const QString word = m_read.tokens.at(verb.first).lower;
        // (An inflected verb only, "pays", "earns": "price (UnitPrice)" names the column twice.)
        if (verb.used || verb.first != verb.last || !verb.entry(LexEntry::Kind::Column) || verb.entry(LexEntry::Kind::Table)
            || LexicalResources::instance().verbBase(word) == word)
            continue;
        // (After a determiner it is a noun: "List the titles of the author ..." shows the titles.)
        const QString before = verb.first > 0 ? m_read.tokens.at(verb.first - 1).lower : QString();
        if (Vocabulary::builtIn().isGrammarWord("determiners", before) || Vocabulary::builtIn().isGrammarWord("possessive_determiners", before))
            continue;
        for (int j = i + 1; j < count() && j <= i + 3 && !m_read.punctuationBetween(m_ev[j - 1].last, m_ev[j].first); ++j) {
            const std::optional<Expr> measure = measureOf(j);
            bool same = false;
            for (const LexEntry &v : verb.entries) {
                if (v.kind != LexEntry::Kind::Column)
                    continue;
                for (const LexEntry &f : m_ev[j].entries)
                    same |= f.kind == LexEntry::Kind::Column && f.table == v.table && f.column == v.column && f.strength > v.strength;
                if (measure)
                    for (const auto &[table, column] : measure->columns())
                        same |= table == v.table && column == v.column;
            }
            if (same) {
                use(i, QStringLiteral("the figure after, said by its verb"));
                break;
            }
        }
    }
}

} // namespace rac::semantic
