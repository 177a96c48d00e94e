#include "clusters/DuplicateGroupsFilter.h"

#include "clusters/DuplicateGroupsModel.h"

#include <algorithm>

namespace kindred {

DuplicateGroupsFilter::DuplicateGroupsFilter(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(DuplicateGroupsModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void DuplicateGroupsFilter::setText(const QString &text)
{
    m_words = text.split(u' ', Qt::SkipEmptyParts);
    invalidateFilter();
}

void DuplicateGroupsFilter::setFeeds(const QSet<qint64> &feedIds)
{
    m_feedIds = feedIds;
    invalidateFilter();
}

bool DuplicateGroupsFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_feedIds.isEmpty()) {
        const QList<qint64> feeds = index.data(DuplicateGroupsModel::FeedIdsRole).value<QList<qint64>>();
        if (std::none_of(
                feeds.cbegin(), feeds.cend(), [this](qint64 feed) { return m_feedIds.contains(feed); }))
            return false;
    }
    const QString text = index.data(DuplicateGroupsModel::SearchTextRole).toString();
    for (const QString &word : m_words) {
        if (!text.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace kindred
