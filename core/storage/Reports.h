#pragma once

#include "storage/Records.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>

namespace kindred {

/// A duplicate group: its primary and every member with its distance to the primary.
struct DuplicateGroup
{
    qint64 id = 0;
    int size = 0;
    int distanceSum = 0; // seed 003's measure of how tight the group is
    QList<ArticleRecord> members; // primary first
};

/// An article as the statistics of the news flow count it (FlowStatistics).
struct FlowArticle
{
    qint64 published = 0; // UTC ms
    qint64 feedId = 0;
    quint64 simhash = 0;
    bool copy = false; // a member of a duplicate group that is not its first report
};

/// Read-only aggregate queries: the duplicate groups, and the rows behind the statistics of the
/// news flow (FlowStatistics, the one statistics source of the CLI and the window).
class Reports final
{
public:
    explicit Reports(QSqlDatabase db);

    /// Groups with at least two members, largest first.
    QList<DuplicateGroup> duplicateGroups(int limit = 1000) const;
    /// The articles published within [from, to), in publication order, and the titles of their
    /// feeds. False on a database error.
    bool flowArticles(const QDateTime &from, const QDateTime &to, QList<FlowArticle> *articles,
        QHash<qint64, QString> *feedTitles) const;
    /// The first and the last publication time stored (invalid when there is no article).
    std::pair<QDateTime, QDateTime> publishedSpan() const;

private:
    QSqlDatabase m_db;
};

} // namespace kindred
