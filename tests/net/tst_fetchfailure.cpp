#include "net/FetchFailure.h"

#include <QTest>

using namespace kindred;
using namespace std::chrono_literals;
using namespace Qt::StringLiterals;

class TestFetchFailure : public QObject
{
    Q_OBJECT

private slots:
    void httpStatuses_data();
    void httpStatuses();
    void networkErrors_data();
    void networkErrors();
    void transportOrStatus();
};

void TestFetchFailure::httpStatuses_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("retryAfter"); // seconds, -1 for none
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, int status, const QString &reason, int retryAfter,
                         FetchErrorKind kind, const QString &message) {
        QTest::newRow(name) << status << reason << retryAfter << int(kind) << message;
    };
    row("404 with reason", 404, u"Not Found"_s, -1, FetchErrorKind::NotFound,
        u"Not found (HTTP 404 Not Found): nothing at this address any more."_s);
    row("410", 410, {}, -1, FetchErrorKind::Gone,
        u"Gone (HTTP 410): the publisher removed this feed for good."_s);
    row("407", 407, {}, -1, FetchErrorKind::AccessDenied, u"Access denied (HTTP 407)."_s);
    row("429 in seconds", 429, {}, 90, FetchErrorKind::RateLimited,
        u"The server is busy or asks for fewer requests (HTTP 429). The server asks to wait 90 s."_s);
    row("503 with a wait is a rate limit", 503, {}, 600, FetchErrorKind::RateLimited,
        u"The server is busy or asks for fewer requests (HTTP 503). The server asks to wait 10 min."_s);
    row("503 without a wait is a server error", 503, {}, -1, FetchErrorKind::ServerError,
        u"Server error (HTTP 503)."_s);
    row("500 in hours", 500, {}, 3 * 3600, FetchErrorKind::ServerError,
        u"Server error (HTTP 500). The server asks to wait 3 h."_s);
    row("302 without a Location", 302, {}, -1, FetchErrorKind::ClientError,
        u"The server redirected (HTTP 302) without saying where to."_s);
    row("418", 418, {}, -1, FetchErrorKind::ClientError, u"The server refused the request (HTTP 418)."_s);
}

void TestFetchFailure::httpStatuses()
{
    QFETCH(int, status);
    QFETCH(QString, reason);
    QFETCH(int, retryAfter);
    QFETCH(int, kind);
    QFETCH(QString, message);
    const FetchFailure failure = httpStatusFailure(
        status, reason, retryAfter < 0 ? std::nullopt : std::optional(std::chrono::seconds(retryAfter)));
    QCOMPARE(int(failure.kind), kind);
    QCOMPARE(failure.message, message);
}

void TestFetchFailure::networkErrors_data()
{
    QTest::addColumn<int>("error");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("refused") << int(QNetworkReply::ConnectionRefusedError)
                             << int(FetchErrorKind::ConnectionRefused)
                             << u"feeds.example refused the connection."_s;
    QTest::newRow("no host") << int(QNetworkReply::HostNotFoundError) << int(FetchErrorKind::HostNotFound)
                             << u"No server named feeds.example was found."_s;
    QTest::newRow("stalled") << int(QNetworkReply::OperationCanceledError) << int(FetchErrorKind::Timeout)
                             << u"feeds.example stopped sending data for 2.5 seconds."_s;
    QTest::newRow("tls") << int(QNetworkReply::SslHandshakeFailedError) << int(FetchErrorKind::Tls)
                         << u"The secure connection to feeds.example failed: details"_s;
    QTest::newRow("proxy range") << int(QNetworkReply::ProxyAuthenticationRequiredError)
                                 << int(FetchErrorKind::Proxy) << u"The proxy failed: details"_s;
    QTest::newRow("other") << int(QNetworkReply::NetworkSessionFailedError)
                           << int(FetchErrorKind::ConnectionFailed)
                           << u"The connection to feeds.example failed: details"_s;
}

void TestFetchFailure::networkErrors()
{
    QFETCH(int, error);
    QFETCH(int, kind);
    QFETCH(QString, message);
    const FetchFailure failure
        = networkFailure(QNetworkReply::NetworkError(error), u"feeds.example"_s, u"details"_s, 2500ms);
    QCOMPARE(int(failure.kind), kind);
    QCOMPARE(failure.message, message);
}

void TestFetchFailure::transportOrStatus()
{
    QVERIFY(!isTransportError(QNetworkReply::NoError, 0));
    QVERIFY(isTransportError(QNetworkReply::ConnectionRefusedError, 0));
    // Qt's mapping of an HTTP 400 is the server's verdict, not the transport's.
    QVERIFY(!isTransportError(QNetworkReply::ProtocolInvalidOperationError, 400));
    QVERIFY(isTransportError(QNetworkReply::RemoteHostClosedError, 200));
    QVERIFY(isTransportError(QNetworkReply::ProxyConnectionRefusedError, 404)); // a proxy's failure stays one
    QVERIFY(isRedirectStatus(308) && !isRedirectStatus(304));
    QVERIFY(isSuccessStatus(204) && !isSuccessStatus(304));
    QCOMPARE(secondsText(3000ms), u"3"_s);
    QCOMPARE(secondsText(1500ms), u"1.5"_s);
}

QTEST_GUILESS_MAIN(TestFetchFailure)
#include "tst_fetchfailure.moc"
