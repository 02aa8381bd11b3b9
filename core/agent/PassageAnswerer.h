// SPDX-License-Identifier: MIT
//
// PassageAnswerer: answers a documents-only question extractively. It scores
// each passage of the retrieved chunks as md4c reads them (a sentence, a list
// item, a table row read with its header, under the heading path) by the
// question's content words, then takes the typed value from the best one: the
// number with the unit the question asks about ("14 days"), a "no returns"
// line as 0, a table row's cell the question asks for, or the passage itself
// for text. Words count by how rare they are in the corpus, so "canned
// seafood" outweighs "what". Lines addressed to assistants are never used.
// Pure; any thread.
#pragma once

#include "answer/FormatHint.h"
#include "retrieval/Chunk.h"

#include <QHash>

#include <nlohmann/json.hpp>

#include <optional>

namespace rac::agent {

// How telling each word stem is in this corpus: inverse document frequency
// over chunks. A stem the corpus never uses weighs the most, so a question
// about something the documents do not cover stays unanswered.
struct TermWeights {
    QHash<QString, double> idf;
    double unknown = 1.0;

    static TermWeights fromChunks(const QList<retrieval::Chunk> &chunks);
    // To bytes and back, for the index's cache; bytes of another layout decode to nothing.
    QByteArray encode() const;
    static std::optional<TermWeights> decode(const QByteArray &bytes);
    double of(const QString &stem) const { return idf.value(stem, unknown); }
    // Whether the corpus uses any content word of `text` ("playlist": a corpus of policies never does).
    bool used(const QString &text) const;
};

struct PassageAnswer {
    nlohmann::json value;
    QString chunkId;
    QString line;
    double support = 0;   // 0..1: share of the question's content words the line covers
};

class PassageAnswerer {
public:
    static std::optional<PassageAnswer> answer(const QString &question, const answer::FormatHint &hint,
                                               const QList<retrieval::ScoredChunk> &chunks, const TermWeights &weights);

    // The question without the output contract's instructions ("Return an integer.").
    static QString withoutFormatInstructions(const QString &question);
};

} // namespace rac::agent
