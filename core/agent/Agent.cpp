// SPDX-License-Identifier: MIT
#include "agent/Agent.h"

#include "agent/nodes/Nodes.h"

#include <QElapsedTimer>

namespace rac::agent {
namespace {

using Why = std::optional<QString>;

} // namespace

Agent::Agent(Engine &engine) : m_engine(engine), m_model(engine)
{
    m_graph.addNode(makeScreenNode());
    m_graph.addNode(makeRouterNode(engine, m_model));
    m_graph.addNode(makeRetrieverNode(engine, m_model));
    m_graph.addNode(makePlannerNode(engine));
    m_graph.addNode(makeNl2SqlNode(engine, m_model));
    m_graph.addNode(makeExecutorNode(engine));
    m_graph.addNode(makeValidatorNode(engine));
    m_graph.addNode(makeRepairNode(engine, m_model));
    m_graph.addNode(makeSynthesizerNode(engine, m_model));

    const QString screen = QStringLiteral("screen"), router = QStringLiteral("router"), retriever = QStringLiteral("retriever"),
                  planner = QStringLiteral("planner"), nl2sql = QStringLiteral("nl2sql"),
                  executor = QStringLiteral("executor"), validator = QStringLiteral("validator"),
                  repair = QStringLiteral("repair"), synthesizer = QStringLiteral("synthesizer"),
                  end = QLatin1String(Graph::kEnd);
    m_graph.addEdge(screen, end, [](const RunState &s) -> Why {
        return s.refused ? Why{QStringLiteral("refused: ") + s.answer.explanation} : Why{};
    });
    m_graph.addEdge(screen, executor, [](const RunState &s) -> Why {
        return s.presetSql.isEmpty() ? Why{} : Why{QStringLiteral("the question is one SQL statement: run it under the guard")};
    });
    m_graph.addEdge(screen, router, [](const RunState &) -> Why { return QStringLiteral("a question to analyse"); });
    m_graph.addEdge(router, executor, [](const RunState &s) -> Why {
        return s.presetSql.isEmpty() ? Why{} : Why{QStringLiteral("run the user's SQL")};
    });
    m_graph.addEdge(router, planner, [](const RunState &s) -> Why {
        return s.route == QLatin1String("sql") ? Why{QStringLiteral("sql route: no documents needed")} : Why{};
    });
    m_graph.addEdge(router, retriever, [](const RunState &s) -> Why { return QStringLiteral("%1 route").arg(s.route); });
    m_graph.addEdge(retriever, synthesizer, [](const RunState &s) -> Why {
        return s.route == QLatin1String("rag") ? Why{QStringLiteral("rag: answer from the chunks")} : Why{};
    });
    m_graph.addEdge(retriever, planner, [](const RunState &) -> Why { return QStringLiteral("hybrid: plan with the chunks"); });
    m_graph.addEdge(planner, nl2sql, [](const RunState &) -> Why { return QStringLiteral("constraints ready"); });
    m_graph.addEdge(nl2sql, synthesizer, [](const RunState &s) -> Why {
        return s.compiled ? Why{} : Why{QStringLiteral("no SQL: ") + s.compileError};
    });
    m_graph.addEdge(nl2sql, executor, [](const RunState &) -> Why { return QStringLiteral("SQL compiled"); });
    m_graph.addEdge(executor, validator, [](const RunState &) -> Why { return QStringLiteral("check the result"); });
    m_graph.addEdge(validator, repair, [](const RunState &s) -> Why {
        return s.verdict == QLatin1String("repair")
            ? Why{QStringLiteral("SQL failed (attempt %1 of %2)").arg(s.repairs.size() + 1).arg(s.repairLimit)}
            : Why{};
    });
    m_graph.addEdge(validator, synthesizer, [](const RunState &s) -> Why { return QStringLiteral("verdict: ") + s.verdict; });
    m_graph.addEdge(repair, executor, [](const RunState &s) -> Why {
        return s.verdict == QLatin1String("give-up") ? Why{} : Why{QStringLiteral("retry the repaired SQL")};
    });
    m_graph.addEdge(repair, synthesizer, [](const RunState &) -> Why { return QStringLiteral("no repair rule applies"); });
    m_graph.addEdge(synthesizer, end, [](const RunState &) -> Why { return QStringLiteral("answer ready"); });
}

Result<Answer> Agent::ask(const QString &question, const QString &formatHint, const AskOptions &options,
                          RunObserver *observer, RunControl *control)
{
    RunState state;
    state.question = question;
    state.formatHintText = formatHint;
    Result<answer::FormatHint> hint = answer::FormatHint::parse(formatHint);
    if (!hint)
        return hint.error();
    state.hint = hint.value();
    state.repairLimit = options.repairLimit;
    return execute(state, QStringLiteral("screen"), observer, control);
}

Result<Answer> Agent::runSql(const QString &question, const QString &sql, const QString &formatHint,
                             const AskOptions &options, RunObserver *observer, RunControl *control)
{
    RunState state;
    state.question = question;
    state.formatHintText = formatHint;
    Result<answer::FormatHint> hint = answer::FormatHint::parse(formatHint);
    if (!hint)
        return hint.error();
    state.hint = hint.value();
    state.presetSql = sql;
    state.sql = sql;
    state.route = QStringLiteral("sql");
    state.repairLimit = options.repairLimit;
    return execute(state, QStringLiteral("executor"), observer, control);
}

Result<Answer> Agent::execute(RunState &state, const QString &start, RunObserver *observer, RunControl *control)
{
    if (control)
        control->setCancelHook([this] { m_engine.executor().interrupt(); });
    m_model.beginRun(
        [observer](const QString &node, const QString &tokens) {
            if (observer)
                observer->modelTokens(node, tokens);
        },
        [control] { return control && control->isCancelled(); });
    QElapsedTimer timer;
    timer.start();
    nlohmann::json trace;
    trace["question"] = state.question.toStdString();
    trace["format_hint"] = state.formatHintText.toStdString();
    const Status status = m_graph.run(state, start, observer, control, trace);
    m_model.endRun();
    if (control)
        control->setCancelHook({});
    if (!status.ok())
        return status.error();
    trace["total_ms"] = double(timer.nsecsElapsed()) / 1e6;
    if (m_model.enabled()) {
        nlohmann::json fallbacks = nlohmann::json::array();
        for (const QString &note : state.modelFallbacks)
            fallbacks.push_back(note.toStdString());
        nlohmann::json used = nlohmann::json::array();
        for (const QString &node : state.modelUsed)
            used.push_back(node.toStdString());
        trace["model"] = {{"used_by", used}, {"fallbacks", fallbacks}};
    }
    state.answer.modelUsed = state.modelUsed;
    state.answer.modelNotes = state.modelFallbacks;
    state.answer.trace = trace;
    return state.answer;
}

} // namespace rac::agent

nlohmann::json rac::Answer::toContractJson() const
{
    nlohmann::json citationsJson = nlohmann::json::array();
    for (const QString &c : citations)
        citationsJson.push_back(c.toStdString());
    nlohmann::json line{{"id", id.toStdString()},
                        {"final_answer", finalAnswer},
                        {"sql", sql.toStdString()},
                        {"confidence", std::round(confidence * 100.0) / 100.0},
                        {"explanation", explanation.toStdString()},
                        {"citations", citationsJson}};
    // Beyond the contract's six fields, only when true: a log can then tell a refusal from "no data".
    if (refused)
        line["refused"] = true;
    return line;
}
