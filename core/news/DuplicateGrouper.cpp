#include "news/DuplicateGrouper.h"

#include "fingerprint/Fingerprint.h"

namespace kindred {

DuplicateGrouper::Verdict DuplicateGrouper::judge(quint64 simhash, qint64 notCopyOf) const
{
    // Only first reports are indexed: a group is joined only within the radius of its first
    // report, so its copies could not decide anything (and a thousand copies of one story would
    // make every newcomer's search cost a thousand matches).
    Verdict best;
    for (const IndexMatch &match : m_index.query(simhash, m_radius)) {
        const qint64 primaryId = match.id;
        if (primaryId == notCopyOf)
            continue; // the reader said it is no copy of this one
        const int distance = match.distance;
        if (distance <= m_radius
            && (best.primaryId == 0 || distance < best.distance
                || (distance == best.distance && primaryId < best.primaryId)))
            best = Verdict {primaryId, distance};
    }
    return best;
}

void DuplicateGrouper::add(qint64 id, quint64 simhash, qint64 primaryId)
{
    if (primaryId == 0 || primaryId == id)
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
        const bool first = entry.primaryId == 0 || entry.primaryId == entry.id;
        if (first) {
            ids.append(entry.id);
            simhashes.append(entry.simhash);
        }
        m_live.insert(entry.id, Live {entry.simhash, first ? entry.id : entry.primaryId});
    }
    m_index.build(ids, simhashes);
}

void DuplicateGrouper::remove(qint64 id)
{
    const auto it = m_live.constFind(id);
    if (it == m_live.cend())
        return;
    if (it->primaryId == id)
        m_index.remove(id, it->simhash);
    m_live.erase(it);
}

void DuplicateGrouper::clear()
{
    m_index.clear();
    m_live.clear();
}

} // namespace kindred
