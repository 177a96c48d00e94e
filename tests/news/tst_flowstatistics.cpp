// The statistics view's numbers: per hour, hour of day, copies and their share, sources, and the
// nearest-earlier-neighbour distances (checked against a brute-force scan).
#include "TestDatabases.h"
#include "news/FlowStatistics.h"
#include "storage/Database.h"
#include "storage/StoreWriter.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <bit>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime base(QDate(2026, 11, 20), QTime(0, 0), Qt::UTC);

} // namespace

class TestFlowStatistics : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    qint64 m_wire = 0, m_paper = 0;
    QList<std::pair<QDateTime, quint64>> m_stored; // in publication order

    qint64 add(qint64 feed, int minutes, quint64 simhash, qint64 duplicateOf = 0)
    {
        StoreWriter writer(m_db);
        NewArticle a;
        a.feedId = feed;
        a.guid = u"g%1"_s.arg(m_stored.size());
        a.url = u"https://example.org/%1"_s.arg(m_stored.size());
        a.title = u"Story %1"_s.arg(m_stored.size());
        a.summary = u""_s;
        a.body = u""_s;
        a.author = u""_s;
        a.published = base.addSecs(60LL * minutes);
        a.fetched = a.published;
        a.fingerprint.simhash = simhash;
        a.duplicateOf = duplicateOf;
        a.distance = duplicateOf != 0 ? 1 : 0;
        m_stored.append({a.published, simhash});
        return writer.insertArticle(a);
    }

private slots:
    void initTestCase()
    {
        KINDRED_REQUIRE_DATABASE_SERVER();
        QString error;
        m_db = Database::open(m_databases.location(u"flow"_s), u"flow"_s, &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        StoreWriter writer(m_db);
        m_wire = writer.upsertFeed(u"https://wire.example/feed"_s, u"Wire"_s);
        m_paper = writer.upsertFeed(u"https://paper.example/feed"_s, u"Paper"_s);
        // 00:10 wire, 00:20 paper copies it, 01:05 wire, 03:30 paper, 03:40 wire copies that.
        const qint64 first = add(m_wire, 10, 0xFF00);
        add(m_paper, 20, 0xFF01, first);
        add(m_wire, 65, 0x00FF00FF00FF00FFULL);
        const qint64 later = add(m_paper, 210, 0x1234);
        add(m_wire, 220, 0x1236, later);
        // Random ones later in the day, for the distance check.
        QRandomGenerator random(7);
        for (int i = 0; i < 200; ++i) {
            quint64 simhash = random.generate64();
            if (i % 3 == 0 && !m_stored.isEmpty())
                simhash = m_stored.at(random.bounded(int(m_stored.size()))).second
                    ^ (quint64(1) << random.bounded(64));
            add(i % 2 ? m_wire : m_paper, 300 + i, simhash);
        }
    }

    void cleanupTestCase()
    {
        m_db = {};
        Database::close(u"flow"_s);
    }

    void countsPerHourAndSource()
    {
        const FlowStatistics flow = FlowStatistics::compute(m_db, base, base.addSecs(5 * 3600), 0);
        QCOMPARE(flow.articles, 5);
        QCOMPARE(flow.copies, 2);
        QCOMPARE(flow.articlesPerHour, (QList<int> {2, 1, 0, 2, 0}));
        QCOMPARE(flow.copiesPerHour, (QList<int> {1, 0, 0, 1, 0}));
        QCOMPARE(flow.articlesByHourOfDay[0], 2);
        QCOMPARE(flow.articlesByHourOfDay[3], 2);
        QCOMPARE(flow.sources.size(), 2);
        QCOMPARE(flow.sources.at(0).title, u"Wire"_s); // 3 articles before Paper's 2
        QCOMPARE(flow.sources.at(0).copies, 1);
        QCOMPARE(flow.sources.at(1).copyShare(), 0.5);

        // The hour of day follows the reader's clock: two hours east, 00:10 UTC is 02:10.
        const FlowStatistics east = FlowStatistics::compute(m_db, base, base.addSecs(5 * 3600), 7200);
        QCOMPARE(east.articlesByHourOfDay[2], 2);
        QCOMPARE(east.articlesByHourOfDay[5], 2);
        QCOMPARE(east.copiesByHourOfDay[2], 1);
    }

    void nearestDistancesMatchBruteForce()
    {
        const QDateTime to = base.addDays(1);
        const int maxDistance = 10;
        const FlowStatistics flow = FlowStatistics::compute(m_db, base, to, 0, maxDistance);
        QList<int> expected(maxDistance + 1, 0);
        int farther = 0;
        for (qsizetype i = 1; i < m_stored.size(); ++i) {
            int best = 65;
            for (qsizetype j = 0; j < i; ++j)
                best = qMin(best, std::popcount(m_stored.at(i).second ^ m_stored.at(j).second));
            if (best <= maxDistance)
                ++expected[best];
            else
                ++farther;
        }
        QCOMPARE(flow.nearestDistance, expected);
        QCOMPARE(flow.fartherThanMax, farther);
        QVERIFY(expected.at(1) > 0); // the planted near copies
    }

    void emptyPeriod()
    {
        const FlowStatistics flow = FlowStatistics::compute(m_db, base.addDays(-3), base.addDays(-2), 0);
        QCOMPARE(flow.articles, 0);
        QCOMPARE(flow.articlesPerHour.size(), 24);
        QCOMPARE(flow.fartherThanMax, 0);
        QCOMPARE(flow.copyShare(), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestFlowStatistics)
#include "tst_flowstatistics.moc"
