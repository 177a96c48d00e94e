// What the fleet tests share (tst_fleet, tst_fleetfaults): a stream of invented feeds served from
// three loopback hosts, kindred-cli serve workers started on a store subscribed to them, and what
// one machine makes of the items the fleet stored, to compare with.
#pragma once

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
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <memory>

using namespace kindred;
using kindred::test::HttpTestServer;
using kindred::test::ScriptedResponse;

namespace fleet {

constexpr int itemCount = 1200; // more than one step of the learned weights (512 documents)

inline QVariant scalar(QSqlDatabase &db, const QString &sql)
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

inline Made madeOf(QSqlDatabase &db)
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

} // namespace fleet

using namespace fleet;

class FleetFixture : public QObject
{
protected:
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

    // The stream, its feeds on three loopback hosts and the OPML of them (a test case's initTestCase).
    void setUpFleet()
    {
        if (!test::TestDatabases::postgres())
            QSKIP(
                "kindred-cli serve shares a PostgreSQL store: tst_fleet_pg and tst_fleetfaults_pg run this");
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
};
