// Fetcher's limits against a real server on 127.0.0.1 in this process: timeouts, size caps,
// broken connections, the per-host connection limit, cancel. No timing is asserted: short
// timeouts only make the failure cases end quickly, and waits are generous.
#include "FetchTestSupport.h"

#include <QScopeGuard>
#include <QTcpServer>
#include <QTcpSocket>

#ifdef Q_OS_LINUX
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;
using namespace kindred;
using namespace kindred::test;

class TestFetcherLimits final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<HttpTestServer>();
        QVERIFY(m_server->listen());
        m_network = loopbackNetwork();
        m_fetcher = std::make_unique<Fetcher>(m_network.get(), testOptions());
    }
    void cleanup()
    {
        m_fetcher.reset();
        m_network.reset();
        m_server.reset();
    }

    void slowDripHitsTotalTimeout();
    void stalledBodyHitsStallTimeout();
    void endlessBodyHitsSizeCap_data();
    void endlessBodyHitsSizeCap();
    void announcedLengthAboveCap();
    void endlessRedirectBodyIsFollowed();
    void oversizedErrorPageKeepsItsStatus_data();
    void oversizedErrorPageKeepsItsStatus();
    void connectionResetMidBody();
    void connectionClosedMidBody();
    void endlessChunkedBodyHitsSizeCap();
    void gzipBombHitsSizeCap();
    void corruptGzipIsNoBomb();
    void truncatedGzipIsIncomplete();
    void answersThatCannotBeRight_data();
    void answersThatCannotBeRight();
    void connectionRefused();
    void connectTimeout();
    void destroyedWhileFetching();
    void perHostConnectionLimit();
    void cancelQueuedAndRunning();
    void answerReachesOnlyItsAsker();
    void askerGoneBeforeTheAnswer();
    void invalidUrlFailsAsynchronously();

private:
    std::unique_ptr<HttpTestServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<Fetcher> m_fetcher;
};

void TestFetcherLimits::slowDripHitsTotalTimeout()
{
    FetcherOptions options = testOptions();
    options.totalTimeout = 300ms;
    m_fetcher->setOptions(options);
    ScriptedResponse response = ok("<rss>");
    response.mode = ScriptedResponse::Mode::Drip;
    m_server->route("/drip", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/drip")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::Timeout);
    QVERIFY(result->error.contains(u"0.3"_s));
    QVERIFY(result->body.isEmpty());
}

void TestFetcherLimits::stalledBodyHitsStallTimeout()
{
    FetcherOptions options = testOptions();
    options.stallTimeout = 300ms;
    m_fetcher->setOptions(options);
    ScriptedResponse response = ok("<rss><channel>");
    response.mode = ScriptedResponse::Mode::Stall;
    m_server->route("/stall", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/stall")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::Timeout);
    QVERIFY2(result->error.contains(u"stopped sending"_s), qPrintable(result->error));
}

void TestFetcherLimits::endlessBodyHitsSizeCap_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("feed") << int(FetchKind::Feed);
    QTest::newRow("page") << int(FetchKind::Page);
}

void TestFetcherLimits::endlessBodyHitsSizeCap()
{
    QFETCH(int, kind);
    FetcherOptions options = testOptions();
    // The two caps differ so that using the wrong one would show.
    options.maxFeedBytes = kind == int(FetchKind::Feed) ? 300 * 1024 : 50 * 1024 * 1024;
    options.maxPageBytes = kind == int(FetchKind::Page) ? 200 * 1024 : 50 * 1024 * 1024;
    m_fetcher->setOptions(options);
    ScriptedResponse response = ok("<rss>");
    response.mode = ScriptedResponse::Mode::Endless;
    m_server->route("/endless", response);

    FetchRequest request = feedRequest(m_server->url("/endless"));
    request.kind = FetchKind(kind);
    const auto result = fetchAndWait(*m_fetcher, request);
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::TooLarge);
    QVERIFY(!result->error.isEmpty());
}

void TestFetcherLimits::announcedLengthAboveCap()
{
    FetcherOptions options = testOptions();
    options.maxFeedBytes = 100 * 1024;
    m_fetcher->setOptions(options);
    // Announces about 1 MB, sends 5 bytes and stalls: only the Content-Length check can end it
    // as TooLarge (the stall would end it as Timeout).
    ScriptedResponse response = ok("<rss>");
    response.mode = ScriptedResponse::Mode::Stall;
    m_server->route("/big", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/big")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::TooLarge);
    QVERIFY2(result->error.contains(u"announced"_s), qPrintable(result->error));
}

void TestFetcherLimits::endlessRedirectBodyIsFollowed()
{
    ScriptedResponse moved = ok("<a href=/final>");
    moved.status = 301;
    moved.reason = "Moved Permanently";
    moved.headers.append(qMakePair(QByteArray("Location"), QByteArray("/final")));
    moved.mode = ScriptedResponse::Mode::Endless;
    m_server->route("/moved", moved);
    m_server->route("/final", ok("final"));

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/moved")));
    QVERIFY(result);
    QVERIFY2(result->ok(), qPrintable(result->error));
    QCOMPARE(result->body, QByteArray("final"));
    QCOMPARE(result->permanentRedirectUrl, m_server->url("/final"));
}

void TestFetcherLimits::oversizedErrorPageKeepsItsStatus_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("kind");

    // Endless: the body goes past the cap; Stall: Content-Length announces more than the cap.
    QTest::newRow("404 endless") << 404 << int(ScriptedResponse::Mode::Endless)
                                 << int(FetchErrorKind::NotFound);
    QTest::newRow("410 announced") << 410 << int(ScriptedResponse::Mode::Stall) << int(FetchErrorKind::Gone);
    QTest::newRow("503 endless") << 503 << int(ScriptedResponse::Mode::Endless)
                                 << int(FetchErrorKind::ServerError);
}

void TestFetcherLimits::oversizedErrorPageKeepsItsStatus()
{
    QFETCH(int, status);
    QFETCH(int, mode);
    QFETCH(int, kind);
    ScriptedResponse response = ok("<html>error</html>", "text/html");
    response.status = status;
    response.reason = "Scripted";
    response.mode = ScriptedResponse::Mode(mode);
    m_server->route("/err", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/err")));
    QVERIFY(result);
    QCOMPARE(int(result->errorKind), kind);
    QCOMPARE(result->status, status);
    QVERIFY(result->body.size() <= 64 * 1024);
}

void TestFetcherLimits::connectionResetMidBody()
{
    ScriptedResponse response = ok(QByteArray("<rss><channel><item>").repeated(100));
    response.mode = ScriptedResponse::Mode::ResetMidBody;
    m_server->route("/reset", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/reset")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::ConnectionFailed);
    QVERIFY(!result->error.isEmpty());
}

void TestFetcherLimits::connectionClosedMidBody()
{
    // An orderly close where Content-Length promised more: the body is not complete.
    ScriptedResponse response = ok(QByteArray("<rss><channel><item>").repeated(100));
    response.mode = ScriptedResponse::Mode::CloseMidBody;
    m_server->route("/short", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/short")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::ConnectionFailed);
    QVERIFY(result->body.isEmpty());
}

void TestFetcherLimits::endlessChunkedBodyHitsSizeCap()
{
    FetcherOptions options = testOptions();
    options.maxFeedBytes = 2 * 1024 * 1024;
    m_fetcher->setOptions(options);
    ScriptedResponse response = ok({});
    response.mode = ScriptedResponse::Mode::EndlessChunked;
    m_server->route("/chunked", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/chunked")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::TooLarge);
    QVERIFY2(result->error.contains(u"larger than the limit of 2 MB"_s), qPrintable(result->error));
    QVERIFY(result->body.isEmpty());
}

void TestFetcherLimits::gzipBombHitsSizeCap()
{
    FetcherOptions options = testOptions();
    options.maxFeedBytes = 1024 * 1024;
    m_fetcher->setOptions(options);
    ScriptedResponse response = ok(gzipCompress(QByteArray(16 * 1024 * 1024, '\0')));
    response.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
    m_server->route("/bomb", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/bomb")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::TooLarge);
    QCOMPARE(result->error, u"The decompressed size passed the limit of 1 MB."_s);
}

void TestFetcherLimits::corruptGzipIsNoBomb()
{
    ScriptedResponse response
        = ok(QByteArray("\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03", 10) + "not deflate");
    response.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
    m_server->route("/corrupt", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/corrupt")));
    QVERIFY(result);
    QVERIFY(!result->ok());
    QVERIFY(result->errorKind != FetchErrorKind::TooLarge);
    QVERIFY2(!result->error.contains(u"limit"_s), qPrintable(result->error));
}

void TestFetcherLimits::truncatedGzipIsIncomplete()
{
    // Content-Length matches what was sent, but the compressed stream stops half-way.
    const QByteArray whole = gzipCompress(QByteArray("<rss><channel><item>x</item>").repeated(2000));
    ScriptedResponse response = ok(whole.left(whole.size() / 2));
    response.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
    m_server->route("/half", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/half")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::ConnectionFailed);
    QVERIFY(result->body.isEmpty());
}

void TestFetcherLimits::answersThatCannotBeRight_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("expected");
    QTest::newRow("304 to an unconditional request") << 304 << u"304 Not Modified"_s;
    QTest::newRow("empty 200") << 200 << u"empty answer (HTTP 200)"_s;
}

void TestFetcherLimits::answersThatCannotBeRight()
{
    QFETCH(int, status);
    QFETCH(QString, expected);
    ScriptedResponse response = ok({});
    response.status = status;
    m_server->route("/odd", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/odd")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::InvalidResponse);
    QVERIFY2(result->error.contains(expected), qPrintable(result->error));
    QVERIFY(!result->notModified);
}

void TestFetcherLimits::connectionRefused()
{
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    } // closed: nothing listens there now
    const QUrl url(u"http://127.0.0.1:%1/feed"_s.arg(port));
    const auto result = fetchAndWait(*m_fetcher, feedRequest(url));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::ConnectionRefused);
    QVERIFY(result->error.contains(u"127.0.0.1"_s));
    QCOMPARE(result->status, 0);
}

void TestFetcherLimits::connectTimeout()
{
#ifdef Q_OS_LINUX
    // A listening socket whose accept queue (backlog 0) is full drops further SYNs, so the
    // next connection attempt hangs: a connect timeout on loopback without any network.
    const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
    QVERIFY(listener >= 0);
    auto closeListener = qScopeGuard([listener] { ::close(listener); });
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    QCOMPARE(::bind(listener, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
    QCOMPARE(::listen(listener, 0), 0);
    socklen_t length = sizeof address;
    QCOMPARE(::getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length), 0);
    const quint16 port = ntohs(address.sin_port);

    QTcpSocket filler;
    filler.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(filler.waitForConnected(5000));
    QTcpSocket probe;
    probe.connectToHost(QHostAddress::LocalHost, port);
    if (probe.waitForConnected(300))
        QSKIP("this kernel accepts connections beyond the backlog; cannot provoke a connect timeout");

    FetcherOptions options = testOptions();
    options.connectTimeout = 300ms;
    m_fetcher->setOptions(options);
    const auto result = fetchAndWait(*m_fetcher, feedRequest(QUrl(u"http://127.0.0.1:%1/feed"_s.arg(port))));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::Timeout);
    QVERIFY2(result->error.contains(u"connect"_s), qPrintable(result->error));
#else
    QSKIP("provoking a connect timeout on loopback relies on Linux's accept-queue behaviour");
#endif
}

void TestFetcherLimits::destroyedWhileFetching()
{
    ScriptedResponse held = ok("held");
    held.mode = ScriptedResponse::Mode::Hold;
    m_server->route("/held", held);
    ScriptedResponse drip = ok("<rss>");
    drip.mode = ScriptedResponse::Mode::Drip;
    m_server->route("/drip", drip);

    FetcherOptions options = testOptions();
    options.maxConnectionsPerHost = 3; // two held and the drip run, the third held one waits
    m_fetcher->setOptions(options);
    Collector collector(m_fetcher.get());
    collector.fetch(feedRequest(m_server->url("/drip")));
    for (int i = 0; i < 3; ++i)
        collector.fetch(feedRequest(m_server->url("/held")));
    QTRY_COMPARE_WITH_TIMEOUT(m_server->heldCount(), 2, waitMs);
    QTRY_COMPARE_WITH_TIMEOUT(m_server->requestCount("/drip"), 1, waitMs);
    // Going away mid-flight reports nothing and leaves nothing behind (ASan checks the rest).
    m_fetcher.reset();
    m_server->releaseHeld();
    QTest::qWait(50);
    QVERIFY(collector.results.isEmpty());
}

void TestFetcherLimits::perHostConnectionLimit()
{
    ScriptedResponse held = ok("held");
    held.mode = ScriptedResponse::Mode::Hold;
    m_server->route("/held", held);

    Collector collector(m_fetcher.get());
    QList<Fetcher::FetchId> ids;
    for (int i = 0; i < 5; ++i)
        ids.append(collector.fetch(feedRequest(m_server->url("/held"))));
    QTRY_COMPARE_WITH_TIMEOUT(m_server->heldCount(), 2, waitMs);

    // Another host is not held back by the first one's queue.
    HttpTestServer other;
    if (other.listen(QHostAddress(u"127.0.0.2"_s))) {
        other.route("/free", ok("free"));
        const Fetcher::FetchId freeId = collector.fetch(feedRequest(other.url("/free")));
        QTRY_VERIFY_WITH_TIMEOUT(collector.results.contains(freeId), waitMs);
        QVERIFY(collector.results.value(freeId).ok());
    } else {
        qWarning("127.0.0.2 is not available; the other-host part is skipped");
    }
    QCOMPARE(m_server->heldCount(), 2);
    QCOMPARE(m_server->requests().size(), 2);

    QVERIFY(QTest::qWaitFor(
        [&] {
            m_server->releaseHeld();
            return std::all_of(
                ids.begin(), ids.end(), [&](auto id) { return collector.results.contains(id); });
        },
        waitMs));
    for (const auto id : std::as_const(ids))
        QVERIFY(collector.results.value(id).ok());
    QCOMPARE(m_server->requests().size(), 5);
    QCOMPARE(m_server->maxInProgress(), 2);
    QCOMPARE(m_fetcher->pendingCount(), 0);
}

void TestFetcherLimits::cancelQueuedAndRunning()
{
    ScriptedResponse held = ok("held");
    held.mode = ScriptedResponse::Mode::Hold;
    m_server->route("/held", held);

    Collector collector(m_fetcher.get());
    const auto first = collector.fetch(feedRequest(m_server->url("/held")));
    const auto second = collector.fetch(feedRequest(m_server->url("/held")));
    const auto queued = collector.fetch(feedRequest(m_server->url("/held")));
    QTRY_COMPARE_WITH_TIMEOUT(m_server->heldCount(), 2, waitMs);

    const auto later = collector.fetch(feedRequest(m_server->url("/held")));

    m_fetcher->cancel(queued);
    m_fetcher->cancel(first);
    QVERIFY(collector.results.isEmpty()); // never from inside cancel()
    m_fetcher->cancel(first); // a second cancel is ignored
    QTRY_COMPARE_WITH_TIMEOUT(collector.results.size(), 2, waitMs);
    QCOMPARE(collector.results.value(queued).errorKind, FetchErrorKind::Canceled);
    QCOMPARE(collector.results.value(first).errorKind, FetchErrorKind::Canceled);
    // The running fetch's slot went with it: the last one reaches the server, the canceled
    // queued one never does.
    QTRY_COMPARE_WITH_TIMEOUT(m_server->requests().size(), 3, waitMs);

    QVERIFY(QTest::qWaitFor(
        [&] {
            m_server->releaseHeld();
            return collector.results.contains(second) && collector.results.contains(later);
        },
        waitMs));
    QVERIFY(collector.results.value(second).ok());
    QVERIFY(collector.results.value(later).ok());
    QCOMPARE(collector.results.size(), 4);
    QCOMPARE(collector.emissions, 4);
    QCOMPARE(m_server->requests().size(), 3);
    QCOMPARE(m_fetcher->pendingCount(), 0);
}

void TestFetcherLimits::answerReachesOnlyItsAsker()
{
    m_server->route("/a", ok("a"));
    m_server->route("/b", ok("b"));
    Collector first(m_fetcher.get());
    Collector second(m_fetcher.get());
    const auto a = first.fetch(feedRequest(m_server->url("/a")));
    const auto b = second.fetch(feedRequest(m_server->url("/b")));
    QTRY_VERIFY_WITH_TIMEOUT(first.results.contains(a) && second.results.contains(b), waitMs);
    QCOMPARE(m_fetcher->pendingCount(), 0);
    QCOMPARE(first.results.keys(), QList<Fetcher::FetchId>({a}));
    QCOMPARE(second.results.keys(), QList<Fetcher::FetchId>({b}));
    QCOMPARE(first.results.value(a).body, "a");
    QCOMPARE(second.results.value(b).body, "b");
    QCOMPARE(first.emissions, 1);
    QCOMPARE(second.emissions, 1);
}

void TestFetcherLimits::askerGoneBeforeTheAnswer()
{
    ScriptedResponse held = ok("held");
    held.mode = ScriptedResponse::Mode::Hold;
    m_server->route("/held", held);
    m_server->route("/free", ok("free"));

    int delivered = 0;
    const auto count = [&delivered](const FetchResult &) { ++delivered; };
    auto asker = std::make_unique<QObject>();
    m_fetcher->fetch(feedRequest(m_server->url("/held")), asker.get(), count);
    m_fetcher->fetch(feedRequest(m_server->url("/held")), asker.get(), count);
    const auto queued = m_fetcher->fetch(feedRequest(m_server->url("/held")), asker.get(), count);
    QTRY_COMPARE_WITH_TIMEOUT(m_server->heldCount(), 2, waitMs);
    m_fetcher->cancel(queued); // its answer is on its way from the event loop...
    asker.reset(); // ...and the asker goes first: its fetches go with it
    QCOMPARE(m_fetcher->pendingCount(), 0);

    // Their connection slots are free again: another asker's fetch to the same host is not held back.
    Collector other(m_fetcher.get());
    const auto free = other.fetch(feedRequest(m_server->url("/free")));
    QTRY_VERIFY_WITH_TIMEOUT(other.results.contains(free), waitMs);
    QVERIFY(other.results.value(free).ok());
    m_server->releaseHeld();
    QTest::qWait(50);
    QCOMPARE(delivered, 0);
    QCOMPARE(other.emissions, 1);
}

void TestFetcherLimits::invalidUrlFailsAsynchronously()
{
    Collector collector(m_fetcher.get());
    const auto id = collector.fetch(feedRequest(QUrl(u"ftp://example.org/feed"_s)));
    QVERIFY(collector.results.isEmpty()); // never from inside fetch()
    QTRY_VERIFY_WITH_TIMEOUT(collector.results.contains(id), waitMs);
    QCOMPARE(collector.results.value(id).errorKind, FetchErrorKind::InvalidUrl);
    QVERIFY(!collector.results.value(id).error.isEmpty());
}

QTEST_GUILESS_MAIN(TestFetcherLimits)
#include "tst_fetcherlimits.moc"
