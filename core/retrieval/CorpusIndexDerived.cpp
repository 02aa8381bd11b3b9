// SPDX-License-Identifier: MIT
//
// CorpusIndex's cache of values derived from all the chunks at once (the
// documents' facts, the term weights): one row per kind, with the fingerprint of
// what it was derived from. The table is created on first store, so index files
// written before it existed keep working.
#include "retrieval/CorpusIndex.h"

#include <QCryptographicHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace rac::retrieval {

QString CorpusIndex::contentFingerprint() const
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    for (const Chunk &chunk : m_chunks) {
        hash.addData(chunk.id.toUtf8());
        hash.addData(QByteArrayView("\0", 1));
        hash.addData(chunk.text.toUtf8());
        hash.addData(QByteArrayView("\0", 1));
    }
    return QString::fromLatin1(hash.result().toHex());
}

std::optional<QByteArray> CorpusIndex::cachedDerived(const DerivedKey &key) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!m_open)
        return std::nullopt;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT value FROM derived WHERE kind = ? AND fingerprint = ?"));
    q.addBindValue(key.kind);
    q.addBindValue(key.fingerprint);
    if (!q.exec() || !q.next())
        return std::nullopt;   // none yet, or an index file from before the table existed
    return q.value(0).toByteArray();
}

Status CorpusIndex::storeDerived(const DerivedKey &key, const QByteArray &value)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!m_open)
        return makeError(ErrorCode::Io, QStringLiteral("the index is not open"));
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS derived (kind TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, value BLOB NOT NULL)")))
        return makeError(ErrorCode::Io, QStringLiteral("the index cannot keep derived values"), q.lastError().text());
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO derived (kind, fingerprint, value) VALUES (?, ?, ?)"));
    q.addBindValue(key.kind);
    q.addBindValue(key.fingerprint);
    q.addBindValue(value);
    if (!q.exec())
        return makeError(ErrorCode::Io, QStringLiteral("cannot keep derived values in the index"), q.lastError().text());
    return {};
}

} // namespace rac::retrieval
