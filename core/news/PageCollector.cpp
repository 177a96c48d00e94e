#include "news/PageCollector.h"

#include <QTimer>

namespace kindred {

PageCollector::PageCollector(Fetcher *fetcher, QObject *parent) : QObject(parent), m_fetcher(fetcher)
{
    for (QTimer *timer : {&m_retry, &m_tryNow}) {
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, this, &PageCollector::fetchWaiting);
    }
}

void PageCollector::setGate(HostGate gate, int retryMs)
{
    m_gate = std::move(gate);
    m_retry.setInterval(retryMs);
}

PageCollector::BatchId PageCollector::collect(const QStringList &links)
{
    const BatchId batch = m_nextBatch++;
    Batch &state = m_batches[batch];
    for (const QString &link : links) {
        if (!m_fetcher) {
            state.pages.errors.append(QStringLiteral("%1: %2").arg(link, tr("no network access")));
            continue;
        }
        m_waiting.append({batch, link});
        ++state.outstanding;
    }
    if (state.outstanding == 0) // nothing to wait for: still answer from the event loop
        QTimer::singleShot(0, this, [this, batch] { finish(batch); });
    else
        fetchWaiting();
    return batch;
}

void PageCollector::fetchWaiting()
{
    m_retry.stop();
    m_tryNow.stop();
    if (!m_freed.isEmpty() && m_gate.free)
        m_gate.free(std::exchange(m_freed, {}));
    if (m_waiting.isEmpty())
        return;
    // Taken out first: a fetch that fails at once can finish a batch, whose receiver may collect more.
    const QList<Link> waiting = std::exchange(m_waiting, {});
    std::optional<QList<qint64>> granted;
    if (m_gate.take) {
        QStringList links;
        for (const Link &link : waiting)
            links.append(link.url);
        granted = m_gate.take(links);
    }
    QList<Link> stillWaiting;
    for (qsizetype i = 0; i < waiting.size(); ++i) {
        const qint64 slot = granted ? granted->value(i) : 0;
        if (granted && slot == 0)
            stillWaiting.append(waiting.at(i));
        else
            fetch(waiting.at(i), slot);
    }
    m_waiting = stillWaiting + m_waiting; // the older first
    if (!m_waiting.isEmpty())
        m_retry.start();
}

void PageCollector::fetch(const Link &link, qint64 slot)
{
    if (!m_fetcher) { // gone while the link waited
        if (slot != 0)
            passOn(slot, link.url);
        FetchResult gone;
        gone.errorKind = FetchErrorKind::Canceled;
        gone.error = tr("no network access");
        onFetched(link.batch, link.url, gone);
        return;
    }
    FetchRequest request;
    request.url = QUrl(link.url);
    request.kind = FetchKind::Page;
    m_fetcher->fetch(request, this, [this, link, slot](const FetchResult &result) {
        if (slot != 0)
            passOn(slot, link.url);
        onFetched(link.batch, link.url, result);
    });
}

void PageCollector::passOn(qint64 slot, const QString &url)
{
    // The next link of the same host waiting here takes the slot over without asking the gate
    // again (for a crawler a round trip to the store each time); else it goes back, with the others
    // that end in this turn of the event loop.
    const QString host = limitHost(QUrl(url));
    const auto next = std::find_if(m_waiting.cbegin(), m_waiting.cend(),
        [&](const Link &waiting) { return limitHost(QUrl(waiting.url)) == host; });
    if (next == m_waiting.cend()) {
        m_freed.append(slot);
        m_tryNow.start();
        return;
    }
    const Link handed = *next;
    m_waiting.erase(next);
    QTimer::singleShot(0, this, [this, handed, slot] { fetch(handed, slot); });
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
