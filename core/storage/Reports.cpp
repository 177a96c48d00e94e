#include "storage/Reports.h"

#include "storage/ArticleStore.h"

#include <QSqlQuery>

namespace kindred {

Reports::Reports(QSqlDatabase db) : m_db(std::move(db))
{ }

QList<DuplicateGroup> Reports::duplicateGroups(int limit) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, size, distance_sum FROM duplicate_groups WHERE size > 1"
                                 " ORDER BY size DESC, id LIMIT ?"));
    query.addBindValue(limit);
    QList<DuplicateGroup> groups;
    if (!query.exec())
        return groups;
    while (query.next())
        groups.append({query.value(0).toLongLong(), query.value(1).toInt(), query.value(2).toInt(), {}});
    const ArticleStore store(m_db);
    for (DuplicateGroup &group : groups)
        group.members = store.groupMembers(group.id);
    return groups;
}

QList<HourlyCount> Reports::hourlyCounts() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // A duplicate is a group member that is not the group's primary.
    query.prepare(
        QStringLiteral("SELECT a.published / 3600000 AS hour, COUNT(*),"
                       " SUM(CASE WHEN g.primary_id IS NOT NULL AND g.primary_id <> a.id THEN 1 ELSE 0 END)"
                       " FROM articles a LEFT JOIN duplicate_groups g ON g.id = a.group_id"
                       " GROUP BY hour ORDER BY hour"));
    QList<HourlyCount> counts;
    if (!query.exec())
        return counts;
    while (query.next()) {
        const QDateTime hour = QDateTime::fromMSecsSinceEpoch(query.value(0).toLongLong() * 3600000, Qt::UTC);
        counts.append({hour, query.value(1).toInt(), query.value(2).toInt()});
    }
    return counts;
}

QList<SourceCount> Reports::sourceCounts() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT f.title, COUNT(*),"
                       " SUM(CASE WHEN g.primary_id IS NOT NULL AND g.primary_id <> a.id THEN 1 ELSE 0 END)"
                       " FROM articles a JOIN feeds f ON f.id = a.feed_id"
                       " LEFT JOIN duplicate_groups g ON g.id = a.group_id"
                       " GROUP BY f.id ORDER BY COUNT(*) DESC, f.title"));
    QList<SourceCount> counts;
    if (!query.exec())
        return counts;
    while (query.next())
        counts.append({query.value(0).toString(), query.value(1).toInt(), query.value(2).toInt()});
    return counts;
}

} // namespace kindred
