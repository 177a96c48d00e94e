#include "../net/HttpTestServer.h"
#include "DemoWindow.h"
#include "MainWindow.h"
#include "UiTestDatabase.h"
#include "articles/ArticleFilterBar.h"
#include "articles/ArticleListModel.h"
#include "articles/ArticleListView.h"
#include "articles/ArticleView.h"
#include "articles/ReaderPane.h"
#include "engine/Session.h"
#include "feed/Opml.h"
#include "feeds/FeedListModel.h"
#include "feeds/SavedSearches.h"
#include "net/RefreshScheduler.h"
#include "settings/Settings.h"
#include "storage/ArticleStore.h"
#include "storage/RuleStore.h"
#include "storage/SubscriptionStore.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QProgressBar>
#include <QSet>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTest>
#include <QTreeView>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestMainWindow final : public QObject
{
    Q_OBJECT

private slots:
    void firstStartLoadsDemo();
    void opensExistingDatabase();
    void menusHaveShortcuts();
    void schedulerStartsWithStoredFeeds();
    void importsAndExportsOpml();
    void remembersItsLayout();
    void similarDockGoesWithTheReader();
    void startPlacesTheStoriesAKilledRunLeft();
    void foldersInTheFeedList();
    void savedSearchesInTheFeedList();
};

namespace {

const QDateTime demoNow = test::demoTime();

using test::actionNamed;
using test::feedList;
using test::only;

// The status bar's busy indicator of ingests (the regroup has a bar of its own).
QProgressBar *ingestProgress(QWidget &window)
{
    auto *bar = window.findChild<QProgressBar *>(QStringLiteral("ingestProgress"));
    if (!bar)
        qFatal("no ingest progress bar");
    return bar;
}

// A main window whose web feeds are fetched on the loopback interface only, by a scheduler on
// a fixed clock.
struct RefreshingWindow
{
    explicit RefreshingWindow(const test::UiTestDatabase &database)
        : settings(database.dir() + u"/settings.ini"_s)
        , fetcher(&network)
        , scheduler(&fetcher, [] { return demoNow; })
        , session(database.path(), ingestOptions(settings), &fetcher, &scheduler)
        , window(settings, session)
    {
        network.setProxy(QNetworkProxy::NoProxy);
    }

    // Shows and starts the window; true once it is ready. The periodic refresh is stopped again,
    // so that only what a test asks for is fetched.
    bool start()
    {
        QSignalSpy ready(&window, &MainWindow::ready);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return false;
        window.start();
        const bool shown = ready.wait(10000);
        scheduler.stop();
        return shown;
    }

    Settings settings;
    QNetworkAccessManager network;
    Fetcher fetcher;
    RefreshScheduler scheduler;
    Session session;
    MainWindow window;
};

} // namespace

void TestMainWindow::firstStartLoadsDemo()
{
    test::UiTestDatabase database;
    Settings settings(database.dir() + u"/settings.ini"_s);
    Session session(database.path(), ingestOptions(settings));
    MainWindow window(settings, session);
    QSignalSpy ready(&window, &MainWindow::ready);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.start();
    // An empty database: the demo loads in the background and the window says when it shows it.
    QVERIFY(ready.wait(120000));
    QCOMPARE(ready.size(), 1);

    auto *feeds = feedList(window);
    QVERIFY2(feeds->model()->rowCount() >= 7, "six demo outlets and All articles");
    auto *list = only<ArticleListView>(window);
    QVERIFY(list->model()->rowCount() > 0);
    QCOMPARE(window.windowTitle(), u"Kindred"_s);
    QVERIFY(!window.windowIcon().isNull());
}

void TestMainWindow::opensExistingDatabase()
{
    test::UiTestDatabase database;
    QVERIFY(test::addDemoCorpus(database) >= 100);
    Settings settings(database.dir() + u"/settings.ini"_s);
    Session session(database.path(), ingestOptions(settings));
    MainWindow window(settings, session);
    QVERIFY(test::startWindow(window));
    QVERIFY(!window.hasDatabaseError());

    auto *list = only<ArticleListView>(window);
    auto *model = qobject_cast<ArticleListModel *>(list->model());
    QVERIFY(model);
    QCOMPARE(model->query().feedId, 0); // "All articles" first
    QVERIFY(model->query().collapseCopies); // copies collapse by default
    QVERIFY(model->rowCount() > 0);

    // The showcase pick is a story with copies, expanded, shown in the view and marked read
    // with its copies.
    window.showView(u"articles"_s);
    const QModelIndex current = list->currentIndex();
    QVERIFY(current.isValid());
    QVERIFY(current.data(ArticleListModel::GroupSizeRole).toInt() >= 3);
    QVERIFY(list->isExpanded(current.siblingAtColumn(0)));
    QVERIFY(model->rowCount(current.siblingAtColumn(0)) >= 2);
    QVERIFY(current.data(ArticleListModel::ReadRole).toBool());
    QVERIFY(model->index(0, 0, current.siblingAtColumn(0)).data(ArticleListModel::ReadRole).toBool());
    auto *view = only<ArticleView>(window);
    const QString title = model->index(current.row(), ArticleListModel::TitleColumn).data().toString();
    QVERIFY2(view->toPlainText().contains(title),
        qPrintable(title + u" not in: "_s + view->toPlainText().left(300)));
    QVERIFY(view->toPlainText().contains(u"Also reported by:"_s));

    // Loading the demo again finds nothing new, and the reader keeps their place.
    const qint64 shownId = current.data(ArticleListModel::ArticleIdRole).toLongLong();
    QAction *demo = actionNamed(window, u"Load &Demo Corpus"_s);
    QVERIFY(demo);
    auto *progress = ingestProgress(window);
    demo->trigger();
    QVERIFY(progress->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!progress->isVisible(), 120000);
    QCOMPARE(list->currentIndex().data(ArticleListModel::ArticleIdRole).toLongLong(), shownId);
    QVERIFY(view->toPlainText().contains(title));

    // The feed list counts the story once, and it is read.
    auto *feeds = feedList(window);
    const int unreadAll = feeds->model()->index(0, 0).data(FeedListModel::UnreadCountRole).toInt();
    QCOMPARE(unreadAll, ArticleStore(database.db()).unreadCounts(true).total);
    QVERIFY(unreadAll < ArticleStore(database.db()).unreadCounts(false).total);

    // Collapsing off lists every copy on its own row; the choice is remembered.
    auto *collapse = actionNamed(window, u"&Collapse Copies"_s);
    QVERIFY(collapse && collapse->isChecked());
    const int collapsedRows = model->rowCount();
    collapse->trigger();
    QVERIFY(!model->query().collapseCopies);
    QVERIFY(model->rowCount() > collapsedRows || model->canFetchMore({}));
    QCOMPARE(
        Settings(database.dir() + u"/settings.ini"_s).value(Settings::Key::CollapseCopies).toBool(), false);
    collapse->trigger();
    QVERIFY(model->query().collapseCopies);

    // Picking a feed shows only its articles.
    const QModelIndex feed = feeds->model()->index(1, 0);
    feeds->setCurrentIndex(feed);
    QCOMPARE(model->query().feedId, feed.data(FeedListModel::FeedIdRole).toLongLong());
    QVERIFY(window.windowTitle().startsWith(feed.data().toString()));
    for (int row = 0; row < model->rowCount(); ++row)
        QCOMPARE(
            model->index(row, 0).data(ArticleListModel::FeedIdRole), feed.data(FeedListModel::FeedIdRole));
}

void TestMainWindow::menusHaveShortcuts()
{
    test::UiTestDatabase database;
    Settings settings(database.dir() + u"/settings.ini"_s);
    Session session(database.path(), ingestOptions(settings));
    MainWindow window(settings, session);
    QStringList menus;
    for (QAction *menu : window.menuBar()->actions())
        menus.append(menu->text());
    QCOMPARE(menus, (QStringList {u"&File"_s, u"&View"_s, u"F&eeds"_s, u"&Article"_s, u"&Help"_s}));
    for (const auto &[text, key] : {std::pair {u"&Duplicate Groups"_s, QKeySequence(Qt::CTRL | Qt::Key_2)},
             std::pair {u"&Star"_s, QKeySequence(Qt::Key_S)},
             std::pair {u"&Next Article"_s, QKeySequence(Qt::Key_J)},
             std::pair {u"&Previous Article"_s, QKeySequence(Qt::Key_K)},
             std::pair {u"Toggle &Read"_s, QKeySequence(Qt::Key_M)},
             std::pair {u"Page Down, Then Next"_s, QKeySequence(Qt::Key_Space)}}) {
        QAction *action = actionNamed(window, text);
        QVERIFY2(action, qPrintable(text));
        QCOMPARE(action->shortcut(), key);
    }

    int withShortcut = 0;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (!action->shortcut().isEmpty())
            ++withShortcut;
    }
    QVERIFY(withShortcut >= 8);
}

void TestMainWindow::schedulerStartsWithStoredFeeds()
{
    using namespace std::chrono_literals;
    test::HttpTestServer server;
    QVERIFY(server.listen());
    test::ScriptedResponse broken;
    broken.status = 500;
    broken.reason = "Internal Server Error";
    server.route("/broken", broken);

    test::UiTestDatabase database;
    const qint64 web = database.addFeed(server.url("/broken").toString(), u"Broken Gazette"_s);
    const qint64 own = database.addFeed(u"https://courier.example/rss"_s, u"Courier"_s);
    database.addFeed(u"file:///tmp/kindred-local.xml"_s, u"Local file"_s);
    database.addArticle(web, u"Ferry service resumes"_s, 0);
    QVERIFY(SubscriptionStore(database.db()).setRefreshMinutes(own, 45));

    RefreshingWindow rig(database);
    rig.settings.setValue(Settings::Key::RefreshIntervalMinutes, 20);
    QVERIFY(rig.start());
    MainWindow &window = rig.window;
    RefreshScheduler &scheduler = rig.scheduler;

    // The web feeds, with the global interval from the settings and their own where they have one.
    QCOMPARE(scheduler.globalInterval(), 20min);
    QList<qint64> scheduled;
    for (const ScheduledFeed &feed : scheduler.feeds())
        scheduled.append(feed.id);
    QCOMPARE(scheduled, (QList<qint64> {web, own}));
    QCOMPARE(scheduler.feed(own)->interval, std::optional(45min));
    QVERIFY(!scheduler.feed(web)->interval);

    // Refreshing the selected feed goes through the scheduler; its failure shows on its row.
    auto *feeds = feedList(window);
    auto *model = qobject_cast<FeedListModel *>(feeds->model());
    QVERIFY(model);
    feeds->setCurrentIndex(model->indexForFeed(web));
    auto *progress = ingestProgress(window);
    QAction *refreshFeed = actionNamed(window, u"Refresh &Feed"_s);
    QVERIFY(refreshFeed);
    refreshFeed->trigger();
    QVERIFY(progress->isVisible());
    QVERIFY(scheduler.isFetching(web));
    QTRY_VERIFY_WITH_TIMEOUT(!progress->isVisible(), 30000);
    QCOMPARE(server.requestCount("/broken"), 1);
    const QModelIndex row = model->indexForFeed(web);
    QVERIFY(row.data(FeedListModel::LastErrorRole).toString().contains(u"500"_s));
    QVERIFY(row.data(Qt::ToolTipRole).toString().contains(u"Last refresh failed"_s));
    QCOMPARE(scheduler.feed(web)->state.consecutiveFailures, 1);
    QCOMPARE(feeds->currentIndex().data(FeedListModel::FeedIdRole).toLongLong(), web);
}

void TestMainWindow::importsAndExportsOpml()
{
    test::HttpTestServer server;
    QVERIFY(server.listen());
    for (const QByteArray &name : {QByteArray("lantern"), QByteArray("courier")}) {
        test::ScriptedResponse feed;
        feed.headers = {{"Content-Type", "application/rss+xml"}};
        feed.body = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>The " + name
            + "</title><item><title>Bridge reopens on the " + name + " side</title><guid>" + name
            + "-1</guid><link>https://" + name
            + ".example/bridge</link><pubDate>Wed, 04 Nov 2026 08:00:00 GMT"
              "</pubDate><description>The old bridge reopened on Wednesday after six months of repairs, "
              "the council said, and buses return to their usual route next week.</description></item>"
              "</channel></rss>";
        server.route("/" + name + ".xml", feed);
    }
    test::UiTestDatabase database;
    const qint64 known = database.addFeed(server.url("/lantern.xml").toString(), u"The lantern"_s);
    database.addArticle(known, u"Ferry service resumes"_s, 0);

    const QString opmlPath = database.dir() + u"/subscriptions.opml"_s;
    {
        QFile file(opmlPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(writeOpml({{u"Lantern"_s, server.url("/lantern.xml").toString(), {}, {}},
            {u"Courier"_s, server.url("/courier.xml").toString(), {}, {u"Local"_s}}}));
    }

    RefreshingWindow rig(database);
    QVERIFY(rig.start());
    MainWindow &window = rig.window;
    RefreshScheduler &scheduler = rig.scheduler;
    QCOMPARE(scheduler.feeds().size(), 1);
    // At start the known feed, never fetched, is due: it is fetched at once, not a tick later.
    QTRY_COMPARE_WITH_TIMEOUT(server.requestCount("/lantern.xml"), 1, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!scheduler.isRefreshing(), 30000);

    // The new feed joins the scheduler and is fetched at once; the known one is left alone.
    window.importOpmlFile(opmlPath);
    auto *feeds = feedList(window);
    QTRY_COMPARE_WITH_TIMEOUT(feeds->model()->rowCount(), 3, 30000);
    QCOMPARE(scheduler.feeds().size(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(server.requestCount("/courier.xml"), 1, 30000);
    QCOMPARE(server.requestCount("/lantern.xml"), 1);
    auto *progress = ingestProgress(window);
    QTRY_VERIFY_WITH_TIMEOUT(!progress->isVisible(), 30000);
    // The new feed sits in its OPML folder in the feed tree.
    const QModelIndexList courier = feeds->model()->match(feeds->model()->index(0, 0), FeedListModel::UrlRole,
        server.url("/courier.xml").toString(), 1, Qt::MatchExactly | Qt::MatchRecursive);
    QCOMPARE(courier.size(), 1);
    QCOMPARE(courier.constFirst().data(FeedListModel::ArticleCountRole).toInt(), 1);
    QVERIFY(courier.constFirst().parent().data(FeedListModel::FolderIdRole).toLongLong() != 0);
    QCOMPARE(courier.constFirst().parent().data(FeedListModel::ArticleCountRole).toInt(), 1);

    // Exported, the subscriptions read back with their folder.
    const QString exported = database.dir() + u"/exported.opml"_s;
    QVERIFY(window.exportOpmlFile(exported));
    QFile file(exported);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const OpmlImport back = parseOpml(file.readAll());
    QVERIFY2(back.problems.isEmpty(), qPrintable(back.problems.join(u'\n')));
    QCOMPARE(back.feeds.size(), 2);
    QStringList urls;
    for (const OpmlFeed &feed : back.feeds) {
        urls.append(feed.xmlUrl);
        if (feed.xmlUrl == server.url("/courier.xml").toString())
            QCOMPARE(feed.folder, QStringList {u"Local"_s});
    }
    urls.sort();
    QCOMPARE(
        urls, (QStringList {server.url("/courier.xml").toString(), server.url("/lantern.xml").toString()}));

    QVERIFY(!window.exportOpmlFile(database.dir() + u"/no/such/folder/x.opml"_s));
}

void TestMainWindow::remembersItsLayout()
{
    test::UiTestDatabase database;
    {
        test::DemoWindow demo(database);
        QVERIFY(demo.show());
        auto *dock = only<QDockWidget>(demo.window);
        QVERIFY(dock->isVisible());
        dock->hide(); // the reader closed the similar-stories dock
        demo.window.close();
    }
    test::DemoWindow demo(database);
    QVERIFY(!demo.settings.value(Settings::Key::WindowState).toByteArray().isEmpty());
    QVERIFY(demo.show());
    QVERIFY(!only<QDockWidget>(demo.window)->isVisible());
}

// The feed list is a tree of folders: a folder lists its feeds' articles, Mark Feed Read on it
// marks them all read (and nothing else), and a folder the reader closed stays closed next time.
void TestMainWindow::foldersInTheFeedList()
{
    test::UiTestDatabase database;
    QVERIFY(test::addDemoCorpus(database) >= 100);
    const QList<FeedRecord> stored = ArticleStore(database.db()).feeds();
    QVERIFY(stored.size() >= 3);
    const QList<qint64> local {stored.at(0).id, stored.at(1).id};
    for (const qint64 id : local)
        QVERIFY(SubscriptionStore(database.db()).moveToFolder(id, {u"Local"_s}));
    qint64 folderId = 0;
    {
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        auto *feeds = feedList(rig.window);
        const QModelIndexList found = feeds->model()->match(
            feeds->model()->index(0, 0), Qt::DisplayRole, u"Local"_s, 1, Qt::MatchExactly);
        QCOMPARE(found.size(), 1);
        const QModelIndex folder = found.constFirst();
        folderId = folder.data(FeedListModel::FolderIdRole).toLongLong();
        QVERIFY(feeds->isExpanded(folder)); // folders start open
        QCOMPARE(feeds->model()->rowCount(folder), 2);

        feeds->setCurrentIndex(folder);
        auto *model = qobject_cast<ArticleListModel *>(only<ArticleListView>(rig.window)->model());
        QCOMPARE(model->query().feedId, 0);
        QCOMPARE(QSet<qint64>(model->query().feedIds.cbegin(), model->query().feedIds.cend()),
            QSet<qint64>(local.cbegin(), local.cend()));
        QVERIFY(model->rowCount() > 0);
        for (int row = 0; row < model->rowCount(); ++row)
            QVERIFY(local.contains(model->index(row, 0).data(ArticleListModel::FeedIdRole).toLongLong()));
        QVERIFY(rig.window.windowTitle().startsWith(u"Local"_s));

        const int allBefore = feeds->model()->index(0, 0).data(FeedListModel::UnreadCountRole).toInt();
        const int folderBefore = folder.data(FeedListModel::UnreadCountRole).toInt();
        QVERIFY(folderBefore > 0);
        actionNamed(rig.window, u"&Mark Feed Read"_s)->trigger();
        const auto unreadOf = [&database](qint64 feedId) {
            return ArticleStore(database.db()).unreadCounts(false).perFeed.value(feedId);
        };
        QCOMPARE(unreadOf(local.at(0)) + unreadOf(local.at(1)), 0);
        QVERIFY(unreadOf(stored.at(2).id) > 0); // the other feeds keep theirs
        const QModelIndex folderAgain = feeds->model()
                                            ->match(feeds->model()->index(0, 0), FeedListModel::FolderIdRole,
                                                folderId, 1, Qt::MatchExactly)
                                            .constFirst();
        QCOMPARE(folderAgain.data(FeedListModel::UnreadCountRole).toInt(), 0);
        QVERIFY(feeds->model()->index(0, 0).data(FeedListModel::UnreadCountRole).toInt() < allBefore);

        feeds->collapse(folderAgain); // the reader closes it
        rig.window.close();
    }
    test::DemoWindow again(database);
    QVERIFY(again.start());
    auto *feeds = feedList(again.window);
    const QModelIndex folder
        = feeds->model()
              ->match(feeds->model()->index(0, 0), FeedListModel::FolderIdRole, folderId, 1, Qt::MatchExactly)
              .constFirst();
    QVERIFY(!feeds->isExpanded(folder));
    // --view feeds opens the first folder and lists its stories.
    QVERIFY(again.window.showView(u"feeds"_s));
    QVERIFY(feeds->isExpanded(folder));
    QCOMPARE(feeds->currentIndex(), folder);
}

// A search kept in the feed list: a row under "All articles" with its unread matches (a story
// once), listing what it finds; leaving it clears the search field; it is there after a restart
// and goes when removed.
void TestMainWindow::savedSearchesInTheFeedList()
{
    test::UiTestDatabase database;
    QVERIFY(test::addDemoCorpus(database) >= 100);
    {
        test::DemoWindow rig(database);
        QVERIFY(rig.start());
        QLineEdit *search = rig.window.reader()->filterBar()->searchField();
        QCOMPARE(search->accessibleName(), u"Search"_s);
        QVERIFY(!rig.window.saveSearch(u"Nothing"_s)); // no words yet
        search->setText(u"fire"_s);
        QVERIFY(rig.window.saveSearch(u"Fires"_s, true));
        // The alert is a rule that notifies when a new story holds the words.
        const QList<StoredRule> rules = *RuleStore(rig.session.writer()).rules();
        QCOMPARE(rules.size(), 1);
        QCOMPARE(rules.constFirst().name, u"Alert: Fires"_s);
        QVERIFY(rules.constFirst().definition.contains(u"notify"_s));
        auto *feeds = feedList(rig.window);
        const QModelIndex row = feeds->model()->index(1, 0);
        QCOMPARE(row.data().toString(), u"Fires"_s);
        QCOMPARE(feeds->currentIndex(), row);
        const int unread = row.data(FeedListModel::UnreadCountRole).toInt();
        QVERIFY(unread > 0);
        QCOMPARE(unread, ArticleStore(database.db()).unreadMatches(u"fire"_s, true));
        auto *model = qobject_cast<ArticleListModel *>(only<ArticleListView>(rig.window)->model());
        QCOMPARE(model->query().search, u"fire"_s);
        QCOMPARE(model->query().feedId, 0);
        QVERIFY(model->rowCount() > 0);

        feeds->setCurrentIndex(feeds->model()->index(0, 0)); // All articles
        QVERIFY(search->text().isEmpty());
        QVERIFY(model->query().search.isEmpty());
        feeds->setCurrentIndex(row);
        QCOMPARE(search->text(), u"fire"_s);

        // Mark read on a saved search marks what it finds, not every article.
        const int unreadBefore = ArticleStore(database.db()).unreadCounts(false).total;
        actionNamed(rig.window, u"&Mark Feed Read"_s)->trigger();
        QCOMPARE(ArticleStore(database.db()).unreadMatches(u"fire"_s, false), 0);
        const int unreadAfter = ArticleStore(database.db()).unreadCounts(false).total;
        QVERIFY(unreadAfter > 0);
        QVERIFY(unreadAfter < unreadBefore);
        rig.window.close();
    }
    test::DemoWindow again(database);
    QVERIFY(again.start());
    auto *feeds = feedList(again.window);
    QCOMPARE(feeds->model()->index(1, 0).data(FeedListModel::SearchRole).toString(), u"fire"_s);
    feeds->setCurrentIndex(feeds->model()->index(1, 0));
    QVERIFY(again.window.removeSelectedSearch());
    QVERIFY(feeds->model()->index(1, 0).data(FeedListModel::SearchRole).toString().isEmpty());
    QVERIFY(savedSearches(again.settings).isEmpty());
}

void TestMainWindow::similarDockGoesWithTheReader()
{
    test::UiTestDatabase database;
    {
        test::DemoWindow demo(database);
        QVERIFY(demo.show());
        auto *tabs = qobject_cast<QTabWidget *>(demo.window.centralWidget()); // the views
        auto *dock = only<QDockWidget>(demo.window);
        QVERIFY(dock->isVisible());
        tabs->setCurrentIndex(1); // Duplicate Groups: the dock's width goes to the tab
        QVERIFY(!dock->isVisible());
        tabs->setCurrentIndex(3);
        QVERIFY(!dock->isVisible());
        tabs->setCurrentIndex(0);
        QVERIFY(dock->isVisible());

        dock->close(); // closed on the Reader: it stays closed on every tab
        tabs->setCurrentIndex(2);
        tabs->setCurrentIndex(0);
        QVERIFY(!dock->isVisible());

        dock->show(); // opened again, then the window closed on another tab
        tabs->setCurrentIndex(4);
        QVERIFY(!dock->isVisible());
        demo.window.close();
    }
    // Saved as the Reader shows it.
    test::DemoWindow demo(database);
    QVERIFY(demo.show());
    QVERIFY(only<QDockWidget>(demo.window)->isVisible());
}

void TestMainWindow::startPlacesTheStoriesAKilledRunLeft()
{
    // A run killed between storing its articles and placing their stories left them without one
    // (as a run that leaves its stories for later does); the window's start places them, with no
    // refresh needed.
    test::UiTestDatabase database;
    {
        Ingestor killed(database.db(), {});
        killed.loadIndex(test::demoTime());
        killed.setStoriesDeferred(true);
        QVERIFY(DemoCorpus::ingest(killed, test::demoTime()).articles >= 100);
    }
    const auto withoutStory = [&database] {
        QSqlQuery query(database.db());
        query.exec(u"SELECT COUNT(*) FROM articles WHERE story_id IS NULL"_s);
        return query.next() ? query.value(0).toInt() : -1;
    };
    QVERIFY(withoutStory() >= 100);
    test::DemoWindow demo(database);
    QVERIFY(demo.start());
    QTRY_COMPARE_WITH_TIMEOUT(withoutStory(), 0, 60000);
}

QTEST_MAIN(TestMainWindow)
#include "engine/DetectionSettings.h"
#include "tst_mainwindow.moc"
