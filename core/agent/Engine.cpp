// SPDX-License-Identifier: MIT
#include "agent/Engine.h"
#include "planning/DocumentFactsCodec.h"

#include "semantic/parse/SemanticLayerFile.h"

#include "sql/KeyInference.h"
#include "sql/SchemaIntrospector.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStandardPaths>

namespace rac::agent {

QString Engine::defaultIndexPath(const QString &corpusDir)
{
    QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (cache.isEmpty())
        cache = QDir::tempPath() + QStringLiteral("/retail-copilot");
    QDir().mkpath(cache);
    const QByteArray key = QCryptographicHash::hash(QFileInfo(corpusDir).absoluteFilePath().toUtf8(),
                                                    QCryptographicHash::Sha1)
                               .toHex()
                               .left(16);
    return cache + QStringLiteral("/corpus-index-") + QString::fromLatin1(key) + QStringLiteral(".sqlite");
}

void Engine::readDocuments(const QStringList &categoryNames)
{
    // Reading every document for its facts and weighing its words takes about a second per 4 MB
    // of text, so both are kept with the index and read again only when a document changed (the
    // fingerprint covers every chunk, the category names and a hash of the code that reads them,
    // computed by CMake from the sources: see core/agent/sources.cmake).
    const QString fingerprint = QString::fromLatin1(
        QCryptographicHash::hash((m_index->contentFingerprint() + categoryNames.join(QLatin1Char('\n'))
                                  + QStringLiteral(RAC_DERIVED_CODE_HASH)).toUtf8(),
                                 QCryptographicHash::Sha1)
            .toHex());
    const std::optional<QByteArray> facts = m_index->cachedDerived({QStringLiteral("facts"), fingerprint});
    const std::optional<QByteArray> weights = m_index->cachedDerived({QStringLiteral("term-weights"), fingerprint});
    std::optional<planning::DocumentFacts> decodedFacts = facts ? planning::decodeFacts(*facts) : std::nullopt;
    std::optional<TermWeights> decodedWeights = weights ? TermWeights::decode(*weights) : std::nullopt;
    if (decodedFacts && decodedWeights) {
        m_facts = std::move(*decodedFacts);
        m_termWeights = std::move(*decodedWeights);
        return;
    }
    const QList<retrieval::Chunk> chunks = m_index->allChunks();
    m_facts = planning::DocumentFacts::extract(chunks, categoryNames);
    m_termWeights = TermWeights::fromChunks(chunks);
    // A read-only or busy index only means the next start reads the documents again.
    (void)m_index->storeDerived({QStringLiteral("facts"), fingerprint}, planning::encodeFacts(m_facts));
    (void)m_index->storeDerived({QStringLiteral("term-weights"), fingerprint}, m_termWeights.encode());
}

Result<std::unique_ptr<Engine>> Engine::open(const EngineConfig &config)
{
    QElapsedTimer timer;
    timer.start();
    std::unique_ptr<Engine> engine(new Engine);
    engine->m_config = config;

    if (config.databasePath.isEmpty())
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("no database given"));
    Result<std::unique_ptr<sql::QueryExecutor>> executor = sql::QueryExecutor::openSqlite(config.databasePath);
    if (!executor)
        return executor.error();
    engine->m_executor = std::move(executor).value();

    Result<sql::Schema> schema = sql::SchemaIntrospector::read(engine->m_executor->database());
    if (!schema)
        return schema.error();
    if (schema->tables.isEmpty())
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("the database has no tables"), config.databasePath);
    engine->m_schema = schema.value();
    sql::KeyInference::addValueMatchedKeys(engine->m_schema, *engine->m_executor, engine->m_dialect);

    if (!QFileInfo(config.corpusDir).isDir())
        return makeError(ErrorCode::NotFound, QStringLiteral("corpus folder not found"), config.corpusDir);
    QElapsedTimer indexTimer;
    indexTimer.start();
    const QString indexPath = config.indexPath.isEmpty() ? defaultIndexPath(config.corpusDir) : config.indexPath;
    engine->m_index = std::make_unique<retrieval::CorpusIndex>(indexPath);
    Result<retrieval::IndexStats> synced = engine->m_index->sync(config.corpusDir);
    if (!synced)
        return synced.error();
    engine->m_stats.index = synced.value();
    engine->m_stats.indexMs = indexTimer.elapsed();

    // The database's category names let the document parser recognise category
    // lists; the documents' KPIs then refine the model's measures.
    const semantic::SemanticModel bare = semantic::SemanticModel::build(
        engine->m_schema, engine->m_dialect, engine->m_executor.get(), planning::DocumentFacts{});
    engine->readDocuments(bare.categoryNames());
    engine->m_model = bare.withDocuments(engine->m_facts);
    const QString layer = config.semanticLayerPath == QLatin1String("-") ? QString()
        : config.semanticLayerPath.isEmpty() ? semantic::SemanticLayerFile::defaultPath(config.databasePath)
                                              : config.semanticLayerPath;
    engine->m_parser = std::make_unique<semantic::SemanticParser>(engine->m_schema, engine->m_executor.get(), engine->m_model,
                                                                  engine->m_dialect, layer,
                                                                  QFileInfo(config.databasePath).completeBaseName());
    engine->m_stats.openMs = timer.elapsed();
    return engine;
}

} // namespace rac::agent
