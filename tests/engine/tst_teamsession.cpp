// A team's reader in the engine: their Session reads the shared store and keeps their own marks,
// while every job that would write the shared store is refused with the reason (no refresh is
// scheduled, a feed or a regroup ends in an error that says who may). A member's session writes.
// On SQLite (one person) the session always writes.
#include "TestDatabases.h"
#include "engine/IngestController.h"
#include "engine/ReadingActions.h"
#include "engine/Session.h"
#include "engine/SimilarStoriesService.h"
#include "news/Regrouper.h"
#include "news/Rule.h"
#include "storage/ArticleQuery.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/RuleStore.h"
#include "storage/TeamSetup.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlQuery>
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

    // The server goes away (here: it ends the connection's backend, as a restart does): marks made
    // meanwhile show at once, wait in order, and are written once the connection is back.
    void marksWaitForTheServer()
    {
        if (!test::TestDatabases::postgres())
            QSKIP("a server that goes away is PostgreSQL's");
        const QString location = TeamSetup::personLocation(
            m_location, QStringLiteral("member_%1").arg(QCoreApplication::applicationPid()));
        {
            QString error;
            QSqlDatabase db = Database::open(location, QStringLiteral("marks-wait"), &error);
            QVERIFY2(db.isValid(), qPrintable(error));
            const QList<ArticleRecord> articles = ArticleStore(db).articles(0, 0, 3);
            QCOMPARE(articles.size(), 3);
            ReadingActions reading {ReadStateStore(db)};
            QSignalSpy read(&reading, &ReadingActions::readChanged);
            QSignalSpy pending(&reading, &ReadingActions::pendingChanged);
            QSignalSpy failed(&reading, &ReadingActions::failed);

            QSqlQuery pid(db);
            QVERIFY(pid.exec(QStringLiteral("SELECT pg_backend_pid()")) && pid.next());
            {
                Session owner(m_location, {});
                QSqlQuery end(owner.database());
                QVERIFY(end.exec(
                    QStringLiteral("SELECT pg_terminate_backend(%1)").arg(pid.value(0).toLongLong())));
            }
            pid = QSqlQuery();
            reading.setRead(articles[0].id, true);
            reading.setStarred(articles[1].id, true);
            reading.setRead(articles[0].id, false); // later marks win: written in the order made
            reading.setRead(articles[2].id, true);
            QCOMPARE(failed.size(), 0);
            QCOMPARE(reading.pendingCount(), 4);
            QCOMPARE(pending.constLast().at(0).value<qsizetype>(), 4);
            QCOMPARE(read.size(), 3); // shown at once
            QCOMPARE(read.constFirst().at(0).value<UnreadDelta>().changed, QList<qint64> {articles[0].id});

            // Still away: nothing is written, nothing is lost.
            QCOMPARE(reading.writePending(), 4);

            db.close();
            QVERIFY(db.open());
            reading.setStore(ReadStateStore(db));
            QCOMPARE(reading.writePending(), 0);
            QCOMPARE(pending.constLast().at(0).value<qsizetype>(), 0);
            const ArticleStore store(db);
            QVERIFY(!store.article(articles[0].id)->read);
            QVERIFY(store.article(articles[1].id)->starred);
            QVERIFY(store.article(articles[2].id)->read);
        }
        Database::close(QStringLiteral("marks-wait"));
    }

    // The server ends the similar-stories worker's connection (as a restart does): the next search
    // opens a new one and answers, instead of answering nothing from then on.
    void similarStoriesReconnect()
    {
        if (!test::TestDatabases::postgres())
            QSKIP("a server that goes away is PostgreSQL's");
        Session session(m_location, {});
        const qint64 first = ArticleStore(session.database()).articles(0, 0, 1).constFirst().id;
        QSignalSpy found(&session.similarStories(), &SimilarStoriesService::found);
        session.similarStories().request(first);
        QVERIFY(found.wait(waitMs));

        const QString workers
            = QStringLiteral("kindred[%1] kindred-similar-%").arg(QCoreApplication::applicationPid());
        QSqlQuery end(session.database());
        end.prepare(QStringLiteral("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                                   " WHERE application_name LIKE ?"));
        end.addBindValue(workers);
        QVERIFY(end.exec() && end.next());
        QCOMPARE(end.value(0).toInt(), 1);

        found.clear();
        session.similarStories().invalidate(); // its next search reads the store again
        session.similarStories().request(first);
        QVERIFY(found.wait(waitMs));
        QCOMPARE(found.constFirst().at(0).toLongLong(), first);
        QSqlQuery count(session.database());
        count.prepare(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE application_name LIKE ?"));
        count.addBindValue(workers);
        QVERIFY(count.exec() && count.next());
        QCOMPARE(count.value(0).toInt(), 1); // a new connection
    }

    // A reader's rules are theirs: a reader may keep rules (which write only their own marks),
    // another person sees neither the rules nor what they hid.
    void aReadersRulesAreTheirOwn()
    {
        if (!test::TestDatabases::postgres())
            QSKIP("a team's roles are PostgreSQL's");
        const QString pid = QString::number(QCoreApplication::applicationPid());
        Session reader(TeamSetup::personLocation(m_location, QStringLiteral("reader_") + pid), {});
        Rule mute;
        mute.name = QStringLiteral("Mute the conductor");
        mute.conditions
            = {{RuleCondition::Field::Title, RuleCondition::Match::Words, QStringLiteral("conductor")}};
        mute.actions = Rule::Hide;
        RuleStore rules(reader.writer());
        QVERIFY2(
            rules.save({mute.name, 0, true, QString::fromUtf8(QJsonDocument(mute.definition()).toJson())}),
            qPrintable(rules.lastError()));
        const int before = int(ArticleStore(reader.database()).articles(ArticleQuery {}, 0, 10).size());
        reader.applyRulesToWindow();
        QCOMPARE(int(ArticleStore(reader.database()).articles(ArticleQuery {}, 0, 10).size()), before - 1);

        Session member(TeamSetup::personLocation(m_location, QStringLiteral("member_") + pid), {});
        QCOMPARE(RuleStore(member.writer()).rules()->size(), 0);
        QCOMPARE(int(ArticleStore(member.database()).articles(ArticleQuery {}, 0, 10).size()), before);
        QVERIFY(rules.remove(mute.name));
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
