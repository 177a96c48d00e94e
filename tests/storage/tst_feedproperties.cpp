// A feed's properties: read, written together, and refused whole when the address is bad or taken.
#include "TestDatabases.h"
#include "storage/Database.h"
#include "storage/FeedPropertiesStore.h"
#include "storage/StoreWriter.h"
#include "storage/SubscriptionStore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestFeedProperties : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    qint64 m_feed = 0;
    qint64 m_other = 0;

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void init()
    {
        QString error;
        m_db = Database::open(m_databases.location(u"p"_s), u"p"_s, &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        SubscriptionStore subscriptions(m_db);
        m_feed = subscriptions.subscribe({u"https://wire.example/rss"_s, u"Wire"_s, {}, {u"News"_s}}).feedId;
        m_other = subscriptions.subscribe({u"https://paper.example/rss"_s, u"Paper"_s, {}, {}}).feedId;
        QVERIFY(m_feed > 0 && m_other > 0);
    }

    void cleanup()
    {
        m_db = {};
        m_databases.closeAndRemove(u"p"_s, u"p"_s);
    }

    void roundTrip()
    {
        FeedPropertiesStore store(m_db);
        const FeedProperties stored = *store.properties(m_feed);
        QCOMPARE(stored.title, u"Wire"_s);
        QCOMPARE(stored.folder, QStringList {u"News"_s});
        QCOMPARE(stored.fullText, -1);
        FeedProperties changed = stored;
        changed.title = u"  The Wire "_s;
        changed.url = u"https://wire.example/feed.xml"_s;
        changed.folder = {u"News"_s, u"Agencies"_s};
        changed.refreshMinutes = 15;
        changed.titlePrefix = u"Wire:"_s;
        changed.titleSuffix = u"- The Wire"_s;
        changed.boilerplate
            = {u"sign up for our newsletter."_s, u"the post {title} appeared first on wire."_s};
        changed.learnDecorations = false;
        changed.fullText = 1;
        changed.retentionDays = 30;
        changed.preferred = true;
        changed.attribute = u"  news   agency "_s;
        QVERIFY2(store.setProperties(m_feed, changed), qPrintable(store.lastError()));
        changed.title = u"The Wire"_s;
        changed.attribute = u"news agency"_s; // spacing collapsed
        for (const Subscription &feed : SubscriptionStore(m_db).subscriptions())
            QCOMPARE(feed.attribute, feed.id == m_feed ? u"news agency"_s : QString());
        QCOMPARE(*store.properties(m_feed), changed);
        // The feed's own title no longer overwrites the reader's at the next refresh.
        StoreWriter(m_db).upsertFeed(changed.url, u"Wire Feed"_s);
        QCOMPARE(store.properties(m_feed)->title, u"The Wire"_s);
        // What a reader set is what the ingest leaves out, and learning does not replace it.
        StoreWriter writer(m_db);
        bool learned = true;
        const FeedDecorations decorations = writer.feedDecorations(m_feed, &learned);
        QCOMPARE(decorations.titlePrefix, u"Wire:"_s);
        QVERIFY(!learned);
        QCOMPARE(decorations.titleSuffix, changed.titleSuffix);
        QCOMPARE(decorations.boilerplate, changed.boilerplate);
        QVERIFY(writer.setLearnedDecorations(m_feed, FeedDecorations {u"Other:"_s, {}, {}}));
        QCOMPARE(writer.feedDecorations(m_feed, &learned), decorations);
    }

    void badInputChangesNothing_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<int>("fullText");
        QTest::newRow("not an address") << u"wire feed"_s << 1;
        QTest::newRow("ftp") << u"ftp://wire.example/rss"_s << 1;
        QTest::newRow("another feed's") << u"https://paper.example/rss"_s << 1;
        QTest::newRow("full text out of range") << u"https://wire.example/rss"_s << 7;
    }

    void badInputChangesNothing()
    {
        QFETCH(QString, url);
        QFETCH(int, fullText);
        FeedPropertiesStore store(m_db);
        const FeedProperties stored = *store.properties(m_feed);
        FeedProperties changed = stored;
        changed.title = u"Renamed"_s;
        changed.folder = {u"Elsewhere"_s};
        changed.url = url;
        changed.fullText = fullText;
        QVERIFY(!store.setProperties(m_feed, changed));
        QVERIFY(!store.lastError().isEmpty());
        QCOMPARE(*store.properties(m_feed), stored);
        QVERIFY(!store.setProperties(9999, stored));
    }

    void recentTitlesNewestFirst()
    {
        StoreWriter writer(m_db);
        for (int i = 0; i < 5; ++i) {
            NewArticle a;
            a.feedId = m_feed;
            a.guid = u"g%1"_s.arg(i);
            a.url = u"https://wire.example/%1"_s.arg(i);
            a.title = u"Title %1"_s.arg(i);
            a.published = QDateTime(QDate(2026, 11, 20), QTime(8, i), Qt::UTC);
            a.fetched = a.published;
            QVERIFY(writer.insertArticle(a) > 0);
        }
        QCOMPARE(FeedPropertiesStore(m_db).recentTitles(m_feed, 3),
            (QStringList {u"Title 4"_s, u"Title 3"_s, u"Title 2"_s}));
        QVERIFY(FeedPropertiesStore(m_db).recentTitles(m_other).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFeedProperties)
#include "tst_feedproperties.moc"
