#include "TestDatabases.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/ReadStateStore.h"
#include "storage/StoreWriter.h"
#include "storage/TeamSetup.h"

#include <QSqlQuery>
#include <QTest>

using namespace kindred;

namespace {

const QDateTime now(QDate(2026, 11, 20), QTime(12, 0), Qt::UTC);

qint64 scalar(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
}

// How many rows `sql` changed, -1 when the server refused it.
int changed(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) ? query.numRowsAffected() : -1;
}

int unreadOf(const QSqlDatabase &db, qint64 feedId)
{
    for (const FeedRecord &feed : ArticleStore(db).feeds()) {
        if (feed.id == feedId)
            return feed.unreadCount;
    }
    return -1;
}

} // namespace

// Several people on one PostgreSQL store, each as their own role: their marks are theirs alone,
// enforced by the server whatever SQL they send, and a reader may read and mark but not write the
// shared tables. On SQLite (one person) only what TeamSetup says there.
class TestTeamSetup : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_owner;
    QString m_location;
    qint64 m_feed = 0;
    qint64 m_first = 0;
    qint64 m_second = 0;
    QString m_alice, m_bob, m_carol; // two members and a reader

    QSqlDatabase as(const QString &person)
    {
        QString error;
        const QSqlDatabase db = Database::open(TeamSetup::personLocation(m_location, person), person, &error);
        if (!db.isValid())
            qWarning("%s", qPrintable(error));
        return db;
    }

private slots:
    void initTestCase()
    {
        KINDRED_REQUIRE_DATABASE(m_databases);
        m_location = m_databases.location(QStringLiteral("team"));
        QString error;
        m_owner = Database::open(m_location, QStringLiteral("owner"), &error);
        QVERIFY2(m_owner.isValid(), qPrintable(error));
        if (!test::TestDatabases::postgres())
            return;

        StoreWriter writer(m_owner);
        m_feed = writer.upsertFeed(QStringLiteral("https://wire.example/feed"), QStringLiteral("Wire"));
        QVERIFY(writer.setFeedRetentionDays(m_feed, 2));
        for (const double daysAgo : {5.0, 6.0}) {
            NewArticle a;
            a.feedId = m_feed;
            a.guid = QStringLiteral("g%1").arg(daysAgo);
            a.title = QStringLiteral("Report from %1 days ago").arg(daysAgo);
            a.published = now.addSecs(-qint64(daysAgo * 86400));
            a.fetched = a.published;
            a.fingerprint.simhash = quint64(daysAgo * 1000);
            a.fingerprint.version = 1;
            (m_first == 0 ? m_first : m_second) = writer.insertArticle(a);
        }
        QVERIFY(m_first > 0 && m_second > 0);

        const QString suffix = QString::number(QCoreApplication::applicationPid());
        m_alice = QStringLiteral("alice_") + suffix;
        m_bob = QStringLiteral("bob_") + suffix;
        m_carol = QStringLiteral("carol_") + suffix;
        TeamSetup team(m_owner);
        QVERIFY2(team.grantGroups(), qPrintable(team.lastError()));
        QVERIFY2(team.addPerson(m_alice, TeamSetup::Access::Member), qPrintable(team.lastError()));
        QVERIFY2(team.addPerson(m_bob, TeamSetup::Access::Member), qPrintable(team.lastError()));
        QVERIFY2(team.addPerson(m_carol, TeamSetup::Access::Reader), qPrintable(team.lastError()));
        QVERIFY(team.grantGroups()); // twice is harmless (roles exist)
    }

    void cleanupTestCase()
    {
        m_owner = {};
        for (const QString &name : {QStringLiteral("owner"), m_alice, m_bob, m_carol})
            Database::close(name);
    }

    void sqliteHasOnePerson()
    {
        if (test::TestDatabases::postgres())
            QSKIP("SQLite only");
        QVERIFY(TeamSetup::maySubscribe(m_owner));
        TeamSetup team(m_owner);
        QVERIFY(!team.grantGroups());
        QVERIFY(team.lastError().contains(QStringLiteral("PostgreSQL")));
    }

    // The line a person starts Kindred with: the owner's store, their name, no password.
    void aPersonsLocationIsTheOwnersAsThem()
    {
        const QString location
            = TeamSetup::personLocation(QStringLiteral("postgresql://admin:secret@db.example:5433/"
                                                       "news?sslmode=require&options=-csearch_path%3Ddesk"),
                QStringLiteral("alice"));
        QCOMPARE(location,
            QStringLiteral(
                "postgresql://alice@db.example:5433/news?options=-csearch_path%3Ddesk&sslmode=require"));
        QCOMPARE(TeamSetup::personLocation(
                     QStringLiteral("postgresql:///news?host=/var/run/postgresql"), QStringLiteral("bob")),
            QStringLiteral("postgresql://bob@/news?host=%2Fvar%2Frun%2Fpostgresql"));
        QVERIFY(TeamSetup::personLocation(QStringLiteral("postgresql://[broken"), QStringLiteral("carol"))
                    .isEmpty());
    }

    void marksAreTheirOwn()
    {
        if (!test::TestDatabases::postgres())
            QSKIP("PostgreSQL only");
        const QSqlDatabase alice = as(m_alice);
        const QSqlDatabase bob = as(m_bob);
        QVERIFY(alice.isValid() && bob.isValid());
        QVERIFY(ReadStateStore(alice).setRead({m_first}, true));
        QVERIFY(ReadStateStore(alice).setStarred(m_first, true));
        QVERIFY(ReadStateStore(alice).setLabel({m_first}, QStringLiteral("Team notes"), true));
        QCOMPARE(ArticleStore(alice).article(m_first)->labels, QStringList {QStringLiteral("Team notes")});
        QVERIFY(ArticleStore(bob).article(m_first)->labels.isEmpty());
        QCOMPARE(ArticleStore(bob).labels()->size(), 0);

        QVERIFY(ArticleStore(alice).article(m_first)->read);
        QVERIFY(ArticleStore(alice).article(m_first)->starred);
        QCOMPARE(unreadOf(alice, m_feed), 1);
        QVERIFY(!ArticleStore(bob).article(m_first)->read);
        QVERIFY(!ArticleStore(bob).article(m_first)->starred);
        QCOMPARE(unreadOf(bob, m_feed), 2);

        // Bob's own SQL neither sees nor changes Alice's rows.
        QCOMPARE(scalar(bob, QStringLiteral("SELECT COUNT(*) FROM marks")), 0);
        QCOMPARE(scalar(bob, QStringLiteral("SELECT COUNT(*) FROM feed_reads")), 0);
        QCOMPARE(changed(bob, QStringLiteral("UPDATE marks SET read = 0, starred = 0")), 0);
        QCOMPARE(changed(bob, QStringLiteral("DELETE FROM marks")), 0);
        QCOMPARE(changed(bob, QStringLiteral("UPDATE feed_reads SET read_count = 0")), 0);
        QCOMPARE(changed(bob,
                     QStringLiteral(
                         "INSERT INTO marks (article_id, person, feed_id, read) VALUES (%1, '%2', %3, 0)"
                         " ON CONFLICT (article_id, person) DO UPDATE SET read = 0")
                         .arg(m_first)
                         .arg(m_alice)
                         .arg(m_feed)),
            -1);
        QCOMPARE(changed(bob, QStringLiteral("UPDATE marks SET person = '%1'").arg(m_alice)), 0);
        QVERIFY(ArticleStore(alice).article(m_first)->read);
        QCOMPARE(unreadOf(alice, m_feed), 1);

        // The owner sees everyone's rows; each person's own marks still read as theirs.
        QCOMPARE(scalar(m_owner, QStringLiteral("SELECT COUNT(*) FROM marks")), 1);
        QCOMPARE(scalar(m_owner, QStringLiteral("SELECT stars FROM articles WHERE id = %1").arg(m_first)), 1);
        QVERIFY(!ArticleStore(m_owner).article(m_first)->read);
    }

    void anotherPersonsStarKeepsAnArticle()
    {
        if (!test::TestDatabases::postgres())
            QSKIP("PostgreSQL only");
        // Bob's prune cannot see Alice's star, yet keeps the article she starred.
        StoreWriter writer(as(m_bob));
        QCOMPARE(writer.deleteExpiredArticles(now, 0), 1);
        QVERIFY(ArticleStore(m_owner).article(m_first).has_value());
        QVERIFY(!ArticleStore(m_owner).article(m_second).has_value());
        QVERIFY(ArticleStore(as(m_alice)).article(m_first)->starred);
    }

    void aReaderReadsAndMarksButWritesNothingShared()
    {
        if (!test::TestDatabases::postgres())
            QSKIP("PostgreSQL only");
        const QSqlDatabase carol = as(m_carol);
        QVERIFY(carol.isValid());
        QVERIFY(!TeamSetup::maySubscribe(carol));
        QVERIFY(TeamSetup::maySubscribe(as(m_alice)));
        QCOMPARE(ArticleStore(carol).feeds().size(), 1);

        QVERIFY(ReadStateStore(carol).setRead({m_first}, true));
        QVERIFY(ReadStateStore(carol).setStarred(m_first, true));
        QCOMPARE(unreadOf(carol, m_feed), 0);
        QCOMPARE(scalar(m_owner, QStringLiteral("SELECT stars FROM articles WHERE id = %1").arg(m_first)), 2);

        StoreWriter writer(carol);
        QCOMPARE(writer.upsertFeed(QStringLiteral("https://mine.example/feed"), QStringLiteral("Mine")), 0);
        QVERIFY(!writer.lastError().isEmpty());
        QVERIFY(!writer.deleteFeed(m_feed));
        QCOMPARE(changed(carol, QStringLiteral("DELETE FROM articles")), -1);
        QCOMPARE(changed(carol, QStringLiteral("UPDATE articles SET stars = 0")), -1);
        QCOMPARE(scalar(m_owner, QStringLiteral("SELECT COUNT(*) FROM feeds")), 1);
    }
};

QTEST_GUILESS_MAIN(TestTeamSetup)
#include "tst_teamsetup.moc"
