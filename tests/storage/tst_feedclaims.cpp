// Crawler workers' claims on feeds: due feeds only, each to one worker, a host's limit over all
// workers (feed and article page fetches together), a dead worker's feeds taken over as recovered
// when its lease runs out.
#include "TestDatabases.h"
#include "storage/Database.h"
#include "storage/FeedClaims.h"
#include "storage/FeedStateStore.h"
#include "storage/SubscriptionStore.h"

#include <QSet>
#include <QSqlQuery>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestFeedClaims : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    QDateTime m_now = QDateTime(QDate(2026, 11, 26), QTime(12, 0), Qt::UTC);

    qint64 subscribe(const QString &url)
    {
        return SubscriptionStore(m_db).subscribe({url, url, {}, {}}).feedId;
    }

    static QList<qint64> ids(const std::optional<QList<FeedClaim>> &claims)
    {
        QList<qint64> result;
        for (const FeedClaim &claim : claims.value_or(QList<FeedClaim>()))
            result.append(claim.feed.feedId);
        std::sort(result.begin(), result.end());
        return result;
    }

    void fetchedAt(qint64 feed, const QDateTime &when)
    {
        FeedStateUpdate update;
        update.feedId = feed;
        update.state.lastFetch = when;
        update.state.lastSuccess = when;
        QVERIFY(FeedStateStore(m_db).apply({update}));
    }

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void init()
    {
        QString error;
        m_db = Database::open(m_databases.location(u"c"_s), u"c"_s, &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
    }

    void cleanup()
    {
        m_db = {};
        m_databases.closeAndRemove(u"c"_s, u"c"_s);
    }

    void eachDueFeedGoesToOneWorker()
    {
        QList<qint64> feeds;
        for (int i = 0; i < 6; ++i)
            feeds.append(subscribe(u"https://host%1.example/feed"_s.arg(i)));
        const qint64 local = subscribe(u"/home/ana/feed.xml"_s); // not fetched by workers
        FeedClaims ana(m_db, u"ana"_s);
        FeedClaims ben(m_db, u"ben"_s);
        const ClaimPolicy policy;
        const QList<qint64> first = ids(ana.claimDue(4, policy, m_now));
        QCOMPARE(first.size(), 4);
        const QList<qint64> second = ids(ben.claimDue(10, policy, m_now));
        QCOMPARE(second.size(), 2);
        for (const qint64 id : second)
            QVERIFY(!first.contains(id));
        QVERIFY(!first.contains(local) && !second.contains(local));
        QVERIFY(ids(ben.claimDue(10, policy, m_now)).isEmpty());
        QCOMPARE(ana.held(), 4);

        // Stored and given up: fetched a moment ago, so not due again before its interval.
        for (const qint64 id : first + second)
            fetchedAt(id, m_now);
        QVERIFY(ana.release(first));
        QVERIFY(ben.release(second));
        QCOMPARE(ana.held(), 0);
        QVERIFY(ids(ben.claimDue(10, policy, m_now.addSecs(120))).isEmpty());
        QCOMPARE(ids(ben.claimDue(10, policy, m_now.addSecs(31 * 60))), feeds);
    }

    void aFeedsOwnIntervalAndBackoffDecide()
    {
        const qint64 hourly = subscribe(u"https://a.example/feed"_s);
        const qint64 failing = subscribe(u"https://b.example/feed"_s);
        fetchedAt(hourly, m_now.addSecs(-45 * 60));
        QSqlQuery(m_db).exec(u"UPDATE feeds SET refresh_minutes = 60 WHERE id = %1"_s.arg(hourly));
        FeedStateUpdate backoff;
        backoff.feedId = failing;
        backoff.state.lastFetch = m_now.addSecs(-3600);
        backoff.state.consecutiveFailures = 3;
        backoff.state.nextAllowedFetch = m_now.addSecs(600);
        QVERIFY(FeedStateStore(m_db).apply({backoff}));
        FeedClaims ana(m_db, u"ana"_s);
        QVERIFY(ids(ana.claimDue(10, ClaimPolicy {}, m_now)).isEmpty());
        QCOMPARE(
            ids(ana.claimDue(10, ClaimPolicy {}, m_now.addSecs(16 * 60))), (QList<qint64> {hourly, failing}));
    }

    void aHostGetsItsLimitOverAllWorkers()
    {
        QList<qint64> busy;
        for (int i = 0; i < 5; ++i)
            busy.append(subscribe(u"https://busy.example/feed%1"_s.arg(i)));
        const qint64 quiet = subscribe(u"https://quiet.example/feed"_s);
        FeedClaims ana(m_db, u"ana"_s);
        FeedClaims ben(m_db, u"ben"_s);
        ClaimPolicy policy;
        policy.perHost = 2;
        int heldBack = 0;
        const QList<qint64> first = ids(ana.claimDue(1, policy, m_now, &heldBack));
        QCOMPARE(first.size(), 1);
        // ben gets one more of busy.example and quiet.example; the rest wait for the host.
        const QList<qint64> second = ids(ben.claimDue(10, policy, m_now, &heldBack));
        QCOMPARE(second.size(), 2);
        QVERIFY(second.contains(quiet));
        QCOMPARE(heldBack, 3);
        QVERIFY(ids(ana.claimDue(10, policy, m_now, &heldBack)).isEmpty());
        QCOMPARE(heldBack, 3);
        // A fetch that ended frees its host's slot while its items are stored.
        QVERIFY(ana.fetched({first.constFirst()}));
        QCOMPARE(ids(ana.claimDue(10, policy, m_now)).size(), 1);
    }

    void pageFetchesAndFeedFetchesShareAHostsLimit()
    {
        const qint64 busyFeed = subscribe(u"https://busy.example/feed"_s);
        FeedClaims ana(m_db, u"ana"_s);
        FeedClaims ben(m_db, u"ben"_s);
        ClaimPolicy policy;
        policy.perHost = 2;
        policy.lease = std::chrono::seconds(60);
        const QString busy = u"busy.example"_s;
        const QString quiet = u"quiet.example"_s;

        // Two pages of busy.example fill its slots: a third page and its feed wait, quiet.example not.
        const std::optional<QList<qint64>> first
            = ana.takeHostSlots({busy, busy, busy, quiet}, policy, m_now);
        QVERIFY2(first, qPrintable(ana.lastError()));
        QCOMPARE(first->size(), 4);
        QVERIFY(first->at(0) > 0 && first->at(1) > 0 && first->at(3) > 0);
        QCOMPARE(first->at(2), 0);
        int heldBack = 0;
        QVERIFY(ids(ben.claimDue(10, policy, m_now, &heldBack)).isEmpty());
        QCOMPARE(heldBack, 1);
        QCOMPARE(ben.takeHostSlots({busy}, policy, m_now)->value(0), 0);

        // A page fetch that ended gives its slot to the next one, whoever asks.
        QVERIFY(ana.freeHostSlots({first->at(0)}));
        QCOMPARE(ids(ben.claimDue(10, policy, m_now)), (QList<qint64> {busyFeed}));
        QCOMPARE(ben.takeHostSlots({busy}, policy, m_now)->value(0), 0); // the feed took it

        // Renewed slots hold past the first lease, the others run out with it: at 90 s ana's
        // renewed page slot counts, ben's ended feed fetch does not, so one more page fits.
        QVERIFY(ben.fetched({busyFeed}));
        QVERIFY(ana.renew(m_now.addSecs(120), m_now));
        FeedClaims cai(m_db, u"cai"_s);
        const QDateTime later = m_now.addSecs(90);
        const std::optional<QList<qint64>> third = cai.takeHostSlots({busy, busy}, policy, later);
        QVERIFY(third && third->at(0) > 0);
        QCOMPARE(third->at(1), 0);
        const QDateTime afterLease = m_now.addSecs(160);
        // A worker that stops gives its slots up at once.
        QVERIFY(ana.takeHostSlots({quiet, quiet}, policy, afterLease)->value(1) > 0);
        QCOMPARE(ben.takeHostSlots({quiet}, policy, afterLease)->value(0), 0);
        QVERIFY(ana.releaseAll());
        QVERIFY(ben.takeHostSlots({quiet}, policy, afterLease)->value(0) > 0);
        // cai's slot ran out at 150 s (a dead worker's): any worker's renewal deletes it.
        const auto slotsOf = [this](const QString &worker) {
            QSqlQuery query(m_db);
            query.prepare(u"SELECT COUNT(*) FROM host_slots WHERE worker = ?"_s);
            query.addBindValue(worker);
            return query.exec() && query.next() ? query.value(0).toInt() : -1;
        };
        QCOMPARE(slotsOf(u"cai"_s), 1);
        QVERIFY(ben.renew(afterLease.addSecs(60), afterLease));
        QCOMPARE(slotsOf(u"cai"_s), 0);
        QCOMPARE(slotsOf(u"ben"_s), 1);
    }

    // The slots of one ask are taken in one statement: each entry gets a slot of its own host,
    // however the hosts are interleaved.
    void slotsGoToTheHostsThatAskedForThem()
    {
        FeedClaims ana(m_db, u"ana"_s);
        ClaimPolicy policy;
        policy.perHost = 2;
        const QStringList hosts {
            u"a.example"_s, u"b.example"_s, u"a.example"_s, u"c.example"_s, u"a.example"_s, u"b.example"_s};
        const std::optional<QList<qint64>> granted = ana.takeHostSlots(hosts, policy, m_now);
        QVERIFY2(granted, qPrintable(ana.lastError()));
        QCOMPARE(granted->size(), hosts.size());
        QCOMPARE(granted->at(4), 0); // a.example's third: over its limit
        QSet<qint64> distinct;
        for (qsizetype i = 0; i < hosts.size(); ++i) {
            if (i == 4)
                continue;
            QVERIFY(granted->at(i) > 0);
            distinct.insert(granted->at(i));
            QSqlQuery query(m_db);
            query.prepare(u"SELECT host FROM host_slots WHERE id = ? AND worker = 'ana'"_s);
            query.addBindValue(granted->at(i));
            QVERIFY(query.exec() && query.next());
            QCOMPARE(query.value(0).toString(), hosts.at(i));
        }
        QCOMPARE(distinct.size(), 5);
        // A link without a host gets a slot of the empty host (never a wait for ever).
        QVERIFY(ana.takeHostSlots({QString()}, policy, m_now)->value(0) > 0);

        // Asks and claims longer than the statement's group of rows (16) go in several groups.
        QStringList many;
        for (int i = 0; i < 40; ++i)
            many.append(u"host-%1.example"_s.arg(i));
        const std::optional<QList<qint64>> all = ana.takeHostSlots(many, policy, m_now);
        QVERIFY2(all, qPrintable(ana.lastError()));
        QCOMPARE(QSet<qint64>(all->cbegin(), all->cend()).size(), 40);
        QVERIFY(!all->contains(0));
        QList<qint64> feeds;
        for (int i = 0; i < 37; ++i)
            feeds.append(subscribe(u"https://feeds-%1.example/rss"_s.arg(i)));
        QCOMPARE(ids(ana.claimDue(37, policy, m_now)), feeds);
        QCOMPARE(ana.held(), 37);
    }

    // What a --once worker asks before it places the run's stories (CrawlWorker): whether others
    // still fetch or store feeds of the run. A dead worker's claims count until their lease runs out.
    void othersLiveClaimsAreCounted()
    {
        const qint64 feed = subscribe(u"https://wire.example/feed"_s);
        subscribe(u"https://paper.example/feed"_s);
        FeedClaims first(m_db, u"first"_s);
        FeedClaims second(m_db, u"second"_s);
        ClaimPolicy policy;
        policy.lease = std::chrono::seconds(30);
        QCOMPARE(first.claimDue(1, policy, m_now)->size(), 1);
        QCOMPARE(second.heldByOthers(m_now), 1);
        QCOMPARE(first.heldByOthers(m_now), 0); // its own do not count
        QCOMPARE(second.heldByOthers(m_now.addSecs(31)), 0); // run out: a dead worker's
        QCOMPARE(second.claimDue(5, policy, m_now)->size(), 1);
        QCOMPARE(first.heldByOthers(m_now), 1);
        QVERIFY(first.release({feed}));
        QCOMPARE(second.heldByOthers(m_now), 0);
    }

    void aDeadWorkersFeedsAreRecoveredWhenItsLeaseRunsOut()
    {
        const qint64 feed = subscribe(u"https://wire.example/feed"_s);
        const qint64 other = subscribe(u"https://paper.example/feed"_s);
        FeedClaims dead(m_db, u"dead"_s);
        FeedClaims alive(m_db, u"alive"_s);
        ClaimPolicy policy;
        policy.lease = std::chrono::seconds(30);
        QCOMPARE(ids(dead.claimDue(10, policy, m_now)), (QList<qint64> {feed, other}));
        // The dead worker stored the state (validators included) and died before the items.
        fetchedAt(feed, m_now);
        fetchedAt(other, m_now);
        QVERIFY(ids(alive.claimDue(10, policy, m_now.addSecs(29))).isEmpty());
        const std::optional<QList<FeedClaim>> recovered = alive.claimDue(10, policy, m_now.addSecs(31));
        QVERIFY(recovered);
        QCOMPARE(ids(recovered), (QList<qint64> {feed, other}));
        for (const FeedClaim &claim : *recovered)
            QVERIFY(claim.recovered);
        QCOMPARE(alive.held(), 2);
        QCOMPARE(dead.held(), 0);

        // A renewed lease holds.
        QVERIFY(alive.renew(m_now.addSecs(120), m_now));
        QVERIFY(ids(dead.claimDue(10, policy, m_now.addSecs(100))).isEmpty());
        // A worker started again under its old name hands its old claims over at once.
        QVERIFY(alive.expireAll());
        const std::optional<QList<FeedClaim>> again = dead.claimDue(10, policy, m_now.addSecs(100));
        QCOMPARE(ids(again), (QList<qint64> {feed, other}));
        QVERIFY(again->constFirst().recovered);
        QVERIFY(dead.releaseAll());
        QCOMPARE(dead.held(), 0);
    }

    void aFetchResultBecomesTheStateToStore()
    {
        StoredFeedState feed;
        feed.feedId = 7;
        feed.url = u"https://wire.example/feed"_s;
        feed.etag = u"\"old\""_s;
        FetchResult moved;
        moved.status = 200;
        moved.etag = u"\"new\""_s;
        moved.permanentRedirectUrl = QUrl(u"https://wire.example/rss"_s);
        const FeedStateUpdate update = stateUpdateAfterFetch(feed, moved, m_now);
        QCOMPARE(update.feedId, 7);
        QVERIFY(update.writeValidators);
        QCOMPARE(update.etag, u"\"new\""_s);
        QCOMPARE(update.newUrl, u"https://wire.example/rss"_s);
        QCOMPARE(update.state.lastSuccess, m_now);

        FetchResult unchanged;
        unchanged.status = 304;
        unchanged.notModified = true;
        QVERIFY(!stateUpdateAfterFetch(feed, unchanged, m_now).writeValidators);

        FetchResult failed;
        failed.status = 503;
        failed.errorKind = FetchErrorKind::ServerError;
        failed.error = u"503"_s;
        const FeedStateUpdate failure = stateUpdateAfterFetch(feed, failed, m_now);
        QCOMPARE(failure.state.consecutiveFailures, 1);
        QVERIFY(failure.state.nextAllowedFetch > m_now);
        QVERIFY(!failure.writeValidators);
    }
};

QTEST_GUILESS_MAIN(TestFeedClaims)
#include "tst_feedclaims.moc"
