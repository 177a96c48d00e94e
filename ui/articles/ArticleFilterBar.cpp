#include "articles/ArticleFilterBar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

namespace kindred {

ArticleFilterBar::ArticleFilterBar(QWidget *parent) : QWidget(parent)
{
    m_search = new QLineEdit;
    m_search->setPlaceholderText(tr("Search all articles"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search"));
    m_search->setMinimumWidth(220);
    m_typing.setSingleShot(true);
    m_typing.setInterval(250);
    connect(m_search, &QLineEdit::textChanged, this, [this] { m_typing.start(); });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        m_typing.stop();
        emit changed();
    });
    connect(&m_typing, &QTimer::timeout, this, &ArticleFilterBar::changed);

    m_show = new QComboBox;
    m_show->setAccessibleName(tr("Show"));
    m_show->addItem(tr("All articles"), int(ArticleQuery::Show::All));
    m_show->addItem(tr("Unread"), int(ArticleQuery::Show::Unread));
    m_show->addItem(tr("Starred"), int(ArticleQuery::Show::Starred));
    m_show->addItem(tr("Today"), int(ArticleQuery::Show::Today));
    m_show->addItem(tr("Hidden by rules"), int(ArticleQuery::Show::Hidden));
    m_sort = new QComboBox;
    m_sort->setAccessibleName(tr("Sort by"));
    m_sort->addItem(tr("Newest first"), int(ArticleQuery::Sort::Date));
    m_sort->addItem(tr("By source"), int(ArticleQuery::Sort::Source));
    m_sort->addItem(tr("Most copies first"), int(ArticleQuery::Sort::Copies));
    for (QComboBox *box : {m_show, m_sort})
        connect(box, &QComboBox::currentIndexChanged, this, &ArticleFilterBar::changed);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search, 1);
    layout->addWidget(m_show);
    layout->addWidget(m_sort);
}

ArticleQuery ArticleFilterBar::applyTo(ArticleQuery query) const
{
    query.search = m_search->text();
    query.show = ArticleQuery::Show(m_show->currentData().toInt());
    query.sort = ArticleQuery::Sort(m_sort->currentData().toInt());
    query.todayStart = QDateTime(QDate::currentDate(), QTime(0, 0)).toUTC();
    return query;
}

void ArticleFilterBar::setShow(ArticleQuery::Show show)
{
    m_show->setCurrentIndex(m_show->findData(int(show)));
}

void ArticleFilterBar::setSort(ArticleQuery::Sort sort)
{
    m_sort->setCurrentIndex(m_sort->findData(int(sort)));
}

} // namespace kindred
