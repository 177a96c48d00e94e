#pragma once

#include "evaluation/QualityEdits.h"
#include "fingerprint/Fingerprinter.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <array>

namespace kindred {

/// Reads the hand-cleaned texts of an extraction corpus folder (`l3s-gn1/gold-text/*.txt`,
/// `cleaneval-dev/GoldStandard/*.txt`, `cleanportaleval/GoldStandard/*.txt`), keeping those with
/// at least `minimumWords` words. Nothing is copied: the set is built in memory at run time.
QList<QualityDocument> loadQualityDocuments(const QString &extractionDir, int minimumWords = 80);

/// Which documents of the set to use: tune weights on one part and check them on the other,
/// which the tuning never saw (every third document, by name order).
enum class QualityPart { All, Tune, Check };
QList<QualityDocument> qualityPart(const QList<QualityDocument> &documents, QualityPart part);

/// The documents whose text has at least `minWords` and fewer than `maxWords` words: copies of a
/// long article and of a feed description behave differently, and are reported apart.
QList<QualityDocument> documentsOfLength(
    const QList<QualityDocument> &documents, qsizetype minWords, qsizetype maxWords);

/// The kinds of pairs whose fingerprint distances are measured.
enum class PairKind {
    Syndicated, // a wire copy: marker or dateline, changed figures, boilerplate tail, dropped words
    SyndicatedShort, // the same edits on title + first sentences (a feed description)
    Rewrite, // the same story retold: a subset of its sentences, reordered, new headline
    Unrelated, // two different articles of the corpus (every pair not CorpusRelated)
    CorpusRelated, // two corpus articles whose TF-IDF cosine is >= 0.5: one story told
                   // twice (the corpora hold such pairs), so not counted as unrelated
    SameTitle, // a feed description under a title, and another article's description under the
               // same title (feeds with generic titles: "Daily briefing"); must not be duplicates
    HeadlineTag, // a copy whose headline gained a tag no list knows (a desk tag "Golf-", a column
                 // "Test Drive:", an outlet " - The Courier"), a changed figure, two words dropped
    OutletTail, // a copy with an outlet's tail of one to three sentences (newsletter, copyright,
                // "this story has been updated"), a changed figure, two words dropped
    TagAndTail, // both at once, as a syndicating site edits: a headline tag, a tail sentence, a
                // changed figure, two words dropped
    OwnHeadline, // the same body (one figure changed) under the outlet's own headline
    Trimmed, // the last sentences or paragraphs cut (10-30% of the words), one figure changed
    Dressed, // bylines, datelines, captions, "RELATED:" lines, share and copyright lines, quotes
    Reworked, // an own headline over a trimmed and dressed copy
    Retold, // the story retold: a new lead, sentences cut and moved, words replaced; not a copy
};

constexpr int kPairKinds = 14;

/// The kinds that are copies and must land within the duplicate radius.
bool isCopyKind(PairKind kind);

/// A generated pair: the original and its variant.
struct QualityPair
{
    PairKind kind = PairKind::Syndicated;
    QString name;
    QualityDocument original;
    QualityDocument variant;
};

constexpr quint64 kQualitySeed = 20240501;

/// Variants of each document (syndicated, short syndicated, rewrite), reproducible from `seed`.
QList<QualityPair> makeQualityPairs(const QList<QualityDocument> &documents, quint64 seed);

/// The distribution of Hamming distances for one kind of pair.
struct DistanceStats
{
    PairKind kind = PairKind::Syndicated;
    qsizetype pairs = 0;
    std::array<qsizetype, 65> histogram {};

    double fractionWithin(int radius) const;
    int percentile(double p) const;
    double mean() const;
};

/// Distances per kind, and the closest unrelated pairs, for a fingerprinter on a document set.
struct QualityReport
{
    qsizetype documents = 0;
    std::array<DistanceStats, kPairKinds> kinds;
    QStringList closeUnrelated; // "a b distance" for unrelated pairs within 7 (at most 20)
    QStringList farCopies; // "kind name distance" for copies beyond 3 (at most 20)

    /// >= 97% of the copies of every edit kind within 3; no unrelated pair within 3; < 1% within 7.
    bool meetsTargets() const;
    QString toText() const;
};

/// Fingerprints every pair (and every pair of distinct documents) and collects the distances.
QualityReport measureQuality(
    const QList<QualityDocument> &documents, const Fingerprinter &fingerprinter, quint64 seed = kQualitySeed);

/// Document frequencies learned from the documents and their generated variants, as a
/// database holding both the originals and their copies would learn them.
DocumentFrequencies learnQualityFrequencies(
    const QList<QualityDocument> &documents, quint64 seed = kQualitySeed);

QString pairKindName(PairKind kind);

} // namespace kindred
