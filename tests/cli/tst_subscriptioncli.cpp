#include "../net/HttpTestServer.h"
#include "CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using kindred::test::HttpTestServer;
using kindred::test::ScriptedResponse;

namespace {

using Run = kindred::test::CliRun;

Run cli(const QStringList &arguments)
{
    return kindred::test::runCli(arguments);
}

QString data(const QString &name)
{
    return QStringLiteral(KINDRED_TEST_DATA_DIR "/") + name;
}

QJsonArray feedsJson(const QString &db)
{
    const Run run = cli({QStringLiteral("feeds"), QStringLiteral("--db"), db, QStringLiteral("--json")});
    if (run.exitCode != 0)
        qWarning("feeds failed: %s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).array();
}

// What OPML carries of a subscription, for comparing two databases.
QStringList described(const QJsonArray &feeds)
{
    QStringList lines;
    for (const QJsonValue &value : feeds) {
        const QJsonObject feed = value.toObject();
        QStringList folder;
        for (const QJsonValue &name : feed.value(QStringLiteral("folder")).toArray())
            folder << name.toString();
        lines << QStringLiteral("%1 | %2 | %3 | %4")
                     .arg(folder.join(u'/'), feed.value(QStringLiteral("title")).toString(),
                         feed.value(QStringLiteral("url")).toString(),
                         feed.value(QStringLiteral("site_link")).toString());
    }
    return lines;
}

} // namespace

class TestSubscriptionCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); }

    void everyCommandHasHelp_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("subscribe") << QStringList {QStringLiteral("subscribe"), QStringLiteral("--help")};
        QTest::newRow("opml") << QStringList {QStringLiteral("opml"), QStringLiteral("--help")};
        QTest::newRow("opml import") << QStringList {
            QStringLiteral("opml"), QStringLiteral("import"), QStringLiteral("--help")};
        QTest::newRow("opml export") << QStringList {
            QStringLiteral("opml"), QStringLiteral("export"), QStringLiteral("--help")};
        QTest::newRow("feeds") << QStringList {QStringLiteral("feeds"), QStringLiteral("--help")};
    }

    void everyCommandHasHelp()
    {
        QFETCH(QStringList, arguments);
        const Run run = cli(arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("Usage:")), qPrintable(run.out));
    }

    void opmlRoundTrip()
    {
        QTemporaryDir dir;
        const QString first = dir.filePath(QStringLiteral("first.sqlite"));
        Run run = cli({QStringLiteral("opml"), QStringLiteral("import"), QStringLiteral("--db"), first,
            data(QStringLiteral("feed/opml/nested.opml"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(
            run.out.trimmed(), QStringLiteral("4 added, 1 skipped (0 already subscribed, 1 listed twice)"));
        // The outline without a feed URL is reported, one line.
        QCOMPARE(run.err.trimmed().count(u'\n'), 0);
        QVERIFY2(run.err.contains(QStringLiteral("No URL")), qPrintable(run.err));

        const QString opml = dir.filePath(QStringLiteral("export.opml"));
        run = cli({QStringLiteral("opml"), QStringLiteral("export"), QStringLiteral("--db"), first,
            QStringLiteral("--out"), opml});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile file(opml);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray written = file.readAll();
        run = cli({QStringLiteral("opml"), QStringLiteral("export"), QStringLiteral("--db"), first});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.toUtf8(), written); // stdout by default, the same document

        const QString second = dir.filePath(QStringLiteral("second.sqlite"));
        run = cli({QStringLiteral("opml"), QStringLiteral("import"), QStringLiteral("--db"), second, opml});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QCOMPARE(
            run.out.trimmed(), QStringLiteral("4 added, 0 skipped (0 already subscribed, 0 listed twice)"));

        const QJsonArray feeds = feedsJson(first);
        QCOMPARE(feeds.size(), 4);
        QCOMPARE(described(feedsJson(second)), described(feeds));
        const QJsonObject wire = feeds[3].toObject();
        QCOMPARE(wire.value(QStringLiteral("folder")).toArray(),
            (QJsonArray {QStringLiteral("News"), QStringLiteral("Wire")}));
        for (const char *key : {"id", "articles", "last_error", "last_fetch", "failures", "refresh_minutes"})
            QVERIFY2(wire.contains(QLatin1String(key)), key);
        QCOMPARE(wire.value(QStringLiteral("articles")).toInt(), 0);
        QVERIFY(wire.value(QStringLiteral("last_fetch")).isNull());

        // Importing again skips everything.
        run = cli({QStringLiteral("opml"), QStringLiteral("import"), QStringLiteral("--db"), second, opml});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(
            run.out.trimmed(), QStringLiteral("0 added, 4 skipped (4 already subscribed, 0 listed twice)"));

        run = cli({QStringLiteral("feeds"), QStringLiteral("--db"), second});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.trimmed().split(u'\n').size(), 4);
        QVERIFY2(run.out.contains(
                     QStringLiteral("News/Wire\tNorthwind & Co\thttps://wire.example/news/feed.atom\t0 "
                                    "articles")),
            qPrintable(run.out));
    }

    void aBrokenOpmlImportsWhatItCan()
    {
        QTemporaryDir dir;
        const Run run = cli({QStringLiteral("opml"), QStringLiteral("import"), QStringLiteral("--db"),
            dir.filePath(QStringLiteral("k.sqlite")), data(QStringLiteral("feed/opml/broken.opml"))});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("4 added")), qPrintable(run.out));
        QVERIFY2(run.err.startsWith(QStringLiteral("kindred-cli: ")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("XML error")), qPrintable(run.err));
    }

    void errorsAreOneLineAndNonZero_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("needsDb"); // an existing database for --db
        const QString db = QStringLiteral("DB");
        QTest::newRow("import of a page that is not OPML") << QStringList {QStringLiteral("opml"),
            QStringLiteral("import"), QStringLiteral("--db"), db, data(QStringLiteral("cli/article.html"))}
                                                           << false;
        QTest::newRow("import of a feed") << QStringList {QStringLiteral("opml"), QStringLiteral("import"),
            QStringLiteral("--db"), db, data(QStringLiteral("cli/wire.xml"))}
                                          << false;
        QTest::newRow("import of a missing file")
            << QStringList {QStringLiteral("opml"), QStringLiteral("import"), QStringLiteral("--db"), db,
                   QStringLiteral("/nonexistent/subscriptions.opml")}
            << false;
        QTest::newRow("import without a file")
            << QStringList {QStringLiteral("opml"), QStringLiteral("import"), QStringLiteral("--db"), db}
            << false;
        QTest::newRow("import without db") << QStringList {QStringLiteral("opml"), QStringLiteral("import"),
            data(QStringLiteral("feed/opml/nested.opml"))}
                                           << false;
        QTest::newRow("unknown opml command")
            << QStringList {QStringLiteral("opml"), QStringLiteral("merge")} << false;
        QTest::newRow("export from a missing database") << QStringList {QStringLiteral("opml"),
            QStringLiteral("export"), QStringLiteral("--db"), QStringLiteral("/nonexistent/k.sqlite")}
                                                        << false;
        QTest::newRow("export to a folder that does not exist") << QStringList {QStringLiteral("opml"),
            QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--out"),
            QStringLiteral("/nonexistent/dir/out.opml")} << true;
        QTest::newRow("feeds of a missing database") << QStringList {QStringLiteral("feeds"),
            QStringLiteral("--db"), QStringLiteral("/nonexistent/k.sqlite")}
                                                     << false;
        QTest::newRow("subscribe to a file that is not a feed") << QStringList {QStringLiteral("subscribe"),
            QStringLiteral("--db"), db, data(QStringLiteral("cli/article.html"))}
                                                                << false;
        QTest::newRow("subscribe to a missing file") << QStringList {QStringLiteral("subscribe"),
            QStringLiteral("--db"), db, QStringLiteral("/nonexistent/feed.xml")}
                                                     << false;
        QTest::newRow("subscribe to a missing relative file") << QStringList {QStringLiteral("subscribe"),
            QStringLiteral("--db"), db, QStringLiteral("./nonexistent.xml")}
                                                              << false;
        QTest::newRow("subscribe without db")
            << QStringList {QStringLiteral("subscribe"), data(QStringLiteral("cli/wire.xml"))} << false;
    }

    void errorsAreOneLineAndNonZero()
    {
        QFETCH(QStringList, arguments);
        QFETCH(bool, needsDb);
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        if (needsDb)
            QCOMPARE(cli({QStringLiteral("subscribe"), QStringLiteral("--db"), db,
                             data(QStringLiteral("cli/wire.xml"))})
                         .exitCode,
                0);
        arguments.replaceInStrings(QStringLiteral("DB"), db);
        const Run run = cli(arguments);
        QVERIFY(run.exitCode > 0);
        QCOMPARE(run.err.trimmed().count(u'\n'), 0);
        QVERIFY2(run.err.startsWith(QStringLiteral("kindred-cli: ")), qPrintable(run.err));
    }

    void subscribeToFilesIntoAFolder()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        const QString wire = data(QStringLiteral("cli/wire.xml"));
        Run run = cli({QStringLiteral("subscribe"), QStringLiteral("--db"), db, QStringLiteral("--folder"),
            QStringLiteral("News/Wires"), wire, data(QStringLiteral("cli/paper.atom"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QStringList lines = run.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith(QStringLiteral("added: Meridian Wire <file://")), qPrintable(lines[0]));
        QVERIFY2(lines[0].endsWith(QStringLiteral("wire.xml> in News/Wires")), qPrintable(lines[0]));

        run = cli({QStringLiteral("subscribe"), QStringLiteral("--db"), db, wire});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(
            run.out.startsWith(QStringLiteral("already subscribed: Meridian Wire")), qPrintable(run.out));

        // Ingest finds the subscription by the same file:// address.
        run = cli({QStringLiteral("ingest"), QStringLiteral("--db"), db, wire});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray feeds = feedsJson(db);
        QCOMPARE(feeds.size(), 2);
        for (const QJsonValue &feed : feeds) {
            QCOMPARE(feed.toObject().value(QStringLiteral("folder")).toArray(),
                (QJsonArray {QStringLiteral("News"), QStringLiteral("Wires")}));
        }
        QCOMPARE(
            feeds[0].toObject().value(QStringLiteral("title")).toString(), QStringLiteral("Meridian Wire"));
        QCOMPARE(feeds[0].toObject().value(QStringLiteral("articles")).toInt(), 3);
    }

    // feeds --move: by title, address or id, into a new nested folder and back to the top level;
    // a feed that is not there or a name that is two feeds' is a one-line error that moves nothing.
    void feedsMoveBetweenFolders()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        const QString wire = data(QStringLiteral("cli/wire.xml"));
        Run run = cli({QStringLiteral("subscribe"), QStringLiteral("--db"), db, wire,
            data(QStringLiteral("cli/paper.atom"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const auto folderOf = [&db](const QString &title) {
            QStringList folder;
            for (const QJsonValue &feed : feedsJson(db)) {
                if (feed.toObject().value(QStringLiteral("title")).toString() != title)
                    continue;
                for (const QJsonValue &name : feed.toObject().value(QStringLiteral("folder")).toArray())
                    folder << name.toString();
                return folder.join(u'/');
            }
            return QStringLiteral("(no such feed)");
        };
        const auto move = [&db](const QString &feed, const QString &to) {
            return cli({QStringLiteral("feeds"), QStringLiteral("--db"), db, QStringLiteral("--move"), feed,
                QStringLiteral("--to"), to});
        };

        run = move(QStringLiteral("meridian wire"), QStringLiteral("News/Agencies"));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.startsWith(QStringLiteral("moved: Meridian Wire <file://")), qPrintable(run.out));
        QCOMPARE(folderOf(QStringLiteral("Meridian Wire")), QStringLiteral("News/Agencies"));
        QCOMPARE(folderOf(QStringLiteral("The Northwind Herald")), QString());

        run = move(QUrl::fromLocalFile(wire).toString(), QString());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.trimmed().endsWith(QStringLiteral("to the top level")), qPrintable(run.out));
        QCOMPARE(folderOf(QStringLiteral("Meridian Wire")), QString());

        const QJsonObject first = feedsJson(db)[0].toObject();
        run = move(QString::number(first.value(QStringLiteral("id")).toInteger()), QStringLiteral("Local"));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(folderOf(first.value(QStringLiteral("title")).toString()), QStringLiteral("Local"));

        run = move(QStringLiteral("Harbour Gazette"), QStringLiteral("Local"));
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.trimmed().count(u'\n'), 0);
        QVERIFY2(run.err.contains(QStringLiteral("no feed is 'Harbour Gazette'")), qPrintable(run.err));
        run = cli({QStringLiteral("feeds"), QStringLiteral("--db"), db, QStringLiteral("--move"),
            QStringLiteral("Meridian Wire")});
        QVERIFY(run.exitCode > 0);
        QVERIFY2(run.err.contains(QStringLiteral("--to")), qPrintable(run.err));
        QCOMPARE(folderOf(first.value(QStringLiteral("title")).toString()), QStringLiteral("Local"));
        QCOMPARE(feedsJson(db).size(), 2);
    }

    // kindred-cli ingest of URLs and files through the engine's queue: a line per source in the
    // order given, whatever order the answers come in, a dead server's one line on stderr.
    void ingestMixesUrlsAndFilesInOrder()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        ScriptedResponse feed;
        feed.headers = {{"Content-Type", "application/rss+xml"}};
        feed.body
            = "<rss version=\"2.0\"><channel><title>Harbour News</title><link>https://harbour.example/</link>"
              "<item><title>Ferry timetable changes for winter</title><guid>h1</guid>"
              "<description>The winter timetable starts on Monday with fewer crossings.</description>"
              "<pubDate>Fri, 20 Nov 2026 09:00:00 GMT</pubDate></item></channel></rss>";
        server.route("/news.rss", feed);

        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        const QString dead = QStringLiteral("http://127.0.0.1:1/feed");
        const QString served = server.url("/news.rss").toString();
        const Run run = cli({QStringLiteral("ingest"), QStringLiteral("--db"), db, dead, served,
            data(QStringLiteral("cli/wire.xml"))});
        QCOMPARE(run.exitCode, 2); // one of three failed
        const QStringList lines = run.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[0].startsWith(dead + QStringLiteral(": 0 new")), qPrintable(lines[0]));
        QCOMPARE(lines[1], served + QStringLiteral(": 1 new, 0 duplicates, 0 already stored"));
        QCOMPARE(lines[2],
            data(QStringLiteral("cli/wire.xml")) + QStringLiteral(": 3 new, 0 duplicates, 0 already stored"));
        QVERIFY(lines[3].startsWith(QStringLiteral("{\"articles\":4,")));
        QCOMPARE(run.err.trimmed().count(u'\n'), 0);
        QVERIFY2(run.err.startsWith(QStringLiteral("kindred-cli: ") + dead), qPrintable(run.err));
    }

    void subscribeFindsTheFeedOfAPage()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        ScriptedResponse page;
        page.headers = {{"Content-Type", "text/html"}};
        page.body = "<html><head><link rel=\"alternate\" type=\"application/rss+xml\" title=\"Harbour\""
                    " href=\"/news.rss\"></head><body>Hi</body></html>";
        server.route("/", page);
        ScriptedResponse feed;
        feed.headers = {{"Content-Type", "application/rss+xml"}};
        feed.body
            = "<rss version=\"2.0\"><channel><title>Harbour News</title><link>https://harbour.example/</link>"
              "</channel></rss>";
        server.route("/news.rss", feed);

        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        const QString dead = QStringLiteral("http://127.0.0.1:1/");
        const Run run = cli(
            {QStringLiteral("subscribe"), QStringLiteral("--db"), db, server.url("/").toString(), dead});
        QCOMPARE(run.exitCode, 2); // one of two failed
        QCOMPARE(run.out.trimmed(),
            QStringLiteral("added: Harbour News <%1>").arg(server.url("/news.rss").toString()));
        QCOMPARE(run.err.trimmed().count(u'\n'), 0);
        QVERIFY2(run.err.startsWith(QStringLiteral("kindred-cli: cannot fetch http://127.0.0.1:1/")),
            qPrintable(run.err));
        const QJsonArray feeds = feedsJson(db);
        QCOMPARE(feeds.size(), 1);
        QCOMPARE(feeds[0].toObject().value(QStringLiteral("site_link")).toString(),
            QStringLiteral("https://harbour.example/"));
    }

    // Issue 18: an empty 200 (or a 304 to a first fetch) is an error of its own, not a reason to
    // guess at /feed, which here holds a feed subscribed already.
    void subscribeToAnEmptyAnswerFails_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty 200") << 200 << QStringLiteral("empty answer");
        QTest::newRow("304 without validators") << 304 << QStringLiteral("304 Not Modified");
    }

    void subscribeToAnEmptyAnswerFails()
    {
        QFETCH(int, status);
        QFETCH(QString, expected);
        HttpTestServer server;
        QVERIFY(server.listen());
        ScriptedResponse empty;
        empty.status = status;
        server.route("/empty", empty);
        ScriptedResponse feed;
        feed.headers = {{"Content-Type", "application/rss+xml"}};
        feed.body = "<rss version=\"2.0\"><channel><title>Elsewhere</title></channel></rss>";
        server.route("/feed", feed);
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        QCOMPARE(
            cli({QStringLiteral("subscribe"), QStringLiteral("--db"), db, server.url("/feed").toString()})
                .exitCode,
            0);

        const Run run
            = cli({QStringLiteral("subscribe"), QStringLiteral("--db"), db, server.url("/empty").toString()});
        QVERIFY(run.exitCode > 0);
        QVERIFY2(!run.out.contains(QStringLiteral("already subscribed")), qPrintable(run.out));
        QCOMPARE(run.err.trimmed().count(u'\n'), 0);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QCOMPARE(server.requestCount("/feed"), 1); // only the first subscribe's
    }

    // Issue 18: OPML nested 10,000 deep keeps its feed in a folder 8 deep, and exports as much.
    void deepOpmlIsFlattened()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        const QString opml = dir.filePath(QStringLiteral("deep.opml"));
        QFile file(opml);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<opml version=\"2.0\"><body>" + QByteArray("<outline text=\"f\">").repeated(10000)
            + "<outline text=\"Deep\" xmlUrl=\"https://deep.example/feed\"/>"
            + QByteArray("</outline>").repeated(10000) + "</body></opml>");
        file.close();
        Run run = cli({QStringLiteral("opml"), QStringLiteral("import"), QStringLiteral("--db"), db, opml});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("1 added")), qPrintable(run.out));
        QVERIFY2(run.err.contains(QStringLiteral("deeper than 8 folders")), qPrintable(run.err));
        const QJsonArray feeds = feedsJson(db);
        QCOMPARE(feeds.size(), 1);
        QCOMPARE(feeds[0].toObject().value(QStringLiteral("folder")).toArray().size(), 8);

        run = cli({QStringLiteral("opml"), QStringLiteral("export"), QStringLiteral("--db"), db});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count(QStringLiteral("<outline text=\"f\"")), 8);
    }
};

QTEST_GUILESS_MAIN(TestSubscriptionCli)
#include "tst_subscriptioncli.moc"
