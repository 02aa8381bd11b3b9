// SPDX-License-Identifier: MIT
//
// BatchInput: the lines of a JSONL batch file as questions. Reads the bytes
// as they come from any editor: UTF-8 with or without a byte-order mark,
// UTF-16 with a mark, LF, CRLF or CR-only line ends. A line that is not a
// question object becomes a Question with `problem` set, so the batch answers
// it with an error and goes on. Pure functions; no I/O.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace rac::batch {

struct Question {
    int lineNumber = 0;      // 1-based, in the file as the user sees it
    nlohmann::json id;       // as given (string or number); null when absent
    QString question;
    QString format;
    QString problem;         // non-empty: the line was malformed, and why
};

// A question line may be at most this long; a longer one is answered with an error, not read.
constexpr qsizetype kMaxLineBytes = 64 * 1024;

// The file's text: BOMs removed, UTF-16 decoded; invalid UTF-8 sequences become U+FFFD.
QString decode(const QByteArray &bytes);

// Every non-blank line, parsed. Line numbers count LF, CRLF and lone CR alike.
QList<Question> parse(const QByteArray &bytes);

// One line's JSON (already decoded) as a question.
Question parseLine(const QString &line, int lineNumber);

// The id as the output file writes it, for comparing ids across runs (--resume).
std::string idKey(const nlohmann::json &id);

} // namespace rac::batch
