#include "storage/TeamSetup.h"

#include "storage/SqlDialect.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>
#include <libpq-fe.h>

namespace kindred {

namespace {

// The tables each person keeps rows of their own in (row-level security on `person`).
const QLatin1String personalTables("marks, feed_reads, events_seen, rules, rule_progress");

QString scalar(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0).toString() : QString();
}

} // namespace

TeamSetup::TeamSetup(QSqlDatabase db)
    : m_db(std::move(db))
    , m_database(scalar(m_db, QStringLiteral("SELECT current_database()")))
    , m_schema(scalar(m_db, QStringLiteral("SELECT current_schema()")))
{ }

QString TeamSetup::groupRole(Access access) const
{
    return m_database + (access == Access::Member ? QStringLiteral("_member") : QStringLiteral("_reader"));
}

QString TeamSetup::identifier(const QString &name) const
{
    return m_db.driver()->escapeIdentifier(name, QSqlDriver::TableName);
}

bool TeamSetup::run(const QStringList &statements)
{
    for (const QString &sql : statements) {
        QSqlQuery query(m_db);
        if (!query.exec(sql)) {
            m_lastError
                = QStringLiteral("%1 (in: %2)").arg(query.lastError().text().trimmed(), sql.left(100));
            return false;
        }
    }
    return true;
}

bool TeamSetup::roleExists(const QString &role)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
    query.addBindValue(role);
    return query.exec() && query.next();
}

bool TeamSetup::grantGroups()
{
    if (SqlDialect::engineOf(m_db) != SqlEngine::Postgres) {
        m_lastError = QStringLiteral("a team shares a PostgreSQL store; an SQLite file has one person");
        return false;
    }
    if (m_schema.isEmpty()) {
        m_lastError = QStringLiteral("the connection has no current schema");
        return false;
    }
    const QString reader = identifier(groupRole(Access::Reader));
    const QString member = identifier(groupRole(Access::Member));
    const QString schema = identifier(m_schema);
    QStringList statements;
    for (const Access access : {Access::Reader, Access::Member}) {
        if (!roleExists(groupRole(access)))
            statements.append(QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(identifier(groupRole(access))));
    }
    statements += {
        QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2, %3").arg(schema, reader, member),
        // A reader reads all and writes only the rows of its own marks.
        QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO %2").arg(schema, reader),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON %1 TO %2").arg(personalTables, reader),
        QStringLiteral("ALTER DEFAULT PRIVILEGES IN SCHEMA %1 GRANT SELECT ON TABLES TO %2")
            .arg(schema, reader),
        // A member writes the shared tables too (not the schema: its owner upgrades it).
        QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %1 TO %2")
            .arg(schema, member),
        QStringLiteral("GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %1 TO %2").arg(schema, member),
        QStringLiteral(
            "ALTER DEFAULT PRIVILEGES IN SCHEMA %1 GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %2")
            .arg(schema, member),
        QStringLiteral("ALTER DEFAULT PRIVILEGES IN SCHEMA %1 GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO %2")
            .arg(schema, member),
    };
    return run(statements);
}

bool TeamSetup::addPerson(const QString &name, Access access)
{
    if (name.isEmpty() || name == groupRole(Access::Member) || name == groupRole(Access::Reader)) {
        m_lastError = QStringLiteral("\"%1\" cannot be a person's role").arg(name);
        return false;
    }
    const Access other = access == Access::Member ? Access::Reader : Access::Member;
    QStringList statements;
    if (!roleExists(name))
        statements.append(QStringLiteral("CREATE ROLE %1 LOGIN").arg(identifier(name)));
    statements.append(QStringLiteral("GRANT %1 TO %2").arg(identifier(groupRole(access)), identifier(name)));
    QSqlQuery member(m_db);
    member.prepare(
        QStringLiteral("SELECT 1 FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid"
                       " JOIN pg_roles p ON p.oid = m.member WHERE g.rolname = ? AND p.rolname = ?"));
    member.addBindValue(groupRole(other));
    member.addBindValue(name);
    if (member.exec() && member.next())
        statements.append(
            QStringLiteral("REVOKE %1 FROM %2").arg(identifier(groupRole(other)), identifier(name)));
    return run(statements);
}

QString TeamSetup::personLocation(const QString &ownerLocation, const QString &person)
{
    char *parseError = nullptr;
    PQconninfoOption *options = PQconninfoParse(ownerLocation.toUtf8().constData(), &parseError);
    PQfreemem(parseError);
    if (!options)
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(person);
    url.setPath(QStringLiteral("/"));
    QUrlQuery query;
    for (const PQconninfoOption *option = options; option->keyword; ++option) {
        if (!option->val)
            continue;
        const QString keyword = QString::fromUtf8(option->keyword);
        const QString value = QString::fromUtf8(option->val);
        if (keyword == QLatin1String("dbname"))
            url.setPath(u'/' + value);
        else if (keyword == QLatin1String("host") && !value.startsWith(u'/') && !value.contains(u','))
            url.setHost(value);
        else if (keyword == QLatin1String("port") && !value.contains(u',') && !url.host().isEmpty())
            url.setPort(value.toInt());
        else if (keyword != QLatin1String("user") && keyword != QLatin1String("password")
            && keyword != QLatin1String("passfile"))
            query.addQueryItem(keyword, QString::fromUtf8(QUrl::toPercentEncoding(value)));
    }
    PQconninfoFree(options);
    url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

bool TeamSetup::maySubscribe(const QSqlDatabase &db)
{
    if (SqlDialect::engineOf(db) != SqlEngine::Postgres)
        return true;
    return scalar(db, QStringLiteral("SELECT has_table_privilege('feeds', 'INSERT')"))
        == QLatin1String("true");
}

} // namespace kindred
