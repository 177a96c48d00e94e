#include "news/EventDetector.h"

#include "fingerprint/Fingerprint.h"
#include "news/PlainText.h"

#include <QHash>
#include <QSet>
#include <algorithm>

namespace kindred {

namespace {

constexpr qint64 kHourMs = 3600 * 1000;

QDateTime utc(qint64 msecs)
{
    return QDateTime::fromMSecsSinceEpoch(msecs, Qt::UTC);
}

// True when some span of `windowMs` holds more than `minArticles` members from `minSources`
// sources or more. Members are in publication order.
bool hasBurst(const StoryClusterer &clusterer, const Story &story, const EventDetector::Options &options)
{
    const qint64 windowMs = qint64(options.windowHours) * kHourMs;
    QHash<qint64, int> perSource; // members of the current span by source
    for (qsizetype lo = 0, hi = 0; hi < story.members.size(); ++hi) {
        const StoryArticle *newest = clusterer.article(story.members[hi]);
        ++perSource[newest->sourceId];
        for (;;) {
            const StoryArticle *oldest = clusterer.article(story.members[lo]);
            if (newest->published - oldest->published <= windowMs)
                break;
            if (--perSource[oldest->sourceId] == 0)
                perSource.remove(oldest->sourceId);
            ++lo;
        }
        if (hi - lo + 1 > options.minArticles && perSource.size() >= options.minSources)
            return true;
    }
    return false;
}

} // namespace

bool isBreaking(const StoryClusterer &clusterer, qint64 storyKey, const EventDetector::Options &options)
{
    const Story *story = clusterer.story(storyKey);
    return story && story->members.size() > options.minArticles && hasBurst(clusterer, *story, options);
}

std::optional<BreakingEvent> breakingEvent(
    const StoryClusterer &clusterer, qint64 storyKey, const EventDetector::Options &options)
{
    return isBreaking(clusterer, storyKey, options) ? std::optional(storyEvent(clusterer, storyKey))
                                                    : std::nullopt;
}

BreakingEvent storyEvent(const StoryClusterer &clusterer, qint64 storyKey)
{
    const Story *story = clusterer.story(storyKey);
    BreakingEvent event;
    event.centreId = clusterer.centreOf(storyKey);
    const quint64 centre = clusterer.article(event.centreId)->simhash;
    QHash<qint64, int> perHour;
    for (const qint64 id : story->members) {
        const StoryArticle *article = clusterer.article(id);
        event.members.append(
            {id, hammingDistance(article->simhash, centre), clusterer.similarityToStory(id)});
        ++perHour[article->published / kHourMs];
    }
    event.start = utc(story->first);
    event.end = utc(story->last);
    event.sources = clusterer.sourceCount(storyKey);
    qint64 peakHour = 0;
    int peakCount = -1;
    for (auto it = perHour.cbegin(); it != perHour.cend(); ++it) {
        if (it.value() > peakCount || (it.value() == peakCount && it.key() < peakHour)) {
            peakCount = it.value();
            peakHour = it.key();
        }
    }
    event.peak = utc(peakHour * kHourMs);
    return event;
}

QList<BreakingEvent> EventDetector::detect(QList<EventInput> articles) const
{
    std::stable_sort(articles.begin(), articles.end(),
        [](const EventInput &a, const EventInput &b) { return a.published < b.published; });
    StoryClusterer clusterer(m_options.clustering);
    QHash<qint64, QString> titles;
    for (const EventInput &input : std::as_const(articles)) {
        titles.insert(input.id, input.title);
        clusterer.add({input.id, input.sourceId, input.published.toMSecsSinceEpoch(), input.simhash, 0,
            storyTerms(input.title, input.text, m_options.terms)});
    }
    QList<BreakingEvent> events;
    for (const qint64 key : clusterer.storyKeys()) {
        if (std::optional<BreakingEvent> event = breakingEvent(clusterer, key, m_options)) {
            event->label = titles.value(event->centreId);
            events.append(*event);
        }
    }
    std::sort(events.begin(), events.end(), [](const BreakingEvent &a, const BreakingEvent &b) {
        return a.start != b.start ? a.start < b.start : a.centreId < b.centreId;
    });
    return events;
}

QList<EventInput> eventInputs(const QList<ArticleRecord> &articles)
{
    QList<EventInput> inputs;
    inputs.reserve(articles.size());
    for (const ArticleRecord &a : articles) {
        inputs.append({a.id, a.feedId, a.published, a.simhash, a.title,
            a.body.isEmpty() ? plainTextFromHtml(a.summary) : a.body});
    }
    return inputs;
}

} // namespace kindred
