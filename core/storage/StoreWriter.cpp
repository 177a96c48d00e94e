#include "storage/StoreWriter.h"

#include "storage/ArticleBatch.h"
#include "storage/ChunkedStatements.h"
#include "storage/GroupRepair.h"
#include "storage/SqlDialect.h"
#include "storage/SqlValues.h"
#include "text/LearnedWeights.h"

#include <QSet>
#include <QSqlError>
#include <bit>

namespace kindred {

namespace {

// Held articles are written when this many are waiting, to keep the memory bounded.
constexpr qsizetype kMaxHeldArticles = 512;

} // namespace

StoreWriter::StoreWriter(QSqlDatabase db)
    : m_db(std::move(db)), m_batch(std::make_unique<ArticleBatch>(m_db)), m_statements(m_db)
{ }

StoreWriter::~StoreWriter() = default;

bool StoreWriter::transaction()
{
    if (const QSqlError error = SqlDialect::beginWriting(m_db); error.isValid()) {
        m_lastError = error.text();
        return false;
    }
    m_inTransaction = true;
    m_nextId = 0;
    return true;
}

bool StoreWriter::commit()
{
    if (!flush())
        return false;
    if (!m_db.commit()) {
        m_lastError = m_db.lastError().text();
        return false;
    }
    m_inTransaction = false;
    return true;
}

void StoreWriter::rollback()
{
    m_batch->clear();
    m_db.rollback();
    m_inTransaction = false;
    forgetLookups();
}

bool StoreWriter::flush()
{
    return m_batch->isEmpty() || m_batch->write(&m_lastError);
}

bool StoreWriter::fail(const QSqlQuery &query) const
{
    m_lastError = query.lastError().text();
    return false;
}

bool StoreWriter::exec(const QString &sql)
{
    QSqlQuery query(m_db);
    return query.exec(sql) || fail(query);
}

qint64 StoreWriter::execForId(QSqlQuery &query)
{
    const bool ok = query.exec() && query.next();
    const qint64 id = ok ? query.value(0).toLongLong() : 0;
    if (!ok)
        fail(query);
    query.finish();
    return id;
}

QSqlQuery &StoreWriter::statement(const QString &sql) const
{
    return m_statements(sql);
}

qint64 StoreWriter::upsertFeed(const QString &url, const QString &title, const QString &siteLink)
{
    return upsertFeedRows({{url, title, siteLink}}).value(0).id;
}

QList<StoreWriter::FeedRow> StoreWriter::upsertFeedRows(const QList<FeedUpsert> &feeds)
{
    // One row per URL in a statement (an upsert may not touch a row twice): a URL given twice
    // takes the later title and link that are not empty, as two upserts in turn would.
    QList<FeedUpsert> unique;
    QHash<QString, qsizetype> byUrl;
    for (const FeedUpsert &feed : feeds) {
        const auto it = byUrl.constFind(feed.url);
        if (it == byUrl.cend()) {
            byUrl.insert(feed.url, unique.size());
            unique.append(feed);
            continue;
        }
        FeedUpsert &first = unique[*it];
        if (!feed.title.isEmpty())
            first.title = feed.title;
        if (!feed.siteLink.isEmpty())
            first.siteLink = feed.siteLink;
    }
    const auto sql = [](qsizetype rows) {
        return QStringLiteral("INSERT INTO feeds (url, title, site_link) VALUES ")
            + QStringLiteral("(?, ?, ?), ").repeated(rows).chopped(2)
            + QStringLiteral(
                " ON CONFLICT(url) DO UPDATE SET"
                " title = CASE WHEN excluded.title <> '' AND feeds.user_title = 0 THEN excluded.title"
                " ELSE feeds.title END,"
                " site_link = CASE WHEN excluded.site_link <> '' THEN excluded.site_link ELSE "
                "feeds.site_link END"
                " RETURNING url, id, title_prefix, title_suffix, boilerplate, learn_decorations");
    };
    QHash<QString, FeedRow> stored;
    const bool ok = inChunks(
        m_statements, unique.size(), 128, sql, [&](QSqlQuery &query, qsizetype first, qsizetype rows) {
            for (qsizetype i = 0; i < rows; ++i) {
                const FeedUpsert &feed = unique.at(first + i);
                query.bindValue(int(3 * i), nonNull(feed.url));
                query.bindValue(int(3 * i + 1), nonNull(feed.title));
                query.bindValue(int(3 * i + 2), nonNull(feed.siteLink));
            }
            if (!query.exec())
                return fail(query);
            while (query.next()) {
                FeedRow row;
                row.id = query.value(1).toLongLong();
                row.decorations = storedDecorations(query, 2);
                row.learnsDecorations = query.value(5).toBool();
                stored.insert(query.value(0).toString(), row);
            }
            query.finish();
            return true;
        });
    if (!ok)
        return {};
    QList<FeedRow> rows;
    rows.reserve(feeds.size());
    for (const FeedUpsert &feed : feeds)
        rows.append(stored.value(feed.url));
    return rows;
}

bool StoreWriter::setFeedTitlePrefix(qint64 feedId, const QString &prefix)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE feeds SET title_prefix = ? WHERE id = ?"));
    query.addBindValue(nonNull(prefix));
    query.addBindValue(feedId);
    return query.exec() || fail(query);
}

FeedDecorations StoreWriter::feedDecorations(qint64 feedId, bool *learned) const
{
    QSqlQuery &query = statement(QStringLiteral(
        "SELECT title_prefix, title_suffix, boilerplate, learn_decorations FROM feeds WHERE id = ?"));
    query.bindValue(0, feedId);
    FeedDecorations decorations;
    *learned = false;
    if (query.exec() && query.next()) {
        decorations = storedDecorations(query, 0);
        *learned = query.value(3).toBool();
    }
    query.finish();
    return decorations;
}

bool StoreWriter::setLearnedDecorations(qint64 feedId, const FeedDecorations &decorations)
{
    QSqlQuery &query = statement(QStringLiteral("UPDATE feeds SET title_prefix = ?, title_suffix = ?,"
                                                " boilerplate = ? WHERE id = ? AND learn_decorations = 1"));
    query.bindValue(0, nonNull(decorations.titlePrefix));
    query.bindValue(1, nonNull(decorations.titleSuffix));
    query.bindValue(2, nonNull(decorations.boilerplateText()));
    query.bindValue(3, feedId);
    return query.exec() || fail(query);
}

bool StoreWriter::recordFetched(const QList<qint64> &feedIds, const QDateTime &when)
{
    const auto sql = [](qsizetype rows) {
        return QStringLiteral("UPDATE feeds SET last_fetch = ?, last_error = '', last_success = ?,"
                              " failures = 0 WHERE id IN (")
            + QStringLiteral("?, ").repeated(rows).chopped(2) + u')';
    };
    return inChunks(
        m_statements, feedIds.size(), 256, sql, [&](QSqlQuery &query, qsizetype first, qsizetype rows) {
            query.bindValue(0, msecs(when));
            query.bindValue(1, msecs(when));
            for (qsizetype i = 0; i < rows; ++i)
                query.bindValue(int(2 + i), feedIds.at(first + i));
            return query.exec() || fail(query);
        });
}

StoreWriter::FeedLookup StoreWriter::findFeed(const QString &url) const
{
    QSqlQuery &query = statement(QStringLiteral("SELECT id, fetch_full_text FROM feeds WHERE url = ?"));
    query.bindValue(0, nonNull(url));
    if (!query.exec() || !query.next()) {
        query.finish();
        return {};
    }
    const int mode = query.value(1).toInt();
    const qint64 id = query.value(0).toLongLong();
    query.finish(); // the connection serves the next statement
    return {id,
        mode < 0        ? FullText::Default
            : mode == 0 ? FullText::Never
            : mode == 2 ? FullText::Auto
                        : FullText::Always};
}

bool StoreWriter::setFeedFullText(qint64 feedId, FullText mode)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE feeds SET fetch_full_text = ? WHERE id = ?"));
    query.addBindValue(int(mode));
    query.addBindValue(feedId);
    return query.exec() || fail(query);
}

bool StoreWriter::hasArticle(qint64 feedId, const QString &guid, const QString &url) const
{
    const std::optional<QSet<qsizetype>> stored = storedArticles({{feedId, guid, url}});
    return stored && !stored->isEmpty();
}

std::optional<QSet<qsizetype>> StoreWriter::storedArticles(
    const QList<ArticleKey> &keys, QHash<qsizetype, StoredArticle> *found) const
{
    // Keys joined to the articles' indexes, 200 a statement, each bound once (binding a value
    // costs Qt as much as SQLite's join does). The second column says how it was found (0: guid,
    // 1: URL).
    const auto sql = [](qsizetype rows) {
        const QString columns
            = QStringLiteral(", a.id, a.feed_id, a.guid, a.content_hash FROM keys v JOIN articles a ON ");
        return QStringLiteral("WITH keys (at, feed_id, guid, url) AS (VALUES ")
            + QStringLiteral("(CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT)), ")
                  .repeated(rows)
                  .chopped(2)
            + QStringLiteral(") SELECT v.at, 0") + columns
            + QStringLiteral("a.feed_id = v.feed_id AND a.guid = v.guid UNION SELECT v.at, 1") + columns
            + QStringLiteral("v.url <> '' AND a.url = v.url");
    };
    QHash<qsizetype, std::pair<int, StoredArticle>> articles; // by the best way found
    QSet<qsizetype> stored;
    const bool ok = inChunks(
        m_statements, keys.size(), 200, sql, [&](QSqlQuery &query, qsizetype first, qsizetype rows) {
            for (qsizetype i = 0; i < rows; ++i) {
                const ArticleKey &key = keys.at(first + i);
                const int at = int(4 * i);
                query.bindValue(at, first + i);
                query.bindValue(at + 1, key.feedId);
                query.bindValue(at + 2, nonNull(key.guid));
                query.bindValue(at + 3, nonNull(key.url));
            }
            if (!query.exec())
                return fail(query);
            while (query.next()) {
                const qsizetype at = query.value(0).toLongLong();
                stored.insert(at);
                const int way = query.value(1).toInt();
                const StoredArticle article {query.value(2).toLongLong(), query.value(3).toLongLong(),
                    query.value(4).toString(), quint64(query.value(5).toLongLong())};
                const auto best = articles.constFind(at);
                const bool better = best == articles.cend() || way < best->first
                    || (way == best->first && article.id < best->second.id);
                if (better)
                    articles.insert(at, {way, article});
            }
            query.finish();
            return true;
        });
    if (!ok)
        return std::nullopt;
    // Kindred's one writer (the ingest queue, or one CLI ingest) stores a missing article next if
    // anyone does: holding it needs no second look until forgetLookups() (on a server each look is
    // a round trip). Should another writer store it in between, the insert refuses the batch whole.
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const ArticleKey &key = keys.at(i);
        if (m_batch->holds(key.feedId, key.guid, nonNull(key.url))) {
            stored.insert(i);
            articles.insert(i, {-1, StoredArticle {}});
        } else if (!stored.contains(i) && m_inTransaction)
            m_absent.insert(ArticleBatch::guidKey(key.feedId, key.guid));
    }
    if (found) {
        for (auto it = articles.cbegin(); it != articles.cend(); ++it)
            found->insert(it.key(), it->second);
    }
    return stored;
}

qint64 StoreWriter::ensureGroup(qint64 primaryId)
{
    ArticleBatch::Row *held = m_batch->find(primaryId);
    if (held && held->groupId != 0)
        return held->groupId;
    if (!held) {
        QSqlQuery &find = statement(QStringLiteral("SELECT group_id FROM articles WHERE id = ?"));
        find.bindValue(0, primaryId);
        if (!find.exec() || !find.next()) {
            // No row is no SQL error: the primary is gone (an index that outlived a deletion).
            m_lastError = find.lastError().isValid()
                ? find.lastError().text()
                : QStringLiteral("article %1 (a duplicate group's primary) is not stored").arg(primaryId);
            find.finish();
            return 0;
        }
        const QVariant existing = find.value(0);
        find.finish();
        if (!existing.isNull())
            return existing.toLongLong();
    }

    QSqlQuery &create = statement(
        QStringLiteral("INSERT INTO duplicate_groups (primary_id, size, distance_sum) VALUES (?, 1, 0)"
                       " RETURNING id"));
    create.bindValue(0, primaryId);
    const qint64 groupId = execForId(create);
    if (groupId == 0)
        return 0;
    if (held) {
        held->groupId = groupId;
        held->article.distance = 0;
        return groupId;
    }

    QSqlQuery &assign
        = statement(QStringLiteral("UPDATE articles SET group_id = ?, distance = 0 WHERE id = ?"));
    assign.bindValue(0, groupId);
    assign.bindValue(1, primaryId);
    if (!assign.exec()) {
        fail(assign);
        return 0;
    }
    return groupId;
}

qint64 StoreWriter::insertArticle(const NewArticle &article)
{
    qint64 groupId = 0;
    if (article.duplicateOf != 0) {
        groupId = ensureGroup(article.duplicateOf);
        if (groupId == 0)
            return 0;
    }

    const qint64 id = m_inTransaction ? holdArticle(article, groupId) : writeArticle(article, groupId);
    if (id == 0)
        return 0;

    if (groupId != 0) {
        QSqlQuery &grow = statement(
            QStringLiteral("UPDATE duplicate_groups SET size = size + 1, distance_sum = distance_sum + ?"
                           " WHERE id = ?"));
        grow.bindValue(0, article.distance);
        grow.bindValue(1, groupId);
        if (!grow.exec()) {
            fail(grow);
            return 0;
        }
    }
    return id;
}

qint64 StoreWriter::writeArticle(const NewArticle &article, qint64 groupId)
{
    const qint64 id = newArticleId();
    if (id == 0)
        return 0;
    QSqlQuery &insert = statement(ArticleBatch::insertSql(1, true));
    ArticleBatch::bind(insert, 0, article, id, groupId);
    return execForId(insert);
}

qint64 StoreWriter::newArticleId()
{
    // Kindred numbers its articles itself, in both engines, so that a held batch knows its ids
    // before it is written; the one-writer lock of transaction() keeps two writers apart.
    if (m_nextId == 0 || !m_inTransaction) {
        m_nextId = execForId(statement(QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM articles")));
        if (m_nextId == 0)
            return 0;
    }
    return m_nextId++;
}

qint64 StoreWriter::holdArticle(const NewArticle &article, qint64 groupId)
{
    // Refused at once, as the INSERT would refuse it: a guid the feed already has.
    bool taken = m_batch->holdsGuid(article.feedId, article.guid);
    if (!taken && !m_absent.remove(ArticleBatch::guidKey(article.feedId, article.guid))) {
        QSqlQuery &stored
            = statement(QStringLiteral("SELECT 1 FROM articles WHERE feed_id = ? AND guid = ?"));
        stored.bindValue(0, article.feedId);
        stored.bindValue(1, nonNull(article.guid));
        if (!stored.exec()) {
            fail(stored);
            return 0;
        }
        taken = stored.next();
        stored.finish();
    }
    if (taken) {
        m_lastError = QStringLiteral("UNIQUE constraint failed: articles.feed_id, articles.guid");
        return 0;
    }
    const qint64 id = newArticleId();
    if (id == 0)
        return 0;
    m_batch->append({article, id, groupId});
    if (m_batch->size() >= kMaxHeldArticles && !flush())
        return 0;
    return id;
}

bool StoreWriter::setFeedRetentionDays(qint64 feedId, int days)
{
    QSqlQuery &query = statement(QStringLiteral("UPDATE feeds SET retention_days = ? WHERE id = ?"));
    query.bindValue(0, qMax(0, days));
    query.bindValue(1, feedId);
    return query.exec() || fail(query);
}

int StoreWriter::deleteExpiredArticles(const QDateTime &now, int globalDays)
{
    if (!flush())
        return -1;
    // Feeds with a retention of their own, one range each; every other feed follows the global
    // one, all in one range of articles_by_published. A run used to read every feed and delete
    // feed by feed: two statements per feed and run, with a global retention and 10^5 feeds.
    struct Expiry
    {
        qint64 feedId;
        qint64 cutoff; // UTC milliseconds; older articles go
    };
    QList<Expiry> ownExpiries;
    {
        QSqlQuery &feeds
            = statement(QStringLiteral("SELECT id, retention_days FROM feeds WHERE retention_days > 0"));
        if (!feeds.exec()) {
            fail(feeds);
            return -1;
        }
        while (feeds.next())
            ownExpiries.append(
                {feeds.value(0).toLongLong(), now.addDays(-feeds.value(1).toInt()).toMSecsSinceEpoch()});
        feeds.finish();
    }
    if (ownExpiries.isEmpty() && globalDays <= 0)
        return 0;

    // Both walk articles_by_feed (feed_id, published): the range of old articles, not the table.
    QSqlQuery &groups = statement(
        QStringLiteral("SELECT DISTINCT group_id FROM articles WHERE feed_id = ? AND published < ?"
                       " AND stars = 0 AND group_id IS NOT NULL"));
    QSqlQuery &remove
        = statement(QStringLiteral("DELETE FROM articles WHERE feed_id = ? AND published < ? AND stars = 0"));
    const QString followingGlobal
        = QStringLiteral(" published < ? AND stars = 0"
                         " AND feed_id NOT IN (SELECT id FROM feeds WHERE retention_days > 0)");
    QSqlQuery &globalGroups
        = statement(QStringLiteral("SELECT DISTINCT group_id FROM articles WHERE group_id IS NOT NULL AND")
            + followingGlobal);
    QSqlQuery &globalRemove = statement(QStringLiteral("DELETE FROM articles WHERE") + followingGlobal);
    int deleted = 0;
    const bool ok = inSavepoint(QStringLiteral("expire"), [&] {
        QSet<qint64> touched;
        // One range: the groups of its articles, then the articles.
        const auto expire = [&](QSqlQuery &groupsOf, QSqlQuery &removeIn, const QVariantList &range) {
            for (qsizetype i = 0; i < range.size(); ++i) {
                groupsOf.bindValue(int(i), range.at(i));
                removeIn.bindValue(int(i), range.at(i));
            }
            if (!collectGroups(groupsOf, touched))
                return false;
            if (!removeIn.exec())
                return fail(removeIn);
            deleted += removeIn.numRowsAffected();
            return true;
        };
        for (const Expiry &expiry : std::as_const(ownExpiries)) {
            if (!expire(groups, remove, {expiry.feedId, expiry.cutoff}))
                return false;
        }
        if (globalDays > 0
            && !expire(globalGroups, globalRemove, {now.addDays(-globalDays).toMSecsSinceEpoch()}))
            return false;
        return repairGroups(touched);
    });
    return ok ? deleted : -1;
}

bool StoreWriter::deleteFeed(qint64 feedId)
{
    if (!flush())
        return false;
    return inSavepoint(QStringLiteral("unsubscribe"), [&] {
        QSqlQuery &groups = statement(QStringLiteral(
            "SELECT DISTINCT group_id FROM articles WHERE feed_id = ? AND group_id IS NOT NULL"));
        groups.bindValue(0, feedId);
        QSet<qint64> touched;
        if (!collectGroups(groups, touched))
            return false;
        // The articles (their search rows and event memberships) go through ON DELETE CASCADE.
        QSqlQuery &remove = statement(QStringLiteral("DELETE FROM feeds WHERE id = ?"));
        remove.bindValue(0, feedId);
        if (!remove.exec())
            return fail(remove);
        if (remove.numRowsAffected() == 0) {
            m_lastError = QStringLiteral("no feed %1").arg(feedId);
            return false;
        }
        return repairGroups(touched);
    });
}

bool StoreWriter::collectGroups(QSqlQuery &query, QSet<qint64> &groups)
{
    if (!query.exec())
        return fail(query);
    while (query.next())
        groups.insert(query.value(0).toLongLong());
    query.finish();
    return true;
}

bool StoreWriter::inSavepoint(const QString &name, const std::function<bool()> &work)
{
    // A savepoint nests inside a caller's transaction and is a transaction of its own outside one
    // (on SQLite; PostgreSQL has savepoints only inside a transaction, so there it begins one).
    if (SqlDialect(m_db).isPostgres() && !SqlDialect::inTransaction(m_db)) {
        if (!exec(QStringLiteral("BEGIN")))
            return false;
        if (work() && exec(QStringLiteral("COMMIT")))
            return true;
        const QString error = m_lastError;
        exec(QStringLiteral("ROLLBACK"));
        m_lastError = error;
        return false;
    }
    if (!exec(QStringLiteral("SAVEPOINT ") + name))
        return false;
    if (work() && exec(QStringLiteral("RELEASE ") + name))
        return true;
    const QString error = m_lastError;
    exec(QStringLiteral("ROLLBACK TO ") + name);
    exec(QStringLiteral("RELEASE ") + name);
    m_lastError = error;
    return false;
}

bool StoreWriter::repairGroups(const QSet<qint64> &groupIds)
{
    for (const qint64 groupId : groupIds) {
        if (!repairDuplicateGroup(m_statements, groupId, &m_lastError))
            return false;
    }
    return true;
}

bool StoreWriter::saveLearnedWeights(int fpVersion, const LearnedWeights &learned, bool withWeights)
{
    QSqlQuery &query = statement(
        QStringLiteral("INSERT INTO document_frequencies (fp_version, documents, data) VALUES (?, ?, ?)"
                       " ON CONFLICT(fp_version) DO UPDATE SET documents = excluded.documents,"
                       " data = excluded.data"));
    query.bindValue(0, fpVersion);
    query.bindValue(1, qint64(learned.counts().documentCount()));
    query.bindValue(2, learned.counts().toBytes());
    if (!query.exec())
        return fail(query);
    if (!withWeights)
        return true;
    QSqlQuery &weights
        = statement(QStringLiteral("UPDATE document_frequencies SET weights = ? WHERE fp_version = ?"));
    weights.bindValue(0, learned.weights().toBytes());
    weights.bindValue(1, fpVersion);
    return weights.exec() || fail(weights);
}

} // namespace kindred
