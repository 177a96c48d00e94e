#include "common/CellPainting.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

namespace kindred {

void paintCellBackground(QPainter *painter, QStyleOptionViewItem option)
{
    option.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &option, painter, widget);
}

void paintPill(QPainter *painter, const QRect &rect, const QString &text, const QColor &color, bool filled,
    const QColor &filledText, const QFont &font)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal radius = rect.height() / 2.0;
    QPainterPath path;
    path.addRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);
    if (filled) {
        painter->fillPath(path, color);
        painter->setPen(filledText);
    } else {
        painter->setPen(QPen(color, 1.2));
        painter->drawPath(path);
    }
    painter->setFont(font);
    painter->drawText(rect, Qt::AlignCenter, text);
    painter->restore();
}

QColor nameColor(const QString &name)
{
    // FNV-1a: qHash is seeded per process, so it would change every run.
    quint32 hash = 2166136261u;
    for (const QChar c : name) {
        hash ^= c.unicode();
        hash *= 16777619u;
    }
    return QColor::fromHsl(int(hash % 360), 120, 110);
}

QFont badgeFont(const QFont &base)
{
    QFont font = base;
    font.setBold(true);
    font.setPointSizeF(base.pointSizeF() * 0.85);
    return font;
}

} // namespace kindred
