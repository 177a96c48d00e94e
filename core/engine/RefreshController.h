#pragma once

#include "net/RefreshScheduler.h"
#include "storage/FeedStateStore.h"
#include "storage/Records.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <chrono>
#include <optional>

namespace kindred {

class IngestController;

/// Connects the RefreshScheduler to the database and the ingest queue: loads the stored http(s)
/// subscriptions into it, stores every fetch's outcome (state, validators, moved URL) through the
/// IngestController's queue and hands new feed bytes to it. Feeds the scheduler does not fetch
/// (the demo corpus, local files) are refreshed by the IngestController as before.
class RefreshController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RefreshController)

public:
    /// `scheduler` may be null: every feed is then refreshed through the IngestController.
    /// `scheduler` and `ingest` must outlive this object; `states` reads the stored fetch states.
    RefreshController(RefreshScheduler *scheduler, IngestController *ingest, FeedStateStore states,
        QObject *parent = nullptr);
    ~RefreshController() override;

    RefreshScheduler *scheduler() const { return m_scheduler; }

    /// Brings the scheduler in line with the stored feeds: adds new http(s) ones with their stored
    /// state and interval, forgets removed ones. Feeds it knows keep its state (it is newer than
    /// the stored one until the queue has written it). Returns the ids of the feeds it added.
    QList<qint64> syncFeeds();
    /// Loads the feeds and starts the periodic refresh with `globalInterval` for feeds without
    /// their own.
    void start(std::chrono::minutes globalInterval);
    /// The interval of feeds that have none of their own (the user changed the setting).
    void setGlobalInterval(std::chrono::minutes interval);

    /// Refreshes every feed now: http(s) feeds through the scheduler (skipping backoff but not a
    /// server's Retry-After), the others through the ingest queue.
    void refreshAll(const QList<FeedRecord> &feeds);
    /// Refreshes one feed now. Returns false with the reason in `why` when it cannot start.
    bool refreshFeed(const FeedRecord &feed, QString *why = nullptr);
    /// Takes feeds just subscribed (an import) into the scheduler and fetches them now; those it
    /// does not fetch (local files) go to the ingest queue.
    void refreshNewFeeds(const QList<qint64> &feedIds);

    /// progressChanged() comes at most once in `interval` while a batch runs (100 ms unless set).
    void setProgressInterval(std::chrono::milliseconds interval) { m_progressTimer.setInterval(interval); }

    /// True while the scheduler has fetches under way.
    bool isRefreshing() const { return m_scheduler && m_scheduler->isRefreshing(); }

Q_SIGNALS:
    /// `done` of `total` fetches of the running batch ended; `currentFeed` is one still running.
    /// The first and the last (`done == total`) come at once, the ones between at most once a
    /// progress interval: a refresh of two thousand feeds that answer at once must not repaint
    /// the window two thousand times.
    void progressChanged(int done, int total, const QString &currentFeed);
    /// A batch of fetches began (true) or ended (false).
    void refreshingChanged(bool refreshing);
    /// A feed could not be fetched; its state is stored and shown in the feed list.
    void feedFailed(const QString &url, const QString &error);

private:
    void onFeedFetched(const FeedFetchOutcome &outcome);
    void onProgress(int done, int total, const QUrl &current);
    void sendProgress();
    qint64 scheduledFeedWithUrl(const QUrl &url, qint64 except) const;

    QPointer<RefreshScheduler> m_scheduler;
    IngestController *m_ingest;
    FeedStateStore m_states;
    QSet<qint64> m_parked; // moved to the address of another subscription: not fetched again
    QTimer m_progressTimer; // runs while progress was sent lately
    struct Progress
    {
        int done = 0;
        int total = 0;
        QUrl currentFeed;
    };
    std::optional<Progress> m_pendingProgress; // to send when the timer runs out
};

} // namespace kindred
