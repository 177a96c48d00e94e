#include "text/WordWeights.h"

#include "text/ProseLayout.h"

#include <algorithm>

namespace kindred {

namespace {

// Beyond the lead a word counts kUnit * (kLeadWords / position)^4: a fifth at 1.5 times the lead,
// nothing from 2.4 times on. Measured on the quality set (bench fingerprint --quality): a flat lead
// of 150 words with this fall keeps 99% of copies cut by 10-30% within distance 3 on articles of
// 300 words and more, where a shorter lead loses copies to a changed word near the top and a
// slower fall loses the cut ones.
constexpr qint32 kLastCountingWord = 2 * WordWeights::kLeadWords + WordWeights::kLeadWords * 2 / 5;

// The headline: max(1, words / 16) body words up to kPeakWords of prose (as a feed description
// grows the headline matters more, as before), then (kPeakWords / words)^8 of that peak: 6 body
// words at 96 words of lead, 0.17 at 150, nothing from 200 on.
constexpr quint64 kPeakWords = 96;
constexpr int kFall = 8;

} // namespace

quint32 WordWeights::bodyWord(qint32 prosePosition)
{
    if (prosePosition == ProseLayout::kDressing)
        return kDressing;
    if (prosePosition < kLeadWords)
        return kUnit;
    if (prosePosition > kLastCountingWord)
        return 0;
    const quint64 lead = quint64(kLeadWords) * kLeadWords * kLeadWords * kLeadWords;
    const quint64 at
        = quint64(prosePosition) * quint64(prosePosition) * quint64(prosePosition) * quint64(prosePosition);
    return quint32((kUnit * lead + at / 2) / at);
}

quint32 WordWeights::headline(quint64 leadMass)
{
    const quint64 words = leadMass / kUnit;
    if (words <= kPeakWords)
        return quint32(std::max<quint64>(kUnit, words)); // max(1, words / 16) body words, in units
    // kPeakWords units times (kPeakWords / words)^kFall, in 16.16 fixed point.
    quint64 weight = kPeakWords << 16;
    for (int i = 0; i < kFall; ++i)
        weight = weight * (kPeakWords * kUnit) / leadMass;
    return quint32((weight + (1 << 15)) >> 16);
}

quint32 WordWeights::decoration(quint64 leadMass)
{
    return std::min(kUnit, headline(leadMass));
}

} // namespace kindred
