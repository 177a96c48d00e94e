#include "stats/StatisticsView.h"

#include "charts/ChartCard.h"
#include "charts/ChartPalette.h"
#include "charts/DistanceHistogram.h"
#include "common/ViewSetup.h"
#include "engine/StatisticsWorker.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QDateTimeAxis>
#include <QFontMetrics>
#include <QGridLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

namespace kindred {

namespace {

QChartView *chartView(QChart *chart)
{
    chart->setBackgroundVisible(false);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto *view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(360, 220);
    return view;
}

void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis); // gives it back: ours to delete
        delete axis;
    }
}

QValueAxis *countAxis(int peak)
{
    auto *axis = new QValueAxis;
    axis->setLabelFormat(QStringLiteral("%d"));
    axis->setRange(0, qMax(1, peak));
    axis->applyNiceNumbers();
    return axis;
}

QString csvText(const QString &text)
{
    QString quoted = text;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace

StatisticsView::StatisticsView(StatisticsWorker *worker, const DetectionRules &rules, QWidget *parent)
    : QWidget(parent)
    , m_worker(worker)
    , m_rules(rules)
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
{
    m_period = new QComboBox;
    m_period->setAccessibleName(tr("Period"));
    m_period->addItem(tr("Last 24 hours"), 24);
    m_period->addItem(tr("Last 7 days"), 24 * 7);
    m_period->addItem(tr("Last 30 days"), 24 * 30);
    connect(m_period, &QComboBox::currentIndexChanged, this, &StatisticsView::reload);
    m_summary = makeNote();

    m_perHour = new QChart;
    m_hourOfDay = new QChart;
    m_sources = new QChart;
    m_distances = new DistanceHistogram;
    m_distances->setAxisTitles(tr("Hamming distance to the nearest earlier article"), tr("Articles"));
    m_cards = {
        new ChartCard(
            tr("Articles and copies per hour"), chartView(m_perHour), [this] { return perHourCsv(); }),
        new ChartCard(tr("Hour of the day"), chartView(m_hourOfDay), [this] { return hourOfDayCsv(); }),
        new ChartCard(tr("Top sources: articles, copies and their share"), chartView(m_sources),
            [this] { return sourcesCsv(); }),
        new ChartCard(
            tr("Distance to the nearest earlier article"), m_distances, [this] { return distancesCsv(); }),
    };

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_period);
    bar->addWidget(m_summary, 1);
    auto *grid = new QGridLayout;
    for (int i = 0; i < m_cards.size(); ++i)
        grid->addWidget(m_cards.at(i), i / 2, i % 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(bar);
    layout->addLayout(grid, 1);

    m_worker->setParent(this);
    connect(m_worker, &StatisticsWorker::computed, this, [this](const FlowStatistics &stats) {
        show(stats);
        if (std::exchange(m_again, false))
            reload();
    });
}

StatisticsView::~StatisticsView() = default;

int StatisticsView::periodHours() const
{
    return m_period->currentData().toInt();
}

void StatisticsView::setPeriodHours(int hours)
{
    m_period->setCurrentIndex(qMax(0, m_period->findData(hours)));
}

void StatisticsView::reload()
{
    if (m_worker->isRunning()) {
        m_again = true;
        return;
    }
    m_summary->setText(tr("Counting…"));
    const int offset = QDateTime::currentDateTime().offsetFromUtc();
    const int maxDistance = qMax(m_rules.similarMax, 7);
    m_worker->compute(m_clock(), periodHours(), offset, maxDistance);
}

void StatisticsView::show(const FlowStatistics &stats)
{
    m_stats = stats;
    const QLocale locale;
    const QString when = QStringLiteral("d MMM HH:mm");
    m_summary->setText(
        tr("%1 articles, %2 of them copies (%3%) from %4 sources · %5 to %6 · %7 had no earlier article "
           "within %8 "
           "bits")
            .arg(locale.toString(stats.articles), locale.toString(stats.copies),
                locale.toString(stats.copyShare() * 100, 'f', 1), locale.toString(stats.sources.size()),
                locale.toString(stats.from.toLocalTime(), when),
                locale.toString(stats.to.toLocalTime(), when), locale.toString(stats.fartherThanMax),
                locale.toString(stats.nearestDistance.size() - 1)));
    showPerHour(stats);
    showHourOfDay(stats);
    showSources(stats);
    m_distances->setCounts(stats.nearestDistance);
    showDistances();
    emit shown();
}

void StatisticsView::setRules(const DetectionRules &rules)
{
    m_rules = rules;
    showDistances();
}

void StatisticsView::showDistances()
{
    const int radius = m_rules.duplicateRadius;
    m_distances->setThresholds({{radius, tr("copies ≤ %1").arg(radius), QColor()}});
    m_distances->setBand(m_rules.similarMin, m_rules.similarMax,
        tr("similar %1–%2").arg(m_rules.similarMin).arg(m_rules.similarMax));
}

void StatisticsView::showPerHour(const FlowStatistics &stats)
{
    clearChart(m_perHour);
    auto *articles = new QLineSeries;
    articles->setName(tr("Articles"));
    auto *copies = new QLineSeries;
    copies->setName(tr("Copies"));
    int peak = 0;
    for (qsizetype h = 0; h < stats.articlesPerHour.size(); ++h) {
        const qreal x = qreal(stats.from.addSecs(3600 * h).toMSecsSinceEpoch());
        articles->append(x, stats.articlesPerHour.at(h));
        copies->append(x, stats.copiesPerHour.at(h));
        peak = qMax(peak, stats.articlesPerHour.at(h));
    }
    articles->setColor(chartpalette::accent(palette()));
    copies->setColor(chartpalette::difference(palette()));
    m_perHour->addSeries(articles);
    m_perHour->addSeries(copies);
    auto *time = new QDateTimeAxis;
    time->setFormat(stats.articlesPerHour.size() > 48 ? QStringLiteral("d MMM") : QStringLiteral("HH:mm"));
    time->setTickCount(7);
    time->setRange(stats.from.toLocalTime(), stats.to.toLocalTime());
    QValueAxis *count = countAxis(peak);
    m_perHour->addAxis(time, Qt::AlignBottom);
    m_perHour->addAxis(count, Qt::AlignLeft);
    for (QLineSeries *series : {articles, copies}) {
        series->attachAxis(time);
        series->attachAxis(count);
    }
}

void StatisticsView::showHourOfDay(const FlowStatistics &stats)
{
    clearChart(m_hourOfDay);
    auto *articles = new QBarSet(tr("Articles"));
    auto *copies = new QBarSet(tr("Copies"));
    int peak = 0;
    for (int h = 0; h < 24; ++h) {
        articles->append(stats.articlesByHourOfDay.at(h));
        copies->append(stats.copiesByHourOfDay.at(h));
        peak = qMax(peak, stats.articlesByHourOfDay.at(h));
    }
    articles->setColor(chartpalette::accent(palette()));
    copies->setColor(chartpalette::difference(palette()));
    auto *series = new QBarSeries;
    series->append(articles);
    series->append(copies);
    m_hourOfDay->addSeries(series);
    // Every third hour labelled under its bars (a bar category axis elides two digits).
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setRange(-0.5, 23.5);
    for (int h = 0; h < 24; h += 3)
        axis->append(QStringLiteral("%1:00").arg(h), h);
    QValueAxis *count = countAxis(peak);
    m_hourOfDay->addAxis(axis, Qt::AlignBottom);
    m_hourOfDay->addAxis(count, Qt::AlignLeft);
    series->attachAxis(axis);
    series->attachAxis(count);
}

void StatisticsView::showSources(const FlowStatistics &stats)
{
    clearChart(m_sources);
    // The ten largest, largest at the top; their share of copies in the label. A long outlet name
    // ("The Evening Post: Breaking News, Sport and Weather") is cut to what the chart has room for
    // (QtCharts would cut every label to "..."), and shown whole when its bar is hovered.
    const QList<FlowStatistics::Source> top = stats.sources.mid(0, 10);
    auto *axis = new QBarCategoryAxis;
    const QFontMetrics metrics(axis->labelsFont());
    const int nameWidth = metrics.averageCharWidth() * SourceNameCharacters;
    auto *originals = new QBarSet(tr("Own reports"));
    auto *copies = new QBarSet(tr("Copies"));
    QStringList names;
    QStringList wholeNames;
    int peak = 0;
    const QLocale locale;
    for (qsizetype i = top.size() - 1; i >= 0; --i) {
        const FlowStatistics::Source &source = top.at(i);
        originals->append(source.articles - source.copies);
        copies->append(source.copies);
        const QString share = locale.toString(source.copyShare() * 100, 'f', 0);
        names.append(
            tr("%1 (%2% copies)").arg(metrics.elidedText(source.title, Qt::ElideRight, nameWidth), share));
        wholeNames.append(
            tr("%1: %2 articles, %3 of them copies (%4%)")
                .arg(source.title, locale.toString(source.articles), locale.toString(source.copies), share));
        peak = qMax(peak, source.articles);
    }
    originals->setColor(chartpalette::accent(palette()));
    copies->setColor(chartpalette::difference(palette()));
    auto *series = new QHorizontalStackedBarSeries;
    series->append(originals);
    series->append(copies);
    connect(series, &QHorizontalStackedBarSeries::hovered, this, [wholeNames](bool status, int index) {
        if (status && index >= 0 && index < wholeNames.size())
            QToolTip::showText(QCursor::pos(), wholeNames.at(index));
        else
            QToolTip::hideText();
    });
    m_sources->addSeries(series);
    axis->append(names);
    axis->setTruncateLabels(false); // cut here already, to a width the chart leaves them
    QValueAxis *count = countAxis(peak);
    m_sources->addAxis(axis, Qt::AlignLeft);
    m_sources->addAxis(count, Qt::AlignBottom);
    series->attachAxis(axis);
    series->attachAxis(count);
}

QString StatisticsView::perHourCsv() const
{
    QString csv = QStringLiteral("hour_utc,articles,copies\n");
    for (qsizetype h = 0; h < m_stats.articlesPerHour.size(); ++h)
        csv += QStringLiteral("%1,%2,%3\n")
                   .arg(m_stats.from.addSecs(3600 * h).toString(Qt::ISODate))
                   .arg(m_stats.articlesPerHour.at(h))
                   .arg(m_stats.copiesPerHour.at(h));
    return csv;
}

QString StatisticsView::hourOfDayCsv() const
{
    QString csv = QStringLiteral("hour_of_day,articles,copies\n");
    for (int h = 0; h < 24; ++h)
        csv += QStringLiteral("%1,%2,%3\n")
                   .arg(h)
                   .arg(m_stats.articlesByHourOfDay.at(h))
                   .arg(m_stats.copiesByHourOfDay.at(h));
    return csv;
}

QString StatisticsView::sourcesCsv() const
{
    QString csv = QStringLiteral("source,articles,copies,copy_share\n");
    for (const FlowStatistics::Source &source : m_stats.sources)
        csv += QStringLiteral("%1,%2,%3,%4\n")
                   .arg(csvText(source.title))
                   .arg(source.articles)
                   .arg(source.copies)
                   .arg(source.copyShare(), 0, 'f', 4);
    return csv;
}

QString StatisticsView::distancesCsv() const
{
    QString csv = QStringLiteral("distance,articles\n");
    for (qsizetype d = 0; d < m_stats.nearestDistance.size(); ++d)
        csv += QStringLiteral("%1,%2\n").arg(d).arg(m_stats.nearestDistance.at(d));
    csv += QStringLiteral("farther,%1\n").arg(m_stats.fartherThanMax);
    return csv;
}

} // namespace kindred
