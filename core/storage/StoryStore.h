#pragma once

#include "storage/StatementCache.h"
#include "text/FeedDecorations.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace kindred {

/// A story cluster as stored (table `stories`).
struct StoryRecord
{
    qint64 id = 0;
    qint64 centreId = 0; // its most central article, whose title is the label
    QString label;
    int size = 0;
    int sources = 0;
    QDateTime first;
    QDateTime last;
};

/// One article of a stored breaking event, with what the CLI and the charts show of it.
struct EventMemberRecord
{
    qint64 articleId = 0;
    int distance = 0; // Hamming distance to the event's centre
    double similarity = 0; // mean similarity to the rest of its story
    QString link;
    QString title;
    QString source;
    QDateTime published;
};

/// A breaking event as stored (tables `events`, `event_members`).
struct EventRecord
{
    qint64 id = 0;
    qint64 storyId = 0;
    qint64 centreId = 0;
    QString label;
    QDateTime start;
    QDateTime peak;
    QDateTime end;
    int sources = 0;
    int size = 0;
    bool seen = false; // the reader has opened it in the events panel
    QList<EventMemberRecord> members; // in publication order
    // Articles of its story the event leaves out (a loose part of it, StoryClusterer::eventMembers()):
    // saveEvent() takes them out of it, where an earlier save had them in.
    QList<qint64> leftOut;
};

/// A stored article as story clustering reads it back.
struct StoryArticleRow
{
    qint64 id = 0;
    qint64 feedId = 0;
    QDateTime published;
    quint64 simhash = 0;
    qint64 storyId = 0; // 0 when it has none yet
    qint64 duplicateOf = 0; // primary of its duplicate group when it is a copy, else 0
    QString title;
    QString summary; // HTML as the feed gave it
    QString body; // extracted page text, may be empty
};

/// The stories and breaking events of the database: the writes the story tracker makes (inside
/// the ingest's transaction, on its connection) and the reads the CLI and the UI make. All
/// statements are prepared.
class StoryStore final
{
public:
    explicit StoryStore(QSqlDatabase db);

    QSqlDatabase database() const { return m_db; }
    QString lastError() const { return m_lastError; }
    void setLastError(const QString &error) { m_lastError = error; }

    /// Inserts the story with its id or updates it.
    bool saveStory(const StoryRecord &story);
    /// saveStory() for many stories in a few statements; each id at most once.
    bool saveStories(const QList<StoryRecord> &stories);
    /// Sets the story of many articles: (article id, story id) pairs, each article once.
    bool setArticleStories(const QList<std::pair<qint64, qint64>> &stories);
    /// Moves every article and event of `from` to `into`, then deletes `from`.
    bool mergeStory(qint64 from, qint64 into);
    qint64 maxStoryId() const;
    /// The publication time of the oldest article from `from` on that has no story; invalid if none.
    QDateTime earliestWithoutStory(const QDateTime &from) const;

    /// The event of a story, 0 when it has none.
    qint64 eventOfStory(qint64 storyId);
    /// eventOfStory() for many stories in a few statements: story id -> event id, for those with
    /// one; nullopt when the store could not say.
    std::optional<QHash<qint64, qint64>> eventsOfStories(const QList<qint64> &storyIds);
    /// (id, story) of the events that started at `start` or later.
    QList<std::pair<qint64, qint64>> eventsStartingFrom(const QDateTime &start) const;
    bool deleteEvent(qint64 eventId);
    /// Inserts the event (id 0) or updates it with its members; members it had that are still in
    /// its story are kept, and size, sources, start and end are counted from all it holds.
    /// Returns its id, 0 on failure.
    qint64 saveEvent(const EventRecord &event);
    /// The members part of saveEvent(), for an event whose story no longer holds `members` and
    /// `leftOut` in memory (they left the live graph): members that left `storyId` go, `members`
    /// are put in (or their distance and similarity updated), `leftOut` taken out, and the figures
    /// counted again.
    bool saveEventMembers(qint64 eventId, qint64 storyId, const QList<EventMemberRecord> &members,
        const QList<qint64> &leftOut);

    /// The articles published at or after `from` (and before `before`, when valid), oldest first.
    QList<StoryArticleRow> articlesSince(const QDateTime &from, const QDateTime &before = {}) const;
    /// What each feed puts around its items (learned or set by the reader), by feed id; feeds
    /// with none are left out.
    QHash<qint64, FeedDecorations> feedDecorations() const;

    /// Every event, oldest start first, with its members (the columns of EventMemberRecord).
    QList<EventRecord> events() const;
    /// The reader has seen the event: it no longer stands out as new.
    bool setEventSeen(qint64 eventId);

private:
    bool fail(const QSqlQuery &query);

    QSqlDatabase m_db;
    StatementCache m_statements; // the writes the ingest repeats
    QString m_lastError;
};

} // namespace kindred
