#include "charts/ChartPalette.h"

namespace kindred::chartpalette {

QColor mix(const QColor &from, const QColor &to, qreal t)
{
    const QColor a = from.toRgb();
    const QColor b = to.toRgb();
    const auto lerp = [t](float x, float y) { return float(x + (y - x) * t); };
    return QColor::fromRgbF(lerp(a.redF(), b.redF()), lerp(a.greenF(), b.greenF()),
        lerp(a.blueF(), b.blueF()), lerp(a.alphaF(), b.alphaF()));
}

QColor textOn(const QColor &background)
{
    // Relative luminance (sRGB weights) with the usual mid-point: enough for small labels.
    const QColor c = background.toRgb();
    const qreal luminance = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
    return luminance > 0.55 ? QColor(Qt::black) : QColor(Qt::white);
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() < palette.color(QPalette::Text).lightnessF();
}

QColor accent(const QPalette &palette)
{
    return palette.color(QPalette::Highlight);
}

QColor difference(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xff, 0x6b, 0x6b) : QColor(0xd3, 0x2f, 0x2f);
}

QColor muted(const QPalette &palette)
{
    return mix(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.62);
}

} // namespace kindred::chartpalette
