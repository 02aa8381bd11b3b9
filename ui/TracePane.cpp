// SPDX-License-Identifier: MIT
#include "TracePane.h"

#include "GraphTraceView.h"

#include <QAction>
#include <QFontDatabase>
#include <QHash>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace rac::ui {
namespace {

QString pretty(const nlohmann::json &value)
{
    if (value.is_null())
        return {};
    // Replace bad UTF-8 instead of throwing: a summary may quote raw data.
    return QString::fromStdString(value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
}

QString prettyText(const QString &json)
{
    const nlohmann::json parsed = nlohmann::json::parse(json.toStdString(), nullptr, false);
    return parsed.is_discarded() ? json : pretty(parsed);
}

QString stringField(const nlohmann::json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end())
        return {};
    return it->is_string() ? QString::fromStdString(it->get<std::string>()) : pretty(*it);
}

} // namespace

TracePane::TracePane(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    m_toolBar = new QToolBar(this);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_stepAction = m_toolBar->addAction(style()->standardIcon(QStyle::SP_MediaSkipForward), tr("Step"));
    m_stepAction->setShortcut(Qt::Key_F10);
    m_stepAction->setToolTip(tr("Run the next node, then pause again (F10)"));
    m_continueAction = m_toolBar->addAction(style()->standardIcon(QStyle::SP_MediaPlay), tr("Continue"));
    m_continueAction->setShortcut(Qt::Key_F5);
    m_continueAction->setToolTip(tr("Run on to the end or the next breakpoint (F5)"));
    // Only while the focus is in the pane: F5 is a common "run" key elsewhere
    // (the SQL editor), and an ambiguous shortcut fires for neither.
    m_stepAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_continueAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_stepAction);
    addAction(m_continueAction);
    m_stepAction->setEnabled(false);
    m_continueAction->setEnabled(false);
    m_toolBar->addSeparator();
    m_stepModeAction = m_toolBar->addAction(tr("Step mode"));
    m_stepModeAction->setCheckable(true);
    m_stepModeAction->setToolTip(tr("Pause before every node"));

    m_breakpointMenu = new QMenu(tr("Breakpoints"), this);
    auto *breakButton = new QToolButton(m_toolBar);
    breakButton->setText(tr("Breakpoints"));
    breakButton->setToolTip(tr("Pause before the checked nodes"));
    breakButton->setMenu(m_breakpointMenu);
    breakButton->setPopupMode(QToolButton::InstantPopup);
    m_toolBar->addWidget(breakButton);
    m_toolBar->addSeparator();
    m_status = new QLabel(m_toolBar);
    m_status->setContentsMargins(6, 0, 6, 0);
    m_toolBar->addWidget(m_status);
    layout->addWidget(m_toolBar);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_view = new GraphTraceView(split);
    auto *detailsSplit = new QSplitter(Qt::Horizontal, split);
    m_stepList = new QListWidget(detailsSplit);
    m_stepList->setToolTip(tr("The run's steps in order"));
    m_details = new QPlainTextEdit(detailsSplit);
    m_details->setReadOnly(true);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlaceholderText(tr("Click a node to see its input and output"));
    m_details->setLineWrapMode(QPlainTextEdit::NoWrap);
    detailsSplit->setStretchFactor(0, 1);
    detailsSplit->setStretchFactor(1, 3);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    connect(m_stepAction, &QAction::triggered, this, [this] {
        setPaused({});   // disabled until the run pauses again
        Q_EMIT stepRequested();
    });
    connect(m_continueAction, &QAction::triggered, this, [this] {
        setPaused({});
        Q_EMIT continueRequested();
    });
    connect(m_stepModeAction, &QAction::toggled, this, &TracePane::stepModeChanged);
    connect(m_view, &GraphTraceView::nodeSelected, this, &TracePane::showNode);
    connect(m_view, &GraphTraceView::nodeContextMenuRequested, this, &TracePane::showNodeMenu);
    connect(m_stepList, &QListWidget::currentRowChanged, this, &TracePane::showStep);
}

void TracePane::setGraph(const QStringList &nodes, const QList<QPair<QString, QString>> &edges)
{
    m_nodes = nodes;
    m_view->setGraph(nodes, edges);
    m_view->setBreakpointMarkers(m_breakpoints);
    clearSteps();
    rebuildBreakpointMenu();
}

bool TracePane::stepMode() const { return m_stepModeAction->isChecked(); }

void TracePane::setStepMode(bool on) { m_stepModeAction->setChecked(on); }

void TracePane::setBreakpoints(const QSet<QString> &nodes)
{
    if (nodes == m_breakpoints)
        return;
    m_breakpoints = nodes;
    m_view->setBreakpointMarkers(nodes);
    rebuildBreakpointMenu();
    Q_EMIT breakpointsChanged(m_breakpoints);
}

void TracePane::rebuildBreakpointMenu()
{
    m_breakpointMenu->clear();
    for (const QString &node : std::as_const(m_nodes)) {
        QAction *a = m_breakpointMenu->addAction(node);
        a->setCheckable(true);
        a->setChecked(m_breakpoints.contains(node));
        connect(a, &QAction::toggled, this, [this, node](bool on) {
            QSet<QString> next = m_breakpoints;
            if (on)
                next.insert(node);
            else
                next.remove(node);
            setBreakpoints(next);
        });
    }
    m_breakpointMenu->addSeparator();
    QAction *clear = m_breakpointMenu->addAction(tr("Clear all"));
    clear->setEnabled(!m_breakpoints.isEmpty());
    connect(clear, &QAction::triggered, this, [this] { setBreakpoints({}); });
}

void TracePane::showNodeMenu(const QString &node, const QPoint &globalPos)
{
    // popup(), not exec(): no nested event loop on the GUI thread.
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    QAction *details = menu->addAction(tr("Show %1's input and output").arg(node));
    connect(details, &QAction::triggered, this, [this, node] { showNode(node); });
    QAction *toggle = menu->addAction(tr("Pause before %1").arg(node));
    toggle->setCheckable(true);
    toggle->setChecked(m_breakpoints.contains(node));
    connect(toggle, &QAction::toggled, this, [this, node](bool on) {
        QSet<QString> next = m_breakpoints;
        if (on)
            next.insert(node);
        else
            next.remove(node);
        setBreakpoints(next);
    });
    menu->popup(globalPos);
}

QStringList TracePane::stepLabels() const
{
    QStringList labels;
    for (int i = 0; i < m_stepList->count(); ++i)
        labels << m_stepList->item(i)->text();
    return labels;
}

QString TracePane::detailsText() const { return m_details->toPlainText(); }

void TracePane::setCurrentRun(quint64 runId)
{
    m_view->setCurrentRun(runId);
    clearSteps();
    setPaused({});
    m_status->setText(runId ? tr("Running…") : QString());
}

void TracePane::onNodeStarted(quint64 runId, const QString &node)
{
    if (runId != m_view->currentRun())
        return;   // a stale run's event
    m_view->onNodeStarted(runId, node);
    setPaused({});
    m_status->setText(tr("Running %1…").arg(node));
    Step step;
    step.node = node;
    m_steps.append(step);
    refreshStepList();
}

void TracePane::onNodeFinished(quint64 runId, const QString &node, const QString &summaryJson, qint64 elapsedUs)
{
    if (runId != m_view->currentRun())
        return;
    m_view->onNodeFinished(runId, node, summaryJson, elapsedUs);
    int index = lastStepOf(node);
    if (index < 0 || m_steps[index].elapsedUs >= 0) {
        // Finished without a start we saw: keep it anyway.
        Step step;
        step.node = node;
        m_steps.append(step);
        index = int(m_steps.size()) - 1;
    }
    m_steps[index].output = prettyText(summaryJson);
    m_steps[index].elapsedUs = elapsedUs;
    refreshStepList();
}

void TracePane::onEdgeTaken(quint64 runId, const QString &from, const QString &to, const QString &reason)
{
    if (runId != m_view->currentRun())
        return;
    m_view->onEdgeTaken(runId, from, to, reason);
    const int index = lastStepOf(from);
    if (index >= 0) {
        m_steps[index].next = to;
        m_steps[index].reason = reason;
        if (m_stepList->currentRow() == index)
            showStep(index);
    }
}

void TracePane::onRunPaused(quint64 runId, const QString &beforeNode)
{
    if (runId != m_view->currentRun())
        return;
    m_view->onRunPaused(runId, beforeNode);
    setPaused(beforeNode);
}

void TracePane::onRunFailed(quint64 runId)
{
    if (runId != m_view->currentRun())
        return;
    m_view->onRunFailed(runId);
    setPaused({});
    m_status->setText(tr("The run stopped"));
}

void TracePane::onRunFinished(quint64 runId, const rac::Answer &answer)
{
    if (runId != m_view->currentRun())
        return;
    replay(answer.trace);
    m_status->setText(tr("Finished"));
}

void TracePane::replay(const nlohmann::json &trace)
{
    const QString selected = m_view->selectedNode();
    m_view->replay(trace);
    clearSteps();
    setPaused({});
    m_status->clear();
    if (trace.is_object() && trace.contains("steps") && trace["steps"].is_array()) {
        for (const nlohmann::json &s : trace["steps"]) {
            if (!s.is_object())
                continue;
            Step step;
            step.node = stringField(s, "node");
            if (step.node.isEmpty())
                continue;
            if (s.contains("input"))
                step.input = pretty(s["input"]);
            if (s.contains("output"))
                step.output = pretty(s["output"]);
            step.error = stringField(s, "error");
            if (s.contains("elapsed_us") && s["elapsed_us"].is_number())
                step.elapsedUs = s["elapsed_us"].get<qint64>();
            if (s.contains("edge") && s["edge"].is_object()) {
                step.next = stringField(s["edge"], "to");
                step.reason = stringField(s["edge"], "reason");
            }
            m_steps.append(step);
        }
    }
    refreshStepList();
    if (!selected.isEmpty())
        showNode(selected);
}

void TracePane::showNode(const QString &node)
{
    m_view->selectNode(node);
    const int index = lastStepOf(node);
    if (index >= 0) {
        m_stepList->setCurrentRow(index);
        showStep(index);   // also when the row was already current
    } else {
        m_stepList->setCurrentRow(-1);
        m_details->setPlainText(tr("%1 has not run in this run.").arg(node));
    }
}

void TracePane::clearSteps()
{
    m_steps.clear();
    m_stepList->clear();
    m_details->clear();
}

int TracePane::lastStepOf(const QString &node) const
{
    for (qsizetype i = m_steps.size() - 1; i >= 0; --i) {
        if (m_steps[i].node == node)
            return int(i);
    }
    return -1;
}

void TracePane::refreshStepList()
{
    // A node that ran more than once (the repair loop) gets its iteration
    // number on every one of its rows: "executor (1)", "executor (2)".
    QHash<QString, int> total;
    for (const Step &s : std::as_const(m_steps))
        ++total[s.node];
    QHash<QString, int> seen;
    const QSignalBlocker blocker(m_stepList);   // keep the current row while relabelling
    const int current = m_stepList->currentRow();
    for (qsizetype i = 0; i < m_steps.size(); ++i) {
        const Step &s = m_steps[i];
        const int iteration = ++seen[s.node];
        QString label = total.value(s.node) > 1 ? QStringLiteral("%1 (%2)").arg(s.node).arg(iteration) : s.node;
        if (s.elapsedUs >= 0)
            label += QStringLiteral("  ·  %1").arg(GraphTraceView::formatElapsed(s.elapsedUs));
        QListWidgetItem *item = i < m_stepList->count() ? m_stepList->item(int(i)) : new QListWidgetItem(m_stepList);
        item->setText(label);
        item->setData(Qt::UserRole, s.node);
    }
    if (current >= 0 && current < m_stepList->count())
        showStep(current);
}

void TracePane::showStep(int index)
{
    if (index < 0 || index >= m_steps.size())
        return;
    const Step &s = m_steps[index];
    m_view->selectNode(s.node);
    QString text = m_stepList->item(index)->text() + QStringLiteral("\n\n");
    text += tr("Input") + QLatin1Char('\n');
    text += s.input.isEmpty() ? tr("(not reported live; complete once the run finishes)") : s.input;
    text += QStringLiteral("\n\n") + tr("Output") + QLatin1Char('\n');
    if (!s.error.isEmpty())
        text += tr("Error: %1").arg(s.error);
    else if (s.elapsedUs < 0)
        text += tr("(still running)");
    else
        text += s.output;
    if (!s.next.isEmpty())
        text += QStringLiteral("\n\n") + tr("Next: %1 — %2").arg(s.next, s.reason);
    m_details->setPlainText(text);
}

void TracePane::setPaused(const QString &beforeNode)
{
    const bool paused = !beforeNode.isEmpty();
    m_stepAction->setEnabled(paused);
    m_continueAction->setEnabled(paused);
    if (paused)
        m_status->setText(tr("Paused before %1").arg(beforeNode));
}

} // namespace rac::ui
