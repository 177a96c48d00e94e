#include "extract/PlateauSearch.h"

#include <optional>

namespace kindred {

namespace {

// The join step: a neighbour plateau is joined when the gap costs less than this share of it.
constexpr float kJoinGapShare = 2.0f;
constexpr float kJoinMinimumScore = 30.0f;
constexpr float kJoinLinkDensity = 0.05f; // only prose is joined, never a teaser list
constexpr int kMaxJoins = 8;
// Before readers' comments, a plateau this strong is the story (a short one: a few sentences,
// some of them linked), not the comments after it.
constexpr float kStoryBeforeCommentsScore = 15.0f;

// Kadane's maximum-sum subarray over [from, to).
PlateauRange maximumSubarray(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    PlateauRange best;
    float running = 0;
    std::size_t start = from;
    for (std::size_t i = from; i < to; ++i) {
        if (running <= 0) {
            running = 0;
            start = i;
        }
        running += nodes[i].score;
        if (running > best.score) {
            best = {start, i + 1, running};
        }
    }
    return best;
}

// Share of the words in [from, to) that are link text: high in teaser lists and menus.
float linkDensity(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    float words = 0;
    float linked = 0;
    for (std::size_t i = from; i < to; ++i) {
        words += nodes[i].words;
        if (nodes[i].flags & PlateauNode::Anchor)
            linked += nodes[i].words;
    }
    return words > 0 ? linked / words : 1.0f;
}

// `range` joined with `side`, the strongest plateau before or after it, when `side` is prose
// strong enough that the gap between them costs less than a share of it.
std::optional<PlateauRange> joinedWith(
    const std::vector<PlateauNode> &nodes, const PlateauRange &range, const PlateauRange &side)
{
    if (side.empty() || side.score < kJoinMinimumScore)
        return std::nullopt;
    const bool after = side.begin >= range.end;
    const float gap = after ? -scoreOf(nodes, range.end, side.begin) : -scoreOf(nodes, side.end, range.begin);
    if (gap > kJoinGapShare * side.score || linkDensity(nodes, side.begin, side.end) > kJoinLinkDensity)
        return std::nullopt;
    return after ? PlateauRange {range.begin, side.end, range.score + side.score - gap}
                 : PlateauRange {side.begin, range.end, range.score + side.score - gap};
}

// Readers' comments follow the article: a plateau that runs on past where they begin (when they
// outweigh its cost) ends there, if what comes before holds an article's worth of words.
PlateauRange endedAtComments(const std::vector<PlateauNode> &nodes, PlateauRange range)
{
    float before = 0;
    for (std::size_t i = range.begin; i < range.end; ++i) {
        if (nodes[i].flags & PlateauNode::Barrier) {
            if (before >= kJoinMinimumScore)
                range = {range.begin, i, before};
            break;
        }
        before += nodes[i].score;
    }
    return range;
}

} // namespace

float scoreOf(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    float sum = 0;
    for (std::size_t i = from; i < to; ++i)
        sum += nodes[i].score;
    return sum;
}

PlateauRange findPlateau(const std::vector<PlateauNode> &nodes)
{
    return findPlateau(nodes, 0, nodes.size());
}

PlateauRange findPlateau(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    PlateauRange range = maximumSubarray(nodes, from, to);
    if (range.empty())
        return range;
    // Join neighbours: each step is linear in the rest of the page and there are few steps.
    for (int step = 0; step < kMaxJoins; ++step) {
        bool joined = false;
        if (const auto right = joinedWith(nodes, range, maximumSubarray(nodes, range.end, to))) {
            range = *right;
            joined = true;
        }
        if (const auto left = joinedWith(nodes, range, maximumSubarray(nodes, from, range.begin))) {
            range = *left;
            joined = true;
        }
        if (!joined)
            break;
    }
    range = endedAtComments(nodes, range);
    // A plateau of readers' comments alone, after where they begin, is not the article when text
    // worth a short one stands before them.
    for (std::size_t i = from; i < range.begin; ++i) {
        if (nodes[i].flags & PlateauNode::Barrier) {
            if (const PlateauRange before = findPlateau(nodes, from, i);
                before.score >= kStoryBeforeCommentsScore)
                return before;
            break;
        }
    }
    return range;
}

} // namespace kindred
