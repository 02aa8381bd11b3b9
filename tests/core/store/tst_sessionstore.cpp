// SPDX-License-Identifier: MIT
//
// SessionStore: sessions and messages survive closing and reopening the file,
// answers come back equal (typed answer, trace, citations, sources, table),
// feedback persists, and bad paths or files give errors rather than crashes; a
// writer killed with SIGKILL at several moments leaves a store that opens with
// every message it had finished writing.
#include "store/SessionStore.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <cstdlib>

using rac::store::SessionStore;
using rac::store::StoredMessage;
using nlohmann::json;

namespace {

rac::Answer sampleAnswer()
{
    rac::Answer a;
    a.id = QStringLiteral("q7");
    a.question = QStringLiteral("top 2 products by revenue in 1997");
    a.formatHint = QStringLiteral("list[{product:str, revenue:float}]");
    a.route = QStringLiteral("hybrid");
    a.finalAnswer = json::array({{{"product", "Côte de Blaye"}, {"revenue", 49198.09}},
                                 {{"product", "Raclette Courdavault"}, {"revenue", 35775.3}}});
    a.sql = QStringLiteral("SELECT p.ProductName AS product, SUM(od.UnitPrice*od.Quantity) AS revenue FROM ...");
    a.confidence = 0.9234;
    a.explanation = QStringLiteral("Summed revenue per product over 1997 orders, using the KPI definition.");
    a.citations = {QStringLiteral("Orders"), QStringLiteral("Order Details"),
                   QStringLiteral("kpi_definitions::chunk2")};
    rac::Citation table;
    table.kind = rac::Citation::Kind::Table;
    table.id = QStringLiteral("Orders");
    rac::Citation chunk;
    chunk.kind = rac::Citation::Kind::Chunk;
    chunk.id = QStringLiteral("kpi_definitions::chunk2");
    chunk.file = QStringLiteral("kpi_definitions.md");
    chunk.headingPath = {QStringLiteral("KPI definitions"), QStringLiteral("Revenue")};
    chunk.startLine = 12;
    chunk.endLine = 19;
    chunk.score = 0.75;
    chunk.text = QStringLiteral("Revenue = SUM(UnitPrice * Quantity * (1 - Discount))");
    a.sources = {table, chunk};
    a.table.columns = {QStringLiteral("product"), QStringLiteral("revenue")};
    a.table.rows = {{QStringLiteral("Côte de Blaye"), 49198.09}, {QStringLiteral("Raclette Courdavault"), 35775.3}};
    a.table.elapsedMs = 4;
    a.repairs = 1;
    a.trace = {{"question", "top 2 products by revenue in 1997"},
               {"nodes", json::array({{{"node", "router"}, {"route", "hybrid"}, {"us", 120}},
                                      {{"node", "executor"}, {"rows", 2}, {"us", 3400}}})}};
    return a;
}

std::unique_ptr<SessionStore> openOrFail(const QString &path)
{
    auto opened = SessionStore::open(path);
    if (!opened.ok()) {
        qWarning("%s", qPrintable(opened.error().toString()));
        return nullptr;
    }
    return std::move(opened).value();
}

} // namespace

// The child process of killedWriterLosesNothingWritten(): writes sessions, questions and answers
// forever, printing the id of each session once all its messages are stored.
[[noreturn]] void writeUntilKilled(const QString &path)
{
    auto store = openOrFail(path);
    if (!store)
        std::exit(3);
    for (int n = 0;; ++n) {
        const auto session = store->createSession(QStringLiteral("session %1").arg(n));
        if (!session.ok())
            std::exit(4);
        for (int m = 0; m < 3; ++m) {
            if (!store->addQuestion(*session, QStringLiteral("question %1").arg(m), QStringLiteral("int")).ok()
                || !store->addAnswer(*session, sampleAnswer()).ok())
                std::exit(5);
        }
        std::printf("%lld\n", static_cast<long long>(*session));
        std::fflush(stdout);
    }
}

class TestSessionStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsSet("RAC_STORE_WRITER"))
            writeUntilKilled(qEnvironmentVariable("RAC_STORE_WRITER"));
    }
    void killedWriterLosesNothingWritten();
    void roundTripsThroughReopen();
    void feedbackPersists();
    void listsNewestFirstWithCounts();
    void renameAndDelete();
    void unknownIdsAreErrors();
    void unwritablePathIsAnError();
    void corruptFileIsAnError();
};

void TestSessionStore::roundTripsThroughReopen()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A folder that does not exist yet: open() makes it.
    const QString path = dir.filePath(QStringLiteral("app/data/sessions.sqlite"));
    const rac::Answer original = sampleAnswer();
    qint64 session = 0, questionId = 0, answerId = 0;
    {
        auto store = openOrFail(path);
        QVERIFY(store);
        auto created = store->createSession(QStringLiteral("Revenue questions"));
        QVERIFY(created.ok());
        session = *created;
        auto q = store->addQuestion(session, QStringLiteral("top 2 products by revenue in 1997"),
                                    QStringLiteral("list[{product:str, revenue:float}]"));
        QVERIFY(q.ok());
        questionId = *q;
        auto a = store->addAnswer(session, original);
        QVERIFY2(a.ok(), a.ok() ? "" : qPrintable(a.error().toString()));
        answerId = *a;
        QVERIFY(answerId > questionId);
    }   // store destroyed: connection closed and removed

    auto store = openOrFail(path);
    QVERIFY(store);
    auto messages = store->messages(session);
    QVERIFY(messages.ok());
    QCOMPARE(messages->size(), 2);

    const StoredMessage &question = messages->at(0);
    QCOMPARE(question.id, questionId);
    QCOMPARE(question.sessionId, session);
    QVERIFY(question.role == StoredMessage::Role::User);
    QCOMPARE(question.text, QStringLiteral("top 2 products by revenue in 1997"));
    QCOMPARE(question.formatHint, QStringLiteral("list[{product:str, revenue:float}]"));
    QVERIFY(question.created.isValid());

    const StoredMessage &stored = messages->at(1);
    QCOMPARE(stored.id, answerId);
    QVERIFY(stored.role == StoredMessage::Role::Assistant);
    QCOMPARE(stored.feedback, 0);
    QCOMPARE(stored.sql, original.sql);

    const rac::Answer back = SessionStore::answerOf(stored);
    QVERIFY(back.finalAnswer == original.finalAnswer);
    QCOMPARE(back.finalAnswer[0]["product"].get<std::string>(), std::string("Côte de Blaye"));
    QVERIFY(back.trace == original.trace);
    QCOMPARE(back.trace["nodes"][1]["rows"].get<int>(), 2);
    QCOMPARE(back.id, QStringLiteral("q7"));
    QCOMPARE(back.question, original.question);
    QCOMPARE(back.formatHint, original.formatHint);
    QCOMPARE(back.route, QStringLiteral("hybrid"));
    QCOMPARE(back.sql, original.sql);
    QCOMPARE(back.confidence, 0.9234);   // unrounded, unlike the contract line
    QCOMPARE(back.explanation, original.explanation);
    QCOMPARE(back.repairs, 1);
    QCOMPARE(back.citations, original.citations);

    QCOMPARE(back.sources.size(), 2);
    QVERIFY(back.sources[0].kind == rac::Citation::Kind::Table);
    QCOMPARE(back.sources[0].id, QStringLiteral("Orders"));
    const rac::Citation &chunk = back.sources[1];
    QVERIFY(chunk.kind == rac::Citation::Kind::Chunk);
    QCOMPARE(chunk.id, QStringLiteral("kpi_definitions::chunk2"));
    QCOMPARE(chunk.file, QStringLiteral("kpi_definitions.md"));
    QCOMPARE(chunk.headingPath, QStringList({QStringLiteral("KPI definitions"), QStringLiteral("Revenue")}));
    QCOMPARE(chunk.startLine, 12);
    QCOMPARE(chunk.endLine, 19);
    QCOMPARE(chunk.score, 0.75);
    QCOMPARE(chunk.text, QStringLiteral("Revenue = SUM(UnitPrice * Quantity * (1 - Discount))"));

    QCOMPARE(back.table.columns, original.table.columns);
    QCOMPARE(back.table.rows.size(), 2);
    QCOMPARE(back.table.rows[0][0].toString(), QStringLiteral("Côte de Blaye"));
    QCOMPARE(back.table.rows[0][1].toDouble(), 49198.09);
    QCOMPARE(back.table.rows[1][0].toString(), QStringLiteral("Raclette Courdavault"));
    QCOMPARE(back.table.rows[1][1].toDouble(), 35775.3);
    QCOMPARE(back.table.elapsedMs, qint64(4));

    // The contract JSON a reloaded answer would export is the original's.
    QVERIFY(back.toContractJson() == original.toContractJson());

    // One message by id, as the window looks it up for "Show SQL".
    auto single = store->message(answerId);
    QVERIFY(single.ok());
    QCOMPARE(single->sql, original.sql);
}

void TestSessionStore::feedbackPersists()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sessions.sqlite"));
    qint64 answerId = 0, session = 0;
    {
        auto store = openOrFail(path);
        QVERIFY(store);
        session = *store->createSession(QStringLiteral("s"));
        answerId = *store->addAnswer(session, sampleAnswer());
        QVERIFY(store->setFeedback(answerId, +1).ok());
        QVERIFY(store->setFeedback(answerId, -1).ok());
        const auto bad = store->setFeedback(answerId, 5);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().code, rac::ErrorCode::InvalidArgument);
    }
    auto store = openOrFail(path);
    QVERIFY(store);
    QCOMPARE(store->message(answerId)->feedback, -1);
    QVERIFY(store->setFeedback(answerId, 0).ok());
    QCOMPARE(store->messages(session)->at(0).feedback, 0);
}

void TestSessionStore::listsNewestFirstWithCounts()
{
    QTemporaryDir dir;
    auto store = openOrFail(dir.filePath(QStringLiteral("sessions.sqlite")));
    QVERIFY(store);
    const qint64 first = *store->createSession(QStringLiteral("First"));
    const qint64 second = *store->createSession(QStringLiteral("Second"));
    const qint64 third = *store->createSession(QStringLiteral("Third"));
    QVERIFY(store->addQuestion(first, QStringLiteral("a"), QString()).ok());
    QVERIFY(store->addAnswer(first, sampleAnswer()).ok());
    QVERIFY(store->addQuestion(first, QStringLiteral("b"), QStringLiteral("int")).ok());
    QVERIFY(store->addQuestion(third, QStringLiteral("c"), QString()).ok());

    const auto sessions = store->listSessions();
    QVERIFY(sessions.ok());
    QCOMPARE(sessions->size(), 3);
    QCOMPARE(sessions->at(0).id, third);
    QCOMPARE(sessions->at(0).title, QStringLiteral("Third"));
    QCOMPARE(sessions->at(0).messageCount, 1);
    QCOMPARE(sessions->at(1).id, second);
    QCOMPARE(sessions->at(1).messageCount, 0);
    QCOMPARE(sessions->at(2).id, first);
    QCOMPARE(sessions->at(2).messageCount, 3);
    QVERIFY(sessions->at(2).created.isValid());
    QVERIFY(sessions->at(2).created <= sessions->at(0).created);
}

void TestSessionStore::renameAndDelete()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sessions.sqlite"));
    qint64 keep = 0;
    {
        auto store = openOrFail(path);
        QVERIFY(store);
        keep = *store->createSession(QStringLiteral("Keep"));
        const qint64 drop = *store->createSession(QStringLiteral("Drop"));
        QVERIFY(store->addQuestion(drop, QStringLiteral("gone soon"), QString()).ok());
        QVERIFY(store->renameSession(keep, QStringLiteral("Kept and renamed")).ok());
        QVERIFY(store->deleteSession(drop).ok());
        QCOMPARE(store->messages(drop)->size(), 0);   // messages go with their session
    }
    auto store = openOrFail(path);
    QVERIFY(store);
    const auto sessions = store->listSessions();
    QCOMPARE(sessions->size(), 1);
    QCOMPARE(sessions->at(0).id, keep);
    QCOMPARE(sessions->at(0).title, QStringLiteral("Kept and renamed"));
}

void TestSessionStore::unknownIdsAreErrors()
{
    QTemporaryDir dir;
    auto store = openOrFail(dir.filePath(QStringLiteral("sessions.sqlite")));
    QVERIFY(store);
    const auto q = store->addQuestion(4242, QStringLiteral("orphan"), QString());
    QVERIFY(!q.ok());
    QCOMPARE(q.error().code, rac::ErrorCode::NotFound);
    QCOMPARE(store->addAnswer(4242, sampleAnswer()).error().code, rac::ErrorCode::NotFound);
    QCOMPARE(store->renameSession(4242, QStringLiteral("x")).error().code, rac::ErrorCode::NotFound);
    QCOMPARE(store->deleteSession(4242).error().code, rac::ErrorCode::NotFound);
    QCOMPARE(store->setFeedback(4242, 1).error().code, rac::ErrorCode::NotFound);
    QCOMPARE(store->message(4242).error().code, rac::ErrorCode::NotFound);
}

void TestSessionStore::unwritablePathIsAnError()
{
    QTemporaryDir dir;
    // A regular file where the folder should be: no folder can be made under it,
    // whoever runs the test (root ignores permission bits, not this).
    const QString blocker = dir.filePath(QStringLiteral("blocker"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a folder");
    file.close();
    const auto opened = SessionStore::open(blocker + QStringLiteral("/sub/sessions.sqlite"));
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().code, rac::ErrorCode::Io);
    QVERIFY(!opened.error().message.isEmpty());

    const auto folder = SessionStore::open(dir.path());
    QVERIFY(!folder.ok());
    QCOMPARE(folder.error().code, rac::ErrorCode::Io);

    QVERIFY(!SessionStore::open(QString()).ok());
}

void TestSessionStore::corruptFileIsAnError()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sessions.sqlite"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray garbage("this is definitely not an SQLite database file\n");
    file.write(garbage.repeated(200));
    file.close();
    const auto opened = SessionStore::open(path);
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().code, rac::ErrorCode::Sql);
    QVERIFY2(opened.error().message.contains(QStringLiteral("damaged")), qPrintable(opened.error().toString()));
}

void TestSessionStore::killedWriterLosesNothingWritten()
{
    // SIGKILL after 1, 5, 20 and 60 finished sessions, on the same file: each time the store
    // opens, and every session the writer reported finished is there with its six messages.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sessions.sqlite"));
    QList<qint64> finished;
    for (int moment : {1, 5, 20, 60}) {
        QProcess writer;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RAC_STORE_WRITER"), path);
        writer.setProcessEnvironment(env);
        writer.start(QCoreApplication::applicationFilePath(), {QStringLiteral("unknownIdsAreErrors")});   // initTestCase runs first and writes
        QVERIFY(writer.waitForStarted());
        int seen = 0;
        while (seen < moment && writer.state() == QProcess::Running) {
            if (!writer.waitForReadyRead(20000))
                break;
            while (writer.canReadLine()) {
                bool isId = false;   // QTest's own banner lines are not ids
                const qint64 id = writer.readLine().trimmed().toLongLong(&isId);
                if (isId) {
                    finished << id;
                    ++seen;
                }
            }
        }
        writer.kill();   // SIGKILL, mid-write of the next session
        writer.waitForFinished();
        QVERIFY2(seen >= moment, "the writer stopped before the moment to kill it");
        // Sessions reported between the last read and the kill were finished too.
        for (const QByteArray &line : writer.readAllStandardOutput().split('\n')) {
            bool isId = false;
            const qint64 id = line.trimmed().toLongLong(&isId);
            if (isId)
                finished << id;
        }
        auto store = openOrFail(path);
        QVERIFY(store);
        const auto sessions = store->listSessions();
        QVERIFY(sessions.ok());
        for (qint64 id : finished) {
            const auto messages = store->messages(id);
            QVERIFY2(messages.ok(), qPrintable(QStringLiteral("session %1 is gone").arg(id)));
            QCOMPARE(messages->size(), 6);
            QVERIFY(SessionStore::answerOf(messages->last()).finalAnswer == sampleAnswer().finalAnswer);
        }
    }
}

QTEST_GUILESS_MAIN(TestSessionStore)
#include "tst_sessionstore.moc"
