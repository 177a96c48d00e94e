#include "TestDatabases.h"
#include "news/SimilarStories.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/SimilarityStore.h"
#include "storage/StoreWriter.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;

namespace {

const QDateTime start(QDate(2026, 11, 21), QTime(6, 0), Qt::UTC);
constexpr quint64 base = 0x0123456789abcdefULL;

// `base` with the lowest `bits` bits flipped (and `shift` moves them up, for distinct values).
quint64 flipped(int bits, int shift = 0)
{
    quint64 mask = 0;
    for (int i = 0; i < bits; ++i)
        mask |= quint64(1) << (i + shift);
    return base ^ mask;
}

} // namespace

class TestSimilarStories : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    QHash<QString, qint64> m_ids; // by guid

    int scalar(const QString &sql) const
    {
        QSqlQuery query(m_db);
        return query.exec(sql) && query.next() ? query.value(0).toInt() : -1;
    }

    qint64 insert(StoreWriter &writer, qint64 feedId, const QString &guid, const QString &title,
        const QString &summary, quint64 simhash, int hoursAfter, qint64 duplicateOf = 0)
    {
        NewArticle a;
        a.feedId = feedId;
        a.guid = guid;
        a.url = QStringLiteral("https://news.example/") + guid;
        a.title = title;
        a.summary = summary;
        a.published = start.addSecs(hoursAfter * 3600);
        a.fetched = a.published;
        a.fingerprint.simhash = simhash;
        a.fingerprint.version = 1;
        a.duplicateOf = duplicateOf;
        a.distance = duplicateOf != 0 ? 2 : 0;
        const qint64 id = writer.insertArticle(a);
        m_ids.insert(guid, id);
        return id;
    }

private slots:
    void initTestCase()
    {
        KINDRED_REQUIRE_DATABASE_SERVER();
        QString error;
        m_db = Database::open(m_databases.location(QStringLiteral("s")), QStringLiteral("similar"), &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        StoreWriter writer(m_db);
        QVERIFY(writer.transaction());
        const qint64 wire
            = writer.upsertFeed(QStringLiteral("https://wire.example/rss"), QStringLiteral("Wire"));
        const qint64 paper
            = writer.upsertFeed(QStringLiteral("https://paper.example/rss"), QStringLiteral("Paper"));
        const QString dam = QStringLiteral(
            "The Marbury dam on the river Kell gave way and floodwater reached the valley towns.");
        const qint64 a
            = insert(writer, wire, QStringLiteral("a"), QStringLiteral("Marbury dam fails"), dam, base, 0);
        insert(writer, paper, QStringLiteral("copy"), QStringLiteral("Marbury dam fails"), dam, flipped(2), 1,
            a);
        insert(writer, paper, QStringLiteral("band"), QStringLiteral("Orchestra tour dates"),
            QStringLiteral("Concerts in spring."), flipped(5), 2);
        insert(writer, paper, QStringLiteral("near"), QStringLiteral("Chess final drawn"),
            QStringLiteral("Game six."), flipped(2, 20), 2); // closer than the band, another group
        insert(writer, paper, QStringLiteral("far"), QStringLiteral("Bakery award"), QStringLiteral("Bread."),
            flipped(12), 2);
        insert(writer, paper, QStringLiteral("late"), QStringLiteral("Harbour lights"),
            QStringLiteral("Lamps."), flipped(6, 30), 24 * 8); // in the band, but eight days on
        insert(writer, wire, QStringLiteral("same-source"), QStringLiteral("Wire roundup"),
            QStringLiteral("Briefs."), flipped(7, 40), 3);
        const qint64 text = insert(writer, paper, QStringLiteral("text"),
            QStringLiteral("Kell valley towns flooded after Marbury breach"),
            QStringLiteral("Rescuers reached flooded villages below the Marbury dam on the Kell."), ~base, 4);
        const qint64 gazette
            = writer.upsertFeed(QStringLiteral("https://gazette.example/rss"), QStringLiteral("Gazette"));
        insert(writer, gazette, QStringLiteral("text-copy"),
            QStringLiteral("Kell valley towns flooded after Marbury breach | Gazette"),
            QStringLiteral("Rescuers reached flooded villages below the Marbury dam on the Kell."), ~base ^ 1,
            5,
            text); // a copy of "text": the same story, one entry
        for (int i = 0; i < 20; ++i) // a vocabulary for the IDF
            insert(writer, paper, QStringLiteral("noise%1").arg(i),
                QStringLiteral("Town council news %1").arg(i), QStringLiteral("The council met on Tuesday."),
                quint64(i + 1) * 0x9e3779b97f4a7c15ULL, 5);
        QVERIFY2(writer.commit(), qPrintable(writer.lastError()));
    }

    void cleanupTestCase()
    {
        m_db = {};
        Database::close(QStringLiteral("similar"));
    }

    void bothSignalsInTheBandAndTheWindow()
    {
        SimilarStories similar(m_db, {});
        similar.load(start.addDays(2));
        const QList<SimilarStory> found = similar.find(m_ids.value(QStringLiteral("a")));
        QHash<qint64, SimilarStory> byId;
        for (const SimilarStory &s : found)
            byId.insert(s.articleId, s);
        QVERIFY(!byId.contains(m_ids.value(QStringLiteral("copy")))); // its own duplicate group
        QVERIFY(!byId.contains(m_ids.value(QStringLiteral("near")))); // closer than the band
        QVERIFY(!byId.contains(m_ids.value(QStringLiteral("far"))));
        QVERIFY(!byId.contains(m_ids.value(QStringLiteral("late")))); // outside the five days
        QCOMPARE(byId.value(m_ids.value(QStringLiteral("band"))).distance, 5);
        QCOMPARE(byId.value(m_ids.value(QStringLiteral("same-source"))).distance, 7);
        const SimilarStory text = byId.value(m_ids.value(QStringLiteral("text")));
        QCOMPARE(text.distance, -1); // found by its words only
        QCOMPARE(text.source, QStringLiteral("Paper"));
        QVERIFY(text.score > 0);
        // Ranked by score: distance 5 above distance 7.
        for (qsizetype i = 1; i < found.size(); ++i)
            QVERIFY(found[i - 1].score >= found[i].score);
        QVERIFY(byId.value(m_ids.value(QStringLiteral("band"))).score
            > byId.value(m_ids.value(QStringLiteral("same-source"))).score);
    }

    // A story that ran in two outlets is one entry, its lead's, with the other as a copy.
    void aStoryIsOneEntryWithItsCopies()
    {
        SimilarStories similar(m_db, {});
        similar.load(start.addDays(2));
        const QList<SimilarStory> found = similar.find(m_ids.value(QStringLiteral("a")));
        int entries = 0;
        for (const SimilarStory &s : found) {
            QVERIFY(s.articleId != m_ids.value(QStringLiteral("text-copy")));
            if (s.articleId == m_ids.value(QStringLiteral("text"))) {
                ++entries;
                QCOMPARE(s.copies, 1);
                QCOMPARE(s.source, QStringLiteral("Paper"));
            } else if (s.articleId == m_ids.value(QStringLiteral("band"))) {
                QCOMPARE(s.copies, 0);
            }
        }
        QCOMPARE(entries, 1);
    }

    void ownSourceCanBeLeftOut()
    {
        SimilarStories::Options options;
        options.excludeOwnSource = true;
        SimilarStories similar(m_db, options);
        similar.load(start.addDays(2));
        for (const SimilarStory &s : similar.find(m_ids.value(QStringLiteral("a"))))
            QVERIFY(s.source != QStringLiteral("Wire"));
    }

    void textTermsAreTheRareWordsOfTheArticle()
    {
        const SimilarStories similar(m_db, {});
        const TextWindow window = SimilarityStore(m_db).window(start.addDays(-5), start.addDays(5));
        const QStringList terms = similar.textTerms(QStringLiteral("Marbury dam fails"),
            QStringLiteral("The council met; the Marbury dam on the Kell gave way."), window);
        QVERIFY(terms.contains(QStringLiteral("marbury")));
        QVERIFY(terms.contains(QStringLiteral("kell")));
        QVERIFY(!terms.contains(QStringLiteral("the"))); // a stop word
        QVERIFY(!terms.contains(QStringLiteral("council"))
            || terms.indexOf(QStringLiteral("council")) > terms.indexOf(QStringLiteral("marbury")));
    }

    void theWordsLookedUpAreTheTitleAndTheLede()
    {
        // Each word looked up is a query of the full-text index: the title's words and the
        // text's most frequent and earliest, forty at most. A word met once, after fifty others,
        // is not among them, though other articles hold it.
        const SimilarStories similar(m_db, {});
        const TextWindow window = SimilarityStore(m_db).window(start.addDays(-5), start.addDays(5));
        QStringList filler;
        for (int i = 0; i < 50; ++i)
            filler.append(QStringLiteral("filler") + QChar(u'a' + i % 26) + QChar(u'a' + i / 26));
        const QString late = filler.join(u' ') + QStringLiteral(" kell");
        const QStringList terms = similar.textTerms(QStringLiteral("Marbury report"), late, window);
        QVERIFY(terms.contains(QStringLiteral("marbury")));
        QVERIFY(!terms.contains(QStringLiteral("kell")));
        const QStringList early = similar.textTerms(
            QStringLiteral("Marbury report"), QStringLiteral("kell ") + filler.join(u' '), window);
        QVERIFY(early.contains(QStringLiteral("kell")));
    }

    void queryTermsAreQuoted()
    {
        QCOMPARE(SimilarityStore::matchExpression(
                     {QStringLiteral("near"), QStringLiteral("a\"b"), QStringLiteral("AND")}),
            QStringLiteral("\"near\" OR \"a\"\"b\" OR \"AND\""));
        // FTS5 syntax in a term is a word, not an operator, and a quote cannot break out.
        const SimilarityStore store(m_db);
        const TextWindow day = store.window(start.addDays(-1), start.addDays(1));
        QVERIFY(store
                    .moreLikeThis(
                        {QStringLiteral("title:x"), QStringLiteral("a\"b*"), QStringLiteral("NEAR(")}, day, 5)
                    .isEmpty());
        QCOMPARE(store.moreLikeThis({QStringLiteral("AND")}, day, 50).size(),
            store.moreLikeThis({QStringLiteral("and")}, day, 50).size());
        QVERIFY(!store.moreLikeThis({QStringLiteral("marbury")}, day, 5).isEmpty());
    }

    void theTextSearchReadsTheWindowOnly()
    {
        // The window's ids span its articles; words are counted and matched there alone.
        const SimilarityStore store(m_db);
        const TextWindow all = store.window(start.addDays(-30), start.addDays(30));
        QCOMPARE(all.articles, scalar(QStringLiteral("SELECT COUNT(*) FROM articles")));
        QCOMPARE(all.firstId, qint64(scalar(QStringLiteral("SELECT MIN(id) FROM articles"))));
        QCOMPARE(all.lastId, qint64(scalar(QStringLiteral("SELECT MAX(id) FROM articles"))));
        const TextWindow none = store.window(start.addDays(-30), start.addDays(-20));
        QVERIFY(none.isEmpty());
        QVERIFY(store.documentFrequencies({QStringLiteral("marbury")}, none).isEmpty());
        QVERIFY(store.moreLikeThis({QStringLiteral("marbury")}, none, 5).isEmpty());
        const int everywhere
            = store.documentFrequencies({QStringLiteral("marbury")}, all).value(QStringLiteral("marbury"));
        QCOMPARE(everywhere,
            scalar(QStringLiteral("SELECT COUNT(*) FROM articles WHERE lower(title || ' ' || summary || ' '"
                                  " || body) LIKE '%marbury%'")));
        // One id less at the end: the last article is not read (the range, not only the dates).
        TextWindow shorter = all;
        shorter.lastId = all.lastId - 1;
        for (const TextHit &hit : store.moreLikeThis({QStringLiteral("marbury")}, shorter, 50))
            QVERIFY(hit.articleId != all.lastId);
    }

    void aWindowAroundAnArticleHoldsItsEarlierNeighbours()
    {
        // "band" came two hours after "a", five bits from it: loaded around "band", "a" is found
        // by its simhash (a window that starts at "band" would not hold it).
        SimilarStories similar(m_db, {});
        const std::optional<ArticleRecord> band
            = ArticleStore(m_db).article(m_ids.value(QStringLiteral("band")));
        QVERIFY(band);
        similar.loadAround(band->published);
        bool found = false;
        for (const SimilarStory &s : similar.find(band->id))
            found = found || (s.articleId == m_ids.value(QStringLiteral("a")) && s.distance == 5);
        QVERIFY(found);
    }

    void aStaleSearchStops()
    {
        SimilarStories similar(m_db, {});
        similar.load(start.addDays(2));
        const qint64 a = m_ids.value(QStringLiteral("a"));
        QVERIFY(!similar.find(a).isEmpty());
        QVERIFY(!similar.find(a, [] { return false; }).isEmpty());
        QVERIFY(similar.find(a, [] { return true; }).isEmpty());
        // Overtaken after its first step: asked again at each later one, it stops at the next.
        int asked = 0;
        QVERIFY(similar.find(a, [&asked] { return ++asked > 1; }).isEmpty());
        QCOMPARE(asked, 2);
    }

    void anUnknownArticleHasNone()
    {
        SimilarStories similar(m_db, {});
        similar.load(start.addDays(2));
        QVERIFY(similar.find(999999).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSimilarStories)
#include "tst_similarstories.moc"
