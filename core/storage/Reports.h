#pragma once

#include "storage/Records.h"

#include <QDateTime>
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

/// Articles and duplicates that arrived in one hour (UTC), by publication time.
struct HourlyCount
{
    QDateTime hour;
    int articles = 0;
    int duplicates = 0;
};

/// Articles and duplicates of one feed.
struct SourceCount
{
    QString source;
    int articles = 0;
    int duplicates = 0;
};

/// Read-only aggregate queries for the CLI's groups/stats and the UI's charts.
class Reports final
{
public:
    explicit Reports(QSqlDatabase db);

    /// Groups with at least two members, largest first.
    QList<DuplicateGroup> duplicateGroups(int limit = 1000) const;
    QList<HourlyCount> hourlyCounts() const;
    QList<SourceCount> sourceCounts() const;

private:
    QSqlDatabase m_db;
};

} // namespace kindred
