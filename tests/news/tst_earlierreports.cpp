// A story's reports before the live window, from the whole archive: an old report within the
// duplicate radius of the article shown is found (with its distance to it), one further away and
// one of the article's own group are not, nor one inside the live window (the group holds those);
// a store too large to scan is not read.
#include "TestDatabases.h"
#include "news/EarlierReports.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/StoreWriter.h"

#include <QTest>

using namespace kindred;

namespace {

const QDateTime now(QDate(2026, 11, 26), QTime(12, 0), Qt::UTC);

NewArticle report(qint64 feedId, int n, quint64 simhash, const QDateTime &published, qint64 duplicateOf = 0)
{
    NewArticle a;
    a.feedId = feedId;
    a.guid = QStringLiteral("guid-%1").arg(n);
    a.url = QStringLiteral("https://news.example/a/%1").arg(n);
    a.title = QStringLiteral("Report %1").arg(n);
    a.summary = QStringLiteral("<p>Report %1</p>").arg(n);
    a.published = published;
    a.fetched = published;
    a.fingerprint.simhash = simhash;
    a.fingerprint.version = 1;
    a.duplicateOf = duplicateOf;
    return a;
}

} // namespace

class TestEarlierReports final : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void oldReportsWithinTheRadius()
    {
        QString error;
        QSqlDatabase db = Database::open(
            m_databases.location(QStringLiteral("earlier")), QStringLiteral("earlier"), &error);
        QVERIFY2(db.isValid(), qPrintable(error));
        StoreWriter writer(db);
        QVERIFY(writer.transaction());
        const qint64 feed
            = writer.upsertFeed(QStringLiteral("https://a.example/feed"), QStringLiteral("Alpha"));
        const quint64 story = 0xF0F0F0F0F0F0F0F0ULL;
        const qint64 shown = writer.insertArticle(report(feed, 1, story, now.addSecs(-3600)));
        const qint64 copy = writer.insertArticle(report(feed, 2, story ^ 0x1, now.addSecs(-1800), shown));
        const qint64 monthAgo = writer.insertArticle(report(feed, 3, story ^ 0x3, now.addDays(-30)));
        const qint64 yearAgo
            = writer.insertArticle(report(feed, 4, story ^ 0x80000003ULL, now.addDays(-365)));
        writer.insertArticle(report(feed, 5, story ^ 0xF0F, now.addDays(-40))); // 8 bits away
        writer.insertArticle(report(feed, 6, story ^ 0x2, now.addDays(-1))); // inside the live window
        QVERIFY(writer.commit());
        QVERIFY(shown > 0 && copy > 0 && monthAgo > 0 && yearAgo > 0);

        const ArticleStore store(db);
        const ArticleRecord article = *store.article(shown);
        const QDateTime windowStart = now.addDays(-5);
        const std::optional<QList<ArticleRecord>> earlier = earlierReports(db, article, 3, windowStart);
        QVERIFY(earlier);
        QCOMPARE(earlier->size(), 2);
        QCOMPARE(earlier->at(0).id, monthAgo); // nearest first: 2 bits,
        QCOMPARE(earlier->at(0).distance, 2);
        QCOMPARE(earlier->at(1).id, yearAgo); // then 3
        QCOMPARE(earlier->at(1).distance, 3);
        QCOMPARE(earlierReports(db, article, 3, windowStart, 1)->size(), 1);
        QCOMPARE(earlierReports(db, article, 2, windowStart)->size(), 1);
        // A radius past the block indexes reads every fingerprint: not in a store over the limit.
        QVERIFY(!earlierReports(db, article, 5, windowStart, 5, 3));
        QVERIFY(earlierReports(db, article, 5, windowStart, 5, 100));
        db = QSqlDatabase();
        Database::close(QStringLiteral("earlier"));
    }
};

QTEST_GUILESS_MAIN(TestEarlierReports)
#include "tst_earlierreports.moc"
