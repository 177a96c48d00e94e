// A team's reader in the engine: their Session reads the shared store and keeps their own marks,
// while every job that would write the shared store is refused with the reason (no refresh is
// scheduled, a feed or a regroup ends in an error that says who may). A member's session writes.
// On SQLite (one person) the session always writes.
#include "TestDatabases.h"
#include "engine/IngestController.h"
#include "engine/ReadingActions.h"
#include "engine/Session.h"
#include "news/Regrouper.h"
#include "storage/ArticleStore.h"
#include "storage/TeamSetup.h"

#include <QSignalSpy>
#include <QTest>
#include <chrono>

using namespace kindred;
using namespace std::chrono_literals;

namespace {

constexpr int waitMs = 30000;
const QString wireFeed = QStringLiteral(KINDRED_TEST_DATA_DIR "/cli/wire.xml");

} // namespace

class TestTeamSession : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QString m_location;

private slots:
    void initTestCase()
    {
        qRegisterMetaType<IngestStats>();
        qRegisterMetaType<RegroupResult>();
        KINDRED_REQUIRE_DATABASE(m_databases);
        m_location = m_databases.location(QStringLiteral("desk"));
        // The owner stores three stories.
        Session owner(m_location, {});
        QVERIFY(owner.mayWrite());
        QSignalSpy finished(&owner.ingest(), &IngestController::jobFinished);
        owner.ingest().addFile(wireFeed);
        QVERIFY(finished.wait(waitMs));
        QCOMPARE(finished.constFirst().at(1).value<IngestStats>().articles, 3);
        QTRY_VERIFY_WITH_TIMEOUT(!owner.isBusy(), waitMs);
        if (test::TestDatabases::postgres()) {
            TeamSetup team(owner.database());
            QVERIFY2(team.grantGroups(), qPrintable(team.lastError()));
            const QString pid = QString::number(QCoreApplication::applicationPid());
            QVERIFY(team.addPerson(QStringLiteral("reader_") + pid, TeamSetup::Access::Reader));
            QVERIFY(team.addPerson(QStringLiteral("member_") + pid, TeamSetup::Access::Member));
        }
    }

    void aReaderReadsAndMarksButWritesNothingShared()
    {
        if (!test::TestDatabases::postgres())
            QSKIP("a team's roles are PostgreSQL's");
        const QString pid = QString::number(QCoreApplication::applicationPid());
        Session reader(TeamSetup::personLocation(m_location, QStringLiteral("reader_") + pid), {});
        QVERIFY2(reader.databaseError().isEmpty(), qPrintable(reader.databaseError()));
        QVERIFY(!reader.mayWrite());
        QCOMPARE(reader.summary(false).articles, 3);

        // Feeds and regroups are refused with the reason; nothing is scheduled.
        QSignalSpy finished(&reader.ingest(), &IngestController::jobFinished);
        reader.ingest().addFile(wireFeed);
        QCOMPARE(finished.size(), 1);
        const QStringList errors = finished.constFirst().at(1).value<IngestStats>().errors;
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.constFirst().contains(QStringLiteral("members")), qPrintable(errors.constFirst()));
        QSignalSpy regrouped(&reader.ingest(), &IngestController::regroupFinished);
        reader.ingest().regroup();
        QCOMPARE(regrouped.size(), 1);
        QVERIFY(!regrouped.constFirst().at(0).value<RegroupResult>().ok());
        QVERIFY(!reader.refreshAll());
        reader.start(30min);
        QVERIFY(!reader.isBusy());

        // Their marks are theirs.
        const qint64 first = ArticleStore(reader.database()).articles(0, 0, 1).constFirst().id;
        QSignalSpy read(&reader.reading(), &ReadingActions::readChanged);
        reader.reading().setRead(first, true);
        QCOMPARE(read.size(), 1);
        QCOMPARE(reader.summary(false).unread, 2);
        Session member(TeamSetup::personLocation(m_location, QStringLiteral("member_") + pid), {});
        QVERIFY(member.mayWrite());
        QCOMPARE(member.summary(false).unread, 3);
    }

    void onePersonAlwaysWrites()
    {
        if (test::TestDatabases::postgres())
            QSKIP("SQLite only");
        Session session(m_location, {});
        QVERIFY(session.mayWrite());
        QVERIFY(session.refreshAll());
    }
};

QTEST_GUILESS_MAIN(TestTeamSession)
#include "tst_teamsession.moc"
