// The text the ingest keeps and fingerprints of an item: its own (cut when huge), or its article
// page's when the item is a teaser and the page tells more.
#include "IngestTestFeeds.h"
#include "TestDatabases.h"
#include "fingerprint/Fingerprinter.h"
#include "news/Ingestor.h"
#include "news/StoryTracker.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"

#include <QSemaphore>
#include <QSqlQuery>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

using namespace kindred;
using namespace kindred::test;
using namespace Qt::StringLiterals;

class TestIngestText : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void init()
    {
        QString error;
        m_db = m_databases.openEmpty(QStringLiteral("t"), QStringLiteral("text"), &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
    }

    void cleanup()
    {
        m_db = {};
        m_databases.closeAndRemove(QStringLiteral("t"), QStringLiteral("text"));
    }

    void usesTheArticlePageWhenTheItemIsATeaser()
    {
        Ingestor ingestor(m_db, {});
        const QByteArray page = "<html><head><title>Port</title></head><body><nav><a href='/'>Home</a></nav>"
                                "<article><h1>Port strike ends</h1><p>"
            + portStory.toUtf8() + "</p><p>" + portStory.toUtf8()
            + "</p></article><footer>(c) News</footer></body></html>";
        ingestor.setPageSource([&](const QString &link) {
            return link.startsWith(QLatin1String("https://news.example/w1")) ? page : QByteArray();
        });
        ingestor.ingest(QStringLiteral("https://wire.example/rss"),
            feed(QStringLiteral("Wire"),
                {item(QStringLiteral("w1"), QStringLiteral("Port strike ends"),
                    QStringLiteral("Dockers back at work."), 0)}),
            now);
        const QList<ArticleRecord> stored = ArticleStore(m_db).articles(0, 0, 10);
        QCOMPARE(stored.size(), 1);
        const std::optional<ArticleRecord> article = ArticleStore(m_db).article(stored[0].id);
        QVERIFY(article->body.contains(QStringLiteral("Halvard")));
        QVERIFY(!article->body.contains(QStringLiteral("Home")));
    }

    void pagesAreReadBeforeTheWritersLock()
    {
        // Two writers on one store (two crawler workers): while one reads its article pages, the
        // other stores. Were the pages read with the writer's lock held, the second would wait for
        // the first, which waits for it (here 10 s, then on its own).
        const QByteArray page = "<html><body><article><h1>Port strike ends</h1><p>" + portStory.toUtf8()
            + "</p><p>" + portStory.toUtf8() + "</p></article></body></html>";
        QSemaphore reading;
        QSemaphore stored;
        const QString location = m_databases.location(u"t"_s);
        QFuture<bool> first = QtConcurrent::run([&] {
            bool inTurn = false;
            {
                QString error;
                QSqlDatabase db = Database::open(location, u"text-first"_s, &error);
                Ingestor ingestor(db, {});
                ingestor.loadIndex(now);
                ingestor.setPageSource([&](const QString &) {
                    reading.release();
                    inTurn = stored.tryAcquire(1, 10000);
                    return page;
                });
                const IngestStats stats = ingestor.ingest(u"https://wire.example/rss"_s,
                    feed(u"Wire"_s, {item(u"w1"_s, u"Port strike ends"_s, u"Dockers back at work."_s, 0)}),
                    now);
                inTurn = inTurn && stats.articles == 1;
            }
            Database::close(u"text-first"_s);
            return inTurn;
        });
        QVERIFY(reading.tryAcquire(1, 30000));
        Ingestor second(m_db, {});
        second.loadIndex(now);
        const IngestStats stats = second.ingest(u"https://gazette.example/rss"_s,
            feed(u"Gazette"_s, {item(u"g1"_s, u"Library hours"_s, u"The library opens late."_s, 0)}), now);
        QCOMPARE(stats.articles, 1);
        stored.release();
        QVERIFY(first.result());
    }

    void pagesWantedAreTheNewTeasers()
    {
        Ingestor ingestor(m_db, {});
        const QString url = QStringLiteral("https://wire.example/rss");
        FeedItem teaser = item(QStringLiteral("t1"), QStringLiteral("Port strike ends"),
            QStringLiteral("Dockers back at work."), 0);
        FeedItem full
            = item(QStringLiteral("f1"), QStringLiteral("Dock strike over"), portStory + u' ' + portStory, 1);
        FeedItem noLink
            = item(QStringLiteral("n1"), QStringLiteral("Short note"), QStringLiteral("Brief."), 2);
        noLink.link = QStringLiteral("mailto:desk@wire.example");
        const Feed first = feed(QStringLiteral("Wire"), {teaser, full, noLink});
        // A feed not stored yet: every teaser with a web link, none of the long items.
        QCOMPARE(ingestor.pagesWanted(url, first), QStringList {teaser.link});

        ingestor.ingest(url, first, now);
        FeedItem later = item(QStringLiteral("t2"), QStringLiteral("Ships berth again"),
            QStringLiteral("The queue clears."), 30);
        const Feed second = feed(QStringLiteral("Wire"), {teaser, later});
        // Stored items are not fetched again on the next refresh.
        QCOMPARE(ingestor.pagesWanted(url, second), QStringList {later.link});

        StoreWriter writer(m_db);
        const StoreWriter::FeedLookup stored = writer.findFeed(url);
        QVERIFY(stored.id > 0);
        QVERIFY(writer.setFeedFullText(stored.id, StoreWriter::FullText::Never));
        QVERIFY(ingestor.pagesWanted(url, second).isEmpty());
        QVERIFY(writer.setFeedFullText(stored.id, StoreWriter::FullText::Always));
        FeedItem longLater = full;
        longLater.guid = QStringLiteral("f2");
        longLater.link = QStringLiteral("https://news.example/f2");
        QCOMPARE(ingestor.pagesWanted(url, feed(QStringLiteral("Wire"), {later, longLater})),
            (QStringList {later.link, longLater.link}));

        // A feed left at Default follows the settings: never, always, or teasers only.
        QVERIFY(writer.setFeedFullText(stored.id, StoreWriter::FullText::Default));
        Ingestor::Options options;
        options.fullText = StoreWriter::FullText::Never;
        QVERIFY(Ingestor(m_db, options).pagesWanted(url, second).isEmpty());
        options.fullText = StoreWriter::FullText::Always;
        QCOMPARE(Ingestor(m_db, options).pagesWanted(url, feed(QStringLiteral("Wire"), {later, longLater})),
            (QStringList {later.link, longLater.link}));
        options.fullText = StoreWriter::FullText::Auto;
        QCOMPARE(Ingestor(m_db, options).pagesWanted(url, feed(QStringLiteral("Wire"), {later, longLater})),
            QStringList {later.link});
        // ...unless it says Auto itself.
        QVERIFY(writer.setFeedFullText(stored.id, StoreWriter::FullText::Auto));
        options.fullText = StoreWriter::FullText::Never;
        QCOMPARE(Ingestor(m_db, options).pagesWanted(url, second), QStringList {later.link});
    }

    // A description of megabytes is kept up to its first 2 MB (2^21 characters), cut before a tag
    // rather than inside one; its fingerprint is the one of what is kept.
    void aHugeDescriptionIsCutBeforeATag()
    {
        QString html;
        for (int i = 0; html.size() < 3 * 1024 * 1024; ++i)
            html += u"<p>Harbour cranes stood still on day %1 of the dockers' strike.</p>"_s.arg(i);
        Ingestor ingestor(m_db, {});
        ingestor.ingest(u"https://huge.example/rss"_s,
            feed(u"Huge"_s, {item(u"h1"_s, u"Strike, day by day"_s, html, 0)}), now);
        const QList<ArticleRecord> stored = ArticleStore(m_db).articles(0, 0, 10);
        QCOMPARE(stored.size(), 1);
        const QString kept = ArticleStore(m_db).article(stored[0].id)->summary;
        QVERIFY(kept.size() <= 2 * 1024 * 1024);
        QVERIFY(kept.size() > 2 * 1024 * 1024 - 100);
        QVERIFY(html.startsWith(kept));
        QVERIFY(kept.endsWith(u"</p>"_s)); // the next tag was not split

        Ingestor again(m_db, {});
        again.ingest(u"https://huge.example/rss"_s,
            feed(u"Huge"_s, {item(u"h2"_s, u"Strike, day by day"_s, kept, 0)}), now);
        const QList<ArticleRecord> both = ArticleStore(m_db).articles(0, 0, 10);
        QCOMPARE(both.size(), 2);
        QCOMPARE(both[0].simhash, both[1].simhash);
    }

    void theFingerprintSourceIsASetting()
    {
        const QString teaserText = QStringLiteral("Dockers back at work.");
        const QString page = u"<html><body><article><p>"_s + portStory + u"</p><p>"_s + portStory
            + u"</p></article></body></html>"_s;
        quint64 simhash[2] = {};
        for (const bool fullText : {true, false}) {
            QString error;
            const QString name = u"source-%1"_s.arg(fullText);
            {
                QSqlDatabase db = Database::open(m_databases.location(name), name, &error);
                Ingestor::Options options;
                options.fingerprintFullText = fullText;
                Ingestor ingestor(db, options);
                ingestor.setPageSource([&](const QString &) { return page.toUtf8(); });
                ingestor.ingest(QStringLiteral("https://wire.example/rss"),
                    feed(QStringLiteral("Wire"),
                        {item(QStringLiteral("t1"), QStringLiteral("Port strike ends"), teaserText, 0)}),
                    now);
                const QList<ArticleRecord> stored = ArticleStore(db).articles(0, 0, 10);
                QCOMPARE(stored.size(), 1);
                QVERIFY(
                    !ArticleStore(db).article(stored[0].id)->body.isEmpty()); // the page is kept either way
                simhash[fullText ? 0 : 1] = stored[0].simhash;
            }
            Database::close(name);
        }
        const Fingerprinter plain;
        QCOMPARE(simhash[1], plain.fingerprint(QStringLiteral("Port strike ends"), teaserText).simhash);
        QVERIFY(simhash[0] != simhash[1]);
    }

    void storiesReadThePageWhateverTheFingerprintReads()
    {
        // Two outlets' teasers of one story, each with its own headline and summary, their pages the
        // same report. With the fingerprint set to the feed's text, the ingest still places stories
        // by the page, as a replay of the stored articles does (it placed them by the summaries).
        const QString page = u"<html><body><article><p>"_s + portStory + u"</p><p>"_s + portStory
            + u"</p></article></body></html>"_s;
        Ingestor::Options options;
        options.fingerprintFullText = false;
        Ingestor ingestor(m_db, options);
        ingestor.setPageSource([&](const QString &) { return page.toUtf8(); });
        ingestor.ingest(
            {{u"https://wire.example/rss"_s,
                 feed(u"Wire"_s, {item(u"w1"_s, u"Port strike ends"_s, u"Dockers back at work."_s, 0)})},
                {u"https://courier.example/rss"_s,
                    feed(u"Courier"_s,
                        {item(u"c1"_s, u"Halvard unions accept offer"_s,
                            u"Read the full report on our site."_s, 5)})}},
            now);
        const auto stories = [this] {
            QSqlQuery query(m_db);
            QList<qint64> ids;
            if (query.exec(u"SELECT story_id FROM articles ORDER BY id"_s)) {
                while (query.next())
                    ids.append(query.value(0).toLongLong());
            }
            return ids;
        };
        const QList<qint64> placed = stories();
        QCOMPARE(placed.size(), 2);
        QVERIFY(placed[0] != 0);
        QCOMPARE(placed[1], placed[0]); // one story: the same page

        QVERIFY(test::forgetStories(m_db));
        QVERIFY(StoryTracker(m_db, {}).load(now));
        const QList<qint64> replayed = stories();
        QCOMPARE(replayed.size(), 2);
        QVERIFY(replayed[0] != 0);
        QCOMPARE(replayed[1], replayed[0]);
    }

    void aPageShorterThanTheSummaryIsNotTheStory()
    {
        Ingestor ingestor(m_db, {});
        const QByteArray wall = "<html><body><p>Subscribe to read this article.</p></body></html>";
        ingestor.setPageSource([&](const QString &) { return wall; });
        ingestor.ingest(QStringLiteral("https://wire.example/rss"),
            feed(QStringLiteral("Wire"),
                {item(QStringLiteral("w1"), QStringLiteral("Port strike ends"),
                    QStringLiteral("Dock workers at the port of Halvard ended a nine-day strike on Tuesday."),
                    0)}),
            now);
        const QList<ArticleRecord> stored = ArticleStore(m_db).articles(0, 0, 10);
        QCOMPARE(stored.size(), 1);
        QVERIFY(ArticleStore(m_db).article(stored[0].id)->body.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestIngestText)
#include "tst_ingesttext.moc"
