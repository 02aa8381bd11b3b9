// SPDX-License-Identifier: MIT
#include "retrieval/MarkdownDocument.h"

#include <md4c.h>

#include <QHash>
#include <QRegularExpression>

#include <optional>

#include <algorithm>
#include <vector>

namespace rac::retrieval {
namespace {

// One open md4c block. Blocks that hold text ("collecting") gather it here
// until they close; containers (quotes, lists, the document) only nest.
struct Frame {
    MD_BLOCKTYPE type = MD_BLOCK_DOC;
    bool collecting = false;
    bool sawParagraph = false;       // a list item whose first paragraph is already its block
    MarkdownBlock block;
    qsizetype firstByte = -1;        // source bytes md4c pointed at, to find the lines
    qsizetype lastByte = -1;
    QList<qsizetype> spanStarts;     // where open emphasis and code spans began in block.text
    QString cell;                    // the table cell being read
    QStringList row;                 // the table row being read
    bool inHead = false;
};

QString decodeEntity(const QString &entity)
{
    static const QHash<QString, QString> named = {
        {QStringLiteral("&amp;"), QStringLiteral("&")},   {QStringLiteral("&lt;"), QStringLiteral("<")},
        {QStringLiteral("&gt;"), QStringLiteral(">")},    {QStringLiteral("&quot;"), QStringLiteral("\"")},
        {QStringLiteral("&apos;"), QStringLiteral("'")},  {QStringLiteral("&nbsp;"), QStringLiteral(" ")},
        {QStringLiteral("&ndash;"), QString(QChar(0x2013))}, {QStringLiteral("&mdash;"), QString(QChar(0x2014))},
        {QStringLiteral("&euro;"), QString(QChar(0x20AC))}, {QStringLiteral("&pound;"), QString(QChar(0x00A3))},
    };
    if (const auto it = named.constFind(entity); it != named.cend())
        return *it;
    if (entity.startsWith(QLatin1String("&#"))) {
        bool ok = false;
        const QString digits = entity.mid(2, entity.size() - 3);
        const uint code = digits.startsWith(QLatin1Char('x'), Qt::CaseInsensitive) ? digits.mid(1).toUInt(&ok, 16)
                                                                                    : digits.toUInt(&ok, 10);
        if (ok && code > 0 && code <= 0x10FFFF && QChar::isPrint(char32_t(code)))
            return QString::fromUcs4(reinterpret_cast<const char32_t *>(&code), 1);
    }
    return entity;   // unknown: keep as written
}

class Builder {
public:
    explicit Builder(const QByteArray &utf8) : m_source(utf8)
    {
        m_lineStarts << 0;
        for (qsizetype i = 0; i < utf8.size(); ++i) {
            if (utf8.at(i) == '\n')
                m_lineStarts << i + 1;
        }
        m_stack.push_back(Frame{});
    }

    QList<MarkdownBlock> take() { return std::move(m_blocks); }

    void enter(MD_BLOCKTYPE type, const void *detail)
    {
        Frame frame;
        frame.type = type;
        switch (type) {
        case MD_BLOCK_QUOTE:
            ++m_nesting;
            break;
        case MD_BLOCK_UL:
        case MD_BLOCK_OL:
            // A nested list ends the text its item has so far (a tight list sends it bare).
            if (top().type == MD_BLOCK_LI)
                finish(top());
            break;
        case MD_BLOCK_LI:
            ++m_nesting;
            ++m_listDepth;
            frame.collecting = true;
            frame.block.kind = MarkdownBlock::Kind::ListItem;
            frame.block.listDepth = m_listDepth;
            break;
        case MD_BLOCK_H:
            frame.collecting = true;
            frame.block.kind = MarkdownBlock::Kind::Heading;
            frame.block.level = int(static_cast<const MD_BLOCK_H_DETAIL *>(detail)->level);
            break;
        case MD_BLOCK_P:
            frame.collecting = true;
            // A loose list item's first paragraph is the item itself.
            if (top().type == MD_BLOCK_LI && !top().sawParagraph && top().block.text.trimmed().isEmpty()) {
                top().sawParagraph = true;
                frame.block.kind = MarkdownBlock::Kind::ListItem;
                frame.block.nested = top().block.nested;
                frame.block.listDepth = top().block.listDepth;
            }
            break;
        case MD_BLOCK_CODE:
            frame.collecting = true;
            frame.block.kind = MarkdownBlock::Kind::Code;
            frame.block.fenced = static_cast<const MD_BLOCK_CODE_DETAIL *>(detail)->fence_char != 0;
            break;
        case MD_BLOCK_HTML:
            frame.collecting = true;
            frame.block.kind = MarkdownBlock::Kind::Html;
            break;
        case MD_BLOCK_TABLE:
            frame.collecting = true;
            frame.block.kind = MarkdownBlock::Kind::Table;
            break;
        case MD_BLOCK_THEAD:
            tableFrame().inHead = true;
            break;
        case MD_BLOCK_TBODY:
            tableFrame().inHead = false;
            break;
        case MD_BLOCK_TR:
            tableFrame().row.clear();
            break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD:
            tableFrame().cell.clear();
            break;
        default:
            break;
        }
        if (frame.block.kind != MarkdownBlock::Kind::ListItem || type == MD_BLOCK_LI)
            frame.block.nested = m_nesting > (type == MD_BLOCK_LI ? 1 : 0);
        m_stack.push_back(std::move(frame));
    }

    void leave(MD_BLOCKTYPE type)
    {
        Frame frame = std::move(m_stack.back());
        m_stack.pop_back();
        switch (type) {
        case MD_BLOCK_QUOTE:
            --m_nesting;
            break;
        case MD_BLOCK_LI:
            --m_nesting;
            --m_listDepth;
            break;
        case MD_BLOCK_TH:
        case MD_BLOCK_TD:
            tableFrame().row << tableFrame().cell.simplified();
            break;
        case MD_BLOCK_TR: {
            Frame &table = tableFrame();
            if (table.inHead)
                table.block.header = table.row;
            else
                table.block.rows << table.row;
            break;
        }
        default:
            break;
        }
        if (frame.collecting)
            finish(frame);
    }

    void span(MD_SPANTYPE type, bool entering)
    {
        if (type != MD_SPAN_STRONG && type != MD_SPAN_EM && type != MD_SPAN_U && type != MD_SPAN_CODE)
            return;
        Frame *frame = collector();
        if (!frame)
            return;
        if (entering) {
            frame->spanStarts << textOf(*frame).size();
            return;
        }
        if (frame->spanStarts.isEmpty())
            return;
        const QString spanText = textOf(*frame).mid(frame->spanStarts.takeLast()).simplified();
        if (spanText.isEmpty())
            return;
        if (type == MD_SPAN_CODE)
            frame->block.inlineCode << spanText;
        else if (!frame->block.emphasised.contains(spanText))
            frame->block.emphasised << spanText;
    }

    void text(MD_TEXTTYPE type, const MD_CHAR *chars, MD_SIZE size)
    {
        Frame *frame = collector();
        if (!frame)
            return;
        const qsizetype offset = chars - m_source.constData();
        if (offset >= 0 && offset + qsizetype(size) <= m_source.size() && size > 0) {
            if (frame->firstByte < 0 || offset < frame->firstByte)
                frame->firstByte = offset;
            frame->lastByte = std::max(frame->lastByte, offset + qsizetype(size) - 1);
        }
        QString piece;
        switch (type) {
        case MD_TEXT_BR:
        case MD_TEXT_SOFTBR:
            piece = QStringLiteral(" ");
            frame->block.lines << QString();
            break;
        case MD_TEXT_NULLCHAR:
            piece = QString(QChar(QChar::ReplacementCharacter));
            break;
        case MD_TEXT_ENTITY:
            piece = decodeEntity(QString::fromUtf8(chars, qsizetype(size)));
            break;
        case MD_TEXT_HTML:
            // Inline HTML in prose is markup, not words; an HTML block keeps it verbatim.
            if (frame->block.kind != MarkdownBlock::Kind::Html)
                return;
            piece = QString::fromUtf8(chars, qsizetype(size));
            break;
        default:
            piece = QString::fromUtf8(chars, qsizetype(size));
            break;
        }
        textOf(*frame) += piece;
        if (frame->type != MD_BLOCK_TABLE && type != MD_TEXT_BR && type != MD_TEXT_SOFTBR) {
            if (frame->block.lines.isEmpty())
                frame->block.lines << QString();
            frame->block.lines.last() += piece;
        }
    }

private:
    Frame &top() { return m_stack.back(); }

    // Where a frame's text goes: a table gathers it cell by cell.
    static QString &textOf(Frame &frame) { return frame.type == MD_BLOCK_TABLE ? frame.cell : frame.block.text; }

    Frame &tableFrame()
    {
        for (auto it = m_stack.rbegin(); it != m_stack.rend(); ++it) {
            if (it->type == MD_BLOCK_TABLE)
                return *it;
        }
        return m_stack.front();   // md4c never sends table parts outside a table
    }

    Frame *collector()
    {
        for (auto it = m_stack.rbegin(); it != m_stack.rend(); ++it) {
            if (it->collecting)
                return &*it;
        }
        return nullptr;
    }

    int lineOf(qsizetype byte) const
    {
        return int(std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), byte) - m_lineStarts.cbegin());
    }

    QByteArray lineText(int line) const   // 1-based
    {
        if (line < 1 || line > m_lineStarts.size())
            return {};
        const qsizetype from = m_lineStarts.at(line - 1);
        const qsizetype to = line < m_lineStarts.size() ? m_lineStarts.at(line) - 1 : m_source.size();
        return m_source.mid(from, to - from).trimmed();
    }

    // Emits the frame's block (if it holds anything) and empties the frame,
    // so a list item cut by its nested list is not emitted twice.
    void finish(Frame &frame)
    {
        MarkdownBlock block = frame.block;
        const bool isVerbatim = block.kind == MarkdownBlock::Kind::Code || block.kind == MarkdownBlock::Kind::Html;
        block.text = isVerbatim ? block.text : block.text.simplified();
        QStringList lines;
        for (const QString &line : std::as_const(block.lines)) {
            if (!line.trimmed().isEmpty() && !isVerbatim)
                lines << line.simplified();
        }
        block.lines = lines;
        const bool empty = block.kind == MarkdownBlock::Kind::Table ? block.header.isEmpty() : block.text.trimmed().isEmpty();
        if (frame.firstByte >= 0) {
            block.startLine = lineOf(frame.firstByte);
            block.endLine = lineOf(frame.lastByte);
            // The lines md4c does not point at: a setext underline (an ATX heading has none; a
            // "---" after it is a rule), code fences past any blank first or last lines.
            static const QRegularExpression underline(QStringLiteral("^(=+|-+)$"));
            if (block.kind == MarkdownBlock::Kind::Heading && !lineText(block.startLine).startsWith('#')
                && underline.match(QString::fromUtf8(lineText(block.endLine + 1))).hasMatch())
                ++block.endLine;
            if (block.fenced) {
                const auto isFence = [](const QByteArray &l) { return l.startsWith("```") || l.startsWith("~~~"); };
                int up = block.startLine - 1;
                while (up >= 1 && lineText(up).isEmpty())
                    --up;
                if (up >= 1 && isFence(lineText(up)))
                    block.startLine = up;
                int down = block.endLine + 1;
                while (down <= m_lineStarts.size() && lineText(down).isEmpty())
                    ++down;
                if (down <= m_lineStarts.size() && isFence(lineText(down)))
                    block.endLine = down;
            }
        }
        frame.block.text.clear();
        frame.block.lines.clear();
        frame.block.emphasised.clear();
        frame.block.inlineCode.clear();
        frame.firstByte = frame.lastByte = -1;
        if (!empty)
            m_blocks << block;
    }

    const QByteArray &m_source;
    QList<qsizetype> m_lineStarts;
    std::vector<Frame> m_stack;
    QList<MarkdownBlock> m_blocks;
    int m_nesting = 0;
    int m_listDepth = 0;   // list items open around the current block
};

int enterBlock(MD_BLOCKTYPE type, void *detail, void *userdata)
{
    static_cast<Builder *>(userdata)->enter(type, detail);
    return 0;
}

int leaveBlock(MD_BLOCKTYPE type, void * /*detail*/, void *userdata)
{
    static_cast<Builder *>(userdata)->leave(type);
    return 0;
}

int enterSpan(MD_SPANTYPE type, void * /*detail*/, void *userdata)
{
    static_cast<Builder *>(userdata)->span(type, true);
    return 0;
}

int leaveSpan(MD_SPANTYPE type, void * /*detail*/, void *userdata)
{
    static_cast<Builder *>(userdata)->span(type, false);
    return 0;
}

int onText(MD_TEXTTYPE type, const MD_CHAR *text, MD_SIZE size, void *userdata)
{
    static_cast<Builder *>(userdata)->text(type, text, size);
    return 0;
}

// "Term: body", "Term — body", "Term - body" in plain text: a short term that
// starts with a capital, then the separator.
const QRegularExpression &plainDefinition()
{
    static const QRegularExpression re(
        QStringLiteral("^([A-Z][\\w /()&'.-]{0,47}?)\\s*(?::|\\s[\\x{2014}\\x{2013}-])\\s*(.+)$"));
    return re;
}

} // namespace

QStringList MarkdownBlock::sentences() const
{
    static const QRegularExpression sentenceEnd(QStringLiteral("(?<=[.!?])\\s+(?=[A-Z*_\"'(])"));
    return text.split(sentenceEnd, Qt::SkipEmptyParts);
}

QString MarkdownBlock::leadingTerm() const
{
    if (emphasised.isEmpty() || !text.startsWith(emphasised.first()))
        return {};
    return emphasised.first();
}

namespace {

// GitHub starts a table on the line after a paragraph's text ("Regions:" then "| A | B |");
// CommonMark's md4c only at a block's first line. A blank line is put before such a header row
// (outside code fences), and `inserted` remembers where, so block lines map back to the text's.
QString separateTables(const QString &text, QList<int> &inserted)
{
    static const QRegularExpression delimiterRow(QStringLiteral("^\\s*\\|?\\s*:?-+:?\\s*(\\|\\s*:?-+:?\\s*)*\\|?\\s*$"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    QStringList out;
    bool inFence = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString trimmed = lines[i].trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~")))
            inFence = !inFence;
        const bool headerRow = !inFence && i > 0 && i + 1 < lines.size() && trimmed.contains(QLatin1Char('|'))
            && delimiterRow.match(lines[i + 1]).hasMatch() && !lines[i - 1].trimmed().isEmpty()
            && !lines[i - 1].contains(QLatin1Char('|'));
        if (headerRow) {
            inserted << i;   // original line index (0-based) the blank line was put before
            out << QString();
        }
        out << lines[i];
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace

MarkdownDocument MarkdownDocument::parse(const QString &input)
{
    // LF, CRLF and a lone CR all end a line.
    QString text = input;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(QLatin1Char('\r'), QLatin1Char('\n'));
    QList<int> inserted;
    const QByteArray utf8 = separateTables(text, inserted).toUtf8();
    Builder builder(utf8);
    MD_PARSER parser{};
    parser.flags = MD_DIALECT_GITHUB;
    parser.enter_block = enterBlock;
    parser.leave_block = leaveBlock;
    parser.enter_span = enterSpan;
    parser.leave_span = leaveSpan;
    parser.text = onText;
    md_parse(utf8.constData(), MD_SIZE(utf8.size()), &parser, &builder);
    MarkdownDocument document;
    document.m_blocks = builder.take();
    if (!inserted.isEmpty()) {
        // Parsed line n (1-based) is original line n minus the blank lines put before it.
        const auto original = [&inserted](int line) {
            int shift = 0;
            for (int k = 0; k < inserted.size() && inserted[k] + k + 1 < line; ++k)
                ++shift;
            return line - shift;
        };
        for (MarkdownBlock &b : document.m_blocks) {
            if (b.startLine > 0) {
                b.startLine = original(b.startLine);
                b.endLine = original(b.endLine);
            }
        }
    }
    return document;
}

namespace {

// One line of delimited text split into cells: double quotes protect a delimiter ("Bosnia, and
// Herzegovina") and "" inside them is a quote.
QStringList delimitedCells(const QString &line, QChar delimiter)
{
    QStringList cells;
    QString cell;
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('"') && quoted && i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"')) {
            cell += c;
            ++i;
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
        } else if (c == delimiter && !quoted) {
            cells << cell.trimmed();
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells << cell.trimmed();
    return cells;
}

// A fenced block of comma-, tab- or semicolon-separated rows ("```csv\nregion,country\n...") is a
// table written as data: a header of names, then at least two rows with as many cells. Code (a
// call's arguments, a formula) has lines of differing shapes, brackets or operators, and is not.
std::optional<MarkdownBlock> delimitedTable(const MarkdownBlock &code)
{
    const QStringList lines = code.text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (!code.fenced || lines.size() < 3)
        return std::nullopt;
    static const QRegularExpression codeLike(QStringLiteral("[=(){}\\[\\]<>]"));
    for (const QChar delimiter : {QLatin1Char(','), QLatin1Char('\t'), QLatin1Char(';')}) {
        const QStringList header = delimitedCells(lines.first(), delimiter);
        if (header.size() < 2 || std::any_of(header.cbegin(), header.cend(), [](const QString &h) {
                return h.isEmpty() || h.at(0).isDigit() || h.contains(codeLike);
            }))
            continue;
        MarkdownBlock table = code;
        table.kind = MarkdownBlock::Kind::Table;
        table.header = header;
        table.text.clear();
        for (int i = 1; i < lines.size(); ++i) {
            if (lines.at(i).trimmed().isEmpty())
                continue;
            const QStringList cells = delimitedCells(lines.at(i), delimiter);
            if (cells.size() != header.size() || lines.at(i).contains(codeLike))
                return std::nullopt;
            table.rows << cells;
        }
        table.text = (QStringList{header.join(QLatin1Char(' '))} + [&table] {
            QStringList rows;
            for (const QStringList &row : std::as_const(table.rows))
                rows << row.join(QLatin1Char(' '));
            return rows;
        }()).join(QLatin1Char(' '));
        return table.rows.size() >= 2 ? std::optional<MarkdownBlock>(table) : std::nullopt;
    }
    return std::nullopt;
}

} // namespace

QList<MarkdownBlock> MarkdownDocument::tables() const
{
    QList<MarkdownBlock> found;
    for (const MarkdownBlock &block : m_blocks) {
        if (block.kind == MarkdownBlock::Kind::Table)
            found << block;
        else if (block.kind == MarkdownBlock::Kind::Code)
            if (std::optional<MarkdownBlock> table = delimitedTable(block))
                found << *table;
    }
    return found;
}

QStringList MarkdownDocument::sentences() const
{
    static const QRegularExpression boundary(QStringLiteral("(?<=[.;!?])\\s+"));
    QStringList found;
    for (const MarkdownBlock &block : m_blocks) {
        if (block.kind == MarkdownBlock::Kind::Paragraph || block.kind == MarkdownBlock::Kind::ListItem)
            found << block.text.split(boundary, Qt::SkipEmptyParts);
    }
    return found;
}

QList<MarkdownDefinition> MarkdownDocument::definitions() const
{
    static const QRegularExpression separator(QStringLiteral("^\\s*[:\\x{2014}\\x{2013}-]\\s*"));
    QList<MarkdownDefinition> found;
    for (const MarkdownBlock &block : m_blocks) {
        if (block.kind != MarkdownBlock::Kind::Paragraph && block.kind != MarkdownBlock::Kind::ListItem)
            continue;
        QString term = block.leadingTerm();
        QString body;
        if (!term.isEmpty()) {
            body = block.text.mid(term.size());
            // "**Gold tier:** ..." puts the colon inside the emphasis.
            const bool colonInside = term.endsWith(QLatin1Char(':'));
            if (colonInside)
                term.chop(1);
            const QRegularExpressionMatch sep = separator.match(body);
            if (!colonInside && !sep.hasMatch())
                continue;   // "**Note** that ..." is emphasis, not a definition
            if (sep.hasMatch())
                body = body.mid(sep.capturedLength());
        } else if (const QRegularExpressionMatch m = plainDefinition().match(block.text); m.hasMatch()) {
            term = m.captured(1);
            body = m.captured(2);
        }
        term = term.trimmed();
        body = body.trimmed();
        if (!term.isEmpty() && !body.isEmpty())
            found << MarkdownDefinition{term, body, block.startLine};
    }
    return found;
}

} // namespace rac::retrieval
