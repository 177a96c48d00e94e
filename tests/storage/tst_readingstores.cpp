// The stores behind the reader's list and the cluster inspector: collapsed listing with its
// lead, filters, search and order; read states and the unread counts that count a group once;
// "not a copy" decisions that stay; the duplicate-group summaries.
#include "TestDatabases.h"
#include "storage/ArticleStore.h"
#include "storage/CopyDecisionStore.h"
#include "storage/Database.h"
#include "storage/GroupStore.h"
#include "storage/ReadStateStore.h"
#include "storage/StoreWriter.h"
#include "storage/SubscriptionStore.h"

#include <QTemporaryDir>
#include <QTest>

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
    a.summary = QStringLiteral("<p>Summary of article %1</p>").arg(n);
    a.published = base.addSecs(n * 600);
    a.fetched = base.addDays(1);
    a.fingerprint.simhash = simhash;
    a.fingerprint.version = 1;
    a.duplicateOf = duplicateOf;
    a.distance = distance;
    return a;
}

QList<qint64> idsOf(const QList<ArticleRecord> &articles)
{
    QList<qint64> ids;
    for (const ArticleRecord &a : articles)
        ids.append(a.id);
    return ids;
}

} // namespace

class TestReadingStores : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    int m_run = 0;
    qint64 m_feedA = 0, m_feedB = 0, m_feedC = 0;
    // Group of three: m_lead (A, first), m_copyB (B), m_copyC (C); then singles m_single1..3 (A).
    qint64 m_lead = 0, m_copyB = 0, m_copyC = 0;
    QList<qint64> m_singles;

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void init()
    {
        // A fresh database per test: each one changes states.
        m_db = {};
        Database::close(QStringLiteral("reading"));
        QString error;
        m_db = Database::open(
            m_databases.location(QStringLiteral("r%1").arg(++m_run)), QStringLiteral("reading"), &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        StoreWriter writer(m_db);
        QVERIFY(writer.transaction());
        m_feedA = writer.upsertFeed(QStringLiteral("https://a.example/feed"), QStringLiteral("Alpha Times"));
        m_feedB = writer.upsertFeed(QStringLiteral("https://b.example/feed"), QStringLiteral("Beta Post"));
        m_feedC = writer.upsertFeed(QStringLiteral("https://c.example/feed"), QStringLiteral("Gamma Wire"));
        NewArticle lead = makeArticle(m_feedA, 1, 0xF0F0);
        lead.fingerprint.digestHigh = 42; // B reprints it to the letter; C does not
        m_lead = writer.insertArticle(lead);
        NewArticle reprint = makeArticle(m_feedB, 2, 0xF0F1, m_lead, 1);
        reprint.fingerprint.digestHigh = 42;
        m_copyB = writer.insertArticle(reprint);
        m_copyC = writer.insertArticle(makeArticle(m_feedC, 3, 0xF0F3, m_lead, 2));
        m_singles.clear();
        for (int n = 4; n <= 6; ++n)
            m_singles.append(writer.insertArticle(makeArticle(m_feedA, n, quint64(n) << 40)));
        NewArticle harbour = makeArticle(m_feedB, 7, quint64(7) << 40);
        harbour.title = QStringLiteral("Harbour cranes stop at dawn");
        m_singles.append(writer.insertArticle(harbour));
        QVERIFY(writer.commit());
    }

    void cleanupTestCase()
    {
        m_db = {};
        Database::close(QStringLiteral("reading"));
    }

    void collapsedListShowsOneRowPerGroup()
    {
        const ArticleStore store(m_db);
        ArticleQuery query;
        query.collapseCopies = false;
        QCOMPARE(store.articles(query, 0, 100).size(), 7);
        query.collapseCopies = true;
        const QList<ArticleRecord> rows = store.articles(query, 0, 100);
        QCOMPARE(rows.size(), 5);
        QVERIFY(idsOf(rows).contains(m_lead));
        QVERIFY(!idsOf(rows).contains(m_copyB));
        QVERIFY(!idsOf(rows).contains(m_copyC));
        for (const ArticleRecord &row : rows) {
            if (row.id == m_lead)
                QCOMPARE(row.groupSize, 3);
        }
        // Newest first, pages continue where the last ended.
        QCOMPARE(idsOf(store.articles(query, 0, 2)) + idsOf(store.articles(query, 2, 10)), idsOf(rows));
    }

    void articlesAreReadByIdsWithTheirTexts()
    {
        const ArticleStore store(m_db);
        QList<ArticleRecord> rows = store.articlesWithIds({m_copyC, m_lead, 999999});
        std::sort(rows.begin(), rows.end(),
            [](const ArticleRecord &a, const ArticleRecord &b) { return a.id < b.id; });
        QCOMPARE(idsOf(rows), (QList<qint64> {m_lead, m_copyC}));
        QCOMPARE(rows.at(1).groupSize, 3);
        QCOMPARE(rows.at(1).feedTitle, QStringLiteral("Gamma Wire"));
        QVERIFY(rows.at(0).summary.isEmpty()); // listed rows carry no texts...
        QVERIFY(store.addTexts(rows)); // ...until asked
        QCOMPARE(rows.at(0).summary, QStringLiteral("<p>Summary of article 1</p>"));
        QCOMPARE(rows.at(1).summary, QStringLiteral("<p>Summary of article 3</p>"));
        QVERIFY(store.articlesWithIds({}).isEmpty());
    }

    void preferredFeedLeadsTheGroup()
    {
        QVERIFY(SubscriptionStore(m_db).setPreferred(m_feedC, true));
        const QList<qint64> ids = idsOf(ArticleStore(m_db).articles(ArticleQuery {}, 0, 100));
        QVERIFY(ids.contains(m_copyC));
        QVERIFY(!ids.contains(m_lead));
        QCOMPARE(ids.size(), 5);
    }

    void collapsedFeedListShowsItsOwnCopy()
    {
        ArticleQuery query;
        query.feedId = m_feedB;
        const QList<qint64> ids = idsOf(ArticleStore(m_db).articles(query, 0, 100));
        QCOMPARE(ids.size(), 2);
        QVERIFY(ids.contains(m_copyB));
    }

    void filtersSearchAndOrder()
    {
        const ArticleStore store(m_db);
        ReadStateStore states(m_db);
        QVERIFY(states.setStarred(m_singles.at(0), true));
        ArticleQuery query;
        query.show = ArticleQuery::Show::Starred;
        QCOMPARE(idsOf(store.articles(query, 0, 100)), QList<qint64> {m_singles.at(0)});

        QVERIFY(states.setRead({m_singles.at(1)}, true));
        query.show = ArticleQuery::Show::Unread;
        QVERIFY(!idsOf(store.articles(query, 0, 100)).contains(m_singles.at(1)));
        QCOMPARE(store.articles(query, 0, 100).size(), 4);

        query.show = ArticleQuery::Show::Today;
        query.todayStart = base.addSecs(5 * 600);
        QCOMPARE(store.articles(query, 0, 100).size(), 3); // articles 5, 6, 7

        query = {};
        query.search = QStringLiteral("harbour CRANE");
        QCOMPARE(idsOf(store.articles(query, 0, 100)), QList<qint64> {m_singles.at(3)});
        query.search = QStringLiteral("harbour crane "); // a finished word is not a prefix
        QVERIFY(store.articles(query, 0, 100).isEmpty());
        query.search = QStringLiteral("\"NEAR( OR *");
        QVERIFY(store.articles(query, 0, 100).isEmpty()); // syntax is searched as words, not run

        query = {};
        query.sort = ArticleQuery::Sort::Copies;
        QCOMPARE(store.articles(query, 0, 1).constFirst().id, m_lead);
        query.sort = ArticleQuery::Sort::Source;
        const QList<ArticleRecord> bySource = store.articles(query, 0, 100);
        QCOMPARE(bySource.constFirst().feedTitle, QStringLiteral("Alpha Times"));
        QCOMPARE(bySource.constLast().feedTitle, QStringLiteral("Beta Post"));
    }

    void matchExpressionQuotesEveryWord()
    {
        QCOMPARE(ArticleQuery::matchExpression(QStringLiteral("Fire depot")),
            QStringLiteral("\"fire\" \"depot\"*"));
        QCOMPARE(ArticleQuery::matchExpression(QStringLiteral("fire \"")), QStringLiteral("\"fire\""));
        QCOMPARE(ArticleQuery::matchExpression(QStringLiteral(" -*")), QString());
    }

    void unreadCountsCountAGroupOnce()
    {
        const ArticleStore store(m_db);
        ArticleStore::UnreadCounts plain = store.unreadCounts(false);
        QCOMPARE(plain.total, 7);
        ArticleStore::UnreadCounts collapsed = store.unreadCounts(true);
        QCOMPARE(collapsed.total, 5);
        QCOMPARE(collapsed.perFeed.value(m_feedA), 4);
        QCOMPARE(collapsed.perFeed.value(m_feedB), 2);

        // Reading one copy (not the others) keeps the group unread in all, but not in B.
        ReadStateStore states(m_db);
        const std::optional<UnreadDelta> one = states.setRead({m_copyB}, true);
        QVERIFY(one);
        QCOMPARE(one->plainTotal, -1);
        QCOMPARE(one->collapsedTotal, 0);
        QCOMPARE(one->collapsedPerFeed.value(m_feedB), -1);
        QCOMPARE(store.unreadCounts(true).total, 5);

        // The whole group read: it leaves the collapsed count once.
        const std::optional<UnreadDelta> group = states.setRead(states.groupOf(m_lead), true);
        QVERIFY(group);
        QCOMPARE(group->changed.size(), 2); // the lead and C; B was read already
        QCOMPARE(group->collapsedTotal, -1);
        collapsed = store.unreadCounts(true);
        QCOMPARE(collapsed.total, 4);
        QCOMPARE(collapsed.perFeed.value(m_feedA), 3);
        QCOMPARE(collapsed.perFeed.value(m_feedC), 0);

        QCOMPARE(states.markFeedRead(m_feedA), 3);
        QCOMPARE(store.unreadCounts(true).total, 1);
        QCOMPARE(states.markFeedRead(0), 1);
        QCOMPARE(store.unreadCounts(false).total, 0);
    }

    void notACopyStaysOutAndCanBeUndone()
    {
        {
            CopyDecisionStore decisions(m_db);
            QVERIFY2(decisions.splitOut(m_copyC, base.addDays(2)), qPrintable(decisions.lastError()));
            const ArticleStore store(m_db);
            QCOMPARE(store.article(m_copyC)->groupId, 0);
            QCOMPARE(store.article(m_lead)->groupSize, 2);
            QVERIFY(decisions.isSplit(m_copyC));
            QCOMPARE(decisions.decisions().value(m_copyC), m_lead);
            QVERIFY(!decisions.splitOut(m_copyC, base)); // in no group any more
        }

        // The decision survives reopening the database.
        m_db = {};
        Database::close(QStringLiteral("reading"));
        QString error;
        m_db = Database::open(
            m_databases.location(QStringLiteral("r%1").arg(m_run)), QStringLiteral("reading"), &error);
        CopyDecisionStore reopened(m_db);
        QVERIFY(reopened.isSplit(m_copyC));

        QVERIFY2(reopened.undoSplit(m_copyC), qPrintable(reopened.lastError()));
        const std::optional<ArticleRecord> back = ArticleStore(m_db).article(m_copyC);
        QVERIFY(back->groupId != 0);
        QCOMPARE(back->groupSize, 3);
        QCOMPARE(back->distance, 2); // popcount(0xF0F3 ^ 0xF0F0)
        QVERIFY(!reopened.isSplit(m_copyC));
        QVERIFY(!reopened.undoSplit(m_copyC));
    }

    void splittingTheLeadOrAPairDissolvesRight()
    {
        CopyDecisionStore decisions(m_db);
        // The first report is the odd one out: B leads the rest.
        QVERIFY(decisions.splitOut(m_lead, base.addDays(2)));
        const ArticleStore store(m_db);
        QCOMPARE(store.article(m_lead)->groupId, 0);
        const std::optional<ArticleRecord> b = store.article(m_copyB);
        QVERIFY(b->isPrimary);
        QCOMPARE(b->groupSize, 2);
        QCOMPARE(decisions.decisions().value(m_lead), m_copyB);
        // Two left, one split: no group remains.
        QVERIFY(decisions.splitOut(m_copyC, base.addDays(2)));
        QCOMPARE(store.article(m_copyB)->groupId, 0);
        QVERIFY(GroupStore(m_db).groupsSince(base).isEmpty());
        // Undo in reverse order restores the group of three, led by the first report again.
        QVERIFY2(decisions.undoSplit(m_copyC), qPrintable(decisions.lastError()));
        QVERIFY2(decisions.undoSplit(m_lead), qPrintable(decisions.lastError()));
        const std::optional<ArticleRecord> lead = store.article(m_lead);
        QVERIFY(lead->isPrimary);
        QCOMPARE(lead->groupSize, 3);
        QCOMPARE(store.article(m_copyC)->distance, 2);
    }

    void groupSummaries()
    {
        GroupStore groups(m_db);
        const QList<DuplicateGroupSummary> all = groups.groupsSince(base);
        QCOMPARE(all.size(), 1);
        const DuplicateGroupSummary &g = all.constFirst();
        QCOMPARE(g.leadId, m_lead);
        QCOMPARE(g.leadTitle, QStringLiteral("Article 1"));
        QCOMPARE(g.leadSource, QStringLiteral("Alpha Times"));
        QCOMPARE(g.copies, 3);
        QCOMPARE(g.sources, 3);
        QCOMPARE(g.maxDistance, 2);
        QCOMPARE(g.spanSeconds(), 1200);
        QCOMPARE(g.unread, 3);
        QCOMPARE(
            QSet<qint64>(g.feedIds.cbegin(), g.feedIds.cend()), (QSet<qint64> {m_feedA, m_feedB, m_feedC}));
        QVERIFY(groups.groupsSince(base.addSecs(700)).isEmpty()); // its first report is older
        QCOMPARE(groups.groupOf(m_copyC), g.id);
        QCOMPARE(groups.largestGroupSince(base), g.id);
        QCOMPARE(groups.exactCopies(g.id), (QSet<qint64> {m_lead, m_copyB}));
        QVERIFY(groups.exactCopies(987654).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestReadingStores)
#include "tst_readingstores.moc"
