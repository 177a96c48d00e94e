#include "engine/IngestController.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace kindred {

IngestController::IngestController(
    QString databasePath, Ingestor::Options options, Fetcher *fetcher, QObject *parent)
    : QObject(parent)
    , m_databasePath(std::move(databasePath))
    , m_options(options)
    , m_fetcher(fetcher)
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
    , m_pages(fetcher)
    , m_connection(std::make_shared<KeptConnection>(m_databasePath))
{
    m_runThread.setMaxThreadCount(1);
    m_runThread.setExpiryTimeout(-1);
    m_parseThread.setMaxThreadCount(1);
    m_parseThread.setThreadPriority(QThread::IdlePriority);
    connect(&m_watcher, &QFutureWatcher<QList<IngestOutcome>>::finished, this, &IngestController::onJobDone);
    connect(
        &m_parseWatcher, &QFutureWatcher<QList<IngestJob>>::finished, this, &IngestController::onParsedAhead);
    connect(&m_pages, &PageCollector::finished, this, &IngestController::onPagesCollected);
    m_spacingTimer.setSingleShot(true);
    connect(&m_spacingTimer, &QTimer::timeout, this, &IngestController::startNext);
}

IngestController::~IngestController()
{
    m_queue.clear();
    if (m_regroupCancelled)
        *m_regroupCancelled = true; // a regroup does not hold the app's exit up
    // The connection is closed on its thread, after the run under way (the pool's one thread takes
    // tasks in turn). Waited for through the pool, not the run's future: a future's
    // waitForFinished() runs a task that has not started yet on the waiting thread itself.
    m_runThread.start([connection = m_connection] { connection->close(); });
    m_runThread.waitForDone();
    m_parseThread.waitForDone();
}

void IngestController::addDemoCorpus()
{
    enqueue(IngestJob::demoCorpus(), tr("the demo corpus"));
}

void IngestController::regroup(const QList<qint64> &refingerprintFeeds, bool refingerprintAll)
{
    cancelRegroup(); // a newer one replaces it
    auto cancelled = std::make_shared<std::atomic_bool>(false);
    m_regroupCancelled = cancelled;
    // Called on the worker thread; this controller outlives the job (its destructor waits for it).
    const auto progress = [this, cancelled](Regrouper::Step step, qsizetype done, qsizetype total) {
        // Grouping and writing are quick; placing the stories again takes most of the time.
        const double part = total > 0 ? double(done) / double(total) : 1.0;
        const int percent = step == Regrouper::Step::Grouping ? int(10 * part)
            : step == Regrouper::Step::Writing                ? 10 + int(10 * part)
                                                              : 20 + int(80 * part);
        const QString what
            = step == Regrouper::Step::Stories ? tr("Placing stories and events…") : tr("Grouping copies…");
        QMetaObject::invokeMethod(
            this, [this, percent, what] { emit regroupProgress(percent, what); }, Qt::QueuedConnection);
        return !cancelled->load();
    };
    enqueue(IngestJob::regroup(progress, refingerprintFeeds, refingerprintAll),
        tr("regrouping the live window"), true);
}

void IngestController::cancelRegroup()
{
    if (m_regroupCancelled)
        *m_regroupCancelled = true;
    m_regroupCancelled.reset();
}

void IngestController::addFile(const QString &path)
{
    enqueue(IngestJob::file(path), path);
}

void IngestController::addFiles(const QStringList &paths)
{
    // All queued before the first run starts, so that runs take them as many at a time as they
    // hold (as one run would), not the first alone.
    const bool wasHeld = std::exchange(m_held, true);
    for (const QString &path : paths)
        addFile(path);
    m_held = wasHeld;
    startNext();
    updateBusy();
}

void IngestController::addOpmlFile(const QString &path)
{
    enqueue(IngestJob::importOpml(path), path);
}

bool IngestController::addUrl(const QUrl &url)
{
    if (url.isLocalFile()) {
        addFile(url.toLocalFile());
        return true;
    }
    if (url.scheme() != "http"_L1 && url.scheme() != "https"_L1)
        return false;
    const QString text = url.toString();
    if (isReadOnly()) {
        refuse(IngestJob::Kind::Bytes, text, false);
        return true;
    }
    if (!m_fetcher) {
        IngestStats stats;
        stats.errors.append(tr("%1: this build cannot fetch from the network").arg(text));
        reportAlone(text, stats);
        return true;
    }
    FetchRequest request;
    request.url = url;
    request.kind = FetchKind::Feed;
    m_fetcher->fetch(request, this, [this, text](const FetchResult &result) { onFetched(text, result); });
    ++m_fetching;
    emit jobStarted(tr("Fetching %1…").arg(text));
    updateBusy();
    return true;
}

void IngestController::refresh(const QList<FeedRecord> &feeds)
{
    bool demo = false;
    for (const FeedRecord &feed : feeds) {
        const QUrl url(feed.url);
        if (url.scheme() == "demo"_L1) {
            // The demo is one unit: its feeds are replayed together in publication order.
            if (!demo)
                addDemoCorpus();
            demo = true;
        } else {
            addUrl(url);
        }
    }
}

void IngestController::addFetched(
    const QString &url, const QByteArray &bytes, const QString &contentType, const FeedStateUpdate &state)
{
    IngestJob job = IngestJob::fetched(url, bytes, contentType.toUtf8());
    job.states = {state};
    enqueue(std::move(job), url);
}

void IngestController::addFetchState(const FeedStateUpdate &state)
{
    // A refresh of many unchanged feeds makes one write, not one per feed.
    if (!m_queue.isEmpty() && m_queue.back().job.kind == IngestJob::Kind::FetchStates) {
        m_queue.back().job.states.append(state);
        return;
    }
    enqueue(IngestJob::fetchStates({state}), tr("refresh states of feeds"), true);
}

bool IngestController::isBusy() const
{
    return !m_running.isEmpty() || !m_queue.isEmpty() || m_fetching > 0 || !m_waitingForPages.isEmpty();
}

void IngestController::reportAlone(const QString &description, const IngestStats &stats)
{
    emit sourceFinished(description, stats);
    emit jobFinished(description, stats);
}

void IngestController::refuse(IngestJob::Kind kind, const QString &description, bool quiet)
{
    // Nothing reaches the store; the one who asked hears why.
    if (kind == IngestJob::Kind::Regroup) {
        RegroupResult refused;
        refused.error = m_readOnly;
        emit regroupFinished(refused);
    } else if (!quiet) {
        IngestStats refused;
        refused.errors.append(QStringLiteral("%1: %2").arg(description, m_readOnly));
        reportAlone(description, refused);
    }
}

void IngestController::setReadOnly(const QString &why)
{
    m_readOnly = why;
}

void IngestController::enqueue(IngestJob job, QString description, bool quiet)
{
    if (isReadOnly()) {
        refuse(job.kind, description, quiet);
        return;
    }
    // A file's size counts towards a run's bytes as fetched bytes do (it is read in the run).
    const qint64 size
        = job.kind == IngestJob::Kind::File ? QFileInfo(job.source).size() : qint64(job.bytes.size());
    m_queue.enqueue({std::move(job), std::move(description), quiet, size, ++m_nextSerial});
    startNext();
    parseAhead();
    updateBusy();
}

void IngestController::parseAhead()
{
    // Only while a run stores: the run that starts next parses its feeds on all cores itself.
    if (m_running.isEmpty() || m_held || !m_parsingAhead.isEmpty())
        return;
    // A few at a time, on a thread that takes only what the others leave: the run that starts
    // meanwhile does not wait for them, and parses again what it takes of them. What waits parsed
    // is held as text twice the size of its bytes: at most m_parsedAheadBytes of feeds, from the
    // head of the queue (the next run's first feeds), are.
    constexpr qsizetype batchFeeds = 64;
    constexpr qint64 batchBytes = 2 * 1024 * 1024;
    QList<IngestJob> jobs;
    qint64 batch = 0;
    qint64 ahead = 0;
    for (Queued &queued : m_queue) {
        if (jobs.size() >= batchFeeds || batch >= batchBytes || ahead >= m_parsedAheadBytes)
            break;
        if (!isFeed(queued))
            continue;
        ahead += queued.size;
        if (queued.parsedAhead || queued.job.parsed)
            continue;
        queued.parsedAhead = true;
        jobs.append(queued.job);
        m_parsingAhead.append(queued.serial);
        batch += queued.size;
    }
    if (jobs.isEmpty())
        return;
    m_feedsGivenToParseAhead += int(jobs.size());
    m_parseWatcher.setFuture(QtConcurrent::run(&m_parseThread, [jobs]() mutable {
        for (IngestJob &job : jobs)
            job = parsedAhead(std::move(job));
        return jobs;
    }));
}

void IngestController::onParsedAhead()
{
    const QList<quint64> serials = std::exchange(m_parsingAhead, {});
    const QList<IngestJob> parsed = m_parseWatcher.result();
    for (Queued &queued : m_queue) { // a job that left the queue meanwhile is not looked for
        if (const qsizetype k = serials.indexOf(queued.serial); k >= 0)
            queued.job = parsed.at(k);
    }
    parseAhead();
}

bool IngestController::isFeed(const Queued &queued)
{
    return queued.job.kind == IngestJob::Kind::Bytes || queued.job.kind == IngestJob::Kind::File;
}

void IngestController::setRunSpacing(std::chrono::milliseconds spacing)
{
    m_runSpacing = spacing;
    m_spacingTimer.stop();
    startNext();
}

bool IngestController::fullRunWaiting() const
{
    qsizetype feeds = 0;
    qsizetype bytes = 0;
    for (const Queued &queued : m_queue) {
        if (!isFeed(queued))
            return false;
        bytes += queued.size;
        if (++feeds >= MaxFeedsPerRun || bytes >= MaxBytesPerRun)
            return true;
    }
    return false;
}

std::chrono::milliseconds IngestController::untilNextFeedRun() const
{
    if (!m_sinceFeedRun.isValid())
        return std::chrono::milliseconds(0);
    const auto elapsed = std::chrono::milliseconds(m_sinceFeedRun.elapsed());
    return elapsed >= m_runSpacing ? std::chrono::milliseconds(0) : m_runSpacing - elapsed;
}

void IngestController::startNext()
{
    if (m_held || !m_running.isEmpty() || m_queue.isEmpty())
        return;
    if (isFeed(m_queue.head())) {
        if (const auto wait = untilNextFeedRun(); wait.count() > 0 && !fullRunWaiting()) {
            if (!m_spacingTimer.isActive())
                m_spacingTimer.start(wait);
            return;
        }
        m_spacingTimer.stop();
        m_sinceFeedRun.start();
    }
    m_running.append(m_queue.dequeue());
    if (isFeed(m_running.constFirst())) {
        qint64 bytes = m_running.constFirst().size;
        while (!m_queue.isEmpty() && isFeed(m_queue.head()) && m_running.size() < MaxFeedsPerRun
            && bytes + m_queue.head().size <= MaxBytesPerRun) {
            bytes += m_queue.head().size;
            m_running.append(m_queue.dequeue());
        }
    }
    // While more feeds wait or come, a later run places the stories of this one too.
    if (isFeed(m_running.constFirst())) {
        const bool moreFeeds = std::any_of(m_queue.cbegin(), m_queue.cend(), isFeed)
            || (m_moreFeedsComing && m_moreFeedsComing());
        if (!m_sincePlaced.isValid())
            m_sincePlaced.start(); // the first run of a session may wait too
        m_storiesDeferred = m_storiesElsewhere
            || (moreFeeds
                && !m_sincePlaced.hasExpired(std::chrono::milliseconds(StoriesAtLeastEvery).count()));
        if (!m_storiesDeferred)
            m_sincePlaced.start();
    }
    QList<IngestJob> jobs;
    for (const Queued &queued : std::as_const(m_running)) {
        jobs.append(queued.job);
        jobs.last().storiesLater = m_storiesDeferred && isFeed(queued);
    }
    const Queued &first = m_running.constFirst();
    if (!first.quiet) {
        emit jobStarted(m_running.size() == 1 ? tr("Reading %1…").arg(first.description)
                                              : tr("Reading %n feeds…", nullptr, int(m_running.size())));
    }
    // One run at a time uses the kept index; a new radius makes a new one.
    if (!m_liveIndex || m_liveIndex->radius() != m_options.duplicateRadius)
        m_liveIndex = std::make_shared<LiveIndex>(m_options.duplicateRadius);
    m_watcher.setFuture(QtConcurrent::run(&m_runThread, runIngestJobs, m_databasePath, jobs, m_options,
        m_clock(), m_liveIndex, m_connection, m_storyTerms));
    parseAhead(); // what waits for the next runs
}

void IngestController::onFetched(const QString &url, const FetchResult &result)
{
    --m_fetching;
    if (!result.ok()) {
        IngestStats stats;
        stats.errors.append(u"%1: %2"_s.arg(url, result.error));
        reportAlone(url, stats);
    } else if (result.notModified) {
        reportAlone(url, IngestStats {});
    } else {
        enqueue(IngestJob::fetched(url, result.body, result.contentType.toUtf8()), url);
    }
    updateBusy();
}

void IngestController::onJobDone()
{
    const QList<Queued> ran = std::exchange(m_running, {});
    const QList<IngestOutcome> outcomes = m_watcher.result();
    // What the jobs that did not stop for pages did, as one report.
    IngestStats total;
    QStringList finished;
    QList<qint64> fetchesDone;
    if (!outcomes.isEmpty() && outcomes.constFirst().announced > 0)
        emit articlesAnnounced(outcomes.constFirst().announced);
    for (qsizetype i = 0; i < ran.size(); ++i) {
        Queued job = ran.at(i);
        const IngestOutcome &outcome = outcomes.at(i);
        if (!outcome.pagesWanted.isEmpty()) {
            emit jobStarted(
                tr("Fetching %n article page(s) for %1…", nullptr, int(outcome.pagesWanted.size()))
                    .arg(job.description));
            job.job.pagesFetched = true;
            // The next run reads the feed as parsed now, not its bytes again.
            job.job.parsed = outcome.parsed;
            job.job.bytes.clear();
            m_waitingForPages.insert(m_pages.collect(outcome.pagesWanted), std::move(job));
            continue;
        }
        for (const FeedStateUpdate &state : std::as_const(job.job.states))
            fetchesDone.append(state.feedId);
        if (outcome.regroup)
            emit regroupFinished(*outcome.regroup);
        if (job.quiet && outcome.stats.errors.isEmpty())
            continue;
        if (outcome.opml)
            emit subscriptionsImported(job.description, *outcome.opml);
        emit sourceFinished(job.description, outcome.stats);
        total.articles += outcome.stats.articles;
        total.duplicates += outcome.stats.duplicates;
        total.skipped += outcome.stats.skipped;
        total.updated += outcome.stats.updated;
        total.seconds += outcome.stats.seconds;
        total.errors += outcome.stats.errors;
        finished.append(job.description);
    }
    if (!fetchesDone.isEmpty())
        emit fetchesStored(fetchesDone);
    if (!finished.isEmpty()) {
        emit jobFinished(
            finished.size() == 1 ? finished.constFirst() : tr("%n feeds", nullptr, int(finished.size())),
            total);
    }
    if (!m_moreFeedsComing || !m_moreFeedsComing())
        placeDeferredStories();
    startNext();
    updateBusy();
}

void IngestController::placeDeferredStories()
{
    if (m_storiesElsewhere || !m_storiesDeferred || std::any_of(m_queue.cbegin(), m_queue.cend(), isFeed))
        return; // none left, or the next run of feeds places them
    m_storiesDeferred = false;
    m_sincePlaced.start();
    placeUnplacedStories();
}

void IngestController::placeUnplacedStories()
{
    // One waiting placing places whatever is unplaced when it runs.
    const auto placing
        = [](const Queued &queued) { return queued.job.kind == IngestJob::Kind::PlaceStories; };
    if (std::any_of(m_queue.cbegin(), m_queue.cend(), placing))
        return;
    enqueue(IngestJob::placeStories(), tr("placing stories"), true);
}

void IngestController::onPagesCollected(PageCollector::BatchId batch, const ArticlePages &pages)
{
    Queued waiting = m_waitingForPages.take(batch);
    waiting.job.pages = pages.bodies;
    // A page that could not be fetched costs its item the full text, not its place: the item is
    // stored with its summary, and the next refresh does not try again (it is stored by then).
    enqueue(std::move(waiting.job), waiting.description);
}

void IngestController::updateBusy()
{
    const bool busy = isBusy();
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged(busy);
}

} // namespace kindred
