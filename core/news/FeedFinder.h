#pragma once

#include "feed/Feed.h"
#include "net/Fetcher.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <optional>

namespace kindred {

/// A feed FeedFinder fetched and read.
struct FoundFeed
{
    QUrl url; // the address to subscribe to
    QString title; // the feed's own title, else the one the page gave its link
    QString siteLink; // the feed's link to its site, when it has one
    FeedFormat format = FeedFormat::Unknown;
};

/// The feed in `bytes`, when they hold one: recognised as a feed and read whole, or read in part
/// with items. Pure; `url` becomes FoundFeed::url and resolves the feed's relative links. When
/// there is none, `error` (if given) says why.
std::optional<FoundFeed> recognizeFeed(
    const QByteArray &bytes, const QUrl &url, const QByteArray &contentType = {}, QString *error = nullptr);

/// What a search found: the feeds in the page's order (the first is the site's main feed), or why
/// there are none.
struct FeedSearchResult
{
    QUrl url; // the address searched
    QList<FoundFeed> feeds;
    QString error; // one line; empty when feeds were found

    bool ok() const { return !feeds.isEmpty(); }
};

/// Finds the feed behind an address the user typed, over the network (autodiscovery): the address
/// itself when it is a feed; else the feeds its page announces with <link rel="alternate">, the
/// first few of them fetched and read to be sure; else, when the address gave a web page, the
/// first of the usual places (commonFeedUrls()) that holds a feed. Fetches through the injected Fetcher (its
/// caps, timeouts and per-host limit) and answers each find() with one finished() from the event loop.
class FeedFinder final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FeedFinder)

public:
    using SearchId = quint64;

    /// How many of the feeds a page announces are fetched to check them.
    static constexpr int maxAnnouncedFeeds = 4;

    /// `fetcher` must outlive this object; it is not owned. Fetches under way stop when this goes.
    explicit FeedFinder(Fetcher *fetcher, QObject *parent = nullptr);

    /// Starts a search; finished(id, result) follows from the event loop, never from inside find().
    SearchId find(const QUrl &pageOrFeedUrl);
    /// Stops a search; no finished() follows for it. Unknown ids are ignored.
    void cancel(SearchId id);

    /// Searches started and not yet finished.
    int pendingCount() const { return int(m_searches.size()); }

signals:
    void finished(kindred::FeedFinder::SearchId id, const kindred::FeedSearchResult &result);

private:
    enum class Stage {
        Address, // fetching the address given
        Announced, // fetching the feeds its page announces, all at once
        Usual, // fetching the usual places one after the other
    };

    struct Search
    {
        FeedSearchResult result;
        Stage stage = Stage::Address;
        QUrl base; // where the page ended up after redirects
        QList<QUrl> tried; // every address fetched, for skipping them later
        QList<FoundFeed> announced; // the announced feeds, as the page gave them
        QList<bool> verified; // per announced feed: fetched and read as a feed
        QStringList announcedErrors;
        QList<QUrl> usual; // the usual places not tried yet
        QList<Fetcher::FetchId> fetches; // every fetch started, for cancel()
        int outstanding = 0;
    };

    void onFetched(SearchId id, int index, const FetchResult &fetched);
    void onAddress(SearchId id, Search &search, const FetchResult &fetched);
    void onAnnounced(SearchId id, Search &search, int index, const FetchResult &fetched);
    void tryNextUsual(SearchId id, Search &search);
    void startFetch(SearchId id, Search &search, const QUrl &url, int index = -1);
    void finish(SearchId id, const QString &error = {});

    QPointer<Fetcher> m_fetcher;
    SearchId m_nextId = 1;
    QHash<SearchId, Search> m_searches;
};

} // namespace kindred

Q_DECLARE_METATYPE(kindred::FeedSearchResult)
