// The settings preview: what other radii, bands and event rules would make of the live window,
// on fingerprints laid out by hand (distances known), with a reader's "not a copy" respected.
#include "TestDatabases.h"
#include "news/DetectionPreview.h"
#include "storage/Database.h"
#include "storage/StoreWriter.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime base(QDate(2026, 11, 20), QTime(8, 0), Qt::UTC);

// A, B (1 bit from A), C (3 from A, 4 from B), D (5 from A, 6 from B, 8 from C), E (far).
const quint64 A = 0;
const quint64 B = 0x1;
const quint64 C = 0xE;
const quint64 D = 0x1FULL << 8;
const quint64 E = ~0ULL;

} // namespace

class TestDetectionPreview : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    QList<qint64> m_ids; // A..E, then the story's articles
    QList<qint64> m_feeds;

    qint64 add(int minutes, quint64 simhash, qint64 feed)
    {
        StoreWriter writer(m_db);
        NewArticle a;
        a.feedId = feed;
        a.guid = u"g%1"_s.arg(m_ids.size());
        a.url = u"https://example.org/%1"_s.arg(m_ids.size());
        a.title = a.summary = a.body = a.author = u""_s;
        a.published = base.addSecs(60LL * minutes);
        a.fetched = a.published;
        a.fingerprint.simhash = simhash;
        const qint64 id = writer.insertArticle(a);
        m_ids.append(id);
        return id;
    }

private slots:
    void initTestCase()
    {
        KINDRED_REQUIRE_DATABASE_SERVER();
        QString error;
        m_db = Database::open(m_databases.location(u"preview"_s), u"preview"_s, &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        StoreWriter writer(m_db);
        for (int f = 0; f < 3; ++f)
            m_feeds.append(writer.upsertFeed(u"https://f%1.example/feed"_s.arg(f), u"Feed %1"_s.arg(f)));
        const quint64 layout[] = {A, B, C, D, E};
        for (int i = 0; i < 5; ++i)
            add(i, layout[i], m_feeds.at(i % 3));
        // One story of 17 articles over 2 hours from three feeds, far from A..E and each other.
        QSqlQuery story(m_db);
        QVERIFY(story.exec(u"INSERT INTO stories (id, label) VALUES (1, 'a story')"_s));
        story.prepare(u"UPDATE articles SET story_id = 1 WHERE id = ?"_s);
        for (int i = 0; i < 17; ++i) {
            // A multiplicative hash: about 32 bits from each other and from A..E.
            story.addBindValue(add(10 + 7 * i, 0x9E3779B97F4A7C15ULL * quint64(i + 7), m_feeds.at(i % 3)));
            QVERIFY(story.exec());
        }
    }

    void cleanupTestCase()
    {
        m_db = {};
        Database::close(u"preview"_s);
    }

    void radiusDecidesTheGroups_data()
    {
        QTest::addColumn<int>("radius");
        QTest::addColumn<int>("groups");
        QTest::addColumn<int>("copies");
        QTest::addColumn<int>("similarPairs");
        QTest::newRow("0: nothing is a copy") << 0 << 0 << 0 << 3; // A-D 5, B-C 4, B-D 6
        QTest::newRow("3: B and C join A") << 3 << 1 << 2 << 2; // B-C are copies of one story now
        QTest::newRow("5: D too") << 5 << 1 << 3 << 0;
    }

    void radiusDecidesTheGroups()
    {
        QFETCH(int, radius);
        QFETCH(int, groups);
        QFETCH(int, copies);
        QFETCH(int, similarPairs);
        DetectionPreview preview;
        preview.load(m_db, base.addDays(1), 5);
        QCOMPARE(preview.size(), 22);
        DetectionRules rules;
        rules.duplicateRadius = radius;
        const DetectionOutcome outcome = preview.compute(rules);
        QCOMPARE(outcome.groups, groups);
        QCOMPARE(outcome.copies, copies);
        // Pairs among A..E only: the story's articles are far from them.
        DetectionPreview few;
        few.load(m_db, base.addSecs(5 * 60), 5, base.addSecs(5 * 60));
        QCOMPARE(few.size(), 5);
        QCOMPARE(few.compute(rules).similarPairs, similarPairs);
    }

    void nearestNeighbours()
    {
        DetectionPreview preview;
        preview.load(m_db, base.addSecs(5 * 60), 5, base.addSecs(5 * 60));
        const DetectionOutcome outcome = preview.compute(DetectionRules {}, 12);
        QCOMPARE(outcome.nearestDistance.at(1), 2); // A and B
        QCOMPARE(outcome.nearestDistance.at(3), 1); // C
        QCOMPARE(outcome.nearestDistance.at(5), 1); // D
        QCOMPARE(outcome.fartherThanMax, 1); // E
    }

    void eventRule_data()
    {
        QTest::addColumn<int>("minArticles");
        QTest::addColumn<int>("hours");
        QTest::addColumn<int>("minSources");
        QTest::addColumn<int>("events");
        QTest::newRow("defaults: 17 > 15 in 4 h from 3") << 15 << 4 << 3 << 1;
        QTest::newRow("more than 17 needed") << 17 << 4 << 3 << 0;
        QTest::newRow("one hour holds 9") << 15 << 1 << 3 << 0;
        QTest::newRow("four sources needed") << 15 << 4 << 4 << 0;
        QTest::newRow("8 in an hour") << 8 << 1 << 3 << 1;
    }

    void eventRule()
    {
        QFETCH(int, minArticles);
        QFETCH(int, hours);
        QFETCH(int, minSources);
        QFETCH(int, events);
        DetectionPreview preview;
        preview.load(m_db, base.addDays(1), 5);
        DetectionRules rules;
        rules.eventMinArticles = minArticles;
        rules.eventWindowHours = hours;
        rules.eventMinSources = minSources;
        QCOMPARE(preview.compute(rules).events, events);
    }

    void notACopyStaysOut()
    {
        // The reader said C is no copy of A: no radius puts it back.
        QSqlQuery decide(m_db);
        QVERIFY(decide.exec(
            u"INSERT INTO copy_decisions (article_id, primary_id, distance, decided) VALUES (%1, %2, 3, 0)"_s
                .arg(m_ids.at(2))
                .arg(m_ids.at(0))));
        DetectionPreview preview;
        preview.load(m_db, base.addSecs(5 * 60), 5, base.addSecs(5 * 60));
        DetectionRules rules;
        rules.duplicateRadius = 3;
        const DetectionOutcome outcome = preview.compute(rules);
        QCOMPARE(outcome.copies, 1); // B only
        QCOMPARE(outcome.groups, 1);
        QVERIFY(decide.exec(u"DELETE FROM copy_decisions"_s));
    }
};

QTEST_GUILESS_MAIN(TestDetectionPreview)
#include "tst_detectionpreview.moc"
