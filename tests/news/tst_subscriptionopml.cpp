#include "TestDatabases.h"
#include "news/SubscriptionOpml.h"
#include "storage/Database.h"
#include "storage/SubscriptionStore.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace kindred;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(KINDRED_TEST_DATA_DIR "/feed/opml/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What a subscription is for the round trip: everything OPML carries.
QStringList describe(const QList<Subscription> &subscriptions)
{
    QStringList lines;
    for (const Subscription &s : subscriptions)
        lines
            << QStringLiteral("%1 | %2 | %3 | %4").arg(joinFolderPath(s.folder), s.title, s.url, s.siteLink);
    return lines;
}

QStringList describe(const QList<SubscriptionFolder> &folders)
{
    QStringList lines;
    for (const SubscriptionFolder &f : folders)
        lines << joinFolderPath(f.path);
    return lines;
}

} // namespace

class TestSubscriptionOpml : public QObject
{
    Q_OBJECT

private:
    struct Db
    {
        QString connection;
        QSqlDatabase db;
        std::unique_ptr<SubscriptionStore> store;
    };

    test::TestDatabases m_databases;
    int m_serial = 0;
    std::vector<Db> m_dbs;

    SubscriptionStore &newStore()
    {
        Db db;
        db.connection = QStringLiteral("tst_subscriptionopml-%1").arg(++m_serial);
        QString error;
        db.db = Database::open(m_databases.location(db.connection), db.connection, &error);
        if (!db.db.isValid())
            qFatal("cannot open a database: %s", qPrintable(error));
        db.store = std::make_unique<SubscriptionStore>(db.db);
        m_dbs.push_back(std::move(db));
        return *m_dbs.back().store;
    }

private slots:
    void initTestCase() { KINDRED_REQUIRE_DATABASE_SERVER(); }

    void cleanup()
    {
        for (Db &db : m_dbs) {
            db.store.reset();
            db.db = {};
            Database::close(db.connection);
        }
        m_dbs.clear();
    }

    void importsNestedFolders()
    {
        SubscriptionStore &store = newStore();
        const OpmlImportReport report = importOpml(store, fixture(QStringLiteral("nested.opml")));
        QVERIFY(report.readable);
        QCOMPARE(report.added, 4);
        QCOMPARE(report.addedFeedIds.size(), 4);
        QCOMPARE(report.duplicatesInFile, 1); // "Lantern again" is the Lantern Gazette
        QCOMPARE(report.alreadySubscribed, 0);
        QCOMPARE(report.problems.size(), 1); // the outline without a feed URL
        QVERIFY2(report.problems[0].contains(QStringLiteral("No URL")), qPrintable(report.problems[0]));
        QCOMPARE(describe(store.subscriptions()),
            (QStringList {
                QStringLiteral(" | Café Journal | http://cafe.example/rss | "),
                QStringLiteral(" | Harbour Notes | https://notes.example/feed.json | https://notes.example/"),
                QStringLiteral(
                    "News | Lantern Gazette | https://lantern.example/feed.xml | https://lantern.example/"),
                QStringLiteral("News/Wire | Northwind & Co | https://wire.example/news/feed.atom | "),
            }));
        QCOMPARE(
            describe(store.folders()), (QStringList {QStringLiteral("News"), QStringLiteral("News/Wire")}));
    }

    void importingAgainAddsNothing()
    {
        SubscriptionStore &store = newStore();
        QCOMPARE(importOpml(store, fixture(QStringLiteral("nested.opml"))).added, 4);
        const OpmlImportReport again = importOpml(store, fixture(QStringLiteral("nested.opml")));
        QCOMPARE(again.added, 0);
        QCOMPARE(again.alreadySubscribed, 4);
        QCOMPARE(again.skipped(), 5);
        QCOMPARE(store.subscriptions().size(), 4);
        QCOMPARE(store.folders().size(), 2);
    }

    void aBrokenFileImportsTheRest()
    {
        SubscriptionStore &store = newStore();
        const OpmlImportReport report = importOpml(store, fixture(QStringLiteral("broken.opml")));
        QVERIFY(report.readable);
        QVERIFY(!report.problems.isEmpty());
        QVERIFY2(report.problems[0].contains(QStringLiteral("XML error")),
            qPrintable(report.problems.join(u'\n')));
        QCOMPARE(report.added, 4);
        const QList<Subscription> subscriptions = store.subscriptions();
        QCOMPARE(subscriptions.size(), 4);
        // What was read before the error keeps its folder.
        QCOMPARE(subscriptions.last().title, QStringLiteral("Two"));
        QCOMPARE(subscriptions.last().folder, QStringList {QStringLiteral("Tech")});
    }

    void opml1()
    {
        SubscriptionStore &store = newStore();
        const OpmlImportReport report = importOpml(store, fixture(QStringLiteral("opml1-flat.opml")));
        QCOMPARE(report.added, 2);
        QVERIFY(report.problems.isEmpty());
        QCOMPARE(store.subscriptions().value(0).url,
            QStringLiteral("https://bugle.example/feed?format=rss&lang=en"));
    }

    void whatTheStoreRefusesIsAProblem()
    {
        SubscriptionStore &store = newStore();
        const OpmlImportReport report = importOpml(store,
            "<opml version=\"2.0\"><body>"
            "<outline text=\"Script\" type=\"rss\" xmlUrl=\"javascript:alert(1)\"/>"
            "<outline text=\"Fine\" type=\"rss\" xmlUrl=\"https://fine.example/feed\"/>"
            "</body></opml>");
        QVERIFY(report.readable);
        QCOMPARE(report.added, 1);
        QCOMPARE(report.problems.size(), 1);
        QVERIFY2(report.problems[0].startsWith(QStringLiteral("'Script' (javascript:alert(1)): ")),
            qPrintable(report.problems[0]));
    }

    void aDatabaseFailureStoresNothing()
    {
        SubscriptionStore &store = newStore();
        QSqlQuery trigger(m_dbs.back().db);
        QVERIFY(trigger.exec(test::TestDatabases::postgres()
                ? QStringLiteral(
                    "ALTER TABLE folders ADD CONSTRAINT \"disk on fire\" CHECK (false) NOT VALID")
                : QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON folders"
                                 " BEGIN SELECT RAISE(ABORT, 'disk on fire'); END")));
        const OpmlImportReport report = importOpml(store, fixture(QStringLiteral("nested.opml")));
        QVERIFY2(
            report.databaseError.contains(QStringLiteral("disk on fire")), qPrintable(report.databaseError));
        QCOMPARE(report.added, 0);
        QVERIFY(report.addedFeedIds.isEmpty());
        QCOMPARE(report.problems.size(), 2); // the file's own problem and the failure, once
        QCOMPARE(store.subscriptions().size(), 0);
    }

    void notOpmlAtAll_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("an RSS feed") << QByteArray(
            "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>T</title></channel></rss>");
        QTest::newRow("HTML") << QByteArray("<!DOCTYPE html><html><body><p>Hello<br></body></html>");
        QTest::newRow("text") << QByteArray("just some words");
    }

    void notOpmlAtAll()
    {
        QFETCH(QByteArray, bytes);
        SubscriptionStore &store = newStore();
        const OpmlImportReport report = importOpml(store, bytes);
        QVERIFY(!report.readable);
        QVERIFY(!report.problems.isEmpty());
        QCOMPARE(report.added, 0);
        QCOMPARE(store.subscriptions().size(), 0);
    }

    void aLargeImportIsKnownToThePlanner()
    {
        // PostgreSQL: the planner counts the imported feeds at once (pg_class.reltuples, set by
        // ANALYZE; -1 or 0 until autovacuum looks), so crawler workers' claims use feeds_by_wait.
        SubscriptionStore &store = newStore();
        const QSqlDatabase db = m_dbs.back().db;
        if (db.driverName() != QLatin1String("QPSQL"))
            QSKIP("a PostgreSQL planner's statistics");
        QByteArray opml = "<opml version=\"2.0\"><head><title>Many</title></head><body>";
        for (int i = 0; i < 120; ++i)
            opml += QStringLiteral(
                "<outline type=\"rss\" text=\"Feed %1\" xmlUrl=\"https://host%1.example/rss\"/>")
                        .arg(i)
                        .toUtf8();
        opml += "</body></opml>";
        QCOMPARE(importOpml(store, opml).added, 120);
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("SELECT reltuples FROM pg_class WHERE oid = 'feeds'::regclass")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), 120);
    }

    void anEmptyOpmlIsReadable()
    {
        SubscriptionStore &store = newStore();
        const OpmlImportReport report
            = importOpml(store, "<opml version=\"2.0\"><head><title>None yet</title></head><body/></opml>");
        QVERIFY(report.readable);
        QCOMPARE(report.added, 0);
        QVERIFY(report.problems.isEmpty());
    }

    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("opml");
        QTest::newRow("nested") << fixture(QStringLiteral("nested.opml"));
        QTest::newRow("opml 1.0") << fixture(QStringLiteral("opml1-flat.opml"));
        QTest::newRow("tricky names") << fixture(QStringLiteral("nested-names.opml"));
    }

    void roundTrip()
    {
        QFETCH(QByteArray, opml);
        SubscriptionStore &first = newStore();
        QVERIFY(importOpml(first, opml).added > 0);
        QString error;
        const QByteArray exported = exportOpml(first, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(exported.contains("<opml version=\"2.0\">"));

        SubscriptionStore &second = newStore();
        const OpmlImportReport report = importOpml(second, exported);
        QVERIFY2(report.problems.isEmpty(), qPrintable(report.problems.join(u'\n')));
        QCOMPARE(report.skipped(), 0);
        QCOMPARE(describe(second.subscriptions()), describe(first.subscriptions()));
        QCOMPARE(describe(second.folders()), describe(first.folders()));
        // And the export of the copy is the same document.
        QCOMPARE(exportOpml(second), exported);
    }

    void folderNamesSurvive()
    {
        SubscriptionStore &store = newStore();
        QCOMPARE(importOpml(store, fixture(QStringLiteral("nested-names.opml"))).added, 4);
        QCOMPARE(describe(store.folders()),
            (QStringList {QStringLiteral("Asia"), QStringLiteral("Asia/Local"), QStringLiteral("Europe"),
                QStringLiteral("Europe/Local"), QStringLiteral("Europe/Local/Städte \"Nord\"")}));
        QCOMPARE(store.subscriptions().value(0).title, QStringLiteral("Top & <Tail>"));
    }

    void exportNamesUntitledFeedsByTheirAddress()
    {
        SubscriptionStore &store = newStore();
        QVERIFY(store.subscribe(NewSubscription {QStringLiteral("https://quiet.example/feed"), {}, {}, {}})
                    .added);
        const QByteArray exported = exportOpml(store);
        QVERIFY2(exported.contains("text=\"https://quiet.example/feed\""), exported.constData());
    }
};

QTEST_GUILESS_MAIN(TestSubscriptionOpml)
#include "tst_subscriptionopml.moc"
