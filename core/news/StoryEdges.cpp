// StoryClusterer's graph: a newcomer's TF-IDF vector and its edges, to the articles of the live
// window that share its rarest terms and to its simhash neighbours. The rest of the class is in
// StoryClusterer.cpp (the stories) and StoryParts.cpp (their loose parts).
#include "news/Durations.h"
#include "news/StoryClusterer.h"

#include <QVarLengthArray>
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <vector>

namespace kindred {

namespace {

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

} // namespace kindred
