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
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
    , m_fetcher(fetcher)
{
    QString error;
    const QSqlDatabase db = Database::open(m_databaseLocation, m_connectionName, &error);
    if (!db.isValid() || !db.isOpen())
        m_databaseError = error.isEmpty() ? tr("unknown error") : error;
    m_ingest = new IngestController(m_databaseLocation, options, fetcher, this);
    if (db.isOpen() && !TeamSetup::maySubscribe(db)) {
        m_ingest->setReadOnly(tr("you read this store and keep your own marks; subscribing, refreshing and "
                                 "regrouping are for its members (kindred-cli team init --member)"));
    }
    m_refresh = new RefreshController(scheduler, m_ingest, FeedStateStore(db), this);
    m_opml = new OpmlController(m_ingest, m_refresh, db, this);
    m_reading = new ReadingActions(ReadStateStore(db), this);
    m_watcher = new StoreWatcher(m_databaseLocation, this);
    connect(m_ingest, &IngestController::articlesAnnounced, m_watcher, &StoreWatcher::noteOwnArrivals);
    // Connected before any client: the connection is back before they read through it.
    connect(m_watcher, &StoreWatcher::connectionChanged, this, [this](bool up) {
        if (up)
            reopenIfDropped();
    });
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
    Database::close(m_connectionName);
}

QSqlDatabase Session::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

void Session::reopenIfDropped()
{
    QSqlDatabase db = database();
    if (!db.isValid() || Database::reachable(db))
        return; // never opened (databaseError() says why), or still up
    // The same handle, which the stores and the clients' models share, opens again.
    if (QString error; !Database::reopen(db, &error)) {
        qWarning("kindred: cannot open the database again: %s", qPrintable(error));
        return;
    }
    m_reading->setStore(ReadStateStore(db)); // its prepared statements went with the old connection
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
    m_ingest->setOptions(ingestOptions(settings));
    applyNetworkSettings(settings, m_fetcher);
    m_refresh->setGlobalInterval(
        std::chrono::minutes(settings.intValue(Settings::Key::RefreshIntervalMinutes)));
}

void Session::start(std::chrono::minutes interval)
{
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
