#include "charts/DistanceHistogram.h"

#include "charts/ChartPalette.h"

#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QGraphicsLayout>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace kindred {

namespace {

constexpr qreal kGrabDistance = 6; // px either side of a line where a press starts a drag

// A "nice" axis top (1, 2 or 5 times a power of ten per step, at most five steps) with room above
// the tallest bar for the threshold labels.
std::pair<int, int> niceRange(int maxCount)
{
    const qreal target = std::max(1.0, maxCount * 1.3);
    int step = 1;
    for (int magnitude = 1;; magnitude *= 10) {
        for (int factor : {1, 2, 5}) {
            step = factor * magnitude;
            if (target / step <= 5)
                return {int(std::ceil(target / step)) * step, int(std::ceil(target / step)) + 1};
        }
    }
}

} // namespace

DistanceHistogram::DistanceHistogram(QWidget *parent)
    : QChartView(parent)
    , m_series(new QStackedBarSeries)
    , m_within(new QBarSet(QString()))
    , m_inBand(new QBarSet(QString()))
    , m_beyond(new QBarSet(QString()))
    , m_xAxis(new QValueAxis)
    , m_yAxis(new QValueAxis)
{
    QChart *c = chart();
    c->legend()->hide();
    c->setBackgroundVisible(false); // drawBackground paints the base and the band under the bars
    c->setMargins(QMargins(2, 2, 8, 2));
    c->layout()->setContentsMargins(0, 0, 0, 0);
    c->setAnimationOptions(QChart::NoAnimation);

    m_series->append(QList<QBarSet *> {m_within, m_inBand, m_beyond});
    m_series->setBarWidth(0.78);
    c->addSeries(m_series);
    c->addAxis(m_xAxis, Qt::AlignBottom);
    c->addAxis(m_yAxis, Qt::AlignLeft);
    m_series->attachAxis(m_xAxis);
    m_series->attachAxis(m_yAxis);
    // A value axis rather than a category axis: a category label never gets more room than its
    // bar, so at 65 bars every label became "…"; dynamic ticks label every 1st, 2nd, 5th, ... bar.
    m_xAxis->setGridLineVisible(false);
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_xAxis->setTickAnchor(0);
    m_xAxis->setTickInterval(1);
    m_xAxis->setLabelFormat(QStringLiteral("%d"));
    m_xAxis->setMinorTickCount(0);
    m_yAxis->setLabelFormat(QStringLiteral("%d"));
    m_yAxis->setMinorTickCount(0);

    setRenderHint(QPainter::Antialiasing);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::NoFocus);
    setMinimumSize(240, 150);
    setAccessibleName(tr("Distance histogram"));
    setAxisTitles(tr("Hamming distance"), tr("Articles"));

    connect(m_series, &QAbstractBarSeries::hovered, this,
        [this](bool status, int index, QBarSet *) { showBarToolTip(status, index); });
    connect(c, &QChart::plotAreaChanged, this, [this] {
        updateAxisLabels();
        viewport()->update(); // the lines and the band are painted from the plot area
    });
    applyPalette();
    rebuildBars();
}

void DistanceHistogram::setCounts(const QList<int> &countsByDistance)
{
    m_counts = countsByDistance;
    rebuildBars();
}

void DistanceHistogram::setThresholds(const QList<Threshold> &thresholds)
{
    m_thresholds = thresholds;
    m_focusedThreshold = std::clamp(m_focusedThreshold, 0, std::max(0, int(m_thresholds.size()) - 1));
    applyPalette();
    rebuildBars();
}

void DistanceHistogram::setBand(int from, int to, const QString &label)
{
    m_bandFrom = from;
    m_bandTo = to;
    m_bandLabel = label;
    applyPalette();
    rebuildBars();
}

void DistanceHistogram::setTitle(const QString &title)
{
    chart()->setTitle(title);
}

void DistanceHistogram::setAxisTitles(const QString &x, const QString &y)
{
    m_xAxis->setTitleText(x);
    m_yAxis->setTitleText(y);
}

void DistanceHistogram::setThresholdsDraggable(bool draggable)
{
    m_draggable = draggable;
    setFocusPolicy(draggable ? Qt::StrongFocus : Qt::NoFocus);
    if (!draggable)
        viewport()->unsetCursor();
    viewport()->update();
}

qreal DistanceHistogram::thresholdX(int index) const
{
    if (index < 0 || index >= m_thresholds.size() || m_counts.isEmpty())
        return std::numeric_limits<qreal>::quiet_NaN();
    return viewportTransform().map(QPointF(boundaryX(m_thresholds[index].after), 0)).x();
}

// The scene x of the gap right of bar `after`: half-way between its centre and the next one's.
qreal DistanceHistogram::boundaryX(int after) const
{
    const QPointF inChart = chart()->mapToPosition(QPointF(after + 0.5, 0), m_series);
    return chart()->mapToScene(inChart).x();
}

int DistanceHistogram::nearestBoundary(qreal x) const
{
    const QPointF inChart = chart()->mapFromScene(QPointF(x, 0));
    const qreal value = chart()->mapToValue(inChart, m_series).x();
    return std::clamp(int(std::lround(value - 0.5)), 0, std::max(0, int(m_counts.size()) - 1));
}

int DistanceHistogram::thresholdNear(qreal x) const
{
    int best = -1;
    qreal bestDistance = kGrabDistance;
    for (int i = 0; i < m_thresholds.size(); ++i) {
        const qreal distance = std::abs(boundaryX(m_thresholds[i].after) - x);
        if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

QColor DistanceHistogram::thresholdColor(int index) const
{
    if (index < m_thresholds.size() && m_thresholds[index].color.isValid())
        return m_thresholds[index].color;
    return index == 0
        ? chartpalette::accent(palette())
        : chartpalette::mix(palette().color(QPalette::Text), palette().color(QPalette::Base), 0.3);
}

// The band's bars: the accent (or the second line's colour) faded half-way into the base.
QColor DistanceHistogram::bandColor() const
{
    const QColor ink = m_thresholds.size() > 1 && m_thresholds[1].color.isValid()
        ? m_thresholds[1].color
        : chartpalette::accent(palette());
    return chartpalette::mix(ink, palette().color(QPalette::Base), 0.5);
}

// Thresholds stay in their order (a radius never passes the similar limit after it).
void DistanceHistogram::moveThreshold(int index, int after)
{
    const int lowest = index > 0 ? m_thresholds[index - 1].after + 1 : 0;
    const int highest = index + 1 < m_thresholds.size() ? m_thresholds[index + 1].after - 1
                                                        : std::max(0, int(m_counts.size()) - 1);
    after = std::clamp(after, lowest, std::max(lowest, highest));
    if (after == m_thresholds[index].after)
        return;
    m_thresholds[index].after = after;
    rebuildBars();
}

// One column per distance; its count goes to the one set whose colour it should have.
void DistanceHistogram::rebuildBars()
{
    const int radius = m_thresholds.isEmpty() ? std::numeric_limits<int>::max() : m_thresholds.first().after;
    QList<qreal> within, inBand, beyond;
    int maxCount = 0;
    for (int d = 0; d < m_counts.size(); ++d) {
        const qreal count = std::max(0, m_counts[d]);
        maxCount = std::max(maxCount, m_counts[d]);
        const bool isWithin = d <= radius;
        const bool isInBand = !isWithin && d >= m_bandFrom && d <= m_bandTo;
        within.append(isWithin ? count : 0);
        inBand.append(isInBand ? count : 0);
        beyond.append(!isWithin && !isInBand ? count : 0);
    }
    m_within->remove(0, m_within->count());
    m_inBand->remove(0, m_inBand->count());
    m_beyond->remove(0, m_beyond->count());
    m_within->append(within);
    m_inBand->append(inBand);
    m_beyond->append(beyond);

    const auto [top, ticks] = niceRange(maxCount);
    m_yAxis->setRange(0, top);
    m_yAxis->setTickCount(ticks);
    m_xAxis->setRange(-0.5, std::max<qsizetype>(1, m_counts.size()) - 0.5);
    updateAxisLabels();

    int total = 0;
    int close = 0;
    for (int d = 0; d < m_counts.size(); ++d) {
        total += m_counts[d];
        close += d <= radius ? m_counts[d] : 0;
    }
    setAccessibleDescription(m_thresholds.isEmpty()
            ? tr("Counts by Hamming distance, %1 in all").arg(total)
            : tr("%1 of %2 within distance %3").arg(close).arg(total).arg(radius));
    viewport()->update();
}

// Labels every bar at a comfortable width, every 2nd, 5th, ... when narrow.
void DistanceHistogram::updateAxisLabels()
{
    const int n = int(m_counts.size());
    const qreal perBar = chart()->plotArea().width() / std::max(1, n);
    const qreal needed = QFontMetricsF(m_xAxis->labelsFont()).horizontalAdvance(QString::number(n)) + 10;
    int step = 1;
    for (int candidate : {1, 2, 4, 5, 10, 20, 50}) {
        step = candidate;
        if (perBar * candidate >= needed)
            break;
    }
    if (step != m_labelStep) {
        m_labelStep = step;
        m_xAxis->setTickInterval(step);
    }
}

void DistanceHistogram::applyPalette()
{
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor base = pal.color(QPalette::Base);
    setBackgroundBrush(base);
    QFont titleFont = font();
    titleFont.setBold(true);
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.9);
    chart()->setTitleFont(titleFont);
    chart()->setTitleBrush(text);
    for (QAbstractAxis *axis :
        {static_cast<QAbstractAxis *>(m_xAxis), static_cast<QAbstractAxis *>(m_yAxis)}) {
        axis->setLabelsFont(small);
        axis->setLabelsColor(text);
        axis->setTitleFont(small);
        axis->setTitleBrush(chartpalette::mix(text, base, 0.25));
        axis->setLinePenColor(chartpalette::mix(text, base, 0.6));
        axis->setGridLineColor(chartpalette::mix(text, base, 0.85));
    }
    m_yAxis->setLineVisible(false);

    const QColor withinColor = thresholdColor(0);
    const std::pair<QBarSet *, QColor> fills[]
        = {{m_within, withinColor}, {m_inBand, bandColor()}, {m_beyond, chartpalette::muted(pal)}};
    for (const auto &[set, color] : fills) {
        set->setColor(color);
        set->setPen(Qt::NoPen); // a zero-height set would draw its border across its neighbour's bar
    }
    viewport()->update();
}

void DistanceHistogram::showBarToolTip(bool status, int index)
{
    if (!status || index < 0 || index >= m_counts.size()) {
        QToolTip::hideText();
        return;
    }
    const int count = m_counts[index];
    // Singular spelled out: the source strings are the English text, with no plural rules.
    const bool articles = m_counting == Counting::Articles;
    const QString text = count == 1
        ? (articles ? tr("distance %1: 1 article") : tr("distance %1: 1 pair")).arg(index)
        : (articles ? tr("distance %1: %2 articles") : tr("distance %1: %2 pairs")).arg(index).arg(count);
    QToolTip::showText(QCursor::pos(), text, this);
}

void DistanceHistogram::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, palette().color(QPalette::Base));
    if (m_counts.isEmpty() || m_bandFrom > m_bandTo)
        return;
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea());
    const qreal left = std::max(plot.left(), boundaryX(m_bandFrom - 1));
    const qreal right = std::min(plot.right(), boundaryX(m_bandTo));
    QColor shade = bandColor();
    shade.setAlphaF(chartpalette::isDark(palette()) ? 0.16f : 0.14f);
    painter->fillRect(QRectF(QPointF(left, plot.top()), QPointF(right, plot.bottom())), shade);
}

// Threshold lines and the labels of lines and band, on top of the bars.
void DistanceHistogram::drawForeground(QPainter *painter, const QRectF &)
{
    if (m_counts.isEmpty())
        return;
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea());
    QFont labelFont = font();
    labelFont.setPointSizeF(font().pointSizeF() * 0.9);
    const QFontMetricsF metrics(labelFont);
    painter->save();
    painter->setFont(labelFont);
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal rowHeight = metrics.height() + 4;
    QColor labelBack = palette().color(QPalette::Base);
    labelBack.setAlphaF(0.88f);

    // A label in a soft box at a row below the top of the plot, right of x (left when no room).
    const auto drawLabel = [&](const QString &text, qreal x, int row, const QColor &color, bool centred) {
        if (text.isEmpty())
            return;
        const qreal width = metrics.horizontalAdvance(text) + 8;
        qreal left = centred ? x - width / 2 : x + 4;
        if (left + width > plot.right())
            left = centred ? plot.right() - width : x - 4 - width;
        left = std::max(left, plot.left());
        const QRectF box(left, plot.top() + 3 + row * rowHeight, width, rowHeight - 2);
        painter->setPen(Qt::NoPen);
        painter->setBrush(labelBack);
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(color);
        painter->drawText(box, Qt::AlignCenter, text);
    };

    int row = 0;
    for (int i = 0; i < m_thresholds.size(); ++i) {
        const Threshold &t = m_thresholds[i];
        if (t.after < 0 || t.after >= m_counts.size())
            continue;
        const QColor color = thresholdColor(i);
        const bool focused = m_draggable && hasFocus() && i == m_focusedThreshold;
        // On whole pixels (2 px wide, 3 when it has the keys) so the dashes stay crisp.
        const int width = focused || i == m_dragging ? 3 : 2;
        const qreal x = width == 2 ? std::round(boundaryX(t.after)) : std::floor(boundaryX(t.after)) + 0.5;
        QPen pen(color, width, Qt::DashLine);
        pen.setCosmetic(true);
        pen.setCapStyle(Qt::FlatCap);
        painter->setPen(pen);
        painter->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        if (m_draggable) { // a grip at the foot says the line can be moved
            const qreal s = focused ? 6 : 4.5;
            painter->setPen(Qt::NoPen);
            painter->setBrush(color);
            painter->drawPolygon(QPolygonF {QPointF(x - s, plot.bottom() + s * 1.4),
                QPointF(x + s, plot.bottom() + s * 1.4), QPointF(x, plot.bottom())});
        }
        drawLabel(t.label, x, row++, color, false);
    }
    if (m_bandFrom <= m_bandTo) {
        const qreal left = std::max(plot.left(), boundaryX(m_bandFrom - 1));
        const qreal right = std::min(plot.right(), boundaryX(m_bandTo));
        // Centred over the band when it fits there, else whole from the band's start on (a band of
        // four bars on an axis of sixty is narrower than its name; its own row keeps it clear).
        const bool fits = metrics.horizontalAdvance(m_bandLabel) + 8 <= right - left;
        drawLabel(m_bandLabel, fits ? (left + right) / 2 : left, row, thresholdColor(1), fits);
    }
    painter->restore();
}

void DistanceHistogram::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyPalette();
}

void DistanceHistogram::keyPressEvent(QKeyEvent *event)
{
    if (!m_draggable || m_thresholds.isEmpty()) {
        QChartView::keyPressEvent(event);
        return;
    }
    const int count = int(m_thresholds.size());
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        Threshold &t = m_thresholds[m_focusedThreshold];
        const int before = t.after;
        moveThreshold(m_focusedThreshold, t.after + (event->key() == Qt::Key_Left ? -1 : 1));
        if (t.after != before)
            emit thresholdDragged(m_focusedThreshold, t.after);
        break;
    }
    case Qt::Key_Up:
    case Qt::Key_Down: // the other line takes the keys
        m_focusedThreshold = (m_focusedThreshold + (event->key() == Qt::Key_Down ? 1 : count - 1)) % count;
        viewport()->update();
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
}

void DistanceHistogram::mousePressEvent(QMouseEvent *event)
{
    const qreal x = mapToScene(event->position().toPoint()).x();
    const int index = m_draggable && event->button() == Qt::LeftButton ? thresholdNear(x) : -1;
    if (index < 0) {
        QChartView::mousePressEvent(event);
        return;
    }
    m_dragging = index;
    m_focusedThreshold = index;
    m_dragStartAfter = m_thresholds[index].after;
    event->accept();
}

void DistanceHistogram::mouseMoveEvent(QMouseEvent *event)
{
    const qreal x = mapToScene(event->position().toPoint()).x();
    if (m_dragging >= 0) {
        moveThreshold(m_dragging, nearestBoundary(x));
        event->accept();
        return;
    }
    if (m_draggable && thresholdNear(x) >= 0)
        viewport()->setCursor(Qt::SplitHCursor);
    else if (m_draggable)
        viewport()->unsetCursor();
    QChartView::mouseMoveEvent(event);
}

void DistanceHistogram::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging < 0) {
        QChartView::mouseReleaseEvent(event);
        return;
    }
    const int index = std::exchange(m_dragging, -1);
    viewport()->update();
    if (m_thresholds[index].after != m_dragStartAfter)
        emit thresholdDragged(index, m_thresholds[index].after);
    event->accept();
}

} // namespace kindred
