#include "StoryTestHeadlines.h"
#include "TestDatabases.h"
#include "fingerprint/Fingerprinter.h"
#include "news/Ingestor.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/StoreWriter.h"
#include "storage/StoryStore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;

namespace {

const QDateTime start(QDate(2026, 11, 21), QTime(6, 0), Qt::UTC);

const QStringList damTitles {
    QStringLiteral("Marbury dam fails, floodwater races down the Kell valley"),
    QStringLiteral("Thousands evacuated as Marbury dam collapses on the Kell"),
    QStringLiteral("Kell valley towns flooded after Marbury dam breach"),
    QStringLiteral("Marbury dam breach: rescuers reach flooded Kell villages"),
    QStringLiteral("Floodwater from Marbury dam cuts roads across Kell valley"),
    QStringLiteral("Marbury dam collapse: what we know"),
    QStringLiteral("Kell valley evacuation widens after Marbury dam failure"),
};

const QStringList otherTitles {
    QStringLiteral("Orchestra names new conductor"),
    QStringLiteral("Bakery wins national bread award"),
    QStringLiteral("Chess title decided in tiebreaks"),
    QStringLiteral("Library book returned fifty years late"),
};

// Report `n` of the dam story (the same words now and then: several outlets, one wire).
FeedItem damItem(const QString &feed, int n)
{
    FeedItem item;
    item.guid = QStringLiteral("%1-dam-%2").arg(feed).arg(n);
    item.link = QStringLiteral("https://%1.example/dam/%2").arg(feed).arg(n);
    item.title = damTitles[n % damTitles.size()];
    item.summary = QStringLiteral("The Marbury dam on the river Kell gave way; report %1.").arg(n);
    item.published = start.addSecs(n * 7 * 60);
    return item;
}

FeedItem otherItem(const QString &feed, int n)
{
    FeedItem item;
    item.guid = QStringLiteral("%1-other-%2").arg(feed).arg(n);
    item.link = QStringLiteral("https://%1.example/other/%2").arg(feed).arg(n);
    item.title = otherTitles[n % otherTitles.size()];
    item.published = start.addSecs(n * 11 * 60);
    return item;
}

Feed feed(const QString &name, const QList<FeedItem> &items)
{
    Feed f;
    f.format = FeedFormat::Rss20;
    f.title = name;
    f.items = items;
    return f;
}

// Reports `from`..`to` (exclusive) of the dam story, spread over the four outlets.
QList<Feed> damReports(int from, int to)
{
    QList<Feed> feeds;
    const QStringList outlets {
        QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma"), QStringLiteral("delta")};
    for (const QString &outlet : outlets) {
        QList<FeedItem> items;
        for (int n = from; n < to; ++n) {
            if (outlets[n % outlets.size()] == outlet)
                items.append(damItem(outlet, n));
        }
        if (!items.isEmpty())
            feeds.append(feed(outlet, items));
    }
    return feeds;
}

} // namespace

class TestStoryTracker : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    const QDateTime m_now = start.addDays(1); // never the wall clock

    void open()
    {
        QString error;
        m_db = Database::open(m_databases.location(QStringLiteral("t")), QStringLiteral("tracker"), &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
    }

    void close()
    {
        m_db = {};
        Database::close(QStringLiteral("tracker"));
    }

    void ingest(Ingestor &ingestor, const QList<Feed> &feeds)
    {
        for (const Feed &f : feeds) {
            const IngestStats stats
                = ingestor.ingest(QStringLiteral("https://%1.example/rss").arg(f.title), f, m_now);
            QVERIFY2(stats.errors.isEmpty(), qPrintable(stats.errors.join(u'\n')));
        }
    }

    /// Forgets the stored stories (test::forgetStories()) and lets a tracker's load() place the
    /// articles again. Returns how many have a story then, and how many stories there are.
    std::pair<int, int> placeAgainOnLoad()
    {
        if (!test::forgetStories(m_db))
            return {-1, -1};
        QSqlQuery query(m_db);
        StoryTracker tracker(m_db, {});
        if (!tracker.load(m_now)
            || !query.exec(QStringLiteral("SELECT COUNT(story_id), COUNT(DISTINCT story_id) FROM articles"))
            || !query.next())
            return {-1, -1};
        return {query.value(0).toInt(), query.value(1).toInt()};
    }

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void init()
    {
        m_databases.remove(QStringLiteral("t"));
        open();
    }

    void cleanup()
    {
        close();
        m_databases.remove(QStringLiteral("t"));
    }

    void everyArticleGetsAStory()
    {
        Ingestor ingestor(m_db, {});
        ingest(ingestor, damReports(0, 6));
        ingest(ingestor,
            {feed(QStringLiteral("misc"),
                {otherItem(QStringLiteral("misc"), 0), otherItem(QStringLiteral("misc"), 1)})});
        QSqlQuery query(m_db);
        QVERIFY(query.exec(
            QStringLiteral("SELECT COUNT(*), COUNT(story_id), COUNT(DISTINCT story_id) FROM articles")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), 8);
        QCOMPARE(query.value(1).toInt(), 8);
        QCOMPARE(query.value(2).toInt(), 3); // the dam, and two unrelated articles
        QVERIFY(query.exec(QStringLiteral("SELECT size, sources, label FROM stories ORDER BY size DESC")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), 6);
        QCOMPARE(query.value(1).toInt(), 4);
        QVERIFY(query.value(2).toString().contains(QStringLiteral("Marbury")));
        QVERIFY(StoryStore(m_db).events().isEmpty()); // six reports are no breaking event
    }

    void aFeedsOwnDecorationsLinkNoStories()
    {
        // One outlet's unrelated items, each with its name after the headline and its boilerplate
        // line after the text: what the feed puts around every item says nothing about the story.
        const QStringList titles {QStringLiteral("Orchestra names new conductor"),
            QStringLiteral("Bakery wins national bread award"),
            QStringLiteral("Chess title decided in tiebreaks"),
            QStringLiteral("Library book returned fifty years late"),
            QStringLiteral("Ferry timetable changes from Monday")};
        QList<FeedItem> items;
        for (qsizetype i = 0; i < titles.size(); ++i) {
            FeedItem item;
            item.guid = QStringLiteral("courier-%1").arg(i);
            item.link = QStringLiteral("https://courier.example/%1").arg(i);
            item.title = titles[i] + QStringLiteral(" - Vellmoor Courier Online");
            item.summary = QStringLiteral("<p>%1.</p><p>Read the Vellmoor Courier Online every morning.</p>")
                               .arg(titles[i]);
            item.published = start.addSecs(i * 5 * 60);
            items.append(item);
        }
        Ingestor ingestor(m_db, {});
        ingest(ingestor, {feed(QStringLiteral("courier"), items)});
        QSqlQuery query(m_db);
        QVERIFY(query.exec(QStringLiteral("SELECT title_suffix, boilerplate FROM feeds")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral(" - Vellmoor Courier Online"));
        QVERIFY(!query.value(1).toString().isEmpty());
        QVERIFY(query.exec(QStringLiteral("SELECT COUNT(DISTINCT story_id) FROM articles")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), int(titles.size()));

        // The same when they are placed again from storage.
        const auto [placed, stories] = placeAgainOnLoad();
        QCOMPARE(placed, int(titles.size()));
        QCOMPARE(stories, int(titles.size()));

        // A tracker keeps each article's terms for the next replay, but not past a change of what
        // its feed puts around its items: without them the decorations link the items, with them
        // again each is a story of its own.
        const auto storiesNow = [&] {
            QSqlQuery count(m_db);
            return count.exec(QStringLiteral("SELECT COUNT(DISTINCT story_id) FROM articles")) && count.next()
                ? count.value(0).toInt()
                : -1;
        };
        QVERIFY(query.exec(QStringLiteral("SELECT title_suffix, boilerplate FROM feeds")) && query.next());
        const QString suffix = query.value(0).toString();
        const QString boilerplate = query.value(1).toString();
        QVERIFY(query.exec(QStringLiteral("UPDATE feeds SET title_suffix = '', boilerplate = ''")));
        StoryTracker tracker(m_db, {});
        QVERIFY(tracker.rebuild(start.addDays(-1), {}));
        QVERIFY2(storiesNow() < int(titles.size()), "the feed's decorations no longer link its items");
        QSqlQuery restore(m_db);
        restore.prepare(QStringLiteral("UPDATE feeds SET title_suffix = ?, boilerplate = ?"));
        restore.addBindValue(suffix);
        restore.addBindValue(boilerplate);
        QVERIFY(restore.exec());
        QVERIFY(tracker.rebuild(start.addDays(-1), {}));
        QCOMPARE(storiesNow(), int(titles.size()));
    }

    void anEventGrowsAcrossIngestsAndRestarts()
    {
        qint64 eventId = 0;
        {
            Ingestor ingestor(m_db, {});
            ingest(ingestor, damReports(0, 12));
            QVERIFY(StoryStore(m_db).events().isEmpty()); // 12 reports: not yet

            ingest(ingestor, damReports(12, 18));
            const QList<EventRecord> events = StoryStore(m_db).events();
            QCOMPARE(events.size(), 1);
            QCOMPARE(events[0].members.size(), 18);
            QCOMPARE(events[0].size, 18);
            QCOMPARE(events[0].sources, 4);
            QCOMPARE(events[0].start, start);
            QCOMPARE(events[0].end, start.addSecs(17 * 7 * 60));
            QVERIFY(events[0].label.contains(QStringLiteral("Marbury")));
            eventId = events[0].id;

            ingest(ingestor, damReports(18, 20));
            const QList<EventRecord> grown = StoryStore(m_db).events();
            QCOMPARE(grown.size(), 1); // the same event, grown; not a second one
            QCOMPARE(grown[0].id, eventId);
            QCOMPARE(grown[0].members.size(), 20);
        }

        // A restart: the event is read back, and the next ingest keeps growing it.
        close();
        open();
        QList<EventRecord> events = StoryStore(m_db).events();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].id, eventId);
        QCOMPARE(events[0].members.size(), 20);
        const EventMemberRecord &member = events[0].members.first();
        QCOMPARE(member.title, damTitles[0]);
        QCOMPARE(member.source, QStringLiteral("alpha"));
        QVERIFY(member.link.startsWith(QStringLiteral("https://alpha.example/dam/0")));
        const auto centre = std::find_if(events[0].members.cbegin(), events[0].members.cend(),
            [&](const EventMemberRecord &m) { return m.articleId == events[0].centreId; });
        QVERIFY(centre != events[0].members.cend());
        QCOMPARE(centre->distance, 0);

        Ingestor restarted(m_db, {});
        restarted.loadIndex(m_now);
        ingest(restarted, damReports(20, 22));
        ingest(restarted, {feed(QStringLiteral("misc"), {otherItem(QStringLiteral("misc"), 0)})});
        events = StoryStore(m_db).events();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].id, eventId);
        QCOMPARE(events[0].members.size(), 22);
    }

    void anArticleIsPlacedByTheTermsItComesWith()
    {
        // The ingest hands each new article over with the story terms of its clean text
        // (PreparedArticle, made on its worker threads): the tracker places it by those terms, again
        // when a replay places it anew, and does not make them twice. Here two unrelated headlines
        // come with the terms of one story's.
        StoreWriter writer(m_db);
        QVERIFY(writer.transaction());
        const quint64 simhashes[] = {0, 0x00000000ffffffffULL, 0xffffffff00000000ULL, 0x0000ffffffff0000ULL};
        const auto store = [&](const QString &outlet, int n, const QString &title,
                               const QDateTime &published) {
            NewArticle article;
            article.feedId = writer.upsertFeed(QStringLiteral("https://%1.example/rss").arg(outlet), outlet);
            article.guid = QStringLiteral("%1-%2").arg(outlet).arg(n);
            article.url = QStringLiteral("https://%1.example/%2").arg(outlet).arg(n);
            article.title = title;
            article.published = published;
            article.fetched = published;
            article.fingerprint.simhash = simhashes[n]; // far apart: no copies
            article.fingerprint.version = Fingerprinter::version();
            const qint64 id = writer.insertArticle(article);
            return StoryArticleRow {
                id, article.feedId, published, article.fingerprint.simhash, 0, 0, title, {}, {}};
        };
        const StoryArticleRow first = store(QStringLiteral("alpha"), 1, otherTitles[0], start.addSecs(600));
        const StoryArticleRow second = store(QStringLiteral("beta"), 2, otherTitles[1], start.addSecs(1200));
        const StoryArticleRow older = store(QStringLiteral("gamma"), 3, otherTitles[2], start);
        QVERIFY(writer.commit());
        const auto storyOf = [this](qint64 id) {
            QSqlQuery query(m_db);
            query.prepare(QStringLiteral("SELECT story_id FROM articles WHERE id = ?"));
            query.addBindValue(id);
            return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
        };

        const auto terms = [](const QString &headline) { return StoryTracker::termsOf({headline, {}}, {}); };
        StoryTracker tracker(m_db, {});
        QVERIFY(tracker.add({{first, terms(damTitles[0])}, {second, terms(damTitles[1])}}, m_now));
        QVERIFY(storyOf(first.id) > 0);
        QCOMPARE(storyOf(second.id), storyOf(first.id));
        // An older article makes the tracker place the two again from the store.
        QVERIFY(tracker.add({{older, terms(older.title)}}, m_now));
        QVERIFY(storyOf(older.id) > 0);
        QVERIFY(storyOf(older.id) != storyOf(first.id));
        QCOMPARE(storyOf(second.id), storyOf(first.id));
        // A tracker that was never handed them cleans their stored text: three stories.
        QCOMPARE(placeAgainOnLoad(), std::make_pair(3, 3));
    }

    void anEventLeavesOutALoosePartOfItsStory()
    {
        // A town's rugby reports, then a derailment near it whose first report names the town and
        // joins their story: the story holds both parts, the event (and its stored members) only
        // the derailment's reports. Forty unrelated headlines first, so the terms weigh as in a stream.
        StoreWriter writer(m_db);
        QVERIFY(writer.transaction());
        QList<NewStoryArticle> added;
        int n = 0;
        const auto store = [&](const QString &title, int minutes) {
            NewArticle article;
            const QString outlet = QStringLiteral("outlet%1").arg(n % 5);
            article.feedId = writer.upsertFeed(QStringLiteral("https://%1.example/rss").arg(outlet), outlet);
            article.guid = QStringLiteral("item-%1").arg(n);
            article.url = QStringLiteral("https://%1.example/%2").arg(outlet).arg(n);
            article.title = title;
            article.published = start.addSecs(minutes * 60);
            article.fetched = article.published;
            article.fingerprint.simhash = quint64(n + 1) * 0x9e3779b97f4a7c15ULL; // far apart: no copies
            article.fingerprint.version = Fingerprinter::version();
            const qint64 id = writer.insertArticle(article);
            added.append(
                {{id, article.feedId, article.published, article.fingerprint.simhash, 0, 0, title, {}, {}},
                    StoryTracker::termsOf({title, {}}, {})});
            ++n;
            return id;
        };
        for (int i = 0; i < 40; ++i)
            store(test::backgroundHeadline(i), i);
        QList<qint64> rugbyIds;
        for (int i = 0; i < test::rugbyHeadlines.size(); ++i)
            rugbyIds.append(store(test::rugbyHeadlines[i], 60 + i * 10));
        // Up to the derailment's second report the story breaks with the rugby reports in its event;
        // the later reports make them a loose part, and the stored event lets them go.
        constexpr int firstReports = 2;
        QList<qint64> derailmentIds;
        for (int i = 0; i < firstReports; ++i)
            derailmentIds.append(store(test::derailmentHeadlines[i], 100 + i * 5));
        QVERIFY(writer.commit());

        StoryTracker::Options options;
        options.events.minArticles = 4;
        options.events.minSources = 3;
        StoryTracker tracker(m_db, options);
        QVERIFY2(tracker.add(added, m_now), qPrintable(tracker.lastError()));
        const auto eventWith = [this](qint64 articleId) -> std::optional<EventRecord> {
            for (const EventRecord &e : StoryStore(m_db).events()) {
                for (const EventMemberRecord &member : e.members) {
                    if (member.articleId == articleId)
                        return e;
                }
            }
            return std::nullopt;
        };
        QVERIFY(eventWith(rugbyIds.first()));

        added.clear();
        QVERIFY(writer.transaction());
        for (int i = firstReports; i < test::derailmentHeadlines.size(); ++i)
            derailmentIds.append(store(test::derailmentHeadlines[i], 100 + i * 5));
        QVERIFY(writer.commit());
        QVERIFY2(tracker.add(added, m_now), qPrintable(tracker.lastError()));

        QSqlQuery query(m_db);
        QVERIFY(
            query.exec(QStringLiteral("SELECT COUNT(DISTINCT story_id) FROM articles WHERE id IN (%1, %2)")
                           .arg(rugbyIds.first())
                           .arg(derailmentIds.last())));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), 1); // one story
        // (The background's shared words make events of their own.)
        const std::optional<EventRecord> event = eventWith(derailmentIds.last());
        QVERIFY(event);
        QList<qint64> members;
        for (const EventMemberRecord &member : event->members)
            members.append(member.articleId);
        std::sort(members.begin(), members.end());
        QCOMPARE(members, derailmentIds);
        QCOMPARE(event->size, test::derailmentHeadlines.size());
    }

    void anEventKeepsTheMembersAPartialLoadDoesNotSee()
    {
        {
            Ingestor ingestor(m_db, {});
            ingest(ingestor, damReports(0, 20)); // 20 reports over 2 h 13 min
        }
        QCOMPARE(StoryStore(m_db).events().value(0).members.size(), 20);

        // A tracker that reads back only the last hour: it sees nine of the twenty.
        StoreWriter writer(m_db);
        QVERIFY(writer.transaction());
        NewArticle late;
        late.feedId = writer.upsertFeed(QStringLiteral("https://alpha.example/rss"), QStringLiteral("alpha"));
        late.guid = QStringLiteral("late");
        late.url = QStringLiteral("https://alpha.example/dam/late");
        late.title = damTitles[2];
        late.published = start.addSecs(20 * 7 * 60);
        late.fetched = late.published;
        late.fingerprint.simhash = 42;
        late.fingerprint.version = Fingerprinter::version();
        const qint64 id = writer.insertArticle(late);
        QVERIFY(writer.commit());
        StoryTracker::Options options;
        options.events.clustering.graphHours = 1; // the graph reads back two hours only
        StoryTracker tracker(m_db, options);
        QVERIFY(tracker.add({{{id, late.feedId, late.published, 42, 0, 0, late.title, {}, {}},
                                StoryTracker::termsOf({late.title, {}}, options)}},
            m_now));

        const QList<EventRecord> events = StoryStore(m_db).events();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].members.size(), 21);
        QCOMPARE(events[0].size, 21);
        QCOMPARE(events[0].start, start);
        QCOMPARE(events[0].end, late.published);
    }

    void storedArticlesWithoutAStoryArePlacedOnLoad()
    {
        {
            Ingestor ingestor(m_db, {});
            ingest(ingestor, damReports(0, 18));
        }
        const auto [placed, stories] = placeAgainOnLoad();
        QCOMPARE(placed, 18);
        QCOMPARE(stories, 1);
        QCOMPARE(StoryStore(m_db).events().size(), 1);
    }

    void documentFrequenciesAreLearnedAndKept()
    {
        {
            Ingestor ingestor(m_db, {});
            ingest(ingestor, damReports(0, 8));
        }
        const std::optional<LearnedWeights> learned
            = ArticleStore(m_db).learnedWeights(Fingerprinter::version());
        QVERIFY(learned);
        QCOMPARE(learned->counts().documentCount(), quint64(8));

        // Stored fingerprints never change; the next run goes on counting.
        QSqlQuery query(m_db);
        QVERIFY(query.exec(QStringLiteral("SELECT id, simhash FROM articles ORDER BY id")));
        QList<std::pair<qint64, qint64>> before;
        while (query.next())
            before.append({query.value(0).toLongLong(), query.value(1).toLongLong()});
        Ingestor restarted(m_db, {});
        ingest(restarted, damReports(8, 10));
        QCOMPARE(ArticleStore(m_db).learnedWeights(Fingerprinter::version())->counts().documentCount(),
            quint64(10));
        QVERIFY(query.exec(QStringLiteral("SELECT id, simhash FROM articles WHERE id <= 8 ORDER BY id")));
        QList<std::pair<qint64, qint64>> after;
        while (query.next())
            after.append({query.value(0).toLongLong(), query.value(1).toLongLong()});
        QCOMPARE(after, before);
    }
};

QTEST_GUILESS_MAIN(TestStoryTracker)
#include "tst_storytracker.moc"
