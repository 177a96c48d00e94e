#include "UiTestDatabase.h"
#include "feeds/FeedListModel.h"
#include "storage/ArticleStore.h"
#include "storage/FeedStateStore.h"
#include "storage/ReadStateStore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestFeedListModel final : public QObject
{
    Q_OBJECT

private slots:
    void emptyDatabase();
    void rowsAndCounts_data();
    void rowsAndCounts();
    void adjustUnread();
    void reloadSeesNewFeeds();
    void showsFetchFailures();
};

void TestFeedListModel::emptyDatabase()
{
    test::UiTestDatabase database;
    FeedListModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reload();
    QCOMPARE(model.rowCount(), 1); // "All articles" is always there
    QCOMPARE(model.index(0).data(FeedListModel::FeedIdRole).toLongLong(), 0);
    QCOMPARE(model.index(0).data(FeedListModel::UnreadCountRole).toInt(), 0);
    QVERIFY(model.feeds().isEmpty());
}

void TestFeedListModel::rowsAndCounts_data()
{
    QTest::addColumn<QList<int>>("articlesPerFeed");
    QTest::addColumn<QList<int>>("readPerFeed");

    QTest::newRow("one feed") << QList<int> {3} << QList<int> {0};
    QTest::newRow("three feeds, some read") << QList<int> {4, 0, 2} << QList<int> {1, 0, 2};
    QTest::newRow("all read") << QList<int> {2, 2} << QList<int> {2, 2};
}

void TestFeedListModel::rowsAndCounts()
{
    QFETCH(QList<int>, articlesPerFeed);
    QFETCH(QList<int>, readPerFeed);

    test::UiTestDatabase database;
    ArticleStore store(database.db());
    int totalArticles = 0;
    int totalUnread = 0;
    QList<qint64> feedIds;
    for (qsizetype f = 0; f < articlesPerFeed.size(); ++f) {
        // Titles in reverse alphabetical order of creation: the model lists them by title.
        const qint64 feed = database.addFeed(
            u"https://f%1.example/rss"_s.arg(f), u"Feed %1"_s.arg(QChar(char16_t(u'Z' - f))));
        feedIds.append(feed);
        for (int i = 0; i < articlesPerFeed[f]; ++i) {
            const qint64 id = database.addArticle(feed, u"Story %1/%2"_s.arg(f).arg(i), i);
            if (i < readPerFeed[f])
                QVERIFY(ReadStateStore(database.db()).setRead({id}, true));
        }
        totalArticles += articlesPerFeed[f];
        totalUnread += articlesPerFeed[f] - readPerFeed[f];
    }

    FeedListModel model(store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.reload();
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), int(articlesPerFeed.size()) + 1);

    const QModelIndex all = model.index(0);
    QCOMPARE(all.data().toString(), u"All articles"_s);
    QCOMPARE(all.data(FeedListModel::UnreadCountRole).toInt(), totalUnread);
    QCOMPARE(all.data(FeedListModel::ArticleCountRole).toInt(), totalArticles);

    QString previousTitle;
    for (qsizetype f = 0; f < feedIds.size(); ++f) {
        const int row = model.rowForFeed(feedIds[f]);
        QVERIFY(row >= 1);
        const QModelIndex index = model.index(row);
        QCOMPARE(index.data(FeedListModel::FeedIdRole).toLongLong(), feedIds[f]);
        QCOMPARE(index.data(FeedListModel::ArticleCountRole).toInt(), articlesPerFeed[f]);
        QCOMPARE(index.data(FeedListModel::UnreadCountRole).toInt(), articlesPerFeed[f] - readPerFeed[f]);
        QCOMPARE(index.data(FeedListModel::UrlRole).toString(), u"https://f%1.example/rss"_s.arg(f));
        QVERIFY(!index.data(Qt::ToolTipRole).toString().isEmpty());
    }
    for (int row = 1; row < model.rowCount(); ++row) {
        const QString title = model.index(row).data().toString();
        QVERIFY2(previousTitle < title, qPrintable(previousTitle + u" before "_s + title));
        previousTitle = title;
    }
    QCOMPARE(model.rowForFeed(0), 0);
    QCOMPARE(model.rowForFeed(123456), -1);
}

void TestFeedListModel::adjustUnread()
{
    test::UiTestDatabase database;
    const qint64 a = database.addFeed(u"https://a.example/rss"_s, u"Alpha"_s);
    const qint64 b = database.addFeed(u"https://b.example/rss"_s, u"Beta"_s);
    const qint64 one = database.addArticle(a, u"one"_s, 0);
    database.addArticle(a, u"two"_s, 1);
    const qint64 copy = database.addArticle(b, u"one again"_s, 2, one, 1);

    FeedListModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reload();
    QCOMPARE(model.index(0).data(FeedListModel::UnreadCountRole).toInt(), 3);
    model.setCollapsed(true); // the story of "one" counts once in all
    QCOMPARE(model.index(0).data(FeedListModel::UnreadCountRole).toInt(), 2);
    QCOMPARE(model.index(model.rowForFeed(b)).data(FeedListModel::UnreadCountRole).toInt(), 1);

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    ReadStateStore states(database.db());
    const std::optional<UnreadDelta> delta = states.setRead({copy}, true);
    QVERIFY(delta);
    model.applyDelta(*delta);
    QCOMPARE(changed.size(), 2); // the feed's row and "All articles"
    QCOMPARE(model.index(model.rowForFeed(b)).data(FeedListModel::UnreadCountRole).toInt(), 0);
    QCOMPARE(model.index(0).data(FeedListModel::UnreadCountRole).toInt(), 2); // "one" is still unread
    // The delta agrees with counting again.
    const int adjusted = model.index(model.rowForFeed(a)).data(FeedListModel::UnreadCountRole).toInt();
    model.reload();
    QCOMPARE(model.index(model.rowForFeed(a)).data(FeedListModel::UnreadCountRole).toInt(), adjusted);
    QCOMPARE(model.index(0).data(FeedListModel::UnreadCountRole).toInt(), 2);

    model.setCollapsed(false);
    QCOMPARE(model.index(0).data(FeedListModel::UnreadCountRole).toInt(), 2);
    changed.clear();
    model.applyDelta(UnreadDelta {}); // nothing changed: only the total row is told
    QCOMPARE(model.index(0).data(FeedListModel::UnreadCountRole).toInt(), 2);
}

void TestFeedListModel::reloadSeesNewFeeds()
{
    test::UiTestDatabase database;
    database.addFeed(u"https://a.example/rss"_s, u"Alpha"_s);
    FeedListModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reload();
    QCOMPARE(model.rowCount(), 2);
    const qint64 b = database.addFeed(u"https://b.example/rss"_s, QString());
    QCOMPARE(model.rowCount(), 2); // a snapshot until reloaded
    model.reload();
    QCOMPARE(model.rowCount(), 3);
    // A feed without a title shows its address.
    QCOMPARE(model.index(model.rowForFeed(b)).data().toString(), u"https://b.example/rss"_s);
}

void TestFeedListModel::showsFetchFailures()
{
    test::UiTestDatabase database;
    const qint64 id = database.addFeed(u"https://a.example/rss"_s, u"Alpha"_s);
    const QDateTime worked(QDate(2026, 11, 3), QTime(12, 0), QTimeZone::utc());
    FeedStateUpdate update;
    update.feedId = id;
    update.state.lastSuccess = worked;
    update.state.lastFetch = worked.addSecs(60);
    update.state.lastError = u"HTTP 500 Internal Server Error"_s;
    update.state.lastErrorKind = FetchErrorKind::ServerError;
    update.state.consecutiveFailures = 1;
    QVERIFY(FeedStateStore(database.db()).apply({update}));

    // The feed list shows it: the error, and when the feed last worked.
    FeedListModel model(ArticleStore(database.db()), FeedStateStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reload();
    const QModelIndex row = model.index(model.rowForFeed(id));
    QCOMPARE(row.data(FeedListModel::LastErrorRole).toString(), update.state.lastError);
    QCOMPARE(row.data(FeedListModel::FailuresRole).toInt(), 1);
    QCOMPARE(row.data(FeedListModel::LastSuccessRole).toDateTime(), worked);
    const QString tip = row.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(update.state.lastError), qPrintable(tip));
    QVERIFY2(tip.contains(u"Last successful refresh"_s), qPrintable(tip));
    QVERIFY(!model.index(0).data(FeedListModel::FailuresRole).toInt());

    // It works again: the mark goes.
    update.state.lastError.clear();
    update.state.lastErrorKind = FetchErrorKind::None;
    update.state.consecutiveFailures = 0;
    QVERIFY(FeedStateStore(database.db()).apply({update}));
    model.reload();
    QVERIFY(model.index(model.rowForFeed(id)).data(FeedListModel::LastErrorRole).toString().isEmpty());
}

QTEST_MAIN(TestFeedListModel)
#include "tst_feedlistmodel.moc"
