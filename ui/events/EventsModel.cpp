#include "events/EventsModel.h"

#include "engine/DateText.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

namespace kindred {

EventsModel::EventsModel(QObject *parent) : QAbstractTableModel(parent)
{ }

int EventsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_events.size());
}

int EventsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString EventsModel::rankRule() const
{
    return tr("Events still growing (a report within the last %n hours) come first. Each is ranked by the "
              "outlets that ran it, not by its articles, halved for every %n hours since its last report: "
              "a feed that floods adds articles but only one outlet.",
        nullptr, m_windowHours);
}

QVariant EventsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RankedEvent &r = m_events.at(index.row());
    const QLocale locale;
    const QDateTime last = r.event.members.isEmpty() ? r.event.end : r.event.members.constLast().published;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TitleColumn:
            return r.event.label.isEmpty() ? tr("(untitled)") : r.event.label;
        case ArticlesColumn:
            return locale.toString(r.event.members.isEmpty() ? r.event.size : int(r.event.members.size()));
        case SourcesColumn:
            return locale.toString(r.sources);
        case StartedColumn:
            return locale.toString(r.event.start.toLocalTime(), QStringLiteral("d MMM HH:mm"));
        case LastColumn:
            // The day only when it is not the day the event started: the title keeps the room.
            return locale.toString(last.toLocalTime(),
                last.toLocalTime().date() == r.event.start.toLocalTime().date()
                    ? QStringLiteral("HH:mm")
                    : QStringLiteral("d MMM HH:mm"));
        case VelocityColumn:
            return tr("+%1/h", "reports in the last hour").arg(r.lastHour);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == StartedColumn)
            return longDateText(r.event.start, locale);
        if (index.column() == LastColumn)
            return longDateText(last, locale);
        if (index.column() == VelocityColumn)
            return r.active ? tr("Reports in the last hour")
                            : tr("Reports in the last hour before its last report");
        if (index.column() == TitleColumn)
            return tr("%1\n\nScore %2. %3").arg(r.event.label, locale.toString(r.score, 'f', 2), rankRule());
        return {};
    case Qt::FontRole:
        if (!r.event.seen && index.column() == TitleColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        return r.active ? QVariant() : QVariant(QGuiApplication::palette().color(QPalette::PlaceholderText));
    case Qt::TextAlignmentRole:
        return index.column() == TitleColumn ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case EventIdRole:
        return r.event.id;
    case ActiveRole:
        return r.active;
    case SeenRole:
        return r.event.seen;
    case ScoreRole:
        return r.score;
    default:
        return {};
    }
}

QVariant EventsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole)
        return rankRule();
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TitleColumn:
        return tr("Event");
    case ArticlesColumn:
        return tr("Articles");
    case SourcesColumn:
        return tr("Sources");
    case StartedColumn:
        return tr("Started");
    case LastColumn:
        return tr("Last report");
    case VelocityColumn:
        return tr("Velocity");
    default:
        return {};
    }
}

void EventsModel::setEvents(const QList<RankedEvent> &events, int windowHours)
{
    m_windowHours = windowHours;
    // The same events in the same order: update in place, so the view keeps its selection.
    bool same = events.size() == m_events.size();
    for (qsizetype i = 0; same && i < events.size(); ++i)
        same = events.at(i).event.id == m_events.at(i).event.id;
    if (same) {
        m_events = events;
        if (!m_events.isEmpty())
            emit dataChanged(index(0, 0), index(int(m_events.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_events = events;
    endResetModel();
}

const RankedEvent *EventsModel::event(int row) const
{
    return row >= 0 && row < m_events.size() ? &m_events.at(row) : nullptr;
}

QList<EventRecord> EventsModel::events() const
{
    QList<EventRecord> events;
    events.reserve(m_events.size());
    for (const RankedEvent &ranked : m_events)
        events.append(ranked.event);
    return events;
}

int EventsModel::rowForEvent(qint64 eventId) const
{
    for (qsizetype i = 0; i < m_events.size(); ++i) {
        if (m_events.at(i).event.id == eventId)
            return int(i);
    }
    return -1;
}

void EventsModel::markSeen(qint64 eventId)
{
    const int row = rowForEvent(eventId);
    if (row < 0 || m_events.at(row).event.seen)
        return;
    m_events[row].event.seen = true;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole, SeenRole});
}

} // namespace kindred
