#include "articles/ArticleListView.h"

#include "articles/ArticleDelegates.h"
#include "articles/ArticleListModel.h"

#include <QHeaderView>

namespace kindred {

ArticleListView::ArticleListView(QWidget *parent) : QTreeView(parent)
{
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAllColumnsShowFocus(true);
    setSortingEnabled(false); // the order is the query's: pages are loaded in it
    setTextElideMode(Qt::ElideRight);
    setExpandsOnDoubleClick(true);
    setItemDelegate(new ArticleRowDelegate(this));
    setItemDelegateForColumn(ArticleListModel::CopiesColumn, new DuplicateBadgeDelegate(this));
    // The expander of a collapsed group sits before its title, not in the badge column.
    setTreePosition(ArticleListModel::TitleColumn);
    setIndentation(16);
    header()->setStretchLastSection(false);
    header()->setHighlightSections(false);
}

void ArticleListView::setArticleModel(ArticleListModel *model)
{
    setModel(model);
    QHeaderView *head = header();
    const QFontMetrics metrics(font());
    head->setMinimumSectionSize(metrics.horizontalAdvance(QStringLiteral("×99")) + 2 * metrics.height());
    head->setSectionResizeMode(ArticleListModel::CopiesColumn, QHeaderView::Fixed);
    head->resizeSection(ArticleListModel::CopiesColumn, head->minimumSectionSize());
    head->setSectionResizeMode(ArticleListModel::TitleColumn, QHeaderView::Stretch);
    head->setSectionResizeMode(ArticleListModel::SourceColumn, QHeaderView::Interactive);
    head->resizeSection(ArticleListModel::SourceColumn, metrics.horizontalAdvance(QLatin1Char('m')) * 14);
    head->setSectionResizeMode(ArticleListModel::DateColumn, QHeaderView::Interactive);
    head->resizeSection(
        ArticleListModel::DateColumn, metrics.horizontalAdvance(QStringLiteral("00/00/0000 00:00 PM")) + 16);
}

bool ArticleListView::moveSelection(int step)
{
    QAbstractItemModel *m = model();
    if (!m || m->rowCount() == 0)
        return false;
    const QModelIndex current = currentIndex();
    QModelIndex next;
    if (!current.isValid()) {
        next = m->index(0, ArticleListModel::TitleColumn);
    } else if (step > 0) {
        next = indexBelow(current);
        if (!next.isValid() && m->canFetchMore({})) {
            m->fetchMore({});
            next = indexBelow(current);
        }
    } else {
        next = indexAbove(current);
    }
    if (!next.isValid())
        return false;
    next = next.siblingAtColumn(ArticleListModel::TitleColumn);
    setCurrentIndex(next);
    scrollTo(next);
    return true;
}

} // namespace kindred
