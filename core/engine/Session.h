#pragma once

#include "engine/RuleRunner.h"
#include "news/EventRanking.h"
#include "news/Ingestor.h"

#include <QDateTime>
#include <QObject>
#include <QSqlDatabase>
#include <chrono>
#include <functional>
#include <memory>

namespace kindred {

class DetectionPreviewer;
class Fetcher;
class IngestController;
class OpmlController;
class ReadingActions;
class RefreshController;
class RefreshScheduler;
class Settings;
class SimilarStoriesService;
class StatisticsWorker;
class StoreWatcher;

/// Kindred's engine on one database, with no widget in it: the ingest queue, the refresh
/// scheduler's wiring, OPML import, regroup, the reader's marks and the workers that preview
/// detection settings, find similar stories and count statistics; the window, the tray, the remote
/// control and a headless service are its clients (qBittorrent's RSS::Session is the model).
class Session final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Session)

public:
    using Clock = std::function<QDateTime()>;

    /// What the session counts, for a status line or the remote control's "status".
    struct Summary
    {
        int feeds = 0;
        int articles = 0;
        int unread = 0; // a story with copies counts once when `collapseCopies`
        QDateTime lastRefresh; // the latest successful fetch of any feed; invalid when none
        bool refreshing = false; // a refresh or an ingest is running
    };

    /// `databaseLocation` names the database as Database::open() takes it, passed on unchanged.
    /// `fetcher` (may be null: URL feeds then fail with a message) and `scheduler` (may be null:
    /// every feed is refreshed through the ingest queue) must outlive the session.
    Session(QString databaseLocation, const Ingestor::Options &options, Fetcher *fetcher = nullptr,
        RefreshScheduler *scheduler = nullptr, QObject *parent = nullptr);
    /// Stops the workers and closes the session's connection; its clients must be gone by then.
    ~Session() override;

    const QString &databaseLocation() const { return m_databaseLocation; }
    /// The fetcher the session was given (null: no network).
    Fetcher *fetcher() const { return m_fetcher; }
    /// The connection reads go through, on this thread; not open when the database could not be
    /// opened (databaseError() says why). On a team's replica (Database::writerLocation()) it
    /// reads from a standby.
    QSqlDatabase database() const;
    /// The connection writes go through, on this thread: the reader's own marks, a member's
    /// subscriptions and feed settings. The primary when database() reads from a replica, else
    /// the same connection as database().
    QSqlDatabase writer() const;
    /// Whether reads come from a replica, writes from the primary (two connections).
    bool readsFromReplica() const { return m_writerConnectionName != m_connectionName; }
    /// Waits (briefly) until database() shows what was written through writer() and what other
    /// writers announced: the replica has replayed the primary so far. At once without a replica.
    /// The session does it itself before its own signals reach clients (a job's end, marks on
    /// many articles, arrivals); a client that writes through writer() calls it before reading.
    void awaitReplica();
    QString databaseError() const { return m_databaseError; }
    /// The clock that ends the live window of what the session reads (similar stories, events);
    /// the ingest queue keeps its own (IngestController::setClock()).
    void setClock(Clock clock);

    IngestController &ingest() { return *m_ingest; }
    RefreshController &refresh() { return *m_refresh; }
    OpmlController &opml() { return *m_opml; }
    ReadingActions &reading() { return *m_reading; }
    /// Says when other writers stored articles and when the server went or came back (PostgreSQL;
    /// idle on SQLite). When it comes back the session's own connection is open again first.
    StoreWatcher &watcher() { return *m_watcher; }
    /// Made on first use: its worker thread and index cost nothing to a session that never asks.
    SimilarStoriesService &similarStories();
    /// A previewer of detection settings on the live window ending at `now` (the settings dialog's).
    DetectionPreviewer *createPreviewer(const QDateTime &now, int liveWindowDays, QObject *parent) const;
    /// A statistics worker of its own for a view (it keeps one computation running at a time).
    StatisticsWorker *createStatisticsWorker(QObject *parent) const;

    /// The user applied new settings: the next ingests and regroups, the fetcher's proxy and
    /// timeouts and the refresh interval follow them.
    void applySettings(const Settings &settings);
    /// Places what a killed run left unplaced and starts the periodic refresh of web feeds, with
    /// `interval` for feeds without their own.
    void start(std::chrono::minutes interval);
    /// Whether this person may write the shared store: subscribe, refresh, import, regroup. A team's
    /// reader (PostgreSQL role without write grants) may not: the ingest queue refuses such jobs
    /// with the reason, start() schedules no refreshes, and marks are still theirs to keep.
    bool mayWrite() const;
    /// Refreshes every subscribed feed now; false when there is none (or mayWrite() is not).
    bool refreshAll();
    /// A refresh or an ingest is under way.
    bool isBusy() const;
    Summary summary(bool collapseCopies) const;
    /// The breaking events of the last `liveWindowDays`, ranked (active first).
    QList<RankedEvent> rankedEvents(int liveWindowDays, int eventWindowHours) const;

    /// Applies the reader's rules to every article of the live window (after they changed); what
    /// arrives is judged by itself. Emits rulesApplied().
    void applyRulesToWindow();
    /// Where the live window starts now (what rules and previews look at).
    QDateTime liveWindowStart() const;

signals:
    /// The reader's rules marked, hid or starred `articles` articles (copies included): lists
    /// read again.
    void rulesApplied(int articles);
    /// A rule that notifies matched an article.
    void ruleMatched(const QString &rule, qint64 articleId, const QString &title);

private:
    /// After the server came back: opens the session's connections again when they dropped too.
    void reopenIfDropped();
    /// Applies the reader's rules to what arrived since they last ran.
    void applyRulesToNew();
    void reportRules(const RuleRunner::Outcome &outcome);

    QString m_databaseLocation;
    QString m_connectionName;
    QString m_writerConnectionName; // m_connectionName unless reads come from a replica
    QString m_databaseError;
    Clock m_clock;
    int m_liveWindowDays;
    Fetcher *m_fetcher;
    IngestController *m_ingest = nullptr; // children, deleted in order by the destructor
    RefreshController *m_refresh = nullptr;
    OpmlController *m_opml = nullptr;
    ReadingActions *m_reading = nullptr;
    SimilarStoriesService *m_similar = nullptr;
    StoreWatcher *m_watcher = nullptr;
};

} // namespace kindred
