// RefreshScheduler with a made-up clock and explicit tick(now) calls; fetches go to a real HTTP
// server on 127.0.0.1 in this process.
#include "FetchTestSupport.h"
#include "net/RefreshScheduler.h"

#include <QNetworkAccessManager>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace kindred;
using namespace kindred::test;
using namespace std::chrono_literals;

namespace {

const QDateTime t0(QDate(2026, 11, 2), QTime(9, 0), QTimeZone::utc());

struct Progress
{
    int done;
    int total;
    QUrl current;
};

} // namespace

class TestRefreshScheduler final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void intervals();
    void tickFetchesOnlyDueFeeds();
    void refreshAllReportsProgress();
    void outcomeCarriesValidatorsAndNewUrl();
    void failureBacksOff();
    void retryAfterBlocksManualRefresh();
    void refreshOneSkipsBusyAndUnknownFeeds();
    void removeFeedWhileFetching();
    void startFetchesWhatIsDueAtOnce();
    void startTicksByItself();

private:
    ScheduledFeed feedAt(qint64 id, const QByteArray &path) const
    {
        ScheduledFeed feed;
        feed.id = id;
        feed.url = m_server->url(path);
        return feed;
    }
    bool waitForBatch()
    {
        return QTest::qWaitFor([this] { return !m_scheduler->isRefreshing(); }, waitMs);
    }

    QDateTime m_now;
    std::unique_ptr<HttpTestServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<Fetcher> m_fetcher;
    std::unique_ptr<RefreshScheduler> m_scheduler;
    QList<FeedFetchOutcome> m_outcomes;
    QList<Progress> m_progress;
    int m_started = 0;
    int m_finished = 0;
};

void TestRefreshScheduler::init()
{
    m_now = t0;
    m_outcomes.clear();
    m_progress.clear();
    m_started = m_finished = 0;
    m_server = std::make_unique<HttpTestServer>();
    QVERIFY(m_server->listen());
    m_network = loopbackNetwork();
    m_fetcher = std::make_unique<Fetcher>(m_network.get());
    m_scheduler = std::make_unique<RefreshScheduler>(m_fetcher.get(), [this] { return m_now; });
    RefreshScheduler *scheduler = m_scheduler.get();
    connect(scheduler, &RefreshScheduler::feedFetched, this,
        [this](const FeedFetchOutcome &outcome) { m_outcomes.append(outcome); });
    connect(scheduler, &RefreshScheduler::progressChanged, this,
        [this](int done, int total, const QUrl &current) {
            m_progress.append({done, total, current});
        });
    connect(scheduler, &RefreshScheduler::refreshStarted, this, [this] { ++m_started; });
    connect(scheduler, &RefreshScheduler::refreshFinished, this, [this] { ++m_finished; });
}

void TestRefreshScheduler::cleanup()
{
    m_scheduler.reset();
    m_fetcher.reset();
    m_network.reset();
    m_server.reset();
}

void TestRefreshScheduler::intervals()
{
    QCOMPARE(m_scheduler->globalInterval(), 30min);
    m_scheduler->setGlobalInterval(0min);
    QCOMPARE(m_scheduler->globalInterval(), 1min);
    m_scheduler->setGlobalInterval(90min);
    QCOMPARE(m_scheduler->globalInterval(), 90min);

    ScheduledFeed own = feedAt(1, "/a");
    own.interval = 5min;
    QCOMPARE(m_scheduler->effectiveInterval(own), 5min);
    own.interval = 0min;
    QCOMPARE(m_scheduler->effectiveInterval(own), 1min);
    own.interval.reset();
    QCOMPARE(m_scheduler->effectiveInterval(own), 90min);
}

void TestRefreshScheduler::tickFetchesOnlyDueFeeds()
{
    for (const QByteArray path : {"/never", "/recent", "/ownInterval", "/old"})
        m_server->route(path, ok("body of " + path));

    ScheduledFeed never = feedAt(1, "/never");
    ScheduledFeed recent = feedAt(2, "/recent");
    recent.state.lastFetch = t0.addSecs(-5 * 60);
    ScheduledFeed ownInterval = feedAt(3, "/ownInterval");
    ownInterval.interval = 1min;
    ownInterval.state.lastFetch = t0.addSecs(-2 * 60);
    ScheduledFeed old = feedAt(4, "/old");
    old.state.lastFetch = t0.addSecs(-30 * 60);
    for (const auto &feed : {never, recent, ownInterval, old})
        m_scheduler->setFeed(feed);

    m_scheduler->tick(t0);
    QVERIFY(m_scheduler->isRefreshing());
    QVERIFY(waitForBatch());

    QCOMPARE(m_outcomes.size(), 3);
    QCOMPARE(m_server->requestCount("/never"), 1);
    QCOMPARE(m_server->requestCount("/recent"), 0);
    QCOMPARE(m_server->requestCount("/ownInterval"), 1);
    QCOMPARE(m_server->requestCount("/old"), 1);
    for (const auto &outcome : std::as_const(m_outcomes)) {
        QVERIFY(outcome.result.ok());
        QCOMPARE(outcome.result.body, "body of " + outcome.feed.url.path().toLatin1());
        QCOMPARE(outcome.feed.state.lastSuccess, t0);
        QCOMPARE(m_scheduler->feed(outcome.feed.id)->state.lastFetch, t0);
    }

    // Nothing is due a minute later, except the feed with its own one-minute interval.
    m_now = t0.addSecs(60);
    m_scheduler->tick(m_now);
    QVERIFY(waitForBatch());
    QCOMPARE(m_outcomes.size(), 4);
    QCOMPARE(m_outcomes.last().feed.id, qint64(3));
    QCOMPARE(m_server->requestCount("/recent"), 0);
    QCOMPARE(m_scheduler->nextFetch(2), t0.addSecs(25 * 60));
}

void TestRefreshScheduler::refreshAllReportsProgress()
{
    for (int i = 1; i <= 3; ++i) {
        const QByteArray path = "/f" + QByteArray::number(i);
        m_server->route(path, ok(path));
        ScheduledFeed feed = feedAt(i, path);
        feed.state.lastFetch = t0; // not due: refreshAll ignores that
        m_scheduler->setFeed(feed);
    }
    m_scheduler->refreshAll();
    QVERIFY(waitForBatch());

    QCOMPARE(m_outcomes.size(), 3);
    QCOMPARE(m_started, 1);
    QCOMPARE(m_finished, 1);
    QVERIFY(!m_progress.isEmpty());
    QCOMPARE(m_progress.first().done, 0);
    QCOMPARE(m_progress.first().total, 1);
    QCOMPARE(m_progress.first().current, m_server->url("/f1"));
    QCOMPARE(m_progress.last().done, 3);
    QCOMPARE(m_progress.last().total, 3);
    QVERIFY(m_progress.last().current.isEmpty());
    for (qsizetype i = 1; i < m_progress.size(); ++i)
        QVERIFY(m_progress[i].done >= m_progress[i - 1].done);

    // A second batch counts from zero again.
    m_progress.clear();
    QVERIFY(m_scheduler->refreshOne(2));
    QVERIFY(waitForBatch());
    QCOMPARE(m_progress.last().done, 1);
    QCOMPARE(m_progress.last().total, 1);
    QCOMPARE(m_finished, 2);
}

void TestRefreshScheduler::outcomeCarriesValidatorsAndNewUrl()
{
    m_server->redirect("/old", 301, "/new");
    ScriptedResponse response = ok("<feed/>");
    response.etag = "\"e1\"";
    m_server->route("/new", response);
    m_scheduler->setFeed(feedAt(7, "/old"));

    QVERIFY(m_scheduler->refreshOne(7));
    QVERIFY(waitForBatch());
    QCOMPARE(m_outcomes.size(), 1);
    QCOMPARE(m_outcomes[0].feed.url, m_server->url("/new"));
    QCOMPARE(m_outcomes[0].feed.etag, u"\"e1\""_s);
    QCOMPARE(m_outcomes[0].result.body, QByteArray("<feed/>"));
    QCOMPARE(m_scheduler->feed(7)->url, m_server->url("/new"));

    // The next fetch goes straight to the new URL with the stored validator, and gets a 304.
    m_now = t0.addSecs(3600);
    m_scheduler->tick(m_now);
    QVERIFY(waitForBatch());
    QCOMPARE(m_outcomes.size(), 2);
    QCOMPARE(m_server->requestCount("/old"), 1);
    QVERIFY(m_outcomes[1].result.notModified);
    QCOMPARE(m_outcomes[1].feed.etag, u"\"e1\""_s);
    QCOMPARE(m_outcomes[1].feed.state.lastSuccess, m_now);
}

void TestRefreshScheduler::failureBacksOff()
{
    BackoffPolicy policy;
    policy.initialDelay = 1h;
    m_scheduler->setBackoffPolicy(policy);
    m_scheduler->setFeed(feedAt(3, "/missing")); // the server answers 404

    m_scheduler->tick(t0);
    QVERIFY(waitForBatch());
    QCOMPARE(m_outcomes.size(), 1);
    const FeedFetchState state = m_outcomes[0].feed.state;
    QCOMPARE(state.consecutiveFailures, 1);
    QCOMPARE(state.lastErrorKind, FetchErrorKind::NotFound);
    QVERIFY(!state.lastError.isEmpty());
    QCOMPARE(m_scheduler->nextFetch(3), t0.addSecs(3600));

    m_scheduler->tick(t0.addSecs(31 * 60)); // the 30-minute interval alone would allow it
    QVERIFY(!m_scheduler->isRefreshing());
    QCOMPARE(m_server->requestCount("/missing"), 1);

    m_now = t0.addSecs(3600);
    m_scheduler->tick(m_now);
    QVERIFY(waitForBatch());
    QCOMPARE(m_server->requestCount("/missing"), 2);
    QCOMPARE(m_scheduler->feed(3)->state.consecutiveFailures, 2);
    QCOMPARE(m_scheduler->nextFetch(3), m_now.addSecs(2 * 3600));
}

void TestRefreshScheduler::retryAfterBlocksManualRefresh()
{
    ScriptedResponse limited = ok("slow down");
    limited.status = 429;
    limited.reason = "Too Many Requests";
    limited.headers.append(qMakePair(QByteArray("Retry-After"), QByteArray("600")));
    m_server->route("/limited", limited);
    m_scheduler->setFeed(feedAt(5, "/limited"));

    QVERIFY(m_scheduler->refreshOne(5));
    QVERIFY(waitForBatch());
    QCOMPARE(m_outcomes.size(), 1);
    QCOMPARE(m_outcomes[0].result.errorKind, FetchErrorKind::RateLimited);
    QCOMPARE(m_outcomes[0].feed.state.retryAfterUntil, t0.addSecs(600));

    m_now = t0.addSecs(599);
    QVERIFY(!m_scheduler->refreshOne(5));
    m_scheduler->refreshAll();
    QVERIFY(!m_scheduler->isRefreshing());
    QCOMPARE(m_server->requestCount("/limited"), 1);

    m_now = t0.addSecs(600);
    QVERIFY(m_scheduler->refreshOne(5));
    QVERIFY(waitForBatch());
    QCOMPARE(m_server->requestCount("/limited"), 2);
}

void TestRefreshScheduler::refreshOneSkipsBusyAndUnknownFeeds()
{
    ScriptedResponse held = ok("held");
    held.mode = ScriptedResponse::Mode::Hold;
    m_server->route("/held", held);
    m_scheduler->setFeed(feedAt(1, "/held"));

    QVERIFY(!m_scheduler->refreshOne(42));
    QVERIFY(m_scheduler->refreshOne(1));
    QVERIFY(m_scheduler->isFetching(1));
    QVERIFY(!m_scheduler->refreshOne(1));
    m_scheduler->tick(t0.addDays(1)); // due, but already on its way
    QVERIFY(QTest::qWaitFor(
        [this] {
            m_server->releaseHeld();
            return !m_scheduler->isRefreshing();
        },
        waitMs));
    QCOMPARE(m_outcomes.size(), 1);
    QCOMPARE(m_server->requestCount("/held"), 1);
}

void TestRefreshScheduler::removeFeedWhileFetching()
{
    ScriptedResponse held = ok("held");
    held.mode = ScriptedResponse::Mode::Hold;
    m_server->route("/held", held);
    m_scheduler->setFeed(feedAt(1, "/held"));

    QVERIFY(m_scheduler->refreshOne(1));
    QTRY_COMPARE_WITH_TIMEOUT(m_server->heldCount(), 1, waitMs);
    m_scheduler->removeFeed(1);
    QVERIFY(!m_scheduler->isRefreshing());
    QCOMPARE(m_finished, 1);
    QVERIFY(!m_scheduler->feed(1));
    m_server->releaseHeld();
    QTest::qWait(50); // let any stray answer arrive; none may be reported
    QVERIFY(m_outcomes.isEmpty());
}

void TestRefreshScheduler::startFetchesWhatIsDueAtOnce()
{
    m_server->route("/a", ok("a"));
    m_scheduler->setFeed(feedAt(1, "/a"));
    m_scheduler->start(std::chrono::hours(1)); // the timer would not fire during this test
    QTRY_COMPARE_WITH_TIMEOUT(m_outcomes.size(), 1, waitMs);
    m_scheduler->stop();
    QCOMPARE(m_server->requestCount("/a"), 1);
}

void TestRefreshScheduler::startTicksByItself()
{
    m_server->route("/a", ok("a"));
    m_scheduler->setFeed(feedAt(1, "/a"));
    m_scheduler->start(10ms);
    QTRY_COMPARE_WITH_TIMEOUT(m_outcomes.size(), 1, waitMs);
    m_scheduler->stop();
    // The injected clock stands still, so the feed is not due again however often the timer fired.
    QCOMPARE(m_server->requestCount("/a"), 1);
    QCOMPARE(m_outcomes[0].feed.state.lastSuccess, t0);
}

QTEST_GUILESS_MAIN(TestRefreshScheduler)
#include "tst_refreshscheduler.moc"
