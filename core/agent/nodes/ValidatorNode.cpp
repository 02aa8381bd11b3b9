// SPDX-License-Identifier: MIT
//
// Validator: decides whether the result can answer the question. A SQL error
// goes to repair while the repair limit allows; an empty result or one whose
// shape cannot fill the format hint goes to the synthesizer, which says so
// (except that SQL a language model wrote may be repaired for its shape too).
#include "agent/nodes/Nodes.h"
#include "answer/AnswerTyper.h"

namespace rac::agent {
namespace {

class ValidatorNode : public Node {
public:
    QString name() const override { return QStringLiteral("validator"); }

    nlohmann::json inputSummary(const RunState &state) const override
    {
        return {{"has_result", state.table.has_value()}, {"repairs_so_far", state.repairs.size()}};
    }

    Result<nlohmann::json> run(RunState &state) override
    {
        state.verdictDetail.clear();
        if (state.sqlError) {
            const bool refused = state.sqlError->code == ErrorCode::Refused || state.sqlError->code == ErrorCode::Timeout;
            if (!refused && state.repairs.size() < state.repairLimit) {
                state.verdict = QStringLiteral("repair");
            } else {
                state.verdict = QStringLiteral("give-up");
            }
            state.verdictDetail = state.sqlError->message;
        } else if (!state.table || state.table->rows.isEmpty()) {
            state.verdict = QStringLiteral("empty");
            state.verdictDetail = QStringLiteral("the query returned no rows");
        } else {
            const bool allNull = std::all_of(state.table->rows.first().cbegin(), state.table->rows.first().cend(),
                                             [](const QVariant &v) { return v.isNull(); });
            Result<nlohmann::json> typed = answer::AnswerTyper::type(*state.table, state.hint);
            // Names asked for ("which salespeople …", list[str]) and one number computed by a reading
            // that did not cover the question (a template, a model): a count is no list of names.
            const bool namesAsked = state.hint.isList() && !state.hint.hasFields() && state.hint.scalar == answer::ScalarType::Str;
            const int type = state.table->rows.isEmpty() ? QMetaType::UnknownType : state.table->rows.first().value(0).typeId();
            const bool oneNumber = state.table->rows.size() == 1 && state.table->columns.size() == 1
                && (type == QMetaType::LongLong || type == QMetaType::Int || type == QMetaType::Double);
            if (allNull && state.table->rows.size() == 1) {
                state.verdict = QStringLiteral("empty");
                state.verdictDetail = QStringLiteral("no rows matched, so the aggregate is empty");
            } else if (namesAsked && oneNumber && !state.understood) {
                state.verdict = QStringLiteral("shape");
                state.verdictDetail = QStringLiteral("a list of names was asked for, and the query computed one number");
            } else if (!typed) {
                // The semantic engine builds the shape the hint asks for; a model may
                // not, and gets one more try (with the shape error) within the limit.
                const bool retry = state.sqlFromModel && state.repairs.size() < state.repairLimit;
                state.verdict = retry ? QStringLiteral("repair") : QStringLiteral("shape");
                state.verdictDetail = typed.error().message;
            } else {
                state.verdict = QStringLiteral("ok");
            }
        }
        return nlohmann::json{{"verdict", str(state.verdict)}, {"detail", str(state.verdictDetail)}};
    }
};

} // namespace

std::unique_ptr<Node> makeValidatorNode(Engine &) { return std::make_unique<ValidatorNode>(); }

} // namespace rac::agent
