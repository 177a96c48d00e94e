#include "articles/SimilarStoriesPanel.h"

#include "articles/SimilarStoriesModel.h"
#include "common/CellPainting.h"

#include <QApplication>
#include <QLabel>
#include <QListView>
#include <QPainter>
#include <QPainterPath>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace kindred {

namespace {

// A row: the title (two lines at most), "Source · time" under it, and the badge at the right.
class SimilarStoryDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem base = option;
        initStyleOption(&base, index);
        paintCellBackground(painter, base);

        const bool selected = option.state.testFlag(QStyle::State_Selected);
        const QPalette &palette = option.palette;
        const QColor text = palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
        QColor muted = text;
        muted.setAlphaF(0.65f);
        const QRect area = option.rect.adjusted(Margin, Margin, -Margin, -Margin);

        QFont badgeFont = option.font;
        badgeFont.setBold(true);
        badgeFont.setPointSizeF(option.font.pointSizeF() * 0.85);
        const QFontMetrics badgeMetrics(badgeFont);
        const QString badge = index.data(SimilarStoriesModel::BadgeRole).toString();
        const bool byText = index.data(SimilarStoriesModel::DistanceRole).toInt() < 0;
        const int badgeHeight = badgeMetrics.height() + 2;
        const QRect pill(area.right() - badgeMetrics.horizontalAdvance(badge) - badgeHeight + 1, area.top(),
            badgeMetrics.horizontalAdvance(badge) + badgeHeight, badgeHeight);

        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        QPainterPath path;
        path.addRoundedRect(
            QRectF(pill).adjusted(0.5, 0.5, -0.5, -0.5), badgeHeight / 2.0, badgeHeight / 2.0);
        const QColor accent
            = selected ? palette.color(QPalette::HighlightedText) : palette.color(QPalette::Highlight);
        if (byText) {
            painter->setPen(QPen(accent, 1.2));
            painter->drawPath(path);
            painter->setPen(accent);
        } else {
            painter->fillPath(path, accent);
            painter->setPen(
                selected ? palette.color(QPalette::Highlight) : palette.color(QPalette::HighlightedText));
        }
        painter->setFont(badgeFont);
        painter->drawText(pill, Qt::AlignCenter, badge);

        const QRect titleRect(area.left(), area.top(), pill.left() - area.left() - Margin,
            2 * option.fontMetrics.lineSpacing());
        painter->setPen(text);
        painter->setFont(option.font);
        painter->drawText(titleRect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop,
            elidedTwoLines(index.data().toString(), option.fontMetrics, titleRect.width()));
        painter->setPen(muted);
        QFont small = option.font;
        small.setPointSizeF(option.font.pointSizeF() * 0.9);
        painter->setFont(small);
        const QRect detailRect(
            area.left(), titleRect.bottom() + 2, area.width(), QFontMetrics(small).height());
        painter->drawText(detailRect, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetrics(small).elidedText(
                index.data(SimilarStoriesModel::DetailRole).toString(), Qt::ElideRight, detailRect.width()));
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        QFont small = option.font;
        small.setPointSizeF(option.font.pointSizeF() * 0.9);
        return {200, 2 * option.fontMetrics.lineSpacing() + QFontMetrics(small).height() + 2 * Margin + 4};
    }

private:
    static constexpr int Margin = 6;

    // The title on at most two lines, the second elided.
    static QString elidedTwoLines(const QString &title, const QFontMetrics &metrics, int width)
    {
        if (metrics.horizontalAdvance(title) <= width)
            return title;
        int cut = int(title.size());
        while (cut > 0 && metrics.horizontalAdvance(title.left(cut)) > width)
            cut = int(title.lastIndexOf(u' ', cut - 1));
        if (cut <= 0)
            return metrics.elidedText(title, Qt::ElideRight, 2 * width);
        return title.left(cut) + u'\n' + metrics.elidedText(title.mid(cut + 1), Qt::ElideRight, width);
    }
};

} // namespace

SimilarStoriesPanel::SimilarStoriesPanel(SimilarStoriesModel *model, QWidget *parent)
    : QWidget(parent), m_model(model)
{
    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_status->setContentsMargins(6, 4, 6, 4);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    m_list = new QListView;
    m_list->setModel(model);
    m_list->setItemDelegate(new SimilarStoryDelegate(m_list));
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setFrameShape(QFrame::NoFrame);
    m_list->setAccessibleName(tr("Similar stories"));
    connect(m_list, &QListView::activated, this, [this](const QModelIndex &index) {
        emit articleActivated(index.data(SimilarStoriesModel::ArticleIdRole).toLongLong());
    });
    connect(m_list, &QListView::clicked, this, [this](const QModelIndex &index) {
        emit articleActivated(index.data(SimilarStoriesModel::ArticleIdRole).toLongLong());
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_status);
    layout->addWidget(m_list, 1);
    showNothing();
}

void SimilarStoriesPanel::showSearching()
{
    m_status->setText(tr("Looking for similar stories…"));
    m_status->show();
}

void SimilarStoriesPanel::showResults(int windowDays)
{
    if (m_model->rowCount() == 0) {
        m_status->setText(tr(
            "No similar stories within %n days (copies are listed with the article).", nullptr, windowDays));
        m_status->show();
    } else {
        m_status->setText(
            tr("Close in fingerprint (bits apart) or in words (“text”); copies are not repeated."));
        m_status->show();
    }
}

void SimilarStoriesPanel::showNothing()
{
    m_model->clear();
    m_status->setText(tr("Open an article to see stories similar to it."));
    m_status->show();
}

} // namespace kindred
