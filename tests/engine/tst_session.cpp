// The engine without a window: a Session built under a plain QCoreApplication (no Gui linked)
// ingests a local feed, counts it, imports OPML, refreshes, finds similar stories and says when
// its database cannot be opened.
#include "../ui/UiTestDatabase.h"
#include "engine/IngestController.h"
#include "engine/OpmlController.h"
#include "engine/Session.h"
#include "engine/SimilarStoriesService.h"
#include "storage/SubscriptionStore.h"

#include <QCoreApplication>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

constexpr int waitMs = 30000;

// Three wire stories (the CLI's tests read them too).
const QString wireFeed = QStringLiteral(KINDRED_TEST_DATA_DIR "/cli/wire.xml");

} // namespace

class TestSession final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qRegisterMetaType<IngestStats>();
        // What makes this the headless case: no QGuiApplication, so nothing in it may need one.
        QVERIFY(QCoreApplication::instance());
        QVERIFY(!QCoreApplication::instance()->inherits("QGuiApplication"));
    }

    void ingestsALocalFeedHeadless()
    {
        test::UiTestDatabase database;
        Session session(database.path(), {});
        QVERIFY(session.databaseError().isEmpty());
        QCOMPARE(session.databaseLocation(), database.path());
        QSignalSpy finished(&session.ingest(), &IngestController::jobFinished);
        session.ingest().addFile(wireFeed);
        QVERIFY(session.isBusy());
        QVERIFY(finished.wait(waitMs));
        const auto stats = finished.constFirst().at(1).value<IngestStats>();
        QVERIFY2(stats.errors.isEmpty(), qPrintable(stats.errors.join(u'\n')));
        QCOMPARE(stats.articles, 3);
        QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), waitMs);

        const Session::Summary summary = session.summary(true);
        QCOMPARE(summary.feeds, 1);
        QCOMPARE(summary.articles, 3);
        QCOMPARE(session.summary(false).unread, 3);
        QVERIFY(!summary.refreshing);
        QVERIFY(session.rankedEvents(5, 4).isEmpty()); // three articles make no event

        // Refresh All reads the file again through the same queue: nothing new.
        finished.clear();
        QVERIFY(session.refreshAll());
        QVERIFY(finished.wait(waitMs));
        QCOMPARE(finished.constFirst().at(1).value<IngestStats>().articles, 0);
        QCOMPARE(finished.constFirst().at(1).value<IngestStats>().skipped, 3);
    }

    void refreshAllWithoutFeedsSaysSo()
    {
        test::UiTestDatabase database;
        Session session(database.path(), {});
        QVERIFY(!session.refreshAll());
        QVERIFY(!session.isBusy());
    }

    void importsOpmlAndFetchesTheNewFeeds()
    {
        test::UiTestDatabase database;
        Session session(database.path(), {});
        // Plain strings: moc does not read a raw string that holds a quote before its end.
        const QByteArray opml = "<?xml version=\"1.0\"?><opml version=\"2.0\"><head/><body>"
                                "<outline type=\"rss\" text=\"Wire\" xmlUrl=\""
            + QUrl::fromLocalFile(wireFeed).toEncoded() + "\"/></body></opml>";
        QSignalSpy message(&session.opml(), &OpmlController::message);
        session.opml().importFile(test::writeFile(database.dir(), u"subscriptions.opml"_s, opml));
        QVERIFY(message.wait(waitMs));
        QVERIFY2(message.constFirst().at(0).toString().contains(u"1 new feed"_s),
            qPrintable(message.constFirst().at(0).toString()));
        QCOMPARE(SubscriptionStore(session.database()).subscriptions().size(), 1);
        // The new feed is read at once (a file: through the ingest queue).
        QTRY_VERIFY_WITH_TIMEOUT(session.summary(false).articles == 3, waitMs);
    }

    void findsSimilarStoriesOnItsWorker()
    {
        test::UiTestDatabase database;
        Session session(database.path(), {});
        session.setClock([] { return QDateTime(QDate(2026, 11, 3), QTime(12, 0), QTimeZone::utc()); });
        QSignalSpy finished(&session.ingest(), &IngestController::jobFinished);
        session.ingest().addFile(wireFeed);
        QVERIFY(finished.wait(waitMs));
        SimilarStoriesService &similar = session.similarStories();
        QCOMPARE(&session.similarStories(), &similar); // one worker per session
        QSignalSpy found(&similar, &SimilarStoriesService::found);
        similar.request(1);
        QVERIFY(found.wait(waitMs));
        QCOMPARE(found.constFirst().at(0).toLongLong(), 1);
    }

    void saysWhyTheDatabaseCannotBeOpened()
    {
        QTemporaryDir dir;
        // A file where the database's folder should be.
        const QString location
            = test::writeFile(dir.path(), u"a-file"_s, "not a folder") + u"/kindred.sqlite"_s;
        Session session(location, {});
        QVERIFY(!session.databaseError().isEmpty());
        QCOMPARE(session.databaseLocation(), location); // passed on unchanged
        QCOMPARE(session.summary(true).feeds, 0);
        QVERIFY(session.rankedEvents(5, 4).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
