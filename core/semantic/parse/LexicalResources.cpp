// SPDX-License-Identifier: MIT
#include "semantic/parse/LexicalResources.h"

#include <QFile>
#include <QHash>

#include <hunspell/hunspell.h>
#include <libstemmer.h>
#include <algorithm>
#include <mutex>

extern "C" {
#include <wn.h>
}

namespace rac::semantic {

struct LexicalResources::Impl {
    std::mutex mutex;   // guards everything below and every call into the C libraries
    sb_stemmer *stemmer = nullptr;
    Hunhandle *hunspell = nullptr;
    QHash<QString, QString> stems;
    QHash<QString, QStringList> pertainyms;
    QHash<QString, QStringList> synonyms;
    QHash<QString, bool> english;
    QHash<QString, QStringList> suggestions;
    QHash<QString, bool> inflectedVerbs;
    QHash<QString, bool> verbBases;
    QHash<QString, QString> verbBaseForms;
    QHash<QString, QStringList> derivedNouns;
    QHash<QString, QList<QPair<QString, int>>> wholes;
    QHash<QString, QStringList> kinds;
    QStringList lemmas;          // single-word nouns and adjectives, sorted (loaded on first use)
    bool lemmasLoaded = false;

    // The verb's base form by WordNet's morphology, the word itself for a base or a non-verb;
    // cached. The caller holds the mutex.
    QString verbBaseLocked(const QString &word)
    {
        if (const auto it = verbBaseForms.constFind(word); it != verbBaseForms.constEnd())
            return *it;
        QByteArray key = word.toLatin1();
        const char *base = morphstr(key.data(), VERB);
        QString out = base ? QString::fromLatin1(base) : word;
        verbBaseForms.insert(word, out);
        return out;
    }
};

namespace {

QString wordnetText(const char *word)
{
    // WordNet writes multi-word lemmas with underscores and marks some with "(p)".
    QString s = QString::fromLatin1(word);
    s.replace(QLatin1Char('_'), QLatin1Char(' '));
    const qsizetype paren = s.indexOf(QLatin1Char('('));
    if (paren > 0)
        s.truncate(paren);
    return s.toLower().trimmed();
}

QStringList synsetWords(SynsetPtr synset)
{
    QStringList out;
    for (int i = 0; i < synset->wcount; ++i) {
        const QString w = wordnetText(synset->words[i]);
        if (!out.contains(w))
            out << w;
    }
    return out;
}

// The words of the synsets a pointer of one kind leads to from every sense of a word
// ("swedish" -PERTPTR-> sweden; "supply" -DERIVATION-> supplier), only of part of speech
// `targetPos` ("n") when given. The caller holds the mutex.
QStringList pointedWords(const QString &word, int pos, int pointer, const char *targetPos = nullptr)
{
    QStringList out;
    QByteArray key = word.toLatin1();
    if (SynsetPtr senses = findtheinfo_ds(key.data(), pos, pointer, ALLSENSES)) {
        for (SynsetPtr sense = senses; sense; sense = sense->nextss) {
            for (SynsetPtr target = sense->ptrlist; target; target = target->nextss) {
                if (targetPos && (!target->pos || qstrcmp(target->pos, targetPos) != 0))
                    continue;
                for (const QString &w : synsetWords(target)) {
                    if (!out.contains(w))
                        out << w;
                }
            }
        }
        free_syns(senses);
    }
    return out;
}

} // namespace

LexicalResources &LexicalResources::instance()
{
    static LexicalResources resources;
    return resources;
}

LexicalResources::LexicalResources() : m_impl(new Impl)
{
    m_impl->stemmer = sb_stemmer_new("english", nullptr);
    const QByteArray aff = "/usr/share/hunspell/en_US.aff";
    const QByteArray dic = "/usr/share/hunspell/en_US.dic";
    if (QFile::exists(QString::fromLatin1(aff)) && QFile::exists(QString::fromLatin1(dic)))
        m_impl->hunspell = Hunspell_create(aff.constData(), dic.constData());
    // wninit() returns 0 on success; it reads the dictionary from WNHOME or the default path.
    m_wordnet = wninit() == 0;
}

LexicalResources::~LexicalResources()
{
    if (m_impl->stemmer)
        sb_stemmer_delete(m_impl->stemmer);
    if (m_impl->hunspell)
        Hunspell_destroy(m_impl->hunspell);
    delete m_impl;
}

QString LexicalResources::stem(const QString &word)
{
    std::lock_guard lock(m_impl->mutex);
    if (const auto it = m_impl->stems.constFind(word); it != m_impl->stems.constEnd())
        return *it;
    QString out = word;
    if (m_impl->stemmer) {
        const QByteArray utf8 = word.toUtf8();
        const sb_symbol *s = sb_stemmer_stem(m_impl->stemmer, reinterpret_cast<const sb_symbol *>(utf8.constData()),
                                             int(utf8.size()));
        if (s)
            out = QString::fromUtf8(reinterpret_cast<const char *>(s), sb_stemmer_length(m_impl->stemmer));
    }
    m_impl->stems.insert(word, out);
    return out;
}

QStringList LexicalResources::pertainyms(const QString &adjective)
{
    if (!m_wordnet)
        return {};
    std::lock_guard lock(m_impl->mutex);
    if (const auto it = m_impl->pertainyms.constFind(adjective); it != m_impl->pertainyms.constEnd())
        return *it;
    QStringList out = pointedWords(adjective, ADJ, PERTPTR);
    m_impl->pertainyms.insert(adjective, out);
    return out;
}

QStringList LexicalResources::nounSynonyms(const QString &phrase, int senses)
{
    if (!m_wordnet)
        return {};
    const QString cacheKey = phrase + QLatin1Char('#') + QString::number(senses);
    std::lock_guard lock(m_impl->mutex);
    if (const auto it = m_impl->synonyms.constFind(cacheKey); it != m_impl->synonyms.constEnd())
        return *it;
    QStringList out;
    QString lookup = phrase;
    lookup.replace(QLatin1Char(' '), QLatin1Char('_'));
    QByteArray key = lookup.toLatin1();
    if (SynsetPtr found = findtheinfo_ds(key.data(), NOUN, SYNS, ALLSENSES)) {
        int n = 0;
        for (SynsetPtr sense = found; sense && n < senses; sense = sense->nextss, ++n) {
            for (const QString &w : synsetWords(sense)) {
                if (!out.contains(w))
                    out << w;
            }
        }
        free_syns(found);
    }
    m_impl->synonyms.insert(cacheKey, out);
    return out;
}

QList<QPair<QString, int>> LexicalResources::wholesOf(const QString &noun, int maxDepth)
{
    if (!m_wordnet)
        return {};
    const QString cacheKey = noun + QLatin1Char('#') + QString::number(maxDepth);
    std::lock_guard lock(m_impl->mutex);
    if (const auto it = m_impl->wholes.constFind(cacheKey); it != m_impl->wholes.constEnd())
        return *it;
    QList<QPair<QString, int>> out;
    QString lookup = noun;
    lookup.replace(QLatin1Char(' '), QLatin1Char('_'));
    QByteArray key = lookup.toLatin1();
    // The first sense only: "Paris" the capital, not a town in Texas.
    if (SynsetPtr sense = findtheinfo_ds(key.data(), NOUN, SYNS, 1)) {
        QList<SynsetPtr> level{sense}, owned;
        for (int depth = 1; depth <= maxDepth && !level.isEmpty(); ++depth) {
            QList<SynsetPtr> next;
            for (SynsetPtr s : std::as_const(level)) {
                for (int pointer : {ISPARTPTR, ISMEMBERPTR}) {
                    SynsetPtr found = traceptrs_ds(s, pointer, NOUN, 0);
                    if (!found)
                        continue;
                    owned << found;
                    for (SynsetPtr whole = found; whole; whole = whole->nextss) {
                        for (const QString &w : synsetWords(whole)) {
                            const bool seen = std::any_of(out.cbegin(), out.cend(), [&w](const QPair<QString, int> &p) { return p.first == w; });
                            if (!seen)
                                out.append({w, depth});
                        }
                        next << whole;
                    }
                }
            }
            level = next;
        }
        for (SynsetPtr s : std::as_const(owned))
            free_syns(s);
        free_syns(sense);
    }
    m_impl->wholes.insert(cacheKey, out);
    return out;
}

QStringList LexicalResources::kindsOf(const QString &noun)
{
    if (!m_wordnet)
        return {};
    std::lock_guard lock(m_impl->mutex);
    if (const auto it = m_impl->kinds.constFind(noun); it != m_impl->kinds.constEnd())
        return *it;
    QStringList out;
    QByteArray key = noun.toLatin1();
    // morphstr gives the base of a plural ("salespeople" -> salesperson), or nothing for a base form.
    const char *base = morphstr(key.data(), NOUN);
    QByteArray lemma = base ? QByteArray(base) : key;
    // The first sense only, one step up: a salesperson is an employee, not (two steps up) a worker.
    if (SynsetPtr sense = findtheinfo_ds(lemma.data(), NOUN, SYNS, 1)) {
        if (SynsetPtr up = traceptrs_ds(sense, HYPERPTR, NOUN, 0)) {
            for (SynsetPtr s = up; s; s = s->nextss) {
                for (const QString &w : synsetWords(s)) {
                    if (!out.contains(w))
                        out << w;
                }
            }
            free_syns(up);
        }
        free_syns(sense);
    }
    m_impl->kinds.insert(noun, out);
    return out;
}

bool LexicalResources::isEnglish(const QString &word)
{
    std::lock_guard lock(m_impl->mutex);
    if (!m_impl->hunspell)
        return true;   // without a dictionary nothing is corrected
    if (const auto it = m_impl->english.constFind(word); it != m_impl->english.constEnd())
        return *it;
    // Debian's en_US dictionary is UTF-8 ("SET UTF-8" in its .aff).
    const QByteArray utf8 = word.toUtf8();
    const bool known = Hunspell_spell(m_impl->hunspell, utf8.constData()) != 0;
    m_impl->english.insert(word, known);
    return known;
}

bool LexicalResources::isInflectedVerb(const QString &word)
{
    if (!m_wordnet)
        return word.endsWith(QLatin1String("ed"));
    std::lock_guard lock(m_impl->mutex);
    if (const auto it = m_impl->inflectedVerbs.constFind(word); it != m_impl->inflectedVerbs.constEnd())
        return *it;
    QByteArray key = word.toLatin1();
    bool inflected = m_impl->verbBaseLocked(word) != word;
    // "costs", "orders": a plural noun reduces to a verb base too; it is the noun.
    if (inflected) {
        const char *noun = morphstr(key.data(), NOUN);
        inflected = !(noun && QString::fromLatin1(noun) != word);
    }
    m_impl->inflectedVerbs.insert(word, inflected);
    return inflected;
}

bool LexicalResources::isVerbBase(const QString &word)
{
    if (!m_wordnet)
        return false;
    std::lock_guard lock(m_impl->mutex);
    if (const auto it = m_impl->verbBases.constFind(word); it != m_impl->verbBases.constEnd())
        return *it;
    QByteArray key = word.toLatin1();
    // in_wn() with one part of speech answers whether the word is listed as that part; a base
    // form is one morphstr() does not reduce further.
    const bool verb = in_wn(key.data(), VERB) != 0 && m_impl->verbBaseLocked(word) == word;
    m_impl->verbBases.insert(word, verb);
    return verb;
}

QString LexicalResources::nounBase(const QString &word)
{
    if (!m_wordnet)
        return word;
    std::lock_guard lock(m_impl->mutex);
    QByteArray key = word.toLatin1();
    const char *base = morphstr(key.data(), NOUN);
    return base ? QString::fromLatin1(base) : word;
}

QString LexicalResources::verbBase(const QString &word)
{
    if (!m_wordnet)
        return word;
    std::lock_guard lock(m_impl->mutex);
    return m_impl->verbBaseLocked(word);
}

QStringList LexicalResources::wordsExtending(const QString &prefix)
{
    if (!m_wordnet || prefix.isEmpty())
        return {};
    std::lock_guard lock(m_impl->mutex);
    if (!m_impl->lemmasLoaded) {
        m_impl->lemmasLoaded = true;
        // WordNet's index files list one lemma per line, first field, sorted; license lines
        // start with a space.
        const QString dir = QString::fromLocal8Bit(SetSearchdir());
        for (const char *file : {"index.noun", "index.adj"}) {
            QFile f(dir + QLatin1Char('/') + QLatin1String(file));
            if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
                continue;
            while (!f.atEnd()) {
                const QByteArray line = f.readLine();
                if (line.isEmpty() || line.front() == ' ')
                    continue;
                const QByteArray lemma = line.left(line.indexOf(' '));
                if (!lemma.contains('_') && !lemma.contains('-'))
                    m_impl->lemmas << QString::fromLatin1(lemma);
            }
        }
        m_impl->lemmas.sort();
        m_impl->lemmas.removeDuplicates();
    }
    QStringList out;
    for (auto it = std::lower_bound(m_impl->lemmas.cbegin(), m_impl->lemmas.cend(), prefix);
         it != m_impl->lemmas.cend() && it->startsWith(prefix); ++it)
        if (it->size() > prefix.size() + 1)
            out << *it;
    return out;
}

QStringList LexicalResources::acronymExpansions(const QString &acronym)
{
    // "gnp" -> gross national product: WordNet's synonyms of the acronym whose words' initials
    // spell it.
    QStringList out;
    for (const QString &synonym : nounSynonyms(acronym, 3)) {
        const QStringList words = synonym.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QString initials;
        for (const QString &w : words)
            initials += w.front();
        if (words.size() >= 2 && initials.compare(acronym, Qt::CaseInsensitive) == 0 && !out.contains(synonym.toLower()))
            out << synonym.toLower();
    }
    return out;
}

QStringList LexicalResources::derivedNouns(const QString &verb)
{
    if (!m_wordnet)
        return {};
    std::lock_guard lock(m_impl->mutex);
    if (const auto it = m_impl->derivedNouns.constFind(verb); it != m_impl->derivedNouns.constEnd())
        return *it;
    QStringList out = pointedWords(m_impl->verbBaseLocked(verb), VERB, DERIVATION, "n");
    m_impl->derivedNouns.insert(verb, out);
    return out;
}

QStringList LexicalResources::suggestions(const QString &word)
{
    std::lock_guard lock(m_impl->mutex);
    if (!m_impl->hunspell)
        return {};
    if (const auto it = m_impl->suggestions.constFind(word); it != m_impl->suggestions.constEnd())
        return *it;
    QStringList out;
    const QByteArray utf8 = word.toUtf8();
    char **list = nullptr;
    const int n = Hunspell_suggest(m_impl->hunspell, &list, utf8.constData());
    for (int i = 0; i < n; ++i)
        out << QString::fromUtf8(list[i]);
    if (n > 0)
        Hunspell_free_list(m_impl->hunspell, &list, n);
    m_impl->suggestions.insert(word, out);
    return out;
}

} // namespace rac::semantic
