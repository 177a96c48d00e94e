#pragma once

#include "news/Ingestor.h"
#include "storage/ReadStateStore.h"

#include <QMainWindow>
#include <QPointer>
#include <QSqlDatabase>
#include <functional>
#include <memory>

class QAction;
class QDialog;
class QDockWidget;
class QLabel;
class QListView;
class QTreeView;
class QProgressBar;
class QSplitter;
class QTabWidget;

namespace kindred {

class ArticleStore;
class ClusterInspector;
class DuplicateGroupsView;
class EventNotifier;
class EventsView;
class FeedListModel;
class ReaderPane;
class RegroupStatus;
class Session;
class Settings;
class StatisticsView;
class TrayIcon;

/// Kindred's main window: feeds on the left; in the centre the reader (article list above the
/// article view), the duplicate groups and the cluster inspector as tabs; similar stories in a
/// dock at the right; menus, a toolbar and a status bar. A client of the Session: it reads through
/// the session's connection and leaves ingest, refresh, OPML, regroup and the workers to it.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    /// `session` does the work the window shows; it must outlive the window.
    MainWindow(Settings &settings, Session &session, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Loads the feeds and first articles, and starts the periodic refresh; on an empty database
    /// loads the demo corpus in the background. Call after show(), so nothing blocks the first paint.
    void start();

    /// Refreshes every feed now (Feeds > Refresh All).
    void refreshAll();
    /// Refreshes the feed selected in the feed list now, or all of them for "All articles".
    void refreshSelectedFeed();
    /// Subscribes to the feeds of an OPML file (File > Import OPML) and fetches the new ones.
    void importOpmlFile(const QString &path);
    /// Writes the subscriptions to an OPML file (File > Export OPML); false when that failed.
    bool exportOpmlFile(const QString &path);
    /// Writes the starred articles, or those the list shows (its feed, folder, search and filter),
    /// to `path`: a bookmark file (.html) for browsers and read-later services, or JSON (.json).
    /// Says in the status bar how many, or why it failed.
    bool exportArticlesFile(const QString &path, bool starredOnly);

    /// Collapses copies to one row per duplicate group (View > Collapse Copies), remembered.
    void setCollapseCopies(bool collapse);
    /// Opens the duplicate-groups tab (View > Duplicate Groups).
    void showDuplicateGroups();
    /// Opens the settings dialog (File > Settings, Ctrl+,); what it applies takes effect at once.
    void showSettings();
    /// The settings were written: the views, the fetcher and the next ingests follow them, and
    /// when detection values changed the stored live window is regrouped in the background
    /// (regroupStatus()).
    void applySettings();
    /// Opens the selected feed's Properties (its context menu, Feeds > Properties) and applies them.
    void editFeedProperties();
    /// The selected row's feeds: one feed, a folder's, or none for "All articles".
    QList<qint64> currentFeedIds() const;
    /// Keeps which folders the reader closed (Interface/CollapsedFolders), and opens the others.
    void rememberFolders();
    void restoreFolders();
    /// Keeps the search field's words in the feed list as a saved search called `name` (one of
    /// that name is replaced) and shows it; false when the field is empty. `alert`: a rule tells
    /// when a new story holds the words ("Alert: name", Feeds > Rules).
    bool saveSearch(const QString &name, bool alert = false);
    /// Feeds > Save Search: asks for the name (and whether to be told of new matches).
    void askToSaveSearch();
    /// Removes the saved search shown in the feed list's current row; false when none is.
    bool removeSelectedSearch();
    /// Renames the label selected in the feed list (an empty name takes it off every article);
    /// false when no label is selected.
    bool renameSelectedLabel(const QString &newName);
    /// Feeds > Rules: the rules dialog, its preview on the live window.
    void editRules();
    /// Opens the breaking-events tab (View > Breaking Events).
    void showEvents();
    /// Opens the cluster inspector on a group.
    void inspectGroup(qint64 groupId);
    /// Shows the reader tab with this article (selected in the list when it is loaded there).
    void openArticle(qint64 articleId);

    /// Sets up one of the views screenshots are made of: "articles", "groups", "cluster" (the
    /// largest group's inspector, two members compared), "article" (an article with similar
    /// stories, sidebar shown), "events", "event" (the largest event's page), "stats" (seven
    /// days), "settings" and "feed-properties" (those dialogs, open over the window; the feed with
    /// the most articles), "updated" (an article its feed updated, what changed on its page).
    /// False for an unknown name, or a view with nothing to show.
    bool showView(const QString &view);
    /// What a screenshot of the view shows: the dialog showView() opened, else the window.
    QWidget *viewWidget();
    static QStringList viewNames();

    /// Subscribes to `url` as File > Add Feed does, without a dialog: an empty string when the
    /// feed is being fetched, else why not.
    QString subscribe(const QUrl &url);
    /// Shows the window over the others (from the tray, or a second `kindred`).
    void bringToFront();
    /// Brings the window to the front and opens File > Add Feed with `address` filled in.
    void offerSubscription(const QString &address);
    /// The desktop has a tray and Kindred's icon is in it.
    bool hasTray() const;

    /// The clock that ends the live window (duplicate groups, similar stories); tests fix it.
    using Clock = std::function<QDateTime()>;
    void setClock(Clock clock);

    /// The database could not be opened: the window stays empty and says why.
    bool hasDatabaseError() const;

    ReaderPane *reader() const { return m_reader; }
    DuplicateGroupsView *groupsView() const { return m_groupsView; }
    ClusterInspector *inspector() const { return m_inspector; }
    EventsView *eventsView() const { return m_eventsView; }
    EventNotifier *notifier() const { return m_notifier; }
    StatisticsView *statisticsView() const { return m_statistics; }
    RegroupStatus *regroupStatus() const { return m_regroupStatus; }

protected:
    /// Remembers the window's size, docks and toolbar for the next start.
    void closeEvent(QCloseEvent *event) override;

signals:
    /// The window shows data and no ingest is running (after start() or the first-start demo).
    void ready();

private:
    void createActions();
    void createWidgets();
    void createDocks();
    /// Hides the similar-stories dock on tabs other than the Reader and shows it again there.
    void followReaderTab(QWidget *tab);
    bool similarWanted() const;
    void openDatabase();
    QSqlDatabase database() const;
    void reloadAll();
    void connectEventsView();
    void reloadGroups();
    void reloadEvents();
    void createTray();
    QDateTime liveWindowEnd() const;
    QDateTime liveWindowStart() const;
    void showFeed(const QModelIndex &index);
    /// Reads the feed list again and selects the row selected before (a feed, a folder, a saved
    /// search, a label; else "All articles"), without showing it again; returns it.
    QModelIndex reloadFeedList();
    void askToRenameLabel();
    qint64 currentFeedId() const;
    void onIngestStarted(const QString &description);
    void onIngestFinished(const QString &description, const IngestStats &stats);
    void onBusyChanged(bool busy);
    void onRefreshProgress(int done, int total, const QString &currentFeed);
    void updateProgress();
    void updateCounts();
    void askForFeed(const QString &address);
    void addFeedFromFile();
    void importOpml();
    void exportOpml();
    void exportArticles(bool starredOnly);
    void about();

    Settings &m_settings;
    Session &m_session;
    std::unique_ptr<ArticleStore> m_store;
    std::unique_ptr<FeedListModel> m_feedModel;

    QTabWidget *m_tabs = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QTreeView *m_feedView = nullptr;
    bool m_restoringFolders = false; // the feed tree is opened as it was: nothing to remember
    ReaderPane *m_reader = nullptr;
    DuplicateGroupsView *m_groupsView = nullptr;
    ClusterInspector *m_inspector = nullptr;
    EventsView *m_eventsView = nullptr;
    StatisticsView *m_statistics = nullptr;
    EventNotifier *m_notifier = nullptr;
    TrayIcon *m_tray = nullptr;
    QDockWidget *m_similarDock = nullptr;
    // The similar-stories dock goes with the Reader tab: the other tabs take its width, and it
    // comes back with the Reader when it was open there (see followReaderTab()).
    QWidget *m_lastTab = nullptr;
    bool m_similarWanted = true;
    QAction *m_collapseAction = nullptr;
    QAction *m_markCopiesAction = nullptr;
    QAction *m_preferredAction = nullptr;
    QAction *m_propertiesAction = nullptr;
    QPointer<QDialog> m_viewDialog; // opened by showView()
    QLabel *m_statusLabel = nullptr;
    QLabel *m_countLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    RegroupStatus *m_regroupStatus = nullptr;
    IngestStats m_batch; // what the ingest jobs since the window last went busy did
    Clock m_clock;
    bool m_started = false;
    bool m_readySent = false;
};

} // namespace kindred
