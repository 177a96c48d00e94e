// A feed that sends a stored item again changed (a new headline or text under its guid, or under
// its link with a new guid) makes a new version of the same article: one row, its old text kept,
// the reader's "seen" version followed; the same item unchanged, another feed's headline for the
// same link and a feed whose items all share one link make none (schema 19, issue 35).
#include "IngestTestFeeds.h"
#include "TestDatabases.h"
#include "news/ArticleUpdates.h"
#include "news/Ingestor.h"
#include "storage/ArticleStore.h"
#include "storage/ArticleVersions.h"
#include "storage/Database.h"
#include "storage/ReadStateStore.h"

#include <QSqlQuery>
#include <QTest>

using namespace kindred;
using namespace kindred::test;
using namespace Qt::StringLiterals;

namespace {

const QString wireUrl = u"https://wire.example/rss"_s;

FeedItem portItem(const QString &guid, const QString &title)
{
    return item(guid, title, u"<p>"_s + portStory + u"</p>"_s, 0);
}

} // namespace

class TestArticleUpdates : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;

    QList<ArticleRecord> stored() const { return ArticleStore(m_db).articles(0, 0, 50); }

    std::optional<ArticleRecord> only() const
    {
        const QList<ArticleRecord> all = stored();
        if (all.size() != 1)
            return std::nullopt;
        return ArticleStore(m_db).article(all.constFirst().id);
    }

    QList<ArticleVersion> versionsOf(qint64 id) const
    {
        return ArticleVersions(m_db).replaced(id).value_or(QList<ArticleVersion> {});
    }

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void init()
    {
        QString error;
        m_db = m_databases.openEmpty(u"u"_s, u"updates"_s, &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
    }

    void cleanup()
    {
        m_db = {};
        m_databases.closeAndRemove(u"u"_s, u"updates"_s);
    }

    void theHashReadsWordsNotMarkup()
    {
        const quint64 plain = itemContentHash(u"Port strike ends"_s, u"<p>Dockers are back.</p>"_s);
        QCOMPARE(itemContentHash(u"  port STRIKE ends "_s, u"<div><b>Dockers</b>  are back</div>"_s), plain);
        QVERIFY(
            itemContentHash(u"Port strike ends after nine days"_s, u"<p>Dockers are back.</p>"_s) != plain);
        QVERIFY(itemContentHash(u"Port strike ends"_s, u"<p>Dockers are not back.</p>"_s) != plain);
        QVERIFY(itemContentHash(u"Port strike"_s, u"ends Dockers are back"_s) != plain); // title apart
        QVERIFY(itemContentHash(QString(), QString()) != 0);
    }

    // Stores keep these hashes: a Kindred that hashed the same text differently would take every
    // item its feeds send again for a new version. Pinned to what
    // stores hold; text of all kinds
    // (capitals of other scripts, marks, figures of other digits, a character outside the BMP).
    void theHashOfATextNeverChanges_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("text");
        QTest::addColumn<quint64>("hash");
        QTest::newRow("english") << u"Port strike ends"_s << u"Dockers are back, 1,200 of them."_s
                                 << Q_UINT64_C(15616573564906210463);
        QTest::newRow("scripts") << u"ÉTÉ À Łódź: Ωμέγα"_s
                                 << u"Straße — naïve café; Ин Москве 25°C, ١٢٣ किताब\u0301 \U0001D400x 東京"_s
                                 << Q_UINT64_C(16438770501611749139);
        QTest::newRow("empty title") << QString() << u"  only\ttext\n\nhere  "_s
                                     << Q_UINT64_C(7369551374594890146);
    }

    void theHashOfATextNeverChanges()
    {
        QFETCH(QString, title);
        QFETCH(QString, text);
        QFETCH(quint64, hash);
        QCOMPARE(textContentHash(title, text), hash);
    }

    void aNewHeadlineUnderTheGuidIsANewVersion()
    {
        Ingestor ingestor(m_db, {});
        IngestStats stats
            = ingestor.ingest(wireUrl, feed(u"Wire"_s, {portItem(u"w1"_s, u"Port strike ends"_s)}), now);
        QCOMPARE(stats.articles, 1);
        std::optional<ArticleRecord> first = only();
        QVERIFY(first);
        QCOMPARE(first->version, 1);
        QVERIFY(!first->changedSinceSeen());

        // The same item again: nothing new.
        stats = ingestor.ingest(wireUrl, feed(u"Wire"_s, {portItem(u"w1"_s, u"Port strike ends"_s)}), now);
        QCOMPARE(stats.updated, 0);
        QCOMPARE(stats.skipped, 1);
        QCOMPARE(only()->version, 1);

        // The reader opens it, then the desk changes the headline and a figure.
        QVERIFY(ReadStateStore(m_db).setSeen(first->id));
        FeedItem changed = portItem(u"w1"_s, u"Port strike ends after nine days"_s);
        changed.summary.replace(u"6.5 percent"_s, u"7 percent"_s);
        const QDateTime later = now.addSecs(1800);
        stats = ingestor.ingest(wireUrl, feed(u"Wire"_s, {changed}), later);
        QCOMPARE(stats.updated, 1);
        QCOMPARE(stats.feeds.value(0).updated, 1);
        QCOMPARE(stats.articles, 0);
        const std::optional<ArticleRecord> second = only();
        QVERIFY(second);
        QCOMPARE(second->id, first->id); // the same article, in its group and story
        QVERIFY(second->simhash != first->simhash); // fingerprinted from what it says now
        QCOMPARE(second->title, u"Port strike ends after nine days"_s);
        QVERIFY(second->summary.contains(u"7 percent"_s));
        QCOMPARE(second->version, 2);
        QCOMPARE(second->seenVersion, 1);
        QCOMPARE(second->updated, later);
        QVERIFY(second->changedSinceSeen());
        const QList<ArticleVersion> versions = versionsOf(first->id);
        QCOMPARE(versions.size(), 1);
        QCOMPARE(versions[0].version, 1);
        QCOMPARE(versions[0].title, u"Port strike ends"_s);
        QVERIFY(versions[0].summary.contains(u"6.5 percent"_s));
        QCOMPARE(versions[0].replaced, later);

        // Search finds the new headline.
        ArticleQuery search;
        search.search = u"nine days"_s;
        QCOMPARE(ArticleStore(m_db).articles(search, 0, 10).size(), 1);

        // Opened again: seen; sent a second time changed: one more version, once per call.
        QVERIFY(ReadStateStore(m_db).setSeen(first->id));
        QVERIFY(!only()->changedSinceSeen());
        FeedItem third = changed;
        third.title = u"Port strike ends; ships berth"_s;
        stats = ingestor.ingest(wireUrl, feed(u"Wire"_s, {third, third}), later.addSecs(60));
        QCOMPARE(stats.updated, 1);
        QCOMPARE(only()->version, 3);
        QCOMPARE(versionsOf(first->id).size(), 2);
    }

    void aNewGuidForTheSameLinkIsANewVersion()
    {
        Ingestor ingestor(m_db, {});
        ingestor.ingest(wireUrl, feed(u"Wire"_s, {portItem(u"w1"_s, u"Port strike ends"_s)}), now);
        FeedItem reissued = portItem(u"w1-updated"_s, u"Port strike is over"_s);
        reissued.link = portItem(u"w1"_s, {}).link; // the same page
        const IngestStats stats = ingestor.ingest(wireUrl, feed(u"Wire"_s, {reissued}), now.addSecs(600));
        QCOMPARE(stats.updated, 1);
        QCOMPARE(stats.articles, 0);
        QCOMPARE(only()->title, u"Port strike is over"_s);
        QCOMPARE(only()->version, 2);
    }

    void otherItemsAreNotVersions()
    {
        Ingestor ingestor(m_db, {});
        ingestor.ingest(wireUrl, feed(u"Wire"_s, {portItem(u"w1"_s, u"Port strike ends"_s)}), now);
        // Another outlet links the same page under its own headline: a copy of the story, not a
        // new version of the wire's article.
        FeedItem outlet = portItem(u"o1"_s, u"Halvard dockers return to work"_s);
        outlet.link = portItem(u"w1"_s, {}).link;
        IngestStats stats
            = ingestor.ingest(u"https://outlet.example/rss"_s, feed(u"Outlet"_s, {outlet}), now.addSecs(60));
        QCOMPARE(stats.updated, 0);
        QCOMPARE(stored().constFirst().title, u"Port strike ends"_s);

        // A feed whose items all link to one page (its home) sends different items, not versions.
        const QString podcastUrl = u"https://pod.example/rss"_s;
        FeedItem episode1 = item(u"ep1"_s, u"Episode 1: harbours"_s, u"Cranes and ships."_s, 0);
        FeedItem episode2 = item(u"ep2"_s, u"Episode 2: rivers"_s, u"Barges and locks."_s, 10);
        episode1.link = episode2.link = u"https://pod.example/"_s;
        ingestor.ingest(podcastUrl, feed(u"Pod"_s, {episode1}), now);
        stats = ingestor.ingest(podcastUrl, feed(u"Pod"_s, {episode2, episode1}), now.addSecs(60));
        QCOMPARE(stats.updated, 0);
        // ...nor when the old item is still in the answer under its own guid.
        FeedItem episode3 = item(u"ep3"_s, u"Episode 3: canals"_s, u"Narrow boats."_s, 20);
        episode3.link = u"https://pod.example/e/1"_s;
        episode1.link = episode3.link;
        ingestor.ingest(podcastUrl, feed(u"Pod"_s, {episode1}), now.addSecs(120));
        stats = ingestor.ingest(podcastUrl, feed(u"Pod"_s, {episode1, episode3}), now.addSecs(180));
        QCOMPARE(stats.updated, 0);
        for (const ArticleRecord &article : stored())
            QCOMPARE(article.version, 1);
    }

    // An article stored before content hashes (schema 19) learns its hash when its feed sends it
    // again, without a new version; a change after that is one.
    void anArticleStoredBeforeLearnsItsHash()
    {
        Ingestor ingestor(m_db, {});
        ingestor.ingest(wireUrl, feed(u"Wire"_s, {portItem(u"w1"_s, u"Port strike ends"_s)}), now);
        QSqlQuery forget(m_db);
        QVERIFY(forget.exec(u"UPDATE articles SET content_hash = 0"_s));
        IngestStats stats
            = ingestor.ingest(wireUrl, feed(u"Wire"_s, {portItem(u"w1"_s, u"Port strike ended"_s)}), now);
        QCOMPARE(stats.updated, 0);
        QCOMPARE(only()->version, 1);
        stats = ingestor.ingest(wireUrl, feed(u"Wire"_s, {portItem(u"w1"_s, u"Port strike is over"_s)}), now);
        QCOMPARE(stats.updated, 1);
        QCOMPARE(only()->version, 2);
        // What the first version was is what it stored, not what the hash was learned from.
        QCOMPARE(versionsOf(only()->id).value(0).title, u"Port strike ends"_s);
    }

    void onlyTheLastVersionsAreKept()
    {
        Ingestor ingestor(m_db, {});
        for (int i = 0; i <= ArticleVersions::kKept + 3; ++i) {
            ingestor.ingest(wireUrl, feed(u"Wire"_s, {portItem(u"w1"_s, u"Port strike, day %1"_s.arg(i))}),
                now.addSecs(60 * i));
        }
        const std::optional<ArticleRecord> article = only();
        QVERIFY(article);
        QCOMPARE(article->version, ArticleVersions::kKept + 4);
        const QList<ArticleVersion> versions = versionsOf(article->id);
        QCOMPARE(versions.size(), ArticleVersions::kKept);
        QCOMPARE(versions.constLast().version, article->version - 1);
        QCOMPARE(versions.constFirst().version, article->version - ArticleVersions::kKept);
    }

    // A teaser sent again changed wants its page again; unchanged, it does not.
    void aChangedTeaserWantsItsPageAgain()
    {
        Ingestor ingestor(m_db, {});
        const FeedItem teaser = item(u"t1"_s, u"Port strike ends"_s, u"Dockers back at work."_s, 0);
        ingestor.ingest(wireUrl, feed(u"Wire"_s, {teaser}), now);
        QVERIFY(ingestor.pagesWanted(wireUrl, feed(u"Wire"_s, {teaser})).isEmpty());
        FeedItem changed = teaser;
        changed.title = u"Port strike ends after nine days"_s;
        QCOMPARE(ingestor.pagesWanted(wireUrl, feed(u"Wire"_s, {changed})), QStringList {changed.link});

        // Its new page becomes the body; a change without a page keeps the body it had.
        const QByteArray page = "<html><body><article><h1>Port strike ends</h1><p>" + portStory.toUtf8()
            + "</p><p>" + portStory.toUtf8() + "</p></article></body></html>";
        ingestor.setPageSource([&](const QString &) { return page; });
        QCOMPARE(ingestor.ingest(wireUrl, feed(u"Wire"_s, {changed}), now).updated, 1);
        QVERIFY(only()->body.contains(u"Halvard"_s));
        ingestor.setPageSource({});
        changed.title = u"Port strike over"_s;
        QCOMPARE(ingestor.ingest(wireUrl, feed(u"Wire"_s, {changed}), now).updated, 1);
        QVERIFY(only()->body.contains(u"Halvard"_s));
    }

    // Deleting an article deletes its versions.
    void versionsGoWithTheirArticle()
    {
        Ingestor ingestor(m_db, {});
        ingestor.ingest(wireUrl, feed(u"Wire"_s, {portItem(u"w1"_s, u"Port strike ends"_s)}), now);
        ingestor.ingest(wireUrl, feed(u"Wire"_s, {portItem(u"w1"_s, u"Port strike over"_s)}), now);
        const qint64 id = only()->id;
        QCOMPARE(versionsOf(id).size(), 1);
        StoreWriter writer(m_db);
        QVERIFY(writer.deleteFeed(writer.findFeed(wireUrl).id));
        QSqlQuery left(m_db);
        QVERIFY(left.exec(u"SELECT COUNT(*) FROM article_versions"_s) && left.next());
        QCOMPARE(left.value(0).toInt(), 0);
    }
};

QTEST_GUILESS_MAIN(TestArticleUpdates)
#include "tst_articleupdates.moc"
