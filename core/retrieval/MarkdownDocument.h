// SPDX-License-Identifier: MIT
//
// MarkdownDocument: a markdown text parsed into its blocks (headings,
// paragraphs, list items, tables, code and HTML) by md4c, the CommonMark
// parser Qt itself uses, with GitHub's tables. Each block keeps its source line
// range, its text with the inline markup removed ("**Gold** tier" -> "Gold
// tier"), the spans a writer emphasised and the inline code it quotes. The
// chunker cuts sections along its headings, and the document readers (tables,
// definitions, sentences) read blocks instead of guessing from raw lines, so a
// setext heading, a table without outer pipes or a sentence wrapped over two
// lines reads the same as its plainer spelling. Pure functions: safe from any
// thread.
#pragma once

#include "retrieval/Chunk.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace rac::retrieval {

struct MarkdownBlock {
    enum class Kind { Heading, Paragraph, ListItem, Table, Code, Html };

    Kind kind = Kind::Paragraph;
    int level = 0;             // a heading's level (1..6)
    int startLine = 0;         // 1-based, inclusive, lines of the parsed text; 0 when md4c gave no text
    int endLine = 0;
    QString text;              // inline markup removed, line breaks as spaces; code and HTML verbatim
    QStringList lines;         // a paragraph's or item's text line by line, as written (markup removed)
    QStringList emphasised;    // strong or emphasised spans, in order
    QStringList inlineCode;    // `code` spans, in order
    bool nested = false;       // inside a block quote or a list item (a heading there starts no section)
    int listDepth = 0;         // a list item's depth: 1 for an item of a top list, 2 for one nested in it, ...
    bool fenced = false;       // a code block between ``` or ~~~ fences
    QStringList header;        // a table's header cells
    QList<QStringList> rows;   // a table's body rows

    // The emphasised term a block opens with ("**Gold tier**: ..." -> "Gold tier"); empty if none.
    QString leadingTerm() const;
    // A paragraph's or item's text cut where a sentence ends and another begins (a stop, then a
    // capital, a quote or emphasis), so "33.00 or higher" and "Nov. 17" stay whole.
    QStringList sentences() const;
};

// "Term: definition", "**Term** — definition", "__Term__ - definition" read from
// a list item or a paragraph.
struct MarkdownDefinition {
    QString term;
    QString body;
    int line = 0;
};

class MarkdownDocument {
public:
    // Accepts LF line endings (the chunker unifies CRLF and CR before).
    static MarkdownDocument parse(const QString &text);

    const QList<MarkdownBlock> &blocks() const { return m_blocks; }
    // Tables, and fenced blocks of comma-, tab- or semicolon-separated rows read as tables.
    QList<MarkdownBlock> tables() const;
    // Paragraph and list-item texts split into sentences; headings, tables and code are not prose.
    QStringList sentences() const;
    QList<MarkdownDefinition> definitions() const;

private:
    QList<MarkdownBlock> m_blocks;
};

// A chunk with its markdown read once, for the readers that each look at its tables, lists
// and sentences.
struct ReadChunk {
    Chunk chunk;
    MarkdownDocument document;

    static ReadChunk of(const Chunk &chunk) { return ReadChunk{chunk, MarkdownDocument::parse(chunk.text)}; }
};

} // namespace rac::retrieval
