#pragma once

#include "storage/GroupStore.h"
#include "storage/SubscriptionStore.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTreeView;

namespace kindred {

class DuplicateGroupsFilter;
class DuplicateGroupsModel;

/// View > Duplicate Groups: every group of the live window in a sortable table, filtered by text
/// and by feed. Activating a row (double click, Enter) opens its cluster inspector.
class DuplicateGroupsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DuplicateGroupsView)

public:
    explicit DuplicateGroupsView(QWidget *parent = nullptr);

    /// Shows `groups`; `feeds` (with their folders) fill the feed filter and name the sources.
    void setGroups(const QList<DuplicateGroupSummary> &groups, const QList<Subscription> &feeds);
    /// Selects the group's row (when shown).
    void selectGroup(qint64 groupId);

    DuplicateGroupsModel *model() const { return m_model; }
    DuplicateGroupsFilter *filter() const { return m_filter; }
    QTreeView *table() const { return m_table; }
    QLineEdit *searchField() const { return m_search; }
    QComboBox *feedFilter() const { return m_feeds; }

signals:
    void groupActivated(qint64 groupId);

private:
    void updateSummary();
    void applyFeedFilter();

    DuplicateGroupsModel *m_model = nullptr;
    DuplicateGroupsFilter *m_filter = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_feeds = nullptr;
    QLabel *m_summary = nullptr;
    QTreeView *m_table = nullptr;
};

} // namespace kindred
