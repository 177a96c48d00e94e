#include "MainWindow.h"

#include "ArticleListView.h"
#include "ArticleTableModel.h"
#include "ArticleView.h"
#include "FeedListModel.h"
#include "IngestController.h"
#include "ItemDelegates.h"
#include "OpmlController.h"
#include "RefreshController.h"
#include "Version.h"
#include "settings/Settings.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/FeedStateStore.h"

#include <QAction>
#include <QApplication>
#include <QDesktopServices>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace kindred {

namespace {

void accumulate(IngestStats &total, const IngestStats &stats)
{
    total.articles += stats.articles;
    total.duplicates += stats.duplicates;
    total.skipped += stats.skipped;
    total.seconds += stats.seconds;
    total.errors += stats.errors;
}

} // namespace

MainWindow::MainWindow(
    Settings &settings, QString databasePath, Fetcher *fetcher, RefreshScheduler *scheduler, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_databasePath(std::move(databasePath))
    , m_connectionName(u"kindred-ui-%1"_s.arg(quintptr(this), 0, 16))
{
    setWindowTitle(tr("Kindred"));
    setWindowIcon(QIcon(u":/icons/kindred.svg"_s));
    m_ingest = new IngestController(m_databasePath, Ingestor::optionsFrom(m_settings), fetcher, this);
    connect(m_ingest, &IngestController::jobStarted, this, &MainWindow::onIngestStarted);
    connect(m_ingest, &IngestController::jobFinished, this, &MainWindow::onIngestFinished);
    connect(m_ingest, &IngestController::busyChanged, this, &MainWindow::onBusyChanged);
    openDatabase();
    m_refresh = new RefreshController(
        scheduler, m_ingest, FeedStateStore(QSqlDatabase::database(m_connectionName, false)), this);
    connect(m_refresh, &RefreshController::progressChanged, this, &MainWindow::onRefreshProgress);
    connect(m_refresh, &RefreshController::refreshingChanged, this, &MainWindow::updateProgress);
    connect(
        m_refresh, &RefreshController::feedFailed, this, [this](const QString &url, const QString &error) {
            IngestStats stats;
            stats.errors.append(tr("%1: %2").arg(url, error));
            onIngestFinished(url, stats);
        });
    m_opml = new OpmlController(m_ingest, m_refresh, QSqlDatabase::database(m_connectionName, false), this);
    connect(m_opml, &OpmlController::message, this, [this](const QString &text) {
        statusBar()->showMessage(text, 10000); // over the status label; progress stays visible
    });
    createWidgets();
    createActions();
    resize(1280, 800);
}

MainWindow::~MainWindow()
{
    // The views and models hold handles of the UI connection: drop them before closing it.
    delete m_opml;
    delete m_refresh;
    delete m_ingest;
    m_feedView->setModel(nullptr);
    m_articleList->setModel(nullptr);
    m_articleModel.reset();
    m_feedModel.reset();
    m_store.reset();
    Database::close(m_connectionName);
}

void MainWindow::openDatabase()
{
    QString error;
    QSqlDatabase db = Database::open(m_databasePath, m_connectionName, &error);
    if (!db.isValid() || !db.isOpen())
        m_databaseError = error.isEmpty() ? tr("unknown error") : error;
    m_store = std::make_unique<ArticleStore>(db);
    m_feedModel = std::make_unique<FeedListModel>(*m_store, FeedStateStore(db));
    m_articleModel = std::make_unique<ArticleTableModel>(*m_store);
    connect(m_articleModel.get(), &ArticleTableModel::readChanged, m_feedModel.get(),
        &FeedListModel::adjustUnread);
    connect(m_articleModel.get(), &ArticleTableModel::readChanged, this, &MainWindow::updateCounts);
}

void MainWindow::createWidgets()
{
    m_feedView = new QListView;
    m_feedView->setModel(m_feedModel.get());
    m_feedView->setItemDelegate(new FeedItemDelegate(m_feedView));
    m_feedView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_feedView->setTextElideMode(Qt::ElideRight);
    m_feedView->setUniformItemSizes(true);
    m_feedView->setAccessibleName(tr("Feeds"));
    connect(m_feedView->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) { showFeed(current); });

    m_articleList = new ArticleListView;
    m_articleList->setArticleModel(m_articleModel.get());
    m_articleList->setAccessibleName(tr("Articles"));
    connect(m_articleList->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) { showArticle(current); });

    m_articleView = new ArticleView;
    m_articleView->setAccessibleName(tr("Article"));
    connect(m_articleView, &ArticleView::linkActivated, this, &MainWindow::onLinkActivated);

    m_readerSplitter = new QSplitter(Qt::Vertical);
    m_readerSplitter->addWidget(m_articleList);
    m_readerSplitter->addWidget(m_articleView);
    m_readerSplitter->setStretchFactor(0, 1);
    m_readerSplitter->setStretchFactor(1, 1);
    m_readerSplitter->setSizes({330, 430});
    m_readerSplitter->setChildrenCollapsible(false);

    m_mainSplitter = new QSplitter(Qt::Horizontal);
    m_mainSplitter->addWidget(m_feedView);
    m_mainSplitter->addWidget(m_readerSplitter);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setSizes({250, 1030});
    m_mainSplitter->setChildrenCollapsible(false);
    setCentralWidget(m_mainSplitter);

    m_statusLabel = new QLabel;
    m_progress = new QProgressBar;
    m_progress->setRange(0, 0); // busy indicator: an ingest does not know its length up front
    m_progress->setMaximumWidth(140);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_countLabel = new QLabel;
    statusBar()->addWidget(m_statusLabel, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_countLabel);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *addUrl = file->addAction(
        QIcon::fromTheme(u"list-add"_s), tr("Add Feed by &URL…"), this, &MainWindow::addFeedByUrl);
    addUrl->setShortcut(QKeySequence::New);
    QAction *addFile = file->addAction(
        QIcon::fromTheme(u"document-open"_s), tr("Add Feed from &File…"), this, &MainWindow::addFeedFromFile);
    addFile->setShortcut(QKeySequence::Open);
    file->addSeparator();
    file->addAction(tr("&Import OPML…"), this, &MainWindow::importOpml);
    file->addAction(tr("&Export OPML…"), this, &MainWindow::exportOpml);
    file->addSeparator();
    QAction *demo = file->addAction(tr("Load &Demo Corpus"), this, [this] { m_ingest->addDemoCorpus(); });
    demo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    file->addSeparator();
    QAction *quit
        = file->addAction(QIcon::fromTheme(u"application-exit"_s), tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *feeds = menuBar()->addMenu(tr("F&eeds"));
    QAction *refresh = feeds->addAction(
        QIcon::fromTheme(u"view-refresh"_s), tr("&Refresh All"), this, &MainWindow::refreshAll);
    refresh->setShortcut(QKeySequence::Refresh);
    QAction *refreshFeed = feeds->addAction(tr("Refresh &Feed"), this, &MainWindow::refreshSelectedFeed);
    refreshFeed->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_feedView->addAction(refreshFeed);
    m_feedView->setContextMenuPolicy(Qt::ActionsContextMenu);

    QMenu *article = menuBar()->addMenu(tr("&Article"));
    QAction *next
        = article->addAction(tr("&Next Article"), this, [this] { m_articleList->moveSelection(1); });
    next->setShortcut(QKeySequence(Qt::Key_N));
    QAction *previous
        = article->addAction(tr("&Previous Article"), this, [this] { m_articleList->moveSelection(-1); });
    previous->setShortcut(QKeySequence(Qt::Key_P));
    article->addSeparator();
    QAction *markUnread = article->addAction(tr("Mark as &Unread"), this, [this] {
        const QModelIndex current = m_articleList->currentIndex();
        if (current.isValid())
            m_articleModel->setRead(current.row(), false);
    });
    markUnread->setShortcut(QKeySequence(Qt::Key_U));
    QAction *open = article->addAction(
        QIcon::fromTheme(u"internet-web-browser"_s), tr("&Open in Browser"), this, [this] {
            const QModelIndex current = m_articleList->currentIndex();
            if (current.isValid())
                onLinkActivated(QUrl(current.data(ArticleTableModel::UrlRole).toString()));
        });
    open->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction
        = help->addAction(QIcon::fromTheme(u"help-about"_s), tr("&About Kindred"), this, &MainWindow::about);
    aboutAction->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::start()
{
    if (m_started)
        return;
    m_started = true;
    if (hasDatabaseError()) {
        m_statusLabel->setText(tr("Could not open the database %1: %2").arg(m_databasePath, m_databaseError));
        m_readySent = true;
        QTimer::singleShot(0, this, &MainWindow::ready);
        return;
    }
    reloadAll();
    m_refresh->start(std::chrono::minutes(m_settings.intValue(Settings::Key::RefreshIntervalMinutes)));
    if (m_feedModel->feeds().isEmpty()) {
        // First start: show something worth reading instead of an empty window.
        m_ingest->addDemoCorpus();
        return;
    }
    m_statusLabel->setText(tr("Ready."));
    m_readySent = true;
    QTimer::singleShot(0, this, &MainWindow::ready);
}

void MainWindow::reloadAll()
{
    const qint64 feedId = m_articleModel->feedId();
    const QModelIndex currentArticle = m_articleList->currentIndex();
    const qint64 articleId
        = currentArticle.isValid() ? currentArticle.data(ArticleTableModel::ArticleIdRole).toLongLong() : 0;

    m_feedModel->reload();
    const int feedRow = qMax(0, m_feedModel->rowForFeed(feedId));
    // Select the feed quietly and load its articles once, explicitly.
    {
        const QSignalBlocker blocker(m_feedView->selectionModel());
        m_feedView->setCurrentIndex(m_feedModel->index(feedRow));
    }
    showFeed(m_feedModel->index(feedRow));
    if (articleId != 0) {
        const int row = m_articleModel->rowForArticle(articleId);
        // Shows it again (it was read already, so nothing else changes).
        if (row >= 0)
            m_articleList->setCurrentIndex(m_articleModel->index(row, ArticleTableModel::TitleColumn));
    }
    updateCounts();
}

void MainWindow::showFeed(const QModelIndex &index)
{
    const qint64 feedId = index.isValid() ? index.data(FeedListModel::FeedIdRole).toLongLong() : 0;
    setWindowTitle(feedId == 0 ? tr("Kindred") : tr("%1 — Kindred").arg(index.data().toString()));
    m_articleModel->setFeed(feedId);
    if (m_articleModel->canFetchMore({}))
        m_articleModel->fetchMore({});
    if (m_articleModel->totalCount() > 0)
        m_articleView->showPlaceholder();
    else if (m_feedModel->feeds().isEmpty())
        m_articleView->showPlaceholder(
            tr("No feeds yet. Add one from the File menu, or load the demo corpus (%1).")
                .arg(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D).toString(QKeySequence::NativeText)));
    else
        m_articleView->showPlaceholder(tr("This feed has no articles yet."));
    updateCounts();
}

void MainWindow::showArticle(const QModelIndex &index)
{
    if (!index.isValid()) {
        m_articleView->showPlaceholder();
        return;
    }
    showArticleById(index.data(ArticleTableModel::ArticleIdRole).toLongLong());
    m_articleModel->setRead(index.row(), true);
}

void MainWindow::showArticleById(qint64 articleId)
{
    const std::optional<ArticleRecord> article = m_store->article(articleId);
    if (!article) {
        m_articleView->showPlaceholder();
        return;
    }
    const QList<ArticleRecord> group
        = article->groupId != 0 ? m_store->groupMembers(article->groupId) : QList<ArticleRecord>();
    m_articleView->showArticle(*article, group);
}

void MainWindow::onLinkActivated(const QUrl &url)
{
    if (const qint64 id = ArticleView::articleIdFromLink(url)) {
        const int row = m_articleModel->rowForArticle(id);
        if (row >= 0)
            m_articleList->setCurrentIndex(m_articleModel->index(row, ArticleTableModel::TitleColumn));
        else
            showArticleById(id);
        return;
    }
    // Only web links leave the program, and only because the user clicked them.
    if (url.scheme() == "http"_L1 || url.scheme() == "https"_L1)
        QDesktopServices::openUrl(url);
}

void MainWindow::onIngestStarted(const QString &description)
{
    m_statusLabel->setText(description);
}

void MainWindow::onIngestFinished(const QString &description, const IngestStats &stats)
{
    accumulate(m_batch, stats);
    if (!stats.errors.isEmpty())
        m_statusLabel->setText(tr("%1: %2").arg(description, stats.errors.constFirst()));
    else if (m_ingest->isBusy()) // the last job's summary comes from onBusyChanged()
        m_statusLabel->setText(tr("Read %1: %2 new").arg(description, QLocale().toString(stats.articles)));
}

void MainWindow::onBusyChanged(bool busy)
{
    updateProgress();
    if (busy)
        return;
    const IngestStats batch = std::exchange(m_batch, IngestStats {});
    const QLocale locale;
    QString message = tr("New articles: %1 · with copies: %2 · already known: %3 · %4 s")
                          .arg(locale.toString(batch.articles), locale.toString(batch.duplicates),
                              locale.toString(batch.skipped), locale.toString(batch.seconds, 'f', 1));
    if (!batch.errors.isEmpty())
        message += u" · "_s
            + tr("Errors: %1 (first: %2)")
                  .arg(locale.toString(batch.errors.size()), batch.errors.constFirst());
    m_statusLabel->setText(message);
    m_statusLabel->setToolTip(batch.errors.join(u'\n'));
    reloadAll();
    m_refresh->syncFeeds(); // a feed added or moved meanwhile
    if (!m_readySent) {
        m_readySent = true;
        emit ready();
    }
}

void MainWindow::onRefreshProgress(int done, int total, const QString &currentFeed)
{
    if (done < total) {
        const QLocale locale;
        m_statusLabel->setText(tr("Refreshing feeds: %1 of %2 done · %3")
                                   .arg(locale.toString(done), locale.toString(total), currentFeed));
    }
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    updateProgress();
}

void MainWindow::updateProgress()
{
    const bool refreshing = m_refresh->isRefreshing();
    if (!refreshing)
        m_progress->setRange(0, 0); // busy indicator: an ingest does not know its length up front
    m_progress->setVisible(refreshing || m_ingest->isBusy());
}

void MainWindow::updateCounts()
{
    const QModelIndex feed = m_feedView->currentIndex();
    const int unread = feed.isValid() ? feed.data(FeedListModel::UnreadCountRole).toInt() : 0;
    const QLocale locale;
    m_countLabel->setText(tr("Articles: %1 · unread: %2")
                              .arg(locale.toString(m_articleModel->totalCount()), locale.toString(unread)));
}

void MainWindow::addFeedByUrl()
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Add Feed"), tr("Feed address (http, https or file):"), QLineEdit::Normal, QString(), &ok)
                             .trimmed();
    if (!ok || text.isEmpty())
        return;
    const QUrl url = QUrl::fromUserInput(text);
    if (!url.isValid() || !m_ingest->addUrl(url))
        m_statusLabel->setText(tr("Not a feed address Kindred can read: %1").arg(text));
}

void MainWindow::addFeedFromFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Add Feed from File"), QString(), tr("Feeds (*.xml *.rss *.atom *.json);;All files (*)"));
    if (!path.isEmpty())
        m_ingest->addFile(path);
}

void MainWindow::importOpml()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import OPML"), QString(), tr("OPML subscription lists (*.opml *.xml);;All files (*)"));
    if (!path.isEmpty())
        importOpmlFile(path);
}

void MainWindow::importOpmlFile(const QString &path)
{
    m_opml->importFile(path);
}

void MainWindow::exportOpml()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export OPML"), u"kindred-subscriptions.opml"_s, tr("OPML subscription lists (*.opml)"));
    if (!path.isEmpty())
        exportOpmlFile(path);
}

bool MainWindow::exportOpmlFile(const QString &path)
{
    return m_opml->exportFile(path);
}

void MainWindow::refreshAll()
{
    if (m_feedModel->feeds().isEmpty()) {
        m_statusLabel->setText(tr("No feeds to refresh."));
        return;
    }
    m_refresh->refreshAll(m_feedModel->feeds());
}

void MainWindow::refreshSelectedFeed()
{
    const qint64 feedId = m_feedView->currentIndex().data(FeedListModel::FeedIdRole).toLongLong();
    const int row = m_feedModel->rowForFeed(feedId);
    if (feedId == 0 || row <= 0) {
        refreshAll();
        return;
    }
    QString why;
    if (!m_refresh->refreshFeed(m_feedModel->feeds().at(row - 1), &why))
        m_statusLabel->setText(why);
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Kindred"),
        tr("<h3>Kindred %1</h3><p>A news reader that knows when two stories are the same.</p>"
           "<p>Kindred fingerprints every article with a 64-bit simhash and groups the "
           "copies of a story, so each one is read once.</p>")
            .arg(version()));
}

void MainWindow::selectShowcaseArticle()
{
    for (int row = 0; row < m_articleModel->rowCount(); ++row) {
        const QModelIndex index = m_articleModel->index(row, ArticleTableModel::TitleColumn);
        if (index.data(ArticleTableModel::DuplicateCountRole).toInt() >= 3) {
            m_articleList->setCurrentIndex(index);
            m_articleList->scrollTo(index, QAbstractItemView::PositionAtCenter);
            return;
        }
    }
    if (m_articleModel->rowCount() > 0)
        m_articleList->setCurrentIndex(m_articleModel->index(0, ArticleTableModel::TitleColumn));
}

} // namespace kindred
