// SPDX-License-Identifier: MIT
//
// TracePane: the agent graph as a debugger. A toolbar steers the run (Step,
// Continue, a step-mode toggle and per-node breakpoints), the GraphTraceView
// shows where the run is, and a details pane lists the run's steps in order
// ("executor (1)", "repair (1)", "executor (2)", …) with the selected step's
// input and output JSON pretty-printed. Clicking a node in the graph selects
// that node's latest step. The pane only emits requests; the main window
// passes them to AgentController. GUI thread only.
//
// Wiring: connect the controller's run events to the pane's slots (not to
// view() directly: the pane keeps the per-step details and forwards to the
// view), call setCurrentRun() with the id startRun() returned, and send the
// pane's stepRequested / continueRequested / stepModeChanged /
// breakpointsChanged to AgentController::step / resume / setStepMode /
// setBreakpoints.
#pragma once

#include "api/RunEvents.h"

#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QMenu;
class QPlainTextEdit;
class QToolBar;

namespace rac::ui {

class GraphTraceView;

class TracePane : public QWidget {
    Q_OBJECT

public:
    explicit TracePane(QWidget *parent = nullptr);

    GraphTraceView *view() const { return m_view; }

    // Sets the graph (EngineInfo::nodes / ::edges) and the breakpoint menu.
    void setGraph(const QStringList &nodes, const QList<QPair<QString, QString>> &edges);

    bool stepMode() const;
    void setStepMode(bool on);                       // emits stepModeChanged when it changes
    QSet<QString> breakpoints() const { return m_breakpoints; }
    void setBreakpoints(const QSet<QString> &nodes); // emits breakpointsChanged when it changes

    // The toolbar's actions, so a window menu can offer them too. Their
    // shortcuts (F10, F5) work while the focus is inside the pane.
    QAction *stepAction() const { return m_stepAction; }
    QAction *continueAction() const { return m_continueAction; }
    QAction *stepModeAction() const { return m_stepModeAction; }

    // Read back, for tests: the step list's labels and the details text.
    QStringList stepLabels() const;
    QString detailsText() const;

public Q_SLOTS:
    void setCurrentRun(quint64 runId);
    void onNodeStarted(quint64 runId, const QString &node);
    void onNodeFinished(quint64 runId, const QString &node, const QString &summaryJson, qint64 elapsedUs);
    void onEdgeTaken(quint64 runId, const QString &from, const QString &to, const QString &reason);
    void onRunPaused(quint64 runId, const QString &beforeNode);
    void onRunFailed(quint64 runId);
    // Rebuilds graph and details from the answer's trace, which also holds
    // each node's input (live summaries carry only the output).
    void onRunFinished(quint64 runId, const rac::Answer &answer);
    // Shows a saved run (e.g. a session reopened from history).
    void replay(const nlohmann::json &trace);
    // Selects `node`'s latest step in the details pane and on the graph.
    void showNode(const QString &node);

Q_SIGNALS:
    void stepRequested();
    void continueRequested();
    void stepModeChanged(bool on);
    void breakpointsChanged(const QSet<QString> &nodes);

private:
    struct Step {
        QString node;
        QString input;     // pretty JSON, "" when not known (live events)
        QString output;
        QString error;
        qint64 elapsedUs = -1;
        QString next;
        QString reason;
    };

    void clearSteps();
    int lastStepOf(const QString &node) const;
    void refreshStepList();
    void showStep(int index);
    void setPaused(const QString &beforeNode);
    void rebuildBreakpointMenu();
    void showNodeMenu(const QString &node, const QPoint &globalPos);

    GraphTraceView *m_view = nullptr;
    QToolBar *m_toolBar = nullptr;
    QAction *m_stepAction = nullptr;
    QAction *m_continueAction = nullptr;
    QAction *m_stepModeAction = nullptr;
    QMenu *m_breakpointMenu = nullptr;
    QLabel *m_status = nullptr;
    QListWidget *m_stepList = nullptr;
    QPlainTextEdit *m_details = nullptr;

    QStringList m_nodes;
    QSet<QString> m_breakpoints;
    QList<Step> m_steps;   // the shown run, in order
};

} // namespace rac::ui
