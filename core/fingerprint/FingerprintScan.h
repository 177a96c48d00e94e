#pragma once

#include "fingerprint/FingerprintIndex.h"

#include <QList>
#include <QtGlobal>

namespace kindred {

/// The brute-force reference: every (ids[i], distance) with popcount(fingerprints[i] ^ query) <=
/// radius, ordered like FingerprintIndex::query. Used by tests and by `bench index` to check the index.
QList<IndexMatch> scanFingerprints(
    const quint64 *fingerprints, const qint64 *ids, qsizetype count, quint64 query, int radius);

/// Sorts matches by distance, then id (the order every query returns); with a `limit` (>= 0),
/// keeps only the first `limit` in that order.
void sortMatches(QList<IndexMatch> &matches, qsizetype limit = -1);

} // namespace kindred
