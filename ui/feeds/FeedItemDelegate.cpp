#include "feeds/FeedItemDelegate.h"

#include "common/CellPainting.h"
#include "feeds/FeedListModel.h"

#include <QApplication>
#include <QIcon>
#include <QPainter>
#include <QPainterPath>

namespace kindred {

namespace {

void paintMonogram(QPainter *painter, const QRect &rect, const QString &title, const QFont &font)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(nameColor(title));
    painter->drawEllipse(rect);
    QFont letterFont = font;
    letterFont.setBold(true);
    letterFont.setPixelSize(qMax(8, rect.height() * 11 / 20));
    painter->setFont(letterFont);
    painter->setPen(Qt::white);
    // Skip a leading "The" so "The Evening Lantern" shows E, as readers call it.
    QString name = title.trimmed();
    if (name.startsWith(QLatin1String("The "), Qt::CaseInsensitive) && name.size() > 4)
        name = name.mid(4);
    painter->drawText(rect, Qt::AlignCenter, name.left(1).toUpper());
    painter->restore();
}

// A label's tag: a rounded tag with a hole, in a colour of its own (the same name, the same colour).
void paintLabelTag(QPainter *painter, const QRect &rect, const QString &name)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect).adjusted(1.5, 3.5, -1.5, -3.5);
    const qreal point = box.height() / 2;
    QPainterPath tag;
    tag.moveTo(box.left(), box.center().y());
    tag.lineTo(box.left() + point, box.top());
    tag.lineTo(box.right(), box.top());
    tag.lineTo(box.right(), box.bottom());
    tag.lineTo(box.left() + point, box.bottom());
    tag.closeSubpath();
    const qreal hole = qMax(2.0, box.height() / 5);
    tag.addEllipse(QPointF(box.left() + point, box.center().y()), hole / 2, hole / 2);
    painter->setPen(Qt::NoPen);
    painter->setBrush(nameColor(name));
    painter->drawPath(tag);
    painter->restore();
}

// A warning sign: an amber triangle with an exclamation mark, for a feed whose refresh failed.
void paintWarningMark(QPainter *painter, const QRect &rect, const QFont &font)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5);
    QPainterPath triangle;
    triangle.moveTo(box.center().x(), box.top());
    triangle.lineTo(box.right(), box.bottom());
    triangle.lineTo(box.left(), box.bottom());
    triangle.closeSubpath();
    painter->fillPath(triangle, QColor(0xe0, 0x9a, 0x00));
    QFont mark = font;
    mark.setBold(true);
    mark.setPixelSize(qMax(7, rect.height() * 3 / 5));
    painter->setFont(mark);
    painter->setPen(Qt::black);
    painter->drawText(rect.adjusted(0, rect.height() / 6, 0, 0), Qt::AlignCenter, QStringLiteral("!"));
    painter->restore();
}

} // namespace

void FeedItemDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int unread = index.data(FeedListModel::UnreadCountRole).toInt();
    const QString count = unread > 0 ? QLocale().toString(unread) : QString();
    const QFont font = badgeFont(option.font);
    const QFontMetrics metrics(font);
    const int pillHeight = metrics.height() + 2;
    const int pillWidth = count.isEmpty() ? 0 : metrics.horizontalAdvance(count) + pillHeight;
    const bool failed = !index.data(FeedListModel::LastErrorRole).toString().isEmpty();
    const int markWidth = failed ? pillHeight + 6 : 0;

    // The title gets the room the badge leaves, elided by the style as usual.
    QStyleOptionViewItem base = option;
    initStyleOption(&base, index);
    if (unread > 0)
        base.font.setBold(true);
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    const int iconSize = qMin(option.rect.height() - 8, QFontMetrics(option.font).height() + 4);
    QStyleOptionViewItem textOption = base;
    textOption.rect.setLeft(option.rect.left() + iconSize + 14);
    textOption.rect.setRight(option.rect.right() - pillWidth - markWidth - 10);
    base.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &base, painter, widget);
    textOption.backgroundBrush = Qt::NoBrush;
    textOption.state &= ~QStyle::State_HasFocus;
    textOption.showDecorationSelected = false;
    // Draw only the text on top of the already painted background.
    textOption.state &= ~QStyle::State_Selected;
    textOption.palette.setColor(QPalette::Text,
        option.state.testFlag(QStyle::State_Selected) ? option.palette.color(QPalette::HighlightedText)
                                                      : option.palette.color(QPalette::Text));
    style->drawControl(QStyle::CE_ItemViewItem, &textOption, painter, widget);

    QRect iconRect(0, 0, iconSize, iconSize);
    iconRect.moveCenter(option.rect.center());
    iconRect.moveLeft(option.rect.left() + 7);
    if (!index.data(FeedListModel::SearchRole).toString().isEmpty())
        QIcon::fromTheme(QStringLiteral("edit-find"),
            style->standardIcon(QStyle::SP_FileDialogContentsView, nullptr, widget))
            .paint(painter, iconRect);
    else if (const QString label = index.data(FeedListModel::LabelRole).toString(); !label.isEmpty())
        paintLabelTag(painter, iconRect, label);
    else if (index.data(FeedListModel::FolderIdRole).toLongLong() != 0)
        style->standardIcon(QStyle::SP_DirIcon, nullptr, widget).paint(painter, iconRect);
    else if (index.data(FeedListModel::FeedIdRole).toLongLong() == 0)
        QIcon(QStringLiteral(":/icons/kindred.svg")).paint(painter, iconRect);
    else
        paintMonogram(painter, iconRect, index.data().toString(), option.font);

    if (failed) {
        QRect mark(0, 0, pillHeight, pillHeight);
        mark.moveCenter(option.rect.center());
        mark.moveRight(option.rect.right() - 6 - (pillWidth > 0 ? pillWidth + 6 : 0));
        paintWarningMark(painter, mark, option.font);
    }

    if (unread > 0) {
        QRect pill(0, 0, pillWidth, pillHeight);
        pill.moveCenter(option.rect.center());
        pill.moveRight(option.rect.right() - 6);
        const bool selected = option.state.testFlag(QStyle::State_Selected);
        QColor fill = selected ? option.palette.color(QPalette::HighlightedText)
                               : option.palette.color(QPalette::PlaceholderText);
        fill.setAlphaF(selected ? 0.9f : 0.25f);
        const QColor text
            = selected ? option.palette.color(QPalette::Highlight) : option.palette.color(QPalette::Text);
        paintPill(painter, pill, count, fill, true, text, font);
    }
}

QSize FeedItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setHeight(qMax(size.height(), QFontMetrics(option.font).height() + 14));
    return size;
}

} // namespace kindred
