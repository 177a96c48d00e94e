// Labels in the window (issue 35): given from the Labels menu, listed in the feed list with their
// unread counts, a label's row lists every article that carries it (copies on rows of their own),
// the article's page names its labels, "mark read" on a label marks only what it lists, and a
// label is renamed or removed from the feed list; labels stay when the window opens again.
#include "DemoWindow.h"
#include "MainWindow.h"
#include "UiTestDatabase.h"
#include "articles/ArticleListModel.h"
#include "articles/ArticleListView.h"
#include "articles/ArticleView.h"
#include "articles/ReaderPane.h"
#include "engine/ReadingActions.h"
#include "feeds/FeedListModel.h"
#include "storage/ArticleStore.h"

#include <QMenu>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

QModelIndex labelRow(QTreeView *feeds, const QString &name)
{
    return qobject_cast<FeedListModel *>(feeds->model())->indexForLabel(name);
}

} // namespace

class TestLabelling final : public QObject
{
    Q_OBJECT

private slots:
    void labelsFromMenuToFeedList();
};

void TestLabelling::labelsFromMenuToFeedList()
{
    test::UiTestDatabase database;
    QVERIFY(test::addDemoCorpus(database) >= 100);
    qint64 firstId = 0;
    {
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        auto *list = test::only<ArticleListView>(rig.window);
        auto *model = qobject_cast<ArticleListModel *>(list->model());
        QTreeView *feeds = test::feedList(rig.window);
        QVERIFY(feeds);
        QVERIFY(model->rowCount() > 3);
        ReaderPane *reader = rig.window.reader();

        // A first label, as "New Label…" gives it; then the menu offers it for the next article.
        list->setCurrentIndex(model->index(0, ArticleListModel::TitleColumn));
        const ArticleRecord first = *model->record(list->currentIndex());
        firstId = first.id;
        reader->reading()->setLabel(first.id, u"Follow up"_s, true);
        QCOMPARE(model->record(list->currentIndex())->labels, QStringList {u"Follow up"_s});
        QTRY_VERIFY(reader->articleView()
                        ->toPlainText()
                        .replace(QChar::Nbsp, u' ')
                        .simplified()
                        .contains(u"Labels: Follow up"_s));
        QVERIFY(labelRow(feeds, u"Follow up"_s).isValid());

        list->setCurrentIndex(model->index(2, ArticleListModel::TitleColumn));
        const ArticleRecord third = *model->record(list->currentIndex());
        QMenu menu;
        reader->fillLabelMenu(&menu);
        QAction *toggle = nullptr;
        for (QAction *action : menu.actions()) {
            if (action->text() == u"Follow up"_s)
                toggle = action;
        }
        QVERIFY(toggle && toggle->isCheckable() && !toggle->isChecked());
        toggle->trigger();
        QCOMPARE(ArticleStore(database.db()).article(third.id)->labels, QStringList {u"Follow up"_s});

        // The label's row: its count, and its list.
        const QModelIndex row = labelRow(feeds, u"Follow up"_s);
        QVERIFY(row.isValid());
        QCOMPARE(row.data(FeedListModel::LabelRole).toString(), u"Follow up"_s);
        QCOMPARE(row.data(FeedListModel::UnreadCountRole).toInt(),
            ArticleStore(database.db()).labels()->constFirst().unread);
        feeds->setCurrentIndex(row);
        QCOMPARE(model->query().label, u"Follow up"_s);
        QTRY_COMPARE(model->rowCount(), 2);
        QVERIFY(!list->rootIsDecorated()); // every copy is a row of its own
        QCOMPARE(rig.window.windowTitle(), u"Follow up — Kindred"_s);

        // Mark read marks what the label lists, nothing else (the two were read when opened).
        reader->reading()->setRead(first.id, false);
        reader->reading()->setRead(third.id, false);
        const int unreadBefore = ArticleStore(database.db()).unreadCounts(false).total;
        const int labelUnread = ArticleStore(database.db()).labels()->constFirst().unread;
        QVERIFY(labelUnread > 0);
        test::actionNamed(rig.window, u"&Mark Feed Read"_s)->trigger();
        QCOMPARE(ArticleStore(database.db()).labels()->constFirst().unread, 0);
        QCOMPARE(ArticleStore(database.db()).unreadCounts(false).total, unreadBefore - labelUnread);
        QTRY_COMPARE(labelRow(feeds, u"Follow up"_s).data(FeedListModel::UnreadCountRole).toInt(), 0);

        // Renamed from the feed list: the row follows.
        feeds->setCurrentIndex(labelRow(feeds, u"Follow up"_s));
        QVERIFY(rig.window.renameSelectedLabel(u"Later"_s));
        QVERIFY(!labelRow(feeds, u"Follow up"_s).isValid());
        QCOMPARE(feeds->currentIndex(), labelRow(feeds, u"Later"_s));
        QCOMPARE(model->query().label, u"Later"_s);
        QCOMPARE(ArticleStore(database.db()).article(first.id)->labels, QStringList {u"Later"_s});
        rig.window.close();
    }
    test::DemoWindow again(database);
    QVERIFY(again.start());
    QTreeView *feeds = test::feedList(again.window);
    QVERIFY(labelRow(feeds, u"Later"_s).isValid());
    feeds->setCurrentIndex(labelRow(feeds, u"Later"_s));
    QVERIFY(again.window.renameSelectedLabel({})); // removed from every article
    QVERIFY(!labelRow(feeds, u"Later"_s).isValid());
    QVERIFY(ArticleStore(database.db()).article(firstId)->labels.isEmpty());
    QVERIFY(!again.window.renameSelectedLabel(u"x"_s)); // no label selected now
}

QTEST_MAIN(TestLabelling)
#include "tst_labelling.moc"
