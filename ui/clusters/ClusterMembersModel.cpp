#include "clusters/ClusterMembersModel.h"

#include "engine/DateText.h"

#include <QFont>
#include <QLocale>
#include <QPalette>
#include <algorithm>

namespace kindred {

ClusterMembersModel::ClusterMembersModel(QObject *parent) : QAbstractTableModel(parent)
{ }

int ClusterMembersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_members.size());
}

int ClusterMembersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ClusterMembersModel::kindText(int row) const
{
    const ArticleRecord &member = m_members.at(row);
    if (isNearMiss(row))
        return tr("near miss");
    if (member.isPrimary)
        return tr("first report");
    if (m_exact.contains(member.id))
        return tr("exact copy");
    if (member.distance == 0)
        return tr("same fingerprint");
    return tr("near copy");
}

QVariant ClusterMembersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ArticleRecord &member = m_members.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SourceColumn:
            return member.feedTitle;
        case TitleColumn:
            return member.title.isEmpty() ? tr("(untitled)") : member.title;
        case PublishedColumn:
            return shortDateText(member.published);
        case DistanceColumn:
            return QLocale().toString(member.distance);
        case KindColumn:
            return kindText(index.row());
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (isNearMiss(index.row()))
            return tr("Not in this group: %n bits of 64 differ from the first report, beyond the duplicate "
                      "radius. A similar story, or a copy edited more than the radius allows.",
                nullptr, member.distance);
        if (index.column() == DistanceColumn)
            return tr("%n of 64 fingerprint bits differ from the first report", nullptr, member.distance);
        if (index.column() == PublishedColumn)
            return longDateText(member.published);
        if (index.column() == TitleColumn)
            return member.title;
        return {};
    case Qt::FontRole:
        if (member.isPrimary || isNearMiss(index.row())) {
            QFont font;
            font.setBold(!isNearMiss(index.row()));
            font.setItalic(isNearMiss(index.row()));
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        return isNearMiss(index.row()) ? QVariant(QPalette().brush(QPalette::PlaceholderText)) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == DistanceColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                : QVariant();
    case ArticleIdRole:
        return member.id;
    case SimhashRole:
        return member.simhash;
    case IsPrimaryRole:
        return member.isPrimary && !isNearMiss(index.row());
    case IsNearMissRole:
        return isNearMiss(index.row());
    default:
        return {};
    }
}

QVariant ClusterMembersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SourceColumn:
        return tr("Source");
    case TitleColumn:
        return tr("Title");
    case PublishedColumn:
        return tr("Published");
    case DistanceColumn:
        return tr("Distance");
    case KindColumn:
        return tr("Kind");
    default:
        return {};
    }
}

void ClusterMembersModel::setMembers(
    QList<ArticleRecord> members, const QSet<qint64> &exact, QList<ArticleRecord> nearMisses)
{
    std::stable_sort(members.begin(), members.end(), [](const ArticleRecord &a, const ArticleRecord &b) {
        return a.published != b.published ? a.published < b.published : a.id < b.id;
    });
    std::stable_sort(
        nearMisses.begin(), nearMisses.end(), [](const ArticleRecord &a, const ArticleRecord &b) {
            return a.distance != b.distance ? a.distance < b.distance : a.published < b.published;
        });
    beginResetModel();
    m_memberCount = int(members.size());
    m_members = std::move(members);
    m_members.append(nearMisses);
    m_exact = exact;
    endResetModel();
}

int ClusterMembersModel::rowForArticle(qint64 articleId) const
{
    for (qsizetype i = 0; i < m_members.size(); ++i) {
        if (m_members.at(i).id == articleId)
            return int(i);
    }
    return -1;
}

} // namespace kindred
