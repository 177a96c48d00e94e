#pragma once

#include "storage/ArticleStore.h"
#include "storage/FeedStateStore.h"
#include "storage/ReadStateStore.h"
#include "storage/Records.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>
#include <optional>

namespace kindred {

/// The subscriptions as a list: an "All articles" row first, then one row per feed with its
/// unread count and how its last refresh went. Reads through an ArticleStore (and a
/// FeedStateStore for the fetch states, when given); reload() after the database changed.
class FeedListModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FeedListModel)

public:
    enum Role {
        FeedIdRole = Qt::UserRole + 1, // qint64; 0 for the "All articles" row
        UnreadCountRole, // int
        ArticleCountRole, // int
        LastErrorRole, // QString; empty when the last fetch succeeded
        UrlRole, // QString
        LastSuccessRole, // QDateTime (UTC); invalid when never fetched successfully or unknown
        FailuresRole, // int: fetches failed in a row
    };
    Q_ENUM(Role)

    explicit FeedListModel(ArticleStore store, QObject *parent = nullptr);
    FeedListModel(ArticleStore store, FeedStateStore states, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Re-reads the feeds from the store.
    void reload();

    /// The row showing `feedId` (0 = "All articles"), or -1.
    int rowForFeed(qint64 feedId) const;
    /// The feeds as last loaded (without the "All articles" row).
    const QList<FeedRecord> &feeds() const { return m_feeds; }

    /// Counts a duplicate group once in the unread counts (the article list collapses copies).
    void setCollapsed(bool collapsed);
    bool isCollapsed() const { return m_collapsed; }
    /// Adjusts the unread counts after articles changed state, so marking one article read
    /// needs no reload.
    void applyDelta(const UnreadDelta &delta);

private:
    QString toolTip(const FeedRecord &feed) const;

    ArticleStore m_store;
    std::optional<FeedStateStore> m_stateStore;
    QList<FeedRecord> m_feeds;
    QHash<qint64, FeedFetchState> m_states; // by feed id
    int m_totalUnread = 0;
    bool m_collapsed = false;
    bool m_loaded = false; // reload() ran: counts are there to keep up to date
    int m_totalArticles = 0;
};

} // namespace kindred
