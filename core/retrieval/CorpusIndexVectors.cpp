// SPDX-License-Identifier: MIT
//
// CorpusIndex's cache of dense vectors (see CorpusIndex.h). Vectors are stored
// as little-endian float32 blobs; the table is created on first use, so index
// files written before it existed keep working. Once read, a model's vectors
// stay in memory until the next sync.
#include "retrieval/CorpusIndex.h"

#include <QCryptographicHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QtEndian>

namespace rac::retrieval {
namespace {

QString textChecksum(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex());
}

QByteArray encode(const QList<float> &vector)
{
    QByteArray blob(vector.size() * qsizetype(sizeof(float)), Qt::Uninitialized);
    for (qsizetype i = 0; i < vector.size(); ++i)
        qToLittleEndian(vector[i], blob.data() + i * qsizetype(sizeof(float)));
    return blob;
}

QList<float> decode(const QByteArray &blob)
{
    QList<float> vector(blob.size() / qsizetype(sizeof(float)));
    for (qsizetype i = 0; i < vector.size(); ++i)
        vector[i] = qFromLittleEndian<float>(blob.constData() + i * qsizetype(sizeof(float)));
    return vector;
}

bool ensureTable(QSqlDatabase db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS chunk_vectors (checksum TEXT NOT NULL, model TEXT NOT NULL, "
                                 "vector BLOB NOT NULL, PRIMARY KEY (checksum, model))"));
}

} // namespace

QHash<QString, QList<float>> CorpusIndex::cachedVectors(const QString &model) const
{
    if (const auto memo = m_vectorMemo.constFind(model); memo != m_vectorMemo.constEnd())
        return *memo;
    QHash<QString, QList<float>> out;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!m_open || !ensureTable(db))
        return out;
    QHash<QString, QList<float>> byChecksum;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT checksum, vector FROM chunk_vectors WHERE model = ?"));
    q.addBindValue(model);
    if (!q.exec())
        return out;
    while (q.next())
        byChecksum.insert(q.value(0).toString(), decode(q.value(1).toByteArray()));
    for (const Chunk &chunk : m_chunks) {
        const auto it = byChecksum.constFind(textChecksum(chunk.text));
        if (it != byChecksum.constEnd() && !it->isEmpty())
            out.insert(chunk.id, *it);
    }
    m_vectorMemo.insert(model, out);
    return out;
}

Status CorpusIndex::storeVectors(const QString &model, const QHash<QString, QList<float>> &vectorsByChunkId)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!m_open || !ensureTable(db))
        return makeError(ErrorCode::Io, QStringLiteral("the index cannot hold vectors"), db.lastError().text());
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO chunk_vectors (checksum, model, vector) VALUES (?, ?, ?)"));
    for (auto it = vectorsByChunkId.constBegin(); it != vectorsByChunkId.constEnd(); ++it) {
        const auto position = m_indexById.constFind(it.key());
        if (position == m_indexById.constEnd() || it->isEmpty())
            continue;
        q.addBindValue(textChecksum(m_chunks[*position].text));
        q.addBindValue(model);
        q.addBindValue(encode(*it));
        if (!q.exec()) {
            db.rollback();
            return makeError(ErrorCode::Io, QStringLiteral("cannot store chunk vectors"), q.lastError().text());
        }
    }
    if (!db.commit())
        return makeError(ErrorCode::Io, QStringLiteral("cannot store chunk vectors"), db.lastError().text());
    if (auto memo = m_vectorMemo.find(model); memo != m_vectorMemo.end())
        memo->insert(vectorsByChunkId);
    return {};
}

} // namespace rac::retrieval
