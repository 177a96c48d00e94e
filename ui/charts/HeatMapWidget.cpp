#include "charts/HeatMapWidget.h"

#include "charts/ChartPalette.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

constexpr int kMargin = 6;
constexpr int kMaxCell = 40;
constexpr int kLabelGap = 5;

QFont smallFont(const QFont &font)
{
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.88);
    return small;
}

} // namespace

HeatMapWidget::HeatMapWidget(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Pairwise distances"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    updateDescription();
}

void HeatMapWidget::setMatrix(const QList<QList<int>> &distances, const QStringList &labels)
{
    m_count = int(std::max(distances.size(), labels.size()));
    m_labels = labels;
    m_values.fill(-1, qsizetype(m_count) * m_count);
    const auto given = [&distances](int r, int c) {
        return r < distances.size() && c < distances[r].size() ? distances[r][c] : -1;
    };
    for (int r = 0; r < m_count; ++r) {
        for (int c = 0; c < m_count; ++c) {
            const int v = given(r, c) >= 0 ? given(r, c) : given(c, r);
            m_values[qsizetype(r) * m_count + c] = r == c ? 0 : v;
        }
    }
    m_currentRow = std::min(m_currentRow, std::max(0, m_count - 1));
    m_currentColumn = std::min(m_currentColumn, std::max(0, m_count - 1));
    m_hoverRow = m_hoverColumn = -1;
    m_selectedA = m_selectedB = -1; // another cluster: the old pair means nothing here
    updateDescription();
    updateGeometry();
    update();
}

void HeatMapWidget::setRadius(int radius)
{
    m_radius = radius;
    update();
}

void HeatMapWidget::setScaleMaximum(int maximum)
{
    m_maximum = std::max(1, maximum);
    update();
}

void HeatMapWidget::setSelectedPair(int a, int b)
{
    const bool valid = a >= 0 && b >= 0 && a < m_count && b < m_count;
    m_selectedA = valid ? a : -1;
    m_selectedB = valid ? b : -1;
    if (valid) {
        m_currentRow = a;
        m_currentColumn = b;
    }
    update();
}

int HeatMapWidget::value(int row, int column) const
{
    return m_values.value(qsizetype(row) * m_count + column, -1);
}

QString HeatMapWidget::label(int index) const
{
    const QString given = m_labels.value(index).simplified();
    return given.isEmpty() ? QString::number(index + 1) : given;
}

// Pairs within the radius (copies) in the plain accent, like the article list's copy badges;
// the rest fade from a lighter accent into the base. The square root spreads the small distances
// that matter (0..10 of 64) over most of the ramp.
QColor HeatMapWidget::cellColor(int value) const
{
    const QColor accent = chartpalette::accent(palette());
    if (value < 0)
        return palette().color(QPalette::Base);
    if (value <= m_radius)
        return accent;
    const qreal t = std::sqrt(std::clamp(qreal(value) / m_maximum, 0.0, 1.0));
    const qreal start = m_radius >= 0 ? 0.3 : 0.06;
    return chartpalette::mix(accent, palette().color(QPalette::Base), start + (0.96 - start) * t);
}

HeatMapWidget::Geometry HeatMapWidget::geometry() const
{
    Geometry g;
    if (m_count == 0)
        return g;
    const QFontMetrics metrics(smallFont(font()));
    int widest = 0;
    for (int i = 0; i < m_count; ++i)
        widest = std::max(widest, metrics.horizontalAdvance(label(i)));
    g.rowLabelWidth = std::min(widest, std::max(48, std::min(150, width() / 4))) + kLabelGap;
    g.columnLabelHeight = std::min(widest, std::max(40, std::min(110, height() / 4))) + kLabelGap;
    const int legendHeight = metrics.height() * 2 + 14;
    const int across = width() - 2 * kMargin - g.rowLabelWidth;
    const int down = height() - 2 * kMargin - g.columnLabelHeight - legendHeight;
    g.cell = std::clamp(std::min(across, down) / m_count, 1, kMaxCell);
    // The labels and the grid as one block, centred in what is left over.
    const int side = g.cell * m_count;
    const int blockWidth = g.rowLabelWidth + side;
    const int left = kMargin + std::max(0, (width() - 2 * kMargin - blockWidth) / 2) + g.rowLabelWidth;
    g.grid = QRect(left, kMargin + g.columnLabelHeight, side, side);
    const int legendWidth = std::min(std::max(side, 180), width() - 2 * kMargin);
    g.legend = QRect(std::min(g.grid.left(), width() - kMargin - legendWidth), g.grid.bottom() + 10,
        legendWidth, legendHeight - 10);
    return g;
}

QRect HeatMapWidget::cellRect(int row, int column) const
{
    if (row < 0 || column < 0 || row >= m_count || column >= m_count)
        return {};
    return geometry().cellRect(row, column);
}

bool HeatMapWidget::cellAt(const QPoint &pos, int *row, int *column) const
{
    const Geometry g = geometry();
    if (m_count == 0 || !g.grid.contains(pos))
        return false;
    *row = std::min(m_count - 1, (pos.y() - g.grid.top()) / g.cell);
    *column = std::min(m_count - 1, (pos.x() - g.grid.left()) / g.cell);
    return true;
}

QSize HeatMapWidget::sizeHint() const
{
    if (m_count == 0)
        return {320, 220};
    const QFontMetrics metrics(smallFont(font()));
    const int cell = std::clamp(520 / m_count, 8, 26);
    const int labels = std::min(150, metrics.horizontalAdvance(QLatin1Char('M')) * 12);
    return {std::max(260, 2 * kMargin + labels + cell * m_count),
        std::max(220, 2 * kMargin + labels + cell * m_count + metrics.height() * 2 + 14)};
}

QSize HeatMapWidget::minimumSizeHint() const
{
    return {180, 160};
}

void HeatMapWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    if (m_count == 0) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(rect().adjusted(kMargin, kMargin, -kMargin, -kMargin),
            Qt::AlignCenter | Qt::TextWordWrap, tr("No articles to compare"));
        return;
    }
    const Geometry g = geometry();
    const QFont valueFont = smallFont(font());
    const QFontMetrics valueMetrics(valueFont);
    const bool showValues
        = g.cell >= valueMetrics.height() + 2 && g.cell >= valueMetrics.horizontalAdvance(u"64"_s) + 6;
    const QColor diagonal = chartpalette::mix(pal.color(QPalette::Text), pal.color(QPalette::Base), 0.9);
    painter.setFont(valueFont);
    // Cells touch when small (a gap would be most of them); from 10 px a 1 px seam of base.
    const int gap = g.cell >= 10 ? 1 : 0;
    for (int r = 0; r < m_count; ++r) {
        for (int c = 0; c < m_count; ++c) {
            const QRect cell = g.cellRect(r, c).adjusted(0, 0, -gap, -gap);
            const int v = value(r, c);
            const QColor fill = r == c ? diagonal : cellColor(v);
            painter.fillRect(cell, fill);
            if (showValues && r != c) {
                painter.setPen(chartpalette::textOn(fill));
                painter.drawText(cell, Qt::AlignCenter, v >= 0 ? QString::number(v) : u"?"_s);
            }
        }
    }

    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    const auto ringCell = [&](int r, int c, const QPen &pen) {
        const qreal inset = pen.widthF() / 2;
        painter.setPen(pen);
        painter.drawRect(QRectF(g.cellRect(r, c)).adjusted(inset - 1, inset - 1, -inset, -inset));
    };
    const QColor ink = pal.color(QPalette::Text);
    if (m_selectedA >= 0) {
        ringCell(m_selectedA, m_selectedB, QPen(ink, 2.5));
        ringCell(m_selectedB, m_selectedA, QPen(ink, 2.5));
    }
    if (m_hoverRow >= 0)
        ringCell(
            m_hoverRow, m_hoverColumn, QPen(chartpalette::mix(ink, pal.color(QPalette::Base), 0.3), 1.5));
    if (hasFocus())
        ringCell(m_currentRow, m_currentColumn, QPen(ink, 1.5, Qt::DotLine));
    paintLabels(painter, g);
    paintLegend(painter, g);
}

// Row labels at the left, column labels rotated above. When cells are smaller than a line of
// text only every k-th label is drawn; the hovered and selected members are drawn last, bold, on
// the base colour, so they stay readable over their neighbours.
void HeatMapWidget::paintLabels(QPainter &painter, const Geometry &g) const
{
    const QFont normal = smallFont(font());
    QFont strong = normal;
    strong.setBold(true);
    const int every = std::max(1, int(std::ceil(qreal(QFontMetrics(normal).height()) / g.cell)));
    const QColor base = palette().color(QPalette::Base);
    const QColor ink = palette().color(QPalette::Text);
    const QColor quiet = chartpalette::mix(ink, base, 0.3);

    const auto drawLabel = [&](int i, bool emphasised) {
        painter.setFont(emphasised ? strong : normal);
        const QFontMetrics fm(painter.font());
        const QString rowText = fm.elidedText(label(i), Qt::ElideRight, g.rowLabelWidth - kLabelGap);
        const QString columnText = fm.elidedText(label(i), Qt::ElideRight, g.columnLabelHeight - kLabelGap);
        const int rowCentre = g.grid.top() + i * g.cell + g.cell / 2;
        const QRect rowRect(g.grid.left() - kLabelGap - fm.horizontalAdvance(rowText),
            rowCentre - fm.height() / 2, fm.horizontalAdvance(rowText), fm.height());
        const QRect columnRect(0, -fm.height() / 2, fm.horizontalAdvance(columnText), fm.height());
        painter.save();
        painter.translate(g.grid.left() + i * g.cell + g.cell / 2, g.grid.top() - kLabelGap);
        painter.rotate(-90);
        if (emphasised)
            painter.fillRect(columnRect.adjusted(-2, 0, 2, 0), base);
        painter.setPen(emphasised ? ink : quiet);
        painter.drawText(columnRect, Qt::AlignLeft | Qt::AlignVCenter, columnText);
        painter.restore();
        if (emphasised)
            painter.fillRect(rowRect.adjusted(-2, 0, 2, 0), base);
        painter.setPen(emphasised ? ink : quiet);
        painter.drawText(rowRect, Qt::AlignRight | Qt::AlignVCenter, rowText);
    };
    const auto emphasised = [this](int i) {
        return i == m_hoverRow || i == m_hoverColumn || i == m_selectedA || i == m_selectedB;
    };
    for (int i = 0; i < m_count; i += every) {
        if (!emphasised(i))
            drawLabel(i, false);
    }
    for (int i : {m_selectedA, m_selectedB, m_hoverRow, m_hoverColumn}) {
        if (i >= 0 && i < m_count)
            drawLabel(i, true);
    }
}

// The colour scale: the ramp from 0 to the maximum, with the radius marked on it.
void HeatMapWidget::paintLegend(QPainter &painter, const Geometry &g) const
{
    const QFont font = smallFont(this->font());
    const QFontMetrics metrics(font);
    painter.setFont(font);
    const QRect strip(g.legend.left(), g.legend.top(), g.legend.width(), std::max(6, metrics.height() / 2));
    // Column by column rather than a gradient: the copies' block has a hard edge.
    for (int x = 0; x < strip.width(); ++x) {
        const qreal position = (x + 0.5) / strip.width();
        painter.fillRect(QRect(strip.left() + x, strip.top(), 1, strip.height()),
            cellColor(int(std::lround(position * position * m_maximum))));
    }
    const QColor ink = palette().color(QPalette::Text);
    painter.setPen(chartpalette::mix(ink, palette().color(QPalette::Base), 0.6));
    painter.drawRect(QRectF(strip).adjusted(0.5, 0.5, -0.5, -0.5));

    const QRect text(strip.left(), strip.bottom() + 3, strip.width(), metrics.height());
    painter.setPen(chartpalette::mix(ink, palette().color(QPalette::Base), 0.25));
    painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("0"));
    painter.drawText(text, Qt::AlignRight | Qt::AlignVCenter, QString::number(m_maximum));
    if (m_radius >= 0 && m_radius < m_maximum) {
        const qreal x = strip.left() + strip.width() * std::sqrt((m_radius + 0.5) / m_maximum);
        painter.setPen(QPen(ink, 1.5));
        painter.drawLine(QPointF(x, strip.top() - 2), QPointF(x, strip.bottom() + 2));
        const QString radius = tr("radius %1").arg(m_radius);
        const int width = metrics.horizontalAdvance(radius);
        // Centred on its mark, but never over the "0" and maximum at the ends.
        const int lowest = text.left() + metrics.horizontalAdvance(u"00"_s);
        const int highest
            = text.right() - width - metrics.horizontalAdvance(QString::number(m_maximum) + u' ');
        const int left = std::clamp(int(x) - width / 2, lowest, std::max(lowest, highest));
        painter.drawText(QRect(left, text.top(), width + 2, text.height()), Qt::AlignCenter, radius);
    }
}

bool HeatMapWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        int r = 0;
        int c = 0;
        if (!cellAt(help->pos(), &r, &c)) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const int v = value(r, c);
        const QString text = r == c ? label(r)
            : v < 0                 ? tr("%1 ↔ %2: distance unknown").arg(label(r), label(c))
                                    : tr("%1 ↔ %2: distance %3").arg(label(r), label(c)).arg(v);
        QToolTip::showText(help->globalPos(), text, this, cellRect(r, c));
        return true;
    }
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update();
    return QWidget::event(event);
}

void HeatMapWidget::keyPressEvent(QKeyEvent *event)
{
    if (m_count == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    int row = m_currentRow;
    int column = m_currentColumn;
    switch (event->key()) {
    case Qt::Key_Left:
        --column;
        break;
    case Qt::Key_Right:
        ++column;
        break;
    case Qt::Key_Up:
        --row;
        break;
    case Qt::Key_Down:
        ++row;
        break;
    case Qt::Key_Home:
        column = 0;
        break;
    case Qt::Key_End:
        column = m_count - 1;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        activate(m_currentRow, m_currentColumn);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    m_currentRow = std::clamp(row, 0, m_count - 1);
    m_currentColumn = std::clamp(column, 0, m_count - 1);
    update();
}

void HeatMapWidget::mouseMoveEvent(QMouseEvent *event)
{
    int r = -1;
    int c = -1;
    if (!cellAt(event->position().toPoint(), &r, &c))
        r = c = -1;
    if (r != m_hoverRow || c != m_hoverColumn) {
        m_hoverRow = r;
        m_hoverColumn = c;
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void HeatMapWidget::mousePressEvent(QMouseEvent *event)
{
    int r = 0;
    int c = 0;
    if (event->button() != Qt::LeftButton || !cellAt(event->position().toPoint(), &r, &c)) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_currentRow = r;
    m_currentColumn = c;
    activate(r, c);
}

void HeatMapWidget::leaveEvent(QEvent *event)
{
    m_hoverRow = m_hoverColumn = -1;
    update();
    QWidget::leaveEvent(event);
}

void HeatMapWidget::activate(int row, int column)
{
    setSelectedPair(row, column);
    emit cellActivated(row, column);
}

void HeatMapWidget::updateDescription()
{
    int bestRow = -1;
    int bestColumn = -1;
    for (int r = 0; r < m_count; ++r) {
        for (int c = r + 1; c < m_count; ++c) {
            const int v = value(r, c);
            if (v >= 0 && (bestRow < 0 || v < value(bestRow, bestColumn))) {
                bestRow = r;
                bestColumn = c;
            }
        }
    }
    setAccessibleDescription(bestRow < 0 ? tr("Members: %1").arg(m_count)
                                         : tr("Members: %1; the closest pair, %2 and %3, at distance %4")
                                               .arg(m_count)
                                               .arg(label(bestRow), label(bestColumn))
                                               .arg(value(bestRow, bestColumn)));
}

} // namespace kindred
