#include "storage/ArticleVersions.h"

#include "storage/SqlValues.h"

#include <QSqlError>
#include <QSqlQuery>

namespace kindred {

ArticleVersions::ArticleVersions(QSqlDatabase db) : m_db(std::move(db)), m_statement(m_db)
{ }

bool ArticleVersions::run(QSqlQuery &query) const
{
    const bool ok = query.exec();
    if (!ok)
        m_lastError = query.lastError().text();
    query.finish();
    return ok;
}

bool ArticleVersions::update(const ArticleUpdate &update)
{
    QSqlQuery &keep = m_statement(
        QStringLiteral("INSERT INTO article_versions (article_id, version, title, summary, body, replaced)"
                       " SELECT id, version, title, summary, body, ? FROM articles WHERE id = ?"));
    keep.bindValue(0, msecs(update.when));
    keep.bindValue(1, update.articleId);
    if (!run(keep))
        return false;
    QSqlQuery &replace = m_statement(QStringLiteral(
        "UPDATE articles SET title = ?, summary = ?, body = CASE WHEN ? = '' THEN body ELSE ? END,"
        " content_hash = ?, version = version + 1, updated = ? WHERE id = ?"));
    replace.bindValue(0, nonNull(update.title));
    replace.bindValue(1, nonNull(update.summary));
    replace.bindValue(2, nonNull(update.body));
    replace.bindValue(3, nonNull(update.body));
    replace.bindValue(4, qint64(update.contentHash));
    replace.bindValue(5, msecs(update.when));
    replace.bindValue(6, update.articleId);
    if (!run(replace))
        return false;
    if (update.fingerprint.version != 0) {
        QSqlQuery &print = m_statement(
            QStringLiteral("UPDATE articles SET simhash = ?, digest = ?, fp_version = ? WHERE id = ?"));
        print.bindValue(0, qint64(update.fingerprint.simhash));
        print.bindValue(1, digestBytes(update.fingerprint));
        print.bindValue(2, update.fingerprint.version);
        print.bindValue(3, update.articleId);
        if (!run(print))
            return false;
    }
    QSqlQuery &drop
        = m_statement(QStringLiteral("DELETE FROM article_versions WHERE article_id = ?"
                                     " AND version <= (SELECT version FROM articles WHERE id = ?) - ?"));
    drop.bindValue(0, update.articleId);
    drop.bindValue(1, update.articleId);
    drop.bindValue(2, kKept + 1);
    return run(drop);
}

bool ArticleVersions::setContentHash(qint64 articleId, quint64 hash)
{
    QSqlQuery &set = m_statement(QStringLiteral("UPDATE articles SET content_hash = ? WHERE id = ?"));
    set.bindValue(0, qint64(hash));
    set.bindValue(1, articleId);
    return run(set);
}

std::optional<QString> ArticleVersions::body(qint64 articleId) const
{
    QSqlQuery &query = m_statement(QStringLiteral("SELECT body FROM articles WHERE id = ?"));
    query.bindValue(0, articleId);
    if (!query.exec()) {
        m_lastError = query.lastError().text();
        return std::nullopt;
    }
    const QString body = query.next() ? query.value(0).toString() : QString();
    query.finish();
    return body;
}

std::optional<QList<ArticleVersion>> ArticleVersions::replaced(qint64 articleId) const
{
    QSqlQuery &query = m_statement(QStringLiteral(
        "SELECT version, title, summary, body, replaced FROM article_versions WHERE article_id = ?"
        " ORDER BY version"));
    query.bindValue(0, articleId);
    if (!query.exec()) {
        m_lastError = query.lastError().text();
        return std::nullopt;
    }
    QList<ArticleVersion> versions;
    while (query.next()) {
        versions.append({query.value(0).toInt(), query.value(1).toString(), query.value(2).toString(),
            query.value(3).toString(), fromMsecs(query.value(4))});
    }
    query.finish();
    return versions;
}

} // namespace kindred
