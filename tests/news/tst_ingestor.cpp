#include "IngestTestFeeds.h"
#include "TestDatabases.h"
#include "fingerprint/Fingerprinter.h"
#include "news/Ingestor.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/Reports.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;
using namespace kindred::test;
using namespace Qt::StringLiterals;

namespace {

/// The stories of a database as sets of guids: equal for two databases that placed the same
/// articles in the same stories, whatever their ids.
QSet<QStringList> storiesByGuid(const QSqlDatabase &db)
{
    return test::keyedSets(db, u"SELECT story_id, guid FROM articles WHERE story_id IS NOT NULL"_s);
}

int withoutStory(QSqlDatabase db)
{
    QSqlQuery query(db);
    query.exec(u"SELECT COUNT(*) FROM articles WHERE story_id IS NULL"_s);
    return query.next() ? query.value(0).toInt() : -1;
}

} // namespace

class TestIngestor : public QObject
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
        m_db = m_databases.openEmpty(QStringLiteral("i"), QStringLiteral("ingest"), &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
    }

    void cleanup()
    {
        m_db = {};
        m_databases.closeAndRemove(QStringLiteral("i"), QStringLiteral("ingest"));
    }

    void groupsAWireCopyAcrossFeeds()
    {
        Ingestor ingestor(m_db, {});
        const IngestStats first = ingestor.ingest(QStringLiteral("https://wire.example/rss"),
            feed(QStringLiteral("Wire"),
                {item(QStringLiteral("w1"), QStringLiteral("Halvard port strike ends after pay deal"),
                     portStory, 0),
                    item(QStringLiteral("w2"), QStringLiteral("Orchestra names new conductor"),
                        QStringLiteral(
                            "The Lindau Philharmonic has appointed the violinist Maren Osk as its chief "
                            "conductor from next season, "
                            "the first woman to hold the post in the orchestra's 120-year history."),
                        5)}),
            now);
        QCOMPARE(first.articles, 2);
        QCOMPARE(first.duplicates, 0);
        QVERIFY(first.errors.isEmpty());

        // The reprint: a wire prefix, one changed figure, a boilerplate tail.
        QString reprint = portStory;
        reprint.replace(QStringLiteral("40 vessels"), QStringLiteral("41 vessels"));
        reprint += QStringLiteral(" (Reporting by Ana Ruiz; editing by Tom Bell)");
        const IngestStats second = ingestor.ingest(QStringLiteral("https://paper.example/feed"),
            feed(QStringLiteral("Paper"),
                {item(QStringLiteral("p1"),
                    QStringLiteral("UPDATE 1-Halvard port strike ends after pay deal"), reprint, 30)}),
            now);
        QCOMPARE(second.articles, 1);
        QCOMPARE(second.duplicates, 1);

        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].members.size(), 2);
        QCOMPARE(groups[0].members[0].guid, QStringLiteral("w1"));
        QVERIFY(groups[0].members[1].distance <= 3);
    }

    void twoWritersGroupEachOthersCopies()
    {
        // Two writers on one store (two people's windows on a team's server, a window and
        // kindred-cli), each with its index loaded before the other stored anything: a copy one
        // of them stores joins the original the other stored meanwhile, as one writer groups them.
        QString error;
        QSqlDatabase second = Database::open(
            m_databases.location(QStringLiteral("i")), QStringLiteral("ingest-second"), &error);
        QVERIFY2(second.isValid(), qPrintable(error));
        {
            Ingestor a(m_db, {});
            Ingestor b(second, {});
            a.loadIndex(now);
            b.loadIndex(now);
            const IngestStats original = a.ingest(QStringLiteral("https://wire.example/rss"),
                feed(QStringLiteral("Wire"),
                    {item(QStringLiteral("w1"), QStringLiteral("Halvard port strike ends after pay deal"),
                        portStory, 0)}),
                now);
            QCOMPARE(original.articles, 1);
            const IngestStats copy = b.ingest(QStringLiteral("https://paper.example/feed"),
                feed(QStringLiteral("Paper"),
                    {item(QStringLiteral("p1"), QStringLiteral("Halvard port strike ends after pay deal"),
                        portStory + QStringLiteral(" (Reporting by Ana Ruiz)"), 30)}),
                now);
            QCOMPARE(copy.articles, 1);
            QCOMPARE(copy.duplicates, 1);
            // The first writer learns of the second's articles too: a third outlet's copy of the
            // second writer's story joins it.
            const QString ferry = QStringLiteral(
                "The night ferry between Lindau and Halvard will stop running in January after the operator "
                "lost "
                "its subsidy, the regional council said on Monday. Commuters and hauliers had used the route "
                "for "
                "forty years, and the council says it is looking for another operator before the spring.");
            QCOMPARE(b.ingest(QStringLiteral("https://paper.example/feed"),
                          feed(QStringLiteral("Paper"),
                              {item(QStringLiteral("p2"), QStringLiteral("Night ferry to stop in January"),
                                  ferry, 40)}),
                          now)
                         .articles,
                1);
            const IngestStats third = a.ingest(QStringLiteral("https://gazette.example/rss"),
                feed(QStringLiteral("Gazette"),
                    {item(QStringLiteral("g1"), QStringLiteral("Night ferry to stop in January"),
                        ferry + QStringLiteral(" Read more at the Gazette."), 50)}),
                now);
            QCOMPARE(third.duplicates, 1);
        }
        second = {};
        Database::close(QStringLiteral("ingest-second"));
        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        QCOMPARE(groups.size(), 2);
    }

    void skipsWhatIsAlreadyStored()
    {
        Ingestor ingestor(m_db, {});
        const Feed wire = feed(QStringLiteral("Wire"),
            {item(QStringLiteral("w1"), QStringLiteral("Port strike ends"), portStory, 0)});
        QCOMPARE(ingestor.ingest(QStringLiteral("https://wire.example/rss"), wire, now).articles, 1);
        const IngestStats again = ingestor.ingest(QStringLiteral("https://wire.example/rss"), wire, now);
        QCOMPARE(again.articles, 0);
        QCOMPARE(again.skipped, 1);

        // Another feed links the same article with other tracking parameters: same URL once normalised.
        FeedItem sameLink = item(
            QStringLiteral("other-guid"), QStringLiteral("Port strike over"), QStringLiteral("Short."), 3);
        sameLink.link = QStringLiteral("https://NEWS.example/w1?utm_medium=social#top");
        const IngestStats viaOtherFeed = ingestor.ingest(
            QStringLiteral("https://aggregator.example/feed"), feed(QStringLiteral("Agg"), {sameLink}), now);
        QCOMPARE(viaOtherFeed.skipped, 1);
        QCOMPARE(ArticleStore(m_db).articleCount(), 1);
    }

    // A podcast's episode keeps its file: the store holds the item's enclosures, the article gives them back.
    void enclosuresAreStored()
    {
        Ingestor ingestor(m_db, {});
        FeedItem episode
            = item(QStringLiteral("ep1"), QStringLiteral("Episode 1: the harbour"), portStory, 0);
        episode.enclosures
            = {{QStringLiteral("https://pod.example/ep1.mp3"), QStringLiteral("audio/mpeg"), 54210345},
                {QStringLiteral("https://pod.example/ep1.pdf"), QString(), -1}};
        FeedItem plain = item(QStringLiteral("ep0"), QStringLiteral("Trailer"), QStringLiteral("Soon."), 1);
        QCOMPARE(ingestor
                     .ingest(QStringLiteral("https://pod.example/rss"),
                         feed(QStringLiteral("Pod"), {episode, plain}), now)
                     .articles,
            2);
        const QList<ArticleRecord> stored = ArticleStore(m_db).articles(0, 0, 10);
        QCOMPARE(stored.size(), 2);
        for (const ArticleRecord &row : stored) {
            const std::optional<ArticleRecord> whole = ArticleStore(m_db).article(row.id);
            QVERIFY(whole);
            QCOMPARE(whole->enclosures,
                whole->title == QStringLiteral("Trailer") ? QList<FeedEnclosure> {} : episode.enclosures);
        }
    }

    void severalFeedsInOneCall()
    {
        // 700 items over three feeds: the 500-article batches cross feed boundaries.
        QList<FeedItem> wireItems, paperItems;
        for (int i = 0; i < 350; ++i) {
            wireItems.append(item(QStringLiteral("w%1").arg(i),
                QStringLiteral("Wire story number %1 about harbour cranes").arg(i),
                QStringLiteral("Text %1 of the wire about berths, cranes and tides.").arg(i), i % 300));
        }
        wireItems.append(wireItems.first()); // the same item twice in one feed
        // The paper reprints the port story the wire also has; the aggregator links a wire item.
        wireItems.append(
            item(QStringLiteral("port"), QStringLiteral("Halvard port strike ends"), portStory, 1));
        for (int i = 0; i < 348; ++i) {
            paperItems.append(item(QStringLiteral("p%1").arg(i),
                QStringLiteral("Paper report %1 on the city council").arg(i),
                QStringLiteral("Council item %1: budgets, buses and bins.").arg(i), i % 300));
        }
        paperItems.append(item(QStringLiteral("p-port"), QStringLiteral("UPDATE 1-Halvard port strike ends"),
            portStory + QStringLiteral(" (Reporting by Ana Ruiz)"), 20));
        FeedItem sameLink
            = item(QStringLiteral("agg1"), QStringLiteral("Wire story"), QStringLiteral("x"), 2);
        sameLink.link = QStringLiteral("https://news.example/w7?utm_medium=social");

        Ingestor ingestor(m_db, {});
        const IngestStats stats = ingestor.ingest(
            QList<IncomingFeed> {
                {QStringLiteral("https://wire.example/rss"), feed(QStringLiteral("Wire"), wireItems)},
                {QStringLiteral("https://paper.example/feed"), feed(QStringLiteral("Paper"), paperItems)},
                {QStringLiteral("https://aggregator.example/feed"), feed(QStringLiteral("Agg"), {sameLink})}},
            now);
        QVERIFY2(stats.errors.isEmpty(), qPrintable(stats.errors.join(u'\n')));
        QCOMPARE(stats.articles, 351 + 349);
        QCOMPARE(stats.skipped, 2); // w0 again, and the aggregator's link to w7
        QVERIFY(stats.duplicates >= 1);

        const ArticleStore store(m_db);
        QCOMPARE(store.articleCount(), 700);
        const QList<FeedRecord> feeds = store.feeds();
        QCOMPARE(feeds.size(), 3);
        for (const FeedRecord &f : feeds)
            QVERIFY2(f.lastFetched.isValid(), qPrintable(f.url)); // every feed's fetch is recorded
        // The reprint joined the wire's port story, whichever feed it came in.
        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        const auto port = std::find_if(groups.cbegin(), groups.cend(),
            [](const DuplicateGroup &g) { return g.members.first().guid == QStringLiteral("port"); });
        QVERIFY(port != groups.cend());
        QCOMPARE(port->members.size(), 2);
        QCOMPARE(port->members[1].guid, QStringLiteral("p-port"));
    }

    void theIndexSurvivesARestart()
    {
        {
            Ingestor ingestor(m_db, {});
            ingestor.ingest(QStringLiteral("https://wire.example/rss"),
                feed(QStringLiteral("Wire"),
                    {item(QStringLiteral("w1"), QStringLiteral("Port strike ends"), portStory, 0)}),
                now);
        }
        Ingestor restarted(m_db, {});
        restarted.loadIndex(now);
        const IngestStats stats = restarted.ingest(QStringLiteral("https://paper.example/feed"),
            feed(QStringLiteral("Paper"),
                {item(QStringLiteral("p1"), QStringLiteral("Port strike ends"), portStory, 10)}),
            now);
        QCOMPARE(stats.duplicates, 1);
    }

    void articlesOutsideTheLiveWindowAreNotJudgedAgainst()
    {
        {
            // Published and fetched nine days ago.
            Ingestor ingestor(m_db, {});
            FeedItem old = item(QStringLiteral("w1"), QStringLiteral("Port strike ends"), portStory, 0);
            old.published = now.addDays(-9);
            ingestor.ingest(QStringLiteral("https://wire.example/rss"), feed(QStringLiteral("Wire"), {old}),
                now.addDays(-9));
        }
        Ingestor restarted(m_db, {});
        restarted.loadIndex(now);
        const IngestStats stats = restarted.ingest(QStringLiteral("https://paper.example/feed"),
            feed(QStringLiteral("Paper"),
                {item(QStringLiteral("p1"), QStringLiteral("Port strike ends"), portStory, 10)}),
            now);
        QCOMPARE(stats.articles, 1);
        QCOMPARE(stats.duplicates, 0);
    }

    // Items dated long ago (an archive's, a long import's) that arrive in two runs, the second
    // after a kill or as the next call: the copies in the second run meet the originals of the
    // first as they would have inside one run. The rule both follow: the index holds what was
    // published or fetched within the live window.
    void oldDatedCopiesMeetTheirOriginalsAcrossRuns()
    {
        FeedItem original = item(QStringLiteral("w1"), QStringLiteral("Port strike ends"), portStory, 0);
        FeedItem copy = item(QStringLiteral("p1"), QStringLiteral("Port strike ends"), portStory, 10);
        original.published = QDateTime(QDate(2014, 3, 2), QTime(9, 0), Qt::UTC);
        copy.published = original.published.addSecs(600);
        {
            Ingestor first(m_db, {});
            first.loadIndex(now);
            first.ingest(
                QStringLiteral("https://wire.example/rss"), feed(QStringLiteral("Wire"), {original}), now);
        }
        Ingestor second(m_db, {});
        second.loadIndex(now.addSecs(60));
        const IngestStats stats = second.ingest(QStringLiteral("https://paper.example/feed"),
            feed(QStringLiteral("Paper"), {copy}), now.addSecs(60));
        QCOMPARE(stats.articles, 1);
        QCOMPARE(stats.duplicates, 1);

        // One run over both feeds judges the same.
        QString error;
        QSqlDatabase whole = Database::open(m_databases.location(u"old-whole"_s), u"old-whole"_s, &error);
        QVERIFY2(whole.isValid(), qPrintable(error));
        {
            Ingestor one(whole, {});
            one.loadIndex(now);
            const IngestStats together = one.ingest(
                {{QStringLiteral("https://wire.example/rss"), feed(QStringLiteral("Wire"), {original})},
                    {QStringLiteral("https://paper.example/feed"), feed(QStringLiteral("Paper"), {copy})}},
                now);
            QCOMPARE(together.duplicates, stats.duplicates);
        }
        whole = {};
        Database::close(u"old-whole"_s);
    }

    void expiredArticlesLeaveTheStoreAndTheIndex()
    {
        Ingestor::Options options;
        options.retentionDays = 2;
        options.liveWindowDays = 10; // the index would still hold them: retention must take them out
        Ingestor ingestor(m_db, options);
        FeedItem old = item(QStringLiteral("w1"), QStringLiteral("Port strike ends"), portStory, 0);
        old.published = now.addDays(-3);
        FeedItem recent = item(QStringLiteral("w2"), QStringLiteral("Council budget passes"),
            QStringLiteral("The council passed its budget for next year after a long debate on libraries."),
            0);
        ingestor.ingest(
            QStringLiteral("https://wire.example/rss"), feed(QStringLiteral("Wire"), {old, recent}), now);
        QCOMPARE(ArticleStore(m_db).articleCount(), 2);

        QCOMPARE(ingestor.deleteExpired(now), 1);
        QCOMPARE(ArticleStore(m_db).articleCount(), 1);
        QCOMPARE(ingestor.deleteExpired(now), 0);
        // A copy of the deleted report is a new story now, stored without error.
        const IngestStats stats = ingestor.ingest(QStringLiteral("https://paper.example/feed"),
            feed(QStringLiteral("Paper"),
                {item(QStringLiteral("p1"), QStringLiteral("Port strike ends"), portStory, 5)}),
            now);
        QVERIFY2(stats.errors.isEmpty(), qPrintable(stats.errors.join(u'\n')));
        QCOMPARE(stats.articles, 1);
        QCOMPARE(stats.duplicates, 0);
    }

    // A project's release feed: one template, other version numbers, under other headlines. The
    // fingerprint leaves figures out, so all of them are at distance 0 from one another; they are
    // different items all the same. Another site's repost of one release, and the feed sending one
    // release again under a new guid, are copies.
    void aFeedsReleasesAreNotOneStory()
    {
        Ingestor ingestor(m_db, {});
        QList<FeedItem> releases;
        // Four: from five items on a feed's own boilerplate is learned, and this template would be.
        const QStringList versions {u"8.0.0"_s, u"8.1.0"_s, u"9.0.1"_s, u"10.1.0"_s};
        for (qsizetype i = 0; i < versions.size(); ++i) {
            releases.append(item(u"rel-"_s + versions[i], u"Kindred %1 released"_s.arg(versions[i]),
                u"<p>The Kindred team is pleased to announce version %1 of the reader.</p>"
                "<p>Download it from the releases page.</p>"_s.arg(versions[i]),
                int(i) * 10));
        }
        const IngestStats first = ingestor.ingest(
            u"https://kindred.example/releases.xml"_s, feed(u"Kindred releases"_s, releases), now);
        QCOMPARE(first.articles, 4);
        QCOMPARE(first.duplicates, 0);

        FeedItem again = releases[1];
        again.guid = u"rel-8.1.0-reissued"_s;
        again.link = u"https://kindred.example/8.1.0-again"_s;
        const IngestStats reissue = ingestor.ingest(
            u"https://kindred.example/releases.xml"_s, feed(u"Kindred releases"_s, {again}), now);
        QCOMPARE(reissue.articles, 1);
        QCOMPARE(reissue.duplicates, 1);

        FeedItem repost = releases[3];
        repost.guid = u"news-1"_s;
        repost.link = u"https://news.example/kindred-10-1"_s;
        const IngestStats news
            = ingestor.ingest(u"https://news.example/rss"_s, feed(u"Tech news"_s, {repost}), now);
        QCOMPARE(news.duplicates, 1);
        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        QCOMPARE(groups.size(), 2);
        for (const DuplicateGroup &group : groups) {
            QCOMPARE(group.members.size(), 2);
            QCOMPARE(group.members[0].title, group.members[1].title);
        }
    }

    // An outlet runs the wire's story under a headline of its own, with its byline on top, the last
    // paragraph cut and a share line under it: a copy all the same.
    void aCopyUnderItsOwnHeadlineIsACopy()
    {
        const QStringList paragraphs {
            u"ALDMERE (Meridian Wire) - The city council approved a plan on Tuesday to turn the disused "
            "freight yard on the east bank of the Varn into a riverside park with sports fields, a "
            "swimming pond and a cycle path linking three neighbourhoods."_s,
            u"The vote ended a debate of more than two years in which residents, rail enthusiasts and "
            "developers argued over the future of the 14-hectare site, which has stood empty since the "
            "last goods trains left in 2011."_s,
            u"Under the plan, the old engine shed will be restored as a market hall and cafe, while the "
            "signal box becomes a small museum of the railway's history run by volunteers."_s,
            u"Mayor Inge Dahlberg said the park would give the crowded eastern districts the green space "
            "they had lacked for decades, and that the first fields could open within eighteen months."_s,
            u"Critics on the council warned that the cost, estimated at 38 million crowns, could rise "
            "once the contaminated soil of the yard had been surveyed, and asked for quarterly reports "
            "on the budget."_s,
            u"Work is due to begin in the spring, after the last tenants of the warehouses on the site "
            "have moved to new premises in the harbour district."_s};
        const auto html
            = [](const QStringList &blocks) { return u"<p>"_s + blocks.join(u"</p><p>"_s) + u"</p>"_s; };
        Ingestor ingestor(m_db, {});
        QVERIFY(ingestor
                    .ingest(u"https://wire.example/rss"_s,
                        feed(u"Wire"_s,
                            {item(u"w1"_s, u"Council approves riverside park on old freight yard"_s,
                                html(paragraphs), 0)}),
                        now)
                    .errors.isEmpty());
        QStringList copy = paragraphs.mid(0, paragraphs.size() - 1);
        copy.prepend(u"By Lena Marsh, City Reporter"_s);
        copy.append(u"Share this article"_s);
        const IngestStats paper = ingestor.ingest(u"https://paper.example/rss"_s,
            feed(u"Paper"_s,
                {item(u"p1"_s, u"Engine shed to become market hall as east bank gets its park"_s, html(copy),
                    40)}),
            now);
        QCOMPARE(paper.duplicates, 1);
        const QList<DuplicateGroup> groups = Reports(m_db).duplicateGroups();
        QCOMPARE(groups.size(), 1);
        QVERIFY(groups[0].members[1].distance <= 3);
    }
    // A run killed between storing its articles and placing their stories leaves them without one
    // (as a run that leaves its stories for later does): the next run places them first, even when
    // it stores nothing new, and they end in the stories an uninterrupted run gives.
    void aRerunPlacesTheStoriesAKilledRunLeft()
    {
        QString reprint = portStory;
        reprint.replace(u"40 vessels"_s, u"41 vessels"_s);
        const QList<IncomingFeed> feeds {
            {u"https://wire.example/rss"_s,
                feed(u"Wire"_s,
                    {item(u"w1"_s, u"Halvard port strike ends after pay deal"_s, portStory, 0),
                        item(u"w2"_s, u"Orchestra names Maren Osk chief conductor"_s,
                            u"The Lindau Philharmonic has appointed the violinist Maren Osk as its chief conductor."_s,
                            20)})},
            {u"https://paper.example/rss"_s,
                feed(u"Paper"_s,
                    {item(u"p1"_s, u"Port strike in Halvard is over"_s, reprint, 30),
                        item(u"p2"_s, u"Lindau orchestra appoints Maren Osk"_s,
                            u"Maren Osk, a violinist, becomes chief conductor of the Lindau Philharmonic."_s,
                            45)})}};
        {
            Ingestor killed(m_db, {});
            killed.loadIndex(now);
            killed.setStoriesDeferred(true);
            QVERIFY(killed.ingest(feeds, now).errors.isEmpty());
        }
        QCOMPARE(withoutStory(m_db), 4);
        Ingestor rerun(m_db, {});
        rerun.loadIndex(now);
        const IngestStats again = rerun.ingest(feeds, now);
        QVERIFY(again.errors.isEmpty());
        QCOMPARE(again.articles, 0);
        QCOMPARE(withoutStory(m_db), 0);

        QString error;
        QSqlDatabase whole = Database::open(m_databases.location(u"whole"_s), u"whole"_s, &error);
        QVERIFY2(whole.isValid(), qPrintable(error));
        {
            Ingestor uninterrupted(whole, {});
            uninterrupted.loadIndex(now);
            QVERIFY(uninterrupted.ingest(feeds, now).errors.isEmpty());
        }
        QCOMPARE(storiesByGuid(m_db), storiesByGuid(whole));
        QVERIFY(storiesByGuid(whole).size() < 4); // the two stories ran in both feeds
        whole = {};
        Database::close(u"whole"_s);
    }
};

QTEST_GUILESS_MAIN(TestIngestor)
#include "tst_ingestor.moc"
