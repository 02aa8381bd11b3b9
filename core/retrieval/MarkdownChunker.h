// SPDX-License-Identifier: MIT
//
// MarkdownChunker: cuts one markdown (or plain text) document into Chunks along
// its headings, so that a search hit points at a section a person can read
// and cite, not at a whole file. Pure functions over strings: no I/O, safe from
// any thread. CorpusIndex is its only caller in the app.
//
// Rules, in the order they matter:
//  - Headings as CommonMark reads them (md4c, see MarkdownDocument): ATX
//    ("## Title", closing hashes dropped) and setext ("Title" over "====" or
//    "----") start a section; headings inside code, block quotes or list items
//    do not. A heading's title is its text without inline markup.
//  - A section's heading path is the stack of enclosing headings.
//  - A heading with no body text before a deeper heading makes no chunk: its
//    title lives on in its children's heading paths. Any other heading-only
//    section still yields a one-line chunk, so no heading text is lost.
//  - Text before the first heading is a chunk with an empty heading path.
//  - Leading and trailing blank lines are not part of a chunk's line range.
//  - A section longer than maxLines is split at blank lines outside code
//    and HTML blocks; a run longer than maxLines with no such blank line is cut hard at
//    maxLines, so no chunk ever exceeds maxLines lines.
#pragma once

#include "retrieval/Chunk.h"

#include <QList>
#include <QString>

namespace rac::retrieval {

class MarkdownChunker {
public:
    // relativePath: the file's path under the corpus root ('/'-separated); it is
    // copied into Chunk::file. idPrefix: what goes before "::chunk<N>" in the
    // ids; empty means relativePath without its last extension
    // ("policies/returns.md" -> "policies/returns"). CorpusIndex passes a longer
    // prefix only when two files would otherwise share one ("notes.md", "notes.txt").
    // Accepts LF or CRLF line endings and an optional byte-order mark.
    static QList<Chunk> chunkFile(const QString &relativePath, const QString &text, int maxLines = 40,
                                  const QString &idPrefix = {});

    // "policies/returns.md" -> "policies/returns".
    static QString defaultIdPrefix(const QString &relativePath);
};

} // namespace rac::retrieval
