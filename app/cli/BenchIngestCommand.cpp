#include "BenchSupport.h"
#include "CliSupport.h"
#include "Commands.h"
#include "SyntheticNews.h"
#include "fingerprint/Fingerprinter.h"
#include "news/Ingestor.h"
#include "news/PlainText.h"
#include "storage/Database.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QXmlStreamWriter>
#include <algorithm>
#include <cmath>
#include <ctime>

namespace kindred::cli {

namespace {

// The resident size of this process now, from /proc (0 where there is none).
qint64 residentMegabytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() / 1024;
    }
    return 0;
}

// Processor time of this process: on a shared machine it tells the work apart from the waiting.
double cpuSeconds()
{
    return double(std::clock()) / CLOCKS_PER_SEC;
}

QString htmlParagraphs(const QStringList &paragraphs)
{
    QString html;
    for (const QString &paragraph : paragraphs)
        html += QStringLiteral("<p>") + paragraph.toHtmlEscaped() + QStringLiteral("</p>\n");
    return html;
}

struct PlannedFeeds
{
    QList<Feed> feeds;
    int copies = 0; // items that are another outlet's copy of an earlier story
};

// Feed sizes of a day of many small publishers: 1 to 60 items, Zipf-distributed (a size of k
// with odds k^-1.8: a mean of 3.5 items, most feeds one or two), as a real stream of 6,366
// headlines from 1,921 publishers was.
int zipfFeedSize(SyntheticNews &news)
{
    constexpr int kLargest = 60;
    static const std::vector<double> cumulative = [] {
        std::vector<double> c;
        double sum = 0;
        for (int k = 1; k <= kLargest; ++k)
            c.push_back(sum += std::pow(double(k), -1.8));
        return c;
    }();
    const double draw = double(news.random() % 1'000'000) / 1e6 * cumulative.back();
    return int(std::upper_bound(cumulative.begin(), cumulative.end(), draw) - cumulative.begin()) + 1;
}

// What planFeeds() writes besides the feeds' sizes.
struct StreamShape
{
    int days = 3; // published over the days before the end
    bool bursts = false; // now and then a story breaks in many outlets within a minute
    bool fullText = false; // every item carries its story's whole text
};

// n items in feeds of `perFeed` (Zipf-sized when 0: then each item is a headline and a lead of
// one or two sentences), published over the `shape.days` before `end`. A
// fifth are syndicated copies of one of the last 200 stories. Every fourth feed of fixed size
// carries the full text (content, as many Atom feeds do), every item with `shape.fullText`; the
// others a lead of ~400 characters.
PlannedFeeds planFeeds(SyntheticNews &news, qsizetype n, int perFeed, const QDateTime &end, StreamShape shape)
{
    PlannedFeeds plan;
    QList<SyntheticNews::Story> recent;
    // A breaking story: `left` more reports, published within a minute of `at`.
    struct Burst
    {
        SyntheticNews::Story story;
        QDateTime at;
        int left = 0;
    };
    QList<Burst> breaking;
    const qint64 spanMs = qint64(shape.days) * 24 * 3600 * 1000;
    qsizetype feedEnd = 0; // the first item of the next feed
    for (qsizetype i = 0; i < n; ++i) {
        const int feedIndex = int(plan.feeds.size()) - (i < feedEnd ? 1 : 0);
        if (i == feedEnd) {
            feedEnd += perFeed > 0 ? perFeed : zipfFeedSize(news);
            Feed feed;
            feed.format = FeedFormat::Rss20;
            feed.title = QStringLiteral("Outlet %1").arg(feedIndex + 1);
            feed.link = QStringLiteral("https://outlet-%1.example/").arg(feedIndex + 1);
            plan.feeds.append(feed);
        }
        const QDateTime evenly = end.addMSecs(-spanMs + spanMs * i / qMax<qsizetype>(1, n));
        QDateTime published = evenly;
        SyntheticNews::Story story;
        if (!breaking.isEmpty() && news.random() % 4 != 0) {
            // Three items in four go to the story breaking now: a third wire copies, the rest
            // the outlets' own reports.
            Burst &burst = breaking.first();
            const bool copy = news.random() % 3 == 0;
            story = copy ? news.syndicated(burst.story) : news.report(burst.story);
            plan.copies += copy ? 1 : 0;
            published = burst.at.addSecs(qint64(news.random() % 60));
            if (--burst.left == 0)
                breaking.removeFirst();
        } else if (!recent.isEmpty() && news.random() % 5 == 0) {
            story = news.syndicated(recent.at(qsizetype(news.random() % quint64(recent.size()))));
            ++plan.copies;
        } else {
            story = news.nextStory();
            recent.append(story);
            if (recent.size() > 200)
                recent.removeFirst();
            // One story in sixty breaks: 8 to 248 more reports (most a few dozen) in a minute.
            if (shape.bursts && news.random() % 60 == 0) {
                const double u = double(news.random() % 1'000'000) / 1e6;
                breaking.append({story, evenly, 8 + int(240 * u * u * u)});
            }
        }
        FeedItem item;
        item.title = story.title;
        item.link = QStringLiteral("https://outlet-%1.example/news/%2").arg(feedIndex + 1).arg(i + 1);
        item.guid = item.link;
        item.author = QStringLiteral("Staff reporter");
        item.published = published;
        const int leadChars = perFeed > 0 ? 400 : 60 + int(news.random() % 160);
        if (shape.fullText || (perFeed > 0 && feedIndex % 4 == 3))
            item.content = htmlParagraphs(story.paragraphs);
        else
            item.summary = QStringLiteral("<p>")
                + lead(story.paragraphs.join(u' '), leadChars).toHtmlEscaped() + QStringLiteral("</p>");
        plan.feeds.last().items.append(item);
    }
    return plan;
}

// Writes each feed as RSS 2.0 to dir/feed-NNNN.xml, for `kindred-cli ingest DIR/*.xml`.
bool writeFeeds(const QList<Feed> &feeds, const QString &dir, QString *error)
{
    for (qsizetype f = 0; f < feeds.size(); ++f) {
        QFile file(QDir(dir).filePath(QStringLiteral("feed-%1.xml").arg(f + 1, 4, 10, QLatin1Char('0'))));
        if (!file.open(QIODevice::WriteOnly)) {
            *error = QStringLiteral("%1: %2").arg(file.fileName(), file.errorString());
            return false;
        }
        QXmlStreamWriter xml(&file);
        xml.writeStartDocument();
        xml.writeStartElement(QStringLiteral("rss"));
        xml.writeAttribute(QStringLiteral("version"), QStringLiteral("2.0"));
        xml.writeStartElement(QStringLiteral("channel"));
        xml.writeTextElement(QStringLiteral("title"), feeds[f].title);
        xml.writeTextElement(QStringLiteral("link"), feeds[f].link);
        for (const FeedItem &item : feeds[f].items) {
            xml.writeStartElement(QStringLiteral("item"));
            xml.writeTextElement(QStringLiteral("title"), item.title);
            xml.writeTextElement(QStringLiteral("link"), item.link);
            xml.writeTextElement(QStringLiteral("guid"), item.guid);
            xml.writeTextElement(QStringLiteral("pubDate"),
                QLocale::c().toString(item.published, QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'")));
            xml.writeTextElement(
                QStringLiteral("description"), item.summary.isEmpty() ? item.content : item.summary);
            xml.writeEndElement();
        }
        xml.writeEndDocument();
        if (xml.hasError() || !file.flush()) {
            *error = QStringLiteral("%1: could not be written").arg(file.fileName());
            return false;
        }
    }
    return true;
}

} // namespace

int runBenchIngest(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Ingests N synthetic feed items through the real path (fingerprint, duplicate index, SQLite with "
        "full-text search) into a fresh database, with no network, and prints articles per second."));
    parser.addOptions({
        {QStringLiteral("n"), QStringLiteral("Number of feed items."), QStringLiteral("N"),
            QStringLiteral("20000")},
        {QStringLiteral("per-feed"), QStringLiteral("Items per feed."), QStringLiteral("K"),
            QStringLiteral("50")},
        {QStringLiteral("zipf"),
            QStringLiteral("Feeds of 1 to 60 items, Zipf-sized (most hold one or two), each item a headline "
                           "and a short lead: a day of many small publishers. Overrides --per-feed.")},
        {QStringLiteral("days"),
            QStringLiteral("Spread the items over D days before the bench's clock (the live window is 5); "
                           "the ingest's clock follows the stream, and each simulated day prints the "
                           "resident size."),
            QStringLiteral("D"), QStringLiteral("3")},
        {QStringLiteral("bursts"),
            QStringLiteral(
                "Now and then a story breaks: 8 to 248 reports of it from as many outlets within a "
                "minute, a third of them wire copies (a real day's biggest story ran 238 reports "
                "from 95 outlets in a minute).")},
        {QStringLiteral("full-text"),
            QStringLiteral("Every item carries its story's whole text, not a lead (a real stream of 6,366 "
                           "items in 1,921 feeds was 40 MB).")},
        {QStringLiteral("end"),
            QStringLiteral(
                "The bench's clock, where the stream ends (ISO 8601, UTC; default 2026-11-30T12:00): "
                "a date long ago writes a stream older than any live window."),
            QStringLiteral("DATE")},
        {QStringLiteral("write"),
            QStringLiteral(
                "Write the feeds as RSS files into DIR (for kindred-cli ingest DIR/*.xml) and stop."),
            QStringLiteral("DIR")},
        {QStringLiteral("together"),
            QStringLiteral(
                "Feeds handed to the ingest at once, as the app's writer takes the feeds a refresh "
                "has delivered while it was busy (1: one feed per call)."),
            QStringLiteral("F"), QStringLiteral("20")},
        {QStringLiteral("corpus"),
            QStringLiteral("A folder of .txt files (title line, then paragraphs) to take the stories from; "
                           "otherwise they are generated from a built-in word list."),
            QStringLiteral("DIR")},
        {QStringLiteral("db"),
            QStringLiteral("Write this database (must not exist) instead of a temporary one."),
            QStringLiteral("PATH")},
        {QStringLiteral("json"), QStringLiteral("Print one JSON object.")},
    });
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;
    qsizetype n = 0, perFeed = 0, together = 0;
    if (!positiveCount(parser, QStringLiteral("n"), &n))
        return fail(QStringLiteral("--n wants a positive number"));
    if (!positiveCount(parser, QStringLiteral("per-feed"), &perFeed))
        return fail(QStringLiteral("--per-feed wants a positive number"));
    if (!positiveCount(parser, QStringLiteral("together"), &together))
        return fail(QStringLiteral("--together wants a positive number"));

    SyntheticNews news(20261130);
    QString error;
    const QString corpus = parser.value(QStringLiteral("corpus"));
    if (!corpus.isEmpty() && news.loadCorpus(corpus, &error) == 0)
        return fail(error);
    bool daysOk = false;
    const int days = parser.value(QStringLiteral("days")).toInt(&daysOk);
    if (!daysOk || days < 1)
        return fail(QStringLiteral("--days wants a positive number"));
    QDateTime end = kBenchNow;
    if (parser.isSet(QStringLiteral("end"))) {
        end = QDateTime::fromString(parser.value(QStringLiteral("end")), Qt::ISODate);
        end.setTimeSpec(Qt::UTC);
        if (!end.isValid())
            return fail(QStringLiteral("--end wants a date such as 2014-06-01T12:00"));
    }
    const StreamShape shape {
        days, parser.isSet(QStringLiteral("bursts")), parser.isSet(QStringLiteral("full-text"))};
    const PlannedFeeds plan
        = planFeeds(news, n, parser.isSet(QStringLiteral("zipf")) ? 0 : int(perFeed), end, shape);
    if (const QString dir = parser.value(QStringLiteral("write")); !dir.isEmpty()) {
        if (!QDir().mkpath(dir) || !writeFeeds(plan.feeds, dir, &error))
            return fail(error.isEmpty() ? QStringLiteral("%1 could not be made").arg(dir) : error);
        out() << plan.feeds.size() << " feeds of " << n << " items written to " << dir << '\n';
        return 0;
    }

    // The fingerprint step alone, on the same texts, to tell it apart from the rest of the path.
    const Fingerprinter fingerprinter;
    QElapsedTimer timer;
    timer.start();
    quint64 checksum = 0;
    for (const Feed &feed : plan.feeds) {
        for (const FeedItem &item : feed.items)
            checksum ^= fingerprinter
                            .fingerprint(item.title,
                                plainTextFromHtml(item.summary.isEmpty() ? item.content : item.summary))
                            .simhash;
    }
    const double fingerprintSeconds = double(timer.nsecsElapsed()) / 1e9;

    QTemporaryDir dir;
    QString path = parser.value(QStringLiteral("db"));
    if (path.isEmpty())
        path = dir.filePath(QStringLiteral("bench-ingest.sqlite"));
    else if (QFileInfo::exists(path))
        return fail(QStringLiteral("%1 exists; bench ingest wants a new database").arg(path));
    const QString connection = QStringLiteral("kindred-bench-ingest");
    timer.restart();
    QSqlDatabase db = Database::open(path, connection, &error);
    if (!db.isValid())
        return fail(error);
    const double openSeconds = double(timer.nsecsElapsed()) / 1e9;

    IngestStats total;
    double cpuStart = 0;
    {
        Ingestor::Options options;
        Ingestor ingestor(db, options);
        timer.restart();
        cpuStart = cpuSeconds();
        ingestor.loadIndex(end);
        const QDateTime start = end.addDays(-days);
        int day = 0;
        for (int first = 0; first < plan.feeds.size(); first += int(together)) {
            QList<IncomingFeed> feeds;
            QDateTime latest = start;
            for (int i = first; i < qMin(plan.feeds.size(), first + together); ++i) {
                feeds.append({benchFeedUrl(i), plan.feeds.at(i)});
                for (const FeedItem &item : plan.feeds.at(i).items)
                    latest = std::max(latest, item.published);
            }
            // The clock of a stream spread over more days than the live window follows it.
            const IngestStats stats = ingestor.ingest(feeds, days > 3 ? latest : end);
            if (days > 3 && int(start.secsTo(latest) / 86400) > day) {
                day = int(start.secsTo(latest) / 86400);
                err() << "day " << day << ": " << total.articles + stats.articles << " articles, resident "
                      << residentMegabytes() << " MB" << Qt::endl;
            }
            total.articles += stats.articles;
            total.duplicates += stats.duplicates;
            total.skipped += stats.skipped;
            total.errors += stats.errors;
        }
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const double cpu = cpuSeconds() - cpuStart;
    db = {};
    Database::close(connection);
    for (const QString &e : std::as_const(total.errors))
        err() << "kindred-cli: " << e << Qt::endl;

    const double perSecond = total.articles / qMax(seconds, 1e-9);
    const double fingerprintsPerSecond = double(n) / qMax(fingerprintSeconds, 1e-9);
    const QString source = corpus.isEmpty() ? QStringLiteral("built-in words") : corpus;
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(QJsonDocument(QJsonObject {
            {QStringLiteral("items"), double(n)},
            {QStringLiteral("feeds"), int(plan.feeds.size())},
            {QStringLiteral("feeds_per_call"), double(together)},
            {QStringLiteral("texts"), source},
            {QStringLiteral("copies_planted"), plan.copies},
            {QStringLiteral("articles"), total.articles},
            {QStringLiteral("duplicates"), total.duplicates},
            {QStringLiteral("skipped"), total.skipped},
            {QStringLiteral("errors"), int(total.errors.size())},
            {QStringLiteral("seconds"), seconds},
            {QStringLiteral("articles_per_s"), perSecond},
            {QStringLiteral("cpu_s"), cpu},
            {QStringLiteral("articles_per_cpu_s"), total.articles / qMax(cpu, 1e-9)},
            {QStringLiteral("fingerprint_only_per_s"), fingerprintsPerSecond},
            {QStringLiteral("open_s"), openSeconds},
        }));
    } else {
        out() << "items              " << n << " in " << plan.feeds.size() << " feeds (" << source << "), "
              << together << " feeds per ingest call\n"
              << "copies planted     " << plan.copies << '\n'
              << "articles stored    " << total.articles << " (" << total.skipped << " skipped, "
              << total.errors.size() << " errors)\n"
              << "duplicates found   " << total.duplicates << '\n'
              << "seconds            " << seconds << '\n'
              << "articles/s         " << qRound64(perSecond) << " end to end ("
              << qRound64(total.articles / qMax(cpu, 1e-9)) << " per processor second, " << cpu << " s)\n"
              << "fingerprint only   " << qRound64(fingerprintsPerSecond) << " /s (checksum " << Qt::hex
              << checksum << Qt::dec << ")\n";
        out().flush();
    }
    return total.errors.isEmpty() && total.articles > 0 ? 0 : 1;
}

} // namespace kindred::cli
