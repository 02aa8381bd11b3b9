// SPDX-License-Identifier: MIT
//
// hybridSearch: BM25 plus dense similarity, for when the model server offers
// embeddings. Chunk vectors come from the index's cache (computed in one batch
// the first time, then reused while a chunk's text is unchanged); the
// question is embedded per run. Fusion is a weighted sum of the BM25 score
// divided by the best one and the cosine (both in [0, 1], equal weights), so a
// chunk that shares no word with the question can still rank first when it
// means the same; the result is scaled back to BM25's range.
#pragma once

#include "common/Result.h"
#include "retrieval/Chunk.h"

namespace rac::retrieval {
class CorpusIndex;
}

namespace rac::agent {

class ModelAssist;

Result<QList<retrieval::ScoredChunk>> hybridSearch(ModelAssist &model, retrieval::CorpusIndex &index,
                                                   const QString &question, const QList<retrieval::ScoredChunk> &bm25,
                                                   int k, int perFileCap);

} // namespace rac::agent
