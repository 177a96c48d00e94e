#pragma once

#include "news/FlowStatistics.h"

#include <QFutureWatcher>
#include <QObject>

namespace kindred {

/// Computes the news-flow statistics of a period off the calling thread, on a pool thread with a
/// database connection of its own (the work behind View > Statistics and `kindred-cli stats`).
class StatisticsWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatisticsWorker)

public:
    explicit StatisticsWorker(QString databaseLocation, QObject *parent = nullptr);
    /// Waits for a running computation: it holds a database connection.
    ~StatisticsWorker() override;

    /// Computes the `hours` ending at the later of `now` and the newest article; computed()
    /// answers. `offset` is the local time's offset from UTC in seconds (the hour-of-day chart),
    /// `maxDistance` the largest distance the histogram counts.
    void compute(const QDateTime &now, int hours, int offset, int maxDistance);
    /// A computation is under way.
    bool isRunning() const { return m_watcher.isRunning(); }

Q_SIGNALS:
    void computed(const kindred::FlowStatistics &stats);

private:
    QString m_databaseLocation;
    QFutureWatcher<FlowStatistics> m_watcher;
};

} // namespace kindred
