// SPDX-License-Identifier: MIT
#include "LoopbackLlmServer.h"

#include <QHostAddress>
#include <QTcpSocket>
#include <QTimer>

namespace rac::llm::test {

namespace {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 404: return "Not Found";
    case 500: return "Internal Server Error";
    case 503: return "Service Unavailable";
    default: return "Status";
    }
}

QByteArray statusLine(int status, const QByteArray &contentType)
{
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\nContent-Type: " + contentType
        + "\r\nConnection: close\r\n";
}

} // namespace

LoopbackLlmServer::LoopbackLlmServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &LoopbackLlmServer::onNewConnection);
}

LoopbackLlmServer::~LoopbackLlmServer()
{
    // The sockets are children of m_server, which outlives m_buffers during
    // member destruction: cut their signals to us before anything goes.
    for (QTcpSocket *socket : m_server.findChildren<QTcpSocket *>())
        socket->disconnect(this);
}

bool LoopbackLlmServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl LoopbackLlmServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
}

void LoopbackLlmServer::replyJson(const nlohmann::json &body)
{
    m_scripts.append({Behaviour::Reply, 200, "application/json", QByteArray::fromStdString(body.dump()), {}, 0});
}

void LoopbackLlmServer::replyOllamaStream(const QStringList &tokens, const QString &model, int delayMs)
{
    QList<QByteArray> chunks;
    for (const QString &token : tokens) {
        const nlohmann::json line = {{"model", model.toStdString()},
                                     {"message", {{"role", "assistant"}, {"content", token.toStdString()}}},
                                     {"done", false}};
        chunks.append(QByteArray::fromStdString(line.dump()) + '\n');
    }
    const nlohmann::json last = {{"model", model.toStdString()},
                                 {"message", {{"role", "assistant"}, {"content", ""}}},
                                 {"done", true}};
    chunks.append(QByteArray::fromStdString(last.dump()) + '\n');
    m_scripts.append({Behaviour::Stream, 200, "application/x-ndjson", {}, chunks, delayMs});
}

void LoopbackLlmServer::replyOpenAiStream(const QStringList &tokens, const QString &model, int delayMs)
{
    QList<QByteArray> chunks;
    // The first chunk carries only the role, as OpenAI's does.
    const nlohmann::json first = {{"model", model.toStdString()},
                                  {"choices", {{{"index", 0}, {"delta", {{"role", "assistant"}}}}}}};
    chunks.append("data: " + QByteArray::fromStdString(first.dump()) + "\n\n");
    for (const QString &token : tokens) {
        const nlohmann::json event = {{"model", model.toStdString()},
                                      {"choices", {{{"index", 0}, {"delta", {{"content", token.toStdString()}}}}}}};
        chunks.append("data: " + QByteArray::fromStdString(event.dump()) + "\n\n");
    }
    chunks.append("data: [DONE]\n\n");
    m_scripts.append({Behaviour::Stream, 200, "text/event-stream", {}, chunks, delayMs});
}

void LoopbackLlmServer::replyHttpError(int status, const QByteArray &body)
{
    m_scripts.append({Behaviour::Reply, status, "text/plain", body, {}, 0});
}

void LoopbackLlmServer::replyNotJson(const QByteArray &body)
{
    m_scripts.append({Behaviour::Reply, 200, "application/json", body, {}, 0});
}

void LoopbackLlmServer::neverReply()
{
    m_scripts.append({Behaviour::NeverReply, 0, {}, {}, {}, 0});
}

void LoopbackLlmServer::dropConnection()
{
    m_scripts.append({Behaviour::Drop, 0, {}, {}, {}, 0});
}

void LoopbackLlmServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        // The socket is a child of the server; it goes when the test ends.
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            socket->deleteLater();
        });
    }
}

void LoopbackLlmServer::onReadyRead(QTcpSocket *socket)
{
    if (!m_buffers.contains(socket) && socket->property("served").toBool()) {
        socket->readAll();  // one request per connection; ignore anything after it
        return;
    }
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return;

    RecordedRequest request;
    const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.path = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            request.headers.insert(line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed());
    }
    const qsizetype length = request.headers.value("content-length", "0").toLongLong();
    if (buffer.size() < headerEnd + 4 + length)
        return;  // body still arriving
    request.rawBody = buffer.mid(headerEnd + 4, length);
    request.body = nlohmann::json::parse(request.rawBody.constBegin(), request.rawBody.constEnd(), nullptr, false);
    if (request.body.is_discarded())
        request.body = nullptr;
    m_buffers.remove(socket);
    socket->setProperty("served", true);

    m_requests.append(request);
    Script script{Behaviour::Reply, 500, "text/plain", "no scripted reply left", {}, 0};
    if (!m_scripts.isEmpty()) {
        script = m_scripts.takeFirst();
    } else if (m_responder) {
        const nlohmann::json body = m_responder(request);
        if (!body.is_null())
            script = Script{Behaviour::Reply, 200, "application/json", QByteArray::fromStdString(body.dump()), {}, 0};
    }
    serve(socket, script);
    Q_EMIT requestReceived(int(m_requests.size() - 1));
}

void LoopbackLlmServer::serve(QTcpSocket *socket, const Script &script)
{
    switch (script.behaviour) {
    case Behaviour::Reply:
        socket->write(statusLine(script.status, script.contentType) + "Content-Length: "
                      + QByteArray::number(script.body.size()) + "\r\n\r\n" + script.body);
        socket->disconnectFromHost();  // waits for the bytes to be written
        return;
    case Behaviour::Stream: {
        // No Content-Length: the body ends when the connection closes, as
        // streaming servers do without chunked encoding.
        socket->write(statusLine(script.status, script.contentType) + "\r\n");
        socket->flush();
        int delay = 0;
        for (const QByteArray &chunk : script.chunks) {
            delay += script.delayMs;
            // Context `socket`: the timers die with the connection.
            QTimer::singleShot(delay, socket, [socket, chunk] {
                socket->write(chunk);
                socket->flush();
            });
        }
        QTimer::singleShot(delay + script.delayMs, socket, [socket] { socket->disconnectFromHost(); });
        return;
    }
    case Behaviour::NeverReply:
        return;  // the socket stays open and silent until the client gives up
    case Behaviour::Drop:
        // A graceful close before any byte: what a server restarting under us
        // looks like. Note that Qt's HTTP layer itself resends a request once
        // when a connection closes before the reply starts.
        socket->disconnectFromHost();
        return;
    }
}

} // namespace rac::llm::test
