// SPDX-License-Identifier: MIT
#include "semantic/parse/CompanyRoles.h"

#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Lexicon.h"
#include "semantic/parse/Vocabulary.h"

#include <QSet>

namespace rac::semantic {

bool namesCompanies(const QString &word)
{
    const QString one = word.endsWith(QLatin1String("ies")) ? word.chopped(3) + QLatin1Char('y')
        : word.endsWith(QLatin1String("es")) && word.endsWith(QLatin1String("sses")) ? word.chopped(2)
        : word.endsWith(QLatin1Char('s'))                                           ? word.chopped(1)
                                                                                    : word;
    return Vocabulary::builtIn().isGrammarWord("business_self_nouns", word) || Vocabulary::builtIn().isGrammarWord("business_self_nouns", one);
}

namespace {

bool verbForm(const QString &word)
{
    LexicalResources &wordnet = LexicalResources::instance();
    return wordnet.isVerbBase(word) || wordnet.isInflectedVerb(word) || wordnet.verbBase(word) != word;
}

// The verb whose doer the word at `noun` is, or -1: "supplied by (the) companies" before it,
// "companies (that|which|who) supply" or "companies supplying" after it.
int doerOf(const QList<Token> &tokens, int noun)
{
    static const QStringList determiners{QStringLiteral("the"), QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("some"),
                                         QStringLiteral("any"), QStringLiteral("those"), QStringLiteral("these")};
    // "How many countries does the company sell to", "our company": the business itself.
    static const QStringList auxiliaries{QStringLiteral("do"), QStringLiteral("does"), QStringLiteral("did"), QStringLiteral("has"),
                                         QStringLiteral("have"), QStringLiteral("had")};
    if (noun >= 1 && (tokens.at(noun - 1).lower == QLatin1String("our")
                      || (noun >= 2 && tokens.at(noun - 1).lower == QLatin1String("the") && auxiliaries.contains(tokens.at(noun - 2).lower))))
        return -1;
    int k = noun - 1;
    while (k >= 0 && determiners.contains(tokens.at(k).lower))
        --k;
    if (k >= 1 && tokens.at(k).lower == QLatin1String("by") && LexicalResources::instance().isInflectedVerb(tokens.at(k - 1).lower))
        return k - 1;
    static const QStringList relatives{QStringLiteral("that"), QStringLiteral("which"), QStringLiteral("who")};
    k = noun + 1;
    if (k < tokens.size() && relatives.contains(tokens.at(k).lower))
        ++k;
    // (Not a participle of place: "companies based in Germany" are where they are, not what they do.)
    if (k < tokens.size() && !tokens.at(k).quoted && !tokens.at(k).number && verbForm(tokens.at(k).lower)
        && !(k == noun + 1 && LexicalResources::instance().isInflectedVerb(tokens.at(k).lower) && !tokens.at(k).lower.endsWith(QLatin1String("ing"))))
        return k;
    return -1;
}

} // namespace

QStringList tablesNamedAsCompanies(const Lexicon &lexicon)
{
    QStringList out;
    for (const sql::Table &table : lexicon.schema().tables)
        for (const QString &c : lexicon.displayColumns(table.name))
            if (c.startsWith(QLatin1String("company"), Qt::CaseInsensitive) && !out.contains(table.name))
                out << table.name;
    return out;
}

void readCompanyRolesByVerb(const Lexicon &lexicon, ReadQuestion &read)
{
    const QStringList companies = tablesNamedAsCompanies(lexicon);
    if (companies.size() < 2)
        return;
    for (Evidence &e : read.evidence) {
        const LexEntry *table = e.entry(LexEntry::Kind::Table);
        if (e.kind != Evidence::Kind::Lexicon || e.first != e.last || !table || !companies.contains(table->table)
            || read.tokens.at(e.first).quoted || !namesCompanies(read.tokens.at(e.first).lower))
            continue;
        const int verb = doerOf(read.tokens, e.first);
        if (verb < 0)
            continue;
        // Every company table a noun derived from the verb names ("supply" -> supplier, provider).
        QList<LexEntry> doers;
        for (const QString &noun : LexicalResources::instance().derivedNouns(read.tokens.at(verb).lower)) {
            for (const LexEntry &x : lexicon.lookup(stemPhrase(noun))) {
                const bool known = std::any_of(doers.cbegin(), doers.cend(), [&x](const LexEntry &d) { return d.table == x.table; });
                if (x.kind == LexEntry::Kind::Table && companies.contains(x.table) && !known)
                    doers << x;
            }
        }
        if (doers.size() != 1)
            continue;
        read.rolesByVerb << e.first;
        if (doers.front().table == table->table)
            continue;
        read.notes << QStringLiteral("\"%1\" read as %2: they %3").arg(read.tokens.at(e.first).text, doers.front().table, read.tokens.at(verb).text);
        e.entries = {doers.front()};
    }
}

} // namespace rac::semantic
