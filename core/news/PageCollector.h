#pragma once

#include "net/Fetcher.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <functional>
#include <optional>

namespace kindred {

/// The article pages of one batch of links, as fetched: bodies by link, and what failed.
struct ArticlePages
{
    QHash<QString, QByteArray> bodies;
    QStringList errors; // "link: reason", one per page that could not be fetched
};

/// Asks before an article page is fetched. A crawler worker of a fleet has one, so that the fleet
/// keeps one limit per host over all its workers, feeds and pages together
/// (FeedClaims::takeHostSlots()); without one (the app) pages go to the Fetcher at once, under its
/// own per-host limit. A slot is for a host (limitHost()): when its fetch ends, the collector hands
/// it to the next link of that host it holds before it gives it back.
struct HostGate
{
    /// A slot for each entry of `hosts` (a host appears once per slot wanted), in their order: its
    /// id, or 0 while the host is busy. Nullopt when the gate cannot say (the store is out of
    /// reach): the links are fetched at once.
    std::function<std::optional<QList<qint64>>(const QStringList &hosts)> take;
    /// The fetches of these slots ended.
    std::function<void(const QList<qint64> &slotIds)> free;
    /// The most slots a host has at once (the fleet's --per-host): a host is asked for up to as
    /// many as it has links waiting.
    int perHost = 2;
};

/// Fetches the article pages behind a feed's teaser items through the shared Fetcher (page size
/// cap, timeouts, per-host connection limit) and hands them over as one value when the last one
/// is in, so the ingest can extract and fingerprint them off this thread. A page that fails is
/// reported and left out: its item is stored with its summary. With a HostGate, a link waits in
/// line until the gate gives its host a slot: a slot of this collector's that frees, or the gate
/// asked again at the end of the turn a batch came in or a slot went back, when the gate's owner
/// freed the host (askGateAgain()), and every `retryMs` (other workers free slots too).
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

    /// From now on links wait for a slot from `gate` (see HostGate).
    void setGate(HostGate gate, int retryMs = 500);
    /// Asks the gate again for the links waiting, now, when links of one of `hosts` wait: the owner
    /// of the gate freed slots of those hosts (a crawler worker's feed fetches ended), which pages of
    /// feeds already fetched should have before the next feeds do.
    void askGateAgain(const QStringList &hosts);

signals:
    void finished(kindred::PageCollector::BatchId batch, const kindred::ArticlePages &pages);

private:
    struct Batch
    {
        ArticlePages pages;
        int outstanding = 0;
    };

    struct Link
    {
        BatchId batch = 0;
        QString url;
        QString host; // limitHost() of url
    };

    /// Asks the gate for slots for the hosts of the waiting links and hands the links it lets
    /// through to the Fetcher, each host's in the order they came; the rest wait for the next try.
    void fetchWaiting();
    void addWaiting(Link link);
    /// The first waiting link of `host` (which has one), out of the line.
    Link takeWaiting(const QString &host);
    void fetch(const Link &link, qint64 slot);
    /// The fetch that held `slot` (for `host`) ended: the slot goes to the next link of the host
    /// waiting here, else back to the gate.
    void passOn(qint64 slot, const QString &host);
    void onFetched(BatchId batch, const QString &link, const FetchResult &result);
    void finish(BatchId batch);

    QPointer<Fetcher> m_fetcher;
    BatchId m_nextBatch = 1;
    QHash<BatchId, Batch> m_batches;
    HostGate m_gate;
    // Links waiting for a slot, by host, each host's in the order they came. The gate is asked
    // once per host (and slot wanted), not per link: a busy worker holds hundreds waiting.
    QHash<QString, QList<Link>> m_waiting;
    QStringList m_hostOrder; // the hosts of m_waiting, in the order their first waiting link came
    QList<qint64> m_freed; // slots to give back to the gate at its next turn
    QTimer m_retry; // while links wait: every retryMs
    QTimer m_tryNow; // at the end of this turn: a batch came in, or a slot of this collector's was freed
};

} // namespace kindred

Q_DECLARE_METATYPE(kindred::ArticlePages)
