#pragma once

#include "news/StoryClusterer.h"
#include "storage/Records.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

namespace kindred {

/// What the event detector needs to know of one article.
struct EventInput
{
    qint64 id = 0;
    qint64 sourceId = 0; // the feed
    QDateTime published;
    quint64 simhash = 0;
    QString title;
    QString text; // plain text of the summary or body
};

/// One article of an event, with its Hamming distance to the event's centre (for the charts).
struct EventMember
{
    qint64 articleId = 0;
    int distance = 0;
    double similarity = 0; // cosine to the event's centroid
};

/// A breaking event: many similar articles from several sources in a short window (seed 000).
struct BreakingEvent
{
    qint64 centreId = 0; // the most central article; its title is the label
    QString label;
    QDateTime start;
    QDateTime peak; // start of the busiest hour
    QDateTime end;
    int sources = 0;
    QList<EventMember> members; // in publication order
};

/// Finds breaking events in a stream of articles: stories from StoryClusterer (dense groups of
/// the TF-IDF similarity graph over headline terms, not chains), then the rule of seed 000
/// §2.4.2: more than `minArticles` articles of one story within `windowHours`, from at least
/// `minSources` sources. The batch form of what StoryTracker does during the ingest.
///
/// On titles alone (`kindred-cli bench events tests/data/news/headlines.tsv`, 623 invented
/// headlines, 60 outlets, 15 stories with more than 15 in 4 h): events for 15 of the 15, mean
/// purity 0.960; headlines-heldout.tsv 10 of 10, 0.964; headlines-holdout2.tsv 6 of 6, 0.961;
/// the hard streams (several stories per name, place-name variants) 0.65-0.89 at 0.87-0.93.
class EventDetector final
{
public:
    struct Options
    {
        int minArticles = 15; // an event needs more than this many articles...
        int windowHours = 4; // ...within this many hours...
        int minSources = 3; // ...from at least this many sources
        StoryClusterer::Options clustering {};
        StoryTermOptions terms {};
    };

    explicit EventDetector(Options options) : m_options(options) { }

    /// `articles` in any order; events come out by start time.
    QList<BreakingEvent> detect(QList<EventInput> articles) const;

private:
    Options m_options;
};

/// A story of `clusterer` as an event: its event members (StoryClusterer::eventMembers(): all of
/// them but its loose parts; an event keeps growing after it fired), its most central article with
/// each member's distance to it, the start, the end and the busiest hour. The label is left for
/// the caller, who has the titles.
BreakingEvent storyEvent(const StoryClusterer &clusterer, qint64 storyKey);
/// The members storyEvent() keeps of a story, by article id (with their distance and similarity).
QHash<qint64, EventMember> eventMembersById(const StoryClusterer &clusterer, qint64 storyKey);
/// The articles published before this are judged for good (their places in their stories' events,
/// StoryTracker::judge()) as one published at `published` comes: `edgeWindowHours` before it,
/// rounded down to a ten-minute step of the clock, so a burst's reports are judged together (each
/// judgement reads its whole story) and at the same moments however the stream is cut.
qint64 judgedBefore(qint64 published, const StoryClusterer::Options &options);
/// Whether a story breaks under the rule of `options` (all of its members count), as it stands.
bool storyBreaks(const StoryClusterer &clusterer, qint64 storyKey, const EventDetector::Options &options);
/// storyEvent() of a story that breaks under the rule of `options` (all of its members count);
/// nothing when it does not.
std::optional<BreakingEvent> breakingEvent(
    const StoryClusterer &clusterer, qint64 storyKey, const EventDetector::Options &options);

/// Detector input from stored articles (title + plain text of the body, else of the summary).
QList<EventInput> eventInputs(const QList<ArticleRecord> &articles);

} // namespace kindred
