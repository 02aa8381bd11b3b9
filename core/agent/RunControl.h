// SPDX-License-Identifier: MIT
//
// RunControl: how a caller on another thread steers a running graph: cancel,
// and a debugger-style step mode (pause before every node, or only at
// breakpoints, until step() or resume()). The graph runner calls
// waitBeforeNode() on the worker thread; every other method may be called from
// any thread. Waiting blocks the worker only, never the GUI.
#pragma once

#include <QMutex>
#include <QSet>
#include <QString>
#include <QWaitCondition>

#include <atomic>
#include <functional>

namespace rac::agent {

class RunControl {
public:
    void setStepMode(bool on);
    void setBreakpoints(const QSet<QString> &nodes);
    void step();       // let exactly one more node run, then pause again
    void resume();     // run to the end or the next breakpoint
    void cancel();     // stop before the next node and interrupt the current query
    bool isCancelled() const { return m_cancelled.load(); }

    // Called from cancel() on the cancelling thread (e.g. QueryExecutor::interrupt).
    void setCancelHook(std::function<void()> hook);

    // Worker thread: returns false when cancelled. onPause runs (on the worker)
    // when the run actually pauses, so the caller can say where it stopped.
    bool waitBeforeNode(const QString &node, const std::function<void(const QString &)> &onPause);

private:
    mutable QMutex m_mutex;
    QWaitCondition m_wake;
    bool m_stepMode = false;            // guarded by m_mutex
    QSet<QString> m_breakpoints;        // guarded by m_mutex
    int m_permits = 0;                  // guarded by m_mutex: nodes allowed by step()
    bool m_resumed = false;             // guarded by m_mutex: resume() until next breakpoint
    std::function<void()> m_cancelHook; // guarded by m_mutex
    std::atomic<bool> m_cancelled{false};
};

} // namespace rac::agent

#include <QMetaType>
#include <memory>
Q_DECLARE_METATYPE(std::shared_ptr<rac::agent::RunControl>)
