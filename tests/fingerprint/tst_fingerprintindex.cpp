#include "fingerprint/FingerprintIndex.h"
#include "fingerprint/FingerprintScan.h"

#include <QTest>
#include <random>
#include <thread>
#include <vector>

using namespace kindred;

namespace {

/// A reference copy of what the index should hold, for brute-force answers.
struct Reference
{
    std::vector<quint64> fingerprints;
    std::vector<qint64> ids;

    QList<IndexMatch> query(quint64 q, int radius) const
    {
        return scanFingerprints(fingerprints.data(), ids.data(), qsizetype(ids.size()), q, radius);
    }
};

quint64 flipBits(std::mt19937_64 &random, quint64 value, int bits)
{
    // Distinct positions, so the copy is at exactly `bits` from its source.
    quint64 mask = 0;
    while (std::popcount(mask) < bits)
        mask |= quint64(1) << (random() % 64);
    return value ^ mask;
}

/// Random fingerprints, or clusters: a few centres with many copies at 0..8 flipped bits.
std::vector<quint64> makeFingerprints(std::mt19937_64 &random, int count, bool clustered)
{
    std::vector<quint64> result;
    std::vector<quint64> centres;
    for (int i = 0; i < count; ++i) {
        if (!clustered || centres.empty() || random() % 8 == 0) {
            centres.push_back(random());
            result.push_back(centres.back());
        } else {
            result.push_back(flipBits(random, centres[random() % centres.size()], int(random() % 9)));
        }
    }
    return result;
}

/// Fills both with `count` fingerprints of fewer than `flips` bits from a random centre; returns it.
quint64 fillAround(FingerprintIndex &index, Reference &reference, unsigned seed, qint64 count, int flips)
{
    std::mt19937_64 random(seed);
    const quint64 centre = random();
    for (qint64 id = 1; id <= count; ++id) {
        const quint64 fp = flipBits(random, centre, int(random() % unsigned(flips)));
        index.insert(id, fp);
        reference.fingerprints.push_back(fp);
        reference.ids.push_back(id);
    }
    return centre;
}

} // namespace

class TestFingerprintIndex : public QObject
{
    Q_OBJECT

private slots:
    void matchesBruteForce_data();
    void matchesBruteForce();
    void insertRemoveMatchesBruteForce_data();
    void insertRemoveMatchesBruteForce();
    void emptyAndClear();
    void largeRadiusFallsBackToScan();
    void duplicatesAndSameFingerprint();
    void concurrentReadersWithOneWriter();
    void limitedQueryIsThePrefixOfTheFull();
    void aFloodGivesABoundedAnswer();
};

void TestFingerprintIndex::matchesBruteForce_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("clustered");
    QTest::addColumn<bool>("bulk");
    QTest::newRow("random 3000 built") << 3000 << false << true;
    QTest::newRow("clustered 3000 built") << 3000 << true << true;
    QTest::newRow("clustered 3000 inserted") << 3000 << true << false;
    QTest::newRow("random 20000 inserted") << 20000 << false << false;
    QTest::newRow("clustered 40000 built") << 40000 << true << true;
    QTest::newRow("tiny 5") << 5 << true << false;
    QTest::newRow("clustered 250000 built (two build threads)") << 250000 << true << true;
}

void TestFingerprintIndex::matchesBruteForce()
{
    QFETCH(int, count);
    QFETCH(bool, clustered);
    QFETCH(bool, bulk);
    std::mt19937_64 random(quint64(count) * 7 + clustered);
    Reference reference;
    reference.fingerprints = makeFingerprints(random, count, clustered);
    for (int i = 0; i < count; ++i)
        reference.ids.push_back(1000 + i);
    FingerprintIndex index;
    if (bulk) {
        index.build(QList<qint64>(reference.ids.begin(), reference.ids.end()),
            QList<quint64>(reference.fingerprints.begin(), reference.fingerprints.end()));
    } else {
        for (int i = 0; i < count; ++i)
            index.insert(reference.ids[size_t(i)], reference.fingerprints[size_t(i)]);
    }
    QCOMPARE(index.size(), count);

    // Queries: stored fingerprints, copies of them at 0..8 bits, and random ones.
    for (int i = 0; i < 150; ++i) {
        const quint64 stored = reference.fingerprints[random() % reference.fingerprints.size()];
        const quint64 q = i % 3 == 0 ? random() : flipBits(random, stored, i % 9);
        // One scan at radius 8 answers every smaller radius (its matches are sorted by distance).
        const QList<IndexMatch> within8 = reference.query(q, 8);
        for (int radius = 0; radius <= 8; ++radius) {
            QList<IndexMatch> expected;
            for (const IndexMatch &match : within8) {
                if (match.distance <= radius)
                    expected.append(match);
            }
            const QList<IndexMatch> actual = index.query(q, radius);
            if (actual != expected) {
                qWarning("query %llx radius %d: index %lld hits, scan %lld hits", q, radius,
                    qlonglong(actual.size()), qlonglong(expected.size()));
            }
            QCOMPARE(actual, expected);
        }
    }
}

void TestFingerprintIndex::insertRemoveMatchesBruteForce_data()
{
    QTest::addColumn<bool>("clustered");
    QTest::newRow("random") << false;
    QTest::newRow("clustered") << true;
}

void TestFingerprintIndex::insertRemoveMatchesBruteForce()
{
    // Interleaves bulk build, single inserts and removals so every part of the index (base,
    // recent inserts, removed entries, rebuilds) answers queries.
    QFETCH(bool, clustered);
    std::mt19937_64 random(clustered ? 11 : 12);
    const std::vector<quint64> pool = makeFingerprints(random, 30000, clustered);
    Reference reference;
    FingerprintIndex index;
    qint64 nextId = 1;
    QList<qint64> bulkIds;
    QList<quint64> bulkFingerprints;
    for (int i = 0; i < 5000; ++i) {
        bulkIds.append(nextId);
        bulkFingerprints.append(pool[size_t(i)]);
        reference.ids.push_back(nextId++);
        reference.fingerprints.push_back(pool[size_t(i)]);
    }
    index.build(bulkIds, bulkFingerprints);
    size_t poolAt = 5000;
    for (int round = 0; round < 40; ++round) {
        for (int i = 0; i < 600 && poolAt < pool.size(); ++i) {
            index.insert(nextId, pool[poolAt]);
            reference.ids.push_back(nextId++);
            reference.fingerprints.push_back(pool[poolAt++]);
        }
        for (int i = 0; i < 250 && !reference.ids.empty(); ++i) {
            const size_t at = random() % reference.ids.size();
            QVERIFY(index.remove(reference.ids[at], reference.fingerprints[at]));
            QVERIFY(!index.remove(reference.ids[at], reference.fingerprints[at]));
            reference.ids.erase(reference.ids.begin() + qptrdiff(at));
            reference.fingerprints.erase(reference.fingerprints.begin() + qptrdiff(at));
        }
        QCOMPARE(index.size(), qsizetype(reference.ids.size()));
        for (int i = 0; i < 12; ++i) {
            const quint64 q = flipBits(random, pool[random() % poolAt], int(random() % 9));
            for (int radius = 0; radius <= 8; ++radius)
                QCOMPARE(index.query(q, radius), reference.query(q, radius));
        }
    }
}

void TestFingerprintIndex::emptyAndClear()
{
    FingerprintIndex index;
    QCOMPARE(index.size(), 0);
    QVERIFY(index.query(0, 7).isEmpty());
    QVERIFY(!index.remove(1, 0));
    index.insert(1, 0xffff);
    index.insert(2, 0xfffe);
    QCOMPARE(index.query(0xffff, 0), (QList<IndexMatch> {{1, 0}}));
    QCOMPARE(index.query(0xffff, 1), (QList<IndexMatch> {{1, 0}, {2, 1}}));
    QVERIFY(index.query(0xffff, -1).isEmpty());
    index.clear();
    QCOMPARE(index.size(), 0);
    QVERIFY(index.query(0xffff, 3).isEmpty());
    index.insert(3, 1);
    QCOMPARE(index.query(0, 1), (QList<IndexMatch> {{3, 1}}));
}

void TestFingerprintIndex::largeRadiusFallsBackToScan()
{
    std::mt19937_64 random(5);
    Reference reference;
    reference.fingerprints = makeFingerprints(random, 2000, true);
    FingerprintIndex index;
    for (size_t i = 0; i < reference.fingerprints.size(); ++i) {
        reference.ids.push_back(qint64(i));
        index.insert(qint64(i), reference.fingerprints[i]);
    }
    for (int radius : {9, 12, 16, 24, 40, 64, 100}) {
        const quint64 q = random();
        QCOMPARE(index.query(q, radius), reference.query(q, radius));
    }
}

void TestFingerprintIndex::duplicatesAndSameFingerprint()
{
    // Many articles can share one fingerprint; removal takes out exactly the (id, fingerprint) given.
    FingerprintIndex index;
    for (qint64 id = 1; id <= 50; ++id)
        index.insert(id, 0x0123456789abcdefULL);
    QCOMPARE(index.query(0x0123456789abcdefULL, 0).size(), 50);
    QVERIFY(!index.remove(7, 0x0123456789abcdeeULL));
    QVERIFY(index.remove(7, 0x0123456789abcdefULL));
    const QList<IndexMatch> left = index.query(0x0123456789abcdefULL, 3);
    QCOMPARE(left.size(), 49);
    QVERIFY(!left.contains(IndexMatch {7, 0}));
    QCOMPARE(left.first(), (IndexMatch {1, 0}));
}

void TestFingerprintIndex::concurrentReadersWithOneWriter()
{
    // Readers must always see a consistent index: every fingerprint of the stable set is found
    // while the writer inserts and removes others (and triggers rebuilds).
    std::mt19937_64 random(99);
    FingerprintIndex index;
    std::vector<quint64> stable;
    for (int i = 0; i < 2000; ++i) {
        stable.push_back(random());
        index.insert(i, stable.back());
    }
    std::atomic<bool> stop = false;
    std::atomic<int> failures = 0;
    std::vector<std::thread> readers;
    for (int r = 0; r < 2; ++r) {
        readers.emplace_back([&, r] {
            size_t i = size_t(r);
            while (!stop.load()) {
                const QList<IndexMatch> hits = index.query(stable[i % stable.size()], 3);
                if (!hits.contains(IndexMatch {qint64(i % stable.size()), 0}))
                    ++failures;
                i += 7;
            }
        });
    }
    for (int i = 0; i < 20000; ++i) {
        const quint64 fp = random();
        index.insert(100000 + i, fp);
        if (i % 3 == 0)
            index.remove(100000 + i, fp);
    }
    stop = true;
    for (std::thread &t : readers)
        t.join();
    QCOMPARE(failures.load(), 0);
    QCOMPARE(index.size(), 2000 + 20000 - 6667);
}

void TestFingerprintIndex::limitedQueryIsThePrefixOfTheFull()
{
    // Fewer matches than a limited query collects (1024): the closest `limit` that the filter
    // takes, in the order of the full answer, whatever order the index holds them in.
    FingerprintIndex index;
    Reference reference;
    const quint64 centre = fillAround(index, reference, 5, 1000, 6);
    QVERIFY(reference.query(centre, 4).size() < 1024);
    const auto odd = [](qint64 id) { return id % 2 == 1; };
    for (const qsizetype limit : {qsizetype(0), qsizetype(1), qsizetype(64), qsizetype(5000)}) {
        QList<IndexMatch> expected = reference.query(centre, 4);
        expected.removeIf([&](const IndexMatch &m) { return !odd(m.id); });
        if (limit < expected.size())
            expected.resize(limit);
        QCOMPARE(index.query(centre, 4, limit, odd), expected);
        QCOMPARE(index.query(centre, 4, limit, {}), reference.query(centre, 4).mid(0, limit));
    }
}

void TestFingerprintIndex::aFloodGivesABoundedAnswer()
{
    // 20,000 fingerprints within the radius: a limited query collects a bounded number of them
    // and answers `limit` true matches, closest first; an unlimited one still answers all.
    FingerprintIndex index;
    Reference reference;
    const quint64 centre = fillAround(index, reference, 6, 20000, 4);
    const QList<IndexMatch> all = reference.query(centre, 4);
    QCOMPARE(index.query(centre, 4), all);
    QHash<qint64, int> distanceOf;
    for (const IndexMatch &match : all)
        distanceOf.insert(match.id, match.distance);
    const QList<IndexMatch> some = index.query(centre, 4, 64, {});
    QCOMPARE(some.size(), 64);
    for (qsizetype i = 0; i < some.size(); ++i) {
        QCOMPARE(distanceOf.value(some[i].id, -1), some[i].distance);
        if (i > 0)
            QVERIFY(
                std::pair(some[i - 1].distance, some[i - 1].id) < std::pair(some[i].distance, some[i].id));
    }
}

QTEST_GUILESS_MAIN(TestFingerprintIndex)
#include "tst_fingerprintindex.moc"
