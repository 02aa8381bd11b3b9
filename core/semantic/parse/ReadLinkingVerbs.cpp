// SPDX-License-Identifier: MIT
//
// A verb nothing else explains, standing between two things the reading already
// joined ("employees who work in the Southern region", "orders going to
// Madrid", "employees who cover the Seattle territory"): it names the link
// between them, which the schema's keys already make. Only a verb with one
// read table or stored value right before it and another right after it (only
// function words and auxiliaries between) is taken; a verb before another verb
// ("customers who stopped buying Chai") or before a date or number changes the
// meaning and stays unexplained. Which link a verb means is a guess ("customers who
// complained about Chai" are not the ones who bought it, and the data holds no
// complaints), so an answer through one is never given as certain.
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"

namespace rac::semantic {

void InterpretationBuilder::readLinkingVerbs()
{
    static const QStringList auxiliaries{QStringLiteral("is"), QStringLiteral("are"), QStringLiteral("was"), QStringLiteral("were"),
                                         QStringLiteral("be"), QStringLiteral("been"), QStringLiteral("being"), QStringLiteral("do"),
                                         QStringLiteral("does"), QStringLiteral("did")};
    const QList<Token> &tokens = m_read.tokens;
    const auto skippable = [&](int t) {
        return tokens.at(t).functionWord || Vocabulary::builtIn().isFunctionWord(tokens.at(t).lower) || auxiliaries.contains(tokens.at(t).lower);
    };
    // The table a used evidence stands for: its table, or the table of its stored value.
    const auto thingAt = [this](int token, bool endsThere) -> QString {
        for (int i = 0; i < count(); ++i) {
            if (!m_ev[i].used || (endsThere ? m_ev[i].last : m_ev[i].first) != token)
                continue;
            if (const LexEntry *t = m_ev[i].entry(LexEntry::Kind::Table))
                return t->table;
            if (const LexEntry *v = m_ev[i].entry(LexEntry::Kind::Value))
                return v->table;
        }
        return {};
    };
    for (int t : m_read.unknown) {
        const QString word = tokens.at(t).lower;
        if (m_explainedTokens.contains(t)
            || !(LexicalResources::instance().isVerbBase(word) || LexicalResources::instance().isInflectedVerb(word)))
            continue;
        // A word after a determiner or possessive is a noun ("as part of our review").
        static const QStringList determiners{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the"), QStringLiteral("our"),
                                             QStringLiteral("their"), QStringLiteral("my"), QStringLiteral("your"), QStringLiteral("his"),
                                             QStringLiteral("her"), QStringLiteral("its"), QStringLiteral("this"),
                                             QStringLiteral("these"), QStringLiteral("those")};
        if (t > 0 && determiners.contains(tokens.at(t - 1).lower))
            continue;
        int before = t - 1;
        while (before >= 0 && skippable(before))
            --before;
        int after = t + 1;
        while (after < tokens.size() && skippable(after))
            ++after;
        if (before < 0 || after >= tokens.size())
            continue;
        const QString from = thingAt(before, true), to = thingAt(after, false);
        if (from.isEmpty() || to.isEmpty() || from == to)
            continue;
        m_explainedTokens << t;
        m_out.ambiguous = true;
        m_out.notes << QStringLiteral("\"%1\" read as the link between %2 and %3").arg(tokens.at(t).text, from, to);
        m_out.coverage << QStringLiteral("%1 -> the link between %2 and %3").arg(tokens.at(t).text, from, to);
    }
}

} // namespace rac::semantic
