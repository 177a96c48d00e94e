#pragma once

#include "news/DetectionRules.h"
#include "news/EventCoverage.h"
#include "news/EventRanking.h"

#include <QWidget>
#include <functional>

class QLabel;
class QStandardItemModel;
class QTabWidget;
class QTreeView;

namespace kindred {

class ArrivalsTimeline;
class DistanceHistogram;
class EventMembersModel;

/// One breaking event laid open: how big and how fast, an arrivals timeline stacked by outlet,
/// the members' distances to the centre with the duplicate radius and the similar band marked,
/// the outlets in the order they first reported, and the reports (activating one opens it); beside
/// them its coverage: each outlet's report as the original, a copy (of whom, how far) or its own,
/// by folder, and the usual outlets that have not run it yet.
class EventPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventPage)

public:
    explicit EventPage(const DetectionRules &rules, QWidget *parent = nullptr);

    /// Where the page reads an event's coverage (the store; the page itself knows none).
    using CoverageSource = std::function<EventCoverage(const EventRecord &)>;
    void setCoverageSource(CoverageSource source) { m_coverageSource = std::move(source); }

    void setEvent(const RankedEvent &event);
    /// Brings the coverage tab forward.
    void showCoverage();
    /// Draws the distances with these thresholds from now on (the user applied new settings).
    void setRules(const DetectionRules &rules);
    void clear();
    qint64 eventId() const { return m_eventId; }

    ArrivalsTimeline *timeline() const { return m_timeline; }
    DistanceHistogram *histogram() const { return m_histogram; }
    EventMembersModel *membersModel() const { return m_members; }
    QTreeView *membersTable() const { return m_table; }
    enum CoverageRole { ArticleIdRole = Qt::UserRole + 1, GroupIdRole, IsCopyRole };
    /// Folders (or the outlets at once when none has a folder), then "Not run yet".
    QStandardItemModel *coverageModel() const { return m_coverage; }
    QTreeView *coverageView() const { return m_coverageView; }
    /// How many of the first outlets "Who reported first" names before "and N more".
    static constexpr int FirstOutletsShown = 5;
    /// The outlets in the order of their first report, as shown.
    QStringList outlets() const { return m_outletNames; }

signals:
    void articleActivated(qint64 articleId);
    /// The reader opened a copy: its group, compared with the original, is worth a look.
    void copyActivated(qint64 groupId, qint64 articleId);

private:
    void showDistances();
    void showFirstOutlets();
    void fillCoverage(const EventCoverage &coverage);
    static QString ranText(const CoverageEntry &entry);

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
    CoverageSource m_coverageSource;
    QTabWidget *m_lists = nullptr;
    QStandardItemModel *m_coverage = nullptr;
    QTreeView *m_coverageView = nullptr;
};

} // namespace kindred
