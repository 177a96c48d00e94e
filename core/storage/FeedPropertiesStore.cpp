#include "storage/FeedPropertiesStore.h"

#include "storage/SqlDialect.h"
#include "storage/SqlValues.h"
#include "storage/SubscriptionStore.h"
#include "text/FeedDecorations.h"

#include <QSqlError>
#include <QSqlQuery>

namespace kindred {

FeedPropertiesStore::FeedPropertiesStore(QSqlDatabase db) : m_db(std::move(db))
{ }

std::optional<FeedProperties> FeedPropertiesStore::properties(qint64 feedId) const
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT title, url, refresh_minutes, title_prefix, fetch_full_text, retention_days,"
                       " preferred, COALESCE(folder_id, 0), title_suffix, boilerplate, learn_decorations,"
                       " attribute, show_images FROM feeds WHERE id = ?"));
    query.addBindValue(feedId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    FeedProperties p;
    p.title = query.value(0).toString();
    p.url = query.value(1).toString();
    p.refreshMinutes = query.value(2).toInt();
    p.titlePrefix = query.value(3).toString();
    p.fullText = query.value(4).toInt();
    p.retentionDays = query.value(5).toInt();
    p.preferred = query.value(6).toBool();
    p.titleSuffix = query.value(8).toString();
    p.boilerplate = FeedDecorations::boilerplateFromText(query.value(9).toString());
    p.learnDecorations = query.value(10).toBool();
    p.attribute = query.value(11).toString();
    p.showImages = query.value(12).toInt();
    if (const qint64 folderId = query.value(7).toLongLong(); folderId != 0) {
        for (const SubscriptionFolder &folder : SubscriptionStore(m_db).folders()) {
            if (folder.id == folderId)
                p.folder = folder.path;
        }
    }
    return p;
}

bool FeedPropertiesStore::setProperties(qint64 feedId, const FeedProperties &p)
{
    const std::optional<FeedProperties> stored = properties(feedId);
    if (!stored) {
        m_lastError = QStringLiteral("no feed %1").arg(feedId);
        return false;
    }
    const QString url = p.url.trimmed();
    const QString problem = url == stored->url ? QString() : SubscriptionStore::addressProblem(url);
    if (!problem.isEmpty()) {
        m_lastError = problem;
        return false;
    }
    if (p.fullText < -1 || p.fullText > 2 || p.refreshMinutes < 0 || p.retentionDays < 0 || p.showImages < -1
        || p.showImages > 1) {
        m_lastError
            = QStringLiteral("a full-text mode, refresh interval, retention or image choice out of range");
        return false;
    }
    if (const QSqlError error = SqlDialect::beginWriting(m_db); error.isValid()) {
        m_lastError = error.text();
        return false;
    }
    SubscriptionStore subscriptions(m_db); // savepoints inside this transaction
    bool ok = true;
    if (url != stored->url) {
        const qint64 other = subscriptions.findFeed(url);
        if (other != 0 && other != feedId) {
            m_lastError = QStringLiteral("another feed has the address %1").arg(url);
            m_db.rollback();
            return false;
        }
    }
    const QString title = p.title.trimmed();
    if (ok && !title.isEmpty() && title != stored->title)
        ok = subscriptions.rename(feedId, title);
    if (ok && p.folder != stored->folder)
        ok = subscriptions.moveToFolder(feedId, p.folder);
    if (ok && p.refreshMinutes != stored->refreshMinutes)
        ok = subscriptions.setRefreshMinutes(feedId, p.refreshMinutes);
    if (ok && p.preferred != stored->preferred)
        ok = subscriptions.setPreferred(feedId, p.preferred);
    if (!ok)
        m_lastError = subscriptions.lastError();
    if (ok) {
        QSqlQuery update(m_db);
        update.prepare(
            QStringLiteral("UPDATE feeds SET url = ?, title_prefix = ?, title_suffix = ?, boilerplate = ?,"
                           " learn_decorations = ?, fetch_full_text = ?, retention_days = ?, attribute = ?,"
                           " show_images = ? WHERE id = ?"));
        update.addBindValue(url);
        update.addBindValue(nonNull(p.titlePrefix.trimmed()));
        update.addBindValue(nonNull(p.titleSuffix.trimmed()));
        update.addBindValue(nonNull(FeedDecorations {{}, {}, p.boilerplate}.boilerplateText()));
        update.addBindValue(p.learnDecorations ? 1 : 0);
        update.addBindValue(p.fullText);
        update.addBindValue(p.retentionDays);
        update.addBindValue(nonNull(p.attribute.simplified()));
        update.addBindValue(p.showImages);
        update.addBindValue(feedId);
        ok = update.exec();
        if (!ok)
            m_lastError = update.lastError().text();
    }
    if (ok && m_db.commit())
        return true;
    if (ok)
        m_lastError = m_db.lastError().text();
    m_db.rollback();
    return false;
}

std::optional<int> FeedPropertiesStore::showImages(qint64 feedId) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT show_images FROM feeds WHERE id = ?"));
    query.addBindValue(feedId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return query.value(0).toInt();
}

QStringList FeedPropertiesStore::recentTitles(qint64 feedId, int limit) const
{
    QStringList titles;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT title FROM articles WHERE feed_id = ? ORDER BY published DESC, id DESC LIMIT ?"));
    query.addBindValue(feedId);
    query.addBindValue(limit);
    if (query.exec()) {
        while (query.next())
            titles.append(query.value(0).toString());
    }
    return titles;
}

} // namespace kindred
