#include "events/EventMembersModel.h"

#include "engine/DateText.h"

#include <QLocale>

namespace kindred {

EventMembersModel::EventMembersModel(QObject *parent) : QAbstractTableModel(parent)
{ }

int EventMembersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_members.size());
}

int EventMembersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventMembersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const EventMemberRecord &member = m_members.at(index.row());
    if (role == ArticleIdRole)
        return member.articleId;
    if (role == Qt::ToolTipRole && index.column() == PublishedColumn)
        return longDateText(member.published);
    if (role == Qt::ToolTipRole && index.column() == TitleColumn)
        return member.title;
    if (role == Qt::ToolTipRole && index.column() == SourceColumn)
        return member.source; // the column may show it cut
    if (role == Qt::ToolTipRole && index.column() == DistanceColumn)
        return tr("%1 of 64 fingerprint bits differ from the event's centre").arg(member.distance);
    if (role == Qt::TextAlignmentRole && index.column() == DistanceColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case PublishedColumn:
        return QLocale().toString(member.published.toLocalTime(), QStringLiteral("d MMM HH:mm"));
    case SourceColumn:
        return member.source;
    case TitleColumn:
        return member.title;
    case DistanceColumn:
        return QLocale().toString(member.distance);
    default:
        return {};
    }
}

QVariant EventMembersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PublishedColumn:
        return tr("Published");
    case SourceColumn:
        return tr("Source");
    case TitleColumn:
        return tr("Title");
    case DistanceColumn:
        return tr("Distance");
    default:
        return {};
    }
}

void EventMembersModel::setMembers(const QList<EventMemberRecord> &members)
{
    beginResetModel();
    m_members = members;
    endResetModel();
}

} // namespace kindred
