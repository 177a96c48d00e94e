#include "news/DemoCorpus.h"

#include "feed/FeedParser.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <tuple>

namespace kindred {

namespace {

const QString demoRoot = QStringLiteral(":/demo/");

QByteArray readResource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

QStringList DemoCorpus::feedFiles()
{
    QStringList files;
    const QDir dir(demoRoot + QStringLiteral("feeds"));
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
        files.append(dir.filePath(name));
    return files;
}

Ingestor::PageSource DemoCorpus::pageSource()
{
    QHash<QString, QString> pages;
    const QList<QByteArray> lines = readResource(demoRoot + QStringLiteral("pages.tsv")).split('\n');
    for (const QByteArray &line : lines) {
        const qsizetype tab = line.indexOf('\t');
        if (tab > 0)
            pages.insert(
                QString::fromUtf8(line.left(tab)).trimmed(), QString::fromUtf8(line.mid(tab + 1)).trimmed());
    }
    return [pages](const QString &link) {
        const QString path = pages.value(link);
        return path.isEmpty() ? QByteArray() : readResource(demoRoot + path);
    };
}

IngestStats DemoCorpus::ingest(Ingestor &ingestor, const QDateTime &now)
{
    QElapsedTimer timer;
    timer.start();
    ingestor.setPageSource(pageSource());
    IngestStats total;
    const QStringList files = feedFiles();
    if (files.isEmpty())
        total.errors.append(QStringLiteral("the demo corpus is not compiled into this program"));

    // Replay the two days in publication order, as a reader refreshing all along would have
    // seen them, so the first report of a story becomes its group's primary.
    QList<std::pair<QString, Feed>> feeds;
    QList<std::tuple<QDateTime, int, FeedItem>> items;
    for (const QString &path : files) {
        const QString url = QStringLiteral("demo:feeds/") + QFileInfo(path).fileName();
        FeedParseResult parsed = parseFeed(readResource(path), QUrl(url));
        if (!parsed.ok())
            total.errors.append(QStringLiteral("%1: %2").arg(url, parsed.error));
        for (const FeedItem &item : std::as_const(parsed.feed.items))
            items.append({item.published, int(feeds.size()), item});
        parsed.feed.items.clear();
        feeds.append({url, parsed.feed});
    }
    std::stable_sort(items.begin(), items.end(),
        [](const auto &a, const auto &b) { return std::get<0>(a) < std::get<0>(b); });
    for (qsizetype i = 0; i < items.size();) {
        const int feedIndex = std::get<1>(items[i]);
        Feed run = feeds[feedIndex].second;
        for (; i < items.size() && std::get<1>(items[i]) == feedIndex; ++i)
            run.items.append(std::get<2>(items[i]));
        const IngestStats stats = ingestor.ingest(feeds[feedIndex].first, run, now);
        total.articles += stats.articles;
        total.duplicates += stats.duplicates;
        total.skipped += stats.skipped;
        total.errors += stats.errors;
    }
    // Later answers of some feeds, whose items come back changed (a new version each).
    const QDir updates(demoRoot + QStringLiteral("updates"));
    for (const QString &name : updates.entryList(QDir::Files, QDir::Name)) {
        const QString url = QStringLiteral("demo:feeds/") + name;
        const FeedParseResult parsed = parseFeed(readResource(updates.filePath(name)), QUrl(url));
        if (!parsed.ok()) {
            total.errors.append(QStringLiteral("%1: %2").arg(url, parsed.error));
            continue;
        }
        const IngestStats stats = ingestor.ingest(url, parsed.feed, now);
        total.updated += stats.updated;
        total.skipped += stats.skipped;
        total.errors += stats.errors;
    }
    ingestor.setPageSource({});
    total.seconds = timer.elapsed() / 1000.0;
    return total;
}

} // namespace kindred
