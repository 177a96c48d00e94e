#pragma once

#include "news/DetectionRules.h"
#include "news/EventRanking.h"

#include <QWidget>

class QLabel;
class QTreeView;

namespace kindred {

class EventPage;
class EventsModel;

/// View > Breaking Events: the ranked events on the left (active above recent, new ones bold
/// until opened), the selected event's page on the right. Refreshing keeps the selection.
class EventsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventsView)

public:
    explicit EventsView(const DetectionRules &rules, QWidget *parent = nullptr);

    /// Shows `events` ranked at `now` (see rankEvents).
    void setEvents(const QList<EventRecord> &events, const QDateTime &now, int windowHours);
    /// The thresholds the event page draws (the user applied new settings).
    void setRules(const DetectionRules &rules);
    /// Selects (and opens) the event; false when it is not listed.
    bool selectEvent(qint64 eventId);

    EventsModel *model() const { return m_model; }
    QTreeView *table() const { return m_table; }
    EventPage *page() const { return m_page; }

signals:
    /// The reader opened an event (it is seen now).
    void eventOpened(qint64 eventId);
    void articleActivated(qint64 articleId);

private:
    void openRow(int row);

    EventsModel *m_model = nullptr;
    QTreeView *m_table = nullptr;
    QLabel *m_summary = nullptr;
    EventPage *m_page = nullptr;
};

} // namespace kindred
