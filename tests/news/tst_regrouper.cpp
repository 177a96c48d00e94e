// Applying detection settings to what is stored: a regroup gives what a fresh ingest under the
// new values gives, keeps the reader's "not a copy", and a cancel or a kill in the middle leaves
// the old grouping whole. The corpus is generated: stories told by several feeds with more or
// fewer words changed, so that copies land at many distances.
#include "TestDatabases.h"
#include "fingerprint/Fingerprinter.h"
#include "news/DetectionPreview.h"
#include "news/Ingestor.h"
#include "news/Regrouper.h"
#include "storage/CopyDecisionStore.h"
#include "storage/Database.h"
#include "storage/FeedPropertiesStore.h"
#include "storage/StoreWriter.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime base(QDate(2026, 11, 20), QTime(6, 0), Qt::UTC);
const QDateTime now = base.addSecs(11 * 3600);
constexpr int feedCount = 8;

QString word(QRandomGenerator &random)
{
    static const QStringList syllables {u"ka"_s, u"lo"_s, u"mi"_s, u"ter"_s, u"san"_s, u"dro"_s, u"vel"_s,
        u"un"_s, u"pra"_s, u"is"_s, u"gor"_s, u"be"_s, u"nat"_s, u"os"_s, u"fli"_s, u"rum"_s};
    QString w;
    const int parts = 2 + int(random.bounded(3));
    for (int i = 0; i < parts; ++i)
        w += syllables.at(int(random.bounded(qsizetype(syllables.size()))));
    return w;
}

QStringList words(QRandomGenerator &random, int count)
{
    QStringList list;
    for (int i = 0; i < count; ++i)
        list.append(word(random));
    return list;
}

// `text` with `changes` words replaced by others.
QStringList edited(QStringList text, int changes, QRandomGenerator &random)
{
    for (int i = 0; i < changes; ++i)
        text[int(random.bounded(qsizetype(text.size())))] = word(random);
    return text;
}

// Stories of 1..24 reports over ten hours from up to eight feeds, each report edited a little
// or a lot; a few big ones within three hours (breaking events under the default rule).
QList<IncomingFeed> corpus(quint32 seed)
{
    QRandomGenerator random(seed);
    QList<Feed> feeds(feedCount);
    for (int f = 0; f < feedCount; ++f)
        feeds[f].title = u"Feed %1"_s.arg(f);
    int serial = 0;
    static const int edits[] = {0, 0, 1, 2, 3, 5, 8, 12, 20};
    for (int s = 0; s < 70; ++s) {
        const bool big = s % 12 == 0;
        const int reports = big ? 18 + int(random.bounded(7)) : 1 + int(random.bounded(6));
        const QStringList title = words(random, 8);
        const QStringList body = words(random, 45);
        const qint64 start = random.bounded(big ? 7 * 3600 : 10 * 3600);
        for (int r = 0; r < reports; ++r) {
            FeedItem item;
            const int change = edits[random.bounded(int(std::size(edits)))];
            item.title = edited(title, change / 4, random).join(u' ');
            item.summary = edited(body, change, random).join(u' ');
            item.guid = u"item-%1"_s.arg(serial++);
            item.link = u"https://news.example/%1"_s.arg(item.guid);
            item.published = base.addSecs(start + random.bounded(big ? 3 * 3600 : 3600));
            feeds[int(random.bounded(feedCount))].items.append(item);
        }
    }
    QList<IncomingFeed> incoming;
    for (int f = 0; f < feedCount; ++f)
        incoming.append({u"https://feed%1.example/rss"_s.arg(f), feeds.at(f)});
    return incoming;
}

QSqlDatabase openDatabase(const QString &path, const QString &name)
{
    QString error;
    QSqlDatabase db = Database::open(path, name, &error);
    if (!db.isValid())
        qFatal("%s", qPrintable(error));
    return db;
}

QStringList rows(const QSqlDatabase &db, const QString &sql)
{
    QStringList rows;
    QSqlQuery query(db);
    if (!query.exec(sql))
        return {u"error: "_s + sql};
    while (query.next()) {
        QStringList row;
        for (int c = 0; c < query.record().count(); ++c)
            row.append(query.value(c).toString());
        rows.append(row.join(u'|'));
    }
    return rows;
}

// Everything a regroup may change, as stored.
QStringList snapshot(const QSqlDatabase &db)
{
    return rows(db, u"SELECT id, group_id, distance, story_id FROM articles ORDER BY id"_s)
        + rows(db, u"SELECT * FROM duplicate_groups ORDER BY id"_s)
        + rows(db, u"SELECT * FROM stories ORDER BY id"_s) + rows(db, u"SELECT * FROM events ORDER BY id"_s)
        + rows(db, u"SELECT * FROM event_members ORDER BY event_id, article_id"_s);
}

// Each article (by guid) with the guid of its group's first report and its distance to it.
QStringList groupsByGuid(const QSqlDatabase &db)
{
    return rows(db,
        u"SELECT a.guid, COALESCE(p.guid, ''), a.distance FROM articles a"
        " LEFT JOIN duplicate_groups g ON g.id = a.group_id LEFT JOIN articles p ON p.id = g.primary_id"
        " ORDER BY a.guid"_s);
}

// The members (guids) of each story and of each event, ids left out.
QStringList partition(const QSqlDatabase &db, const QString &sql)
{
    QStringList sets = rows(db, sql);
    sets.sort();
    return sets;
}

QStringList storiesByGuid(const QSqlDatabase &db)
{
    return partition(db,
        u"SELECT group_concat(guid, ' ') FROM (SELECT story_id, guid FROM articles"
        " WHERE story_id IS NOT NULL ORDER BY guid) GROUP BY story_id"_s);
}

QStringList eventsByGuid(const QSqlDatabase &db)
{
    return partition(db,
        u"SELECT group_concat(guid, ' ') FROM (SELECT m.event_id, a.guid FROM event_members m"
        " JOIN articles a ON a.id = m.article_id ORDER BY a.guid) GROUP BY event_id"_s);
}

Ingestor::Options options(int radius, int eventArticles = 15, int eventHours = 4, int eventSources = 3)
{
    Ingestor::Options o;
    o.duplicateRadius = radius;
    o.events.minArticles = eventArticles;
    o.events.windowHours = eventHours;
    o.events.minSources = eventSources;
    return o;
}

// Ingests the corpus into `db` under `o`.
QSqlDatabase ingested(QSqlDatabase db, const Ingestor::Options &o, quint32 seed)
{
    Ingestor ingestor(db, o);
    ingestor.loadIndex(now);
    const IngestStats stats = ingestor.ingest(corpus(seed), now);
    if (!stats.errors.isEmpty())
        qFatal("%s", qPrintable(stats.errors.join(u'\n')));
    return db;
}

// The child process of killMidwayLosesNothing(): regroups and is killed while placing stories.
int regroupUntilKilled(const QString &path)
{
    QSqlDatabase db = openDatabase(path, u"child"_s);
    Regrouper(db, options(9)).run(now, [](Regrouper::Step step, qsizetype done, qsizetype) {
        if (step == Regrouper::Step::Stories && done > 0)
            ::raise(SIGKILL);
        return true;
    });
    return 0; // not reached
}

} // namespace

class TestRegrouper : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    int m_serial = 0;
    QStringList m_open; // connection names, closed after each test

    QString path() { return m_databases.location(u"db%1"_s.arg(++m_serial)); }
    // A connection of its own (a failed test leaves none behind for the next).
    QSqlDatabase open(const QString &file)
    {
        m_open.append(file);
        return openDatabase(file, file);
    }

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void cleanup()
    {
        for (const QString &name : std::exchange(m_open, {}))
            Database::close(name);
    }

    void regroupEqualsFreshIngest_data()
    {
        QTest::addColumn<int>("radius");
        QTest::addColumn<int>("eventArticles");
        QTest::addColumn<int>("eventHours");
        QTest::addColumn<quint32>("seed");
        QTest::newRow("radius 0") << 0 << 15 << 4 << 1u;
        QTest::newRow("radius 1") << 1 << 15 << 4 << 2u;
        QTest::newRow("radius 6") << 6 << 15 << 4 << 3u;
        QTest::newRow("radius 10") << 10 << 15 << 4 << 4u;
        QTest::newRow("events: 6 in 2 hours") << 3 << 6 << 2 << 5u;
        QTest::newRow("radius 5, events: 25 in 6 hours") << 5 << 25 << 6 << 6u;
    }

    void regroupEqualsFreshIngest()
    {
        QFETCH(int, radius);
        QFETCH(int, eventArticles);
        QFETCH(int, eventHours);
        QFETCH(quint32, seed);
        const Ingestor::Options tried = options(radius, eventArticles, eventHours);
        QSqlDatabase regrouped = ingested(open(path()), options(3), seed);
        QSqlDatabase fresh = ingested(open(path()), tried, seed);
        const QStringList groupsBefore = groupsByGuid(regrouped);

        const RegroupResult result = Regrouper(regrouped, tried).run(now);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.articles > 150);
        QCOMPARE(groupsByGuid(regrouped), groupsByGuid(fresh));
        QCOMPARE(storiesByGuid(regrouped), storiesByGuid(fresh));
        QCOMPARE(eventsByGuid(regrouped), eventsByGuid(fresh));
        if (radius != 3)
            QVERIFY(groupsByGuid(regrouped) != groupsBefore); // the corpus reaches every radius tried
        QCOMPARE(result.moved > 0, radius != 3);
        // Sizes and sums agree with the members, and every group has a copy.
        QCOMPARE(rows(regrouped,
                     u"SELECT id FROM duplicate_groups g WHERE size < 2 OR (size, distance_sum) <>"
                     " (SELECT COUNT(*), SUM(distance) FROM articles a WHERE a.group_id = g.id)"_s),
            QStringList());
        QCOMPARE(
            rows(regrouped, u"SELECT COUNT(*) FROM events"_s), rows(fresh, u"SELECT COUNT(*) FROM events"_s));
        QCOMPARE(result.events, rows(fresh, u"SELECT COUNT(*) FROM events"_s).constFirst().toInt());
    }

    void theSameValuesChangeNothing()
    {
        QSqlDatabase db = ingested(open(path()), options(3), 7);
        const QStringList groups = rows(db, u"SELECT id, group_id, distance FROM articles ORDER BY id"_s)
            + rows(db, u"SELECT * FROM duplicate_groups ORDER BY id"_s);
        const RegroupResult result = Regrouper(db, options(3)).run(now);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.moved, 0);
        QCOMPARE(rows(db, u"SELECT id, group_id, distance FROM articles ORDER BY id"_s)
                + rows(db, u"SELECT * FROM duplicate_groups ORDER BY id"_s),
            groups);
        // A wider radius keeps the ids of the groups whose first report still leads.
        const QStringList leaders = rows(db, u"SELECT id, primary_id FROM duplicate_groups ORDER BY id"_s);
        QVERIFY(Regrouper(db, options(8)).run(now).ok());
        const QStringList wider = rows(db, u"SELECT id, primary_id FROM duplicate_groups ORDER BY id"_s);
        int kept = 0;
        for (const QString &leader : leaders)
            kept += wider.contains(leader) ? 1 : 0;
        QVERIFY2(kept >= leaders.size() * 3 / 4, qPrintable(u"%1 of %2"_s.arg(kept).arg(leaders.size())));
    }

    void previewForetellsTheRegroup_data()
    {
        QTest::addColumn<int>("radius");
        QTest::newRow("0") << 0;
        QTest::newRow("2") << 2;
        QTest::newRow("7") << 7;
    }

    void previewForetellsTheRegroup()
    {
        QFETCH(int, radius);
        QSqlDatabase db = ingested(open(path()), options(3), 8);
        CopyDecisionStore decisions(db);
        const QString someCopy
            = rows(db, u"SELECT id FROM articles WHERE group_id IS NOT NULL AND distance > 0 LIMIT 1"_s)
                  .constFirst();
        QVERIFY(decisions.splitOut(someCopy.toLongLong(), now));
        DetectionPreview preview;
        preview.load(db, now, 5);
        DetectionRules rules;
        rules.duplicateRadius = radius;
        const DetectionOutcome foretold = preview.compute(rules);
        const RegroupResult result = Regrouper(db, options(radius)).run(now);
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.groups, foretold.groups);
        QCOMPARE(result.copies, foretold.copies);
    }

    void aSplitCopyStaysOut()
    {
        QSqlDatabase db = ingested(open(path()), options(3), 9);
        // The copy nearest to its first report: any radius would put it back.
        const QStringList copy = rows(db,
            u"SELECT a.id, g.primary_id FROM articles a JOIN duplicate_groups g ON g.id = a.group_id"
            " WHERE a.id <> g.primary_id ORDER BY a.distance, a.id LIMIT 1"_s)
                                     .constFirst()
                                     .split(u'|');
        const qint64 copyId = copy.at(0).toLongLong();
        const qint64 primaryId = copy.at(1).toLongLong();
        CopyDecisionStore decisions(db);
        QVERIFY(decisions.splitOut(copyId, now));
        const QString primaryOfCopy
            = u"SELECT COALESCE(g.primary_id, 0) FROM articles a"
              " LEFT JOIN duplicate_groups g ON g.id = a.group_id WHERE a.id = %1"_s.arg(copyId);
        for (const int radius : {3, 12, 0, 3}) {
            QVERIFY(Regrouper(db, options(radius)).run(now).ok());
            QVERIFY(rows(db, primaryOfCopy).constFirst().toLongLong() != primaryId);
            QVERIFY(decisions.isSplit(copyId));
        }
        // The reader can still take the decision back.
        QVERIFY2(decisions.undoSplit(copyId), qPrintable(decisions.lastError()));
        QCOMPARE(rows(db, primaryOfCopy).constFirst().toLongLong(), primaryId);
    }

    void cancelLeavesTheOldGrouping_data()
    {
        QTest::addColumn<int>("cancelAt");
        QTest::newRow("grouping") << int(Regrouper::Step::Grouping);
        QTest::newRow("stories") << int(Regrouper::Step::Stories);
    }

    void cancelLeavesTheOldGrouping()
    {
        QFETCH(int, cancelAt);
        QSqlDatabase db = ingested(open(path()), options(3), 10);
        const QStringList before = snapshot(db);
        int calls = 0;
        bool inRange = true;
        const auto cancel = [&](Regrouper::Step step, qsizetype done, qsizetype total) {
            ++calls;
            inRange = inRange && done <= total;
            return !(int(step) == cancelAt && done > 0);
        };
        const RegroupResult result = Regrouper(db, options(9, 5, 2)).run(now, cancel);
        QVERIFY(calls > 0);
        QVERIFY(inRange);
        QVERIFY(result.cancelled);
        QVERIFY(result.error.isEmpty());
        QCOMPARE(snapshot(db), before);
        // The connection is usable at once: the transaction is gone.
        const RegroupResult again = Regrouper(db, options(9, 5, 2)).run(now);
        QVERIFY2(again.ok(), qPrintable(again.error));
        QVERIFY(snapshot(db) != before);
    }

    // A feed's headline prefix set afterwards: its live articles are fingerprinted again without
    // it, and its copies of other feeds' stories join them, as if the prefix had been set before.
    void aNewTitlePrefixFingerprintsTheFeedAgain()
    {
        QRandomGenerator random(12);
        Feed wire, paper;
        for (int s = 0; s < 25; ++s) {
            const QString title = words(random, 7).join(u' ');
            const QString body = words(random, 40).join(u' ');
            FeedItem item;
            item.title = title;
            item.summary = body;
            item.published = base.addSecs(600 * s);
            item.guid = u"paper-%1"_s.arg(s);
            item.link = u"https://paper.example/%1"_s.arg(s);
            paper.items.append(item);
            item.title = u"Wire Service: "_s + title;
            item.published = item.published.addSecs(60);
            item.guid = u"wire-%1"_s.arg(s);
            item.link = u"https://wire.example/%1"_s.arg(s);
            wire.items.append(item);
        }
        const QList<IncomingFeed> feeds {
            {u"https://paper.example/rss"_s, paper}, {u"https://wire.example/rss"_s, wire}};
        // The prefix as a reader sets it (learning off), or learned from the items.
        const auto ingestInto = [&](QSqlDatabase db, const QString &prefix, bool learn) {
            Ingestor ingestor(db, options(0));
            StoreWriter writer(db);
            const qint64 id = writer.upsertFeed(u"https://wire.example/rss"_s, {});
            writer.setFeedTitlePrefix(id, prefix);
            QSqlQuery(db).exec(u"UPDATE feeds SET learn_decorations = %1"_s.arg(learn ? 1 : 0));
            ingestor.loadIndex(now);
            return ingestor.ingest(feeds, now).errors.isEmpty();
        };
        QSqlDatabase later = open(path());
        QSqlDatabase before = open(path());
        QSqlDatabase learned = open(path());
        QVERIFY(ingestInto(later, {}, false));
        QVERIFY(ingestInto(before, u"Wire Service:"_s, false));
        QVERIFY(ingestInto(learned, {}, true));
        const QString copies = u"SELECT COUNT(*) FROM articles WHERE group_id IS NOT NULL AND distance = 0"
                               " AND id NOT IN (SELECT primary_id FROM duplicate_groups)"_s;
        QCOMPARE(rows(before, copies), QStringList {u"25"_s});
        // Without it some copies are farther (a headline counts as a few words over a description).
        QVERIFY2(rows(later, copies).constFirst().toInt() < 20, qPrintable(rows(later, copies).constFirst()));
        // Learned from the feed's own headlines, the prefix does what a reader's does.
        QCOMPARE(rows(learned, copies), QStringList {u"25"_s});
        QCOMPARE(rows(learned, u"SELECT title_prefix FROM feeds WHERE url = 'https://wire.example/rss'"_s),
            QStringList {u"Wire Service:"_s});

        const qint64 wireId = rows(later, u"SELECT id FROM feeds WHERE url = 'https://wire.example/rss'"_s)
                                  .constFirst()
                                  .toLongLong();
        FeedPropertiesStore properties(later);
        FeedProperties changed = *properties.properties(wireId);
        changed.titlePrefix = u"Wire Service:"_s;
        QVERIFY2(properties.setProperties(wireId, changed), qPrintable(properties.lastError()));
        Regrouper regrouper(later, options(0));
        regrouper.setRefingerprintFeeds({wireId});
        QVERIFY(regrouper.run(now).ok());
        QCOMPARE(rows(later, copies), QStringList {u"25"_s});
        QCOMPARE(groupsByGuid(later), groupsByGuid(before));
        QCOMPARE(rows(later, u"SELECT guid, simhash FROM articles ORDER BY guid"_s),
            rows(before, u"SELECT guid, simhash FROM articles ORDER BY guid"_s));
    }

    // The fingerprint source changed: every live article is fingerprinted again from the text the
    // new source names, as an ingest under it would have.
    void aNewFingerprintSourceFingerprintsAllAgain()
    {
        // Fewer articles than the weights need to be learned (DocumentFrequencies::minimumDocuments()),
        // so that the weights of the ingest and of the regroup are the same.
        QList<IncomingFeed> feeds = corpus(13);
        for (IncomingFeed &feed : feeds)
            feed.feed.items = feed.feed.items.mid(0, 20);
        QHash<QString, QByteArray> pages; // each item's page: its summary and more
        QRandomGenerator random(14);
        for (const IncomingFeed &feed : feeds) {
            for (const FeedItem &item : feed.feed.items) {
                pages.insert(item.link,
                    (u"<html><body><article><p>"_s + item.summary + u"</p><p>"_s
                        + words(random, 60).join(u' ') + u"</p></article></body></html>"_s)
                        .toUtf8());
            }
        }
        const auto ingestInto = [&](QSqlDatabase db, bool fullText) {
            Ingestor::Options o = options(3);
            o.fingerprintFullText = fullText;
            Ingestor ingestor(db, o);
            ingestor.setPageSource([&](const QString &link) { return pages.value(link); });
            ingestor.loadIndex(now);
            return ingestor.ingest(feeds, now).errors.isEmpty();
        };
        QSqlDatabase fullText = open(path());
        QSqlDatabase summaries = open(path());
        QVERIFY(ingestInto(fullText, true));
        QVERIFY(ingestInto(summaries, false));
        const QString simhashes = u"SELECT guid, simhash FROM articles ORDER BY guid"_s;
        QVERIFY(rows(fullText, simhashes) != rows(summaries, simhashes));
        QCOMPARE(rows(fullText, u"SELECT COUNT(*) FROM articles WHERE body = ''"_s), QStringList {u"0"_s});

        Ingestor::Options o = options(3);
        o.fingerprintFullText = false;
        Regrouper regrouper(fullText, o);
        regrouper.setRefingerprintAll(true);
        QVERIFY(regrouper.run(now).ok());
        QCOMPARE(rows(fullText, simhashes), rows(summaries, simhashes));
        QCOMPARE(groupsByGuid(fullText), groupsByGuid(summaries));
    }

    void fingerprintsOfAnOlderVersionAreMadeAgain()
    {
        // As an upgrade finds them: every third article fingerprinted by an older version (here
        // a scrambled simhash). Fewer articles than the
        // weights need to be learned, so that the ingest and the regroup weigh alike.
        QList<IncomingFeed> feeds = corpus(15);
        for (IncomingFeed &feed : feeds)
            feed.feed.items = feed.feed.items.mid(0, 20);
        const auto ingestInto = [&](QSqlDatabase db) {
            Ingestor ingestor(db, options(3));
            ingestor.loadIndex(now);
            return ingestor.ingest(feeds, now).errors.isEmpty() ? db : QSqlDatabase();
        };
        QSqlDatabase fresh = ingestInto(open(path()));
        QSqlDatabase upgraded = ingestInto(open(path()));
        QVERIFY(fresh.isOpen() && upgraded.isOpen());
        QSqlQuery age(upgraded);
        QVERIFY(age.exec(u"UPDATE articles SET fp_version = %1, simhash = ~simhash"
                         " WHERE id % 3 = 0"_s.arg(Fingerprinter::version() - 1)));
        const QString simhashes = u"SELECT guid, simhash, fp_version FROM articles ORDER BY guid"_s;
        QVERIFY(rows(upgraded, simhashes) != rows(fresh, simhashes));

        Regrouper regrouper(upgraded, options(3));
        QVERIFY(regrouper.hasStaleFingerprints(now));
        QVERIFY(regrouper.run(now).ok());
        QVERIFY(!regrouper.hasStaleFingerprints(now));
        QCOMPARE(rows(upgraded, simhashes), rows(fresh, simhashes));
        QCOMPARE(groupsByGuid(upgraded), groupsByGuid(fresh));
        QCOMPARE(storiesByGuid(upgraded), storiesByGuid(fresh));
    }

    void killMidwayLosesNothing()
    {
        const QString file = path();
        QStringList before;
        {
            QSqlDatabase db = ingested(open(file), options(3), 11);
            before = snapshot(db);
        }
        cleanup();

        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"KINDRED_REGROUP_KILL_DB"_s, file);
        child.setProcessEnvironment(environment);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForFinished(120000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        QSqlDatabase db = open(file);
        if (!test::TestDatabases::postgres()) // a server keeps its own files whole
            QCOMPARE(rows(db, u"PRAGMA integrity_check"_s), QStringList {u"ok"_s});
        QCOMPARE(snapshot(db), before);
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (const QString db = qEnvironmentVariable("KINDRED_REGROUP_KILL_DB"); !db.isEmpty())
        return regroupUntilKilled(db);
    TestRegrouper test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_regrouper.moc"
