#include "CliSupport.h"
#include "Commands.h"
#include "evaluation/FingerprintQuality.h"
#include "fingerprint/FingerprintIndex.h"
#include "fingerprint/FingerprintScan.h"
#include "fingerprint/Fingerprinter.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonObject>
#include <algorithm>
#include <chrono>
#include <ctime>
#include <limits>
#include <random>

namespace kindred::cli {

namespace {

/// A text file as an article: the first non-empty line is the title, the rest the body.
struct TextFile
{
    QString title;
    QString text;
    qsizetype bytes = 0;
};

bool readTextFile(const QString &path, TextFile &file, QString &error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = f.errorString();
        return false;
    }
    const QByteArray bytes = f.readAll();
    file.bytes = bytes.size();
    const QString all = QString::fromUtf8(bytes).trimmed();
    const qsizetype newline = all.indexOf(u'\n');
    file.title = newline < 0 ? all : all.left(newline);
    file.text = newline < 0 ? QString() : all.mid(newline + 1);
    return true;
}

QString hex64(quint64 value)
{
    return QStringLiteral("%1").arg(value, 16, 16, QLatin1Char('0'));
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t at = std::min(values.size() - 1, size_t(p * double(values.size())));
    return values[at];
}

double mean(const std::vector<double> &values)
{
    double sum = 0;
    for (double v : values)
        sum += v;
    return values.empty() ? 0 : sum / double(values.size());
}

int printQuality(
    const QString &extractionDir, const QString &partName, qsizetype minWords, qsizetype maxWords)
{
    static const QHash<QString, QualityPart> parts {{QStringLiteral("all"), QualityPart::All},
        {QStringLiteral("tune"), QualityPart::Tune}, {QStringLiteral("check"), QualityPart::Check}};
    if (!parts.contains(partName))
        return fail(QStringLiteral("--part must be all, tune or check, not \"%1\"").arg(partName));
    const QList<QualityDocument> documents = documentsOfLength(
        qualityPart(loadQualityDocuments(extractionDir), parts.value(partName)), minWords, maxWords);
    if (documents.isEmpty())
        return fail(QStringLiteral("%1: no gold texts found").arg(extractionDir));
    out() << "== default weights (no document frequencies yet)\n"
          << measureQuality(documents, Fingerprinter {}).toText();
    // The same with TF-IDF learned from the originals and their copies, as a database holding
    // both would learn it after a while of use.
    const DocumentFrequencies frequencies = learnQualityFrequencies(documents);
    out() << "\n== TF-IDF learned from " << frequencies.documentCount()
          << " documents (originals and variants)\n"
          << measureQuality(documents, Fingerprinter {frequencies}).toText();
    out().flush();
    return 0;
}

} // namespace

int runFingerprint(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Prints '<16 hex digits>\\t<FILE>' for each UTF-8 text file: the 64-bit simhash of its first line "
        "(the title) and the rest (the body)."));
    parser.addPositionalArgument(
        QStringLiteral("FILE"), QStringLiteral("Text files."), QStringLiteral("FILE..."));
    if (const int code = parseArguments(parser, arguments, 1); code >= 0)
        return code;
    const Fingerprinter fingerprinter;
    int failures = 0;
    for (const QString &path : parser.positionalArguments()) {
        TextFile file;
        QString error;
        if (!readTextFile(path, file, error)) {
            err() << "kindred-cli: " << path << ": " << error << Qt::endl;
            ++failures;
            continue;
        }
        out() << hex64(fingerprinter.fingerprint(file.title, file.text).simhash) << '\t' << path << '\n';
    }
    out().flush();
    return failures == 0 ? 0 : 1;
}

int runBenchIndex(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Builds a fingerprint index of N fingerprints (10% clustered copies) and measures build time, "
        "inserts, "
        "queries at radius 3 and 7, memory, and a plain popcount scan; checks the answers are identical."));
    const QCommandLineOption nOption(QStringLiteral("n"), QStringLiteral("Number of fingerprints."),
        QStringLiteral("N"), QStringLiteral("1000000"));
    const QCommandLineOption queriesOption(QStringLiteral("queries"), QStringLiteral("Number of queries."),
        QStringLiteral("Q"), QStringLiteral("1000"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption insertsOption(QStringLiteral("inserts"),
        QStringLiteral("Fingerprints inserted one by one after the build (default N/10, at most 100000)."),
        QStringLiteral("M"));
    parser.addOptions({nOption, queriesOption, insertsOption, jsonOption});
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;
    bool ok = false;
    const qsizetype n = parser.value(nOption).toLongLong(&ok);
    if (!ok || n < 1)
        return fail(QStringLiteral("--n wants a positive number"));
    const int queryCount = parser.value(queriesOption).toInt(&ok);
    if (!ok || queryCount < 1)
        return fail(QStringLiteral("--queries wants a positive number"));

    // 90% random fingerprints, 10% copies of earlier ones with 0..8 flipped bits, like near duplicates.
    std::mt19937_64 random(20240501);
    const auto flip = [&random](quint64 value, int bits) {
        for (int i = 0; i < bits; ++i)
            value ^= quint64(1) << (random() % 64);
        return value;
    };
    const qsizetype insertCount = parser.isSet(insertsOption)
        ? std::max<qsizetype>(0, parser.value(insertsOption).toLongLong())
        : std::max<qsizetype>(1, std::min<qsizetype>(n / 10, 100000));
    const qsizetype total = n + insertCount;
    QList<quint64> fingerprints;
    QList<qint64> ids;
    fingerprints.reserve(total);
    ids.reserve(total);
    for (qsizetype i = 0; i < total; ++i) {
        const bool copy = i > 0 && random() % 10 == 0;
        fingerprints.append(
            copy ? flip(fingerprints[qsizetype(random() % quint64(i))], int(random() % 9)) : random());
        ids.append(i + 1);
    }

    FingerprintIndex index;
    QElapsedTimer timer;
    timer.start();
    index.build(ids.first(n), fingerprints.first(n));
    const double buildSeconds = double(timer.nsecsElapsed()) / 1e9;
    timer.restart();
    for (qsizetype i = n; i < total; ++i)
        index.insert(ids[i], fingerprints[i]);
    const double insertsPerSecond = double(insertCount) / std::max(1e-9, double(timer.nsecsElapsed()) / 1e9);
    const double bytesPerFingerprint = double(index.memoryBytes()) / double(index.size());

    // Half the queries are near a stored fingerprint (so they have answers), half are random.
    std::vector<quint64> queries;
    for (int i = 0; i < queryCount; ++i)
        queries.push_back(
            i % 2 ? random() : flip(fingerprints[qsizetype(random() % quint64(total))], int(random() % 6)));

    // The mean is the median of three timed batches (back-to-back queries, as ingest issues
    // them; the machine is shared, so one batch can be unlucky); p50 and p99 come from timing
    // each query of a fourth pass on its own.
    const auto timeQueries = [&](int radius, std::vector<QList<IndexMatch>> &answers, double &meanMicros) {
        std::vector<double> batches;
        for (int batch = 0; batch < 3; ++batch) {
            answers.clear();
            answers.reserve(queries.size());
            const auto start = std::chrono::steady_clock::now();
            for (quint64 q : queries)
                answers.push_back(index.query(q, radius));
            batches.push_back(
                std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count()
                / double(queries.size()));
        }
        std::sort(batches.begin(), batches.end());
        meanMicros = batches[1];
        std::vector<double> micros;
        for (quint64 q : queries) {
            const auto start = std::chrono::steady_clock::now();
            const QList<IndexMatch> answer = index.query(q, radius);
            micros.push_back(
                std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
        }
        return micros;
    };
    std::vector<QList<IndexMatch>> answers3, answers7;
    double mean3 = 0, mean7 = 0;
    const std::vector<double> micros3 = timeQueries(3, answers3, mean3);
    const std::vector<double> micros7 = timeQueries(7, answers7, mean7);

    // The scan answers radius 7 once; its radius-3 answer is the prefix with distance <= 3.
    std::vector<double> scanMicros;
    bool exact = true;
    qsizetype matches3 = 0, matches7 = 0;
    for (size_t i = 0; i < queries.size(); ++i) {
        const auto start = std::chrono::steady_clock::now();
        const QList<IndexMatch> scan7
            = scanFingerprints(fingerprints.constData(), ids.constData(), total, queries[i], 7);
        scanMicros.push_back(
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
        QList<IndexMatch> scan3;
        for (const IndexMatch &m : scan7) {
            if (m.distance <= 3)
                scan3.append(m);
        }
        exact = exact && scan7 == answers7[i] && scan3 == answers3[i];
        matches3 += scan3.size();
        matches7 += scan7.size();
    }

    if (parser.isSet(jsonOption)) {
        printJson(QJsonDocument(QJsonObject {
            {QStringLiteral("n"), double(n)},
            {QStringLiteral("queries"), queryCount},
            {QStringLiteral("build_s"), buildSeconds},
            {QStringLiteral("inserts"), double(insertCount)},
            {QStringLiteral("inserts_per_s"), insertsPerSecond},
            {QStringLiteral("k3_query_us"), mean3},
            {QStringLiteral("k3_p50_us"), percentile(micros3, 0.5)},
            {QStringLiteral("k3_p99_us"), percentile(micros3, 0.99)},
            {QStringLiteral("k7_query_us"), mean7},
            {QStringLiteral("k7_p50_us"), percentile(micros7, 0.5)},
            {QStringLiteral("k7_p99_us"), percentile(micros7, 0.99)},
            {QStringLiteral("scan_query_us"), mean(scanMicros)},
            {QStringLiteral("bytes_per_fp"), bytesPerFingerprint},
            {QStringLiteral("k3_matches"), double(matches3)},
            {QStringLiteral("k7_matches"), double(matches7)},
            {QStringLiteral("exact"), exact},
        }));
    } else {
        out() << "fingerprints       " << n << " (+" << insertCount << " inserted one by one)\n"
              << "build              " << buildSeconds << " s\n"
              << "inserts            " << qRound64(insertsPerSecond) << " /s\n"
              << "radius 3 query     mean " << mean3 << " us, p50 " << percentile(micros3, 0.5) << " us, p99 "
              << percentile(micros3, 0.99) << " us (" << matches3 << " matches)\n"
              << "radius 7 query     mean " << mean7 << " us, p50 " << percentile(micros7, 0.5) << " us, p99 "
              << percentile(micros7, 0.99) << " us (" << matches7 << " matches)\n"
              << "popcount scan      mean " << mean(scanMicros) << " us\n"
              << "bytes/fingerprint  " << bytesPerFingerprint << '\n'
              << "exact              " << (exact ? "yes" : "NO") << '\n';
        out().flush();
    }
    return exact ? 0 : 1;
}

int runBenchFingerprint(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Fingerprints the text files given (folders are searched for *.txt) on one thread and prints MB/s."));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), QStringLiteral("Minimum time to run."),
        QStringLiteral("S"), QStringLiteral("2"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption qualityOption(QStringLiteral("quality"),
        QStringLiteral(
            "Instead of speed: build the near-duplicate set from an extraction corpus folder (e.g. "
            "../shared/corpora/extraction) and print the distance distributions per kind of pair."),
        QStringLiteral("DIR"));
    const QCommandLineOption partOption(QStringLiteral("part"),
        QStringLiteral("With --quality: all documents, or the two thirds weights are tuned on (tune), or "
                       "the third kept aside to check them (check)."),
        QStringLiteral("PART"), QStringLiteral("all"));
    const QCommandLineOption minWordsOption(QStringLiteral("min-words"),
        QStringLiteral("With --quality: only articles of at least N words (80 and more are read)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption maxWordsOption(QStringLiteral("max-words"),
        QStringLiteral("With --quality: only articles of fewer than N words."), QStringLiteral("N"));
    parser.addOptions({secondsOption, jsonOption, qualityOption, partOption, minWordsOption, maxWordsOption});
    parser.addPositionalArgument(
        QStringLiteral("PATH"), QStringLiteral("Text files or folders."), QStringLiteral("PATH..."));
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;
    if (parser.isSet(qualityOption)) {
        bool minOk = false, maxOk = true;
        const qsizetype minWords = parser.value(minWordsOption).toLongLong(&minOk);
        const qsizetype maxWords = parser.isSet(maxWordsOption)
            ? parser.value(maxWordsOption).toLongLong(&maxOk)
            : std::numeric_limits<qsizetype>::max();
        if (!minOk || !maxOk || minWords < 0 || maxWords <= minWords)
            return fail(
                QStringLiteral("--min-words and --max-words want numbers, the first below the second"));
        return printQuality(parser.value(qualityOption), parser.value(partOption), minWords, maxWords);
    }
    if (parser.positionalArguments().isEmpty())
        return fail(QStringLiteral("missing PATH; see %1 --help").arg(arguments.value(0)));
    QList<TextFile> files;
    qsizetype bytes = 0;
    for (const QString &path : parser.positionalArguments()) {
        QStringList paths;
        if (QFileInfo(path).isDir()) {
            QDirIterator it(path, {QStringLiteral("*.txt")}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext())
                paths.append(it.next());
            paths.sort();
        } else {
            paths.append(path);
        }
        for (const QString &p : paths) {
            TextFile file;
            QString error;
            if (!readTextFile(p, file, error))
                return fail(QStringLiteral("%1: %2").arg(p, error));
            bytes += file.bytes;
            files.append(file);
        }
    }
    if (files.isEmpty() || bytes == 0)
        return fail(QStringLiteral("no text to fingerprint"));
    const double minSeconds = parser.value(secondsOption).toDouble();
    const Fingerprinter fingerprinter;
    quint64 sink = 0;
    qsizetype rounds = 0;
    QElapsedTimer timer;
    timer.start();
    const std::clock_t cpuStart = std::clock();
    do {
        for (const TextFile &file : files)
            sink ^= fingerprinter.fingerprint(file.title, file.text).simhash;
        ++rounds;
    } while (double(timer.nsecsElapsed()) / 1e9 < minSeconds);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    // CPU time too: on a shared machine wall time also counts other people's work.
    const double cpuSeconds = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    const double megabytesPerSecond = double(bytes) * double(rounds) / seconds / 1e6;
    const double megabytesPerCpuSecond = double(bytes) * double(rounds) / std::max(1e-9, cpuSeconds) / 1e6;
    const double documentsPerSecond = double(files.size()) * double(rounds) / seconds;
    if (parser.isSet(jsonOption)) {
        printJson(QJsonDocument(QJsonObject {
            {QStringLiteral("files"), double(files.size())},
            {QStringLiteral("bytes"), double(bytes)},
            {QStringLiteral("mb_per_s"), megabytesPerSecond},
            {QStringLiteral("mb_per_cpu_s"), megabytesPerCpuSecond},
            {QStringLiteral("docs_per_s"), documentsPerSecond},
            {QStringLiteral("checksum"), hex64(sink)},
        }));
    } else {
        out() << "files      " << files.size() << " (" << bytes << " bytes)\n"
              << "speed      " << megabytesPerSecond << " MB/s wall, " << megabytesPerCpuSecond
              << " MB/s of CPU time, " << qRound64(documentsPerSecond) << " documents/s\n";
        out().flush();
    }
    return 0;
}

} // namespace kindred::cli
