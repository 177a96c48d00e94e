#pragma once

#include "engine/IngestJob.h"
#include "net/Fetcher.h"
#include "news/PageCollector.h"
#include "storage/KeptConnection.h"
#include "storage/Records.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QQueue>
#include <QThreadPool>
#include <QTimer>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>

namespace kindred {

/// Runs ingest work off the UI thread, one run at a time (SQLite has one writer), and reports
/// each result as a value through a signal. The feeds that wait in the queue when a run starts
/// (a refresh delivers them faster than they are stored) go in that one run, up to
/// MaxFeedsPerRun feeds or MaxBytesPerRun of feed documents, their articles committed together:
/// one jobFinished() then reports them all. Runs grow with the queue: the first feed of a refresh
/// is stored at once, and when hundreds answer together they go in a few large runs, not many
/// small ones that each read the story graph back and place stories again. For that, a run of
/// feeds starts at least runSpacing() after the previous one started, unless a full run waits:
/// feeds that answer while runs are quick gather in the queue instead of going a few at a time.
/// And while more feeds wait or are on their way (setMoreFeedsComing()), a run stores its
/// articles without their stories, which a later run places all at once: placing articles
/// older than what was placed places every story after them again (Ingestor::setStoriesDeferred()).
/// Stories are still placed at least every StoriesAtLeastEvery, so a slow feed does not hold a
/// refresh's stories and events back.
/// URL feeds are fetched asynchronously by the injected Fetcher on this thread first; their
/// bytes are then parsed in the pool. When teaser items need their article pages, the job comes
/// back with the links, the pages are fetched here, and the job runs again with them
/// (extraction and storage in the pool).
class IngestController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IngestController)

public:
    using Clock = std::function<QDateTime()>;
    // Runs of at most 50 feeds refreshed 6,400 items of 1,663 small feeds in 15.8 s (7.2 s of
    // processor), runs of up to 1,000 in 7.3 s (3.7 s): tests/bench/app_refresh.py.
    static constexpr qsizetype MaxFeedsPerRun = Ingestor::MaxFeedsPerCall;
    static constexpr qsizetype MaxBytesPerRun = 32 * 1024 * 1024;
    // 6,400 items of 1,663 feeds, all answering at once: without spacing 18-22 runs, 1.75-1.85 s
    // wall and 1.78-1.83 s of processor; 250 ms: 6-7 runs, 1.50-1.52 s and 1.42-1.51 s; 500 ms:
    // 4-5 runs, 1.57-1.82 s and 1.31-1.42 s (tests/bench/app_refresh.py). The first run still
    // starts at once, and the last waits at most this long.
    static constexpr std::chrono::milliseconds DefaultRunSpacing {250};
    // Leaving stories for later: 6,400 items of 1,663 feeds refreshed with 1.32-1.34 s of
    // processor instead of 1.47-1.70 s, wall 1.66-1.85 s against 1.48-1.83 s (app_refresh.py).
    static constexpr std::chrono::seconds StoriesAtLeastEvery {5};
    // Feeds parsed while a run stores wait with their text (parseAhead()): at most this many bytes
    // of feeds from the head of the queue. It holds the real-text stream's second run (7.5 MB)
    // whole: its ingest 2.02 -> 1.88 s, peak 92 -> 106 MiB; of the markup stream's (21 MB) a part:
    // 3.18 -> 3.00 s, peak 183 -> 204 MiB (farm-bench, six runs, with the stories' change too).
    static constexpr qint64 ParsedAheadBytes = 8 * 1024 * 1024;

    /// `fetcher` may be null (URL feeds then fail with a message); it must outlive this object,
    /// whose fetches stop when it goes.
    IngestController(
        QString databasePath, Ingestor::Options options, Fetcher *fetcher, QObject *parent = nullptr);
    /// Waits for the running job: it holds a database connection and must end before the app.
    ~IngestController() override;

    void setClock(Clock clock) { m_clock = std::move(clock); }
    /// The options the next runs use (the user changed detection settings).
    void setOptions(const Ingestor::Options &options)
    {
        m_options = options;
        m_storyTerms = std::make_shared<StoryTermCache>(); // made again under the new settings
    }
    /// Whether more feeds are on their way (a refresh has fetches under way): while so, runs of
    /// feeds leave their stories for later. Without it only the queue counts.
    void setMoreFeedsComing(std::function<bool()> moreFeedsComing)
    {
        m_moreFeedsComing = std::move(moreFeedsComing);
    }
    /// Places the stories that runs left for later, unless a run of feeds to come will (a
    /// refresh ended; also called when a run ends and no more feeds come).
    void placeDeferredStories();
    /// Places the stories of stored articles that have none: a run killed between storing its
    /// articles and placing their stories left them so (called at start), or another process
    /// stored them (the store's story placer, kindred-cli serve).
    void placeUnplacedStories();
    /// While set, runs of feeds never place stories, not even every StoriesAtLeastEvery: another
    /// process places them for the whole store (StoryPlacerLease); placeUnplacedStories() still
    /// does when asked.
    void setStoriesPlacedElsewhere(bool elsewhere) { m_storiesElsewhere = elsewhere; }
    /// Article pages wait for a slot from `gate` (PageCollector, HostGate): a crawler fleet's limit
    /// per host over all its workers.
    void setPageGate(HostGate gate) { m_pages.setGate(std::move(gate)); }
    /// The gate has slots of `hosts` free now (PageCollector::askGateAgain()).
    void askPageGateAgain(const QStringList &hosts) { m_pages.askGateAgain(hosts); }
    /// The least time from the start of one run of feeds to the start of the next (see above).
    void setRunSpacing(std::chrono::milliseconds spacing);
    /// At most how many bytes of waiting feeds wait parsed (ParsedAheadBytes unless set).
    void setParsedAheadBytes(qint64 bytes) { m_parsedAheadBytes = bytes; }
    std::chrono::milliseconds runSpacing() const { return m_runSpacing; }

    /// Queues the built-in demo corpus.
    void addDemoCorpus();
    /// Queues a local feed file.
    void addFile(const QString &path);
    /// Queues local feed files, all before the first of them is read: runs take as many at a time
    /// as a run holds (kindred-cli ingest of many files).
    void addFiles(const QStringList &paths);
    /// Queues the import of an OPML file of subscriptions; subscriptionsImported() tells what it did.
    void addOpmlFile(const QString &path);
    /// Fetches an http(s) feed, or queues a file:// URL as a file. Returns false (and emits
    /// nothing) when the URL is neither.
    bool addUrl(const QUrl &url);
    /// Refreshes the given feeds: the demo corpus once, files again, URLs fetched again.
    void refresh(const QList<FeedRecord> &feeds);
    /// Queues feed bytes fetched elsewhere (by the refresh scheduler) from `url`, after storing
    /// `state`; their teasers' pages are fetched as for addUrl().
    void addFetched(const QString &url, const QByteArray &bytes, const QString &contentType,
        const FeedStateUpdate &state);
    /// Stores a feed's fetch state (a 304, a failure) in the queue's turn, reading nothing. It runs
    /// without jobStarted()/jobFinished() (unless storing fails); waiting ones are stored together.
    void addFetchState(const FeedStateUpdate &state);

    /// Queues a regroup of the stored live window under the options set last (the user applied
    /// new detection settings); regroupProgress() tells how far it is, regroupFinished() the end.
    /// `refingerprintFeeds`: feeds whose title prefix changed, fingerprinted again first;
    /// `refingerprintAll`: every live article (the fingerprint source changed).
    void regroup(const QList<qint64> &refingerprintFeeds = {}, bool refingerprintAll = false);
    /// Stops a queued or running regroup; it ends with a cancelled result and nothing changed.
    void cancelRegroup();

    /// True while a job runs, waits, or a fetch is under way.
    bool isBusy() const;
    /// How often runs read the live window back whole (LiveIndex::loads()): once, then again only
    /// after changes that other writers or a regroup made. Asked while no run is under way.
    int indexReads() const { return m_liveIndex ? m_liveIndex->loads() : 0; }
    /// How many queued feeds were handed to the parsing ahead while a run stored (parseAhead()),
    /// counted when handed: the thread that parses them may come late on a busy machine.
    int feedsGivenToParseAhead() const { return m_feedsGivenToParseAhead; }
    /// How many times the runs opened their connection to the store: 1 while it stays up.
    int storeConnections() const { return m_connection->opened(); }
    /// Refuses every job from now on with `why` (a team's reader, who may not write the shared
    /// store): feeds and OPML files end in jobFinished() with it as the error, a regroup in
    /// regroupFinished(); quiet jobs (placing stories) are dropped. Empty: accepts jobs again.
    void setReadOnly(const QString &why);
    bool isReadOnly() const { return !m_readOnly.isEmpty(); }

signals:
    /// A job started; `description` says what is being read, for the status bar.
    void jobStarted(const QString &description);
    /// A run announced its new articles, up to `highestId`, to the store's watchers (before its
    /// jobFinished()).
    void articlesAnnounced(qint64 highestId);
    /// A job ended (or its fetch failed), with what it did.
    void jobFinished(const QString &description, const kindred::IngestStats &stats);
    /// What one source (a file, a URL: its description as enqueued) stored or why it failed,
    /// once per source that is not quiet, before the jobFinished() of its run.
    void sourceFinished(const QString &description, const kindred::IngestStats &stats);
    /// Busy went from false to true or back.
    void busyChanged(bool busy);
    /// A regroup is `percent` done; `step` says what it does (for a progress dialog).
    void regroupProgress(int percent, const QString &step);
    /// A regroup ended (cancelled, failed or done, see the result).
    void regroupFinished(const kindred::RegroupResult &result);
    /// The fetch states that jobs carried (addFetched(), addFetchState()) are stored, and so is
    /// what the feeds' bytes held: nothing of those fetches is left to do.
    void fetchesStored(const QList<qint64> &feedIds);
    /// An OPML import ended (before its jobFinished()); `report.addedFeedIds` are the new feeds.
    void subscriptionsImported(const QString &path, const kindred::OpmlImportReport &report);

private:
    struct Queued
    {
        IngestJob job;
        QString description;
        bool quiet = false; // no jobStarted()/jobFinished() unless it fails
        qint64 size = 0; // its feed's bytes, or its file's size: what it adds to a run
        quint64 serial = 0; // names it to the parsing ahead
        bool parsedAhead = false; // handed to parseAhead() once (whether or not it could be read)
    };

    // A job of `kind` that a read-only store does not take, reported as refused.
    void refuse(IngestJob::Kind kind, const QString &description, bool quiet);
    // One source that ended on its own (failed, refused, not modified): both reports.
    void reportAlone(const QString &description, const IngestStats &stats);

    void enqueue(IngestJob job, QString description, bool quiet = false);
    void startNext();
    /// While a run stores, the feeds waiting for the next ones are read and parsed
    /// (parsedAhead()), a few at a time on a thread of idle priority: the next run starts with its
    /// feeds parsed instead of parsing them while the writer waits. The run never waits for them.
    void parseAhead();
    void onParsedAhead();
    static bool isFeed(const Queued &queued);
    /// Whether the feeds at the head of the queue fill a run (MaxFeedsPerRun, MaxBytesPerRun).
    bool fullRunWaiting() const;
    /// The time until the next run of feeds may start; zero when it may now.
    std::chrono::milliseconds untilNextFeedRun() const;
    void onFetched(const QString &url, const FetchResult &result);
    void onJobDone();
    void onPagesCollected(PageCollector::BatchId batch, const ArticlePages &pages);
    void updateBusy();

    QString m_databasePath;
    Ingestor::Options m_options;
    QPointer<Fetcher> m_fetcher;
    Clock m_clock;
    QQueue<Queued> m_queue;
    QList<Queued> m_running; // the jobs of the run in the pool, kept so that a job that asks for
                             // pages can run again with them; empty when none runs
    QFutureWatcher<QList<IngestOutcome>> m_watcher;
    quint64 m_nextSerial = 0;
    QList<quint64> m_parsingAhead; // serials of the queued jobs being parsed; empty when none are
    int m_feedsGivenToParseAhead = 0;
    qint64 m_parsedAheadBytes = ParsedAheadBytes;
    QFutureWatcher<QList<IngestJob>> m_parseWatcher;
    QThreadPool m_parseThread; // one thread: the run's writer and its pool keep the other cores
    PageCollector m_pages;
    QHash<PageCollector::BatchId, Queued> m_waitingForPages;
    int m_fetching = 0; // feeds fetched by addUrl() and not in yet
    bool m_busy = false;
    QString m_readOnly; // why jobs are refused; empty when they are not
    bool m_held = false; // addFiles() is queueing: no run starts yet
    std::chrono::milliseconds m_runSpacing = DefaultRunSpacing;
    std::function<bool()> m_moreFeedsComing;
    bool m_storiesDeferred = false; // the last run of feeds left its stories for later
    bool m_storiesElsewhere = false; // see setStoriesPlacedElsewhere()
    QElapsedTimer m_sincePlaced; // since a run last placed stories; invalid before the first
    QElapsedTimer m_sinceFeedRun; // since the last run of feeds started; invalid before the first
    QTimer m_spacingTimer; // starts the next run when its spacing is over
    std::shared_ptr<std::atomic_bool> m_regroupCancelled; // of the regroup queued or running
    std::shared_ptr<LiveIndex> m_liveIndex; // the duplicate index kept between runs (LiveIndex)
    // The story terms kept between runs (StoryTermCache), used on the runs' thread only.
    std::shared_ptr<StoryTermCache> m_storyTerms = std::make_shared<StoryTermCache>();
    // Runs go to one thread that lives as long as the controller, so that the store's connection
    // stays open from run to run (KeptConnection): opening it cost more than a small run.
    QThreadPool m_runThread;
    std::shared_ptr<KeptConnection> m_connection;
};

} // namespace kindred
