#include "CliSupport.h"
#include "Commands.h"
#include "feed/FeedUrl.h"
#include "news/FeedFinder.h"
#include "news/SubscriptionOpml.h"
#include "storage/Database.h"
#include "storage/SubscriptionStore.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <memory>

namespace kindred::cli {

namespace {

const QString dbOption = QStringLiteral("db");

// The --db connection of a subscription command, closed when it goes.
class SubscriptionDb final
{
public:
    SubscriptionDb() = default;
    Q_DISABLE_COPY_MOVE(SubscriptionDb)
    ~SubscriptionDb()
    {
        m_store.reset();
        if (m_db.isValid()) {
            m_db = {};
            Database::close(connection());
        }
    }

    // Returns an exit code >= 0 when it cannot go on. Reading commands want the file to exist.
    int open(const QCommandLineParser &parser, bool create)
    {
        const QString path = parser.value(dbOption);
        if (!create) {
            if (const int code = requireDatabase(path); code >= 0)
                return code;
        } else if (path.isEmpty()) {
            return fail(QStringLiteral("--db PATH|URI is required"));
        }
        QString error;
        m_db = Database::open(path, connection(), &error);
        if (!m_db.isValid())
            return fail(error);
        m_store = std::make_unique<SubscriptionStore>(m_db);
        return -1;
    }

    SubscriptionStore &store() { return *m_store; }

private:
    static QString connection() { return QStringLiteral("kindred-cli-subscriptions"); }

    QSqlDatabase m_db;
    std::unique_ptr<SubscriptionStore> m_store;
};

void addDbOption(QCommandLineParser &parser, const QString &what)
{
    parser.addOption({dbOption, what, QStringLiteral("PATH")});
}

// Searches every address at once through core's FeedFinder. The CLI is a one-shot program: its
// local loop is its main loop, as in readInput().
QHash<QString, FeedSearchResult> findFeeds(const QStringList &addresses)
{
    QHash<QString, FeedSearchResult> results;
    if (addresses.isEmpty())
        return results;
    QNetworkAccessManager network;
    Fetcher fetcher(&network);
    FeedFinder finder(&fetcher);
    QHash<FeedFinder::SearchId, QString> searches;
    QEventLoop loop;
    QObject::connect(
        &finder, &FeedFinder::finished, &loop, [&](FeedFinder::SearchId id, const FeedSearchResult &result) {
            results.insert(searches.take(id), result);
            if (searches.isEmpty())
                loop.quit();
        });
    for (const QString &address : addresses)
        searches.insert(finder.find(QUrl(address)), address);
    loop.exec();
    return results;
}

// A local feed file is subscribed by its file:// URL, as ingest stores it.
std::optional<FoundFeed> readFeedFile(const QString &path, QString *error)
{
    if (path.trimmed().isEmpty()) {
        *error = QStringLiteral("an empty argument is neither a file nor a web address");
        return std::nullopt;
    }
    const Input input = readInput(path);
    if (!input.error.isEmpty()) {
        *error = input.error;
        return std::nullopt;
    }
    QString why;
    std::optional<FoundFeed> feed = recognizeFeed(input.bytes, QUrl(input.url), {}, &why);
    if (!feed)
        *error = QStringLiteral("%1: %2").arg(path, why.isEmpty() ? QStringLiteral("not a feed") : why);
    return feed;
}

QString describe(const QString &title, const QString &url, const QStringList &folder)
{
    QString line
        = title.isEmpty() ? QStringLiteral("<%1>").arg(url) : QStringLiteral("%1 <%2>").arg(title, url);
    if (!folder.isEmpty())
        line += QStringLiteral(" in ") + joinFolderPath(folder);
    return line;
}

int runOpmlImport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Subscribe to the feeds of an OPML file, in its folders. Feeds already subscribed are skipped;\n"
        "what cannot be read is listed on stderr. Exits 0 when anything could be read."));
    addDbOption(parser,
        QStringLiteral(
            "The database: a file (created if missing) or a PostgreSQL URI, postgresql://user@host/dbname."));
    parser.addPositionalArgument(
        QStringLiteral("file"), QStringLiteral("An OPML file or URL."), QStringLiteral("FILE"));
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;
    const QString source = parser.positionalArguments().constFirst();
    const Input input = readInput(source);
    if (!input.error.isEmpty())
        return fail(input.error);
    SubscriptionDb db;
    if (const int code = db.open(parser, true); code >= 0)
        return code;

    const OpmlImportReport report = importOpml(db.store(), input.bytes);
    if (!report.databaseError.isEmpty())
        return fail(QStringLiteral("%1: nothing was imported: %2").arg(source, report.databaseError));
    if (!report.readable)
        return fail(QStringLiteral("%1 could not be read as OPML: %2").arg(source, report.problems.value(0)));
    out() << report.added << " added, " << report.skipped() << " skipped (" << report.alreadySubscribed
          << " already subscribed, " << report.duplicatesInFile << " listed twice)\n";
    out().flush();
    for (const QString &problem : report.problems)
        err() << "kindred-cli: " << source << ": " << problem << Qt::endl;
    return 0;
}

int runOpmlExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Write every subscription as an OPML 2.0 file, folders as nested outlines."));
    addDbOption(
        parser, QStringLiteral("The database: a file or a PostgreSQL URI, postgresql://user@host/dbname."));
    parser.addOption(
        {QStringLiteral("out"), QStringLiteral("Write to FILE instead of stdout."), QStringLiteral("FILE")});
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;
    SubscriptionDb db;
    if (const int code = db.open(parser, false); code >= 0)
        return code;
    QString error;
    const QByteArray opml = exportOpml(db.store(), &error);
    if (!error.isEmpty())
        return fail(error);
    return writeOutput(parser.value(QStringLiteral("out")), opml);
}

// kindred-cli feeds --move FEED --to PATH: the one feed whose id, address or title is `which`.
int moveFeed(SubscriptionStore &store, const QList<Subscription> &subscriptions, const QString &which,
    const QStringList &folder)
{
    const QString address = feedUrlKey(which);
    QList<Subscription> matches;
    for (const Subscription &s : subscriptions) {
        if (QString::number(s.id) == which || feedUrlKey(s.url) == address
            || s.title.compare(which, Qt::CaseInsensitive) == 0)
            matches.append(s);
    }
    if (matches.isEmpty())
        return fail(QStringLiteral("no feed is '%1' (give its id, address or title; see kindred-cli feeds)")
                        .arg(which));
    if (matches.size() > 1)
        return fail(QStringLiteral("%1 feeds are '%2'; give the id of one (see kindred-cli feeds --json)")
                        .arg(matches.size())
                        .arg(which));
    const Subscription &feed = matches.first();
    if (!store.moveToFolder(feed.id, folder))
        return fail(store.lastError());
    out() << "moved: " << describe(feed.title, feed.url, folder)
          << (folder.isEmpty() ? " to the top level" : "") << '\n';
    out().flush();
    return 0;
}

} // namespace

int runSubscribe(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Subscribe to feeds. A web address may be a feed or a page: the feed the page announces is\n"
        "found (or the first of the usual places that holds one). A file must be a feed."));
    addDbOption(parser,
        QStringLiteral(
            "The database: a file (created if missing) or a PostgreSQL URI, postgresql://user@host/dbname."));
    parser.addOption({QStringLiteral("folder"), QStringLiteral("Put the feeds in this folder (nested: A/B)."),
        QStringLiteral("PATH")});
    parser.addOption(
        {QStringLiteral("all"), QStringLiteral("Subscribe to every feed a page announces, not the first.")});
    parser.addPositionalArgument(QStringLiteral("sources"), QStringLiteral("Web addresses or feed files."),
        QStringLiteral("URL|FILE..."));
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;
    SubscriptionDb db;
    if (const int code = db.open(parser, true); code >= 0)
        return code;
    const QStringList folder = splitFolderPath(parser.value(QStringLiteral("folder")));
    const bool all = parser.isSet(QStringLiteral("all"));

    // Files are read here; everything else is an address to search ("news.example" too).
    QHash<QString, QString> addresses; // source -> URL
    for (const QString &source : parser.positionalArguments()) {
        const QUrl url = QUrl::fromUserInput(source);
        if (!QFileInfo::exists(source) && url.isValid() && !url.isLocalFile())
            addresses.insert(source, url.toString());
    }
    const QHash<QString, FeedSearchResult> searches = findFeeds(addresses.values());

    int failures = 0;
    for (const QString &source : parser.positionalArguments()) {
        QList<FoundFeed> found;
        QString error;
        if (addresses.contains(source)) {
            const FeedSearchResult search = searches.value(addresses.value(source));
            found = all ? search.feeds : search.feeds.mid(0, 1);
            error = search.error;
        } else if (const std::optional<FoundFeed> feed = readFeedFile(source, &error)) {
            found.append(*feed);
        }
        if (found.isEmpty()) {
            err() << "kindred-cli: " << (error.isEmpty() ? source : error) << Qt::endl;
            ++failures;
            continue;
        }
        for (const FoundFeed &feed : std::as_const(found)) {
            const QString url = feed.url.toString();
            const SubscribeResult result = db.store().subscribe({url, feed.title, feed.siteLink, folder});
            if (!result.error.isEmpty()) {
                err() << "kindred-cli: " << source << ": " << result.error << Qt::endl;
                ++failures;
                continue;
            }
            out() << (result.added ? "added: " : "already subscribed: ")
                  << describe(feed.title, url, result.added ? folder : QStringList()) << '\n';
        }
    }
    out().flush();
    return failures == 0 ? 0 : 2;
}

int runOpml(const QStringList &arguments)
{
    const QString what = arguments.value(1);
    if (what == QLatin1String("import") || what == QLatin1String("export")) {
        QStringList rest = arguments.mid(1);
        rest[0] = arguments[0] + QLatin1Char(' ') + what;
        return what == QLatin1String("import") ? runOpmlImport(rest) : runOpmlExport(rest);
    }
    if (what == QLatin1String("--help") || what == QLatin1String("-h")) {
        out() << "Usage: kindred-cli opml <import|export> --db PATH [options]\n\n"
                 "  import FILE     subscribe to the feeds of an OPML file\n"
                 "  export          write the subscriptions as OPML (--out FILE, else stdout)\n";
        out().flush();
        return 0;
    }
    return fail(QStringLiteral("unknown opml command '%1'; one of import, export").arg(what));
}

int runFeeds(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "List the subscriptions: folder, title, address, articles stored and the last error."));
    addDbOption(
        parser, QStringLiteral("The database: a file or a PostgreSQL URI, postgresql://user@host/dbname."));
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON document.")});
    parser.addOption({QStringLiteral("move"),
        QStringLiteral("Move this feed (its id, address or title) to the folder given by --to."),
        QStringLiteral("FEED")});
    parser.addOption({QStringLiteral("to"),
        QStringLiteral(
            "The folder --move puts the feed in (nested: A/B; created as needed; \"\" = top level)."),
        QStringLiteral("PATH")});
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;
    if (parser.isSet(QStringLiteral("move")) != parser.isSet(QStringLiteral("to")))
        return fail(QStringLiteral("--move and --to go together"));
    SubscriptionDb db;
    if (const int code = db.open(parser, false); code >= 0)
        return code;
    const QList<Subscription> subscriptions = db.store().subscriptions();
    if (!db.store().lastError().isEmpty())
        return fail(db.store().lastError());
    if (parser.isSet(QStringLiteral("move")))
        return moveFeed(db.store(), subscriptions, parser.value(QStringLiteral("move")),
            splitFolderPath(parser.value(QStringLiteral("to"))));
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const Subscription &s : subscriptions) {
            array.append(QJsonObject {{QStringLiteral("id"), s.id}, {QStringLiteral("url"), s.url},
                {QStringLiteral("title"), s.title}, {QStringLiteral("site_link"), s.siteLink},
                {QStringLiteral("folder"), QJsonArray::fromStringList(s.folder)},
                {QStringLiteral("articles"), s.articleCount}, {QStringLiteral("last_error"), s.lastError},
                {QStringLiteral("last_fetch"),
                    s.lastFetched.isValid() ? QJsonValue(s.lastFetched.toUTC().toString(Qt::ISODate))
                                            : QJsonValue(QJsonValue::Null)},
                {QStringLiteral("failures"), s.failures},
                {QStringLiteral("refresh_minutes"), s.refreshMinutes}});
        }
        printJson(QJsonDocument(array));
        return 0;
    }
    for (const Subscription &s : subscriptions) {
        out() << (s.folder.isEmpty() ? QStringLiteral("-") : joinFolderPath(s.folder)) << '\t'
              << (s.title.isEmpty() ? QStringLiteral("-") : s.title) << '\t' << s.url << '\t'
              << s.articleCount << " articles";
        if (!s.lastError.isEmpty())
            out() << "\terror: " << s.lastError;
        out() << '\n';
    }
    out().flush();
    return 0;
}

} // namespace kindred::cli
