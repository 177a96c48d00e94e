// The remote-control protocol as pure functions: requests, hellos and answers parsed and
// formatted; malformed, oversized and other-version messages refused with a reason; the line
// splitter's memory bound; feed links from the command line; the per-database socket name.
#include "remote/FeedLink.h"
#include "remote/InstanceName.h"
#include "remote/LineSplitter.h"
#include "remote/RemoteProtocol.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred::remote;
using namespace Qt::StringLiterals;

class TestRemoteProtocol : public QObject
{
    Q_OBJECT

private slots:
    void requestsRoundTrip_data()
    {
        QTest::addColumn<Request>("request");
        QTest::newRow("status") << Request {Command::Status, {}, {}};
        QTest::newRow("refresh") << Request {Command::Refresh, {}, {}};
        QTest::newRow("add") << Request {Command::Add, u"https://news.example/feed.xml"_s, {}};
        QTest::newRow("events") << Request {Command::Events, {}, {}};
        QTest::newRow("open") << Request {Command::Open, {}, {u"feed://news.example/rss"_s, u"ü ✓"_s}};
        QTest::newRow("open, no arguments") << Request {Command::Open, {}, {}};
    }

    void requestsRoundTrip()
    {
        QFETCH(Request, request);
        const QByteArray line = formatRequest(request);
        QVERIFY(line.endsWith('\n'));
        QCOMPARE(line.count('\n'), 1);
        const Parsed<Request> parsed = parseRequest(line);
        QVERIFY2(parsed.value, qPrintable(parsed.error));
        QCOMPARE(parsed.value->command, request.command);
        QCOMPARE(parsed.value->url, request.url);
        QCOMPARE(parsed.value->arguments, request.arguments);
    }

    void badRequestsAreRefusedWithAReason_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << QByteArray("\n") << u"empty"_s;
        QTest::newRow("not JSON") << QByteArray("status\n") << u"malformed JSON"_s;
        QTest::newRow("truncated") << QByteArray("{\"command\":\"sta") << u"malformed JSON"_s;
        QTest::newRow("array") << QByteArray("[\"status\"]") << u"JSON object"_s;
        QTest::newRow("no command") << QByteArray("{\"url\":\"x\"}") << u"no \"command\""_s;
        QTest::newRow("command not a string") << QByteArray("{\"command\":7}") << u"no \"command\""_s;
        QTest::newRow("unknown command") << QByteArray("{\"command\":\"reboot\"}") << u"unknown command"_s;
        QTest::newRow("add without url") << QByteArray("{\"command\":\"add\"}") << u"needs a \"url\""_s;
        QTest::newRow("add, blank url")
            << QByteArray("{\"command\":\"add\",\"url\":\"  \"}") << u"needs a \"url\""_s;
        QTest::newRow("add, url a number")
            << QByteArray("{\"command\":\"add\",\"url\":3}") << u"needs a \"url\""_s;
        QTest::newRow("open, arguments a string")
            << QByteArray("{\"command\":\"open\",\"arguments\":\"a\"}") << u"array of strings"_s;
        QTest::newRow("open, arguments of numbers")
            << QByteArray("{\"command\":\"open\",\"arguments\":[1]}") << u"array of strings"_s;
        QTest::newRow("other protocol version")
            << QByteArray("{\"command\":\"status\",\"protocol\":2}") << u"unsupported protocol version"_s;
        QTest::newRow("oversized") << ("{\"command\":\"add\",\"url\":\"" + QByteArray(kMaxLineBytes, 'a')
            + "\"}") << u"longer than"_s;
    }

    void badRequestsAreRefusedWithAReason()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, reason);
        const Parsed<Request> parsed = parseRequest(line);
        QVERIFY(!parsed.value);
        QVERIFY2(parsed.error.contains(reason), qPrintable(parsed.error));
    }

    void theSameVersionIsAccepted()
    {
        QVERIFY(parseRequest("{\"command\":\"status\",\"protocol\":1}").value);
    }

    void helloCarriesTheVersion()
    {
        const QByteArray hello = formatHello();
        QVERIFY(hello.endsWith('\n'));
        const Parsed<int> version = parseHello(hello);
        QVERIFY2(version.value, qPrintable(version.error));
        QCOMPARE(*version.value, kProtocolVersion);
    }

    void otherHellosAreRefused_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("reason");
        QTest::newRow("newer version")
            << QByteArray("{\"kindred\":\"remote\",\"protocol\":2}") << u"version 2"_s;
        QTest::newRow("no version") << QByteArray("{\"kindred\":\"remote\"}") << u"no protocol version"_s;
        QTest::newRow("version as text")
            << QByteArray("{\"kindred\":\"remote\",\"protocol\":\"1\"}") << u"no protocol version"_s;
        QTest::newRow("another program") << QByteArray("{\"protocol\":1}") << u"not a Kindred"_s;
        QTest::newRow("garbage") << QByteArray("SSH-2.0-OpenSSH\n") << u"malformed JSON"_s;
    }

    void otherHellosAreRefused()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, reason);
        const Parsed<int> version = parseHello(line);
        QVERIFY(!version.value);
        QVERIFY2(version.error.contains(reason), qPrintable(version.error));
    }

    void answersRoundTrip()
    {
        Status status;
        status.feeds = 3;
        status.articles = 120;
        status.unread = 7;
        status.lastRefresh = QDateTime(QDate(2026, 11, 20), QTime(9, 15), Qt::UTC);
        status.refreshing = true;
        const Parsed<Answer> ok = parseAnswer(formatOk(statusToJson(status)));
        QVERIFY2(ok.value, qPrintable(ok.error));
        QVERIFY(ok.value->ok);
        const Status back = statusFromJson(ok.value->fields);
        QCOMPARE(back.feeds, 3);
        QCOMPARE(back.articles, 120);
        QCOMPARE(back.unread, 7);
        QCOMPARE(back.lastRefresh, status.lastRefresh);
        QCOMPARE(back.refreshing, true);

        const Parsed<Answer> error = parseAnswer(formatError(u"no feeds to refresh"_s));
        QVERIFY(error.value);
        QVERIFY(!error.value->ok);
        QCOMPARE(error.value->error, u"no feeds to refresh"_s);
        QVERIFY(!parseAnswer("{\"feeds\":3}").value); // no "ok"
        QVERIFY(!parseAnswer("{").value);
    }

    void neverRefreshedIsNull()
    {
        const QJsonObject object = statusToJson(Status {});
        QVERIFY(object.value(u"lastRefresh"_s).isNull());
        QVERIFY(!statusFromJson(object).lastRefresh.isValid());
    }

    void eventsStayUnderTheLineLimit()
    {
        QList<EventSummary> events;
        for (int i = 0; i < 500; ++i)
            events.append({QString(5000, u'\u4e2d'), i, 3, QDateTime::currentDateTimeUtc(), i % 2 == 0});
        const QByteArray line = formatOk(eventsToJson(events));
        QVERIFY(line.size() <= kMaxLineBytes + 1);
        const Parsed<Answer> answer = parseAnswer(line);
        QVERIFY2(answer.value && answer.value->ok, qPrintable(answer.error));
        const QList<EventSummary> back = eventsFromJson(answer.value->fields);
        QVERIFY(!back.isEmpty());
        QVERIFY(back.size() <= kMaxEvents);
        QCOMPARE(back.constFirst().size, 0);
        QCOMPARE(back.constFirst().active, true);
        QCOMPARE(answer.value->fields.value(u"total"_s).toInt(), 500);
    }

    void splitterCutsLines()
    {
        LineSplitter splitter(16);
        QList<LineSplitter::Line> lines = splitter.feed("one\ntw");
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.at(0).bytes, QByteArray("one"));
        QCOMPARE(splitter.pending(), 2);
        lines = splitter.feed("o\n\nthree\n");
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.at(0).bytes, QByteArray("two"));
        QCOMPARE(lines.at(1).bytes, QByteArray());
        QCOMPARE(lines.at(2).bytes, QByteArray("three"));
        QCOMPARE(splitter.pending(), 0);
    }

    void splitterDropsAnOversizedLineOnce()
    {
        LineSplitter splitter(8);
        QList<LineSplitter::Line> lines = splitter.feed("12345");
        QVERIFY(lines.isEmpty());
        lines = splitter.feed("6789"); // past the limit, no newline yet
        QCOMPARE(lines.size(), 1);
        QVERIFY(lines.at(0).oversized);
        QCOMPARE(splitter.pending(), 0);
        lines = splitter.feed(QByteArray(100000, 'x')); // the rest of that line: dropped, not held
        QVERIFY(lines.isEmpty());
        QCOMPARE(splitter.pending(), 0);
        lines = splitter.feed("xx\nok\n");
        QCOMPARE(lines.size(), 1);
        QVERIFY(!lines.at(0).oversized);
        QCOMPARE(lines.at(0).bytes, QByteArray("ok"));
    }

    void splitterTakesALineOfExactlyTheLimit()
    {
        LineSplitter splitter(4);
        const QList<LineSplitter::Line> lines = splitter.feed("abcd\n");
        QCOMPARE(lines.size(), 1);
        QVERIFY(!lines.at(0).oversized);
        QCOMPARE(lines.at(0).bytes, QByteArray("abcd"));
    }

    void feedLinks_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<QString>("expected"); // empty: not a feed link
        QTest::newRow("https") << u"https://news.example/feed.xml"_s << u"https://news.example/feed.xml"_s;
        QTest::newRow("http") << u"http://news.example/rss"_s << u"http://news.example/rss"_s;
        QTest::newRow("feed://") << u"feed://news.example/rss?x=1"_s << u"http://news.example/rss?x=1"_s;
        QTest::newRow("feed:https") << u"feed:https://news.example/atom"_s << u"https://news.example/atom"_s;
        QTest::newRow("feed:http") << u"feed:http://news.example/atom"_s << u"http://news.example/atom"_s;
        QTest::newRow("FEED upper case") << u"FEED://news.example/a"_s << u"http://news.example/a"_s;
        QTest::newRow("file URL") << u"file:///tmp/feed.xml"_s << u"file:///tmp/feed.xml"_s;
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("ftp") << u"ftp://news.example/feed"_s << QString();
        QTest::newRow("javascript") << u"javascript:alert(1)"_s << QString();
        QTest::newRow("feed:javascript") << u"feed:javascript:alert(1)"_s << QString();
        QTest::newRow("no host") << u"https://"_s << QString();
        QTest::newRow("an option") << u"--verbose"_s << QString();
        QTest::newRow("missing file") << u"/no/such/feed.xml"_s << QString();
    }

    void feedLinks()
    {
        QFETCH(QString, argument);
        QFETCH(QString, expected);
        const QUrl url = feedLinkTarget(argument);
        QCOMPARE(url.isValid() ? url.toString() : QString(), expected);
    }

    void aLocalFileIsAFileUrl()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"feed.xml"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QCOMPARE(feedLinkTarget(path), QUrl::fromLocalFile(path));
    }

    void socketNameIsPerDatabase()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(u"sub"_s));
        const QString database = dir.filePath(u"kindred.sqlite"_s);
        const QString name = instanceSocketName(database);
        QVERIFY(name.startsWith(u"kindred-"_s));
        QVERIFY(name.size() < 64); // well inside sun_path with the temp folder before it
        QCOMPARE(instanceSocketName(dir.filePath(u"sub/../kindred.sqlite"_s)), name);
        QVERIFY(instanceSocketName(dir.filePath(u"other.sqlite"_s)) != name);
        // Existing or not, through a symlink or not: one database, one name.
        QFile file(database);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QCOMPARE(instanceSocketName(database), name);
        QVERIFY(QFile::link(database, dir.filePath(u"link.sqlite"_s)));
        QCOMPARE(instanceSocketName(dir.filePath(u"link.sqlite"_s)), name);
    }
};

QTEST_GUILESS_MAIN(TestRemoteProtocol)
#include "tst_remoteprotocol.moc"
