// SPDX-License-Identifier: MIT
//
// retail-copilot-cli's contract, run as a user would: a JSONL batch with a
// malformed line in the middle still answers every good line and reports the
// bad one with final_answer null and an error; missing inputs exit with 2.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kCli = QStringLiteral(RAC_BINARY_DIR "/retail-copilot-cli");

int run(const QStringList &args, QByteArray *out = nullptr)
{
    QProcess p;
    p.start(kCli, args);
    p.waitForFinished(120000);
    if (out)
        *out = p.readAllStandardOutput();
    return p.exitCode();
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void batchSurvivesMalformedLines()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.jsonl"));
        const QString out = dir.filePath(QStringLiteral("out.jsonl"));
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"id\": \"a\", \"question\": \"How many products are discontinued?\", \"format_hint\": \"int\"}\n"
                "{this is not json\n"
                "{\"id\": \"c\", \"format_hint\": \"int\"}\n"
                "{\"id\": \"d\", \"question\": \"How many shippers are there?\", \"format_hint\": \"int\"}\n");
        f.close();
        QCOMPARE(run({QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("--batch"), in,
                      QStringLiteral("--out"), out, QStringLiteral("--trace-dir"), dir.filePath(QStringLiteral("traces"))}),
                 0);
        QFile result(out);
        QVERIFY(result.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = result.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        const QJsonObject first = QJsonDocument::fromJson(lines[0]).object();
        QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("a"));
        for (const char *key : {"final_answer", "sql", "confidence", "explanation", "citations"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        const QJsonObject bad = QJsonDocument::fromJson(lines[1]).object();
        QVERIFY(bad.value(QStringLiteral("final_answer")).isNull());
        QVERIFY(!bad.value(QStringLiteral("error")).toString().isEmpty());
        const QJsonObject noQuestion = QJsonDocument::fromJson(lines[2]).object();
        QCOMPARE(noQuestion.value(QStringLiteral("id")).toString(), QStringLiteral("c"));
        QVERIFY(noQuestion.contains(QStringLiteral("error")));
        // The bundled Northwind has exactly 3 shippers (a classic fact, independent of the engine).
        QCOMPARE(QJsonDocument::fromJson(lines[3]).object().value(QStringLiteral("final_answer")).toInt(), 3);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("traces/a.json"))));
    }

    void missingInputsExitWithTwo()
    {
        QCOMPARE(run({QStringLiteral("--db"), QStringLiteral("/nonexistent/x.db"), QStringLiteral("ask"), QStringLiteral("q")}), 2);
        QCOMPARE(run({QStringLiteral("--corpus"), QStringLiteral("/nonexistent/dir"), QStringLiteral("ask"), QStringLiteral("q")}), 2);
        QCOMPARE(run({QStringLiteral("--batch"), QStringLiteral("/nonexistent/in.jsonl")}), 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
