// SPDX-License-Identifier: MIT
//
// GraphTraceView and TracePane against the real agent graph: a live run with
// two trips round the repair loop, the stale-run guard, stepping states,
// replay of a saved trace, clicking a node, and the pane's controls and
// per-iteration details.
#include "GraphTraceView.h"
#include "TracePane.h"

#include <QAction>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>

#include <nlohmann/json.hpp>

using rac::ui::GraphTraceView;
using rac::ui::TracePane;
using State = GraphTraceView::NodeState;

namespace {

// The graph as core/agent/Agent.cpp builds it.
const QStringList kNodes{QStringLiteral("router"),   QStringLiteral("retriever"), QStringLiteral("planner"),
                         QStringLiteral("nl2sql"),   QStringLiteral("executor"),  QStringLiteral("validator"),
                         QStringLiteral("repair"),   QStringLiteral("synthesizer")};

QList<QPair<QString, QString>> realEdges()
{
    const char *pairs[][2] = {{"router", "executor"},   {"router", "planner"},       {"router", "retriever"},
                              {"retriever", "synthesizer"}, {"retriever", "planner"}, {"planner", "nl2sql"},
                              {"nl2sql", "synthesizer"}, {"nl2sql", "executor"},     {"executor", "validator"},
                              {"validator", "repair"},  {"validator", "synthesizer"}, {"repair", "executor"},
                              {"repair", "synthesizer"}, {"synthesizer", "end"}};
    QList<QPair<QString, QString>> edges;
    for (const auto &p : pairs)
        edges.append({QString::fromLatin1(p[0]), QString::fromLatin1(p[1])});
    return edges;
}

struct Step {
    const char *node;
    qint64 us;
    const char *to;
    const char *reason;
};

// A hybrid run whose SQL fails twice and is repaired twice.
const Step kRun[] = {
    {"router", 1500, "retriever", "hybrid route"},
    {"retriever", 2300, "planner", "hybrid: plan with the chunks"},
    {"planner", 800, "nl2sql", "constraints ready"},
    {"nl2sql", 950, "executor", "SQL compiled"},
    {"executor", 4000, "validator", "check the result"},
    {"validator", 300, "repair", "SQL failed (attempt 1 of 2)"},
    {"repair", 420, "executor", "retry the repaired SQL"},
    {"executor", 5000, "validator", "check the result"},
    {"validator", 310, "repair", "SQL failed (attempt 2 of 2)"},
    {"repair", 450, "executor", "retry the repaired SQL"},
    {"executor", 12345, "validator", "check the result"},
    {"validator", 290, "synthesizer", "verdict: ok"},
    {"synthesizer", 640, "end", "answer ready"},
};

// The same run as Graph::run saves it, written out by hand.
const char *kTrace = R"json({
  "question": "Average order value in June 1997?",
  "format_hint": "float",
  "steps": [
    {"node": "router", "input": {"question": "Average order value in June 1997?"}, "output": {"route": "hybrid"}, "elapsed_us": 1500,
     "edge": {"to": "retriever", "reason": "hybrid route"}},
    {"node": "retriever", "input": {"k": 5}, "output": {"chunks": ["kpi_definitions::chunk2"]}, "elapsed_us": 2300,
     "edge": {"to": "planner", "reason": "hybrid: plan with the chunks"}},
    {"node": "planner", "input": {}, "output": {"metric": "aov"}, "elapsed_us": 800, "edge": {"to": "nl2sql", "reason": "constraints ready"}},
    {"node": "nl2sql", "input": {}, "output": {"sql": "SELECT 1"}, "elapsed_us": 950, "edge": {"to": "executor", "reason": "SQL compiled"}},
    {"node": "executor", "input": {"sql": "SELECT 1"}, "output": {"error": "no such table"}, "elapsed_us": 4000,
     "edge": {"to": "validator", "reason": "check the result"}},
    {"node": "validator", "input": {}, "output": {"verdict": "repair"}, "elapsed_us": 300,
     "edge": {"to": "repair", "reason": "SQL failed (attempt 1 of 2)"}},
    {"node": "repair", "input": {"error": "no such table: OrderDetails"}, "output": {"rule": "quote table name"}, "elapsed_us": 420,
     "edge": {"to": "executor", "reason": "retry the repaired SQL"}},
    {"node": "executor", "input": {"sql": "SELECT 2"}, "output": {"error": "no such column"}, "elapsed_us": 5000,
     "edge": {"to": "validator", "reason": "check the result"}},
    {"node": "validator", "input": {}, "output": {"verdict": "repair"}, "elapsed_us": 310,
     "edge": {"to": "repair", "reason": "SQL failed (attempt 2 of 2)"}},
    {"node": "repair", "input": {"error": "no such column: Price"}, "output": {"rule": "column from schema UnitPrice"}, "elapsed_us": 450,
     "edge": {"to": "executor", "reason": "retry the repaired SQL"}},
    {"node": "executor", "input": {"sql": "SELECT 3"}, "output": {"rows": 1}, "elapsed_us": 12345,
     "edge": {"to": "validator", "reason": "check the result"}},
    {"node": "validator", "input": {}, "output": {"verdict": "ok"}, "elapsed_us": 290, "edge": {"to": "synthesizer", "reason": "verdict: ok"}},
    {"node": "synthesizer", "input": {}, "output": {"answer": 1234.5}, "elapsed_us": 640, "edge": {"to": "end", "reason": "answer ready"}}
  ]
})json";

// Feeds kRun's events for `runId` into a view or a pane (same slot names);
// stops after `count` steps, the last of them only started when `startOnly`.
template <typename Target>
void feed(Target &target, quint64 runId, int count = int(std::size(kRun)), bool startOnly = false)
{
    QHash<QString, int> visits;
    for (int i = 0; i < count; ++i) {
        const Step &s = kRun[i];
        const QString node = QString::fromLatin1(s.node);
        target.onNodeStarted(runId, node);
        if (startOnly && i == count - 1)
            return;
        const QString summary = QStringLiteral(R"({"step":"%1","visit":%2})").arg(node).arg(++visits[node]);
        target.onNodeFinished(runId, node, summary, s.us);
        target.onEdgeTaken(runId, node, QString::fromLatin1(s.to), QString::fromLatin1(s.reason));
    }
}

// Everything the view shows, as text, so two states compare in one go.
QStringList snapshot(const GraphTraceView &view)
{
    QStringList out;
    for (const QString &n : kNodes + QStringList{QStringLiteral("end")})
        out << QStringLiteral("%1 %2 %3 %4").arg(n).arg(int(view.nodeState(n))).arg(view.nodeTimeText(n)).arg(view.nodeVisits(n));
    for (const auto &e : realEdges())
        out << QStringLiteral("%1>%2 %3 %4").arg(e.first, e.second).arg(view.edgeLit(e.first, e.second)).arg(view.edgeLabel(e.first, e.second));
    return out;
}

} // namespace

class TestGraphTraceView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void layoutKeepsPipelineOrderAndLoopBelow();
    void liveRunLightsNodesEdgesAndLoopCount();
    void eventsOfOtherRunsChangeNothing();
    void pauseAndFailureStates();
    void replayGivesTheLiveEndState();
    void clickingANodeEmitsNodeSelected();
    void paneControlsEmitRequests();
    void paneKeepsEveryLoopIteration();
};


void TestGraphTraceView::layoutKeepsPipelineOrderAndLoopBelow()
{
    GraphTraceView view;
    view.setGraph(kNodes, realEdges());
    const QStringList row{QStringLiteral("router"), QStringLiteral("retriever"), QStringLiteral("planner"), QStringLiteral("nl2sql"),
                          QStringLiteral("executor"), QStringLiteral("validator"), QStringLiteral("synthesizer"), QStringLiteral("end")};
    for (int i = 1; i < row.size(); ++i) {
        QCOMPARE(view.nodeCenter(row[i]).y(), view.nodeCenter(row[0]).y());
        QVERIFY2(view.nodeCenter(row[i]).x() > view.nodeCenter(row[i - 1]).x(), qPrintable(row[i]));
    }
    const QPointF repair = view.nodeCenter(QStringLiteral("repair"));
    QVERIFY(repair.y() > view.nodeCenter(QStringLiteral("executor")).y() + 60);
    QVERIFY(repair.x() > view.nodeCenter(QStringLiteral("executor")).x());
    QVERIFY(repair.x() < view.nodeCenter(QStringLiteral("validator")).x());
    for (const QString &n : kNodes)
        QCOMPARE(view.nodeState(n), State::Idle);
    QVERIFY(!view.edgeLit(QStringLiteral("router"), QStringLiteral("planner")));
    QCOMPARE(view.edgeLabel(QStringLiteral("router"), QStringLiteral("planner")), QString());
}

void TestGraphTraceView::liveRunLightsNodesEdgesAndLoopCount()
{
    GraphTraceView view;
    view.setGraph(kNodes, realEdges());
    view.setCurrentRun(7);

    feed(view, 7, 3, /*startOnly=*/true);   // router, retriever done; planner running
    QCOMPARE(view.nodeState(QStringLiteral("router")), State::Done);
    QCOMPARE(view.nodeTimeText(QStringLiteral("router")), QStringLiteral("1.5 ms"));
    QCOMPARE(view.nodeState(QStringLiteral("planner")), State::Running);
    QCOMPARE(view.nodeTimeText(QStringLiteral("planner")), QString());
    QCOMPARE(view.nodeState(QStringLiteral("executor")), State::Idle);
    QVERIFY(view.edgeLit(QStringLiteral("router"), QStringLiteral("retriever")));
    QCOMPARE(view.edgeLabel(QStringLiteral("router"), QStringLiteral("retriever")), QStringLiteral("hybrid route"));
    QVERIFY(!view.edgeLit(QStringLiteral("router"), QStringLiteral("planner")));

    view.setCurrentRun(7);   // starting over resets the drawing
    QCOMPARE(view.nodeState(QStringLiteral("router")), State::Idle);
    QVERIFY(!view.edgeLit(QStringLiteral("router"), QStringLiteral("retriever")));

    feed(view, 7);
    for (const QString &n : kNodes)
        QCOMPARE(view.nodeState(n), State::Done);
    QCOMPARE(view.nodeState(QStringLiteral("end")), State::Done);
    QCOMPARE(view.nodeTimeText(QStringLiteral("executor")), QStringLiteral("12.3 ms"));   // the latest visit
    QCOMPARE(view.nodeTimeText(QStringLiteral("repair")), QStringLiteral("0.45 ms"));
    QCOMPARE(view.nodeVisits(QStringLiteral("executor")), 3);
    QCOMPARE(view.nodeVisits(QStringLiteral("repair")), 2);

    QVERIFY(view.edgeLit(QStringLiteral("validator"), QStringLiteral("repair")));
    QVERIFY(view.edgeLit(QStringLiteral("repair"), QStringLiteral("executor")));
    QCOMPARE(view.edgeCount(QStringLiteral("repair"), QStringLiteral("executor")), 2);
    QVERIFY(view.edgeLabel(QStringLiteral("repair"), QStringLiteral("executor")).contains(QStringLiteral("×2")));
    QCOMPARE(view.edgeLabel(QStringLiteral("validator"), QStringLiteral("repair")), QStringLiteral("SQL failed (attempt 2 of 2) ×2"));
    QCOMPARE(view.edgeCount(QStringLiteral("executor"), QStringLiteral("validator")), 3);
    QCOMPARE(view.edgeLabel(QStringLiteral("validator"), QStringLiteral("synthesizer")), QStringLiteral("verdict: ok"));
    // Routes the run did not take stay dark.
    for (const auto &e : {qMakePair(QStringLiteral("router"), QStringLiteral("planner")),
                          qMakePair(QStringLiteral("router"), QStringLiteral("executor")),
                          qMakePair(QStringLiteral("retriever"), QStringLiteral("synthesizer")),
                          qMakePair(QStringLiteral("nl2sql"), QStringLiteral("synthesizer")),
                          qMakePair(QStringLiteral("repair"), QStringLiteral("synthesizer"))}) {
        QVERIFY2(!view.edgeLit(e.first, e.second), qPrintable(e.first + QStringLiteral(">") + e.second));
        QCOMPARE(view.edgeLabel(e.first, e.second), QString());
    }
}

void TestGraphTraceView::eventsOfOtherRunsChangeNothing()
{
    GraphTraceView view;
    view.setGraph(kNodes, realEdges());
    view.setCurrentRun(7);
    feed(view, 7, 6);   // up to the first validator → repair
    const QStringList before = snapshot(view);

    // A cancelled run's late events, and a run that is not ours yet.
    for (quint64 other : {quint64(6), quint64(8)}) {
        view.onNodeStarted(other, QStringLiteral("synthesizer"));
        view.onNodeFinished(other, QStringLiteral("router"), QStringLiteral("{}"), 99999);
        view.onEdgeTaken(other, QStringLiteral("retriever"), QStringLiteral("synthesizer"), QStringLiteral("rag"));
        view.onEdgeTaken(other, QStringLiteral("repair"), QStringLiteral("executor"), QStringLiteral("retry"));
        view.onRunPaused(other, QStringLiteral("repair"));
        view.onRunFailed(other);
    }
    QCOMPARE(snapshot(view), before);
    QCOMPARE(view.nodeTimeText(QStringLiteral("router")), QStringLiteral("1.5 ms"));
    QVERIFY(!view.edgeLit(QStringLiteral("retriever"), QStringLiteral("synthesizer")));

    // Once a new run is current, the old one's events are the stale ones.
    view.setCurrentRun(8);
    view.onNodeStarted(7, QStringLiteral("repair"));
    QCOMPARE(view.nodeState(QStringLiteral("repair")), State::Idle);
    view.onNodeStarted(8, QStringLiteral("router"));
    QCOMPARE(view.nodeState(QStringLiteral("router")), State::Running);
}

void TestGraphTraceView::pauseAndFailureStates()
{
    GraphTraceView view;
    view.setGraph(kNodes, realEdges());
    view.setCurrentRun(9);
    view.onRunPaused(9, QStringLiteral("router"));
    QCOMPARE(view.nodeState(QStringLiteral("router")), State::Paused);
    view.onNodeStarted(9, QStringLiteral("router"));
    QCOMPARE(view.nodeState(QStringLiteral("router")), State::Running);
    view.onNodeFinished(9, QStringLiteral("router"), QStringLiteral("{}"), 250);
    QCOMPARE(view.nodeTimeText(QStringLiteral("router")), QStringLiteral("0.25 ms"));
    view.onEdgeTaken(9, QStringLiteral("router"), QStringLiteral("planner"), QStringLiteral("sql route: no documents needed"));
    view.onNodeStarted(9, QStringLiteral("planner"));
    view.onRunFailed(9);
    QCOMPARE(view.nodeState(QStringLiteral("planner")), State::Failed);
    QCOMPARE(view.nodeState(QStringLiteral("router")), State::Done);

    // Cancelled while waiting before a node: that node never ran.
    view.setCurrentRun(10);
    view.onRunPaused(10, QStringLiteral("router"));
    view.onRunFailed(10);
    QCOMPARE(view.nodeState(QStringLiteral("router")), State::Idle);
}

void TestGraphTraceView::replayGivesTheLiveEndState()
{
    GraphTraceView live;
    live.setGraph(kNodes, realEdges());
    live.setCurrentRun(7);
    feed(live, 7);

    GraphTraceView replayed;
    replayed.setGraph(kNodes, realEdges());
    replayed.setCurrentRun(3);
    replayed.onNodeStarted(3, QStringLiteral("router"));   // state of an earlier run, to be replaced
    replayed.replay(nlohmann::json::parse(kTrace));
    QCOMPARE(snapshot(replayed), snapshot(live));
    QVERIFY(replayed.edgeLabel(QStringLiteral("repair"), QStringLiteral("executor")).contains(QStringLiteral("2")));
    QCOMPARE(replayed.nodeTimeText(QStringLiteral("executor")), QStringLiteral("12.3 ms"));
    QCOMPARE(replayed.currentRun(), quint64(0));

    // A replayed view follows no live run.
    replayed.onNodeStarted(3, QStringLiteral("planner"));
    QCOMPARE(replayed.nodeState(QStringLiteral("planner")), State::Done);

    // A trace that stopped on an error marks that node failed.
    nlohmann::json failed = nlohmann::json::parse(kTrace);
    failed["steps"].erase(failed["steps"].begin() + 2, failed["steps"].end());
    failed["steps"].push_back({{"node", "planner"}, {"input", nlohmann::json::object()}, {"elapsed_us", 10}, {"error", "boom"}});
    replayed.replay(failed);
    QCOMPARE(replayed.nodeState(QStringLiteral("planner")), State::Failed);
    QCOMPARE(replayed.nodeState(QStringLiteral("nl2sql")), State::Idle);

    // Garbage does not crash and leaves a clean graph.
    replayed.replay(nlohmann::json::parse(R"({"steps": [42, {"node": 3}, {"edge": "x"}]})"));
    QCOMPARE(replayed.nodeState(QStringLiteral("router")), State::Idle);
}

void TestGraphTraceView::clickingANodeEmitsNodeSelected()
{
    GraphTraceView view;
    view.setGraph(kNodes, realEdges());
    view.resize(1500, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    QSignalSpy selected(&view, &GraphTraceView::nodeSelected);
    for (const QString &node : {QStringLiteral("planner"), QStringLiteral("repair")}) {
        const QPoint at = view.mapFromScene(view.nodeCenter(node));
        QVERIFY(view.viewport()->rect().contains(at));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.takeFirst().at(0).toString(), node);
        QCOMPARE(view.selectedNode(), node);
    }
    // Empty canvas: nothing selected.
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(3, 3));
    QCOMPARE(selected.count(), 0);
}

void TestGraphTraceView::paneControlsEmitRequests()
{
    TracePane pane;
    pane.setGraph(kNodes, realEdges());
    QSignalSpy stepMode(&pane, &TracePane::stepModeChanged);
    QSignalSpy breakpoints(&pane, &TracePane::breakpointsChanged);
    QSignalSpy steps(&pane, &TracePane::stepRequested);
    QSignalSpy continues(&pane, &TracePane::continueRequested);

    pane.stepModeAction()->trigger();
    QCOMPARE(stepMode.count(), 1);
    QCOMPARE(stepMode.takeFirst().at(0).toBool(), true);
    QVERIFY(pane.stepMode());
    QCOMPARE(pane.stepAction()->shortcut(), QKeySequence(Qt::Key_F10));
    QCOMPARE(pane.continueAction()->shortcut(), QKeySequence(Qt::Key_F5));

    // The breakpoint menu has one checkable entry per node.
    QMenu *menu = nullptr;
    for (QMenu *m : pane.findChildren<QMenu *>()) {
        if (m->title() == QStringLiteral("Breakpoints"))
            menu = m;
    }
    QVERIFY(menu);
    QAction *repair = nullptr;
    int checkable = 0;
    for (QAction *a : menu->actions()) {
        checkable += a->isCheckable() ? 1 : 0;
        if (a->text() == QStringLiteral("repair"))
            repair = a;
    }
    QCOMPARE(checkable, int(kNodes.size()));
    QVERIFY(repair);
    repair->trigger();
    QCOMPARE(breakpoints.count(), 1);
    QCOMPARE(breakpoints.takeFirst().at(0).value<QSet<QString>>(), QSet<QString>{QStringLiteral("repair")});
    pane.setBreakpoints({QStringLiteral("repair"), QStringLiteral("planner")});
    QCOMPARE(breakpoints.count(), 1);
    pane.setBreakpoints({QStringLiteral("repair"), QStringLiteral("planner")});   // no change, no signal
    QCOMPARE(breakpoints.count(), 1);

    // Step and Continue only mean something while the run is paused.
    pane.setCurrentRun(3);
    QVERIFY(!pane.stepAction()->isEnabled());
    pane.onRunPaused(4, QStringLiteral("router"));   // another run's pause
    QVERIFY(!pane.stepAction()->isEnabled());
    pane.onRunPaused(3, QStringLiteral("router"));
    QVERIFY(pane.stepAction()->isEnabled());
    QCOMPARE(pane.view()->nodeState(QStringLiteral("router")), State::Paused);
    pane.stepAction()->trigger();
    QCOMPARE(steps.count(), 1);
    QVERIFY(!pane.stepAction()->isEnabled());
    pane.onNodeStarted(3, QStringLiteral("router"));
    pane.onRunPaused(3, QStringLiteral("retriever"));
    pane.continueAction()->trigger();
    QCOMPARE(continues.count(), 1);
    QVERIFY(!pane.continueAction()->isEnabled());
}

void TestGraphTraceView::paneKeepsEveryLoopIteration()
{
    TracePane pane;
    pane.setGraph(kNodes, realEdges());
    pane.setCurrentRun(5);
    feed(pane, 5);
    feed(pane, 4);   // stale: ignored by the pane as by its view
    const QStringList labels = pane.stepLabels();
    QCOMPARE(labels.size(), int(std::size(kRun)));
    QVERIFY(labels.at(0).startsWith(QStringLiteral("router  ·  1.5 ms")));
    QVERIFY(labels.at(6).startsWith(QStringLiteral("repair (1)")));
    QVERIFY(labels.at(9).startsWith(QStringLiteral("repair (2)")));
    QVERIFY(labels.at(10).startsWith(QStringLiteral("executor (3)")));
    QCOMPARE(pane.view()->nodeState(QStringLiteral("synthesizer")), State::Done);

    // A node click shows its latest iteration, output pretty-printed.
    QSignalSpy selected(pane.view(), &GraphTraceView::nodeSelected);
    pane.showNode(QStringLiteral("repair"));
    QVERIFY(pane.detailsText().startsWith(QStringLiteral("repair (2)")));
    QVERIFY(pane.detailsText().contains(QStringLiteral("\"visit\": 2")));
    QVERIFY(pane.detailsText().contains(QStringLiteral("Next: executor — retry the repaired SQL")));
    QCOMPARE(pane.view()->selectedNode(), QStringLiteral("repair"));

    // The finished run's trace adds each step's input.
    rac::Answer answer;
    answer.trace = nlohmann::json::parse(kTrace);
    pane.onRunFinished(5, answer);
    QCOMPARE(pane.stepLabels().size(), int(std::size(kRun)));
    QVERIFY(pane.detailsText().startsWith(QStringLiteral("repair (2)")));   // the selection survives
    QVERIFY(pane.detailsText().contains(QStringLiteral("\"error\": \"no such column: Price\"")));
    QVERIFY(pane.detailsText().contains(QStringLiteral("\"rule\": \"column from schema UnitPrice\"")));
    pane.showNode(QStringLiteral("router"));
    QVERIFY(pane.detailsText().contains(QStringLiteral("\"question\": \"Average order value in June 1997?\"")));
    QCOMPARE(pane.view()->nodeState(QStringLiteral("end")), State::Done);
}

QTEST_MAIN(TestGraphTraceView)
#include "tst_graphtraceview.moc"
