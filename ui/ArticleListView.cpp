#include "ArticleListView.h"

#include "ArticleTableModel.h"
#include "ItemDelegates.h"

#include <QHeaderView>

namespace kindred {

ArticleListView::ArticleListView(QWidget *parent) : QTreeView(parent)
{
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAllColumnsShowFocus(true);
    setSortingEnabled(false); // newest first is the order pages are loaded in
    setTextElideMode(Qt::ElideRight);
    setItemDelegate(new ArticleRowDelegate(this));
    setItemDelegateForColumn(ArticleTableModel::DuplicatesColumn, new DuplicateBadgeDelegate(this));
    header()->setStretchLastSection(false);
    header()->setHighlightSections(false);
}

void ArticleListView::setArticleModel(ArticleTableModel *model)
{
    setModel(model);
    QHeaderView *head = header();
    const QFontMetrics metrics(font());
    head->setMinimumSectionSize(metrics.horizontalAdvance(QStringLiteral("×99")) + 2 * metrics.height());
    head->setSectionResizeMode(ArticleTableModel::DuplicatesColumn, QHeaderView::Fixed);
    head->resizeSection(ArticleTableModel::DuplicatesColumn, head->minimumSectionSize());
    head->setSectionResizeMode(ArticleTableModel::TitleColumn, QHeaderView::Stretch);
    head->setSectionResizeMode(ArticleTableModel::SourceColumn, QHeaderView::Interactive);
    head->resizeSection(ArticleTableModel::SourceColumn, metrics.horizontalAdvance(QLatin1Char('m')) * 14);
    head->setSectionResizeMode(ArticleTableModel::DateColumn, QHeaderView::Interactive);
    head->resizeSection(
        ArticleTableModel::DateColumn, metrics.horizontalAdvance(QStringLiteral("00/00/0000 00:00 PM")) + 16);
}

void ArticleListView::moveSelection(int step)
{
    QAbstractItemModel *m = model();
    if (!m)
        return;
    const int current = currentIndex().isValid() ? currentIndex().row() : -1;
    int next = current + step;
    if (next >= m->rowCount() && m->canFetchMore({}))
        m->fetchMore({});
    next = qBound(0, next, m->rowCount() - 1);
    if (next < 0 || next == current)
        return;
    const QModelIndex index = m->index(next, ArticleTableModel::TitleColumn);
    setCurrentIndex(index);
    scrollTo(index);
}

} // namespace kindred
