#include "extract/BodyMark.h"

namespace kindred {

namespace {

// Marked by one element under the headline, a short story of this many words is enough; marks on
// several elements (a class name on some of the paragraphs' boxes), or on one elsewhere (a teaser
// box with a body's class name), need kBodyMarkWords together.
constexpr float kOneElementHintMinimumWords = 30.0f;
// Under the headline: at most this many words between its end and the marked text (a byline, a
// date, a standfirst).
constexpr float kHeadlineToMarkWords = 50.0f;
// What a word outside the mark weighs then.
constexpr float kOutsideHintFactor = 0.1f;

// Whether the page's marked text stands under its headline: an <h1> ends inside it, or the last
// one before it ends at most kHeadlineToMarkWords words above it.
bool markedUnderHeadline(const std::vector<PlateauNode> &nodes, const std::vector<std::size_t> &headlineEnds)
{
    const PlateauRange marked = markedSpan(nodes, 0, nodes.size());
    if (marked.empty())
        return false;
    std::size_t headline = nodes.size(); // the end of the last <h1> before the marked text
    for (const std::size_t end : headlineEnds) {
        if (end > marked.begin && end < marked.end)
            return true;
        if (end <= marked.begin)
            headline = end;
    }
    if (headline == nodes.size())
        return false;
    float words = 0;
    for (std::size_t i = headline; i < marked.begin; ++i)
        words += nodes[i].words;
    return words <= kHeadlineToMarkWords;
}

} // namespace

PlateauRange markedSpan(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to)
{
    PlateauRange marked;
    for (std::size_t i = from; i < to; ++i) {
        const PlateauNode &node = nodes[i];
        if (!(node.flags & PlateauNode::Hint) || node.words == 0)
            continue;
        if (marked.empty())
            marked.begin = i;
        marked.end = i + 1;
        marked.score += node.words;
    }
    return marked;
}

bool marksArticleBody(const std::vector<PlateauNode> &nodes, float markedWords, int markedElements,
    const std::vector<std::size_t> &headlineEnds)
{
    return markedWords >= kBodyMarkWords
        || (markedElements == 1 && markedWords >= kOneElementHintMinimumWords
            && markedUnderHeadline(nodes, headlineEnds));
}

void weighBodyMark(PlateauScan &scan)
{
    if (!scan.marksBody)
        return;
    for (PlateauNode &node : scan.nodes) {
        if ((node.flags & PlateauNode::Text) && !(node.flags & PlateauNode::Hint) && node.score > 0)
            node.score *= kOutsideHintFactor;
    }
}

} // namespace kindred
