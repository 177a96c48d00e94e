#pragma once

#include "engine/IngestController.h"
#include "engine/PlacingSchedule.h"
#include "net/Fetcher.h"
#include "news/Ingestor.h"
#include "storage/FeedClaims.h"
#include "storage/StoryPlacerLease.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QSqlDatabase>
#include <QTimer>
#include <chrono>
#include <memory>

namespace kindred {

class StoreWatcher;

/// How one crawler worker runs.
struct CrawlOptions
{
    QString worker; // its name in the fleet's claims; unique (kindred-cli serve: host:pid)
    int fetchesAtOnce = 8; // feeds fetched at once by this worker (it claims up to twice as many)
    ClaimPolicy claims;
    bool once = false; // fetch every due feed once, then place stories and finish
    std::chrono::milliseconds claimEvery {1000}; // how often it looks for due feeds
    // The placer places new arrivals once the store was quiet for placeQuiet, and at the latest
    // placeAtLeastEvery after the first waiting article while arrivals go on (PlacingSchedule), as
    // the app places a refresh's stories once it ends.
    std::chrono::milliseconds placeQuiet {2000};
    std::chrono::milliseconds placeAtLeastEvery {30000};
};

/// What a worker did (since it started).
struct CrawlCounts
{
    int fetched = 0; // feeds fetched with new bytes
    int unchanged = 0; // feeds that answered 304
    int failed = 0; // fetches that failed
    int articles = 0; // stored
    int copies = 0; // stored as a copy of an earlier article
    int errors = 0; // problems storing (a broken feed, a database error)
};

/// One crawler worker of a fleet sharing a store (kindred-cli serve): claims due feeds
/// (FeedClaims), fetches them politely (validators, backoff, Retry-After, the Fetcher's limits;
/// per-host limits over the whole fleet through the claims, for feeds and the article pages behind
/// their items together: FeedClaims::takeHostSlots()), and stores what they hold through an
/// IngestController: parsing, article pages, extraction and fingerprints here; each article judged
/// against every article stored before it, whoever stored it (Ingestor, in id order under the
/// store's writer lock). Stories and events are placed by one worker of the fleet, the one holding
/// the StoryPlacerLease; the others take it over when it dies. A claim is renewed while its feed
/// is worked on and given up once the fetch's state and items are stored, so a killed worker's
/// feeds go to the others when its lease runs out.
class CrawlWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CrawlWorker)

public:
    using Clock = std::function<QDateTime()>;

    /// `location` as Database::open() takes it; `fetcher` (feeds and article pages) must outlive
    /// the worker.
    CrawlWorker(QString location, Ingestor::Options ingest, CrawlOptions options, Fetcher *fetcher,
        QObject *parent = nullptr);
    ~CrawlWorker() override;

    /// Opens its connections and starts claiming. False, with `error`, when the store cannot be
    /// opened.
    bool start(QString *error);
    /// Stops claiming and fetching, lets the running store finish, gives its claims and the
    /// placer role up; finished() follows.
    void stop();

    CrawlCounts counts() const { return m_counts; }
    /// Whether this worker places the fleet's stories now.
    bool isPlacer() const { return m_placer && m_placer->held(); }
    /// Feeds claimed and not yet given up.
    int claimsHeld() const { return int(m_claimed.size()); }
    void setClock(Clock clock);

Q_SIGNALS:
    /// The worker stopped (stop(), or --once ran out of due feeds); its claims are given up.
    void finished();
    /// Something went wrong that the worker survives (a database error, a feed that failed):
    /// one line for the log.
    void problem(const QString &line);
    /// This worker took the role of placing stories for the store, or lost it (StoryPlacerLease).
    void placingChanged(bool placing);

private:
    void claimMore();
    void onFetched(const FeedClaim &claim, const FetchResult &result);
    void onStored(const QList<qint64> &feedIds);
    void renew();
    /// Frees the hosts of ended fetches for the fleet (again, when the store did not take it before).
    void freeHosts();
    /// The PageCollector's HostGate: slots for article pages within the fleet's per-host limit.
    std::optional<QList<qint64>> takePageSlots(const QStringList &hosts);
    void freePageSlots(const QList<qint64> &slotIds);
    /// Gives up the claims of stored fetches (again, when the store did not take it before).
    void releaseDone();
    void noteArrivals();
    /// Says what failed, and opens the claims' connection again when the server dropped it.
    void storeFailed(const QString &line);
    void place();
    void finishWhenIdle();
    void placeLast();
    bool idle() const;

    enum class Phase {
        Running,
        PlacingLast, // --once: every due feed is stored, waiting for the placer role
        Stopping, // the running store ends, then the claims and the role are given up
        Finished,
    };

    QString m_location;
    Ingestor::Options m_ingestOptions;
    CrawlOptions m_options;
    Fetcher *m_fetcher;
    Clock m_clock;
    QString m_claimsConnection;
    QString m_placerConnection;
    std::unique_ptr<FeedClaims> m_claims;
    std::unique_ptr<StoryPlacerLease> m_placer;
    IngestController *m_ingest = nullptr;
    StoreWatcher *m_watcher = nullptr;
    QHash<qint64, Fetcher::FetchId> m_fetching; // feed id -> its fetch
    QSet<qint64> m_claimed; // feeds claimed, from the claim to their stored result
    QList<qint64> m_releaseLater; // stored, and their claims not yet given up in the store
    QList<qint64> m_fetchedLater; // fetched, and their hosts not yet freed in the store
    QStringList m_freedHosts; // the hosts of the fetches that ended in this turn of the event loop
    QList<qint64> m_pageSlotsLater; // pages fetched, and their slots not yet freed in the store
    QTimer m_claimTimer;
    QTimer m_claimSoon; // one claim at the end of this turn, however many asked for it (freePageSlots())
    QTimer m_renewTimer;
    QTimer m_placeTimer;
    CrawlCounts m_counts;
    PlacingSchedule m_placing; // when the placer places what arrived
    QString m_placerError; // the last failure to ask for the role, said once
    bool m_dueLeft = true; // the last claim found due feeds (--once stops when none are left)
    bool m_lookedAgain = false; // --once: looked once more after finding none
    Phase m_phase = Phase::Running;
};

} // namespace kindred
