#pragma once

#include "storage/FeedStateStore.h"
#include "storage/StatementCache.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <chrono>
#include <optional>

namespace kindred {

/// How crawler workers share the feeds of one store.
struct ClaimPolicy
{
    // A claim not renewed for this long is taken to be a dead worker's: another worker takes
    // the feed over. Workers renew theirs every third of it.
    std::chrono::seconds lease {60};
    // Feed fetches under way at once to one host, over all workers together.
    int perHost = 2;
    // The refresh interval of feeds without their own.
    std::chrono::minutes globalInterval {30};
};

/// A feed a worker claimed: its stored fetch state, and whether an earlier claim on it ran out
/// unfinished (its worker died). Such a feed is fetched without its validators: the dead worker
/// may have stored the new validators and not the items, and a 304 would then hide them.
struct FeedClaim
{
    StoredFeedState feed;
    bool recovered = false;
};

/// The claims of crawler workers (kindred-cli serve) on feeds, so that a feed is fetched once per
/// interval by the whole fleet however many workers run, a host gets at most ClaimPolicy::perHost
/// fetches at once from all of them (feeds and the article pages behind their items together:
/// takeHostSlots()), and a dead worker's feeds are taken over when its lease runs out. Claims are taken one
/// claimer at a time (SqlDialect::beginClaiming(), a lock of its own held for a few milliseconds): that makes
/// the per-host limit exact, which `FOR UPDATE SKIP LOCKED` alone would not (two workers could each take one
/// more feed of a busy host). A claim lives from claimDue() through fetched() (the host's slot is free again)
/// to release() (the fetch's result and the items are stored). Works on the connection it is given, one per
/// thread.
class FeedClaims final
{
public:
    FeedClaims(QSqlDatabase db, QString worker);

    const QString &worker() const { return m_worker; }

    /// Claims up to `max` http(s) feeds that are due at `now` and claimed by nobody, within the
    /// hosts' limits: first those whose claim ran out (recovered), then the due ones that waited
    /// longest. Empty when none is due; nullopt on a database error (lastError()). `heldBack`, when
    /// given, counts the due feeds left because their host was at its limit.
    std::optional<QList<FeedClaim>> claimDue(
        int max, const ClaimPolicy &policy, const QDateTime &now, int *heldBack = nullptr);
    /// The fetches of these claimed feeds ended: their hosts' slots are free for others.
    bool fetched(const QList<qint64> &feedIds);
    /// Slots for fetching pages of `hosts` now, within the hosts' limits over the whole fleet (feed
    /// fetches under way count too): one entry per host given, in order, the slot's id or 0 when
    /// that host is at its limit. A slot lives with this worker's claims (renew(), releaseAll())
    /// until freeHostSlots(). Nullopt on a database error (lastError()).
    std::optional<QList<qint64>> takeHostSlots(
        const QStringList &hosts, const ClaimPolicy &policy, const QDateTime &now);
    /// The page fetches of these slots ended.
    bool freeHostSlots(const QList<qint64> &slotIds);
    /// Extends this worker's claims and host slots to `until`, and deletes the host slots whose
    /// lease ran out by `now` (a dead worker's: they stopped counting then, takeHostSlots()).
    bool renew(const QDateTime &until, const QDateTime &now);
    /// Gives up this worker's claims on `feedIds` (their results are stored).
    bool release(const QList<qint64> &feedIds);
    /// Gives up every claim and host slot of this worker (it stops).
    bool releaseAll();
    /// Lets every claim and host slot of this worker run out now: a worker that starts again under
    /// the name of one that died hands that one's unfinished feeds to the fleet (itself included)
    /// as recovered.
    bool expireAll();
    /// How many claims this worker holds.
    int held() const;
    /// How many live claims (their lease not run out at `now`) other workers hold: feeds the fleet
    /// is still fetching or storing. -1 on a database error.
    int heldByOthers(const QDateTime &now) const;

    QString lastError() const { return m_lastError; }

    /// The host whose limit a feed at `url` counts towards.
    static QString hostOf(const QString &url);

private:
    /// Begins a transaction under the claimers' lock (SqlDialect::beginClaiming()).
    bool beginClaiming();
    /// Rolls it back; `error`, when given, becomes lastError().
    void abandon(const QString &error);
    bool run(const QString &sql, const QVariantList &values);
    /// What each host has under way at `nowMs` over all workers: feed fetches and page fetches;
    /// with `expiredFeeds`, also the feeds whose claims ran out by then.
    std::optional<QHash<QString, int>> busyHosts(qint64 nowMs, QList<qint64> *expiredFeeds = nullptr);
    /// Runs `statement` (an UPDATE or DELETE of feed_claims or host_slots) on this worker's rows
    /// whose `idColumn` is one of `ids`.
    bool runOnMine(const QString &statement, const QString &idColumn, const QList<qint64> &ids);
    bool fail(const QString &error);
    /// hostOf(url), remembered: a claim round that finds every host busy reads every due feed.
    QString knownHostOf(const QString &url);

    QSqlDatabase m_db;
    QString m_worker;
    QString m_lastError;
    // A worker runs the same few statements thousands of times (a claim, a release per feed);
    // prepared once each. The connection's statements go with it: a reopened connection needs a
    // new FeedClaims.
    mutable StatementCache m_statements;
    QHash<QString, QString> m_hosts; // feed url -> hostOf()
};

} // namespace kindred
