#include "charts/ArrivalsTimeline.h"

#include "charts/ChartPalette.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QLegendMarker>
#include <QLocale>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

namespace kindred {

ArrivalsTimeline::ArrivalsTimeline(QWidget *parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 200);
    // The view's own chart: QChartView::setChart() would only release the one it made.
    QChart *chart = this->chart();
    chart->setBackgroundVisible(false);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setTitle(tr("Arrivals per 15 minutes, by outlet"));
    setAccessibleName(tr("Arrivals timeline"));
}

QString ArrivalsTimeline::binLabel(int bin) const
{
    const QDateTime at = m_timeline.start.addSecs(60LL * m_timeline.binMinutes * bin).toLocalTime();
    return at.time().toString(QStringLiteral("HH:mm"));
}

void ArrivalsTimeline::setTimeline(const EventTimeline &timeline)
{
    m_timeline = timeline;
    rebuild();
}

void ArrivalsTimeline::rebuild()
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis); // gives it back: ours to delete
        delete axis;
    }
    m_values.clear();
    m_hidden.clear();
    m_series = new QStackedBarSeries;
    const int bins = m_timeline.bins();
    const int shown = int(qMin<qsizetype>(m_timeline.sources.size(), MaxSources));
    for (int s = 0; s < m_timeline.counts.size(); ++s) {
        if (s < shown)
            m_values.append(m_timeline.counts.at(s));
        else if (s == shown)
            m_values.append(QList<int>(bins, 0));
        if (s >= shown) {
            for (int b = 0; b < bins; ++b)
                m_values.last()[b] += m_timeline.counts.at(s).at(b);
        }
    }
    for (int set = 0; set < m_values.size(); ++set) {
        auto *barSet
            = new QBarSet(set < shown ? m_timeline.sources.at(set)
                                      : tr("%n others", nullptr, int(m_timeline.sources.size()) - shown));
        // Hues around the wheel from the palette's accent, so outlets are told apart.
        const QColor accent = chartpalette::accent(palette());
        barSet->setColor(QColor::fromHsl((accent.hslHue() + set * 360 / qMax(1, int(m_values.size()))) % 360,
            qMax(90, accent.hslSaturation()), chartpalette::isDark(palette()) ? 150 : 120));
        barSet->setBorderColor(Qt::transparent);
        m_series->append(barSet);
        m_hidden.append(false);
        fillSet(set);
        connect(barSet, &QBarSet::hovered, this, [this, set](bool status, int bin) {
            if (!status) {
                QToolTip::hideText();
                return;
            }
            const int count = m_values.at(set).value(bin);
            QToolTip::showText(QCursor::pos(),
                tr("%1–%2 · %3: %4")
                    .arg(binLabel(bin), binLabel(bin + 1), m_series->barSets().at(set)->label(),
                        QLocale().toString(count)),
                this);
        });
    }
    m_series->setBarWidth(0.9);
    c->addSeries(m_series);

    // Times on the quarter hours under the bars, as many as fit (a category axis elides them).
    auto *timeAxis = new QCategoryAxis;
    timeAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    timeAxis->setRange(-0.5, qMax(0, bins - 1) + 0.5);
    const int step = qMax(1, (bins + 4) / 5);
    for (int b = 0; b < bins; b += step)
        timeAxis->append(binLabel(b), b);
    auto *countAxis = new QValueAxis;
    countAxis->setLabelFormat(QStringLiteral("%d"));
    countAxis->setTitleText(tr("Reports"));
    int peak = 1;
    for (int b = 0; b < bins; ++b) {
        int sum = 0;
        for (const QList<int> &values : std::as_const(m_values))
            sum += values.at(b);
        peak = qMax(peak, sum);
    }
    countAxis->setRange(0, peak);
    countAxis->setTickCount(qMin(peak, 5) + 1);
    c->addAxis(timeAxis, Qt::AlignBottom);
    c->addAxis(countAxis, Qt::AlignLeft);
    m_series->attachAxis(timeAxis);
    m_series->attachAxis(countAxis);

    const QList<QLegendMarker *> markers = c->legend()->markers(m_series);
    for (int set = 0; set < markers.size(); ++set)
        connect(
            markers.at(set), &QLegendMarker::clicked, this, [this, set] { setHidden(set, !isHidden(set)); });
}

void ArrivalsTimeline::fillSet(int set)
{
    QBarSet *barSet = m_series->barSets().at(set);
    barSet->remove(0, barSet->count());
    for (const int value : m_values.at(set))
        barSet->append(m_hidden.at(set) ? 0 : value);
}

void ArrivalsTimeline::setHidden(int source, bool hidden)
{
    if (source < 0 || source >= m_hidden.size() || m_hidden.at(source) == hidden)
        return;
    m_hidden[source] = hidden;
    fillSet(source);
    // The legend entry fades while its reports are hidden.
    const QList<QLegendMarker *> markers = chart()->legend()->markers(m_series);
    if (source < markers.size()) {
        QColor label = palette().color(QPalette::Text);
        label.setAlphaF(hidden ? 0.35f : 1.0f);
        markers.at(source)->setLabelBrush(label);
    }
}

} // namespace kindred
