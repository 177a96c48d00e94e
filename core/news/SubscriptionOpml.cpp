#include "news/SubscriptionOpml.h"

#include "feed/Opml.h"
#include "storage/SubscriptionStore.h"

namespace kindred {

OpmlImportReport importOpml(SubscriptionStore &store, const QByteArray &bytes)
{
    const OpmlImport parsed = parseOpml(bytes);
    OpmlImportReport report;
    report.problems = parsed.problems;
    report.duplicatesInFile = parsed.duplicatesSkipped;
    // An OPML file with nothing in it is still OPML; a file that gave problems and no feed is not.
    report.readable = !parsed.feeds.isEmpty() || parsed.problems.isEmpty();

    QList<NewSubscription> feeds;
    feeds.reserve(parsed.feeds.size());
    for (const OpmlFeed &feed : parsed.feeds)
        feeds.append({feed.xmlUrl, feed.title, feed.htmlUrl, feed.folder});
    const QList<SubscribeResult> results = store.subscribe(feeds);
    if (!store.lastError().isEmpty()) {
        report.databaseError = store.lastError();
        report.problems.append(QStringLiteral("nothing was stored: %1").arg(report.databaseError));
        return report;
    }
    for (qsizetype i = 0; i < results.size(); ++i) {
        const SubscribeResult &result = results[i];
        if (result.added) {
            ++report.added;
            report.addedFeedIds.append(result.feedId);
        } else if (result.feedId != 0) {
            ++report.alreadySubscribed;
        } else {
            report.problems.append(QStringLiteral("'%1' (%2): %3")
                                       .arg(parsed.feeds[i].title, parsed.feeds[i].xmlUrl, result.error));
        }
    }
    return report;
}

QByteArray exportOpml(const SubscriptionStore &store, QString *error)
{
    const QList<Subscription> subscriptions = store.subscriptions();
    if (!store.lastError().isEmpty()) {
        if (error)
            *error = store.lastError();
        return {};
    }
    QList<OpmlFeed> feeds;
    feeds.reserve(subscriptions.size());
    for (const Subscription &s : subscriptions)
        feeds.append({s.title.isEmpty() ? s.url : s.title, s.url, s.siteLink, s.folder});
    return writeOpml(feeds);
}

} // namespace kindred
