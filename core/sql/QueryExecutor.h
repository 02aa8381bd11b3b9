// SPDX-License-Identifier: MIT
//
// QueryExecutor: runs the agent's SQL against one SQLite file, read-only by
// construction. The file is opened with SQLITE_OPEN_READONLY and PRAGMA
// query_only = ON, and every statement passes SqlGuard first, so a query
// written by a language model cannot change the analyst's data even if one of
// those layers has a gap. Each run has a time limit and a row cap, and can be
// cancelled from another thread.
//
// Threading: create it, run() on it and destroy it on one thread (the core
// worker thread), because a QSqlDatabase connection must stay on the thread
// that opened it. interrupt() is the exception: any thread may call it while
// the object is alive.
#pragma once

#include "common/Result.h"
#include "sql/SqlTable.h"

#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <atomic>
#include <chrono>
#include <memory>

struct sqlite3;

namespace rac::sql {

struct ExecOptions {
    int timeoutMs = 30000;   // statement and fetch together; <= 0: no time limit
    int rowCap = 5000;       // rows beyond this are not fetched; <= 0: no cap
    // Bytes fetched, counted as the answer will spend them (text as JSON may escape it, six bytes
    // a control character, plus each value's own cost); beyond it the rest is not fetched. 64 MB
    // counted as stored had let four 10 MB texts of control characters take 1.7 GB as JSON.
    qint64 byteCap = 32LL * 1024 * 1024;
};

class QueryExecutor {
public:
    // Opens `path` read-only on the calling thread. A missing file gives
    // NotFound and is never created; a file that is not a SQLite database gives
    // Io with SQLite's message ("file is not a database").
    static Result<std::unique_ptr<QueryExecutor>> openSqlite(const QString &path);

    // Closes and removes the connection. Copies handed out by database() should
    // be gone by then, or Qt warns that the connection is still in use.
    ~QueryExecutor();
    QueryExecutor(const QueryExecutor &) = delete;
    QueryExecutor &operator=(const QueryExecutor &) = delete;

    // For SchemaIntrospector and the SQL editor; it is the same read-only connection.
    QSqlDatabase database() const;
    QString path() const;

    // SqlGuard::check first (Refused); a statement that names none of the
    // database's own tables or views is Refused too (it can only be about the
    // engine, not the business). Runs under ReadAuthorizer (Refused, naming the
    // rule), with a time limit (Timeout), a row cap and a byte cap
    // (SqlTable::truncated); one value may be at most kMaxValueBytes. interrupt() gives Cancelled; a
    // statement SQLite rejects gives Sql with SQLite's message text
    // ("no such column: Foo") in `message` and the SQL in `detail`.
    Result<SqlTable> run(const QString &sql, const ExecOptions &options = {});

    // Thread-safe: aborts the statement running now. The next run() starts
    // with the request cleared, so a late call cannot cancel a later query.
    void interrupt();

private:
    enum class StopReason { None, Timeout, Cancelled };

    QueryExecutor(QString connectionName, QString path);
    Status attach();
    Error runError(const QString &sql, const QString &databaseText, const ExecOptions &options) const;
    static int onProgress(void *context);
    // Steps through the rest of a cut-off result without keeping it, within a
    // short budget: the whole result's row count, or -1 when the budget ran out.
    qint64 countRest(QSqlQuery &query, qint64 fetched);

    QSet<QString> m_userTables;    // lower-case names of the database's tables and views
    QString m_connectionName;
    QString m_path;
    QSqlDatabase m_db;
    sqlite3 *m_handle = nullptr;   // owned by m_db's driver; set once in attach()

    // Set by interrupt() on any thread, read by the progress handler.
    std::atomic<bool> m_cancelRequested{false};
    // Only touched on the owning thread (the progress handler runs inside sqlite3_step there).
    bool m_hasDeadline = false;
    std::chrono::steady_clock::time_point m_deadline;
    StopReason m_stopReason = StopReason::None;
};

} // namespace rac::sql
