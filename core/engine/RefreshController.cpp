#include "engine/RefreshController.h"

#include "engine/DateText.h"
#include "engine/IngestController.h"

using namespace Qt::StringLiterals;

namespace kindred {

namespace {

bool isWebUrl(const QUrl &url)
{
    return url.scheme() == "http"_L1 || url.scheme() == "https"_L1;
}

std::optional<std::chrono::minutes> intervalOf(const StoredFeedState &stored)
{
    if (stored.refreshMinutes <= 0)
        return std::nullopt;
    return std::chrono::minutes(stored.refreshMinutes);
}

} // namespace

RefreshController::RefreshController(
    RefreshScheduler *scheduler, IngestController *ingest, FeedStateStore states, QObject *parent)
    : QObject(parent), m_scheduler(scheduler), m_ingest(ingest), m_states(std::move(states))
{
    if (!m_scheduler)
        return;
    qRegisterMetaType<FeedFetchOutcome>();
    connect(m_scheduler, &RefreshScheduler::feedFetched, this, &RefreshController::onFeedFetched);
    m_progressTimer.setSingleShot(true);
    m_progressTimer.setInterval(std::chrono::milliseconds(100));
    connect(&m_progressTimer, &QTimer::timeout, this, &RefreshController::sendProgress);
    connect(m_scheduler, &RefreshScheduler::progressChanged, this, &RefreshController::onProgress);
    connect(m_scheduler, &RefreshScheduler::refreshStarted, this, [this] { Q_EMIT refreshingChanged(true); });
    connect(m_scheduler, &RefreshScheduler::refreshFinished, this, [this] {
        if (m_ingest)
            m_ingest->placeDeferredStories();
        Q_EMIT refreshingChanged(false);
    });
    // The feeds of a refresh are stored as they answer and their stories placed once they all
    // have: each placement of older articles places the stories after them again.
    if (m_ingest)
        m_ingest->setMoreFeedsComing([this] { return isRefreshing(); });
}

RefreshController::~RefreshController()
{
    if (m_ingest)
        m_ingest->setMoreFeedsComing({}); // it asks this object
}

QList<qint64> RefreshController::syncFeeds()
{
    QList<qint64> added;
    if (!m_scheduler)
        return added;
    QSet<qint64> stored;
    for (const StoredFeedState &feed : m_states.states()) {
        const QUrl url(feed.url);
        if (!isWebUrl(url) || m_parked.contains(feed.feedId))
            continue;
        stored.insert(feed.feedId);
        if (std::optional<ScheduledFeed> known = m_scheduler->feed(feed.feedId)) {
            // The reader changed its interval or its address (Properties); a new address starts
            // without the old one's validators.
            if (known->interval != intervalOf(feed) || known->url != url) {
                if (known->url != url) {
                    known->url = url;
                    known->etag.clear();
                    known->lastModified.clear();
                }
                known->interval = intervalOf(feed);
                m_scheduler->setFeed(*known);
            }
            continue;
        }
        m_scheduler->setFeed({feed.feedId, url, feed.etag, feed.lastModified, intervalOf(feed), feed.state});
        added.append(feed.feedId);
    }
    for (const ScheduledFeed &feed : m_scheduler->feeds()) {
        if (!stored.contains(feed.id))
            m_scheduler->removeFeed(feed.id);
    }
    return added;
}

void RefreshController::start(std::chrono::minutes globalInterval)
{
    if (!m_scheduler)
        return;
    m_scheduler->setGlobalInterval(globalInterval);
    syncFeeds();
    m_scheduler->start();
}

void RefreshController::setGlobalInterval(std::chrono::minutes interval)
{
    if (m_scheduler)
        m_scheduler->setGlobalInterval(interval);
}

void RefreshController::refreshAll(const QList<FeedRecord> &feeds)
{
    QList<FeedRecord> others;
    for (const FeedRecord &feed : feeds) {
        if (!m_scheduler || !m_scheduler->feed(feed.id))
            others.append(feed);
    }
    if (m_scheduler)
        m_scheduler->refreshAll();
    if (!others.isEmpty())
        m_ingest->refresh(others);
}

bool RefreshController::refreshFeed(const FeedRecord &feed, QString *why)
{
    const std::optional<ScheduledFeed> scheduled = m_scheduler ? m_scheduler->feed(feed.id) : std::nullopt;
    if (!scheduled) {
        m_ingest->refresh({feed});
        return true;
    }
    if (m_scheduler->refreshOne(feed.id))
        return true;
    if (why) {
        const QString name = feed.title.isEmpty() ? feed.url : feed.title;
        *why = m_scheduler->isFetching(feed.id)
            ? tr("%1 is being refreshed already.").arg(name)
            : tr("The server of %1 asked Kindred to wait until %2.")
                  .arg(name, shortDateText(scheduled->state.retryAfterUntil));
    }
    return false;
}

void RefreshController::refreshNewFeeds(const QList<qint64> &feedIds)
{
    syncFeeds();
    QList<FeedRecord> others;
    for (const qint64 id : feedIds) {
        if (m_scheduler && m_scheduler->feed(id)) {
            m_scheduler->refreshOne(id);
        } else if (const std::optional<StoredFeedState> stored = m_states.state(id)) {
            FeedRecord feed;
            feed.id = id;
            feed.url = stored->url;
            others.append(feed);
        }
    }
    if (!others.isEmpty())
        m_ingest->refresh(others);
}

qint64 RefreshController::scheduledFeedWithUrl(const QUrl &url, qint64 except) const
{
    for (const ScheduledFeed &feed : m_scheduler->feeds()) {
        if (feed.id != except && feed.url == url)
            return feed.id;
    }
    return 0;
}

void RefreshController::onProgress(int done, int total, const QUrl &current)
{
    m_pendingProgress = Progress {done, total, current};
    if (done >= total) {
        m_progressTimer.stop();
        sendProgress();
    } else if (!m_progressTimer.isActive()) {
        sendProgress();
    }
}

void RefreshController::sendProgress()
{
    if (!m_pendingProgress)
        return;
    const Progress progress = *std::exchange(m_pendingProgress, std::nullopt);
    if (progress.done < progress.total)
        m_progressTimer.start();
    Q_EMIT progressChanged(progress.done, progress.total, progress.currentFeed.toString());
}

void RefreshController::onFeedFetched(const FeedFetchOutcome &outcome)
{
    const ScheduledFeed &feed = outcome.feed;
    const FetchResult &result = outcome.result;
    FeedStateUpdate update = fetchStateUpdate(feed.id, feed.state, result);
    if (!result.ok()) {
        m_ingest->addFetchState(update);
        Q_EMIT feedFailed(feed.url.toString(), result.error);
        return;
    }
    if (result.permanentRedirectUrl.isValid() && scheduledFeedWithUrl(feed.url, feed.id) != 0) {
        // Moved to an address that is subscribed already: this subscription is a copy of that
        // one. Stop fetching it and say why on it (not from inside the scheduler's signal).
        update.newUrl.clear();
        update.writeValidators = false;
        update.state.lastError = tr("Moved to %1, which is subscribed already").arg(feed.url.toString());
        m_ingest->addFetchState(update);
        const qint64 id = feed.id;
        m_parked.insert(id);
        QMetaObject::invokeMethod(
            this,
            [this, id] {
                if (m_scheduler)
                    m_scheduler->removeFeed(id);
            },
            Qt::QueuedConnection);
        Q_EMIT feedFailed(result.requestedUrl.toString(), update.state.lastError);
        return;
    }
    if (result.notModified) {
        m_ingest->addFetchState(update); // nothing new to read: only the state changes
        return;
    }
    m_ingest->addFetched(feed.url.toString(), result.body, result.contentType, update);
}

} // namespace kindred
