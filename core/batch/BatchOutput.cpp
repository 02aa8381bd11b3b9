// SPDX-License-Identifier: MIT
#include "batch/BatchOutput.h"

#include "batch/BatchInput.h"

#include <cstdio>

namespace rac::batch {

Result<std::unique_ptr<BatchOutput>> BatchOutput::open(const QString &path, bool resume)
{
    std::unique_ptr<BatchOutput> out(new BatchOutput);
    if (path.isEmpty() || path == QLatin1String("-")) {
        if (resume)
            return makeError(ErrorCode::InvalidArgument, QStringLiteral("--resume needs --out FILE (it reads the answers already there)"));
        out->m_stdout = true;
        if (!out->m_file.open(stdout, QIODevice::WriteOnly))
            return makeError(ErrorCode::Io, QStringLiteral("cannot write to standard output"));
        return out;
    }
    out->m_file.setFileName(path);
    if (!resume || !out->m_file.exists()) {
        if (!out->m_file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return makeError(ErrorCode::Io, QStringLiteral("cannot write the answer file: ") + out->m_file.errorString(), path);
        return out;
    }
    if (!out->m_file.open(QIODevice::ReadWrite))
        return makeError(ErrorCode::Io, QStringLiteral("cannot open the answer file to resume: ") + out->m_file.errorString(), path);
    const QByteArray existing = out->m_file.readAll();
    // Everything after the last newline is a line the killed run did not finish writing.
    const qsizetype complete = existing.lastIndexOf('\n') + 1;
    for (const QByteArray &line : existing.left(complete).split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const nlohmann::json j = nlohmann::json::parse(line.constData(), line.constData() + line.size(), nullptr, false);
        if (j.is_object() && j.contains("id"))
            out->m_answered.insert(idKey(j["id"]));
    }
    if (!out->m_file.resize(complete) || !out->m_file.seek(complete))
        return makeError(ErrorCode::Io, QStringLiteral("cannot cut the unfinished last line: ") + out->m_file.errorString(), path);
    return out;
}

Status BatchOutput::write(const nlohmann::json &line)
{
    const QByteArray bytes = QByteArray::fromStdString(line.dump()) + '\n';
    if (m_file.write(bytes) != bytes.size() || !m_file.flush())
        return makeError(ErrorCode::Io, QStringLiteral("cannot write the answer: ") + m_file.errorString(), m_file.fileName());
    return {};
}

} // namespace rac::batch
