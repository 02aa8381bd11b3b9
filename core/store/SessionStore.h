// SPDX-License-Identifier: MIT
//
// SessionStore: the desktop app's chat history, kept in a local SQLite file
// (the app uses QStandardPaths::AppDataLocation/sessions.sqlite). A session is
// a titled conversation; a message is either the user's question or the
// assistant's answer, stored with everything needed to show that answer again
// after a restart: the contract JSON, explanation, SQL, citations with their
// sources, the result table and the whole run trace.
//
// Threading: owned and used by the GUI thread, unlike the analytics database,
// which lives on the agent's worker thread. That is deliberate: the file runs in
// WAL mode with synchronous=NORMAL, so each write is one autocommitted
// statement of a few KB that takes well under a millisecond, too little to be
// worth a thread hop. Every call writes through immediately, so a crash loses
// at most the message being written. Each instance has its own QSqlDatabase
// connection name, so tests can open several stores side by side; the
// connection stays on the thread that called open().
#pragma once

#include "api/RunEvents.h"
#include "common/Result.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <memory>

namespace rac::store {

// One row of the session list.
struct SessionInfo {
    qint64 id = 0;
    QString title;
    QDateTime created;
    int messageCount = 0;
};

// One message as stored; answerOf() turns an assistant message back into an Answer.
struct StoredMessage {
    enum class Role { User, Assistant };

    qint64 id = 0;
    qint64 sessionId = 0;
    Role role = Role::User;
    QString text;               // the question, or a plain rendering of the final answer
    QString formatHint;
    nlohmann::json answer;      // assistant only: contract JSON plus route, sources, table, ...
    nlohmann::json trace;       // assistant only: the run's whole trace
    QString sql;
    int feedback = 0;           // +1 thumbs up, -1 thumbs down, 0 none
    QDateTime created;
};

class SessionStore {
public:
    // Opens or creates the file at path (creating its folder and the schema).
    // Fails with Io when the folder cannot be made, Sql when the file is not a
    // usable database (corrupt, or written by a newer schema).
    static Result<std::unique_ptr<SessionStore>> open(const QString &path);
    ~SessionStore();

    SessionStore(const SessionStore &) = delete;
    SessionStore &operator=(const SessionStore &) = delete;

    QString path() const { return m_path; }

    Result<qint64> createSession(const QString &title);
    // Newest first.
    Result<QList<SessionInfo>> listSessions() const;
    Status renameSession(qint64 sessionId, const QString &title);
    // Removes the session and all its messages.
    Status deleteSession(qint64 sessionId);

    // Both return the new message's id.
    Result<qint64> addQuestion(qint64 sessionId, const QString &text, const QString &formatHint);
    Result<qint64> addAnswer(qint64 sessionId, const rac::Answer &answer);

    // feedback: +1, -1, or 0 to clear.
    Status setFeedback(qint64 messageId, int feedback);

    // A session's messages in the order they were written.
    Result<QList<StoredMessage>> messages(qint64 sessionId) const;
    Result<StoredMessage> message(qint64 messageId) const;

    // Rebuilds the Answer an assistant message was stored from (the question
    // and format hint are the ones the agent answered).
    static rac::Answer answerOf(const StoredMessage &message);

private:
    SessionStore(QString path, QString connectionName);

    QString m_path;
    QString m_connection;   // this instance's QSqlDatabase connection name
};

} // namespace rac::store
