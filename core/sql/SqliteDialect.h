// SPDX-License-Identifier: MIT
//
// SqliteDialect: SqlDialect for SQLite, the engine the app ships with. Dates in
// the Northwind-style databases we target are TEXT in mixed shapes
// ('1997-06-05', '1997-06-05 00:00:00.000'); SQLite's date() and strftime()
// read all of them, so every date part goes through those functions and never
// through substr() on the raw text. Stateless; safe from any thread.
#pragma once

#include "sql/SqlDialect.h"

namespace rac::sql {

class SqliteDialect : public SqlDialect {
public:
    QString name() const override;

    QString quoteIdentifier(const QString &identifier) const override;
    QString quoteString(const QString &value) const override;

    QString dateOf(const QString &expression) const override;
    QString yearOf(const QString &expression) const override;
    QString monthOf(const QString &expression) const override;
    QString quarterOf(const QString &expression) const override;
    QString yearMonthOf(const QString &expression) const override;
    QString dateLiteral(const QString &isoDate) const override;

    QString toReal(const QString &expression) const override;
    QString daysBetween(const QString &from, const QString &to) const override;
    QString concat(const QStringList &parts) const override;
    QString round(const QString &expression, int places) const override;
    QString limitClause(int n) const override;

    // True for the words SQLite reserves (SELECT, ORDER, GROUP, ...), any case.
    static bool isKeyword(const QString &word);
};

} // namespace rac::sql
