#pragma once

#include "news/DuplicateGrouper.h"
#include "storage/ArticleStore.h"

#include <QDateTime>
#include <map>

namespace kindred {

/// The duplicate index of the live window (DuplicateGrouper) and what it was read from, kept
/// between ingest runs by whoever runs them (IngestController keeps one per store): a run reads
/// what was stored since the last one, not the whole window again. A fleet worker's runs are many
/// and small (a 2-worker run of 8,000 items read the window back 94 times, 153,689 rows), and at
/// 10^5 articles in the window each such read is a few hundred milliseconds.
///
/// New articles are read by id (catchUp(), in the writer's lock). What else changes the index,
/// an article deleted, a fingerprint or a group changed by a reader's correction or a regroup,
/// counts up the store's index generation (ArticleStore::indexGeneration(), schema version 20);
/// when it moved, the window is read again whole. Used by one ingest run at a time.
class LiveIndex final
{
public:
    explicit LiveIndex(int radius) : m_grouper(radius), m_radius(radius) { }

    int radius() const { return m_radius; }
    const DuplicateGrouper &grouper() const { return m_grouper; }
    /// Whether a window was opened (an ingest without one judges its own articles only).
    bool isOpen() const { return m_start.isValid(); }
    /// How often the window was read whole: once at the start, then after changes (tests, benches).
    int loads() const { return m_loads; }

    /// Makes it the index of the window that starts at `start` (`windowDays` long): what it held
    /// less what left the window, unless the store's generation moved since, it was never read, or
    /// the window was longer or started later; then it is read whole. False on a database error
    /// (it is read again at the next catchUp()).
    bool open(const ArticleStore &store, const QDateTime &start, int windowDays);
    /// Forgets what it holds: the next open() or catchUp() reads the window whole.
    void invalidate() { m_generation = -1; }

    /// Called at the start of each write transaction, with the writer's lock held: reads the window
    /// again when the generation moved, else adds what other writers stored since it last looked
    /// (ids above those it has), in id order. False on a database error.
    bool catchUp(const ArticleStore &store);
    /// An article this writer stores (in the open transaction; windowTime as
    /// ArticleStore::IndexedArticle says).
    void add(const DuplicateGrouper::Entry &entry, qint64 windowTime);
    /// An article of a transaction that was rolled back (the next catchUp() reads the window whole).
    void remove(qint64 id);
    /// Before the open transaction commits: whether the generation is still what catchUp() saw,
    /// so that only this writer's own articles changed the index. False also on an error.
    bool generationKept(const ArticleStore &store) const;
    /// The transaction committed, with articles up to `highestId` (0: none); `kept` as
    /// generationKept() said before the commit. When it was not (this writer changed a fingerprint
    /// itself, or another change came in between), the next catchUp() reads the window whole.
    void committed(qint64 highestId, bool kept);

private:
    bool reload(const ArticleStore &store);
    void admit(const ArticleStore::IndexedArticle &article);

    DuplicateGrouper m_grouper;
    int m_radius;
    int m_windowDays = 0;
    QDateTime m_start; // of the window; invalid before the first open()
    qint64 m_indexedUpTo = 0; // the highest committed id it holds
    qint64 m_generation = -1; // of the store when it was last read or caught up; -1: read it whole
    std::multimap<qint64, qint64> m_leaving; // window time (UTC ms) -> article: who leaves first
    int m_loads = 0;
};

} // namespace kindred
