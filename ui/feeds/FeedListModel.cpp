#include "feeds/FeedListModel.h"

#include "engine/DateText.h"

#include <QLocale>

namespace kindred {

FeedListModel::FeedListModel(ArticleStore store, QObject *parent)
    : QAbstractListModel(parent), m_store(std::move(store))
{ }

FeedListModel::FeedListModel(ArticleStore store, FeedStateStore states, QObject *parent)
    : QAbstractListModel(parent), m_store(std::move(store)), m_stateStore(std::move(states))
{ }

int FeedListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_feeds.size()) + 1;
}

QVariant FeedListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const bool all = index.row() == 0;
    const FeedRecord *feed = all ? nullptr : &m_feeds.at(index.row() - 1);
    switch (role) {
    case Qt::DisplayRole:
        if (all)
            return tr("All articles");
        return feed->title.isEmpty() ? feed->url : feed->title;
    case Qt::ToolTipRole:
        if (all)
            return tr("Articles from every feed: %1").arg(QLocale().toString(m_totalArticles));
        return toolTip(*feed);
    case FeedIdRole:
        return all ? qint64(0) : feed->id;
    case UnreadCountRole:
        return all ? m_totalUnread : feed->unreadCount;
    case ArticleCountRole:
        return all ? m_totalArticles : feed->articleCount;
    case LastErrorRole:
        return all ? QString() : feed->lastError;
    case UrlRole:
        return all ? QString() : feed->url;
    case LastSuccessRole:
        return all ? QDateTime() : m_states.value(feed->id).lastSuccess;
    case FailuresRole:
        return all ? 0 : m_states.value(feed->id).consecutiveFailures;
    default:
        return {};
    }
}

QHash<int, QByteArray> FeedListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(FeedIdRole, "feedId");
    names.insert(UnreadCountRole, "unreadCount");
    names.insert(ArticleCountRole, "articleCount");
    names.insert(LastErrorRole, "lastError");
    names.insert(UrlRole, "url");
    names.insert(LastSuccessRole, "lastSuccess");
    names.insert(FailuresRole, "failures");
    return names;
}

QString FeedListModel::toolTip(const FeedRecord &feed) const
{
    if (feed.lastError.isEmpty())
        return feed.url;
    const QDateTime lastSuccess = m_states.value(feed.id).lastSuccess;
    const QString success = lastSuccess.isValid() ? longDateText(lastSuccess) : tr("never");
    return tr("%1\nLast refresh failed: %2\nLast successful refresh: %3")
        .arg(feed.url, feed.lastError, success);
}

void FeedListModel::reload()
{
    m_loaded = true;
    beginResetModel();
    m_feeds = m_store.feeds();
    m_states.clear();
    if (m_stateStore) {
        for (const StoredFeedState &stored : m_stateStore->states())
            m_states.insert(stored.feedId, stored.state);
    }
    m_totalArticles = 0;
    for (const FeedRecord &feed : std::as_const(m_feeds))
        m_totalArticles += feed.articleCount;
    if (m_collapsed) {
        // A duplicate group counts once (in a feed: once if any of its copies there is unread).
        const ArticleStore::UnreadCounts counts = m_store.unreadCounts(true);
        for (FeedRecord &feed : m_feeds)
            feed.unreadCount = counts.perFeed.value(feed.id);
        m_totalUnread = counts.total;
    } else {
        m_totalUnread = 0;
        for (const FeedRecord &feed : std::as_const(m_feeds))
            m_totalUnread += feed.unreadCount;
    }
    endResetModel();
}

void FeedListModel::setCollapsed(bool collapsed)
{
    if (m_collapsed == collapsed)
        return;
    m_collapsed = collapsed;
    if (m_loaded) // before the first reload() there is nothing to count again
        reload();
}

void FeedListModel::applyDelta(const UnreadDelta &delta)
{
    const QHash<qint64, int> &perFeed = m_collapsed ? delta.collapsedPerFeed : delta.plainPerFeed;
    for (auto it = perFeed.cbegin(); it != perFeed.cend(); ++it) {
        const int row = rowForFeed(it.key());
        if (row <= 0 || it.value() == 0)
            continue;
        FeedRecord &feed = m_feeds[row - 1];
        feed.unreadCount = qMax(0, feed.unreadCount + it.value());
        emit dataChanged(index(row), index(row), {UnreadCountRole});
    }
    m_totalUnread = qMax(0, m_totalUnread + (m_collapsed ? delta.collapsedTotal : delta.plainTotal));
    emit dataChanged(index(0), index(0), {UnreadCountRole});
}

int FeedListModel::rowForFeed(qint64 feedId) const
{
    if (feedId == 0)
        return 0;
    for (qsizetype i = 0; i < m_feeds.size(); ++i) {
        if (m_feeds.at(i).id == feedId)
            return int(i) + 1;
    }
    return -1;
}

} // namespace kindred
