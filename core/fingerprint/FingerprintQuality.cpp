#include "fingerprint/FingerprintQuality.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace kindred {

namespace {

// TF-IDF cosine from which two corpus documents count as one story (see measureQuality).
constexpr double kSameStoryCosine = 0.5;

/// Reproducible everywhere: mt19937_64's sequence is fixed by the standard (its distributions are not).
class Random
{
public:
    explicit Random(quint64 seed) : m_engine(seed) { }
    quint64 below(quint64 n) { return n == 0 ? 0 : m_engine() % n; }
    bool chance(int percent) { return below(100) < quint64(percent); }

private:
    std::mt19937_64 m_engine;
};

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

QStringList sentencesOf(const QString &text)
{
    static const QRegularExpression end(QStringLiteral("(?<=[.!?])\\s+|\\n+"));
    QStringList sentences;
    for (const QString &s : text.split(end, Qt::SkipEmptyParts)) {
        if (!s.trimmed().isEmpty())
            sentences.append(s.trimmed());
    }
    return sentences;
}

const QStringList &boilerplateTails()
{
    static const QStringList tails = {
        QStringLiteral("(Reporting by Anna Keller in Berlin; Additional reporting by Tom Reyes; Editing by "
                       "Mark Potter)"),
        QStringLiteral(
            "Copyright 2024 The Daily Wire Service. All rights reserved. This material may not be published, "
            "broadcast, rewritten or redistributed."),
        QStringLiteral(
            "Follow us on social media for the latest updates. Sign up for our morning newsletter to get the "
            "day's top stories in your inbox."),
        QStringLiteral("Related coverage: Read more stories like this in our news section."),
        QStringLiteral("This article was originally published by our partner agency and is republished with "
                       "permission."),
    };
    return tails;
}

/// Changes up to `count` figures in the text (a number's digits), as an updated copy would.
QString changeFigures(const QString &text, Random &random, int count)
{
    static const QRegularExpression number(QStringLiteral("\\d+"));
    QList<QRegularExpressionMatch> matches;
    for (auto it = number.globalMatch(text); it.hasNext();)
        matches.append(it.next());
    if (matches.isEmpty())
        return text;
    QString result = text;
    for (int i = 0; i < count; ++i) {
        const QRegularExpressionMatch m = matches[qsizetype(random.below(quint64(matches.size())))];
        const qint64 value = m.captured().left(9).toLongLong();
        const QString changed = QString::number(value + 1 + qint64(random.below(20)));
        // Replace in place only if the text still holds the same digits there.
        if (result.mid(m.capturedStart(), m.capturedLength()) == m.captured())
            result.replace(m.capturedStart(), m.capturedLength(), changed);
    }
    return result;
}

QString dropWords(const QString &text, Random &random, int count)
{
    QStringList words = text.split(u' ');
    for (int i = 0; i < count && words.size() > 10; ++i)
        words.removeAt(qsizetype(random.below(quint64(words.size()))));
    return words.join(u' ');
}

QualityDocument syndicate(const QualityDocument &original, Random &random)
{
    static const QStringList markers = {QStringLiteral("UPDATE 2-"), QStringLiteral("EXCLUSIVE-"),
        QStringLiteral("UPDATE 1-"), QStringLiteral("BREAKING: ")};
    static const QStringList datelines = {QStringLiteral("LONDON (Wire) - "),
        QStringLiteral("NEW YORK, May 1 (Wire) - "), QStringLiteral("BERLIN -- ")};
    QualityDocument copy = original;
    copy.name += QStringLiteral("~syndicated");
    if (random.chance(60))
        copy.title = markers[qsizetype(random.below(quint64(markers.size())))] + copy.title;
    if (random.chance(50))
        copy.text = datelines[qsizetype(random.below(quint64(datelines.size())))] + copy.text;
    copy.text = changeFigures(copy.text, random, 1 + int(random.below(3)));
    if (random.chance(80))
        copy.text = dropWords(copy.text, random, 1 + int(random.below(5)));
    if (random.chance(70))
        copy.text += QStringLiteral("\n\n")
            + boilerplateTails()[qsizetype(random.below(quint64(boilerplateTails().size())))];
    if (random.chance(50)) // typographic quotes and spacing differ between content systems
        copy.text.replace(u'\'', QChar(0x2019)).replace(QStringLiteral(". "), QStringLiteral(".  "));
    if (copy.text == original.text && copy.title == original.title) // every copy differs somehow
        copy.text += QStringLiteral("\n\n") + boilerplateTails().first();
    return copy;
}

// A made-up name (an outlet, a desk, a column): syllables, so that no list in the code holds it.
QString inventedWord(Random &random)
{
    static const QStringList syllables {QStringLiteral("mar"), QStringLiteral("kel"), QStringLiteral("o"),
        QStringLiteral("ven"), QStringLiteral("tis"), QStringLiteral("bra"), QStringLiteral("lun"),
        QStringLiteral("dor"), QStringLiteral("e"), QStringLiteral("sto"), QStringLiteral("qui"),
        QStringLiteral("ran"), QStringLiteral("fel"), QStringLiteral("a"), QStringLiteral("gra"),
        QStringLiteral("pen")};
    QString word;
    const quint64 parts = 2 + random.below(2);
    for (quint64 i = 0; i < parts; ++i)
        word += syllables[qsizetype(random.below(quint64(syllables.size())))];
    word[0] = word[0].toUpper();
    return word;
}

// A longer word of the text, capitalised: a desk or topic tag taken from the story itself.
QString storyWord(const QString &text, Random &random)
{
    static const QRegularExpression wordPattern(QStringLiteral("\\b\\p{L}{5,}\\b"));
    QStringList words;
    for (auto it = wordPattern.globalMatch(text); it.hasNext();)
        words.append(it.next().captured());
    if (words.isEmpty())
        return inventedWord(random);
    QString word = words[qsizetype(random.below(quint64(words.size())))];
    word[0] = word[0].toUpper();
    return word;
}

// One of `forms` with its %1 and %2 filled in (a form may use one of them only).
QString pick(Random &random, const QStringList &forms, const QString &a, const QString &b)
{
    QString form = forms[qsizetype(random.below(quint64(forms.size())))];
    return form.replace(QStringLiteral("%1"), a).replace(QStringLiteral("%2"), b);
}

// The edits every copy of these kinds also has (seed 003's measure): a figure, two words.
QualityDocument lightlyEdited(const QualityDocument &original, const QString &suffix, Random &random)
{
    QualityDocument copy = original;
    copy.name += suffix;
    copy.text = dropWords(changeFigures(copy.text, random, 1), random, 2);
    return copy;
}

QualityDocument tagHeadline(const QualityDocument &original, Random &random)
{
    QualityDocument copy = lightlyEdited(original, QStringLiteral("~tagged"), random);
    // Some tags are a word of the story itself (a desk "Golf-" over a golf report).
    const QString a = random.chance(30) ? storyWord(original.text, random) : inventedWord(random);
    const QString b = inventedWord(random);
    static const QStringList prefixes {QStringLiteral("%1-"), QStringLiteral("%1: "),
        QStringLiteral("%1 %2: "), QStringLiteral("[%1] "), QStringLiteral("%1 | "),
        QStringLiteral("%1 %2 \u2014 "), QStringLiteral("%1 \u00bb ")};
    static const QStringList suffixes {QStringLiteral(" - %1"), QStringLiteral(" - The %1 %2"),
        QStringLiteral(" | %1"), QStringLiteral(" \u2013 %1 News"), QStringLiteral(" (%1)")};
    if (random.chance(60))
        copy.title = pick(random, prefixes, a, b) + copy.title;
    else
        copy.title += pick(random, suffixes, a, b);
    return copy;
}

QualityDocument addOutletTail(const QualityDocument &original, Random &random)
{
    QualityDocument copy = lightlyEdited(original, QStringLiteral("~tail"), random);
    static const QStringList sentences {
        QStringLiteral("Sign up for the %1 %2 newsletter to get stories like this first."),
        QStringLiteral("\u00a9 2026 %1 %2. All rights reserved."),
        QStringLiteral("This story has been updated with comment from the %1 office."),
        QStringLiteral("Follow %1 %2 on social media for more."),
        QStringLiteral("%1 %2 contributed reporting."),
        QStringLiteral("Read more at %1.com, and download the %2 app."),
        QStringLiteral("Do you have a story to share? Email the %1 desk."),
        QStringLiteral("Photographs: %1 %2 for %1 Press."),
        QStringLiteral("More from %1: the best of the week in %2.")};
    const quint64 count = 1 + random.below(3);
    QStringList tail;
    for (quint64 i = 0; i < count; ++i)
        tail.append(pick(random, sentences, inventedWord(random), inventedWord(random)));
    copy.text += QStringLiteral("\n\n") + tail.join(u' ');
    return copy;
}

QualityDocument tagHeadlineAndTail(const QualityDocument &original, Random &random)
{
    QualityDocument copy = tagHeadline(original, random);
    copy.name = original.name + QStringLiteral("~tagged-tail");
    const QualityDocument tailed = addOutletTail(original, random);
    copy.text = copy.text + tailed.text.mid(tailed.text.lastIndexOf(QStringLiteral("\n\n")));
    return copy;
}

QualityDocument shortened(const QualityDocument &document)
{
    // A feed description: the first sentences up to about 50 words.
    QStringList kept;
    int words = 0;
    for (const QString &sentence : sentencesOf(document.text)) {
        kept.append(sentence);
        words += int(sentence.count(u' ')) + 1;
        if (words >= 50)
            break;
    }
    return {document.name + QStringLiteral("~short"), document.title, kept.join(u' ')};
}

QualityDocument rewrite(const QualityDocument &original, Random &random)
{
    QStringList sentences = sentencesOf(original.text);
    QStringList kept;
    for (const QString &s : sentences) {
        if (random.chance(60))
            kept.append(s);
    }
    while (kept.size() < 3 && !sentences.isEmpty())
        kept.append(sentences.takeAt(qsizetype(random.below(quint64(sentences.size())))));
    for (qsizetype i = kept.size() - 1; i > 0; --i) // another writer orders the facts differently
        kept.swapItemsAt(i, qsizetype(random.below(quint64(i + 1))));
    QualityDocument result {original.name + QStringLiteral("~rewrite"), {}, {}};
    const QStringList headline = kept.value(0).split(u' ').mid(0, 10);
    result.title = headline.join(u' ');
    result.text = kept.mid(1).join(u' ');
    return result;
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
    }
    return {};
}

bool isCopyKind(PairKind kind)
{
    return kind == PairKind::Syndicated || kind == PairKind::HeadlineTag || kind == PairKind::OutletTail
        || kind == PairKind::TagAndTail;
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
    Random random(seed);
    QList<QualityPair> pairs;
    for (const QualityDocument &document : documents) {
        pairs.append({PairKind::Syndicated, document.name, document, syndicate(document, random)});
        const QualityDocument brief = shortened(document);
        pairs.append({PairKind::SyndicatedShort, document.name, brief, syndicate(brief, random)});
        pairs.append({PairKind::Rewrite, document.name, document, rewrite(document, random)});
    }
    // Drawn from a stream of their own, so that the kinds above keep their pairs.
    Random edits(seed + 1);
    for (const QualityDocument &document : documents) {
        pairs.append({PairKind::HeadlineTag, document.name, document, tagHeadline(document, edits)});
        pairs.append({PairKind::OutletTail, document.name, document, addOutletTail(document, edits)});
    }
    Random mixed(seed + 2);
    for (const QualityDocument &document : documents)
        pairs.append({PairKind::TagAndTail, document.name, document, tagHeadlineAndTail(document, mixed)});
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
    // cosine of their TF-IDF vectors (IDF from the corpus itself) is at least 0.5. On L3S pairs
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
            postings[feature.hash].append({qint32(i), float(feature.count)});
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
