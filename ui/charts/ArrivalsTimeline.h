#pragma once

#include "news/EventRanking.h"

#include <QChartView>
#include <QList>

class QBarSet;
class QStackedBarSeries;

namespace kindred {

/// An event's arrivals over time (QtCharts): one bar per bin (15 minutes), stacked by outlet in
/// the order they first reported. A bar's tooltip says when, who and how many; clicking an outlet
/// in the legend hides its reports (and shows them again).
class ArrivalsTimeline final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArrivalsTimeline)

public:
    explicit ArrivalsTimeline(QWidget *parent = nullptr);

    void setTimeline(const EventTimeline &timeline);
    const EventTimeline &timeline() const { return m_timeline; }
    /// The stacked series (for tests): one set per outlet shown in the legend.
    QStackedBarSeries *series() const { return m_series; }
    /// Whether an outlet's reports are hidden (its legend entry was clicked).
    bool isHidden(int source) const { return m_hidden.value(source, false); }
    /// Hides or shows an outlet's reports, as a click on its legend entry does.
    void setHidden(int source, bool hidden);

    /// Outlets drawn one by one; the rest share one "others" set.
    static constexpr int MaxSources = 8;

private:
    void rebuild();
    void fillSet(int set);
    QString binLabel(int bin) const;

    EventTimeline m_timeline;
    QStackedBarSeries *m_series = nullptr;
    QList<QList<int>> m_values; // per set, what it shows when not hidden
    QList<bool> m_hidden;
};

} // namespace kindred
