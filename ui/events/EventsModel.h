#pragma once

#include "news/EventRanking.h"

#include <QAbstractTableModel>

namespace kindred {

/// The breaking events as the panel lists them (rankEvents: active first, then by distinct
/// sources with age decay): the centre article's title, articles, sources, started, last report
/// and velocity. A new event (not seen yet) is bold until it is opened.
class EventsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventsModel)

public:
    enum Column {
        TitleColumn,
        ArticlesColumn,
        SourcesColumn,
        StartedColumn,
        LastColumn,
        VelocityColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        EventIdRole = Qt::UserRole + 1, // qint64
        ActiveRole, // bool
        SeenRole, // bool
        ScoreRole, // double
    };
    Q_ENUM(Role)

    explicit EventsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Shows `events` in their order. Rows of events shown before are updated in place (a
    /// refresh that grows an event does not reset the view or lose the selection).
    void setEvents(const QList<RankedEvent> &events, int windowHours);
    const RankedEvent *event(int row) const;
    /// The events listed, in their order.
    QList<EventRecord> events() const;
    int rowForEvent(qint64 eventId) const;
    /// The reader opened the event: it no longer stands out.
    void markSeen(qint64 eventId);

private:
    QString rankRule() const;

    QList<RankedEvent> m_events;
    int m_windowHours = 4;
};

} // namespace kindred
