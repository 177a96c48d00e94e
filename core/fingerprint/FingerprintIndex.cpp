#include "fingerprint/FingerprintIndex.h"

#include "fingerprint/Fingerprint.h"

#include <algorithm>
#include <mutex>
#include <shared_mutex>
#include <vector>

namespace kindred {

struct FingerprintIndex::Private
{
    mutable std::shared_mutex mutex;
    std::vector<quint64> fingerprints;
    std::vector<qint64> ids;
};

FingerprintIndex::FingerprintIndex() : d(std::make_unique<Private>())
{ }

FingerprintIndex::~FingerprintIndex() = default;

void FingerprintIndex::build(const QList<qint64> &ids, const QList<quint64> &fingerprints)
{
    Q_ASSERT(ids.size() == fingerprints.size());
    std::unique_lock lock(d->mutex);
    d->ids.assign(ids.begin(), ids.end());
    d->fingerprints.assign(fingerprints.begin(), fingerprints.end());
}

qsizetype FingerprintIndex::memoryBytes() const
{
    std::shared_lock lock(d->mutex);
    return qsizetype(d->ids.capacity() * sizeof(qint64) + d->fingerprints.capacity() * sizeof(quint64));
}

void FingerprintIndex::insert(qint64 id, quint64 fingerprint)
{
    std::unique_lock lock(d->mutex);
    d->fingerprints.push_back(fingerprint);
    d->ids.push_back(id);
}

bool FingerprintIndex::remove(qint64 id, quint64 fingerprint)
{
    std::unique_lock lock(d->mutex);
    for (size_t i = 0; i < d->ids.size(); ++i) {
        if (d->ids[i] == id && d->fingerprints[i] == fingerprint) {
            d->ids[i] = d->ids.back();
            d->fingerprints[i] = d->fingerprints.back();
            d->ids.pop_back();
            d->fingerprints.pop_back();
            return true;
        }
    }
    return false;
}

void FingerprintIndex::clear()
{
    std::unique_lock lock(d->mutex);
    d->fingerprints.clear();
    d->ids.clear();
}

qsizetype FingerprintIndex::size() const
{
    std::shared_lock lock(d->mutex);
    return qsizetype(d->ids.size());
}

QList<IndexMatch> FingerprintIndex::query(quint64 fingerprint, int radius) const
{
    QList<IndexMatch> matches;
    std::shared_lock lock(d->mutex);
    for (size_t i = 0; i < d->ids.size(); ++i) {
        const int distance = hammingDistance(fingerprint, d->fingerprints[i]);
        if (distance <= radius)
            matches.append({d->ids[i], distance});
    }
    lock.unlock();
    std::sort(matches.begin(), matches.end(), [](const IndexMatch &a, const IndexMatch &b) {
        return a.distance != b.distance ? a.distance < b.distance : a.id < b.id;
    });
    return matches;
}

} // namespace kindred
