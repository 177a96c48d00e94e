#include "CliSupport.h"
#include "Commands.h"
#include "engine/CrawlWorker.h"
#include "engine/DetectionSettings.h"
#include "engine/NetworkSettings.h"
#include "net/Fetcher.h"
#include "settings/Settings.h"
#include "storage/Database.h"
#include "storage/SqlDialect.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QHostInfo>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QThreadPool>
#include <QTimer>
#include <atomic>
#include <csignal>

namespace kindred::cli {

namespace {

std::atomic_int stopSignal {0};

extern "C" void onStopSignal(int signal)
{
    stopSignal.store(signal);
}

// One log line: what the worker did since the last line.
QString logLine(const CrawlCounts &now, const CrawlCounts &before, const CrawlWorker &worker)
{
    return QStringLiteral("%1 feeds fetched (%2 unchanged, %3 failed), %4 articles stored, %5 copies, %6 "
                          "errors; %7 claims held%8")
        .arg(now.fetched - before.fetched + now.unchanged - before.unchanged + now.failed - before.failed)
        .arg(now.unchanged - before.unchanged)
        .arg(now.failed - before.failed)
        .arg(now.articles - before.articles)
        .arg(now.copies - before.copies)
        .arg(now.errors - before.errors)
        .arg(worker.claimsHeld())
        .arg(worker.isPlacer() ? QStringLiteral("; places the stories") : QString());
}

void log(const QString &line)
{
    out() << QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) << ' ' << line << Qt::endl;
}

} // namespace

// kindred-cli serve --db URI [--threads N] [--once] [--name NAME] [--lease S] [--per-host N]
int runServe(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "serve: a headless crawler worker. Claims the store's feeds that are due, fetches them (conditional "
        "GET, backoff, Retry-After; at most --per-host fetches at once to one host over all workers), and "
        "stores their articles with pages, fingerprints and copies. Run any number, on any machines, against "
        "one PostgreSQL store: each feed is fetched once per interval by all of them together, and one of "
        "them (elected, taken over when it dies) places the stories and events. Logs one line a minute; "
        "SIGTERM or Ctrl+C stops it cleanly, giving its claims up."));
    parser.addOption(
        {QStringLiteral("db"), QStringLiteral("The store: a PostgreSQL URI, postgresql://user@host/dbname."),
            QStringLiteral("URI")});
    parser.addOption({QStringLiteral("threads"),
        QStringLiteral("Feeds fetched at once, and the threads that prepare articles (default 8)."),
        QStringLiteral("N"), QStringLiteral("8")});
    parser.addOption({QStringLiteral("once"),
        QStringLiteral("Fetch every due feed once, place the stories (left to the other workers while they "
                       "still fetch: the last to finish places them), and exit.")});
    parser.addOption({QStringLiteral("name"),
        QStringLiteral("This worker's name in the claims (default host:pid); a worker restarted under the "
                       "same name takes over what it left unfinished at once."),
        QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("lease"),
        QStringLiteral("Seconds a claim holds without renewal: a dead worker's feeds go to the others "
                       "after this long (default 60)."),
        QStringLiteral("SECONDS"), QStringLiteral("60")});
    parser.addOption({QStringLiteral("per-host"),
        QStringLiteral("Feed fetches at once to one host, over all workers (default 2)."),
        QStringLiteral("N"), QStringLiteral("2")});
    parser.addOption({QStringLiteral("log-every"), QStringLiteral("Seconds between log lines (default 60)."),
        QStringLiteral("SECONDS"), QStringLiteral("60")});
    parser.addOption({QStringLiteral("place-quiet"),
        QStringLiteral(
            "Seconds without arrivals after which the placer places a burst's stories (default 2; "
            "at least every 30 s while arrivals go on). Longer on a fleet whose feeds trickle in."),
        QStringLiteral("SECONDS"), QStringLiteral("2")});
    if (const int code = parseArguments(parser, arguments, 0); code >= 0)
        return code;
    const QString location = parser.value(QStringLiteral("db"));
    if (SqlDialect::engineOf(location) != SqlEngine::Postgres)
        return fail(
            QStringLiteral("--db postgresql://... is required: workers share a PostgreSQL store (on one "
                           "machine, the app or kindred-cli ingest refreshes an SQLite file)"));
    bool ok = true;
    const auto positive = [&](const QString &option) {
        bool valid = false;
        const int value = parser.value(option).toInt(&valid);
        if (!valid || value <= 0) {
            ok = false;
            fail(QStringLiteral("--%1 takes a positive number, not '%2'").arg(option, parser.value(option)));
        }
        return value;
    };
    const int threads = positive(QStringLiteral("threads"));
    const int lease = ok ? positive(QStringLiteral("lease")) : 0;
    const int perHost = ok ? positive(QStringLiteral("per-host")) : 0;
    const int logEvery = ok ? positive(QStringLiteral("log-every")) : 0;
    const int placeQuiet = ok ? positive(QStringLiteral("place-quiet")) : 0;
    if (!ok)
        return 1;

    const Settings settings;
    QNetworkAccessManager network;
    Fetcher fetcher(&network);
    applyNetworkSettings(settings, &fetcher);
    FetcherOptions fetching = fetcher.options();
    fetching.maxConnectionsTotal = std::max(fetching.maxConnectionsTotal, threads);
    fetcher.setOptions(fetching);
    QThreadPool::globalInstance()->setMaxThreadCount(std::max(threads, QThread::idealThreadCount()));

    CrawlOptions options;
    options.worker = parser.isSet(QStringLiteral("name"))
        ? parser.value(QStringLiteral("name"))
        : QStringLiteral("%1:%2").arg(QHostInfo::localHostName()).arg(QCoreApplication::applicationPid());
    options.fetchesAtOnce = threads;
    options.once = parser.isSet(QStringLiteral("once"));
    options.claims.lease = std::chrono::seconds(lease);
    options.placeQuiet = std::chrono::seconds(placeQuiet);
    options.placeAtLeastEvery = std::max(options.placeAtLeastEvery, options.placeQuiet);
    options.claims.perHost = perHost;
    options.claims.globalInterval
        = std::chrono::minutes(settings.intValue(Settings::Key::RefreshIntervalMinutes));

    CrawlWorker worker(location, ingestOptions(settings), options, &fetcher);
    QString error;
    if (!worker.start(&error))
        return fail(error);
    log(QStringLiteral("serving %1 as %2%3")
            .arg(Database::displayName(location), options.worker,
                options.once ? QStringLiteral(", once") : QString()));

    QEventLoop loop;
    QObject::connect(&worker, &CrawlWorker::finished, &loop, &QEventLoop::quit);
    QObject::connect(&worker, &CrawlWorker::problem, &loop, [](const QString &line) { log(line); });
    QObject::connect(&worker, &CrawlWorker::placingChanged, &loop, [](bool placing) {
        log(placing ? QStringLiteral("took the role of placing stories")
                    : QStringLiteral("lost the role of placing stories"));
    });
    CrawlCounts logged;
    QTimer logTimer;
    QObject::connect(&logTimer, &QTimer::timeout, &loop, [&] {
        log(logLine(worker.counts(), logged, worker));
        logged = worker.counts();
    });
    logTimer.start(std::chrono::seconds(logEvery));
    std::signal(SIGTERM, onStopSignal);
    std::signal(SIGINT, onStopSignal);
    QTimer signalCheck;
    QObject::connect(&signalCheck, &QTimer::timeout, &loop, [&] {
        if (const int signal = stopSignal.exchange(0); signal != 0) {
            log(QStringLiteral("stopping (signal %1): the running store ends, claims are given up")
                    .arg(signal));
            worker.stop();
        }
    });
    signalCheck.start(std::chrono::milliseconds(100));
    QElapsedTimer timer;
    timer.start();
    loop.exec();

    const CrawlCounts total = worker.counts();
    log(QStringLiteral("stopped: ") + logLine(total, CrawlCounts {}, worker));
    printJson(QJsonDocument(QJsonObject {
        {QStringLiteral("feeds"), total.fetched + total.unchanged + total.failed},
        {QStringLiteral("unchanged"), total.unchanged},
        {QStringLiteral("failed"), total.failed},
        {QStringLiteral("articles"), total.articles},
        {QStringLiteral("copies"), total.copies},
        {QStringLiteral("errors"), total.errors},
        {QStringLiteral("seconds"), timer.elapsed() / 1000.0},
    }));
    return 0;
}

} // namespace kindred::cli
