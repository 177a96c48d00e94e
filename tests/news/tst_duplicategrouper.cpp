#include "news/DuplicateGrouper.h"

#include <QTest>

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
