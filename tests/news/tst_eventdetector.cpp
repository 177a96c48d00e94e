#include "news/EventDetector.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace kindred;

namespace {

const QDateTime start(QDate(2026, 11, 21), QTime(6, 0), Qt::UTC);

// Headlines of one story as different outlets write it: shared names, varied wording.
const QStringList damHeadlines {
    QStringLiteral("Marbury dam fails, floodwater races down the Kell valley"),
    QStringLiteral("Thousands evacuated as Marbury dam collapses on the Kell"),
    QStringLiteral("Kell valley towns flooded after Marbury dam breach"),
    QStringLiteral("Marbury dam breach: rescuers reach flooded Kell villages"),
    QStringLiteral("Floodwater from Marbury dam cuts roads across Kell valley"),
};

QString randomWord(QRandomGenerator &random)
{
    QString word;
    const int length = 5 + int(random.bounded(5));
    for (int i = 0; i < length; ++i)
        word += QChar(u'a' + char16_t(random.bounded(26)));
    return word;
}

// A story-free article: words nobody else uses.
EventInput noise(QRandomGenerator &random, qint64 id, int minute)
{
    QStringList words;
    for (int i = 0; i < 12; ++i)
        words.append(randomWord(random));
    return {id, 100 + id % 7, start.addSecs(minute * 60), random.generate64(), words.mid(0, 6).join(u' '),
        words.mid(6).join(u' ')};
}

QList<EventInput> damStory(int count, int sources, int minutesApart, qint64 firstId)
{
    QList<EventInput> articles;
    for (int i = 0; i < count; ++i) {
        const QString title = damHeadlines[i % damHeadlines.size()];
        articles.append(
            {firstId + i, i % sources, start.addSecs(i * minutesApart * 60), quint64(i) * 0x10001, title,
                QStringLiteral("The Marbury dam on the river Kell gave way; floodwater reached valley towns "
                               "and rescuers evacuated residents.")});
    }
    return articles;
}

} // namespace

class TestEventDetector : public QObject
{
    Q_OBJECT

private slots:
    void findsABurstFromManySources()
    {
        QRandomGenerator random(7);
        QList<EventInput> articles = damStory(20, 5, 8, 1); // 20 articles in 2.5 hours
        for (int i = 0; i < 40; ++i)
            articles.append(noise(random, 1000 + i, i * 9));
        const QList<BreakingEvent> events = EventDetector({}).detect(articles);
        QCOMPARE(events.size(), 1);
        const BreakingEvent &event = events.first();
        QCOMPARE(event.members.size(), 20);
        for (const EventMember &member : event.members)
            QVERIFY2(member.articleId < 1000, "an unrelated article joined the event");
        QCOMPARE(event.sources, 5);
        QVERIFY(event.label.contains(QStringLiteral("Marbury")));
        QCOMPARE(event.start, start);
        QCOMPARE(event.end, start.addSecs(19 * 8 * 60));
        QVERIFY(event.peak >= event.start.addSecs(-3600) && event.peak <= event.end);
        const auto centre = std::find_if(event.members.cbegin(), event.members.cend(),
            [&](const EventMember &m) { return m.articleId == event.centreId; });
        QVERIFY(centre != event.members.cend());
        QCOMPARE(centre->distance, 0);
    }

    void fifteenIsNotEnough()
    {
        QCOMPARE(EventDetector({}).detect(damStory(15, 5, 8, 1)).size(), 0);
        QCOMPARE(EventDetector({}).detect(damStory(16, 5, 8, 1)).size(), 1);
    }

    void needsSeveralSources()
    {
        QCOMPARE(EventDetector({}).detect(damStory(20, 2, 8, 1)).size(), 0);
        EventDetector::Options lenient;
        lenient.minSources = 2;
        QCOMPARE(EventDetector(lenient).detect(damStory(20, 2, 8, 1)).size(), 1);
    }

    void aSlowStoryIsNotBreaking()
    {
        // 20 articles, one every 40 minutes: never more than 7 within four hours.
        QCOMPARE(EventDetector({}).detect(damStory(20, 5, 40, 1)).size(), 0);
        EventDetector::Options wide;
        wide.windowHours = 14;
        QCOMPARE(EventDetector(wide).detect(damStory(20, 5, 40, 1)).size(), 1);
    }

    void inputOrderDoesNotMatter()
    {
        QList<EventInput> articles = damStory(18, 4, 5, 1);
        std::reverse(articles.begin(), articles.end());
        const QList<BreakingEvent> events = EventDetector({}).detect(articles);
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().members.first().articleId, 1);
    }
};

QTEST_GUILESS_MAIN(TestEventDetector)
#include "tst_eventdetector.moc"
