#include "storage/Database.h"

#include "storage/Schema.h"
#include "storage/SearchTokenizer.h"
#include "storage/SqlDialect.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <algorithm>
#include <cmath>
#include <libpq-fe.h>
#include <limits>

namespace kindred {

namespace {

bool exec(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    *error = QStringLiteral("%1 (in: %2)").arg(query.lastError().text(), sql.left(80));
    return false;
}

bool execAll(QSqlDatabase &db, const QStringList &statements, QString *error)
{
    for (const QString &sql : statements) {
        if (!exec(db, sql, error))
            return false;
    }
    return true;
}

// The schema version of the store, read without a lock or a write; -1 when the store has none yet
// (a new PostgreSQL schema has no version table).
int readVersion(QSqlDatabase &db, const SqlDialect &dialect)
{
    QSqlQuery read(db);
    return read.exec(dialect.readSchemaVersion()) && read.next() ? read.value(0).toInt() : -1;
}

// Takes the schema from the version it is at to this build's, one step per transaction. On
// PostgreSQL many processes may open a new database at once: each step holds a lock that the
// others wait for, and reads the version again under it. A store that is up to date is only
// read (a team's reader may write nothing else than marks), and one that is not is upgraded by
// a role that may create in its schema, its owner: another gets an error that says so.
bool migrate(QSqlDatabase &db, QString *error)
{
    const SqlDialect dialect(db);
    const QList<QStringList> &steps = schemaSteps(dialect.engine());
    const int found = readVersion(db, dialect);
    if (found == steps.size())
        return true;
    if (dialect.isPostgres() && found < steps.size()) {
        QSqlQuery may(db);
        if (may.exec(QStringLiteral("SELECT has_schema_privilege(current_schema(), 'CREATE')")) && may.next()
            && !may.value(0).toBool()) {
            *error = QStringLiteral("the store is at schema version %1 and this Kindred needs %2; its owner "
                                    "upgrades it by opening it once")
                         .arg(qMax(found, 0))
                         .arg(steps.size());
            return false;
        }
    }
    for (;;) {
        if (!db.transaction()) {
            *error = db.lastError().text();
            return false;
        }
        const auto fail = [&db, error](const QString &why) {
            db.rollback();
            *error = why;
            return false;
        };
        if (!execAll(db, dialect.lockSchema(), error) || !execAll(db, dialect.prepareVersioning(), error))
            return fail(*error);
        QSqlQuery read(db);
        if (!read.exec(dialect.readSchemaVersion()) || !read.next())
            return fail(QStringLiteral("cannot read the schema version: %1").arg(read.lastError().text()));
        const int current = read.value(0).toInt();
        read.finish();
        if (current > steps.size()) {
            return fail(
                QStringLiteral("the database was written by a newer Kindred (schema %1, this build knows %2)")
                    .arg(current)
                    .arg(steps.size()));
        }
        if (current == steps.size())
            return db.commit() || fail(db.lastError().text());
        const int version = current + 1;
        if (!execAll(db, steps.at(version - 1) + dialect.writeSchemaVersion(version), error))
            return fail(QStringLiteral("migration to schema %1 failed: %2").arg(version).arg(*error));
        if (!db.commit())
            return fail(db.lastError().text());
    }
}

// Names a PostgreSQL connection after the process and its part of Kindred, as the server's
// pg_stat_activity shows it: "kindred[4711] kindred-similar-55d0..." (what a team's administrator
// sees holding a connection; a test ends one part's connection by it).
bool nameConnection(QSqlDatabase &db, const QString &connectionName, QString *error)
{
    QSqlQuery name(db);
    name.prepare(QStringLiteral("SELECT set_config('application_name', ?, false)"));
    name.addBindValue(QStringLiteral("kindred[%1] %2")
                          .arg(QCoreApplication::applicationPid())
                          .arg(connectionName)
                          .left(63));
    if (name.exec())
        return true;
    *error = name.lastError().text();
    return false;
}

// What every connection runs once open: the engine's session settings and, on a server, its name.
bool setUpSession(QSqlDatabase &db, QString *error)
{
    const SqlDialect dialect(db);
    return execAll(db, dialect.sessionSetup(), error)
        && (dialect.isPostgres() ? nameConnection(db, db.connectionName(), error)
                                 : registerSearchTokenizer(db, error));
}

// The arguments of a libpq connection string for `uri`, or an error. libpq itself reads the
// URI, so every form it knows works (several hosts, sslmode, service, target_session_attrs), and
// what the URI leaves out comes from the environment and ~/.pgpass as in psql.
QString postgresConnectOptions(const QString &uri, QString *error)
{
    char *parseError = nullptr;
    PQconninfoOption *options = PQconninfoParse(uri.toUtf8().constData(), &parseError);
    if (!options) {
        *error = parseError ? QString::fromUtf8(parseError).trimmed() : QStringLiteral("out of memory");
        PQfreemem(parseError);
        return {};
    }
    QStringList pairs;
    for (const PQconninfoOption *option = options; option->keyword; ++option) {
        if (!option->val)
            continue;
        QString value = QString::fromUtf8(option->val);
        value.replace(u'\\', QStringLiteral("\\\\"));
        value.replace(u'\'', QStringLiteral("\\'"));
        pairs.append(QStringLiteral("%1='%2'").arg(QString::fromUtf8(option->keyword), value));
    }
    PQconninfoFree(options);
    // Qt passes its options to libpq with ';' between them.
    return pairs.join(u';');
}

QSqlDatabase openPostgres(const QString &uri, const QString &connectionName, QString *error)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        *error = QStringLiteral("Qt's PostgreSQL driver is not installed (Debian: libqt6sql6-psql)");
        return {};
    }
    const QString options = postgresConnectOptions(uri, error);
    if (options.isEmpty() && !error->isEmpty())
        return {};
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
    db.setConnectOptions(options);
    if (!db.open())
        *error = db.lastError().text().trimmed();
    return db;
}

QSqlDatabase openSqlite(const QString &path, const QString &connectionName, QString *error)
{
    const QFileInfo info(path);
    if (!info.dir().exists() && !QDir().mkpath(info.absolutePath())) {
        *error = QStringLiteral("cannot create the folder %1").arg(info.absolutePath());
        return {};
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    if (!db.open())
        *error = db.lastError().text();
    return db;
}

// The schema version whose step reads every stored article's text again: 22 indexes them anew
// with Kindred's search tokenizer. Measured here: 10^6 short articles (1.6 GB) in 27 s, 102,400
// whole ones (470 MB) in 12.5 s; the slower of two rates is the estimate.
constexpr int kSearchIndexRebuilt = 22;
constexpr double kRebuiltArticlesPerSecond = 37000;
constexpr double kRebuiltBytesPerSecond = 35e6;
// An upgrade estimated shorter than this is not worth a word.
constexpr double kWorthTellingSeconds = 2.5;

} // namespace

std::optional<Database::LongUpgrade> Database::longUpgrade(const QString &location)
{
    if (SqlDialect::engineOf(location) != SqlEngine::Sqlite || !QFileInfo(location).isFile())
        return std::nullopt;
    const QString connection
        = QStringLiteral("kindred-upgrade-notice-%1").arg(quintptr(QThread::currentThreadId()));
    qint64 articles = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(location);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=1000"));
        if (db.open()) {
            const int version = readVersion(db, SqlDialect(db));
            QSqlQuery query(db);
            if (version > 0 && version < kSearchIndexRebuilt && kSearchIndexRebuilt <= schemaVersion()
                && query.exec(QStringLiteral("SELECT COUNT(*) FROM articles")) && query.next())
                articles = query.value(0).toLongLong();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    const double seconds = std::max(double(articles) / kRebuiltArticlesPerSecond,
        double(QFileInfo(location).size()) / kRebuiltBytesPerSecond);
    if (articles == 0 || seconds < kWorthTellingSeconds)
        return std::nullopt;
    return LongUpgrade {articles, int(std::ceil(seconds))};
}

int Database::schemaVersion()
{
    return int(schemaSteps(SqlEngine::Sqlite).size());
}

QSqlDatabase Database::open(const QString &location, const QString &connectionName, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (QSqlDatabase::contains(connectionName))
        return QSqlDatabase::database(connectionName);

    error->clear();
    const bool postgres = SqlDialect::engineOf(location) == SqlEngine::Postgres;
    QSqlDatabase db = postgres ? openPostgres(location, connectionName, error)
                               : openSqlite(location, connectionName, error);
    const bool ok = error->isEmpty() && db.isOpen() && setUpSession(db, error) && migrate(db, error);
    if (!ok) {
        *error = QStringLiteral("cannot open %1: %2").arg(displayName(location), *error);
        if (db.isOpen())
            db.close();
        db = {};
        QSqlDatabase::removeDatabase(connectionName);
        return {};
    }
    return db;
}

bool Database::reopen(QSqlDatabase &db, QString *error)
{
    db.close();
    if (!db.open()) {
        *error = db.lastError().text().trimmed();
        return false;
    }
    return setUpSession(db, error);
}

bool Database::reachable(const QSqlDatabase &db)
{
    return db.isOpen() && QSqlQuery(db).exec(QStringLiteral("SELECT 1"));
}

QString Database::writerLocation(const QString &location)
{
    if (SqlDialect::engineOf(location) != SqlEngine::Postgres)
        return location;
    const qsizetype question = location.indexOf(u'?');
    if (question < 0)
        return location;
    // The query's other parameters stay as written (percent-encoded options among them).
    QStringList parameters = location.mid(question + 1).split(u'&', Qt::SkipEmptyParts);
    const QLatin1String key("target_session_attrs=");
    const auto given = std::find_if(parameters.cbegin(), parameters.cend(),
        [&key](const QString &parameter) { return parameter.startsWith(key); });
    static const QStringList readsFromStandby {
        QStringLiteral("prefer-standby"), QStringLiteral("standby"), QStringLiteral("read-only")};
    if (given == parameters.cend() || !readsFromStandby.contains(given->mid(key.size())))
        return location; // the URI's own choice holds for writes too
    parameters.removeIf([&key](const QString &parameter) { return parameter.startsWith(key); });
    parameters.append(key + QLatin1String("read-write"));
    return location.left(question + 1) + parameters.join(u'&');
}

bool Database::awaitReplay(
    const QSqlDatabase &reader, const QSqlDatabase &writer, std::chrono::milliseconds timeout)
{
    if (SqlDialect::engineOf(reader) != SqlEngine::Postgres
        || reader.connectionName() == writer.connectionName())
        return true;
    QSqlQuery standby(reader);
    if (!standby.exec(QStringLiteral("SELECT pg_is_in_recovery()")) || !standby.next())
        return false;
    if (!standby.value(0).toBool())
        return true; // the reader is a primary: it has everything committed
    QSqlQuery written(writer);
    // Where WAL is inserted, not written: with synchronous_commit off a commit returns before
    // its record is written out (the standby gets it within the WAL writer's delay).
    if (!written.exec(QStringLiteral("SELECT CAST(pg_current_wal_insert_lsn() AS text)")) || !written.next())
        return false;
    const QString lsn = written.value(0).toString();
    QSqlQuery replayed(reader);
    replayed.prepare(QStringLiteral("SELECT pg_last_wal_replay_lsn() >= CAST(? AS pg_lsn)"));
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        replayed.addBindValue(lsn);
        if (!replayed.exec() || !replayed.next())
            return false;
        const bool caughtUp = replayed.value(0).toBool();
        replayed.finish();
        if (caughtUp)
            return true;
        if (std::chrono::steady_clock::now() >= deadline)
            return false;
        QThread::msleep(2);
    }
}

QString Database::displayName(const QString &location)
{
    if (SqlDialect::engineOf(location) != SqlEngine::Postgres)
        return location;
    // postgresql://user:secret@host/...: the password is never shown.
    const qsizetype authority = location.indexOf(QLatin1String("://")) + 3;
    const qsizetype at = location.indexOf(u'@', authority);
    const qsizetype slash = location.indexOf(u'/', authority);
    if (at < 0 || (slash >= 0 && slash < at))
        return location;
    const qsizetype colon = location.indexOf(u':', authority);
    if (colon < 0 || colon > at)
        return location;
    return location.left(colon + 1) + QStringLiteral("***") + location.mid(at);
}

void Database::close(const QString &connectionName)
{
    {
        QSqlDatabase db = QSqlDatabase::database(connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
}

} // namespace kindred
