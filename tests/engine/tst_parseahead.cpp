#include "../ui/UiTestDatabase.h"
#include "GazetteFeed.h"
#include "engine/IngestController.h"
#include "engine/IngestJob.h"
#include "storage/ArticleStore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

// The queue parses the feeds that wait for the next run while a run stores (IngestJob's
// parsedAhead(), IngestController::parseAhead()): what it parses must store as its source would,
// and what it holds is bounded.

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {
const QByteArray &rss = test::gazetteRss;
} // namespace

class TestParseAhead final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<IngestStats>(); }
    void jobsParsedAheadStoreAsTheirSources();
    void feedsParsedAheadAreBounded();
};

// What the queue parses while a run stores (parsedAhead()) is stored and reported as the run would
// have done with the file or the bytes itself: same articles, same errors under the same names.
void TestParseAhead::jobsParsedAheadStoreAsTheirSources()
{
    const QDateTime now(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC);
    QTemporaryDir files;
    QVERIFY(files.isValid());
    const QByteArray courier = test::outletFeed("courier");
    const QByteArray broken = courier.left(courier.indexOf("<item><title>Library")); // ends after one item
    QList<IngestJob> jobs {IngestJob::file(test::writeFile(files.path(), u"gazette.xml"_s, rss)),
        IngestJob::file(files.path() + u"/missing.xml"_s),
        IngestJob::fetched(u"https://courier.example/feed"_s, broken, "application/rss+xml"),
        IngestJob::file(test::writeFile(files.path(), u"junk.xml"_s, "this is not a feed"))};
    jobs[2].pagesFetched = true; // no teaser pages to ask for here

    QList<IngestJob> ahead;
    for (const IngestJob &job : std::as_const(jobs))
        ahead.append(parsedAhead(job));
    QCOMPARE(ahead.at(0).kind, IngestJob::Kind::Bytes); // a file read becomes its bytes, parsed
    QVERIFY(ahead.at(0).parsed && ahead.at(0).bytes.isEmpty());
    QCOMPARE(ahead.at(0).parsed->result.feed.items.size(), 2);
    QCOMPARE(ahead.at(1).kind, IngestJob::Kind::File); // unreadable: left for its run to report
    QVERIFY(!ahead.at(1).parsed);
    QVERIFY(ahead.at(2).parsed && ahead.at(2).bytes.isEmpty());
    QVERIFY(!ahead.at(2).parsed->result.error.isEmpty());
    QVERIFY(ahead.at(3).parsed && !ahead.at(3).parsed->result.ok());
    QCOMPARE(parsedAhead(ahead.at(2)).parsed->result.feed.items.size(), 1); // parsed once only

    // Each set of jobs into a store of its own, one after the other (one test store at a time).
    const auto run = [&now](const QList<IngestJob> &given, qsizetype *stored) {
        test::UiTestDatabase database;
        const QList<IngestOutcome> outcomes = runIngestJobs(database.path(), given, {}, now);
        *stored = ArticleStore(database.db()).articleCount();
        return outcomes;
    };
    qsizetype storedPlain = 0;
    qsizetype storedEarly = 0;
    const QList<IngestOutcome> plain = run(jobs, &storedPlain);
    const QList<IngestOutcome> early = run(ahead, &storedEarly);
    QCOMPARE(early.size(), plain.size());
    for (qsizetype i = 0; i < plain.size(); ++i) {
        QCOMPARE(early.at(i).stats.articles, plain.at(i).stats.articles);
        QCOMPARE(early.at(i).stats.duplicates, plain.at(i).stats.duplicates);
        QCOMPARE(early.at(i).stats.errors, plain.at(i).stats.errors);
        QCOMPARE(early.at(i).unreadable, plain.at(i).unreadable);
    }
    QCOMPARE(plain.at(0).stats.articles, 2);
    QCOMPARE(plain.at(2).stats.articles, 1); // the item before the break
    QVERIFY(plain.at(1).stats.errors.constFirst().contains(u"missing.xml"_s));
    QVERIFY(plain.at(3).stats.errors.constFirst().contains(u"junk.xml"_s));
    QVERIFY(!plain.at(3).unreadable.isEmpty());
    QCOMPARE(storedPlain, 3);
    QCOMPARE(storedEarly, 3);
}

// What waits parsed is held in memory: no more than the set bytes of feeds from the queue's head
// (here less than one feed: the first waiting one only, however long the run or the parsing
// takes; without the bound, the others follow while the first run stores).
void TestParseAhead::feedsParsedAheadAreBounded()
{
    test::UiTestDatabase database;
    IngestController controller(database.path(), {}, nullptr);
    controller.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), Qt::UTC); });
    controller.setParsedAheadBytes(1);
    QSignalSpy finished(&controller, &IngestController::jobFinished);
    for (const char *outlet : {"gazette", "courier", "herald", "tribune", "sentinel"}) {
        const QByteArray bytes = test::outletFeed(outlet);
        controller.addFile(test::writeFile(database.dir(), QString::fromLatin1(outlet) + u".xml"_s, bytes));
    }
    QTRY_VERIFY_WITH_TIMEOUT(!controller.isBusy(), 60000);
    QCOMPARE(controller.feedsGivenToParseAhead(), 1);
    QCOMPARE(finished.size(), 2);
    QCOMPARE(ArticleStore(database.db()).articleCount(), 10);
}

QTEST_GUILESS_MAIN(TestParseAhead)
#include "tst_parseahead.moc"
