#include "storage/ArticleBatch.h"

#include "feed/FeedJson.h"
#include "storage/ChunkedStatements.h"
#include "storage/SqlValues.h"

#include <QJsonDocument>
#include <QSqlError>

namespace kindred {

namespace {

// Rows per INSERT: each statement writes one search-index segment. As many rows as keep a full
// statement under SQLite's historical limit of 999 bound values.
constexpr int kColumns = 17;
constexpr qsizetype kRowsPerStatement = 999 / kColumns;

} // namespace

QString ArticleBatch::guidKey(qint64 feedId, const QString &guid)
{
    return QString::number(feedId) + u'\n' + guid;
}

QString ArticleBatch::insertSql(qsizetype rows, bool returning)
{
    QString sql
        = QStringLiteral("INSERT INTO articles (id, feed_id, guid, url, title, summary, body, author,"
                         " published, fetched, simhash, digest, fp_version, group_id, distance, enclosures,"
                         " content_hash) VALUES ");
    const QString row = QStringLiteral("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (qsizetype i = 0; i < rows; ++i)
        sql += (i == 0 ? QString() : QStringLiteral(", ")) + row;
    return returning ? sql + QStringLiteral(" RETURNING id") : sql;
}

void ArticleBatch::bind(
    QSqlQuery &query, int first, const NewArticle &article, const QVariant &id, qint64 groupId)
{
    const QVariant values[kColumns] = {
        id,
        article.feedId,
        nonNull(article.guid),
        nonNull(article.url),
        nonNull(article.title),
        nonNull(article.summary),
        nonNull(article.body),
        nonNull(article.author),
        msecs(article.published.isValid() ? article.published : article.fetched),
        msecs(article.fetched),
        qint64(article.fingerprint.simhash),
        digestBytes(article.fingerprint),
        article.fingerprint.version,
        groupId != 0 ? QVariant(groupId) : QVariant(QMetaType::fromType<qint64>()),
        article.distance,
        nonNull(article.enclosures.isEmpty()
                ? QString()
                : QString::fromUtf8(
                    QJsonDocument(enclosuresToJson(article.enclosures)).toJson(QJsonDocument::Compact))),
        qint64(article.contentHash),
    };
    for (int i = 0; i < kColumns; ++i)
        query.bindValue(first + i, values[i]);
}

void ArticleBatch::append(const Row &row)
{
    m_rows.append(row);
    m_guids.insert(guidKey(row.article.feedId, row.article.guid));
    if (!row.article.url.isEmpty())
        m_urls.insert(row.article.url);
}

ArticleBatch::Row *ArticleBatch::find(qint64 id)
{
    if (m_rows.isEmpty() || id < m_rows.first().id || id > m_rows.last().id)
        return nullptr;
    return &m_rows[qsizetype(id - m_rows.first().id)];
}

bool ArticleBatch::holds(qint64 feedId, const QString &guid, const QString &url) const
{
    return holdsGuid(feedId, guid) || (!url.isEmpty() && m_urls.contains(url));
}

bool ArticleBatch::holdsGuid(qint64 feedId, const QString &guid) const
{
    return m_guids.contains(guidKey(feedId, guid));
}

bool ArticleBatch::write(QString *error)
{
    bool ok = true;
    for (qsizetype start = 0, rows = 0; ok && start < m_rows.size(); start += rows) {
        rows = chunkRows(m_rows.size() - start, kRowsPerStatement);
        auto it = m_inserts.find(rows);
        if (it == m_inserts.end()) {
            QSqlQuery query(m_db);
            if (!query.prepare(insertSql(rows))) {
                *error = query.lastError().text();
                ok = false;
                break;
            }
            it = m_inserts.emplace(rows, std::move(query)).first;
        }
        QSqlQuery &insert = it->second;
        for (qsizetype i = 0; i < rows; ++i) {
            const Row &row = m_rows.at(start + i);
            bind(insert, int(i) * kColumns, row.article, row.id, row.groupId);
        }
        if (!insert.exec()) {
            *error = insert.lastError().text();
            ok = false;
        }
    }
    clear();
    return ok;
}

void ArticleBatch::clear()
{
    m_rows.clear();
    m_guids.clear();
    m_urls.clear();
}

} // namespace kindred
