#pragma once

#include <QStyledItemDelegate>

namespace kindred {

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

/// The article list's other cells: the usual painting with a little more air between rows; a
/// title's cell ends with the reader's labels as small coloured tags (ArticleListModel::LabelsRole).
class ArticleRowDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArticleRowDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(
        QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace kindred
