#include "IngestJob.h"

#include "feed/FeedParser.h"
#include "news/DemoCorpus.h"
#include "storage/Database.h"
#include "storage/SubscriptionStore.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QUrl>

namespace kindred {

namespace {

// `pages` is null for a local file (no pages are fetched for it), else the job's pages.
IngestOutcome ingestBytes(Ingestor &ingestor, const QString &url, const QByteArray &bytes,
    const QByteArray &contentType, const IngestJob *pagesOf, const QDateTime &now)
{
    const FeedParseResult parsed = parseFeed(bytes, QUrl(url), contentType);
    IngestOutcome outcome;
    if (!parsed.ok() && parsed.feed.items.isEmpty()) {
        outcome.stats.errors.append(QStringLiteral("%1: %2").arg(url, parsed.error));
        outcome.unreadable = parsed.error;
        return outcome;
    }
    if (pagesOf && !pagesOf->pagesFetched) {
        outcome.pagesWanted = ingestor.pagesWanted(url, parsed.feed);
        if (!outcome.pagesWanted.isEmpty())
            return outcome;
    }
    if (pagesOf) {
        const QHash<QString, QByteArray> pages = pagesOf->pages;
        ingestor.setPageSource([pages](const QString &link) { return pages.value(link); });
    }
    outcome.stats = ingestor.ingest(url, parsed.feed, now);
    if (!parsed.ok())
        outcome.stats.errors.prepend(QStringLiteral("%1: %2").arg(url, parsed.error));
    return outcome;
}

// Stores the fetch states a job carries; errors go to `stats`.
void storeStates(const QSqlDatabase &db, const IngestJob &job, IngestStats &stats)
{
    FeedStateStore store(db);
    int urlsRefused = 0;
    if (!store.apply(job.states, &urlsRefused))
        stats.errors.append(
            QCoreApplication::translate("kindred::IngestJob", "could not store the fetch state: %1")
                .arg(store.lastError()));
    else if (urlsRefused > 0)
        stats.errors.append(QCoreApplication::translate(
            "kindred::IngestJob", "%1 moved to an address another feed has already")
                                .arg(job.source));
}

IngestOutcome runBytes(const QSqlDatabase &db, Ingestor &ingestor, const IngestJob &job, const QDateTime &now)
{
    IngestOutcome outcome = ingestBytes(ingestor, job.source, job.bytes, job.contentType, &job, now);
    // The server answered, but not with a feed: the feed list shows that as a failed refresh.
    if (!outcome.unreadable.isEmpty() && !job.states.isEmpty())
        FeedStateStore(db).setLastError(job.states.constFirst().feedId, outcome.unreadable);
    return outcome;
}

// Reads a local file of at most MaxFeedFileBytes; on failure adds why to `stats`.
std::optional<QByteArray> readFile(const QString &path, IngestStats &stats)
{
    QFile file(path);
    QString error;
    if (!file.open(QIODevice::ReadOnly))
        error = file.errorString();
    else if (file.size() > MaxFeedFileBytes)
        error = QCoreApplication::translate("kindred::IngestJob", "the file is too large to be a feed");
    else
        return file.readAll();
    stats.errors.append(QStringLiteral("%1: %2").arg(path, error));
    return std::nullopt;
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

IngestOutcome ingest(
    const QSqlDatabase &db, const IngestJob &job, const Ingestor::Options &options, const QDateTime &now)
{
    Ingestor ingestor(db, options);
    ingestor.loadIndex(now);
    // Retention runs with each job, in the writer's turn: the reader never sees half of it.
    if (ingestor.deleteExpired(now) < 0) {
        IngestOutcome failed;
        failed.stats.errors.append(QCoreApplication::translate(
            "kindred::IngestJob", "old articles could not be removed; nothing was stored"));
        return failed;
    }
    switch (job.kind) {
    case IngestJob::Kind::DemoCorpus: {
        IngestOutcome outcome;
        outcome.stats = DemoCorpus::ingest(ingestor, now);
        return outcome;
    }
    case IngestJob::Kind::File: {
        IngestOutcome outcome;
        const std::optional<QByteArray> bytes = readFile(job.source, outcome.stats);
        if (!bytes)
            return outcome;
        return ingestBytes(ingestor, QUrl::fromLocalFile(job.source).toString(), *bytes, {}, nullptr, now);
    }
    case IngestJob::Kind::Bytes:
        return runBytes(db, ingestor, job, now);
    case IngestJob::Kind::FetchStates:
    case IngestJob::Kind::ImportOpml:
        break;
    }
    return {};
}

IngestOutcome run(
    const QSqlDatabase &db, const IngestJob &job, const Ingestor::Options &options, const QDateTime &now)
{
    IngestStats stored;
    if (!job.pagesFetched && !job.states.isEmpty())
        storeStates(db, job, stored);
    if (job.kind == IngestJob::Kind::FetchStates) {
        IngestOutcome outcome;
        outcome.stats = stored;
        return outcome;
    }
    if (job.kind == IngestJob::Kind::ImportOpml)
        return importSubscriptions(db, job); // no index to load for that
    IngestOutcome outcome = ingest(db, job, options, now);
    outcome.stats.errors = stored.errors + outcome.stats.errors;
    return outcome;
}

} // namespace

IngestOutcome runIngestJob(
    const QString &databasePath, const IngestJob &job, const Ingestor::Options &options, const QDateTime &now)
{
    // Pool threads are reused, so every run gets a fresh connection name.
    static QAtomicInteger<quint64> counter;
    const QString connection = QStringLiteral("kindred-ingest-%1").arg(counter.fetchAndAddRelaxed(1));
    QElapsedTimer timer;
    timer.start();
    IngestOutcome outcome;
    {
        QString error;
        const QSqlDatabase db = Database::open(databasePath, connection, &error);
        if (!db.isValid() || !db.isOpen())
            outcome.stats.errors.append(error.isEmpty()
                    ? QCoreApplication::translate("kindred::IngestJob", "could not open the database")
                    : error);
        else
            outcome = run(db, job, options, now);
    }
    Database::close(connection);
    if (outcome.stats.seconds <= 0)
        outcome.stats.seconds = timer.nsecsElapsed() / 1e9;
    return outcome;
}

} // namespace kindred
