// SPDX-License-Identifier: MIT
#include "semantic/parse/Vocabulary.h"

#include "common/TextUtil.h"
#include "semantic/parse/LexicalResources.h"

#include <QFile>

#include <nlohmann/json.hpp>

namespace rac::semantic {

QString stemPhrase(const QString &phrase)
{
    QStringList out;
    for (const QString &w : text::words(text::normalized(phrase)))
        out << LexicalResources::instance().stem(w);
    return out.join(QLatin1Char(' '));
}

namespace {

QStringList strings(const nlohmann::json &array)
{
    QStringList out;
    if (!array.is_array())
        return out;
    for (const auto &v : array) {
        if (v.is_string())
            out << QString::fromStdString(v.get<std::string>());
    }
    return out;
}

} // namespace

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
        if (!j.is_object())
            return v;
        for (const QString &w : strings(j.value("function_words", nlohmann::json())))
            v.m_function.insert(w);
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
        // "each year" names the part; "yearly" names it and asks to group by it.
        const nlohmann::json parts = j.value("date_parts", nlohmann::json());
        if (parts.is_object()) {
            for (auto it = parts.begin(); it != parts.end(); ++it) {
                if (!it.value().is_object())
                    continue;
                const QString tag = QStringLiteral("part:") + QString::fromStdString(it.key());
                for (const QString &p : strings(it.value().value("noun", nlohmann::json())))
                    v.addPhrase(p, tag);
                for (const QString &p : strings(it.value().value("grouping", nlohmann::json()))) {
                    v.addPhrase(p, tag);
                    v.addPhrase(p, QStringLiteral("group"));
                }
            }
        }
        for (const QString &p : strings(j.value("grouping", nlohmann::json())))
            v.addPhrase(p, QStringLiteral("group"));
        for (const QString &p : strings(j.value("distinct", nlohmann::json())))
            v.addPhrase(p, QStringLiteral("distinct"));
        for (const QString &p : strings(j.value("units", nlohmann::json())))
            v.addPhrase(p, QStringLiteral("unit"));
        for (const QString &p : strings(j.value("share", nlohmann::json())))
            v.addPhrase(p, QStringLiteral("share"));
        const nlohmann::json ordering = j.value("ordering", nlohmann::json());
        if (ordering.is_object()) {
            for (const QString &p : strings(ordering.value("asc", nlohmann::json())))
                v.addPhrase(p, QStringLiteral("dir:asc"));
            for (const QString &p : strings(ordering.value("desc", nlohmann::json())))
                v.addPhrase(p, QStringLiteral("dir:desc"));
            for (const QString &p : strings(ordering.value("words", nlohmann::json())))
                v.addPhrase(p, QStringLiteral("orderby"));
        }
        const nlohmann::json attributes = j.value("attribute_words", nlohmann::json());
        if (attributes.is_object()) {
            for (auto it = attributes.begin(); it != attributes.end(); ++it) {
                const QString attribute = QString::fromStdString(it.key());
                for (const char *degree : {"high", "low", "plain"}) {
                    for (const QString &p : strings(it.value().value(degree, nlohmann::json())))
                        v.addPhrase(p, QStringLiteral("attr:%1:%2").arg(attribute, QLatin1String(degree)));
                }
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
        v.m_columnWords = synonymTable("column_words");
        for (auto it = v.m_columnWords.cbegin(); it != v.m_columnWords.cend(); ++it) {
            v.m_columnWordSet.insert(it.key());
            for (const QString &w : it.value())
                v.m_columnWordSet.insert(w);
        }
        return v;
    }();
    return vocabulary;
}

} // namespace rac::semantic
