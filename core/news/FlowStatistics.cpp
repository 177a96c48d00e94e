#include "news/FlowStatistics.h"

#include "fingerprint/FingerprintIndex.h"

#include <QHash>
#include <QSqlQuery>
#include <algorithm>
#include <numeric>

namespace kindred {

std::pair<QDateTime, QDateTime> FlowStatistics::period(const QDateTime &end, int hours)
{
    const qint64 hourMs = 3600LL * 1000;
    const QDateTime to
        = QDateTime::fromMSecsSinceEpoch((end.toMSecsSinceEpoch() / hourMs + 1) * hourMs, Qt::UTC);
    return {to.addSecs(-3600LL * hours), to};
}

FlowStatistics FlowStatistics::compute(
    QSqlDatabase db, const QDateTime &from, const QDateTime &to, int utcOffsetSeconds, int maxDistance)
{
    FlowStatistics stats;
    const qint64 hourMs = 3600LL * 1000;
    stats.from = QDateTime::fromMSecsSinceEpoch(from.toMSecsSinceEpoch() / hourMs * hourMs, Qt::UTC);
    stats.to = to;
    const int hours = int(
        qMax<qint64>(1, (to.toMSecsSinceEpoch() - stats.from.toMSecsSinceEpoch() + hourMs - 1) / hourMs));
    stats.articlesPerHour = QList<int>(hours, 0);
    stats.copiesPerHour = QList<int>(hours, 0);
    stats.nearestDistance = QList<int>(qMax(0, maxDistance + 1), 0);

    // One pass over the period in publication order (the date index); a copy is a member of a
    // duplicate group that is not its first report.
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT a.published, a.feed_id, a.simhash, a.group_id IS NOT NULL AND g.primary_id <> a.id, f.title"
        " FROM articles a JOIN feeds f ON f.id = a.feed_id LEFT JOIN duplicate_groups g ON g.id = a.group_id"
        " WHERE a.published >= ? AND a.published < ? ORDER BY a.published, a.id"));
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(to.toMSecsSinceEpoch());
    if (!query.exec())
        return stats;
    QHash<qint64, qsizetype> sourceRow;
    QList<quint64> fingerprints; // in publication order
    while (query.next()) {
        const qint64 published = query.value(0).toLongLong();
        const qint64 feedId = query.value(1).toLongLong();
        const quint64 simhash = quint64(query.value(2).toLongLong());
        const bool copy = query.value(3).toBool();
        const int hour = int((published - stats.from.toMSecsSinceEpoch()) / hourMs);
        const int hourOfDay = int(((published / 1000 + utcOffsetSeconds) % 86400 + 86400) % 86400 / 3600);
        ++stats.articles;
        ++stats.articlesPerHour[qBound(0, hour, hours - 1)];
        ++stats.articlesByHourOfDay[hourOfDay];
        if (copy) {
            ++stats.copies;
            ++stats.copiesPerHour[qBound(0, hour, hours - 1)];
            ++stats.copiesByHourOfDay[hourOfDay];
        }
        auto row = sourceRow.constFind(feedId);
        if (row == sourceRow.cend()) {
            row = sourceRow.insert(feedId, stats.sources.size());
            stats.sources.append({feedId, query.value(4).toString(), 0, 0});
        }
        Source &source = stats.sources[row.value()];
        ++source.articles;
        source.copies += copy ? 1 : 0;

        fingerprints.append(simhash);
    }
    if (maxDistance >= 0) {
        // The index of the whole period built at once (far cheaper than growing it), asked for
        // each article's nearest neighbour among those before it (ids are positions in time).
        QList<qint64> ids(fingerprints.size());
        std::iota(ids.begin(), ids.end(), qint64(0));
        FingerprintIndex index;
        index.build(ids, fingerprints);
        for (qsizetype i = 1; i < fingerprints.size(); ++i) {
            const QList<IndexMatch> near = index.query(fingerprints.at(i), maxDistance);
            const auto earlier = std::find_if(
                near.cbegin(), near.cend(), [i](const IndexMatch &match) { return match.id < i; });
            if (earlier == near.cend())
                ++stats.fartherThanMax;
            else
                ++stats.nearestDistance[earlier->distance];
        }
    }
    std::stable_sort(stats.sources.begin(), stats.sources.end(),
        [](const Source &a, const Source &b) { return a.articles > b.articles; });
    return stats;
}

} // namespace kindred
