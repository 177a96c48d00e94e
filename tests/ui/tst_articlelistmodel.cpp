#include "UiTestDatabase.h"
#include "articles/ArticleListModel.h"
#include "engine/ReadingActions.h"
#include "storage/ArticleStore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestArticleListModel final : public QObject
{
    Q_OBJECT

private slots:
    void paging_data();
    void paging();
    void newestFirstAndFeedFilter();
    void collapsedGroupsExpandToTheirCopies();
    void uncollapsedBadges();
    void searchListsEveryMatch();
    void readingMarksCopiesOnlyWhenOneIsRead();
    void reloadKeepsLoadedRows();
    void headers();
};

void TestArticleListModel::paging_data()
{
    QTest::addColumn<int>("articles");
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<QList<int>>("rowsAfterEachFetch");

    QTest::newRow("empty") << 0 << 200 << QList<int> {0};
    QTest::newRow("one short page") << 7 << 200 << QList<int> {7};
    QTest::newRow("exact pages") << 20 << 10 << QList<int> {10, 20, 20};
    QTest::newRow("last page partial") << 45 << 20 << QList<int> {20, 40, 45};
    QTest::newRow("page of one") << 3 << 1 << QList<int> {1, 2, 3, 3};
    QTest::newRow("default page size")
        << 450 << ArticleListModel::DefaultPageSize << QList<int> {200, 400, 450};
}

void TestArticleListModel::paging()
{
    QFETCH(int, articles);
    QFETCH(int, pageSize);
    QFETCH(QList<int>, rowsAfterEachFetch);

    test::UiTestDatabase database;
    const qint64 feed = database.addFeed(u"https://example.org/feed"_s, u"Example"_s);
    database.db().transaction();
    for (int i = 0; i < articles; ++i)
        database.addArticle(feed, u"Story %1"_s.arg(i), i);
    database.db().commit();

    ArticleListModel model(ArticleStore(database.db()), pageSize);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setQuery(ArticleQuery {});
    QCOMPARE(model.rowCount(), 0); // nothing is read before the view asks

    // A page that comes back short tells the end; an exact last page needs one more look.
    for (const int expected : std::as_const(rowsAfterEachFetch)) {
        QVERIFY(model.canFetchMore({}));
        model.fetchMore({});
        QCOMPARE(model.rowCount(), expected);
    }
    QVERIFY(!model.canFetchMore({}));
    model.fetchMore({}); // harmless when everything is loaded
    QCOMPARE(model.rowCount(), articles);
    if (articles > 0) {
        QCOMPARE(model.rowCount(model.index(0, 0)), 0); // no copies: nothing under it
        QVERIFY(!model.hasChildren(model.index(0, 0)));
        QVERIFY(!model.canFetchMore(model.index(0, 0)));
    }
}

void TestArticleListModel::newestFirstAndFeedFilter()
{
    test::UiTestDatabase database;
    const qint64 a = database.addFeed(u"https://a.example/feed"_s, u"Alpha Times"_s);
    const qint64 b = database.addFeed(u"https://b.example/feed"_s, u"Beta Post"_s);
    database.addArticle(a, u"oldest"_s, 0);
    database.addArticle(b, u"middle"_s, 10);
    database.addArticle(a, u"newest"_s, 20);

    ArticleListModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setQuery(ArticleQuery {});
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, ArticleListModel::TitleColumn).data().toString(), u"newest"_s);
    QCOMPARE(model.index(2, ArticleListModel::TitleColumn).data().toString(), u"oldest"_s);
    QCOMPARE(model.index(1, ArticleListModel::SourceColumn).data().toString(), u"Beta Post"_s);
    QCOMPARE(model.index(0, 0).data(ArticleListModel::PublishedRole).toDateTime(),
        test::UiTestDatabase::baseTime().addSecs(20 * 60));

    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    ArticleQuery query;
    query.feedId = a;
    model.setQuery(query);
    QCOMPARE(reset.size(), 1);
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1, ArticleListModel::TitleColumn).data().toString(), u"oldest"_s);
    QCOMPARE(model.index(0, 0).data(ArticleListModel::FeedIdRole).toLongLong(), a);
}

void TestArticleListModel::collapsedGroupsExpandToTheirCopies()
{
    test::UiTestDatabase database;
    const qint64 wire = database.addFeed(u"https://wire.example/feed"_s, u"Wire"_s);
    const qint64 paper = database.addFeed(u"https://paper.example/feed"_s, u"Paper"_s);
    const qint64 daily = database.addFeed(u"https://daily.example/feed"_s, u"Daily"_s);
    const qint64 primary = database.addArticle(wire, u"Dam opens"_s, 0);
    const qint64 copy1 = database.addArticle(paper, u"UPDATE 1-Dam opens"_s, 5, primary, 2);
    const qint64 copy2 = database.addArticle(daily, u"Dam opens, 3 hurt"_s, 7, primary, 3);
    database.addArticle(wire, u"Unrelated"_s, 9);

    ArticleListModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setQuery(ArticleQuery {}); // collapsed by default
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 2);
    const QModelIndex group = model.indexForArticle(primary).siblingAtColumn(0);
    QVERIFY(group.isValid());
    QCOMPARE(group.data(ArticleListModel::BadgeRole).toString(), u"+2"_s);
    QCOMPARE(group.data(ArticleListModel::GroupSizeRole).toInt(), 3);
    QVERIFY(group.data(ArticleListModel::BadgeFilledRole).toBool());
    QVERIFY(model.hasChildren(group));
    QCOMPARE(model.rowCount(group), 0); // copies load when the row is expanded
    QVERIFY(model.canFetchMore(group));

    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.fetchMore(group);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(model.rowCount(group), 2);
    QVERIFY(!model.canFetchMore(group));
    const QModelIndex firstCopy = model.index(0, ArticleListModel::CopiesColumn, group);
    QCOMPARE(firstCopy.parent(), group);
    QVERIFY(firstCopy.data(ArticleListModel::IsCopyRowRole).toBool());
    QCOMPARE(firstCopy.data(ArticleListModel::ArticleIdRole).toLongLong(), copy1);
    QCOMPARE(firstCopy.data().toString(), u"2"_s); // its distance to the first report
    QCOMPARE(model.index(1, ArticleListModel::SourceColumn, group).data().toString(), u"Daily"_s);
    QCOMPARE(model.indexForArticle(copy2).parent(), group);
    QVERIFY(!model.hasChildren(firstCopy));

    // Collapse off: every article on its own row, the old "×3" marker.
    ArticleQuery flat;
    flat.collapseCopies = false;
    model.setQuery(flat);
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 4);
    QVERIFY(!model.hasChildren(model.indexForArticle(primary).siblingAtColumn(0)));
}

void TestArticleListModel::uncollapsedBadges()
{
    test::UiTestDatabase database;
    const qint64 wire = database.addFeed(u"https://wire.example/feed"_s, u"Wire"_s);
    const qint64 primary = database.addArticle(wire, u"Dam opens"_s, 0);
    const qint64 copy = database.addArticle(wire, u"Dam opens again"_s, 5, primary, 3);
    const qint64 alone = database.addArticle(wire, u"Unrelated"_s, 9);

    ArticleListModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ArticleQuery flat;
    flat.collapseCopies = false;
    model.setQuery(flat);
    model.fetchMore({});
    const auto badge = [&](qint64 id, int role) {
        return model.indexForArticle(id).siblingAtColumn(ArticleListModel::CopiesColumn).data(role);
    };
    QCOMPARE(badge(primary, Qt::DisplayRole).toString(), u"×2"_s);
    QVERIFY(badge(primary, ArticleListModel::BadgeFilledRole).toBool());
    QVERIFY(!badge(copy, ArticleListModel::BadgeFilledRole).toBool()); // a copy's badge is outlined
    QCOMPARE(badge(copy, ArticleListModel::DistanceRole).toInt(), 3);
    QVERIFY(!badge(copy, Qt::ToolTipRole).toString().isEmpty());
    QVERIFY(badge(alone, ArticleListModel::BadgeRole).toString().isEmpty());
    QVERIFY(!model.indexForArticle(987654).isValid());
}

void TestArticleListModel::searchListsEveryMatch()
{
    test::UiTestDatabase database;
    const qint64 wire = database.addFeed(u"https://wire.example/feed"_s, u"Wire"_s);
    const qint64 primary = database.addArticle(wire, u"Fuel depot fire"_s, 0);
    database.addArticle(wire, u"Fuel depot fire spreads"_s, 5, primary, 2);
    database.addArticle(wire, u"Harbour cranes"_s, 9);

    ArticleListModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ArticleQuery query;
    query.search = u"depot fir"_s;
    model.setQuery(query);
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 2); // both copies match; a search does not fold them
    QVERIFY(!model.hasChildren(model.index(0, 0)));
    query.search = u"cranes"_s;
    model.setQuery(query);
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 1);
}

void TestArticleListModel::readingMarksCopiesOnlyWhenOneIsRead()
{
    test::UiTestDatabase database;
    const qint64 wire = database.addFeed(u"https://wire.example/feed"_s, u"Wire"_s);
    const qint64 paper = database.addFeed(u"https://paper.example/feed"_s, u"Paper"_s);
    const qint64 primary = database.addArticle(wire, u"Dam opens"_s, 0);
    const qint64 copy = database.addArticle(paper, u"Dam opens again"_s, 5, primary, 3);
    const qint64 other = database.addArticle(wire, u"Unrelated"_s, 9);

    ArticleListModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setQuery(ArticleQuery {});
    model.fetchMore({});
    model.fetchMore(model.indexForArticle(primary).siblingAtColumn(0));
    const ArticleStore store(database.db());
    QVERIFY(!store.article(copy)->read); // nothing is marked before one copy is read

    ReadingActions reading(ReadStateStore(database.db()));
    QObject::connect(&reading, &ReadingActions::readChanged, &model,
        [&model](const UnreadDelta &delta, bool read) { model.applyRead(delta.changed, read); });
    QSignalSpy changed(&reading, &ReadingActions::readChanged);
    reading.opened(copy);
    QCOMPARE(changed.size(), 1);
    QVERIFY(store.article(copy)->read);
    QVERIFY(store.article(primary)->read); // its copy went with it
    QVERIFY(!store.article(other)->read);
    QVERIFY(model.indexForArticle(primary).data(ArticleListModel::ReadRole).toBool());
    QVERIFY(model.indexForArticle(copy).data(ArticleListModel::ReadRole).toBool());
    QVERIFY(!model.indexForArticle(primary).data(Qt::FontRole).value<QFont>().bold());

    // Un-reading one copy leaves the other read.
    reading.setRead(copy, false);
    QVERIFY(!store.article(copy)->read);
    QVERIFY(store.article(primary)->read);

    // With the setting off, opening one copy marks only it.
    reading.setRead(primary, false);
    reading.setMarkCopiesRead(false);
    reading.opened(primary);
    QVERIFY(store.article(primary)->read);
    QVERIFY(!store.article(copy)->read);

    reading.setStarred(other, true);
    QVERIFY(store.article(other)->starred);
}

void TestArticleListModel::reloadKeepsLoadedRows()
{
    test::UiTestDatabase database;
    const qint64 feed = database.addFeed(u"https://example.org/feed"_s, u"Example"_s);
    database.db().transaction();
    for (int i = 0; i < 25; ++i)
        database.addArticle(feed, u"Story %1"_s.arg(i), i);
    database.db().commit();
    ArticleListModel model(ArticleStore(database.db()), 10);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setQuery(ArticleQuery {});
    model.fetchMore({});
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 20);
    database.addArticle(feed, u"Fresh"_s, 100);
    model.reload();
    QCOMPARE(model.rowCount(), 20); // the reader's place stays loaded
    QCOMPARE(model.index(0, ArticleListModel::TitleColumn).data().toString(), u"Fresh"_s);
}

void TestArticleListModel::headers()
{
    test::UiTestDatabase database;
    ArticleListModel model(ArticleStore(database.db()));
    QCOMPARE(model.columnCount(), int(ArticleListModel::ColumnCount));
    QCOMPARE(model.headerData(ArticleListModel::TitleColumn, Qt::Horizontal).toString(), u"Title"_s);
    QCOMPARE(model.headerData(ArticleListModel::SourceColumn, Qt::Horizontal).toString(), u"Source"_s);
    QCOMPARE(model.headerData(ArticleListModel::DateColumn, Qt::Horizontal).toString(), u"Date"_s);
    QVERIFY(!model.headerData(ArticleListModel::CopiesColumn, Qt::Horizontal, Qt::ToolTipRole)
                 .toString()
                 .isEmpty());
}

QTEST_MAIN(TestArticleListModel)
#include "tst_articlelistmodel.moc"
