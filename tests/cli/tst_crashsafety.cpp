#include "TestDatabases.h"
#include "storage/Database.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <csignal>

using namespace kindred;

namespace {

constexpr int itemCount = 6000;

// A large feed of distinct items, written for the test.
void writeBigFeed(const QString &path)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<?xml version=\"1.0\"?>\n<rss "
               "version=\"2.0\"><channel><title>Big</title><link>https://big.example/</link>\n");
    for (int i = 0; i < itemCount; ++i) {
        file.write(
            QStringLiteral("<item><title>Item %1 of the big feed about topic %2</title>"
                           "<link>https://big.example/items/%1</link><guid>big-%1</guid>"
                           "<pubDate>Fri, 20 Nov 2026 %3:%4:00 GMT</pubDate>"
                           "<description>Body of item %1: council %2 voted on budget line %5 while the "
                           "river authority %6 reported levels at gauge %7.</description></item>\n")
                .arg(i)
                .arg(i * 7919 % 1000)
                .arg(i / 60 % 24, 2, 10, QLatin1Char('0'))
                .arg(i % 60, 2, 10, QLatin1Char('0'))
                .arg(i * 31 % 977)
                .arg(i * 17 % 613)
                .arg(i * 13 % 457)
                .toUtf8());
    }
    file.write("</channel></rss>\n");
}

QVariant scalar(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0) : QVariant();
}

// The stories, events and duplicate groups of a store, each as its articles' guids: equal for two
// stores that made the same of one stream, whatever their ids.
struct Made
{
    QSet<QStringList> stories;
    QSet<QStringList> events;
    QHash<QString, QString> groupOf; // guid -> the guid of its group's primary ("" for none)
    QHash<QString, qint64> fingerprints; // guid -> simhash
};

Made madeOf(QSqlDatabase &db)
{
    Made made;
    made.stories = test::keyedSets(db, QStringLiteral("SELECT story_id, guid FROM articles"));
    made.events = test::keyedSets(db,
        QStringLiteral(
            "SELECT m.event_id, a.guid FROM event_members m JOIN articles a ON a.id = m.article_id"));
    const test::GroupsByGuid groups = test::groupsByGuid(db);
    made.groupOf = groups.groupOf;
    made.fingerprints = groups.fingerprints;
    return made;
}

// Waits for a kindred-cli run. When it has not finished in time, prints what it wrote and what
// the store's server sessions were doing (on PostgreSQL), then kills it: a hang is a failure
// with an explanation, not a watchdog's abort.
bool finishes(QProcess &run, const QString &db, int ms)
{
    if (run.waitForFinished(ms))
        return run.exitStatus() == QProcess::NormalExit;
    qWarning("kindred-cli still running after %d ms; it wrote:\n%s", ms,
        run.readAllStandardError().right(4000).constData());
    if (test::TestDatabases::postgres()) {
        QString error;
        QSqlDatabase server = Database::open(db, QStringLiteral("diagnose"), &error);
        QSqlQuery query(server);
        query.exec(
            QStringLiteral("SELECT pid, state, COALESCE(wait_event_type, ''), COALESCE(wait_event, ''),"
                           " EXTRACT(EPOCH FROM now() - query_start)::int, left(query, 160),"
                           " array_to_string(pg_blocking_pids(pid), ','), COALESCE(application_name, '') "
                           "FROM pg_stat_activity"
                           " WHERE datname IS NOT NULL AND pid <> pg_backend_pid()"));
        while (query.next()) {
            qWarning("session %lld (%s) %s waits %s/%s, blocked by [%s], %d s on: %s",
                query.value(0).toLongLong(), qPrintable(query.value(7).toString()),
                qPrintable(query.value(1).toString()), qPrintable(query.value(2).toString()),
                qPrintable(query.value(3).toString()), qPrintable(query.value(6).toString()),
                query.value(4).toInt(), qPrintable(query.value(5).toString()));
        }
        query = QSqlQuery();
        server = QSqlDatabase();
        Database::close(QStringLiteral("diagnose"));
    }
    run.kill();
    run.waitForFinished();
    return false;
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QTemporaryDir m_dir;
    QString m_feed;

private slots:
    void initTestCase()
    {
        KINDRED_REQUIRE_DATABASE(m_databases);
        m_feed = m_dir.filePath(QStringLiteral("big.xml"));
        writeBigFeed(m_feed);
    }

    // SQLite: killed once the write-ahead log holds a commit. PostgreSQL: killed at twenty
    // moments from the first statements to the last stories (the ingest of this feed takes a
    // few seconds there), each into a new database.
    // A stream of many small feeds where stories run in several outlets and now and then break
    // in many at once (kindred-cli bench ingest --zipf --bursts), killed at moments from the first
    // commit to the placing of stories, then ingested again: the same fingerprints, duplicate
    // groups, stories and events as one uninterrupted run (a fingerprint's weights change at
    // store-wide document counts, LearnedWeights, so a rerun that starts from the killed run's last
    // commit weighs every item as one run did).
    void aRerunMakesWhatOneRunMakes_data()
    {
        QTest::addColumn<int>("storedAtKill");
        QTest::addColumn<bool>("unplaced");
        QTest::addColumn<QString>("end"); // where the stream ends (bench ingest --end)
        const QString current = QStringLiteral("2026-11-30T12:00:00Z");
        const QString old = QStringLiteral("2014-06-01T12:00:00Z"); // before any live window
        QTest::addRow("after the first commit") << 1 << false << current;
        QTest::addRow("half stored") << 1000 << false << current;
        QTest::addRow("three quarters stored") << 1500 << false << current;
        QTest::addRow("all stored, stories not yet placed") << 2000 << true << current;
        QTest::addRow("old stream, after the first commit") << 1 << false << old;
        QTest::addRow("old stream, half stored") << 1000 << false << old;
        QTest::addRow("old stream, all stored, stories not yet placed") << 2000 << true << old;
    }

    void aRerunMakesWhatOneRunMakes()
    {
        QFETCH(int, storedAtKill);
        QFETCH(bool, unplaced);
        QFETCH(QString, end);
        const QString stream = m_dir.filePath(QStringLiteral("stream-") + end.left(4));
        if (!QFileInfo::exists(stream)) {
            QProcess write;
            write.start(QStringLiteral(KINDRED_CLI),
                {QStringLiteral("bench"), QStringLiteral("ingest"), QStringLiteral("--zipf"),
                    QStringLiteral("--bursts"), QStringLiteral("-n"), QStringLiteral("2000"),
                    QStringLiteral("--end"), end, QStringLiteral("--write"), stream});
            QVERIFY(write.waitForFinished(120000) && write.exitCode() == 0);
        }
        QStringList feeds;
        for (const QString &name : QDir(stream).entryList({QStringLiteral("*.xml")}, QDir::Files, QDir::Name))
            feeds.append(QDir(stream).filePath(name));
        const auto ingest = [&](const QString &db) {
            QProcess run;
            run.start(QStringLiteral(KINDRED_CLI),
                QStringList {QStringLiteral("ingest"), QStringLiteral("--db"), db} + feeds);
            return run.waitForStarted() && finishes(run, db, 120000) && run.exitCode() == 0;
        };

        const QString whole = m_databases.location(QStringLiteral("whole") + end.left(4));
        QString error;
        Made expected;
        {
            QVERIFY(ingest(whole));
            QSqlDatabase db = Database::open(whole, QStringLiteral("whole"), &error);
            QVERIFY2(db.isValid(), qPrintable(error));
            expected = madeOf(db);
        }
        Database::close(QStringLiteral("whole"));
        QVERIFY(expected.events.size() >= 2);

        const QString killed
            = m_databases.location(QStringLiteral("killed%1-%2").arg(storedAtKill).arg(end.left(4)));
        {
            QString error;
            // The schema first, so that the watching connection can count while the ingest runs.
            QSqlDatabase watch = Database::open(killed, QStringLiteral("watch"), &error);
            QVERIFY2(watch.isValid(), qPrintable(error));
            QProcess run;
            run.start(QStringLiteral(KINDRED_CLI),
                QStringList {QStringLiteral("ingest"), QStringLiteral("--db"), killed} + feeds);
            QVERIFY(run.waitForStarted());
            QElapsedTimer waited;
            waited.start();
            int stored = 0, withoutStory = 0;
            while (run.state() == QProcess::Running && waited.elapsed() < 60000) {
                stored = scalar(watch, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt();
                withoutStory
                    = scalar(watch, QStringLiteral("SELECT COUNT(*) FROM articles WHERE story_id IS NULL"))
                          .toInt();
                if (stored >= storedAtKill && (!unplaced || withoutStory > 0))
                    break;
                QThread::msleep(1);
            }
            const bool killedMidway = run.state() == QProcess::Running;
            if (killedMidway)
                ::kill(pid_t(run.processId()), SIGKILL);
            run.waitForFinished();
            qInfo("killed: %s, %d stored, %d without a story",
                killedMidway ? "yes" : "no (it finished first)", stored, withoutStory);
        }
        Database::close(QStringLiteral("watch"));
        QVERIFY(ingest(killed));

        QSqlDatabase db = Database::open(killed, QStringLiteral("rerun"), &error);
        QVERIFY2(db.isValid(), qPrintable(error));
        const Made made = madeOf(db);
        db = {};
        Database::close(QStringLiteral("rerun"));
        QCOMPARE(made.groupOf.size(), expected.groupOf.size());
        QCOMPARE(made.stories, expected.stories);
        QCOMPARE(made.events, expected.events);
        QCOMPARE(made.fingerprints, expected.fingerprints);
        QCOMPARE(made.groupOf, expected.groupOf);
    }

    void aKilledIngestLosesNothing_data()
    {
        QTest::addColumn<int>("killAfterMs");
        if (!test::TestDatabases::postgres()) {
            QTest::addRow("after the first commit") << -1;
            return;
        }
        // Every 150 ms from the first statements to the last stories; every 300 ms under the
        // sanitizers, whose runs take several times as long (the same span, half the reruns).
#if defined(__SANITIZE_ADDRESS__)
        constexpr int step = 300;
#else
        constexpr int step = 150;
#endif
        for (int killAfter = 150; killAfter <= 3000; killAfter += step)
            QTest::addRow("after %d ms", killAfter) << killAfter;
    }

    void aKilledIngestLosesNothing()
    {
        QFETCH(int, killAfterMs);
        const QString db = m_databases.location(QStringLiteral("k%1").arg(killAfterMs));
        const QString feed = m_feed;

        // Kill the ingest with SIGKILL at its moment, or once it has committed something.
        QProcess ingest;
        ingest.start(
            QStringLiteral(KINDRED_CLI), {QStringLiteral("ingest"), QStringLiteral("--db"), db, feed});
        QVERIFY(ingest.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        const auto due = [&] {
            return killAfterMs >= 0 ? waited.elapsed() >= killAfterMs
                                    : QFile(db + QStringLiteral("-wal")).size() >= 256 * 1024;
        };
        while (ingest.state() == QProcess::Running && waited.elapsed() < 60000 && !due())
            QThread::msleep(5);
        const bool killedMidway = ingest.state() == QProcess::Running;
        if (killedMidway)
            ::kill(pid_t(ingest.processId()), SIGKILL);
        ingest.waitForFinished();
        qInfo("killed mid-ingest: %s", killedMidway ? "yes" : "no (it finished first)");

        int before = 0;
        {
            QString error;
            QSqlDatabase check = Database::open(db, QStringLiteral("check"), &error);
            QVERIFY2(check.isValid(), qPrintable(error));
            const bool postgres = test::TestDatabases::postgres();
            if (!postgres) { // a server keeps its own files whole
                QCOMPARE(
                    scalar(check, QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
            }
            before = scalar(check, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt();
            // Killed while placing stories, every article may be stored: the rerun places them.
            QVERIFY(before <= itemCount);
            // No half-written article: every row has its fingerprint and text, and the search index agrees.
            QCOMPARE(scalar(check,
                         QStringLiteral("SELECT COUNT(*) FROM articles WHERE title = '' OR fp_version = 0"
                                        " OR length(digest) <> 16"))
                         .toInt(),
                0);
            QCOMPARE(scalar(check,
                         postgres ? QStringLiteral("SELECT COUNT(*) FROM article_search")
                                  : QStringLiteral("SELECT COUNT(*) FROM articles_fts"))
                         .toInt(),
                before);
            // Group sizes match their members, and the feed counts its articles.
            QCOMPARE(scalar(check,
                         QStringLiteral("SELECT COUNT(*) FROM duplicate_groups g WHERE g.size <>"
                                        " (SELECT COUNT(*) FROM articles a WHERE a.group_id = g.id)"))
                         .toInt(),
                0);
            QCOMPARE(
                scalar(check, QStringLiteral("SELECT COALESCE(SUM(article_count), 0) FROM feeds")).toInt(),
                before);
        }
        Database::close(QStringLiteral("check"));

        // A second ingest completes the work: every article once, each with its story.
        QProcess again;
        again.start(
            QStringLiteral(KINDRED_CLI), {QStringLiteral("ingest"), QStringLiteral("--db"), db, feed});
        QVERIFY(finishes(again, db, 200000));
        QCOMPARE(again.exitCode(), 0);
        const QStringList lines = QString::fromUtf8(again.readAllStandardOutput()).trimmed().split(u'\n');
        const QJsonObject summary = QJsonDocument::fromJson(lines.last().toUtf8()).object();
        QCOMPARE(summary.value(QStringLiteral("articles")).toInt(), itemCount - before);
        {
            QString error;
            QSqlDatabase check = Database::open(db, QStringLiteral("check2"), &error);
            QCOMPARE(scalar(check, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt(), itemCount);
            QCOMPARE(scalar(check, QStringLiteral("SELECT COUNT(DISTINCT guid) FROM articles")).toInt(),
                itemCount);
            QCOMPARE(
                scalar(check, QStringLiteral("SELECT COUNT(*) FROM articles WHERE story_id IS NULL")).toInt(),
                0);
        }
        Database::close(QStringLiteral("check2"));
    }
};

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
