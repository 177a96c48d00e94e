#include "fingerprint/SimHash.h"

#include <limits>

namespace kindred {

namespace {

// For each byte value, per bit: 0 if the bit is set, -1 if clear, so (w ^ n) - n is +w or -w.
struct SignTable
{
    std::array<std::array<qint32, 8>, 256> lanes {};
    SignTable()
    {
        for (int byte = 0; byte < 256; ++byte) {
            for (int bit = 0; bit < 8; ++bit)
                lanes[size_t(byte)][size_t(bit)] = (byte >> bit) & 1 ? 0 : -1;
        }
    }
};

const SignTable kSigns;

constexpr qint64 kLaneLimit = std::numeric_limits<qint32>::max();

} // namespace

void SimHash::add(quint64 featureHash, qint64 weight)
{
    if (weight > kLaneLimit / 2) { // never for real weights; kept exact all the same
        flush();
        for (int i = 0; i < 64; ++i)
            m_votes[size_t(i)] += (featureHash >> i) & 1 ? weight : -weight;
        return;
    }
    if (m_recentBound + weight > kLaneLimit)
        flush();
    m_recentBound += weight;
    const qint32 w = qint32(weight);
    for (int byte = 0; byte < 8; ++byte) {
        const std::array<qint32, 8> &signs = kSigns.lanes[(featureHash >> (8 * byte)) & 0xffu];
        qint32 *lanes = m_recent.data() + 8 * byte;
        for (int bit = 0; bit < 8; ++bit)
            lanes[bit] += (w ^ signs[size_t(bit)]) - signs[size_t(bit)];
    }
}

void SimHash::flush() const
{
    for (int i = 0; i < 64; ++i) {
        m_votes[size_t(i)] += m_recent[size_t(i)];
        m_recent[size_t(i)] = 0;
    }
    m_recentBound = 0;
}

quint64 SimHash::value() const
{
    flush();
    quint64 bits = 0;
    for (int i = 0; i < 64; ++i) {
        if (m_votes[size_t(i)] > 0)
            bits |= quint64(1) << i;
    }
    return bits;
}

} // namespace kindred
