#pragma once

#include <QSqlDatabase>
#include <QString>
#include <chrono>
#include <optional>

namespace kindred {

/// Opens a Kindred database on a named connection of the calling thread, its schema created or
/// migrated: an SQLite file (WAL journal, foreign keys on) or a PostgreSQL database named by a
/// libpq URI (`postgresql://user@host:port/dbname?sslmode=...`). See SqlDialect.
class Database final
{
public:
    /// The schema version this build writes.
    static int schemaVersion();

    /// An upgrade that takes a while: an SQLite store of an older Kindred whose upgrade indexes
    /// every article again (about half a minute for a million articles).
    struct LongUpgrade
    {
        qint64 articles = 0;
        int seconds = 0; // estimated
    };
    /// What opening `location` will do at length before it is ready, for the user to read
    /// meanwhile. Nothing when there is nothing to tell: a new, current or small store, or a
    /// server's (its owner upgrades it once for the team). Only reads the store's version and
    /// its number of articles.
    static std::optional<LongUpgrade> longUpgrade(const QString &location);
    /// Opens `location` (a file path, created if missing, or a PostgreSQL URI) as
    /// `connectionName`. On failure returns an invalid QSqlDatabase and sets `error`. Each thread
    /// needs its own connection name.
    static QSqlDatabase open(const QString &location, const QString &connectionName, QString *error);
    /// Opens `db` again after its server dropped it, set up as open() sets a connection up (the
    /// same handle: whatever shares it keeps it). False, with `error`, while the server is away.
    static bool reopen(QSqlDatabase &db, QString *error);
    /// Whether `db` still reaches its database (a connection whose server went away does not).
    static bool reachable(const QSqlDatabase &db);
    /// Where the writes meant for `location` go. A team's reader may read from a streaming replica:
    /// `postgresql://db1,db2/kindred?target_session_attrs=prefer-standby` (or `standby`,
    /// `read-only`) reads from a standby among those hosts, while writes (marks, subscriptions,
    /// LISTEN, which a standby refuses) go to the primary among the same hosts: the same URI with
    /// `target_session_attrs=read-write`. Any other location is where its own writes go.
    static QString writerLocation(const QString &location);
    /// Waits until `reader` shows what `writer` committed so far: when `reader` is a streaming
    /// standby, until it has replayed the primary's WAL up to now, at most `timeout` (false when
    /// that passed, or a query failed). At once when `reader` is not a standby. Reading after
    /// writing through a replica sees one's own writes this way.
    static bool awaitReplay(const QSqlDatabase &reader, const QSqlDatabase &writer,
        std::chrono::milliseconds timeout = std::chrono::seconds(2));
    /// `location` as it may be shown: a URI's password is masked.
    static QString displayName(const QString &location);

    /// Closes and removes the named connection.
    static void close(const QString &connectionName);
};

} // namespace kindred
