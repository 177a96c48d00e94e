#include "storage/SqlDialect.h"

#include <QSqlDriver>
#include <QSqlQuery>
#include <libpq-fe.h>

namespace kindred {

namespace {

// A term as a tsquery lexeme: quoted, so that no character of it is read as an operator.
QString tsLexeme(QString term)
{
    term.replace(u'\\', QStringLiteral("\\\\"));
    term.replace(u'\'', QStringLiteral("''"));
    return u'\'' + term + u'\'';
}

// A term as an FTS5 string: quoted, its quotes doubled.
QString fts5String(QString term)
{
    term.replace(u'"', QStringLiteral("\"\""));
    return u'"' + term + u'"';
}

// The text search configuration: words as they are, lower-cased, in any language (as SQLite's
// unicode61 tokenizer, which does not stem either).
const QLatin1String tsQuery("to_tsquery('simple', ?)");

// A transaction-wide lock of this store: advisory locks belong to the whole database, and two
// stores in two schemas of one database (a test's, a team's second desk) must not wait for each
// other.
QString storeLock(int what)
{
    return QStringLiteral("SELECT pg_advisory_xact_lock(hashtext(current_schema()), %1)").arg(what);
}

} // namespace

SqlEngine SqlDialect::engineOf(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://"))
            || location.startsWith(QLatin1String("postgres://"))
        ? SqlEngine::Postgres
        : SqlEngine::Sqlite;
}

SqlEngine SqlDialect::engineOf(const QSqlDatabase &db)
{
    return db.driverName() == QLatin1String("QPSQL") ? SqlEngine::Postgres : SqlEngine::Sqlite;
}

QStringList SqlDialect::sessionSetup() const
{
    if (isPostgres()) {
        // A statement running when its client dies (kill -9 of an ingest) ends within seconds
        // instead of finishing first and holding the writer's lock until then (PostgreSQL 14+).
        return {QStringLiteral("SET TIME ZONE 'UTC'"), QStringLiteral("SET client_min_messages = warning"),
            QStringLiteral("SELECT set_config('client_connection_check_interval', '2s', false)"
                           " WHERE current_setting('server_version_num')::int >= 140000")};
    }
    // 16 KiB pages (SQLite's default is 4): an article row with its whole text is 6 KB on average,
    // and on 4 KiB pages each row runs on into overflow pages, which every insert and every update
    // of the row (its story, its group) writes again. Whole-text ingest: 13% less wall time
    // (`kindred-cli ingest` of 6,400 items, farm-bench, ten pairs). Only a new, empty database
    // takes it; an existing one keeps its size (WAL mode allows no change).
    // Temporary storage in memory: a statement that writes several rows or runs triggers (an
    // ingest's multi-row insert, with the search index's trigger) keeps the pages it changes in a
    // statement journal, which SQLite spills to a file in /var/tmp past 64 KiB. An ingest of 6,400
    // whole-text items wrote 183 MB there, more than to the database and its WAL together (143 MB);
    // in memory, each statement's journal (about 1.6 MB) is freed when it ends: the same peak
    // memory, 10% less system time, and wall time the same within noise (farm-bench A/B 0.997-1.03).
    return {QStringLiteral("PRAGMA page_size = 16384"), QStringLiteral("PRAGMA journal_mode = WAL"),
        QStringLiteral("PRAGMA synchronous = NORMAL"), QStringLiteral("PRAGMA foreign_keys = ON"),
        QStringLiteral("PRAGMA temp_store = MEMORY")};
}

QStringList SqlDialect::beginWrite() const
{
    if (isPostgres())
        return {QStringLiteral("BEGIN"), storeLock(7002)};
    return {QStringLiteral("BEGIN IMMEDIATE")};
}

QStringList SqlDialect::beginClaims() const
{
    if (isPostgres())
        return {QStringLiteral("BEGIN"), storeLock(7003)};
    return {QStringLiteral("BEGIN IMMEDIATE")};
}

QString SqlDialect::tryPlacerLock() const
{
    return isPostgres() ? QStringLiteral("SELECT pg_try_advisory_lock(hashtext(current_schema()), 7004)")
                        : QString();
}

QString SqlDialect::releasePlacerLock() const
{
    return isPostgres() ? QStringLiteral("SELECT pg_advisory_unlock(hashtext(current_schema()), 7004)")
                        : QString();
}

QSqlError SqlDialect::beginWriting(QSqlDatabase &db)
{
    return begin(db, SqlDialect(db).beginWrite());
}

QSqlError SqlDialect::beginClaiming(QSqlDatabase &db)
{
    return begin(db, SqlDialect(db).beginClaims());
}

QSqlError SqlDialect::begin(QSqlDatabase &db, const QStringList &begin)
{
    for (qsizetype i = 0; i < begin.size(); ++i) {
        QSqlQuery query(db);
        if (!query.exec(begin.at(i))) {
            if (i > 0)
                QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            return query.lastError();
        }
    }
    return {};
}

bool SqlDialect::inTransaction(const QSqlDatabase &db)
{
    if (engineOf(db) != SqlEngine::Postgres)
        return false;
    const QVariant handle = db.driver()->handle();
    const auto connection = handle.isValid() ? *static_cast<PGconn *const *>(handle.data()) : nullptr;
    if (!connection)
        return false;
    // ACTIVE: a forward-only query is still being read, which says nothing about a transaction.
    const PGTransactionStatusType status = PQtransactionStatus(connection);
    return status == PQTRANS_INTRANS || status == PQTRANS_INERROR;
}

QStringList SqlDialect::lockSchema() const
{
    // SQLite's writer lock is taken by the first statement that writes.
    if (!isPostgres())
        return {};
    return {storeLock(7001)};
}

QStringList SqlDialect::prepareVersioning() const
{
    if (!isPostgres())
        return {};
    return {QStringLiteral("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"),
        QStringLiteral("INSERT INTO schema_version (version)"
                       " SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM schema_version)")};
}

QString SqlDialect::readSchemaVersion() const
{
    return isPostgres() ? QStringLiteral("SELECT version FROM schema_version")
                        : QStringLiteral("PRAGMA user_version");
}

QStringList SqlDialect::writeSchemaVersion(int version) const
{
    if (isPostgres())
        return {QStringLiteral("UPDATE schema_version SET version = %1").arg(version)};
    return {QStringLiteral("PRAGMA user_version = %1").arg(version)};
}

QString SqlDialect::matchExpression(const QStringList &words, bool prefix) const
{
    if (words.isEmpty())
        return {};
    QStringList terms;
    for (const QString &word : words)
        terms.append(isPostgres() ? tsLexeme(word) : fts5String(word));
    if (prefix)
        terms.last().append(isPostgres() ? QStringLiteral(":*") : QStringLiteral("*"));
    return terms.join(isPostgres() ? QStringLiteral(" & ") : QStringLiteral(" "));
}

QString SqlDialect::person() const
{
    return isPostgres() ? QStringLiteral("current_user") : QStringLiteral("''");
}

QString SqlDialect::indexedBy(const QString &index) const
{
    return isPostgres() ? QString() : QStringLiteral(" INDEXED BY ") + index;
}

QString SqlDialect::joinInOrder() const
{
    return isPostgres() ? QStringLiteral(" JOIN ") : QStringLiteral(" CROSS JOIN ");
}

QString SqlDialect::distinctList(const QString &expression) const
{
    if (isPostgres())
        return QStringLiteral("string_agg(DISTINCT (%1)::text, ',')").arg(expression);
    return QStringLiteral("GROUP_CONCAT(DISTINCT %1)").arg(expression);
}

QString SqlDialect::matchCondition() const
{
    if (isPostgres())
        return QStringLiteral("a.id IN (SELECT article_id FROM article_search"
                              " WHERE search @@ to_tsquery('simple', :match))");
    return QStringLiteral("a.id IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH :match)");
}

QString SqlDialect::matchesByArrival() const
{
    if (isPostgres()) {
        return QStringLiteral("(SELECT article_id AS rid FROM article_search"
                              " WHERE search @@ to_tsquery('simple', :match) ORDER BY article_id DESC)");
    }
    // The search index hands its matches out in rowid order.
    return QStringLiteral(
        "(SELECT rowid AS rid FROM articles_fts WHERE articles_fts MATCH :match ORDER BY rowid DESC)");
}

QString SqlDialect::anyOfExpression(const QStringList &terms) const
{
    QStringList quoted;
    for (const QString &term : terms)
        quoted.append(isPostgres() ? tsLexeme(term) : fts5String(term));
    return quoted.join(isPostgres() ? QStringLiteral(" | ") : QStringLiteral(" OR "));
}

// The title weighs three times the summary and the body: bm25's column weights in SQLite,
// ts_rank's weights of the classes A (title), B (summary) and C (body) in PostgreSQL.
QString SqlDialect::moreLikeThis() const
{
    if (isPostgres()) {
        return QStringLiteral("SELECT a.id, ts_rank('{0.1, 0.3, 0.3, 0.9}', s.search, q) AS rank FROM ")
            + tsQuery
            + QStringLiteral(" q, article_search s JOIN articles a ON a.id = s.article_id WHERE s.search @@ q"
                             " AND s.article_id BETWEEN ? AND ? AND a.published BETWEEN ? AND ?"
                             " ORDER BY rank DESC, a.id LIMIT ?");
    }
    return QStringLiteral("SELECT rowid, bm25(articles_fts, 3.0, 1.0, 1.0) AS rank FROM articles_fts"
                          " WHERE articles_fts MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rank LIMIT ?");
}

QString SqlDialect::rankOf() const
{
    if (isPostgres()) {
        return QStringLiteral("SELECT ts_rank('{0.1, 0.3, 0.3, 0.9}', s.search, q) FROM ") + tsQuery
            + QStringLiteral(" q, article_search s WHERE s.article_id = ? AND s.search @@ q");
    }
    return QStringLiteral("SELECT bm25(articles_fts, 3.0, 1.0, 1.0) FROM articles_fts WHERE articles_fts "
                          "MATCH ? AND rowid = ?");
}

QString SqlDialect::documentFrequency() const
{
    if (isPostgres())
        return QStringLiteral("SELECT COUNT(*) FROM (SELECT 1 FROM article_search WHERE search @@ ") + tsQuery
            + QStringLiteral(" AND article_id BETWEEN ? AND ? LIMIT ?) AS held");
    return QStringLiteral("SELECT COUNT(*) FROM (SELECT 1 FROM articles_fts WHERE articles_fts MATCH ?"
                          " AND rowid BETWEEN ? AND ? LIMIT ?)");
}

} // namespace kindred
