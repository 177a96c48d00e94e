#pragma once

#include "fingerprint/Fingerprint.h"
#include "text/DocumentFrequencies.h"
#include "text/TextFeatures.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace kindred {

/// Turns an article's text into its Fingerprint (weighted 64-bit simhash over text features,
/// XXH3 hashes). Stable across runs, machines and versions of Qt.
///
/// Weights are TF-IDF: min(tf, 16) squared times the IDF of the document-frequency table given
/// to the constructor. A default-constructed Fingerprinter (or one whose table has seen fewer than
/// DocumentFrequencies::minimumDocuments() articles) weighs every feature's IDF as 1. Weights
/// are integers, so the same features give the same bits on every compiler and CPU. A new
/// table changes fingerprints a little: re-fingerprint stored articles when replacing it.
class Fingerprinter final
{
public:
    Fingerprinter() = default;
    explicit Fingerprinter(DocumentFrequencies frequencies);

    /// Bumped whenever tokenisation, weighting or hashing changes; stored beside each fingerprint.
    /// Stored articles of an older version are fingerprinted again (see Regrouper).
    static int version();
    /// The oldest version whose terms (features) this one still uses: document frequencies
    /// learned since then keep their meaning, only the weighting changed.
    static int termsSince();

    /// `title` should already have the feed's title prefix stripped; `text` is the description
    /// or, when extracted, the article body (plain text).
    Fingerprint fingerprint(const QString &title, const QString &text) const;

    /// The same from features already extracted (to learn frequencies from them as well).
    Fingerprint fingerprint(const TextFeatures &features) const;

    /// The integer weight of one feature of the given term frequency.
    qint64 weight(const TextFeature &feature) const;

    const DocumentFrequencies &frequencies() const { return m_frequencies; }

private:
    DocumentFrequencies m_frequencies;
    // The IDF in quarters of the frequencies most features have, worked out once: a fingerprint
    // weighs hundreds of features, and the logarithm was about a quarter of its cost.
    std::vector<std::uint8_t> m_idfQuarters;
};

} // namespace kindred
