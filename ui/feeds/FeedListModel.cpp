#include "feeds/FeedListModel.h"

#include "engine/DateText.h"
#include "storage/SubscriptionStore.h"

#include <QDataStream>
#include <QIODevice>
#include <QLocale>
#include <QMimeData>
#include <algorithm>
#include <numeric>

namespace kindred {

namespace {

const QString feedMimeType = QStringLiteral("application/x-kindred-feed-ids");

} // namespace

FeedListModel::FeedListModel(ArticleStore store, QObject *parent)
    : QAbstractItemModel(parent), m_store(std::move(store))
{
    m_nodes.append(Node {});
    m_top = {0};
}

FeedListModel::FeedListModel(ArticleStore store, FeedStateStore states, QObject *parent)
    : FeedListModel(std::move(store), parent)
{
    m_stateStore = std::move(states);
}

int FeedListModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? int(index.internalId()) : -1;
}

QModelIndex FeedListModel::indexOfNode(int node) const
{
    if (node < 0 || node >= m_nodes.size())
        return {};
    const int parent = m_nodes.at(node).parent;
    const QList<int> &siblings = parent < 0 ? m_top : m_nodes.at(parent).children;
    return createIndex(int(siblings.indexOf(node)), 0, quintptr(node));
}

QModelIndex FeedListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    const QList<int> &rows = parent.isValid() ? m_nodes.at(nodeOf(parent)).children : m_top;
    return row < rows.size() ? createIndex(row, 0, quintptr(rows.at(row))) : QModelIndex();
}

QModelIndex FeedListModel::parent(const QModelIndex &child) const
{
    const int node = nodeOf(child);
    return node < 0 ? QModelIndex() : indexOfNode(m_nodes.at(node).parent);
}

int FeedListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(parent.isValid() ? m_nodes.at(nodeOf(parent)).children.size() : m_top.size());
}

int FeedListModel::columnCount(const QModelIndex &) const
{
    return 1;
}

const FeedRecord *FeedListModel::feed(qint64 feedId) const
{
    const auto node = m_nodeOfFeed.constFind(feedId);
    return node == m_nodeOfFeed.cend() ? nullptr : &m_feeds.at(m_nodes.at(*node).feed);
}

QVariant FeedListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node &node = m_nodes.at(nodeOf(index));
    const FeedRecord *feed = node.kind == Node::Kind::Feed ? &m_feeds.at(node.feed) : nullptr;
    switch (role) {
    case Qt::DisplayRole:
        if (node.kind == Node::Kind::All)
            return tr("All articles");
        if (node.kind == Node::Kind::Folder || node.kind == Node::Kind::Search
            || node.kind == Node::Kind::Label)
            return node.name;
        return feed->title.isEmpty() ? feed->url : feed->title;
    case Qt::ToolTipRole:
        return toolTip(node);
    case Qt::AccessibleDescriptionRole:
        return tr("%n unread", nullptr, node.unread);
    case FeedIdRole:
        return feed ? feed->id : qint64(0);
    case FolderIdRole:
        return node.kind == Node::Kind::Folder ? node.id : qint64(0);
    case FeedIdsRole:
        return QVariant::fromValue(node.feedIds);
    case SearchRole:
        return node.query;
    case LabelRole:
        return node.kind == Node::Kind::Label ? node.name : QString();
    case UnreadCountRole:
        return node.unread;
    case ArticleCountRole:
        return node.articles;
    case LastErrorRole:
        return feed ? feed->lastError : QString();
    case UrlRole:
        return feed ? feed->url : QString();
    case LastSuccessRole:
        return feed ? m_states.value(feed->id).lastSuccess : QDateTime();
    case FailuresRole:
        return feed ? m_states.value(feed->id).consecutiveFailures : 0;
    default:
        return {};
    }
}

QHash<int, QByteArray> FeedListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(FeedIdRole, "feedId");
    names.insert(UnreadCountRole, "unreadCount");
    names.insert(ArticleCountRole, "articleCount");
    names.insert(LastErrorRole, "lastError");
    names.insert(UrlRole, "url");
    names.insert(LastSuccessRole, "lastSuccess");
    names.insert(FailuresRole, "failures");
    names.insert(FolderIdRole, "folderId");
    names.insert(FeedIdsRole, "feedIds");
    names.insert(SearchRole, "search");
    names.insert(LabelRole, "label");
    return names;
}

QString FeedListModel::toolTip(const Node &node) const
{
    const QLocale locale;
    if (node.kind == Node::Kind::All)
        return tr("Articles from every feed: %1").arg(locale.toString(node.articles));
    if (node.kind == Node::Kind::Search)
        return tr("Saved search: %1").arg(node.query);
    if (node.kind == Node::Kind::Label)
        return tr("Label %1: %n article(s), %2 unread", nullptr, node.articles)
            .arg(node.name, locale.toString(node.unread));
    if (node.kind == Node::Kind::Folder)
        return tr("%1: %n feed(s), %2 articles", nullptr, int(node.feedIds.size()))
            .arg(node.path.join(u'/'), locale.toString(node.articles));
    const FeedRecord &feed = m_feeds.at(node.feed);
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
    const SubscriptionStore subscriptions(m_store.database());
    QHash<qint64, qint64> folderOfFeed;
    for (const Subscription &subscription : subscriptions.subscriptions())
        folderOfFeed.insert(subscription.id, subscription.folderId);

    m_nodes = {Node {}};
    m_top = {0};
    m_nodeOfFeed.clear();
    m_nodeOfFolder.clear();
    // The saved searches under "All articles", as saved.
    for (const SavedSearch &search : std::as_const(m_searches)) {
        Node node;
        node.kind = Node::Kind::Search;
        node.name = search.name;
        node.query = search.query;
        m_top.append(int(m_nodes.size()));
        m_nodes.append(node);
    }
    addLabels();
    // Folders, parents before their children, each under its parent in name order.
    QList<SubscriptionFolder> folders = subscriptions.folders();
    std::stable_sort(
        folders.begin(), folders.end(), [](const SubscriptionFolder &a, const SubscriptionFolder &b) {
            return a.path.size() < b.path.size()
                || (a.path.size() == b.path.size()
                    && a.path.join(u'/').localeAwareCompare(b.path.join(u'/')) < 0);
        });
    for (const SubscriptionFolder &folder : std::as_const(folders)) {
        Node node;
        node.kind = Node::Kind::Folder;
        node.id = folder.id;
        node.name = folder.name;
        node.path = folder.path;
        node.parent = m_nodeOfFolder.value(folder.parentId, -1);
        const int at = int(m_nodes.size());
        m_nodes.append(node);
        m_nodeOfFolder.insert(folder.id, at);
        (node.parent < 0 ? m_top : m_nodes[node.parent].children).append(at);
    }
    // Feeds after the folders of their level, in title order.
    QList<int> order(m_feeds.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        const FeedRecord &x = m_feeds.at(a);
        const FeedRecord &y = m_feeds.at(b);
        return (x.title.isEmpty() ? x.url : x.title).localeAwareCompare(y.title.isEmpty() ? y.url : y.title)
            < 0;
    });
    for (const int i : std::as_const(order)) {
        const FeedRecord &record = m_feeds.at(i);
        Node node;
        node.kind = Node::Kind::Feed;
        node.id = record.id;
        node.feed = i;
        node.parent = m_nodeOfFolder.value(folderOfFeed.value(record.id), -1);
        node.feedIds = {record.id};
        node.articles = record.articleCount;
        const int at = int(m_nodes.size());
        m_nodes.append(node);
        m_nodeOfFeed.insert(record.id, at);
        (node.parent < 0 ? m_top : m_nodes[node.parent].children).append(at);
        for (int up = node.parent; up >= 0; up = m_nodes.at(up).parent) {
            m_nodes[up].feedIds.append(record.id);
            m_nodes[up].articles += record.articleCount;
        }
        m_nodes[0].feedIds.append(record.id);
        m_nodes[0].articles += record.articleCount;
    }
    m_nodes[0].feedIds.clear(); // "All articles" shows every feed, including those yet to come
    countFolders(m_store.unreadCounts(m_collapsed));
    endResetModel();
}

void FeedListModel::addLabels()
{
    for (const LabelCount &label : m_store.labels().value_or(QList<LabelCount> {})) {
        Node node;
        node.kind = Node::Kind::Label;
        node.name = label.name;
        node.articles = label.articles;
        node.unread = label.unread;
        m_top.append(int(m_nodes.size()));
        m_nodes.append(node);
    }
}

void FeedListModel::countFolders(const ArticleStore::UnreadCounts &counts)
{
    for (Node &node : m_nodes) {
        switch (node.kind) {
        case Node::Kind::All:
            node.unread = counts.total;
            break;
        case Node::Kind::Feed:
            node.unread = counts.perFeed.value(node.id);
            m_feeds[node.feed].unreadCount = node.unread;
            break;
        case Node::Kind::Folder:
            node.unread = counts.of(node.feedIds, m_collapsed);
            break;
        case Node::Kind::Search:
            node.unread = m_store.unreadMatches(node.query, m_collapsed);
            break;
        case Node::Kind::Label: // counted as read from the store (addLabels)
            break;
        }
    }
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
        const auto node = m_nodeOfFeed.constFind(it.key());
        if (node == m_nodeOfFeed.cend() || it.value() == 0)
            continue;
        Node &row = m_nodes[*node];
        row.unread = qMax(0, row.unread + it.value());
        m_feeds[row.feed].unreadCount = row.unread;
        const QModelIndex index = indexOfNode(*node);
        emit dataChanged(index, index, {UnreadCountRole});
    }
    m_nodes[0].unread = qMax(0, m_nodes[0].unread + (m_collapsed ? delta.collapsedTotal : delta.plainTotal));
    emit dataChanged(index(0), index(0), {UnreadCountRole});
    // A folder counts a story its feeds share once, a search what it finds: counted again.
    const auto recount = [this](int node, int unread) {
        if (unread == m_nodes.at(node).unread)
            return;
        m_nodes[node].unread = unread;
        const QModelIndex index = indexOfNode(node);
        emit dataChanged(index, index, {UnreadCountRole});
    };
    if (!m_nodeOfFolder.isEmpty()) {
        const ArticleStore::UnreadCounts counts = m_store.unreadCounts(m_collapsed);
        for (const int node : std::as_const(m_nodeOfFolder))
            recount(node, counts.of(m_nodes.at(node).feedIds, m_collapsed));
    }
    QHash<QString, int> unreadOfLabel;
    for (const LabelCount &label : m_store.labels().value_or(QList<LabelCount> {}))
        unreadOfLabel.insert(label.name, label.unread);
    for (const int node : std::as_const(m_top)) {
        if (m_nodes.at(node).kind == Node::Kind::Search)
            recount(node, m_store.unreadMatches(m_nodes.at(node).query, m_collapsed));
        else if (m_nodes.at(node).kind == Node::Kind::Label)
            recount(node, unreadOfLabel.value(m_nodes.at(node).name));
    }
}

QModelIndex FeedListModel::indexForFeed(qint64 feedId) const
{
    if (feedId == 0)
        return index(0);
    return indexOfNode(m_nodeOfFeed.value(feedId, -1));
}

QModelIndex FeedListModel::indexForSearch(const QString &name) const
{
    for (const int node : m_top) {
        if (m_nodes.at(node).kind == Node::Kind::Search && m_nodes.at(node).name == name)
            return indexOfNode(node);
    }
    return {};
}

QModelIndex FeedListModel::indexForLabel(const QString &name) const
{
    for (const int node : m_top) {
        if (m_nodes.at(node).kind == Node::Kind::Label && m_nodes.at(node).name == name)
            return indexOfNode(node);
    }
    return {};
}

QModelIndex FeedListModel::indexForFolder(qint64 folderId) const
{
    return indexOfNode(m_nodeOfFolder.value(folderId, -1));
}

Qt::ItemFlags FeedListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractItemModel::flags(index);
    if (!index.isValid())
        return flags;
    switch (m_nodes.at(nodeOf(index)).kind) {
    case Node::Kind::Feed:
        return flags | Qt::ItemIsDragEnabled;
    case Node::Kind::Search:
    case Node::Kind::Label:
        return flags;
    case Node::Kind::Folder:
    case Node::Kind::All: // a feed dropped here leaves its folder
        return flags | Qt::ItemIsDropEnabled;
    }
    return flags;
}

Qt::DropActions FeedListModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

QStringList FeedListModel::mimeTypes() const
{
    return {feedMimeType};
}

QMimeData *FeedListModel::mimeData(const QModelIndexList &indexes) const
{
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    for (const QModelIndex &index : indexes) {
        const qint64 feedId = index.data(FeedIdRole).toLongLong();
        if (feedId != 0)
            stream << feedId;
    }
    auto *data = new QMimeData;
    data->setData(feedMimeType, bytes);
    return data;
}

bool FeedListModel::canDropMimeData(
    const QMimeData *data, Qt::DropAction action, int, int, const QModelIndex &parent) const
{
    // Onto a folder or "All articles"; between rows of a folder means into it as well.
    return m_mover && action == Qt::MoveAction && data && data->hasFormat(feedMimeType)
        && (!parent.isValid()
            || (m_nodes.at(nodeOf(parent)).kind != Node::Kind::Feed
                && m_nodes.at(nodeOf(parent)).kind != Node::Kind::Search
                && m_nodes.at(nodeOf(parent)).kind != Node::Kind::Label));
}

bool FeedListModel::dropMimeData(
    const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const QStringList path = parent.isValid() ? m_nodes.at(nodeOf(parent)).path : QStringList();
    QDataStream stream(data->data(feedMimeType));
    bool moved = false;
    while (!stream.atEnd()) {
        qint64 feedId = 0;
        stream >> feedId;
        moved = m_mover(feedId, path) || moved;
    }
    if (moved)
        QMetaObject::invokeMethod(this, &FeedListModel::reload, Qt::QueuedConnection); // after the drag ends
    // The model moves the row itself (a reload): the view must not remove the dragged one.
    return false;
}

} // namespace kindred
