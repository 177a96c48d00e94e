#include "storage/SubscriptionStore.h"

#include "feed/FeedUrl.h"
#include "storage/SqlDialect.h"
#include "storage/StoreWriter.h"

#include <QHash>
#include <QSqlError>
#include <QUrl>
#include <algorithm>

namespace kindred {

namespace {

// Text columns are NOT NULL: a null QString would bind as NULL.
QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

// folder_id and parent_id are NULL at the top level.
QVariant folderValue(qint64 folderId)
{
    return folderId > 0 ? QVariant(folderId) : QVariant(QMetaType::fromType<qint64>());
}

QString noFeed(qint64 feedId)
{
    return QStringLiteral("no feed %1").arg(feedId);
}

int comparePaths(const QStringList &a, const QStringList &b)
{
    for (qsizetype i = 0; i < a.size() && i < b.size(); ++i) {
        if (const int c = a[i].compare(b[i], Qt::CaseInsensitive); c != 0)
            return c;
        if (const int c = a[i].compare(b[i]); c != 0)
            return c;
    }
    return int(a.size() - b.size());
}

} // namespace

QStringList splitFolderPath(const QString &path)
{
    QStringList names;
    for (const QString &name : path.split(u'/')) {
        if (!name.trimmed().isEmpty())
            names.append(name.trimmed());
    }
    return names;
}

QString joinFolderPath(const QStringList &path)
{
    return path.join(u'/');
}

QString SubscriptionStore::addressProblem(const QString &url)
{
    const QUrl u(url, QUrl::StrictMode);
    const QString scheme = u.scheme().toLower();
    if (url.isEmpty())
        return QStringLiteral("a feed without an address");
    if (!u.isValid() || u.isRelative())
        return QStringLiteral("not an absolute address: %1").arg(url);
    if (scheme == QLatin1String("file"))
        return {};
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        return QStringLiteral("not an http, https or file address: %1").arg(url);
    if (u.host().isEmpty())
        return QStringLiteral("an address without a host: %1").arg(url);
    return {};
}

SubscriptionStore::SubscriptionStore(QSqlDatabase db) : m_db(std::move(db))
{ }

bool SubscriptionStore::exec(QSqlQuery &query)
{
    if (query.exec())
        return true;
    m_lastError = query.lastError().text();
    return false;
}

// Outside a transaction, the write lock is taken before the first read (SQLite: waiting out the
// connection's busy timeout), so a writer on another connection cannot invalidate what was read.
// Inside a caller's transaction, a savepoint nests.
bool SubscriptionStore::begin()
{
    m_savepoint = SqlDialect::inTransaction(m_db);
    if (!m_savepoint) {
        const QSqlError error = SqlDialect::beginWriting(m_db);
        m_savepoint = error.isValid();
        if (!m_savepoint)
            return true;
        // SQLITE_BUSY: another writer. Any failure on PostgreSQL, which says when it is inside one.
        if (error.nativeErrorCode() == QLatin1String("5") || SqlDialect(m_db).isPostgres()) {
            m_lastError = error.text();
            return false;
        }
    }
    return run(QStringLiteral("SAVEPOINT subscriptions"));
}

// Transaction statements are run, never prepared: PostgreSQL prepares only queries and changes.
bool SubscriptionStore::run(const QString &sql)
{
    QSqlQuery query(m_db);
    if (query.exec(sql))
        return true;
    m_lastError = query.lastError().text();
    return false;
}

bool SubscriptionStore::finish(bool ok)
{
    if (ok && run(m_savepoint ? QStringLiteral("RELEASE subscriptions") : QStringLiteral("COMMIT")))
        return true;
    const QString error = m_lastError;
    if (m_savepoint) {
        run(QStringLiteral("ROLLBACK TO subscriptions"));
        run(QStringLiteral("RELEASE subscriptions"));
    } else {
        run(QStringLiteral("ROLLBACK"));
    }
    m_lastError = error;
    return false;
}

qint64 SubscriptionStore::childFolder(qint64 parentId, const QString &name)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "SELECT id FROM folders WHERE parent_id IS NOT DISTINCT FROM ? AND name = ? ORDER BY id LIMIT 1"));
    query.addBindValue(folderValue(parentId));
    query.addBindValue(text(name));
    if (!exec(query))
        return -1;
    return query.next() ? query.value(0).toLongLong() : 0;
}

qint64 SubscriptionStore::folderAt(const QStringList &path)
{
    qint64 parentId = 0;
    for (const QString &rawName : path) {
        const QString name = rawName.trimmed();
        if (name.isEmpty()) {
            m_lastError = QStringLiteral("a folder needs a name");
            return -1;
        }
        qint64 id = childFolder(parentId, name);
        if (id < 0)
            return -1;
        if (id == 0) {
            QSqlQuery insert(m_db);
            insert.prepare(
                QStringLiteral("INSERT INTO folders (parent_id, name) VALUES (?, ?) RETURNING id"));
            insert.addBindValue(folderValue(parentId));
            insert.addBindValue(name);
            if (!exec(insert))
                return -1;
            if (!insert.next()) {
                m_lastError = insert.lastError().text();
                return -1;
            }
            id = insert.value(0).toLongLong();
        }
        parentId = id;
    }
    return parentId;
}

QList<SubscribeResult> SubscriptionStore::subscribe(const QList<NewSubscription> &feeds)
{
    QList<SubscribeResult> results;
    m_lastError.clear();
    if (!begin()) {
        results.fill({0, false, m_lastError}, feeds.size());
        return results;
    }
    QHash<QString, qint64> known; // feedUrlKey -> id
    QSqlQuery stored(m_db);
    stored.setForwardOnly(true);
    stored.prepare(QStringLiteral("SELECT id, url FROM feeds"));
    bool ok = exec(stored);
    while (ok && stored.next())
        known.insert(feedUrlKey(stored.value(1).toString()), stored.value(0).toLongLong());

    stored.finish();

    QSqlQuery insert(m_db);
    insert.prepare(QStringLiteral(
        "INSERT INTO feeds (url, title, site_link, folder_id) VALUES (?, ?, ?, ?) RETURNING id"));
    for (qsizetype i = 0; ok && i < feeds.size(); ++i) {
        const NewSubscription &feed = feeds[i];
        const QString url = feed.url.trimmed();
        SubscribeResult &result = results.emplace_back();
        result.error = addressProblem(url);
        if (!result.error.isEmpty())
            continue;
        const QString key = feedUrlKey(url);
        if (const auto it = known.constFind(key); it != known.cend()) {
            result.feedId = it.value();
            continue;
        }
        const qint64 folderId = folderAt(feed.folder);
        insert.bindValue(0, url);
        insert.bindValue(1, text(feed.title.trimmed()));
        insert.bindValue(2, text(feed.siteLink.trimmed()));
        insert.bindValue(3, folderValue(folderId));
        ok = folderId >= 0 && exec(insert);
        if (ok && !insert.next()) {
            m_lastError = QStringLiteral("the database gave no id for %1").arg(url);
            ok = false;
        }
        if (ok) {
            result.feedId = insert.value(0).toLongLong();
            result.added = true;
            known.insert(key, result.feedId);
        }
        insert.finish();
    }
    if (!finish(ok)) {
        results.clear();
        results.fill({0, false, m_lastError}, feeds.size());
        return results;
    }
    // Many feeds at once (an OPML import into a new store): PostgreSQL's planner learns of them now,
    // not when autovacuum next looks. Without it, crawler workers' claims on a store of 2,148 new
    // feeds were planned as for an empty table (a sort of every feed, 6-7 ms a claim, against 2 ms
    // after ANALYZE; pg_stat_statements, tests/bench/fleet.sh). A person who does not own the table
    // gets a warning, not an error.
    const auto added
        = std::count_if(results.cbegin(), results.cend(), [](const SubscribeResult &r) { return r.added; });
    if (added >= 100 && SqlDialect(m_db).isPostgres())
        QSqlQuery(m_db).exec(QStringLiteral("ANALYZE feeds"));
    return results;
}

SubscribeResult SubscriptionStore::subscribe(const NewSubscription &feed)
{
    return subscribe(QList<NewSubscription> {feed}).value(0);
}

QList<SubscriptionFolder> SubscriptionStore::folders() const
{
    m_lastError.clear();
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, COALESCE(parent_id, 0), name FROM folders"));
    QList<SubscriptionFolder> folders;
    if (!query.exec()) {
        m_lastError = query.lastError().text();
        return folders;
    }
    QHash<qint64, qsizetype> index;
    while (query.next()) {
        index.insert(query.value(0).toLongLong(), folders.size());
        folders.append(
            {query.value(0).toLongLong(), query.value(1).toLongLong(), query.value(2).toString(), {}});
    }
    for (SubscriptionFolder &folder : folders) {
        // Walk up to the top; the bound guards against a parent cycle in a damaged database.
        qint64 id = folder.id;
        for (qsizetype depth = 0; id != 0 && depth <= folders.size(); ++depth) {
            const auto it = index.constFind(id);
            if (it == index.cend())
                break;
            folder.path.prepend(folders[it.value()].name);
            id = folders[it.value()].parentId;
        }
    }
    std::sort(folders.begin(), folders.end(), [](const SubscriptionFolder &a, const SubscriptionFolder &b) {
        const int c = comparePaths(a.path, b.path);
        return c != 0 ? c < 0 : a.id < b.id;
    });
    return folders;
}

QList<Subscription> SubscriptionStore::subscriptions() const
{
    QHash<qint64, QStringList> paths;
    for (const SubscriptionFolder &folder : folders())
        paths.insert(folder.id, folder.path);
    if (!m_lastError.isEmpty())
        return {};

    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT f.id, f.url, f.title, f.site_link, COALESCE(f.folder_id, 0),"
                                 " f.refresh_minutes, f.last_error, f.last_fetch, f.failures,"
                                 " f.article_count, f.attribute"
                                 " FROM feeds f"));
    QList<Subscription> subscriptions;
    if (!query.exec()) {
        m_lastError = query.lastError().text();
        return subscriptions;
    }
    while (query.next()) {
        Subscription s;
        s.id = query.value(0).toLongLong();
        s.url = query.value(1).toString();
        s.title = query.value(2).toString();
        s.siteLink = query.value(3).toString();
        s.folderId = query.value(4).toLongLong();
        s.folder = paths.value(s.folderId);
        s.refreshMinutes = query.value(5).toInt();
        s.lastError = query.value(6).toString();
        if (!query.value(7).isNull())
            s.lastFetched = QDateTime::fromMSecsSinceEpoch(query.value(7).toLongLong(), Qt::UTC);
        s.failures = query.value(8).toInt();
        s.articleCount = query.value(9).toInt();
        s.attribute = query.value(10).toString();
        subscriptions.append(s);
    }
    std::sort(subscriptions.begin(), subscriptions.end(), [](const Subscription &a, const Subscription &b) {
        if (const int c = comparePaths(a.folder, b.folder); c != 0)
            return c < 0;
        if (const int c = a.title.compare(b.title, Qt::CaseInsensitive); c != 0)
            return c < 0;
        return a.id < b.id;
    });
    return subscriptions;
}

qint64 SubscriptionStore::findFeed(const QString &url) const
{
    const QString key = feedUrlKey(url);
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, url FROM feeds ORDER BY url = ? DESC, id"));
    query.addBindValue(text(url.trimmed()));
    if (!query.exec())
        return 0;
    while (query.next()) {
        if (feedUrlKey(query.value(1).toString()) == key)
            return query.value(0).toLongLong();
    }
    return 0;
}

qint64 SubscriptionStore::createFolder(const QStringList &path)
{
    if (!begin())
        return -1;
    const qint64 id = folderAt(path);
    return finish(id >= 0) ? id : -1;
}

bool SubscriptionStore::renameFolder(qint64 folderId, const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        m_lastError = QStringLiteral("a folder needs a name");
        return false;
    }
    QSqlQuery parent(m_db);
    parent.prepare(QStringLiteral("SELECT COALESCE(parent_id, 0) FROM folders WHERE id = ?"));
    parent.addBindValue(folderId);
    if (!exec(parent))
        return false;
    if (!parent.next()) {
        m_lastError = QStringLiteral("no folder %1").arg(folderId);
        return false;
    }
    const qint64 sibling = childFolder(parent.value(0).toLongLong(), trimmed);
    if (sibling < 0)
        return false;
    if (sibling != 0 && sibling != folderId) {
        m_lastError = QStringLiteral("a folder named '%1' is already there").arg(trimmed);
        return false;
    }
    return changeRow(QStringLiteral("UPDATE folders SET name = ? WHERE id = ?"), {trimmed, folderId},
        QStringLiteral("no folder %1").arg(folderId));
}

bool SubscriptionStore::removeFolder(qint64 folderId)
{
    // Child folders go through parent_id's ON DELETE CASCADE, and the feeds in any of them fall
    // back to the top level through folder_id's ON DELETE SET NULL: one statement, atomic.
    return changeRow(QStringLiteral("DELETE FROM folders WHERE id = ?"), {folderId},
        QStringLiteral("no folder %1").arg(folderId));
}

bool SubscriptionStore::changeRow(const QString &sql, const QVariantList &values, const QString &missing)
{
    QSqlQuery query(m_db);
    query.prepare(sql);
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!exec(query))
        return false;
    if (query.numRowsAffected() == 0) {
        m_lastError = missing;
        return false;
    }
    return true;
}

bool SubscriptionStore::moveToFolder(qint64 feedId, const QStringList &path)
{
    if (!begin())
        return false;
    const qint64 folderId = folderAt(path);
    return finish(folderId >= 0
        && changeRow(QStringLiteral("UPDATE feeds SET folder_id = ? WHERE id = ?"),
            {folderValue(folderId), feedId}, noFeed(feedId)));
}

bool SubscriptionStore::rename(qint64 feedId, const QString &title)
{
    // Marked as the user's, so the next refresh does not put the feed's own title back.
    return changeRow(QStringLiteral("UPDATE feeds SET title = ?, user_title = 1 WHERE id = ?"),
        {text(title.trimmed()), feedId}, noFeed(feedId));
}

bool SubscriptionStore::setRefreshMinutes(qint64 feedId, int minutes)
{
    if (minutes < 0) {
        m_lastError = QStringLiteral("a refresh interval cannot be negative");
        return false;
    }
    return changeRow(QStringLiteral("UPDATE feeds SET refresh_minutes = ? WHERE id = ?"), {minutes, feedId},
        noFeed(feedId));
}

bool SubscriptionStore::setPreferred(qint64 feedId, bool preferred)
{
    return changeRow(QStringLiteral("UPDATE feeds SET preferred = ? WHERE id = ?"),
        {preferred ? 1 : 0, feedId}, noFeed(feedId));
}

bool SubscriptionStore::unsubscribe(qint64 feedId)
{
    // The writer repairs the duplicate groups the feed's articles belonged to.
    StoreWriter writer(m_db);
    if (writer.deleteFeed(feedId))
        return true;
    m_lastError = writer.lastError();
    return false;
}

} // namespace kindred
