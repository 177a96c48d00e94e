// The story terms the ingest queue keeps between its runs (StoryTermCache): a term list serves
// only the article it was made of, as it was, under its feed's decorations of then; old ones go
// when many are kept.
#include "news/StoryTermCache.h"

#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime noon(QDate(2026, 11, 20), QTime(12, 0), Qt::UTC);

StoryArticleRow row(qint64 id, qint64 feedId = 1, QDateTime published = noon)
{
    StoryArticleRow r;
    r.id = id;
    r.feedId = feedId;
    r.published = published;
    r.title = u"Harbour ferry switches to winter timetable"_s;
    r.summary = u"<p>The crossing runs hourly from Monday.</p>"_s;
    return r;
}

QList<StoryTerm> terms(quint64 first)
{
    return {{first, 1.0f}, {first + 1, 0.5f}};
}

} // namespace

class TestStoryTermCache : public QObject
{
    Q_OBJECT

private slots:
    void servesTheArticleAsItWas()
    {
        StoryTermCache cache;
        QCOMPARE(cache.find(row(7)), nullptr);
        cache.keep(row(7), terms(10));
        QVERIFY(cache.find(row(7)));
        QCOMPARE(*cache.find(row(7)), terms(10));
        QCOMPARE(cache.find(row(8)), nullptr);
        // The same id, but another article: a reused id, another feed, another time, edited text.
        QCOMPARE(cache.find(row(7, 2)), nullptr);
        QCOMPARE(cache.find(row(7, 1, noon.addSecs(60))), nullptr);
        StoryArticleRow edited = row(7);
        edited.body = u"The crossing runs hourly from Monday, and every half hour at weekends."_s;
        QCOMPARE(cache.find(edited), nullptr);
        QCOMPARE(cache.madeFromStore(), quint64(0));
        cache.keep(edited, terms(20), true);
        QCOMPARE(*cache.find(edited), terms(20));
        QCOMPARE(cache.madeFromStore(), quint64(1));
    }

    void aFeedsNewDecorationsDropItsTerms()
    {
        StoryTermCache cache;
        FeedDecorations wire;
        wire.titleSuffix = u"- The Wire"_s;
        cache.setDecorations({{1, wire}});
        cache.keep(row(1, 1), terms(10));
        cache.keep(row(2, 2), terms(20));
        cache.setDecorations({{1, wire}}); // unchanged: all stay
        QVERIFY(cache.find(row(1, 1)));
        QVERIFY(cache.find(row(2, 2)));
        FeedDecorations courier;
        courier.titlePrefix = u"Courier:"_s;
        cache.setDecorations({{1, wire}, {2, courier}}); // feed 2 has some now
        QVERIFY(cache.find(row(1, 1)));
        QCOMPARE(cache.find(row(2, 2)), nullptr);
        cache.keep(row(2, 2), terms(20));
        cache.setDecorations({{2, courier}}); // feed 1 has none any more
        QCOMPARE(cache.find(row(1, 1)), nullptr);
        QVERIFY(cache.find(row(2, 2)));
        QCOMPARE(cache.decorations().value(2), courier);
    }

    void manyKeptLeaveTheOldOnes()
    {
        StoryTermCache cache;
        for (qint64 hour = 0; hour < 48; ++hour)
            cache.keep(row(hour + 1, 1, noon.addSecs(hour * 3600)), terms(quint64(hour) * 2 + 10));
        cache.prune(100, 24 * 3600 * 1000); // not more than the limit: all stay
        QCOMPARE(cache.size(), 48);
        cache.prune(10, 24 * 3600 * 1000); // more: those over a day before the newest go
        QCOMPARE(cache.size(), 25);
        QCOMPARE(cache.find(row(23, 1, noon.addSecs(22 * 3600))), nullptr);
        QVERIFY(cache.find(row(24, 1, noon.addSecs(23 * 3600))));
        QVERIFY(cache.find(row(48, 1, noon.addSecs(47 * 3600))));
    }
};

QTEST_GUILESS_MAIN(TestStoryTermCache)
#include "tst_storytermcache.moc"
