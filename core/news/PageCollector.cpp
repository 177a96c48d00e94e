#include "news/PageCollector.h"

#include <QTimer>

namespace kindred {

PageCollector::PageCollector(Fetcher *fetcher, QObject *parent) : QObject(parent), m_fetcher(fetcher)
{ }

PageCollector::BatchId PageCollector::collect(const QStringList &links)
{
    const BatchId batch = m_nextBatch++;
    Batch &state = m_batches[batch];
    for (const QString &link : links) {
        if (!m_fetcher) {
            state.pages.errors.append(QStringLiteral("%1: %2").arg(link, tr("no network access")));
            continue;
        }
        FetchRequest request;
        request.url = QUrl(link);
        request.kind = FetchKind::Page;
        m_fetcher->fetch(request, this,
            [this, batch, link](const FetchResult &result) { onFetched(batch, link, result); });
        ++state.outstanding;
    }
    if (state.outstanding == 0) // nothing to wait for: still answer from the event loop
        QTimer::singleShot(0, this, [this, batch] { finish(batch); });
    return batch;
}

void PageCollector::onFetched(BatchId batch, const QString &link, const FetchResult &result)
{
    Batch &state = m_batches[batch];
    if (result.ok() && !result.body.isEmpty())
        state.pages.bodies.insert(link, result.body);
    else if (!result.ok())
        state.pages.errors.append(QStringLiteral("%1: %2").arg(link, result.error));
    if (--state.outstanding == 0)
        finish(batch);
}

void PageCollector::finish(BatchId batch)
{
    const ArticlePages pages = m_batches.take(batch).pages;
    emit finished(batch, pages);
}

} // namespace kindred
