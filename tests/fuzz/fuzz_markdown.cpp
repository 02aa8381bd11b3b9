// SPDX-License-Identifier: MIT
// The markdown reader: md4c's blocks and the chunker's sections, tables and
// line ranges of any text.
#include "FuzzInput.h"
#include "retrieval/MarkdownChunker.h"
#include "retrieval/MarkdownDocument.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = rac::fuzz::text(data, size);
    for (const rac::retrieval::Chunk &chunk : rac::retrieval::MarkdownChunker::chunkFile(QStringLiteral("doc.md"), text, 8)) {
        // A chunk's lines are a real range of the file.
        if (chunk.startLine < 1 || chunk.endLine < chunk.startLine)
            __builtin_trap();
    }
    const rac::retrieval::MarkdownDocument document = rac::retrieval::MarkdownDocument::parse(text);
    // Lines as the reader counts them: LF, CRLF and a lone CR each end one.
    QString unified = text;
    unified.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(QLatin1Char('\r'), QLatin1Char('\n'));
    const qsizetype lineCount = unified.count(QLatin1Char('\n')) + 1;
    for (const rac::retrieval::MarkdownBlock &block : document.blocks()) {
        // A block's lines, when md4c pointed at any, lie inside the text.
        if (block.startLine != 0 && (block.startLine < 1 || block.endLine < block.startLine || block.endLine > lineCount))
            __builtin_trap();
    }
    (void)document.definitions();
    (void)document.sentences();
    return 0;
}
