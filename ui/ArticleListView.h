#pragma once

#include <QTreeView>

namespace kindred {

class ArticleTableModel;

/// The article list: a flat, row-selecting tree view over an ArticleTableModel with the
/// duplicate badge column, a stretching title column and compact source and date columns.
class ArticleListView final : public QTreeView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArticleListView)

public:
    explicit ArticleListView(QWidget *parent = nullptr);

    /// Sets the model and sizes the columns for it.
    void setArticleModel(ArticleTableModel *model);

    /// Selects and shows the next (`step` 1) or previous (-1) article, loading more rows when
    /// the end of the loaded ones is reached.
    void moveSelection(int step);
};

} // namespace kindred
