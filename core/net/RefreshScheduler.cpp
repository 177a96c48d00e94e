#include "RefreshScheduler.h"

#include <algorithm>

namespace kindred {

RefreshScheduler::RefreshScheduler(Fetcher *fetcher, Clock clock, QObject *parent)
    : QObject(parent)
    , m_fetcher(fetcher)
    , m_clock(clock ? std::move(clock) : Clock([] { return QDateTime::currentDateTimeUtc(); }))
{
    connect(&m_timer, &QTimer::timeout, this, [this] { tick(m_clock()); });
}

void RefreshScheduler::setGlobalInterval(std::chrono::minutes interval)
{
    m_globalInterval = std::max(interval, minimumInterval);
}

void RefreshScheduler::setFeed(const ScheduledFeed &feed)
{
    m_feeds[feed.id] = feed;
}

void RefreshScheduler::removeFeed(qint64 id)
{
    m_feeds.erase(id);
    for (auto it = m_inFlight.begin(); it != m_inFlight.end(); ++it) {
        if (it->second != id)
            continue;
        const Fetcher::FetchId fetchId = it->first;
        m_inFlight.erase(it);
        // Counted as done so that the batch's progress still reaches its total.
        ++m_batchDone;
        m_fetcher->drop(fetchId);
        break;
    }
    if (m_inFlight.empty() && m_batchTotal > 0) {
        Q_EMIT progressChanged(m_batchDone, m_batchTotal, QUrl());
        m_batchDone = m_batchTotal = 0;
        Q_EMIT refreshFinished();
    }
}

std::optional<ScheduledFeed> RefreshScheduler::feed(qint64 id) const
{
    const auto it = m_feeds.find(id);
    if (it == m_feeds.end())
        return std::nullopt;
    return it->second;
}

QList<ScheduledFeed> RefreshScheduler::feeds() const
{
    QList<ScheduledFeed> result;
    result.reserve(qsizetype(m_feeds.size()));
    for (const auto &[id, feed] : m_feeds)
        result.append(feed);
    return result;
}

std::chrono::minutes RefreshScheduler::effectiveInterval(const ScheduledFeed &feed) const
{
    return std::max(feed.interval.value_or(m_globalInterval), minimumInterval);
}

QDateTime RefreshScheduler::nextFetch(qint64 id) const
{
    const auto it = m_feeds.find(id);
    if (it == m_feeds.end())
        return {};
    return nextScheduledFetch(it->second.state, effectiveInterval(it->second));
}

bool RefreshScheduler::isFetching(qint64 id) const
{
    return std::any_of(
        m_inFlight.begin(), m_inFlight.end(), [id](const auto &entry) { return entry.second == id; });
}

void RefreshScheduler::tick(const QDateTime &now)
{
    QList<qint64> due;
    for (const auto &[id, feed] : m_feeds) {
        if (isFetchDue(feed.state, effectiveInterval(feed), now) && !isFetching(id))
            due.append(id);
    }
    for (const qint64 id : std::as_const(due))
        startFetch(id);
}

void RefreshScheduler::refreshAll()
{
    const QDateTime now = m_clock();
    QList<qint64> ids;
    for (const auto &[id, feed] : m_feeds) {
        if (isManualFetchAllowed(feed.state, now) && !isFetching(id))
            ids.append(id);
    }
    for (const qint64 id : std::as_const(ids))
        startFetch(id);
}

bool RefreshScheduler::refreshOne(qint64 id)
{
    const auto it = m_feeds.find(id);
    if (it == m_feeds.end() || isFetching(id) || !isManualFetchAllowed(it->second.state, m_clock()))
        return false;
    return startFetch(id);
}

void RefreshScheduler::start(std::chrono::milliseconds period)
{
    m_timer.start(period);
    // The feeds that fell due while the app was closed are fetched at once, not a period later;
    // from the event loop, so that whoever started the scheduler finishes first.
    QTimer::singleShot(0, this, [this] {
        if (m_timer.isActive())
            tick(m_clock());
    });
}

void RefreshScheduler::stop()
{
    m_timer.stop();
}

bool RefreshScheduler::startFetch(qint64 id)
{
    const ScheduledFeed &feed = m_feeds.at(id);
    FetchRequest request;
    request.url = feed.url;
    request.etag = feed.etag;
    request.lastModified = feed.lastModified;
    request.kind = FetchKind::Feed;
    const bool first = m_inFlight.empty();
    m_inFlight.emplace(
        m_fetcher->fetch(request, this, [this, id](const FetchResult &result) { onFetched(id, result); }),
        id);
    ++m_batchTotal;
    if (first)
        Q_EMIT refreshStarted();
    Q_EMIT progressChanged(m_batchDone, m_batchTotal, feed.url);
    return true;
}

QUrl RefreshScheduler::currentFeedUrl() const
{
    // The oldest fetch still running: fetch ids grow, so it is the map's first entry.
    if (m_inFlight.empty())
        return {};
    const auto feed = m_feeds.find(m_inFlight.begin()->second);
    return feed == m_feeds.end() ? QUrl() : feed->second.url;
}

void RefreshScheduler::onFetched(qint64 feedId, const FetchResult &result)
{
    // A feed has one fetch at a time, and removeFeed() drops its fetch, so it is still here.
    const auto flight = std::find_if(
        m_inFlight.begin(), m_inFlight.end(), [feedId](const auto &entry) { return entry.second == feedId; });
    if (flight == m_inFlight.end())
        return;
    m_inFlight.erase(flight);
    ++m_batchDone;

    const auto it = m_feeds.find(feedId);
    if (it != m_feeds.end()) {
        ScheduledFeed &feed = it->second;
        feed.state = recordFetch(feed.state, result, m_clock(), m_backoff);
        if (result.ok()) {
            // A 304 repeats (or Fetcher fills in) the validators we sent, so this covers both.
            feed.etag = result.etag;
            feed.lastModified = result.lastModified;
            if (result.permanentRedirectUrl.isValid())
                feed.url = result.permanentRedirectUrl;
        }
        Q_EMIT feedFetched(FeedFetchOutcome {feed, result});
    }

    const bool over = m_inFlight.empty();
    Q_EMIT progressChanged(m_batchDone, m_batchTotal, currentFeedUrl());
    if (over) {
        m_batchDone = m_batchTotal = 0;
        Q_EMIT refreshFinished();
    }
}

} // namespace kindred
