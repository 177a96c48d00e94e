#pragma once

#include "news/Ingestor.h"

#include <QMainWindow>
#include <memory>

class QLabel;
class QListView;
class QProgressBar;
class QSplitter;

namespace kindred {

class ArticleListView;
class ArticleStore;
class ArticleTableModel;
class ArticleView;
class FeedListModel;
class Fetcher;
class IngestController;
class OpmlController;
class RefreshController;
class RefreshScheduler;
class Settings;

/// Kindred's main window: feeds on the left, the article list above the article view on the
/// right, menus and a status bar. It reads through its own database connection, leaves all
/// writing to an IngestController and the refreshing of web feeds to a RefreshController.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    /// `fetcher` (may be null) fetches URL feeds; `scheduler` (may be null) refreshes the stored
    /// web feeds periodically and on request. Both must outlive the window.
    MainWindow(Settings &settings, QString databasePath, Fetcher *fetcher,
        RefreshScheduler *scheduler = nullptr, QWidget *parent = nullptr);
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

    /// Selects the newest article that has copies (or the newest at all), as a reader would
    /// look at it; used for screenshots.
    void selectShowcaseArticle();

    /// The database could not be opened: the window stays empty and says why.
    bool hasDatabaseError() const { return !m_databaseError.isEmpty(); }

signals:
    /// The window shows data and no ingest is running (after start() or the first-start demo).
    void ready();

private:
    void createActions();
    void createWidgets();
    void openDatabase();
    void reloadAll();
    void showFeed(const QModelIndex &index);
    void showArticle(const QModelIndex &index);
    void showArticleById(qint64 articleId);
    void onLinkActivated(const QUrl &url);
    void onIngestStarted(const QString &description);
    void onIngestFinished(const QString &description, const IngestStats &stats);
    void onBusyChanged(bool busy);
    void onRefreshProgress(int done, int total, const QString &currentFeed);
    void updateProgress();
    void updateCounts();
    void addFeedByUrl();
    void addFeedFromFile();
    void importOpml();
    void exportOpml();
    void about();

    Settings &m_settings;
    QString m_databasePath;
    QString m_connectionName;
    QString m_databaseError;
    std::unique_ptr<ArticleStore> m_store;
    std::unique_ptr<FeedListModel> m_feedModel;
    std::unique_ptr<ArticleTableModel> m_articleModel;
    IngestController *m_ingest = nullptr;
    RefreshController *m_refresh = nullptr;
    OpmlController *m_opml = nullptr;

    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_readerSplitter = nullptr;
    QListView *m_feedView = nullptr;
    ArticleListView *m_articleList = nullptr;
    ArticleView *m_articleView = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLabel *m_countLabel = nullptr;
    QProgressBar *m_progress = nullptr;
    IngestStats m_batch; // what the ingest jobs since the window last went busy did
    bool m_started = false;
    bool m_readySent = false;
};

} // namespace kindred
