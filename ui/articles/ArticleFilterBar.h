#pragma once

#include "storage/ArticleQuery.h"

#include <QTimer>
#include <QWidget>

class QComboBox;
class QLineEdit;

namespace kindred {

/// The article list's search field (full text, as you type), filter (all, unread, starred,
/// today) and order (date, source, copies). Fills those parts of an ArticleQuery.
class ArticleFilterBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArticleFilterBar)

public:
    explicit ArticleFilterBar(QWidget *parent = nullptr);

    /// `query` with this bar's search, filter and order (and the start of today, local time).
    ArticleQuery applyTo(ArticleQuery query) const;

    void setShow(ArticleQuery::Show show);
    void setSort(ArticleQuery::Sort sort);
    QLineEdit *searchField() const { return m_search; }
    QComboBox *showBox() const { return m_show; }
    QComboBox *sortBox() const { return m_sort; }

signals:
    /// The search (after a short pause in typing), filter or order changed.
    void changed();

private:
    QLineEdit *m_search = nullptr;
    QComboBox *m_show = nullptr;
    QComboBox *m_sort = nullptr;
    QTimer m_typing;
};

} // namespace kindred
