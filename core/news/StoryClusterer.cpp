#include "news/StoryClusterer.h"

#include "fingerprint/Fingerprint.h"

#include <QSet>
#include <QVarLengthArray>
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <tuple>
#include <vector>

namespace kindred {

namespace {

constexpr qint64 kHourMs = 3600 * 1000;
constexpr qsizetype kAlwaysCheckedStory = 64; // members; larger stories are checked as they grow

/// One article's unit vector as a small open-addressing table, so its cosine with each of the
/// many candidates costs one probe per candidate term instead of a branchy merge of two lists.
/// A quarter full at most: most of a candidate's terms are not in it, and a miss then ends at the
/// first or second slot.
class TermTable
{
public:
    explicit TermTable(const QList<StoryTerm> &terms)
        : m_hashes(std::bit_ceil(size_t(std::max<qsizetype>(16, terms.size() * 4))))
        , m_weights(m_hashes.size())
    {
        const size_t mask = m_hashes.size() - 1;
        for (const StoryTerm &term : terms) {
            size_t at = size_t(term.hash) & mask;
            while (m_hashes[at] != 0 && m_hashes[at] != term.hash)
                at = (at + 1) & mask;
            m_hashes[at] = term.hash;
            m_weights[at] = term.weight;
        }
    }

    /// The dot product with another unit vector: their cosine.
    double cosine(const QList<StoryTerm> &other) const
    {
        const size_t mask = m_hashes.size() - 1;
        double dot = 0;
        for (const StoryTerm &term : other) {
            for (size_t at = size_t(term.hash) & mask; m_hashes[at] != 0; at = (at + 1) & mask) {
                if (m_hashes[at] == term.hash) {
                    dot += double(m_weights[at]) * term.weight;
                    break;
                }
            }
        }
        return dot;
    }

private:
    std::vector<quint64> m_hashes; // 0 marks an empty slot (term hashes are never 0)
    std::vector<float> m_weights;
};

/// The distinct article ids met while collecting a newcomer's candidates, in the order met.
class CandidateSet
{
public:
    explicit CandidateSet(qsizetype capacity)
        : m_slots(std::bit_ceil(size_t(std::max<qsizetype>(16, capacity * 4))))
    {
        m_ids.reserve(capacity);
    }

    void insert(qint64 id) // ids are never 0
    {
        const size_t mask = m_slots.size() - 1;
        size_t at = size_t(QHashPrivate::hash(size_t(id), 0)) & mask;
        for (; m_slots[at] != 0; at = (at + 1) & mask) {
            if (m_slots[at] == id)
                return;
        }
        m_slots[at] = id;
        m_ids.append(id);
    }
    qsizetype size() const { return m_ids.size(); }
    const QVarLengthArray<qint64, 128> &ids() const { return m_ids; }

private:
    std::vector<qint64> m_slots;
    QVarLengthArray<qint64, 128> m_ids;
};

} // namespace

StoryClusterer::StoryClusterer(Options options) : m_options(options)
{ }

StoryClusterer::~StoryClusterer() = default;

StoryClusterer::Node &StoryClusterer::insertNode(const StoryArticle &article)
{
    Node node;
    node.article = article;
    // One lookup per term (the terms are distinct): its postings take the newcomer, and their
    // size, the term's document frequency, serves the IDF and the rarity order below.
    const std::pair<qint64, qint64> posting {article.published, article.id};
    QVarLengthArray<qsizetype, 128> frequencies;
    for (const StoryTerm &t : article.terms) {
        QList<std::pair<qint64, qint64>> &postings = m_postings[t.hash];
        postings.insert(std::upper_bound(postings.begin(), postings.end(), posting), posting);
        frequencies.append(postings.size());
    }

    // TF-IDF with the live window's document frequencies as they are now; kept as they are, so
    // an edge never changes after it was drawn. The prior documents (in which no term occurs)
    // keep a young window's counts from calling a story's own names common: eight headlines of
    // forty naming Aurelia say little about how common "Aurelia" is.
    const double documents = double(m_nodes.size() + 1) + m_options.idfPriorDocuments;
    double norm = 0;
    node.vector.reserve(article.terms.size());
    for (qsizetype i = 0; i < article.terms.size(); ++i) {
        const StoryTerm &t = article.terms.at(i);
        const double idf = std::log((documents + 1.0) / (double(frequencies[i]) + 1.0)) + 1.0;
        node.vector.append({t.hash, float(t.weight * idf), t.name, t.titleCapital});
        norm += double(node.vector.last().weight) * node.vector.last().weight;
    }
    norm = std::sqrt(norm);
    for (StoryTerm &t : node.vector)
        t.weight = norm > 0 ? float(t.weight / norm) : 0.0f;

    const qint64 window = qint64(m_options.edgeWindowHours) * kHourMs;
    const auto near
        = [&](const Node &other) { return std::abs(other.article.published - article.published) <= window; };
    // Candidates from the rarest terms first, as a more-like-this query picks its terms: a word
    // half the window shares adds little to a cosine and costs the most to follow.
    QList<std::pair<qsizetype, quint64>> byRarity;
    for (qsizetype i = 0; i < article.terms.size(); ++i)
        byRarity.append({frequencies[i], article.terms.at(i).hash});
    std::sort(byRarity.begin(), byRarity.end());
    CandidateSet candidates(m_options.maxCandidates);
    for (const auto &[frequency, hash] : std::as_const(byRarity)) {
        if (candidates.size() >= m_options.maxCandidates)
            break;
        const QList<std::pair<qint64, qint64>> &postings = *m_postings.constFind(hash);
        auto it = std::lower_bound(postings.cbegin(), postings.cend(),
            std::pair<qint64, qint64> {article.published - window, std::numeric_limits<qint64>::min()});
        for (; it != postings.cend() && it->first <= article.published + window
             && candidates.size() < m_options.maxCandidates;
             ++it) {
            if (it->second != article.id)
                candidates.insert(it->second);
        }
    }
    // (-weight, id) of each edge, so that sorting puts the strongest first.
    QVarLengthArray<std::pair<float, qint64>, 128> edges;
    const TermTable table(node.vector);
    for (const qint64 id : candidates.ids()) {
        const Node &other = m_nodes.constFind(id).value();
        const double similarity = table.cosine(other.vector);
        // Two long texts share a few words by chance more often than two titles do.
        const double length = std::sqrt(double(node.vector.size()) * double(other.vector.size()));
        const double factor = std::clamp(std::sqrt(length / m_options.edgeLengthReference), 1.0, 1.5);
        if (similarity >= m_options.minEdge * factor)
            edges.append({-float(similarity * decay(other.article.published - article.published)), id});
    }
    // Near copies share an edge whatever their words: weight 1 at distance 0, about half at
    // the edge of the radius. The closest maxEdges are all that can be among the strongest edges
    // below (a farther copy weighs less than each of them, an equally far one has a larger id).
    const auto inWindow = [&](qint64 id) {
        const auto other = m_nodes.constFind(id);
        return other != m_nodes.cend() && near(other.value());
    };
    // The closest ones first; only when one of them is out of the window, all in it (rare).
    QList<IndexMatch> copies
        = m_index.query(article.simhash, m_options.simhashRadius, m_options.maxEdges, {});
    if (!std::all_of(copies.cbegin(), copies.cend(), [&](const IndexMatch &m) { return inWindow(m.id); }))
        copies = m_index.query(article.simhash, m_options.simhashRadius, m_options.maxEdges, inWindow);
    const qsizetype similar = edges.size();
    for (const IndexMatch &match : std::as_const(copies)) {
        const float weight = 1.0f - float(match.distance) / float(2 * (m_options.simhashRadius + 1));
        const auto end = edges.begin() + similar;
        const auto known
            = std::find_if(edges.begin(), end, [&](const auto &e) { return e.second == match.id; });
        if (known == end)
            edges.append({-weight, match.id});
        else
            known->first = std::min(known->first, -weight);
    }
    // The strongest edges only: a flood of look-alike items (a feed of templated notices) must
    // not make the graph quadratic.
    std::sort(edges.begin(), edges.end());
    node.edges.reserve(std::min(edges.size(), m_options.maxEdges));
    for (qsizetype i = 0; i < edges.size() && i < m_options.maxEdges; ++i)
        node.edges.append({edges[i].second, -edges[i].first});

    Node &stored = m_nodes.insert(article.id, node).value();
    m_byTime.insert({article.published, article.id});
    for (const Edge &edge : std::as_const(stored.edges))
        m_nodes[edge.neighbour].edges.append({article.id, edge.weight});
    m_index.insert(article.id, article.simhash);
    return stored;
}

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
