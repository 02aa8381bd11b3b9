// SPDX-License-Identifier: MIT
#include "GraphTraceView.h"

#include <QContextMenuEvent>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <nlohmann/json.hpp>

#include <cmath>

namespace rac::ui {
namespace {

// Geometry of the drawing, in scene units. Columns are wide enough for a short
// edge reason under the straight edges; the loop node sits low enough for the
// reasons beside its curves.
constexpr qreal kNodeWidth = 104;
constexpr qreal kNodeHeight = 52;
constexpr qreal kTerminalSize = 26;
constexpr qreal kColumn = 172;
constexpr qreal kLoopDrop = 170;
constexpr qreal kRadius = 10;
constexpr qreal kAnchorShift = 14;     // keeps an edge's ends off a node's centre line
constexpr int kNodeType = QGraphicsItem::UserType + 1;
constexpr int kEdgeType = QGraphicsItem::UserType + 2;

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QString jsonString(const nlohmann::json &object, const char *key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

} // namespace

// Colours and fonts derived from the widget's palette; rebuilt on a palette
// change so a switch between light and dark repaints correctly.
struct GraphTraceView::Colours {
    QColor background, text, mutedText;
    QColor idleFill, idleBorder;
    QColor runningFill, runningText;
    QColor doneFill, doneBorder;
    QColor pausedFill, pausedBorder;
    QColor failedFill, failedBorder;
    QColor edgeIdle, edgeLit, labelBack;
    QColor selection, breakpoint;
    QFont nameFont, smallFont;
};

// ---------------------------------------------------------------------------

class GraphTraceView::NodeItem : public QGraphicsItem {
public:
    NodeItem(QString name, bool terminal, const Colours *colours) : m_name(std::move(name)), m_terminal(terminal), m_colours(colours)
    {
        setAcceptHoverEvents(false);
        setZValue(1);   // above the edges that end under a node's border
    }

    int type() const override { return kNodeType; }
    const QString &name() const { return m_name; }
    bool isTerminal() const { return m_terminal; }

    QRectF shapeRect() const
    {
        if (m_terminal)
            return {-kTerminalSize / 2, -kTerminalSize / 2, kTerminalSize, kTerminalSize};
        return {-kNodeWidth / 2, -kNodeHeight / 2, kNodeWidth, kNodeHeight};
    }
    QRectF boundingRect() const override { return shapeRect().adjusted(-6, -6, 6, 6); }

    // Edge anchors, in scene coordinates.
    QPointF left(qreal dy = 0) const { return pos() + QPointF(shapeRect().left(), dy); }
    QPointF right(qreal dy = 0) const { return pos() + QPointF(shapeRect().right(), dy); }
    QPointF top(qreal dx = 0) const { return pos() + QPointF(m_terminal ? 0 : dx, shapeRect().top()); }
    QPointF bottom(qreal dx = 0) const { return pos() + QPointF(m_terminal ? 0 : dx, shapeRect().bottom()); }

    NodeState state = NodeState::Idle;
    qint64 elapsedUs = -1;
    int visits = 0;
    bool breakpoint = false;
    bool selected = false;

    QString timeText() const { return elapsedUs < 0 ? QString() : GraphTraceView::formatElapsed(elapsedUs); }

    void refresh()
    {
        QString tip = m_name;
        if (elapsedUs >= 0)
            tip += QStringLiteral(" — %1").arg(timeText());
        if (visits > 1)
            tip += QObject::tr(", ran %1 times").arg(visits);
        if (breakpoint)
            tip += QObject::tr(" (breakpoint)");
        setToolTip(tip);
        update();
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const Colours &t = *m_colours;
        QColor fill = t.idleFill, border = t.idleBorder, textColor = t.text;
        switch (state) {
        case NodeState::Idle: break;
        case NodeState::Running: fill = t.runningFill; border = t.runningFill; textColor = t.runningText; break;
        case NodeState::Done: fill = t.doneFill; border = t.doneBorder; break;
        case NodeState::Paused: fill = t.pausedFill; border = t.pausedBorder; break;
        case NodeState::Failed: fill = t.failedFill; border = t.failedBorder; break;
        }
        painter->setRenderHint(QPainter::Antialiasing);
        const QRectF r = shapeRect();
        if (selected) {
            painter->setPen(QPen(t.selection, 1.5, Qt::DashLine));
            painter->setBrush(Qt::NoBrush);
            if (m_terminal)
                painter->drawEllipse(r.adjusted(-4, -4, 4, 4));
            else
                painter->drawRoundedRect(r.adjusted(-4, -4, 4, 4), kRadius + 3, kRadius + 3);
        }
        painter->setPen(QPen(border, state == NodeState::Idle ? 1.2 : 2.0));
        painter->setBrush(fill);
        if (m_terminal) {
            painter->drawEllipse(r);
            painter->setBrush(border);
            painter->setPen(Qt::NoPen);
            painter->drawEllipse(r.adjusted(7, 7, -7, -7));
            return;
        }
        painter->drawRoundedRect(r, kRadius, kRadius);

        painter->setPen(textColor);
        painter->setFont(t.nameFont);
        const QRectF nameRect(r.left() + 4, r.top() + 5, r.width() - 8, r.height() / 2 - 3);
        painter->drawText(nameRect, Qt::AlignHCenter | Qt::AlignBottom, m_name);

        QString second = timeText();
        if (state == NodeState::Running)
            second = QObject::tr("running…");
        else if (state == NodeState::Paused)
            second = QObject::tr("paused");
        else if (state == NodeState::Failed)
            second = QObject::tr("failed");
        if (!second.isEmpty()) {
            painter->setFont(t.smallFont);
            painter->setPen(state == NodeState::Running ? textColor : t.mutedText);
            const QRectF timeRect(r.left() + 4, r.center().y() + 2, r.width() - 8, r.height() / 2 - 6);
            painter->drawText(timeRect, Qt::AlignHCenter | Qt::AlignTop, second);
        }
        if (visits > 1) {
            // How often the node ran: the repair loop runs executor and validator again.
            painter->setFont(t.smallFont);
            const QString badge = QStringLiteral("×%1").arg(visits);
            const QFontMetricsF fm(t.smallFont);
            const QRectF b(r.right() - fm.horizontalAdvance(badge) - 10, r.top() - 7, fm.horizontalAdvance(badge) + 8, fm.height());
            painter->setPen(QPen(border, 1));
            painter->setBrush(t.background);
            painter->drawRoundedRect(b, 4, 4);
            painter->setPen(t.text);
            painter->drawText(b, Qt::AlignCenter, badge);
        }
        if (breakpoint) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(t.breakpoint);
            painter->drawEllipse(QPointF(r.left() + 1, r.top() + 1), 5, 5);
        }
    }

private:
    QString m_name;
    bool m_terminal;
    const Colours *m_colours;
};

// ---------------------------------------------------------------------------

class GraphTraceView::EdgeItem : public QGraphicsItem {
public:
    explicit EdgeItem(const Colours *colours) : m_colours(colours) { setZValue(-1); }

    int type() const override { return kEdgeType; }

    // `labelAnchor` is where the label's box attaches; `align` says which side
    // of the box sits there (left, right or centre).
    void setGeometry(const QPainterPath &path, QPointF labelAnchor, Qt::Alignment align, qreal maxLabelWidth)
    {
        prepareGeometryChange();
        m_path = path;
        m_labelAnchor = labelAnchor;
        m_labelAlign = align;
        m_maxLabelWidth = maxLabelWidth;
    }

    int count = 0;
    QString reason;

    bool lit() const { return count > 0; }
    QString label() const
    {
        if (count == 0)
            return {};
        return count > 1 ? QStringLiteral("%1 ×%2").arg(reason).arg(count) : reason;
    }

    void refresh()
    {
        prepareGeometryChange();   // the label's box changes the bounding rect
        setZValue(lit() ? 0 : -1);
        setToolTip(label());
        update();
    }

    QRectF labelRect() const
    {
        const QString text = label();
        if (text.isEmpty())
            return {};
        const QFontMetricsF fm(m_colours->smallFont);
        const qreal w = std::min(fm.horizontalAdvance(text), m_maxLabelWidth) + 8;
        const qreal h = fm.height() + 2;
        qreal x = m_labelAnchor.x() - w / 2;
        if (m_labelAlign & Qt::AlignLeft)
            x = m_labelAnchor.x();
        else if (m_labelAlign & Qt::AlignRight)
            x = m_labelAnchor.x() - w;
        return {x, m_labelAnchor.y() - h / 2, w, h};
    }

    QRectF boundingRect() const override
    {
        QRectF r = m_path.boundingRect().adjusted(-8, -8, 8, 8);
        const QRectF l = labelRect();
        return l.isNull() ? r : r.united(l.adjusted(-1, -1, 1, 1));
    }

    QPainterPath shape() const override
    {
        QPainterPathStroker stroker;
        stroker.setWidth(8);
        return stroker.createStroke(m_path);
    }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        const Colours &t = *m_colours;
        painter->setRenderHint(QPainter::Antialiasing);
        const QColor colour = lit() ? t.edgeLit : t.edgeIdle;
        painter->setPen(QPen(colour, lit() ? 2.4 : 1.2, lit() ? Qt::SolidLine : Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(m_path);

        // Arrow head along the path's last stretch.
        const QPointF tip = m_path.pointAtPercent(1);
        const QPointF back = m_path.pointAtPercent(m_path.percentAtLength(std::max<qreal>(0, m_path.length() - 8)));
        QPointF dir = tip - back;
        const qreal len = std::hypot(dir.x(), dir.y());
        if (len > 0.01) {
            dir /= len;
            const QPointF normal(-dir.y(), dir.x());
            const qreal size = lit() ? 9 : 7;
            const QPolygonF head({tip, tip - dir * size + normal * size * 0.5, tip - dir * size - normal * size * 0.5});
            painter->setPen(Qt::NoPen);
            painter->setBrush(colour);
            painter->drawPolygon(head);
        }

        const QRectF l = labelRect();
        if (!l.isNull()) {
            painter->setPen(QPen(colour, 1));
            painter->setBrush(t.labelBack);
            painter->drawRoundedRect(l, 4, 4);
            painter->setFont(t.smallFont);
            painter->setPen(t.text);
            const QFontMetricsF fm(t.smallFont);
            painter->drawText(l, Qt::AlignCenter, fm.elidedText(label(), Qt::ElideRight, l.width() - 6));
        }
    }

private:
    const Colours *m_colours;
    QPainterPath m_path;
    QPointF m_labelAnchor;
    Qt::Alignment m_labelAlign = Qt::AlignHCenter;
    qreal m_maxLabelWidth = 120;
};

// ---------------------------------------------------------------------------

GraphTraceView::GraphTraceView(QWidget *parent) : QGraphicsView(parent), m_scene(new QGraphicsScene(this)), m_colours(std::make_unique<Colours>())
{
    setScene(m_scene);
    setRenderHint(QPainter::Antialiasing);
    setAlignment(Qt::AlignCenter);
    setMinimumSize(240, 140);
    updateColours();
}

GraphTraceView::~GraphTraceView()
{
    // The items point into m_colours; drop them before it goes.
    m_scene->clear();
}

QString GraphTraceView::formatElapsed(qint64 elapsedUs)
{
    const double ms = double(elapsedUs) / 1000.0;
    if (ms >= 1000.0)
        return QStringLiteral("%1 s").arg(ms / 1000.0, 0, 'f', 2);
    if (ms >= 100.0)
        return QStringLiteral("%1 ms").arg(ms, 0, 'f', 0);
    if (ms >= 1.0)
        return QStringLiteral("%1 ms").arg(ms, 0, 'f', 1);
    return QStringLiteral("%1 ms").arg(ms, 0, 'f', 2);
}

void GraphTraceView::setGraph(const QStringList &nodes, const QList<QPair<QString, QString>> &edges)
{
    m_scene->clear();
    m_nodes.clear();
    m_edges.clear();
    m_nodeOrder = nodes;
    m_selected.clear();

    // A node with an edge back to an earlier node (repair → executor) is a loop
    // node: it goes under the row so the loop reads as a cycle instead of an
    // arrow running back along the pipeline.
    QSet<QString> loopNodes;
    for (const auto &e : edges) {
        const qsizetype from = nodes.indexOf(e.first), to = nodes.indexOf(e.second);
        if (from >= 0 && to >= 0 && to < from)
            loopNodes.insert(e.first);
    }
    QStringList row;
    for (const QString &n : nodes) {
        if (!loopNodes.contains(n))
            row << n;
    }
    // Targets that are not nodes (the graph's "end") close the row.
    QStringList terminals;
    for (const auto &e : edges) {
        if (!nodes.contains(e.second) && !terminals.contains(e.second))
            terminals << e.second;
    }

    QHash<QString, int> column;
    auto addNode = [this](const QString &name, bool terminal, QPointF at) {
        auto *item = new NodeItem(name, terminal, m_colours.get());
        item->setPos(at);
        item->breakpoint = m_breakpoints.contains(name);
        item->refresh();
        m_scene->addItem(item);
        m_nodes.insert(name, item);
    };
    for (const QString &n : row) {
        column.insert(n, int(column.size()));
        addNode(n, false, QPointF(column.value(n) * kColumn, 0));
    }
    for (const QString &n : terminals) {
        column.insert(n, int(column.size()));
        addNode(n, true, QPointF(column.value(n) * kColumn - (kColumn - kNodeWidth) / 2, 0));
    }
    // A loop node sits under the middle of its loop: the row nodes that send
    // the run into it and the earlier node it sends the run back to.
    int loopIndex = 0;
    for (const QString &n : nodes) {
        if (!loopNodes.contains(n))
            continue;
        const qsizetype self = nodes.indexOf(n);
        qreal sum = 0;
        int count = 0;
        for (const auto &e : edges) {
            const bool backTarget = e.first == n && column.contains(e.second) && nodes.indexOf(e.second) < self;
            const bool source = e.second == n && column.contains(e.first);
            if (backTarget || source) {
                sum += column.value(backTarget ? e.second : e.first) * kColumn;
                ++count;
            }
        }
        const qreal x = count > 0 ? sum / count : 0;
        addNode(n, false, QPointF(x + loopIndex * kColumn * 0.5, kLoopDrop));
        ++loopIndex;
    }

    for (const auto &e : edges) {
        NodeItem *a = m_nodes.value(e.first);
        NodeItem *b = m_nodes.value(e.second);
        if (!a || !b || m_edges.contains(e))
            continue;
        auto *edge = new EdgeItem(m_colours.get());
        QPainterPath path;
        QPointF anchor;
        Qt::Alignment align = Qt::AlignHCenter;
        qreal maxLabel = kColumn - 16;
        const bool sameRow = qFuzzyCompare(a->pos().y() + 1, b->pos().y() + 1);
        if (sameRow && column.contains(e.first) && column.contains(e.second)) {
            const int span = column.value(e.second) - column.value(e.first);
            if (span == 1) {
                // Neighbours: a straight arrow, its reason under the row.
                path.moveTo(a->right());
                path.lineTo(b->left());
                anchor = QPointF((a->right().x() + b->left().x()) / 2, kNodeHeight / 2 + 14);
            } else {
                // Shortcuts (the rag route, the user's SQL) arc over the row,
                // higher the further they reach so they do not overlap.
                const qreal dir = span > 0 ? 1 : -1;   // back edges arc under the row
                const qreal height = (28 + 20 * (std::abs(span) - 1)) / 0.75;   // the curve peaks at 3/4 of its control height
                const QPointF start = dir > 0 ? a->top(kAnchorShift) : a->bottom(-kAnchorShift);
                const QPointF end = dir > 0 ? b->top(-kAnchorShift) : b->bottom(kAnchorShift);
                path.moveTo(start);
                path.cubicTo(start - QPointF(0, dir * height), end - QPointF(0, dir * height), end);
                anchor = path.pointAtPercent(0.5);
                maxLabel = std::abs(span) * kColumn - 60;
            }
        } else if (b->pos().y() > a->pos().y()) {
            // Down into the loop: leave through the bottom, enter from the side.
            const bool leftward = b->pos().x() < a->pos().x();
            const QPointF start = a->bottom(leftward ? -kAnchorShift : kAnchorShift);
            const QPointF end = leftward ? b->right(8) : b->left(8);
            path.moveTo(start);
            path.quadTo(QPointF(start.x(), end.y()), end);
            anchor = QPointF(start.x() + (leftward ? 6 : -6), (start.y() + end.y()) / 2 - 14);
            align = leftward ? Qt::AlignLeft : Qt::AlignRight;
            maxLabel = kColumn;
        } else {
            // Up out of the loop: leave from the side, enter through the bottom.
            const bool leftward = b->pos().x() < a->pos().x();
            const QPointF start = leftward ? a->left(-8) : a->right(-8);
            const QPointF end = b->bottom(leftward ? kAnchorShift : -kAnchorShift);
            path.moveTo(start);
            path.quadTo(QPointF(end.x(), start.y()), end);
            anchor = QPointF(end.x() + (leftward ? -6 : 6), (start.y() + end.y()) / 2 + 14);
            align = leftward ? Qt::AlignRight : Qt::AlignLeft;
            maxLabel = kColumn;
        }
        edge->setGeometry(path, anchor, align, maxLabel);
        edge->refresh();
        m_scene->addItem(edge);
        m_edges.insert(e, edge);
    }

    // Room for the labels that appear as edges light up, so the view does not
    // rescale in the middle of a run.
    m_scene->setSceneRect(m_scene->itemsBoundingRect().adjusted(-24, -24, 24, 40));
    resetRunState();
    fitScene();
}

void GraphTraceView::setCurrentRun(quint64 runId)
{
    m_currentRun = runId;
    resetRunState();
}

void GraphTraceView::resetRunState()
{
    for (NodeItem *n : std::as_const(m_nodes)) {
        n->state = NodeState::Idle;
        n->elapsedUs = -1;
        n->visits = 0;
        n->refresh();
    }
    for (EdgeItem *e : std::as_const(m_edges)) {
        e->count = 0;
        e->reason.clear();
        e->refresh();
    }
}

void GraphTraceView::replay(const nlohmann::json &trace)
{
    m_currentRun = 0;
    resetRunState();
    if (!trace.is_object() || !trace.contains("steps") || !trace["steps"].is_array())
        return;
    for (const nlohmann::json &step : trace["steps"]) {
        const QString node = jsonString(step, "node");
        if (node.isEmpty())
            continue;
        applyStarted(node);
        if (step.contains("error")) {
            applyFailed(node);
            break;
        }
        const auto elapsed = step.find("elapsed_us");
        applyFinished(node, elapsed != step.end() && elapsed->is_number() ? elapsed->get<qint64>() : 0);
        const auto edge = step.find("edge");
        if (edge != step.end() && edge->is_object())
            applyEdge(node, jsonString(*edge, "to"), jsonString(*edge, "reason"));
    }
}

void GraphTraceView::setBreakpointMarkers(const QSet<QString> &nodes)
{
    m_breakpoints = nodes;
    for (NodeItem *n : std::as_const(m_nodes)) {
        n->breakpoint = nodes.contains(n->name());
        n->refresh();
    }
}

GraphTraceView::NodeState GraphTraceView::nodeState(const QString &node) const
{
    const NodeItem *n = m_nodes.value(node);
    return n ? n->state : NodeState::Idle;
}

QString GraphTraceView::nodeTimeText(const QString &node) const
{
    const NodeItem *n = m_nodes.value(node);
    return n ? n->timeText() : QString();
}

int GraphTraceView::nodeVisits(const QString &node) const
{
    const NodeItem *n = m_nodes.value(node);
    return n ? n->visits : 0;
}

bool GraphTraceView::edgeLit(const QString &from, const QString &to) const
{
    const EdgeItem *e = m_edges.value({from, to});
    return e && e->lit();
}

QString GraphTraceView::edgeLabel(const QString &from, const QString &to) const
{
    const EdgeItem *e = m_edges.value({from, to});
    return e ? e->label() : QString();
}

int GraphTraceView::edgeCount(const QString &from, const QString &to) const
{
    const EdgeItem *e = m_edges.value({from, to});
    return e ? e->count : 0;
}

QPointF GraphTraceView::nodeCenter(const QString &node) const
{
    const NodeItem *n = m_nodes.value(node);
    return n ? n->pos() : QPointF();
}

void GraphTraceView::onNodeStarted(quint64 runId, const QString &node)
{
    if (runId != m_currentRun)
        return;   // a stale run's event
    applyStarted(node);
}

void GraphTraceView::onNodeFinished(quint64 runId, const QString &node, const QString &summaryJson, qint64 elapsedUs)
{
    Q_UNUSED(summaryJson);   // the pane shows summaries; the graph only needs the time
    if (runId != m_currentRun)
        return;
    applyFinished(node, elapsedUs);
}

void GraphTraceView::onEdgeTaken(quint64 runId, const QString &from, const QString &to, const QString &reason)
{
    if (runId != m_currentRun)
        return;
    applyEdge(from, to, reason);
}

void GraphTraceView::onRunPaused(quint64 runId, const QString &beforeNode)
{
    if (runId != m_currentRun)
        return;
    applyPaused(beforeNode);
}

void GraphTraceView::onRunFailed(quint64 runId)
{
    if (runId != m_currentRun)
        return;
    for (NodeItem *n : std::as_const(m_nodes)) {
        if (n->state == NodeState::Running) {
            applyFailed(n->name());
        } else if (n->state == NodeState::Paused) {
            // Cancelled while waiting: the node never ran.
            n->state = n->elapsedUs >= 0 ? NodeState::Done : NodeState::Idle;
            n->refresh();
        }
    }
}

void GraphTraceView::applyStarted(const QString &node)
{
    NodeItem *n = m_nodes.value(node);
    if (!n)
        return;
    n->state = NodeState::Running;
    ++n->visits;
    n->refresh();
}

void GraphTraceView::applyFinished(const QString &node, qint64 elapsedUs)
{
    NodeItem *n = m_nodes.value(node);
    if (!n)
        return;
    n->state = NodeState::Done;
    n->elapsedUs = std::max<qint64>(0, elapsedUs);
    if (n->visits == 0)
        n->visits = 1;   // a finish without its start (joined mid-run) still counts
    n->refresh();
}

void GraphTraceView::applyEdge(const QString &from, const QString &to, const QString &reason)
{
    if (EdgeItem *e = m_edges.value({from, to})) {
        ++e->count;
        e->reason = reason;
        e->refresh();
    }
    // Reaching the end is all the terminal ever does.
    NodeItem *target = m_nodes.value(to);
    if (target && target->isTerminal()) {
        target->state = NodeState::Done;
        target->refresh();
    }
}

void GraphTraceView::applyPaused(const QString &node)
{
    NodeItem *n = m_nodes.value(node);
    if (!n)
        return;
    n->state = NodeState::Paused;
    n->refresh();
    ensureVisible(n);
}

void GraphTraceView::applyFailed(const QString &node)
{
    NodeItem *n = m_nodes.value(node);
    if (!n)
        return;
    n->state = NodeState::Failed;
    n->refresh();
}

void GraphTraceView::selectNode(const QString &node)
{
    m_selected = m_nodes.contains(node) ? node : QString();
    for (NodeItem *n : std::as_const(m_nodes)) {
        n->selected = n->name() == m_selected;
        n->update();
    }
}

QString GraphTraceView::nodeAt(const QPoint &viewportPos) const
{
    const QList<QGraphicsItem *> hits = items(viewportPos);
    for (QGraphicsItem *item : hits) {
        if (item->type() == kNodeType) {
            const auto *node = static_cast<NodeItem *>(item);
            if (!node->isTerminal())
                return node->name();
        }
    }
    return {};
}

void GraphTraceView::mousePressEvent(QMouseEvent *event)
{
    const QString node = event->button() == Qt::LeftButton ? nodeAt(event->position().toPoint()) : QString();
    QGraphicsView::mousePressEvent(event);
    if (event->button() == Qt::LeftButton) {
        // The items are not interactive, so the scene would ignore the press.
        event->accept();
        selectNode(node);   // a click on the canvas clears the outline
        if (!node.isEmpty())
            Q_EMIT nodeSelected(node);
    }
}

void GraphTraceView::contextMenuEvent(QContextMenuEvent *event)
{
    const QString node = nodeAt(event->pos());
    if (node.isEmpty()) {
        QGraphicsView::contextMenuEvent(event);
        return;
    }
    Q_EMIT nodeContextMenuRequested(node, event->globalPos());
    event->accept();
}

void GraphTraceView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    fitScene();
}

void GraphTraceView::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange)
        updateColours();
}

void GraphTraceView::fitScene()
{
    // Shrink to fit a small pane, but never below a readable size (scroll
    // instead) and never blow the drawing up past its natural size.
    const QRectF rect = m_scene->sceneRect();
    const QSize available = viewport()->size();
    if (rect.isEmpty() || available.isEmpty())
        return;
    const qreal scale = std::clamp(std::min(available.width() / rect.width(), available.height() / rect.height()), 0.5, 1.0);
    setTransform(QTransform::fromScale(scale, scale));
}

void GraphTraceView::updateColours()
{
    const QPalette pal = palette();
    Colours &t = *m_colours;
    t.background = pal.color(QPalette::Base);
    t.text = pal.color(QPalette::Text);
    const bool dark = t.background.lightnessF() < 0.5;
    const QColor good = dark ? QColor(0x5c, 0xc8, 0x7a) : QColor(0x2e, 0x8b, 0x47);
    const QColor warn = dark ? QColor(0xf0, 0xb4, 0x4a) : QColor(0xc7, 0x7c, 0x00);
    const QColor bad = dark ? QColor(0xff, 0x70, 0x70) : QColor(0xc6, 0x28, 0x28);
    t.mutedText = mix(t.background, t.text, 0.65);
    t.idleFill = mix(t.background, t.text, 0.05);
    t.idleBorder = mix(t.background, t.text, 0.4);
    t.runningFill = pal.color(QPalette::Highlight);
    t.runningText = pal.color(QPalette::HighlightedText);
    t.doneFill = mix(t.background, good, dark ? 0.3 : 0.18);
    t.doneBorder = good;
    t.pausedFill = mix(t.background, warn, dark ? 0.35 : 0.25);
    t.pausedBorder = warn;
    t.failedFill = mix(t.background, bad, dark ? 0.3 : 0.2);
    t.failedBorder = bad;
    t.edgeIdle = mix(t.background, t.text, 0.35);
    t.edgeLit = pal.color(QPalette::Highlight);
    t.labelBack = t.background;
    t.selection = pal.color(QPalette::Highlight);
    t.breakpoint = bad;
    t.nameFont = font();
    t.nameFont.setBold(true);
    t.smallFont = font();
    if (font().pointSizeF() > 0)
        t.smallFont.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.85));
    else
        t.smallFont.setPixelSize(std::max(8, int(font().pixelSize() * 0.85)));
    setBackgroundBrush(t.background);
    for (EdgeItem *e : std::as_const(m_edges))
        e->refresh();   // label boxes depend on the font
    m_scene->update();
}

} // namespace rac::ui
