#pragma once

#include <QStyledItemDelegate>

namespace kindred {

/// Paints a feed row: a round monogram in a colour of its own (the app icon for "All articles"),
/// the title, a warning sign when its last refresh failed, and the unread count as a pill at the
/// right edge (FeedListModel roles).
class FeedItemDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FeedItemDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(
        QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace kindred
