#include "news/DuplicateGrouper.h"

#include <QTest>
#include <random>

using namespace kindred;

class TestDuplicateGrouper : public QObject
{
    Q_OBJECT

private slots:
    void joinsTheNearestPrimary()
    {
        DuplicateGrouper grouper(3);
        grouper.add(1, 0x0000, 0);
        grouper.add(2, 0xFF00, 0);
        QCOMPARE(grouper.judge(0x0003), (DuplicateGrouper::Verdict {1, 2}));
        QCOMPARE(grouper.judge(0xFF01), (DuplicateGrouper::Verdict {2, 1}));
        QCOMPARE(grouper.judge(0x0F0F), (DuplicateGrouper::Verdict {}));
    }

    void groupsDoNotChain()
    {
        // 1 is the primary; 2 joined it at distance 3. 3 is within 3 of 2 but 6 from 1:
        // a chain would pull it in, a star must not.
        DuplicateGrouper grouper(3);
        grouper.add(1, 0b000000, 0);
        grouper.add(2, 0b000111, 1);
        QCOMPARE(grouper.judge(0b111111), (DuplicateGrouper::Verdict {}));
        // Through a member, a close newcomer still lands in the primary's group.
        QCOMPARE(grouper.judge(0b000011), (DuplicateGrouper::Verdict {1, 2}));
    }

    void aRemovedPrimaryClosesItsGroup()
    {
        DuplicateGrouper grouper(3);
        grouper.add(1, 0x0, 0);
        grouper.add(2, 0x1, 1);
        grouper.remove(1);
        QCOMPARE(grouper.size(), 1);
        QCOMPARE(grouper.judge(0x3), (DuplicateGrouper::Verdict {}));
    }

    void loadingAtOnceJudgesLikeAddingOneByOne()
    {
        // Random fingerprints with planted copies; both groupers must give every verdict alike.
        std::mt19937_64 random(7);
        QList<DuplicateGrouper::Entry> entries;
        for (qint64 id = 1; id <= 3000; ++id) {
            const bool copy = id > 1 && random() % 4 == 0;
            const qint64 primary = copy ? qint64(random() % quint64(id - 1)) + 1 : 0;
            const quint64 base = copy ? entries[primary - 1].simhash : random();
            entries.append({id, copy ? base ^ (quint64(1) << (random() % 64)) : base,
                copy ? (entries[primary - 1].primaryId ? entries[primary - 1].primaryId : primary) : 0});
        }
        DuplicateGrouper added(3), loaded(3);
        for (const DuplicateGrouper::Entry &entry : std::as_const(entries))
            added.add(entry.id, entry.simhash, entry.primaryId);
        loaded.add(99999, 0x1234, 0); // replaced by load()
        loaded.load(entries);
        QCOMPARE(loaded.size(), added.size());
        for (int i = 0; i < 2000; ++i) {
            const quint64 probe
                = i % 2 ? random() : entries[qsizetype(random() % 3000)].simhash ^ (random() & 0x7);
            QCOMPARE(loaded.judge(probe), added.judge(probe));
        }
        QCOMPARE(loaded.judge(0x1234), added.judge(0x1234));
    }

    void radiusIsASetting()
    {
        DuplicateGrouper strict(0);
        strict.add(1, 0xABCD, 0);
        QCOMPARE(strict.judge(0xABCD), (DuplicateGrouper::Verdict {1, 0}));
        QCOMPARE(strict.judge(0xABCC), (DuplicateGrouper::Verdict {}));
    }
};

QTEST_GUILESS_MAIN(TestDuplicateGrouper)
#include "tst_duplicategrouper.moc"
