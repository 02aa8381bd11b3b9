// SPDX-License-Identifier: MIT
//
// PassageAnswerer: answers a documents-only question extractively. It scores
// each line of the retrieved chunks (table rows read together with their
// header and heading path) by the question's content words, then takes the
// typed value from the best line: the number with the unit the question asks
// about ("14 days"), a "no returns" line as 0, or the line itself for text.
// Lines addressed to assistants are never used. Pure; any thread.
#pragma once

#include "answer/FormatHint.h"
#include "retrieval/Chunk.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace rac::agent {

struct PassageAnswer {
    nlohmann::json value;
    QString chunkId;
    QString line;
    double support = 0;   // 0..1: share of the question's content words the line covers
};

class PassageAnswerer {
public:
    static std::optional<PassageAnswer> answer(const QString &question, const answer::FormatHint &hint,
                                               const QList<retrieval::ScoredChunk> &chunks);
};

} // namespace rac::agent
