// SPDX-License-Identifier: MIT
#include "semantic/parse/SemanticLayerFile.h"

#include "semantic/parse/Lexicon.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

namespace rac::semantic {

QString SemanticLayerFile::defaultPath(const QString &databasePath)
{
    const QFileInfo info(databasePath);
    const QByteArray hash = QCryptographicHash::hash(info.absoluteFilePath().toUtf8(), QCryptographicHash::Sha1).toHex().left(10);
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/semantic-layers");
    return dir + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('-') + QString::fromLatin1(hash) + QStringLiteral(".json");
}

QHash<QString, QString> SemanticLayerFile::readAdditions(const QString &path)
{
    QHash<QString, QString> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    const nlohmann::json j = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
    if (!j.is_object() || !j.contains("synonyms") || !j["synonyms"].is_object())
        return out;
    for (auto it = j["synonyms"].begin(); it != j["synonyms"].end(); ++it) {
        if (it.value().is_string())
            out.insert(QString::fromStdString(it.key()).toLower(), QString::fromStdString(it.value().get<std::string>()));
    }
    return out;
}

bool SemanticLayerFile::write(const QString &path, const Lexicon &lexicon, const QHash<QString, QString> &additions)
{
    nlohmann::json inferred = nlohmann::json::object();
    const QHash<QString, QStringList> phrases = lexicon.describe();
    for (const sql::Table &t : lexicon.schema().tables) {
        if (t.isView)
            continue;
        nlohmann::json table = nlohmann::json::object();
        nlohmann::json names = nlohmann::json::array();
        for (const QString &p : phrases.value(t.name))
            names.push_back(p.toStdString());
        table["names"] = names;
        nlohmann::json display = nlohmann::json::array();
        for (const QString &c : lexicon.displayColumns(t.name))
            display.push_back(c.toStdString());
        table["display"] = display;
        nlohmann::json columns = nlohmann::json::object();
        for (const sql::Column &c : t.columns) {
            nlohmann::json words = nlohmann::json::array();
            for (const QString &p : phrases.value(t.name + QLatin1Char('.') + c.name))
                words.push_back(p.toStdString());
            static const char *const kinds[] = {"key", "number", "text", "date", "flag"};
            columns[c.name.toStdString()] = {{"kind", kinds[int(lexicon.kindOf(t.name, c.name))]}, {"names", words}};
        }
        table["columns"] = columns;
        inferred[t.name.toStdString()] = table;
    }
    nlohmann::json synonyms = nlohmann::json::object();
    for (auto it = additions.constBegin(); it != additions.constEnd(); ++it)
        synonyms[it.key().toStdString()] = it.value().toStdString();
    const nlohmann::json doc{
        {"about", "Semantic layer of this database for the Retail Analytics Copilot. 'inferred' is rewritten at every "
                  "start; add your own words under 'synonyms' as \"phrase\": \"Table\" or \"Table.Column\"."},
        {"synonyms", synonyms},
        {"inferred", inferred}};
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QByteArray::fromStdString(doc.dump(2)));
    return file.commit();
}

} // namespace rac::semantic
