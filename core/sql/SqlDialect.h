// SPDX-License-Identifier: MIT
//
// SqlDialect: every place where SQL text differs between database engines.
// The semantic compiler and the repair rules ask the dialect instead of writing
// engine-specific SQL themselves, so a PostgreSQL dialect can sit next to SQLite.
#pragma once

#include <QString>

namespace rac::sql {

class SqlDialect {
public:
    virtual ~SqlDialect() = default;

    virtual QString name() const = 0;

    // "Order Details" -> "\"Order Details\""; plain names stay bare when safe.
    virtual QString quoteIdentifier(const QString &identifier) const = 0;
    // 'it''s' style literal.
    virtual QString quoteString(const QString &value) const = 0;

    // A date-valued expression from a column that may hold '1997-06-05',
    // '1997-06-05 00:00:00.000' or mixed: compare through this, never raw text.
    virtual QString dateOf(const QString &expression) const = 0;
    virtual QString yearOf(const QString &expression) const = 0;      // integer year
    virtual QString monthOf(const QString &expression) const = 0;     // integer 1..12
    virtual QString quarterOf(const QString &expression) const = 0;   // integer 1..4
    virtual QString yearMonthOf(const QString &expression) const = 0; // 'YYYY-MM' text
    virtual QString dateLiteral(const QString &isoDate) const = 0;    // 'YYYY-MM-DD'

    // Days from one date-valued expression to another (fractional where times differ).
    virtual QString daysBetween(const QString &from, const QString &to) const = 0;
    // Cast so integer division does not truncate (x * 1.0 in SQLite).
    virtual QString toReal(const QString &expression) const = 0;
    // `expression` rounded to `places` decimal places (half away from zero).
    virtual QString round(const QString &expression, int places) const = 0;
    // Name concatenation ("FirstName || ' ' || LastName").
    virtual QString concat(const QStringList &parts) const = 0;
    virtual QString limitClause(int n) const = 0;
};

} // namespace rac::sql
