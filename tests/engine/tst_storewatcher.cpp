// Live updates on a shared PostgreSQL store: a run committed by one session reaches another
// session's watcher (LISTEN/NOTIFY), and a watcher whose connection the server drops says so,
// reconnects with backoff and catches up. On SQLite the watcher stays silent.
#include "TestDatabases.h"
#include "engine/IngestController.h"
#include "engine/Session.h"
#include "engine/StoreWatcher.h"
#include "storage/ArticleStore.h"
#include "storage/StoreWriter.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using namespace kindred;
using namespace std::chrono_literals;

namespace {

constexpr int waitMs = 30000;

// Three wire stories (the CLI's tests read them too).
const QString wireFeed = QStringLiteral(KINDRED_TEST_DATA_DIR "/cli/wire.xml");

// Quick enough for a test of a few seconds.
StoreWatcher::Options quickOptions(const QString &applicationName)
{
    StoreWatcher::Options options;
    options.coalesce = 50ms;
    options.check = 200ms;
    options.firstRetry = 100ms;
    options.longestRetry = 400ms;
    options.applicationName = applicationName;
    return options;
}

} // namespace

class TestStoreWatcher final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qRegisterMetaType<IngestStats>();
        qRegisterMetaType<RegroupResult>();
        KINDRED_REQUIRE_DATABASE(m_databases);
    }

    void anotherSessionsRunArrives()
    {
        const QString location = m_databases.location(QStringLiteral("arrivals"));
        Session writer(location, {});
        Session reader(location, {});
        QVERIFY2(writer.databaseError().isEmpty(), qPrintable(writer.databaseError()));
        QCOMPARE(reader.watcher().isActive(), test::TestDatabases::postgres());
        QCOMPARE(reader.watcher().isConnected(), test::TestDatabases::postgres());
        QSignalSpy arrived(&reader.watcher(), &StoreWatcher::articlesArrived);
        QSignalSpy finished(&writer.ingest(), &IngestController::jobFinished);
        writer.ingest().addFile(wireFeed);
        QVERIFY(finished.wait(waitMs));
        QCOMPARE(finished.constFirst().at(1).value<IngestStats>().articles, 3);
        if (!test::TestDatabases::postgres()) {
            QVERIFY(!arrived.wait(600)); // one process owns an SQLite file: nothing to hear
            return;
        }
        // The run notified after its commit, before its jobFinished(): within 2 s from there.
        QVERIFY(arrived.count() > 0 || arrived.wait(2000));
        QCOMPARE(ArticleStore(reader.database()).feeds().constFirst().articleCount, 3);

        // No new article, but stories made again (a regroup; so are stories placed after their
        // articles' run): the other windows hear of it too.
        QTRY_VERIFY_WITH_TIMEOUT(!writer.isBusy(), waitMs);
        QTest::qWait(100); // past the coalescing of the first notice
        arrived.clear();
        QSignalSpy regrouped(&writer.ingest(), &IngestController::regroupFinished);
        // Its live window holds the wire stories of 20 November.
        writer.ingest().setClock([] { return QDateTime(QDate(2026, 11, 20), QTime(12, 0), Qt::UTC); });
        writer.ingest().regroup();
        QVERIFY(regrouped.wait(waitMs));
        QCOMPARE(regrouped.constFirst().at(0).value<RegroupResult>().articles, 3);
        QVERIFY(arrived.count() > 0 || arrived.wait(2000));

        // An article stored without its story (a run killed before placing it) is placed later.
        QTRY_VERIFY_WITH_TIMEOUT(!writer.isBusy(), waitMs);
        NewArticle unplaced;
        unplaced.feedId = ArticleStore(writer.database()).feeds().constFirst().id;
        unplaced.guid = QStringLiteral("left-unplaced");
        unplaced.title = QStringLiteral("Ferry service resumes after the strike");
        unplaced.published = QDateTime(QDate(2026, 11, 20), QTime(11, 30), Qt::UTC);
        unplaced.fetched = unplaced.published;
        unplaced.fingerprint.simhash = 0x5EED;
        unplaced.fingerprint.version = 1;
        QVERIFY(StoreWriter(writer.database()).insertArticle(unplaced) > 0);
        QTest::qWait(100);
        arrived.clear();
        writer.ingest().placeUnplacedStories();
        QTRY_VERIFY_WITH_TIMEOUT(!writer.isBusy(), waitMs);
        QVERIFY(arrived.count() > 0 || arrived.wait(2000));
        QSqlQuery left(reader.database());
        QVERIFY(
            left.exec(QStringLiteral("SELECT COUNT(*) FROM articles WHERE story_id IS NULL")) && left.next());
        QCOMPARE(left.value(0).toInt(), 0);
    }

    void droppedConnectionIsNoticedAndRestored()
    {
        if (!test::TestDatabases::postgres()) {
            StoreWatcher watcher(m_databases.location(QStringLiteral("dropped")));
            QSignalSpy changed(&watcher, &StoreWatcher::connectionChanged);
            watcher.start();
            QVERIFY(!watcher.isActive());
            QVERIFY(!watcher.isConnected());
            QVERIFY(!changed.wait(300));
            return;
        }
        const QString name
            = QStringLiteral("kindred-test-watcher-%1").arg(QCoreApplication::applicationPid());
        StoreWatcher watcher(m_databases.location(QStringLiteral("dropped")), quickOptions(name));
        QSignalSpy changed(&watcher, &StoreWatcher::connectionChanged);
        QSignalSpy arrived(&watcher, &StoreWatcher::articlesArrived);
        watcher.start();
        QVERIFY2(watcher.isConnected(), qPrintable(watcher.lastError()));
        QCOMPARE(changed.count(), 0);

        // The server ends the watcher's backend, as a restart would.
        QCOMPARE(terminateBackends(name), 1);
        QVERIFY(changed.wait(3000));
        QCOMPARE(changed.constFirst().at(0).toBool(), false);
        QVERIFY(!changed.constFirst().at(1).toString().isEmpty());
        QVERIFY(!watcher.isConnected());
        // Other tests' runs on this server notify the same channel: only what comes after the
        // drop counts, and nothing can while no connection listens.
        arrived.clear();

        // The server is up: the first retry connects, listens again and catches up once.
        QVERIFY(changed.count() > 1 || changed.wait(3000));
        QCOMPARE(changed.at(1).at(0).toBool(), true);
        QVERIFY(watcher.isConnected());
        QCOMPARE(arrived.count(), 1); // with the reconnection, not on a notification
        QCOMPARE(backendCount(name), 1); // the old backend is gone, a new one listens
    }

    void unreachableServerIsRetriedWithBackoff()
    {
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            QSKIP("Qt's PostgreSQL driver is not installed");
        // Nothing listens on port 1: every attempt is refused at once.
        StoreWatcher watcher(QStringLiteral("postgresql://127.0.0.1:1/kindred"), quickOptions({}));
        QSignalSpy changed(&watcher, &StoreWatcher::connectionChanged);
        QSignalSpy retries(&watcher, &StoreWatcher::retryScheduled);
        watcher.start();
        QVERIFY(watcher.isActive());
        QVERIFY(!watcher.isConnected());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.constFirst().at(0).toBool(), false);
        QVERIFY(!watcher.lastError().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(retries.count() >= 5, 5000);
        QList<int> waits;
        for (qsizetype i = 0; i < 5; ++i)
            waits.append(retries.at(i).at(0).toInt());
        QCOMPARE(waits, QList<int>({100, 200, 400, 400, 400})); // doubled, then capped
        QCOMPARE(changed.count(), 1); // a failed retry is no new news
    }

private:
    // Ends the backends named `applicationName`; how many there were.
    int terminateBackends(const QString &applicationName)
    {
        QSqlQuery query(admin());
        query.prepare(QStringLiteral(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = ?"));
        query.addBindValue(applicationName);
        return query.exec() && query.next() ? query.value(0).toInt() : -1;
    }

    int backendCount(const QString &applicationName)
    {
        QSqlQuery query(admin());
        query.prepare(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE application_name = ?"));
        query.addBindValue(applicationName);
        return query.exec() && query.next() ? query.value(0).toInt() : -1;
    }

    // A connection of the test's own, through the PG* variables.
    QSqlDatabase admin()
    {
        const QString name = QStringLiteral("tst-storewatcher-admin");
        if (QSqlDatabase::contains(name))
            return QSqlDatabase::database(name);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        if (!db.open())
            qWarning("cannot open the admin connection: %s", qPrintable(db.lastError().text()));
        return db;
    }

    test::TestDatabases m_databases;
};

QTEST_GUILESS_MAIN(TestStoreWatcher)
#include "tst_storewatcher.moc"
