#include "CliSupport.h"
#include "Commands.h"
#include "engine/ArrivalNotice.h"
#include "feed/FeedParser.h"
#include "news/Ingestor.h"
#include "settings/Settings.h"
#include "storage/Database.h"

#include <QElapsedTimer>
#include <QJsonObject>

namespace kindred::cli {

namespace {

// Local feeds are handed to the ingest together, up to this many items (or
// Ingestor::MaxFeedsPerCall feeds) a call: one transaction, one save of the document frequencies
// and one placement of stories per 500 articles instead of per feed (2,000 small feeds were ten
// times slower one by one).
constexpr qsizetype kItemsPerCall = 5000;

// Ingests every source into `db`; returns the exit code. Everything that holds the connection
// (the Ingestor and its queries) lives in here, so that it is gone before the caller closes it.
int ingestSources(const QSqlDatabase &db, const QStringList &sources)
{
    const Settings settings;
    Ingestor ingestor(db, Ingestor::optionsFrom(settings));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QElapsedTimer timer;
    timer.start();
    ingestor.loadIndex(now);
    if (ingestor.deleteExpired(now) < 0)
        return fail(QStringLiteral("old articles could not be removed; nothing was stored"));
    ArrivalNotice notice(db); // the windows open on a PostgreSQL store show what each call stored

    IngestStats total;
    int failures = 0;
    QStringList pendingSources;
    QList<IncomingFeed> pending;
    qsizetype pendingItems = 0;
    const auto ingestPending = [&] {
        if (pending.isEmpty())
            return;
        const IngestStats stats = ingestor.ingest(pending, now);
        notice.send();
        for (const QString &e : stats.errors)
            err() << "kindred-cli: " << e << Qt::endl;
        failures += stats.errors.isEmpty() ? 0 : 1;
        for (qsizetype i = 0; i < pendingSources.size(); ++i) {
            const FeedIngestCounts &counts = stats.feeds.at(i);
            out() << pendingSources.at(i) << ": " << counts.articles << " new, " << counts.duplicates
                  << " duplicates, " << counts.skipped << " already stored\n";
        }
        total.articles += stats.articles;
        total.duplicates += stats.duplicates;
        pendingSources.clear();
        pending.clear();
        pendingItems = 0;
    };
    for (const QString &source : sources) {
        const Input input = readInput(source);
        if (!input.error.isEmpty()) {
            err() << "kindred-cli: " << input.error << Qt::endl;
            ++failures;
            continue;
        }
        const FeedParseResult parsed = parseFeed(input.bytes, QUrl(input.url), input.contentType);
        if (!parsed.ok()) {
            err() << "kindred-cli: " << source << ": " << parsed.error << Qt::endl;
            ++failures;
        }
        // The article pages of a web feed's new teasers give their full text (as in the app).
        if (input.fromNetwork) {
            ingestPending(); // in the order given
            const ArticlePages pages = fetchPages(ingestor.pagesWanted(input.url, parsed.feed));
            for (const QString &e : pages.errors)
                err() << "kindred-cli: article page " << e << Qt::endl;
            ingestor.setPageSource(
                [bodies = pages.bodies](const QString &link) { return bodies.value(link); });
        }
        pendingSources.append(source);
        pending.append({input.url, parsed.feed});
        pendingItems += parsed.feed.items.size();
        if (input.fromNetwork || pendingItems >= kItemsPerCall || pending.size() >= Ingestor::MaxFeedsPerCall)
            ingestPending();
        ingestor.setPageSource({});
    }
    ingestPending();
    printJson(QJsonDocument(QJsonObject {
        {QStringLiteral("articles"), total.articles},
        {QStringLiteral("duplicates"), total.duplicates},
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

    const QString connection = QStringLiteral("kindred-cli-ingest");
    int code = 0;
    {
        QString error;
        const QSqlDatabase db = Database::open(parser.value(QStringLiteral("db")), connection, &error);
        code = db.isValid() ? ingestSources(db, parser.positionalArguments()) : fail(error);
    }
    Database::close(connection); // no handle on it is left (Qt warns about those)
    return code;
}

} // namespace kindred::cli
