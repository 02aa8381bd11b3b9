// SPDX-License-Identifier: MIT
#include "semantic/parse/Vocabulary.h"

#include "common/JsonStrings.h"
#include "common/TextUtil.h"
#include "semantic/parse/LexicalResources.h"

#include <QFile>

#include <nlohmann/json.hpp>

namespace rac::semantic {

QString stemPhrase(const QString &phrase)
{
    // Spelled as the question reader spells its tokens: "don't" is "dont", "customer's" is
    // "customer" (the vocabulary's "don't" never met a question's "don't" before).
    QStringList out;
    for (QString w : text::words(text::normalized(phrase))) {
        // "90's Music": the reader reads a number apart from the letters after it ("90", "s").
        const bool numberWithS = w.size() > 2 && w.endsWith(QLatin1String("'s")) && w.at(w.size() - 3).isDigit();
        if (w.endsWith(QLatin1String("'s")))
            w.chop(2);
        w.remove(QLatin1Char('\''));
        if (!w.isEmpty())
            out << LexicalResources::instance().stem(w);
        if (numberWithS)
            out << QStringLiteral("s");
    }
    return out.join(QLatin1Char(' '));
}

using json::strings;

void Vocabulary::addPhrase(const QString &phrase, const QString &tag)
{
    const QString key = stemPhrase(phrase);
    if (key.isEmpty())
        return;
    QStringList &tags = m_phrases[key];
    if (!tags.contains(tag))
        tags << tag;
    m_longest = std::max(m_longest, int(key.count(QLatin1Char(' ')) + 1));
}

const Vocabulary &Vocabulary::builtIn()
{
    static const Vocabulary vocabulary = [] {
        Vocabulary v;
        QFile file(QStringLiteral(":/semantic/vocabulary.json"));
        if (!file.open(QIODevice::ReadOnly))
            return v;   // a build without the resource: the parser then knows only the schema
        const nlohmann::json j = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
        if (!j.is_object()) {
            // (A broken built-in file is a build's fault: said loudly, as every question would be declined.)
            qCritical("the built-in vocabulary (vocabulary.json) is not valid JSON: no analytics word will be read");
            return v;
        }
        for (const QString &w : strings(j.value("function_words", nlohmann::json())))
            v.m_function.insert(w);
        for (const QString &w : strings(j.value("heading_words", nlohmann::json())))
            v.m_heading.insert(w);
        for (const QString &w : strings(j.value("spread", nlohmann::json())))
            v.m_spread.insert(w);
        const nlohmann::json grammar = j.value("grammar", nlohmann::json());
        if (grammar.is_object())
            for (auto it = grammar.begin(); it != grammar.end(); ++it)
                for (const QString &w : strings(it.value()))
                    v.m_grammar[QString::fromStdString(it.key())].insert(w);
        const nlohmann::json units = j.value("time_units", nlohmann::json());
        if (units.is_object())
            for (auto it = units.begin(); it != units.end(); ++it)
                if (it.value().is_object() && it.value().value("ms", nlohmann::json()).is_number())
                    for (const QString &w : strings(it.value().value("words", nlohmann::json())))
                        v.m_timeUnits.insert(w, it.value().value("ms", 0.0));
        for (const QString &w : strings(j.value("negation", nlohmann::json()))) {
            v.m_negation.insert(stemPhrase(w));
            v.addPhrase(w, QStringLiteral("neg"));
        }
        const auto tagged = [&v, &j](const char *section, const QString &prefix) {
            const nlohmann::json s = j.value(section, nlohmann::json());
            if (!s.is_object())
                return;
            for (auto it = s.begin(); it != s.end(); ++it) {
                for (const QString &p : strings(it.value()))
                    v.addPhrase(p, prefix + QString::fromStdString(it.key()));
            }
        };
        tagged("aggregates", QStringLiteral("agg:"));
        tagged("superlatives", QStringLiteral("sup:"));
        tagged("comparisons", QStringLiteral("cmp:"));
        tagged("text_match", QStringLiteral("text:"));
        tagged("first_last", QStringLiteral("firstlast:"));
        tagged("ordinals", QStringLiteral("ordinal:"));
        tagged("arithmetic", QStringLiteral("arith:"));
        tagged("multiples", QStringLiteral("times:"));
        tagged("percent_changes", QStringLiteral("pctchange:"));
        tagged("change", QStringLiteral("change:"));
        tagged("signs", QStringLiteral("sign:"));
        // "from longest to shortest", "greatest to smallest", "from cheapest to most expensive": a
        // span from one end of a ranking to the other is an order's direction, said with any pair of
        // superlatives or attribute words of opposite ends.
        {
            QStringList high, low;
            const nlohmann::json sup = j.value("superlatives", nlohmann::json());
            high << strings(sup.value("high", nlohmann::json()));
            low << strings(sup.value("low", nlohmann::json()));
            const nlohmann::json attributes = j.value("attribute_words", nlohmann::json());
            for (auto it = attributes.begin(); attributes.is_object() && it != attributes.end(); ++it) {
                high << strings(it.value().value("high", nlohmann::json()));
                low << strings(it.value().value("low", nlohmann::json()));
            }
            for (const QString &h : std::as_const(high))
                for (const QString &l : std::as_const(low)) {
                    v.addPhrase(QStringLiteral("from %1 to %2").arg(h, l), QStringLiteral("dir:desc"));
                    v.addPhrase(QStringLiteral("%1 to %2").arg(h, l), QStringLiteral("dir:desc"));
                    v.addPhrase(QStringLiteral("from %1 to %2").arg(l, h), QStringLiteral("dir:asc"));
                    v.addPhrase(QStringLiteral("%1 to %2").arg(l, h), QStringLiteral("dir:asc"));
                }
        }
        // "each year" names the part; "yearly" names it and asks to group by it.
        const nlohmann::json parts = j.value("date_parts", nlohmann::json());
        if (parts.is_object()) {
            for (auto it = parts.begin(); it != parts.end(); ++it) {
                if (!it.value().is_object())
                    continue;
                const QString tag = QStringLiteral("part:") + QString::fromStdString(it.key());
                for (const QString &p : strings(it.value().value("noun", nlohmann::json()))) {
                    v.addPhrase(p, tag);
                    if (!p.contains(QLatin1Char(' ')))
                        v.m_datePartNouns[tag.mid(5)] << p;
                }
                for (const QString &p : strings(it.value().value("grouping", nlohmann::json()))) {
                    v.addPhrase(p, tag);
                    v.addPhrase(p, QStringLiteral("group"));
                }
            }
        }
        // Flat lists, one tag per entry: {section, tag} or {section/key, tag}; a section listed twice
        // gives its phrases both tags ("share_as_fraction": a share, as a fraction).
        static const std::pair<const char *, const char *> flat[] = {
            {"grouping", "group"}, {"distinct", "distinct"}, {"units", "unit"}, {"share", "share"}, {"share_as_fraction", "share"}, {"share_as_fraction", "fraction"}, {"share_verbs", "shareverb"}, {"trend", "trend"}, {"running", "running"},
            {"still_offered", "offered"},
            {"percent_output", "pctout"}, {"whole_time", "alltime"}, {"total_adverbs", "alltotal"}, {"total_adverbs", "agg:sum"}, {"size_superlatives", "size"}, {"sales_activity", "selling"},
            {"text_length", "textlength"}, {"ties_kept", "ties"}, {"whole_scope", "scope"}, {"how_much", "howmuch"}, {"self_reference", "selfref"},
            {"ordering/asc", "dir:asc"}, {"ordering/desc", "dir:desc"}, {"ordering/chrono", "chrono"}, {"ordering/words", "orderby"}};
        for (const auto &[path, tag] : flat) {
            const QString where = QString::fromLatin1(path);
            nlohmann::json list = j.value(where.section(QLatin1Char('/'), 0, 0).toStdString(), nlohmann::json());
            if (where.contains(QLatin1Char('/')))
                list = list.is_object() ? list.value(where.section(QLatin1Char('/'), 1).toStdString(), nlohmann::json()) : nlohmann::json();
            for (const QString &p : strings(list)) {
                v.addPhrase(p, QString::fromLatin1(tag));
                if (QLatin1String(tag) == QLatin1String("orderby"))
                    v.m_sorting.insert(p);
            }
        }
        const nlohmann::json attributes = j.value("attribute_words", nlohmann::json());
        if (attributes.is_object()) {
            for (auto it = attributes.begin(); it != attributes.end(); ++it) {
                const QString attribute = QString::fromStdString(it.key());
                for (const char *degree : {"high", "low", "plain"}) {
                    for (const QString &p : strings(it.value().value(degree, nlohmann::json())))
                        v.addPhrase(p, QStringLiteral("attr:%1:%2").arg(attribute, QLatin1String(degree)));
                }
                const QStringList columns = strings(it.value().value("columns", nlohmann::json()));
                if (!columns.isEmpty())
                    v.m_attributeColumns.insert(attribute, columns);
            }
        }
        const auto synonymTable = [&j](const char *section) {
            QHash<QString, QStringList> out;
            const nlohmann::json s = j.value(section, nlohmann::json());
            if (s.is_object()) {
                for (auto it = s.begin(); it != s.end(); ++it)
                    out.insert(QString::fromStdString(it.key()), strings(it.value()));
            }
            return out;
        };
        v.m_synonyms = synonymTable("synonyms");
        // A table named by one of the other words ("staffs", "items", "vendors") answers to the
        // noun and its other words too, unless the word is said to mean more ("account",
        // "line") or stands under two nouns ("transaction": an invoice or an order).
        {
            const QStringList oneWay = strings(j.value("synonyms_one_way", nlohmann::json()));
            QHash<QString, QStringList> back;
            QHash<QString, int> under;
            for (auto it = v.m_synonyms.cbegin(); it != v.m_synonyms.cend(); ++it)
                for (const QString &word : it.value())
                    ++under[word];
            for (auto it = v.m_synonyms.cbegin(); it != v.m_synonyms.cend(); ++it)
                for (const QString &word : it.value()) {
                    if (word.contains(QLatin1Char(' ')) || oneWay.contains(word) || under.value(word) > 1 || v.m_synonyms.contains(word))
                        continue;
                    QStringList group{it.key()};
                    for (const QString &other : it.value())
                        if (other != word)
                            group << other;
                    back.insert(word, group);
                }
            for (auto it = back.cbegin(); it != back.cend(); ++it)
                v.m_synonyms.insert(it.key(), it.value());
        }
        v.m_columnWords = synonymTable("column_words");
        v.m_columnHeads = synonymTable("column_heads");
        const nlohmann::json initials = j.value("identifier_initials", nlohmann::json());
        if (initials.is_object())
            for (auto it = initials.begin(); it != initials.end(); ++it)
                if (it.value().is_string() && it.key().size() == 1)
                    v.m_initials.insert(QChar::fromLatin1(it.key().front()), QString::fromStdString(it.value().get<std::string>()));
        const nlohmann::json abbreviations = j.value("identifier_abbreviations", nlohmann::json());
        if (abbreviations.is_object())
            for (auto it = abbreviations.begin(); it != abbreviations.end(); ++it)
                if (it.value().is_string())
                    v.m_abbreviations.insert(QString::fromStdString(it.key()), QString::fromStdString(it.value().get<std::string>()));
        const nlohmann::json characters = j.value("character_names", nlohmann::json());
        if (characters.is_object())
            for (auto it = characters.begin(); it != characters.end(); ++it)
                if (it.value().is_string())
                    v.m_characterNames.insert(QString::fromStdString(it.key()), QString::fromStdString(it.value().get<std::string>()));
        for (auto it = v.m_columnWords.cbegin(); it != v.m_columnWords.cend(); ++it) {
            v.m_columnWordSet.insert(it.key());
            for (const QString &w : it.value())
                v.m_columnWordSet.insert(w);
        }
        return v;
    }();
    return vocabulary;
}

QString Vocabulary::charactersNamed(const QString &lowerWords) const
{
    if (const auto it = m_characterNames.constFind(lowerWords); it != m_characterNames.cend())
        return *it;
    // ("two hyphens", "vowels": the plural names the same characters.)
    if (lowerWords.endsWith(QLatin1Char('s')))
        return m_characterNames.value(lowerWords.chopped(1));
    return {};
}

} // namespace rac::semantic
