#include "clusters/DuplicateGroupsModel.h"

#include "engine/DateText.h"

#include <QCoreApplication>
#include <QFont>
#include <QLocale>

namespace kindred {

namespace {

// "45 min", "3 h 10 min", "2 d 4 h": the time from the first copy to the last.
QString spanText(qint64 seconds)
{
    const qint64 minutes = seconds / 60;
    if (minutes < 1)
        return QCoreApplication::translate("kindred::DuplicateGroupsModel", "< 1 min");
    if (minutes < 60)
        return QCoreApplication::translate("kindred::DuplicateGroupsModel", "%1 min").arg(minutes);
    if (minutes < 24 * 60)
        return QCoreApplication::translate("kindred::DuplicateGroupsModel", "%1 h %2 min")
            .arg(minutes / 60)
            .arg(minutes % 60);
    return QCoreApplication::translate("kindred::DuplicateGroupsModel", "%1 d %2 h")
        .arg(minutes / (24 * 60))
        .arg(minutes / 60 % 24);
}

} // namespace

DuplicateGroupsModel::DuplicateGroupsModel(QObject *parent) : QAbstractTableModel(parent)
{ }

int DuplicateGroupsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_groups.size());
}

int DuplicateGroupsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DuplicateGroupsModel::sourceNames(const DuplicateGroupSummary &group) const
{
    QStringList names;
    for (const qint64 feed : group.feedIds)
        names.append(m_feedTitles.value(feed));
    names.sort(Qt::CaseInsensitive);
    return names.join(QStringLiteral(", "));
}

QVariant DuplicateGroupsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DuplicateGroupSummary &group = m_groups.at(index.row());
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TitleColumn:
            return group.leadTitle.isEmpty() ? tr("(untitled)") : group.leadTitle;
        case CopiesColumn:
            return locale.toString(group.copies);
        case SourcesColumn:
            return locale.toString(group.sources);
        case FirstSeenColumn:
            return shortDateText(group.firstSeen, locale);
        case SpanColumn:
            return spanText(group.spanSeconds());
        case DistanceColumn:
            return locale.toString(group.maxDistance);
        default:
            return {};
        }
    case SortRole:
        switch (index.column()) {
        case TitleColumn:
            return group.leadTitle.toCaseFolded();
        case CopiesColumn:
            return group.copies;
        case SourcesColumn:
            return group.sources;
        case FirstSeenColumn:
            return group.firstSeen;
        case SpanColumn:
            return group.spanSeconds();
        case DistanceColumn:
            return group.maxDistance;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        switch (index.column()) {
        case TitleColumn:
            return tr("%1\nFirst reported by %2").arg(group.leadTitle, group.leadSource);
        case SourcesColumn:
            return sourceNames(group);
        case FirstSeenColumn:
            return longDateText(group.firstSeen, locale);
        case SpanColumn:
            return tr("From %1 to %2")
                .arg(longDateText(group.firstSeen, locale), longDateText(group.lastSeen, locale));
        case DistanceColumn:
            return tr("The copy furthest from the first report differs in %n bits of 64", nullptr,
                group.maxDistance);
        default:
            return {};
        }
    case Qt::FontRole:
        if (index.column() == TitleColumn && group.unread > 0) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == TitleColumn ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case GroupIdRole:
        return group.id;
    case LeadIdRole:
        return group.leadId;
    case FeedIdsRole:
        return QVariant::fromValue(group.feedIds);
    case SearchTextRole:
        return group.leadTitle + u'\n' + sourceNames(group);
    default:
        return {};
    }
}

QVariant DuplicateGroupsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case TitleColumn:
            return tr("Story (first report)");
        case CopiesColumn:
            return tr("Copies");
        case SourcesColumn:
            return tr("Sources");
        case FirstSeenColumn:
            return tr("First seen");
        case SpanColumn:
            return tr("Span");
        case DistanceColumn:
            return tr("Max. distance");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case CopiesColumn:
            return tr("Articles in the group, the first report included");
        case SourcesColumn:
            return tr("Distinct feeds that ran the story");
        case SpanColumn:
            return tr("Time from the first copy to the last");
        case DistanceColumn:
            return tr("Largest Hamming distance of a copy to the first report");
        default:
            return {};
        }
    }
    return {};
}

void DuplicateGroupsModel::setGroups(
    const QList<DuplicateGroupSummary> &groups, const QHash<qint64, QString> &feedTitles)
{
    beginResetModel();
    m_groups = groups;
    m_feedTitles = feedTitles;
    endResetModel();
}

int DuplicateGroupsModel::rowForGroup(qint64 groupId) const
{
    for (qsizetype i = 0; i < m_groups.size(); ++i) {
        if (m_groups.at(i).id == groupId)
            return int(i);
    }
    return -1;
}

} // namespace kindred
