#include "clusters/DuplicateGroupsView.h"

#include "clusters/DuplicateGroupsFilter.h"
#include "clusters/DuplicateGroupsModel.h"
#include "common/ViewSetup.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMap>
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
    connect(m_feeds, &QComboBox::currentIndexChanged, this, &DuplicateGroupsView::applyFeedFilter);
    m_summary = makeNote();
    m_summary->setWordWrap(false);

    m_table = makeTableView(m_filter, tr("Duplicate groups"), DuplicateGroupsModel::TitleColumn);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(DuplicateGroupsModel::FirstSeenColumn, Qt::DescendingOrder);
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
    layout->addWidget(makeNote(tr("Double-click a group (or press Enter) to inspect its copies.")));
}

void DuplicateGroupsView::setGroups(
    const QList<DuplicateGroupSummary> &groups, const QList<Subscription> &feeds)
{
    const qint64 selected = m_table->currentIndex().data(DuplicateGroupsModel::GroupIdRole).toLongLong();
    const QString chosen = m_feeds->currentText();
    QHash<qint64, QString> titles;
    QMap<QString, QList<qint64>> folders; // path -> its feeds and those of the folders inside it
    for (const Subscription &feed : feeds) {
        titles.insert(feed.id, feed.title);
        for (qsizetype depth = 1; depth <= feed.folder.size(); ++depth)
            folders[feed.folder.mid(0, depth).join(u'/')].append(feed.id);
    }
    {
        const QSignalBlocker blocker(m_feeds);
        m_feeds->clear();
        m_feeds->addItem(tr("All feeds"), QVariant::fromValue(QList<qint64>()));
        for (auto it = folders.cbegin(); it != folders.cend(); ++it)
            m_feeds->addItem(tr("Folder: %1").arg(it.key()), QVariant::fromValue(it.value()));
        for (const Subscription &feed : feeds)
            m_feeds->addItem(feed.title, QVariant::fromValue(QList<qint64> {feed.id}));
        m_feeds->setCurrentIndex(qMax(0, m_feeds->findText(chosen)));
    }
    m_model->setGroups(groups, titles);
    applyFeedFilter();
    if (selected != 0)
        selectGroup(selected);
}

void DuplicateGroupsView::applyFeedFilter()
{
    const QList<qint64> feeds = m_feeds->currentData().value<QList<qint64>>();
    m_filter->setFeeds(QSet<qint64>(feeds.cbegin(), feeds.cend()));
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
