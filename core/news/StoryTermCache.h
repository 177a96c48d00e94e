#pragma once

#include "news/StoryTerms.h"
#include "storage/StoryStore.h"
#include "text/FeedDecorations.h"

#include <QHash>
#include <QList>
#include <QtGlobal>

namespace kindred {

/// The story terms of stored articles (StoryTracker::termsOf()), made once and kept by the
/// ingest's queue between its runs, as the duplicate index is (LiveIndex). Each run's tracker
/// rebuilds its graph from storage: it reads back the hours before its articles, and those a run
/// before it stored without their stories (Ingestor::setStoriesDeferred()), and finds their terms
/// here instead of cleaning and weighing every text again.
///
/// A term list serves only the article as it was made from: the same id, feed, publication time
/// and text (a reused id or an edited text makes them again), and the decorations its feed had
/// then (setDecorations() drops a feed's terms when they change). Thread-confined to the runs'
/// thread; find() may be called from other threads while nothing changes it.
class StoryTermCache final
{
public:
    /// The terms kept for the article as `row` has it now; null when none are (or they are stale).
    const QList<StoryTerm> *find(const StoryArticleRow &row) const;
    /// Keeps `terms` for the article of `row`; returns them as kept. `madeFromStore`: they were
    /// made of the text as stored, because none were kept (counted: madeFromStore()).
    const QList<StoryTerm> &keep(
        const StoryArticleRow &row, QList<StoryTerm> terms, bool madeFromStore = false);

    /// What each feed puts around its items, as the store has it now (by feed id): the terms of a
    /// feed whose decorations differ from those of its kept terms go.
    void setDecorations(QHash<qint64, FeedDecorations> decorations);
    const QHash<qint64, FeedDecorations> &decorations() const { return m_decorations; }

    /// When more than `limit` are kept, forgets the terms of articles published more than `span`
    /// milliseconds before the newest kept one.
    void prune(qsizetype limit, qint64 span);

    qsizetype size() const { return m_entries.size(); }
    /// How many term lists were made of stored text because none were kept, so far.
    quint64 madeFromStore() const { return m_madeFromStore; }

private:
    struct Entry
    {
        qint64 feedId = 0;
        qint64 published = 0; // ms
        size_t textHash = 0; // of title, summary and body: a reused id is another article
        QList<StoryTerm> terms;
    };

    QHash<qint64, Entry> m_entries; // by article id
    QHash<qint64, FeedDecorations> m_decorations; // by feed: those the kept terms were made under
    qint64 m_newest = 0; // newest publication time kept, ms
    quint64 m_madeFromStore = 0;
};

} // namespace kindred
