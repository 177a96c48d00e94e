// The events panel's order (active first, distinct sources with age decay, floods discounted)
// and an event's arrivals timeline, on hand-made events with an injected "now".
#include "news/EventRanking.h"

#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime t0(QDate(2026, 11, 20), QTime(10, 7), Qt::UTC);

// An event whose members arrive `minutes` after t0 from `sources` (parallel lists).
EventRecord makeEvent(qint64 id, const QList<int> &minutes, const QStringList &sources)
{
    EventRecord event;
    event.id = id;
    event.label = QStringLiteral("event %1").arg(id);
    for (qsizetype i = 0; i < minutes.size(); ++i) {
        EventMemberRecord member;
        member.articleId = id * 1000 + i;
        member.source = sources.at(i);
        member.published = t0.addSecs(60LL * minutes.at(i));
        event.members.append(member);
    }
    event.start = event.members.constFirst().published;
    event.end = event.members.constLast().published;
    event.size = int(minutes.size());
    return event;
}

// One source per letter: "ABC" -> A, B, C.
QStringList letters(const QString &names)
{
    QStringList list;
    for (const QChar c : names)
        list.append(QString(c));
    return list;
}

QList<qint64> order(const QList<RankedEvent> &ranked)
{
    QList<qint64> ids;
    for (const RankedEvent &r : ranked)
        ids.append(r.event.id);
    return ids;
}

} // namespace

class TestEventRanking : public QObject
{
    Q_OBJECT

private slots:
    void activeAboveRecent()
    {
        // 1: six outlets, over by noon; 2: three outlets, still reporting at 15:00.
        const EventRecord big = makeEvent(1, {0, 5, 10, 15, 20, 25}, letters(u"ABCDEF"_s));
        const EventRecord small = makeEvent(2, {240, 280, 290}, letters(u"ABC"_s));
        const QList<RankedEvent> ranked = rankEvents({big, small}, t0.addSecs(300 * 60), 4);
        QCOMPARE(order(ranked), (QList<qint64> {2, 1}));
        QVERIFY(ranked.at(0).active);
        QVERIFY(!ranked.at(1).active);
        // The clock moves on: both are over, and the larger one leads.
        const QList<RankedEvent> later = rankEvents({big, small}, t0.addSecs(20 * 3600), 4);
        QVERIFY(!later.at(0).active && !later.at(1).active);
    }

    void sourcesNotArticles()
    {
        // 1: thirty items, but twenty-eight of them from one feed that floods; 2: six outlets.
        QList<int> minutes;
        QStringList sources;
        for (int i = 0; i < 28; ++i) {
            minutes.append(i);
            sources.append(QStringLiteral("Flood"));
        }
        minutes << 30 << 31;
        sources << QStringLiteral("B") << QStringLiteral("C");
        const EventRecord flood = makeEvent(1, minutes, sources);
        const EventRecord broad = makeEvent(2, {0, 3, 6, 9, 12, 15}, letters(u"ABCDEF"_s));
        const QList<RankedEvent> ranked = rankEvents({flood, broad}, t0.addSecs(40 * 60), 4);
        QCOMPARE(order(ranked), (QList<qint64> {2, 1}));
        QCOMPARE(ranked.at(1).sources, 3);
        QCOMPARE(ranked.at(0).sources, 6);
    }

    void olderWeighsLess()
    {
        const EventRecord early = makeEvent(1, {0, 5, 10, 15}, letters(u"ABCD"_s));
        const EventRecord late = makeEvent(2, {120, 125, 130, 135}, letters(u"ABCD"_s));
        const QDateTime now = t0.addSecs(150 * 60);
        const QList<RankedEvent> ranked = rankEvents({early, late}, now, 4);
        QCOMPARE(order(ranked), (QList<qint64> {2, 1}));
        // Halved for each window since the last report.
        const double lateScore = ranked.at(0).score;
        QVERIFY(qAbs(lateScore - 4 * std::exp2(-15.0 / 240.0)) < 1e-9);
        QVERIFY(ranked.at(1).score < lateScore);
    }

    void velocityIsTheLastHour()
    {
        const EventRecord event = makeEvent(1, {0, 10, 70, 80, 90, 100}, letters(u"ABCDEF"_s));
        QCOMPARE(rankEvents({event}, t0.addSecs(105 * 60), 4).constFirst().lastHour, 4); // 70..100
        QCOMPARE(rankEvents({event}, t0.addSecs(10 * 3600), 4).constFirst().lastHour, 4); // before its end
        QVERIFY(rankEvents({event}, t0.addSecs(-60), 4).isEmpty()); // not started yet
    }

    void timelineBinsPerSource()
    {
        // 10:07, 10:10, 10:14, 10:22, 10:52 from A, B, A, C, B.
        const EventRecord event = makeEvent(1, {0, 3, 7, 15, 45}, letters(u"ABACB"_s));
        const EventTimeline timeline = eventTimeline(event, 15);
        QCOMPARE(timeline.start, QDateTime(QDate(2026, 11, 20), QTime(10, 0), Qt::UTC));
        QCOMPARE(timeline.sources, letters(u"ABC"_s));
        QCOMPARE(timeline.bins(), 4); // 10:00, 10:15, 10:30, 10:45
        QCOMPARE(timeline.counts.at(0), (QList<int> {2, 0, 0, 0}));
        QCOMPARE(timeline.counts.at(1), (QList<int> {1, 0, 0, 1}));
        QCOMPARE(timeline.counts.at(2), (QList<int> {0, 1, 0, 0}));
        QCOMPARE(eventTimeline(EventRecord {}, 15).bins(), 0);
    }
};

QTEST_GUILESS_MAIN(TestEventRanking)
#include "tst_eventranking.moc"
