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
                       " f.article_count, f.unread_count"
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
