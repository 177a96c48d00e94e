#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>

namespace kindred {

/// The database engines Kindred stores in: an SQLite file (one person, the default) or a
/// PostgreSQL server (a team).
enum class SqlEngine { Sqlite, Postgres };

/// The few statements that differ between SQLite and PostgreSQL, in one place: everything else
/// in storage is written once, in the SQL both engines speak. What differs is the schema's types
/// and its search index, how the schema version is kept, and full-text search.
class SqlDialect final
{
public:
    /// A PostgreSQL URI (`postgresql://...` or `postgres://...`, libpq's syntax) names a server;
    /// anything else is the path of an SQLite file.
    static SqlEngine engineOf(const QString &location);
    static SqlEngine engineOf(const QSqlDatabase &db);

    explicit SqlDialect(SqlEngine engine) : m_engine(engine) { }
    explicit SqlDialect(const QSqlDatabase &db) : m_engine(engineOf(db)) { }

    SqlEngine engine() const { return m_engine; }
    bool isPostgres() const { return m_engine == SqlEngine::Postgres; }

    /// Statements run on every new connection (SQLite's journal and foreign keys; PostgreSQL's
    /// time zone and quiet notices).
    QStringList sessionSetup() const;
    /// The statement that reads the schema version (one row, one integer), and the statements
    /// that set it to `version`, run in the migration's transaction.
    QString readSchemaVersion() const;
    QStringList writeSchemaVersion(int version) const;
    /// Statements that begin a writing transaction, one writer at a time (SQLite's BEGIN
    /// IMMEDIATE; on PostgreSQL a transaction-wide advisory lock that other writers wait for).
    QStringList beginWrite() const;
    /// Begins a writing transaction on `db` with beginWrite(); the error when it could not (on
    /// SQLite another writer kept the lock past the busy timeout, or a transaction is open).
    static QSqlError beginWriting(QSqlDatabase &db);
    /// Whether `db` is inside a transaction; known on PostgreSQL only (false on SQLite, where
    /// beginWriting() fails inside one).
    static bool inTransaction(const QSqlDatabase &db);
    /// Statements that begin the transaction in which crawler workers claim feeds (FeedClaims),
    /// one claimer at a time; on PostgreSQL a lock of its own, so claims never wait for an ingest.
    QStringList beginClaims() const;
    /// Begins the claimers' transaction on `db` with beginClaims(); the error when it could not.
    static QSqlError beginClaiming(QSqlDatabase &db);
    /// The statement that tries to take the store's story placer role for this session (a
    /// PostgreSQL advisory lock, let go when the session ends; see StoryPlacerLease), answering
    /// one boolean; empty on SQLite, where one machine is always the placer.
    QString tryPlacerLock() const;
    /// The statement that lets the placer role go (PostgreSQL only).
    QString releasePlacerLock() const;
    /// Statements that make a migration step wait for another process's (first in its transaction).
    QStringList lockSchema() const;
    /// Statements run once before the first migration (PostgreSQL keeps its version in a table).
    QStringList prepareVersioning() const;

    /// A full-text search expression for the words of `words` (lower case, letters and digits
    /// only); the last one matches as a prefix when `prefix` is set. Bind it as `:match`.
    QString matchExpression(const QStringList &words, bool prefix) const;
    /// The person whose marks a statement reads (marks, feed_reads, events_seen: column `person`):
    /// the role connected on PostgreSQL (whose server shows no one else's rows but to the
    /// store's owner), '' in SQLite, which has one.
    QString person() const;
    /// SQLite's hint to read `index` (its planner picks a worse one there); nothing on PostgreSQL.
    QString indexedBy(const QString &index) const;
    /// A join that SQLite's planner takes in the order written (" CROSS JOIN "), " JOIN " on
    /// PostgreSQL, whose planner needs no such help; followed by `table ON condition`.
    QString joinInOrder() const;
    /// The distinct values of an integer expression in a group, comma-separated.
    QString distinctList(const QString &expression) const;
    /// A condition true for the articles (alias `a`) that match `:match`.
    QString matchCondition() const;
    /// The ids of matching articles, newest arrival first, as a subquery with the column `rid`.
    QString matchesByArrival() const;

    /// Any of `terms` (more-like-this): the expression to bind as the first value of the ranking
    /// statements below.
    QString anyOfExpression(const QStringList &terms) const;
    /// Articles that match any of the terms, bound as (expression, from, to, limit), best first:
    /// rows of (id, rank). Ranks are compared only with rankOf() of the same terms.
    QString moreLikeThis() const;
    /// The rank of one article for the terms, bound as (expression, id).
    QString rankOf() const;
    /// How many articles contain `term` (bound once), as one row.
    QString documentFrequency() const;

private:
    /// Runs the `begin` statements on `db`; when one fails, rolls back what the earlier began.
    static QSqlError begin(QSqlDatabase &db, const QStringList &begin);

    SqlEngine m_engine;
};

} // namespace kindred
