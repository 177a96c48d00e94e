#include "TestDatabases.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/ReadStateStore.h"
#include "storage/Reports.h"
#include "storage/SimilarityStore.h"
#include "storage/StoreWriter.h"
#include "text/LearnedWeights.h"
#include "text/TextFeatures.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace kindred;

namespace {

// The injected clock: every expiry is judged against this instant, never the wall clock.
const QDateTime now(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);

int scalar(QSqlDatabase db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0).toInt() : -1;
}

int ftsHits(QSqlDatabase db, const QString &word)
{
    return test::searchHits(db, word);
}

} // namespace

class TestStoreWriter : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::TestDatabases> m_databases;
    QSqlDatabase m_db;
    std::unique_ptr<StoreWriter> m_writer;
    qint64 m_global = 0; // retention_days 0: follows the global setting
    qint64 m_short = 0; // retention_days 2
    qint64 m_long = 0; // retention_days 30
    int m_serial = 0;

    qint64 add(qint64 feedId, const QString &word, double daysAgo, quint64 simhash, qint64 duplicateOf = 0,
        int distance = 0)
    {
        NewArticle a;
        a.feedId = feedId;
        a.guid = QStringLiteral("guid-%1").arg(++m_serial);
        a.url = QStringLiteral("https://news.example/%1").arg(m_serial);
        a.title = QStringLiteral("Report %1").arg(m_serial);
        a.summary = QStringLiteral("The %1 story").arg(word);
        a.published = now.addMSecs(-qint64(daysAgo * 86400000.0));
        a.fetched = a.published;
        a.fingerprint.simhash = simhash;
        a.fingerprint.version = 1;
        a.duplicateOf = duplicateOf;
        a.distance = distance;
        return m_writer->insertArticle(a);
    }

    bool exists(qint64 id) const { return ArticleStore(m_db).article(id).has_value(); }

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void init()
    {
        m_databases = std::make_unique<test::TestDatabases>();
        KINDRED_REQUIRE_DATABASE(*m_databases);
        QString error;
        m_db = Database::open(m_databases->location(QStringLiteral("w")), QStringLiteral("w"), &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        m_writer = std::make_unique<StoreWriter>(m_db);
        m_global
            = m_writer->upsertFeed(QStringLiteral("https://global.example/feed"), QStringLiteral("Global"));
        m_short = m_writer->upsertFeed(QStringLiteral("https://short.example/feed"), QStringLiteral("Short"));
        m_long = m_writer->upsertFeed(QStringLiteral("https://long.example/feed"), QStringLiteral("Long"));
        QVERIFY(m_writer->setFeedRetentionDays(m_short, 2));
        QVERIFY(m_writer->setFeedRetentionDays(m_long, 30));
        m_serial = 0;
    }

    void cleanup()
    {
        m_writer.reset();
        m_db = {};
        Database::close(QStringLiteral("w"));
        m_databases.reset();
    }

    void retentionDaysAreStoredPerFeed()
    {
        QMap<qint64, int> days;
        for (const FeedRecord &feed : ArticleStore(m_db).feeds())
            days.insert(feed.id, feed.retentionDays);
        QCOMPARE(days.value(m_global), 0);
        QCOMPARE(days.value(m_short), 2);
        QCOMPARE(days.value(m_long), 30);
        QVERIFY(m_writer->setFeedRetentionDays(m_long, -5)); // negative means "the global setting"
        QCOMPARE(
            scalar(m_db, QStringLiteral("SELECT retention_days FROM feeds WHERE id = %1").arg(m_long)), 0);
    }

    void expiryFollowsFeedThenGlobalDays_data()
    {
        QTest::addColumn<int>("globalDays");
        QTest::addColumn<QList<bool>>(
            "kept"); // global 1d, global 10d, short 1d, short 3d, long 10d, long 40d
        QTest::newRow("no global limit") << 0 << QList<bool> {true, true, true, false, true, false};
        QTest::newRow("global 5 days") << 5 << QList<bool> {true, false, true, false, true, false};
        QTest::newRow("global 20 days") << 20 << QList<bool> {true, true, true, false, true, false};
        QTest::newRow("global 1 day, edge kept") << 1 << QList<bool> {true, false, true, false, true, false};
    }

    void expiryFollowsFeedThenGlobalDays()
    {
        QFETCH(int, globalDays);
        QFETCH(QList<bool>, kept);
        const QList<qint64> ids {
            add(m_global, QStringLiteral("alpha"), 1.0, 0x1), // exactly one day old: not older than 1 day
            add(m_global, QStringLiteral("bravo"), 10, 0x2),
            add(m_short, QStringLiteral("charlie"), 1, 0x4),
            add(m_short, QStringLiteral("delta"), 3, 0x8),
            add(m_long, QStringLiteral("echo"), 10, 0x10),
            add(m_long, QStringLiteral("foxtrot"), 40, 0x20),
        };
        QVERIFY(!ids.contains(0));
        const int expected = int(kept.count(false));
        QCOMPARE(m_writer->deleteExpiredArticles(now, globalDays), expected);
        for (int i = 0; i < ids.size(); ++i)
            QVERIFY2(exists(ids[i]) == kept[i], qPrintable(QString::number(i)));
        const int again = m_writer->deleteExpiredArticles(now, globalDays);
        QVERIFY2(again == 0, qPrintable(m_writer->lastError())); // nothing left to do
    }

    void starredArticlesStay()
    {
        const qint64 old = add(m_short, QStringLiteral("golf"), 9, 0x1);
        QVERIFY(m_writer->flush());
        QVERIFY(ReadStateStore(m_db).setStarred(old, true));
        QCOMPARE(m_writer->deleteExpiredArticles(now, 1), 0);
        QVERIFY(exists(old));
        // Unstarred, it goes with the others.
        QVERIFY(ReadStateStore(m_db).setStarred(old, false));
        QCOMPARE(m_writer->deleteExpiredArticles(now, 1), 1);
        QVERIFY(!exists(old));
    }

    void searchAndEventMembersFollowDeletions()
    {
        const qint64 gone = add(m_short, QStringLiteral("hotel"), 5, 0x1);
        const qint64 kept = add(m_short, QStringLiteral("india"), 1, 0x2);
        QSqlQuery event(m_db);
        QVERIFY(event.exec(
            QStringLiteral("INSERT INTO events (id, label, start, peak, finish) VALUES (1, 'e', 0, 0, 0)")));
        QVERIFY(event.exec(QStringLiteral("INSERT INTO event_members (event_id, article_id, distance)"
                                          " VALUES (1, %1, 2), (1, %2, 3)")
                               .arg(gone)
                               .arg(kept)));
        QCOMPARE(ftsHits(m_db, QStringLiteral("hotel")), 1);
        QCOMPARE(m_writer->deleteExpiredArticles(now, 0), 1);
        QCOMPARE(ftsHits(m_db, QStringLiteral("hotel")), 0);
        QCOMPARE(ftsHits(m_db, QStringLiteral("india")), 1);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM event_members")), 1);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT article_id FROM event_members")), int(kept));
    }

    void aGroupLosingAMemberShrinks()
    {
        const qint64 primary = add(m_long, QStringLiteral("juliet"), 3, 0x0);
        add(m_long, QStringLiteral("juliet"), 2.5, 0x1, primary, 1);
        add(m_short, QStringLiteral("juliet"), 2.2, 0x7, primary, 3); // expires
        QCOMPARE(m_writer->deleteExpiredArticles(now, 0), 1);
        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].size, 2);
        QCOMPARE(groups[0].distanceSum, 1);
        QCOMPARE(groups[0].members.first().id, primary);
    }

    void aGroupLosingItsPrimaryPromotesTheEarliestMember()
    {
        const qint64 primary = add(m_short, QStringLiteral("kilo"), 5, 0x0); // expires
        const qint64 later = add(m_long, QStringLiteral("kilo"), 0.5, 0x8, primary, 1);
        const qint64 earlier = add(m_global, QStringLiteral("kilo"), 1, 0x7, primary, 3);
        const qint64 latest = add(m_long, QStringLiteral("kilo"), 0.2, 0x3, primary, 2);
        QCOMPARE(m_writer->deleteExpiredArticles(now, 0), 1);
        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].size, 3);
        const QList<ArticleRecord> &members = groups[0].members;
        QCOMPARE(members[0].id, earlier);
        QVERIFY(members[0].isPrimary);
        QCOMPARE(members[0].distance, 0);
        // Distances are measured again from the stored simhash: 0x7 ^ 0x3 = 0x4, 0x7 ^ 0x8 = 0xF.
        QCOMPARE(members[1].id, latest);
        QCOMPARE(members[1].distance, 1);
        QCOMPARE(members[2].id, later);
        QCOMPARE(members[2].distance, 4);
        QCOMPARE(groups[0].distanceSum, 5);
        QCOMPARE(ArticleStore(m_db).article(later)->groupId, groups[0].id);
    }

    void theGlobalRetentionRepairsTheGroupsItTouches()
    {
        // The feeds that follow the global retention lose their old articles in one statement;
        // the groups those were in are mended as a feed's own retention mends them.
        const qint64 primary = add(m_global, QStringLiteral("november"), 8, 0x0); // expires
        const qint64 copy = add(m_long, QStringLiteral("november"), 6, 0x3, primary, 2);
        const qint64 other = add(m_long, QStringLiteral("november"), 2, 0x7, primary, 3);
        const qint64 recent = add(m_global, QStringLiteral("oscar"), 2, 0xF0);
        QCOMPARE(m_writer->deleteExpiredArticles(now, 7), 1);
        QVERIFY(!exists(primary));
        QVERIFY(exists(copy) && exists(other) && exists(recent));
        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].size, 2);
        QCOMPARE(groups[0].members.first().id, copy); // the earliest member leads now
        QCOMPARE(groups[0].distanceSum, 1); // 0x3 ^ 0x7 = 0x4
    }

    void aGroupLeftWithOneArticleIsDissolved()
    {
        const qint64 primary = add(m_short, QStringLiteral("lima"), 5, 0x0); // expires
        const qint64 copy = add(m_long, QStringLiteral("lima"), 1, 0x3, primary, 2);
        const qint64 keeper = add(m_long, QStringLiteral("mike"), 1, 0xF000);
        add(m_short, QStringLiteral("mike"), 4, 0xF001, keeper, 1); // expires
        QCOMPARE(m_writer->deleteExpiredArticles(now, 0), 2);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM duplicate_groups")), 0);
        for (const qint64 id : {copy, keeper}) {
            const std::optional<ArticleRecord> article = ArticleStore(m_db).article(id);
            QVERIFY(article.has_value());
            QCOMPARE(article->groupId, 0);
            QCOMPARE(article->distance, 0);
            QVERIFY(article->isPrimary);
        }
    }

    void aGroupThatExpiresWholeIsRemoved()
    {
        const qint64 primary = add(m_short, QStringLiteral("november"), 5, 0x0);
        add(m_short, QStringLiteral("november"), 4, 0x1, primary, 1);
        add(m_global, QStringLiteral("november"), 4, 0x3, primary, 2);
        QCOMPARE(m_writer->deleteExpiredArticles(now, 3), 3);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM duplicate_groups")), 0);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM articles")), 0);
    }

    void insideACallersTransactionItRollsBackWithIt()
    {
        const qint64 old = add(m_short, QStringLiteral("oscar"), 5, 0x1);
        QVERIFY(m_writer->transaction());
        QCOMPARE(m_writer->deleteExpiredArticles(now, 0), 1);
        QVERIFY(!exists(old));
        m_writer->rollback();
        QVERIFY(exists(old));
        QCOMPARE(ftsHits(m_db, QStringLiteral("oscar")), 1);
        QCOMPARE(m_writer->deleteExpiredArticles(now, 0), 1);
        QVERIFY(!exists(old));
    }

    void reusedStatementsRecoverFromAFailure()
    {
        QVERIFY(add(m_global, QStringLiteral("papa"), 1, 0x1) > 0);
        m_serial = 0; // the same guid again: refused
        QCOMPARE(add(m_global, QStringLiteral("papa"), 1, 0x1), 0);
        QVERIFY(!m_writer->lastError().isEmpty());
        QVERIFY(add(m_global, QStringLiteral("quebec"), 1, 0x2) > 0); // next one is fine
        QVERIFY(m_writer->hasArticle(m_global, QStringLiteral("guid-2"), QString()));
        QVERIFY(!m_writer->hasArticle(m_global, QStringLiteral("guid-3"), QString()));
        // A copy of an article that is no longer stored is refused with a reason, not crashed on.
        QCOMPARE(add(m_global, QStringLiteral("romeo"), 1, 0x3, 999999, 1), 0);
        QVERIFY(m_writer->lastError().contains(QStringLiteral("999999")));
    }

    void articlesHeldInATransactionLandAtCommit()
    {
        QVERIFY(m_writer->transaction());
        const qint64 primary = add(m_global, QStringLiteral("sierra"), 1, 0x0);
        const qint64 copy = add(m_long, QStringLiteral("sierra"), 0.5, 0x3, primary, 2); // primary is held
        QVERIFY(primary > 0 && copy == primary + 1);
        // The writer knows held articles; other queries do not see them before a flush.
        QVERIFY(m_writer->hasArticle(m_global, QStringLiteral("guid-1"), QString()));
        QVERIFY(
            m_writer->hasArticle(m_short, QStringLiteral("other"), QStringLiteral("https://news.example/2")));
        QVERIFY(!ArticleStore(m_db).article(primary).has_value());
        m_serial = 0;
        QCOMPARE(add(m_global, QStringLiteral("sierra"), 1, 0x0), 0); // the same guid again: refused
        QVERIFY(m_writer->lastError().contains(QStringLiteral("UNIQUE")));
        m_serial = 2;
        QVERIFY(m_writer->commit());

        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].size, 2);
        QCOMPARE(groups[0].distanceSum, 2);
        QCOMPARE(groups[0].members[0].id, primary);
        QCOMPARE(groups[0].members[1].id, copy);
        QCOMPARE(ftsHits(m_db, QStringLiteral("sierra")), 2);

        // A copy of an article committed earlier, held in the next transaction.
        QVERIFY(m_writer->transaction());
        const qint64 third = add(m_short, QStringLiteral("sierra"), 0.2, 0x1, primary, 1);
        QCOMPARE(third, copy + 1);
        QVERIFY(m_writer->flush()); // visible now, before the commit
        QCOMPARE(ArticleStore(m_db).article(third)->groupSize, 3);
        QVERIFY(m_writer->commit());
        QCOMPARE(Reports(m_db).duplicateGroups()[0].distanceSum, 3);
    }

    void manyHeldArticlesAreWrittenInOrder()
    {
        QVERIFY(m_writer->transaction());
        QList<qint64> ids;
        for (int i = 0; i < 1100; ++i) // past the holding limit and many statements' worth
            ids.append(
                add(i % 2 ? m_global : m_long, i % 3 ? QStringLiteral("tango") : QStringLiteral("uniform"),
                    1.0 - i / 2000.0, quint64(i) << 8, i >= 600 && i % 7 == 0 ? ids[600 - 7 + i % 7] : 0,
                    i >= 600 && i % 7 == 0 ? 1 : 0));
        QVERIFY(!ids.contains(0));
        QVERIFY(m_writer->commit());
        QCOMPARE(ArticleStore(m_db).articleCount(), 1100);
        for (int i = 0; i < ids.size(); ++i)
            QCOMPARE(ArticleStore(m_db).article(ids[i])->guid, QStringLiteral("guid-%1").arg(i + 1));
        QCOMPARE(ftsHits(m_db, QStringLiteral("tango")) + ftsHits(m_db, QStringLiteral("uniform")), 1100);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT SUM(size) FROM duplicate_groups")),
            scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM articles WHERE group_id IS NOT NULL")));
    }

    void rollingBackForgetsHeldArticles()
    {
        QVERIFY(m_writer->transaction());
        const qint64 first = add(m_global, QStringLiteral("victor"), 1, 0x1);
        QVERIFY(first > 0);
        m_writer->rollback();
        QVERIFY(!m_writer->hasArticle(m_global, QStringLiteral("guid-1"), QString()));
        QVERIFY(m_writer->transaction());
        m_serial = 0;
        QCOMPARE(
            add(m_global, QStringLiteral("whiskey"), 1, 0x1), first); // same guid, same id: both free again
        QVERIFY(m_writer->commit());
        QCOMPARE(ftsHits(m_db, QStringLiteral("victor")), 0);
        QCOMPARE(ftsHits(m_db, QStringLiteral("whiskey")), 1);
    }

    void deletingAFeedRepairsTheGroupsItLeaves()
    {
        const qint64 primary = add(m_short, QStringLiteral("lima"), 1, 0x0);
        const qint64 copy = add(m_long, QStringLiteral("lima"), 0.5, 0x3, primary, 2);
        const qint64 other = add(m_global, QStringLiteral("lima"), 0.4, 0x1, primary, 1);
        const qint64 starred = add(m_short, QStringLiteral("mike"), 0.3, 0xF0);
        QVERIFY(m_writer->flush());
        QVERIFY(ReadStateStore(m_db).setStarred(starred, true));
        QVERIFY(m_writer->deleteFeed(m_short));
        QVERIFY(!exists(primary));
        QVERIFY(!exists(starred)); // unsubscribing takes every article of the feed
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM feeds WHERE id = %1").arg(m_short)), 0);
        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].size, 2);
        QCOMPARE(groups[0].members[0].id, copy); // the earliest remaining report leads now
        QCOMPARE(groups[0].members[1].id, other);
        QCOMPARE(groups[0].members[1].distance, 1); // 0x3 ^ 0x1
        QCOMPARE(ftsHits(m_db, QStringLiteral("mike")), 0);
        QVERIFY(!m_writer->deleteFeed(m_short)); // gone already: a clear failure
        QVERIFY(!m_writer->lastError().isEmpty());
    }

    void feedCountersFollowInsertsReadsAndDeletes()
    {
        const auto counts = [this](qint64 feedId) {
            for (const FeedRecord &feed : ArticleStore(m_db).feeds()) {
                if (feed.id == feedId)
                    return std::pair {feed.articleCount, feed.unreadCount};
            }
            return std::pair {-1, -1};
        };
        const qint64 a = add(m_long, QStringLiteral("november"), 1, 0x10);
        add(m_long, QStringLiteral("oscar"), 1, 0x20);
        add(m_long, QStringLiteral("papa"), 40, 0x30); // expires with the long feed's 30 days
        QVERIFY(m_writer->flush());
        QCOMPARE(counts(m_long), (std::pair {3, 3}));
        ReadStateStore marks(m_db);
        QVERIFY(marks.setRead({a}, true));
        QCOMPARE(counts(m_long), (std::pair {3, 2}));
        QVERIFY(marks.setRead({a}, false));
        QVERIFY(marks.setStarred(a, true)); // a mark that is not "read" counts nothing
        QCOMPARE(counts(m_long), (std::pair {3, 3}));
        QVERIFY(marks.setRead({a}, true));
        QCOMPARE(marks.markFeedRead(m_long), 2);
        QCOMPARE(counts(m_long), (std::pair {3, 0}));
        QVERIFY(marks.setRead({a}, false));
        QCOMPARE(counts(m_long), (std::pair {3, 1}));
        QVERIFY(marks.setStarred(a, false));
        QCOMPARE(m_writer->deleteExpiredArticles(now, 0), 1); // the read one, "papa"
        QCOMPARE(counts(m_long), (std::pair {2, 1}));
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM marks")), 2); // its marks went with it
        // The counters agree with a count of the rows.
        QCOMPARE(
            scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM articles WHERE feed_id = %1").arg(m_long)), 2);
    }

    void aTitleTheUserGaveSurvivesRefreshes()
    {
        QVERIFY(
            m_writer->upsertFeed(QStringLiteral("https://long.example/feed"), QStringLiteral("Long Feed v2"))
            == m_long);
        QCOMPARE(ArticleStore(m_db).feeds().size(), 3);
        QSqlQuery mark(m_db);
        QVERIFY(mark.exec(
            QStringLiteral("UPDATE feeds SET title = 'Mine', user_title = 1 WHERE id = %1").arg(m_long)));
        m_writer->upsertFeed(QStringLiteral("https://long.example/feed"), QStringLiteral("Long Feed v3"));
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM feeds WHERE title = 'Mine'")), 1);
        m_writer->upsertFeed(QStringLiteral("https://short.example/feed"), QStringLiteral("Short v2"));
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM feeds WHERE title = 'Short v2'")), 1);
    }

    // Fingerprints are unsigned 64-bit values; PostgreSQL has no unsigned type and keeps the same
    // bits in a bigint. Values with the top bit set come back as they went in, through every read.
    void fingerprintsWithTheTopBitSetRoundTrip()
    {
        const quint64 values[]
            = {0xF000000000000001ULL, 0x8000000000000000ULL, ~quint64(0), 0x7FFFFFFFFFFFFFFFULL};
        QList<qint64> ids;
        for (const quint64 value : values) {
            ids.append(add(m_global, QStringLiteral("topbit"), 1, value));
            QVERIFY2(ids.last() > 0, qPrintable(m_writer->lastError()));
        }
        const ArticleStore store(m_db);
        for (qsizetype i = 0; i < ids.size(); ++i) {
            QCOMPARE(store.article(ids[i])->simhash, values[i]);
            QVERIFY(store.articles(0, 0, 10).size() == ids.size());
        }
        QList<quint64> live;
        for (const auto &[id, simhash] : SimilarityStore(m_db).fingerprints(now.addDays(-3)))
            live.append(simhash);
        std::sort(live.begin(), live.end());
        QList<quint64> expected(std::begin(values), std::end(values));
        std::sort(expected.begin(), expected.end());
        QCOMPARE(live, expected);
    }

    // Many feeds fetched at once, more than one statement holds: each gets the time, and a failure
    // recorded before is cleared.
    void manyFeedsRecordTheirFetchAtOnce()
    {
        QList<qint64> feeds {m_global};
        for (int i = 0; i < 300; ++i)
            feeds.append(
                m_writer->upsertFeed(QStringLiteral("https://many.example/%1").arg(i), QStringLiteral("M")));
        QSqlQuery failed(m_db);
        QVERIFY(failed.exec(QStringLiteral("UPDATE feeds SET last_error = 'timed out', failures = 2,"
                                           " last_fetch = 1 WHERE id = %1")
                                .arg(m_global)));
        QVERIFY2(m_writer->recordFetched(feeds, now), qPrintable(m_writer->lastError()));
        const QString when = QString::number(now.toMSecsSinceEpoch());
        QCOMPARE(scalar(m_db,
                     QStringLiteral("SELECT COUNT(*) FROM feeds WHERE last_fetch = %1 AND last_success = %1"
                                    " AND last_error = '' AND failures = 0")
                         .arg(when)),
            int(feeds.size()));
    }

    // Many feeds upserted in one statement, one of them three times: a row for each in their
    // order, the same id for the same URL, and the later title and link that are not empty.
    void manyFeedsUpsertAtOnce()
    {
        const QString a = QStringLiteral("https://a.example/rss");
        const QString b = QStringLiteral("https://b.example/rss");
        const QList<StoreWriter::FeedRow> rows
            = m_writer->upsertFeedRows({{a, QStringLiteral("A"), {}}, {b, QStringLiteral("B"), {}},
                {a, {}, {}}, {a, QStringLiteral("A2"), QStringLiteral("https://a.example/")},
                {QStringLiteral("https://short.example/feed"), {}, {}}});
        QCOMPARE(rows.size(), 5);
        QVERIFY(rows[0].id > 0 && rows[1].id > 0 && rows[0].id != rows[1].id);
        QCOMPARE(rows[2].id, rows[0].id);
        QCOMPARE(rows[3].id, rows[0].id);
        QCOMPARE(rows[4].id, m_short); // an existing feed keeps its id and its title
        QCOMPARE(scalar(m_db,
                     QStringLiteral("SELECT COUNT(*) FROM feeds WHERE title = 'A2'"
                                    " AND site_link = 'https://a.example/'")),
            1);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM feeds WHERE title = 'Short'")), 1);
    }

    void learnedWeightsRoundTrip()
    {
        const ArticleStore store(m_db);
        QVERIFY(!store.learnedWeights(1).has_value());
        DocumentFrequencies table;
        table.addDocument(
            extractTextFeatures(QStringLiteral("Storm"), QStringLiteral("warning for the coast")));
        table.addDocument(
            extractTextFeatures(QStringLiteral("Flood"), QStringLiteral("warning for the river")));
        // Counts of two documents, the weights of none yet (the first step).
        const LearnedWeights learned(table, DocumentFrequencies());
        QVERIFY(m_writer->saveLearnedWeights(1, learned));
        QCOMPARE(store.learnedWeights(1), std::optional<LearnedWeights>(learned));
        QCOMPARE(store.learnedWeights(1)->weights().documentCount(), quint64(0));
        QVERIFY(!store.learnedWeights(2).has_value()); // per fingerprint version

        table.addDocument(extractTextFeatures(QStringLiteral("Quake"), QStringLiteral("warning inland")));
        QVERIFY(m_writer->saveLearnedWeights(1, LearnedWeights(table, DocumentFrequencies()), false));
        QCOMPARE(store.learnedWeights(1)->counts().documentCount(), quint64(3)); // replaces
        QCOMPARE(store.learnedWeights(1)->counts(), table);
        QCOMPARE(store.learnedWeights(1)->weights(), DocumentFrequencies()); // kept
        QCOMPARE(
            scalar(m_db, QStringLiteral("SELECT documents FROM document_frequencies WHERE fp_version = 1")),
            3);

        QSqlQuery corrupt(m_db);
        corrupt.prepare(QStringLiteral("UPDATE document_frequencies SET weights = ?"));
        corrupt.addBindValue(QByteArray::fromHex("00ff"));
        QVERIFY(corrupt.exec());
        QCOMPARE(store.learnedWeights(1)->weights(), table); // unreadable weights: the counts weigh
        corrupt.prepare(QStringLiteral("UPDATE document_frequencies SET data = ?"));
        corrupt.addBindValue(QByteArray::fromHex("00ff"));
        QVERIFY(corrupt.exec());
        QVERIFY(!store.learnedWeights(1).has_value());
    }
};

QTEST_GUILESS_MAIN(TestStoreWriter)
#include "tst_storewriter.moc"
