// SPDX-License-Identifier: MIT
//
// BatchOutput: the answer file of a batch, written one line at a time and
// flushed after each, so a batch stopped at any moment keeps every answer it
// computed. With resume, the answers already in the file stay, their ids are
// reported so the batch can skip them, and a last line cut off mid-write by a
// killed run is dropped (it is answered again).
#pragma once

#include "common/Result.h"

#include <QFile>
#include <QString>

#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace rac::batch {

class BatchOutput {
public:
    // "-" or "" writes to stdout (resume is then an error: there is no file to read).
    static Result<std::unique_ptr<BatchOutput>> open(const QString &path, bool resume);

    // Ids (as idKey writes them) of the answers the file already had.
    const std::set<std::string> &answeredIds() const { return m_answered; }
    bool isStdout() const { return m_stdout; }

    // One JSON line, written and flushed.
    Status write(const nlohmann::json &line);

private:
    BatchOutput() = default;

    QFile m_file;
    bool m_stdout = false;
    std::set<std::string> m_answered;
};

} // namespace rac::batch
