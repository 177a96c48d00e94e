#pragma once

#include "storage/Records.h"

#include <QDateTime>
#include <QList>
#include <QString>

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

/// Finds breaking events in a stream of articles: an online leader-follower clustering over
/// TF-IDF vectors (a story is a centroid, not a chain), then the window/size/source rule.
class EventDetector final
{
public:
    struct Options
    {
        int minArticles = 15; // an event needs more than this many articles...
        int windowHours = 4; // ...within this many hours...
        int minSources = 3; // ...from at least this many sources
        double minSimilarity = 0.25; // cosine to a story's centroid to join it
    };

    explicit EventDetector(Options options) : m_options(options) { }

    /// `articles` in any order; events come out by start time.
    QList<BreakingEvent> detect(QList<EventInput> articles) const;

private:
    Options m_options;
};

/// Detector input from stored articles (title + plain text of the body, else of the summary).
QList<EventInput> eventInputs(const QList<ArticleRecord> &articles);

} // namespace kindred
