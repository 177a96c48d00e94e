// A fleet of crawler workers (kindred-cli serve) on one PostgreSQL store, with feeds served from
// loopback hosts: every feed fetched once per interval by the whole fleet, every item stored
// once, the same fingerprints and duplicate groups as one machine ingesting the items in the
// fleet's order, a killed worker's feeds taken over, a stopped one's claims given up, and the
// story placer's role taken over when its holder dies.
#include "../net/HttpTestServer.h"
#include "ServerSessions.h"
#include "TestDatabases.h"
#include "engine/DetectionSettings.h"
#include "feed/FeedParser.h"
#include "news/Ingestor.h"
#include "settings/Settings.h"
#include "storage/Database.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <array>
#include <csignal>
#include <memory>

using namespace kindred;
using kindred::test::HttpTestServer;
using kindred::test::ScriptedResponse;

namespace {

constexpr int itemCount = 1200; // more than one step of the learned weights (512 documents)

QVariant scalar(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0) : QVariant();
}

// What a store made of a stream, by guid: fingerprints, each article's group primary, stories
// and events as sets of guids.
struct Made
{
    QHash<QString, qint64> fingerprints;
    QHash<QString, QString> groupOf; // guid -> its group's primary guid ("" for none)
    QHash<QString, QStringList> storyOf; // guid -> the guids of its story
    QSet<QStringList> events;
};

Made madeOf(QSqlDatabase &db)
{
    Made made;
    const test::GroupsByGuid groups = test::groupsByGuid(db);
    made.groupOf = groups.groupOf;
    made.fingerprints = groups.fingerprints;
    for (const QStringList &story :
        test::keyedSets(db, QStringLiteral("SELECT story_id, guid FROM articles"))) {
        for (const QString &guid : story)
            made.storyOf.insert(guid, story);
    }
    made.events = test::keyedSets(db,
        QStringLiteral(
            "SELECT m.event_id, a.guid FROM event_members m JOIN articles a ON a.id = m.article_id"));
    return made;
}

} // namespace

class TestFleet : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QTemporaryDir m_dir;
    std::vector<std::unique_ptr<HttpTestServer>> m_servers; // three loopback hosts
    QHash<QString, QByteArray> m_feeds; // URL -> the feed's bytes as served
    QString m_opml;
    int m_storeCount = 0;

    QString settingsHome() const { return m_dir.filePath(QStringLiteral("config")); }

    std::unique_ptr<QProcess> startWorker(const QString &db, const QStringList &options)
    {
        auto process = std::make_unique<QProcess>();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), settingsHome()); // the default settings
        process->setProcessEnvironment(environment);
        process->start(QStringLiteral(KINDRED_CLI),
            QStringList {QStringLiteral("serve"), QStringLiteral("--db"), db, QStringLiteral("--log-every"),
                QStringLiteral("1")}
                + options);
        return process;
    }

    // Waits for a worker while the test's servers answer; false when it did not end well in time.
    static bool finished(QProcess &process, int ms = 120000)
    {
        const QDeadlineTimer deadline(ms);
        while (process.state() != QProcess::NotRunning && !deadline.hasExpired())
            QTest::qWait(50);
        if (process.state() != QProcess::NotRunning) {
            qWarning("worker still running after %d ms: %s", ms,
                process.readAllStandardOutput().right(2000).constData());
            process.kill();
            process.waitForFinished();
            return false;
        }
        if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
            qWarning(
                "worker failed (%d): %s", process.exitCode(), process.readAllStandardError().constData());
            return false;
        }
        return true;
    }

    // A new store subscribed to every feed of the stream (or of `opml`).
    QString newStore(QSqlDatabase *db, const QString &opml = {})
    {
        const QString name = QStringLiteral("fleet%1").arg(++m_storeCount);
        const QString location = m_databases.location(name);
        QProcess import;
        import.start(QStringLiteral(KINDRED_CLI),
            {QStringLiteral("opml"), QStringLiteral("import"), opml.isEmpty() ? m_opml : opml,
                QStringLiteral("--db"), location});
        if (!import.waitForFinished(60000) || import.exitCode() != 0)
            return {};
        QString error;
        *db = Database::open(location, name, &error);
        return db->isValid() ? location : QString();
    }

    // An OPML file of these outline lines, in the test's folder; its path (empty when not written).
    QString writeOpml(const QString &name, const QString &outlines)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(QStringLiteral("<?xml version=\"1.0\"?><opml version=\"2.0\"><head><title>Fleet</title>"
                                  "</head><body>\n%1</body></opml>\n")
                       .arg(outlines)
                       .toUtf8());
        return path;
    }

    // Holds the answers of the feeds (of one host, when given), or answers them at once.
    void setHeld(bool held, const QString &host = {})
    {
        for (const auto &[url, bytes] : m_feeds.asKeyValueRange()) {
            if (!host.isEmpty() && QUrl(url).host() != host)
                continue;
            ScriptedResponse response;
            response.headers = {{"Content-Type", "application/rss+xml"}};
            response.body = bytes;
            response.mode = held ? ScriptedResponse::Mode::Hold : ScriptedResponse::Mode::Normal;
            serverOf(url).route(QUrl(url).path().toUtf8(), response);
        }
    }

    HttpTestServer &serverOf(const QString &url)
    {
        for (const auto &server : m_servers) {
            if (QUrl(url).port() == server->port() && QUrl(url).host() == server->url("/").host())
                return *server;
        }
        return *m_servers.front();
    }

    int requestsForFeeds() const
    {
        int count = 0;
        for (const auto &server : m_servers) {
            for (const test::RecordedRequest &request : server->requests())
                count += request.path.startsWith("/feeds/") ? 1 : 0;
        }
        return count;
    }

    // One machine (SQLite, the Ingestor itself) ingesting the fleet's items in the fleet's order:
    // each run of consecutive articles of one feed is that feed with those items.
    Made madeByOneMachine(QSqlDatabase &fleet)
    {
        QHash<QString, Feed> parsed;
        for (const auto &[url, bytes] : m_feeds.asKeyValueRange())
            parsed.insert(url, parseFeed(bytes, QUrl(url)).feed);
        QList<IncomingFeed> runs;
        QSqlQuery query(fleet);
        query.exec(QStringLiteral(
            "SELECT f.url, a.guid FROM articles a JOIN feeds f ON f.id = a.feed_id ORDER BY a.id"));
        while (query.next()) {
            const QString url = query.value(0).toString();
            const QString guid = query.value(1).toString();
            const Feed &feed = parsed[url];
            const auto item = std::find_if(
                feed.items.cbegin(), feed.items.cend(), [&](const FeedItem &i) { return i.guid == guid; });
            if (item == feed.items.cend()) {
                qWarning("no item %s in %s", qPrintable(guid), qPrintable(url));
                return {};
            }
            if (runs.isEmpty() || runs.last().url != url) {
                Feed run = feed;
                run.items.clear();
                runs.append({url, run});
            }
            runs.last().feed.items.append(*item);
        }
        const QString connection = QStringLiteral("one-machine%1").arg(m_storeCount);
        QString error;
        QSqlDatabase db
            = Database::open(m_dir.filePath(connection + QStringLiteral(".sqlite")), connection, &error);
        Made made;
        {
            const Settings defaults(m_dir.filePath(QStringLiteral("defaults.ini")));
            Ingestor ingestor(db, ingestOptions(defaults));
            const QDateTime now = QDateTime::currentDateTimeUtc();
            ingestor.loadIndex(now);
            const IngestStats stats = ingestor.ingest(runs, now);
            if (!stats.errors.isEmpty())
                qWarning("one machine: %s", qPrintable(stats.errors.join(u'\n')));
            made = madeOf(db);
        }
        db = QSqlDatabase();
        Database::close(connection);
        return made;
    }

    // The fleet made what one machine makes of the same items in the same order.
    void compareWithOneMachine(QSqlDatabase &fleet, int storiesAllowed)
    {
        const Made made = madeOf(fleet);
        const Made expected = madeByOneMachine(fleet);
        QCOMPARE(made.fingerprints.size(), itemCount);
        QCOMPARE(expected.fingerprints.size(), itemCount);
        int fingerprints = 0;
        int groups = 0;
        int stories = 0;
        for (auto it = made.fingerprints.cbegin(); it != made.fingerprints.cend(); ++it) {
            fingerprints += expected.fingerprints.value(it.key()) != it.value() ? 1 : 0;
            groups += expected.groupOf.value(it.key()) != made.groupOf.value(it.key()) ? 1 : 0;
            stories += expected.storyOf.value(it.key()) != made.storyOf.value(it.key()) ? 1 : 0;
        }
        qInfo("%d of %d articles in another story than one machine places them in", stories, itemCount);
        QCOMPARE(fingerprints, 0);
        QCOMPARE(groups, 0);
        // Stories placed as the fleet stored its runs may differ from stories placed once (an
        // older newcomer is replayed against stories later articles shaped). Without kills a burst
        // is placed once it is over; kills cut it anywhere, and then the stories can differ widely
        // (0 to 396 of 1,200 articles seen): reported, not asserted (storiesAllowed < 0).
        if (storiesAllowed < 0)
            return;
        QVERIFY2(stories <= storiesAllowed,
            qPrintable(QStringLiteral("%1 articles in another story").arg(stories)));
        QCOMPARE(made.events.size(), expected.events.size());
    }

    void verifyEveryItemStoredOnce(QSqlDatabase &db)
    {
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt(), itemCount);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(DISTINCT guid) FROM articles")).toInt(), itemCount);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM feed_claims")).toInt(), 0);
        QCOMPARE(
            scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles WHERE story_id IS NULL")).toInt(), 0);
        QCOMPARE(
            scalar(db, QStringLiteral("SELECT COUNT(*) FROM feeds WHERE last_fetch IS NULL")).toInt(), 0);
    }

private slots:
    void initTestCase()
    {
        if (!test::TestDatabases::postgres())
            QSKIP("kindred-cli serve shares a PostgreSQL store: tst_fleet_pg runs this");
        KINDRED_REQUIRE_DATABASE(m_databases);
        QVERIFY(QDir().mkpath(settingsHome()));
        const QString stream = m_dir.filePath(QStringLiteral("stream"));
        QProcess write;
        write.start(QStringLiteral(KINDRED_CLI),
            {QStringLiteral("bench"), QStringLiteral("ingest"), QStringLiteral("--zipf"),
                QStringLiteral("-n"), QString::number(itemCount), QStringLiteral("--write"), stream});
        QVERIFY(write.waitForFinished(120000) && write.exitCode() == 0);
        for (const char *address : {"127.0.0.1", "127.0.0.2", "127.0.0.3"}) {
            m_servers.push_back(std::make_unique<HttpTestServer>());
            QVERIFY(m_servers.back()->listen(QHostAddress(QString::fromLatin1(address))));
        }
        // Each feed on one of the hosts, its items' pages on the same host (they answer 404: the
        // items are stored with their summaries, as the one machine stores them).
        const QStringList names = QDir(stream).entryList({QStringLiteral("*.xml")}, QDir::Files, QDir::Name);
        QString outlines;
        const QRegularExpression link(QStringLiteral("<link>https://(outlet-\\d+)\\.example/news/"));
        for (qsizetype i = 0; i < names.size(); ++i) {
            const HttpTestServer &server = *m_servers.at(size_t(i % 3));
            QFile file(QDir(stream).filePath(names.at(i)));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QString text = QString::fromUtf8(file.readAll());
            text.replace(
                link, QStringLiteral("<link>") + server.url("/pages/").toString() + QStringLiteral("\\1/"));
            const QString url = server.url("/feeds/" + names.at(i).toUtf8()).toString();
            m_feeds.insert(url, text.toUtf8());
            outlines += QStringLiteral("<outline type=\"rss\" text=\"%1\" xmlUrl=\"%2\"/>\n")
                            .arg(names.at(i), url);
        }
        setHeld(false);
        m_opml = writeOpml(QStringLiteral("feeds.opml"), outlines);
        QVERIFY(!m_opml.isEmpty());
    }

    void init() { setHeld(false); }

    // Two workers started together: each feed fetched once by the two, each item stored once,
    // fingerprints and groups as one machine makes them of the items in the fleet's order.
    void twoWorkersFetchEachFeedOnceAndMakeWhatOneMachineMakes()
    {
        QSqlDatabase db;
        const QString location = newStore(&db);
        QVERIFY(!location.isEmpty());
        const int requestsBefore = requestsForFeeds();
        // The placer places a burst once the store was quiet (2 s by default): on a machine busy with
        // other tests a run can stall that long mid-burst, and a burst cut there gives other stories
        // (131 of 1,200 articles seen once). The comparison is of one burst placed once it is over.
        // The answers wait until both workers hold claims: started a second apart on a busy machine,
        // the first would otherwise fetch every feed before the second asks (seen once in CI).
        // Each may claim 8 (twice its 4 fetches), and the three hosts allow 24 at once.
        const QStringList options {QStringLiteral("--once"), QStringLiteral("--threads"), QStringLiteral("4"),
            QStringLiteral("--per-host"), QStringLiteral("8"), QStringLiteral("--place-quiet"),
            QStringLiteral("30")};
        setHeld(true);
        auto first = startWorker(location, options);
        auto second = startWorker(location, options);
        QTRY_VERIFY_WITH_TIMEOUT(
            scalar(db, QStringLiteral("SELECT COUNT(DISTINCT worker) FROM feed_claims")).toInt() == 2, 60000);
        setHeld(false);
        for (const auto &server : m_servers)
            server->releaseHeld();
        QVERIFY(finished(*first));
        QVERIFY(finished(*second));
        QCOMPARE(requestsForFeeds() - requestsBefore, int(m_feeds.size()));
        verifyEveryItemStoredOnce(db);
        // Both did a share of the work.
        const QByteArray firstLog = first->readAllStandardOutput();
        const QByteArray secondLog = second->readAllStandardOutput();
        QVERIFY2(!firstLog.contains("\"feeds\":0,"), firstLog.constData());
        QVERIFY2(!secondLog.contains("\"feeds\":0,"), secondLog.constData());
#if defined(__SANITIZE_ADDRESS__)
        // Several times slower, a worker may pause longer than the placer's quiet time mid-burst.
        compareWithOneMachine(db, -1);
#else
        compareWithOneMachine(db, itemCount / 100); // 0 of 1,200 in ten runs
#endif

        // Run again at once: nothing is due, nothing is fetched.
        auto again = startWorker(location, {QStringLiteral("--once")});
        QVERIFY(finished(*again));
        QCOMPARE(requestsForFeeds() - requestsBefore, int(m_feeds.size()));
    }

    // Workers killed with SIGKILL while fetching and while storing, then one more after their
    // leases ran out: every item stored once, and what one machine makes of them.
    void killedWorkersLoseNothingAndStoreNothingTwice()
    {
        QSqlDatabase db;
        const QString location = newStore(&db);
        QVERIFY(!location.isEmpty());
        const QStringList options {
            QStringLiteral("--lease"), QStringLiteral("2"), QStringLiteral("--threads"), QStringLiteral("4")};
        // Killed while its fetches wait for answers that never come.
        setHeld(true);
        auto waiting = startWorker(location, options);
        QTRY_VERIFY_WITH_TIMEOUT(
            scalar(db, QStringLiteral("SELECT COUNT(*) FROM feed_claims")).toInt() > 0, 30000);
        waiting->kill();
        QVERIFY(waiting->waitForFinished());
        // Killed while storing: once some items are in.
        setHeld(false);
        for (const int storedAtKill : {100, 600}) {
            auto storing = startWorker(location, options);
            QTRY_VERIFY_WITH_TIMEOUT(
                scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt() >= storedAtKill, 60000);
            storing->kill();
            QVERIFY(storing->waitForFinished());
        }
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM feed_claims")).toInt() > 0);
        QTest::qWait(2100); // the dead workers' leases run out
        auto last = startWorker(location, options + QStringList {QStringLiteral("--once")});
        QVERIFY(finished(*last));
        verifyEveryItemStoredOnce(db);
        compareWithOneMachine(db, -1); // fingerprints and groups exact; stories reported
    }

    // Article pages keep to a host's limit over the whole fleet: two workers, each of whose Fetchers
    // alone would open two connections to the pages' host, never have more than --per-host 2
    // requests under way there between them. Pages are held a while, so that the workers ask for
    // more while some are still open.
    void articlePagesKeepToAHostsLimitOverTheFleet()
    {
        std::array<HttpTestServer, 2> feedHosts;
        HttpTestServer pageHost; // www.outlet.example beside feeds.outlet.example
        QVERIFY(feedHosts[0].listen(QHostAddress(QStringLiteral("127.0.0.4"))));
        QVERIFY(feedHosts[1].listen(QHostAddress(QStringLiteral("127.0.0.6"))));
        QVERIFY(pageHost.listen(QHostAddress(QStringLiteral("127.0.0.5"))));
        const QRegularExpression pageLink(QStringLiteral("<link>(http://[^<]*/pages/[^<]*)</link>"));
        QString outlines;
        QList<std::pair<HttpTestServer *, QByteArray>> feeds; // where each is served, its bytes
        int pages = 0;
        // Eight feeds of a few pages each, the same in every run (not in the hash's order): each
        // worker claims two at a time, so both hold claims while the first answers wait.
        QStringList urls = m_feeds.keys();
        urls.sort();
        for (const QString &url : std::as_const(urls)) {
            QString text = QString::fromUtf8(m_feeds.value(url));
            if (feeds.size() == 8)
                break;
            if (text.count(pageLink) > 6)
                continue;
            text.replace(serverOf(url).url("/pages/").toString(), pageHost.url("/pages/").toString());
            HttpTestServer &host = feedHosts.at(feeds.size() % 2);
            const QByteArray path = "/feeds/" + QByteArray::number(feeds.size()) + ".xml";
            feeds.append({&host, text.toUtf8()});
            outlines += QStringLiteral("<outline type=\"rss\" text=\"%1\" xmlUrl=\"%2\"/>\n")
                            .arg(feeds.size())
                            .arg(host.url(path).toString());
            for (const QRegularExpressionMatch &match : pageLink.globalMatch(text)) {
                ScriptedResponse page;
                page.headers = {{"Content-Type", "text/html; charset=utf-8"}};
                page.body = "<html><body><p>A page.</p></body></html>";
                page.mode = ScriptedResponse::Mode::Hold;
                pageHost.route(QUrl(match.captured(1)).path().toUtf8(), page);
                ++pages;
            }
        }
        QCOMPARE(feeds.size(), 8);
        QVERIFY(pages >= 8);
        const auto serveFeeds = [&](ScriptedResponse::Mode mode) {
            for (qsizetype i = 0; i < feeds.size(); ++i) {
                ScriptedResponse feed;
                feed.headers = {{"Content-Type", "application/rss+xml"}};
                feed.body = feeds.at(i).second;
                feed.mode = mode;
                feeds.at(i).first->route("/feeds/" + QByteArray::number(i) + ".xml", feed);
            }
        };
        QSqlDatabase db;
        const QString location = newStore(&db, writeOpml(QStringLiteral("page-host.opml"), outlines));
        QVERIFY(!location.isEmpty());

        // The feeds answer once both workers hold claims, so both want pages at once.
        serveFeeds(ScriptedResponse::Mode::Hold);
        const QStringList options {QStringLiteral("--once"), QStringLiteral("--threads"), QStringLiteral("1"),
            QStringLiteral("--per-host"), QStringLiteral("2")};
        auto first = startWorker(location, options);
        auto second = startWorker(location, options);
        QTRY_VERIFY_WITH_TIMEOUT(
            scalar(db, QStringLiteral("SELECT COUNT(DISTINCT worker) FROM feed_claims")).toInt() == 2, 60000);
        serveFeeds(ScriptedResponse::Mode::Normal);
        for (HttpTestServer &host : feedHosts)
            host.releaseHeld();
        const QDeadlineTimer deadline(120000);
        while ((first->state() != QProcess::NotRunning || second->state() != QProcess::NotRunning)
            && !deadline.hasExpired()) {
            QTest::qWait(500);
            pageHost.releaseHeld();
        }
        QVERIFY(finished(*first));
        QVERIFY(finished(*second));
        QCOMPARE(pageHost.requests().size(), pages);
        QCOMPARE(pageHost.maxInProgress(), 2);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM host_slots")).toInt(), 0);
    }

    // A worker's article pages take a host's freed slot before its next feed does: work under way
    // ends before new work starts. Feeds first, every slot a feed fetch freed went to the next
    // feed of the host, and the pages waited until the last feed was in.
    void pagesGoBeforeTheNextFeedsOfTheirHost()
    {
        HttpTestServer host;
        QVERIFY(host.listen(QHostAddress(QStringLiteral("127.0.0.7"))));
        const QRegularExpression pageLink(QStringLiteral("<link>(http://[^<]*/pages/[^<]*)</link>"));
        QStringList urls = m_feeds.keys();
        urls.sort();
        ScriptedResponse page;
        page.headers = {{"Content-Type", "text/html; charset=utf-8"}};
        page.body = "<html><body><p>A page.</p></body></html>";
        QString outlines;
        int feeds = 0;
        int pages = 0;
        for (const QString &url : std::as_const(urls)) {
            QString text = QString::fromUtf8(m_feeds.value(url));
            const qsizetype links = text.count(pageLink);
            if (links == 0 || links > 3)
                continue;
            text.replace(serverOf(url).url("/pages/").toString(), host.url("/pages/").toString());
            for (const QRegularExpressionMatch &match : pageLink.globalMatch(text)) {
                host.route(QUrl(match.captured(1)).path().toUtf8(), page);
                ++pages;
            }
            const QByteArray path = "/feeds/" + QByteArray::number(feeds) + ".xml";
            ScriptedResponse feed;
            feed.headers = {{"Content-Type", "application/rss+xml"}};
            feed.body = text.toUtf8();
            feed.mode = ScriptedResponse::Mode::Hold; // answered one at a time below
            host.route(path, feed);
            outlines += QStringLiteral("<outline type=\"rss\" text=\"%1\" xmlUrl=\"%2\"/>\n")
                            .arg(feeds)
                            .arg(host.url(path).toString());
            if (++feeds == 20)
                break;
        }
        QCOMPARE(feeds, 20);
        QSqlDatabase db;
        const QString location = newStore(&db, writeOpml(QStringLiteral("one-host.opml"), outlines));
        QVERIFY(!location.isEmpty());

        auto worker = startWorker(location,
            {QStringLiteral("--once"), QStringLiteral("--threads"), QStringLiteral("1"),
                QStringLiteral("--per-host"), QStringLiteral("1")});
        // A feed answered every 150 ms: the first feeds' items are read (a run every 250 ms) and
        // their pages wait while later feeds are still to come.
        const QDeadlineTimer deadline(120000);
        while (worker->state() != QProcess::NotRunning && !deadline.hasExpired()) {
            QTest::qWait(150);
            host.releaseHeld();
        }
        QVERIFY(finished(*worker));
        QStringList paths;
        for (const test::RecordedRequest &request : host.requests())
            paths.append(QString::fromUtf8(request.path));
        QCOMPARE(paths.filter(QStringLiteral("/pages/")).size(), pages);
        QCOMPARE(paths.filter(QStringLiteral("/feeds/")).size(), feeds);
        QCOMPARE(host.maxInProgress(), 1);
        // Pages of the first feeds before the last feeds: a third of the pages before the last
        // five feeds (all of them came after the last feed before).
        const qsizetype fifthLastFeed = paths.indexOf(QStringLiteral("/feeds/%1.xml").arg(feeds - 5));
        QVERIFY2(paths.first(fifthLastFeed).filter(QStringLiteral("/pages/")).size() * 3 >= pages,
            qPrintable(paths.join(u' ')));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM host_slots")).toInt(), 0);
    }

    // SIGTERM: the worker stops within seconds, its fetches cancelled and its claims given up.
    void aStoppedWorkerGivesItsClaimsUp()
    {
        QSqlDatabase db;
        const QString location = newStore(&db);
        QVERIFY(!location.isEmpty());
        setHeld(true);
        auto worker = startWorker(location, {QStringLiteral("--threads"), QStringLiteral("4")});
        QTRY_VERIFY_WITH_TIMEOUT(
            scalar(db, QStringLiteral("SELECT COUNT(*) FROM feed_claims")).toInt() > 0, 30000);
        ::kill(pid_t(worker->processId()), SIGTERM);
        QVERIFY(finished(*worker, 15000));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM feed_claims")).toInt(), 0);
        QVERIFY(worker->readAllStandardOutput().contains("stopping (signal"));
    }

    // Broken feeds (not a feed, a server error, a document over the size limit) cost their own
    // items only: the workers store every other feed's and say what went wrong on the broken ones.
    void brokenFeedsStopNoOne()
    {
        QSqlDatabase db;
        const QString location = newStore(&db);
        QVERIFY(!location.isEmpty());
        const QStringList urls = m_feeds.keys();
        QStringList broken;
        int lost = 0;
        for (const int index : {3, 40, 77}) {
            const QString url = urls.at(index);
            broken.append(url);
            lost += int(parseFeed(m_feeds.value(url), QUrl(url)).feed.items.size());
        }
        ScriptedResponse notAFeed;
        notAFeed.headers = {{"Content-Type", "text/html"}};
        notAFeed.body = "<html><body><p>Moved to our new app!</p></body></html>";
        serverOf(broken.at(0)).route(QUrl(broken.at(0)).path().toUtf8(), notAFeed);
        ScriptedResponse failing;
        failing.status = 500;
        failing.reason = "Internal Server Error";
        serverOf(broken.at(1)).route(QUrl(broken.at(1)).path().toUtf8(), failing);
        ScriptedResponse huge;
        huge.headers = {{"Content-Type", "application/rss+xml"}};
        huge.body = "<rss version=\"2.0\"><channel><title>Huge</title>" + QByteArray(21 * 1024 * 1024, ' ');
        serverOf(broken.at(2)).route(QUrl(broken.at(2)).path().toUtf8(), huge);

        auto first = startWorker(location, {QStringLiteral("--once")});
        auto second = startWorker(location, {QStringLiteral("--once")});
        QVERIFY(finished(*first));
        QVERIFY(finished(*second));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt(), itemCount - lost);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM feed_claims")).toInt(), 0);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM feeds WHERE last_error <> ''")).toInt(), 3);
        QCOMPARE(
            scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles WHERE story_id IS NULL")).toInt(), 0);
    }

    // The worker that places stories is killed: another takes the role within seconds and
    // places what arrives.
    void thePlacerRoleIsTakenOver()
    {
        QSqlDatabase db;
        const QString location = newStore(&db);
        QVERIFY(!location.isEmpty());
        const QStringList options {QStringLiteral("--lease"), QStringLiteral("2")};
        auto first = startWorker(location, options);
        QTRY_VERIFY_WITH_TIMEOUT(test::placerSession(db) != 0, 30000);
        const qint64 firstSession = test::placerSession(db);
        auto second = startWorker(location, options);
        QByteArray secondLog;
        QTRY_VERIFY2_WITH_TIMEOUT((secondLog += second->readAllStandardOutput()).contains("claims held"),
            (secondLog + second->readAllStandardError()).constData(), 30000);
        first->kill();
        QVERIFY(first->waitForFinished());
        QElapsedTimer takeover;
        takeover.start();
        // Within a second as a rule (alone: 0.46-0.51 s); with the whole PostgreSQL suite on two
        // cores once 15.5 s, and 30.4 s under ASan: something under load holds the takeover back (not
        // found yet; the time is printed). The role is taken over; how fast under load is open.
        QByteArray seen;
        const qint64 holder = test::waitForTakeover(db, firstSession, 90000, &seen);
        secondLog += second->readAllStandardOutput();
        QVERIFY2(
            holder != 0 && holder != firstSession, (seen + "the second worker:\n" + secondLog).constData());
        qInfo("the placer's role was taken over %lld ms after its holder was killed", takeover.elapsed());
        QTRY_VERIFY2_WITH_TIMEOUT(
            (secondLog += second->readAllStandardOutput()).contains("took the role of placing stories"),
            secondLog.constData(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(
            scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles WHERE story_id IS NULL")).toInt() == 0
                && scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt() == itemCount,
            60000);
        ::kill(pid_t(second->processId()), SIGTERM);
        QVERIFY(finished(*second, 15000));
        QCOMPARE(test::placerSession(db), 0);
    }

    // Last: the test's own admin connection does not survive it.
    // The server restarts (every session dropped) while a worker fetches: it connects
    // again by itself and goes on; nothing is lost or stored twice.
    void aRestartedServerIsReconnected()
    {
        const QString restart = qEnvironmentVariable("KINDRED_TEST_SERVER_RESTART");
        if (restart.isEmpty())
            QSKIP("no server restart command (tests/with-postgres.sh gives one)");
        QSqlDatabase db;
        const QString location = newStore(&db);
        QVERIFY(!location.isEmpty());
        // Its first fetches wait for answers until the server is back.
        setHeld(true);
        auto worker = startWorker(location,
            {QStringLiteral("--lease"), QStringLiteral("2"), QStringLiteral("--threads"),
                QStringLiteral("4")});
        QTRY_VERIFY_WITH_TIMEOUT(
            scalar(db, QStringLiteral("SELECT COUNT(*) FROM feed_claims")).toInt() > 0, 30000);
        QProcess restarting;
        restarting.start(restart, {});
        QVERIFY(restarting.waitForFinished(60000) && restarting.exitCode() == 0);
        QString error;
        QVERIFY2(Database::reopen(db, &error), qPrintable(error));
        setHeld(false);
        for (const auto &server : m_servers)
            server->releaseHeld();
        const auto allPlaced = [&] {
            return scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt() == itemCount
                && scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles WHERE story_id IS NULL")).toInt()
                == 0;
        };
        QByteArray log;
        const QDeadlineTimer deadline(90000);
        while (!allPlaced() && !deadline.hasExpired()) {
            QTest::qWait(100);
            log += worker->readAllStandardOutput();
        }
        QVERIFY2(allPlaced(), log.right(3000).constData());
        QCOMPARE(worker->state(), QProcess::Running);
        ::kill(pid_t(worker->processId()), SIGTERM);
        QVERIFY(finished(*worker, 15000));
        QVERIFY2((log += worker->readAllStandardOutput()).contains("connected to the store again"),
            log.constData());
        verifyEveryItemStoredOnce(db);
    }

    // Very last: the primary is lost for good. A streaming standby (made by pg_basebackup -R, its
    // commits synchronous so that what a worker committed is on it) is promoted; a worker given both
    // hosts (target_session_attrs=read-write) reaches the new primary by itself and goes on.
    void aPromotedStandbyTakesOver()
    {
        const QString failover = qEnvironmentVariable("KINDRED_TEST_SERVER_FAILOVER");
        if (failover.isEmpty())
            QSKIP("no failover command (tests/with-postgres.sh gives one)");
        const auto run = [&](const QStringList &arguments) {
            QProcess process;
            process.start(failover, arguments);
            return process.waitForFinished(120000) && process.exitStatus() == QProcess::NormalExit
                && process.exitCode() == 0;
        };
        QSqlDatabase db;
        const QString location = newStore(&db);
        QVERIFY(!location.isEmpty());
        const int standbyPort = 20000 + int(QRandomGenerator::global()->bounded(30000));
        QVERIFY(run({QStringLiteral("standby"), QString::number(standbyPort)}));
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("ALTER SYSTEM SET synchronous_standby_names = '*'")));
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("SELECT pg_reload_conf()")));
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("ALTER ROLE CURRENT_USER SET synchronous_commit = on")));
        const QString both
            = QStringLiteral("postgresql://127.0.0.1:%1,127.0.0.1:%2/%3?target_session_attrs=read-write&")
                  .arg(qEnvironmentVariable("PGPORT"))
                  .arg(standbyPort)
                  .arg(qEnvironmentVariable("PGDATABASE"))
            + location.section(u'?', 1);

        setHeld(true, QStringLiteral("127.0.0.3")); // a third of the feeds answer after the failover
        auto worker = startWorker(both, {QStringLiteral("--lease"), QStringLiteral("2")});
        const int before = itemCount / 3;
        QTRY_VERIFY_WITH_TIMEOUT(
            scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt() >= before, 60000);
        const int committed = scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt();
        QVERIFY(run({QStringLiteral("lose-primary")}));
        QVERIFY(run({QStringLiteral("promote")}));
        db = QSqlDatabase();
        Database::close(QStringLiteral("fleet%1").arg(m_storeCount));
        QString error;
        QSqlDatabase promoted = Database::open(both, QStringLiteral("promoted"), &error);
        QVERIFY2(promoted.isValid(), qPrintable(error));
        QVERIFY(scalar(promoted, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt() >= committed);

        setHeld(false);
        for (const auto &server : m_servers)
            server->releaseHeld();
        QByteArray log;
        const auto allPlaced = [&] {
            log += worker->readAllStandardOutput();
            return scalar(promoted, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt() == itemCount
                && scalar(promoted, QStringLiteral("SELECT COUNT(*) FROM articles WHERE story_id IS NULL"))
                       .toInt()
                == 0;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(allPlaced(), log.right(3000).constData(), 90000);
        QCOMPARE(worker->state(), QProcess::Running);
        ::kill(pid_t(worker->processId()), SIGTERM);
        QVERIFY(finished(*worker, 15000));
        verifyEveryItemStoredOnce(promoted);
        promoted = QSqlDatabase();
        Database::close(QStringLiteral("promoted"));
    }
};

QTEST_GUILESS_MAIN(TestFleet)
#include "tst_fleet.moc"
