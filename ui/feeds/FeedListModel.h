#pragma once

#include "feeds/SavedSearches.h"
#include "storage/ArticleStore.h"
#include "storage/FeedStateStore.h"
#include "storage/ReadStateStore.h"
#include "storage/Records.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QStringList>
#include <functional>
#include <optional>

namespace kindred {

/// The subscriptions as a tree: an "All articles" row first, the reader's saved searches (each
/// with its unread matches) and labels (each with its unread articles), then the folders (subfolders and
/// feeds inside them) and the feeds outside any folder, each with its unread count (a folder's
/// counts a story its feeds share once when copies are collapsed) and, for a feed, how its last
/// refresh went. A feed is dragged onto a folder (or onto "All articles": out of every folder).
/// Reads through an ArticleStore (and a FeedStateStore for the fetch states, when given);
/// reload() after the database changed.
class FeedListModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FeedListModel)

public:
    enum Role {
        FeedIdRole = Qt::UserRole + 1, // qint64; 0 for "All articles" and folders
        UnreadCountRole, // int
        ArticleCountRole, // int
        LastErrorRole, // QString; empty when the last fetch succeeded
        UrlRole, // QString
        LastSuccessRole, // QDateTime (UTC); invalid when never fetched successfully or unknown
        FailuresRole, // int: fetches failed in a row
        FolderIdRole, // qint64; 0 unless the row is a folder
        FeedIdsRole, // QList<qint64>: the feeds the row shows (a folder: every feed below it)
        SearchRole, // QString: a saved search's words; empty for other rows
        LabelRole, // QString: a label's name; empty for other rows
    };
    Q_ENUM(Role)

    /// Moves a feed into the folder of this path (empty: out of every folder); false when it failed.
    using FeedMover = std::function<bool(qint64 feedId, const QStringList &folderPath)>;

    explicit FeedListModel(ArticleStore store, QObject *parent = nullptr);
    FeedListModel(ArticleStore store, FeedStateStore states, QObject *parent = nullptr);

    QModelIndex index(int row, int column = 0, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    Qt::DropActions supportedDropActions() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) override;

    /// Re-reads the feeds and folders from the store.
    void reload();
    /// The saved searches shown under "All articles" (counted at the next reload()).
    void setSavedSearches(const QList<SavedSearch> &searches) { m_searches = searches; }
    /// The row of the saved search called `name`, invalid when there is none.
    QModelIndex indexForSearch(const QString &name) const;
    /// The row of the label `name`, invalid when there is none.
    QModelIndex indexForLabel(const QString &name) const;
    /// Who moves a dragged feed (the session's writer); without one, feeds do not move.
    void setFeedMover(FeedMover mover) { m_mover = std::move(mover); }

    /// The row of `feedId` (0 = "All articles"), invalid when there is none.
    QModelIndex indexForFeed(qint64 feedId) const;
    /// The row of the folder `folderId`, invalid when there is none.
    QModelIndex indexForFolder(qint64 folderId) const;
    /// The feeds as last loaded, in title order.
    const QList<FeedRecord> &feeds() const { return m_feeds; }
    /// The feed with this id as last loaded, or null.
    const FeedRecord *feed(qint64 feedId) const;

    /// Counts a duplicate group once in the unread counts (the article list collapses copies).
    void setCollapsed(bool collapsed);
    bool isCollapsed() const { return m_collapsed; }
    /// Adjusts the unread counts after articles changed state, so marking one article read
    /// needs no reload (folders count again from the store).
    void applyDelta(const UnreadDelta &delta);

private:
    struct Node
    {
        enum class Kind { All, Search, Label, Folder, Feed };
        Kind kind = Kind::All;
        qint64 id = 0; // the folder's or the feed's
        int feed = -1; // index into m_feeds
        QString name; // a folder's, a saved search's or a label's
        QString query; // a saved search's words
        QStringList path; // a folder's, outermost first
        int parent = -1; // index into m_nodes; -1 at the top
        QList<int> children; // indexes into m_nodes
        QList<qint64> feedIds; // every feed at or below the row
        int unread = 0;
        int articles = 0;
    };

    QModelIndex indexOfNode(int node) const;
    int nodeOf(const QModelIndex &index) const;
    QString toolTip(const Node &node) const;
    void countFolders(const ArticleStore::UnreadCounts &counts);
    /// A top row for each of the reader's labels, as the store has them now.
    void addLabels();

    ArticleStore m_store;
    std::optional<FeedStateStore> m_stateStore;
    FeedMover m_mover;
    QList<FeedRecord> m_feeds;
    QList<SavedSearch> m_searches;
    QHash<qint64, FeedFetchState> m_states; // by feed id
    QList<Node> m_nodes; // m_nodes[0] is "All articles"
    QList<int> m_top; // the top rows
    QHash<qint64, int> m_nodeOfFeed;
    QHash<qint64, int> m_nodeOfFolder;
    bool m_collapsed = false;
    bool m_loaded = false; // reload() ran: counts are there to keep up to date
};

} // namespace kindred
