#include "../net/HttpTestServer.h"
#include "../ui/UiTestDatabase.h"
#include "GazetteFeed.h"
#include "engine/IngestController.h"
#include "engine/IngestJob.h"
#include "storage/ArticleStore.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QByteArray &rss = test::gazetteRss;

// Answers every request on the loopback interface with `body` as an RSS document.
class FeedServer final : public QObject
{
public:
    explicit FeedServer(QByteArray body) : m_body(std::move(body))
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                    m_request += socket->readAll();
                    if (!m_request.contains("\r\n\r\n"))
                        return;
                    ++m_requests;
                    socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/rss+xml; charset=utf-8\r\n"
                                  "Connection: close\r\nContent-Length: "
                        + QByteArray::number(m_body.size()) + "\r\n\r\n" + m_body);
                    socket->disconnectFromHost();
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    QUrl url() const { return QUrl(u"http://127.0.0.1:%1/feed.xml"_s.arg(m_server.serverPort())); }
    int requests() const { return m_requests; }

private:
    QTcpServer m_server;
    QByteArray m_body;
    QByteArray m_request;
    int m_requests = 0;
};

} // namespace

class TestIngestController final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<IngestStats>(); }
    void ingestsFileInBackground();
    void reportsUnreadableFile();
    void refusesOtherSchemes();
    void urlWithoutFetcher();
    void queuesJobsOneAfterAnother();
    void runsKeepTheIndex();
    void feedsWaitingInTheQueueAreStoredInOneRun();
    void hundredsOfWaitingFeedsGoInOneRun();
    void feedsArrivingSoonAfterARunWaitForTheSpacing();
    void storiesWaitForTheLastFeedOfARefresh();
    void fetchesUrlFeedsFromLoopback();
    void fetchesArticlePagesOfTeasers();
    void teaserFeedIsParsedOnce();
    void aFeedWhoseItemsAreNotStoredStaysDue();
};

void TestIngestController::ingestsFileInBackground()
{
    test::UiTestDatabase database;
    const QString path = test::writeFile(database.dir(), u"gazette.xml"_s, rss);
    IngestController controller(database.path(), {}, nullptr);
    controller.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC); });
    QSignalSpy started(&controller, &IngestController::jobStarted);
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    QSignalSpy busy(&controller, &IngestController::busyChanged);

    controller.addFile(path);
    QVERIFY(controller.isBusy());
    QCOMPARE(started.size(), 1);
    QVERIFY(finished.wait(30000));
    const IngestStats stats = finished.at(0).at(1).value<IngestStats>();
    QVERIFY2(stats.errors.isEmpty(), qPrintable(stats.errors.join(u'\n')));
    QCOMPARE(stats.articles, 2);
    QVERIFY(!controller.isBusy());
    QCOMPARE(busy.size(), 2);
    QCOMPARE(busy.at(0).at(0).toBool(), true);
    QCOMPARE(busy.at(1).at(0).toBool(), false);

    const QList<FeedRecord> feeds = ArticleStore(database.db()).feeds();
    QCOMPARE(feeds.size(), 1);
    QCOMPARE(feeds.at(0).title, u"Harbour Gazette"_s);
    QCOMPARE(feeds.at(0).url, QUrl::fromLocalFile(path).toString());

    // Refreshing the same file finds nothing new.
    controller.refresh(feeds);
    QVERIFY(finished.wait(30000));
    const IngestStats again = finished.at(1).at(1).value<IngestStats>();
    QCOMPARE(again.articles, 0);
    QCOMPARE(again.skipped, 2);
}

void TestIngestController::reportsUnreadableFile()
{
    test::UiTestDatabase database;
    IngestController controller(database.path(), {}, nullptr);
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    controller.addFile(database.dir() + u"/missing.xml"_s);
    QVERIFY(finished.wait(30000));
    const IngestStats stats = finished.at(0).at(1).value<IngestStats>();
    QCOMPARE(stats.articles, 0);
    QCOMPARE(stats.errors.size(), 1);
    QVERIFY(stats.errors.at(0).contains(u"missing.xml"_s));

    const QString junk = test::writeFile(database.dir(), u"junk.xml"_s, "this is not a feed");
    controller.addFile(junk);
    QVERIFY(finished.wait(30000));
    QVERIFY(!finished.at(1).at(1).value<IngestStats>().errors.isEmpty());
}

void TestIngestController::refusesOtherSchemes()
{
    test::UiTestDatabase database;
    IngestController controller(database.path(), {}, nullptr);
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    QVERIFY(!controller.addUrl(QUrl(u"ftp://example.org/feed.xml"_s)));
    QVERIFY(!controller.addUrl(QUrl(u"javascript:alert(1)"_s)));
    QVERIFY(!controller.isBusy());
    QCOMPARE(finished.size(), 0);
}

void TestIngestController::urlWithoutFetcher()
{
    test::UiTestDatabase database;
    IngestController controller(database.path(), {}, nullptr);
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    QVERIFY(controller.addUrl(QUrl(u"https://example.org/feed.xml"_s)));
    QCOMPARE(finished.size(), 1);
    QVERIFY(!finished.at(0).at(1).value<IngestStats>().errors.isEmpty());
    QVERIFY(!controller.isBusy());
}

void TestIngestController::queuesJobsOneAfterAnother()
{
    test::UiTestDatabase database;
    const QString first = test::writeFile(database.dir(), u"a.xml"_s, rss);
    QByteArray other = rss;
    other.replace("Harbour Gazette", "Valley Courier").replace("gazette.example", "courier.example");
    other.replace("ferry-1", "ferry-2").replace("library-1", "library-2");
    const QString second = test::writeFile(database.dir(), u"b.xml"_s, other);

    IngestController controller(database.path(), {}, nullptr);
    controller.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC); });
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    QSignalSpy busy(&controller, &IngestController::busyChanged);
    controller.addFile(first);
    controller.addFile(second);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QCOMPARE(finished.at(0).at(0).toString(), first);
    QCOMPARE(finished.at(1).at(0).toString(), second);
    // The second outlet carries the same two stories: they join the first one's groups.
    QCOMPARE(finished.at(1).at(1).value<IngestStats>().duplicates, 2);
    QCOMPARE(busy.size(), 2); // busy once for the whole queue
    QCOMPARE(ArticleStore(database.db()).feeds().size(), 2);
}

void TestIngestController::runsKeepTheIndex()
{
    // Two runs, one after the other: the second catches the index up instead of reading the
    // window back, and still groups the second outlet's copies with the first one's stories; it
    // uses the connection the first one opened.
    test::UiTestDatabase database;
    QByteArray other = rss;
    other.replace("Harbour Gazette", "Valley Courier").replace("gazette.example", "courier.example");
    other.replace("ferry-1", "ferry-2").replace("library-1", "library-2");
    IngestController controller(database.path(), {}, nullptr);
    controller.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC); });
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    controller.addFile(test::writeFile(database.dir(), u"a.xml"_s, rss));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QTRY_VERIFY(!controller.isBusy());
    controller.addFile(test::writeFile(database.dir(), u"b.xml"_s, other));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QTRY_VERIFY(!controller.isBusy());
    QCOMPARE(finished.at(1).at(1).value<IngestStats>().duplicates, 2);
    QCOMPARE(controller.indexReads(), 1);
    QCOMPARE(controller.storeConnections(), 1);
}

void TestIngestController::feedsWaitingInTheQueueAreStoredInOneRun()
{
    test::UiTestDatabase database;
    QStringList files;
    for (const char *outlet : {"gazette", "courier", "herald", "tribune"}) {
        const QByteArray bytes = test::outletFeed(outlet);
        files.append(test::writeFile(database.dir(), QString::fromLatin1(outlet) + u".xml"_s, bytes));
    }
    // Their errors are reported with the others, each with its own file (files are read and
    // parsed on all cores, their outcomes in the order given).
    files.insert(2, database.dir() + u"/missing.xml"_s);
    files.insert(4, test::writeFile(database.dir(), u"junk.xml"_s, "this is not a feed"));

    IngestController controller(database.path(), {}, nullptr);
    controller.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC); });
    QSignalSpy started(&controller, &IngestController::jobStarted);
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    QSignalSpy sources(&controller, &IngestController::sourceFinished);
    for (const QString &file : std::as_const(files))
        controller.addFile(file); // the first starts at once, the others wait for it
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QTRY_VERIFY(!controller.isBusy());
    // The second file came while the first run stored: it was given to the parsing ahead (and
    // maybe more of them, as the run took its time, and maybe too late for the second run, on a
    // busy machine); what the runs report below is the same either way.
    QVERIFY(controller.feedsGivenToParseAhead() >= 1);
    QCOMPARE(finished.size(), 2);
    QCOMPARE(finished.at(0).at(0).toString(), files.at(0));
    QCOMPARE(finished.at(1).at(0).toString(), u"5 feeds"_s);
    QCOMPARE(started.constLast().at(0).toString(), u"Reading 5 feeds…"_s);
    const IngestStats together = finished.at(1).at(1).value<IngestStats>();
    QCOMPARE(together.articles, 6);
    QCOMPARE(together.duplicates, 6); // each outlet reprints the first one's two stories
    QCOMPARE(together.errors.size(), 2);
    QVERIFY2(together.errors.at(0).contains(u"missing.xml"_s), qPrintable(together.errors.at(0)));
    QVERIFY2(together.errors.at(1).contains(u"junk.xml"_s), qPrintable(together.errors.at(1)));
    QCOMPARE(sources.size(), files.size());
    for (qsizetype i = 0; i < files.size(); ++i) {
        const IngestStats own = sources.at(i).at(1).value<IngestStats>();
        const bool broken = files.at(i).endsWith(u"missing.xml"_s) || files.at(i).endsWith(u"junk.xml"_s);
        QCOMPARE(sources.at(i).at(0).toString(), files.at(i));
        QCOMPARE(own.errors.size(), broken ? 1 : 0);
        QCOMPARE(own.articles, broken ? 0 : 2);
    }
    QCOMPARE(ArticleStore(database.db()).feeds().size(), 4);
    QCOMPARE(ArticleStore(database.db()).articleCount(), 8);
}

void TestIngestController::hundredsOfWaitingFeedsGoInOneRun()
{
    // A refresh of many feeds: those that answered while a run was busy go in one run, not in
    // runs of a few dozen that each read the story graph back.
    test::UiTestDatabase database;
    IngestController controller(database.path(), {}, nullptr);
    controller.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC); });
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    const int feeds = 120;
    for (int i = 0; i < feeds; ++i) {
        const QByteArray bytes = test::outletFeed("outlet" + QByteArray::number(i));
        controller.addFile(test::writeFile(database.dir(), u"feed%1.xml"_s.arg(i), bytes));
    }
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isBusy(), 60000);
    QCOMPARE(finished.size(), 2); // the first at once, the rest together
    QCOMPARE(finished.at(1).at(0).toString(), u"%1 feeds"_s.arg(feeds - 1));
    QCOMPARE(ArticleStore(database.db()).feeds().size(), feeds);
}

void TestIngestController::feedsArrivingSoonAfterARunWaitForTheSpacing()
{
    // Feeds that answer one by one while runs are quick gather in the queue until the spacing
    // since the last run is over, and then go in one run.
    test::UiTestDatabase database;
    IngestController controller(database.path(), {}, nullptr);
    controller.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC); });
    controller.setRunSpacing(std::chrono::hours(1));
    QSignalSpy started(&controller, &IngestController::jobStarted);
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    QStringList files;
    for (const char *outlet : {"gazette", "courier", "herald"}) {
        const QByteArray bytes = test::outletFeed(outlet);
        files.append(test::writeFile(database.dir(), QString::fromLatin1(outlet) + u".xml"_s, bytes));
    }
    controller.addFile(files.at(0)); // the first run starts at once
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    controller.addFile(files.at(1));
    QTest::qWait(50);
    controller.addFile(files.at(2));
    QTest::qWait(200);
    QCOMPARE(started.size(), 1); // both wait: the hour is not over
    QCOMPARE(finished.size(), 1);
    QVERIFY(controller.isBusy());

    controller.setRunSpacing(std::chrono::milliseconds(0));
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isBusy(), 60000);
    QCOMPARE(finished.size(), 2);
    QCOMPARE(finished.at(1).at(0).toString(), u"2 feeds"_s);
    QCOMPARE(ArticleStore(database.db()).feeds().size(), 3);
}

void TestIngestController::storiesWaitForTheLastFeedOfARefresh()
{
    // While a refresh brings more feeds, each run stores its articles and leaves their stories
    // to be placed once, when no more come.
    test::UiTestDatabase database;
    IngestController controller(database.path(), {}, nullptr);
    controller.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC); });
    controller.setRunSpacing(std::chrono::milliseconds(0));
    bool refreshing = true;
    controller.setMoreFeedsComing([&refreshing] { return refreshing; });
    const auto count = [&database](const QString &what) {
        QSqlQuery query(database.db());
        return query.exec(u"SELECT %1 FROM articles"_s.arg(what)) && query.next() ? query.value(0).toInt()
                                                                                  : -1;
    };
    for (const char *outlet : {"gazette", "courier"}) {
        const QByteArray bytes = test::outletFeed(outlet);
        controller.addFile(test::writeFile(database.dir(), QString::fromLatin1(outlet) + u".xml"_s, bytes));
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isBusy(), 60000);
    }
    QCOMPARE(count(u"COUNT(*)"_s), 4);
    QCOMPARE(count(u"COUNT(story_id)"_s), 0); // stored, their stories left for later

    refreshing = false;
    controller.placeDeferredStories(); // the refresh ended
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isBusy(), 60000);
    QCOMPARE(count(u"COUNT(story_id)"_s), 4);
    QCOMPARE(count(u"COUNT(DISTINCT story_id)"_s), 2); // the two outlets carry the same two stories
}

void TestIngestController::fetchesUrlFeedsFromLoopback()
{
    FeedServer server(rss);
    QVERIFY(server.listen());
    QNetworkAccessManager network;
    network.setProxy(QNetworkProxy::NoProxy); // loopback only, whatever the environment says
    Fetcher fetcher(&network);

    test::UiTestDatabase database;
    IngestController controller(database.path(), {}, &fetcher);
    controller.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC); });
    QSignalSpy started(&controller, &IngestController::jobStarted);
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    QVERIFY(controller.addUrl(server.url()));
    QVERIFY(controller.isBusy()); // the fetch is under way, asynchronously
    QVERIFY(finished.wait(30000));
    QCOMPARE(server.requests(), 1);
    QCOMPARE(finished.at(0).at(0).toString(), server.url().toString());
    const IngestStats stats = finished.at(0).at(1).value<IngestStats>();
    QVERIFY2(stats.errors.isEmpty(), qPrintable(stats.errors.join(u'\n')));
    QCOMPARE(stats.articles, 2);
    QVERIFY(started.size() >= 2); // "Fetching ..." then "Reading ..."

    const QList<FeedRecord> feeds = ArticleStore(database.db()).feeds();
    QCOMPARE(feeds.size(), 1);
    QCOMPARE(feeds.at(0).url, server.url().toString());
}

void TestIngestController::fetchesArticlePagesOfTeasers()
{
    test::HttpTestServer server;
    QVERIFY(server.listen());
    const QString story = server.url("/story").toString();
    const QString longItem = server.url("/long").toString();
    const QString longText = u"The council voted to rebuild the harbour wall before winter. "_s.repeated(12);
    test::ScriptedResponse feed;
    feed.headers = {{"Content-Type", "application/rss+xml"}};
    feed.body = (uR"(<?xml version="1.0"?><rss version="2.0"><channel><title>Gazette</title>
<item><title>Ferry service resumes</title><link>%1</link><guid>ferry</guid>
<pubDate>Tue, 03 Nov 2026 08:00:00 GMT</pubDate><description>The ferry sails again.</description></item>
<item><title>Harbour wall to be rebuilt</title><link>%2</link><guid>wall</guid>
<pubDate>Tue, 03 Nov 2026 09:00:00 GMT</pubDate><description>%3</description></item>
</channel></rss>)"_s)
                    .arg(story, longItem, longText)
                    .toUtf8();
    server.route("/feed", feed);
    test::ScriptedResponse page;
    page.headers = {{"Content-Type", "text/html; charset=utf-8"}};
    page.body = "<html><body><nav><a href='/'>Home</a> <a href='/sport'>Sport</a></nav><article>"
                "<h1>Ferry service resumes</h1><p>The island ferry sailed again on Tuesday morning after "
                "two days of storm warnings kept it in port, the operator said.</p><p>Passengers who "
                "missed connections will be rebooked free of charge, and an extra crossing runs "
                "tonight.</p></article><footer>Contact us</footer></body></html>";
    server.route("/story", page);

    QNetworkAccessManager network;
    network.setProxy(QNetworkProxy::NoProxy);
    Fetcher fetcher(&network);
    test::UiTestDatabase database;
    IngestController controller(database.path(), {}, &fetcher);
    controller.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC); });
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    QVERIFY(controller.addUrl(server.url("/feed")));
    QVERIFY(finished.wait(30000));
    const IngestStats stats = finished.at(0).at(1).value<IngestStats>();
    QVERIFY2(stats.errors.isEmpty(), qPrintable(stats.errors.join(u'\n')));
    QCOMPARE(stats.articles, 2);
    QVERIFY(!controller.isBusy());
    // Only the teaser's page was fetched; the long item carries its own story.
    QCOMPARE(server.requestCount("/story"), 1);
    QCOMPARE(server.requestCount("/long"), 0);

    const ArticleStore store(database.db());
    bool sawBody = false;
    for (const ArticleRecord &listed : store.articles(0, 0, 10)) {
        const ArticleRecord article = *store.article(listed.id);
        if (article.url == story) {
            QVERIFY(article.body.contains(u"rebooked free of charge"_s));
            QVERIFY(!article.body.contains(u"Sport"_s));
            sawBody = true;
        } else {
            QVERIFY(article.body.isEmpty());
        }
    }
    QVERIFY(sawBody);

    // Refreshing finds both stored: no page is fetched again.
    QVERIFY(controller.addUrl(server.url("/feed")));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.at(1).at(1).value<IngestStats>().skipped, 2);
    QCOMPARE(server.requestCount("/story"), 1);
}

void TestIngestController::teaserFeedIsParsedOnce()
{
    // A feed broken before its end (no closing tags): its items count, and so does its error.
    const QString story = u"https://gazette.example/ferry"_s;
    const QByteArray feed = uR"(<?xml version="1.0"?><rss version="2.0"><channel><title>Gazette</title>
<item><title>Ferry service resumes</title><link>%1</link><guid>ferry</guid>
<pubDate>Tue, 03 Nov 2026 08:00:00 GMT</pubDate><description>The ferry sails again.</description></item>
<item><title>Harbour wall to be rebuilt</title><link>https://gazette.example/wall</link><guid>wall</guid>
<pubDate>Tue, 03 Nov 2026 09:00:00 GMT</pubDate><description>%2</description></item>
)"_s.arg(story, u"The council voted to rebuild the harbour wall before winter. "_s.repeated(12))
                                .toUtf8();
    const QByteArray page = "<html><body><article><h1>Ferry service resumes</h1><p>The island ferry sailed "
                            "again on Tuesday morning after two days of storm warnings kept it in port, the "
                            "operator said.</p><p>Passengers who missed connections will be rebooked free of "
                            "charge, and an extra crossing runs tonight.</p></article></body></html>";
    test::UiTestDatabase database;
    const QDateTime now(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC);
    IngestJob job = IngestJob::fetched(u"https://gazette.example/feed"_s, feed, "application/rss+xml");

    const IngestOutcome asking = runIngestJob(database.path(), job, {}, now);
    QCOMPARE(asking.pagesWanted, QStringList {story});
    QVERIFY(asking.parsed);
    QVERIFY(!asking.parsed->result.error.isEmpty());
    QCOMPARE(asking.stats.articles, 0);

    // As the controller does: the run with the pages gets the parsed feed, and no bytes to parse.
    job.pagesFetched = true;
    job.parsed = asking.parsed;
    job.bytes.clear();
    job.pages = {{story, page}};
    const IngestOutcome stored = runIngestJob(database.path(), job, {}, now);
    QVERIFY(stored.unreadable.isEmpty());
    QCOMPARE(stored.stats.articles, 2);
    QCOMPARE(stored.stats.errors.size(), 1); // the feed's own error, carried along
    QVERIFY(stored.stats.errors.constFirst().contains(asking.parsed->result.error));
    const ArticleStore store(database.db());
    bool sawBody = false;
    for (const ArticleRecord &listed : store.articles(0, 0, 10))
        sawBody = sawBody || store.article(listed.id)->body.contains(u"rebooked free of charge"_s);
    QVERIFY(sawBody);
}

// Fetched bytes carry the feed's new state (validators, last fetch). When their items cannot be
// stored (here a trigger refuses them; a lost server, a kill), the state is not stored either: the
// feed stays due and is fetched again with its old validators, instead of a 304 hiding the items.
// A moved feed's new address is stored first, so its items find it there.
void TestIngestController::aFeedWhoseItemsAreNotStoredStaysDue()
{
    test::UiTestDatabase database;
    const QString url = u"https://gazette.example/feed.xml"_s;
    const QString moved = u"https://gazette.example/rss.xml"_s;
    QSqlQuery(database.db()).exec(u"INSERT INTO feeds (url, title) VALUES ('%1', 'Gazette')"_s.arg(url));
    const qint64 feedId = ArticleStore(database.db()).feeds().constFirst().id;
    const QDateTime now(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC);
    const auto job = [&] {
        FeedStateUpdate state;
        state.feedId = feedId;
        state.state.lastFetch = now;
        state.state.lastSuccess = now;
        state.writeValidators = true;
        state.etag = u"\"v2\""_s;
        state.newUrl = moved;
        IngestJob fetched = IngestJob::fetched(moved, rss, "application/rss+xml");
        fetched.states = {state};
        fetched.pagesFetched = true;
        return fetched;
    };
    const auto lastFetch = [&] {
        QSqlQuery query(database.db());
        query.exec(u"SELECT last_fetch, etag, url FROM feeds WHERE id = %1"_s.arg(feedId));
        return query.next()
            ? QStringList {query.value(0).toString(), query.value(1).toString(), query.value(2).toString()}
            : QStringList();
    };

    QVERIFY(
        QSqlQuery(database.db())
            .exec(
                u"CREATE TRIGGER refuse BEFORE INSERT ON articles BEGIN SELECT RAISE(ABORT, 'refused'); END"_s));
    const IngestOutcome refused = runIngestJob(database.path(), job(), {}, now);
    QVERIFY(!refused.stats.errors.isEmpty());
    QCOMPARE(lastFetch(), (QStringList {QString(), QString(), moved}));

    QVERIFY(QSqlQuery(database.db()).exec(u"DROP TRIGGER refuse"_s));
    const IngestOutcome stored = runIngestJob(database.path(), job(), {}, now);
    QVERIFY2(stored.stats.errors.isEmpty(), qPrintable(stored.stats.errors.join(u'\n')));
    QCOMPARE(stored.stats.articles, 2);
    QCOMPARE(lastFetch(), (QStringList {QString::number(now.toMSecsSinceEpoch()), u"\"v2\""_s, moved}));
    QCOMPARE(ArticleStore(database.db()).feeds().size(), 1);
}

QTEST_GUILESS_MAIN(TestIngestController)
#include "tst_ingestcontroller.moc"
