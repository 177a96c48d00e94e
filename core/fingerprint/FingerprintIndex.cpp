#include "fingerprint/FingerprintIndex.h"

#include "fingerprint/Fingerprint.h"
#include "fingerprint/FingerprintScan.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <mutex>
#include <shared_mutex>
#include <thread>
#include <vector>

// Multi-index hashing (Manku, Jain, Das Sarma 2007; Norouzi et al. 2012). The 64 bits are split
// into four 16-bit blocks. Two fingerprints within r bits differ in at most floor(r / 4) bits of
// some block (pigeonhole), so a query probes, in each block's table, the buckets within
// d = ceil((r + 1) / 4) - 1 bits of its own block and verifies candidates with popcount. Radius 3
// probes one bucket per table, radius 7 seventeen.
//
// Layout, chosen for <= 48 bytes per fingerprint and sequential reads:
// - the base: fingerprints and ids in two arrays sorted by block 0's bucket, so table 0 is the
//   data itself; tables 1..3 hold 8-byte entries {slot, 32 further bits of the fingerprint} sorted
//   by their block's bucket, the 32 bits rejecting almost every candidate before the full
//   fingerprint is fetched. Each table has a directory of bucket offsets.
// - recent inserts: appended to a delta with a chained bucket directory per table, folded into
//   a new base once it holds a sixteenth of the base (amortised O(1) per insert, and short
//   chains for queries).
// - removals: a bit per slot; removed entries disappear at the next rebuild.
// Readers share a lock; the single writer builds a new base without holding it and only swaps
// the result in under the exclusive lock, so a rebuild never stalls readers.

namespace kindred {

namespace {

constexpr int kTables = 4;
constexpr int kBlockBits = 16;
constexpr quint32 kNoEntry = 0xffffffffu;
constexpr qsizetype kMinMatchesCollected = 1024; // by a query with a limit

inline quint32 block(quint64 fingerprint, int table)
{
    return quint32(fingerprint >> (kBlockBits * table)) & 0xffffu;
}

/// The 32 bits of the two blocks after `table`, kept beside each entry of that table.
inline quint32 partialBits(quint64 fingerprint, int table)
{
    return quint32(std::rotr(fingerprint, kBlockBits * (table + 1)));
}

/// Directory bits for n fingerprints: about eight per bucket, at most the whole block.
int directoryBitsFor(qsizetype n)
{
    return std::clamp(int(std::bit_width(quint64(n))) - 3, 4, kBlockBits);
}

struct Entry
{
    quint32 slot;
    quint32 partial;
};

/// All directory buckets whose key is within `d` bits of `key` (k-bit keys), d <= 3.
void bucketsWithin(quint32 key, int k, int d, std::vector<quint32> &out)
{
    out.clear();
    out.push_back(key);
    for (int a = 0; a < k && d >= 1; ++a) {
        out.push_back(key ^ (1u << a));
        for (int b = a + 1; b < k && d >= 2; ++b) {
            out.push_back(key ^ (1u << a) ^ (1u << b));
            for (int c = b + 1; c < k && d >= 3; ++c)
                out.push_back(key ^ (1u << a) ^ (1u << b) ^ (1u << c));
        }
    }
}

qsizetype bucketCountWithin(int k, int d)
{
    qsizetype count = 1, choose = 1;
    for (int i = 1; i <= d; ++i) {
        choose = choose * (k - i + 1) / i;
        count += choose;
    }
    return count;
}

} // namespace

struct FingerprintIndex::Private
{
    /// Everything a query reads; replaced as a whole by a rebuild.
    struct State
    {
        int directoryBits = directoryBitsFor(0);
        // Base, sorted by block 0's bucket.
        std::vector<quint64> fingerprints;
        std::vector<qint64> ids;
        std::array<std::vector<quint32>, kTables> offsets; // offsets[0] indexes the arrays above
        std::array<std::vector<Entry>, kTables> entries; // entries[0] unused
        // Delta: slot = base size + position.
        std::vector<quint64> deltaFingerprints;
        std::vector<qint64> deltaIds;
        std::array<std::vector<quint32>, kTables> deltaHeads; // bucket -> newest position, or kNoEntry
        std::array<std::vector<quint32>, kTables> deltaNext; // position -> older position in bucket
        std::vector<quint64> removed; // bit per slot
        qsizetype removedCount = 0;

        qsizetype baseSize() const { return qsizetype(fingerprints.size()); }
        qsizetype slotCount() const { return baseSize() + qsizetype(deltaFingerprints.size()); }
        qsizetype liveCount() const { return slotCount() - removedCount; }
        quint32 bucket(quint64 fingerprint, int table) const
        {
            return block(fingerprint, table) >> (kBlockBits - directoryBits);
        }
        bool isRemoved(qsizetype slot) const { return (removed[size_t(slot >> 6)] >> (slot & 63)) & 1; }
        quint64 fingerprintAt(qsizetype slot) const
        {
            return slot < baseSize() ? fingerprints[size_t(slot)]
                                     : deltaFingerprints[size_t(slot - baseSize())];
        }
        qint64 idAt(qsizetype slot) const
        {
            return slot < baseSize() ? ids[size_t(slot)] : deltaIds[size_t(slot - baseSize())];
        }
    };

    mutable std::shared_mutex lock; // readers shared, the writer exclusive while it changes `state`
    std::mutex writer; // serialises writers, so a rebuild can read `state` without `lock`
    State state;

    static State build(const quint64 *fingerprints, const qint64 *ids, size_t n);
    // Both stop once `matches` holds maxMatches entries.
    static void query(
        const State &state, quint64 q, int radius, qsizetype maxMatches, QList<IndexMatch> &matches);
    static void scan(
        const State &state, quint64 q, int radius, qsizetype maxMatches, QList<IndexMatch> &matches);
    static qsizetype memory(const State &state);
    void rebuildIfDue();
};

namespace {

/// Reused buffers of one building thread.
struct SortScratch
{
    std::vector<quint16> keys;
    std::vector<quint16> bucketKeys;
};

/// Stable bucket sort of n items by a key of `bits` bits (at most 16) into `out`, with the
/// bucket offsets. `source(i, item)` makes item i and returns its key. Two levels when the key
/// is wide: a scatter into 256 coarse buckets (256 write streams, cache-friendly), then a
/// counting sort inside each coarse bucket, which fits in cache. It touches no memory beyond
/// `out`, the offsets and a key array: fresh pages are costly, more so on virtual machines.
template<typename Item, typename Source>
void bucketSort(size_t n, int bits, Source source, Item *out, std::vector<quint32> &offsets,
    SortScratch &scratch, std::vector<Item> &bucketItems)
{
    const size_t buckets = size_t(1) << bits;
    offsets.assign(buckets + 1, 0);
    Item item;
    for (size_t i = 0; i < n; ++i)
        ++offsets[source(i, item) + 1];
    for (size_t b = 0; b < buckets; ++b)
        offsets[b + 1] += offsets[b];
    const int lowBits = std::max(0, bits - 8);
    if (lowBits == 0) {
        std::vector<quint32> cursor(offsets.begin(), offsets.end() - 1);
        for (size_t i = 0; i < n; ++i) {
            const quint32 key = source(i, item);
            out[cursor[key]++] = item;
        }
        return;
    }
    const size_t coarse = buckets >> lowBits;
    std::vector<quint32> cursor(coarse);
    for (size_t h = 0; h < coarse; ++h)
        cursor[h] = offsets[h << lowBits];
    scratch.keys.resize(n);
    for (size_t i = 0; i < n; ++i) {
        const quint32 key = source(i, item);
        const quint32 at = cursor[key >> lowBits]++;
        out[at] = item;
        scratch.keys[at] = quint16(key);
    }
    for (size_t h = 0; h < coarse; ++h) {
        const size_t begin = offsets[h << lowBits], end = offsets[(h + 1) << lowBits];
        bucketItems.assign(out + begin, out + end);
        scratch.bucketKeys.assign(
            scratch.keys.begin() + qptrdiff(begin), scratch.keys.begin() + qptrdiff(end));
        std::vector<quint32> fine(
            offsets.begin() + qptrdiff(h << lowBits), offsets.begin() + qptrdiff((h + 1) << lowBits));
        for (size_t j = 0; j < end - begin; ++j)
            out[fine[scratch.bucketKeys[j] & ((1u << lowBits) - 1)]++] = bucketItems[j];
    }
}

} // namespace

FingerprintIndex::Private::State FingerprintIndex::Private::build(
    const quint64 *fingerprints, const qint64 *ids, size_t n)
{
    State s;
    s.directoryBits = directoryBitsFor(qsizetype(n));

    // Table 0 is the data itself, sorted by block 0's bucket: sort the positions, then gather.
    SortScratch scratch;
    {
        std::vector<quint32> order(n);
        std::vector<quint32> bucketItems;
        bucketSort(
            n, s.directoryBits,
            [&](size_t i, quint32 &item) {
                item = quint32(i);
                return s.bucket(fingerprints[i], 0);
            },
            order.data(), s.offsets[0], scratch, bucketItems);
        s.fingerprints.resize(n);
        s.ids.resize(n);
        for (size_t i = 0; i < n; ++i) {
            s.fingerprints[i] = fingerprints[order[i]];
            s.ids[i] = ids[order[i]];
        }
    }

    // Tables 1..3 refer to slots of table 0; they are independent, so a large build shares
    // them with a second thread (start-up rebuilds of a million fingerprints).
    const auto buildTable = [&s, n](int t, SortScratch &threadScratch) {
        std::vector<Entry> bucketItems;
        s.entries[size_t(t)].resize(n);
        bucketSort(
            n, s.directoryBits,
            [&s, t](size_t slot, Entry &entry) {
                const quint64 fp = s.fingerprints[slot];
                entry = Entry {quint32(slot), partialBits(fp, t)};
                return s.bucket(fp, t);
            },
            s.entries[size_t(t)].data(), s.offsets[size_t(t)], threadScratch, bucketItems);
    };
    if (n >= 200000) {
        std::thread helper([&buildTable] {
            SortScratch helperScratch;
            buildTable(1, helperScratch);
            buildTable(2, helperScratch);
        });
        buildTable(3, scratch);
        helper.join();
    } else {
        for (int t = 1; t < kTables; ++t)
            buildTable(t, scratch);
    }
    s.removed.assign((n + 63) / 64, 0);
    return s;
}

void FingerprintIndex::Private::scan(
    const State &s, quint64 q, int radius, qsizetype maxMatches, QList<IndexMatch> &matches)
{
    for (qsizetype slot = 0; slot < s.slotCount() && matches.size() < maxMatches; ++slot) {
        const int distance = std::popcount(s.fingerprintAt(slot) ^ q);
        if (distance <= radius && !s.isRemoved(slot))
            matches.append({s.idAt(slot), distance});
    }
}

void FingerprintIndex::Private::query(
    const State &s, quint64 q, int radius, qsizetype maxMatches, QList<IndexMatch> &matches)
{
    const int d = (radius + kTables) / kTables - 1; // ceil((r + 1) / m) - 1
    const int k = s.directoryBits;
    // Probing is worth it while it touches well under all entries; otherwise scan (large radii).
    const qsizetype probed = kTables * bucketCountWithin(k, std::min(d, 3)) * (s.slotCount() >> k);
    if (d > 3 || probed > s.slotCount() / 4) {
        scan(s, q, radius, maxMatches, matches);
        return;
    }
    std::array<quint32, kTables> queryBlocks;
    for (int t = 0; t < kTables; ++t)
        queryBlocks[size_t(t)] = block(q, t);
    // A fingerprint is reported by the first table whose block is within d of the query's block,
    // so one that several tables find is reported once.
    const auto firstTable = [&](quint64 fp, int t) {
        for (int earlier = 0; earlier < t; ++earlier) {
            if (std::popcount(block(fp, earlier) ^ queryBlocks[size_t(earlier)]) <= d)
                return false;
        }
        return std::popcount(block(fp, t) ^ queryBlocks[size_t(t)]) <= d;
    };
    const auto consider = [&](qsizetype slot, quint64 fp, int t) {
        const int distance = std::popcount(fp ^ q);
        if (distance <= radius && firstTable(fp, t) && !s.isRemoved(slot))
            matches.append({s.idAt(slot), distance});
    };
    // Three passes over the probed buckets so their cache misses overlap instead of queueing:
    // find the buckets and prefetch their directory slots, read the ranges and prefetch their
    // first lines, then scan.
    struct Probe
    {
        int table;
        quint32 bucket;
        quint32 begin;
        quint32 end;
        quint32 deltaHead;
    };
    thread_local std::vector<quint32> buckets;
    thread_local std::vector<Probe> probes;
    probes.clear();
    const bool hasDelta = !s.deltaFingerprints.empty();
    for (int t = 0; t < kTables; ++t) {
        bucketsWithin(s.bucket(q, t), k, d, buckets);
        for (quint32 b : buckets) {
            __builtin_prefetch(&s.offsets[size_t(t)][b]);
            if (hasDelta)
                __builtin_prefetch(&s.deltaHeads[size_t(t)][b]);
            probes.push_back({t, b, 0, 0, kNoEntry});
        }
    }
    const int linesPerProbe = std::max(4, 128 / int(probes.size()));
    for (Probe &p : probes) {
        const std::vector<quint32> &offsets = s.offsets[size_t(p.table)];
        p.begin = offsets[p.bucket];
        p.end = offsets[p.bucket + 1];
        const char *first = p.table == 0
            ? reinterpret_cast<const char *>(s.fingerprints.data() + p.begin)
            : reinterpret_cast<const char *>(s.entries[size_t(p.table)].data() + p.begin);
        // A bucket of a large index spans many lines: ask for them up front, within a budget
        // of about 128 lines a query (all of them for the four probes of radius 3).
        const char *last = first + size_t(p.end - p.begin) * 8;
        for (int line = 0; line < linesPerProbe && first + line * 64 < last; ++line)
            __builtin_prefetch(first + line * 64);
        if (hasDelta) {
            p.deltaHead = s.deltaHeads[size_t(p.table)][p.bucket];
            if (p.deltaHead != kNoEntry) {
                __builtin_prefetch(&s.deltaFingerprints[p.deltaHead]);
                __builtin_prefetch(&s.deltaNext[size_t(p.table)][p.deltaHead]);
            }
        }
    }
    const qsizetype baseSize = s.baseSize();
    for (const Probe &p : probes) {
        if (matches.size() >= maxMatches)
            return;
        const int t = p.table;
        if (t == 0) {
            for (quint32 slot = p.begin; slot < p.end && matches.size() < maxMatches; ++slot) {
                const quint64 fp = s.fingerprints[slot];
                if (std::popcount(fp ^ q) <= radius)
                    consider(slot, fp, t);
            }
        } else {
            const Entry *entries = s.entries[size_t(t)].data();
            const quint32 queryPartial = partialBits(q, t);
            for (quint32 e = p.begin; e < p.end && matches.size() < maxMatches; ++e) {
                if (std::popcount(entries[e].partial ^ queryPartial) <= radius)
                    consider(entries[e].slot, s.fingerprints[entries[e].slot], t);
            }
        }
        if (hasDelta) {
            const std::vector<quint32> &next = s.deltaNext[size_t(t)];
            for (quint32 at = p.deltaHead; at != kNoEntry && matches.size() < maxMatches; at = next[at])
                consider(baseSize + at, s.deltaFingerprints[at], t);
        }
    }
}

qsizetype FingerprintIndex::Private::memory(const State &s)
{
    qsizetype bytes = qsizetype(s.fingerprints.capacity() * sizeof(quint64)
        + s.ids.capacity() * sizeof(qint64) + s.deltaFingerprints.capacity() * sizeof(quint64)
        + s.deltaIds.capacity() * sizeof(qint64) + s.removed.capacity() * sizeof(quint64));
    for (int t = 0; t < kTables; ++t) {
        bytes += qsizetype(s.offsets[size_t(t)].capacity() * sizeof(quint32)
            + s.entries[size_t(t)].capacity() * sizeof(Entry)
            + s.deltaHeads[size_t(t)].capacity() * sizeof(quint32)
            + s.deltaNext[size_t(t)].capacity() * sizeof(quint32));
    }
    return bytes;
}

void FingerprintIndex::Private::rebuildIfDue()
{
    // Called by the writer with `writer` held: reading `state` needs no lock (nobody else
    // changes it), and readers keep using it until the swap.
    const qsizetype delta = qsizetype(state.deltaFingerprints.size());
    const bool deltaFull = delta > std::max<qsizetype>(4096, state.baseSize() / 16);
    const bool manyRemoved = state.removedCount > std::max<qsizetype>(4096, state.slotCount() / 4);
    if (!deltaFull && !manyRemoved)
        return;
    std::vector<quint64> fingerprints;
    std::vector<qint64> ids;
    fingerprints.reserve(size_t(state.liveCount()));
    ids.reserve(size_t(state.liveCount()));
    for (qsizetype slot = 0; slot < state.slotCount(); ++slot) {
        if (!state.isRemoved(slot)) {
            fingerprints.push_back(state.fingerprintAt(slot));
            ids.push_back(state.idAt(slot));
        }
    }
    State rebuilt = build(fingerprints.data(), ids.data(), fingerprints.size());
    std::unique_lock exclusive(lock);
    std::swap(state, rebuilt);
    exclusive.unlock(); // the old state is freed outside the lock
}

FingerprintIndex::FingerprintIndex() : d(std::make_unique<Private>())
{
    d->state = Private::build(nullptr, nullptr, 0);
}

FingerprintIndex::~FingerprintIndex() = default;

void FingerprintIndex::build(const QList<qint64> &ids, const QList<quint64> &fingerprints)
{
    Q_ASSERT(ids.size() == fingerprints.size());
    std::lock_guard writer(d->writer);
    Private::State rebuilt
        = Private::build(fingerprints.constData(), ids.constData(), size_t(fingerprints.size()));
    std::unique_lock exclusive(d->lock);
    std::swap(d->state, rebuilt);
    exclusive.unlock();
}

void FingerprintIndex::insert(qint64 id, quint64 fingerprint)
{
    std::lock_guard writer(d->writer);
    {
        std::unique_lock exclusive(d->lock);
        Private::State &s = d->state;
        const quint32 position = quint32(s.deltaFingerprints.size());
        s.deltaFingerprints.push_back(fingerprint);
        s.deltaIds.push_back(id);
        for (int t = 0; t < kTables; ++t) {
            std::vector<quint32> &heads = s.deltaHeads[size_t(t)];
            if (heads.empty())
                heads.assign(size_t(1) << s.directoryBits, kNoEntry);
            quint32 &head = heads[s.bucket(fingerprint, t)];
            s.deltaNext[size_t(t)].push_back(head);
            head = position;
        }
        if (s.removed.size() * 64 < size_t(s.slotCount()))
            s.removed.push_back(0);
    }
    d->rebuildIfDue();
}

bool FingerprintIndex::remove(qint64 id, quint64 fingerprint)
{
    std::lock_guard writer(d->writer);
    Private::State &s = d->state;
    // Find the slot first (reads only), then flip its bit under the exclusive lock.
    qsizetype found = -1;
    const quint32 b = s.bucket(fingerprint, 0);
    for (quint32 slot = s.offsets[0][b]; slot < s.offsets[0][b + 1] && found < 0; ++slot) {
        if (s.fingerprints[slot] == fingerprint && s.ids[slot] == id && !s.isRemoved(slot))
            found = slot;
    }
    if (found < 0 && !s.deltaHeads[0].empty()) {
        for (quint32 at = s.deltaHeads[0][b]; at != kNoEntry && found < 0; at = s.deltaNext[0][at]) {
            const qsizetype slot = s.baseSize() + at;
            if (s.deltaFingerprints[at] == fingerprint && s.deltaIds[at] == id && !s.isRemoved(slot))
                found = slot;
        }
    }
    if (found < 0)
        return false;
    {
        std::unique_lock exclusive(d->lock);
        s.removed[size_t(found >> 6)] |= quint64(1) << (found & 63);
        ++s.removedCount;
    }
    d->rebuildIfDue();
    return true;
}

void FingerprintIndex::clear()
{
    std::lock_guard writer(d->writer);
    Private::State empty = Private::build(nullptr, nullptr, 0);
    std::unique_lock exclusive(d->lock);
    std::swap(d->state, empty);
    exclusive.unlock();
}

qsizetype FingerprintIndex::size() const
{
    std::shared_lock shared(d->lock);
    return d->state.liveCount();
}

qsizetype FingerprintIndex::memoryBytes() const
{
    std::shared_lock shared(d->lock);
    return Private::memory(d->state);
}

QList<IndexMatch> FingerprintIndex::query(quint64 fingerprint, int radius) const
{
    return query(fingerprint, radius, -1, {});
}

QList<IndexMatch> FingerprintIndex::query(
    quint64 fingerprint, int radius, qsizetype limit, const std::function<bool(qint64 id)> &accept) const
{
    QList<IndexMatch> matches;
    if (radius < 0)
        return matches;
    {
        std::shared_lock shared(d->lock);
        // A limited query collects a bounded number of matches: within a flood of near-identical
        // fingerprints the answer is the closest of the first ones found, not of all of them.
        const qsizetype maxMatches = limit < 0 ? std::numeric_limits<qsizetype>::max()
                                               : std::max<qsizetype>(kMinMatchesCollected, limit * 16);
        Private::query(d->state, fingerprint, radius, maxMatches, matches);
    }
    if (accept)
        matches.removeIf([&](const IndexMatch &match) { return !accept(match.id); });
    sortMatches(matches, limit);
    return matches;
}

} // namespace kindred
