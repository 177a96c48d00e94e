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

bool Reports::flowArticles(const QDateTime &from, const QDateTime &to, QList<FlowArticle> *articles,
    QHash<qint64, QString> *feedTitles) const
{
    // One pass over the period in publication order (the date index).
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT a.published, a.feed_id, a.simhash, a.group_id IS NOT NULL AND g.primary_id <> a.id"
        " FROM articles a LEFT JOIN duplicate_groups g ON g.id = a.group_id"
        " WHERE a.published >= ? AND a.published < ? ORDER BY a.published, a.id"));
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(to.toMSecsSinceEpoch());
    if (!query.exec())
        return false;
    while (query.next()) {
        articles->append({query.value(0).toLongLong(), query.value(1).toLongLong(),
            quint64(query.value(2).toLongLong()), query.value(3).toBool()});
    }
    QSqlQuery feeds(m_db);
    if (!feeds.exec(QStringLiteral("SELECT id, title FROM feeds")))
        return false;
    while (feeds.next())
        feedTitles->insert(feeds.value(0).toLongLong(), feeds.value(1).toString());
    return true;
}

std::pair<QDateTime, QDateTime> Reports::publishedSpan() const
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT MIN(published), MAX(published) FROM articles")) || !query.next()
        || query.isNull(0))
        return {};
    return {QDateTime::fromMSecsSinceEpoch(query.value(0).toLongLong(), Qt::UTC),
        QDateTime::fromMSecsSinceEpoch(query.value(1).toLongLong(), Qt::UTC)};
}

} // namespace kindred
