#include "IngestJob.h"

#include "feed/FeedParser.h"
#include "news/DemoCorpus.h"
#include "storage/Database.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QUrl>

namespace kindred {

namespace {

IngestStats ingestBytes(Ingestor &ingestor, const QString &url, const QByteArray &bytes,
    const QByteArray &contentType, const QDateTime &now)
{
    const FeedParseResult parsed = parseFeed(bytes, QUrl(url), contentType);
    if (!parsed.ok() && parsed.feed.items.isEmpty()) {
        IngestStats stats;
        stats.errors.append(QStringLiteral("%1: %2").arg(url, parsed.error));
        return stats;
    }
    IngestStats stats = ingestor.ingest(url, parsed.feed, now);
    if (!parsed.ok())
        stats.errors.prepend(QStringLiteral("%1: %2").arg(url, parsed.error));
    return stats;
}

IngestStats run(
    const QSqlDatabase &db, const IngestJob &job, const Ingestor::Options &options, const QDateTime &now)
{
    Ingestor ingestor(db, options);
    ingestor.loadIndex(now);
    switch (job.kind) {
    case IngestJob::Kind::DemoCorpus:
        return DemoCorpus::ingest(ingestor, now);
    case IngestJob::Kind::File: {
        QFile file(job.source);
        if (!file.open(QIODevice::ReadOnly)) {
            IngestStats stats;
            stats.errors.append(QStringLiteral("%1: %2").arg(job.source, file.errorString()));
            return stats;
        }
        if (file.size() > MaxFeedFileBytes) {
            IngestStats stats;
            stats.errors.append(QStringLiteral("%1: %2").arg(job.source,
                QCoreApplication::translate("kindred::IngestJob", "the file is too large to be a feed")));
            return stats;
        }
        return ingestBytes(ingestor, QUrl::fromLocalFile(job.source).toString(), file.readAll(), {}, now);
    }
    case IngestJob::Kind::Bytes:
        return ingestBytes(ingestor, job.source, job.bytes, job.contentType, now);
    }
    return {};
}

} // namespace

IngestStats runIngestJob(
    const QString &databasePath, const IngestJob &job, const Ingestor::Options &options, const QDateTime &now)
{
    // Pool threads are reused, so every run gets a fresh connection name.
    static QAtomicInteger<quint64> counter;
    const QString connection = QStringLiteral("kindred-ingest-%1").arg(counter.fetchAndAddRelaxed(1));
    QElapsedTimer timer;
    timer.start();
    IngestStats stats;
    {
        QString error;
        const QSqlDatabase db = Database::open(databasePath, connection, &error);
        if (!db.isValid() || !db.isOpen())
            stats.errors.append(error.isEmpty()
                    ? QCoreApplication::translate("kindred::IngestJob", "could not open the database")
                    : error);
        else
            stats = run(db, job, options, now);
    }
    Database::close(connection);
    if (stats.seconds <= 0)
        stats.seconds = timer.nsecsElapsed() / 1e9;
    return stats;
}

} // namespace kindred
