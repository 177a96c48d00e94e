#pragma once

#include "storage/StoreWriter.h"

#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <map>

namespace kindred {

/// The articles StoreWriter took inside a transaction and has not written yet, with the ids it
/// gave them. They go out in multi-row INSERTs, because an INSERT that fires the search trigger
/// runs in a statement savepoint, and SQLite's FTS5 (3.40 here) writes its pending terms out as a
/// new index segment at every savepoint: one statement per article cost one segment per article
/// and most of the ingest time.
class ArticleBatch final
{
public:
    struct Row
    {
        NewArticle article;
        qint64 id = 0;
        qint64 groupId = 0; // 0: none
    };

    explicit ArticleBatch(QSqlDatabase db) : m_db(std::move(db)) { }

    bool isEmpty() const { return m_rows.isEmpty(); }
    qsizetype size() const { return m_rows.size(); }
    void append(const Row &row);
    Row *find(qint64 id);

    /// True when a held article has this guid in this feed, or this normalised URL (when not empty).
    bool holds(qint64 feedId, const QString &guid, const QString &url) const;
    bool holdsGuid(qint64 feedId, const QString &guid) const;

    /// Writes every held article (in order) and forgets them, also when writing fails.
    bool write(QString *error);
    void clear();

    /// One INSERT of `rows` articles with explicit ids; `returning` adds RETURNING id.
    /// The key of an article's (feed, guid) in a set.
    static QString guidKey(qint64 feedId, const QString &guid);
    static QString insertSql(qsizetype rows, bool returning = false);
    /// Binds one article's values (as insertSql() orders them) from position `first`.
    static void bind(
        QSqlQuery &query, int first, const NewArticle &article, const QVariant &id, qint64 groupId);

private:
    QSqlDatabase m_db;
    QList<Row> m_rows; // ids ascending, consecutive
    QSet<QString> m_guids; // "feed id\nguid"
    QSet<QString> m_urls;
    std::map<qsizetype, QSqlQuery> m_inserts; // by rows per statement
};

} // namespace kindred
