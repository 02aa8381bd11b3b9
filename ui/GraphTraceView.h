// SPDX-License-Identifier: MIT
//
// GraphTraceView: draws the agent graph (router → retriever → planner → nl2sql
// → executor → validator → repair loop → synthesizer) and animates one run on
// it: the running node is highlighted, finished nodes show their time, taken
// edges light up with the reason the graph gave, and an edge taken more than
// once (the repair loop) shows how often ("×2"). The same end state can be
// rebuilt from a saved trace with replay(). Events of any run other than the
// current one are dropped, so a late event of a cancelled run cannot paint
// over the run on screen. The view owns its scene and items. GUI thread only.
//
// Wiring: setGraph() from AgentController::engineOpened (EngineInfo::nodes and
// ::edges), setCurrentRun() with the id startRun() returned, and the
// controller's nodeStarted / nodeFinished / edgeTaken / runPaused / runFailed
// to the slots below.
#pragma once

#include <QGraphicsView>
#include <QHash>
#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <nlohmann/json_fwd.hpp>

#include <memory>

namespace rac::ui {

class GraphTraceView : public QGraphicsView {
    Q_OBJECT

public:
    enum class NodeState { Idle, Running, Done, Paused, Failed };
    Q_ENUM(NodeState)

    explicit GraphTraceView(QWidget *parent = nullptr);
    ~GraphTraceView() override;

    // Rebuilds the scene. `nodes` is the pipeline order (left to right); an
    // edge to a name that is not a node (the graph's "end") gets a small
    // terminal item. Clears any run state.
    void setGraph(const QStringList &nodes, const QList<QPair<QString, QString>> &edges);
    QStringList nodes() const { return m_nodeOrder; }

    // Starts following `runId`: every node back to Idle, every edge unlit.
    void setCurrentRun(quint64 runId);
    quint64 currentRun() const { return m_currentRun; }

    // Rebuilds the final state of a run from its saved trace
    // ({"steps":[{"node","input","output","elapsed_us","edge":{"to","reason"}}]}).
    // The view then follows no live run (currentRun() is 0) until setCurrentRun().
    void replay(const nlohmann::json &trace);

    // Nodes shown with a breakpoint marker; the pane owns the set itself.
    void setBreakpointMarkers(const QSet<QString> &nodes);

    // State read back, for the pane and for tests.
    NodeState nodeState(const QString &node) const;
    QString nodeTimeText(const QString &node) const;   // "12.3 ms", "" before it finished
    int nodeVisits(const QString &node) const;
    bool edgeLit(const QString &from, const QString &to) const;
    QString edgeLabel(const QString &from, const QString &to) const;   // reason, plus " ×N" when N > 1
    int edgeCount(const QString &from, const QString &to) const;
    QPointF nodeCenter(const QString &node) const;    // scene coordinates; null when unknown
    QString selectedNode() const { return m_selected; }

    // Formats a node time the way the view shows it.
    static QString formatElapsed(qint64 elapsedUs);

public Q_SLOTS:
    void onNodeStarted(quint64 runId, const QString &node);
    void onNodeFinished(quint64 runId, const QString &node, const QString &summaryJson, qint64 elapsedUs);
    void onEdgeTaken(quint64 runId, const QString &from, const QString &to, const QString &reason);
    void onRunPaused(quint64 runId, const QString &beforeNode);
    // The node that was running (or waiting) when the run failed is marked Failed.
    void onRunFailed(quint64 runId);
    // Marks `node` as the selected one (outline), without emitting nodeSelected.
    void selectNode(const QString &node);

Q_SIGNALS:
    void nodeSelected(const QString &node);
    void nodeContextMenuRequested(const QString &node, const QPoint &globalPos);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    class NodeItem;
    class EdgeItem;
    struct Colours;

    void resetRunState();
    void applyStarted(const QString &node);
    void applyFinished(const QString &node, qint64 elapsedUs);
    void applyEdge(const QString &from, const QString &to, const QString &reason);
    void applyPaused(const QString &node);
    void applyFailed(const QString &node);
    void updateColours();
    void fitScene();
    QString nodeAt(const QPoint &viewportPos) const;

    QGraphicsScene *m_scene = nullptr;
    std::unique_ptr<Colours> m_colours;   // items keep a pointer to it
    QStringList m_nodeOrder;
    QHash<QString, NodeItem *> m_nodes;              // owned by m_scene
    QHash<QPair<QString, QString>, EdgeItem *> m_edges;   // owned by m_scene
    QSet<QString> m_breakpoints;
    QString m_selected;
    quint64 m_currentRun = 0;
};

} // namespace rac::ui
