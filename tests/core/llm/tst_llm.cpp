// SPDX-License-Identifier: MIT
//
// tst_llm: HttpLlmClient against LoopbackLlmServer on 127.0.0.1, for both the
// Ollama and the OpenAI-compatible protocol. Expectations are written by hand
// from the two APIs' documented shapes.
#include "LoopbackLlmServer.h"

#include "llm/HttpLlmClient.h"

#include <QHostAddress>
#include <QNetworkProxy>
#include <QTcpServer>
#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <optional>

using namespace rac;
using namespace rac::llm;
using rac::llm::test::LoopbackLlmServer;
using nlohmann::json;

// QCOMPARE cannot take nlohmann::json: its implicit conversions make the
// qCompare overloads ambiguous. Show both sides when they differ.
#define COMPARE_JSON(actual, expected)                                                              \
    QVERIFY2(json(actual) == json(expected),                                                         \
             qPrintable(QStringLiteral("%1 != %2").arg(QString::fromStdString(json(actual).dump()), \
                                                        QString::fromStdString(json(expected).dump()))))

namespace {

// Everything one request reported, in the order it was reported.
struct Outcome {
    QStringList tokens;             // tokenReceived payloads
    QStringList callbackTokens;     // onToken payloads
    QStringList events;             // "token" / "finished"
    std::optional<Result<LlmReply>> result;
    int finishedCount = 0;
};

// QVERIFY2 builds its message even on success, so never touch error() blindly.
QString describe(const Result<LlmReply> &result)
{
    return result.ok() ? QStringLiteral("ok") : result.error().toString();
}

std::shared_ptr<Outcome> watch(LlmRequest *request, QObject *context)
{
    auto outcome = std::make_shared<Outcome>();
    QObject::connect(request, &LlmRequest::tokenReceived, context, [outcome](const QString &tokens) {
        outcome->tokens.append(tokens);
        outcome->events.append(QStringLiteral("token"));
    });
    QObject::connect(request, &LlmRequest::finished, context, [outcome](const Result<LlmReply> &result) {
        outcome->result.emplace(result);
        ++outcome->finishedCount;
        outcome->events.append(QStringLiteral("finished"));
    });
    return outcome;
}

LlmMessages twoMessages()
{
    return {{QStringLiteral("system"), QStringLiteral("You answer retail questions.")},
            {QStringLiteral("user"), QStringLiteral("Top product in 1997?")}};
}

json answerSchema()
{
    return json::parse(R"({"type":"object","properties":{"answer":{"type":"integer"}},"required":["answer"]})");
}

} // namespace

class TestLlm : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LoopbackLlmServer> m_server;

    LlmConfig config(LlmBackend backend) const
    {
        LlmConfig c;
        c.backend = backend;
        c.baseUrl = m_server->baseUrl();
        c.model = backend == LlmBackend::Ollama ? QStringLiteral("llama3.2") : QStringLiteral("gpt-test");
        c.timeoutMs = 5000;
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Loopback only: never let an environment proxy see these requests.
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        LlmRequest::registerMetaTypes();
    }

    void init()
    {
        m_server = std::make_unique<LoopbackLlmServer>();
        QVERIFY(m_server->listen());
    }

    void cleanup() { m_server.reset(); }

    void ollamaNonStreaming()
    {
        m_server->replyJson({{"model", "llama3.2"},
                             {"message", {{"role", "assistant"}, {"content", "Côte de Blaye"}}},
                             {"done", true}});
        HttpLlmClient client(config(LlmBackend::Ollama));
        auto outcome = watch(client.chat(twoMessages(), {}), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY2(outcome->result->ok(), qPrintable(describe(*outcome->result)));
        QCOMPARE(outcome->result->value().text, QStringLiteral("Côte de Blaye"));
        QCOMPARE(outcome->result->value().model, QStringLiteral("llama3.2"));
        QVERIFY(outcome->result->value().json.is_null());
        QVERIFY(outcome->tokens.isEmpty());

        QCOMPARE(m_server->requests().size(), 1);
        const auto &request = m_server->requests().first();
        QCOMPARE(request.method, QByteArray("POST"));
        QCOMPARE(request.path, QByteArray("/api/chat"));
        QVERIFY(request.header("content-type").startsWith("application/json"));
        QVERIFY(request.header("authorization").isEmpty());
        const json &body = request.body;
        COMPARE_JSON(body["model"], json("llama3.2"));
        COMPARE_JSON(body["stream"], json(false));
        COMPARE_JSON(body["options"]["temperature"], json(0.0));
        QVERIFY(body["messages"].size() == 2);
        COMPARE_JSON(body["messages"][0]["role"], json("system"));
        COMPARE_JSON(body["messages"][0]["content"], json("You answer retail questions."));
        COMPARE_JSON(body["messages"][1]["role"], json("user"));
        COMPARE_JSON(body["messages"][1]["content"], json("Top product in 1997?"));
        QVERIFY(!body.contains("format"));
    }

    void ollamaStreaming()
    {
        const QStringList tokens{QStringLiteral("Côte"), QStringLiteral(" de"), QStringLiteral(" Blaye"),
                                 QStringLiteral(" leads"), QStringLiteral(".")};
        m_server->replyOllamaStream(tokens, QStringLiteral("llama3.2"), 30);
        HttpLlmClient client(config(LlmBackend::Ollama));
        QStringList viaCallback;
        LlmChatOptions options;
        options.stream = true;
        options.temperature = 0.3;
        auto outcome = watch(client.chat(twoMessages(), options,
                                         [&viaCallback](const QString &t) { viaCallback.append(t); }),
                             this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY2(outcome->result->ok(), qPrintable(describe(*outcome->result)));
        QCOMPARE(outcome->result->value().text, QStringLiteral("Côte de Blaye leads."));
        QCOMPARE(outcome->tokens.join(QString()), QStringLiteral("Côte de Blaye leads."));
        QCOMPARE(viaCallback, outcome->tokens);
        QVERIFY(!outcome->tokens.isEmpty());
        // Batching may merge tokens, never reorder or split them.
        QVERIFY(outcome->tokens.size() <= tokens.size());
        QCOMPARE(outcome->events.last(), QStringLiteral("finished"));
        QCOMPARE(outcome->events.count(QStringLiteral("finished")), 1);

        const json &body = m_server->requests().first().body;
        COMPARE_JSON(body["stream"], json(true));
        COMPARE_JSON(body["options"]["temperature"], json(0.3));
    }

    void openAiStreaming()
    {
        m_server->replyOpenAiStream({QStringLiteral("Sales"), QStringLiteral(" rose"), QStringLiteral(" 12%")},
                                    QStringLiteral("gpt-test-0613"), 30);
        LlmConfig c = config(LlmBackend::OpenAi);
        c.apiKey = QStringLiteral("sk-loopback");
        c.temperature = 0.2;
        HttpLlmClient client(c);
        LlmChatOptions options;
        options.stream = true;
        auto outcome = watch(client.chat(twoMessages(), options), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY2(outcome->result->ok(), qPrintable(describe(*outcome->result)));
        QCOMPARE(outcome->result->value().text, QStringLiteral("Sales rose 12%"));
        QCOMPARE(outcome->tokens.join(QString()), QStringLiteral("Sales rose 12%"));
        QCOMPARE(outcome->result->value().model, QStringLiteral("gpt-test-0613"));
        QCOMPARE(outcome->events.last(), QStringLiteral("finished"));

        const auto &request = m_server->requests().first();
        QCOMPARE(request.path, QByteArray("/v1/chat/completions"));
        QCOMPARE(request.header("authorization"), QByteArray("Bearer sk-loopback"));
        COMPARE_JSON(request.body["model"], json("gpt-test"));
        COMPARE_JSON(request.body["stream"], json(true));
        COMPARE_JSON(request.body["temperature"], json(0.2));
        COMPARE_JSON(request.body["messages"][1]["content"], json("Top product in 1997?"));
        QVERIFY(!request.body.contains("response_format"));
    }

    void openAiNonStreamingWithoutKey()
    {
        m_server->replyJson({{"model", "gpt-test"},
                             {"choices", {{{"index", 0}, {"message", {{"role", "assistant"}, {"content", "42"}}}}}}});
        LlmConfig c = config(LlmBackend::OpenAi);
        c.baseUrl.setPath(QStringLiteral("/v1/"));  // as vendors document it; must not become /v1/v1
        HttpLlmClient client(c);
        auto outcome = watch(client.chat(twoMessages(), {}), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY2(outcome->result->ok(), qPrintable(describe(*outcome->result)));
        QCOMPARE(outcome->result->value().text, QStringLiteral("42"));
        const auto &request = m_server->requests().first();
        QCOMPARE(request.path, QByteArray("/v1/chat/completions"));
        QVERIFY(request.header("authorization").isEmpty());
        COMPARE_JSON(request.body["stream"], json(false));
        COMPARE_JSON(request.body["temperature"], json(0.0));
    }

    void ollamaStructured()
    {
        m_server->replyJson({{"model", "llama3.2"},
                             {"message", {{"role", "assistant"}, {"content", " {\"answer\": 42} "}}},
                             {"done", true}});
        HttpLlmClient client(config(LlmBackend::Ollama));
        LlmChatOptions options;
        options.schema = answerSchema();
        auto outcome = watch(client.chat(twoMessages(), options), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY2(outcome->result->ok(), qPrintable(describe(*outcome->result)));
        COMPARE_JSON(outcome->result->value().json, json({{"answer", 42}}));
        COMPARE_JSON(m_server->requests().first().body["format"], answerSchema());
    }

    void openAiStructuredStreaming()
    {
        m_server->replyOpenAiStream({QStringLiteral("{\"ans"), QStringLiteral("wer\": "), QStringLiteral("7}")},
                                    QStringLiteral("gpt-test"), 10);
        HttpLlmClient client(config(LlmBackend::OpenAi));
        LlmChatOptions options;
        options.schema = answerSchema();
        options.stream = true;
        auto outcome = watch(client.chat(twoMessages(), options), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY2(outcome->result->ok(), qPrintable(describe(*outcome->result)));
        COMPARE_JSON(outcome->result->value().json, json({{"answer", 7}}));
        const json &format = m_server->requests().first().body["response_format"];
        COMPARE_JSON(format["type"], json("json_schema"));
        COMPARE_JSON(format["json_schema"]["name"], json("answer"));
        COMPARE_JSON(format["json_schema"]["schema"], answerSchema());
    }

    void structuredButNotAnObject()
    {
        m_server->replyJson({{"message", {{"role", "assistant"}, {"content", "forty-two"}}}, {"done", true}});
        m_server->replyJson({{"message", {{"role", "assistant"}, {"content", "[42]"}}}, {"done", true}});
        HttpLlmClient client(config(LlmBackend::Ollama));
        LlmChatOptions options;
        options.schema = answerSchema();
        auto prose = watch(client.chat(twoMessages(), options), this);
        QTRY_COMPARE(prose->finishedCount, 1);
        QVERIFY(!prose->result->ok());
        QCOMPARE(prose->result->error().code, ErrorCode::ModelOutput);
        auto array = watch(client.chat(twoMessages(), options), this);
        QTRY_COMPARE(array->finishedCount, 1);
        QVERIFY(!array->result->ok());
        QCOMPARE(array->result->error().code, ErrorCode::ModelOutput);
    }

    void httpErrorIsNetwork()
    {
        m_server->replyHttpError(500, "model 'llama3.2' exploded");
        HttpLlmClient client(config(LlmBackend::Ollama));
        auto outcome = watch(client.chat(twoMessages(), {}), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY(!outcome->result->ok());
        const Error &error = outcome->result->error();
        QCOMPARE(error.code, ErrorCode::Network);
        QVERIFY2(error.message.contains(QStringLiteral("500")), qPrintable(error.toString()));
        QVERIFY2(error.detail.contains(QStringLiteral("exploded")), qPrintable(error.toString()));
        QCOMPARE(m_server->requests().size(), 1);  // HTTP errors are not retried
    }

    void nonJsonIsModelOutput()
    {
        m_server->replyNotJson("<html>gateway says hi</html>");
        HttpLlmClient client(config(LlmBackend::OpenAi));
        auto outcome = watch(client.chat(twoMessages(), {}), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY(!outcome->result->ok());
        QCOMPARE(outcome->result->error().code, ErrorCode::ModelOutput);
    }

    void hugeReplyIsStopped()
    {
        // 12 MB of one JSON string: more than any prompt's answer; the client stops reading.
        m_server->replyNotJson("{\"message\": {\"content\": \"" + QByteArray(12 << 20, 'x') + "\"}, \"done\": true}");
        HttpLlmClient client(config(LlmBackend::Ollama));
        auto outcome = watch(client.chat(twoMessages(), {}), this);
        QTRY_COMPARE_WITH_TIMEOUT(outcome->finishedCount, 1, 10000);
        QVERIFY(!outcome->result->ok());
        QCOMPARE(outcome->result->error().code, ErrorCode::ModelOutput);
        QVERIFY2(outcome->result->error().message.contains(QStringLiteral("MB")), qPrintable(outcome->result->error().toString()));
    }

    void noReplyTimesOut()
    {
        m_server->neverReply();
        LlmConfig c = config(LlmBackend::Ollama);
        c.timeoutMs = 300;
        HttpLlmClient client(c);
        auto outcome = watch(client.chat(twoMessages(), {}), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY(!outcome->result->ok());
        QCOMPARE(outcome->result->error().code, ErrorCode::Timeout);
        QTest::qWait(100);
        QCOMPARE(outcome->finishedCount, 1);
    }

    // Qt's HTTP layer transparently resends a request once when the server
    // closes the connection before answering, so the server sees Qt's resend
    // too. Measure that baseline with maxRetries = 0; our one retry must add
    // exactly one request on top of it, and no more.
    int requestsSeenWhenDropped(int maxRetries)
    {
        LoopbackLlmServer server;
        if (!server.listen())
            return -1;
        for (int i = 0; i < 8; ++i)
            server.dropConnection();
        LlmConfig c = config(LlmBackend::Ollama);
        c.baseUrl = server.baseUrl();
        c.maxRetries = maxRetries;
        HttpLlmClient client(c);
        auto outcome = watch(client.chat(twoMessages(), {}), this);
        if (!QTest::qWaitFor([&] { return outcome->finishedCount > 0; }, 5000))
            return -2;
        if (outcome->result->ok() || outcome->result->error().code != ErrorCode::Network)
            return -3;
        QTest::qWait(100);  // nothing more may arrive after `finished`
        return int(server.requests().size());
    }

    void droppedConnectionRetriedOnce()
    {
        const int withoutRetry = requestsSeenWhenDropped(0);
        const int withRetry = requestsSeenWhenDropped(1);
        QVERIFY2(withoutRetry >= 1, qPrintable(QString::number(withoutRetry)));
        QCOMPARE(withRetry, withoutRetry + 1);
    }

    void connectionRefusedIsNetwork()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
        const quint16 port = closed.serverPort();
        closed.close();
        LlmConfig c = config(LlmBackend::OpenAi);
        c.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
        HttpLlmClient client(c);
        auto outcome = watch(client.chat(twoMessages(), {}), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY(!outcome->result->ok());
        QCOMPARE(outcome->result->error().code, ErrorCode::Network);
    }

    void droppedOnceThenAnswered()
    {
        m_server->dropConnection();
        m_server->replyJson({{"message", {{"role", "assistant"}, {"content", "second time lucky"}}}, {"done", true}});
        HttpLlmClient client(config(LlmBackend::Ollama));
        auto outcome = watch(client.chat(twoMessages(), {}), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY2(outcome->result->ok(), qPrintable(describe(*outcome->result)));
        QCOMPARE(outcome->result->value().text, QStringLiteral("second time lucky"));
        QCOMPARE(m_server->requests().size(), 2);
        COMPARE_JSON(m_server->requests().at(0).body, m_server->requests().at(1).body);
    }

    void cancelFinishesOnce()
    {
        m_server->neverReply();
        HttpLlmClient client(config(LlmBackend::Ollama));
        LlmRequest *request = client.chat(twoMessages(), {});
        QSignalSpy finishedSpy(request, &LlmRequest::finished);
        auto outcome = watch(request, this);
        QTRY_COMPARE(m_server->requests().size(), 1);
        request->cancel();
        QCOMPARE(outcome->finishedCount, 1);
        QVERIFY(!outcome->result->ok());
        QCOMPARE(outcome->result->error().code, ErrorCode::Cancelled);
        request->cancel();  // a second cancel is a no-op
        QTest::qWait(150);
        QCOMPARE(finishedSpy.count(), 1);
        QCOMPARE(outcome->finishedCount, 1);
    }

    void cancelMidStream()
    {
        m_server->replyOllamaStream({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")},
                                    QStringLiteral("llama3.2"), 120);
        HttpLlmClient client(config(LlmBackend::Ollama));
        LlmChatOptions options;
        options.stream = true;
        LlmRequest *request = client.chat(twoMessages(), options);
        auto outcome = watch(request, this);
        QTRY_VERIFY(!outcome->tokens.isEmpty());
        request->cancel();
        QCOMPARE(outcome->finishedCount, 1);
        QCOMPARE(outcome->result->error().code, ErrorCode::Cancelled);
        const int tokensAtCancel = int(outcome->tokens.size());
        QTest::qWait(400);
        QCOMPARE(outcome->finishedCount, 1);
        QCOMPARE(int(outcome->tokens.size()), tokensAtCancel);  // nothing after finished
        QCOMPARE(outcome->events.last(), QStringLiteral("finished"));
        QCOMPARE(m_server->requests().size(), 1);  // tokens were shown: no retry
    }

    void truncatedStreamIsModelOutput()
    {
        // A stream that closes without Ollama's "done": true line.
        m_server->replyNotJson("{\"message\":{\"role\":\"assistant\",\"content\":\"half\"},\"done\":false}\n");
        HttpLlmClient client(config(LlmBackend::Ollama));
        LlmChatOptions options;
        options.stream = true;
        auto outcome = watch(client.chat(twoMessages(), options), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY(!outcome->result->ok());
        QCOMPARE(outcome->result->error().code, ErrorCode::ModelOutput);
        QCOMPARE(outcome->tokens.join(QString()), QStringLiteral("half"));
    }

    void ollamaEmbeddings()
    {
        m_server->replyJson({{"model", "nomic-embed-text"}, {"embeddings", {{0.5, -1.0, 0.25}, {1.0, 0.0, 2.0}}}});
        LlmConfig c = config(LlmBackend::Ollama);
        c.embeddingModel = QStringLiteral("nomic-embed-text");
        HttpLlmClient client(c);
        auto outcome = watch(client.embed({QStringLiteral("beverages"), QStringLiteral("condiments")}), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY2(outcome->result->ok(), qPrintable(describe(*outcome->result)));
        const auto &vectors = outcome->result->value().embeddings;
        QCOMPARE(vectors.size(), 2);
        QCOMPARE(vectors[0], (QList<float>{0.5f, -1.0f, 0.25f}));
        QCOMPARE(vectors[1], (QList<float>{1.0f, 0.0f, 2.0f}));
        const auto &request = m_server->requests().first();
        QCOMPARE(request.path, QByteArray("/api/embed"));
        COMPARE_JSON(request.body["model"], json("nomic-embed-text"));
        COMPARE_JSON(request.body["input"], json({"beverages", "condiments"}));
    }

    void openAiEmbeddings()
    {
        // Out of order on purpose: the "index" field decides.
        m_server->replyJson({{"object", "list"},
                             {"data", {{{"index", 1}, {"embedding", {3.0, 4.0}}}, {{"index", 0}, {"embedding", {1.0, 2.0}}}}},
                             {"model", "text-embedding-test"}});
        LlmConfig c = config(LlmBackend::OpenAi);
        c.apiKey = QStringLiteral("sk-embed");
        HttpLlmClient client(c);
        auto outcome = watch(client.embed({QStringLiteral("one"), QStringLiteral("two")}), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY2(outcome->result->ok(), qPrintable(describe(*outcome->result)));
        const auto &vectors = outcome->result->value().embeddings;
        QCOMPARE(vectors.size(), 2);
        QCOMPARE(vectors[0], (QList<float>{1.0f, 2.0f}));
        QCOMPARE(vectors[1], (QList<float>{3.0f, 4.0f}));
        const auto &request = m_server->requests().first();
        QCOMPARE(request.path, QByteArray("/v1/embeddings"));
        QCOMPARE(request.header("authorization"), QByteArray("Bearer sk-embed"));
        COMPARE_JSON(request.body["model"], json("gpt-test"));
        COMPARE_JSON(request.body["input"], json({"one", "two"}));
    }

    void embeddingCountMismatchIsModelOutput()
    {
        m_server->replyJson({{"embeddings", {{1.0, 2.0}}}});
        HttpLlmClient client(config(LlmBackend::Ollama));
        auto outcome = watch(client.embed({QStringLiteral("one"), QStringLiteral("two")}), this);
        QTRY_COMPARE(outcome->finishedCount, 1);
        QVERIFY(!outcome->result->ok());
        QCOMPARE(outcome->result->error().code, ErrorCode::ModelOutput);
    }

    void noBackendFailsAfterReturning()
    {
        HttpLlmClient client(LlmConfig{});
        LlmRequest *request = client.chat(twoMessages(), {});
        auto outcome = watch(request, this);
        QCOMPARE(outcome->finishedCount, 0);  // deferred, so the caller could connect
        QTRY_COMPARE(outcome->finishedCount, 1);
        QCOMPARE(outcome->result->error().code, ErrorCode::InvalidArgument);
        QVERIFY(m_server->requests().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLlm)
#include "tst_llm.moc"
