#include "storage/ArticleStore.h"

#include "text/DocumentFrequencies.h"

#include <QSqlQuery>
#include <QSqlRecord>

namespace kindred {

namespace {

// Columns shared by every article query; `summary, body` are selected only where asked.
const QLatin1String articleColumns(
    "a.id, a.feed_id, f.title, a.guid, a.url, a.title, a.author, a.published, a.fetched, a.read, a.starred,"
    " a.simhash, COALESCE(a.group_id, 0), COALESCE(g.size, 1), a.distance, COALESCE(g.primary_id, a.id)");
const QLatin1String articleJoins(" FROM articles a JOIN feeds f ON f.id = a.feed_id"
                                 " LEFT JOIN duplicate_groups g ON g.id = a.group_id");

QDateTime fromMsecs(const QVariant &value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

ArticleRecord readArticle(const QSqlQuery &query)
{
    ArticleRecord a;
    a.id = query.value(0).toLongLong();
    a.feedId = query.value(1).toLongLong();
    a.feedTitle = query.value(2).toString();
    a.guid = query.value(3).toString();
    a.url = query.value(4).toString();
    a.title = query.value(5).toString();
    a.author = query.value(6).toString();
    a.published = fromMsecs(query.value(7));
    a.fetched = fromMsecs(query.value(8));
    a.read = query.value(9).toBool();
    a.starred = query.value(10).toBool();
    a.simhash = quint64(query.value(11).toLongLong());
    a.groupId = query.value(12).toLongLong();
    a.groupSize = query.value(13).toInt();
    a.distance = query.value(14).toInt();
    a.isPrimary = query.value(15).toLongLong() == a.id;
    return a;
}

} // namespace

ArticleStore::ArticleStore(QSqlDatabase db) : m_db(std::move(db))
{ }

QList<FeedRecord> ArticleStore::feeds() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT f.id, f.url, f.title, f.site_link, f.title_prefix, f.last_error, f.last_fetch,"
                       " f.retention_days,"
                       " f.article_count, f.unread_count, f.preferred"
                       " FROM feeds f ORDER BY f.title COLLATE NOCASE, f.id"));
    QList<FeedRecord> feeds;
    if (!query.exec())
        return feeds;
    while (query.next()) {
        FeedRecord f;
        f.id = query.value(0).toLongLong();
        f.url = query.value(1).toString();
        f.title = query.value(2).toString();
        f.siteLink = query.value(3).toString();
        f.titlePrefix = query.value(4).toString();
        f.lastError = query.value(5).toString();
        f.lastFetched = fromMsecs(query.value(6));
        f.retentionDays = query.value(7).toInt();
        f.articleCount = query.value(8).toInt();
        f.unreadCount = query.value(9).toInt();
        f.preferred = query.value(10).toBool();
        feeds.append(f);
    }
    return feeds;
}

int ArticleStore::articleCount(qint64 feedId) const
{
    // Two statements, not "? = 0 OR feed_id = ?": the OR hides the feed index from the planner.
    QSqlQuery query(m_db);
    if (feedId == 0) {
        query.prepare(QStringLiteral("SELECT COUNT(*) FROM articles"));
    } else {
        query.prepare(QStringLiteral("SELECT COUNT(*) FROM articles WHERE feed_id = ?"));
        query.addBindValue(feedId);
    }
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

QList<ArticleRecord> ArticleStore::articles(qint64 feedId, int offset, int limit) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    const QString filter = feedId != 0 ? QStringLiteral(" WHERE a.feed_id = :feed") : QString();
    query.prepare(QStringLiteral("SELECT ") + articleColumns + articleJoins + filter
        + QStringLiteral(" ORDER BY a.published DESC, a.id DESC LIMIT :limit OFFSET :offset"));
    if (feedId != 0)
        query.bindValue(QStringLiteral(":feed"), feedId);
    query.bindValue(QStringLiteral(":limit"), limit);
    query.bindValue(QStringLiteral(":offset"), offset);
    QList<ArticleRecord> articles;
    if (!query.exec())
        return articles;
    while (query.next())
        articles.append(readArticle(query));
    return articles;
}

QList<ArticleRecord> ArticleStore::articles(const ArticleQuery &query, int offset, int limit) const
{
    QStringList where;
    QVariantMap values;
    if (query.feedId != 0) {
        where.append(QStringLiteral("a.feed_id = :feed"));
        values.insert(QStringLiteral(":feed"), query.feedId);
    }
    const QString match = ArticleQuery::matchExpression(query.search);
    if (!match.isEmpty()) {
        where.append(
            QStringLiteral("a.id IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH :match)"));
        values.insert(QStringLiteral(":match"), match);
    } else if (query.collapseCopies && query.feedId == 0) {
        // The lead of each group: its earliest copy from a preferred feed, else the first report.
        where.append(QStringLiteral(
            "(a.group_id IS NULL OR a.id = COALESCE((SELECT m.id FROM articles m JOIN feeds mf ON mf.id = "
            "m.feed_id"
            " WHERE m.group_id = a.group_id AND mf.preferred = 1 ORDER BY m.published, m.id LIMIT 1),"
            " g.primary_id))"));
    } else if (query.collapseCopies) {
        where.append(QStringLiteral(
            "(a.group_id IS NULL OR NOT EXISTS (SELECT 1 FROM articles b WHERE b.group_id = a.group_id"
            " AND b.feed_id = a.feed_id AND (b.published < a.published"
            " OR (b.published = a.published AND b.id < a.id))))"));
    }
    switch (query.show) {
    case ArticleQuery::Show::All:
        break;
    case ArticleQuery::Show::Unread:
        where.append(QStringLiteral("a.read = 0"));
        break;
    case ArticleQuery::Show::Starred:
        where.append(QStringLiteral("a.starred = 1"));
        break;
    case ArticleQuery::Show::Today:
        where.append(QStringLiteral("a.published >= :today"));
        values.insert(QStringLiteral(":today"), query.todayStart.toMSecsSinceEpoch());
        break;
    }
    QString order;
    switch (query.sort) {
    case ArticleQuery::Sort::Date:
        order = QStringLiteral(" ORDER BY a.published DESC, a.id DESC");
        break;
    case ArticleQuery::Sort::Source:
        order = QStringLiteral(" ORDER BY f.title COLLATE NOCASE, a.feed_id, a.published DESC, a.id DESC");
        break;
    case ArticleQuery::Sort::Copies:
        order = QStringLiteral(" ORDER BY COALESCE(g.size, 1) DESC, a.published DESC, a.id DESC");
        break;
    }

    QSqlQuery sql(m_db);
    sql.setForwardOnly(true);
    sql.prepare(QStringLiteral("SELECT ") + articleColumns + articleJoins
        + (where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND ")))
        + order + QStringLiteral(" LIMIT :limit OFFSET :offset"));
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        sql.bindValue(it.key(), it.value());
    sql.bindValue(QStringLiteral(":limit"), limit);
    sql.bindValue(QStringLiteral(":offset"), offset);
    QList<ArticleRecord> articles;
    if (!sql.exec())
        return articles;
    while (sql.next())
        articles.append(readArticle(sql));
    return articles;
}

ArticleStore::UnreadCounts ArticleStore::unreadCounts(bool collapsed) const
{
    UnreadCounts counts;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // Both read only the partial indexes of unread rows.
    const QString perFeed = collapsed
        ? QStringLiteral("SELECT feed_id, COUNT(*) - COUNT(group_id) + COUNT(DISTINCT group_id) FROM articles"
                         " WHERE read = 0 GROUP BY feed_id")
        : QStringLiteral("SELECT id, unread_count FROM feeds");
    if (query.exec(perFeed)) {
        while (query.next())
            counts.perFeed.insert(query.value(0).toLongLong(), query.value(1).toInt());
    }
    if (!collapsed) {
        for (const int unread : std::as_const(counts.perFeed))
            counts.total += unread;
        return counts;
    }
    if (query.exec(QStringLiteral(
            "SELECT (SELECT COUNT(*) FROM articles WHERE read = 0 AND group_id IS NULL)"
            " + (SELECT COUNT(DISTINCT group_id) FROM articles WHERE read = 0 AND group_id IS NOT NULL)"))
        && query.next())
        counts.total = query.value(0).toInt();
    return counts;
}

std::optional<ArticleRecord> ArticleStore::article(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT ") + articleColumns + QStringLiteral(", a.summary, a.body")
        + articleJoins + QStringLiteral(" WHERE a.id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    ArticleRecord a = readArticle(query);
    a.summary = query.value(16).toString();
    a.body = query.value(17).toString();
    return a;
}

QList<ArticleRecord> ArticleStore::articlesSince(const QDateTime &from) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + articleColumns + QStringLiteral(", a.summary, a.body")
        + articleJoins + QStringLiteral(" WHERE a.published >= ? ORDER BY a.published, a.id"));
    query.addBindValue(from.toMSecsSinceEpoch());
    QList<ArticleRecord> articles;
    if (!query.exec())
        return articles;
    while (query.next()) {
        articles.append(readArticle(query));
        articles.last().summary = query.value(16).toString();
        articles.last().body = query.value(17).toString();
    }
    return articles;
}

QDateTime ArticleStore::newestPublished() const
{
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral("SELECT MAX(published) FROM articles")) && query.next())
        return fromMsecs(query.value(0));
    return {};
}

QList<ArticleRecord> ArticleStore::groupMembers(qint64 groupId) const
{
    QList<ArticleRecord> members;
    if (groupId == 0)
        return members;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + articleColumns + articleJoins
        + QStringLiteral(" WHERE a.group_id = ? ORDER BY a.id = g.primary_id DESC, a.distance, a.published"));
    query.addBindValue(groupId);
    if (!query.exec())
        return members;
    while (query.next())
        members.append(readArticle(query));
    return members;
}

bool ArticleStore::setRead(qint64 articleId, bool read)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE articles SET read = ? WHERE id = ?"));
    query.addBindValue(read ? 1 : 0);
    query.addBindValue(articleId);
    return query.exec();
}

std::optional<DocumentFrequencies> ArticleStore::documentFrequencies(int fpVersion) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT data FROM document_frequencies WHERE fp_version = ?"));
    query.addBindValue(fpVersion);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return DocumentFrequencies::fromBytes(query.value(0).toByteArray());
}

} // namespace kindred
