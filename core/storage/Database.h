#pragma once

#include <QSqlDatabase>
#include <QString>

namespace kindred {

/// Opens a Kindred database on a named connection of the calling thread, its schema created or
/// migrated: an SQLite file (WAL journal, foreign keys on) or a PostgreSQL database named by a
/// libpq URI (`postgresql://user@host:port/dbname?sslmode=...`). See SqlDialect.
class Database final
{
public:
    /// The schema version this build writes.
    static int schemaVersion();

    /// Opens `location` (a file path, created if missing, or a PostgreSQL URI) as
    /// `connectionName`. On failure returns an invalid QSqlDatabase and sets `error`. Each thread
    /// needs its own connection name.
    static QSqlDatabase open(const QString &location, const QString &connectionName, QString *error);
    /// Opens `db` again after its server dropped it, set up as open() sets a connection up (the
    /// same handle: whatever shares it keeps it). False, with `error`, while the server is away.
    static bool reopen(QSqlDatabase &db, QString *error);
    /// Whether `db` still reaches its database (a connection whose server went away does not).
    static bool reachable(const QSqlDatabase &db);
    /// `location` as it may be shown: a URI's password is masked.
    static QString displayName(const QString &location);

    /// Closes and removes the named connection.
    static void close(const QString &connectionName);
};

} // namespace kindred
