#include "../net/HttpTestServer.h"
#include "news/FeedFinder.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace kindred;
using kindred::test::HttpTestServer;
using kindred::test::ScriptedResponse;

namespace {

ScriptedResponse answer(const QByteArray &contentType, const QByteArray &body)
{
    ScriptedResponse response;
    response.headers = {{"Content-Type", contentType}};
    response.body = body;
    return response;
}

ScriptedResponse rss(const QByteArray &title)
{
    return answer("application/rss+xml",
        "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>" + title
            + "</title><link>https://site.example/</link>"
              "<item><title>One</title><link>https://site.example/1</link></item></channel></rss>");
}

ScriptedResponse atom(const QByteArray &title)
{
    return answer("application/atom+xml",
        "<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\"><title>" + title
            + "</title><id>urn:x</id><updated>2026-11-20T09:00:00Z</updated></feed>");
}

ScriptedResponse html(const QByteArray &head)
{
    return answer("text/html; charset=utf-8",
        "<!DOCTYPE html><html><head><title>A site</title>" + head
            + "</head><body><p>Hello.</p></body></html>");
}

} // namespace

class TestFeedFinder : public QObject
{
    Q_OBJECT

private:
    QNetworkAccessManager *m_network = nullptr;
    Fetcher *m_fetcher = nullptr;

    // Runs one search to its end and checks it answers once, from the event loop.
    FeedSearchResult search(const QUrl &url)
    {
        FeedFinder finder(m_fetcher);
        QSignalSpy done(&finder, &FeedFinder::finished);
        const FeedFinder::SearchId id = finder.find(url);
        if (!done.isEmpty()) {
            qWarning("finished() came from inside find()");
            return {};
        }
        if (!done.wait(20000) || done.size() != 1 || done[0][0].value<FeedFinder::SearchId>() != id)
            return {};
        if (finder.pendingCount() != 0)
            qWarning("the search is still pending after finished()");
        return done[0][1].value<FeedSearchResult>();
    }

private slots:
    void initTestCase() { QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); }

    void init()
    {
        m_network = new QNetworkAccessManager(this);
        FetcherOptions options;
        options.connectTimeout = std::chrono::seconds(5);
        options.totalTimeout = std::chrono::seconds(10);
        m_fetcher = new Fetcher(m_network, options, this);
    }

    void cleanup()
    {
        delete m_fetcher;
        delete m_network;
    }

    void recognizesFeedBytes_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("isFeed");
        QTest::newRow("rss") << rss("R").body << true;
        QTest::newRow("atom without entries") << atom("A").body << true;
        QTest::newRow("json feed") << QByteArray(
            "{\"version\": \"https://jsonfeed.org/version/1.1\", \"title\": \"J\", \"items\": []}")
                                   << true;
        QTest::newRow("broken rss with items") << QByteArray(
            "<rss version=\"2.0\"><channel><title>B</title><item><title>One</title></item><item><ti")
                                               << true;
        QTest::newRow("html") << html("").body << false;
        QTest::newRow("empty") << QByteArray() << false;
        QTest::newRow("plain xml") << QByteArray("<?xml version=\"1.0\"?><note>hi</note>") << false;
    }

    void recognizesFeedBytes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, isFeed);
        const QUrl url(QStringLiteral("https://news.example/feed"));
        const std::optional<FoundFeed> feed = recognizeFeed(bytes, url);
        QCOMPARE(feed.has_value(), isFeed);
        if (feed)
            QCOMPARE(feed->url, url);
    }

    void aFeedAddressIsTheAnswer()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        server.route("/feed.xml", rss("Direct News"));
        const QUrl url = server.url("/feed.xml");
        const FeedSearchResult result = search(url);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.url, url);
        QCOMPARE(result.feeds.size(), 1);
        QCOMPARE(result.feeds[0].url, url);
        QCOMPARE(result.feeds[0].title, QStringLiteral("Direct News"));
        QCOMPARE(result.feeds[0].siteLink, QStringLiteral("https://site.example/"));
        QCOMPARE(result.feeds[0].format, FeedFormat::Rss20);
        QCOMPARE(server.requests().size(), 1);
    }

    void aPermanentlyMovedFeedIsSubscribedWhereItLivesNow()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        server.redirect("/old", 301, server.url("/new.atom").toEncoded());
        server.route("/new.atom", atom("Moved"));
        const FeedSearchResult result = search(server.url("/old"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.feeds[0].url, server.url("/new.atom"));
        QCOMPARE(result.feeds[0].format, FeedFormat::Atom10);
    }

    void aPageWithAlternateLinks()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        server.route("/blog/",
            html("<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Posts\" href=\"posts.rss\">"
                 "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Broken\" "
                 "href=\"/missing.atom\">"
                 "<link rel=\"alternate\" type=\"application/atom+xml\" href=\"/comments.atom\">"));
        server.route("/blog/posts.rss", rss("Blog posts"));
        server.route("/comments.atom", atom(""));
        const FeedSearchResult result = search(server.url("/blog/"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.feeds.size(), 2); // the one that cannot be fetched is left out
        QCOMPARE(result.feeds[0].url, server.url("/blog/posts.rss"));
        QCOMPARE(result.feeds[0].title, QStringLiteral("Blog posts"));
        QCOMPARE(result.feeds[1].url, server.url("/comments.atom"));
        QCOMPARE(result.feeds[1].format, FeedFormat::Atom10);
        QCOMPARE(server.requestCount("/feed"), 0); // the usual places are not tried
    }

    void onlyTheFirstAnnouncedFeedsAreFetched()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        QByteArray links;
        for (int i = 0; i < 10; ++i) {
            const QByteArray path = "/f" + QByteArray::number(i) + ".rss";
            links += "<link rel=\"alternate\" type=\"application/rss+xml\" href=\"" + path + "\">";
            server.route(path, rss("Feed " + QByteArray::number(i)));
        }
        server.route("/", html(links));
        const FeedSearchResult result = search(server.url("/"));
        QCOMPARE(result.feeds.size(), FeedFinder::maxAnnouncedFeeds);
        QCOMPARE(result.feeds[0].title, QStringLiteral("Feed 0"));
        QCOMPARE(server.requests().size(), 1 + FeedFinder::maxAnnouncedFeeds);
    }

    void aPageWithoutLinksButAUsualPlace()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        server.route("/about", html(""));
        server.route("/feed.xml", rss("Found by guessing"));
        const FeedSearchResult result = search(server.url("/about"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.feeds.size(), 1);
        QCOMPARE(result.feeds[0].url, server.url("/feed.xml"));
        QCOMPARE(result.feeds[0].title, QStringLiteral("Found by guessing"));
        // In order, one after the other, stopping at the first feed: /feed, /rss.xml, /atom.xml,
        // /index.xml were asked before /feed.xml, and /rss after it was not.
        for (const char *path : {"/feed", "/rss.xml", "/atom.xml", "/index.xml", "/feed.xml"})
            QCOMPARE(server.requestCount(path), 1);
        QCOMPARE(server.requestCount("/rss"), 0);
    }

    void announcedFeedsThatFailFallBackToTheUsualPlaces()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        server.route("/", html("<link rel=\"alternate\" type=\"application/rss+xml\" href=\"/gone.rss\">"));
        server.route("/rss", rss("Last resort"));
        const FeedSearchResult result = search(server.url("/"));
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.feeds[0].url, server.url("/rss"));
    }

    void aPageWithNothing()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        server.route("/", html("<link rel=\"stylesheet\" href=\"/style.css\">"));
        server.route("/feed", html("")); // an HTML page where a feed might be is not a feed
        const FeedSearchResult result = search(server.url("/"));
        QVERIFY(!result.ok());
        QVERIFY(result.feeds.isEmpty());
        QVERIFY2(result.error.startsWith(QStringLiteral("no feed found at ")), qPrintable(result.error));
        QVERIFY2(result.error.contains(QStringLiteral("announces none")), qPrintable(result.error));
        QCOMPARE(result.error.count(u'\n'), 0);
        QCOMPARE(server.requests().size(), 7); // the page and the six usual places
    }

    void announcedFeedsThatCannotBeReadAreNamed()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        server.route("/", html("<link rel=\"alternate\" type=\"application/rss+xml\" href=\"/gone.rss\">"));
        const FeedSearchResult result = search(server.url("/"));
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(server.url("/gone.rss").toString()), qPrintable(result.error));
    }

    void aDeadServer()
    {
        // A port that was just free: nothing listens there any more.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const QUrl url(QStringLiteral("http://127.0.0.1:%1/").arg(probe.serverPort()));
        probe.close();
        const FeedSearchResult result = search(url);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.startsWith(QStringLiteral("cannot fetch http://127.0.0.1:")),
            qPrintable(result.error));
        QCOMPARE(result.error.count(u'\n'), 0);
    }

    void aNotFoundAddress()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        const FeedSearchResult result = search(server.url("/nothing-here"));
        QVERIFY(!result.ok());
        QVERIFY2(result.error.startsWith(QStringLiteral("cannot fetch ")), qPrintable(result.error));
        QCOMPARE(server.requests().size(), 1); // a 404 is an answer: no guessing around it
    }

    // Answers that are no page and no feed end the search there: no guessing at /feed, where a
    // feed subscribed already would make the search end in "already subscribed".
    void anAnswerThatIsNeitherFeedNorPage_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("expected");
        QTest::newRow("304 without validators")
            << 304 << QByteArray() << QByteArray() << QStringLiteral("304 Not Modified");
        QTest::newRow("empty 200") << 200 << QByteArray("text/html") << QByteArray()
                                   << QStringLiteral("empty answer");
        QTest::newRow("plain text") << 200 << QByteArray("text/plain") << QByteArray("just words")
                                    << QStringLiteral("neither a feed nor a web page");
        QTest::newRow("other xml") << 200 << QByteArray("application/xml")
                                   << QByteArray("<?xml version=\"1.0\"?><note>hi</note>")
                                   << QStringLiteral("neither a feed nor a web page");
    }

    void anAnswerThatIsNeitherFeedNorPage()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, contentType);
        QFETCH(QByteArray, body);
        QFETCH(QString, expected);
        HttpTestServer server;
        QVERIFY(server.listen());
        ScriptedResponse odd = answer(contentType, body);
        odd.status = status;
        server.route("/odd", odd);
        server.route("/feed", rss("Somewhere else"));
        const FeedSearchResult result = search(server.url("/odd"));
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(expected), qPrintable(result.error));
        QCOMPARE(result.error.count(u'\n'), 0);
        QCOMPARE(server.requests().size(), 1);
    }

    void notAnHttpAddress()
    {
        const FeedSearchResult result = search(QUrl(QStringLiteral("ftp://files.example/feed.xml")));
        QVERIFY(!result.ok());
        QVERIFY(!result.error.isEmpty());
    }

    void withoutAFetcher()
    {
        FeedFinder finder(nullptr);
        QSignalSpy done(&finder, &FeedFinder::finished);
        finder.find(QUrl(QStringLiteral("https://news.example/")));
        QCOMPARE(done.size(), 0);
        QVERIFY(done.wait(5000));
        QVERIFY(!done[0][1].value<FeedSearchResult>().error.isEmpty());
    }

    void aCanceledSearchSaysNothing()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        ScriptedResponse held = rss("Held");
        held.mode = ScriptedResponse::Mode::Hold;
        server.route("/feed.xml", held);
        FeedFinder finder(m_fetcher);
        QSignalSpy done(&finder, &FeedFinder::finished);
        const FeedFinder::SearchId id = finder.find(server.url("/feed.xml"));
        QTRY_COMPARE(server.heldCount(), 1);
        finder.cancel(id);
        QCOMPARE(finder.pendingCount(), 0);
        server.releaseHeld();
        QTest::qWait(200);
        QCOMPARE(done.size(), 0);
        QCOMPARE(m_fetcher->pendingCount(), 0);
    }

    void searchesRunSideBySide()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        server.route("/a.rss", rss("A"));
        server.route("/b", html("<link rel=\"alternate\" type=\"application/rss+xml\" href=\"/b.rss\">"));
        server.route("/b.rss", rss("B"));
        FeedFinder finder(m_fetcher);
        QSignalSpy done(&finder, &FeedFinder::finished);
        const FeedFinder::SearchId a = finder.find(server.url("/a.rss"));
        const FeedFinder::SearchId b = finder.find(server.url("/b"));
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 2, 20000);
        QHash<FeedFinder::SearchId, QString> titles;
        for (const QList<QVariant> &signal : std::as_const(done))
            titles.insert(signal[0].value<FeedFinder::SearchId>(),
                signal[1].value<FeedSearchResult>().feeds.value(0).title);
        QCOMPARE(titles.value(a), QStringLiteral("A"));
        QCOMPARE(titles.value(b), QStringLiteral("B"));
    }
};

QTEST_GUILESS_MAIN(TestFeedFinder)
#include "tst_feedfinder.moc"
