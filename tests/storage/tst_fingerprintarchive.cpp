// Near-duplicate lookups in the whole archive (FingerprintArchive): the same answer as comparing
// every stored fingerprint, through the four block indexes on PostgreSQL.
#include "TestDatabases.h"
#include "storage/Database.h"
#include "storage/FingerprintArchive.h"

#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTest>
#include <bit>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestFingerprintArchive : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QSqlDatabase m_db;
    QList<quint64> m_stored; // by id - 1

private slots:
    void initTestCase()
    {
        KINDRED_REQUIRE_DATABASE(m_databases);
        QString error;
        m_db = Database::open(m_databases.location(u"archive"_s), u"archive"_s, &error);
        QVERIFY2(m_db.isValid(), qPrintable(error));
        QVERIFY(QSqlQuery(m_db).exec(
            u"CREATE TABLE fingerprints (id BIGINT PRIMARY KEY, simhash BIGINT NOT NULL)"_s));
        if (SqlDialect(m_db).isPostgres()) {
            for (const QString &statement : FingerprintArchive::blockIndexes(u"fingerprints"_s))
                QVERIFY(QSqlQuery(m_db).exec(statement));
        }
        // Random fingerprints, and near copies of some (1 to 5 bits away, in any block, the
        // highest bit included: stored as a signed bigint).
        QRandomGenerator random(7);
        QVERIFY(m_db.transaction());
        QSqlQuery insert(m_db);
        insert.prepare(u"INSERT INTO fingerprints (id, simhash) VALUES (?, ?)"_s);
        for (int i = 0; i < 4000; ++i) {
            quint64 simhash = random.generate64();
            if (i % 5 == 4) {
                simhash = m_stored.at(i - 1) ^ (quint64(1) << 63);
                for (int flip = 0; flip < i % 4; ++flip)
                    simhash ^= quint64(1) << random.bounded(64);
            }
            m_stored.append(simhash);
            insert.bindValue(0, qint64(i + 1));
            insert.bindValue(1, qint64(simhash));
            QVERIFY(insert.exec());
        }
        QVERIFY(m_db.commit());
    }

    void cleanupTestCase()
    {
        m_db = {};
        m_databases.closeAndRemove(u"archive"_s, u"archive"_s);
    }

    void answersAsComparingEveryFingerprint_data()
    {
        QTest::addColumn<int>("radius");
        for (const int radius : {0, 1, 3, 5})
            QTest::addRow("radius %d", radius) << radius;
    }

    void answersAsComparingEveryFingerprint()
    {
        QFETCH(int, radius);
        const FingerprintArchive archive(m_db, u"fingerprints"_s);
        QCOMPARE(archive.usesBlocks(radius), SqlDialect(m_db).isPostgres() && radius <= 3);
        QRandomGenerator random(11);
        int withNeighbours = 0;
        for (int q = 0; q < 150; ++q) {
            quint64 query = m_stored.at(random.bounded(int(m_stored.size())));
            for (int flip = 0; flip < q % 3; ++flip)
                query ^= quint64(1) << random.bounded(64);
            QList<FingerprintArchive::Near> expected;
            for (qsizetype i = 0; i < m_stored.size(); ++i) {
                const int distance = std::popcount(m_stored.at(i) ^ query);
                if (distance <= radius)
                    expected.append({qint64(i + 1), m_stored.at(i), distance});
            }
            std::sort(expected.begin(), expected.end(), [](const auto &a, const auto &b) {
                return std::tie(a.distance, a.id) < std::tie(b.distance, b.id);
            });
            const std::optional<QList<FingerprintArchive::Near>> found = archive.near(query, radius);
            QVERIFY2(found, qPrintable(archive.lastError()));
            QCOMPARE(*found, expected);
            withNeighbours += expected.size() > 1 ? 1 : 0;
        }
        if (radius >= 3)
            QVERIFY(withNeighbours > 10); // the planted copies are found
    }

    // The server answers from the block indexes, not by reading the table.
    void thePostgresPlanUsesTheBlockIndexes()
    {
        if (!SqlDialect(m_db).isPostgres())
            QSKIP("the block indexes are PostgreSQL's");
        QVERIFY(QSqlQuery(m_db).exec(u"ANALYZE fingerprints"_s));
        QSqlQuery explain(m_db);
        QVERIFY(explain.exec(
            u"EXPLAIN SELECT id, simhash FROM fingerprints WHERE ((simhash >> 48) & 65535) = 1"
            " OR ((simhash >> 32) & 65535) = 2 OR ((simhash >> 16) & 65535) = 3 OR (simhash & 65535) = 4"_s));
        QString plan;
        while (explain.next())
            plan += explain.value(0).toString() + u'\n';
        for (int block = 0; block < 4; ++block)
            QVERIFY2(plan.contains(u"fingerprints_block%1"_s.arg(block)), qPrintable(plan));
        // And the store's articles have them (schema 14).
        QSqlQuery indexes(m_db);
        QVERIFY(indexes.exec(
            u"SELECT COUNT(*) FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'articles' AND indexname LIKE 'articles_block%'"_s));
        QVERIFY(indexes.next());
        QCOMPARE(indexes.value(0).toInt(), 4);
    }
};

QTEST_GUILESS_MAIN(TestFingerprintArchive)
#include "tst_fingerprintarchive.moc"
