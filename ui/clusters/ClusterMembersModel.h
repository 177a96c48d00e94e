#pragma once

#include "storage/Records.h"

#include <QAbstractTableModel>
#include <QSet>

namespace kindred {

/// The members of one duplicate group in the order they were published: source, title, time,
/// distance to the first report and what kind of copy each is; the first report is marked. After
/// them, greyed, its near misses: articles of other groups whose fingerprint lies just beyond the
/// duplicate radius from the first report, nearest first (why were they not grouped?).
class ClusterMembersModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClusterMembersModel)

public:
    enum Column { SourceColumn, TitleColumn, PublishedColumn, DistanceColumn, KindColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        ArticleIdRole = Qt::UserRole + 1, // qint64
        SimhashRole, // quint64
        IsPrimaryRole, // bool
        IsNearMissRole, // bool: not a member, an article just beyond the radius
    };
    Q_ENUM(Role)

    explicit ClusterMembersModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Shows `members` (any order; they are listed by publication time); `exact` are the ids whose
    /// text is the first report's to the letter.
    /// `nearMisses` follow them, their `distance` the one to the first report.
    void setMembers(
        QList<ArticleRecord> members, const QSet<qint64> &exact = {}, QList<ArticleRecord> nearMisses = {});
    /// The group's members, then its near misses: the rows.
    const QList<ArticleRecord> &members() const { return m_members; }
    /// How many of members() belong to the group (the rest are near misses).
    int memberCount() const { return m_memberCount; }
    bool isNearMiss(int row) const { return row >= m_memberCount; }
    int rowForArticle(qint64 articleId) const;

private:
    QString kindText(int row) const;

    QList<ArticleRecord> m_members;
    int m_memberCount = 0;
    QSet<qint64> m_exact;
};

} // namespace kindred
