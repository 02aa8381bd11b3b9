// SPDX-License-Identifier: MIT
//
// retail-copilot-cli's contract, run as a user would: a JSONL batch with a
// malformed line in the middle still answers every good line and reports the
// bad one with final_answer null and an error; missing inputs exit with 2;
// a model server that is down changes no answer of the evaluation set.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kCli = QStringLiteral(RAC_BINARY_DIR "/retail-copilot-cli");

// Each run gets its own settings and data folders, so a developer's saved
// language-model settings never leak into a test.
QTemporaryDir &isolatedHome()
{
    static QTemporaryDir home;
    return home;
}

int run(const QStringList &args, QByteArray *out = nullptr, QByteArray *err = nullptr)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), isolatedHome().filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), isolatedHome().filePath(QStringLiteral("data")));
    p.setProcessEnvironment(env);
    p.start(kCli, args);
    p.waitForFinished(120000);
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
