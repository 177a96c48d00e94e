#pragma once

#include <QStyledItemDelegate>

namespace kindred {

/// Paints a cell's background, selection and focus as the style does, without its text
/// (`option` initialised for the cell); a delegate then draws its own content on top.
void paintCellBackground(QPainter *painter, QStyleOptionViewItem option);

/// Paints the copies badge of the article list: a rounded "+2" (collapsed) or "×3" pill, filled for the first
/// report of a story and outlined for its copies; a copy row shows its distance as quiet text.
/// Reads ArticleListModel::BadgeRole, BadgeFilledRole and IsCopyRowRole.
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

/// The article list's other cells: the usual painting with a little more air between rows.
class ArticleRowDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArticleRowDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

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
