// SPDX-License-Identifier: MIT
#include "sql/QueryExecutor.h"

#include "sql/ReadAuthorizer.h"
#include "sql/SqlGuard.h"
#include "sql/SqlLexer.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <sqlite3.h>

namespace rac::sql {
namespace {

// How many SQLite virtual-machine instructions pass between two checks of the
// deadline and the cancel flag: often enough to stop within milliseconds,
// rarely enough that reading the clock costs nothing measurable.
constexpr int kProgressInterval = 1000;

// The largest text or blob one value may have: SQLite refuses to build a bigger one
// ("string or blob too big"), so randomblob(5e8) cannot fill the memory.
constexpr int kMaxValueBytes = 16 * 1024 * 1024;
// What one value costs besides its bytes, as a variant in a row and a field of the answer (a
// million rows of two numbers, counted at 16 bytes a value, peaked at 1.5 GB: about 750 a value
// in all; 128 keeps such a result near a fifth of that).
constexpr qint64 kValueOverheadBytes = 128;

// The bytes a text costs as the answer carries it: two a character as stored, and the JSON text
// of it, where a control character takes six ("\u0001").
qint64 answerBytes(const QString &text)
{
    qint64 bytes = 2 * text.size();
    for (const QChar c : text)
        bytes += c.unicode() < 0x20 ? 6 : (c.unicode() < 0x80 ? 1 : 3);
    return bytes;
}

// How long a cut-off result may spend counting the rows it did not fetch, so the
// answer can say "the first 5,000 of 2,140,000 rows". Bounded separately: a huge
// result must not spend the whole query budget on a number for a message.
constexpr int kCountBudgetMs = 2000;

QString secondsText(int ms)
{
    return ms % 1000 == 0 ? QString::number(ms / 1000) : QString::number(ms / 1000.0, 'f', 1);
}

std::atomic<int> s_connectionCounter{0};

QString databaseText(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

} // namespace

QueryExecutor::QueryExecutor(QString connectionName, QString path)
    : m_connectionName(std::move(connectionName))
    , m_path(std::move(path))
{
}

QueryExecutor::~QueryExecutor()
{
    if (m_handle)
        sqlite3_progress_handler(m_handle, 0, nullptr, nullptr);
    m_handle = nullptr;
    m_db.close();
    // removeDatabase() wants no QSqlDatabase copy alive, including ours.
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

Result<std::unique_ptr<QueryExecutor>> QueryExecutor::openSqlite(const QString &path)
{
    // Check first: the read-only open flag would refuse to create the file too,
    // but a clear NotFound is more use to the caller than "unable to open".
    const QFileInfo info(path);
    if (!info.exists())
        return makeError(ErrorCode::NotFound, QStringLiteral("database file does not exist"), path);
    if (!info.isFile())
        return makeError(ErrorCode::Io, QStringLiteral("database path is not a file"), path);

    const QString connectionName = QStringLiteral("rac-sql-%1").arg(s_connectionCounter.fetch_add(1));
    std::unique_ptr<QueryExecutor> executor(new QueryExecutor(connectionName, info.absoluteFilePath()));
    // From here on the destructor removes the connection on every error path.
    executor->m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
    if (!executor->m_db.isValid())
        return makeError(ErrorCode::Internal, QStringLiteral("the Qt SQLite driver (QSQLITE) is not available"));
    // An absolute path never starts with "file:", so SQLite cannot read it as a
    // URI carrying its own mode=rwc.
    executor->m_db.setDatabaseName(executor->m_path);
    executor->m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!executor->m_db.open())
        return makeError(ErrorCode::Io, databaseText(executor->m_db.lastError()), path);

    Status attached = executor->attach();
    if (!attached)
        return attached.error();
    return executor;
}

Status QueryExecutor::attach()
{
    QVariant handle = m_db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return makeError(ErrorCode::Internal, QStringLiteral("unexpected SQLite driver handle"),
                         QString::fromLatin1(handle.typeName()));
    m_handle = *static_cast<sqlite3 **>(handle.data());
    if (!m_handle)
        return makeError(ErrorCode::Internal, QStringLiteral("SQLite driver has no open connection"));

    // sqlite3_open_v2 succeeds on any file; SQLite reads the header only when
    // a statement first needs it, so ask a real question now.
    QSqlQuery probe(m_db);
    probe.setForwardOnly(true);
    if (!probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !probe.next())
        return makeError(ErrorCode::Io, databaseText(probe.lastError()), m_path);
    probe.finish();
    // query_only also stops writes to the TEMP schema and to anything ATTACHed,
    // which the read-only open flag does not cover.
    if (!probe.exec(QStringLiteral("PRAGMA query_only = ON")))
        return makeError(ErrorCode::Io, databaseText(probe.lastError()), m_path);
    sqlite3_limit(m_handle, SQLITE_LIMIT_LENGTH, kMaxValueBytes);
    sqlite3_db_config(m_handle, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(m_handle, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
    if (!probe.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")))
        return makeError(ErrorCode::Io, databaseText(probe.lastError()), m_path);
    while (probe.next())
        m_userTables.insert(probe.value(0).toString().toLower());
    return {};
}

QSqlDatabase QueryExecutor::database() const
{
    return m_db;
}

QString QueryExecutor::path() const
{
    return m_path;
}

void QueryExecutor::interrupt()
{
    m_cancelRequested.store(true);
    // Stops a long sqlite3_step at once; the progress handler alone would also
    // notice, but only at its next check. Safe from any thread while the
    // connection is open (SQLite documents it for exactly this use).
    if (m_handle)
        sqlite3_interrupt(m_handle);
}

int QueryExecutor::onProgress(void *context)
{
    auto *self = static_cast<QueryExecutor *>(context);
    if (self->m_cancelRequested.load(std::memory_order_relaxed)) {
        self->m_stopReason = StopReason::Cancelled;
        return 1;
    }
    if (self->m_hasDeadline && std::chrono::steady_clock::now() >= self->m_deadline) {
        self->m_stopReason = StopReason::Timeout;
        return 1;
    }
    return 0;   // non-zero would make SQLite abort with SQLITE_INTERRUPT
}

Error QueryExecutor::runError(const QString &sql, const QString &text, const ExecOptions &options) const
{
    // An interrupt() that arrived while SQLite was between progress checks
    // shows up only as SQLITE_INTERRUPT, so the flag is read too.
    if (m_stopReason == StopReason::Cancelled || m_cancelRequested.load())
        return makeError(ErrorCode::Cancelled, QStringLiteral("query cancelled"), sql);
    if (m_stopReason == StopReason::Timeout)
        return makeError(ErrorCode::Timeout,
                         QStringLiteral("the query took longer than %1 s, the time limit, and was stopped")
                             .arg(secondsText(options.timeoutMs)),
                         sql);
    return makeError(ErrorCode::Sql, text, sql);
}

qint64 QueryExecutor::countRest(QSqlQuery &query, qint64 counted)
{
    qint64 total = counted;
    const auto budgetEnd = std::chrono::steady_clock::now() + std::chrono::milliseconds(kCountBudgetMs);
    if (!m_hasDeadline || budgetEnd < m_deadline) {
        m_hasDeadline = true;
        m_deadline = budgetEnd;
    }
    while (query.next())
        ++total;
    // Stopped by the clock or a cancel: the count is only a lower bound, so it is not given.
    if (query.lastError().isValid() || m_stopReason != StopReason::None)
        return -1;
    return total;
}

Result<SqlTable> QueryExecutor::run(const QString &sql, const ExecOptions &options)
{
    Status allowed = SqlGuard::check(sql);
    if (!allowed)
        return Error{allowed.error().code, allowed.error().message, sql};

    m_cancelRequested.store(false);
    m_stopReason = StopReason::None;
    m_hasDeadline = options.timeoutMs > 0;
    m_deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(options.timeoutMs);
    QElapsedTimer timer;
    timer.start();

    sqlite3_progress_handler(m_handle, kProgressInterval, &QueryExecutor::onProgress, this);
    const auto removeHandler = qScopeGuard([this] { sqlite3_progress_handler(m_handle, 0, nullptr, nullptr); });

    ReadAuthorizer authorizer;
    sqlite3_set_authorizer(m_handle, &ReadAuthorizer::callback, &authorizer);
    const auto removeAuthorizer = qScopeGuard([this] { sqlite3_set_authorizer(m_handle, nullptr, nullptr); });

    SqlTable table;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);   // rows stream from sqlite3_step; nothing is cached twice
    if (!query.exec(SqlGuard::statementText(sql))) {
        if (authorizer.denied())
            return makeError(ErrorCode::Refused, QStringLiteral("refused: ") + authorizer.denial(), sql);
        return runError(sql, databaseText(query.lastError()), options);
    }
    // Checked after SQLite compiled it, so a misspelt table still gets SQLite's own message
    // (the repair rules need it): SQL about nothing in the database is about the engine.
    bool namesUserTable = false;
    for (const SqlToken &t : SqlLexer::significant(sql))
        namesUserTable |= t.isIdentifier() && m_userTables.contains(t.identifier().toLower());
    if (!namesUserTable)
        return makeError(ErrorCode::Refused,
                         QStringLiteral("refused: the statement reads none of the database's tables or views, "
                                        "and only the business data may be read"),
                         sql);

    const QSqlRecord record = query.record();
    for (int i = 0; i < record.count(); ++i)
        table.columns << record.fieldName(i);

    const bool capped = options.rowCap > 0;
    qint64 bytes = 0;
    bool bytesSpent = false;
    while (!capped || table.rows.size() < options.rowCap) {
        if (options.byteCap > 0 && bytes > options.byteCap) {
            bytesSpent = true;   // the byte budget is spent: the rest is not kept
            break;
        }
        if (!query.next())
            break;
        QVariantList row;
        row.reserve(record.count());
        for (int i = 0; i < record.count(); ++i) {
            const QVariant v = query.value(i);
            bytes += kValueOverheadBytes;
            if (v.typeId() == QMetaType::QString)
                bytes += answerBytes(v.toString());
            else if (v.typeId() == QMetaType::QByteArray)
                bytes += v.toByteArray().size();
            row << v;
        }
        table.rows << row;
    }
    if (query.lastError().isValid())
        return runError(sql, databaseText(query.lastError()), options);
    if (bytesSpent) {
        table.totalRows = countRest(query, table.rows.size());
        table.truncated = table.totalRows != table.rows.size();
    } else if (capped && table.rows.size() >= options.rowCap && query.next()) {
        // One step more told "exactly rowCap rows" from "cut off"; that row is counted, not kept.
        table.truncated = true;
        table.totalRows = countRest(query, table.rows.size() + 1);
    } else if (query.lastError().isValid()) {
        return runError(sql, databaseText(query.lastError()), options);
    }
    query.finish();

    table.elapsedMs = timer.elapsed();
    return table;
}

} // namespace rac::sql
