// SPDX-License-Identifier: MIT
//
// tst_agent_llm: the agent with a language model, over the real protocol. A
// LoopbackLlmServer on 127.0.0.1 plays Ollama or an OpenAI-compatible server
// with scripted replies; the agent runs on the bundled Northwind database and
// corpus. Expected values come from SQL and arithmetic written here, never
// from the agent. Checked: the model answers what the rules cannot (and the
// request carries the schema, the question and a JSON schema), a wrong column
// is repaired by a second model call with the error, every failure mode (not
// JSON, HTTP 500, no reply, dropped connection) falls back to the rules with
// the same answer, and the optimizer keeps the setting that scores best.
#include "../llm/LoopbackLlmServer.h"

#include "agent/Agent.h"
#include "agent/Engine.h"
#include "agent/model/PromptOptimizer.h"
#include "llm/ExampleStore.h"
#include "llm/HttpLlmClient.h"

#include <QNetworkProxy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace rac;
using rac::llm::test::LoopbackLlmServer;
using nlohmann::json;

namespace {

const QString kMedianQuestion = QStringLiteral("What is the median freight charge per order?");
// Written by hand: the median of an even count is the mean of the middle two.
const QString kMedianSql = QStringLiteral(
    "SELECT AVG(Freight) FROM (SELECT Freight FROM Orders ORDER BY Freight "
    "LIMIT 2 - (SELECT COUNT(*) FROM Orders) % 2 OFFSET ((SELECT COUNT(*) FROM Orders) - 1) / 2)");

// The gold, computed in C++ from the raw values on a separate connection.
double medianFreightFromRawValues()
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("gold"));
    db.setDatabaseName(QStringLiteral(RAC_SOURCE_DIR "/northwind.db"));
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    std::vector<double> values;
    if (db.open()) {
        QSqlQuery q(QStringLiteral("SELECT Freight FROM Orders"), db);
        while (q.next())
            values.push_back(q.value(0).toDouble());
    }
    db.close();
    std::sort(values.begin(), values.end());
    if (values.empty())
        return -1;
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

json ollamaJson(const json &content)
{
    return {{"model", "phi3.5"}, {"message", {{"role", "assistant"}, {"content", content.dump()}}}, {"done", true}};
}

json openAiJson(const json &content)
{
    return {{"model", "gpt-test"},
            {"choices", {{{"index", 0}, {"message", {{"role", "assistant"}, {"content", content.dump()}}}, {"finish_reason", "stop"}}}}};
}

QString allContent(const LoopbackLlmServer::RecordedRequest &r)
{
    QString text;
    for (const json &m : r.body.value("messages", json::array()))
        text += QString::fromStdString(m.value("content", std::string())) + QLatin1Char('\n');
    return text;
}

class TokenRecorder : public agent::RunObserver {
public:
    void modelTokens(const QString &node, const QString &tokens) override { text[node] += tokens; }
    QHash<QString, QString> text;
};

} // namespace

class TestAgentLlm : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<agent::Engine> m_engine;
    std::unique_ptr<LoopbackLlmServer> m_server;
    std::unique_ptr<llm::HttpLlmClient> m_client;
    double m_medianGold = 0;

    llm::LlmConfig config(llm::LlmBackend backend, int timeoutMs = 5000) const
    {
        llm::LlmConfig c;
        c.backend = backend;
        c.baseUrl = m_server->baseUrl();
        c.model = backend == llm::LlmBackend::Ollama ? QStringLiteral("phi3.5") : QStringLiteral("gpt-test");
        c.timeoutMs = timeoutMs;
        return c;
    }

    // An agent with the loopback model attached.
    std::unique_ptr<agent::Agent> agentWithModel(llm::LlmBackend backend, int timeoutMs = 5000,
                                                 const QString &embeddingModel = {})
    {
        llm::LlmConfig c = config(backend, timeoutMs);
        c.embeddingModel = embeddingModel;
        m_client = std::make_unique<llm::HttpLlmClient>(c);
        auto a = std::make_unique<agent::Agent>(*m_engine);
        a->model().setClient(m_client.get());
        a->model().setSettings({0, false});
        a->model().setEmbeddingModel(embeddingModel);
        return a;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        llm::LlmRequest::registerMetaTypes();
        auto engine = agent::Engine::open({QStringLiteral(RAC_SOURCE_DIR "/northwind.db"),
                                           QStringLiteral(RAC_SOURCE_DIR "/corpus"), QStringLiteral(":memory:"), {}, QStringLiteral("-")});
        QVERIFY2(engine.ok(), qPrintable(engine.ok() ? QString() : engine.error().toString()));
        m_engine = std::move(engine).value();
        m_medianGold = medianFreightFromRawValues();
        QVERIFY(m_medianGold > 0);
    }

    void init()
    {
        m_server = std::make_unique<LoopbackLlmServer>();
        QVERIFY(m_server->listen());
    }

    void cleanup()
    {
        m_client.reset();
        m_server.reset();
    }

    void rulesAloneCannotAnswerTheMedian()
    {
        agent::Agent rulesOnly(*m_engine);
        const Result<Answer> a = rulesOnly.ask(kMedianQuestion, QStringLiteral("float"));
        QVERIFY(a.ok());
        QVERIFY(a->finalAnswer.is_null());
        QVERIFY2(a->explanation.contains(QStringLiteral("median")), qPrintable(a->explanation));
    }

    void modelWritesTheSqlTheRulesCannot()
    {
        m_server->replyJson(ollamaJson({{"route", "sql"}}));
        m_server->replyJson(ollamaJson({{"sql", kMedianSql.toStdString()}}));
        m_server->replyOllamaStream({QStringLiteral("The median "), QStringLiteral("freight per order.")},
                                    QStringLiteral("phi3.5"));
        auto agent = agentWithModel(llm::LlmBackend::Ollama);
        TokenRecorder tokens;
        const Result<Answer> a = agent->ask(kMedianQuestion, QStringLiteral("float"), {}, &tokens);
        QVERIFY2(a.ok(), qPrintable(a.ok() ? QString() : a.error().toString()));
        QVERIFY2(a->finalAnswer.is_number(), a->finalAnswer.dump().c_str());
        QCOMPARE(a->finalAnswer.get<double>(), std::round(m_medianGold * 100.0) / 100.0);
        QCOMPARE(a->sql, kMedianSql);
        QVERIFY(a->citations.contains(QStringLiteral("Orders")));
        QCOMPARE(a->modelUsed, (QStringList{QStringLiteral("router"), QStringLiteral("nl2sql"), QStringLiteral("synthesizer")}));
        QCOMPARE(a->explanation, QStringLiteral("The median freight per order."));
        QCOMPARE(tokens.text.value(QStringLiteral("synthesizer")), QStringLiteral("The median freight per order."));

        QCOMPARE(m_server->requests().size(), 3);
        const auto &route = m_server->requests()[0];
        QCOMPARE(route.path, QByteArray("/api/chat"));
        QVERIFY(route.body["format"]["properties"].contains("route"));
        const auto &nl2sql = m_server->requests()[1];
        QCOMPARE(QString::fromStdString(nl2sql.body["model"].get<std::string>()), QStringLiteral("phi3.5"));
        QVERIFY(nl2sql.body["stream"] == json(false));
        QVERIFY(nl2sql.body["format"]["required"].dump().find("sql") != std::string::npos);
        const json messages = nl2sql.body["messages"];
        QCOMPARE(QString::fromStdString(messages[0]["role"].get<std::string>()), QStringLiteral("system"));
        const QString prompt = allContent(nl2sql);
        for (const QString &needle : {QStringLiteral("TABLE Orders"), QStringLiteral("Freight"),
                                      QStringLiteral("TABLE \"Order Details\""), QStringLiteral("REFERENCES"),
                                      kMedianQuestion, QStringLiteral("KPI ")})
            QVERIFY2(prompt.contains(needle), qPrintable(needle));
        // The explanation streams and is free text.
        QVERIFY(m_server->requests()[2].body["stream"] == json(true));
        QVERIFY(!m_server->requests()[2].body.contains("format"));
    }

    void wrongColumnIsRepairedByAskingTheModelAgain()
    {
        const QString broken = QStringLiteral("SELECT AVG(ShippingFeeAmountTotal) FROM Orders");
        m_server->replyJson(openAiJson({{"route", "sql"}}));
        m_server->replyJson(openAiJson({{"sql", broken.toStdString()}}));
        m_server->replyJson(openAiJson({{"sql", kMedianSql.toStdString()}}));
        m_server->replyHttpError(503, "busy");   // the explanation: falls back to the rules' text
        auto agent = agentWithModel(llm::LlmBackend::OpenAi);
        const Result<Answer> a = agent->ask(kMedianQuestion, QStringLiteral("float"));
        QVERIFY(a.ok());
        QCOMPARE(a->finalAnswer.get<double>(), std::round(m_medianGold * 100.0) / 100.0);
        QCOMPARE(a->repairs, 1);
        QVERIFY(a->modelUsed.contains(QStringLiteral("repair")));
        QCOMPARE(m_server->requests().size(), 4);
        const auto &repair = m_server->requests()[2];
        QCOMPARE(repair.path, QByteArray("/v1/chat/completions"));
        QCOMPARE(QString::fromStdString(repair.body["response_format"]["type"].get<std::string>()), QStringLiteral("json_schema"));
        const QString prompt = allContent(repair);
        QVERIFY2(prompt.contains(broken), qPrintable(prompt));
        QVERIFY2(prompt.contains(QStringLiteral("no such column")), qPrintable(prompt));
        // The failed explanation call is reported and the rules' explanation kept.
        QCOMPARE(a->modelNotes.size(), 1);
        QVERIFY(a->modelNotes.first().startsWith(QStringLiteral("synthesizer:")));
        QVERIFY(a->explanation.contains(QStringLiteral("language model")));
    }

    // Each broken server: the run still ends, with the rules' answer.
    void failuresFallBackToTheRules_data()
    {
        QTest::addColumn<QString>("failure");
        QTest::newRow("not json") << QStringLiteral("not json");
        QTest::newRow("http 500") << QStringLiteral("500");
        QTest::newRow("no reply (timeout)") << QStringLiteral("never");
        QTest::newRow("dropped connection") << QStringLiteral("drop");
    }

    void failuresFallBackToTheRules()
    {
        QFETCH(QString, failure);
        const auto script = [&] {
            if (failure == QLatin1String("not json"))
                m_server->replyNotJson("Sure! Here is your SQL: SELECT ...");
            else if (failure == QLatin1String("500"))
                m_server->replyHttpError(500, "model crashed");
            else if (failure == QLatin1String("never"))
                m_server->neverReply();
            else
                m_server->dropConnection();
        };
        // Enough failures for every call either question can make (Qt resends a dropped POST once).
        for (int i = 0; i < 8; ++i)
            script();
        auto agent = agentWithModel(llm::LlmBackend::Ollama, 700);
        agent::Agent rulesOnly(*m_engine);
        for (const auto &[question, hint] : QList<QPair<QString, QString>>{
                 {QStringLiteral("top 3 products by revenue in Q4 '97"), QStringLiteral("list[{product:str, revenue:float}]")},
                 {kMedianQuestion, QStringLiteral("float")}}) {
            const Result<Answer> withModel = agent->ask(question, hint);
            const Result<Answer> rules = rulesOnly.ask(question, hint);
            QVERIFY(withModel.ok() && rules.ok());
            QVERIFY2(withModel->finalAnswer == rules->finalAnswer, withModel->finalAnswer.dump().c_str());
            QCOMPARE(withModel->sql, rules->sql);
            QVERIFY(withModel->modelUsed.isEmpty());
            QVERIFY2(!withModel->modelNotes.isEmpty(), qPrintable(question));
            QVERIFY(withModel->trace.contains("model"));
        }
    }

    void cancelAbortsAWaitingModelCall()
    {
        m_server->neverReply();
        auto agent = agentWithModel(llm::LlmBackend::Ollama, 60000);
        agent::RunControl control;
        QTimer::singleShot(200, [&control] { control.cancel(); });
        QElapsedTimer timer;
        timer.start();
        const Result<Answer> a = agent->ask(kMedianQuestion, QStringLiteral("float"), {}, nullptr, &control);
        QVERIFY(timer.elapsed() < 10000);   // the 60 s model timeout did not have to fire
        QVERIFY(!a.ok());
        QCOMPARE(a.error().code, ErrorCode::Cancelled);
    }

    void modelCallsShareOneDeadlinePerQuestion()
    {
        // A server that never answers, a 20 s limit per call, and a 1.5 s budget for the question:
        // the question ends on the budget, answered by the rules, however many calls it makes.
        for (int i = 0; i < 8; ++i)
            m_server->neverReply();
        auto agent = agentWithModel(llm::LlmBackend::Ollama, 20000);
        agent->model().setQuestionBudgetMs(1500);
        agent::Agent rulesOnly(*m_engine);
        const QString question = QStringLiteral("top 3 products by revenue in Q4 '97");
        const QString hint = QStringLiteral("list[{product:str, revenue:float}]");
        QElapsedTimer timer;
        timer.start();
        const Result<Answer> withModel = agent->ask(question, hint);
        const qint64 elapsed = timer.elapsed();
        QVERIFY2(elapsed < 8000, qPrintable(QString::number(elapsed)));   // far below one call's 20 s
        QVERIFY(withModel.ok());
        QVERIFY(withModel->finalAnswer == rulesOnly.ask(question, hint)->finalAnswer);
        QVERIFY2(withModel->modelNotes.join(QLatin1Char(' ')).contains(QStringLiteral("time for this question")),
                 qPrintable(withModel->modelNotes.join(QLatin1Char(' '))));
    }

    void exampleStoreRanksByBm25AndSkipsBadLines()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("examples.jsonl"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"question\": \"Top 3 products by revenue in 1997\", \"sql\": \"SELECT 1\"}\n"
                "not json\n"
                "{\"question\": \"How many customers are in Germany?\", \"sql\": \"SELECT 2\"}\n"
                "{\"question\": \"Average freight per shipper\", \"sql\": \"\"}\n"
                "{\"question\": \"Revenue by category in Q4 1997\", \"sql\": \"SELECT 3\"}\n");
        f.close();
        Result<llm::ExampleStore> store = llm::ExampleStore::load(path);
        QVERIFY(store.ok());
        QCOMPARE(store->examples().size(), 3);
        QCOMPARE(store->skippedLines(), 2);
        const QList<llm::SqlExample> near = store->nearest(QStringLiteral("top products by revenue in 1998"), 2);
        QCOMPARE(near.size(), 2);
        QCOMPARE(near[0].sql, QStringLiteral("SELECT 1"));
        QCOMPARE(near[1].sql, QStringLiteral("SELECT 3"));
        QVERIFY(store->nearest(QStringLiteral("zebra"), 4).isEmpty());
        store.value().add({QStringLiteral("How many customers are in Germany?"), QStringLiteral("SELECT 4"), {}, QStringLiteral("edited")});
        QCOMPARE(store->examples().size(), 3);
        QVERIFY(store->save(path).ok());
        const Result<llm::ExampleStore> again = llm::ExampleStore::load(path);
        QCOMPARE(again->examples().last().sql, QStringLiteral("SELECT 4"));
        QCOMPARE(again->examples().last().source, QStringLiteral("edited"));
    }

    void seedingTakesOnlyTheTrainingSplit()
    {
        QTemporaryDir dir;
        const QString eval = dir.filePath(QStringLiteral("eval.jsonl"));
        QFile f(eval);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"question\": \"q1\", \"split\": \"train\", \"gold_sql\": \"SELECT 1\"}\n"
                "{\"question\": \"q2\", \"split\": \"dev\", \"gold_sql\": \"SELECT 2\"}\n"
                "{\"question\": \"q3\", \"split\": \"train\", \"gold\": 14}\n");
        f.close();
        const QString storePath = dir.filePath(QStringLiteral("sub/examples.jsonl"));
        const Result<llm::ExampleStore> store = llm::ExampleStore::openOrSeed(storePath, eval);
        QVERIFY(store.ok());
        QCOMPARE(store->examples().size(), 1);
        QCOMPARE(store->examples().first().question, QStringLiteral("q1"));
        QVERIFY(QFile::exists(storePath));
    }

    // The responder gives the right SQL only to prompts that carry two or more
    // examples, so the table has a known winner: 2 examples, no chain-of-thought.
    void optimizerMeasuresTheGridAndPicksTheBest()
    {
        const QList<llm::SqlExample> dev{
            {QStringLiteral("How many orders were placed in 1997?"),
             QStringLiteral("SELECT COUNT(*) FROM Orders WHERE strftime('%Y', OrderDate) = '1997'"), QStringLiteral("int"), {}},
            {QStringLiteral("How many products are there?"), QStringLiteral("SELECT COUNT(*) FROM Products"),
             QStringLiteral("int"), {}}};
        llm::ExampleStore train;
        train.add({QStringLiteral("How many orders were shipped in 1996?"), QStringLiteral("SELECT COUNT(*) FROM Orders"), {}, {}});
        train.add({QStringLiteral("How many products are discontinued?"), QStringLiteral("SELECT COUNT(*) FROM Products"), {}, {}});
        train.add({QStringLiteral("How many customers are there?"), QStringLiteral("SELECT COUNT(*) FROM Customers"), {}, {}});
        m_server->setResponder([&dev](const LoopbackLlmServer::RecordedRequest &r) {
            const json messages = r.body["messages"];
            const QString last = QString::fromStdString(messages.back()["content"].get<std::string>());
            const int examples = int(messages.size() - 2) / 2;
            QString sql = QStringLiteral("SELECT 0");
            for (const llm::SqlExample &item : dev) {
                if (examples >= 2 && last.contains(item.question))
                    sql = item.sql;
            }
            return ollamaJson({{"reasoning", "counting"}, {"sql", sql.toStdString()}});
        });
        auto agent = agentWithModel(llm::LlmBackend::Ollama);
        agent::PromptOptimizer optimizer(*m_engine, *agent);
        const QList<agent::SettingScore> scores = optimizer.run(dev, train);
        QCOMPARE(scores.size(), 8);
        QCOMPARE(m_server->requests().size(), 16);
        for (const agent::SettingScore &s : scores) {
            QCOMPARE(s.total, 2);
            QCOMPARE(s.correct, s.settings.fewShot >= 2 ? 2 : 0);
        }
        const agent::SettingScore best = agent::PromptOptimizer::best(scores);
        QCOMPARE(best.settings.fewShot, 2);
        QCOMPARE(best.settings.chainOfThought, false);
        // Requests go setting by setting, two questions each: 0-1 plain, 2-3 chain-of-thought,
        // which asks for the reasoning field.
        QVERIFY(m_server->requests()[2].body["format"]["required"].dump().find("reasoning") != std::string::npos);
        QVERIFY(m_server->requests()[0].body["format"]["required"].dump().find("reasoning") == std::string::npos);
    }

    // Scripted vectors: texts about unopened items point one way, everything
    // else the other, and so does the question, which shares no word with the
    // policy. Dense retrieval must bring the policy chunk first; BM25 alone does not.
    void denseRetrievalFindsWhatSharesNoWordAndCachesVectors()
    {
        const QString question = QStringLiteral("How long can shoppers bring back drinks they never used?");
        m_server->setResponder([](const LoopbackLlmServer::RecordedRequest &r) -> json {
            if (r.path != QByteArray("/api/embed"))
                return nullptr;   // chats get a 500: the rules route and explain
            json vectors = json::array();
            for (const json &input : r.body["input"]) {
                const QString text = QString::fromStdString(input.get<std::string>()).toLower();
                const bool aboutUnused = text.contains(QStringLiteral("unopened")) || text.contains(QStringLiteral("never used"));
                vectors.push_back(aboutUnused ? json::array({1.0, 0.0}) : json::array({0.0, 1.0}));
            }
            return {{"model", "nomic-embed-text"}, {"embeddings", vectors}};
        });
        auto agent = agentWithModel(llm::LlmBackend::Ollama, 5000, QStringLiteral("nomic-embed-text"));
        const auto retrieved = [](const Answer &a) {
            QStringList ids;
            for (const json &step : a.trace["steps"]) {
                if (step["node"] == "retriever") {
                    for (const json &c : step["output"]["chunks"])
                        ids << QString::fromStdString(c["id"].get<std::string>());
                }
            }
            return ids;
        };
        const Result<Answer> first = agent->ask(question, QString());
        QVERIFY(first.ok());
        QVERIFY(first->modelUsed.contains(QStringLiteral("retriever")));
        // Every chunk that mentions unopened items, and none of them by BM25 alone.
        QStringList unopened;
        for (const retrieval::Chunk &c : m_engine->index().allChunks()) {
            if (c.text.contains(QStringLiteral("nopened")))
                unopened << c.id;
        }
        QVERIFY(!unopened.isEmpty());
        const QStringList ids = retrieved(first.value());
        agent::Agent rulesOnly(*m_engine);
        const QStringList lexical = retrieved(rulesOnly.ask(question, QString()).value());
        for (const QString &id : unopened) {
            QVERIFY2(ids.contains(id) || ids.filter(QStringLiteral("product_policy::")).size() == 2, qPrintable(ids.join(u',')));
            QVERIFY2(!lexical.contains(id), qPrintable(lexical.join(u',')));
        }

        // The first run embedded every chunk (one batch) and the question.
        QList<LoopbackLlmServer::RecordedRequest> embeds;
        for (const auto &r : m_server->requests()) {
            if (r.path == QByteArray("/api/embed"))
                embeds << r;
        }
        QCOMPARE(embeds.size(), 2);
        QCOMPARE(int(embeds[0].body["input"].size()), int(m_engine->index().allChunks().size()));
        QVERIFY(embeds[0].body["model"] == json("nomic-embed-text"));
        // The second run finds the chunk vectors in the index: only the question is embedded.
        const qsizetype before = m_server->requests().size();
        QVERIFY(agent->ask(question, QString()).ok());
        int laterEmbeds = 0;
        for (qsizetype i = before; i < m_server->requests().size(); ++i)
            laterEmbeds += m_server->requests()[i].path == QByteArray("/api/embed") ? 1 : 0;
        QCOMPARE(laterEmbeds, 1);
    }

    void sameRowsComparesValuesNotOrder()
    {
        QVERIFY(agent::PromptOptimizer::sameRows({{1, QStringLiteral("a")}, {2.004, QStringLiteral("B ")}},
                                                 {{2.0, QStringLiteral("b")}, {1, QStringLiteral("A")}}));
        QVERIFY(!agent::PromptOptimizer::sameRows({{1}}, {{1}, {1}}));
        QVERIFY(!agent::PromptOptimizer::sameRows({{1.5}}, {{1.6}}));
    }
};

QTEST_GUILESS_MAIN(TestAgentLlm)
#include "tst_agent_llm.moc"
