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

void PageCollector::askGateAgain(const QStringList &hosts)
{
    if (std::any_of(
            hosts.cbegin(), hosts.cend(), [this](const QString &host) { return m_waiting.contains(host); }))
        fetchWaiting();
}

PageCollector::BatchId PageCollector::collect(const QStringList &links)
{
    const BatchId batch = m_nextBatch++;
    Batch &state = m_batches[batch];
    QList<Link> toFetch; // without a gate: all of them, in their order
    for (const QString &link : links) {
        if (!m_fetcher) {
            state.pages.errors.append(QStringLiteral("%1: %2").arg(link, tr("no network access")));
            continue;
        }
        Link waiting {batch, link, limitHost(QUrl(link))};
        if (m_gate.take)
            addWaiting(std::move(waiting));
        else
            toFetch.append(std::move(waiting));
        ++state.outstanding;
    }
    if (state.outstanding == 0) { // nothing to wait for: still answer from the event loop
        QTimer::singleShot(0, this, [this, batch] { finish(batch); });
        return batch;
    }
    for (const Link &link : std::as_const(toFetch))
        fetch(link, 0);
    // The gate is asked at the end of this turn of the event loop, once for the links of every
    // batch collected in it (a run of feeds hands over its feeds' pages one after the other).
    if (!m_waiting.isEmpty())
        m_tryNow.start();
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
    // A host is asked for as many slots as its links could use at once; the gate gives what its
    // limit allows, and each slot then passes from link to link (passOn()).
    QStringList wanted;
    for (const QString &host : std::as_const(m_hostOrder)) {
        const qsizetype asked = std::min(m_waiting.value(host).size(), qsizetype(m_gate.perHost));
        for (qsizetype i = 0; i < asked; ++i)
            wanted.append(host);
    }
    const std::optional<QList<qint64>> granted = m_gate.take ? m_gate.take(wanted) : std::nullopt;
    // Taken out first: a fetch that fails at once can finish a batch, whose receiver may collect more.
    QList<std::pair<Link, qint64>> toFetch;
    if (!granted) { // the gate cannot say: all of them at once, under the Fetcher's own limit
        for (const QString &host : std::as_const(m_hostOrder)) {
            for (const Link &link : m_waiting.value(host))
                toFetch.append({link, 0});
        }
        m_waiting.clear();
        m_hostOrder.clear();
    } else {
        for (qsizetype i = 0; i < wanted.size(); ++i) {
            if (granted->value(i) != 0)
                toFetch.append({takeWaiting(wanted.at(i)), granted->value(i)});
        }
    }
    for (const auto &[link, slot] : std::as_const(toFetch))
        fetch(link, slot);
    if (!m_waiting.isEmpty())
        m_retry.start();
}

void PageCollector::addWaiting(Link link)
{
    QList<Link> &line = m_waiting[link.host];
    if (line.isEmpty())
        m_hostOrder.append(link.host);
    line.append(std::move(link));
}

PageCollector::Link PageCollector::takeWaiting(const QString &host)
{
    const auto line = m_waiting.find(host);
    Link link = line->takeFirst();
    if (line->isEmpty()) {
        m_waiting.erase(line);
        m_hostOrder.removeOne(host);
    }
    return link;
}

void PageCollector::fetch(const Link &link, qint64 slot)
{
    if (!m_fetcher) { // gone while the link waited
        if (slot != 0)
            passOn(slot, link.host);
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
            passOn(slot, link.host);
        onFetched(link.batch, link.url, result);
    });
}

void PageCollector::passOn(qint64 slot, const QString &host)
{
    // The next link of the same host waiting here takes the slot over without asking the gate
    // again (for a crawler a round trip to the store each time); else it goes back, with the others
    // that end in this turn of the event loop.
    if (!m_waiting.contains(host)) {
        m_freed.append(slot);
        m_tryNow.start();
        return;
    }
    const Link handed = takeWaiting(host);
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
