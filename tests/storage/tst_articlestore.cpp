#include "TestDatabases.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/ReadStateStore.h"
#include "storage/Reports.h"
#include "storage/StoreWriter.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace kindred;

namespace {

const QDateTime base(QDate(2026, 11, 20), QTime(8, 0), Qt::UTC);

NewArticle makeArticle(qint64 feedId, int n, quint64 simhash, qint64 duplicateOf = 0, int distance = 0)
{
    NewArticle a;
    a.feedId = feedId;
    a.guid = QStringLiteral("guid-%1").arg(n);
    a.url = QStringLiteral("https://news.example/a/%1").arg(n);
    a.title = QStringLiteral("Article %1").arg(n);
    a.summary = QStringLiteral("<p>Summary of article %1 about harbour cranes</p>").arg(n);
    a.published = base.addSecs(n * 600);
    a.fetched = base.addDays(1);
    a.fingerprint.simhash = simhash;
    a.fingerprint.version = 1;
    a.duplicateOf = duplicateOf;
    a.distance = distance;
    return a;
}

} // namespace

class TestArticleStore : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    qint64 m_feedA = 0;
    qint64 m_feedB = 0;
    qint64 m_first = 0;

private slots:
    void initTestCase()
    {
        KINDRED_REQUIRE_DATABASE_SERVER();
        QString error;
        m_db = Database::open(m_databases.location(QStringLiteral("store")), QStringLiteral("store"), &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        StoreWriter writer(m_db);
        QVERIFY(writer.transaction());
        m_feedA = writer.upsertFeed(QStringLiteral("https://a.example/feed"), QStringLiteral("Alpha Times"));
        m_feedB = writer.upsertFeed(QStringLiteral("https://b.example/feed"), QStringLiteral("Beta Post"));
        QVERIFY(m_feedA > 0 && m_feedB > 0 && m_feedA != m_feedB);
        // Re-adding a feed keeps its id and does not blank its title.
        QCOMPARE(writer.upsertFeed(QStringLiteral("https://a.example/feed"), QString()), m_feedA);

        m_first = writer.insertArticle(makeArticle(m_feedA, 1, 0xF0F0));
        QVERIFY(m_first > 0);
        QVERIFY(writer.insertArticle(makeArticle(m_feedB, 2, 0xF0F1, m_first, 1)) > 0);
        QVERIFY(writer.insertArticle(makeArticle(m_feedB, 3, 0xF0F3, m_first, 2)) > 0);
        for (int n = 4; n <= 10; ++n)
            QVERIFY(writer.insertArticle(makeArticle(m_feedA, n, quint64(n) << 40)) > 0);
        QVERIFY(writer.commit());
    }

    void cleanupTestCase()
    {
        m_db = {};
        Database::close(QStringLiteral("store"));
    }

    void feedsCarryCounts()
    {
        const QList<FeedRecord> feeds = ArticleStore(m_db).feeds();
        QCOMPARE(feeds.size(), 2);
        QCOMPARE(feeds[0].title, QStringLiteral("Alpha Times"));
        QCOMPARE(feeds[0].articleCount, 8);
        QCOMPARE(feeds[0].unreadCount, 8);
        QCOMPARE(feeds[1].articleCount, 2);
    }

    void articlesArePagedNewestFirst()
    {
        const ArticleStore store(m_db);
        QCOMPARE(store.articleCount(), 10);
        QCOMPARE(store.articleCount(m_feedB), 2);
        const QList<ArticleRecord> page1 = store.articles(0, 0, 4);
        const QList<ArticleRecord> page2 = store.articles(0, 4, 4);
        const QList<ArticleRecord> page3 = store.articles(0, 8, 4);
        QCOMPARE(page1.size(), 4);
        QCOMPARE(page2.size(), 4);
        QCOMPARE(page3.size(), 2);
        QCOMPARE(page1.first().guid, QStringLiteral("guid-10"));
        QCOMPARE(page3.last().guid, QStringLiteral("guid-1"));
        QVERIFY(page1.last().published > page2.first().published);
        QVERIFY(page1.first().summary.isEmpty()); // lists do not carry the text
        QCOMPARE(page1.first().feedTitle, QStringLiteral("Alpha Times"));
    }

    void groupsAreStarsAroundThePrimary()
    {
        const ArticleStore store(m_db);
        const std::optional<ArticleRecord> first = store.article(m_first);
        QVERIFY(first.has_value());
        QVERIFY(first->groupId != 0);
        QCOMPARE(first->groupSize, 3);
        QVERIFY(first->isPrimary);
        QVERIFY(first->summary.contains(QStringLiteral("harbour")));
        const QList<ArticleRecord> members = store.groupMembers(first->groupId);
        QCOMPARE(members.size(), 3);
        QCOMPARE(members[0].id, m_first);
        QCOMPARE(members[1].distance, 1);
        QCOMPARE(members[2].distance, 2);
        QVERIFY(!members[1].isPrimary);
        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].size, 3);
        QCOMPARE(groups[0].distanceSum, 3);
    }

    void knowsStoredArticlesByGuidOrUrl()
    {
        const StoreWriter writer(m_db);
        QVERIFY(writer.hasArticle(m_feedA, QStringLiteral("guid-1"), QString()));
        QVERIFY(!writer.hasArticle(m_feedB, QStringLiteral("guid-1"), QString())); // guids are per feed
        QVERIFY(
            writer.hasArticle(m_feedB, QStringLiteral("other"), QStringLiteral("https://news.example/a/1")));
        QVERIFY(
            !writer.hasArticle(m_feedA, QStringLiteral("new"), QStringLiteral("https://news.example/a/99")));
    }

    void duplicateGuidInOneFeedIsRefused()
    {
        StoreWriter writer(m_db);
        QVERIFY(writer.transaction());
        QCOMPARE(writer.insertArticle(makeArticle(m_feedA, 1, 0x1)), 0);
        QVERIFY(!writer.lastError().isEmpty());
        writer.rollback();
        QCOMPARE(ArticleStore(m_db).articleCount(), 10);
    }

    void fullTextSearchFollowsInserts() { QCOMPARE(test::searchHits(m_db, QStringLiteral("cranes")), 10); }

    // A saved search's count: its unread matches, a duplicate group once when copies collapse.
    void unreadMatchesCountAStoryOnce()
    {
        const ArticleStore store(m_db);
        QCOMPARE(store.unreadMatches(QStringLiteral("cranes"), false), 10);
        QCOMPARE(store.unreadMatches(QStringLiteral("cranes"), true), 8); // the group of three once
        QCOMPARE(store.unreadMatches(QStringLiteral("nowhere-to-be-found"), true), 0);
        QCOMPARE(store.unreadMatches(QStringLiteral("  "), true), 0);
    }

    void theFlowsRowsInPublicationOrder()
    {
        // What FlowStatistics counts: every article of the span once, in publication order, a
        // copy marked, and the titles of the feeds.
        const Reports reports(m_db);
        const auto [first, last] = reports.publishedSpan();
        QVERIFY(first.isValid() && first <= last);
        QList<FlowArticle> articles;
        QHash<qint64, QString> titles;
        QVERIFY(reports.flowArticles(first, last.addMSecs(1), &articles, &titles));
        QCOMPARE(articles.size(), 10);
        QCOMPARE(
            std::count_if(articles.cbegin(), articles.cend(), [](const FlowArticle &a) { return a.copy; }),
            2);
        QVERIFY(std::is_sorted(articles.cbegin(), articles.cend(),
            [](const FlowArticle &a, const FlowArticle &b) { return a.published < b.published; }));
        QCOMPARE(titles.value(m_feedA), QStringLiteral("Alpha Times"));
        articles.clear();
        QVERIFY(reports.flowArticles(first, first, &articles, &titles)); // [from, to): none
        QVERIFY(articles.isEmpty());
    }

    void markingReadUpdatesUnreadCount()
    {
        ArticleStore store(m_db);
        QVERIFY(ReadStateStore(m_db).setRead({m_first}, true));
        QCOMPARE(store.feeds()[0].unreadCount, 7);
        QVERIFY(store.article(m_first)->read);
    }
};

QTEST_GUILESS_MAIN(TestArticleStore)
#include "tst_articlestore.moc"
