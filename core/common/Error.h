// SPDX-License-Identifier: MIT
//
// Error: what went wrong, as a value. Modelled on LevelDB's Status: a kind the
// caller can branch on (code), a short English message a person can read, and
// an optional detail (the failing SQL, the server's reply, ...). Copyable, so it
// can cross threads inside queued signals. Core never translates messages; the
// UI decides how to present them.
#pragma once

#include <QMetaType>
#include <QString>

namespace rac {

enum class ErrorCode {
    InvalidArgument,  // the caller passed something malformed (bad JSON line, bad flag)
    NotFound,         // a file, table, column or chunk that does not exist
    Io,               // the disk failed us (unreadable file, cannot create cache)
    Network,          // a server could not be reached or answered badly
    Timeout,          // a time limit ran out (SQL statement, HTTP request)
    Sql,              // the database rejected a statement
    Refused,          // a statement or request was refused by a safety rule
    ModelOutput,      // a language model answered with something unusable
    Cancelled,        // the user cancelled the run
    Internal,         // a broken invariant; a bug on our side
};

QString errorCodeName(ErrorCode code);

struct Error {
    ErrorCode code = ErrorCode::Internal;
    QString message;
    QString detail;

    // "Sql: no such column: Foo (SELECT Foo FROM ...)": for logs and the CLI.
    QString toString() const;
};

} // namespace rac

Q_DECLARE_METATYPE(rac::Error)
