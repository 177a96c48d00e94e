#include "news/DuplicateGrouper.h"

#include "fingerprint/Fingerprint.h"

#include <tuple>

namespace kindred {

DuplicateGrouper::Verdict DuplicateGrouper::judge(const Article &article, qint64 notCopyOf) const
{
    // Only first reports are indexed: a group is joined only within the radius of its first
    // report, so its copies could not decide anything (and a thousand copies of one story would
    // make every newcomer's search cost a thousand matches).
    Verdict best;
    bool bestSameHeadline = false;
    for (const IndexMatch &match : m_index.query(article.simhash, m_radius)) {
        const qint64 primaryId = match.id;
        if (primaryId == notCopyOf || match.distance > m_radius)
            continue; // the reader said it is no copy of this one, or it is too far
        const GroupHeadlines::Item primary = itemOf(m_live.value(primaryId).article);
        // The nearest; on a tie the one under the same headline (a repost of one release of a
        // series lands with that release), then the earliest.
        const bool sameHeadline = primary.titleKey == article.titleKey;
        const auto rank = [](int distance, bool same, qint64 id) { return std::tuple(distance, !same, id); };
        if ((best.primaryId == 0
                || rank(match.distance, sameHeadline, primaryId)
                    < rank(best.distance, bestSameHeadline, best.primaryId))
            && m_headlines.admits(primaryId, primary, itemOf(article))) {
            best = Verdict {primaryId, match.distance};
            bestSameHeadline = sameHeadline;
        }
    }
    return best;
}

void DuplicateGrouper::add(qint64 id, const Article &article, qint64 primaryId)
{
    if (primaryId == 0 || primaryId == id)
        m_index.insert(id, article.simhash);
    const qint64 primary = primaryId != 0 ? primaryId : id;
    m_live.insert(id, Live {article, primary});
    if (primary != id)
        m_headlines.addCopy(primary, itemOf(article));
}

void DuplicateGrouper::load(const QList<Entry> &entries)
{
    QList<qint64> ids;
    QList<quint64> simhashes;
    ids.reserve(entries.size());
    simhashes.reserve(entries.size());
    m_live.clear();
    m_live.reserve(entries.size());
    m_headlines.clear();
    for (const Entry &entry : entries) {
        const bool first = entry.primaryId == 0 || entry.primaryId == entry.id;
        if (first) {
            ids.append(entry.id);
            simhashes.append(entry.article.simhash);
        }
        const qint64 primary = first ? entry.id : entry.primaryId;
        m_live.insert(entry.id, Live {entry.article, primary});
        if (!first)
            m_headlines.addCopy(primary, itemOf(entry.article));
    }
    m_index.build(ids, simhashes);
}

void DuplicateGrouper::remove(qint64 id)
{
    const auto it = m_live.constFind(id);
    if (it == m_live.cend())
        return;
    if (it->primaryId == id)
        m_index.remove(id, it->article.simhash);
    else
        m_headlines.removeCopy(it->primaryId, itemOf(it->article));
    m_live.erase(it);
}

void DuplicateGrouper::clear()
{
    m_index.clear();
    m_live.clear();
    m_headlines.clear();
}

} // namespace kindred
