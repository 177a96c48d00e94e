#include "UiTestDatabase.h"
#include "feeds/FeedListModel.h"
#include "storage/ArticleQuery.h"
#include "storage/ArticleStore.h"
#include "storage/FeedStateStore.h"
#include "storage/ReadStateStore.h"
#include "storage/SubscriptionStore.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
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
    void foldersHoldTheirFeedsAndCountAStoryOnce();
    void aDroppedFeedMovesIntoTheFolder();
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
        const QModelIndex index = model.indexForFeed(feedIds[f]);
        QVERIFY(index.isValid() && index.row() >= 1);
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
    QCOMPARE(model.indexForFeed(0), model.index(0));
    QVERIFY(!model.indexForFeed(123456).isValid());
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
    QCOMPARE(model.indexForFeed(b).data(FeedListModel::UnreadCountRole).toInt(), 1);

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    ReadStateStore states(database.db());
    const std::optional<UnreadDelta> delta = states.setRead({copy}, true);
    QVERIFY(delta);
    model.applyDelta(*delta);
    QCOMPARE(changed.size(), 2); // the feed's row and "All articles"
    QCOMPARE(model.indexForFeed(b).data(FeedListModel::UnreadCountRole).toInt(), 0);
    QCOMPARE(model.index(0).data(FeedListModel::UnreadCountRole).toInt(), 2); // "one" is still unread
    // The delta agrees with counting again.
    const int adjusted = model.indexForFeed(a).data(FeedListModel::UnreadCountRole).toInt();
    model.reload();
    QCOMPARE(model.indexForFeed(a).data(FeedListModel::UnreadCountRole).toInt(), adjusted);
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
    QCOMPARE(model.indexForFeed(b).data().toString(), u"https://b.example/rss"_s);
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
    const QModelIndex row = model.indexForFeed(id);
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
    QVERIFY(model.indexForFeed(id).data(FeedListModel::LastErrorRole).toString().isEmpty());
}

// Folders (from OPML, or made by dragging): a folder row holds its feeds, counts a story its
// feeds share once while copies are collapsed, and lists its feeds' articles with such a story
// once even when the story's first report is from a feed outside the folder.
void TestFeedListModel::foldersHoldTheirFeedsAndCountAStoryOnce()
{
    test::UiTestDatabase database;
    const qint64 wire = database.addFeed(u"https://wire.example/rss"_s, u"Wire"_s);
    const qint64 a = database.addFeed(u"https://a.example/rss"_s, u"Alpha"_s);
    const qint64 b = database.addFeed(u"https://b.example/rss"_s, u"Beta"_s);
    SubscriptionStore subscriptions(database.db());
    QVERIFY(subscriptions.moveToFolder(a, {u"World"_s}));
    QVERIFY(subscriptions.moveToFolder(b, {u"World"_s, u"Europe"_s}));
    const qint64 first = database.addArticle(wire, u"The story"_s, 0);
    const qint64 copyA = database.addArticle(a, u"The story again"_s, 1, first, 1);
    database.addArticle(b, u"The story once more"_s, 2, first, 2);
    database.addArticle(b, u"Only in Beta"_s, 3);

    FeedListModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCollapsed(true);
    model.reload();
    QCOMPARE(model.rowCount(), 3); // All, World, Wire
    const QModelIndex world = model.index(1);
    QCOMPARE(world.data().toString(), u"World"_s);
    QVERIFY(world.data(FeedListModel::FolderIdRole).toLongLong() != 0);
    QCOMPARE(world.data(FeedListModel::FeedIdRole).toLongLong(), 0);
    QCOMPARE(model.rowCount(world), 2); // the subfolder Europe, then Alpha
    const QModelIndex europe = model.index(0, 0, world);
    QCOMPARE(europe.data().toString(), u"Europe"_s);
    QCOMPARE(model.indexForFeed(b).parent(), europe);
    QCOMPARE(model.indexForFeed(a).parent(), world);
    QCOMPARE(model.indexForFolder(world.data(FeedListModel::FolderIdRole).toLongLong()), world);
    QList<qint64> ids = world.data(FeedListModel::FeedIdsRole).value<QList<qint64>>();
    std::sort(ids.begin(), ids.end());
    QCOMPARE(ids, (QList<qint64> {a, b}));
    QCOMPARE(world.data(FeedListModel::ArticleCountRole).toInt(), 3);
    // The story is in both feeds of the folder: once; Beta's own story: once more.
    QCOMPARE(world.data(FeedListModel::UnreadCountRole).toInt(), 2);
    QCOMPARE(model.index(0).data(FeedListModel::UnreadCountRole).toInt(), 2);
    model.setCollapsed(false);
    QCOMPARE(model.index(1).data(FeedListModel::UnreadCountRole).toInt(), 3);
    model.setCollapsed(true);

    // Alpha's copy read: the story is still unread in Beta, the folder's count stays.
    const std::optional<UnreadDelta> delta = ReadStateStore(database.db()).setRead({copyA}, true);
    QVERIFY(delta);
    model.applyDelta(*delta);
    QCOMPARE(model.index(1).data(FeedListModel::UnreadCountRole).toInt(), 2);

    // The folder's list: the story once (Alpha's copy, the earliest in the folder), Beta's own.
    ArticleQuery query;
    query.feedIds = {a, b};
    QList<QString> titles;
    for (const ArticleRecord &article : ArticleStore(database.db()).articles(query, 0, 10))
        titles.append(article.title);
    std::sort(titles.begin(), titles.end());
    QCOMPARE(titles, (QList<QString> {u"Only in Beta"_s, u"The story again"_s}));
}

void TestFeedListModel::aDroppedFeedMovesIntoTheFolder()
{
    test::UiTestDatabase database;
    const qint64 a = database.addFeed(u"https://a.example/rss"_s, u"Alpha"_s);
    const qint64 b = database.addFeed(u"https://b.example/rss"_s, u"Beta"_s);
    QVERIFY(SubscriptionStore(database.db()).moveToFolder(a, {u"World"_s}));
    FeedListModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reload();
    const QModelIndex world = model.index(1);
    std::unique_ptr<QMimeData> dragged(model.mimeData({model.indexForFeed(b)}));
    // Without a mover (a reader who may not change feeds) nothing moves.
    QVERIFY(!model.canDropMimeData(dragged.get(), Qt::MoveAction, -1, 0, world));
    model.setFeedMover([&database](qint64 feedId, const QStringList &path) {
        return SubscriptionStore(database.db()).moveToFolder(feedId, path);
    });
    QVERIFY(model.canDropMimeData(dragged.get(), Qt::MoveAction, -1, 0, world));
    QVERIFY(!model.canDropMimeData(
        dragged.get(), Qt::MoveAction, -1, 0, model.indexForFeed(a))); // not onto a feed
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.dropMimeData(dragged.get(), Qt::MoveAction, -1, 0, world);
    QVERIFY(reset.wait(2000));
    QCOMPARE(model.indexForFeed(b).parent(), model.index(1));
    // Dropped onto "All articles": out of every folder.
    dragged.reset(model.mimeData({model.indexForFeed(a)}));
    model.dropMimeData(dragged.get(), Qt::MoveAction, -1, 0, model.index(0));
    QVERIFY(reset.wait(2000));
    QVERIFY(!model.indexForFeed(a).parent().isValid());
}

QTEST_MAIN(TestFeedListModel)
#include "tst_feedlistmodel.moc"
