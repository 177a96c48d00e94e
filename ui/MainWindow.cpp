#include "MainWindow.h"

#include "Version.h"
#include "articles/ArticleFilterBar.h"
#include "articles/ReaderPane.h"
#include "articles/SimilarStoriesPanel.h"
#include "clusters/ClusterInspector.h"
#include "clusters/DuplicateGroupsFilter.h"
#include "clusters/DuplicateGroupsView.h"
#include "common/ServerStatusLabel.h"
#include "common/Theme.h"
#include "engine/DetectionSettings.h"
#include "engine/IngestController.h"
#include "engine/OpmlController.h"
#include "engine/RefreshController.h"
#include "engine/Session.h"
#include "engine/StoreWatcher.h"
#include "events/EventNotifier.h"
#include "events/EventsView.h"
#include "events/TrayIcon.h"
#include "feeds/FeedItemDelegate.h"
#include "feeds/FeedListModel.h"
#include "feeds/FeedPropertiesDialog.h"
#include "feeds/SavedSearches.h"
#include "news/Regrouper.h"
#include "preferences/RegroupStatus.h"
#include "preferences/SettingsDialog.h"
#include "rules/RulesDialog.h"
#include "settings/Settings.h"
#include "stats/StatisticsView.h"
#include "storage/ArticleStore.h"
#include "storage/CopyDecisionStore.h"
#include "storage/FeedStateStore.h"
#include "storage/GroupStore.h"
#include "storage/StoryStore.h"
#include "storage/SubscriptionStore.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace kindred {

namespace {

void accumulate(IngestStats &total, const IngestStats &stats)
{
    total.articles += stats.articles;
    total.duplicates += stats.duplicates;
    total.skipped += stats.skipped;
    total.updated += stats.updated;
    total.seconds += stats.seconds;
    total.errors += stats.errors;
}

} // namespace

MainWindow::MainWindow(Settings &settings, Session &session, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_session(session)
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
{
    setWindowTitle(tr("Kindred"));
    setWindowIcon(QIcon(u":/icons/kindred.svg"_s));
    IngestController *ingest = &m_session.ingest();
    connect(ingest, &IngestController::jobStarted, this, &MainWindow::onIngestStarted);
    connect(ingest, &IngestController::jobFinished, this, &MainWindow::onIngestFinished);
    connect(ingest, &IngestController::busyChanged, this, &MainWindow::onBusyChanged);
    openDatabase();
    RefreshController *refresh = &m_session.refresh();
    connect(refresh, &RefreshController::progressChanged, this, &MainWindow::onRefreshProgress);
    connect(refresh, &RefreshController::refreshingChanged, this, &MainWindow::updateProgress);
    connect(refresh, &RefreshController::feedFailed, this, [this](const QString &url, const QString &error) {
        IngestStats stats;
        stats.errors.append(tr("%1: %2").arg(url, error));
        onIngestFinished(url, stats);
    });
    connect(&m_session.opml(), &OpmlController::message, this, [this](const QString &text) {
        statusBar()->showMessage(text, 10000); // over the status label; progress stays visible
    });
    createWidgets();
    createDocks();
    createActions();
    createTray();
    resize(1360, 820);
    restoreGeometry(m_settings.value(Settings::Key::WindowGeometry).toByteArray());
    restoreState(m_settings.value(Settings::Key::WindowState).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_settings.setValue(Settings::Key::WindowGeometry, saveGeometry());
    // Saved as the Reader shows it, whichever tab is open at the close.
    const bool hidden = similarWanted() && m_similarDock->isHidden();
    if (hidden)
        m_similarDock->show();
    m_settings.setValue(Settings::Key::WindowState, saveState());
    if (hidden)
        m_similarDock->hide();
    QMainWindow::closeEvent(event);
}

MainWindow::~MainWindow()
{
    // The views and models hold handles of the session's connection: they go before the session.
    delete m_tabs; // the views, before the models they show
    delete m_similarDock;
    m_feedModel.reset();
    m_store.reset();
}

QSqlDatabase MainWindow::database() const
{
    return m_session.database();
}

bool MainWindow::hasDatabaseError() const
{
    return !m_session.databaseError().isEmpty();
}

void MainWindow::openDatabase()
{
    const QSqlDatabase db = database();
    m_store = std::make_unique<ArticleStore>(db);
    m_feedModel = std::make_unique<FeedListModel>(*m_store, FeedStateStore(db));
    m_feedModel->setSavedSearches(savedSearches(m_settings));
    m_feedModel->setCollapsed(m_settings.value(Settings::Key::CollapseCopies).toBool());
}

void MainWindow::createWidgets()
{
    const QSqlDatabase db = database();
    m_feedView = new QTreeView;
    m_feedView->setModel(m_feedModel.get());
    m_feedView->setItemDelegate(new FeedItemDelegate(m_feedView));
    m_feedView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_feedView->setTextElideMode(Qt::ElideRight);
    m_feedView->setUniformRowHeights(true);
    m_feedView->setHeaderHidden(true);
    m_feedView->setIndentation(14);
    m_feedView->setAccessibleName(tr("Feeds"));
    // Feeds are dragged into folders (onto "All articles": out of every folder).
    m_feedView->setDragDropMode(QAbstractItemView::DragDrop);
    m_feedView->setDefaultDropAction(Qt::MoveAction);
    m_feedView->setDropIndicatorShown(true);
    m_feedModel->setFeedMover([this](qint64 feedId, const QStringList &path) {
        const bool moved = SubscriptionStore(m_session.writer()).moveToFolder(feedId, path);
        m_session.awaitReplica();
        return moved;
    });
    connect(m_feedModel.get(), &QAbstractItemModel::modelReset, this, &MainWindow::restoreFolders);
    restoreFolders();
    connect(m_feedView, &QTreeView::collapsed, this, &MainWindow::rememberFolders);
    connect(m_feedView, &QTreeView::expanded, this, &MainWindow::rememberFolders);
    connect(m_feedView->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) { showFeed(current); });

    m_statusLabel = new QLabel;
    m_progress = new QProgressBar;
    m_progress->setObjectName(u"ingestProgress"_s);
    m_progress->setRange(0, 0); // busy indicator: an ingest does not know its length up front
    m_progress->setMaximumWidth(140);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_countLabel = new QLabel;
    statusBar()->addWidget(m_statusLabel, 1);
    statusBar()->addPermanentWidget(m_progress);
    m_regroupStatus = new RegroupStatus(&m_session.ingest(), m_settings);
    connect(m_regroupStatus, &RegroupStatus::finished, this, [this](const QString &message, bool changed) {
        m_statusLabel->setText(message);
        if (changed) {
            reloadAll();
            m_inspector->reload();
        }
    });
    statusBar()->addPermanentWidget(m_regroupStatus);
    statusBar()->addPermanentWidget(new ServerStatusLabel(m_session.watcher()));
    if (!m_session.mayWrite()) {
        auto *reader
            = new QLabel(tr("Reader", "a person's role on a team's shared store: reads and marks only"));
        reader->setObjectName(u"readerRole"_s);
        reader->setToolTip(tr("You read this team's store and keep your own marks; its members subscribe "
                              "and refresh"));
        statusBar()->addPermanentWidget(reader);
    }
    statusBar()->addPermanentWidget(m_countLabel);
    // Another window (or process) stored articles in the shared store: read it again as after a
    // run of this window's own; while one is under way, its end reads everything anyway.
    connect(&m_session.watcher(), &StoreWatcher::articlesArrived, this, [this] {
        if (!m_session.ingest().isBusy())
            reloadAll();
    });

    m_reader = new ReaderPane(m_settings, m_session);
    connect(m_reader, &ReaderPane::unreadChanged, this, [this](const UnreadDelta &delta) {
        m_feedModel->applyDelta(delta);
        updateCounts();
    });
    connect(m_reader, &ReaderPane::manyChanged, this, &MainWindow::reloadAll);
    connect(m_reader, &ReaderPane::labelsChanged, this, &MainWindow::reloadFeedList);
    connect(m_reader, &ReaderPane::queryChanged, this, &MainWindow::updateCounts);
    connect(m_reader, &ReaderPane::inspectGroup, this, &MainWindow::inspectGroup);
    connect(m_reader, &ReaderPane::message, m_statusLabel, &QLabel::setText);

    m_mainSplitter = new QSplitter(Qt::Horizontal);
    m_mainSplitter->addWidget(m_feedView);
    m_mainSplitter->addWidget(m_reader);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setSizes({240, 800});
    m_mainSplitter->setChildrenCollapsible(false);

    m_groupsView = new DuplicateGroupsView;
    connect(m_groupsView, &DuplicateGroupsView::groupActivated, this, &MainWindow::inspectGroup);
    const DetectionRules rules = detectionRules(m_settings);
    m_inspector = new ClusterInspector(
        ArticleStore(db), CopyDecisionStore(m_session.writer()), rules.duplicateRadius);
    connect(m_inspector, &ClusterInspector::articleActivated, this, &MainWindow::openArticle);
    connect(m_inspector, &ClusterInspector::groupsChanged, this, [this] {
        m_session.awaitReplica();
        m_reader->reload();
        m_feedModel->reload();
        reloadGroups();
    });

    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_mainSplitter, tr("Reader"));
    m_tabs->addTab(m_groupsView, tr("Duplicate Groups"));
    m_tabs->addTab(m_inspector, tr("Cluster Inspector"));
    m_eventsView = new EventsView(rules);
    connectEventsView(); // its reports open in the reader, its copies in the inspector
    connect(m_eventsView, &EventsView::eventOpened, this,
        [this](qint64 id) { StoryStore(m_session.writer()).setEventSeen(id); });
    m_tabs->addTab(m_eventsView, tr("Breaking Events"));
    m_statistics = new StatisticsView(m_session.createStatisticsWorker(nullptr), rules);
    // The views that draw the detection thresholds follow them as soon as they change.
    connect(&m_settings, &Settings::changed, this, [this](Settings::Key key) {
        if (!isDetectionRule(key))
            return;
        const DetectionRules changed = detectionRules(m_settings);
        m_inspector->setDuplicateRadius(changed.duplicateRadius);
        m_eventsView->setRules(changed);
        m_statistics->setRules(changed);
    });
    m_statistics->setClock(m_clock);
    m_tabs->addTab(m_statistics, tr("Statistics"));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        followReaderTab(m_tabs->widget(index));
        if (m_tabs->widget(index) == m_groupsView)
            reloadGroups();
        if (m_tabs->widget(index) == m_eventsView)
            reloadEvents();
        if (m_tabs->widget(index) == m_statistics)
            m_statistics->reload();
    });
    setCentralWidget(m_tabs);
}

void MainWindow::createDocks()
{
    m_similarDock = new QDockWidget(tr("Similar Stories"), this);
    m_similarDock->setObjectName(u"similarStories"_s);
    m_similarDock->setWidget(m_reader->similarPanel());
    m_similarDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    m_similarDock->setMinimumWidth(260);
    addDockWidget(Qt::RightDockWidgetArea, m_similarDock);
    resizeDocks({m_similarDock}, {330}, Qt::Horizontal);
    m_lastTab = m_mainSplitter;
}

bool MainWindow::similarWanted() const
{
    // Open on any tab (opened from the View menu there), or closed on the Reader: the reader's
    // wish from then on.
    if (!m_similarDock->isHidden() || m_lastTab == m_mainSplitter)
        return !m_similarDock->isHidden();
    return m_similarWanted;
}

void MainWindow::followReaderTab(QWidget *tab)
{
    m_similarWanted = similarWanted();
    m_lastTab = tab;
    m_similarDock->setHidden(tab != m_mainSplitter || !m_similarWanted);
}

void MainWindow::start()
{
    if (m_started)
        return;
    m_started = true;
    if (hasDatabaseError()) {
        m_statusLabel->setText(tr("Could not open the database %1: %2")
                                   .arg(m_session.databaseLocation(), m_session.databaseError()));
        m_readySent = true;
        QTimer::singleShot(0, this, &MainWindow::ready);
        return;
    }
    reloadAll();
    // Articles stored by an older version of Kindred: their fingerprints are made again first.
    if (Regrouper(database(), ingestOptions(m_settings)).hasStaleFingerprints(m_clock()))
        m_regroupStatus->upgradeFingerprints();
    m_session.start(std::chrono::minutes(m_settings.intValue(Settings::Key::RefreshIntervalMinutes)));
    if (m_feedModel->feeds().isEmpty()) {
        // First start: show something worth reading instead of an empty window.
        m_session.ingest().addDemoCorpus();
        return;
    }
    m_statusLabel->setText(tr("Ready."));
    m_readySent = true;
    QTimer::singleShot(0, this, &MainWindow::ready);
}

void MainWindow::setCollapseCopies(bool collapse)
{
    if (m_collapseAction->isChecked() != collapse)
        m_collapseAction->setChecked(collapse); // comes back here through toggled()
    m_feedModel->setCollapsed(collapse);
    m_reader->setCollapseCopies(collapse);
}

qint64 MainWindow::currentFeedId() const
{
    return m_feedView->currentIndex().data(FeedListModel::FeedIdRole).toLongLong();
}

void MainWindow::reloadAll()
{
    showFeed(reloadFeedList());
    m_reader->invalidateSimilarStories();
    m_notifier->update(StoryStore(database()).events());
    if (m_tabs->currentWidget() == m_groupsView)
        reloadGroups();
    if (m_tabs->currentWidget() == m_eventsView)
        reloadEvents(); // a refresh grew them: in place, the selection kept
    if (m_tabs->currentWidget() == m_statistics)
        m_statistics->reload();
}

void MainWindow::setClock(Clock clock)
{
    m_clock = clock;
    m_session.setClock(clock);
    m_statistics->setClock(clock);
}

QDateTime MainWindow::liveWindowEnd() const
{
    return m_store->windowEnd(m_clock());
}

QDateTime MainWindow::liveWindowStart() const
{
    return liveWindowEnd().addDays(-m_settings.intValue(Settings::Key::LiveWindowDays));
}

void MainWindow::reloadEvents()
{
    m_eventsView->setEvents(StoryStore(database()).events(), liveWindowEnd(),
        m_settings.intValue(Settings::Key::EventWindowHours));
}

void MainWindow::createTray()
{
    m_notifier = new EventNotifier(this);
    m_notifier->setEnabled(m_settings.value(Settings::Key::NotifyEvents).toBool());
    m_notifier->setNotifyGrowth(m_settings.value(Settings::Key::NotifyEventGrowth).toBool());
    m_tray = new TrayIcon(windowIcon(), this);
    connect(m_notifier, &EventNotifier::notify, m_tray, &TrayIcon::notify);
    const auto bringBack = [this] { bringToFront(); };
    connect(m_tray, &TrayIcon::showWindowRequested, this, bringBack);
    connect(m_tray, &TrayIcon::showEventsRequested, this, [this, bringBack] {
        bringBack();
        showEvents();
    });
    connect(m_tray, &TrayIcon::eventRequested, this, [this, bringBack](qint64 eventId) {
        bringBack();
        showEvents();
        m_eventsView->selectEvent(eventId);
    });
    connect(m_tray, &TrayIcon::refreshRequested, this, &MainWindow::refreshAll);
    connect(m_tray, &TrayIcon::quitRequested, this, &QWidget::close);
    // The reader's rules: what they changed shows, what they were asked to tell is told.
    connect(&m_session, &Session::rulesApplied, this, &MainWindow::reloadAll);
    connect(
        &m_session, &Session::ruleMatched, this, [this](const QString &rule, qint64, const QString &title) {
            m_tray->notify(0, tr("Rule “%1”").arg(rule), title);
        });
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_settings, m_session, m_clock(), this);
    connect(&dialog, &SettingsDialog::applied, this, &MainWindow::applySettings);
    dialog.exec();
}

void MainWindow::applySettings()
{
    m_session.applySettings(m_settings);
    applyTheme(m_settings.value(Settings::Key::Theme).toString());
    m_reader->applySettings();
    m_markCopiesAction->setChecked(m_settings.value(Settings::Key::MarkCopiesRead).toBool());
    m_notifier->setEnabled(m_settings.value(Settings::Key::NotifyEvents).toBool());
    setCollapseCopies(m_settings.value(Settings::Key::CollapseCopies).toBool());
    m_regroupStatus->regroupIfNeeded();
}

void MainWindow::editFeedProperties()
{
    const qint64 feedId = currentFeedId();
    bool prefixChanged = false;
    QString error;
    if (feedId == 0
        || !FeedPropertiesDialog::edit(this, m_session.writer(), feedId, &prefixChanged, &error)) {
        if (!error.isEmpty())
            m_statusLabel->setText(tr("The feed's properties were not saved: %1").arg(error));
        return;
    }
    m_session.refresh().syncFeeds();
    m_session.awaitReplica();
    reloadAll();
    if (prefixChanged)
        m_regroupStatus->refingerprint(feedId);
}

void MainWindow::showEvents()
{
    m_tabs->setCurrentWidget(m_eventsView);
    reloadEvents();
    m_eventsView->table()->setFocus();
}

void MainWindow::reloadGroups()
{
    const QDateTime from = liveWindowStart();
    const QSqlDatabase db = database();
    m_groupsView->setGroups(GroupStore(db).groupsSince(from), SubscriptionStore(db).subscriptions());
}

void MainWindow::showDuplicateGroups()
{
    m_tabs->setCurrentWidget(m_groupsView);
    reloadGroups();
    m_groupsView->table()->setFocus();
}

void MainWindow::inspectGroup(qint64 groupId)
{
    if (groupId == 0)
        return;
    m_inspector->showGroup(groupId);
    m_tabs->setCurrentWidget(m_inspector);
}

void MainWindow::openArticle(qint64 articleId)
{
    m_tabs->setCurrentWidget(m_mainSplitter);
    m_reader->openArticle(articleId);
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
    else if (m_session.ingest().isBusy()) // the last job's summary comes from onBusyChanged()
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
    if (batch.updated > 0) // items their feeds sent again changed
        message += u" · "_s + tr("updated: %1").arg(locale.toString(batch.updated));
    if (!batch.errors.isEmpty())
        message += u" · "_s
            + tr("Errors: %1 (first: %2)")
                  .arg(locale.toString(batch.errors.size()), batch.errors.constFirst());
    m_statusLabel->setText(message);
    m_statusLabel->setToolTip(batch.errors.join(u'\n'));
    reloadAll();
    m_session.refresh().syncFeeds(); // a feed added or moved meanwhile
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
    const bool refreshing = m_session.refresh().isRefreshing();
    if (!refreshing)
        m_progress->setObjectName(u"ingestProgress"_s);
    m_progress->setRange(0, 0); // busy indicator: an ingest does not know its length up front
    m_progress->setVisible(refreshing || m_session.ingest().isBusy());
}

void MainWindow::updateCounts()
{
    const QModelIndex feed = m_feedView->currentIndex();
    const int unread = feed.isValid() ? feed.data(FeedListModel::UnreadCountRole).toInt() : 0;
    const int articles = feed.isValid() ? feed.data(FeedListModel::ArticleCountRole).toInt() : 0;
    const QLocale locale;
    m_countLabel->setText(m_feedModel->isCollapsed()
            ? tr("Articles: %1 · unread stories: %2").arg(locale.toString(articles), locale.toString(unread))
            : tr("Articles: %1 · unread: %2").arg(locale.toString(articles), locale.toString(unread)));
    // The tray tells every feed's unread count, whichever feed is open.
    m_tray->setUnread(m_feedModel->index(0).data(FeedListModel::UnreadCountRole).toInt());
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Kindred"),
        tr("<h3>Kindred %1</h3><p>A news reader that knows when two stories are the same.</p>"
           "<p>Kindred fingerprints every article with a 64-bit simhash and groups the "
           "copies of a story, so each one is read once.</p>")
            .arg(version()));
}

} // namespace kindred
