#include "news/FlowStatistics.h"

#include "fingerprint/FingerprintIndex.h"
#include "storage/Reports.h"

#include <QHash>
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

    QList<FlowArticle> articles;
    QHash<qint64, QString> feedTitles;
    if (!Reports(db).flowArticles(from, to, &articles, &feedTitles))
        return stats;
    QHash<qint64, qsizetype> sourceRow;
    QList<quint64> fingerprints; // in publication order
    fingerprints.reserve(articles.size());
    for (const FlowArticle &article : std::as_const(articles)) {
        const int hour = int((article.published - stats.from.toMSecsSinceEpoch()) / hourMs);
        const int hourOfDay
            = int(((article.published / 1000 + utcOffsetSeconds) % 86400 + 86400) % 86400 / 3600);
        ++stats.articles;
        ++stats.articlesPerHour[qBound(0, hour, hours - 1)];
        ++stats.articlesByHourOfDay[hourOfDay];
        if (article.copy) {
            ++stats.copies;
            ++stats.copiesPerHour[qBound(0, hour, hours - 1)];
            ++stats.copiesByHourOfDay[hourOfDay];
        }
        auto row = sourceRow.constFind(article.feedId);
        if (row == sourceRow.cend()) {
            row = sourceRow.insert(article.feedId, stats.sources.size());
            stats.sources.append({article.feedId, feedTitles.value(article.feedId), 0, 0});
        }
        Source &source = stats.sources[row.value()];
        ++source.articles;
        source.copies += article.copy ? 1 : 0;
        fingerprints.append(article.simhash);
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
