#include "fingerprint/FingerprintScan.h"

#include <algorithm>
#include <bit>

namespace kindred {

QList<IndexMatch> scanFingerprints(
    const quint64 *fingerprints, const qint64 *ids, qsizetype count, quint64 query, int radius)
{
    QList<IndexMatch> matches;
    for (qsizetype i = 0; i < count; ++i) {
        const int distance = std::popcount(fingerprints[i] ^ query);
        if (distance <= radius)
            matches.append({ids[i], distance});
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
