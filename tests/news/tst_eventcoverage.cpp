// Who carried an event and how (news/EventCoverage): originals, copies with their distance to the
// original, own reports, the first report, and the usual outlets that have not run it yet.
#include "news/EventCoverage.h"

#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime start(QDate(2026, 11, 4), QTime(19, 0), Qt::UTC);

ArticleRecord report(qint64 id, qint64 feedId, const QString &outlet, int minutes, qint64 groupId = 0,
    qint64 primaryId = 0, int distance = 0)
{
    ArticleRecord a;
    a.id = id;
    a.feedId = feedId;
    a.feedTitle = outlet;
    a.title = u"Fire at the depot (%1)"_s.arg(outlet);
    a.published = start.addSecs(60 * minutes);
    a.groupId = groupId;
    a.primaryId = primaryId == 0 ? id : primaryId;
    a.distance = distance;
    return a;
}

EventRecord eventOf(qint64 id, const QStringList &outlets)
{
    EventRecord event;
    event.id = id;
    event.start = start.addDays(-1);
    for (const QString &outlet : outlets)
        event.members.append({0, 0, 0, QString(), QString(), outlet, event.start});
    return event;
}

} // namespace

class TestEventCoverage final : public QObject
{
    Q_OBJECT

private slots:
    void eachReportIsAnOriginalACopyOrItsOwn()
    {
        EventRecord event;
        event.id = 9;
        // Given out of order: the coverage is in publication order.
        const QList<ArticleRecord> reports {report(3, 30, u"Lakeside"_s, 40, 100, 1, 3),
            report(1, 10, u"Wire"_s, 0, 100), report(2, 20, u"Ledger"_s, 15, 100, 1, 2),
            report(4, 40, u"Signal"_s, 25), report(5, 50, u"Gazette copy"_s, 50, 200, 99, 1)};
        const EventCoverage coverage
            = EventCoverage::of(event, reports, {{10, u"Wires"_s}, {20, u"Business"_s}}, {});
        QCOMPARE(coverage.entries.size(), 5);
        QList<qint64> order;
        for (const CoverageEntry &entry : coverage.entries)
            order.append(entry.articleId);
        QCOMPARE(order, (QList<qint64> {1, 2, 4, 3, 5}));

        const CoverageEntry &wire = coverage.entries.at(0);
        QCOMPARE(wire.kind, CoverageEntry::Kind::Original);
        QCOMPARE(wire.copies, 2);
        QVERIFY(wire.firstReport);
        QCOMPARE(wire.outletGroup, u"Wires"_s);
        const CoverageEntry &ledger = coverage.entries.at(1);
        QCOMPARE(ledger.kind, CoverageEntry::Kind::Copy);
        QCOMPARE(ledger.originalId, 1);
        QCOMPARE(ledger.originalOutlet, u"Wire"_s);
        QCOMPARE(ledger.distance, 2);
        QCOMPARE(ledger.groupId, 100);
        QVERIFY(!ledger.firstReport);
        QCOMPARE(coverage.entries.at(2).kind, CoverageEntry::Kind::OwnReport);
        QCOMPARE(coverage.entries.at(2).outletGroup, QString());
        QCOMPARE(coverage.entries.at(3).distance, 3);
        // A copy of a text that is not part of the event: its original's outlet is unknown here.
        QCOMPARE(coverage.entries.at(4).kind, CoverageEntry::Kind::Copy);
        QCOMPARE(coverage.entries.at(4).originalId, 99);
        QVERIFY(coverage.entries.at(4).originalOutlet.isEmpty());
    }

    void theUsualOutletsThatHaveNotRunItYet()
    {
        EventRecord event;
        event.id = 9;
        const QList<ArticleRecord> reports {report(1, 10, u"Wire"_s, 0), report(2, 20, u"Ledger"_s, 5)};
        const QList<EventRecord> recent {eventOf(1, {u"Wire"_s, u"Gazette"_s, u"Courier"_s}),
            eventOf(2, {u"Wire"_s, u"Gazette"_s, u"Rare"_s}),
            eventOf(3, {u"Gazette"_s, u"Courier"_s, u"Wire"_s}), eventOf(4, {u"Gazette"_s, u"Wire"_s}),
            eventOf(5, {u"Ledger"_s}), eventOf(9, {u"Courier"_s})};
        const EventCoverage coverage = EventCoverage::of(event, reports, {}, recent);
        // Gazette: 4 of 5 other events; Courier: 2 (fewer than three; the event itself does not
        // count); Rare: 1; Wire carried this one.
        QCOMPARE(coverage.notYet, QStringList {u"Gazette"_s});

        const QList<EventRecord> fewer {eventOf(1, {u"Gazette"_s}), eventOf(2, {u"Gazette"_s}),
            eventOf(3, {u"Gazette"_s}), eventOf(4, {u"Courier"_s}), eventOf(5, {u"Courier"_s}),
            eventOf(6, {u"Courier"_s}), eventOf(7, {u"Ledger"_s})};
        // Three of seven is less than half: nobody is usual.
        QVERIFY(EventCoverage::of(event, reports, {}, fewer).notYet.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEventCoverage)
#include "tst_eventcoverage.moc"
