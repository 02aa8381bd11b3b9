// SPDX-License-Identifier: MIT
//
// LoopbackLlmServer: a scripted stand-in for Ollama and OpenAI-compatible
// servers, for tst_llm and tst_agent_llm. A QTcpServer on 127.0.0.1 (port chosen by the OS)
// speaking just enough HTTP/1.1: one request per connection, then
// "Connection: close". Each incoming request takes the next scripted
// behaviour (reply JSON, stream chunks, HTTP error, non-JSON, never reply,
// drop); with no script left it asks the responder, if any, else answers 500,
// so a test can never make it loop.
// Every request is recorded (method, path, headers, parsed JSON body).
//
// Lives on the test's thread, driven by its event loop.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QTcpServer>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <functional>

class QTcpSocket;

namespace rac::llm::test {

class LoopbackLlmServer : public QObject {
    Q_OBJECT
public:
    struct RecordedRequest {
        QByteArray method;
        QByteArray path;
        QHash<QByteArray, QByteArray> headers;  // names lower-cased
        QByteArray rawBody;
        nlohmann::json body;                    // null when the body is not JSON

        QByteArray header(const QByteArray &name) const { return headers.value(name.toLower()); }
    };

    explicit LoopbackLlmServer(QObject *parent = nullptr);
    ~LoopbackLlmServer() override;

    bool listen();
    QUrl baseUrl() const;

    // Scripts, consumed one per request in order.
    void replyJson(const nlohmann::json &body);
    void replyOllamaStream(const QStringList &tokens, const QString &model, int delayMs = 20);
    void replyOpenAiStream(const QStringList &tokens, const QString &model, int delayMs = 20);
    void replyHttpError(int status, const QByteArray &body);
    void replyNotJson(const QByteArray &body);
    void neverReply();
    void dropConnection();
    // Once the scripts run out: the reply body computed from each request (a
    // null body still answers 500). For tests whose number of calls depends on
    // the prompt, such as the optimizer's grid.
    void setResponder(std::function<nlohmann::json(const RecordedRequest &)> responder) { m_responder = std::move(responder); }

    const QList<RecordedRequest> &requests() const { return m_requests; }

Q_SIGNALS:
    void requestReceived(int index);

private:
    enum class Behaviour { Reply, Stream, NeverReply, Drop };
    struct Script {
        Behaviour behaviour = Behaviour::Reply;
        int status = 200;
        QByteArray contentType;
        QByteArray body;             // Reply
        QList<QByteArray> chunks;    // Stream
        int delayMs = 0;             // Stream: between chunks
    };

    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void serve(QTcpSocket *socket, const Script &script);

    QTcpServer m_server;
    QList<Script> m_scripts;
    QList<RecordedRequest> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;  // bytes of a request still arriving
    std::function<nlohmann::json(const RecordedRequest &)> m_responder;
};

} // namespace rac::llm::test
