#pragma once

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <array>

namespace kindred {

/// The news flow of one period (seed 003 §8), as the statistics view charts it and
/// `kindred-cli stats --period` prints it. Exact counts, computed from the period's rows only.
struct FlowStatistics
{
    struct Source
    {
        qint64 feedId = 0;
        QString title;
        int articles = 0;
        int copies = 0; // articles that joined an earlier report's duplicate group
        double copyShare() const { return articles > 0 ? double(copies) / articles : 0.0; }
    };

    QDateTime from; // the first hour, on the hour (UTC)
    QDateTime to;
    QList<int> articlesPerHour; // from `from`, one per hour
    QList<int> copiesPerHour;
    std::array<int, 24> articlesByHourOfDay {}; // local hour of day (the offset given)
    std::array<int, 24> copiesByHourOfDay {};
    QList<Source> sources; // by volume, largest first
    /// How far each new article was from its nearest earlier article of the period (Hamming
    /// distance 0..maxDistance); `fartherThanMax` counts those with none that close.
    QList<int> nearestDistance;
    int fartherThanMax = 0;
    int articles = 0;
    int copies = 0;

    double copyShare() const { return articles > 0 ? double(copies) / articles : 0.0; }

    /// The period of `hours` that ends with the hour holding `end`: whole hours, so a chart's
    /// bins are whole too.
    static std::pair<QDateTime, QDateTime> period(const QDateTime &end, int hours);

    /// Counts the articles published in [from, to). `utcOffsetSeconds` places the hour-of-day
    /// pattern in the reader's time zone; distances are looked up to `maxDistance` bits (a
    /// negative one skips them: the counts alone are much cheaper).
    static FlowStatistics compute(QSqlDatabase db, const QDateTime &from, const QDateTime &to,
        int utcOffsetSeconds, int maxDistance = 10);
};

} // namespace kindred
