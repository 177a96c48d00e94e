#include "CliSupport.h"
#include "Commands.h"
#include "engine/DetectionSettings.h"
#include "news/DemoCorpus.h"
#include "settings/Settings.h"
#include "storage/Database.h"
#include "storage/Reports.h"

#include <QTemporaryDir>

namespace kindred::cli {

namespace {

// Ingests the demo into `path` and prints what it found. Every handle on the connection lives
// in here, so the caller can close it afterwards.
int showDemo(const QString &path, const QString &connection, bool keep)
{
    QString error;
    const QSqlDatabase db = Database::open(path, connection, &error);
    if (!db.isValid())
        return fail(error);

    const Settings settings;
    Ingestor ingestor(db, ingestOptions(settings));
    const IngestStats stats = DemoCorpus::ingest(ingestor, QDateTime::currentDateTimeUtc());
    for (const QString &e : stats.errors)
        err() << "kindred-cli: " << e << Qt::endl;

    const QList<DuplicateGroup> groups = Reports(db).duplicateGroups();
    out() << "Kindred demo: " << DemoCorpus::feedFiles().size() << " feeds, " << stats.articles
          << " articles, " << stats.duplicates << " duplicates in " << groups.size() << " groups ("
          << QString::number(stats.seconds * 1000, 'f', 0) << " ms)\n\n";
    for (const DuplicateGroup &group : groups) {
        out() << "* " << group.members.value(0).title << "  [" << group.size << " copies]\n";
        for (const ArticleRecord &member : group.members.mid(1))
            out() << "    d=" << member.distance << "  " << member.feedTitle << ": " << member.title << '\n';
    }
    if (keep)
        out() << "\nDatabase kept at " << path << " (try: kindred-cli events --db " << path << ")\n";
    out().flush();
    return stats.errors.isEmpty() ? 0 : 2;
}

} // namespace

int runDemo(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Ingest the built-in demo corpus (seven fictional "
                       "outlets, two days of news) and show the duplicate "
                       "groups Kindred finds. Needs no network and no display."));
    parser.addOption({QStringLiteral("db"),
        QStringLiteral("Keep the database at PATH (default: a temporary file)."), QStringLiteral("PATH")});
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;

    QTemporaryDir temporary;
    const bool keep = parser.isSet(QStringLiteral("db"));
    const QString path
        = keep ? parser.value(QStringLiteral("db")) : temporary.filePath(QStringLiteral("demo.sqlite"));
    const QString connection = QStringLiteral("kindred-cli-demo");
    const int code = showDemo(path, connection, keep);
    Database::close(connection);
    return code;
}

} // namespace kindred::cli
