#include "fingerprint/Fingerprinter.h"

#include "fingerprint/SimHash.h"

#include <algorithm>

namespace kindred {

namespace {

// 16 * (1 + ln tf) for tf = 1..32, rounded; written out so no libm rounding can ever change a
// weight. Repeats past 32 add nothing (boilerplate repeated down a page should not dominate).
constexpr int kTermWeight[33] = {0, 16, 27, 34, 38, 42, 45, 47, 49, 51, 53, 54, 56, 57, 58, 59, 60, 61, 62,
    63, 64, 65, 65, 66, 67, 68, 68, 69, 69, 70, 70, 71, 71};

} // namespace

Fingerprinter::Fingerprinter(DocumentFrequencies frequencies) : m_frequencies(std::move(frequencies))
{ }

int Fingerprinter::version()
{
    return 2;
}

qint64 Fingerprinter::weight(const TextFeature &feature) const
{
    const quint32 tf = std::min<quint32>(feature.count, 32);
    return qint64(kTermWeight[tf]) * m_frequencies.idfQuarters(feature.hash);
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
