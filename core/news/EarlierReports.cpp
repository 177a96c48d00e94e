#include "news/EarlierReports.h"

#include "storage/ArticleStore.h"
#include "storage/FingerprintArchive.h"

namespace kindred {

std::optional<QList<ArticleRecord>> earlierReports(const QSqlDatabase &db, const ArticleRecord &article,
    int radius, const QDateTime &windowStart, int limit, int scanLimit)
{
    const FingerprintArchive archive(db);
    const ArticleStore store(db);
    // The feeds' article counters, not a count of the rows.
    const auto stored = [&store] {
        int articles = 0;
        for (const FeedRecord &feed : store.feeds())
            articles += feed.articleCount;
        return articles;
    };
    if (!archive.usesBlocks(radius) && stored() > scanLimit)
        return std::nullopt; // a scan of a large store (SQLite, or a radius past the blocks) would hold the
                             // reader up
    const std::optional<QList<FingerprintArchive::Near>> near = archive.near(article.simhash, radius);
    if (!near)
        return std::nullopt;
    QList<ArticleRecord> earlier;
    for (const FingerprintArchive::Near &candidate : *near) {
        if (earlier.size() >= limit)
            break;
        if (candidate.id == article.id)
            continue;
        std::optional<ArticleRecord> report = store.article(candidate.id);
        if (!report || report->published >= windowStart
            || (article.groupId != 0 && report->groupId == article.groupId))
            continue;
        report->distance = candidate.distance; // to this article, not to its group's first report
        earlier.append(*report);
    }
    return earlier;
}

} // namespace kindred
