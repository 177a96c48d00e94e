#include "fingerprint/SimHash.h"

namespace kindred {

void SimHash::add(quint64 featureHash, qint64 weight)
{
    // Branch-free so the compiler vectorises the 64 lanes.
    for (int i = 0; i < 64; ++i) {
        const qint64 bit = qint64((featureHash >> i) & 1);
        m_votes[size_t(i)] += (2 * bit - 1) * weight;
    }
}

quint64 SimHash::value() const
{
    quint64 bits = 0;
    for (int i = 0; i < 64; ++i) {
        if (m_votes[size_t(i)] > 0)
            bits |= quint64(1) << i;
    }
    return bits;
}

} // namespace kindred
