#include "news/EventDetector.h"

#include "fingerprint/Fingerprint.h"
#include "news/Durations.h"
#include "news/EventRule.h"
#include "news/PlainText.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <limits>

namespace kindred {

namespace {

QDateTime utc(qint64 msecs)
{
    return QDateTime::fromMSecsSinceEpoch(msecs, Qt::UTC);
}

// Whether `members` (a story's, in publication order) break under the rule of `options`.
bool breaks(
    const StoryClusterer &clusterer, const QList<qint64> &members, const EventDetector::Options &options)
{
    const EventRule rule {options.minArticles, options.windowHours, options.minSources};
    return rule.breaks(members.size(), [&](qsizetype i) {
        const StoryArticle *article = clusterer.article(members[i]);
        return std::pair {article->published, article->sourceId};
    });
}

// The event of a story whose event members are `members` (in publication order, not empty).
BreakingEvent eventOf(const StoryClusterer &clusterer, const QList<qint64> &members)
{
    // Its centre as StoryClusterer::centreOf() picks a story's, among the members the event holds
    // (a loose part's article is no event's centre).
    QList<double> similarity;
    similarity.reserve(members.size());
    qsizetype centreAt = 0;
    for (qsizetype i = 0; i < members.size(); ++i) {
        similarity.append(clusterer.similarityToStory(members[i]));
        if (similarity[i] > similarity[centreAt])
            centreAt = i;
    }
    BreakingEvent event;
    event.centreId = members[centreAt];
    const quint64 centre = clusterer.article(event.centreId)->simhash;
    QHash<qint64, int> perHour;
    QSet<qint64> sources;
    for (qsizetype i = 0; i < members.size(); ++i) {
        const StoryArticle *article = clusterer.article(members[i]);
        event.members.append({members[i], hammingDistance(article->simhash, centre), similarity[i]});
        ++perHour[article->published / kHourMs];
        sources.insert(article->sourceId);
    }
    event.start = utc(clusterer.article(members.first())->published);
    event.end = utc(clusterer.article(members.last())->published);
    event.sources = int(sources.size());
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

} // namespace

std::optional<BreakingEvent> breakingEvent(
    const StoryClusterer &clusterer, qint64 storyKey, const EventDetector::Options &options)
{
    // The story breaks, its event is what eventMembers() keeps: a loose part changes what the
    // event holds, never whether there is one (so no story that broke loses its event to it).
    if (!storyBreaks(clusterer, storyKey, options))
        return std::nullopt;
    return storyEvent(clusterer, storyKey);
}

QHash<qint64, EventMember> eventMembersById(const StoryClusterer &clusterer, qint64 storyKey)
{
    QHash<qint64, EventMember> members;
    for (const EventMember &member : storyEvent(clusterer, storyKey).members)
        members.insert(member.articleId, member);
    return members;
}

qint64 judgedBefore(qint64 published, const StoryClusterer::Options &options)
{
    constexpr qint64 stepMs = 10 * 60 * 1000;
    const qint64 due = published - qint64(options.edgeWindowHours) * kHourMs;
    return due - ((due % stepMs) + stepMs) % stepMs; // down to the step, also before 1970
}

bool storyBreaks(const StoryClusterer &clusterer, qint64 storyKey, const EventDetector::Options &options)
{
    const Story *story = clusterer.story(storyKey);
    return story && breaks(clusterer, story->members, options);
}

BreakingEvent storyEvent(const StoryClusterer &clusterer, qint64 storyKey)
{
    return eventOf(clusterer, clusterer.eventMembers(storyKey));
}

QList<BreakingEvent> EventDetector::detect(QList<EventInput> articles) const
{
    std::stable_sort(articles.begin(), articles.end(),
        [](const EventInput &a, const EventInput &b) { return a.published < b.published; });
    QHash<qint64, const EventInput *> inputs;
    for (const EventInput &input : std::as_const(articles))
        inputs.insert(input.id, &input);
    // Events by story, kept as StoryTracker keeps them: a story that broke stays an event and
    // grows, and its members stay in it when they leave the graph by age. A member's place in its
    // story's event is judged for good `edgeWindowHours` after it (StoryTracker::judge()).
    QHash<qint64, BreakingEvent> byStory;
    StoryClusterer clusterer(m_options.clustering);
    QHash<qint64, std::optional<EventMember>> judged; // article -> its place, when judged
    const auto update = [&](qint64 key) {
        const auto found = byStory.constFind(key);
        std::optional<BreakingEvent> breaking
            = found == byStory.cend() ? breakingEvent(clusterer, key, m_options) : storyEvent(clusterer, key);
        if (!breaking)
            return;
        BreakingEvent event = std::move(*breaking);
        event.members.removeIf([&](const EventMember &member) { return judged.contains(member.articleId); });
        for (const qint64 id : clusterer.story(key)->members) {
            if (const auto it = judged.constFind(id); it != judged.cend() && *it)
                event.members.append(**it);
        }
        if (found != byStory.cend()) {
            for (const EventMember &member : found->members) {
                if (!clusterer.article(member.articleId))
                    event.members.append(member);
            }
        }
        byStory.insert(key, event);
    };
    qint64 judgedUpTo = std::numeric_limits<qint64>::min();
    for (const EventInput &input : std::as_const(articles)) {
        const qint64 published = input.published.toMSecsSinceEpoch();
        if (const qint64 before = judgedBefore(published, m_options.clustering); before > judgedUpTo) {
            QHash<qint64, QList<qint64>> due;
            for (const qint64 id : clusterer.publishedIn(judgedUpTo, before))
                due[clusterer.storyOf(id)].append(id);
            judgedUpTo = before;
            for (auto it = due.cbegin(); it != due.cend(); ++it) {
                const QHash<qint64, EventMember> in = eventMembersById(clusterer, it.key());
                for (const qint64 id : it.value())
                    judged.insert(id, in.contains(id) ? std::optional(in.value(id)) : std::nullopt);
                if (const auto found = byStory.find(it.key()); found != byStory.end()) {
                    found->members.removeIf([&](const EventMember &m) { return it->contains(m.articleId); });
                    for (const qint64 id : it.value()) {
                        if (in.contains(id))
                            found->members.append(in.value(id));
                    }
                }
            }
        }
        clusterer.add({input.id, input.sourceId, published, input.simhash, 0,
            storyTerms(input.title, input.text, m_options.terms)});
        for (const StoryClusterer::Merge &merge : clusterer.takeMerges()) {
            if (byStory.contains(merge.absorbed) && !byStory.contains(merge.into))
                byStory.insert(merge.into, byStory.value(merge.absorbed));
            byStory.remove(merge.absorbed);
        }
        update(clusterer.storyOf(input.id));
    }

    QList<BreakingEvent> events;
    for (BreakingEvent &event : byStory) {
        std::sort(
            event.members.begin(), event.members.end(), [&](const EventMember &a, const EventMember &b) {
                const EventInput *x = inputs.value(a.articleId), *y = inputs.value(b.articleId);
                return x->published != y->published ? x->published < y->published : a.articleId < b.articleId;
            });
        QSet<qint64> sources;
        for (const EventMember &member : std::as_const(event.members))
            sources.insert(inputs.value(member.articleId)->sourceId);
        event.sources = int(sources.size());
        event.start = inputs.value(event.members.first().articleId)->published;
        event.end = inputs.value(event.members.last().articleId)->published;
        event.label = inputs.value(event.centreId)->title;
        events.append(event);
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
        inputs.append({a.id, a.feedId, a.published, a.simhash, a.title, readableText(a.body, a.summary)});
    }
    return inputs;
}

} // namespace kindred
