#include "engine/IngestJob.h"

#include "engine/ArrivalNotice.h"
#include "feed/FeedParser.h"
#include "net/BoundedRead.h"
#include "news/AllCores.h"
#include "news/DemoCorpus.h"
#include "storage/Database.h"
#include "storage/KeptConnection.h"
#include "storage/SubscriptionStore.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QUrl>
#include <algorithm>

namespace kindred {

namespace {

// Stores the fetch states a job carries (`moves`: only the new URLs of feeds that moved); errors
// go to `stats`.
void storeStates(const QSqlDatabase &db, const IngestJob &job, IngestStats &stats, bool moves = false)
{
    FeedStateStore store(db);
    int urlsRefused = 0;
    if (!(moves ? store.applyMoves(job.states, &urlsRefused) : store.apply(job.states, &urlsRefused)))
        stats.errors.append(
            QCoreApplication::translate("kindred::IngestJob", "could not store the fetch state: %1")
                .arg(store.lastError()));
    else if (urlsRefused > 0)
        stats.errors.append(QCoreApplication::translate(
            "kindred::IngestJob", "%1 moved to an address another feed has already")
                                .arg(job.source));
}

// The fetch state of feed bytes, stored once their items are: a kill or a failure in between
// leaves the feed due, never marked fetched with items missing. Its move (a new URL) was stored
// before the items (see run()).
IngestJob stateAfterItems(const IngestJob &job)
{
    IngestJob after = job;
    for (FeedStateUpdate &state : after.states)
        state.newUrl.clear();
    return after;
}

// Fetched feed bytes, several feeds stored in one Ingestor call (see runIngestJobs()).
QList<IngestOutcome> ingestFetched(
    const QSqlDatabase &db, Ingestor &ingestor, const QList<IngestJob> &jobs, const QDateTime &now)
{
    QList<IngestOutcome> outcomes(jobs.size());
    QList<IncomingFeed> feeds;
    QList<qsizetype> jobOfFeed; // the job each feed handed to the ingest came from
    QHash<QString, QByteArray> pages;
    // Parsed on all cores: a feed that carries whole articles takes longer to parse than to store.
    const auto parse = [](const IngestJob &job) {
        return job.parsed ? *job.parsed : parseFetchedFeed(job.bytes, QUrl(job.source), job.contentType);
    };
    const QList<ParsedFeed> parsedFeeds = mappedOnAllCores<ParsedFeed>(jobs, parse);
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        const IngestJob &job = jobs.at(i);
        IngestOutcome &outcome = outcomes[i];
        const FeedParseResult &parsed = parsedFeeds.at(i).result;
        if (!parsed.ok()) // a feed broken half-way keeps the items before the break
            outcome.stats.errors.append(QStringLiteral("%1: %2").arg(job.source, parsed.error));
        if (!parsed.ok() && parsed.feed.items.isEmpty()) {
            // The server answered, but not with a feed: the feed list shows that as a failed refresh.
            outcome.unreadable = parsed.error;
            if (!job.states.isEmpty()) {
                storeStates(db, stateAfterItems(job), outcome.stats);
                FeedStateStore(db).setLastError(job.states.constFirst().feedId, outcome.unreadable);
            }
            continue;
        }
        if (!job.pagesFetched) {
            outcome.pagesWanted = ingestor.pagesWanted(job.source, parsed.feed);
            if (!outcome.pagesWanted.isEmpty()) {
                outcome.parsed = parsedFeeds.at(i);
                continue;
            }
        }
        pages.insert(job.pages);
        feeds.append({job.source, parsed.feed, parsedFeeds.at(i).lesson});
        jobOfFeed.append(i);
    }
    if (!feeds.isEmpty()) {
        ingestor.setPageSource([pages](const QString &link) { return pages.value(link); });
        const IngestStats stats = ingestor.ingest(feeds, now);
        // Each job reports its own feed's counts; the first one also what befell the whole call.
        for (qsizetype k = 0; k < jobOfFeed.size() && k < stats.feeds.size(); ++k) {
            IngestStats &own = outcomes[jobOfFeed.at(k)].stats;
            own.articles = stats.feeds.at(k).articles;
            own.duplicates = stats.feeds.at(k).duplicates;
            own.skipped = stats.feeds.at(k).skipped;
            own.updated = stats.feeds.at(k).updated;
            own.feeds = {stats.feeds.at(k)};
        }
        IngestStats &first = outcomes[jobOfFeed.constFirst()].stats;
        first.errors += stats.errors;
        first.seconds = stats.seconds;
        // A call that failed may have stored some of its items and not others: its feeds keep
        // their old state, so they are due again and fetched without the new validators (a 304
        // would hide what was not stored); what was stored is skipped then.
        if (stats.errors.isEmpty()) {
            // One transaction for the states of all the call's feeds (a worker stores thousands).
            IngestJob states;
            for (const qsizetype k : std::as_const(jobOfFeed))
                states.states += stateAfterItems(jobs.at(k)).states;
            IngestStats stored;
            storeStates(db, states, stored);
            for (const qsizetype k : std::as_const(jobOfFeed))
                outcomes[k].stats.errors += stored.errors;
        }
    }
    return outcomes;
}

// Reads a local file of at most MaxFeedFileBytes, a block at a time (a FIFO or a device too);
// on failure adds why to `stats`.
std::optional<QByteArray> readFile(const QString &path, IngestStats &stats)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        stats.errors.append(QStringLiteral("%1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    QByteArray bytes;
    if (const QString error = readBounded(file, MaxFeedFileBytes, &bytes); !error.isEmpty()) {
        stats.errors.append(error);
        return std::nullopt;
    }
    return bytes;
}

// The job a local file becomes once read: its bytes as fetched ones, with no article pages to
// fetch for it.
IngestJob readFileJob(const IngestJob &file, const QByteArray &bytes)
{
    IngestJob read = IngestJob::fetched(QUrl::fromLocalFile(file.source).toString(), bytes, {});
    read.pagesFetched = true;
    return read;
}

IngestOutcome importSubscriptions(const QSqlDatabase &db, const IngestJob &job)
{
    IngestOutcome outcome;
    const std::optional<QByteArray> bytes = readFile(job.source, outcome.stats);
    if (!bytes)
        return outcome;
    SubscriptionStore store(db);
    outcome.opml = importOpml(store, *bytes);
    if (!outcome.opml->readable)
        outcome.stats.errors.append(QStringLiteral("%1: %2").arg(job.source,
            QCoreApplication::translate("kindred::IngestJob", "not an OPML file of subscriptions")));
    for (const QString &problem : std::as_const(outcome.opml->problems))
        outcome.stats.errors.append(QStringLiteral("%1: %2").arg(job.source, problem));
    return outcome;
}

// What the caller keeps between its runs (runIngestJobs()); each may be null.
struct KeptBetweenRuns
{
    std::shared_ptr<LiveIndex> live;
    std::shared_ptr<StoryTermCache> terms;

    void give(Ingestor &ingestor) const
    {
        if (live)
            ingestor.setLiveIndex(live);
        if (terms)
            ingestor.setStoryTermCache(terms);
    }
};

QList<IngestOutcome> ingest(const QSqlDatabase &db, const QList<IngestJob> &jobs,
    const Ingestor::Options &options, const QDateTime &now, const KeptBetweenRuns &kept)
{
    Ingestor ingestor(db, options);
    kept.give(ingestor);
    ingestor.loadIndex(now);
    // Retention runs with each run of jobs, in the writer's turn: the reader never sees half of it.
    if (ingestor.deleteExpired(now) < 0) {
        IngestOutcome failed;
        failed.stats.errors.append(QCoreApplication::translate(
            "kindred::IngestJob", "old articles could not be removed; nothing was stored"));
        return QList<IngestOutcome>(jobs.size(), failed);
    }
    const bool storiesLater
        = std::all_of(jobs.cbegin(), jobs.cend(), [](const IngestJob &job) { return job.storiesLater; });
    ingestor.setStoriesDeferred(storiesLater);
    // Local files are read on all cores, as their feeds are then parsed (ingestFetched()).
    struct FileRead
    {
        std::optional<QByteArray> bytes;
        IngestStats stats; // why it could not be read
    };
    const auto read = [](const IngestJob &job) {
        FileRead file;
        if (job.kind == IngestJob::Kind::File)
            file.bytes = readFile(job.source, file.stats);
        return file;
    };
    const QList<FileRead> files = mappedOnAllCores<FileRead>(jobs, read);
    QList<IngestOutcome> outcomes;
    QList<IngestJob> fetched;
    const auto flushFetched = [&] {
        outcomes += ingestFetched(db, ingestor, fetched, now);
        fetched.clear();
    };
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        const IngestJob &job = jobs.at(i);
        if (job.kind == IngestJob::Kind::Bytes) {
            fetched.append(job);
            continue;
        }
        IngestOutcome outcome;
        if (job.kind == IngestJob::Kind::File) {
            // A local file is read like fetched bytes, with no article pages to fetch for it.
            outcome.stats = files.at(i).stats;
            if (const std::optional<QByteArray> &bytes = files.at(i).bytes) {
                fetched.append(readFileJob(job, *bytes));
                continue;
            }
        }
        flushFetched();
        if (job.kind == IngestJob::Kind::DemoCorpus)
            outcome.stats = DemoCorpus::ingest(ingestor, now);
        outcomes.append(outcome);
    }
    flushFetched();
    // What earlier runs left for this one (nothing may be new in it).
    if (QString error; !storiesLater && !ingestor.placeUnplacedStories(now, &error) && !outcomes.isEmpty())
        outcomes.first().stats.errors.append(error);
    return outcomes;
}

// Stores what the jobs carry first (fetch states, subscriptions), then their feeds.
QList<IngestOutcome> run(const QSqlDatabase &db, const QList<IngestJob> &jobs,
    const Ingestor::Options &options, const QDateTime &now, const KeptBetweenRuns &kept)
{
    QList<IngestOutcome> outcomes(jobs.size());
    QList<IngestJob> feedJobs;
    QList<qsizetype> feedJobAt;
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        const IngestJob &job = jobs.at(i);
        // Fetched feed bytes store their state after their items (ingestFetched()); a feed that
        // moved is found under its new address first.
        if (job.kind == IngestJob::Kind::Bytes)
            storeStates(db, job, outcomes[i].stats, true);
        else if (!job.pagesFetched && !job.states.isEmpty())
            storeStates(db, job, outcomes[i].stats);
        if (job.kind == IngestJob::Kind::ImportOpml) {
            IngestOutcome imported = importSubscriptions(db, job); // no index to load for that
            imported.stats.errors = outcomes[i].stats.errors + imported.stats.errors;
            outcomes[i] = imported;
        } else if (job.kind == IngestJob::Kind::Regroup) {
            Regrouper regrouper(db, options);
            regrouper.setRefingerprintFeeds(job.feedIds);
            regrouper.setRefingerprintAll(job.allFeeds);
            outcomes[i].regroup = regrouper.run(now, job.progress);
            outcomes[i].stats.seconds = outcomes[i].regroup->seconds;
            if (!outcomes[i].regroup->error.isEmpty())
                outcomes[i].stats.errors.append(QCoreApplication::translate(
                    "kindred::IngestJob", "regrouping failed, nothing changed: %1")
                                                    .arg(outcomes[i].regroup->error));
        } else if (job.kind == IngestJob::Kind::PlaceStories) {
            Ingestor ingestor(db, options);
            kept.give(ingestor);
            if (QString error; !ingestor.placeUnplacedStories(now, &error))
                outcomes[i].stats.errors.append(error);
        } else if (job.kind != IngestJob::Kind::FetchStates) {
            feedJobs.append(job);
            feedJobAt.append(i);
        }
    }
    if (feedJobs.isEmpty())
        return outcomes;
    const QList<IngestOutcome> ingested = ingest(db, feedJobs, options, now, kept);
    for (qsizetype k = 0; k < feedJobAt.size(); ++k) {
        IngestOutcome &outcome = outcomes[feedJobAt.at(k)];
        const QStringList stateErrors = outcome.stats.errors;
        outcome = ingested.at(k);
        outcome.stats.errors = stateErrors + outcome.stats.errors;
    }
    return outcomes;
}

} // namespace

ParsedFeed parseFetchedFeed(const QByteArray &bytes, const QUrl &url, const QByteArray &contentType)
{
    ParsedFeed parsed {parseFeed(bytes, url, contentType), std::nullopt};
    parsed.lesson = Ingestor::lessonOf(parsed.result.feed);
    return parsed;
}

IngestJob parsedAhead(IngestJob job)
{
    if (job.kind == IngestJob::Kind::File) {
        IngestStats unread; // its run reads it again and reports why
        const std::optional<QByteArray> bytes = readFile(job.source, unread);
        if (!bytes)
            return job;
        IngestJob read = readFileJob(job, {});
        read.parsed = parseFetchedFeed(*bytes, QUrl(read.source), {});
        read.storiesLater = job.storiesLater;
        return read;
    }
    if (job.kind == IngestJob::Kind::Bytes && !job.parsed) {
        job.parsed = parseFetchedFeed(job.bytes, QUrl(job.source), job.contentType);
        job.bytes.clear();
    }
    return job;
}

IngestOutcome runIngestJob(
    const QString &databasePath, const IngestJob &job, const Ingestor::Options &options, const QDateTime &now)
{
    return runIngestJobs(databasePath, {job}, options, now).constFirst();
}

QList<IngestOutcome> runIngestJobs(const QString &databasePath, const QList<IngestJob> &jobs,
    const Ingestor::Options &options, const QDateTime &now, std::shared_ptr<LiveIndex> live,
    std::shared_ptr<KeptConnection> kept, std::shared_ptr<StoryTermCache> terms)
{
    // Without a kept connection, one for this run alone: pool threads are reused, so every run gets
    // a fresh connection name.
    static QAtomicInteger<quint64> counter;
    const QString connection
        = kept ? QString() : QStringLiteral("kindred-ingest-%1").arg(counter.fetchAndAddRelaxed(1));
    QElapsedTimer timer;
    timer.start();
    QList<IngestOutcome> outcomes;
    {
        QString error;
        const QSqlDatabase db
            = kept ? kept->acquire(&error) : Database::open(databasePath, connection, &error);
        if (!db.isValid() || !db.isOpen()) {
            IngestOutcome failed;
            failed.stats.errors.append(error.isEmpty()
                    ? QCoreApplication::translate("kindred::IngestJob", "could not open the database")
                    : error);
            outcomes = QList<IngestOutcome>(jobs.size(), failed);
        } else {
            ArrivalNotice notice(db);
            outcomes = run(db, jobs, options, now, {live, terms});
            // Once per run, after its last commit: the other windows on the store read it again.
            const bool regrouped = std::any_of(outcomes.cbegin(), outcomes.cend(),
                [](const IngestOutcome &outcome) { return outcome.regroup && outcome.regroup->ok(); });
            const qint64 announced = notice.send(regrouped);
            for (IngestOutcome &outcome : outcomes)
                outcome.announced = announced;
        }
    }
    if (!kept)
        Database::close(connection);
    if (jobs.size() == 1 && outcomes.constFirst().stats.seconds <= 0)
        outcomes.first().stats.seconds = timer.nsecsElapsed() / 1e9;
    return outcomes;
}

} // namespace kindred
