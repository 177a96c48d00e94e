// StoryStore's event writes: a save keeps the members still in the event's story (also those the
// caller did not pass), drops those that left it and those it says the event leaves out, rewrites changed
// figures, and counts size and sources from what the event then holds.
#include "TestDatabases.h"
#include "storage/Database.h"
#include "storage/StoreWriter.h"
#include "storage/StoryStore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;

namespace {

const QDateTime base(QDate(2026, 11, 20), QTime(8, 0), Qt::UTC);

int scalar(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0).toInt() : -1;
}

} // namespace

class TestStoryStore : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    QList<qint64> m_articles; // five articles, the first three of feed A, the rest of feed B

private slots:
    void initTestCase()
    {
        KINDRED_REQUIRE_DATABASE_SERVER();
        QString error;
        m_db = Database::open(m_databases.location(QStringLiteral("s")), QStringLiteral("stories"), &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        StoreWriter writer(m_db);
        QVERIFY(writer.transaction());
        const qint64 feedA = writer.upsertFeed(QStringLiteral("https://a.example/feed"), QStringLiteral("A"));
        const qint64 feedB = writer.upsertFeed(QStringLiteral("https://b.example/feed"), QStringLiteral("B"));
        for (int n = 0; n < 5; ++n) {
            NewArticle a;
            a.feedId = n < 3 ? feedA : feedB;
            a.guid = QStringLiteral("guid-%1").arg(n);
            a.title = QStringLiteral("Article %1").arg(n);
            a.published = base.addSecs(n * 600);
            a.fetched = base.addDays(1);
            a.fingerprint.simhash = quint64(n + 1);
            a.fingerprint.version = 1;
            m_articles.append(writer.insertArticle(a));
            QVERIFY(m_articles.last() > 0);
        }
        QVERIFY(writer.commit());
    }

    void aSaveKeepsTheStoryAndDropsWhatLeftIt()
    {
        StoryStore store(m_db);
        QVERIFY(m_db.transaction());
        for (qint64 story : {1, 2})
            QVERIFY(store.saveStory({story, m_articles[0], QStringLiteral("Story"), 0, 0, base, base}));
        QList<std::pair<qint64, qint64>> all;
        for (qint64 id : m_articles)
            all.append({id, 1});
        QVERIFY(store.setArticleStories(all));
        EventRecord event;
        event.storyId = 1;
        event.centreId = m_articles[0];
        event.start = event.peak = event.end = base;
        for (qint64 id : m_articles)
            event.members.append({id, 1, 0.5, {}, {}, {}, {}});
        event.id = store.saveEvent(event);
        QVERIFY2(event.id > 0, qPrintable(store.lastError()));
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT size FROM events")), 5);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT sources FROM events")), 2);

        // The last article moves to story 2; the caller saw only two members, one with a new distance.
        QVERIFY(store.setArticleStories({{m_articles[4], 2}}));
        event.members = {{m_articles[0], 1, 0.5, {}, {}, {}, {}}, {m_articles[1], 3, 0.5, {}, {}, {}, {}}};
        QCOMPARE(store.saveEvent(event), event.id);
        QVERIFY(m_db.commit());
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT COUNT(*) FROM event_members")), 4);
        QCOMPARE(scalar(m_db,
                     QStringLiteral("SELECT COUNT(*) FROM event_members WHERE article_id = %1")
                         .arg(m_articles[4])),
            0);
        QCOMPARE(scalar(m_db,
                     QStringLiteral("SELECT distance FROM event_members WHERE article_id = %1")
                         .arg(m_articles[1])),
            3);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT size FROM events")), 4);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT sources FROM events")), 2);

        // The fourth article stays in story 1 but the event leaves it out (a loose part of the story).
        event.members = {{m_articles[0], 1, 0.5, {}, {}, {}, {}}};
        event.leftOut = {m_articles[3]};
        QVERIFY(m_db.transaction());
        QCOMPARE(store.saveEvent(event), event.id);
        QVERIFY(m_db.commit());
        QCOMPARE(scalar(m_db,
                     QStringLiteral("SELECT COUNT(*) FROM event_members WHERE article_id = %1")
                         .arg(m_articles[3])),
            0);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT size FROM events")), 3);
        QCOMPARE(scalar(m_db, QStringLiteral("SELECT sources FROM events")), 1); // feed B's went
    }

    // Placed in chunks of many rows a statement: two full chunks and a part of one, each article
    // with its own story, and an article taken out of its story (story 0: none).
    void manyArticlesTakeTheirStoriesAtOnce()
    {
        StoreWriter writer(m_db);
        QVERIFY(writer.transaction());
        const qint64 feed
            = writer.upsertFeed(QStringLiteral("https://many.example/feed"), QStringLiteral("M"));
        QList<std::pair<qint64, qint64>> stories;
        StoryStore store(m_db);
        for (int n = 0; n < 600; ++n) {
            NewArticle a;
            a.feedId = feed;
            a.guid = QStringLiteral("many-%1").arg(n);
            a.published = a.fetched = base.addSecs(n);
            a.fingerprint.version = 1;
            const qint64 id = writer.insertArticle(a);
            QVERIFY(id > 0);
            stories.append({id, 100 + n});
        }
        QVERIFY(writer.commit());
        for (const auto &[id, story] : std::as_const(stories))
            QVERIFY(store.saveStory({story, id, QStringLiteral("S"), 1, 1, base, base}));
        stories[599].second = 0;
        QVERIFY2(store.setArticleStories(stories), qPrintable(store.lastError()));
        for (const auto &[id, story] : std::as_const(stories)) {
            const int stored = scalar(
                m_db, QStringLiteral("SELECT COALESCE(story_id, 0) FROM articles WHERE id = %1").arg(id));
            QCOMPARE(stored, int(story));
        }
    }
};

QTEST_GUILESS_MAIN(TestStoryStore)
#include "tst_storystore.moc"
