// SPDX-License-Identifier: MIT
#include "agent/model/ModelAssist.h"

#include "agent/Engine.h"
#include "llm/AwaitReply.h"
#include "llm/LlmClient.h"

namespace rac::agent {
namespace {

// Enough to show a model what the values look like without flooding the prompt.
constexpr int kSampleValues = 3;
constexpr int kMaxSampledColumns = 120;
constexpr int kMaxSampleLength = 40;

} // namespace

void ModelAssist::beginRun(TokenSink sink, std::function<bool()> cancelled)
{
    m_sink = std::move(sink);
    m_cancelled = std::move(cancelled);
    m_runClock.start();
}

std::function<bool()> ModelAssist::stopWhen() const
{
    return [this] { return (m_cancelled && m_cancelled()) || budgetSpent(); };
}

Error ModelAssist::budgetError() const
{
    return Error{ErrorCode::Timeout, QStringLiteral("the model's time for this question (%1 s) is spent").arg(m_budgetMs / 1000.0), {}};
}

void ModelAssist::endRun()
{
    m_sink = {};
    m_cancelled = {};
}

Result<llm::LlmReply> ModelAssist::chat(const QString &node, const llm::LlmMessages &messages,
                                        const llm::LlmChatOptions &options)
{
    if (!m_client)
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("no language model is configured"));
    if (budgetSpent())
        return budgetError();
    llm::LlmRequest::TokenCallback onToken;
    if (options.stream && m_sink)
        onToken = [this, node](const QString &tokens) { m_sink(node, tokens); };
    Result<llm::LlmReply> reply = llm::awaitReply(m_client->chat(messages, options, onToken), stopWhen());
    if (!reply && budgetSpent() && !(m_cancelled && m_cancelled()))
        return budgetError();
    return reply;
}

Result<QList<QList<float>>> ModelAssist::embed(const QStringList &texts)
{
    if (!m_client)
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("no language model is configured"));
    if (budgetSpent())
        return budgetError();
    const Result<llm::LlmReply> reply = llm::awaitReply(m_client->embed(texts), stopWhen());
    if (!reply && budgetSpent() && !(m_cancelled && m_cancelled()))
        return budgetError();
    if (!reply)
        return reply.error();
    if (reply->embeddings.size() != texts.size())
        return makeError(ErrorCode::ModelOutput, QStringLiteral("the server returned %1 vectors for %2 texts")
                                                     .arg(reply->embeddings.size())
                                                     .arg(texts.size()));
    return reply->embeddings;
}

const QString &ModelAssist::schemaDescription()
{
    if (!m_schemaDescription.isEmpty())
        return m_schemaDescription;
    const sql::Schema &schema = m_engine.schema();
    const sql::SqlDialect &dialect = m_engine.dialect();
    QStringList lines;
    int sampled = 0;
    for (const sql::Table &table : schema.tables) {
        lines << QStringLiteral("TABLE %1%2").arg(dialect.quoteIdentifier(table.name),
                                                   table.isView ? QStringLiteral(" (view)") : QString());
        for (const sql::Column &column : table.columns) {
            QString line = QStringLiteral("  %1 %2").arg(dialect.quoteIdentifier(column.name),
                                                          column.declaredType.isEmpty() ? QStringLiteral("ANY")
                                                                                        : column.declaredType);
            if (column.primaryKey)
                line += QStringLiteral(" PRIMARY KEY");
            if (column.isTextType() && !column.isDateType() && sampled < kMaxSampledColumns) {
                ++sampled;
                const QString sql = QStringLiteral("SELECT DISTINCT %1 FROM %2 WHERE %1 IS NOT NULL LIMIT %3")
                                        .arg(dialect.quoteIdentifier(column.name), dialect.quoteIdentifier(table.name))
                                        .arg(kSampleValues);
                const Result<sql::SqlTable> rows = m_engine.executor().run(sql);
                QStringList samples;
                if (rows) {
                    for (const QVariantList &row : rows->rows)
                        samples << row.value(0).toString().left(kMaxSampleLength);
                }
                if (!samples.isEmpty())
                    line += QStringLiteral("  -- e.g. ") + samples.join(QStringLiteral(", "));
            }
            lines << line;
        }
        for (const sql::ForeignKey &key : schema.keysFrom(table.name)) {
            lines << QStringLiteral("  FOREIGN KEY (%1) REFERENCES %2(%3)%4")
                         .arg(key.fromColumns.join(QStringLiteral(", ")), dialect.quoteIdentifier(key.toTable),
                              key.toColumns.join(QStringLiteral(", ")),
                              key.inferred ? QStringLiteral("  -- inferred from names and values") : QString());
        }
    }
    m_schemaDescription = lines.join(QLatin1Char('\n'));
    return m_schemaDescription;
}

} // namespace rac::agent
