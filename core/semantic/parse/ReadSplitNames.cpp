// SPDX-License-Identifier: MIT
//
// A column's name said with words inside it: "20 units currently on backorder", "1 or more units
// of them on order". The first word ("units") alone would name another column (a quantity of
// order lines); it is part of the name said a few words on ("units ... on backorder" =
// UnitsOnOrder), so the two are one reading before anything else looks at them.
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
        const QString word = lexical.stem(m_read.tokens.at(part.first).lower);
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

} // namespace rac::semantic
