// SPDX-License-Identifier: MIT
//
// Executor: runs the SQL on the read-only connection with the engine's time
// limit and row cap. A refused or failing statement is recorded for the
// validator, not raised; only cancellation stops the run.
#include "agent/Engine.h"
#include "agent/nodes/Nodes.h"

namespace rac::agent {
namespace {

constexpr qsizetype kPreviewChars = 200;

class ExecutorNode : public Node {
public:
    explicit ExecutorNode(Engine &engine) : m_engine(engine) {}
    QString name() const override { return QStringLiteral("executor"); }

    nlohmann::json inputSummary(const RunState &state) const override { return {{"sql", str(state.sql)}}; }

    Result<nlohmann::json> run(RunState &state) override
    {
        state.table.reset();
        state.sqlError.reset();
        Result<sql::SqlTable> result = m_engine.executor().run(state.sql, m_engine.config().exec);
        if (!result) {
            if (result.error().code == ErrorCode::Cancelled)
                return result.error();
            state.sqlError = result.error();
            return nlohmann::json{{"error", str(result.error().message)},
                                  {"code", str(errorCodeName(result.error().code))}};
        }
        state.table = result.value();
        // "The cheapest track" when many cost the same: the one shown is an arbitrary pick.
        state.tiedAtCut = false;
        if (state.parsed && state.sql == state.parsed->sql && !state.parsed->tieProbeSql.isEmpty()) {
            const Result<sql::SqlTable> probe = m_engine.executor().run(state.parsed->tieProbeSql, m_engine.config().exec);
            const int cut = state.parsed->cut, skipped = state.parsed->skipped;
            const auto ranked = [&probe](int row) { return probe->rows.at(row).value(probe->rows.at(row).size() - 1); };
            if (probe && probe->rows.size() > cut && cut > 0)
                state.tiedAtCut = sql::sameCellValue(ranked(cut - 1), ranked(cut));
            // "the second most expensive": a tie with the row skipped before it moves the place too.
            if (probe && skipped > 0 && probe->rows.size() > skipped)
                state.tiedAtCut = state.tiedAtCut || sql::sameCellValue(ranked(skipped - 1), ranked(skipped));
        }
        // Both ends kept with their ties: more rows than the ends asked for are tied rows.
        if (state.parsed && state.sql == state.parsed->sql && state.parsed->bothEndsRows > 0
            && result->rows.size() > state.parsed->bothEndsRows)
            state.tiedAtCut = true;
        nlohmann::json preview = nlohmann::json::array();
        for (int r = 0; r < std::min<qsizetype>(5, result->rows.size()); ++r) {
            nlohmann::json row = nlohmann::json::array();
            for (const QVariant &v : result->rows[r]) {
                // A preview, not the data: a long text or blob is cut to its start.
                const QString text = v.typeId() == QMetaType::QByteArray
                    ? QStringLiteral("<%1 bytes>").arg(v.toByteArray().size())
                    : v.toString();
                row.push_back(str(text.size() > kPreviewChars ? text.left(kPreviewChars) + QStringLiteral("…") : text));
            }
            preview.push_back(row);
        }
        return nlohmann::json{{"columns", toJson(result->columns)},
                              {"rows", result->rows.size()},
                              {"truncated", result->truncated},
                              {"preview", preview},
                              {"elapsed_ms", result->elapsedMs},
                              {"tied_at_cut", state.tiedAtCut}};
    }

private:
    Engine &m_engine;
};

} // namespace

std::unique_ptr<Node> makeExecutorNode(Engine &engine) { return std::make_unique<ExecutorNode>(engine); }

} // namespace rac::agent
