// SPDX-License-Identifier: MIT
// The markdown chunker: headings, fences, tables and line ranges of any text.
#include "FuzzInput.h"
#include "retrieval/MarkdownChunker.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = rac::fuzz::text(data, size);
    for (const rac::retrieval::Chunk &chunk : rac::retrieval::MarkdownChunker::chunkFile(QStringLiteral("doc.md"), text, 8)) {
        // A chunk's lines are a real range of the file.
        if (chunk.startLine < 1 || chunk.endLine < chunk.startLine)
            __builtin_trap();
    }
    return 0;
}
