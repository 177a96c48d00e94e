#include "CliSupport.h"
#include "Commands.h"
#include "engine/DetectionSettings.h"
#include "news/Regrouper.h"
#include "settings/Settings.h"
#include "storage/Database.h"

#include <QCommandLineParser>
#include <QJsonObject>

namespace kindred::cli {

int runRegroup(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Apply the detection settings to what is stored (what the settings dialog's OK does): the duplicate "
        "groups, stories and breaking events of the live window become what a fresh ingest under the "
        "settings would give. A reader's 'not a copy' holds. One transaction: stopped midway, nothing "
        "changes."));
    parser.addOptions({
        {QStringLiteral("db"),
            QStringLiteral("The database: a file or a PostgreSQL URI, postgresql://user@host/dbname."),
            QStringLiteral("PATH")},
        {QStringLiteral("settings"), QStringLiteral("Read the settings from this INI file."),
            QStringLiteral("FILE")},
        {QStringLiteral("progress"), QStringLiteral("Print how far it is on stderr.")},
        {QStringLiteral("json"), QStringLiteral("Print one JSON object.")},
    });
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;
    const QString path = parser.value(QStringLiteral("db"));
    if (const int code = requireDatabase(path); code >= 0)
        return code;
    const std::unique_ptr<Settings> settings = settingsFrom(parser);

    const QString connection = QStringLiteral("kindred-cli-regroup");
    QString error;
    QSqlDatabase db = Database::open(path, connection, &error);
    if (!db.isValid())
        return fail(error);
    static const char *const steps[] = {"grouping", "writing", "stories"};
    const bool showProgress = parser.isSet(QStringLiteral("progress"));
    const RegroupResult result = Regrouper(db, ingestOptions(*settings))
                                     .run(QDateTime::currentDateTimeUtc(),
                                         [&](Regrouper::Step step, qsizetype done, qsizetype total) {
                                             if (showProgress)
                                                 err() << steps[int(step)] << ' ' << done << '/' << total
                                                       << Qt::endl;
                                             return true;
                                         });
    db = {};
    Database::close(connection);
    if (!result.ok())
        return fail(QStringLiteral("regroup failed, nothing changed: %1").arg(result.error));
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(QJsonDocument(QJsonObject {{QStringLiteral("articles"), result.articles},
            {QStringLiteral("moved"), result.moved}, {QStringLiteral("groups"), result.groups},
            {QStringLiteral("copies"), result.copies}, {QStringLiteral("events"), result.events},
            {QStringLiteral("seconds"), result.seconds}}));
        return 0;
    }
    out() << "regrouped " << result.articles << " articles of the live window in " << result.seconds
          << " s: " << result.groups << " duplicate groups, " << result.copies << " copies, " << result.events
          << " breaking events; " << result.moved << " articles changed group\n";
    out().flush();
    return 0;
}

} // namespace kindred::cli
