#pragma once

#include "news/EventDetector.h"
#include "news/Ingestor.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace kindred {

/// One headline of a stream whose stories are known.
struct LabelledHeadline
{
    QDateTime published;
    QString source;
    QString story;
    QString title;
    QString summary; // the item's description, as its feed gives it (often empty)
};

/// Reads a labelled stream, one headline a line: `published<TAB>source<TAB>story<TAB>headline`,
/// optionally followed by `<TAB>summary` (the item's description; tabs after it join it).
/// `published` is ISO 8601 or seconds (or milliseconds) since the epoch; blank lines and lines
/// starting with '#' are skipped. On a malformed line returns nothing and sets `error`.
std::optional<QList<LabelledHeadline>> readHeadlineStream(const QString &path, QString *error);

/// How well breaking events match the known stories of a stream (seed 000 §2.4.2's rule).
struct EventQuality
{
    int headlines = 0;
    int sources = 0;
    int stories = 0;
    int bigStories = 0; // stories with more than minArticles headlines within windowHours
    int foundStories = 0; // big stories that are the majority story of at least one event
    double recall = 0; // foundStories / bigStories
    int events = 0;
    double purity = 0; // mean over events of the share of its majority story
    double coverage = 0; // mean over found stories of the share of their headlines in their event
    double seconds = 0; // detection time

    struct Event
    {
        QString label;
        QString story; // majority story
        int size = 0;
        double purity = 0;
        QStringList strays; // "story: headline" of each member of another story
    };
    QList<Event> eventList;
    QStringList missed; // big stories with no event
};

/// Runs the event detection on the titles and summaries of `stream` (no pages) and scores it. Sources become
/// ids in order of first appearance; what a source puts around its headlines is learned from them and left
/// out, as the app does (learnFeedDecorations()).
EventQuality evaluateEvents(const QList<LabelledHeadline> &stream, const EventDetector::Options &options);

/// How clean the duplicate groups of the stream's titles are (star groups of DuplicateGrouper).
struct DuplicateGroupQuality
{
    int groups = 0; // with two or more members
    int grouped = 0; // headlines in those groups
    double purity = 0; // mean over groups of the share of the majority story
    int chained = 0; // groups with two members further apart than 2 x radius, or a member
                     // further than the radius from the primary
};

/// The stream as one RSS feed per source, in the order the stream names them; each headline is an
/// item whose guid is `item-` and its index in `stream`.
QList<IncomingFeed> feedsOfStream(const QList<LabelledHeadline> &stream);
/// How an evaluateStoredEvents() ingest is cut.
struct StoredEventsRun
{
    QString location; // of a new SQLite database
    int runs = 1; // the feeds, shuffled when more than one, in this many runs of a new Ingestor each
    quint32 seed = 1;
};
/// Scores the events the app stores for `stream`, as evaluateEvents() scores the detector's: its
/// feeds (feedsOfStream()) ingested through Ingestor, as the app's refreshes store items, and the
/// `events` and `event_members` it wrote read back. Every article is in the live window. `error`
/// says what failed (the scores are then empty).
EventQuality evaluateStoredEvents(const QList<LabelledHeadline> &stream,
    const EventDetector::Options &options, const StoredEventsRun &run, QString *error);

DuplicateGroupQuality evaluateDuplicateGroups(const QList<LabelledHeadline> &stream, int radius);

} // namespace kindred
