#include "engine/Session.h"

#include "engine/DetectionPreviewer.h"
#include "engine/DetectionSettings.h"
#include "engine/IngestController.h"
#include "engine/NetworkSettings.h"
#include "engine/OpmlController.h"
#include "engine/ReadingActions.h"
#include "engine/RefreshController.h"
#include "engine/SimilarStoriesService.h"
#include "engine/StatisticsWorker.h"
#include "engine/StoreWatcher.h"
#include "settings/Settings.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/FeedStateStore.h"
#include "storage/ReadStateStore.h"
#include "storage/StoryStore.h"
#include "storage/TeamSetup.h"

namespace kindred {

Session::Session(QString databaseLocation, const Ingestor::Options &options, Fetcher *fetcher,
    RefreshScheduler *scheduler, QObject *parent)
    : QObject(parent)
    , m_databaseLocation(std::move(databaseLocation))
    , m_connectionName(QStringLiteral("kindred-session-%1").arg(quintptr(this), 0, 16))
    , m_writerConnectionName(m_connectionName)
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
    , m_liveWindowDays(options.liveWindowDays)
    , m_fetcher(fetcher)
{
    QString error;
    const QSqlDatabase db = Database::open(m_databaseLocation, m_connectionName, &error);
    // Reads from a replica, writes to the primary among the same hosts (a hot standby refuses
    // writes and LISTEN).
    const QString writerLocation = Database::writerLocation(m_databaseLocation);
    if (writerLocation != m_databaseLocation && error.isEmpty()) {
        m_writerConnectionName = QStringLiteral("kindred-session-writer-%1").arg(quintptr(this), 0, 16);
        Database::open(writerLocation, m_writerConnectionName, &error);
    }
    if (!error.isEmpty() || !db.isOpen())
        m_databaseError = error.isEmpty() ? tr("unknown error") : error;
    const QSqlDatabase written = writer();
    m_ingest = new IngestController(writerLocation, options, fetcher, this);
    if (written.isOpen() && !TeamSetup::maySubscribe(written)) {
        m_ingest->setReadOnly(tr("you read this store and keep your own marks; subscribing, refreshing and "
                                 "regrouping are for its members (kindred-cli team init --member)"));
    }
    m_refresh = new RefreshController(scheduler, m_ingest, FeedStateStore(written), this);
    m_opml = new OpmlController(m_ingest, m_refresh, written, this);
    m_reading = new ReadingActions(ReadStateStore(written), this);
    m_watcher = new StoreWatcher(writerLocation, this);
    connect(m_ingest, &IngestController::articlesAnnounced, m_watcher, &StoreWatcher::noteOwnArrivals);
    // Connected before any client: the connection is back before they read through it.
    connect(m_watcher, &StoreWatcher::connectionChanged, this, [this](bool up) {
        if (up)
            reopenIfDropped();
    });
    // Connected before any client too: what was written or announced is on the replica before
    // the clients read it again.
    if (readsFromReplica()) {
        connect(m_watcher, &StoreWatcher::articlesArrived, this, &Session::awaitReplica);
        connect(m_ingest, &IngestController::jobFinished, this, &Session::awaitReplica);
        connect(m_ingest, &IngestController::regroupFinished, this, &Session::awaitReplica);
        // (A single mark's clients change their rows in place; they read nothing again.)
        connect(m_reading, &ReadingActions::manyChanged, this, &Session::awaitReplica);
    }
    // The reader's rules judge what arrived before the clients read it (connected before them).
    connect(m_ingest, &IngestController::jobFinished, this, &Session::applyRulesToNew);
    connect(m_watcher, &StoreWatcher::articlesArrived, this, &Session::applyRulesToNew);
    m_watcher->start();
}

Session::~Session()
{
    // The workers and the stores they hold end before the connection does.
    delete m_watcher;
    delete m_similar;
    delete m_reading;
    delete m_opml;
    delete m_refresh;
    delete m_ingest;
    if (readsFromReplica())
        Database::close(m_writerConnectionName);
    Database::close(m_connectionName);
}

QSqlDatabase Session::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

QSqlDatabase Session::writer() const
{
    return QSqlDatabase::database(m_writerConnectionName, false);
}

void Session::awaitReplica()
{
    if (!Database::awaitReplay(database(), writer()))
        qWarning("kindred: the replica has not caught up with the primary; what is shown may lag");
}

void Session::reopenIfDropped()
{
    // The same handles, which the stores and the clients' models share, open again.
    const auto reopen = [](QSqlDatabase db) {
        if (!db.isValid() || Database::reachable(db))
            return true; // never opened (databaseError() says why), or still up
        if (QString error; !Database::reopen(db, &error)) {
            qWarning("kindred: cannot open the database again: %s", qPrintable(error));
            return false;
        }
        return true;
    };
    const bool read = reopen(database());
    if (!readsFromReplica() && !read)
        return;
    if (readsFromReplica() && !reopen(writer()))
        return;
    m_reading->setStore(ReadStateStore(writer())); // its prepared statements went with the old connection
    m_reading->writePending(); // the marks made while the server was away
}

void Session::setClock(Clock clock)
{
    m_clock = std::move(clock);
    if (m_similar) {
        m_similar->setClock(m_clock);
        m_similar->invalidate(); // its window ends elsewhere now
    }
}

SimilarStoriesService &Session::similarStories()
{
    if (!m_similar) {
        m_similar = new SimilarStoriesService(m_databaseLocation, {}, this);
        m_similar->setClock(m_clock);
    }
    return *m_similar;
}

DetectionPreviewer *Session::createPreviewer(const QDateTime &now, int liveWindowDays, QObject *parent) const
{
    return new DetectionPreviewer(m_databaseLocation, now, liveWindowDays, parent);
}

StatisticsWorker *Session::createStatisticsWorker(QObject *parent) const
{
    return new StatisticsWorker(m_databaseLocation, parent);
}

void Session::applySettings(const Settings &settings)
{
    const Ingestor::Options options = ingestOptions(settings);
    m_liveWindowDays = options.liveWindowDays;
    m_ingest->setOptions(options);
    applyNetworkSettings(settings, m_fetcher);
    m_refresh->setGlobalInterval(
        std::chrono::minutes(settings.intValue(Settings::Key::RefreshIntervalMinutes)));
}

QDateTime Session::liveWindowStart() const
{
    return ArticleStore(database()).windowEnd(m_clock()).addDays(-m_liveWindowDays);
}

void Session::applyRulesToNew()
{
    if (writer().isOpen())
        reportRules(RuleRunner(writer()).applyToNew(liveWindowStart()));
}

void Session::applyRulesToWindow()
{
    if (writer().isOpen())
        reportRules(RuleRunner(writer()).applyToWindow(liveWindowStart()));
}

void Session::reportRules(const RuleRunner::Outcome &outcome)
{
    if (!outcome.error.isEmpty())
        qWarning("kindred: rules: %s", qPrintable(outcome.error));
    for (const RuleRunner::Hit &hit : outcome.notifications)
        emit ruleMatched(hit.rule, hit.articleId, hit.title);
    if (outcome.acted > 0) {
        awaitReplica();
        emit rulesApplied(outcome.acted);
    }
}

void Session::start(std::chrono::minutes interval)
{
    applyRulesToNew(); // what arrived while the reader was away (a team's workers go on)
    if (m_ingest->isReadOnly())
        return; // a member's refreshes fill the store
    m_ingest->placeUnplacedStories(); // what a run killed before placing its stories left
    m_refresh->start(interval);
}

bool Session::mayWrite() const
{
    return !m_ingest->isReadOnly();
}

bool Session::refreshAll()
{
    if (m_ingest->isReadOnly())
        return false;
    const QList<FeedRecord> feeds = ArticleStore(database()).feeds();
    if (feeds.isEmpty())
        return false;
    m_refresh->refreshAll(feeds);
    return true;
}

bool Session::isBusy() const
{
    return m_refresh->isRefreshing() || m_ingest->isBusy();
}

Session::Summary Session::summary(bool collapseCopies) const
{
    Summary summary;
    const QSqlDatabase db = database();
    if (!db.isOpen())
        return summary;
    const ArticleStore store(db);
    const QList<FeedRecord> feeds = store.feeds();
    summary.feeds = int(feeds.size());
    for (const FeedRecord &feed : feeds) {
        summary.articles += feed.articleCount;
        summary.unread += feed.unreadCount;
    }
    if (collapseCopies) // a duplicate group counts once
        summary.unread = store.unreadCounts(true).total;
    for (const StoredFeedState &stored : FeedStateStore(db).states()) {
        const QDateTime success = stored.state.lastSuccess;
        if (success.isValid() && (!summary.lastRefresh.isValid() || success > summary.lastRefresh))
            summary.lastRefresh = success;
    }
    summary.refreshing = isBusy();
    return summary;
}

QList<RankedEvent> Session::rankedEvents(int liveWindowDays, int eventWindowHours) const
{
    const QSqlDatabase db = database();
    if (!db.isOpen())
        return {};
    const QDateTime end = ArticleStore(db).windowEnd(m_clock());
    const QDateTime from = end.addDays(-liveWindowDays);
    QList<RankedEvent> ranked = rankEvents(StoryStore(db).events(), end, eventWindowHours);
    ranked.removeIf([&from](const RankedEvent &event) { return event.event.end < from; });
    return ranked;
}

} // namespace kindred
