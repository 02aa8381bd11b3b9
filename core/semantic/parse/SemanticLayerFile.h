// SPDX-License-Identifier: MIT
//
// SemanticLayerFile: the lexicon written out as a JSON file the analyst can
// read and extend, one per database, beside the user's settings. "inferred"
// lists what the engine read from the schema (the phrases naming each table
// and column, each table's display columns); "synonyms" is the analyst's:
// {"rep": "Employees", "sales region": "Orders.ShipRegion"}, honoured at the
// next engine open. The engine rewrites "inferred" and keeps "synonyms".
#pragma once

#include <QHash>
#include <QString>

namespace rac::semantic {

class Lexicon;

class SemanticLayerFile {
public:
    // Where the file for a database lives (the user's config folder, named after the file and its path hash).
    static QString defaultPath(const QString &databasePath);
    // The analyst's "synonyms" section; empty when the file is missing or malformed.
    static QHash<QString, QString> readAdditions(const QString &path);
    // Writes the inferred layer and keeps `additions`; failures are silent (the file is a convenience).
    static bool write(const QString &path, const Lexicon &lexicon, const QHash<QString, QString> &additions);
};

} // namespace rac::semantic
