#pragma once

#include <QSqlDatabase>
#include <QString>

namespace kindred {

/// Opens a Kindred SQLite database on a named connection of the calling thread: WAL journal,
/// foreign keys on, schema created or migrated (keyed by PRAGMA user_version).
class Database final
{
public:
    /// The schema version this build writes.
    static int schemaVersion();

    /// Opens `path` (created if missing) as `connectionName`. On failure returns an invalid
    /// QSqlDatabase and sets `error`. Each thread needs its own connection name.
    static QSqlDatabase open(const QString &path, const QString &connectionName, QString *error);

    /// Closes and removes the named connection.
    static void close(const QString &connectionName);
};

} // namespace kindred
