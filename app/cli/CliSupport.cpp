#include "CliSupport.h"

#include "net/BoundedRead.h"
#include "net/Fetcher.h"
#include "settings/Settings.h"
#include "storage/Database.h"
#include "storage/SqlDialect.h"

#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QSaveFile>
#include <QUrl>
#include <algorithm>
#include <cstdio>

namespace kindred::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int fail(const QString &message)
{
    out().flush();
    err() << "kindred-cli: " << message << Qt::endl;
    return 1;
}

void announceUpgrade(const QString &location)
{
    if (const std::optional<Database::LongUpgrade> upgrade = Database::longUpgrade(location)) {
        err() << "kindred-cli: updating " << location << " for this version: the search index of its "
              << upgrade->articles << " articles is made again, once (about " << upgrade->seconds << " s)"
              << Qt::endl;
    }
}

int requireDatabase(const QString &path)
{
    if (path.isEmpty())
        return fail(QStringLiteral("--db PATH|URI is required"));
    // A server says itself whether the database is there when it is opened.
    if (SqlDialect::engineOf(path) == SqlEngine::Sqlite && !QFileInfo::exists(path))
        return fail(QStringLiteral("no database at %1").arg(path));
    announceUpgrade(path);
    return -1;
}

std::unique_ptr<Settings> settingsFrom(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("settings"))
        ? std::make_unique<Settings>(parser.value(QStringLiteral("settings")))
        : std::make_unique<Settings>();
}

int parseArguments(QCommandLineParser &parser, const QStringList &arguments, int minPositional)
{
    parser.addHelpOption();
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText();
        out().flush();
        return 0;
    }
    if (parser.positionalArguments().size() < minPositional)
        return fail(QStringLiteral("missing argument; see %1 --help").arg(arguments.value(0)));
    return -1;
}

namespace {

// The CLI is a one-shot program: waiting on a local loop for one answer is its main loop. It
// fetches through core's Fetcher, so the app's size caps, timeouts and redirect rules hold here too.
Input fetchUrl(const QUrl &url, FetchKind kind)
{
    Input input;
    input.url = url.toString();
    input.fromNetwork = true;
    QNetworkAccessManager network;
    Fetcher fetcher(&network);
    QEventLoop loop;
    FetchResult result;
    FetchRequest request;
    request.url = url;
    request.kind = kind;
    fetcher.fetch(request, &loop, [&](const FetchResult &answer) {
        result = answer;
        loop.quit();
    });
    loop.exec();
    if (!result.ok())
        input.error = QStringLiteral("%1: %2").arg(input.url, result.error);
    input.bytes = result.body;
    input.contentType = result.contentType.toUtf8();
    return input;
}

} // namespace

Input readInput(const QString &fileOrUrl, FetchKind kind)
{
    const QUrl url(fileOrUrl);
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
        return fetchUrl(url, kind);

    Input input;
    QFile file(fileOrUrl);
    input.url = QUrl::fromLocalFile(QFileInfo(fileOrUrl).absoluteFilePath()).toString();
    if (!file.open(QIODevice::ReadOnly)) {
        input.error = QStringLiteral("cannot read %1: %2").arg(fileOrUrl, file.errorString());
        return input;
    }
    const FetcherOptions caps;
    input.error
        = readBounded(file, kind == FetchKind::Page ? caps.maxPageBytes : caps.maxFeedBytes, &input.bytes);
    return input;
}

ArticlePages fetchPages(const QStringList &links)
{
    QNetworkAccessManager network;
    Fetcher fetcher(&network);
    PageCollector collector(&fetcher);
    QEventLoop loop;
    ArticlePages pages;
    QObject::connect(&collector, &PageCollector::finished, &loop,
        [&](PageCollector::BatchId, const ArticlePages &collected) {
            pages = collected;
            loop.quit();
        });
    collector.collect(links);
    loop.exec();
    return pages;
}

int writeOutput(const QString &path, const QByteArray &bytes)
{
    if (path.isEmpty()) {
        out() << QString::fromUtf8(bytes);
        out().flush();
        return 0;
    }
    QSaveFile file(path); // a failed write leaves an earlier file whole
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return 0;
}

void printJson(const QJsonDocument &document)
{
    out() << QString::fromUtf8(document.toJson(QJsonDocument::Compact)) << '\n';
    out().flush();
}

} // namespace kindred::cli
