#pragma once

#include "storage/Database.h"
#include "storage/SqlDialect.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

namespace kindred::test {

/// Where a test keeps its databases. By default SQLite files in a temporary folder. When the test
/// runs for PostgreSQL (ctest's `_pg` twin of the test sets KINDRED_TEST_ENGINE=postgres), each
/// database is a schema of its own on the server the PG* variables name (tests/with-postgres.sh
/// starts one and says so in KINDRED_TEST_SERVER), dropped at the end; without such a server the
/// test skips with one line.
class TestDatabases final
{
public:
    TestDatabases()
    {
        if (!postgres())
            return;
        // Only a server started for the tests: a developer's own server is never written to.
        if (qEnvironmentVariable("KINDRED_TEST_SERVER") != QLatin1String("throwaway")) {
            m_unavailable = QStringLiteral("no throwaway server was started for the tests");
            return;
        }
        m_admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), adminConnection());
        if (!m_admin.open())
            m_unavailable = m_admin.lastError().text().simplified();
        else
            QSqlQuery(m_admin).exec(QStringLiteral("SET client_min_messages = warning"));
    }

    ~TestDatabases()
    {
        if (m_admin.isOpen()) {
            for (const QString &schema : std::as_const(m_schemas))
                QSqlQuery(m_admin).exec(QStringLiteral("DROP SCHEMA IF EXISTS %1 CASCADE").arg(schema));
            m_admin.close();
        }
        m_admin = {};
        QSqlDatabase::removeDatabase(adminConnection());
    }

    Q_DISABLE_COPY_MOVE(TestDatabases)

    /// Whether this run stores in PostgreSQL.
    static bool postgres()
    {
        return qEnvironmentVariable("KINDRED_TEST_ENGINE") == QLatin1String("postgres");
    }

    /// Why PostgreSQL cannot be used (empty when it can, and always for SQLite).
    QString unavailable() const { return m_unavailable; }

    /// The location of the database called `name` (a file path or a PostgreSQL URI), empty when
    /// first asked, the same one when asked again.
    QString location(const QString &name)
    {
        if (!postgres())
            return m_dir.filePath(name + QStringLiteral(".sqlite"));
        if (m_locations.contains(name))
            return m_locations.value(name);
        const QString schema
            = QStringLiteral("kt%1_%2_%3")
                  .arg(QCoreApplication::applicationPid())
                  .arg(m_schemas.size())
                  .arg(name.toLower().remove(QRegularExpression(QStringLiteral("[^a-z0-9]"))));
        // A test that restarted the server dropped this connection too.
        if (!Database::reachable(m_admin)) {
            m_admin.close();
            m_admin.open();
        }
        QSqlQuery create(m_admin);
        if (!create.exec(QStringLiteral("CREATE SCHEMA %1").arg(schema)))
            qWarning(
                "cannot create the schema %s: %s", qPrintable(schema), qPrintable(create.lastError().text()));
        m_schemas.append(schema);
        // Host, port, user and database come from the PG* variables, as for psql.
        m_locations.insert(name, QStringLiteral("postgresql:///?options=-csearch_path%3D") + schema);
        return m_locations.value(name);
    }

    /// Opens the database called `name`, emptied first, as `connection` (for a test's init()).
    QSqlDatabase openEmpty(const QString &name, const QString &connection, QString *error)
    {
        remove(name);
        return Database::open(location(name), connection, error);
    }

    /// Closes `connection` and empties the database called `name` (for a test's cleanup()).
    void closeAndRemove(const QString &name, const QString &connection)
    {
        Database::close(connection);
        remove(name);
    }

    /// Empties the database called `name` (its connections closed first).
    void remove(const QString &name)
    {
        if (!postgres()) {
            for (const char *suffix : {"", "-wal", "-shm"})
                QFile::remove(location(name) + QLatin1String(suffix));
            return;
        }
        const QString schema = location(name).section(QStringLiteral("%3D"), 1);
        QSqlQuery(m_admin).exec(QStringLiteral("DROP SCHEMA IF EXISTS %1 CASCADE").arg(schema));
        QSqlQuery(m_admin).exec(QStringLiteral("CREATE SCHEMA %1").arg(schema));
    }

private:
    QString adminConnection() const { return QStringLiteral("kindred-test-admin-%1").arg(quintptr(this)); }

    QTemporaryDir m_dir;
    QSqlDatabase m_admin;
    QStringList m_schemas;
    QHash<QString, QString> m_locations; // name -> PostgreSQL URI
    QString m_unavailable;
};

/// How many articles the engine's full-text search finds for `word`, through the same
/// condition the article list uses; -1 when the query fails.
inline int searchHits(const QSqlDatabase &db, const QString &word)
{
    const SqlDialect dialect(db);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM articles a WHERE ") + dialect.matchCondition());
    query.bindValue(QStringLiteral(":match"), dialect.matchExpression({word}, false));
    return query.exec() && query.next() ? query.value(0).toInt() : -1;
}

/// Leaves the stored articles as an older Kindred (or a crash between the articles' commit and
/// their stories') would have left them: without stories or events. False when a statement fails.
inline bool forgetStories(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("DELETE FROM events"))
        && query.exec(QStringLiteral("UPDATE articles SET story_id = NULL"))
        && query.exec(QStringLiteral("DELETE FROM stories"));
}

/// The rows of `sql` (a key, a name) as sets of names by key, each sorted: the stories or events
/// of a store by their articles' guids, equal for two stores that made the same whatever their ids.
inline QSet<QStringList> keyedSets(const QSqlDatabase &db, const QString &sql)
{
    QHash<qint64, QStringList> byKey;
    QSqlQuery query(db);
    if (!query.exec(sql))
        return {};
    while (query.next())
        byKey[query.value(0).toLongLong()].append(query.value(1).toString());
    QSet<QStringList> result;
    for (QStringList &members : byKey) {
        members.sort();
        result.insert(members);
    }
    return result;
}

/// Each article's duplicate group (the guid of the group's primary, "" for none) and fingerprint,
/// by guid: equal for two stores that made the same of one stream, whatever their ids.
struct GroupsByGuid
{
    QHash<QString, QString> groupOf;
    QHash<QString, qint64> fingerprints;
};

inline GroupsByGuid groupsByGuid(const QSqlDatabase &db)
{
    GroupsByGuid made;
    QSqlQuery query(db);
    query.exec(QStringLiteral("SELECT a.guid, COALESCE(p.guid, ''), a.simhash FROM articles a"
                              " LEFT JOIN duplicate_groups g ON g.id = a.group_id"
                              " LEFT JOIN articles p ON p.id = g.primary_id"));
    while (query.next()) {
        made.groupOf.insert(query.value(0).toString(), query.value(1).toString());
        made.fingerprints.insert(query.value(0).toString(), query.value(2).toLongLong());
    }
    return made;
}

// Makes a streaming standby of the throwaway server through tests/with-postgres.sh's failover
// command and returns the port it listens on, or 0 with the command's errors in `error`.
inline int startStandby(const QString &failover, QString *error)
{
    QProcess process;
    process.start(failover, {QStringLiteral("standby")});
    const bool finished = process.waitForFinished(120000);
    const int port = QString::fromUtf8(process.readAllStandardOutput()).trimmed().toInt();
    if (finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0 && port > 0)
        return port;
    *error = QStringLiteral("the standby did not start (%1): %2")
                 .arg(finished ? QStringLiteral("exit code %1").arg(process.exitCode())
                               : QStringLiteral("timed out"),
                     QString::fromUtf8(process.readAllStandardError()).trimmed());
    return 0;
}

} // namespace kindred::test

/// Skips the whole test (in initTestCase) when it runs for PostgreSQL and no server was started.
#define KINDRED_REQUIRE_DATABASE_SERVER()                                                                    \
    do {                                                                                                     \
        const kindred::test::TestDatabases probe;                                                            \
        KINDRED_REQUIRE_DATABASE(probe);                                                                     \
    } while (false)

/// Skips the test function (or the whole test, in initTestCase) when its engine has no server.
#define KINDRED_REQUIRE_DATABASE(databases)                                                                  \
    do {                                                                                                     \
        if (!(databases).unavailable().isEmpty())                                                            \
            QSKIP(qPrintable(QStringLiteral("no PostgreSQL server (run the test through "                    \
                                            "tests/with-postgres.sh): ")                                     \
                + (databases).unavailable()));                                                               \
    } while (false)
