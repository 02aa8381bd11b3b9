// SPDX-License-Identifier: MIT
#include "retrieval/MarkdownChunker.h"

#include <algorithm>
#include <optional>

namespace rac::retrieval {
namespace {

constexpr int kMaxHeadingLevel = 6;
constexpr int kMaxIndent = 3;         // CommonMark: four spaces of indent make a code block
constexpr int kMinFenceLength = 3;

struct Heading {
    int level = 0;
    QString title;
};

struct Fence {
    QChar marker;
    int length = 0;
};

// One heading's reach: from its heading line (or the top of the file for the
// text before the first heading) up to the next heading, as 0-based line indexes.
struct Section {
    int begin = 0;
    int end = 0;              // exclusive
    int level = 0;            // 0 for the text before the first heading
    QStringList headingPath;
};

int indentOf(const QString &line)
{
    int i = 0;
    while (i < line.size() && line.at(i) == QLatin1Char(' '))
        ++i;
    return i;
}

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

std::optional<Heading> parseHeading(const QString &line)
{
    int i = indentOf(line);
    if (i > kMaxIndent)
        return std::nullopt;
    int level = 0;
    while (i < line.size() && line.at(i) == QLatin1Char('#')) {
        ++level;
        ++i;
    }
    if (level < 1 || level > kMaxHeadingLevel)
        return std::nullopt;
    // "#hashtag" is text, not a heading: CommonMark wants a space after the hashes.
    if (i < line.size() && line.at(i) != QLatin1Char(' ') && line.at(i) != QLatin1Char('\t'))
        return std::nullopt;

    QString title = line.mid(i).trimmed();
    // Drop an optional closing sequence ("## Notes ##"), but keep "C#" intact:
    // the closing hashes must stand alone after a space.
    qsizetype end = title.size();
    while (end > 0 && title.at(end - 1) == QLatin1Char('#'))
        --end;
    if (end == 0)
        title.clear();
    else if (end < title.size() && title.at(end - 1).isSpace())
        title = title.left(end).trimmed();
    return Heading{level, title};
}

std::optional<Fence> parseFence(const QString &line)
{
    const int indent = indentOf(line);
    if (indent > kMaxIndent || indent >= line.size())
        return std::nullopt;
    const QChar marker = line.at(indent);
    if (marker != QLatin1Char('`') && marker != QLatin1Char('~'))
        return std::nullopt;
    int length = 0;
    while (indent + length < line.size() && line.at(indent + length) == marker)
        ++length;
    if (length < kMinFenceLength)
        return std::nullopt;
    return Fence{marker, length};
}

bool closesFence(const QString &line, const Fence &open)
{
    const std::optional<Fence> fence = parseFence(line);
    if (!fence || fence->marker != open.marker || fence->length < open.length)
        return false;
    // A closing fence carries no info string.
    return isBlank(line.mid(indentOf(line) + fence->length));
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

    // Pass 1: find the sections, tracking the heading stack and code fences.
    QList<Section> sections;
    QList<bool> canSplitAt(lineCount, false);
    QList<Heading> stack;
    Section current;
    std::optional<Fence> fence;
    for (int i = 0; i < lineCount; ++i) {
        const QString &line = lines.at(i);
        if (fence) {
            if (closesFence(line, *fence))
                fence.reset();
            continue;
        }
        fence = parseFence(line);
        if (fence)
            continue;
        if (std::optional<Heading> heading = parseHeading(line)) {
            current.end = i;
            sections.append(current);
            while (!stack.isEmpty() && stack.last().level >= heading->level)
                stack.removeLast();
            stack.append(*heading);
            current = Section{i, 0, heading->level, {}};
            for (const Heading &h : std::as_const(stack))
                current.headingPath.append(h.title);
            continue;
        }
        canSplitAt[i] = isBlank(line);
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
        const bool headingOnly = hasHeading && last == section.begin;
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
