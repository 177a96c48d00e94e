#pragma once

#include "news/EventDetector.h"
#include "news/PreparedArticle.h"
#include "news/StoryClusterer.h"
#include "news/StoryTermCache.h"
#include "storage/StoryStore.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QThreadPool>
#include <functional>
#include <limits>
#include <memory>

namespace kindred {

/// An article the ingest has just stored, with the story terms of its text as the ingest cleaned
/// it (PreparedArticle): StoryTracker::termsOf(), which the ingest runs on its worker threads.
struct NewStoryArticle
{
    StoryArticleRow row; // its title, summary and body as stored
    QList<StoryTerm> terms;
};

/// Keeps the stories and breaking events of the live window up to date while the ingest stores
/// articles, and writes them to the database (`stories`, `articles.story_id`, `events`,
/// `event_members`) right after the articles' own commit. A crash in between leaves articles
/// without a story, and the next load places them: stories are derived from articles, never the
/// reverse.
///
/// Stories come from StoryClusterer, events from breakingEvent(): once a story has more than
/// `minArticles` reports within `windowHours` from `minSources` sources it has an event, which
/// grows with the story (the same row, updated) and survives restarts. Time comes from the
/// articles and from `now`, never the clock.
///
/// The same stories however the stream is cut into ingest runs. Articles are placed in
/// publication order, each meeting the articles of the `graphHours` before it
/// (StoryClusterer::Options). New articles no older than everything placed are simply added;
/// when some are older (one feed answers later than another, a new feed brings its backlog, a
/// new Ingestor starts), the graph is rebuilt from storage: articles before the oldest newcomer
/// are read back with their stored stories (from twice `graphHours` before it, so their weights
/// are what they were), and from it on every article is placed again, in order, a story keeping
/// its stored key. So one run over a day's feeds and twenty runs over the same feeds place the
/// articles alike, and an event that only a partial stream made (a story that broke before the
/// rest of its day arrived and split it) goes when the replay does not make it again. What is
/// decided about an article is decided at moments the ordered stream fixes, never at the saves (which
/// fall where each run's batches end): its place in its story's event `edgeWindowHours` after it
/// (judge()), its story as it leaves the graph (settle()), a story's breaking as an article joins it.
/// Thread-confined, like the Ingestor that owns it.
class StoryTracker final
{
public:
    struct Options
    {
        EventDetector::Options events {};
        int liveWindowDays = 5;
    };

    StoryTracker(QSqlDatabase db, Options options);

    /// Places the stored articles of the live window that have no story (stored before stories
    /// existed, by an older Kindred, or before a crash), in their own transaction. False on a
    /// database error.
    bool load(const QDateTime &now);
    /// Forgets every story and places the articles published from `from` on again, oldest first
    /// (a regroup: the caller has cleared their stories, see RegroupStore::clearStories()), inside
    /// the caller's transaction. `progress(placed)` after each slice of hours; false from it stops
    /// with false, as a database error does (the caller rolls back).
    bool rebuild(const QDateTime &from, const std::function<bool(qsizetype placed)> &progress);
    /// Drops the graph; the next add() reads it again (the database changed under it).
    void unload() { m_loaded = false; }

    /// Places stored articles that have no story yet and saves what changed, in one transaction
    /// (rebuilding the graph from storage when one of them is older than what it holds). On failure
    /// it rolls back, unloads and returns false with lastError(); the next load places the articles.
    /// Their terms are kept for the replays that place them again.
    bool add(const QList<NewStoryArticle> &articles, const QDateTime &now);

    /// The story terms kept between the caller's runs (its earlier runs' articles are read back
    /// without making their terms again); without it the tracker keeps its own.
    void setTermCache(std::shared_ptr<StoryTermCache> cache);
    /// Keeps the terms of stored articles whose stories a later call places (a run that leaves
    /// them for later, Ingestor::setStoriesDeferred()).
    void keepTerms(const QList<NewStoryArticle> &articles);

    /// The terms a story is judged by, of an article's clean headline and text.
    static QList<StoryTerm> termsOf(const CleanArticle &clean, const Options &options);

    QString lastError() const { return m_store.lastError(); }
    const Options &options() const { return m_options; }

private:
    /// An article placed by this call, with the story it had in storage (0 when none).
    struct Placed
    {
        qint64 id = 0;
        qint64 storedStory = 0;
    };

    StoryArticle storyArticle(const StoryArticleRow &row);
    /// The stored article's terms, made of its text as stored (pure: any thread).
    QList<StoryTerm> storedTerms(const StoryArticleRow &row) const;
    /// Stored articles of one span, with the terms of those that have none kept, made on all cores
    /// (a replay reads back what earlier runs stored; a placement then takes them from m_terms).
    struct StoredSlice
    {
        QList<StoryArticleRow> rows;
        QList<std::pair<qsizetype, QList<StoryTerm>>> terms; // (row, its terms) for rows without kept ones
    };
    /// Reads the stored articles published in [from, before) and makes their missing terms. Changes
    /// nothing of the tracker's, so it runs while another thread places the slice before.
    StoredSlice readSlice(const QDateTime &from, const QDateTime &before) const;
    /// Keeps the slice's terms (m_terms) and gives its rows the stories the saves since it was read
    /// folded theirs into (m_folds).
    void takeSlice(StoredSlice &slice);
    void clearGraph();
    QDateTime liveStart(const QDateTime &now) const;
    qint64 graphMs() const; // StoryClusterer::Options::graphHours
    /// Places the stored articles published from `from` on, oldest first, six hours of them at a
    /// time (to bound the memory); those before `restoreBefore` (when valid) that have a story go
    /// back into the graph as stored instead. `progress(read)` after each slice; false stops.
    bool placeStored(const QDateTime &from, const QDateTime &restoreBefore,
        const std::function<bool(qsizetype read)> &progress);
    /// Rebuilds the graph up to `from` from storage and places every article from `from` on.
    bool replay(const QList<StoryArticleRow> &articles, const QDateTime &from, const QDateTime &now);
    /// Places them oldest first; saves (and clears `placed`) each half span, before the graph
    /// forgets them. False on a database error.
    bool placeInOrder(QList<StoryArticleRow> rows, QList<Placed> &placed);
    /// An article's place in its story's event, judged for good `edgeWindowHours` after it was
    /// published (judge()): no later article draws an edge to it then, and the story it came with
    /// is still in the graph. Judged at each save instead, where the saves of a run happened to
    /// fall decided; judged as it leaves the graph, the last part of a story to leave (a loose part
    /// of later reports) would be judged alone, and so the event.
    struct Judged
    {
        bool asStored = false; // judged by the run that stored it: the store has its place
        std::optional<EventMemberRecord> member; // in the event, with its distance and similarity
    };
    /// Judges the articles that placing one published at `published` makes due (see Judged).
    void judge(qint64 published);
    /// An event record as the graph judges it now, with the judged articles in their places.
    void applyJudged(EventRecord &event) const;
    /// Where an article stands for good as it leaves the graph: its story then (a split or an
    /// outlier's move since the last save is kept), and its judged place in the event.
    struct Settled
    {
        qint64 story = 0;
        qsizetype mergesBefore = 0; // the clusterer's queued merges as it left (pendingMerges())
        std::optional<Judged> judged; // its place, when this graph judged it
    };
    /// Settles the articles that placing one published at `published` makes leave the graph; the
    /// next save() writes them.
    void settle(qint64 published);
    /// Where a settled article's story went with the merges since it left.
    static qint64 settledStory(const Settled &settled, const QList<StoryClusterer::Merge> &merges);
    /// What a save writes last: the articles' new stories, then the events of its stories.
    struct SavedLater
    {
        QList<std::pair<qint64, qint64>> moves; // (article, story)
        QList<EventRecord> events;
        // The settled members of events whose stories left the graph: id, story, members, leftOut.
        QList<EventRecord> settledMembers;
    };
    /// Saves what placing `placed` changed. With `later`, what it writes last is left there
    /// instead, for the caller to write() before anything else is saved: placeStored() writes it
    /// while the next slice is placed.
    bool save(const QList<Placed> &placed, SavedLater *later = nullptr);
    bool write(const SavedLater &later);
    bool saveStory(qint64 key);
    /// The story's event as it stands, to save; `stored`: the event it has in the store, 0 for
    /// none. Nothing when it has none and does not break.
    std::optional<EventRecord> eventToSave(qint64 key, qint64 stored);
    /// The story's row as the clusterer has it now.
    StoryRecord storyRecord(qint64 key) const;
    bool inTransaction(const std::function<bool()> &work);

    Options m_options;
    StoryStore m_store;
    StoryClusterer m_clusterer;
    QHash<qint64, QString> m_titles; // of the graph's articles, for labels
    // Story terms made once: a replay (an out-of-order batch places a day again) finds them here
    // instead of cleaning and weighing each text again. Kept between runs when the caller gives one.
    std::shared_ptr<StoryTermCache> m_terms = std::make_shared<StoryTermCache>();
    /// Reads what each feed puts around its items again; the terms of a feed whose decorations
    /// changed are made again.
    void readDecorations();
    /// Forgets the terms of articles too old for any replay to read again soon.
    void pruneTerms();
    QHash<qint64, Judged> m_judged; // graph articles whose place in their story's event is judged
    QSet<qint64> m_judgedStories; // stories with articles judged since the last save
    qint64 m_judgedBefore = std::numeric_limits<qint64>::min(); // all published before it are judged
    QSet<qint64> m_restored; // graph articles restored as stored (placeStored())
    qint64 m_restoredNewest = std::numeric_limits<qint64>::min(); // published, of those
    QHash<qint64, Settled> m_settled; // articles that left the graph since the last save
    QHash<qint64, StoryRecord> m_settledRows; // stories whose last articles those were, as they left
    QList<std::pair<qint64, qint64>> m_folds; // (gone, into) of the last save's StoryStore::mergeStory
    QThreadPool m_placing; // places one slice while the next is read (placeStored())
    QSet<qint64> m_stored; // story keys that have a row
    QSet<qint64> m_broke; // stories breaking at some point of this graph's placements
    qint64 m_newest = 0; // newest publication time placed, ms
    bool m_loaded = false; // the graph holds what storage holds
};

} // namespace kindred
