#include "clusters/DuplicateGroupsView.h"

#include "clusters/DuplicateGroupsFilter.h"
#include "clusters/DuplicateGroupsModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTreeView>
#include <QVBoxLayout>

namespace kindred {

DuplicateGroupsView::DuplicateGroupsView(QWidget *parent) : QWidget(parent)
{
    m_model = new DuplicateGroupsModel(this);
    m_filter = new DuplicateGroupsFilter(this);
    m_filter->setSourceModel(m_model);

    m_search = new QLineEdit;
    m_search->setPlaceholderText(tr("Filter by title or source"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Filter groups"));
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setText(text);
        updateSummary();
    });
    m_feeds = new QComboBox;
    m_feeds->setAccessibleName(tr("Feed"));
    m_feeds->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_feeds, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setFeed(m_feeds->currentData().toLongLong());
        updateSummary();
    });
    m_summary = new QLabel;
    m_summary->setForegroundRole(QPalette::PlaceholderText);

    m_table = new QTreeView;
    m_table->setModel(m_filter);
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setAlternatingRowColors(true);
    m_table->setSortingEnabled(true);
    m_table->setAllColumnsShowFocus(true);
    m_table->setAccessibleName(tr("Duplicate groups"));
    m_table->sortByColumn(DuplicateGroupsModel::FirstSeenColumn, Qt::DescendingOrder);
    QHeaderView *head = m_table->header();
    head->setStretchLastSection(false);
    head->setSectionResizeMode(DuplicateGroupsModel::TitleColumn, QHeaderView::Stretch);
    for (int column = DuplicateGroupsModel::CopiesColumn; column < DuplicateGroupsModel::ColumnCount;
         ++column)
        head->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    connect(m_table, &QTreeView::activated, this, [this](const QModelIndex &index) {
        emit groupActivated(index.data(DuplicateGroupsModel::GroupIdRole).toLongLong());
    });

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_search, 1);
    bar->addWidget(m_feeds);
    bar->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    auto *hint = new QLabel(tr("Double-click a group (or press Enter) to inspect its copies."));
    hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(hint);
}

void DuplicateGroupsView::setGroups(
    const QList<DuplicateGroupSummary> &groups, const QList<FeedRecord> &feeds)
{
    const qint64 selected = m_table->currentIndex().data(DuplicateGroupsModel::GroupIdRole).toLongLong();
    const qint64 feed = m_feeds->currentData().toLongLong();
    QHash<qint64, QString> titles;
    {
        const QSignalBlocker blocker(m_feeds);
        m_feeds->clear();
        m_feeds->addItem(tr("All feeds"), qint64(0));
        for (const FeedRecord &f : feeds) {
            titles.insert(f.id, f.title);
            m_feeds->addItem(f.title, f.id);
        }
        m_feeds->setCurrentIndex(qMax(0, m_feeds->findData(feed)));
    }
    m_filter->setFeed(m_feeds->currentData().toLongLong());
    m_model->setGroups(groups, titles);
    if (selected != 0)
        selectGroup(selected);
    updateSummary();
}

void DuplicateGroupsView::selectGroup(qint64 groupId)
{
    const int row = m_model->rowForGroup(groupId);
    if (row < 0)
        return;
    const QModelIndex index = m_filter->mapFromSource(m_model->index(row, 0));
    if (index.isValid()) {
        m_table->setCurrentIndex(index);
        m_table->scrollTo(index);
    }
}

void DuplicateGroupsView::updateSummary()
{
    const QLocale locale;
    m_summary->setText(tr("%1 of %2 groups")
                           .arg(locale.toString(m_filter->rowCount()), locale.toString(m_model->rowCount())));
}

} // namespace kindred
