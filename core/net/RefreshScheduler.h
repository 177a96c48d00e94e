#pragma once

#include "FeedFetchState.h"
#include "Fetcher.h"

#include <QObject>
#include <QTimer>
#include <QUrl>
#include <chrono>
#include <functional>
#include <map>
#include <optional>

namespace kindred {

/// One subscription as the scheduler needs it: where, the validators, how often and how it went.
struct ScheduledFeed
{
    qint64 id = 0; // the storage's feed id
    QUrl url;
    QString etag;
    QString lastModified;
    std::optional<std::chrono::minutes> interval; // empty = the global interval
    FeedFetchState state;
};

/// A finished fetch of one feed: the HTTP result (bytes untouched) and the feed as it should now
/// be stored (new state; new validators after a 200; new URL after a permanent redirect).
struct FeedFetchOutcome
{
    ScheduledFeed feed;
    FetchResult result;
};

/// Decides when each feed is fetched and hands the bytes on; it neither parses nor stores.
/// Time comes from an injected clock and tick(now) does the work, so tests never sleep; start()
/// adds a timer that calls tick() periodically for the real app.
class RefreshScheduler final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RefreshScheduler)

public:
    using Clock = std::function<QDateTime()>;

    static constexpr std::chrono::minutes defaultInterval {30};
    static constexpr std::chrono::minutes minimumInterval {1};

    /// `fetcher` must outlive the scheduler, whose fetches stop when it goes. An empty clock means
    /// the system clock in UTC.
    explicit RefreshScheduler(Fetcher *fetcher, Clock clock = {}, QObject *parent = nullptr);

    /// The interval of feeds without their own; raised to minimumInterval when shorter.
    void setGlobalInterval(std::chrono::minutes interval);
    std::chrono::minutes globalInterval() const { return m_globalInterval; }
    void setBackoffPolicy(const BackoffPolicy &policy) { m_backoff = policy; }

    /// Adds a feed or replaces the one with the same id (a fetch under way finishes first).
    void setFeed(const ScheduledFeed &feed);
    /// Forgets a feed and cancels its fetch without reporting it.
    void removeFeed(qint64 id);
    std::optional<ScheduledFeed> feed(qint64 id) const;
    QList<ScheduledFeed> feeds() const;
    /// The interval that applies to a feed (its own or the global one, never below the minimum).
    std::chrono::minutes effectiveInterval(const ScheduledFeed &feed) const;
    /// When the feed will next be fetched on schedule; invalid means "at the next tick".
    QDateTime nextFetch(qint64 id) const;

    /// Starts fetching every feed whose time has come at `now`.
    void tick(const QDateTime &now);
    /// Fetches every feed now, skipping backoff but not a server's Retry-After.
    void refreshAll();
    /// Fetches one feed now, skipping backoff but not a server's Retry-After.
    /// Returns false when it cannot start (unknown id, already fetching, Retry-After pending).
    bool refreshOne(qint64 id);
    /// Calls tick() as soon as the event loop runs, then every `period` until stop().
    void start(std::chrono::milliseconds period = std::chrono::seconds(30));
    void stop();

    bool isRefreshing() const { return !m_inFlight.empty(); }
    bool isFetching(qint64 id) const;

Q_SIGNALS:
    /// A batch began: the first fetch started while none was running.
    void refreshStarted();
    /// `done` of `total` fetches of the current batch ended; `currentFeed` is one still running
    /// (empty when the batch is over).
    void progressChanged(int done, int total, const QUrl &currentFeed);
    /// One feed's fetch ended, successfully or not.
    void feedFetched(const kindred::FeedFetchOutcome &outcome);
    /// The batch is over: every fetch started in it has ended.
    void refreshFinished();

private:
    bool startFetch(qint64 id);
    void onFetched(qint64 feedId, const FetchResult &result);
    QUrl currentFeedUrl() const;

    Fetcher *m_fetcher;
    Clock m_clock;
    std::chrono::minutes m_globalInterval = defaultInterval;
    BackoffPolicy m_backoff;
    std::map<qint64, ScheduledFeed> m_feeds;
    std::map<Fetcher::FetchId, qint64> m_inFlight; // fetch id -> feed id
    int m_batchDone = 0;
    int m_batchTotal = 0;
    QTimer m_timer;
};

} // namespace kindred

Q_DECLARE_METATYPE(kindred::FeedFetchOutcome)
