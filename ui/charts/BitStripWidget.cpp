#include "charts/BitStripWidget.h"

#include "charts/ChartPalette.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <bit>

namespace kindred {

using namespace Qt::StringLiterals;

namespace {

constexpr int kMargin = 6;
constexpr int kGap = 8; // between labels, bits and hex
constexpr int kBits = 64;

} // namespace

BitStripWidget::BitStripWidget(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Fingerprint bits"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    clear();
}

void BitStripWidget::setFingerprints(quint64 a, quint64 b, const QString &labelA, const QString &labelB)
{
    m_hasData = true;
    m_values[0] = a;
    m_values[1] = b;
    m_labels[0] = labelA.isEmpty() ? u"A"_s : labelA;
    m_labels[1] = labelB.isEmpty() ? u"B"_s : labelB;
    setAccessibleDescription(tr("%1 and %2: %3").arg(m_labels[0], m_labels[1], caption()));
    updateGeometry();
    update();
}

void BitStripWidget::clear()
{
    m_hasData = false;
    m_values[0] = m_values[1] = 0;
    m_labels[0].clear();
    m_labels[1].clear();
    setAccessibleDescription(tr("No fingerprints"));
    update();
}

int BitStripWidget::differingBits() const
{
    return m_hasData ? std::popcount(m_values[0] ^ m_values[1]) : 0;
}

QString BitStripWidget::caption() const
{
    const int n = differingBits();
    // Spelled out for one bit: the source strings are the English text, with no plural rules.
    return n == 1 ? tr("distance 1 · 1 of 64 bits differs")
                  : tr("distance %1 · %2 of 64 bits differ").arg(n).arg(n);
}

QFont BitStripWidget::hexFont() const
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF() * 0.92);
    return mono;
}

QString BitStripWidget::hex(quint64 value)
{
    const QString digits = QStringLiteral("%1").arg(value, 16, 16, QLatin1Char('0'));
    return digits.mid(0, 4) + u' ' + digits.mid(4, 4) + u' ' + digits.mid(8, 4) + u' ' + digits.mid(12, 4);
}

// Labels | 64 cells in four groups of 16 (one group per hex quartet) | hex; the block is
// centred and the cells shrink to fit (3 to 12 px). When narrow the hex goes (it stays in the
// tooltips) rather than the cells getting too thin to see.
BitStripWidget::Geometry BitStripWidget::geometry() const
{
    Geometry g;
    const QFontMetrics metrics(font());
    const int widest
        = std::max(metrics.horizontalAdvance(m_labels[0]), metrics.horizontalAdvance(m_labels[1]));
    g.labelWidth = std::min({widest, 140, std::max(40, width() / 4)});
    const int hexWidth = QFontMetrics(hexFont()).horizontalAdvance(hex(0));
    int available = width() - 2 * kMargin - g.labelWidth - kGap;
    g.showHex = available - hexWidth - kGap >= kBits * 5 + 9;
    if (g.showHex)
        available -= hexWidth + kGap;
    g.cell = std::clamp((available - 9) / kBits, 3, 12);
    g.groupGap = std::max(3, g.cell * 2 / 3);
    const int bitsWidth = kBits * g.cell + 3 * g.groupGap;
    const int blockWidth = g.labelWidth + kGap + bitsWidth + (g.showHex ? kGap + hexWidth : 0);
    g.bitsLeft = kMargin + std::max(0, (width() - 2 * kMargin - blockWidth) / 2) + g.labelWidth + kGap;
    g.hexLeft = g.bitsLeft + bitsWidth + kGap;
    g.rowHeight = std::clamp(g.cell + 5, 10, 16);
    g.markerHeight = std::max(7, g.rowHeight / 2 + 1);
    const int blockHeight = 2 * g.rowHeight + g.markerHeight + 4 + 6 + metrics.height();
    g.rowTop[0] = std::max(kMargin, (height() - blockHeight) / 2);
    g.markerTop = g.rowTop[0] + g.rowHeight + 2;
    g.rowTop[1] = g.markerTop + g.markerHeight + 2;
    g.captionTop = g.rowTop[1] + g.rowHeight + 6;
    return g;
}

int BitStripWidget::bitX(const Geometry &g, int bit) const
{
    const int position = kBits - 1 - bit; // the most significant bit first, as in the hex
    return g.bitsLeft + position * g.cell + (position / 16) * g.groupGap;
}

QRect BitStripWidget::bitRect(int row, int bit) const
{
    if (row < 0 || row > 1 || bit < 0 || bit >= kBits)
        return {};
    const Geometry g = geometry();
    return QRect(bitX(g, bit), g.rowTop[row], g.cell, g.rowHeight);
}

QRect BitStripWidget::markerRect(int bit) const
{
    if (bit < 0 || bit >= kBits)
        return {};
    const Geometry g = geometry();
    return QRect(bitX(g, bit), g.markerTop, g.cell, g.markerHeight);
}

QColor BitStripWidget::markerColor() const
{
    return chartpalette::difference(palette());
}

int BitStripWidget::rowAt(const QPoint &pos) const
{
    const Geometry g = geometry();
    for (int row = 0; row < 2; ++row) {
        if (m_hasData && pos.y() >= g.rowTop[row] - 2 && pos.y() < g.rowTop[row] + g.rowHeight + 2)
            return row;
    }
    return -1;
}

int BitStripWidget::bitAt(const QPoint &pos) const
{
    const Geometry g = geometry();
    if (!m_hasData || pos.y() < g.rowTop[0] || pos.y() >= g.rowTop[1] + g.rowHeight)
        return -1;
    for (int bit = 0; bit < kBits; ++bit) {
        const int x = bitX(g, bit);
        if (pos.x() >= x && pos.x() < x + g.cell)
            return bit;
    }
    return -1;
}

QSize BitStripWidget::sizeHint() const
{
    const QFontMetrics metrics(font());
    const int labels = std::min(
        140, std::max(metrics.horizontalAdvance(m_labels[0]), metrics.horizontalAdvance(m_labels[1])));
    const int hexWidth = QFontMetrics(hexFont()).horizontalAdvance(hex(0));
    const int cell = 8;
    const int rowHeight = cell + 5;
    return {2 * kMargin + labels + hexWidth + 2 * kGap + kBits * cell + 3 * 5,
        2 * kMargin + 2 * rowHeight + std::max(7, rowHeight / 2 + 1) + 4 + 6 + metrics.height()};
}

QSize BitStripWidget::minimumSizeHint() const
{
    // Short labels, no hex, 3 px cells.
    return {2 * kMargin + 40 + kGap + kBits * 3 + 9, sizeHint().height()};
}

void BitStripWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor ink = pal.color(QPalette::Text);
    painter.fillRect(rect(), base);
    if (!m_hasData) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No fingerprints to compare"));
        return;
    }
    const Geometry g = geometry();
    const quint64 differing = m_values[0] ^ m_values[1];
    const QColor marker = markerColor();
    QColor tint = marker;
    tint.setAlphaF(chartpalette::isDark(pal) ? 0.28f : 0.16f);
    const QColor set = chartpalette::mix(ink, base, 0.15);
    const QColor unset = chartpalette::mix(ink, base, 0.88);
    const int seam = g.cell >= 5 ? 1 : 0; // a hair between cells once they are wide enough

    for (int bit = 0; bit < kBits; ++bit) {
        const int x = bitX(g, bit);
        const bool differs = (differing >> bit) & 1U;
        if (differs) {
            painter.fillRect(QRect(x - seam, g.rowTop[0] - 2, g.cell + seam,
                                 g.rowTop[1] + g.rowHeight + 2 - (g.rowTop[0] - 2)),
                tint);
            painter.fillRect(QRect(x, g.markerTop + 1, g.cell - seam, g.markerHeight - 2), marker);
        }
        for (int row = 0; row < 2; ++row) {
            const bool on = (m_values[row] >> bit) & 1U;
            painter.fillRect(QRect(x, g.rowTop[row], g.cell - seam, g.rowHeight), on ? set : unset);
        }
    }

    const QFontMetrics metrics(font());
    for (int row = 0; row < 2; ++row) {
        painter.setFont(font());
        painter.setPen(ink);
        painter.drawText(
            QRect(g.bitsLeft - kGap - g.labelWidth, g.rowTop[row] - 4, g.labelWidth, g.rowHeight + 8),
            Qt::AlignRight | Qt::AlignVCenter,
            metrics.elidedText(m_labels[row], Qt::ElideRight, g.labelWidth));
        if (g.showHex) {
            painter.setFont(hexFont());
            painter.setPen(chartpalette::mix(ink, base, 0.2));
            painter.drawText(QRect(g.hexLeft, g.rowTop[row] - 4, width() - g.hexLeft, g.rowHeight + 8),
                Qt::AlignLeft | Qt::AlignVCenter, hex(m_values[row]));
        }
    }
    // The caption, after a swatch of the marker when something differs (it keys the markers).
    painter.setFont(font());
    int captionLeft = g.bitsLeft;
    if (differing) {
        painter.fillRect(QRect(captionLeft, g.captionTop + (metrics.height() - g.markerHeight) / 2,
                             g.cell - seam, g.markerHeight - 2),
            marker);
        captionLeft += g.cell + 6;
    }
    painter.setPen(chartpalette::mix(ink, base, 0.25));
    painter.drawText(QRect(captionLeft, g.captionTop, width() - captionLeft - kMargin, metrics.height()),
        Qt::AlignLeft | Qt::AlignVCenter, caption());
}

bool BitStripWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int bit = bitAt(help->pos());
        const int row = rowAt(help->pos());
        if (bit < 0 && row >= 0) { // the label or the hex: the whole value
            QToolTip::showText(help->globalPos(), u"%1: %2"_s.arg(m_labels[row], hex(m_values[row])), this);
            return true;
        }
        if (bit < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const auto value = [this, bit](int row) { return int((m_values[row] >> bit) & 1U); };
        const QString text = tr("bit %1: %2 in %3, %4 in %5")
                                 .arg(bit)
                                 .arg(value(0))
                                 .arg(m_labels[0])
                                 .arg(value(1))
                                 .arg(m_labels[1]);
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    return QWidget::event(event);
}

} // namespace kindred
