#pragma once

#include <QColor>
#include <QStyleOptionViewItem>

class QPainter;

namespace kindred {

/// Paints a cell's background, selection and focus as the style does, without its text
/// (`option` initialised for the cell); a delegate then draws its own content on top.
void paintCellBackground(QPainter *painter, QStyleOptionViewItem option);

/// Paints a pill-shaped label: solid when `filled` (its text in `filledText`), else only its outline.
void paintPill(QPainter *painter, const QRect &rect, const QString &text, const QColor &color, bool filled,
    const QColor &filledText, const QFont &font);

/// A colour of its own for a name (a feed's monogram, a label's tag): the same name, the same
/// colour in every run.
QColor nameColor(const QString &name);

/// The font of a badge or count drawn in a cell: `base`, bold and a little smaller.
QFont badgeFont(const QFont &base);

} // namespace kindred
