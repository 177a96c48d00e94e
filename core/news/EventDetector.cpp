#include "news/EventDetector.h"

#include "fingerprint/Fingerprint.h"
#include "news/PlainText.h"
#include "text/TextFeatures.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace kindred {

namespace {

// A sparse vector over feature hashes, L2-normalised.
using Vector = QHash<quint64, double>;

double dot(const Vector &a, const Vector &b)
{
    const Vector &small = a.size() <= b.size() ? a : b;
    const Vector &large = a.size() <= b.size() ? b : a;
    double sum = 0;
    for (auto it = small.cbegin(); it != small.cend(); ++it)
        sum += it.value() * large.value(it.key());
    return sum;
}

void normalise(Vector &v)
{
    double norm = 0;
    for (const double x : std::as_const(v))
        norm += x * x;
    norm = std::sqrt(norm);
    if (norm > 0) {
        for (double &x : v)
            x /= norm;
    }
}

struct Story
{
    Vector centroid; // sum of member vectors; compared after normalising
    double centroidNorm = 0;
    QList<qsizetype> members; // indexes into the sorted input
    QDateTime last;
};

double cosineToStory(const Vector &v, const Story &story)
{
    return story.centroidNorm > 0 ? dot(v, story.centroid) / story.centroidNorm : 0.0;
}

void addToStory(Story &story, const Vector &v, qsizetype index, const QDateTime &when)
{
    for (auto it = v.cbegin(); it != v.cend(); ++it)
        story.centroid[it.key()] += it.value();
    double norm = 0;
    for (const double x : std::as_const(story.centroid))
        norm += x * x;
    story.centroidNorm = std::sqrt(norm);
    story.members.append(index);
    story.last = when;
}

} // namespace

QList<BreakingEvent> EventDetector::detect(QList<EventInput> articles) const
{
    std::stable_sort(articles.begin(), articles.end(),
        [](const EventInput &a, const EventInput &b) { return a.published < b.published; });

    // TF-IDF vectors; document frequencies from the articles at hand (the live window).
    QList<QList<TextFeature>> features;
    features.reserve(articles.size());
    QHash<quint64, int> df;
    for (const EventInput &article : std::as_const(articles)) {
        features.append(extractTextFeatures(article.title, article.text).features);
        for (const TextFeature &f : std::as_const(features.last()))
            ++df[f.hash];
    }
    const double n = double(articles.size());
    QList<Vector> vectors;
    vectors.reserve(articles.size());
    for (const QList<TextFeature> &fs : std::as_const(features)) {
        Vector v;
        for (const TextFeature &f : fs) {
            const int d = df.value(f.hash);
            if (d < 2)
                continue; // a term no other article has cannot link two articles
            v.insert(f.hash, (1.0 + std::log(double(f.count))) * std::log(1.0 + n / d));
        }
        normalise(v);
        vectors.append(v);
    }

    // Leader-follower clustering in time order; only stories active within the window compete.
    const qint64 windowMs = qint64(m_options.windowHours) * 3600 * 1000;
    QList<Story> stories;
    for (qsizetype i = 0; i < articles.size(); ++i) {
        const QDateTime when = articles[i].published;
        qsizetype best = -1;
        double bestSimilarity = m_options.minSimilarity;
        for (qsizetype s = 0; s < stories.size(); ++s) {
            if (stories[s].last.msecsTo(when) > windowMs)
                continue;
            const double similarity = cosineToStory(vectors[i], stories[s]);
            if (similarity >= bestSimilarity) {
                bestSimilarity = similarity;
                best = s;
            }
        }
        if (best < 0) {
            stories.append(Story {});
            best = stories.size() - 1;
        }
        addToStory(stories[best], vectors[i], i, when);
    }

    QList<BreakingEvent> events;
    for (const Story &story : std::as_const(stories)) {
        if (story.members.size() <= m_options.minArticles)
            continue;
        // The busiest window of windowHours: two pointers over the members' times.
        qsizetype bestCount = 0;
        qsizetype bestStart = 0;
        for (qsizetype lo = 0, hi = 0; hi < story.members.size(); ++hi) {
            const QDateTime hiTime = articles[story.members[hi]].published;
            while (articles[story.members[lo]].published.msecsTo(hiTime) > windowMs)
                ++lo;
            if (hi - lo + 1 > bestCount) {
                bestCount = hi - lo + 1;
                bestStart = lo;
            }
        }
        QSet<qint64> windowSources;
        for (qsizetype k = bestStart; k < bestStart + bestCount; ++k)
            windowSources.insert(articles[story.members[k]].sourceId);
        if (bestCount <= m_options.minArticles || windowSources.size() < m_options.minSources)
            continue;

        BreakingEvent event;
        qsizetype centre = story.members.first();
        double centreSimilarity = -1;
        QSet<qint64> sources;
        QHash<qint64, int> perHour;
        for (const qsizetype index : story.members) {
            const double similarity = cosineToStory(vectors[index], story);
            if (similarity > centreSimilarity) {
                centreSimilarity = similarity;
                centre = index;
            }
            sources.insert(articles[index].sourceId);
            ++perHour[articles[index].published.toSecsSinceEpoch() / 3600];
        }
        event.centreId = articles[centre].id;
        event.label = articles[centre].title;
        event.start = articles[story.members.first()].published;
        event.end = articles[story.members.last()].published;
        event.sources = int(sources.size());
        qint64 peakHour = 0;
        int peakCount = -1;
        for (auto it = perHour.cbegin(); it != perHour.cend(); ++it) {
            if (it.value() > peakCount || (it.value() == peakCount && it.key() < peakHour)) {
                peakCount = it.value();
                peakHour = it.key();
            }
        }
        event.peak = QDateTime::fromSecsSinceEpoch(peakHour * 3600, Qt::UTC);
        for (const qsizetype index : story.members) {
            event.members.append(
                {articles[index].id, hammingDistance(articles[index].simhash, articles[centre].simhash),
                    cosineToStory(vectors[index], story)});
        }
        events.append(event);
    }
    std::stable_sort(events.begin(), events.end(),
        [](const BreakingEvent &a, const BreakingEvent &b) { return a.start < b.start; });
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
