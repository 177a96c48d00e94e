#include "articles/ArticleDelegates.h"

#include "articles/ArticleListModel.h"
#include "common/CellPainting.h"

#include <QApplication>
#include <QPainter>

namespace kindred {

namespace {

// Rows of the article list get this much extra height, split above and below the text.
constexpr int RowPadding = 8;

} // namespace

void DuplicateBadgeDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem base = option;
    initStyleOption(&base, index);
    paintCellBackground(painter, base);

    const QString text = index.data(ArticleListModel::BadgeRole).toString();
    if (text.isEmpty())
        return;
    const bool selected = option.state.testFlag(QStyle::State_Selected);
    const QPalette &palette = option.palette;
    if (index.data(ArticleListModel::IsCopyRowRole).toBool()) {
        // A copy under its group: its distance to the first report, as quiet text.
        painter->save();
        painter->setPen(
            selected ? palette.color(QPalette::HighlightedText) : palette.color(QPalette::PlaceholderText));
        painter->setFont(badgeFont(option.font));
        painter->drawText(option.rect, Qt::AlignCenter, text);
        painter->restore();
        return;
    }
    const QFont font = badgeFont(option.font);
    const QFontMetrics metrics(font);
    const int height = qMin(option.rect.height() - 4, metrics.height() + 2);
    const int width = qMin(option.rect.width() - 4, metrics.horizontalAdvance(text) + height);
    QRect pill(0, 0, width, height);
    pill.moveCenter(option.rect.center());

    const bool primary = index.data(ArticleListModel::BadgeFilledRole).toBool();
    // On a selected row the highlight is the accent already: draw the badge in its text colour.
    const QColor accent
        = selected ? palette.color(QPalette::HighlightedText) : palette.color(QPalette::Highlight);
    const QColor onAccent
        = selected ? palette.color(QPalette::Highlight) : palette.color(QPalette::HighlightedText);
    paintPill(painter, pill, text, accent, primary, onAccent, font);
}

void ArticleRowDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QStringList labels = index.data(ArticleListModel::LabelsRole).toStringList();
    const bool updated = index.data(ArticleListModel::UpdatedRole).toBool();
    if (labels.isEmpty() && !updated) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // "Updated" first after the title, then the labels.
    QList<std::pair<QString, QColor>> pills;
    for (const QString &label : labels)
        pills.append({label, nameColor(label)});
    if (updated)
        pills.prepend({tr("Updated"), option.palette.color(QPalette::Active, QPalette::Highlight)});
    // The tags from the right, each at most a third of the cell; the title elided before them.
    const QFont font = badgeFont(option.font);
    const QFontMetrics metrics(font);
    const int height = qMin(option.rect.height() - 6, metrics.height() + 2);
    struct Tag
    {
        QRect rect;
        QString text; // elided
        QColor color;
    };
    QList<Tag> tags;
    int right = option.rect.right() - 4;
    for (auto pill = pills.crbegin(); pill != pills.crend(); ++pill) {
        const QString text = metrics.elidedText(pill->first, Qt::ElideRight, option.rect.width() / 3);
        const int width = metrics.horizontalAdvance(text) + height;
        if (right - width < option.rect.left() + option.rect.width() / 3)
            break; // the title keeps two thirds
        QRect box(0, 0, width, height);
        box.moveCenter(option.rect.center());
        box.moveRight(right);
        tags.append({box, text, pill->second});
        right = box.left() - 4;
    }
    QStyleOptionViewItem text = option;
    initStyleOption(&text, index);
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    QStyleOptionViewItem background = text;
    background.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget); // background, selection
    text.rect.setRight(right);
    text.backgroundBrush = Qt::NoBrush;
    text.state &= ~QStyle::State_HasFocus;
    text.showDecorationSelected = false;
    text.state &= ~QStyle::State_Selected; // only the text now, in the selected colour if it is
    text.palette.setColor(QPalette::Text,
        option.state.testFlag(QStyle::State_Selected) ? option.palette.color(QPalette::HighlightedText)
                                                      : option.palette.color(QPalette::Text));
    style->drawControl(QStyle::CE_ItemViewItem, &text, painter, widget);
    for (const Tag &tag : std::as_const(tags))
        paintPill(painter, tag.rect, tag.text, tag.color, true, Qt::white, font);
}

QSize ArticleRowDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    return QStyledItemDelegate::sizeHint(option, index) + QSize(0, RowPadding);
}

QSize DuplicateBadgeDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index) + QSize(0, RowPadding);
    const QFontMetrics metrics(badgeFont(option.font));
    size.setWidth(
        qMax(size.width(), metrics.horizontalAdvance(QStringLiteral("×99")) + metrics.height() + 8));
    return size;
}

} // namespace kindred
