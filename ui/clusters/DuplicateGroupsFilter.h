#pragma once

#include <QSortFilterProxyModel>

namespace kindred {

/// Sorts the duplicate groups by any column and keeps those that match a text (in the lead
/// title or a source name) and, when set, that a given feed carries.
class DuplicateGroupsFilter final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DuplicateGroupsFilter)

public:
    explicit DuplicateGroupsFilter(QObject *parent = nullptr);

    void setText(const QString &text);
    /// Only groups a copy of which came from `feedId` (0 = any feed).
    void setFeed(qint64 feedId);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QStringList m_words;
    qint64 m_feedId = 0;
};

} // namespace kindred
