#include "ArticleTableModel.h"
#include "UiTestDatabase.h"
#include "storage/ArticleStore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class tst_ArticleTableModel final : public QObject
{
    Q_OBJECT

private slots:
    void paging_data();
    void paging();
    void newestFirstAndFeedFilter();
    void duplicateMarkerRole();
    void markingRead();
    void headers();
};

void tst_ArticleTableModel::paging_data()
{
    QTest::addColumn<int>("articles");
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<QList<int>>("rowsAfterEachFetch");

    QTest::newRow("empty") << 0 << 200 << QList<int> {};
    QTest::newRow("one short page") << 7 << 200 << QList<int> {7};
    QTest::newRow("exact pages") << 20 << 10 << QList<int> {10, 20};
    QTest::newRow("last page partial") << 45 << 20 << QList<int> {20, 40, 45};
    QTest::newRow("page of one") << 3 << 1 << QList<int> {1, 2, 3};
    QTest::newRow("default page size")
        << 450 << ArticleTableModel::DefaultPageSize << QList<int> {200, 400, 450};
}

void tst_ArticleTableModel::paging()
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

    ArticleTableModel model(ArticleStore(database.db()), pageSize);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFeed(0);
    QCOMPARE(model.totalCount(), articles);
    QCOMPARE(model.rowCount(), 0); // nothing is read before the view asks

    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    for (const int expected : std::as_const(rowsAfterEachFetch)) {
        QVERIFY(model.canFetchMore({}));
        model.fetchMore({});
        QCOMPARE(model.rowCount(), expected);
    }
    QVERIFY(!model.canFetchMore({}));
    QCOMPARE(inserted.size(), rowsAfterEachFetch.size());
    model.fetchMore({}); // harmless when everything is loaded
    QCOMPARE(model.rowCount(), articles);

    // Child indexes have no rows and nothing to fetch (it is a flat table).
    if (articles > 0) {
        QCOMPARE(model.rowCount(model.index(0, 0)), 0);
        QVERIFY(!model.canFetchMore(model.index(0, 0)));
    }
}

void tst_ArticleTableModel::newestFirstAndFeedFilter()
{
    test::UiTestDatabase database;
    const qint64 a = database.addFeed(u"https://a.example/feed"_s, u"Alpha Times"_s);
    const qint64 b = database.addFeed(u"https://b.example/feed"_s, u"Beta Post"_s);
    database.addArticle(a, u"oldest"_s, 0);
    database.addArticle(b, u"middle"_s, 10);
    database.addArticle(a, u"newest"_s, 20);

    ArticleTableModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFeed(0);
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, ArticleTableModel::TitleColumn).data().toString(), u"newest"_s);
    QCOMPARE(model.index(1, ArticleTableModel::TitleColumn).data().toString(), u"middle"_s);
    QCOMPARE(model.index(2, ArticleTableModel::TitleColumn).data().toString(), u"oldest"_s);
    QCOMPARE(model.index(1, ArticleTableModel::SourceColumn).data().toString(), u"Beta Post"_s);
    QVERIFY(!model.index(0, ArticleTableModel::DateColumn).data().toString().isEmpty());
    QCOMPARE(model.index(0, 0).data(ArticleTableModel::PublishedRole).toDateTime(),
        test::UiTestDatabase::baseTime().addSecs(20 * 60));

    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setFeed(a);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.totalCount(), 2);
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1, ArticleTableModel::TitleColumn).data().toString(), u"oldest"_s);
    QCOMPARE(model.index(0, 0).data(ArticleTableModel::FeedIdRole).toLongLong(), a);
    QCOMPARE(model.feedId(), a);
}

void tst_ArticleTableModel::duplicateMarkerRole()
{
    test::UiTestDatabase database;
    const qint64 wire = database.addFeed(u"https://wire.example/feed"_s, u"Wire"_s);
    const qint64 paper = database.addFeed(u"https://paper.example/feed"_s, u"Paper"_s);
    const qint64 primary = database.addArticle(wire, u"Dam opens"_s, 0);
    const qint64 copy1 = database.addArticle(paper, u"UPDATE 1-Dam opens"_s, 5, primary, 2);
    const qint64 copy2 = database.addArticle(paper, u"Dam opens, 3 hurt"_s, 7, primary, 3);
    const qint64 alone = database.addArticle(wire, u"Unrelated"_s, 9);

    ArticleTableModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFeed(0);
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 4);

    const auto marker = [&](qint64 id, int role) {
        const int row = model.rowForArticle(id);
        return model.index(row, ArticleTableModel::DuplicatesColumn).data(role);
    };
    for (const qint64 id : {primary, copy1, copy2}) {
        QCOMPARE(marker(id, ArticleTableModel::DuplicateCountRole).toInt(), 3);
        QCOMPARE(marker(id, Qt::DisplayRole).toString(), u"×3"_s);
        QVERIFY(!marker(id, Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(marker(id, ArticleTableModel::GroupIdRole).toLongLong() != 0);
    }
    QCOMPARE(marker(primary, ArticleTableModel::IsPrimaryRole).toBool(), true);
    QCOMPARE(marker(copy1, ArticleTableModel::IsPrimaryRole).toBool(), false);
    QCOMPARE(marker(copy2, ArticleTableModel::DistanceRole).toInt(), 3);
    QCOMPARE(marker(alone, ArticleTableModel::DuplicateCountRole).toInt(), 0);
    QVERIFY(marker(alone, Qt::DisplayRole).toString().isEmpty());
    QCOMPARE(marker(alone, ArticleTableModel::GroupIdRole).toLongLong(), 0);
    QCOMPARE(model.rowForArticle(987654), -1);
}

void tst_ArticleTableModel::markingRead()
{
    test::UiTestDatabase database;
    const qint64 feed = database.addFeed(u"https://a.example/feed"_s, u"Alpha"_s);
    const qint64 id = database.addArticle(feed, u"Read me"_s, 0);

    ArticleTableModel model(ArticleStore(database.db()));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setFeed(0);
    model.fetchMore({});
    const QModelIndex title = model.index(0, ArticleTableModel::TitleColumn);
    QCOMPARE(title.data(ArticleTableModel::ReadRole).toBool(), false);
    QVERIFY(title.data(Qt::FontRole).value<QFont>().bold()); // unread titles stand out

    QSignalSpy changed(&model, &ArticleTableModel::readChanged);
    QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.setRead(0, true));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toLongLong(), feed);
    QCOMPARE(changed.at(0).at(1).toInt(), -1);
    QCOMPARE(dataChanged.size(), 1);
    QCOMPARE(title.data(ArticleTableModel::ReadRole).toBool(), true);
    QVERIFY(!title.data(Qt::FontRole).value<QFont>().bold());

    QVERIFY(model.setRead(0, true)); // no change, no signal
    QCOMPARE(changed.size(), 1);
    QVERIFY(!model.setRead(5, true));

    // It reached the database: a fresh read sees it.
    QVERIFY(ArticleStore(database.db()).article(id)->read);
    model.reload();
    model.fetchMore({});
    QCOMPARE(model.index(0, 0).data(ArticleTableModel::ReadRole).toBool(), true);

    QVERIFY(model.setRead(0, false));
    QCOMPARE(changed.size(), 2);
    QCOMPARE(changed.at(1).at(1).toInt(), 1);
}

void tst_ArticleTableModel::headers()
{
    test::UiTestDatabase database;
    ArticleTableModel model(ArticleStore(database.db()));
    QCOMPARE(model.columnCount(), int(ArticleTableModel::ColumnCount));
    QCOMPARE(model.headerData(ArticleTableModel::TitleColumn, Qt::Horizontal).toString(), u"Title"_s);
    QCOMPARE(model.headerData(ArticleTableModel::SourceColumn, Qt::Horizontal).toString(), u"Source"_s);
    QCOMPARE(model.headerData(ArticleTableModel::DateColumn, Qt::Horizontal).toString(), u"Date"_s);
    QVERIFY(!model.headerData(ArticleTableModel::DuplicatesColumn, Qt::Horizontal, Qt::ToolTipRole)
                 .toString()
                 .isEmpty());
}

QTEST_MAIN(tst_ArticleTableModel)
#include "tst_articletablemodel.moc"
