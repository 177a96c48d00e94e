// A fleet of crawler workers (kindred-cli serve) on one PostgreSQL store that loses machines:
// workers killed while fetching and storing lose nothing and store nothing twice, a killed
// placer's role is taken over, a restarted server is reconnected, and a promoted standby is
// reached through a multi-host URI. What goes well is tst_fleet.
#include "FleetFixture.h"

#include <QElapsedTimer>

class TestFleetFaults : public FleetFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpFleet(); }

    void init() { FleetFixture::init(); }

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
        QString error;
        const int standbyPort = test::startStandby(failover, &error);
        QVERIFY2(standbyPort > 0, qPrintable(error));
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

QTEST_GUILESS_MAIN(TestFleetFaults)
#include "tst_fleetfaults.moc"
