// SPDX-License-Identifier: MIT
#include "llm/HttpLlmClient.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>

namespace rac::llm {

namespace {

using nlohmann::json;

enum class Kind { Chat, Embed };

constexpr qsizetype kSnippetChars = 300;
// A reply larger than this is not an answer to a prompt (a SQL query, a short text, a batch of
// embeddings): reading on would only hold memory. 8 MB fits 128 embeddings of 4,096 dimensions.
constexpr qint64 kMaxReplyBytes = qint64(8) << 20;

std::string toStd(const QString &s) { return s.toStdString(); }
QString fromStd(const std::string &s) { return QString::fromStdString(s); }

QString snippet(const QByteArray &body)
{
    QString text = QString::fromUtf8(body).simplified();
    if (text.size() > kSnippetChars)
        text = text.left(kSnippetChars) + QStringLiteral("...");
    return text;
}

QString backendName(LlmBackend backend)
{
    return backend == LlmBackend::Ollama ? QStringLiteral("Ollama") : QStringLiteral("OpenAI-compatible");
}

// Appends an API path to the configured base URL. OpenAI users often
// configure ".../v1" as the base (that is how the vendor documents it), so a
// second "/v1" is not added.
QUrl endpoint(const LlmConfig &config, const QString &apiPath)
{
    QUrl url = config.baseUrl;
    QString basePath = url.path();
    while (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    QString path = apiPath;
    if (config.backend == LlmBackend::OpenAi && basePath.endsWith(QLatin1String("/v1"))
        && path.startsWith(QLatin1String("/v1/")))
        path = path.mid(3);
    url.setPath(basePath + path);
    return url;
}

// A server's {"error": ...} as text: Ollama sends a string, OpenAI an object.
QString errorText(const json &error)
{
    if (error.is_string())
        return fromStd(error.get<std::string>());
    if (error.is_object() && error.contains("message") && error["message"].is_string())
        return fromStd(error["message"].get<std::string>());
    return fromStd(error.dump());
}

// One HTTP exchange (plus its retries) behind an LlmRequest handle. A private
// helper of HttpLlmClient: it adds no signals, so it needs no Q_OBJECT.
class HttpLlmRequest final : public LlmRequest {
public:
    HttpLlmRequest(QNetworkAccessManager *network, const LlmConfig &config, Kind kind,
                   QNetworkRequest request, QByteArray body, bool stream, bool structured,
                   qsizetype expectedVectors, TokenCallback onToken, QObject *parent)
        : LlmRequest(std::move(onToken), parent)
        , m_network(network)
        , m_backend(config.backend)
        , m_kind(kind)
        , m_request(std::move(request))
        , m_body(std::move(body))
        , m_stream(stream)
        , m_structured(structured)
        , m_expectedVectors(expectedVectors)
        , m_retriesLeft(qMax(0, config.maxRetries))
        , m_timeoutMs(config.timeoutMs)
        , m_model(kind == Kind::Embed && !config.embeddingModel.isEmpty() ? config.embeddingModel : config.model)
    {
        m_elapsed.start();
        m_timeout.setSingleShot(true);
        connect(&m_timeout, &QTimer::timeout, this, &HttpLlmRequest::onTimeout);
    }

    ~HttpLlmRequest() override { dropReply(); }

    void start()
    {
        // One budget for the whole request, retries included: the caller's
        // deadline is what matters, not the number of attempts.
        m_timeout.start(m_timeoutMs);
        sendAttempt();
    }

protected:
    void abortTransport() override
    {
        m_timeout.stop();
        dropReply();
    }

private:
    void sendAttempt()
    {
        m_received.clear();
        m_lineBuffer.clear();
        m_anyBytes = false;
        m_replyBytes = 0;
        m_reply = m_network->post(m_request, m_body);
        connect(m_reply, &QNetworkReply::readyRead, this, &HttpLlmRequest::onReadyRead);
        connect(m_reply, &QNetworkReply::finished, this, &HttpLlmRequest::onReplyFinished);
    }

    // Disconnects before aborting: abort() emits `finished` synchronously, and
    // that must not be mistaken for the server's answer.
    void dropReply()
    {
        if (!m_reply)
            return;
        QNetworkReply *reply = m_reply;
        m_reply = nullptr;
        reply->disconnect(this);
        if (reply->isRunning())
            reply->abort();
        reply->deleteLater();
    }

    void fail(ErrorCode code, const QString &message, const QString &detail = {})
    {
        m_timeout.stop();
        dropReply();
        finish(makeError(code, message, detail));
    }

    int httpStatus() const
    {
        return m_reply ? m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() : 0;
    }

    bool streamingBody() const { return m_stream && m_kind == Kind::Chat && httpStatus() < 400; }

    void onReadyRead()
    {
        if (!m_reply || isFinished())
            return;
        const QByteArray data = m_reply->readAll();
        if (data.isEmpty())
            return;
        m_anyBytes = true;
        m_replyBytes += data.size();
        if (m_replyBytes > kMaxReplyBytes) {
            fail(ErrorCode::ModelOutput,
                 QStringLiteral("The %1 server's reply passed %2 MB and was stopped").arg(backendName(m_backend)).arg(kMaxReplyBytes >> 20));
            return;
        }
        if (!streamingBody()) {
            m_received += data;
            return;
        }
        m_lineBuffer += data;
        qsizetype newline;
        while ((newline = m_lineBuffer.indexOf('\n')) >= 0) {
            const QByteArray line = m_lineBuffer.left(newline);
            m_lineBuffer.remove(0, newline + 1);
            if (!handleStreamLine(line))
                return;  // already finished with an error
        }
    }

    // One NDJSON object (Ollama) or one SSE line (OpenAI). Returns false after
    // finishing the request with an error.
    bool handleStreamLine(QByteArray line)
    {
        line = line.trimmed();
        if (line.isEmpty())
            return true;
        if (m_backend == LlmBackend::OpenAi) {
            // SSE: only "data:" lines matter; comments (":") and "event:" are keep-alives.
            if (!line.startsWith("data:"))
                return true;
            line = line.mid(5).trimmed();
            if (line == "[DONE]") {
                m_streamDone = true;
                return true;
            }
        }
        try {
            const json object = json::parse(line.constBegin(), line.constEnd());
            if (!object.is_object()) {
                fail(ErrorCode::ModelOutput, QStringLiteral("The language model stream sent a non-object line"),
                     snippet(line));
                return false;
            }
            if (object.contains("error")) {
                fail(ErrorCode::Network,
                     QStringLiteral("The %1 server reported an error: %2").arg(backendName(m_backend), errorText(object["error"])));
                return false;
            }
            if (object.contains("model") && object["model"].is_string())
                m_model = fromStd(object["model"].get<std::string>());
            QString token;
            if (m_backend == LlmBackend::Ollama) {
                if (object.contains("message") && object["message"].is_object()) {
                    const json &message = object["message"];
                    if (message.contains("content") && message["content"].is_string())
                        token = fromStd(message["content"].get<std::string>());
                }
                if (object.value("done", false))
                    m_streamDone = true;
            } else if (object.contains("choices") && object["choices"].is_array() && !object["choices"].empty()) {
                const json &choice = object["choices"][0];
                if (choice.contains("delta") && choice["delta"].is_object()) {
                    const json &delta = choice["delta"];
                    if (delta.contains("content") && delta["content"].is_string())
                        token = fromStd(delta["content"].get<std::string>());
                }
            }
            if (!token.isEmpty()) {
                m_text += token;
                m_tokensDelivered = true;
                deliverToken(token);
            }
        } catch (const json::exception &e) {
            fail(ErrorCode::ModelOutput, QStringLiteral("The language model stream sent malformed JSON"),
                 QStringLiteral("%1 (%2)").arg(snippet(line), QString::fromUtf8(e.what())));
            return false;
        }
        return true;
    }

    void onReplyFinished()
    {
        if (!m_reply || isFinished())
            return;
        if (m_reply->bytesAvailable() > 0)
            onReadyRead();
        if (isFinished() || !m_reply)
            return;
        const int status = httpStatus();
        const QNetworkReply::NetworkError error = m_reply->error();
        const QString errorString = m_reply->errorString();
        const QUrl url = m_reply->url();
        dropReply();

        if (status >= 400) {
            fail(ErrorCode::Network,
                 QStringLiteral("The %1 server answered HTTP %2").arg(backendName(m_backend)).arg(status),
                 snippet(m_received));
            return;
        }
        if (error != QNetworkReply::NoError) {
            const bool connectionError = error == QNetworkReply::ConnectionRefusedError
                || error == QNetworkReply::RemoteHostClosedError;
            // A retry after tokens were shown would repeat them to the user.
            if (connectionError && !m_anyBytes && !m_tokensDelivered && m_retriesLeft > 0) {
                --m_retriesLeft;
                sendAttempt();
                return;
            }
            fail(ErrorCode::Network,
                 QStringLiteral("Could not reach the %1 server at %2").arg(backendName(m_backend), url.toDisplayString()),
                 errorString);
            return;
        }
        if (m_stream && m_kind == Kind::Chat) {
            // The last line may lack its newline.
            if (!m_lineBuffer.isEmpty() && !handleStreamLine(std::exchange(m_lineBuffer, QByteArray())))
                return;
            // Without the end marker the server died mid-answer: the text is cut short.
            if (!m_streamDone) {
                fail(ErrorCode::ModelOutput, QStringLiteral("The language model stream ended before its end marker"),
                     m_text.left(kSnippetChars));
                return;
            }
        }
        m_timeout.stop();
        finish(buildReply());
    }

    void onTimeout()
    {
        fail(ErrorCode::Timeout,
             QStringLiteral("The %1 server did not answer within %2 ms").arg(backendName(m_backend)).arg(m_timeoutMs));
    }

    Result<LlmReply> buildReply()
    {
        LlmReply reply;
        try {
            if (m_kind == Kind::Embed) {
                const json body = json::parse(m_received.constBegin(), m_received.constEnd());
                if (!parseEmbeddings(body, reply.embeddings))
                    return makeError(ErrorCode::ModelOutput,
                                     QStringLiteral("The %1 server sent no usable embeddings").arg(backendName(m_backend)),
                                     snippet(m_received));
                if (body.contains("model") && body["model"].is_string())
                    m_model = fromStd(body["model"].get<std::string>());
            } else if (m_stream) {
                reply.text = m_text;
            } else {
                const json body = json::parse(m_received.constBegin(), m_received.constEnd());
                if (!body.is_object())
                    return makeError(ErrorCode::ModelOutput, QStringLiteral("The language model server sent a non-object reply"),
                                     snippet(m_received));
                const json *content = nullptr;
                if (m_backend == LlmBackend::Ollama) {
                    if (body.contains("message") && body["message"].is_object() && body["message"].contains("content"))
                        content = &body["message"]["content"];
                } else if (body.contains("choices") && body["choices"].is_array() && !body["choices"].empty()) {
                    const json &choice = body["choices"][0];
                    if (choice.contains("message") && choice["message"].is_object() && choice["message"].contains("content"))
                        content = &choice["message"]["content"];
                }
                if (!content || !content->is_string())
                    return makeError(ErrorCode::ModelOutput,
                                     QStringLiteral("The %1 reply has no message content").arg(backendName(m_backend)),
                                     snippet(m_received));
                reply.text = fromStd(content->get<std::string>());
                if (body.contains("model") && body["model"].is_string())
                    m_model = fromStd(body["model"].get<std::string>());
            }
        } catch (const json::exception &e) {
            return makeError(ErrorCode::ModelOutput, QStringLiteral("The language model server sent malformed JSON"),
                             QStringLiteral("%1 (%2)").arg(snippet(m_received), QString::fromUtf8(e.what())));
        }

        if (m_structured) {
            const QByteArray utf8 = reply.text.trimmed().toUtf8();
            try {
                reply.json = json::parse(utf8.constBegin(), utf8.constEnd());
            } catch (const json::exception &e) {
                return makeError(ErrorCode::ModelOutput, QStringLiteral("The structured answer is not valid JSON"),
                                 QStringLiteral("%1 (%2)").arg(snippet(utf8), QString::fromUtf8(e.what())));
            }
            if (!reply.json.is_object())
                return makeError(ErrorCode::ModelOutput, QStringLiteral("The structured answer is not a JSON object"),
                                 snippet(utf8));
        }
        reply.model = m_model;
        reply.elapsedMs = m_elapsed.elapsed();
        return reply;
    }

    static bool toVector(const json &values, QList<float> &out)
    {
        if (!values.is_array())
            return false;
        out.reserve(qsizetype(values.size()));
        for (const json &v : values) {
            if (!v.is_number())
                return false;
            out.append(v.get<float>());
        }
        return true;
    }

    bool parseEmbeddings(const json &body, QList<QList<float>> &out) const
    {
        if (!body.is_object())
            return false;
        if (m_backend == LlmBackend::Ollama) {
            if (!body.contains("embeddings") || !body["embeddings"].is_array())
                return false;
            for (const json &values : body["embeddings"]) {
                QList<float> vector;
                if (!toVector(values, vector))
                    return false;
                out.append(std::move(vector));
            }
        } else {
            if (!body.contains("data") || !body["data"].is_array())
                return false;
            out.resize(qsizetype(body["data"].size()));
            qsizetype position = 0;
            for (const json &item : body["data"]) {
                if (!item.is_object() || !item.contains("embedding"))
                    return false;
                // OpenAI numbers each vector; honour it rather than trusting the order.
                const qsizetype index = item.contains("index") && item["index"].is_number_integer()
                    ? qsizetype(item["index"].get<qint64>()) : position;
                if (index < 0 || index >= out.size() || !toVector(item["embedding"], out[index]))
                    return false;
                ++position;
            }
        }
        return out.size() == m_expectedVectors;
    }

    QNetworkAccessManager *m_network;
    const LlmBackend m_backend;
    const Kind m_kind;
    const QNetworkRequest m_request;
    const QByteArray m_body;
    const bool m_stream;
    const bool m_structured;
    const qsizetype m_expectedVectors;
    int m_retriesLeft;
    const int m_timeoutMs;
    qint64 m_replyBytes = 0;
    QString m_model;

    QPointer<QNetworkReply> m_reply;  // QPointer: the manager may delete it first at shutdown
    QTimer m_timeout;
    QElapsedTimer m_elapsed;
    QByteArray m_received;    // non-streamed body, or an error body
    QByteArray m_lineBuffer;  // streamed bytes not yet ending in a newline
    QString m_text;           // streamed tokens so far
    bool m_anyBytes = false;
    bool m_tokensDelivered = false;
    bool m_streamDone = false;
};

json messagesJson(const LlmMessages &messages)
{
    json array = json::array();
    for (const LlmMessage &message : messages)
        array.push_back({{"role", toStd(message.role)}, {"content", toStd(message.content)}});
    return array;
}

} // namespace

HttpLlmClient::HttpLlmClient(LlmConfig config, QObject *parent)
    : LlmClient(parent)
    , m_config(std::move(config))
    , m_network(new QNetworkAccessManager(this))
{
    LlmRequest::registerMetaTypes();
}

HttpLlmClient::~HttpLlmClient() = default;

LlmRequest *HttpLlmClient::chat(const LlmMessages &messages, const LlmChatOptions &options,
                                LlmRequest::TokenCallback onToken)
{
    const bool structured = !options.schema.is_null();
    const double temperature = options.temperature.value_or(m_config.temperature);
    json body = {{"model", toStd(m_config.model)}, {"messages", messagesJson(messages)}, {"stream", options.stream}};
    QString path;
    if (m_config.backend == LlmBackend::Ollama) {
        path = QStringLiteral("/api/chat");
        body["options"] = {{"temperature", temperature}};
        if (structured)
            body["format"] = options.schema;
    } else {
        path = QStringLiteral("/v1/chat/completions");
        body["temperature"] = temperature;
        if (structured)
            body["response_format"] = {{"type", "json_schema"},
                                       {"json_schema", {{"name", "answer"}, {"schema", options.schema}}}};
    }
    return startRequest(path, QByteArray::fromStdString(body.dump()), options.stream, structured, 0,
                        std::move(onToken), /*embed=*/false);
}

LlmRequest *HttpLlmClient::embed(const QStringList &texts)
{
    json input = json::array();
    for (const QString &text : texts)
        input.push_back(toStd(text));
    const QString model = m_config.embeddingModel.isEmpty() ? m_config.model : m_config.embeddingModel;
    const json body = {{"model", toStd(model)}, {"input", input}};
    const QString path = m_config.backend == LlmBackend::Ollama ? QStringLiteral("/api/embed") : QStringLiteral("/v1/embeddings");
    return startRequest(path, QByteArray::fromStdString(body.dump()), false, false, texts.size(), {}, /*embed=*/true);
}

LlmRequest *HttpLlmClient::startRequest(const QString &path, QByteArray body, bool stream, bool structured,
                                        qsizetype expectedVectors, LlmRequest::TokenCallback onToken, bool embed)
{
    if (m_config.backend == LlmBackend::None || !m_config.baseUrl.isValid() || m_config.baseUrl.isEmpty()) {
        auto *request = new LlmRequest(std::move(onToken), this);
        request->finishLater(makeError(ErrorCode::InvalidArgument, QStringLiteral("No language model server is configured")));
        return request;
    }
    QNetworkRequest request(endpoint(m_config, path));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setRawHeader("Accept", stream && m_config.backend == LlmBackend::OpenAi ? "text/event-stream" : "application/json");
    if (m_config.backend == LlmBackend::OpenAi && !m_config.apiKey.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_config.apiKey.toUtf8());
    // Our own timer bounds the request; Qt's transfer timeout would report a
    // plain OperationCanceled that we could not tell from a cancel.
    request.setTransferTimeout(0);

    auto *handle = new HttpLlmRequest(m_network, m_config, embed ? Kind::Embed : Kind::Chat, request, std::move(body),
                                      stream, structured, expectedVectors, std::move(onToken), this);
    handle->start();
    return handle;
}

} // namespace rac::llm
