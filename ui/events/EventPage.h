#pragma once

#include "news/DetectionRules.h"
#include "news/EventRanking.h"

#include <QWidget>

class QLabel;
class QTreeView;

namespace kindred {

class ArrivalsTimeline;
class DistanceHistogram;
class EventMembersModel;

/// One breaking event laid open: how big and how fast, an arrivals timeline stacked by outlet,
/// the members' distances to the centre with the duplicate radius and the similar band marked,
/// the outlets in the order they first reported, and the reports (activating one opens it).
class EventPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventPage)

public:
    explicit EventPage(const DetectionRules &rules, QWidget *parent = nullptr);

    void setEvent(const RankedEvent &event);
    /// Draws the distances with these thresholds from now on (the user applied new settings).
    void setRules(const DetectionRules &rules);
    void clear();
    qint64 eventId() const { return m_eventId; }

    ArrivalsTimeline *timeline() const { return m_timeline; }
    DistanceHistogram *histogram() const { return m_histogram; }
    EventMembersModel *membersModel() const { return m_members; }
    QTreeView *membersTable() const { return m_table; }
    /// How many of the first outlets "Who reported first" names before "and N more".
    static constexpr int FirstOutletsShown = 5;
    /// The outlets in the order of their first report, as shown.
    QStringList outlets() const { return m_outletNames; }

signals:
    void articleActivated(qint64 articleId);

private:
    void showDistances();
    void showFirstOutlets();

    DetectionRules m_rules;
    QList<EventMemberRecord> m_shownMembers;
    qint64 m_eventId = 0;
    QStringList m_outletNames;
    QStringList m_firstReports; // "1. Outlet (HH:mm)", in the order they reported
    bool m_allOutletsShown = false; // the reader asked for the rest
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_outlets = nullptr;
    ArrivalsTimeline *m_timeline = nullptr;
    DistanceHistogram *m_histogram = nullptr;
    EventMembersModel *m_members = nullptr;
    QTreeView *m_table = nullptr;
};

} // namespace kindred
