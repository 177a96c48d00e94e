#include "CliSupport.h"
#include "Commands.h"
#include "feed/FeedJson.h"
#include "feed/FeedParser.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QUrl>

namespace kindred::cli {

using namespace Qt::StringLiterals;

namespace {

QString dateText(const QDateTime &date)
{
    return date.isValid() ? date.toUTC().toString(Qt::ISODate) : QString();
}

void printLine(const QString &label, const QString &value)
{
    if (!value.isEmpty())
        out() << "  " << label << ": " << value << '\n';
}

void printText(const FeedParseResult &result)
{
    const Feed &feed = result.feed;
    out() << "format: " << formatName(feed.format) << '\n';
    out() << "title: " << feed.title << '\n';
    if (!feed.link.isEmpty())
        out() << "link: " << feed.link << '\n';
    if (!feed.description.isEmpty())
        out() << "description: " << feed.description.simplified().left(200) << '\n';
    out() << "items: " << feed.items.size() << '\n';
    for (qsizetype i = 0; i < feed.items.size(); ++i) {
        const FeedItem &item = feed.items[i];
        out() << '\n' << (i + 1) << ". " << (item.title.isEmpty() ? u"(untitled)"_s : item.title) << '\n';
        printLine(u"link"_s, item.link);
        if (item.guid != item.link)
            printLine(u"guid"_s, item.guid);
        printLine(u"published"_s, dateText(item.published));
        printLine(u"updated"_s, dateText(item.updated));
        printLine(u"author"_s, item.author);
        if (!item.categories.isEmpty())
            printLine(u"categories"_s, item.categories.join(u", "_s));
        printLine(u"summary"_s, item.summary.simplified().left(200));
    }
    out().flush();
}

} // namespace

int runParse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Parse an RSS, Atom or JSON Feed document and print it."_s);
    parser.addOption({u"json"_s, u"Print one JSON object (format, title, link, description, items)."_s});
    parser.addPositionalArgument(u"source"_s, u"A feed file or an http(s) URL."_s, u"FILE|URL"_s);
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;
    const QString source = parser.positionalArguments().constFirst();
    const Input input = readInput(source);
    if (!input.error.isEmpty())
        return fail(input.error);
    const FeedParseResult result = parseFeed(input.bytes, QUrl(input.url), input.contentType);
    // A non-feed (nothing was recognised) is just an error; a broken feed prints what was read.
    if (result.feed.format == FeedFormat::Unknown)
        return fail(u"%1: %2"_s.arg(source, result.error));
    if (parser.isSet(u"json"_s))
        printJson(QJsonDocument(feedToJson(result.feed)));
    else
        printText(result);
    if (!result.ok())
        return fail(
            u"%1: %2 (%3 items read before it)"_s.arg(source, result.error).arg(result.feed.items.size()));
    return 0;
}

int runBenchParse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Parse every feed file under DIR in-process and print the speed."_s);
    parser.addOption({u"json"_s, u"Print one JSON object with the figures."_s});
    parser.addOption(
        {u"seconds"_s, u"Repeat whole passes for at least S seconds (default 2)."_s, u"S"_s, u"2"_s});
    parser.addPositionalArgument(u"dir"_s, u"A folder of feed files (searched recursively)."_s, u"DIR"_s);
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;
    const QString dir = parser.positionalArguments().constFirst();
    if (!QFileInfo(dir).isDir())
        return fail(u"not a folder: %1"_s.arg(dir));

    // Read everything first so that the figure measures parsing, not the disk.
    struct File
    {
        QByteArray bytes;
        QUrl url;
    };
    QList<File> files;
    static const QStringList feedSuffixes {u"xml"_s, u"rss"_s, u"atom"_s, u"rdf"_s, u"json"_s, u"feed"_s};
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        if (!feedSuffixes.contains(info.suffix().toLower()))
            continue;
        QFile file(info.filePath());
        if (file.open(QIODevice::ReadOnly))
            files.append({file.readAll(), QUrl::fromLocalFile(info.absoluteFilePath())});
    }
    if (files.isEmpty())
        return fail(u"no feed files (.xml, .rss, .atom, .rdf, .json) under %1"_s.arg(dir));

    // Whole passes until the minimum time is up: one pass over small files is too short to time.
    const double minimumSeconds = parser.value(u"seconds"_s).toDouble();
    qint64 bytes = 0, items = 0, errors = 0, passes = 0;
    QElapsedTimer timer;
    timer.start();
    do {
        for (const File &file : std::as_const(files)) {
            const FeedParseResult result = parseFeed(file.bytes, file.url);
            bytes += file.bytes.size();
            items += result.feed.items.size();
            if (passes == 0 && !result.ok())
                ++errors;
        }
        ++passes;
    } while (timer.nsecsElapsed() / 1e9 < minimumSeconds);
    const double seconds = qMax(timer.nsecsElapsed() / 1e9, 1e-9);
    const double mbPerSecond = bytes / 1e6 / seconds;
    const double itemsPerSecond = items / seconds;
    if (parser.isSet(u"json"_s)) {
        printJson(QJsonDocument(QJsonObject {
            {u"files"_s, qint64(files.size())},
            {u"passes"_s, passes},
            {u"items"_s, items},
            {u"bytes"_s, bytes},
            {u"seconds"_s, seconds},
            {u"mb_per_s"_s, mbPerSecond},
            {u"items_per_s"_s, itemsPerSecond},
            {u"errors"_s, errors},
        }));
        return 0;
    }
    out() << "files: " << files.size() << "\npasses: " << passes << "\nitems: " << items
          << "\nbytes: " << bytes << "\nerrors: " << errors
          << "\nseconds: " << QString::number(seconds, 'f', 3)
          << "\nMB/s: " << QString::number(mbPerSecond, 'f', 1)
          << "\nitems/s: " << QString::number(itemsPerSecond, 'f', 0) << '\n';
    out().flush();
    return 0;
}

} // namespace kindred::cli
