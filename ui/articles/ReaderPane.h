#pragma once

#include "articles/ArticleHtml.h"
#include "news/SimilarStories.h"
#include "storage/ArticleStore.h"
#include "storage/ReadStateStore.h"

#include <QPointer>
#include <QSplitter>
#include <functional>
#include <memory>

class QMenu;

namespace kindred {

class ArticleFilterBar;
class ArticleImageLoader;
class ArticleListModel;
class ArticleListView;
class ArticleView;
class ReadingActions;
class Session;
class Settings;
class SimilarStoriesModel;
class SimilarStoriesPanel;
class SimilarStoriesService;

/// The reader: the article list (with its search, filter and order bar) above the article view,
/// and the similar stories of the article being read, in a panel the window docks. What is read
/// is marked through the session's ReadingActions; similar stories are found by its worker.
class ReaderPane final : public QSplitter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReaderPane)

public:
    /// The list reads through the session's connection; marks and similar stories are the session's.
    ReaderPane(Settings &settings, Session &session, QWidget *parent = nullptr);
    ~ReaderPane() override;

    /// Lists the articles of `feedId` (0 = every feed) with the bar's search, filter and order;
    /// the article being read stays in view when it is still listed, else `emptyMessage` (or
    /// the usual hint) takes its place.
    void showFeed(qint64 feedId, const QString &emptyMessage = {});
    /// Lists the articles of these feeds (a folder's).
    void showFeeds(const QList<qint64> &feedIds);
    /// Lists what `search` finds in every feed (a saved search), the search field showing it.
    void showSearch(const QString &search);
    /// Lists the articles the reader gave `label`, every copy on its own row.
    void showLabel(const QString &label);
    /// The search field's words.
    QString searchText() const;
    /// Reads the list again after the database changed; the reader keeps their place.
    void reload();
    void setCollapseCopies(bool collapse);
    /// Shows the article (selected in the list when it is listed there) and marks it read.
    void openArticle(qint64 articleId);
    qint64 currentArticleId() const;
    /// The database gained articles: similar stories look at them from the next article on.
    void invalidateSimilarStories();
    /// Follows the settings the user applied: copies marked read together, the similar band,
    /// the article font.
    void applySettings();

    /// Article menu: the next or previous row; Space (a page down, then the next article);
    /// toggles of the current article's read and starred state; its group marked read.
    void moveSelection(int step);
    void pageOrNext();
    void toggleRead();
    void toggleStar();
    void markGroupRead();
    /// Marks every article the list shows read (all of them, not only the rows loaded; the
    /// filter as it is): a saved search's or a label's "mark read".
    void markListedRead();
    void openInBrowser();
    /// Send to: the current article's link on the clipboard ("[Title](link) (Source)" for Markdown),
    /// or a new mail in the desktop's mail program with its title and link.
    void copyLink(bool asMarkdown);
    void mailLink();
    /// Article > Label…: asks which label to give the current article (one the reader has, or a
    /// new name).
    void askLabel();
    /// Fills `menu` with the reader's labels, checked where the current article carries them (a
    /// click gives or takes it), and "New Label…".
    void fillLabelMenu(QMenu *menu);
    /// The current article's duplicate group, 0 when it has no copies.
    qint64 currentGroup() const;

    /// For screenshots: the newest story with the most copies, expanded; or (`withSimilar`) the
    /// first article that has similar stories.
    void selectShowcaseArticle(bool withSimilar = false);
    /// Opens the first article of the list that its feed updated since the reader opened it
    /// (what changed on its page); false when the list has none.
    bool selectUpdatedArticle();

    ReadingActions *reading() const { return m_reading; }
    ArticleFilterBar *filterBar() const { return m_filterBar; }
    ArticleListView *articleList() const { return m_articleList; }
    ArticleListModel *articleModel() const { return m_articleModel.get(); }
    ArticleView *articleView() const { return m_articleView; }
    SimilarStoriesPanel *similarPanel() const;
    SimilarStoriesModel *similarModel() const { return m_similarModel; }

signals:
    /// Read states changed: the unread counts moved by `delta`.
    void unreadChanged(const kindred::UnreadDelta &delta);
    /// Many articles changed at once (a feed marked read): counts and lists must be read again.
    void manyChanged();
    /// The list shows another query (feed, search, filter, order).
    void queryChanged();
    /// The reader asked to inspect a duplicate group.
    void inspectGroup(qint64 groupId);
    /// The similar stories of the shown article arrived (and are in the panel).
    void similarStoriesShown(qint64 articleId);
    /// The reader gave or took a label: the labels' counts changed.
    void labelsChanged();
    /// Something to say in the status bar.
    void message(const QString &text);

private:
    void show(
        qint64 feedId, const QList<qint64> &feedIds, const QString &emptyMessage, const QString &label = {});
    void applyArticleFont();
    void applyQuery();
    void showCurrent(const QModelIndex &index);
    void showArticleById(qint64 articleId);
    /// The article was opened: read (ReadingActions::opened), its "Updated" mark gone from its row.
    void markOpened(qint64 articleId);
    void onLinkActivated(const QUrl &url);
    void onSimilarFound(qint64 articleId, const QList<SimilarStory> &stories);
    void showContextMenu(const QPoint &position);
    /// The article's labels changed: its row and, when shown, its page follow.
    void onLabelsChanged(qint64 articleId);
    void askLabelFor(qint64 articleId);
    void fillLabelMenuFor(QMenu *menu, qint64 articleId, const QStringList &carried);
    void copyLinkOf(const ArticleRecord &article, bool asMarkdown);
    /// Whether the article's page shows its images: its feed's choice, else the settings'.
    bool showsImages(const ArticleRecord &article) const;
    void onImageLoaded(qint64 articleId);

    Settings &m_settings;
    ArticleStore m_store;
    Session &m_session;
    std::unique_ptr<ArticleListModel> m_articleModel;
    ReadingActions *m_reading = nullptr;
    SimilarStoriesService *m_similar = nullptr;
    SimilarStoriesModel *m_similarModel = nullptr;
    ArticleFilterBar *m_filterBar = nullptr;
    ArticleListView *m_articleList = nullptr;
    ArticleView *m_articleView = nullptr;
    QPointer<SimilarStoriesPanel> m_similarPanel; // docked (and owned) by the window
    qint64 m_feedId = 0;
    QList<qint64> m_feedIds; // a folder's feeds when m_feedId is 0; empty: every feed
    bool m_savedSearchShown = false; // the search field holds a saved search's words
    QString m_label; // the label whose articles are listed; empty: none
    qint64 m_shownArticle = 0;
    // The page shown, kept to show it again when one of its images arrives.
    struct ShownPage
    {
        ArticleRecord article;
        QList<ArticleRecord> group;
        ArticleExtras extras;
        QList<QUrl> images; // all it shows once loaded
    };
    ShownPage m_page;
    ArticleImageLoader *m_images = nullptr;
    int m_seekSimilar = 0; // articles still to try for one with similar stories (screenshots)
};

} // namespace kindred
