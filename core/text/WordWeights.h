#pragma once

#include <QtGlobal>
#include <algorithm>
#include <array>

namespace kindred {

/// How much one occurrence of a word counts toward an article's fingerprint, in fixed point
/// (kUnit is one word at the top of the story). Integers, so every machine gives the same bits.
///
/// An outlet that runs a wire story keeps its lead and its body; it writes its own headline over
/// it, cuts the last paragraphs, and dresses it with bylines, captions and share lines (dressing,
/// see ProseLayout). A retold story has a lead of its own. So:
/// - the first kLeadWords words of the prose count fully, later ones less and less (a copy cut at
///   the end keeps almost all of the weight), dressing hardly at all;
/// - the headline counts for a lot only when there is little else: under a feed description it
///   counts as several body words (two different descriptions under one generic headline stay
///   apart), and from about 150 words of prose on it counts for almost nothing, so that a copy
///   under the outlet's own headline stays a copy.
struct WordWeights
{
    static constexpr quint32 kUnit = 16;
    /// Words of prose at the head of the story that count fully.
    static constexpr qint32 kLeadWords = 150;
    /// A word of a byline, caption or share line (ProseLayout::kDressing).
    static constexpr quint32 kDressing = 2;

    /// A body word at this place in the prose (ProseLayout's position, or kDressing).
    static quint32 bodyWord(qint32 prosePosition)
    {
        // One lookup, no branch: kDressing (-1) reads the first entry, a place past the fall the last.
        const size_t at = std::min<size_t>(size_t(qint64(prosePosition) + 1), kWeightAt.size() - 1);
        return kWeightAt[at];
    }
    /// The headline's words, given the summed bodyWord() weights of the prose (its lead mass).
    static quint32 headline(quint64 leadMass);
    /// A decoration around the headline (a desk tag, an outlet's name) counts as a body word at
    /// most, and no more than the headline itself.
    static quint32 decoration(quint64 leadMass);

private:
    // Entry p + 1 for the word at p: kUnit up to kLeadWords, then kUnit * (kLeadWords / p)^4 rounded
    // (a fifth at 1.5 times the lead, nothing from 2.4 times on); entry 0 for dressing, the last 0.
    // Integers, at compile time.
    static constexpr std::array<quint8, 2 *kLeadWords + kLeadWords * 2 / 5 + 2> kWeightAt = [] {
        std::array<quint8, 2 * kLeadWords + kLeadWords * 2 / 5 + 2> weights {};
        weights[0] = quint8(kDressing);
        const quint64 lead = quint64(kLeadWords) * kLeadWords * kLeadWords * kLeadWords;
        for (size_t p = 0; p + 2 < weights.size(); ++p) {
            const quint64 at = quint64(p) * p * p * p;
            weights[p + 1] = quint8(qint32(p) < kLeadWords ? kUnit : (kUnit * lead + at / 2) / at);
        }
        return weights;
    }();
};

} // namespace kindred
