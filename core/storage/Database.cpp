#include "storage/Database.h"

#include "storage/Schema.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

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

int userVersion(QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    return -1;
}

bool migrate(QSqlDatabase &db, QString *error)
{
    const QList<QStringList> &steps = schemaSteps();
    const int current = userVersion(db);
    if (current < 0) {
        *error = QStringLiteral("cannot read the schema version: %1").arg(db.lastError().text());
        return false;
    }
    if (current > steps.size()) {
        *error
            = QStringLiteral("the database was written by a newer Kindred (schema %1, this build knows %2)")
                  .arg(current)
                  .arg(steps.size());
        return false;
    }
    for (int version = current + 1; version <= steps.size(); ++version) {
        if (!db.transaction()) {
            *error = db.lastError().text();
            return false;
        }
        QStringList statements = steps.at(version - 1);
        statements.append(QStringLiteral("PRAGMA user_version = %1").arg(version));
        for (const QString &sql : statements) {
            if (!exec(db, sql, error)) {
                db.rollback();
                *error = QStringLiteral("migration to schema %1 failed: %2").arg(version).arg(*error);
                return false;
            }
        }
        if (!db.commit()) {
            *error = db.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace

int Database::schemaVersion()
{
    return int(schemaSteps().size());
}

QSqlDatabase Database::open(const QString &path, const QString &connectionName, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (QSqlDatabase::contains(connectionName))
        return QSqlDatabase::database(connectionName);

    const QFileInfo info(path);
    if (!info.dir().exists() && !QDir().mkpath(info.absolutePath())) {
        *error = QStringLiteral("cannot create the folder %1").arg(info.absolutePath());
        return {};
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    if (!db.open()) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, db.lastError().text());
        db = {};
        QSqlDatabase::removeDatabase(connectionName);
        return {};
    }
    const bool ok = exec(db, QStringLiteral("PRAGMA journal_mode = WAL"), error)
        && exec(db, QStringLiteral("PRAGMA synchronous = NORMAL"), error)
        && exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), error) && migrate(db, error);
    if (!ok) {
        *error = QStringLiteral("%1: %2").arg(path, *error);
        db.close();
        db = {};
        QSqlDatabase::removeDatabase(connectionName);
        return {};
    }
    return db;
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
