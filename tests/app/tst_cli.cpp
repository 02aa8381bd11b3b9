// SPDX-License-Identifier: MIT
//
// retail-copilot-cli's contract, run as a user would: a JSONL batch with a
// malformed line in the middle still answers every good line and reports the
// bad one with final_answer null and an error; missing inputs exit with 2;
// a model server that is down changes no answer of the evaluation set; the
// `sql` command refuses writes and system tables with exit status 1; the
// query limits stop a runaway query and say when rows were cut; a batch killed midway
// keeps every answer it wrote and --resume finishes it; --jobs 3 writes what one thread writes.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <unistd.h>

namespace {

const QString kCli = QStringLiteral(RAC_BINARY_DIR "/retail-copilot-cli");

// Each run gets its own settings and data folders, so a developer's saved
// language-model settings never leak into a test.
QTemporaryDir &isolatedHome()
{
    static QTemporaryDir home;
    return home;
}

void isolate(QProcess &p)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), isolatedHome().filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), isolatedHome().filePath(QStringLiteral("data")));
    p.setProcessEnvironment(env);
}

// The CLI's exit code, or -1 when it ran past `timeoutMs` (a running process has no exit code:
// reading one would report a cut batch as a success).
int run(const QStringList &args, QByteArray *out = nullptr, QByteArray *err = nullptr, int timeoutMs = 120000)
{
    QProcess p;
    isolate(p);
    p.start(kCli, args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return -1;
    }
    if (out)
        *out = p.readAllStandardOutput();
    if (err)
        *err = p.readAllStandardError();
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
        // A line too long to read still gets an answer with its id.
        f.write("{\"id\": \"long\", \"question\": \"" + QByteArray(100000, 'x') + "\"}\n");
        f.close();
        // Answers written over the questions would lose them.
        QCOMPARE(run({QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("--batch"), in, QStringLiteral("--out"), in}), 2);
        const QString secondName = dir.filePath(QStringLiteral("linked.jsonl"));
        QVERIFY(::link(QFile::encodeName(in).constData(), QFile::encodeName(secondName).constData()) == 0);
        QCOMPARE(run({QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("--batch"), in, QStringLiteral("--out"), secondName}), 2);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count('\n'), 5);
        f.close();
        QCOMPARE(run({QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("--batch"), in,
                      QStringLiteral("--out"), out, QStringLiteral("--trace-dir"), dir.filePath(QStringLiteral("traces"))}),
                 0);
        QFile result(out);
        QVERIFY(result.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = result.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 5);
        const QJsonObject tooLong = QJsonDocument::fromJson(lines[4]).object();
        QCOMPARE(tooLong.value(QStringLiteral("id")).toString(), QStringLiteral("long"));
        QVERIFY(tooLong.value(QStringLiteral("error")).toString().contains(QStringLiteral("longer than")));
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

    void sqlCommandRefusesWritesAndSystemTables_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::newRow("delete") << QStringLiteral("DELETE FROM Orders");
        QTest::newRow("drop") << QStringLiteral("DROP TABLE Shippers");
        QTest::newRow("two statements") << QStringLiteral("SELECT 1 FROM Orders; DELETE FROM Orders");
        QTest::newRow("schema table") << QStringLiteral("SELECT sql FROM sqlite_master");
        QTest::newRow("pragma function") << QStringLiteral("SELECT * FROM pragma_database_list");
        QTest::newRow("attach") << QStringLiteral("ATTACH '/tmp/x.db' AS x");
        QTest::newRow("no business table") << QStringLiteral("SELECT char(68, 82, 79, 80)");
    }

    void sqlCommandRefusesWritesAndSystemTables()
    {
        QFETCH(QString, sql);
        QByteArray out, err;
        QCOMPARE(run({QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("sql"), QStringLiteral("--json"), sql},
                     &out, &err),
                 1);
        const QJsonObject answer = QJsonDocument::fromJson(out).object();
        QVERIFY2(answer.value(QStringLiteral("final_answer")).isNull(), out.constData());
        QCOMPARE(answer.value(QStringLiteral("confidence")).toDouble(), 0.0);
        QVERIFY(answer.value(QStringLiteral("refused")).toBool());
        QVERIFY2(err.contains("refused"), err.constData());
    }

    void sqlCommandRunsAReadAsTheEditorDoes()
    {
        QByteArray out;
        QCOMPARE(run({QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("sql"), QStringLiteral("--json"),
                      QStringLiteral("--format"), QStringLiteral("int"), QStringLiteral("SELECT COUNT(*) FROM Shippers")},
                     &out),
                 0);
        const QJsonObject answer = QJsonDocument::fromJson(out).object();
        QCOMPARE(answer.value(QStringLiteral("final_answer")).toInt(), 3);
        QVERIFY(!answer.contains(QStringLiteral("refused")));
        QVERIFY(answer.value(QStringLiteral("citations")).toArray().contains(QStringLiteral("Shippers")));
    }

    void queryTimeoutStopsARunawayQuery()
    {
        QByteArray out;
        QElapsedTimer timer;
        timer.start();
        // An endless recursive CTE: only the time limit ends it.
        QCOMPARE(run({QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("--query-timeout"), QStringLiteral("2"),
                      QStringLiteral("sql"), QStringLiteral("--json"),
                      QStringLiteral("WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r) "
                                     "SELECT count(*) FROM r, Shippers")},
                     &out),
                 0);
        const qint64 ms = timer.elapsed();
        const QJsonObject answer = QJsonDocument::fromJson(out).object();
        QVERIFY(answer.value(QStringLiteral("final_answer")).isNull());
        QCOMPARE(answer.value(QStringLiteral("confidence")).toDouble(), 0.0);
        QVERIFY2(answer.value(QStringLiteral("explanation")).toString().contains(QStringLiteral("longer than 2 s")), out.constData());
        QVERIFY2(ms < 10000, qPrintable(QString::number(ms)));
    }

    void cutResultsSaySoAndLoseConfidence()
    {
        QByteArray out;
        // The bundled database has 830 orders (the classic count).
        QCOMPARE(run({QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("--max-rows"), QStringLiteral("10"),
                      QStringLiteral("sql"), QStringLiteral("--json"), QStringLiteral("SELECT OrderID FROM Orders")},
                     &out),
                 0);
        const QJsonObject answer = QJsonDocument::fromJson(out).object();
        QCOMPARE(answer.value(QStringLiteral("final_answer")).toArray().size(), 10);
        QVERIFY2(answer.value(QStringLiteral("explanation")).toString().contains(QStringLiteral("first 10 of 830 rows")), out.constData());
        QVERIFY(answer.value(QStringLiteral("confidence")).toDouble() < 0.8);
        QCOMPARE(run({QStringLiteral("--max-rows"), QStringLiteral("0"), QStringLiteral("sql"), QStringLiteral("SELECT 1")}), 2);
        QCOMPARE(run({QStringLiteral("--query-timeout"), QStringLiteral("soon"), QStringLiteral("sql"), QStringLiteral("SELECT 1")}), 2);
    }

    void manyLargeBlobsStayUnderOneGigabyte()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer's shadow memory changes the figure; measured in the Release run");
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
        QSKIP("AddressSanitizer's shadow memory changes the figure; measured in the Release run");
#endif
#endif
        // The peak resident size of the CLI (VmHWM, a high-water mark read until the process ends)
        // answering `sql`, and its answer.
        const auto peakOf = [](const QString &sql, qint64 &peakKb) {
            QProcess p;
            isolate(p);
            p.start(kCli, {QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("sql"), QStringLiteral("--json"), sql});
            if (!p.waitForStarted())
                return QJsonObject();
            const QString status = QStringLiteral("/proc/%1/status").arg(p.processId());
            peakKb = 0;
            while (!p.waitForFinished(5)) {
                QFile f(status);
                if (!f.open(QIODevice::ReadOnly))
                    continue;
                for (const QByteArray &line : f.readAll().split('\n')) {
                    if (line.startsWith("VmHWM:"))
                        peakKb = std::max(peakKb, line.mid(6).trimmed().split(' ').value(0).toLongLong());
                }
            }
            return p.exitCode() == 0 ? QJsonDocument::fromJson(p.readAllStandardOutput()).object() : QJsonObject();
        };
        // 25 blobs of 16 MB (400 MB) in one result: they are described, not copied.
        qint64 peakKb = 0;
        QJsonObject answer = peakOf(QStringLiteral("SELECT randomblob(16000000) AS b FROM Orders LIMIT 25"), peakKb);
        QVERIFY2(QJsonDocument(answer).toJson().contains("binary data"), QJsonDocument(answer).toJson().left(300).constData());
        qInfo("peak resident size with 400 MB of blobs: %lld MB", peakKb / 1024);
        QVERIFY(peakKb > 0);
        QVERIFY2(peakKb < 1024 * 1024, qPrintable(QString::number(peakKb / 1024)));
        // 40 texts of 10 million control characters (400 MB), each six bytes as JSON: cut, and said.
        answer = peakOf(QStringLiteral("SELECT replace(printf('%.*c', 10000000, 'x'), 'x', char(1)) AS t FROM Orders LIMIT 40"), peakKb);
        QVERIFY2(answer.value(QStringLiteral("explanation")).toString().contains(QStringLiteral("Only the first")),
                 qPrintable(answer.value(QStringLiteral("explanation")).toString().left(300)));
        qInfo("peak resident size with 400 MB of control characters: %lld MB", peakKb / 1024);
        QVERIFY(peakKb > 0);
        QVERIFY2(peakKb < 1024 * 1024, qPrintable(QString::number(peakKb / 1024)));
    }

    void killedBatchKeepsItsAnswersAndResumes()
    {
        QTemporaryDir dir;
        // The evaluation set eight times over, each line with its own id: long enough to be killed midway.
        QFile source(QStringLiteral(RAC_SOURCE_DIR "/tests/eval/questions.jsonl"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = source.readAll().trimmed().split('\n');
        const QString in = dir.filePath(QStringLiteral("in.jsonl"));
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly));
        int n = 0;
        for (int round = 0; round < 8; ++round) {
            for (const QByteArray &line : lines) {
                QJsonObject q = QJsonDocument::fromJson(line).object();
                q.insert(QStringLiteral("id"), QStringLiteral("q%1").arg(n++));
                f.write(QJsonDocument(q).toJson(QJsonDocument::Compact) + '\n');
            }
        }
        f.close();
        const QString out = dir.filePath(QStringLiteral("out.jsonl"));
        const QStringList args{QStringLiteral("--index"), dir.filePath(QStringLiteral("index.db")), QStringLiteral("--batch"), in,
                               QStringLiteral("--out"), out};
        QProcess p;
        isolate(p);
        p.start(kCli, args);
        QVERIFY(p.waitForStarted());
        // Wait until some answers are on disk, then kill without warning.
        QElapsedTimer timer;
        timer.start();
        while (QFileInfo(out).size() < 20000 && timer.elapsed() < 60000)
            QThread::msleep(20);
        p.kill();
        p.waitForFinished();
        QFile partial(out);
        QVERIFY(partial.open(QIODevice::ReadOnly));
        const QByteArray kept = partial.readAll();
        partial.close();
        const qsizetype complete = kept.count('\n');
        QVERIFY2(complete > 10 && complete < n, qPrintable(QString::number(complete)));

        QByteArray err;
        // (A thousand questions under the sanitizers take minutes on two cores.)
        QCOMPARE(run(args + QStringList{QStringLiteral("--resume")}, nullptr, &err, 600000), 0);
        QVERIFY2(err.contains("already answered"), err.constData());
        QFile done(out);
        QVERIFY(done.open(QIODevice::ReadOnly));
        const QList<QByteArray> answers = done.readAll().trimmed().split('\n');
        QCOMPARE(answers.size(), n);
        for (int i = 0; i < n; ++i)
            QCOMPARE(QJsonDocument::fromJson(answers[i]).object().value(QStringLiteral("id")).toString(), QStringLiteral("q%1").arg(i));
    }

    void parallelBatchWritesWhatOneThreadWrites()
    {
        // The evaluation set's questions on three threads and on one: the same file, byte for
        // byte, in the input's order. A generous query limit keeps a slow sanitizer build from
        // turning a slow query into a different (timed-out) answer.
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.jsonl"));
        QFile source(QStringLiteral(RAC_SOURCE_DIR "/tests/eval/questions.jsonl"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QFile batch(in);
        QVERIFY(batch.open(QIODevice::WriteOnly));
        int lines = 0;
        while (!source.atEnd() && lines < 60) {
            const QJsonObject q = QJsonDocument::fromJson(source.readLine()).object();
            if (q.isEmpty())
                continue;
            QJsonObject line{{QStringLiteral("id"), q.value(QStringLiteral("id"))},
                             {QStringLiteral("question"), q.value(QStringLiteral("question"))},
                             {QStringLiteral("format_hint"), q.value(QStringLiteral("format_hint"))}};
            batch.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
            ++lines;
        }
        batch.close();
        const QString one = dir.filePath(QStringLiteral("one.jsonl")), three = dir.filePath(QStringLiteral("three.jsonl"));
        const QString index = dir.filePath(QStringLiteral("index.sqlite"));
        QCOMPARE(run({QStringLiteral("--batch"), in, QStringLiteral("--out"), one, QStringLiteral("--index"), index,
                      QStringLiteral("--query-timeout"), QStringLiteral("300")}),
                 0);
        QCOMPARE(run({QStringLiteral("--batch"), in, QStringLiteral("--out"), three, QStringLiteral("--index"), index,
                      QStringLiteral("--query-timeout"), QStringLiteral("300"), QStringLiteral("--jobs"), QStringLiteral("3")}),
                 0);
        QFile a(one), b(three);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QList<QByteArray> serial = a.readAll().split('\n'), parallel = b.readAll().split('\n');
        QCOMPARE(serial.size(), lines + 1);
        for (qsizetype i = 0; i < serial.size(); ++i)
            QCOMPARE(parallel.value(i), serial.at(i));
        QCOMPARE(run({QStringLiteral("--batch"), in, QStringLiteral("--out"), three, QStringLiteral("--jobs"), QStringLiteral("0")}), 2);
    }

    void badModelSettingsExitWithTwo()
    {
        QByteArray err;
        QCOMPARE(run({QStringLiteral("--llm"), QStringLiteral("gpt5000"), QStringLiteral("ask"), QStringLiteral("q")}, nullptr, &err), 2);
        QVERIFY2(err.contains("none, ollama or openai"), err.constData());
        QCOMPARE(run({QStringLiteral("--llm"), QStringLiteral("ollama"), QStringLiteral("ask"), QStringLiteral("q")}, nullptr, &err), 2);
        QVERIFY2(err.contains("--llm-model"), err.constData());
        QCOMPARE(run({QStringLiteral("optimize")}, nullptr, &err), 2);
        QVERIFY2(err.contains("needs a language model"), err.constData());
    }

    // The whole evaluation set, once with --llm none and once with a model
    // server that is down: every answer and every SQL must be the same, and
    // the fallback must be reported, not hidden.
    void deadModelServerChangesNoAnswer()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const QString deadUrl = QStringLiteral("http://127.0.0.1:%1").arg(probe.serverPort());
        probe.close();   // nothing listens there now: connection refused

        QTemporaryDir dir;
        const QString questions = QStringLiteral(RAC_SOURCE_DIR "/tests/eval/questions.jsonl");
        const QString rulesOut = dir.filePath(QStringLiteral("rules.jsonl"));
        const QString deadOut = dir.filePath(QStringLiteral("dead.jsonl"));
        QCOMPARE(run({QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("--llm"), QStringLiteral("none"),
                      QStringLiteral("--batch"), questions, QStringLiteral("--out"), rulesOut}),
                 0);
        QByteArray err;
        QCOMPARE(run({QStringLiteral("--index"), QStringLiteral(":memory:"), QStringLiteral("--llm"), QStringLiteral("ollama"),
                      QStringLiteral("--llm-model"), QStringLiteral("phi3.5"), QStringLiteral("--llm-url"), deadUrl,
                      QStringLiteral("--examples"), dir.filePath(QStringLiteral("examples.jsonl")),
                      QStringLiteral("--batch"), questions, QStringLiteral("--out"), deadOut},
                     nullptr, &err),
                 0);
        QVERIFY2(err.contains("fell back to the rules"), err.left(400).constData());
        QFile a(rulesOut), b(deadOut);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QList<QByteArray> rules = a.readAll().trimmed().split('\n');
        const QList<QByteArray> dead = b.readAll().trimmed().split('\n');
        QVERIFY(rules.size() > 100);
        QCOMPARE(dead.size(), rules.size());
        for (int i = 0; i < rules.size(); ++i) {
            const QJsonObject r = QJsonDocument::fromJson(rules[i]).object();
            const QJsonObject d = QJsonDocument::fromJson(dead[i]).object();
            QCOMPARE(d.value(QStringLiteral("id")), r.value(QStringLiteral("id")));
            QCOMPARE(d.value(QStringLiteral("final_answer")), r.value(QStringLiteral("final_answer")));
            QCOMPARE(d.value(QStringLiteral("sql")), r.value(QStringLiteral("sql")));
        }
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
