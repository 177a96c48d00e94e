// Fetcher's HTTP semantics against a real server on 127.0.0.1 in this process: statuses,
// conditional GET, redirects, compression, bytes passed through untouched.
#include "FetchTestSupport.h"

#include <QFile>
#include <QStringDecoder>

using namespace Qt::StringLiterals;
using namespace kindred;
using namespace kindred::test;

class TestFetcher final : public QObject
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

    void plainOk();
    void conditionalGet_data();
    void conditionalGet();
    void redirects_data();
    void redirects();
    void permanentRedirectToErrorKeepsUrl();
    void redirectToAnotherHost();
    void pageRequestAsksForHtml();
    void redirectLoop_data();
    void redirectLoop();
    void redirectLimit_data();
    void redirectLimit();
    void httpErrors_data();
    void httpErrors();
    void compressedBodies_data();
    void compressedBodies();
    void wrongCharsetPassesThrough();

private:
    std::unique_ptr<HttpTestServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<Fetcher> m_fetcher;
};

void TestFetcher::plainOk()
{
    ScriptedResponse response = ok("<rss version=\"2.0\"/>", "application/rss+xml; charset=utf-8");
    response.etag = "\"abc\"";
    response.lastModified = "Sun, 06 Nov 1994 08:49:37 GMT";
    m_server->route("/feed", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/feed")));
    QVERIFY(result);
    QVERIFY2(result->ok(), qPrintable(result->error));
    QCOMPARE(result->status, 200);
    QCOMPARE(result->body, QByteArray("<rss version=\"2.0\"/>"));
    QCOMPARE(result->contentType, u"application/rss+xml; charset=utf-8"_s);
    QCOMPARE(result->etag, u"\"abc\""_s);
    QCOMPARE(result->lastModified, u"Sun, 06 Nov 1994 08:49:37 GMT"_s);
    QCOMPARE(result->finalUrl, m_server->url("/feed"));
    QVERIFY(result->permanentRedirectUrl.isEmpty());
    QVERIFY(!result->notModified);
    QVERIFY(result->error.isEmpty());

    QCOMPARE(m_server->requests().size(), 1);
    const RecordedRequest &seen = m_server->requests().first();
    QCOMPARE(QString::fromLatin1(seen.headers.value("user-agent")), defaultUserAgent());
    QVERIFY(defaultUserAgent().startsWith(u"Kindred/"_s));
    QVERIFY(seen.headers.value("accept").contains("application/rss+xml"));
    QVERIFY(seen.headers.value("accept-encoding").contains("gzip"));
    QVERIFY(!seen.headers.contains("if-none-match"));
    QVERIFY(!seen.headers.contains("if-modified-since"));
}

void TestFetcher::conditionalGet_data()
{
    QTest::addColumn<QString>("sentEtag");
    QTest::addColumn<QString>("sentLastModified");
    QTest::addColumn<bool>("expectNotModified");

    const QString date = u"Wed, 21 Oct 2015 07:28:00 GMT"_s;
    QTest::newRow("etag matches") << u"\"v1\""_s << QString() << true;
    QTest::newRow("last-modified matches") << QString() << date << true;
    QTest::newRow("both match") << u"\"v1\""_s << date << true;
    QTest::newRow("etag stale") << u"\"v0\""_s << QString() << false;
    QTest::newRow("nothing sent") << QString() << QString() << false;
}

void TestFetcher::conditionalGet()
{
    QFETCH(QString, sentEtag);
    QFETCH(QString, sentLastModified);
    QFETCH(bool, expectNotModified);

    ScriptedResponse response = ok("<feed/>");
    response.etag = "\"v1\"";
    response.lastModified = "Wed, 21 Oct 2015 07:28:00 GMT";
    m_server->route("/feed", response);

    FetchRequest request = feedRequest(m_server->url("/feed"));
    request.etag = sentEtag;
    request.lastModified = sentLastModified;
    const auto result = fetchAndWait(*m_fetcher, request);
    QVERIFY(result);
    QVERIFY2(result->ok(), qPrintable(result->error));
    QCOMPARE(result->notModified, expectNotModified);
    QCOMPARE(result->status, expectNotModified ? 304 : 200);
    QCOMPARE(result->body.isEmpty(), expectNotModified);
    // The validators to store next: the server's own after a 200, ours kept after a bare 304.
    QCOMPARE(result->etag, expectNotModified ? sentEtag : u"\"v1\""_s);
    if (!expectNotModified)
        QCOMPARE(result->lastModified, u"Wed, 21 Oct 2015 07:28:00 GMT"_s);

    const RecordedRequest &seen = m_server->requests().constLast();
    QCOMPARE(QString::fromLatin1(seen.headers.value("if-none-match")), sentEtag);
    QCOMPARE(QString::fromLatin1(seen.headers.value("if-modified-since")), sentLastModified);
}

void TestFetcher::redirects_data()
{
    QTest::addColumn<QList<int>>("statuses"); // hop i answers /hop<i> with this status
    QTest::addColumn<int>("permanentUntil"); // index of the hop whose target is the new URL; -1 none

    QTest::newRow("301") << QList<int> {301} << 0;
    QTest::newRow("302") << QList<int> {302} << -1;
    QTest::newRow("303") << QList<int> {303} << -1;
    QTest::newRow("307") << QList<int> {307} << -1;
    QTest::newRow("308") << QList<int> {308} << 0;
    QTest::newRow("301 301 302") << QList<int> {301, 301, 302} << 1;
    QTest::newRow("308 301") << QList<int> {308, 301} << 1;
    QTest::newRow("302 301") << QList<int> {302, 301} << -1;
    QTest::newRow("five hops") << QList<int> {301, 302, 307, 308, 303} << 0;
}

void TestFetcher::redirects()
{
    QFETCH(QList<int>, statuses);
    QFETCH(int, permanentUntil);

    for (int i = 0; i < statuses.size(); ++i) {
        const QByteArray next = i + 1 < statuses.size() ? "/hop" + QByteArray::number(i + 1) : "/final";
        // Alternate absolute and relative Location values; both must resolve.
        const QByteArray location = i % 2 ? next : m_server->url(next).toEncoded();
        m_server->redirect("/hop" + QByteArray::number(i), statuses[i], location);
    }
    m_server->route("/final", ok("final body"));

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/hop0")));
    QVERIFY(result);
    QVERIFY2(result->ok(), qPrintable(result->error));
    QCOMPARE(result->body, QByteArray("final body"));
    QCOMPARE(result->finalUrl, m_server->url("/final"));
    QCOMPARE(result->requestedUrl, m_server->url("/hop0"));
    QCOMPARE(result->redirectCount, int(statuses.size()));
    if (permanentUntil < 0) {
        QVERIFY(result->permanentRedirectUrl.isEmpty());
    } else {
        const QByteArray target = permanentUntil + 1 < statuses.size()
            ? "/hop" + QByteArray::number(permanentUntil + 1)
            : QByteArray("/final");
        QCOMPARE(result->permanentRedirectUrl, m_server->url(target));
    }
    QCOMPARE(m_server->requestCount("/final"), 1);
}

void TestFetcher::permanentRedirectToErrorKeepsUrl()
{
    m_server->redirect("/old", 301, "/missing");
    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/old")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::NotFound);
    QCOMPARE(result->status, 404);
    QVERIFY(result->permanentRedirectUrl.isEmpty());
}

void TestFetcher::redirectToAnotherHost()
{
    HttpTestServer other;
    if (!other.listen(QHostAddress(u"127.0.0.2"_s)))
        QSKIP("127.0.0.2 is not available on this machine");
    other.route("/feed", ok("elsewhere"));
    m_server->redirect("/moved", 308, other.url("/feed").toEncoded());

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/moved")));
    QVERIFY(result);
    QVERIFY2(result->ok(), qPrintable(result->error));
    QCOMPARE(result->body, QByteArray("elsewhere"));
    QCOMPARE(result->finalUrl.host(), u"127.0.0.2"_s);
    QCOMPARE(result->permanentRedirectUrl, other.url("/feed"));
    QCOMPARE(other.requestCount("/feed"), 1);
}

void TestFetcher::pageRequestAsksForHtml()
{
    m_server->route("/article", ok("<html></html>", "text/html"));
    FetchRequest request = feedRequest(m_server->url("/article"));
    request.kind = FetchKind::Page;
    const auto result = fetchAndWait(*m_fetcher, request);
    QVERIFY(result);
    QVERIFY2(result->ok(), qPrintable(result->error));
    const QByteArray accept = m_server->requests().constLast().headers.value("accept");
    QVERIFY2(accept.startsWith("text/html"), accept.constData());
    QVERIFY(!accept.contains("rss"));
}

void TestFetcher::redirectLoop_data()
{
    QTest::addColumn<QList<QByteArray>>("chain"); // /loop0 -> chain[0]; /loop1 -> chain[1]...

    QTest::newRow("self") << QList<QByteArray> {"/loop0"};
    QTest::newRow("two") << QList<QByteArray> {"/loop1", "/loop0"};
    QTest::newRow("three, back to the middle") << QList<QByteArray> {"/loop1", "/loop2", "/loop1"};
}

void TestFetcher::redirectLoop()
{
    QFETCH(QList<QByteArray>, chain);
    for (int i = 0; i < chain.size(); ++i)
        m_server->redirect("/loop" + QByteArray::number(i), i % 2 ? 302 : 301, chain[i]);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/loop0")));
    QVERIFY(result);
    QCOMPARE(result->errorKind, FetchErrorKind::RedirectLoop);
    QVERIFY(!result->error.isEmpty());
    QVERIFY(result->permanentRedirectUrl.isEmpty());
    // Detected at the first repeat, not after burning the whole redirect budget.
    QCOMPARE(m_server->requests().size(), int(chain.size()));
}

void TestFetcher::redirectLimit_data()
{
    QTest::addColumn<int>("hops");
    QTest::addColumn<bool>("expectOk");

    QTest::newRow("5 redirects") << 5 << true;
    QTest::newRow("6 redirects") << 6 << false;
    QTest::newRow("9 redirects") << 9 << false;
}

void TestFetcher::redirectLimit()
{
    QFETCH(int, hops);
    QFETCH(bool, expectOk);
    for (int i = 0; i < hops; ++i) {
        const QByteArray next = i + 1 < hops ? "/r" + QByteArray::number(i + 1) : "/end";
        m_server->redirect("/r" + QByteArray::number(i), 302, next);
    }
    m_server->route("/end", ok("end"));

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/r0")));
    QVERIFY(result);
    if (expectOk) {
        QVERIFY2(result->ok(), qPrintable(result->error));
        QCOMPARE(result->body, QByteArray("end"));
    } else {
        QCOMPARE(result->errorKind, FetchErrorKind::TooManyRedirects);
        QVERIFY(!result->error.isEmpty());
        QCOMPARE(m_server->requestCount("/end"), 0);
        QCOMPARE(m_server->requests().size(), 6); // the sixth redirect is read, not followed
    }
}

void TestFetcher::httpErrors_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("retryAfter");
    QTest::addColumn<QByteArray>("date");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("expectedRetrySeconds"); // -1: none

    QTest::newRow("404") << 404 << QByteArray() << QByteArray() << int(FetchErrorKind::NotFound) << -1;
    QTest::newRow("410") << 410 << QByteArray() << QByteArray() << int(FetchErrorKind::Gone) << -1;
    QTest::newRow("403") << 403 << QByteArray() << QByteArray() << int(FetchErrorKind::AccessDenied) << -1;
    QTest::newRow("400") << 400 << QByteArray() << QByteArray() << int(FetchErrorKind::ClientError) << -1;
    QTest::newRow("500") << 500 << QByteArray() << QByteArray() << int(FetchErrorKind::ServerError) << -1;
    QTest::newRow("503 bare") << 503 << QByteArray() << QByteArray() << int(FetchErrorKind::ServerError)
                              << -1;
    QTest::newRow("429 seconds") << 429 << QByteArray("120") << QByteArray()
                                 << int(FetchErrorKind::RateLimited) << 120;
    QTest::newRow("429 no header") << 429 << QByteArray() << QByteArray() << int(FetchErrorKind::RateLimited)
                                   << -1;
    QTest::newRow("503 http-date") << 503 << QByteArray("Wed, 21 Oct 2015 08:00:00 GMT")
                                   << QByteArray("Wed, 21 Oct 2015 07:28:00 GMT")
                                   << int(FetchErrorKind::RateLimited) << 32 * 60;
    QTest::newRow("500 with retry-after")
        << 500 << QByteArray("30") << QByteArray() << int(FetchErrorKind::ServerError) << 30;
}

void TestFetcher::httpErrors()
{
    QFETCH(int, status);
    QFETCH(QByteArray, retryAfter);
    QFETCH(QByteArray, date);
    QFETCH(int, kind);
    QFETCH(int, expectedRetrySeconds);

    ScriptedResponse response = ok("error page", "text/html");
    response.status = status;
    response.reason = "Scripted";
    if (!retryAfter.isEmpty())
        response.headers.append({"Retry-After", retryAfter});
    if (!date.isEmpty())
        response.headers.append({"Date", date});
    m_server->route("/e", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/e")));
    QVERIFY(result);
    QVERIFY(!result->ok());
    QCOMPARE(int(result->errorKind), kind);
    QCOMPARE(result->status, status);
    QVERIFY(result->error.contains(QString::number(status)));
    if (expectedRetrySeconds < 0) {
        QVERIFY(!result->retryAfter);
    } else {
        QVERIFY(result->retryAfter);
        QCOMPARE(result->retryAfter->count(), expectedRetrySeconds);
    }
}

void TestFetcher::compressedBodies_data()
{
    QTest::addColumn<QByteArray>("encoding");
    QTest::addColumn<QByteArray>("wire");

    const QByteArray body
        = QByteArray("<rss><channel><title>compressed</title></channel></rss>\n").repeated(50);
    QTest::newRow("gzip") << QByteArray("gzip") << gzipCompress(body);
    QTest::newRow("deflate (zlib)") << QByteArray("deflate") << zlibCompress(body);
    QTest::newRow("deflate (raw)") << QByteArray("deflate") << rawDeflateCompress(body);
}

void TestFetcher::compressedBodies()
{
    QFETCH(QByteArray, encoding);
    QFETCH(QByteArray, wire);
    const QByteArray body
        = QByteArray("<rss><channel><title>compressed</title></channel></rss>\n").repeated(50);

    ScriptedResponse response = ok(wire, "application/rss+xml");
    response.headers.append({"Content-Encoding", encoding});
    m_server->route("/z", response);

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/z")));
    QVERIFY(result);
    QVERIFY2(result->ok(), qPrintable(result->error));
    QCOMPARE(result->body, body);
}

void TestFetcher::wrongCharsetPassesThrough()
{
    // windows-1252 bytes labelled UTF-8: the parser, not the fetcher, sorts that out.
    QFile file(QStringLiteral(KINDRED_TEST_DATA_DIR "/net/cp1252-labelled-utf8.xml"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8.decode(bytes);
    QVERIFY2(utf8.hasError(), "the fixture must not be valid UTF-8");
    m_server->route("/cs", ok(bytes, "text/xml; charset=utf-8"));

    const auto result = fetchAndWait(*m_fetcher, feedRequest(m_server->url("/cs")));
    QVERIFY(result);
    QVERIFY2(result->ok(), qPrintable(result->error));
    QCOMPARE(result->body, bytes);
    QCOMPARE(result->contentType, u"text/xml; charset=utf-8"_s);
}

QTEST_GUILESS_MAIN(TestFetcher)
#include "tst_fetcher.moc"
