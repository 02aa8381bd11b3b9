// SPDX-License-Identifier: MIT
//
// Screen: the first node. The question is normalised (NFKC, invisible and
// control characters removed) and later nodes read the normalised text; a
// request to change data, SQL wrapped into a question, or an instruction to
// the assistant ends the run here with a null answer, confidence 0 and the
// reason. A question that is one SQL statement goes straight to the executor,
// where the SQL guard and the authorizer decide what it may read.
#include "agent/nodes/Nodes.h"
#include "safety/RequestScreen.h"

namespace rac::agent {
namespace {

class ScreenNode : public Node {
public:
    QString name() const override { return QStringLiteral("screen"); }

    nlohmann::json inputSummary(const RunState &state) const override
    {
        return {{"question", str(state.question.left(500))}, {"characters", state.question.size()}};
    }

    Result<nlohmann::json> run(RunState &state) override
    {
        const safety::Screening s = safety::RequestScreen::check(state.question);
        state.normalization = s.notes;
        nlohmann::json out{{"normalization", toJson(s.notes)}};
        if (s.refused) {
            state.refused = true;
            state.route = QStringLiteral("refused");
            state.answer.question = state.question;
            state.answer.formatHint = state.formatHintText;
            state.answer.route = state.route;
            state.answer.finalAnswer = nullptr;
            state.answer.confidence = 0;
            state.answer.refused = true;
            state.answer.explanation = s.reason;
            out["refused"] = str(s.rule);
            out["reason"] = str(s.reason);
            return out;
        }
        state.question = s.text;
        // An analyst who types SQL wants it run, not read as English; "Select the customers in
        // Berlin" is English, which only the schema tells apart (the router decides).
        if (s.isSql) {
            state.typedSql = state.question;
            out["sql"] = true;
        }
        return out;
    }
};

} // namespace

std::unique_ptr<Node> makeScreenNode() { return std::make_unique<ScreenNode>(); }

} // namespace rac::agent
