#pragma once

#include "net/Fetcher.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace kindred {

/// The article pages of one batch of links, as fetched: bodies by link, and what failed.
struct ArticlePages
{
    QHash<QString, QByteArray> bodies;
    QStringList errors; // "link: reason", one per page that could not be fetched
};

/// Fetches the article pages behind a feed's teaser items through the shared Fetcher (page size
/// cap, timeouts, per-host connection limit) and hands them over as one value when the last one
/// is in, so the ingest can extract and fingerprint them off this thread. A page that fails is
/// reported and left out: its item is stored with its summary.
class PageCollector final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PageCollector)

public:
    using BatchId = quint64;

    /// `fetcher` must outlive this object; it is not owned. Fetches under way stop when this goes.
    explicit PageCollector(Fetcher *fetcher, QObject *parent = nullptr);

    /// Starts fetching `links`; finished(batch, pages) follows from the event loop, also for an
    /// empty list or when there is no fetcher.
    BatchId collect(const QStringList &links);

    /// Batches started and not yet finished.
    int pendingBatches() const { return int(m_batches.size()); }

signals:
    void finished(kindred::PageCollector::BatchId batch, const kindred::ArticlePages &pages);

private:
    struct Batch
    {
        ArticlePages pages;
        int outstanding = 0;
    };

    void onFetched(BatchId batch, const QString &link, const FetchResult &result);
    void finish(BatchId batch);

    QPointer<Fetcher> m_fetcher;
    BatchId m_nextBatch = 1;
    QHash<BatchId, Batch> m_batches;
};

} // namespace kindred

Q_DECLARE_METATYPE(kindred::ArticlePages)
