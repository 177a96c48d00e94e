#include "news/DuplicateGrouper.h"

#include "fingerprint/Fingerprint.h"

namespace kindred {

DuplicateGrouper::Verdict DuplicateGrouper::judge(quint64 simhash, qint64 notCopyOf) const
{
    // Any member within the radius points at a candidate group; the primary decides.
    Verdict best;
    for (const IndexMatch &match : m_index.query(simhash, m_radius)) {
        const qint64 primaryId = m_live.value(match.id).primaryId;
        const auto primary = m_live.constFind(primaryId);
        if (primary == m_live.cend() || primaryId == notCopyOf)
            continue; // the primary left the live window (the group is closed), or the reader said no
        const int distance = hammingDistance(simhash, primary->simhash);
        if (distance <= m_radius
            && (best.primaryId == 0 || distance < best.distance
                || (distance == best.distance && primaryId < best.primaryId)))
            best = Verdict {primaryId, distance};
    }
    return best;
}

void DuplicateGrouper::add(qint64 id, quint64 simhash, qint64 primaryId)
{
    m_index.insert(id, simhash);
    m_live.insert(id, Live {simhash, primaryId != 0 ? primaryId : id});
}

void DuplicateGrouper::load(const QList<Entry> &entries)
{
    QList<qint64> ids;
    QList<quint64> simhashes;
    ids.reserve(entries.size());
    simhashes.reserve(entries.size());
    m_live.clear();
    m_live.reserve(entries.size());
    for (const Entry &entry : entries) {
        ids.append(entry.id);
        simhashes.append(entry.simhash);
        m_live.insert(entry.id, Live {entry.simhash, entry.primaryId != 0 ? entry.primaryId : entry.id});
    }
    m_index.build(ids, simhashes);
}

void DuplicateGrouper::remove(qint64 id)
{
    const auto it = m_live.constFind(id);
    if (it == m_live.cend())
        return;
    m_index.remove(id, it->simhash);
    m_live.erase(it);
}

void DuplicateGrouper::clear()
{
    m_index.clear();
    m_live.clear();
}

} // namespace kindred
