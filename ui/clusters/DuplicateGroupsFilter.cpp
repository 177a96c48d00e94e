#include "clusters/DuplicateGroupsFilter.h"

#include "clusters/DuplicateGroupsModel.h"

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

void DuplicateGroupsFilter::setFeed(qint64 feedId)
{
    m_feedId = feedId;
    invalidateFilter();
}

bool DuplicateGroupsFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_feedId != 0
        && !index.data(DuplicateGroupsModel::FeedIdsRole).value<QList<qint64>>().contains(m_feedId))
        return false;
    const QString text = index.data(DuplicateGroupsModel::SearchTextRole).toString();
    for (const QString &word : m_words) {
        if (!text.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace kindred
