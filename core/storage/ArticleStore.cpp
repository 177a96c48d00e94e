#include "storage/ArticleStore.h"

#include "feed/FeedJson.h"
#include "storage/ArticleLabels.h"
#include "storage/PersonalMarks.h"
#include "storage/SqlValues.h"
#include "text/LearnedWeights.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>
#include <QSqlRecord>
#include <algorithm>

namespace kindred {

namespace {

// Columns shared by every article query; `summary, body` are selected only where asked.
const QLatin1String articleColumns(
    "a.id, a.feed_id, f.title, a.guid, a.url, a.title, a.author, a.published, a.fetched, COALESCE(m.read, 0),"
    " COALESCE(m.starred, 0),"
    " a.simhash, COALESCE(a.group_id, 0), COALESCE(g.size, 1), a.distance, COALESCE(g.primary_id, a.id),"
    " COALESCE(m.labels, ''), a.version, COALESCE(m.seen_version, 0), a.updated");
// The columns a query selects after articleColumns begin here.
constexpr int kAfterArticle = 20;

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
    a.primaryId = query.value(15).toLongLong();
    a.isPrimary = a.primaryId == a.id;
    a.labels = labels::fromText(query.value(16).toString());
    a.version = query.value(17).toInt();
    a.seenVersion = query.value(18).toInt();
    a.updated = fromMsecs(query.value(19));
    return a;
}

// The ids as the lists of an IN (...), a few hundred each, numbers written as such.
QStringList idLists(const QList<qint64> &ids)
{
    constexpr qsizetype kIdsPerStatement = 500;
    QStringList lists;
    for (qsizetype first = 0; first < ids.size(); first += kIdsPerStatement) {
        QStringList list;
        for (qsizetype i = first; i < std::min(ids.size(), first + kIdsPerStatement); ++i)
            list.append(QString::number(ids.at(i)));
        lists.append(list.join(u','));
    }
    return lists;
}

} // namespace

ArticleStore::ArticleStore(QSqlDatabase db)
    : m_db(std::move(db))
    , m_dialect(m_db)
    , m_joins(QStringLiteral(" FROM articles a JOIN feeds f ON f.id = a.feed_id"
                             " LEFT JOIN duplicate_groups g ON g.id = a.group_id")
          + ownMarksJoin(m_dialect))
{ }

QList<FeedRecord> ArticleStore::feeds() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT f.id, f.url, f.title, f.site_link, f.title_prefix, f.last_error, f.last_fetch,"
                       " f.retention_days,"
                       " f.article_count, f.article_count - COALESCE(r.read_count, 0), f.preferred"
                       " FROM feeds f")
        + ownFeedReadsJoin(m_dialect) + QStringLiteral(" ORDER BY lower(f.title), f.id"));
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
    query.prepare(QStringLiteral("SELECT ") + articleColumns + m_joins + filter
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

QList<ArticleRecord> ArticleStore::run(const QString &sql, const QVariantMap &values) const
{
    QSqlQuery statement(m_db);
    statement.setForwardOnly(true);
    statement.prepare(sql);
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        statement.bindValue(it.key(), it.value());
    QList<ArticleRecord> articles;
    if (!statement.exec())
        return articles;
    while (statement.next())
        articles.append(readArticle(statement));
    return articles;
}

bool ArticleStore::anyPreferredFeed() const
{
    QSqlQuery query(m_db);
    return query.exec(QStringLiteral("SELECT 1 FROM feeds WHERE preferred = 1 LIMIT 1")) && query.next();
}

QString ArticleStore::leadOf(const QString &groupId) const
{
    // Without a preferred feed (the usual case) the first report, a condition both planners follow
    // along an index; looking for a preferred copy on every row made PostgreSQL read every article
    // before it gave the first page (bench open: "by source", "collapsed rows 10000-10200").
    if (!anyPreferredFeed())
        return QStringLiteral("g.primary_id");
    return QStringLiteral("COALESCE((SELECT p.id FROM articles p JOIN feeds pf ON pf.id = p.feed_id"
                          " WHERE p.group_id = %1 AND pf.preferred = 1 ORDER BY p.published, p.id LIMIT 1),"
                          " g.primary_id)")
        .arg(groupId);
}

QList<ArticleRecord> ArticleStore::articlesByCopies(
    const ArticleQuery &query, QStringList where, QVariantMap values, int offset, int limit) const
{
    // Every feed, most copies first: the groups in the order of their size index, then the
    // articles without copies, newest first; two reads, so neither sorts the whole table.
    const QString filters
        = where.isEmpty() ? QString() : QStringLiteral(" AND ") + where.join(QStringLiteral(" AND "));
    const QString groupJoin = query.collapseCopies
        ? QStringLiteral(" JOIN articles a ON a.id = ") + leadOf(QStringLiteral("g.id"))
        : QStringLiteral(" JOIN articles a ON a.group_id = g.id");
    const QString groups = QStringLiteral(" FROM duplicate_groups g")
        + m_dialect.indexedBy(QStringLiteral("duplicate_groups_by_size")) + groupJoin
        + QStringLiteral(" JOIN feeds f ON f.id = a.feed_id") + ownMarksJoin(m_dialect)
        + QStringLiteral(" WHERE TRUE") + filters;
    values.insert(QStringLiteral(":limit"), limit);
    values.insert(QStringLiteral(":offset"), offset);
    QList<ArticleRecord> page = run(QStringLiteral("SELECT ") + articleColumns + groups
            + QStringLiteral(
                " ORDER BY g.size DESC, g.id DESC, a.published, a.id LIMIT :limit OFFSET :offset"),
        values);
    if (page.size() == limit)
        return page;
    // Past the groups: how many rows they gave decides where the rest begins.
    QSqlQuery count(m_db);
    count.prepare(QStringLiteral("SELECT COUNT(*)") + groups);
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (it.key() != QLatin1String(":limit") && it.key() != QLatin1String(":offset"))
            count.bindValue(it.key(), it.value());
    }
    if (!count.exec() || !count.next())
        return page;
    const int groupRows = count.value(0).toInt();
    values.insert(QStringLiteral(":limit"), limit - int(page.size()));
    values.insert(QStringLiteral(":offset"), qMax(0, offset - groupRows));
    page += run(QStringLiteral("SELECT ") + articleColumns + m_joins
            + QStringLiteral(" WHERE a.group_id IS NULL") + filters
            + QStringLiteral(" ORDER BY a.published DESC, a.id DESC LIMIT :limit OFFSET :offset"),
        values);
    return page;
}

QList<ArticleRecord> ArticleStore::articles(const ArticleQuery &query, int offset, int limit) const
{
    // Every plan reads about one page of rows (bench open --n 1000000 measures each): the date
    // and feed indexes for the usual orders, the search index in its own (arrival) order for a
    // search, feeds by title then each feed's date index by source, and the groups by size
    // before the articles without copies by copies.
    QStringList where;
    QVariantMap values;
    if (query.feedId != 0) {
        where.append(QStringLiteral("a.feed_id = :feed"));
        values.insert(QStringLiteral(":feed"), query.feedId);
    }
    QString feedSet; // a folder's feeds, numbers written as such
    if (query.feedId == 0 && !query.feedIds.isEmpty()) {
        QStringList ids;
        for (const qint64 id : query.feedIds)
            ids.append(QString::number(id));
        feedSet = QStringLiteral("(%1)").arg(ids.join(u','));
        where.append(QStringLiteral("a.feed_id IN ") + feedSet);
    }
    const QString match = ArticleQuery::matchExpression(query.search, m_dialect.engine());
    const bool searching = !match.isEmpty();
    const bool collapsed = query.collapseCopies && !searching && query.label.isEmpty();
    if (searching && query.sort != ArticleQuery::Sort::Date) {
        where.append(m_dialect.matchCondition());
        values.insert(QStringLiteral(":match"), match);
    } else if (searching) {
        values.insert(QStringLiteral(":match"), match);
    }
    QString leadCondition;
    if (collapsed && query.feedId == 0 && feedSet.isEmpty() && !searching) {
        leadCondition
            = QStringLiteral("(a.group_id IS NULL OR a.id = ") + leadOf(QStringLiteral("a.group_id")) + u')';
    } else if (collapsed) {
        // In one feed, the feed's earliest copy (looked up by group, never by the feed's dates); in
        // a folder, the earliest copy among its feeds.
        const QString sameFeeds = feedSet.isEmpty() ? QStringLiteral("+b.feed_id = a.feed_id")
                                                    : QStringLiteral("b.feed_id IN ") + feedSet;
        where.append(QStringLiteral("(a.group_id IS NULL OR NOT EXISTS (SELECT 1 FROM articles b")
            + m_dialect.indexedBy(QStringLiteral("articles_by_group"))
            + QStringLiteral(" WHERE b.group_id = a.group_id AND ") + sameFeeds
            + QStringLiteral(
                " AND (b.published < a.published OR (b.published = a.published AND b.id < a.id))))"));
    }
    if (!query.label.isEmpty()) {
        // The label as the reader spells it (one spelling each), so that both engines' LIKE, one
        // blind to the case of ASCII letters, the other to none, find the same rows.
        const QString label = spelling(query.label).value_or(labels::normalized(query.label));
        const QString newline = m_dialect.engine() == SqlEngine::Sqlite ? QStringLiteral("char(10)")
                                                                        : QStringLiteral("chr(10)");
        where.append(QStringLiteral("(%1 || m.labels || %1) LIKE :label ESCAPE '\\'").arg(newline));
        values.insert(QStringLiteral(":label"), labels::likePattern(label));
    }
    // What a rule muted stays out of every list but its own.
    where.append(query.show == ArticleQuery::Show::Hidden ? QStringLiteral("m.hidden = 1")
                                                          : QStringLiteral("COALESCE(m.hidden, 0) = 0"));
    switch (query.show) {
    case ArticleQuery::Show::All:
    case ArticleQuery::Show::Hidden:
        break;
    case ArticleQuery::Show::Unread:
        where.append(unreadCondition(m_dialect));
        break;
    case ArticleQuery::Show::Starred:
        where.append(QStringLiteral("m.starred = 1"));
        break;
    case ArticleQuery::Show::Today:
        where.append(QStringLiteral("a.published >= :today"));
        values.insert(QStringLiteral(":today"), query.todayStart.toMSecsSinceEpoch());
        break;
    }
    const bool byCopies = query.sort == ArticleQuery::Sort::Copies && query.feedId == 0 && feedSet.isEmpty()
        && !searching && query.label.isEmpty();
    if (byCopies)
        return articlesByCopies(query, where, values, offset, limit);
    if (!leadCondition.isEmpty())
        where.append(leadCondition);
    const auto whereText = [&where](const QString &extra = {}) {
        QStringList all = where;
        if (!extra.isEmpty())
            all.append(extra);
        return all.isEmpty() ? QString() : QStringLiteral(" WHERE ") + all.join(QStringLiteral(" AND "));
    };

    QString sql;
    const QString select = QStringLiteral("SELECT ") + articleColumns;
    if (searching && query.sort == ArticleQuery::Sort::Date) {
        // Newest first by arrival: the search index hands its matches out in rowid order.
        sql = select + QStringLiteral(" FROM ") + m_dialect.matchesByArrival()
            + QStringLiteral(
                " s JOIN articles a ON a.id = s.rid"
                " JOIN feeds f ON f.id = a.feed_id LEFT JOIN duplicate_groups g ON g.id = a.group_id")
            + ownMarksJoin(m_dialect) + whereText();
    } else if (query.sort == ArticleQuery::Sort::Date) {
        sql = select + m_joins + whereText() + QStringLiteral(" ORDER BY a.published DESC, a.id DESC");
    } else if (query.sort == ArticleQuery::Sort::Source) {
        sql = select + m_joins + whereText()
            + QStringLiteral(" ORDER BY lower(f.title), f.id, a.published DESC, a.id DESC");
    } else {
        // Copies within one feed or one search: few rows, sorted as they are.
        sql = select + m_joins + whereText()
            + QStringLiteral(" ORDER BY COALESCE(g.size, 1) DESC, a.published DESC, a.id DESC");
    }

    values.insert(QStringLiteral(":limit"), limit);
    values.insert(QStringLiteral(":offset"), offset);
    return run(sql + QStringLiteral(" LIMIT :limit OFFSET :offset"), values);
}

ArticleStore::UnreadCounts ArticleStore::unreadCounts(bool collapsed) const
{
    UnreadCounts counts;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // The plain counts come from the counters (articles less the reader's read count).
    if (query.exec(QStringLiteral("SELECT f.id, f.article_count - COALESCE(r.read_count, 0) FROM feeds f")
            + ownFeedReadsJoin(m_dialect))) {
        while (query.next())
            counts.perFeed.insert(query.value(0).toLongLong(), query.value(1).toInt());
    }
    for (const int count : std::as_const(counts.perFeed))
        counts.total += count;
    if (!collapsed)
        return counts;
    // A group with k unread copies counts once instead of k times: take the k - 1 off, in each
    // feed for its copies there and in all for all of them. One read of the unread copies only
    // (articles_by_group), never of the articles without copies.
    if (!query.exec(QStringLiteral("SELECT a.feed_id, a.group_id, COUNT(*) FROM articles a")
            + m_dialect.indexedBy(QStringLiteral("articles_by_group"))
            + QStringLiteral(" WHERE a.group_id IS NOT NULL AND ") + unreadCondition(m_dialect)
            + QStringLiteral(" GROUP BY a.group_id, a.feed_id"))) // the index's order: no sort
        return counts;
    QHash<qint64, int> unreadOfGroup;
    while (query.next()) {
        const int unread = query.value(2).toInt();
        const qint64 feedId = query.value(0).toLongLong();
        const qint64 groupId = query.value(1).toLongLong();
        counts.perFeed[feedId] -= unread - 1;
        unreadOfGroup[groupId] += unread;
        counts.groups.append({groupId, feedId, unread});
    }
    for (const int unread : std::as_const(unreadOfGroup))
        counts.total -= unread - 1;
    return counts;
}

int ArticleStore::unreadMatches(const QString &search, bool collapsed) const
{
    const QString match = ArticleQuery::matchExpression(search, m_dialect.engine());
    if (match.isEmpty())
        return 0;
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT COUNT(%1) FROM articles a")
            .arg(collapsed ? QStringLiteral("DISTINCT COALESCE(a.group_id, -a.id)") : QStringLiteral("*"))
        + ownMarksJoin(m_dialect) + QStringLiteral(" WHERE ") + m_dialect.matchCondition()
        + QStringLiteral(" AND COALESCE(m.hidden, 0) = 0 AND ") + unreadCondition(m_dialect));
    query.bindValue(QStringLiteral(":match"), match);
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

QList<ArticleRecord> ArticleStore::articlesWithIds(const QList<qint64> &ids) const
{
    QList<ArticleRecord> articles;
    for (const QString &idList : idLists(ids)) {
        articles += run(QStringLiteral("SELECT ") + articleColumns + m_joins
                + QStringLiteral(" WHERE a.id IN (%1)").arg(idList),
            {});
    }
    return articles;
}

bool ArticleStore::addTexts(QList<ArticleRecord> &articles) const
{
    QList<qint64> ids;
    QHash<qint64, qsizetype> rowOf;
    for (qsizetype i = 0; i < articles.size(); ++i) {
        ids.append(articles.at(i).id);
        rowOf.insert(articles.at(i).id, i);
    }
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    for (const QString &idList : idLists(ids)) {
        if (!query.exec(QStringLiteral("SELECT id, summary, body, enclosures FROM articles WHERE id IN (%1)")
                            .arg(idList)))
            return false;
        while (query.next()) {
            ArticleRecord &article = articles[rowOf.value(query.value(0).toLongLong())];
            article.summary = query.value(1).toString();
            article.body = query.value(2).toString();
            if (const QString enclosures = query.value(3).toString(); !enclosures.isEmpty())
                article.enclosures = enclosuresFromJson(QJsonDocument::fromJson(enclosures.toUtf8()).array());
        }
    }
    return true;
}

int ArticleStore::UnreadCounts::of(const QList<qint64> &feedIds, bool collapsed) const
{
    const QSet<qint64> feeds(feedIds.cbegin(), feedIds.cend());
    int count = 0;
    for (const qint64 feedId : feeds)
        count += perFeed.value(feedId);
    if (!collapsed)
        return count;
    // perFeed counts a group once per feed: within these feeds it counts once in all.
    QHash<qint64, int> feedsOfGroup;
    for (const GroupCopies &copies : groups) {
        if (feeds.contains(copies.feedId))
            ++feedsOfGroup[copies.groupId];
    }
    for (const int inFeeds : std::as_const(feedsOfGroup))
        count -= inFeeds - 1;
    return count;
}

std::optional<ArticleRecord> ArticleStore::article(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT ") + articleColumns
        + QStringLiteral(", a.summary, a.body, a.enclosures") + m_joins + QStringLiteral(" WHERE a.id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    ArticleRecord a = readArticle(query);
    a.summary = query.value(kAfterArticle).toString();
    a.body = query.value(kAfterArticle + 1).toString();
    if (const QString enclosures = query.value(kAfterArticle + 2).toString(); !enclosures.isEmpty())
        a.enclosures = enclosuresFromJson(QJsonDocument::fromJson(enclosures.toUtf8()).array());
    return a;
}

QList<ArticleRecord> ArticleStore::articlesAfter(qint64 afterId, const QDateTime &from, int limit) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + articleColumns + QStringLiteral(", a.summary, a.body") + m_joins
        + QStringLiteral(" WHERE a.id > ? AND a.published >= ? ORDER BY a.id LIMIT ?"));
    query.addBindValue(afterId);
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(limit);
    QList<ArticleRecord> articles;
    if (!query.exec())
        return articles;
    while (query.next()) {
        articles.append(readArticle(query));
        articles.last().summary = query.value(kAfterArticle).toString();
        articles.last().body = query.value(kAfterArticle + 1).toString();
    }
    return articles;
}

QList<ArticleRecord> ArticleStore::articlesSince(const QDateTime &from) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + articleColumns + QStringLiteral(", a.summary, a.body") + m_joins
        + QStringLiteral(" WHERE a.published >= ? ORDER BY a.published, a.id"));
    query.addBindValue(from.toMSecsSinceEpoch());
    QList<ArticleRecord> articles;
    if (!query.exec())
        return articles;
    while (query.next()) {
        articles.append(readArticle(query));
        articles.last().summary = query.value(kAfterArticle).toString();
        articles.last().body = query.value(kAfterArticle + 1).toString();
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

ArticleStore::Arrivals ArticleStore::arrivals() const
{
    QSqlQuery query(m_db); // articles_by_story counts those without a story
    if (!query.exec(QStringLiteral("SELECT (SELECT COALESCE(MAX(id), 0) FROM articles),"
                                   " (SELECT COUNT(*) FROM articles WHERE story_id IS NULL)"))
        || !query.next())
        return {};
    return {query.value(0).toLongLong(), query.value(1).toLongLong()};
}

QList<ArticleRecord> ArticleStore::groupMembers(qint64 groupId) const
{
    QList<ArticleRecord> members;
    if (groupId == 0)
        return members;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + articleColumns + m_joins
        + QStringLiteral(" WHERE a.group_id = ? ORDER BY a.id = g.primary_id DESC, a.distance, a.published"));
    query.addBindValue(groupId);
    if (!query.exec())
        return members;
    while (query.next())
        members.append(readArticle(query));
    return members;
}

QDateTime ArticleStore::windowEnd(const QDateTime &now) const
{
    const QDateTime newest = newestPublished();
    return newest.isValid() && newest < now ? newest : now;
}

std::optional<QList<ArticleStore::IndexedArticle>> ArticleStore::indexedArticles(
    const QDateTime &from, qint64 afterId) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT a.id, a.simhash, COALESCE(g.primary_id, 0), a.feed_id, a.title,"
                                 " COALESCE(a.published, 0), COALESCE(a.fetched, 0) FROM articles a"
                                 " LEFT JOIN duplicate_groups g ON g.id = a.group_id"
                                 " WHERE (a.published >= ? OR a.fetched >= ?) AND a.id > ? ORDER BY a.id"));
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(from.toMSecsSinceEpoch());
    query.addBindValue(afterId);
    if (!query.exec())
        return std::nullopt;
    QList<IndexedArticle> articles;
    while (query.next()) {
        articles.append({query.value(0).toLongLong(), quint64(query.value(1).toLongLong()),
            query.value(2).toLongLong(), query.value(3).toLongLong(), query.value(4).toString(),
            std::max(query.value(5).toLongLong(), query.value(6).toLongLong())});
    }
    return articles;
}

std::optional<qint64> ArticleStore::indexGeneration() const
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("SELECT generation FROM index_changes")) || !query.next())
        return std::nullopt;
    return query.value(0).toLongLong();
}

std::optional<quint64> ArticleStore::learnedDocuments(int fpVersion, int oldestVersion) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT documents FROM document_frequencies WHERE fp_version BETWEEN ? AND ?"
                                 " ORDER BY fp_version DESC LIMIT 1"));
    query.addBindValue(std::min(oldestVersion == 0 ? fpVersion : oldestVersion, fpVersion));
    query.addBindValue(fpVersion);
    if (!query.exec())
        return std::nullopt;
    return query.next() ? quint64(query.value(0).toLongLong()) : 0;
}

std::optional<LearnedWeights> ArticleStore::learnedWeights(int fpVersion, int oldestVersion) const
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT data, weights FROM document_frequencies WHERE fp_version BETWEEN ? AND ?"
                       " ORDER BY fp_version DESC LIMIT 1"));
    query.addBindValue(std::min(oldestVersion == 0 ? fpVersion : oldestVersion, fpVersion));
    query.addBindValue(fpVersion);
    if (!query.exec() || !query.next())
        return std::nullopt;
    std::optional<DocumentFrequencies> counts = DocumentFrequencies::fromBytes(query.value(0).toByteArray());
    if (!counts)
        return std::nullopt;
    return LearnedWeights(*std::move(counts), DocumentFrequencies::fromBytes(query.value(1).toByteArray()));
}

} // namespace kindred
