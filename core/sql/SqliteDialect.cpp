// SPDX-License-Identifier: MIT
#include "sql/SqliteDialect.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::sql {
namespace {

// SQLite's keyword list (https://sqlite.org/lang_keywords.html, 3.40). A bare
// name equal to one of these may parse, or may not, depending on where it
// stands, so quoteIdentifier() always quotes them.
const QSet<QString> &keywords()
{
    static const QSet<QString> words = [] {
        const char *const list[] = {
            "ABORT", "ACTION", "ADD", "AFTER", "ALL", "ALTER", "ALWAYS", "ANALYZE", "AND", "AS", "ASC",
            "ATTACH", "AUTOINCREMENT", "BEFORE", "BEGIN", "BETWEEN", "BY", "CASCADE", "CASE", "CAST",
            "CHECK", "COLLATE", "COLUMN", "COMMIT", "CONFLICT", "CONSTRAINT", "CREATE", "CROSS",
            "CURRENT", "CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP", "DATABASE", "DEFAULT",
            "DEFERRABLE", "DEFERRED", "DELETE", "DESC", "DETACH", "DISTINCT", "DO", "DROP", "EACH",
            "ELSE", "END", "ESCAPE", "EXCEPT", "EXCLUDE", "EXCLUSIVE", "EXISTS", "EXPLAIN", "FAIL",
            "FILTER", "FIRST", "FOLLOWING", "FOR", "FOREIGN", "FROM", "FULL", "GENERATED", "GLOB",
            "GROUP", "GROUPS", "HAVING", "IF", "IGNORE", "IMMEDIATE", "IN", "INDEX", "INDEXED",
            "INITIALLY", "INNER", "INSERT", "INSTEAD", "INTERSECT", "INTO", "IS", "ISNULL", "JOIN",
            "KEY", "LAST", "LEFT", "LIKE", "LIMIT", "MATCH", "MATERIALIZED", "NATURAL", "NO", "NOT",
            "NOTHING", "NOTNULL", "NULL", "NULLS", "OF", "OFFSET", "ON", "OR", "ORDER", "OTHERS",
            "OUTER", "OVER", "PARTITION", "PLAN", "PRAGMA", "PRECEDING", "PRIMARY", "QUERY", "RAISE",
            "RANGE", "RECURSIVE", "REFERENCES", "REGEXP", "REINDEX", "RELEASE", "RENAME", "REPLACE",
            "RESTRICT", "RETURNING", "RIGHT", "ROLLBACK", "ROW", "ROWS", "SAVEPOINT", "SELECT", "SET",
            "TABLE", "TEMP", "TEMPORARY", "THEN", "TIES", "TO", "TRANSACTION", "TRIGGER", "UNBOUNDED",
            "UNION", "UNIQUE", "UPDATE", "USING", "VACUUM", "VALUES", "VIEW", "VIRTUAL", "WHEN",
            "WHERE", "WINDOW", "WITH", "WITHOUT"};
        QSet<QString> set;
        for (const char *word : list)
            set.insert(QLatin1String(word));
        return set;
    }();
    return words;
}

} // namespace

bool SqliteDialect::isKeyword(const QString &word)
{
    return keywords().contains(word.toUpper());
}

QString SqliteDialect::name() const
{
    return QStringLiteral("SQLite");
}

QString SqliteDialect::quoteIdentifier(const QString &identifier) const
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (plain.match(identifier).hasMatch() && !isKeyword(identifier))
        return identifier;
    QString escaped = identifier;
    escaped.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString SqliteDialect::quoteString(const QString &value) const
{
    QString escaped = value;
    escaped.replace(QLatin1Char('\''), QLatin1String("''"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

QString SqliteDialect::dateOf(const QString &expression) const
{
    return QStringLiteral("date(%1)").arg(expression);
}

QString SqliteDialect::yearOf(const QString &expression) const
{
    return QStringLiteral("CAST(strftime('%Y', %1) AS INTEGER)").arg(expression);
}

QString SqliteDialect::monthOf(const QString &expression) const
{
    return QStringLiteral("CAST(strftime('%m', %1) AS INTEGER)").arg(expression);
}

QString SqliteDialect::quarterOf(const QString &expression) const
{
    // Integer division: months 1-3 -> 1, ..., 10-12 -> 4.
    return QStringLiteral("(CAST(strftime('%m', %1) AS INTEGER) + 2) / 3").arg(expression);
}

QString SqliteDialect::yearMonthOf(const QString &expression) const
{
    return QStringLiteral("strftime('%Y-%m', %1)").arg(expression);
}

QString SqliteDialect::dateLiteral(const QString &isoDate) const
{
    return quoteString(isoDate);
}

QString SqliteDialect::daysBetween(const QString &from, const QString &to) const
{
    // julianday() reads the same spellings date() does, and NULL stays NULL.
    return QStringLiteral("(julianday(%2) - julianday(%1))").arg(from, to);
}

QString SqliteDialect::toReal(const QString &expression) const
{
    return QStringLiteral("(%1) * 1.0").arg(expression);
}

QString SqliteDialect::concat(const QStringList &parts) const
{
    return parts.join(QLatin1String(" || "));
}

QString SqliteDialect::round(const QString &expression, int places) const
{
    return QStringLiteral("ROUND(%1, %2)").arg(expression).arg(places);
}

QString SqliteDialect::limitClause(int n) const
{
    return QStringLiteral("LIMIT %1").arg(n);
}

} // namespace rac::sql
