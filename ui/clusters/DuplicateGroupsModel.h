#pragma once

#include "storage/GroupStore.h"

#include <QAbstractTableModel>
#include <QHash>

namespace kindred {

/// The duplicate groups of the live window, one row each: lead title, copies, sources, first
/// seen, span (first to last copy) and the largest distance to the lead. Sorts and filters
/// through a DuplicateGroupsFilter (SortRole gives each column's sort value).
class DuplicateGroupsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DuplicateGroupsModel)

public:
    enum Column {
        TitleColumn,
        CopiesColumn,
        SourcesColumn,
        FirstSeenColumn,
        SpanColumn,
        DistanceColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        GroupIdRole = Qt::UserRole + 1, // qint64
        LeadIdRole, // qint64
        FeedIdsRole, // QList<qint64>: the feeds that carry the group
        SortRole, // the column's value to sort by
        SearchTextRole, // QString: lead title and the sources, for the text filter
    };
    Q_ENUM(Role)

    explicit DuplicateGroupsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Shows `groups`; `feedTitles` names the feeds (by id) for the sources' tooltips and the filter.
    void setGroups(const QList<DuplicateGroupSummary> &groups, const QHash<qint64, QString> &feedTitles);
    const DuplicateGroupSummary &group(int row) const { return m_groups.at(row); }
    int rowForGroup(qint64 groupId) const;

private:
    QString sourceNames(const DuplicateGroupSummary &group) const;

    QList<DuplicateGroupSummary> m_groups;
    QHash<qint64, QString> m_feedTitles;
};

} // namespace kindred
