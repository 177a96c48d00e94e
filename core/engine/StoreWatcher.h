#pragma once

#include <QObject>
#include <QSqlDriver>
#include <QString>
#include <QTimer>
#include <chrono>

namespace kindred {

/// Watches a PostgreSQL store on a connection of its own, on the thread that made it (whose event
/// loop delivers the notifications): says when other writers stored articles (LISTEN on
/// ArrivalNotice::channel()), and when the server went away or came back, reconnecting with
/// backoff. On SQLite it does nothing: one process owns the file and reloads after its own runs.
class StoreWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StoreWatcher)

public:
    struct Options
    {
        // Notifications within this time after the first make one articlesArrived().
        std::chrono::milliseconds coalesce {250};
        // How often the connection is checked (`SELECT 1`): a dropped one says nothing by itself.
        std::chrono::milliseconds check {5000};
        // The first retry after a drop; each failed one doubles the wait, up to `longestRetry`.
        std::chrono::milliseconds firstRetry {1000};
        std::chrono::milliseconds longestRetry {30000};
        // How the connection shows in pg_stat_activity.
        QString applicationName = QStringLiteral("kindred watcher");
    };

    /// `databaseLocation` as Database::open() takes it; nothing happens before start().
    explicit StoreWatcher(QString databaseLocation, QObject *parent = nullptr);
    StoreWatcher(QString databaseLocation, Options options, QObject *parent = nullptr);
    ~StoreWatcher() override;

    /// Connects and listens; when the server cannot be reached, says so and retries. Nothing on SQLite.
    void start();
    /// Whether it watches a server (PostgreSQL, started).
    bool isActive() const { return m_active; }
    /// Whether its connection to the server is up (false before start() and on SQLite).
    bool isConnected() const { return m_connected; }
    /// Why the last connection failed or dropped; empty while connected.
    QString lastError() const { return m_lastError; }

    /// This process's own runs stored the articles up to `highestId`: its clients reload after
    /// those runs anyway, so their notifications make no articlesArrived() of their own.
    void noteOwnArrivals(qint64 highestId);

signals:
    /// Another writer stored articles (or the connection came back, and some may have come
    /// meanwhile: notifications are not replayed). Read what is shown again.
    void articlesArrived();
    /// The connection to the server went (`up` false, `why` says why) or came back.
    void connectionChanged(bool up, const QString &why);
    /// The next attempt to reconnect is in `milliseconds`.
    void retryScheduled(int milliseconds);

private:
    bool connectNow(QString *why);
    /// Why the connection is down; empty when it answers.
    QString ping() const;
    void onNotification(const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload);
    void onCoalesced();
    void check();
    void dropped(const QString &why);
    void scheduleRetry();
    void retry();

    QString m_location;
    Options m_options;
    QString m_connectionName;
    bool m_active = false;
    bool m_connected = false;
    QString m_lastError;
    qint64 m_ownHighest = 0;
    qint64 m_pendingHighest = 0; // the highest id notified since the last articlesArrived()
    bool m_pendingUnknown = false; // a notification without an id came
    std::chrono::milliseconds m_retryDelay {0};
    QTimer m_coalesceTimer;
    QTimer m_checkTimer;
    QTimer m_retryTimer;
};

} // namespace kindred
