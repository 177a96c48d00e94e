#pragma once

#include <QtGlobal>
#include <array>

namespace kindred {

/// Charikar's simhash: each feature's 64-bit hash votes +weight for its set bits and -weight for
/// its clear bits; the fingerprint keeps the bits with a positive total. Integer weights make the
/// result exact and identical everywhere.
class SimHash final
{
public:
    void add(quint64 featureHash, qint64 weight);
    quint64 value() const;

private:
    void flush() const;

    // Votes gather in 32-bit lanes (eight per hash byte, vectorised) and move to the 64-bit
    // totals before they could overflow.
    mutable std::array<qint32, 64> m_recent {};
    mutable std::array<qint64, 64> m_votes {};
    mutable qint64 m_recentBound = 0; // the largest |vote| m_recent can hold now
};

} // namespace kindred
