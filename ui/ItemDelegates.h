#pragma once

#include <QStyledItemDelegate>

namespace kindred {

/// Paints the duplicate marker of the article list: a rounded "×3" badge, filled for the first
/// report of a story and outlined for its copies. Reads ArticleTableModel::DuplicateCountRole.
class DuplicateBadgeDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DuplicateBadgeDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(
        QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

/// Paints a feed row with its unread count as a pill at the right edge (FeedListModel roles).
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
