#include "engine/StatisticsWorker.h"

#include "storage/ArticleStore.h"
#include "storage/Database.h"

#include <QThread>
#include <QtConcurrent>

namespace kindred {

namespace {

// Computes the statistics of `hours` ending at the later of `end` and the newest article, on a
// connection of the calling (pool) thread.
FlowStatistics computeOnThisThread(
    const QString &databaseLocation, const QDateTime &now, int hours, int offset, int maxDistance)
{
    const QString connection
        = QStringLiteral("kindred-stats-%1").arg(quintptr(QThread::currentThreadId()), 0, 16);
    FlowStatistics stats;
    {
        QString error;
        const QSqlDatabase db = Database::open(databaseLocation, connection, &error);
        if (db.isOpen()) {
            const auto [from, to] = FlowStatistics::period(ArticleStore(db).windowEnd(now), hours);
            stats = FlowStatistics::compute(db, from, to, offset, maxDistance);
        }
    }
    Database::close(connection);
    return stats;
}

} // namespace

StatisticsWorker::StatisticsWorker(QString databaseLocation, QObject *parent)
    : QObject(parent), m_databaseLocation(std::move(databaseLocation))
{
    connect(&m_watcher, &QFutureWatcher<FlowStatistics>::finished, this,
        [this] { Q_EMIT computed(m_watcher.result()); });
}

StatisticsWorker::~StatisticsWorker()
{
    m_watcher.waitForFinished();
}

void StatisticsWorker::compute(const QDateTime &now, int hours, int offset, int maxDistance)
{
    m_watcher.setFuture(
        QtConcurrent::run(computeOnThisThread, m_databaseLocation, now, hours, offset, maxDistance));
}

} // namespace kindred
