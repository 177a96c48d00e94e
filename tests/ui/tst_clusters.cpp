// The copies made visible: the duplicate-groups view, the cluster inspector (heat map,
// histogram, word diff, bit strips, "not a copy" that stays) and the similar-stories sidebar,
// driven through the main window on the demo corpus.
#include "DemoWindow.h"
#include "MainWindow.h"
#include "UiTestDatabase.h"
#include "articles/ArticleFilterBar.h"
#include "articles/ArticleListModel.h"
#include "articles/ArticleListView.h"
#include "articles/ArticleView.h"
#include "articles/ReaderPane.h"
#include "articles/SimilarStoriesModel.h"
#include "articles/SimilarStoriesPanel.h"
#include "charts/BitStripWidget.h"
#include "charts/DistanceHistogram.h"
#include "charts/HeatMapWidget.h"
#include "clusters/ClusterInspector.h"
#include "clusters/ClusterMembersModel.h"
#include "clusters/DuplicateGroupsFilter.h"
#include "clusters/DuplicateGroupsModel.h"
#include "clusters/DuplicateGroupsView.h"
#include "clusters/WordDiffView.h"
#include "settings/Settings.h"
#include "storage/ArticleStore.h"
#include "storage/CopyDecisionStore.h"
#include "storage/GroupStore.h"
#include "storage/SubscriptionStore.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>
#include <algorithm>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

const QDateTime demoNow = test::demoTime();

void fillDemo(const test::UiTestDatabase &database)
{
    const int articles = test::addDemoCorpus(database);
    if (articles < 100)
        qFatal("the demo corpus gave %d articles", articles);
}

} // namespace

class TestClusters final : public QObject
{
    Q_OBJECT

private slots:
    void groupsViewListsAndFilters();
    void inspectorShowsWhyAndSplitsForGood();
    void inspectorShowsNearMisses();
    void expandingAGroupInTheList();
    void similarSidebarOpensAStory();
    void searchHighlightsMatches();
};

void TestClusters::groupsViewListsAndFilters()
{
    test::UiTestDatabase database;
    fillDemo(database);
    const QList<FeedRecord> feeds = ArticleStore(database.db()).feeds();
    for (const FeedRecord &feed : feeds.mid(0, 2))
        QVERIFY(SubscriptionStore(database.db()).moveToFolder(feed.id, {u"Wires"_s}));
    test::DemoWindow rig(database);
    QVERIFY(rig.start());
    MainWindow &window = rig.window;

    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    DuplicateGroupsView *view = window.groupsView();
    QVERIFY(view->isVisible());
    QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester filterTester(
        view->filter(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<DuplicateGroupSummary> stored = GroupStore(database.db()).groupsSince(demoNow.addDays(-5));
    QVERIFY(stored.size() >= 3);
    QCOMPARE(view->model()->rowCount(), stored.size());

    // Sorting by copies puts the largest group first.
    view->table()->sortByColumn(DuplicateGroupsModel::CopiesColumn, Qt::DescendingOrder);
    int largest = 0;
    for (const DuplicateGroupSummary &group : stored)
        largest = qMax(largest, group.copies);
    QCOMPARE(view->filter()
                 ->index(0, DuplicateGroupsModel::CopiesColumn)
                 .data(DuplicateGroupsModel::SortRole)
                 .toInt(),
        largest);

    // Typing a word of one lead title keeps the groups that have it.
    const QString word = stored.constFirst().leadTitle.split(u' ').constLast();
    QTest::keyClicks(view->searchField(), word);
    QVERIFY(view->filter()->rowCount() >= 1);
    QVERIFY(view->filter()->rowCount() <= view->model()->rowCount());
    for (int row = 0; row < view->filter()->rowCount(); ++row)
        QVERIFY(view->filter()
                    ->index(row, 0)
                    .data(DuplicateGroupsModel::SearchTextRole)
                    .toString()
                    .contains(word, Qt::CaseInsensitive));
    view->searchField()->clear();

    // A feed keeps only the groups it carries; a folder, those its feeds carry.
    const int folderRow = view->feedFilter()->findText(u"Folder: Wires"_s);
    QVERIFY(folderRow > 0);
    for (const int row : {folderRow, folderRow + 1}) {
        view->feedFilter()->setCurrentIndex(row);
        const QList<qint64> feeds = view->feedFilter()->currentData().value<QList<qint64>>();
        QVERIFY(!feeds.isEmpty());
        QVERIFY(view->filter()->rowCount() < view->model()->rowCount());
        for (int group = 0; group < view->filter()->rowCount(); ++group) {
            const QList<qint64> carriers = view->filter()
                                               ->index(group, 0)
                                               .data(DuplicateGroupsModel::FeedIdsRole)
                                               .value<QList<qint64>>();
            QVERIFY(
                std::any_of(carriers.cbegin(), carriers.cend(), [&](qint64 f) { return feeds.contains(f); }));
        }
    }
    QCOMPARE(view->feedFilter()->itemData(folderRow).value<QList<qint64>>().size(), 2);
    view->feedFilter()->setCurrentIndex(0);
    QCOMPARE(view->filter()->rowCount(), view->model()->rowCount());

    // Enter on a row opens its inspector.
    view->table()->setFocus();
    view->table()->setCurrentIndex(view->filter()->index(0, 0));
    QTest::keyClick(view->table(), Qt::Key_Return);
    QVERIFY(window.inspector()->isVisible());
    QCOMPARE(window.inspector()->groupId(),
        view->filter()->index(0, 0).data(DuplicateGroupsModel::GroupIdRole).toLongLong());
}

void TestClusters::inspectorShowsWhyAndSplitsForGood()
{
    test::UiTestDatabase database;
    fillDemo(database);
    qint64 splitId = 0;
    qint64 groupId = 0;
    {
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        MainWindow &window = rig.window;
        QVERIFY(window.showView(u"cluster"_s));
        ClusterInspector *inspector = window.inspector();
        QVERIFY(inspector->isVisible());
        groupId = inspector->groupId();
        QCOMPARE(groupId, GroupStore(database.db()).largestGroupSince(demoNow.addDays(-5)));
        QAbstractItemModelTester tester(
            inspector->membersModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int members = inspector->membersModel()->rowCount();
        QVERIFY(members >= 3);
        // The first report leads and is marked; the rest are in publication order.
        QVERIFY(inspector->membersModel()->index(0, 0).data(ClusterMembersModel::IsPrimaryRole).toBool());
        QCOMPARE(inspector->heatMap()->accessibleName().isEmpty(), false);

        // Two members compared: the bit strips show their fingerprints, the diff their texts.
        const ArticleRecord &a = inspector->membersModel()->members().at(0);
        const ArticleRecord &b = inspector->membersModel()->members().at(2);
        inspector->compare(0, 2);
        QVERIFY(!inspector->diffView()->leftView()->toPlainText().isEmpty());
        QVERIFY(inspector->diffView()->leftView()->toPlainText().startsWith(a.title));
        QVERIFY(inspector->diffView()->rightView()->toPlainText().startsWith(b.title));
        QVERIFY(inspector->bitStrip()->accessibleDescription().contains(
                    QString::number(hammingDistance(a.simhash, b.simhash)))
            || inspector->bitStrip()->accessibleName().contains(
                QString::number(hammingDistance(a.simhash, b.simhash))));
        if (a.title != b.title)
            QVERIFY(inspector->diffView()->leftChanges() + inspector->diffView()->rightChanges() > 0);

        // A heat-map cell compares its pair.
        QSignalSpy cells(inspector->heatMap(), &HeatMapWidget::cellActivated);
        emit inspector->heatMap()->cellActivated(1, 0);
        QCOMPARE(inspector->diffView()->leftView()->toPlainText().left(a.title.size()),
            inspector->membersModel()->members().at(1).title.left(a.title.size()));

        // Not a copy: the last member leaves, the group shrinks, the decision is stored.
        inspector->membersTable()->setCurrentIndex(inspector->membersModel()->index(members - 1, 0));
        splitId = inspector->membersModel()
                      ->index(members - 1, 0)
                      .data(ClusterMembersModel::ArticleIdRole)
                      .toLongLong();
        QVERIFY(inspector->splitButton()->isEnabled());
        QTest::mouseClick(inspector->splitButton(), Qt::LeftButton);
        QCOMPARE(inspector->membersModel()->rowCount(), members - 1);
        QCOMPARE(inspector->membersModel()->rowForArticle(splitId), -1);
        QVERIFY(inspector->undoButton()->isEnabled());

        // Undo puts it back; splitting again for the restart below.
        QTest::mouseClick(inspector->undoButton(), Qt::LeftButton);
        QCOMPARE(inspector->membersModel()->rowCount(), members);
        QVERIFY(inspector->membersModel()->rowForArticle(splitId) >= 0);
        inspector->membersTable()->setCurrentIndex(
            inspector->membersModel()->index(inspector->membersModel()->rowForArticle(splitId), 0));
        QVERIFY(inspector->splitSelectedMember());
    }
    // After a restart the member is still out, and the group knows it.
    test::DemoWindow again(database);
    QVERIFY(again.start());
    QCOMPARE(ArticleStore(database.db()).article(splitId)->groupId, 0);
    QVERIFY(CopyDecisionStore(database.db()).isSplit(splitId));
    again.window.inspectGroup(groupId);
    QCOMPARE(again.window.inspector()->membersModel()->rowForArticle(splitId), -1);
}

// A copy edited beyond the radius is no member, but the inspector lists it after the members, greyed,
// with its distance, so that the user sees why it was left out (the demo has one such copy).
void TestClusters::inspectorShowsNearMisses()
{
    test::UiTestDatabase database;
    fillDemo(database);
    test::DemoWindow rig(database);
    QVERIFY(rig.start());
    QVERIFY(rig.window.showView(u"near-miss"_s));
    ClusterInspector *inspector = rig.window.inspector();
    ClusterMembersModel *model = inspector->membersModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int members = model->memberCount();
    QVERIFY(members >= 2);
    QVERIFY(model->rowCount() > members);
    const QModelIndex miss = model->index(members, ClusterMembersModel::KindColumn);
    QVERIFY(miss.data(ClusterMembersModel::IsNearMissRole).toBool());
    QVERIFY(!model->index(0, 0).data(ClusterMembersModel::IsNearMissRole).toBool());
    QVERIFY(!miss.data(ClusterMembersModel::IsPrimaryRole).toBool());
    QCOMPARE(miss.data().toString(), u"near miss"_s);
    const ArticleRecord &first = model->members().constFirst();
    const ArticleRecord &near = model->members().at(members);
    const int distance = hammingDistance(first.simhash, near.simhash);
    QCOMPARE(near.distance, distance);
    QVERIFY2(distance > 3 && distance <= 6, qPrintable(QString::number(distance)));
    QVERIFY(ArticleStore(database.db()).article(near.id)->groupId != inspector->groupId());
    // It is selected and compared with the first report; it is no member to take out.
    QCOMPARE(inspector->membersTable()->currentIndex().row(), members);
    QVERIFY(!inspector->splitButton()->isEnabled());
    QVERIFY(inspector->diffView()->rightView()->toPlainText().startsWith(near.title));

    // A wider radius moves the band: the article is within it now, so no near miss of this group.
    inspector->setDuplicateRadius(distance);
    inspector->reload();
    for (int row = model->memberCount(); row < model->rowCount(); ++row)
        QVERIFY(model->members().at(row).id != near.id);
}

void TestClusters::expandingAGroupInTheList()
{
    test::UiTestDatabase database;
    fillDemo(database);
    test::DemoWindow rig(database);
    QVERIFY(rig.start());
    ArticleListView *list = rig.window.reader()->articleList();
    ArticleListModel *model = rig.window.reader()->articleModel();
    QModelIndex group;
    for (int row = 0; row < model->rowCount() && !group.isValid(); ++row) {
        if (model->hasChildren(model->index(row, 0)))
            group = model->index(row, 0);
    }
    QVERIFY(group.isValid());
    const int copies = group.data(ArticleListModel::GroupSizeRole).toInt() - 1;
    QCOMPARE(group.data(ArticleListModel::BadgeRole).toString(), u"+%1"_s.arg(copies));
    // Right arrow on the selected row expands it in place.
    list->setFocus();
    list->setCurrentIndex(group.siblingAtColumn(ArticleListModel::TitleColumn));
    QTest::keyClick(list, Qt::Key_Right);
    QVERIFY(list->isExpanded(group));
    QCOMPARE(model->rowCount(group), copies);
    // J walks into the copies; the article view follows.
    QTest::keyClick(list, Qt::Key_J);
    QCOMPARE(list->currentIndex().parent(), group);
    QString copyTitle = list->currentIndex().siblingAtColumn(ArticleListModel::TitleColumn).data().toString();
    QVERIFY(rig.window.reader()->articleView()->toPlainText().contains(copyTitle.remove(u"★ "_s)));
}

void TestClusters::similarSidebarOpensAStory()
{
    test::UiTestDatabase database;
    fillDemo(database);
    test::DemoWindow rig(database);
    QVERIFY(rig.start());
    MainWindow &window = rig.window;
    QAbstractItemModelTester tester(
        window.reader()->similarModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    ArticleListModel *model = window.reader()->articleModel();
    QSignalSpy shown(window.reader(), &ReaderPane::similarStoriesShown);
    // The first article (newest first) with a similar story.
    int found = -1;
    for (int row = 0; row < model->rowCount() && found < 0; ++row) {
        window.reader()->articleList()->setCurrentIndex(model->index(row, ArticleListModel::TitleColumn));
        QVERIFY(shown.wait(10000));
        if (window.reader()->similarModel()->rowCount() > 0)
            found = row;
    }
    QVERIFY2(found >= 0, "the demo corpus retells stories in other words");
    const qint64 shownId = model->index(found, 0).data(ArticleListModel::ArticleIdRole).toLongLong();
    const qint64 groupId = model->index(found, 0).data(ArticleListModel::GroupIdRole).toLongLong();
    QCOMPARE(window.reader()->similarModel()->articleId(), shownId);
    for (const SimilarStory &story : window.reader()->similarModel()->stories()) {
        QVERIFY(story.articleId != shownId);
        // Copies are not repeated in the sidebar.
        QVERIFY(groupId == 0 || ArticleStore(database.db()).article(story.articleId)->groupId != groupId);
        QVERIFY(!window.reader()
                     ->similarModel()
                     ->index(0)
                     .data(SimilarStoriesModel::BadgeRole)
                     .toString()
                     .isEmpty());
    }
    // Clicking one opens it.
    const qint64 target = window.reader()->similarModel()->stories().constFirst().articleId;
    QListView *similarList = window.reader()->similarPanel()->listView();
    const QRect rect = similarList->visualRect(window.reader()->similarModel()->index(0));
    QTest::mouseClick(similarList->viewport(), Qt::LeftButton, {}, rect.center());
    QTRY_VERIFY(window.reader()->articleView()->toPlainText().contains(
        ArticleStore(database.db()).article(target)->title));

    // A story that ran in several outlets is one entry that says how many more ran it.
    SimilarStoriesModel entries;
    SimilarStory story;
    story.articleId = target;
    story.title = QStringLiteral("Dam fails");
    story.source = QStringLiteral("Wire");
    story.published = QDateTime(QDate(2026, 11, 5), QTime(9, 0), Qt::UTC);
    story.copies = 2;
    entries.setStories(1, {story});
    QVERIFY(entries.index(0).data(SimilarStoriesModel::DetailRole).toString().endsWith(QStringLiteral("+2")));
    story.copies = 0;
    entries.setStories(1, {story});
    QVERIFY(!entries.index(0).data(SimilarStoriesModel::DetailRole).toString().contains(u'+'));
}

void TestClusters::searchHighlightsMatches()
{
    test::UiTestDatabase database;
    fillDemo(database);
    test::DemoWindow rig(database);
    QVERIFY(rig.start());
    MainWindow &window = rig.window;
    ArticleListModel *model = window.reader()->articleModel();
    const QString title = model->index(0, ArticleListModel::TitleColumn).data().toString();
    QString word;
    for (const QString &candidate : title.split(u' ')) {
        if (candidate.size() >= 5 && candidate.front().isLetter()) {
            word = candidate;
            break;
        }
    }
    QVERIFY(!word.isEmpty());
    QLineEdit *search = window.reader()->filterBar()->searchField();
    QVERIFY(search);
    QTest::keyClicks(search, word + u" sjkm"_s); // letters that are shortcuts elsewhere
    QCOMPARE(search->text(), word + u" sjkm"_s);
    search->setText(word);
    QTest::keyClick(search, Qt::Key_Return);
    QVERIFY(model->rowCount() >= 1);
    QVERIFY(!model->query().search.isEmpty());
    window.reader()->articleList()->setCurrentIndex(model->index(0, ArticleListModel::TitleColumn));
    QVERIFY(window.reader()->articleView()->highlightCount() >= 1);
    search->clear();
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(window.reader()->articleView()->highlightCount(), 0);
}

QTEST_MAIN(TestClusters)
#include "tst_clusters.moc"
