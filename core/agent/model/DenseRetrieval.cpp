// SPDX-License-Identifier: MIT
#include "agent/model/DenseRetrieval.h"

#include "agent/model/ModelAssist.h"
#include "retrieval/CorpusIndex.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace rac::agent {
namespace {

constexpr double kDenseWeight = 0.5;
constexpr int kEmbedBatch = 64;   // texts per /embed call when filling the cache

double cosine(const QList<float> &a, const QList<float> &b)
{
    if (a.size() != b.size() || a.isEmpty())
        return 0;
    double dot = 0, na = 0, nb = 0;
    for (qsizetype i = 0; i < a.size(); ++i) {
        dot += double(a[i]) * b[i];
        na += double(a[i]) * a[i];
        nb += double(b[i]) * b[i];
    }
    return na > 0 && nb > 0 ? dot / std::sqrt(na * nb) : 0;
}

} // namespace

Result<QList<retrieval::ScoredChunk>> hybridSearch(ModelAssist &model, retrieval::CorpusIndex &index,
                                                   const QString &question, const QList<retrieval::ScoredChunk> &bm25,
                                                   int k, int perFileCap)
{
    const QList<retrieval::Chunk> chunks = index.allChunks();
    QHash<QString, QList<float>> vectors = index.cachedVectors(model.embeddingModel());
    QList<const retrieval::Chunk *> missing;
    for (const retrieval::Chunk &c : chunks) {
        if (!vectors.contains(c.id))
            missing << &c;
    }
    for (qsizetype start = 0; start < missing.size(); start += kEmbedBatch) {
        QStringList texts;
        const qsizetype end = std::min<qsizetype>(missing.size(), start + kEmbedBatch);
        for (qsizetype i = start; i < end; ++i)
            texts << missing[i]->text;
        const Result<QList<QList<float>>> embedded = model.embed(texts);
        if (!embedded)
            return embedded.error();
        QHash<QString, QList<float>> fresh;
        for (qsizetype i = start; i < end; ++i)
            fresh.insert(missing[i]->id, embedded.value()[i - start]);
        (void)index.storeVectors(model.embeddingModel(), fresh);   // a cache: failing to store only costs time
        vectors.insert(fresh);
    }
    const Result<QList<QList<float>>> query = model.embed({question});
    if (!query)
        return query.error();

    QHash<QString, double> lexical;
    double best = 0;
    for (const retrieval::ScoredChunk &s : bm25) {
        lexical.insert(s.chunk.id, s.score);
        best = std::max(best, s.score);
    }
    const double scale = best > 0 ? best : 1.0;
    QList<retrieval::ScoredChunk> fused;
    for (const retrieval::Chunk &c : chunks) {
        const double dense = std::max(0.0, cosine(query->first(), vectors.value(c.id)));
        // Both halves in [0, 1], then back on the BM25 scale the rest of the agent knows.
        const double score = ((1.0 - kDenseWeight) * lexical.value(c.id, 0.0) / scale + kDenseWeight * dense) * scale;
        if (score > 0)
            fused.append({c, score});
    }
    // Best first; ties by chunk id so a run is reproducible.
    std::sort(fused.begin(), fused.end(), [](const retrieval::ScoredChunk &a, const retrieval::ScoredChunk &b) {
        return a.score != b.score ? a.score > b.score : a.chunk.id < b.chunk.id;
    });
    QList<retrieval::ScoredChunk> out;
    QHash<QString, int> perFile;
    for (const retrieval::ScoredChunk &s : fused) {
        if (out.size() >= k)
            break;
        if (perFile.value(s.chunk.file) >= perFileCap)
            continue;
        ++perFile[s.chunk.file];
        out << s;
    }
    return out;
}

} // namespace rac::agent
