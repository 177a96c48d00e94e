// A team's window that reads from a streaming replica: given both hosts and
// target_session_attrs=prefer-standby, its Session reads from the standby and writes (marks,
// LISTEN) on the primary among the same hosts. What it wrote itself, and what other writers stored,
// is in its reads by the time its clients are told, even while the standby lags behind (here:
// its replay paused for half a second).
// Runs on a server of its own (tst_replicasession_pg: tests/with-postgres.sh inside), since it
// gives the server a standby; skips on SQLite.
#include "TestDatabases.h"
#include "engine/IngestController.h"
#include "engine/ReadingActions.h"
#include "engine/Session.h"
#include "engine/StoreWatcher.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"

#include <QProcess>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>
#include <chrono>
#include <thread>

using namespace kindred;
using namespace std::chrono_literals;

namespace {

constexpr int waitMs = 30000;
const QString wireFeed = QStringLiteral(KINDRED_TEST_DATA_DIR "/cli/wire.xml");
const QString paperFeed = QStringLiteral(KINDRED_TEST_DATA_DIR "/cli/paper.atom");

QVariant scalar(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0) : QVariant();
}

} // namespace

class TestReplicaSession : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QString m_primary; // the store on the primary alone
    QString m_replica; // both hosts, reads from the standby
    int m_standbyPort = 0;

    // Pauses the standby's replay now and resumes it after `pause`, from a thread of its own
    // (the session's thread waits meanwhile).
    std::thread pauseReplay(std::chrono::milliseconds pause)
    {
        const QString standby = standbyLocation();
        {
            QString error;
            QSqlDatabase db = Database::open(standby, QStringLiteral("pauser"), &error);
            if (!db.isValid())
                qWarning("cannot reach the standby: %s", qPrintable(error));
            QSqlQuery(db).exec(QStringLiteral("SELECT pg_wal_replay_pause()"));
        }
        Database::close(QStringLiteral("pauser"));
        return std::thread([standby, pause] {
            std::this_thread::sleep_for(pause);
            {
                QString error;
                QSqlDatabase db = Database::open(standby, QStringLiteral("resumer"), &error);
                QSqlQuery(db).exec(QStringLiteral("SELECT pg_wal_replay_resume()"));
            }
            Database::close(QStringLiteral("resumer"));
        });
    }

    QString standbyLocation() const
    {
        return QStringLiteral("postgresql://127.0.0.1:%1/%2?")
                   .arg(m_standbyPort)
                   .arg(qEnvironmentVariable("PGDATABASE"))
            + m_primary.section(u'?', 1);
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<IngestStats>();
        if (!test::TestDatabases::postgres())
            QSKIP("a streaming replica is PostgreSQL's");
        const QString failover = qEnvironmentVariable("KINDRED_TEST_SERVER_FAILOVER");
        if (failover.isEmpty())
            QSKIP("no command that makes a standby (tests/with-postgres.sh gives one)");
        KINDRED_REQUIRE_DATABASE(m_databases);
        m_primary = m_databases.location(QStringLiteral("team"));
        {
            Session owner(m_primary, {});
            QSignalSpy finished(&owner.ingest(), &IngestController::jobFinished);
            owner.ingest().addFile(wireFeed);
            QVERIFY(finished.wait(waitMs));
            QCOMPARE(finished.constFirst().at(1).value<IngestStats>().articles, 3);
            QTRY_VERIFY_WITH_TIMEOUT(!owner.isBusy(), waitMs);
        }
        QString error;
        m_standbyPort = test::startStandby(failover, &error);
        QVERIFY2(m_standbyPort > 0, qPrintable(error));
        m_replica
            = QStringLiteral("postgresql://127.0.0.1:%1,127.0.0.1:%2/%3?target_session_attrs=prefer-standby&")
                  .arg(qEnvironmentVariable("PGPORT"))
                  .arg(m_standbyPort)
                  .arg(qEnvironmentVariable("PGDATABASE"))
            + m_primary.section(u'?', 1);
    }

    void readsFromTheStandbyAndWritesToThePrimary()
    {
        Session reader(m_replica, {});
        QVERIFY2(reader.databaseError().isEmpty(), qPrintable(reader.databaseError()));
        QVERIFY(reader.readsFromReplica());
        QCOMPARE(scalar(reader.database(), QStringLiteral("SELECT pg_is_in_recovery()")).toBool(), true);
        QCOMPARE(scalar(reader.writer(), QStringLiteral("SELECT pg_is_in_recovery()")).toBool(), false);
        QTRY_COMPARE_WITH_TIMEOUT(reader.summary(false).articles, 3, waitMs);
        QVERIFY(reader.mayWrite());
        // It listens on the primary (a standby refuses LISTEN).
        QVERIFY2(reader.watcher().isConnected(), qPrintable(reader.watcher().lastError()));

        const qint64 first = ArticleStore(reader.database()).articles(0, 0, 1).constFirst().id;
        QSignalSpy failed(&reader.reading(), &ReadingActions::failed);
        reader.reading().setStarred(first, true);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(scalar(reader.writer(),
                     QStringLiteral("SELECT starred FROM marks WHERE article_id = %1").arg(first))
                     .toBool(),
            true);
        QTRY_VERIFY_WITH_TIMEOUT(
            scalar(reader.database(),
                QStringLiteral("SELECT starred FROM marks WHERE article_id = %1").arg(first))
                .toBool(),
            waitMs);
        reader.reading().setStarred(first, false);
    }

    // Marking a whole feed read makes its clients read again (manyChanged): they see every
    // article read although the standby was paused when the marks were written.
    void itsOwnMarksShowWhileTheStandbyLags()
    {
        Session reader(m_replica, {});
        QVERIFY(reader.readsFromReplica());
        QTRY_COMPARE_WITH_TIMEOUT(reader.summary(false).unread, 3, waitMs);
        int unreadSeen = -1;
        connect(&reader.reading(), &ReadingActions::manyChanged, this,
            [&] { unreadSeen = reader.summary(false).unread; });
        std::thread resumer = pauseReplay(500ms);
        reader.reading().markFeedRead(0);
        resumer.join();
        QCOMPARE(unreadSeen, 0);
        QCOMPARE(
            scalar(reader.writer(), QStringLiteral("SELECT COUNT(*) FROM articles WHERE NOT read")).toInt(),
            0);
    }

    // Another writer stores articles: the window hears it from the primary and reads them from
    // the standby, which has them by then.
    void othersArrivalsShowWhileTheStandbyLags()
    {
        Session reader(m_replica, {});
        QVERIFY(reader.readsFromReplica());
        QTRY_VERIFY_WITH_TIMEOUT(reader.watcher().isConnected(), waitMs);
        const int before = reader.summary(false).articles;
        int articlesSeen = -1;
        connect(&reader.watcher(), &StoreWatcher::articlesArrived, this,
            [&] { articlesSeen = reader.summary(false).articles; });

        Session owner(m_primary, {});
        QSignalSpy finished(&owner.ingest(), &IngestController::jobFinished);
        // Resumed well after the arrival is heard (its ingest takes a fraction of that).
        std::thread resumer = pauseReplay(1500ms);
        owner.ingest().addFile(paperFeed);
        QVERIFY(finished.wait(waitMs));
        const int stored = finished.constFirst().at(1).value<IngestStats>().articles;
        QVERIFY(stored > 0);
        QTRY_VERIFY_WITH_TIMEOUT(articlesSeen != -1, waitMs);
        resumer.join();
        QCOMPARE(articlesSeen, before + stored);
        QTRY_VERIFY_WITH_TIMEOUT(!owner.isBusy(), waitMs);
    }
};

QTEST_GUILESS_MAIN(TestReplicaSession)
#include "tst_replicasession.moc"
