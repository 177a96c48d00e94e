#include "news/LiveIndex.h"

namespace kindred {

namespace {

DuplicateGrouper::Entry entryOf(const ArticleStore::IndexedArticle &a)
{
    return {a.id, {a.simhash, a.feedId, DuplicateGrouper::titleKey(a.title)},
        a.primaryId == a.id ? 0 : a.primaryId};
}

} // namespace

bool LiveIndex::open(const ArticleStore &store, const QDateTime &start, int windowDays)
{
    const bool kept
        = m_generation >= 0 && m_windowDays == windowDays && m_start.isValid() && m_start <= start;
    m_start = start;
    m_windowDays = windowDays;
    if (!kept)
        return reload(store);
    // What left the window goes, as a read of the window would leave it out.
    const qint64 from = start.toMSecsSinceEpoch();
    while (!m_leaving.empty() && m_leaving.begin()->first < from) {
        m_grouper.remove(m_leaving.begin()->second);
        m_leaving.erase(m_leaving.begin());
    }
    return true;
}

bool LiveIndex::reload(const ArticleStore &store)
{
    ++m_loads;
    m_generation = -1;
    m_indexedUpTo = 0;
    m_leaving.clear();
    // The generation first: a change committed after it is seen at the next look.
    const std::optional<qint64> generation = store.indexGeneration();
    const std::optional<QList<ArticleStore::IndexedArticle>> stored
        = generation ? store.indexedArticles(m_start) : std::nullopt;
    QList<DuplicateGrouper::Entry> live;
    if (stored) {
        live.reserve(stored->size());
        for (const ArticleStore::IndexedArticle &a : *stored) {
            live.append(entryOf(a));
            m_leaving.emplace(a.windowTime, a.id);
            m_indexedUpTo = a.id;
        }
    }
    m_grouper.load(live);
    if (!stored)
        return false;
    m_generation = *generation;
    return true;
}

bool LiveIndex::catchUp(const ArticleStore &store)
{
    if (!isOpen())
        return true;
    const std::optional<qint64> generation = store.indexGeneration();
    if (!generation)
        return false;
    if (*generation != m_generation)
        return reload(store);
    const std::optional<QList<ArticleStore::IndexedArticle>> stored
        = store.indexedArticles(m_start, m_indexedUpTo);
    if (!stored)
        return false;
    for (const ArticleStore::IndexedArticle &a : *stored)
        admit(a);
    return true;
}

void LiveIndex::admit(const ArticleStore::IndexedArticle &article)
{
    add(entryOf(article), article.windowTime);
    m_indexedUpTo = article.id;
}

void LiveIndex::add(const DuplicateGrouper::Entry &entry, qint64 windowTime)
{
    m_grouper.add(entry.id, entry.article, entry.primaryId);
    m_leaving.emplace(windowTime, entry.id);
}

void LiveIndex::remove(qint64 id)
{
    m_grouper.remove(id);
    // The id comes back with the next article stored: its place among those leaving must not
    // stay. Rare (a failed batch): the window is read whole at the next look.
    m_generation = -1;
}

bool LiveIndex::generationKept(const ArticleStore &store) const
{
    const std::optional<qint64> generation = store.indexGeneration();
    return generation && *generation == m_generation;
}

void LiveIndex::committed(qint64 highestId, bool kept)
{
    m_indexedUpTo = std::max(m_indexedUpTo, highestId);
    if (!kept)
        m_generation = -1;
}

} // namespace kindred
