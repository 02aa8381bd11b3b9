// SPDX-License-Identifier: MIT
//
// LexicalResources: general English from Debian's lexical packages instead of
// word lists in code. WordNet gives base forms, synonyms and pertainyms
// ("Italian" -> Italy, "American" -> United States); Snowball gives stems;
// Hunspell says whether a word is English at all, so an unknown word can be
// treated as a typo of a schema word. Each resource is optional: when its data
// files are missing the calls answer empty and the parser works on its own
// lexicon alone. One process-wide instance; every call is thread-safe (the C
// libraries keep global or per-handle state, so calls are serialised and
// their answers cached).
#pragma once

#include <QString>
#include <QList>
#include <QPair>
#include <QStringList>

namespace rac::semantic {

class LexicalResources {
public:
    static LexicalResources &instance();

    // Snowball English stem of a lower-case word ("categories" -> "categori").
    QString stem(const QString &word);
    // Countries and other nouns an adjective pertains to ("swedish" -> "sweden").
    QStringList pertainyms(const QString &adjective);
    // Words of the first `senses` noun senses of a word or phrase ("usa" -> "united states", "us", ...).
    QStringList nounSynonyms(const QString &phrase, int senses);
    // The wholes a place or thing is part or a member of, with how many steps up ("germany" ->
    // europe 1, eu 1, nato 1; "norway" -> scandinavia 1, europe 2), from its first noun sense only.
    QList<QPair<QString, int>> wholesOf(const QString &noun, int maxDepth);
    // What a noun is a kind of: the words of the direct hypernym of its first sense
    // ("salespeople" -> employee; "shopper" -> customer, client).
    QStringList kindsOf(const QString &noun);
    // True when Hunspell knows the word (any case).
    bool isEnglish(const QString &word);
    // Hunspell's corrections of a misspelt word, best first ("custmer" -> customer); empty without a dictionary.
    QStringList suggestions(const QString &word);
    // WordNet's morphology: a verb form other than the base ("sent", "shipped", "born"), not a noun.
    bool isInflectedVerb(const QString &word);
    // WordNet lists the word as a verb in its base form ("produce", "order", "list").
    bool isVerbBase(const QString &word);
    // The verb's base form ("generates", "generated", "generating" -> generate); the word itself
    // when it is a base or no verb.
    QString verbBase(const QString &word);
    // The singular of a noun WordNet knows, irregular ones too ("salesmen" -> salesman); the word
    // itself when it is no plural WordNet lists.
    QString nounBase(const QString &word);
    // Nouns WordNet derives from the verb of any form ("supplied" -> supplier, provider, supply;
    // "ship" -> shipper, shipment): who or what does what the verb says.
    QStringList derivedNouns(const QString &verb);
    // Single-word nouns and adjectives WordNet lists that begin with the prefix and run longer
    // ("indep" -> independence, independent, ...): what an abbreviated name may stand for.
    QStringList wordsExtending(const QString &prefix);
    // "gnp" -> "gross national product": WordNet's synonyms of an acronym that it spells.
    QStringList acronymExpansions(const QString &acronym);

    bool hasWordNet() const { return m_wordnet; }

private:
    LexicalResources();
    ~LexicalResources();
    LexicalResources(const LexicalResources &) = delete;
    LexicalResources &operator=(const LexicalResources &) = delete;

    struct Impl;
    Impl *m_impl;
    bool m_wordnet = false;
};

} // namespace rac::semantic
