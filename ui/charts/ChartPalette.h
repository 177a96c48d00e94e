#pragma once

#include <QColor>
#include <QPalette>

namespace kindred::chartpalette {

/// `from` blended towards `to` by t (0 = from, 1 = to), alpha included.
QColor mix(const QColor &from, const QColor &to, qreal t);
/// Black or white, whichever reads better on `background`.
QColor textOn(const QColor &background);
/// True for palettes with light text on a dark base (a dark theme).
bool isDark(const QPalette &palette);
/// The chart accent of copies (the palette's highlight, like the article list's badges).
QColor accent(const QPalette &palette);
/// Marks what differs (differing bits): a red that stays readable on light and dark bases.
QColor difference(const QPalette &palette);
/// Quiet ink for things beyond every threshold: text faded into the base.
QColor muted(const QPalette &palette);

} // namespace kindred::chartpalette
