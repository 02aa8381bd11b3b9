// SPDX-License-Identifier: MIT
//
// Chunk: one searchable piece of a corpus document (a markdown section, or
// part of a long one), with enough provenance to cite it: the file, the
// heading path and the exact source lines. Made by MarkdownChunker, stored and
// searched by CorpusIndex. Plain copyable values, safe to pass between threads
// in queued signals.
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace rac::retrieval {

struct Chunk {
    QString id;               // "<file path without extension>::chunk<N>", N from 0 in file order
    QString file;             // path relative to the corpus root, '/'-separated ("marketing_calendar.md")
    QStringList headingPath;  // enclosing headings, outermost first; empty before the first heading
    int startLine = 0;        // 1-based, inclusive, lines of the source file
    int endLine = 0;
    QString text;             // the raw markdown lines ('\n'-joined), including the chunk's own heading line

    QString heading() const { return headingPath.isEmpty() ? QString() : headingPath.last(); }
};

struct ScoredChunk {
    Chunk chunk;
    double score = 0;         // higher is better; only comparable within one search
};

} // namespace rac::retrieval

Q_DECLARE_METATYPE(rac::retrieval::Chunk)
Q_DECLARE_METATYPE(rac::retrieval::ScoredChunk)
