// SPDX-License-Identifier: MIT
#include "batch/BatchInput.h"

#include "common/TextUtil.h"

#include <QRegularExpression>

namespace rac::batch {

QString decode(const QByteArray &bytes)
{
    // JSON's own rule (RFC 8259): without a mark the file is UTF-8.
    if (std::optional<QString> text = text::decodeUnicode(bytes))
        return *text;
    return QString::fromUtf8(bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes);
}

Question parseLine(const QString &line, int lineNumber)
{
    Question q;
    q.lineNumber = lineNumber;
    q.id = nullptr;
    const QByteArray utf8 = line.toUtf8();
    if (utf8.size() > kMaxLineBytes) {
        q.problem = QStringLiteral("line %1 is longer than %2 KB and was not read").arg(lineNumber).arg(kMaxLineBytes / 1024);
        // Its answer still names it, when the id comes first ({"id": "q7", "question": "..."}):
        // a batch reader matches answers to questions by id.
        static const QRegularExpression leadingId(QStringLiteral("^\\{\\s*\"id\"\\s*:\\s*(\"(?:[^\"\\\\]|\\\\.){0,200}\"|-?\\d{1,18})\\s*,"));
        if (const QRegularExpressionMatch m = leadingId.match(line.left(512)); m.hasMatch()) {
            const QByteArray id = m.captured(1).toUtf8();
            nlohmann::json j = nlohmann::json::parse(id.constData(), id.constData() + id.size(), nullptr, false);
            if (!j.is_discarded())
                q.id = j;
        }
        return q;
    }
    nlohmann::json j = nlohmann::json::parse(utf8.constData(), utf8.constData() + utf8.size(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        q.problem = QStringLiteral("line %1 is not a JSON object").arg(lineNumber);
        return q;
    }
    if (j.contains("id"))
        q.id = j["id"];
    if (!j.contains("question") || !j["question"].is_string() || j["question"].get<std::string>().empty()) {
        q.problem = QStringLiteral("line %1 has no \"question\" string").arg(lineNumber);
        return q;
    }
    // A malformed line carries no question, so nothing downstream can half-answer it.
    if (j.contains("format_hint")) {
        if (!j["format_hint"].is_string()) {
            q.problem = QStringLiteral("line %1: \"format_hint\" must be a string").arg(lineNumber);
            return q;
        }
        q.format = QString::fromStdString(j["format_hint"].get<std::string>());
    }
    q.question = QString::fromStdString(j["question"].get<std::string>());
    return q;
}

QList<Question> parse(const QByteArray &bytes)
{
    const QString text = decode(bytes);
    QList<Question> questions;
    int lineNumber = 1;
    qsizetype start = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i <= n; ++i) {
        const bool end = i == n;
        if (!end && text[i] != QLatin1Char('\n') && text[i] != QLatin1Char('\r'))
            continue;
        const QString line = text.mid(start, i - start).trimmed();
        if (!line.isEmpty())
            questions << parseLine(line, lineNumber);
        // CRLF is one line end, not two.
        if (!end && text[i] == QLatin1Char('\r') && i + 1 < n && text[i + 1] == QLatin1Char('\n'))
            ++i;
        start = i + 1;
        ++lineNumber;
    }
    return questions;
}

std::string idKey(const nlohmann::json &id)
{
    return id.dump();
}

} // namespace rac::batch
