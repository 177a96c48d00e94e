#pragma once

#include "news/DetectionRules.h"
#include "news/FlowStatistics.h"

#include <QWidget>
#include <functional>

class QComboBox;
class QLabel;
class QChart;

namespace kindred {

class ChartCard;
class DistanceHistogram;
class StatisticsWorker;

/// View > Statistics: the news flow of the last 24 hours, 7 days or 30 days in four charts
/// (articles and copies per hour; the hour-of-day pattern; top sources by volume and by share of
/// copies; each new article's distance to its nearest earlier one, with the thresholds drawn),
/// each saved as PNG or CSV from its menu. The numbers are computed off the UI thread on a
/// connection of their own (StatisticsWorker; FlowStatistics, the same as `kindred-cli stats --period`).
class StatisticsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatisticsView)

public:
    using Clock = std::function<QDateTime()>;

    /// About how many characters of an outlet's name the top sources chart shows (cut with "…").
    static constexpr int SourceNameCharacters = 24;

    /// Takes `worker` over (Session::createStatisticsWorker()).
    StatisticsView(StatisticsWorker *worker, const DetectionRules &rules, QWidget *parent = nullptr);
    ~StatisticsView() override;

    /// The end of the period (now, or the newest article when nothing came in lately).
    void setClock(Clock clock) { m_clock = std::move(clock); }
    /// The thresholds the distance chart draws (the user applied new settings).
    void setRules(const DetectionRules &rules);
    const DetectionRules &rules() const { return m_rules; }
    /// Computes the charts again for the chosen period; shown() follows.
    void reload();
    /// Hours in the chosen period (24, 168 or 720).
    int periodHours() const;
    void setPeriodHours(int hours);

    const FlowStatistics &statistics() const { return m_stats; }
    QList<ChartCard *> cards() const { return m_cards; }
    QComboBox *periodBox() const { return m_period; }

signals:
    /// New numbers are in the charts.
    void shown();

private:
    void show(const FlowStatistics &stats);
    void showPerHour(const FlowStatistics &stats);
    void showHourOfDay(const FlowStatistics &stats);
    void showSources(const FlowStatistics &stats);
    QString perHourCsv() const;
    QString hourOfDayCsv() const;
    QString sourcesCsv() const;
    QString distancesCsv() const;

    StatisticsWorker *m_worker; // a child
    void showDistances();

    DetectionRules m_rules;
    Clock m_clock;
    FlowStatistics m_stats;
    bool m_again = false; // asked again while computing
    QComboBox *m_period = nullptr;
    QLabel *m_summary = nullptr;
    QChart *m_perHour = nullptr;
    QChart *m_hourOfDay = nullptr;
    QChart *m_sources = nullptr;
    DistanceHistogram *m_distances = nullptr;
    QList<ChartCard *> m_cards;
};

} // namespace kindred
