#pragma once

#include <QLabel>
#include <QTimer>

namespace kindred {

class StoreWatcher;

/// The status bar's word on the database server (PostgreSQL): hidden while it can be reached;
/// "Server unreachable, retrying in N s" with the reason as its tooltip while it cannot.
class ServerStatusLabel final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerStatusLabel)

public:
    explicit ServerStatusLabel(StoreWatcher &watcher, QWidget *parent = nullptr);

private:
    void onConnectionChanged(bool up, const QString &why);
    void onRetryScheduled(int milliseconds);
    void tick();

    QTimer m_countdown;
    int m_secondsLeft = 0;
};

} // namespace kindred
