#pragma once

#include "news/Ingestor.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace kindred {

/// One unit of work for the ingest thread: the demo corpus, a local feed file, or feed bytes
/// already fetched from a URL.
struct IngestJob
{
    enum class Kind { DemoCorpus, File, Bytes };

    Kind kind = Kind::DemoCorpus;
    QString source; // the file's path, or the URL the bytes came from
    QByteArray bytes; // Kind::Bytes only
    QByteArray contentType; // Kind::Bytes only: the HTTP Content-Type, a charset hint
};

/// Largest feed file Kindred reads (feeds come from strangers).
inline constexpr qint64 MaxFeedFileBytes = 32 * 1024 * 1024;

/// Runs `job` against the database at `databasePath` on the calling thread, through a
/// connection of its own that is closed again before returning. Safe to call from a worker
/// thread while the UI reads the same database.
IngestStats runIngestJob(const QString &databasePath, const IngestJob &job, const Ingestor::Options &options,
    const QDateTime &now);

} // namespace kindred
