// SPDX-License-Identifier: MIT
#include "sql/ReadAuthorizer.h"

#include <QSet>

#include <sqlite3.h>

namespace rac::sql {
namespace {

QString text(const char *s) { return s ? QString::fromUtf8(s) : QString(); }

bool isSystemTable(const QString &name)
{
    return name.startsWith(QLatin1String("sqlite_"), Qt::CaseInsensitive) || name.startsWith(QLatin1String("pragma_"), Qt::CaseInsensitive);
}

} // namespace

int ReadAuthorizer::deny(const QString &why)
{
    if (m_denial.isEmpty())
        m_denial = why;
    return SQLITE_DENY;
}

int ReadAuthorizer::callback(void *self, int action, const char *a, const char *b, const char *database, const char *)
{
    auto *auth = static_cast<ReadAuthorizer *>(self);
    switch (action) {
    case SQLITE_SELECT:
    case SQLITE_RECURSIVE:
        return SQLITE_OK;
    case SQLITE_READ:
        // Only the main database's tables; TEMP holds nothing of the analyst's, and system
        // tables describe the file rather than the business.
        if (isSystemTable(text(a)))
            return auth->deny(QStringLiteral("system tables may not be read (%1)").arg(text(a)));
        if (database && qstrcmp(database, "main") != 0)
            return auth->deny(QStringLiteral("only the opened database may be read (%1)").arg(text(database)));
        return SQLITE_OK;
    case SQLITE_FUNCTION: {
        static const QSet<QString> outside{QStringLiteral("load_extension"), QStringLiteral("readfile"),
                                           QStringLiteral("writefile"), QStringLiteral("edit"),
                                           QStringLiteral("fts3_tokenizer"), QStringLiteral("sqlite_offset"),
                                           QStringLiteral("sqlite_compileoption_get"), QStringLiteral("sqlite_compileoption_used"),
                                           QStringLiteral("sqlite_source_id"), QStringLiteral("sqlite_version")};
        const QString name = text(b).toLower();
        if (outside.contains(name))
            return auth->deny(QStringLiteral("the function %1 is not allowed").arg(name));
        return SQLITE_OK;
    }
    case SQLITE_PRAGMA:
        return auth->deny(QStringLiteral("PRAGMA is not allowed (%1)").arg(text(a)));
    case SQLITE_ATTACH:
    case SQLITE_DETACH:
        return auth->deny(QStringLiteral("attaching other databases is not allowed"));
    case SQLITE_TRANSACTION:
    case SQLITE_SAVEPOINT:
        return auth->deny(QStringLiteral("transactions are not allowed"));
    case SQLITE_INSERT:
    case SQLITE_UPDATE:
    case SQLITE_DELETE:
        // A pragma table function registers itself in the schema first: that is where it shows.
        if (isSystemTable(text(a)))
            return auth->deny(QStringLiteral("system tables and pragma functions are not allowed (%1)").arg(text(a)));
        return auth->deny(QStringLiteral("writes are not allowed (%1)").arg(text(a)));
    default:
        // CREATE/DROP/ALTER of any kind, ANALYZE, REINDEX, virtual tables: schema changes.
        return auth->deny(QStringLiteral("schema changes are not allowed"));
    }
}

} // namespace rac::sql
