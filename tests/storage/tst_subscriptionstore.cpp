#include "TestDatabases.h"
#include "storage/Database.h"
#include "storage/StoreWriter.h"
#include "storage/SubscriptionStore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace kindred;

namespace {

int scalar(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0).toInt() : -1;
}

NewSubscription feed(const QString &url, const QString &title, const QStringList &folder = {})
{
    return {url, title, QString(), folder};
}

} // namespace

class TestSubscriptionStore : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::TestDatabases> m_databases;
    QSqlDatabase m_db;
    std::unique_ptr<SubscriptionStore> m_store;

    const QString m_connection = QStringLiteral("tst_subscriptionstore");

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void init()
    {
        m_databases = std::make_unique<test::TestDatabases>();
        QString error;
        m_db = Database::open(m_databases->location(QStringLiteral("k")), m_connection, &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        m_store = std::make_unique<SubscriptionStore>(m_db);
    }

    void cleanup()
    {
        m_store.reset();
        m_db = {};
        Database::close(m_connection);
        m_databases.reset();
    }

    void subscribeCreatesNestedFoldersOnce()
    {
        const QStringList newsWire {QStringLiteral("News"), QStringLiteral("Wire")};
        const SubscribeResult a = m_store->subscribe(
            feed(QStringLiteral("https://a.example/feed"), QStringLiteral("Alpha"), newsWire));
        QVERIFY2(a.added, qPrintable(a.error));
        QVERIFY(a.feedId > 0);
        const SubscribeResult b = m_store->subscribe(
            feed(QStringLiteral("https://b.example/feed"), QStringLiteral("Bravo"), newsWire));
        QVERIFY(b.added);
        // The same name under another parent is another folder.
        const SubscribeResult c = m_store->subscribe(feed(
            QStringLiteral("https://c.example/feed"), QStringLiteral("Charlie"), {QStringLiteral("Wire")}));
        QVERIFY(c.added);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM folders")), 3);

        const QList<SubscriptionFolder> folders = m_store->folders();
        QCOMPARE(folders.size(), 3);
        QCOMPARE(folders[0].path, QStringList {QStringLiteral("News")});
        QCOMPARE(folders[1].path, newsWire);
        QCOMPARE(folders[1].parentId, folders[0].id);
        QCOMPARE(folders[2].path, QStringList {QStringLiteral("Wire")});
        QCOMPARE(folders[2].parentId, 0);

        const QList<Subscription> subscriptions = m_store->subscriptions();
        QCOMPARE(subscriptions.size(), 3);
        QCOMPARE(subscriptions[0].title, QStringLiteral("Alpha"));
        QCOMPARE(subscriptions[0].folder, newsWire);
        QCOMPARE(subscriptions[0].folderId, folders[1].id);
        QCOMPARE(subscriptions[1].title, QStringLiteral("Bravo"));
        QCOMPARE(subscriptions[2].title, QStringLiteral("Charlie"));
        QCOMPARE(subscriptions[2].folder, QStringList {QStringLiteral("Wire")});
    }

    void aFeedIsSubscribedOnce_data()
    {
        QTest::addColumn<QString>("again");
        QTest::newRow("same") << QStringLiteral("https://news.example/feed.xml");
        QTest::newRow("case of scheme and host") << QStringLiteral("HTTPS://News.Example/feed.xml");
        QTest::newRow("trailing slash") << QStringLiteral("https://news.example/feed.xml/");
        QTest::newRow("spaces") << QStringLiteral("  https://news.example/feed.xml ");
    }

    void aFeedIsSubscribedOnce()
    {
        QFETCH(QString, again);
        const SubscribeResult first = m_store->subscribe(
            feed(QStringLiteral("https://news.example/feed.xml"), QStringLiteral("News")));
        QVERIFY(first.added);
        const SubscribeResult second
            = m_store->subscribe(feed(again, QStringLiteral("Other"), {QStringLiteral("Elsewhere")}));
        QVERIFY(!second.added);
        QVERIFY(second.error.isEmpty());
        QCOMPARE(second.feedId, first.feedId);
        QCOMPARE(m_store->findFeed(again), first.feedId);
        // Neither the title nor the folder of the first subscription changed.
        const QList<Subscription> subscriptions = m_store->subscriptions();
        QCOMPARE(subscriptions.size(), 1);
        QCOMPARE(subscriptions[0].title, QStringLiteral("News"));
        QVERIFY(subscriptions[0].folder.isEmpty());
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM folders")), 0);
        // The path matters: another path is another feed.
        QVERIFY(m_store->subscribe(feed(QStringLiteral("https://news.example/feed.xml?lang=de"), {})).added);
        QCOMPARE(m_store->findFeed(QStringLiteral("https://news.example/other")), 0);
    }

    void duplicatesWithinOneBatch()
    {
        const QList<SubscribeResult> results = m_store->subscribe({
            feed(QStringLiteral("https://a.example/feed"), QStringLiteral("A")),
            feed(QStringLiteral("https://A.example/feed/"), QStringLiteral("A again")),
        });
        QCOMPARE(results.size(), 2);
        QVERIFY(results[0].added);
        QVERIFY(!results[1].added);
        QCOMPARE(results[1].feedId, results[0].feedId);
    }

    void refusesWhatIsNotAFeedAddress_data()
    {
        QTest::addColumn<QString>("url");
        QTest::newRow("empty") << QString();
        QTest::newRow("relative") << QStringLiteral("/feed.xml");
        QTest::newRow("javascript") << QStringLiteral("javascript:alert(1)");
        QTest::newRow("mailto") << QStringLiteral("mailto:news@example.org");
        QTest::newRow("no host") << QStringLiteral("http:///feed");
    }

    void refusesWhatIsNotAFeedAddress()
    {
        QFETCH(QString, url);
        const QList<SubscribeResult> results = m_store->subscribe({
            feed(url, QStringLiteral("Bad"), {QStringLiteral("Folder")}),
            feed(QStringLiteral("https://good.example/rss"), QStringLiteral("Good")),
        });
        QCOMPARE(results.size(), 2);
        QVERIFY(!results[0].added);
        QCOMPARE(results[0].feedId, 0);
        QVERIFY(!results[0].error.isEmpty());
        QVERIFY(results[1].added); // the rest of the batch goes on
        QCOMPARE(m_store->subscriptions().size(), 1);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM folders")), 0);
    }

    void fileFeedsAreSubscriptionsToo()
    {
        const SubscribeResult result = m_store->subscribe(
            feed(QStringLiteral("file:///home/jo/feeds/wire.xml"), QStringLiteral("Wire")));
        QVERIFY2(result.added, qPrintable(result.error));
    }

    void aDatabaseErrorStoresNothing()
    {
        QSqlQuery trigger(m_db);
        QVERIFY(trigger.exec(test::TestDatabases::postgres()
                ? QStringLiteral("ALTER TABLE feeds ADD CONSTRAINT boom CHECK (url NOT LIKE '%boom%')")
                : QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON feeds"
                                 " WHEN new.url LIKE '%boom%' BEGIN SELECT RAISE(ABORT, 'boom'); END")));
        const QList<SubscribeResult> results = m_store->subscribe({
            feed(QStringLiteral("https://a.example/feed"), QStringLiteral("A"), {QStringLiteral("News")}),
            feed(QStringLiteral("https://boom.example/feed"), QStringLiteral("B"), {QStringLiteral("Other")}),
        });
        QCOMPARE(results.size(), 2);
        for (const SubscribeResult &result : results) {
            QCOMPARE(result.feedId, 0);
            QVERIFY(!result.added);
            QVERIFY2(result.error.contains(QStringLiteral("boom")), qPrintable(result.error));
        }
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM feeds")), 0);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM folders")), 0);
        // The connection is usable afterwards (no transaction left open).
        QVERIFY(
            m_store->subscribe(feed(QStringLiteral("https://c.example/feed"), QStringLiteral("C"))).added);
    }

    void nestsInACallersTransaction()
    {
        QVERIFY(m_db.transaction());
        QVERIFY(m_store
                    ->subscribe(feed(QStringLiteral("https://a.example/feed"), QStringLiteral("A"),
                        {QStringLiteral("News")}))
                    .added);
        QVERIFY(m_db.rollback());
        QCOMPARE(m_store->subscriptions().size(), 0);
        QCOMPARE(m_store->folders().size(), 0);
    }

    void waitsForAnotherWriterThenGivesUp()
    {
        const QString otherName = QStringLiteral("tst_subscriptionstore-other");
        {
            QString error;
            QSqlDatabase other
                = Database::open(m_databases->location(QStringLiteral("k")), otherName, &error);
            QVERIFY2(other.isValid(), qPrintable(error));
            QVERIFY(!SqlDialect::beginWriting(other).isValid());
            QSqlQuery lock(other);
            QSqlQuery timeout(m_db);
            QVERIFY(
                timeout.exec(test::TestDatabases::postgres() ? QStringLiteral("SET lock_timeout = 100")
                                                             : QStringLiteral("PRAGMA busy_timeout = 100")));

            const SubscribeResult refused
                = m_store->subscribe(feed(QStringLiteral("https://a.example/feed"), QStringLiteral("A")));
            QVERIFY(!refused.added);
            QCOMPARE(refused.feedId, 0);
            QVERIFY(!refused.error.isEmpty());
            QVERIFY(!m_store->lastError().isEmpty());

            QVERIFY(lock.exec(QStringLiteral("COMMIT")));
        }
        Database::close(otherName);
        QVERIFY(
            m_store->subscribe(feed(QStringLiteral("https://a.example/feed"), QStringLiteral("A"))).added);
    }

    void moveRenameAndRefresh()
    {
        const qint64 id
            = m_store->subscribe(feed(QStringLiteral("https://a.example/feed"), QStringLiteral("A"))).feedId;
        QVERIFY(m_store->moveToFolder(id, {QStringLiteral("Reading"), QStringLiteral("Later")}));
        QVERIFY(m_store->rename(id, QStringLiteral("  Alpha Daily ")));
        QVERIFY(m_store->setRefreshMinutes(id, 90));
        Subscription s = m_store->subscriptions().value(0);
        QCOMPARE(s.folder, (QStringList {QStringLiteral("Reading"), QStringLiteral("Later")}));
        QCOMPARE(s.title, QStringLiteral("Alpha Daily"));
        QCOMPARE(s.refreshMinutes, 90);
        // The next refresh brings the feed's own title; the user's stays.
        StoreWriter(m_db).upsertFeed(
            QStringLiteral("https://a.example/feed"), QStringLiteral("A (feed title)"));
        QCOMPARE(m_store->subscriptions().value(0).title, QStringLiteral("Alpha Daily"));

        QVERIFY(m_store->moveToFolder(id, {}));
        s = m_store->subscriptions().value(0);
        QVERIFY(s.folder.isEmpty());
        QCOMPARE(s.folderId, 0);

        QVERIFY(!m_store->setRefreshMinutes(id, -5));
        QVERIFY(!m_store->rename(id + 100, QStringLiteral("Nobody")));
        QCOMPARE(m_store->lastError(), QStringLiteral("no feed %1").arg(id + 100));
        // Moving a feed that is not there creates no folder.
        QVERIFY(!m_store->moveToFolder(id + 100, {QStringLiteral("Ghost")}));
        for (const SubscriptionFolder &folder : m_store->folders())
            QVERIFY(folder.name != QStringLiteral("Ghost"));
    }

    void foldersCanBeCreatedRenamedAndRemoved()
    {
        const qint64 tech = m_store->createFolder({QStringLiteral("News"), QStringLiteral("Tech")});
        QVERIFY2(tech > 0, qPrintable(m_store->lastError()));
        QCOMPARE(m_store->createFolder({QStringLiteral("News"), QStringLiteral("Tech")}), tech);
        QCOMPARE(m_store->createFolder({}), 0);
        QCOMPARE(m_store->createFolder({QStringLiteral("News"), QStringLiteral(" ")}), -1);
        const qint64 sport = m_store->createFolder({QStringLiteral("News"), QStringLiteral("Sport")});
        const qint64 news = m_store->folders().value(0).id;
        QCOMPARE(m_store->folders().value(0).path, QStringList {QStringLiteral("News")});

        QVERIFY(!m_store->renameFolder(sport, QStringLiteral("Tech"))); // a sibling has that name
        QVERIFY(m_store->renameFolder(sport, QStringLiteral("Football")));
        QVERIFY(m_store->renameFolder(sport, QStringLiteral("Football"))); // its own name is no clash

        const qint64 feedId = m_store
                                  ->subscribe(feed(QStringLiteral("https://t.example/feed"),
                                      QStringLiteral("T"), {QStringLiteral("News"), QStringLiteral("Tech")}))
                                  .feedId;
        QVERIFY(m_store->removeFolder(news));
        QCOMPARE(m_store->folders().size(), 0); // the folders inside went too
        const Subscription s = m_store->subscriptions().value(0);
        QCOMPARE(s.id, feedId); // the feed stays, at the top level
        QVERIFY(s.folder.isEmpty());
        QVERIFY(!m_store->removeFolder(news));
    }

    void unsubscribeTakesTheArticles()
    {
        const qint64 keep
            = m_store->subscribe(feed(QStringLiteral("https://keep.example/feed"), QStringLiteral("Keep")))
                  .feedId;
        const qint64 drop
            = m_store->subscribe(feed(QStringLiteral("https://drop.example/feed"), QStringLiteral("Drop")))
                  .feedId;
        QSqlQuery insert(m_db);
        QVERIFY(insert.prepare(
            QStringLiteral("INSERT INTO articles (feed_id, guid, title, published, fetched, simhash, digest,"
                           " fp_version) VALUES (?, ?, 'A title', 0, 0, 0, ?, 1)")));
        for (const qint64 feedId : {keep, drop, drop}) {
            insert.addBindValue(feedId);
            insert.addBindValue(
                QStringLiteral("guid-%1").arg(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM articles"))));
            insert.addBindValue(QByteArray(1, '\0'));
            QVERIFY(insert.exec());
        }
        QCOMPARE(m_store->subscriptions().value(0).articleCount, 2); // "Drop" sorts first
        QVERIFY(m_store->unsubscribe(drop));
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM articles")), 1);
        QCOMPARE(test::searchHits(m_db, QStringLiteral("title")), 1);
        QCOMPARE(m_store->subscriptions().size(), 1);
        QCOMPARE(m_store->subscriptions().value(0).articleCount, 1);
        QVERIFY(!m_store->unsubscribe(drop));
        // The feed can be subscribed again.
        QVERIFY(m_store->subscribe(feed(QStringLiteral("https://drop.example/feed"), QStringLiteral("Drop")))
                    .added);
    }

    void folderPathsAsText()
    {
        QCOMPARE(splitFolderPath(QStringLiteral(" News / Tech//")),
            (QStringList {QStringLiteral("News"), QStringLiteral("Tech")}));
        QCOMPARE(splitFolderPath(QString()), QStringList());
        QCOMPARE(
            joinFolderPath({QStringLiteral("News"), QStringLiteral("Tech")}), QStringLiteral("News/Tech"));
    }
};

QTEST_GUILESS_MAIN(TestSubscriptionStore)
#include "tst_subscriptionstore.moc"
