// SPDX-License-Identifier: MIT
//
// Tests for rac_retrieval: MarkdownChunker (line ranges, heading paths, ids,
// splitting) and CorpusIndex (incremental sync, BM25 ranking, query safety,
// caps and boosts, recovery from a damaged index). Expected values are worked
// out by hand from the inline texts, not produced by the code under test.
#include "retrieval/CorpusIndex.h"
#include "retrieval/MarkdownChunker.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cstdio>
#include <thread>

using namespace rac;
using namespace rac::retrieval;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    QCOMPARE(file.write(bytes), bytes.size());
}

QStringList ids(const QList<ScoredChunk> &hits)
{
    QStringList out;
    for (const ScoredChunk &hit : hits)
        out << hit.chunk.id;
    return out;
}

QStringList ids(const QList<Chunk> &chunks)
{
    QStringList out;
    for (const Chunk &chunk : chunks)
        out << chunk.id;
    return out;
}

// A corpus where each question has one obviously right chunk.
void writeSmallCorpus(const QString &root)
{
    writeFile(root + QStringLiteral("/returns.md"),
              "# Returns\n"
              "\n"
              "## Beverages\n"
              "Unopened drinks may be returned within 14 days of delivery.\n"
              "\n"
              "## Furniture\n"
              "Chairs and tables can be returned within 60 days.\n");
    writeFile(root + QStringLiteral("/shipping.md"),
              "# Shipping\n"
              "\n"
              "## Carriers\n"
              "We use three carriers for delivery of furniture and drinks.\n"
              "\n"
              "## Freight\n"
              "Freight is free for orders above 500.\n");
    writeFile(root + QStringLiteral("/sub/notes.txt"), "Quarterly notes about the warehouse inventory count.\n");
}

const char kGuide[] = "Intro line before any heading.\n"   // 1
                      "\n"                                 // 2
                      "# Guide\n"                          // 3  parent only: no chunk
                      "\n"                                 // 4
                      "## Setup\n"                         // 5
                      "Install the tool.\n"                // 6
                      "\n"                                 // 7
                      "```bash\n"                          // 8
                      "# not a heading\n"                  // 9
                      "echo hi\n"                          // 10
                      "```\n"                              // 11
                      "\n"                                 // 12
                      "## Usage\n"                         // 13 parent only: no chunk
                      "### Basics\n"                       // 14
                      "Run it.\n"                          // 15
                      "\n"                                 // 16
                      "## Notes ##\n"                      // 17
                      "Final words.\n";                    // 18

} // namespace

class TestRetrieval : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void chunkerHeadingPathsAndLines();
    void chunkerCrlfGivesSameChunks();
    void chunkerSplitsLongSectionAtBlankLines();
    void chunkerHardSplitsWithoutBlankLines();
    void chunkerDoesNotSplitInsideFence();
    void chunkerEdgeCases();
    void chunkerIdPrefix();

    void syncIsIncremental();
    void indexSurvivesRestart();
    void chunkIdsAreUniqueAcrossExtensions();
    void bm25RanksTheObviousChunkFirst();
    void headingOutweighsBody();
    void stopwordOnlyQueryGivesNothing();
    void ftsSyntaxInQueryIsHarmless();
    void perFileCapIsHonoured();
    void boostTermsLiftAChunk();
    void badFilesAreSkippedWithWarnings();
    void corpusFolderIsAFence();
    void fileSwappedForALinkWhileIndexingIsNotFollowed();
    void syncReadsAgainWhatAnotherInstanceChanged();
    void utf16AndCrOnlyDocumentsAreRead();
    void missingDirIsAnError();
    void corruptIndexFileIsRebuilt();
    void outdatedIndexIsRebuilt();
    void foreignDatabaseIsNotOverwritten();

    void realCorpus();
};

void TestRetrieval::chunkerHeadingPathsAndLines()
{
    const QList<Chunk> chunks = MarkdownChunker::chunkFile(QStringLiteral("guide.md"), QString::fromUtf8(kGuide));
    QCOMPARE(chunks.size(), 4);

    QCOMPARE(chunks[0].id, QStringLiteral("guide::chunk0"));
    QCOMPARE(chunks[0].file, QStringLiteral("guide.md"));
    QCOMPARE(chunks[0].headingPath, QStringList());
    QCOMPARE(chunks[0].heading(), QString());
    QCOMPARE(chunks[0].startLine, 1);
    QCOMPARE(chunks[0].endLine, 1);
    QCOMPARE(chunks[0].text, QStringLiteral("Intro line before any heading."));

    QCOMPARE(chunks[1].id, QStringLiteral("guide::chunk1"));
    QCOMPARE(chunks[1].headingPath, (QStringList{QStringLiteral("Guide"), QStringLiteral("Setup")}));
    QCOMPARE(chunks[1].heading(), QStringLiteral("Setup"));
    QCOMPARE(chunks[1].startLine, 5);
    QCOMPARE(chunks[1].endLine, 11);
    QCOMPARE(chunks[1].text, QStringLiteral("## Setup\nInstall the tool.\n\n```bash\n# not a heading\necho hi\n```"));

    QCOMPARE(chunks[2].id, QStringLiteral("guide::chunk2"));
    QCOMPARE(chunks[2].headingPath,
             (QStringList{QStringLiteral("Guide"), QStringLiteral("Usage"), QStringLiteral("Basics")}));
    QCOMPARE(chunks[2].startLine, 14);
    QCOMPARE(chunks[2].endLine, 15);
    QCOMPARE(chunks[2].text, QStringLiteral("### Basics\nRun it."));

    // The closing "##" of an ATX heading is not part of the title.
    QCOMPARE(chunks[3].id, QStringLiteral("guide::chunk3"));
    QCOMPARE(chunks[3].headingPath, (QStringList{QStringLiteral("Guide"), QStringLiteral("Notes")}));
    QCOMPARE(chunks[3].startLine, 17);
    QCOMPARE(chunks[3].endLine, 18);
    QCOMPARE(chunks[3].text, QStringLiteral("## Notes ##\nFinal words."));
}

void TestRetrieval::chunkerCrlfGivesSameChunks()
{
    const QString lf = QString::fromUtf8(kGuide);
    QString crlf = lf;
    crlf.replace(QLatin1Char('\n'), QStringLiteral("\r\n"));
    const QList<Chunk> a = MarkdownChunker::chunkFile(QStringLiteral("guide.md"), lf);
    const QList<Chunk> b = MarkdownChunker::chunkFile(QStringLiteral("guide.md"), crlf);
    QCOMPARE(b.size(), a.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        QCOMPARE(b[i].id, a[i].id);
        QCOMPARE(b[i].headingPath, a[i].headingPath);
        QCOMPARE(b[i].startLine, a[i].startLine);
        QCOMPARE(b[i].endLine, a[i].endLine);
        QCOMPARE(b[i].text, a[i].text);
        QVERIFY(!b[i].text.contains(QLatin1Char('\r')));
    }
}

void TestRetrieval::chunkerSplitsLongSectionAtBlankLines()
{
    // Line 1 heading, 2 blank, 3-12 paragraph A, 13 blank, 14-23 B, 24 blank, 25-34 C.
    QString text = QStringLiteral("## Long\n\n");
    for (const char *name : {"a", "b", "c"}) {
        for (int i = 1; i <= 10; ++i)
            text += QStringLiteral("%1 line %2\n").arg(QLatin1String(name)).arg(i);
        text += QLatin1Char('\n');
    }
    const QList<Chunk> chunks = MarkdownChunker::chunkFile(QStringLiteral("long.md"), text, 15);
    QCOMPARE(chunks.size(), 3);
    const QList<std::pair<int, int>> expected = {{1, 12}, {14, 23}, {25, 34}};
    for (qsizetype i = 0; i < chunks.size(); ++i) {
        QCOMPARE(chunks[i].id, QStringLiteral("long::chunk%1").arg(i));
        QCOMPARE(chunks[i].headingPath, QStringList{QStringLiteral("Long")});
        QCOMPARE(chunks[i].startLine, expected[i].first);
        QCOMPARE(chunks[i].endLine, expected[i].second);
    }
    QVERIFY(chunks[0].text.startsWith(QStringLiteral("## Long\n\na line 1\n")));
    QVERIFY(chunks[0].text.endsWith(QStringLiteral("a line 10")));
    QVERIFY(chunks[1].text.startsWith(QStringLiteral("b line 1\n")));
    QVERIFY(chunks[2].text.endsWith(QStringLiteral("c line 10")));

    // With the default 40-line limit the same section stays whole.
    const QList<Chunk> whole = MarkdownChunker::chunkFile(QStringLiteral("long.md"), text);
    QCOMPARE(whole.size(), 1);
    QCOMPARE(whole[0].startLine, 1);
    QCOMPARE(whole[0].endLine, 34);
}

void TestRetrieval::chunkerHardSplitsWithoutBlankLines()
{
    // 1 heading + 49 lines with no blank line: cut every 20 lines.
    QString text = QStringLiteral("# Wall\n");
    for (int i = 1; i <= 49; ++i)
        text += QStringLiteral("w%1\n").arg(i);
    const QList<Chunk> chunks = MarkdownChunker::chunkFile(QStringLiteral("wall.md"), text, 20);
    QCOMPARE(chunks.size(), 3);
    QCOMPARE(chunks[0].startLine, 1);
    QCOMPARE(chunks[0].endLine, 20);
    QCOMPARE(chunks[1].startLine, 21);
    QCOMPARE(chunks[1].endLine, 40);
    QCOMPARE(chunks[2].startLine, 41);
    QCOMPARE(chunks[2].endLine, 50);
    QCOMPARE(chunks[2].text, QStringLiteral("w40\nw41\nw42\nw43\nw44\nw45\nw46\nw47\nw48\nw49"));
    for (const Chunk &chunk : chunks)
        QCOMPARE(chunk.headingPath, QStringList{QStringLiteral("Wall")});
}

void TestRetrieval::chunkerDoesNotSplitInsideFence()
{
    const QString text = QStringLiteral("## Code\n"   // 1
                                        "intro\n"     // 2
                                        "```\n"       // 3
                                        "a\n"         // 4
                                        "\n"          // 5 inside the fence: not a split point
                                        "b\n"         // 6
                                        "\n"          // 7 inside the fence: not a split point
                                        "c\n"         // 8
                                        "```\n"       // 9
                                        "\n"          // 10
                                        "after1\n"    // 11
                                        "after2\n");  // 12
    // No usable blank line within the first 8 lines, so a hard cut at 8.
    const QList<Chunk> chunks = MarkdownChunker::chunkFile(QStringLiteral("code.md"), text, 8);
    QCOMPARE(chunks.size(), 2);
    QCOMPARE(chunks[0].startLine, 1);
    QCOMPARE(chunks[0].endLine, 8);
    QCOMPARE(chunks[1].startLine, 9);
    QCOMPARE(chunks[1].endLine, 12);
}

void TestRetrieval::chunkerEdgeCases()
{
    const QString file = QStringLiteral("x.md");
    QVERIFY(MarkdownChunker::chunkFile(file, QString()).isEmpty());
    QVERIFY(MarkdownChunker::chunkFile(file, QStringLiteral("\n\n   \n\t\n")).isEmpty());

    // No headings: one chunk with an empty heading path.
    QList<Chunk> chunks = MarkdownChunker::chunkFile(file, QStringLiteral("alpha\nbeta\n"));
    QCOMPARE(chunks.size(), 1);
    QCOMPARE(chunks[0].headingPath, QStringList());
    QCOMPARE(chunks[0].startLine, 1);
    QCOMPARE(chunks[0].endLine, 2);
    QCOMPARE(chunks[0].text, QStringLiteral("alpha\nbeta"));

    // No final newline, leading blank lines.
    chunks = MarkdownChunker::chunkFile(file, QStringLiteral("\n\nalpha"));
    QCOMPARE(chunks.size(), 1);
    QCOMPARE(chunks[0].startLine, 3);
    QCOMPARE(chunks[0].endLine, 3);

    // "#hashtag" (no space) is text; a setext heading ("Title" over "=====")
    // starts a section like "# Title", its underline inside the section.
    chunks = MarkdownChunker::chunkFile(file, QStringLiteral("#hashtag line\n\nTitle\n=====\nbody\n# Real\ntext"));
    QCOMPARE(chunks.size(), 3);
    QCOMPARE(chunks[0].headingPath, QStringList());
    QCOMPARE(chunks[0].endLine, 1);
    QCOMPARE(chunks[1].headingPath, QStringList{QStringLiteral("Title")});
    QCOMPARE(chunks[1].startLine, 3);
    QCOMPARE(chunks[1].endLine, 5);
    QCOMPARE(chunks[2].headingPath, QStringList{QStringLiteral("Real")});
    QCOMPARE(chunks[2].startLine, 6);
    QCOMPARE(chunks[2].endLine, 7);

    // A setext parent with no body of its own makes no chunk; "----" under text is a level-2 heading.
    chunks = MarkdownChunker::chunkFile(file, QStringLiteral("Handbook\n========\n\nReturns\n-------\n30 days.\n"));
    QCOMPARE(chunks.size(), 1);
    QCOMPARE(chunks[0].headingPath, (QStringList{QStringLiteral("Handbook"), QStringLiteral("Returns")}));
    QCOMPARE(chunks[0].startLine, 4);
    QCOMPARE(chunks[0].endLine, 6);

    // Headings lose their inline markup and closing hashes; a heading inside a quote starts nothing.
    chunks = MarkdownChunker::chunkFile(file, QStringLiteral("## **Bold** title ##\n> # quoted\nbody\n"));
    QCOMPARE(chunks.size(), 1);
    QCOMPARE(chunks[0].headingPath, QStringList{QStringLiteral("Bold title")});
    QCOMPARE(chunks[0].endLine, 3);

    // Heading-only sections that are not parents keep a one-line chunk.
    chunks = MarkdownChunker::chunkFile(file, QStringLiteral("## X\n## Y\nbody\n## Z\n"));
    QCOMPARE(chunks.size(), 3);
    QCOMPARE(chunks[0].headingPath, QStringList{QStringLiteral("X")});
    QCOMPARE(chunks[0].startLine, 1);
    QCOMPARE(chunks[0].endLine, 1);
    QCOMPARE(chunks[1].headingPath, QStringList{QStringLiteral("Y")});
    QCOMPARE(chunks[1].endLine, 3);
    QCOMPARE(chunks[2].headingPath, QStringList{QStringLiteral("Z")});
    QCOMPARE(chunks[2].startLine, 4);

    // Climbing back up the heading stack; "C#" keeps its hash.
    chunks = MarkdownChunker::chunkFile(file, QStringLiteral("# A\n## B\nb\n# C#\nc\n"));
    QCOMPARE(chunks.size(), 2);
    QCOMPARE(chunks[0].headingPath, (QStringList{QStringLiteral("A"), QStringLiteral("B")}));
    QCOMPARE(chunks[0].startLine, 2);
    QCOMPARE(chunks[1].headingPath, QStringList{QStringLiteral("C#")});
    QCOMPARE(chunks[1].startLine, 4);
    QCOMPARE(chunks[1].endLine, 5);

    // An unclosed fence runs to the end of the file; "~~~" fences count too.
    chunks = MarkdownChunker::chunkFile(file, QStringLiteral("# A\n~~~\n# inside\n\n## also inside\n"));
    QCOMPARE(chunks.size(), 1);
    QCOMPARE(chunks[0].headingPath, QStringList{QStringLiteral("A")});
    QCOMPARE(chunks[0].endLine, 5);

    // A byte-order mark does not hide the first heading.
    chunks = MarkdownChunker::chunkFile(file, QString(QChar(0xFEFF)) + QStringLiteral("# T\nx\n"));
    QCOMPARE(chunks.size(), 1);
    QCOMPARE(chunks[0].headingPath, QStringList{QStringLiteral("T")});

    // A very long line is kept whole.
    const QString longLine(200000, QLatin1Char('x'));
    chunks = MarkdownChunker::chunkFile(file, QStringLiteral("# L\n") + longLine + QStringLiteral("\nend\n"));
    QCOMPARE(chunks.size(), 1);
    QCOMPARE(chunks[0].endLine, 3);
    QCOMPARE(chunks[0].text.size(), qsizetype(4 + 200000 + 4));
}

void TestRetrieval::chunkerIdPrefix()
{
    QCOMPARE(MarkdownChunker::defaultIdPrefix(QStringLiteral("marketing_calendar.md")),
             QStringLiteral("marketing_calendar"));
    QCOMPARE(MarkdownChunker::defaultIdPrefix(QStringLiteral("policies/returns.md")),
             QStringLiteral("policies/returns"));
    QCOMPARE(MarkdownChunker::defaultIdPrefix(QStringLiteral("a.b/c")), QStringLiteral("a.b/c"));
    QCOMPARE(MarkdownChunker::defaultIdPrefix(QStringLiteral(".hidden")), QStringLiteral(".hidden"));
    const QList<Chunk> chunks =
        MarkdownChunker::chunkFile(QStringLiteral("notes.txt"), QStringLiteral("hello"), 40, QStringLiteral("notes.txt"));
    QCOMPARE(chunks.size(), 1);
    QCOMPARE(chunks[0].id, QStringLiteral("notes.txt::chunk0"));
}

void TestRetrieval::syncIsIncremental()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString corpus = dir.filePath(QStringLiteral("corpus"));
    writeSmallCorpus(corpus);
    CorpusIndex index(dir.filePath(QStringLiteral("cache/index.sqlite")));   // folder created on demand

    Result<IndexStats> stats = index.sync(corpus);
    QVERIFY2(stats.ok(), qPrintable(stats ? QString() : stats.error().toString()));
    QCOMPARE(stats->files, 3);
    QCOMPARE(stats->filesReindexed, 3);
    QCOMPARE(stats->filesRemoved, 0);
    QCOMPARE(stats->chunks, 5);
    QVERIFY(stats->warnings.isEmpty());
    QCOMPARE(index.corpusDir(), QDir(corpus).absolutePath());
    // Ordered by file, then position; "# Returns" and "# Shipping" are parents only.
    QCOMPARE(ids(index.allChunks()),
             (QStringList{QStringLiteral("returns::chunk0"), QStringLiteral("returns::chunk1"),
                          QStringLiteral("shipping::chunk0"), QStringLiteral("shipping::chunk1"),
                          QStringLiteral("sub/notes::chunk0")}));
    const std::optional<Chunk> furniture = index.chunk(QStringLiteral("returns::chunk1"));
    QVERIFY(furniture.has_value());
    QCOMPARE(furniture->headingPath, (QStringList{QStringLiteral("Returns"), QStringLiteral("Furniture")}));
    QCOMPARE(furniture->startLine, 6);
    QCOMPARE(furniture->endLine, 7);
    QCOMPARE(index.chunk(QStringLiteral("sub/notes::chunk0"))->file, QStringLiteral("sub/notes.txt"));
    QVERIFY(!index.chunk(QStringLiteral("nope::chunk0")).has_value());

    stats = index.sync(corpus);
    QVERIFY(stats.ok());
    QCOMPARE(stats->filesReindexed, 0);
    QCOMPARE(stats->filesRemoved, 0);
    QCOMPARE(stats->files, 3);
    QCOMPARE(stats->chunks, 5);

    writeFile(corpus + QStringLiteral("/shipping.md"),
              "# Shipping\n\n## Carriers\nWe use three carriers.\n\n## Freight\nFreight is free.\n\n"
              "## Customs\nOverseas orders clear customs in Hamburg.\n");
    stats = index.sync(corpus);
    QVERIFY(stats.ok());
    QCOMPARE(stats->filesReindexed, 1);
    QCOMPARE(stats->chunks, 6);
    QCOMPARE(index.chunk(QStringLiteral("shipping::chunk2"))->heading(), QStringLiteral("Customs"));
    QCOMPARE(ids(index.search(QStringLiteral("customs in Hamburg"))).value(0), QStringLiteral("shipping::chunk2"));

    QVERIFY(QFile::remove(corpus + QStringLiteral("/returns.md")));
    stats = index.sync(corpus);
    QVERIFY(stats.ok());
    QCOMPARE(stats->filesRemoved, 1);
    QCOMPARE(stats->filesReindexed, 0);
    QCOMPARE(stats->files, 2);
    QCOMPARE(stats->chunks, 4);
    QVERIFY(!index.chunk(QStringLiteral("returns::chunk0")).has_value());
    QVERIFY(index.search(QStringLiteral("chairs and tables")).isEmpty());
}

void TestRetrieval::indexSurvivesRestart()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString corpus = dir.filePath(QStringLiteral("corpus"));
    writeSmallCorpus(corpus);
    const QString indexPath = dir.filePath(QStringLiteral("index.sqlite"));
    QList<Chunk> before;
    {
        CorpusIndex index(indexPath);
        QVERIFY(index.sync(corpus).ok());
        before = index.allChunks();
    }
    CorpusIndex index(indexPath);
    // Served from the file before any sync.
    const QList<Chunk> after = index.allChunks();
    QCOMPARE(after.size(), before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        QCOMPARE(after[i].id, before[i].id);
        QCOMPARE(after[i].file, before[i].file);
        QCOMPARE(after[i].headingPath, before[i].headingPath);
        QCOMPARE(after[i].startLine, before[i].startLine);
        QCOMPARE(after[i].endLine, before[i].endLine);
        QCOMPARE(after[i].text, before[i].text);
    }
    QCOMPARE(index.corpusDir(), QDir(corpus).absolutePath());
    QCOMPARE(ids(index.search(QStringLiteral("chairs"))).value(0), QStringLiteral("returns::chunk1"));
    // Another spelling of the same folder is the same corpus.
    const Result<IndexStats> stats = index.sync(corpus + QStringLiteral("/./"));
    QVERIFY(stats.ok());
    QCOMPARE(stats->filesReindexed, 0);
    QCOMPARE(index.corpusDir(), QDir(corpus).absolutePath());
}

void TestRetrieval::chunkIdsAreUniqueAcrossExtensions()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeFile(dir.filePath(QStringLiteral("notes.md")), "# Notes\nmarkdown notes\n");
    writeFile(dir.filePath(QStringLiteral("notes.txt")), "plain notes\n");
    writeFile(dir.filePath(QStringLiteral("other.markdown")), "other notes\n");
    writeFile(dir.filePath(QStringLiteral("ignored.csv")), "not,indexed\n");
    writeFile(dir.filePath(QStringLiteral(".hidden/secret.md")), "hidden folder\n");
    CorpusIndex index(QStringLiteral(":memory:"));
    const Result<IndexStats> stats = index.sync(dir.path());
    QVERIFY(stats.ok());
    QCOMPARE(ids(index.allChunks()),
             (QStringList{QStringLiteral("notes.md::chunk0"), QStringLiteral("notes.txt::chunk0"),
                          QStringLiteral("other::chunk0")}));

    // When the clash goes away, the remaining file gets its short id back.
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("notes.txt"))));
    const Result<IndexStats> again = index.sync(dir.path());
    QVERIFY(again.ok());
    QCOMPARE(again->filesRemoved, 1);
    QCOMPARE(again->filesReindexed, 1);
    QCOMPARE(ids(index.allChunks()), (QStringList{QStringLiteral("notes::chunk0"), QStringLiteral("other::chunk0")}));
}

void TestRetrieval::bm25RanksTheObviousChunkFirst()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeSmallCorpus(dir.path());
    CorpusIndex index(QStringLiteral(":memory:"));
    QVERIFY(index.sync(dir.path()).ok());

    // Only the Furniture section talks about chairs.
    QList<ScoredChunk> hits = index.search(QStringLiteral("How many days do I have to return a chair?"));
    QVERIFY(!hits.isEmpty());
    QCOMPARE(hits[0].chunk.id, QStringLiteral("returns::chunk1"));
    for (qsizetype i = 1; i < hits.size(); ++i)
        QVERIFY(hits[i - 1].score >= hits[i].score);
    QVERIFY(hits[0].score > 0);

    hits = index.search(QStringLiteral("Is freight free for big orders?"));
    QCOMPARE(hits.value(0).chunk.id, QStringLiteral("shipping::chunk1"));

    hits = index.search(QStringLiteral("warehouse inventory"));
    QCOMPARE(ids(hits), QStringList{QStringLiteral("sub/notes::chunk0")});

    // Accents and case do not matter (remove_diacritics), nor do word forms (porter).
    hits = index.search(QStringLiteral("WAREHOUSÉ Inventories"));
    QCOMPARE(ids(hits), QStringList{QStringLiteral("sub/notes::chunk0")});

    QCOMPARE(index.search(QStringLiteral("chairs"), 0).size(), 0);
}

void TestRetrieval::headingOutweighsBody()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // "lagers" appears once in each chunk: in one as its heading, in the other in running text.
    writeFile(dir.filePath(QStringLiteral("a.md")), "# Stock\n\n## Notes\nWe also keep lagers in the back room.\n");
    writeFile(dir.filePath(QStringLiteral("b.md")), "# Stock\n\n## Lagers\nKept cold in the back room.\n");
    writeFile(dir.filePath(QStringLiteral("c.md")), "# Other\nUnrelated words only.\n");
    CorpusIndex index(QStringLiteral(":memory:"));
    QVERIFY(index.sync(dir.path()).ok());
    const QList<ScoredChunk> hits = index.search(QStringLiteral("lagers"));
    QCOMPARE(ids(hits), (QStringList{QStringLiteral("b::chunk0"), QStringLiteral("a::chunk0")}));
}

void TestRetrieval::stopwordOnlyQueryGivesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeSmallCorpus(dir.path());
    CorpusIndex index(QStringLiteral(":memory:"));
    QVERIFY(index.sync(dir.path()).ok());
    QVERIFY(index.search(QStringLiteral("What is the?")).isEmpty());
    QVERIFY(index.search(QStringLiteral("and or not of the")).isEmpty());
    QVERIFY(index.search(QString()).isEmpty());
    QVERIFY(index.search(QStringLiteral("  ?!* ")).isEmpty());
    QCOMPARE(CorpusIndex::matchExpression(QStringLiteral("What is the?")), QString());
}

void TestRetrieval::ftsSyntaxInQueryIsHarmless()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeSmallCorpus(dir.path());
    CorpusIndex index(QStringLiteral(":memory:"));
    QVERIFY(index.sync(dir.path()).ok());

    // Every token is quoted; operators and column filters become plain words.
    QCOMPARE(CorpusIndex::matchExpression(QStringLiteral("body:freight* -NEAR(x, 2) \"or\" Freight")),
             QStringLiteral("\"body\" OR \"freight\" OR \"near\" OR \"x\" OR \"2\""));
    QCOMPARE(CorpusIndex::matchExpression(QStringLiteral("the customer's '97 orders")),
             QStringLiteral("\"customer\" OR \"97\" OR \"orders\""));

    // A failing MATCH would be logged as a warning.
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    const QStringList nasty = {
        QStringLiteral("\"unbalanced quote freight"),
        QStringLiteral("freight*"),
        QStringLiteral("NEAR(freight carriers"),
        QStringLiteral("-freight"),
        QStringLiteral("heading:freight"),
        QStringLiteral("freight AND OR NOT"),
        QStringLiteral("^freight {body heading}: (x)"),
        QStringLiteral("freight\" OR 1=1 --"),
        QStringLiteral("'; DROP TABLE chunks; --"),
        QStringLiteral("日本語 ☃ ü"),
        QStringLiteral("''''"),
    };
    for (const QString &query : nasty) {
        const QList<ScoredChunk> hits = index.search(query);
        QVERIFY(hits.size() <= 6);
        if (query.contains(QLatin1String("freight"), Qt::CaseInsensitive)) {
            QVERIFY2(ids(hits).contains(QStringLiteral("shipping::chunk1")), qPrintable(query));
        }
    }
    QCOMPARE(index.allChunks().size(), 5);   // still there after the "DROP TABLE"
}

void TestRetrieval::perFileCapIsHonoured()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeFile(dir.filePath(QStringLiteral("widgets.md")),
              "# Widgets\n\n## One\nwidget one\n\n## Two\nwidget two\n\n## Three\nwidget three\n\n## Four\nwidget four\n");
    writeFile(dir.filePath(QStringLiteral("gadgets.md")), "# Gadgets\nA gadget is not a widget, mostly.\n");
    writeFile(dir.filePath(QStringLiteral("other.md")), "# Other\nnothing relevant here\n");
    CorpusIndex index(QStringLiteral(":memory:"));
    QVERIFY(index.sync(dir.path()).ok());

    auto countPerFile = [](const QList<ScoredChunk> &hits) {
        QHash<QString, int> counts;
        for (const ScoredChunk &hit : hits)
            ++counts[hit.chunk.file];
        return counts;
    };
    QList<ScoredChunk> hits = index.search(QStringLiteral("widget"), 6, 2);
    QCOMPARE(hits.size(), 3);
    QCOMPARE(countPerFile(hits).value(QStringLiteral("widgets.md")), 2);
    QCOMPARE(countPerFile(hits).value(QStringLiteral("gadgets.md")), 1);

    hits = index.search(QStringLiteral("widget"), 6, 1);
    QCOMPARE(hits.size(), 2);

    hits = index.search(QStringLiteral("widget"), 6, 0);   // no cap
    QCOMPARE(hits.size(), 5);

    hits = index.search(QStringLiteral("widget"), 2, 0);   // k still applies
    QCOMPARE(hits.size(), 2);
}

void TestRetrieval::boostTermsLiftAChunk()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeFile(dir.filePath(QStringLiteral("promo.md")),
              "# Promotions\n\n"
              "## Autumn Push\nPromotion discounts: every promotion item and promotion bundle.\n\n"
              "## Spring Sale 1998\nA promotion for seafood.\n");
    writeFile(dir.filePath(QStringLiteral("filler1.md")), "# Freight\nFreight rules for carriers.\n");
    writeFile(dir.filePath(QStringLiteral("filler2.md")), "# Returns\nReturn windows by category.\n");
    CorpusIndex index(QStringLiteral(":memory:"));
    QVERIFY(index.sync(dir.path()).ok());

    const QList<ScoredChunk> plain = index.search(QStringLiteral("promotion"));
    QCOMPARE(ids(plain), (QStringList{QStringLiteral("promo::chunk0"), QStringLiteral("promo::chunk1")}));

    const QList<ScoredChunk> boosted =
        index.search(QStringLiteral("promotion"), 6, 2, {QStringLiteral("SPRING  sale"), QString()});
    QCOMPARE(ids(boosted), (QStringList{QStringLiteral("promo::chunk1"), QStringLiteral("promo::chunk0")}));
    // +50% of the best unboosted score; the other chunk is untouched.
    QVERIFY(qFuzzyCompare(boosted[0].score, plain[1].score + 0.5 * plain[0].score));
    QVERIFY(qFuzzyCompare(boosted[1].score, plain[0].score));

    // A phrase no chunk contains changes nothing.
    QCOMPARE(ids(index.search(QStringLiteral("promotion"), 6, 2, {QStringLiteral("Winter Classics")})), ids(plain));
}

void TestRetrieval::badFilesAreSkippedWithWarnings()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeSmallCorpus(dir.path());
    writeFile(dir.filePath(QStringLiteral("image.md")), QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));
    writeFile(dir.filePath(QStringLiteral("huge.md")), QByteArray(6 * 1024 * 1024, 'a'));
    CorpusIndex index(QStringLiteral(":memory:"));
    Result<IndexStats> stats = index.sync(dir.path());
    QVERIFY(stats.ok());
    QCOMPARE(stats->files, 3);
    QCOMPARE(stats->chunks, 5);
    QCOMPARE(stats->warnings.size(), 2);
    QVERIFY(stats->warnings.filter(QStringLiteral("image.md")).size() == 1);
    QVERIFY(stats->warnings.filter(QStringLiteral("huge.md")).size() == 1);
    for (const Chunk &chunk : index.allChunks())
        QVERIFY(chunk.file != QStringLiteral("image.md") && chunk.file != QStringLiteral("huge.md"));

    // A good file that turns binary leaves the index.
    writeFile(dir.filePath(QStringLiteral("returns.md")), QByteArray("ok\0bad", 6));
    stats = index.sync(dir.path());
    QVERIFY(stats.ok());
    QCOMPARE(stats->filesRemoved, 1);
    QCOMPARE(stats->files, 2);
    QCOMPARE(stats->warnings.size(), 3);
    QVERIFY(!index.chunk(QStringLiteral("returns::chunk0")).has_value());

    // Latin-1 text is indexed, with a note.
    writeFile(dir.filePath(QStringLiteral("latin1.txt")), QByteArray("Caf\xe9 cr\xe8me menu\n"));
    stats = index.sync(dir.path());
    QVERIFY(stats.ok());
    QCOMPARE(stats->filesReindexed, 1);
    QCOMPARE(stats->warnings.filter(QStringLiteral("latin1.txt")).size(), 1);
    QCOMPARE(ids(index.search(QStringLiteral("café crème"))), QStringList{QStringLiteral("latin1::chunk0")});
}

void TestRetrieval::corpusFolderIsAFence()
{
    QTemporaryDir outside;
    QTemporaryDir dir;
    QVERIFY(dir.isValid() && outside.isValid());
    writeSmallCorpus(dir.path());
    writeFile(outside.filePath(QStringLiteral("secret.md")), "# Secret\n\nThe vault code is swordfish.\n");
    QVERIFY(QDir().mkpath(outside.filePath(QStringLiteral("folder"))));
    writeFile(outside.filePath(QStringLiteral("folder/more.md")), "# More\n\nswordfish again\n");
    // Links out of the folder (to a file, to a folder, to a system file), a broken link,
    // a link loop, a link that stays inside, and a file type the index does not read.
    QVERIFY(QFile::link(outside.filePath(QStringLiteral("secret.md")), dir.filePath(QStringLiteral("secret.md"))));
    QVERIFY(QFile::link(outside.filePath(QStringLiteral("folder")), dir.filePath(QStringLiteral("linked"))));
    QVERIFY(QFile::link(QStringLiteral("/etc/passwd"), dir.filePath(QStringLiteral("passwd.txt"))));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("nowhere.md")), dir.filePath(QStringLiteral("broken.md"))));
    QVERIFY(QFile::link(dir.path(), dir.filePath(QStringLiteral("loop"))));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("returns.md")), dir.filePath(QStringLiteral("alias.md"))));
    writeFile(dir.filePath(QStringLiteral("report.pdf")), "%PDF-1.4");

    CorpusIndex index(QStringLiteral(":memory:"));
    const Result<IndexStats> stats = index.sync(dir.path());
    QVERIFY(stats.ok());
    QVERIFY(index.search(QStringLiteral("swordfish vault")).isEmpty());
    QVERIFY(index.search(QStringLiteral("root bash nologin")).isEmpty());
    for (const Chunk &chunk : index.allChunks())
        QVERIFY2(chunk.file != QStringLiteral("secret.md") && chunk.file != QStringLiteral("passwd.txt"), qPrintable(chunk.file));
    const auto said = [&](const QString &file, const QString &why) {
        return stats->warnings.filter(file + QStringLiteral(": skipped")).filter(why).size() == 1;
    };
    QVERIFY2(said(QStringLiteral("secret.md"), QStringLiteral("outside the corpus folder")), qPrintable(stats->warnings.join('|')));
    QVERIFY(said(QStringLiteral("passwd.txt"), QStringLiteral("outside the corpus folder")));
    QVERIFY(said(QStringLiteral("linked"), QStringLiteral("outside the corpus folder")));
    QVERIFY(said(QStringLiteral("broken.md"), QStringLiteral("broken")));
    QVERIFY(said(QStringLiteral("loop"), QStringLiteral("linked folder")));
    QVERIFY(said(QStringLiteral("report.pdf"), QStringLiteral("not a document type")));
    QCOMPARE(stats->warnings.size(), 6);
    // A link that stays inside the folder is a document like any other.
    QCOMPARE(stats->files, 4);
}

void TestRetrieval::fileSwappedForALinkWhileIndexingIsNotFollowed()
{
    // Files swapped, again and again, between a document and a link to a file outside the folder
    // while the index is built: a file the listing saw as a document must not be read through a
    // link it became since (it had been, at 8 of 8 tries, quoting the outside file).
    QTemporaryDir outside;
    QTemporaryDir dir;
    QVERIFY(dir.isValid() && outside.isValid());
    const QString secret = outside.filePath(QStringLiteral("secret.md"));
    writeFile(secret, "# Secret\n\nThe vault code is swordfish.\n");
    QStringList swapped;
    for (int i = 0; i < 600; ++i) {
        const QString name = dir.filePath(QStringLiteral("doc_%1.md").arg(i, 4, 10, QLatin1Char('0')));
        writeFile(name, QByteArray("# Note ") + QByteArray::number(i) + "\n\nShelf " + QByteArray::number(i) + " holds tea.\n");
        if (i % 10 == 0)
            swapped << name;
    }
    std::atomic<bool> stop{false};
    std::thread swapper([&] {
        while (!stop) {
            for (const QString &name : std::as_const(swapped)) {
                QFile::remove(name + QStringLiteral(".tmp"));
                if (QFile::link(secret, name + QStringLiteral(".tmp")))
                    std::rename(QFile::encodeName(name + QStringLiteral(".tmp")).constData(), QFile::encodeName(name).constData());
            }
            for (const QString &name : std::as_const(swapped)) {
                writeFile(name + QStringLiteral(".tmp2"), "# Note\n\nShelf holds tea.\n");
                std::rename(QFile::encodeName(name + QStringLiteral(".tmp2")).constData(), QFile::encodeName(name).constData());
            }
        }
    });
    bool leaked = false;
    for (int round = 0; round < 6 && !leaked; ++round) {
        CorpusIndex index(QStringLiteral(":memory:"));
        const Result<IndexStats> stats = index.sync(dir.path());
        leaked = stats.ok() && !index.search(QStringLiteral("swordfish vault")).isEmpty();
    }
    stop = true;
    swapper.join();
    QVERIFY(!leaked);
}

void TestRetrieval::syncReadsAgainWhatAnotherInstanceChanged()
{
    // Two processes on one index file, in one: `late` reads the chunks, `early` stores an edit,
    // then `late` syncs and finds nothing left to do. It must not keep answering from the text it
    // read first (a process started beside another answered the old return window).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString corpus = dir.filePath(QStringLiteral("corpus"));
    QVERIFY(QDir().mkpath(corpus));
    writeSmallCorpus(corpus);
    const QString indexPath = dir.filePath(QStringLiteral("index.sqlite"));
    {
        CorpusIndex first(indexPath);
        QVERIFY(first.sync(corpus).ok());
    }
    QFile returns(QDir(corpus).filePath(QStringLiteral("returns.md")));
    QVERIFY(returns.open(QIODevice::ReadOnly));
    const QByteArray before = returns.readAll();
    returns.close();
    QVERIFY(before.contains("60 days"));
    QByteArray after = before;
    after.replace("60 days", "88 days");
    writeFile(returns.fileName(), after);

    CorpusIndex late(indexPath);
    CorpusIndex early(indexPath);
    const Result<IndexStats> stored = early.sync(corpus);
    QVERIFY(stored.ok());
    QCOMPARE(stored->filesReindexed, 1);
    const Result<IndexStats> again = late.sync(corpus);
    QVERIFY(again.ok());
    QCOMPARE(again->filesReindexed, 0);
    bool newTextRead = false;
    for (const Chunk &chunk : late.allChunks()) {
        QVERIFY2(!chunk.text.contains(QLatin1String("60 days")), qPrintable(chunk.text));
        newTextRead |= chunk.text.contains(QLatin1String("88 days"));
    }
    QVERIFY(newTextRead);
    QCOMPARE(late.contentFingerprint(), early.contentFingerprint());
}

void TestRetrieval::utf16AndCrOnlyDocumentsAreRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString text = QStringLiteral("# Übersicht\n\nDie Rückgabe dauert 30 Tage.\n");
    QByteArray utf16("\xFF\xFE", 2);
    for (const QChar c : text) {
        utf16.append(char(c.unicode() & 0xFF));
        utf16.append(char(c.unicode() >> 8));
    }
    writeFile(dir.filePath(QStringLiteral("wide.md")), utf16);
    writeFile(dir.filePath(QStringLiteral("oldmac.md")), "# Freight\r\rShipping takes 5 days.\r\r## Claims\r\rFile claims in 7 days.\r");
    CorpusIndex index(QStringLiteral(":memory:"));
    const Result<IndexStats> stats = index.sync(dir.path());
    QVERIFY(stats.ok());
    QVERIFY2(stats->warnings.isEmpty(), qPrintable(stats->warnings.join('|')));
    QCOMPARE(ids(index.search(QStringLiteral("Rückgabe"))), QStringList{QStringLiteral("wide::chunk0")});
    const std::optional<Chunk> claims = index.chunk(QStringLiteral("oldmac::chunk1"));
    QVERIFY(claims.has_value());
    QCOMPARE(claims->headingPath, (QStringList{QStringLiteral("Freight"), QStringLiteral("Claims")}));
    QCOMPARE(claims->startLine, 5);
}

void TestRetrieval::missingDirIsAnError()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    CorpusIndex index(QStringLiteral(":memory:"));
    Result<IndexStats> stats = index.sync(dir.filePath(QStringLiteral("does-not-exist")));
    QVERIFY(!stats.ok());
    QCOMPARE(stats.error().code, ErrorCode::NotFound);

    writeFile(dir.filePath(QStringLiteral("plain.md")), "# Not a folder\n");
    stats = index.sync(dir.filePath(QStringLiteral("plain.md")));
    QVERIFY(!stats.ok());
    QCOMPARE(stats.error().code, ErrorCode::NotFound);

    stats = index.sync(QString());
    QVERIFY(!stats.ok());
    QCOMPARE(stats.error().code, ErrorCode::NotFound);
    QVERIFY(index.allChunks().isEmpty());
}

void TestRetrieval::corruptIndexFileIsRebuilt()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString corpus = dir.filePath(QStringLiteral("corpus"));
    writeSmallCorpus(corpus);
    for (const QByteArray &garbage : {QByteArray("not a database"), QByteArray(8192, '\x5a'),
                                      QByteArray("SQLite format 3\0", 16) + QByteArray(4000, '\xff')}) {
        const QString indexPath = dir.filePath(QStringLiteral("index.sqlite"));
        writeFile(indexPath, garbage);
        CorpusIndex index(indexPath);
        const Result<IndexStats> stats = index.sync(corpus);
        QVERIFY2(stats.ok(), qPrintable(stats ? QString() : stats.error().toString()));
        QCOMPARE(stats->filesReindexed, 3);
        QCOMPARE(stats->chunks, 5);
        QCOMPARE(ids(index.search(QStringLiteral("chairs"))).value(0), QStringLiteral("returns::chunk1"));
    }
}

void TestRetrieval::outdatedIndexIsRebuilt()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString corpus = dir.filePath(QStringLiteral("corpus"));
    writeSmallCorpus(corpus);
    const QString indexPath = dir.filePath(QStringLiteral("index.sqlite"));
    {
        CorpusIndex index(indexPath);
        QVERIFY(index.sync(corpus).ok());
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tst.outdated"));
        db.setDatabaseName(indexPath);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 99")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tst.outdated"));

    CorpusIndex index(indexPath);
    QVERIFY(index.allChunks().isEmpty());   // dropped, not trusted
    const Result<IndexStats> stats = index.sync(corpus);
    QVERIFY(stats.ok());
    QCOMPARE(stats->filesReindexed, 3);
    QCOMPARE(stats->chunks, 5);
}

void TestRetrieval::foreignDatabaseIsNotOverwritten()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeSmallCorpus(dir.filePath(QStringLiteral("corpus")));
    const QString dbPath = dir.filePath(QStringLiteral("shop.db"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tst.foreign"));
        db.setDatabaseName(dbPath);
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE customers (id INTEGER PRIMARY KEY)")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tst.foreign"));

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("another application's database")));
    {
        CorpusIndex index(dbPath);
        const Result<IndexStats> stats = index.sync(dir.filePath(QStringLiteral("corpus")));
        QVERIFY(!stats.ok());
        QCOMPARE(stats.error().code, ErrorCode::Io);
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tst.foreign"));
        db.setDatabaseName(dbPath);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM customers")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tst.foreign"));
}

void TestRetrieval::realCorpus()
{
    const QString corpus = QStringLiteral(RAC_SOURCE_DIR "/corpus");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    CorpusIndex index(dir.filePath(QStringLiteral("index.sqlite")));

    QElapsedTimer timer;
    timer.start();
    const Result<IndexStats> stats = index.sync(corpus);
    const double syncMs = double(timer.nsecsElapsed()) / 1e6;
    QVERIFY2(stats.ok(), qPrintable(stats ? QString() : stats.error().toString()));
    QVERIFY(stats->files >= 7);
    QVERIFY(stats->warnings.isEmpty());

    timer.restart();
    const Result<IndexStats> again = index.sync(corpus);
    const double resyncMs = double(timer.nsecsElapsed()) / 1e6;
    QVERIFY(again.ok());
    QCOMPARE(again->filesReindexed, 0);

    // Every chunk's text is exactly its line range of the source file.
    QHash<QString, QStringList> sourceLines;
    for (const Chunk &chunk : index.allChunks()) {
        if (!sourceLines.contains(chunk.file)) {
            QFile file(corpus + QLatin1Char('/') + chunk.file);
            QVERIFY(file.open(QIODevice::ReadOnly));
            sourceLines.insert(chunk.file, QString::fromUtf8(file.readAll()).split(QLatin1Char('\n')));
        }
        const QStringList &lines = sourceLines[chunk.file];
        QVERIFY(chunk.startLine >= 1 && chunk.startLine <= chunk.endLine && chunk.endLine <= lines.size());
        QCOMPARE(chunk.text, lines.mid(chunk.startLine - 1, chunk.endLine - chunk.startLine + 1).join(QLatin1Char('\n')));
        QVERIFY(chunk.endLine - chunk.startLine + 1 <= 40);
    }

    const QList<ScoredChunk> returns = index.search(QStringLiteral("What is the return window for unopened beverages?"));
    QVERIFY(!returns.isEmpty());
    QCOMPARE(returns[0].chunk.file, QStringLiteral("product_policy.md"));

    const QList<ScoredChunk> summer = index.search(QStringLiteral("When does Summer Beverages 1997 run?"), 6, 2,
                                                   {QStringLiteral("Summer Beverages 1997")});
    QVERIFY(summer.size() >= 2);
    bool datedInTopTwo = false;
    for (qsizetype i = 0; i < 2; ++i) {
        const Chunk &c = summer[i].chunk;
        if ((c.file == QStringLiteral("marketing_calendar.md") || c.file == QStringLiteral("memo_campaign_update.md"))
            && c.text.contains(QStringLiteral("1997-06-01")))
            datedInTopTwo = true;
    }
    QVERIFY2(datedInTopTwo, qPrintable(ids(summer).join(QStringLiteral(", "))));
    // Without the boost too: the words alone should find it.
    const QList<ScoredChunk> summerPlain = index.search(QStringLiteral("When does Summer Beverages 1997 run?"));
    QVERIFY(summerPlain.size() >= 2);
    QVERIFY(summerPlain[0].chunk.text.contains(QStringLiteral("1997-06-01"))
            || summerPlain[1].chunk.text.contains(QStringLiteral("1997-06-01")));

    constexpr int kRuns = 200;
    timer.restart();
    for (int i = 0; i < kRuns; ++i)
        (void)index.search(QStringLiteral("What is the return window for unopened beverages?"));
    const double searchMs = double(timer.nsecsElapsed()) / 1e6 / kRuns;

    qInfo().noquote() << QStringLiteral("real corpus: %1 files, %2 chunks; sync from scratch %3 ms, "
                                        "unchanged resync %4 ms, search %5 ms (mean of %6)")
                             .arg(stats->files)
                             .arg(stats->chunks)
                             .arg(syncMs, 0, 'f', 2)
                             .arg(resyncMs, 0, 'f', 2)
                             .arg(searchMs, 0, 'f', 3)
                             .arg(kRuns);
    for (const ScoredChunk &hit : returns)
        qInfo().noquote() << "  returns:" << hit.chunk.id << hit.chunk.headingPath.join(QStringLiteral(" > "))
                          << QString::number(hit.score, 'f', 3);
    for (const ScoredChunk &hit : summer)
        qInfo().noquote() << "  summer: " << hit.chunk.id << hit.chunk.headingPath.join(QStringLiteral(" > "))
                          << QString::number(hit.score, 'f', 3);
}

QTEST_GUILESS_MAIN(TestRetrieval)
#include "tst_retrieval.moc"
