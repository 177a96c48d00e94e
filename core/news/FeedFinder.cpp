#include "news/FeedFinder.h"

#include "feed/FeedDiscovery.h"
#include "feed/FeedParser.h"

#include <QTimer>

namespace kindred {

namespace {

std::optional<FoundFeed> readFeed(const FetchResult &fetched, const QUrl &url, QString *error = nullptr)
{
    if (!fetched.ok())
        return std::nullopt;
    std::optional<FoundFeed> feed
        = recognizeFeed(fetched.body, fetched.finalUrl, fetched.contentType.toUtf8(), error);
    // A permanent redirect says where the feed lives now; a temporary one does not.
    if (feed)
        feed->url = fetched.permanentRedirectUrl.isValid() ? fetched.permanentRedirectUrl : url;
    return feed;
}

QString whyNot(const FetchResult &fetched)
{
    return fetched.ok() ? QStringLiteral("not a feed") : fetched.error;
}

// Only a web page can announce feeds or sit on a site with a feed in a usual place; an answer
// that is neither page nor feed (binary, plain text, other XML) ends the search.
bool isWebPage(const FetchResult &fetched)
{
    if (fetched.contentType.contains(QLatin1String("html"), Qt::CaseInsensitive))
        return true;
    const QByteArray head = fetched.body.left(1024).toLower();
    return head.contains("<html") || head.contains("<!doctype html") || head.contains("<head");
}

} // namespace

std::optional<FoundFeed> recognizeFeed(
    const QByteArray &bytes, const QUrl &url, const QByteArray &contentType, QString *error)
{
    const FeedParseResult parsed = parseFeed(bytes, url, contentType);
    if (parsed.feed.format == FeedFormat::Unknown || (!parsed.ok() && parsed.feed.items.isEmpty())) {
        if (error)
            *error = parsed.error;
        return std::nullopt;
    }
    return FoundFeed {url, parsed.feed.title, parsed.feed.link, parsed.feed.format};
}

FeedFinder::FeedFinder(Fetcher *fetcher, QObject *parent) : QObject(parent), m_fetcher(fetcher)
{ }

FeedFinder::SearchId FeedFinder::find(const QUrl &pageOrFeedUrl)
{
    const SearchId id = m_nextId++;
    Search &search = m_searches[id];
    search.result.url = pageOrFeedUrl;
    if (!m_fetcher) {
        // Still answer from the event loop, as with every other search.
        QTimer::singleShot(0, this, [this, id] { finish(id, tr("no network access")); });
        return id;
    }
    startFetch(id, search, pageOrFeedUrl);
    return id;
}

void FeedFinder::cancel(SearchId id)
{
    const Search search = m_searches.take(id);
    if (!m_fetcher)
        return;
    for (const Fetcher::FetchId fetchId : search.fetches)
        m_fetcher->drop(fetchId); // those that finished already are ignored
}

void FeedFinder::startFetch(SearchId id, Search &search, const QUrl &url, int index)
{
    FetchRequest request;
    request.url = url;
    request.kind = FetchKind::Feed; // the first address may be a feed; feeds may be larger than pages
    search.tried.append(url);
    ++search.outstanding;
    search.fetches.append(m_fetcher->fetch(
        request, this, [this, id, index](const FetchResult &fetched) { onFetched(id, index, fetched); }));
}

void FeedFinder::onFetched(SearchId id, int index, const FetchResult &fetched)
{
    const auto search = m_searches.find(id);
    if (search == m_searches.end())
        return;
    --search->outstanding;
    switch (search->stage) {
    case Stage::Address:
        onAddress(id, *search, fetched);
        break;
    case Stage::Announced:
        onAnnounced(id, *search, index, fetched);
        break;
    case Stage::Usual:
        if (const std::optional<FoundFeed> feed = readFeed(fetched, fetched.requestedUrl)) {
            search->result.feeds.append(*feed);
            finish(id);
        } else {
            tryNextUsual(id, *search);
        }
        break;
    }
}

void FeedFinder::onAddress(SearchId id, Search &search, const FetchResult &fetched)
{
    if (!fetched.ok()) {
        finish(id, tr("cannot fetch %1: %2").arg(search.result.url.toDisplayString(), fetched.error));
        return;
    }
    QString notAFeed;
    if (const std::optional<FoundFeed> feed = readFeed(fetched, search.result.url, &notAFeed)) {
        search.result.feeds.append(*feed);
        finish(id);
        return;
    }
    if (!isWebPage(fetched)) {
        finish(id,
            tr("%1 is neither a feed nor a web page: %2").arg(search.result.url.toDisplayString(), notAFeed));
        return;
    }
    search.base = fetched.finalUrl.isValid() ? fetched.finalUrl : search.result.url;
    const QList<DiscoveredFeed> announced
        = discoverFeeds(fetched.body, search.base, fetched.contentType.toUtf8()).mid(0, maxAnnouncedFeeds);
    if (announced.isEmpty()) {
        search.stage = Stage::Usual;
        search.usual = commonFeedUrls(search.base);
        tryNextUsual(id, search);
        return;
    }
    search.stage = Stage::Announced;
    for (const DiscoveredFeed &feed : announced) {
        search.announced.append({feed.url, feed.title, {}, FeedFormat::Unknown});
        search.verified.append(false);
    }
    for (qsizetype i = 0; i < announced.size(); ++i)
        startFetch(id, search, announced[i].url, int(i));
}

void FeedFinder::onAnnounced(SearchId id, Search &search, int index, const FetchResult &fetched)
{
    if (index >= 0 && index < search.announced.size()) {
        FoundFeed &announced = search.announced[index];
        if (const std::optional<FoundFeed> feed = readFeed(fetched, announced.url)) {
            const QString pageTitle = announced.title;
            announced = *feed;
            if (announced.title.isEmpty())
                announced.title = pageTitle;
            search.verified[index] = true;
        } else {
            search.announcedErrors.append(
                QStringLiteral("%1: %2").arg(announced.url.toDisplayString(), whyNot(fetched)));
        }
    }
    if (search.outstanding > 0)
        return;
    for (qsizetype i = 0; i < search.announced.size(); ++i) {
        if (search.verified[i])
            search.result.feeds.append(search.announced[i]);
    }
    if (!search.result.feeds.isEmpty()) {
        finish(id);
        return;
    }
    search.stage = Stage::Usual;
    search.usual = commonFeedUrls(search.base);
    tryNextUsual(id, search);
}

void FeedFinder::tryNextUsual(SearchId id, Search &search)
{
    while (!search.usual.isEmpty()) {
        const QUrl next = search.usual.takeFirst();
        if (!search.tried.contains(next)) {
            startFetch(id, search, next);
            return;
        }
    }
    const QString usual
        = tr("none of the usual places (/feed, /rss.xml, /atom.xml, /index.xml, /feed.xml, /rss) "
             "holds a feed");
    if (search.announcedErrors.isEmpty()) {
        finish(id,
            tr("no feed found at %1: the page announces none, and %2")
                .arg(search.result.url.toDisplayString(), usual));
    } else {
        finish(id,
            tr("no feed found at %1: the feeds the page announces cannot be read (%2), and %3")
                .arg(search.result.url.toDisplayString(), search.announcedErrors.join(QStringLiteral("; ")),
                    usual));
    }
}

void FeedFinder::finish(SearchId id, const QString &error)
{
    const auto it = m_searches.constFind(id);
    if (it == m_searches.cend())
        return;
    FeedSearchResult result = it->result;
    result.error = error;
    m_searches.erase(it);
    emit finished(id, result);
}

} // namespace kindred
