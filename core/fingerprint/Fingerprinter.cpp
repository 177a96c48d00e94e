#include "fingerprint/Fingerprinter.h"

#include "fingerprint/SimHash.h"

#include <algorithm>

namespace kindred {

namespace {

// Term frequencies past this add nothing: a word repeated down a page should not outvote the rest.
constexpr quint32 kMaxTermFrequency = 16;

} // namespace

Fingerprinter::Fingerprinter(DocumentFrequencies frequencies) : m_frequencies(std::move(frequencies))
{ }

int Fingerprinter::version()
{
    // 4: decorations around a headline (desk tags, outlet names) count as body words, not title.
    // 5: coefficients of sixteen sizes instead of +-1 votes (see SimHash); a headline whose two
    // sides the body both leaves unused is cut only on the shorter side.
    return 5;
}

int Fingerprinter::termsSince()
{
    return 3;
}

qint64 Fingerprinter::weight(const TextFeature &feature) const
{
    // tf squared, not the usual 1 + ln tf: simhash moves by the share of the weight an edit
    // touches, and syndicated copies differ in words that occur once (a boilerplate tail, a
    // dropped word), while the story's own words repeat. On the quality set 1 + ln tf keeps 55%
    // of copies within distance 3, tf squared 91% (98% with the title weight).
    const qint64 tf = std::min(feature.count, kMaxTermFrequency);
    return tf * tf * m_frequencies.idfQuarters(feature.hash);
}

Fingerprint Fingerprinter::fingerprint(const QString &title, const QString &text) const
{
    return fingerprint(extractTextFeatures(title, text));
}

Fingerprint Fingerprinter::fingerprint(const TextFeatures &features) const
{
    SimHash simhash;
    for (const TextFeature &feature : features.features)
        simhash.add(feature.hash, weight(feature));
    Fingerprint fp;
    fp.simhash = simhash.value();
    fp.digestHigh = features.digestHigh;
    fp.digestLow = features.digestLow;
    fp.version = version();
    return fp;
}

} // namespace kindred
