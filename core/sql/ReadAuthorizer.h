// SPDX-License-Identifier: MIT
//
// ReadAuthorizer: SQLite's authorizer callback (sqlite3_set_authorizer) for
// every statement QueryExecutor runs, whatever wrote it (the rules, a model,
// the analyst). SQLite asks it about each action while it compiles a
// statement; it allows reading the database's own tables and views and
// calling ordinary functions, and denies everything else: writes, schema
// changes, ATTACH/DETACH, PRAGMA (statements and pragma_* table functions),
// transactions, the sqlite_* system tables, and the functions that reach
// outside the database (load_extension, readfile, writefile, edit,
// fts3_tokenizer). The first denial is kept so the refusal can name its rule.
// One instance per statement, on the executor's thread.
#pragma once

#include <QString>

namespace rac::sql {

class ReadAuthorizer {
public:
    // The C callback: `self` is a ReadAuthorizer*. Returns SQLITE_OK or SQLITE_DENY.
    static int callback(void *self, int action, const char *a, const char *b, const char *database, const char *trigger);

    bool denied() const { return !m_denial.isEmpty(); }
    QString denial() const { return m_denial; }   // "writes are not allowed (DELETE on Orders)"

private:
    int deny(const QString &why);

    QString m_denial;
};

} // namespace rac::sql
