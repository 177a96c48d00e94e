#include "CliSupport.h"
#include "Commands.h"
#include "engine/DetectionSettings.h"
#include "engine/IngestController.h"
#include "engine/NetworkSettings.h"
#include "engine/Session.h"
#include "net/Fetcher.h"
#include "settings/Settings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonObject>
#include <QNetworkAccessManager>

namespace kindred::cli {

namespace {

// Ingests every source into the store at `location` through the engine's Session, as the app
// does: its queue reads files and fetches URLs (with their teasers' article pages), stores many
// small feeds a run, places stories once the queue runs dry and tells the store's other windows.
// Prints one line per source in the order given, then the totals; returns the exit code.
int ingestSources(const QString &location, const QStringList &sources)
{
    const Settings settings;
    QNetworkAccessManager network;
    Fetcher fetcher(&network);
    applyNetworkSettings(settings, &fetcher);
    announceUpgrade(location);
    Session session(location, ingestOptions(settings), &fetcher);
    if (!session.databaseError().isEmpty())
        return fail(session.databaseError());
    IngestController &queue = session.ingest();
    queue.setRunSpacing(std::chrono::milliseconds(0)); // a batch, not a stream of refreshes

    QElapsedTimer timer;
    timer.start();
    QHash<QString, IngestStats> reports; // by the description the queue reports a source under
    QStringList descriptions; // of each source, in the order given
    QEventLoop loop;
    QObject::connect(&queue, &IngestController::sourceFinished, &loop,
        [&reports](
            const QString &description, const IngestStats &stats) { reports.insert(description, stats); });
    QObject::connect(&queue, &IngestController::busyChanged, &loop, [&loop](bool busy) {
        if (!busy)
            loop.quit();
    });
    QStringList files;
    for (const QString &source : sources) {
        const QUrl url(source);
        const QString scheme = url.scheme().toLower();
        if (scheme == QLatin1String("http") || scheme == QLatin1String("https")) {
            descriptions.append(url.toString());
            queue.addUrl(url); // fetched meanwhile; stored in the run after its answer
        } else {
            descriptions.append(source);
            files.append(source);
        }
    }
    queue.addFiles(files);
    if (queue.isBusy())
        loop.exec();

    IngestStats total;
    int failures = 0;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        const auto report = reports.constFind(descriptions.at(i));
        if (report == reports.cend()) {
            err() << "kindred-cli: " << sources.at(i) << ": no report from the ingest" << Qt::endl;
            ++failures;
            continue;
        }
        for (const QString &e : report->errors)
            err() << "kindred-cli: " << e << Qt::endl;
        failures += report->errors.isEmpty() ? 0 : 1;
        out() << sources.at(i) << ": " << report->articles << " new, " << report->duplicates
              << " duplicates, ";
        if (report->updated > 0) // items sent again changed
            out() << report->updated << " updated, ";
        out() << report->skipped << " already stored\n";
        total.articles += report->articles;
        total.duplicates += report->duplicates;
        total.updated += report->updated;
    }
    printJson(QJsonDocument(QJsonObject {
        {QStringLiteral("articles"), total.articles},
        {QStringLiteral("duplicates"), total.duplicates},
        {QStringLiteral("updated"), total.updated},
        {QStringLiteral("seconds"), timer.elapsed() / 1000.0},
    }));
    return failures == 0 ? 0 : 2;
}

} // namespace

int runIngest(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Ingest feeds (files or URLs) into a Kindred database."));
    parser.addOption({QStringLiteral("db"),
        QStringLiteral(
            "The database: a file (created if missing) or a PostgreSQL URI, postgresql://user@host/dbname."),
        QStringLiteral("PATH")});
    parser.addPositionalArgument(
        QStringLiteral("feeds"), QStringLiteral("Feed files or URLs."), QStringLiteral("FILE|URL..."));
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;
    if (!parser.isSet(QStringLiteral("db")))
        return fail(QStringLiteral("--db PATH|URI is required"));
    return ingestSources(parser.value(QStringLiteral("db")), parser.positionalArguments());
}

} // namespace kindred::cli
