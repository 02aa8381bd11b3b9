// SPDX-License-Identifier: MIT
//
// CorpusIndex: the full-text index over the document corpus. sync() walks a
// folder of markdown/text files, chunks them with MarkdownChunker and stores
// the chunks in an SQLite file with an FTS5 table; search() ranks chunks for a
// user's question with BM25. The index is a cache: files are re-chunked only
// when their SHA-256 changes, and a corrupt or outdated index file is dropped
// and rebuilt rather than reported as an error.
//
// Threading: owns a QSqlDatabase connection, so it must be created, used and
// destroyed on one thread (the agent's worker thread); Qt does not allow a
// connection to move between threads. Owned by the worker-side object that
// answers questions; one instance per index file, not copyable. Results are
// plain values that may be handed to other threads.
//
// All chunks are also kept in memory, so allChunks() and chunk() never touch
// the database; a new instance loads them from an existing index file at
// construction, before any sync().
#pragma once

#include "common/Result.h"
#include "retrieval/Chunk.h"

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace rac::retrieval {

struct IndexStats {
    int files = 0;            // files in the index after the sync
    int chunks = 0;           // chunks in the index after the sync
    int filesReindexed = 0;   // new or changed files that were (re)chunked
    int filesRemoved = 0;     // files dropped: deleted, or now unreadable/too large/binary
    qint64 elapsedMs = 0;
    QStringList warnings;     // one line per skipped file: "<relative path>: <reason>"
};

class CorpusIndex {
public:
    // indexPath: the SQLite file holding the index (its folder is created if
    // needed), or ":memory:" for an index that lives as long as this object.
    explicit CorpusIndex(const QString &indexPath);
    ~CorpusIndex();   // closes and removes its QSqlDatabase connection

    CorpusIndex(const CorpusIndex &) = delete;
    CorpusIndex &operator=(const CorpusIndex &) = delete;

    // Scans corpusDir recursively for *.md, *.markdown and *.txt; re-chunks only
    // files whose SHA-256 changed since the last sync and drops files that
    // disappeared, all in one transaction. A missing corpusDir is NotFound, an
    // unreadable one Io. A bad single file (unreadable, over 5 MiB, containing
    // NUL bytes) is skipped with a warning, never a failure. Refuses (Io) to
    // overwrite an index path that holds some other application's database.
    // Chunks read before another process changed the shared index are read again.
    Result<IndexStats> sync(const QString &corpusDir);

    // BM25 search for a free-text question. The question's words minus English
    // stopwords are quoted and OR-ed (see matchExpression()); heading text
    // weighs three times body text. score = -bm25, higher is better. Each
    // boostTerms phrase found in a chunk (heading path or text, case- and
    // accent-insensitive) adds half of the best unboosted score. At most
    // perFileCap chunks per file (<= 0: no cap) so the evidence is broad.
    // Returns the top k by score, ties broken by chunk id; {} for a question
    // with no searchable words. Database errors are logged and give {}.
    QList<ScoredChunk> search(const QString &query, int k = 6, int perFileCap = 2,
                              const QStringList &boostTerms = {}) const;

    QList<Chunk> allChunks() const;   // ordered by file, then position in the file
    std::optional<Chunk> chunk(const QString &id) const;
    QString corpusDir() const;        // absolute path of the last synced folder; "" before any

    // The FTS5 MATCH expression search() uses for a question: each distinct
    // non-stopword word, lower-cased and double-quoted, joined with OR. Quoting
    // every token means FTS5 operators in user text ("NEAR(", "*", "-", ":")
    // are just words. Empty when nothing searchable is left. Exposed for tests
    // and for showing in a run's trace.
    static QString matchExpression(const QString &question);

    // Dense vectors for hybrid retrieval, cached in the index file beside the
    // FTS table and keyed by (SHA-1 of the chunk's text, embedding model), so
    // a vector is computed once per chunk text and survives restarts; an
    // edited chunk simply misses the cache. Implemented in CorpusIndexVectors.cpp.
    // Chunk id -> vector, for the current chunks that have one for `model`.
    QHash<QString, QList<float>> cachedVectors(const QString &model) const;
    // Values derived from the chunks (the documents' facts, term weights; CorpusIndexDerived.cpp), kept with the index so
    // an unchanged corpus is not read again at every start. `fingerprint` says what they were
    // derived from (the chunks' contentFingerprint() and the deriving code's version); a stored
    // value with another fingerprint is not returned.
    struct DerivedKey {
        QString kind;          // "facts", "term-weights"
        QString fingerprint;
    };
    std::optional<QByteArray> cachedDerived(const DerivedKey &key) const;
    Status storeDerived(const DerivedKey &key, const QByteArray &value);
    // A hash of every chunk's id and text: changes whenever any document changes.
    QString contentFingerprint() const;
    Status storeVectors(const QString &model, const QHash<QString, QList<float>> &vectorsByChunkId);

private:
    struct StoredFile;

    Status openConnection();
    Status openStorage();
    Status resetStorage();
    Status replaceUnreadable();
    // Creates the tables under the write lock, or only loads them when another
    // process created them first; emptyFirst drops whatever tables are there.
    Status createSchema(bool emptyFirst = false);
    Status loadChunks();
    Result<IndexStats> syncOnce(const QString &corpusDir);
    void closeConnection();
    void clearMemory();

    QString m_indexPath;
    QString m_connectionName;
    bool m_open = false;               // schema verified and chunks loaded
    QString m_corpusDir;
    QList<Chunk> m_chunks;             // ordered by file, then position
    qint64 m_loadedDataVersion = -1;   // PRAGMA data_version when m_chunks were read
    QStringList m_foldedText;          // per chunk: text::normalized(heading path + text), for boosts
    QHash<QString, qsizetype> m_indexById;
    // model -> chunk id -> vector: cachedVectors() reads the table once per model, not per question.
    mutable QHash<QString, QHash<QString, QList<float>>> m_vectorMemo;
};

} // namespace rac::retrieval

Q_DECLARE_METATYPE(rac::retrieval::IndexStats)
