#include "engine/CrawlWorker.h"

#include "engine/StoreWatcher.h"
#include "storage/Database.h"

#include <QAtomicInteger>

namespace kindred {

namespace {

QString connectionName(const QString &role)
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("kindred-crawl-%1-%2").arg(role).arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

CrawlWorker::CrawlWorker(
    QString location, Ingestor::Options ingest, CrawlOptions options, Fetcher *fetcher, QObject *parent)
    : QObject(parent)
    , m_location(std::move(location))
    , m_ingestOptions(std::move(ingest))
    , m_options(std::move(options))
    , m_fetcher(fetcher)
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
    , m_placing(m_options.placeQuiet, m_options.placeAtLeastEvery)
{
    m_claimTimer.setInterval(m_options.claimEvery);
    connect(&m_claimTimer, &QTimer::timeout, this, &CrawlWorker::claimMore);
    m_claimSoon.setSingleShot(true);
    m_claimSoon.setInterval(0);
    connect(&m_claimSoon, &QTimer::timeout, this, &CrawlWorker::claimMore);
    m_renewTimer.setInterval(
        std::chrono::duration_cast<std::chrono::milliseconds>(m_options.claims.lease) / 3);
    connect(&m_renewTimer, &QTimer::timeout, this, &CrawlWorker::renew);
    m_placeTimer.setInterval(std::min(m_options.placeQuiet, std::chrono::milliseconds(500)));
    connect(&m_placeTimer, &QTimer::timeout, this, &CrawlWorker::place);
}

CrawlWorker::~CrawlWorker()
{
    // The ingest queue and the watcher hold connections of their own; they go first.
    delete m_ingest;
    delete m_watcher;
    m_claims.reset();
    m_placer.reset();
    if (!m_claimsConnection.isEmpty())
        Database::close(m_claimsConnection);
    if (!m_placerConnection.isEmpty())
        Database::close(m_placerConnection);
}

void CrawlWorker::setClock(Clock clock)
{
    m_clock = std::move(clock);
    if (m_ingest)
        m_ingest->setClock(m_clock);
}

bool CrawlWorker::start(QString *error)
{
    m_claimsConnection = connectionName(QStringLiteral("claims"));
    QSqlDatabase claims = Database::open(m_location, m_claimsConnection, error);
    if (!claims.isValid())
        return false;
    m_placerConnection = connectionName(QStringLiteral("placer"));
    QSqlDatabase placer = Database::open(m_location, m_placerConnection, error);
    if (!placer.isValid())
        return false;
    m_claims = std::make_unique<FeedClaims>(claims, m_options.worker);
    m_placer = std::make_unique<StoryPlacerLease>(placer);
    // Claims this worker's name held before a restart are unfinished work: taken over first.
    if (!m_claims->expireAll()) {
        *error = m_claims->lastError();
        return false;
    }

    m_ingest = new IngestController(m_location, m_ingestOptions, m_fetcher);
    m_ingest->setClock(m_clock);
    m_ingest->setStoriesPlacedElsewhere(true);
    m_ingest->setPageGate({[this](const QStringList &hosts) { return takePageSlots(hosts); },
        [this](const QList<qint64> &slotIds) { freePageSlots(slotIds); }, m_options.claims.perHost});
    connect(m_ingest, &IngestController::fetchesStored, this, &CrawlWorker::onStored);
    connect(m_ingest, &IngestController::articlesAnnounced, this, &CrawlWorker::noteArrivals);
    connect(
        m_ingest, &IngestController::sourceFinished, this, [this](const QString &, const IngestStats &stats) {
            m_counts.articles += stats.articles;
            m_counts.copies += stats.duplicates;
            m_counts.errors += int(stats.errors.size());
            for (const QString &line : stats.errors)
                emit problem(line);
        });
    connect(m_ingest, &IngestController::busyChanged, this, [this](bool busy) {
        if (!busy)
            finishWhenIdle();
    });
    // Other workers' arrivals wait for the placer's stories too.
    m_watcher = new StoreWatcher(m_location);
    connect(m_watcher, &StoreWatcher::articlesArrived, this, &CrawlWorker::noteArrivals);
    connect(m_ingest, &IngestController::articlesAnnounced, m_watcher, &StoreWatcher::noteOwnArrivals);
    m_watcher->start();

    m_claimTimer.start();
    m_renewTimer.start();
    m_placeTimer.start();
    QTimer::singleShot(0, this, &CrawlWorker::claimMore);
    return true;
}

void CrawlWorker::claimMore()
{
    m_claimSoon.stop(); // this is the claim it was to make
    if (m_phase != Phase::Running)
        return;
    // Claims go in batches, up to twice the fetches at once (the Fetcher queues the rest): a
    // claim per finished fetch would make a store round trip of every fetch.
    const int fetching = int(m_fetching.size());
    if (fetching > m_options.fetchesAtOnce)
        return;
    const int room = 2 * m_options.fetchesAtOnce - fetching;
    int heldBack = 0;
    const std::optional<QList<FeedClaim>> claimed
        = m_claims->claimDue(room, m_options.claims, m_clock(), &heldBack);
    if (!claimed) {
        storeFailed(tr("claiming feeds failed: %1").arg(m_claims->lastError()));
        return;
    }
    // Due feeds of hosts at their limit are due still: --once waits for them.
    m_dueLeft = !claimed->isEmpty() || heldBack > 0;
    if (m_dueLeft)
        m_lookedAgain = false;
    for (const FeedClaim &claim : *claimed) {
        FetchRequest request;
        request.url = QUrl(claim.feed.url);
        request.kind = FetchKind::Feed;
        if (!claim.recovered) {
            request.etag = claim.feed.etag;
            request.lastModified = claim.feed.lastModified;
        }
        m_claimed.insert(claim.feed.feedId);
        m_fetching.insert(claim.feed.feedId,
            m_fetcher->fetch(
                request, this, [this, claim](const FetchResult &result) { onFetched(claim, result); }));
    }
    finishWhenIdle();
}

void CrawlWorker::onFetched(const FeedClaim &claim, const FetchResult &result)
{
    const qint64 id = claim.feed.feedId;
    m_fetching.remove(id);
    if (m_phase != Phase::Running && result.errorKind == FetchErrorKind::Canceled) {
        finishWhenIdle();
        return; // not fetched: the claim is given up with the others
    }
    // The host's slot is freed for the fleet with the other fetches that end in this turn; the
    // article pages waiting for slots take them first (work under way finishes before new work
    // starts: claimed first, feeds would take every freed slot and leave the pages to the gate's
    // retries), then more feeds are claimed, unless the last look found none due (the claim timer
    // looks again): a claim before the free found this worker's own hosts busy, and read every due
    // feed to learn that no host had room.
    if (m_fetchedLater.isEmpty()) {
        QTimer::singleShot(0, this, [this] {
            freeHosts();
            m_ingest->askPageGateAgain(std::exchange(m_freedHosts, {}));
            if (m_dueLeft)
                claimMore();
        });
    }
    m_fetchedLater.append(id);
    m_freedHosts.append(FeedClaims::hostOf(claim.feed.url));
    const FeedStateUpdate update = stateUpdateAfterFetch(claim.feed, result, m_clock());
    if (!result.ok()) {
        ++m_counts.failed;
        emit problem(QStringLiteral("%1: %2").arg(claim.feed.url, result.error));
        m_ingest->addFetchState(update);
    } else if (result.notModified) {
        ++m_counts.unchanged;
        m_ingest->addFetchState(update);
    } else {
        ++m_counts.fetched;
        m_ingest->addFetched(update.newUrl.isEmpty() ? claim.feed.url : update.newUrl, result.body,
            result.contentType, update);
    }
}

void CrawlWorker::onStored(const QList<qint64> &feedIds)
{
    QList<qint64> mine;
    for (const qint64 id : feedIds) {
        if (m_claimed.remove(id))
            mine.append(id);
    }
    m_releaseLater += mine;
    releaseDone();
    finishWhenIdle();
}

void CrawlWorker::freeHosts()
{
    if (m_fetchedLater.isEmpty())
        return;
    if (m_claims->fetched(m_fetchedLater))
        m_fetchedLater.clear();
    else
        storeFailed(tr("freeing the hosts of fetched feeds failed: %1").arg(m_claims->lastError()));
}

std::optional<QList<qint64>> CrawlWorker::takePageSlots(const QStringList &hosts)
{
    std::optional<QList<qint64>> taken = m_claims->takeHostSlots(hosts, m_options.claims, m_clock());
    if (!taken) // the pages are fetched at once, under this worker's own limit (HostGate)
        storeFailed(tr("taking host slots for article pages failed: %1").arg(m_claims->lastError()));
    return taken;
}

void CrawlWorker::freePageSlots(const QList<qint64> &slotIds)
{
    m_pageSlotsLater += slotIds;
    // Kept until the store takes it: a slot left behind would be renewed with the claims and hold
    // its host back for as long as this worker runs.
    if (!m_claims->freeHostSlots(m_pageSlotsLater)) {
        storeFailed(tr("freeing host slots of article pages failed: %1").arg(m_claims->lastError()));
        return;
    }
    m_pageSlotsLater.clear();
    // The host has room for due feeds again. Claimed at once only when this worker fetches nothing
    // (no fetch's end will claim soon): a claim at every slot given back made twice as many claims,
    // each a round trip under the claimers' lock, and the fleet slower (tests/bench/fleet.sh).
    if (m_dueLeft && m_fetching.isEmpty())
        m_claimSoon.start();
}

void CrawlWorker::releaseDone()
{
    if (m_releaseLater.isEmpty())
        return;
    // Kept until the store takes it: a claim left behind would be renewed with the others and
    // hold its feed back for as long as this worker runs.
    if (m_claims->release(m_releaseLater))
        m_releaseLater.clear();
    else
        storeFailed(tr("giving up claims failed: %1").arg(m_claims->lastError()));
}

void CrawlWorker::renew()
{
    freeHosts();
    if (!m_pageSlotsLater.isEmpty())
        freePageSlots({});
    releaseDone();
    if (m_claimed.isEmpty())
        return;
    const QDateTime now = m_clock();
    if (!m_claims->renew(now.addSecs(m_options.claims.lease.count()), now))
        storeFailed(tr("renewing claims failed: %1").arg(m_claims->lastError()));
}

void CrawlWorker::storeFailed(const QString &line)
{
    emit problem(line);
    // The server went away (a restart, a failover): open the connection again, here or at the
    // next failure. Claims it could not give up run out and go to the fleet as recovered; the
    // ingest queue opens a connection per run anyway.
    QSqlDatabase db = QSqlDatabase::database(m_claimsConnection, false);
    if (Database::reachable(db))
        return;
    // Its prepared statements went with the old connection; a new one prepares them again.
    m_claims = std::make_unique<FeedClaims>(db, m_options.worker);
    if (QString why; Database::reopen(db, &why))
        emit problem(tr("connected to the store again"));
    else
        emit problem(tr("the store cannot be reached: %1").arg(why));
}

void CrawlWorker::noteArrivals()
{
    m_placing.arrived(PlacingSchedule::Clock::now());
}

void CrawlWorker::place()
{
    const bool wasPlacer = m_placer->held();
    const bool placer = m_placer->tryTake();
    if (const QString error = m_placer->lastError(); !error.isEmpty() && error != m_placerError)
        emit problem(tr("asking for the placer's role failed: %1").arg(error));
    m_placerError = m_placer->lastError();
    if (placer != wasPlacer)
        emit placingChanged(placer);
    if (!placer)
        return;
    const auto now = PlacingSchedule::Clock::now();
    // A new placer does not know what its predecessor left: it looks.
    if (!wasPlacer)
        m_placing.tookRole(now);
    if (!m_placing.due(now))
        return;
    m_placing.placed();
    m_ingest->placeUnplacedStories();
}

bool CrawlWorker::idle() const
{
    return m_fetching.isEmpty() && !m_ingest->isBusy();
}

void CrawlWorker::finishWhenIdle()
{
    if (!idle())
        return;
    if (m_phase == Phase::Running && m_options.once && !m_dueLeft) {
        // A store that failed since the last look left its feeds due again (their state is stored
        // with their items): one more look before leaving.
        if (!m_lookedAgain) {
            m_lookedAgain = true;
            claimMore();
            return;
        }
        // Every due feed is stored: their stories are placed before leaving, by this worker once
        // the role is free (another --once worker may hold it for a moment), unless other workers
        // still fetch or store feeds of this run. Then the burst is not over, and placing it now
        // would cut it (stories depend on where placings cut a burst, StoryTracker): the last of
        // them to finish places it whole, and what they leave is placed by the next placer.
        const int others = m_claims->heldByOthers(QDateTime::currentDateTimeUtc());
        if (others > 0) {
            m_phase = Phase::Stopping;
            finishWhenIdle();
            return;
        }
        m_phase = Phase::PlacingLast;
        m_claimTimer.stop();
        placeLast();
    } else if (m_phase == Phase::Stopping) {
        m_phase = Phase::Finished;
        m_claimTimer.stop();
        m_renewTimer.stop();
        m_placeTimer.stop();
        if (!m_claims->releaseAll())
            emit problem(tr("giving up claims failed: %1").arg(m_claims->lastError()));
        m_claimed.clear();
        m_placer->giveUp();
        emit finished();
    }
}

void CrawlWorker::placeLast()
{
    if (m_phase != Phase::PlacingLast)
        return;
    if (!m_placer->tryTake()) {
        QTimer::singleShot(200, this, &CrawlWorker::placeLast);
        return;
    }
    m_phase = Phase::Stopping;
    m_ingest->placeUnplacedStories();
    finishWhenIdle();
}

void CrawlWorker::stop()
{
    if (m_phase == Phase::Stopping || m_phase == Phase::Finished)
        return;
    m_phase = Phase::Stopping;
    m_claimTimer.stop();
    for (const Fetcher::FetchId fetch : std::as_const(m_fetching))
        m_fetcher->cancel(fetch);
    finishWhenIdle();
}

} // namespace kindred
