#pragma once

#include <QList>
#include <QtGlobal>
#include <functional>
#include <memory>

namespace kindred {

/// One hit of a neighbour query.
struct IndexMatch
{
    qint64 id = 0;
    int distance = 0;

    friend bool operator==(const IndexMatch &, const IndexMatch &) = default;
};

/// Exact Hamming-radius search over 64-bit fingerprints (pigeonhole over blocks, Manku et al.).
/// Results equal a brute-force scan. One writer, many readers: query() and size() may run on
/// any thread at any time; build(), insert(), remove() and clear() are serialised internally and
/// hold readers off only for an append or a swap of tables. An insert that fills the recent-insert
/// delta (a sixteenth of the index) rebuilds the tables on the calling thread (about 0.2 s per
/// million fingerprints), so call the writing functions off the GUI thread. See
/// FingerprintIndex.cpp for the layout.
///
/// The same (id, fingerprint) may be inserted twice; it is then stored twice.
class FingerprintIndex final
{
public:
    FingerprintIndex();
    ~FingerprintIndex();
    FingerprintIndex(const FingerprintIndex &) = delete;
    FingerprintIndex &operator=(const FingerprintIndex &) = delete;

    /// Replaces the whole content at once (start-up rebuild); much faster than inserting one by one.
    void build(const QList<qint64> &ids, const QList<quint64> &fingerprints);

    void insert(qint64 id, quint64 fingerprint);
    /// Removes one stored (id, fingerprint); false if there is none.
    bool remove(qint64 id, quint64 fingerprint);
    void clear();
    qsizetype size() const;

    /// Heap bytes the index holds (tables, ids, directories), for benchmarks.
    qsizetype memoryBytes() const;

    /// Every stored (id, distance) with distance <= radius, ordered by distance then id.
    QList<IndexMatch> query(quint64 fingerprint, int radius) const;
    /// The first `limit` of those in that order that `accept` takes, chosen among at most
    /// max(1024, 16 * limit) matches collected: exact while fewer are within the radius, and a
    /// bounded cost for a flood of near-identical items (then the closest of the first found).
    QList<IndexMatch> query(
        quint64 fingerprint, int radius, qsizetype limit, const std::function<bool(qint64 id)> &accept) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kindred
