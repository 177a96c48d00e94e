#pragma once

#include <QSqlDatabase>
#include <QString>

namespace kindred {

/// The roles and grants that let several people share one PostgreSQL store, each connecting as
/// their own role. Two group roles, named after the database:
///   <database>_reader  reads everything and keeps marks of its own (read, starred, seen events);
///   <database>_member  a reader that also writes the shared tables: subscribes, ingests, deletes.
/// A person is a login role in one of them. Marks are private by row-level security (schema 10),
/// whatever SQL a person sends; articles, feeds, groups, stories and events are shared. The
/// connection given is the store's owner (who created its tables), able to create roles.
class TeamSetup final
{
public:
    enum class Access { Member, Reader };

    explicit TeamSetup(QSqlDatabase db);

    /// The group role of `access` for this database.
    QString groupRole(Access access) const;

    /// Creates the two group roles when missing and grants them the store's schema: its tables now
    /// and those later schema versions add (default privileges of the owner).
    bool grantGroups();
    /// Creates the login role `name` when missing (no password: the server's pg_hba.conf decides how
    /// people prove who they are) and puts it in the group of `access` only.
    bool addPerson(const QString &name, Access access);

    QString lastError() const { return m_lastError; }

    /// The location a person opens the store at: `ownerLocation` (a libpq URI or key=value string)
    /// with their name as the user and no password; empty when it cannot be read.
    static QString personLocation(const QString &ownerLocation, const QString &person);

    /// Whether the role connected may write the shared tables (a reader may not); always on SQLite.
    static bool maySubscribe(const QSqlDatabase &db);

private:
    bool run(const QStringList &statements);
    bool roleExists(const QString &role);
    QString identifier(const QString &name) const;

    QSqlDatabase m_db;
    QString m_database;
    QString m_schema;
    QString m_lastError;
};

} // namespace kindred
