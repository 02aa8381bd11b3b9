// SPDX-License-Identifier: MIT
#include "retrieval/MarkdownChunker.h"

#include "retrieval/MarkdownDocument.h"

#include <algorithm>
#include <QHash>

namespace rac::retrieval {
namespace {

struct Heading {
    int level = 0;
    QString title;
    int lastLine = 0;         // 0-based; a setext heading's underline is the line after its title
};

// One heading's reach: from its heading line (or the top of the file for the
// text before the first heading) up to the next heading, as 0-based line indexes.
struct Section {
    int begin = 0;
    int end = 0;              // exclusive
    int level = 0;            // 0 for the text before the first heading
    int headingEnd = -1;      // the heading's last line
    QStringList headingPath;
};

bool isBlank(const QString &line)
{
    return line.trimmed().isEmpty();
}

QStringList splitLines(const QString &text)
{
    if (text.isEmpty())
        return {};
    // LF, CRLF and a lone CR (old Mac editors) all end a line.
    QString unified = text;
    unified.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(QLatin1Char('\r'), QLatin1Char('\n'));
    QStringList lines = unified.split(QLatin1Char('\n'));
    // A final newline ends the last line; it does not start an empty one.
    if (lines.last().isEmpty())
        lines.removeLast();
    if (!lines.isEmpty() && lines.first().startsWith(QChar(0xFEFF)))
        lines.first().remove(0, 1);
    return lines;
}

// Cuts [first, last] (inclusive, non-blank at both ends) into runs of at most
// maxLines lines. canSplitAt[i] marks blank lines outside code fences.
QList<std::pair<int, int>> splitRange(const QStringList &lines, const QList<bool> &canSplitAt, int first,
                                      int last, int maxLines)
{
    QList<std::pair<int, int>> pieces;
    int start = first;
    while (start <= last) {
        while (start <= last && isBlank(lines.at(start)))
            ++start;
        if (start > last)
            break;
        const int limit = std::min(last, start + maxLines - 1);
        int cut = limit;
        if (limit < last) {
            // End the piece just before the last usable blank line within reach.
            // Requiring two lines before it keeps a heading from ending up alone.
            for (int j = limit + 1; j >= start + 2; --j) {
                if (canSplitAt.at(j)) {
                    cut = j - 1;
                    break;
                }
            }
        }
        int pieceEnd = cut;
        while (pieceEnd > start && isBlank(lines.at(pieceEnd)))
            --pieceEnd;
        pieces.append({start, pieceEnd});
        start = cut + 1;
    }
    return pieces;
}

} // namespace

QString MarkdownChunker::defaultIdPrefix(const QString &relativePath)
{
    const qsizetype slash = relativePath.lastIndexOf(QLatin1Char('/'));
    const qsizetype dot = relativePath.lastIndexOf(QLatin1Char('.'));
    // A dot at the start of the name (".notes") is not an extension.
    if (dot > slash + 1)
        return relativePath.left(dot);
    return relativePath;
}

QList<Chunk> MarkdownChunker::chunkFile(const QString &relativePath, const QString &text, int maxLines,
                                        const QString &idPrefix)
{
    maxLines = std::max(1, maxLines);
    const QStringList lines = splitLines(text);
    const int lineCount = int(lines.size());

    // Pass 1: find the sections. md4c knows which lines are headings (ATX or
    // setext, not inside code, quotes or lists) and which are code or HTML,
    // where a blank line is content rather than a place to cut.
    QHash<int, Heading> headingAt;
    QList<bool> verbatim(lineCount, false);
    const MarkdownDocument document = MarkdownDocument::parse(lines.join(QLatin1Char('\n')));
    for (const MarkdownBlock &block : document.blocks()) {
        if (block.startLine < 1)
            continue;
        if (block.kind == MarkdownBlock::Kind::Heading && !block.nested)
            headingAt.insert(block.startLine - 1, Heading{block.level, block.text, block.endLine - 1});
        if (block.kind == MarkdownBlock::Kind::Code || block.kind == MarkdownBlock::Kind::Html) {
            for (int i = block.startLine - 1; i < block.endLine && i < lineCount; ++i)
                verbatim[i] = true;
        }
    }
    QList<Section> sections;
    QList<bool> canSplitAt(lineCount, false);
    QList<Heading> stack;
    Section current;
    for (int i = 0; i < lineCount; ++i) {
        if (const auto heading = headingAt.constFind(i); heading != headingAt.cend()) {
            current.end = i;
            sections.append(current);
            while (!stack.isEmpty() && stack.last().level >= heading->level)
                stack.removeLast();
            stack.append(*heading);
            current = Section{i, 0, heading->level, heading->lastLine, {}};
            for (const Heading &h : std::as_const(stack))
                current.headingPath.append(h.title);
            continue;
        }
        canSplitAt[i] = isBlank(lines.at(i)) && !verbatim.at(i);
    }
    current.end = lineCount;
    sections.append(current);

    // Pass 2: turn sections into chunks.
    const QString prefix = idPrefix.isEmpty() ? defaultIdPrefix(relativePath) : idPrefix;
    QList<Chunk> chunks;
    for (qsizetype s = 0; s < sections.size(); ++s) {
        const Section &section = sections.at(s);
        const bool hasHeading = section.level > 0;
        int first = section.begin;
        int last = section.end - 1;
        while (last >= first && isBlank(lines.at(last)))
            --last;
        while (first <= last && isBlank(lines.at(first)))
            ++first;
        if (first > last)
            continue;   // the blank space before the first heading
        const bool headingOnly = hasHeading && last <= section.headingEnd;
        if (headingOnly && s + 1 < sections.size() && sections.at(s + 1).level > section.level)
            continue;   // a parent heading: its title lives in the children's paths

        for (const auto &[pieceFirst, pieceLast] : splitRange(lines, canSplitAt, first, last, maxLines)) {
            Chunk chunk;
            chunk.id = prefix + QStringLiteral("::chunk") + QString::number(chunks.size());
            chunk.file = relativePath;
            chunk.headingPath = section.headingPath;
            chunk.startLine = pieceFirst + 1;
            chunk.endLine = pieceLast + 1;
            chunk.text = lines.mid(pieceFirst, pieceLast - pieceFirst + 1).join(QLatin1Char('\n'));
            chunks.append(chunk);
        }
    }
    return chunks;
}

} // namespace rac::retrieval
