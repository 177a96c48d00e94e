#include "fingerprint/Fingerprinter.h"

#include "fingerprint/SimHash.h"
#include "text/WordWeights.h"

#include <algorithm>

namespace kindred {

namespace {

// Term frequencies past this add nothing: a word repeated down a page should not outvote the rest.
constexpr quint32 kMaxTermFrequency = 16;
// Frequencies below this have their IDF in a table (m_idfQuarters); features seen in more
// documents (the commonest words) are few.
constexpr quint64 kTabledFrequencies = 4096;

} // namespace

Fingerprinter::Fingerprinter(DocumentFrequencies frequencies) : m_frequencies(std::move(frequencies))
{
    if (!m_frequencies.isLearned())
        return;
    m_idfQuarters.resize(
        std::size_t(std::min<quint64>(m_frequencies.documentCount() + 1, kTabledFrequencies)));
    for (std::size_t frequency = 0; frequency < m_idfQuarters.size(); ++frequency)
        m_idfQuarters[frequency] = std::uint8_t(m_frequencies.idfQuartersOf(quint32(frequency)));
}

int Fingerprinter::version()
{
    // 4: decorations around a headline (desk tags, outlet names) count as body words, not title.
    // 5: coefficients of sixteen sizes instead of +-1 votes (see SimHash); a headline whose two
    // sides the body both leaves unused is cut only on the shorter side.
    // 6: words weighed by where they stand (WordWeights, ProseLayout): the lead of the prose most,
    // dressing lines hardly, the headline little under a long story.
    return 6;
}

int Fingerprinter::termsSince()
{
    return 3;
}

qint64 Fingerprinter::weight(const TextFeature &feature) const
{
    // A feature's count is its occurrences weighed by where they stand (WordWeights), squared, not
    // the usual 1 + ln tf: simhash moves by the share of the weight an edit touches, and copies
    // differ in words that occur once (a boilerplate tail, a dropped word), while the story's own
    // words repeat. A count below a quarter of a lead word gives nothing: words far down a long
    // story, which a copy cut at the end no longer has, do not vote.
    constexpr qint64 unit = WordWeights::kUnit;
    constexpr qint64 divisor = unit * unit / 4; // one lead word weighs its IDF in quarters, as before
    const qint64 count = std::min<qint64>(feature.count, kMaxTermFrequency * unit);
    const quint32 frequency = m_frequencies.frequency(feature.hash);
    const int idf = frequency < m_idfQuarters.size() ? m_idfQuarters[frequency]
                                                     : m_frequencies.idfQuartersOf(frequency);
    return (count * count * idf + divisor / 2) / divisor;
}

Fingerprint Fingerprinter::fingerprint(const QString &title, const QString &text) const
{
    return fingerprint(extractTextFeatures(title, text));
}

Fingerprint Fingerprinter::fingerprint(const TextFeatures &features) const
{
    SimHash simhash;
    for (const TextFeature &feature : features.features) {
        if (const qint64 w = weight(feature); w > 0)
            simhash.add(feature.hash, w);
    }
    Fingerprint fp;
    fp.simhash = simhash.value();
    fp.digestHigh = features.digestHigh;
    fp.digestLow = features.digestLow;
    fp.version = version();
    return fp;
}

} // namespace kindred
