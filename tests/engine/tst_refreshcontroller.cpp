// The engine's refresh: RefreshScheduler -> RefreshController -> IngestController -> SQLite,
// with a made-up clock and a real HTTP server on 127.0.0.1.
#include "../net/HttpTestServer.h"
#include "../ui/UiTestDatabase.h"
#include "engine/IngestController.h"
#include "engine/RefreshController.h"
#include "storage/ArticleStore.h"
#include "storage/FeedPropertiesStore.h"
#include "storage/FeedStateStore.h"
#include "storage/SubscriptionStore.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace kindred;
using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace {

const QDateTime t0(QDate(2026, 11, 3), QTime(12, 0), QTimeZone::utc());
constexpr int waitMs = 30000;

const QByteArray rss = R"(<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Harbour Gazette</title><link>https://gazette.example/</link>
<item><title>Ferry service resumes after storm</title><link>https://gazette.example/ferry</link>
<guid>ferry-1</guid><pubDate>Tue, 03 Nov 2026 08:00:00 GMT</pubDate>
<description>The island ferry sailed again on Tuesday morning after two days of storm warnings kept it in port, the operator said, and extra crossings run tonight for the passengers who missed theirs.</description></item>
<item><title>Library extends its opening hours</title><link>https://gazette.example/library</link>
<guid>library-1</guid><pubDate>Tue, 03 Nov 2026 09:00:00 GMT</pubDate>
<description>The town library will open until nine in the evening on weekdays from next month, the council said on Tuesday, after a survey found that most readers cannot come before six.</description></item>
</channel></rss>
)";

test::ScriptedResponse feedResponse(const QByteArray &etag = {})
{
    test::ScriptedResponse response;
    response.headers = {{"Content-Type", "application/rss+xml; charset=utf-8"}};
    response.body = rss;
    response.etag = etag;
    return response;
}

test::ScriptedResponse serverError()
{
    test::ScriptedResponse response;
    response.status = 500;
    response.reason = "Internal Server Error";
    response.body = "oops";
    return response;
}

// The objects the main window wires together, on a temporary database and a loopback server.
struct Rig
{
    Rig()
        : fetcher(&network)
        , scheduler(&fetcher, [this] { return now; })
        , ingest(database.path(), {}, &fetcher)
        , refresh(&scheduler, &ingest, FeedStateStore(database.db()))
    {
        network.setProxy(QNetworkProxy::NoProxy); // loopback only, whatever the environment says
        ingest.setClock([this] { return now; });
        if (!server.listen())
            qFatal("cannot listen on the loopback interface");
    }

    // Waits until the scheduler's fetches and the ingest queue are done.
    bool settle()
    {
        return QTest::qWaitFor([this] { return !scheduler.isRefreshing() && !ingest.isBusy(); }, waitMs);
    }
    StoredFeedState stored(qint64 feedId) const
    {
        return FeedStateStore(database.db()).state(feedId).value();
    }

    QDateTime now = t0;
    test::HttpTestServer server;
    test::UiTestDatabase database;
    QNetworkAccessManager network;
    Fetcher fetcher;
    RefreshScheduler scheduler;
    IngestController ingest;
    RefreshController refresh;
};

} // namespace

class TestRefreshController final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qRegisterMetaType<IngestStats>();
        qRegisterMetaType<FeedFetchOutcome>();
    }
    void stateStoreRoundTrip();
    void syncLoadsWebFeedsOnly();
    void secondRefreshIsNotModified();
    void progressIsSentAtMostOncePerInterval();
    void serverErrorShowsAndBacksOff();
    void permanentRedirectMovesFeed();
    void redirectToSubscribedFeedParksIt();
    void refreshFeedOutsideScheduler();
};

void TestRefreshController::stateStoreRoundTrip()
{
    test::UiTestDatabase database;
    const qint64 id = database.addFeed(u"https://a.example/feed"_s, u"A"_s);
    const qint64 other = database.addFeed(u"https://b.example/feed"_s, u"B"_s);
    FeedStateStore store(database.db());
    QVERIFY(SubscriptionStore(database.db()).setRefreshMinutes(id, 45));

    FeedStateUpdate update;
    update.feedId = id;
    update.state.lastFetch = t0;
    update.state.lastSuccess = t0.addSecs(-3600);
    update.state.lastError = u"server error (500)"_s;
    update.state.lastErrorKind = FetchErrorKind::ServerError;
    update.state.consecutiveFailures = 2;
    update.state.retryAfterUntil = t0.addSecs(120);
    update.state.nextAllowedFetch = t0.addSecs(600);
    update.writeValidators = true;
    update.etag = u"\"v7\""_s;
    update.lastModified = u"Tue, 03 Nov 2026 08:00:00 GMT"_s;
    update.newUrl = u"https://a.example/moved"_s;
    int refused = 0;
    QVERIFY2(store.apply({update}, &refused), qPrintable(store.lastError()));
    QCOMPARE(refused, 0);

    const StoredFeedState stored = store.state(id).value();
    QCOMPARE(stored.url, update.newUrl);
    QCOMPARE(stored.etag, update.etag);
    QCOMPARE(stored.lastModified, update.lastModified);
    QCOMPARE(stored.refreshMinutes, 45);
    QCOMPARE(stored.state, update.state);

    // A 304 or a failure writes the state and keeps the validators.
    FeedStateUpdate stateOnly;
    stateOnly.feedId = id;
    stateOnly.state.lastFetch = stateOnly.state.lastSuccess = t0.addSecs(60);
    QVERIFY(store.apply({stateOnly}));
    QCOMPARE(store.state(id)->etag, update.etag);
    QCOMPARE(store.state(id)->state, stateOnly.state);

    // Moving onto the other feed's URL is refused without failing the rest of the batch.
    FeedStateUpdate clash = stateOnly;
    clash.newUrl = u"https://b.example/feed"_s;
    clash.state.consecutiveFailures = 0;
    FeedStateUpdate second;
    second.feedId = other;
    second.state.lastFetch = t0;
    QVERIFY(store.apply({clash, second}, &refused));
    QCOMPARE(refused, 1);
    QCOMPARE(store.state(id)->url, update.newUrl);
    QCOMPARE(store.state(other)->state.lastFetch, t0);
    QCOMPARE(store.states().size(), 2);
    QVERIFY(!store.state(12345));
}

void TestRefreshController::syncLoadsWebFeedsOnly()
{
    Rig rig;
    const qint64 web = rig.database.addFeed(u"https://a.example/feed"_s, u"A"_s);
    const qint64 own = rig.database.addFeed(u"http://b.example/feed"_s, u"B"_s);
    rig.database.addFeed(u"file:///tmp/feed.xml"_s, u"File"_s);
    rig.database.addFeed(u"demo:lantern"_s, u"Demo"_s);
    QVERIFY(SubscriptionStore(rig.database.db()).setRefreshMinutes(own, 10));

    QCOMPARE(rig.refresh.syncFeeds(), (QList<qint64> {web, own}));
    QCOMPARE(rig.scheduler.feeds().size(), 2);
    QVERIFY(!rig.scheduler.feed(web)->interval);
    QCOMPARE(rig.scheduler.feed(own)->interval, std::optional(10min));

    // Again: nothing new; the known feeds keep the scheduler's state.
    QVERIFY(rig.refresh.syncFeeds().isEmpty());
    QCOMPARE(rig.scheduler.feeds().size(), 2);

    // The reader gave one a new address and interval (its Properties): the scheduler follows.
    FeedPropertiesStore properties(rig.database.db());
    FeedProperties changed = *properties.properties(web);
    changed.url = u"https://a.example/atom"_s;
    changed.refreshMinutes = 45;
    QVERIFY(properties.setProperties(web, changed));
    QVERIFY(rig.refresh.syncFeeds().isEmpty());
    QCOMPARE(rig.scheduler.feed(web)->url, QUrl(u"https://a.example/atom"_s));
    QCOMPARE(rig.scheduler.feed(web)->interval, std::optional(45min));
}

void TestRefreshController::secondRefreshIsNotModified()
{
    Rig rig;
    rig.server.route("/feed", feedResponse("\"v1\""));
    const qint64 id = rig.database.addFeed(rig.server.url("/feed").toString(), u""_s);
    QSignalSpy finished(&rig.ingest, &IngestController::jobFinished);
    QSignalSpy progress(&rig.refresh, &RefreshController::progressChanged);
    rig.refresh.syncFeeds();

    rig.refresh.refreshAll(ArticleStore(rig.database.db()).feeds());
    QVERIFY(rig.scheduler.isRefreshing());
    QVERIFY(rig.settle());
    QCOMPARE(finished.size(), 1);
    const IngestStats first = finished.at(0).at(1).value<IngestStats>();
    QVERIFY2(first.errors.isEmpty(), qPrintable(first.errors.join(u'\n')));
    QCOMPARE(first.articles, 2);
    QVERIFY(progress.size() >= 2);
    QCOMPARE(progress.constLast().at(0).toInt(), 1); // done
    QCOMPARE(progress.constLast().at(1).toInt(), 1); // of one
    StoredFeedState stored = rig.stored(id);
    QCOMPARE(stored.etag, u"\"v1\""_s);
    QCOMPARE(stored.state.lastSuccess, t0);
    QCOMPARE(stored.state.consecutiveFailures, 0);

    // Half an hour later the scheduler asks again, with the validator: 304, nothing to read.
    rig.now = t0.addSecs(31 * 60);
    rig.scheduler.tick(rig.now);
    QVERIFY(rig.scheduler.isRefreshing());
    QVERIFY(rig.settle());
    QCOMPARE(rig.server.requestCount("/feed"), 2);
    QCOMPARE(rig.server.requests().constLast().headers.value("if-none-match"), "\"v1\"");
    QCOMPARE(finished.size(), 1); // no ingest job ran
    stored = rig.stored(id);
    QCOMPARE(stored.state.lastFetch, rig.now);
    QCOMPARE(stored.state.lastSuccess, rig.now);
    QCOMPARE(stored.etag, u"\"v1\""_s);
    const QList<FeedRecord> feeds = ArticleStore(rig.database.db()).feeds();
    QCOMPARE(feeds.size(), 1);
    QCOMPARE(feeds.at(0).articleCount, 2);
    QVERIFY(feeds.at(0).lastError.isEmpty());
}

void TestRefreshController::progressIsSentAtMostOncePerInterval()
{
    Rig rig;
    constexpr int feeds = 12;
    for (int i = 0; i < feeds; ++i) {
        const QByteArray path = "/feed" + QByteArray::number(i);
        rig.server.route(path, feedResponse("\"v1\""));
        rig.database.addFeed(rig.server.url(path).toString(), u""_s);
    }
    QSignalSpy progress(&rig.refresh, &RefreshController::progressChanged);
    rig.refresh.syncFeeds();

    // No interval ends during the batch: the first progress (none of one done) and the last
    // only, not one for each fetch started and ended.
    rig.refresh.setProgressInterval(std::chrono::hours(1));
    rig.refresh.refreshAll(ArticleStore(rig.database.db()).feeds());
    QVERIFY(rig.settle());
    QCOMPARE(progress.size(), 2);
    QCOMPARE(progress.at(0).at(0).toInt(), 0);
    QCOMPARE(progress.at(0).at(1).toInt(), 1);
    QCOMPARE(progress.at(1).at(0).toInt(), feeds);
    QCOMPARE(progress.at(1).at(1).toInt(), feeds);

    // Progress held back while a batch runs still comes when the interval ends.
    progress.clear();
    rig.refresh.setProgressInterval(std::chrono::milliseconds(1));
    rig.now = rig.now.addSecs(3600);
    rig.refresh.refreshAll(ArticleStore(rig.database.db()).feeds());
    QVERIFY(rig.settle());
    QVERIFY(progress.size() >= 2);
    QCOMPARE(progress.constLast().at(0).toInt(), feeds);
    QCOMPARE(progress.constLast().at(1).toInt(), feeds);
}

void TestRefreshController::serverErrorShowsAndBacksOff()
{
    Rig rig;
    rig.scheduler.setGlobalInterval(1min); // so that the backoff, not the interval, decides
    rig.server.route("/feed", feedResponse());
    const qint64 id = rig.database.addFeed(rig.server.url("/feed").toString(), u"Gazette"_s);
    QSignalSpy failed(&rig.refresh, &RefreshController::feedFailed);
    rig.refresh.syncFeeds();
    rig.scheduler.tick(rig.now);
    QVERIFY(rig.settle());
    QCOMPARE(rig.stored(id).state.lastSuccess, t0);

    rig.server.route("/feed", serverError());
    rig.now = t0.addSecs(60);
    const QDateTime failedAt = rig.now;
    rig.scheduler.tick(rig.now);
    QVERIFY(rig.settle());
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.at(0).at(1).toString().contains(u"500"_s));
    StoredFeedState stored = rig.stored(id);
    QCOMPARE(stored.state.consecutiveFailures, 1);
    QCOMPARE(stored.state.lastSuccess, t0);
    QCOMPARE(stored.state.lastFetch, failedAt);
    QCOMPARE(stored.state.lastErrorKind, FetchErrorKind::ServerError);
    QCOMPARE(stored.state.nextAllowedFetch, failedAt.addSecs(5 * 60));

    // Backing off: not fetched before five minutes, although the interval is one.
    rig.now = failedAt.addSecs(2 * 60);
    rig.scheduler.tick(rig.now);
    QVERIFY(!rig.scheduler.isRefreshing());
    QCOMPARE(rig.server.requestCount("/feed"), 2);
    rig.now = failedAt.addSecs(5 * 60);
    rig.scheduler.tick(rig.now);
    QVERIFY(rig.settle());
    QCOMPARE(rig.server.requestCount("/feed"), 3);
    QCOMPARE(rig.stored(id).state.consecutiveFailures, 2);
    QCOMPARE(rig.stored(id).state.nextAllowedFetch, rig.now.addSecs(10 * 60));

    // It works again: the mark goes.
    rig.server.route("/feed", feedResponse());
    QVERIFY(rig.scheduler.refreshOne(id)); // the user may skip the backoff
    QVERIFY(rig.settle());
    QVERIFY(rig.stored(id).state.lastError.isEmpty());
    QCOMPARE(rig.stored(id).state.consecutiveFailures, 0);
}

void TestRefreshController::permanentRedirectMovesFeed()
{
    Rig rig;
    rig.server.redirect("/old", 301, "/new");
    rig.server.route("/new", feedResponse("\"n1\""));
    const qint64 id = rig.database.addFeed(rig.server.url("/old").toString(), u""_s);
    rig.refresh.syncFeeds();
    rig.refresh.refreshAll(ArticleStore(rig.database.db()).feeds());
    QVERIFY(rig.settle());

    const QString moved = rig.server.url("/new").toString();
    const QList<FeedRecord> feeds = ArticleStore(rig.database.db()).feeds();
    QCOMPARE(feeds.size(), 1); // the same subscription, not a second one
    QCOMPARE(feeds.at(0).id, id);
    QCOMPARE(feeds.at(0).url, moved);
    QCOMPARE(feeds.at(0).articleCount, 2);
    QCOMPARE(rig.stored(id).etag, u"\"n1\""_s);
    QCOMPARE(rig.scheduler.feed(id)->url.toString(), moved);

    // The next refresh goes to the new address directly.
    QVERIFY(rig.scheduler.refreshOne(id));
    QVERIFY(rig.settle());
    QCOMPARE(rig.server.requestCount("/old"), 1);
    QCOMPARE(rig.server.requestCount("/new"), 2);
}

void TestRefreshController::redirectToSubscribedFeedParksIt()
{
    Rig rig;
    rig.server.redirect("/old", 308, "/new");
    rig.server.route("/new", feedResponse());
    const qint64 current = rig.database.addFeed(rig.server.url("/new").toString(), u"Gazette"_s);
    const qint64 copy = rig.database.addFeed(rig.server.url("/old").toString(), u"Gazette (old)"_s);
    QSignalSpy failed(&rig.refresh, &RefreshController::feedFailed);
    rig.refresh.syncFeeds();
    QVERIFY(rig.scheduler.refreshOne(copy));
    QVERIFY(rig.settle());

    // The UNIQUE URL stays intact: the copy keeps its address, says why, and is no longer fetched.
    QCOMPARE(failed.size(), 1);
    const StoredFeedState stored = rig.stored(copy);
    QCOMPARE(stored.url, rig.server.url("/old").toString());
    QVERIFY2(stored.state.lastError.contains(rig.server.url("/new").toString()),
        qPrintable(stored.state.lastError));
    QTRY_VERIFY(!rig.scheduler.feed(copy));
    QVERIFY(rig.scheduler.feed(current));
    QVERIFY(rig.refresh.syncFeeds().isEmpty()); // and it does not come back
    QCOMPARE(ArticleStore(rig.database.db()).feeds().size(), 2);
}

void TestRefreshController::refreshFeedOutsideScheduler()
{
    Rig rig;
    rig.server.route("/feed", serverError());
    const qint64 id = rig.database.addFeed(rig.server.url("/feed").toString(), u""_s);
    rig.refresh.syncFeeds();
    QVERIFY(rig.refresh.refreshFeed(ArticleStore(rig.database.db()).feeds().at(0)));
    QString why;
    QVERIFY(!rig.refresh.refreshFeed(ArticleStore(rig.database.db()).feeds().at(0), &why));
    QVERIFY2(why.contains(u"already"_s), qPrintable(why));
    QVERIFY(rig.settle());
    QCOMPARE(rig.server.requestCount("/feed"), 1);
    QCOMPARE(rig.stored(id).state.consecutiveFailures, 1);

    // A feed the scheduler does not fetch (a local file) goes through the ingest queue.
    FeedRecord file;
    file.id = 999;
    file.url = QUrl::fromLocalFile(rig.database.dir() + u"/missing.xml"_s).toString();
    QSignalSpy finished(&rig.ingest, &IngestController::jobFinished);
    QVERIFY(rig.refresh.refreshFeed(file));
    QVERIFY(finished.wait(waitMs));
    QVERIFY(!finished.at(0).at(1).value<IngestStats>().errors.isEmpty());
}

QTEST_GUILESS_MAIN(TestRefreshController)
#include "tst_refreshcontroller.moc"
