#pragma once

#include <QList>
#include <QtGlobal>
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
/// Results equal a brute-force scan. One writer, many readers.
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
    bool remove(qint64 id, quint64 fingerprint);
    void clear();
    qsizetype size() const;

    /// Heap bytes the index holds (tables, ids, directories), for benchmarks.
    qsizetype memoryBytes() const;

    /// Every stored (id, distance) with distance <= radius, ordered by distance then id.
    QList<IndexMatch> query(quint64 fingerprint, int radius) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kindred
