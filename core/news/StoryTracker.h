#pragma once

#include "news/EventDetector.h"
#include "news/StoryClusterer.h"
#include "storage/StoryStore.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <functional>

namespace kindred {

/// Keeps the stories and breaking events of the live window up to date while the ingest stores
/// articles, and writes them to the database (`stories`, `articles.story_id`, `events`,
/// `event_members`) right after the articles' own commit. A crash in between leaves articles
/// without a story, and load() places them: stories are derived from articles, never the reverse.
///
/// Stories come from StoryClusterer, events from breakingEvent(): once a story has more than
/// `minArticles` reports within `windowHours` from `minSources` sources it has an event, which
/// grows with the story (the same row, updated) and survives restarts. Incremental: each new
/// article costs one neighbour search and the stories it touches are rewritten; nothing is
/// recomputed over the window. Time comes from the articles and from `now`, never the clock.
///
/// The graph is built lazily, at the first add(), from the articles of the last `loadHours`
/// only: an edge spans at most `edgeWindowHours` and a burst `windowHours`, and an Ingestor made
/// per refresh job (as the app makes them) must not rebuild five days of graph to place three
/// articles, or when there is nothing new at all. Within one run the graph keeps the whole live
/// window. An article published before the loaded span (a new feed's backlog) meets only what
/// it arrives with; an event keeps the members it had when its story is only partly loaded.
/// Thread-confined, like the Ingestor that owns it.
class StoryTracker final
{
public:
    struct Options
    {
        EventDetector::Options events {};
        int liveWindowDays = 5;
        int loadHours = 12; // of stored articles read back into the graph
    };

    StoryTracker(QSqlDatabase db, Options options);

    /// Rebuilds the graph from the stored articles of the last `loadHours` (up to `now`, or to
    /// the newest stored article when the feeds are older, as the demo's are) and gives a story
    /// to those that have none (stored before stories existed, by an older Kindred, or before a
    /// crash). Opens and commits its own transaction for those. False on a database error.
    bool load(const QDateTime &now);
    /// Forgets every story and places the articles published from `from` on again, oldest first
    /// (a regroup: the caller has cleared their stories, see RegroupStore::clearStories()), inside
    /// the caller's transaction. `progress(placed)` after each slice of hours; false from it stops
    /// with false, as a database error does (the caller rolls back).
    bool rebuild(
        const QDateTime &from, const QDateTime &now, const std::function<bool(qsizetype placed)> &progress);
    /// Drops the graph; the next add() loads it again (the database changed under it).
    void unload() { m_loaded = false; }

    /// Places stored articles and saves what changed, in one transaction (loading first when
    /// needed). On failure it rolls back, unloads and returns false with lastError(); the next
    /// load places the articles.
    bool add(const QList<StoryArticleRow> &articles, const QDateTime &now);

    QString lastError() const { return m_store.lastError(); }

private:
    StoryArticle storyArticle(const StoryArticleRow &row);
    bool place(const QList<StoryArticleRow> &articles, const QDateTime &now);
    void forgetOld(const QDateTime &now);
    bool save(const QList<qint64> &newArticles);
    bool saveStory(qint64 key);

    Options m_options;
    StoryStore m_store;
    StoryClusterer m_clusterer;
    QHash<qint64, QString> m_titles; // of live articles, for labels
    QSet<qint64> m_stored; // story keys that have a row
    qint64 m_newest = 0; // newest publication time seen, ms
    QDateTime m_loadedFrom; // the start of the span load() read
    bool m_loaded = false;
};

} // namespace kindred
