// SPDX-License-Identifier: MIT
//
// The batch file reader and the resumable answer file. The inputs are bytes
// as other editors write them (a BOM, UTF-16, CR-only and CRLF line ends, a
// line cut off by a killed run); each expectation is written out by hand.
#include "batch/BatchInput.h"
#include "batch/BatchOutput.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace rac::batch;

namespace {

QByteArray utf16(const QString &text, bool littleEndian)
{
    QByteArray bytes = littleEndian ? QByteArray("\xFF\xFE", 2) : QByteArray("\xFE\xFF", 2);
    for (const QChar c : text) {
        const char hi = char(c.unicode() >> 8), lo = char(c.unicode() & 0xFF);
        bytes.append(littleEndian ? lo : hi);
        bytes.append(littleEndian ? hi : lo);
    }
    return bytes;
}

const QString kTwoLines = QStringLiteral("{\"id\":\"a\",\"question\":\"How many orders?\",\"format_hint\":\"int\"}\n"
                                         "{\"id\":2,\"question\":\"Größter Kunde?\"}\n");

} // namespace

class TestBatch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsEveryEncodingAndLineEnd_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("utf-8") << kTwoLines.toUtf8();
        QTest::newRow("utf-8 with BOM") << QByteArray("\xEF\xBB\xBF") + kTwoLines.toUtf8();
        QTest::newRow("utf-16 LE") << utf16(kTwoLines, true);
        QTest::newRow("utf-16 BE") << utf16(kTwoLines, false);
        QTest::newRow("CRLF") << QString(kTwoLines).replace(QStringLiteral("\n"), QStringLiteral("\r\n")).toUtf8();
        QTest::newRow("CR only") << QString(kTwoLines).replace(QLatin1Char('\n'), QLatin1Char('\r')).toUtf8();
        QTest::newRow("no final newline") << kTwoLines.trimmed().toUtf8();
    }

    void readsEveryEncodingAndLineEnd()
    {
        QFETCH(QByteArray, bytes);
        const QList<Question> qs = parse(bytes);
        QCOMPARE(qs.size(), 2);
        QCOMPARE(QString::fromStdString(idKey(qs[0].id)), QStringLiteral("\"a\""));
        QCOMPARE(qs[0].question, QStringLiteral("How many orders?"));
        QCOMPARE(qs[0].format, QStringLiteral("int"));
        QCOMPARE(QString::fromStdString(idKey(qs[1].id)), QStringLiteral("2"));
        QCOMPARE(qs[1].question, QStringLiteral("Größter Kunde?"));
        QVERIFY(qs[1].problem.isEmpty());
        QCOMPARE(qs[1].lineNumber, 2);
    }

    void lineNumbersCountBlankLines()
    {
        const QList<Question> qs = parse("\r\n\r\n{\"question\":\"x\"}\r\n\n{\"question\":\"y\"}");
        QCOMPARE(qs.size(), 2);
        QCOMPARE(qs[0].lineNumber, 3);
        QCOMPARE(qs[1].lineNumber, 5);
    }

    void malformedLinesSayWhy_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not json") << QByteArray("{oops") << QStringLiteral("line 1 is not a JSON object");
        QTest::newRow("array") << QByteArray("[1,2]") << QStringLiteral("line 1 is not a JSON object");
        QTest::newRow("no question") << QByteArray("{\"id\":1}") << QStringLiteral("line 1 has no \"question\" string");
        QTest::newRow("empty question") << QByteArray("{\"question\":\"\"}") << QStringLiteral("line 1 has no \"question\" string");
        QTest::newRow("numeric question") << QByteArray("{\"question\":5}") << QStringLiteral("line 1 has no \"question\" string");
        QTest::newRow("bad hint") << QByteArray("{\"question\":\"q\",\"format_hint\":3}")
                                  << QStringLiteral("line 1: \"format_hint\" must be a string");
        QTest::newRow("invalid utf-8") << QByteArray("{\"question\":\"\xC3\x28\"}") << QString();
        QTest::newRow("binary") << QByteArray("\x00\x01\x02{", 4) << QStringLiteral("line 1 is not a JSON object");
    }

    void malformedLinesSayWhy()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, expected);
        const QList<Question> qs = parse(line);
        QCOMPARE(qs.size(), 1);
        QCOMPARE(qs[0].problem, expected);
        // A malformed line carries no question to half-answer (found by fuzz_batch_input).
        if (!expected.isEmpty())
            QVERIFY(qs[0].question.isEmpty());
    }

    void aHugeLineIsRefusedQuickly()
    {
        const QByteArray huge = "{\"id\":\"big\",\"question\":\"" + QByteArray(10 * 1024 * 1024, 'a') + "\"}\n{\"question\":\"next\"}";
        QElapsedTimer timer;
        timer.start();
        const QList<Question> qs = parse(huge);
        QCOMPARE(qs.size(), 2);
        QVERIFY(qs[0].problem.contains(QStringLiteral("longer than")));
        QCOMPARE(qs[1].question, QStringLiteral("next"));
        qInfo("10 MB line read in %lld ms", timer.elapsed());
    }

    void resumeKeepsCompleteLinesAndDropsACutOne()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.jsonl"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"id\":\"a\",\"final_answer\":1}\n{\"id\":7,\"final_answer\":2}\n{\"id\":\"c\",\"final_ans");
        f.close();
        auto out = BatchOutput::open(path, true);
        QVERIFY(out);
        QCOMPARE(out.value()->answeredIds(), (std::set<std::string>{"\"a\"", "7"}));
        QVERIFY(out.value()->write({{"id", "c"}, {"final_answer", 3}}));
        out.value().reset();
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("{\"id\":\"a\",\"final_answer\":1}\n{\"id\":7,\"final_answer\":2}\n"
                                         "{\"final_answer\":3,\"id\":\"c\"}\n"));
    }

    void withoutResumeTheFileStartsOver()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.jsonl"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"id\":\"old\"}\n");
        f.close();
        auto out = BatchOutput::open(path, false);
        QVERIFY(out);
        QVERIFY(out.value()->answeredIds().empty());
        out.value().reset();
        QCOMPARE(QFileInfo(path).size(), 0);
    }

    void resumeNeedsAFile()
    {
        QVERIFY(!BatchOutput::open(QStringLiteral("-"), true));
    }
};

QTEST_GUILESS_MAIN(TestBatch)
#include "tst_batch.moc"
