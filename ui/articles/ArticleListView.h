#pragma once

#include <QTreeView>

namespace kindred {

class ArticleListModel;

/// The article list: a row-selecting tree over an ArticleListModel with the copies badge
/// column, a stretching title column (where a collapsed group's expander sits) and compact
/// source and date columns.
class ArticleListView final : public QTreeView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArticleListView)

public:
    explicit ArticleListView(QWidget *parent = nullptr);

    /// Sets the model and sizes the columns for it.
    void setArticleModel(ArticleListModel *model);

    /// Selects and shows the next (`step` 1) or previous (-1) row in the order shown (copies of
    /// an expanded group included), loading more rows when the end of the loaded ones is
    /// reached. False when there is no row to move to.
    bool moveSelection(int step);
};

} // namespace kindred
