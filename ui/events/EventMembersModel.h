#pragma once

#include "storage/StoryStore.h"

#include <QAbstractTableModel>

namespace kindred {

/// The reports of one breaking event in the order they arrived: time, outlet, title and the
/// Hamming distance to the event's centre.
class EventMembersModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventMembersModel)

public:
    enum Column { PublishedColumn, SourceColumn, TitleColumn, DistanceColumn, ColumnCount };
    Q_ENUM(Column)
    enum Role { ArticleIdRole = Qt::UserRole + 1 };

    explicit EventMembersModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setMembers(const QList<EventMemberRecord> &members);

private:
    QList<EventMemberRecord> m_members;
};

} // namespace kindred
