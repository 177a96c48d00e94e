#include "fingerprint/FingerprintScan.h"

#include <algorithm>
#include <array>
#include <bit>

namespace kindred {

QList<IndexMatch> scanFingerprints(
    const quint64 *fingerprints, const qint64 *ids, qsizetype count, quint64 query, int radius)
{
    // Branch-free distances for a block, then a look for hits: the popcounts pipeline instead of
    // waiting on a compare and branch each.
    QList<IndexMatch> matches;
    constexpr qsizetype kBlock = 256;
    std::array<quint8, kBlock> distances;
    for (qsizetype begin = 0; begin < count; begin += kBlock) {
        const qsizetype n = std::min(kBlock, count - begin);
        int closest = 64;
        for (qsizetype i = 0; i < n; ++i) {
            distances[size_t(i)] = quint8(std::popcount(fingerprints[begin + i] ^ query));
            closest = std::min<int>(closest, distances[size_t(i)]);
        }
        if (closest > radius)
            continue;
        for (qsizetype i = 0; i < n; ++i) {
            if (distances[size_t(i)] <= radius)
                matches.append({ids[begin + i], distances[size_t(i)]});
        }
    }
    sortMatches(matches);
    return matches;
}

void sortMatches(QList<IndexMatch> &matches)
{
    std::sort(matches.begin(), matches.end(), [](const IndexMatch &a, const IndexMatch &b) {
        return a.distance != b.distance ? a.distance < b.distance : a.id < b.id;
    });
}

} // namespace kindred
