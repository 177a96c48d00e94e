#include "fingerprint/SimHash.h"

#include <limits>

namespace kindred {

namespace {

constexpr qint64 kLaneLimit = std::numeric_limits<qint32>::max();
// Weights up to this take the vectorised 16-bit multiply; real weights (tf squared times a
// quarter-step IDF) stay far below it.
constexpr qint64 kFastWeightLimit = std::numeric_limits<qint16>::max();

/// A feature's 256 coefficient bits: four splitmix64 steps from its hash, as 32 bytes whose low
/// nibbles are bits 0-31 and high nibbles bits 32-63. Built from shifts, so every machine reads
/// the same bytes.
std::array<quint8, 32> coefficientNibbles(quint64 featureHash)
{
    std::array<quint8, 32> nibbles;
    quint64 state = featureHash;
    for (size_t word = 0; word < 4; ++word) {
        quint64 z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        for (size_t b = 0; b < 8; ++b)
            nibbles[8 * word + b] = quint8(z >> (8 * b));
    }
    return nibbles;
}

/// A nibble n as the odd coefficient 2n - 15: uniform over -15..15, symmetric around zero.
constexpr int fromNibble(int n)
{
    return 2 * n - 15;
}

} // namespace

int SimHash::coefficient(quint64 featureHash, int bit)
{
    const quint8 byte = coefficientNibbles(featureHash)[size_t(bit % 32)];
    return fromNibble(bit < 32 ? byte & 15 : byte >> 4);
}

void SimHash::add(quint64 featureHash, qint64 weight)
{
    const std::array<quint8, 32> nibbles = coefficientNibbles(featureHash);
    if (weight > kFastWeightLimit) { // never for real weights; kept exact all the same
        flush();
        for (size_t i = 0; i < 32; ++i) {
            m_votes[i] += weight * fromNibble(nibbles[i] & 15);
            m_votes[i + 32] += weight * fromNibble(nibbles[i] >> 4);
        }
        return;
    }
    const qint64 bound = weight * kMaxCoefficient;
    if (m_recentBound + bound > kLaneLimit)
        flush();
    m_recentBound += bound;
    const qint16 w = qint16(weight);
    for (size_t i = 0; i < 32; ++i) {
        m_recent[i] += qint32(qint16(fromNibble(nibbles[i] & 15))) * w;
        m_recent[i + 32] += qint32(qint16(fromNibble(nibbles[i] >> 4))) * w;
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
