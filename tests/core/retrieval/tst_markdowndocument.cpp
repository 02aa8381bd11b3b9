// SPDX-License-Identifier: MIT
//
// MarkdownDocument: the blocks md4c finds, checked against what a reader of
// the rendered page sees (CommonMark and GitHub's tables), written out by hand.
#include "retrieval/MarkdownDocument.h"

#include <QTest>

using rac::retrieval::MarkdownBlock;
using rac::retrieval::MarkdownDefinition;
using rac::retrieval::MarkdownDocument;

class TestMarkdownDocument : public QObject {
    Q_OBJECT
private slots:
    void blocksWithLinesAndPlainText();
    void tablesWithAndWithoutOuterPipes();
    void codeIsNotReadAsStructure();
    void delimitedRowsInAFenceAreATable();
    void sentencesJoinWrappedLines();
    void definitionsFromTermsAndSeparators();
    void hostileInputDoesNotBreakParsing();
    void linesAroundTablesFencesAndRules();
    void listItemsKnowTheirDepth();
};

void TestMarkdownDocument::blocksWithLinesAndPlainText()
{
    const MarkdownDocument doc = MarkdownDocument::parse(QStringLiteral(
        "Pricing\n=======\n\nList prices are *reviewed*\nevery **quarter**.\n\n* one\n+ two\n\n1) first\n"));
    const QList<MarkdownBlock> &blocks = doc.blocks();
    QCOMPARE(blocks.size(), 5);
    QCOMPARE(blocks[0].kind, MarkdownBlock::Kind::Heading);
    QCOMPARE(blocks[0].level, 1);
    QCOMPARE(blocks[0].text, QStringLiteral("Pricing"));
    QCOMPARE(blocks[0].startLine, 1);
    QCOMPARE(blocks[0].endLine, 2);   // the underline belongs to the heading
    QCOMPARE(blocks[1].kind, MarkdownBlock::Kind::Paragraph);
    QCOMPARE(blocks[1].text, QStringLiteral("List prices are reviewed every quarter."));
    QCOMPARE(blocks[1].emphasised, (QStringList{QStringLiteral("reviewed"), QStringLiteral("quarter")}));
    QCOMPARE(blocks[1].startLine, 4);
    QCOMPARE(blocks[1].endLine, 5);
    // "*" and "+" bullets are two lists in CommonMark; both items are list items.
    QCOMPARE(blocks[2].kind, MarkdownBlock::Kind::ListItem);
    QCOMPARE(blocks[2].text, QStringLiteral("one"));
    QCOMPARE(blocks[3].text, QStringLiteral("two"));
    QCOMPARE(blocks[3].startLine, 8);
    QCOMPARE(blocks[4].kind, MarkdownBlock::Kind::ListItem);
    QCOMPARE(blocks[4].text, QStringLiteral("first"));
    QCOMPARE(blocks[4].startLine, 10);
}

void TestMarkdownDocument::tablesWithAndWithoutOuterPipes()
{
    const MarkdownDocument doc = MarkdownDocument::parse(QStringLiteral(
        "Tier | Price range\n:--- | ---:\n**Gold** | 50 or more\nSilver | 20 to 49.99\n\n"
        "| Code | Meaning |\n|------|---------|\n| a \\| b | either &amp; both |\n"));
    const QList<MarkdownBlock> tables = doc.tables();
    QCOMPARE(tables.size(), 2);
    QCOMPARE(tables[0].header, (QStringList{QStringLiteral("Tier"), QStringLiteral("Price range")}));
    QCOMPARE(tables[0].rows.size(), 2);
    QCOMPARE(tables[0].rows[0], (QStringList{QStringLiteral("Gold"), QStringLiteral("50 or more")}));
    QCOMPARE(tables[0].rows[1], (QStringList{QStringLiteral("Silver"), QStringLiteral("20 to 49.99")}));
    QCOMPARE(tables[0].startLine, 1);
    QCOMPARE(tables[0].endLine, 4);
    // An escaped pipe stays inside its cell; entities are decoded.
    QCOMPARE(tables[1].rows[0], (QStringList{QStringLiteral("a | b"), QStringLiteral("either & both")}));
    QCOMPARE(tables[1].startLine, 6);
}

void TestMarkdownDocument::codeIsNotReadAsStructure()
{
    const MarkdownDocument doc = MarkdownDocument::parse(QStringLiteral(
        "```\n# not a heading\n| a | b |\n|---|---|\n| 1 | 2 |\n```\n\n<!-- an HTML comment\n\nspanning lines -->\n"));
    QVERIFY(doc.tables().isEmpty());
    QCOMPARE(doc.blocks().size(), 2);
    QCOMPARE(doc.blocks()[0].kind, MarkdownBlock::Kind::Code);
    QVERIFY(doc.blocks()[0].fenced);
    QCOMPARE(doc.blocks()[0].startLine, 1);   // the fences are part of the block
    QCOMPARE(doc.blocks()[0].endLine, 6);
    QCOMPARE(doc.blocks()[1].kind, MarkdownBlock::Kind::Html);
    QCOMPARE(doc.blocks()[1].startLine, 8);
    QCOMPARE(doc.blocks()[1].endLine, 10);
    QVERIFY(doc.sentences().isEmpty());
}

void TestMarkdownDocument::delimitedRowsInAFenceAreATable()
{
    const MarkdownDocument doc = MarkdownDocument::parse(QStringLiteral(
        "Intro.\n\n```csv\nname,members\nAlpha,\"Bosnia, and Herzegovina\"\nBeta,\"say \"\"hi\"\"\"\n```\n\n"
        "```\na\tb\n1\t2\n3\t4\n```\n\n"
        "```\nf(a, b)\ng(c, d)\nh(e, f)\n```\n\n"
        "```\nx,y\n1,2\n3,4,5\n```\n"));
    const QList<MarkdownBlock> tables = doc.tables();
    QCOMPARE(tables.size(), 2);
    QCOMPARE(tables[0].header, (QStringList{QStringLiteral("name"), QStringLiteral("members")}));
    QCOMPARE(tables[0].rows[0], (QStringList{QStringLiteral("Alpha"), QStringLiteral("Bosnia, and Herzegovina")}));
    QCOMPARE(tables[0].rows[1], (QStringList{QStringLiteral("Beta"), QStringLiteral("say \"hi\"")}));
    QCOMPARE(tables[0].startLine, 3);
    QCOMPARE(tables[0].endLine, 7);
    QCOMPARE(tables[1].header, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    QCOMPARE(tables[1].rows.size(), 2);
    // Calls with arguments, and rows of differing widths, are code, not tables.
}

void TestMarkdownDocument::sentencesJoinWrappedLines()
{
    const MarkdownDocument doc = MarkdownDocument::parse(QStringLiteral(
        "## Perishables\nProduce, **Seafood** and Dairy Products\nare perishable. Others are not.\n\n- Meat keeps 5 days\n"));
    QCOMPARE(doc.sentences(), (QStringList{QStringLiteral("Produce, Seafood and Dairy Products are perishable."),
                                           QStringLiteral("Others are not."), QStringLiteral("Meat keeps 5 days")}));
}

void TestMarkdownDocument::definitionsFromTermsAndSeparators()
{
    const MarkdownDocument doc = MarkdownDocument::parse(QStringLiteral(
        "- **Gold tier**: list price at or above 50\n"
        "- __Large order__ \u2014 an order worth 3,000 or more\n"
        "- **Key account:** a customer who bought 20,000 in a year\n"
        "- Small order - below 250\n"
        "- **Note** that prices change\n"
        "- plain words with no term\n\n"
        "**Fiscal year**: starts in July.\n"));
    const QList<MarkdownDefinition> found = doc.definitions();
    QCOMPARE(found.size(), 5);
    QCOMPARE(found[0].term, QStringLiteral("Gold tier"));
    QCOMPARE(found[0].body, QStringLiteral("list price at or above 50"));
    QCOMPARE(found[0].line, 1);
    QCOMPARE(found[1].term, QStringLiteral("Large order"));
    QCOMPARE(found[1].body, QStringLiteral("an order worth 3,000 or more"));
    QCOMPARE(found[2].term, QStringLiteral("Key account"));
    QCOMPARE(found[2].body, QStringLiteral("a customer who bought 20,000 in a year"));
    QCOMPARE(found[3].term, QStringLiteral("Small order"));
    QCOMPARE(found[3].body, QStringLiteral("below 250"));
    QCOMPARE(found[4].term, QStringLiteral("Fiscal year"));
    QCOMPARE(found[4].line, 8);
}

void TestMarkdownDocument::hostileInputDoesNotBreakParsing()
{
    // Deep nesting, NUL bytes, unclosed emphasis and a lone surrogate-free
    // multibyte text: parsing ends, and line numbers stay inside the text.
    QString deep;
    for (int i = 0; i < 2000; ++i)
        deep += QStringLiteral("> - ");
    deep += QStringLiteral("**x\n") + QChar(0) + QStringLiteral("\nCaf\u00e9 | b\n---|---\n\u00e9 | 2\n");
    const MarkdownDocument doc = MarkdownDocument::parse(deep);
    QVERIFY(!doc.blocks().isEmpty());
    for (const MarkdownBlock &block : doc.blocks()) {
        QVERIFY(block.startLine == 0 || (block.startLine >= 1 && block.startLine <= block.endLine));
        QVERIFY(block.endLine <= 5);
    }
}

void TestMarkdownDocument::linesAroundTablesFencesAndRules()
{
    // A table straight after a text line (GitHub renders it) keeps its own lines; a fence with
    // blank first and last lines spans its fences; "---" after an ATX heading is a rule.
    const MarkdownDocument doc = MarkdownDocument::parse(QStringLiteral(
        "Caption line\n| A | B |\n|---|---|\n| 1 | 2 |\n\n```\n\ncode\n\n```\n\n## H\n---\ntext\r\nmore\rlast\n"));
    const QList<MarkdownBlock> &b = doc.blocks();
    QCOMPARE(b.size(), 5);
    QCOMPARE(b[0].text, QStringLiteral("Caption line"));
    QCOMPARE(b[0].endLine, 1);
    QCOMPARE(b[1].kind, MarkdownBlock::Kind::Table);
    QCOMPARE(b[1].startLine, 2);
    QCOMPARE(b[1].endLine, 4);
    QCOMPARE(b[1].rows, (QList<QStringList>{{QStringLiteral("1"), QStringLiteral("2")}}));
    QCOMPARE(b[2].kind, MarkdownBlock::Kind::Code);
    QCOMPARE(b[2].startLine, 6);
    QCOMPARE(b[2].endLine, 10);
    QCOMPARE(b[3].kind, MarkdownBlock::Kind::Heading);
    QCOMPARE(b[3].startLine, 12);
    QCOMPARE(b[3].endLine, 12);
    QCOMPARE(b[4].text, QStringLiteral("text more last"));   // CRLF and a lone CR end lines too
    QCOMPARE(b[4].startLine, 14);
    QCOMPARE(b[4].endLine, 16);
}

void TestMarkdownDocument::listItemsKnowTheirDepth()
{
    const MarkdownDocument doc = MarkdownDocument::parse(QStringLiteral("+ **Northern Arc**\n  * Ireland\n  * Nordic:\n    - Denmark\n+ **Core**\n\nAfter.\n"));
    QList<int> depths;
    QStringList texts;
    for (const MarkdownBlock &b : doc.blocks())
        if (b.kind == MarkdownBlock::Kind::ListItem) {
            depths << b.listDepth;
            texts << b.text;
        }
    QCOMPARE(texts, (QStringList{QStringLiteral("Northern Arc"), QStringLiteral("Ireland"), QStringLiteral("Nordic:"), QStringLiteral("Denmark"),
                                 QStringLiteral("Core")}));
    QCOMPARE(depths, (QList<int>{1, 2, 2, 3, 1}));
    QCOMPARE(doc.blocks().last().listDepth, 0);   // the paragraph after the list
}

QTEST_GUILESS_MAIN(TestMarkdownDocument)
#include "tst_markdowndocument.moc"
