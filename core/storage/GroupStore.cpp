#include "storage/GroupStore.h"

#include "storage/PersonalMarks.h"
#include "storage/SqlValues.h"

#include <QSqlQuery>

namespace kindred {

GroupStore::GroupStore(QSqlDatabase db) : m_db(std::move(db))
{ }

QList<DuplicateGroupSummary> GroupStore::groupsSince(const QDateTime &from) const
{
    // Driven by the first reports of the window (the date index), then each group's members;
    // SQLite's CROSS JOIN keeps that order (its planner would scan every group otherwise), and its
    // index hints keep it from scanning the articles and building an index of their groups for
    // every query (bench open --n 1000000, "duplicate groups of 5 days": 2,162 ms, 29 ms with them).
    const SqlDialect dialect(m_db);
    const QString join = dialect.joinInOrder();
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT g.id, p.id, p.title, pf.title, COUNT(*), COUNT(DISTINCT a.feed_id), ")
        + dialect.distinctList(QStringLiteral("a.feed_id"))
        + QStringLiteral(", MIN(a.published), MAX(a.published), MAX(a.distance),"
                         " SUM(CASE WHEN COALESCE(m.read, 0) = 0 THEN 1 ELSE 0 END) FROM articles p")
        + dialect.indexedBy(QStringLiteral("articles_by_published")) + join
        + QStringLiteral("duplicate_groups g ON g.primary_id = p.id") + join
        + QStringLiteral("feeds pf ON pf.id = p.feed_id") + join + QStringLiteral("articles a")
        + dialect.indexedBy(QStringLiteral("articles_by_group")) + QStringLiteral(" ON a.group_id = g.id")
        + ownMarksJoin(dialect)
        + QStringLiteral(" WHERE p.published >= ?"
                         " GROUP BY g.id, p.id, pf.id ORDER BY p.published DESC, p.id DESC"));
    query.addBindValue(from.toMSecsSinceEpoch());
    QList<DuplicateGroupSummary> groups;
    if (!query.exec())
        return groups;
    while (query.next()) {
        DuplicateGroupSummary group;
        group.id = query.value(0).toLongLong();
        group.leadId = query.value(1).toLongLong();
        group.leadTitle = query.value(2).toString();
        group.leadSource = query.value(3).toString();
        group.copies = query.value(4).toInt();
        group.sources = query.value(5).toInt();
        const QStringList feeds = query.value(6).toString().split(u',', Qt::SkipEmptyParts);
        for (const QString &feed : feeds)
            group.feedIds.append(feed.toLongLong());
        group.firstSeen = fromMsecs(query.value(7));
        group.lastSeen = fromMsecs(query.value(8));
        group.maxDistance = query.value(9).toInt();
        group.unread = query.value(10).toInt();
        groups.append(group);
    }
    return groups;
}

qint64 GroupStore::groupOf(qint64 articleId) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COALESCE(group_id, 0) FROM articles WHERE id = ?"));
    query.addBindValue(articleId);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

QSet<qint64> GroupStore::exactCopies(qint64 groupId) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT a.id FROM duplicate_groups g JOIN articles p ON p.id = g.primary_id"
                       " JOIN articles a ON a.group_id = g.id AND a.digest = p.digest WHERE g.id = ?"));
    query.addBindValue(groupId);
    QSet<qint64> ids;
    if (query.exec()) {
        while (query.next())
            ids.insert(query.value(0).toLongLong());
    }
    return ids;
}

qint64 GroupStore::largestGroupSince(const QDateTime &from) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT g.id FROM articles p JOIN duplicate_groups g ON g.primary_id = p.id"
                                 " WHERE p.published >= ? ORDER BY g.size DESC, p.published DESC LIMIT 1"));
    query.addBindValue(from.toMSecsSinceEpoch());
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

} // namespace kindred
