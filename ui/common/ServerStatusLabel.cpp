#include "common/ServerStatusLabel.h"

#include "engine/StoreWatcher.h"

namespace kindred {

ServerStatusLabel::ServerStatusLabel(StoreWatcher &watcher, QWidget *parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("serverStatus"));
    m_countdown.setInterval(1000);
    connect(&m_countdown, &QTimer::timeout, this, &ServerStatusLabel::tick);
    connect(&watcher, &StoreWatcher::connectionChanged, this, &ServerStatusLabel::onConnectionChanged);
    connect(&watcher, &StoreWatcher::retryScheduled, this, &ServerStatusLabel::onRetryScheduled);
    // The watcher may have failed before this label existed (the server down at start).
    const bool down = watcher.isActive() && !watcher.isConnected();
    setVisible(down);
    if (down) {
        setText(tr("Server unreachable, retrying"));
        setToolTip(watcher.lastError());
    }
}

void ServerStatusLabel::onConnectionChanged(bool up, const QString &why)
{
    setToolTip(why);
    setVisible(!up);
    if (up)
        m_countdown.stop();
}

void ServerStatusLabel::onRetryScheduled(int milliseconds)
{
    m_secondsLeft = (milliseconds + 999) / 1000;
    m_countdown.start();
    show();
    tick();
}

void ServerStatusLabel::tick()
{
    if (m_secondsLeft <= 0) {
        m_countdown.stop();
        setText(tr("Server unreachable, reconnecting…"));
        return;
    }
    setText(tr("Server unreachable, retrying in %n s", nullptr, m_secondsLeft));
    --m_secondsLeft;
}

} // namespace kindred
