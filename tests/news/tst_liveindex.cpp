#include "IngestTestFeeds.h"
#include "TestDatabases.h"
#include "news/Ingestor.h"
#include "news/LiveIndex.h"
#include "storage/ArticleStore.h"
#include "storage/CopyDecisionStore.h"
#include "storage/Database.h"
#include "storage/StoreWriter.h"

#include <QSqlQuery>
#include <QTest>

using namespace kindred;
using namespace kindred::test;
using namespace Qt::StringLiterals;

namespace {

// The port story as a second outlet runs it, a word changed: a few bits away from the wire's.
const QString portCopy = QString(portStory).replace(
    u"the region millions a day"_s, u"the regional economy several million euros every day"_s);

qint64 idOf(const QSqlDatabase &db, const QString &guid)
{
    QSqlQuery query(db);
    query.prepare(u"SELECT id FROM articles WHERE guid = ?"_s);
    query.addBindValue(guid);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

// The primary of an article's duplicate group; 0 when it is in none.
qint64 primaryOf(const QSqlDatabase &db, const QString &guid)
{
    QSqlQuery query(db);
    query.prepare(u"SELECT g.primary_id FROM articles a JOIN duplicate_groups g ON g.id = a.group_id"
                  " WHERE a.guid = ?"_s);
    query.addBindValue(guid);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

qint64 generation(const QSqlDatabase &db)
{
    return ArticleStore(db).indexGeneration().value_or(-1);
}

} // namespace

/// The duplicate index kept between ingest runs (news/LiveIndex.h): a run that keeps it judges as
/// one that reads the live window from the store, whatever else changed the store in between.
/// Each run here is an Ingestor of its own, as IngestController makes one per run.
class TestLiveIndex : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    std::shared_ptr<LiveIndex> m_live;

    // One run with the kept index: loads (or keeps) the window at `at`, stores `items` of `outlet`.
    IngestStats run(const QString &outlet, const QList<FeedItem> &items, const QDateTime &at = now)
    {
        Ingestor ingestor(m_db, {});
        ingestor.setLiveIndex(m_live);
        ingestor.loadIndex(at);
        return ingestor.ingest(u"https://%1.example/feed"_s.arg(outlet), feed(outlet, items), at);
    }

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void init()
    {
        QString error;
        m_db = m_databases.openEmpty(u"l"_s, u"live"_s, &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        m_live = std::make_shared<LiveIndex>(Ingestor::Options().duplicateRadius);
    }

    void cleanup()
    {
        m_live.reset();
        m_db = {};
        m_databases.closeAndRemove(u"l"_s, u"live"_s);
    }

    void aKeptIndexIsReadOnce()
    {
        QCOMPARE(run(u"wire"_s, {item(u"w1"_s, u"Port strike ends"_s, portStory, 0)}).articles, 1);
        const IngestStats copy = run(u"paper"_s, {item(u"p1"_s, u"Port strike ends"_s, portCopy, 10)});
        QCOMPARE(copy.duplicates, 1);
        QCOMPARE(m_live->loads(), 1); // the second run caught up, it did not read the window again
    }

    void anotherWritersArticlesAreCaughtUp()
    {
        QCOMPARE(run(u"wire"_s, {}).articles, 0); // the window is read, empty
        {
            Ingestor other(m_db, {}); // another writer, with an index of its own
            other.loadIndex(now);
            QCOMPARE(other
                         .ingest(u"https://gazette.example/rss"_s,
                             feed(u"Gazette"_s, {item(u"g1"_s, u"Port strike ends"_s, portStory, 0)}), now)
                         .articles,
                1);
        }
        QCOMPARE(run(u"paper"_s, {item(u"p1"_s, u"Port strike ends"_s, portCopy, 10)}).duplicates, 1);
        QCOMPARE(m_live->loads(), 1);
    }

    void anArticleDeletedMeanwhileIsNotJudgedAgainst()
    {
        QCOMPARE(run(u"wire"_s, {item(u"w1"_s, u"Port strike ends"_s, portStory, 0)}).articles, 1);
        // The reader unsubscribes from the wire: its articles go.
        StoreWriter writer(m_db);
        const qint64 wire = writer.findFeed(u"https://wire.example/feed"_s).id;
        QVERIFY(wire != 0);
        QVERIFY2(writer.deleteFeed(wire), qPrintable(writer.lastError()));
        const IngestStats copy = run(u"paper"_s, {item(u"p1"_s, u"Port strike ends"_s, portCopy, 10)});
        QVERIFY2(copy.errors.isEmpty(), qPrintable(copy.errors.join(u'\n')));
        QCOMPARE(copy.articles, 1);
        QCOMPARE(copy.duplicates, 0); // a kept index would still name the deleted original
        QCOMPARE(m_live->loads(), 2);
    }

    void aReadersCorrectionIsSeen()
    {
        run(u"wire"_s, {item(u"w1"_s, u"Port strike ends"_s, portStory, 0)});
        run(u"paper"_s, {item(u"p1"_s, u"Port strike ends"_s, portCopy, 10)});
        const qint64 wire = idOf(m_db, u"w1"_s);
        QCOMPARE(primaryOf(m_db, u"p1"_s), wire);
        // "Not a copy": the paper's report leads a story of its own from now on, and a third
        // outlet's copy of it joins it, not the wire's, as a fresh read of the window says.
        CopyDecisionStore decisions(m_db);
        QVERIFY2(decisions.splitOut(idOf(m_db, u"p1"_s), now), qPrintable(decisions.lastError()));
        const IngestStats third = run(u"herald"_s, {item(u"h1"_s, u"Port strike ends"_s, portCopy, 20)});
        QCOMPARE(third.duplicates, 1);
        QCOMPARE(primaryOf(m_db, u"h1"_s), idOf(m_db, u"p1"_s));
        QCOMPARE(m_live->loads(), 2);
    }

    void articlesLeaveTheKeptWindow()
    {
        // Published and fetched nine days ago; the live window is five days.
        FeedItem old = item(u"w1"_s, u"Port strike ends"_s, portStory, 0);
        old.published = now.addDays(-9);
        QCOMPARE(run(u"wire"_s, {old}, now.addDays(-9)).articles, 1);
        const IngestStats copy = run(u"paper"_s, {item(u"p1"_s, u"Port strike ends"_s, portCopy, 10)});
        QCOMPARE(copy.articles, 1);
        QCOMPARE(copy.duplicates, 0);
        QCOMPARE(m_live->loads(), 1); // kept, less what left the window
    }

    void theGenerationCountsOnlyWhatAnIngestDoesNotDo()
    {
        const qint64 start = generation(m_db);
        QVERIFY(start >= 0);
        // An original and its copy: the original is given its group when the copy comes.
        run(u"wire"_s, {item(u"w1"_s, u"Port strike ends"_s, portStory, 0)});
        run(u"paper"_s, {item(u"p1"_s, u"Port strike ends"_s, portCopy, 10)});
        QVERIFY(primaryOf(m_db, u"w1"_s) != 0);
        QCOMPARE(generation(m_db), start);
        // A changed fingerprint, a group left, a group's primary changed, articles deleted.
        QSqlQuery change(m_db);
        const qint64 paper = idOf(m_db, u"p1"_s);
        QVERIFY(change.exec(u"UPDATE articles SET simhash = simhash + 1 WHERE id = %1"_s.arg(paper)));
        const qint64 afterFingerprint = generation(m_db);
        QVERIFY(afterFingerprint > start);
        QVERIFY(change.exec(u"UPDATE duplicate_groups SET primary_id = %1"_s.arg(paper)));
        const qint64 afterPrimary = generation(m_db);
        QVERIFY(afterPrimary > afterFingerprint);
        QVERIFY(change.exec(u"UPDATE articles SET group_id = NULL WHERE id = %1"_s.arg(paper)));
        const qint64 afterGroup = generation(m_db);
        QVERIFY(afterGroup > afterPrimary);
        QVERIFY(change.exec(u"DELETE FROM articles WHERE id = %1"_s.arg(paper)));
        QVERIFY(generation(m_db) > afterGroup);
        // A statement that changes nothing of the index counts nothing.
        const qint64 settled = generation(m_db);
        QVERIFY(change.exec(u"UPDATE articles SET title = 'Strike over'"_s));
        QVERIFY(change.exec(u"DELETE FROM articles WHERE id < 0"_s));
        QCOMPARE(generation(m_db), settled);
    }
};

QTEST_GUILESS_MAIN(TestLiveIndex)
#include "tst_liveindex.moc"
