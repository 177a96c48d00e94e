#include "engine/StoreWatcher.h"

#include "engine/ArrivalNotice.h"
#include "storage/Database.h"
#include "storage/SqlDialect.h"

#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

namespace kindred {

namespace {

// The watcher connects on its client's thread: an unreachable host must not hold that thread for
// the system's TCP timeout of minutes at each retry. A timeout the URI sets itself wins.
QString withConnectTimeout(const QString &location)
{
    if (location.contains(QLatin1String("connect_timeout=")))
        return location;
    return location + (location.contains(u'?') ? u'&' : u'?') + QLatin1String("connect_timeout=5");
}

} // namespace

StoreWatcher::StoreWatcher(QString databaseLocation, QObject *parent)
    : StoreWatcher(std::move(databaseLocation), Options {}, parent)
{ }

StoreWatcher::StoreWatcher(QString databaseLocation, Options options, QObject *parent)
    : QObject(parent)
    , m_location(withConnectTimeout(databaseLocation))
    , m_options(std::move(options))
    , m_connectionName(QStringLiteral("kindred-watcher-%1").arg(quintptr(this), 0, 16))
{
    if (SqlDialect::engineOf(databaseLocation) != SqlEngine::Postgres)
        m_location.clear(); // nothing to watch
    m_coalesceTimer.setSingleShot(true);
    m_retryTimer.setSingleShot(true);
    connect(&m_coalesceTimer, &QTimer::timeout, this, &StoreWatcher::onCoalesced);
    connect(&m_checkTimer, &QTimer::timeout, this, &StoreWatcher::check);
    connect(&m_retryTimer, &QTimer::timeout, this, &StoreWatcher::retry);
}

StoreWatcher::~StoreWatcher()
{
    Database::close(m_connectionName);
}

void StoreWatcher::start()
{
    if (m_location.isEmpty() || m_active)
        return;
    m_active = true;
    QString why;
    if (connectNow(&why)) {
        m_connected = true;
        m_checkTimer.start(m_options.check);
        return;
    }
    m_lastError = why;
    emit connectionChanged(false, why);
    m_retryDelay = m_options.firstRetry;
    scheduleRetry();
}

void StoreWatcher::noteOwnArrivals(qint64 highestId)
{
    m_ownHighest = std::max(m_ownHighest, highestId);
}

bool StoreWatcher::connectNow(QString *why)
{
    // The dropped connection's driver goes first, and its socket notifier with it: the new
    // connection may get the same descriptor.
    Database::close(m_connectionName);
    bool listening = false;
    {
        QSqlDatabase db = Database::open(m_location, m_connectionName, why);
        if (!db.isValid() || !db.isOpen())
            return false;
        QSqlQuery name(db);
        name.prepare(QStringLiteral("SELECT set_config('application_name', ?, false)"));
        name.addBindValue(m_options.applicationName);
        if (!name.exec())
            qWarning(
                "kindred: cannot name the watcher's connection: %s", qPrintable(name.lastError().text()));
        QSqlDriver *driver = db.driver();
        listening = driver->subscribeToNotification(ArrivalNotice::channel());
        if (listening)
            connect(driver, &QSqlDriver::notification, this, &StoreWatcher::onNotification);
        else
            *why = driver->lastError().text().trimmed();
    }
    if (!listening)
        Database::close(m_connectionName); // no handle on it is left (Qt warns about those)
    return listening;
}

QString StoreWatcher::ping() const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!db.isOpen())
        return tr("the connection to the server was lost");
    QSqlQuery ping(db);
    if (ping.exec(QStringLiteral("SELECT 1")))
        return {};
    const QString why = ping.lastError().text().trimmed();
    return why.isEmpty() ? tr("the connection to the server was lost") : why;
}

void StoreWatcher::onNotification(
    const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload)
{
    Q_UNUSED(source) // writers notify on connections of their own, never this one
    if (name != ArrivalNotice::channel())
        return;
    bool ok = false;
    const qint64 id = payload.toString().toLongLong(&ok);
    if (ok)
        m_pendingHighest = std::max(m_pendingHighest, id);
    else
        m_pendingUnknown = true;
    // Not restarted by later ones: a steady stream still shows every `coalesce`.
    if (!m_coalesceTimer.isActive())
        m_coalesceTimer.start(m_options.coalesce);
}

void StoreWatcher::onCoalesced()
{
    const bool news = m_pendingUnknown || m_pendingHighest > m_ownHighest;
    m_pendingHighest = 0;
    m_pendingUnknown = false;
    if (news)
        emit articlesArrived();
}

void StoreWatcher::check()
{
    if (const QString why = ping(); !why.isEmpty())
        dropped(why);
}

void StoreWatcher::dropped(const QString &why)
{
    m_checkTimer.stop();
    // What was heard before the drop is read with the catch-up after the reconnection.
    m_coalesceTimer.stop();
    m_pendingHighest = 0;
    m_pendingUnknown = false;
    m_connected = false;
    m_lastError = why;
    Database::close(m_connectionName);
    emit connectionChanged(false, m_lastError);
    m_retryDelay = m_options.firstRetry;
    scheduleRetry();
}

void StoreWatcher::scheduleRetry()
{
    m_retryTimer.start(m_retryDelay);
    emit retryScheduled(int(m_retryDelay.count()));
}

void StoreWatcher::retry()
{
    QString why;
    if (!connectNow(&why)) {
        m_lastError = why;
        m_retryDelay = std::min(m_retryDelay * 2, m_options.longestRetry);
        scheduleRetry();
        return;
    }
    m_connected = true;
    m_lastError.clear();
    m_checkTimer.start(m_options.check);
    emit connectionChanged(true, {});
    // What was stored while the connection was down was announced to nobody.
    emit articlesArrived();
}

} // namespace kindred
