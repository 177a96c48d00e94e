#include "CliSupport.h"
#include "Commands.h"
#include "storage/Database.h"
#include "storage/TeamSetup.h"

#include <QCommandLineParser>

namespace kindred::cli {

// kindred-cli team init --db URI [--member NAME]... [--reader NAME]...
// Run by the store's owner (a role that may create roles, e.g. the server's postgres): creates or
// upgrades the schema, the two group roles and their grants, the people named, and prints the
// line each person starts Kindred with.
int runTeam(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "team init: prepares a PostgreSQL store for several people. Creates (or upgrades) the schema, "
        "the roles <database>_member (reads, subscribes, ingests) and <database>_reader (reads and keeps "
        "marks), and a login role for each person named. Each person's read, starred and seen marks "
        "are private (row-level security); feeds, articles, groups, stories and events are shared. Run it "
        "as the store's owner, a role that may create roles; run it again to add people."));
    parser.addPositionalArgument(QStringLiteral("init"), QStringLiteral("the one action"));
    parser.addOption(
        {QStringLiteral("db"), QStringLiteral("The store: a PostgreSQL URI."), QStringLiteral("URI")});
    parser.addOption({QStringLiteral("member"), QStringLiteral("A person who reads and writes (repeatable)."),
        QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("reader"),
        QStringLiteral("A person who reads and keeps marks only (repeatable)."), QStringLiteral("NAME")});
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;
    if (parser.positionalArguments().constFirst() != QLatin1String("init"))
        return fail(
            QStringLiteral("unknown action %1 (team init)").arg(parser.positionalArguments().constFirst()));
    const QString location = parser.value(QStringLiteral("db"));
    if (!location.startsWith(QLatin1String("postgres")))
        return fail(QStringLiteral("--db postgresql://... is required: a team shares a PostgreSQL store"));

    QString error;
    const QString connection = QStringLiteral("kindred-cli-team");
    int code = 0;
    {
        QSqlDatabase db = Database::open(location, connection, &error);
        if (!db.isValid())
            return fail(error);
        TeamSetup team(db);
        bool ok = team.grantGroups();
        QList<std::pair<QString, TeamSetup::Access>> people;
        for (const QString &name : parser.values(QStringLiteral("member")))
            people.append({name, TeamSetup::Access::Member});
        for (const QString &name : parser.values(QStringLiteral("reader")))
            people.append({name, TeamSetup::Access::Reader});
        for (qsizetype i = 0; ok && i < people.size(); ++i)
            ok = team.addPerson(people.at(i).first, people.at(i).second);
        if (!ok) {
            code = fail(team.lastError());
        } else {
            out() << "Roles: " << team.groupRole(TeamSetup::Access::Member) << " (read and write), "
                  << team.groupRole(TeamSetup::Access::Reader) << " (read, own marks)\n";
            for (const auto &[name, access] : std::as_const(people)) {
                out() << (access == TeamSetup::Access::Member ? "member " : "reader ") << name
                      << ": kindred --db " << TeamSetup::personLocation(location, name) << '\n';
            }
            if (!people.isEmpty())
                out() << "Roles have no password: let pg_hba.conf decide how people sign in (peer, cert, "
                         "or ALTER ROLE name PASSWORD with scram-sha-256 and ~/.pgpass).\n";
        }
    }
    Database::close(connection);
    return code;
}

} // namespace kindred::cli
