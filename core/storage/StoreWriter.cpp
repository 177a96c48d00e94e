#include "storage/StoreWriter.h"

#include <QSqlError>

namespace kindred {

namespace {

QVariant msecs(const QDateTime &date)
{
    return date.isValid() ? QVariant(date.toMSecsSinceEpoch()) : QVariant(QMetaType::fromType<qint64>());
}

QByteArray digestBytes(const Fingerprint &fp)
{
    QByteArray bytes(16, Qt::Uninitialized);
    for (int i = 0; i < 8; ++i) {
        bytes[i] = char(fp.digestHigh >> (56 - 8 * i));
        bytes[8 + i] = char(fp.digestLow >> (56 - 8 * i));
    }
    return bytes;
}

// Text columns are NOT NULL: a null QString binds as NULL, an empty one as ''.
QString nonNull(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

} // namespace

StoreWriter::StoreWriter(QSqlDatabase db) : m_db(std::move(db))
{ }

bool StoreWriter::transaction()
{
    if (m_db.transaction())
        return true;
    m_lastError = m_db.lastError().text();
    return false;
}

bool StoreWriter::commit()
{
    if (m_db.commit())
        return true;
    m_lastError = m_db.lastError().text();
    return false;
}

void StoreWriter::rollback()
{
    m_db.rollback();
}

bool StoreWriter::fail(const QSqlQuery &query)
{
    m_lastError = query.lastError().text();
    return false;
}

qint64 StoreWriter::upsertFeed(const QString &url, const QString &title, const QString &siteLink)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO feeds (url, title, site_link) VALUES (?, ?, ?)"
        " ON CONFLICT(url) DO UPDATE SET"
        " title = CASE WHEN excluded.title <> '' THEN excluded.title ELSE title END,"
        " site_link = CASE WHEN excluded.site_link <> '' THEN excluded.site_link ELSE site_link END"
        " RETURNING id"));
    query.addBindValue(nonNull(url));
    query.addBindValue(nonNull(title));
    query.addBindValue(nonNull(siteLink));
    if (!query.exec() || !query.next()) {
        fail(query);
        return 0;
    }
    return query.value(0).toLongLong();
}

bool StoreWriter::setFeedTitlePrefix(qint64 feedId, const QString &prefix)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE feeds SET title_prefix = ? WHERE id = ?"));
    query.addBindValue(nonNull(prefix));
    query.addBindValue(feedId);
    return query.exec() || fail(query);
}

QString StoreWriter::feedTitlePrefix(qint64 feedId) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT title_prefix FROM feeds WHERE id = ?"));
    query.addBindValue(feedId);
    return query.exec() && query.next() ? query.value(0).toString() : QString();
}

bool StoreWriter::recordFetch(qint64 feedId, const QDateTime &when, const QString &error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE feeds SET last_fetch = :when, last_error = :error,"
                                 " last_success = CASE WHEN :error2 = '' THEN :when2 ELSE last_success END,"
                                 " failures = CASE WHEN :error3 = '' THEN 0 ELSE failures + 1 END"
                                 " WHERE id = :id"));
    query.bindValue(QStringLiteral(":when"), msecs(when));
    query.bindValue(QStringLiteral(":when2"), msecs(when));
    query.bindValue(QStringLiteral(":error"), nonNull(error));
    query.bindValue(QStringLiteral(":error2"), nonNull(error));
    query.bindValue(QStringLiteral(":error3"), nonNull(error));
    query.bindValue(QStringLiteral(":id"), feedId);
    return query.exec() || fail(query);
}

StoreWriter::FeedLookup StoreWriter::findFeed(const QString &url) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT id, fetch_full_text FROM feeds WHERE url = ?"));
    query.addBindValue(nonNull(url));
    if (!query.exec() || !query.next())
        return {};
    const int mode = query.value(1).toInt();
    return {query.value(0).toLongLong(),
        mode < 0        ? FullText::Auto
            : mode == 0 ? FullText::Never
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
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT 1 FROM articles WHERE (feed_id = ? AND guid = ?)"
                                 " OR (? <> '' AND url = ?) LIMIT 1"));
    query.addBindValue(feedId);
    query.addBindValue(guid);
    query.addBindValue(nonNull(url));
    query.addBindValue(nonNull(url));
    return query.exec() && query.next();
}

qint64 StoreWriter::ensureGroup(qint64 primaryId)
{
    QSqlQuery find(m_db);
    find.prepare(QStringLiteral("SELECT group_id FROM articles WHERE id = ?"));
    find.addBindValue(primaryId);
    if (!find.exec() || !find.next()) {
        fail(find);
        return 0;
    }
    if (!find.value(0).isNull())
        return find.value(0).toLongLong();

    QSqlQuery create(m_db);
    create.prepare(
        QStringLiteral("INSERT INTO duplicate_groups (primary_id, size, distance_sum) VALUES (?, 1, 0)"
                       " RETURNING id"));
    create.addBindValue(primaryId);
    if (!create.exec() || !create.next()) {
        fail(create);
        return 0;
    }
    const qint64 groupId = create.value(0).toLongLong();
    create.finish();

    QSqlQuery assign(m_db);
    assign.prepare(QStringLiteral("UPDATE articles SET group_id = ?, distance = 0 WHERE id = ?"));
    assign.addBindValue(groupId);
    assign.addBindValue(primaryId);
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

    QSqlQuery insert(m_db);
    insert.prepare(QStringLiteral("INSERT INTO articles (feed_id, guid, url, title, summary, body, author,"
                                  " published, fetched, simhash, digest, fp_version, group_id, distance)"
                                  " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    insert.addBindValue(article.feedId);
    insert.addBindValue(nonNull(article.guid));
    insert.addBindValue(nonNull(article.url));
    insert.addBindValue(nonNull(article.title));
    insert.addBindValue(nonNull(article.summary));
    insert.addBindValue(nonNull(article.body));
    insert.addBindValue(nonNull(article.author));
    insert.addBindValue(msecs(article.published.isValid() ? article.published : article.fetched));
    insert.addBindValue(msecs(article.fetched));
    insert.addBindValue(qint64(article.fingerprint.simhash));
    insert.addBindValue(digestBytes(article.fingerprint));
    insert.addBindValue(article.fingerprint.version);
    insert.addBindValue(groupId != 0 ? QVariant(groupId) : QVariant(QMetaType::fromType<qint64>()));
    insert.addBindValue(article.distance);
    if (!insert.exec() || !insert.next()) {
        fail(insert);
        return 0;
    }
    const qint64 id = insert.value(0).toLongLong();
    insert.finish();

    if (groupId != 0) {
        QSqlQuery grow(m_db);
        grow.prepare(
            QStringLiteral("UPDATE duplicate_groups SET size = size + 1, distance_sum = distance_sum + ?"
                           " WHERE id = ?"));
        grow.addBindValue(article.distance);
        grow.addBindValue(groupId);
        if (!grow.exec()) {
            fail(grow);
            return 0;
        }
    }
    return id;
}

} // namespace kindred
