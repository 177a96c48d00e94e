#include "CliSupport.h"
#include "Commands.h"
#include "extract/ExtractionScore.h"
#include "extract/PlateauExtractor.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>
#include <QUrl>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace kindred::cli {

namespace {

// The headline is part of the article text the reader sees (and of the gold standards).
QString articleText(const ExtractedArticle &article)
{
    if (article.title.isEmpty())
        return article.text();
    if (article.paragraphs.isEmpty())
        return article.title;
    return article.title + u"\n\n"_s + article.text();
}

// Gold files are UTF-8 when they decode as such, else Latin-1 (older CleanEval files).
QString readTextFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    QStringDecoder utf8(QStringConverter::Utf8);
    QString text = utf8.decode(bytes);
    return utf8.hasError() ? QString::fromLatin1(bytes) : text;
}

enum class Layout { None, L3s, CleanEval, Snippets };

Layout layoutOf(const QDir &dir)
{
    if (dir.exists(u"evaldata.json"_s) && dir.exists(u"html"_s))
        return Layout::Snippets;
    if (!dir.exists(u"input"_s))
        return Layout::None;
    if (dir.exists(u"gold-text"_s))
        return Layout::L3s;
    if (dir.exists(u"GoldStandard"_s))
        return Layout::CleanEval;
    return Layout::None;
}

struct BenchResult
{
    QString corpus;
    int pages = 0;
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    double medianMs = 0;
    double p95Ms = 0;
    double megabytesPerSecond = 0;
    // Of a snippet set: pages that wanted text and gave none of it (the article missed whole:
    // another part of the page, or nothing), and pages that gave some of it.
    int pagesLost = -1; // -1: not a snippet set
    int pagesPartial = 0;
};

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto index
        = std::size_t(std::clamp(p * double(values.size() - 1) + 0.5, 0.0, double(values.size() - 1)));
    return values[index];
}

BenchResult benchCorpus(const QDir &dir, Layout layout, bool verbose)
{
    BenchResult result;
    result.corpus = dir.dirName();
    const QDir inputDir(dir.filePath(u"input"_s));
    const QString goldDir = dir.filePath(layout == Layout::L3s ? u"gold-text"_s : u"GoldStandard"_s);
    std::vector<double> millis;
    qint64 totalBytes = 0;
    qint64 totalNanos = 0;
    const QStringList files = inputDir.entryList({u"*.html"_s, u"*.htm"_s}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        const QString goldPath = goldDir + u'/' + QFileInfo(name).completeBaseName() + u".txt"_s;
        if (!QFileInfo::exists(goldPath))
            continue;
        QFile input(inputDir.filePath(name));
        if (!input.open(QIODevice::ReadOnly))
            continue;
        const QByteArray html = input.readAll();
        QString gold = readTextFile(goldPath);
        if (layout == Layout::CleanEval)
            gold = cleanEvalGoldText(gold);

        QElapsedTimer timer;
        timer.start();
        const ExtractedArticle article = extractArticle(html);
        const qint64 nanos = timer.nsecsElapsed();

        const ExtractionScore score = scoreExtraction(articleText(article), gold);
        result.precision += score.precision;
        result.recall += score.recall;
        result.f1 += score.f1;
        ++result.pages;
        millis.push_back(double(nanos) / 1e6);
        totalBytes += html.size();
        totalNanos += nanos;
        if (verbose) {
            out() << QString::number(score.f1, 'f', 3) << '\t' << QString::number(score.precision, 'f', 3)
                  << '\t' << QString::number(score.recall, 'f', 3) << '\t'
                  << QString::number(double(nanos) / 1e6, 'f', 2) << '\t' << name << '\n';
        }
    }
    if (result.pages > 0) {
        result.precision /= result.pages;
        result.recall /= result.pages;
        result.f1 /= result.pages;
    }
    result.medianMs = percentile(millis, 0.5);
    result.p95Ms = percentile(millis, 0.95);
    result.megabytesPerSecond = totalNanos > 0 ? (double(totalBytes) / 1e6) / (double(totalNanos) / 1e9) : 0;
    return result;
}

// Which part of a page set a page belongs to: two thirds to tune on, a third kept aside to check
// the tuning (by a hash of its file name, so the split never changes).
bool inPart(const QString &name, const QString &part)
{
    if (part == u"all"_s)
        return true;
    const bool check = QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Md5).at(0) % 3 == 0;
    return check == (part == u"check"_s);
}

QString collapsedWhitespace(const QString &text)
{
    return text.simplified();
}

// trafilatura's evaluation (../shared/corpora/README.md): per page, snippets the article text must
// contain (`with`) and must not (`without`); a found `with` is a true positive, a missed one a false
// negative, a found `without` a false positive; precision, recall and F1 from the sums over pages.
BenchResult benchSnippets(const QDir &dir, const QString &part, bool verbose, QString *error)
{
    BenchResult result;
    result.corpus = dir.dirName();
    result.pagesLost = 0;
    QFile file(dir.filePath(u"evaldata.json"_s));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"%1: %2"_s.arg(file.fileName(), file.errorString());
        return result;
    }
    const QJsonObject pages = QJsonDocument::fromJson(file.readAll()).object();
    std::vector<double> millis;
    qint64 totalBytes = 0, totalNanos = 0;
    int truePositives = 0, falseNegatives = 0, falsePositives = 0;
    QStringList urls = pages.keys();
    for (const QString &url : std::as_const(urls)) {
        const QJsonObject page = pages.value(url).toObject();
        const QString name = page.value(u"file"_s).toString();
        if (!inPart(name, part))
            continue;
        QFile input(dir.filePath(u"html/"_s + name));
        if (!input.open(QIODevice::ReadOnly))
            continue;
        const QByteArray html = input.readAll();
        QElapsedTimer timer;
        timer.start();
        const ExtractedArticle article = extractArticle(html, QUrl(url));
        const qint64 nanos = timer.nsecsElapsed();
        const QString text = collapsedWhitespace(articleText(article));
        int found = 0, missed = 0, leaked = 0;
        QStringList notes; // the snippets it got wrong, for --pages
        for (const QJsonValue &snippet : page.value(u"with"_s).toArray()) {
            const QString wanted = collapsedWhitespace(snippet.toString());
            if (text.contains(wanted)) {
                ++found;
            } else {
                ++missed;
                notes.append(u"  missed: "_s + wanted);
            }
        }
        for (const QJsonValue &snippet : page.value(u"without"_s).toArray()) {
            const QString unwanted = collapsedWhitespace(snippet.toString());
            if (text.contains(unwanted)) {
                ++leaked;
                notes.append(u"  leaked: "_s + unwanted);
            }
        }
        if (missed > 0) {
            ++(found == 0 ? result.pagesLost : result.pagesPartial);
        }
        truePositives += found;
        falseNegatives += missed;
        falsePositives += leaked;
        ++result.pages;
        millis.push_back(double(nanos) / 1e6);
        totalBytes += html.size();
        totalNanos += nanos;
        if (verbose) {
            out() << found << '/' << (found + missed) << " found\t" << leaked << " leaked\t"
                  << QString::number(double(nanos) / 1e6, 'f', 2) << '\t' << name << '\n';
            for (const QString &note : std::as_const(notes))
                out() << note << '\n';
        }
    }
    result.precision = truePositives + falsePositives > 0
        ? double(truePositives) / double(truePositives + falsePositives)
        : 0;
    result.recall = truePositives + falseNegatives > 0
        ? double(truePositives) / double(truePositives + falseNegatives)
        : 0;
    result.f1 = result.precision + result.recall > 0
        ? 2 * result.precision * result.recall / (result.precision + result.recall)
        : 0;
    result.medianMs = percentile(millis, 0.5);
    result.p95Ms = percentile(millis, 0.95);
    result.megabytesPerSecond = totalNanos > 0 ? (double(totalBytes) / 1e6) / (double(totalNanos) / 1e9) : 0;
    return result;
}

QJsonObject toJson(const BenchResult &r)
{
    QJsonObject json {{u"corpus"_s, r.corpus}, {u"pages"_s, r.pages}, {u"precision"_s, r.precision},
        {u"recall"_s, r.recall}, {u"f1"_s, r.f1}, {u"msMedian"_s, r.medianMs}, {u"msP95"_s, r.p95Ms},
        {u"mbPerSecond"_s, r.megabytesPerSecond}};
    if (r.pagesLost >= 0) {
        json.insert(u"pagesLost"_s, r.pagesLost);
        json.insert(u"pagesPartial"_s, r.pagesPartial);
    }
    return json;
}

QString toLine(const BenchResult &r)
{
    return u"%1: %2 pages  precision %3  recall %4  F1 %5  %6 ms/page median  %7 ms/page p95  %8 MB/s"_s
               .arg(r.corpus)
               .arg(r.pages)
               .arg(r.precision, 0, 'f', 3)
               .arg(r.recall, 0, 'f', 3)
               .arg(r.f1, 0, 'f', 3)
               .arg(r.medianMs, 0, 'f', 3)
               .arg(r.p95Ms, 0, 'f', 3)
               .arg(r.megabytesPerSecond, 0, 'f', 1)
        + (r.pagesLost >= 0 ? u"  wanted text lost whole on %1 pages, in part on %2"_s.arg(r.pagesLost)
                                  .arg(r.pagesPartial)
                            : QString());
}

} // namespace

int runExtract(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Prints the article text of HTML pages (headline first, paragraphs separated by blank lines)."_s);
    const QCommandLineOption urlOption(
        u"url"_s, u"The page's URL, for resolving relative links."_s, u"URL"_s);
    const QCommandLineOption outOption(
        u"out"_s, u"Write DIR/<name>.txt for each input instead of printing."_s, u"DIR"_s);
    parser.addOption(urlOption);
    parser.addOption(outOption);
    parser.addPositionalArgument(u"FILE"_s, u"HTML files (or http(s) URLs)."_s, u"FILE..."_s);
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;

    const QString outDir = parser.value(outOption);
    if (!outDir.isEmpty() && !QDir().mkpath(outDir))
        return fail(u"cannot create %1"_s.arg(outDir));
    int failures = 0;
    bool first = true;
    for (const QString &path : parser.positionalArguments()) {
        const Input input = readInput(path, FetchKind::Page);
        if (!input.error.isEmpty()) {
            err() << "kindred-cli: " << input.error << Qt::endl;
            ++failures;
            continue;
        }
        const QUrl url(parser.isSet(urlOption) ? parser.value(urlOption) : input.url);
        const QString text = articleText(extractArticle(input.bytes, url, input.contentType));
        if (text.trimmed().isEmpty()) {
            // Binary or empty input, or a page of nothing but chrome: no file is written for it.
            out().flush();
            err() << "kindred-cli: no article text found in " << path << Qt::endl;
            ++failures;
            continue;
        }
        if (outDir.isEmpty()) {
            if (!first)
                out() << '\n';
            first = false;
            out() << text << '\n';
            continue;
        }
        const QString target = QDir(outDir).filePath(QFileInfo(path).completeBaseName() + u".txt"_s);
        QFile file(target);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text.toUtf8()) < 0
            || file.write("\n") < 0) {
            err() << "kindred-cli: cannot write " << target << ": " << file.errorString() << Qt::endl;
            ++failures;
        }
    }
    out().flush();
    const qsizetype inputs = parser.positionalArguments().size();
    if (failures > 0 && inputs > 1)
        return fail(u"%1 of %2 inputs failed"_s.arg(failures).arg(inputs));
    return failures > 0 ? 1 : 0; // one input: its own line said why
}

int runBenchExtract(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Runs the extractor over hand-marked pages (a folder of ../shared/corpora/extraction, or that "
        u"folder itself) "
        "and prints precision, recall and F1 on word 4-gram shingles averaged over pages, ms/page and MB/s."_s);
    const QCommandLineOption jsonOption(
        u"json"_s, u"Print one JSON object per corpus (an array for several)."_s);
    const QCommandLineOption pagesOption(u"pages"_s,
        u"Also print F1, precision, recall and ms of each page (of a snippet set: the snippets found, "
        "leaked and ms, then each snippet missed or leaked)."_s);
    const QCommandLineOption partOption(u"part"_s,
        u"Of a snippet set (trafilatura's): all pages, the two thirds tuned on (tune), or the third kept "
        u"aside to check them (check)."_s,
        u"PART"_s, u"all"_s);
    parser.addOption(jsonOption);
    parser.addOption(pagesOption);
    parser.addOption(partOption);
    parser.addPositionalArgument(u"DIR"_s,
        u"A corpus folder with input/ and GoldStandard/ or gold-text/ (scored on shingles, averaged over "
        u"pages), or html/ and evaldata.json (trafilatura's snippets, summed over pages)."_s);
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;

    const QDir root(parser.positionalArguments().constFirst());
    if (!root.exists())
        return fail(u"no such folder: %1"_s.arg(root.path()));
    QList<QPair<QDir, Layout>> corpora;
    if (const Layout layout = layoutOf(root); layout != Layout::None) {
        corpora.append({root, layout});
    } else {
        for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QDir sub(root.filePath(name));
            if (const Layout layout = layoutOf(sub); layout != Layout::None)
                corpora.append({sub, layout});
        }
    }
    if (corpora.isEmpty())
        return fail(
            u"%1 holds no corpus (input/ with GoldStandard/ or gold-text/, or html/ with evaldata.json)"_s
                .arg(root.path()));
    const QString part = parser.value(partOption);
    if (part != u"all"_s && part != u"tune"_s && part != u"check"_s)
        return fail(u"--part wants all, tune or check"_s);

    QJsonArray results;
    for (const auto &[dir, layout] : std::as_const(corpora)) {
        QString error;
        const BenchResult result = layout == Layout::Snippets
            ? benchSnippets(dir, part, parser.isSet(pagesOption), &error)
            : benchCorpus(dir, layout, parser.isSet(pagesOption));
        if (!error.isEmpty())
            return fail(error);
        if (result.pages == 0)
            return fail(u"no page with a gold text in %1"_s.arg(dir.path()));
        if (parser.isSet(jsonOption))
            results.append(toJson(result));
        else
            out() << toLine(result) << '\n';
    }
    if (parser.isSet(jsonOption))
        printJson(results.size() == 1 ? QJsonDocument(results.first().toObject()) : QJsonDocument(results));
    out().flush();
    return 0;
}

} // namespace kindred::cli
