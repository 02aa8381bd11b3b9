// SPDX-License-Identifier: MIT
#include "store/SessionStore.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>
#include <initializer_list>

namespace rac::store {
namespace {

using nlohmann::json;

// Bumped when the tables change; a file from a newer build is refused rather
// than half-read.
constexpr int kSchemaVersion = 1;

const char *const kSchema[] = {
    "CREATE TABLE IF NOT EXISTS sessions ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " title TEXT NOT NULL,"
    " created_at INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS messages ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,"
    " role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),"
    " text TEXT NOT NULL DEFAULT '',"
    " format_hint TEXT NOT NULL DEFAULT '',"
    " answer_json TEXT,"
    " trace_json TEXT,"
    " sql TEXT,"
    " feedback INTEGER NOT NULL DEFAULT 0,"
    " created_at INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS messages_by_session ON messages(session_id, id)",
};

const QString kMessageColumns = QStringLiteral(
    "id, session_id, role, text, format_hint, answer_json, trace_json, sql, feedback, created_at");

// Qt binds a null QString as SQL NULL; the text columns are NOT NULL, and a
// missing title or format hint means "empty", not "unknown".
QVariant textValue(const QString &s)
{
    return s.isNull() ? QVariant(QString(QLatin1String(""))) : QVariant(s);
}

Error sqlError(const QSqlQuery &query, const QString &message)
{
    return makeError(ErrorCode::Sql, message, query.lastError().text());
}

// Prepares, binds and runs one statement.
Status exec(QSqlQuery &query, const QString &sql, std::initializer_list<QVariant> binds, const QString &what)
{
    if (!query.prepare(sql))
        return sqlError(query, what);
    for (const QVariant &value : binds)
        query.addBindValue(value);
    if (!query.exec())
        return sqlError(query, what);
    return {};
}

// Lenient dumps and reads: stored JSON is ours, but a hand-edited or damaged
// row must not throw out of a GUI slot, so nothing here lets nlohmann throw.
QString dumpJson(const json &value)
{
    if (value.is_null())
        return {};
    return QString::fromStdString(value.dump(-1, ' ', false, json::error_handler_t::replace));
}

json parseJson(const QVariant &text)
{
    if (text.isNull())
        return nullptr;
    const QByteArray bytes = text.toString().toUtf8();
    if (bytes.isEmpty())
        return nullptr;
    json value = json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    return value.is_discarded() ? json(nullptr) : value;
}

const json *field(const json &object, const char *key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

QString stringField(const json &object, const char *key)
{
    const json *v = field(object, key);
    return v && v->is_string() ? QString::fromStdString(v->get<std::string>()) : QString();
}

double numberField(const json &object, const char *key)
{
    const json *v = field(object, key);
    return v && v->is_number() ? v->get<double>() : 0.0;
}

int intField(const json &object, const char *key)
{
    const json *v = field(object, key);
    return v && v->is_number() ? int(v->get<double>()) : 0;
}

QStringList stringList(const json *array)
{
    QStringList out;
    if (!array || !array->is_array())
        return out;
    for (const json &item : *array) {
        if (item.is_string())
            out << QString::fromStdString(item.get<std::string>());
    }
    return out;
}

json toJson(const QStringList &list)
{
    json out = json::array();
    for (const QString &s : list)
        out.push_back(s.toStdString());
    return out;
}

// Result cells are typed QVariants; JSON keeps numbers numbers so a reloaded
// table sorts and charts the same as the live one.
json cellToJson(const QVariant &cell)
{
    if (!cell.isValid() || cell.isNull())
        return nullptr;
    switch (cell.typeId()) {
    case QMetaType::Bool:
        return cell.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::Short:
    case QMetaType::Char:
    case QMetaType::Long:
        return cell.toLongLong();
    case QMetaType::UInt:
    case QMetaType::ULongLong:
    case QMetaType::UShort:
    case QMetaType::UChar:
    case QMetaType::ULong:
        return cell.toULongLong();
    case QMetaType::Double:
    case QMetaType::Float:
        return cell.toDouble();
    case QMetaType::QByteArray:
        return QString::fromUtf8(cell.toByteArray()).toStdString();
    default:
        return cell.toString().toStdString();
    }
}

QVariant cellFromJson(const json &cell)
{
    switch (cell.type()) {
    case json::value_t::null:
        return {};
    case json::value_t::boolean:
        return cell.get<bool>();
    case json::value_t::number_integer:
        return qlonglong(cell.get<std::int64_t>());
    case json::value_t::number_unsigned:
        return qulonglong(cell.get<std::uint64_t>());
    case json::value_t::number_float:
        return cell.get<double>();
    case json::value_t::string:
        return QString::fromStdString(cell.get<std::string>());
    default:
        return dumpJson(cell);
    }
}

json tableToJson(const sql::SqlTable &table)
{
    json rows = json::array();
    for (const QVariantList &row : table.rows) {
        json cells = json::array();
        for (const QVariant &cell : row)
            cells.push_back(cellToJson(cell));
        rows.push_back(std::move(cells));
    }
    return {{"columns", toJson(table.columns)},
            {"rows", std::move(rows)},
            {"truncated", table.truncated},
            {"elapsed_ms", table.elapsedMs}};
}

sql::SqlTable tableFromJson(const json &object)
{
    sql::SqlTable table;
    table.columns = stringList(field(object, "columns"));
    if (const json *rows = field(object, "rows"); rows && rows->is_array()) {
        for (const json &row : *rows) {
            QVariantList cells;
            if (row.is_array()) {
                for (const json &cell : row)
                    cells << cellFromJson(cell);
            }
            table.rows << cells;
        }
    }
    const json *truncated = field(object, "truncated");
    table.truncated = truncated && truncated->is_boolean() && truncated->get<bool>();
    table.elapsedMs = qint64(numberField(object, "elapsed_ms"));
    return table;
}

json sourcesToJson(const QList<Citation> &sources)
{
    json out = json::array();
    for (const Citation &c : sources) {
        out.push_back({{"kind", c.kind == Citation::Kind::Chunk ? "chunk" : "table"},
                       {"id", c.id.toStdString()},
                       {"file", c.file.toStdString()},
                       {"heading_path", toJson(c.headingPath)},
                       {"start_line", c.startLine},
                       {"end_line", c.endLine},
                       {"score", c.score},
                       {"text", c.text.toStdString()}});
    }
    return out;
}

QList<Citation> sourcesFromJson(const json *array)
{
    QList<Citation> out;
    if (!array || !array->is_array())
        return out;
    for (const json &item : *array) {
        Citation c;
        c.kind = stringField(item, "kind") == QLatin1String("chunk") ? Citation::Kind::Chunk : Citation::Kind::Table;
        c.id = stringField(item, "id");
        c.file = stringField(item, "file");
        c.headingPath = stringList(field(item, "heading_path"));
        c.startLine = intField(item, "start_line");
        c.endLine = intField(item, "end_line");
        c.score = numberField(item, "score");
        c.text = stringField(item, "text");
        out << c;
    }
    return out;
}

// What the message list shows when only the text column is read.
QString plainAnswer(const json &finalAnswer)
{
    if (finalAnswer.is_string())
        return QString::fromStdString(finalAnswer.get<std::string>());
    return dumpJson(finalAnswer);
}

StoredMessage readMessage(const QSqlQuery &q)
{
    StoredMessage m;
    m.id = q.value(0).toLongLong();
    m.sessionId = q.value(1).toLongLong();
    m.role = q.value(2).toString() == QLatin1String("assistant") ? StoredMessage::Role::Assistant
                                                                  : StoredMessage::Role::User;
    m.text = q.value(3).toString();
    m.formatHint = q.value(4).toString();
    m.answer = parseJson(q.value(5));
    m.trace = parseJson(q.value(6));
    m.sql = q.value(7).toString();
    m.feedback = q.value(8).toInt();
    m.created = QDateTime::fromMSecsSinceEpoch(q.value(9).toLongLong());
    return m;
}

} // namespace

SessionStore::SessionStore(QString path, QString connectionName)
    : m_path(std::move(path)), m_connection(std::move(connectionName))
{
}

SessionStore::~SessionStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }   // the handle must be gone before the connection is removed
    QSqlDatabase::removeDatabase(m_connection);
}

Result<std::unique_ptr<SessionStore>> SessionStore::open(const QString &path)
{
    if (path.trimmed().isEmpty())
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("No path given for the chat history"));
    const QFileInfo info(path);
    if (info.isDir())
        return makeError(ErrorCode::Io, QStringLiteral("The chat history path is a folder"), path);
    const QString folder = info.absolutePath();
    if (!QDir().mkpath(folder))
        return makeError(ErrorCode::Io, QStringLiteral("Cannot create the folder for the chat history"), folder);

    // A counter, not the path: two stores on one file (tests, a reopened
    // window) must not share, or close, each other's connection.
    static std::atomic<quint64> counter{0};
    const QString name = QStringLiteral("rac_store_%1").arg(++counter);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(info.absoluteFilePath());
    }
    // From here on the store's destructor removes the connection on every error path.
    std::unique_ptr<SessionStore> store(new SessionStore(info.absoluteFilePath(), name));
    QSqlDatabase db = QSqlDatabase::database(name, false);
    if (!db.open())
        return makeError(ErrorCode::Io, QStringLiteral("Cannot open the chat history"),
                         path + QStringLiteral(": ") + db.lastError().text());

    QSqlQuery q(db);
    const QString notADatabase = QStringLiteral("The chat history file is damaged or not a database");
    // The first statement that reads the file is where a corrupt one shows up.
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return sqlError(q, notADatabase);
    const int version = q.value(0).toInt();
    if (version > kSchemaVersion)
        return makeError(ErrorCode::Sql, QStringLiteral("The chat history was written by a newer version of the app"),
                         path);
    // WAL + NORMAL: a commit is an append to the log without an fsync, which
    // keeps GUI-thread writes sub-millisecond; a power cut may lose the last
    // commit but never corrupts the file.
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")))
        return sqlError(q, notADatabase);
    if (!q.exec(QStringLiteral("PRAGMA synchronous=NORMAL")) || !q.exec(QStringLiteral("PRAGMA foreign_keys=ON")))
        return sqlError(q, notADatabase);
    for (const char *statement : kSchema) {
        if (!q.exec(QString::fromLatin1(statement)))
            return sqlError(q, QStringLiteral("Cannot create the chat history tables"));
    }
    if (version < kSchemaVersion && !q.exec(QStringLiteral("PRAGMA user_version=%1").arg(kSchemaVersion)))
        return sqlError(q, QStringLiteral("Cannot create the chat history tables"));
    q.finish();
    return store;
}

Result<qint64> SessionStore::createSession(const QString &title)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (Status s = exec(q, QStringLiteral("INSERT INTO sessions (title, created_at) VALUES (?, ?)"),
                        {textValue(title), QDateTime::currentMSecsSinceEpoch()},
                        QStringLiteral("Cannot create a chat session"));
        !s.ok())
        return s.error();
    return q.lastInsertId().toLongLong();
}

Result<QList<SessionInfo>> SessionStore::listSessions() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // id breaks ties between sessions made within the same millisecond.
    if (Status s = exec(q,
                        QStringLiteral("SELECT s.id, s.title, s.created_at, COUNT(m.id) FROM sessions s"
                                       " LEFT JOIN messages m ON m.session_id = s.id"
                                       " GROUP BY s.id ORDER BY s.created_at DESC, s.id DESC"),
                        {}, QStringLiteral("Cannot read the chat sessions"));
        !s.ok())
        return s.error();
    QList<SessionInfo> sessions;
    while (q.next()) {
        SessionInfo info;
        info.id = q.value(0).toLongLong();
        info.title = q.value(1).toString();
        info.created = QDateTime::fromMSecsSinceEpoch(q.value(2).toLongLong());
        info.messageCount = q.value(3).toInt();
        sessions << info;
    }
    return sessions;
}

Status SessionStore::renameSession(qint64 sessionId, const QString &title)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (Status s = exec(q, QStringLiteral("UPDATE sessions SET title = ? WHERE id = ?"), {textValue(title), sessionId},
                        QStringLiteral("Cannot rename the chat session"));
        !s.ok())
        return s;
    if (q.numRowsAffected() == 0)
        return makeError(ErrorCode::NotFound, QStringLiteral("No chat session %1").arg(sessionId));
    return {};
}

Status SessionStore::deleteSession(qint64 sessionId)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // One statement, so the session and its messages (ON DELETE CASCADE) go together.
    if (Status s = exec(q, QStringLiteral("DELETE FROM sessions WHERE id = ?"), {sessionId},
                        QStringLiteral("Cannot delete the chat session"));
        !s.ok())
        return s;
    if (q.numRowsAffected() == 0)
        return makeError(ErrorCode::NotFound, QStringLiteral("No chat session %1").arg(sessionId));
    return {};
}

Result<qint64> SessionStore::addQuestion(qint64 sessionId, const QString &text, const QString &formatHint)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (Status s = exec(q,
                        QStringLiteral("INSERT INTO messages (session_id, role, text, format_hint, feedback, created_at)"
                                       " SELECT id, 'user', ?, ?, 0, ? FROM sessions WHERE id = ?"),
                        {textValue(text), textValue(formatHint), QDateTime::currentMSecsSinceEpoch(), sessionId},
                        QStringLiteral("Cannot save the question"));
        !s.ok())
        return s.error();
    // INSERT ... SELECT inserts nothing for an unknown session: a clear NotFound
    // instead of a foreign-key message.
    if (q.numRowsAffected() == 0)
        return makeError(ErrorCode::NotFound, QStringLiteral("No chat session %1").arg(sessionId));
    return q.lastInsertId().toLongLong();
}

Result<qint64> SessionStore::addAnswer(qint64 sessionId, const rac::Answer &answer)
{
    json stored = {{"contract", answer.toContractJson()},
                   {"question", answer.question.toStdString()},
                   {"format_hint", answer.formatHint.toStdString()},
                   {"route", answer.route.toStdString()},
                   {"confidence", answer.confidence},   // unrounded; the contract rounds to 2 places
                   {"explanation", answer.explanation.toStdString()},
                   {"repairs", answer.repairs},
                   {"sources", sourcesToJson(answer.sources)},
                   {"table", tableToJson(answer.table)}};
    const QString traceText = dumpJson(answer.trace);
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (Status s = exec(q,
                        QStringLiteral("INSERT INTO messages (session_id, role, text, format_hint, answer_json,"
                                       " trace_json, sql, feedback, created_at)"
                                       " SELECT id, 'assistant', ?, ?, ?, ?, ?, 0, ? FROM sessions WHERE id = ?"),
                        {textValue(plainAnswer(answer.finalAnswer)), textValue(answer.formatHint), dumpJson(stored),
                         traceText.isEmpty() ? QVariant() : QVariant(traceText), answer.sql,
                         QDateTime::currentMSecsSinceEpoch(), sessionId},
                        QStringLiteral("Cannot save the answer"));
        !s.ok())
        return s.error();
    if (q.numRowsAffected() == 0)
        return makeError(ErrorCode::NotFound, QStringLiteral("No chat session %1").arg(sessionId));
    return q.lastInsertId().toLongLong();
}

Status SessionStore::setFeedback(qint64 messageId, int feedback)
{
    if (feedback < -1 || feedback > 1)
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("Feedback must be +1, -1 or 0"));
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (Status s = exec(q, QStringLiteral("UPDATE messages SET feedback = ? WHERE id = ?"), {feedback, messageId},
                        QStringLiteral("Cannot save the feedback"));
        !s.ok())
        return s;
    if (q.numRowsAffected() == 0)
        return makeError(ErrorCode::NotFound, QStringLiteral("No message %1").arg(messageId));
    return {};
}

Result<QList<StoredMessage>> SessionStore::messages(qint64 sessionId) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (Status s = exec(q, QStringLiteral("SELECT %1 FROM messages WHERE session_id = ? ORDER BY id").arg(kMessageColumns),
                        {sessionId}, QStringLiteral("Cannot read the chat messages"));
        !s.ok())
        return s.error();
    QList<StoredMessage> out;
    while (q.next())
        out << readMessage(q);
    return out;
}

Result<StoredMessage> SessionStore::message(qint64 messageId) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (Status s = exec(q, QStringLiteral("SELECT %1 FROM messages WHERE id = ?").arg(kMessageColumns), {messageId},
                        QStringLiteral("Cannot read the chat message"));
        !s.ok())
        return s.error();
    if (!q.next())
        return makeError(ErrorCode::NotFound, QStringLiteral("No message %1").arg(messageId));
    return readMessage(q);
}

rac::Answer SessionStore::answerOf(const StoredMessage &message)
{
    rac::Answer a;
    const json &stored = message.answer;
    const json *contract = field(stored, "contract");
    static const json empty = json::object();
    const json &c = contract ? *contract : empty;
    a.id = stringField(c, "id");
    if (const json *finalAnswer = field(c, "final_answer"))
        a.finalAnswer = *finalAnswer;
    a.sql = message.sql;
    a.citations = stringList(field(c, "citations"));
    a.question = stringField(stored, "question");
    a.formatHint = field(stored, "format_hint") ? stringField(stored, "format_hint") : message.formatHint;
    a.route = stringField(stored, "route");
    a.confidence = field(stored, "confidence") ? numberField(stored, "confidence") : numberField(c, "confidence");
    a.explanation = field(stored, "explanation") ? stringField(stored, "explanation") : stringField(c, "explanation");
    a.repairs = intField(stored, "repairs");
    a.sources = sourcesFromJson(field(stored, "sources"));
    if (const json *table = field(stored, "table"))
        a.table = tableFromJson(*table);
    a.trace = message.trace;
    return a;
}

} // namespace rac::store
