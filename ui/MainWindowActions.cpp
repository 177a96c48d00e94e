// MainWindow's menus, toolbar and shortcuts.
#include "MainWindow.h"
#include "articles/ArticleFilterBar.h"
#include "articles/ReaderPane.h"
#include "clusters/ClusterInspector.h"
#include "engine/IngestController.h"
#include "engine/ReadingActions.h"
#include "engine/Session.h"
#include "feeds/FeedListModel.h"
#include "settings/Settings.h"
#include "stats/StatisticsView.h"
#include "storage/SubscriptionStore.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QIcon>
#include <QInputDialog>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QSqlDatabase>
#include <QTabWidget>
#include <QToolBar>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace kindred {

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *addUrl = file->addAction(
        QIcon::fromTheme(u"list-add"_s), tr("Add Feed by &URL…"), this, [this] { askForFeed({}); });
    addUrl->setShortcut(QKeySequence::New);
    QAction *addFile = file->addAction(
        QIcon::fromTheme(u"document-open"_s), tr("Add Feed from &File…"), this, &MainWindow::addFeedFromFile);
    addFile->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction *importOpml = file->addAction(tr("&Import OPML…"), this, &MainWindow::importOpml);
    file->addAction(tr("&Export OPML…"), this, &MainWindow::exportOpml);
    file->addAction(tr("Export S&tarred Articles…"), this, [this] { exportArticles(true); });
    file->addAction(tr("Export Articles &Shown…"), this, [this] { exportArticles(false); });
    file->addSeparator();
    QAction *demo
        = file->addAction(tr("Load &Demo Corpus"), this, [this] { m_session.ingest().addDemoCorpus(); });
    demo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    file->addSeparator();
    file->addAction(
            QIcon::fromTheme(u"preferences-system"_s), tr("&Settings…"), this, &MainWindow::showSettings)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    file->addSeparator();
    QAction *quit
        = file->addAction(QIcon::fromTheme(u"application-exit"_s), tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *reader
        = view->addAction(tr("&Reader"), this, [this] { m_tabs->setCurrentWidget(m_mainSplitter); });
    reader->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction *groups = view->addAction(tr("&Duplicate Groups"), this, &MainWindow::showDuplicateGroups);
    groups->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    view->addAction(tr("&Breaking Events"), this, &MainWindow::showEvents)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    view->addAction(tr("S&tatistics"), this, [this] { m_tabs->setCurrentWidget(m_statistics); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    view->addAction(tr("Cluster &Inspector"), this, [this] { m_tabs->setCurrentWidget(m_inspector); });
    view->addSeparator();
    m_collapseAction = view->addAction(tr("&Collapse Copies"));
    m_collapseAction->setCheckable(true);
    m_collapseAction->setChecked(m_settings.value(Settings::Key::CollapseCopies).toBool());
    m_collapseAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_collapseAction->setToolTip(tr("Show one row per story, its copies folded under it"));
    connect(m_collapseAction, &QAction::toggled, this, &MainWindow::setCollapseCopies);
    m_markCopiesAction = view->addAction(tr("Reading a Copy Marks the &Others Read"));
    m_markCopiesAction->setCheckable(true);
    m_markCopiesAction->setChecked(m_reader->reading()->markCopiesRead());
    connect(m_markCopiesAction, &QAction::toggled, this, [this](bool on) {
        m_reader->reading()->setMarkCopiesRead(on);
        m_settings.setValue(Settings::Key::MarkCopiesRead, on);
    });
    view->addSeparator();
    QAction *similar = m_similarDock->toggleViewAction();
    similar->setText(tr("&Similar Stories"));
    similar->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_5));
    view->addAction(similar);
    QAction *find = view->addAction(tr("Search &Articles"), this, [this] {
        m_tabs->setCurrentWidget(m_mainSplitter);
        m_reader->filterBar()->searchField()->setFocus();
        m_reader->filterBar()->searchField()->selectAll();
    });
    find->setShortcut(QKeySequence::Find);

    QMenu *feeds = menuBar()->addMenu(tr("F&eeds"));
    QAction *refresh = feeds->addAction(
        QIcon::fromTheme(u"view-refresh"_s), tr("&Refresh All"), this, &MainWindow::refreshAll);
    refresh->setShortcut(QKeySequence::Refresh);
    QAction *refreshFeed = feeds->addAction(tr("Refresh &Feed"), this, &MainWindow::refreshSelectedFeed);
    refreshFeed->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    feeds->addSeparator();
    QAction *markFeed
        = feeds->addAction(QIcon::fromTheme(u"mail-mark-read"_s), tr("&Mark Feed Read"), this, [this] {
              // A feed, a folder's feeds, what a saved search or a label lists, or everything.
              const QModelIndex row = m_feedView->currentIndex();
              if (!row.data(FeedListModel::SearchRole).toString().isEmpty()
                  || !row.data(FeedListModel::LabelRole).toString().isEmpty()) {
                  m_reader->markListedRead();
                  return;
              }
              const QList<qint64> feedIds = currentFeedIds();
              if (feedIds.isEmpty())
                  m_reader->reading()->markFeedRead(0);
              else
                  m_reader->reading()->markFeedsRead(feedIds);
          });
    markFeed->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_R));
    QAction *markAll
        = feeds->addAction(tr("Mark &All Read"), this, [this] { m_reader->reading()->markFeedRead(0); });
    markAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_preferredAction = feeds->addAction(tr("&Preferred Source"));
    m_preferredAction->setCheckable(true);
    m_preferredAction->setToolTip(tr("This feed's copy leads a collapsed story"));
    connect(m_preferredAction, &QAction::triggered, this, [this](bool on) {
        const qint64 feedId = m_feedView->currentIndex().data(FeedListModel::FeedIdRole).toLongLong();
        if (feedId == 0)
            return;
        SubscriptionStore(m_session.writer()).setPreferred(feedId, on);
        m_session.awaitReplica();
        m_feedModel->reload();
        m_reader->reload();
    });
    m_propertiesAction = feeds->addAction(tr("Pr&operties…"), this, &MainWindow::editFeedProperties);
    m_propertiesAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Return));
    m_propertiesAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    for (QAction *action : {refreshFeed, markFeed, m_preferredAction, m_propertiesAction})
        m_feedView->addAction(action);
    feeds->addSeparator();
    feeds->addAction(tr("Save &Search…"), this, &MainWindow::askToSaveSearch)
        ->setToolTip(tr("Keep the search in the feed list, with a count of what it finds unread"));
    QAction *removeSearch
        = feeds->addAction(tr("Remove Saved Search"), this, [this] { removeSelectedSearch(); });
    m_feedView->addAction(removeSearch);
    QAction *renameLabel = feeds->addAction(tr("Rena&me Label…"), this, &MainWindow::askToRenameLabel);
    QAction *removeLabel = feeds->addAction(tr("Remove &Label"), this, [this] { renameSelectedLabel({}); });
    removeLabel->setToolTip(tr("Take the label off every article that carries it"));
    m_feedView->addAction(renameLabel);
    m_feedView->addAction(removeLabel);
    feeds->addAction(tr("R&ules…"), this, &MainWindow::editRules)
        ->setToolTip(tr("Mute, mark read, star or be told of stories by their words, source or folder"));
    m_feedView->setContextMenuPolicy(Qt::ActionsContextMenu);

    QMenu *article = menuBar()->addMenu(tr("&Article"));
    QAction *next = article->addAction(tr("&Next Article"), m_reader, [this] { m_reader->moveSelection(1); });
    next->setShortcuts({QKeySequence(Qt::Key_J), QKeySequence(Qt::Key_N)});
    QAction *previous
        = article->addAction(tr("&Previous Article"), m_reader, [this] { m_reader->moveSelection(-1); });
    previous->setShortcuts({QKeySequence(Qt::Key_K), QKeySequence(Qt::Key_P)});
    article->addAction(tr("Page Down, Then Next"), m_reader, &ReaderPane::pageOrNext)
        ->setShortcut(QKeySequence(Qt::Key_Space));
    article->addSeparator();
    article->addAction(tr("Toggle &Read"), m_reader, &ReaderPane::toggleRead)
        ->setShortcuts({QKeySequence(Qt::Key_M), QKeySequence(Qt::Key_U)});
    article->addAction(QIcon::fromTheme(u"starred"_s), tr("&Star"), m_reader, &ReaderPane::toggleStar)
        ->setShortcut(QKeySequence(Qt::Key_S));
    article->addAction(tr("&Label…"), m_reader, &ReaderPane::askLabel)->setShortcut(QKeySequence(Qt::Key_L));
    QMenu *labels = article->addMenu(tr("La&bels"));
    connect(labels, &QMenu::aboutToShow, m_reader, [this, labels] { m_reader->fillLabelMenu(labels); });
    article->addAction(tr("Mark &Group Read"), m_reader, &ReaderPane::markGroupRead)
        ->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_M));
    article->addAction(tr("&Inspect Copies"), this, [this] { inspectGroup(m_reader->currentGroup()); })
        ->setShortcut(QKeySequence(Qt::Key_I));
    article
        ->addAction(QIcon::fromTheme(u"internet-web-browser"_s), tr("&Open in Browser"), m_reader,
            &ReaderPane::openInBrowser)
        ->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    QMenu *send = article->addMenu(tr("Sen&d To"));
    send->addAction(tr("Copy &Link"), m_reader, [this] { m_reader->copyLink(false); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    send->addAction(tr("Copy Link as &Markdown"), m_reader, [this] { m_reader->copyLink(true); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    send->addAction(QIcon::fromTheme(u"mail-send"_s), tr("&E-mail Link…"), m_reader, &ReaderPane::mailLink);
    // Single keys are window shortcuts; a text field keeps its letters (it claims them first).

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction
        = help->addAction(QIcon::fromTheme(u"help-about"_s), tr("&About Kindred"), this, &MainWindow::about);
    aboutAction->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);

    QToolBar *tools = addToolBar(tr("Main"));
    tools->setObjectName(u"mainToolBar"_s);
    tools->setMovable(false);
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addAction(refresh);
    tools->addAction(markFeed);
    tools->addAction(m_collapseAction);
    tools->addSeparator();
    tools->addAction(groups);

    // A team's reader reads and marks; what writes the shared store is for its members.
    if (!m_session.mayWrite()) {
        for (QAction *action : {addUrl, addFile, importOpml, demo, refresh, refreshFeed, m_preferredAction,
                 m_propertiesAction}) {
            action->setEnabled(false);
            action->setToolTip(tr("You read this store; its members subscribe and refresh"));
        }
    }
}

} // namespace kindred
