#include "storage/RegroupStore.h"

#include "storage/SqlValues.h"

#include <QHash>
#include <QSet>
#include <QSqlError>

namespace kindred {

namespace {

constexpr qsizetype kProgressEvery = 500;

} // namespace

RegroupStore::RegroupStore(QSqlDatabase db) : m_db(db), m_statement(std::move(db))
{ }

bool RegroupStore::fail(const QSqlQuery &query)
{
    m_lastError = query.lastError().text();
    return false;
}

bool RegroupStore::exec(QSqlQuery &query)
{
    return query.exec() || fail(query);
}

QList<GroupedArticle> RegroupStore::liveArticles(const QDateTime &from, const QDateTime &until) const
{
    QList<GroupedArticle> articles;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT a.id, a.simhash, COALESCE(a.group_id, 0), COALESCE(g.primary_id, 0),"
                                 " a.distance, COALESCE(d.primary_id, 0), a.feed_id, a.title, a.published,"
                                 " COALESCE(a.story_id, 0) FROM articles a"
                                 " LEFT JOIN duplicate_groups g ON g.id = a.group_id"
                                 " LEFT JOIN copy_decisions d ON d.article_id = a.id"
                                 " WHERE a.published >= ? AND a.published <= ? ORDER BY a.id"));
    query.addBindValue(msecs(from));
    query.addBindValue(until.isValid() ? msecs(until) : std::numeric_limits<qint64>::max());
    if (!query.exec())
        return articles;
    while (query.next()) {
        const qint64 groupId = query.value(2).toLongLong();
        articles.append({query.value(0).toLongLong(), quint64(query.value(1).toLongLong()), groupId,
            query.value(3).toLongLong(), groupId != 0 ? query.value(4).toInt() : 0,
            query.value(5).toLongLong(), query.value(6).toLongLong(), query.value(7).toString(),
            query.value(8).toLongLong(), query.value(9).toLongLong()});
    }
    return articles;
}

QList<StoredText> RegroupStore::feedArticles(qint64 feedId, const QDateTime &from) const
{
    QList<StoredText> articles;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT id, title, summary, body FROM articles WHERE feed_id = ? AND published >= ?"
                       " ORDER BY id"));
    query.addBindValue(feedId);
    query.addBindValue(msecs(from));
    if (query.exec()) {
        while (query.next()) {
            articles.append({query.value(0).toLongLong(), query.value(1).toString(),
                query.value(2).toString(), query.value(3).toString()});
        }
    }
    return articles;
}

std::optional<QList<qint64>> RegroupStore::feedsPublishedSince(const QDateTime &from)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT DISTINCT feed_id FROM articles WHERE published >= ?"));
    query.addBindValue(msecs(from));
    if (!query.exec()) {
        fail(query);
        return std::nullopt;
    }
    QList<qint64> feeds;
    while (query.next())
        feeds.append(query.value(0).toLongLong());
    return feeds;
}

std::optional<int> RegroupStore::eventCountSince(const QDateTime &from)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM events WHERE finish >= ?"));
    query.addBindValue(msecs(from));
    if (!query.exec() || !query.next()) {
        fail(query);
        return std::nullopt;
    }
    return query.value(0).toInt();
}

QList<qint64> RegroupStore::feedsWithStaleFingerprints(const QDateTime &from, int fpVersion) const
{
    QList<qint64> feeds;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "SELECT DISTINCT feed_id FROM articles WHERE published >= ? AND fp_version <> ? ORDER BY 1"));
    query.addBindValue(msecs(from));
    query.addBindValue(fpVersion);
    if (!query.exec())
        return feeds;
    while (query.next())
        feeds.append(query.value(0).toLongLong());
    return feeds;
}

bool RegroupStore::hasStaleFingerprints(const QDateTime &from, int fpVersion) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT 1 FROM articles WHERE published >= ? AND fp_version <> ? LIMIT 1"));
    query.addBindValue(msecs(from));
    query.addBindValue(fpVersion);
    return query.exec() && query.next();
}

bool RegroupStore::setFingerprint(qint64 articleId, const Fingerprint &fingerprint)
{
    QSqlQuery &update = m_statement(
        QStringLiteral("UPDATE articles SET simhash = ?, digest = ?, fp_version = ? WHERE id = ?"));
    update.bindValue(0, qint64(fingerprint.simhash));
    update.bindValue(1, digestBytes(fingerprint));
    update.bindValue(2, fingerprint.version);
    update.bindValue(3, articleId);
    return exec(update);
}

bool RegroupStore::rewriteGroups(const QList<GroupedArticle> &before, const QList<GroupPlacement> &after,
    const std::function<bool(qsizetype done)> &progress)
{
    Q_ASSERT(before.size() == after.size());
    // The groups these articles lead now, by first report, and those they will lead.
    QHash<qint64, qint64> groupOf;
    for (const GroupedArticle &article : before) {
        if (article.groupId != 0 && article.primaryId == article.id)
            groupOf.insert(article.id, article.groupId);
    }
    QSet<qint64> span; // the articles regrouped
    span.reserve(before.size());
    for (const GroupedArticle &article : before)
        span.insert(article.id);
    QSet<qint64> leaders;
    for (const GroupPlacement &placement : after) {
        if (span.contains(placement.primaryId))
            leaders.insert(placement.primaryId);
    }
    QSqlQuery &create = m_statement(QStringLiteral(
        "INSERT INTO duplicate_groups (primary_id, size, distance_sum) VALUES (?, 1, 0) RETURNING id"));
    for (const qint64 leader : std::as_const(leaders)) {
        if (groupOf.contains(leader))
            continue;
        create.bindValue(0, leader);
        if (!create.exec() || !create.next())
            return fail(create);
        groupOf.insert(leader, create.value(0).toLongLong());
        create.finish();
    }

    // Only the articles whose place changed are written.
    QSqlQuery &place
        = m_statement(QStringLiteral("UPDATE articles SET group_id = ?, distance = ? WHERE id = ?"));
    for (qsizetype i = 0; i < before.size(); ++i) {
        const GroupedArticle &was = before.at(i);
        const GroupPlacement &now = after.at(i);
        if (now.primaryId != 0 && !span.contains(now.primaryId))
            continue; // a copy of an article before the span keeps its group
        const qint64 leader = now.primaryId != 0 ? now.primaryId : (leaders.contains(was.id) ? was.id : 0);
        const qint64 groupId = leader != 0 ? groupOf.value(leader) : 0;
        const int distance = now.primaryId != 0 ? now.distance : 0;
        if (groupId != was.groupId || distance != was.distance) {
            place.bindValue(0, groupId != 0 ? QVariant(groupId) : QVariant(QMetaType::fromType<qint64>()));
            place.bindValue(1, distance);
            place.bindValue(2, was.id);
            if (!exec(place))
                return false;
        }
        if ((i + 1) % kProgressEvery == 0 && progress && !progress(i + 1)) {
            m_lastError = QStringLiteral("cancelled");
            return false;
        }
    }

    // Groups whose first report leads nothing any more go (a member outside the span with them);
    // the others are counted again from their members.
    QSqlQuery &release
        = m_statement(QStringLiteral("UPDATE articles SET group_id = NULL, distance = 0 WHERE group_id = ?"));
    QSqlQuery &drop = m_statement(QStringLiteral("DELETE FROM duplicate_groups WHERE id = ?"));
    QSqlQuery &count = m_statement(QStringLiteral(
        "UPDATE duplicate_groups SET (size, distance_sum) = (SELECT COUNT(*), COALESCE(SUM(distance), 0)"
        " FROM articles WHERE group_id = duplicate_groups.id) WHERE id = ?"));
    for (auto it = groupOf.cbegin(); it != groupOf.cend(); ++it) {
        if (leaders.contains(it.key())) {
            count.bindValue(0, it.value());
            if (!exec(count))
                return false;
            continue;
        }
        release.bindValue(0, it.value());
        drop.bindValue(0, it.value());
        if (!exec(release) || !exec(drop))
            return false;
    }
    return !progress || progress(before.size());
}

bool RegroupStore::clearStories(const QDateTime &from, QList<SeenBy> *seen)
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT DISTINCT s.person, m.article_id FROM events_seen s"
                       " JOIN events e ON e.id = s.event_id JOIN event_members m ON m.event_id = e.id"
                       " WHERE e.finish >= ?"));
    query.addBindValue(msecs(from));
    if (!exec(query))
        return false;
    while (query.next())
        seen->append({query.value(0).toString(), query.value(1).toLongLong()});

    const QStringList statements {
        QStringLiteral("UPDATE articles SET story_id = NULL WHERE published >= ? AND story_id IS NOT NULL"),
        QStringLiteral("DELETE FROM events WHERE finish >= ?"),
        QStringLiteral("DELETE FROM stories WHERE last_published >= ?"
                       " AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.story_id = stories.id)"),
    };
    for (const QString &sql : statements) {
        QSqlQuery query(m_db);
        query.prepare(sql);
        query.addBindValue(msecs(from));
        if (!exec(query))
            return false;
    }
    return true;
}

bool RegroupStore::markEventsSeen(const QDateTime &from, const QList<SeenBy> &seen)
{
    QSqlQuery &mark = m_statement(
        QStringLiteral("INSERT INTO events_seen (event_id, person) SELECT DISTINCT e.id, ? FROM events e"
                       " JOIN event_members m ON m.event_id = e.id WHERE e.finish >= ? AND m.article_id = ?"
                       " ON CONFLICT DO NOTHING"));
    for (const SeenBy &one : seen) {
        mark.bindValue(0, one.person);
        mark.bindValue(1, msecs(from));
        mark.bindValue(2, one.articleId);
        if (!exec(mark))
            return false;
    }
    return true;
}

} // namespace kindred
