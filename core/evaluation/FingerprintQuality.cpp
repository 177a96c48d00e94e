#include "evaluation/FingerprintQuality.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <vector>

namespace kindred {

namespace {

// TF-IDF cosine from which two corpus documents count as one story (see measureQuality).
constexpr double kSameStoryCosine = 0.5;

QString readUtf8(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

/// CleanEval gold standard: a URL line, then blocks marked <p>, <h>, <l>; the first heading is the title.
QualityDocument fromCleanEval(const QString &name, const QString &raw)
{
    QualityDocument document {name, {}, {}};
    QStringList blocks;
    static const QRegularExpression marker(
        QStringLiteral("^\\s*<(p|h|l)>"), QRegularExpression::MultilineOption);
    const QStringList parts = raw.split(marker, Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        const QString block = part.simplified();
        if (block.isEmpty() || block.startsWith(QLatin1String("URL:")))
            continue;
        if (document.title.isEmpty() && block.size() < 200)
            document.title = block;
        else
            blocks.append(block);
    }
    document.text = blocks.join(QStringLiteral("\n\n"));
    return document;
}

QualityDocument fromPlain(const QString &name, const QString &raw)
{
    const QString trimmed = raw.trimmed();
    const qsizetype newline = trimmed.indexOf(u'\n');
    return {name, newline < 0 ? trimmed : trimmed.left(newline).trimmed(),
        newline < 0 ? QString() : trimmed.mid(newline + 1).trimmed()};
}

} // namespace

QString pairKindName(PairKind kind)
{
    switch (kind) {
    case PairKind::Syndicated:
        return QStringLiteral("syndicated");
    case PairKind::SyndicatedShort:
        return QStringLiteral("syndicated-short");
    case PairKind::Rewrite:
        return QStringLiteral("rewrite");
    case PairKind::Unrelated:
        return QStringLiteral("unrelated");
    case PairKind::CorpusRelated:
        return QStringLiteral("corpus-related");
    case PairKind::SameTitle:
        return QStringLiteral("same-title");
    case PairKind::HeadlineTag:
        return QStringLiteral("headline-tag");
    case PairKind::OutletTail:
        return QStringLiteral("outlet-tail");
    case PairKind::TagAndTail:
        return QStringLiteral("tag-and-tail");
    case PairKind::OwnHeadline:
        return QStringLiteral("own-headline");
    case PairKind::Trimmed:
        return QStringLiteral("trimmed");
    case PairKind::Dressed:
        return QStringLiteral("dressed");
    case PairKind::Reworked:
        return QStringLiteral("reworked");
    case PairKind::Retold:
        return QStringLiteral("retold");
    }
    return {};
}

bool isCopyKind(PairKind kind)
{
    return kind == PairKind::Syndicated || kind == PairKind::HeadlineTag || kind == PairKind::OutletTail
        || kind == PairKind::TagAndTail || kind == PairKind::OwnHeadline || kind == PairKind::Trimmed
        || kind == PairKind::Dressed || kind == PairKind::Reworked;
}

QList<QualityDocument> qualityPart(const QList<QualityDocument> &documents, QualityPart part)
{
    if (part == QualityPart::All)
        return documents;
    QList<QualityDocument> result;
    for (qsizetype i = 0; i < documents.size(); ++i) {
        if ((i % 3 == 2) == (part == QualityPart::Check))
            result.append(documents[i]);
    }
    return result;
}

QList<QualityDocument> documentsOfLength(
    const QList<QualityDocument> &documents, qsizetype minWords, qsizetype maxWords)
{
    QList<QualityDocument> kept;
    for (const QualityDocument &document : documents) {
        const qsizetype words = document.text.count(u' ') + 1; // as loadQualityDocuments counts them
        if (words >= minWords && words < maxWords)
            kept.append(document);
    }
    return kept;
}

QList<QualityDocument> loadQualityDocuments(const QString &extractionDir, int minimumWords)
{
    QList<QualityDocument> documents;
    const QDir root(extractionDir);
    const auto addAll = [&](const QString &folder, bool cleanEval) {
        const QDir dir(root.filePath(folder));
        QStringList names = dir.entryList({QStringLiteral("*.txt")}, QDir::Files);
        names.sort();
        for (const QString &name : names) {
            const QString raw = readUtf8(dir.filePath(name));
            const QString id = folder.section(u'/', 0, 0) + u'/' + name;
            QualityDocument document = cleanEval ? fromCleanEval(id, raw) : fromPlain(id, raw);
            if (document.text.count(u' ') + 1 >= minimumWords && !document.title.isEmpty())
                documents.append(document);
        }
    };
    addAll(QStringLiteral("l3s-gn1/gold-text"), false);
    addAll(QStringLiteral("cleaneval-dev/GoldStandard"), true);
    addAll(QStringLiteral("cleanportaleval/GoldStandard"), true);
    return documents;
}

QList<QualityPair> makeQualityPairs(const QList<QualityDocument> &documents, quint64 seed)
{
    QualityRandom random(seed);
    QList<QualityPair> pairs;
    for (const QualityDocument &document : documents) {
        pairs.append({PairKind::Syndicated, document.name, document, syndicate(document, random)});
        const QualityDocument brief = shortened(document);
        pairs.append({PairKind::SyndicatedShort, document.name, brief, syndicate(brief, random)});
        pairs.append({PairKind::Rewrite, document.name, document, rewrite(document, random)});
    }
    // Drawn from a stream of their own, so that the kinds above keep their pairs.
    QualityRandom edits(seed + 1);
    for (const QualityDocument &document : documents) {
        pairs.append({PairKind::HeadlineTag, document.name, document, tagHeadline(document, edits)});
        pairs.append({PairKind::OutletTail, document.name, document, addOutletTail(document, edits)});
    }
    QualityRandom mixed(seed + 2);
    for (const QualityDocument &document : documents)
        pairs.append({PairKind::TagAndTail, document.name, document, tagHeadlineAndTail(document, mixed)});
    // The newsroom's edits, each kind from a stream of its own.
    QualityRandom own(seed + 3), cut(seed + 4), dress(seed + 5), rework(seed + 6), retell(seed + 7);
    for (qsizetype i = 0; i < documents.size(); ++i) {
        const QualityDocument &document = documents[i];
        const QString otherHeadline = documents[(i + 1) % documents.size()].title;
        pairs.append({PairKind::OwnHeadline, document.name, document, ownHeadline(document, own)});
        pairs.append({PairKind::Trimmed, document.name, document, trimmed(document, cut)});
        pairs.append({PairKind::Dressed, document.name, document, dressed(document, otherHeadline, dress)});
        pairs.append(
            {PairKind::Reworked, document.name, document, reworked(document, otherHeadline, rework)});
        pairs.append({PairKind::Retold, document.name, document, retold(document, retell)});
    }
    for (qsizetype i = 0; i + 1 < documents.size(); ++i) {
        const QualityDocument brief = shortened(documents[i]);
        const QualityDocument other {documents[i + 1].name, brief.title, shortened(documents[i + 1]).text};
        pairs.append({PairKind::SameTitle, brief.name, brief, other});
    }
    return pairs;
}

double DistanceStats::fractionWithin(int radius) const
{
    qsizetype within = 0;
    for (int d = 0; d <= radius && d <= 64; ++d)
        within += histogram[size_t(d)];
    return pairs == 0 ? 0 : double(within) / double(pairs);
}

int DistanceStats::percentile(double p) const
{
    const qsizetype rank = qsizetype(p * double(pairs));
    qsizetype seen = 0;
    for (int d = 0; d <= 64; ++d) {
        seen += histogram[size_t(d)];
        if (seen > rank)
            return d;
    }
    return 64;
}

double DistanceStats::mean() const
{
    double sum = 0;
    for (int d = 0; d <= 64; ++d)
        sum += double(d) * double(histogram[size_t(d)]);
    return pairs == 0 ? 0 : sum / double(pairs);
}

bool QualityReport::meetsTargets() const
{
    for (const DistanceStats &stats : kinds) {
        if (isCopyKind(stats.kind) && (stats.pairs == 0 || stats.fractionWithin(3) < 0.97))
            return false;
    }
    const DistanceStats &unrelated = kinds[size_t(PairKind::Unrelated)];
    return unrelated.pairs > 0 && unrelated.fractionWithin(3) == 0 && unrelated.fractionWithin(7) < 0.01;
}

QString QualityReport::toText() const
{
    QString text;
    text += QStringLiteral("documents %1\n").arg(documents);
    text += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
                .arg(QStringLiteral("kind"), -17)
                .arg(QStringLiteral("pairs"), 8)
                .arg(QStringLiteral("<=3"), 8)
                .arg(QStringLiteral("<=7"), 8)
                .arg(QStringLiteral("mean"), 6)
                .arg(QStringLiteral("p5"), 4)
                .arg(QStringLiteral("p50"), 4)
                .arg(QStringLiteral("p95"), 4);
    for (const DistanceStats &stats : kinds) {
        text += QStringLiteral("%1 %2 %3% %4% %5 %6 %7 %8\n")
                    .arg(pairKindName(stats.kind), -17)
                    .arg(stats.pairs, 8)
                    .arg(stats.fractionWithin(3) * 100, 7, 'f', 2)
                    .arg(stats.fractionWithin(7) * 100, 7, 'f', 2)
                    .arg(stats.mean(), 6, 'f', 1)
                    .arg(stats.percentile(0.05), 4)
                    .arg(stats.percentile(0.5), 4)
                    .arg(stats.percentile(0.95), 4);
    }
    text += QStringLiteral("histograms (distance:count)\n");
    for (const DistanceStats &stats : kinds) {
        text += QStringLiteral("  %1").arg(pairKindName(stats.kind), -17);
        for (int d = 0; d <= 64; ++d) {
            if (stats.histogram[size_t(d)])
                text += QStringLiteral(" %1:%2").arg(d).arg(stats.histogram[size_t(d)]);
        }
        text += u'\n';
    }
    if (!farCopies.isEmpty())
        text += QStringLiteral("copies beyond 3: ") + farCopies.join(QStringLiteral(", ")) + u'\n';
    if (!closeUnrelated.isEmpty())
        text += QStringLiteral("unrelated within 7: ") + closeUnrelated.join(QStringLiteral(", ")) + u'\n';
    text += QStringLiteral("targets (every copy kind <=3 >= 97%, unrelated <=3 none and <=7 < 1%): %1\n")
                .arg(meetsTargets() ? QStringLiteral("met") : QStringLiteral("NOT met"));
    return text;
}

QualityReport measureQuality(
    const QList<QualityDocument> &documents, const Fingerprinter &fingerprinter, quint64 seed)
{
    QualityReport report;
    report.documents = documents.size();
    for (int k = 0; k < kPairKinds; ++k)
        report.kinds[size_t(k)].kind = PairKind(k);
    for (const QualityPair &pair : makeQualityPairs(documents, seed)) {
        const int distance
            = hammingDistance(fingerprinter.fingerprint(pair.original.title, pair.original.text).simhash,
                fingerprinter.fingerprint(pair.variant.title, pair.variant.text).simhash);
        DistanceStats &stats = report.kinds[size_t(pair.kind)];
        ++stats.pairs;
        ++stats.histogram[size_t(distance)];
        if (isCopyKind(pair.kind) && distance > 3 && report.farCopies.size() < 20)
            report.farCopies.append(
                QStringLiteral("%1 %2 %3").arg(pairKindName(pair.kind), pair.name).arg(distance));
    }
    // Every pair of distinct documents is an unrelated pair, unless they tell one story: the
    // cosine of their IDF-weighted term sets (IDF from the corpus itself) is at least 0.5. On L3S pairs
    // near 0.3 share a topic (one team, one politician); from 0.5 most are one story or its
    // follow-up (two reports of EMI's 2,000 job cuts: 0.64). Shared
    // vocabulary is a judge independent of the simhash; weighting by IDF keeps common news words
    // ("said", "year") from making strangers look alike, and the cosine, unlike a Jaccard of
    // term sets, does not call a short and a long report of one story unrelated. Dot products
    // are summed through an inverted list: pairs of documents per term.
    const qsizetype n = documents.size();
    QList<quint64> simhashes;
    QHash<quint64, QList<std::pair<qint32, float>>> postings; // term -> (document, tf)
    for (qsizetype i = 0; i < n; ++i) {
        const TextFeatures features = extractTextFeatures(documents[i].title, documents[i].text);
        simhashes.append(fingerprinter.fingerprint(features).simhash);
        for (const TextFeature &feature : features.features)
            postings[feature.hash].append(
                {qint32(i), 1.0f}); // which terms, not how the fingerprint weighs them
    }
    std::vector<double> dot(size_t(n * n), 0.0);
    std::vector<double> norm(size_t(n), 0.0);
    for (const auto &docs : std::as_const(postings)) {
        const double idf = std::log(double(n) / double(docs.size()));
        for (qsizetype a = 0; a < docs.size(); ++a) {
            const double wa = docs[a].second * idf;
            norm[size_t(docs[a].first)] += wa * wa;
            for (qsizetype b = a + 1; b < docs.size(); ++b)
                dot[size_t(docs[a].first) * size_t(n) + size_t(docs[b].first)] += wa * docs[b].second * idf;
        }
    }
    for (qsizetype i = 0; i < n; ++i) {
        for (qsizetype j = i + 1; j < n; ++j) {
            const int distance = hammingDistance(simhashes[i], simhashes[j]);
            const double norms = std::sqrt(norm[size_t(i)] * norm[size_t(j)]);
            const double cosine = norms > 0 ? dot[size_t(i) * size_t(n) + size_t(j)] / norms : 0.0;
            const PairKind kind = cosine >= kSameStoryCosine ? PairKind::CorpusRelated : PairKind::Unrelated;
            DistanceStats &stats = report.kinds[size_t(kind)];
            ++stats.pairs;
            ++stats.histogram[size_t(distance)];
            if (kind == PairKind::Unrelated && distance <= 7 && report.closeUnrelated.size() < 20)
                report.closeUnrelated.append(
                    QStringLiteral("%1 %2 %3").arg(documents[i].name, documents[j].name).arg(distance));
        }
    }
    return report;
}

DocumentFrequencies learnQualityFrequencies(const QList<QualityDocument> &documents, quint64 seed)
{
    DocumentFrequencies frequencies;
    for (const QualityDocument &document : documents)
        frequencies.addDocument(extractTextFeatures(document.title, document.text));
    for (const QualityPair &pair : makeQualityPairs(documents, seed))
        frequencies.addDocument(extractTextFeatures(pair.variant.title, pair.variant.text));
    return frequencies;
}

} // namespace kindred
