// SPDX-License-Identifier: MIT
#include "agent/RunControl.h"

namespace rac::agent {

void RunControl::setStepMode(bool on)
{
    QMutexLocker lock(&m_mutex);
    m_stepMode = on;
    m_wake.wakeAll();
}

void RunControl::setBreakpoints(const QSet<QString> &nodes)
{
    QMutexLocker lock(&m_mutex);
    m_breakpoints = nodes;
}

void RunControl::step()
{
    QMutexLocker lock(&m_mutex);
    ++m_permits;
    m_wake.wakeAll();
}

void RunControl::resume()
{
    QMutexLocker lock(&m_mutex);
    m_resumed = true;
    m_stepMode = false;
    m_wake.wakeAll();
}

void RunControl::cancel()
{
    std::function<void()> hook;
    {
        QMutexLocker lock(&m_mutex);
        m_cancelled.store(true);
        hook = m_cancelHook;
        m_wake.wakeAll();
    }
    if (hook)
        hook();
}

void RunControl::setCancelHook(std::function<void()> hook)
{
    QMutexLocker lock(&m_mutex);
    m_cancelHook = std::move(hook);
}

bool RunControl::waitBeforeNode(const QString &node, const std::function<void(const QString &)> &onPause)
{
    QMutexLocker lock(&m_mutex);
    const bool atBreakpoint = m_breakpoints.contains(node);
    if (atBreakpoint)
        m_resumed = false;
    const bool mustPause = (m_stepMode || atBreakpoint) && !m_resumed;
    if (!mustPause || m_cancelled.load())
        return !m_cancelled.load();
    if (m_permits > 0) {
        --m_permits;
        return true;
    }
    if (onPause) {
        lock.unlock();
        onPause(node);
        lock.relock();
    }
    while (!m_cancelled.load() && m_permits == 0 && !m_resumed && (m_stepMode || atBreakpoint))
        m_wake.wait(&m_mutex);
    if (m_permits > 0)
        --m_permits;
    return !m_cancelled.load();
}

} // namespace rac::agent
