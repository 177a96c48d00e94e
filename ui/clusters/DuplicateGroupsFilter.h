#pragma once

#include <QSet>
#include <QSortFilterProxyModel>

namespace kindred {

/// Sorts the duplicate groups by any column and keeps those that match a text (in the lead
/// title or a source name) and, when set, that given feeds (one, or a folder's) carry.
class DuplicateGroupsFilter final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DuplicateGroupsFilter)

public:
    explicit DuplicateGroupsFilter(QObject *parent = nullptr);

    void setText(const QString &text);
    /// Only groups a copy of which came from one of `feedIds` (empty = any feed): a feed, or the
    /// feeds of a folder.
    void setFeeds(const QSet<qint64> &feedIds);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QStringList m_words;
    QSet<qint64> m_feedIds;
};

} // namespace kindred
