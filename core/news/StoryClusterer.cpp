// StoryClusterer's stories: where a newcomer goes, the merges it brings, the members that leave,
// the graph's window. The newcomer's edges are made in StoryEdges.cpp, a story's loose parts are
// judged in StoryParts.cpp.
#include "news/StoryClusterer.h"

#include "fingerprint/Fingerprint.h"
#include "news/Durations.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

namespace kindred {

namespace {

constexpr qsizetype kAlwaysCheckedStory = 64; // members; larger stories are checked as they grow

} // namespace

StoryClusterer::StoryClusterer(Options options) : m_options(options)
{ }

StoryClusterer::~StoryClusterer() = default;

void StoryClusterer::place(Node &node, qint64 storyKey)
{
    node.story = storyKey;
    node.internal = 0;
    Group &group = m_groups[storyKey];
    group.story.key = storyKey;
    QList<qint64> &members = group.story.members;
    const auto at = std::upper_bound(members.begin(), members.end(), node.article.published,
        [this](qint64 published, qint64 id) { return published < m_nodes[id].article.published; });
    members.insert(at, node.article.id);
    group.story.first = m_nodes[members.first()].article.published;
    group.story.last = m_nodes[members.last()].article.published;
    for (const Edge &edge : std::as_const(node.edges)) {
        Node &neighbour = m_nodes[edge.neighbour];
        if (neighbour.story == storyKey) {
            node.internal += edge.weight;
            neighbour.internal += edge.weight;
            group.internal += 2 * double(edge.weight);
            continue;
        }
        group.cross[neighbour.story] += edge.weight;
        m_groups[neighbour.story].cross[storyKey] += edge.weight;
    }
}

bool StoryClusterer::earlier(qint64 a, qint64 b) const
{
    // By the first report, never by the key: keys depend on how many stories a caller numbered
    // before (a run cut in two numbers them apart), and ties must not.
    const auto first = [this](qint64 key) {
        return arrivalOrder(m_nodes.constFind(m_groups.constFind(key)->story.members.first())->article);
    };
    return first(a) < first(b);
}

double StoryClusterer::decay(qint64 apartMs) const
{
    return m_options.decayHours > 0 ? std::exp(-std::abs(double(apartMs)) / (m_options.decayHours * kHourMs))
                                    : 1.0;
}

double StoryClusterer::density(const Group &a, const Group &b, double crossWeight) const
{
    return crossWeight / (double(a.story.members.size()) * double(b.story.members.size()));
}

double StoryClusterer::meanPairWeight(double internal, qsizetype members)
{
    const auto size = double(members);
    return size >= 3 ? std::max(0.0, internal) / (size * (size - 1)) : 0.0;
}

double StoryClusterer::cohesion(const Group &group) const
{
    return meanPairWeight(group.internal, group.story.members.size());
}

double StoryClusterer::joinThreshold(double storyCohesion) const
{
    return std::max(m_options.minDensity, m_options.minRelativeDensity * storyCohesion);
}

double StoryClusterer::mergeThreshold(const Group &a, const Group &b) const
{
    const Group &larger = a.story.members.size() >= b.story.members.size() ? a : b;
    return joinThreshold(cohesion(larger));
}

void StoryClusterer::forgetBefore(qint64 published)
{
    if (m_options.graphHours > 0)
        m_forgotten += removeBefore(published - qint64(m_options.graphHours) * kHourMs);
}

qint64 StoryClusterer::add(const StoryArticle &article, qint64 preferredKey)
{
    forgetBefore(article.published);
    Node &node = insertNode(article);

    qint64 key = 0;
    if (const auto primary = m_nodes.constFind(article.duplicateOf);
        primary != m_nodes.cend() && primary->story != 0) {
        key = primary->story;
    } else {
        // The group of one this article is, against each neighbouring story.
        QHash<qint64, double> toStory;
        for (const Edge &edge : std::as_const(node.edges))
            toStory[m_nodes[edge.neighbour].story] += edge.weight;
        double best = 0;
        for (auto it = toStory.cbegin(); it != toStory.cend(); ++it) {
            const Group &story = *m_groups.constFind(it.key());
            const double d = it.value() / double(story.story.members.size());
            if (d <= joinThreshold(cohesion(story)))
                continue;
            if (d > best || (d == best && key != 0 && earlier(it.key(), key))) {
                best = d;
                key = it.key();
            }
        }
    }
    if (key == 0)
        key = preferredKey > 0 && !m_groups.contains(preferredKey) ? preferredKey : m_nextKey++;
    place(node, key);
    // Only the stories it links to can have come within reach of its own: the newcomer added
    // weight to no other pair, and every other story's density to its story fell with its size.
    QSet<qint64> linked;
    for (const Edge &edge : std::as_const(node.edges))
        linked.insert(m_nodes.constFind(edge.neighbour)->story);
    ejectOutliers(mergeNeighbours(key, linked));
    return storyOf(article.id);
}

qint64 StoryClusterer::mergeNeighbours(qint64 storyKey, QSet<qint64> candidates)
{
    for (;;) {
        candidates.remove(storyKey);
        const Group &group = m_groups[storyKey];
        qint64 best = 0;
        double bestDensity = 0;
        for (const qint64 other : std::as_const(candidates)) {
            const auto cross = group.cross.constFind(other);
            if (cross == group.cross.cend())
                continue;
            const Group &theirs = *m_groups.constFind(other);
            const double d = density(group, theirs, cross.value());
            if (d <= mergeThreshold(group, theirs))
                continue;
            if (d > bestDensity || (d == bestDensity && best != 0 && earlier(other, best))) {
                bestDensity = d;
                best = other;
            }
        }
        if (best == 0)
            return storyKey;
        const qsizetype mine = group.story.members.size();
        const qsizetype theirs = m_groups[best].story.members.size();
        const bool keepMine = mine > theirs || (mine == theirs && earlier(storyKey, best));
        const qint64 into = keepMine ? storyKey : best;
        const qint64 absorbed = keepMine ? best : storyKey;
        // The merged story's neighbours: the candidates so far and the smaller side's neighbours
        // (walking the smaller side keeps a flood of merges into one large story linear).
        const QHash<qint64, double> &absorbedCross = m_groups[absorbed].cross;
        for (auto it = absorbedCross.cbegin(); it != absorbedCross.cend(); ++it)
            candidates.insert(it.key());
        candidates.remove(absorbed);
        merge(absorbed, into);
        storyKey = into;
    }
}

void StoryClusterer::merge(qint64 absorbed, qint64 into)
{
    const Group gone = m_groups.take(absorbed);
    Group &group = m_groups[into];
    // The edges between the two are inside the story now (walked from the absorbed, smaller side).
    for (const qint64 id : gone.story.members) {
        Node &node = m_nodes[id];
        for (const Edge &edge : std::as_const(node.edges)) {
            Node &neighbour = m_nodes[edge.neighbour];
            if (neighbour.story == into) {
                node.internal += edge.weight;
                neighbour.internal += edge.weight;
                group.internal += 2 * double(edge.weight);
            }
        }
    }
    group.internal += gone.internal;
    for (const qint64 id : gone.story.members)
        m_nodes[id].story = into;
    QList<qint64> members;
    members.reserve(group.story.members.size() + gone.story.members.size());
    std::merge(group.story.members.cbegin(), group.story.members.cend(), gone.story.members.cbegin(),
        gone.story.members.cend(), std::back_inserter(members),
        [this](qint64 a, qint64 b) { return m_nodes[a].article.published < m_nodes[b].article.published; });
    group.story.members = members;
    group.story.first = m_nodes[members.first()].article.published;
    group.story.last = m_nodes[members.last()].article.published;

    group.cross.remove(absorbed); // now inside the story
    for (auto it = gone.cross.cbegin(); it != gone.cross.cend(); ++it) {
        if (it.key() == into)
            continue;
        group.cross[it.key()] += it.value();
        Group &other = m_groups[it.key()];
        other.cross.remove(absorbed);
        other.cross[into] += it.value();
    }
    m_merges.append({absorbed, into});
}

void StoryClusterer::restore(const StoryArticle &article, qint64 storyKey)
{
    forgetBefore(article.published);
    place(insertNode(article), storyKey);
    m_nextKey = std::max(m_nextKey, storyKey + 1);
}

void StoryClusterer::remove(qint64 articleId)
{
    const auto found = m_nodes.constFind(articleId);
    if (found == m_nodes.cend())
        return;
    unplace(m_nodes[articleId]);
    const Node node = m_nodes.take(articleId);
    for (const Edge &edge : node.edges) {
        QList<Edge> &theirs = m_nodes[edge.neighbour].edges;
        theirs.removeIf([articleId](const Edge &e) { return e.neighbour == articleId; });
    }
    for (const StoryTerm &t : node.article.terms) {
        auto postings = m_postings.find(t.hash);
        if (postings == m_postings.end())
            continue;
        postings->removeOne(std::pair<qint64, qint64> {node.article.published, articleId});
        if (postings->isEmpty())
            m_postings.erase(postings);
    }
    m_index.remove(articleId, node.article.simhash);
    m_byTime.erase({node.article.published, articleId});
}

void StoryClusterer::unplace(Node &node)
{
    Group &group = m_groups[node.story];
    for (const Edge &edge : std::as_const(node.edges)) {
        Node &neighbour = m_nodes[edge.neighbour];
        const qint64 other = neighbour.story;
        if (other == node.story) {
            neighbour.internal -= edge.weight;
            group.internal -= 2 * double(edge.weight);
            continue;
        }
        Group &otherGroup = m_groups[other];
        const double left = (group.cross[other] -= edge.weight);
        otherGroup.cross[node.story] -= edge.weight;
        if (left <= 1e-9) {
            group.cross.remove(other);
            otherGroup.cross.remove(node.story);
        }
    }
    // Edges inside the story become edges between the story and the article's own group later.
    group.story.members.removeOne(node.article.id);
    group.checkedSize = std::min(group.checkedSize, group.story.members.size());
    if (group.story.members.isEmpty()) {
        m_groups.remove(node.story);
    } else {
        group.story.first = m_nodes[group.story.members.first()].article.published;
        group.story.last = m_nodes[group.story.members.last()].article.published;
    }
    node.story = 0;
    node.internal = 0;
}

void StoryClusterer::ejectOutliers(qint64 storyKey)
{
    Group &group = m_groups[storyKey];
    const qsizetype size = group.story.members.size();
    if (size < 3)
        return;
    // A member's similarity to its story falls only as the story grows past the member's edges:
    // a small story is checked after every change, a large one when it has grown by an eighth
    // since its last check (so a flood of copies into one story costs linear time, not quadratic).
    if (size >= kAlwaysCheckedStory && size < group.checkedSize + group.checkedSize / 8)
        return;
    group.checkedSize = size;
    splitLooseParts(storyKey); // new stories may rehash m_groups: `group` is looked up again
    const Group &rest = m_groups[storyKey];
    if (rest.story.members.size() < 3)
        return;
    const double floor = std::max(m_options.minDensity / 2, m_options.keepRelativeDensity * cohesion(rest));
    QList<qint64> outliers;
    for (const qint64 id : std::as_const(rest.story.members)) {
        if (similarityToStory(id) < floor)
            outliers.append(id);
    }
    for (const qint64 id : std::as_const(outliers))
        moveToStory(id, m_nextKey++);
}

void StoryClusterer::moveToStory(qint64 articleId, qint64 storyKey)
{
    Node &node = m_nodes[articleId];
    unplace(node);
    place(node, storyKey);
    m_moved.append(articleId);
}

QList<qint64> StoryClusterer::leavingBefore(qint64 published) const
{
    if (m_options.graphHours <= 0)
        return {};
    return publishedIn(
        std::numeric_limits<qint64>::min(), published - qint64(m_options.graphHours) * kHourMs);
}

QList<qint64> StoryClusterer::publishedIn(qint64 from, qint64 before) const
{
    QList<qint64> ids;
    for (auto it = m_byTime.lower_bound({from, std::numeric_limits<qint64>::min()});
         it != m_byTime.cend() && it->first < before; ++it)
        ids.append(it->second);
    return ids;
}

QList<qint64> StoryClusterer::removeBefore(qint64 time)
{
    QList<qint64> ids; // oldest first, so postings shrink from the front
    for (auto it = m_byTime.cbegin(); it != m_byTime.cend() && it->first < time; ++it)
        ids.append(it->second);
    for (const qint64 id : std::as_const(ids))
        remove(id);
    return ids;
}

void StoryClusterer::clear()
{
    m_nodes.clear();
    m_groups.clear();
    m_postings.clear();
    m_index.clear();
    m_byTime.clear();
    m_merges.clear();
    m_moved.clear();
    m_forgotten.clear();
}

QList<qint64> finalStories(const QList<StoryClusterer::Merge> &merges)
{
    // Backwards: when merge i is reached, `later` maps each key to where the first merge after i
    // that absorbs it (and the ones after that) took its articles.
    QList<qint64> final(merges.size());
    QHash<qint64, qint64> later;
    for (qsizetype i = merges.size() - 1; i >= 0; --i) {
        final[i] = later.value(merges[i].into, merges[i].into);
        later.insert(merges[i].absorbed, final[i]);
    }
    return final;
}

QList<StoryClusterer::Merge> StoryClusterer::takeMerges()
{
    return std::exchange(m_merges, {});
}

QList<qint64> StoryClusterer::takeMoved()
{
    return std::exchange(m_moved, {});
}

QList<qint64> StoryClusterer::takeForgotten()
{
    return std::exchange(m_forgotten, {});
}

const Story *StoryClusterer::story(qint64 key) const
{
    const auto it = m_groups.constFind(key);
    return it == m_groups.cend() ? nullptr : &it->story;
}

const StoryArticle *StoryClusterer::article(qint64 id) const
{
    const auto it = m_nodes.constFind(id);
    return it == m_nodes.cend() ? nullptr : &it->article;
}

qint64 StoryClusterer::storyOf(qint64 articleId) const
{
    const auto it = m_nodes.constFind(articleId);
    return it == m_nodes.cend() ? 0 : it->story;
}

qint64 StoryClusterer::centreOf(qint64 storyKey) const
{
    const Story *s = story(storyKey);
    if (!s)
        return 0;
    qint64 centre = 0;
    double best = -1;
    for (const qint64 id : s->members) {
        const double similarity = similarityToStory(id);
        if (similarity > best) {
            best = similarity;
            centre = id;
        }
    }
    return centre;
}

int StoryClusterer::sourceCount(qint64 storyKey) const
{
    QSet<qint64> sources;
    if (const Story *s = story(storyKey)) {
        for (const qint64 id : s->members)
            sources.insert(m_nodes.constFind(id)->article.sourceId);
    }
    return int(sources.size());
}

double StoryClusterer::similarityToStory(qint64 articleId) const
{
    const auto node = m_nodes.constFind(articleId);
    if (node == m_nodes.cend())
        return 0;
    const qsizetype others = m_groups.constFind(node->story)->story.members.size() - 1;
    if (others <= 0)
        return 1;
    return std::max(0.0, node->internal) / double(others);
}

} // namespace kindred
