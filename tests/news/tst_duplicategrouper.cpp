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
        grouper.add(1, {0x0000}, 0);
        grouper.add(2, {0xFF00}, 0);
        QCOMPARE(grouper.judge({0x0003}), (DuplicateGrouper::Verdict {1, 2}));
        QCOMPARE(grouper.judge({0xFF01}), (DuplicateGrouper::Verdict {2, 1}));
        QCOMPARE(grouper.judge({0x0F0F}), (DuplicateGrouper::Verdict {}));
    }

    void groupsDoNotChain()
    {
        // 1 is the primary; 2 joined it at distance 3. 3 is within 3 of 2 but 6 from 1:
        // a chain would pull it in, a star must not.
        DuplicateGrouper grouper(3);
        grouper.add(1, {0b000000}, 0);
        grouper.add(2, {0b000111}, 1);
        QCOMPARE(grouper.judge({0b111111}), (DuplicateGrouper::Verdict {}));
        // Through a member, a close newcomer still lands in the primary's group.
        QCOMPARE(grouper.judge({0b000011}), (DuplicateGrouper::Verdict {1, 2}));
    }

    void aRemovedPrimaryClosesItsGroup()
    {
        DuplicateGrouper grouper(3);
        grouper.add(1, {0x0}, 0);
        grouper.add(2, {0x1}, 1);
        grouper.remove(1);
        QCOMPARE(grouper.size(), 1);
        QCOMPARE(grouper.judge({0x3}), (DuplicateGrouper::Verdict {}));
    }

    void loadingAtOnceJudgesLikeAddingOneByOne()
    {
        // Random fingerprints with planted copies; both groupers must give every verdict alike.
        std::mt19937_64 random(7);
        QList<DuplicateGrouper::Entry> entries;
        for (qint64 id = 1; id <= 3000; ++id) {
            const bool copy = id > 1 && random() % 4 == 0;
            const qint64 primary = copy ? qint64(random() % quint64(id - 1)) + 1 : 0;
            const quint64 base = copy ? entries[primary - 1].article.simhash : random();
            // Five feeds, three headlines: some copies break the rule of one feed (older groupings).
            const DuplicateGrouper::Article article {copy ? base ^ (quint64(1) << (random() % 64)) : base,
                qint64(random() % 5) + 1, random() % 3 + 1};
            entries.append({id, article,
                copy ? (entries[primary - 1].primaryId ? entries[primary - 1].primaryId : primary) : 0});
        }
        DuplicateGrouper added(3), loaded(3);
        for (const DuplicateGrouper::Entry &entry : std::as_const(entries))
            added.add(entry.id, entry.article, entry.primaryId);
        loaded.add(99999, {0x1234}, 0); // replaced by load()
        loaded.load(entries);
        QCOMPARE(loaded.size(), added.size());
        for (int i = 0; i < 2000; ++i) {
            const quint64 probe
                = i % 2 ? random() : entries[qsizetype(random() % 3000)].article.simhash ^ (random() & 0x7);
            const DuplicateGrouper::Article article {probe, qint64(random() % 6), random() % 3 + 1};
            QCOMPARE(loaded.judge(article), added.judge(article));
        }
        QCOMPARE(loaded.judge({0x1234}), added.judge({0x1234}));
    }

    void titleKeysTellASeriesApart()
    {
        QCOMPARE(DuplicateGrouper::titleKey(u"UPDATE 1-Nite 2!"), DuplicateGrouper::titleKey(u"nite  2"));
        QVERIFY(DuplicateGrouper::titleKey(u"Nite 2") != DuplicateGrouper::titleKey(u"Nite 3"));
        QVERIFY(DuplicateGrouper::titleKey(u"Kindred 8.0.0 released")
            != DuplicateGrouper::titleKey(u"Kindred 10.1.0 released"));
    }

    void aFeedsSeriesIsNotOneStory()
    {
        // A release feed: one template, other numbers; the fingerprints are equal.
        const auto item = [](qint64 feed, const char16_t *title) {
            return DuplicateGrouper::Article {0xABCD, feed, DuplicateGrouper::titleKey(title)};
        };
        DuplicateGrouper grouper(3);
        grouper.add(1, item(1, u"Kindred 8.0.0 released"), 0);
        QCOMPARE(grouper.judge(item(1, u"Kindred 8.1.0 released")), (DuplicateGrouper::Verdict {}));
        // The same item sent again under a new guid is a copy, and so is another feed's.
        QCOMPARE(grouper.judge(item(1, u"Kindred 8.0.0 Released")), (DuplicateGrouper::Verdict {1, 0}));
        QCOMPARE(grouper.judge(item(2, u"Kindred 8.1.0: what is new")), (DuplicateGrouper::Verdict {1, 0}));
        // Nothing is known of the feed: the fingerprint decides.
        QCOMPARE(grouper.judge({0xABCD}), (DuplicateGrouper::Verdict {1, 0}));
    }

    void everyMemberOfAGroupCounts()
    {
        const auto item = [](qint64 feed, const char16_t *title) {
            return DuplicateGrouper::Article {0x0F0F, feed, DuplicateGrouper::titleKey(title)};
        };
        DuplicateGrouper grouper(3);
        grouper.add(1, item(1, u"Storm hits the coast"), 0);
        grouper.add(2, item(2, u"Episode 1"), 1); // feed 2's copy of the story
        QCOMPARE(grouper.judge(item(2, u"Episode 2")), (DuplicateGrouper::Verdict {}));
        QCOMPARE(grouper.judge(item(3, u"Episode 2")), (DuplicateGrouper::Verdict {1, 0}));
        // Once feed 2's copy is gone (expired, rolled back), its next item may join.
        grouper.remove(2);
        QCOMPARE(grouper.judge(item(2, u"Episode 2")), (DuplicateGrouper::Verdict {1, 0}));
    }

    void aFeedsOtherItemMayJoinAnotherGroup()
    {
        // Feed 1's own item leads group 1; its next item, as close to group 2's leader, joins that.
        DuplicateGrouper grouper(3);
        grouper.add(1, {0x0, 1, DuplicateGrouper::titleKey(u"Nite 1")}, 0);
        grouper.add(2, {0x3, 2, DuplicateGrouper::titleKey(u"Other outlet")}, 0);
        QCOMPARE(grouper.judge({0x1, 1, DuplicateGrouper::titleKey(u"Nite 2")}),
            (DuplicateGrouper::Verdict {2, 1}));
    }

    void aTieGoesToTheSameHeadline()
    {
        // Two releases of one feed; another site's repost of the later one, as near to both, joins
        // the later one, not the earlier.
        const quint64 older = DuplicateGrouper::titleKey(u"Kindred 8.0.0 released");
        const quint64 newer = DuplicateGrouper::titleKey(u"Kindred 8.1.0 released");
        DuplicateGrouper grouper(3);
        grouper.add(1, {0x0, 1, older}, 0);
        grouper.add(2, {0x3, 1, newer}, 0);
        QCOMPARE(grouper.judge({0x1, 2, newer}), (DuplicateGrouper::Verdict {2, 1}));
        // The nearest still wins over the same headline; with no headline in common, the earliest.
        QCOMPARE(grouper.judge({0x0, 2, newer}), (DuplicateGrouper::Verdict {1, 0}));
        QCOMPARE(grouper.judge({0x1, 2, DuplicateGrouper::titleKey(u"Other")}),
            (DuplicateGrouper::Verdict {1, 1}));
    }

    void radiusIsASetting()
    {
        DuplicateGrouper strict(0);
        strict.add(1, {0xABCD}, 0);
        QCOMPARE(strict.judge({0xABCD}), (DuplicateGrouper::Verdict {1, 0}));
        QCOMPARE(strict.judge({0xABCC}), (DuplicateGrouper::Verdict {}));
    }
};

QTEST_GUILESS_MAIN(TestDuplicateGrouper)
#include "tst_duplicategrouper.moc"
