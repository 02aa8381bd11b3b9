// SPDX-License-Identifier: MIT
//
// SqlGuard: the statement-level safety rule QueryExecutor applies before any
// SQL runs. The agent's SQL comes from a language model, so it is treated as
// untrusted text: exactly one statement, starting with SELECT, WITH or VALUES,
// with no statement keyword that writes or changes the connection (INSERT,
// UPDATE, DELETE, REPLACE, CREATE, DROP, ALTER, ATTACH, DETACH, PRAGMA, VACUUM,
// REINDEX, ANALYZE) anywhere in it, and no call to a function that reaches
// outside the database (load_extension, readfile, writefile, edit,
// fts3_tokenizer). Words inside string literals, quoted names and comments do
// not count. The guard is one layer: the connection itself is also opened
// read-only with query_only set, so a gap here still cannot write.
// Pure function, safe from any thread.
#pragma once

#include "common/Result.h"

#include <QString>

namespace rac::sql {

class SqlGuard {
public:
    // OK, or ErrorCode::Refused with a message naming what was refused.
    static Status check(const QString &sql);

    // The statement without its trailing ';', comments and whitespace: what
    // QueryExecutor hands to SQLite, since Qt's driver rejects any text after
    // the first statement, even a comment. REQUIRES: check(sql) is OK.
    static QString statementText(const QString &sql);
};

} // namespace rac::sql
