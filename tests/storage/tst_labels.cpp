// The reader's labels (schema 18): given and taken per article, listed as a filter that keeps
// every copy, counted for the feed list, renamed and merged, spelled as first given, kept from
// pruning like a star; a label's name is never read as a LIKE pattern.
#include "TestDatabases.h"
#include "storage/ArticleLabels.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/ReadStateStore.h"
#include "storage/StoreWriter.h"

#include <QSqlQuery>
#include <QTest>

using namespace kindred;

namespace {

const QDateTime base(QDate(2026, 11, 20), QTime(8, 0), Qt::UTC);

NewArticle makeArticle(qint64 feedId, int n, quint64 simhash, qint64 duplicateOf = 0)
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
    a.distance = duplicateOf != 0 ? 1 : 0;
    return a;
}

QList<qint64> idsWithLabel(const QSqlDatabase &db, const QString &label)
{
    ArticleQuery query;
    query.label = label;
    QList<qint64> ids;
    for (const ArticleRecord &article : ArticleStore(db).articles(query, 0, 100))
        ids.append(article.id);
    std::sort(ids.begin(), ids.end());
    return ids;
}

QStringList labelsOf(const QSqlDatabase &db, qint64 articleId)
{
    const std::optional<ArticleRecord> article = ArticleStore(db).article(articleId);
    return article ? article->labels : QStringList {QStringLiteral("(gone)")};
}

} // namespace

class TestLabels : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    int m_run = 0;
    qint64 m_feed = 0;
    qint64 m_lead = 0, m_copy = 0, m_single = 0;

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void init()
    {
        m_db = {};
        Database::close(QStringLiteral("labels"));
        QString error;
        m_db = Database::open(
            m_databases.location(QStringLiteral("l%1").arg(++m_run)), QStringLiteral("labels"), &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        StoreWriter writer(m_db);
        QVERIFY(writer.transaction());
        m_feed = writer.upsertFeed(QStringLiteral("https://a.example/feed"), QStringLiteral("Alpha Times"));
        const qint64 other
            = writer.upsertFeed(QStringLiteral("https://b.example/feed"), QStringLiteral("Beta"));
        m_lead = writer.insertArticle(makeArticle(m_feed, 1, 0xF0F0));
        m_copy = writer.insertArticle(makeArticle(other, 2, 0xF0F1, m_lead));
        m_single = writer.insertArticle(makeArticle(m_feed, 3, quint64(3) << 40));
        QVERIFY(writer.commit());
    }

    void cleanupTestCase()
    {
        m_db = {};
        Database::close(QStringLiteral("labels"));
    }

    void namesAreCleanedAndKeptOnce()
    {
        QCOMPARE(labels::normalized(QStringLiteral("  read\n later ")), QStringLiteral("read later"));
        QCOMPARE(labels::normalized(QString(100, u'x')).size(), labels::kMaxLength);
        QVERIFY(labels::normalized(QStringLiteral(" \t\n")).isEmpty());
        QCOMPARE(labels::toText({QStringLiteral("zebra"), QStringLiteral("Climate"),
                     QStringLiteral("climate"), QStringLiteral(" ")}),
            QStringLiteral("Climate\nzebra"));
        QCOMPARE(labels::with({QStringLiteral("Climate")}, QStringLiteral("CLIMATE"), false), QStringList());
        QCOMPARE(labels::with({QStringLiteral("b")}, QStringLiteral("a"), true),
            (QStringList {QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(labels::likePattern(QStringLiteral("50%_off\\")), QStringLiteral("%\n50\\%\\_off\\\\\n%"));
    }

    void aLabelListsItsArticlesEveryCopy()
    {
        ReadStateStore marks(m_db);
        QVERIFY(marks.setLabel({m_lead, m_copy}, QStringLiteral("Climate"), true));
        QVERIFY(marks.setLabel({m_single}, QStringLiteral("to read"), true));
        QCOMPARE(idsWithLabel(m_db, QStringLiteral("Climate")), (QList<qint64> {m_lead, m_copy}));
        QCOMPARE(idsWithLabel(m_db, QStringLiteral("to read")), QList<qint64> {m_single});
        QCOMPARE(idsWithLabel(m_db, QStringLiteral("to")), QList<qint64> {}); // whole names only
        QCOMPARE(labelsOf(m_db, m_lead), QStringList {QStringLiteral("Climate")});

        // Listed rows carry their labels too.
        ArticleQuery all;
        all.collapseCopies = false;
        for (const ArticleRecord &row : ArticleStore(m_db).articles(all, 0, 10))
            QCOMPARE(row.labels, labelsOf(m_db, row.id));

        QVERIFY(marks.setLabel({m_copy}, QStringLiteral("climate"), false)); // case aside
        QCOMPARE(idsWithLabel(m_db, QStringLiteral("Climate")), QList<qint64> {m_lead});
    }

    void aLabelKeepsTheReadersSpelling()
    {
        ReadStateStore marks(m_db);
        QVERIFY(marks.setLabel({m_lead}, QStringLiteral("Climate"), true));
        QVERIFY(marks.setLabel({m_single}, QStringLiteral("  climate "), true));
        QCOMPARE(labelsOf(m_db, m_single), QStringList {QStringLiteral("Climate")});
        QVERIFY(!marks.setLabel({m_single}, QStringLiteral("   "), true));
        QCOMPARE(labelsOf(m_db, m_single), QStringList {QStringLiteral("Climate")});
    }

    void patternCharactersAreLiteral()
    {
        ReadStateStore marks(m_db);
        QVERIFY(marks.setLabel({m_lead}, QStringLiteral("50%_off"), true));
        QVERIFY(marks.setLabel({m_single}, QStringLiteral("50xyoff"), true));
        QCOMPARE(idsWithLabel(m_db, QStringLiteral("50%_off")), QList<qint64> {m_lead});
        QCOMPARE(idsWithLabel(m_db, QStringLiteral("50_yoff")), QList<qint64> {});
    }

    void labelsAreCountedWithTheirUnread()
    {
        ReadStateStore marks(m_db);
        QVERIFY(marks.setLabel({m_lead, m_copy, m_single}, QStringLiteral("work"), true));
        QVERIFY(marks.setLabel({m_single}, QStringLiteral("Archive"), true));
        QVERIFY(marks.setRead({m_copy}, true).has_value());
        const std::optional<QList<LabelCount>> counts = ArticleStore(m_db).labels();
        QVERIFY(counts.has_value());
        QCOMPARE(
            *counts, (QList<LabelCount> {{QStringLiteral("Archive"), 1, 1}, {QStringLiteral("work"), 3, 2}}));
    }

    void renamingMergesAndRemoving()
    {
        ReadStateStore marks(m_db);
        QVERIFY(marks.setLabel({m_lead}, QStringLiteral("Climate"), true));
        QVERIFY(marks.setLabel({m_single}, QStringLiteral("weather"), true));
        QVERIFY(marks.setLabel({m_lead}, QStringLiteral("weather"), true));
        QVERIFY(marks.renameLabel(QStringLiteral("weather"), QStringLiteral("climate")));
        QCOMPARE(labelsOf(m_db, m_lead), QStringList {QStringLiteral("Climate")});
        QCOMPARE(labelsOf(m_db, m_single), QStringList {QStringLiteral("Climate")});
        QVERIFY(marks.renameLabel(QStringLiteral("Climate"), QString()));
        QCOMPARE(labelsOf(m_db, m_lead), QStringList());
        QCOMPARE(ArticleStore(m_db).labels()->size(), 0);
    }

    void aLabelledArticleIsNotPruned()
    {
        ReadStateStore marks(m_db);
        QVERIFY(marks.setLabel({m_single}, QStringLiteral("keep"), true));
        QVERIFY(marks.setLabel({m_lead}, QStringLiteral("gone soon"), true));
        QVERIFY(marks.setLabel({m_lead}, QStringLiteral("gone soon"), false)); // no label left: not kept
        StoreWriter writer(m_db);
        QCOMPARE(writer.deleteExpiredArticles(base.addDays(30), 7), 2);
        QVERIFY(ArticleStore(m_db).article(m_single).has_value());
        QVERIFY(!ArticleStore(m_db).article(m_lead).has_value());
        QVERIFY(!ArticleStore(m_db).article(m_copy).has_value());
    }
};

QTEST_GUILESS_MAIN(TestLabels)
#include "tst_labels.moc"
