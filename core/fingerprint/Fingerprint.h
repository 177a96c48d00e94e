#pragma once

#include <QtGlobal>
#include <bit>

namespace kindred {

/// An article's fingerprints: a 64-bit simhash for near copies and a 128-bit digest of the
/// normalised text for exact copies, with the version of the algorithm that made them.
struct Fingerprint
{
    quint64 simhash = 0;
    quint64 digestHigh = 0;
    quint64 digestLow = 0;
    int version = 0;

    bool sameDigest(const Fingerprint &other) const
    {
        return digestHigh == other.digestHigh && digestLow == other.digestLow;
    }
};

inline int hammingDistance(quint64 a, quint64 b)
{
    return std::popcount(a ^ b);
}

} // namespace kindred
